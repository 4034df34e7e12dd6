"""What is drawn over the printed sheet: the route of the player looked at, in ink, and
the red pen rings round the adventure places whose cards still wait."""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from eighty_days.sheet.model import Point
from eighty_days.ui.art import sheet_art
from eighty_days.ui.common.palette import DETOUR_RED, INK, TokenShape, token_path
from eighty_days.ui.journey.map_art import cosmetic_pen
from eighty_days.ui.journey.scene_geometry import to_scene

if TYPE_CHECKING:
    from eighty_days.engine.journey import JourneyState

#: Z order of the items above the printed sheet.
Z_ROUTES, Z_ADVENTURE, Z_RULER = 10, 12, 20
#: The side of a stop's mark in a token shape other than the circle (pixels).
STOP_MARK_SIZE = 9.0


@dataclass(frozen=True, slots=True)
class RouteDrawing:
    """What the scene needs to draw one player's route: the polylines, the ink and the
    player's token shape (its stops are marked in it: a route is told by more than its
    colour)."""

    legs: tuple[tuple[Point, ...], ...]
    colour: QColor
    shape: TokenShape = TokenShape.CIRCLE


def waiting_adventure_places(state: JourneyState) -> tuple[str, ...]:
    """The places of the adventure cards still waiting on the table (dealt, not yet claimed
    by anyone): the places every sheet rings, whatever state is shown (after a claim, an
    undo or a game opened)."""
    cards = {card.id: card.location for card in state.config.sheet.adventure_cards}
    return tuple(cards[card] for card in state.unclaimed_adventures if card in cards)


class RouteInk(QGraphicsItem):
    """A player's route in ink: each segment a little wider or thinner, as drawn by hand,
    and a dot at each stop. ``reveal`` (0 to 1) shows the last leg drawn so far."""

    #: The pen's normal width on screen (pixels).
    WIDTH = 2.6

    def __init__(self, drawing: RouteDrawing) -> None:
        super().__init__()
        self.drawing = drawing
        self.colour = drawing.colour
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.legs = [[to_scene(p) for p in leg] for leg in drawing.legs if len(leg) >= 2]
        count = sum(len(leg) - 1 for leg in self.legs)
        self.widths = sheet_art.route_widths(count, seed=count * 7 + 3, base=self.WIDTH)
        self.reveal = 1.0
        bounds = QRectF()
        for leg in self.legs:
            bounds = bounds.united(QPolygonF(leg).boundingRect())
        # stops and pen widths are a few pixels: at the view's smallest zoom (one pixel a
        # unit) six units hold them
        self._bounds = bounds.adjusted(-6.0, -6.0, 6.0, 6.0)

    def boundingRect(self) -> QRectF:
        """The route's extent with room for the pen and the dots."""
        return self._bounds

    def set_reveal(self, fraction: float) -> None:
        """Show the last leg drawn up to ``fraction`` of its length."""
        self.reveal = max(0.0, min(1.0, fraction))
        self.update()

    def leg_points(self, index: int) -> list[QPointF]:
        """The scene points of leg ``index`` as drawn now (the last one perhaps in part)."""
        leg = self.legs[index]
        if index != len(self.legs) - 1 or self.reveal >= 1.0:
            return list(leg)
        total = sheet_art.polyline_length(leg) * self.reveal
        shown = [leg[0]]
        for a, b in itertools.pairwise(leg):
            step = math.hypot(b.x() - a.x(), b.y() - a.y())
            if step >= total:
                t = total / step if step > 0 else 1.0
                shown.append(QPointF(a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t))
                break
            shown.append(b)
            total -= step
        return shown

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """Segments in the player's ink, then the stops' dots (in pixels)."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        transform = painter.worldTransform()
        painter.save()
        painter.resetTransform()
        shade = QColor(self.colour).darker(135)
        shade.setAlpha(110)
        width_index = 0
        stops: list[QPointF] = []
        for index in range(len(self.legs)):
            points = [transform.map(p) for p in self.leg_points(index)]
            for a, b in itertools.pairwise(points):
                width = self.widths[min(width_index, len(self.widths) - 1)]
                width_index += 1
                painter.setPen(sheet_art.ink_pen(self.colour, width))
                painter.drawLine(a, b)
                painter.setPen(sheet_art.ink_pen(shade, width * 0.35))
                painter.drawLine(a, b)
            width_index += max(0, len(self.legs[index]) - len(points))
            if index < len(self.legs) - 1 or self.reveal >= 1.0:
                stops.append(points[-1])
        painter.setPen(QPen(INK, 1))
        painter.setBrush(QBrush(self.colour))
        shape = self.drawing.shape
        for stop in stops:
            if shape is TokenShape.CIRCLE:
                painter.drawEllipse(stop, 3.4, 3.4)
            else:  # the player's token shape, as large to the eye as the dot
                size = STOP_MARK_SIZE
                painter.drawPath(
                    token_path(shape, QRectF(stop.x() - size / 2, stop.y() - size / 2, size, size))
                )
        painter.restore()


class PenRing(QGraphicsItem):
    """The ring round an adventure location, drawn with a red pen (a little over one turn)."""

    def __init__(self, radius: float, seed: int) -> None:
        super().__init__()
        self.radius = radius
        self.path = sheet_art.pen_ring_path(radius, seed)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        """The ring with room for the pen."""
        return self.path.boundingRect().adjusted(-0.5, -0.5, 0.5, 0.5)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """Two strokes, as a pen that went round once and a bit."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(cosmetic_pen(DETOUR_RED, 2.2))
        painter.drawPath(self.path)
        light = QColor(DETOUR_RED)
        light.setAlpha(90)
        painter.setPen(cosmetic_pen(light, 4.0))
        painter.drawPath(self.path)
