"""The wind rose as a drawn dial: a brass bezel with ticks, and a compass needle
(QPainter code, MIT like the project)."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QPolygonF, QRadialGradient

from eighty_days.ui.common.palette import INK

BRASS = QColor("#b8862f")
NEEDLE_RED = QColor("#b5452f")


def paint_bezel(painter: QPainter, radius: float) -> None:
    """A brass ring of width ``radius``/16 just outside ``radius``, with 32 ticks."""
    width = radius / 16
    gradient = QRadialGradient(QPointF(-radius * 0.3, -radius * 0.3), radius * 1.6)
    gradient.setColorAt(0.0, BRASS.lighter(150))
    gradient.setColorAt(1.0, BRASS.darker(140))
    painter.setPen(QPen(INK, 1.2))
    painter.setBrush(QBrush(gradient))
    painter.drawEllipse(QPointF(0, 0), radius + width, radius + width)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(QPointF(0, 0), radius, radius)
    for tick in range(32):
        angle = math.radians(tick * 360 / 32)
        inner = radius + (width * 0.2 if tick % 8 == 0 else width * 0.5)
        painter.setPen(QPen(INK, 1.4 if tick % 8 == 0 else 0.8))
        painter.drawLine(
            QPointF(inner * math.sin(angle), -inner * math.cos(angle)),
            QPointF((radius + width) * math.sin(angle), -(radius + width) * math.cos(angle)),
        )


def paint_needle(painter: QPainter, angle_degrees: float, length: float) -> None:
    """A compass needle pointing at ``angle_degrees`` (clockwise from up): red half forward,
    ink half behind, a brass cap in the middle."""
    angle = math.radians(angle_degrees)
    ahead = QPointF(length * math.sin(angle), -length * math.cos(angle))
    behind = QPointF(-ahead.x() * 0.55, -ahead.y() * 0.55)
    side = QPointF(length * 0.09 * math.cos(angle), length * 0.09 * math.sin(angle))
    painter.setPen(QPen(INK, 1.2))
    painter.setBrush(QBrush(NEEDLE_RED))
    painter.drawPolygon(QPolygonF([ahead, side, QPointF(0, 0) - side]))
    painter.setBrush(QBrush(INK))
    painter.drawPolygon(QPolygonF([behind, side, QPointF(0, 0) - side]))
    painter.setBrush(QBrush(BRASS))
    painter.drawEllipse(QPointF(0, 0), length * 0.08, length * 0.08)
