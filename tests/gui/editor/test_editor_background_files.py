"""``eighty-days editor FILE`` with a hostile tracing image (issue 45 item 6): a pipe, a
device, a folder, a NUL in the path or a picture of 30000 × 30000 pixels opens the editor
at once with a message, and ``check-map`` warns of them (or refuses the NUL)."""

from __future__ import annotations

import os
import struct
import subprocess
import sys
import zlib
from pathlib import Path

import pytest
from program_helpers import StartProgram
from pytestqt.qtbot import QtBot

from eighty_days.resources import maps_dir
from eighty_days.ui.editor.window import EditorWindow

pytestmark = pytest.mark.gui


def map_with_background(folder: Path, image: str) -> Path:
    """The sample map in ``folder`` tracing over ``image`` (a YAML double-quoted text)."""
    text = (maps_dir() / "sample-small.yaml").read_text(encoding="utf-8")
    path = folder / "traced.yaml"
    path.write_text(
        text + f'background: {{image: "{image}", bounds: [0.0, 0.0, 60.0, 30.0]}}\n',
        encoding="utf-8",
    )
    return path


def png_header(width: int, height: int) -> bytes:
    """A PNG whose header claims ``width`` × ``height`` pixels (its data is a few bytes)."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        crc = zlib.crc32(kind + data) & 0xFFFFFFFF
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", crc)

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(b"\0" * 64))
        + chunk(b"IEND", b"")
    )


def check_map(path: Path) -> subprocess.CompletedProcess[str]:
    """``eighty-days check-map path``."""
    return subprocess.run(
        [sys.executable, "-m", "eighty_days", "check-map", str(path)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def open_editor(start_program: StartProgram, path: Path) -> EditorWindow:
    """The editor as ``eighty-days editor path`` opens it."""
    program = start_program("editor", str(path))
    window = program.windows[0]
    assert isinstance(window, EditorWindow)
    return window


def special_file(kind: str, folder: Path) -> str:
    """A path naming a file that is not a regular one: a pipe, a device, a folder."""
    if kind == "fifo":
        os.mkfifo(folder / "scan.png")
        return "scan.png"
    if kind == "folder":
        (folder / "scans").mkdir()
        return "scans"
    return "/dev/zero"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="pipes and devices of POSIX systems")
@pytest.mark.parametrize("kind", ["fifo", "device", "folder"])
def test_a_pipe_device_or_folder_as_the_image_is_refused_without_waiting(
    qtbot: QtBot, start_program: StartProgram, tmp_path: Path, kind: str
) -> None:
    """The editor opens (a pipe used to hang it for good), draws no image and says why;
    ``check-map`` accepts the map with a warning."""
    image = special_file(kind, tmp_path)
    path = map_with_background(tmp_path, image)
    window = open_editor(start_program, path)
    assert window.document.sheet.background is not None
    assert window.view.background.pixmap().isNull()
    expected = f"the image '{image}' is not a regular file (a device, a pipe or a folder)"
    assert expected in window.view.background_problem
    assert expected in window.statusBar().currentMessage()
    done = check_map(path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"warning: background.image: {expected}" in done.stdout


def test_a_nul_in_the_image_path_is_a_message_not_a_crash(
    qtbot: QtBot, start_program: StartProgram, tmp_path: Path
) -> None:
    """A NUL in ``background.image`` opens the editor with the image left undrawn and the
    path named; ``check-map`` refuses the map, pointing at the line."""
    path = map_with_background(tmp_path, "scan\\0.png")
    window = open_editor(start_program, path)
    assert window.view.background.pixmap().isNull()
    assert "'scan\\x00.png' is not a possible file name" in window.view.background_problem
    done = check_map(path)
    assert done.returncode == 1
    assert "background.image: 'scan\\x00.png' is not a possible file name (line 56)" in done.stdout
    assert "Traceback" not in done.stderr


def test_a_picture_claiming_thirty_thousand_pixels_a_side_is_not_decoded(
    qtbot: QtBot, start_program: StartProgram, tmp_path: Path
) -> None:
    """Its header is read and the picture refused before any memory is taken for it (no
    Qt warning either: the test fails on one)."""
    (tmp_path / "huge.png").write_bytes(png_header(30000, 30000))
    window = open_editor(start_program, map_with_background(tmp_path, "huge.png"))
    assert window.view.background.pixmap().isNull()
    assert (
        "the image 'huge.png' is 30000 × 30000 pixels; more than 64 million are refused"
        in window.view.background_problem
    )


def test_a_missing_image_is_a_warning_of_check_map(tmp_path: Path) -> None:
    """A tracing image that is not there: the map is valid, ``check-map`` warns."""
    done = check_map(map_with_background(tmp_path, "gone.png"))
    assert done.returncode == 0
    assert "warning: background.image: the image 'gone.png' cannot be found" in done.stdout


def test_a_usable_image_is_still_traced_over(
    qtbot: QtBot, start_program: StartProgram, tmp_path: Path
) -> None:
    """A real picture beside the map is drawn, stretched over its bounds."""
    from PySide6.QtGui import QColor, QImage

    picture = QImage(40, 20, QImage.Format.Format_RGB32)
    picture.fill(QColor("#336699"))
    assert picture.save(str(tmp_path / "scan.png"))
    window = open_editor(start_program, map_with_background(tmp_path, "scan.png"))
    assert window.view.background_problem == ""
    assert window.view.background.pixmap().width() == 40
    assert window.view.background.pixmap().toImage().pixelColor(5, 5) == QColor("#336699")
