"""Computer seats in the race: a bot decides for its seat off the UI thread, and the table
shows each of its cards for a moment before the next.

``RaceComputerSeats`` watches the race controller. Whenever a computer seat must decide
(its turn, a card of its chain, a wind rose, an event choice, a money bag to defend
with), it asks its ``BotRunner``; the answer waits a short, visible delay (the animation
speed of the settings; "off" plays at once) and then goes through ``controller.perform``
like a person's click. The hands of computer seats are never shown: instead of the
pass-to screen the table says that the computer is playing. A race with only one person
at the table never shows a pass-to screen: that person is always the one at the screen.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Slot

from eighty_days.ai.base import Level, parse_level
from eighty_days.engine.game import race_game
from eighty_days.engine.race import (
    AcceptPenalty,
    Action,
    DeclineJump,
    Defend,
    DrawCards,
    EndTurn,
    MoveWindRose,
    PlayCard,
    RaceState,
    TakeJump,
    current_player,
)
from eighty_days.messages import CARDS
from eighty_days.ui.common.bot_runner import same_game
from eighty_days.ui.common.computer_seats import ComputerSeats
from eighty_days.ui.common.message_text import message_text
from eighty_days.ui.common.plain_text import plain_label
from eighty_days.ui.race.controller import RaceController
from eighty_days.ui.race.looks import card_title
from eighty_days.ui.race.setup import RaceSeatKind, RaceSettings
from eighty_days.ui.race.table import RaceTable
from eighty_days.ui.ui_scale import scaled_pixels

#: The pause after each computer decision before it is played, at normal speed (ms).
CARD_DELAY_MS = 700


def action_text(state: RaceState, action: object) -> str:
    """What a computer player does, in words for the table ("plays train 4")."""

    if isinstance(action, PlayCard):
        card = state.action_card(action.card_id)
        text = (
            QCoreApplication.translate("RaceComputerSeats", "plays {card} backward")
            if action.backward
            else QCoreApplication.translate("RaceComputerSeats", "plays {card}")
        )
        return text.format(card=card_title(card))
    if isinstance(action, Defend):
        return QCoreApplication.translate("RaceComputerSeats", "pays a money bag")
    if isinstance(action, AcceptPenalty):
        return QCoreApplication.translate("RaceComputerSeats", "goes back")
    if isinstance(action, DrawCards):
        return QCoreApplication.translate("RaceComputerSeats", "draws {cards}").format(
            cards=message_text(CARDS(count=action.count))
        )
    if isinstance(action, MoveWindRose):
        return QCoreApplication.translate(
            "RaceComputerSeats", "turns the wind rose to {transport}"
        ).format(transport=action.transport.value)
    if isinstance(action, EndTurn):
        return QCoreApplication.translate("RaceComputerSeats", "ends the turn")
    if isinstance(action, TakeJump):
        return QCoreApplication.translate("RaceComputerSeats", "jumps 5 spaces and draws 5 cards")
    if isinstance(action, DeclineJump):
        return QCoreApplication.translate("RaceComputerSeats", "declines the jump and its cards")
    return type(action).__name__


def seat_levels(settings: RaceSettings) -> tuple[Level | None, ...]:
    """The bot level of every seat of ``settings`` (None for a person)."""
    return tuple(
        parse_level(seat.level) if seat.kind is RaceSeatKind.COMPUTER else None
        for seat in settings.seats
    )


class RaceComputerSeats(ComputerSeats):
    """Plays the computer seats of a race through the race controller."""

    def __init__(
        self,
        controller: RaceController,
        table: RaceTable,
        *,
        speed_factor: float | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(
            race_game(),
            controller,
            table.status_message,
            speed_factor=speed_factor,
            parent=parent,
        )
        self.controller = controller
        self.table = table
        self._pending: tuple[RaceState, Action] | None = None
        self._delay = QTimer(self)
        self._delay.setSingleShot(True)
        self._delay.timeout.connect(self._play_pending)
        self.thinking = plain_label()  # names the computer's seat as written
        self.thinking.setObjectName("computerThinking")
        self.thinking.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.thinking.setWordWrap(True)
        self.thinking.setStyleSheet(
            "#computerThinking { background: #3b3126; color: #f6efdc; border-radius: 8px;"
            f" font-size: {scaled_pixels(18)}px; font-weight: bold; }}"
        )
        table.bottom.addWidget(self.thinking)
        self.failed.connect(self._stuck)
        # Connected after the table: the table has shown the state when this runs.
        controller.state_changed.connect(self._state_changed)

    # -- seats -----------------------------------------------------------------------------

    def set_seats(self, levels: Sequence[Level | None], seed: int, *, resume: bool = True) -> None:
        """Seat ``i`` is played by a bot of ``levels[i]`` (None: a person); seeds from ``seed``.

        With exactly one person, that person is always the one at the screen (no pass-to
        screens). ``resume``: show the current state again, and a computer to move starts
        thinking (else that waits for the next state, e.g. the new race's first).
        """
        self.stop()
        self._seat_bots(levels, seed)
        people = [index for index, level in enumerate(levels) if level is None]
        if len(people) == 1:
            self.table.viewer = people[0]
        if resume:
            state = self.controller.state
            self.table.show_state(state)
            self._state_changed(state)

    def is_computer(self, player: int | None) -> bool:
        """Whether the computer plays seat ``player``."""
        return player is not None and player in self.bots

    @property
    def busy(self) -> bool:
        """Whether a computer is thinking or about to play."""
        return self.runner.busy or self._pending is not None

    def stop(self) -> None:
        """Drop any decision awaited or about to be played (a new race, closing)."""
        self.runner.cancel()
        self._asked = None
        self._pending = None
        self._delay.stop()

    # -- the flow --------------------------------------------------------------------------

    @Slot(object)
    def _state_changed(self, state: RaceState) -> None:
        if state is self._asked:
            return
        self.stop()
        if self._last_seen is not None and not same_game(self._last_seen, state):
            self.bots = {}  # another race (opened from a file): people play it until set again
        self._last_seen = state
        decider = current_player(state)
        if not self.is_computer(decider):
            return
        assert decider is not None
        name = state.players[decider].name
        self.thinking.setText(self.tr("{name} (computer) is playing…").format(name=name))
        self.table.bottom.setCurrentWidget(self.thinking)
        self._asked = state
        self.runner.request(self.bots[decider], state)

    def _decided(self, state: RaceState, action: Action) -> None:
        """Say what the computer does, and play it after the delay of the settings."""
        self._pending = (state, action)
        decider = current_player(state)
        if decider is not None:
            name = state.players[decider].name
            self.thinking.setText(
                self.tr("{name} (computer) {does}.").format(
                    name=name, does=action_text(state, action)
                )
            )
        self.showing.emit(state, action)
        delay = round(CARD_DELAY_MS * self._factor())
        if delay <= 0:
            self._play_pending()
        else:
            self._delay.start(delay)

    @Slot(str)
    def _stuck(self, reason: str) -> None:
        """The computer cannot play: the table says so instead of "is playing…"."""
        self.thinking.setText(
            self.tr("The computer cannot play on. File → New race starts another race.")
        )

    @Slot()
    def _play_pending(self) -> None:
        pending = self._pending
        self._pending = None
        if pending is None or pending[0] is not self.controller.state:
            return
        self._asked = None
        action = pending[1]
        if self.controller.perform(action):
            self.played.emit(action)
        else:
            self._report_refused(action)
