"""The marks of where the held ruler can go: drawn on the map, computed off the GUI thread.

``ReachWorker`` runs ``eighty_days.sheet.reach.compute_reach`` (the engine's route judge)
in a thread pool and hands the answer back on the GUI thread as a queued signal; a newer
request makes older ones stale (the ruler never waits for them). ``ReachMarksItem`` draws
the answer: a solid green ring round each place reached straight, a dashed blue ring with
a hinge mark round each place reached only by bending at a detour mark, a tick beside each
place reached straight (by shape as well as colour). The rings keep their size on screen;
the item is cached as a picture, so dragging the ruler over it repaints a copy, not the
rings.
"""

from __future__ import annotations

import contextlib
import functools
import itertools
import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, QThreadPool, Signal, Slot
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from eighty_days.sheet.model import Location, Point, SheetMap, Transport
from eighty_days.ui.common.palette import INK, LEGAL
from eighty_days.ui.journey.map_overlays import Z_ADVENTURE
from eighty_days.ui.journey.scene_geometry import to_scene
from eighty_days.ui.ui_scale import ui_scale_factor

if TYPE_CHECKING:  # numpy and shapely load after the window shows
    from eighty_days.sheet.geometry import RouteGeometry
    from eighty_days.sheet.reach import ReachedPlace, ReachMarks

#: Above the adventure circles, under the ruler.
Z_MARKS = Z_ADVENTURE + 1
#: Radius of a mark's ring on screen (logical pixels at 100 %).
MARK_RADIUS_PX = 7.0
#: A click this near a marked place (logical pixels at 100 %) picks it.
MARK_HIT_PX = 14.0
#: The colour of places reached only by bending the ruler (Okabe–Ito blue).
BENT_COLOUR = QColor("#0072B2")
#: The tick beside a place reached straight, in ring radii from the place (y down).
TICK = ((0.55, -1.05), (0.85, -0.72), (1.45, -1.45))


@dataclass(frozen=True, slots=True)
class ReachQuery:
    """Everything the marks of one held card depend on."""

    geometry: RouteGeometry
    origin: Point
    transport: Transport
    segments: tuple[float, ...]
    coast_crossing: bool


def _compute(worker: ReachWorker, ticket: int, query: ReachQuery) -> None:
    """Compute the marks in a worker thread; the answer goes back through ``worker``."""
    from eighty_days.sheet.reach import compute_reach

    try:
        marks = compute_reach(
            query.geometry,
            query.origin,
            query.transport,
            query.segments,
            coast_crossing=query.coast_crossing,
        )
    except Exception:  # the marks are a help: without them the ruler still works
        return
    with contextlib.suppress(RuntimeError):  # the worker is gone (the window closed)
        worker._done_in_thread.emit(ticket, marks)


class ReachWorker(QObject):
    """Computes reach marks in a thread pool; announces the newest answer on the GUI thread."""

    #: The marks of the newest request (a ``ReachMarks``).
    ready = Signal(object)
    _done_in_thread = Signal(int, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._tickets = itertools.count(1)
        self._current: int | None = None
        self._done_in_thread.connect(self._deliver)

    @property
    def busy(self) -> bool:
        """Whether an answer is awaited."""
        return self._current is not None

    def request(self, query: ReachQuery) -> None:
        """Compute the marks for ``query``; earlier requests become stale."""
        ticket = next(self._tickets)
        self._current = ticket
        self._pool.start(functools.partial(_compute, self, ticket, query))

    def cancel(self) -> None:
        """Forget the answer awaited."""
        self._current = None

    @Slot(int, object)
    def _deliver(self, ticket: int, marks: object) -> None:
        if ticket != self._current:
            return
        self._current = None
        self.ready.emit(marks)


class ReachMarksItem(QGraphicsItem):
    """Rings round the places the held ruler can reach (straight: green; bent: blue)."""

    def __init__(self, sheet: SheetMap, marks: ReachMarks, pixel_size: float) -> None:
        super().__init__()
        self.sheet = sheet
        self.marks = marks
        self._pixel = pixel_size
        self._places: list[tuple[ReachedPlace, Location]] = [
            (place, sheet.location(place.location_id)) for place in marks.places
        ]
        self.setZValue(Z_MARKS)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._bounds = self._compute_bounds()

    def _radius(self) -> float:
        return MARK_RADIUS_PX * max(1.0, ui_scale_factor()) * self._pixel

    def _compute_bounds(self) -> QRectF:
        if not self._places:
            return QRectF()
        xs = [location.x for _, location in self._places]
        ys = [-location.y for _, location in self._places]
        margin = self._radius() * 1.6 + 2 * self._pixel
        return QRectF(
            min(xs) - margin,
            min(ys) - margin,
            max(xs) - min(xs) + 2 * margin,
            max(ys) - min(ys) + 2 * margin,
        )

    def on_zoom(self, pixel_size: float) -> None:
        """Keep the rings a constant size on screen."""
        self.prepareGeometryChange()
        self._pixel = pixel_size
        self._bounds = self._compute_bounds()
        self.update()

    def boundingRect(self) -> QRectF:
        """All the rings."""
        return self._bounds

    def place_at(self, scene_pos: QPointF) -> ReachedPlace | None:
        """The marked place under ``scene_pos`` (the nearest within the hit distance)."""
        x, y = scene_pos.x(), -scene_pos.y()
        best: ReachedPlace | None = None
        best_distance = MARK_HIT_PX * max(1.0, ui_scale_factor()) * self._pixel
        for place, location in self._places:
            reach = max(best_distance, location.snap_radius)
            distance = math.hypot(location.x - x, location.y - y)
            if distance <= reach and (best is None or distance < best_distance):
                best, best_distance = place, distance
        return best

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """A ring per place: solid green with a tick (straight), dashed blue with a hinge
        (bent)."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = self._radius()
        exposed = option.exposedRect
        halo = QPen(QColor(255, 255, 255, 200), 4.0)
        halo.setCosmetic(True)
        for place, location in self._places:
            centre = to_scene(location.point)
            if not exposed.intersects(
                QRectF(centre.x() - 2 * radius, centre.y() - 2 * radius, 4 * radius, 4 * radius)
            ):
                continue
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(halo)
            painter.drawEllipse(centre, radius, radius)
            if place.bent:
                pen = QPen(BENT_COLOUR, 2.6, Qt.PenStyle.DashLine)
                pen.setCosmetic(True)
                painter.setPen(pen)
                painter.drawEllipse(centre, radius, radius)
                # a small hinge (a bent line) above the ring says "by a detour"
                hinge = QPen(BENT_COLOUR, 2.0)
                hinge.setCosmetic(True)
                painter.setPen(hinge)
                top = QPointF(centre.x(), centre.y() - radius * 1.55)
                painter.drawPolyline(
                    [
                        QPointF(top.x() - radius * 0.55, top.y() + radius * 0.25),
                        QPointF(top.x(), top.y() - radius * 0.2),
                        QPointF(top.x() + radius * 0.55, top.y() + radius * 0.25),
                    ]
                )
            else:
                pen = QPen(LEGAL, 2.4)
                pen.setCosmetic(True)
                painter.setPen(pen)
                fill = QColor(LEGAL)
                fill.setAlpha(45)
                painter.setBrush(QBrush(fill))
                painter.drawEllipse(centre, radius, radius)
                # a tick at the upper right says "reached" by shape (under deuteranopia the
                # green is as grey as the map's ink): ink on a white halo
                tick = [
                    QPointF(centre.x() + radius * dx, centre.y() + radius * dy) for dx, dy in TICK
                ]
                painter.setPen(halo)
                painter.drawPolyline(tick)
                ink = QPen(INK, 2.0)
                ink.setCosmetic(True)
                painter.setPen(ink)
                painter.drawPolyline(tick)
