"""Can the journey be played on a map? A search over positions with the deck's rulers.

From Starting London (the map's start) the search moves a token by straight routes, each
judged by the map's geometry (``RouteGeometry.judge_segments``, in batches) as a train or
a ship would be (rulings R2024-10, R2024-11 aside), each costing the days of the card
whose ruler allows it, minus a day for each eastward crossing of the antimeridian and
plus one for each westward (R2024-12). It answers the earliest day each location can be
reached; the map is playable if Arrival is reached within 80 days (rulebook, End of the
Journey) and so are the income and adventure locations and an entry of every area.

The search is optimistic by design: it assumes the best card is always on offer (the
fastest ruler of each reach), so a map it calls unplayable is unplayable with any deal.
Balloons are left out: each kind can be used once per journey only.

Positions: every location, and fan points (a fan of directions at a few fractions of the
reach) deduplicated on a grid, so routes may end away from places as players may.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from eighty_days.engine.journey.cards import CardSet, Ruler
from eighty_days.engine.journey.state import LAST_DAY
from eighty_days.sheet.geometry import RouteGeometry, geometry_for
from eighty_days.sheet.model import Point, SheetMap, Transport

FloatArray = NDArray[np.float64]

#: Directions of a fan from each position.
FAN_DIRECTIONS = 32

#: Fractions of a move's reach tried in each direction of a fan.
FAN_FRACTIONS = (1.0, 0.6, 0.35, 0.2, 0.1)

#: Fan points closer than this fraction of the shortest reach count as the same position.
DEDUPLICATION = 0.06

#: The search stops after this many expanded positions (a guard on huge maps).
MAX_EXPANDED = 20000

#: At most about this many grid cells (coarser cells on very large maps).
MAX_CELLS = 40000


@dataclass(frozen=True, slots=True)
class Move:
    """One kind of route: straight, at most ``reach`` ruler units long, costing ``days``."""

    reach: float
    days: int


@dataclass(frozen=True, slots=True)
class Reachability:
    """What the search found: the earliest day each location can be reached."""

    days: dict[str, int]
    expanded: int
    complete: bool

    def day_of(self, location_id: str) -> int | None:
        """The earliest day ``location_id`` is reached, or ``None`` if never."""
        return self.days.get(location_id)


def straight_reach(ruler: Ruler) -> float:
    """How far one straight segment of ``ruler`` reaches (to its first detour mark, if any).

    A route of one segment is the ruler's last segment, so it may stop short of the
    first mark (ruling R2024-10): its reach is the first segment's full length.
    """
    return ruler.segment_lengths[0]


def deck_moves(cards: CardSet) -> tuple[Move, ...]:
    """The train/ship cards as moves, keeping only the best (longest for fewest days)."""
    candidates = {Move(straight_reach(card.ruler), card.days) for card in cards.transport_cards}
    best: list[Move] = []
    for move in sorted(candidates, key=lambda m: (m.days, -m.reach)):
        if all(move.reach > other.reach for other in best):
            best.append(move)
    return tuple(best)


def search_reachability(
    sheet: SheetMap,
    moves: Sequence[Move],
    *,
    geometry: RouteGeometry | None = None,
    last_day: int = LAST_DAY,
    deduplication: float = DEDUPLICATION,
    max_expanded: int = MAX_EXPANDED,
) -> Reachability:
    """The earliest day on which each location can be reached from the start (Dijkstra).

    ``sheet`` must be a valid map (its start a known location). Days beyond ``last_day``
    are not explored. Positions away from places are merged on a grid of cells of
    ``deduplication`` times the shortest reach; the search gives up (``complete`` false)
    after ``max_expanded`` positions.
    """
    geometry = geometry if geometry is not None else geometry_for(sheet)
    unit = sheet.ruler_unit
    locations = sheet.locations
    start_index = next(i for i, loc in enumerate(locations) if loc.id == sheet.start)
    place_xy = np.array([loc.point for loc in locations], dtype=np.float64).reshape(-1, 2)
    snap_radii = np.array([loc.snap_radius for loc in locations], dtype=np.float64)
    cells = _Cells(sheet.bounds, min(move.reach for move in moves) * unit * deduplication)
    cells.mark_places(place_xy, snap_radii)
    x_min, y_min, x_max, y_max = sheet.bounds
    places = len(locations)
    # One key per position: places first, then the grid cells.
    best = np.full(places + cells.count, np.iinfo(np.int64).max, dtype=np.int64)
    best[start_index] = 0
    angles = np.linspace(0.0, 2.0 * math.pi, FAN_DIRECTIONS, endpoint=False)
    directions = np.stack([np.cos(angles), np.sin(angles)], axis=1)
    meridian = sheet.antimeridian_x

    frontier: dict[int, dict[int, Point]] = {0: {start_index: locations[start_index].point}}
    expanded = 0
    complete = True
    while frontier:
        day = min(frontier)
        batch = [(key, point) for key, point in frontier.pop(day).items() if best[key] == day]
        if not batch:
            continue
        expanded += len(batch)
        if expanded > max_expanded:
            complete = False
            break
        positions = np.array([point for _, point in batch], dtype=np.float64)
        for move in moves:
            soonest = day + move.days - 1
            if soonest > last_day:
                continue
            reach = move.reach * unit
            origins, ends, place_of = _candidate_routes(
                positions, reach, place_xy, snap_radii, directions, cells
            )
            inside = (
                (ends[:, 0] >= x_min)
                & (ends[:, 0] <= x_max)
                & (ends[:, 1] >= y_min)
                & (ends[:, 1] <= y_max)
            )
            keys = np.where(place_of >= 0, place_of, places + cells.cell_of(ends))
            wanted = inside & (best[keys] > soonest)
            legal = np.zeros(len(ends), dtype=bool)
            for transport in (Transport.TRAIN, Transport.SHIP):
                todo = np.flatnonzero(wanted & ~legal)
                if len(todo) == 0:
                    break
                legal[todo] = geometry.judge_segments(origins[todo], ends[todo], transport)
            chosen = np.flatnonzero(legal)
            if len(chosen) == 0:
                continue
            landed = np.where(
                (place_of[chosen] >= 0)[:, None],
                place_xy[np.maximum(place_of[chosen], 0)],
                ends[chosen],
            )
            x0 = origins[chosen, 0]
            x1 = landed[:, 0]
            crossings = ((x0 < meridian) & (meridian <= x1)).astype(np.int64) - (
                (x1 < meridian) & (meridian <= x0)
            ).astype(np.int64)  # R2024-12: each eastward crossing wins a day back
            new_days = np.maximum(day + move.days - crossings, day + 1)
            keep = (new_days <= last_day) & (new_days < best[keys[chosen]])
            for index in np.flatnonzero(keep):
                key = int(keys[chosen[index]])
                new_day = int(new_days[index])
                if new_day < best[key]:
                    best[key] = new_day
                    point = (float(landed[index, 0]), float(landed[index, 1]))
                    frontier.setdefault(new_day, {})[key] = point
    reached = {locations[i].id: int(best[i]) for i in range(places) if best[i] <= last_day}
    return Reachability(reached, expanded, complete)


def _candidate_routes(
    positions: FloatArray,
    reach: float,
    place_xy: FloatArray,
    snap_radii: FloatArray,
    directions: FloatArray,
    grid: _Cells,
) -> tuple[FloatArray, FloatArray, NDArray[np.int64]]:
    """Routes to try from each position: to every place within reach, and a fan.

    Returns the start and end of each route and the index of the place it ends on (the
    place aimed at, or the nearest place whose snap radius holds a fan point; −1 if none).
    """
    fan_offsets = np.concatenate([directions * (reach * f) for f in FAN_FRACTIONS])
    fans = (positions[:, None, :] + fan_offsets[None, :, :]).reshape(-1, 2)
    fan_origins = np.repeat(positions, len(fan_offsets), axis=0)
    fan_place = np.full(len(fans), -1, dtype=np.int64)
    if len(place_xy) == 0:
        return fan_origins, fans, fan_place
    distances = np.hypot(
        positions[:, None, 0] - place_xy[None, :, 0], positions[:, None, 1] - place_xy[None, :, 1]
    )
    position_index, place_index = np.nonzero((distances <= reach + 1e-9) & (distances > 1e-9))
    # Fan points may land within a place's snap radius: they end on it (as snap does).
    # The grid says which place's disc touches each cell (−2: several, rare).
    cells = grid.cell_of(fans)
    candidate = grid.place_of_cell[cells]
    single = np.flatnonzero(candidate >= 0)
    gaps = np.hypot(
        fans[single, 0] - place_xy[candidate[single], 0],
        fans[single, 1] - place_xy[candidate[single], 1],
    )
    inside = gaps <= snap_radii[candidate[single]]
    fan_place[single[inside]] = candidate[single[inside]]
    for index in np.flatnonzero(candidate == -2).tolist():
        gaps = np.hypot(place_xy[:, 0] - fans[index, 0], place_xy[:, 1] - fans[index, 1])
        nearest = int(np.argmin(gaps))
        if gaps[nearest] <= snap_radii[nearest]:
            fan_place[index] = nearest
    origins = np.concatenate([positions[position_index], fan_origins])
    ends = np.concatenate([place_xy[place_index], fans])
    return origins, ends, np.concatenate([place_index.astype(np.int64), fan_place])


class _Cells:
    """The grid that merges positions away from places, and which place touches each cell."""

    def __init__(self, bounds: tuple[float, float, float, float], size: float) -> None:
        self.x_min, self.y_min, x_max, y_max = bounds
        width, height = x_max - self.x_min, y_max - self.y_min
        self.size = max(size, 1e-6, math.sqrt(width * height / MAX_CELLS))
        self.columns = math.ceil(width / self.size) + 1
        self.rows = math.ceil(height / self.size) + 1
        self.count = self.columns * self.rows
        self.place_of_cell = np.full(self.count, -1, dtype=np.int64)

    def cell_of(self, points: FloatArray) -> NDArray[np.int64]:
        """The cell index of each point (points off the grid go to its edge cells)."""
        column = np.clip(
            ((points[:, 0] - self.x_min) / self.size).astype(np.int64), 0, self.columns - 1
        )
        row = np.clip(((points[:, 1] - self.y_min) / self.size).astype(np.int64), 0, self.rows - 1)
        return column * self.rows + row

    def mark_places(self, place_xy: FloatArray, snap_radii: FloatArray) -> None:
        """Record, per cell, the place whose snap disc touches it (−2 if several)."""
        for number, ((x, y), radius) in enumerate(
            zip(place_xy.tolist(), snap_radii.tolist(), strict=True)
        ):
            low = self.cell_of(np.array([[x - radius, y - radius]]))[0]
            high = self.cell_of(np.array([[x + radius, y + radius]]))[0]
            for column in range(low // self.rows, high // self.rows + 1):
                for row in range(low % self.rows, high % self.rows + 1):
                    index = column * self.rows + row
                    current = self.place_of_cell[index]
                    self.place_of_cell[index] = number if current == -1 else -2


def unreachable_places(sheet: SheetMap, geometry: RouteGeometry | None = None) -> list[str]:
    """The ids of the places no journey from the start can ever visit.

    Trains run on the land less the mountains, ships on the sea and the canals (the
    route geometry's own shapes); a route may be as short as a player likes, so a long
    way is many short routes and the ruler's length never cuts a connected stretch of land
    or sea in two. Each connected stretch is one node; a land stretch and a sea stretch
    meet where they lie within the coast tolerance of each other (a coast, or a canal
    across the land). A place is visited if a stretch joined to the start's comes within
    its snap radius (a route ending there snaps to it). The stretches join both ways, so
    a place that cannot be reached cannot reach the arrival either, and the other way
    round.
    """
    import shapely

    geometry = geometry if geometry is not None else geometry_for(sheet)
    if not sheet.has_location(sheet.start):
        return []
    train = shapely.difference(geometry.land, geometry.mountains)
    ship = shapely.difference(geometry.map_box, geometry.ship_obstacles)
    parts = np.concatenate([_polygon_parts(train), _polygon_parts(ship)])
    if len(parts) == 0:
        return [location.id for location in sheet.locations if location.id != sheet.start]
    tree = shapely.STRtree(parts)
    tolerance = max(sheet.coast_tolerance, 1e-9)
    owner = list(range(len(parts)))

    def root(index: int) -> int:
        while owner[index] != index:
            owner[index] = owner[owner[index]]
            index = owner[index]
        return index

    first, second = tree.query(parts, predicate="dwithin", distance=tolerance)
    for a, b in zip(first.tolist(), second.tolist(), strict=True):
        owner[root(a)] = root(b)
    points = shapely.points([location.point for location in sheet.locations])
    radii = np.array([max(loc.snap_radius, tolerance) for loc in sheet.locations])
    near: list[set[int]] = [set() for _ in sheet.locations]
    for number, (point, radius) in enumerate(zip(points, radii.tolist(), strict=True)):
        near[number] = {root(int(i)) for i in tree.query(point, "dwithin", distance=radius)}
    start = next(i for i, loc in enumerate(sheet.locations) if loc.id == sheet.start)
    reached = near[start]
    return [
        location.id
        for number, location in enumerate(sheet.locations)
        if number != start and not near[number] & reached
    ]


def _polygon_parts(geometry: object) -> NDArray[np.object_]:
    """The polygons of a shapely geometry (lines and points left by an overlay dropped)."""
    import shapely

    parts: NDArray[np.object_] = shapely.get_parts(geometry)
    keep = np.isin(shapely.get_type_id(parts), (3,)) & ~shapely.is_empty(parts)
    return np.asarray(parts[keep], dtype=object)
