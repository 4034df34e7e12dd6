"""Ornaments and icons of the journey sheet: compass rose, title cartouche, place icons,
the adventure's pen ring, mountain symbols and the hand-drawn route line.

Every function paints in the painter's current coordinates; the sheet calls the icon and
ornament painters in device pixels so they stay sharp at every zoom.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Sequence

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

from eighty_days.ui.art.paper import paper_brush
from eighty_days.ui.common.palette import DETOUR_RED, INK, MOUNTAIN_INK, PAPER, SEA_INK

#: Gold of the adventure star.
ADVENTURE_GOLD = QColor("#e3b448")
#: Green of an island's hill.
ISLAND_GREEN = QColor("#9bb57a")


def ink_pen(colour: QColor, width: float) -> QPen:
    """A pen with round caps and joins (device pixels)."""
    pen = QPen(colour, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


# -- place icons ---------------------------------------------------------------------------


def paint_city(painter: QPainter, centre: QPointF, size: float) -> None:
    """A city: a row of houses with roofs and a tower, in ink."""
    h = size / 2
    x, y = centre.x(), centre.y()
    path = QPainterPath()
    path.moveTo(x - h, y + h * 0.8)
    path.lineTo(x - h, y - h * 0.05)
    path.lineTo(x - h * 0.45, y - h * 0.55)
    path.lineTo(x + h * 0.1, y - h * 0.05)
    path.lineTo(x + h * 0.1, y - h * 0.95)
    path.lineTo(x + h * 0.35, y - h * 1.2)
    path.lineTo(x + h * 0.6, y - h * 0.95)
    path.lineTo(x + h * 0.6, y - h * 0.2)
    path.lineTo(x + h, y - h * 0.2)
    path.lineTo(x + h, y + h * 0.8)
    path.closeSubpath()
    painter.setPen(ink_pen(INK, 1.0))
    painter.setBrush(QBrush(INK))
    painter.drawPath(path)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(PAPER))
    window = size * 0.14
    painter.drawRect(QRectF(x - h * 0.6, y + h * 0.15, window, window))
    painter.drawRect(QRectF(x + h * 0.28, y - h * 0.6, window * 0.8, window))


def paint_port(painter: QPainter, centre: QPointF, size: float) -> None:
    """A port: an anchor in sea ink on a paper disc."""
    h = size / 2
    x, y = centre.x(), centre.y()
    painter.setPen(ink_pen(SEA_INK.darker(140), 0.9))
    painter.setBrush(QBrush(PAPER))
    painter.drawEllipse(centre, h, h)
    pen = ink_pen(SEA_INK.darker(160), max(1.1, size / 9))
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(QPointF(x, y - h * 0.55), h * 0.16, h * 0.16)
    painter.drawLine(QPointF(x, y - h * 0.38), QPointF(x, y + h * 0.62))
    painter.drawLine(QPointF(x - h * 0.32, y - h * 0.2), QPointF(x + h * 0.32, y - h * 0.2))
    arc = QPainterPath(QPointF(x - h * 0.55, y + h * 0.12))
    arc.quadTo(QPointF(x - h * 0.45, y + h * 0.65), QPointF(x, y + h * 0.62))
    arc.quadTo(QPointF(x + h * 0.45, y + h * 0.65), QPointF(x + h * 0.55, y + h * 0.12))
    painter.drawPath(arc)


def paint_island(painter: QPainter, centre: QPointF, size: float) -> None:
    """An island: a green hill on a wave line."""
    h = size / 2
    x, y = centre.x(), centre.y()
    hill = QPainterPath(QPointF(x - h, y + h * 0.35))
    hill.cubicTo(
        QPointF(x - h * 0.6, y - h * 0.9),
        QPointF(x + h * 0.5, y - h * 0.9),
        QPointF(x + h, y + h * 0.35),
    )
    hill.closeSubpath()
    painter.setPen(ink_pen(INK, 1.0))
    painter.setBrush(QBrush(ISLAND_GREEN))
    painter.drawPath(hill)
    wave = QPainterPath(QPointF(x - h * 1.05, y + h * 0.75))
    for step in range(4):
        x0 = x - h * 1.05 + step * h * 0.525
        wave.quadTo(QPointF(x0 + h * 0.26, y + h * 0.45), QPointF(x0 + h * 0.525, y + h * 0.75))
    painter.setPen(ink_pen(SEA_INK.darker(130), 1.0))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(wave)


def paint_outpost(painter: QPainter, centre: QPointF, size: float) -> None:
    """An outpost: a small flag on a pole over a hut."""
    h = size / 2
    x, y = centre.x(), centre.y()
    painter.setPen(ink_pen(INK, 1.0))
    painter.setBrush(QBrush(PAPER))
    hut = QPolygonF(
        [
            QPointF(x - h * 0.8, y + h * 0.8),
            QPointF(x - h * 0.8, y + h * 0.1),
            QPointF(x, y - h * 0.35),
            QPointF(x + h * 0.8, y + h * 0.1),
            QPointF(x + h * 0.8, y + h * 0.8),
        ]
    )
    painter.drawPolygon(hut)
    painter.drawLine(QPointF(x, y - h * 0.35), QPointF(x, y - h * 1.25))
    painter.setBrush(QBrush(DETOUR_RED))
    painter.drawPolygon(
        QPolygonF(
            [QPointF(x, y - h * 1.25), QPointF(x + h * 0.75, y - h * 1.02), QPointF(x, y - h * 0.8)]
        )
    )


def paint_adventure(painter: QPainter, centre: QPointF, size: float) -> None:
    """An adventure: a gold five-pointed star with an ink rim."""
    h = size / 2 * 1.1
    star = QPolygonF()
    for index in range(10):
        radius = h if index % 2 == 0 else h * 0.45
        angle = math.radians(-90 + index * 36)
        star.append(
            QPointF(centre.x() + radius * math.cos(angle), centre.y() + radius * math.sin(angle))
        )
    painter.setPen(ink_pen(INK, 1.0))
    painter.setBrush(QBrush(ADVENTURE_GOLD))
    painter.drawPolygon(star)


# -- ornaments -------------------------------------------------------------------------------


def paint_compass_rose(painter: QPainter, centre: QPointF, radius: float) -> None:
    """A compass rose: rings, eight points (the cardinal ones shaded) and N E S W."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(centre)
    faint = QColor(INK)
    faint.setAlpha(150)
    painter.setPen(ink_pen(faint, 0.8))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(QPointF(0, 0), radius * 0.78, radius * 0.78)
    painter.drawEllipse(QPointF(0, 0), radius * 0.70, radius * 0.70)
    for tick in range(32):
        angle = math.radians(tick * 360 / 32)
        inner = radius * (0.70 if tick % 4 == 0 else 0.73)
        painter.drawLine(
            QPointF(inner * math.sin(angle), -inner * math.cos(angle)),
            QPointF(radius * 0.78 * math.sin(angle), -radius * 0.78 * math.cos(angle)),
        )
    for index in range(8):
        cardinal = index % 2 == 0
        length = radius * (0.95 if cardinal else 0.55)
        width = radius * (0.14 if cardinal else 0.10)
        angle = math.radians(index * 45)
        tip = QPointF(length * math.sin(angle), -length * math.cos(angle))
        left = QPointF(
            width * math.sin(angle - math.pi / 2), -width * math.cos(angle - math.pi / 2)
        )
        right = QPointF(-left.x(), -left.y())
        painter.setPen(ink_pen(INK, 0.9))
        painter.setBrush(QBrush(INK if cardinal else PAPER))
        painter.drawPolygon(QPolygonF([QPointF(0, 0), left, tip]))
        painter.setBrush(
            QBrush(PAPER if cardinal else QColor(INK.red(), INK.green(), INK.blue(), 120))
        )
        painter.drawPolygon(QPolygonF([QPointF(0, 0), tip, right]))
    painter.setBrush(QBrush(DETOUR_RED))
    painter.drawEllipse(QPointF(0, 0), radius * 0.05, radius * 0.05)
    font = QFont("serif")
    font.setPixelSize(max(8, round(radius * 0.2)))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(INK)
    metrics = QFontMetricsF(font)
    for letter, angle in (("N", 0), ("E", 90), ("S", 180), ("W", 270)):
        reach = radius * 1.1 + metrics.height() * 0.3
        at = QPointF(reach * math.sin(math.radians(angle)), -reach * math.cos(math.radians(angle)))
        width = metrics.horizontalAdvance(letter)
        painter.drawText(QPointF(at.x() - width / 2, at.y() + metrics.ascent() / 2 - 1), letter)
    painter.restore()


def paint_cartouche(
    painter: QPainter, rect: QRectF, title: str, subtitle: str, origin: QPointF
) -> None:
    """A title cartouche: paper with a double ink frame, curled corners, the sheet's name."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    shadow = QColor(60, 45, 25, 50)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(shadow)
    painter.drawRoundedRect(rect.translated(2.5, 2.5), 6, 6)
    painter.setBrush(paper_brush(origin))
    painter.drawRoundedRect(rect, 6, 6)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(ink_pen(INK, 1.6))
    painter.drawRoundedRect(rect.adjusted(3, 3, -3, -3), 4, 4)
    painter.setPen(ink_pen(INK, 0.7))
    painter.drawRoundedRect(rect.adjusted(6, 6, -6, -6), 2, 2)
    # curls at the corners
    curl = min(rect.width(), rect.height()) * 0.12
    for corner, sx, sy in (
        (rect.topLeft(), 1, 1),
        (rect.topRight(), -1, 1),
        (rect.bottomLeft(), 1, -1),
        (rect.bottomRight(), -1, -1),
    ):
        c = QPointF(corner.x() + sx * 6, corner.y() + sy * 6)
        path = QPainterPath(c)
        path.cubicTo(
            QPointF(c.x() + sx * curl, c.y()),
            QPointF(c.x() + sx * curl, c.y() + sy * curl),
            QPointF(c.x() + sx * curl * 0.5, c.y() + sy * curl * 0.6),
        )
        painter.drawPath(path)
    font = QFont("serif")
    font.setPixelSize(max(10, round(rect.height() * 0.38)))
    font.setItalic(True)
    font.setBold(True)
    font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 108)
    painter.setFont(font)
    painter.setPen(INK)
    title_box = QRectF(
        rect.left(), rect.top() + rect.height() * 0.08, rect.width(), rect.height() * 0.58
    )
    painter.drawText(title_box, Qt.AlignmentFlag.AlignCenter, title)
    small = QFont("serif")
    small.setPixelSize(max(8, round(rect.height() * 0.17)))
    small.setItalic(True)
    painter.setFont(small)
    painter.setPen(QColor(INK.red(), INK.green(), INK.blue(), 200))
    painter.drawText(
        QRectF(rect.left(), rect.top() + rect.height() * 0.6, rect.width(), rect.height() * 0.3),
        Qt.AlignmentFlag.AlignCenter,
        subtitle,
    )
    painter.restore()


def pen_ring_path(radius: float, seed: int) -> QPainterPath:
    """A ring drawn by hand: a little more than one turn, slightly wobbly, not closed."""
    rng = random.Random(seed)
    wobble = [rng.uniform(-0.06, 0.06) for _ in range(6)]
    path = QPainterPath()
    turns = 1.12
    steps = 64
    start = rng.uniform(0, 2 * math.pi)
    for index in range(steps + 1):
        t = index / steps
        angle = start + t * turns * 2 * math.pi
        r = radius * (1 + wobble[index % 6] * math.sin(t * math.pi) + 0.05 * (t - 0.5))
        point = QPointF(r * math.cos(angle) * 1.08, r * math.sin(angle))
        if index == 0:
            path.moveTo(point)
        else:
            path.lineTo(point)
    return path


def mountain_peak(centre: QPointF, size: float) -> tuple[QPainterPath, QPainterPath]:
    """A mountain symbol of width ``size``: its outline (^) and its shaded side."""
    x, y, h = centre.x(), centre.y(), size / 2
    outline = QPainterPath(QPointF(x - h, y + h * 0.5))
    outline.lineTo(QPointF(x - h * 0.1, y - h * 0.7))
    outline.lineTo(QPointF(x + h * 0.15, y - h * 0.45))
    outline.lineTo(QPointF(x + h * 0.3, y - h * 0.6))
    outline.lineTo(QPointF(x + h, y + h * 0.5))
    shade = QPainterPath(QPointF(x - h * 0.1, y - h * 0.7))
    shade.lineTo(QPointF(x + h * 0.15, y - h * 0.45))
    shade.lineTo(QPointF(x + h * 0.3, y - h * 0.6))
    shade.lineTo(QPointF(x + h, y + h * 0.5))
    shade.lineTo(QPointF(x + h * 0.05, y + h * 0.5))
    shade.closeSubpath()
    return outline, shade


def mountain_colours() -> tuple[QColor, QColor]:
    """The ink of the mountain symbols and the wash of their shaded side."""
    shade = QColor(MOUNTAIN_INK)
    shade.setAlpha(90)
    return MOUNTAIN_INK, shade


def route_widths(count: int, seed: int, base: float) -> list[float]:
    """Pen widths of ``count`` route segments, varying a little as a hand-drawn line does."""
    rng = random.Random(seed)
    return [base * rng.uniform(0.82, 1.18) for _ in range(count)]


def polyline_length(points: Sequence[QPointF]) -> float:
    """The length of a polyline."""
    return sum(math.hypot(b.x() - a.x(), b.y() - a.y()) for a, b in itertools.pairwise(points))
