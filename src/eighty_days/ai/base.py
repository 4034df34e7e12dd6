"""What every computer opponent shares: the level, the ``Bot`` protocol and each decision's
generator (``eighty_days.ai.bots.make_bot`` makes a bot for a game of the registry,
``eighty_days.engine.game.GAMES``).

A bot is a pure decision function with a seed: ``decide(state)`` reads a frozen game
state and returns an action for the player whose decision it is. Bots keep no mutable
state between calls, so one bot object may be used from a worker thread (the UI thinks
off its own thread) and the same seed and state always give the same decision. What the
journey's bots do keep (per map: the way-home graph, the reach table, segments already
judged; the hard level's look-ahead values of positions) are answers that depend only on
the map and the position, kept so as not to work them out twice; they never change a
decision.
"""

from __future__ import annotations

import itertools
from enum import StrEnum
from typing import Any, Protocol

from eighty_days.engine.common import Rng


class Level(StrEnum):
    """How strong an opponent plays."""

    EASY = "easy"
    NORMAL = "normal"
    HARD = "hard"
    #: the journey only: the hard level's best offers played out in sampled worlds
    EXPERT = "expert"


class Bot(Protocol):
    """A computer opponent: ``decide(state)`` returns a legal action for the player to move."""

    @property
    def level(self) -> Level:
        """How strong the bot plays."""
        ...

    def decide(self, state: Any) -> Any:
        """The action the bot takes in ``state`` (a pure function of the bot and the state)."""
        ...


def decision_rng(seed: int, step: int) -> Rng:
    """A generator for one decision: derived from the bot's seed and the game's step.

    Bots draw their random choices from it, so a decision depends only on the seed and
    the state (never on earlier calls).
    """
    first, _ = Rng.from_seed(seed).next_u64()
    return Rng.from_seed(first ^ (step * 0x9E3779B97F4A7C15))


def parse_level(text: str) -> Level:
    """The level named by ``text`` (easy, normal, hard, expert); ``ValueError`` says what
    is known."""
    try:
        return Level(text.strip().lower())
    except ValueError:
        names = ", ".join(level.value for level in Level)
        raise ValueError(f"unknown level {text!r}; one of {names}") from None


def forget_oldest(kept: dict[Any, Any], most: int) -> None:
    """Once ``kept`` holds more than ``most`` entries, forget the older ones down to half
    of ``most`` (a dict keeps the order in which its entries came)."""
    if len(kept) > most:
        for key in list(itertools.islice(kept, len(kept) - most // 2)):
            del kept[key]
