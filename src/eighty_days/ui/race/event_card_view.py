"""An event card revealed: its title and text in the program's language, the German
original (the cards are printed in German), what it does.

In the expert variant the drawn card may be kept: the view then offers "Carry it out" and
"Keep it for later" and announces the choice. Beneath, "Last event of" chooses a player
whose last event card to show again (``history_chosen``), so that one player's card is
not lost when the next player draws theirs.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt, Signal, Slot
from PySide6.QtGui import QColor, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from eighty_days.engine.race import EffectKind, EventCard, EventEffect
from eighty_days.engine.race.log import event_text, event_title
from eighty_days.i18n import current_language
from eighty_days.messages import CARDS, SPACES
from eighty_days.ui.art.cards import event_card_picture
from eighty_days.ui.common.message_text import message_text, name_text
from eighty_days.ui.common.palette import INK, ink_on
from eighty_days.ui.race.looks import space_label, transport_label
from eighty_days.ui.ui_scale import scaled_pixels


def explain_effect(effect: EventEffect) -> str:
    """What an event does, in plain English (the rules, not the story)."""
    kind = effect.kind
    spaces = message_text(SPACES(count=effect.amount))
    cards = message_text(CARDS(count=effect.amount))
    space = space_label(effect.space_kind) if effect.space_kind is not None else ""
    transport = transport_label(effect.transport) if effect.transport else ""
    texts = {
        EffectKind.FORWARD: QCoreApplication.translate(
            "EventEffect", "Your figure goes {spaces} forward (never into London)."
        ),
        EffectKind.BACK: QCoreApplication.translate(
            "EventEffect", "Your figure goes {spaces} back; a money bag cancels it."
        ),
        EffectKind.TO_NEXT: QCoreApplication.translate(
            "EventEffect", "Your figure goes forward to the next {space}."
        ),
        EffectKind.BACK_TO_PREVIOUS: QCoreApplication.translate(
            "EventEffect", "Your figure goes back to the previous {space}; a money bag cancels it."
        ),
        EffectKind.SKIP_TURN: QCoreApplication.translate("EventEffect", "You miss your next turn."),
        EffectKind.DRAW: QCoreApplication.translate("EventEffect", "You draw {cards}."),
        EffectKind.DISCARD: QCoreApplication.translate(
            "EventEffect", "You discard {cards} at random."
        ),
        EffectKind.OTHERS_BACK: QCoreApplication.translate(
            "EventEffect", "Every other figure goes {spaces} back; each may pay a money bag."
        ),
        EffectKind.OTHERS_AHEAD_BACK: QCoreApplication.translate(
            "EventEffect",
            "Every figure ahead of yours goes {spaces} back; each may pay a money bag.",
        ),
        EffectKind.SET_WIND_ROSE: QCoreApplication.translate(
            "EventEffect", "The wind rose turns to the {transport}."
        ),
        EffectKind.WIND_ROSE: QCoreApplication.translate(
            "EventEffect", "Turn the wind rose (or leave it), then play another card."
        ),
        EffectKind.PLAY_AGAIN: QCoreApplication.translate("EventEffect", "Play another card."),
    }
    return texts[kind].format(spaces=spaces, cards=cards, space=space, transport=transport)


class EventCardView(QFrame):
    """The last event card revealed, explained; with keep/carry-out buttons when asked."""

    carry_out_requested = Signal()
    keep_requested = Signal()
    #: "Last event of" chose a player (their seat).
    history_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("eventCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(
            # the card is paper with its own ink: readable in a dark theme as in a light one
            "#eventCard { background: #fff8e0; border: 2px solid #8a6d1f; border-radius: 8px; }"
            f" #eventCard QLabel {{ color: {INK.name()}; }}"
        )
        layout = QVBoxLayout(self)
        self.heading = QLabel(self.tr("Event card"))
        heading_ink = ink_on(QColor("#fff8e0"), QColor("#8a6d1f"))  # the card's gold, 5:1
        self.heading.setStyleSheet(f"color: {heading_ink.name()}; font-weight: bold;")
        self.heading.setWordWrap(True)  # "… hat eine Ereigniskarte gezogen" on two lines
        self.heading.setTextFormat(Qt.TextFormat.PlainText)  # a player's name, as written
        head = QHBoxLayout()  # the heading beside the card's picture, a telescope
        head.addWidget(self.heading, 1)
        self.picture = QLabel()
        self.picture.setPixmap(event_card_picture(scaled_pixels(34)))
        head.addWidget(self.picture)
        layout.addLayout(head)
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.follow_ui_scale()
        layout.addWidget(self.title)
        self.text = QLabel()
        self.text.setWordWrap(True)
        layout.addWidget(self.text)
        self.german = QLabel()
        self.german.setWordWrap(True)
        self.german.setStyleSheet("color: #6b5a3a; font-style: italic;")
        layout.addWidget(self.german)
        self.effect = QLabel()
        self.effect.setWordWrap(True)
        self.effect.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.effect)
        buttons = QHBoxLayout()
        self.carry_out = QPushButton(self.tr("Carry it out"))
        self.keep = QPushButton(self.tr("Keep it for later"))
        self.carry_out.clicked.connect(self.carry_out_requested)
        self.keep.clicked.connect(self.keep_requested)
        buttons.addWidget(self.carry_out)
        buttons.addWidget(self.keep)
        layout.addLayout(buttons)
        self.history_row = QWidget()
        history = QHBoxLayout(self.history_row)
        history.setContentsMargins(0, 0, 0, 0)
        self.history_label = QLabel(self.tr("Last event of:"))
        self.history = QComboBox()
        self.history.setAccessibleName(self.tr("Show the last event card of a player"))
        self.history_label.setBuddy(self.history)
        history.addWidget(self.history_label)
        history.addWidget(self.history, 1)
        self.history.activated.connect(self._history_activated)
        layout.addWidget(self.history_row)
        self.history_row.setVisible(False)
        self.card: EventCard | None = None
        self.show_card(None)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """As high as its wrapped text needs at its width, so none of the card is cut."""
        super().resizeEvent(event)
        self._fit_height()

    def _fit_height(self) -> None:
        layout = self.layout()
        if layout is not None and layout.hasHeightForWidth():
            self.setMinimumHeight(layout.totalHeightForWidth(self.width()))

    def set_history(self, players: Sequence[tuple[int, str]], shown: int | None) -> None:
        """The players (seat, name) who have had an event card, to choose from; ``shown``:
        the seat whose card is shown now (None: another card, or none)."""
        self.history.blockSignals(True)
        self.history.clear()
        for seat, name in players:
            self.history.addItem(name, seat)  # a name is plain text in a combo box
        self.history.setCurrentIndex(self.history.findData(shown) if shown is not None else -1)
        self.history.blockSignals(False)
        self.history_row.setVisible(bool(players))
        self._fit_height()

    @Slot(int)
    def _history_activated(self, index: int) -> None:
        seat = self.history.itemData(index)
        if isinstance(seat, int):
            self.history_chosen.emit(seat)

    def follow_ui_scale(self) -> None:
        """The title's size at the UI scale (again after Settings → Text size changed)."""
        self.title.setStyleSheet(f"font-size: {scaled_pixels(15)}px; font-weight: bold;")

    def show_card(self, card: EventCard | None, heading: str = "", *, asking: bool = False) -> None:
        """Show ``card`` (or nothing); ``asking`` offers keeping it (expert variant)."""
        self.card = card
        self.carry_out.setVisible(asking)
        self.keep.setVisible(asking)
        if card is None:
            self.heading.setText(self.tr("Event card"))
            self.title.setText(self.tr("No event card drawn yet."))
            for label in (self.text, self.german, self.effect):
                label.clear()
            self.setToolTip("")
            self._fit_height()
            return
        self.heading.setText(heading or self.tr("Event card"))
        # the cards are printed in German; in any other language the original is shown beneath
        german = current_language() == "de"
        self.title.setText(name_text(event_title(card)))
        self.text.setText(name_text(event_text(card)))
        self.german.setText("" if german else f"{card.title_de}: {card.text_de}")
        self.german.setVisible(not german)
        self.effect.setText(
            self.tr("<b>Effect:</b> {value}").format(value=html.escape(explain_effect(card.effect)))
        )
        self.setToolTip(f"<b>{html.escape(card.title_de)}</b><br>{html.escape(card.text_de)}")
        self._fit_height()
