"""Actions as plain data: round trips and clear messages for broken data (DESIGN.md)."""

import json

import pytest

from eighty_days.engine.journey import (
    Action,
    ActionFormatError,
    DrawRoute,
    Slot,
    TakeBalloon,
    TakeTransport,
    action_from_dict,
)

ACTIONS = [
    TakeTransport(Slot.TRAIN_1),
    TakeTransport(Slot.DECK, flip=True),
    TakeTransport(Slot.SHIP_3, flip=False),
    TakeBalloon("charliere"),
    DrawRoute(((1.6, 51.5),)),
    DrawRoute(((1.6, 51.5), (10.25, 48.125), (20.0, -3.5))),
]


@pytest.mark.parametrize("action", ACTIONS)
def test_actions_round_trip_through_plain_data_and_json(action: Action) -> None:
    """to_dict / action_from_dict give back an equal action, also through JSON text."""
    data = action.to_dict()
    assert action_from_dict(data) == action
    assert action_from_dict(json.loads(json.dumps(data))) == action
    assert type(action).from_dict(data) == action


def test_actions_are_hashable_values() -> None:
    """Actions are frozen values: equal ones hash alike (usable as dict keys by bots)."""
    assert len({TakeTransport(Slot.DECK), TakeTransport(Slot.DECK)}) == 1
    with pytest.raises(AttributeError):
        TakeTransport(Slot.DECK).flip = True  # type: ignore[misc]  # frozen: must refuse


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([1, 2], "must be a mapping"),
        ({"type": "teleport"}, "unknown action type"),
        ({"type": "take-transport", "slot": "train-9", "flip": False}, "unknown market slot"),
        ({"type": "take-transport", "slot": "deck", "flip": "yes"}, "true or false"),
        ({"type": "take-transport", "slot": "deck"}, "needs flip"),
        ({"type": "take-balloon", "balloon": 3}, "balloon id"),
        ({"type": "draw-route", "points": []}, "non-empty list"),
        ({"type": "draw-route", "points": [[1, "a"]]}, r"points\[0\]"),
        ({"type": "draw-route", "points": [[1, float("nan")]]}, r"points\[0\]"),
        ({"type": "draw-route", "points": [[1, 2]], "colour": "red"}, "unknown keys"),
    ],
)
def test_broken_action_data_is_explained(data: object, message: str) -> None:
    """Data that is not an action gets a message saying what is wrong, never a traceback."""
    with pytest.raises(ActionFormatError, match=message):
        action_from_dict(data)
