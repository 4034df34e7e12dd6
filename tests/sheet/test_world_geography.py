"""The default map ``maps/world.yaml`` against real geography of 1872.

Routes are judged by the program's own geometry (``geometry_for(sheet).judge_route``) on
the committed map, so these tests check the map data and the geometry together: the
Channel, the Suez Canal (opened 1869), no Panama Canal (1914), the Himalaya, the
antimeridian, the edges of the strip, and where each kind of location stands.
"""

from __future__ import annotations

import dataclasses
import math
import subprocess
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

import pytest
import shapely
from shapely.geometry import Point as ShapelyPoint
from shapely.geometry import Polygon as ShapelyPolygon

from eighty_days.resources import default_world_map_path
from eighty_days.sheet.geometry import RouteGeometry, geometry_for
from eighty_days.sheet.io import load_map
from eighty_days.sheet.model import LocationType, Point, Polygon, SheetMap, Transport

ROOT = Path(__file__).resolve().parents[2]
BUILD_SCRIPT = ROOT / "tools" / "build_world_sheet.py"
NATURAL_EARTH = ROOT / "tools" / "node_modules" / "world-atlas" / "land-50m.json"


@pytest.fixture(scope="module")
def world() -> SheetMap:
    """The committed default map, read by the program's loader (validated on the way)."""
    return load_map(default_world_map_path())


@pytest.fixture(scope="module")
def geometry(world: SheetMap) -> RouteGeometry:
    """The route geometry of the default map."""
    return geometry_for(world)


def at(world: SheetMap, *stops: str | Point) -> list[Point]:
    """A route through named locations (by id) and plain points."""
    return [world.location(stop).point if isinstance(stop, str) else stop for stop in stops]


def shapely_polygon(polygon: Polygon) -> ShapelyPolygon:
    """A model polygon as a shapely one."""
    return ShapelyPolygon(polygon.exterior, polygon.holes)


def union(polygons: Sequence[Polygon]) -> shapely.Geometry:
    """The union of model polygons."""
    return shapely.union_all([shapely_polygon(p) for p in polygons])


# -- The Channel, Suez, Panama, the Himalaya (ruling R2024-10) -------------------------


def test_london_to_paris_by_train_is_illegal_because_of_the_channel(
    world: SheetMap, geometry: RouteGeometry
) -> None:
    """R2024-10: trains keep to land; the straight line London→Paris crosses the Channel."""
    verdict = geometry.judge_route(at(world, "london-start", "paris"), Transport.TRAIN)
    assert not verdict.legal
    assert verdict.first_illegal_point is not None
    coast = union(world.land).boundary
    assert coast.distance(ShapelyPoint(verdict.first_illegal_point)) < 1e-6
    x, y = verdict.first_illegal_point
    assert 50.7 < y < 51.1 and -0.13 < x < 1.0  # where the line leaves the Sussex coast
    assert not geometry.is_land((1.1, 50.2))  # mid-Channel, on the line to Paris
    # Both sides of the Channel are railway country: the sea alone makes it illegal.
    assert geometry.judge_route(at(world, "london-start", "dover"), Transport.TRAIN).legal
    assert geometry.judge_route(at(world, "calais", "paris"), Transport.TRAIN).legal


def test_dover_to_calais_by_ship_is_legal(world: SheetMap, geometry: RouteGeometry) -> None:
    """R2024-10: ships keep to the sea; the tolerance lets them leave and reach a port."""
    assert geometry.judge_route(at(world, "dover", "calais"), Transport.SHIP).legal
    assert not geometry.judge_route(at(world, "dover", "paris"), Transport.SHIP).legal


def test_bombay_to_calcutta_by_train_is_legal(world: SheetMap, geometry: RouteGeometry) -> None:
    """R2024-10: the Great Indian Peninsula line; the straight line stays on land, south of
    the Himalaya."""
    route = at(world, "bombay", "calcutta")
    assert geometry.judge_route(route, Transport.TRAIN).legal
    assert not geometry.judge_route(route, Transport.SHIP).legal


@pytest.mark.parametrize("transport", list(Transport))
@pytest.mark.parametrize(
    ("start", "end"),
    [("calcutta", "lhasa"), ("delhi", "kashgar"), ("allahabad", "lhasa")],
)
def test_no_transport_crosses_the_himalaya(
    world: SheetMap, geometry: RouteGeometry, transport: Transport, start: str, end: str
) -> None:
    """Rulebook, Draw the Route: "The Himalayan mountain range cannot be crossed by any
    means" (R2024-10: no segment may touch the Himalaya, balloons included)."""
    verdict = geometry.judge_route(at(world, start, end), transport)
    assert not verdict.legal
    assert verdict.first_illegal_point is not None
    mountains = union(world.mountains)
    assert mountains.distance(ShapelyPoint(verdict.first_illegal_point)) < 1e-6


def test_a_balloon_flies_south_of_the_himalaya(world: SheetMap, geometry: RouteGeometry) -> None:
    """R2024-10: balloons go anywhere but the Himalaya; Delhi→Calcutta passes south of it."""
    assert [m.name for m in world.mountains] == ["Himalaya"]
    assert geometry.judge_route(at(world, "delhi", "calcutta"), Transport.BALLOON).legal
    assert geometry.judge_route(at(world, "kashgar", "lhasa"), Transport.BALLOON).legal


def test_port_said_to_suez_by_ship_is_legal_through_the_canal(
    world: SheetMap, geometry: RouteGeometry
) -> None:
    """R2024-10 with the map's canal: the Suez Canal (1869) is sea for ships."""
    route = at(world, "port-said", "suez")
    assert geometry.judge_route(route, Transport.SHIP).legal
    without_canal = dataclasses.replace(world, canals=())
    assert not geometry_for(without_canal).judge_route(route, Transport.SHIP).legal


def test_suez_is_land_for_trains(world: SheetMap, geometry: RouteGeometry) -> None:
    """R2024-10 with the map's canal: the canal stays land for trains."""
    assert [canal.name for canal in world.canals] == ["Suez Canal"]
    middle = (32.42, 30.6)
    assert shapely_polygon(world.canals[0]).contains(ShapelyPoint(middle))
    assert geometry.is_land(middle)
    assert geometry.judge_route(at(world, "cairo", "suez"), Transport.TRAIN).legal
    across_the_isthmus = at(world, "cairo", middle, (33.8, 31.1))
    assert geometry.judge_route(across_the_isthmus, Transport.TRAIN).legal


def test_colon_to_panama_by_ship_is_illegal(world: SheetMap, geometry: RouteGeometry) -> None:
    """R2024-10: no Panama Canal in 1872 (opened 1914); the Panama Railroad (1855) runs."""
    route = at(world, "colon", "panama")
    assert not geometry.judge_route(route, Transport.SHIP).legal
    assert geometry.judge_route(route, Transport.TRAIN).legal
    assert all(x < 180.0 for canal in world.canals for x, _ in canal.exterior)


# -- The antimeridian and the edges of the strip ----------------------------------------


def test_yokohama_to_san_francisco_by_ship_crosses_the_antimeridian_once_eastward(
    world: SheetMap, geometry: RouteGeometry
) -> None:
    """R2024-12: the Pacific crossing of the novel, out of Tokyo Bay then east, at sea."""
    route = at(
        world,
        "yokohama",
        (139.8, 35.3),
        (139.75, 35.0),
        (140.0, 34.7),
        (180.5, 36.0),
        "san-francisco",
    )
    assert geometry.judge_route(route, Transport.SHIP).legal
    assert geometry.antimeridian_crossings(route) == 1
    assert geometry.antimeridian_crossings(route[::-1]) == -1


def test_a_route_leaving_the_map_is_illegal(world: SheetMap, geometry: RouteGeometry) -> None:
    """R2024-10: routes stay inside the map, whatever the transport."""
    x_min, y_min, x_max, y_max = world.bounds
    london = world.location("london-start").point
    arrival = world.location("london-arrival").point
    for transport in Transport:
        assert not geometry.judge_route([london, (x_min - 1.0, 51.0)], transport).legal
        assert not geometry.judge_route([arrival, (x_max + 1.0, 51.0)], transport).legal
    assert not geometry.judge_route([london, (0.0, y_max + 1.0)], Transport.BALLOON).legal
    cape_town = world.location("cape-town").point
    assert not geometry.judge_route([cape_town, (18.0, y_min - 1.0)], Transport.SHIP).legal
    assert geometry.judge_route([london, (-5.0, 60.0)], Transport.BALLOON).legal


def test_the_strip_runs_from_starting_london_to_arrival_london(world: SheetMap) -> None:
    """Components: a double-sided pad (Eurasia, America) with Starting and Arrival London;
    x is longitude continuing past 180, as on the joined sheets."""
    assert [(s.id, s.x_min, s.x_max) for s in world.sheets] == [
        ("eurasia", world.bounds[0], 180.0),
        ("america", 180.0, world.bounds[2]),
    ]
    assert world.antimeridian_x == 180.0
    start, arrival = world.start_location, world.arrival_location
    assert (start.name, arrival.name) == ("London", "London")
    assert start.x == pytest.approx(-0.13) and arrival.x == pytest.approx(359.87)
    assert start.y == arrival.y
    assert start.area == arrival.area
    for place, x in (("yokohama", 139.6), ("san-francisco", 237.6), ("new-york", 286.0)):
        assert world.location(place).x == pytest.approx(x, abs=0.05)


@pytest.mark.parametrize(
    ("what", "point"),
    [
        ("Europe at the left end (France)", (2.0, 47.0)),
        ("Europe again at the right end (France)", (362.0, 47.0)),
        ("Africa again at the right end (Niger)", (370.0, 15.0)),
        ("Great Britain at the right end", (358.5, 52.5)),
        ("Chukotka, across the antimeridian", (182.0, 66.0)),
        ("Iceland", (341.0, 64.9)),
        ("Azores (São Miguel)", (334.5, 37.78)),
        ("Ceylon", (80.7, 7.8)),
        ("Hawaii (the Big Island)", (204.5, 19.6)),
        ("Oahu", (202.0, 21.45)),
        ("Japan (Honshu)", (138.5, 36.0)),
        ("the Philippines (Luzon)", (121.0, 16.0)),
        ("Madagascar", (46.8, -19.5)),
        ("Cuba", (281.0, 21.8)),
        ("Newfoundland", (304.5, 48.5)),
        ("Tasmania", (146.5, -42.0)),
        ("Fiji (Viti Levu)", (178.0, -17.8)),
    ],
)
def test_land_a_voyage_needs_is_on_the_map(
    geometry: RouteGeometry, what: str, point: Point
) -> None:
    """The coastlines keep the land and islands the voyages of the game need."""
    assert geometry.is_land(point), what


@pytest.mark.parametrize(
    ("what", "point"),
    [
        ("the Channel", (1.0, 50.5)),
        ("the Atlantic", (330.0, 40.0)),
        ("the Pacific at the antimeridian", (180.0, 30.0)),
        ("the Red Sea", (38.0, 21.0)),
        ("the Bay of Bengal", (88.0, 15.0)),
        ("the Caspian Sea (a hole in Eurasia)", (51.0, 42.0)),
    ],
)
def test_the_seas_are_open(geometry: RouteGeometry, what: str, point: Point) -> None:
    """The seas of the voyages are sea on the map."""
    assert not geometry.is_land(point), what


# -- Locations, areas and cards ----------------------------------------------------------


def test_every_location_stands_where_its_type_requires(
    world: SheetMap, geometry: RouteGeometry
) -> None:
    """Map format: cities and outposts on land; ports and islands within their snap radius
    of the coast; adventure locations on land or within their snap radius of it; islands on
    land smaller than a continent."""
    land = union(world.land)
    coast = land.boundary
    pieces = [shapely_polygon(p) for p in world.land]
    misplaced: list[str] = []
    for location in world.locations:
        point = ShapelyPoint(location.point)
        near_coast = coast.distance(point) <= location.snap_radius
        on_land = geometry.is_land(location.point)
        if location.type in (LocationType.CITY, LocationType.OUTPOST):
            fine = on_land
        elif location.type in (LocationType.PORT, LocationType.ISLAND):
            fine = near_coast
        else:
            fine = on_land or near_coast
        if location.type is LocationType.ISLAND:
            nearest = min(pieces, key=lambda piece: piece.distance(point))
            fine = fine and nearest.area < 120.0
        if not fine:
            misplaced.append(f"{location.id} ({location.type.value})")
    assert misplaced == []


def test_every_location_lies_in_the_map_and_in_its_area_tint(
    world: SheetMap, geometry: RouteGeometry
) -> None:
    """R2024-13: a visit counts for the location's area; the tint shows that area there."""
    x_min, y_min, x_max, y_max = world.bounds
    regions = {area.id: union(area.region) for area in world.areas}
    outside = [
        location.id
        for location in world.locations
        if not (x_min <= location.x <= x_max and y_min <= location.y <= y_max)
        or regions[location.area].distance(ShapelyPoint(location.point)) > 1e-3
        or geometry.area_at(location.point) != location.area
    ]
    assert outside == []


@pytest.mark.parametrize(
    ("point", "area"),
    [
        ((2.0, 47.0), "western-europe"),
        ((362.0, 47.0), "western-europe"),
        ((-1.5, 52.5), "british-isles"),
        ((358.5, 52.5), "british-isles"),
        ((341.0, 64.9), "northern-europe"),
        ((78.0, 22.0), "india"),
        ((179.0, -17.0), "pacific"),
        ((181.0, -15.0), "pacific"),
        ((265.0, 38.0), "american-east"),
        ((300.0, -10.0), "latin-america"),
    ],
)
def test_the_area_at_a_point_follows_geography(
    geometry: RouteGeometry, point: Point, area: str
) -> None:
    """The tints follow the land: France is Western Europe at both ends of the strip,
    Iceland is Northern Europe, Fiji is Pacific on both sides of the antimeridian."""
    assert geometry.area_at(point) == area


def test_no_location_lies_within_another_locations_snap_radius(world: SheetMap) -> None:
    """R2024-13: a route visits the location whose snap radius holds its end; no place
    may hide inside another's circle."""
    crowded = [
        (first.id, second.id)
        for index, first in enumerate(world.locations)
        for second in world.locations[index + 1 :]
        if math.dist(first.point, second.point) < max(first.snap_radius, second.snap_radius)
    ]
    assert crowded == []


def test_the_area_tints_cover_the_strip(world: SheetMap) -> None:
    """Every point of the map is tinted by one area (the regions tile the strip)."""
    strip = shapely.box(*world.bounds)
    regions = [union(area.region) for area in world.areas]
    covered = shapely.union_all(regions)
    assert strip.difference(covered).area < 1e-3 * strip.area
    overlap = sum(r.area for r in regions) - covered.area
    assert overlap < 1e-3 * strip.area


def test_nineteen_areas_each_with_at_least_two_locations(world: SheetMap) -> None:
    """Scoring: "The map has 19 areas, each containing several locations"."""
    assert len(world.areas) == 19
    assert len({area.id for area in world.areas}) == 19
    assert len({area.colour.lower() for area in world.areas}) == 19
    per_area = Counter(location.area for location in world.locations)
    assert {area.id for area in world.areas} == set(per_area)
    assert min(per_area.values()) >= 2


def test_at_least_eighty_locations_of_every_type(world: SheetMap) -> None:
    """Draw the Route: the map has five types of locations; at least 80 places of 1872."""
    assert len(world.locations) >= 80
    assert len({location.id for location in world.locations}) == len(world.locations)
    assert {location.type for location in world.locations} == set(LocationType)


def test_six_income_cards_of_four_locations(world: SheetMap) -> None:
    """Components: 6 income cards; each names four locations with pounds (2 to 7)."""
    assert len(world.income_cards) == 6
    for card in world.income_cards:
        places = [place for place, _ in card.payouts]
        assert len(places) == len(set(places)) == 4
        assert all(world.has_location(place) for place in places)
        assert all(2 <= pounds <= 7 for _, pounds in card.payouts)


def test_eight_adventure_cards_at_remote_places_of_other_novels(world: SheetMap) -> None:
    """Components: 8 adventure cards; rulebook editor's note: remote places of other
    Extraordinary Voyages; 1 to 3 icons; more adventure locations than cards ("all
    adventure locations grant fame points", circled or not)."""
    cards = world.adventure_cards
    assert len(cards) == 8
    assert len({card.location for card in cards}) == 8
    assert len({card.novel for card in cards}) == 8
    for card in cards:
        assert world.location(card.location).type is LocationType.ADVENTURE
        assert 1 <= card.icons <= 3
        assert "Around the World" not in card.novel
    adventure_places = [
        location for location in world.locations if location.type is LocationType.ADVENTURE
    ]
    assert len(adventure_places) > len(cards)


def test_the_sheet_description_names_every_area_and_adventure(world: SheetMap) -> None:
    """docs/world-sheet.md describes what is on the sheet: it names every area, every
    adventure card and the novel behind it."""
    text = (ROOT / "docs" / "world-sheet.md").read_text(encoding="utf-8")
    names = [area.name for area in world.areas] + [card.title for card in world.adventure_cards]
    names += [card.novel.split(" (")[0] for card in world.adventure_cards]
    assert [name for name in names if name not in text] == []


# -- The build script ---------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.skipif(
    not NATURAL_EARTH.exists(), reason="needs `npm install --prefix tools` (world-atlas)"
)
def test_the_build_script_reproduces_the_committed_map(tmp_path: Path) -> None:
    """tools/build_world_sheet.py on the npm data writes maps/world.yaml byte for byte."""
    output = tmp_path / "world.yaml"
    result = subprocess.run(
        [sys.executable, str(BUILD_SCRIPT), "--output", str(output)],
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    assert output.read_bytes() == default_world_map_path().read_bytes()


def test_every_port_and_island_can_be_left_by_ship(
    world: SheetMap, geometry: RouteGeometry
) -> None:
    """R2024-10: a ship can leave every port and island, river ports drawn inland included
    (Calcutta, Hamburg): within a place's snap radius the route may still be on land."""
    stuck = []
    for location in world.locations:
        if location.type not in (LocationType.PORT, LocationType.ISLAND):
            continue
        leaves = any(
            geometry.judge_route(
                [
                    location.point,
                    (
                        location.x + length * math.cos(math.radians(angle)),
                        location.y + length * math.sin(math.radians(angle)),
                    ),
                ],
                Transport.SHIP,
            ).legal
            for length in (location.snap_radius + 0.5, 3.0)
            for angle in range(0, 360, 5)
        )
        if not leaves:
            stuck.append(location.id)
    assert stuck == []


def test_saving_the_default_map_unchanged_gives_back_the_same_file(world: SheetMap) -> None:
    """The default map is stored in the canonical form: load → save writes the same bytes."""
    from eighty_days.sheet.io import dump_map_text

    assert dump_map_text(world) == default_world_map_path().read_text(encoding="utf-8")
