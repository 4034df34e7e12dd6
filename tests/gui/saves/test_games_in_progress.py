"""Games in progress (issue 44, "Unfinished games are never thrown away without a question"):
every unfinished game keeps a file of its own; File → New game, Game → Daily journey,
File → Open and Open recent never destroy the game on the table; File → Games in progress…
lists them, Continue goes on saving into the same file, Delete asks first; the next start
offers the list. Driven through ``start_program`` and the real menu actions."""

from __future__ import annotations

import errno
import json
import os
import signal
import subprocess
import sys
from datetime import date
from pathlib import Path

import pytest
from program_helpers import ProgramFolders, QtBotDriver, StartProgram
from program_ways import play_one_move
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox
from pytestqt.qtbot import QtBot
from save_gui_helpers import click_a_transport, draw_shortest_route, journey_window

from eighty_days.ai.base import Level
from eighty_days.ai.journey import JourneyBot
from eighty_days.app import Program
from eighty_days.engine.journey import DrawRoute, is_terminal
from eighty_days.engine.journey import apply as apply_journey
from eighty_days.saves import GameInfo, InProgressStore, data_dir, load_save, record_of
from eighty_days.saves import album as album_module
from eighty_days.saves.album import Album
from eighty_days.saves.challenge import write_challenge
from eighty_days.saves.daily import DailyDeal
from eighty_days.settings import AppSettings, Language
from eighty_days.ui.album.journal import game_menu_of
from eighty_days.ui.journey.window import MainWindow
from eighty_days.ui.race.window import RaceWindow
from eighty_days.ui.saves.in_progress_dialog import GamesInProgressDialog
from eighty_days.ui.saves.install import SaveSupport
from eighty_days.ui.tutorial import TUTORIAL_SEEN_KEY

KEPT = "kept in File → Games in progress"
CHILD = Path(__file__).resolve().parents[1] / "program_child.py"


def _play_a_turn(qtbot: QtBot, window: MainWindow) -> None:
    """The active player takes a transport and draws the shortest route."""
    click_a_transport(qtbot, window)
    draw_shortest_route(qtbot, window)


def _list(qtbot: QtBot, program: Program, window: MainWindow) -> GamesInProgressDialog:
    """File → Games in progress… fired as the menu does; the list once shown."""
    assert window.save_support is not None
    window.save_support.saves.in_progress_action.trigger()
    dialog = program.in_progress_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    return dialog


def _continue(qtbot: QtBot, dialog: GamesInProgressDialog, game_id: str) -> None:
    """Select ``game_id`` in the list and click Continue."""
    dialog.select(game_id)
    with qtbot.waitSignal(dialog.continued):
        qtbot.mouseClick(dialog.continue_button, Qt.MouseButton.LeftButton)


def _start_new_game(qtbot: QtBot, window: MainWindow) -> None:
    """File → New game… and OK in its dialog (the same players, another seed)."""
    window.new_action.trigger()
    dialog = window.new_game_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    with qtbot.waitSignal(window.controller.state_changed):
        qtbot.mouseClick(
            dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
        )


@pytest.mark.gui
def test_new_game_keeps_the_unfinished_one_which_continues_with_its_moves(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """A turn played, File → New game: the first game stays in progress (its file, its
    moves), the status bar says where; a move in the new game gets a file of its own; the
    list shows both, and Continue puts the first back with its moves, saving on into the
    same file."""
    window, support = journey_window(qtbot, start_program)
    program = window.program
    assert isinstance(program, Program)
    _play_a_turn(qtbot, window)
    first_state = window.controller.state
    first_id = support.saves.progress_id
    assert first_id is not None
    first_file = program.in_progress.save_path(first_id)
    assert load_save(first_file).state == first_state

    _start_new_game(qtbot, window)
    qtbot.waitUntil(lambda: KEPT in window.statusBar().currentMessage())
    assert load_save(first_file).state == first_state
    click_a_transport(qtbot, window)
    second_id = support.saves.progress_id
    assert second_id is not None and second_id != first_id
    assert load_save(first_file).state == first_state

    dialog = _list(qtbot, program, window)
    assert set(dialog.game_ids()) == {first_id, second_id}
    _continue(qtbot, dialog, first_id)
    shown = program.game_window_of(first_id)
    assert isinstance(shown, MainWindow)
    assert shown.controller.state == first_state
    click_a_transport(qtbot, shown)
    assert load_save(first_file).state == shown.controller.state
    assert len(load_save(first_file).record.actions) == len(first_state.history) + 1
    # the second game was put aside in its turn, not lost
    assert program.in_progress.save_path(second_id).exists()


def _choose_in_file_dialog(qtbot: QtBot, support: SaveSupport, path: Path) -> None:
    """The file dialog the menu opened: ``path`` chosen (and the dialog closed)."""
    file_dialog = support.saves.file_dialog
    assert file_dialog is not None
    qtbot.waitUntil(file_dialog.isVisible)
    file_dialog.fileSelected.emit(str(path))
    file_dialog.close()


@pytest.mark.gui
def test_daily_journey_open_and_open_recent_keep_the_game_on_the_table(
    qtbot: QtBot, start_program: StartProgram, tmp_path: Path
) -> None:
    """Game → Daily journey, File → Open (the file chosen) and Open recent each put another
    game on the table: each game before stays listed with its moves, and the daily journey
    put aside keeps its mark as the day's official try."""
    window, support = journey_window(qtbot, start_program)
    program = window.program
    assert isinstance(program, Program)
    _play_a_turn(qtbot, window)
    mine = tmp_path / "mine.80days.json"
    support.saves.save_as_action.trigger()
    _choose_in_file_dialog(qtbot, support, mine)
    assert mine.exists()
    kept = {support.saves.progress_id: window.controller.state}

    game_menu_of(window).daily_action.trigger()
    qtbot.waitUntil(lambda: KEPT in window.statusBar().currentMessage())
    assert not window.controller.state.history
    click_a_transport(qtbot, window)  # after the computers who come first in today's deal
    daily_id = support.saves.progress_id
    assert daily_id is not None and daily_id not in kept
    assert program.in_progress.info(daily_id).daily
    kept[daily_id] = window.controller.state

    support.saves.open_action.trigger()
    with qtbot.waitSignal(support.saves.game_loaded, timeout=20000):
        _choose_in_file_dialog(qtbot, support, mine)
    qtbot.waitUntil(lambda: KEPT in window.statusBar().currentMessage())
    click_a_transport(qtbot, window)
    opened_id = support.saves.progress_id
    assert opened_id is not None and opened_id not in kept
    kept[opened_id] = window.controller.state

    support.saves.recent_menu.aboutToShow.emit()
    recent = support.saves.recent_menu.actions()[0]
    with qtbot.waitSignal(support.saves.game_loaded, timeout=20000):
        recent.trigger()
    qtbot.waitUntil(lambda: KEPT in window.statusBar().currentMessage())
    for game_id, state in kept.items():
        assert game_id is not None
        assert load_save(program.in_progress.save_path(game_id)).state == state
    assert program.in_progress.info(daily_id) == GameInfo(daily=date.today().isoformat())
    dialog = _list(qtbot, program, window)
    assert set(kept) <= set(dialog.game_ids())


@pytest.mark.gui
def test_opening_the_save_of_the_game_on_the_table_makes_no_second_copy(
    qtbot: QtBot, start_program: StartProgram, tmp_path: Path
) -> None:
    """File → Save, then File → Open of that same file: it is the game on the table, so it
    goes on in its one file among the games in progress; the list does not show it twice,
    and the next move is saved into that file."""
    window, support = journey_window(qtbot, start_program)
    program = window.program
    assert isinstance(program, Program)
    _play_a_turn(qtbot, window)
    game_id = support.saves.progress_id
    assert game_id is not None
    mine = tmp_path / "mine.80days.json"
    support.saves.save_as_action.trigger()
    _choose_in_file_dialog(qtbot, support, mine)
    assert mine.exists()

    support.saves.open_action.trigger()
    with qtbot.waitSignal(support.saves.game_loaded, timeout=20000):
        _choose_in_file_dialog(qtbot, support, mine)
    click_a_transport(qtbot, window)
    assert support.saves.progress_id == game_id
    assert program.in_progress.game_ids() == [game_id]
    assert load_save(program.in_progress.save_path(game_id)).state == window.controller.state
    assert KEPT not in window.statusBar().currentMessage()


@pytest.mark.gui
def test_delete_asks_first_and_only_yes_deletes(qtbot: QtBot, start_program: StartProgram) -> None:
    """Delete… asks; No keeps the game, Yes deletes its file and takes it off the list. The
    game on a table of this program cannot be deleted from under it."""
    window, support = journey_window(qtbot, start_program)
    program = window.program
    assert isinstance(program, Program)
    _play_a_turn(qtbot, window)
    first_id = support.saves.progress_id
    assert first_id is not None
    _start_new_game(qtbot, window)
    dialog = _list(qtbot, program, window)
    dialog.select(first_id)
    qtbot.mouseClick(dialog.delete_button, Qt.MouseButton.LeftButton)
    question = dialog.question
    assert question is not None
    qtbot.waitUntil(question.isVisible)
    qtbot.mouseClick(question.button(QMessageBox.StandardButton.No), Qt.MouseButton.LeftButton)
    assert program.in_progress.save_path(first_id).exists()
    assert first_id in dialog.game_ids()
    qtbot.mouseClick(dialog.delete_button, Qt.MouseButton.LeftButton)
    question = dialog.question
    assert question is not None
    qtbot.mouseClick(question.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    assert not program.in_progress.save_path(first_id).exists()
    assert first_id not in dialog.game_ids()
    pictures = program.in_progress.thumbnail_path(first_id).parent
    assert not [path for path in pictures.iterdir() if path.name.startswith(first_id)]
    # the game on the table: continued, listed, but not deletable
    click_a_transport(qtbot, window)
    on_table = support.saves.progress_id
    dialog.refresh()
    dialog.select(str(on_table))
    assert not dialog.delete_button.isEnabled()


@pytest.mark.gui
def test_the_next_start_offers_the_list_and_continues_into_the_same_file(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """Two games left unfinished; the program started again offers the list of both at
    once (in place of the old single question); Continue puts the chosen one on the table,
    and its next move goes into its own file."""
    window, support = journey_window(qtbot, start_program)
    program = window.program
    assert isinstance(program, Program)
    _play_a_turn(qtbot, window)
    first_id = support.saves.progress_id
    _start_new_game(qtbot, window)
    click_a_transport(qtbot, window)
    second_id = support.saves.progress_id
    expected = window.controller.state
    program.quit()

    again = start_program("play", "--seed", "9")
    dialog = again.in_progress_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    assert set(dialog.game_ids()) == {first_id, second_id}
    assert second_id is not None
    _continue(qtbot, dialog, second_id)
    table = again.windows[0]
    assert isinstance(table, MainWindow)  # the start's window took it: nothing played there
    assert table.controller.state == expected
    draw_shortest_route(qtbot, table)
    assert load_save(InProgressStore().save_path(second_id)).state == table.controller.state


def _play_to_the_end(window: MainWindow, *, but_one: bool = False) -> None:
    """Easy computer moves through the controller for every seat until the journey ends
    (``but_one``: until one action is left)."""
    controller = window.controller
    bots = [JourneyBot(Level.EASY, 11 + seat) for seat in range(len(controller.state.players))]
    while not is_terminal(controller.state):
        active = controller.state.active
        assert active is not None
        action = bots[active].decide(controller.state)
        if but_one and is_terminal(apply_journey(controller.state, action)):
            return
        if isinstance(action, DrawRoute):
            assert controller.draw_route(action.points)
        else:
            assert controller.take_transport(action)


@pytest.mark.gui
def test_a_finished_game_leaves_the_list_once_it_is_in_the_album(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """A journey played to its end: it is kept in the album, and only then its file leaves
    the games in progress."""
    window, support = journey_window(qtbot, start_program)
    _play_to_the_end(window)
    store = support.saves.store
    qtbot.waitUntil(lambda: game_menu_of(window).journal.last_entry is not None)
    [entry] = Album().entries()
    assert Album().load(entry).state == window.controller.state
    assert store.game_ids() == [] and support.saves.progress_id is None


@pytest.mark.gui
def test_a_full_disk_at_the_end_keeps_the_finished_game_until_the_album_has_it(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """Issue 45, item 3: the album cannot be written when the game ends (no space left):
    the finished game stays among the games in progress, whole; the next start, with room
    on the disk, puts it into the album and only then takes it off the list."""
    window, support = journey_window(qtbot, start_program)
    _play_to_the_end(window, but_one=True)
    game_id = support.saves.progress_id
    assert game_id is not None
    store = support.saves.store

    def full(path: Path, text: str) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    with pytest.MonkeyPatch.context() as disk:
        disk.setattr(album_module, "atomic_write_text", full)
        _play_to_the_end(window)
    final = window.controller.state
    qtbot.waitUntil(lambda: "album" in window.statusBar().currentMessage())
    assert Album().entries() == []
    kept = load_save(store.save_path(game_id))
    assert kept.state == final and kept.game.is_terminal(kept.state)
    assert store.info(game_id).finished
    assert isinstance(window.program, Program)
    window.program.quit()

    start_program("play", "--seed", "4")
    [entry] = Album().entries()
    assert Album().load(entry).state == final
    assert store.game_ids() == []


@pytest.mark.gui
def test_a_daily_journey_put_aside_stays_the_official_try(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """Game → Daily journey, a move, File → New game: the daily journey stays in progress as
    the day's official try; Game → Daily journey again continues it (its moves, its file),
    still the official try, rather than dealing a practice game."""
    window, support = journey_window(qtbot, start_program)
    journal = game_menu_of(window).journal
    today = date.today()
    game_menu_of(window).daily_action.trigger()
    qtbot.waitUntil(lambda: window.controller.state.seed == DailyDeal.of(today).seed)
    click_a_transport(qtbot, window)
    daily_id = support.saves.progress_id
    assert daily_id is not None
    daily_state = window.controller.state
    window.computer_turns.stop()

    _start_new_game(qtbot, window)
    qtbot.waitUntil(lambda: KEPT in window.statusBar().currentMessage())
    assert window.controller.state.seed != daily_state.seed

    game_menu_of(window).daily_action.trigger()
    qtbot.waitUntil(lambda: window.controller.state == daily_state)
    assert support.saves.progress_id == daily_id
    context = journal.context
    assert context is not None and context.daily == today.isoformat()
    assert context.practice is False and context.matches(window.controller.state)
    draw_shortest_route(qtbot, window)
    saved = load_save(support.saves.store.save_path(daily_id))
    # the day's deal may seat computers before the person: their moves are in the file too
    assert saved.state == window.controller.state
    assert len(saved.record.actions) == len(daily_state.history) + 1
    assert support.saves.store.info(daily_id) == GameInfo(daily=today.isoformat())
    window.computer_turns.stop()


def _child(way: str, folders: ProgramFolders) -> subprocess.Popen[str]:
    """The program in a child process (``program_child.py WAY``) on the same folders (the
    tutorial seen: it never deals its game over the first start's)."""
    folders.store.setValue(TUTORIAL_SEEN_KEY, True)
    folders.store.sync()
    return subprocess.Popen(
        [sys.executable, str(CHILD), way, str(folders.config)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
    )


def _kill(process: subprocess.Popen[str]) -> None:
    os.kill(process.pid, signal.SIGKILL)
    process.communicate(timeout=30)
    assert process.returncode == -signal.SIGKILL


@pytest.mark.gui
@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX")
def test_a_second_program_on_the_data_folder_leaves_the_first_ones_games_alone(
    qtbot: QtBot, start_program: StartProgram, program_folders: ProgramFolders
) -> None:
    """Issue 45, item 7: while this program plays a game, a second program on the same data
    folder says it is the second, lists that game as open in another program (it can be
    neither continued nor deleted there), and keeps its own game in a file of its own; the
    first game's file is never touched. Once the second program is killed, its game is
    free to continue here."""
    window, support = journey_window(qtbot, start_program)
    program = window.program
    assert isinstance(program, Program)
    _play_a_turn(qtbot, window)
    first_id = support.saves.progress_id
    assert first_id is not None
    first_file = program.in_progress.save_path(first_id)
    first_bytes = first_file.read_bytes()

    child = _child("second program", program_folders)
    try:
        assert child.stdout is not None
        line = child.stdout.readline()
        assert line.startswith("{"), f"{line!r} {child.stderr.read() if child.stderr else ''}"
        seen = json.loads(line)
        moved = child.stdout.readline().split()
    finally:
        _kill(child)
    assert seen["second"] is True and "second" in seen["status"]
    assert seen["offered"] is False  # nothing it may continue: no list at its start
    assert seen["listed"] == [first_id]
    assert "Open in another Eighty Days program" in seen["texts"][0]
    assert seen["can_continue"] is False and seen["can_delete"] is False
    assert moved[0] == "moved" and moved[2] != first_id
    assert first_file.read_bytes() == first_bytes
    second_id = moved[2]

    dialog = _list(qtbot, program, window)
    assert set(dialog.game_ids()) == {first_id, second_id}
    _continue(qtbot, dialog, second_id)  # its program is gone: its lock is stale
    shown = program.game_window_of(second_id)
    assert isinstance(shown, MainWindow) and len(shown.controller.state.history) == 1


@pytest.mark.gui
@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX")
def test_a_kill_loses_none_of_the_games_in_progress(
    qtbot: QtBot, start_program: StartProgram, program_folders: ProgramFolders
) -> None:
    """Two games moved in turn in a child process, which is then killed (SIGKILL): the next
    start lists both, and each continues with every move it had."""
    child = _child("two games", program_folders)
    try:
        assert child.stdout is not None
        line = child.stdout.readline().split()
        assert line and line[0] == "moved", (
            f"{line!r} {child.stderr.read() if child.stderr else ''}"
        )
    finally:
        _kill(child)
    first_id, second_id = line[1], line[2]
    program = start_program("play", "--seed", "9")
    dialog = program.in_progress_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    assert set(dialog.game_ids()) == {first_id, second_id}
    _continue(qtbot, dialog, first_id)
    first = program.game_window_of(first_id)
    assert isinstance(first, MainWindow) and len(first.controller.state.history) == 2
    dialog = _list(qtbot, program, first)
    _continue(qtbot, dialog, second_id)
    second = program.game_window_of(second_id)
    assert isinstance(second, MainWindow) and len(second.controller.state.history) == 1


@pytest.mark.gui
def test_the_file_dialogs_start_in_the_saves_folder_then_in_the_last_one_used(
    qtbot: QtBot, start_program: StartProgram, tmp_path: Path
) -> None:
    """Issue 44: File → Open and Save as start in the saves folder of the data folder (not
    the program's working folder); once a file was chosen elsewhere, they start there, and
    the next start of the program remembers it."""
    _window, support = journey_window(qtbot, start_program)
    saves_folder = data_dir() / "saves"
    support.saves.open_action.trigger()
    dialog = support.saves.file_dialog
    assert dialog is not None
    assert Path(dialog.directory().absolutePath()) == saves_folder and saves_folder.is_dir()
    dialog.close()
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    support.saves.save_as_action.trigger()
    _choose_in_file_dialog(qtbot, support, elsewhere / "mine.80days.json")
    assert (elsewhere / "mine.80days.json").exists()
    support.saves.open_action.trigger()
    dialog = support.saves.file_dialog
    assert dialog is not None and Path(dialog.directory().absolutePath()) == elsewhere
    dialog.close()

    again = start_program("play", "--seed", "4")
    other = again.windows[0]
    assert isinstance(other, MainWindow) and other.save_support is not None
    other.save_support.saves.replay_action.trigger()
    dialog = other.save_support.saves.file_dialog
    assert dialog is not None and Path(dialog.directory().absolutePath()) == elsewhere
    dialog.close()


@pytest.mark.gui
def test_opening_a_challenge_keeps_the_game_on_the_table(
    qtbot: QtBot, start_program: StartProgram, tmp_path: Path
) -> None:
    """A challenge opened (Game → Open a challenge…, the file chosen) deals its game on the
    table: the unfinished game before stays in progress with its moves."""
    window, support = journey_window(qtbot, start_program)
    _play_a_turn(qtbot, window)
    game_id = support.saves.progress_id
    assert game_id is not None
    kept = window.controller.state
    other, other_support = journey_window(qtbot, start_program)
    _play_to_the_end(other)
    path = tmp_path / "ann.80days-challenge.json"
    state = other.controller.state
    seats = other_support.session.seats()
    write_challenge(record_of(state, other_support.session.map_ref(), seats), state, 0, path)

    assert game_menu_of(window).journal.open_challenge_file(path) is not None
    qtbot.waitUntil(lambda: KEPT in window.statusBar().currentMessage())
    assert window.controller.state.seed == state.seed and not window.controller.state.history
    assert load_save(support.saves.store.save_path(game_id)).state == kept


@pytest.mark.gui
def test_new_race_keeps_the_unfinished_race(qtbot: QtBot, start_program: StartProgram) -> None:
    """``eighty-days race``, a move, File → New race… → OK: the first race stays in progress
    with its move, the status bar says where; Games in progress… in the race window lists it,
    and Continue puts it back with its move."""
    program = start_program("race", "--seed", "5")
    window = program.windows[0]
    assert isinstance(window, RaceWindow) and window.save_support is not None
    saves = window.save_support.saves
    play_one_move(window, QtBotDriver(qtbot))
    first_id, first_state = saves.progress_id, window.controller.state
    assert first_id is not None
    window.new_action.trigger()
    dialog = window.setup_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    qtbot.waitUntil(lambda: KEPT in window.statusBar().currentMessage())
    assert not window.controller.state.history
    assert load_save(saves.store.save_path(first_id)).state == first_state

    saves.in_progress_action.trigger()
    listed = program.in_progress_dialog
    assert listed is not None
    qtbot.waitUntil(listed.isVisible)
    assert listed.game_ids() == [first_id]
    _continue(qtbot, listed, first_id)
    assert program.game_window_of(first_id) is window  # nothing played on its table yet
    assert window.controller.state == first_state


@pytest.mark.gui
def test_the_list_names_the_race_as_its_window_does_in_german(
    qtbot: QtBot, start_program: StartProgram, program_folders: ProgramFolders
) -> None:
    """In German the race is "Wettrennen" in its window's title, and so it is in Games in
    progress (the list said "Rennen (1986)" beside a window titled "Wettrennen, 1986")."""
    AppSettings(program_folders.store).language = Language.GERMAN
    program_folders.store.sync()
    program = start_program("race", "--seed", "5")
    window = program.windows[0]
    assert isinstance(window, RaceWindow) and window.save_support is not None
    assert "Wettrennen" in window.windowTitle()
    play_one_move(window, QtBotDriver(qtbot))
    window.save_support.saves.in_progress_action.trigger()
    listed = program.in_progress_dialog
    assert listed is not None
    qtbot.waitUntil(listed.isVisible)
    [item] = [listed.games_list.item(row) for row in range(listed.games_list.count())]
    assert item.text().startswith("Wettrennen (1986): "), item.text()
