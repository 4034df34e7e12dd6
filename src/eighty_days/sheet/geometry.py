"""Route geometry on a sheet: is a route legal for a transport, where does it end, what
does it cross. One function (``RouteGeometry.judge_route``) serves the ruler's live
colouring, the engine's check and the computer opponents (rulings R2024-10, R2024-11).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import numpy as np
import shapely
from numpy.typing import NDArray
from shapely.geometry import LineString, box
from shapely.geometry import Point as ShapelyPoint
from shapely.geometry import Polygon as ShapelyPolygon

from eighty_days.sheet.model import Location, Point, Polygon, SheetMap, Transport


@dataclass(frozen=True, slots=True)
class RouteVerdict:
    """The judgement of a route: legal or not, why in words, and where it first goes wrong."""

    legal: bool
    reason: str
    first_illegal_point: Point | None = None
    segment_index: int | None = None


LEGAL = RouteVerdict(True, "")


def _to_shapely(polygon: Polygon) -> ShapelyPolygon:
    return ShapelyPolygon(polygon.exterior, polygon.holes)


class RouteGeometry:
    """Prepared geometry of one sheet, answering route questions quickly."""

    def __init__(self, sheet: SheetMap) -> None:
        self.sheet = sheet
        x_min, y_min, x_max, y_max = sheet.bounds
        self._bounds = sheet.bounds
        self.land = shapely.union_all([_to_shapely(p) for p in sheet.land])
        canals = shapely.union_all([_to_shapely(p) for p in sheet.canals])
        # Ruling: a canal is sea for ships and still land for trains (Suez, 1869).
        self.ship_obstacles = self.land.difference(canals) if sheet.canals else self.land
        self.mountains = shapely.union_all([_to_shapely(p) for p in sheet.mountains])
        self.map_box = box(x_min, y_min, x_max, y_max)
        for geometry in (self.land, self.ship_obstacles, self.mountains):
            shapely.prepare(geometry)

    # -- single routes -------------------------------------------------------------

    def judge_route(
        self,
        points: Sequence[Point],
        transport: Transport,
        *,
        coast_crossing: bool = False,
    ) -> RouteVerdict:
        """Judge a polyline route for a transport (R2024-10; R2024-11 if ``coast_crossing``).

        Trains keep to land, ships to sea, balloons go anywhere; no segment may touch the
        mountains; the route stays on the map. Within ``coast_tolerance`` of the start and
        the end the route may be on the wrong side of the coast. With ``coast_crossing``
        (Passepartout's back) the route may cross the coastline once, the part before the
        crossing matching the transport. A route of one point (or zero length) is legal.
        """
        if len(points) < 2:
            return LEGAL
        x_min, y_min, x_max, y_max = self._bounds
        for index, (x, y) in enumerate(points):
            if not (x_min <= x <= x_max and y_min <= y <= y_max):
                return RouteVerdict(False, "The route leaves the map.", (x, y), max(index - 1, 0))
        line = LineString(points)
        if line.length == 0:
            return LEGAL
        if self.mountains.intersects(line):
            hit = self.mountains.intersection(line)
            where = _first_point_along(line, hit)
            return RouteVerdict(
                False,
                "No transport can cross the Himalaya, balloons included.",
                where,
                _segment_of(points, where),
            )
        if transport is Transport.BALLOON:
            return LEGAL
        obstacle = self.ship_obstacles if transport is Transport.SHIP else self.land
        # For a train the "wrong side" is the sea: everything on the route outside land.
        on_obstacle = _intervals_inside(line, obstacle)
        if transport is Transport.TRAIN:
            wrong = _complement(on_obstacle, line.length)
        else:
            wrong = on_obstacle
        tolerance = self.sheet.coast_tolerance
        wrong = _clip(wrong, tolerance, line.length - tolerance)
        if not wrong:
            return LEGAL
        if coast_crossing:
            first_wrong = wrong[0][0]
            right = _complement(wrong, line.length)
            right = _clip(right, first_wrong, line.length - tolerance)
            if not right:
                return LEGAL
            position = right[0][0]
            where = _point_at(line, position)
            return RouteVerdict(
                False,
                "Passepartout lets the route cross the coastline only once.",
                where,
                _segment_of(points, where),
            )
        where = _point_at(line, wrong[0][0])
        if transport is Transport.TRAIN:
            reason = "A train cannot cross the sea: the route leaves land here."
        else:
            reason = "A ship cannot cross land: the route reaches the coast here."
        return RouteVerdict(False, reason, where, _segment_of(points, where))

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
        """Judge many one-segment routes at once; returns a boolean array (True = legal)."""
        count = len(starts)
        result = np.ones(count, dtype=bool)
        if count == 0:
            return result
        x_min, y_min, x_max, y_max = self._bounds
        for array in (starts, ends):
            result &= (array[:, 0] >= x_min) & (array[:, 0] <= x_max)
            result &= (array[:, 1] >= y_min) & (array[:, 1] <= y_max)
        lines = shapely.linestrings(np.stack([starts, ends], axis=1))
        result &= ~shapely.intersects(self.mountains, lines)
        if transport is Transport.BALLOON:
            return result
        for index in np.flatnonzero(result):
            points = [tuple(starts[index]), tuple(ends[index])]
            verdict = self.judge_route(points, transport)
            result[index] = verdict.legal
        return result

    # -- places -----------------------------------------------------------------------

    def snap(self, point: Point) -> Location | None:
        """The location whose snap radius holds ``point`` (the nearest if several)."""
        best: Location | None = None
        best_distance = float("inf")
        x, y = point
        for location in self.sheet.locations:
            distance = ((location.x - x) ** 2 + (location.y - y) ** 2) ** 0.5
            if distance <= location.snap_radius and distance < best_distance:
                best, best_distance = location, distance
        return best

    def is_land(self, point: Point) -> bool:
        """Whether ``point`` lies on land (canals count as land here)."""
        return bool(self.land.covers(ShapelyPoint(point)))

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


def _intervals_inside(line: LineString, area: object) -> list[tuple[float, float]]:
    """Arc-length intervals of ``line`` lying inside ``area``, sorted."""
    piece = line.intersection(area)
    intervals: list[tuple[float, float]] = []
    for part in getattr(piece, "geoms", [piece]):
        if part.is_empty or part.geom_type not in ("LineString", "LinearRing"):
            continue
        coords = list(part.coords)
        a = line.project(ShapelyPoint(coords[0]))
        b = line.project(ShapelyPoint(coords[-1]))
        intervals.append((min(a, b), max(a, b)))
    intervals.sort()
    return [(a, b) for a, b in intervals if b - a > 1e-9]


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


@lru_cache(maxsize=8)
def geometry_for(sheet: SheetMap) -> RouteGeometry:
    """The (cached) prepared geometry of a sheet."""
    return RouteGeometry(sheet)
