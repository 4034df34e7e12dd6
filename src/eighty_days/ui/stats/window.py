"""Game → Statistics: the figures of every finished game and simple charts.

The window follows the games that end while it is open (``AlbumNews.game_kept``). A
database that cannot be read is a message at the top; the figures are then made from the
album's captions, so they are still shown.
"""

from __future__ import annotations

import datetime as _dt
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Slot
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QMainWindow,
    QVBoxLayout,
    QWidget,
)

from eighty_days.messages import plural_english
from eighty_days.saves.album import Album
from eighty_days.saves.stats import (
    Statistics,
    StatsDatabaseError,
    compute_statistics,
    read_summaries,
)
from eighty_days.ui.album.news import album_news
from eighty_days.ui.common.message_text import error_text
from eighty_days.ui.common.palette import ILLEGAL
from eighty_days.ui.common.theme_follower import keep_accent
from eighty_days.ui.common.value_text import date_text, decimal_text, number_text
from eighty_days.ui.journey.scoring_dialog import CATEGORIES
from eighty_days.ui.stats.charts import BarChart, Column
from eighty_days.ui.ui_scale import scaled_pixels

#: Colours of the fame categories (colour-blind safe, Okabe–Ito).
CATEGORY_COLOURS = tuple(QColor(c) for c in ("#E69F00", "#56B4E9", "#009E73", "#0072B2", "#D55E00"))
WON = QColor("#009E73")
LOST = QColor("#BBBBBB")
#: The fame chart shows at most this many of the latest journeys.
FAME_COLUMNS = 30


def level_name(level: str) -> str:
    """The shown name of an opponents' level."""
    names = {
        "": QCoreApplication.translate("StatisticsWindow", "people only"),
        "easy": QCoreApplication.translate("StatisticsWindow", "easy"),
        "normal": QCoreApplication.translate("StatisticsWindow", "normal"),
        "hard": QCoreApplication.translate("StatisticsWindow", "hard"),
        "mixed": QCoreApplication.translate("StatisticsWindow", "mixed"),
    }
    return names.get(level, level)


class StatisticsWindow(QMainWindow):
    """The statistics of the games kept in the data folder."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Statistics"))
        self.setObjectName("statistics-window")
        central = QWidget()
        outer = QVBoxLayout(central)
        #: what went wrong reading the database (hidden when nothing did)
        self.problem_label = QLabel()
        self.problem_label.setObjectName("stats-problem")
        self.problem_label.setTextFormat(Qt.TextFormat.PlainText)
        self.problem_label.setWordWrap(True)
        keep_accent(self.problem_label, ILLEGAL, "font-weight: bold;")
        self.problem_label.hide()
        outer.addWidget(self.problem_label)
        grid = QGridLayout()
        outer.addLayout(grid, 1)
        self.figures = QFormLayout()
        self.labels: dict[str, QLabel] = {}
        for key, text in (
            ("played", self.tr("Games played")),
            ("fame", self.tr("Fame (best / median)")),
            ("arrival", self.tr("Back in London (best / median)")),
            ("in_time", self.tr("Journeys in time")),
            ("streak", self.tr("Daily journey")),
        ):
            label = QLabel()
            label.setObjectName(f"stat-{key}")
            self.labels[key] = label
            self.figures.addRow(text, label)
        box = QWidget()
        box.setLayout(self.figures)
        grid.addWidget(box, 0, 0)
        self.level_chart = BarChart(
            self.tr("Wins per opponent level"), [self.tr("won"), self.tr("lost")], [WON, LOST]
        )
        self.players_chart = BarChart(
            self.tr("Wins per number of players"), [self.tr("won"), self.tr("lost")], [WON, LOST]
        )
        self.fame_chart = BarChart(
            self.tr("Fame by category, journey by journey"),
            [QCoreApplication.translate("ScoringDialog", name) for _, name, _ in CATEGORIES],
            CATEGORY_COLOURS,
        )
        self.fame_chart.setMinimumHeight(scaled_pixels(260))
        grid.addWidget(self.level_chart, 0, 1)
        grid.addWidget(self.players_chart, 1, 0)
        grid.addWidget(self.fame_chart, 1, 1)
        self.fame_chart.setObjectName("fame-chart")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.close)
        outer.addWidget(self.buttons)
        self.setCentralWidget(central)
        self.resize(scaled_pixels(1100), scaled_pixels(720))
        self.statistics = self.refresh()
        album_news().game_kept.connect(self._game_kept)

    @Slot(object)
    def _game_kept(self, _entry: Any) -> None:
        if self.isVisible():
            self.refresh()

    def refresh(self, today: _dt.date | None = None) -> Statistics:
        """Read the database (made again from the album if needed) and show the figures;
        if it cannot be read, say why and show the figures of the album's captions."""
        try:
            summaries = read_summaries()
            self.problem_label.hide()
        except StatsDatabaseError as error:
            self.problem_label.setText(
                self.tr("The statistics cannot be read: {reason}").format(reason=error_text(error))
                + "\n"
                + self.tr("The figures below are made from the album.")
            )
            self.problem_label.show()
            summaries = [entry.summary for entry in Album().entries()]
        figures = compute_statistics(summaries, today or _dt.date.today())
        self.show_statistics(figures)
        return figures

    def show_statistics(self, figures: Statistics) -> None:
        """Put ``figures`` in the labels and charts."""
        self.statistics = figures
        none = self.tr("—")
        self.labels["played"].setText(
            plural_english(self.tr("%n journey(s)", "", figures.journeys), figures.journeys)
            + ", "
            + plural_english(self.tr("%n race(s)", "", figures.races), figures.races)
        )
        if figures.computers_only:
            self.labels["played"].setText(
                self.labels["played"].text()
                + " "
                + plural_english(
                    self.tr("(and %n game(s) of computers only)", "", figures.computers_only),
                    figures.computers_only,
                )
            )
        if figures.hints:
            self.labels["played"].setText(
                self.labels["played"].text()
                + " "
                + plural_english(self.tr("(%n hint(s) asked)", "", figures.hints), figures.hints)
            )
        if figures.best_fame is not None and figures.median_fame is not None:
            self.labels["fame"].setText(
                f"{number_text(figures.best_fame)} / {decimal_text(figures.median_fame)}"
            )
        else:
            self.labels["fame"].setText(none)
        if figures.best_arrival is not None and figures.median_arrival is not None:
            self.labels["arrival"].setText(
                f"{date_text(figures.best_arrival)} / {date_text(round(figures.median_arrival))}"
            )
        else:
            self.labels["arrival"].setText(none)
        share = figures.in_time_share
        self.labels["in_time"].setText(
            none
            if share is None
            else self.tr("{done} of {total} ({share:.0%})").format(
                done=figures.in_time[0], total=figures.in_time[1], share=share
            )
        )
        streak = plural_english(
            self.tr("streak: %n day(s)", "", figures.daily_streak), figures.daily_streak
        )
        if figures.daily_best is not None:
            streak += ", " + self.tr("best: {fame} fame").format(fame=figures.daily_best)
        self.labels["streak"].setText(streak)
        empty = self.tr("No finished games yet.")
        self.level_chart.set_columns(
            [
                Column(level_name(level), (won, played - won), f"{won}/{played}")
                for level, (won, played) in figures.wins_by_level.items()
            ],
            empty,
        )
        self.players_chart.set_columns(
            [
                Column(
                    plural_english(self.tr("%n player(s)", "", count), count),
                    (won, played - won),
                    f"{won}/{played}",
                )
                for count, (won, played) in figures.wins_by_players.items()
            ],
            empty,
        )
        latest = figures.fame_over_time[-FAME_COLUMNS:]
        self.fame_chart.set_columns(
            [
                Column(day[5:], tuple(float(v) for v in fame), str(sum(fame)))
                for day, fame in latest
            ],
            self.tr("No finished journeys yet."),
        )
