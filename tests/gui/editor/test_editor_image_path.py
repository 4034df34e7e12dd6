"""Issue 48, the tracing image's path, through ``eighty-days editor``: kept relative to
the map file (also when chosen before the first save), written again by Save As into
another folder so the image never silently vanishes, and a clear message naming the file
looked for when it cannot be found."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from editor_driving import open_editor_on, press
from program_helpers import StartProgram
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from eighty_days.resources import maps_dir
from eighty_days.ui.editor.window import EditorWindow

pytestmark = pytest.mark.gui


def scan_in(folder: Path) -> Path:
    """A small red PNG to trace, ``folder/scan.png``."""
    folder.mkdir(parents=True, exist_ok=True)
    scan = QImage(40, 20, QImage.Format.Format_RGB32)
    scan.fill(QColor("#ff0000"))
    path = folder / "scan.png"
    assert scan.save(str(path))
    return path


def choose_image(qtbot: QtBot, window: EditorWindow, image: Path) -> None:
    """Map tab → Choose… → ``image``."""
    tab = window.panel.map_tab
    window.panel.setCurrentWidget(tab)
    press(qtbot, tab.choose_background)
    dialog = tab.background_dialog
    assert dialog is not None
    dialog.selectFile(str(image))
    dialog.accept()


def kept_image(path: Path) -> str:
    """The tracing image's path as the map file ``path`` keeps it (a work in progress
    may not load as a map yet)."""
    image = yaml.safe_load(path.read_text(encoding="utf-8"))["background"]["image"]
    assert isinstance(image, str)
    return image


def shown(window: EditorWindow) -> bool:
    """Whether the tracing image is drawn, with nothing to say against it."""
    return not window.view.background.pixmap().isNull() and not window.view.background_problem


def test_an_image_chosen_before_the_first_save_is_kept_relative_to_the_map(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """``eighty-days editor`` (a new map), an image chosen, then saved beside it: the file
    keeps the image's path relative to its folder, not the absolute one it was chosen
    by; saved next in the image's own folder it keeps the bare name."""
    scan = scan_in(tmp_path / "scans")
    window = open_editor_on(start_program, qtbot, None)
    choose_image(qtbot, window, scan)
    assert shown(window)
    assert window.save_as(tmp_path / "island.yaml")
    assert kept_image(tmp_path / "island.yaml") == "scans/scan.png"
    assert shown(window)
    assert window.save_as(tmp_path / "scans" / "island.yaml")
    assert kept_image(tmp_path / "scans" / "island.yaml") == "scan.png"
    assert shown(window)


def test_save_as_into_another_folder_rewrites_the_image_path(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """A map tracing ``scan.png`` beside it, saved as into a folder of its own: the new
    file names the same image (by its full path, as it lies outside that folder), the
    image stays on the map, and undoing and redoing the History keeps it there."""
    scan = scan_in(tmp_path)
    text = (maps_dir() / "sample-small.yaml").read_text(encoding="utf-8")
    original = tmp_path / "traced.yaml"
    original.write_text(
        text + "background: {image: scan.png, bounds: [0.0, 0.0, 60.0, 30.0]}\n",
        encoding="utf-8",
    )
    window = open_editor_on(start_program, qtbot, original)
    assert shown(window)
    window.panel.setCurrentWidget(window.panel.map_tab)
    window.panel.map_tab.background_opacity.setValue(0.25)  # one step in the History
    assert window.undo_stack.count() == 1
    moved = tmp_path / "elsewhere" / "traced.yaml"
    moved.parent.mkdir()
    assert window.save_as(moved)
    assert Path(kept_image(moved)) == scan
    assert shown(window)
    window.undo_stack.undo()
    assert shown(window)
    window.undo_stack.redo()
    assert shown(window)
    assert not window.document.modified


def test_an_image_that_cannot_be_found_is_said_with_the_file_looked_for(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """A map whose tracing image is gone opens with a message in the status bar that
    says the image cannot be found and names the file looked for."""
    text = (maps_dir() / "sample-small.yaml").read_text(encoding="utf-8")
    path = tmp_path / "traced.yaml"
    path.write_text(
        text + "background: {image: scans/gone.png, bounds: [0.0, 0.0, 60.0, 30.0]}\n",
        encoding="utf-8",
    )
    window = open_editor_on(start_program, qtbot, path)
    message = window.statusBar().currentMessage()
    assert "cannot be found" in message
    assert str(tmp_path / "scans" / "gone.png") in message
