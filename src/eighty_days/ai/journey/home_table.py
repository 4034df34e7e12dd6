"""Can a player still reach Arrival London in time? The fewest days home with any card.

The table answers, for a point of the map and the balloons a player has not used yet, the
fewest travel days in which Arrival London can be reached with the cards of the game,
one card per turn, each taken from the best market position (no extra days) and paid in
pounds (no days for missing pounds). It is an optimistic bound: if even that is later
than day 80, the position is *stranded*: the wager is lost whatever the market offers
(ruling R2024-04: 0 calendar points past day 80).

A turn is one card's route between nodes of the bots' way-home graph (the map's locations
and a grid of waypoints): a polyline of up to as many straight hops as the card's ruler
has segments, bent at its detour marks (R2024-10): each hop no longer than the segments
it covers, the whole legal for a train, a ship (every card has both sides) or a balloon
not yet used (trains on land, ships at sea, balloons either). A bend lies on a node that
is itself on land for a train and at sea for a ship (the coast tolerance holds only at a
route's two ends). A hop may be shorter than its segment, so the bound stays optimistic.
The first hop from the player's own point is judged when first asked and kept per point.

A third figure, the *typical* days, adds ``TURN_DAYS`` to every train or ship leg: the
market seldom offers the best card at its free position, so an end whose typical way home
misses day 80 is one that later markets may well strand (the hard level keeps a reserve
against it). A leg few cards can ride is seldom in the market at all: the typical figure
also adds ``MISSING_CARD_DAYS`` times the chance that none of the ``MARKET_CARDS`` cards
on offer can ride it (R2024-05), so that a way home that waits for one rare card counts
as longer than a turn nearer London with common cards and a common card home. When the
market is known (the hard level's checked ends), the first leg counts the cards in view
instead: they stay until taken, so a card missing now is likely missing next turn too.

Built once per map and card set (a second or two) and kept, like the way-home graph, in
the program (by the digests of the map and the card set) and on disk (``ai.table_store``).
"""

from __future__ import annotations

import math
import threading
import weakref
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace

import numpy as np
from numpy.typing import NDArray

from eighty_days.ai.base import forget_oldest
from eighty_days.engine.journey import CardSet
from eighty_days.engine.journey.cards import segment_lengths
from eighty_days.sheet.geometry import RouteGeometry
from eighty_days.sheet.model import Point, SheetMap, Transport

FloatArray = NDArray[np.float64]
BoolArray = NDArray[np.bool_]


IntArray = NDArray[np.intp]


#: Days that stand for "London cannot be reached at all".
NEVER = 1e6
#: Days a train or ship leg costs beyond its card's travel days in the typical table: the
#: market's positions cost +0 to +3 days (R2024-05) and the best card is seldom there.
TURN_DAYS = 2.5
#: Cards a player chooses from in a turn: the six of the market and the deck's top card
#: (R2024-05) ...
MARKET_CARDS = 7
#: ... and the days a typical way home loses when none of them can ride its next leg (a
#: turn spent elsewhere, or waiting)
MISSING_CARD_DAYS = 6.0
#: The chance that a rival moving first takes the one card in the market a player's next
#: turn needs (R2024-02, R2024-05) ...
RIVAL_TAKES = 0.3
#: ... and the cards turned up before the player's next turn (the player's own and a
#: rival's taken cards are replaced)
NEW_CARDS = 2
#: The three figures, in the order of ``ReachTable.figures``: tickets paid in pounds,
#: tickets paid in days, the typical way home.
PAID, UNPAID, TYPICAL = 0, 1, 2


#: Ruler lengths are compared with this slack (ruler units).
EPSILON = 1e-9
#: Around Arrival London the graph's waypoints are too coarse for the bent ways in (round
#: Ireland to Liverpool, say): nodes are added this close to it (ruler units) ...
ARRIVAL_RING_UNITS = 3.0
#: ... this far apart (ruler units).
ARRIVAL_SPACING_UNITS = 0.3
#: A route's every segment but its last is drawn at full length (R2024-10); a hop that
#: ends on a bend may fall this much short of it (ruler units), as the bend's true point
#: need not be a node.
HINGE_SLACK = 0.5
#: A ruler's segments, ruler units, rounded so that equal rulers share their reach.
Segments = tuple[float, ...]


#: The first hops of this many points are kept: a decision asks about the same ends over
#: and over (an offer's routes and the next market's, a balloon's and a card's), and the
#: next decisions about many of them again.
FIRST_HOPS_KEPT = 10_000
#: At most this many points' figures home are kept (``ReachTable.all_home``; the oldest
#: half is then forgotten): a game played to its end asks about the same ends again.
HOMES_KEPT = 20_000
#: At most this many sets of first legs' costs are kept, one per kind of legs and market
#: in view (``ReachTable._leg_costs``; the oldest half is then forgotten).
LEG_COSTS_KEPT = 2000


@dataclass(frozen=True)
class FirstLeg:
    """One way to begin a card's route from a point off the graph: a straight first hop of
    up to ``reach`` units (the ruler's first segments), then the rest of the ruler
    (``rest``, empty for none) from the node it reaches; ``costs``: the card's days for
    each figure (the cheapest card of that ruler)."""

    reach: float
    rest: Segments
    costs: tuple[float, float, float]
    #: the card's whole ruler, and how many cards of the game can ride this leg (0: not
    #: counted, a balloon's)
    ruler: Segments = ()
    riders: int = 0

    def rides(self, ruler: Segments) -> bool:
        """Whether a card with ``ruler`` can ride this leg too: a straight leg, any ruler
        at least as long (a hinge may be left straight); a bent one, only its own."""
        if self.rest:
            return ruler == self.ruler
        return sum(ruler) >= self.reach - EPSILON


@dataclass(frozen=True)
class ReachTable:
    """Fewest days to Arrival London from every node, per set of unused balloons."""

    xy: FloatArray
    unit: float
    #: ``figures[figure, mask, node]``: bit ``i`` of ``mask`` set = balloon
    #: ``balloon_ids[i]`` unused; figure ``PAID``: travel days only (every ticket paid
    #: in pounds); ``UNPAID``: every ticket paid in days (no money at all, R2024-06);
    #: ``TYPICAL``: travel days plus ``TURN_DAYS`` for each train or ship leg (R2024-05)
    figures: FloatArray
    balloon_ids: tuple[str, ...]
    #: the first legs of the train/ship cards, and per balloon
    card_legs: tuple[FirstLeg, ...]
    balloon_legs: tuple[tuple[FirstLeg, ...], ...]
    #: the nodes a route may bend on, per transport
    bends: dict[Transport, BoolArray]
    #: the nodes reachable from each node with the rest of a ruler, per transport
    rests: dict[tuple[Transport, Segments], BoolArray]
    #: the transport cards of the game
    card_count: int = 0
    #: the best figure over what the rest of a ruler reaches (filled when first asked)
    _after_rest: dict[tuple[int, int, Transport, Segments], FloatArray] = field(
        default_factory=dict, compare=False, repr=False
    )
    #: the same, stacked for each kind of legs (filled when first asked)
    _after_legs_made: dict[tuple[int, int, Transport, int], FloatArray] = field(
        default_factory=dict, compare=False, repr=False
    )
    #: per kind of legs and market in view: the legs' costs (filled when first asked)
    _leg_costs_made: dict[tuple[int, tuple[Segments, ...] | None], FloatArray] = field(
        default_factory=dict, compare=False, repr=False
    )
    _lock: threading.Lock = field(default_factory=threading.Lock, compare=False, repr=False)
    #: per kind of way (a card or a balloon) and point: the nodes a first hop reaches
    #: legally (filled when first asked)
    _first_hops: dict[tuple[Transport, float, float], IntArray] = field(
        default_factory=dict, compare=False, repr=False
    )
    #: per point, balloons unused and market in view: ``all_home``'s figures (filled when
    #: first asked)
    _homes: dict[
        tuple[float, float, tuple[int, tuple[Segments, ...] | None]], tuple[float, float, float]
    ] = field(default_factory=dict, compare=False, repr=False)
    #: the geometry the kept first hops and figures home were judged with
    _kept_of: list[weakref.ref[RouteGeometry]] = field(
        default_factory=list, compare=False, repr=False
    )

    def _keep_for(self, geometry: RouteGeometry) -> None:
        """Forget the kept first hops and figures home if they were judged with another
        geometry than ``geometry``."""
        with self._lock:
            if not self._kept_of or self._kept_of[0]() is not geometry:
                self._first_hops.clear()
                self._homes.clear()
                self._kept_of[:] = [weakref.ref(geometry)]

    def homes_kept(self) -> int:
        """How many points' figures home are kept (``all_home``)."""
        return len(self._homes)

    def forget_kept(self) -> None:
        """Forget the kept first hops and figures home (the next asks work them out)."""
        with self._lock:
            self._first_hops.clear()
            self._homes.clear()

    def work_out_start(self) -> None:
        """Work out now what a decision with every balloon unused asks first (the best
        figures over what each first leg's rest reaches), as ``all_home`` would when first
        asked: a game's first decisions then find it made."""
        every = (1 << len(self.balloon_ids)) - 1
        for figure in (PAID, UNPAID, TYPICAL):
            for transport in (Transport.TRAIN, Transport.SHIP):
                self._after_legs(figure, every, transport, -1, self.card_legs)
            for index, legs in enumerate(self.balloon_legs):
                self._after_legs(figure, every & ~(1 << index), Transport.BALLOON, index, legs)

    def mask_of(self, unused: Sequence[str]) -> int:
        """The bit mask of the balloons named in ``unused``."""
        return sum(1 << i for i, b in enumerate(self.balloon_ids) if b in set(unused))

    def node_days(self, unused_balloons: Sequence[str], pounds: float) -> FloatArray:
        """Per node of the table: the fewest days home with the balloons
        of ``unused_balloons`` and ``pounds`` to spare days of tickets paid in days."""
        mask = self.mask_of(unused_balloons)
        days: FloatArray = np.maximum(
            self.figures[PAID, mask], self.figures[UNPAID, mask] - max(pounds, 0.0)
        )
        return days

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
        offered: Sequence[Segments] | None = None,
    ) -> tuple[FloatArray, FloatArray, FloatArray]:
        """From each of ``points``: the fewest days home with every ticket paid in pounds,
        with every ticket paid in days, and the typical days (``work_out_all_home``, whose
        figures for each point are kept: the same ends come back in later decisions)."""
        self._keep_for(geometry)
        situation = (self.mask_of(unused_balloons), None if offered is None else tuple(offered))
        keys = [(float(x), float(y), situation) for x, y in points]
        known = {key: self._homes.get(key) for key in keys}
        missing = [key for key, figures in known.items() if figures is None]
        if missing:
            paid, unpaid, typical = self.work_out_all_home(
                geometry, [(x, y) for x, y, _ in missing], unused_balloons, offered
            )
            judged = {
                key: (float(a), float(b), float(t))
                for key, a, b, t in zip(missing, paid, unpaid, typical, strict=True)
            }
            known.update(judged)
            with self._lock:
                self._homes.update(judged)
                forget_oldest(self._homes, HOMES_KEPT)
        best = np.array([known[key] for key in keys], dtype=np.float64).reshape(-1, 3).T
        return best[PAID].copy(), best[UNPAID].copy(), best[TYPICAL].copy()

    def work_out_all_home(
        self,
        geometry: RouteGeometry,
        points: Sequence[Point],
        unused_balloons: Sequence[str],
        offered: Sequence[Segments] | None = None,
    ) -> tuple[FloatArray, FloatArray, FloatArray]:
        """From each of ``points``: the fewest days home with every ticket paid in pounds,
        with every ticket paid in days, and the typical days (``typical``).

        ``offered``: the rulers of the market's cards that will still lie there at the
        player's next turn, if known: the typical figure's first leg then counts the
        chance that none of them, nor the cards turned up meanwhile, can ride it
        (``estimate_next_turn_missing``) instead of a fresh market's."""
        count = len(points)
        best = np.full((3, count), NEVER)
        if not count:
            return best[PAID], best[UNPAID], best[TYPICAL]
        mask = self.mask_of(unused_balloons)
        here = np.array(points, dtype=np.float64).reshape(-1, 2)
        gaps = np.hypot(here[:, 0:1] - self.xy[None, :, 0], here[:, 1:2] - self.xy[None, :, 1])
        gaps /= self.unit
        # standing on a node: its own figures
        on_node = gaps < 1e-6
        for row, column in zip(*np.nonzero(on_node), strict=True):
            own = self.figures[:, mask, column].copy()
            if offered is not None and own[PAID] > 0:
                own[TYPICAL] = NEVER  # the first legs below count the market in view
            best[:, row] = np.minimum(best[:, row], own)
        # (transport, the legs' kind: -1 a card's, else the balloon's index, the legs, the
        # balloons unused after them)
        ways: list[tuple[Transport, int, tuple[FirstLeg, ...], int]] = [
            (Transport.TRAIN, -1, self.card_legs, mask),
            (Transport.SHIP, -1, self.card_legs, mask),
        ]
        for index, legs in enumerate(self.balloon_legs):
            if mask & (1 << index):
                ways.append((Transport.BALLOON, index, legs, mask & ~(1 << index)))
        hops = {
            transport: self.first_hops(geometry, points, transport)
            for transport in {way[0] for way in ways}
        }
        for transport, kind, legs, after in ways:
            rows, columns = hops[transport]
            lengths = gaps[rows, columns]
            reach = np.array([leg.reach for leg in legs])
            # per leg (rows) and hop (columns): may the leg begin with the hop?
            near = lengths[None, :] <= reach[:, None] + EPSILON
            bent = np.array([bool(leg.rest) for leg in legs])
            near[bent] &= self.bends[transport][columns][None, :] & (
                lengths[None, :] >= reach[bent, None] - HINGE_SLACK
            )
            useful = np.flatnonzero(near.any(axis=1))
            if not len(useful):
                continue
            used = near.any(axis=0)
            near = near[useful][:, used]
            costs = self._leg_costs(kind, legs, offered)[useful]
            for figure in (PAID, UNPAID, TYPICAL):
                after_rest = self._after_legs(figure, after, transport, kind, legs)
                # each hop's best leg, then each point's best hop
                ends = np.where(
                    near, costs[:, figure, None] + after_rest[np.ix_(useful, columns[used])], NEVER
                )
                np.minimum.at(best[figure], rows[used], ends.min(axis=0))
        return best[PAID], best[UNPAID], best[TYPICAL]

    def first_hops(
        self, geometry: RouteGeometry, points: Sequence[Point], transport: Transport
    ) -> tuple[IntArray, IntArray]:
        """The legal first hops from ``points``: (point index, node index) pairs of the
        nodes (other than the point itself) that a straight ``transport`` hop from the
        point reaches, no longer than the longest first leg of any card (train, ship) or
        any balloon (balloon). Each point's hops are judged once and kept."""
        self._keep_for(geometry)
        keys = [(transport, float(x), float(y)) for x, y in points]
        known = {key: self._first_hops.get(key) for key in keys}
        missing = [key for key, hops in known.items() if hops is None]
        if missing:
            known.update(self._judge_first_hops(geometry, missing))
        found: list[IntArray] = []
        for key in keys:
            hops = known[key]
            assert hops is not None
            found.append(hops)
        rows = np.repeat(np.arange(len(keys), dtype=np.intp), [len(f) for f in found])
        columns = np.concatenate(found) if found else np.zeros(0, dtype=np.intp)
        return rows, columns.astype(np.intp, copy=False)

    def _judge_first_hops(
        self, geometry: RouteGeometry, keys: Sequence[tuple[Transport, float, float]]
    ) -> dict[tuple[Transport, float, float], IntArray]:
        """Judge, keep and return the first hops of the points of ``keys`` (one transport)."""
        transport = keys[0][0]
        legs = (
            [leg for legs in self.balloon_legs for leg in legs]
            if transport is Transport.BALLOON
            else list(self.card_legs)
        )
        longest = max((leg.reach for leg in legs), default=0.0)
        here = np.array([(x, y) for _, x, y in keys], dtype=np.float64).reshape(-1, 2)
        gaps = np.hypot(here[:, 0:1] - self.xy[None, :, 0], here[:, 1:2] - self.xy[None, :, 1])
        gaps /= self.unit
        rows, columns = np.nonzero((gaps <= longest + EPSILON) & (gaps >= 1e-6))
        legal = geometry.judge_segments(here[rows], self.xy[columns], transport)
        rows, columns = rows[legal], columns[legal]
        starts = np.searchsorted(rows, np.arange(len(keys) + 1))
        judged = {
            key: columns[starts[row] : starts[row + 1]].copy() for row, key in enumerate(keys)
        }
        with self._lock:
            self._first_hops.update(judged)
            forget_oldest(self._first_hops, FIRST_HOPS_KEPT)
        return judged

    def known_costs(self, leg: FirstLeg, offered: Sequence[Segments]) -> tuple[float, float, float]:
        """A first leg's costs when the market's cards ``offered`` are known."""
        visible = sum(1 for ruler in offered if leg.rides(ruler))
        unseen = self.card_count - len(offered) - 1
        missing = estimate_next_turn_missing(visible, leg.riders - visible, unseen)
        paid, unpaid, _ = leg.costs
        return paid, unpaid, paid + TURN_DAYS + MISSING_CARD_DAYS * missing

    def _leg_costs(
        self, kind: int, legs: Sequence[FirstLeg], offered: Sequence[Segments] | None
    ) -> FloatArray:
        """The costs of each of ``legs`` (of ``kind``: -1 the cards', else a balloon's
        index), one row per leg: ``known_costs`` with the market's cards ``offered`` if
        known and the leg is a card's, else its own (kept once made)."""
        key = (kind, None if offered is None else tuple(offered))
        found = self._leg_costs_made.get(key)
        if found is None:
            found = np.array(
                [
                    self.known_costs(leg, offered)
                    if offered is not None and leg.riders
                    else leg.costs
                    for leg in legs
                ],
                dtype=np.float64,
            ).reshape(-1, 3)
            with self._lock:
                self._leg_costs_made[key] = found
                forget_oldest(self._leg_costs_made, LEG_COSTS_KEPT)
        return found

    def _after_legs(
        self, figure: int, mask: int, transport: Transport, kind: int, legs: Sequence[FirstLeg]
    ) -> FloatArray:
        """``_after`` for each of ``legs`` (of ``kind``: -1 the cards', else a balloon's
        index), one row per leg (kept once made)."""
        key = (figure, mask, transport, kind)
        found = self._after_legs_made.get(key)
        if found is None:
            found = np.stack([self._after(figure, mask, transport, leg.rest) for leg in legs])
            with self._lock:
                self._after_legs_made[key] = found
        return found

    def _after(self, figure: int, mask: int, transport: Transport, rest: Segments) -> FloatArray:
        """Per node: the best ``figure`` (with the balloons of ``mask`` unused) over the
        nodes the rest of a ruler reaches from it (the node's own figure if no rest)."""
        own: FloatArray = self.figures[figure, mask]
        if not rest:
            return own
        key = (figure, mask, transport, rest)
        found = self._after_rest.get(key)
        if found is None:
            found = _best_over(self.rests[(transport, rest)], own)
            with self._lock:
                self._after_rest[key] = found
        return found


def _best_over(reaches: BoolArray, figures: FloatArray) -> FloatArray:
    """Per row of ``reaches``: the least of ``figures`` over the nodes it reaches."""
    best: FloatArray = np.where(reaches, figures[None, :], NEVER).min(axis=1)
    return best


def cut_ruler_segments(length: float, marks: Sequence[float]) -> Segments:
    """A ruler's segments from mark to mark (ruler units, rounded to a thousandth)."""
    return tuple(round(segment, 3) for segment in segment_lengths(length, tuple(marks)))


def list_groupings(segments: Segments) -> Iterator[tuple[float, ...]]:
    """Every way to draw a ruler as straight hops: each hop covers one or more of its
    consecutive segments (a hinge left straight joins two); yields the hops' reaches."""
    if not segments:
        return
    for split in range(1, len(segments) + 1):
        head = round(sum(segments[:split]), 3)
        if split == len(segments):
            yield (head,)
        else:
            for tail in list_groupings(segments[split:]):
                yield (head, *tail)


def list_first_legs(segments: Segments, costs: tuple[float, float, float]) -> list[FirstLeg]:
    """The ways to begin a route with a ruler of ``segments``: a first straight hop over
    its first one or more segments, then the rest."""
    return [
        FirstLeg(round(sum(segments[:split]), 3), segments[split:], costs)
        for split in range(1, len(segments) + 1)
    ]


class _Reaches:
    """The graph's hops per transport and the nodes each ruler reaches in one turn."""

    def __init__(self, geometry: RouteGeometry, xy: FloatArray, unit: float, longest: float):
        count = len(xy)
        self.count = count
        first, second = np.triu_indices(count, k=1)
        lengths = np.hypot(xy[first, 0] - xy[second, 0], xy[first, 1] - xy[second, 1]) / unit
        near = lengths <= longest + EPSILON
        first, second, lengths = first[near], second[near], lengths[near]
        self.lengths = np.full((count, count), np.inf)
        self.lengths[first, second] = lengths
        self.lengths[second, first] = lengths
        self.legal: dict[Transport, BoolArray] = {}
        for transport in (Transport.TRAIN, Transport.SHIP, Transport.BALLOON):
            verdict = geometry.judge_segments(xy[first], xy[second], transport)
            legal = np.zeros((count, count), dtype=bool)
            legal[first[verdict], second[verdict]] = True
            legal[second[verdict], first[verdict]] = True
            self.legal[transport] = legal
        land = np.array([geometry.is_land((float(x), float(y))) for x, y in xy], dtype=bool)
        self.bends: dict[Transport, BoolArray] = {
            Transport.TRAIN: land,
            Transport.SHIP: ~land,
            Transport.BALLOON: np.ones(count, dtype=bool),
        }
        self._hops: dict[tuple[Transport, float, bool], NDArray[np.float32]] = {}
        self._reach: dict[tuple[Transport, Segments], BoolArray] = {}

    def hops(self, transport: Transport, reach: float, *, bent: bool) -> NDArray[np.float32]:
        """1 where a straight ``transport`` hop of at most ``reach`` units joins two nodes
        (``bent``: a hop that ends on a bend, at least ``reach - HINGE_SLACK`` long)."""
        key = (transport, reach, bent)
        if key not in self._hops:
            hop = self.legal[transport] & (self.lengths <= reach + EPSILON)
            if bent:
                hop &= self.lengths >= reach - HINGE_SLACK
            self._hops[key] = hop.astype(np.float32)
        return self._hops[key]

    def reach(self, transport: Transport, segments: Segments) -> BoolArray:
        """Which nodes a ``transport`` route with a ruler of ``segments`` reaches from each
        node in one turn (bending only on the transport's own nodes)."""
        key = (transport, segments)
        if key in self._reach:
            return self._reach[key]
        bends = self.bends[transport].astype(np.float32)
        total = np.zeros((self.count, self.count), dtype=bool)
        for hops in list_groupings(segments):
            chain = self.hops(transport, hops[0], bent=len(hops) > 1)
            for place, hop in enumerate(hops[1:], start=2):
                step = self.hops(transport, hop, bent=place < len(hops))
                chain = ((chain * bends[None, :]) @ step > 0).astype(np.float32)
            total |= chain > 0
        self._reach[key] = total
        return total


@dataclass(frozen=True)
class Rulers:
    """The rulers of a card set: the cheapest card of each train/ship ruler per figure and
    how many cards have it, and each balloon's ruler and costs."""

    by_ruler: dict[Segments, tuple[float, float, float]]
    how_many: dict[Segments, int]
    card_count: int
    balloon_ids: tuple[str, ...]
    balloon_rulers: tuple[tuple[Segments, tuple[float, float, float]], ...]


def count_rulers(cards: CardSet) -> Rulers:
    """The rulers of ``cards`` (``Rulers``)."""
    by_ruler: dict[Segments, tuple[float, float, float]] = {}
    how_many: dict[Segments, int] = {}
    for card in cards.transport_cards:
        segments = cut_ruler_segments(float(card.ruler.length), card.ruler.marks)
        how_many[segments] = how_many.get(segments, 0) + 1
        costs = (
            float(card.days),
            float(card.days + card.cost),
            float(card.days) + TURN_DAYS,
        )
        old = by_ruler.get(segments, (NEVER, NEVER, NEVER))
        by_ruler[segments] = (
            min(old[0], costs[0]),
            min(old[1], costs[1]),
            min(old[2], costs[2]),
        )
    balloon_ids = tuple(cards.balloon_ids)
    balloon_rulers: list[tuple[Segments, tuple[float, float, float]]] = []
    for balloon_id in balloon_ids:
        balloon = cards.balloon(balloon_id)
        segments = cut_ruler_segments(float(balloon.ruler.length), balloon.ruler.marks)
        days = float(balloon.days)
        balloon_rulers.append((segments, (days, days + float(balloon.cost), days)))
    return Rulers(
        by_ruler, how_many, len(cards.transport_cards), balloon_ids, tuple(balloon_rulers)
    )


def make_legs(
    rulers: Rulers,
) -> tuple[tuple[FirstLeg, ...], tuple[tuple[FirstLeg, ...], ...]]:
    """The first legs of the train/ship cards, and per balloon."""
    card_legs = tuple(
        _counted(leg, segments, rulers.how_many, rulers.card_count)
        for segments, costs in rulers.by_ruler.items()
        for leg in list_first_legs(segments, costs)
    )
    balloon_legs = tuple(
        tuple(list_first_legs(segments, costs)) for segments, costs in rulers.balloon_rulers
    )
    return card_legs, balloon_legs


def list_rest_keys(
    card_legs: tuple[FirstLeg, ...], balloon_legs: tuple[tuple[FirstLeg, ...], ...]
) -> list[tuple[Transport, Segments]]:
    """The rests of rulers a table keeps the reaches of (``ReachTable.rests``), in order."""
    keys: dict[tuple[Transport, Segments], None] = {}
    for transport, legs in (
        (Transport.TRAIN, card_legs),
        (Transport.SHIP, card_legs),
        *((Transport.BALLOON, legs) for legs in balloon_legs),
    ):
        for leg in legs:
            if leg.rest:
                keys[(transport, leg.rest)] = None
    return list(keys)


def build_reach_table(
    sheet: SheetMap, geometry: RouteGeometry, cards: CardSet, xy: FloatArray
) -> ReachTable:
    """Dijkstra from the arrival per set of unused balloons, fewest balloons first."""
    unit = sheet.ruler_unit
    arrival_xy = next((loc.x, loc.y) for loc in sheet.locations if loc.id == sheet.arrival)
    xy = np.vstack([xy, _arrival_ring(arrival_xy, unit, sheet.bounds)])
    # the cheapest card of each ruler, per figure, and how many cards have each ruler
    rulers = count_rulers(cards)
    by_ruler, how_many, card_count = rulers.by_ruler, rulers.how_many, rulers.card_count
    balloon_ids, balloon_rulers = rulers.balloon_ids, rulers.balloon_rulers
    longest = max((sum(s) for s in (*by_ruler, *(b[0] for b in balloon_rulers))), default=0.0)
    reaches = _Reaches(geometry, xy, unit, longest)
    count = len(xy)
    # one turn by train or ship from each node to each node: the cheapest card's days
    turn = np.full((3, count, count), NEVER)
    riders = np.zeros((count, count), dtype=np.int32)
    for segments, costs in by_ruler.items():
        ridden = reaches.reach(Transport.TRAIN, segments) | reaches.reach(Transport.SHIP, segments)
        riders += ridden * np.int32(how_many[segments])
        for figure in (PAID, UNPAID, TYPICAL):
            turn[figure] = np.where(ridden, np.minimum(turn[figure], costs[figure]), turn[figure])
    missing = np.array([estimate_missing_chance(n, card_count) for n in range(card_count + 1)])
    turn[TYPICAL] = np.where(
        riders > 0, turn[TYPICAL] + MISSING_CARD_DAYS * missing[riders], turn[TYPICAL]
    )
    flown = [reaches.reach(Transport.BALLOON, segments) for segments, _ in balloon_rulers]
    masks = 1 << len(balloon_ids)
    figures = np.full((3, masks, count), NEVER)
    arrival = int(np.argmin(np.hypot(xy[:, 0] - arrival_xy[0], xy[:, 1] - arrival_xy[1])))
    for figure in (PAID, UNPAID, TYPICAL):
        for mask in sorted(range(masks), key=lambda m: bin(m).count("1")):
            start = np.full(count, NEVER)
            start[arrival] = 0.0
            for index, (_, costs) in enumerate(balloon_rulers):
                if mask & (1 << index):
                    rest = figures[figure, mask & ~(1 << index)]
                    start = np.minimum(start, costs[figure] + _best_over(flown[index], rest))
            figures[figure, mask] = _dijkstra(turn[figure], start)
    card_legs, balloon_legs = make_legs(rulers)
    rests = {
        (transport, rest): reaches.reach(transport, rest)
        for transport, rest in list_rest_keys(card_legs, balloon_legs)
    }
    return ReachTable(
        xy, unit, figures, balloon_ids, card_legs, balloon_legs, reaches.bends, rests, card_count
    )


def estimate_missing_chance(riders: int, cards: int) -> float:
    """The chance that none of the ``MARKET_CARDS`` cards on offer, drawn from ``cards``
    cards of which ``riders`` can ride a leg, can ride it."""
    offered = min(MARKET_CARDS, cards)
    if riders <= 0:
        return 1.0
    return float(math.comb(cards - riders, offered) / math.comb(cards, offered))


def estimate_next_turn_missing(visible: int, hidden: int, unseen: int) -> float:
    """The chance that no card able to ride a leg is on offer at the player's next turn,
    when ``visible`` such cards lie in the market now and ``hidden`` more are among the
    ``unseen`` cards: a rival moving first takes one of those in view with the chance
    ``RIVAL_TAKES`` (one card a turn), and ``NEW_CARDS`` cards are turned up meanwhile."""
    if visible > 1:
        return 0.0
    fresh = max(1.0 - max(hidden, 0) / unseen, 0.0) ** NEW_CARDS if unseen > 0 else 1.0
    return (RIVAL_TAKES if visible else 1.0) * fresh


def _counted(
    leg: FirstLeg, segments: Segments, how_many: dict[Segments, int], cards: int
) -> FirstLeg:
    """A first leg of a ruler of ``segments`` with the cards able to ride it counted, its
    typical figure adding the chance that none of a fresh market's can."""
    counted = replace(leg, ruler=segments)
    riders = sum(n for ruler, n in how_many.items() if counted.rides(ruler))
    paid, unpaid, typical = leg.costs
    return replace(
        counted,
        riders=riders,
        costs=(paid, unpaid, typical + MISSING_CARD_DAYS * estimate_missing_chance(riders, cards)),
    )


def _arrival_ring(
    arrival: Point, unit: float, bounds: tuple[float, float, float, float]
) -> FloatArray:
    """Extra nodes round the arrival, ``ARRIVAL_SPACING_UNITS`` apart, inside the map."""
    offsets = np.arange(-ARRIVAL_RING_UNITS, ARRIVAL_RING_UNITS + 1e-9, ARRIVAL_SPACING_UNITS)
    grid = np.array(
        [(arrival[0] + dx * unit, arrival[1] + dy * unit) for dx in offsets for dy in offsets],
        dtype=np.float64,
    )
    x_min, y_min, x_max, y_max = bounds
    inside = (
        (grid[:, 0] > x_min) & (grid[:, 0] < x_max) & (grid[:, 1] > y_min) & (grid[:, 1] < y_max)
    )
    near = np.hypot(grid[:, 0] - arrival[0], grid[:, 1] - arrival[1]) <= ARRIVAL_RING_UNITS * unit
    return grid[inside & near]


def _dijkstra(turn: FloatArray, start: FloatArray) -> FloatArray:
    """Fewest days from each node given each node's own best start figure and
    ``turn[a, b]``, the days of one turn from node ``a`` to node ``b``."""
    distance = start.copy()
    done = np.zeros(len(distance), dtype=bool)
    while True:
        open_distance = np.where(done, np.inf, distance)
        here = int(np.argmin(open_distance))
        if open_distance[here] >= NEVER:
            break
        done[here] = True
        np.minimum(distance, turn[:, here] + distance[here], out=distance)
    return np.minimum(distance, NEVER)
