"""The Problems panel says how to fix each problem, and fixes the obvious ones with a
button, as one undo step (issue 48), through ``eighty-days editor``."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from editor_driving import open_editor_on
from program_helpers import StartProgram
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QListWidgetItem
from pytestqt.qtbot import QtBot

from eighty_days import i18n
from eighty_days.resources import maps_dir
from eighty_days.ui.editor.window import EditorWindow

pytestmark = pytest.mark.gui

#: An area no place belongs to (a warning: no one can visit it).
EMPTY_AREA = '  - {id: empty, name: Empty Lands, colour: "#123456"}\n'


@pytest.fixture
def german() -> Iterator[None]:
    """German installed for one test, English again afterwards."""
    installed = i18n.install_translations("de", QApplication.instance())
    assert installed.language == "de"
    yield
    installed.remove()


def sample_changed(tmp_path: Path, old: str, new: str) -> Path:
    """A copy of the small sample map with ``old`` written ``new``."""
    text = (maps_dir() / "sample-small.yaml").read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "authored.yaml"
    path.write_text(text.replace(old, new), encoding="utf-8")
    return path


def wait_for_checks(qtbot: QtBot, window: EditorWindow) -> None:
    """Wait until the Problems panel shows the current map's problems."""
    qtbot.waitUntil(lambda: window.problems_for is window.document.sheet, timeout=20000)


def problem_rows(window: EditorWindow, word: str) -> list[QListWidgetItem]:
    """The Problems panel's rows whose text holds ``word``."""
    listing = window.validation.list
    rows = [listing.item(row) for row in range(listing.count())]
    return [item for item in rows if word in item.text()]


def click_problem(qtbot: QtBot, window: EditorWindow, word: str) -> QListWidgetItem:
    """Click the one problem whose text holds ``word``, as an author does."""
    (item,) = problem_rows(window, word)
    listing = window.validation.list
    listing.scrollToItem(item)
    qtbot.mouseClick(
        listing.viewport(), Qt.MouseButton.LeftButton, pos=listing.visualItemRect(item).center()
    )
    return item


def fix_by_button(qtbot: QtBot, window: EditorWindow, word: str, label: str, hint: str) -> None:
    """Click the problem holding ``word``: its row says ``hint`` under it, and the
    ``label`` button fixes it; the checks then run again."""
    wait_for_checks(qtbot, window)
    item = click_problem(qtbot, window, word)
    assert item.text().split("\n")[1] == f"→ {hint}"
    button = window.validation.fix_button
    assert button.isVisible()
    assert button.text() == label
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    wait_for_checks(qtbot, window)


def test_a_port_off_the_coast_is_put_on_the_coast_by_its_button(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """A port 1.5 inland is a problem saying how to fix it; its "Put on the coast"
    button moves it onto the coast in one undo step, the problem is gone, and Undo brings
    both back."""
    path = sample_changed(tmp_path, "type: port, x: 21.8, y: 10.0", "type: port, x: 20.5, y: 10.0")
    window = open_editor_on(start_program, qtbot, path)
    before = window.document.sheet
    fix_by_button(
        qtbot,
        window,
        "'west-harbour'",
        "Put on the coast",
        "Move it onto the coast (Edit → Put on the coast), or widen its snap radius.",
    )
    assert window.document.sheet.location("west-harbour").point == (22.0, 10.0)
    assert not problem_rows(window, "'west-harbour'")
    assert window.undo_stack.count() == 1
    assert window.undo_stack.undoText() == "Put on the coast"
    window.undo_action.trigger()
    wait_for_checks(qtbot, window)
    assert window.document.sheet == before
    assert problem_rows(window, "'west-harbour'")


def test_an_unused_area_is_removed_by_its_button(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """An area with no place is a warning; "Remove the area" removes it (one step)."""
    path = sample_changed(tmp_path, "locations:\n", EMPTY_AREA + "locations:\n")
    window = open_editor_on(start_program, qtbot, path)
    before = window.document.sheet
    fix_by_button(
        qtbot,
        window,
        "Empty Lands",
        "Remove the area",
        "Put a place in the area, or remove the area.",
    )
    assert [area.id for area in window.document.sheet.areas] == ["westland", "isles", "eastland"]
    assert not problem_rows(window, "Empty Lands")
    window.undo_action.trigger()
    wait_for_checks(qtbot, window)
    assert window.document.sheet == before
    assert problem_rows(window, "Empty Lands")


def test_a_card_naming_a_missing_place_is_removed_by_its_button(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """An adventure card naming a place the map lacks: "Remove the card" removes it."""
    path = sample_changed(tmp_path, "location: cave, icons: 2", "location: nowhere, icons: 2")
    window = open_editor_on(start_program, qtbot, path)
    before = window.document.sheet
    fix_by_button(
        qtbot,
        window,
        "adventure_cards[0].location",
        "Remove the card",
        "Choose one of the map's places, or remove what names the missing place.",
    )
    assert window.document.sheet.adventure_cards == before.adventure_cards[1:]
    assert not problem_rows(window, "adventure_cards[0].location")
    window.undo_action.trigger()
    wait_for_checks(qtbot, window)
    assert window.document.sheet == before


def test_a_place_outside_the_map_is_moved_inside_by_its_button(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """A place beyond the map's right edge: "Move inside the map" puts it on the edge."""
    path = sample_changed(tmp_path, "type: outpost, x: 50.0", "type: outpost, x: 70.0")
    window = open_editor_on(start_program, qtbot, path)
    before = window.document.sheet
    fix_by_button(
        qtbot,
        window,
        "(70, 20) is outside",
        "Move inside the map",
        "Move the place inside the map, or widen the map's bounds.",
    )
    assert window.document.sheet.location("fort").point == (60.0, 20.0)
    assert not problem_rows(window, "outside the map")
    window.undo_action.trigger()
    wait_for_checks(qtbot, window)
    assert window.document.sheet == before


def test_a_problem_without_an_obvious_fix_shows_its_hint_and_no_button(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """A city at sea has a hint (onto land, or make it a port) but no fix button."""
    path = sample_changed(tmp_path, "type: city, x: 2.0, y: 15.0", "type: city, x: 2.0, y: 2.0")
    window = open_editor_on(start_program, qtbot, path)
    wait_for_checks(qtbot, window)
    item = click_problem(qtbot, window, "'home-start' is at sea")
    assert item.text().endswith("\n→ Move it onto land, or make it a port.")
    assert not window.validation.fix_button.isVisible()


def test_a_fix_that_cannot_be_made_says_why_instead_of_a_button(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """A port 4 inland, beyond the one ruler unit (2) the coast helper reaches: no button,
    and the panel says no coast lies within reach; the map is untouched."""
    path = sample_changed(tmp_path, "type: port, x: 21.8, y: 10.0", "type: port, x: 18.0, y: 10.0")
    window = open_editor_on(start_program, qtbot, path)
    before = window.document.sheet
    wait_for_checks(qtbot, window)
    click_problem(qtbot, window, "'west-harbour'")
    assert not window.validation.fix_button.isVisible()
    note = window.validation.fix_note
    assert note.isVisible()
    assert "West Harbour" in note.text()
    assert window.document.sheet == before
    assert window.undo_stack.count() == 0


def test_the_hint_and_the_fix_are_in_german(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path, german: None
) -> None:
    """Issue 9 (every UI string in German too): the hint under a problem and its fix
    button are German."""
    path = sample_changed(tmp_path, "type: port, x: 21.8, y: 10.0", "type: port, x: 20.5, y: 10.0")
    window = open_editor_on(start_program, qtbot, path)
    wait_for_checks(qtbot, window)
    item = click_problem(qtbot, window, "'west-harbour'")
    assert item.text().split("\n")[1] == (
        "→ Setze ihn an die Küste (Bearbeiten → An die Küste setzen), oder vergrößere "
        "seinen Fangradius."
    )
    assert window.validation.fix_button.text() == "An die Küste setzen"
