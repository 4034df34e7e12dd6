"""The places of a sheet for route questions: the place a point snaps to, the coast
tolerance at a route's end (ruling R2024-10), the area a point lies in."""

from __future__ import annotations

import math
from typing import Any

import numpy as np
import shapely
from numpy.typing import NDArray
from shapely.geometry import Point as ShapelyPoint

from eighty_days.sheet.model import Location, Point, SheetMap
from eighty_days.sheet.shapes import to_shapely

FloatArray = NDArray[np.float64]


class PlaceIndex:
    """Look-ups of a sheet's locations and areas (tables built on first use)."""

    def __init__(self, sheet: SheetMap) -> None:
        self.sheet = sheet
        self.coast_tolerance = sheet.coast_tolerance
        self._area_tree: Any = None
        self._location_xy: FloatArray | None = None
        self._location_tolerances: FloatArray | None = None
        self._start_tolerance_memo: tuple[float, float, float] | None = None
        self._location_buckets: (
            dict[tuple[int, int], list[tuple[float, float, float, float]]] | None
        ) = None
        self._location_tree: Any = None

    def snap(self, point: Point) -> Location | None:
        """The location whose snap radius holds ``point`` (the nearest if several)."""
        xy = self.locations_xy()
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

    def locations_xy(self) -> FloatArray:
        """Each location's x, y and snap radius, as an ``(n, 3)`` array."""
        if self._location_xy is None:
            self._location_xy = np.array(
                [(loc.x, loc.y, loc.snap_radius) for loc in self.sheet.locations],
                dtype=np.float64,
            ).reshape(-1, 3)
        return self._location_xy

    def tolerances(self) -> FloatArray:
        """Each location's end tolerance (see ``end_tolerance``), computed once."""
        if self._location_tolerances is None:
            radii = self.locations_xy()[:, 2]
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

    def start_tolerance(self, start: Point) -> float:
        """``end_tolerance`` of a segment's start, remembered for the next call: the ruler
        and the opponents ask about many segments from one start."""
        memo = self._start_tolerance_memo
        if memo is not None and memo[0] == start[0] and memo[1] == start[1]:
            return memo[2]
        tolerance = self.end_tolerance(start)
        self._start_tolerance_memo = (start[0], start[1], tolerance)
        return tolerance

    def end_tolerance_after(self, end: Point) -> float:
        """``end_tolerance`` of a segment's end; the buckets of places, once made, answer
        at once where no place is near (the single segment check's hot path)."""
        buckets = self._location_buckets
        if buckets is not None and (math.floor(end[0]), math.floor(end[1])) not in buckets:
            return self.coast_tolerance
        return self.end_tolerance(end)

    @property
    def max_tolerance(self) -> float:
        """No coast tolerance reaches further along a route than this."""
        tolerances = self.tolerances()
        return max(
            float(self.coast_tolerance),
            float(tolerances.max()) if len(tolerances) else 0.0,
        )

    def end_tolerances(self, points: FloatArray) -> FloatArray:
        """``end_tolerance`` of each row of an ``(n, 2)`` array, vectorised."""
        points = np.asarray(points, dtype=np.float64).reshape(-1, 2)
        result = np.full(len(points), self.sheet.coast_tolerance, dtype=np.float64)
        xy = self.locations_xy()
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
        result[point_index[order]] = self.tolerances()[location_index[order]]
        return result

    def _build_location_buckets(
        self,
    ) -> dict[tuple[int, int], list[tuple[float, float, float, float]]]:
        """Unit cells → (x, y, snap radius, tolerance) of the places whose snap disc
        reaches into them."""
        buckets: dict[tuple[int, int], list[tuple[float, float, float, float]]] = {}
        tolerances = self.tolerances()
        for index, (x, y, radius) in enumerate(self.locations_xy().tolist()):
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
                    regions.append(to_shapely(polygon))
                    owners.append(area.id)
            self._area_tree = (shapely.STRtree(regions), owners)
        tree, owners = self._area_tree
        if owners:
            hits = tree.query(ShapelyPoint(point), predicate="intersects")
            if len(hits):
                return str(owners[int(min(hits))])
        xy = self.locations_xy()
        if len(xy) == 0:
            return None
        nearest = int(np.argmin(np.hypot(xy[:, 0] - point[0], xy[:, 1] - point[1])))
        return self.sheet.locations[nearest].area
