"""The current player's hand as cards: click one to play it, with the choice it needs.

The view shows ``CardOffer`` s (``offers.hand_offers``): playable cards are raised, the
others greyed with the engine's reason in their tooltip. A card with several ways to be
played (money bag 1–3, the wind rose's new transport, forward or backward) opens a row
of choice buttons. In exchange mode (12+ cards) two cards are picked; in discard mode one.
The view only announces intent through its signals.
"""

from __future__ import annotations

import enum

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, Signal, Slot
from PySide6.QtGui import (
    QColor,
    QEnterEvent,
    QFocusEvent,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from eighty_days.engine.race import CardKind
from eighty_days.ui.accessibility.plain import plain_text
from eighty_days.ui.art.cards import paint_card_vehicle_below
from eighty_days.ui.common.focus_ring import paint_focus_ring
from eighty_days.ui.common.palette import FAINT_INK, INK, PAPER, label_ink
from eighty_days.ui.common.plain_text import escaped
from eighty_days.ui.race.looks import TRANSPORT_COLOURS, card_title, transport_name
from eighty_days.ui.race.offers import CardChoice, CardOffer
from eighty_days.ui.ui_scale import scaled_pixels, ui_scale_factor

CARD_SIZE = QSize(88, 124)


def card_size() -> QSize:
    """A hand card's size at the UI scale (``CARD_SIZE`` at 100 %)."""
    return QSize(scaled_pixels(CARD_SIZE.width()), scaled_pixels(CARD_SIZE.height()))


SPECIAL_COLOURS = {
    CardKind.WIND_ROSE: "#56B4E9",
    CardKind.HANDCUFFS: "#6b6b6b",
    CardKind.MONEY_BAG: "#c9a227",
}
SPECIAL_SYMBOLS = {CardKind.WIND_ROSE: "✣", CardKind.HANDCUFFS: "⚭", CardKind.MONEY_BAG: "$"}


def tab_stop_before(widget: QWidget) -> QWidget | None:
    """The last widget before ``widget`` in its window's focus chain that Tab stops on
    (``None``: none; Qt's ``setTabOrder`` ignores a widget that takes no focus)."""
    candidate = widget.previousInFocusChain()
    for _ in range(500):  # the chain is a ring: once round at most
        if candidate is None or candidate is widget:
            return None
        if candidate.focusPolicy() & Qt.FocusPolicy.TabFocus and not candidate.isWindow():
            return candidate
        candidate = candidate.previousInFocusChain()
    return None


class HandMode(enum.Enum):
    """What a click on a card means."""

    PLAY = "play"
    EXCHANGE = "exchange"
    DISCARD = "discard"


def card_colour(offer: CardOffer) -> QColor:
    """The card's colour: its transport's, or its special kind's."""
    card = offer.card
    if card.transport is not None:
        return QColor(TRANSPORT_COLOURS[card.transport])
    return QColor(SPECIAL_COLOURS[card.kind])


class HandStep(enum.Enum):
    """Where a key sends the keyboard in the hand."""

    NEXT = enum.auto()
    PREVIOUS = enum.auto()
    NEXT_PLAYABLE = enum.auto()
    PREVIOUS_PLAYABLE = enum.auto()
    FIRST = enum.auto()
    LAST = enum.auto()


_STEP_KEYS: dict[Qt.Key, HandStep] = {
    Qt.Key.Key_Right: HandStep.NEXT,
    Qt.Key.Key_Down: HandStep.NEXT,
    Qt.Key.Key_Left: HandStep.PREVIOUS,
    Qt.Key.Key_Up: HandStep.PREVIOUS,
    Qt.Key.Key_PageDown: HandStep.NEXT_PLAYABLE,
    Qt.Key.Key_PageUp: HandStep.PREVIOUS_PLAYABLE,
    Qt.Key.Key_Home: HandStep.FIRST,
    Qt.Key.Key_End: HandStep.LAST,
}
#: Modifiers that make a letter a command (a shortcut), not a card's name typed.
_COMMAND_MODIFIERS = (
    Qt.KeyboardModifier.ControlModifier
    | Qt.KeyboardModifier.AltModifier
    | Qt.KeyboardModifier.MetaModifier
)


class CardButton(QAbstractButton):
    """One action card, painted like a playing card; ``hovered`` tells where it leads."""

    hovered = Signal(object)  # tuple of target spaces (empty when the mouse leaves)
    #: The card got the keyboard (its ``CardOffer``).
    focused = Signal(object)
    #: A key asks for another card of the hand (a ``HandStep``).
    step_requested = Signal(object)
    #: A letter was typed on the card: the next card whose name starts with it.
    letter_typed = Signal(str)

    def __init__(self, offer: CardOffer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.offer = offer
        self.selected = False
        #: Shown, not played (a replay): painted in its colours though disabled.
        self.shown_only = False
        #: The card can be played now; a card that cannot stays enabled (reached by Tab,
        #: it says why not: ``HandView``) and is painted greyed.
        self.playable = True
        self.setFixedSize(card_size())
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setObjectName(f"card-{offer.card.id}")
        self.setAccessibleName(card_title(offer.card))

    def sizeHint(self) -> QSize:
        """A card's size."""
        return card_size()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter plays the card as Space and a click do; the arrows go to the next or the
        previous card of the hand, Page Down / Page Up to the next or previous card that can
        be played, Home / End to the first or last card, a letter to the next card whose
        name starts with it."""
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.isEnabled():
            self.click()
            event.accept()
            return
        step = _STEP_KEYS.get(Qt.Key(key))
        if step is not None and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self.step_requested.emit(step)
            event.accept()
            return
        typed = event.text()
        if len(typed) == 1 and typed.isalpha() and not event.modifiers() & _COMMAND_MODIFIERS:
            self.letter_typed.emit(typed)
            event.accept()
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        """The keyboard on the card: say what it does, or why it cannot be played."""
        super().focusInEvent(event)
        self.focused.emit(self.offer)

    def changeEvent(self, event: QEvent) -> None:
        """A new UI scale (a font change) resizes the card with its text."""
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.ApplicationFontChange):
            self.setFixedSize(card_size())
        super().changeEvent(event)

    def enterEvent(self, event: QEnterEvent) -> None:
        """Announce the spaces the card's legal choices lead to."""
        targets = tuple(
            c.target for c in self.offer.choices if c.is_enabled and c.target is not None
        )
        self.hovered.emit(targets)
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        """No spaces to show."""
        self.hovered.emit(())
        super().leaveEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        """The card: a coloured band with the transport or symbol, the value large."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        usable = self.isEnabled() and self.playable
        if usable and (self.selected or self.isDown()):
            rect = rect.translated(0, -2)
        enabled = usable or self.shown_only
        colour = card_colour(self.offer)
        if not enabled:
            colour = QColor("#c8c8c8")
        pen = QPen(INK if enabled else FAINT_INK, 3 if self.selected else 1.2)
        painter.setPen(pen)
        painter.setBrush(PAPER if enabled else QColor("#ebe8e0"))
        painter.drawRoundedRect(rect, 8, 8)
        u = ui_scale_factor()  # the card's rows grow with its text
        band = QRectF(rect.left() + 5 * u, rect.top() + 5 * u, rect.width() - 10 * u, 30 * u)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawRoundedRect(band, 5, 5)
        card = self.offer.card
        font = QFont("DejaVu Sans")
        font.setPixelSize(scaled_pixels(12))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(label_ink(colour) if enabled else FAINT_INK)
        if card.transport is not None:
            name = transport_name(card.transport)
            big = str(card.value)
        else:
            name = band_name(card_title(card), font, band.width() - 4 * u)
            big = SPECIAL_SYMBOLS[card.kind]
        fit_font_to_width(painter, font, name, band.width() - 4 * u)
        painter.drawText(band, int(Qt.AlignmentFlag.AlignCenter), name)
        font.setPixelSize(scaled_pixels(44))
        painter.setFont(font)
        painter.setPen(INK if enabled else FAINT_INK)
        body = QRectF(rect.left(), band.bottom() + 4 * u, rect.width(), rect.height() - 44 * u)
        if card.transport is not None:  # the vehicle under the figure, as on the card
            body = paint_card_vehicle_below(painter, card.transport.value, body, not enabled)
            painter.setPen(INK if enabled else FAINT_INK)
        painter.drawText(body, int(Qt.AlignmentFlag.AlignCenter), big)
        if self.hasFocus():  # the focus ring round the card, and a dashed line inside
            paint_focus_ring(painter, self, 9.0)
            painter.setPen(QPen(INK, 1, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(3, 3, -3, -3), 6, 6)
        if self.offer.needs_choice and usable:
            font.setPixelSize(scaled_pixels(10))
            font.setBold(False)
            painter.setFont(font)
            hint = self.tr("choose…")
            painter.drawText(
                QRectF(rect.left(), rect.bottom() - 18 * u, rect.width(), 14 * u),
                int(Qt.AlignmentFlag.AlignCenter),
                hint,
            )
        painter.end()


#: The smallest type a special card's name is written in on one line of its band.
BAND_LEAST_PIXELS = 8


def band_name(title: str, font: QFont, width: float) -> str:
    """A special card's name as its band shows it: capitalised as a name in any language
    ("Money bag", "Geldsack", "Bolsa de dinero"; not "Bolsa De Dinero"), and on two lines,
    split at the space nearest its middle, when even ``BAND_LEAST_PIXELS`` px of ``font``
    would not hold it in ``width`` ("Rosa de / los vientos")."""
    name = title[:1].upper() + title[1:]
    least = QFont(font)
    least.setPixelSize(BAND_LEAST_PIXELS)
    if " " not in name or QFontMetricsF(least).horizontalAdvance(name) <= width:
        return name
    spaces = [index for index, letter in enumerate(name) if letter == " "]
    cut = min(spaces, key=lambda index: abs(2 * index - len(name)))
    return f"{name[:cut]}\n{name[cut + 1 :]}"


def fit_font_to_width(painter: QPainter, font: QFont, text: str, width: float) -> None:
    """Set ``font`` on ``painter``, made smaller (down to 7 px) until ``text`` (each of its
    lines) fits in ``width``: a long name ("Handschelle", "Geldsack") stays whole on the
    card's band."""
    size = font.pixelSize()

    def widest(metrics: QFontMetricsF) -> float:
        return max(metrics.horizontalAdvance(line) for line in text.split("\n"))

    while size > 7 and widest(QFontMetricsF(font)) > width:
        size -= 1
        font.setPixelSize(size)
    painter.setFont(font)


class HandView(QWidget):
    """The hand of the player at the screen, and the choice row of the card being played."""

    choice_made = Signal(object)  # CardChoice
    targets_shown = Signal(object)  # tuple of space indices to highlight
    exchange_requested = Signal(str, str)
    discard_requested = Signal(str)
    #: A sentence for the status bar: why the card with the keyboard cannot be played.
    explained = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.offers: tuple[CardOffer, ...] = ()
        self.mode = HandMode.PLAY
        self.buttons: list[CardButton] = []
        self.choosing: CardOffer | None = None
        self.exchange_pick: list[str] = []
        #: The cards are only shown (a replay): none can be clicked.
        self.shown_only = False

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.RichText)  # the player's name escaped
        layout.addWidget(self.title)
        self.cards_holder = QWidget()
        self.cards_layout = QHBoxLayout(self.cards_holder)
        self.cards_layout.setContentsMargins(4, 4, 4, 4)
        self.cards_layout.setSpacing(6)
        self.cards_layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setAccessibleName(self.tr("Cards in hand"))
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the cards take the keyboard
        scroll.setWidget(self.cards_holder)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._scroll = scroll
        scroll.setFixedHeight(card_size().height() + 24)
        layout.addWidget(scroll)
        self.choice_row = QWidget()
        choice_layout = QHBoxLayout(self.choice_row)
        choice_layout.setContentsMargins(0, 0, 0, 0)
        self.choice_label = QLabel()
        self.choice_label.setTextFormat(Qt.TextFormat.RichText)  # names escaped
        choice_layout.addWidget(self.choice_label)
        self.choice_buttons_layout = QHBoxLayout()
        choice_layout.addLayout(self.choice_buttons_layout)
        self.cancel_choice = QPushButton(self.tr("Cancel"))
        self.cancel_choice.setAutoDefault(True)
        self.cancel_choice.clicked.connect(self.close_choice)
        choice_layout.addWidget(self.cancel_choice)
        choice_layout.addStretch(1)
        self.choice_row.setVisible(False)
        layout.addWidget(self.choice_row)
        layout.addStretch(1)
        self.choice_buttons: list[QPushButton] = []

    # -- showing ----------------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        """A new UI scale (a font change): the card row as high as the cards."""
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.ApplicationFontChange):
            self._scroll.setFixedHeight(card_size().height() + 24)
        super().changeEvent(event)

    def show_hand(self, title: str, offers: tuple[CardOffer, ...]) -> None:
        """Show ``offers`` under ``title``; any open choice or selection is dropped."""
        self.offers = offers
        self.targets_shown.emit(())
        self.title.setText(title)
        self.close_choice()
        self.exchange_pick = []
        for button in self.buttons:
            self.cards_layout.removeWidget(button)
            button.hide()  # at once: a card of an old hand must never be clicked
            button.deleteLater()
        self.buttons = []
        for offer in offers:
            button = CardButton(offer, self.cards_holder)
            button.clicked.connect(lambda _=False, o=offer: self._card_clicked(o))
            button.hovered.connect(self.targets_shown)
            button.focused.connect(self._card_focused)
            button.step_requested.connect(lambda step, b=button: self._step_focus(b, step))
            button.letter_typed.connect(lambda letter, b=button: self._type_ahead(b, letter))
            self.cards_layout.insertWidget(self.cards_layout.count() - 1, button)
            button.show()
            # a new widget comes last in the window's Tab order: the hand's cards come
            # where the hand's row is instead (before the buttons and the log)
            anchor = self.buttons[-1] if self.buttons else tab_stop_before(self._scroll)
            if anchor is not None:
                QWidget.setTabOrder(anchor, button)
            self.buttons.append(button)
        self._refresh_enabled()

    def set_mode(self, mode: HandMode) -> None:
        """Switch what a click on a card does."""
        self.mode = mode
        self.exchange_pick = []
        self.close_choice()
        self._refresh_enabled()

    def set_shown_only(self, shown_only: bool) -> None:
        """``True``: the cards are shown in their colours but none can be played (a replay)."""
        self.shown_only = shown_only
        self._refresh_enabled()

    def _refresh_enabled(self) -> None:
        for button in self.buttons:
            offer = button.offer
            button.selected = offer.card.id in self.exchange_pick
            button.shown_only = self.shown_only
            if self.shown_only:
                button.setEnabled(False)
                button.setCursor(Qt.CursorShape.ArrowCursor)
                button.setToolTip(f"<b>{card_title(offer.card)}</b>")
                button.setAccessibleDescription(plain_text(button.toolTip()))
                button.update()
                continue
            if self.mode is HandMode.PLAY:
                button.setEnabled(True)  # reached by Tab even when it cannot be played
                button.playable = offer.is_playable
                tip = f"<b>{card_title(offer.card)}</b>"
                if offer.reason:
                    tip += f"<br>{offer.reason}"
                elif offer.needs_choice:
                    tip += self.tr("<br>Click, then choose how to play it.")
                else:
                    tip += self.tr("<br>Click to play it.")
                button.setToolTip(tip)
            else:
                button.setEnabled(True)
                button.playable = True
                tip = (
                    self.tr("<b>{title}</b><br>Click to exchange it.")
                    if self.mode is HandMode.EXCHANGE
                    else self.tr("<b>{title}</b><br>Click to discard it.")
                )
                button.setToolTip(tip.format(title=card_title(offer.card)))
            # a screen reader says the tooltip's words, never its tags
            button.setAccessibleDescription(plain_text(button.toolTip()))
            button.update()

    def button_for(self, card_id: str) -> CardButton:
        """The button of ``card_id`` (tests click it)."""
        return next(b for b in self.buttons if b.offer.card.id == card_id)

    # -- choosing ---------------------------------------------------------------------------

    def _card_clicked(self, offer: CardOffer) -> None:
        if self.mode is HandMode.DISCARD:
            self.discard_requested.emit(offer.card.id)
            return
        if self.mode is HandMode.EXCHANGE:
            card_id = offer.card.id
            if card_id in self.exchange_pick:
                self.exchange_pick.remove(card_id)
            else:
                self.exchange_pick.append(card_id)
            if len(self.exchange_pick) == 2:
                first, second = self.exchange_pick
                self.exchange_pick = []
                self.exchange_requested.emit(first, second)
            self._refresh_enabled()
            return
        if not offer.is_playable:
            self.explained.emit(self.why_not(offer))
            return
        if not offer.needs_choice:
            self.choice_made.emit(offer.choices[0])
            return
        self.open_choice(offer)

    def why_not(self, offer: CardOffer) -> str:
        """Why ``offer``'s card cannot be played, in a sentence (the engine's reason)."""
        title = card_title(offer.card)
        return self.tr("{title} cannot be played: {reason}").format(
            title=title[:1].upper() + title[1:], reason=offer.reason or ""
        )

    @Slot(object)
    def _card_focused(self, offer: CardOffer) -> None:
        """A card got the keyboard: in play, one that cannot be played says why."""
        if self.mode is HandMode.PLAY and not self.shown_only and not offer.is_playable:
            self.explained.emit(self.why_not(offer))

    def _step_focus(self, button: CardButton, step: HandStep) -> None:
        """The keyboard from ``button`` to the card ``step`` names: the next or previous
        card (round the hand), the next or previous one that can be played (none: it
        stays), the first or the last."""
        if button not in self.buttons:
            return
        count = len(self.buttons)
        here = self.buttons.index(button)
        if step is HandStep.FIRST or step is HandStep.LAST:
            order = [0] if step is HandStep.FIRST else [count - 1]
        else:
            forward = step in (HandStep.NEXT, HandStep.NEXT_PLAYABLE)
            order = [(here + (k if forward else -k)) % count for k in range(1, count)]
            if step in (HandStep.NEXT_PLAYABLE, HandStep.PREVIOUS_PLAYABLE):
                order = [i for i in order if self.buttons[i].playable]
            order = order[:1]
        if order:
            self.buttons[order[0]].setFocus(Qt.FocusReason.TabFocusReason)

    def _type_ahead(self, button: CardButton, letter: str) -> None:
        """A letter typed on ``button``: the keyboard to the next card (round the hand)
        whose name, as the hand shows it, starts with ``letter``; it stays if none does."""
        if button not in self.buttons:
            return
        count = len(self.buttons)
        here = self.buttons.index(button)
        wanted = letter.casefold()
        for k in range(1, count + 1):
            candidate = self.buttons[(here + k) % count]
            if card_title(candidate.offer.card).casefold().startswith(wanted):
                candidate.setFocus(Qt.FocusReason.TabFocusReason)
                return

    def focus_first_card(self) -> CardButton | None:
        """Give the keyboard to the first card that can be played, else to the first card
        (which says why it cannot); ``None`` with no card in hand."""
        shown = [b for b in self.buttons if b.isEnabled() and b.isVisible()]
        if not shown:
            return None
        button = next((b for b in shown if b.playable), shown[0])
        button.setFocus(Qt.FocusReason.OtherFocusReason)
        return button

    def play_question(self, choice: CardChoice) -> str:
        """The confirmation's question for playing ``choice``: the card named as the hand
        shows it, with the way chosen when the card had several ("Play ship 3?",
        "Play money bag: 2?")."""
        card_id = choice.action.card_id
        offer = next((b.offer for b in self.buttons if b.offer.card.id == card_id), None)
        if offer is None:
            return self.tr("Play this card?")
        title = card_title(offer.card)
        if offer.needs_choice:
            return self.tr("Play {title}: {choice}?").format(title=title, choice=choice.label)
        return self.tr("Play {title}?").format(title=title)

    def open_choice(self, offer: CardOffer) -> None:
        """Show the ways to play ``offer``'s card as buttons (illegal ones greyed)."""
        self.close_choice()
        self.choosing = offer
        card = offer.card
        question = {
            CardKind.MONEY_BAG: self.tr("Money bag: how many spaces?"),
            CardKind.WIND_ROSE: self.tr("Wind rose card: turn the rose to"),
        }.get(card.kind, self.tr("{title}: which way?").format(title=card_title(card)))
        self.choice_label.setText(f"<b>{escaped(question)}</b>")
        for choice in offer.choices:
            button = QPushButton(choice.label)
            button.setObjectName(f"choice-{choice.label}")
            button.setEnabled(choice.is_enabled)
            button.setToolTip(
                choice.reason
                or self.tr("Play {title}: {choice}").format(
                    title=card_title(card), choice=choice.label
                )
            )
            button.clicked.connect(lambda _=False, c=choice: self._choose(c))
            button.setAutoDefault(True)  # Enter presses it, as Space does
            self.choice_buttons_layout.addWidget(button)
            self.choice_buttons.append(button)
        for button in self.choice_buttons:
            button.show()
        self.choice_row.setVisible(True)
        # the ways to play come right after the card in the Tab order, the first one focused
        previous: QWidget = self.button_for(card.id)
        for button in (*self.choice_buttons, self.cancel_choice):
            QWidget.setTabOrder(previous, button)
            previous = button
        first = next((b for b in self.choice_buttons if b.isEnabled()), self.cancel_choice)
        first.setFocus(Qt.FocusReason.OtherFocusReason)
        for card_button in self.buttons:
            card_button.selected = card_button.offer.card.id == card.id
            card_button.update()

    def choice_button(self, label: str) -> QPushButton:
        """The open choice button labelled ``label`` (tests click it)."""
        return next(b for b in self.choice_buttons if b.text() == label)

    @Slot()
    def close_choice(self) -> None:
        """Close the choice row (the keyboard, if it was there, back on the card)."""
        choosing, self.choosing = self.choosing, None
        focus = QApplication.focusWidget()
        back_to_card = (
            choosing is not None and focus is not None and self.choice_row.isAncestorOf(focus)
        )
        for button in self.choice_buttons:
            self.choice_buttons_layout.removeWidget(button)
            button.hide()
            button.deleteLater()
        self.choice_buttons = []
        self.choice_row.setVisible(False)
        for card_button in self.buttons:
            card_button.selected = card_button.offer.card.id in self.exchange_pick
            card_button.update()
        if back_to_card and choosing is not None:
            card = next((b for b in self.buttons if b.offer.card.id == choosing.card.id), None)
            if card is not None:
                card.setFocus(Qt.FocusReason.OtherFocusReason)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Esc closes the choice row (the keyboard back on its card)."""
        if event.key() == Qt.Key.Key_Escape and self.choosing is not None:
            self.close_choice()
            event.accept()
            return
        super().keyPressEvent(event)

    def _choose(self, choice: CardChoice) -> None:
        self.close_choice()
        self.choice_made.emit(choice)
