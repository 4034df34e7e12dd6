"""The easy opponent may play weakly but never stalls: it draws at most two routes of no
length in a row (issue 47: at seed 624088 it stood still turn after turn, paying for
every card)."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from eighty_days.ai.base import Level
from eighty_days.ai.bots import make_journey_bot
from eighty_days.engine.journey import DrawRoute, Phase, apply, new_game
from eighty_days.resources import default_world_map_path
from eighty_days.sheet.io import load_map
from eighty_days.sheet.model import SheetMap
from eighty_days.shipped_journey import default_config

#: More routes of no length in a row than this is a stall.
MOST_STAYS = 2

_SHEET: list[SheetMap] = []


def world() -> SheetMap:
    """The world map, loaded once."""
    if not _SHEET:
        _SHEET.append(load_map(default_world_map_path()))
    return _SHEET[0]


def longest_stays(levels: Sequence[Level], seed: int, bot_seed: int) -> list[int]:
    """Play a game on the world map dealt from ``seed`` (seat ``i``'s bot seeded
    ``bot_seed + i``); the most routes of no length each seat drew in a row."""
    state = new_game(default_config([f"P{i}" for i in range(len(levels))], world()), seed)
    bots = [make_journey_bot(level, bot_seed + seat) for seat, level in enumerate(levels)]
    running = [0] * len(levels)
    longest = [0] * len(levels)
    while state.phase is not Phase.GAME_OVER:
        seat = state.active
        assert seat is not None
        action = bots[seat].decide(state)
        if isinstance(action, DrawRoute):
            if all(point == action.points[0] for point in action.points):
                running[seat] += 1
                longest[seat] = max(longest[seat], running[seat])
            else:
                running[seat] = 0
        state = apply(state, action)
    return longest


def test_easy_does_not_stand_still_at_seed_624088() -> None:
    """The game of three dealt from seed 624088 (easy in seat 0, bots seeded as the
    simulator seeds them): easy drew ten routes of no length in a row from day 38; now at
    most two."""
    longest = longest_stays([Level.EASY, Level.NORMAL, Level.NORMAL], 624088, 624088)
    assert longest[0] <= MOST_STAYS


def test_easy_does_not_end_where_no_card_goes_on() -> None:
    """The game of two easy seats dealt from seed 47275: easy drew a ship route into the
    Arctic sea off Iceland, where no card of the market could take it further, and stood
    there three turns; now it ends only where some card goes on."""
    assert longest_stays([Level.EASY, Level.EASY], 47275, 47275)[0] <= MOST_STAYS


def stalls_in(games: int, first_seed: int) -> list[tuple[int, int]]:
    """Easy against easy, and against normal, in games of two to four: the (seed, run) of
    every run of more than ``MOST_STAYS`` routes of no length by an easy seat."""
    found: list[tuple[int, int]] = []
    for index in range(games):
        seed = first_seed + index
        players = 2 + index % 3
        levels = [
            Level.EASY if (seat + index) % 2 == 0 else Level.NORMAL for seat in range(players)
        ]
        if index % 4 == 3:
            levels = [Level.EASY] * players
        longest = longest_stays(levels, seed, seed)
        found += [
            (seed, run)
            for seat, run in enumerate(longest)
            if levels[seat] is Level.EASY and run > MOST_STAYS
        ]
    return found


def test_easy_never_stalls_in_a_few_games() -> None:
    """Over 6 seeded games easy never draws three routes of no length in a row."""
    assert stalls_in(6, 47_100) == []


@pytest.mark.slow
def test_easy_never_stalls_in_200_games() -> None:
    """Over 200 seeded games easy never draws three routes of no length in a row."""
    assert stalls_in(200, 47_200) == []
