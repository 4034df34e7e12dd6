"""The easy level: plausible and quick.

Of the cheapest cards, the one whose straight route comes most of the way home (by the
way-home graph) for the days and pounds it costs, ending at a place where it can (at an
income card's place when short of pounds). When none of them comes nearer home it takes
the cheapest card that does; after ``Weights.easy_most_stays`` routes of no length in a
row, any card that moves it at all: it may play weakly, but it never stalls. When its
move would bring it home later than ``Weights.easy_margin_days`` before day 80 (the
reach table's fewest days, tickets the pounds in hand cannot pay paid in days), it takes
the move that keeps London in reach and brings it home soonest: it does not strand itself
where a move would keep London in reach (issue 47).
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np
from numpy.typing import NDArray

from eighty_days.ai.base import decision_rng
from eighty_days.ai.journey.candidates import Routes, candidates, is_drawable, snap_points
from eighty_days.ai.journey.context import (
    Context,
    Offer,
    list_offers,
    make_context,
    quote_card_in_hand,
)
from eighty_days.ai.journey.home import load_home_graph, load_reach_table
from eighty_days.ai.journey.home_table import ReachTable
from eighty_days.ai.journey.weights import Weights
from eighty_days.engine.common import Rng
from eighty_days.engine.journey import (
    LAST_DAY,
    MAX_POUNDS,
    Action,
    DrawRoute,
    JourneyState,
    Phase,
    Ruler,
    TakeBalloon,
)
from eighty_days.sheet.model import Point, Transport

FloatArray = NDArray[np.float64]
BoolArray = NDArray[np.bool_]
#: A route's points.
Route = tuple[Point, ...]


def decide_easy(state: JourneyState, seed: int, weights: Weights) -> Action:
    """A cheap usable card and the reachable place nearest home (straight routes only).

    Of the four cheapest cards, the one whose route comes most of the way home for the days
    and pounds it costs; when none comes nearer, the cheapest card that does, else after
    ``Weights.easy_most_stays`` routes of no length in a row, the cheapest card with any
    route of some length: it may play weakly, but it never stalls. When that move would
    bring it home later than ``Weights.easy_margin_days`` before day 80 (the reach table's
    fewest days home, tickets the pounds in hand cannot pay paid in days), it takes the move
    that brings it home soonest instead: it never strands itself where a move keeps London
    in reach."""
    ctx = make_context(state, weights=weights)
    rng = decision_rng(seed, len(state.history))
    stalled = _count_stays_in_a_row(state, ctx.player) >= weights.easy_most_stays
    reach = _load_reach(state)
    if state.phase is Phase.DRAW_ROUTE:
        offer = quote_card_in_hand(state)
        route = _find_easy_route(ctx, offer)
        if route is None:
            route = _find_easy_route(ctx, offer, homeward=True, anywhere=stalled)
        route = _hurry_route(ctx, reach, offer, route if route is not None else (ctx.start,))
        return DrawRoute(route)
    every = list_offers(state)
    pick = _pick_offer(ctx, every, rng, stalled)
    hurried = _hurry_offer(ctx, reach, every, pick)
    assert hurried.choice is not None
    return hurried.choice


def _pick_offer(ctx: Context, every: list[Offer], rng: Rng, stalled: bool) -> tuple[Offer, Route]:
    """The easy level's card and the route it means to draw with it (before the hurry)."""
    offers = sorted(
        (o for o in every if not o.is_balloon),
        key=lambda o: (o.pounds + o.days, o.days),
    )
    cheap = offers[:4]
    shuffled, _ = rng.shuffled(cheap)
    best: tuple[float, Offer, Route] | None = None
    for offer in shuffled:
        route = _find_easy_route(ctx, offer)
        if route is None:
            continue
        # the most way home for the days and pounds it costs (the first of equals)
        gain = float(_nearer_home(ctx, [route[-1]])[0]) / max(offer.days + offer.pounds, 1)
        if best is None or gain > best[0] + 1e-9:
            best = (gain, offer, route)
    if best is not None:
        return best[1], best[2]
    by_cost = sorted(every, key=lambda o: (o.pounds + o.days, o.days, o.is_balloon))
    for homeward, anywhere in ((False, False), (True, False), (True, stalled)):
        for offer in by_cost:
            found = _find_easy_route(ctx, offer, homeward=homeward, anywhere=anywhere)
            if found is not None:
                return offer, found
    fallback = offers[0] if offers else every[0]
    return fallback, (ctx.start,)


def _load_reach(state: JourneyState) -> ReachTable:
    """The reach table of the game's map and cards (read from disk or built once)."""
    config = state.config
    graph = load_home_graph(config.sheet, config.geometry)
    return load_reach_table(config.sheet, config.geometry, config.cards, graph.xy)


def _home_days(
    ctx: Context, reach: ReachTable, offer: Offer, ends: list[Point], places: list[int]
) -> tuple[FloatArray, BoolArray]:
    """The day the player would be home after taking ``offer`` and ending at each of
    ``ends`` (at location ``places[i]``, or -1): its day then and the reach table's fewest
    days home, tickets the pounds then in hand cannot pay paid in days (R2024-06), the
    income of the end counted (R2024-14); and whether London would be out of reach by day
    80 even with every pound still to earn (``context.is_lost``: a stranding)."""
    me = ctx.state.players[ctx.player]
    unused = ctx.unused_balloons
    choice = offer.choice
    if isinstance(choice, TakeBalloon):
        unused = tuple(b for b in unused if b != choice.balloon)
    income = np.array([ctx.loc_income[p] if p >= 0 else 0.0 for p in places], dtype=np.float64)
    to_earn = max(MAX_POUNDS - me.earned, 0)
    earned = np.minimum(income, to_earn)
    pounds = max(me.money - offer.pounds, 0) + earned
    paid, unpaid, _ = reach.all_home(ctx.geometry, ends, unused)
    day = me.day + offer.days
    home: FloatArray = day + np.maximum(paid, unpaid - pounds)
    lost: BoolArray = day + np.maximum(paid, unpaid - pounds - (to_earn - earned)) > LAST_DAY
    return home, lost


def _hurry_offer(
    ctx: Context, reach: ReachTable, every: list[Offer], pick: tuple[Offer, Route]
) -> Offer:
    """``pick``'s card, unless its move would bring the player home later than
    ``Weights.easy_margin_days`` before day 80: then the card (balloons too) whose easy
    route strands it not, and brings it home soonest, if better (the cheaper of equals)."""
    offer, route = pick
    limit = LAST_DAY - ctx.weights.easy_margin_days
    home, lost = _home_days(ctx, reach, offer, [route[-1]], [_place_of(ctx, route[-1])])
    if float(home[0]) <= limit:
        return offer
    best = (bool(lost[0]), float(home[0]) - 1e-6, offer)
    for other in sorted(every, key=lambda o: (o.pounds + o.days, o.days, o.is_balloon)):
        found = _find_easy_route(ctx, other) or _find_easy_route(ctx, other, homeward=True)
        if found is None:
            continue
        home, lost = _home_days(ctx, reach, other, [found[-1]], [_place_of(ctx, found[-1])])
        if (bool(lost[0]), float(home[0])) < best[:2]:
            best = (bool(lost[0]), float(home[0]) - 1e-6, other)
    return best[2]


def _hurry_route(ctx: Context, reach: ReachTable, offer: Offer, route: Route) -> Route:
    """``route``, unless it would bring the player home later than
    ``Weights.easy_margin_days`` before day 80: then the drawable route of the card in hand
    (ending at a place or where some card goes on) that strands it not, and brings it home
    soonest, if better."""
    limit = LAST_DAY - ctx.weights.easy_margin_days
    home, lost = _home_days(ctx, reach, offer, [route[-1]], [_place_of(ctx, route[-1])])
    if float(home[0]) <= limit:
        return route
    picked = (bool(lost[0]), float(home[0]) - 1e-6)
    routes = candidates(ctx, [(offer.ruler, offer.transport)], bends=False, fan_directions=12)[
        (offer.ruler, offer.transport)
    ]
    if not routes.routes:
        return route
    places = [int(place) for place in routes.location]
    homes, losts = _home_days(ctx, reach, offer, [r[-1] for r in routes.routes], places)
    for index in np.lexsort((homes, losts)):
        if (bool(losts[index]), float(homes[index])) >= picked:
            break
        other = routes.routes[int(index)]
        if len(other) >= 2 and not is_drawable(ctx, other, offer):
            continue
        if places[int(index)] >= 0 or len(other) < 2 or _has_way_on(ctx, other[-1]):
            return other
    return route


def _place_of(ctx: Context, point: Point) -> int:
    """The index of the location ``point`` visits (within its snap radius), or -1."""
    return int(snap_points(ctx, np.array([point], dtype=np.float64))[0])


def _count_stays_in_a_row(state: JourneyState, player: int) -> int:
    """How many routes of no length ``player`` drew on its last turns, in a row."""
    stays = 0
    for action in reversed(state.history):
        if not isinstance(action, DrawRoute) or action.seat != player:
            continue
        if any(point != action.points[0] for point in action.points):
            break
        stays += 1
    return stays


def _find_easy_route(
    ctx: Context, offer: Offer, *, homeward: bool = False, anywhere: bool = False
) -> tuple[Point, ...] | None:
    """The straight route to the reachable place (or fan point) furthest east, if any;
    ``homeward``: the one nearest home by the way-home graph, if nearer than the route end
    (``anywhere``: the nearest home of any route of some length)."""
    routes = candidates(ctx, [(offer.ruler, offer.transport)], bends=False, fan_directions=12)[
        (offer.ruler, offer.transport)
    ]
    if homeward:
        return _find_homeward_route(ctx, offer, routes, anywhere=anywhere)
    weights = ctx.weights
    poor = ctx.state.players[ctx.player].money < weights.easy_poor_below
    nearer = _nearer_home(ctx, [route[-1] for route in routes.routes])
    ranked: list[tuple[float, int]] = []
    for index in range(len(routes.routes)):
        place = int(routes.location[index])
        bonus = weights.easy_place_worth if place >= 0 else 0.0
        if place >= 0 and poor:
            bonus += weights.easy_income_worth * float(ctx.loc_income[place])
        if place == ctx.arrival_index:
            bonus += 100.0
        if nearer[index] + bonus > 1e-6:
            ranked.append((float(nearer[index]) + bonus, index))
    # nearest home first (the first of equals)
    ranked.sort(key=lambda item: -item[0])
    for _, index in ranked:
        route = routes.routes[index]
        if not is_drawable(ctx, route, offer):
            continue
        if routes.location[index] >= 0 or _has_way_on(ctx, route[-1]):
            return route
    return None


def _nearer_home(ctx: Context, ends: list[Point]) -> FloatArray:
    """How much nearer home (ruler units by the way-home graph) each of ``ends`` is than
    the route end now."""
    home = ctx.graph.distance_from(np.array([*ends, ctx.start], dtype=np.float64).reshape(-1, 2))
    nearer: FloatArray = home[-1] - home[:-1]
    return nearer


def _has_way_on(ctx: Context, end: Point) -> bool:
    """Whether some card of the market's rows (either phase) could draw a straight route of
    some length from ``end`` (a point in open country or at sea): the easy level does not
    end where no card can take it any further."""
    there = replace(ctx, start=end)
    state = ctx.state
    cards = state.config.cards
    offers: dict[tuple[Ruler, Transport], Offer] = {}
    for row, transport in ((state.train_row, Transport.TRAIN), (state.ship_row, Transport.SHIP)):
        for card_id in row:
            ruler = cards.transport(card_id).ruler
            offers[(ruler, transport)] = Offer(None, transport, ruler, 0, 0, None, False)
    found = candidates(there, list(offers), bends=False, fan_directions=12)
    return any(
        len(route) >= 2 and is_drawable(there, route, offers[key])
        for key, routes in found.items()
        for route in routes.routes
    )


def _find_homeward_route(
    ctx: Context, offer: Offer, routes: Routes, *, anywhere: bool
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
        if is_drawable(ctx, route, offer):
            return route
    return None
