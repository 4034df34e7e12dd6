"""Issue 19 for the journey engine: actions whose fields have the wrong types are refused
with IllegalActionError and a clear message, and the optional acting seat is checked."""

from __future__ import annotations

import random
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from journey_helpers import make_config, random_step, start

from eighty_days.engine.journey import (
    ActionFormatError,
    DrawRoute,
    IllegalActionError,
    InvalidActionError,
    JourneyState,
    Slot,
    TakeBalloon,
    TakeTransport,
    action_from_dict,
    apply,
    field_problem,
    is_terminal,
    new_game,
    route_start,
)


@pytest.mark.parametrize(
    ("action", "message"),
    [
        (TakeTransport("deck"), "market place must be one of"),  # type: ignore[arg-type]
        (TakeTransport(Slot.DECK, flip="yes"), "'flip' must be true or false"),  # type: ignore[arg-type]
        (TakeTransport(Slot.DECK, flip=1), "'flip' must be true or false"),  # type: ignore[arg-type]
        (TakeBalloon(["charliere"]), "balloon is named by its id"),  # type: ignore[arg-type]
        (TakeBalloon(None), "balloon is named by its id"),  # type: ignore[arg-type]
        (TakeTransport(Slot.DECK, seat=True), "acting seat must be a player number"),
        ("take-transport", "Not an action of this game"),
    ],
)
def test_wrong_field_types_are_refused_with_a_clear_message(action: object, message: str) -> None:
    """A transport as a plain string, a bool or number for a flag, a list for a balloon id:
    malformed, so refused with InvalidActionError (an IllegalActionError)."""
    with pytest.raises(InvalidActionError, match=message):
        apply(start(), action)  # type: ignore[arg-type]


def test_route_points_beyond_any_float_are_refused_with_a_message() -> None:
    """Issue 19: a point with an int of hundreds of digits is no finite number: refused."""
    state = apply(start(), TakeTransport(Slot.TRAIN_1))
    for points in (((10**400, 0.0),), (route_start(state), (10**400, 5))):
        with pytest.raises(InvalidActionError, match="pair of finite numbers"):
            apply(state, DrawRoute(points))
    with pytest.raises(ActionFormatError, match="finite numbers"):
        action_from_dict({"type": "draw-route", "points": [[10**400, 0]]})
    assert issubclass(ActionFormatError, InvalidActionError)


def test_the_acting_seat_is_checked_when_given() -> None:
    """The seat of the player to act is accepted; another seat is refused by the engine
    (a seat the game does not have as malformed, InvalidActionError)."""
    state = start()
    active = state.active
    assert active is not None
    other = 1 - active
    with pytest.raises(IllegalActionError, match="is to act"):
        apply(state, TakeTransport(Slot.TRAIN_1, seat=other))
    with pytest.raises(InvalidActionError, match="not a player of this game"):
        apply(state, TakeTransport(Slot.TRAIN_1, seat=3))
    after = apply(state, TakeTransport(Slot.TRAIN_1, seat=active))
    with pytest.raises(IllegalActionError, match="is to act"):
        apply(after, DrawRoute((route_start(after),), seat=other))
    assert apply(after, DrawRoute((route_start(after),), seat=active)).history[-1].seat == active


def test_the_seat_round_trips_and_old_actions_without_it_load() -> None:
    """Save format: the seat is written when given; old action data without it loads."""
    action = TakeTransport(Slot.SHIP_2, True, seat=1)
    data = action.to_dict()
    assert data["seat"] == 1 and action_from_dict(data).seat == 1
    assert action_from_dict(data) == TakeTransport(Slot.SHIP_2, True)
    old = action_from_dict({"type": "take-balloon", "balloon": "charliere"})
    assert old.seat is None and "seat" not in old.to_dict()


@cache
def sample_states() -> tuple[JourneyState, ...]:
    """States of a seeded random game, both steps of a turn, and its end."""
    state = new_game(make_config(), 3)
    rng = random.Random(3)
    states: list[JourneyState] = []
    while not is_terminal(state) and len(states) < 40:
        states.append(state)
        state = random_step(state, rng)
    states.append(state)
    return tuple(states)


wild = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.integers(min_value=10**18, max_value=10**40),
    st.just(10**5000),  # beyond a float, and too long for str() without a limit
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=8),
    st.sampled_from(list(Slot)),
    st.sampled_from([s.value for s in Slot]),
    st.sampled_from(["charliere", "montgolfiere", "rozier"]),
    st.lists(st.tuples(st.floats(), st.floats()), max_size=3),
    st.tuples(st.tuples(st.integers(), st.integers())),
    st.lists(st.integers(), max_size=3),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
)
wild_actions: st.SearchStrategy[Any] = st.one_of(
    st.builds(TakeTransport, wild, wild, seat=wild),
    st.builds(TakeBalloon, wild, seat=wild),
    st.builds(DrawRoute, wild, seat=wild),
    wild,
)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), wild_actions)
def test_actions_with_any_field_values_are_applied_or_refused_with_the_typed_error(
    data: st.DataObject, action: Any
) -> None:
    """Every action type built with arbitrary field values (and any acting seat) is either
    applied or refused with IllegalActionError and a message, never another exception; a
    malformed one (a field of the wrong type) with its subclass InvalidActionError."""
    states = sample_states()
    state = states[data.draw(st.integers(0, len(states) - 1))]
    try:
        after = apply(state, action)
    except IllegalActionError as error:
        assert str(error) and type(error) in (IllegalActionError, InvalidActionError)
        if field_problem(action) is not None:
            assert type(error) is InvalidActionError
    else:
        assert isinstance(after, JourneyState)
        after.history[-1].to_dict()  # what was accepted can be saved
