"""Property tests: actions round-trip through plain data, and no input — well-formed or
not — makes the engine fail with anything but IllegalActionError (house rule: a clear
message, never a traceback)."""

from functools import cache
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from race_helpers import choose, is_legal, random_config

from eighty_days.engine.common import IllegalActionError, Rng
from eighty_days.engine.race import (
    AcceptPenalty,
    Action,
    CarryOutEvent,
    DeclineJump,
    Defend,
    DiscardCard,
    DrawCards,
    EndTurn,
    ExchangeCards,
    KeepEvent,
    MoveWindRose,
    PlayCard,
    PlayEvent,
    RaceConfig,
    RaceConfigError,
    RaceState,
    TakeJump,
    Transport,
    action_from_dict,
    apply,
    is_terminal,
    legal_actions,
)
from eighty_days.shipped_race import default_decks, new_race

card_ids = st.one_of(
    st.sampled_from(sorted(default_decks().action_cards)), st.text(min_size=1, max_size=8)
)
transports = st.sampled_from(list(Transport))
actions: st.SearchStrategy[Action] = st.one_of(
    st.builds(DrawCards, st.sampled_from([1, 2])),
    st.builds(
        PlayCard,
        card_ids,
        st.one_of(st.none(), st.sampled_from([1, 2, 3])),
        st.one_of(st.none(), transports),
        st.booleans(),
    ),
    st.builds(ExchangeCards, st.tuples(card_ids, card_ids)),
    st.builds(DiscardCard, card_ids),
    st.builds(MoveWindRose, transports),
    st.builds(Defend, card_ids),
    st.just(AcceptPenalty()),
    st.just(KeepEvent()),
    st.just(CarryOutEvent()),
    st.just(PlayEvent()),
    st.just(TakeJump()),
    st.just(DeclineJump()),
    st.just(EndTurn()),
)
json_values = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(-5, 5), st.text(max_size=6)),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner),
    max_leaves=6,
)


@cache
def sample_states() -> tuple[RaceState, ...]:
    """States from a few seeded random races, every 7th step (all phases occur)."""
    states = []
    for seed in (0, 2, 5):
        state = new_race(random_config(seed), seed)
        policy = Rng.from_seed(seed)
        step = 0
        while not is_terminal(state):
            if step % 7 == 0:
                states.append(state)
            action, policy = choose(legal_actions(state), policy)
            state = apply(state, action)
            step += 1
        states.append(state)
    return tuple(states)


@given(actions)
def test_actions_round_trip(action: Action) -> None:
    """to_dict → from_dict gives the same action, for any field values."""
    assert action_from_dict(action.to_dict()) == action


@given(
    st.one_of(
        json_values,
        st.fixed_dictionaries(
            {
                "type": st.sampled_from(
                    [
                        "draw_cards",
                        "play_card",
                        "exchange_cards",
                        "discard_card",
                        "move_wind_rose",
                        "defend",
                        "take_jump",
                        "decline_jump",
                        "x",
                    ]
                )
            },
            optional={
                "count": json_values,
                "card_id": json_values,
                "card_ids": json_values,
                "steps": json_values,
                "new_transport": json_values,
                "backward": json_values,
                "transport": json_values,
                "seat": json_values,
            },
        ),
    )
)
def test_malformed_action_data_gives_only_illegal_action_errors(data: Any) -> None:
    """Any plain data either makes an action or raises IllegalActionError."""
    try:
        action_from_dict(data)
    except IllegalActionError as error:
        assert str(error)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), actions)
def test_any_action_in_any_state_is_applied_or_refused_with_a_reason(
    data: st.DataObject, action: Action
) -> None:
    """apply() either takes the action (exactly when is_legal says so) or raises
    IllegalActionError with a message; it never breaks otherwise."""
    states = sample_states()
    state = states[data.draw(st.integers(0, len(states) - 1))]
    legal = is_legal(state, action)
    try:
        apply(state, action)
    except IllegalActionError as error:
        assert not legal and str(error)
    else:
        assert legal
        assert action in legal_actions(state) or isinstance(action, ExchangeCards)


@settings(deadline=None)
@given(
    st.fixed_dictionaries(
        {"players": st.one_of(json_values, st.lists(st.text(max_size=4), max_size=7))},
        optional={
            "wind_rose": st.one_of(json_values, transports.map(lambda t: t.value)),
            "expert": st.one_of(
                json_values,
                st.dictionaries(
                    st.sampled_from(["keep_event", "travel_backward", "x"]), json_values
                ),
            ),
            "setup": st.one_of(
                json_values,
                st.fixed_dictionaries(
                    {},
                    optional={
                        "hands": json_values,
                        "draw_pile": json_values,
                        "event_pile": json_values,
                        "first_player": json_values,
                    },
                ),
            ),
        },
    )
)
def test_any_config_data_starts_a_race_or_says_why_not(data: dict[str, Any]) -> None:
    """RaceConfig.from_dict + new_race either start a race or raise RaceConfigError."""
    try:
        state = new_race(RaceConfig.from_dict(data), seed=1)
    except RaceConfigError as error:
        assert str(error)
    else:
        assert 2 <= len(state.players) <= 6


#: Any value a field could be given by mistake: wrong types, bools for counts, plain
#: strings for transports, one card where two are due, negative and huge numbers.
wild = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.integers(min_value=10**18, max_value=10**40),
    st.just(10**5000),  # beyond a float, and too long for str() without a limit
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=6),
    card_ids,
    transports,
    transports.map(lambda t: t.value),
    st.tuples(card_ids),
    st.tuples(card_ids, card_ids),
    st.tuples(card_ids, card_ids, card_ids),
    st.lists(st.integers(), max_size=3),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
)
wild_actions: st.SearchStrategy[Any] = st.one_of(
    st.builds(DrawCards, wild, seat=wild),
    st.builds(PlayCard, wild, wild, wild, wild, seat=wild),
    st.builds(ExchangeCards, wild, seat=wild),
    st.builds(DiscardCard, wild, seat=wild),
    st.builds(MoveWindRose, wild, seat=wild),
    st.builds(Defend, wild, seat=wild),
    *(
        st.builds(cls, seat=wild)
        for cls in (AcceptPenalty, KeepEvent, CarryOutEvent, PlayEvent, TakeJump, DeclineJump)
    ),
    st.builds(EndTurn, seat=wild),
    wild,  # not an action at all
)


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), wild_actions)
def test_actions_with_any_field_values_are_applied_or_refused_with_the_typed_error(
    data: st.DataObject, action: Any
) -> None:
    """Issue 19: every action type built with arbitrary field values (and any acting seat)
    is either applied or refused with IllegalActionError and a message, never an
    AttributeError, TypeError or ValueError from inside the engine."""
    states = sample_states()
    state = states[data.draw(st.integers(0, len(states) - 1))]
    try:
        after = apply(state, action)
    except IllegalActionError as error:
        assert str(error) and type(error) is IllegalActionError
        assert not is_legal(state, action)
    else:
        assert isinstance(after, RaceState)
