"""What one decision of the journey opponents knows, worked out once from the state.

``make_context`` gives the ``Context`` of the active player: the map and its way-home
graph, the player's route end, per location the fame, income and way home of ending there,
the calendar points to expect, and at the hard level the reach table, the rivals' race
home and the duel's forecast (R2024-04). ``Offer`` is one transport the player may take
(or the card in hand), as the engine quotes it (``list_offers``, ``quote_card_in_hand``).
The rules' own numbers the valuation needs (the arrival's points, Fogg's and Fix's
pounds) are here too; the tuning values are the context's ``weights``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

import numpy as np
from numpy.typing import NDArray

if TYPE_CHECKING:
    from eighty_days.ai.journey.valuation import OfferTerms


from eighty_days.ai.journey.home import HomeGraph, load_home_graph, load_reach_table, prepare
from eighty_days.ai.journey.home_table import ReachTable, Segments, cut_ruler_segments
from eighty_days.ai.journey.weights import DEFAULT_WEIGHTS, Weights
from eighty_days.engine.journey import (
    LAST_DAY,
    MAX_POUNDS,
    SLOTS,
    Character,
    JourneyState,
    Phase,
    Quote,
    Ruler,
    Slot,
    TakeBalloon,
    TakeTransport,
    TransportChoice,
    held_ruler,
    legal_transport_actions,
    player_score,
    quote,
)
from eighty_days.sheet.geometry import RouteGeometry
from eighty_days.sheet.model import LocationType, Point, SheetMap, Transport

FloatArray = NDArray[np.float64]


#: Fogg's pounds (rulebook, Characters; ruling R2024-09).
FOGG_POUNDS = 7
#: Fix's back: pounds each target spends.
FIX_BACK_POUNDS = 2
#: Calendar points for the first arrival in time and for later ones (ruling R2024-04).
FIRST_ARRIVAL_POINTS = 12.0
LATER_ARRIVAL_POINTS = 5.0
#: Spare days are judged down to this many missing (the chance of arriving in time is 0).
FAR_SLACK = 200.0


@dataclass(frozen=True)
class Context:
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
    #: with any card (``home_table``), which checks every route end it may choose
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
    #: points are still to win (hard level; ``estimate_rival_home_day``); inf: no race counted
    rival_eta: float = math.inf
    #: whether ``rival_final`` is the forecast of a rival still on its way (the duel's
    #: end, ``play_duel_end``): the race for the first arrival is still on
    rival_forecast: bool = False
    #: the fame the rival may still win on its way, with the forecast (``play_duel_end``)
    rival_fame_to_come: float = 0.0
    #: the weights the decision is made with
    weights: Weights = DEFAULT_WEIGHTS
    #: per offer, what its valuations share (``work_out_offer_terms``), worked out once
    offer_terms: dict[Offer, OfferTerms] = field(
        default_factory=dict, init=False, compare=False, repr=False
    )


def _read_market_rulers(state: JourneyState) -> tuple[tuple[Slot, Segments], ...]:
    """The rulers of the cards in the market's two rows, by slot (R2024-05)."""
    cards = state.config.cards
    found: list[tuple[Slot, Segments]] = []
    for slot in SLOTS:
        row = state.train_row if slot.row is Transport.TRAIN else state.ship_row
        if slot.row is None or slot.position >= len(row):
            continue
        ruler = cards.transport(row[slot.position]).ruler
        found.append((slot, cut_ruler_segments(float(ruler.length), ruler.marks)))
    return tuple(found)


def predict_next_market(ctx: Context, offer: Offer) -> tuple[Segments, ...]:
    """The rulers of the market's cards still in view at the player's next turn once it
    takes ``offer`` (a rival's take and the new cards are left to chance)."""
    taken = find_slot(offer)
    return tuple(ruler for slot, ruler in ctx.market if slot is not taken)


def make_context(
    state: JourneyState, *, hard: bool = False, weights: Weights = DEFAULT_WEIGHTS
) -> Context:
    """What one decision for the active player needs; ``hard``: for the hard level."""
    player_index = state.active
    assert player_index is not None
    config = state.config
    if hard:
        prepare(config)  # waits for a build under way (the program starts one early)
    sheet = config.sheet
    geometry = config.geometry
    graph = load_home_graph(sheet, geometry)
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
            gain += weights.area_fame
        if location.type is LocationType.ADVENTURE:
            adventure[index] = 1.0
            if location.id not in visited:
                gain += weights.adventure_fame
        gain += weights.adventure_fame * claimable.get(location.id, 0)
        fame[index] = gain
        pounds[index] = income.pounds_at(location.id)
    ids = tuple(loc.id for loc in locations)
    days_per_unit, pounds_per_unit = _average_card_rates(config.cards.transport_cards, weights)
    first_by = _find_first_arrival_day(state, player_index, exact=hard)
    reach = load_reach_table(sheet, geometry, config.cards, graph.xy) if hard else None
    unused = tuple(b for b in config.cards.balloon_ids if b not in set(player.balloons_used))
    rival_final = find_rival_final(state, player_index) if hard else None
    end_game = rival_final is not None
    return Context(
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
            weights.duel_calendar_expected
            if hard and len(state.players) == 2
            else weights.calendar_expected
        ),
        bent_offers=weights.bent_offers if hard else weights.normal_bent_offers,
        rival_final=rival_final,
        fame_now=count_fame_won(state, player_index, weights) if end_game else 0.0,
        balloons_left=player_score(state, player_index).balloons if end_game else 0,
        days_per_unit=days_per_unit,
        pounds_per_unit=pounds_per_unit,
        reach=reach,
        unused_balloons=unused,
        fix_threat=estimate_fix_threat(state, weights) if hard else 0.0,
        weights=weights,
        hard=hard,
        market=_read_market_rulers(state) if hard else (),
        rival_eta=(
            estimate_rival_home_day(state, player_index, reach)
            if reach is not None and first_by == math.inf and rival_final is None
            else math.inf
        ),
        # while drawing, the days of the card in hand are counted already: whether a route
        # strands is judged by its end, whatever the route end now
        lost_now=(
            reach is not None
            and state.phase is Phase.TAKE_TRANSPORT
            and is_lost(state, player_index, reach, unused)
        ),
    )


def is_lost(state: JourneyState, player: int, reach: ReachTable, unused: tuple[str, ...]) -> bool:
    """Whether London is out of reach by day 80 from ``player``'s route end with any card
    of the game, the pounds in hand and still to earn counted (R2024-04)."""
    me = state.players[player]
    if me.arrived or me.journey_ended:
        return False
    paid, unpaid = reach.days_home(state.config.geometry, [me.route_end], unused)[0]
    pounds = me.money + max(MAX_POUNDS - me.earned, 0)
    return me.day + max(paid, unpaid - pounds) > LAST_DAY


def estimate_rival_home_day(state: JourneyState, player: int, reach: ReachTable) -> float:
    """In a game of two, the day the rival is expected home in London: its day and its
    typical way home (``home_table``), tickets paid with its pounds in hand and the rest
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
    needed = float(count_typical_days_home(paid, unpaid, typical, max(rival.money, 0))[0])
    return rival.day + min(needed, FAR_SLACK)


def count_typical_days_home(
    paid: FloatArray, unpaid: FloatArray, typical: FloatArray, in_hand: float | FloatArray
) -> FloatArray:
    """The days a way home takes (``home_table``'s figures): the typical days, its
    tickets paid with the pounds ``in_hand`` and the rest in days, never fewer than the
    fewest days (R2024-06)."""
    spent = typical + np.maximum(unpaid - paid - in_hand, 0.0)
    return np.asarray(np.maximum(spent, np.maximum(paid, unpaid - in_hand)), dtype=np.float64)


def estimate_fix_threat(state: JourneyState, weights: Weights, *, deck_top: bool = True) -> float:
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
    return min(weights.fix_threat_max, weights.fix_threat_per_card * count)


def find_rival_final(state: JourneyState, player: int) -> tuple[int, int, int] | None:
    """The best rival's final (total, calendar, adventures) if every rival's journey has
    ended, else None (ruling R2024-14 and the rulebook's tie-breaks: calendar, adventures)."""
    rivals = [i for i in range(len(state.players)) if i != player]
    if not rivals or not all(state.players[i].journey_ended for i in rivals):
        return None
    finals = [player_score(state, i) for i in rivals]
    return max((s.total, s.calendar, s.adventures) for s in finals)


def forecast_duel(
    state: JourneyState,
    player: int,
    reach: ReachTable,
    weights: Weights,
    rival_eta: float | None = None,
) -> tuple[int, int, int] | None:
    """In a game of two before any arrival, the rival still on its way: its final
    (total, calendar points, adventures) should the player arrive first, as far as it is
    sure now: its score now and the later arrival's points, unless London is out of its
    reach by day 80 (R2024-04, R2024-14) or its typical way home (``estimate_rival_home_day``)
    misses day 80 by more than ``Weights.rival_late_days``; None otherwise. ``rival_eta``: that
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
        rival_eta = estimate_rival_home_day(state, player, reach)
    # a typical way home that misses day 80 by far: only a market's luck brings it home
    late = is_far_too_late(rival_eta, weights) or is_lost(state, rival_index, reach, unused)
    calendar = 0 if late else int(LATER_ARRIVAL_POINTS)
    return (score.total - score.calendar + calendar, calendar, score.adventures)


def _forecast_for(ctx: Context) -> tuple[int, int, int] | None:
    """The rival's forecast final (``forecast_duel``) where the hard level has a duel's
    end to play: a game of two whose race for the first arrival is on, no rival done."""
    if not ctx.hard or ctx.reach is None or ctx.rival_final is not None:
        return None
    if ctx.rival_eta == math.inf:
        return None
    return forecast_duel(ctx.state, ctx.player, ctx.reach, ctx.weights, ctx.rival_eta)


def is_far_too_late(rival_eta: float, weights: Weights) -> bool:
    """Whether a rival expected home on ``rival_eta`` misses day 80 by more than
    ``Weights.rival_late_days``: the forecast then gives it no later arrival's points."""
    return rival_eta > LAST_DAY + weights.rival_late_days


def play_duel_end(ctx: Context) -> Context | None:
    """``ctx`` playing for a win against the rival's forecast final (``forecast_duel``)
    instead of for points: the hard level's duel end; None where there is no such duel."""
    forecast = _forecast_for(ctx)
    if forecast is None:
        return None
    return replace(
        ctx,
        rival_final=forecast,
        rival_forecast=True,
        rival_fame_to_come=ctx.weights.rival_fame_after + estimate_rival_fame_to_come(ctx),
        fame_now=count_fame_won(ctx.state, ctx.player, ctx.weights),
        balloons_left=player_score(ctx.state, ctx.player).balloons,
    )


def estimate_rival_fame_to_come(ctx: Context) -> float:
    """The fame the rival of a game of two may still win on its way, by the spare days of
    its typical way home (``Weights.rival_fame_per_spare_day``); a rival expected home after day
    80 by more than ``Weights.rival_late_days`` plays on for fame until day 80 instead."""
    spare = LAST_DAY - ctx.rival_eta
    if is_far_too_late(ctx.rival_eta, ctx.weights):
        spare = LAST_DAY - ctx.state.players[1 - ctx.player].day
    more = max(spare - ctx.weights.rival_fame_from_days, 0.0) * ctx.weights.rival_fame_per_spare_day
    return min(more, ctx.weights.rival_fame_max)


def _find_first_arrival_day(state: JourneyState, player: int, *, exact: bool) -> float:
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


def _average_card_rates(cards: Sequence[Any], weights: Weights) -> tuple[float, float]:
    """Average days per ruler unit with no money, and pounds per unit, of a card set."""
    if not cards:
        return 1.5, 0.7
    days = [
        (c.days + weights.departure_days + c.cost) / (weights.ruler_use * c.ruler.length)
        for c in cards
    ]
    pounds = [c.cost / (weights.ruler_use * c.ruler.length) for c in cards]
    return sum(days) / len(days), sum(pounds) / len(pounds)


@dataclass(frozen=True, slots=True)
class Offer:
    """A transport to take (or the one in hand): what it costs and what it brings."""

    choice: TransportChoice | None
    transport: Transport
    ruler: Ruler
    pounds: int
    days: int
    icon: Character | None
    is_balloon: bool


def list_offers(state: JourneyState) -> list[Offer]:
    offers: list[Offer] = []
    for choice in legal_transport_actions(state):
        offer = quote(state, choice)
        offers.append(_make_offer(choice, offer))
    return offers


def find_slot(offer: Offer) -> Slot | None:
    """The market place of ``offer`` (None for a balloon or the card in hand)."""
    choice = offer.choice
    return choice.slot if isinstance(choice, TakeTransport) else None


def _make_offer(choice: TransportChoice, offer: Quote) -> Offer:
    return Offer(
        choice,
        offer.transport,
        offer.ruler,
        offer.pounds_paid,
        offer.total_days,
        offer.icon,
        isinstance(choice, TakeBalloon),
    )


def quote_card_in_hand(state: JourneyState) -> Offer:
    held = state.in_hand
    ruler = held_ruler(state)
    assert held is not None and ruler is not None
    return Offer(None, held.transport, ruler, 0, 0, None, held.is_balloon)


def count_fame_won(state: JourneyState, player: int, weights: Weights) -> float:
    """Fame the player has won so far (areas, adventures), for comparing lines of play."""
    sheet = state.config.sheet
    me = state.players[player]
    visited = {sheet.location(v) for v in set(me.visits)}
    areas = len({location.area for location in visited})
    adventures = sum(1 for loc in visited if loc.type is LocationType.ADVENTURE)
    icons = sum(card.icons for card in sheet.adventure_cards if card.id in set(me.adventure_cards))
    return weights.area_fame * areas + weights.adventure_fame * (adventures + icons)
