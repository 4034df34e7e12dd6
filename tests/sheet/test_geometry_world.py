"""The fast path agrees with the exact judgement on the default world map too."""

from __future__ import annotations

import math
import re
from pathlib import Path

import numpy as np
import pytest

from eighty_days.resources import default_world_map_path, maps_dir
from eighty_days.sheet.geometry import RouteGeometry
from eighty_days.sheet.io import load_map
from eighty_days.sheet.model import Transport


@pytest.fixture(scope="module")
def world() -> RouteGeometry:
    """The default map's geometry."""
    return RouteGeometry(load_map(default_world_map_path()))


@pytest.mark.parametrize("transport", list(Transport))
def test_fan_from_suez_matches_the_exact_path(world: RouteGeometry, transport: Transport) -> None:
    """A fan of candidate segments from Suez (as the opponents judge them) agrees with
    shapely's exact judgement, segment by segment."""
    suez = world.sheet.location("suez")
    angles = np.linspace(0, 2 * math.pi, 60, endpoint=False)
    lengths = np.arange(1, 11) * world.sheet.ruler_unit
    directions = np.stack([np.cos(angles), np.sin(angles)], axis=1)
    ends = np.array([suez.x, suez.y]) + (directions[:, None] * lengths[None, :, None]).reshape(
        -1, 2
    )
    starts = np.repeat([[suez.x, suez.y]], len(ends), axis=0)
    batch = world.judge_segments(starts, ends, transport)
    exact = [
        world.judge_route_exactly([tuple(starts[i]), tuple(ends[i])], transport).legal
        for i in range(len(ends))
    ]
    assert batch.tolist() == exact


@pytest.mark.parametrize("transport", list(Transport))
def test_random_segments_match_the_exact_path(world: RouteGeometry, transport: Transport) -> None:
    """Random segments from the map's locations: batch, single and exact agree."""
    rng = np.random.default_rng(3)
    locations = world.sheet.locations
    picks = rng.integers(0, len(locations), 150)
    starts = np.array([[locations[i].x, locations[i].y] for i in picks])
    angles = rng.uniform(0, 2 * math.pi, len(starts))
    lengths = rng.uniform(0.2, 4, len(starts)) * world.sheet.ruler_unit
    ends = starts + np.stack([np.cos(angles), np.sin(angles)], axis=1) * lengths[:, None]
    batch = world.judge_segments(starts, ends, transport)
    for index in range(len(starts)):
        a = (float(starts[index, 0]), float(starts[index, 1]))
        b = (float(ends[index, 0]), float(ends[index, 1]))
        exact = world.judge_route_exactly([a, b], transport).legal
        assert batch[index] == exact, (a, b)
        assert world.is_segment_legal(a, b, transport) == exact, (a, b)


def test_the_documented_example_is_the_sample_map() -> None:
    """docs/map-format.md shows maps/sample-small.yaml verbatim (the two stay in step)."""
    doc = Path(__file__).resolve().parents[2] / "docs" / "map-format.md"
    blocks = re.findall(r"```yaml\n(.*?)```", doc.read_text(encoding="utf-8"), re.S)
    sample = (maps_dir() / "sample-small.yaml").read_text(encoding="utf-8")
    assert blocks[-1] == sample


def test_local_intersection_equals_the_whole_one(world: RouteGeometry) -> None:
    """The exact path's shortcut (nearby land parts clipped to the route's box) finds the
    same stretches on land as intersecting the whole land, for random polylines."""
    from shapely.geometry import LineString

    from eighty_days.sheet.segments import intervals_inside

    rng = np.random.default_rng(8)
    x_min, y_min, x_max, y_max = world.sheet.bounds
    compared = 0
    for _ in range(150):
        start = rng.uniform((x_min, y_min), (x_max, y_max))
        turn = rng.uniform(-8, 8, 2)
        heading = rng.uniform(-30, 30, 2)
        line = LineString([start, start + heading, start + heading + turn])
        for obstacle in (world.land, world.ship_obstacles):
            local = world.judge.intervals_on(line, obstacle)
            whole = intervals_inside(line, obstacle)
            assert len(local) == len(whole)
            assert np.allclose(local, whole, atol=1e-9) if whole else not local
            compared += len(whole)
    assert compared > 50  # the lines do meet land


@pytest.mark.slow
@pytest.mark.parametrize("transport", list(Transport))
def test_many_random_segments_match_the_exact_path(
    world: RouteGeometry, transport: Transport
) -> None:
    """Thousands of random segments anywhere on the world map: batch == exact."""
    rng = np.random.default_rng(12)
    x_min, y_min, x_max, y_max = world.sheet.bounds
    starts = rng.uniform((x_min, y_min), (x_max, y_max), (3000, 2))
    angles = rng.uniform(0, 2 * math.pi, len(starts))
    lengths = rng.uniform(0, 10, len(starts)) * world.sheet.ruler_unit
    ends = starts + np.stack([np.cos(angles), np.sin(angles)], axis=1) * lengths[:, None]
    inside = (
        (ends[:, 0] >= x_min)
        & (ends[:, 0] <= x_max)
        & (ends[:, 1] >= y_min)
        & (ends[:, 1] <= y_max)
    )
    starts, ends = starts[inside], ends[inside]
    batch = world.judge_segments(starts, ends, transport)
    exact = [
        world.judge_route_exactly([tuple(starts[i]), tuple(ends[i])], transport).legal
        for i in range(len(starts))
    ]
    assert batch.tolist() == exact


@pytest.mark.parametrize("transport", list(Transport))
def test_a_cells_clearance_promises_good_cells_all_around(
    world: RouteGeometry, transport: Transport
) -> None:
    """Clearance k at a cell: every cell within k cells of it is good for the transport
    (the single check strides along segments by it), and k is the largest such."""
    grid = world.index
    stride = grid.nx + 1
    tables = {
        Transport.TRAIN: grid.train_tables,
        Transport.SHIP: grid.ship_tables,
        Transport.BALLOON: grid.balloon_tables,
    }[transport]
    good_bytes, clearance = tables[1][0][0], tables[2]
    good = np.frombuffer(good_bytes, dtype=np.uint8).reshape(-1, stride)[: grid.ny, : grid.nx]
    clear = np.frombuffer(clearance, dtype=np.uint8).reshape(-1, stride)[: grid.ny, : grid.nx]
    rng = np.random.default_rng(5)
    rows = rng.integers(0, grid.ny, 400)
    columns = rng.integers(0, grid.nx, 400)
    checked = 0
    for row, column in zip(rows.tolist(), columns.tolist(), strict=True):
        k = int(clear[row, column])
        if k == 0 and not good[row, column]:
            continue  # a bad cell promises nothing
        around = good[max(0, row - k) : row + k + 1, max(0, column - k) : column + k + 1]
        assert around.all(), (row, column, k)
        wider = good[max(0, row - k - 1) : row + k + 2, max(0, column - k - 1) : column + k + 2]
        # the largest: one more ring of cells holds a bad one (unless capped, or only
        # the map's edge lies beyond)
        if k < 64 and wider.shape == (2 * k + 3, 2 * k + 3):
            assert not wider.all(), (row, column, k)
            checked += 1
    assert checked > 20


@pytest.mark.parametrize("transport", list(Transport))
def test_single_checks_anywhere_match_the_exact_path(
    world: RouteGeometry, transport: Transport
) -> None:
    """Random segments of 1–3 ruler units anywhere on the world map: the single check
    (with its strides by clearance) agrees with the exact path."""
    rng = np.random.default_rng(21)
    x_min, y_min, x_max, y_max = world.sheet.bounds
    starts = rng.uniform((x_min, y_min), (x_max, y_max), (500, 2))
    angles = rng.uniform(0, 2 * math.pi, len(starts))
    lengths = rng.uniform(1, 3, len(starts)) * world.sheet.ruler_unit
    ends = starts + np.stack([np.cos(angles), np.sin(angles)], axis=1) * lengths[:, None]
    legal = 0
    for index in range(len(starts)):
        a = (float(starts[index, 0]), float(starts[index, 1]))
        b = (float(ends[index, 0]), float(ends[index, 1]))
        exact = world.judge_route_exactly([a, b], transport).legal
        assert world.is_segment_legal(a, b, transport) == exact, (a, b)
        legal += exact
    assert 20 < legal < 480
