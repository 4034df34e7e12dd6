"""The window's X11 class matches the desktop entry's StartupWMClass, so a launcher or a
dock groups the running program with its entry (no second, unnamed icon).

Slow: the program is started on a real X server (Xvfb) and its window's WM_CLASS is read
with xprop. Needs Xvfb, xdotool and xprop (x11-utils); skipped only without Xvfb.
"""

from __future__ import annotations

import configparser
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from xvfb import start_xvfb

ROOT = Path(__file__).resolve().parents[2]
DESKTOP_FILE = ROOT / "packaging" / "linux" / "io.github.eighty_days.eighty_days.desktop"


def _startup_wm_class() -> str:
    """The desktop entry's StartupWMClass."""
    entry = configparser.ConfigParser(interpolation=None)
    # configparser's documented way to keep the keys' case
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(DESKTOP_FILE, encoding="utf-8")
    return entry["Desktop Entry"]["StartupWMClass"]


@pytest.fixture
def x_display() -> Iterator[str]:
    """A fresh Xvfb server's display name (":N"), stopped after the test."""
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        pytest.skip("Xvfb is not installed (Debian: apt-get install xvfb)")
    server, display = start_xvfb("1280x800x24", xvfb)
    try:
        yield display
    finally:
        server.terminate()
        server.wait(timeout=30)


@pytest.mark.slow
def test_the_windows_class_matches_the_desktop_entry(x_display: str, tmp_path: Path) -> None:
    """WM_CLASS of the race window is ("eighty-days", "Eighty Days"): its instance name is
    the desktop entry's StartupWMClass."""
    for tool in ("xdotool", "xprop"):
        assert shutil.which(tool), f"{tool} is needed (Debian: xdotool, x11-utils)"
    environment = {
        key: value
        for key, value in os.environ.items()
        if key not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY", "RESOURCE_NAME")
    }
    environment.update(
        DISPLAY=x_display,
        QT_QPA_PLATFORM="xcb",
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
    try:
        found = subprocess.run(
            ["xdotool", "search", "--sync", "--onlyvisible", "--pid", str(program.pid)],
            env=environment,
            capture_output=True,
            text=True,
            timeout=120,
            check=True,
        )
        window = found.stdout.split()[0]
        prop = subprocess.run(
            ["xprop", "-id", window, "WM_CLASS"],
            env=environment,
            capture_output=True,
            text=True,
            timeout=30,
            check=True,
        ).stdout
    finally:
        program.terminate()
        _, errors = program.communicate(timeout=60)
    names = re.findall(r'"([^"]*)"', prop)
    assert names == ["eighty-days", "Eighty Days"], prop + errors
    assert names[0] == _startup_wm_class()
