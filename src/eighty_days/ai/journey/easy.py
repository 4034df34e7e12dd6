"""The easy level: plausible and quick.

One of the cheapest cards that can move the route east, and the reachable place furthest
east with it (straight routes only). When none of them moves it east it takes the
cheapest card that does, then one that brings it nearer home; after
``Weights.easy_most_stays`` routes of no length in a row, any card that moves it at all:
it may play weakly, but it never stalls.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from eighty_days.ai.base import decision_rng
from eighty_days.ai.journey.candidates import Routes, candidates, is_drawable
from eighty_days.ai.journey.context import (
    Context,
    Offer,
    list_offers,
    make_context,
    quote_card_in_hand,
)
from eighty_days.ai.journey.weights import Weights
from eighty_days.engine.journey import (
    Action,
    DrawRoute,
    JourneyState,
    Phase,
    Ruler,
)
from eighty_days.sheet.model import Point, Transport


def decide_easy(state: JourneyState, seed: int, weights: Weights) -> Action:
    """A cheap usable card and the reachable place furthest east (straight routes only).

    When none of the cheapest cards moves the route east, the easy level takes the
    cheapest card that does, then one that brings it nearer home; after
    ``Weights.easy_most_stays`` routes of no length in a row, the cheapest card with any route of
    some length: it may play weakly, but it never stalls."""
    ctx = make_context(state, weights=weights)
    rng = decision_rng(seed, len(state.history))
    stalled = _count_stays_in_a_row(state, ctx.player) >= weights.easy_most_stays
    if state.phase is Phase.DRAW_ROUTE:
        offer = quote_card_in_hand(state)
        route = _find_easy_route(ctx, offer)
        if route is None:
            route = _find_easy_route(ctx, offer, homeward=True, anywhere=stalled)
        return DrawRoute(route if route is not None else (ctx.start,))
    every = list_offers(state)
    offers = sorted(
        (o for o in every if not o.is_balloon),
        key=lambda o: (o.pounds + o.days, o.days),
    )
    cheap = offers[:4]
    shuffled, _ = rng.shuffled(cheap)
    for offer in shuffled:
        if _find_easy_route(ctx, offer) is not None:
            assert offer.choice is not None
            return offer.choice
    by_cost = sorted(every, key=lambda o: (o.pounds + o.days, o.days, o.is_balloon))
    for homeward, anywhere in ((False, False), (True, False), (True, stalled)):
        for offer in by_cost:
            if _find_easy_route(ctx, offer, homeward=homeward, anywhere=anywhere) is not None:
                assert offer.choice is not None
                return offer.choice
    fallback = offers[0] if offers else every[0]
    assert fallback.choice is not None
    return fallback.choice


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
        if not is_drawable(ctx, route, offer):
            continue
        if routes.location[index] >= 0 or _has_way_on(ctx, route[-1]):
            return route
    return None


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
