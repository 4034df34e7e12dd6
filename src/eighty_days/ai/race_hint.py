"""A hint for a person in the race: the hard level's next action, and what it does (the
card played and the spaces it moves the figure, or the cards drawn).

Worked out on the frozen state (``apply`` makes a new one): the race is never changed.
"""

from __future__ import annotations

from dataclasses import dataclass

from eighty_days.ai.base import Level
from eighty_days.ai.race import make_race_bot
from eighty_days.engine.race import (
    Action,
    DiscardCard,
    DrawCards,
    PlayCard,
    RaceState,
    current_player,
)
from eighty_days.engine.race import apply as apply_race

#: The hint's moves are the hard level's.
HINT_LEVEL = Level.HARD


@dataclass(frozen=True)
class RaceHint:
    """The hard level's next action for the person to decide, and what it does.

    ``card_id`` is the card played or discarded ("" for another action); ``drawn`` the
    cards drawn (0 if none); ``spaces`` how far the figure moves (negative: back) and
    ``position`` the space it ends on.
    """

    action: Action
    card_id: str
    drawn: int
    spaces: int
    position: int


class RaceHinter:
    """Works out race hints (``decide``) in the shape of a bot, for a ``BotRunner``."""

    level = HINT_LEVEL

    def decide(self, state: RaceState) -> RaceHint:
        """The hint for whoever decides now in ``state`` (``race_hint``)."""
        return race_hint(state)


def race_hint(state: RaceState) -> RaceHint:
    """The hard level's next action for whoever decides now, and what it does;
    ``ValueError`` when the race is over. ``state`` is not changed."""
    seat = current_player(state)
    if seat is None:
        raise ValueError("The race is over: there is no move to hint.")
    action = make_race_bot(HINT_LEVEL).decide(state)
    after = apply_race(state, action)
    before_at = state.players[seat].position
    after_at = after.players[seat].position
    card_id = action.card_id if isinstance(action, PlayCard | DiscardCard) else ""
    drawn = action.count if isinstance(action, DrawCards) else 0
    return RaceHint(action, card_id, drawn, after_at - before_at, after_at)
