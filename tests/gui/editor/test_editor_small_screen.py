"""Issue 48, "Fits the screen": ``eighty-days editor`` on a 1366×768 and a 1440×810
screen. The window stays on the screen (it grew itself to 957 px tall), and every panel
fits or scrolls: the Map tab, the tallest, no longer runs under the Problems panel.

The offscreen platform's screen is fixed when the application starts, so the editor runs
in a child process on a screen of that size (as tests/gui/test_small_screen.py does); it
shows each tab of the properties, then prints what it measured and leaves a screenshot.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from eighty_days.resources import maps_dir

#: ``eighty-days editor FILE`` on the screen the platform was given; each tab of the
#: properties shown in turn: the window's frame, the screen's free area, and for every
#: dock shown its rectangle and whether its contents fit it (or scroll). Then a
#: screenshot of the window with the Map tab shown.
CHILD = """
import json, sys
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QDockWidget
from eighty_days.app import start_program
from eighty_days.cli import _available_commands, build_parser

store = QSettings(sys.argv[1], QSettings.Format.IniFormat)
store.setValue("tutorial/seen", True)
args = build_parser(_available_commands()).parse_args(["editor", sys.argv[2]])
program = start_program(args, store=store, first_start=False)
window = program.windows[0]
app = program.app

def settle():
    for _ in range(5):
        app.processEvents()

def fits(widget, dock):
    room = dock.widget().contentsRect() if dock.widget() is not None else dock.rect()
    if isinstance(widget, QAbstractScrollArea):
        return True
    hint = widget.minimumSizeHint()
    return hint.height() <= room.height() + 1 and hint.width() <= room.width() + 1

shown = []
panel = window.panel
for index in range(panel.count()):
    panel.setCurrentIndex(index)
    settle()
    frame = window.frameGeometry()
    docks = [
        d for d in window.findChildren(QDockWidget) if d.isVisible() and not d.isFloating()
    ]
    wanted = window.minimumSizeHint()
    shown.append({
        "tab": panel.tabText(index),
        "window": [frame.x(), frame.y(), frame.width(), frame.height()],
        "wanted": [wanted.width(), wanted.height()],
        "docks": [
            {
                "title": d.windowTitle(),
                "rect": [d.geometry().x(), d.geometry().y(), d.geometry().width(),
                         d.geometry().height()],
                "fits": fits(d.widget(), d),
                "visible_region": not d.visibleRegion().isEmpty(),
            }
            for d in docks
        ],
    })
panel.setCurrentWidget(panel.map_tab)
settle()
window.view.fit()
settle()
window.grab().save(sys.argv[3])
free = app.primaryScreen().availableGeometry()
print(json.dumps({"screen": [free.x(), free.y(), free.width(), free.height()], "shown": shown}))
"""


def _screen(tmp_path: Path, width: int, height: int) -> Path:
    """An offscreen platform's screen description of ``width`` × ``height``."""
    screen = tmp_path / "screen.json"
    screen.write_text(
        json.dumps(
            {
                "screens": [
                    {
                        "name": "laptop",
                        "x": 0,
                        "y": 0,
                        "width": width,
                        "height": height,
                        "logicalDpi": 96,
                        "logicalBaseDpi": 96,
                        "dpr": 1,
                    }
                ]
            }
        ),
        encoding="utf-8",
    )
    return screen


def run_editor_on_screen(tmp_path: Path, width: int, height: int, shot: Path) -> dict[str, object]:
    """``eighty-days editor`` on the sample map on a ``width`` × ``height`` screen: what
    the child measured (see ``CHILD``); its screenshot written to ``shot``."""
    environment = dict(
        os.environ,
        QT_QPA_PLATFORM=f"offscreen:configfile={_screen(tmp_path, width, height)}",
        EIGHTY_DAYS_DATA_DIR=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
    )
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            CHILD,
            str(tmp_path / "settings.ini"),
            str(maps_dir() / "mediterranean.yaml"),
            str(shot),
        ],
        env=environment,
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def _overlap(first: list[int], second: list[int]) -> bool:
    """Whether two rectangles (x, y, width, height) share any pixel."""
    x1, y1, w1, h1 = first
    x2, y2, w2, h2 = second
    return x1 < x2 + w2 and x2 < x1 + w1 and y1 < y2 + h2 and y2 < y1 + h1


@pytest.mark.gui
@pytest.mark.parametrize(("width", "height"), [(1366, 768), (1440, 810)])
def test_the_editor_fits_a_laptop_screen_and_every_panel_fits_or_scrolls(
    tmp_path: Path, width: int, height: int
) -> None:
    """With each tab of the properties shown, the window lies within the screen and asks
    for no more room than it has (it grew itself to 957 px tall), and each dock's
    contents fit the dock or scroll in it: no dock runs under the next (the Map tab ran
    under the Problems panel)."""
    shot = tmp_path / "editor.png"
    measured = run_editor_on_screen(tmp_path, width, height, shot)
    screen = measured["screen"]
    assert isinstance(screen, list) and len(screen) == 4
    left, top, free_width, free_height = (int(value) for value in screen)
    assert (free_width, free_height) == (width, height)
    shown = measured["shown"]
    assert isinstance(shown, list) and len(shown) == 4
    for state in shown:
        x, y, w, h = state["window"]
        assert left <= x and top <= y, state
        assert x + w <= left + free_width and y + h <= top + free_height, state
        # the window does not ask for more room than the screen has
        assert state["wanted"][1] <= free_height and state["wanted"][0] <= free_width, state
        docks = [dock for dock in state["docks"] if dock["visible_region"]]
        for dock in docks:
            assert dock["fits"], (state["tab"], dock)
        for number, dock in enumerate(docks):  # no dock runs under another
            for other in docks[number + 1 :]:
                assert not _overlap(dock["rect"], other["rect"]), (state["tab"], dock, other)
    assert shot.stat().st_size > 0
