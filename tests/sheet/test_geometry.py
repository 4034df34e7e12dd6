"""Route geometry on the synthetic sample sheet (maps/sample-small.yaml), rulings R2024-10..13.

The sample: Westland x 0–22, y 5–25 with a canal x 10–11 across it and the Spine
Mountains x 15–18, y 15–20; Eastland x 38–60, y 5–25; Lonely Isle x 27–29, y 12–14;
the antimeridian at x = 30; coast tolerance 0.3.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from eighty_days.sheet.geometry import RouteGeometry, geometry_for
from eighty_days.sheet.model import Location, LocationType, SheetMap, Transport

TRAIN, SHIP, BALLOON = Transport.TRAIN, Transport.SHIP, Transport.BALLOON


def close(point: tuple[float, float] | None, expected: tuple[float, float]) -> bool:
    """Whether a verdict's point is at ``expected`` (to 1e-6)."""
    return (
        point is not None
        and abs(point[0] - expected[0]) < 1e-6
        and abs(point[1] - expected[1]) < 1e-6
    )


# -- transports: R2024-10 ---------------------------------------------------------------


def test_train_on_land_is_legal(sample_geometry: RouteGeometry) -> None:
    """R2024-10: a train route wholly on land is legal."""
    assert sample_geometry.judge_route([(2, 15), (8, 15)], TRAIN).legal


def test_train_cannot_cross_the_sea(sample_geometry: RouteGeometry) -> None:
    """R2024-10: trains keep to land; the verdict names the first point at sea."""
    verdict = sample_geometry.judge_route([(20, 10), (30, 10)], TRAIN)
    assert not verdict.legal
    assert "train cannot cross the sea" in verdict.reason
    assert close(verdict.first_illegal_point, (22, 10))
    assert verdict.segment_index == 0


def test_ship_at_sea_is_legal(sample_geometry: RouteGeometry) -> None:
    """R2024-10: a ship route wholly at sea is legal."""
    assert sample_geometry.judge_route([(23, 3), (37, 3)], SHIP).legal


def test_ship_cannot_cross_land(sample_geometry: RouteGeometry) -> None:
    """R2024-10: ships keep to the sea; the first illegal point is where land begins."""
    verdict = sample_geometry.judge_route([(1, 3), (1, 27)], SHIP)
    assert not verdict.legal
    assert "ship cannot cross land" in verdict.reason
    assert close(verdict.first_illegal_point, (1, 5))


def test_balloon_goes_over_land_and_sea(sample_geometry: RouteGeometry) -> None:
    """R2024-10: balloons may fly over land and sea alike."""
    assert sample_geometry.judge_route([(2, 2), (58, 28)], BALLOON).legal


def test_canal_is_sea_for_ships_and_land_for_trains(sample_geometry: RouteGeometry) -> None:
    """The canal (like Suez, 1869) lets ships through and trains across."""
    assert sample_geometry.judge_route([(10.5, 3), (10.5, 27)], SHIP).legal
    assert sample_geometry.judge_route([(5, 12), (14, 12)], TRAIN).legal
    assert sample_geometry.judge_route([(10.5, 8), (10.5, 20)], TRAIN).legal


def test_ship_leaving_the_canal_hits_land(sample_geometry: RouteGeometry) -> None:
    """A ship may not leave the canal over its banks."""
    verdict = sample_geometry.judge_route([(10.5, 3), (12, 15)], SHIP)
    assert not verdict.legal
    assert close(verdict.first_illegal_point, (11, 7))


@pytest.mark.parametrize("transport", list(Transport))
def test_mountains_stop_every_transport(
    sample_geometry: RouteGeometry, transport: Transport
) -> None:
    """R2024-10: no segment may touch the mountains, balloons included."""
    verdict = sample_geometry.judge_route([(14, 17), (19, 17)], transport)
    assert not verdict.legal
    assert "Spine Mountains" in verdict.reason and "balloons included" in verdict.reason
    assert close(verdict.first_illegal_point, (15, 17))


def test_touching_the_mountains_is_illegal(sample_geometry: RouteGeometry) -> None:
    """R2024-10: touching the mountains' edge counts; flying beside them does not."""
    assert not sample_geometry.judge_route([(14, 20), (19, 20)], BALLOON).legal
    assert sample_geometry.judge_route([(14, 21), (19, 21)], BALLOON).legal


def test_routes_stay_on_the_map(sample_geometry: RouteGeometry) -> None:
    """R2024-10: a route leaving the map is illegal; the point and segment are named."""
    verdict = sample_geometry.judge_route([(58, 15), (61, 15)], BALLOON)
    assert not verdict.legal
    assert verdict.reason == "The route leaves the map."
    assert verdict.first_illegal_point == (61, 15)
    verdict = sample_geometry.judge_route([(50, 15), (55, 15), (55, 31)], BALLOON)
    assert (verdict.legal, verdict.segment_index) == (False, 1)


def test_a_route_of_one_point_or_no_length_is_legal(sample_geometry: RouteGeometry) -> None:
    """A route that does not move is legal (nothing is crossed)."""
    assert sample_geometry.judge_route([(30, 10)], TRAIN).legal
    assert sample_geometry.judge_route([(30, 10), (30, 10)], TRAIN).legal


def test_multi_segment_verdict_names_the_segment(sample_geometry: RouteGeometry) -> None:
    """With detours, the verdict says which segment goes wrong first."""
    verdict = sample_geometry.judge_route([(2, 15), (8, 15), (8, 30 - 1)], TRAIN)
    assert not verdict.legal
    assert verdict.segment_index == 1
    assert close(verdict.first_illegal_point, (8, 25))


# -- coast tolerance: R2024-10 ----------------------------------------------------------


def test_ship_may_leave_a_harbour_within_the_tolerance(sample_geometry: RouteGeometry) -> None:
    """R2024-10: away from places the start may lie on land within the coast tolerance (0.3)."""
    assert sample_geometry.judge_route([(21.8, 10), (25, 10)], SHIP).legal
    verdict = sample_geometry.judge_route([(21.2, 10), (25, 10)], SHIP)
    assert not verdict.legal
    assert close(verdict.first_illegal_point, (21.5, 10))


def test_a_place_reaches_its_coast_within_its_snap_radius(sample_geometry: RouteGeometry) -> None:
    """R2024-10: at a place the tolerance is its snap radius (West Harbour: 0.5 at x 21.8)."""
    geometry = sample_geometry
    assert geometry.end_tolerance((21.8, 10)) == 0.5
    assert geometry.end_tolerance((21.5, 10)) == 0.5  # inside the harbour's snap disc
    assert geometry.end_tolerance((21.2, 10)) == geometry.sheet.coast_tolerance
    assert geometry.judge_route([(21.5, 10), (25, 10)], SHIP).legal
    starts = np.array([[21.5, 10.0], [21.2, 10.0]])
    ends = np.array([[25.0, 10.0], [25.0, 10.0]])
    assert list(geometry.judge_segments(starts, ends, SHIP)) == [True, False]
    assert list(geometry.end_tolerances(starts)) == [0.5, geometry.sheet.coast_tolerance]


def test_train_may_reach_a_harbour_within_the_tolerance(sample_geometry: RouteGeometry) -> None:
    """R2024-10: the end may lie at sea within the coast tolerance."""
    assert sample_geometry.judge_route([(15, 10), (22.2, 10)], TRAIN).legal
    verdict = sample_geometry.judge_route([(15, 10), (22.5, 10)], TRAIN)
    assert not verdict.legal
    assert close(verdict.first_illegal_point, (22, 10))


def test_the_tolerance_holds_at_the_ends_not_at_a_detour_mark(
    sample_geometry: RouteGeometry,
) -> None:
    """R2024-10: a detour mark just off the coast is not an end: the route is illegal."""
    assert not sample_geometry.judge_route([(15, 10), (22.2, 10), (15, 11)], TRAIN).legal


# -- Passepartout's coast crossing: R2024-11 --------------------------------------------


def test_coast_crossing_allows_one_crossing(sample_geometry: RouteGeometry) -> None:
    """R2024-11: a ship may run ashore once with Passepartout's back, not without it."""
    route = [(30, 8), (45, 8)]
    assert not sample_geometry.judge_route(route, SHIP).legal
    assert sample_geometry.judge_route(route, SHIP, coast_crossing=True).legal


def test_coast_crossing_allows_only_one(sample_geometry: RouteGeometry) -> None:
    """R2024-11: a train crossing to sea and back to land crosses twice: illegal."""
    verdict = sample_geometry.judge_route([(5, 8), (45, 8)], TRAIN, coast_crossing=True)
    assert not verdict.legal
    assert "only once" in verdict.reason
    assert close(verdict.first_illegal_point, (38, 8))


def test_coast_crossing_needs_a_first_part_matching_the_transport(
    sample_geometry: RouteGeometry,
) -> None:
    """R2024-11: the part before the crossing must suit the transport (a ship starts at sea)."""
    assert not sample_geometry.judge_route([(15, 8), (30, 8)], SHIP, coast_crossing=True).legal
    assert sample_geometry.judge_route([(15, 8), (30, 8)], TRAIN, coast_crossing=True).legal


# -- places: R2024-12, R2024-13 ---------------------------------------------------------


def test_snap_finds_the_location_within_its_radius(sample_geometry: RouteGeometry) -> None:
    """R2024-13: a route end within a location's snap radius reaches it."""
    location = sample_geometry.snap((21.9, 10.1))
    assert location is not None and location.id == "west-harbour"
    assert sample_geometry.snap((21.8, 10.6)) is None
    assert sample_geometry.location_at((28.5, 13.5)) == sample_geometry.sheet.location(
        "lonely-isle"
    )


def test_snap_takes_the_nearest_of_two(sample_sheet: SheetMap) -> None:
    """When two snap circles overlap, the nearer location wins."""
    extra = Location("north-quay", "North Quay", LocationType.PORT, 21.8, 10.6, "westland", 0.5)
    sheet = replace(sample_sheet, locations=(*sample_sheet.locations, extra))
    geometry = RouteGeometry(sheet)
    assert geometry.snap((21.8, 10.35)) == extra
    assert geometry.snap((21.8, 10.25)) == sheet.location("west-harbour")


@pytest.mark.parametrize(
    ("route", "crossings"),
    [
        ([(28, 13), (33, 13)], 1),
        ([(33, 13), (28, 13)], -1),
        ([(25, 10), (35, 10), (25, 11)], 0),
        ([(25, 10), (35, 10), (25, 11), (35, 11)], 1),
        ([(2, 15), (8, 15)], 0),
    ],
)
def test_antimeridian_crossings_are_signed(
    sample_geometry: RouteGeometry, route: list[tuple[float, float]], crossings: int
) -> None:
    """R2024-12: +1 per eastward crossing, −1 per westward; back and forth gains nothing."""
    assert sample_geometry.antimeridian_crossings(route) == crossings


@pytest.mark.parametrize(
    ("point", "area"),
    [((5, 5), "westland"), ((23.5, 28), "westland"), ((50, 20), "eastland"), ((28, 13), "isles"),
     ((33, 26), "isles")],
)  # fmt: skip
def test_area_at_uses_regions_then_the_nearest_location(
    sample_geometry: RouteGeometry, point: tuple[float, float], area: str
) -> None:
    """The area at a point: the region holding it, else the nearest location's area."""
    assert sample_geometry.area_at(point) == area


def test_is_land(sample_geometry: RouteGeometry) -> None:
    """Land includes the coast itself and the canal; the sea does not."""
    assert sample_geometry.is_land((5, 5))
    assert not sample_geometry.is_land((5, 4.9))
    assert sample_geometry.is_land((10.5, 12))
    assert sample_geometry.is_land((28, 13))
    assert not sample_geometry.is_land((30, 13))


# -- the fast path agrees with the exact one ---------------------------------------------


def test_geometry_is_built_lazily(sample_sheet: SheetMap) -> None:
    """Making a RouteGeometry builds nothing; the first question builds the grid."""
    geometry = RouteGeometry(sample_sheet)
    assert geometry._index is None and not geometry.shapes.is_built
    geometry.judge_route([(2, 15), (8, 15)], TRAIN)
    assert geometry._index is not None


def test_geometry_for_is_cached_per_map_object(sample_sheet: SheetMap) -> None:
    """geometry_for gives the same prepared geometry for the same map object."""
    assert geometry_for(sample_sheet) is geometry_for(sample_sheet)


def random_segments(
    sheet: SheetMap, count: int, seed: int, *, grid_step: float | None = None
) -> tuple[np.ndarray, np.ndarray]:
    """Random segments inside the map; with ``grid_step`` on a lattice (degenerate cases:
    through vertices, along edges)."""
    rng = np.random.default_rng(seed)
    x_min, y_min, x_max, y_max = sheet.bounds
    if grid_step:
        starts = rng.integers(0, int((x_max - x_min) / grid_step) + 1, (count, 2)) * grid_step
        ends = starts + rng.integers(-24, 25, (count, 2)) * grid_step
    else:
        starts = rng.uniform((x_min, y_min), (x_max, y_max), (count, 2))
        angles = rng.uniform(0, 2 * np.pi, count)
        lengths = rng.uniform(0, 12, count)
        ends = starts + np.stack([np.cos(angles), np.sin(angles)], axis=1) * lengths[:, None]
    ends[:, 0] = np.clip(ends[:, 0], x_min - 1, x_max)
    ends[:, 1] = np.clip(ends[:, 1], y_min, y_max + 1)
    starts[:, 1] = np.clip(starts[:, 1], y_min, y_max)
    return starts.astype(float), ends.astype(float)


@pytest.mark.parametrize("lattice", [None, 0.5], ids=["random", "lattice"])
@pytest.mark.parametrize("transport", list(Transport))
def test_batch_single_and_exact_agree(
    sample_geometry: RouteGeometry, transport: Transport, lattice: float | None
) -> None:
    """judge_segments, is_segment_legal, judge_route and the exact path agree everywhere."""
    starts, ends = random_segments(sample_geometry.sheet, 600, seed=11, grid_step=lattice)
    batch = sample_geometry.judge_segments(starts, ends, transport)
    legal_count = 0
    for index in range(len(starts)):
        a = (float(starts[index, 0]), float(starts[index, 1]))
        b = (float(ends[index, 0]), float(ends[index, 1]))
        exact = sample_geometry.judge_route_exactly([a, b], transport).legal
        assert batch[index] == exact, (a, b)
        assert sample_geometry.is_segment_legal(a, b, transport) == exact, (a, b)
        assert sample_geometry.judge_route([a, b], transport).legal == exact, (a, b)
        legal_count += exact
    # Both verdicts occur plenty: the comparison is not between two constant answers.
    assert 50 < legal_count < 590


@pytest.mark.parametrize(
    ("tolerant_start", "tolerant_end"), [(False, True), (True, False), (False, False)]
)
@pytest.mark.parametrize("transport", [TRAIN, SHIP])
def test_batch_tolerance_flags_agree_with_the_exact_path(
    sample_geometry: RouteGeometry, transport: Transport, tolerant_start: bool, tolerant_end: bool
) -> None:
    """With the coast tolerance off at an end, batch and exact judgements still agree."""
    starts, ends = random_segments(sample_geometry.sheet, 400, seed=5)
    batch = sample_geometry.judge_segments(
        starts, ends, transport, tolerant_start=tolerant_start, tolerant_end=tolerant_end
    )
    for index in range(len(starts)):
        exact = sample_geometry.is_segment_legal_exactly(
            (float(starts[index][0]), float(starts[index][1])),
            (float(ends[index][0]), float(ends[index][1])),
            transport,
            tolerant_start=tolerant_start,
            tolerant_end=tolerant_end,
        )
        assert batch[index] == exact, (starts[index], ends[index])


def test_batch_tolerance_flags_change_the_verdict(sample_geometry: RouteGeometry) -> None:
    """A ship leaving a harbour 0.2 inland needs the tolerance at its start."""
    starts = np.array([[21.8, 10.0]])
    ends = np.array([[25.0, 10.0]])
    assert sample_geometry.judge_segments(starts, ends, SHIP)[0]
    assert not sample_geometry.judge_segments(starts, ends, SHIP, tolerant_start=False)[0]


def test_batch_handles_empty_and_out_of_map_input(sample_geometry: RouteGeometry) -> None:
    """No segments gives no verdicts; segments leaving the map are illegal."""
    assert sample_geometry.judge_segments(np.zeros((0, 2)), np.zeros((0, 2)), SHIP).shape == (0,)
    verdicts = sample_geometry.judge_segments(
        np.array([[58.0, 2.0], [23.0, 3.0]]), np.array([[61.0, 2.0], [37.0, 3.0]]), SHIP
    )
    assert verdicts.tolist() == [False, True]


def test_geometry_for_lives_and_dies_with_its_map(sample_sheet: SheetMap) -> None:
    """The cached geometry goes with its map object: no leak, no effect on equality."""
    import gc
    import weakref

    sheet = replace(sample_sheet)
    geometry_for(sheet).judge_route([(2, 15), (8, 15)], TRAIN)
    assert sheet == sample_sheet and hash(sheet) == hash(sample_sheet)
    alive = weakref.ref(sheet)
    del sheet
    gc.collect()
    assert alive() is None


def test_overlay_leftovers_without_area_are_dropped() -> None:
    """Land minus canals keeps only polygons: stray lines of an overlay have no coast."""
    import shapely

    from eighty_days.sheet.shapes import polygonal_part

    mixed = shapely.GeometryCollection(
        [shapely.box(0, 0, 1, 1), shapely.LineString([(2, 2), (3, 3)]), shapely.Point(5, 5)]
    )
    assert polygonal_part(mixed).equals(shapely.box(0, 0, 1, 1))
    assert polygonal_part(shapely.GeometryCollection([shapely.Point(1, 1)])).is_empty
