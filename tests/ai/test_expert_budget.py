"""The work budget of the expert's games to the end (``ai/expert.py``, issue 47): in a game
of two, the expert's cards are played to the end only when their number times the actions
expected to the game's end (``estimate_actions_left``, from the calendar alone) fits
``ROLLOUT_STEPS_BUDGET``; otherwise the turn is searched one turn ahead in sampled worlds,
as before ``ROLLOUT_FROM_DAY``. The budget is a function of the position, so a decision
thought ahead on a worker thread, with nothing kept from earlier ones, is the decision
made afterwards."""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import replace

import pytest
from ai_helpers import small_sheet

from eighty_days.ai import expert
from eighty_days.ai.base import Level
from eighty_days.ai.expert import (
    EXPERT_CANDIDATES,
    ROLLOUT_FROM_DAY,
    ROLLOUT_STEPS_BUDGET,
    TYPICAL_DAYS_PER_TURN,
    TYPICAL_HOME_DAY,
    ExpertJourneyBot,
    _search,
    estimate_actions_left,
    fits_the_budget,
    rollout_takes,
)
from eighty_days.ai.journey import JourneyBot
from eighty_days.ai.journey.candidates import ROUTES, VERDICTS
from eighty_days.ai.journey.home import load_home_graph, load_reach_table
from eighty_days.ai.journey.search import POSITION_VALUES
from eighty_days.engine.journey import Action, JourneyState, Phase, apply, new_game
from eighty_days.shipped_journey import default_config


def with_days(state: JourneyState, *days: int) -> JourneyState:
    """``state`` with its players' tokens on ``days``."""
    players = tuple(
        replace(player, day=day) for player, day in zip(state.players, days, strict=True)
    )
    return replace(state, players=players)


def count_takes(state: JourneyState) -> int:
    """How many cards the expert would play to the end from ``state`` (its own turn to
    take a transport): the hard level's own card and its best others."""
    me = state.active
    assert me is not None
    search = _search(state, EXPERT_CANDIDATES)
    assert search is not None
    candidates, _, own = search
    return len(rollout_takes(replace(own, seat=me), candidates, me))


def rollout_position(fits: bool) -> tuple[JourneyState, int]:
    """A turn of seat 0 to take a transport, in a game of two hard players on the small
    map, where the expert looks to the game's end (from ``ROLLOUT_FROM_DAY``, both players
    on their way) with several cards, and whose expected work fits the budget or not
    (``fits``); and the number of its cards."""
    for seed in range(20, 60):
        state = new_game(default_config(["Ann", "Bob"], small_sheet()), seed)
        bots = [JourneyBot(Level.HARD, 5), JourneyBot(Level.HARD, 6)]
        while state.phase is not Phase.GAME_OVER:
            seat = state.active
            assert seat is not None
            if (
                seat == 0
                and state.phase is Phase.TAKE_TRANSPORT
                and state.players[0].day >= ROLLOUT_FROM_DAY
                and not any(p.arrived or p.journey_ended for p in state.players)
            ):
                takes = count_takes(state)
                if takes > 1 and fits_the_budget(state, takes) is fits:
                    return state, takes
            state = apply(state, bots[seat].decide(state))
    raise AssertionError(f"no position whose games to the end fit the budget: {fits}")


def record_games_to_the_end(monkeypatch: pytest.MonkeyPatch) -> list[JourneyState]:
    """From now on, the start of every game the expert plays to its end."""
    started: list[JourneyState] = []
    played = expert.game_end

    def recorded(state: JourneyState, me: int) -> float:
        started.append(state)
        return played(state, me)

    monkeypatch.setattr(expert, "game_end", recorded)
    return started


def test_the_actions_expected_to_the_games_end_count_each_journey_still_on_its_way() -> None:
    """Rulebook (turns follow the calendar, a card and a route each, R2024-02): a player
    ``TYPICAL_DAYS_PER_TURN`` days a turn from ``TYPICAL_HOME_DAY`` has two actions more
    ahead; a player at or past that day still one turn; a player home none."""
    state = new_game(default_config(["Ann", "Bob"], small_sheet()), 3)
    turn = TYPICAL_DAYS_PER_TURN
    start = round(TYPICAL_HOME_DAY - 3 * turn)
    three_turns = 2 * (TYPICAL_HOME_DAY - start) / turn
    assert estimate_actions_left(with_days(state, start, start)) == pytest.approx(2 * three_turns)
    late = with_days(state, start, TYPICAL_HOME_DAY + 5)
    assert estimate_actions_left(late) == pytest.approx(three_turns + 2)
    home = replace(late.players[1], arrived=True)
    assert estimate_actions_left(replace(late, players=(late.players[0], home))) == (
        pytest.approx(three_turns)
    )
    # the earlier the calendar, the longer the game ahead
    assert estimate_actions_left(with_days(state, 35, 35)) > estimate_actions_left(
        with_days(state, 50, 50)
    )


def test_the_budget_passes_the_longest_games_to_the_end_of_three_cards_over() -> None:
    """On the calendar's first day of the games to the end, both players there, three
    cards are over the budget and two fit (issue 47: the cold decisions over 1.5 s were
    three cards played to the end from days 35-45); near the end every card fits."""
    state = new_game(default_config(["Ann", "Bob"], small_sheet()), 3)
    early = with_days(state, ROLLOUT_FROM_DAY, ROLLOUT_FROM_DAY)
    assert not fits_the_budget(early, 3)
    assert fits_the_budget(early, 2)
    assert fits_the_budget(with_days(state, 60, 62), EXPERT_CANDIDATES + 1)


def test_in_a_long_position_the_expert_plays_no_game_to_the_end(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Rulebook (a whole game), R2024-05: where its cards' games to the end are expected
    to take more actions than the budget, the expert plays none of them and decides as its
    one-turn search in sampled worlds does (as before ``ROLLOUT_FROM_DAY``); with the
    budget lifted, the same position plays every card to the end."""
    state, takes = rollout_position(fits=False)
    started = record_games_to_the_end(monkeypatch)
    budgeted = ExpertJourneyBot(7).decide(state)
    assert started == []
    monkeypatch.setattr(expert, "ROLLOUT_FROM_DAY", 81)
    assert budgeted == ExpertJourneyBot(7).decide(state)  # the one-turn search's card
    monkeypatch.setattr(expert, "ROLLOUT_FROM_DAY", ROLLOUT_FROM_DAY)
    monkeypatch.setattr(expert, "ROLLOUT_STEPS_BUDGET", 10**6)
    ExpertJourneyBot(7).decide(state)
    assert len(started) == takes


def test_the_budget_counts_every_card_played_to_the_end(monkeypatch: pytest.MonkeyPatch) -> None:
    """The expected work is the number of cards times the actions expected to the game's
    end: a budget of exactly that plays every card to the end, one action less none."""
    state, takes = rollout_position(fits=True)
    work = takes * estimate_actions_left(state)
    assert work <= ROLLOUT_STEPS_BUDGET
    started = record_games_to_the_end(monkeypatch)
    monkeypatch.setattr(expert, "ROLLOUT_STEPS_BUDGET", work)
    ExpertJourneyBot(7).decide(state)
    assert len(started) == takes
    started.clear()
    monkeypatch.setattr(expert, "ROLLOUT_STEPS_BUDGET", work - 1)
    ExpertJourneyBot(7).decide(state)
    assert started == []


def forget_kept_answers(state: JourneyState) -> None:
    """Forget what the bots kept from earlier decisions (verdicts, routes, values of
    positions, figures home), as a fresh process starts."""
    config = state.config
    graph = load_home_graph(config.sheet, config.geometry)
    load_reach_table(config.sheet, config.geometry, config.cards, graph.xy).forget_kept()
    VERDICTS.clear()
    ROUTES.clear()
    POSITION_VALUES.clear()


def decide_on_a_worker(decide: Callable[[JourneyState], Action], state: JourneyState) -> Action:
    """``decide(state)`` on another thread, as the table's look-ahead asks it."""
    found: list[Action] = []
    worker = threading.Thread(target=lambda: found.append(decide(state)))
    worker.start()
    worker.join()
    assert len(found) == 1
    return found[0]


@pytest.mark.parametrize("fits", [True, False], ids=["fits", "over the budget"])
def test_a_budgeted_decision_is_the_same_thought_ahead_cold_or_afterwards_warm(
    fits: bool,
) -> None:
    """The budget is decided from the position, never from the clock or from what earlier
    decisions kept: on a worker thread with nothing kept (as the look-ahead during the
    animation may run) and on this thread after other decisions, the expert with one
    seed takes the same card."""
    state, _ = rollout_position(fits=fits)
    bot = ExpertJourneyBot(11)
    forget_kept_answers(state)
    ahead = decide_on_a_worker(bot.decide, state)
    JourneyBot(Level.HARD, 2).decide(with_days(state, 20, 20))  # other answers kept
    assert bot.decide(state) == ahead
