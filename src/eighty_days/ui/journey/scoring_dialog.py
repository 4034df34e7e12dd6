"""The end of the game: a scoring table by category, the winner and the tie-break."""

from __future__ import annotations

import math

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEasingCurve, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPaintEvent, QPalette, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from eighty_days.engine.journey.scoring import Outcome
from eighty_days.ui.art.celebration import paint_winner_frame
from eighty_days.ui.art.sheet_art import pen_ring_path
from eighty_days.ui.common.contrast import AIMED_TEXT, readable_on
from eighty_days.ui.common.message_text import message_text
from eighty_days.ui.common.palette import DETOUR_RED, INK
from eighty_days.ui.common.plain_text import plain_label
from eighty_days.ui.journey.seats import SeatLook
from eighty_days.ui.motion import Motion
from eighty_days.ui.ui_scale import scaled_pixels, scaled_points

#: How long each category's row takes to fill in, at normal speed (ms).
FILL_ROW_MS = 350

#: Scoring categories (rulebook, End of the Journey and Scoring) with their explanation.
CATEGORIES: tuple[tuple[str, str, str], ...] = (
    (
        "money",
        str(QT_TRANSLATE_NOOP("ScoringDialog", "Money")),
        str(QT_TRANSLATE_NOOP("ScoringDialog", "1 fame point for every 3 pounds left")),
    ),
    (
        "calendar",
        str(QT_TRANSLATE_NOOP("ScoringDialog", "Calendar")),
        str(
            QT_TRANSLATE_NOOP(
                "ScoringDialog", "12 for the first back in London, 5 for later ones, else 0"
            )
        ),
    ),
    (
        "balloons",
        str(QT_TRANSLATE_NOOP("ScoringDialog", "Balloons")),
        str(QT_TRANSLATE_NOOP("ScoringDialog", "1 fame point per balloon not used")),
    ),
    (
        "areas",
        str(QT_TRANSLATE_NOOP("ScoringDialog", "Areas")),
        str(QT_TRANSLATE_NOOP("ScoringDialog", "1 fame point per area visited")),
    ),
    (
        "adventures",
        str(QT_TRANSLATE_NOOP("ScoringDialog", "Adventures")),
        str(
            QT_TRANSLATE_NOOP("ScoringDialog", "2 per adventure location visited and per card icon")
        ),
    ),
)


# The share of the fill-in over which the winner's frame is drawn round the headline.
FRAME_SHARE = 0.4


class WinnerBanner(QLabel):
    """The headline naming the winner in a drawn frame (gold, laurels) in the winner's
    colour; ``fraction`` (0 to 1) draws the frame round."""

    def __init__(self, text: str, colour: QColor, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setTextFormat(Qt.TextFormat.PlainText)  # the winners' names as written
        self.colour = QColor(colour)
        self.fraction = 1.0
        self.setContentsMargins(
            scaled_pixels(48), scaled_pixels(22), scaled_pixels(48), scaled_pixels(22)
        )

    def paintEvent(self, event: QPaintEvent) -> None:
        """The frame, then the text inside it."""
        painter = QPainter(self)
        paint_winner_frame(
            painter, self.rect().adjusted(1, 1, -1, -1).toRectF(), self.colour, self.fraction
        )
        painter.end()
        super().paintEvent(event)


class RingedTotal(QStyledItemDelegate):
    """Draws a cell, and a red pen ring round the winners' totals once the table is full."""

    def __init__(self, dialog: ScoringDialog) -> None:
        super().__init__(dialog)
        self.dialog = dialog

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        """The cell as usual; the ring over a winner's total."""
        super().paint(painter, option, index)
        if index.row() == len(CATEGORIES) and self.dialog.is_ringed(index.column()):
            rect = option.rect
            radius = min(rect.width() * 0.22, rect.height() * 0.42)
            path = pen_ring_path(radius, seed=index.column() + 7)
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.translate(rect.center().toPointF())
            painter.scale(1.5, 1.0)
            pen = painter.pen()
            pen.setColor(DETOUR_RED)
            pen.setWidthF(1.8)
            pen.setCosmetic(True)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
            painter.restore()


class ScoringDialog(QDialog):
    """Shows the outcome; open it with ``open()`` (never blocks)."""

    def __init__(
        self, outcome: Outcome, looks: tuple[SeatLook, ...], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("End of the journey: scoring"))
        self.outcome = outcome
        layout = QVBoxLayout(self)
        winners = [outcome.scores[i].name for i in outcome.winners]
        if len(winners) == 1:
            headline = self.tr("{name} wins!").format(name=winners[0])
        else:
            headline = self.tr("{names} and {last} share the victory!").format(
                names=", ".join(winners[:-1]), last=winners[-1]
            )
        colour = (
            QColor(looks[outcome.winners[0]].colour)
            if outcome.winners and outcome.winners[0] < len(looks)
            else QColor("#e3b448")
        )
        # the headline in the winner's frame (a moment of celebration)
        self.winner_label = WinnerBanner(headline, colour)
        font = QFont()
        font.setPointSizeF(scaled_points(16))
        font.setBold(True)
        self.winner_label.setFont(font)
        self.winner_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.winner_label)
        self.tie_break_label = plain_label(
            message_text(outcome.message) if outcome.message is not None else outcome.tie_break
        )
        self.tie_break_label.setWordWrap(True)
        self.tie_break_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.tie_break_label)

        players = list(outcome.ranking)
        self.table = QTableWidget(len(CATEGORIES) + 1, len(players))
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setHorizontalHeaderLabels([outcome.scores[i].name for i in players])
        self.table.setVerticalHeaderLabels([self.tr(c[1]) for c in CATEGORIES] + [self.tr("Total")])
        for row, (_, _, tip) in enumerate(CATEGORIES):
            header = self.table.verticalHeaderItem(row)
            if header is not None:
                header.setToolTip(self.tr(tip))
        bold = QFont()
        bold.setBold(True)
        for column, index in enumerate(players):
            score = outcome.scores[index]
            name_item = self.table.horizontalHeaderItem(column)
            if name_item is not None and index < len(looks):
                # the player's colour, as dark or light as the header needs to be read
                header_colour = self.table.palette().color(QPalette.ColorRole.Button)
                name_item.setForeground(
                    readable_on(QColor(looks[index].colour), header_colour, AIMED_TEXT)
                )
                name_item.setFont(bold)
            for row, (attribute, _, _) in enumerate(CATEGORIES):
                item = QTableWidgetItem(str(getattr(score, attribute)))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, column, item)
            total = QTableWidgetItem(str(score.total))
            total.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            total.setFont(bold)
            if index in outcome.winners:
                total.setBackground(QColor("#f3e3a6"))
            self.table.setItem(len(CATEGORIES), column, total)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setMinimumWidth(scaled_pixels(120 * len(players) + 110))
        self.table.setItemDelegate(RingedTotal(self))
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        height = (
            self.table.verticalHeader().length()
            + self.table.horizontalHeader().sizeHint().height()
            + 2 * self.table.frameWidth()
        )
        self.table.setFixedHeight(height)
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        #: The table filling in category by category when the dialog shows.
        self.fill_motion = Motion(
            FILL_ROW_MS * self.table.rowCount(),
            self._fill_step,
            self,
            easing=QEasingCurve.Type.Linear,
        )
        self.filled_rows = self.table.rowCount()

    def showEvent(self, event: QShowEvent) -> None:
        """Fill the table in, category by category (at once with motion off)."""
        super().showEvent(event)
        self.fill_motion.start()

    def is_ringed(self, column: int) -> bool:
        """Whether the total in ``column`` is ringed now (a winner's, the table full)."""
        if self.filled_rows < self.table.rowCount():
            return False
        return list(self.outcome.ranking)[column] in self.outcome.winners

    def _fill_step(self, fraction: float) -> None:
        self.winner_label.fraction = min(1.0, fraction / FRAME_SHARE)
        self.winner_label.update()
        rows = self.table.rowCount()
        self.filled_rows = rows if fraction >= 1.0 else min(rows, math.floor(fraction * rows))
        for row in range(rows):
            for column in range(self.table.columnCount()):
                item = self.table.item(row, column)
                if item is None:
                    continue
                shown = row < self.filled_rows
                # a cell on a band of its own (the winner's gold) in the band's ink; the
                # others in the theme's text colour
                banded = item.background().style() != Qt.BrushStyle.NoBrush
                ink = QBrush(INK) if banded else QBrush()
                item.setForeground(ink if shown else QBrush(QColor(0, 0, 0, 0)))

    def cell(self, category: str, player: int) -> str:
        """The table's text for ``category`` ("total" too) of player index ``player``."""
        column = list(self.outcome.ranking).index(player)
        names = [c[0] for c in CATEGORIES] + ["total"]
        item = self.table.item(names.index(category), column)
        return item.text() if item is not None else ""
