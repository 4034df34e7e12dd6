"""The end of a challenge: both routes on one sheet, both scores category by category."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QFont, QPainterPath, QPen
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGraphicsPathItem,
    QGraphicsView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from eighty_days.saves.challenge import Challenge, compare
from eighty_days.saves.summary import SeatResult, summarize
from eighty_days.ui.common.plain_text import plain_label
from eighty_days.ui.common.value_text import date_text
from eighty_days.ui.journey.map_overlays import RouteDrawing
from eighty_days.ui.journey.map_scene import SheetScene
from eighty_days.ui.journey.scene_geometry import to_scene
from eighty_days.ui.journey.scoring_dialog import CATEGORIES
from eighty_days.ui.ui_scale import scaled_pixels

#: The sender's route is drawn dashed in this ink, yours in your colour.
THEIR_INK = QColor("#6a1b9a")


def category_name(key: str) -> str:
    """The shown name of a comparison row."""
    for category, name, _ in CATEGORIES:
        if category == key:
            return QCoreApplication.translate("ScoringDialog", name)
    if key == "total":
        return QCoreApplication.translate("ScoringDialog", "Total")
    return QCoreApplication.translate("ComparisonDialog", "Back in London")


def _cell(key: str, value: int | None) -> str:
    if value is None:
        return (
            "—"
            if key != "arrival_day"
            else QCoreApplication.translate("ComparisonDialog", "not back")
        )
    return date_text(value) if key == "arrival_day" else str(value)


def comparison_scene(challenge: Challenge, state: Any, seat: int) -> SheetScene:
    """The sheet with your route (solid, your ink) and the sender's (dashed)."""
    scene = SheetScene(state.config.sheet)
    you = state.players[seat]
    scene.show_route(RouteDrawing(tuple(you.routes), QColor(you.colour)))
    path = QPainterPath()
    for leg in challenge.route:
        if len(leg) < 2:
            continue
        path.moveTo(to_scene(leg[0]))
        for point in leg[1:]:
            path.lineTo(to_scene(point))
    pen = QPen(THEIR_INK, 2.4, Qt.PenStyle.DashLine)
    pen.setCosmetic(True)
    theirs = QGraphicsPathItem(path)
    theirs.setPen(pen)
    theirs.setZValue(1000)
    scene.addItem(theirs)
    return scene


def your_result(challenge: Challenge, state: Any) -> SeatResult:
    """Your result in the challenge's seat."""
    seats = challenge.game.record.seats
    summary = summarize(state, seats, game_id="", finished_at="", map_name="")
    return summary.seats[challenge.seat]


class ComparisonDialog(QDialog):
    """Shows the challenge's outcome; open it with ``open()`` (never blocks)."""

    def __init__(self, challenge: Challenge, state: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Challenge from {name}").format(name=challenge.sender))
        layout = QVBoxLayout(self)
        theirs, yours = challenge.result, your_result(challenge, state)
        if (yours.total or 0) > (theirs.total or 0):
            text = self.tr("You beat {name}'s challenge!")
        elif (yours.total or 0) == (theirs.total or 0):
            text = self.tr("You equal {name}'s fame.")
        else:
            text = self.tr("{name} keeps the lead this time.")
        self.headline = plain_label(text.format(name=challenge.sender))  # the name as written
        font = QFont(self.headline.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.headline.setFont(font)
        layout.addWidget(self.headline)
        legend = plain_label(
            self.tr("Solid: your route. Dashed: {name}'s route.").format(name=challenge.sender)
        )
        layout.addWidget(legend)
        self.scene = comparison_scene(challenge, state, challenge.seat)
        self.view = QGraphicsView(self.scene)
        self.view.setObjectName("comparison-sheet")
        self.view.setRenderHint(self.view.renderHints().Antialiasing)
        self.view.setMinimumSize(scaled_pixels(760), scaled_pixels(300))
        layout.addWidget(self.view, 1)
        rows = compare(theirs, yours)
        self.table = QTableWidget(len(rows), 2)
        self.table.setObjectName("comparison-table")
        self.table.setHorizontalHeaderLabels([challenge.sender, self.tr("You")])
        self.table.setVerticalHeaderLabels([category_name(row.key) for row in rows])
        for index, row in enumerate(rows):
            for column, value in enumerate((row.theirs, row.yours)):
                item = QTableWidgetItem(_cell(row.key, value))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                self.table.setItem(index, column, item)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.resizeRowsToContents()
        rows_height = sum(self.table.rowHeight(i) for i in range(self.table.rowCount()))
        self.table.setFixedHeight(
            rows_height + self.table.horizontalHeader().sizeHint().height() + 4
        )
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(scaled_pixels(1100), scaled_pixels(860))

    def showEvent(self, event: Any) -> None:
        """Fit the sheet when shown."""
        super().showEvent(event)
        self.view.fitInView(self.scene.map_rect, Qt.AspectRatioMode.KeepAspectRatio)
