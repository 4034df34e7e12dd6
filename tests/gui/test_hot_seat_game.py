"""A two-player hot-seat game played through the table to the end, and the scoring shown."""

from __future__ import annotations

import pytest
from gui_helpers import fixed_setup
from program_helpers import StartProgram, open_journey
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from eighty_days.engine.journey import Phase, Slot, is_terminal, outcome
from eighty_days.sheet.model import SheetMap
from eighty_days.ui.journey.scoring_dialog import CATEGORIES


@pytest.mark.gui
def test_two_players_play_to_the_end_and_see_the_scores(
    start_program: StartProgram, qtbot: QtBot, small_map: SheetMap
) -> None:
    """Rulebook, End of the Journey and Scoring: turns follow the calendar (R2024-02) until
    every journey has ended; the table then shows each category, the winner and the
    tie-break, matching the engine's outcome."""
    window = open_journey(start_program, qtbot, small_map, fixed_setup())
    table = window.table
    controller = window.controller
    players_seen: set[int] = set()
    for _ in range(200):
        state = controller.state
        if is_terminal(state):
            break
        assert state.active is not None
        players_seen.add(state.active)
        # The active player's sheet is the one shown, with their name in the selector.
        assert table.sheet_selector.currentIndex() == state.active
        if state.phase is Phase.TAKE_TRANSPORT:
            slot = Slot.TRAIN_1 if state.train_row else Slot.SHIP_1
            with qtbot.waitSignal(controller.state_changed):
                # a first click shows the bill, a second one takes the card
                qtbot.mouseClick(table.market.cards[slot], Qt.MouseButton.LeftButton)
                qtbot.mouseClick(table.market.cards[slot], Qt.MouseButton.LeftButton)
        else:
            assert table.ruler is not None
            qtbot.keyClick(table.view, Qt.Key.Key_Home)  # the shortest route
            with qtbot.waitSignal(controller.state_changed):
                qtbot.keyClick(table.view, Qt.Key.Key_Return)
    state = controller.state
    assert is_terminal(state)
    assert players_seen == {0, 1}
    qtbot.waitUntil(lambda: window.scoring_dialog is not None and window.scoring_dialog.isVisible())
    dialog = window.scoring_dialog
    assert dialog is not None
    result = outcome(state)
    for score in result.scores:
        for attribute, _, _ in CATEGORIES:
            assert dialog.cell(attribute, score.player) == str(getattr(score, attribute))
        assert dialog.cell("total", score.player) == str(score.total)
    winner_names = [result.scores[i].name for i in result.winners]
    assert all(name in dialog.winner_label.text() for name in winner_names)
    assert dialog.tie_break_label.text() == result.tie_break
    assert any("game is over" in line for line in table.log.texts())
