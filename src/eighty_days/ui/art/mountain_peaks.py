"""Where the little drawn peaks go inside the mountain bands, in time linear in the band.

Each band is scanned on a fine grid (rows a third of a peak apart, from its top-left
corner); a grid point takes a peak when the peak's foot, its two base corners and its apex
lie inside the band and no peak already placed is within 0.85 of a peak's width across and
0.7 down. Those distances are two grid steps, so "clear of the others" looks at the
placed peaks of the row and of the two rows above only, never at all of them: a grid, not
an all-pairs test. Inside is found by scanlines (the band's edges crossing each row), so a
band costs its edges plus the grid points inside it, and the band is clipped to the map's
bounds first. A map's grid points are capped (``MAX_CANDIDATES``): past that the peaks are
drawn larger, not slower.

Pure Python (the program's start imports neither numpy nor shapely). Layouts are kept in a
small bounded cache keyed by the band's geometry (a digest of its coordinates), its peak
size and the clip, so a scene built again for an unchanged band (each edit in the editor)
does not lay it out again.
"""

from __future__ import annotations

import hashlib
import math
from array import array
from bisect import bisect_right
from collections import OrderedDict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import TypeVar

#: A ring as scanned: (x, y) points in scene coordinates (y grows downwards, south).
SceneRing = Sequence[tuple[float, float]]

#: The grid step, as a fraction of a peak's width.
STEP = 0.3
#: A peak's extent from its grid point (fractions of its width): base corners across and
#: down, apex up; the same points the drawing in ``sheet_art.mountain_peak`` rests on.
BASE_ACROSS, BASE_DOWN, APEX_UP = 0.45, 0.3, 0.4
#: The first grid point's offset from the band's top-left corner (fractions of the width).
FIRST_ACROSS, FIRST_DOWN = 0.5, 0.4
#: Two peaks are clear of each other when this far apart across or down (fractions of the
#: width): on the grid, three steps across or down.
CLEAR_ACROSS, CLEAR_DOWN = 0.85, 0.7
#: Grid steps within which a placed peak blocks another (rows and columns).
BLOCKING_STEPS = 2

#: At most this many grid points are tested on one map (all its bands together).
MAX_CANDIDATES = 40_000
#: At most this many edge-row crossings are worked out on one map.
MAX_CROSSINGS = 200_000

#: How much the peak size grows, at least, each time the map's grid is over budget, and
#: how many times it may grow (each growth follows the overshoot: one or two suffice).
_LEAST_GROWTH, _MAX_TRIES = 1.05, 60

#: The (row offset, in peak widths) of the three scanlines each grid row needs: the peak's
#: foot, its base and its apex.
_SCANLINES = (0.0, BASE_DOWN, -APEX_UP)

_Value = TypeVar("_Value")


@dataclass(frozen=True, slots=True)
class PeakLayout:
    """The peaks of one band: their grid points (scene coordinates) and what they cost.

    ``candidates`` counts the grid points tested (those whose foot lies inside the band),
    ``crossings`` the band's edges met by a scanline, ``clearance_tests`` the lookups that
    kept peaks apart: together, the work done, which grows linearly with the band.
    """

    size: float
    centres: tuple[tuple[float, float], ...]
    candidates: int
    crossings: int
    clearance_tests: int


@dataclass(frozen=True, slots=True)
class MountainPeaks:
    """The peaks of every band of a map, the size they are drawn at, and the work done."""

    size: float
    centres: tuple[tuple[float, float], ...]
    candidates: int
    crossings: int
    clearance_tests: int


class BoundedCache:
    """A small least-recently-used cache of values keyed by printable values (digests,
    numbers): at most ``capacity`` entries; ``hits`` and ``misses`` say how it served."""

    def __init__(self, capacity: int) -> None:
        self.capacity = capacity
        self._entries: OrderedDict[tuple[object, ...], object] = OrderedDict()
        self.hits = 0
        self.misses = 0

    def get_or_make(self, key: tuple[object, ...], make: Callable[[], _Value]) -> _Value:
        """The value kept under ``key``, or ``make()`` kept there (the oldest entry goes
        when the cache is full)."""
        if key in self._entries:
            self._entries.move_to_end(key)
            self.hits += 1
            return self._entries[key]  # type: ignore[return-value]
        self.misses += 1
        value = make()
        self._entries[key] = value
        if len(self._entries) > self.capacity:
            self._entries.popitem(last=False)
        return value

    def clear(self) -> None:
        """Forget every entry (and the counts)."""
        self._entries.clear()
        self.hits = self.misses = 0

    def __len__(self) -> int:
        """The number of entries kept."""
        return len(self._entries)


#: The program's one cache of peak layouts and band extents.
PEAK_LAYOUTS = BoundedCache(capacity=256)


def band_digest(rings: Iterable[SceneRing]) -> str:
    """A digest of a band's coordinates (its rings in order): equal bands, equal digests."""
    digest = hashlib.sha256()
    for ring in rings:
        digest.update(array("d", [value for point in ring for value in point]).tobytes())
        digest.update(b"|")
    return digest.hexdigest()


@dataclass(frozen=True, slots=True)
class _Grid:
    """The grid of one band at one peak size, clipped to the map."""

    size: float
    left: float
    top: float
    rows: int
    columns: int

    @property
    def step(self) -> float:
        return self.size * STEP

    def row_y(self, row: int, offset: float) -> float:
        return self.top + self.size * FIRST_DOWN + row * self.step + offset * self.size

    def column_x(self, column: int) -> float:
        return self.left + self.size * FIRST_ACROSS + column * self.step


def _grid(
    rings: Sequence[SceneRing], size: float, clip: tuple[float, float, float, float]
) -> _Grid | None:
    """The band's grid: its bounding box within ``clip`` (left, top, right, bottom); none
    for a band with nothing to draw (no outer ring of 3 points, a number not finite, no
    room for a peak)."""
    if not rings or len(rings[0]) < 3:
        return None
    outer = rings[0]
    if not all(math.isfinite(value) for ring in rings for point in ring for value in point):
        return None
    left = max(min(x for x, _ in outer), clip[0])
    top = max(min(y for _, y in outer), clip[1])
    right = min(max(x for x, _ in outer), clip[2])
    bottom = min(max(y for _, y in outer), clip[3])
    step = size * STEP
    rows = math.ceil((bottom - top - size * FIRST_DOWN) / step)
    columns = math.ceil((right - left - size * FIRST_ACROSS) / step)
    if rows <= 0 or columns <= 0:
        return None
    return _Grid(size, left, top, rows, columns)


def _edges(rings: Sequence[SceneRing]) -> list[tuple[float, float, float, float]]:
    """Every edge of the rings that is not level: (x1, y1, x2, y2)."""
    edges = []
    for ring in rings:
        for index, (x1, y1) in enumerate(ring):
            x2, y2 = ring[index - 1]
            if y1 != y2:
                edges.append((x1, y1, x2, y2))
    return edges


def _crossing_estimate(edges: Sequence[tuple[float, float, float, float]], grid: _Grid) -> int:
    """An upper bound of the edge-row crossings of the three scanline families (beyond
    one per edge: the edges are looked at once each in any case)."""
    rows_spanned = 0
    for _, y1, _, y2 in edges:
        rows_spanned += min(math.ceil(abs(y2 - y1) / grid.step), grid.rows)
    return rows_spanned * len(_SCANLINES)


def _scanline_crossings(
    edges: Sequence[tuple[float, float, float, float]], grid: _Grid, offset: float
) -> dict[int, list[float]]:
    """For each grid row, the sorted x where the band's edges cross its scanline (the row
    moved down by ``offset`` peak widths); rows no edge crosses are left out."""
    crossings: dict[int, list[float]] = {}
    first = grid.row_y(0, offset)
    step = grid.step
    for x1, y1, x2, y2 in edges:
        low, high = (y1, y2) if y1 < y2 else (y2, y1)
        start = max(0, math.ceil((low - first) / step) - 1)
        stop = min(grid.rows - 1, math.ceil((high - first) / step))
        slope = (x2 - x1) / (y2 - y1)
        for row in range(start, stop + 1):
            y = grid.row_y(row, offset)  # (as the row's peak is placed, to the last bit)
            if low <= y < high:  # each vertex counted once (half-open edges)
                crossings.setdefault(row, []).append(x1 + (y - y1) * slope)
    for xs in crossings.values():
        xs.sort()
    return crossings


def _foot_ranges(xs: list[float], grid: _Grid) -> Iterable[range]:
    """The grid columns of a row between each two crossings (a column either side more,
    for the rounding: each is tested exactly afterwards)."""
    start_x = grid.column_x(0)
    step = grid.step
    for index in range(0, len(xs) - 1, 2):
        first = max(0, math.ceil((xs[index] - start_x) / step) - 1)
        last = min(grid.columns - 1, math.floor((xs[index + 1] - start_x) / step) + 1)
        yield range(first, last + 1)


def _candidate_count(feet: dict[int, list[float]], grid: _Grid) -> int:
    """How many grid points laying out the band will test, without listing them."""
    return sum(len(columns) for xs in feet.values() for columns in _foot_ranges(xs, grid))


def _blocked_runs(row: int, placed_rows: dict[int, list[int]]) -> list[tuple[int, int]]:
    """The columns of ``row`` that the peaks placed in the ``BLOCKING_STEPS`` rows above
    block (within ``BLOCKING_STEPS`` columns of one), as sorted runs (first, last)."""
    near: list[int] = []
    for above in range(row - BLOCKING_STEPS, row):
        near += placed_rows.get(above, ())
    near.sort()
    runs: list[tuple[int, int]] = []
    first = last = 0
    for column in near:
        if runs and column - BLOCKING_STEPS <= last + 1:
            if column + BLOCKING_STEPS > last:
                last = column + BLOCKING_STEPS
                runs[-1] = (first, last)
        else:
            first, last = column - BLOCKING_STEPS, column + BLOCKING_STEPS
            runs.append((first, last))
    return runs


def lay_out_band(
    rings: Sequence[SceneRing], size: float, clip: tuple[float, float, float, float]
) -> PeakLayout:
    """The peaks of one band (outer ring first, then its holes; scene coordinates) at
    width ``size``, within ``clip`` (left, top, right, bottom): the grid points, scanned
    row by row from the top-left, where a whole peak fits clear of the peaks before it."""
    grid = _grid(rings, size, clip)
    if grid is None:
        return PeakLayout(size, (), 0, 0, 0)
    edges = _edges(rings)
    feet, bases, apexes = (_scanline_crossings(edges, grid, offset) for offset in _SCANLINES)
    crossings = sum(len(xs) for family in (feet, bases, apexes) for xs in family.values())
    across = BASE_ACROSS * size
    first_x, step = grid.left + size * FIRST_ACROSS, grid.step  # (as ``column_x``)
    placed_rows: dict[int, list[int]] = {}
    centres: list[tuple[float, float]] = []
    candidates = clearance_tests = 0
    for row in sorted(feet):
        foot, base, apex = feet[row], bases.get(row), apexes.get(row)
        feet_count = len(foot)
        # the columns the peaks of the rows just above block, as runs (first, last)
        blocked = _blocked_runs(row, placed_rows)
        clearance_tests += sum(last - first + 1 for first, last in blocked)
        y = grid.row_y(row, 0.0)
        placed: list[int] = []
        last_placed = -BLOCKING_STEPS - 1
        run = 0
        for columns in _foot_ranges(foot, grid):
            candidates += len(columns)
            clearance_tests += len(columns)
            column, stop = columns.start, columns.stop
            while column < stop:
                if column - last_placed <= BLOCKING_STEPS:
                    column = last_placed + BLOCKING_STEPS + 1  # (too near the last placed)
                    continue
                while run < len(blocked) and blocked[run][1] < column:
                    run += 1
                if run < len(blocked) and blocked[run][0] <= column:
                    column = blocked[run][1] + 1  # (blocked from above)
                    continue
                x = first_x + column * step
                # inside the band at the foot, both base corners and the apex: an odd
                # number of crossings to the right (even-odd; a point on an edge counts
                # as on that edge's left); written out, as this loop is the hot one
                if (
                    (feet_count - bisect_right(foot, x)) % 2
                    and base is not None
                    and (len(base) - bisect_right(base, x - across)) % 2
                    and (len(base) - bisect_right(base, x + across)) % 2
                    and apex is not None
                    and (len(apex) - bisect_right(apex, x)) % 2
                ):
                    placed.append(column)
                    centres.append((x, y))
                    last_placed = column
                column += 1
            run = 0  # (a foot range may start left of the last one's end)
        if placed:
            placed_rows[row] = placed
    return PeakLayout(size, tuple(centres), candidates, crossings, clearance_tests)


def lay_out_peaks(
    bands: Sequence[Sequence[SceneRing]],
    size: float,
    clip: tuple[float, float, float, float],
    cache: BoundedCache = PEAK_LAYOUTS,
) -> MountainPeaks:
    """The peaks of every band of a map at width ``size`` (larger if the map's grid points
    would pass ``MAX_CANDIDATES``), each band clipped to ``clip`` and laid out once per
    geometry (``cache``); a peak too close to one of an earlier band is left out."""
    digests = [band_digest(rings) for rings in bands]
    size = _affordable_size(bands, digests, size, clip, cache)
    layouts = [
        cache.get_or_make(("layout", digest, size, clip), partial(lay_out_band, rings, size, clip))
        for rings, digest in zip(bands, digests, strict=True)
    ]
    centres, tests = _merge(layouts, size)
    return MountainPeaks(
        size,
        centres,
        sum(layout.candidates for layout in layouts),
        sum(layout.crossings for layout in layouts),
        sum(layout.clearance_tests for layout in layouts) + tests,
    )


def _affordable_size(
    bands: Sequence[Sequence[SceneRing]],
    digests: Sequence[str],
    size: float,
    clip: tuple[float, float, float, float],
    cache: BoundedCache,
) -> float:
    """``size``, or larger so that the map's crossings and grid points stay in budget
    (each try costs at most the budget: the counts are found without laying out)."""

    def total(kind: str, count: Callable[..., int], at: float) -> int:
        return sum(
            cache.get_or_make((kind, digest, at, clip), partial(count, rings, at, clip))
            for rings, digest in zip(bands, digests, strict=True)
        )

    for _ in range(_MAX_TRIES):
        crossings = total("crossings", _band_crossings, size)
        if crossings <= MAX_CROSSINGS:
            break
        size *= max(crossings / MAX_CROSSINGS, _LEAST_GROWTH)  # fewer rows as steps grow
    for _ in range(_MAX_TRIES):
        candidates = total("candidates", _band_candidates, size)
        if candidates <= MAX_CANDIDATES:
            break
        size *= max(math.sqrt(candidates / MAX_CANDIDATES), _LEAST_GROWTH)
    return size


def _band_crossings(
    rings: Sequence[SceneRing], size: float, clip: tuple[float, float, float, float]
) -> int:
    """An upper bound of the crossings laying out one band would work out."""
    grid = _grid(rings, size, clip)
    return 0 if grid is None else _crossing_estimate(_edges(rings), grid)


def _band_candidates(
    rings: Sequence[SceneRing], size: float, clip: tuple[float, float, float, float]
) -> int:
    """The grid points laying out one band would test."""
    grid = _grid(rings, size, clip)
    if grid is None:
        return 0
    return _candidate_count(_scanline_crossings(_edges(rings), grid, 0.0), grid)


def _merge(
    layouts: Sequence[PeakLayout], size: float
) -> tuple[tuple[tuple[float, float], ...], int]:
    """The peaks of all bands, a later band's peak left out when too close to an earlier
    band's (a spatial hash of cells one clearance wide); and the lookups made."""
    if len(layouts) == 1:
        return layouts[0].centres, 0
    across, down = CLEAR_ACROSS * size, CLEAR_DOWN * size
    cells: dict[tuple[int, int], list[tuple[float, float]]] = {}
    kept: list[tuple[float, float]] = []
    tests = 0
    for layout in layouts:
        mine: list[tuple[float, float]] = []
        for x, y in layout.centres:
            column, row = math.floor(x / across), math.floor(y / down)
            clear = True
            for cell in ((column + dc, row + dr) for dc in (-1, 0, 1) for dr in (-1, 0, 1)):
                for other_x, other_y in cells.get(cell, ()):
                    tests += 1
                    if abs(other_x - x) <= across and abs(other_y - y) <= down:
                        clear = False
            if clear:
                mine.append((x, y))
        for x, y in mine:
            cells.setdefault((math.floor(x / across), math.floor(y / down)), []).append((x, y))
        kept.extend(mine)
    return tuple(kept), tests
