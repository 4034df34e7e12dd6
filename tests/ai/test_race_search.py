"""The race search (benchmarks/race_search_bot.py, issue 23): legal play through the engine's rules
(R1986-01..09), the same decision for the same seed, and nothing read of the cards the
deciding seat cannot see."""

from __future__ import annotations

import importlib.util
import sys
from collections import Counter
from dataclasses import replace
from pathlib import Path
from types import ModuleType

from eighty_days.ai.base import Level
from eighty_days.ai.race import RaceBot
from eighty_days.engine.common import Rng
from eighty_days.engine.race import (
    DeclineJump,
    Phase,
    RaceConfig,
    RaceState,
    TakeJump,
    apply,
    current_player,
    legal_actions,
)
from eighty_days.shipped_race import new_race

SEARCH = Path(__file__).parents[2] / "benchmarks" / "race_search_bot.py"


def _search_module() -> ModuleType:
    """``benchmarks/race_search_bot.py`` (the experiment), loaded from its file."""
    spec = importlib.util.spec_from_file_location("race_search_bot", SEARCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


_search = _search_module()
RaceSearchBot = _search.RaceSearchBot
SearchSettings = _search.SearchSettings
_candidates = _search._candidates
determinised = _search.determinised
leaf_value = _search.leaf_value


#: Small settings keep the tests quick; the search runs the same code at any size.
QUICK = SearchSettings(worlds=2, horizon=2)
MAX_ACTIONS = 6000


def _hard_states(seed: int, players: int = 2, limit: int = 400) -> list[RaceState]:
    """The states of a race between hard opponents (one per decision)."""
    state = new_race(RaceConfig(tuple(f"P{i}" for i in range(players))), seed)
    bot = RaceBot(Level.HARD)
    states = []
    while current_player(state) is not None and len(states) < limit:
        states.append(state)
        state = apply(state, bot.decide(state))
    return states


def _with_choice(states: list[RaceState]) -> list[RaceState]:
    """The states where the search has more than one distinct choice to weigh."""
    hard = RaceBot(Level.HARD)
    return [s for s in states if len(_candidates(s, legal_actions(s), hard.decide(s))) > 1]


def test_the_search_plays_only_legal_actions_in_whole_races() -> None:
    """Races of 2 and 3 players with a search seat among hard ones: every action the
    search takes is among ``legal_actions`` (applied by the engine, so R1986-01..09
    hold), and every race ends with a winner."""
    for seed, players in ((11, 2), (12, 3)):
        state = new_race(RaceConfig(tuple(f"P{i}" for i in range(players))), seed)
        search = RaceSearchBot(seed, QUICK)
        hard = RaceBot(Level.HARD)
        chosen = 0
        for _ in range(MAX_ACTIONS):
            seat = current_player(state)
            if seat is None:
                break
            if seat == 0:
                action = search.decide(state)
                assert action in legal_actions(state), f"illegal {action}"
                assert action.seat == 0
                chosen += 1
            else:
                action = hard.decide(state)
            state = apply(state, action)
        assert state.winner is not None
        assert chosen > 10


def test_the_jump_question_is_answered_with_a_legal_choice() -> None:
    """Ruling R1986-09: with a played-out hand the search takes or declines the jump."""
    jumps = [s for s in _hard_states(5, limit=2000) if s.phase is Phase.JUMP_CHOICE]
    assert jumps, "the race had no played-out hand"
    for state in jumps[:3]:
        action = RaceSearchBot(1, QUICK).decide(state)
        assert action in (TakeJump(), DeclineJump())


def test_the_same_seed_gives_the_same_decision() -> None:
    """Two bots with the same seed decide alike in every state; the decision is a pure
    function of the state and the seed."""
    states = _with_choice(_hard_states(21))[:12]
    assert len(states) == 12
    first = [RaceSearchBot(7, QUICK).decide(s) for s in states]
    again = [RaceSearchBot(7, QUICK).decide(s) for s in states]
    assert first == again


def _hide_differently(state: RaceState, seat: int) -> RaceState:
    """``state`` with every card ``seat`` cannot see dealt otherwise: a rival's hand and
    the draw pile swapped and reordered, the event pile reversed, another generator."""
    rival = (seat + 1) % len(state.players)
    hidden = [*state.players[rival].hand, *state.draw_pile]
    hidden.reverse()
    size = len(state.players[rival].hand)
    players = list(state.players)
    players[rival] = replace(players[rival], hand=tuple(hidden[:size]))
    return replace(
        state,
        players=tuple(players),
        draw_pile=tuple(hidden[size:]),
        event_pile=tuple(reversed(state.event_pile)),
        rng=Rng.from_seed(state.rng.state ^ 0xDEADBEEF),
    )


def test_hidden_cards_do_not_change_the_decision() -> None:
    """Two states that differ only in what the deciding seat cannot see (a rival's hand,
    the order of the draw and event piles, the state's generator) give the same choice
    for the same seed, and the same sampled worlds."""
    states = [s for s in _with_choice(_hard_states(33)) if s.phase is Phase.TURN_START][:10]
    assert len(states) == 10
    for state in states:
        seat = current_player(state)
        assert seat is not None
        other = _hide_differently(state, seat)
        rival = (seat + 1) % len(state.players)
        assert other.players[rival].hand != state.players[rival].hand or not other.draw_pile
        bot = RaceSearchBot(3, QUICK)
        assert bot.decide(state) == bot.decide(other)
        world, _ = determinised(state, seat, Rng.from_seed(9))
        other_world, _ = determinised(other, seat, Rng.from_seed(9))
        assert world.players == other_world.players
        assert world.draw_pile == other_world.draw_pile
        assert world.event_pile == other_world.event_pile


def test_a_sampled_world_keeps_what_the_seat_sees() -> None:
    """A world keeps the seat's hand, every position, every hand size, the discard piles
    and the same cards overall; the rival's hand is dealt anew from the unseen cards."""
    state = _hard_states(44)[60]
    seat = current_player(state)
    assert seat is not None
    rival = (seat + 1) % 2
    dealt_anew = 0
    rng = Rng.from_seed(1)
    for _ in range(10):
        world, rng = determinised(state, seat, rng)
        assert world.players[seat] == state.players[seat]
        assert [p.position for p in world.players] == [p.position for p in state.players]
        assert [len(p.hand) for p in world.players] == [len(p.hand) for p in state.players]
        assert world.discard_pile == state.discard_pile
        assert world.event_discard == state.event_discard
        unseen = Counter([*state.players[rival].hand, *state.draw_pile])
        assert Counter([*world.players[rival].hand, *world.draw_pile]) == unseen
        assert Counter(world.event_pile) == Counter(state.event_pile)
        dealt_anew += world.players[rival].hand != state.players[rival].hand
    assert dealt_anew >= 8


def test_the_leaf_favours_the_leader() -> None:
    """The leaf's chance of winning lies in (0, 1), is higher for the seat further ahead,
    and the two seats' chances add up to 1 in a two-player race."""
    state = _hard_states(55)[80]
    players = list(state.players)
    players[0] = replace(players[0], position=players[1].position + 20)
    ahead = replace(state, players=tuple(players))
    assert 0.5 < leaf_value(ahead, 0) < 1.0
    assert 0.0 < leaf_value(ahead, 1) < 0.5
    assert abs(leaf_value(ahead, 0) + leaf_value(ahead, 1) - 1.0) < 1e-9
