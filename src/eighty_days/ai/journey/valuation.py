"""A turn's value: the estimated final score after taking an offer and drawing a route.

``value`` gives, for each candidate route of an offer, the fame won now (areas,
adventures, cards), income, money left, the characters held, and the calendar points
still to expect given the distance to Arrival London and the days left. At the hard level
it also counts what Fix does to the rivals (R2024-08), the typical days home from the
reach table, strandings (London out of reach by day 80, R2024-04, ``find_strandings``)
and, once the rivals' scores are final or at the duel's end, the chance of a win
(``estimate_win_chance``). Every route is valued on its own: routes valued together get
the values they have alone.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from eighty_days.ai.journey.candidates import Routes
from eighty_days.ai.journey.context import (
    FAR_SLACK,
    FIRST_ARRIVAL_POINTS,
    FIX_BACK_POUNDS,
    FOGG_POUNDS,
    LATER_ARRIVAL_POINTS,
    Context,
    Offer,
    count_typical_days_home,
)
from eighty_days.engine.journey import (
    CHARACTERS,
    LAST_DAY,
    MAX_POUNDS,
    Character,
    JourneyState,
    Side,
)

FloatArray = NDArray[np.float64]


def find_holders_after(ctx: Context, offer: Offer) -> tuple[tuple[int | None, ...], int, float]:
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
            elif not is_home_already(state, target):
                rival = state.players[target]
                rival_loss += (
                    ctx.weights.rival_share
                    * ctx.weights.pound_worth
                    * min(FIX_BACK_POUNDS, rival.money)
                )
                rival_loss += (
                    ctx.weights.rival_share
                    * ctx.weights.day_worth
                    * max(FIX_BACK_POUNDS - rival.money, 0)
                )
    elif offer.icon is not None:
        holders[CHARACTERS.index(offer.icon)] = me
    return tuple(holders), fix_pounds, rival_loss


def is_home_already(state: JourneyState, player: int) -> bool:
    """Whether ``player`` is home (or out of the journey): characters and days no longer
    help them, so taking them away gains a rival nothing (R2024-04)."""
    other = state.players[player]
    return other.arrived or other.journey_ended


def estimate_fix_exposure(
    ctx: Context, holders: Sequence[int | None], ends: FloatArray
) -> FloatArray:
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
            ctx.weights.character_worth(c, state.config.side_of(c))
            for c, h in zip(CHARACTERS, holders, strict=False)
            if h == ctx.player and c is not Character.FIX
        )
    else:
        loss = ctx.weights.pound_worth * FIX_BACK_POUNDS
    exposed = ends[:, 0] >= max(rivals)
    return np.where(exposed, ctx.fix_threat * loss, 0.0)


def _weigh_characters(ctx: Context, holders: Sequence[int | None]) -> tuple[float, float]:
    """Fame-equivalent of the characters the player holds, and less what opponents hold."""
    mine = 0.0
    theirs = 0.0
    config = ctx.state.config
    for character, holder in zip(CHARACTERS, holders, strict=False):
        if holder is None or character is Character.FIX:
            continue
        value = ctx.weights.character_worth(character, config.side_of(character))
        if holder == ctx.player:
            mine += value
        elif not (ctx.hard and is_home_already(ctx.state, holder)):
            theirs -= ctx.weights.rival_share * value
    return mine, theirs


def _share_basis(ctx: Context, routes: Routes) -> dict[str, FloatArray]:
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


def value(
    ctx: Context,
    offer: Offer,
    routes: Routes,
    *,
    bounds: tuple[FloatArray, ...] | None = None,
) -> FloatArray:
    """The estimated final score of the player after taking ``offer`` and drawing each route.

    Each route is valued on its own (no figure depends on the other routes), so routes
    valued together get the values they have alone.

    ``bounds``: the fewest days home from each route's end with any card, tickets paid
    in pounds and in days, and the typical days home (``home_table``; hard level): the
    way home takes the typical days, its tickets paid with the pounds in hand and the
    rest in days, never fewer than the fewest, and an end from which London cannot be
    reached by day 80 expects no calendar points at all (R2024-04).
    """
    return value_with_strandings(ctx, offer, routes, bounds)[0]


def value_with_strandings(
    ctx: Context, offer: Offer, routes: Routes, bounds: tuple[FloatArray, ...] | None
) -> tuple[FloatArray, FloatArray]:
    """``value``, and for each route 1.0 if its end is a stranding, else 0.0
    (``find_strandings``; all 0.0 without ``bounds`` or once the game is lost)."""
    holders, rival_loss, _, money, day = _play_move(ctx, offer, routes)
    count = len(routes.routes)
    basis = _share_basis(ctx, routes)
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
        needed = count_typical_days_home(paid, unpaid, typical, in_hand)
        stranded = day + paid > LAST_DAY
    slack = np.maximum(days_left - needed - ctx.weights.margin_days, -FAR_SLACK)
    in_time = 1.0 / (1.0 + np.exp(-slack / ctx.weights.slack_scale))
    expected: float | FloatArray = ctx.calendar_expected
    first: float | FloatArray = 1.0
    if ctx.rival_eta < math.inf and ctx.first_arrival_by == math.inf:
        # a game of two: the first arrival's points go to the first home (R2024-04)
        lead = np.clip(ctx.rival_eta - (day + needed), -FAR_SLACK, FAR_SLACK)
        first = 1.0 / (
            1.0 + np.exp(-(ctx.weights.race_first_at_par + ctx.weights.race_first_per_day * lead))
        )
        at_par = 1.0 / (1.0 + math.exp(-ctx.weights.race_first_at_par))
        swing = FIRST_ARRIVAL_POINTS - LATER_ARRIVAL_POINTS
        # (the fixed expectation at no lead: valued at the chance's own 5 + 7 x chance,
        # the hard level raced less and lost the race more often, docs/balance.md)
        expected = ctx.calendar_expected + swing * (first - at_par)
    calendar = expected * in_time
    tempo = ctx.weights.day_worth * np.minimum(
        np.maximum(slack, -ctx.weights.slack_cap), ctx.weights.slack_cap
    )
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

    value = fame + ctx.weights.pound_worth * money + future
    terms = work_out_offer_terms(ctx, offer)
    mine, theirs = terms.mine, terms.theirs
    # at the hard level a character helps only on the way: once home, the journey is over
    # (R2024-04)
    value = value + (np.where(arrived, 0.0, mine) if ctx.hard else mine) + theirs
    value = value - (1.0 if offer.is_balloon else 0.0)
    if ctx.hard:
        value = value + rival_loss - estimate_fix_exposure(ctx, holders, routes.ends)
    if count == 0:
        return np.zeros(0), np.zeros(0)
    if ctx.rival_final is not None:
        balloons = ctx.balloons_left - (1 if offer.is_balloon else 0)
        sure = ctx.fame_now + fame + balloons + np.floor(np.maximum(money, 0.0) / 3.0)
        win = estimate_win_chance(ctx, sure, final_calendar, slack, arrived, first)
        value = ctx.weights.win_worth * win + 0.01 * (ctx.fame_now + value)
    strands = np.zeros(count)
    if bounds is not None and not ctx.lost_now:
        strands, likely, short = find_strandings(ctx, offer, routes, bounds)
        value = (
            value
            - ctx.weights.stranding_penalty * strands
            - ctx.weights.likely_stranding_penalty * likely
            - ctx.weights.reserve_day_worth * short
        )
    return np.asarray(value, dtype=np.float64), strands


@dataclass(frozen=True, slots=True)
class OfferTerms:
    """What every valuation of one offer's routes shares: who holds each character after
    paying for it, the pounds Fix takes from the player, what Fix costs the rivals
    (``find_holders_after``), and the worth of the characters held by the player and by
    its rivals then (``_weigh_characters``)."""

    holders: tuple[int | None, ...]
    fix_pounds: int
    rival_loss: float
    mine: float
    theirs: float


def work_out_offer_terms(ctx: Context, offer: Offer) -> OfferTerms:
    """``OfferTerms`` of ``offer`` in ``ctx`` (worked out once per decision context)."""
    terms = ctx.offer_terms.get(offer)
    if terms is None:
        holders, fix_pounds, rival_loss = find_holders_after(ctx, offer)
        mine, theirs = _weigh_characters(ctx, holders)
        terms = OfferTerms(holders, fix_pounds, rival_loss, mine, theirs)
        ctx.offer_terms[offer] = terms
    return terms


def _play_move(
    ctx: Context, offer: Offer, routes: Routes
) -> tuple[tuple[int | None, ...], float, FloatArray, FloatArray, FloatArray]:
    """After taking ``offer`` and drawing each of ``routes``: who holds each character,
    what Fix costs the rivals (counted for the player), the income earned at each end,
    the money in hand and the player's day."""
    player = ctx.state.players[ctx.player]
    terms = work_out_offer_terms(ctx, offer)
    holders, fix_pounds, rival_loss = terms.holders, terms.fix_pounds, terms.rival_loss
    config = ctx.state.config
    has_fogg = holders[CHARACTERS.index(Character.FOGG)] == ctx.player
    fogg_side = config.side_of(Character.FOGG)
    basis = _share_basis(ctx, routes)
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


def find_strandings(
    ctx: Context, offer: Offer, routes: Routes, bounds: tuple[FloatArray, ...]
) -> tuple[FloatArray, FloatArray, FloatArray]:
    """For each route: 1.0 if its end is a stranding, else 0.0; 1.0 if it is a likely
    stranding only; and the days by which a typical journey home from it (``bounds[2]``)
    would miss day 80, at most ``Weights.reserve_days``.

    A stranding: Arrival London can no longer be reached by day 80 with any card of the
    game (``home_table``), each pound in hand or still to earn (at most ``MAX_POUNDS`` in
    a game) sparing one day of tickets paid in days (R2024-04, R2024-06). A route of no
    length counts as well: it too spends the ticket's days. A likely stranding counts no
    more pounds still to earn than ``Weights.earn_per_day`` for each day left. That bound assumes
    the best card at the market's free position every turn, which the market seldom
    offers: an end whose typical way home misses day 80 is one a later market may well
    strand, and so is one whose typical way home, paid with the pounds in hand and the
    rest in days, does."""
    player = ctx.state.players[ctx.player]
    _, _, income, money, day = _play_move(ctx, offer, routes)
    paid, unpaid, typical = bounds
    in_hand = np.maximum(money, 0.0)
    to_earn = np.maximum(MAX_POUNDS - player.earned - income, 0.0)
    fewest = np.maximum(paid, unpaid - in_hand - to_earn)
    earnable = np.minimum(to_earn, ctx.weights.earn_per_day * np.maximum(LAST_DAY - day, 0.0))
    likely_fewest = np.maximum(paid, unpaid - in_hand - earnable)
    arrived = (routes.location >= 0) & (routes.location == ctx.arrival_index)
    strands = np.where(~arrived & (day + fewest > LAST_DAY), 1.0, 0.0)
    likely = np.where(~arrived & (strands == 0.0) & (day + likely_fewest > LAST_DAY), 1.0, 0.0)
    # the typical way home paid with the pounds in hand, the rest of its tickets paid
    # in days (R2024-06): income on the way is too uncertain to count on
    typical_unpaid = unpaid + (typical - paid) - in_hand
    late = np.maximum(day + np.maximum(typical, typical_unpaid), day + fewest) - LAST_DAY
    short = np.where(~arrived & (strands == 0.0), np.clip(late, 0.0, ctx.weights.reserve_days), 0.0)
    return strands, likely, short


def estimate_win_chance(
    ctx: Context,
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
    spare = np.minimum(np.maximum(slack, 0.0), ctx.weights.slack_cap)
    gain = ctx.weights.day_worth * spare
    spread = ctx.weights.win_spread_min + ctx.weights.win_spread_per_day * spare
    forecast = ctx.rival_forecast
    rival_total = total + ctx.rival_fame_to_come
    rival_spread = ctx.weights.rival_fame_spread * max(
        ctx.rival_fame_to_come - ctx.weights.rival_fame_after, 0.0
    )
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

    in_time = 1.0 / (
        1.0
        + np.exp(
            -(slack + ctx.weights.margin_days - ctx.weights.win_margin_days)
            / ctx.weights.slack_scale
        )
    )
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
            ctx.weights.win_spread_min + rival_spread,
        )
        return np.asarray(np.where(arrived, done, on_the_way), dtype=np.float64)
    on_the_way = in_time * beats(sure + later + gain, later) + (1.0 - in_time) * beats(
        sure + gain, 0.0
    )
    done_bar = np.where(final_calendar > rival_calendar, total - 0.5, total + 0.5)
    done = np.where(sure + final_calendar > done_bar, 1.0, 0.0)
    return np.asarray(np.where(arrived, done, on_the_way), dtype=np.float64)
