"""A hint for a person at the journey table: the hard level's move in the position, and
what the valuation sees in it (the card's price and days, where the route ends, what is
won there).

The hint is worked out on copies of the frozen state (``apply`` makes new states): the
game itself is never changed; the person still makes the move.
"""

from __future__ import annotations

from dataclasses import dataclass

from eighty_days.ai.base import Level
from eighty_days.ai.bots import make_journey_bot
from eighty_days.engine.journey import (
    DrawRoute,
    JourneyState,
    Phase,
    TakeBalloon,
    TakeTransport,
    apply,
    player_score,
    quote,
)
from eighty_days.sheet.model import Point

#: The hint's moves are the hard level's (strong and quick: about 0.3 s a decision).
HINT_LEVEL = Level.HARD


@dataclass(frozen=True)
class JourneyHint:
    """The hard level's move for the active player and what it brings.

    ``action`` is the card to take (market slot or balloon) or, while drawing, the route;
    ``route`` the route the hard level would draw with that card (or the one drawn);
    ``pounds`` and ``days`` what taking the card costs (0 while drawing: the card in hand
    is paid); ``place`` the location id the route ends on ("" in open country or when it
    does not move); ``income`` the pounds earned there; ``fame`` the fame for areas and
    adventures won there.
    """

    action: TakeTransport | TakeBalloon | DrawRoute
    route: tuple[Point, ...]
    pounds: int
    days: int
    place: str
    income: int
    fame: int

    @property
    def is_take(self) -> bool:
        """Whether the hint is a card to take (else a route to draw)."""
        return not isinstance(self.action, DrawRoute)

    @property
    def moves(self) -> bool:
        """Whether the hinted route has some length."""
        return any(point != self.route[0] for point in self.route)


class JourneyHinter:
    """Works out hints (``decide``), in the shape of a bot so that a ``BotRunner`` can run
    it off the UI thread; pure, like the bots."""

    level = HINT_LEVEL

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def decide(self, state: JourneyState) -> JourneyHint:
        """The hint for the active player in ``state`` (``journey_hint``)."""
        return journey_hint(state, self.seed)


def journey_hint(state: JourneyState, seed: int = 0) -> JourneyHint:
    """The hard level's move for the active player in ``state``, with the route it would
    draw and what that route wins; ``ValueError`` when the game is over. ``state`` is not
    changed."""
    if state.active is None or state.phase is Phase.GAME_OVER:
        raise ValueError("The game is over: there is no move to hint.")
    player = state.active
    bot = make_journey_bot(HINT_LEVEL, seed)
    action = bot.decide(state)
    pounds = days = 0
    drawing = state
    if isinstance(action, TakeTransport | TakeBalloon):
        price = quote(state, action)
        pounds, days = price.pounds_paid, price.total_days
        drawing = apply(state, action)
        draw = bot.decide(drawing)
        assert isinstance(draw, DrawRoute)
    else:
        assert isinstance(action, DrawRoute)
        draw = action
    after = apply(drawing, draw)
    before_me, after_me = drawing.players[player], after.players[player]
    new_visits = after_me.visits[len(before_me.visits) :]
    won_before = player_score(drawing, player)
    won_after = player_score(after, player)
    fame = (won_after.areas + won_after.adventures) - (won_before.areas + won_before.adventures)
    return JourneyHint(
        action=action,
        route=draw.points,
        pounds=pounds,
        days=days,
        place=new_visits[-1] if new_visits else "",
        income=after_me.earned - before_me.earned,
        fame=fame,
    )
