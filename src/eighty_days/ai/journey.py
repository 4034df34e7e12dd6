"""Computer opponents for the 2024 journey game: easy, normal, hard (and expert, in
``ai/expert.py``, built on hard).

* easy: plausible and quick: one of the cheapest cards that can move the route east, and
  the reachable place furthest east with it (straight routes only);
* normal: judges every market offer (both sides of each card, the balloons) against every
  candidate route (straight, and bent at the detour marks) by an estimate of the final
  score: fame won now (areas, adventures, cards), income, money left, and the calendar
  points still to expect given the distance to Arrival London and the days left;
* hard: normal, then a look one turn ahead for its best few choices: the engine plays
  them, and the best next turn from the position reached (with the market as it will
  be, less the cards still face down while deciding) decides. In a two-player game it
  expects less from a later arrival (``DUEL_CALENDAR_EXPECTED``) and spends more turns
  on fame. It knows the first arrival's 12 points go by the calendar: a rival already
  in London on day D is beaten by arriving on day D or earlier (the normal level counts
  them gone). Once every rival has finished, their scores are final, and it plays for
  the chance of beating the best of them rather than for the most fame. It checks the
  ends of its best choices against the fewest days home with the cards that can follow,
  straight or bent at their detour marks (``ai/reach.py``), and shuns the ends from
  which London is likely out of reach (the pounds still to earn counted only as far as
  the days left allow), keeps a reserve of days for a typical way home paid with the
  pounds it is likely to have, values an unfinished journey at no more than the calendar
  points still possible, and plays Inspector Fix on purpose (R2024-08). For those ends
  it counts the typical days home of the table (the market in view counted for the next
  turn's card) instead of the graph's estimate. Its look-ahead counts that a rival
  moving first may take the card its next turn needs.

Candidate routes come from the vectorised geometry of the map
(``RouteGeometry.judge_segments``): straight routes to every location within reach, fans
of directions for routes ending in open country or at sea, and bent routes whose first
leg runs in a fan of directions to a detour mark and whose second leg aims at a location
or runs on in a second fan (bent routes are searched for the six offers that are best
without them, three at the normal level). The hard level also aims at the reach table's
waypoints fewest days from home (a short hop round a cape, which no location and no fan
offers), and bends rulers of three segments twice, towards those waypoints. Ends on
locations are preferred through the score (income, areas, adventures, the way home).
Every chosen route is checked with the engine's own tests before it is returned, and a
route of no length is always there as the last resort, so a bot never gets stuck.

The distance still to go is measured on a graph of the map's locations and a grid of
waypoints joined by legal straight train or ship legs, a short leg across a coast
counting a turn more (computed once per map and kept in a small cache, with a raster of
the estimate for any point); the days it will take follow from the card set's averages.
Routes ending away from locations have their way home checked by judging the legs to
the nodes near them before they can win.

Everything is a pure function of the state and the bot's seed: a bot may decide on a
worker thread while the window stays responsive.
"""

from __future__ import annotations

import heapq
import itertools
import math
import threading
import weakref
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, fields, replace
from typing import Any

import numpy as np
from numpy.typing import NDArray

from eighty_days.ai.base import Level, decision_rng, forget_oldest
from eighty_days.ai.reach import NEVER as NEVER_DAYS
from eighty_days.ai.reach import (
    RIVAL_TAKES,
    ReachTable,
    Segments,
    is_reach_table_built,
    reach_table,
    ruler_segments,
)
from eighty_days.ai.table_store import map_digest, read_table, table_path, write_table
from eighty_days.engine.common import IllegalActionError
from eighty_days.engine.journey import (
    CHARACTERS,
    LAST_DAY,
    MAX_POUNDS,
    SLOTS,
    Action,
    Character,
    DrawRoute,
    JourneyConfig,
    JourneyState,
    Phase,
    Quote,
    Ruler,
    Side,
    Slot,
    TakeBalloon,
    TakeTransport,
    TransportChoice,
    apply,
    check_route_lengths,
    held_ruler,
    legal_transport_actions,
    player_score,
    quote,
)
from eighty_days.sheet.geometry import RouteGeometry
from eighty_days.sheet.model import LocationType, Point, SheetMap, Transport
from eighty_days.sheet.reach import straight_route

FloatArray = NDArray[np.float64]
BoolArray = NDArray[np.bool_]

#: The share of a ruler a route uses on average (routes bend, stop at places).
RULER_USE = 0.8
#: Departure days a turn costs on average (market positions +0..+3).
DEPARTURE_DAYS = 1.0
#: Calendar points one may expect for reaching London in time (12 first, 5 later).
CALENDAR_EXPECTED = 9.0
#: The same for the hard level in a two-player game. Simulated against the normal level
#: (docs/balance.md), expecting less from a later arrival made it spend more turns on
#: adventures and win more often (62 % of 300 games with 6, 56 % with 9); with four
#: players 6 made a quarter of the journeys miss the 80 days, so it stays 9 there.
DUEL_CALENDAR_EXPECTED = 6.0
#: How sharply the chance of arriving in time falls with missing days.
SLACK_SCALE = 2.5
#: Days kept in hand against bad luck on the way home (the market may not offer the card
#: a plan needs): the chance of arriving in time is judged against the days left less
#: these. Simulated on the world map (docs/balance.md), 8 days made 4 hard opponents
#: arrive in about 97 % of journeys against 46 % with none.
MARGIN_DAYS = 8.0
#: Fame expected from each spare day (more turns for areas and adventures).
DAY_WORTH = 0.2
#: Spare days beyond this are worth nothing more.
SLACK_CAP = 12.0
#: What a pound in hand is worth in fame at the end (it also spares days on the way home,
#: which the calendar estimate counts).
POUND_WORTH = 1.0 / 3.0
#: What holding a character is worth, by character and side (fame-equivalent).
CHARACTER_WORTH: dict[tuple[Character, Side], float] = {
    (Character.FOGG, Side.FRONT): 1.2,
    (Character.FOGG, Side.BACK): 0.8,
    (Character.PASSEPARTOUT, Side.FRONT): 1.5,
    (Character.PASSEPARTOUT, Side.BACK): 0.4,
    (Character.AOUDA, Side.FRONT): 0.6,
    (Character.AOUDA, Side.BACK): 0.4,
}
#: Fame per new area, per adventure location, per icon of a claimed adventure card.
AREA_FAME = 1.0
ADVENTURE_FAME = 2.0
#: Fogg's pounds (rulebook, Characters; ruling R2024-09).
FOGG_POUNDS = 7
#: Fix's back: pounds each target spends.
FIX_BACK_POUNDS = 2
#: Directions of a fan (full circle) and of a second-leg fan.
FAN_DIRECTIONS = 16
SECOND_FAN_DIRECTIONS = 6
#: Shorter free ends tried along each fan direction (fractions of the ruler).
FREE_END_FRACTIONS = (1.0, 0.6)
#: Graph legs of the distance-to-go graph are at most this many ruler units long.
GRAPH_LEG_UNITS = 20.0
#: Waypoints of the distance-to-go graph: their spacing and the longest leg between nodes.
WAYPOINT_SPACING_UNITS = 1.5
WAYPOINT_LEG_UNITS = 3.3
#: Cell size (ruler units) of the raster of distance-to-go estimates.
RASTER_CELL_UNITS = 0.35
#: A graph leg across a coast counts this many ruler units more: the journey changes
#: between train and ship there, which costs a turn of its own.
COAST_SWITCH_UNITS = 3.0
#: Only a leg this short (ruler units) may cross a coast: it crosses one coast, not a sea.
COAST_LEG_UNITS = 1.6
#: A point this near a location (ruler units) is judged by the location's way home.
NEAR_UNITS = 3.0
#: How many of the best choices must have a checked way home; legs checked per end.
CHECKED_CHOICES = 12
LEGS_CHECKED = 8
#: Bent routes are searched for at most this many offers (those best without bends): by
#: the hard level, and by the normal level, which must decide within its time budget.
BENT_OFFERS = 6
NORMAL_BENT_OFFERS = 3
#: The hard level also draws routes to the reach table's nodes nearest home in days
#: (``ai/reach.py``): the best this many are judged per ruler and transport ...
WAY_HOME_ASKED = 24
#: ... and this many legal ones drawn straight from the route end ...
WAY_HOME_TARGETS = 6
#: ... and this many from each bend of a bent route
WAY_HOME_SECOND_TARGETS = 2
#: Rulers of three segments also bend twice (hard level): second bends per first bend ...
DOUBLE_BEND_DIRECTIONS = 12
#: ... and the second bends kept (those with ways home fewest days from home)
DOUBLE_BENDS_KEPT = 8
#: A node closer than this to the route end is not a way home (ruler units)
WAY_HOME_MIN_UNITS = 0.25
#: How many of the cheapest offers (pounds + days) the look ahead weighs for the next turn.
LOOKAHEAD_OFFERS = 8
#: How many of the best next turns of the look-ahead have their way home checked with the
#: cards that can follow (``ai/reach.py``).
LOOKAHEAD_CHECKED = 4
#: How many first choices the hard bot looks one turn beyond.
LOOKAHEAD_BREADTH = 3
#: Calendar points for the first arrival in time and for later ones (ruling R2024-04).
FIRST_ARRIVAL_POINTS = 12.0
LATER_ARRIVAL_POINTS = 5.0
#: The race for the first arrival in a game of two (hard level, R2024-04): the chance of
#: arriving before the rival, fitted (logistic) to 116 recorded games of the hard level
#: against normal (seeds 17200-17259 and 17300-17355, docs/balance.md), on the lead in
#: days of the player's expected day home over the rival's (each its day and its typical
#: way home, ``ai/reach.py``, tickets paid with the pounds in hand and the rest in days):
#: logit ``RACE_FIRST_AT_PAR`` at no lead, ``RACE_FIRST_PER_DAY`` more per day of lead.
#: That chance moves the fixed expectation (``DUEL_CALENDAR_EXPECTED`` at no lead) by the
#: 7 points between the first arrival's and a later one's: the hard level then races
#: when behind and may take its time when well ahead.
RACE_FIRST_AT_PAR = 1.265
RACE_FIRST_PER_DAY = 0.119
#: A rival's pace home in the look-ahead, as a share of the no-money days per ruler unit
#: (rivals with money in hand go faster).
RIVAL_PACE = 0.8
#: Once every rival's journey has ended (their scores are final), the hard level plays to
#: beat the best of them: each choice is valued by its chance of a win, with the final
#: score's spread (fame, per spare day of the estimate, and at least) as below.
WIN_SPREAD_PER_DAY = 0.15
WIN_SPREAD_MIN = 1.0
#: The days kept in hand when judging the chance of arriving in time for a win (fewer
#: than ``MARGIN_DAYS``: a last journey home may be bolder).
WIN_MARGIN_DAYS = 4.0
#: The chance of a win is worth this much fame (so the estimated score only breaks ties).
WIN_WORTH = 100.0
#: The duel's end (hard level, a game of two before any arrival): when going home after
#: a move, with nothing more won on the way, would leave the player's final score below
#: the rival's forecast final, the hard level plays to win against that forecast instead
#: of for points (``_duel_end``). The forecast: the rival's score now, the later
#: arrival's points (R2024-04) and the fame it may still win on its way:
#: ``RIVAL_FAME_PER_SPARE_DAY`` for each spare day of its typical way home beyond
#: ``RIVAL_FAME_FROM_DAYS``, at most ``RIVAL_FAME_MAX``; in the chance of a win
#: ``RIVAL_FAME_AFTER`` more, each point of it adding ``RIVAL_FAME_SPREAD`` to the spread.
#: Fitted to 120 recorded games of the hard level against normal (tuning seeds
#: 17000-17119, docs/balance.md): the normal level won 0.5 more fame after the hard
#: level's arrival turn, 2.4 with 10-15 spare days, 6.5 with 15-25, 7.9 with 25-30.
RIVAL_FAME_PER_SPARE_DAY = 0.5
RIVAL_FAME_FROM_DAYS = 8.0
RIVAL_FAME_MAX = 7.0
RIVAL_FAME_AFTER = 0.5
RIVAL_FAME_SPREAD = 0.5
#: The forecast counts the later arrival's points only for a rival whose typical way home
#: misses day 80 by at most this many days; one later still plays on for fame until day
#: 80 instead (seed 18245, docs/balance.md: a rival expected home on day 109 never came
#: home, and the hard level, counting its 5 points, gambled away a won arrival by balloon
#: and was stranded). With 10 days, the hard level went home too early in 2 of the 120
#: tuning games (17000-17119), with 25 in none.
RIVAL_LATE_DAYS = 25.0
#: A number standing for "no way home found".
FAR = 1e6
#: Spare days are judged down to this many missing (the chance of arriving in time is 0).
FAR_SLACK = 200.0
#: The chance that a rival takes a card with Fix's icon before the player's next turn, per
#: such card face up in the market (at most ``FIX_THREAT_MAX``): the hard level weighs it
#: against ending its route furthest east (ruling R2024-08).
FIX_THREAT_PER_CARD = 0.2
FIX_THREAT_MAX = 0.6
#: A rival's loss counts for the player at this share (as held characters do).
RIVAL_SHARE = 0.3
#: What the hard level takes off a move whose end is a stranding (London out of reach
#: by day 80 with any card of the game, ``ai/reach.py``): more than any move is worth,
#: so that it strands itself only when every move does (R2024-04).
STRANDING_PENALTY = 1000.0
#: What each day by which a typical journey home (``ai/reach.py``, ``typical``) would miss
#: day 80 costs the hard level (fame-equivalent), counted up to ``RESERVE_DAYS``: a guard
#: against strandings the next markets would force.
RESERVE_DAYS = 10.0
RESERVE_DAY_WORTH = 2.5
#: The most pounds a player may still earn per day left (income where a way home ends its
#: turns; R2024-14, R2024-15): near day 80 no turns are left to earn the pounds the
#: stranding bound counts. An end from which London is out of reach by day 80 when no
#: more than this is earned is a *likely* stranding, which costs the hard level
#: ``LIKELY_STRANDING_PENALTY``: more than any move is worth, less than a sure one.
EARN_PER_DAY = 1.0
LIKELY_STRANDING_PENALTY = 100.0
# ``RIVAL_TAKES`` (``ai/reach.py``): the chance that a rival takes the very card the
# player's best next turn needs before that turn (the hard level's look-ahead): the next
# turn is valued as that share of the best turn with another card of the market (or a
# balloon) and the rest of the best one.


@dataclass(frozen=True, slots=True)
class JourneyBot:
    """A computer player of the journey game; ``decide`` is pure (nothing kept between calls)."""

    level: Level
    seed: int = 0

    def decide(self, state: JourneyState) -> Action:
        """The action this bot takes for the active player in ``state``, with the acting
        seat set so that the engine checks who acts."""
        if state.active is None or state.phase is Phase.GAME_OVER:
            raise ValueError("The game is over: there is nothing to decide.")
        if self.level is Level.EASY:
            action = _easy(state, self.seed)
        elif self.level is Level.EXPERT:
            raise ValueError("the expert is ai.expert.ExpertJourneyBot (ai.bots.make_bot)")
        elif state.phase is Phase.TAKE_TRANSPORT:
            action = _best_take(state, self.level is Level.HARD)
        else:
            action = _best_draw(state, self.level is Level.HARD)
        return replace(action, seat=state.active)


# -- the way home ------------------------------------------------------------------------


@dataclass(frozen=True)
class HomeGraph:
    """Distances to Arrival London (ruler units) from every node of one map's graph.

    ``raster`` holds the estimate ``distance_from`` would give at the centre of each
    cell of a fine grid over the map, so that an estimate is one look-up.
    """

    xy: FloatArray
    distance: FloatArray
    #: the first ``place_count`` nodes are the map's locations (in map order)
    place_count: int
    unit: float
    origin: tuple[float, float]
    cell: float
    raster: FloatArray

    def distance_from(self, points: FloatArray) -> FloatArray:
        """Estimated distance home from each of ``points`` (shape ``(n, 2)``), looked up."""
        if len(points) == 0:
            return np.zeros(0)
        columns = np.minimum(
            np.maximum(((points[:, 0] - self.origin[0]) / self.cell).astype(np.int64), 0),
            self.raster.shape[0] - 1,
        )
        rows = np.minimum(
            np.maximum(((points[:, 1] - self.origin[1]) / self.cell).astype(np.int64), 0),
            self.raster.shape[1] - 1,
        )
        return np.asarray(self.raster[columns, rows], dtype=np.float64)


def estimate_home(
    points: FloatArray, xy: FloatArray, distance: FloatArray, unit: float
) -> FloatArray:
    """The best of "a short leg to a node, then the graph" for each point.

    Nodes within ``NEAR_UNITS`` count, each leg a fifth longer than the straight line (it
    may have to go round a coast); a point with no node that near pays its leg half again.
    """
    result = np.empty(len(points))
    for low in range(0, len(points), 512):
        chunk = points[low : low + 512]
        gaps = np.hypot(chunk[:, 0:1] - xy[None, :, 0], chunk[:, 1:2] - xy[None, :, 1]) / unit
        near = np.where(gaps <= NEAR_UNITS, 1.2 * gaps + distance[None, :], np.inf)
        best = np.min(near, axis=1)
        far = np.min(1.5 * gaps + distance[None, :], axis=1)
        result[low : low + 512] = np.where(np.isfinite(best), best, far)
    return result


_GRAPHS: dict[int, tuple[weakref.ref[SheetMap], HomeGraph]] = {}
_GRAPHS_LOCK = threading.Lock()


def home_graph(sheet: SheetMap, geometry: RouteGeometry) -> HomeGraph:
    """The (cached) distance-to-go graph of ``sheet``: built once per map object."""
    entry = _GRAPHS.get(id(sheet))
    if entry is not None and entry[0]() is sheet:
        return entry[1]
    with _GRAPHS_LOCK:
        entry = _GRAPHS.get(id(sheet))
        if entry is not None and entry[0]() is sheet:
            return entry[1]
        graph = _stored_home_graph(sheet, geometry)
        key = id(sheet)
        _GRAPHS[key] = (weakref.ref(sheet, lambda _: _GRAPHS.pop(key, None)), graph)
        return graph


def _stored_home_graph(sheet: SheetMap, geometry: RouteGeometry) -> HomeGraph:
    """The way-home graph of ``sheet`` read from the disk cache (``ai.table_store``) if it
    is stored there and sound, else built and stored."""
    path = table_path("graph", map_digest(sheet))
    vector = (np.dtype(np.float64), lambda shape: len(shape) == 1)
    scalar = (np.dtype(np.float64), lambda shape: shape == ())
    stored = read_table(
        path,
        {
            "xy": (np.dtype(np.float64), lambda shape: len(shape) == 2 and shape[1] == 2),
            "distance": vector,
            "place_count": (np.dtype(np.int64), lambda shape: shape == ()),
            "unit": scalar,
            "origin": (np.dtype(np.float64), lambda shape: shape == (2,)),
            "cell": scalar,
            "raster": (np.dtype(np.float64), lambda shape: len(shape) == 2),
        },
    )
    places = len(sheet.locations)
    if (
        stored is not None
        and len(stored["distance"]) == len(stored["xy"])
        and int(stored["place_count"]) == places <= len(stored["xy"])
    ):
        origin = np.asarray(stored["origin"], dtype=np.float64)
        return HomeGraph(
            np.asarray(stored["xy"], dtype=np.float64),
            np.asarray(stored["distance"], dtype=np.float64),
            places,
            float(stored["unit"]),
            (float(origin[0]), float(origin[1])),
            float(stored["cell"]),
            np.asarray(stored["raster"], dtype=np.float64),
        )
    graph = _build_home_graph(sheet, geometry)
    write_table(
        path,
        {
            "xy": graph.xy,
            "distance": graph.distance,
            "place_count": np.array(graph.place_count, dtype=np.int64),
            "unit": np.array(graph.unit, dtype=np.float64),
            "origin": np.array(graph.origin, dtype=np.float64),
            "cell": np.array(graph.cell, dtype=np.float64),
            "raster": graph.raster,
        },
    )
    return graph


#: Whoever prepares a map's tables (``prepare``) holds this: a decision that needs them
#: waits for a build under way rather than building them a second time.
_PREPARE_LOCK = threading.Lock()
#: The route geometries whose lazily made tables are made (``_warm_up``), by id.
_WARMED: dict[int, weakref.ref[RouteGeometry]] = {}


def prepare(config: JourneyConfig) -> None:
    """Make what the hard and expert levels keep per map and card set (the way-home graph
    and the reach table, read from the disk cache or built: a few seconds on the world
    map; and the route geometry's lazily made tables) so that their first decision need
    not wait for it; safe on any thread, at once if made already, and a caller while
    another thread makes them waits for it."""
    if is_prepared(config):
        return
    with _PREPARE_LOCK:
        graph = home_graph(config.sheet, config.geometry)
        table = reach_table(config.sheet, config.geometry, config.cards, graph.xy)
        _warm_up(config.sheet, config.geometry)
        table.work_out_start()


def _warm_up(sheet: SheetMap, geometry: RouteGeometry) -> None:
    """Make the tables ``geometry`` makes at its first use (the single-segment check's, the
    bodies of land and water) by using them once."""
    if _is_warm(geometry):
        return
    place = sheet.location(sheet.start)
    here = (place.x, place.y)
    for transport in Transport:
        geometry.is_segment_legal(here, (here[0] + sheet.ruler_unit, here[1]), transport)
    _stored_body_labels(sheet, geometry)
    key = id(geometry)
    _WARMED[key] = weakref.ref(geometry, lambda _: _WARMED.pop(key, None))


#: The transports whose bodies of land and water a decision looks up.
BODY_TRANSPORTS = (Transport.TRAIN, Transport.SHIP)


def _stored_body_labels(sheet: SheetMap, geometry: RouteGeometry) -> None:
    """Give ``geometry`` its table of bodies per grid cell (``body_labels``) from the disk
    cache (``ai.table_store``) if stored there and sound, else make and store it."""
    path = table_path("bodies", map_digest(sheet))
    one_row = (np.dtype(np.int32), lambda shape: len(shape) == 1)
    stored = read_table(path, {transport.value: one_row for transport in BODY_TRANSPORTS})
    if stored is not None and all(
        geometry.adopt_body_labels(transport, stored[transport.value].tolist())
        for transport in BODY_TRANSPORTS
    ):
        return
    write_table(
        path,
        {
            transport.value: np.array(geometry.body_labels(transport), dtype=np.int32)
            for transport in BODY_TRANSPORTS
        },
    )


def _is_warm(geometry: RouteGeometry) -> bool:
    entry = _WARMED.get(id(geometry))
    return entry is not None and entry() is geometry


def is_prepared(config: JourneyConfig) -> bool:
    """Whether ``prepare(config)`` has nothing left to make."""
    entry = _GRAPHS.get(id(config.sheet))
    if entry is None or entry[0]() is not config.sheet or not _is_warm(config.geometry):
        return False
    return is_reach_table_built(config.sheet, config.cards)


def _build_home_graph(sheet: SheetMap, geometry: RouteGeometry) -> HomeGraph:
    """Dijkstra from the arrival over legs of legal straight train or ship routes.

    The nodes are the map's locations and a grid of waypoints (so that a way by sea or
    across open country need not pass through a named place); legs join locations up
    to ``GRAPH_LEG_UNITS`` apart and any nodes up to ``WAYPOINT_LEG_UNITS`` apart.
    """
    locations = sheet.locations
    unit = sheet.ruler_unit
    places = np.array([(loc.x, loc.y) for loc in locations], dtype=np.float64).reshape(-1, 2)
    x_min, y_min, x_max, y_max = sheet.bounds
    step = WAYPOINT_SPACING_UNITS * unit
    grid_x = np.arange(x_min + step / 2, x_max, step)
    grid_y = np.arange(y_min + step / 2, y_max, step)
    waypoints = np.array([(x, y) for x in grid_x for y in grid_y], dtype=np.float64).reshape(-1, 2)
    xy = np.vstack([places, waypoints])
    count = len(xy)
    place_count = len(places)
    first, second = np.triu_indices(count, k=1)
    lengths = np.hypot(xy[first, 0] - xy[second, 0], xy[first, 1] - xy[second, 1]) / unit
    both_places = second < place_count
    near = np.where(both_places, lengths <= GRAPH_LEG_UNITS, lengths <= WAYPOINT_LEG_UNITS)
    first, second, lengths = first[near], second[near], lengths[near]
    legal = np.zeros(len(first), dtype=bool)
    for transport in (Transport.TRAIN, Transport.SHIP):
        todo = np.flatnonzero(~legal)
        if len(todo):
            verdict = geometry.judge_segments(xy[first[todo]], xy[second[todo]], transport)
            legal[todo[verdict]] = True
    # a short leg across a coast: the journey changes transport there (a turn of its own)
    short = np.flatnonzero(~legal & (lengths <= COAST_LEG_UNITS))
    if len(short):
        crossing = geometry.judge_segments(xy[first[short]], xy[second[short]], Transport.BALLOON)
        legal[short[crossing]] = True
        lengths[short[crossing]] += COAST_SWITCH_UNITS
    neighbours: list[list[tuple[int, float]]] = [[] for _ in range(count)]
    for a, b, length in zip(first[legal], second[legal], lengths[legal], strict=True):
        neighbours[int(a)].append((int(b), float(length)))
        neighbours[int(b)].append((int(a), float(length)))
    distance = np.full(count, FAR)
    arrival = next(i for i, loc in enumerate(locations) if loc.id == sheet.arrival)
    distance[arrival] = 0.0
    queue: list[tuple[float, int]] = [(0.0, arrival)]
    while queue:
        here_distance, here = heapq.heappop(queue)
        if here_distance > distance[here]:
            continue
        for there, length in neighbours[here]:
            candidate = here_distance + length
            if candidate < distance[there]:
                distance[there] = candidate
                heapq.heappush(queue, (candidate, there))
    # a place cut off from the graph: as far as the straight line and a detour
    straight = np.hypot(xy[:, 0] - xy[arrival, 0], xy[:, 1] - xy[arrival, 1]) / unit
    distance = np.where(distance >= FAR, straight * 1.5 + 10.0, distance)
    cell = RASTER_CELL_UNITS * unit
    columns = np.arange(x_min + cell / 2, x_max + cell / 2, cell)
    rows = np.arange(y_min + cell / 2, y_max + cell / 2, cell)
    centres = np.array([(x, y) for x in columns for y in rows], dtype=np.float64).reshape(-1, 2)
    raster = estimate_home(centres, xy, distance, unit).reshape(len(columns), len(rows))
    return HomeGraph(xy, distance, place_count, unit, (x_min, y_min), cell, raster)


# -- the position of the player to move ----------------------------------------------------


@dataclass(frozen=True)
class _Context:
    """What one decision needs to know, computed once from the state."""

    state: JourneyState
    player: int
    sheet: SheetMap
    geometry: RouteGeometry
    graph: HomeGraph
    unit: float
    start: Point
    loc_xy: FloatArray
    #: the same points as tuples (for the candidate routes)
    loc_points: tuple[Point, ...]
    loc_radius: FloatArray
    loc_ids: tuple[str, ...]
    #: per location: fame for ending there now (new area, new adventure place, card icons)
    loc_fame: FloatArray
    #: per location: pounds of the revealed income card
    loc_income: FloatArray
    loc_is_adventure: FloatArray
    loc_home: FloatArray
    arrival_index: int
    start_index: int
    #: the latest day on which arriving still wins the first arrival's points (-inf: gone)
    first_arrival_by: float
    #: calendar points expected for arriving later in time (before the chance of it)
    calendar_expected: float
    #: for how many offers (the best without bends) bent routes are searched
    bent_offers: int
    #: the best rival's final (total, calendar points, adventures) once every rival's
    #: journey has ended, for the hard level; None otherwise
    rival_final: tuple[int, int, int] | None
    #: the player's areas and adventures fame now, and balloon cards still unused (read
    #: only with ``rival_final``; 0 otherwise)
    fame_now: float
    balloons_left: int
    #: days a ruler unit of the way home costs with no money (travel, departure and a day
    #: per missing pound), and the pounds per unit that spare those days when in hand
    days_per_unit: float
    pounds_per_unit: float
    #: the hard level's extra knowledge (None at the other levels): the fewest days home
    #: with any card (``ai/reach.py``), which checks every route end it may choose
    reach: ReachTable | None = None
    #: the balloons the player has not used yet
    unused_balloons: tuple[str, ...] = ()
    #: the chance a rival strikes with Fix before the player's next turn (hard level)
    fix_threat: float = 0.0
    #: the hard level: it also values what Fix does to rivals (R2024-08)
    hard: bool = False
    #: whether London is already out of reach by day 80 from the player's route end
    #: before a transport is taken (hard level): then no move can strand the player any
    #: more
    lost_now: bool = False
    #: the rulers of the six market cards in view, by slot (hard level)
    market: tuple[tuple[Slot, Segments], ...] = ()
    #: the day the rival of a game of two is expected home while the first arrival's
    #: points are still to win (hard level; ``_race_rival_eta``); inf: no race counted
    rival_eta: float = math.inf
    #: whether ``rival_final`` is the forecast of a rival still on its way (the duel's
    #: end, ``_duel_end``): the race for the first arrival is still on
    rival_forecast: bool = False
    #: the fame the rival may still win on its way, with the forecast (``_duel_end``)
    rival_fame_to_come: float = 0.0
    #: per offer, what its valuations share (``_offer_terms``), worked out once
    offer_terms: dict[_Offer, _OfferTerms] = field(
        default_factory=dict, init=False, compare=False, repr=False
    )


def _market_rulers(state: JourneyState) -> tuple[tuple[Slot, Segments], ...]:
    """The rulers of the cards in the market's two rows, by slot (R2024-05)."""
    cards = state.config.cards
    found: list[tuple[Slot, Segments]] = []
    for slot in SLOTS:
        row = state.train_row if slot.row is Transport.TRAIN else state.ship_row
        if slot.row is None or slot.position >= len(row):
            continue
        ruler = cards.transport(row[slot.position]).ruler
        found.append((slot, ruler_segments(float(ruler.length), ruler.marks)))
    return tuple(found)


def _next_market(ctx: _Context, offer: _Offer) -> tuple[Segments, ...]:
    """The rulers of the market's cards still in view at the player's next turn once it
    takes ``offer`` (a rival's take and the new cards are left to chance)."""
    taken = _slot_of(offer)
    return tuple(ruler for slot, ruler in ctx.market if slot is not taken)


def _context(state: JourneyState, *, hard: bool = False) -> _Context:
    """What one decision for the active player needs; ``hard``: for the hard level."""
    player_index = state.active
    assert player_index is not None
    config = state.config
    if hard:
        prepare(config)  # waits for a build under way (the program starts one early)
    sheet = config.sheet
    geometry = config.geometry
    graph = home_graph(sheet, geometry)
    player = state.players[player_index]
    locations = sheet.locations
    visited = set(player.visits)
    areas = {sheet.location(v).area for v in visited}
    claimable = {
        card.location: card.icons
        for card in sheet.adventure_cards
        if card.id in set(state.unclaimed_adventures)
    }
    income = state.income_card
    fame = np.zeros(len(locations))
    pounds = np.zeros(len(locations))
    adventure = np.zeros(len(locations))
    for index, location in enumerate(locations):
        if location.id == sheet.start:
            continue
        gain = 0.0
        if location.area not in areas:
            gain += AREA_FAME
        if location.type is LocationType.ADVENTURE:
            adventure[index] = 1.0
            if location.id not in visited:
                gain += ADVENTURE_FAME
        gain += ADVENTURE_FAME * claimable.get(location.id, 0)
        fame[index] = gain
        pounds[index] = income.pounds_at(location.id)
    ids = tuple(loc.id for loc in locations)
    days_per_unit, pounds_per_unit = _card_rates(config.cards.transport_cards)
    first_by = _first_arrival_by(state, player_index, exact=hard)
    reach = reach_table(sheet, geometry, config.cards, graph.xy) if hard else None
    unused = tuple(b for b in config.cards.balloon_ids if b not in set(player.balloons_used))
    rival_final = _rival_final(state, player_index) if hard else None
    end_game = rival_final is not None
    return _Context(
        state=state,
        player=player_index,
        sheet=sheet,
        geometry=geometry,
        graph=graph,
        unit=sheet.ruler_unit,
        start=player.route_end,
        loc_xy=graph.xy[: graph.place_count],
        loc_points=tuple((float(x), float(y)) for x, y in graph.xy[: graph.place_count]),
        loc_radius=np.array([loc.snap_radius for loc in locations], dtype=np.float64),
        loc_ids=ids,
        loc_fame=fame,
        loc_income=pounds,
        loc_is_adventure=adventure,
        loc_home=graph.distance[: graph.place_count],
        arrival_index=ids.index(sheet.arrival),
        start_index=ids.index(sheet.start),
        first_arrival_by=first_by,
        calendar_expected=(
            DUEL_CALENDAR_EXPECTED if hard and len(state.players) == 2 else CALENDAR_EXPECTED
        ),
        bent_offers=BENT_OFFERS if hard else NORMAL_BENT_OFFERS,
        rival_final=rival_final,
        fame_now=_fame_won(state, player_index) if end_game else 0.0,
        balloons_left=player_score(state, player_index).balloons if end_game else 0,
        days_per_unit=days_per_unit,
        pounds_per_unit=pounds_per_unit,
        reach=reach,
        unused_balloons=unused,
        fix_threat=_fix_threat(state) if hard else 0.0,
        hard=hard,
        market=_market_rulers(state) if hard else (),
        rival_eta=(
            _race_rival_eta(state, player_index, reach)
            if reach is not None and first_by == math.inf and rival_final is None
            else math.inf
        ),
        # while drawing, the days of the card in hand are counted already: whether a route
        # strands is judged by its end, whatever the route end now
        lost_now=(
            reach is not None
            and state.phase is Phase.TAKE_TRANSPORT
            and _lost_at(state, player_index, reach, unused)
        ),
    )


def _lost_at(state: JourneyState, player: int, reach: ReachTable, unused: tuple[str, ...]) -> bool:
    """Whether London is out of reach by day 80 from ``player``'s route end with any card
    of the game, the pounds in hand and still to earn counted (R2024-04)."""
    me = state.players[player]
    if me.arrived or me.journey_ended:
        return False
    paid, unpaid = reach.days_home(state.config.geometry, [me.route_end], unused)[0]
    pounds = me.money + max(MAX_POUNDS - me.earned, 0)
    return me.day + max(paid, unpaid - pounds) > LAST_DAY


def _race_rival_eta(state: JourneyState, player: int, reach: ReachTable) -> float:
    """In a game of two, the day the rival is expected home in London: its day and its
    typical way home (``ai/reach.py``), tickets paid with its pounds in hand and the rest
    in days, as the player's own is judged; inf (no race counted) with more players or
    once the rival is home."""
    if len(state.players) != 2:
        return math.inf
    rival = state.players[1 - player]
    if rival.arrived or rival.journey_ended:
        return math.inf
    cards = state.config.cards
    unused = tuple(b for b in cards.balloon_ids if b not in set(rival.balloons_used))
    paid, unpaid, typical = reach.all_home(state.config.geometry, [rival.route_end], unused)
    needed = float(_typical_days_home(paid, unpaid, typical, max(rival.money, 0))[0])
    return rival.day + min(needed, FAR_SLACK)


def _typical_days_home(
    paid: FloatArray, unpaid: FloatArray, typical: FloatArray, in_hand: float | FloatArray
) -> FloatArray:
    """The days a way home takes (``ai/reach.py``'s figures): the typical days, its
    tickets paid with the pounds ``in_hand`` and the rest in days, never fewer than the
    fewest days (R2024-06)."""
    spent = typical + np.maximum(unpaid - paid - in_hand, 0.0)
    return np.asarray(np.maximum(spent, np.maximum(paid, unpaid - in_hand)), dtype=np.float64)


def _fix_threat(state: JourneyState, *, deck_top: bool = True) -> float:
    """The chance a rival takes a card with Fix's icon before the player's next turn:
    by the cards with the icon face up in the market (R2024-05, R2024-08).

    ``deck_top``: count the deck's top card (not in the look-ahead, where it was face
    down while deciding)."""
    cards = state.config.cards
    face_up = [*state.train_row, *state.ship_row]
    if state.deck and deck_top:
        face_up.append(state.deck[0].card_id)
    count = sum(1 for card in face_up if cards.transport(card).icon is Character.FIX)
    if len(state.players) < 2:
        return 0.0
    return min(FIX_THREAT_MAX, FIX_THREAT_PER_CARD * count)


def _rival_final(state: JourneyState, player: int) -> tuple[int, int, int] | None:
    """The best rival's final (total, calendar, adventures) if every rival's journey has
    ended, else None (ruling R2024-14 and the rulebook's tie-breaks: calendar, adventures)."""
    rivals = [i for i in range(len(state.players)) if i != player]
    if not rivals or not all(state.players[i].journey_ended for i in rivals):
        return None
    finals = [player_score(state, i) for i in rivals]
    return max((s.total, s.calendar, s.adventures) for s in finals)


def _duel_forecast(
    state: JourneyState, player: int, reach: ReachTable, rival_eta: float | None = None
) -> tuple[int, int, int] | None:
    """In a game of two before any arrival, the rival still on its way: its final
    (total, calendar points, adventures) should the player arrive first, as far as it is
    sure now: its score now and the later arrival's points, unless London is out of its
    reach by day 80 (R2024-04, R2024-14) or its typical way home (``_race_rival_eta``)
    misses day 80 by more than ``RIVAL_LATE_DAYS``; None otherwise. ``rival_eta``: that
    day home if known already (the context's), else it is estimated here."""
    if len(state.players) != 2 or state.arrivals_scored:
        return None
    rival_index = 1 - player
    rival = state.players[rival_index]
    if rival.arrived or rival.journey_ended:
        return None
    score = player_score(state, rival_index)
    used = set(rival.balloons_used)
    unused = tuple(b for b in state.config.cards.balloon_ids if b not in used)
    if rival_eta is None:
        rival_eta = _race_rival_eta(state, player, reach)
    # a typical way home that misses day 80 by far: only a market's luck brings it home
    late = _far_too_late(rival_eta) or _lost_at(state, rival_index, reach, unused)
    calendar = 0 if late else int(LATER_ARRIVAL_POINTS)
    return (score.total - score.calendar + calendar, calendar, score.adventures)


def _forecast_of(ctx: _Context) -> tuple[int, int, int] | None:
    """The rival's forecast final (``_duel_forecast``) where the hard level has a duel's
    end to play: a game of two whose race for the first arrival is on, no rival done."""
    if not ctx.hard or ctx.reach is None or ctx.rival_final is not None:
        return None
    if ctx.rival_eta == math.inf:
        return None
    return _duel_forecast(ctx.state, ctx.player, ctx.reach, ctx.rival_eta)


def _far_too_late(rival_eta: float) -> bool:
    """Whether a rival expected home on ``rival_eta`` misses day 80 by more than
    ``RIVAL_LATE_DAYS``: the forecast then gives it no later arrival's points."""
    return rival_eta > LAST_DAY + RIVAL_LATE_DAYS


def _after_choice(state: JourneyState, choice: _Choice) -> JourneyState | None:
    """``state`` after the active player's ``choice`` (its transport, then its route);
    None if the engine refuses it."""
    try:
        if choice.offer.choice is not None:
            state = apply(state, choice.offer.choice)
        return apply(state, DrawRoute(choice.route))
    except IllegalActionError:
        return None


def _duel_end(ctx: _Context) -> _Context | None:
    """``ctx`` playing for a win against the rival's forecast final (``_duel_forecast``)
    instead of for points: the hard level's duel end; None where there is no such duel."""
    forecast = _forecast_of(ctx)
    if forecast is None:
        return None
    return replace(
        ctx,
        rival_final=forecast,
        rival_forecast=True,
        rival_fame_to_come=RIVAL_FAME_AFTER + _rival_fame_to_come(ctx),
        fame_now=_fame_won(ctx.state, ctx.player),
        balloons_left=player_score(ctx.state, ctx.player).balloons,
    )


def _rival_fame_to_come(ctx: _Context) -> float:
    """The fame the rival of a game of two may still win on its way, by the spare days of
    its typical way home (``RIVAL_FAME_PER_SPARE_DAY``); a rival expected home after day
    80 by more than ``RIVAL_LATE_DAYS`` plays on for fame until day 80 instead."""
    spare = LAST_DAY - ctx.rival_eta
    if _far_too_late(ctx.rival_eta):
        spare = LAST_DAY - ctx.state.players[1 - ctx.player].day
    more = max(spare - RIVAL_FAME_FROM_DAYS, 0.0) * RIVAL_FAME_PER_SPARE_DAY
    return min(more, RIVAL_FAME_MAX)


def _behind_the_rival(ctx: _Context, choice: _Choice) -> bool:
    """Whether, in a game of two before any arrival, going home first after ``choice``
    with nothing more won on the way would leave the player's final score below the
    rival's forecast final (``_duel_forecast`` and ``_rival_fame_to_come``; a tie goes to
    the first arrival's calendar points, R2024-04): the hard level then plays for a win
    (``_duel_end``). Arriving in London now is judged by its exact final score."""
    forecast = _forecast_of(ctx)
    if forecast is None or forecast[1] == 0:
        return False
    state = _after_choice(ctx.state, choice)
    if state is None or state.players[ctx.player].day > LAST_DAY:
        return False
    score = player_score(state, ctx.player)
    final = score.total - score.calendar + FIRST_ARRIVAL_POINTS
    return final < forecast[0] + _rival_fame_to_come(ctx)


def _first_arrival_by(state: JourneyState, player: int, *, exact: bool) -> float:
    """The latest day on which ``player`` arriving in London still scores the first
    arrival's points; -inf when they are gone, +inf while no rival has arrived.

    The points go to the first arrived token to start a turn (ruling R2024-04), and turns
    follow the calendar, a token moved onto a day going on top (R2024-02): a rival
    already in London on day D is still beaten by arriving on day D or earlier. The
    normal level simplifies: a rival in London has taken them (``exact`` False).
    """
    if state.arrivals_scored:
        return -math.inf
    rivals_home = [
        rival.day for index, rival in enumerate(state.players) if index != player and rival.arrived
    ]
    if not rivals_home:
        return math.inf
    if not exact:
        return -math.inf
    in_time = [day for day in rivals_home if day <= LAST_DAY]
    return float(min(in_time)) if in_time else math.inf


def _card_rates(cards: Sequence[Any]) -> tuple[float, float]:
    """Average days per ruler unit with no money, and pounds per unit, of a card set."""
    if not cards:
        return 1.5, 0.7
    days = [(c.days + DEPARTURE_DAYS + c.cost) / (RULER_USE * c.ruler.length) for c in cards]
    pounds = [c.cost / (RULER_USE * c.ruler.length) for c in cards]
    return sum(days) / len(days), sum(pounds) / len(pounds)


# -- candidate routes ----------------------------------------------------------------------


@dataclass(frozen=True)
class _Routes:
    """Candidate routes of one ruler and transport: points, end location (or -1), crossings."""

    routes: list[tuple[Point, ...]]
    ends: FloatArray
    location: NDArray[np.int64]
    crossings: NDArray[np.int64]
    #: the way home from each end, when known better than the quick estimate
    home: FloatArray | None = None
    #: what every offer's valuation of these routes shares, worked out once (``_basis``)
    basis: dict[str, FloatArray] = field(default_factory=dict, compare=False, repr=False)

    def one(self, index: int, home: float | None) -> _Routes:
        """Only the route at ``index``, with its way home given (None: as estimated)."""
        return self.some([index], None if home is None else [home])

    def some(self, indices: Sequence[int], homes: Sequence[float] | None = None) -> _Routes:
        """Only the routes at ``indices``, in that order, with their ways home given
        (None: as estimated). Valuing them together gives each the value it has alone:
        every valuation is worked out route by route."""
        picked = np.array(indices, dtype=np.int64)
        home: FloatArray | None = None
        if homes is not None:
            home = np.array(homes, dtype=np.float64)
        elif self.home is not None:
            home = self.home[picked]
        return _Routes(
            [self.routes[i] for i in indices],
            self.ends[picked],
            self.location[picked],
            self.crossings[picked],
            home,
        )


#: A segment judged with its transport and coast tolerances at its start and end.
_Segment = tuple[Transport, bool, bool, Point, Point]

#: Verdicts kept between decisions, per map geometry: the route is drawn from where the
#: card was taken, and the next turn's routes start where the look-ahead looked.
_VERDICTS: weakref.WeakKeyDictionary[RouteGeometry, dict[_Segment, bool]] = (
    weakref.WeakKeyDictionary()
)
_VERDICTS_LOCK = threading.Lock()
#: At most this many verdicts are kept per map (the oldest half is then forgotten).
VERDICTS_KEPT = 60_000


class _Judge:
    """Collects segments to judge and judges them in batches (one per transport and flags);
    a verdict reached in an earlier decision on the same map is not judged again."""

    def __init__(self, geometry: RouteGeometry) -> None:
        self.geometry = geometry
        self.pending: dict[tuple[Transport, bool, bool], list[tuple[Point, Point]]] = {}
        self.known: dict[_Segment, bool] = {}
        with _VERDICTS_LOCK:
            self.kept = _VERDICTS.setdefault(geometry, {})

    def ask(self, transport: Transport, start: Point, end: Point, ts: bool, te: bool) -> None:
        """Queue a segment (judged at the next ``run``)."""
        key = (transport, ts, te, start, end)
        if key in self.known:
            return
        kept = self.kept.get(key)
        if kept is not None:
            self.known[key] = kept
        else:
            self.pending.setdefault((transport, ts, te), []).append((start, end))

    def run(self) -> None:
        """Judge every queued segment."""
        judged: dict[_Segment, bool] = {}
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
            with _VERDICTS_LOCK:
                self.kept.update(judged)
                forget_oldest(self.kept, VERDICTS_KEPT)

    def legal(self, transport: Transport, start: Point, end: Point, ts: bool, te: bool) -> bool:
        """The verdict on a judged segment."""
        return self.known.get((transport, ts, te, start, end), False)


def _fan(start: Point, length: float, count: int, offset: float = 0.0) -> list[Point]:
    """``count`` points at ``length`` from ``start`` in evenly spread directions."""
    return [
        (
            start[0] + length * math.cos(2 * math.pi * (k + offset) / count),
            start[1] + length * math.sin(2 * math.pi * (k + offset) / count),
        )
        for k in range(count)
    ]


def _inside(ctx: _Context, point: Point) -> bool:
    x_min, y_min, x_max, y_max = ctx.sheet.bounds
    return x_min <= point[0] <= x_max and y_min <= point[1] <= y_max


@dataclass(frozen=True, slots=True)
class _Plan:
    """How the candidates of one ruler are built: bends, fans (map units)."""

    segments: tuple[float, ...]
    total: float
    bends: tuple[float, ...]


def _plan(ruler: Ruler, unit: float) -> _Plan:
    segments = ruler.in_map_units(unit).segment_lengths
    total = sum(segments)
    bends = tuple(itertools.accumulate(segments))[:-1]
    return _Plan(segments, total, bends)


#: One ruler's candidate routes as found: points, ends, end locations, crossings.
_FoundRoutes = tuple[list[tuple[Point, ...]], FloatArray, NDArray[np.int64], NDArray[np.int64]]

#: The candidate routes found per map geometry, kept between decisions: the route is
#: drawn from where the card was taken, the rival replies from where it stood, and the
#: games the expert plays to the end ask the same starts again. Each entry: the reach
#: table it was found with (the waypoints home, hard level) and the routes' points,
#: ends, locations and antimeridian crossings.
_ROUTES: weakref.WeakKeyDictionary[
    RouteGeometry, dict[tuple[Any, ...], tuple[ReachTable | None, _FoundRoutes]]
] = weakref.WeakKeyDictionary()
_ROUTES_LOCK = threading.Lock()
#: At most this many candidate lists are kept per map (the oldest half is then forgotten).
ROUTES_KEPT = 4000


def _generate(
    ctx: _Context,
    wanted: Sequence[tuple[Ruler, Transport]],
    *,
    bends: bool = True,
    fans: bool = True,
    fan_directions: int = FAN_DIRECTIONS,
    judge: _Judge | None = None,
) -> dict[tuple[Ruler, Transport], _Routes]:
    """Candidate routes for each (ruler, transport) from the player's route end.

    A ruler's routes depend only on the map, the start, how they are searched and, at
    the hard level, the waypoints home (the reach table's, with the unused balloons and
    the pounds in hand): those found in an earlier decision are kept
    (``_generated`` finds the others). ``judge``: a judge whose verdicts are kept from
    an earlier call (a segment is judged once per decision).
    """
    hard = ctx.reach is not None
    situation = (
        ctx.start,
        ctx.start_index,
        bends,
        fans,
        fan_directions,
        ctx.unused_balloons if hard else None,
        ctx.state.players[ctx.player].money if hard else None,
    )
    with _ROUTES_LOCK:
        kept = _ROUTES.setdefault(ctx.geometry, {})
    found: dict[tuple[Ruler, Transport], _FoundRoutes] = {}
    missing: list[tuple[Ruler, Transport]] = []
    for key in dict.fromkeys(wanted):
        entry = kept.get((key, *situation))
        if entry is not None and entry[0] is ctx.reach:
            found[key] = entry[1]
        else:
            missing.append(key)
    if missing:
        fresh = _generated(
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
        with _ROUTES_LOCK:
            for key in missing:
                kept[(key, *situation)] = (ctx.reach, found[key])
            forget_oldest(kept, ROUTES_KEPT)
    return {key: _Routes(*found[key]) for key in wanted}


def _generated(
    ctx: _Context,
    wanted: Sequence[tuple[Ruler, Transport]],
    *,
    bends: bool,
    fans: bool,
    fan_directions: int,
    judge: _Judge | None,
) -> dict[tuple[Ruler, Transport], _Routes]:
    """``_generate``'s work: the candidate routes for each (ruler, transport), found."""
    start = ctx.start
    judge = judge if judge is not None else _Judge(ctx.geometry)
    plans = {key: _plan(key[0], ctx.unit) for key in wanted}
    gaps = np.hypot(ctx.loc_xy[:, 0] - start[0], ctx.loc_xy[:, 1] - start[1])
    homeward = _HomewardNodes.of(ctx)
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
            judge.ask(transport, start, _loc_point(ctx, index), True, True)
        ways = homeward.within(start, plan.total, transport, WAY_HOME_ASKED) if homeward else []
        ways_of[key] = ways
        for end in ways:
            judge.ask(transport, start, end, True, True)
        free: list[Point] = []
        if fans:
            for fraction in FREE_END_FRACTIONS:
                for end in _fan(start, plan.total * fraction, fan_directions):
                    if _inside(ctx, end):
                        free.append(end)
                        judge.ask(transport, start, end, True, True)
        free_of[key] = free
        firsts: list[tuple[float, Point]] = []
        if bends:
            for bend in plan.bends:
                for end in _fan(start, bend, fan_directions, 0.5):
                    if _inside(ctx, end):
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
            if judge.legal(transport, start, _loc_point(ctx, index), True, True)
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
                end = _loc_point(ctx, index)
                seconds.append((corner, end, index))
                judge.ask(transport, corner, end, False, True)
            if homeward:
                for end in homeward.within(corner, rest, transport, WAY_HOME_SECOND_TARGETS):
                    seconds.append((corner, end, -1))
                    judge.ask(transport, corner, end, False, True)
            if fans:
                for end in _fan(corner, rest, SECOND_FAN_DIRECTIONS, 0.25):
                    if _inside(ctx, end):
                        seconds.append((corner, end, -1))
                        judge.ask(transport, corner, end, False, True)
        second_of[key] = seconds
    turns_of = _second_bends(ctx, plans, firsts_of, judge) if homeward else {}
    judge.run()
    thirds_of = _third_legs(ctx, plans, turns_of, judge, homeward) if homeward else {}
    judge.run()

    result: dict[tuple[Ruler, Transport], _Routes] = {}
    for key, plan in plans.items():
        _, transport = key
        routes: list[tuple[Point, ...]] = []
        locations: list[int] = []
        for index in targets_of[key]:
            end = _loc_point(ctx, index)
            if judge.legal(transport, start, end, True, True):
                routes.append(straight_route(start, end, plan.segments))
                locations.append(index)
        ways = [end for end in ways_of[key] if judge.legal(transport, start, end, True, True)]
        for end in (*free_of[key], *ways[:WAY_HOME_TARGETS]):
            if judge.legal(transport, start, end, True, True):
                routes.append(straight_route(start, end, plan.segments))
                locations.append(-1)
        for corner, end, target in second_of[key]:
            if not judge.legal(transport, corner, end, False, True):
                continue
            bend = math.dist(start, corner)
            first_leg = straight_route(start, corner, plan.segments)
            rest_segments = _remaining_segments(plan.segments, bend)
            second_leg = straight_route(corner, end, rest_segments)
            routes.append((*first_leg, *second_leg[1:]))
            locations.append(target)
        for corner, turn, end in thirds_of.get(key, []):
            if judge.legal(transport, turn, end, False, True):
                routes.append((start, corner, turn, end))
                locations.append(-1)
        result[key] = _routes(ctx, routes, locations, plan.total)
    return result


def _second_bends(
    ctx: _Context,
    plans: dict[tuple[Ruler, Transport], _Plan],
    firsts_of: dict[tuple[Ruler, Transport], list[tuple[float, Point]]],
    judge: _Judge,
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
            for turn in _fan(corner, second, DOUBLE_BEND_DIRECTIONS, 0.25):
                if _inside(ctx, turn):
                    turns.append((corner, turn))
                    judge.ask(transport, corner, turn, False, False)
        turns_of[key] = turns
    return turns_of


def _third_legs(
    ctx: _Context,
    plans: dict[tuple[Ruler, Transport], _Plan],
    turns_of: dict[tuple[Ruler, Transport], list[tuple[Point, Point]]],
    judge: _Judge,
    homeward: _HomewardNodes,
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
            ranked = homeward.ranked(turn, last, transport, WAY_HOME_SECOND_TARGETS)
            ends = [end for end, _ in ranked]
            if math.dist(turn, arrival) <= last:
                scored.append((0.0, corner, turn, [arrival, *ends]))
            elif ranked:
                scored.append((ranked[0][1], corner, turn, ends))
        scored.sort(key=lambda item: item[0])
        thirds: list[tuple[Point, Point, Point]] = []
        for _, corner, turn, ends in scored[:DOUBLE_BENDS_KEPT]:
            for end in ends:
                thirds.append((corner, turn, end))
                judge.ask(transport, turn, end, False, True)
        thirds_of[key] = thirds
    return thirds_of


@dataclass(frozen=True)
class _HomewardNodes:
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
    def of(ctx: _Context) -> _HomewardNodes | None:
        """The waypoints for ``ctx``'s player, with the pounds in hand (None below hard)."""
        table = ctx.reach
        if table is None:
            return None
        money = float(ctx.state.players[ctx.player].money)
        days = table.node_days(ctx.unused_balloons, money)
        keep = days < NEVER_DAYS
        keep[: ctx.graph.place_count] = False
        fits = {transport: table.bends[transport][keep] for transport in table.bends}
        return _HomewardNodes(table.xy[keep], days[keep], fits, WAY_HOME_MIN_UNITS * ctx.unit)

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


def _remaining_segments(segments: Sequence[float], used: float) -> list[float]:
    """The segments of a ruler left after the first ``used`` map units (cut at a mark)."""
    rest: list[float] = []
    travelled = 0.0
    for length in segments:
        if travelled >= used - 1e-9:
            rest.append(length)
        travelled += length
    return rest or [0.0]


def _loc_point(ctx: _Context, index: int) -> Point:
    return ctx.loc_points[index]


def _snap_index(ctx: _Context, point: Point) -> int:
    location = ctx.geometry.snap(point)
    if location is None:
        return -1
    return ctx.loc_ids.index(location.id)


def _snap_many(ctx: _Context, points: FloatArray) -> NDArray[np.int64]:
    """For each point, the index of the location it snaps to, or -1 (as ``geometry.snap``)."""
    gaps = np.hypot(
        points[:, 0:1] - ctx.loc_xy[None, :, 0], points[:, 1:2] - ctx.loc_xy[None, :, 1]
    )
    inside = gaps <= ctx.loc_radius[None, :]
    gaps = np.where(inside, gaps, np.inf)
    nearest = np.argmin(gaps, axis=1)
    return np.where(inside.any(axis=1), nearest, -1).astype(np.int64)


def _routes(
    ctx: _Context, routes: list[tuple[Point, ...]], locations: list[int], reach: float
) -> _Routes:
    """Finish a candidate list: free ends that land within a place's snap radius visit it.

    ``reach``: no point of a route is further than this from the player's route end.
    """
    ends = np.array([route[-1] for route in routes], dtype=np.float64).reshape(-1, 2)
    location = np.array(locations, dtype=np.int64)
    free = np.flatnonzero(location < 0)
    if len(free):
        location[free] = _snap_many(ctx, ends[free])
    meridian = ctx.sheet.antimeridian_x
    if abs(ctx.start[0] - meridian) > 1.01 * reach + 1e-9:
        # every route stays on one side of the antimeridian
        return _Routes(routes, ends, location, np.zeros(len(routes), dtype=np.int64))
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
    return _Routes(routes, ends, location, crossings)


# -- valuing a choice ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Offer:
    """A transport to take (or the one in hand): what it costs and what it brings."""

    choice: TransportChoice | None
    transport: Transport
    ruler: Ruler
    pounds: int
    days: int
    icon: Character | None
    is_balloon: bool


def _offers(state: JourneyState) -> list[_Offer]:
    offers: list[_Offer] = []
    for choice in legal_transport_actions(state):
        offer = quote(state, choice)
        offers.append(_offer_from_quote(choice, offer))
    return offers


def _slot_of(offer: _Offer) -> Slot | None:
    """The market place of ``offer`` (None for a balloon or the card in hand)."""
    choice = offer.choice
    return choice.slot if isinstance(choice, TakeTransport) else None


def _offer_from_quote(choice: TransportChoice, offer: Quote) -> _Offer:
    return _Offer(
        choice,
        offer.transport,
        offer.ruler,
        offer.pounds_paid,
        offer.total_days,
        offer.icon,
        isinstance(choice, TakeBalloon),
    )


def _held_offer(state: JourneyState) -> _Offer:
    held = state.in_hand
    ruler = held_ruler(state)
    assert held is not None and ruler is not None
    return _Offer(None, held.transport, ruler, 0, 0, None, held.is_balloon)


def _holders_after(ctx: _Context, offer: _Offer) -> tuple[tuple[int | None, ...], int, float]:
    """Who holds each character after paying for ``offer``; pounds Fix takes from me; and
    what Fix's back costs the rivals it strikes, counted for me (hard level).

    Fix strikes every player on the journey whose route end lies furthest east when the
    ticket is paid, the player included (R2024-08): the hard level also counts the
    characters it strips from rivals (front) or the pounds they pay (back); the normal
    level sees only what Fix does to itself.
    """
    state = ctx.state
    holders = list(state.character_holders)
    me = ctx.player
    fix_pounds = 0
    rival_loss = 0.0
    if offer.choice is None:
        return tuple(holders), 0, 0.0
    if offer.is_balloon and state.has_active(me, Character.AOUDA, Side.FRONT):
        holders[CHARACTERS.index(Character.AOUDA)] = None
    if offer.icon is Character.FIX:
        on_journey = [i for i, p in enumerate(state.players) if not p.journey_ended]
        furthest = max(state.players[i].route_end[0] for i in on_journey)
        targets = [i for i in on_journey if state.players[i].route_end[0] == furthest]
        struck = targets if ctx.hard else [i for i in targets if i == me]
        front = state.config.side_of(Character.FIX) is Side.FRONT
        for target in struck:
            if front:
                holders = [None if h == target else h for h in holders]
            elif target == me:
                fix_pounds = FIX_BACK_POUNDS
            elif not _home_already(state, target):
                rival = state.players[target]
                rival_loss += RIVAL_SHARE * POUND_WORTH * min(FIX_BACK_POUNDS, rival.money)
                rival_loss += RIVAL_SHARE * DAY_WORTH * max(FIX_BACK_POUNDS - rival.money, 0)
    elif offer.icon is not None:
        holders[CHARACTERS.index(offer.icon)] = me
    return tuple(holders), fix_pounds, rival_loss


def _home_already(state: JourneyState, player: int) -> bool:
    """Whether ``player`` is home (or out of the journey): characters and days no longer
    help them, so taking them away gains a rival nothing (R2024-04)."""
    other = state.players[player]
    return other.arrived or other.journey_ended


def _fix_exposure(ctx: _Context, holders: Sequence[int | None], ends: FloatArray) -> FloatArray:
    """Expected loss from a rival's Fix before the player's next turn for each route end:
    a route ending furthest east of all players still on the journey is the one Fix
    strikes (R2024-08), which costs the characters held (front) or 2 pounds (back)."""
    state = ctx.state
    if ctx.fix_threat <= 0.0 or len(ends) == 0:
        return np.zeros(len(ends))
    rivals = [
        p.route_end[0]
        for i, p in enumerate(state.players)
        if i != ctx.player and not p.journey_ended
    ]
    if not rivals:
        return np.zeros(len(ends))
    if state.config.side_of(Character.FIX) is Side.FRONT:
        loss = sum(
            CHARACTER_WORTH.get((c, state.config.side_of(c)), 0.0)
            for c, h in zip(CHARACTERS, holders, strict=False)
            if h == ctx.player and c is not Character.FIX
        )
    else:
        loss = POUND_WORTH * FIX_BACK_POUNDS
    exposed = ends[:, 0] >= max(rivals)
    return np.where(exposed, ctx.fix_threat * loss, 0.0)


def _home_here(ctx: _Context) -> float:
    """The way home from the player's route end (its location's, if it is on one)."""
    where = ctx.state.players[ctx.player].location
    if where is not None and where in ctx.loc_ids:
        return float(ctx.loc_home[ctx.loc_ids.index(where)])
    return float(ctx.graph.distance_from(np.array([ctx.start], dtype=np.float64))[0])


def _character_worth(ctx: _Context, holders: Sequence[int | None]) -> tuple[float, float]:
    """Fame-equivalent of the characters the player holds, and less what opponents hold."""
    mine = 0.0
    theirs = 0.0
    config = ctx.state.config
    for character, holder in zip(CHARACTERS, holders, strict=False):
        if holder is None or character is Character.FIX:
            continue
        value = CHARACTER_WORTH.get((character, config.side_of(character)), 0.0)
        if holder == ctx.player:
            mine += value
        elif not (ctx.hard and _home_already(ctx.state, holder)):
            theirs -= RIVAL_SHARE * value
    return mine, theirs


def _basis(ctx: _Context, routes: _Routes) -> dict[str, FloatArray]:
    """Per route, what does not depend on the offer: fame at the end, the income card's
    pounds there, whether it is an adventure place, antimeridian crossings, way home."""
    basis = routes.basis
    if not basis:
        location = routes.location
        at_place = location >= 0
        safe = np.where(at_place, location, 0)
        basis["fame"] = np.where(at_place, ctx.loc_fame[safe], 0.0)
        basis["income"] = np.where(at_place, ctx.loc_income[safe], 0.0)
        basis["adventure"] = np.where(at_place, ctx.loc_is_adventure[safe], 0.0)
        basis["crossings"] = routes.crossings.astype(np.float64)
        if routes.home is not None:
            basis["home"] = routes.home
        else:
            basis["home"] = np.where(
                at_place, ctx.loc_home[safe], ctx.graph.distance_from(routes.ends)
            )
    return basis


def _values(
    ctx: _Context,
    offer: _Offer,
    routes: _Routes,
    *,
    bounds: tuple[FloatArray, ...] | None = None,
) -> FloatArray:
    """The estimated final score of the player after taking ``offer`` and drawing each route.

    Each route is valued on its own (no figure depends on the other routes), so routes
    valued together get the values they have alone.

    ``bounds``: the fewest days home from each route's end with any card, tickets paid
    in pounds and in days, and the typical days home (``ai/reach.py``; hard level): the
    way home takes the typical days, its tickets paid with the pounds in hand and the
    rest in days, never fewer than the fewest, and an end from which London cannot be
    reached by day 80 expects no calendar points at all (R2024-04).
    """
    return _valued(ctx, offer, routes, bounds)[0]


def _valued(
    ctx: _Context, offer: _Offer, routes: _Routes, bounds: tuple[FloatArray, ...] | None
) -> tuple[FloatArray, FloatArray]:
    """``_values``, and for each route 1.0 if its end is a stranding, else 0.0
    (``_strands``; all 0.0 without ``bounds`` or once the game is lost)."""
    holders, rival_loss, _, money, day = _after_move(ctx, offer, routes)
    count = len(routes.routes)
    basis = _basis(ctx, routes)
    location = routes.location
    at_place = location >= 0
    fame = basis["fame"]
    home = basis["home"]
    days_left = LAST_DAY - day
    needed = home * ctx.days_per_unit - np.minimum(
        np.maximum(money, 0.0), home * ctx.pounds_per_unit
    )
    stranded = np.zeros(count, dtype=bool)
    if bounds is not None:
        paid, unpaid, typical = bounds
        in_hand = np.maximum(money, 0.0)
        # the typical way home with the cards that can follow instead of the graph's
        # estimate: its tickets paid with the pounds in hand, the rest in days
        needed = _typical_days_home(paid, unpaid, typical, in_hand)
        stranded = day + paid > LAST_DAY
    slack = np.maximum(days_left - needed - MARGIN_DAYS, -FAR_SLACK)
    in_time = 1.0 / (1.0 + np.exp(-slack / SLACK_SCALE))
    expected: float | FloatArray = ctx.calendar_expected
    first: float | FloatArray = 1.0
    if ctx.rival_eta < math.inf and ctx.first_arrival_by == math.inf:
        # a game of two: the first arrival's points go to the first home (R2024-04)
        lead = np.clip(ctx.rival_eta - (day + needed), -FAR_SLACK, FAR_SLACK)
        first = 1.0 / (1.0 + np.exp(-(RACE_FIRST_AT_PAR + RACE_FIRST_PER_DAY * lead)))
        at_par = 1.0 / (1.0 + math.exp(-RACE_FIRST_AT_PAR))
        swing = FIRST_ARRIVAL_POINTS - LATER_ARRIVAL_POINTS
        # (the fixed expectation at no lead: valued at the chance's own 5 + 7 x chance,
        # the hard level raced less and lost the race more often, docs/balance.md)
        expected = ctx.calendar_expected + swing * (first - at_par)
    calendar = expected * in_time
    tempo = DAY_WORTH * np.minimum(np.maximum(slack, -SLACK_CAP), SLACK_CAP)
    arrived = at_place & (location == ctx.arrival_index)
    points = np.where(day <= ctx.first_arrival_by, FIRST_ARRIVAL_POINTS, LATER_ARRIVAL_POINTS)
    final_calendar = np.where(day <= LAST_DAY, points, 0.0)
    unfinished = calendar + tempo
    if ctx.hard:
        # arriving on a later turn scores at most what is still possible then: 12 only
        # while no rival in London stands on an earlier day, and the chance of arriving
        # in time at most (R2024-04); nothing if London is out of reach by day 80
        possible = np.where(
            day + 1 <= ctx.first_arrival_by, FIRST_ARRIVAL_POINTS, LATER_ARRIVAL_POINTS
        )
        unfinished = np.minimum(unfinished, possible * in_time)
        unfinished = np.where(stranded, np.minimum(unfinished, 0.0), unfinished)
    future = np.where(arrived, final_calendar, unfinished)

    value = fame + POUND_WORTH * money + future
    terms = _offer_terms(ctx, offer)
    mine, theirs = terms.mine, terms.theirs
    # at the hard level a character helps only on the way: once home, the journey is over
    # (R2024-04)
    value = value + (np.where(arrived, 0.0, mine) if ctx.hard else mine) + theirs
    value = value - (1.0 if offer.is_balloon else 0.0)
    if ctx.hard:
        value = value + rival_loss - _fix_exposure(ctx, holders, routes.ends)
    if count == 0:
        return np.zeros(0), np.zeros(0)
    if ctx.rival_final is not None:
        balloons = ctx.balloons_left - (1 if offer.is_balloon else 0)
        sure = ctx.fame_now + fame + balloons + np.floor(np.maximum(money, 0.0) / 3.0)
        win = _win_chance(ctx, sure, final_calendar, slack, arrived, first)
        value = WIN_WORTH * win + 0.01 * (ctx.fame_now + value)
    strands = np.zeros(count)
    if bounds is not None and not ctx.lost_now:
        strands, likely, short = _strands(ctx, offer, routes, bounds)
        value = (
            value
            - STRANDING_PENALTY * strands
            - LIKELY_STRANDING_PENALTY * likely
            - RESERVE_DAY_WORTH * short
        )
    return np.asarray(value, dtype=np.float64), strands


@dataclass(frozen=True, slots=True)
class _OfferTerms:
    """What every valuation of one offer's routes shares: who holds each character after
    paying for it, the pounds Fix takes from the player, what Fix costs the rivals
    (``_holders_after``), and the worth of the characters held by the player and by
    its rivals then (``_character_worth``)."""

    holders: tuple[int | None, ...]
    fix_pounds: int
    rival_loss: float
    mine: float
    theirs: float


def _offer_terms(ctx: _Context, offer: _Offer) -> _OfferTerms:
    """``_OfferTerms`` of ``offer`` in ``ctx`` (worked out once per decision context)."""
    terms = ctx.offer_terms.get(offer)
    if terms is None:
        holders, fix_pounds, rival_loss = _holders_after(ctx, offer)
        mine, theirs = _character_worth(ctx, holders)
        terms = _OfferTerms(holders, fix_pounds, rival_loss, mine, theirs)
        ctx.offer_terms[offer] = terms
    return terms


def _after_move(
    ctx: _Context, offer: _Offer, routes: _Routes
) -> tuple[tuple[int | None, ...], float, FloatArray, FloatArray, FloatArray]:
    """After taking ``offer`` and drawing each of ``routes``: who holds each character,
    what Fix costs the rivals (counted for the player), the income earned at each end,
    the money in hand and the player's day."""
    player = ctx.state.players[ctx.player]
    terms = _offer_terms(ctx, offer)
    holders, fix_pounds, rival_loss = terms.holders, terms.fix_pounds, terms.rival_loss
    config = ctx.state.config
    has_fogg = holders[CHARACTERS.index(Character.FOGG)] == ctx.player
    fogg_side = config.side_of(Character.FOGG)
    basis = _basis(ctx, routes)
    income = basis["income"]
    if has_fogg and fogg_side is Side.FRONT:
        income = np.where(income > 0, float(FOGG_POUNDS), 0.0)
    if has_fogg and fogg_side is Side.BACK:
        income = income + basis["adventure"] * FOGG_POUNDS
    room = MAX_POUNDS - player.earned
    income = np.minimum(income, float(max(room, 0)))
    money_before = player.money - offer.pounds
    fix_paid = min(fix_pounds, max(money_before, 0))
    fix_days = fix_pounds - fix_paid
    money = money_before - fix_paid + income
    day = player.day + offer.days + fix_days - basis["crossings"]
    return holders, rival_loss, income, money, day


def _strands(
    ctx: _Context, offer: _Offer, routes: _Routes, bounds: tuple[FloatArray, ...]
) -> tuple[FloatArray, FloatArray, FloatArray]:
    """For each route: 1.0 if its end is a stranding, else 0.0; 1.0 if it is a likely
    stranding only; and the days by which a typical journey home from it (``bounds[2]``)
    would miss day 80, at most ``RESERVE_DAYS``.

    A stranding: Arrival London can no longer be reached by day 80 with any card of the
    game (``ai/reach.py``), each pound in hand or still to earn (at most ``MAX_POUNDS`` in
    a game) sparing one day of tickets paid in days (R2024-04, R2024-06). A route of no
    length counts as well: it too spends the ticket's days. A likely stranding counts no
    more pounds still to earn than ``EARN_PER_DAY`` for each day left. That bound assumes
    the best card at the market's free position every turn, which the market seldom
    offers: an end whose typical way home misses day 80 is one a later market may well
    strand, and so is one whose typical way home, paid with the pounds in hand and the
    rest in days, does."""
    player = ctx.state.players[ctx.player]
    _, _, income, money, day = _after_move(ctx, offer, routes)
    paid, unpaid, typical = bounds
    in_hand = np.maximum(money, 0.0)
    to_earn = np.maximum(MAX_POUNDS - player.earned - income, 0.0)
    fewest = np.maximum(paid, unpaid - in_hand - to_earn)
    earnable = np.minimum(to_earn, EARN_PER_DAY * np.maximum(LAST_DAY - day, 0.0))
    likely_fewest = np.maximum(paid, unpaid - in_hand - earnable)
    arrived = (routes.location >= 0) & (routes.location == ctx.arrival_index)
    strands = np.where(~arrived & (day + fewest > LAST_DAY), 1.0, 0.0)
    likely = np.where(~arrived & (strands == 0.0) & (day + likely_fewest > LAST_DAY), 1.0, 0.0)
    # the typical way home paid with the pounds in hand, the rest of its tickets paid
    # in days (R2024-06): income on the way is too uncertain to count on
    typical_unpaid = unpaid + (typical - paid) - in_hand
    late = np.maximum(day + np.maximum(typical, typical_unpaid), day + fewest) - LAST_DAY
    short = np.where(~arrived & (strands == 0.0), np.clip(late, 0.0, RESERVE_DAYS), 0.0)
    return strands, likely, short


def _win_chance(
    ctx: _Context,
    sure: FloatArray,
    final_calendar: FloatArray,
    slack: FloatArray,
    arrived: FloatArray,
    first: float | FloatArray = 1.0,
) -> FloatArray:
    """The chance of beating every rival's final score (hard level, all rivals done, or
    the duel's end against the rival's forecast final).

    ``sure``: the score each route makes certain (areas, adventures, balloons, money);
    arriving now adds ``final_calendar``. Still on the way, the player arrives in time
    with the calendar estimate's chance, scoring the later points (or the first, if no
    one scored them), and each spare day may add fame, which is uncertain.

    At the duel's end (``ctx.rival_forecast``) the rival is still on its way: its
    forecast final (with the later arrival's points) gains the fame it may still win on
    its way (``ctx.rival_fame_to_come``), which is uncertain too; a player still on the
    way arrives first with the race's chance ``first``, else the rival takes the first
    arrival's points and the player the later one's (R2024-04).
    """
    assert ctx.rival_final is not None
    total, rival_calendar, _ = ctx.rival_final
    later = FIRST_ARRIVAL_POINTS if ctx.state.arrivals_scored == 0 else LATER_ARRIVAL_POINTS
    spare = np.minimum(np.maximum(slack, 0.0), SLACK_CAP)
    gain = DAY_WORTH * spare
    spread = WIN_SPREAD_MIN + WIN_SPREAD_PER_DAY * spare
    forecast = ctx.rival_forecast
    rival_total = total + ctx.rival_fame_to_come
    rival_spread = RIVAL_FAME_SPREAD * max(ctx.rival_fame_to_come - RIVAL_FAME_AFTER, 0.0)
    spread = spread + rival_spread

    def beats(
        score: FloatArray,
        calendar: float | FloatArray,
        spread: float | FloatArray = spread,
        swing: float = 0.0,
    ) -> FloatArray:
        # a tie on fame goes to the higher calendar points (then adventures: not judged);
        # ``swing``: the rival's calendar points and total change by that much
        theirs = rival_calendar + swing
        bar = np.where(
            np.asarray(calendar) > theirs, rival_total + swing - 0.5, rival_total + swing + 0.5
        )
        return np.asarray(1.0 / (1.0 + np.exp(-1.7 * (score - bar) / spread)))

    in_time = 1.0 / (1.0 + np.exp(-(slack + MARGIN_DAYS - WIN_MARGIN_DAYS) / SLACK_SCALE))
    if forecast:
        # the rival home first takes the first arrival's points instead of the later's
        swing = FIRST_ARRIVAL_POINTS - LATER_ARRIVAL_POINTS
        arriving = first * beats(sure + FIRST_ARRIVAL_POINTS + gain, FIRST_ARRIVAL_POINTS) + (
            1.0 - first
        ) * beats(sure + LATER_ARRIVAL_POINTS + gain, LATER_ARRIVAL_POINTS, swing=swing)
        on_the_way = in_time * arriving + (1.0 - in_time) * beats(sure + gain, 0.0)
        done = beats(
            sure + final_calendar,
            final_calendar,
            WIN_SPREAD_MIN + rival_spread,
        )
        return np.asarray(np.where(arrived, done, on_the_way), dtype=np.float64)
    on_the_way = in_time * beats(sure + later + gain, later) + (1.0 - in_time) * beats(
        sure + gain, 0.0
    )
    done_bar = np.where(final_calendar > rival_calendar, total - 0.5, total + 0.5)
    done = np.where(sure + final_calendar > done_bar, 1.0, 0.0)
    return np.asarray(np.where(arrived, done, on_the_way), dtype=np.float64)


# -- normal and hard ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Choice:
    """A whole turn: the offer, the route, and its estimated value."""

    value: float
    offer: _Offer
    route: tuple[Point, ...]
    #: for a route ending away from locations whose way home is not yet checked: its
    #: candidate list and index there
    routes: _Routes | None = None
    index: int = -1
    #: the candidate list the route comes from and its index there (None: no length)
    source: _Routes | None = None
    #: whether the fewest days home from its end were checked (hard level)
    reached: bool = False
    #: whether its end was found to be a stranding (London out of reach by day 80 with
    #: any card; hard level, ``_strands``): its value carries ``STRANDING_PENALTY``
    strands: bool = False


def _ranked(ctx: _Context, offers: Sequence[_Offer], *, light: bool = False) -> list[_Choice]:
    """Every (offer, candidate route) pair, best first.

    Routes ending away from every location are first valued with a quick, hopeful guess
    of their way home; the best of them are then checked (is there really a straight
    train or ship leg to a location nearby?) and valued again, until the best choices
    are all checked.
    """
    keys = list(dict.fromkeys((offer.ruler, offer.transport) for offer in offers))
    fans = FAN_DIRECTIONS // 2 if light else FAN_DIRECTIONS
    bent = [key for key in keys if key[0].marks]
    if len(bent) <= ctx.bent_offers:
        candidates = _generate(ctx, keys, fan_directions=fans)
    else:
        # bent routes cost the most to find: only for the offers best without them
        judge = _Judge(ctx.geometry)
        candidates = _generate(ctx, keys, bends=False, fan_directions=fans, judge=judge)
        best: dict[tuple[Ruler, Transport], float] = {}
        for offer in offers:
            key = (offer.ruler, offer.transport)
            values = _values(ctx, offer, candidates[key])
            if len(values) and key in bent:
                best[key] = max(best.get(key, -math.inf), float(np.max(values)))
        chosen = sorted(best, key=lambda k: -best[k])[: ctx.bent_offers]
        candidates.update(_generate(ctx, chosen, fan_directions=fans, judge=judge))
    still = _Routes(
        [(ctx.start,)],
        np.array([ctx.start], dtype=np.float64),
        np.array([-1], dtype=np.int64),
        np.zeros(1, dtype=np.int64),
    )
    choices: list[_Choice] = []
    for offer in offers:
        routes = candidates[(offer.ruler, offer.transport)]
        # the wasted ticket is always possible (a route of no length)
        stay_value = float(_values(ctx, offer, still)[0])
        choices.append(_Choice(stay_value, offer, (ctx.start,), source=still, index=0))
        values = _values(ctx, offer, routes)
        if len(values) == 0:
            continue
        order = _best_and_home(ctx, routes, values, 4 if light else 10)
        choices.extend(
            _Choice(
                float(values[i]),
                offer,
                routes.routes[i],
                routes if routes.location[i] < 0 else None,
                int(i),
                routes,
            )
            for i in order
        )
    choices.sort(key=lambda c: -c.value)
    checked: dict[Point, float] = {}
    for _ in range(6):
        top = choices[:CHECKED_CHOICES]
        unchecked = [c for c in top if c.routes is not None]
        if not unchecked:
            break
        ends = list(dict.fromkeys(c.route[-1] for c in unchecked if c.route[-1] not in checked))
        checked.update(zip(ends, _checked_home(ctx, ends), strict=True))
        rescored: dict[int, _Choice] = {}
        # the choices of one offer from one candidate list are valued together
        for offer, members in _by_offer_and_list(unchecked, lambda c: c.routes):
            assert members[0].routes is not None
            checked_routes = members[0].routes.some(
                [c.index for c in members], [checked[c.route[-1]] for c in members]
            )
            values = _values(ctx, offer, checked_routes)
            for position, c in enumerate(members):
                rescored[id(c)] = replace(
                    c,
                    value=float(values[position]),
                    routes=None,
                    source=checked_routes,
                    index=position,
                )
        choices = [rescored.get(id(c), c) for c in choices]
        choices.sort(key=lambda c: -c.value)
    if ctx.reach is not None:
        choices = _reach_checked(ctx, choices, LOOKAHEAD_CHECKED if light else CHECKED_CHOICES)
    return choices


def _best_and_home(ctx: _Context, routes: _Routes, values: FloatArray, count: int) -> list[int]:
    """The indices of the ``count`` best valued of ``routes``, and of every route to
    Arrival London after them: before the way home is checked, a route that ends its
    journey can be valued below hopeful routes that the check will show stranded, and it
    must still be there to be chosen (seed 18851: a balloon taken to fly home on day 80,
    then a route drawn to Iceland because London was not among the ten best guesses)."""
    order = [int(i) for i in np.argsort(-values, kind="stable")[:count]]
    kept = set(order)
    order.extend(
        int(i) for i in np.flatnonzero(routes.location == ctx.arrival_index) if int(i) not in kept
    )
    return order


def _unused_after(ctx: _Context, offer: _Offer) -> tuple[str, ...]:
    """The balloons still unused after paying for ``offer``."""
    choice = offer.choice
    if isinstance(choice, TakeBalloon):
        return tuple(b for b in ctx.unused_balloons if b != choice.balloon)
    return ctx.unused_balloons


def _reach_checked(ctx: _Context, choices: list[_Choice], checked: int) -> list[_Choice]:
    """Value the best choices again knowing the fewest days home from their ends with the
    cards that can follow (``ai/reach.py``), until the best ones are all checked: a sea
    point with no ship or train leg home is not near home (hard level). ``checked``: how
    many of the best must be checked."""
    assert ctx.reach is not None
    known: dict[
        tuple[Point, tuple[tuple[str, ...], tuple[Segments, ...]]], tuple[float, float, float]
    ] = {}
    # each round checks at least one more choice, and a stranding falls below every
    # other choice: the rounds go on until the best ``checked`` are all checked
    while True:
        top = [c for c in choices[:checked] if not c.reached and c.source is not None]
        if not top:
            break
        asked: dict[tuple[tuple[str, ...], tuple[Segments, ...]], list[Point]] = {}
        for c in top:
            situation = (_unused_after(ctx, c.offer), _next_market(ctx, c.offer))
            if (c.route[-1], situation) not in known:
                asked.setdefault(situation, []).append(c.route[-1])
        for situation, ends in asked.items():
            ends = list(dict.fromkeys(ends))
            unused, market = situation
            paid, unpaid, typical = ctx.reach.all_home(ctx.geometry, ends, unused, market)
            known.update(
                {
                    (end, situation): (float(a), float(b), float(t))
                    for end, a, b, t in zip(ends, paid, unpaid, typical, strict=True)
                }
            )
        rescored: dict[int, _Choice] = {}
        # the choices of one offer from one candidate list are valued together
        for offer, members in _by_offer_and_list(top, lambda c: c.source):
            assert members[0].source is not None
            routes = members[0].source.some([c.index for c in members])
            situation = (_unused_after(ctx, offer), _next_market(ctx, offer))
            figures = [known[(c.route[-1], situation)] for c in members]
            bounds = tuple(
                np.array(column, dtype=np.float64) for column in zip(*figures, strict=True)
            )
            values, strands = _valued(ctx, offer, routes, bounds)
            for position, c in enumerate(members):
                rescored[id(c)] = replace(
                    c, value=float(values[position]), reached=True, strands=bool(strands[position])
                )
        choices = [rescored.get(id(c), c) for c in choices]
        choices.sort(key=lambda c: -c.value)
    return choices


def _by_offer_and_list(
    choices: Sequence[_Choice], source: Callable[[_Choice], _Routes | None]
) -> list[tuple[_Offer, list[_Choice]]]:
    """``choices`` grouped by their offer and the candidate list ``source`` gives for each
    (in the order first met): each group is valued in one call."""
    groups: dict[tuple[_Offer, int], tuple[_Offer, list[_Choice]]] = {}
    for c in choices:
        key = (c.offer, id(source(c)))
        groups.setdefault(key, (c.offer, []))[1].append(c)
    return list(groups.values())


def _checked_home(ctx: _Context, ends: Sequence[Point]) -> list[float]:
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
    nearest = np.argsort(through, axis=1)[:, :LEGS_CHECKED]
    rows = np.repeat(np.arange(len(ends)), nearest.shape[1])
    columns = nearest.reshape(-1)
    hopeful = np.isfinite(through[rows, columns])
    rows, columns = rows[hopeful], columns[hopeful]
    legal = np.zeros(len(rows), dtype=bool)
    for transport in (Transport.TRAIN, Transport.SHIP):
        todo = np.flatnonzero(~legal)
        if len(todo) == 0:
            break
        verdict = _judged(ctx, points[rows[todo]], ctx.graph.xy[columns[todo]], transport)
        legal[todo[verdict]] = True
    cost = through[rows, columns]
    todo = np.flatnonzero(~legal & (gaps[rows, columns] <= COAST_LEG_UNITS))
    if len(todo):
        # across a coast: the next turns change transport there (as in the graph)
        crossing = _judged(ctx, points[rows[todo]], ctx.graph.xy[columns[todo]], Transport.BALLOON)
        legal[todo[crossing]] = True
        cost[todo[crossing]] += COAST_SWITCH_UNITS
    best = np.full(len(ends), np.inf)
    np.minimum.at(best, rows[legal], cost[legal])
    fallback = ctx.graph.distance_from(points) + 2.0
    return [float(b) if math.isfinite(b) else float(f) for b, f in zip(best, fallback, strict=True)]


def _judged(ctx: _Context, starts: FloatArray, ends: FloatArray, transport: Transport) -> BoolArray:
    """``geometry.judge_segments`` of each (start, end) pair, through ``_Judge``: a segment
    judged in an earlier decision on the same map is not judged again."""
    judge = _Judge(ctx.geometry)
    pairs = [
        ((float(a), float(b)), (float(c), float(d)))
        for (a, b), (c, d) in zip(starts.tolist(), ends.tolist(), strict=True)
    ]
    for start, end in pairs:
        judge.ask(transport, start, end, True, True)
    judge.run()
    return np.array([judge.legal(transport, s, e, True, True) for s, e in pairs], dtype=bool)


def _is_drawable(ctx: _Context, route: tuple[Point, ...], offer: _Offer) -> bool:
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


def _lookahead(ctx: _Context, choices: list[_Choice]) -> list[_Choice]:
    """Re-value the best few choices by the best next turn after them (the hard level).

    Values are made comparable as "fame won so far + the estimate after the last move":
    after one move when the journey is over, after the best next move otherwise.
    """
    considered: list[_Choice] = []
    seen: set[tuple[Any, ...]] = set()
    for choice in choices:
        if len(considered) >= LOOKAHEAD_BREADTH:
            break
        key = (choice.offer.choice, choice.route[-1])
        if key in seen or not _is_drawable(ctx, choice.route, choice.offer):
            continue
        seen.add(key)
        considered.append(choice)
    home_point = ctx.loc_points[ctx.arrival_index]
    if all(c.route[-1] != home_point for c in considered):
        # arriving needs no look beyond: it stays a choice below the few looked beyond
        home = _best_arrival(ctx, choices)
        if home is not None:
            considered.append(home)
    fame_now = _fame_won(ctx.state, ctx.player)
    rescored: list[_Choice] = []
    for choice in considered:
        state = _after_choice(ctx.state, choice)
        if state is None:
            continue
        value = _value_after(
            state,
            ctx.player,
            income_index=ctx.state.income_index,
            to_win=ctx.rival_final is not None,
        )
        if value is None:
            value = choice.value if ctx.rival_final is not None else fame_now + choice.value
        elif choice.strands:
            # the next turn starts stranded, where no move carries the penalty any more
            value -= STRANDING_PENALTY
        rescored.append(replace(choice, value=value))
    rescored = _no_waiting_at_the_door(ctx, rescored)
    rescored.sort(key=lambda c: -c.value)
    return rescored or choices


def _best_arrival(ctx: _Context, choices: list[_Choice]) -> _Choice | None:
    """The best drawable choice of ``choices`` (best first) that arrives in London by day
    80, or None: the look-ahead re-values only the few best choices and keeps no other,
    and arriving in time must stay among them even when the one-turn valuation ranks
    hopeful routes above it that the look-ahead then finds worse."""
    return next(
        (c for c in choices if _arrives_in_time(ctx, c) and _is_drawable(ctx, c.route, c.offer)),
        None,
    )


def _arrives_in_time(ctx: _Context, choice: _Choice) -> bool:
    """Whether ``choice`` draws a route to Arrival London that ends by day 80."""
    return (
        len(choice.route) >= 2
        and choice.route[-1] == ctx.loc_points[ctx.arrival_index]
        and ctx.state.players[ctx.player].day + choice.offer.days <= LAST_DAY
    )


def _no_waiting_at_the_door(ctx: _Context, choices: list[_Choice]) -> list[_Choice]:
    """A route of no length never beats arriving in London in time now: the arrival's
    points are settled (R2024-04), while waiting can only lose them to a rival's reply,
    which the one-turn look-ahead does not play. Stays are valued just below the best
    arrival in time among ``choices``."""
    arriving = [c.value for c in choices if _arrives_in_time(ctx, c)]
    if not arriving:
        return choices
    ceiling = max(arriving) - 0.01
    return [replace(c, value=min(c.value, ceiling)) if len(c.route) < 2 else c for c in choices]


#: The look-ahead's values of positions, kept between decisions: the route drawn with a
#: card is looked ahead from positions the card's own decision looked at already.
_VALUES_AFTER: dict[tuple[Any, ...], tuple[JourneyConfig, float | None]] = {}
_VALUES_AFTER_LOCK = threading.Lock()
#: At most this many values are kept (the oldest half is then forgotten).
VALUES_AFTER_KEPT = 2000


def _value_after(
    state: JourneyState, player: int, *, income_index: int, to_win: bool
) -> float | None:
    """``_look_ahead_value``, kept for the next decisions."""
    key = (
        tuple(getattr(state, name) for name in _STATE_FIELDS),
        player,
        income_index,
        to_win,
    )
    found = _VALUES_AFTER.get(key)
    if found is not None and found[0] is state.config:
        return found[1]
    value = _look_ahead_value(state, player, income_index=income_index, to_win=to_win)
    with _VALUES_AFTER_LOCK:
        _VALUES_AFTER[key] = (state.config, value)
        forget_oldest(_VALUES_AFTER, VALUES_AFTER_KEPT)
    return value


#: Everything of a state but its configuration (which a kept value is checked against).
_STATE_FIELDS = tuple(f.name for f in fields(JourneyState) if f.name != "config")


def _look_ahead_value(
    state: JourneyState, player: int, *, income_index: int, to_win: bool
) -> float | None:
    """Fame won plus the best next turn's value from ``state``; None if no turn follows.

    ``income_index``: the income card face up while deciding (the one the look-ahead
    knows). ``to_win``: the chance of a win instead, on the same scale as the first turn's
    values: only a decision made once every rival had finished plays for a win (a rival
    may finish while this turn's move is played out).
    """
    me = state.players[player]
    if me.journey_ended or me.arrived or me.day > LAST_DAY or state.phase is Phase.GAME_OVER:
        return None
    # judge the next turn as if it were the player's now, with the market as it lies
    my_turn = replace(state, active=player, phase=Phase.TAKE_TRANSPORT, in_hand=None)
    if my_turn.income_index != income_index:
        # a new month turned up the next income card: it was face down while deciding
        my_turn = replace(my_turn, income_index=income_index)
    ctx = replace(_context(my_turn, hard=True), fix_threat=_fix_threat(my_turn, deck_top=False))
    if not to_win:
        ctx = replace(ctx, rival_final=None)
    elif ctx.rival_final is None:
        # a decision at the duel's end: the rival is still on its way
        duel = _duel_end(ctx)
        if duel is None:
            return None
        ctx = duel
    if ctx.first_arrival_by > -math.inf and _rival_home_before(ctx, me.day):
        # the first arrival's 12 points will likely be gone by the next turn
        ctx = replace(ctx, first_arrival_by=-math.inf)
    # the deck's top card is turned up only as this turn's card leaves the market: it is
    # face down while deciding, so the look-ahead does not count on it (ruling R2024-05)
    seen = [o for o in _offers(my_turn) if _slot_of(o) is not Slot.DECK]
    offers = sorted(seen, key=lambda o: o.pounds + o.days)[:LOOKAHEAD_OFFERS]
    choices = _ranked(ctx, offers, light=True)
    if not choices:
        return None
    # the next to move after the player's move: a rival's turn comes first unless the
    # player's token is still the furthest behind on the calendar (R2024-02)
    value = _hedged(ctx, choices, rival_first=state.active not in (None, player))
    if to_win:
        return value  # a chance of winning, whole
    return _fame_won(state, player) + value


def _hedged(ctx: _Context, choices: list[_Choice], *, rival_first: bool) -> float:
    """The value of the next turn, ``choices`` best first. ``rival_first``: a rival moves
    before it (turns follow the calendar, R2024-02) and may take the card the best turn
    needs (``RIVAL_TAKES``): the best turn with another card then counts for that share
    (R2024-05)."""
    best = choices[0]
    slot = _slot_of(best.offer)
    if slot is None or not rival_first:
        return best.value
    others = [c for c in choices if _slot_of(c.offer) != slot]
    if ctx.reach is not None:
        others = _reach_checked(ctx, others, 1)
    if not others:
        return best.value
    return (1.0 - RIVAL_TAKES) * best.value + RIVAL_TAKES * others[0].value


def _home_of(ctx: _Context, point: Point) -> float:
    """The way home (ruler units) from ``point`` on the bots' graph."""
    return float(ctx.graph.distance_from(np.array([point], dtype=np.float64))[0])


def _rival_home_before(ctx: _Context, day: int) -> bool:
    """Whether a rival will likely be home in London by ``day`` (the day of the player's
    next turn), at a good pace (``RIVAL_PACE`` of the no-money days per ruler unit)."""
    state = ctx.state
    for index, rival in enumerate(state.players):
        if index == ctx.player or rival.arrived or rival.journey_ended:
            continue
        home = _home_of(ctx, rival.route_end)
        if rival.day + home * ctx.days_per_unit * RIVAL_PACE <= day:
            return True
    return False


def _fame_won(state: JourneyState, player: int) -> float:
    """Fame the player has won so far (areas, adventures), for comparing lines of play."""
    sheet = state.config.sheet
    me = state.players[player]
    visited = {sheet.location(v) for v in set(me.visits)}
    areas = len({location.area for location in visited})
    adventures = sum(1 for loc in visited if loc.type is LocationType.ADVENTURE)
    icons = sum(card.icons for card in sheet.adventure_cards if card.id in set(me.adventure_cards))
    return AREA_FAME * areas + ADVENTURE_FAME * (adventures + icons)


def _best_take(state: JourneyState, hard: bool) -> TransportChoice:
    ctx = _context(state, hard=hard)
    offers = _offers(state)
    choices = _ranked(ctx, offers)
    if hard:
        choices = _lookahead(ctx, choices)
        duel = _duel_end(ctx) if choices and _behind_the_rival(ctx, choices[0]) else None
        if duel is not None:
            choices = _lookahead(duel, _ranked(duel, offers))
    for choice in choices:
        if choice.offer.choice is not None:
            return choice.offer.choice
    first = offers[0].choice
    assert first is not None
    return first


def _best_draw(state: JourneyState, hard: bool) -> DrawRoute:
    ctx = _context(state, hard=hard)
    offer = _held_offer(state)
    choices = _ranked(ctx, [offer])
    if hard:
        ahead = _lookahead(ctx, choices)
        best = next((c for c in ahead if _is_drawable(ctx, c.route, offer)), None)
        duel = _duel_end(ctx) if best is not None and _behind_the_rival(ctx, best) else None
        if duel is not None:
            ctx = duel
            choices = _ranked(ctx, [offer])
            ahead = _lookahead(ctx, choices)
            best = next((c for c in ahead if _is_drawable(ctx, c.route, offer)), None)
        if best is not None and len(best.route) < 2:
            moving = _better_than_staying(ctx, choices, offer)
            if moving is not None:
                return DrawRoute(moving.route)
        choices = ahead
    for choice in choices:
        if _is_drawable(ctx, choice.route, offer):
            return DrawRoute(choice.route)
    return DrawRoute((ctx.start,))


def _better_than_staying(ctx: _Context, choices: list[_Choice], offer: _Offer) -> _Choice | None:
    """The best drawable route of some length if one is worth more than a route of no
    length by the one-turn valuation, or reaches London in time; None otherwise.

    The look-ahead may prefer wasting the ticket in hand, for the next turn's market as it
    lies after the player's own move; but the rivals move in between and change that
    market, while the stay's days are certain (R2024-05, R2024-06). So the hard level wastes
    a ticket only when the one-turn valuation (with the way home checked) agrees; arriving
    in time always beats waiting (R2024-04)."""
    stay = next((c.value for c in choices if len(c.route) < 2), None)
    home = ctx.loc_points[ctx.arrival_index]
    in_time = ctx.state.players[ctx.player].day <= LAST_DAY
    for choice in choices:  # best first
        if len(choice.route) < 2 or not _is_drawable(ctx, choice.route, offer):
            continue
        if (choice.route[-1] == home and in_time) or (
            stay is not None and choice.value > stay + 1e-6
        ):
            return choice
    return None


# -- easy -------------------------------------------------------------------------------------


#: The most routes of no length the easy level draws in a row: after that many, it takes
#: any card that moves it at all (issue 47: it stood at Brindisi eleven turns, paying).
EASY_MOST_STAYS = 2


def _easy(state: JourneyState, seed: int) -> Action:
    """A cheap usable card and the reachable place furthest east (straight routes only).

    When none of the cheapest cards moves the route east, the easy level takes the
    cheapest card that does, then one that brings it nearer home; after
    ``EASY_MOST_STAYS`` routes of no length in a row, the cheapest card with any route of
    some length: it may play weakly, but it never stalls."""
    ctx = _context(state)
    rng = decision_rng(seed, len(state.history))
    stalled = _stays_in_a_row(state, ctx.player) >= EASY_MOST_STAYS
    if state.phase is Phase.DRAW_ROUTE:
        offer = _held_offer(state)
        route = _easy_route(ctx, offer)
        if route is None:
            route = _easy_route(ctx, offer, homeward=True, anywhere=stalled)
        return DrawRoute(route if route is not None else (ctx.start,))
    every = _offers(state)
    offers = sorted(
        (o for o in every if not o.is_balloon),
        key=lambda o: (o.pounds + o.days, o.days),
    )
    cheap = offers[:4]
    shuffled, _ = rng.shuffled(cheap)
    for offer in shuffled:
        if _easy_route(ctx, offer) is not None:
            assert offer.choice is not None
            return offer.choice
    by_cost = sorted(every, key=lambda o: (o.pounds + o.days, o.days, o.is_balloon))
    for homeward, anywhere in ((False, False), (True, False), (True, stalled)):
        for offer in by_cost:
            if _easy_route(ctx, offer, homeward=homeward, anywhere=anywhere) is not None:
                assert offer.choice is not None
                return offer.choice
    fallback = offers[0] if offers else every[0]
    assert fallback.choice is not None
    return fallback.choice


def _stays_in_a_row(state: JourneyState, player: int) -> int:
    """How many routes of no length ``player`` drew on its last turns, in a row."""
    stays = 0
    for action in reversed(state.history):
        if not isinstance(action, DrawRoute) or action.seat != player:
            continue
        if any(point != action.points[0] for point in action.points):
            break
        stays += 1
    return stays


def _easy_route(
    ctx: _Context, offer: _Offer, *, homeward: bool = False, anywhere: bool = False
) -> tuple[Point, ...] | None:
    """The straight route to the reachable place (or fan point) furthest east, if any;
    ``homeward``: the one nearest home by the way-home graph, if nearer than the route end
    (``anywhere``: the nearest home of any route of some length)."""
    routes = _generate(ctx, [(offer.ruler, offer.transport)], bends=False, fan_directions=12)[
        (offer.ruler, offer.transport)
    ]
    if homeward:
        return _easy_homeward(ctx, offer, routes, anywhere=anywhere)
    ranked: list[tuple[float, int]] = []
    for index, route in enumerate(routes.routes):
        bonus = 2.0 if routes.location[index] >= 0 else 0.0
        if routes.location[index] == ctx.arrival_index:
            bonus += 100.0
        if route[-1][0] + bonus > ctx.start[0] + 1e-6:
            ranked.append((route[-1][0] + bonus, index))
    # furthest east first (the first of equals, as before)
    ranked.sort(key=lambda item: -item[0])
    for _, index in ranked:
        route = routes.routes[index]
        if not _is_drawable(ctx, route, offer):
            continue
        if routes.location[index] >= 0 or _way_on(ctx, route[-1]):
            return route
    return None


def _way_on(ctx: _Context, end: Point) -> bool:
    """Whether some card of the market's rows (either phase) could draw a straight route of
    some length from ``end`` (a point in open country or at sea): the easy level does not
    end where no card can take it any further (issue 47: it was caught in the Arctic sea)."""
    there = replace(ctx, start=end)
    state = ctx.state
    cards = state.config.cards
    offers: dict[tuple[Ruler, Transport], _Offer] = {}
    for row, transport in ((state.train_row, Transport.TRAIN), (state.ship_row, Transport.SHIP)):
        for card_id in row:
            ruler = cards.transport(card_id).ruler
            offers[(ruler, transport)] = _Offer(None, transport, ruler, 0, 0, None, False)
    found = _generate(there, list(offers), bends=False, fan_directions=12)
    return any(
        len(route) >= 2 and _is_drawable(there, route, offers[key])
        for key, routes in found.items()
        for route in routes.routes
    )


def _easy_homeward(
    ctx: _Context, offer: _Offer, routes: _Routes, *, anywhere: bool
) -> tuple[Point, ...] | None:
    """The drawable route of ``routes`` whose end is nearest home by the way-home graph:
    only if nearer than the route end now, unless ``anywhere``."""
    moving = [route for route in routes.routes if len(route) >= 2 and route[-1] != route[0]]
    if not moving:
        return None
    ends = np.array([route[-1] for route in moving] + [ctx.start], dtype=np.float64)
    home = ctx.graph.distance_from(ends)
    here = float(home[-1])
    for index in np.argsort(home[:-1], kind="stable"):
        route = moving[int(index)]
        if not anywhere and float(home[int(index)]) >= here - 1e-6:
            return None
        if _is_drawable(ctx, route, offer):
            return route
    return None
