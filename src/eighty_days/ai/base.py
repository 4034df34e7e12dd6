"""What every computer opponent shares: the level, the ``Bot`` protocol and the factory.

A bot is a pure decision function with a seed: ``decide(state)`` reads a frozen game
state and returns an action for the player whose decision it is. Bots keep no mutable
state between calls, so one bot object may be used from a worker thread (the UI thinks
off its own thread) and the same seed and state always give the same decision.
"""

from __future__ import annotations

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


class Game(StrEnum):
    """Which game a bot plays: the 2024 journey or the 1986 race."""

    JOURNEY = "journey"
    RACE = "race"


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


def make_bot(game: Game | str, level: Level | str, seed: int = 0) -> Bot:
    """A bot for ``game`` at ``level`` with its own ``seed``."""
    game = Game(game)
    level = parse_level(level) if isinstance(level, str) else level
    if game is Game.JOURNEY:
        from eighty_days.ai.journey import make_journey_bot

        return make_journey_bot(level, seed)
    from eighty_days.ai.race import make_race_bot

    # the race has no expert level: a search measured no clear gain over hard
    # (docs/balance.md), so an expert seat plays the race as hard
    return make_race_bot(Level.HARD if level is Level.EXPERT else level, seed)
