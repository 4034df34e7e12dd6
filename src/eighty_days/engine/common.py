"""What both rules engines share: the errors for illegal actions and setups, the seeded RNG.

The RNG is a value, not an object with hidden state: ``Rng`` is a frozen dataclass and
every draw returns the drawn value together with the next ``Rng``. A game state keeps
its ``Rng``, so ``{config, seed, actions}`` replays a game exactly.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from eighty_days.messages import Message, MessageError, Param, define

T = TypeVar("T")

_MASK64 = (1 << 64) - 1
#: The field names of each dataclass ``replace`` has copied.
_FIELDS: dict[type, frozenset[str]] = {}


def replace(obj: T, **changes: Any) -> T:
    """``dataclasses.replace`` for both engines' frozen state dataclasses: a slotted one the
    standard way; one with an instance dict many times faster, by copying the dict instead
    of re-running ``__init__`` (none of them has a ``__post_init__``). Random games and bots
    create millions of states."""
    if not hasattr(obj, "__dict__"):  # a slotted dataclass: the standard way
        return dataclasses.replace(obj, **changes)  # type: ignore[type-var]
    cls = type(obj)
    fields = _FIELDS.get(cls)
    if fields is None:
        fields = _FIELDS[cls] = frozenset(f.name for f in dataclasses.fields(obj))  # type: ignore[arg-type]
    if not fields.issuperset(changes):
        unknown = ", ".join(sorted(set(changes) - fields))
        raise TypeError(f"{cls.__name__} has no field(s) {unknown}")
    new = object.__new__(cls)
    new.__dict__.update(obj.__dict__)
    new.__dict__.update(changes)
    return new


class IllegalActionError(MessageError):
    """An action the rules do not allow now; ``message`` says why, for the player."""

    message: Message

    def __init__(self, message: Message) -> None:
        super().__init__(message)


class InvalidActionError(IllegalActionError):
    """A malformed action: plain data or fields that describe no action of the game, or a
    seat the game does not have (python-chess's ``InvalidMoveError`` beside its
    ``IllegalMoveError``). Being an ``IllegalActionError``, every place that refuses an
    illegal action refuses a malformed one too."""


#: A value too large to quote in a message (its type's name).
TOO_LARGE = define("engine.too_large", "a {kind} too large to show")


def shown(value: object, limit: int = 40) -> Param:
    """``repr(value)`` for a message, cut to ``limit`` characters; a value whose repr
    fails (an int of thousands of digits) is described instead of raising."""
    try:
        text = repr(value)
    except ValueError:
        return TOO_LARGE(kind=type(value).__name__)
    return text if len(text) <= limit else text[: limit - 3] + "..."


class RaceConfigError(MessageError):
    """A race configuration that cannot start a game; ``message`` says why.

    Defined here (and re-exported by ``eighty_days.engine.race``) so that code which only
    catches it need not import the race engine.
    """


@dataclass(frozen=True, slots=True)
class Rng:
    """A SplitMix64 generator as an immutable value (fast, well mixed, 64-bit state)."""

    state: int

    @classmethod
    def from_seed(cls, seed: int) -> Rng:
        """A generator for ``seed`` (any integer; reduced to 64 bits)."""
        return cls(seed & _MASK64)

    def next_u64(self) -> tuple[int, Rng]:
        """The next 64-bit value and the generator after it."""
        state = (self.state + 0x9E3779B97F4A7C15) & _MASK64
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        return z ^ (z >> 31), Rng(state)

    def randbelow(self, bound: int) -> tuple[int, Rng]:
        """A uniform integer in ``range(bound)`` (rejection sampling, no modulo bias)."""
        if bound <= 0:
            raise ValueError("bound must be positive")
        limit = (1 << 64) - ((1 << 64) % bound)
        rng = self
        while True:
            value, rng = rng.next_u64()
            if value < limit:
                return value % bound, rng

    def coin(self) -> tuple[bool, Rng]:
        """A fair coin toss."""
        value, rng = self.next_u64()
        return bool(value >> 63), rng

    def shuffled(self, items: Sequence[T]) -> tuple[tuple[T, ...], Rng]:
        """``items`` in a uniformly random order (Fisher-Yates)."""
        result = list(items)
        rng = self
        for index in range(len(result) - 1, 0, -1):
            other, rng = rng.randbelow(index + 1)
            result[index], result[other] = result[other], result[index]
        return tuple(result), rng

    def choice(self, items: Sequence[T]) -> tuple[T, Rng]:
        """One of ``items``, uniformly."""
        index, rng = self.randbelow(len(items))
        return items[index], rng
