"""Drawn vehicles for the cards: a train, a ship, a balloon, a coach and an elephant
(QPainter code written for the project, MIT like the project).

``paint_vehicle`` draws one in ink with light washes, fitted into a box, facing right.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen

from eighty_days.ui.common.palette import INK

#: Washes of the drawings.
STEEL = QColor("#7d8a94")
WOOD = QColor("#a0703c")
CANVAS = QColor("#efe6cf")
RED = QColor("#b5452f")
GREY = QColor("#9a948a")


def _pen(width: float) -> QPen:
    pen = QPen(INK, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def _train(p: QPainter) -> None:
    p.setBrush(QBrush(STEEL))
    p.drawRoundedRect(QRectF(18, 38, 52, 26), 6, 6)  # boiler
    p.setBrush(QBrush(RED))
    p.drawRect(QRectF(8, 26, 24, 38))  # cab
    p.drawRect(QRectF(4, 22, 32, 6))  # cab roof
    p.setBrush(QBrush(STEEL.darker(130)))
    chimney = QPainterPath(QPointF(56, 38))
    chimney.lineTo(QPointF(54, 22))
    chimney.lineTo(QPointF(66, 22))
    chimney.lineTo(QPointF(64, 38))
    chimney.closeSubpath()
    p.drawPath(chimney)
    p.drawLine(QPointF(70, 64), QPointF(82, 74))  # cow-catcher
    p.setBrush(QBrush(INK))
    for x, r in ((20, 10), (44, 8), (62, 8)):
        p.drawEllipse(QPointF(x, 70), r, r)
    p.setBrush(Qt.BrushStyle.NoBrush)
    smoke = QPainterPath(QPointF(60, 18))
    smoke.cubicTo(QPointF(66, 8), QPointF(78, 14), QPointF(86, 6))
    p.drawPath(smoke)
    p.drawLine(QPointF(0, 80), QPointF(96, 80))


def _ship(p: QPainter) -> None:
    hull = QPainterPath(QPointF(4, 56))
    hull.lineTo(QPointF(92, 56))
    hull.lineTo(QPointF(82, 74))
    hull.lineTo(QPointF(14, 74))
    hull.closeSubpath()
    p.setBrush(QBrush(INK))
    p.drawPath(hull)
    p.setBrush(QBrush(CANVAS))
    p.drawRect(QRectF(26, 46, 44, 10))
    p.setBrush(QBrush(RED))
    p.drawRect(QRectF(42, 24, 10, 22))  # funnel
    p.setBrush(QBrush(INK))
    p.drawRect(QRectF(42, 22, 10, 5))
    p.drawLine(QPointF(24, 46), QPointF(24, 10))  # masts
    p.drawLine(QPointF(74, 46), QPointF(74, 14))
    p.setBrush(QBrush(CANVAS))
    sail = QPainterPath(QPointF(24, 12))
    sail.lineTo(QPointF(38, 40))
    sail.lineTo(QPointF(24, 40))
    sail.closeSubpath()
    p.drawPath(sail)
    p.setBrush(Qt.BrushStyle.NoBrush)
    smoke = QPainterPath(QPointF(46, 18))
    smoke.cubicTo(QPointF(40, 8), QPointF(30, 10), QPointF(20, 4))
    p.drawPath(smoke)
    wave = QPainterPath(QPointF(0, 80))
    for step in range(6):
        x = step * 16
        wave.quadTo(QPointF(x + 8, 74), QPointF(x + 16, 80))
    p.drawPath(wave)


def _balloon(p: QPainter) -> None:
    envelope = QPainterPath(QPointF(48, 4))
    envelope.cubicTo(QPointF(90, 4), QPointF(84, 44), QPointF(58, 56))
    envelope.lineTo(QPointF(38, 56))
    envelope.cubicTo(QPointF(12, 44), QPointF(6, 4), QPointF(48, 4))
    p.setBrush(QBrush(RED))
    p.drawPath(envelope)
    p.setBrush(Qt.BrushStyle.NoBrush)
    for x in (34, 48, 62):  # gores
        gore = QPainterPath(QPointF(48, 4))
        gore.cubicTo(
            QPointF(x + (x - 48) * 0.9, 18), QPointF(x, 44), QPointF(48 + (x - 48) * 0.4, 56)
        )
        p.drawPath(gore)
    p.drawLine(QPointF(39, 56), QPointF(41, 70))
    p.drawLine(QPointF(57, 56), QPointF(55, 70))
    p.setBrush(QBrush(WOOD))
    p.drawRect(QRectF(38, 70, 20, 12))


def _coach(p: QPainter) -> None:
    p.setBrush(QBrush(WOOD))
    body = QPainterPath(QPointF(30, 30))
    body.lineTo(QPointF(84, 30))
    body.lineTo(QPointF(88, 62))
    body.lineTo(QPointF(26, 62))
    body.closeSubpath()
    p.drawPath(body)
    p.setBrush(QBrush(CANVAS))
    p.drawRect(QRectF(40, 36, 14, 12))
    p.drawRect(QRectF(62, 36, 14, 12))
    p.setBrush(Qt.BrushStyle.NoBrush)
    for x, r in ((38, 11), (78, 11)):
        p.drawEllipse(QPointF(x, 70), r, r)
        p.drawLine(QPointF(x - r, 70), QPointF(x + r, 70))
        p.drawLine(QPointF(x, 70 - r), QPointF(x, 70 + r))
    p.drawLine(QPointF(26, 58), QPointF(4, 50))  # shaft
    p.drawLine(QPointF(0, 82), QPointF(96, 82))


def _elephant(p: QPainter) -> None:
    body = QPainterPath(QPointF(14, 60))
    body.cubicTo(QPointF(8, 22), QPointF(62, 16), QPointF(70, 34))
    body.cubicTo(QPointF(80, 22), QPointF(96, 30), QPointF(92, 48))  # head
    body.cubicTo(QPointF(94, 60), QPointF(90, 74), QPointF(96, 80))  # trunk
    body.lineTo(QPointF(88, 80))
    body.cubicTo(QPointF(82, 70), QPointF(84, 60), QPointF(76, 56))
    body.lineTo(QPointF(74, 80))
    body.lineTo(QPointF(62, 80))
    body.lineTo(QPointF(60, 62))
    body.lineTo(QPointF(30, 62))
    body.lineTo(QPointF(28, 80))
    body.lineTo(QPointF(16, 80))
    body.closeSubpath()
    p.setBrush(QBrush(GREY))
    p.drawPath(body)
    p.setBrush(QBrush(RED))
    p.drawRect(QRectF(30, 18, 24, 10))  # howdah cloth
    p.setBrush(QBrush(INK))
    p.drawEllipse(QPointF(82, 38), 1.8, 1.8)


VEHICLES: dict[str, Callable[[QPainter], None]] = {
    "train": _train,
    "ship": _ship,
    "balloon": _balloon,
    "coach": _coach,
    "elephant": _elephant,
}


def paint_vehicle(painter: QPainter, kind: str, box: QRectF, opacity: float = 1.0) -> None:
    """Draw the vehicle ``kind`` ("train", "ship", "balloon", "coach", "elephant") in
    ``box`` (kept square, centred); nothing for another kind."""
    draw = VEHICLES.get(kind)
    if draw is None or box.width() <= 0 or box.height() <= 0:
        return
    side = min(box.width(), box.height())
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setOpacity(painter.opacity() * opacity)
    painter.translate(box.center().x() - side / 2, box.center().y() - side / 2)
    painter.scale(side / 96, side / 96)
    painter.setPen(_pen(max(1.2, 96 / side)))
    draw(painter)
    painter.restore()
