"""The race table: board, wind rose, players, event card, log, and the hand area below.

``RaceTable.show_state`` redraws everything from a ``RaceState``. Hot seat: the hand area
shows the cards only to the player who must decide now, after they have said they are at
the screen (the pass-to screen); a victim asked to defend gets the same treatment.
The table announces intent through its views' signals; ``RaceWindow`` wires them to the
controller.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from eighty_days.engine.race import (
    LogEvent,
    Outcome,
    Phase,
    RaceState,
    SpaceKind,
    Transport,
    current_player,
    earlier_events,
)
from eighty_days.ui.common.message_text import map_name, message_text
from eighty_days.ui.common.plain_text import escaped, plain_label, plain_tooltip
from eighty_days.ui.common.regions import Region, focus_first
from eighty_days.ui.common.theme_follower import restyle_on_theme_change
from eighty_days.ui.race.board_scene import RaceBoardScene, RaceBoardView
from eighty_days.ui.race.defence_prompt import DefencePrompt
from eighty_days.ui.race.event_card_view import EventCardView
from eighty_days.ui.race.hand_view import HandMode, HandView
from eighty_days.ui.race.jump_prompt import JumpPrompt
from eighty_days.ui.race.log_view import RaceLog, reveals_event_card
from eighty_days.ui.race.looks import (
    SPACE_COLOURS,
    SPACE_SYMBOLS,
    PawnLook,
    pawn_icon,
    space_label,
    transport_label,
    transport_name,
)
from eighty_days.ui.race.offers import defence_offer, hand_offers, jump_offer, turn_offer
from eighty_days.ui.race.pass_screen import PassScreen
from eighty_days.ui.race.wind_rose import WindRoseView
from eighty_days.ui.race.winner_screen import WinnerScreen
from eighty_days.ui.ui_scale import refresh_style_sheets, scaled_pixels


def board_legend() -> str:
    """Rich text naming each special space kind with its colour and symbol: one line where
    there is room, else broken between the kinds only (never inside a kind's name)."""
    parts = []
    for kind in (
        SpaceKind.WIND_ROSE,
        SpaceKind.TELESCOPE,
        SpaceKind.HANDCUFFS,
        SpaceKind.TRAVEL_STATION,
    ):
        dark = kind is SpaceKind.HANDCUFFS
        parts.append(
            f'<span style="background:{SPACE_COLOURS[kind]}; color:{"#fff" if dark else "#000"};">'
            f"&nbsp;{SPACE_SYMBOLS[kind]}&nbsp;</span>&nbsp;"
            + escaped(space_label(kind)).replace(" ", "&nbsp;")
        )
    return "&nbsp;&nbsp; ".join(parts)


def phase_hint(state: RaceState) -> str:
    """What the deciding player is asked to do, in a sentence."""
    me = state.current
    rose = transport_label(state.wind_rose)
    phase = state.phase
    name = me.name
    if phase is Phase.GAME_OVER:
        winner = state.players[state.winner or 0].name
        return QCoreApplication.translate(
            "RaceTable", "{winner} has reached London: the race is over."
        ).format(winner=winner)
    if phase is Phase.DEFEND:
        victim = state.players[state.pending[0].victim].name
        return QCoreApplication.translate(
            "RaceTable", "{victim} may pay a money bag to cancel the move back."
        ).format(victim=victim)
    if phase is Phase.MOVE_ROSE:
        return QCoreApplication.translate(
            "RaceTable",
            "{name}: turn the wind rose (click a field) or leave it on the {rose}; "
            "then play another card.",
        ).format(name=name, rose=rose)
    if phase is Phase.EVENT_CHOICE:
        return QCoreApplication.translate(
            "RaceTable", "{name}: carry out the event card now, or keep it for later."
        ).format(name=name)
    if phase is Phase.JUMP_CHOICE:
        return QCoreApplication.translate(
            "RaceTable",
            "{name}: your hand is played out: jump 5 spaces and draw 5 cards, or decline both.",
        ).format(name=name)
    if phase is Phase.CONTINUE:
        if state.turn.station_draw:
            return QCoreApplication.translate(
                "RaceTable",
                "{name}: great travel station: play another card, or draw 1–2 if none "
                "fits, or end the turn.",
            ).format(name=name)
        if state.turn.may_play_card:
            return QCoreApplication.translate(
                "RaceTable",
                "{name}: play another card ({rose} cards or special cards) or end the turn.",
            ).format(name=name, rose=rose)
        return QCoreApplication.translate(
            "RaceTable", "{name}: play your kept event or end the turn."
        ).format(name=name)
    return QCoreApplication.translate(
        "RaceTable",
        "{name}: play a card ({rose} cards or special cards) or draw 1 or 2 cards "
        "instead of moving.",
    ).format(name=name, rose=rose)


#: The players' list: the height of one row at 100 %, and how many rows it shows.
PLAYER_ROW_HEIGHT = 24
PLAYER_ROWS_AT_LEAST, PLAYER_ROWS_AT_MOST = 3, 6

#: The log's least height at 100 % (about two lines): the event card comes first.
LOG_MINIMUM_HEIGHT = 44


class ColumnLayout(QVBoxLayout):
    """The column beside the board, laid out by its widgets' minimum heights.

    Its scroll area would otherwise size it by height-for-width, the wrapped texts' preferred
    heights, and scroll on screens where everything fits at its least height; the event
    card keeps the height its wrapped text needs by itself.
    """

    def hasHeightForWidth(self) -> bool:
        """No: the column's height does not follow its width (see the class)."""
        return False


class RaceTable(QWidget):
    """Everything of a race on one screen."""

    status_message = Signal(str)
    #: A race was put on the table (``start``: new, opened, resumed): its ``RaceState``.
    race_shown = Signal(object)

    def __init__(self, state: RaceState, looks: Sequence[PawnLook], *, hot_seat: bool = True):
        super().__init__()
        restyle_on_theme_change(self)  # a light/dark switch reaches the styled labels too
        self.looks: tuple[PawnLook, ...] = tuple(looks)
        self.hot_seat = hot_seat
        #: Who has said they are at the screen (hot seat); None: nobody yet.
        self.viewer: int | None = None
        self.state = state
        #: The state the log was last brought up to (None: the log is to be rebuilt).
        self._logged: RaceState | None = None
        #: The event card entry shown in the Event panel (None: no card).
        self.shown_event: LogEvent | None = None
        #: Only shown, never played (the replay viewer): no control that plays is enabled.
        self.read_only = False

        self.pages = QStackedWidget()
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.pages)

        table = QWidget()
        self.pages.addWidget(table)
        self.winner_screen = WinnerScreen()
        self.pages.addWidget(self.winner_screen)
        self.winner_screen.board_requested.connect(lambda: self.pages.setCurrentIndex(0))

        columns = QHBoxLayout(table)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        columns.addWidget(splitter)

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        self.board_scene = RaceBoardScene(state.board)
        self.board_view = RaceBoardView(self.board_scene)
        self.board_view.setAccessibleName(self.tr("Race track"))
        left_layout.addWidget(self.board_view, 1)
        self.legend = QLabel(board_legend())
        self.legend.setWordWrap(True)  # German at 150 % on 1024×700: two lines, none cut
        self.legend.setToolTip(
            self.tr("The kinds of space; rest the mouse on a space for its rule.")
        )
        left_layout.addWidget(self.legend)
        self.status = plain_label()  # hints naming players as written
        self.status.setWordWrap(True)
        left_layout.addWidget(self.status)

        self.bottom = QStackedWidget()
        left_layout.addWidget(self.bottom)
        self.hand_page = QWidget()
        hand_layout = QVBoxLayout(self.hand_page)
        hand_layout.setContentsMargins(0, 0, 0, 0)
        self.hand_view = HandView()
        hand_layout.addWidget(self.hand_view)
        self.rose_row = QWidget()
        rose_layout = QHBoxLayout(self.rose_row)
        rose_layout.setContentsMargins(0, 0, 0, 0)
        rose_layout.addWidget(QLabel(self.tr("<b>Turn the wind rose to:</b>")))
        self.rose_buttons: dict[Transport, QPushButton] = {}
        for transport in Transport:
            button = QPushButton(transport_name(transport))
            button.setObjectName(f"rose-{transport.value}")
            self.rose_buttons[transport] = button
            rose_layout.addWidget(button)
        rose_layout.addStretch(1)
        hand_layout.addWidget(self.rose_row)
        actions = QHBoxLayout()
        self.draw_one = QPushButton(self.tr("Draw 1"))
        self.draw_two = QPushButton(self.tr("Draw 2"))
        self.exchange = QPushButton(self.tr("Exchange 2…"))
        self.exchange.setCheckable(True)
        self.discard = QPushButton(self.tr("Discard 1…"))
        self.discard.setCheckable(True)
        self.play_event = QPushButton(self.tr("Play kept event"))
        self.end_turn = QPushButton(self.tr("End turn"))
        for button in (
            self.draw_one,
            self.draw_two,
            self.exchange,
            self.discard,
            self.play_event,
            self.end_turn,
        ):
            actions.addWidget(button)
        actions.addStretch(1)
        hand_layout.addLayout(actions)
        self.bottom.addWidget(self.hand_page)
        self.pass_screen = PassScreen()
        self.bottom.addWidget(self.pass_screen)
        self.defence_prompt = DefencePrompt()
        self.bottom.addWidget(self.defence_prompt)
        self.jump_prompt = JumpPrompt()
        self.bottom.addWidget(self.jump_prompt)
        self.pass_screen.revealed.connect(self.reveal)
        self.hand_view.targets_shown.connect(self.board_scene.highlight_spaces)
        self.exchange.toggled.connect(self._exchange_toggled)
        self.discard.toggled.connect(self._discard_toggled)
        splitter.addWidget(left)

        right = QWidget()
        self._right_column = right
        right_layout = ColumnLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        self.rose_view = WindRoseView()
        self.rose_view.setAccessibleName(self.tr("Wind rose"))
        right_layout.addWidget(self.rose_view)
        self.players_box = players_box = QGroupBox(self.tr("Players"))
        players_layout = QVBoxLayout(players_box)
        self.players_list = QListWidget()
        self.players_list.setAccessibleName(self.tr("Players"))
        self.players_list.setWordWrap(True)
        players_layout.addWidget(self.players_list)
        right_layout.addWidget(players_box)
        self.event_view = EventCardView()
        right_layout.addWidget(self.event_view)
        self.log_box = log_box = QGroupBox(self.tr("Log"))
        log_layout = QVBoxLayout(log_box)
        self.log = RaceLog()
        self.log.setAccessibleName(self.tr("Race log"))
        self.log.event_card_clicked.connect(self.show_event_card)
        self.event_view.history_chosen.connect(self.show_last_event_of)
        log_layout.addWidget(self.log)
        right_layout.addWidget(log_box, 1)
        # on a short screen the column scrolls rather than squeezing the event card's text
        self.column_scroll = QScrollArea()
        self.column_scroll.setAccessibleName(self.tr("Wind rose, players, event card and log"))
        self.column_scroll.setWidget(right)
        self.column_scroll.setWidgetResizable(True)
        self.column_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.column_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        splitter.addWidget(self.column_scroll)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)

        self.set_looks(looks)
        self._follow_ui_scale()
        self._fit_bottom()
        self.hand_view.explained.connect(self.status_message)
        for button in self.findChildren(QPushButton):
            button.setAutoDefault(True)  # Enter presses every button, as Space does

    # -- the UI scale -----------------------------------------------------------------------

    def _follow_ui_scale(self) -> None:
        """The boxes that hold text, sized for the UI scale (Settings → Text size)."""
        self._right_column.setMinimumWidth(scaled_pixels(300))
        self._right_column.setMaximumWidth(scaled_pixels(420))
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        self.column_scroll.setMinimumWidth(scaled_pixels(300) + bar)
        self.column_scroll.setMaximumWidth(scaled_pixels(420) + bar)
        self.log.setMinimumHeight(scaled_pixels(LOG_MINIMUM_HEIGHT))
        self.rose_view.setFixedHeight(scaled_pixels(190))
        self._fit_players_list()
        # set again after a change: a style sheet keeps the font it was polished with
        self.status.setStyleSheet(
            f"font-size: {scaled_pixels(14)}px; font-weight: bold; padding: 4px;"
        )

    def _fit_players_list(self) -> None:
        """The players' list as high as its players need (three rows at least, for a long
        name's second line), so that a small screen keeps room for the event card."""
        rows = min(max(len(self.looks), PLAYER_ROWS_AT_LEAST), PLAYER_ROWS_AT_MOST)
        self.players_list.setFixedHeight(scaled_pixels(PLAYER_ROW_HEIGHT * rows + 8))

    def _fit_bottom(self) -> None:
        """The hand's row as high as the hand, its buttons and the wind rose row."""
        self.bottom.setFixedHeight(self.hand_page.sizeHint().height() + 8)

    def showEvent(self, event: QShowEvent) -> None:
        """Shown: the keyboard goes where the next action is."""
        super().showEvent(event)
        if not event.spontaneous():
            self.focus_next_action()

    def changeEvent(self, event: QEvent) -> None:
        """A new UI scale reaches every widget as a font change: resize the text boxes."""
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.ApplicationFontChange):
            self._follow_ui_scale()
            for screen in (self.event_view, self.pass_screen, self.winner_screen):
                screen.follow_ui_scale()
            refresh_style_sheets(self)
            # the hand's own widgets take the new font in their own events: measure after
            QTimer.singleShot(0, self, self._fit_bottom)
        super().changeEvent(event)

    # -- showing ----------------------------------------------------------------------------

    def set_looks(self, looks: Sequence[PawnLook]) -> None:
        """The players' names, colours and shapes."""
        self.looks = tuple(looks)
        self._fit_players_list()
        self.board_scene.set_looks(self.looks)
        for pawn in self.board_scene.pawns:
            pawn.clicked.connect(self.players_list.setCurrentRow)
        self.log.set_looks(self.looks)

    def start(self, state: RaceState, looks: Sequence[PawnLook]) -> None:
        """A new race (or one opened or resumed): its whole log, its last event card (none in
        a new race), all hands hidden; then ``race_shown``."""
        self.set_looks(looks)
        self._logged = None
        self.viewer = None
        self.pages.setCurrentIndex(0)
        self.show_state(state)  # rebuilds the log, and the Event panel from it
        self.race_shown.emit(state)

    def decider(self) -> int | None:
        """Who must decide now."""
        return current_player(self.state)

    def show_state(self, state: RaceState) -> None:
        """Redraw everything from ``state``."""
        previous = self.state
        self.state = state
        decider = current_player(state)
        self.board_scene.show_state(state, state.turn_player)
        self.rose_view.rose.show_transport(
            state.wind_rose,
            choosing=state.phase is Phase.MOVE_ROSE
            and self._may_see(decider)
            and not self.read_only,
        )
        self.status.setText(phase_hint(state))
        self._show_players(state)
        new_turn = previous is state or previous.turn_number != state.turn_number
        if decider is not None and (new_turn or decider != current_player(previous)):
            self.board_view.follow(self.board_scene.pawn_position(state, decider))
        focus_before = QApplication.focusWidget()
        self._show_bottom(state, decider)
        self._sync_log(state)
        self._refresh_event_choice()
        if self.read_only:
            self._disable_playing()
        moved_on = new_turn or decider != current_player(previous)
        if moved_on or self._focus_lost(focus_before):
            self.focus_next_action()

    def _focus_lost(self, before: QWidget | None) -> bool:
        """Whether the keyboard was on the hand's row (a card just played, a button that
        went) or is now nowhere, or on a widget not shown."""
        now = QApplication.focusWidget()
        if now is None or not now.isVisible():
            return True
        return before is not None and (before is self.bottom or self.bottom.isAncestorOf(before))

    def focus_next_action(self) -> QWidget | None:
        """Give the keyboard to where the next action is, for the player at the screen:
        the pass screen's button, a prompt's first answer, the event card's choice, the
        first card that can be played (else the first enabled turn button, else the first
        card); returns the widget (``None``: nothing to do here now)."""
        if self.read_only or self.pages.currentIndex() != 0:
            return None
        page = self.bottom.currentWidget()
        if page is self.pass_screen:
            return focus_first(self.pass_screen.ready)
        if page is self.defence_prompt:
            return focus_first(self.defence_prompt.defend, self.defence_prompt.accept)
        if page is self.jump_prompt:
            return focus_first(self.jump_prompt.take, self.jump_prompt.decline)
        if self.event_view.carry_out.isVisible():
            return focus_first(self.event_view.carry_out, self.event_view.keep)
        if self.state.phase is Phase.MOVE_ROSE and self._may_see(self.decider()):
            return focus_first(*self.rose_buttons.values())
        playable = next((b for b in self.hand_view.buttons if b.playable and b.isVisible()), None)
        if playable is not None:
            return focus_first(playable)
        return focus_first(*self._turn_buttons()) or self.hand_view.focus_first_card()

    def regions(self) -> list[Region]:
        """The table's regions in F6's order: hand, track, players, log."""
        return [
            Region(
                self.tr("&Hand"),
                1,
                lambda: self.bottom,
                lambda: self.focus_next_action() or self.hand_view.focus_first_card(),
            ),
            Region(
                self.tr("&Track"), 2, lambda: self.board_view, lambda: focus_first(self.board_view)
            ),
            Region(
                self.tr("&Players"),
                3,
                lambda: self.players_list,
                lambda: focus_first(self.players_list),
            ),
            Region(self.tr("&Log"), 4, lambda: self.log, lambda: focus_first(self.log)),
        ]

    def _sync_log(self, state: RaceState) -> None:
        """The log says what ``state``'s history did: one more action adds its events;
        anything else (undo, redo, a race resumed or opened, a replay's step back) rebuilds
        it from the race's history, so it reads exactly as a fresh replay to that point."""
        logged, self._logged = self._logged, state
        if logged is state:
            return
        if (
            logged is not None
            and state.config == logged.config
            and state.seed == logged.seed
            and state.board is logged.board
            and len(state.history) == len(logged.history) + 1
            and state.history[:-1] == logged.history
        ):
            self.log.add_events(state.last_events)
            return
        if logged is not None and state.history == logged.history and state.seed == logged.seed:
            return  # the same moment of the same race
        self.log.clear()
        self.log.add_events((*earlier_events(state), *state.last_events))
        self.show_event_card(self.log.last_event_card())  # the race's own last event

    def _may_see(self, player: int | None) -> bool:
        return player is not None and (not self.hot_seat or self.viewer == player)

    def _show_players(self, state: RaceState) -> None:
        self.players_list.clear()
        finish = state.board.finish
        for number, player in enumerate(state.players):
            look = self.looks[number]
            space = state.board.spaces[player.position]
            where = self.tr("space {position}/{finish}").format(
                position=player.position, finish=finish
            ) + (f" {map_name(space.city)}" if space.city else "")
            text = self.tr("{name}: {where}, {count} cards").format(
                name=player.name, where=where, count=len(player.hand)
            )
            if player.kept_event is not None:
                text += self.tr(", 1 event kept")
            if player.turns_to_skip:
                text += self.tr(", misses a turn")
            item = QListWidgetItem(pawn_icon(look), text)
            if number == state.turn_player:
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            self.players_list.addItem(item)

    def _show_bottom(self, state: RaceState, decider: int | None) -> None:
        self.exchange.setChecked(False)
        self.discard.setChecked(False)
        if decider is None:
            self.bottom.setCurrentWidget(self.hand_page)
            self.hand_view.show_hand(self.tr("The race is over."), ())
            for button in (*self._turn_buttons(), *self.rose_buttons.values()):
                button.setEnabled(False)
            self.rose_row.setVisible(False)
            return
        if not self._may_see(decider):
            pending = state.pending[0] if state.phase is Phase.DEFEND and state.pending else None
            reason = (
                self.tr("{name} must answer {source}.").format(
                    name=state.players[decider].name, source=message_text(pending.source)
                )
                if pending is not None
                else self.tr(
                    "It is {name}'s turn. The cards stay hidden until they are at the screen."
                ).format(name=state.players[decider].name)
            )
            self.pass_screen.show_for(decider, self.looks[decider], reason)
            self.bottom.setCurrentWidget(self.pass_screen)
            self.pass_screen.ready.setFocus()  # Space or Enter reveals
            self.hand_view.show_hand("", ())
            return
        offer = defence_offer(state)
        if offer is not None:
            self.defence_prompt.ask(offer, state.players[decider].name)
            self.bottom.setCurrentWidget(self.defence_prompt)
            return
        jump = jump_offer(state)
        if jump is not None:  # ruling R1986-09: the jump may be declined
            self.jump_prompt.ask(jump, state.players[decider].name)
            self.bottom.setCurrentWidget(self.jump_prompt)
            self.jump_prompt.take.setFocus()
            self.hand_view.show_hand("", ())
            return
        self.bottom.setCurrentWidget(self.hand_page)
        name = escaped(state.players[decider].name)  # for rich text
        self.hand_view.show_hand(
            self.tr("<b>{name}'s hand</b> ({count} cards)").format(
                name=name, count=len(state.players[decider].hand)
            ),
            hand_offers(state, decider),
        )
        moving_rose = state.phase is Phase.MOVE_ROSE
        self.rose_row.setVisible(moving_rose)
        for transport, button in self.rose_buttons.items():
            button.setEnabled(moving_rose)
            button.setText(
                transport_name(transport)
                + (self.tr(" (leave it)") if transport is state.wind_rose else "")
            )
        turn = turn_offer(state)
        choices: tuple[tuple[QPushButton, str | None, str], ...] = (
            (self.draw_one, turn.draw_one_reason, self.tr("Draw 1 card instead of moving.")),
            (self.draw_two, turn.draw_two_reason, self.tr("Draw 2 cards instead of moving.")),
            (
                self.exchange,
                turn.exchange_reason,
                self.tr("Exchange 2 of your 12+ cards (the turn)."),
            ),
            (self.discard, turn.discard_reason, self.tr("Discard 1 card instead of moving.")),
            (self.play_event, turn.play_event_reason, self.tr("Play the event card you kept.")),
            (self.end_turn, turn.end_turn_reason, self.tr("End your turn here.")),
        )
        for button, refusal, tip in choices:
            button.setEnabled(refusal is None)
            button.setToolTip(plain_tooltip(tip if refusal is None else refusal))
        self.play_event.setVisible(state.config.expert.keep_event)
        self.discard.setVisible(state.board.is_past_final_handcuffs(state.current.position))

    def set_read_only(self, read_only: bool) -> None:
        """``True``: the table only shows the race (a replay): every control that would play
        is disabled, the hand's cards are shown but cannot be clicked."""
        self.read_only = read_only
        self.hand_view.set_shown_only(read_only)
        self.show_state(self.state)

    def _disable_playing(self) -> None:
        """Disable every control that plays (the table is read-only)."""
        for button in (*self._turn_buttons(), *self.rose_buttons.values()):
            button.setEnabled(False)
            button.setToolTip(self.tr("A replay only shows the race."))
        for prompt in (self.defence_prompt, self.jump_prompt):
            for control in prompt.findChildren(QAbstractButton):
                control.setEnabled(False)
        self.event_view.carry_out.setVisible(False)
        self.event_view.keep.setVisible(False)

    def _turn_buttons(self) -> tuple[QPushButton, ...]:
        return (
            self.draw_one,
            self.draw_two,
            self.exchange,
            self.discard,
            self.play_event,
            self.end_turn,
        )

    def show_events(self, events: Sequence[LogEvent]) -> None:
        """Reveal the last event card among ``events`` (the log follows the state:
        ``show_state``)."""
        revealed = [e for e in events if reveals_event_card(e)]
        if revealed:
            row = self.log.row_of(revealed[-1])
            self.show_event_card(self.log.events[row] if row >= 0 else revealed[-1])
        self._refresh_event_choice()

    @Slot(object)
    def show_event_card(self, event: LogEvent | None) -> None:
        """Show the event card ``event`` drew or played (None: no card yet) in the Event
        panel, and whose last events can be chosen there."""
        self.shown_event = event
        card = None if event is None else self.state.decks.event_cards.get(event.card_id or "")
        everyone = self.state.players
        if event is None or card is None:
            self.shown_event = None
            self.event_view.show_card(None)
        else:
            name = (  # as the log names them
                everyone[event.player].name
                if event.player is not None and event.player < len(everyone)
                else self.tr("Someone")
            )
            heading = (
                self.tr("{name} drew an event card")
                if event.kind == "event_drawn"
                else self.tr("{name} played an event card")
            )
            self.event_view.show_card(card, heading.format(name=name))
        last = self.log.last_event_card_of()
        players = [
            (seat, everyone[seat].name if seat < len(everyone) else str(seat + 1))
            for seat in sorted(last)
        ]
        shown = next((seat for seat, entry in last.items() if entry == event), None)
        self.event_view.set_history(players, shown)
        self._refresh_event_choice()

    @Slot(int)
    def show_last_event_of(self, seat: int) -> None:
        """Show the last event card player ``seat`` drew or played."""
        event = self.log.last_event_card_of().get(seat)
        if event is not None:
            self.show_event_card(event)

    def _refresh_event_choice(self) -> None:
        # only the card just drawn can be kept or carried out, not an older one looked at
        asking = (
            not self.read_only
            and self.state.phase is Phase.EVENT_CHOICE
            and self._may_see(self.decider())
            and self.event_view.card is not None
            and self.shown_event is not None
            and self.shown_event == self.log.last_event_card()
        )
        self.event_view.carry_out.setVisible(asking)
        self.event_view.keep.setVisible(asking)

    def show_outcome(self, outcome: Outcome) -> None:
        """The winner's screen."""
        self.winner_screen.show_outcome(outcome, self.state, self.looks)
        self.pages.setCurrentWidget(self.winner_screen)

    def show_refusal(self, reason: str) -> None:
        """Tell why an action was refused."""
        self.status_message.emit(reason)

    # -- hot seat ---------------------------------------------------------------------------

    @Slot(int)
    def reveal(self, player: int) -> None:
        """``player`` is at the screen: show what they may see."""
        self.viewer = player
        self.show_state(self.state)
        self.show_events(())

    # -- modes ------------------------------------------------------------------------------

    def _exchange_toggled(self, on: bool) -> None:
        if on:
            self.discard.setChecked(False)
            self.hand_view.set_mode(HandMode.EXCHANGE)
            self.status.setText(self.tr("Click the two cards you want to exchange."))
            self.hand_view.focus_first_card()  # the keyboard where the cards are picked
        elif not self.discard.isChecked():
            self.hand_view.set_mode(HandMode.PLAY)

    def _discard_toggled(self, on: bool) -> None:
        if on:
            self.exchange.setChecked(False)
            self.hand_view.set_mode(HandMode.DISCARD)
            self.status.setText(self.tr("Click the card you want to discard."))
            self.hand_view.focus_first_card()  # the keyboard where the card is picked
        elif not self.exchange.isChecked():
            self.hand_view.set_mode(HandMode.PLAY)
