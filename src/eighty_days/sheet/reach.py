"""Where a held ruler can end this turn: the places it reaches, straight or bent.

Once a transport is taken, the table marks every location the card's ruler can legally
end on (the marks of the map; never before a card is taken: measuring with market cards
is not allowed). The judge is the engine's own (``RouteGeometry.judge_route``, ruling
R2024-10: land/sea per segment with the coast tolerances at the route's ends, the
Himalaya, the map's bounds, full segments up to each detour mark used; R2024-11:
Passepartout's back lets a route cross the coastline once; R2024-12: routes across the
antimeridian are routes like any other on the strip), and every route found is checked
with it before it is offered, so a marked place is always a route the engine accepts.

* Straight: the route from the origin to the place's point, cut at the detour marks it
  passes (R2024-10); places whose point lies just beyond the ruler's end but whose snap
  disc is within reach are aimed at the point of the disc at the ruler's end. Every
  location the engine accepts as the end of a straight route to its point is found.
* Bent: the first part of the ruler runs to a detour mark in a fan of directions, the
  rest aims straight at a place. Of the directions that reach a place, the middle of the
  widest run of good ones is taken: the hinge angle with the most room on either side
  (coasts, mountains). Bent marks are a search (a fan of ``BEND_DIRECTIONS``): a place
  reached only through a sliver of angles may be missed, never wrongly offered.

Pure (numpy and the sheet's geometry, no Qt): the table computes marks on a worker thread.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from eighty_days.messages import Message
from eighty_days.sheet.geometry import RouteGeometry
from eighty_days.sheet.model import Point, Transport
from eighty_days.sheet.route_verdict import LEAVES_MAP, ROUTE_LEGAL

#: Directions tried for the first part of a bent route (per detour mark).
BEND_DIRECTIONS = 360
#: Keep a little inside the ruler's length when aiming at the edge of a snap disc.
EDGE_MARGIN = 1e-6


@dataclass(frozen=True, slots=True)
class ReachedPlace:
    """A place the ruler can end on, with one route the engine accepts to it."""

    location_id: str
    route: tuple[Point, ...]
    #: True when the place is reached only by bending the ruler at a detour mark.
    bent: bool


@dataclass(frozen=True, slots=True)
class ReachMarks:
    """Every place a ruler reaches from ``origin`` this turn, straight and bent."""

    origin: Point
    transport: Transport
    segments: tuple[float, ...]
    straight: tuple[ReachedPlace, ...]
    bent: tuple[ReachedPlace, ...]

    @property
    def places(self) -> tuple[ReachedPlace, ...]:
        """Straight places first, then the bent ones."""
        return self.straight + self.bent

    def place(self, location_id: str) -> ReachedPlace | None:
        """The reached place ``location_id``, or ``None`` if the ruler cannot end there."""
        return next((p for p in self.places if p.location_id == location_id), None)

    def is_empty(self) -> bool:
        """Whether no place at all can be reached."""
        return not self.straight and not self.bent


def straight_route(start: Point, end: Point, segments: Sequence[float]) -> tuple[Point, ...]:
    """The straight route ``start → end`` cut at the detour marks it passes (R2024-10).

    ``segments``: the ruler's segment lengths in map units. The route is as the ruler lies
    when every part points the same way: full segments to each mark passed, then the end.
    """
    distance = math.dist(start, end)
    points = [start]
    travelled = 0.0
    for length in segments[:-1]:
        if travelled + length >= distance - 1e-9:
            break
        travelled += length
        points.append(_along(start, end, travelled))
    points.append(end)
    return tuple(points)


def _along(a: Point, b: Point, length: float) -> Point:
    """The point ``length`` from ``a`` towards ``b``."""
    distance = math.dist(a, b)
    if distance == 0:
        return a
    t = length / distance
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def _rest(segments: Sequence[float], hinge: int) -> tuple[float, ...]:
    """The segments after the ``hinge``-th detour mark (1-based)."""
    return tuple(segments[hinge:])


def compute_reach(
    geometry: RouteGeometry,
    origin: Point,
    transport: Transport,
    segments: Sequence[float],
    *,
    coast_crossing: bool = False,
    bends: bool = True,
    directions: int = BEND_DIRECTIONS,
) -> ReachMarks:
    """The places a ruler of ``segments`` (map units) reaches from ``origin`` this turn.

    ``coast_crossing``: Passepartout's back is active (R2024-11). ``bends``: also search
    routes bent at the detour marks. Every route returned is legal by ``judge_route``
    (what ``apply`` asks) and ends on its place (``geometry.snap``).
    """
    segments = tuple(float(s) for s in segments)
    total = sum(segments)
    sheet = geometry.sheet
    locations = sheet.locations
    if not locations or total <= 0:
        return ReachMarks(origin, transport, segments, (), ())
    xy = np.array([(loc.x, loc.y) for loc in locations], dtype=np.float64)
    radii = np.array([loc.snap_radius for loc in locations], dtype=np.float64)
    gaps = np.hypot(xy[:, 0] - origin[0], xy[:, 1] - origin[1])
    here = geometry.snap(origin)
    here_index = -1 if here is None else locations.index(here)

    def accepted(route: tuple[Point, ...], index: int) -> bool:
        """The engine's own judgement, and the route ends on location ``index``."""
        verdict = geometry.judge_route(route, transport, coast_crossing=coast_crossing)
        if not verdict.legal:
            return False
        end = geometry.snap(route[-1])
        return end is not None and end.id == locations[index].id

    # -- straight ---------------------------------------------------------------------
    candidates: list[tuple[int, Point]] = []
    for found in np.flatnonzero((gaps > 1e-9) & (gaps <= total + radii)):
        index = int(found)
        if index == here_index:
            continue
        if gaps[index] <= total:
            candidates.append((index, locations[index].point))
        else:  # the snap disc reaches into the ruler's length: aim at its near edge
            candidates.append((index, _along(origin, locations[index].point, total - EDGE_MARGIN)))
    straight: list[ReachedPlace] = []
    reached: set[int] = set()
    if candidates:
        starts = np.repeat(np.array([origin], dtype=np.float64), len(candidates), axis=0)
        ends = np.array([end for _, end in candidates], dtype=np.float64)
        quick = geometry.judge_segments(starts, ends, transport)
        for (index, end), legal in zip(candidates, quick, strict=True):
            if not legal and not coast_crossing:
                continue
            route = straight_route(origin, end, segments)
            if accepted(route, index):
                straight.append(ReachedPlace(locations[index].id, route, False))
                reached.add(index)
    bent: list[ReachedPlace] = []
    if bends and len(segments) > 1:
        bent = _bent_places(
            geometry,
            origin,
            transport,
            segments,
            xy,
            gaps,
            reached,
            here_index,
            directions,
            accepted,
        )
    return ReachMarks(origin, transport, segments, tuple(straight), tuple(bent))


def _bent_places(
    geometry: RouteGeometry,
    origin: Point,
    transport: Transport,
    segments: tuple[float, ...],
    xy: NDArray[np.float64],
    gaps: NDArray[np.float64],
    reached: set[int],
    here_index: int,
    directions: int,
    accepted: Callable[[tuple[Point, ...], int], bool],
) -> list[ReachedPlace]:
    """Places reached by bending once at a detour mark, each at its roomiest hinge angle."""
    locations = geometry.sheet.locations
    total = sum(segments)
    x_min, y_min, x_max, y_max = geometry.sheet.bounds
    # per place: hinge -> the direction indices that reach it
    good: dict[int, dict[int, list[int]]] = {}
    bends = list(itertools.accumulate(segments))[:-1]
    angles = np.arange(directions, dtype=np.float64) * (2 * math.pi / directions)
    for hinge, bend in enumerate(bends, start=1):
        rest = total - bend
        corners = np.column_stack(
            (origin[0] + bend * np.cos(angles), origin[1] + bend * np.sin(angles))
        )
        inside = (
            (corners[:, 0] >= x_min)
            & (corners[:, 0] <= x_max)
            & (corners[:, 1] >= y_min)
            & (corners[:, 1] <= y_max)
        )
        usable = np.flatnonzero(inside)
        if not len(usable):
            continue
        starts = np.repeat(np.array([origin], dtype=np.float64), len(usable), axis=0)
        first = geometry.judge_segments(starts, corners[usable], transport, tolerant_end=False)
        open_corners = usable[first]
        pairs_start: list[NDArray[np.float64]] = []
        pairs_end: list[NDArray[np.float64]] = []
        owners: list[tuple[int, int]] = []
        for direction in open_corners.tolist():
            corner = corners[direction]
            near = np.hypot(xy[:, 0] - corner[0], xy[:, 1] - corner[1]) <= rest
            for found in np.flatnonzero(near).tolist():
                if found in reached or found == here_index:
                    continue
                pairs_start.append(corner)
                pairs_end.append(xy[found])
                owners.append((direction, found))
        if not owners:
            continue
        second = geometry.judge_segments(
            np.array(pairs_start), np.array(pairs_end), transport, tolerant_start=False
        )
        for (direction, found), legal in zip(owners, second, strict=True):
            if legal:
                good.setdefault(found, {}).setdefault(hinge, []).append(direction)
    places: list[ReachedPlace] = []
    for found in sorted(good, key=lambda i: gaps[i]):
        target = locations[found].point
        options: list[tuple[int, int, int]] = []  # (room, hinge, direction)
        for hinge, hits in good[found].items():
            for room, direction in _roomiest(hits, directions):
                options.append((room, hinge, direction))
        options.sort(key=lambda option: -option[0])
        for _, hinge, direction in options[:4]:
            bend = bends[hinge - 1]
            corner = (
                origin[0] + bend * math.cos(angles[direction]),
                origin[1] + bend * math.sin(angles[direction]),
            )
            first_leg = straight_route(origin, corner, segments)
            second_leg = straight_route(corner, target, _rest(segments, hinge))
            route = (*first_leg, *second_leg[1:])
            if accepted(route, found):
                places.append(ReachedPlace(locations[found].id, route, True))
                break
    return places


def _roomiest(hits: list[int], directions: int) -> list[tuple[int, int]]:
    """Runs of neighbouring good directions (on the circle), as (width, middle), widest first."""
    chosen = sorted(set(hits))
    if len(chosen) == directions:
        return [(directions, 0)]
    members = set(chosen)
    runs: list[tuple[int, int]] = []
    for start in chosen:
        if (start - 1) % directions in members:
            continue  # not the first of its run
        width = 1
        while (start + width) % directions in members:
            width += 1
        runs.append((width, (start + (width - 1) // 2) % directions))
    runs.sort(key=lambda run: -run[0])
    return runs


# -- where a route first goes wrong -------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RouteTrouble:
    """The first illegal point along a route, whatever the reason (for the ruler's colours).

    ``legal``: the engine's verdict on the whole route. ``distance``: how far along the
    route (map units) it first goes wrong, ``None`` when legal; ``reason``: why, in words
    (the engine's English message for the first illegal point).
    """

    legal: bool
    message: Message
    distance: float | None

    @property
    def reason(self) -> str:
        """Why, in English."""
        return str(self.message)


def _distance_along(points: Sequence[Point], where: Point, segment: int) -> float:
    """How far along ``points`` the point ``where`` of segment ``segment`` lies."""
    travelled = sum(math.dist(a, b) for a, b in itertools.pairwise(points[: segment + 1]))
    a, b = points[segment], points[segment + 1]
    length = math.dist(a, b)
    if length == 0:
        return travelled
    t = ((where[0] - a[0]) * (b[0] - a[0]) + (where[1] - a[1]) * (b[1] - a[1])) / length**2
    return travelled + max(0.0, min(1.0, t)) * length


def _exit_distance(
    points: Sequence[Point], bounds: tuple[float, float, float, float]
) -> float | None:
    """How far along ``points`` the route first leaves the map's box, or ``None``."""
    x_min, y_min, x_max, y_max = bounds
    travelled = 0.0
    for a, b in itertools.pairwise(points):
        length = math.dist(a, b)
        if not (x_min <= a[0] <= x_max and y_min <= a[1] <= y_max):
            return travelled
        # Liang–Barsky: the part of the segment inside the box ends at t_exit
        t_exit = 1.0
        dx, dy = b[0] - a[0], b[1] - a[1]
        for p, q in (
            (-dx, a[0] - x_min),
            (dx, x_max - a[0]),
            (-dy, a[1] - y_min),
            (dy, y_max - a[1]),
        ):
            if p > 0:
                t_exit = min(t_exit, q / p)
        if t_exit < 1.0:
            return travelled + max(0.0, t_exit) * length
        travelled += length
    return None


def _prefix(points: Sequence[Point], distance: float) -> tuple[Point, ...]:
    """The route ``points`` cut ``distance`` along it."""
    result = [points[0]]
    travelled = 0.0
    for a, b in itertools.pairwise(points):
        length = math.dist(a, b)
        if travelled + length >= distance:
            result.append(_along(a, b, distance - travelled))
            return tuple(result)
        result.append(b)
        travelled += length
    return tuple(result)


def route_trouble(
    geometry: RouteGeometry,
    points: Sequence[Point],
    transport: Transport,
    *,
    coast_crossing: bool = False,
) -> RouteTrouble:
    """The engine's verdict on a route and the first point along it that is illegal.

    ``judge_route`` answers with its first finding (the map's edge before the land/sea,
    the mountains before the coast); the ruler wants the earliest point along the route
    that breaks any rule (R2024-10), so that its colour turns there: the edge of the map,
    the first contact with the mountains, the first stretch on the wrong side of a coast.
    """
    points = tuple(points)
    verdict = geometry.judge_route(points, transport, coast_crossing=coast_crossing)
    if verdict.legal:
        return RouteTrouble(True, ROUTE_LEGAL(), None)
    total = sum(math.dist(a, b) for a, b in itertools.pairwise(points))
    best_reason = verdict.message
    best = total
    if verdict.first_illegal_point is not None and verdict.segment_index is not None:
        best = _distance_along(points, verdict.first_illegal_point, verdict.segment_index)
    exit_at = _exit_distance(points, geometry.sheet.bounds)
    inside = points
    if exit_at is not None:
        if exit_at <= best:
            best, best_reason = exit_at, LEAVES_MAP()
        inside = _prefix(points, max(exit_at - 1e-9, 0.0))
    # Look again, up to the trouble found, for an earlier one the first finding hid.
    for _ in range(2):
        if best <= 1e-9:
            break
        head = _prefix(inside, best - 1e-7) if best < total else inside
        if len(head) < 2:
            break
        cut = best < total - 1e-9
        again = geometry.judge_route_exactly(
            head, transport, coast_crossing=coast_crossing, end_tolerance=0.0 if cut else None
        )
        if again.legal or again.first_illegal_point is None or again.segment_index is None:
            break
        found = _distance_along(head, again.first_illegal_point, again.segment_index)
        if found >= best - 1e-9:
            break
        best, best_reason = found, again.message
    return RouteTrouble(False, best_reason, best)
