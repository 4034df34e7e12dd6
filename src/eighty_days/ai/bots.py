"""The factory of computer opponents: a bot for a game and a level.

It sits above the bots' modules (which import ``eighty_days.ai.base`` for what they
share), so that no import runs back down. It imports a game's bots only when it makes
one: the journey's bots bring numpy, which the program's start does without.
"""

from __future__ import annotations

from eighty_days.ai.base import Bot, Game, Level, parse_level


def make_journey_bot(level: Level, seed: int = 0) -> Bot:
    """A journey bot at ``level`` with its own ``seed`` (the expert is ``ai/expert``'s)."""
    if level is Level.EXPERT:
        from eighty_days.ai.expert import ExpertJourneyBot

        return ExpertJourneyBot(seed)
    from eighty_days.ai.journey import JourneyBot

    return JourneyBot(level, seed)


def make_bot(game: Game | str, level: Level | str, seed: int = 0) -> Bot:
    """A bot for ``game`` at ``level`` with its own ``seed``."""
    game = Game(game)
    level = parse_level(level) if isinstance(level, str) else level
    if game is Game.JOURNEY:
        return make_journey_bot(level, seed)
    from eighty_days.ai.race import make_race_bot

    # the race has no expert level: a search measured no clear gain over hard
    # (docs/balance.md), so an expert seat plays the race as hard
    return make_race_bot(Level.HARD if level is Level.EXPERT else level, seed)
