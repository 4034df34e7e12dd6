"""Extreme map polygons never crash, hang or flood the loaders, nor the peaks' layout that
drawing a map starts with (issue 45: "the fuzzing adds extreme map polygons").

Each example puts one extreme ring into the sample map (maps/sample-small.yaml, bounds x 0
to 60, y 0 to 30) as any kind of polygon (land, canal, mountains, an area's region, a
hole): rings far past the bounds, huge bands inside them, thousands of vertices, slivers,
degenerate and crossing rings, numbers too large or not numbers. The map loader either
refuses the map with its problems or gives a map whose polygons all lie inside its
bounds; the editor's lenient reader gives a map (or refuses it cleanly); the peaks of
either map are laid out within the map's budget of grid points, in well under two
seconds; memory stays far below 1 GB. ``-m slow``; ``--hypothesis-show-statistics``
prints how many inputs were tried and how many of each outcome.
"""

from __future__ import annotations

import contextlib
import math
import resource
import sys
import time
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from eighty_days.editor.lenient import sheet_from_data
from eighty_days.resources import DataError, maps_dir
from eighty_days.sheet.io import load_map_text
from eighty_days.sheet.model import SheetMap
from eighty_days.ui.art.mountain_peaks import MAX_CANDIDATES, BoundedCache, lay_out_peaks

MAP_TEXT = (maps_dir() / "sample-small.yaml").read_text(encoding="utf-8")
X_MAX, Y_MAX = 60.0, 30.0

#: Where the extreme ring goes: (the ring's text in the sample, or a hole after it).
PLACES = {
    "mountains": '"15 15 18 15 18 20 15 20"',
    "land": '"38 5 60 5 60 25 38 25"',
    "canal": '"10 5 11 5 11 25 10 25"',
    "area": '"0 0 24 0 24 30 0 30"',
    "island": '"27 12 29 12 29 14 27 14"',
}

#: Resident memory the loaders may add to the test process's own (bytes): far below 1 GB.
MEMORY_LIMIT = 1 << 30
#: The process's peak resident memory when the fuzzing started (``memory_growth``).
_peak_at_start: list[int] = []


def ring_text(points: list[tuple[float, float]]) -> str:
    """A ring as the map file writes it (numbers to 3 decimals where finite)."""
    return " ".join(f"{round(x, 3):g} {round(y, 3):g}" for x, y in points)


coordinate = st.floats(-1e6, 1e6, allow_nan=False)
inside_x = st.floats(0.0, X_MAX)
inside_y = st.floats(0.0, Y_MAX)


@st.composite
def extreme_ring(draw: st.DrawFn) -> tuple[str, str]:
    """An extreme ring's text and its kind."""
    kind = draw(
        st.sampled_from(
            [
                "far-outside",
                "huge-inside",
                "many-vertices",
                "sliver",
                "degenerate",
                "crossing",
                "bad-numbers",
            ]
        )
    )
    if kind == "far-outside":
        points = draw(st.lists(st.tuples(coordinate, coordinate), min_size=3, max_size=12))
    elif kind == "huge-inside":
        x0, x1 = sorted((draw(inside_x), draw(inside_x)))
        y0, y1 = sorted((draw(inside_y), draw(inside_y)))
        x0, y0 = min(x0, X_MAX - 1), min(y0, Y_MAX - 1)
        x1, y1 = max(x1, x0 + 1), max(y1, y0 + 1)
        points = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
    elif kind == "many-vertices":
        count = draw(st.integers(3, 20_000))
        reach = draw(st.sampled_from([0.4, 1.0, 1.5, 50.0]))  # 1.5 and 50: past the edges
        points = [
            (
                X_MAX / 2 + reach * X_MAX / 2 * math.cos(2 * math.pi * i / count),
                Y_MAX / 2 + reach * Y_MAX / 2 * math.sin(2 * math.pi * i / count),
            )
            for i in range(count)
        ]
    elif kind == "sliver":
        x0, y0, x1, y1 = draw(inside_x), draw(inside_y), draw(inside_x), draw(inside_y)
        width = draw(st.sampled_from([0.0, 0.001, 0.01, 0.3]))
        points = [(x0, y0), (x1, y1), (x1 + width, y1 + width), (x0 + width, y0)]
    elif kind == "degenerate":
        x, y = draw(inside_x), draw(inside_y)
        points = [(x, y)] * draw(st.integers(3, 50))
    elif kind == "crossing":
        points = [(10.0, 10.0), (50.0, 20.0), (50.0, 10.0), (10.0, 20.0)]
    else:
        numbers = draw(
            st.lists(
                st.sampled_from(["nan", "inf", "-inf", "1e400", "1000001", "1.23456", "x"]),
                min_size=1,
                max_size=3,
            )
        )
        return "15 15 18 15 " + " ".join(numbers) + " 15 20", kind
    return ring_text(points), kind


def peaks_of(sheet: SheetMap) -> tuple[int, float]:
    """Lay out the map's peaks as its sheet does (a cache of its own): the grid points
    tested and the seconds taken."""
    x_min, y_min, x_max, y_max = sheet.bounds
    bands = [
        [[(x, -y) for x, y in ring] for ring in (band.exterior, *band.holes)]
        for band in sheet.mountains
    ]
    started = time.perf_counter()
    layout = lay_out_peaks(
        bands, max(sheet.ruler_unit * 0.15, 0.4), (x_min, -y_max, x_max, -y_min), BoundedCache(8)
    )
    return layout.candidates, time.perf_counter() - started


def resident_bytes() -> int:
    """The most memory this process has held (bytes): since the last ``reset_peak`` where
    the system can reset it (Linux: ``VmHWM``), else since the process started."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak if sys.platform == "darwin" else peak * 1024


def reset_peak() -> None:
    """Start the process's peak resident memory afresh from what it holds now, where the
    system allows it (Linux's ``clear_refs``)."""
    with contextlib.suppress(OSError):
        Path("/proc/self/clear_refs").write_text("5")


def memory_growth() -> int:
    """How far the process's peak resident memory has grown since the fuzzing started: the
    slow tests run before it in one process (the race's long games) leave their own peak,
    which is not the loaders'."""
    if not _peak_at_start:
        reset_peak()
        _peak_at_start.append(resident_bytes())
    return resident_bytes() - _peak_at_start[0]


@pytest.mark.slow
@settings(
    max_examples=1500,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(
    ring=extreme_ring(),
    # the mountains half the time: their peaks are what drawing a map lays out
    place=st.one_of(st.just("mountains"), st.sampled_from(sorted(PLACES))),
    as_hole=st.booleans(),
)
def test_extreme_polygons_never_crash_hang_or_flood_the_loaders(
    ring: tuple[str, str], place: str, as_hole: bool
) -> None:
    """Every kind of polygon, every kind of extreme ring: a clean refusal naming its place
    or a map inside its bounds; peaks within budget, quickly; memory far below 1 GB."""
    memory_growth()  # (the first example takes the process's peak as it starts)
    text_ring, kind = ring
    old = PLACES[place]
    new = f'{old}\n    holes: ["{text_ring}"]' if as_hole else f'"{text_ring}"'
    assert MAP_TEXT.count(old) == 1
    text = MAP_TEXT.replace(old, new)
    started = time.perf_counter()
    sheet: SheetMap | None = None
    try:
        sheet = load_map_text(text, "extreme.yaml")
    except DataError as error:
        assert error.problems and all(str(problem) for problem in error.problems)
        event(f"{kind}: refused")
    else:
        event(f"{kind}: accepted")
        for polygon in (
            *sheet.land,
            *sheet.canals,
            *sheet.mountains,
            *(part for area in sheet.areas for part in area.region),
        ):
            for x, y in (point for r in (polygon.exterior, *polygon.holes) for point in r):
                assert 0 <= x <= X_MAX and 0 <= y <= Y_MAX
    assert time.perf_counter() - started < 10.0  # the validator: no hang
    if sheet is not None:
        candidates, seconds = peaks_of(sheet)
        assert candidates <= MAX_CANDIDATES and seconds < 2.0
    try:
        lenient, _ = sheet_from_data(yaml.safe_load(text))
    except DataError:
        event("lenient reader: refused")
    else:  # the editor shows what it can: polygons past the bounds included
        candidates, seconds = peaks_of(lenient)
        assert candidates <= MAX_CANDIDATES and seconds < 2.0
    assert memory_growth() < MEMORY_LIMIT
