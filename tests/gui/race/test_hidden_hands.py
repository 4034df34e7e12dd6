"""Hidden hands stay hidden in a race hot seat (issue 17): Undo back into another person's
turn goes through the pass-to screen, and Watch a replay of a race still in progress with
more than one person seated shows no hand; a finished race's replay shows them all."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from program_helpers import StartProgram
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot
from save_driver import new_random_game, random_race_step

from eighty_days.engine.race import current_player, is_terminal
from eighty_days.resources import default_race_board_path
from eighty_days.saves import RACE, MapRef, Seat, record_of, write_save
from eighty_days.ui.race.setup import RACE_SEAT_CHOICES
from eighty_days.ui.race.window import RaceWindow
from eighty_days.ui.saves.replay_window import ReplayWindow

pytestmark = pytest.mark.gui


def _reveal(qtbot: QtBot, window: RaceWindow) -> None:
    table = window.table
    qtbot.waitUntil(lambda: table.bottom.currentWidget() is table.pass_screen, timeout=20000)
    qtbot.mouseClick(table.pass_screen.ready, Qt.MouseButton.LeftButton)


def _draw_two(qtbot: QtBot, window: RaceWindow) -> None:
    with qtbot.waitSignal(window.controller.state_changed):
        qtbot.mouseClick(window.table.draw_two, Qt.MouseButton.LeftButton)


def _play(qtbot: QtBot, window: RaceWindow, card_id: str) -> None:
    with qtbot.waitSignal(window.controller.state_changed):
        qtbot.mouseClick(window.table.hand_view.button_for(card_id), Qt.MouseButton.LeftButton)


def test_undo_into_another_persons_turn_passes_the_screen_first(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """Two people play against an easy computer, playing cards that reveal nothing (a drawn
    card could never be undone, issue 44): the second person, on the wind rose, presses
    Ctrl+Z twice; the second goes back to the other person's decision, and their cards are
    not shown: the pass-to screen asks for them first."""
    window = start_program("race", "--seed", "8").windows[0]
    assert isinstance(window, RaceWindow)
    dialog = window.open_setup_dialog()
    dialog.form.player_count.setValue(3)
    dialog.form.seed.selectAll()
    qtbot.keyClicks(dialog.form.seed, "8")
    easy = next(i for i, choice in enumerate(RACE_SEAT_CHOICES) if choice[2] == "easy" and i)
    dialog.form.seats[0].kind.setCurrentIndex(easy)
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    table = window.table
    first, second = 1, 2  # seed 8: the second seat begins; the first is the computer
    assert current_player(window.state) == first
    _reveal(qtbot, window)
    assert table.viewer == first
    _play(qtbot, window, "handcuffs-2")  # the whole turn: it hits the next player
    assert current_player(window.state) == second
    _reveal(qtbot, window)
    assert table.viewer == second
    _play(qtbot, window, "train-3b")  # onto a wind rose space: still the second's turn
    undo = window.save_support.undo
    assert current_player(window.state) == second and undo.undo_action.isEnabled()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    with qtbot.waitSignal(undo.moved):
        qtbot.keyClick(table.hand_view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(window.state.history) == 1  # the second person's own decision, on screen
    assert table.viewer == second and table.bottom.currentWidget() is table.hand_page
    with qtbot.waitSignal(undo.moved):
        qtbot.keyClick(table.hand_view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(window.state.history) == 0  # back at the first person's decision
    assert current_player(window.state) == first != table.viewer
    assert table.bottom.currentWidget() is table.pass_screen
    name = window.state.players[first].name
    assert name in table.pass_screen.message.text()
    assert table.hand_view.offers == ()  # no card of theirs on the screen
    _reveal(qtbot, window)
    assert table.viewer == first and table.bottom.currentWidget() is table.hand_page
    window.computer_seats.stop()


def _race_file(tmp_path: Path, *, finished: bool, humans: tuple[bool, ...]) -> Path:
    """A race of ``len(humans)`` seats played at random, to the end or 30 actions."""
    rng = random.Random(4)
    state = new_random_game(RACE, 4, len(humans), None)
    steps = 0
    while not is_terminal(state) and (finished or steps < 30):
        state = random_race_step(state, rng)
        steps += 1
    seats = tuple(
        Seat(name, colour, shape, human)
        for (name, colour, shape), human in zip(
            (("Ann", "#D55E00", "circle"), ("Ben", "#0072B2", "square"), ("Cy", "#009E73", "star")),
            humans,
            strict=False,
        )
    )
    path = tmp_path / f"race-{'over' if finished else 'on'}.80days.json"
    write_save(record_of(state, MapRef.for_file(default_race_board_path()), seats), path)
    return path


def _replay(qtbot: QtBot, start_program: StartProgram, path: Path) -> Any:
    window = start_program("replay", str(path)).windows[0]
    assert isinstance(window, ReplayWindow)
    return window


def _shown_hand(window: Any) -> bool:
    table = window.view
    return table.bottom.currentWidget() is table.hand_page and bool(table.hand_view.offers)


def test_the_replay_of_a_race_in_progress_shows_no_hand(
    qtbot: QtBot, tmp_path: Path, start_program: StartProgram
) -> None:
    """Two people in a race not yet over: at no step does the replay show a hand, and the
    pass-to screen there has no button to show one."""
    window = _replay(
        qtbot, start_program, _race_file(tmp_path, finished=False, humans=(True, True))
    )
    assert window.hands_hidden
    for position in range(len(window.states)):
        window.show_position(position)
        table = window.view
        assert table.bottom.currentWidget() is table.pass_screen, position
        assert not table.pass_screen.ready.isVisible()
        assert not _shown_hand(window)


def test_the_replay_of_a_race_against_computers_shows_only_the_persons_hand(
    qtbot: QtBot, tmp_path: Path, start_program: StartProgram
) -> None:
    """One person against two computers, not yet over: the person's hand at their own
    decisions, never a computer's (and no button to show one)."""
    path = _race_file(tmp_path, finished=False, humans=(True, False, False))
    window = _replay(qtbot, start_program, path)
    assert window.hands_hidden and window.own_hand_of == "Ann"
    seen = 0
    for position in range(len(window.states)):
        window.show_position(position)
        decider = current_player(window.states[position])
        table = window.view
        if decider == 0:
            seen += _shown_hand(window)
        else:
            assert not _shown_hand(window) and not table.pass_screen.ready.isVisible()
    assert seen > 0


def test_the_replay_of_a_finished_race_shows_every_hand(
    qtbot: QtBot, tmp_path: Path, start_program: StartProgram
) -> None:
    """Once the race is over the replay shows the hand of whoever decides, at every step."""
    window = _replay(qtbot, start_program, _race_file(tmp_path, finished=True, humans=(True, True)))
    assert not window.hands_hidden
    window.show_position(1)
    assert _shown_hand(window)


def test_watching_this_race_in_progress_hides_the_hands(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """File → Replay this game in a hot-seat race after one move: the program's replay
    viewer (with its Settings) shows no hand at any step."""
    window = start_program("race", "--seed", "5").windows[0]
    assert isinstance(window, RaceWindow)
    _reveal(qtbot, window)
    _draw_two(qtbot, window)
    saves = window.save_support.saves
    with qtbot.waitSignal(saves.replay_opened) as opened:
        saves.replay_current_action.trigger()
    replay = opened.args[0]
    assert isinstance(replay, ReplayWindow) and replay in window.program.windows
    assert replay.hands_hidden
    for position in range(len(replay.states)):
        replay.show_position(position)
        assert not _shown_hand(replay)
