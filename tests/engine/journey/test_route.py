"""Drawing the route (rulebook, Draw the Route; R2024-10..13)."""

from dataclasses import replace

import pytest
from journey_helpers import (
    ADVENTURES,
    SHEET,
    TEST_CARDS,
    at,
    draw,
    set_player,
    start,
    table,
    take,
)

from eighty_days.engine.journey import (
    AdventureClaimed,
    DaysChanged,
    DrawRoute,
    IllegalActionError,
    JourneyState,
    Phase,
    RouteDrawn,
    Slot,
    TakeBalloon,
    apply,
    check_route_lengths,
    new_game,
    outcome,
    route_start,
)
from eighty_days.sheet.model import IncomeCard

EURASIA = (15.0, 48.0)
UNIT = 5.0  # the synthetic sheet's ruler unit


def _train(state: JourneyState | None = None) -> JourneyState:
    """Player 0 in Eurasia with a plain train (ruler 6 units = 30 map units, no marks)."""
    state = at(start() if state is None else state, 0, EURASIA)
    return take(state, Slot.DECK)


def _detour_train() -> JourneyState:
    """Player 0 in Eurasia with the two-mark card turned to a train (segments 2, 2, 2)."""
    return take(at(start(), 0, EURASIA), Slot.SHIP_3, flip=True)


def test_straight_ruler_allows_one_segment() -> None:
    """R2024-10: a ruler without detour marks draws one straight segment."""
    state = _train()
    with pytest.raises(IllegalActionError, match="at most 1 straight segment"):
        draw(state, (20.0, 48.0), (20.0, 52.0))


def test_route_may_stop_early_but_not_run_past_the_ruler() -> None:
    """R2024-10 / rulebook: you need not use the full length, but cannot go beyond it."""
    state = _train()
    assert draw(state, (20.0, 48.0)).players[0].route_end == (20.0, 48.0)
    with pytest.raises(IllegalActionError, match="ruler allows 6"):
        draw(state, (15.0 + 6 * UNIT + 0.01, 48.0))
    assert draw(state, (15.0 + 6 * UNIT, 48.0)).players[0].route_end == (45.0, 48.0)


def test_detours_need_full_segments_to_each_mark() -> None:
    """R2024-10: with k marks, k + 1 segments; all but the last run the full length to the
    mark, the last may be shorter."""
    state = _detour_train()
    after = draw(state, (25.0, 48.0), (25.0, 58.0), (30.0, 58.0))
    assert after.players[0].routes[-1] == ((15.0, 48.0), (25.0, 48.0), (25.0, 58.0), (30.0, 58.0))
    with pytest.raises(IllegalActionError, match="Segment 1 must run the full 2"):
        draw(state, (24.0, 48.0), (24.0, 58.0))
    with pytest.raises(IllegalActionError, match="at most 3 straight segment"):
        draw(state, (25.0, 48.0), (25.0, 58.0), (35.0, 58.0), (35.0, 60.0))
    # two segments: the first full, the second (the last used) short
    assert draw(state, (25.0, 48.0), (25.0, 50.0)).players[0].route_end == (25.0, 50.0)


def test_full_length_tolerance_is_a_millionth_of_a_ruler_unit() -> None:
    """R2024-10: segments before a mark must be full length within 1e-6 ruler units."""
    ruler = TEST_CARDS.transport("detour2").ruler
    start_point = (0.0, 0.0)
    close = 10.0 + 0.5e-6 * UNIT
    check_route_lengths((start_point, (close, 0.0), (close, 5.0)), ruler, UNIT)
    far = 10.0 + 1e-4 * UNIT
    with pytest.raises(IllegalActionError):
        check_route_lengths((start_point, (far, 0.0), (far, 5.0)), ruler, UNIT)


def test_zero_length_route_is_a_wasted_ticket() -> None:
    """Issue and rules notes: a route of no length is legal; nothing is visited or earned,
    the card is still discarded."""
    for points in ((EURASIA,), (EURASIA, EURASIA)):
        state = set_player(_train(), 1, day=20)
        after = apply(state, DrawRoute(points))
        player = after.players[0]
        assert player.route_end == EURASIA and player.routes == () and player.visits == ()
        assert state.in_hand is not None
        assert after.discard == (state.in_hand.card_id,)
        assert after.phase is Phase.TAKE_TRANSPORT


def test_route_must_start_at_the_previous_end() -> None:
    """R2024-10: the route starts where the last one ended."""
    state = _train()
    with pytest.raises(IllegalActionError, match="must start where your last route ended"):
        apply(state, DrawRoute(((16.0, 48.0), (20.0, 48.0))))


@pytest.mark.parametrize(
    ("where", "slot", "flip", "target", "message"),
    [
        ((1.6, 51.5), Slot.DECK, False, (3.0, 56.0), "train cannot cross the sea"),
        ((3.0, 40.0), Slot.DECK, True, (20.0, 40.0), "ship cannot cross land"),
        ((15.0, 65.0), Slot.DECK, False, (15.0, 79.0), "leaves the map"),
    ],
)
def test_illegal_routes_are_refused_with_the_geometry_reason(
    where: tuple[float, float],
    slot: Slot,
    flip: bool,
    target: tuple[float, float],
    message: str,
) -> None:
    """R2024-10: trains on land, ships at sea, routes inside the map; the message says why."""
    state = take(at(start(), 0, where), slot, flip=flip)
    with pytest.raises(IllegalActionError, match=message):
        draw(state, target)


def test_nothing_crosses_the_himalaya_not_even_a_balloon() -> None:
    """R2024-10 / rulebook: the Himalaya cannot be crossed by any means."""
    state = apply(at(start(), 0, (75.0, 40.0)), TakeBalloon(TEST_CARDS.balloons[0].id))
    with pytest.raises(IllegalActionError, match="Himalaya"):
        draw(state, (100.0, 30.0))


def test_balloon_flies_over_land_and_sea() -> None:
    """Rulebook: balloons can be used on both land and sea in the same route."""
    state = apply(at(start(), 0, (130.0, 50.0)), TakeBalloon(TEST_CARDS.balloons[0].id))
    after = draw(state, (160.0, 50.0))
    assert after.players[0].route_end == (160.0, 50.0)


def test_routes_may_cross_earlier_routes() -> None:
    """R2024-10: routes may cross any routes, one's own included."""
    state = set_player(_detour_train(), 1, day=40)
    state = draw(state, (25.0, 48.0), (25.0, 58.0), (20.0, 58.0))
    state = take(state, Slot.DECK)
    after = draw(state, (20.0, 40.0))  # crosses the first segment
    assert after.players[0].route_end == (20.0, 40.0)


def test_route_end_snaps_to_a_location_and_visits_it() -> None:
    """R2024-13: ending within a location's snap radius visits it; the route ends exactly at
    the location, and the next route starts there."""
    after = draw(_train(), (10.5, 48.2))
    player = after.players[0]
    assert player.location == "paris" and player.route_end == (10.0, 48.0)
    assert player.visits == ("paris",) and player.routes[-1][-1] == (10.0, 48.0)
    drawn = next(e for e in after.last_events if isinstance(e, RouteDrawn))
    assert drawn.location == "paris" and "Paris" in drawn.text


def test_ending_away_from_every_location_visits_nothing() -> None:
    """Rulebook: a route may end anywhere, marked with a dot; that is no visit."""
    player = draw(_train(), (20.0, 52.0)).players[0]
    assert player.location is None and player.visits == ()


def test_passing_over_a_location_visits_nothing() -> None:
    """R2024-13: only the end of a route visits; passing over Paris does not."""
    state = take(at(start(), 0, (5.0, 48.0)), Slot.DECK)
    player = draw(state, (15.0, 48.0)).players[0]
    assert player.visits == ()


def test_starting_london_is_not_a_visit() -> None:
    """R2024-13: returning to Starting London visits nothing."""
    state = take(at(start(), 0, (-5.0, 51.5)), Slot.DECK)
    player = draw(state, (1.5, 51.5)).players[0]
    assert player.location == "london-start" and player.visits == ()
    assert outcome(draw(state, (1.5, 51.5))).score_of(0).areas == 0


def test_first_to_reach_an_adventure_takes_its_card() -> None:
    """Rulebook, Draw the Route: the first to reach a circled adventure location takes the
    card; later players still visit the place (2 fame) but cannot claim the card."""
    assert "carpathian-castle" in ADVENTURES[:3]
    state = take(at(start(), 0, (25.0, 50.0)), Slot.DECK)
    state = draw(state, (30.0, 50.0))
    claimed = next(e for e in state.last_events if isinstance(e, AdventureClaimed))
    assert claimed.card_id == "carpathian-castle" and claimed.player == 0
    assert state.players[0].adventure_cards == ("carpathian-castle",)
    assert state.active == 1
    state = draw(take(at(state, 1, (25.0, 50.0)), Slot.DECK), (30.0, 50.0))
    assert state.players[1].adventure_cards == ()
    assert state.players[1].visits == ("castle",)
    scores = outcome(state)
    assert scores.score_of(1).adventures == 2  # the location
    assert scores.score_of(0).adventures == 2 + 2 * 1  # the location + one icon


def test_adventure_location_without_a_card_on_the_table() -> None:
    """Rulebook, Scoring: every adventure location counts, circled or not."""
    assert "tower-card" not in ADVENTURES[:3]
    state = take(at(start(), 0, (105.0, 50.0)), Slot.DECK)
    state = draw(state, (110.0, 50.0))
    assert state.players[0].adventure_cards == ()
    assert outcome(state).score_of(0).adventures == 2


def test_eastward_antimeridian_crossing_regains_a_day() -> None:
    """R2024-12 / rulebook: crossing the antimeridian eastwards moves the token back a day."""
    state = take(at(start(), 0, (170.0, 45.0)), Slot.DECK, flip=True)  # ship, 6 days
    assert state.players[0].day == 6
    after = draw(state, (195.0, 45.0))
    assert after.players[0].day == 5
    changed = next(e for e in after.last_events if isinstance(e, DaysChanged))
    assert changed.days == -1 and changed.text.endswith("eastwards and gains 1 day.")


def test_westward_antimeridian_crossing_costs_a_day() -> None:
    """R2024-12: a westward crossing moves the token forward a day (no back-and-forth gain)."""
    state = take(at(start(), 0, (195.0, 45.0)), Slot.DECK, flip=True)
    assert draw(state, (170.0, 45.0)).players[0].day == 7


def test_back_and_forth_across_the_antimeridian_gains_nothing() -> None:
    """R2024-12: east then west in one route: no net change."""
    state = take(at(start(), 0, (175.0, 45.0)), Slot.SHIP_3)  # detour ship: 10-unit legs
    after = draw(state, (185.0, 45.0), (185.0, 35.0), (178.0, 35.0))
    assert after.players[0].day == state.players[0].day


def test_a_day_regained_puts_the_token_on_top() -> None:
    """R2024-02: a token moved back onto an occupied day goes on top."""
    state = set_player(start(), 1, day=5)
    state = take(at(state, 0, (170.0, 45.0)), Slot.DECK, flip=True)  # day 6
    after = draw(state, (195.0, 45.0))  # back to day 5, on top of player 1
    assert after.players[0].day == after.players[1].day == 5
    assert after.active == 0


def test_route_start_is_the_previous_end() -> None:
    """R2024-10: the next route starts at the end of the previous one (snapped)."""
    state = draw(set_player(_train(), 1, day=30), (10.5, 48.2))
    assert state.active == 0
    assert route_start(state) == (10.0, 48.0)


def test_routes_may_leave_and_reach_coastal_locations() -> None:
    """R2024-10: a small tolerance round the start and the end lets a ship leave a port that
    lies just inside the coast, and a train start from it inland."""
    at_port = at(start(), 0, (70.0, 10.4), "bombay")  # 0.4 inside the south coast
    by_ship = draw(take(at_port, Slot.DECK, flip=True), (70.0, -10.0))
    assert by_ship.players[0].route_end == (70.0, -10.0)
    by_train = draw(take(at_port, Slot.DECK), (70.0, 30.0))
    assert by_train.players[0].route_end == (70.0, 30.0)
    with pytest.raises(IllegalActionError, match="ship cannot cross land"):
        draw(take(at(start(), 0, (70.0, 12.0)), Slot.DECK, flip=True), (70.0, -10.0))


@pytest.mark.parametrize(
    "points",
    [(), ((1.0,),), (("a", 2.0),), ((float("nan"), 1.0),), ((True, 1.0),), "oops"],
)
def test_malformed_route_points_get_a_message(points: object) -> None:
    """Every bad input gets a clear message, never a traceback (DESIGN.md, errors)."""
    with pytest.raises(IllegalActionError, match="route"):
        apply(_train(), DrawRoute(points))  # type: ignore[arg-type]  # malformed on purpose


def test_returning_to_starting_london_pays_no_income() -> None:
    """R2024-13: Starting London is not a visit, so no income even if a card named it."""
    sheet = replace(
        SHEET,
        income_cards=(IncomeCard("income-1", (("london-start", 5),)), *SHEET.income_cards[1:]),
    )
    state = new_game(replace(table(), sheet=sheet), 1)
    state = take(at(state, 0, (-5.0, 51.5)), Slot.DECK)
    after = draw(state, (1.5, 51.5))
    assert after.players[0].location == "london-start" and after.players[0].earned == 10
