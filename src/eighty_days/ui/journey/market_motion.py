"""The market's motion: cards slide left when a row shifts, a new card turns over from the
deck, and a card bought as the other transport flips (R2024-06).

``MarketMotion`` is a see-through layer over the market. The market tells it which card
lies in which slot after each new state (``play``); a card found in another slot than
before slides there from its old place, a card not shown before comes from the deck,
turning over on the way; a card taken flipped (a train as a ship, or the reverse) turns
over where it lay, showing its other face, above the row. Only pictures move: the
market's card widgets already show the new state, and clicks go through the layer to them.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import QWidget

from eighty_days.ui.common.palette import INK, PAPER
from eighty_days.ui.motion import Motion, motion_factor

#: How long the cards take to slide and turn, at normal speed (ms).
MARKET_SLIDE_MS = 600
#: How long a card bought as the other transport takes to flip over, at normal speed (ms).
MARKET_FLIP_MS = 900


@dataclass(frozen=True, slots=True)
class Flip:
    """A card taken as the other transport: its face as it lay, its other face, where."""

    before: QPixmap
    after: QPixmap
    rect: QRectF


class MarketMotion(QWidget):
    """A layer over the market painting the cards on their way."""

    def __init__(self, market: QWidget) -> None:
        super().__init__(market)
        self.market = market
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self._backdrop = QPixmap()
        self.hide()
        #: The card shown in each slot after the last state.
        self._shown: dict[Hashable, object] = {}
        #: Cards on their way: (picture, from, to, turning over).
        self.moving: list[tuple[QPixmap, QRectF, QRectF, bool]] = []
        #: The card taken as the other transport, turning over (None: no flip).
        self.flip: Flip | None = None
        self.fraction = 1.0
        self.motion = Motion(MARKET_SLIDE_MS, self._step, self)

    def play(
        self,
        cards: Mapping[Any, tuple[object | None, QWidget]],
        deck: object,
        flip: Flip | None = None,
    ) -> None:
        """After a new state: ``cards`` maps each slot to (card id or None, its widget);
        cards that changed slot slide, new ones come from the ``deck`` slot's place; a
        ``flip`` turns over where the taken card lay."""
        before = self._shown
        now = {slot: card_id for slot, (card_id, _widget) in cards.items() if card_id is not None}
        self._shown = now
        self.motion.stop()
        self.moving = []
        self.flip = None
        if not before or motion_factor() <= 0.0:
            self.hide()
            return
        # the slots' widgets stay where they are: a card's old place is its old slot's
        slot_before = {card_id: slot for slot, card_id in before.items()}
        deck_rect = cards[deck][1].geometry() if deck in cards else None
        ways: list[tuple[QRectF, QRectF, bool]] = []
        for slot, card_id in now.items():
            rect = cards[slot][1].geometry()
            old_slot = slot_before.get(card_id)
            if old_slot == slot:
                continue
            old = cards[old_slot][1].geometry() if old_slot in cards else None
            if old is None and deck_rect is None:
                continue
            # a new card: from the deck, turning over (a new top of the deck turns in place)
            if old is not None:
                start = QRectF(old)
            elif slot != deck and deck_rect is not None:
                start = QRectF(deck_rect)
            else:
                start = QRectF(rect)
            ways.append((start, QRectF(rect), old is None))
        self.flip = flip
        if not ways and flip is None:
            self.hide()
            return
        self.motion.normal_ms = MARKET_FLIP_MS if flip is not None else MARKET_SLIDE_MS
        self.hide()  # (not in its own picture)
        self.setGeometry(self.market.rect())
        # the market as it is now, drawn once: painted opaque under the moving cards (the
        # widgets below need no repaint on each frame), and each moving card cut from it
        self._backdrop = self.market.grab()
        ratio = self._backdrop.devicePixelRatio()
        for start, end, turning in ways:
            picture = self._backdrop.copy(
                QRectF(
                    end.x() * ratio, end.y() * ratio, end.width() * ratio, end.height() * ratio
                ).toAlignedRect()
            )
            picture.setDevicePixelRatio(ratio)
            self.moving.append((picture, start, end, turning))
        self.raise_()
        self.show()
        self.motion.start()

    @property
    def is_running(self) -> bool:
        """Whether cards are on their way."""
        return self.motion.is_running

    def _step(self, fraction: float) -> None:
        self.fraction = fraction
        if fraction >= 1.0:
            self.moving = []
            self.flip = None
            self.hide()
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        """Cover the cards' new places, then paint each card where it is on its way, and
        the flipped card over them."""
        if not self.moving and self.flip is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(QRectF(self.rect()), self._backdrop, QRectF(self._backdrop.rect()))
        cover = self.market.palette().window()
        for _picture, _start, end, _turning in self.moving:
            painter.fillRect(end, cover)
        t = self.fraction
        for picture, start, end, turning in self.moving:
            rect = QRectF(
                start.x() + (end.x() - start.x()) * t,
                start.y() + (end.y() - start.y()) * t,
                end.width(),
                end.height(),
            )
            if not turning:
                painter.drawPixmap(rect, picture, QRectF(picture.rect()))
                continue
            # turning over: the back narrows to its edge, then the face widens
            width = abs(1.0 - 2.0 * t)
            shown = QRectF(
                rect.center().x() - rect.width() * width / 2,
                rect.top(),
                rect.width() * width,
                rect.height(),
            )
            if t < 0.5:
                paint_card_back(painter, shown)
            else:
                painter.drawPixmap(shown, picture, QRectF(picture.rect()))
        if self.flip is not None:
            paint_flip(painter, self.flip, self.fraction)
        painter.end()


def paint_flip(painter: QPainter, flip: Flip, t: float) -> None:
    """The card turning over about its upright middle at ``t`` (0 to 1): lifted a little,
    the face it lay with narrows to its edge, then the other face widens."""
    lift = 1.0 + 0.12 * math.sin(math.pi * t)
    width = abs(1.0 - 2.0 * t) * flip.rect.width() * lift
    height = flip.rect.height() * lift
    if width < 1:
        return
    centre = flip.rect.center()
    shown = QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)
    face = flip.before if t < 0.5 else flip.after
    painter.drawPixmap(shown, face, QRectF(face.rect()))


def paint_card_back(painter: QPainter, rect: QRectF) -> None:
    """The back of a transport card: paper with a framed globe."""
    if rect.width() < 1:
        return
    painter.save()
    painter.setPen(QPen(INK, 1.0))
    painter.setBrush(QBrush(QColor("#7a3b2e")))
    painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 6, 6)
    painter.setPen(QPen(PAPER, 1.2))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect.adjusted(6, 6, -6, -6), 4, 4)
    radius = min(rect.width(), rect.height()) * 0.22
    centre = rect.center()
    painter.drawEllipse(centre, radius, radius)
    painter.drawLine(
        QPointF(centre.x() - radius, centre.y()), QPointF(centre.x() + radius, centre.y())
    )
    painter.drawEllipse(centre, radius * 0.45, radius)
    painter.restore()
