"""Positions from real games between computer opponents, for checks and benchmarks.

The marks of the ruler's reach are checked against the engine, and timed, on positions
met in whole games on a map (the same kind of positions the opponents' benchmark uses):
each is a state in which a player holds a transport card and must draw its route.
"""

from __future__ import annotations

from eighty_days.ai.base import Level
from eighty_days.ai.bots import make_journey_bot
from eighty_days.engine.journey import JourneyState, Phase, apply, default_config, new_game
from eighty_days.sheet.model import SheetMap


def draw_positions(
    sheet: SheetMap,
    count: int,
    *,
    level: Level = Level.EASY,
    players: int = 4,
    every: int = 2,
    first_seed: int = 0,
) -> list[JourneyState]:
    """``count`` states with a card in hand, from games between bots of ``level`` on ``sheet``.

    Every ``every``-th draw step of each game is kept; games are seeded from
    ``first_seed`` on, so the positions are the same at every call.
    """
    names = [chr(ord("A") + seat) for seat in range(players)]
    config = default_config(names, sheet)
    bots = [make_journey_bot(level, seat) for seat in range(players)]
    positions: list[JourneyState] = []
    seed = first_seed
    while len(positions) < count:
        state = new_game(config, seed)
        draws = 0
        while state.phase is not Phase.GAME_OVER and len(positions) < count:
            assert state.active is not None
            if state.phase is Phase.DRAW_ROUTE:
                if draws % every == 0:
                    positions.append(state)
                draws += 1
            state = apply(state, bots[state.active].decide(state))
        seed += 1
    return positions
