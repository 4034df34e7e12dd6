"""R2024-10's strait rule on the default world map: the coast tolerance lets a route leave
or reach its own coastal place, never carries a train across water from one land mass to
another, nor a ship across land, even where two places' tolerance discs meet.

Every judge agrees: the exact path (``judge_route_exactly``), the engine's and the
ruler's ``judge_route``, the single fast check (``is_segment_legal``, the ruler's live
colouring) and the batches (``judge_segments``: the reach marks and the opponents).
"""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest
from shapely.geometry import LineString

from eighty_days.resources import default_world_map_path
from eighty_days.sheet.geometry import RouteGeometry
from eighty_days.sheet.io import load_map
from eighty_days.sheet.model import Point, Transport

TRAIN, SHIP, BALLOON = Transport.TRAIN, Transport.SHIP, Transport.BALLOON


@pytest.fixture(scope="module")
def world() -> RouteGeometry:
    """The default map's geometry (its own object: no cache shared with other tests)."""
    return RouteGeometry(load_map(default_world_map_path()))


def verdicts(geometry: RouteGeometry, a: Point, b: Point, transport: Transport) -> set[bool]:
    """The one-segment route ``a → b`` as every judge sees it (one verdict if they agree)."""
    batch = geometry.judge_segments(np.array([a]), np.array([b]), transport)
    return {
        geometry.judge_route([a, b], transport).legal,
        geometry.judge_route_exactly([a, b], transport).legal,
        geometry.is_segment_legal(a, b, transport),
        bool(batch[0]),
    }


def place(geometry: RouteGeometry, name: str) -> Point:
    """A place's point on the world map."""
    return geometry.sheet.location(name).point


def test_no_train_from_dover_to_calais(world: RouteGeometry) -> None:
    """R2024-10: Dover's and Calais's tolerance discs meet across the Channel, but a train
    cannot cross it, either way; a ship and a balloon can."""
    dover, calais = place(world, "dover"), place(world, "calais")
    assert verdicts(world, dover, calais, TRAIN) == {False}
    assert verdicts(world, calais, dover, TRAIN) == {False}
    assert verdicts(world, dover, calais, SHIP) == {True}
    assert verdicts(world, dover, calais, BALLOON) == {True}
    verdict = world.judge_route([dover, calais], TRAIN)
    assert "train cannot cross the sea" in verdict.reason


def test_no_train_from_dover_straight_on_to_naples(world: RouteGeometry) -> None:
    """R2024-10: Dover's tolerance does not carry a train over the Channel to the continent
    and on to Naples; bent at a detour mark in France it is as illegal."""
    dover, naples = place(world, "dover"), place(world, "naples")
    assert verdicts(world, dover, naples, TRAIN) == {False}
    assert not world.judge_route([dover, place(world, "paris"), naples], TRAIN).legal


def test_a_train_still_leaves_and_reaches_its_own_coastal_place(world: RouteGeometry) -> None:
    """R2024-10: the tolerance still forgives the water at a route's own ends: Dover (drawn
    off England) to London, New York (in its harbour) inland, and Suez (at the tip of its
    gulf) to Cairo, across the water at the gulf's tip."""
    assert verdicts(world, place(world, "dover"), place(world, "london-start"), TRAIN) == {True}
    assert verdicts(world, place(world, "suez"), place(world, "cairo"), TRAIN) == {True}
    new_york = place(world, "new-york")
    assert verdicts(world, new_york, (new_york[0] - 6.0, new_york[1] + 1.0), TRAIN) == {True}


def test_a_ship_still_reaches_a_port_inside_a_bay(world: RouteGeometry) -> None:
    """R2024-10: a ship from the Pacific cuts the headland at the Golden Gate to reach San
    Francisco in its bay (the land lies within the port's tolerance and the sea on both
    sides is one within its disc); a ship still leaves a river port drawn inland."""
    san_francisco = place(world, "san-francisco")
    assert verdicts(world, (180.5, 36.0), san_francisco, SHIP) == {True}
    calcutta = place(world, "calcutta")
    assert verdicts(world, calcutta, (calcutta[0] + 1.0, calcutta[1] - 4.0), SHIP) == {True}


def test_passepartout_back_still_crosses_the_coast_once(world: RouteGeometry) -> None:
    """R2024-11: with Passepartout's back a train from London runs to the coast and on
    over the Channel; without it the route is illegal."""
    route = [place(world, "london-start"), (1.2, 50.6)]
    assert not world.judge_route(route, TRAIN).legal
    assert world.judge_route(route, TRAIN, coast_crossing=True).legal


def test_passepartout_back_does_not_carry_a_train_from_dover_to_calais(
    world: RouteGeometry,
) -> None:
    """R2024-10 with R2024-11: Passepartout's back lets a route change sides once, but
    Dover's tolerance still does not carry a train over the Channel to land in France."""
    dover, calais = place(world, "dover"), place(world, "calais")
    assert not world.judge_route([dover, calais], TRAIN, coast_crossing=True).legal
    assert world.judge_route(
        [dover, place(world, "london-start")], TRAIN, coast_crossing=True
    ).legal


#: Every pair of places of the world map whose tolerance discs meet (the distance between
#: them is at most the sum of their tolerances) while the straight line between them
#: crosses water or land; with the verdict of a train and of a ship between them:
#:
#: - Dover–Calais: the Channel between two land masses: no train; a ship sails;
#: - Gibraltar–Tangier: the strait (Europe and Africa meet only at Suez): no train;
#: - Reykjavik–Snaefellsjokull: across the bay Faxafloi, beyond each place's tolerance
#:   alone: no train; a ship sails;
#: - Alexandria–Cairo, Cairo–Suez, Peking–Tientsin, Kobe–Kyoto: over land, the two
#:   tolerances joining: a train runs, no ship;
#: - Beirut–Damascus: a train leaves Beirut over the water at its shore; no ship;
#: - San Francisco–Sacramento: across the bay (its shores meet only beyond San Francisco's
#:   tolerance disc): no train; a ship sails through the bay.
MEETING_PAIRS = {
    ("dover", "calais"): (False, True),
    ("gibraltar", "tangier"): (False, True),
    ("reykjavik", "snaefellsjokull"): (False, True),
    ("alexandria", "cairo"): (True, False),
    ("cairo", "suez"): (True, False),
    ("beirut", "damascus"): (True, False),
    ("peking", "tientsin"): (True, False),
    ("kobe", "kyoto"): (True, False),
    ("san-francisco", "sacramento"): (False, True),
}


def meeting_pairs(world: RouteGeometry) -> set[tuple[str, str]]:
    """The pairs of places whose tolerance discs meet across water or land (found by the
    exact intervals of the straight line between them)."""
    found = set()
    for first, second in itertools.combinations(world.sheet.locations, 2):
        distance = math.dist(first.point, second.point)
        reach = world.end_tolerance(first.point) + world.end_tolerance(second.point)
        if distance == 0.0 or distance > reach:
            continue
        line = LineString([first.point, second.point])
        on_land = world.judge.intervals_on(line, world.land)
        on_obstacles = world.judge.intervals_on(line, world.ship_obstacles)
        all_land = len(on_land) == 1 and on_land[0][1] - on_land[0][0] >= distance - 1e-9
        if not all_land or on_obstacles:
            found.add((first.id, second.id))
    return found


def test_every_pair_of_places_whose_discs_meet_is_judged_by_the_strait_rule(
    world: RouteGeometry,
) -> None:
    """R2024-10 on the whole world map: the pairs of places whose tolerance discs meet
    across water (or land) are those of ``MEETING_PAIRS``; between them a train is refused
    where it would cross water to another land mass (or a strait, a bay beyond one
    place's tolerance), a ship where it would cross land; both ways, by every judge."""
    assert meeting_pairs(world) == set(MEETING_PAIRS)
    for (first, second), (train, ship) in MEETING_PAIRS.items():
        a, b = place(world, first), place(world, second)
        assert verdicts(world, a, b, TRAIN) == {train}, (first, second)
        assert verdicts(world, b, a, TRAIN) == {train}, (second, first)
        assert verdicts(world, a, b, SHIP) == {ship}, (first, second)
        assert verdicts(world, b, a, SHIP) == {ship}, (second, first)
        assert verdicts(world, a, b, BALLOON) == {True}


def coastal_segments(world: RouteGeometry, count: int, seed: int) -> tuple[np.ndarray, np.ndarray]:
    """Random segments starting near the map's places (most of them on a coast) and near
    the straits of ``MEETING_PAIRS``: half short (0.05–1.5 units, within the tolerances),
    half long (1–12 units)."""
    rng = np.random.default_rng(seed)
    places = [loc.point for loc in world.sheet.locations]
    straits = [
        (
            (place(world, a)[0] + place(world, b)[0]) / 2,
            (place(world, a)[1] + place(world, b)[1]) / 2,
        )
        for a, b in MEETING_PAIRS
    ]
    centres = np.array(places + straits * 8)
    starts = centres[rng.integers(0, len(centres), count)] + rng.normal(0.0, 0.3, (count, 2))
    angles = rng.uniform(0.0, 2.0 * math.pi, count)
    lengths = np.where(
        rng.random(count) < 0.5, rng.uniform(0.05, 1.5, count), rng.uniform(1.0, 12.0, count)
    )
    ends = starts + np.stack([np.cos(angles), np.sin(angles)], axis=1) * lengths[:, None]
    x_min, y_min, x_max, y_max = world.sheet.bounds
    low, high = (x_min, y_min), (x_max, y_max)
    return np.clip(starts, low, high), np.clip(ends, low, high)


@pytest.mark.parametrize(
    ("tolerant_start", "tolerant_end"), [(True, True), (True, False), (False, True)]
)
@pytest.mark.parametrize("transport", [TRAIN, SHIP])
def test_the_fast_paths_agree_with_the_exact_judge_near_coasts_and_straits(
    world: RouteGeometry, transport: Transport, tolerant_start: bool, tolerant_end: bool
) -> None:
    """R2024-10: on 700 random segments near coasts and straits the batch (with its grid,
    clearance and cell tables), the single fast check and, for whole routes, judge_route
    give the exact judge's verdict, whatever the tolerance at each end."""
    starts, ends = coastal_segments(world, 700, seed=44)
    batch = world.judge_segments(
        starts, ends, transport, tolerant_start=tolerant_start, tolerant_end=tolerant_end
    )
    legal = 0
    for index in range(len(starts)):
        a = (float(starts[index, 0]), float(starts[index, 1]))
        b = (float(ends[index, 0]), float(ends[index, 1]))
        exact = world.is_segment_legal_exactly(
            (float(starts[index][0]), float(starts[index][1])),
            (float(ends[index][0]), float(ends[index][1])),
            transport,
            tolerant_start=tolerant_start,
            tolerant_end=tolerant_end,
        )
        single = world.is_segment_legal(
            a, b, transport, tolerant_start=tolerant_start, tolerant_end=tolerant_end
        )
        assert batch[index] == exact == single, (a, b)
        if tolerant_start and tolerant_end:
            assert world.judge_route([a, b], transport).legal == exact, (a, b)
            assert world.judge_route_exactly([a, b], transport).legal == exact, (a, b)
        legal += exact
    # both verdicts occur plenty: the comparison is not between constant answers
    assert 100 < legal < 600


@pytest.mark.parametrize("name", ["london-start", "dover", "suez", "new-york"])
def test_a_short_hop_at_a_port_stays_legal_on_the_wrong_side(
    world: RouteGeometry, name: str
) -> None:
    """R2024-10: a segment wholly within its own place's tolerance (a ruler stopped at its
    first mark, a hop at the port) is forgiven for a ship on land, as for a train at sea:
    the tolerance lets a route leave its own coastal place. Every judge agrees."""
    port = place(world, name)
    tolerance = world.end_tolerance(port)
    assert tolerance > 0.0
    hop = min(0.2, tolerance / 2.0)
    for angle in range(0, 360, 45):
        end = (
            port[0] + hop * math.cos(math.radians(angle)),
            port[1] + hop * math.sin(math.radians(angle)),
        )
        for transport in (SHIP, TRAIN):
            assert verdicts(world, port, end, transport) == {True}, (name, angle, transport)
