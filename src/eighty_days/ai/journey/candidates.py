"""The candidate routes a card may draw from the player's route end.

Candidates come from the vectorised geometry of the map (``RouteGeometry.judge_segments``,
through a ``Judge`` that judges each segment once): straight routes to every location
within reach, fans of directions for routes ending in open country or at sea, and bent
routes whose first leg runs in a fan of directions to a detour mark and whose second leg
aims at a location or runs on in a second fan (R2024-10). The hard level also aims at the
reach table's waypoints fewest days from home (``HomewardNodes``: a short hop round a
cape, which no location and no fan offers), and bends rulers of three segments twice,
towards those waypoints. ``candidates`` keeps what it finds (``ROUTES``, and the verdicts
in ``VERDICTS``). ``check_ways_home`` checks the way home from ends away from locations by
judging the legs to the graph's nodes near them, and ``is_drawable`` asks the engine's
own tests of a route before it is returned.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from numpy.typing import NDArray

from eighty_days.ai.journey.cache import Cache
from eighty_days.ai.journey.context import Context, Offer
from eighty_days.ai.journey.home import COAST_LEG_UNITS, COAST_SWITCH_UNITS, NEAR_UNITS
from eighty_days.ai.journey.home_table import NEVER
from eighty_days.ai.table_store import cards_digest, map_digest
from eighty_days.engine.common import IllegalActionError
from eighty_days.engine.journey import (
    Character,
    Ruler,
    Side,
    check_route_lengths,
)
from eighty_days.sheet.geometry import RouteGeometry
from eighty_days.sheet.model import Point, Transport
from eighty_days.sheet.reach import straight_route

FloatArray = NDArray[np.float64]
BoolArray = NDArray[np.bool_]


@dataclass(frozen=True)
class Routes:
    """Candidate routes of one ruler and transport: points, end location (or -1), crossings."""

    routes: list[tuple[Point, ...]]
    ends: FloatArray
    location: NDArray[np.int64]
    crossings: NDArray[np.int64]
    #: the way home from each end, when known better than the quick estimate
    home: FloatArray | None = None
    #: what every offer's valuation of these routes shares, worked out once (``_share_basis``)
    basis: dict[str, FloatArray] = field(default_factory=dict, compare=False, repr=False)

    def one(self, index: int, home: float | None) -> Routes:
        """Only the route at ``index``, with its way home given (None: as estimated)."""
        return self.some([index], None if home is None else [home])

    def some(self, indices: Sequence[int], homes: Sequence[float] | None = None) -> Routes:
        """Only the routes at ``indices``, in that order, with their ways home given
        (None: as estimated). Valuing them together gives each the value it has alone:
        every valuation is worked out route by route."""
        picked = np.array(indices, dtype=np.int64)
        home: FloatArray | None = None
        if homes is not None:
            home = np.array(homes, dtype=np.float64)
        elif self.home is not None:
            home = self.home[picked]
        return Routes(
            [self.routes[i] for i in indices],
            self.ends[picked],
            self.location[picked],
            self.crossings[picked],
            home,
        )


#: A segment judged with its transport and coast tolerances at its start and end.
JudgedSegment = tuple[Transport, bool, bool, Point, Point]


#: At most this many verdicts are kept (the oldest half is then forgotten) ...
VERDICTS_KEPT = 60_000
#: ... here, by the digest of their map and the segment judged: the route is drawn from
#: where the card was taken, and the next turn's routes start where the look-ahead looked.
VERDICTS: Cache[tuple[str, Transport, bool, bool, Point, Point], bool] = Cache(VERDICTS_KEPT)


class Judge:
    """Collects segments to judge and judges them in batches (one per transport and flags);
    a verdict reached in an earlier decision on the same map is not judged again."""

    def __init__(self, geometry: RouteGeometry) -> None:
        self.geometry = geometry
        self.pending: dict[tuple[Transport, bool, bool], list[tuple[Point, Point]]] = {}
        self.known: dict[JudgedSegment, bool] = {}
        self.map_digest = map_digest(geometry.sheet)

    def ask(self, transport: Transport, start: Point, end: Point, ts: bool, te: bool) -> None:
        """Queue a segment (judged at the next ``run``)."""
        key = (transport, ts, te, start, end)
        if key in self.known:
            return
        kept = VERDICTS.get((self.map_digest, *key))
        if kept is not None:
            self.known[key] = kept
        else:
            self.pending.setdefault((transport, ts, te), []).append((start, end))

    def run(self) -> None:
        """Judge every queued segment."""
        judged: dict[JudgedSegment, bool] = {}
        for (transport, ts, te), segments in self.pending.items():
            unique = list(dict.fromkeys(segments))
            starts = np.array([s for s, _ in unique], dtype=np.float64).reshape(-1, 2)
            ends = np.array([e for _, e in unique], dtype=np.float64).reshape(-1, 2)
            verdict = self.geometry.judge_segments(
                starts, ends, transport, tolerant_start=ts, tolerant_end=te
            )
            for (start, end), legal in zip(unique, verdict, strict=True):
                judged[(transport, ts, te, start, end)] = bool(legal)
        self.pending = {}
        self.known.update(judged)
        if judged:
            VERDICTS.put_many({(self.map_digest, *key): legal for key, legal in judged.items()})

    def legal(self, transport: Transport, start: Point, end: Point, ts: bool, te: bool) -> bool:
        """The verdict on a judged segment."""
        return self.known.get((transport, ts, te, start, end), False)


def _spread_fan(start: Point, length: float, count: int, offset: float = 0.0) -> list[Point]:
    """``count`` points at ``length`` from ``start`` in evenly spread directions."""
    return [
        (
            start[0] + length * math.cos(2 * math.pi * (k + offset) / count),
            start[1] + length * math.sin(2 * math.pi * (k + offset) / count),
        )
        for k in range(count)
    ]


def _is_inside(ctx: Context, point: Point) -> bool:
    x_min, y_min, x_max, y_max = ctx.sheet.bounds
    return x_min <= point[0] <= x_max and y_min <= point[1] <= y_max


@dataclass(frozen=True, slots=True)
class _RulerPlan:
    """How the candidates of one ruler are built: bends, fans (map units)."""

    segments: tuple[float, ...]
    total: float
    bends: tuple[float, ...]


def _plan_ruler(ruler: Ruler, unit: float) -> _RulerPlan:
    segments = ruler.in_map_units(unit).segment_lengths
    total = sum(segments)
    bends = tuple(itertools.accumulate(segments))[:-1]
    return _RulerPlan(segments, total, bends)


#: One ruler's candidate routes as found: points, ends, end locations, crossings.
FoundRoutes = tuple[list[tuple[Point, ...]], FloatArray, NDArray[np.int64], NDArray[np.int64]]


#: At most this many candidate lists are kept (the oldest half is then forgotten) ...
ROUTES_KEPT = 4000
#: ... here: the route is drawn from where the card was taken, the rival replies from
#: where it stood, and the games the expert plays to the end ask the same starts again.
#: Keyed by the map's digest, the card set's (whose reach table gives the hard level its
#: waypoints home; None below hard), the weights, the ruler and transport and how they
#: are searched.
ROUTES: Cache[tuple[Any, ...], FoundRoutes] = Cache(ROUTES_KEPT)


def candidates(
    ctx: Context,
    wanted: Sequence[tuple[Ruler, Transport]],
    *,
    bends: bool = True,
    fans: bool = True,
    fan_directions: int | None = None,
    judge: Judge | None = None,
) -> dict[tuple[Ruler, Transport], Routes]:
    """Candidate routes for each (ruler, transport) from the player's route end.

    A ruler's routes depend only on the map, the start, how they are searched and, at
    the hard level, the waypoints home (the reach table's, with the unused balloons and
    the pounds in hand): those found in an earlier decision are kept
    (``_find_candidates`` finds the others), by the weights they were searched with.
    ``fan_directions``: the fans' directions (None: ``Weights.fan_directions``);
    ``judge``: a judge whose verdicts are kept from an earlier call (a segment is judged
    once per decision).
    """
    hard = ctx.reach is not None
    if fan_directions is None:
        fan_directions = ctx.weights.fan_directions
    situation = (
        ctx.start,
        ctx.start_index,
        bends,
        fans,
        fan_directions,
        ctx.unused_balloons if hard else None,
        ctx.state.players[ctx.player].money if hard else None,
    )
    tables = (
        map_digest(ctx.sheet),
        cards_digest(ctx.state.config.cards) if hard else None,
        ctx.weights,
    )
    found: dict[tuple[Ruler, Transport], FoundRoutes] = {}
    missing: list[tuple[Ruler, Transport]] = []
    for key in dict.fromkeys(wanted):
        entry = ROUTES.get((*tables, key, *situation))
        if entry is not None:
            found[key] = entry
        else:
            missing.append(key)
    if missing:
        fresh = _find_candidates(
            ctx,
            missing,
            bends=bends,
            fans=fans,
            fan_directions=fan_directions,
            judge=judge,
        )
        for key, routes in fresh.items():
            for array in (routes.ends, routes.location, routes.crossings):
                array.flags.writeable = False
            found[key] = (routes.routes, routes.ends, routes.location, routes.crossings)
        ROUTES.put_many({(*tables, key, *situation): found[key] for key in missing})
    return {key: Routes(*found[key]) for key in wanted}


def _find_candidates(
    ctx: Context,
    wanted: Sequence[tuple[Ruler, Transport]],
    *,
    bends: bool,
    fans: bool,
    fan_directions: int,
    judge: Judge | None,
) -> dict[tuple[Ruler, Transport], Routes]:
    """``candidates``'s work: the candidate routes for each (ruler, transport), found."""
    start = ctx.start
    judge = judge if judge is not None else Judge(ctx.geometry)
    plans = {key: _plan_ruler(key[0], ctx.unit) for key in wanted}
    gaps = np.hypot(ctx.loc_xy[:, 0] - start[0], ctx.loc_xy[:, 1] - start[1])
    homeward = HomewardNodes.of(ctx)
    ways_of: dict[tuple[Ruler, Transport], list[Point]] = {}
    targets_of: dict[tuple[Ruler, Transport], list[int]] = {}
    free_of: dict[tuple[Ruler, Transport], list[Point]] = {}
    firsts_of: dict[tuple[Ruler, Transport], list[tuple[float, Point]]] = {}
    for key, plan in plans.items():
        _, transport = key
        targets = [
            int(i)
            for i in np.flatnonzero((gaps <= plan.total) & (gaps > 1e-9))
            if int(i) != ctx.start_index
        ]
        targets_of[key] = targets
        for index in targets:
            judge.ask(transport, start, _location_point(ctx, index), True, True)
        ways = (
            homeward.within(start, plan.total, transport, ctx.weights.way_home_asked)
            if homeward
            else []
        )
        ways_of[key] = ways
        for end in ways:
            judge.ask(transport, start, end, True, True)
        free: list[Point] = []
        if fans:
            for fraction in ctx.weights.free_end_fractions:
                for end in _spread_fan(start, plan.total * fraction, fan_directions):
                    if _is_inside(ctx, end):
                        free.append(end)
                        judge.ask(transport, start, end, True, True)
        free_of[key] = free
        firsts: list[tuple[float, Point]] = []
        if bends:
            for bend in plan.bends:
                for end in _spread_fan(start, bend, fan_directions, 0.5):
                    if _is_inside(ctx, end):
                        firsts.append((bend, end))
                        judge.ask(transport, start, end, True, False)
        firsts_of[key] = firsts
    judge.run()

    second_of: dict[tuple[Ruler, Transport], list[tuple[Point, Point, int]]] = {}
    for key, plan in plans.items():
        _, transport = key
        seconds: list[tuple[Point, Point, int]] = []
        straight = {
            index
            for index in targets_of[key]
            if judge.legal(transport, start, _location_point(ctx, index), True, True)
        }
        for bend, corner in firsts_of[key]:
            if not judge.legal(transport, start, corner, True, False):
                continue
            rest = plan.total - bend
            corner_gaps = np.hypot(ctx.loc_xy[:, 0] - corner[0], ctx.loc_xy[:, 1] - corner[1])
            for found in np.flatnonzero(corner_gaps <= rest):
                index = int(found)
                if index == ctx.start_index or gaps[index] <= bend or index in straight:
                    continue  # reached straight already
                end = _location_point(ctx, index)
                seconds.append((corner, end, index))
                judge.ask(transport, corner, end, False, True)
            if homeward:
                for end in homeward.within(
                    corner, rest, transport, ctx.weights.way_home_second_targets
                ):
                    seconds.append((corner, end, -1))
                    judge.ask(transport, corner, end, False, True)
            if fans:
                for end in _spread_fan(corner, rest, ctx.weights.second_fan_directions, 0.25):
                    if _is_inside(ctx, end):
                        seconds.append((corner, end, -1))
                        judge.ask(transport, corner, end, False, True)
        second_of[key] = seconds
    turns_of = _fan_second_bends(ctx, plans, firsts_of, judge) if homeward else {}
    judge.run()
    thirds_of = _aim_third_legs(ctx, plans, turns_of, judge, homeward) if homeward else {}
    judge.run()

    result: dict[tuple[Ruler, Transport], Routes] = {}
    for key, plan in plans.items():
        _, transport = key
        routes: list[tuple[Point, ...]] = []
        locations: list[int] = []
        for index in targets_of[key]:
            end = _location_point(ctx, index)
            if judge.legal(transport, start, end, True, True):
                routes.append(straight_route(start, end, plan.segments))
                locations.append(index)
        ways = [end for end in ways_of[key] if judge.legal(transport, start, end, True, True)]
        for end in (*free_of[key], *ways[: ctx.weights.way_home_targets]):
            if judge.legal(transport, start, end, True, True):
                routes.append(straight_route(start, end, plan.segments))
                locations.append(-1)
        for corner, end, target in second_of[key]:
            if not judge.legal(transport, corner, end, False, True):
                continue
            bend = math.dist(start, corner)
            first_leg = straight_route(start, corner, plan.segments)
            rest_segments = _cut_segments(plan.segments, bend)
            second_leg = straight_route(corner, end, rest_segments)
            routes.append((*first_leg, *second_leg[1:]))
            locations.append(target)
        for corner, turn, end in thirds_of.get(key, []):
            if judge.legal(transport, turn, end, False, True):
                routes.append((start, corner, turn, end))
                locations.append(-1)
        result[key] = finish_routes(ctx, routes, locations, plan.total)
    return result


def _fan_second_bends(
    ctx: Context,
    plans: dict[tuple[Ruler, Transport], _RulerPlan],
    firsts_of: dict[tuple[Ruler, Transport], list[tuple[float, Point]]],
    judge: Judge,
) -> dict[tuple[Ruler, Transport], list[tuple[Point, Point]]]:
    """For the rulers of three segments (two detour marks, R2024-10): from each legal
    first bend at the first mark, a fan of second bends at the second (asked of
    ``judge``). A way home round a cape then along a coast (round Scotland to London,
    say) bends twice."""
    turns_of: dict[tuple[Ruler, Transport], list[tuple[Point, Point]]] = {}
    for key, plan in plans.items():
        if len(plan.segments) < 3 or not firsts_of[key]:
            continue
        transport = key[1]
        first, second = plan.segments[0], plan.segments[1]
        turns: list[tuple[Point, Point]] = []
        for bend, corner in firsts_of[key]:
            if abs(bend - first) > 1e-9 or not judge.legal(
                transport, ctx.start, corner, True, False
            ):
                continue
            for turn in _spread_fan(corner, second, ctx.weights.double_bend_directions, 0.25):
                if _is_inside(ctx, turn):
                    turns.append((corner, turn))
                    judge.ask(transport, corner, turn, False, False)
        turns_of[key] = turns
    return turns_of


def _aim_third_legs(
    ctx: Context,
    plans: dict[tuple[Ruler, Transport], _RulerPlan],
    turns_of: dict[tuple[Ruler, Transport], list[tuple[Point, Point]]],
    judge: Judge,
    homeward: HomewardNodes,
) -> dict[tuple[Ruler, Transport], list[tuple[Point, Point, Point]]]:
    """From the legal second bends nearest home in days, the last legs to the table's
    waypoints fewest days from home within the last segment, and to Arrival London
    (asked of ``judge``)."""
    arrival = ctx.loc_points[ctx.arrival_index]
    thirds_of: dict[tuple[Ruler, Transport], list[tuple[Point, Point, Point]]] = {}
    for key, turns in turns_of.items():
        transport = key[1]
        last = plans[key].segments[2]
        scored: list[tuple[float, Point, Point, list[Point]]] = []
        for corner, turn in turns:
            if not judge.legal(transport, corner, turn, False, False):
                continue
            ranked = homeward.ranked(turn, last, transport, ctx.weights.way_home_second_targets)
            ends = [end for end, _ in ranked]
            if math.dist(turn, arrival) <= last:
                scored.append((0.0, corner, turn, [arrival, *ends]))
            elif ranked:
                scored.append((ranked[0][1], corner, turn, ends))
        scored.sort(key=lambda item: item[0])
        thirds: list[tuple[Point, Point, Point]] = []
        for _, corner, turn, ends in scored[: ctx.weights.double_bends_kept]:
            for end in ends:
                thirds.append((corner, turn, end))
                judge.ask(transport, turn, end, False, True)
        thirds_of[key] = thirds
    return thirds_of


@dataclass(frozen=True)
class HomewardNodes:
    """The reach table's waypoints (hard level) with their fewest days home: a way home
    may lead through a sea or land point that no location and no fan of free ends offers
    (a short hop round a cape to the point one turn from Arrival London, say)."""

    xy: FloatArray
    days: FloatArray
    #: per transport, the waypoints a route of it may end on: at sea for a ship, on land
    #: for a train (the places, where both end, are candidates of their own)
    fits: dict[Transport, BoolArray]
    min_gap: float

    @staticmethod
    def of(ctx: Context) -> HomewardNodes | None:
        """The waypoints for ``ctx``'s player, with the pounds in hand (None below hard)."""
        table = ctx.reach
        if table is None:
            return None
        money = float(ctx.state.players[ctx.player].money)
        days = table.node_days(ctx.unused_balloons, money)
        keep = days < NEVER
        keep[: ctx.graph.place_count] = False
        fits = {transport: table.bends[transport][keep] for transport in table.bends}
        return HomewardNodes(
            table.xy[keep], days[keep], fits, ctx.weights.way_home_min_units * ctx.unit
        )

    def within(self, point: Point, reach: float, transport: Transport, count: int) -> list[Point]:
        """The ``count`` waypoints a ``transport`` route may end on, fewest days from home,
        within ``reach`` map units of ``point`` (nearest first among equals)."""
        return [end for end, _ in self.ranked(point, reach, transport, count)]

    def ranked(
        self, point: Point, reach: float, transport: Transport, count: int
    ) -> list[tuple[Point, float]]:
        """``within``'s waypoints, each with its fewest days home."""
        gaps = np.hypot(self.xy[:, 0] - point[0], self.xy[:, 1] - point[1])
        near = np.flatnonzero((gaps <= reach) & (gaps >= self.min_gap) & self.fits[transport])
        if len(near) == 0:
            return []
        order = np.lexsort((gaps[near], self.days[near]))[:count]
        return [
            ((float(self.xy[i, 0]), float(self.xy[i, 1])), float(self.days[i])) for i in near[order]
        ]


def _cut_segments(segments: Sequence[float], used: float) -> list[float]:
    """The segments of a ruler left after the first ``used`` map units (cut at a mark)."""
    rest: list[float] = []
    travelled = 0.0
    for length in segments:
        if travelled >= used - 1e-9:
            rest.append(length)
        travelled += length
    return rest or [0.0]


def _location_point(ctx: Context, index: int) -> Point:
    return ctx.loc_points[index]


def snap_points(ctx: Context, points: FloatArray) -> NDArray[np.int64]:
    """For each point, the index of the location it snaps to, or -1 (as ``geometry.snap``)."""
    gaps = np.hypot(
        points[:, 0:1] - ctx.loc_xy[None, :, 0], points[:, 1:2] - ctx.loc_xy[None, :, 1]
    )
    inside = gaps <= ctx.loc_radius[None, :]
    gaps = np.where(inside, gaps, np.inf)
    nearest = np.argmin(gaps, axis=1)
    return np.where(inside.any(axis=1), nearest, -1).astype(np.int64)


def finish_routes(
    ctx: Context, routes: list[tuple[Point, ...]], locations: list[int], reach: float
) -> Routes:
    """Finish a candidate list: free ends that land within a place's snap radius visit it.

    ``reach``: no point of a route is further than this from the player's route end.
    """
    ends = np.array([route[-1] for route in routes], dtype=np.float64).reshape(-1, 2)
    location = np.array(locations, dtype=np.int64)
    free = np.flatnonzero(location < 0)
    if len(free):
        location[free] = snap_points(ctx, ends[free])
    meridian = ctx.sheet.antimeridian_x
    if abs(ctx.start[0] - meridian) > 1.01 * reach + 1e-9:
        # every route stays on one side of the antimeridian
        return Routes(routes, ends, location, np.zeros(len(routes), dtype=np.int64))
    crossings = np.array(
        [
            sum(
                1 if a[0] < meridian <= b[0] else -1 if b[0] < meridian <= a[0] else 0
                for a, b in itertools.pairwise(route)
            )
            for route in routes
        ],
        dtype=np.int64,
    )
    return Routes(routes, ends, location, crossings)


def check_ways_home(ctx: Context, ends: Sequence[Point]) -> list[float]:
    """The way home from each of ``ends`` through a location reached by a legal leg."""
    if not ends:
        return []
    points = np.array(ends, dtype=np.float64).reshape(-1, 2)
    gaps = (
        np.hypot(
            points[:, 0:1] - ctx.graph.xy[None, :, 0], points[:, 1:2] - ctx.graph.xy[None, :, 1]
        )
        / ctx.unit
    )
    through = gaps + ctx.graph.distance[None, :]
    through = np.where(gaps <= NEAR_UNITS, through, np.inf)
    nearest = np.argsort(through, axis=1)[:, : ctx.weights.legs_checked]
    rows = np.repeat(np.arange(len(ends)), nearest.shape[1])
    columns = nearest.reshape(-1)
    hopeful = np.isfinite(through[rows, columns])
    rows, columns = rows[hopeful], columns[hopeful]
    legal = np.zeros(len(rows), dtype=bool)
    for transport in (Transport.TRAIN, Transport.SHIP):
        todo = np.flatnonzero(~legal)
        if len(todo) == 0:
            break
        verdict = judge_pairs(ctx, points[rows[todo]], ctx.graph.xy[columns[todo]], transport)
        legal[todo[verdict]] = True
    cost = through[rows, columns]
    todo = np.flatnonzero(~legal & (gaps[rows, columns] <= COAST_LEG_UNITS))
    if len(todo):
        # across a coast: the next turns change transport there (as in the graph)
        crossing = judge_pairs(
            ctx, points[rows[todo]], ctx.graph.xy[columns[todo]], Transport.BALLOON
        )
        legal[todo[crossing]] = True
        cost[todo[crossing]] += COAST_SWITCH_UNITS
    best = np.full(len(ends), np.inf)
    np.minimum.at(best, rows[legal], cost[legal])
    fallback = ctx.graph.distance_from(points) + 2.0
    return [float(b) if math.isfinite(b) else float(f) for b, f in zip(best, fallback, strict=True)]


def judge_pairs(
    ctx: Context, starts: FloatArray, ends: FloatArray, transport: Transport
) -> BoolArray:
    """``geometry.judge_segments`` of each (start, end) pair, through ``Judge``: a segment
    judged in an earlier decision on the same map is not judged again."""
    judge = Judge(ctx.geometry)
    pairs = [
        ((float(a), float(b)), (float(c), float(d)))
        for (a, b), (c, d) in zip(starts.tolist(), ends.tolist(), strict=True)
    ]
    for start, end in pairs:
        judge.ask(transport, start, end, True, True)
    judge.run()
    return np.array([judge.legal(transport, s, e, True, True) for s, e in pairs], dtype=bool)


def is_drawable(ctx: Context, route: tuple[Point, ...], offer: Offer) -> bool:
    """Whether the engine will accept ``route`` (the same tests as its own)."""
    if len(route) < 2:
        return True
    try:
        check_route_lengths(route, offer.ruler, ctx.unit)
    except IllegalActionError:
        return False
    coast = (not offer.is_balloon) and ctx.state.has_active(
        ctx.player, Character.PASSEPARTOUT, Side.BACK
    )
    return ctx.geometry.judge_route(route, offer.transport, coast_crossing=coast).legal
