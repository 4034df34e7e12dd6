"""The question to a victim of a handcuffs card or of an event's move back: pay a money bag
to cancel it, or accept (ruling R1986-03)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from eighty_days.ui.common.palette import INK
from eighty_days.ui.common.plain_text import escaped, plain_label
from eighty_days.ui.race.offers import DefenceOffer


class DefencePrompt(QFrame):
    """Asks the victim; announces ``defend_requested(card_id)`` or ``accept_requested``."""

    defend_requested = Signal(str)
    accept_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("defencePrompt")
        self.setStyleSheet(
            "#defencePrompt { background: #fdecea; border: 2px solid #b03a00; border-radius: 8px; }"
            f" #defencePrompt QLabel {{ color: {INK.name()}; }}"  # its own ink on its paper
        )
        layout = QVBoxLayout(self)
        self.heading = QLabel(self.tr("<b>Defend?</b>"))
        self.heading.setTextFormat(Qt.TextFormat.RichText)  # names escaped
        layout.addWidget(self.heading)
        self.question = plain_label()
        self.question.setWordWrap(True)
        layout.addWidget(self.question)
        buttons = QHBoxLayout()
        self.defend = QPushButton(self.tr("Pay a money bag and stay"))
        self.accept = QPushButton(self.tr("Accept: go back"))
        self.defend.clicked.connect(self._defend)
        self.accept.clicked.connect(self.accept_requested)
        buttons.addWidget(self.defend)
        buttons.addWidget(self.accept)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        layout.addStretch(1)
        self.money_bag: str | None = None

    def ask(self, offer: DefenceOffer, victim_name: str) -> None:
        """Put ``offer``'s question to ``victim_name``."""
        self.heading.setText(
            self.tr("<b>{victim_name}, defend yourself?</b>").format(
                victim_name=escaped(victim_name)
            )
        )
        self.question.setText(offer.question)
        self.money_bag = offer.money_bag
        self.defend.setEnabled(offer.money_bag is not None)

    def _defend(self) -> None:
        if self.money_bag is not None:
            self.defend_requested.emit(self.money_bag)
