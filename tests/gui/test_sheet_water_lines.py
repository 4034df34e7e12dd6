"""The coast's water-lines (old-map style): a few separate thin lines on the sea side, each
farther out, drawn into the cached background so that dragging the ruler never draws them
again."""

from __future__ import annotations

import math

import numpy as np
import pytest
from program_helpers import StartProgram
from PySide6.QtCore import QEvent, QObject, QPointF, Qt
from PySide6.QtWidgets import QGraphicsView
from pytestqt.qtbot import QtBot

from eighty_days.app import MainWindow
from eighty_days.engine.journey import Phase, Slot
from eighty_days.resources import default_world_map_path
from eighty_days.sheet.io import load_map
from eighty_days.ui.art.coast_offsets import path_points
from eighty_days.ui.art.water_lines import WATER_LINES
from eighty_days.ui.journey.map_scene import SheetScene
from eighty_days.ui.journey.scene_geometry import to_scene

pytestmark = pytest.mark.gui


def test_the_water_lines_are_separate_lines_farther_and_farther_out_at_sea(qapp: object) -> None:
    """On the world map, at two zooms: one line per distance, each lying at sea (not on the
    land) about its distance in pixels from the coast, and the farther ones farther out."""
    scene = SheetScene(load_map(default_world_map_path()))
    land = scene.art.land
    coast, _ = path_points(land)
    for zoom in (4.5, 20.0):
        paths = scene.water_lines.paths(zoom)
        assert len(paths) == len(WATER_LINES) >= 2
        medians = []
        for path, (distance, _alpha) in zip(paths, WATER_LINES, strict=True):
            points, _ = path_points(path)
            assert len(points) > 1000
            sample = points[:: max(1, len(points) // 400)]
            at_sea = sum(not land.contains(QPointF(x, y)) for x, y in sample.tolist())
            # (the rest crosses narrow straits and bays, where the land hides it)
            assert at_sea >= 0.7 * len(sample)
            nearest = np.array(
                [np.min(np.hypot(*(coast - point).T)) for point in sample], dtype=float
            )
            median_pixels = float(np.median(nearest)) * zoom
            # smoothing rounds the wiggles off: near its distance, never on the coast
            assert 0.5 * distance <= median_pixels <= 1.3 * distance, (zoom, distance)
            medians.append(median_pixels)
        assert medians == sorted(medians) and len(set(medians)) == len(medians)


def test_area_names_at_sea_go_onto_their_land_once_the_sheet_is_drawn(qtbot: QtBot) -> None:
    """The sheet's finishing touches come just after its first drawing: an area name whose
    region's middle is at sea (Japan) is then written on its land, at sea still as the
    second choice; the water-lines are ready to be drawn."""
    scene = SheetScene(load_map(default_world_map_path()))
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    japan = next(label for label in scene.labels if label.text == "JAPAN")
    land = scene.art.land
    assert not land.contains(japan.anchor)
    assert not scene.water_lines.is_ready
    view.show()
    qtbot.waitUntil(lambda: scene.art_finished)
    assert scene.water_lines.is_ready
    moved = next(label for label in scene.labels if label.text == "JAPAN")
    assert land.contains(moved.anchor)
    assert moved.alternatives == ((japan.anchor, japan.angle),)
    assert moved.angle < 0  # Honshu rises to the north-east: so does its name


def test_dragging_the_ruler_never_draws_the_water_lines_again(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """``eighty-days``: the sheet's background (water-lines included) is cached by the view;
    a ruler dragged round its pivot repaints the view many times, the water-lines never
    (neither drawn nor worked out again)."""
    (window,) = start_program("play", "--seed", "1872").windows
    assert isinstance(window, MainWindow)
    table = window.table
    view = table.view
    scene = table.scene
    assert view.cacheMode() & QGraphicsView.CacheModeFlag.CacheBackground
    qtbot.waitUntil(lambda: scene.water_lines.builds >= 1)  # drawn just after the first paint
    drawn: list[int] = []
    original = scene.art.paint_water_lines

    def counted(*args: object) -> None:
        drawn.append(1)
        original(*args)  # type: ignore[arg-type]

    scene.art.paint_water_lines = counted  # type: ignore[method-assign,assignment]
    builds = scene.water_lines.builds
    card = table.market.cards[Slot.TRAIN_1]
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)  # its bill
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)  # a second click takes it
    assert window.controller.state.phase is Phase.DRAW_ROUTE
    qtbot.waitUntil(lambda: table.ruler is not None)
    ruler = table.ruler
    assert ruler is not None
    view.viewport().repaint()  # whatever the card's taking exposed is drawn now
    drawn.clear()
    counter = PaintCounter(view)
    view.viewport().installEventFilter(counter)
    pivot = to_scene(ruler.origin)
    handle = ruler.far_end_scene_pos()
    radius = math.hypot(handle.x() - pivot.x(), handle.y() - pivot.y())
    start = math.atan2(-(handle.y() - pivot.y()), handle.x() - pivot.x())
    viewport = view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=view.mapFromScene(handle))
    before = ruler.angles
    for step in range(1, 25):
        angle = start + 0.05 * step
        target = QPointF(pivot.x() + radius * math.cos(angle), pivot.y() - radius * math.sin(angle))
        qtbot.mouseMove(viewport, view.mapFromScene(target))
        viewport.repaint()
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=view.mapFromScene(target))
    assert ruler.angles != before  # the ruler did turn
    assert counter.paints >= 20
    assert drawn == []
    assert scene.water_lines.builds == builds


class PaintCounter(QObject):
    """Counts a widget's paint events (an event filter that never filters)."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.paints = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Count, never filter."""
        if event.type() == QEvent.Type.Paint:
            self.paints += 1
        return False


def test_a_sheet_without_land_has_no_water_lines(qapp: object) -> None:
    """No land, no coast: the water-lines are empty paths, nothing fails."""
    from PySide6.QtGui import QPainterPath

    from eighty_days.ui.art.water_lines import WaterLines

    lines = WaterLines(QPainterPath())
    lines.prepare()
    assert lines.is_ready
    assert all(path.isEmpty() for path in lines.paths(5.0))
