"""The program's windows fit a small screen: nothing of the table lies off it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

#: Started in a child process on a screen of its own size (the offscreen platform's screen
#: is fixed when the application starts); prints each window's frame and the screen's.
CHILD = """
import argparse, json, sys
from PySide6.QtCore import QSettings
from eighty_days.app import start_program
from eighty_days.cli import _available_commands, build_parser

store = QSettings(sys.argv[1], QSettings.Format.IniFormat)
store.setValue("tutorial/seen", True)
args = build_parser(_available_commands()).parse_args(sys.argv[2:])
program = start_program(args, store=store, first_start=False)
program.app.processEvents()
free = program.app.primaryScreen().availableGeometry()
frames = [w.frameGeometry() for w in program.windows]
print(json.dumps({
    "screen": [free.x(), free.y(), free.width(), free.height()],
    "windows": [[f.x(), f.y(), f.width(), f.height()] for f in frames],
}))
"""


@pytest.mark.gui
@pytest.mark.parametrize("command", [["play"], ["race"], ["editor"]])
def test_every_window_fits_a_1024_by_700_screen(tmp_path: Path, command: list[str]) -> None:
    """``eighty-days`` on a 1024×700 screen: the window (first shown at 1600×1000) is
    shrunk and placed so that all of it is on the screen."""
    screen = tmp_path / "screen.json"
    screen.write_text(
        json.dumps(
            {
                "screens": [
                    {
                        "name": "small",
                        "x": 0,
                        "y": 0,
                        "width": 1024,
                        "height": 700,
                        "logicalDpi": 96,
                        "logicalBaseDpi": 96,
                        "dpr": 1,
                    }
                ]
            }
        ),
        encoding="utf-8",
    )
    environment = dict(
        os.environ,
        QT_QPA_PLATFORM=f"offscreen:configfile={screen}",
        EIGHTY_DAYS_DATA_DIR=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
    )
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(tmp_path / "settings.ini"), *command],
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    shown = json.loads(done.stdout.strip().splitlines()[-1])
    left, top, width, height = shown["screen"]
    assert (width, height) == (1024, 700)
    assert shown["windows"]
    for x, y, w, h in shown["windows"]:
        assert left <= x and top <= y, (command, x, y)
        assert x + w <= left + width and y + h <= top + height, (command, x, y, w, h)
