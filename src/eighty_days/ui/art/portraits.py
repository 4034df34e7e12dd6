"""Small portraits of the four characters for the cards: a cameo in the character's colour
with a head-and-shoulders figure, told apart by hat and hair (QPainter code, MIT like the
project)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen

from eighty_days.ui.common.palette import INK, PAPER

SKIN = QColor("#e9c9a4")
HAIR = QColor("#4a3526")


def paint_portrait(painter: QPainter, rect: QRectF, character: str, colour: QColor) -> None:
    """The portrait of ``character`` ("fogg", "passepartout", "aouda", "fix") in ``rect``."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    side = min(rect.width(), rect.height())
    painter.translate(rect.center())
    painter.scale(side / 40, side / 40)
    cameo = QPainterPath()
    cameo.addEllipse(QPointF(0, 0), 19, 19)
    painter.setPen(QPen(INK, 1.4))
    painter.setBrush(QBrush(colour))
    painter.drawPath(cameo)
    painter.setClipPath(cameo)
    painter.setPen(QPen(INK, 1.0))
    # shoulders and coat
    painter.setBrush(QBrush(QColor(INK).lighter(130) if character != "aouda" else PAPER))
    painter.drawEllipse(QPointF(0, 22), 15, 11)
    if character in ("fogg", "fix"):  # a white collar and a tie
        painter.setBrush(QBrush(PAPER))
        painter.drawPolygon([QPointF(-4, 11), QPointF(4, 11), QPointF(0, 17)])
    # head
    painter.setBrush(QBrush(SKIN))
    painter.drawEllipse(QPointF(0, 2), 7.5, 9)
    painter.setBrush(QBrush(HAIR))
    if character == "fogg":  # a top hat
        painter.setBrush(QBrush(INK))
        painter.drawRect(QRectF(-6, -17, 12, 11))
        painter.drawRect(QRectF(-10, -7, 20, 2.5))
    elif character == "fix":  # a bowler hat and a moustache
        painter.setBrush(QBrush(INK))
        painter.drawChord(QRectF(-7.5, -13, 15, 14), 0, 180 * 16)
        painter.drawRect(QRectF(-10, -6.5, 20, 2))
        painter.drawLine(QPointF(-3.5, 5.5), QPointF(3.5, 5.5))
    elif character == "passepartout":  # a round cap and side whiskers
        painter.drawChord(QRectF(-8, -10, 16, 12), 0, 180 * 16)
        painter.setBrush(QBrush(QColor("#b5452f")))
        painter.drawEllipse(QPointF(0, -9), 2, 2)
    else:  # Aouda: long dark hair and a veil
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawEllipse(QPointF(0, 0), 9, 11)
        painter.setBrush(QBrush(SKIN))
        painter.drawEllipse(QPointF(0, 3), 6, 8)
        painter.setPen(QPen(INK, 1.0))
        painter.setBrush(QBrush(QColor(255, 255, 255, 110)))
        painter.drawChord(QRectF(-11, -12, 22, 22), 20 * 16, 140 * 16)
    painter.restore()
