"""Colours and token shapes: the Okabe–Ito colour-blind-safe palette and the pad's inks."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPolygonF


@dataclass(frozen=True, slots=True)
class PlayerColour:
    """A player colour: its name and its ``#rrggbb`` value."""

    name: str
    hex: str

    def qcolor(self) -> QColor:
        """The colour as a ``QColor``."""
        return QColor(self.hex)

    def shown_name(self) -> str:
        """The colour's name in the chosen language."""
        return QCoreApplication.translate("PlayerColour", self.name)


#: Okabe & Ito (2008), "Color Universal Design": distinguishable with any colour vision.
#: Yellow is left out (it vanishes on paper); black is the ink of the map itself.
PLAYER_COLOURS: tuple[PlayerColour, ...] = (
    PlayerColour(str(QT_TRANSLATE_NOOP("PlayerColour", "Vermillion")), "#D55E00"),
    PlayerColour(str(QT_TRANSLATE_NOOP("PlayerColour", "Blue")), "#0072B2"),
    PlayerColour(str(QT_TRANSLATE_NOOP("PlayerColour", "Bluish green")), "#009E73"),
    PlayerColour(str(QT_TRANSLATE_NOOP("PlayerColour", "Reddish purple")), "#CC79A7"),
    PlayerColour(str(QT_TRANSLATE_NOOP("PlayerColour", "Orange")), "#E69F00"),
    PlayerColour(str(QT_TRANSLATE_NOOP("PlayerColour", "Sky blue")), "#56B4E9"),
)


class TokenShape(StrEnum):
    """A day token's shape, so tokens differ by more than colour."""

    CIRCLE = "circle"
    SQUARE = "square"
    TRIANGLE = "triangle"
    DIAMOND = "diamond"

    def shown_name(self) -> str:
        """The shape's name in the chosen language ("Circle", …)."""
        return QCoreApplication.translate("TokenShape", _SHAPE_NAMES[self.value])


TOKEN_SHAPES: tuple[TokenShape, ...] = tuple(TokenShape)

_SHAPE_NAMES = {
    "circle": str(QT_TRANSLATE_NOOP("TokenShape", "Circle")),
    "square": str(QT_TRANSLATE_NOOP("TokenShape", "Square")),
    "triangle": str(QT_TRANSLATE_NOOP("TokenShape", "Triangle")),
    "diamond": str(QT_TRANSLATE_NOOP("TokenShape", "Diamond")),
}

PAPER = QColor("#f6efdc")
PAPER_EDGE = QColor("#d9ccaa")
LAND = QColor("#efe4c6")
INK = QColor("#3b3126")
FAINT_INK = QColor("#8a7a62")
SEA_INK = QColor("#6d8fa8")
LEGAL = QColor("#009E73")
ILLEGAL = QColor("#D55E00")
DETOUR_RED = QColor("#c0392b")
MOUNTAIN_INK = QColor("#7a5230")


def token_path(shape: TokenShape, rect: QRectF) -> QPainterPath:
    """The outline of a token of ``shape`` filling ``rect``."""
    path = QPainterPath()
    if shape is TokenShape.CIRCLE:
        path.addEllipse(rect)
    elif shape is TokenShape.SQUARE:
        path.addRect(rect.adjusted(1, 1, -1, -1))
    elif shape is TokenShape.TRIANGLE:
        path.addPolygon(
            QPolygonF(
                [
                    QPointF(rect.center().x(), rect.top()),
                    rect.bottomRight(),
                    rect.bottomLeft(),
                    QPointF(rect.center().x(), rect.top()),
                ]
            )
        )
    else:
        c = rect.center()
        path.addPolygon(
            QPolygonF(
                [
                    QPointF(c.x(), rect.top()),
                    QPointF(rect.right(), c.y()),
                    QPointF(c.x(), rect.bottom()),
                    QPointF(rect.left(), c.y()),
                    QPointF(c.x(), rect.top()),
                ]
            )
        )
    return path


def paint_token(
    painter: QPainter, shape: TokenShape, colour: QColor, rect: QRectF, *, active: bool = False
) -> None:
    """Paint a day token: a filled shape with an ink outline (thicker when active)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    pen = painter.pen()
    pen.setColor(INK)
    pen.setWidthF(2.5 if active else 1.0)
    painter.setPen(pen)
    painter.setBrush(colour)
    painter.drawPath(token_path(shape, rect))
    painter.restore()
