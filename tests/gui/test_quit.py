"""Quitting quits (issue 18, item 12): Ctrl+Q works while the map has focus; File → Quit
closes every window of the program, the map editor included, asking once about each
unsaved map (Cancel keeps the program open); and the process ends when its last window
closes, whichever that is."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from gui_helpers import PLAYABLE_SMALL
from program_helpers import ProgramFolders, StartProgram
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox
from pytestqt.qtbot import QtBot

from eighty_days.app import Program
from eighty_days.editor import edits
from eighty_days.ui.journey.window import MainWindow

pytestmark = pytest.mark.gui
CHILD = Path(__file__).resolve().parent / "program_child.py"


def _game_editor_and_race(qtbot: QtBot, start_program: StartProgram) -> tuple[Program, Any, Any]:
    """``eighty-days`` with its map editor (one unsaved change) and a race window open."""
    program = start_program("play", "--map", str(PLAYABLE_SMALL), "--seed", "3")
    game = program.windows[0]
    assert isinstance(game, MainWindow)
    game.open_map_editor()
    editor: Any = game.map_editor
    qtbot.waitExposed(editor)
    editor.document.set_sheet(edits.set_ruler_unit(editor.document.sheet, 0.7))
    assert editor.document.modified
    game.new_action.trigger()
    dialog = game.new_game_dialog
    assert dialog is not None
    dialog.game.setCurrentIndex(1)
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    assert game.race_window is not None
    return program, game, editor


def test_ctrl_q_quits_while_the_map_has_focus(qtbot: QtBot, start_program: StartProgram) -> None:
    """The map view has the focus (the ruler's keys go there): Ctrl+Q still closes every
    window of the program."""
    program = start_program("play", "--map", str(PLAYABLE_SMALL), "--seed", "3")
    game = program.windows[0]
    assert isinstance(game, MainWindow)
    assert game.program is program
    race = program.race_window(players=2, seed=4)
    game.activateWindow()
    qtbot.waitUntil(game.isActiveWindow)
    game.table.view.setFocus()
    qtbot.waitUntil(game.table.view.hasFocus)
    qtbot.keyClick(game.table.view, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not game.isVisible() and not race.isVisible())
    assert program.open_windows() == []


def test_file_quit_asks_once_about_the_unsaved_map_then_closes_everything(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """File → Quit with the editor holding an unsaved change: the editor asks (the other
    windows wait), Discard closes it and then every other window, with no second question."""
    program, game, editor = _game_editor_and_race(qtbot, start_program)
    game.quit_action.trigger()
    box = editor.unsaved_dialog
    assert isinstance(box, QMessageBox)
    qtbot.waitUntil(box.isVisible)
    assert game.isVisible() and game.race_window.isVisible()
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Discard), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: program.open_windows() == [])
    assert editor.unsaved_dialog is None


def test_cancel_at_the_unsaved_map_keeps_the_program_open(
    qtbot: QtBot, start_program: StartProgram, tmp_path: Path
) -> None:
    """Quit from the race window, Cancel at the editor's question: nothing closes."""
    _, game, editor = _game_editor_and_race(qtbot, start_program)
    game.race_window.quit_action.trigger()
    box = editor.unsaved_dialog
    assert isinstance(box, QMessageBox)
    qtbot.waitUntil(box.isVisible)
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Cancel), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not box.isVisible())
    for _ in range(3):  # the quit would go on in the next turns of the event loop
        QApplication.processEvents()
    assert editor.isVisible() and game.isVisible() and game.race_window.isVisible()
    editor.document.save(tmp_path / "kept.yaml")  # nothing left to ask at the test's end


def test_the_process_ends_when_its_last_window_closes(program_folders: ProgramFolders) -> None:
    """A real ``eighty-days``: the game window closes first, its map editor last; the event
    loop ends by itself and the process exits with 0 (it used to run on with no window)."""
    process = subprocess.Popen(
        [sys.executable, str(CHILD), "last window", str(program_folders.config)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
    )
    try:
        out, err = process.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        process.kill()
        process.communicate()
        pytest.fail("the program ran on after its last window closed")
    assert process.returncode == 0, err
    assert out.split() == ["closing", "ended"]


def test_quit_in_a_replay_viewer_closes_the_program_too(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """File → Replay this game in the journey window, then Quit in the replay viewer: every
    window of the program closes."""
    program = start_program("play", "--map", str(PLAYABLE_SMALL), "--seed", "3")
    game = program.windows[0]
    assert isinstance(game, MainWindow) and game.save_support is not None
    with qtbot.waitSignal(game.save_support.saves.replay_opened) as opened:
        game.save_support.saves.replay_current_action.trigger()
    replay = opened.args[0]
    replay.quit_action.trigger()
    qtbot.waitUntil(lambda: program.open_windows() == [])
