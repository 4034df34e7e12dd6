"""Make the map editor's screenshots in docs/screenshots/ (offscreen, no display needed),
each by real mouse and key events on the window ``eighty-days editor FILE`` opens.

    uv run python tools/editor_screenshots.py [--out docs/screenshots]

editor-eurasia.png        the world map, Eurasia selected: its 3,892 vertex handles
editor-multiselect.png    a rubber band over places and vertices, dragged together
editor-grid-layers.png    the grid, snapping, the Layers panel and the cards' places
editor-places-table.png   the table of places, filtered, two rows chosen for a bulk edit
editor-background.png     a scanned map traced over, half transparent
editor-measure.png        the Measure tool at 1366 × 768: Cairo to Bombay, the cards' reach
"""

from __future__ import annotations

import argparse
import os
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from eighty_days.app import start_program
from eighty_days.cli import _available_commands, build_parser
from eighty_days.resources import maps_dir
from eighty_days.settings import AppSettings, Language
from eighty_days.ui.editor.canvas import Tool
from eighty_days.ui.editor.selection import MapLayer
from eighty_days.ui.editor.window import EditorWindow

SHIFT = Qt.KeyboardModifier.ShiftModifier
CTRL = Qt.KeyboardModifier.ControlModifier


def open_copy(folder: Path, name: str) -> EditorWindow:
    """The editor on a copy of a shipped map, 1500 × 950."""
    path = folder / name
    shutil.copy(maps_dir() / name, path)
    # the program as ``eighty-days editor FILE`` starts it, its settings kept in ``folder``
    store = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    AppSettings(store).language = Language.ENGLISH
    command = build_parser(_available_commands()).parse_args(["editor", str(path)])
    window = start_program(command, store=store, first_start=False).windows[0]
    assert isinstance(window, EditorWindow)
    window.resize(1500, 950)
    QApplication.processEvents()
    window.view.fit()
    QApplication.processEvents()
    return window


def at(window: EditorWindow, point: tuple[float, float]) -> QPoint:
    """The viewport position of a map point."""
    return window.view.view_point(point).toPoint()


def click(
    window: EditorWindow,
    point: tuple[float, float],
    modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
) -> None:
    """A click on the map."""
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, modifier, at(window, point))


def drag(
    window: EditorWindow,
    start: tuple[float, float],
    end: tuple[float, float],
    modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
    release: bool = True,
) -> None:
    """A drag on the map (left pressed at ``release`` False: the band stays drawn)."""
    viewport = window.view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, modifier, at(window, start))
    for step in (0.25, 0.5, 0.75, 1.0):
        x = start[0] + (end[0] - start[0]) * step
        y = start[1] + (end[1] - start[1]) * step
        QTest.mouseMove(viewport, at(window, (x, y)))
    if release:
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, modifier, at(window, end))


def checked(window: EditorWindow) -> None:
    """Wait for the live checks of the map."""
    window.run_checks()
    for _ in range(400):
        QApplication.processEvents()
        if window.problems_for is window.document.sheet:
            return
        QTest.qWait(25)


def eurasia(folder: Path) -> EditorWindow:
    """The world map with Eurasia selected."""
    window = open_copy(folder, "world.yaml")
    checked(window)
    click(window, (75.0, 50.0))
    return window


def multiselect(folder: Path) -> EditorWindow:
    """The Mediterranean: a coast selected, a band over a corner of Italy being drawn."""
    window = open_copy(folder, "mediterranean.yaml")
    checked(window)
    window.view.set_zoom(40.0)
    window.view.centre_on_map_point((13.0, 40.5))
    QApplication.processEvents()
    click(window, (15.0, 41.3))  # Italy
    drag(window, (14.0, 39.5), (16.8, 41.2), SHIFT, release=False)
    return window


def grid_layers(folder: Path) -> EditorWindow:
    """The small map: the grid shown, the Layers panel, the cards' places ringed."""
    window = open_copy(folder, "sample-small.yaml")
    checked(window)
    QTest.keyClick(window.view, Qt.Key.Key_G, CTRL)
    QTest.keyClick(window.view, Qt.Key.Key_G, CTRL | SHIFT)
    window._layers_dock.raise_()
    QTest.mouseClick(window.layers.shown[MapLayer.CARD_PLACES], Qt.MouseButton.LeftButton)
    QTest.mouseClick(window.layers.locked[MapLayer.LAND], Qt.MouseButton.LeftButton)
    window.grid_spacing.setValue(2.0)
    return window


def places_table(folder: Path) -> EditorWindow:
    """The world map's table of places, filtered on "port", two rows chosen."""
    window = open_copy(folder, "world.yaml")
    checked(window)
    QTest.keyClick(window.view, Qt.Key.Key_T, CTRL)
    QApplication.processEvents()
    table = window.places.table
    QTest.keyClicks(window.places.filter, "port")
    QApplication.processEvents()
    for row, modifier in ((1, Qt.KeyboardModifier.NoModifier), (3, CTRL)):
        index = table.model().index(row, 1)
        QTest.mouseClick(
            table.viewport(), Qt.MouseButton.LeftButton, modifier, table.visualRect(index).center()
        )
    return window


def background(folder: Path) -> EditorWindow:
    """The small map traced over a made-up scan (pencil lines on paper), half faded."""
    scan = QImage(600, 300, QImage.Format.Format_RGB32)
    scan.fill(QColor("#f3ead2"))
    painter = QPainter(scan)
    painter.setPen(QPen(QColor("#5a4a3a"), 3))
    painter.drawEllipse(40, 40, 200, 160)
    painter.drawEllipse(360, 60, 200, 180)
    painter.drawLine(240, 120, 360, 150)
    painter.end()
    scan.save(str(folder / "scan.png"))
    window = open_copy(folder, "sample-small.yaml")
    checked(window)
    tab = window.panel.map_tab
    window.panel.setCurrentWidget(tab)
    tab.use_background_image(str(folder / "scan.png"))
    tab.background_opacity.setValue(0.45)
    return window


def measure(folder: Path) -> EditorWindow:
    """The world map at 1366 × 768, measured from Cairo towards Bombay with the cards'
    reach shown (a ring per card length, the places the farthest card reaches)."""
    window = open_copy(folder, "world.yaml")
    checked(window)
    window.resize(1366, 768)
    for _ in range(5):
        QApplication.processEvents()
    window.view.set_zoom(3.6)
    window.view.centre_on_map_point((48.0, 20.0))
    QApplication.processEvents()
    window.tool_actions[Tool.MEASURE].trigger()
    window.measure.reach_action.trigger()
    drag(window, (31.24, 30.04), (72.88, 19.08))
    for _ in range(800):
        QApplication.processEvents()
        if window.measure.marks is not None:
            break
        QTest.qWait(25)
    return window


SHOTS: dict[str, Callable[[Path], EditorWindow]] = {
    "editor-eurasia.png": eurasia,
    "editor-multiselect.png": multiselect,
    "editor-grid-layers.png": grid_layers,
    "editor-places-table.png": places_table,
    "editor-background.png": background,
    "editor-measure.png": measure,
}


def main() -> None:
    """Make every screenshot."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots"))
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    app.setApplicationName("Eighty Days")
    args.out.mkdir(parents=True, exist_ok=True)
    for name, make in SHOTS.items():
        folder = Path(tempfile.mkdtemp())
        window = make(folder)
        QApplication.processEvents()
        if not window.grab().save(str(args.out / name)):
            raise SystemExit(f"could not write {args.out / name}")
        window._close_confirmed = True
        window.close()
        print(f"wrote {args.out / name}")


if __name__ == "__main__":
    main()
