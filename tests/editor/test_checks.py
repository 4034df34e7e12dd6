"""The editor's checks: the loader's problems with their culprits, and playability
(Arrival within 80 days by legal routes with the deck's rulers; rulebook, End of the
Journey; rulings R2024-10 and R2024-12)."""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

import pytest

from eighty_days.editor import edits, shape_edits
from eighty_days.editor.checks import (
    Culprit,
    CulpritKind,
    Severity,
    blocks_play,
    check_playability,
    check_sheet,
    culprit_of,
    validate_sheet,
)
from eighty_days.editor.edits import Layer
from eighty_days.editor.playability import Move, deck_moves, search_reachability, straight_reach
from eighty_days.engine.journey.cards import Ruler
from eighty_days.resources import maps_dir
from eighty_days.sheet.io import load_map
from eighty_days.sheet.model import Polygon, SheetMap
from eighty_days.shipped_journey import load_cards

sys.path.insert(0, str(Path(__file__).parent))

import itertools

from mediterranean_recipe import MAP_PATH, build


@pytest.fixture(scope="module")
def sample() -> SheetMap:
    """The small sample map."""
    return load_map(maps_dir() / "sample-small.yaml")


def test_validation_names_culprits(sample: SheetMap) -> None:
    """Loader problems come with what they are about: a location, a polygon, the map."""
    at_sea = edits.move_location(sample, "fort", (30.0, 20.0))
    problems = validate_sheet(at_sea)
    assert [p.culprit for p in problems] == [Culprit(CulpritKind.LOCATION, "fort")]
    assert "'fort' is at sea" in str(problems[0].message)
    bow_tie = shape_edits.add_polygon(
        sample, Layer.MOUNTAINS, Polygon(((40, 10), (44, 14), (44, 10), (40, 14)))
    )
    problems = validate_sheet(bow_tie)
    assert problems[0].culprit == Culprit(CulpritKind.MOUNTAINS, 1)
    assert culprit_of(sample, ("start",)) == Culprit(CulpritKind.LOCATION, "home-start")
    assert culprit_of(sample, ("ruler_unit",)) == Culprit(CulpritKind.MAP, "ruler_unit")


def test_deck_moves_keep_the_best_rulers() -> None:
    """One straight segment reaches to the first detour mark (R2024-10); only moves that
    reach further for more days are kept."""
    assert straight_reach(Ruler(7.5, (4.0,))) == 4.0
    assert straight_reach(Ruler(9.0)) == 9.0
    moves = deck_moves(load_cards())
    longest = max(max(c.ruler.segment_lengths[0] for c in load_cards().transport_cards), 0)
    assert moves[0].reach == longest
    assert all(a.days < b.days and a.reach < b.reach for a, b in itertools.pairwise(moves))


def test_mountains_can_cut_the_arrival_off(sample: SheetMap) -> None:
    """A mountain wall round Arrival makes the map unplayable (no route crosses mountains,
    balloons included: rulebook, Draw the Route)."""
    wall = Polygon(
        ((54, 10), (60, 10), (60, 20), (54, 20)),
        (((55, 11), (59.9, 11), (59.9, 19), (55, 19)),),
        "Wall",
    )
    walled = shape_edits.add_polygon(sample, Layer.MOUNTAINS, wall)
    walled = replace(walled, adventure_cards=walled.adventure_cards * 3)
    problems = check_playability(walled)
    arrival = [p for p in problems if p.culprit == Culprit(CulpritKind.LOCATION, "home-arrival")]
    assert arrival and "cannot be reached" in str(arrival[0].message)
    assert blocks_play(problems)


def test_too_few_cards_block_play(sample: SheetMap) -> None:
    """A game deals players + 1 adventure cards and uses 3 income cards (Setup 5 and 6)."""
    problems = check_playability(sample)
    assert any("at least 3 adventure cards" in str(p.message) for p in problems)
    assert blocks_play(problems)
    enough = replace(sample, adventure_cards=sample.adventure_cards * 3)
    problems = check_playability(enough)
    assert [p.severity for p in problems] == [Severity.WARNING]  # 3 cards: not 4 players


def test_far_days_count_against_the_calendar(sample: SheetMap) -> None:
    """With slow cards (10 days a move) Arrival is out of reach of 80 days."""
    moves = (Move(9.0, 10),)
    reach = search_reachability(sample, moves)
    fast = search_reachability(sample, deck_moves(load_cards()))
    fast_day = fast.day_of("home-arrival")
    assert fast_day is not None and fast_day <= 80
    slow_day = reach.day_of("home-arrival")
    assert slow_day is None or slow_day > fast_day
    short = search_reachability(sample, (Move(9.0, 40),))
    assert short.day_of("home-arrival") is None


def test_blank_map_lists_what_is_missing() -> None:
    """A blank sheet is not valid yet: no start or arrival, and it says so."""
    problems = check_sheet(edits.blank_sheet(30, 20))
    messages = " ".join(str(p.message) for p in problems)
    assert "start" in messages and "arrival" in messages
    assert blocks_play(problems)


def test_the_mediterranean_sample_is_the_recipe_and_playable() -> None:
    """maps/mediterranean.yaml is what its recipe of editor edits makes, valid, playable."""
    sheet = load_map(MAP_PATH)
    assert sheet == build()
    assert check_sheet(sheet) == []


@pytest.mark.slow
def test_the_default_world_is_playable() -> None:
    """The default world map passes the playability check (London to London)."""
    from eighty_days.resources import default_world_map_path

    world = load_map(default_world_map_path())
    reach = search_reachability(world, deck_moves(load_cards()))
    day = reach.day_of(world.arrival)
    assert day is not None and day <= 80


def test_computer_opponents_finish_a_game_on_the_mediterranean() -> None:
    """Two computer opponents play the sample to the end; one arrives within 80 days."""
    from eighty_days.ai.base import Level
    from eighty_days.ai.simulate import play_journey_game

    record = play_journey_game(load_map(MAP_PATH), [Level.NORMAL, Level.EASY], 7, 11)
    assert record.finished
    assert any(record.on_time)
