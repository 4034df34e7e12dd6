"""Drawn symbols of the race board's spaces: a wind rose, a telescope, handcuffs, a travel
station's ticket star, the start and London flags (QPainter code, MIT like the project).

Each painter draws in a box of radius ``r`` round (0, 0) in the painter's coordinates.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF

from eighty_days.engine.race import SpaceKind
from eighty_days.ui.common.palette import INK, PAPER


def _pen(colour: QColor, width: float) -> QPen:
    pen = QPen(colour, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def paint_wind_rose(painter: QPainter, r: float) -> None:
    """Four long and four short points."""
    for index in range(8):
        length = r * (0.78 if index % 2 == 0 else 0.45)
        width = r * (0.17 if index % 2 == 0 else 0.12)
        angle = math.radians(index * 45)
        tip = QPointF(length * math.sin(angle), -length * math.cos(angle))
        side = QPointF(width * math.cos(angle), width * math.sin(angle))
        painter.setPen(_pen(INK, r * 0.05))
        painter.setBrush(QBrush(INK if index % 2 == 0 else PAPER))
        painter.drawPolygon(QPolygonF([QPointF(0, 0), side, tip, QPointF(-side.x(), -side.y())]))


def paint_telescope(painter: QPainter, r: float) -> None:
    """A brass telescope on a slant."""
    painter.save()
    painter.rotate(-30)
    painter.setPen(_pen(INK, r * 0.07))
    painter.setBrush(QBrush(QColor("#b8862f")))
    painter.drawRect(QRectF(-r * 0.72, -r * 0.13, r * 0.55, r * 0.26))
    painter.drawRect(QRectF(-r * 0.2, -r * 0.18, r * 0.5, r * 0.36))
    painter.drawRect(QRectF(r * 0.28, -r * 0.24, r * 0.42, r * 0.48))
    painter.restore()


def paint_handcuffs(painter: QPainter, r: float) -> None:
    """Two rings joined by a short chain."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_pen(QColor("#e8e8e8"), r * 0.13))
    painter.drawEllipse(QPointF(-r * 0.36, r * 0.1), r * 0.3, r * 0.3)
    painter.drawEllipse(QPointF(r * 0.36, r * 0.1), r * 0.3, r * 0.3)
    painter.setPen(_pen(QColor("#e8e8e8"), r * 0.07))
    painter.drawLine(QPointF(-r * 0.1, -r * 0.12), QPointF(r * 0.1, -r * 0.12))


def paint_station(painter: QPainter, r: float) -> None:
    """A travel station: a ticket with a star."""
    painter.setPen(_pen(INK, r * 0.06))
    painter.setBrush(QBrush(PAPER))
    painter.drawRoundedRect(QRectF(-r * 0.62, -r * 0.42, r * 1.24, r * 0.84), r * 0.1, r * 0.1)
    star = QPolygonF()
    for index in range(10):
        radius = r * (0.32 if index % 2 == 0 else 0.14)
        angle = math.radians(-90 + index * 36)
        star.append(QPointF(radius * math.cos(angle), radius * math.sin(angle)))
    painter.setBrush(QBrush(QColor("#c0392b")))
    painter.drawPolygon(star)


def paint_flag(painter: QPainter, r: float) -> None:
    """A flag on a pole (the start and London)."""
    painter.setPen(_pen(PAPER, r * 0.09))
    painter.drawLine(QPointF(-r * 0.35, r * 0.62), QPointF(-r * 0.35, -r * 0.62))
    flag = QPainterPath(QPointF(-r * 0.35, -r * 0.62))
    flag.cubicTo(QPointF(0, -r * 0.8), QPointF(r * 0.2, -r * 0.4), QPointF(r * 0.55, -r * 0.55))
    flag.lineTo(QPointF(r * 0.55, -r * 0.02))
    flag.cubicTo(QPointF(r * 0.2, r * 0.1), QPointF(0, -r * 0.25), QPointF(-r * 0.35, -r * 0.05))
    flag.closeSubpath()
    painter.setPen(_pen(PAPER, r * 0.05))
    painter.setBrush(QBrush(QColor("#c0392b")))
    painter.drawPath(flag)


SPACE_PAINTERS = {
    SpaceKind.WIND_ROSE: paint_wind_rose,
    SpaceKind.TELESCOPE: paint_telescope,
    SpaceKind.HANDCUFFS: paint_handcuffs,
    SpaceKind.TRAVEL_STATION: paint_station,
    SpaceKind.START: paint_flag,
    SpaceKind.LONDON: paint_flag,
}


def paint_space_symbol(painter: QPainter, kind: SpaceKind, r: float) -> None:
    """The drawn symbol of a space of ``kind`` (nothing for a plain space)."""
    draw = SPACE_PAINTERS.get(kind)
    if draw is not None:
        painter.save()
        draw(painter, r)
        painter.restore()
