"""The table of the journey game: calendar, map with the ruler, market, player panels, log.

The table only shows a state and announces intent; ``app.py`` wires it to the controller.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QFont, QFontMetrics, QKeyEvent, QResizeEvent, QTextDocumentFragment
from PySide6.QtWidgets import (
    QApplication,
    QBoxLayout,
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
from shiboken6 import isValid

from eighty_days.engine.common import IllegalActionError
from eighty_days.engine.journey import (
    AdventureClaimed,
    Character,
    DrawRoute,
    JourneyEvent,
    JourneyState,
    Phase,
    SetupError,
    Side,
    apply,
    held_ruler,
    is_terminal,
    new_game,
    outcome,
)
from eighty_days.sheet.model import Point, SheetMap, Transport
from eighty_days.ui.common.message_text import map_name, message_text
from eighty_days.ui.common.plain_text import escaped, plain_label
from eighty_days.ui.journey.aim import Aimer
from eighty_days.ui.journey.calendar_widget import CalendarWidget
from eighty_days.ui.journey.controller import RoutePreview
from eighty_days.ui.journey.event_log import EventLog, is_headline
from eighty_days.ui.journey.map_overlays import RouteDrawing, waiting_adventure_places
from eighty_days.ui.journey.map_scene import SheetScene
from eighty_days.ui.journey.map_view import MapView
from eighty_days.ui.journey.market_widget import MarketWidget
from eighty_days.ui.journey.player_panel import PlayerPanel
from eighty_days.ui.journey.public_panel import MapOverlays, PublicPanel
from eighty_days.ui.journey.reach_marks import ReachMarksItem, ReachQuery, ReachWorker
from eighty_days.ui.journey.ruler import RulerItem, RulerSpec
from eighty_days.ui.journey.scene_geometry import to_scene
from eighty_days.ui.journey.seats import SeatLook
from eighty_days.ui.motion import after_motions, motion_factor
from eighty_days.ui.ui_scale import scaled_pixels

RouteJudge = Callable[[Sequence[Point]], RoutePreview]
RulerSource = Callable[[], RulerSpec | None]

if TYPE_CHECKING:  # numpy and shapely load after the window shows
    from eighty_days.settings import AppSettings
    from eighty_days.sheet.reach import ReachMarks

BANNER_MS = 4000
#: Marks no farther than this share of the ruler's length are "a short hop".
SHORT_HOP = 0.4


class JourneyTable(QWidget):
    """Everything on the table for one game, redrawn from each new state."""

    #: The player clicked a market card or balloon (a ``TransportChoice``).
    transport_requested = Signal(object)
    #: The player asked to draw the ruler's route (the points).
    route_requested = Signal(object)
    #: A message for the status bar.
    status_message = Signal(str)

    def __init__(
        self,
        sheet: SheetMap,
        parent: QWidget | None = None,
        *,
        settings: AppSettings | None = None,
    ) -> None:
        """``settings``: the program's (``None``: the defaults, for a table the program
        did not make)."""
        super().__init__(parent)
        self._state: JourneyState | None = None
        self._looks: tuple[SeatLook, ...] = ()
        self._judge: RouteJudge | None = None
        self._ruler_source: RulerSource | None = None
        self._preview: RoutePreview | None = None
        self.ruler: RulerItem | None = None
        self._ruler_key: tuple[int, int] | None = None
        self._viewed = 0
        #: The sheet to show once the route just drawn has been drawn with the pen.
        self._next_viewed: int | None = None
        #: The state whose history the logs tell; the states after each of its actions
        #: (the first: the game's start) and each action's events with its turn.
        self._logged: JourneyState | None = None
        self._log_states: list[JourneyState] = []
        self._log_entries: list[tuple[tuple[JourneyEvent, ...], int]] = []
        self._logs_stale = False
        #: Seats the computer plays: their market and ruler do not answer the mouse or keys.
        self.computer_seats: frozenset[int] = frozenset()
        #: The marks of where the held ruler can go (Settings → Show where the ruler can go).
        self.reach_marks: ReachMarksItem | None = None
        self.show_reach = settings.show_reach if settings is not None else True
        self.reach_worker = ReachWorker(self)
        self.reach_worker.ready.connect(self._reach_ready)

        outer = QVBoxLayout(self)
        outer.setContentsMargins(4, 4, 4, 4)
        outer.setSpacing(4)
        top = QHBoxLayout()
        self.calendar = CalendarWidget()
        top.addWidget(self.calendar, 1)
        self.income = QLabel()
        self.income.setWordWrap(True)
        self.income.setTextFormat(Qt.TextFormat.RichText)
        self.income.setToolTip(
            self.tr("Income card: pounds for ending a turn at one of these places")
        )
        top.addWidget(self.income)
        outer.addLayout(top)

        splitter = QSplitter(Qt.Orientation.Horizontal)
        outer.addWidget(splitter, 1)

        left = QWidget()
        self._left_column = left
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.setSpacing(3)
        # the sheet chooser and the view's buttons: one row when there is room, else two
        chooser = QWidget()
        chooser_row = QHBoxLayout(chooser)
        chooser_row.setContentsMargins(0, 0, 0, 0)
        chooser_row.addWidget(QLabel(self.tr("Sheet of:")))
        self.sheet_selector = QComboBox()
        self.sheet_selector.setToolTip(self.tr("Look at another player's sheet (read-only)"))
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
        self.fit_button = QPushButton(self.tr("Fit"))
        self.fit_button.setToolTip(self.tr("Show the whole sheet"))
        self.my_route_button = QPushButton(self.tr("My route"))
        self.my_route_button.setToolTip(
            self.tr("Frame the shown player's route with its surroundings")
        )
        self.draw_button = QPushButton(self.tr("Draw route"))
        self.draw_button.setToolTip(self.tr("Draw the ruler's route on the sheet (Enter)"))
        self.draw_button.setEnabled(False)
        buttons_row.addWidget(self.fit_button)
        buttons_row.addWidget(self.my_route_button)
        draw_row.addWidget(self.draw_button)
        # the three buttons wrap too when even their row is wider than the column (German
        # at 150 % on a 1024×700 screen)
        buttons = ReflowBar(view_buttons, draw_part, room_to_spare=False)
        buttons.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.bar = ReflowBar(chooser, buttons)
        left_layout.addWidget(self.bar)
        self.scene = SheetScene(sheet)
        self.scene.route_motion.finished.connect(self._route_stroke_ended)
        self.view = MapView(self.scene)
        self.view.setAccessibleName(self.tr("Map"))
        self.view.setAccessibleDescription(
            self.tr(
                "The sheet with the routes. With a card in hand the ruler has the keyboard: "
                "type a place's name to aim at it, ←/→ turn it (Shift: finer), Tab picks a "
                "hinge, ↑/↓ move the stop, Enter draws, Esc puts it back. Click a marked "
                "place to aim, click again to draw; the wheel zooms."
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
        self._right_column = right
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        # on a short screen the market and the panels scroll (nothing is cut off)
        self.side_scroll = QScrollArea()
        self.side_scroll.setAccessibleName(self.tr("Market and players"))
        self.side_scroll.setWidgetResizable(True)
        self.side_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.side_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.side_scroll.setWidget(right)
        self.market = MarketWidget(settings=settings)
        right_layout.addWidget(self.market)
        self.panels_tabs = QTabWidget()
        self.panels_tabs.setAccessibleName(self.tr("Players"))
        self.panels_tabs.setUsesScrollButtons(True)
        right_layout.addWidget(self.panels_tabs, 1)
        self.panels: list[PlayerPanel] = []
        #: Everything public: adventure cards, characters, income, the other players.
        self.public = PublicPanel()
        self.overlays = MapOverlays()
        #: Who claimed each adventure card and on which turn (from the history).
        self.claims: dict[str, tuple[int, int]] = {}
        self.public.place_hovered.connect(self._place_hovered)
        self.public.place_clicked.connect(self.centre_on_place)
        self.public.ghosts_toggled.connect(lambda _on: self._show_sheet())
        splitter.addWidget(self.side_scroll)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)

        self.banner = plain_label(parent=self.view)
        self.banner.setWordWrap(True)
        self.banner.hide()
        self._banner_timer = QTimer(self)
        self._banner_timer.setSingleShot(True)
        self._banner_timer.timeout.connect(self.banner.hide)

        self.view.pointer_moved.connect(
            lambda pos: self.ruler.set_pointer(pos) if self.ruler is not None else None
        )
        self.fit_button.clicked.connect(self.view.fit)
        self.my_route_button.clicked.connect(self.show_my_route)
        self.draw_button.clicked.connect(self.request_draw)
        self.sheet_selector.activated.connect(self._sheet_chosen)
        self.market.choice_requested.connect(self._market_choice)
        self.aimer = Aimer(
            self.view,
            self.window,
            lambda: self.ruler,
            lambda: self.reach_marks,
            lambda: self.scene.sheet,
            self.request_draw,
            self,
        )
        self.view.aim_handler = self.aimer
        self.aimer.aiming_at.connect(self.status_message)
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self.aimer)
        self._follow_ui_scale()

    # -- the UI scale ------------------------------------------------------------------

    def _follow_ui_scale(self) -> None:
        """The boxes that hold text, sized for the UI scale (Settings → Text size)."""
        self.income.setFixedWidth(scaled_pixels(190))
        # a style sheet fixes the font it was polished with: set again, it takes the new one
        self.read_only.setStyleSheet("color: #8a3324")
        self.income.setStyleSheet(
            # the income card as a card: paper, an ink edge, rounded corners
            "QLabel { background: #f6efdc; border: 2px solid #3b3126; border-radius: 8px;"
            " padding: 6px; }"
        )
        self.route_status.setMinimumHeight(scaled_pixels(20))
        self._fit_log()
        self._right_column.setMinimumWidth(scaled_pixels(440))
        self._right_column.setMaximumWidth(scaled_pixels(520))
        bar = self.side_scroll.verticalScrollBar().sizeHint().width()
        self.side_scroll.setMinimumWidth(scaled_pixels(440) + bar)
        self.side_scroll.setMaximumWidth(scaled_pixels(520) + bar)
        self.panels_tabs.setMinimumHeight(scaled_pixels(260))
        self.banner.setStyleSheet(
            "QLabel { background: rgba(59, 49, 38, 215); color: #fdf6e3; padding: 8px 14px;"
            f" border-radius: 6px; font-size: {scaled_pixels(14)}px; font-weight: bold; }}"
        )
        self.reach_hint.setStyleSheet(
            "QLabel { background: #eef4fb; border: 1px solid #9fbfdc; padding: 4px; }"
        )

    def resizeEvent(self, event: QResizeEvent) -> None:
        """On a short window the log gives the map room (it scrolls)."""
        super().resizeEvent(event)
        self._fit_log()

    def _fit_log(self) -> None:
        room = max(scaled_pixels(48), round(self.height() * 0.16))
        self.log.setMaximumHeight(min(scaled_pixels(110), room))

    def changeEvent(self, event: QEvent) -> None:
        """A new UI scale reaches every widget as a font change: resize the text boxes."""
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.ApplicationFontChange):
            self._follow_ui_scale()
        super().changeEvent(event)

    # -- wiring helpers (set by app.py) -------------------------------------------------

    def set_route_judge(self, judge: RouteJudge, ruler_source: RulerSource) -> None:
        """Where the table gets live judgements and the ruler of the card in hand."""
        self._judge = judge
        self._ruler_source = ruler_source

    def set_computer_seats(self, seats: frozenset[int]) -> None:
        """The seats the computer plays (their turns are shown, not played, at the table)."""
        if frozenset(seats) != self.computer_seats:
            self._remove_ruler()  # placed again, for a person or the computer, on the next show
        self.computer_seats = frozenset(seats)

    def computer_to_move(self) -> bool:
        """Whether the seat to move is played by the computer."""
        state = self._state
        return state is not None and state.active in self.computer_seats

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter takes the market card selected (its bill shown), Esc drops the choice."""
        usable = self.ruler is None and not self.computer_to_move()
        if usable and self.market.handle_table_key(event.key()):
            event.accept()
            return
        super().keyPressEvent(event)

    @Slot(object)
    def _market_choice(self, choice: object) -> None:
        if self.computer_to_move():
            self.status_message.emit(self.tr("The computer is playing this turn."))
            return
        self.transport_requested.emit(choice)

    def set_sheet(self, sheet: SheetMap) -> None:
        """Show a different map (a new game on another map)."""
        self._remove_ruler()
        self.overlays.forget()
        self.scene = SheetScene(sheet)
        self.scene.route_motion.finished.connect(self._route_stroke_ended)
        self.view.setScene(self.scene)
        self.view.fit()

    # -- showing a state ----------------------------------------------------------------

    def show_state(self, state: JourneyState, looks: tuple[SeatLook, ...]) -> None:
        """Redraw everything from ``state``."""
        fresh = self._state is None or len(state.players) != len(self._looks)
        if self._state is not None and state.history[: len(self._state.history)] != (
            self._state.history
        ):
            fresh = True
        before = self._state
        self._state = state
        self._looks = looks
        if fresh:
            self._rebuild_players(state, looks)
        # the route just drawn is drawn with the pen on its sheet; then the next player's
        # sheet shows (a click or a key ends the stroke at once)
        self._next_viewed = None
        drawer = None if fresh else self._drawer_of(before, state)
        if self._turn_starts(before, state) and drawer is None:
            assert state.active is not None
            self.bring_into_view([state.players[state.active].route_end])
        self._sync_logs(state)
        if drawer is not None:
            self._viewed, self._next_viewed = drawer, state.active
        elif state.active is not None:
            self._viewed = state.active
        self.sheet_selector.setCurrentIndex(self._viewed)
        for index, player in enumerate(state.players):
            mark = self.tr(" (to play)") if index == state.active else ""
            ended = self.tr(" (journey over)") if player.journey_ended else ""
            self.sheet_selector.setItemText(index, f"{player.name}{mark}{ended}")
            self.panels_tabs.setTabText(
                index, player.name + (" ▶" if index == state.active else "")
            )
        showing_player = self.panels_tabs.currentIndex() < len(self.panels)
        if (
            state.active is not None
            and showing_player
            and (fresh or before is None or before.active != state.active)
        ):
            # the drawer's sheet stays while the pen draws (their income circled there)
            self.panels_tabs.setCurrentIndex(state.active if drawer is None else drawer)
        self.calendar.show_state(state, looks)
        self.market.locked = self.computer_to_move()
        self.market.show_state(state)
        for panel in self.panels:
            panel.show_state(state, looks)
        self._show_income(state)
        self.public.show_state(state, looks, self.claims)
        self.overlays.show_income(self.scene, (place for place, _ in state.income_card.payouts))
        self.scene.show_adventures(waiting_adventure_places(state))
        self._show_sheet()
        if self._next_viewed is not None and not self.scene.route_motion.is_running:
            self._route_stroke_ended()  # nothing to draw with the pen (another sheet shown)
        self.focus_ruler()

    def _rebuild_players(self, state: JourneyState, looks: tuple[SeatLook, ...]) -> None:
        self.sheet_selector.clear()
        self.panels_tabs.clear()
        self.panels = []
        self.log.clear()
        self._logs_stale = True  # new panels: the logs are written again from the history
        for index, player in enumerate(state.players):
            self.sheet_selector.addItem(player.name)
            panel = PlayerPanel(index)
            self.panels.append(panel)
            self.panels_tabs.addTab(panel, player.name)
        self.panels_tabs.addTab(self.public, self.tr("Table"))
        self.panels_tabs.setTabToolTip(
            len(self.panels),
            self.tr("Everything public: adventure cards, characters, income, the other players"),
        )
        self._remove_ruler()

    def _show_income(self, state: JourneyState) -> None:
        card = state.income_card
        sheet = state.config.sheet
        rows = []
        for location_id, pounds in card.payouts:
            name = (
                map_name(sheet.location(location_id).name)
                if sheet.has_location(location_id)
                else location_id
            )
            rows.append(f"{escaped(name)}: £{pounds}")
        total = min(3, len(state.income_order))
        heading = self.tr("<b>Income card {value} of {total}</b><br>").format(
            value=state.income_index + 1, total=total
        )
        # the heading on one line ("Einkommenskarte 1 von 3" was broken before its "3")
        self.income.setText(heading.replace(" ", "&nbsp;") + "<br>".join(rows))
        bold = QFont(self.income.font())
        bold.setBold(True)
        plain = QTextDocumentFragment.fromHtml(heading).toPlainText().strip()
        frame = scaled_pixels(16) + 4  # the card's padding and edge, and a little air
        wanted = QFontMetrics(bold).horizontalAdvance(plain) + frame
        self.income.setFixedWidth(max(scaled_pixels(190), wanted))

    def _show_sheet(self) -> None:
        state = self._state
        if state is None:
            return
        index = self._viewed
        player = state.players[index]
        look = self._looks[index]
        self.scene.show_route(RouteDrawing(tuple(player.routes), look.qcolor()))
        self._frame_the_winner(state, index)
        ghosts = []
        if self.public.ghosts.isChecked():
            ghosts = [
                (other.routes, other.route_end, self._looks[i].colour)
                for i, other in enumerate(state.players)
                if i != index and i < len(self._looks)
            ]
        self.overlays.show_ghosts(self.scene, ghosts)
        own = index == state.active
        self.read_only.setText("" if own else self.tr("read-only: not this player's turn"))
        wants_ruler = own and state.phase is Phase.DRAW_ROUTE and state.in_hand is not None
        if wants_ruler:
            key = (len(state.history), index)
            if self.ruler is None or self._ruler_key != key:
                self._place_ruler(state, key)
        else:
            self._remove_ruler()
        self.draw_button.setEnabled(
            self.ruler is not None
            and bool(self._preview and self._preview.legal)
            and not self.computer_to_move()
        )
        if own and state.active in self.computer_seats and state.phase is not Phase.GAME_OVER:
            self.route_status.setText(
                self.tr("{name} (computer) is thinking…").format(name=escaped(player.name))
            )
        elif state.phase is Phase.TAKE_TRANSPORT and own:
            self.route_status.setText(
                self.tr(
                    "{name}: choose a transport in the market (the ruler comes with the card)."
                ).format(name=escaped(player.name))
            )
        elif state.phase is Phase.GAME_OVER:
            self.route_status.setText(self.tr("The game is over."))
        elif not own:
            self.route_status.setText(
                self.tr("Looking at {name}'s sheet.").format(name=escaped(player.name))
            )

    # -- the ruler --------------------------------------------------------------------------

    def _place_ruler(self, state: JourneyState, key: tuple[int, int]) -> None:
        self._remove_ruler()
        spec = self._ruler_source() if self._ruler_source else None
        if spec is None or state.active is None:
            return
        origin = state.players[state.active].route_end
        ruler = RulerItem(origin, spec, 0.0, self.scene.pixel_size)
        person = state.active not in self.computer_seats
        if not person:
            ruler.setEnabled(False)  # the computer turns it; the mouse and keys leave it be
        self.scene.addItem(ruler)
        self.scene.zoom_listeners.append(ruler)
        ruler.route_changed.connect(self._ruler_moved)
        ruler.commit_requested.connect(self.request_draw)
        ruler.hinge_selected.connect(
            lambda i: self.status_message.emit(
                self.tr("Hinge {index}: that segment and those beyond turn.").format(index=i)
            )
        )
        self.ruler = ruler
        self._ruler_key = key
        self.aimer.enabled = person
        self._ruler_moved(ruler.route_points())
        if person:  # the computer's ruler never moves the view (a steady camera)
            self.bring_into_view(ruler.joints())
        self.focus_ruler()
        if person:
            self._request_reach()

    def focus_ruler(self) -> None:
        """Give the keyboard to the ruler (arrows, Tab, Enter)."""
        if self.ruler is not None:
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)
            self.ruler.setFocus(Qt.FocusReason.OtherFocusReason)

    # -- the marks of where the ruler can go --------------------------------------------------

    def reach_query(self, state: JourneyState) -> ReachQuery | None:
        """What the marks of the card in hand depend on (``None`` without a card)."""
        ruler = held_ruler(state)
        if ruler is None or state.in_hand is None or state.active is None:
            return None
        unit = state.config.sheet.ruler_unit
        coast_crossing = (not state.in_hand.is_balloon) and state.has_active(
            state.active, Character.PASSEPARTOUT, Side.BACK
        )  # R2024-11
        return ReachQuery(
            state.config.geometry,
            state.players[state.active].route_end,
            state.in_hand.transport,
            ruler.in_map_units(unit).segment_lengths,
            coast_crossing,
        )

    def _request_reach(self) -> None:
        # the marks are worked out in a thread that holds Python's lock for a while: after
        # the motions of the card taken (the cards, the token, the pounds), not during them
        after_motions(self._request_reach_now)

    def _request_reach_now(self) -> None:
        state = self._state
        if not isValid(self) or state is None or self.ruler is None:
            return  # (the window closed meanwhile, or the card was drawn)
        query = self.reach_query(state)
        if query is None:
            return
        self.reach_worker.request(query)

    @Slot(object)
    def _reach_ready(self, marks: ReachMarks) -> None:
        """Show the marks of the ruler still held (an old answer is dropped)."""
        ruler = self.ruler
        if ruler is None or ruler.origin != marks.origin:
            return
        self._clear_reach_marks()
        item = ReachMarksItem(self.scene.sheet, marks, self.scene.pixel_size)
        item.setVisible(self.show_reach)
        self.scene.addItem(item)
        self.scene.zoom_listeners.append(item)
        self.reach_marks = item
        self._show_reach_hint(marks)

    def set_show_reach(self, on: bool) -> None:
        """Settings → "Show where the ruler can go" changed: show or hide the marks now."""
        self.show_reach = bool(on)
        if self.reach_marks is not None:
            self.reach_marks.setVisible(self.show_reach)
            self._show_reach_hint(self.reach_marks.marks)
        elif self.show_reach and self.ruler is not None and self._state is not None:
            self._request_reach()

    def _clear_reach_marks(self) -> None:
        if self.reach_marks is not None:
            if self.reach_marks in self.scene.zoom_listeners:
                self.scene.zoom_listeners.remove(self.reach_marks)
            if self.reach_marks.scene() is not None:
                self.reach_marks.scene().removeItem(self.reach_marks)
        self.reach_marks = None
        self.reach_hint.hide()

    def _show_reach_hint(self, marks: ReachMarks) -> None:
        """No trap at the start: say so when the card reaches no place or only a short hop,
        and where the other transports lead from here."""
        text = self.reach_hint_text(marks) if self.show_reach else ""
        self.reach_hint.setText(text)
        self.reach_hint.setVisible(bool(text))

    def reach_hint_text(self, marks: ReachMarks) -> str:
        """The sentence for ``marks`` ("" when the card leads somewhere worth going)."""
        sheet = self.scene.sheet
        total = sum(marks.segments)
        places = marks.places
        far = max(
            (math.dist(marks.origin, sheet.location(p.location_id).point) for p in places),
            default=0.0,
        )
        if places and far >= SHORT_HOP * total:
            return ""
        if marks.transport is Transport.BALLOON or self._state is None:
            return ""
        names = ", ".join(map_name(sheet.location(p.location_id).name) for p in places)
        if places:
            first = self.tr("This card reaches only a short hop from here: {names}.").format(
                names=names
            )
        else:
            first = self.tr("This card reaches no place from here.")
        from eighty_days.sheet.reach import compute_reach

        query = self.reach_query(self._state)
        others: list[str] = []
        if query is not None:
            for transport in (Transport.SHIP, Transport.TRAIN):
                if transport is marks.transport:
                    continue  # its places are named above
                reach = compute_reach(
                    query.geometry, marks.origin, transport, marks.segments, bends=False
                )
                if not reach.straight:
                    continue
                best = max(
                    reach.straight,
                    key=lambda p: math.dist(marks.origin, sheet.location(p.location_id).point),
                )
                where = sheet.location(best.location_id)
                direction = compass(marks.origin, where.point)
                if transport is Transport.SHIP:
                    others.append(
                        self.tr("A ship sails {direction} from here to {place}.").format(
                            direction=direction, place=map_name(where.name)
                        )
                    )
                else:
                    others.append(
                        self.tr("A train runs {direction} from here to {place}.").format(
                            direction=direction, place=map_name(where.name)
                        )
                    )
        rest = self.tr(
            "A route may also end at sea or in open country, wherever the ruler is green."
        )
        return " ".join([first, *others, rest])

    def _remove_ruler(self) -> None:
        self.reach_worker.cancel()
        self._clear_reach_marks()
        self.aimer.enabled = False
        if self.ruler is not None:
            if self.ruler in self.scene.zoom_listeners:
                self.scene.zoom_listeners.remove(self.ruler)
            if self.ruler.scene() is not None:
                self.ruler.scene().removeItem(self.ruler)
            self.ruler.deleteLater()
        self.ruler = None
        self._ruler_key = None
        self._preview = None

    @Slot(object)
    def _ruler_moved(self, points: Sequence[Point]) -> None:
        if self._judge is None or self.ruler is None:
            return
        before = self._preview
        preview = self._judge(points)
        self._preview = preview
        self.ruler.show_verdict(
            preview.segments, preview.reason, preview.snapped, preview.illegal_from
        )
        self.draw_button.setEnabled(preview.legal and not self.computer_to_move())
        if preview.legal and before is not None and not before.legal:
            self.status_message.emit("")  # the old reason goes with the old verdict
        if preview.legal:
            where = (
                self.tr(" — ends at {name}").format(name=escaped(map_name(preview.snapped.name)))
                if preview.snapped
                else ""
            )
            self.route_status.setText(
                self.tr("<span style='color:#007a58'>Legal route{where}.</span>").format(
                    where=where
                )
            )
        else:
            reason = escaped(preview.reason)
            self.route_status.setText(f"<span style='color:#b03a00'>{reason}</span>")
            # said again at every move: the line may have been given to other news since
            # (the cards a take revealed), and the verdict is what the player needs now
            self.status_message.emit(preview.reason)

    @Slot()
    def request_draw(self) -> None:
        """Ask to draw the ruler's route; an illegal one is refused here with the reason."""
        if self.ruler is None:
            self.status_message.emit(
                self.tr("Take a transport first: the ruler comes with the card.")
            )
            return
        if self.computer_to_move():
            self.status_message.emit(self.tr("The computer is playing this turn."))
            return
        points = self.ruler.route_points()
        preview = self._judge(points) if self._judge else None
        if preview is not None and not preview.legal:
            self.show_refusal(preview.reason)
            return
        self.route_requested.emit(points)

    def show_refusal(self, reason: str) -> None:
        """Show why an action was refused."""
        self.route_status.setText(
            self.tr("<span style='color:#b03a00'><b>Cannot draw:</b> {reason}</span>").format(
                reason=escaped(reason)
            )
        )
        self.status_message.emit(self.tr("Cannot do that: {reason}").format(reason=reason))

    # -- events --------------------------------------------------------------------------

    def show_events(self, events: Sequence[JourneyEvent], turn: int) -> None:
        """Headline events of the last action get a banner (the logs follow the state's
        history: ``show_state``)."""
        headlines = [message_text(e.message) for e in events if is_headline(e)]
        if headlines:
            self.show_banner("\n".join(headlines))
        if events:
            self.status_message.emit(message_text(events[-1].message))

    def _sync_logs(self, state: JourneyState) -> None:
        """The table's log and the turn logs say what ``state``'s history did: one more
        action adds its events; anything else (undo, redo, a resumed or opened game) rebuilds
        them from the game's history, replaying only what was not replayed before."""
        logged = self._logged
        self._logged = state
        stale, self._logs_stale = self._logs_stale, False
        if logged is not None and state.history == logged.history and not stale:
            return
        same_game = (
            logged is not None
            and state.config is logged.config
            and state.seed == logged.seed
            and bool(self._log_states)
        )
        common = 0
        if same_game and logged is not None:
            for old, new in zip(logged.history, state.history, strict=False):
                if old != new:
                    break
                common += 1
        if (
            same_game
            and not stale
            and common == len(logged.history if logged else ())
            and len(state.history) == common + 1
        ):
            # one more action: its events are the state's last events
            turn = self._log_states[-1].turn
            self._log_states.append(state)
            self._log_entries.append((state.last_events, turn))
            self._log_events(state.last_events, turn)
            return
        try:
            if not same_game:
                self._log_states = [new_game(state.config, state.seed)]
                self._log_entries = []
            else:
                del self._log_states[common + 1 :]
                del self._log_entries[common:]
            replayed = self._log_states[-1]
            for action in state.history[common:]:
                turn = replayed.turn
                replayed = apply(replayed, action)
                self._log_states.append(replayed)
                self._log_entries.append((replayed.last_events, turn))
        except (IllegalActionError, SetupError):
            # a history the rules refuse: the logs stay empty, the table still shows
            self._log_states, self._log_entries = [], []
        self.log.clear()
        self.claims = {}
        for panel in self.panels:
            panel.clear_log()
        for events, turn in self._log_entries:
            self._log_events(events, turn, scroll=False)
        self.log.scrollToBottom()
        for panel in self.panels:
            panel.log.scrollToBottom()

    def _log_events(
        self, events: Sequence[JourneyEvent], turn: int, *, scroll: bool = True
    ) -> None:
        self.log.add_events(events, turn, scroll=scroll)
        for event in events:
            if isinstance(event, AdventureClaimed):
                self.claims[event.card_id] = (event.player, turn)
            player = getattr(event, "player", None)
            if isinstance(player, int) and 0 <= player < len(self.panels):
                self.panels[player].add_log(
                    self.tr("Turn {turn}: {text}").format(
                        turn=turn, text=message_text(event.message)
                    ),
                    scroll=scroll,
                )
            others = [*getattr(event, "targets", ()), getattr(event, "from_player", None)]
            for target in others:
                if target is None:
                    continue
                if 0 <= target < len(self.panels) and target != player:
                    self.panels[target].add_log(
                        self.tr("Turn {turn}: {text}").format(
                            turn=turn, text=message_text(event.message)
                        ),
                        scroll=scroll,
                    )

    def show_banner(self, text: str) -> None:
        """A transient message over the map."""
        self.banner.setText(text)
        self.banner.setMaximumWidth(max(200, self.view.width() - 40))
        self.banner.adjustSize()
        self.banner.move((self.view.width() - self.banner.width()) // 2, 12)
        self.banner.show()
        self.banner.raise_()
        self._banner_timer.start(BANNER_MS)

    # -- navigation ----------------------------------------------------------------------

    def _drawer_of(self, before: JourneyState | None, state: JourneyState) -> int | None:
        """The player whose route ``state`` has just drawn, when the next turn is another
        player's and motion is on (their sheet stays for the pen stroke); else None."""
        if before is None or state.history[:-1] != before.history or not state.history:
            return None
        if not isinstance(state.history[-1], DrawRoute) or before.active is None:
            return None
        if before.active == state.active or motion_factor() <= 0.0:
            return None
        return before.active

    @Slot()
    def _route_stroke_ended(self) -> None:
        """The pen has drawn the route: the next player's sheet shows."""
        index, self._next_viewed = self._next_viewed, None
        state = self._state
        if index is None or state is None or index >= len(state.players):
            return
        self._viewed = index
        self.sheet_selector.setCurrentIndex(index)
        if self.panels_tabs.currentIndex() < len(self.panels):
            self.panels_tabs.setCurrentIndex(index)
        self._show_sheet()
        if self._turn_starts(None, state):
            self.bring_into_view([state.players[index].route_end])

    @Slot(int)
    def _sheet_chosen(self, index: int) -> None:
        self._viewed = index
        self._show_sheet()

    def _frame_the_winner(self, state: JourneyState, index: int) -> None:
        """At the end of the journey a winner's sheet is framed (gold, laurels, a ribbon
        with the name), drawn round as a moment of celebration, the whole sheet in view."""
        result = outcome(state) if is_terminal(state) else None
        if result is None or index not in result.winners or index >= len(self._looks):
            self.scene.frame_winner(None)
            return
        name = state.players[index].name
        if len(result.winners) == 1:
            title = self.tr("{name} wins!").format(name=name)
        else:
            title = self.tr("{name} shares the victory!").format(name=name)
        if self.scene.frame_winner(title, self._looks[index].qcolor()):
            self.view.fit()

    def view_sheet_of(self, index: int) -> None:
        """Show player ``index``'s sheet (read-only unless it is their turn)."""
        self.sheet_selector.setCurrentIndex(index)
        self._sheet_chosen(index)

    def _turn_starts(self, before: JourneyState | None, state: JourneyState) -> bool:
        """Whether ``state`` starts a person's turn (the camera brings their route's end
        into view then, and only then)."""
        if state.phase is not Phase.TAKE_TRANSPORT or state.active is None:
            return False
        if state.active in self.computer_seats:
            return False
        return before is None or before.active != state.active or before.turn != state.turn

    def bring_into_view(self, points: Sequence[Point]) -> None:
        """Scroll so that ``points`` are on screen, at the zoom the player chose (a steady
        camera: the zoom never changes by itself, and nothing moves if they show already)."""
        if not points:
            return
        visible = self.view.mapToScene(self.view.viewport().rect()).boundingRect()
        inner = visible.adjusted(
            visible.width() * 0.08,
            visible.height() * 0.08,
            -visible.width() * 0.08,
            -visible.height() * 0.08,
        )
        scene_points = [to_scene(point) for point in points]
        if all(inner.contains(point) for point in scene_points):
            return
        rect = QRectF(scene_points[0], scene_points[0])
        for point in scene_points[1:]:
            rect = rect.united(QRectF(point, point))
        self.view.centerOn(rect.center())

    @Slot(object)
    def _place_hovered(self, location_id: str | None) -> None:
        self.overlays.highlight(self.scene, location_id)

    @Slot(str)
    def centre_on_place(self, location_id: str) -> None:
        """Centre the map on a place (an adventure card clicked), keeping the zoom."""
        sheet = self.scene.sheet
        if sheet.has_location(location_id):
            self.view.centerOn(to_scene(sheet.location(location_id).point))

    @Slot()
    def show_my_route(self) -> None:
        """Frame the shown player's whole route with its surroundings (and the ruler)."""
        state = self._state
        if state is None:
            return
        player = state.players[self._viewed]
        points = [player.route_end, *(point for leg in player.routes for point in leg)]
        if self.ruler is not None and self._viewed == state.active:
            points.extend(self.ruler.joints())
        scene_points = [to_scene(point) for point in points]
        rect = QRectF(scene_points[0], scene_points[0])
        for point in scene_points[1:]:
            rect = rect.united(QRectF(point, point))
        least = 30 * state.config.sheet.ruler_unit / 5.0
        margin = max(rect.width(), rect.height(), least) * 0.25
        rect = rect.adjusted(-margin, -margin, margin, margin)
        centre = rect.center()
        width = max(rect.width(), least * 1.8)
        height = max(rect.height(), least * 1.1)
        self.view.show_region(
            QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)
        )


class ReflowBar(QWidget):
    """Two parts side by side when there is room, else one above the other (a narrow
    window or a large text size never pushes the window wider)."""

    def __init__(
        self,
        first: QWidget,
        second: QWidget,
        parent: QWidget | None = None,
        *,
        room_to_spare: bool = True,
    ) -> None:
        """``room_to_spare``: one row only with some room left over (else: when it fits)."""
        super().__init__(parent)
        self.parts = (first, second)
        self._spare = room_to_spare
        self.box = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self.box.setContentsMargins(0, 0, 0, 0)
        self.box.addWidget(first, 1)
        self.box.addWidget(second)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def _wanted_width(self) -> int:
        first, second = self.parts
        return (
            first.minimumSizeHint().width()
            + second.sizeHint().width()
            + self.box.spacing()
            + (scaled_pixels(40) if self._spare else 0)
        )

    def minimumSizeHint(self) -> QSize:
        """As narrow as the wider part; as high as the parts are in their current row(s)."""
        first, second = self.parts
        width = max(first.minimumSizeHint().width(), second.minimumSizeHint().width())
        return QSize(width, self.box.minimumSize().height())

    def sizeHint(self) -> QSize:
        """Both parts in one row."""
        return QSize(self._wanted_width(), self.box.sizeHint().height())

    def _reflow(self, width: int) -> None:
        """One row if both parts fit in ``width``, else two."""
        direction = (
            QBoxLayout.Direction.LeftToRight
            if width >= self._wanted_width()
            else QBoxLayout.Direction.TopToBottom
        )
        if self.box.direction() != direction:
            self.box.setDirection(direction)
            self.updateGeometry()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """One row if both parts fit, else two."""
        self._reflow(event.size().width())
        super().resizeEvent(event)

    def event(self, event: QEvent) -> bool:
        """A part's wanted size changed (a button enabled, a text changed): one row or two
        again for the width the bar has (two rows were kept after the need had passed)."""
        if event.type() == QEvent.Type.LayoutRequest and self.isVisible():
            self._reflow(self.width())
        return super().event(event)


def compass(origin: Point, target: Point) -> str:
    """The direction from ``origin`` to ``target`` in words (one of eight)."""
    from PySide6.QtCore import QCoreApplication

    angle = math.degrees(math.atan2(target[1] - origin[1], target[0] - origin[0]))
    names = (
        QCoreApplication.translate("Compass", "east"),
        QCoreApplication.translate("Compass", "north-east"),
        QCoreApplication.translate("Compass", "north"),
        QCoreApplication.translate("Compass", "north-west"),
        QCoreApplication.translate("Compass", "west"),
        QCoreApplication.translate("Compass", "south-west"),
        QCoreApplication.translate("Compass", "south"),
        QCoreApplication.translate("Compass", "south-east"),
    )
    return names[round(angle / 45.0) % 8]
