"""The question to a player who has played out the hand: take the 5-space jump with 5 new
cards, or decline both and end the turn (ruling R1986-09)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from eighty_days.ui.common.message_text import plural_text
from eighty_days.ui.common.palette import INK
from eighty_days.ui.common.plain_text import escaped, plain_label
from eighty_days.ui.race.offers import JumpOffer


class JumpPrompt(QFrame):
    """Asks the player; announces ``take_requested`` or ``decline_requested``."""

    take_requested = Signal()
    decline_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("jumpPrompt")
        self.setStyleSheet(
            "#jumpPrompt { background: #eaf4fd; border: 2px solid #1f5f99; border-radius: 8px; }"
            f" #jumpPrompt QLabel {{ color: {INK.name()}; }}"  # its own ink on its paper
        )
        layout = QVBoxLayout(self)
        self.heading = QLabel()
        self.heading.setTextFormat(Qt.TextFormat.RichText)  # names escaped
        layout.addWidget(self.heading)
        self.question = plain_label()
        self.question.setWordWrap(True)
        layout.addWidget(self.question)
        buttons = QHBoxLayout()
        self.take = QPushButton(self.tr("Jump 5 spaces and draw 5 cards"))
        self.take.setObjectName("take-jump")
        self.decline = QPushButton(self.tr("Decline: stay here, no new cards"))
        self.decline.setObjectName("decline-jump")
        self.take.clicked.connect(self.take_requested)
        self.decline.clicked.connect(self.decline_requested)
        buttons.addWidget(self.take)
        buttons.addWidget(self.decline)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        layout.addStretch(1)

    def ask(self, offer: JumpOffer, name: str) -> None:
        """Put ``offer``'s question to the player called ``name``."""
        self.heading.setText(
            self.tr("<b>{name}, you have played out your hand: jump?</b>").format(
                name=escaped(name)
            )
        )
        text = offer.question
        if offer.card_limit is not None:  # near London: the finish takes few cards
            text += " " + (
                plural_text(
                    self.tr("Into London you may take at most %n card(s).", "", offer.card_limit),
                    offer.card_limit,
                )
                if offer.card_limit
                else self.tr("Into London you may take no card (expert rules).")
            )
        self.question.setText(text)
