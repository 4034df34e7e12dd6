"""Pictures on the cards: the drawn vehicle behind a card's figures (the journey's market
cards, the race's hand)."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from eighty_days.ui.art.vehicles import paint_vehicle

#: How strongly the picture shows behind the card's text.
PICTURE_OPACITY = 0.32


def paint_card_vehicle(painter: QPainter, kind: str, card: QRectF, *, faint: bool = False) -> None:
    """The vehicle ``kind`` drawn in the middle of ``card``, light enough to read over."""
    side = min(card.width() * 0.62, card.height() * 0.62)
    box = QRectF(card.center().x() - side / 2, card.center().y() - side / 2, side, side)
    paint_vehicle(painter, kind, box, PICTURE_OPACITY * (0.5 if faint else 1.0))


def paint_card_vehicle_below(painter: QPainter, kind: str, body: QRectF, faint: bool) -> QRectF:
    """The vehicle ``kind`` in the lower part of a card's ``body``; returns the part above
    it, where the card's figure goes."""
    picture_height = body.height() * 0.45
    picture = QRectF(body.left(), body.bottom() - picture_height, body.width(), picture_height)
    paint_vehicle(painter, kind, picture.adjusted(2, 0, -2, -2), 0.45 if faint else 0.95)
    return QRectF(body.left(), body.top(), body.width(), body.height() - picture_height)
