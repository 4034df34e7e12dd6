"""Pictures on the cards: the drawn vehicle on a card (the journey's market cards, the
race's hand), the characters' portraits and the adventures' scenes beside their texts."""

from __future__ import annotations

import base64
import random
from functools import cache

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
)

from eighty_days.sheet.model import LocationType, SheetMap
from eighty_days.ui.art.portraits import paint_portrait
from eighty_days.ui.art.vehicles import paint_vehicle
from eighty_days.ui.common.palette import INK

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


def _data_uri(image: QImage) -> str:
    """An image as a ``data:`` URI for rich text (labels show it inline)."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")  # type: ignore[call-overload]  # the stubs want bytes; Qt takes str
    buffer.close()
    return "data:image/png;base64," + base64.b64encode(bytes(data.data())).decode("ascii")


@cache
def portrait_uri(character: str, colour: str, side: int) -> str:
    """A character's portrait, ``side`` pixels, as a ``data:`` URI (made once)."""
    image = QImage(side, side, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint_portrait(painter, QRectF(0, 0, side, side), character, QColor(colour))
    painter.end()
    return _data_uri(image)


def character_card_html(character: str, colour: str, text: str, side: int) -> str:
    """A character's card in rich text: the portrait beside its name and ability."""
    return (
        f'<table cellspacing="0" cellpadding="2"><tr>'
        f'<td valign="middle"><img src="{portrait_uri(character, colour, side)}"></td>'
        f'<td valign="middle">{text}</td></tr></table>'
    )


@cache
def scene_uri(seed: str, by_sea: bool, width: int, height: int) -> str:
    """A small picture of an adventure's scene (hills or sea, sky, sun, a star), made once
    per adventure: the same adventure always shows the same picture."""
    rng = random.Random(seed)
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#f3e7c9"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    sky = QLinearGradient(0, 0, 0, height)
    sky.setColorAt(0, QColor("#cfe0ea"))
    sky.setColorAt(1, QColor("#f3e7c9"))
    painter.fillRect(QRectF(0, 0, width, height * 0.7), QBrush(sky))
    painter.setPen(QPen(INK, 0.8))
    painter.setBrush(QColor("#e3b448"))
    painter.drawEllipse(
        QPointF(width * rng.uniform(0.6, 0.85), height * 0.25), height * 0.12, height * 0.12
    )
    ground = QPainterPath(QPointF(0, height))
    ground.lineTo(0, height * rng.uniform(0.55, 0.7))
    for step in range(1, 5):
        ground.quadTo(
            QPointF(width * (step - 0.5) / 4, height * rng.uniform(0.3, 0.55)),
            QPointF(width * step / 4, height * rng.uniform(0.55, 0.72)),
        )
    ground.lineTo(width, height)
    ground.closeSubpath()
    if by_sea:
        painter.setBrush(QColor("#9cc0d4"))
        painter.drawRect(QRectF(0, height * 0.65, width, height * 0.35))
        island = QPainterPath(QPointF(width * 0.2, height * 0.7))
        island.quadTo(QPointF(width * 0.4, height * 0.35), QPointF(width * 0.62, height * 0.7))
        island.closeSubpath()
        painter.setBrush(QColor("#9bb57a"))
        painter.drawPath(island)
    else:
        painter.setBrush(QColor("#b9a77c"))
        painter.drawPath(ground)
    painter.setBrush(QColor("#c0392b"))
    painter.setPen(QPen(INK, 0.6))
    x, y, r = width * 0.16, height * 0.2, height * 0.1
    painter.drawEllipse(QPointF(x, y), r, r)
    painter.setPen(QPen(INK, 1.0))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(QRectF(0.5, 0.5, width - 1, height - 1))
    painter.end()
    return _data_uri(image)


def scene_by_sea(sheet: SheetMap, location_id: str) -> bool:
    """Whether an adventure's scene shows the sea: its place is an island or a port."""
    if not sheet.has_location(location_id):
        return False
    return sheet.location(location_id).type in (LocationType.ISLAND, LocationType.PORT)


def adventure_card_html(seed: str, by_sea: bool, text: str, height: int) -> str:
    """An adventure card in rich text: a picture of its scene beside its title."""
    uri = scene_uri(seed, by_sea, round(height * 1.5), height)
    return (
        f'<table cellspacing="0" cellpadding="2"><tr>'
        f'<td valign="middle"><img src="{uri}"></td>'
        f'<td valign="middle">{text}</td></tr></table>'
    )


def event_card_picture(side: int) -> QPixmap:
    """The picture on an event card: the telescope that shows it (``side`` pixels)."""
    from eighty_days.ui.art.race_art import paint_telescope

    pixmap = QPixmap(side, side)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(side / 2, side / 2)
    paint_telescope(painter, side * 0.55)
    painter.end()
    return pixmap
