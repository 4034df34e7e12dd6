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

from eighty_days.engine.journey import JourneyState, default_config, new_game

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
