"""Undo and redo over frozen game states (pure; the UI's Edit menu drives it).

States are values, so undo is only a cursor into the list of states since the start.
Against computer opponents, undo goes back to the last earlier moment a *human* was to
decide, skipping the computer's moves; redo goes forward to the next such moment. In hot
seat, ``take_back_target`` allows going back only over the current player's own actions
of this turn (their choices that no one else has answered yet).

An action that turned a hidden card face up (the engines' ``revealed_hidden``: cards
drawn, the market refilled from the deck, an event or income card revealed) is a commit
point, as on Board Game Arena: neither undo nor take-back goes back across it, so nothing
hidden can be learnt by taking a move back and playing it again. Redo may go forward over
it (what it shows has been seen).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from typing import Any

from eighty_days.saves.games import RULES, kind_of


class GameHistory:
    """Every state of one game from its start, and a cursor at the state on the table."""

    def __init__(self, states: Sequence[Any], cursor: int | None = None) -> None:
        if not states:
            raise ValueError("a history needs at least the starting state")
        self.states: list[Any] = list(states)
        self.cursor = len(self.states) - 1 if cursor is None else cursor
        self._rules = RULES[kind_of(self.states[0])]
        #: ``_revealed[i]``: whether the action that led to state ``i`` revealed a hidden card.
        self._revealed: list[bool] = [False] + [
            self._rules.revealed_hidden(before, after)
            for before, after in itertools.pairwise(self.states)
        ]

    @property
    def state(self) -> Any:
        """The state on the table."""
        return self.states[self.cursor]

    def record(self, state: Any) -> None:
        """A new state after an action: later (undone) states are forgotten."""
        del self.states[self.cursor + 1 :]
        del self._revealed[self.cursor + 1 :]
        self._revealed.append(self._rules.revealed_hidden(self.states[-1], state))
        self.states.append(state)
        self.cursor = len(self.states) - 1

    def _decider(self, index: int) -> int | None:
        return self._rules.current_player(self.states[index])

    def decider_at(self, index: int) -> int | None:
        """The seat deciding at state ``index`` (so the one whose action led to the next
        state); ``None`` when the game is over."""
        return self._decider(index)

    def commit_point(self) -> int:
        """The earliest index undo and take-back may reach: the latest state up to the
        cursor that an action revealing a hidden card led to (0 if none did)."""
        for index in range(self.cursor, 0, -1):
            if self._revealed[index]:
                return index
        return 0

    def _latest_human_decision(self, is_human: Callable[[int], bool], floor: int) -> int | None:
        for index in range(self.cursor - 1, floor - 1, -1):
            player = self._decider(index)
            if player is not None and is_human(player):
                return index
        return None

    def undo_target(self, is_human: Callable[[int], bool]) -> int | None:
        """The index undo goes to: the latest earlier state where a human decides, never
        before the last commit point (``None``: nothing may be undone)."""
        return self._latest_human_decision(is_human, self.commit_point())

    def undo_held_by_reveal(self, is_human: Callable[[int], bool]) -> bool:
        """Whether undo would have somewhere to go but a revealed card stops it."""
        return self.undo_target(is_human) is None and (
            self._latest_human_decision(is_human, 0) is not None
        )

    def redo_target(self, is_human: Callable[[int], bool]) -> int | None:
        """The index redo goes to: the next later state where a human decides (or the end)."""
        last = len(self.states) - 1
        for index in range(self.cursor + 1, last + 1):
            player = self._decider(index)
            if index == last or (player is not None and is_human(player)):
                return index
        return None

    def take_back_target(self) -> int | None:
        """Hot seat: the earliest state of the current player's own uncommitted steps.

        Going back is allowed over actions of this turn that the player now to decide
        took themselves, without anyone else acting in between (the journey's card until
        the route is drawn, the race's choices until the turn ends), and never across an
        action that revealed a hidden card; ``None`` if there is nothing to take back.
        """
        return self._own_steps_start(self.commit_point())

    def take_back_held_by_reveal(self) -> bool:
        """Whether a revealed card is why nothing can be taken back: the player's own steps
        of this turn reach back across it, or the last action (whoever took it) revealed one."""
        if self.take_back_target() is not None:
            return False
        return self._own_steps_start(0) is not None or (
            self.cursor > 0 and self._revealed[self.cursor]
        )

    def _own_steps_start(self, floor: int) -> int | None:
        player = self._decider(self.cursor)
        if player is None:
            return None
        turn = self._rules.turn_number(self.states[self.cursor])
        index = self.cursor
        while (
            index > floor
            and self._decider(index - 1) == player
            and self._rules.turn_number(self.states[index - 1]) == turn
        ):
            index -= 1
        return index if index < self.cursor else None

    def go_to(self, index: int) -> Any:
        """Move the cursor to ``index`` (0 … len − 1) and return that state."""
        if not 0 <= index < len(self.states):
            raise IndexError(f"no state {index} in a history of {len(self.states)}")
        self.cursor = index
        return self.state


def replay_states(state: Any) -> list[Any]:
    """Every state of ``state``'s game from its start, rebuilt from its own config and seed.

    The last one is ``state`` itself.
    """
    if not state.history:
        return [state]
    rules = RULES[kind_of(state)]
    if kind_of(state) == "race-1986":
        from eighty_days.engine import race

        first: Any = race.new_game(state.config, state.seed, board=state.board, decks=state.decks)
    else:
        from eighty_days.engine import journey

        first = journey.new_game(state.config, state.seed)
    states = [first]
    for action in state.history[:-1]:
        states.append(rules.apply(states[-1], action))
    states.append(state)
    return states
