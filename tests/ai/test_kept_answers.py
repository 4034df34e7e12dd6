"""What the journey's opponents keep between decisions (segments judged, per map) is only
ever what judging them afresh gives: a decision is the same whether or not earlier
decisions left their verdicts (R2024-10: routes are judged by their geometry alone)."""

from __future__ import annotations

import numpy as np
from ai_helpers import small_sheet

from eighty_days.ai import journey
from eighty_days.ai.base import Level, forget_oldest
from eighty_days.ai.journey import JourneyBot
from eighty_days.engine.journey import Phase, apply, default_config, new_game


def test_a_decision_is_the_same_with_the_verdicts_of_earlier_ones_or_without() -> None:
    """The hard level takes a card and draws its route with the verdicts of a whole game's
    decisions kept, and again with none: the same actions; and every kept verdict is the
    geometry's own judgement of that segment with its transport and coast tolerances."""
    config = default_config(["Ann", "Bob"], small_sheet())
    geometry = config.geometry
    bot = JourneyBot(Level.HARD, 3)
    state = new_game(config, 21)
    positions = []
    while state.phase is not Phase.GAME_OVER and len(positions) < 24:
        positions.append(state)
        state = apply(state, bot.decide(state))
    kept = journey._VERDICTS[geometry]
    assert len(kept) > 100
    for (transport, tolerant_start, tolerant_end, start, end), legal in list(kept.items())[:400]:
        fresh = geometry.judge_segments(
            np.array([start]),
            np.array([end]),
            transport,
            tolerant_start=tolerant_start,
            tolerant_end=tolerant_end,
        )
        assert bool(fresh[0]) is legal
    assert {True, False} <= set(kept.values())  # both kinds of verdict were kept
    with_kept = [bot.decide(position) for position in positions[-6:]]
    kept.clear()
    afresh = []
    for position in positions[-6:]:
        kept.clear()
        afresh.append(bot.decide(position))
    assert with_kept == afresh


def test_the_oldest_answers_are_forgotten_first_once_too_many_are_kept() -> None:
    """Past the bound, the older entries go, down to half of it; the newest stay."""
    kept = {index: str(index) for index in range(10)}
    forget_oldest(kept, 10)
    assert len(kept) == 10
    kept[10] = "10"
    forget_oldest(kept, 10)
    assert list(kept) == [6, 7, 8, 9, 10]
