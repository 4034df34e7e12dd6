"""The transport market: trains above, ships below, the deck top, and the three balloons.

Each card shows cost, days, ruler length and detour marks, the character icon and the
departure days of its slot (R2024-05). Hovering shows what it would cost the active player
(the engine's quote: pounds, missing pounds as days, flip included).

A click selects a card and shows its bill (what taking it would do, worked out by the
engine on a copy of the state: pounds, days, pounds lacked paid as days, the character it
brings and from whom, Inspector Fix and on whom). A second click, Enter or "Take" announces
the choice (``choice_requested``); Esc or another card changes it. With the setting "Take a
card with one click" the first click announces it at once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QEvent,
    QPointF,
    QRectF,
    QSize,
    Qt,
    Signal,
    Slot,
)
from PySide6.QtGui import (
    QColor,
    QEnterEvent,
    QFocusEvent,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from eighty_days.engine.common import IllegalActionError
from eighty_days.engine.journey.actions import Slot as MarketSlot
from eighty_days.engine.journey.actions import TakeBalloon, TakeTransport, TransportChoice
from eighty_days.engine.journey.cards import Character, Ruler, Side
from eighty_days.engine.journey.events import CharacterTaken, FixStruck, TransportTaken
from eighty_days.engine.journey.rules import (
    FIX_BACK_POUNDS,
    Quote,
    apply,
    legal_transport_actions,
    quote,
)
from eighty_days.engine.journey.state import JourneyState, Phase
from eighty_days.sheet.model import Transport
from eighty_days.ui.accessibility.announce import announce
from eighty_days.ui.art.cards import paint_card_vehicle
from eighty_days.ui.art.portraits import paint_portrait
from eighty_days.ui.common.focus_ring import paint_focus_ring
from eighty_days.ui.common.message_text import error_text, plural_text
from eighty_days.ui.common.palette import (
    DETOUR_RED,
    FAINT_INK,
    INK,
    PAPER,
    accent,
)
from eighty_days.ui.common.plain_text import escaped, plain_tooltip
from eighty_days.ui.common.theme_follower import show_readable
from eighty_days.ui.common.value_text import (
    date_text,
    days_text,
    money_text,
    number_text,
    ruler_length_text,
)
from eighty_days.ui.help.anchors import WHY_NO_MARKET_CARD
from eighty_days.ui.journey.market_motion import Flip, MarketMotion
from eighty_days.ui.motion import motion_factor
from eighty_days.ui.ui_scale import scaled_pixels, ui_scale_factor

if TYPE_CHECKING:
    from eighty_days.settings import AppSettings

CHARACTER_INITIALS: dict[Character, tuple[str, str, str]] = {
    Character.FOGG: ("F", "#5b4a8b", str(QT_TRANSLATE_NOOP("Characters", "Phileas Fogg"))),
    Character.PASSEPARTOUT: (
        "P",
        "#2f6f4f",
        str(QT_TRANSLATE_NOOP("Characters", "Jean Passepartout")),
    ),
    Character.AOUDA: ("A", "#a0456e", str(QT_TRANSLATE_NOOP("Characters", "Princess Aouda"))),
    Character.FIX: (
        "X",
        "#7a2e1f",
        str(QT_TRANSLATE_NOOP("Characters", "Inspector Fix (hits the player furthest ahead)")),
    ),
}

TRANSPORT_TINT: dict[Transport, QColor] = {
    Transport.TRAIN: QColor("#efe0c2"),
    Transport.SHIP: QColor("#d6e6ef"),
    Transport.BALLOON: QColor("#f3d9d2"),
}


def quote_text(q: Quote) -> str:
    """A quote in words: "£5, 4 days (3 travel + 1 departure)"."""
    parts = [
        QCoreApplication.translate("MarketWidget", "{days} travel").format(
            days=number_text(q.travel_days)
        )
    ]
    if q.extra_days:
        parts.append(
            QCoreApplication.translate("MarketWidget", "{days} departure").format(days=q.extra_days)
        )
    if q.missing_pounds:
        parts.append(
            QCoreApplication.translate("MarketWidget", "{days} for missing pounds").format(
                days=q.missing_pounds
            )
        )
    pounds = money_text(q.pounds_paid)
    if q.missing_pounds:
        pounds += QCoreApplication.translate(
            "MarketWidget", " of {cost} (short by {missing})"
        ).format(cost=money_text(q.cost), missing=money_text(q.missing_pounds))
    return QCoreApplication.translate("MarketWidget", "{pounds}, {days} ({parts})").format(
        pounds=pounds, days=days_text(q.total_days), parts=" + ".join(parts)
    )


def transport_name(transport: Transport) -> str:
    """The transport's name in the chosen language ("Train", "Ship", "Balloon")."""
    names = {
        Transport.TRAIN: str(QT_TRANSLATE_NOOP("Transport", "Train")),
        Transport.SHIP: str(QT_TRANSLATE_NOOP("Transport", "Ship")),
        Transport.BALLOON: str(QT_TRANSLATE_NOOP("Transport", "Balloon")),
    }
    return QCoreApplication.translate("Transport", names[transport])


class CardWidget(QWidget):
    """One card of the offer, painted like the printed card; click to take it."""

    clicked = Signal()
    hovered = Signal(bool)
    #: An arrow key asks for the next (1) or the previous (-1) card.
    step_requested = Signal(int)

    def __init__(self, caption: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.caption = caption
        self.transport: Transport | None = None
        self.cost = 0
        self.days = 0
        self.ruler: Ruler | None = None
        self.icon: Character | None = None
        self.extra_days = 0
        self.title = ""
        self.crossed = False
        self.available = False
        self.setMinimumSize(self.smallest_size())
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setMouseTracking(True)
        # Tab reaches every card; Space or Enter takes it (keyboard-only play).
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._hover = False
        #: The colour of the computer player who takes this card now (a thick frame).
        self.chosen_by: QColor | None = None
        #: The card is selected: its bill is shown, a second click takes it.
        self.selected = False

    @staticmethod
    def smallest_size() -> QSize:
        """The smallest a card may be at the UI scale."""
        return QSize(scaled_pixels(92), scaled_pixels(86))

    def sizeHint(self) -> QSize:
        """A small card."""
        return QSize(scaled_pixels(104), scaled_pixels(90))

    def changeEvent(self, event: QEvent) -> None:
        """A new UI scale (a font change) resizes the card."""
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.ApplicationFontChange):
            self.setMinimumSize(self.smallest_size())
            self.updateGeometry()
        super().changeEvent(event)

    def show_card(
        self,
        *,
        transport: Transport | None,
        cost: int,
        days: int,
        ruler: Ruler | None,
        icon: Character | None,
        extra_days: int,
        title: str = "",
        crossed: bool = False,
        available: bool = True,
    ) -> None:
        """Show a card (``transport`` None: an empty space)."""
        self.transport, self.cost, self.days = transport, cost, days
        self.ruler, self.icon, self.extra_days = ruler, icon, extra_days
        self.title, self.crossed, self.available = title, crossed, available
        self.setEnabled(available and transport is not None)
        self.setAccessibleName(self.spoken_text())
        self.update()

    def spoken_text(self) -> str:
        """The card in words, for screen readers: "Train, £5, 3 days, +1 departure"."""
        if self.transport is None:
            return self.tr("{caption}: empty").format(caption=self.caption)
        head = self.title or transport_name(self.transport)
        parts = [head, money_text(self.cost), days_text(self.days)]
        parts.append(self._departure_text())
        if self.ruler is not None:
            parts.append(
                plural_text(
                    self.tr("ruler {length}, %n detour mark(s)", "", len(self.ruler.marks)),
                    len(self.ruler.marks),
                ).format(length=ruler_length_text(self.ruler.length))
            )
        if self.icon is not None:
            parts.append(QCoreApplication.translate("Characters", CHARACTER_INITIALS[self.icon][2]))
        if self.crossed:
            parts.append(self.tr("used"))
        return ", ".join(parts)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Paint the card face."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        if self.transport is None:
            painter.setPen(QPen(QColor("#b8aa8c"), 1, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(rect, 6, 6)
            painter.setPen(accent(FAINT_INK, self.palette()))  # on the window: the theme's
            painter.drawText(
                rect,
                Qt.AlignmentFlag.AlignCenter,
                self.tr("{caption}\n(empty)").format(caption=self.caption),
            )
            painter.end()
            return
        fill = QColor(TRANSPORT_TINT[self.transport])
        if not self.isEnabled():
            fill = QColor("#e4e0d8")
        painter.setBrush(fill)
        border = QPen(INK, 2.4 if self._hover and self.isEnabled() else 1.0)
        painter.setPen(border)
        painter.drawRoundedRect(rect, 6, 6)
        paint_card_vehicle(painter, self.transport.value, rect)
        small = QFont()
        small.setPixelSize(scaled_pixels(10))
        big = QFont()
        big.setPixelSize(scaled_pixels(13))
        big.setBold(True)
        # the rows of the printed card, in pixels at 100 % (they grow with the UI scale)
        u = ui_scale_factor()
        painter.setFont(small)
        painter.setPen(QColor("#5a4a36"))
        head = self.title or transport_name(self.transport)
        head_row = QRectF(rect.left() + 5, rect.top() + 2 * u, rect.width() - 10, 14 * u)
        painter.drawText(head_row, head)
        painter.drawText(head_row, Qt.AlignmentFlag.AlignRight, self.caption)
        painter.setFont(big)
        painter.setPen(INK)
        price_row = QRectF(rect.left() + 5, rect.top() + 16 * u, rect.width() - 10, 18 * u)
        painter.drawText(price_row, money_text(self.cost))
        painter.drawText(
            price_row,
            Qt.AlignmentFlag.AlignRight,
            self.tr("{days}d").format(days=self.days),
        )
        painter.setFont(small)
        extra = self._departure_text()
        painter.drawText(
            QRectF(rect.left() + 5, rect.top() + 34 * u, rect.width() - 10, 14 * u), extra
        )
        if self.ruler is not None:
            self._paint_ruler(
                painter,
                QRectF(rect.left() + 6, rect.bottom() - 24 * u, rect.width() - 12, 10 * u),
            )
            painter.setPen(QColor("#5a4a36"))
            marks = len(self.ruler.marks)
            painter.drawText(
                QRectF(rect.left() + 5, rect.bottom() - 14 * u, rect.width() - 10, 13 * u),
                self.tr("ruler {length}").format(length=ruler_length_text(self.ruler.length))
                + (self.tr(" · {marks} detour").format(marks=marks) if marks else ""),
            )
        if self.icon is not None:  # the character as a small portrait
            _, colour, _ = CHARACTER_INITIALS[self.icon]
            badge = QRectF(rect.right() - 24 * u, rect.top() + 32 * u, 21 * u, 21 * u)
            paint_portrait(painter, badge, self.icon.value, QColor(colour))
        if self.crossed:
            painter.setPen(QPen(DETOUR_RED, 3))
            painter.drawLine(rect.topLeft(), rect.bottomRight())
            painter.drawLine(rect.topRight(), rect.bottomLeft())
        if self.selected:
            painter.setPen(QPen(QColor("#1f6fb2"), 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 6, 6)
        if self.chosen_by is not None:
            painter.setPen(QPen(self.chosen_by, 5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 6, 6)
        if self.hasFocus():  # the focus ring round the card, and a dashed line inside
            paint_focus_ring(painter, self, 7.0)
            painter.setPen(QPen(INK, 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(3, 3, -3, -3), 4, 4)
        painter.end()

    def _paint_ruler(self, painter: QPainter, area: QRectF) -> None:
        assert self.ruler is not None
        scale = area.width() / 9.0
        width = self.ruler.length * scale
        bar = QRectF(area.left(), area.top(), width, area.height())
        painter.setBrush(QColor(PAPER))
        painter.setPen(QPen(INK, 1))
        painter.drawRect(bar)
        painter.setPen(QPen(DETOUR_RED, 2))
        for x in (0.0, *self.ruler.marks, self.ruler.length):
            painter.drawLine(
                QPointF(area.left() + x * scale, bar.top() - 1),
                QPointF(area.left() + x * scale, bar.bottom() + 1),
            )

    def enterEvent(self, event: QEnterEvent) -> None:
        """Highlight and announce the hover."""
        self._hover = True
        self.hovered.emit(True)
        self.update()

    def leaveEvent(self, event: object) -> None:
        """Drop the highlight."""
        self._hover = False
        self.hovered.emit(False)
        self.update()

    def focusInEvent(self, event: QFocusEvent) -> None:
        """Keyboard focus shows the card like a hover (and its quote)."""
        super().focusInEvent(event)
        self.hovered.emit(True)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        """Drop the focus frame."""
        super().focusOutEvent(event)
        self.update()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Space or Enter selects the focused card (and takes it once selected); the
        arrows go to the next or the previous card of the market."""
        key = event.key()
        if key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.clicked.emit()
            event.accept()
            return
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.step_requested.emit(1 if key in (Qt.Key.Key_Right, Qt.Key.Key_Down) else -1)
            event.accept()
            return
        super().keyPressEvent(event)

    def _departure_text(self) -> str:
        if self.extra_days:
            return self.tr("+{days} departure").format(days=self.extra_days)
        return self.tr("departs today")

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """A left click selects the card (a second one takes it)."""
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(
            event.position().toPoint()
        ):
            self.clicked.emit()


class MarketWidget(QWidget):
    """The offer of transports, drawn from a state; a click selects a card and shows its
    bill, a second click (Enter, "Take") announces it."""

    #: A transport choice (``TakeTransport`` or ``TakeBalloon``) the player takes.
    choice_requested = Signal(object)
    #: The selected choice changed (``None``: nothing selected).
    selection_changed = Signal(object)
    #: The player asked why no card can be taken now: the rules guide's paragraph.
    why_asked = Signal(str)

    def __init__(
        self, parent: QWidget | None = None, *, settings: AppSettings | None = None
    ) -> None:
        """``settings``: the program's, read at each click (``None``: the defaults)."""
        super().__init__(parent)
        self.settings = settings
        #: The card selected, its bill shown (``None``: nothing selected).
        self.selected: TransportChoice | None = None
        #: Set by the table while the computer plays: clicks are announced, not selected.
        self.locked = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        title_row = QHBoxLayout()
        title = QLabel(self.tr("<b>Transport market</b>"))
        title_row.addWidget(title)
        title_row.addStretch(1)
        self.flip = QCheckBox(self.tr("Flip the card (+{pounds})").format(pounds=money_text(1)))
        self.flip.setToolTip(
            self.tr("Turn a train into a ship or a ship into a train for one pound")
        )
        title_row.addWidget(self.flip)
        layout.addLayout(title_row)
        grid = QGridLayout()
        grid.setSpacing(4)
        self.cards: dict[MarketSlot, CardWidget] = {}
        for slot in MarketSlot:
            caption = (
                self.tr("deck")
                if slot is MarketSlot.DECK
                else self.tr("+{days}d").format(days=slot.extra_days)
            )
            card = CardWidget(caption)
            self.cards[slot] = card
            if slot is MarketSlot.DECK:
                grid.addWidget(card, 0, 3, 2, 1)
            else:
                row = 0 if slot.row is Transport.TRAIN else 1
                grid.addWidget(card, row, slot.position)
            card.clicked.connect(lambda s=slot: self._clicked_slot(s))
            card.step_requested.connect(lambda step, c=card: self._step_focus(c, step))
            card.hovered.connect(lambda on, s=slot: self._hovered(TakeTransport(s, False), on))
        layout.addLayout(grid)
        balloon_row = QHBoxLayout()
        balloon_row.setSpacing(4)
        self.balloon_cards: dict[str, CardWidget] = {}
        self._balloon_row = balloon_row
        layout.addLayout(balloon_row)
        bill_row = QHBoxLayout()
        self.quote_label = QLabel(self.tr("Hover over a card to see what it would cost you."))
        self.quote_label.setWordWrap(True)
        self.quote_label.setTextFormat(Qt.TextFormat.RichText)
        self.quote_label.linkActivated.connect(self.why_asked)
        self.quote_label.setMinimumHeight(scaled_pixels(34))
        bill_row.addWidget(self.quote_label, 1)
        bill_buttons = QVBoxLayout()
        self.take_button = QPushButton(self.tr("Take"))
        self.take_button.setToolTip(self.tr("Take the selected card and pay its bill (Enter)"))
        self.take_button.setEnabled(False)
        self.take_button.clicked.connect(self.take_selected)
        self.choose_again_button = QPushButton(self.tr("Choose again"))
        self.choose_again_button.setToolTip(self.tr("Drop the selection (Esc)"))
        self.choose_again_button.setEnabled(False)
        self.choose_again_button.clicked.connect(self.clear_selection)
        for button in (self.take_button, self.choose_again_button):
            button.setAutoDefault(True)  # Enter presses it, as Space does
        bill_buttons.addWidget(self.take_button)
        bill_buttons.addWidget(self.choose_again_button)
        bill_buttons.addStretch(1)
        bill_row.addLayout(bill_buttons)
        layout.addLayout(bill_row)
        self._state: JourneyState | None = None
        self.flip.toggled.connect(self._flip_toggled)
        #: The layer showing cards sliding along a row and turning over from the deck.
        self.motion = MarketMotion(self)
        #: Paints a card's other face for the flip (never shown itself).
        self._other_face = CardWidget("", self)
        self._other_face.hide()

    # -- showing ------------------------------------------------------------------------

    def show_state(self, state: JourneyState) -> None:
        """Redraw the offer and the quotes from ``state`` (a new state drops the selection)."""
        if state is not self._state:
            self._set_selected(None)
        flip = self._flip_of(self._state, state)
        self._state = state
        cards = state.config.cards
        taking = state.phase is Phase.TAKE_TRANSPORT
        shown: dict[MarketSlot, tuple[object | None, QWidget]] = {}
        for slot, widget in self.cards.items():
            faced = None
            if slot is MarketSlot.DECK:
                faced = state.deck_top
                card_id = faced.card_id if faced else None
                transport = faced.transport if faced else None
            else:
                row = state.train_row if slot.row is Transport.TRAIN else state.ship_row
                card_id = row[slot.position] if slot.position < len(row) else None
                transport = slot.row if card_id else None
            shown[slot] = (card_id, widget)
            if card_id is None:
                widget.show_card(
                    transport=None, cost=0, days=0, ruler=None, icon=None, extra_days=0
                )
                widget.setToolTip("")
                continue
            card = cards.transport(card_id)
            widget.show_card(
                transport=transport,
                cost=card.cost,
                days=card.days,
                ruler=card.ruler,
                icon=card.icon,
                extra_days=slot.extra_days,
                available=taking,
            )
            widget.setToolTip(
                plain_tooltip(self._tooltip(TakeTransport(slot, self.flip.isChecked())))
            )
        if not self.balloon_cards:
            previous: QWidget = self.cards[MarketSlot.DECK]
            for balloon in cards.balloons:
                widget = CardWidget(self.tr("balloon"))
                self._balloon_row.addWidget(widget)
                self.balloon_cards[balloon.id] = widget
                widget.clicked.connect(lambda b=balloon.id: self._clicked(TakeBalloon(b)))
                widget.step_requested.connect(lambda step, c=widget: self._step_focus(c, step))
                widget.hovered.connect(lambda on, b=balloon.id: self._hovered(TakeBalloon(b), on))
                # made after the market's buttons: in the Tab order right after the deck
                QWidget.setTabOrder(previous, widget)
                previous = widget
        used = set()
        if state.active is not None:
            used = set(state.players[state.active].balloons_used)
        for balloon in cards.balloons:
            widget = self.balloon_cards[balloon.id]
            widget.show_card(
                transport=Transport.BALLOON,
                cost=balloon.cost,
                days=balloon.days,
                ruler=balloon.ruler,
                icon=None,
                extra_days=0,
                title=balloon.name,
                crossed=balloon.id in used,
                available=taking and balloon.id not in used,
            )
            widget.setToolTip(plain_tooltip(self._tooltip(TakeBalloon(balloon.id))))
        if self.selected is not None:
            self._show_quote(self.bill_text(self.selected))
        elif not taking:
            self._show_quote(
                self.tr("Draw your route with the ruler on the map (Enter or “Draw route”).")
                + f' <a href="{WHY_NO_MARKET_CARD}">'
                + self.tr("Why can't I take a card?")
                + "</a>"
                if state.phase is Phase.DRAW_ROUTE
                else self.tr("The game is over.")
            )
        else:
            self._show_quote(self._idle_text())
        # cards slide and turn over, a card taken as the other transport flips (only drawn)
        self.motion.play(shown, MarketSlot.DECK, flip)

    def _flip_of(self, before: JourneyState | None, state: JourneyState) -> Flip | None:
        """The flip to show when ``state`` follows ``before`` by a card taken as the other
        transport (R2024-06): the card's face as it lay in the market and its other face,
        at its slot. None when no card was flipped, or when motion is off."""
        if before is None or before.phase is not Phase.TAKE_TRANSPORT or motion_factor() <= 0:
            return None
        taken = next((e for e in state.last_events if isinstance(e, TransportTaken)), None)
        if taken is None or state.history[:-1] != before.history:
            return None
        for slot, widget in self.cards.items():
            if slot is MarketSlot.DECK:
                faced = before.deck_top
                card_id, lay_as = (faced.card_id, faced.transport) if faced else (None, None)
            else:
                row = before.train_row if slot.row is Transport.TRAIN else before.ship_row
                card_id = row[slot.position] if slot.position < len(row) else None
                lay_as = slot.row
            if card_id != taken.card_id:
                continue
            if lay_as is None or lay_as is taken.transport:
                return None
            # the other face: the same card as the other transport (the rest stays the same)
            face = self._other_face
            face.resize(widget.size())
            face.show_card(
                transport=taken.transport,
                cost=widget.cost,
                days=widget.days,
                ruler=widget.ruler,
                icon=widget.icon,
                extra_days=widget.extra_days,
                available=True,
            )
            face.caption = widget.caption
            was_selected, widget.selected = widget.selected, False
            before_face = widget.grab()
            widget.selected = was_selected
            return Flip(before_face, face.grab(), QRectF(widget.geometry()))
        return None

    def _idle_text(self) -> str:
        if self.one_click:
            return self.tr("Hover over a card to see what it would cost you.")
        return self.tr("Hover over a card to see what it would cost you; click it to see its bill.")

    def mark_choice(self, choice: TransportChoice | None, colour: QColor | None = None) -> None:
        """Frame the card ``choice`` takes in ``colour`` (a computer's pick); None: no frame."""
        for card in (*self.cards.values(), *self.balloon_cards.values()):
            card.chosen_by = None
            card.update()
        chosen = self.card_for(choice) if choice is not None else None
        if chosen is not None and choice is not None:
            chosen.chosen_by = QColor(colour) if colour is not None else QColor(INK)
            chosen.update()
            self._show_quote(escaped(self._tooltip(choice)).replace("\n", "<br>"))

    def card_for(self, choice: TransportChoice) -> CardWidget | None:
        """The card widget ``choice`` takes (a market slot or a balloon)."""
        if isinstance(choice, TakeTransport):
            return self.cards.get(choice.slot)
        if isinstance(choice, TakeBalloon):
            return self.balloon_cards.get(choice.balloon)
        return None

    def _tooltip(self, choice: TransportChoice) -> str:
        state = self._state
        if state is None or state.phase is not Phase.TAKE_TRANSPORT:
            return self.tr("The market opens at the start of your turn.")
        if choice not in legal_transport_actions(state):
            return self.tr("Not available to you now.")
        try:
            q = quote(state, choice)
        except IllegalActionError as error:
            return error_text(error)
        name = state.players[state.active].name if state.active is not None else ""
        text = self.tr("For {name}: {quote}").format(name=name, quote=quote_text(q))
        if q.icon is not None:
            text += self.tr("\nCharacter: {name}").format(
                name=QCoreApplication.translate("Characters", CHARACTER_INITIALS[q.icon][2])
            )
        return text

    # -- the bill ---------------------------------------------------------------------------

    def _show_quote(self, html: str) -> None:
        """The line under the market says ``html``, its accents and links readable in the
        system's theme."""
        show_readable(self.quote_label, html)

    def bill_text(self, choice: TransportChoice) -> str:
        """What taking ``choice`` would do, in words (rich text): the engine applies it to
        the state on the table and the bill reads its events (R2024-06/07/08)."""
        state = self._state
        if state is None or state.active is None or state.phase is not Phase.TAKE_TRANSPORT:
            return self.tr("The market opens at the start of your turn.")
        try:
            q = quote(state, choice)
            after = apply(state, choice)
        except IllegalActionError as error:
            return escaped(error_text(error))
        me = state.active
        player = state.players[me]
        names = [escaped(p.name) for p in state.players]  # for rich text
        card = self.card_for(choice)
        what = card.title if card is not None and card.title else transport_name(q.transport)
        lines = [
            self.tr("<b>Bill for {name}: {card}</b>").format(
                name=escaped(player.name), card=escaped(what)
            )
        ]
        lines.append(
            self.tr("Pounds: {paid} of {money} in hand").format(
                paid=money_text(q.pounds_paid), money=money_text(player.money)
            )
        )
        days = [self.tr("%n travel", "", q.travel_days)]
        if q.extra_days:
            days.append(self.tr("%n departure", "", q.extra_days))
        lines.append(
            self.tr("Days: {parts} → {date}").format(
                parts=" + ".join(days), date=date_text(player.day + q.travel_days + q.extra_days)
            )
        )
        if q.missing_pounds:
            # R2024-06: missing pounds are paid as days, one per pound
            lines.append(
                "<span style='color:#b03a00'><b>"
                + self.tr(
                    "You lack {pounds}: paid as %n more day(s), to {date}.", "", q.missing_pounds
                ).format(pounds=money_text(q.missing_pounds), date=date_text(after.players[me].day))
                + "</b></span>"
            )
        character = next((e for e in after.last_events if isinstance(e, CharacterTaken)), None)
        if character is not None:
            who = QCoreApplication.translate(
                "Characters", CHARACTER_INITIALS[character.character][2]
            )
            if character.from_player is None:
                lines.append(self.tr("Brings {who} from the reserve.").format(who=who))
            else:
                lines.append(
                    self.tr("Brings {who}, taken from {name}.").format(
                        who=who, name=names[character.from_player]
                    )
                )
        elif q.icon is not None and q.icon is not Character.FIX:
            who = QCoreApplication.translate("Characters", CHARACTER_INITIALS[q.icon][2])
            lines.append(self.tr("{who} is yours already.").format(who=who))
        fix = next((e for e in after.last_events if isinstance(e, FixStruck)), None)
        if fix is not None:
            targets = ", ".join(names[t] for t in fix.targets)
            if fix.side is Side.FRONT:
                text = self.tr(
                    "Inspector Fix strikes {names}: they lose all their characters."
                ).format(names=targets)
            else:
                text = self.tr("Inspector Fix strikes {names}: they pay {pounds} each.").format(
                    names=targets, pounds=money_text(FIX_BACK_POUNDS)
                )
            lines.append("<span style='color:#8a3324'><b>" + text + "</b></span>")
        else:
            lines.append(self.tr("No Inspector Fix."))
        lines.append(
            "<i>" + self.tr("Take it: click again, Enter or “Take”. Esc: choose again.") + "</i>"
        )
        return "<br>".join(lines)

    # -- intent ----------------------------------------------------------------------------

    def _clicked_slot(self, slot: MarketSlot) -> None:
        self._clicked(TakeTransport(slot, self.flip.isChecked()))

    def _clicked(self, choice: TransportChoice) -> None:
        """One click: select (show the bill); on the selected card: take it."""
        if self.one_click or self.locked:
            self.choice_requested.emit(choice)
            return
        if self.selected is not None and self._same_card(self.selected, choice):
            self.take_selected()
            return
        self._set_selected(choice)

    @staticmethod
    def _same_card(a: TransportChoice, b: TransportChoice) -> bool:
        if isinstance(a, TakeTransport) and isinstance(b, TakeTransport):
            return a.slot == b.slot
        return a == b

    @property
    def one_click(self) -> bool:
        """Settings → "Take a card with one click": the first click takes the card. Read
        at each click, so a change in Settings reaches every open window at once."""
        return self.settings is not None and self.settings.take_with_one_click

    def select(self, choice: TransportChoice) -> None:
        """Select ``choice`` and show its bill (as a first click does)."""
        self._set_selected(choice)

    @Slot()
    def take_selected(self) -> None:
        """Take the selected card (Enter, a second click, "Take")."""
        choice = self.selected
        if choice is None:
            return
        if isinstance(choice, TakeTransport):
            choice = TakeTransport(choice.slot, self.flip.isChecked())
        self.choice_requested.emit(choice)

    @Slot()
    def clear_selection(self) -> None:
        """Drop the selection (Esc): the bill goes, nothing is paid."""
        self._set_selected(None)

    def _set_selected(self, choice: TransportChoice | None) -> None:
        if choice is not None and (
            self._state is None or self._state.phase is not Phase.TAKE_TRANSPORT
        ):
            choice = None
        before = self.selected
        self.selected = choice
        chosen = self.card_for(choice) if choice is not None else None
        for card in (*self.cards.values(), *self.balloon_cards.values()):
            on = card is chosen
            if card.selected != on:
                card.selected = on
                card.update()
        self.take_button.setEnabled(choice is not None)
        self.choose_again_button.setEnabled(choice is not None)
        if choice is not None:
            self._show_quote(self.bill_text(choice))
            announce(self.quote_label, self.quote_label.text())  # the bill, in words
        elif before is not None and self._state is not None:
            self._show_quote(self._idle_text())
        if before != choice:
            self.selection_changed.emit(choice)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Esc drops the selection; Enter takes it."""
        if self._handle_key(event.key()):
            event.accept()
            return
        super().keyPressEvent(event)

    def _handle_key(self, key: int) -> bool:
        if self.selected is None:
            return False
        if key == Qt.Key.Key_Escape:
            self.clear_selection()
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.take_selected()
            return True
        return False

    def usable_cards(self) -> list[CardWidget]:
        """The cards that can be taken now, in the market's order (trains, ships, the
        deck, the balloons)."""
        order = [
            *(self.cards[slot] for slot in MarketSlot if slot is not MarketSlot.DECK),
            self.cards[MarketSlot.DECK],
            *self.balloon_cards.values(),
        ]
        return [card for card in order if card.isEnabled() and card.isVisible()]

    def focus_first_card(self) -> CardWidget | None:
        """Give the keyboard to the first card that can be taken (``None``: none can)."""
        cards = self.usable_cards()
        if not cards:
            return None
        cards[0].setFocus(Qt.FocusReason.OtherFocusReason)
        return cards[0]

    def _step_focus(self, card: CardWidget, step: int) -> None:
        """The arrows: the focus to the next or the previous card that can be taken."""
        cards = self.usable_cards()
        if card not in cards:
            return
        cards[(cards.index(card) + step) % len(cards)].setFocus(Qt.FocusReason.TabFocusReason)

    def take_focused_or_selected(self) -> bool:
        """Play → Take: take the selected card, or else the card that has the keyboard;
        False when there is neither."""
        if self.selected is not None:
            self.take_selected()
            return True
        focused = next((c for c in self.usable_cards() if c.hasFocus()), None)
        if focused is None:
            return False
        for slot, card in self.cards.items():
            if card is focused:
                self.choice_requested.emit(TakeTransport(slot, self.flip.isChecked()))
                return True
        for balloon_id, card in self.balloon_cards.items():
            if card is focused:
                self.choice_requested.emit(TakeBalloon(balloon_id))
                return True
        return False

    def handle_table_key(self, key: int) -> bool:
        """A key pressed anywhere on the table (not taken by a widget): Enter takes the
        selected card, Esc drops it; True if it was used."""
        return self._handle_key(key)

    def _hovered(self, choice: TransportChoice, on: bool) -> None:
        if not on or self._state is None or self._state.phase is not Phase.TAKE_TRANSPORT:
            return
        if self.selected is not None:
            return  # the bill stays until the choice changes
        if isinstance(choice, TakeTransport):
            choice = TakeTransport(choice.slot, self.flip.isChecked())
        self._show_quote(escaped(self._tooltip(choice)).replace("\n", "<br>"))

    @Slot(bool)
    def _flip_toggled(self, checked: bool) -> None:
        if self._state is not None:
            selected = self.selected
            if isinstance(selected, TakeTransport):
                self.selected = TakeTransport(selected.slot, checked)
            self.show_state(self._state)
