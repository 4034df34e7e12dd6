"""A moment of celebration: a burst of rays and little stars round a point, fading out
(arrival in London, the winner)."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

#: Gold of the stars.
GOLD = QColor("#e3b448")


def _star(centre: QPointF, radius: float) -> QPolygonF:
    star = QPolygonF()
    for index in range(10):
        r = radius if index % 2 == 0 else radius * 0.45
        angle = math.radians(-90 + index * 36)
        star.append(QPointF(centre.x() + r * math.cos(angle), centre.y() + r * math.sin(angle)))
    return star


def paint_burst(
    painter: QPainter, centre: QPointF, fraction: float, colour: QColor, size: float
) -> None:
    """The burst at ``fraction`` (0 to 1) of its time, ``size`` pixels at its widest."""
    if fraction >= 1.0:
        return
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    fade = 1.0 - fraction
    grow = 1.0 - (1.0 - fraction) ** 3  # fast out, slowing down
    ring = QColor(colour)
    ring.setAlphaF(0.8 * fade)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for share in (1.0, 0.7):
        pen = QPen(ring, 3.0 * share)
        painter.setPen(pen)
        radius = size * 0.5 * grow * share
        painter.drawEllipse(centre, radius, radius)
    rays = 14
    for index in range(rays):
        angle = 2 * math.pi * index / rays + fraction * 0.6
        inner = size * 0.18 + size * 0.3 * grow
        outer = inner + size * 0.12 * fade
        pen = QPen(ring, 2.0)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawLine(
            QPointF(centre.x() + inner * math.cos(angle), centre.y() + inner * math.sin(angle)),
            QPointF(centre.x() + outer * math.cos(angle), centre.y() + outer * math.sin(angle)),
        )
        if index % 2 == 0:
            gold = QColor(GOLD)
            gold.setAlphaF(fade)
            painter.setPen(QPen(QColor(59, 49, 38, round(200 * fade)), 0.8))
            painter.setBrush(QBrush(gold))
            reach = outer + size * 0.05
            painter.drawPolygon(
                _star(
                    QPointF(
                        centre.x() + reach * math.cos(angle), centre.y() + reach * math.sin(angle)
                    ),
                    size * 0.045 * (1 + fade),
                )
            )
    painter.restore()


class CelebrationItem(QGraphicsItem):
    """The burst of an arrival: rays, rings and stars in the player's colour, in pixels."""

    SIZE = 150.0

    def __init__(self, colour: QColor) -> None:
        super().__init__()
        self.colour = colour
        self.fraction = 0.0
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        """The burst's widest extent (pixels)."""
        half = self.SIZE * 0.75
        return QRectF(-half, -half, 2 * half, 2 * half)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """The burst as it is now."""
        if self.fraction > 0.0:
            paint_burst(painter, QPointF(0, 0), self.fraction, self.colour, self.SIZE)
