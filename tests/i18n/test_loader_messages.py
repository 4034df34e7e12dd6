"""The map and save loaders' problems are message values, German to the last word.

Issue 21: a map problem, a save problem and an editor check carry a message key and its
parameters; ``str()`` is the English the command line prints, and the UI makes the German
from the key (``ui/common/message_text``), with the place in the file and its line kept.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from eighty_days import i18n
from eighty_days.editor.checks import check_sheet
from eighty_days.editor.edits import blank_sheet
from eighty_days.messages import Message
from eighty_days.resources import DataError, maps_dir
from eighty_days.saves import SaveError
from eighty_days.saves.format import NO_SUCH_VERSION
from eighty_days.saves.load import load_save_text
from eighty_days.sheet.io import load_map_text
from eighty_days.ui.common.message_text import error_text, message_text

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "saves"))
from saves_helpers import JOURNEY_SAMPLE


@pytest.fixture
def german(qtbot: QtBot) -> Iterator[i18n.InstalledTranslations]:
    """German installed for one test, English again afterwards."""
    installed = i18n.install_translations("de", QApplication.instance())
    assert installed.language == "de"
    yield installed
    installed.remove()


def _sample() -> str:
    return (maps_dir() / "sample-small.yaml").read_text(encoding="utf-8")


def _problems_of(text: str) -> DataError:
    with pytest.raises(DataError) as caught:
        load_map_text(text, "broken.yaml")
    return caught.value


#: Broken sample maps: (old text, new text, the English problem, its German).
CASES = [
    (
        "type: outpost, x: 50.0, y: 20.0",
        "type: outpost, x: 59.5, y: 29.5",
        "locations[8]: an outpost stands on land; 'fort' is at sea (line 28)",
        "locations[8]: ein Außenposten muss an Land stehen; 'fort' liegt auf See (Zeile 28)",
    ),
    (
        "area: isles, snap: 1.0}\n  - {id: far-isle",
        "area: nowhere, snap: 1.0}\n  - {id: far-isle",
        "locations[5].area: unknown area 'nowhere' (line 25)",
        "locations[5].area: unbekanntes Gebiet 'nowhere' (Zeile 25)",
    ),
    (
        '"27 12 29 12 29 14 27 14"',
        '"27 12 29 14 29 12 27 14"',
        "land[2]: not a valid polygon: self-intersection at (28, 13) (line 37)",
        "land[2]: kein gültiges Polygon: Selbstüberschneidung bei (28, 13) (Zeile 37)",
    ),
]


@pytest.mark.parametrize(("old", "new", "english", "german_text"), CASES)
def test_a_map_problem_is_english_in_str_and_german_in_the_ui(
    qtbot: QtBot, old: str, new: str, english: str, german_text: str
) -> None:
    """One broken place of a map file: the English sentence (the command line) and the German
    one (the UI) name the same place and line; the location type, the value and the polygon's
    flaw are German inside the sentence."""
    text = _sample()
    assert text.count(old) == 1
    error = _problems_of(text.replace(old, new))
    assert [str(problem) for problem in error.problems] == [english]
    assert str(error) == f"broken.yaml: 1 problem\n  {english}"
    installed = i18n.install_translations("de", QApplication.instance())
    try:
        details = [problem for problem in error.details if isinstance(problem, Message)]
        assert len(details) == len(error.details)  # every problem is a message value
        assert [message_text(problem) for problem in details] == [german_text]
        assert error_text(error) == f"broken.yaml: 1 Problem\n  {german_text}"
    finally:
        installed.remove()


def test_several_map_problems_count_with_plurals(qtbot: QtBot, german: object) -> None:
    """Issue 21: "2 Probleme", never "2 problem(s)"; every problem a line of its own."""
    text = _sample().replace("colour: ", "colour: nocolour", 1).replace("format: ", "format: x", 1)
    error = _problems_of(text)
    assert str(error).startswith("broken.yaml: 2 problems\n")
    shown = error_text(error)
    assert shown.startswith("broken.yaml: 2 Probleme\n  ")
    assert "problem" not in shown and "expected" not in shown
    assert len(shown.splitlines()) == 3


def test_a_save_problem_is_german_after_its_file_and_place(qtbot: QtBot, german: object) -> None:
    """A save's problem keeps its file name and place and reads German."""
    error = SaveError("game.80days.json", NO_SUCH_VERSION(version=0), "version")
    assert str(error) == "game.80days.json: version: wrong version: there is no format version 0"
    assert error_text(error) == (
        "game.80days.json: version: falsche Version: Es gibt keine Formatversion 0"
    )


def test_a_save_quotes_the_engines_refusal_in_german(qtbot: QtBot, german: object) -> None:
    """A hand-edited save with an action the engine refuses (R2024: a second transport
    before drawing): the engine's reason sits inside the save's problem as a value, so the
    whole sentence is German."""
    data = json.loads(JOURNEY_SAMPLE.read_text(encoding="utf-8"))
    data["actions"].insert(1, data["actions"][0])
    with pytest.raises(SaveError) as caught:
        load_save_text(json.dumps(data), "edited.json")
    error = caught.value
    assert str(error).startswith("edited.json: actions[1]: illegal action 'take-transport'")
    assert "now draw your route" in str(error)
    shown = error_text(error)
    assert shown.startswith("edited.json: actions[1]: unzulässige Aktion 'take-transport'")
    assert "draw" not in shown and "illegal" not in shown, shown


def test_the_editors_checks_are_german(qtbot: QtBot, german: object) -> None:
    """A blank map's checks (no start, no arrival) read German, with the editor's hint."""
    problems = check_sheet(blank_sheet(30, 20))
    english = " ".join(str(problem) for problem in problems)
    assert "Set as start" in english
    shown = [message_text(problem.message) for problem in problems]
    assert any("„Als Start festlegen“" in text for text in shown), shown
    assert not any("missing key" in text or "choose a place" in text for text in shown), shown


def test_an_edit_the_editor_refuses_is_german(qtbot: QtBot, german: object) -> None:
    """The editor's refusal (a ring keeps 3 vertices) is a message value: English for
    ``str()``, German in the status bar's words."""
    from eighty_days.editor.edits import EditError, Layer
    from eighty_days.editor.shape_edits import delete_vertex
    from eighty_days.sheet.io import load_map_text

    triangle = delete_vertex(load_map_text(_sample()), Layer.LAND, 0, 0, 0)  # was 4 vertices
    with pytest.raises(EditError) as caught:
        delete_vertex(triangle, Layer.LAND, 0, 0, 0)
    assert str(caught.value) == "a ring keeps at least 3 vertices: delete the polygon instead"
    assert error_text(caught.value) == (
        "ein Ring behält mindestens 3 Eckpunkte: Lösche stattdessen das Polygon"
    )


def test_the_notes_on_an_unreadable_record_are_german(qtbot: QtBot, german: object) -> None:
    """A work-in-progress map with a record that cannot be read at all: the note names the
    record and why, in German."""
    from eighty_days.editor.lenient import sheet_from_data
    from eighty_days.sheet.serial import to_dict

    data = to_dict(blank_sheet(10, 10))
    data["land"] = [{"outer": "0 0 1 0 1 oops"}]
    _, notes = sheet_from_data(data)
    assert [str(note) for note in notes] == [
        "land[0] could not be read and was left out: 'oops' is not a number"
    ]
    assert [message_text(note) for note in notes] == [
        "land[0] konnte nicht gelesen werden und wurde weggelassen: 'oops' ist keine Zahl"
    ]
