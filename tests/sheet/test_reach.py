"""The marks of where a held ruler can go agree with the engine (R2024-10, -11, -12)."""

from __future__ import annotations

import math

import pytest
from journey_positions import draw_positions

from eighty_days.engine.common import IllegalActionError
from eighty_days.engine.journey import (
    Character,
    DrawRoute,
    JourneyState,
    Side,
    apply,
    held_ruler,
)
from eighty_days.resources import default_world_map_path
from eighty_days.sheet.geometry import geometry_for
from eighty_days.sheet.io import load_map
from eighty_days.sheet.model import SheetMap, Transport
from eighty_days.sheet.reach import ReachMarks, compute_reach, route_trouble, straight_route


@pytest.fixture(scope="module")
def world() -> SheetMap:
    """The default world map."""
    return load_map(default_world_map_path())


def marks_for(state: JourneyState) -> ReachMarks:
    """The marks of the card in hand, as the table computes them."""
    assert state.in_hand is not None and state.active is not None
    ruler = held_ruler(state)
    assert ruler is not None
    unit = state.config.sheet.ruler_unit
    coast_crossing = (not state.in_hand.is_balloon) and state.has_active(
        state.active, Character.PASSEPARTOUT, Side.BACK
    )
    return compute_reach(
        state.config.geometry,
        state.players[state.active].route_end,
        state.in_hand.transport,
        ruler.in_map_units(unit).segment_lengths,
        coast_crossing=coast_crossing,
    )


def ends_at(state: JourneyState, route: tuple[tuple[float, float], ...]) -> str | None:
    """Where the engine says the route ends, or ``None`` if it refuses it."""
    try:
        after = apply(state, DrawRoute(route))
    except IllegalActionError:
        return None
    assert state.active is not None
    return after.players[state.active].location


def test_marks_agree_with_the_engine_on_60_positions_from_real_games(world: SheetMap) -> None:
    """R2024-10: every marked place (straight or bent) is a route ``apply`` accepts ending
    there, and every place the engine accepts as a straight end with the held card is
    marked, on 60 positions met in games between computer opponents."""
    positions = draw_positions(world, 60)
    checked_marks = checked_ends = bent_seen = 0
    for state in positions:
        marks = marks_for(state)
        for place in marks.places:
            assert ends_at(state, place.route) == place.location_id, place
            checked_marks += 1
        bent_seen += len(marks.bent)
        marked = {p.location_id for p in marks.straight}
        ruler = held_ruler(state)
        assert ruler is not None and state.active is not None
        unit = world.ruler_unit
        segments = ruler.in_map_units(unit).segment_lengths
        origin = state.players[state.active].route_end
        for location in world.locations:
            gap = math.dist(origin, location.point)
            if gap < 1e-9 or gap > sum(segments):
                continue
            route = straight_route(origin, location.point, segments)
            if ends_at(state, route) == location.id:
                assert location.id in marked, (location.id, state.in_hand)
                checked_ends += 1
    assert checked_marks > 200 and checked_ends > 200 and bent_seen > 10


def test_a_ship_from_london_is_shown_its_way_out(world: SheetMap) -> None:
    """R2024-10 from Starting London: a ship reaches Le Havre; a train reaches Dover but
    not Calais across the Channel."""
    geometry = geometry_for(world)
    london = world.location(world.start).point
    unit = world.ruler_unit
    ship = compute_reach(geometry, london, Transport.SHIP, (6 * unit,))
    assert "le-havre" in {p.location_id for p in ship.straight}
    train = compute_reach(geometry, london, Transport.TRAIN, (6 * unit,))
    reached = {p.location_id for p in train.straight}
    assert "dover" in reached and "calais" not in reached


def test_passepartout_back_adds_places_across_one_coast(world: SheetMap) -> None:
    """R2024-11: with Passepartout's back a train from London may cross the coast once and
    end at Le Havre; without it, it may not."""
    geometry = geometry_for(world)
    london = world.location(world.start).point
    segments = (6 * world.ruler_unit,)
    plain = compute_reach(geometry, london, Transport.TRAIN, segments)
    crossing = compute_reach(geometry, london, Transport.TRAIN, segments, coast_crossing=True)
    assert "le-havre" not in {p.location_id for p in plain.places}
    place = crossing.place("le-havre")
    assert place is not None
    assert geometry.judge_route(place.route, Transport.TRAIN, coast_crossing=True).legal


def test_the_first_illegal_point_is_found_whatever_the_reason(world: SheetMap) -> None:
    """R2024-10: a ship from Hamburg due north off the map is first illegal where it
    reaches the coast (Scandinavia), not at the map's edge the engine names first."""
    geometry = geometry_for(world)
    hamburg = world.location("hamburg").point
    route = (hamburg, (hamburg[0] + 2.0, hamburg[1] + 40.0))
    assert geometry.judge_route(route, Transport.SHIP).reason == "The route leaves the map."
    trouble = route_trouble(geometry, route, Transport.SHIP)
    assert not trouble.legal and trouble.distance is not None
    assert trouble.distance < 5.0
    assert "ship cannot cross land" in trouble.reason
    legal = route_trouble(geometry, (hamburg, hamburg), Transport.SHIP)
    assert legal.legal and legal.distance is None


def test_marks_cross_the_antimeridian(world: SheetMap) -> None:
    """R2024-12: from a place near the antimeridian the balloon's marks include places
    on its far side (the strip goes on)."""
    geometry = geometry_for(world)
    meridian = world.antimeridian_x
    near = min(
        (loc for loc in world.locations if loc.x < meridian),
        key=lambda loc: meridian - loc.x,
    )
    marks = compute_reach(geometry, near.point, Transport.BALLOON, (8 * world.ruler_unit,))
    assert any(world.location(p.location_id).x > meridian for p in marks.places)


def test_a_train_from_dover_reaches_no_place_across_the_channel(world: SheetMap) -> None:
    """R2024-10: Dover's and Calais's tolerance discs meet across the Channel, yet the reach
    marks of a train at Dover (straight or bent) stay in Britain: London only."""
    geometry = geometry_for(world)
    unit = world.ruler_unit
    marks = compute_reach(
        geometry, world.location("dover").point, Transport.TRAIN, (2 * unit, 3 * unit)
    )
    reached = {p.location_id for p in marks.places}
    assert reached == {"london-start"}


def test_bent_places_are_only_those_not_reached_straight(world: SheetMap) -> None:
    """R2024-10 detours: a place reached straight is never also offered as bent, and each
    bent route turns at a detour mark with its first part at full length."""
    geometry = geometry_for(world)
    paris = world.location("paris").point
    unit = world.ruler_unit
    segments = (2 * unit, 3 * unit)
    marks = compute_reach(geometry, paris, Transport.TRAIN, segments)
    straight = {p.location_id for p in marks.straight}
    assert "rome" in {p.location_id for p in marks.bent}, "a train from Paris bends to Rome"
    for place in marks.bent:
        assert place.location_id not in straight
        assert math.dist(place.route[0], place.route[1]) == pytest.approx(2 * unit)
        assert geometry.judge_route(place.route, Transport.TRAIN).legal
