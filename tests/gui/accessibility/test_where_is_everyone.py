"""Issue 49, "Where is everyone": one key (Ctrl+Shift+W) in both game windows gives a
summary in text (whose turn; each player's day, money, place or space, cards) in a small
window a screen reader reads line by line, and announces it."""

from __future__ import annotations

import pytest
from program_helpers import StartProgram
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from eighty_days.ui.accessibility.announce import announcer
from eighty_days.ui.accessibility.where import WhereDialog
from eighty_days.ui.journey.window import MainWindow
from eighty_days.ui.race.looks import card_title
from eighty_days.ui.race.window import RaceWindow

pytestmark = pytest.mark.gui

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def press_where(qtbot: QtBot, window: MainWindow | RaceWindow) -> WhereDialog:
    """Ctrl+Shift+W where the keyboard is in ``window``; the summary window it opens."""
    said: list[str] = []
    announcer().said.connect(said.append)
    try:
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
        target = QApplication.focusWidget() or window
        qtbot.keyClick(target, Qt.Key.Key_W, CTRL_SHIFT)
        dialog = window.findChild(WhereDialog)
        assert dialog is not None and dialog.isVisible(), "the key opened the summary"
        assert said and said[-1] == " ".join(dialog.text.toPlainText().split())
    finally:
        announcer().said.disconnect(said.append)
    return dialog


def test_the_journey_summary_says_turn_day_money_place_and_cards(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """``eighty-days --seed 5``: whose turn, then per player the date, money, place and
    how many characters and adventure cards."""
    (window,) = start_program("play", "--seed", "5").windows
    assert isinstance(window, MainWindow)
    dialog = press_where(qtbot, window)
    lines = dialog.text.toPlainText().splitlines()
    state = window.controller.state
    assert state.active is not None
    assert lines[0] == f"{state.players[state.active].name} is to play."
    for line, player in zip(lines[1:], state.players, strict=True):
        assert line == (
            f"{player.name}: 2 October, £{player.money}, at London, 0 characters, "
            "0 adventure cards."
        )
    qtbot.waitUntil(dialog.text.hasFocus)  # the arrow keys read it line by line


def test_the_race_summary_counts_cards_and_never_names_them(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """``eighty-days race --players 3``: whose turn, the wind rose, then per player the
    space and the number of cards in hand, never which cards (hands are hidden)."""
    (window,) = start_program("race", "--players", "3", "--seed", "5").windows
    assert isinstance(window, RaceWindow)
    dialog = press_where(qtbot, window)
    text = dialog.text.toPlainText()
    state = window.state
    lines = text.splitlines()
    assert lines[0] == f"{state.players[state.turn_player].name} is to play."
    assert lines[1] == "The wind rose shows the train."
    last = len(state.board.spaces) - 1
    for line, player in zip(lines[2:], state.players, strict=True):
        assert line == f"{player.name}: space 0 of {last} (London), 5 cards in hand."
    player_lines = "\n".join(lines[2:])
    for player in state.players:
        for card_id in player.hand:
            assert card_title(state.decks.action_cards[card_id]) not in player_lines
