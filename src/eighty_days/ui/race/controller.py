"""The race controller: turns the views' intent into engine actions and applies them.

It holds the one current ``RaceState``. Every request becomes an engine action; a refused
one is reported with the engine's reason (``action_refused``), an accepted one replaces
the state and is announced (``state_changed``, ``events_happened``, ``game_over``).
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QObject, Signal, Slot

from eighty_days.engine.race import (
    AcceptPenalty,
    Action,
    CarryOutEvent,
    DeclineJump,
    Defend,
    DiscardCard,
    DrawCards,
    EndTurn,
    ExchangeCards,
    IllegalActionError,
    KeepEvent,
    MoveWindRose,
    PlayEvent,
    RaceState,
    TakeJump,
    Transport,
    apply,
    current_player,
    outcome,
)
from eighty_days.ui.accessibility.announce import announce
from eighty_days.ui.common.message_text import error_text, message_text
from eighty_days.ui.race.offers import CardChoice


class RaceController(QObject):
    """Keeps the race state; every change goes through ``perform``."""

    state_changed = Signal(object)  # RaceState
    events_happened = Signal(object)  # tuple[LogEvent, ...]
    action_refused = Signal(str)
    game_over = Signal(object)  # Outcome

    def __init__(self, state: RaceState, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.state = state

    def start(self, state: RaceState) -> None:
        """Begin a new race from ``state``."""
        self.state = state
        self.state_changed.emit(state)
        self.events_happened.emit(state.last_events)

    def perform(self, action: Action) -> bool:
        """Apply ``action``; True if the engine accepted it.

        An action without an acting seat is given the seat of the player to decide now;
        one with a seat (a card of the hand shown, a computer's decision) keeps it, and
        the engine refuses it if that player is not the one to decide.
        """
        seat = current_player(self.state)
        if action.seat is None and seat is not None:
            action = dataclasses.replace(action, seat=seat)
        try:
            new_state = apply(self.state, action)
        except IllegalActionError as error:
            self.action_refused.emit(error_text(error))
            announce(self, error_text(error), urgent=True)
            return False
        self.state = new_state
        self.state_changed.emit(new_state)
        self.events_happened.emit(new_state.last_events)
        # what the log shows, said as well (a computer's move too)
        announce(self, "\n".join(message_text(event.message) for event in new_state.last_events))
        result = outcome(new_state)
        if result is not None:
            self.game_over.emit(result)
        return True

    @Slot(object)
    def play_choice(self, choice: CardChoice) -> bool:
        """Play a card the way the hand view's choice says."""
        return self.perform(choice.action)

    @Slot(int)
    def draw(self, count: int) -> bool:
        """Draw 1 or 2 cards."""
        return self.perform(DrawCards(count))

    @Slot(str, str)
    def exchange(self, first: str, second: str) -> bool:
        """Exchange two cards (12 or more in hand)."""
        return self.perform(ExchangeCards((first, second)))

    @Slot(str)
    def discard(self, card_id: str) -> bool:
        """Discard a card instead of moving (past the final handcuff spaces)."""
        return self.perform(DiscardCard(card_id))

    @Slot(object)
    def move_rose(self, transport: Transport) -> bool:
        """Turn the wind rose (or leave it) on a wind rose space."""
        return self.perform(MoveWindRose(transport))

    @Slot(str)
    def defend(self, card_id: str) -> bool:
        """The victim pays a money bag."""
        return self.perform(Defend(card_id))

    @Slot()
    def accept_penalty(self) -> bool:
        """The victim goes back."""
        return self.perform(AcceptPenalty())

    @Slot()
    def end_turn(self) -> bool:
        """End the turn where the rules allow it."""
        return self.perform(EndTurn())

    @Slot()
    def keep_event(self) -> bool:
        """Expert variant: keep the drawn event."""
        return self.perform(KeepEvent())

    @Slot()
    def carry_out_event(self) -> bool:
        """Expert variant: carry the drawn event out now."""
        return self.perform(CarryOutEvent())

    @Slot()
    def take_jump(self) -> bool:
        """The hand is played out: jump 5 spaces and draw 5 cards (ruling R1986-09)."""
        return self.perform(TakeJump())

    @Slot()
    def decline_jump(self) -> bool:
        """The hand is played out: decline the jump and its 5 cards (ruling R1986-09)."""
        return self.perform(DeclineJump())

    @Slot()
    def play_event(self) -> bool:
        """Expert variant: play the kept event."""
        return self.perform(PlayEvent())
