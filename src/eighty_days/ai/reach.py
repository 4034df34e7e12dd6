"""Can a player still reach Arrival London in time? The fewest days home with any card.

The table answers, for a point of the map and the balloons a player has not used yet, the
fewest travel days in which Arrival London can be reached with the cards of the game,
one card per turn, each taken from the best market position (no extra days) and paid in
pounds (no days for missing pounds). It is an optimistic bound: if even that is later
than day 80, the position is *stranded*: the wager is lost whatever the market offers
(ruling R2024-04: 0 calendar points past day 80).

A turn is one straight leg between nodes of the bots' way-home graph (the map's locations
and a grid of waypoints), legal for a train or a ship (every card has both sides), or for
a balloon not yet used (R2024-10: trains on land, ships at sea, balloons either). A leg
of a given length costs the fewest travel days of any card whose ruler reaches that far.
The first leg from the player's own point is judged when asked.

A third figure, the *typical* days, adds ``TURN_DAYS`` to every train or ship leg: the
market seldom offers the best card at its free position, so an end whose typical way home
misses day 80 is one that later markets may well strand (the hard level keeps a reserve
against it).

Built once per map and card set (a second or two) and kept, like the way-home graph.
"""

from __future__ import annotations

import heapq
import math
import threading
import weakref
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from eighty_days.engine.journey import CardSet
from eighty_days.sheet.geometry import RouteGeometry
from eighty_days.sheet.model import Point, SheetMap, Transport

FloatArray = NDArray[np.float64]

#: Days that stand for "London cannot be reached at all".
NEVER = 1e6
#: Days a train or ship leg costs beyond its card's travel days in the typical table: the
#: market's positions cost +0 to +3 days (R2024-05) and the best card is seldom there.
TURN_DAYS = 2.5


@dataclass(frozen=True)
class ReachTable:
    """Fewest travel days to Arrival London from every node, per set of unused balloons."""

    xy: FloatArray
    unit: float
    #: ``days[mask, node]``: bit ``i`` of ``mask`` set = balloon ``balloon_ids[i]`` unused;
    #: travel days only (every ticket paid in pounds)
    days: FloatArray
    #: the same with every ticket paid in days (no money at all, R2024-06)
    unpaid: FloatArray
    #: travel days plus ``TURN_DAYS`` for each train or ship leg (tickets paid in pounds):
    #: a typical journey home, as the market seldom offers the best card at its free
    #: position (R2024-05)
    typical: FloatArray
    balloon_ids: tuple[str, ...]
    #: the rulers' reach (ruler units) and the fewest days for a leg up to that length,
    #: of the train/ship cards, sorted by length
    card_lengths: tuple[float, ...]
    card_days: tuple[float, ...]
    #: the same with the card's pounds paid in days
    card_unpaid: tuple[float, ...]
    #: per balloon: (ruler length, travel days, pounds)
    balloons: tuple[tuple[float, float, float], ...]

    def leg_days(self, length: float, *, unpaid: bool = False) -> float:
        """The fewest days of a train/ship card whose ruler reaches ``length``
        (``unpaid``: its pounds paid in days)."""
        best = NEVER
        table = self.card_unpaid if unpaid else self.card_days
        for reach, days in zip(self.card_lengths, table, strict=True):
            if reach >= length - 1e-9:
                best = min(best, days)
        return best

    def mask_of(self, unused: Sequence[str]) -> int:
        """The bit mask of the balloons named in ``unused``."""
        return sum(1 << i for i, b in enumerate(self.balloon_ids) if b in set(unused))

    def days_home(
        self,
        geometry: RouteGeometry,
        points: Sequence[Point],
        unused_balloons: Sequence[str],
    ) -> list[tuple[float, float]]:
        """From each of ``points``: the fewest days home with every ticket paid in pounds,
        and with every ticket paid in days (``NEVER``: no way at all)."""
        paid, unpaid, _ = self.all_home(geometry, points, unused_balloons)
        return [(float(a), float(b)) for a, b in zip(paid, unpaid, strict=True)]

    def all_home(
        self,
        geometry: RouteGeometry,
        points: Sequence[Point],
        unused_balloons: Sequence[str],
    ) -> tuple[FloatArray, FloatArray, FloatArray]:
        """From each of ``points``: the fewest days home with every ticket paid in pounds,
        with every ticket paid in days, and the typical days (``typical``)."""
        count = len(points)
        paid = np.full(count, NEVER)
        unpaid = np.full(count, NEVER)
        typical = np.full(count, NEVER)
        if not count:
            return paid, unpaid, typical
        mask = self.mask_of(unused_balloons)
        here = np.array(points, dtype=np.float64).reshape(-1, 2)
        gaps = np.hypot(here[:, 0:1] - self.xy[None, :, 0], here[:, 1:2] - self.xy[None, :, 1])
        gaps /= self.unit
        longest = max(self.card_lengths, default=0.0)
        # standing on a node: its own figures
        on_node = gaps < 1e-6
        for row, column in zip(*np.nonzero(on_node), strict=True):
            paid[row] = min(paid[row], self.days[mask, column])
            unpaid[row] = min(unpaid[row], self.unpaid[mask, column])
            typical[row] = min(typical[row], self.typical[mask, column])
        rows, columns = np.nonzero((gaps <= longest) & ~on_node)
        if len(rows):
            legal = np.zeros(len(rows), dtype=bool)
            for transport in (Transport.TRAIN, Transport.SHIP):
                todo = np.flatnonzero(~legal)
                if len(todo) == 0:
                    break
                verdict = geometry.judge_segments(
                    here[rows[todo]], self.xy[columns[todo]], transport
                )
                legal[todo[verdict]] = True
            lengths = gaps[rows, columns]
            for unpaid_leg, extra, best, table in (
                (False, 0.0, paid, self.days),
                (True, 0.0, unpaid, self.unpaid),
                (False, TURN_DAYS, typical, self.typical),
            ):
                cost = np.array(
                    [self.leg_days(float(g), unpaid=unpaid_leg) + extra for g in lengths]
                )
                total = np.where(legal, cost + table[mask, columns], NEVER)
                np.minimum.at(best, rows, total)
        for index, (length, days, pounds) in enumerate(self.balloons):
            if not mask & (1 << index):
                continue
            rest = mask & ~(1 << index)
            rows, columns = np.nonzero((gaps <= length) & ~on_node)
            if len(rows) == 0:
                continue
            verdict = geometry.judge_segments(here[rows], self.xy[columns], Transport.BALLOON)
            np.minimum.at(paid, rows, np.where(verdict, days + self.days[rest, columns], NEVER))
            np.minimum.at(
                unpaid,
                rows,
                np.where(verdict, days + pounds + self.unpaid[rest, columns], NEVER),
            )
            np.minimum.at(
                typical, rows, np.where(verdict, days + self.typical[rest, columns], NEVER)
            )
        return paid, unpaid, typical


def fewest_days(paid: float, unpaid: float, pounds: float) -> float:
    """A lower bound on the days home: never fewer than the travel days, and each pound
    (in hand or still to earn) spares at most one day of the tickets paid in days."""
    return max(paid, unpaid - max(pounds, 0.0))


_TABLES: dict[tuple[int, int], tuple[weakref.ref[SheetMap], ReachTable]] = {}
_TABLES_LOCK = threading.Lock()


def reach_table(
    sheet: SheetMap, geometry: RouteGeometry, cards: CardSet, xy: FloatArray
) -> ReachTable:
    """The (cached) reach table of ``sheet`` and ``cards`` over the graph nodes ``xy``."""
    key = (id(sheet), id(cards))
    entry = _TABLES.get(key)
    if entry is not None and entry[0]() is sheet:
        return entry[1]
    with _TABLES_LOCK:
        entry = _TABLES.get(key)
        if entry is not None and entry[0]() is sheet:
            return entry[1]
        table = _build(sheet, geometry, cards, xy)
        _TABLES[key] = (weakref.ref(sheet, lambda _: _TABLES.pop(key, None)), table)
        return table


def _build(sheet: SheetMap, geometry: RouteGeometry, cards: CardSet, xy: FloatArray) -> ReachTable:
    """Dijkstra from the arrival per set of unused balloons, fewest balloons first."""
    unit = sheet.ruler_unit
    by_length: dict[float, tuple[float, float]] = {}
    for card in cards.transport_cards:
        length = float(card.ruler.length)
        days, unpaid = by_length.get(length, (NEVER, NEVER))
        by_length[length] = (min(days, card.days), min(unpaid, card.days + card.cost))
    card_lengths = tuple(sorted(by_length))
    balloon_ids = tuple(cards.balloon_ids)
    balloons = tuple(
        (
            float(cards.balloon(b).ruler.length),
            float(cards.balloon(b).days),
            float(cards.balloon(b).cost),
        )
        for b in balloon_ids
    )
    masks = 1 << len(balloons)
    table = ReachTable(
        xy,
        unit,
        np.full((masks, len(xy)), NEVER),
        np.full((masks, len(xy)), NEVER),
        np.full((masks, len(xy)), NEVER),
        balloon_ids,
        card_lengths,
        tuple(by_length[length][0] for length in card_lengths),
        tuple(by_length[length][1] for length in card_lengths),
        balloons,
    )
    count = len(xy)
    longest = max((*card_lengths, *(b[0] for b in balloons)), default=0.0)
    first, second = np.triu_indices(count, k=1)
    lengths = np.hypot(xy[first, 0] - xy[second, 0], xy[first, 1] - xy[second, 1]) / unit
    near = lengths <= longest
    first, second, lengths = first[near], second[near], lengths[near]
    cards_reach = max(card_lengths, default=0.0)
    surface = np.zeros(len(first), dtype=bool)
    for transport in (Transport.TRAIN, Transport.SHIP):
        todo = np.flatnonzero(~surface & (lengths <= cards_reach))
        if len(todo):
            verdict = geometry.judge_segments(xy[first[todo]], xy[second[todo]], transport)
            surface[todo[verdict]] = True
    by_air = np.zeros(len(first), dtype=bool)
    todo = np.flatnonzero(lengths <= max((b[0] for b in balloons), default=0.0))
    if len(todo):
        by_air[todo] = geometry.judge_segments(xy[first[todo]], xy[second[todo]], Transport.BALLOON)
    air = [
        (int(a), int(b), float(g))
        for a, b, g in zip(first[by_air], second[by_air], lengths[by_air], strict=True)
    ]
    arrival_xy = next((loc.x, loc.y) for loc in sheet.locations if loc.id == sheet.arrival)
    arrival = int(np.argmin(np.hypot(xy[:, 0] - arrival_xy[0], xy[:, 1] - arrival_xy[1])))
    for priced, extra, figures in (
        (False, 0.0, table.days),
        (True, 0.0, table.unpaid),
        (False, TURN_DAYS, table.typical),
    ):
        neighbours: list[list[tuple[int, float]]] = [[] for _ in range(count)]
        for a, b, length in zip(first[surface], second[surface], lengths[surface], strict=True):
            cost = table.leg_days(float(length), unpaid=priced) + extra
            neighbours[int(a)].append((int(b), cost))
            neighbours[int(b)].append((int(a), cost))
        for mask in sorted(range(masks), key=lambda m: bin(m).count("1")):
            start = np.full(count, NEVER)
            start[arrival] = 0.0
            for index, (length, balloon_days, pounds) in enumerate(balloons):
                if not mask & (1 << index):
                    continue
                rest = figures[mask & ~(1 << index)]
                cost = balloon_days + (pounds if priced else 0.0)
                for a, b, gap in air:
                    if gap <= length + 1e-9:
                        start[a] = min(start[a], cost + rest[b])
                        start[b] = min(start[b], cost + rest[a])
            figures[mask] = _dijkstra(neighbours, start)
    return table


def _dijkstra(neighbours: list[list[tuple[int, float]]], start: FloatArray) -> FloatArray:
    """Fewest days from each node given each node's own best start figure."""
    distance = start.copy()
    queue = [(float(d), i) for i, d in enumerate(distance) if d < NEVER]
    heapq.heapify(queue)
    while queue:
        here_distance, here = heapq.heappop(queue)
        if here_distance > distance[here]:
            continue
        for there, cost in neighbours[here]:
            candidate = here_distance + cost
            if candidate < distance[there]:
                distance[there] = candidate
                heapq.heappush(queue, (candidate, there))
    return distance


def is_stranded(day: int, days_home: float, last_day: int) -> bool:
    """Whether a player on ``day`` needing at least ``days_home`` misses ``last_day``."""
    return math.isfinite(days_home) and day + days_home > last_day
