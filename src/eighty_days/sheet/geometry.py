"""Route geometry on a sheet: is a route legal for a transport, where does it end, what
does it cross (rulings R2024-10, R2024-11, R2024-12). ``RouteGeometry`` serves the
ruler's live colouring, the engine's check, the reach marks and the computer opponents.

Two parts answer "is this segment legal", and they always agree:

* the judge (``segments.SegmentJudge``): exact, shapely 2 prepared geometries; the one
  definition of legality, and the only source of an illegal route's reason and point;
* the accelerator (``segment_index.SegmentIndex``, built on first use): a grid over the
  map that answers "certainly legal", "certainly illegal" or "ask the judge", for one
  segment in plain Python and for many at once with numpy (``segment_batches``).

The map's polygons are in ``shapes``, its places and coast tolerances in ``places``, the
strait rule and the land masses and water bodies it needs in ``straits``.
"""

from __future__ import annotations

import itertools
import math
import threading
from collections.abc import Sequence
from typing import Any

import numpy as np
from numpy.typing import NDArray

from eighty_days.sheet.cell_layers import GRID_EPSILON
from eighty_days.sheet.model import Location, Point, SheetMap, Transport
from eighty_days.sheet.places import PlaceIndex
from eighty_days.sheet.route_verdict import LEAVES_MAP, LEGAL, RouteVerdict
from eighty_days.sheet.segment_batches import judge_batch
from eighty_days.sheet.segment_index import SegmentIndex
from eighty_days.sheet.segments import SegmentJudge
from eighty_days.sheet.shapes import SheetShapes
from eighty_days.sheet.straits import Straits


class RouteGeometry:
    """Prepared geometry of one sheet, answering route questions quickly.

    Everything heavy (unions, the segment index) is built on first use, so making a
    ``RouteGeometry`` (and loading a map) costs nothing.
    """

    def __init__(self, sheet: SheetMap) -> None:
        self.sheet = sheet
        self._bounds = sheet.bounds
        self._lock = threading.Lock()
        self._index: SegmentIndex | None = None
        self.shapes = SheetShapes(sheet)
        self.places = PlaceIndex(sheet)
        self.straits = Straits(self.shapes, lambda: self.index)
        self.judge = SegmentJudge(self.shapes, self.places, self.straits)

    # -- the map's geometry ------------------------------------------------------------

    @property
    def land(self) -> Any:
        """The union of the land polygons, prepared (``SheetShapes.land``)."""
        return self.shapes.land

    @property
    def ship_obstacles(self) -> Any:
        """Land minus the canals, prepared (``SheetShapes.ship_obstacles``)."""
        return self.shapes.ship_obstacles

    @property
    def mountains(self) -> Any:
        """The union of the impassable polygons, prepared (``SheetShapes.mountains``)."""
        return self.shapes.mountains

    @property
    def map_box(self) -> Any:
        """The map's bounds as a shapely box."""
        return self.shapes.map_box

    @property
    def index(self) -> SegmentIndex:
        """The accelerator (built on first use, once, thread-safely)."""
        if self._index is None:
            with self._lock:
                if self._index is None:
                    self._index = SegmentIndex(self.shapes, self.places, self.straits)
        return self._index

    # -- routes and segments -------------------------------------------------------

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
        route stays on the map. Within ``end_tolerance`` (along the route) of the start
        and of the end the route may be on the wrong side of the coast, as R2024-10's
        strait rule allows. With ``coast_crossing`` (Passepartout's back) the route may
        cross the coastline once, the part before the crossing matching the transport.
        A route of one point (or of zero length) is legal. An illegal verdict gives the
        reason in words, the first illegal point and the index of its segment.
        """
        if len(points) < 2:
            return LEGAL
        x_min, y_min, x_max, y_max = self._bounds
        for index, (x, y) in enumerate(points):
            if not (x_min <= x <= x_max and y_min <= y <= y_max):
                return RouteVerdict(False, LEAVES_MAP(), (x, y), max(index - 1, 0))
        start_tolerance = self.places.end_tolerance(points[0])
        end_tolerance = self.places.end_tolerance(points[-1])
        if self._route_is_quickly_legal(points, transport, start_tolerance, end_tolerance):
            return LEGAL
        return self.judge.judge_route(
            points,
            transport,
            coast_crossing=coast_crossing,
            start_tolerance=start_tolerance,
            end_tolerance=end_tolerance,
        )

    def judge_route_exactly(
        self,
        points: Sequence[Point],
        transport: Transport,
        *,
        coast_crossing: bool = False,
        start_tolerance: float | None = None,
        end_tolerance: float | None = None,
    ) -> RouteVerdict:
        """``judge_route`` by the judge alone (``SegmentJudge.judge_route``), without the
        accelerator. The tolerances at the ends default to ``end_tolerance`` of the end
        points."""
        return self.judge.judge_route(
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
        index = self._index if self._index is not None else self.index
        verdict = index.verdict(start, end, transport, tolerant_start, tolerant_end)
        if verdict is not None:
            return verdict
        length = math.hypot(end[0] - start[0], end[1] - start[1])
        low, high = index.judged_part(start, end, transport, length, tolerant_start, tolerant_end)
        return self.judge.is_segment_legal(start, end, transport, low, length - high)

    def is_segment_legal_exactly(
        self,
        start: Point,
        end: Point,
        transport: Transport,
        *,
        tolerant_start: bool = True,
        tolerant_end: bool = True,
    ) -> bool:
        """``is_segment_legal`` by the judge alone (``SegmentJudge.is_segment_legal``),
        without the accelerator."""
        return self.judge.is_segment_legal(
            start,
            end,
            transport,
            self.places.end_tolerance(start) if tolerant_start else 0.0,
            self.places.end_tolerance(end) if tolerant_end else 0.0,
        )

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
        over the accelerator; only the segments it is unsure of (a route grazing a
        coastline vertex) go to the judge.
        """
        starts = np.asarray(starts, dtype=np.float64).reshape(-1, 2)
        ends = np.asarray(ends, dtype=np.float64).reshape(-1, 2)
        count = len(starts)
        if count == 0:
            return np.ones(0, dtype=bool)
        zero = np.zeros(count, dtype=np.float64)
        low = self.places.end_tolerances(starts) if tolerant_start else zero
        high = self.places.end_tolerances(ends) if tolerant_end else zero
        legal, unsure = judge_batch(self.index, starts, ends, transport, low, high)
        for index in np.flatnonzero(unsure):
            legal[index] = self.judge.is_segment_legal(
                starts[index], ends[index], transport, float(low[index]), float(high[index])
            )
        return legal

    def _route_is_quickly_legal(
        self,
        points: Sequence[Point],
        transport: Transport,
        start_tolerance: float,
        end_tolerance: float,
    ) -> bool:
        """True only if every segment is legal by the accelerator, or, where it is
        unsure, by the judge segment by segment (else: judge the whole route)."""
        last = len(points) - 2
        index = self.index
        for number, (a, b) in enumerate(itertools.pairwise(points)):
            length = math.hypot(b[0] - a[0], b[1] - a[1])
            # The tolerance runs along the route: a first or last segment shorter than it
            # hands part of the tolerance to its neighbour; leave that to the judge.
            if last > 0 and (
                (number == 0 and length < start_tolerance)
                or (number == last and length < end_tolerance)
            ):
                return False
            if length == 0.0:
                continue
            x0, y0 = a
            x1, y1 = b
            low = start_tolerance if number == 0 else 0.0
            high = length - end_tolerance if number == last else length
            verdict = (
                index.segment_verdict(x0, y0, x1, y1, transport, low, high)
                if length >= GRID_EPSILON
                else None
            )
            if verdict is None:
                verdict = self.judge.is_segment_legal(a, b, transport, low, length - high)
            if not verdict:
                return False
        return True

    # -- places ------------------------------------------------------------------------

    def snap(self, point: Point) -> Location | None:
        """The location whose snap radius holds ``point`` (the nearest if several)."""
        return self.places.snap(point)

    def location_at(self, point: Point) -> Location | None:
        """The location at ``point``: the one whose snap radius holds it (see ``snap``)."""
        return self.places.snap(point)

    def end_tolerance(self, point: Point) -> float:
        """How far along a route from ``point`` (its start or end) the route may be on the
        wrong side of a coastline (``PlaceIndex.end_tolerance``)."""
        return self.places.end_tolerance(point)

    def end_tolerances(self, points: NDArray[np.float64]) -> NDArray[np.float64]:
        """``end_tolerance`` of each row of an ``(n, 2)`` array, vectorised."""
        return self.places.end_tolerances(points)

    def area_at(self, point: Point) -> str | None:
        """The id of the area at ``point`` (``PlaceIndex.area_at``)."""
        return self.places.area_at(point)

    def is_land(self, point: Point) -> bool:
        """Whether ``point`` lies on land (the coastline itself counts as land)."""
        index = self.index
        return index.point_inside(index.land, self.shapes.land, point)

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

    # -- the land masses' labels (kept by the opponents' disk cache) --------------------

    def body_labels(self, transport: Transport) -> list[int]:
        """Per cell of the index, the land mass (water body) that wholly holds it, or -1
        (``Straits.body_labels``)."""
        return self.straits.body_labels(transport)

    def adopt_body_labels(
        self, transport: Transport, labels: Sequence[int] | NDArray[np.integer[Any]]
    ) -> bool:
        """Take ``labels`` made by ``body_labels`` for an equal map instead of making them;
        False (nothing taken) if they cannot be this map's (``Straits.adopt_body_labels``)."""
        return self.straits.adopt_body_labels(transport, labels)


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
