"""The replay viewer stepping forward and back through both games; File → Save/Open with
a bad file refused in a dialog while the game stays; the resume offer after a crash
(issue 8, "Replay", "Saving and resuming", "Bad input"), in the program's own windows
started through its entry point (issue 17)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from program_helpers import QtBotDriver, StartProgram, continue_offered, in_progress_file
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox
from pytestqt.qtbot import QtBot
from save_gui_helpers import (
    JOURNEY_SAMPLE,
    RACE_SAMPLE,
    click_a_transport,
    draw_shortest_route,
    journey_window,
)

from eighty_days.ai.base import Level
from eighty_days.app import Program
from eighty_days.saves import JOURNEY, autosave_path, load_save, record_of, write_save
from eighty_days.ui.common.message_text import message_text
from eighty_days.ui.journey.window import MainWindow
from eighty_days.ui.race.setup import RACE_SEAT_CHOICES
from eighty_days.ui.race.window import RaceWindow
from eighty_days.ui.saves.replay_window import ReplayWindow


def _replay(qtbot: QtBot, start_program: StartProgram, path: Path) -> ReplayWindow:
    """``eighty-days replay PATH``."""
    window = start_program("replay", str(path)).windows[0]
    assert isinstance(window, ReplayWindow)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


@pytest.mark.gui
def test_the_journey_replay_steps_forward_and_back(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """▶ and → go one action forward, ◀ and ← back, End and Home to the ends; the table
    shows the state of each step (the player to act, the label naming the action)."""
    window = _replay(qtbot, start_program, JOURNEY_SAMPLE)
    states = window.states
    table = window.view
    assert window.position == 0 and not window.back_button.isEnabled()
    with qtbot.waitSignal(window.position_changed):
        qtbot.mouseClick(window.forward_button, Qt.MouseButton.LeftButton)
    assert window.position == 1 and window.state is states[1]
    # the action as the table's log says it, the card as the table shows it, no ids
    taken = message_text(states[1].last_events[0].message)
    assert window.label.text().startswith(f"Action 1 of {len(states) - 1}: {taken}")
    assert " takes " in taken and "£" in taken and "take transport" not in taken
    for value in window.loaded.record.actions[0].values():
        if isinstance(value, str) and value != "take_transport":
            assert value not in window.label.text()  # the slot or card id
    with qtbot.waitSignal(window.position_changed):
        qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.position == 2 and "draws a route" in window.label.text()
    assert table.sheet_selector.currentIndex() == states[2].active
    with qtbot.waitSignal(window.position_changed):
        qtbot.keyClick(window, Qt.Key.Key_Left)
    assert window.position == 1
    with qtbot.waitSignal(window.position_changed):
        qtbot.mouseClick(window.back_button, Qt.MouseButton.LeftButton)
    assert window.position == 0 and window.label.text().startswith("Start of the game")
    with qtbot.waitSignal(window.position_changed):
        qtbot.keyClick(window, Qt.Key.Key_End)
    last = len(states) - 1
    assert window.position == last and not window.forward_button.isEnabled()
    assert window.slider.value() == last
    active = states[last].active
    if active is not None:
        assert "(to play)" in table.sheet_selector.itemText(active)
    logged = sum(len(s.last_events) for s in states[1:])
    assert len(table.log.texts()) == logged  # every step's events, once
    with qtbot.waitSignal(window.position_changed):
        qtbot.keyClick(window, Qt.Key.Key_Home)
    assert window.position == 0 and table.log.texts() == []


@pytest.mark.gui
def test_the_race_replay_shows_the_board_at_each_step(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """The race replay moves the pawns with each step, forward and back, on the race table."""
    window = _replay(qtbot, start_program, RACE_SAMPLE)
    states = window.states
    positions = [tuple(p.position for p in s.players) for s in states]
    moved = next(i for i in range(1, len(states)) if positions[i] != positions[i - 1])
    for _ in range(moved):
        with qtbot.waitSignal(window.position_changed):
            qtbot.mouseClick(window.forward_button, Qt.MouseButton.LeftButton)
    assert window.view.state is states[moved]
    scene = window.view.board_scene
    mover = next(p for p in range(len(positions[0])) if positions[moved][p] != positions[0][p])
    after = scene.pawn_position(states[moved], mover)
    with qtbot.waitSignal(window.position_changed):
        qtbot.keyClick(window, Qt.Key.Key_Left)
    assert window.view.state is states[moved - 1]
    assert scene.pawn_position(states[moved - 1], mover) != after


@pytest.mark.gui
def test_save_then_open_and_a_bad_file_never_replaces_the_game(
    qtbot: QtBot, tmp_path: Path, start_program: StartProgram
) -> None:
    """Ctrl+S writes the game; opening a truncated file shows a dialog naming it and the
    problem, and the game on the table stays; opening the good file restores the game."""
    window, support = journey_window(qtbot, start_program)
    controller = window.controller
    click_a_transport(qtbot, window)
    draw_shortest_route(qtbot, window)
    played = controller.state
    target = tmp_path / "mine.80days.json"
    support.saves.current_path = target
    with qtbot.waitSignal(support.saves.game_saved):
        qtbot.keyClick(window.table.view, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert load_save(target).state == played

    broken = tmp_path / "broken.80days.json"
    text = target.read_text(encoding="utf-8")
    broken.write_text(text[: len(text) // 3], encoding="utf-8")
    click_a_transport(qtbot, window)
    in_progress = controller.state
    assert not support.saves.open_path(broken)
    box = support.saves.message_box
    assert box is not None and box.isVisible()
    assert str(broken) in box.text() and "truncated" in box.text()
    assert controller.state is in_progress  # the game in progress is untouched
    assert support.saves.current_path == target
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Ok), Qt.MouseButton.LeftButton)

    with qtbot.waitSignal(support.saves.game_loaded):
        assert support.saves.open_path(target)
    assert controller.state == played
    recent = support.saves.recent.entries()
    assert [Path(e.path).name for e in recent] == ["mine.80days.json"]
    support.saves.fill_recent_menu()
    assert "mine.80days.json" in support.saves.recent_menu.actions()[0].text()


@pytest.mark.gui
def test_autosave_after_each_action_and_the_games_in_progress_at_start(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """Every committed action is autosaved into the game's own file among the games in
    progress; the next start offers the list, and Continue puts the same game on the table."""
    window, _ = journey_window(qtbot, start_program)
    click_a_transport(qtbot, window)
    draw_shortest_route(qtbot, window)
    autosaved = load_save(in_progress_file(window))
    assert autosaved.state == window.controller.state
    assert [s.name for s in autosaved.record.seats] == ["Player 1", "Player 2"]

    program = start_program("play", "--map", str(JOURNEY_SAMPLE.parent / "journey-small.yaml"))
    dialog = program.in_progress_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    item = dialog.games_list.item(0)
    assert "Player 1, Player 2" in item.text() and "2 actions" in item.text()
    second = continue_offered(program, QtBotDriver(qtbot))
    assert isinstance(second, MainWindow)
    assert second.controller.state == window.controller.state


@pytest.mark.gui
def test_a_broken_game_in_progress_is_listed_with_its_problem(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """A damaged autosave of an earlier version is listed at start with the reason it cannot
    be read: it cannot be continued, only deleted (nothing else is lost)."""
    path = autosave_path(JOURNEY)
    path.parent.mkdir(parents=True, exist_ok=True)
    data = json.loads(JOURNEY_SAMPLE.read_text(encoding="utf-8"))
    data["version"] = 99
    path.write_text(json.dumps(data), encoding="utf-8")
    window, _support = journey_window(qtbot, start_program)
    program = window.program
    assert isinstance(program, Program)
    dialog = program.in_progress_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    assert not path.exists()
    assert "wrong version" in dialog.games_list.item(0).text()
    assert not dialog.continue_button.isEnabled() and dialog.delete_button.isEnabled()


def _race_window(qtbot: QtBot, start_program: StartProgram) -> RaceWindow:
    """``eighty-days race --seed 5``: the program's race window for two people, with the
    first player at the screen."""
    window = start_program("race", "--seed", "5").windows[0]
    assert isinstance(window, RaceWindow) and window.save_support is not None
    table = window.table
    if table.bottom.currentWidget() is table.pass_screen:
        qtbot.mouseClick(table.pass_screen.ready, Qt.MouseButton.LeftButton)
    return window


@pytest.mark.gui
def test_the_race_window_saves_opens_and_undoes_too(
    qtbot: QtBot, tmp_path: Path, start_program: StartProgram
) -> None:
    """The race window gets the same File and Edit actions: save, open, autosave; a journey
    save opened there opens in a journey window of the program, the race staying."""
    window = _race_window(qtbot, start_program)
    support = window.save_support
    start = window.controller.state
    with qtbot.waitSignal(window.controller.state_changed):
        qtbot.mouseClick(window.table.draw_two, Qt.MouseButton.LeftButton)
    played = window.controller.state
    assert len(played.history) == 1
    assert load_save(in_progress_file(window)).state == played
    target = tmp_path / "race.80days.json"
    assert support.saves.save_to(target)
    write_save(record_of(start, support.session.map_ref()), tmp_path / "start.80days.json")
    assert support.saves.open_path(tmp_path / "start.80days.json")
    assert window.controller.state == start
    assert support.saves.open_path(target)
    assert window.controller.state == played
    program = window.program
    assert support.saves.open_path(JOURNEY_SAMPLE)  # a journey save in the race window
    journey = program.windows[-1]
    assert isinstance(journey, MainWindow) and journey.isVisible()
    assert journey.controller.state == load_save(JOURNEY_SAMPLE).state
    assert window.controller.state == played  # the race stays in its window


@pytest.mark.gui
def test_computer_seats_and_their_level_are_saved_and_restored(
    qtbot: QtBot, tmp_path: Path, start_program: StartProgram
) -> None:
    """A computer seat is saved with its level; opening the save seats the computer again."""
    window, support = journey_window(qtbot, start_program)
    window.computer_turns.set_seats((None, Level.HARD), 3)
    target = tmp_path / "versus.80days.json"
    assert support.saves.save_to(target)
    seats = load_save(target).record.seats
    assert [(s.human, s.level) for s in seats] == [(True, ""), (False, "hard")]

    other, other_support = journey_window(qtbot, start_program)
    assert other.table.computer_seats == frozenset()
    with qtbot.waitSignal(other_support.saves.game_loaded):
        assert other_support.saves.open_path(target)
    assert other.table.computer_seats == frozenset({1})
    assert other.computer_turns.bots[1].level is Level.HARD
    assert other_support.undo.has_computer


@pytest.mark.gui
def test_the_races_computer_seats_and_levels_are_saved_and_restored(
    qtbot: QtBot, tmp_path: Path, start_program: StartProgram
) -> None:
    """A race with an easy computer seat is saved (and autosaved) with the seat and its
    level, never as a person; opened in another race window, the computer plays it again."""
    program = start_program("race", "--seed", "5")
    window = program.windows[0]
    assert isinstance(window, RaceWindow)
    dialog = window.open_setup_dialog()
    easy = next(i for i, choice in enumerate(RACE_SEAT_CHOICES) if choice[2] == "easy" and i)
    dialog.form.seats[1].kind.setCurrentIndex(easy)
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    window.computer_seats.stop()
    assert window.save_support is not None
    target = tmp_path / "race-versus.80days.json"
    assert window.save_support.saves.save_to(target)
    seats = load_save(target).record.seats
    assert [(s.human, s.level) for s in seats] == [(True, ""), (False, "easy")]

    other = start_program("race", "--seed", "6").windows[0]
    assert isinstance(other, RaceWindow) and other.save_support is not None
    assert other.computer_seats.bots == {}
    assert other.save_support.saves.open_path(target)
    assert sorted(other.computer_seats.bots) == [1]
    assert other.computer_seats.bots[1].level is Level.EASY
    assert other.save_support.undo.has_computer
    other.computer_seats.stop()
