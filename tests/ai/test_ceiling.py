"""The ceiling of the expert's search (``benchmarks/ai_ceiling.py``): an oracle that plays
the hard level's best cards to the game's end in the true world, and the expert told the
true order of the face-down cards. Both measure; neither is a level of the program."""

from __future__ import annotations

import importlib.util
import sys
from itertools import pairwise
from pathlib import Path
from types import ModuleType

from ai_helpers import small_sheet

from eighty_days.ai.base import Level
from eighty_days.ai.expert import EXPERT_WORLDS, sample_worlds
from eighty_days.ai.journey import JourneyBot
from eighty_days.engine.journey import (
    JourneyState,
    Phase,
    apply,
    default_config,
    new_game,
    outcome,
)

CEILING = Path(__file__).parents[2] / "benchmarks" / "ai_ceiling.py"


def ceiling_module() -> ModuleType:
    """``benchmarks/ai_ceiling.py``, loaded from its file."""
    spec = importlib.util.spec_from_file_location("ai_ceiling", CEILING)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    # its dataclasses look their module up by name
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def end_for(state: JourneyState, player: int) -> float:
    """A finished game's end for ``player``, as the oracle scores it: a win (a share if
    tied), and a hundredth for each point of fame more than the rival's."""
    result = outcome(state)
    won = 1.0 / len(result.winners) if player in result.winners else 0.0
    return won + 0.01 * (result.scores[player].total - result.scores[1 - player].total)


def test_the_oracle_forecasts_the_end_two_hard_players_reach() -> None:
    """The hard level decides without chance: from a position of a game (rulebook, a whole
    game; R2024-02 turn order), the end the oracle forecasts is the end two hard players
    with their own seeds reach."""
    ceiling = ceiling_module()
    state = new_game(default_config(["Ann", "Bob"], small_sheet()), 21)
    bots = [JourneyBot(Level.HARD, 3), JourneyBot(Level.HARD, 8)]
    for _ in range(24):
        seat = state.active
        assert seat is not None
        state = apply(state, bots[seat].decide(state))
    forecast = ceiling.played_to_the_end(state, 0)
    while state.phase is not Phase.GAME_OVER:
        seat = state.active
        assert seat is not None
        state = apply(state, bots[seat].decide(state))
    assert forecast == end_for(state, 0)


def test_the_oracle_ends_its_game_as_its_last_forecast_never_below_an_earlier_one() -> None:
    """The oracle tries the hard level's own card among its best: each turn it decides can
    only keep or raise the end it forecast, and after its last such turn the game goes on as
    forecast (R2024-05: the true world, the face-down cards in their true order)."""
    ceiling = ceiling_module()
    state = new_game(default_config(["Ann", "Bob"], small_sheet()), 33)
    oracle = ceiling.OracleBot(seed=5, from_day=40)
    bots = [oracle, JourneyBot(Level.HARD, 9)]
    while state.phase is not Phase.GAME_OVER:
        seat = state.active
        assert seat is not None
        state = apply(state, bots[seat].decide(state))
    forecasts = oracle.forecasts
    assert oracle.tally["decided"] == len(forecasts) > 2
    assert all(later >= earlier for earlier, later in pairwise(forecasts))
    assert end_for(state, 0) == forecasts[-1]


def test_the_expert_told_the_deck_plays_the_one_true_world() -> None:
    """Told the face-down cards' order (R2024-05, R2024-15), the expert plays its
    candidates in the position itself; otherwise in ``EXPERT_WORLDS`` sampled orders."""
    state = new_game(default_config(["Ann", "Bob"], small_sheet()), 4)
    assert sample_worlds(state, 5, known_deck=True) == [state]
    sampled = sample_worlds(state, 5, known_deck=False)
    assert len(sampled) == EXPERT_WORLDS
    assert any(world.deck != state.deck for world in sampled)
