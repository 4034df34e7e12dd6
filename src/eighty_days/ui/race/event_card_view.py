"""An event card revealed: its English title and text, the German original, what it does.

In the expert variant the drawn card may be kept: the view then offers "Carry it out" and
"Keep it for later" and announces the choice.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from eighty_days.engine.race import EffectKind, EventCard, EventEffect


def explain_effect(effect: EventEffect) -> str:
    """What an event does, in plain English (the rules, not the story)."""
    kind = effect.kind
    space = effect.space_kind.label if effect.space_kind is not None else ""
    texts = {
        EffectKind.FORWARD: f"Your figure goes {effect.amount} spaces forward (never into London).",
        EffectKind.BACK: (f"Your figure goes {effect.amount} spaces back; a money bag cancels it."),
        EffectKind.TO_NEXT: f"Your figure goes forward to the next {space}.",
        EffectKind.BACK_TO_PREVIOUS: (
            f"Your figure goes back to the previous {space}; a money bag cancels it."
        ),
        EffectKind.SKIP_TURN: "You miss your next turn.",
        EffectKind.DRAW: f"You draw {effect.amount} action card(s).",
        EffectKind.DISCARD: f"You discard {effect.amount} action card(s) at random.",
        EffectKind.OTHERS_BACK: (
            f"Every other figure goes {effect.amount} spaces back; each may pay a money bag."
        ),
        EffectKind.OTHERS_AHEAD_BACK: (
            f"Every figure ahead of yours goes {effect.amount} spaces back; each may pay a "
            "money bag."
        ),
        EffectKind.SET_WIND_ROSE: (
            f"The wind rose turns to the {effect.transport.value if effect.transport else ''}."
        ),
        EffectKind.WIND_ROSE: "Turn the wind rose (or leave it), then play another card.",
        EffectKind.PLAY_AGAIN: "Play another card.",
    }
    return texts[kind]


class EventCardView(QFrame):
    """The last event card revealed, explained; with keep/carry-out buttons when asked."""

    carry_out_requested = Signal()
    keep_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("eventCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(
            "#eventCard { background: #fff8e0; border: 2px solid #8a6d1f; border-radius: 8px; }"
        )
        layout = QVBoxLayout(self)
        self.heading = QLabel("Event card")
        self.heading.setStyleSheet("color: #8a6d1f; font-weight: bold;")
        layout.addWidget(self.heading)
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.title.setStyleSheet("font-size: 15px; font-weight: bold;")
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
        self.carry_out = QPushButton("Carry it out")
        self.keep = QPushButton("Keep it for later")
        self.carry_out.clicked.connect(self.carry_out_requested)
        self.keep.clicked.connect(self.keep_requested)
        buttons.addWidget(self.carry_out)
        buttons.addWidget(self.keep)
        layout.addLayout(buttons)
        self.card: EventCard | None = None
        self.show_card(None)

    def show_card(self, card: EventCard | None, heading: str = "", *, asking: bool = False) -> None:
        """Show ``card`` (or nothing); ``asking`` offers keeping it (expert variant)."""
        self.card = card
        self.carry_out.setVisible(asking)
        self.keep.setVisible(asking)
        if card is None:
            self.heading.setText("Event card")
            self.title.setText("No event card drawn yet.")
            for label in (self.text, self.german, self.effect):
                label.clear()
            self.setToolTip("")
            return
        self.heading.setText(heading or "Event card")
        self.title.setText(card.title_en)
        self.text.setText(card.text_en)
        self.german.setText(f"{card.title_de}: {card.text_de}")
        self.effect.setText(f"<b>Effect:</b> {html.escape(explain_effect(card.effect))}")
        self.setToolTip(f"<b>{html.escape(card.title_de)}</b><br>{html.escape(card.text_de)}")
