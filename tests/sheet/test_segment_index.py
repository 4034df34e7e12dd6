"""The accelerator (``SegmentIndex``) agrees with the judge (``SegmentJudge``) wherever it
answers: on random segments of the world map, the sample map, the campaign-sized maps of
tests/gui/extreme_maps.py and the fuzz maps of test_fuzz_maps.py (the sample map with one
extreme ring put in), including segments across straits, along coasts, through
mountains and from land within a port's tolerance (R2024-10).

The index answers "certainly legal", "certainly illegal" or "ask the judge" (None); a
certain answer must be the judge's. So must the answers of ``is_segment_legal`` and of a
batch (``judge_segments``), which ask the judge where the index is unsure. Hypothesis
draws the segments, derandomized (the same examples every run).
"""

from __future__ import annotations

import importlib.util
import math
import sys
from pathlib import Path
from types import ModuleType

import numpy as np
import pytest
import shapely
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from eighty_days.resources import DataError, default_world_map_path, maps_dir
from eighty_days.sheet.geometry import RouteGeometry
from eighty_days.sheet.io import load_map, load_map_text
from eighty_days.sheet.model import Point, SheetMap, Transport
from eighty_days.sheet.segment_batches import judge_batch

TESTS = Path(__file__).resolve().parents[1]

#: Derandomized: the same examples on every run (a failure is reproducible).
SEEDED = settings(
    derandomize=True,
    deadline=None,
    max_examples=150,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def load_test_module(path: Path) -> ModuleType:
    """Another test file's module (the tests are no package: loaded by its path)."""
    name = f"_segment_index_{path.stem}"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


#: The map makers of the other tests (loaded here: Hypothesis refuses to define their
#: tests inside a running one).
FUZZ = load_test_module(TESTS / "sheet" / "test_fuzz_maps.py")
EXTREME = load_test_module(TESTS / "gui" / "extreme_maps.py")


class Places:
    """Where the interesting segments of a map are: its places, the vertices of its
    coasts and mountains, and the pairs of places whose tolerance discs meet."""

    def __init__(self, geometry: RouteGeometry) -> None:
        self.geometry = geometry
        sheet = geometry.sheet
        self.bounds = sheet.bounds
        self.unit = sheet.ruler_unit
        self.locations = [(loc.point, loc.snap_radius) for loc in sheet.locations]
        self.coast = _vertices(geometry.land)
        self.mountains = _vertices(geometry.mountains)
        self.meeting = [
            (a.point, b.point)
            for index, a in enumerate(sheet.locations)
            for b in sheet.locations[index + 1 :]
            if 0.0
            < math.dist(a.point, b.point)
            <= 1.5 * (geometry.end_tolerance(a.point) + geometry.end_tolerance(b.point))
        ]


def _vertices(geometry: object) -> list[Point]:
    """The boundary vertices of a polygonal geometry (at most 5000, spread evenly)."""
    coords = shapely.get_coordinates(shapely.boundary(geometry))
    step = max(1, len(coords) // 5000)
    return [(float(x), float(y)) for x, y in coords[::step]]


def _clamp(value: float, low: float, high: float) -> float:
    return min(max(value, low), high)


@st.composite
def segments(draw: st.DrawFn, places: Places) -> tuple[Point, Point, str]:
    """A segment inside the map, of one of the kinds that stress the index, and its kind."""
    x_min, y_min, x_max, y_max = places.bounds
    kinds = ["anywhere", "lattice"]
    if places.locations:
        kinds.append("port")
    if places.coast:
        kinds += ["along coast", "through coast vertex"]
    if places.mountains:
        kinds.append("through mountains")
    if places.meeting:
        kinds.append("strait")
    kind = draw(st.sampled_from(kinds))
    angle = draw(st.floats(0.0, 2 * math.pi))
    length = draw(st.floats(0.0, 4.0)) * places.unit
    heading = (math.cos(angle), math.sin(angle))
    if kind == "anywhere":
        start = (draw(st.floats(x_min, x_max)), draw(st.floats(y_min, y_max)))
    elif kind == "lattice":
        step = places.unit / 4
        start = (
            x_min + step * draw(st.integers(0, int((x_max - x_min) / step))),
            y_min + step * draw(st.integers(0, int((y_max - y_min) / step))),
        )
        heading = (draw(st.integers(-4, 4)) * step, draw(st.integers(-4, 4)) * step)
        length = 1.0
    elif kind == "port":
        # from land (or water) within a place's tolerance, to anywhere or another place
        point, radius = draw(st.sampled_from(places.locations))
        offset = draw(st.floats(0.0, 1.0)) * radius
        turn = draw(st.floats(0.0, 2 * math.pi))
        start = (point[0] + offset * math.cos(turn), point[1] + offset * math.sin(turn))
        if draw(st.booleans()):
            other, _ = draw(st.sampled_from(places.locations))
            heading, length = (other[0] - start[0], other[1] - start[1]), 1.0
    elif kind == "strait":
        start, other = draw(st.sampled_from(places.meeting))
        if draw(st.booleans()):
            start, other = other, start
        heading, length = (other[0] - start[0], other[1] - start[1]), 1.0
    else:
        pool = places.mountains if kind == "through mountains" else places.coast
        index = draw(st.integers(0, len(pool) - 1))
        vertex = pool[index]
        if kind == "along coast":
            # from a vertex of the coast to the next one, or on past it
            following = pool[(index + 1) % len(pool)]
            start = vertex
            stretch = draw(st.sampled_from([1.0, 1.0, 0.5, 3.0]))
            heading = (following[0] - vertex[0], following[1] - vertex[1])
            length = stretch
        else:
            # through the vertex: from one side of it to the other
            before = draw(st.floats(0.0, 1.0))
            start = (
                vertex[0] - heading[0] * length * before,
                vertex[1] - heading[1] * length * before,
            )
    end = (start[0] + heading[0] * length, start[1] + heading[1] * length)
    start = (_clamp(start[0], x_min, x_max), _clamp(start[1], y_min, y_max))
    end = (_clamp(end[0], x_min, x_max), _clamp(end[1], y_min, y_max))
    return start, end, kind


def check_agreement(
    geometry: RouteGeometry,
    start: Point,
    end: Point,
    transport: Transport,
    tolerant_start: bool,
    tolerant_end: bool,
) -> None:
    """The index's certain answers (one segment, and as a batch of one) and the answers
    of ``is_segment_legal`` and ``judge_segments`` are the judge's."""
    judged = geometry.is_segment_legal_exactly(
        start, end, transport, tolerant_start=tolerant_start, tolerant_end=tolerant_end
    )
    event(f"{transport.value}: {'legal' if judged else 'illegal'}")
    flags = {"tolerant_start": tolerant_start, "tolerant_end": tolerant_end}
    certain = geometry.index.verdict(start, end, transport, tolerant_start, tolerant_end)
    event("index certain" if certain is not None else "index asks the judge")
    assert certain is None or certain == judged, ("index", start, end, transport, flags)
    assert geometry.is_segment_legal(start, end, transport, **flags) == judged, (start, end)
    starts, ends = np.array([start]), np.array([end])
    zero = np.zeros(1)
    low = geometry.end_tolerances(starts) if tolerant_start else zero
    high = geometry.end_tolerances(ends) if tolerant_end else zero
    legal, unsure = judge_batch(geometry.index, starts, ends, transport, low, high)
    assert unsure[0] or bool(legal[0]) == judged, ("batch index", start, end, transport, flags)
    batch = geometry.judge_segments(starts, ends, transport, **flags)
    assert bool(batch[0]) == judged, ("batch", start, end, transport, flags)


transports = st.sampled_from(list(Transport))


def check_drawn_segments(data: st.DataObject, places: Places, count: int) -> None:
    """``check_agreement`` on ``count`` segments drawn on ``places``' map."""
    for _ in range(count):
        start, end, kind = data.draw(segments(places), label="segment")
        event(kind)
        transport = data.draw(transports, label="transport")
        flags = data.draw(st.tuples(st.booleans(), st.booleans()), label="tolerant ends")
        check_agreement(places.geometry, start, end, transport, *flags)


@pytest.fixture(scope="module")
def world() -> RouteGeometry:
    """The default world map's geometry (its own object)."""
    return RouteGeometry(load_map(default_world_map_path()))


@pytest.fixture(scope="module")
def world_places(world: RouteGeometry) -> Places:
    """Where the interesting segments of the world map are."""
    return Places(world)


@pytest.fixture(scope="module")
def other_maps() -> list[Places]:
    """The sample map and tests/gui/extreme_maps.py's maps: the sample four times larger,
    and under a mountain band over nearly all of it."""
    sheets: list[SheetMap] = [
        load_map(maps_dir() / "sample-small.yaml"),
        EXTREME.LARGE,
        EXTREME.band_over_it_all(),
    ]
    return [Places(RouteGeometry(sheet)) for sheet in sheets]


@settings(SEEDED, max_examples=1000)
@given(data=st.data())
def test_the_index_agrees_with_the_judge_on_the_world_map(
    world_places: Places, data: st.DataObject
) -> None:
    """R2024-10: on the world map (straits, coasts, the Himalaya, ports) every certain
    answer of the index, and every answer of the single and batch checks, is the judge's."""
    check_drawn_segments(data, world_places, 1)


@settings(SEEDED, max_examples=600)
@given(data=st.data())
def test_the_index_agrees_with_the_judge_on_the_sample_and_campaign_maps(
    other_maps: list[Places], data: st.DataObject
) -> None:
    """R2024-10: the same on the small sample map (its canal, island and mountains) and
    on the campaign-sized maps (one of them nearly all mountains)."""
    places = data.draw(st.sampled_from(other_maps), label="map")
    check_drawn_segments(data, places, 1)


@settings(SEEDED, max_examples=300)
@given(data=st.data())
def test_the_index_agrees_with_the_judge_on_fuzz_maps(data: st.DataObject) -> None:
    """R2024-10: the same on the fuzz maps of test_fuzz_maps.py: the sample map with one
    extreme ring (huge, slivers, thousands of vertices...) as land, canal, mountains or a
    hole, where the loader accepts it."""
    text_ring, kind = data.draw(FUZZ.extreme_ring(), label="ring")
    place = data.draw(st.sampled_from(["land", "canal", "mountains", "island"]), label="place")
    as_hole = data.draw(st.booleans(), label="as hole")
    old = FUZZ.PLACES[place]
    new = f'{old}\n    holes: ["{text_ring}"]' if as_hole else f'"{text_ring}"'
    try:
        sheet = load_map_text(FUZZ.MAP_TEXT.replace(old, new), "fuzz.yaml")
    except DataError:
        event("map refused")
        return
    event(f"map of a {kind} ring accepted")
    check_drawn_segments(data, Places(RouteGeometry(sheet)), 8)


def test_the_index_answers_most_segments_itself(world: RouteGeometry) -> None:
    """The comparisons above are not empty: the index is certain of most random
    segments of the world map (else it would only ever ask the judge)."""
    rng = np.random.default_rng(4)
    x_min, y_min, x_max, y_max = world.sheet.bounds
    certain = 0
    for _ in range(300):
        start = (float(rng.uniform(x_min, x_max)), float(rng.uniform(y_min, y_max)))
        angle = rng.uniform(0, 2 * math.pi)
        length = rng.uniform(0.5, 3) * world.sheet.ruler_unit
        end = (
            min(max(start[0] + length * math.cos(angle), x_min), x_max),
            min(max(start[1] + length * math.sin(angle), y_min), y_max),
        )
        transport = list(Transport)[int(rng.integers(0, 3))]
        certain += world.index.verdict(start, end, transport) is not None
    assert certain > 270


def test_a_batch_finds_a_route_of_one_point_legal_in_the_mountains() -> None:
    """A route of one point is legal, even in the mountains (R2024-10: only a segment can
    touch them): the batch says so too, as the judge and the single check do. (The batch
    used to judge a zero-length segment's point against the mountains.)"""
    geometry = RouteGeometry(EXTREME.band_over_it_all())
    point = (8.0, 60.0)  # under the band
    assert geometry.judge_route([point, point], Transport.TRAIN).legal
    assert geometry.is_segment_legal(point, point, Transport.BALLOON)
    for transport in Transport:
        verdicts = geometry.judge_segments(np.array([point]), np.array([point]), transport)
        assert verdicts.tolist() == [True], transport


def test_a_segment_too_short_for_the_cells_goes_to_the_judge(world: RouteGeometry) -> None:
    """A segment a few hundred times shorter than any float step of the grid (4e-323
    long) is judged as the judge has it, never a ZeroDivisionError (its length in cells
    underflowed to 0 in the index's strides). Found by the property tests above."""
    start, end = (0.0, 0.0), (4e-323, 0.0)
    for transport in Transport:
        exact = world.judge_route_exactly([start, end], transport).legal
        assert world.judge_route([start, end], transport).legal == exact, transport
        for flags in ((True, True), (False, False)):
            assert world.is_segment_legal(
                start, end, transport, tolerant_start=flags[0], tolerant_end=flags[1]
            ) == world.is_segment_legal_exactly(
                start, end, transport, tolerant_start=flags[0], tolerant_end=flags[1]
            )
