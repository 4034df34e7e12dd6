"""The actions of the journey game as small frozen values that round-trip to plain data.

A turn is two actions (DESIGN.md): take a transport (``TakeTransport`` from the market or
``TakeBalloon``), then draw the route with it (``DrawRoute``).

Every action has an optional ``seat``: the player who acts (0-based). When it is given,
the engine refuses the action unless that player is the one to act; the screens and the
computer opponents always give it, older saves do not have it. It says who acts, not what
is done, so it takes no part in comparing actions. ``field_problem(action)`` says what is
wrong with the types of an action's fields; the engine checks it first, so a malformed
action is refused with ``InvalidActionError`` instead of failing deep inside.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, ClassVar

from eighty_days.engine.common import InvalidActionError, shown
from eighty_days.messages import Message, define
from eighty_days.sheet.model import Point, Transport

# What is wrong with an action's plain data (quoted inside a save file's problem) or with its
# fields (templates: ui/common/message_text.py).
NEEDS_KEYS = define("journey_action.needs_keys", "a {kind} action needs {missing}")
UNKNOWN_KEYS = define("journey_action.unknown_keys", "unknown keys in a {kind} action: {extra}")
NOT_MAPPING = define("journey_action.not_mapping", "an action must be a mapping, got {type}")
UNKNOWN_TYPE = define("journey_action.unknown_type", "unknown action type {kind}; one of {names}")
FLIP_NOT_BOOL = define("journey_action.flip_not_bool", "'flip' must be true or false, got {flip}")
BALLOON_NOT_ID = define(
    "journey_action.balloon_not_id", "'balloon' must be a balloon id, got {balloon}"
)
POINTS_NOT_LIST = define(
    "journey_action.points_not_list", "'points' must be a non-empty list of [x, y] pairs"
)
UNKNOWN_SLOT = define("journey_action.unknown_slot", "unknown market slot {slot}; one of {names}")
POINT_NOT_PAIR = define(
    "journey_action.point_not_pair", "points[{index}] must be a pair of finite numbers"
)
SEAT_RANGE = define(
    "journey_action.seat_range", "'seat' must be a player number 0–{most}, got {seat}"
)
NOT_ACTION = define("journey_action.not_action", "Not an action of this game: {action}")
SEAT_NOT_NUMBER = define(
    "journey_action.seat_not_number", "The acting seat must be a player number, not {seat}."
)
SLOT_NOT_SLOT = define(
    "journey_action.slot_not_slot", "The market place must be one of {names}, not {slot}."
)
FLIP_FIELD = define("journey_action.flip_field", "'flip' must be true or false, not {flip}.")
BALLOON_FIELD = define(
    "journey_action.balloon_field", "A balloon is named by its id, not {balloon}."
)


class ActionFormatError(InvalidActionError):
    """Plain data that does not describe an action (a broken save file, say); ``message``
    says what is wrong."""


class Slot(StrEnum):
    """A place in the transport market: three per row, and the top of the deck (R2024-05)."""

    TRAIN_1 = "train-1"
    TRAIN_2 = "train-2"
    TRAIN_3 = "train-3"
    SHIP_1 = "ship-1"
    SHIP_2 = "ship-2"
    SHIP_3 = "ship-3"
    DECK = "deck"

    @property
    def row(self) -> Transport | None:
        """The row's transport (trains above, ships below); ``None`` for the deck top."""
        if self is Slot.DECK:
            return None
        return Transport.TRAIN if self.value.startswith("train") else Transport.SHIP

    @property
    def position(self) -> int:
        """0, 1 or 2 along the row; 3 for the deck top."""
        return 3 if self is Slot.DECK else int(self.value[-1]) - 1

    @property
    def extra_days(self) -> int:
        """Departure days of this position: +0, +1, +2 along a row, +3 on the deck (R2024-05)."""
        return self.position


#: The market slots in the order they are offered.
SLOTS: tuple[Slot, ...] = tuple(Slot)


@dataclass(frozen=True, slots=True)
class TakeTransport:
    """Take the train/ship card at ``slot``; ``flip`` turns it over for 1 pound (R2024-06)."""

    slot: Slot
    flip: bool = False
    seat: int | None = field(default=None, compare=False)
    kind: ClassVar[str] = "take-transport"

    def to_dict(self) -> dict[str, Any]:
        """Plain data: ``{"type": "take-transport", "slot": "train-2", "flip": false}``."""
        return _with_seat(
            {"type": self.kind, "slot": self.slot.value, "flip": self.flip}, self.seat
        )

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> TakeTransport:
        """The action described by ``data`` (as written by ``to_dict``)."""
        _expect_keys(data, {"type", "slot", "flip"})
        try:
            slot = Slot(data["slot"])
        except ValueError:
            names = ", ".join(s.value for s in Slot)
            raise ActionFormatError(UNKNOWN_SLOT(names=names, slot=shown(data["slot"]))) from None
        if not isinstance(data["flip"], bool):
            raise ActionFormatError(FLIP_NOT_BOOL(flip=shown(data["flip"])))
        return cls(slot, data["flip"], _seat(data))


@dataclass(frozen=True, slots=True)
class TakeBalloon:
    """Take one of the three balloons (each type once per player, R2024-05)."""

    balloon: str
    seat: int | None = field(default=None, compare=False)
    kind: ClassVar[str] = "take-balloon"

    def to_dict(self) -> dict[str, Any]:
        """Plain data: ``{"type": "take-balloon", "balloon": "charliere"}``."""
        return _with_seat({"type": self.kind, "balloon": self.balloon}, self.seat)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> TakeBalloon:
        """The action described by ``data`` (as written by ``to_dict``)."""
        _expect_keys(data, {"type", "balloon"})
        if not isinstance(data["balloon"], str):
            raise ActionFormatError(BALLOON_NOT_ID(balloon=shown(data["balloon"])))
        return cls(data["balloon"], _seat(data))


@dataclass(frozen=True, slots=True)
class DrawRoute:
    """Draw the route: the polyline's points, the first one at the current route end.

    One point (or repeated points) is a zero-length route: legal, a wasted ticket.
    """

    points: tuple[Point, ...]
    seat: int | None = field(default=None, compare=False)
    kind: ClassVar[str] = "draw-route"

    def to_dict(self) -> dict[str, Any]:
        """Plain data: ``{"type": "draw-route", "points": [[x, y], ...]}``."""
        return _with_seat(
            {"type": self.kind, "points": [[x, y] for x, y in self.points]}, self.seat
        )

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> DrawRoute:
        """The action described by ``data`` (as written by ``to_dict``)."""
        _expect_keys(data, {"type", "points"})
        raw = data["points"]
        if not isinstance(raw, list | tuple) or not raw:
            raise ActionFormatError(POINTS_NOT_LIST())
        points: list[Point] = []
        for index, pair in enumerate(raw):
            if (
                not isinstance(pair, list | tuple)
                or len(pair) != 2
                or not all(is_finite_number(v) for v in pair)
            ):
                raise ActionFormatError(POINT_NOT_PAIR(index=index))
            points.append((float(pair[0]), float(pair[1])))
        return cls(tuple(points), _seat(data))


Action = TakeTransport | TakeBalloon | DrawRoute
TransportChoice = TakeTransport | TakeBalloon

_ACTION_TYPES: dict[str, type[TakeTransport] | type[TakeBalloon] | type[DrawRoute]] = {
    TakeTransport.kind: TakeTransport,
    TakeBalloon.kind: TakeBalloon,
    DrawRoute.kind: DrawRoute,
}


def is_finite_number(value: object) -> bool:
    """True for an int or float (not a bool) that is a finite float: a huge int is not."""
    if not isinstance(value, int | float) or isinstance(value, bool):
        return False
    try:
        return math.isfinite(value)
    except OverflowError:  # an int beyond the largest float
        return False


#: Seats are numbered 0–3 (the journey is for at most four players).
MAX_SEATS = 4


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _seat(data: dict[str, Any]) -> int | None:
    """The optional acting seat in plain data; ``ActionFormatError`` if malformed."""
    seat = data.get("seat")
    if seat is None:
        return None
    if not _is_int(seat) or not 0 <= seat < MAX_SEATS:
        raise ActionFormatError(SEAT_RANGE(most=MAX_SEATS - 1, seat=shown(seat)))
    return int(seat)


def _with_seat(data: dict[str, Any], seat: int | None) -> dict[str, Any]:
    if seat is not None:
        data["seat"] = seat
    return data


def field_problem(action: object) -> Message | None:
    """What is wrong with the types of ``action``'s fields, or None if they are sound.

    Only shapes are checked (a slot is a ``Slot``, ``flip`` a bool, a balloon id text, the
    seat a whole number); a route's points are checked by the route's own rules.
    """
    if not isinstance(action, TakeTransport | TakeBalloon | DrawRoute):
        return NOT_ACTION(action=shown(action))
    if action.seat is not None and not _is_int(action.seat):
        return SEAT_NOT_NUMBER(seat=shown(action.seat))
    if isinstance(action, TakeTransport):
        if not isinstance(action.slot, Slot):
            names = ", ".join(s.value for s in Slot)
            return SLOT_NOT_SLOT(names=names, slot=shown(action.slot))
        if not isinstance(action.flip, bool):
            return FLIP_FIELD(flip=shown(action.flip))
    elif isinstance(action, TakeBalloon) and not isinstance(action.balloon, str):
        return BALLOON_FIELD(balloon=shown(action.balloon))
    return None


def _expect_keys(data: dict[str, Any], keys: set[str]) -> None:
    keys = keys | {"seat"}
    missing = keys - set(data) - {"seat"}
    extra = set(data) - keys
    if missing:
        raise ActionFormatError(
            NEEDS_KEYS(kind=shown(data.get("type")), missing=", ".join(sorted(missing)))
        )
    if extra:
        raise ActionFormatError(
            UNKNOWN_KEYS(kind=shown(data.get("type")), extra=shown(sorted(extra)))
        )


def action_from_dict(data: Any) -> Action:
    """The action described by plain data; ``ActionFormatError`` says what is wrong."""
    if not isinstance(data, dict):
        raise ActionFormatError(NOT_MAPPING(type=type(data).__name__))
    action_type = _ACTION_TYPES.get(data.get("type"))  # type: ignore[arg-type]
    if action_type is None:
        names = ", ".join(_ACTION_TYPES)
        raise ActionFormatError(UNKNOWN_TYPE(kind=shown(data.get("type")), names=names))
    return action_type.from_dict(data)
