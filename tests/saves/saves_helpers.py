"""Helpers for the save tests: the sample files and real games to save."""

from __future__ import annotations

import random
from functools import cache
from pathlib import Path
from typing import Any

from save_driver import new_random_game, random_game, read_map

from eighty_days.resources import default_race_board_path, maps_dir
from eighty_days.saves import JOURNEY, MapRef

DATA = Path(__file__).resolve().parents[1] / "data" / "saves"
#: maps/sample-small.yaml with five adventure cards, so 2–4 players can start on it.
JOURNEY_MAP = DATA / "journey-small.yaml"
SAMPLE_SMALL = maps_dir() / "sample-small.yaml"
JOURNEY_SAMPLE = DATA / "journey-sample.80days.json"
RACE_SAMPLE = DATA / "race-sample.80days.json"


@cache
def game_map(game: str) -> Any:
    """The map the test games of ``game`` are played on (read once)."""
    return read_map(game, JOURNEY_MAP if game == JOURNEY else None)


def map_ref(game: str) -> MapRef:
    """The map reference the test saves of ``game`` carry (embedded small map, shipped board)."""
    return MapRef.for_file(JOURNEY_MAP if game == JOURNEY else default_race_board_path())


def played(game: str, seed: int, steps: int, players: int = 2) -> list[Any]:
    """Every state of a seeded random game of ``game`` through up to ``steps`` actions."""
    rng = random.Random(seed)
    start = new_random_game(game, seed, players, game_map(game))
    return random_game(start, steps, rng)
