"""The end of the race: who reached London first, and how far the others got."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRect, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent
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
from eighty_days.ui.art.celebration import paint_burst, paint_winner_frame
from eighty_days.ui.art.paper import paint_paper
from eighty_days.ui.common.message_text import message_text, plural_text
from eighty_days.ui.common.palette import INK
from eighty_days.ui.common.plain_text import plain_label
from eighty_days.ui.motion import Motion
from eighty_days.ui.race.looks import PawnLook, pawn_icon
from eighty_days.ui.ui_scale import scaled_pixels

#: How long the winner's frame takes to be drawn round, with its burst, at normal speed (ms).
WINNER_FRAME_MS = 1800


class WinnerScreen(QFrame):
    """The winner and the finishing order; ``new_race_requested``/``board_requested``."""

    new_race_requested = Signal()
    board_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("winnerScreen")
        # painted paper: its texts in the paper's ink, whatever the system's theme
        self.setStyleSheet(
            "#winnerScreen { background: transparent; }"
            f" #winnerScreen QLabel {{ color: {INK.name()}; }}"
        )
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addSpacing(scaled_pixels(40))  # room for the frame's upper edge
        self.icon = QLabel()
        self.icon.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.icon)
        self.headline = plain_label()  # the winner's name as written
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.follow_ui_scale()
        layout.addWidget(self.headline)
        self.explanation = plain_label()
        self.explanation.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.explanation.setWordWrap(True)
        self.explanation.setMaximumWidth(scaled_pixels(640))
        centred = QHBoxLayout()  # (an aligned label would lose its wrapped height)
        centred.addStretch(1)
        centred.addWidget(self.explanation, 100)
        centred.addStretch(1)
        layout.addLayout(centred)
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
        layout.addSpacing(scaled_pixels(40))  # room for the frame's lower edge
        layout.addLayout(buttons)
        layout.addStretch(2)
        #: The winner's colour (the frame's inner rule and the burst).
        self.colour = QColor("#e3b448")
        #: How far the frame is drawn round (0 to 1); the burst plays meanwhile.
        self.frame_fraction = 1.0
        #: The winner's moment: the frame drawn round the winner, a burst from the pawn.
        self.frame_motion = Motion(WINNER_FRAME_MS, self._frame_step, self)

    def frame_rect(self) -> QRect:
        """Where the winner's frame goes: round the pawn, the headline and the order."""
        box = QRect()
        for widget in (self.icon, self.headline, self.explanation, self.table_holder):
            geometry = widget.geometry()
            width = geometry.width()
            if widget is not self.explanation:  # the text, not the whole row
                width = min(width, widget.sizeHint().width())
            box = box.united(
                QRect(geometry.center().x() - width // 2, geometry.top(), width, geometry.height())
            )
        margin = scaled_pixels(30)
        return box.adjusted(-margin, -margin, margin, margin).intersected(
            self.rect().adjusted(4, 4, -4, -4)
        )

    def paintEvent(self, event: QPaintEvent) -> None:
        """The paper, then the winner's frame (and the burst while it is drawn)."""
        painter = QPainter(self)
        paint_paper(painter, self.rect().toRectF(), QPointF(0, 0))
        painter.end()
        super().paintEvent(event)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_winner_frame(painter, self.frame_rect().toRectF(), self.colour, self.frame_fraction)
        if self.frame_fraction < 1.0:
            centre = QPointF(self.icon.geometry().center())
            paint_burst(painter, centre, self.frame_fraction, self.colour, scaled_pixels(220))
        painter.end()

    def _frame_step(self, fraction: float) -> None:
        self.frame_fraction = fraction
        self.update()

    def follow_ui_scale(self) -> None:
        """The headline's size at the UI scale (again after Settings → Text size changed)."""
        self.headline.setStyleSheet(
            f"font-size: {scaled_pixels(28)}px; font-weight: bold; color: {INK.name()};"
        )

    def show_outcome(self, outcome: Outcome, state: RaceState, looks: Sequence[PawnLook]) -> None:
        """Show ``outcome``: the winner large, then everyone in finishing order."""
        winner = looks[outcome.winner]
        self.colour = winner.qcolor()
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
            name = plain_label(look.name)
            if row == 0:  # the winner in bold
                bold = name.font()
                bold.setBold(True)
                name.setFont(bold)
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
        self.frame_motion.start()
