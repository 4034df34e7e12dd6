"""The normal and hard levels' choice of a card and a route, and the hard level's
look-ahead.

``rank_choices`` values every (offer, candidate route) pair and checks the way home of
the best (bent routes only for the offers best without them). The hard level then looks
one turn ahead for its best few choices (``look_ahead``): the engine plays them, and the
best next turn from the position reached (the market as it will be, less the cards still
face down while deciding, and a rival moving first may take the card it needs) decides.
Behind the rival of a game of two it plays for a win (``play_duel_end``). A stay (a route
of no length) is drawn only when the one-turn valuation agrees (``find_better_than_staying``)
and never instead of arriving in time (R2024-04, R2024-05, R2024-06). ``choose_card`` and
``choose_route`` are the two decisions.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields, replace
from typing import Any

import numpy as np
from numpy.typing import NDArray

from eighty_days.ai.journey.cache import Cache, make_config_key
from eighty_days.ai.journey.candidates import (
    Judge,
    Routes,
    candidates,
    check_ways_home,
    is_drawable,
)
from eighty_days.ai.journey.context import (
    FIRST_ARRIVAL_POINTS,
    Context,
    Offer,
    _forecast_for,
    count_fame_won,
    estimate_fix_threat,
    estimate_rival_fame_to_come,
    find_slot,
    list_offers,
    make_context,
    play_duel_end,
    predict_next_market,
    quote_card_in_hand,
)
from eighty_days.ai.journey.home_table import RIVAL_TAKES, Segments
from eighty_days.ai.journey.valuation import value, value_with_strandings
from eighty_days.ai.journey.weights import DEFAULT_WEIGHTS, Weights
from eighty_days.engine.common import IllegalActionError
from eighty_days.engine.journey import (
    LAST_DAY,
    DrawRoute,
    JourneyState,
    Phase,
    Ruler,
    Slot,
    TakeBalloon,
    TransportChoice,
    apply,
    player_score,
)
from eighty_days.sheet.model import Point, Transport

FloatArray = NDArray[np.float64]


def play_choice(state: JourneyState, choice: Choice) -> JourneyState | None:
    """``state`` after the active player's ``choice`` (its transport, then its route);
    None if the engine refuses it."""
    try:
        if choice.offer.choice is not None:
            state = apply(state, choice.offer.choice)
        return apply(state, DrawRoute(choice.route))
    except IllegalActionError:
        return None


def is_behind_the_rival(ctx: Context, choice: Choice) -> bool:
    """Whether, in a game of two before any arrival, going home first after ``choice``
    with nothing more won on the way would leave the player's final score below the
    rival's forecast final (``forecast_duel`` and ``estimate_rival_fame_to_come``; a tie goes to
    the first arrival's calendar points, R2024-04): the hard level then plays for a win
    (``play_duel_end``). Arriving in London now is judged by its exact final score."""
    forecast = _forecast_for(ctx)
    if forecast is None or forecast[1] == 0:
        return False
    state = play_choice(ctx.state, choice)
    if state is None or state.players[ctx.player].day > LAST_DAY:
        return False
    score = player_score(state, ctx.player)
    final = score.total - score.calendar + FIRST_ARRIVAL_POINTS
    return final < forecast[0] + estimate_rival_fame_to_come(ctx)


@dataclass(frozen=True, slots=True)
class Choice:
    """A whole turn: the offer, the route, and its estimated value."""

    value: float
    offer: Offer
    route: tuple[Point, ...]
    #: for a route ending away from locations whose way home is not yet checked: its
    #: candidate list and index there
    routes: Routes | None = None
    index: int = -1
    #: the candidate list the route comes from and its index there (None: no length)
    source: Routes | None = None
    #: whether the fewest days home from its end were checked (hard level)
    reached: bool = False
    #: whether its end was found to be a stranding (London out of reach by day 80 with
    #: any card; hard level, ``find_strandings``): its value carries ``Weights.stranding_penalty``
    strands: bool = False


def rank_choices(ctx: Context, offers: Sequence[Offer], *, light: bool = False) -> list[Choice]:
    """Every (offer, candidate route) pair, best first.

    Routes ending away from every location are first valued with a quick, hopeful guess
    of their way home; the best of them are then checked (is there really a straight
    train or ship leg to a location nearby?) and valued again, until the best choices
    are all checked.
    """
    keys = list(dict.fromkeys((offer.ruler, offer.transport) for offer in offers))
    fans = ctx.weights.fan_directions // 2 if light else ctx.weights.fan_directions
    bent = [key for key in keys if key[0].marks]
    if len(bent) <= ctx.bent_offers:
        found = candidates(ctx, keys, fan_directions=fans)
    else:
        # bent routes cost the most to find: only for the offers best without them
        judge = Judge(ctx.geometry)
        found = candidates(ctx, keys, bends=False, fan_directions=fans, judge=judge)
        best: dict[tuple[Ruler, Transport], float] = {}
        for offer in offers:
            key = (offer.ruler, offer.transport)
            values = value(ctx, offer, found[key])
            if len(values) and key in bent:
                best[key] = max(best.get(key, -math.inf), float(np.max(values)))
        chosen = sorted(best, key=lambda k: -best[k])[: ctx.bent_offers]
        found.update(candidates(ctx, chosen, fan_directions=fans, judge=judge))
    still = Routes(
        [(ctx.start,)],
        np.array([ctx.start], dtype=np.float64),
        np.array([-1], dtype=np.int64),
        np.zeros(1, dtype=np.int64),
    )
    choices: list[Choice] = []
    for offer in offers:
        routes = found[(offer.ruler, offer.transport)]
        # the wasted ticket is always possible (a route of no length)
        stay_value = float(value(ctx, offer, still)[0])
        choices.append(Choice(stay_value, offer, (ctx.start,), source=still, index=0))
        values = value(ctx, offer, routes)
        if len(values) == 0:
            continue
        order = _pick_best_and_home(ctx, routes, values, 4 if light else 10)
        choices.extend(
            Choice(
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
        top = choices[: ctx.weights.checked_choices]
        unchecked = [c for c in top if c.routes is not None]
        if not unchecked:
            break
        ends = list(dict.fromkeys(c.route[-1] for c in unchecked if c.route[-1] not in checked))
        checked.update(zip(ends, check_ways_home(ctx, ends), strict=True))
        rescored: dict[int, Choice] = {}
        # the choices of one offer from one candidate list are valued together
        for offer, members in _group_by_offer_and_list(unchecked, lambda c: c.routes):
            assert members[0].routes is not None
            checked_routes = members[0].routes.some(
                [c.index for c in members], [checked[c.route[-1]] for c in members]
            )
            values = value(ctx, offer, checked_routes)
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
        choices = check_reach(
            ctx, choices, ctx.weights.lookahead_checked if light else ctx.weights.checked_choices
        )
    return choices


def _pick_best_and_home(ctx: Context, routes: Routes, values: FloatArray, count: int) -> list[int]:
    """The indices of the ``count`` best valued of ``routes``, and of every route to
    Arrival London after them: before the way home is checked, a route that ends its
    journey can be valued below hopeful routes that the check will show stranded, and it
    must still be there to be chosen."""
    order = [int(i) for i in np.argsort(-values, kind="stable")[:count]]
    kept = set(order)
    order.extend(
        int(i) for i in np.flatnonzero(routes.location == ctx.arrival_index) if int(i) not in kept
    )
    return order


def list_unused_after(ctx: Context, offer: Offer) -> tuple[str, ...]:
    """The balloons still unused after paying for ``offer``."""
    choice = offer.choice
    if isinstance(choice, TakeBalloon):
        return tuple(b for b in ctx.unused_balloons if b != choice.balloon)
    return ctx.unused_balloons


def check_reach(ctx: Context, choices: list[Choice], checked: int) -> list[Choice]:
    """Value the best choices again knowing the fewest days home from their ends with the
    cards that can follow (``home_table``), until the best ones are all checked: a sea
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
            situation = (list_unused_after(ctx, c.offer), predict_next_market(ctx, c.offer))
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
        rescored: dict[int, Choice] = {}
        # the choices of one offer from one candidate list are valued together
        for offer, members in _group_by_offer_and_list(top, lambda c: c.source):
            assert members[0].source is not None
            routes = members[0].source.some([c.index for c in members])
            situation = (list_unused_after(ctx, offer), predict_next_market(ctx, offer))
            figures = [known[(c.route[-1], situation)] for c in members]
            bounds = tuple(
                np.array(column, dtype=np.float64) for column in zip(*figures, strict=True)
            )
            values, strands = value_with_strandings(ctx, offer, routes, bounds)
            for position, c in enumerate(members):
                rescored[id(c)] = replace(
                    c, value=float(values[position]), reached=True, strands=bool(strands[position])
                )
        choices = [rescored.get(id(c), c) for c in choices]
        choices.sort(key=lambda c: -c.value)
    return choices


def _group_by_offer_and_list(
    choices: Sequence[Choice], source: Callable[[Choice], Routes | None]
) -> list[tuple[Offer, list[Choice]]]:
    """``choices`` grouped by their offer and the candidate list ``source`` gives for each
    (in the order first met): each group is valued in one call."""
    groups: dict[tuple[Offer, int], tuple[Offer, list[Choice]]] = {}
    for c in choices:
        key = (c.offer, id(source(c)))
        groups.setdefault(key, (c.offer, []))[1].append(c)
    return list(groups.values())


def look_ahead(ctx: Context, choices: list[Choice]) -> list[Choice]:
    """Re-value the best few choices by the best next turn after them (the hard level).

    Values are made comparable as "fame won so far + the estimate after the last move":
    after one move when the journey is over, after the best next move otherwise.
    """
    considered: list[Choice] = []
    seen: set[tuple[Any, ...]] = set()
    for choice in choices:
        if len(considered) >= ctx.weights.lookahead_breadth:
            break
        key = (choice.offer.choice, choice.route[-1])
        if key in seen or not is_drawable(ctx, choice.route, choice.offer):
            continue
        seen.add(key)
        considered.append(choice)
    home_point = ctx.loc_points[ctx.arrival_index]
    if all(c.route[-1] != home_point for c in considered):
        # arriving needs no look beyond: it stays a choice below the few looked beyond
        home = _find_best_arrival(ctx, choices)
        if home is not None:
            considered.append(home)
    fame_now = count_fame_won(ctx.state, ctx.player, ctx.weights)
    rescored: list[Choice] = []
    for choice in considered:
        state = play_choice(ctx.state, choice)
        if state is None:
            continue
        value = value_position(
            state,
            ctx.player,
            income_index=ctx.state.income_index,
            to_win=ctx.rival_final is not None,
            weights=ctx.weights,
        )
        if value is None:
            value = choice.value if ctx.rival_final is not None else fame_now + choice.value
        elif choice.strands:
            # the next turn starts stranded, where no move carries the penalty any more
            value -= ctx.weights.stranding_penalty
        rescored.append(replace(choice, value=value))
    rescored = _never_wait_at_the_door(ctx, rescored)
    rescored.sort(key=lambda c: -c.value)
    return rescored or choices


def _find_best_arrival(ctx: Context, choices: list[Choice]) -> Choice | None:
    """The best drawable choice of ``choices`` (best first) that arrives in London by day
    80, or None: the look-ahead re-values only the few best choices and keeps no other,
    and arriving in time must stay among them even when the one-turn valuation ranks
    hopeful routes above it that the look-ahead then finds worse."""
    return next(
        (c for c in choices if _arrives_in_time(ctx, c) and is_drawable(ctx, c.route, c.offer)),
        None,
    )


def _arrives_in_time(ctx: Context, choice: Choice) -> bool:
    """Whether ``choice`` draws a route to Arrival London that ends by day 80."""
    return (
        len(choice.route) >= 2
        and choice.route[-1] == ctx.loc_points[ctx.arrival_index]
        and ctx.state.players[ctx.player].day + choice.offer.days <= LAST_DAY
    )


def _never_wait_at_the_door(ctx: Context, choices: list[Choice]) -> list[Choice]:
    """A route of no length never beats arriving in London in time now: the arrival's
    points are settled (R2024-04), while waiting can only lose them to a rival's reply,
    which the one-turn look-ahead does not play. Stays are valued just below the best
    arrival in time among ``choices``."""
    arriving = [c.value for c in choices if _arrives_in_time(ctx, c)]
    if not arriving:
        return choices
    ceiling = max(arriving) - 0.01
    return [replace(c, value=min(c.value, ceiling)) if len(c.route) < 2 else c for c in choices]


#: At most this many values are kept (the oldest half is then forgotten) ...
POSITION_VALUES_KEPT = 2000
#: ... here, the look-ahead's values of positions (each in a tuple: None is a value), by
#: the game's set-up (``make_config_key``) and every other field of the position: the route
#: drawn with a card is looked ahead from positions the card's own decision looked at.
POSITION_VALUES: Cache[tuple[Any, ...], tuple[float | None]] = Cache(POSITION_VALUES_KEPT)


def value_position(
    state: JourneyState,
    player: int,
    *,
    income_index: int,
    to_win: bool,
    weights: Weights = DEFAULT_WEIGHTS,
) -> float | None:
    """Fame won plus the best next turn's value for ``player`` from ``state``, None if no
    turn follows (``_work_out_position_value``), kept for the next decisions."""
    key = (
        make_config_key(state.config),
        tuple(getattr(state, name) for name in _STATE_FIELDS),
        player,
        income_index,
        to_win,
        weights,
    )
    found = POSITION_VALUES.get(key)
    if found is not None:
        return found[0]
    value = _work_out_position_value(
        state, player, income_index=income_index, to_win=to_win, weights=weights
    )
    POSITION_VALUES.put(key, (value,))
    return value


#: Everything of a state but its set-up (which the key holds as ``make_config_key``).
_STATE_FIELDS = tuple(f.name for f in fields(JourneyState) if f.name != "config")


def _work_out_position_value(
    state: JourneyState, player: int, *, income_index: int, to_win: bool, weights: Weights
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
    ctx = replace(
        make_context(my_turn, hard=True, weights=weights),
        fix_threat=estimate_fix_threat(my_turn, weights, deck_top=False),
    )
    if not to_win:
        ctx = replace(ctx, rival_final=None)
    elif ctx.rival_final is None:
        # a decision at the duel's end: the rival is still on its way
        duel = play_duel_end(ctx)
        if duel is None:
            return None
        ctx = duel
    if ctx.first_arrival_by > -math.inf and _is_rival_home_before(ctx, me.day):
        # the first arrival's 12 points will likely be gone by the next turn
        ctx = replace(ctx, first_arrival_by=-math.inf)
    # the deck's top card is turned up only as this turn's card leaves the market: it is
    # face down while deciding, so the look-ahead does not count on it (ruling R2024-05)
    seen = [o for o in list_offers(my_turn) if find_slot(o) is not Slot.DECK]
    offers = sorted(seen, key=lambda o: o.pounds + o.days)[: weights.lookahead_offers]
    choices = rank_choices(ctx, offers, light=True)
    if not choices:
        return None
    # the next to move after the player's move: a rival's turn comes first unless the
    # player's token is still the furthest behind on the calendar (R2024-02)
    value = hedge_next_turn(ctx, choices, rival_first=state.active not in (None, player))
    if to_win:
        return value  # a chance of winning, whole
    return count_fame_won(state, player, weights) + value


def hedge_next_turn(ctx: Context, choices: list[Choice], *, rival_first: bool) -> float:
    """The value of the next turn, ``choices`` best first. ``rival_first``: a rival moves
    before it (turns follow the calendar, R2024-02) and may take the card the best turn
    needs (``RIVAL_TAKES``): the best turn with another card then counts for that share
    (R2024-05)."""
    best = choices[0]
    slot = find_slot(best.offer)
    if slot is None or not rival_first:
        return best.value
    others = [c for c in choices if find_slot(c.offer) != slot]
    if ctx.reach is not None:
        others = check_reach(ctx, others, 1)
    if not others:
        return best.value
    return (1.0 - RIVAL_TAKES) * best.value + RIVAL_TAKES * others[0].value


def _measure_home(ctx: Context, point: Point) -> float:
    """The way home (ruler units) from ``point`` on the bots' graph."""
    return float(ctx.graph.distance_from(np.array([point], dtype=np.float64))[0])


def _is_rival_home_before(ctx: Context, day: int) -> bool:
    """Whether a rival will likely be home in London by ``day`` (the day of the player's
    next turn), at a good pace (``Weights.rival_pace`` of the no-money days per ruler unit)."""
    state = ctx.state
    for index, rival in enumerate(state.players):
        if index == ctx.player or rival.arrived or rival.journey_ended:
            continue
        home = _measure_home(ctx, rival.route_end)
        if rival.day + home * ctx.days_per_unit * ctx.weights.rival_pace <= day:
            return True
    return False


def choose_card(state: JourneyState, hard: bool, weights: Weights) -> TransportChoice:
    """The card the normal (or ``hard``) level takes for the active player."""
    ctx = make_context(state, hard=hard, weights=weights)
    offers = list_offers(state)
    choices = rank_choices(ctx, offers)
    if hard:
        choices = look_ahead(ctx, choices)
        duel = play_duel_end(ctx) if choices and is_behind_the_rival(ctx, choices[0]) else None
        if duel is not None:
            choices = look_ahead(duel, rank_choices(duel, offers))
    for choice in choices:
        if choice.offer.choice is not None:
            return choice.offer.choice
    first = offers[0].choice
    assert first is not None
    return first


def choose_route(state: JourneyState, hard: bool, weights: Weights) -> DrawRoute:
    """The route the normal (or ``hard``) level draws with the card in hand."""
    ctx = make_context(state, hard=hard, weights=weights)
    offer = quote_card_in_hand(state)
    choices = rank_choices(ctx, [offer])
    if hard:
        ahead = look_ahead(ctx, choices)
        best = next((c for c in ahead if is_drawable(ctx, c.route, offer)), None)
        duel = play_duel_end(ctx) if best is not None and is_behind_the_rival(ctx, best) else None
        if duel is not None:
            ctx = duel
            choices = rank_choices(ctx, [offer])
            ahead = look_ahead(ctx, choices)
            best = next((c for c in ahead if is_drawable(ctx, c.route, offer)), None)
        if best is not None and len(best.route) < 2:
            moving = find_better_than_staying(ctx, choices, offer)
            if moving is not None:
                return DrawRoute(moving.route)
        choices = ahead
    for choice in choices:
        if is_drawable(ctx, choice.route, offer):
            return DrawRoute(choice.route)
    return DrawRoute((ctx.start,))


def find_better_than_staying(ctx: Context, choices: list[Choice], offer: Offer) -> Choice | None:
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
        if len(choice.route) < 2 or not is_drawable(ctx, choice.route, offer):
            continue
        if (choice.route[-1] == home and in_time) or (
            stay is not None and choice.value > stay + 1e-6
        ):
            return choice
    return None
