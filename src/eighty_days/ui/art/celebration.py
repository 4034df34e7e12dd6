"""A moment of celebration: a burst of rays and little stars round a point, fading out
(arrival in London, the winner), and the winner's frame with laurels and a ribbon."""

from __future__ import annotations

import itertools
import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

#: Gold of the stars and the winner's frame.
GOLD = QColor("#e3b448")
#: The brown ink of the frame's rules.
INK_BROWN = QColor("#3b3126")
#: The laurels' green.
LAUREL = QColor("#6f8f4e")


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


# -- the winner's frame ---------------------------------------------------------------------


def partial_polyline(points: list[QPointF], fraction: float) -> list[QPointF]:
    """The first ``fraction`` (0 to 1) of a polyline, by length."""
    if fraction >= 1.0 or len(points) < 2:
        return list(points)
    lengths = [math.hypot(b.x() - a.x(), b.y() - a.y()) for a, b in itertools.pairwise(points)]
    left = sum(lengths) * max(0.0, fraction)
    shown = [points[0]]
    for (a, b), step in zip(itertools.pairwise(points), lengths, strict=True):
        if step >= left:
            t = left / step if step > 0 else 1.0
            shown.append(QPointF(a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t))
            return shown
        shown.append(b)
        left -= step
    return shown


def _frame_outline(rect: QRectF) -> list[QPointF]:
    """The frame's line from the top's middle round the rectangle clockwise, and back."""
    middle = QPointF(rect.center().x(), rect.top())
    return [
        middle,
        rect.topRight(),
        rect.bottomRight(),
        rect.bottomLeft(),
        rect.topLeft(),
        middle,
    ]


def paint_laurel(painter: QPainter, root: QPointF, length: float, angle: float) -> None:
    """A laurel sprig from ``root``, ``length`` pixels long, leaning ``angle`` degrees
    (clockwise from pointing right): a curved stem with pairs of leaves."""
    painter.save()
    painter.translate(root)
    painter.rotate(angle)
    stem = QPainterPath(QPointF(0, 0))
    stem.quadTo(QPointF(length * 0.5, -length * 0.12), QPointF(length, 0))
    painter.setPen(QPen(LAUREL.darker(130), max(1.0, length / 40)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(stem)
    painter.setPen(QPen(LAUREL.darker(150), 0.8))
    painter.setBrush(QBrush(LAUREL))
    leaves = 5
    for index in range(leaves):
        t = (index + 0.6) / (leaves + 0.4)
        at = stem.pointAtPercent(t)
        size = length * 0.17 * (1.0 - 0.35 * t)
        for side in (-1, 1):
            painter.save()
            painter.translate(at)
            painter.rotate(-side * 38 - 8 * t)
            painter.drawEllipse(QRectF(0, -size * 0.22, size, size * 0.44))
            painter.restore()
    painter.setBrush(QBrush(LAUREL.darker(115)))
    tip = stem.pointAtPercent(1.0)
    painter.drawEllipse(QRectF(tip.x() - 1, tip.y() - length * 0.05, length * 0.16, length * 0.1))
    painter.restore()


def paint_ribbon(
    painter: QPainter, centre: QPointF, text: str, colour: QColor, size: float
) -> QRectF:
    """A banner with forked ends carrying ``text`` (``size`` pixels high), centred on
    ``centre``; returns its box."""
    painter.save()
    font = QFont("serif")
    font.setPixelSize(max(10, round(size * 0.5)))
    font.setBold(True)
    font.setItalic(True)
    metrics = QFontMetricsF(font)
    width = metrics.horizontalAdvance(text) + size * 1.6
    body = QRectF(centre.x() - width / 2, centre.y() - size / 2, width, size)
    tail = size * 0.7
    back = QColor(colour).darker(140)
    for sign in (-1, 1):
        edge = body.left() if sign < 0 else body.right()
        end = QPolygonF(
            [
                QPointF(edge - sign * size * 0.3, body.top() + size * 0.25),
                QPointF(edge + sign * tail, body.top() + size * 0.25),
                QPointF(edge + sign * tail * 0.6, body.center().y() + size * 0.25),
                QPointF(edge + sign * tail, body.bottom() + size * 0.25),
                QPointF(edge - sign * size * 0.3, body.bottom() + size * 0.25),
            ]
        )
        painter.setPen(QPen(INK_BROWN, 1.0))
        painter.setBrush(QBrush(back))
        painter.drawPolygon(end)
    painter.setPen(QPen(INK_BROWN, 1.2))
    painter.setBrush(QBrush(colour))
    painter.drawRect(body)
    painter.setPen(QPen(GOLD, 1.0))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(body.adjusted(3, 3, -3, -3))
    painter.setFont(font)
    halo = QPainterPath()
    origin = QPointF(
        centre.x() - metrics.horizontalAdvance(text) / 2,
        centre.y() + (metrics.ascent() - metrics.descent()) / 2,
    )
    halo.addText(origin, font, text)
    painter.setPen(QPen(QColor(40, 28, 16, 160), 2.5))
    painter.drawPath(halo)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(QColor("#fffaf0")))
    painter.drawPath(halo)
    painter.restore()
    return body.adjusted(-tail, 0, tail, size * 0.25)


def paint_winner_frame(
    painter: QPainter, rect: QRectF, colour: QColor, fraction: float, title: str = ""
) -> None:
    """The frame round the winner's sheet (or panel) in device pixels: a gold band with
    ink rules and the winner's colour inside, drawn round from the top's middle as
    ``fraction`` grows (0 to 1), then laurels at the corners and ``title`` on a ribbon."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    draw = min(1.0, fraction / 0.7)  # the frame in the first 70 %, then the ornaments
    for inset, pen in (
        (0.0, QPen(INK_BROWN, 1.2)),
        (4.0, QPen(GOLD, 5.0)),
        (4.0, QPen(GOLD.darker(125), 1.0)),
        (9.0, QPen(INK_BROWN, 0.9)),
        (12.5, QPen(colour, 2.4)),
    ):
        pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
        painter.drawPolyline(
            QPolygonF(
                partial_polyline(_frame_outline(rect.adjusted(inset, inset, -inset, -inset)), draw)
            )
        )
    ornaments = max(0.0, min(1.0, (fraction - 0.7) / 0.3))
    if ornaments > 0.0:
        painter.setOpacity(ornaments)
        sprig = min(70.0, max(28.0, min(rect.width(), rect.height()) * 0.09))
        inner = rect.adjusted(7, 7, -7, -7)  # on the gold band, inside the sheet
        for corner, angle in (
            (inner.topLeft(), 45.0),
            (inner.topRight(), 135.0),
            (inner.bottomRight(), -135.0),
            (inner.bottomLeft(), -45.0),
        ):
            for turn in (-28.0, 28.0):
                paint_laurel(painter, corner, sprig, angle + turn)
            painter.setPen(QPen(INK_BROWN, 0.8))
            painter.setBrush(QBrush(GOLD))
            painter.drawPolygon(_star(corner, sprig * 0.22))
        if title:
            height = min(44.0, max(26.0, rect.height() * 0.05))
            paint_ribbon(
                painter,
                QPointF(rect.center().x(), rect.top() + height * 0.9),
                title,
                colour,
                height,
            )
    painter.restore()


class WinnerFrameItem(QGraphicsItem):
    """The winner's sheet framed: ``paint_winner_frame`` round ``rect`` (scene units), in
    device pixels so it stays sharp at every zoom; ``fraction`` draws it in."""

    def __init__(self, rect: QRectF, colour: QColor, title: str) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.colour = QColor(colour)
        self.title = title
        self.fraction = 1.0
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        """The sheet's rectangle (everything is drawn inside it)."""
        return self.rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """The frame as far as it is drawn."""
        transform = painter.worldTransform()
        device = transform.mapRect(self.rect)
        painter.save()
        painter.resetTransform()
        paint_winner_frame(
            painter, device.adjusted(2, 2, -2, -2), self.colour, self.fraction, self.title
        )
        painter.restore()
