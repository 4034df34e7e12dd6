"""The actions of the 1986 race: small frozen dataclasses that round-trip to plain dicts.

``action_to_dict(action)`` / ``action_from_dict(data)`` (and each action's ``to_dict`` /
``from_dict``) convert to and from ``{"type": "play_card", "card_id": "train-4a", ...}``,
the form a save file or replay keeps.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from eighty_days.engine.common import IllegalActionError
from eighty_days.engine.race.cards import Transport

_TRANSPORTS = {t.value: t for t in Transport}


def _bad(data: Mapping[str, Any], why: str) -> IllegalActionError:
    return IllegalActionError(f"Not a valid race action {dict(data)!r}: {why}")


def _text(data: Mapping[str, Any], key: str) -> str:
    value = data.get(key)
    if not isinstance(value, str) or not value:
        raise _bad(data, f"'{key}' must be a card id")
    return value


def _transport(data: Mapping[str, Any], key: str) -> Transport:
    value = data.get(key)
    if not isinstance(value, str) or value not in _TRANSPORTS:
        raise _bad(data, f"'{key}' must be one of {', '.join(_TRANSPORTS)}")
    return _TRANSPORTS[value]


@dataclass(frozen=True, slots=True)
class DrawCards:
    """Take 1 or 2 cards from the draw pile instead of moving (or at a travel station)."""

    count: int
    TYPE: ClassVar[str] = "draw_cards"

    def to_dict(self) -> dict[str, Any]:
        """Plain data for a save file."""
        return {"type": self.TYPE, "count": self.count}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> DrawCards:
        """The action from plain data; ``IllegalActionError`` if malformed."""
        count = data.get("count")
        if count not in (1, 2) or isinstance(count, bool):
            raise _bad(data, "'count' must be 1 or 2")
        return cls(int(count))


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
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> PlayCard:
        """The action from plain data; ``IllegalActionError`` if malformed."""
        steps = data.get("steps")
        if steps is not None and (steps not in (1, 2, 3) or isinstance(steps, bool)):
            raise _bad(data, "'steps' must be 1, 2 or 3")
        transport = (
            _transport(data, "new_transport") if data.get("new_transport") is not None else None
        )
        backward = data.get("backward", False)
        if not isinstance(backward, bool):
            raise _bad(data, "'backward' must be true or false")
        return cls(_text(data, "card_id"), steps, transport, backward)


@dataclass(frozen=True, slots=True)
class ExchangeCards:
    """With 12 or more cards: discard two cards and draw two instead of a turn."""

    card_ids: tuple[str, str]
    TYPE: ClassVar[str] = "exchange_cards"

    def to_dict(self) -> dict[str, Any]:
        """Plain data for a save file."""
        return {"type": self.TYPE, "card_ids": list(self.card_ids)}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> ExchangeCards:
        """The action from plain data; ``IllegalActionError`` if malformed."""
        ids = data.get("card_ids")
        if (
            not isinstance(ids, list | tuple)
            or len(ids) != 2
            or not all(isinstance(i, str) and i for i in ids)
        ):
            raise _bad(data, "'card_ids' must be two card ids")
        return cls((ids[0], ids[1]))


@dataclass(frozen=True, slots=True)
class DiscardCard:
    """Past the three final handcuff spaces: discard one card instead of moving."""

    card_id: str
    TYPE: ClassVar[str] = "discard_card"

    def to_dict(self) -> dict[str, Any]:
        """Plain data for a save file."""
        return {"type": self.TYPE, "card_id": self.card_id}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> DiscardCard:
        """The action from plain data; ``IllegalActionError`` if malformed."""
        return cls(_text(data, "card_id"))


@dataclass(frozen=True, slots=True)
class MoveWindRose:
    """On a wind rose space: turn the rose to ``transport`` (the current one leaves it)."""

    transport: Transport
    TYPE: ClassVar[str] = "move_wind_rose"

    def to_dict(self) -> dict[str, Any]:
        """Plain data for a save file."""
        return {"type": self.TYPE, "transport": self.transport.value}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> MoveWindRose:
        """The action from plain data; ``IllegalActionError`` if malformed."""
        return cls(_transport(data, "transport"))


@dataclass(frozen=True, slots=True)
class Defend:
    """Out of turn: cancel a handcuffs card or an event's move back with a money bag."""

    card_id: str
    TYPE: ClassVar[str] = "defend"

    def to_dict(self) -> dict[str, Any]:
        """Plain data for a save file."""
        return {"type": self.TYPE, "card_id": self.card_id}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Defend:
        """The action from plain data; ``IllegalActionError`` if malformed."""
        return cls(_text(data, "card_id"))


@dataclass(frozen=True, slots=True)
class AcceptPenalty:
    """Take the move back without defending."""

    TYPE: ClassVar[str] = "accept_penalty"

    def to_dict(self) -> dict[str, Any]:
        """Plain data for a save file."""
        return {"type": self.TYPE}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> AcceptPenalty:
        """The action from plain data."""
        return cls()


@dataclass(frozen=True, slots=True)
class KeepEvent:
    """Expert variant: keep the event card just drawn to play it later."""

    TYPE: ClassVar[str] = "keep_event"

    def to_dict(self) -> dict[str, Any]:
        """Plain data for a save file."""
        return {"type": self.TYPE}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> KeepEvent:
        """The action from plain data."""
        return cls()


@dataclass(frozen=True, slots=True)
class CarryOutEvent:
    """Expert variant: carry out the event card just drawn now instead of keeping it."""

    TYPE: ClassVar[str] = "carry_out_event"

    def to_dict(self) -> dict[str, Any]:
        """Plain data for a save file."""
        return {"type": self.TYPE}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> CarryOutEvent:
        """The action from plain data."""
        return cls()


@dataclass(frozen=True, slots=True)
class PlayEvent:
    """Expert variant: play the kept event card (before or after an action card)."""

    TYPE: ClassVar[str] = "play_event"

    def to_dict(self) -> dict[str, Any]:
        """Plain data for a save file."""
        return {"type": self.TYPE}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> PlayEvent:
        """The action from plain data."""
        return cls()


@dataclass(frozen=True, slots=True)
class EndTurn:
    """Stop here although a space or card would allow another card (or nothing is left)."""

    TYPE: ClassVar[str] = "end_turn"

    def to_dict(self) -> dict[str, Any]:
        """Plain data for a save file."""
        return {"type": self.TYPE}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> EndTurn:
        """The action from plain data."""
        return cls()


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
    | EndTurn
)

_ACTION_TYPES: dict[str, Any] = {
    cls.TYPE: cls
    for cls in (
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
        EndTurn,
    )
}


def action_to_dict(action: Action) -> dict[str, Any]:
    """Plain data for any race action."""
    return action.to_dict()


def action_from_dict(data: Any) -> Action:
    """Any race action from plain data; ``IllegalActionError`` with the reason if malformed."""
    if not isinstance(data, Mapping):
        raise IllegalActionError(f"Not a valid race action {data!r}: it must be a mapping")
    kind = data.get("type")
    cls = _ACTION_TYPES.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise _bad(data, f"unknown type (one of {', '.join(_ACTION_TYPES)})")
    action: Action = cls.from_dict(data)
    return action
