"""On a 1024×700 screen with a window manager, the window, its title bar included, fits:
the status bar (where "kept in File → Games in progress" and "Saved to …" are said) is on
the screen, not pushed below its bottom edge by the frame the manager adds after the
window was first shown.

Slow: the program is started on a real X server (Xvfb) under openbox, and the window's
place is read with xwininfo. Needs Xvfb, openbox, xdotool, xprop and xwininfo; skipped
without Xvfb or openbox.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from xvfb import start_xvfb

SCREEN_WIDTH, SCREEN_HEIGHT = 1024, 700


def _wait_for(condition: Callable[[], bool], seconds: float, what: str) -> None:
    """Poll ``condition`` until it holds; fail naming ``what`` after ``seconds``."""
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            pytest.fail(f"timed out waiting for {what}")
        time.sleep(0.1)


@pytest.fixture
def managed_display() -> Iterator[dict[str, str]]:
    """The environment of a fresh 1024×700 Xvfb server with openbox managing its windows
    (both stopped after the test)."""
    xvfb, openbox = shutil.which("Xvfb"), shutil.which("openbox")
    if xvfb is None or openbox is None:
        pytest.skip("Xvfb and openbox are needed (Debian: apt-get install xvfb openbox)")
    for tool in ("xdotool", "xprop", "xwininfo"):
        assert shutil.which(tool), f"{tool} is needed (Debian: xdotool, x11-utils)"
    server, display = start_xvfb(f"{SCREEN_WIDTH}x{SCREEN_HEIGHT}x24", xvfb)
    number = display.removeprefix(":")
    environment = {
        key: value
        for key, value in os.environ.items()
        if key not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY", "RESOURCE_NAME")
    }
    environment.update(DISPLAY=f":{number}", QT_QPA_PLATFORM="xcb")
    manager = subprocess.Popen(
        [openbox], env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    try:
        assert number.isdigit(), "Xvfb did not start"

        def manager_runs() -> bool:
            root = subprocess.run(
                ["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"],
                env=environment,
                capture_output=True,
                text=True,
                timeout=30,
            )
            return "window id" in root.stdout

        _wait_for(manager_runs, 60, "openbox to manage the screen")
        yield environment
    finally:
        manager.terminate()
        manager.wait(timeout=30)
        server.terminate()
        server.wait(timeout=30)


@pytest.mark.slow
def test_a_framed_window_fits_a_1024_by_700_screen(
    managed_display: dict[str, str], tmp_path: Path
) -> None:
    """The race window, first shown at its first size, is framed by the window manager
    and then lies wholly on the 1024×700 screen: its bottom edge (the status bar) is not
    below the screen's."""
    environment = dict(
        managed_display,
        EIGHTY_DAYS_DATA_DIR=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
    )
    program = subprocess.Popen(
        [sys.executable, "-m", "eighty_days", "race", "--seed", "5"],
        env=environment,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    place: dict[str, int] = {}

    def window_place() -> dict[str, int]:
        """The window's absolute top and its height, read with xwininfo."""
        found = subprocess.run(
            ["xdotool", "search", "--sync", "--onlyvisible", "--pid", str(program.pid)],
            env=environment,
            capture_output=True,
            text=True,
            timeout=120,
            check=True,
        )
        info = subprocess.run(
            ["xwininfo", "-id", found.stdout.split()[0]],
            env=environment,
            capture_output=True,
            text=True,
            timeout=30,
            check=True,
        ).stdout
        top = re.search(r"Absolute upper-left Y:\s+(-?\d+)", info)
        height = re.search(r"Height:\s+(\d+)", info)
        assert top and height, info
        return {"top": int(top.group(1)), "height": int(height.group(1))}

    def framed_and_fitted() -> bool:
        place.update(window_place())
        return place["top"] > 0 and place["top"] + place["height"] <= SCREEN_HEIGHT

    try:
        _wait_for(framed_and_fitted, 60, f"the framed window to fit the screen ({place})")
    finally:
        program.terminate()
        _, errors = program.communicate(timeout=60)
    assert place["top"] > 0, errors  # the manager's title bar is above it
    assert place["top"] + place["height"] <= SCREEN_HEIGHT, (place, errors)
