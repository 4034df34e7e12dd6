"""The factory of computer opponents: a bot for a game and a level.

It sits above the bots' modules (which import ``eighty_days.ai.base`` for what they
share), so that no import runs back down. It imports a game's bots only when it makes
one: the journey's bots bring numpy, which the program's start does without.
"""

from __future__ import annotations

from eighty_days.ai.base import Bot, Level, parse_level
from eighty_days.engine.game import JOURNEY_KIND, RACE_KIND, AnyGame


def make_journey_bot(level: Level, seed: int = 0) -> Bot:
    """A journey bot at ``level`` with its own ``seed`` (the expert is ``ai/expert``'s)."""
    if level is Level.EXPERT:
        from eighty_days.ai.expert import ExpertJourneyBot

        return ExpertJourneyBot(seed)
    from eighty_days.ai.journey import JourneyBot

    return JourneyBot(level, seed)


def make_bot(game: AnyGame, level: Level | str, seed: int = 0) -> Bot:
    """A bot for ``game`` (one of ``GAMES``) at ``level`` with its own ``seed``;
    ``ValueError`` for a game no bot plays."""
    level = parse_level(level) if isinstance(level, str) else level
    if game.kind == JOURNEY_KIND:
        return make_journey_bot(level, seed)
    if game.kind != RACE_KIND:
        raise ValueError(f"no computer opponent plays {game.title}")
    from eighty_days.ai.race import make_race_bot

    # the race has no expert level: a search measured no clear gain over hard
    # (docs/balance.md), so an expert seat plays the race as hard
    return make_race_bot(Level.HARD if level is Level.EXPERT else level, seed)
