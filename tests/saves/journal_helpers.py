"""Finished games for the tests of the daily journey, challenges, album and statistics."""

from __future__ import annotations

from functools import cache
from typing import Any

from saves_helpers import JOURNEY_MAP, game_map

from eighty_days.ai.base import Level
from eighty_days.ai.journey import JourneyBot
from eighty_days.ai.race import RaceBot
from eighty_days.engine import race
from eighty_days.engine.journey import apply, default_config, is_terminal, new_game
from eighty_days.resources import default_race_board_path
from eighty_days.saves import JOURNEY, RACE, MapRef, SaveRecord, Seat, record_of
from eighty_days.shipped_race import default_decks

NAMES = ("Ann", "Ben", "Cleo", "Dan")


@cache
def finished_journey(seed: int, players: int = 2) -> Any:
    """A journey on the small test map played to its end by easy computer players."""
    state = new_game(default_config(NAMES[:players], game_map(JOURNEY)), seed)
    bots = [JourneyBot(Level.EASY, seed * 10 + seat) for seat in range(players)]
    while not is_terminal(state):
        state = apply(state, bots[state.active].decide(state))
    return state


@cache
def finished_race(seed: int, players: int = 2) -> Any:
    """A race on the shipped board played to its end by easy computer players."""
    state = race.new_game(
        race.RaceConfig(NAMES[:players]), seed, board=game_map(RACE), decks=default_decks()
    )
    bots = [RaceBot(Level.EASY, seed * 10 + seat) for seat in range(players)]
    while not race.is_terminal(state):
        state = race.apply(state, bots[race.current_player(state) or 0].decide(state))
    return state


def seats_for(players: int, level: str = "easy") -> tuple[Seat, ...]:
    """Seat 0 a person, the others computers of ``level``."""
    return tuple(
        Seat(NAMES[i], human=i == 0, level="" if i == 0 else level) for i in range(players)
    )


def journey_record(state: Any, level: str = "easy") -> SaveRecord:
    """The save record of a finished journey (person at seat 0)."""
    return record_of(state, MapRef.for_file(JOURNEY_MAP), seats_for(len(state.players), level))


def race_record(state: Any, level: str = "easy") -> SaveRecord:
    """The save record of a finished race (person at seat 0)."""
    return record_of(
        state, MapRef.for_file(default_race_board_path()), seats_for(len(state.players), level)
    )
