"""Issue 21: the shipped maps' names in the chosen language (context ``Names``), in step with
the maps; a map of one's own keeps its names as written."""

from __future__ import annotations

import importlib.util
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from eighty_days import i18n
from eighty_days.engine.journey import events as ev
from eighty_days.messages import Name, NameKind
from eighty_days.resources import maps_dir
from eighty_days.sheet.io import load_map
from eighty_days.ui.common import map_names
from eighty_days.ui.common.message_text import map_name, message_text
from eighty_days.ui.journey.map_scene import SheetScene

ROOT = Path(__file__).resolve().parents[2]

#: German exonyms (and names German keeps as they are) of the shipped maps.
EXONYMS = {
    "London": "London",
    "Moscow": "Moskau",
    "Peking": "Peking",
    "Venice": "Venedig",
    "Cape Town": "Kapstadt",
    "Vienna": "Wien",
    "Lisbon": "Lissabon",
    "Hong Kong": "Hongkong",
    "Havana, Cuba": "Havanna, Kuba",
    "Paris": "Paris",
    "North Africa": "Nordafrika",
    "Central and South America": "Mittel- und Südamerika",
    "Eurasia": "Eurasien",
    "Suez Canal": "Suezkanal",
    "The World in 1872": "Die Welt im Jahr 1872",
    "Journey to the Centre of the Earth": "Reise zum Mittelpunkt der Erde",
}

#: Spanish exonyms (and names Spanish keeps as they are) of the shipped maps.
EXONYMOS = {
    "London": "Londres",
    "Peking": "Pekín",
    "Cape Town": "Ciudad del Cabo",
    "New York": "Nueva York",
    "Bombay": "Bombay",
    "Singapore": "Singapur",
    "Hong Kong": "Hong Kong",
    "Yokohama": "Yokohama",
    "San Francisco": "San Francisco",
    "Suez": "Suez",
    "Brindisi": "Brindisi",
    "Calcutta": "Calcuta",
    "Moscow": "Moscú",
    "Venice": "Venecia",
    "Havana, Cuba": "La Habana, Cuba",
    "North Africa": "Norte de África",
    "Suez Canal": "Canal de Suez",
    "The World in 1872": "El mundo en 1872",
    "Journey to the Centre of the Earth": "Viaje al centro de la Tierra",
}

#: Each language's exonyms checked by name.
EXONYMS_OF = {"de": EXONYMS, "es": EXONYMOS}


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("map_names_tool", ROOT / "tools" / "map_names.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def german(qtbot: QtBot) -> Iterator[i18n.InstalledTranslations]:
    """German installed for one test, English again afterwards."""
    installed = i18n.install_translations("de", QApplication.instance())
    assert installed.language == "de"
    yield installed
    installed.remove()


def test_the_names_module_is_in_step_with_the_shipped_maps() -> None:
    """ui/common/map_names.py is what tools/map_names.py makes of maps/*.yaml now (after
    changing a map: `uv run python tools/map_names.py`, then translate the new names)."""
    tool = _tool()
    written = Path(map_names.__file__).read_text(encoding="utf-8")
    assert written == tool.module_text(maps_dir()), (
        "src/eighty_days/ui/common/map_names.py is out of date: "
        "run `uv run python tools/map_names.py`"
    )
    world = load_map(maps_dir() / "world.yaml")
    names = set(map(str, map_names.SHIPPED_NAMES))
    shown = [loc.name for loc in world.locations] + [area.name for area in world.areas]
    shown += [part.name for part in world.sheets] + [card.title for card in world.adventure_cards]
    assert set(shown) <= names
    assert "Moscow" in names and "North Africa" in names


def test_the_tool_finds_a_new_name(tmp_path: Path) -> None:
    """A map with a new place and area gives the module an entry for each (so the test
    above fails until the module is written again)."""
    tool = _tool()
    (tmp_path / "new.yaml").write_text(
        "format: 1\nname: New Map\nsheets: [{id: a, name: Sheet A}]\n"
        "areas: [{id: x, name: Atlantis}]\nlocations: [{id: p, name: Poseidonia}]\n",
        encoding="utf-8",
    )
    text = tool.module_text(tmp_path)
    for name in ("New Map", "Sheet A", "Atlantis", "Poseidonia"):
        assert f'QT_TRANSLATE_NOOP("Names", "{name}")' in text


@pytest.mark.parametrize("language", sorted(EXONYMS_OF))
def test_place_and_area_names_have_their_exonyms(qtbot: QtBot, language: str) -> None:
    """Names as a map of the language prints them: Moskau, Venedig, Kapstadt, Nordafrika
    (London stays London); Londres, Pekín, Ciudad del Cabo, Nueva York (Bombay stays
    Bombay)."""
    installed = i18n.install_translations(language, QApplication.instance())
    try:
        assert installed.language == language
        wanted = EXONYMS_OF[language]
        assert {english: map_name(english) for english in wanted} == wanted
    finally:
        installed.remove()


def test_every_shipped_name_is_translated(translated: str) -> None:
    """Every name of the shipped maps (and every word of the race's event cards) has its
    translation in every language (the same where the language keeps it)."""
    for name in map(str, map_names.SHIPPED_NAMES):
        assert map_name(name), name
    changed = [name for name in map(str, map_names.SHIPPED_NAMES) if map_name(name) != name]
    assert len(changed) > 80  # the exonyms are really installed


def test_the_race_event_cards_are_marked_for_translation() -> None:
    """The English title and text of each of the race's event cards is a name to translate
    (German comes with the data; every other language from its .ts)."""
    from eighty_days.shipped_race import default_decks

    names = set(map(str, map_names.SHIPPED_NAMES))
    for card in default_decks().event_cards.values():
        assert {card.title_en, card.text_en} <= names, card.id


def test_a_name_of_ones_own_map_is_shown_as_written(german: object) -> None:
    """A name that no shipped map has is shown as its map writes it."""
    assert map_name("Poseidonia") == "Poseidonia"
    assert map_name("Neu-Venedig") == "Neu-Venedig"
    assert map_name("") == ""


def test_the_log_names_the_place_in_german(german: object) -> None:
    """A log entry names the place reached in German ("zeichnet eine Route nach Venedig")."""
    text = message_text(ev.ROUTE_TO(name="Ada", place=Name(NameKind.PLACE, "Venice")))
    assert "Venedig" in text and "Venice" not in text


@pytest.mark.gui
def test_the_sheet_prints_german_names_and_the_editor_the_written_ones(
    qtbot: QtBot, german: object
) -> None:
    """The world sheet's labels, tooltips and cartouches are German in a game; the editor
    shows the map's names as written (they are what it edits)."""
    world = load_map(maps_dir() / "world.yaml")
    game = SheetScene(world)
    labels = {label.text for label in game.labels}
    assert {"Moskau", "Venedig", "Kapstadt", "NORDAFRIKA"} <= labels
    assert "Moscow" not in labels and "NORTH AFRICA" not in labels
    assert [name for _, name in game.sheet_rects] == ["Eurasien", "Amerika"]
    moscow = next(loc for loc in world.locations if loc.name == "Moscow")
    from eighty_days.ui.journey.scene_geometry import to_scene

    game.pixel_size = 0.01
    assert game.tooltip_at(to_scene(moscow.point)).startswith("Moskau — ")
    editor = SheetScene(world, translate_names=False)
    assert {"Moscow", "Venice", "NORTH AFRICA"} <= {label.text for label in editor.labels}
