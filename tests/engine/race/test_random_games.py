"""Seeded random races to the end, checking the invariants after every action; replays
and plain-data round trips (DESIGN.md, engine shape)."""

import json

import pytest
from race_helpers import choose, random_config

from eighty_days.engine.common import Rng
from eighty_days.engine.race import (
    LOG_KINDS,
    CardKind,
    Phase,
    RaceConfig,
    RaceState,
    Transport,
    action_from_dict,
    apply,
    current_player,
    default_decks,
    game_record,
    is_terminal,
    legal_actions,
    new_game,
    outcome,
    prompt,
    replay,
    replay_record,
)

NAMES = ("Anna", "Ben", "Cleo", "Dan", "Eve", "Finn")
#: A race needs far fewer actions; more means the game got stuck.
MAX_ACTIONS = 4000
ALL_ACTION_CARDS = frozenset(default_decks().action_cards)
ALL_EVENT_CARDS = frozenset(default_decks().event_cards)
assert len(ALL_ACTION_CARDS) == 60 and len(ALL_EVENT_CARDS) == 40


def check_invariants(state: RaceState) -> None:
    """Cards conserved, figures on the track, the rose on a transport, someone to move."""
    action_cards = [*state.draw_pile, *state.discard_pile]
    for player in state.players:
        action_cards.extend(player.hand)
    assert len(action_cards) == len(ALL_ACTION_CARDS) and set(action_cards) == ALL_ACTION_CARDS, (
        "the 60 action cards are not all there (once each)"
    )
    events = [*state.event_pile, *state.event_discard]
    events.extend(p.kept_event for p in state.players if p.kept_event is not None)
    if state.turn.drawn_event is not None:
        events.append(state.turn.drawn_event)
    assert len(events) == len(ALL_EVENT_CARDS) and set(events) == ALL_EVENT_CARDS, (
        "the 40 event cards are not all there (once each)"
    )
    for player in state.players:
        assert 0 <= player.position <= state.board.finish
    assert isinstance(state.wind_rose, Transport)
    if is_terminal(state):
        assert current_player(state) is None and legal_actions(state) == []
        assert state.players[state.winner or 0].position == state.board.finish
    else:
        assert current_player(state) is not None
        assert all(p.position < state.board.finish for p in state.players)
    for event in state.last_events:
        assert event.kind in LOG_KINDS and event.text, event
    if state.phase is Phase.DEFEND:
        victim = state.players[state.pending[0].victim]
        assert any(state.action_card(c).kind is CardKind.MONEY_BAG for c in victim.hand)


def play_random_race(seed: int) -> RaceState:
    """A race with random legal actions, invariants checked after each one."""
    state = new_game(random_config(seed), seed)
    check_invariants(state)
    policy = Rng.from_seed(seed + 1_000_003)
    for _ in range(MAX_ACTIONS):
        if is_terminal(state):
            return state
        legal = legal_actions(state)
        assert legal, f"no legal action in {state.phase}"
        action, policy = choose(legal, policy)
        state = apply(state, action)
        check_invariants(state)
    raise AssertionError(f"race {seed} did not end within {MAX_ACTIONS} actions")


def play_many(seeds: range) -> None:
    for seed in seeds:
        state = play_random_race(seed)
        result = outcome(state)
        assert result is not None
        assert sorted(result.finishing_order) == list(range(len(state.players)))


def test_two_hundred_random_races_end_with_the_invariants_kept() -> None:
    """200 seeded random races (2–6 players, basic and expert) end with a winner; after every
    action 60 action and 40 event cards are conserved, figures stay on the track and the
    wind rose is on one of its four transports."""
    play_many(range(200))


@pytest.mark.slow
def test_two_thousand_random_races() -> None:
    """The same over 2,000 more seeds."""
    play_many(range(200, 2200))


def test_replay_from_config_seed_and_actions_gives_the_same_state() -> None:
    """{config, seed, actions} is the save file: replaying it reproduces the state."""
    for seed in (1, 2, 5):
        state = play_random_race(seed)
        again = replay(state.config, state.seed, state.history)
        assert again == state
        record = json.loads(json.dumps(game_record(state)))
        assert replay_record(record) == state


def test_every_action_round_trips_through_plain_data() -> None:
    """Each action of a few races survives to_dict → JSON → from_dict unchanged."""
    seen_types = set()
    for seed in range(6):
        state = play_random_race(seed)
        for action in state.history:
            data = json.loads(json.dumps(action.to_dict()))
            assert action_from_dict(data) == action
            assert type(action).from_dict(data) == action
            seen_types.add(type(action).__name__)
    assert {"PlayCard", "DrawCards", "MoveWindRose", "AcceptPenalty"} <= seen_types


def test_the_same_seed_gives_the_same_race_and_another_seed_another() -> None:
    """Randomness only from the state's Rng: equal seeds deal equally, others differ."""
    config = RaceConfig(NAMES[:4])
    assert new_game(config, 11) == new_game(config, 11)
    firsts = {new_game(config, seed).turn_player for seed in range(40)}
    assert firsts == {0, 1, 2, 3}  # "Es wird ausgelost, welcher Spieler beginnt"
    assert new_game(config, 11).players != new_game(config, 12).players


def test_fast_legal_actions_agree_with_checking_every_candidate() -> None:
    """``legal_actions`` (computed directly) equals filtering every candidate action through
    the same checks ``apply`` uses, in every state of a few random races."""
    from eighty_days.engine.race.rules import _legal_by_checking

    for seed in (0, 2, 4, 5, 8):
        state = new_game(random_config(seed), seed)
        policy = Rng.from_seed(seed)
        while not is_terminal(state):
            fast = legal_actions(state)
            assert sorted(map(repr, fast)) == sorted(map(repr, _legal_by_checking(state)))
            assert prompt(state).startswith(state.players[current_player(state) or 0].name)
            action, policy = choose(fast, policy)
            state = apply(state, action)
