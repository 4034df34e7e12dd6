"""The judge of routes: is a route (a segment, a polyline) legal for a transport, and if
not, why and where it first goes wrong (rulings R2024-10, R2024-11). Exact: shapely 2
prepared geometries (land, land minus canals, mountains) and arc-length intervals along
the route. It is the one definition of legality: the accelerator (``segment_index``)
answers only where it is certain to agree with it, and asks it otherwise."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from enum import Enum
from typing import Any, NamedTuple

import shapely
from shapely.geometry import LineString
from shapely.geometry import Point as ShapelyPoint

from eighty_days.sheet.model import Point, Transport
from eighty_days.sheet.places import PlaceIndex
from eighty_days.sheet.route_verdict import (
    COAST_ONCE,
    LEAVES_MAP,
    LEGAL,
    MOUNTAINS,
    SHIP_ON_LAND,
    TRAIN_AT_SEA,
    RouteVerdict,
    range_names,
)
from eighty_days.sheet.shapes import SheetShapes
from eighty_days.sheet.straits import Straits


class _Fault(Enum):
    """What is wrong with a route."""

    LEAVES_MAP = "leaves map"
    MOUNTAINS = "mountains"
    WRONG_SIDE = "wrong side"
    COAST_ONCE = "coast once"


class _Problem(NamedTuple):
    """The first fault of a route and where: a point (``at``, with its segment) or a
    distance along the route's line (``distance``); for the mountains, where the line
    first meets them is found only when a verdict needs it."""

    fault: _Fault
    line: LineString | None = None
    distance: float = 0.0
    at: Point | None = None
    segment: int = 0


class SegmentJudge:
    """The exact judgement of routes on one map."""

    def __init__(self, shapes: SheetShapes, places: PlaceIndex, straits: Straits) -> None:
        self.shapes = shapes
        self.places = places
        self.straits = straits
        self._bounds = shapes.sheet.bounds

    def judge_route(
        self,
        points: Sequence[Point],
        transport: Transport,
        *,
        coast_crossing: bool = False,
        start_tolerance: float | None = None,
        end_tolerance: float | None = None,
    ) -> RouteVerdict:
        """Judge a polyline route for a transport (R2024-10; R2024-11 if ``coast_crossing``).

        Trains keep to land, ships to sea (canals are sea for ships, land for trains),
        balloons go anywhere; no segment may touch the mountains, balloons included; the
        route stays on the map. Within ``start_tolerance`` (``end_tolerance``) along the
        route of its start (end) the route may be on the wrong side of the coast, as the
        strait rule allows (``Straits.strait_problem``); they default to the places'
        ``PlaceIndex.end_tolerance``. With ``coast_crossing`` (Passepartout's back) the
        route may cross the coastline once, the part before the crossing matching the
        transport. A route of one point (or of zero length) is legal. An illegal verdict
        gives the reason, the first illegal point and the index of its segment.
        """
        problem = self._first_problem(
            points, transport, coast_crossing, start_tolerance, end_tolerance
        )
        if problem is None:
            return LEGAL
        if problem.fault is _Fault.LEAVES_MAP:
            return RouteVerdict(False, LEAVES_MAP(), problem.at, problem.segment)
        line = problem.line
        assert line is not None
        if problem.fault is _Fault.MOUNTAINS:
            where = _first_point_along(line, self.shapes.mountains.intersection(line))
            names = range_names(
                list(dict.fromkeys(m.name for m in self.shapes.sheet.mountains if m.name))
            )
            return RouteVerdict(False, MOUNTAINS(names=names), where, _segment_of(points, where))
        if problem.at is not None:
            where = problem.at
            segment = problem.segment
        else:
            where = _point_at(line, problem.distance)
            segment = _segment_of(points, where)
        if problem.fault is _Fault.COAST_ONCE:
            return RouteVerdict(False, COAST_ONCE(), where, segment)
        reason = TRAIN_AT_SEA() if transport is Transport.TRAIN else SHIP_ON_LAND()
        return RouteVerdict(False, reason, where, segment)

    def is_segment_legal(
        self,
        start: Point,
        end: Point,
        transport: Transport,
        start_tolerance: float,
        end_tolerance: float,
    ) -> bool:
        """Whether the one-segment route ``start → end`` is legal (``judge_route`` without
        the reason), the land/sea forgiven within the given distances of its start and end
        (0 where the route goes on: a detour mark)."""
        route = ((float(start[0]), float(start[1])), (float(end[0]), float(end[1])))
        return self._first_problem(route, transport, False, start_tolerance, end_tolerance) is None

    def _first_problem(
        self,
        points: Sequence[Point],
        transport: Transport,
        coast_crossing: bool,
        start_tolerance: float | None,
        end_tolerance: float | None,
    ) -> _Problem | None:
        """The first fault of a route (``judge_route``'s rules), or None if it is legal."""
        if len(points) < 2:
            return None
        x_min, y_min, x_max, y_max = self._bounds
        for index, (x, y) in enumerate(points):
            if not (x_min <= x <= x_max and y_min <= y <= y_max):
                return _Problem(_Fault.LEAVES_MAP, at=(x, y), segment=max(index - 1, 0))
        line = LineString(points)
        if line.length == 0:
            return None
        if self.shapes.mountains.intersects(line):
            return _Problem(_Fault.MOUNTAINS, line)
        if transport is Transport.BALLOON:
            return None
        obstacle = self.shapes.ship_obstacles if transport is Transport.SHIP else self.shapes.land
        # For a train the "wrong side" is the sea: everything on the route outside land.
        on_obstacle = self.intervals_on(line, obstacle)
        if transport is Transport.TRAIN:
            wrong = complement(on_obstacle, line.length)
        else:
            wrong = on_obstacle
        if start_tolerance is None:
            start_tolerance = self.places.end_tolerance(points[0])
        if end_tolerance is None:
            end_tolerance = self.places.end_tolerance(points[-1])
        if not coast_crossing:
            problem = self.ends_problem(line, transport, wrong, start_tolerance, end_tolerance)
            return None if problem is None else _Problem(_Fault.WRONG_SIDE, line, problem)
        # Passepartout's back (R2024-11): the route may change sides once; the part
        # outside the tolerances is judged as before the strait rule. But a route that
        # starts on the wrong side must reach, within its start's own tolerance, its
        # start's own land mass (water body): Dover's tolerance does not carry a train
        # over the Channel here either.
        right_side = complement(wrong, line.length)
        if (
            wrong
            and right_side
            and right_side[0][0] > 0.0
            and (
                right_side[0][0] > start_tolerance
                or self.straits.body_at(transport, _point_at(line, sum(right_side[0]) / 2.0))
                not in self.straits.home_bodies(transport, points[0])
            )
        ):
            return _Problem(_Fault.WRONG_SIDE, line, at=points[0], segment=0)
        wrong = clip(wrong, start_tolerance, line.length - end_tolerance)
        if not wrong:
            return None
        first_wrong = wrong[0][0]
        right = clip(complement(wrong, line.length), first_wrong, line.length - end_tolerance)
        if not right:
            return None
        return _Problem(_Fault.COAST_ONCE, line, right[0][0])

    def intervals_on(self, line: LineString, obstacle: Any) -> list[tuple[float, float]]:
        """Arc-length intervals of ``line`` inside ``obstacle`` (land, or land minus canals).

        Only the obstacle's parts near the line count, each clipped to the line's box
        grown by one map unit: the same intervals as intersecting the whole obstacle, a
        twentieth of the work on the world map. Falls back to the whole obstacle if GEOS
        objects to a clipped part.
        """
        parts, tree = self.shapes.obstacle_parts(obstacle)
        nearby = tree.query(line)
        if not len(nearby):
            return []
        x0, y0, x1, y1 = line.bounds
        try:
            clipped = shapely.clip_by_rect(parts[nearby], x0 - 1.0, y0 - 1.0, x1 + 1.0, y1 + 1.0)
            pieces = shapely.intersection(line, clipped)
        except shapely.errors.GEOSException:  # pragma: no cover - dirty clip; be exact
            return intervals_inside(line, obstacle)
        intervals: list[tuple[float, float]] = []
        for piece in pieces:
            intervals.extend(_intervals_of(line, piece))
        intervals.sort()
        return [(a, b) for a, b in intervals if b - a > 1e-9]

    def ends_problem(
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
        keep the strait rule of ``Straits.strait_problem``.
        """
        length = line.length
        judged = clip(wrong, start_tolerance, length - end_tolerance)
        if judged:
            return judged[0][0]
        if not wrong:
            return None
        coords = line.coords
        return self.straits.strait_problem(
            transport,
            complement(wrong, length),
            length,
            start_tolerance,
            end_tolerance,
            (float(coords[0][0]), float(coords[0][1])),
            (float(coords[-1][0]), float(coords[-1][1])),
            lambda distance: _point_at(line, distance),
        )


def intervals_inside(line: LineString, area: object) -> list[tuple[float, float]]:
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


def complement(intervals: list[tuple[float, float]], length: float) -> list[tuple[float, float]]:
    """The gaps between sorted intervals of ``0 .. length`` (longer than 1e-9)."""
    result: list[tuple[float, float]] = []
    cursor = 0.0
    for a, b in intervals:
        if a > cursor + 1e-9:
            result.append((cursor, a))
        cursor = max(cursor, b)
    if cursor < length - 1e-9:
        result.append((cursor, length))
    return result


def clip(
    intervals: list[tuple[float, float]], low: float, high: float
) -> list[tuple[float, float]]:
    """The intervals cut to ``low .. high`` (those left longer than 1e-9)."""
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
