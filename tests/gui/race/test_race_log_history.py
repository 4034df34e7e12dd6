"""Issue 21: the race log is made from the race's history, so Undo (Take back), Redo, a
resumed autosave and an opened save show exactly the lines a fresh replay to that moment
shows, never the lines of moves taken back."""

from __future__ import annotations

from pathlib import Path

import pytest
from program_helpers import (
    QtBotDriver,
    StartProgram,
    close_offer,
    continue_offered,
    in_progress_file,
)
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton
from pytestqt.qtbot import QtBot

from eighty_days.engine.race import Phase, RaceState
from eighty_days.ui.journey.window import MainWindow
from eighty_days.ui.race.window import RaceWindow

pytestmark = pytest.mark.gui


def race_window(qtbot: QtBot, start_program: StartProgram, *argv: str) -> RaceWindow:
    """``eighty-days race --seed 5`` for two people at one screen."""
    window = start_program("race", "--seed", "5", *argv).windows[0]
    assert isinstance(window, RaceWindow) and window.save_support is not None
    return window


def at_the_screen(qtbot: QtBot, window: RaceWindow) -> None:
    """The player to decide says they are at the screen (hot seat)."""
    table = window.table
    if table.bottom.currentWidget() is table.pass_screen:
        qtbot.mouseClick(table.pass_screen.ready, Qt.MouseButton.LeftButton)


def play_a_move(qtbot: QtBot, window: RaceWindow) -> None:
    """The player to decide answers what the table asks (leaves the wind rose, accepts a
    move back, takes the jump), else plays a card that needs no choice, else draws."""
    at_the_screen(qtbot, window)
    table = window.table
    state = window.state
    before = len(state.history)
    playable = [
        b for b in table.hand_view.buttons if b.offer.is_playable and not b.offer.needs_choice
    ]
    button: QAbstractButton
    if state.phase is Phase.MOVE_ROSE:
        button = table.rose_buttons[state.wind_rose]
    elif state.phase is Phase.DEFEND:
        button = table.defence_prompt.accept
    elif state.phase is Phase.JUMP_CHOICE:
        button = table.jump_prompt.take
    elif playable:
        button = playable[0]
    elif table.draw_two.isEnabled():
        button = table.draw_two
    else:
        button = table.end_turn
    with qtbot.waitSignal(window.controller.state_changed):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert len(window.state.history) == before + 1


def log_lines(window: RaceWindow) -> list[str]:
    """The race log's lines, oldest first."""
    return window.table.log.texts()


def test_undo_and_redo_show_the_log_of_the_history(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """Moves played, then undone one by one: after each Undo the log reads exactly as it read
    when the race stood there; Redo brings the lines of the moves back."""
    window = race_window(qtbot, start_program)
    support = window.save_support
    assert support is not None
    support.session.set_humans((True, False))  # Undo then goes back over whole turns
    undo = support.undo
    seen: dict[int, list[str]] = {0: log_lines(window)}
    assert seen[0], "the race's opening line"
    for _ in range(4):
        play_a_move(qtbot, window)
        seen[len(window.state.history)] = log_lines(window)
    full = log_lines(window)
    assert len(full) > len(seen[0])
    undone = 0
    while undo.undo_target() is not None:
        with qtbot.waitSignal(undo.moved):
            undo.undo_action.trigger()
        undone += 1
        state: RaceState = window.state
        assert log_lines(window) == seen[len(state.history)]
    assert undone >= 1 and len(window.state.history) < 4
    assert len(log_lines(window)) < len(full)
    while undo.redo_target() is not None:
        with qtbot.waitSignal(undo.moved):
            undo.redo_action.trigger()
        assert log_lines(window) == seen[len(window.state.history)]
    assert log_lines(window) == full


def test_a_resumed_or_opened_race_shows_the_log_it_had(
    qtbot: QtBot, tmp_path: Path, start_program: StartProgram
) -> None:
    """The race in progress continued at the next start and a saved race opened with File →
    Open show the same lines as the window that played the moves."""
    window = race_window(qtbot, start_program)
    for _ in range(3):
        play_a_move(qtbot, window)
    played = log_lines(window)
    target = tmp_path / "race.80days.json"
    assert window.save_support.saves.save_to(target)
    assert in_progress_file(window).exists()

    resuming = start_program("race", "--seed", "9")
    resumed = continue_offered(resuming, QtBotDriver(qtbot))
    assert isinstance(resumed, RaceWindow)
    qtbot.waitUntil(lambda: len(resumed.state.history) == 3)
    assert log_lines(resumed) == played

    other = race_window(qtbot, start_program, "--players", "3")
    if other.program is not None and other.program.in_progress_dialog is not None:
        close_offer(other.program, QtBotDriver(qtbot))
    assert other.save_support.saves.open_path(target)
    assert log_lines(other) == played


def test_an_opened_race_shows_its_newest_lines(
    qtbot: QtBot, tmp_path: Path, start_program: StartProgram
) -> None:
    """A race save opened from the journey window (File → Open) comes up in a race window
    of its own with its log scrolled to the newest line, not the first: what just happened
    is in view (the rebuilt log showed its opening lines)."""
    window = race_window(qtbot, start_program)
    while len(log_lines(window)) < 40:
        play_a_move(qtbot, window)
    target = tmp_path / "race.80days.json"
    assert window.save_support.saves.save_to(target)
    program = start_program("play")
    journey = program.windows[0]
    assert isinstance(journey, MainWindow)
    if program.in_progress_dialog is not None:
        close_offer(program, QtBotDriver(qtbot))
    assert journey.save_support is not None
    assert journey.save_support.saves.open_path(target)
    opened = program.windows[-1]
    assert isinstance(opened, RaceWindow) and opened is not window
    qtbot.waitExposed(opened)
    log = opened.table.log
    assert log.count() == len(log_lines(window))
    newest = log.item(log.count() - 1)

    def newest_in_view() -> bool:
        rect = log.visualItemRect(newest)
        return rect.isValid() and log.viewport().rect().intersects(rect)

    qtbot.waitUntil(newest_in_view)
    assert log.verticalScrollBar().maximum() > 0, "the log is longer than its view"
