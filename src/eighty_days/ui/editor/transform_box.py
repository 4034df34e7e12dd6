"""The box round a selected shape or group: its corner handles scale what is selected, the
handle above it turns it, a drag inside it moves it. The geometry (map units) and the
drawing; the view drives the drags."""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import StrEnum

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen

from eighty_days.editor import edits, shape_edits
from eighty_days.editor.edits import Layer
from eighty_days.sheet.model import Point, SheetMap
from eighty_days.ui.editor.selection import Selection, SelectionKind, group_of
from eighty_days.ui.journey.scene_geometry import to_scene

#: How far (screen pixels) the box is drawn outside what it holds, so that its corner
#: handles do not cover the shape's own vertices.
MARGIN_PIXELS = 10.0
#: How far (screen pixels) the turning handle is above the box.
ROTATE_PIXELS = 24.0
#: The side of a corner handle and the turning handle's diameter (screen pixels).
HANDLE_PIXELS = 8.0
#: The smallest scale factor a drag gives (a shape is never squashed flat).
SMALLEST_FACTOR = 0.05
#: Shift turns in steps of this many degrees.
ROTATE_STEP_DEGREES = 15.0

BOX_INK = QColor("#d55e00")


class Handle(StrEnum):
    """What a drag of the box does."""

    MOVE = "move"
    SCALE = "scale"
    ROTATE = "rotate"


@dataclass(frozen=True, slots=True)
class TransformBox:
    """The places and vertices a box holds and their bounds ``(x0, y0, x1, y1)``."""

    places: frozenset[str]
    vertices: frozenset[tuple[Layer, int, int, int]]
    bounds: tuple[float, float, float, float]

    @property
    def centre(self) -> Point:
        """The middle of the box (what it turns about)."""
        x0, y0, x1, y1 = self.bounds
        return ((x0 + x1) / 2, (y0 + y1) / 2)

    def contains(self, point: Point, margin: float) -> bool:
        """Whether ``point`` is inside the box drawn ``margin`` map units outside it."""
        x0, y0, x1, y1 = self.bounds
        return x0 - margin <= point[0] <= x1 + margin and y0 - margin <= point[1] <= y1 + margin

    def corner_handles(self, pixel: float) -> list[Point]:
        """The corner handles (map points; ``pixel``: map units per screen pixel), anti-
        clockwise from the bottom left."""
        x0, y0, x1, y1 = self.bounds
        d = MARGIN_PIXELS * pixel
        return [(x0 - d, y0 - d), (x1 + d, y0 - d), (x1 + d, y1 + d), (x0 - d, y1 + d)]

    def rotate_handle(self, pixel: float) -> Point:
        """The turning handle, above the middle of the box's top."""
        _, _, _, y1 = self.bounds
        return (self.centre[0], y1 + (MARGIN_PIXELS + ROTATE_PIXELS) * pixel)

    def opposite_corner(self, corner: int) -> Point:
        """The corner of what the box holds that stays put while ``corner`` is dragged."""
        x0, y0, x1, y1 = self.bounds
        return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)][(corner + 2) % 4]


def box_of(sheet: SheetMap, selection: Selection) -> TransformBox | None:
    """The box of a selected shape (all its vertices) or group of two or more; ``None`` for
    anything else or when what is selected has no extent."""
    if selection.kind is SelectionKind.POLYGON:
        layer, index = selection.key
        if not 0 <= index < len(shape_edits.polygons_of(sheet, layer)):
            return None
        places: frozenset[str] = frozenset()
        vertices = frozenset(shape_edits.vertices_of(sheet, layer, index))
    elif selection.kind is SelectionKind.GROUP and group_of(selection).size >= 2:
        group = group_of(selection)
        places, vertices = group.places, group.vertices
    else:
        return None
    bounds = shape_edits.group_bounds(sheet, places, vertices)
    if bounds is None or (bounds[0] == bounds[2] and bounds[1] == bounds[3]):
        return None
    return TransformBox(places, vertices, bounds)


def scale_factors(box: TransformBox, corner: int, start: Point, point: Point) -> Point:
    """How much a drag of ``corner`` from ``start`` to ``point`` scales the box (x, y): the
    opposite corner stays, a flat side keeps its size, nothing flips or flattens."""
    fixed = box.opposite_corner(corner)
    x0, y0, x1, y1 = box.bounds
    factors = []
    for axis, extent in ((0, x1 - x0), (1, y1 - y0)):
        reach = start[axis] - fixed[axis]
        if extent == 0 or reach == 0:
            factors.append(1.0)
            continue
        factors.append(max(SMALLEST_FACTOR, (point[axis] - fixed[axis]) / reach))
    return (factors[0], factors[1])


def turn_degrees(box: TransformBox, start: Point, point: Point, *, in_steps: bool) -> float:
    """How far (degrees, anticlockwise) a drag of the turning handle from ``start`` to
    ``point`` turns the box about its centre (in steps of 15° if ``in_steps``)."""
    cx, cy = box.centre
    degrees = math.degrees(
        math.atan2(point[1] - cy, point[0] - cx) - math.atan2(start[1] - cy, start[0] - cx)
    )
    degrees = (degrees + 180.0) % 360.0 - 180.0
    if in_steps:
        degrees = round(degrees / ROTATE_STEP_DEGREES) * ROTATE_STEP_DEGREES
    return degrees


def paint_box(painter: QPainter, box: TransformBox, pixel: float) -> None:
    """Draw the box, its corner handles and its turning handle (``pixel``: map units per
    screen pixel)."""
    corners = [to_scene(point) for point in box.corner_handles(pixel)]
    pen = QPen(BOX_INK, 1.0, Qt.PenStyle.DashLine)
    pen.setCosmetic(True)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(QRectF(corners[3], corners[1]).normalized())
    top = QPointF(to_scene(box.centre).x(), corners[2].y())
    turn = to_scene(box.rotate_handle(pixel))
    painter.drawLine(QLineF(top, turn))
    solid = QPen(BOX_INK, 1.0)
    solid.setCosmetic(True)
    painter.setPen(solid)
    painter.setBrush(QBrush(QColor("white")))
    half = HANDLE_PIXELS / 2 * pixel
    for corner in corners:
        painter.drawRect(QRectF(corner.x() - half, corner.y() - half, 2 * half, 2 * half))
    painter.drawEllipse(turn, half, half)


@dataclass(frozen=True, slots=True)
class TransformDrag:
    """A drag of the box under way: what it does (``corner``: the corner dragged to
    scale), the box and map at the press, where the press was, and what a click there
    without a drag selects instead."""

    handle: Handle
    box: TransformBox
    before: SheetMap
    start: Point
    corner: int = -1
    picked: Selection | None = None


def transformed(drag: TransformDrag, point: Point, *, in_steps: bool) -> SheetMap:
    """The map as the drag to ``point`` leaves it (``in_steps``: turn in 15° steps)."""
    box = drag.box
    if drag.handle is Handle.SCALE:
        factors = scale_factors(box, drag.corner, drag.start, point)
        fixed = box.opposite_corner(drag.corner)
        return shape_edits.scale_group(drag.before, box.places, box.vertices, fixed, factors)
    if drag.handle is Handle.ROTATE:
        degrees = turn_degrees(box, drag.start, point, in_steps=in_steps)
        return shape_edits.rotate_group(drag.before, box.places, box.vertices, box.centre, degrees)
    delta = edits.rounded((point[0] - drag.start[0], point[1] - drag.start[1]))
    return shape_edits.move_group(drag.before, box.places, box.vertices, delta)
