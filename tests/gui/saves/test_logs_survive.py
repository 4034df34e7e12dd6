"""Nothing said is lost: the table's log and the players' turn logs are rebuilt from the
game's history after undo, redo, opening a save and continuing a game in progress."""

from __future__ import annotations

from pathlib import Path

import pytest
from program_helpers import QtBotDriver, StartProgram, close_offer, continue_offered
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from save_gui_helpers import JOURNEY_MAP, click_a_transport, draw_shortest_route, journey_window

from eighty_days.app import Program
from eighty_days.ui.journey.window import MainWindow


def logs(window: MainWindow) -> tuple[list[str], list[list[str]]]:
    """The table's log and every player's turn log, oldest line first."""
    panels = [
        [panel.log.item(i).text() for i in range(panel.log.count())]
        for panel in window.table.panels
    ]
    return window.table.log.texts(), panels


def play_a_turn(qtbot: QtBot, window: MainWindow) -> None:
    """The player to move takes a card (bill, then take) and draws the shortest route."""
    click_a_transport(qtbot, window)
    draw_shortest_route(qtbot, window)


@pytest.mark.gui
def test_undo_and_redo_keep_the_logs_of_the_history(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """Undo leaves the lines of the actions still played; Redo brings the undone ones back."""
    window, support = journey_window(qtbot, start_program)
    support.session.set_humans((True, False))
    click_a_transport(qtbot, window)
    after_card = logs(window)
    assert any("takes" in line for line in after_card[0])
    draw_shortest_route(qtbot, window)
    full = logs(window)
    assert len(full[0]) > len(after_card[0])
    with qtbot.waitSignal(support.undo.moved):
        support.undo.undo_action.trigger()
    assert len(window.controller.state.history) == 1
    assert logs(window) == after_card
    with qtbot.waitSignal(support.undo.moved):
        support.undo.redo_action.trigger()
    assert logs(window) == full


def answer_the_offer(qtbot: QtBot, program: Program, *, continue_it: bool) -> None:
    """The program's start offers the games in progress: Continue the first, or Close."""
    if continue_it:
        continue_offered(program, QtBotDriver(qtbot))
    else:
        close_offer(program, QtBotDriver(qtbot))


@pytest.mark.gui
def test_opening_a_save_and_resuming_bring_the_logs_back(
    qtbot: QtBot, tmp_path: Path, start_program: StartProgram
) -> None:
    """The game in progress continued at the next start, and a saved game opened in a fresh window,
    show the same log lines and turn logs as the window that played them."""
    window, support = journey_window(qtbot, start_program)
    play_a_turn(qtbot, window)
    play_a_turn(qtbot, window)
    played = logs(window)
    assert played[0] and all(panel for panel in played[1])
    target = tmp_path / "mine.80days.json"
    support.saves.current_path = target
    with qtbot.waitSignal(support.saves.game_saved):
        qtbot.keyClick(window.table.view, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    argv = ("play", "--map", str(JOURNEY_MAP), "--seed", "3")

    resuming = start_program(*argv)
    resumed = resuming.windows[0]
    assert isinstance(resumed, MainWindow)
    answer_the_offer(qtbot, resuming, continue_it=True)
    qtbot.waitUntil(lambda: len(resumed.controller.state.history) == 4)
    assert logs(resumed) == played

    opening = start_program(*argv)
    opened = opening.windows[0]
    assert isinstance(opened, MainWindow) and opened.save_support is not None
    answer_the_offer(qtbot, opening, continue_it=False)
    assert opened.table.log.texts() == []
    with qtbot.waitSignal(opened.save_support.saves.game_loaded):
        assert opened.save_support.saves.open_path(target)
    assert logs(opened) == played
