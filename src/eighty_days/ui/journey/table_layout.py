"""The journey table's widgets and how they are laid out: the calendar and the income
card on top; the sheet chooser, the map, the route's status and the log on the left; the
market and the players' panels (in tabs, scrolling on a short screen) on the right; and
their sizes at the UI scale (Settings → Text size)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from eighty_days.ui.common.focus_ring import WANTS_RING
from eighty_days.ui.common.palette import WARNING, paper_style
from eighty_days.ui.common.plain_text import plain_label
from eighty_days.ui.common.theme_follower import keep_accent
from eighty_days.ui.journey.calendar_widget import CalendarWidget
from eighty_days.ui.journey.event_log import EventLog
from eighty_days.ui.journey.map_scene import SheetScene
from eighty_days.ui.journey.map_view import MapView
from eighty_days.ui.journey.market_widget import MarketWidget
from eighty_days.ui.journey.public_panel import PublicPanel
from eighty_days.ui.journey.reflow_bar import ReflowBar
from eighty_days.ui.ui_scale import scaled_pixels

if TYPE_CHECKING:
    from eighty_days.settings import AppSettings


class TableLayout:
    """The widgets of ``table`` (a journey table) laid out in it, showing ``scene``.

    ``settings``: the program's (``None``: the defaults). The widgets are plain views: the
    table fills them and connects them.
    """

    def __init__(
        self, table: QWidget, scene: SheetScene, settings: AppSettings | None = None
    ) -> None:
        outer = QVBoxLayout(table)
        outer.setContentsMargins(4, 4, 4, 4)
        outer.setSpacing(4)
        top = QHBoxLayout()
        self.calendar = CalendarWidget()
        self.calendar.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # a region (F6, Alt+3)
        self.calendar.setProperty(WANTS_RING, True)
        self.calendar.setAccessibleName(QCoreApplication.translate("JourneyTable", "Calendar"))
        top.addWidget(self.calendar, 1)
        self.income = QLabel()
        self.income.setWordWrap(True)
        self.income.setTextFormat(Qt.TextFormat.RichText)
        self.income.setToolTip(
            QCoreApplication.translate(
                "JourneyTable", "Income card: pounds for ending a turn at one of these places"
            )
        )
        top.addWidget(self.income)
        outer.addLayout(top)

        splitter = QSplitter(Qt.Orientation.Horizontal)
        outer.addWidget(splitter, 1)

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.setSpacing(3)
        # the sheet chooser and the view's buttons: one row when there is room, else two
        chooser = QWidget()
        chooser_row = QHBoxLayout(chooser)
        chooser_row.setContentsMargins(0, 0, 0, 0)
        chooser_row.addWidget(QLabel(QCoreApplication.translate("JourneyTable", "Sheet of:")))
        self.sheet_selector = QComboBox()
        self.sheet_selector.setToolTip(
            QCoreApplication.translate("JourneyTable", "Look at another player's sheet (read-only)")
        )
        self.sheet_selector.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.sheet_selector.setMinimumContentsLength(12)
        chooser_row.addWidget(self.sheet_selector, 1)
        self.read_only = plain_label()
        chooser_row.addWidget(self.read_only)
        view_buttons = QWidget()
        buttons_row = QHBoxLayout(view_buttons)
        buttons_row.setContentsMargins(0, 0, 0, 0)
        buttons_row.addStretch(1)
        draw_part = QWidget()
        draw_row = QHBoxLayout(draw_part)
        draw_row.setContentsMargins(0, 0, 0, 0)
        draw_row.addStretch(1)
        self.fit_button = QPushButton(QCoreApplication.translate("JourneyTable", "Fit"))
        self.fit_button.setToolTip(
            QCoreApplication.translate("JourneyTable", "Show the whole sheet")
        )
        self.my_route_button = QPushButton(QCoreApplication.translate("JourneyTable", "My route"))
        self.my_route_button.setToolTip(
            QCoreApplication.translate(
                "JourneyTable", "Frame the shown player's route with its surroundings"
            )
        )
        self.draw_button = QPushButton(QCoreApplication.translate("JourneyTable", "Draw route"))
        self.draw_button.setToolTip(
            QCoreApplication.translate(
                "JourneyTable", "Draw the ruler's route on the sheet (Enter)"
            )
        )
        self.draw_button.setEnabled(False)
        for button in (self.fit_button, self.my_route_button, self.draw_button):
            button.setAutoDefault(True)  # Enter presses it, as Space does
        buttons_row.addWidget(self.fit_button)
        buttons_row.addWidget(self.my_route_button)
        draw_row.addWidget(self.draw_button)
        # the three buttons wrap too when even their row is wider than the column (German
        # at 150 % on a 1024×700 screen)
        buttons = ReflowBar(view_buttons, draw_part, room_to_spare=False)
        buttons.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.bar = ReflowBar(chooser, buttons)
        left_layout.addWidget(self.bar)
        self.view = MapView(scene)
        self.view.setAccessibleName(QCoreApplication.translate("JourneyTable", "Map"))
        self.view.setAccessibleDescription(
            QCoreApplication.translate(
                "JourneyTable",
                "The sheet with the routes. With a card in hand the ruler has the keyboard "
                "here: Page Down and Page Up lay it on the places it reaches, nearest first; "
                "type a place's name to aim at it; ←/→ turn it (Shift: finer), < and > pick "
                "a hinge, ↑/↓ move the stop, Enter draws, Esc puts it back; Tab leaves the "
                "map. Without a ruler + and − zoom, 0 fits, the arrows pan. Click a marked "
                "place to aim, click again to draw; the wheel zooms.",
            )
        )
        left_layout.addWidget(self.view, 1)
        self.route_status = QLabel()
        self.route_status.setWordWrap(True)
        self.route_status.setTextFormat(Qt.TextFormat.RichText)  # names and reasons escaped
        left_layout.addWidget(self.route_status)
        #: A sentence when the held card reaches no place, or only a short hop.
        self.reach_hint = plain_label()
        self.reach_hint.setWordWrap(True)
        self.reach_hint.hide()
        left_layout.addWidget(self.reach_hint)
        self.log = EventLog()
        left_layout.addWidget(self.log)
        splitter.addWidget(left)

        right = QWidget()
        self.right_column = right
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        # on a short screen the market and the panels scroll (nothing is cut off)
        self.side_scroll = QScrollArea()
        self.side_scroll.setAccessibleName(
            QCoreApplication.translate("JourneyTable", "Market and players")
        )
        self.side_scroll.setWidgetResizable(True)
        self.side_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.side_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.side_scroll.setWidget(right)
        self.market = MarketWidget(settings=settings)
        right_layout.addWidget(self.market)
        self.panels_tabs = QTabWidget()
        self.panels_tabs.setAccessibleName(QCoreApplication.translate("JourneyTable", "Players"))
        self.panels_tabs.setUsesScrollButtons(True)
        right_layout.addWidget(self.panels_tabs, 1)
        #: Everything public: adventure cards, characters, income, the other players.
        self.public = PublicPanel()
        splitter.addWidget(self.side_scroll)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        self.banner = plain_label(parent=self.view)
        self.banner.setWordWrap(True)
        self.banner.hide()

    def follow_ui_scale(self, table_height: int) -> None:
        """Size the boxes that hold text for the UI scale (Settings → Text size), in a
        table ``table_height`` pixels high."""
        self.income.setFixedWidth(scaled_pixels(190))
        # a style sheet fixes the font it was polished with: set again, it takes the new one
        keep_accent(self.read_only, WARNING)
        self.income.setStyleSheet(
            # the income card as a card: paper and its ink, an ink edge, rounded corners
            paper_style("QLabel", "border: 2px solid #3b3126; border-radius: 8px; padding: 6px;")
        )
        self.route_status.setMinimumHeight(scaled_pixels(20))
        self.fit_log(table_height)
        self.right_column.setMinimumWidth(scaled_pixels(440))
        self.right_column.setMaximumWidth(scaled_pixels(520))
        bar = self.side_scroll.verticalScrollBar().sizeHint().width()
        self.side_scroll.setMinimumWidth(scaled_pixels(440) + bar)
        self.side_scroll.setMaximumWidth(scaled_pixels(520) + bar)
        self.panels_tabs.setMinimumHeight(scaled_pixels(260))
        self.banner.setStyleSheet(
            "QLabel { background: rgba(59, 49, 38, 215); color: #fdf6e3; padding: 8px 14px;"
            f" border-radius: 6px; font-size: {scaled_pixels(14)}px; font-weight: bold; }}"
        )
        self.reach_hint.setStyleSheet(
            "QLabel { background: #eef4fb; color: #3b3126; border: 1px solid #9fbfdc;"
            " padding: 4px; }"
        )

    def fit_log(self, table_height: int) -> None:
        """On a table ``table_height`` pixels high the log gives the map room (it scrolls)."""
        room = max(scaled_pixels(48), round(table_height * 0.16))
        self.log.setMaximumHeight(min(scaled_pixels(110), room))
