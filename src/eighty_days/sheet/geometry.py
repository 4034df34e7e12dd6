"""Route geometry on a sheet: is a route legal for a transport, where does it end, what
does it cross. One function (``RouteGeometry.judge_route``) serves the ruler's live
colouring, the engine's check and the computer opponents (rulings R2024-10, R2024-11).

Two paths give the same answers:

* the exact path: shapely 2 prepared geometries (land, land minus canals, mountains),
  arc-length intervals along the route; it also finds the reason and the first illegal
  point;
* the fast path (``_SegmentGrid``): a grid over the map built lazily on first use. Each
  cell of each layer (land, ship obstacles, mountains) is classified as all inside, all
  outside, or mixed (a boundary edge passes within ``GRID_EPSILON`` of it); mixed cells
  keep their boundary edges and a reference point of known side. A segment touching only
  uniform cells is decided by table look-ups; in mixed cells exact orientation tests
  against the cell's edges decide whether it crosses the boundary, and a crossing count
  from the reference point tells its side. Contacts within ``GRID_EPSILON`` (1e-7 map
  units: a route through a coastline vertex, along a coast, ending on it) are "unsure"
  and go to the exact path. So the two paths agree; they could differ only by rounding
  on stretches shorter than GRID_EPSILON, far below the documented 0.01-unit tolerance
  (tests compare them on thousands of random and lattice segments).

The coast tolerance at a route's ends follows R2024-10's strait rule (``_strait_problem``,
explained there and in docs/rules-notes.md): it forgives the wrong side of the coast only
where a route leaves or reaches its own coastal place, never a train crossing water to
another land mass nor a ship crossing land. The exact path applies it to shapely's
intervals; the fast paths first settle the part between the tolerances as before, then,
where an end's tolerance may hold a coast (its cell's clearance is too small), find the
crossings within the tolerances by the cells' edges (a degenerate contact goes to the exact
path) and hand the same stretches to the same function. The land masses and water bodies
are shapely's parts of the land and of the sea (``bodies``, with a per-cell table for the
cells wholly in one), the pieces within a tolerance disc come from shapely
(``tolerance_pieces``): both paths ask the same questions of the same geometry.

A single segment (``is_segment_legal``, used by ``judge_route``) is first tried by table
look-ups in plain Python (a mip-map of cells uniformly legal for the transport, and cells
uniformly illegal), then by a plain-Python walk through its cells with the edge tests,
then, if a contact is degenerate, by the exact path. Batches (``judge_segments``) run the
same tests vectorised with numpy. An illegal route's reason and first illegal point
always come from the exact path.
"""

from __future__ import annotations

import itertools
import math
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import shapely
from numpy.typing import NDArray
from shapely.geometry import LineString, box
from shapely.geometry import Point as ShapelyPoint
from shapely.geometry import Polygon as ShapelyPolygon

from eighty_days.messages import Message, Name, NameKind, Param, define
from eighty_days.sheet.model import Location, Point, Polygon, SheetMap, Transport

#: Distance (map units) under which the fast path treats a contact as degenerate and asks
#: the exact path; also how far around a cell boundary edges count as being in the cell.
GRID_EPSILON = 1e-7

#: About how many cells the fast-path grid has (its cell size follows from the bounds).
GRID_TARGET_CELLS = 1 << 16

#: Batches cut segments into pieces of at most this many cell lengths (see layer_check);
#: a piece's box then fits 2 × 2 cells of mip-map level ``PIECE_LEVELS - 1``.
PIECE_CELLS = 8
#: The plain-Python single check cuts segments into pieces of at most this many cells:
#: short pieces look at fine mip-map levels, so an island 10 cells away does not spoil
#: the answer.
QUICK_PIECE_CELLS = 3
#: Good cells of no clearance (by a coast) crossed one at a time before giving up.
QUICK_CELL_STEPS = 6
#: Strides tried per segment of a batch before the cell-by-cell checks take over.
MAX_BATCH_STRIDES = 24
#: The largest clearance kept per cell (cells; a byte): longer strides gain little.
CLEARANCE_CAP = 64
PIECE_LEVELS = 5

FloatArray = NDArray[np.float64]
IntArray = NDArray[np.int64]
BoolArray = NDArray[np.bool_]

# Cell classes of a layer: all outside its polygons, all inside, or a boundary nearby.
_OUTSIDE, _INSIDE, _MIXED = 0, 1, 2


@dataclass(frozen=True, slots=True)
class RouteVerdict:
    """The judgement of a route: legal or not, why (a message), and where it first goes wrong."""

    legal: bool
    message: Message
    first_illegal_point: Point | None = None
    segment_index: int | None = None

    @property
    def reason(self) -> str:
        """Why, in English ("" for a legal route)."""
        return str(self.message)


# The route verdicts' messages (the UI's templates: ui/common/message_text.py).
ROUTE_LEGAL = define("route.legal", "")
LEAVES_MAP = define("route.leaves_map", "The route leaves the map.")
MOUNTAINS = define("route.mountains", "No transport can cross {names}, balloons included.")
THE_MOUNTAINS = define("route.the_mountains", "the mountains")
THE_RANGE = define("route.the_range", "the {name}")
AND = define("route.and", "{first} and {second}")
COAST_ONCE = define(
    "route.coast_once",
    "Passepartout lets the route cross the coastline only once, after a first part that "
    "suits the transport.",
)
TRAIN_AT_SEA = define(
    "route.train_at_sea", "A train cannot cross the sea: the route leaves land here."
)
SHIP_ON_LAND = define(
    "route.ship_on_land", "A ship cannot cross land: the route reaches the coast here."
)

LEGAL = RouteVerdict(True, ROUTE_LEGAL())


def _range_names(names: Sequence[str]) -> Param:
    """Mountain ranges for a message: "the Alps and the Rocky Mountains", "the mountains"."""
    quoted: list[Param] = [
        Name(NameKind.AREA, name)
        if name.lower().startswith("the ")
        else THE_RANGE(name=Name(NameKind.AREA, name))
        for name in names
    ]
    if not quoted:
        return THE_MOUNTAINS()
    joined = quoted[0]
    for name in quoted[1:]:
        joined = AND(first=joined, second=name)
    return joined


def _to_shapely(polygon: Polygon) -> ShapelyPolygon:
    return ShapelyPolygon(polygon.exterior, polygon.holes)


def _shapely_polygons(polygons: Sequence[Polygon]) -> NDArray[np.object_]:
    """Shapely polygons of model polygons (rings without holes built in one call)."""
    result = np.empty(len(polygons), dtype=object)
    simple = [index for index, p in enumerate(polygons) if not p.holes]
    if simple:
        rings = [np.asarray(polygons[index].exterior, dtype=np.float64) for index in simple]
        ring_index = np.repeat(np.arange(len(rings)), [len(r) for r in rings])
        result[simple] = shapely.polygons(
            shapely.linearrings(np.concatenate(rings), indices=ring_index)
        )
    for index, p in enumerate(polygons):
        if p.holes:
            result[index] = _to_shapely(p)
    return result


def _polygonal(geometry: Any) -> Any:
    """Only the polygons of an overlay result (a difference may leave stray lines or
    points in a geometry collection, which have no area and no coastline)."""
    if shapely.get_type_id(geometry) != 7:  # not a GeometryCollection
        return geometry
    parts = shapely.get_parts(geometry)
    polygons = parts[np.isin(shapely.get_type_id(parts), (3, 6))]
    if not len(polygons):
        return shapely.GeometryCollection()
    return shapely.union_all(polygons)


def _union(polygons: Sequence[Polygon]) -> Any:
    """The union of polygons. Polygons that already neither overlap nor cross (like the
    land of a generated map) form a valid multipolygon as they are: no union needed."""
    if not polygons:
        return shapely.GeometryCollection()
    shapes = _shapely_polygons(polygons)
    if len(shapes) > 1 and shapely.is_valid(shapes).all():
        combined = shapely.multipolygons(shapes)
        if shapely.is_valid(combined):
            return combined
    return shapely.union_all(shapes)


class RouteGeometry:
    """Prepared geometry of one sheet, answering route questions quickly.

    Everything heavy (unions, the grid) is built on first use, so making a
    ``RouteGeometry`` (and loading a map) costs nothing.
    """

    def __init__(self, sheet: SheetMap) -> None:
        self.sheet = sheet
        self._bounds = sheet.bounds
        self._lock = threading.Lock()
        self._land: Any = None
        self._ship_obstacles: Any = None
        self._mountains: Any = None
        self._grid: _SegmentGrid | None = None
        self._area_tree: Any = None
        self._location_xy: FloatArray | None = None
        self._location_tolerances: FloatArray | None = None
        self._start_tolerance_memo: tuple[float, float, float] | None = None
        self._coast_tolerance = sheet.coast_tolerance
        self._location_buckets: (
            dict[tuple[int, int], list[tuple[float, float, float, float]]] | None
        ) = None
        self._location_tree: Any = None
        self._parts: dict[int, tuple[NDArray[np.object_], Any]] = {}
        self._bodies: dict[Transport, tuple[NDArray[np.object_], Any]] = {}
        self._homes: dict[tuple[Transport, float, float], frozenset[int]] = {}
        self._body_labels: dict[Transport, list[int]] = {}
        self._pieces: dict[tuple[Transport, float, float, float], list[Any]] = {}
        self._piece_arrays: dict[tuple[Transport, float, float, float], NDArray[np.object_]] = {}

    # -- exact geometries (lazy) -------------------------------------------------------

    @property
    def land(self) -> Any:
        """The union of the land polygons, prepared: where trains run. (Canals are drawn
        over land, so they stay land for trains.)"""
        if self._land is None:
            land = _union(self.sheet.land)
            shapely.prepare(land)
            self._land = land
        return self._land

    @property
    def ship_obstacles(self) -> Any:
        """Land minus the canals: what a ship may not cross (canals are sea for ships)."""
        if self._ship_obstacles is None:
            if self.sheet.canals:
                obstacles = _polygonal(shapely.difference(self.land, _union(self.sheet.canals)))
            else:
                obstacles = shapely.union_all([self.land])
            shapely.prepare(obstacles)
            self._ship_obstacles = obstacles
        return self._ship_obstacles

    @property
    def mountains(self) -> Any:
        """The union of the impassable polygons (the Himalaya), prepared."""
        if self._mountains is None:
            mountains = _union(self.sheet.mountains)
            shapely.prepare(mountains)
            self._mountains = mountains
        return self._mountains

    @property
    def map_box(self) -> Any:
        """The map's bounds as a shapely box."""
        return box(*self._bounds)

    @property
    def grid(self) -> _SegmentGrid:
        """The fast-path grid (built on first use, once, thread-safely)."""
        if self._grid is None:
            with self._lock:
                if self._grid is None:
                    self._grid = _SegmentGrid(self)
        return self._grid

    # -- single routes -------------------------------------------------------------

    def judge_route(
        self,
        points: Sequence[Point],
        transport: Transport,
        *,
        coast_crossing: bool = False,
    ) -> RouteVerdict:
        """Judge a polyline route for a transport (R2024-10; R2024-11 if ``coast_crossing``).

        Trains keep to land, ships to sea (canals are sea for ships, land for trains),
        balloons go anywhere; no segment may touch the mountains, balloons included; the
        route stays on the map. Within ``coast_tolerance`` (along the route) of the start
        and of the end the route may be on the wrong side of the coast. With
        ``coast_crossing`` (Passepartout's back) the route may cross the coastline once,
        the part before the crossing matching the transport. A route of one point (or of
        zero length) is legal. An illegal verdict gives the reason in words, the first
        illegal point and the index of its segment.
        """
        if len(points) < 2:
            return LEGAL
        x_min, y_min, x_max, y_max = self._bounds
        for index, (x, y) in enumerate(points):
            if not (x_min <= x <= x_max and y_min <= y <= y_max):
                return RouteVerdict(False, LEAVES_MAP(), (x, y), max(index - 1, 0))
        start_tolerance = self.end_tolerance(points[0])
        end_tolerance = self.end_tolerance(points[-1])
        if self._fast_route_is_legal(points, transport, start_tolerance, end_tolerance):
            return LEGAL
        return self.judge_route_exactly(
            points,
            transport,
            coast_crossing=coast_crossing,
            start_tolerance=start_tolerance,
            end_tolerance=end_tolerance,
        )

    def is_segment_legal(
        self,
        start: Point,
        end: Point,
        transport: Transport,
        *,
        tolerant_start: bool = True,
        tolerant_end: bool = True,
    ) -> bool:
        """Whether the one-segment route ``start → end`` is legal (the fast single check).

        Same rules as ``judge_route`` for a route of one segment; ``tolerant_start`` and
        ``tolerant_end`` say whether the coast tolerance applies at each end (it does at
        the ends of a whole route, not at a detour mark in its middle).
        """
        x_min, y_min, x_max, y_max = self._bounds
        x0, y0 = start
        x1, y1 = end
        if not (
            x_min <= x0 <= x_max
            and y_min <= y0 <= y_max
            and x_min <= x1 <= x_max
            and y_min <= y1 <= y_max
        ):
            return False
        length = math.hypot(x1 - x0, y1 - y0)
        if length == 0.0:
            return True
        grid = self._grid if self._grid is not None else self.grid
        # Most segments are decided before the tolerances at their ends are looked up.
        verdict = grid.tolerance_free_verdict(x0, y0, x1, y1, transport, length)
        if verdict is not None:
            return verdict
        if transport is Transport.BALLOON:
            # Balloons go over land and sea alike: the tolerances change nothing (the
            # mountains are judged on the whole segment).
            low, high = 0.0, length
        else:
            low = self._start_tolerance(start) if tolerant_start else 0.0
            high = length
            if tolerant_end:
                buckets = self._location_buckets
                if buckets is not None and (math.floor(x1), math.floor(y1)) not in buckets:
                    high -= self._coast_tolerance  # no place near the end
                else:
                    high -= self.end_tolerance(end)
        verdict = grid.quick_verdict(x0, y0, x1, y1, transport, low, high)
        if verdict is None:
            return self._undecided_segment_is_legal(grid, x0, y0, x1, y1, transport, low, high)
        if verdict:
            return self._ends_are_legal(x0, y0, x1, y1, transport, low, high)
        return False

    def _start_tolerance(self, start: Point) -> float:
        """``end_tolerance`` of a segment's start, remembered for the next call: the ruler
        and the opponents ask about many segments from one start."""
        memo = self._start_tolerance_memo
        if memo is not None and memo[0] == start[0] and memo[1] == start[1]:
            return memo[2]
        tolerance = self.end_tolerance(start)
        self._start_tolerance_memo = (start[0], start[1], tolerance)
        return tolerance

    def _segment_is_legal(
        self,
        x0: float,
        y0: float,
        x1: float,
        y1: float,
        transport: Transport,
        low: float,
        high: float,
    ) -> bool:
        """The fast single check of a segment inside the map, the land/sea judged from
        ``low`` to ``high`` along it (outside the tolerances at its ends)."""
        grid = self._grid if self._grid is not None else self.grid
        verdict = grid.quick_verdict(x0, y0, x1, y1, transport, low, high)
        if verdict is None:
            return self._undecided_segment_is_legal(grid, x0, y0, x1, y1, transport, low, high)
        if verdict:
            return self._ends_are_legal(x0, y0, x1, y1, transport, low, high)
        return False

    def _undecided_segment_is_legal(
        self,
        grid: _SegmentGrid,
        x0: float,
        y0: float,
        x1: float,
        y1: float,
        transport: Transport,
        low: float,
        high: float,
    ) -> bool:
        """``_segment_is_legal`` once the table look-ups left it undecided: the cell walk,
        then the exact judgement."""
        verdict = grid.walk_verdict(x0, y0, x1, y1, transport, low, high)
        if verdict:
            return self._ends_are_legal(x0, y0, x1, y1, transport, low, high)
        if verdict is not None:
            return False
        length = math.hypot(x1 - x0, y1 - y0)
        return self._judge_segment_between(
            np.array([x0, y0]), np.array([x1, y1]), transport, low, length - high
        )

    def _ends_are_legal(
        self,
        x0: float,
        y0: float,
        x1: float,
        y1: float,
        transport: Transport,
        low: float,
        high: float,
    ) -> bool:
        """The strait rule (``_ends_problem``) for a segment whose part from ``low`` to
        ``high`` along it is known to be on the right side and which is clear of the
        mountains: the fast check of the stretches within the tolerances, else exactly."""
        if transport is Transport.BALLOON:
            return True
        verdict = self._fast_ends_verdict(x0, y0, x1, y1, transport, low, high)
        if verdict is not None:
            return verdict
        length = math.hypot(x1 - x0, y1 - y0)
        return self._judge_segment_between(
            np.array([x0, y0]), np.array([x1, y1]), transport, low, length - high
        )

    def _fast_ends_verdict(
        self,
        x0: float,
        y0: float,
        x1: float,
        y1: float,
        transport: Transport,
        low: float,
        high: float,
    ) -> bool | None:
        """``_ends_are_legal`` by the grid: True, False, or None (a contact within
        GRID_EPSILON, or a crossing within it of a tolerance's reach: ask exactly).

        The coast crossings within the tolerances are found by the edges of the cells the
        stretches touch (none to look for where a stretch stays in cells good for the
        transport); the sides between them follow from the middle's side (known right) or,
        if the tolerances cover the whole segment, from the start's side. Then the same
        rule as the exact path (``_stretches_verdict``, ``_strait_problem``).
        """
        length = math.hypot(x1 - x0, y1 - y0)
        if low <= 0.0 and high >= length:
            return True
        grid = self._grid if self._grid is not None else self.grid
        layer = grid.land if transport is Transport.TRAIN else grid.ship
        dx = (x1 - x0) / length
        dy = (y1 - y0) / length
        crossings: list[float] = []
        if low < high:
            # The middle is on the right side: look for crossings in the two end stretches.
            if low > 0.0 and not grid.stays_good(transport, x0, y0, low):
                found = grid.crossings(layer, x0, y0, x0 + dx * low, y0 + dy * low)
                if found is None:
                    return None
                crossings.extend(t * low for t in found)
            start_right = len(crossings) % 2 == 0
            if high < length and not grid.stays_good(transport, x1, y1, length - high):
                found = grid.crossings(layer, x0 + dx * high, y0 + dy * high, x1, y1)
                if found is None:
                    return None
                crossings.extend(high + t * (length - high) for t in found)
        else:
            found = grid.crossings(layer, x0, y0, x1, y1)
            if found is None:
                return None
            crossings = [t * length for t in found]
            inside = grid.point_inside(
                layer, self.land if transport is Transport.TRAIN else self.ship_obstacles, (x0, y0)
            )
            start_right = inside == (transport is Transport.TRAIN)
        return self._stretches_verdict(
            transport, crossings, start_right, length, low, high, (x0, y0), (x1, y1), dx, dy
        )

    def _stretches_verdict(
        self,
        transport: Transport,
        crossings: list[float],
        start_right: bool,
        length: float,
        low: float,
        high: float,
        start: Point,
        end: Point,
        dx: float,
        dy: float,
    ) -> bool | None:
        """The strait rule for a segment of the fast paths from its coast crossings (sorted
        distances along it) and the side of its start: True, False, or None (ask exactly).
        Every wrong-side stretch lies within a tolerance: the middle (``low`` to ``high``)
        was judged right, or, where the tolerances meet, they cover the whole segment."""
        if not crossings and start_right:
            return True
        bounds = [0.0, *crossings, length]
        right = [
            (bounds[k], bounds[k + 1])
            for k in range(len(bounds) - 1)
            if (k % 2 == 0) == start_right
        ]
        x0, y0 = start
        problem = self._strait_problem(
            transport,
            right,
            length,
            low,
            length - high,
            start,
            end,
            lambda distance: (x0 + dx * distance, y0 + dy * distance),
            margin=1e-7,
        )
        if problem is None:
            return True
        return None if math.isnan(problem) else False

    def _fast_route_is_legal(
        self,
        points: Sequence[Point],
        transport: Transport,
        start_tolerance: float,
        end_tolerance: float,
    ) -> bool:
        """True only if the fast path proves the whole route legal (else: ask exactly)."""
        last = len(points) - 2
        for index, (a, b) in enumerate(itertools.pairwise(points)):
            length = math.hypot(b[0] - a[0], b[1] - a[1])
            # The tolerance runs along the route: a first or last segment shorter than it
            # hands part of the tolerance to its neighbour; leave that to the exact path.
            if last > 0 and (
                (index == 0 and length < start_tolerance)
                or (index == last and length < end_tolerance)
            ):
                return False
            if length == 0.0:
                continue
            x0, y0 = a
            x1, y1 = b
            low = start_tolerance if index == 0 else 0.0
            high = length - end_tolerance if index == last else length
            if not self._segment_is_legal(x0, y0, x1, y1, transport, low, high):
                return False
        return True

    def judge_route_exactly(
        self,
        points: Sequence[Point],
        transport: Transport,
        *,
        coast_crossing: bool = False,
        start_tolerance: float | None = None,
        end_tolerance: float | None = None,
    ) -> RouteVerdict:
        """``judge_route`` by shapely alone (the simple exact path the fast one must match).

        The tolerances at the ends default to ``end_tolerance`` of the end points."""
        if len(points) < 2:
            return LEGAL
        x_min, y_min, x_max, y_max = self._bounds
        for index, (x, y) in enumerate(points):
            if not (x_min <= x <= x_max and y_min <= y <= y_max):
                return RouteVerdict(False, LEAVES_MAP(), (x, y), max(index - 1, 0))
        line = LineString(points)
        if line.length == 0:
            return LEGAL
        if self.mountains.intersects(line):
            hit = self.mountains.intersection(line)
            where = _first_point_along(line, hit)
            names = _range_names(
                list(dict.fromkeys(m.name for m in self.sheet.mountains if m.name))
            )
            return RouteVerdict(
                False,
                MOUNTAINS(names=names),
                where,
                _segment_of(points, where),
            )
        if transport is Transport.BALLOON:
            return LEGAL
        obstacle = self.ship_obstacles if transport is Transport.SHIP else self.land
        # For a train the "wrong side" is the sea: everything on the route outside land.
        on_obstacle = self._intervals_on(line, obstacle)
        if transport is Transport.TRAIN:
            wrong = _complement(on_obstacle, line.length)
        else:
            wrong = on_obstacle
        if start_tolerance is None:
            start_tolerance = self.end_tolerance(points[0])
        if end_tolerance is None:
            end_tolerance = self.end_tolerance(points[-1])
        if not coast_crossing:
            problem = self._ends_problem(line, transport, wrong, start_tolerance, end_tolerance)
            if problem is None:
                return LEGAL
            where = _point_at(line, problem)
            reason = TRAIN_AT_SEA() if transport is Transport.TRAIN else SHIP_ON_LAND()
            return RouteVerdict(False, reason, where, _segment_of(points, where))
        # Passepartout's back (R2024-11): the route may change sides once; the part
        # outside the tolerances is judged as before the strait rule. But a route that
        # starts on the wrong side must reach, within its start's own tolerance, its
        # start's own land mass (water body): Dover's tolerance does not carry a train
        # over the Channel here either.
        right_side = _complement(wrong, line.length)
        if (
            wrong
            and right_side
            and right_side[0][0] > 0.0
            and (
                right_side[0][0] > start_tolerance
                or self.body_at(transport, _point_at(line, sum(right_side[0]) / 2.0))
                not in self.home_bodies(transport, points[0])
            )
        ):
            reason = TRAIN_AT_SEA() if transport is Transport.TRAIN else SHIP_ON_LAND()
            return RouteVerdict(False, reason, points[0], 0)
        wrong = _clip(wrong, start_tolerance, line.length - end_tolerance)
        if not wrong:
            return LEGAL
        if coast_crossing:
            first_wrong = wrong[0][0]
            right = _complement(wrong, line.length)
            right = _clip(right, first_wrong, line.length - end_tolerance)
            if not right:
                return LEGAL
            position = right[0][0]
            where = _point_at(line, position)
            return RouteVerdict(
                False,
                COAST_ONCE(),
                where,
                _segment_of(points, where),
            )
        where = _point_at(line, wrong[0][0])
        reason = TRAIN_AT_SEA() if transport is Transport.TRAIN else SHIP_ON_LAND()
        return RouteVerdict(False, reason, where, _segment_of(points, where))

    def _obstacle_parts(self, obstacle: Any) -> tuple[NDArray[np.object_], Any]:
        """The polygons of ``obstacle`` (land, or land minus canals) and an STRtree over
        them, built once."""
        key = id(obstacle)
        cached = self._parts.get(key)
        if cached is None:
            parts = shapely.get_parts(obstacle)
            cached = (parts, shapely.STRtree(parts))
            self._parts[key] = cached
        return cached

    def _intervals_on(self, line: LineString, obstacle: Any) -> list[tuple[float, float]]:
        """Arc-length intervals of ``line`` inside ``obstacle`` (land, or land minus canals).

        Only the obstacle's parts near the line count, each clipped to the line's box
        grown by one map unit: the same intervals as intersecting the whole obstacle, a
        twentieth of the work on the world map. Falls back to the whole obstacle if GEOS
        objects to a clipped part.
        """
        parts, tree = self._obstacle_parts(obstacle)
        nearby = tree.query(line)
        if not len(nearby):
            return []
        x0, y0, x1, y1 = line.bounds
        try:
            clipped = shapely.clip_by_rect(parts[nearby], x0 - 1.0, y0 - 1.0, x1 + 1.0, y1 + 1.0)
            pieces = shapely.intersection(line, clipped)
        except shapely.errors.GEOSException:  # pragma: no cover - dirty clip; be exact
            return _intervals_inside(line, obstacle)
        intervals: list[tuple[float, float]] = []
        for piece in pieces:
            intervals.extend(_intervals_of(line, piece))
        intervals.sort()
        return [(a, b) for a, b in intervals if b - a > 1e-9]

    # -- batches (computer opponents) ------------------------------------------------

    def judge_segments(
        self,
        starts: NDArray[np.float64],
        ends: NDArray[np.float64],
        transport: Transport,
        *,
        tolerant_start: bool = True,
        tolerant_end: bool = True,
    ) -> NDArray[np.bool_]:
        """Judge many one-segment routes at once; returns a boolean array (True = legal).

        ``starts`` and ``ends`` are ``(n, 2)`` arrays. Each segment is judged as the
        one-segment route ``judge_route([start, end], transport)`` would, the coast
        tolerance applying at the start and end as the flags say. Vectorised with numpy
        over the fast-path grid; only degenerate cases (a route grazing a coastline
        vertex) are re-judged exactly.
        """
        starts = np.asarray(starts, dtype=np.float64).reshape(-1, 2)
        ends = np.asarray(ends, dtype=np.float64).reshape(-1, 2)
        count = len(starts)
        if count == 0:
            return np.ones(0, dtype=bool)
        zero = np.zeros(count, dtype=np.float64)
        low = self.end_tolerances(starts) if tolerant_start else zero
        high = self.end_tolerances(ends) if tolerant_end else zero
        grid = self.grid
        legal, unsure = grid.judge(starts, ends, transport, low, high)
        if transport is not Transport.BALLOON:
            # The strait rule where a tolerance may hold a coast crossing: segments whose
            # tolerated stretches stay in cells good for the transport keep their verdict.
            zoned = (
                legal
                & ~unsure
                & (~grid.stay_good(transport, starts, low) | ~grid.stay_good(transport, ends, high))
            )
            todo = np.flatnonzero(zoned)
            if len(todo):
                legal[todo] = self._batch_ends_are_legal(
                    starts[todo], ends[todo], transport, low[todo], high[todo]
                )
        for index in np.flatnonzero(unsure):
            legal[index] = self._judge_segment_between(
                starts[index], ends[index], transport, float(low[index]), float(high[index])
            )
        return legal

    def _batch_ends_are_legal(
        self,
        starts: FloatArray,
        ends: FloatArray,
        transport: Transport,
        start_tolerances: FloatArray,
        end_tolerances: FloatArray,
    ) -> BoolArray:
        """``_ends_are_legal`` for many segments (train or ship, inside the map, clear of
        the mountains, the part between the tolerances on the right side): the coast
        crossings within the tolerances found for all at once
        (``_SegmentGrid.zone_crossings``), then ``_stretches_verdict`` for the segments
        that cross; the rest (tolerances covering a whole segment, a degenerate contact,
        a crossing at a tolerance's reach) one by one."""
        grid = self.grid
        count = len(starts)
        legal = np.ones(count, dtype=bool)
        delta = ends - starts
        length = np.hypot(delta[:, 0], delta[:, 1])
        low = start_tolerances
        high = length - end_tolerances
        middle = (low < high) & (length > 0.0)
        alone = [int(i) for i in np.flatnonzero(~middle & (length > 0.0))]
        chosen = np.flatnonzero(middle)
        with np.errstate(invalid="ignore", divide="ignore"):
            direction = delta / length[:, None]
        at_start = chosen[
            (low[chosen] > 0.0) & ~grid.stay_good(transport, starts[chosen], low[chosen])
        ]
        at_end = chosen[
            (high[chosen] < length[chosen])
            & ~grid.stay_good(transport, ends[chosen], end_tolerances[chosen])
        ]
        owner = np.concatenate([at_start, at_end])
        a = np.concatenate(
            [starts[at_start], starts[at_end] + direction[at_end] * high[at_end, None]]
        )
        b = np.concatenate(
            [starts[at_start] + direction[at_start] * low[at_start, None], ends[at_end]]
        )
        offset = np.concatenate([np.zeros(len(at_start)), high[at_end]])
        scale = np.concatenate([low[at_start], length[at_end] - high[at_end]])
        start_zone = np.concatenate(
            [np.ones(len(at_start), dtype=bool), np.zeros(len(at_end), dtype=bool)]
        )
        layer = grid.land if transport is Transport.TRAIN else grid.ship
        piece, fraction, doubtful = grid.zone_crossings(layer, a, b)
        unsure = np.zeros(count, dtype=bool)
        unsure[owner[doubtful]] = True
        alone.extend(int(i) for i in np.flatnonzero(unsure))
        position = offset[piece] + fraction * scale[piece]
        crossed: dict[int, set[float]] = {}
        starting: dict[int, int] = {}
        for sub, where in zip(piece.tolist(), position.tolist(), strict=True):
            segment = int(owner[sub])
            if unsure[segment]:
                continue
            found = crossed.setdefault(segment, set())
            if where not in found:
                found.add(where)
                if start_zone[sub]:
                    starting[segment] = starting.get(segment, 0) + 1
        for segment, found in crossed.items():
            x0, y0 = float(starts[segment, 0]), float(starts[segment, 1])
            x1, y1 = float(ends[segment, 0]), float(ends[segment, 1])
            full = float(length[segment])
            verdict = self._stretches_verdict(
                transport,
                sorted(found),
                starting.get(segment, 0) % 2 == 0,
                full,
                float(low[segment]),
                float(high[segment]),
                (x0, y0),
                (x1, y1),
                (x1 - x0) / full,
                (y1 - y0) / full,
            )
            if verdict is None:
                alone.append(segment)
            else:
                legal[segment] = verdict
        for segment in alone:
            x0, y0 = float(starts[segment, 0]), float(starts[segment, 1])
            x1, y1 = float(ends[segment, 0]), float(ends[segment, 1])
            legal[segment] = self._ends_are_legal(
                x0, y0, x1, y1, transport, float(low[segment]), float(high[segment])
            )
        return legal

    def _judge_segment_exactly(
        self,
        start: FloatArray,
        end: FloatArray,
        transport: Transport,
        tolerant_start: bool,
        tolerant_end: bool,
    ) -> bool:
        """The exact judgement of one segment with per-end tolerance flags."""
        a = (float(start[0]), float(start[1]))
        b = (float(end[0]), float(end[1]))
        return self._judge_segment_between(
            start,
            end,
            transport,
            self.end_tolerance(a) if tolerant_start else 0.0,
            self.end_tolerance(b) if tolerant_end else 0.0,
        )

    def _judge_segment_between(
        self,
        start: FloatArray,
        end: FloatArray,
        transport: Transport,
        start_tolerance: float,
        end_tolerance: float,
    ) -> bool:
        """The exact judgement of one segment, the land/sea ignored within the given
        distances of its start and end (0 where the route goes on: a detour mark)."""
        a = (float(start[0]), float(start[1]))
        b = (float(end[0]), float(end[1]))
        x_min, y_min, x_max, y_max = self._bounds
        if not all(x_min <= x <= x_max and y_min <= y <= y_max for x, y in (a, b)):
            return False
        # Judge the mountains on the whole segment and the land/sea on the part the
        # tolerances do not cover.
        line = LineString([a, b])
        if line.length == 0:
            return True
        if self.mountains.intersects(line):
            return False
        if transport is Transport.BALLOON:
            return True
        obstacle = self.ship_obstacles if transport is Transport.SHIP else self.land
        inside = self._intervals_on(line, obstacle)
        wrong = _complement(inside, line.length) if transport is Transport.TRAIN else inside
        return self._ends_problem(line, transport, wrong, start_tolerance, end_tolerance) is None

    def _ends_problem(
        self,
        line: LineString,
        transport: Transport,
        wrong: list[tuple[float, float]],
        start_tolerance: float,
        end_tolerance: float,
    ) -> float | None:
        """Where (arc length along ``line``) the route first breaks the coast rule of
        R2024-10, or None if it keeps it; ``wrong``: the sorted intervals on the wrong
        side of the coast (sea for a train, land for a ship) over the whole line.

        The wrong side is allowed only within ``start_tolerance`` of the start and within
        ``end_tolerance`` of the end (along the route), as ever; and then the route must
        keep the strait rule of ``_strait_problem``.
        """
        length = line.length
        judged = _clip(wrong, start_tolerance, length - end_tolerance)
        if judged:
            return judged[0][0]
        if not wrong:
            return None
        coords = line.coords
        return self._strait_problem(
            transport,
            _complement(wrong, length),
            length,
            start_tolerance,
            end_tolerance,
            (float(coords[0][0]), float(coords[0][1])),
            (float(coords[-1][0]), float(coords[-1][1])),
            lambda distance: _point_at(line, distance),
        )

    def _strait_problem(
        self,
        transport: Transport,
        right: list[tuple[float, float]],
        length: float,
        start_tolerance: float,
        end_tolerance: float,
        start: Point,
        end: Point,
        point_at: Callable[[float], Point],
        *,
        margin: float = 0.0,
    ) -> float | None:
        """R2024-10's strait rule for a route whose wrong-side stretches all lie within
        the tolerances at its ends (the rule as it was before the straits): where it first
        breaks the rule (arc length), None if it keeps it, or ``math.nan`` if a stretch
        ends within ``margin`` of a tolerance's reach (the fast paths then ask exactly).

        ``right``: the sorted stretches (arc-length intervals) of the route on the
        transport's own side of the coast (land for a train, sea for a ship);
        ``point_at``: the route's point at a distance along it. The exact path and the
        fast paths share this function: only how they find the stretches differs.

        A *body* is a land mass for a train, a water body for a ship (``bodies``); an
        end's own bodies (``home_bodies``) are the one holding the end point, or else the
        nearest. Then:

        * a wrong-side stretch that touches an end (a port drawn off the coast, a river
          port drawn inland) lies within that end's own tolerance (the two tolerances
          never join up), and the route's right side there is on the end's own body: the
          route leaves or reaches its own coastal place;
        * a wrong-side stretch between two right-side stretches is forgiven only within
          one end's tolerance, and only if the right side on both sides of it is one piece
          within that end's tolerance disc (``tolerance_pieces``): the water at the tip of
          a gulf (Suez) for a train, the headland a ship cuts to reach a port inside a bay
          (San Francisco) for a ship; never a strait (Gibraltar and Tangier, on one land
          mass of the map but joined only far away, at Suez), never an isthmus;
        * a train wholly at sea or a ship wholly on land (short: a hop at a port, a
          ruler stopped at its first mark) lies within one end's tolerance and its two
          ends share a land mass (a water body); but a segment with no
          tolerance at its end (it goes on there, at a detour mark) may lie wholly within
          its start's tolerance on the wrong side: what follows it decides.

        So the tolerances let a route leave or reach its own coastal place, but never carry
        a train over the water from one land mass to another, nor a ship over land, even
        where two places' tolerance discs meet (Dover and Calais).
        """

        def within(distance: float, reach: float) -> bool | None:
            if distance > reach + margin:
                return False
            if margin and distance >= reach - margin:
                return None
            return True

        # Wholly on the wrong side: illegal from where the start's tolerance stops (as a
        # route too long on the wrong side), or from the start if it covers the route.
        wholly_wrong = start_tolerance if 0.0 < start_tolerance < length else 0.0
        if not right:
            fits = [within(length, start_tolerance), within(length, end_tolerance)]
            if None in fits:
                return math.nan
            if end_tolerance <= 0.0 and fits[0]:
                # no tolerance at the end: the route goes on there (a detour mark, a route
                # cut short), and what follows must reach the right side: judged there
                return None
            if any(fits) and self.home_bodies(transport, start) & self.home_bodies(transport, end):
                return None
            return wholly_wrong

        def body() -> int | None:
            # the land mass (water body) of the right side: the gaps forgiven below join
            # the stretches within a disc, so any stretch tells; the longest is quickest
            low, high = max(right, key=lambda stretch: stretch[1] - stretch[0])
            return self.body_at_quickly(transport, point_at((low + high) / 2.0))

        if right[0][0] > 0.0:
            fit = within(right[0][0], start_tolerance)
            if fit is None:
                return math.nan
            if not fit or body() not in self.home_bodies(transport, start):
                return 0.0
        for index in range(1, len(right)):
            gap_low = right[index - 1][1]
            gap_high = right[index][0]
            fits = [within(gap_high, start_tolerance), within(length - gap_low, end_tolerance)]
            if None in fits:
                return math.nan
            before_low = right[index - 1][0]
            after_high = right[index][1]
            forgiven = False
            if fits[0]:
                forgiven = self._joined_within(
                    transport,
                    start,
                    start_tolerance,
                    point_at((before_low + gap_low) / 2.0),
                    point_at((gap_high + min(after_high, start_tolerance)) / 2.0),
                )
            if not forgiven and fits[1]:
                forgiven = self._joined_within(
                    transport,
                    end,
                    end_tolerance,
                    point_at((max(before_low, length - end_tolerance) + gap_low) / 2.0),
                    point_at((gap_high + after_high) / 2.0),
                )
            if not forgiven:
                return gap_low
        if right[-1][1] < length:
            fit = within(length - right[-1][1], end_tolerance)
            if fit is None:
                return math.nan
            if not fit or body() not in self.home_bodies(transport, end):
                return right[-1][1]
        return None

    # -- land masses and water bodies (R2024-10's strait rule) ---------------------------

    def tolerance_pieces(self, transport: Transport, centre: Point, reach: float) -> list[Any]:
        """The pieces of ``transport``'s side of the coast within the tolerance disc of
        radius ``reach`` around ``centre`` (land for a train; sea, the canals included,
        for a ship), as prepared shapely polygons, remembered per disc.

        The disc is a 64-gon drawn round the circle (so that every point of a route
        within ``reach`` of the centre lies in it); the pieces are the connected parts of
        the land (the sea) inside it, each land mass or water body giving one piece or
        more.
        """
        key = (transport, centre[0], centre[1], reach)
        pieces = self._pieces.get(key)
        if pieces is not None:
            return pieces
        sides = 64
        disc = shapely.buffer(
            ShapelyPoint(centre), reach / math.cos(math.pi / sides), quad_segs=sides // 4
        )
        obstacle = self.land if transport is Transport.TRAIN else self.ship_obstacles
        parts, tree = self._obstacle_parts(obstacle)
        nearby = parts[tree.query(disc)]
        if transport is Transport.TRAIN:
            inside = shapely.intersection(nearby, disc) if len(nearby) else []
            found = [part for shape in inside for part in shapely.get_parts(_polygonal(shape))]
        else:
            water = shapely.difference(disc, shapely.union_all(nearby)) if len(nearby) else disc
            found = list(shapely.get_parts(_polygonal(water)))
        pieces = [piece for piece in found if shapely.area(piece) > 0.0]
        for piece in pieces:
            shapely.prepare(piece)
        if len(self._pieces) > 4096:
            self._pieces.clear()
        self._pieces[key] = pieces
        return pieces

    def piece_at(
        self, transport: Transport, centre: Point, reach: float, point: Point
    ) -> int | None:
        """The index (in ``tolerance_pieces``) of the first piece holding ``point`` (its
        boundary included), or None if none does."""
        key = (transport, centre[0], centre[1], reach)
        pieces = self._piece_arrays.get(key)
        if pieces is None:
            pieces = np.empty(len(self.tolerance_pieces(transport, centre, reach)), dtype=object)
            pieces[:] = self.tolerance_pieces(transport, centre, reach)
            if len(self._piece_arrays) > 4096:
                self._piece_arrays.clear()
            self._piece_arrays[key] = pieces
        if not len(pieces):
            return None
        hits = np.flatnonzero(shapely.intersects_xy(pieces, point[0], point[1]))
        return int(hits[0]) if len(hits) else None

    def bodies(self, transport: Transport) -> tuple[NDArray[np.object_], Any]:
        """The connected bodies of ``transport``'s own side of the coast, as polygons and
        an STRtree over them: the land masses for a train (the parts of ``land``), the
        water bodies for a ship (the parts of the map's box minus ``ship_obstacles``: the
        canals join the seas they link). Built on first use."""
        cached = self._bodies.get(transport)
        if cached is None:
            with self._lock:
                cached = self._bodies.get(transport)
                if cached is None:
                    if transport is Transport.TRAIN:
                        whole = self.land
                    else:
                        whole = _polygonal(shapely.difference(self.map_box, self.ship_obstacles))
                    parts = shapely.get_parts(whole)
                    shapely.prepare(parts)
                    cached = (parts, shapely.STRtree(parts))
                    self._bodies[transport] = cached
        return cached

    def _joined_within(
        self, transport: Transport, centre: Point, reach: float, near: Point, far: Point
    ) -> bool:
        """Whether ``near`` and ``far`` (two points on the transport's side of the coast
        within the tolerance disc round ``centre``) lie on one piece of that side within
        the disc (``tolerance_pieces``)."""
        if len(self.tolerance_pieces(transport, centre, reach)) == 1:
            # both points lie on the transport's side within the disc: in its one piece
            return True
        piece = self.piece_at(transport, centre, reach, near)
        return piece is not None and piece == self.piece_at(transport, centre, reach, far)

    def body_at(self, transport: Transport, point: Point) -> int | None:
        """The index (in ``bodies``) of the body holding ``point`` (its boundary
        included; the first if several touch there), or None if it lies on the other
        side of the coast."""
        _, tree = self.bodies(transport)
        hits = tree.query(ShapelyPoint(point), predicate="intersects")
        return int(hits.min()) if len(hits) else None

    def body_at_quickly(self, transport: Transport, point: Point) -> int | None:
        """``body_at`` by a table look-up where the point's grid cell lies wholly on the
        transport's side of the coast (so in one body), else by ``body_at``."""
        labels = self._body_labels.get(transport)
        if labels is None:
            labels = self._build_body_labels(transport)
        grid = self.grid
        column = int((point[0] - grid.x0) * grid.inverse_cell)
        row = int((point[1] - grid.y0) * grid.inverse_cell)
        if 0 <= column < grid.nx and 0 <= row < grid.ny:
            label = labels[row * grid.nx + column]
            if label >= 0:
                return label
        return self.body_at(transport, point)

    def body_labels(self, transport: Transport) -> list[int]:
        """Per grid cell, the body that wholly holds it, or -1 (``body_at_quickly``'s
        table, made when first asked)."""
        labels = self._body_labels.get(transport)
        if labels is None:
            labels = self._build_body_labels(transport)
        return labels

    def adopt_body_labels(self, transport: Transport, labels: Sequence[int]) -> bool:
        """Take ``labels``, made by ``body_labels`` for an equal map (a disk cache), instead
        of making them; False (nothing taken) if they cannot be this map's: not one per
        grid cell, or naming a body it has not."""
        grid = self.grid
        bodies, _ = self.bodies(transport)
        listed = [int(label) for label in labels]
        if len(listed) != grid.nx * grid.ny or not all(
            -1 <= label < len(bodies) for label in listed
        ):
            return False
        self._body_labels[transport] = listed
        return True

    def _build_body_labels(self, transport: Transport) -> list[int]:
        """Per grid cell, the body (``bodies``) that wholly holds the cell, or -1 where a
        coast passes near (a mixed cell) or the cell is on the other side."""
        grid = self.grid
        _, tree = self.bodies(transport)
        if transport is Transport.TRAIN:
            uniform = np.flatnonzero(grid.land.cls == _INSIDE)
        else:
            uniform = np.flatnonzero(grid.ship.cls == _OUTSIDE)
        labels = np.full(grid.nx * grid.ny, -1, dtype=np.int64)
        centres_x, centres_y = grid.cell_centres()
        point_index, body_index = tree.query(
            shapely.points(centres_x[uniform], centres_y[uniform]), predicate="intersects"
        )
        labels[uniform[point_index]] = body_index
        listed: list[int] = labels.tolist()
        self._body_labels[transport] = listed
        return listed

    def home_bodies(self, transport: Transport, point: Point) -> frozenset[int]:
        """The bodies a route end at ``point`` belongs to (R2024-10): every land mass
        (water body) within the map's ``coast_tolerance`` of it, the one holding it
        included; if none is that near, the nearest (all the nearest at a tie). So a place
        drawn in a harbour between an island and the mainland (New York, between Long
        Island and the mainland) belongs to both, while Dover, drawn off England, does not
        belong to France. Remembered per point."""
        key = (transport, point[0], point[1])
        home = self._homes.get(key)
        if home is not None:
            return home
        _, tree = self.bodies(transport)
        where = ShapelyPoint(point)
        hits = tree.query(where, predicate="dwithin", distance=self._coast_tolerance)
        if not len(hits):
            hits = tree.query_nearest(where, all_matches=True)
        home = frozenset(int(hit) for hit in hits)
        if len(self._homes) > 4096:
            self._homes.clear()
        self._homes[key] = home
        return home

    # -- places -----------------------------------------------------------------------

    def snap(self, point: Point) -> Location | None:
        """The location whose snap radius holds ``point`` (the nearest if several)."""
        xy = self._locations_xy()
        if len(xy) == 0:
            return None
        x, y = point
        distances = np.hypot(xy[:, 0] - x, xy[:, 1] - y)
        radii = xy[:, 2]
        inside = distances <= radii
        if not inside.any():
            return None
        candidates = np.flatnonzero(inside)
        best = candidates[np.argmin(distances[candidates])]
        return self.sheet.locations[int(best)]

    def location_at(self, point: Point) -> Location | None:
        """The location at ``point``: the one whose snap radius holds it (see ``snap``)."""
        return self.snap(point)

    def _locations_xy(self) -> FloatArray:
        if self._location_xy is None:
            self._location_xy = np.array(
                [(loc.x, loc.y, loc.snap_radius) for loc in self.sheet.locations],
                dtype=np.float64,
            ).reshape(-1, 3)
        return self._location_xy

    def _tolerances(self) -> FloatArray:
        """Each location's end tolerance (see ``end_tolerance``), computed once."""
        if self._location_tolerances is None:
            radii = self._locations_xy()[:, 2]
            self._location_tolerances = np.maximum(self.sheet.coast_tolerance, radii)
        return self._location_tolerances

    def end_tolerance(self, point: Point) -> float:
        """How far along a route from ``point`` (its start or end) the route may be on the
        wrong side of a coastline (ruling R2024-10's tolerance at coastal places).

        Away from places it is the map's ``coast_tolerance``. At a place (``point`` within
        its snap radius; the nearest if several) it is the place's snap radius, if larger:
        what counts as reaching a place also counts as leaving it. So a river port drawn
        inland (Calcutta, Hamburg) can be left and reached by ship, while places on either
        side of an isthmus keep small radii (Colón, Panama) and stay apart.
        """
        buckets = self._location_buckets
        if buckets is None:
            buckets = self._build_location_buckets()
        x, y = point
        candidates = buckets.get((math.floor(x), math.floor(y)))
        if not candidates:
            return self.sheet.coast_tolerance
        best = self.sheet.coast_tolerance
        best_distance = math.inf
        # Plain floats, not numpy scalars: this runs on every single segment check.
        for cx, cy, radius, tolerance in candidates:
            distance = math.hypot(cx - x, cy - y)
            if distance <= radius and distance < best_distance:
                best, best_distance = tolerance, distance
        return best

    def end_tolerances(self, points: FloatArray) -> FloatArray:
        """``end_tolerance`` of each row of an ``(n, 2)`` array, vectorised."""
        points = np.asarray(points, dtype=np.float64).reshape(-1, 2)
        result = np.full(len(points), self.sheet.coast_tolerance, dtype=np.float64)
        xy = self._locations_xy()
        if len(points) == 0 or len(xy) == 0:
            return result
        if self._location_tree is None:
            discs = shapely.buffer(shapely.points(xy[:, :2]), xy[:, 2], quad_segs=4)
            self._location_tree = shapely.STRtree(discs)
        point_index, location_index = self._location_tree.query(shapely.points(points))
        if len(point_index) == 0:
            return result
        distance = np.hypot(
            xy[location_index, 0] - points[point_index, 0],
            xy[location_index, 1] - points[point_index, 1],
        )
        inside = distance <= xy[location_index, 2]
        point_index, location_index, distance = (
            point_index[inside],
            location_index[inside],
            distance[inside],
        )
        # The nearest place wins: write farther ones first, the nearest last.
        order = np.lexsort((-distance, point_index))
        result[point_index[order]] = self._tolerances()[location_index[order]]
        return result

    def _build_location_buckets(
        self,
    ) -> dict[tuple[int, int], list[tuple[float, float, float, float]]]:
        """Unit cells → (x, y, snap radius, tolerance) of the places whose snap disc
        reaches into them."""
        buckets: dict[tuple[int, int], list[tuple[float, float, float, float]]] = {}
        tolerances = self._tolerances()
        for index, (x, y, radius) in enumerate(self._locations_xy().tolist()):
            entry = (x, y, radius, float(tolerances[index]))
            for cx in range(math.floor(x - radius), math.floor(x + radius) + 1):
                for cy in range(math.floor(y - radius), math.floor(y + radius) + 1):
                    buckets.setdefault((cx, cy), []).append(entry)
        self._location_buckets = buckets
        return buckets

    def area_at(self, point: Point) -> str | None:
        """The id of the area at ``point``: the area whose region holds it, else the area
        of the nearest location (``None`` on a map without locations and regions)."""
        if self._area_tree is None:
            regions: list[Any] = []
            owners: list[str] = []
            for area in self.sheet.areas:
                for polygon in area.region:
                    regions.append(_to_shapely(polygon))
                    owners.append(area.id)
            self._area_tree = (shapely.STRtree(regions), owners)
        tree, owners = self._area_tree
        if owners:
            hits = tree.query(ShapelyPoint(point), predicate="intersects")
            if len(hits):
                return str(owners[int(min(hits))])
        xy = self._locations_xy()
        if len(xy) == 0:
            return None
        nearest = int(np.argmin(np.hypot(xy[:, 0] - point[0], xy[:, 1] - point[1])))
        return self.sheet.locations[nearest].area

    def is_land(self, point: Point) -> bool:
        """Whether ``point`` lies on land (the coastline itself counts as land)."""
        return self.grid.point_inside(self.grid.land, self.land, point)

    def antimeridian_crossings(self, points: Sequence[Point]) -> int:
        """Signed crossings of the antimeridian: +1 per eastward, −1 per westward (R2024-12)."""
        meridian = self.sheet.antimeridian_x
        total = 0
        for (x0, _), (x1, _) in itertools.pairwise(points):
            if x0 < meridian <= x1:
                total += 1
            elif x1 < meridian <= x0:
                total -= 1
        return total


# -- the fast path ----------------------------------------------------------------------


class _Layer:
    """One polygon layer on the grid: per-cell class, boundary edges, reference points."""

    def __init__(
        self, geometry: Any, grid: _SegmentGrid, like: tuple[_Layer, Any] | None = None
    ) -> None:
        """Classify the grid's cells for ``geometry``. ``like``: a layer with the same
        boundary outside a box (land for land-minus-canals), whose classes are copied
        there instead of testing cell centres again."""
        cells = grid.nx * grid.ny
        edges = _boundary_edges(geometry, grid.cell)
        # Register every (short) edge in each cell within GRID_EPSILON of its bounding box.
        cell_of_edge, edge_of_pair = grid.cells_near_boxes(
            np.minimum(edges[:, 0], edges[:, 2]),
            np.minimum(edges[:, 1], edges[:, 3]),
            np.maximum(edges[:, 0], edges[:, 2]),
            np.maximum(edges[:, 1], edges[:, 3]),
        )
        order = np.argsort(cell_of_edge, kind="stable")
        cell_sorted = cell_of_edge[order]
        self.edges = np.ascontiguousarray(edges[edge_of_pair[order]])
        self.offsets = np.searchsorted(cell_sorted, np.arange(cells + 1)).astype(np.int64)
        counts = np.diff(self.offsets)
        mixed = counts > 0
        # Cell classes: mixed where edges are; elsewhere the side of the cell centre.
        centres_x, centres_y = grid.cell_centres()
        self.cls = np.full(cells, _MIXED, dtype=np.int8)
        self.cls[~mixed] = _OUTSIDE
        if not shapely.is_empty(geometry):
            # Only centres inside the layer's box can be inside it.
            x0, y0, x1, y1 = (float(v) for v in shapely.bounds(geometry))
            candidate = (
                ~mixed
                & (centres_x >= x0)
                & (centres_x <= x1)
                & (centres_y >= y0)
                & (centres_y <= y1)
            )
            if like is not None:
                other, (bx0, by0, bx1, by1) = like
                same = (
                    candidate
                    & (other.cls != _MIXED)
                    & (
                        (centres_x < bx0)
                        | (centres_x > bx1)
                        | (centres_y < by0)
                        | (centres_y > by1)
                    )
                )
                self.cls[same] = other.cls[same]
                candidate &= ~same
            uniform = np.flatnonzero(candidate)
            inside = shapely.contains_xy(geometry, centres_x[uniform], centres_y[uniform])
            self.cls[uniform] = np.where(inside, _INSIDE, _OUTSIDE)
        # Reference points of mixed cells: a point of known side, away from every edge.
        mixed_cells = np.flatnonzero(mixed)
        self.ref_x = centres_x.copy()
        self.ref_y = centres_y.copy()
        self.ref_inside = np.zeros(cells, dtype=bool)
        self.mipmaps: dict[int, list[BoolArray]] = {}
        self._python: (
            tuple[bytes, list[int], list[tuple[float, float, float, float, float]]] | None
        ) = None
        # The layer's bounding box grown by GRID_EPSILON (None if the layer is empty).
        self.box: tuple[float, float, float, float] | None = None
        if not shapely.is_empty(geometry):
            x0, y0, x1, y1 = (float(v) for v in shapely.bounds(geometry))
            pad = 2 * GRID_EPSILON
            self.box = (x0 - pad, y0 - pad, x1 + pad, y1 + pad)
        if len(mixed_cells):
            self._place_references(mixed_cells, grid, geometry)

    def python_tables(
        self,
    ) -> tuple[bytes, list[int], list[tuple[float, float, float, float, float]]]:
        """Plain-Python copies of the tables (for single checks without numpy): classes as
        bytes, offsets as a list, edges as tuples ``x0 y0 x1 y1 near`` where ``near`` is
        GRID_EPSILON times the edge's length."""
        if self._python is None:
            lengths = np.hypot(
                self.edges[:, 2] - self.edges[:, 0], self.edges[:, 3] - self.edges[:, 1]
            )
            rows = np.column_stack([self.edges, GRID_EPSILON * lengths])
            self._python = (
                self.cls.astype(np.uint8).tobytes(),
                self.offsets.tolist(),
                [tuple(row) for row in rows.tolist()],
            )
        return self._python

    def _place_references(self, mixed_cells: IntArray, grid: _SegmentGrid, geometry: Any) -> None:
        pending = mixed_cells
        offsets = ((0.0, 0.0), (0.173, 0.231), (-0.219, 0.127), (0.287, -0.163), (-0.113, -0.271))
        cx, cy = grid.cell_centres()
        for dx, dy in offsets:
            if not len(pending):
                break
            px = cx[pending] + dx * grid.cell
            py = cy[pending] + dy * grid.cell
            # Distance from each candidate to the edges of its own cell.
            pair_cell, pair_edge = _expand_ranges(
                pending, self.offsets[pending], self.offsets[pending + 1]
            )
            owner = np.searchsorted(pending, pair_cell)
            e = self.edges[pair_edge]
            distance = _point_segment_distance(px[owner], py[owner], e)
            near = np.zeros(len(pending), dtype=bool)
            near[owner[distance < 1e3 * GRID_EPSILON]] = True
            good = pending[~near]
            self.ref_x[good] = px[~near]
            self.ref_y[good] = py[~near]
            self.ref_inside[good] = shapely.contains_xy(geometry, px[~near], py[~near])
            pending = pending[near]
        if len(pending):  # pragma: no cover - five candidates all on a boundary edge
            self.cls[pending] = _MIXED
            self.ref_x[pending] = np.nan


class _SegmentGrid:
    """The fast path: a uniform grid over the map with one ``_Layer`` per polygon layer."""

    def __init__(self, geometry: RouteGeometry) -> None:
        x_min, y_min, x_max, y_max = geometry.sheet.bounds
        width, height = x_max - x_min, y_max - y_min
        self.cell = math.sqrt(width * height / GRID_TARGET_CELLS)
        self.x0, self.y0 = x_min, y_min
        self.nx = max(1, math.ceil(width / self.cell))
        self.ny = max(1, math.ceil(height / self.cell))
        self.tolerance = geometry.sheet.coast_tolerance
        self.bounds = geometry.sheet.bounds
        self.inverse_cell = 1.0 / self.cell
        self.land = _Layer(geometry.land, self)
        canals = _union(geometry.sheet.canals)
        if shapely.is_empty(canals):
            self.ship = _Layer(
                geometry.ship_obstacles, self, like=(self.land, (0.0, 0.0, -1.0, -1.0))
            )
        else:
            # Away from the canals, land and ship obstacles are the same (a cell away is
            # more than a cell's width off the canals' box).
            cx0, cy0, cx1, cy1 = (float(v) for v in shapely.bounds(canals))
            margin = 2 * self.cell
            box_around = (cx0 - margin, cy0 - margin, cx1 + margin, cy1 + margin)
            self.ship = _Layer(geometry.ship_obstacles, self, like=(self.land, box_around))
        self.mountains = _Layer(geometry.mountains, self)
        # Per transport: cells where any segment piece is certainly legal (GOOD).
        no_mountain = self.mountains.cls == _OUTSIDE
        good = {
            Transport.TRAIN: (self.land.cls == _INSIDE) & no_mountain,
            Transport.SHIP: (self.ship.cls == _OUTSIDE) & no_mountain,
            Transport.BALLOON: no_mountain,
        }
        self.mipmaps = {t: _mipmap(g.reshape(self.ny, self.nx)) for t, g in good.items()}
        # Per transport: cells where any segment piece is certainly illegal.
        in_mountain = self.mountains.cls == _INSIDE
        self.bad_cells = {
            Transport.TRAIN: (self.land.cls == _OUTSIDE) | in_mountain,
            Transport.SHIP: (self.ship.cls == _INSIDE) | in_mountain,
            Transport.BALLOON: in_mountain,
        }
        # For plain-Python look-ups: one extra False column and row (points on the map's
        # right or top edge need no clamping); row stride nx + 1.
        self.bad_bytes = {
            t: _framed_bytes(bad, self.ny, self.nx) for t, bad in self.bad_cells.items()
        }
        for layer in (self.land, self.ship, self.mountains):
            shape = (self.ny, self.nx)
            layer.mipmaps = {
                side: _bool_mipmap((layer.cls == side).reshape(shape), PIECE_LEVELS)
                for side in (_INSIDE, _OUTSIDE)
            }
        # Per transport: each cell's clearance, how many cells around it are all good
        # (for stepping along a segment in strides; the balloon's is free of mountains).
        clearance = {t: _clearance_bytes(g.reshape(self.ny, self.nx)) for t, g in good.items()}
        self.mountain_clearance = clearance[Transport.BALLOON]
        self.clearance_arrays = {
            t: np.frombuffer(table, dtype=np.uint8) for t, table in clearance.items()
        }
        # level 0 of each good mip-map, framed the same way (rows of nx + 1)
        self.good_arrays = {
            t: np.frombuffer(levels[0][0], dtype=np.uint8) for t, levels in self.mipmaps.items()
        }
        self.train_tables = (
            self.bad_bytes[Transport.TRAIN],
            self.mipmaps[Transport.TRAIN],
            clearance[Transport.TRAIN],
        )
        self.ship_tables = (
            self.bad_bytes[Transport.SHIP],
            self.mipmaps[Transport.SHIP],
            clearance[Transport.SHIP],
        )
        self.balloon_tables = (
            self.bad_bytes[Transport.BALLOON],
            self.mipmaps[Transport.BALLOON],
            clearance[Transport.BALLOON],
        )
        self.has_mountains = bool(self.mountains.edges.size or in_mountain.any())
        # No coast tolerance reaches further along a segment than this.
        tolerances = geometry._tolerances()
        self.max_tolerance = max(
            float(geometry.sheet.coast_tolerance),
            float(tolerances.max()) if len(tolerances) else 0.0,
        )
        # What quick_verdict reads on every call, in one attribute look-up.
        self.quick_frame = (
            self.x0,
            self.y0,
            self.inverse_cell,
            self.nx + 1,
            self.mountain_clearance,
        )

    # -- building helpers ----------------------------------------------------------

    def cell_centres(self) -> tuple[FloatArray, FloatArray]:
        """The x and y of every cell's centre, in cell order (row-major, y then x)."""
        ix = np.arange(self.nx, dtype=np.float64)
        iy = np.arange(self.ny, dtype=np.float64)
        gx, gy = np.meshgrid(self.x0 + (ix + 0.5) * self.cell, self.y0 + (iy + 0.5) * self.cell)
        return gx.ravel(), gy.ravel()

    def cells_near_boxes(
        self, bx0: FloatArray, by0: FloatArray, bx1: FloatArray, by1: FloatArray
    ) -> tuple[IntArray, IntArray]:
        """(cell, box index) pairs for every cell within GRID_EPSILON of each box."""
        pad = GRID_EPSILON
        i0 = self._column(bx0 - pad)
        i1 = self._column(bx1 + pad)
        j0 = self._row(by0 - pad)
        j1 = self._row(by1 + pad)
        columns = i1 - i0 + 1
        rows = j1 - j0 + 1
        box_index, k = _expand_counts(columns * rows)
        width = columns[box_index]
        ci = i0[box_index] + k % width
        cj = j0[box_index] + k // width
        return cj * self.nx + ci, box_index

    def _column(self, x: FloatArray) -> IntArray:
        return np.clip(np.floor((x - self.x0) / self.cell), 0, self.nx - 1).astype(np.int64)

    def _row(self, y: FloatArray) -> IntArray:
        return np.clip(np.floor((y - self.y0) / self.cell), 0, self.ny - 1).astype(np.int64)

    # -- single checks in plain Python ------------------------------------------------

    def tolerance_free_verdict(
        self, x0: float, y0: float, x1: float, y1: float, transport: Transport, length: float
    ) -> bool | None:
        """Decide a segment where the coast tolerances at its ends cannot matter, without
        asking what they are: False if its middle lies in a cell uniformly illegal and is
        further from either end than any tolerance reaches; True if the whole segment
        strides through good cells (by their clearance); None if undecided. The segment
        must lie inside the map and have a length.
        """
        grid_x, grid_y, inverse, stride, _ = self.quick_frame
        u0 = (x0 - grid_x) * inverse
        v0 = (y0 - grid_y) * inverse
        du = (x1 - x0) * inverse
        dv = (y1 - y0) * inverse
        if transport is Transport.TRAIN:
            bad, _, clear = self.train_tables
        elif transport is Transport.SHIP:
            bad, _, clear = self.ship_tables
        else:
            bad, _, clear = self.balloon_tables
        if (
            length > 2.0 * self.max_tolerance
            and bad[int(v0 + 0.5 * dv) * stride + int(u0 + 0.5 * du)]
        ):
            return False
        cells_long = length * inverse
        eu = du / cells_long
        ev = dv / cells_long
        t = 0.0
        while True:
            k = clear[int(v0 + t * ev) * stride + int(u0 + t * eu)]
            if not k:
                return None
            t += k
            if t >= cells_long:
                return True

    def quick_verdict(
        self,
        x0: float,
        y0: float,
        x1: float,
        y1: float,
        transport: Transport,
        low: float,
        high: float,
    ) -> bool | None:
        """Decide a segment by table look-ups alone, in plain Python (no numpy call).

        True if every piece of the segment (at most ``PIECE_CELLS`` cells long) has its
        box in cells uniformly legal for the transport (a mip-map level where the box
        spans at most 2 × 2 cells); False if a point of the judged part (from ``low`` to
        ``high`` along the segment, outside the coast tolerance) lies in a cell uniformly
        illegal; None if undecided. The segment must lie inside the map.
        """
        grid_x, grid_y, inverse, stride, mountains = self.quick_frame
        u0 = (x0 - grid_x) * inverse
        v0 = (y0 - grid_y) * inverse
        du = (x1 - x0) * inverse
        dv = (y1 - y0) * inverse
        cells_long = math.sqrt(du * du + dv * dv)
        judged = high - low > 1e-9
        # Identity tests, not dict look-ups: hashing an enum member costs a Python call.
        if transport is Transport.TRAIN:
            bad, levels, clear = self.train_tables
        elif transport is Transport.SHIP:
            bad, levels, clear = self.ship_tables
        else:
            bad, levels, clear = self.balloon_tables
        if judged:
            t = (low + high) * 0.5 * inverse / cells_long
            if bad[int(v0 + t * dv) * stride + int(u0 + t * du)]:
                return False
        # Stride along the segment by each cell's clearance: every point within k cells
        # of a cell of clearance k is in a good cell. Free of mountains on the whole
        # segment, then good for the transport on the judged part (inlined: this is the
        # commonest way a legal segment is decided).
        eu = du / cells_long
        ev = dv / cells_long
        t = 0.0
        while True:
            k = mountains[int(v0 + t * ev) * stride + int(u0 + t * eu)]
            if not k:
                break
            t += k
            if t >= cells_long:
                break
        if t >= cells_long:
            if not judged or transport is Transport.BALLOON:
                return True
            t = low * inverse
            end = high * inverse
            good = levels[0][0]
            # Near a coast the clearance is 0: cross a few good cells one at a time.
            cell_steps = QUICK_CELL_STEPS
            while True:
                u = u0 + t * eu
                v = v0 + t * ev
                index = int(v) * stride + int(u)
                k = clear[index]
                if k:
                    t += k
                elif cell_steps and good[index]:
                    cell_steps -= 1
                    # to the cell's far side, along the segment
                    across_u = (
                        (int(u) + 1 - u) / eu if eu > 0.0 else (u - int(u)) / -eu if eu else 2.0
                    )
                    across_v = (
                        (int(v) + 1 - v) / ev if ev > 0.0 else (v - int(v)) / -ev if ev else 2.0
                    )
                    t += (across_u if across_u < across_v else across_v) + 1e-9
                else:
                    break
                if t >= end:
                    return True
        # The whole segment's box first (one mip-map level, at most 2 × 2 cells), then
        # short pieces on finer levels.
        if self._pieces_good(levels, u0, v0, du, dv, 1):
            return True
        if cells_long > QUICK_PIECE_CELLS:
            pieces = int(cells_long * (1.0 / QUICK_PIECE_CELLS)) + 1
            if self._pieces_good(levels, u0, v0, du / pieces, dv / pieces, pieces):
                return True
        if judged:
            # Points a cell apart along the judged part: any in an all-wrong cell settles it.
            samples = min(int((high - low) * inverse) + 2, 256)
            step = (high - low) * inverse / cells_long / samples
            start = low * inverse / cells_long + 0.5 * step
            for k in range(samples):
                t = start + k * step
                if bad[int(v0 + t * dv) * stride + int(u0 + t * du)]:
                    return False
        return None

    def walk_verdict(
        self,
        x0: float,
        y0: float,
        x1: float,
        y1: float,
        transport: Transport,
        low: float,
        high: float,
    ) -> bool | None:
        """Decide one segment by walking its cells in plain Python: the same judgement as
        the batch (``judge``) for one segment, cheaper than numpy's per-call overhead.
        None if a contact is degenerate (the exact path decides)."""
        mountains = self.mountains
        if self.has_mountains and mountains.box is not None:
            bx0, by0, bx1, by1 = mountains.box
            if not (
                (x0 < bx0 and x1 < bx0)
                or (x0 > bx1 and x1 > bx1)
                or (y0 < by0 and y1 < by0)
                or (y0 > by1 and y1 > by1)
            ):
                clear = self.walk_layer(mountains, x0, y0, x1, y1, _OUTSIDE)
                if clear is not True:
                    return clear
        if transport is Transport.BALLOON or high - low <= 1e-9:
            return True
        length = math.hypot(x1 - x0, y1 - y0)
        dx = (x1 - x0) / length
        dy = (y1 - y0) / length
        ax, ay = x0 + dx * low, y0 + dy * low
        bx, by = x0 + dx * high, y0 + dy * high
        if transport is Transport.TRAIN:
            return self.walk_layer(self.land, ax, ay, bx, by, _INSIDE)
        return self.walk_layer(self.ship, ax, ay, bx, by, _OUTSIDE)

    def walk_layer(
        self, layer: _Layer, ax: float, ay: float, bx: float, by: float, wanted: int
    ) -> bool | None:
        """Is the segment wholly on the ``wanted`` side of ``layer``? True, False, or None
        (degenerate contact). Walks the cells it touches column by column along its major
        axis; tests the edges of mixed cells; settles the side from a reference point."""
        cls, offsets, edges = layer.python_tables()
        other = _OUTSIDE if wanted == _INSIDE else _INSIDE
        inverse = self.inverse_cell
        u0 = (ax - self.x0) * inverse
        v0 = (ay - self.y0) * inverse
        u1 = (bx - self.x0) * inverse
        v1 = (by - self.y0) * inverse
        nx, ny = self.nx, self.ny
        if abs(u1 - u0) >= abs(v1 - v0):
            p0, q0, p1, q1, stride_p, stride_q, last_p, last_q = (
                u0,
                v0,
                u1,
                v1,
                1,
                nx,
                nx - 1,
                ny - 1,
            )
        else:
            p0, q0, p1, q1, stride_p, stride_q, last_p, last_q = (
                v0,
                u0,
                v1,
                u1,
                nx,
                1,
                ny - 1,
                nx - 1,
            )
        if p1 < p0:
            p0, q0, p1, q1 = p1, q1, p0, q0
        slope = (q1 - q0) / (p1 - p0) if p1 > p0 else 0.0
        first = min(max(int(p0), 0), last_p)
        final = min(max(int(p1), 0), last_p)
        px = bx - ax
        py = by - ay
        near = GRID_EPSILON * math.sqrt(px * px + py * py)
        has_wanted = False
        unsure = False
        for column in range(first, final + 1):
            lo = column if column > p0 else p0
            hi = column + 1 if column + 1 < p1 else p1
            qa = q0 + slope * (lo - p0)
            qb = q0 + slope * (hi - p0)
            if qa > qb:
                qa, qb = qb, qa
            row_first = min(max(int(qa), 0), last_q)
            row_final = min(max(int(qb), 0), last_q)
            for row in range(row_first, row_final + 1):
                cell = row * stride_q + column * stride_p
                kind = cls[cell]
                if kind == wanted:
                    has_wanted = True
                    continue
                if kind == other:
                    return False
                for ex0, ey0, ex1, ey1, edge_near in edges[offsets[cell] : offsets[cell + 1]]:
                    contact = _segment_contact(
                        ax, ay, px, py, near, ex0, ey0, ex1, ey1, edge_near, bx, by
                    )
                    if contact == 1:
                        return False
                    if contact == 2:
                        unsure = True
        if unsure:
            return None
        if has_wanted:
            return True
        # Only mixed cells and no crossing: the start's side, from its cell's reference.
        column = min(max(int(u0), 0), nx - 1)
        row = min(max(int(v0), 0), ny - 1)
        cell = row * nx + column
        rx = float(layer.ref_x[cell])
        ry = float(layer.ref_y[cell])
        if rx != rx:  # NaN: the cell has no reference point
            return None
        qx = ax - rx
        qy = ay - ry
        ref_near = GRID_EPSILON * math.sqrt(qx * qx + qy * qy)
        inside = bool(layer.ref_inside[cell])
        for ex0, ey0, ex1, ey1, edge_near in edges[offsets[cell] : offsets[cell + 1]]:
            contact = _segment_contact(
                rx, ry, qx, qy, ref_near, ex0, ey0, ex1, ey1, edge_near, ax, ay
            )
            if contact == 2:
                return None
            if contact == 1:
                inside = not inside
        return inside == (wanted == _INSIDE)

    def stays_good(self, transport: Transport, x: float, y: float, reach: float) -> bool:
        """Whether every point within ``reach`` of ``(x, y)`` (inside the map) lies in a
        cell good for ``transport`` (by the clearance of the point's cell)."""
        grid_x, grid_y, inverse, stride, _ = self.quick_frame
        if transport is Transport.TRAIN:
            clear = self.train_tables[2]
        elif transport is Transport.SHIP:
            clear = self.ship_tables[2]
        else:
            clear = self.balloon_tables[2]
        k = clear[int((y - grid_y) * inverse) * stride + int((x - grid_x) * inverse)]
        return k > reach * inverse

    def stay_good(self, transport: Transport, points: FloatArray, reach: FloatArray) -> BoolArray:
        """``stays_good`` for each row of ``points`` (inside the map) and its ``reach``."""
        clearance = self.clearance_arrays[transport]
        inverse = self.inverse_cell
        column = ((points[:, 0] - self.x0) * inverse).astype(np.int64)
        row = ((points[:, 1] - self.y0) * inverse).astype(np.int64)
        inside = (column >= 0) & (column <= self.nx) & (row >= 0) & (row <= self.ny)
        cell = np.where(inside, row * (self.nx + 1) + column, 0)
        return inside & (clearance[cell] > reach * inverse)

    def zone_crossings(
        self, layer: _Layer, a: FloatArray, b: FloatArray
    ) -> tuple[IntArray, FloatArray, BoolArray]:
        """``crossings`` for many segments ``a → b`` at once: (segment, fraction) of each
        proper crossing found (a crossing seen from several cells comes once per cell),
        and which segments touch an edge degenerately (``_crossings``' doubtful)."""
        count = len(a)
        doubtful_segments = np.zeros(count, dtype=bool)
        if count == 0:
            return np.zeros(0, dtype=np.int64), np.zeros(0), doubtful_segments
        owner, cell = self.touched_cells(a, b)
        mixed = layer.cls[cell] == _MIXED
        pair_owner, pair_edge = _expand_ranges(
            owner[mixed], layer.offsets[cell[mixed]], layer.offsets[cell[mixed] + 1]
        )
        crossing, doubtful = _crossings(a[pair_owner], b[pair_owner], layer.edges[pair_edge])
        doubtful_segments[pair_owner[doubtful]] = True
        found = pair_owner[crossing]
        e = layer.edges[pair_edge[crossing]]
        sa = a[found]
        sb = b[found]
        ex = e[:, 2] - e[:, 0]
        ey = e[:, 3] - e[:, 1]
        d3 = ex * (sa[:, 1] - e[:, 1]) - ey * (sa[:, 0] - e[:, 0])
        d4 = ex * (sb[:, 1] - e[:, 1]) - ey * (sb[:, 0] - e[:, 0])
        return found, d3 / (d3 - d4), doubtful_segments

    def crossings(
        self, layer: _Layer, ax: float, ay: float, bx: float, by: float
    ) -> list[float] | None:
        """Where the segment ``a → b`` crosses the boundary of ``layer``: the sorted
        fractions of its length of its proper crossings, or None if it touches a boundary
        edge degenerately (within GRID_EPSILON: the exact path decides). Walks the cells
        the segment touches, as ``walk_layer`` does, and tests the edges of mixed cells."""
        cls, offsets, edges = layer.python_tables()
        inverse = self.inverse_cell
        u0 = (ax - self.x0) * inverse
        v0 = (ay - self.y0) * inverse
        u1 = (bx - self.x0) * inverse
        v1 = (by - self.y0) * inverse
        nx, ny = self.nx, self.ny
        if abs(u1 - u0) >= abs(v1 - v0):
            p0, q0, p1, q1, stride_p, stride_q, last_p, last_q = (
                u0,
                v0,
                u1,
                v1,
                1,
                nx,
                nx - 1,
                ny - 1,
            )
        else:
            p0, q0, p1, q1, stride_p, stride_q, last_p, last_q = (
                v0,
                u0,
                v1,
                u1,
                nx,
                1,
                ny - 1,
                nx - 1,
            )
        if p1 < p0:
            p0, q0, p1, q1 = p1, q1, p0, q0
        slope = (q1 - q0) / (p1 - p0) if p1 > p0 else 0.0
        first = min(max(int(p0), 0), last_p)
        final = min(max(int(p1), 0), last_p)
        px = bx - ax
        py = by - ay
        near = GRID_EPSILON * math.sqrt(px * px + py * py)
        found: set[float] = set()
        for column in range(first, final + 1):
            lo = column if column > p0 else p0
            hi = column + 1 if column + 1 < p1 else p1
            qa = q0 + slope * (lo - p0)
            qb = q0 + slope * (hi - p0)
            if qa > qb:
                qa, qb = qb, qa
            row_first = min(max(int(qa), 0), last_q)
            row_final = min(max(int(qb), 0), last_q)
            for row in range(row_first, row_final + 1):
                cell = row * stride_q + column * stride_p
                if cls[cell] != _MIXED:
                    continue
                for ex0, ey0, ex1, ey1, edge_near in edges[offsets[cell] : offsets[cell + 1]]:
                    # _segment_contact's first test, inlined: most edges lie to one side
                    d1 = px * (ey0 - ay) - py * (ex0 - ax)
                    d2 = px * (ey1 - ay) - py * (ex1 - ax)
                    if (d1 > near and d2 > near) or (d1 < -near and d2 < -near):
                        continue
                    contact = _segment_contact(
                        ax, ay, px, py, near, ex0, ey0, ex1, ey1, edge_near, bx, by
                    )
                    if contact == 2:
                        return None
                    if contact == 1:
                        # the fraction of a → b where the edge's line cuts it
                        ex = ex1 - ex0
                        ey = ey1 - ey0
                        d3 = ex * (ay - ey0) - ey * (ax - ex0)
                        d4 = ex * (by - ey0) - ey * (bx - ex0)
                        found.add(d3 / (d3 - d4))
        return sorted(found)

    @staticmethod
    def _pieces_good(
        levels: list[tuple[bytes, int, int]],
        u0: float,
        v0: float,
        du: float,
        dv: float,
        pieces: int,
    ) -> bool:
        """Whether every piece ``u0 + k·du`` (in cell units) has its box in good cells of
        the mip-map level where the box spans at most 2 × 2 cells."""
        width_u = du if du >= 0.0 else -du
        width_v = dv if dv >= 0.0 else -dv
        level = int(width_u if width_u > width_v else width_v).bit_length()
        if level >= len(levels):
            return False
        table, width, _ = levels[level]
        low_u = u0 + (du if du < 0.0 else 0.0)
        low_v = v0 + (dv if dv < 0.0 else 0.0)
        for k in range(pieces):
            lu = low_u + k * du
            lv = low_v + k * dv
            i0 = int(lu) >> level
            i1 = int(lu + width_u) >> level
            row0 = (int(lv) >> level) * width
            row1 = (int(lv + width_v) >> level) * width
            if not (
                table[row0 + i0] and table[row0 + i1] and table[row1 + i0] and table[row1 + i1]
            ):
                return False
        return True

    # -- batches ---------------------------------------------------------------------

    def judge(
        self,
        starts: FloatArray,
        ends: FloatArray,
        transport: Transport,
        start_tolerances: FloatArray,
        end_tolerances: FloatArray,
    ) -> tuple[BoolArray, BoolArray]:
        """(legal, unsure) for one-segment routes; unsure ones need the exact path. The
        land/sea is judged between the given tolerances from each segment's ends."""
        x_min, y_min, x_max, y_max = self.bounds
        legal = (
            (starts[:, 0] >= x_min)
            & (starts[:, 0] <= x_max)
            & (starts[:, 1] >= y_min)
            & (starts[:, 1] <= y_max)
            & (ends[:, 0] >= x_min)
            & (ends[:, 0] <= x_max)
            & (ends[:, 1] >= y_min)
            & (ends[:, 1] <= y_max)
        )
        unsure = np.zeros(len(starts), dtype=bool)
        # The part of each segment outside the coast tolerance at its ends: land or sea is
        # judged on it (the mountains on the whole segment).
        delta = ends - starts
        length = np.hypot(delta[:, 0], delta[:, 1])
        low = start_tolerances
        high = length - end_tolerances
        checked = high - low > 1e-9
        with np.errstate(invalid="ignore", divide="ignore"):
            direction = np.where(length[:, None] > 0, delta / length[:, None], 0.0)
        a_clipped = starts + direction * low[:, None]
        b_clipped = starts + direction * high[:, None]
        # Cheap rejection first: points along the judged part that fall in a cell which is
        # all wrong for this transport (all sea for a train, all mountain...).
        todo = np.flatnonzero(legal & checked)
        legal[todo] &= ~self._sampled_bad(a_clipped[todo], b_clipped[todo], transport)
        # Cheap acceptance next: segments that stride through good cells by their
        # clearance (mountains on the whole segment, land or sea on the judged part) are
        # legal; only the others need the cell-by-cell checks below.
        proven = np.zeros(len(starts), dtype=bool)
        todo = np.flatnonzero(legal & (length > 0))
        if len(todo):
            clear_of_mountains = self._strided_good(
                Transport.BALLOON, starts[todo], ends[todo], 0.0, length[todo]
            )
            if transport is Transport.BALLOON:
                proven[todo] = clear_of_mountains
            else:
                # where the tolerances cover the whole segment only the mountains count
                proven[todo[clear_of_mountains & ~checked[todo]]] = True
                todo = todo[clear_of_mountains & checked[todo]]
                proven[todo] = self._strided_good(
                    transport,
                    starts[todo],
                    ends[todo],
                    low[todo],
                    high[todo],
                )
        # Land or sea first (it settles most candidates of a fan), on the judged part.
        if transport is not Transport.BALLOON:
            todo = np.flatnonzero(legal & checked & ~proven)
            if len(todo):
                if transport is Transport.TRAIN:
                    layer, wanted = self.land, _INSIDE
                else:
                    layer, wanted = self.ship, _OUTSIDE
                fine, doubt = self.layer_check(layer, a_clipped[todo], b_clipped[todo], wanted)
                legal[todo] = fine
                unsure[todo] = doubt
        # Mountains: the whole segment must stay clear of them, balloons included. A
        # definite touch settles a segment the land/sea check left unsure.
        todo = np.flatnonzero((legal | unsure) & ~proven)
        if len(todo) and self.has_mountains:
            fine, doubt = self.layer_check(self.mountains, starts[todo], ends[todo], _OUTSIDE)
            was_legal = legal[todo]
            was_unsure = unsure[todo]
            legal[todo] = was_legal & fine
            unsure[todo] = (was_unsure & (fine | doubt)) | (was_legal & doubt)
        return legal, unsure

    def _strided_good(
        self,
        transport: Transport,
        starts: FloatArray,
        ends: FloatArray,
        low: FloatArray | float,
        high: FloatArray,
    ) -> BoolArray:
        """Which segments stride from ``low`` to ``high`` along them (map units) through
        cells good for ``transport`` (for the balloon: free of mountains), each stride as
        long as the cell's clearance, a good cell of no clearance (by a coast) crossed
        whole: ``quick_verdict``'s strides, for many segments at once."""
        clearance = self.clearance_arrays[transport]
        good_cells = self.good_arrays[transport]
        count = len(starts)
        inverse = self.inverse_cell
        stride = self.nx + 1
        u0 = (starts[:, 0] - self.x0) * inverse
        v0 = (starts[:, 1] - self.y0) * inverse
        delta = (ends - starts) * inverse
        cells_long = np.hypot(delta[:, 0], delta[:, 1])
        eu = delta[:, 0] / cells_long
        ev = delta[:, 1] / cells_long
        # the distance along a segment across one cell width in u and in v
        with np.errstate(divide="ignore"):
            across_u = np.where(eu != 0.0, 1.0 / np.abs(eu), np.inf)
            across_v = np.where(ev != 0.0, 1.0 / np.abs(ev), np.inf)
        t = np.broadcast_to(np.asarray(low, dtype=np.float64) * inverse, (count,)).copy()
        end = high * inverse
        good = t >= end
        going = np.flatnonzero(~good)
        for _ in range(MAX_BATCH_STRIDES):
            if not len(going):
                break
            u = u0[going] + t[going] * eu[going]
            v = v0[going] + t[going] * ev[going]
            cell = v.astype(np.int64) * stride + u.astype(np.int64)
            step = clearance[cell].astype(np.float64)
            blocked = step == 0.0
            crossing = blocked & (good_cells[cell] != 0)
            if crossing.any():
                # to the far side of the cell, along the segment
                fu = u[crossing] - np.floor(u[crossing])
                fv = v[crossing] - np.floor(v[crossing])
                to_u = np.where(eu[going][crossing] > 0, 1.0 - fu, fu) * across_u[going][crossing]
                to_v = np.where(ev[going][crossing] > 0, 1.0 - fv, fv) * across_v[going][crossing]
                step[crossing] = np.minimum(to_u, to_v) + 1e-9
            t[going] += step
            arrived = t[going] >= end[going]
            good[going[arrived]] = True
            going = going[~arrived & ~(blocked & ~crossing)]
        return good

    def _sampled_bad(self, a: FloatArray, b: FloatArray, transport: Transport) -> BoolArray:
        """Segments with one of three sample points in a cell all wrong for the transport
        (a cheap first sieve: most of a fan of candidates ends here)."""
        count = len(a)
        bad = np.zeros(count, dtype=bool)
        if count == 0:
            return bad
        table = self.bad_cells[transport]
        delta = b - a
        for t in (0.5, 1.0 / 6.0, 5.0 / 6.0):
            bad |= table[self._cell_of(a[:, 0] + t * delta[:, 0], a[:, 1] + t * delta[:, 1])]
        return bad

    def _cell_of(self, x: FloatArray, y: FloatArray) -> IntArray:
        """The cell index of points inside the map (no clipping below: they are inside)."""
        i = np.minimum(((x - self.x0) * (1.0 / self.cell)).astype(np.int64), self.nx - 1)
        j = np.minimum(((y - self.y0) * (1.0 / self.cell)).astype(np.int64), self.ny - 1)
        return np.maximum(j, 0) * self.nx + np.maximum(i, 0)

    def layer_check(
        self, layer: _Layer, a: FloatArray, b: FloatArray, wanted: int
    ) -> tuple[BoolArray, BoolArray]:
        """(fine, unsure) per segment: is it wholly on the ``wanted`` side of the layer
        (``_INSIDE``: within the polygons, their boundary allowed; ``_OUTSIDE``: clear of
        them, not even touching).

        Segments are cut into pieces of at most ``PIECE_CELLS`` cells; a piece whose box
        lies in cells all on the wanted side (looked up in a mip-map, at most 2 × 2 cells
        of the right level) is fine at once; the other pieces get the cell walk and the
        edge tests. A segment is fine if all its pieces are.
        """
        count = len(a)
        fine = np.ones(count, dtype=bool)
        unsure = np.zeros(count, dtype=bool)
        if count == 0:
            return fine, unsure
        if wanted == _OUTSIDE and layer.box is not None:
            # Far from every polygon of the layer: clear at once (mountains, mostly).
            bx0, by0, bx1, by1 = layer.box
            clear = (
                (np.maximum(a[:, 0], b[:, 0]) < bx0)
                | (np.minimum(a[:, 0], b[:, 0]) > bx1)
                | (np.maximum(a[:, 1], b[:, 1]) < by0)
                | (np.minimum(a[:, 1], b[:, 1]) > by1)
            )
            if clear.any():
                near = np.flatnonzero(~clear)
                near_fine, near_unsure = self.layer_check(layer, a[near], b[near], wanted)
                fine[near] = near_fine
                unsure[near] = near_unsure
                return fine, unsure
        delta = b - a
        length = np.hypot(delta[:, 0], delta[:, 1])
        pieces = np.maximum(np.ceil(length / (PIECE_CELLS * self.cell)), 1).astype(np.int64)
        owner, rank = _expand_counts(pieces)
        t0 = (rank / pieces[owner])[:, None]
        t1 = ((rank + 1) / pieces[owner])[:, None]
        pa = a[owner] + t0 * delta[owner]
        pb = np.where(t1 >= 1.0, b[owner], a[owner] + t1 * delta[owner])
        settled = self._in_uniform_cells(layer.mipmaps[wanted], pa, pb)
        rest = np.flatnonzero(~settled)
        wrong = np.zeros(count, dtype=bool)
        if len(rest):
            # Piece by piece from the segments' starts: a segment found wrong early (a
            # candidate running ashore) skips the walk of its later pieces.
            rest_rank = rank[rest]
            for k in range(int(rest_rank.max()) + 1):
                chosen = rest[rest_rank == k]
                chosen = chosen[~wrong[owner[chosen]]]
                if not len(chosen):
                    continue
                piece_fine, piece_unsure = self._layer_check_pieces(
                    layer, pa[chosen], pb[chosen], wanted
                )
                unsure[owner[chosen[piece_unsure]]] = True
                # A piece certainly wrong makes the segment certainly wrong.
                wrong[owner[chosen[~piece_fine & ~piece_unsure]]] = True
        unsure &= ~wrong
        return ~wrong & ~unsure, unsure

    def _in_uniform_cells(self, levels: list[BoolArray], a: FloatArray, b: FloatArray) -> BoolArray:
        """Pieces whose bounding box lies in cells that are all True in ``levels``."""
        inverse = 1.0 / self.cell
        ux0 = (np.minimum(a[:, 0], b[:, 0]) - self.x0) * inverse
        ux1 = (np.maximum(a[:, 0], b[:, 0]) - self.x0) * inverse
        uy0 = (np.minimum(a[:, 1], b[:, 1]) - self.y0) * inverse
        uy1 = (np.maximum(a[:, 1], b[:, 1]) - self.y0) * inverse
        span = np.maximum(ux1 - ux0, uy1 - uy0)
        level = np.zeros(len(a), dtype=np.int64)
        for k in range(1, len(levels)):
            level[span >= (1 << (k - 1))] = k
        result = np.zeros(len(a), dtype=bool)
        for k, table in enumerate(levels):
            chosen = np.flatnonzero((level == k) & (span < (1 << k)))
            if not len(chosen):
                continue
            height, width = table.shape
            scale = 1.0 / (1 << k)
            i0 = np.clip((ux0[chosen] * scale).astype(np.int64), 0, width - 1)
            i1 = np.clip((ux1[chosen] * scale).astype(np.int64), 0, width - 1)
            j0 = np.clip((uy0[chosen] * scale).astype(np.int64), 0, height - 1)
            j1 = np.clip((uy1[chosen] * scale).astype(np.int64), 0, height - 1)
            result[chosen] = table[j0, i0] & table[j0, i1] & table[j1, i0] & table[j1, i1]
        return result

    def _layer_check_pieces(
        self, layer: _Layer, a: FloatArray, b: FloatArray, wanted: int
    ) -> tuple[BoolArray, BoolArray]:
        """``layer_check`` for short pieces by the cell walk and exact edge tests."""
        count = len(a)
        fine = np.zeros(count, dtype=bool)
        unsure = np.zeros(count, dtype=bool)
        if count == 0:
            return fine, unsure
        owner, cell = self.touched_cells(a, b)
        cls = layer.cls[cell]
        other = _OUTSIDE if wanted == _INSIDE else _INSIDE
        wrong = np.zeros(count, dtype=bool)
        wrong[owner[cls == other]] = True
        has_wanted = np.zeros(count, dtype=bool)
        has_wanted[owner[cls == wanted]] = True
        mixed = (cls == _MIXED) & ~wrong[owner]
        pair_owner, pair_edge = _expand_ranges(
            owner[mixed], layer.offsets[cell[mixed]], layer.offsets[cell[mixed] + 1]
        )
        crossing, doubtful = _crossings(a[pair_owner], b[pair_owner], layer.edges[pair_edge])
        wrong[pair_owner[crossing]] = True
        unsure[pair_owner[doubtful]] = True
        unsure &= ~wrong
        fine = has_wanted & ~wrong & ~unsure
        # Segments only in mixed cells, crossing nothing: the side of their start point,
        # from the reference point of its cell and the crossings between the two.
        open_question = np.flatnonzero(~has_wanted & ~wrong & ~unsure)
        if len(open_question):
            inside, unclear = self.side_of(layer, a[open_question])
            fine[open_question] = (inside == (wanted == _INSIDE)) & ~unclear
            unsure[open_question] = unclear
        return fine, unsure

    def touched_cells(self, a: FloatArray, b: FloatArray) -> tuple[IntArray, IntArray]:
        """(segment, cell) pairs: every cell whose closure each segment ``a → b`` touches.

        Walks the segment's major axis column by column and takes the rows it spans in
        each column: no sorting, a few numpy passes.
        """
        u0 = (a[:, 0] - self.x0) / self.cell
        v0 = (a[:, 1] - self.y0) / self.cell
        u1 = (b[:, 0] - self.x0) / self.cell
        v1 = (b[:, 1] - self.y0) / self.cell
        x_major = np.abs(u1 - u0) >= np.abs(v1 - v0)
        p0 = np.where(x_major, u0, v0)
        q0 = np.where(x_major, v0, u0)
        p1 = np.where(x_major, u1, v1)
        q1 = np.where(x_major, v1, u1)
        backwards = p1 < p0
        p0, p1 = np.where(backwards, p1, p0), np.where(backwards, p0, p1)
        q0, q1 = np.where(backwards, q1, q0), np.where(backwards, q0, q1)
        n_major = np.where(x_major, self.nx, self.ny)
        n_minor = np.where(x_major, self.ny, self.nx)
        first = np.clip(np.floor(p0), 0, n_major - 1).astype(np.int64)
        last = np.clip(np.floor(p1), 0, n_major - 1).astype(np.int64)
        segment, rank = _expand_counts(last - first + 1)
        column = first[segment] + rank
        dp = p1 - p0
        with np.errstate(invalid="ignore", divide="ignore"):
            slope = np.where(dp > 0, (q1 - q0) / dp, 0.0)
        sp0 = p0[segment]
        lo = np.maximum(column, sp0)
        hi = np.minimum(column + 1, p1[segment])
        q_lo = q0[segment] + slope[segment] * (lo - sp0)
        q_hi = q0[segment] + slope[segment] * (hi - sp0)
        top = n_minor[segment] - 1
        row_first = np.clip(np.floor(np.minimum(q_lo, q_hi)), 0, top).astype(np.int64)
        row_last = np.clip(np.floor(np.maximum(q_lo, q_hi)), 0, top).astype(np.int64)
        piece, rank = _expand_counts(row_last - row_first + 1)
        owner = segment[piece]
        major = column[piece]
        minor = row_first[piece] + rank
        cell = np.where(x_major[owner], minor * self.nx + major, major * self.nx + minor)
        return owner, cell

    def side_of(self, layer: _Layer, points: FloatArray) -> tuple[BoolArray, BoolArray]:
        """(inside, unclear) for points, by crossings from their cell's reference point."""
        i = self._column(points[:, 0])
        j = self._row(points[:, 1])
        cell = j * self.nx + i
        count = len(points)
        inside = layer.cls[cell] == _INSIDE
        unclear = np.zeros(count, dtype=bool)
        mixed = np.flatnonzero(layer.cls[cell] == _MIXED)
        if not len(mixed):
            return inside, unclear
        refs = np.stack([layer.ref_x[cell[mixed]], layer.ref_y[cell[mixed]]], axis=1)
        unclear[mixed[np.isnan(refs[:, 0])]] = True
        pair_owner, pair_edge = _expand_ranges(
            np.arange(len(mixed)), layer.offsets[cell[mixed]], layer.offsets[cell[mixed] + 1]
        )
        crossing, doubtful = _crossings(
            refs[pair_owner], points[mixed][pair_owner], layer.edges[pair_edge]
        )
        parity = np.bincount(pair_owner[crossing], minlength=len(mixed)) % 2 == 1
        inside[mixed] = layer.ref_inside[cell[mixed]] ^ parity
        unclear[mixed[np.unique(pair_owner[doubtful])]] = True
        return inside, unclear

    def point_inside(self, layer: _Layer, geometry: Any, point: Point) -> bool:
        """Whether ``point`` is inside (or on the boundary of) ``geometry``, the polygons of
        ``layer``: a table look-up, or an exact shapely test (mixed cell, off the map)."""
        i = int((point[0] - self.x0) // self.cell)
        j = int((point[1] - self.y0) // self.cell)
        if 0 <= i < self.nx and 0 <= j < self.ny:
            cls = layer.cls[j * self.nx + i]
            if cls != _MIXED:
                return bool(cls == _INSIDE)
        return bool(shapely.intersects_xy(geometry, point[0], point[1]))


def _bool_mipmap(fine: BoolArray, count: int) -> list[BoolArray]:
    """``count`` levels of a boolean grid, each cell True if all its finer cells are."""
    levels = [fine]
    for _ in range(count - 1):
        current = levels[-1]
        height, width = current.shape
        padded = np.zeros((height + height % 2, width + width % 2), dtype=bool)
        padded[:height, :width] = current
        levels.append(
            padded[0::2, 0::2] & padded[1::2, 0::2] & padded[0::2, 1::2] & padded[1::2, 1::2]
        )
    return levels


def _framed_bytes(cells: BoolArray, rows: int, columns: int) -> bytes:
    """A flat cell table as bytes with an extra False column and row around the top right."""
    framed = np.zeros((rows + 1, columns + 1), dtype=np.uint8)
    framed[:rows, :columns] = cells.reshape(rows, columns)
    return framed.tobytes()


def _clearance_bytes(good: BoolArray, cap: int = CLEARANCE_CAP) -> bytes:
    """Each cell's clearance as bytes (rows of ``columns + 1``, a zero column and row
    framing the top right, like ``_framed_bytes``): the largest ``k`` (at most ``cap``)
    such that every cell within ``k`` cells of it (a square of side ``2k + 1``) is good.

    Every point within distance ``k`` (in cell widths) of any point of a cell of
    clearance ``k`` lies in a good cell. Cells outside the grid count as good: the
    segments asked about stay inside the map.
    """
    rows, columns = good.shape
    clearance = np.zeros((rows + 1, columns + 1), dtype=np.uint8)
    reached = ~good
    if not reached.any():
        clearance[:rows, :columns] = cap
        return clearance.tobytes()
    for k in range(1, cap + 1):
        # grow the bad cells by one cell in every direction (a square: rows, then columns)
        grown = reached.copy()
        grown[1:, :] |= reached[:-1, :]
        grown[:-1, :] |= reached[1:, :]
        wide = grown.copy()
        wide[:, 1:] |= grown[:, :-1]
        wide[:, :-1] |= grown[:, 1:]
        if wide.all():
            break
        clearance[:rows, :columns][~wide] = k
        reached = wide
    return clearance.tobytes()


def _mipmap(good: BoolArray) -> list[tuple[bytes, int, int]]:
    """Levels of a boolean grid: a cell of level k is True if all its fine cells are."""
    levels: list[tuple[bytes, int, int]] = []
    current = good
    while True:
        height, width = current.shape
        # One extra False column and row: look-ups at the map's top or right edge need no
        # clamping (they just stay undecided).
        framed = np.zeros((height + 1, width + 1), dtype=np.uint8)
        framed[:height, :width] = current
        levels.append((framed.tobytes(), width + 1, height + 1))
        if width == 1 and height == 1:
            break
        padded = np.zeros((height + height % 2, width + width % 2), dtype=bool)
        padded[:height, :width] = current
        current = padded[0::2, 0::2] & padded[1::2, 0::2] & padded[0::2, 1::2] & padded[1::2, 1::2]
    return levels


def _boundary_edges(geometry: Any, max_length: float) -> FloatArray:
    """The boundary of a polygonal geometry as ``(n, 4)`` edges ``x0 y0 x1 y1``, each edge
    split into pieces no longer than ``max_length`` (so that it touches few cells)."""
    if shapely.is_empty(geometry):
        return np.zeros((0, 4), dtype=np.float64)
    boundary = shapely.boundary(geometry)
    parts = shapely.get_parts(boundary)
    coords, index = shapely.get_coordinates(parts, return_index=True)
    same = index[:-1] == index[1:]
    edges = np.hstack([coords[:-1][same], coords[1:][same]])
    lengths = np.hypot(edges[:, 2] - edges[:, 0], edges[:, 3] - edges[:, 1])
    pieces = np.maximum(1, np.ceil(lengths / max_length)).astype(np.int64)
    edge_index, k = _expand_counts(pieces)
    t0 = k / pieces[edge_index]
    t1 = (k + 1) / pieces[edge_index]
    e = edges[edge_index]
    dx = e[:, 2] - e[:, 0]
    dy = e[:, 3] - e[:, 1]
    # The last piece ends exactly at the original vertex (no rounding drift).
    x1 = np.where(t1 >= 1.0, e[:, 2], e[:, 0] + t1 * dx)
    y1 = np.where(t1 >= 1.0, e[:, 3], e[:, 1] + t1 * dy)
    x0 = np.where(t0 <= 0.0, e[:, 0], e[:, 0] + t0 * dx)
    y0 = np.where(t0 <= 0.0, e[:, 1], e[:, 1] + t0 * dy)
    return np.stack([x0, y0, x1, y1], axis=1)


def _expand_counts(counts: IntArray) -> tuple[IntArray, IntArray]:
    """For counts ``[2, 1, 3]``: owner ``[0, 0, 1, 2, 2, 2]`` and rank ``[0, 1, 0, 0, 1, 2]``."""
    counts = np.asarray(counts, dtype=np.int64)
    total = int(counts.sum())
    owner = np.repeat(np.arange(len(counts), dtype=np.int64), counts)
    starts = np.cumsum(counts) - counts
    rank = np.arange(total, dtype=np.int64) - starts[owner]
    return owner, rank


def _expand_ranges(keys: IntArray, low: IntArray, high: IntArray) -> tuple[IntArray, IntArray]:
    """Pairs ``(key, value)`` for every value in ``range(low[i], high[i])``."""
    owner, rank = _expand_counts(high - low)
    return keys[owner], low[owner] + rank


def _segment_contact(
    ax: float,
    ay: float,
    px: float,
    py: float,
    near: float,
    ex0: float,
    ey0: float,
    ex1: float,
    ey1: float,
    edge_near: float,
    bx: float,
    by: float,
) -> int:
    """0: segment ``a → b`` (direction ``p``) and the edge are clearly apart; 1: they
    cross properly; 2: a degenerate contact (within GRID_EPSILON). ``near`` and
    ``edge_near`` are GRID_EPSILON times each length. The plain-Python twin of
    ``_crossings``."""
    d1 = px * (ey0 - ay) - py * (ex0 - ax)
    d2 = px * (ey1 - ay) - py * (ex1 - ax)
    if (d1 > near and d2 > near) or (d1 < -near and d2 < -near):
        return 0
    ex = ex1 - ex0
    ey = ey1 - ey0
    d3 = ex * (ay - ey0) - ey * (ax - ex0)
    d4 = ex * (by - ey0) - ey * (bx - ex0)
    if (d3 > edge_near and d4 > edge_near) or (d3 < -edge_near and d4 < -edge_near):
        return 0
    if ((d1 > near and d2 < -near) or (d1 < -near and d2 > near)) and (
        (d3 > edge_near and d4 < -edge_near) or (d3 < -edge_near and d4 > edge_near)
    ):
        return 1
    return 2


def _crossings(p0: FloatArray, p1: FloatArray, e: FloatArray) -> tuple[BoolArray, BoolArray]:
    """(crossing, doubtful) for segment pairs ``p0 → p1`` against edges ``e``.

    ``crossing``: the two cross properly, each strictly (beyond GRID_EPSILON) on both sides
    of the other's line. ``doubtful``: neither a proper crossing nor clearly apart (an end
    within GRID_EPSILON of the other segment's line): the exact path decides.
    """
    px = p1[:, 0] - p0[:, 0]
    py = p1[:, 1] - p0[:, 1]
    ex = e[:, 2] - e[:, 0]
    ey = e[:, 3] - e[:, 1]
    d1 = px * (e[:, 1] - p0[:, 1]) - py * (e[:, 0] - p0[:, 0])
    d2 = px * (e[:, 3] - p0[:, 1]) - py * (e[:, 2] - p0[:, 0])
    d3 = ex * (p0[:, 1] - e[:, 1]) - ey * (p0[:, 0] - e[:, 0])
    d4 = ex * (p1[:, 1] - e[:, 1]) - ey * (p1[:, 0] - e[:, 0])
    p_scale = GRID_EPSILON * np.hypot(px, py)
    e_scale = GRID_EPSILON * np.hypot(ex, ey)
    s1 = np.where(np.abs(d1) <= p_scale, 0.0, np.sign(d1))
    s2 = np.where(np.abs(d2) <= p_scale, 0.0, np.sign(d2))
    s3 = np.where(np.abs(d3) <= e_scale, 0.0, np.sign(d3))
    s4 = np.where(np.abs(d4) <= e_scale, 0.0, np.sign(d4))
    crossing = (s1 * s2 < 0) & (s3 * s4 < 0)
    apart = (s1 * s2 > 0) | (s3 * s4 > 0)
    return crossing, ~crossing & ~apart


def _point_segment_distance(px: FloatArray, py: FloatArray, e: FloatArray) -> FloatArray:
    dx = e[:, 2] - e[:, 0]
    dy = e[:, 3] - e[:, 1]
    length2 = dx * dx + dy * dy
    with np.errstate(invalid="ignore", divide="ignore"):
        t = np.where(length2 > 0, ((px - e[:, 0]) * dx + (py - e[:, 1]) * dy) / length2, 0.0)
    t = np.clip(t, 0.0, 1.0)
    return np.hypot(px - (e[:, 0] + t * dx), py - (e[:, 1] + t * dy))


# -- exact-path helpers -------------------------------------------------------------------


def _intervals_inside(line: LineString, area: object) -> list[tuple[float, float]]:
    """Arc-length intervals of ``line`` lying inside ``area``, sorted."""
    intervals = _intervals_of(line, line.intersection(area))
    intervals.sort()
    return [(a, b) for a, b in intervals if b - a > 1e-9]


def _intervals_of(line: LineString, piece: Any) -> list[tuple[float, float]]:
    """Arc-length intervals along ``line`` of the line parts in ``piece`` (unsorted)."""
    intervals: list[tuple[float, float]] = []
    for part in getattr(piece, "geoms", [piece]):
        if part.is_empty or part.geom_type not in ("LineString", "LinearRing"):
            continue
        coords = list(part.coords)
        a = line.project(ShapelyPoint(coords[0]))
        b = line.project(ShapelyPoint(coords[-1]))
        intervals.append((min(a, b), max(a, b)))
    return intervals


def _complement(intervals: list[tuple[float, float]], length: float) -> list[tuple[float, float]]:
    result: list[tuple[float, float]] = []
    cursor = 0.0
    for a, b in intervals:
        if a > cursor + 1e-9:
            result.append((cursor, a))
        cursor = max(cursor, b)
    if cursor < length - 1e-9:
        result.append((cursor, length))
    return result


def _clip(
    intervals: list[tuple[float, float]], low: float, high: float
) -> list[tuple[float, float]]:
    clipped = [(max(a, low), min(b, high)) for a, b in intervals]
    return [(a, b) for a, b in clipped if b - a > 1e-9]


def _point_at(line: LineString, distance: float) -> Point:
    point = line.interpolate(distance)
    return (float(point.x), float(point.y))


def _first_point_along(line: LineString, hit: object) -> Point:
    coords = shapely.get_coordinates(hit)
    if len(coords) == 0:
        return (float(line.coords[0][0]), float(line.coords[0][1]))
    distances = [line.project(ShapelyPoint(c)) for c in coords]
    return _point_at(line, min(distances))


def _segment_of(points: Sequence[Point], where: Point) -> int:
    best, best_distance = 0, float("inf")
    for index, (a, b) in enumerate(itertools.pairwise(points)):
        distance = LineString([a, b]).distance(ShapelyPoint(where))
        if distance < best_distance:
            best, best_distance = index, distance
    return best


_GEOMETRY_LOCK = threading.Lock()


def geometry_for(sheet: SheetMap) -> RouteGeometry:
    """The (cached) prepared geometry of a sheet, one per map object.

    Kept with the map object itself (not in a cache keyed by value: hashing a whole map
    on every call would cost more than the check it serves), so it lives as long as the
    map does.
    """
    cached = sheet._derived.get("route_geometry")
    if isinstance(cached, RouteGeometry):
        return cached
    with _GEOMETRY_LOCK:
        cached = sheet._derived.get("route_geometry")
        if not isinstance(cached, RouteGeometry):
            cached = RouteGeometry(sheet)
            sheet._derived["route_geometry"] = cached
        return cached
