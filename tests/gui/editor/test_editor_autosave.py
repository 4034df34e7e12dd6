"""Issue 48, "Nothing lost": ``eighty-days editor`` autosaves the open map into the data
folder; an editor killed with unsaved changes has them offered at the next start
(Restore, Discard, or Later, which keeps them until the author chooses); and File →
Open recent lists the maps opened and saved lately."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from editor_driving import click_map, drag_map, key, open_editor_on, press
from program_helpers import ProgramFolders, StartProgram
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from eighty_days.editor.autosave import autosave_folder, left_behind
from eighty_days.editor.lenient import read_work_in_progress
from eighty_days.resources import maps_dir
from eighty_days.ui.editor.window import EditorWindow

pytestmark = pytest.mark.gui

#: ``eighty-days editor FILE`` in a program of its own: The Fort moved to (51, 21) as a
#: drag does it, then the program is killed once the move is autosaved.
KILLED_EDITOR = """
import os, sys, time
from PySide6.QtCore import QEventLoop, QSettings
from eighty_days.app import start_program
from eighty_days.cli import _available_commands, build_parser
from eighty_days.editor.autosave import autosave_folder
from eighty_days.ui.editor import commands

store = QSettings(sys.argv[1], QSettings.Format.IniFormat)
store.setValue("tutorial/seen", True)
args = build_parser(_available_commands()).parse_args(["editor", sys.argv[2]])
program = start_program(args, store=store, first_start=False)
window = program.windows[0]
document = window.document
window.push(commands.MoveLocation(document, "fort", (51.0, 21.0), document.sheet))
deadline = time.monotonic() + 60
while not list(autosave_folder().glob("*.json")) and time.monotonic() < deadline:
    # block until the next event (the autosave timer's among them), no sleeping
    program.app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 200)
os._exit(9)  # killed: no closing, no saving
"""


def copy_of_sample(folder: Path) -> Path:
    """A copy of the sample map in ``folder``."""
    path = folder / "island.yaml"
    shutil.copy(maps_dir() / "sample-small.yaml", path)
    return path


def kill_an_editor_with_unsaved_changes(folders: ProgramFolders, path: Path) -> None:
    """Run an editor on ``path`` in a program of its own, move The Fort, and kill it once
    the move is autosaved (the data folder is the test's)."""
    done = subprocess.run(
        [sys.executable, "-c", KILLED_EDITOR, str(folders.config / "killed.ini"), str(path)],
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 9, done.stderr
    assert len(list(autosave_folder().glob("*.json"))) == 1


def start_editor(start: StartProgram, qtbot: QtBot, path: Path) -> EditorWindow:
    """``eighty-days editor path``: its window (the offer to restore may come over it)."""
    window = start("editor", str(path)).windows[0]
    assert isinstance(window, EditorWindow)

    def discard(_: object) -> None:
        window._close_confirmed = True  # closed for good after the test

    qtbot.addWidget(window, before_close_func=discard)
    return window


def recovery_offer(qtbot: QtBot, window: EditorWindow) -> QMessageBox:
    """The offer to restore an autosave, once it shows."""
    qtbot.waitUntil(lambda: window.safekeeping.recovery_dialog is not None)
    box = window.safekeeping.recovery_dialog
    assert box is not None and box.isVisible()
    return box


def answer(qtbot: QtBot, box: QMessageBox, text: str) -> None:
    """Click the offer's button labelled ``text``."""
    (button,) = [b for b in box.buttons() if b.text() == text]
    press(qtbot, button)


def test_a_killed_editors_changes_are_restored_at_the_next_start(
    start_program: StartProgram,
    qtbot: QtBot,
    tmp_path: Path,
    program_folders: ProgramFolders,
) -> None:
    """An editor killed after moving The Fort: the next ``eighty-days editor FILE`` offers
    the autosave; Restore brings the move back, unsaved, to be saved to the same file
    (which the kill left as it was); saved, the autosave goes."""
    path = copy_of_sample(tmp_path)
    on_disk = path.read_bytes()
    kill_an_editor_with_unsaved_changes(program_folders, path)
    window = start_editor(start_program, qtbot, path)
    assert window.document.sheet.location("fort").point == (50.0, 20.0)
    box = recovery_offer(qtbot, window)
    assert "island.yaml" in box.text()
    answer(qtbot, box, "Restore")
    assert window.document.sheet.location("fort").point == (51.0, 21.0)
    assert window.document.path == path and window.document.modified
    assert path.read_bytes() == on_disk
    window.save_action.trigger()
    assert read_work_in_progress(path)[0].location("fort").point == (51.0, 21.0)
    assert list(autosave_folder().glob("*")) == []


def test_later_keeps_the_autosave_until_the_author_chooses_and_discard_drops_it(
    start_program: StartProgram,
    qtbot: QtBot,
    tmp_path: Path,
    program_folders: ProgramFolders,
) -> None:
    """Declined with Later (or Escape), the autosave stays and is offered again at the
    next start; Discard then drops it, and the map is as its file has it."""
    path = copy_of_sample(tmp_path)
    kill_an_editor_with_unsaved_changes(program_folders, path)
    first = start_editor(start_program, qtbot, path)
    answer(qtbot, recovery_offer(qtbot, first), "Later")
    assert len(left_behind()) == 1
    assert not first.document.modified
    first._close_confirmed = True
    first.close()
    second = start_editor(start_program, qtbot, path)
    answer(qtbot, recovery_offer(qtbot, second), "Discard")
    assert left_behind() == [] and list(autosave_folder().glob("*.json")) == []
    assert second.document.sheet.location("fort").point == (50.0, 20.0)


def test_an_edit_is_autosaved_into_the_data_folder_and_saving_clears_it(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path, program_folders: ProgramFolders
) -> None:
    """A drag of The Fort is autosaved a moment later, as a map file in the data folder
    that reads back as the edited map (never offered while its editor runs); Save clears
    it."""
    path = copy_of_sample(tmp_path)
    window = open_editor_on(start_program, qtbot, path)
    drag_map(qtbot, window, (50.0, 20.0), (53.0, 18.0))
    moved = window.document.sheet
    slot = window.safekeeping.slot
    qtbot.waitUntil(slot.exists, timeout=10_000)
    assert slot.folder == program_folders.data / "editor-autosave"
    assert read_work_in_progress(slot.map_file)[0] == moved
    assert left_behind() == []  # its editor is this very program
    assert [p.name for p in slot.folder.iterdir() if p.name.startswith(".")] == []
    key(qtbot, window.view, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert not slot.exists() and not slot.map_file.exists()


def test_open_recent_lists_the_maps_opened_and_saved(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """File → Open recent: the map the editor opened, then the one it saved as, newest
    first; choosing one opens it; one no longer there is said and dropped."""
    first = copy_of_sample(tmp_path)
    window = open_editor_on(start_program, qtbot, first)
    safekeeping = window.safekeeping
    assert safekeeping.recent_menu is not None
    safekeeping.recent_menu.aboutToShow.emit()
    assert [a.data() for a in safekeeping.recent_actions] == [str(first.resolve())]
    second = tmp_path / "second.yaml"
    click_map(qtbot, window, (50.0, 20.0))
    assert window.save_as(second)
    safekeeping.recent_menu.aboutToShow.emit()
    assert [a.data() for a in safekeeping.recent_actions] == [
        str(second.resolve()),
        str(first.resolve()),
    ]
    safekeeping.recent_actions[1].trigger()
    qtbot.waitUntil(lambda: window.document.path in (first, first.resolve()))
    second.unlink()
    safekeeping.recent_menu.aboutToShow.emit()
    (gone,) = [a for a in safekeeping.recent_actions if a.data() == str(second.resolve())]
    gone.trigger()
    assert "no longer there" in window.statusBar().currentMessage()
    assert [a.data() for a in safekeeping.recent_actions] == [str(first.resolve())]
