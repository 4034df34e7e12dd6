"""The first-start tutorial never destroys a crashed game (issue 18, item 1): the list of
games in progress comes first and nothing overwrites the unfinished game's file (a kill
while it is open loses nothing); the tutorial's game is never autosaved;
Help → Tutorial during a game in progress asks first; the tutorial's panel closes when a
real game starts."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from gui_helpers import PLAYABLE_SMALL
from program_helpers import (
    ProgramFolders,
    QtBotDriver,
    StartProgram,
    close_offer,
    in_progress_file,
)
from program_ways import play_one_move
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox
from pytestqt.qtbot import QtBot

from eighty_days.saves import InProgressStore, load_save
from eighty_days.ui.album.journal import game_menu_of
from eighty_days.ui.journey.window import MainWindow
from eighty_days.ui.tutorial import TUTORIAL_SEEN_KEY

pytestmark = pytest.mark.gui
CHILD = Path(__file__).resolve().parent / "program_child.py"


def _child(way: str, folders: ProgramFolders, expect: str) -> None:
    """Run the child process ``way`` until it prints ``expect``, then SIGKILL it."""
    process = subprocess.Popen(
        [sys.executable, str(CHILD), way, str(folders.config)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
    )
    assert process.stdout is not None
    line = process.stdout.readline()
    os.kill(process.pid, signal.SIGKILL)
    _, err = process.communicate(timeout=30)
    assert line.startswith(expect), f"{line!r} {err}"
    assert process.returncode == -signal.SIGKILL


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX")
def test_the_games_in_progress_come_before_the_first_start_tutorial(
    qtbot: QtBot, start_program: StartProgram, program_folders: ProgramFolders
) -> None:
    """A game is killed mid-play; the next (first-ever) start is killed again while the
    list of games in progress is open: the game's file still holds it. Started once more,
    the list comes first and the tutorial waits for it; Close starts the tutorial, whose
    moves never touch the game's file; File → New game closes the tutorial's panel and the
    new game is autosaved into a file of its own."""
    program_folders.store.setValue(TUTORIAL_SEEN_KEY, True)
    program_folders.store.sync()
    _child("eighty-days", program_folders, "moved")
    store = InProgressStore()
    [crashed_id] = store.game_ids()
    path = store.save_path(crashed_id)
    crashed = path.read_bytes()
    assert load_save(path).record.actions

    program_folders.store.remove(TUTORIAL_SEEN_KEY)  # the tutorial was never seen
    program_folders.store.sync()
    _child("first start", program_folders, "asked")
    assert path.read_bytes() == crashed  # the second kill lost nothing

    program = start_program("play", "--map", str(PLAYABLE_SMALL), tutorial_seen=False)
    window: Any = program.windows[0]
    assert isinstance(window, MainWindow)
    dialog = program.in_progress_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.game_ids() == [crashed_id]
    assert window.tutorial is None  # not before the answer
    close_offer(program, QtBotDriver(qtbot))
    qtbot.waitUntil(lambda: window.tutorial is not None)
    assert window.tutorial is not None
    dock = window.tutorial.dock
    assert dock.isVisible()
    play_one_move(window, QtBotDriver(qtbot))  # the tutorial's first move
    assert path.read_bytes() == crashed and store.game_ids() == [crashed_id]

    window.new_action.trigger()
    new_game = window.new_game_dialog
    assert new_game is not None
    qtbot.mouseClick(
        new_game.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    assert not dock.isVisible() and window.tutorial is None
    actions = play_one_move(window, QtBotDriver(qtbot))
    assert in_progress_file(window) != path and path.read_bytes() == crashed
    assert len(load_save(in_progress_file(window)).record.actions) == actions == 1


def test_help_tutorial_during_a_game_asks_first(qtbot: QtBot, start_program: StartProgram) -> None:
    """Help → Tutorial with a game in progress asks; No keeps the game on the table, Yes
    deals the tutorial (and the game stays in its file among the games in progress)."""
    program = start_program("play", "--map", str(PLAYABLE_SMALL), "--seed", "3")
    window: Any = program.windows[0]
    play_one_move(window, QtBotDriver(qtbot))
    in_progress = window.controller.state
    path = in_progress_file(window)
    saved = path.read_bytes()
    window.tutorial_action.trigger()
    box = window.tutorial_question
    assert isinstance(box, QMessageBox)
    qtbot.waitUntil(box.isVisible)
    assert window.tutorial is None
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.No), Qt.MouseButton.LeftButton)
    assert window.tutorial is None and window.controller.state is in_progress
    window.tutorial_action.trigger()
    box = window.tutorial_question
    qtbot.waitUntil(box.isVisible)
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.tutorial is not None)
    assert window.controller.state is not in_progress
    assert path.read_bytes() == saved
    assert "Games in progress" in window.statusBar().currentMessage()


def test_without_a_game_in_progress_help_tutorial_starts_at_once(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """A fresh table (no move yet): Help → Tutorial deals the tutorial without asking."""
    program = start_program("play", "--map", str(PLAYABLE_SMALL), "--seed", "3")
    window: Any = program.windows[0]
    window.tutorial_action.trigger()
    assert window.tutorial_question is None and window.tutorial is not None


@pytest.mark.parametrize("next_game", ["new game", "daily"])
def test_a_game_played_on_after_skipping_the_tutorial_is_kept(
    qtbot: QtBot, start_program: StartProgram, next_game: str
) -> None:
    """First start: the tutorial deals its game, the newcomer plays one move with it, skips
    the tutorial and plays on. That game is now theirs: it is kept among the games in
    progress (the tutorial's move included), and Game → Daily journey or File → New game
    leaves it there (it was never saved, and a new game threw it away)."""
    program = start_program("play", "--map", str(PLAYABLE_SMALL), tutorial_seen=False)
    window: Any = program.windows[0]
    assert isinstance(window, MainWindow)
    tutorial = window.tutorial
    assert tutorial is not None
    play_one_move(window, QtBotDriver(qtbot))  # the tutorial's move: not kept yet
    assert InProgressStore().game_ids() == []
    qtbot.mouseClick(tutorial.panel.skip_button, Qt.MouseButton.LeftButton)
    assert window.tutorial is None
    [kept_id] = InProgressStore().game_ids()
    assert len(load_save(InProgressStore().save_path(kept_id)).record.actions) == 1
    actions = play_one_move(window, QtBotDriver(qtbot))
    assert len(load_save(InProgressStore().save_path(kept_id)).record.actions) == actions
    played = window.controller.state
    if next_game == "new game":
        window.new_action.trigger()
        new_game = window.new_game_dialog
        assert new_game is not None
        qtbot.mouseClick(
            new_game.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
        )
    else:
        game_menu_of(window).daily_action.trigger()
    assert window.controller.state is not played
    assert kept_id in InProgressStore().game_ids()
    assert len(load_save(InProgressStore().save_path(kept_id)).record.actions) == actions
