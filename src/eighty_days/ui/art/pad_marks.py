"""Pen marks on the pad's money tracker: a pound circled, a pound crossed out, each a
little different, as drawn by hand (QPainter code, MIT like the project)."""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen


def _pen(colour: QColor, width: float) -> QPen:
    pen = QPen(colour, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def paint_pen_circle(painter: QPainter, rect: QRectF, colour: QColor, seed: int) -> None:
    """A hand-drawn circle round the box ``rect``: a little over one turn, not quite round."""
    rng = random.Random(seed * 7919 + 1)
    centre = rect.center()
    rx, ry = rect.width() * 0.42, rect.height() * 0.40
    start = rng.uniform(0, 2 * math.pi)
    turns = rng.uniform(1.05, 1.18)
    squash = rng.uniform(-0.06, 0.06)
    path = QPainterPath()
    steps = 28
    for index in range(steps + 1):
        t = index / steps
        angle = start + t * turns * 2 * math.pi
        grow = 1.0 + 0.08 * t + squash * math.sin(2 * angle)
        point = QPointF(
            centre.x() + rx * grow * math.cos(angle), centre.y() + ry * grow * math.sin(angle)
        )
        if index == 0:
            path.moveTo(point)
        else:
            path.lineTo(point)
    painter.setPen(_pen(colour, 1.5))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)


def paint_pen_cross(painter: QPainter, rect: QRectF, colour: QColor, seed: int) -> None:
    """A hand-drawn cross over the box ``rect``: two slightly bent strokes."""
    rng = random.Random(seed * 104729 + 3)
    inset = rect.width() * 0.16
    box = rect.adjusted(inset, inset, -inset, -inset)
    painter.setPen(_pen(colour, 1.5))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for a, b in ((box.topLeft(), box.bottomRight()), (box.topRight(), box.bottomLeft())):
        jitter = rect.width() * 0.08
        a = QPointF(a.x() + rng.uniform(-jitter, jitter), a.y() + rng.uniform(-jitter, jitter))
        b = QPointF(b.x() + rng.uniform(-jitter, jitter), b.y() + rng.uniform(-jitter, jitter))
        middle = QPointF(
            (a.x() + b.x()) / 2 + rng.uniform(-jitter, jitter),
            (a.y() + b.y()) / 2 + rng.uniform(-jitter, jitter),
        )
        stroke = QPainterPath(a)
        stroke.quadTo(middle, b)
        painter.drawPath(stroke)
