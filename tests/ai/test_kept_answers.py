"""What the journey's opponents keep between decisions (segments judged per map, the
look-ahead's values of positions, the candidate routes found from a start) is only ever
what working them out afresh gives: a decision is the same whether or not earlier
decisions left their answers (R2024-10: routes are judged by their geometry alone)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import numpy as np
from ai_helpers import small_sheet

from eighty_days.ai.base import Level, forget_oldest
from eighty_days.ai.journey import JourneyBot
from eighty_days.ai.journey.candidates import ROUTES, VERDICTS, Routes, candidates
from eighty_days.ai.journey.context import list_offers, make_context
from eighty_days.ai.journey.home import load_home_graph, load_reach_table
from eighty_days.ai.journey.search import POSITION_VALUES, value_position
from eighty_days.ai.table_store import map_digest
from eighty_days.engine.journey import (
    JourneyState,
    Phase,
    PlayerState,
    Ruler,
    Slot,
    TakeTransport,
    apply,
    default_config,
    new_game,
)
from eighty_days.sheet.model import Transport


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
    digest = map_digest(config.sheet)
    kept = [(key[1:], legal) for key, legal in VERDICTS.items() if key[0] == digest]
    assert len(kept) > 100
    for (transport, tolerant_start, tolerant_end, start, end), legal in kept[:400]:
        fresh = geometry.judge_segments(
            np.array([start]),
            np.array([end]),
            transport,
            tolerant_start=tolerant_start,
            tolerant_end=tolerant_end,
        )
        assert bool(fresh[0]) is legal
    assert {True, False} <= {legal for _, legal in kept}  # both kinds of verdict were kept
    table = load_reach_table(
        config.sheet, geometry, config.cards, load_home_graph(config.sheet, geometry).xy
    )
    assert table.homes_kept() > 100  # the figures home of the ends asked were kept too
    assert len(ROUTES) > 20  # and the candidate routes found
    with_kept = [bot.decide(position) for position in positions[-6:]]
    afresh = []
    for position in positions[-6:]:
        VERDICTS.clear()
        table.forget_kept()
        ROUTES.clear()
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
    no balloon left (other waypoints are then in reach of home, ``HomewardNodes``) the
    routes are those found afresh for that purse and those balloons, not those kept for
    the position as it is."""
    config = default_config(["Ann", "Bob"], small_sheet())
    bot = JourneyBot(Level.HARD, 3)
    state = new_game(config, 21)
    ROUTES.clear()
    served = 0
    differ = {"richer": 0, "no balloons": 0}
    balloons = config.cards.balloon_ids
    turns = 0
    while state.phase is not Phase.GAME_OVER and turns < 20:
        if state.phase is Phase.TAKE_TRANSPORT:
            turns += 1
            offers = list_offers(state)
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
            found_for: dict[str, dict[tuple[Ruler, Transport], Routes]] = {}
            for name, position in variants.items():
                ctx = make_context(position, hard=True)
                known = len(ROUTES)
                found = candidates(ctx, keys)
                served += len(keys) - (len(ROUTES) - known)
                kept = ROUTES.items()
                ROUTES.clear()
                fresh = candidates(ctx, keys)  # found afresh
                ROUTES.clear()
                ROUTES.put_many(dict(kept))
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
    POSITION_VALUES.clear()
    while state.phase is not Phase.GAME_OVER and len(positions) < 18:
        positions.append(state)
        state = apply(state, bot.decide(state))
    assert POSITION_VALUES
    with_kept = [bot.decide(position) for position in positions]
    afresh = []
    for position in positions:
        POSITION_VALUES.clear()
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
        return value_position(position, player, income_index=0, to_win=False)

    POSITION_VALUES.clear()
    expected = value(other)
    POSITION_VALUES.clear()
    assert value(state) != expected
    assert value(other) == expected
