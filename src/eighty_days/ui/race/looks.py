"""How the race looks: pawn colours and shapes, the wind rose's transport colours, space
kinds' colours and symbols. Colours come from the Okabe–Ito colour-blind-safe palette, and
nothing is told by colour alone (pawns have shapes, spaces and fields have symbols)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import StrEnum

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

from eighty_days.engine.race import ActionCard, CardKind, SpaceKind, Transport
from eighty_days.ui.common.palette import INK, PLAYER_COLOURS


class PawnShape(StrEnum):
    """A pawn's shape, so that six pawns differ by more than colour."""

    CIRCLE = "circle"
    SQUARE = "square"
    TRIANGLE = "triangle"
    DIAMOND = "diamond"
    HEXAGON = "hexagon"
    STAR = "star"


PAWN_SHAPES: tuple[PawnShape, ...] = tuple(PawnShape)


@dataclass(frozen=True, slots=True)
class PawnLook:
    """One player's name, pawn colour (``#rrggbb``) and pawn shape."""

    name: str
    colour: str
    shape: PawnShape

    def qcolor(self) -> QColor:
        """The pawn colour as a ``QColor``."""
        return QColor(self.colour)


def default_pawn_looks(names: tuple[str, ...]) -> tuple[PawnLook, ...]:
    """Distinct colours and shapes for ``names`` in seat order (up to six)."""
    return tuple(
        PawnLook(name, PLAYER_COLOURS[i % len(PLAYER_COLOURS)].hex, PAWN_SHAPES[i % 6])
        for i, name in enumerate(names)
    )


#: The wind rose's four fields; the train is red as on the board (Beispiel: "roten Feld").
TRANSPORT_COLOURS: dict[Transport, str] = {
    Transport.COACH: "#E69F00",
    Transport.TRAIN: "#D55E00",
    Transport.SHIP: "#0072B2",
    Transport.ELEPHANT: "#009E73",
}

TRANSPORT_NAMES: dict[Transport, str] = {
    Transport.COACH: str(QT_TRANSLATE_NOOP("RaceBoard", "Coach")),
    Transport.TRAIN: str(QT_TRANSLATE_NOOP("RaceBoard", "Train")),
    Transport.SHIP: str(QT_TRANSLATE_NOOP("RaceBoard", "Ship")),
    Transport.ELEPHANT: str(QT_TRANSLATE_NOOP("RaceBoard", "Elephant")),
}


def transport_name(transport: Transport) -> str:
    """A transport's name in the chosen language ("Coach", "Elephant")."""
    return QCoreApplication.translate("RaceBoard", TRANSPORT_NAMES[transport])


#: Fill colour and a one-letter symbol for each kind of space.
SPACE_COLOURS: dict[SpaceKind, str] = {
    SpaceKind.START: "#3b3126",
    SpaceKind.PLAIN: "#fbf7ea",
    SpaceKind.WIND_ROSE: "#56B4E9",
    SpaceKind.TELESCOPE: "#F0E442",
    SpaceKind.HANDCUFFS: "#4d4d4d",
    SpaceKind.TRAVEL_STATION: "#CC79A7",
    SpaceKind.LONDON: "#3b3126",
}

SPACE_SYMBOLS: dict[SpaceKind, str] = {
    SpaceKind.START: "S",
    SpaceKind.PLAIN: "",
    SpaceKind.WIND_ROSE: "✣",
    SpaceKind.TELESCOPE: "◉",
    SpaceKind.HANDCUFFS: "⚭",
    SpaceKind.TRAVEL_STATION: "★",
    SpaceKind.LONDON: "L",
}

SPACE_HELP: dict[SpaceKind, str] = {
    SpaceKind.START: str(QT_TRANSLATE_NOOP("RaceBoard", "The start in London.")),
    SpaceKind.PLAIN: str(QT_TRANSLATE_NOOP("RaceBoard", "A plain space: the turn ends here.")),
    SpaceKind.WIND_ROSE: str(
        QT_TRANSLATE_NOOP(
            "RaceBoard", "Wind rose space: turn the wind rose (or not), then play another card."
        )
    ),
    SpaceKind.TELESCOPE: str(
        QT_TRANSLATE_NOOP("RaceBoard", "Telescope space: draw an event card and carry it out.")
    ),
    SpaceKind.HANDCUFFS: str(
        QT_TRANSLATE_NOOP("RaceBoard", "Handcuff space: your own figure goes back 3 spaces.")
    ),
    SpaceKind.TRAVEL_STATION: str(
        QT_TRANSLATE_NOOP(
            "RaceBoard",
            "Great travel station: play another card, or draw 1–2 if none of yours fits.",
        )
    ),
    SpaceKind.LONDON: str(
        QT_TRANSLATE_NOOP("RaceBoard", "London: the first figure to arrive wins the race.")
    ),
}

_SPACE_LABELS: dict[SpaceKind, str] = {
    SpaceKind.START: str(QT_TRANSLATE_NOOP("RaceBoard", "start")),
    SpaceKind.PLAIN: str(QT_TRANSLATE_NOOP("RaceBoard", "plain space")),
    SpaceKind.WIND_ROSE: str(QT_TRANSLATE_NOOP("RaceBoard", "wind rose space")),
    SpaceKind.TELESCOPE: str(QT_TRANSLATE_NOOP("RaceBoard", "telescope space")),
    SpaceKind.HANDCUFFS: str(QT_TRANSLATE_NOOP("RaceBoard", "handcuff space")),
    SpaceKind.TRAVEL_STATION: str(QT_TRANSLATE_NOOP("RaceBoard", "great travel station")),
    SpaceKind.LONDON: str(QT_TRANSLATE_NOOP("RaceBoard", "London")),
}

_TRANSPORT_LABELS: dict[str, str] = {
    "coach": str(QT_TRANSLATE_NOOP("RaceBoard", "coach")),
    "train": str(QT_TRANSLATE_NOOP("RaceBoard", "train")),
    "ship": str(QT_TRANSLATE_NOOP("RaceBoard", "ship")),
    "elephant": str(QT_TRANSLATE_NOOP("RaceBoard", "elephant")),
}


def space_help(kind: SpaceKind) -> str:
    """What a kind of space does, in the chosen language."""
    return QCoreApplication.translate("RaceBoard", SPACE_HELP[kind])


def space_label(kind: SpaceKind) -> str:
    """A kind of space's short name in the chosen language ("wind rose space")."""
    return QCoreApplication.translate("RaceBoard", _SPACE_LABELS[kind])


def transport_label(transport: object) -> str:
    """A wind-rose transport's name in the chosen language ("coach", "elephant")."""
    value = str(getattr(transport, "value", transport))
    return QCoreApplication.translate("RaceBoard", _TRANSPORT_LABELS.get(value, value))


_SPECIAL_CARD_TITLES: dict[CardKind, str] = {
    CardKind.WIND_ROSE: str(QT_TRANSLATE_NOOP("RaceBoard", "wind rose")),
    CardKind.HANDCUFFS: str(QT_TRANSLATE_NOOP("RaceBoard", "handcuffs")),
    CardKind.MONEY_BAG: str(QT_TRANSLATE_NOOP("RaceBoard", "money bag")),
}


def card_title(card: ActionCard) -> str:
    """How a player names an action card, in the chosen language ("train 4", "wind rose";
    the engine's ``ActionCard.title`` is the English one)."""
    if card.kind is CardKind.TRAVEL and card.transport is not None:
        return f"{transport_label(card.transport)} {card.value}"
    return QCoreApplication.translate("RaceBoard", _SPECIAL_CARD_TITLES.get(card.kind, card.title))


_PAWN_SHAPE_NAMES: dict[PawnShape, str] = {
    PawnShape.CIRCLE: str(QT_TRANSLATE_NOOP("RaceBoard", "Circle")),
    PawnShape.SQUARE: str(QT_TRANSLATE_NOOP("RaceBoard", "Square")),
    PawnShape.TRIANGLE: str(QT_TRANSLATE_NOOP("RaceBoard", "Triangle")),
    PawnShape.DIAMOND: str(QT_TRANSLATE_NOOP("RaceBoard", "Diamond")),
    PawnShape.HEXAGON: str(QT_TRANSLATE_NOOP("RaceBoard", "Hexagon")),
    PawnShape.STAR: str(QT_TRANSLATE_NOOP("RaceBoard", "Star")),
}


def pawn_shape_name(shape: PawnShape) -> str:
    """A pawn shape's name in the chosen language ("Circle", "Star")."""
    return QCoreApplication.translate("RaceBoard", _PAWN_SHAPE_NAMES[shape])


def pawn_path(shape: PawnShape, rect: QRectF) -> QPainterPath:
    """The outline of a pawn of ``shape`` filling ``rect``."""
    path = QPainterPath()
    c = rect.center()
    rx, ry = rect.width() / 2, rect.height() / 2

    def polygon(corners: int, start: float, radii: tuple[float, ...] = (1.0,)) -> None:
        points = []
        for k in range(corners):
            angle = start + 2 * math.pi * k / corners
            r = radii[k % len(radii)]
            points.append(
                QPointF(c.x() + rx * r * math.cos(angle), c.y() + ry * r * math.sin(angle))
            )
        points.append(points[0])
        path.addPolygon(QPolygonF(points))
        path.closeSubpath()

    if shape is PawnShape.CIRCLE:
        path.addEllipse(rect)
    elif shape is PawnShape.SQUARE:
        path.addRect(rect.adjusted(rx * 0.12, ry * 0.12, -rx * 0.12, -ry * 0.12))
    elif shape is PawnShape.TRIANGLE:
        polygon(3, -math.pi / 2)
    elif shape is PawnShape.DIAMOND:
        polygon(4, -math.pi / 2)
    elif shape is PawnShape.HEXAGON:
        polygon(6, 0.0)
    else:
        polygon(10, -math.pi / 2, (1.0, 0.45))
    return path


def paint_pawn(painter: QPainter, look: PawnLook, rect: QRectF, *, active: bool = False) -> None:
    """Paint a pawn: its shape filled with its colour, outlined in ink (thicker if active)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    pen = QPen(INK, rect.width() * (0.14 if active else 0.07))
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(look.qcolor())
    painter.drawPath(pawn_path(look.shape, rect))
    painter.restore()


def pawn_icon(look: PawnLook, size: int = 20) -> QIcon:
    """A small icon of ``look``'s pawn."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint_pawn(painter, look, QRectF(2, 2, size - 4, size - 4))
    painter.end()
    return QIcon(pixmap)
