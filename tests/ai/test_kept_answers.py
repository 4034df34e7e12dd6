"""What the journey's opponents keep between decisions (segments judged per map, the
look-ahead's values of positions, the candidate routes found from a start) is only ever
what working them out afresh gives: a decision is the same whether or not earlier
decisions left their answers (R2024-10: routes are judged by their geometry alone)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import numpy as np
from ai_helpers import small_sheet

from eighty_days.ai import journey
from eighty_days.ai.base import Level, forget_oldest
from eighty_days.ai.journey import JourneyBot
from eighty_days.ai.reach import reach_table
from eighty_days.engine.journey import (
    JourneyState,
    Phase,
    PlayerState,
    Ruler,
    Slot,
    TakeTransport,
    apply,
    new_game,
)
from eighty_days.sheet.model import Transport
from eighty_days.shipped_journey import default_config


def test_a_decision_is_the_same_with_the_verdicts_of_earlier_ones_or_without() -> None:
    """The hard level takes a card and draws its route with the verdicts and the figures
    home (``ReachTable.all_home``) of a whole game's decisions kept, and again with none:
    the same actions; and every kept verdict is the geometry's own judgement of that
    segment with its transport and coast tolerances (the way home from a route's end
    checked leg by leg included)."""
    config = default_config(["Ann", "Bob"], small_sheet())
    geometry = config.geometry
    bot = JourneyBot(Level.HARD, 3)
    state = new_game(config, 21)
    positions: list[JourneyState] = []
    while state.phase is not Phase.GAME_OVER and len(positions) < 24:
        positions.append(state)
        state = apply(state, bot.decide(state))
    kept = journey._VERDICTS[geometry]
    assert len(kept) > 100
    for (transport, tolerant_start, tolerant_end, start, end), legal in list(kept.items())[:400]:
        fresh = geometry.judge_segments(
            np.array([start]),
            np.array([end]),
            transport,
            tolerant_start=tolerant_start,
            tolerant_end=tolerant_end,
        )
        assert bool(fresh[0]) is legal
    assert {True, False} <= set(kept.values())  # both kinds of verdict were kept
    table = reach_table(
        config.sheet, geometry, config.cards, journey.home_graph(config.sheet, geometry).xy
    )
    assert len(table._homes) > 100  # the figures home of the ends asked were kept too
    assert len(journey._ROUTES[geometry]) > 20  # and the candidate routes found
    with_kept = [bot.decide(position) for position in positions[-6:]]
    kept.clear()
    afresh = []
    for position in positions[-6:]:
        kept.clear()
        table._homes.clear()
        journey._ROUTES[geometry].clear()
        afresh.append(bot.decide(position))
    assert with_kept == afresh


def _active_player_changed(
    state: JourneyState, change: Callable[[PlayerState], PlayerState]
) -> JourneyState:
    """``state`` with ``change`` made to the active player."""
    players = tuple(
        change(player) if seat == state.active else player
        for seat, player in enumerate(state.players)
    )
    return replace(state, players=players)


def test_the_candidate_routes_kept_for_a_start_are_those_found_afresh() -> None:
    """Over a game's turns to take a transport, the routes the hard level's search gets
    for each card of the market (kept from its earlier decisions where it has searched
    that start before) are the very routes found afresh; and with more pounds in hand or
    no balloon left (other waypoints are then in reach of home, ``_HomewardNodes``) the
    routes are those found afresh for that purse and those balloons, not those kept for
    the position as it is."""
    config = default_config(["Ann", "Bob"], small_sheet())
    bot = JourneyBot(Level.HARD, 3)
    state = new_game(config, 21)
    kept = journey._ROUTES.setdefault(config.geometry, {})
    kept.clear()
    served = 0
    differ = {"richer": 0, "no balloons": 0}
    balloons = config.cards.balloon_ids
    turns = 0
    while state.phase is not Phase.GAME_OVER and turns < 20:
        if state.phase is Phase.TAKE_TRANSPORT:
            turns += 1
            offers = journey._offers(state)
            keys = list(dict.fromkeys((offer.ruler, offer.transport) for offer in offers))
            variants = {
                "as it is": state,
                "richer": _active_player_changed(
                    state, lambda player: replace(player, earned=player.earned + 20)
                ),
                # every balloon card used (R2024-06)
                "no balloons": _active_player_changed(
                    state, lambda player: replace(player, balloons_used=balloons)
                ),
            }
            found_for: dict[str, dict[tuple[Ruler, Transport], journey._Routes]] = {}
            for name, position in variants.items():
                ctx = journey._context(position, hard=True)
                known = len(kept)
                found = journey._generate(ctx, keys)
                served += len(keys) - (len(kept) - known)
                fresh = journey._generated(
                    ctx,
                    keys,
                    bends=True,
                    fans=True,
                    fan_directions=journey.FAN_DIRECTIONS,
                    judge=None,
                )
                for key in keys:
                    assert found[key].routes == fresh[key].routes
                    assert np.array_equal(found[key].ends, fresh[key].ends)
                    assert np.array_equal(found[key].location, fresh[key].location)
                    assert np.array_equal(found[key].crossings, fresh[key].crossings)
                found_for[name] = found
            for name in differ:
                differ[name] += sum(
                    found_for[name][key].routes != found_for["as it is"][key].routes for key in keys
                )
        state = apply(state, bot.decide(state))
    assert served > 10  # kept routes were served, not only found
    # the purse and the balloons changed some routes: a kept list was not reused for them
    assert all(count > 0 for count in differ.values()), differ


def test_the_oldest_answers_are_forgotten_first_once_too_many_are_kept() -> None:
    """Past the bound, the older entries go, down to half of it; the newest stay."""
    kept = {index: str(index) for index in range(10)}
    forget_oldest(kept, 10)
    assert len(kept) == 10
    kept[10] = "10"
    forget_oldest(kept, 10)
    assert list(kept) == [6, 7, 8, 9, 10]


def test_a_decision_is_the_same_with_the_look_aheads_of_earlier_ones_or_without() -> None:
    """The hard level's route after its card looks ahead from positions its card's decision
    looked at: kept or worked out afresh, the same routes and cards are chosen."""
    config = default_config(["Ann", "Bob", "Cy"], small_sheet())
    bot = JourneyBot(Level.HARD, 5)
    state = new_game(config, 8)
    positions: list[JourneyState] = []
    journey._VALUES_AFTER.clear()
    while state.phase is not Phase.GAME_OVER and len(positions) < 18:
        positions.append(state)
        state = apply(state, bot.decide(state))
    assert journey._VALUES_AFTER
    with_kept = [bot.decide(position) for position in positions]
    afresh = []
    for position in positions:
        journey._VALUES_AFTER.clear()
        afresh.append(bot.decide(position))
    assert with_kept == afresh


def test_a_value_kept_for_one_map_is_not_taken_for_another() -> None:
    """The same position on a map drawn at another scale is valued for its own map."""
    sheet = small_sheet()
    other_sheet = replace(sheet, ruler_unit=sheet.ruler_unit * 0.6)
    state = apply(new_game(default_config(["Ann", "Bob"], sheet), 2), TakeTransport(Slot.TRAIN_1))
    other = replace(state, config=default_config(["Ann", "Bob"], other_sheet))
    player = state.active
    assert player is not None

    def value(position: JourneyState) -> float | None:
        return journey._value_after(position, player, income_index=0, to_win=False)

    journey._VALUES_AFTER.clear()
    expected = value(other)
    journey._VALUES_AFTER.clear()
    assert value(state) != expected
    assert value(other) == expected
