"""The way home as the program keeps it: a map's distance-to-go graph, the reach tables,
and their preparation.

The distance still to go is measured on a graph of the map's locations and a grid of
waypoints joined by legal straight train or ship legs, a short leg across a coast counting
a turn more (``HomeGraph``, with a raster of the estimate for any point); the days it
will take follow from the card set's averages. The fewest days home with any card are the
reach table's (``home_table``). Both are made once per map (and card set), kept by their
digests (``GRAPHS``, ``TABLES``) and on disk (``ai.table_store``), so that equal maps and
card sets share them. ``prepare`` makes them and the route geometry's lazily made tables
ahead of the hard level's first decision.
"""

from __future__ import annotations

import heapq
import threading
import weakref
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

from eighty_days.ai.journey.cache import Cache
from eighty_days.ai.journey.home_table import (
    ReachTable,
    build_reach_table,
    count_rulers,
    list_rest_keys,
    make_legs,
)
from eighty_days.ai.table_store import (
    cards_digest,
    map_digest,
    read_table,
    table_path,
    write_table,
)
from eighty_days.engine.journey import (
    CardSet,
    JourneyConfig,
)
from eighty_days.sheet.geometry import RouteGeometry
from eighty_days.sheet.model import SheetMap, Transport

FloatArray = NDArray[np.float64]


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
#: A number standing for "no way home found".
FAR = 1e6


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


#: The way-home graphs made in this program, by the digest of their map (equal maps share
#: one graph) ...
GRAPHS_KEPT = 4
#: ... kept here.
GRAPHS: Cache[str, HomeGraph] = Cache(GRAPHS_KEPT)


def load_home_graph(sheet: SheetMap, geometry: RouteGeometry) -> HomeGraph:
    """The distance-to-go graph of ``sheet`` (``geometry`` its route geometry): kept once
    made (``GRAPHS``), read from the disk cache if stored there, else built and stored; a
    second caller while it is being made waits for it."""
    return GRAPHS.get_or_make(map_digest(sheet), lambda: _read_or_build_home_graph(sheet, geometry))


def _read_or_build_home_graph(sheet: SheetMap, geometry: RouteGeometry) -> HomeGraph:
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
    graph = build_home_graph(sheet, geometry)
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
#: The route geometries whose lazily made tables are made (``_warm_up``): a state of
#: each geometry object itself (an equal map's geometry makes its own), held weakly.
_WARMED: weakref.WeakSet[RouteGeometry] = weakref.WeakSet()


def prepare(config: JourneyConfig) -> None:
    """Make what the hard and expert levels keep per map and card set (the way-home graph
    and the reach table, read from the disk cache or built: a few seconds on the world
    map; and the route geometry's lazily made tables) so that their first decision need
    not wait for it; safe on any thread, at once if made already, and a caller while
    another thread makes them waits for it."""
    if is_prepared(config):
        return
    with _PREPARE_LOCK:
        graph = load_home_graph(config.sheet, config.geometry)
        table = load_reach_table(config.sheet, config.geometry, config.cards, graph.xy)
        _warm_up(config.sheet, config.geometry)
        table.work_out_start()


def _warm_up(sheet: SheetMap, geometry: RouteGeometry) -> None:
    """Make the tables ``geometry`` makes at its first use (the single-segment check's, the
    plain-Python copies of its cell layers, the bodies of land and water) by using them
    once, and import what the first search imports on its first use (``numpy.ma``)."""
    if _is_warm(geometry):
        return
    import numpy.ma  # noqa: F401  (numpy imports it at the first ``np.unique``: about 40 ms)

    place = sheet.location(sheet.start)
    here = (place.x, place.y)
    for transport in Transport:
        geometry.is_segment_legal(here, (here[0] + sheet.ruler_unit, here[1]), transport)
    index = geometry.index
    for layer in (index.land, index.ship, index.mountains):
        layer.python_tables()
    _stored_body_labels(sheet, geometry)
    _WARMED.add(geometry)


#: The transports whose bodies of land and water a decision looks up.
BODY_TRANSPORTS = (Transport.TRAIN, Transport.SHIP)


def _stored_body_labels(sheet: SheetMap, geometry: RouteGeometry) -> None:
    """Give ``geometry`` its table of bodies per grid cell (``body_labels``) from the disk
    cache (``ai.table_store``) if stored there and sound, else make and store it."""
    path = table_path("bodies", map_digest(sheet))
    one_row = (np.dtype(np.int32), lambda shape: len(shape) == 1)
    stored = read_table(path, {transport.value: one_row for transport in BODY_TRANSPORTS})
    if stored is not None and all(
        geometry.adopt_body_labels(transport, np.asarray(stored[transport.value], dtype=np.int32))
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
    """Whether ``_warm_up`` has made ``geometry``'s lazily made tables."""
    return geometry in _WARMED


def is_prepared(config: JourneyConfig) -> bool:
    """Whether ``prepare(config)`` has nothing left to make."""
    if map_digest(config.sheet) not in GRAPHS or not _is_warm(config.geometry):
        return False
    return is_reach_table_built(config.sheet, config.cards)


def build_home_graph(sheet: SheetMap, geometry: RouteGeometry) -> HomeGraph:
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


#: The reach tables made in this program are kept by the digests of their map and card set
#: (equal card sets share one table) ...
TABLES_KEPT = 4
#: ... here (a program plays one or two maps).
TABLES: Cache[tuple[str, str], ReachTable] = Cache(TABLES_KEPT)


def _reach_table_key(sheet: SheetMap, cards: CardSet) -> tuple[str, str]:
    return (map_digest(sheet), cards_digest(cards))


def is_reach_table_built(sheet: SheetMap, cards: CardSet) -> bool:
    """Whether the reach table of ``sheet`` and ``cards`` is built (``load_reach_table``)."""
    return _reach_table_key(sheet, cards) in TABLES


def load_reach_table(
    sheet: SheetMap, geometry: RouteGeometry, cards: CardSet, xy: FloatArray
) -> ReachTable:
    """The reach table of ``sheet`` and ``cards`` over the graph nodes ``xy``: kept once
    made (``TABLES``), read from the disk cache (``ai.table_store``) if stored there, else
    built and stored. A second caller while it is being made waits for it (never builds
    it twice)."""
    key = _reach_table_key(sheet, cards)

    def read_or_build() -> ReachTable:
        path = table_path("reach", *key)
        found = read_reach_table(path, cards, xy)
        if found is None:
            found = build_reach_table(sheet, geometry, cards, xy)
            write_reach_table(path, found, cards)
        return found

    return TABLES.get_or_make(key, read_or_build)


def forget_tables() -> None:
    """Forget the way-home graphs and reach tables made in this program (the next ask
    reads the disk cache or builds again, as a new program would): for tests and
    benchmarks. A finished background preparation (``ai.table_warmup``) is then not
    handed back: it checks that its tables are still kept."""
    GRAPHS.clear()
    TABLES.clear()


#: The order of the transports in a stored table's ``bends``.
STORED_TRANSPORTS = (Transport.TRAIN, Transport.SHIP, Transport.BALLOON)


def pack_reach_table(table: ReachTable, cards: CardSet) -> dict[str, NDArray[np.generic]]:
    """What ``write_reach_table`` stores of ``table`` (of ``cards``): the nodes, the
    figures, the bend nodes and the rests' reaches (bit-packed, in ``list_rest_keys`` order);
    the legs are made again from the cards when read."""
    keys = list_rest_keys(*make_legs(count_rulers(cards)))
    count = len(table.xy)
    rests = np.stack([table.rests[key].reshape(-1) for key in keys]) if keys else None
    return {
        "xy": table.xy,
        "unit": np.array(table.unit, dtype=np.float64),
        "figures": table.figures,
        "bends": np.stack([table.bends[transport] for transport in STORED_TRANSPORTS]),
        "rests": (
            np.packbits(rests, axis=1)
            if rests is not None
            else np.zeros((0, (count * count + 7) // 8), dtype=np.uint8)
        ),
    }


def write_reach_table(path: Path, table: ReachTable, cards: CardSet) -> bool:
    """Store ``table`` (of ``cards``) at ``path`` (``table_store.write_table``)."""
    return write_table(path, pack_reach_table(table, cards))


def read_reach_table(path: Path, cards: CardSet, xy: FloatArray) -> ReachTable | None:
    """The reach table of ``cards`` over the graph nodes ``xy`` stored at ``path``, or None
    if there is none or it does not fit them (``table_store.read_table``)."""
    rulers = count_rulers(cards)
    card_legs, balloon_legs = make_legs(rulers)
    keys = list_rest_keys(card_legs, balloon_legs)
    masks = 1 << len(rulers.balloon_ids)
    lowest = len(xy)

    def nodes(shape: tuple[int, ...]) -> bool:
        return len(shape) == 2 and shape[0] >= lowest and shape[1] == 2

    stored = read_table(
        path,
        {
            "xy": (np.dtype(np.float64), nodes),
            "unit": (np.dtype(np.float64), lambda shape: shape == ()),
            "figures": (np.dtype(np.float64), lambda shape: shape[:2] == (3, masks)),
            "bends": (np.dtype(np.bool_), lambda shape: shape[:1] == (len(STORED_TRANSPORTS),)),
            "rests": (np.dtype(np.uint8), lambda shape: len(shape) == 2),
        },
    )
    if stored is None:
        return None
    nodes_xy = np.asarray(stored["xy"], dtype=np.float64)
    count = len(nodes_xy)
    figures = np.asarray(stored["figures"], dtype=np.float64)
    bends = np.asarray(stored["bends"], dtype=np.bool_)
    packed = np.asarray(stored["rests"], dtype=np.uint8)
    if (
        not np.array_equal(nodes_xy[:lowest], xy)
        or figures.shape != (3, masks, count)
        or bends.shape != (len(STORED_TRANSPORTS), count)
        or packed.shape != (len(keys), (count * count + 7) // 8)
    ):
        return None
    rests = np.unpackbits(packed, axis=1, count=count * count).astype(np.bool_)
    return ReachTable(
        nodes_xy,
        float(stored["unit"]),
        figures,
        rulers.balloon_ids,
        card_legs,
        balloon_legs,
        {transport: bends[index] for index, transport in enumerate(STORED_TRANSPORTS)},
        {key: rests[index].reshape(count, count) for index, key in enumerate(keys)},
        rulers.card_count,
    )
