"""The seams a newcomer tripped over in the race (issue 44): a race opened or resumed shows
its own last event and names itself, every player's last event stays readable, the
confirmation names the card, the replay offers nothing to play, Help has the English
reference. Each starts the program through its entry point and goes through its menus."""

from __future__ import annotations

import pytest
from program_helpers import StartProgram
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from eighty_days.ui.race.window import RaceWindow


def _race(start_program: StartProgram, *argv: str) -> RaceWindow:
    """``eighty-days race ARGV``: the program's race window."""
    window = start_program("race", *argv).windows[0]
    assert isinstance(window, RaceWindow)
    return window


def _menu(window: RaceWindow, title: str) -> QMenu:
    """The menu bar's menu whose title (without its "&") is ``title``."""
    for action in window.menuBar().actions():
        menu = action.menu()
        if isinstance(menu, QMenu) and action.text().replace("&", "") == title:
            return menu
    raise AssertionError(f"no {title} menu")


@pytest.mark.gui
def test_race_help_offers_the_english_rules_reference(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """Help → Rules in the race window opens the English rules reference at the race's
    part, the German rulebook of 1986 beside it (as the journey window's Help does)."""
    window = _race(start_program, "--seed", "5")
    rules = next(a for a in _menu(window, "Help").actions() if "Rules" in a.text())
    rules.trigger()
    dialog = window.rules_dialog
    assert dialog is not None and dialog.isVisible()
    reference = getattr(dialog, "reference", None)
    assert reference is not None, "the race's Help has no English reference"
    assert dialog.tabs.currentWidget() is reference
    assert "the race" in reference.toPlainText()
    assert "Windrose" in dialog.rulebook_1986.toPlainText()
    top = reference.cursorForPosition(reference.viewport().rect().topLeft())
    shown = reference.toPlainText()[top.position() : top.position() + 400]
    assert "In 80 Tagen um die Erde (1986)" in shown  # opened where the race is explained
