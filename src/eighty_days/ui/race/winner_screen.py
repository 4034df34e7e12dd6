"""The end of the race: who reached London first, and how far the others got."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from eighty_days.engine.race import Outcome, RaceState
from eighty_days.ui.common.message_text import message_text, plural_text
from eighty_days.ui.race.looks import PawnLook, pawn_icon
from eighty_days.ui.ui_scale import scaled_pixels


class WinnerScreen(QFrame):
    """The winner and the finishing order; ``new_race_requested``/``board_requested``."""

    new_race_requested = Signal()
    board_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("winnerScreen")
        self.setStyleSheet("#winnerScreen { background: #f6efdc; }")
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.icon = QLabel()
        self.icon.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.icon)
        self.headline = QLabel()
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.follow_ui_scale()
        layout.addWidget(self.headline)
        self.explanation = QLabel()
        self.explanation.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.explanation.setWordWrap(True)
        layout.addWidget(self.explanation)
        self.table_holder = QWidget()
        self.table = QGridLayout(self.table_holder)
        layout.addWidget(self.table_holder, 0, Qt.AlignmentFlag.AlignCenter)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.board_button = QPushButton(self.tr("Look at the board"))
        self.new_race = QPushButton(self.tr("New race…"))
        self.board_button.clicked.connect(self.board_requested)
        self.new_race.clicked.connect(self.new_race_requested)
        buttons.addWidget(self.board_button)
        buttons.addWidget(self.new_race)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        layout.addStretch(2)

    def follow_ui_scale(self) -> None:
        """The headline's size at the UI scale (again after Settings → Text size changed)."""
        self.headline.setStyleSheet(
            f"font-size: {scaled_pixels(28)}px; font-weight: bold; color: #3b3126;"
        )

    def show_outcome(self, outcome: Outcome, state: RaceState, looks: Sequence[PawnLook]) -> None:
        """Show ``outcome``: the winner large, then everyone in finishing order."""
        winner = looks[outcome.winner]
        self.icon.setPixmap(pawn_icon(winner, 64).pixmap(QSize(64, 64)))
        self.headline.setText(
            self.tr("{name} reaches London and wins the race!").format(name=winner.name)
        )
        self.explanation.setText(
            self.tr("{explanation} {turn_number} turns were played in all.").format(
                explanation=message_text(outcome.message)
                if outcome.message is not None
                else outcome.explanation,
                turn_number=state.turn_number,
            )
        )
        while self.table.count():
            item = self.table.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        finish = state.board.finish
        for row, player in enumerate(outcome.finishing_order):
            look = looks[player]
            place = QLabel(f"{row + 1}.")
            icon = QLabel()
            icon.setPixmap(pawn_icon(look, 22).pixmap(QSize(22, 22)))
            name = QLabel(f"<b>{look.name}</b>" if row == 0 else look.name)
            position = outcome.positions[player]
            where = (
                self.tr("London")
                if position == finish
                else self.tr("space {position} of {finish}").format(
                    position=position, finish=finish
                )
            )
            cards = len(state.players[player].hand)
            detail = QLabel(
                plural_text(self.tr("{where}, %n card(s) in hand", "", cards), cards).format(
                    where=where
                )
            )
            for column, widget in enumerate((place, icon, name, detail)):
                self.table.addWidget(widget, row, column)
