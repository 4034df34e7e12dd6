"""The expert's look to the game's end in a game of two (``ai/expert.py``): from
``ROLLOUT_FROM_DAY`` on, each of its cards is played to the end by the hard level on both
seats in a sampled world, and the card whose game ends best is kept."""

from __future__ import annotations

from dataclasses import replace

from ai_helpers import small_sheet

from eighty_days.ai.base import Level
from eighty_days.ai.expert import (
    EXPERT_CANDIDATES,
    ROLLOUT_FROM_DAY,
    ROLLOUT_WORLDS,
    ExpertJourneyBot,
    _search,
    best_cards,
    game_end,
    sample_worlds,
)
from eighty_days.ai.journey import JourneyBot
from eighty_days.engine.journey import (
    Action,
    JourneyState,
    Phase,
    apply,
    default_config,
    new_game,
    outcome,
)


def first_look_to_the_end(seed: int) -> JourneyState:
    """The first position of a game of two (the expert in seat 0, hard in seat 1) where the
    expert takes a transport from ``ROLLOUT_FROM_DAY`` on with both players on their way."""
    state = new_game(default_config(["Ann", "Bob"], small_sheet()), seed)
    bots = [ExpertJourneyBot(5), JourneyBot(Level.HARD, 6)]
    while state.phase is not Phase.GAME_OVER:
        seat = state.active
        assert seat is not None
        if (
            seat == 0
            and state.phase is Phase.TAKE_TRANSPORT
            and state.players[0].day >= ROLLOUT_FROM_DAY
            and not any(p.arrived or p.journey_ended for p in state.players)
        ):
            return state
        state = apply(state, bots[seat].decide(state))
    raise AssertionError("the expert never took a transport from the rollouts' first day")


def hard_game_end(state: JourneyState, player: int) -> float:
    """The game from ``state`` played to its end by two hard players with their own seeds:
    1 if ``player`` wins (a share if tied), plus a hundredth per point of margin."""
    bots = [JourneyBot(Level.HARD, 11), JourneyBot(Level.HARD, 12)]
    while state.phase is not Phase.GAME_OVER:
        seat = state.active
        assert seat is not None
        state = apply(state, bots[seat].decide(state))
    result = outcome(state)
    won = 1.0 / len(result.winners) if player in result.winners else 0.0
    return won + 0.01 * (result.scores[player].total - result.scores[1 - player].total)


def test_in_a_game_of_two_the_expert_keeps_the_card_whose_game_ends_best() -> None:
    """Rulebook (a whole game, the final scoring), R2024-05 (the face-down cards in a
    sampled order): from ``ROLLOUT_FROM_DAY`` on, the expert's card ends the game played on
    by two hard players in its sampled world at least as well as the hard level's own card
    and each of the hard level's best cards."""
    state = first_look_to_the_end(23)
    world = sample_worlds(state, 5, known_deck=False, count=ROLLOUT_WORLDS)[0]
    best = best_cards(state)
    assert best is not None
    takes: list[Action] = [JourneyBot(Level.HARD).decide(state)]
    takes += [replace(c.take, seat=0) for c in best[0]]
    ends = {repr(take): hard_game_end(apply(world, take), 0) for take in takes}
    assert len(set(ends)) > 1, "the position offers one card only: no choice to test"
    chosen = ExpertJourneyBot(5).decide(state)
    assert ends[repr(chosen)] == max(ends.values())
    # the look to the end is the one two hard players with their own seeds take
    assert game_end(apply(world, chosen), 0) == ends[repr(chosen)]


def test_the_experts_search_finds_the_hard_levels_own_card() -> None:
    """The expert's one search of a turn gives, besides the hard level's best cards, the
    card the hard level itself takes (the tie-break of a game played to the end): the
    same card at every turn to take a transport of a game of two hard players (rulebook,
    a whole game)."""
    state = new_game(default_config(["Ann", "Bob"], small_sheet()), 12)
    bots = [JourneyBot(Level.HARD, 1), JourneyBot(Level.HARD, 2)]
    compared = 0
    while state.phase is not Phase.GAME_OVER:
        seat = state.active
        assert seat is not None
        action = bots[seat].decide(state)
        if state.phase is Phase.TAKE_TRANSPORT:
            search = _search(state, EXPERT_CANDIDATES)
            if search is not None:
                assert search[2] == action
                compared += 1
        state = apply(state, action)
    assert compared >= 10
