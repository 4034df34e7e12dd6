"""The place pickers of income and adventure cards can be searched, through ``eighty-days
editor`` (issue 48, "Pickers and the places table"): part of a place's name, in any case,
lists the places that contain it, and the one chosen is the card's place (one undo step)."""

from __future__ import annotations

from pathlib import Path

import pytest
from editor_driving import open_editor
from program_helpers import StartProgram
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QCompleter
from pytestqt.qtbot import QtBot

from eighty_days.ui.editor.window import EditorWindow

pytestmark = pytest.mark.gui

#: The offscreen platform's harmless warnings (tests/gui/conftest.py), and one more: a
#: popup (the list of matches) grabs the keyboard, which that platform cannot.
OFFSCREEN_ONLY = (
    "This plugin does not support propagateSizeHints",
    r"This plugin does not support raise\(\)",
    "This plugin does not support grabbing the keyboard",
)


def search(qtbot: QtBot, picker: QComboBox, text: str) -> QCompleter:
    """Click into the picker, type ``text`` over its place: its list of matches, shown."""
    line = picker.lineEdit()
    assert picker.isEditable() and line is not None, "the picker takes typed text"
    qtbot.mouseClick(line, Qt.MouseButton.LeftButton)
    line.selectAll()
    qtbot.keyClicks(line, text)
    completer = picker.completer()
    assert completer is not None
    popup = completer.popup()
    assert popup is not None
    qtbot.waitUntil(popup.isVisible)
    return completer


def matches(completer: QCompleter) -> list[str]:
    """The places the picker's list of matches shows."""
    model = completer.completionModel()
    return [str(model.index(row, 0).data()) for row in range(model.rowCount())]


def cards_tab_shown(window: EditorWindow) -> None:
    """The Properties panel's Cards tab, in front."""
    window.panel.setCurrentWidget(window.panel.cards_tab)


@pytest.mark.qt_log_ignore(*OFFSCREEN_ONLY)
def test_an_income_cards_place_is_found_by_part_of_its_name_in_any_case(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """On income-1, "BEAC" typed into the fourth place lists only The Beacon; Enter makes
    it the card's fourth place (the pounds kept), one undo step."""
    window = open_editor(start_program, qtbot, tmp_path)
    cards_tab_shown(window)
    tab = window.panel.cards_tab
    tab.choose_income(0)
    picker = tab.payout_places[3]
    assert picker.currentData() == "fort"
    completer = search(qtbot, picker, "BEAC")
    assert matches(completer) == ["The Beacon (beacon)"]
    popup = completer.popup()
    assert popup is not None
    qtbot.keyClick(popup, Qt.Key.Key_Down)
    qtbot.keyClick(popup, Qt.Key.Key_Return)
    card = window.document.sheet.income_cards[0]
    assert card.payouts[3] == ("beacon", 5)
    assert window.undo_stack.count() == 1
    assert picker.currentData() == "beacon"
    assert picker.currentText() == "The Beacon (beacon)"


@pytest.mark.qt_log_ignore(*OFFSCREEN_ONLY)
def test_an_adventure_cards_place_is_found_by_a_word_inside_its_name(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """ "isle" typed into the adventure card's place lists both isles (the word inside
    their names); the second chosen is the card's place."""
    window = open_editor(start_program, qtbot, tmp_path)
    cards_tab_shown(window)
    tab = window.panel.cards_tab
    tab.choose_adventure(0)
    completer = search(qtbot, tab.adventure_place, "isle")
    assert matches(completer) == ["Lonely Isle (lonely-isle)", "Far Isle (far-isle)"]
    popup = completer.popup()
    assert popup is not None
    qtbot.keyClick(popup, Qt.Key.Key_Down)
    qtbot.keyClick(popup, Qt.Key.Key_Down)
    qtbot.keyClick(popup, Qt.Key.Key_Return)
    assert window.document.sheet.adventure_cards[0].location == "far-isle"


@pytest.mark.qt_log_ignore(*OFFSCREEN_ONLY)
def test_typing_that_names_no_place_changes_nothing(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """Text that names no place, ended with Enter, leaves the card as it was and the
    picker showing its place again."""
    window = open_editor(start_program, qtbot, tmp_path)
    cards_tab_shown(window)
    tab = window.panel.cards_tab
    tab.choose_adventure(0)
    line = tab.adventure_place.lineEdit()
    assert line is not None
    qtbot.mouseClick(line, Qt.MouseButton.LeftButton)
    line.selectAll()
    qtbot.keyClicks(line, "Atlantis")
    qtbot.keyClick(line, Qt.Key.Key_Return)
    assert window.undo_stack.count() == 0
    assert window.document.sheet.adventure_cards[0].location == "cave"
    assert tab.adventure_place.currentText() == "The Cave (cave)"
