"""``eighty-days editor [FILE]``: messages instead of tracebacks, the documents it opens,
and the journey window it starts from "Play on this map"."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from program_helpers import StartProgram
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from eighty_days.resources import maps_dir
from eighty_days.sheet.io import load_map
from eighty_days.ui.editor.standalone import open_document
from eighty_days.ui.editor.window import EditorWindow
from eighty_days.ui.journey.window import MainWindow


def run_cli(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """Run ``python -m eighty_days`` with ``args``."""
    return subprocess.run(
        [sys.executable, "-m", "eighty_days", *args],
        env=env if env is not None else dict(os.environ),
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def test_editor_without_a_display_says_so() -> None:
    """With no display the editor command explains and exits with 2."""
    environment = {
        key: value
        for key, value in os.environ.items()
        if key not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    result = run_cli("editor", env=environment)
    assert result.returncode == 2
    assert "no display" in result.stderr and "Traceback" not in result.stderr


def test_editor_on_a_file_that_is_not_a_map(tmp_path: Path) -> None:
    """A file that is not YAML at all is a message naming it, not a traceback."""
    bad = tmp_path / "bad.yaml"
    bad.write_text("format: [unclosed\n", encoding="utf-8")
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = run_cli("editor", str(bad), env=environment)
    assert result.returncode == 2
    assert "cannot be opened" in result.stderr and "bad.yaml" in result.stderr
    assert "Traceback" not in result.stderr


def test_documents_for_the_command(tmp_path: Path) -> None:
    """No file: a blank map; a new file name: a blank map saved there; a file: that map."""
    assert open_document(None).path is None
    new = open_document(tmp_path / "mine.yaml")
    assert new.path == tmp_path / "mine.yaml" and new.sheet.land == ()
    sample = open_document(maps_dir() / "sample-small.yaml")
    assert sample.sheet.name == "Sample Small"


@pytest.mark.gui
def test_play_on_this_map_opens_a_journey_on_the_sheet(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """``eighty-days editor MAP``, "Play on this map": a journey window of the program on
    the edited map, with the program's saves, asking who plays."""
    program = start_program("editor", str(maps_dir() / "mediterranean.yaml"))
    editor = program.windows[0]
    assert isinstance(editor, EditorWindow)
    assert editor.play_on_this_map()
    journey = program.played_from_editor
    assert journey is not None and journey in program.windows
    assert journey.sheet is editor.document.sheet
    assert journey.isVisible() and journey.save_support is not None
    dialog = journey.new_game_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)  # who plays is asked, never assumed
    dialog.close()


@pytest.mark.gui
def test_editor_from_the_game_window_plays_there(qtbot: QtBot, start_program: StartProgram) -> None:
    """Tools → Map editor edits the game's map; "Play on this map" asks who plays (the
    new-game dialog, map fixed) and starts the journey in the game window on the edited
    sheet with those seats."""
    from eighty_days.editor import edits

    program = start_program("play", "--map", str(maps_dir() / "mediterranean.yaml"), "--seed", "4")
    game = program.windows[0]
    assert isinstance(game, MainWindow)
    game.open_map_editor()
    editor = game.map_editor
    assert isinstance(editor, EditorWindow) and editor in program.windows
    assert editor.document.sheet == game.sheet
    editor.document.set_sheet(edits.set_ruler_unit(editor.document.sheet, 0.7))
    before = game.controller.state
    assert editor.play_on_this_map()
    dialog = game.new_game_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    assert game.controller.state is before, "nothing starts before the seats are chosen"
    assert dialog.map_path.isReadOnly() and not dialog.game.isEnabled()
    dialog.seats[0].name.setText("Nellie")
    dialog.seats[1].kind.setCurrentIndex(1)  # Computer: easy
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    with qtbot.waitSignal(game.controller.state_changed):
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    state = game.controller.state
    assert state.players[0].name == "Nellie"
    assert game.computer_turns.bots.keys() == {1}
    assert program.played_from_editor is game
    assert game.sheet is editor.document.sheet
    assert state.config.sheet.ruler_unit == 0.7
    assert state.turn == 1
    editor.document.set_sheet(load_map(maps_dir() / "mediterranean.yaml"))
    editor.close()


@pytest.mark.gui
def test_tools_menu_opens_the_map_editor(start_program: StartProgram) -> None:
    """The game window's Tools → Map editor opens the editor on the game's map."""
    from PySide6.QtGui import QAction

    program = start_program("play", "--map", str(maps_dir() / "mediterranean.yaml"), "--seed", "2")
    game = program.windows[0]
    assert isinstance(game, MainWindow)
    actions = [
        action
        for menu_action in game.menuBar().actions()
        if menu_action.text() == "&Tools" and menu_action.menu() is not None
        for action in menu_action.menu().actions()  # type: ignore[union-attr]
    ]
    editor_action = next(a for a in actions if isinstance(a, QAction) and "editor" in a.text())
    editor_action.trigger()
    editor = game.map_editor
    assert isinstance(editor, EditorWindow) and editor.isVisible()
    assert editor.document.sheet == game.sheet
    editor.close()
