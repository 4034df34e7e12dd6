"""The menus' shortcuts work on a real X11 display (issue 44: Ctrl+Shift+Z, Redo as the
menu shows it, did nothing: it was bound twice and Qt reported "Ambiguous shortcut
overload"). The offscreen platform has other standard keys, so this runs the program in a
child process on an Xvfb display with the xcb platform, presses every key its window binds
through the X server (``xdotool``), and checks that each fired its one action."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from xvfb import start_xvfb

pytestmark = pytest.mark.slow

HERE = Path(__file__).resolve().parent
SAVES = HERE.parent / "data" / "saves"
CHILD = HERE / "shortcut_child.py"

#: The command line of each window, and keys it must bind.
WINDOWS = {
    "journey": (("play", "--seed", "5"), {"Ctrl+Z", "Ctrl+Shift+Z", "Ctrl+Y", "Ctrl+S"}),
    "race": (("race", "--seed", "5"), {"Ctrl+Z", "Ctrl+Shift+Z", "Ctrl+Y", "Ctrl+S"}),
    "editor": (("editor",), {"Ctrl+Z", "Ctrl+Shift+Z", "Ctrl+Y", "Ctrl+S"}),
    "journey replay": (("replay", str(SAVES / "journey-sample.80days.json")), {"Ctrl+Q"}),
    "race replay": (("replay", str(SAVES / "race-sample.80days.json")), {"Ctrl+Q"}),
}


@pytest.fixture(scope="module")
def x_display() -> Iterator[str]:
    """``DISPLAY`` of an Xvfb server with the openbox window manager (it gives windows the
    keyboard focus); skipped only when Xvfb or xdotool is not installed."""
    missing = [tool for tool in ("Xvfb", "xdotool") if shutil.which(tool) is None]
    if missing:
        pytest.skip(f"needs {' and '.join(missing)} to press keys on a real X display")
    server, display = start_xvfb("1400x1000x24")
    manager = None
    if shutil.which("openbox") is not None:
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
            if process is not None:
                process.terminate()
                try:
                    process.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait()


def _press_every_key(display: str, tmp_path: Path, argv: tuple[str, ...]) -> tuple[Any, str]:
    """Run the child on ``display``; its JSON reports and its standard error."""
    config, data = tmp_path / "config", tmp_path / "data"
    config.mkdir()
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in ("WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    env.update(
        DISPLAY=display,
        QT_QPA_PLATFORM="xcb",
        EIGHTY_DAYS_DATA_DIR=str(data),
        XDG_CONFIG_HOME=str(config),
    )
    result = subprocess.run(
        [sys.executable, str(CHILD), str(config), *argv],
        env=env,
        capture_output=True,
        text=True,
        timeout=240,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    reports = [json.loads(line) for line in result.stdout.splitlines() if line.startswith("{")]
    return reports, result.stderr


@pytest.mark.parametrize("name", list(WINDOWS))
def test_each_menu_shortcut_fires_its_action_on_x11(
    name: str, x_display: str, tmp_path: Path
) -> None:
    """Every key the window binds (Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y, Ctrl+S …), pressed on an
    X11 display, fires exactly its one action, and Qt reports no ambiguous shortcut."""
    argv, needed = WINDOWS[name]
    reports, errors = _press_every_key(x_display, tmp_path, argv)
    assert reports[0] == {"active": True}, "the window did not get the keyboard focus"
    assert reports[-1] == {"done": True}
    pressed = {report["key"]: report for report in reports if "fired" in report}
    assert needed <= set(pressed)
    wrong = {
        key: (report["owners"], report["fired"])
        for key, report in pressed.items()
        if len(report["owners"]) != 1 or report["fired"] != report["owners"]
    }
    assert wrong == {}
    assert "Ambiguous shortcut" not in errors
