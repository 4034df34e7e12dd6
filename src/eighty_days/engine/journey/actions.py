"""The actions of the journey game as small frozen values that round-trip to plain data.

A turn is two actions (DESIGN.md): take a transport (``TakeTransport`` from the market or
``TakeBalloon``), then draw the route with it (``DrawRoute``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar

from eighty_days.sheet.model import Point, Transport


class ActionFormatError(ValueError):
    """Plain data that does not describe an action (a broken save file, say)."""


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
    kind: ClassVar[str] = "take-transport"

    def to_dict(self) -> dict[str, Any]:
        """Plain data: ``{"type": "take-transport", "slot": "train-2", "flip": false}``."""
        return {"type": self.kind, "slot": self.slot.value, "flip": self.flip}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> TakeTransport:
        """The action described by ``data`` (as written by ``to_dict``)."""
        _expect_keys(data, {"type", "slot", "flip"})
        try:
            slot = Slot(data["slot"])
        except ValueError:
            names = ", ".join(s.value for s in Slot)
            raise ActionFormatError(
                f"unknown market slot {data['slot']!r}; one of {names}"
            ) from None
        if not isinstance(data["flip"], bool):
            raise ActionFormatError(f"'flip' must be true or false, got {data['flip']!r}")
        return cls(slot, data["flip"])


@dataclass(frozen=True, slots=True)
class TakeBalloon:
    """Take one of the three balloons (each type once per player, R2024-05)."""

    balloon: str
    kind: ClassVar[str] = "take-balloon"

    def to_dict(self) -> dict[str, Any]:
        """Plain data: ``{"type": "take-balloon", "balloon": "charliere"}``."""
        return {"type": self.kind, "balloon": self.balloon}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> TakeBalloon:
        """The action described by ``data`` (as written by ``to_dict``)."""
        _expect_keys(data, {"type", "balloon"})
        if not isinstance(data["balloon"], str):
            raise ActionFormatError(f"'balloon' must be a balloon id, got {data['balloon']!r}")
        return cls(data["balloon"])


@dataclass(frozen=True, slots=True)
class DrawRoute:
    """Draw the route: the polyline's points, the first one at the current route end.

    One point (or repeated points) is a zero-length route: legal, a wasted ticket.
    """

    points: tuple[Point, ...]
    kind: ClassVar[str] = "draw-route"

    def to_dict(self) -> dict[str, Any]:
        """Plain data: ``{"type": "draw-route", "points": [[x, y], ...]}``."""
        return {"type": self.kind, "points": [[x, y] for x, y in self.points]}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> DrawRoute:
        """The action described by ``data`` (as written by ``to_dict``)."""
        _expect_keys(data, {"type", "points"})
        raw = data["points"]
        if not isinstance(raw, list | tuple) or not raw:
            raise ActionFormatError("'points' must be a non-empty list of [x, y] pairs")
        points: list[Point] = []
        for index, pair in enumerate(raw):
            if (
                not isinstance(pair, list | tuple)
                or len(pair) != 2
                or not all(
                    isinstance(v, int | float) and not isinstance(v, bool) and math.isfinite(v)
                    for v in pair
                )
            ):
                raise ActionFormatError(f"points[{index}] must be a pair of finite numbers")
            points.append((float(pair[0]), float(pair[1])))
        return cls(tuple(points))


Action = TakeTransport | TakeBalloon | DrawRoute
TransportChoice = TakeTransport | TakeBalloon

_ACTION_TYPES: dict[str, type[TakeTransport] | type[TakeBalloon] | type[DrawRoute]] = {
    TakeTransport.kind: TakeTransport,
    TakeBalloon.kind: TakeBalloon,
    DrawRoute.kind: DrawRoute,
}


def _expect_keys(data: dict[str, Any], keys: set[str]) -> None:
    missing = keys - set(data)
    extra = set(data) - keys
    if missing:
        raise ActionFormatError(f"a {data.get('type')} action needs {', '.join(sorted(missing))}")
    if extra:
        raise ActionFormatError(f"unknown keys in a {data.get('type')} action: {sorted(extra)}")


def action_from_dict(data: Any) -> Action:
    """The action described by plain data; ``ActionFormatError`` says what is wrong."""
    if not isinstance(data, dict):
        raise ActionFormatError(f"an action must be a mapping, got {type(data).__name__}")
    action_type = _ACTION_TYPES.get(data.get("type"))  # type: ignore[arg-type]
    if action_type is None:
        names = ", ".join(_ACTION_TYPES)
        raise ActionFormatError(f"unknown action type {data.get('type')!r}; one of {names}")
    return action_type.from_dict(data)
