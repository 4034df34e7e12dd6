"""Issue 49: a window as large as the screen still shows its status bar. Under a window
manager the frame's title and borders come on top of the window's size; a window sized
to the screen's free area ran under the bottom edge by the frame. This runs the program
in a child process on Xvfb screens of 1024×700 and 1920×1080 with openbox, makes the
window as large as the screen, sized or maximized, and checks the status bar ends on
the screen."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from xvfb import start_xvfb

pytestmark = pytest.mark.slow

CHILD = Path(__file__).resolve().parent / "screen_child.py"


@pytest.fixture(scope="module", params=["1024x700", "1920x1080"])
def x_display(request: pytest.FixtureRequest) -> Iterator[str]:
    """``DISPLAY`` of an Xvfb screen with the openbox window manager (it frames the
    windows); skipped only when Xvfb or openbox is not installed."""
    missing = [tool for tool in ("Xvfb", "openbox") if shutil.which(tool) is None]
    if missing:
        pytest.skip(f"needs {' and '.join(missing)} for a framed window on a real X display")
    server, display = start_xvfb(f"{request.param}x24")
    manager = subprocess.Popen(
        ["openbox"],
        env={**os.environ, "DISPLAY": display},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        yield display
    finally:
        for process in (manager, server):
            process.terminate()
            process.wait()


@pytest.mark.parametrize("mode", ["sized", "maximized"])
@pytest.mark.parametrize("command", ["play", "race"])
def test_a_window_as_large_as_the_screen_shows_its_status_bar(
    x_display: str, command: str, mode: str, tmp_path: Path
) -> None:
    """The journey's and the race's window, sized to the screen's free area from its
    corner or maximized: the status bar ends on the screen, and so does the frame."""
    env = {
        **os.environ,
        "DISPLAY": x_display,
        "QT_QPA_PLATFORM": "xcb",
        "EIGHTY_DAYS_DATA_DIR": str(tmp_path / "data"),
    }
    done = subprocess.run(
        [sys.executable, str(CHILD), str(tmp_path), command, mode],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["status_bar_visible"]
    assert report["status_bar_bottom"] <= report["free_bottom"], report
    _left, top, _width, height = report["frame"]
    assert top + height - 1 <= report["free_bottom"] or mode == "maximized", report
