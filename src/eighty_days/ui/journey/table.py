"""The table of the journey game: calendar, map with the ruler, market, player panels, log.

The table only shows a state and announces intent; ``app.py`` wires it to the controller.
It composes its parts: the widgets and their layout (``table_layout``), the logs
(``table_logs``), the ruler of the card in hand (``table_ruler``) and the marks of where it
can go (``table_reach``), its words (``table_feedback``) and its camera (``table_camera``);
it decides which player's sheet shows and routes the players' intents.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, Signal, Slot
from PySide6.QtGui import QKeyEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QApplication, QWidget

from eighty_days.engine.journey import (
    JourneyEvent,
    JourneyState,
    Phase,
    is_terminal,
    outcome,
)
from eighty_days.sheet.model import Point, SheetMap
from eighty_days.ui.common.regions import Region, focus_first
from eighty_days.ui.common.theme_follower import restyle_on_theme_change
from eighty_days.ui.journey.aim import Aimer
from eighty_days.ui.journey.controller import RoutePreview
from eighty_days.ui.journey.map_overlays import RouteDrawing, waiting_adventure_places
from eighty_days.ui.journey.map_scene import SheetScene
from eighty_days.ui.journey.player_panel import PlayerPanel
from eighty_days.ui.journey.public_panel import MapOverlays
from eighty_days.ui.journey.reach_marks import ReachMarksItem
from eighty_days.ui.journey.ruler import RulerItem
from eighty_days.ui.journey.scene_geometry import to_scene
from eighty_days.ui.journey.seats import SeatLook
from eighty_days.ui.journey.table_camera import (
    bring_into_view,
    drawer_of,
    route_region,
    turn_starts,
)
from eighty_days.ui.journey.table_feedback import TableFeedback
from eighty_days.ui.journey.table_layout import TableLayout
from eighty_days.ui.journey.table_logs import TableLogs
from eighty_days.ui.journey.table_reach import RulerReach
from eighty_days.ui.journey.table_ruler import RouteJudge, RulerInHand, RulerSource

if TYPE_CHECKING:
    from eighty_days.settings import AppSettings


class _OnFirstPaint(QObject):
    """Runs its work once, when its widget is first painted (as the paint begins)."""

    def __init__(self, widget: QWidget, work: Callable[[], None]) -> None:
        super().__init__(widget)
        self.widget = widget
        self.work = work
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """On the widget's first paint event, stop watching and run the work."""
        if watched is self.widget and event.type() == QEvent.Type.Paint:
            self.widget.removeEventFilter(self)
            self.work()
        return False


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
        restyle_on_theme_change(self)  # a light/dark switch reaches the styled labels too
        self._state: JourneyState | None = None
        self._looks: tuple[SeatLook, ...] = ()
        #: The player whose sheet shows.
        self.viewed = 0
        #: The sheet to show once the route just drawn has been drawn with the pen.
        self._next_viewed: int | None = None
        #: Seats the computer plays: their market and ruler do not answer the mouse or keys.
        self.computer_seats: frozenset[int] = frozenset()
        self.scene = SheetScene(sheet)
        self.scene.route_motion.finished.connect(self._route_stroke_ended)
        self.parts = parts = TableLayout(self, self.scene, settings)
        self.calendar = parts.calendar
        self.income = parts.income
        self.sheet_selector = parts.sheet_selector
        self.read_only = parts.read_only
        self.fit_button = parts.fit_button
        self.my_route_button = parts.my_route_button
        self.draw_button = parts.draw_button
        self.bar = parts.bar
        self.view = parts.view
        self.route_status = parts.route_status
        #: A sentence when the held card reaches no place, or only a short hop.
        self.reach_hint = parts.reach_hint
        self.log = parts.log
        self.side_scroll = parts.side_scroll
        self.market = parts.market
        self.panels_tabs = parts.panels_tabs
        #: Everything public: adventure cards, characters, income, the other players.
        self.public = parts.public
        self.banner = parts.banner
        self.panels: list[PlayerPanel] = []
        self.overlays = MapOverlays()
        self.logs = TableLogs(self.log, lambda: self.panels)
        #: The marks of where the held ruler can go (Settings → Show where the ruler can go).
        self.reach = RulerReach(
            self,
            self.reach_hint,
            lambda: self.scene,
            lambda: self.ruler,
            lambda: self._state,
            shown=settings.show_reach if settings is not None else True,
        )
        self.feedback = TableFeedback(
            route_status=self.route_status,
            read_only=self.read_only,
            income=self.income,
            banner=self.banner,
            view=self.view,
            say=self.status_message.emit,
        )
        self.public.place_hovered.connect(self._place_hovered)
        self.public.place_clicked.connect(self.centre_on_place)
        self.public.ghosts_toggled.connect(lambda _on: self._show_sheet())
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
            lambda: self.reach.marks,
            lambda: self.scene.sheet,
            self.request_draw,
            lambda points: self.ruler_in_hand.judge(points),
            self,
        )
        self.view.aim_handler = self.aimer
        # after the reach's own slot has shown the marks: a Page Down pressed early is done
        self.reach.worker.ready.connect(lambda _marks: self.aimer.marks_ready())
        self.aimer.aiming_at.connect(self.status_message)
        #: The ruler of the card in hand.
        self.ruler_in_hand = RulerInHand(
            self, lambda: self.scene, self.view, self.aimer, self.reach
        )
        self.ruler_in_hand.judged.connect(self._ruler_judged)
        self.ruler_in_hand.draw_requested.connect(self.request_draw)
        self.ruler_in_hand.message.connect(self.status_message)
        # The ruler's keys come through an application-wide filter, which sees every
        # event: installed when the map is first painted (no key reaches it before), so
        # that the window's first frame does not pass its events through it.
        _OnFirstPaint(self.view.viewport(), self._install_key_filter)
        parts.follow_ui_scale(self.height())

    def _install_key_filter(self) -> None:
        """Give the ruler's keys and type-ahead to the aimer, from anywhere in the window."""
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self.aimer)

    @property
    def ruler(self) -> RulerItem | None:
        """The ruler of the card in hand (None without one)."""
        return self.ruler_in_hand.item

    @property
    def preview(self) -> RoutePreview | None:
        """The verdict on the ruler's route as it lies now (None without a ruler)."""
        return self.ruler_in_hand.preview

    @property
    def reach_marks(self) -> ReachMarksItem | None:
        """The marks of where the held ruler can go (None without them)."""
        return self.reach.marks

    # -- the UI scale ------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        """On a short window the log gives the map room (it scrolls)."""
        super().resizeEvent(event)
        self.parts.fit_log(self.height())

    def showEvent(self, event: QShowEvent) -> None:
        """Shown: the keyboard goes where the next action is (the first market card)."""
        super().showEvent(event)
        if not event.spontaneous():
            self.focus_next_action()

    def changeEvent(self, event: QEvent) -> None:
        """A new UI scale reaches every widget as a font change: resize the text boxes."""
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.ApplicationFontChange):
            self.parts.follow_ui_scale(self.height())
        super().changeEvent(event)

    # -- wiring helpers (set by app.py) -------------------------------------------------

    def set_route_judge(self, judge: RouteJudge, ruler_source: RulerSource) -> None:
        """Where the table gets live judgements and the ruler of the card in hand."""
        self.ruler_in_hand.set_route_judge(judge, ruler_source)

    def set_computer_seats(self, seats: frozenset[int]) -> None:
        """The seats the computer plays (their turns are shown, not played, at the table)."""
        if frozenset(seats) != self.computer_seats:
            # laid again, for a person or the computer, on the next show
            self.ruler_in_hand.remove()
        self.computer_seats = frozenset(seats)

    def set_show_reach(self, on: bool) -> None:
        """Settings → "Show where the ruler can go" changed: show or hide the marks now."""
        self.reach.set_shown(on)

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
        self.ruler_in_hand.remove()
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
        drawer = None if fresh else drawer_of(before, state)
        if turn_starts(before, state, self.computer_seats) and drawer is None:
            assert state.active is not None
            self.bring_into_view([state.players[state.active].route_end])
        self.logs.sync(state)
        if drawer is not None:
            self.viewed, self._next_viewed = drawer, state.active
        elif state.active is not None:
            self.viewed = state.active
        self.sheet_selector.setCurrentIndex(self.viewed)
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
        self.feedback.show_income(state)
        self.public.show_state(state, looks, self.logs.claims)
        self.overlays.show_income(self.scene, (place for place, _ in state.income_card.payouts))
        self.scene.show_adventures(waiting_adventure_places(state))
        self._show_sheet()
        if self._next_viewed is not None and not self.scene.route_motion.is_running:
            self._route_stroke_ended()  # nothing to draw with the pen (another sheet shown)
        self.focus_ruler()
        if self._turn_moved_on(before, state):
            self.focus_next_action()

    @staticmethod
    def _turn_moved_on(before: JourneyState | None, state: JourneyState) -> bool:
        """Whether ``state`` starts a new step of play after ``before`` (another player,
        or the other half of the turn)."""
        return before is None or before.active != state.active or before.phase != state.phase

    def focus_next_action(self) -> None:
        """A turn starts with the keyboard where the next action is: on the first market
        card to take one, on the ruler to draw the route (a computer's turn: left alone)."""
        state = self._state
        if state is None or self.computer_to_move():
            return
        if state.phase is Phase.TAKE_TRANSPORT:
            self.market.focus_first_card()
        elif self.ruler is not None:
            self.focus_ruler()

    # -- the regions (F6, Alt+1 …) ------------------------------------------------------------

    def regions(self) -> list[Region]:
        """The table's regions in F6's order: map, market, calendar, players, log."""
        return [
            Region(self.tr("&Map"), 1, lambda: self.view, self.focus_map),
            Region(
                self.tr("M&arket"),
                2,
                lambda: self.market,
                lambda: (
                    self.market.focus_first_card()
                    or focus_first(self.market.take_button, self.market.flip)
                ),
            ),
            Region(
                self.tr("&Calendar"), 3, lambda: self.calendar, lambda: focus_first(self.calendar)
            ),
            Region(
                self.tr("&Players"),
                4,
                lambda: self.panels_tabs,
                lambda: focus_first(self.panels_tabs.tabBar(), self.panels_tabs),
            ),
            Region(self.tr("&Log"), 5, lambda: self.log, lambda: focus_first(self.log)),
        ]

    def focus_map(self) -> QWidget:
        """Give the keyboard to the map (the ruler, while a person holds one)."""
        if self.ruler is not None and not self.computer_to_move():
            self.focus_ruler()
        else:
            self.view.setFocus(Qt.FocusReason.ShortcutFocusReason)
        return self.view

    @Slot()
    def take_card(self) -> None:
        """Play → Take: take the selected market card, or the one that has the keyboard."""
        state = self._state
        if state is None or state.phase is not Phase.TAKE_TRANSPORT:
            self.status_message.emit(self.tr("No card can be taken now: draw your route first."))
            return
        if self.computer_to_move():
            self.status_message.emit(self.tr("The computer is playing this turn."))
            return
        if not self.market.take_focused_or_selected():
            self.status_message.emit(
                self.tr("Choose a card first: Alt+2 goes to the market, the arrows to a card.")
            )

    def _rebuild_players(self, state: JourneyState, looks: tuple[SeatLook, ...]) -> None:
        self.sheet_selector.clear()
        self.panels_tabs.clear()
        self.panels = []
        self.log.clear()
        self.logs.mark_stale()  # new panels: the logs are written again from the history
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
        self.ruler_in_hand.remove()

    def _show_sheet(self) -> None:
        state = self._state
        if state is None:
            return
        index = self.viewed
        player = state.players[index]
        look = self._looks[index]
        self.scene.show_route(RouteDrawing(tuple(player.routes), look.qcolor(), look.shape))
        self._frame_the_winner(state, index)
        ghosts = []
        if self.public.ghosts.isChecked():
            ghosts = [
                (other.routes, other.route_end, self._looks[i].colour, self._looks[i].shape)
                for i, other in enumerate(state.players)
                if i != index and i < len(self._looks)
            ]
        self.overlays.show_ghosts(self.scene, ghosts)
        own = index == state.active
        wants_ruler = own and state.phase is Phase.DRAW_ROUTE and state.in_hand is not None
        if wants_ruler:
            key = (len(state.history), index)
            if not self.ruler_in_hand.is_laid_for(key):
                self.ruler_in_hand.lay(state, key, person=state.active not in self.computer_seats)
        else:
            self.ruler_in_hand.remove()
        self.draw_button.setEnabled(
            self.ruler is not None
            and bool(self.preview and self.preview.legal)
            and not self.computer_to_move()
        )
        self.feedback.show_sheet_status(state, index, state.active in self.computer_seats)

    # -- the ruler --------------------------------------------------------------------------

    def focus_ruler(self) -> None:
        """Give the keyboard to the ruler (arrows, Tab, Enter)."""
        self.ruler_in_hand.focus()

    @Slot(object, object)
    def _ruler_judged(self, preview: RoutePreview, before: RoutePreview | None) -> None:
        self.draw_button.setEnabled(preview.legal and not self.computer_to_move())
        self.feedback.show_verdict(preview, before)

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
        preview = self.ruler_in_hand.judge(points)
        if preview is not None and not preview.legal:
            self.show_refusal(preview.reason)
            return
        self.route_requested.emit(points)

    def show_refusal(self, reason: str) -> None:
        """Show why an action was refused."""
        self.feedback.show_refusal(reason)

    def show_events(self, events: Sequence[JourneyEvent], turn: int) -> None:
        """Headline events of the last action get a banner (the logs follow the state's
        history: ``show_state``; ``turn`` is theirs)."""
        self.feedback.show_events(events)

    # -- which sheet shows, and the camera ------------------------------------------------

    @Slot()
    def _route_stroke_ended(self) -> None:
        """The pen has drawn the route: the next player's sheet shows."""
        index, self._next_viewed = self._next_viewed, None
        state = self._state
        if index is None or state is None or index >= len(state.players):
            return
        self.viewed = index
        self.sheet_selector.setCurrentIndex(index)
        if self.panels_tabs.currentIndex() < len(self.panels):
            self.panels_tabs.setCurrentIndex(index)
        self._show_sheet()
        if turn_starts(None, state, self.computer_seats):
            self.bring_into_view([state.players[index].route_end])

    @Slot(int)
    def _sheet_chosen(self, index: int) -> None:
        self.viewed = index
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

    def bring_into_view(self, points: Sequence[Point]) -> None:
        """Scroll so that ``points`` are on screen, at the zoom the player chose (a steady
        camera: see ``table_camera.bring_into_view``)."""
        bring_into_view(self.view, points)

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
        player = state.players[self.viewed]
        points = [player.route_end, *(point for leg in player.routes for point in leg)]
        if self.ruler is not None and self.viewed == state.active:
            points.extend(self.ruler.joints())
        self.view.show_region(route_region(points, state.config.sheet.ruler_unit))
