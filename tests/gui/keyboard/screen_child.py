"""A child process for the screen-sized window test on a real X display: start the
program, make its window as large as the screen (``sized``: moved to the free area's
corner and resized to it, as a tiling tool or ``xdotool`` does; ``maximized``), and
report where the status bar ends against the screen's free area, one JSON line.

    QT_QPA_PLATFORM=xcb DISPLAY=:N python tests/gui/keyboard/screen_child.py CONFIG COMMAND MODE

The data folder comes from ``EIGHTY_DAYS_DATA_DIR``, as for the program itself.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

from eighty_days.app import start_program
from eighty_days.cli import _available_commands, build_parser

#: How long the window manager gets to frame, size and place the window (ms).
SETTLE_MS = 2500


def main(config: str, command: str, mode: str) -> None:
    """Start ``command``'s window, size it by ``mode``, print the report and quit."""
    store = QSettings(str(Path(config) / "settings.ini"), QSettings.Format.IniFormat)
    args = build_parser(_available_commands()).parse_args([command, "--seed", "5"])
    program = start_program(args, store=store, first_start=False)
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    window = program.windows[0]
    assert isinstance(window, QMainWindow)

    def size_it() -> None:
        if mode == "maximized":
            window.showMaximized()
            return
        free = window.screen().availableGeometry()
        window.move(free.topLeft())
        window.resize(free.size())

    def report() -> None:
        free = window.screen().availableGeometry()
        bar = window.statusBar()
        bottom = bar.mapToGlobal(bar.rect().bottomLeft()).y()
        frame = window.frameGeometry()
        print(
            json.dumps(
                {
                    "free_bottom": free.bottom(),
                    "status_bar_bottom": bottom,
                    "status_bar_visible": bar.isVisible(),
                    "frame": [frame.x(), frame.y(), frame.width(), frame.height()],
                }
            ),
            flush=True,
        )
        app.quit()

    QTimer.singleShot(SETTLE_MS, size_it)
    QTimer.singleShot(2 * SETTLE_MS, report)
    app.exec()


if __name__ == "__main__":
    main(*sys.argv[1:4])
