"""The actions of the 1986 race: small frozen dataclasses that round-trip to plain dicts.

Each action's ``to_dict`` and ``action_from_dict(data)`` (or each action's ``from_dict``)
convert to and from ``{"type": "play_card", "card_id": "train-4a", ...}``,
the form a save file or replay keeps.

Every action has an optional ``seat``: the player who acts (0-based). When it is given,
the engine refuses the action unless that player is the one to decide now; the screens and
the computer opponents always give it, older saves do not have it. It says who acts, not
what is done, so it takes no part in comparing actions (``PlayCard("x", seat=1) ==
PlayCard("x")``): an action with its seat is found among ``legal_actions``.

``field_problem(action)`` says what is wrong with the types of an action's fields (a
transport given as a plain string, a bool for a count, an exchange naming one card, a
huge number): the engine checks it before anything else, so a malformed action is refused
with ``IllegalActionError`` and a clear message instead of failing deep inside.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from eighty_days.engine.common import IllegalActionError, shown
from eighty_days.engine.race.cards import Transport
from eighty_days.messages import Message, define

_TRANSPORTS = {t.value: t for t in Transport}
#: Seats are numbered 0–5 (the race is for at most six players).
MAX_SEATS = 6

# What is wrong with an action's plain data or fields (templates: ui/common/message_text.py).
NOT_VALID = define("race_action.not_valid", "Not a valid race action {data}: {why}")
NOT_MAPPING = define("race_action.not_mapping", "it must be a mapping")
UNKNOWN_TYPE = define("race_action.unknown_type", "unknown type (one of {types})")
NEEDS_CARD_ID = define("race_action.needs_card_id", "'{key}' must be a card id")
NEEDS_TRANSPORT = define("race_action.needs_transport", "'{key}' must be one of {transports}")
NEEDS_SEAT = define("race_action.needs_seat", "'seat' must be a player number 0–{most}")
NEEDS_COUNT = define("race_action.needs_count", "'count' must be 1 or 2")
NEEDS_STEPS = define("race_action.needs_steps", "'steps' must be 1, 2 or 3")
NEEDS_BACKWARD = define("race_action.needs_backward", "'backward' must be true or false")
NEEDS_TWO_IDS = define("race_action.needs_two_ids", "'card_ids' must be two card ids")
NOT_ACTION = define("race_action.not_action", "Not a race action: {action}.")
SEAT_NOT_NUMBER = define(
    "race_action.seat_not_number", "The acting seat must be a player number, not {seat}."
)
COUNT_NOT_NUMBER = define(
    "race_action.count_not_number", "The number of cards to draw must be 1 or 2, not {value}."
)
STEPS_NOT_NUMBER = define(
    "race_action.steps_not_number", "A money bag's steps must be 1, 2 or 3, not {steps}."
)
NEW_TRANSPORT_NOT_TRANSPORT = define(
    "race_action.new_transport",
    "The wind rose's new transport must be coach, train, ship or elephant, not {transport}.",
)
BACKWARD_NOT_BOOL = define(
    "race_action.backward_not_bool", "'backward' must be true or false, not {backward}."
)
CARD_ID_NOT_TEXT = define(
    "race_action.card_id_not_text", "'{key}' must be a card id (text), not {value}."
)
NOT_TWO_CARDS = define(
    "race_action.not_two_cards", "An exchange names exactly two cards, not {card_ids}."
)
ROSE_NOT_TRANSPORT = define(
    "race_action.rose_not_transport",
    "The wind rose turns to coach, train, ship or elephant, not {transport}.",
)


def _bad(data: Mapping[str, Any], why: Message) -> IllegalActionError:
    return IllegalActionError(NOT_VALID(data=shown(dict(data), 200), why=why))


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _text(data: Mapping[str, Any], key: str) -> str:
    value = data.get(key)
    if not isinstance(value, str) or not value:
        raise _bad(data, NEEDS_CARD_ID(key=key))
    return value


def _transport(data: Mapping[str, Any], key: str) -> Transport:
    value = data.get(key)
    if not isinstance(value, str) or value not in _TRANSPORTS:
        raise _bad(data, NEEDS_TRANSPORT(key=key, transports=", ".join(_TRANSPORTS)))
    return _TRANSPORTS[value]


def _seat(data: Mapping[str, Any]) -> int | None:
    """The optional acting seat in plain data; ``IllegalActionError`` if malformed."""
    seat = data.get("seat")
    if seat is None:
        return None
    if not _is_int(seat) or not 0 <= seat < MAX_SEATS:
        raise _bad(data, NEEDS_SEAT(most=MAX_SEATS - 1))
    return int(seat)


def _with_seat(data: dict[str, Any], seat: int | None) -> dict[str, Any]:
    if seat is not None:
        data["seat"] = seat
    return data


@dataclass(frozen=True, slots=True)
class DrawCards:
    """Take 1 or 2 cards from the draw pile instead of moving (or at a travel station)."""

    count: int
    seat: int | None = field(default=None, compare=False)
    TYPE: ClassVar[str] = "draw_cards"

    def to_dict(self) -> dict[str, Any]:
        """Plain data for a save file."""
        return _with_seat({"type": self.TYPE, "count": self.count}, self.seat)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> DrawCards:
        """The action from plain data; ``IllegalActionError`` if malformed."""
        count = data.get("count")
        if count not in (1, 2) or isinstance(count, bool):
            raise _bad(data, NEEDS_COUNT())
        return cls(int(count), _seat(data))


@dataclass(frozen=True, slots=True)
class PlayCard:
    """Play an action card from the hand.

    ``steps`` (1–3) is the money bag's choice, ``new_transport`` the wind rose card's
    choice (the current transport leaves the rose where it is), ``backward`` moves a
    travel card backwards (expert variant).
    """

    card_id: str
    steps: int | None = None
    new_transport: Transport | None = None
    backward: bool = False
    seat: int | None = field(default=None, compare=False)
    TYPE: ClassVar[str] = "play_card"

    def to_dict(self) -> dict[str, Any]:
        """Plain data for a save file (only the choices that are set)."""
        data: dict[str, Any] = {"type": self.TYPE, "card_id": self.card_id}
        if self.steps is not None:
            data["steps"] = self.steps
        if self.new_transport is not None:
            data["new_transport"] = self.new_transport.value
        if self.backward:
            data["backward"] = True
        return _with_seat(data, self.seat)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> PlayCard:
        """The action from plain data; ``IllegalActionError`` if malformed."""
        steps = data.get("steps")
        if steps is not None and (steps not in (1, 2, 3) or isinstance(steps, bool)):
            raise _bad(data, NEEDS_STEPS())
        transport = (
            _transport(data, "new_transport") if data.get("new_transport") is not None else None
        )
        backward = data.get("backward", False)
        if not isinstance(backward, bool):
            raise _bad(data, NEEDS_BACKWARD())
        return cls(_text(data, "card_id"), steps, transport, backward, _seat(data))


@dataclass(frozen=True, slots=True)
class ExchangeCards:
    """With 12 or more cards: discard two cards and draw two instead of a turn."""

    card_ids: tuple[str, str]
    seat: int | None = field(default=None, compare=False)
    TYPE: ClassVar[str] = "exchange_cards"

    def to_dict(self) -> dict[str, Any]:
        """Plain data for a save file."""
        return _with_seat({"type": self.TYPE, "card_ids": list(self.card_ids)}, self.seat)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> ExchangeCards:
        """The action from plain data; ``IllegalActionError`` if malformed."""
        ids = data.get("card_ids")
        if (
            not isinstance(ids, list | tuple)
            or len(ids) != 2
            or not all(isinstance(i, str) and i for i in ids)
        ):
            raise _bad(data, NEEDS_TWO_IDS())
        return cls((ids[0], ids[1]), _seat(data))


@dataclass(frozen=True, slots=True)
class DiscardCard:
    """Past the three final handcuff spaces: discard one card instead of moving."""

    card_id: str
    seat: int | None = field(default=None, compare=False)
    TYPE: ClassVar[str] = "discard_card"

    def to_dict(self) -> dict[str, Any]:
        """Plain data for a save file."""
        return _with_seat({"type": self.TYPE, "card_id": self.card_id}, self.seat)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> DiscardCard:
        """The action from plain data; ``IllegalActionError`` if malformed."""
        return cls(_text(data, "card_id"), _seat(data))


@dataclass(frozen=True, slots=True)
class MoveWindRose:
    """On a wind rose space: turn the rose to ``transport`` (the current one leaves it)."""

    transport: Transport
    seat: int | None = field(default=None, compare=False)
    TYPE: ClassVar[str] = "move_wind_rose"

    def to_dict(self) -> dict[str, Any]:
        """Plain data for a save file."""
        return _with_seat({"type": self.TYPE, "transport": self.transport.value}, self.seat)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> MoveWindRose:
        """The action from plain data; ``IllegalActionError`` if malformed."""
        return cls(_transport(data, "transport"), _seat(data))


@dataclass(frozen=True, slots=True)
class Defend:
    """Out of turn: cancel a handcuffs card or an event's move back with a money bag."""

    card_id: str
    seat: int | None = field(default=None, compare=False)
    TYPE: ClassVar[str] = "defend"

    def to_dict(self) -> dict[str, Any]:
        """Plain data for a save file."""
        return _with_seat({"type": self.TYPE, "card_id": self.card_id}, self.seat)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Defend:
        """The action from plain data; ``IllegalActionError`` if malformed."""
        return cls(_text(data, "card_id"), _seat(data))


@dataclass(frozen=True, slots=True)
class _Plain:
    """An action without fields of its own (only the optional seat)."""

    seat: int | None = field(default=None, compare=False)
    TYPE: ClassVar[str] = ""

    def to_dict(self) -> dict[str, Any]:
        """Plain data for a save file."""
        return _with_seat({"type": self.TYPE}, self.seat)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Any:
        """The action from plain data; ``IllegalActionError`` if the seat is malformed."""
        return cls(_seat(data))


@dataclass(frozen=True, slots=True)
class AcceptPenalty(_Plain):
    """Take the move back without defending."""

    TYPE: ClassVar[str] = "accept_penalty"


@dataclass(frozen=True, slots=True)
class KeepEvent(_Plain):
    """Expert variant: keep the event card just drawn to play it later."""

    TYPE: ClassVar[str] = "keep_event"


@dataclass(frozen=True, slots=True)
class CarryOutEvent(_Plain):
    """Expert variant: carry out the event card just drawn now instead of keeping it."""

    TYPE: ClassVar[str] = "carry_out_event"


@dataclass(frozen=True, slots=True)
class PlayEvent(_Plain):
    """Expert variant: play the kept event card (before or after an action card)."""

    TYPE: ClassVar[str] = "play_event"


@dataclass(frozen=True, slots=True)
class TakeJump(_Plain):
    """The hand is played out: jump 5 spaces and draw 5 new cards (Sprung, R1986-05)."""

    TYPE: ClassVar[str] = "take_jump"


@dataclass(frozen=True, slots=True)
class DeclineJump(_Plain):
    """The hand is played out: decline the jump and its 5 cards; the turn ends (R1986-09)."""

    TYPE: ClassVar[str] = "decline_jump"


@dataclass(frozen=True, slots=True)
class EndTurn(_Plain):
    """Stop here although a space or card would allow another card (or nothing is left)."""

    TYPE: ClassVar[str] = "end_turn"


Action = (
    DrawCards
    | PlayCard
    | ExchangeCards
    | DiscardCard
    | MoveWindRose
    | Defend
    | AcceptPenalty
    | KeepEvent
    | CarryOutEvent
    | PlayEvent
    | TakeJump
    | DeclineJump
    | EndTurn
)

#: Every kind of race action.
ACTION_CLASSES: tuple[type, ...] = (
    DrawCards,
    PlayCard,
    ExchangeCards,
    DiscardCard,
    MoveWindRose,
    Defend,
    AcceptPenalty,
    KeepEvent,
    CarryOutEvent,
    PlayEvent,
    TakeJump,
    DeclineJump,
    EndTurn,
)

_ACTION_TYPES: dict[str, Any] = {cls.TYPE: cls for cls in ACTION_CLASSES}  # type: ignore[attr-defined]


def action_from_dict(data: Any) -> Action:
    """Any race action from plain data; ``IllegalActionError`` with the reason if malformed."""
    if not isinstance(data, Mapping):
        raise IllegalActionError(NOT_VALID(data=shown(data), why=NOT_MAPPING()))
    kind = data.get("type")
    cls = _ACTION_TYPES.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise _bad(data, UNKNOWN_TYPE(types=", ".join(_ACTION_TYPES)))
    action: Action = cls.from_dict(data)
    return action


def _card_id_problem(value: object, what: str = "card_id") -> Message | None:
    if not isinstance(value, str) or not value:
        return CARD_ID_NOT_TEXT(key=what, value=shown(value))
    return None


def field_problem(action: object) -> Message | None:
    """What is wrong with the types of ``action``'s fields, or None if they are sound.

    Only the shapes are checked here (a card id is text, a count a whole number, a
    transport one of the four); whether the values are allowed now is the rules' matter.
    """
    if not isinstance(action, ACTION_CLASSES):
        return NOT_ACTION(action=shown(action))
    seat = action.seat  # type: ignore[attr-defined]
    if seat is not None and not _is_int(seat):
        return SEAT_NOT_NUMBER(seat=shown(seat))
    if isinstance(action, DrawCards):
        if not _is_int(action.count):
            return COUNT_NOT_NUMBER(value=shown(action.count))
    elif isinstance(action, PlayCard):
        problem = _card_id_problem(action.card_id)
        if problem is not None:
            return problem
        if action.steps is not None and not _is_int(action.steps):
            return STEPS_NOT_NUMBER(steps=shown(action.steps))
        if action.new_transport is not None and not isinstance(action.new_transport, Transport):
            return NEW_TRANSPORT_NOT_TRANSPORT(transport=shown(action.new_transport))
        if not isinstance(action.backward, bool):
            return BACKWARD_NOT_BOOL(backward=shown(action.backward))
    elif isinstance(action, ExchangeCards):
        ids = action.card_ids
        if (
            not isinstance(ids, tuple | list)
            or len(ids) != 2
            or any(_card_id_problem(card_id) for card_id in ids)
        ):
            return NOT_TWO_CARDS(card_ids=shown(ids))
    elif isinstance(action, DiscardCard | Defend):
        return _card_id_problem(action.card_id)
    elif isinstance(action, MoveWindRose) and not isinstance(action.transport, Transport):
        return ROSE_NOT_TRANSPORT(transport=shown(action.transport))
    return None
