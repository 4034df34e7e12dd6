"""The journey opponents' decision report (``benchmarks/ai_decisions.py``) tells a gamble
for a win from a stranding: a turn that began with every rival's journey ended on a score
the player could not beat by going home (R2024-04, and the rulebook's ranking: fame, then
calendar points, then adventures)."""

from __future__ import annotations

import importlib.util
from dataclasses import replace
from pathlib import Path
from types import ModuleType

import pytest
from ai_helpers import small_sheet

from eighty_days.ai.base import Level
from eighty_days.engine.journey import JourneyState, Phase, new_game
from eighty_days.shipped_journey import default_config

REPORT = Path(__file__).parents[2] / "benchmarks" / "ai_decisions.py"


def report_module() -> ModuleType:
    """``benchmarks/ai_decisions.py``, loaded from its file."""
    spec = importlib.util.spec_from_file_location("ai_decisions", REPORT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def position(*, rival_ended: bool, pounds: int, scored: int) -> JourneyState:
    """Ann (seat 0) on her way with ``pounds`` in hand; Bob home with 12 calendar points
    and £30 (10 fame), his journey ended if ``rival_ended``; both with their balloons and
    the same areas."""
    config = default_config(["Ann", "Bob"], small_sheet())
    state = new_game(config, 3)
    ann = replace(state.players[0], day=60, earned=pounds, spent=0)
    bob = replace(
        state.players[1],
        day=60,
        earned=30,
        spent=0,
        arrived=True,
        journey_ended=rival_ended,
        calendar_points=12 if rival_ended else 0,
    )
    return replace(state, players=(ann, bob), arrivals_scored=scored)


@pytest.mark.parametrize(
    ("rival_ended", "pounds", "scored", "out_of_reach"),
    [
        (True, 0, 1, True),  # Bob's 22 fame more against Ann's 5 points for arriving
        (True, 60, 1, False),  # Ann's 20 fame in pounds and 5 points beat Bob's 22
        (False, 0, 0, False),  # Bob's journey has not ended: his score is not final
    ],
)
def test_a_stranding_is_a_gamble_only_when_going_home_cannot_win(
    rival_ended: bool, pounds: int, scored: int, out_of_reach: bool
) -> None:
    state = position(rival_ended=rival_ended, pounds=pounds, scored=scored)
    assert report_module().win_out_of_reach(state, 0) is out_of_reach


def finished(first: int | None) -> JourneyState:
    """A finished game of two: the seat ``first`` home first (12 calendar points), the
    other home later (5); nobody in time if ``first`` is None. Both have the same areas,
    adventures, balloons and pounds, so the calendar decides."""
    config = default_config(["Ann", "Bob"], small_sheet())
    state = new_game(config, 3)
    players = tuple(
        replace(
            player,
            arrived=first is not None,
            journey_ended=True,
            calendar_points=0 if first is None else (12 if seat == first else 5),
        )
        for seat, player in enumerate(state.players)
    )
    return replace(state, players=players, phase=Phase.GAME_OVER, active=None)


@pytest.mark.parametrize("first", [0, 1, None])
def test_the_report_tells_the_wins_of_the_games_each_level_was_home_first(
    first: int | None,
) -> None:
    """R2024-04: the first home scores 12 calendar points. The report counts, per level,
    the games it was home first and those a rival was, with the wins in each."""
    module = report_module()
    counts = {level: dict.fromkeys(module.COUNTS, 0.0) for level in ("hard", "normal")}
    module.tally(finished(first), [Level.HARD, Level.NORMAL], counts)
    hard, normal = counts["hard"], counts["normal"]
    assert hard["journeys"] == normal["journeys"] == 1
    if first is None:
        assert hard["first_home"] == hard["rival_first_home"] == 0
        assert hard["wins"] == normal["wins"] == 0.5  # a tie on everything: shared
        assert hard["missed_day_80"] == normal["missed_day_80"] == 1
        return
    winner, loser = (hard, normal) if first == 0 else (normal, hard)
    assert (winner["first_home"], winner["first_home_wins"], winner["wins"]) == (1, 1, 1)
    assert (winner["rival_first_home"], winner["rival_first_home_wins"]) == (0, 0)
    assert (loser["rival_first_home"], loser["rival_first_home_wins"], loser["wins"]) == (1, 0, 0)
    assert loser["first_home"] == 0
    winner["games"] = 1  # counted as the game starts (``play``)
    assert "home first in 1 games, won 1 (100.0 %)" in module.report(
        {"hard": winner} if first == 0 else {"normal": winner}
    )
