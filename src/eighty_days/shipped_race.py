"""The 1986 race as shipped: its board (``maps/race-1986.yaml``) and its two decks (package
data beside the race engine), read once.

The race engine reads no files; this is the layer above it that loads the shipped data and
hands it to the engine as values.
"""

from __future__ import annotations

from functools import cache
from importlib import resources as importlib_resources

from eighty_days.engine.race.board import Board, load_board
from eighty_days.engine.race.cards import Decks, load_action_cards, load_event_cards
from eighty_days.engine.race.setup import new_game
from eighty_days.engine.race.state import RaceConfig, RaceState
from eighty_days.messages import define
from eighty_days.resources import (
    DataError,
    YamlDocument,
    default_race_board_path,
    parse_yaml,
    read_yaml,
)

#: The package that holds the shipped decks (``action_cards.yaml``, ``event_cards.yaml``).
DECK_PACKAGE = "eighty_days.engine.race"

PACKAGED = define("race_cards.packaged", "cannot read the packaged deck: {error}")


@cache
def default_board() -> Board:
    """The shipped board, ``maps/race-1986.yaml`` (read once); ``DataError`` if unreadable."""
    return load_board(read_yaml(default_race_board_path()))


def _package_document(name: str) -> YamlDocument:
    resource = importlib_resources.files(DECK_PACKAGE).joinpath(name)
    try:
        text = resource.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise DataError(name, [PACKAGED(error=str(error))]) from None
    return parse_yaml(text, f"eighty_days/engine/race/{name}")


@cache
def default_decks() -> Decks:
    """The shipped decks (read once); ``DataError`` if they cannot be read."""
    return Decks(
        load_action_cards(_package_document("action_cards.yaml")),
        load_event_cards(_package_document("event_cards.yaml")),
    )


def new_race(config: RaceConfig, seed: int) -> RaceState:
    """A new race (``engine.race.new_game``) on the shipped board with the shipped decks."""
    return new_game(config, seed, board=default_board(), decks=default_decks())
