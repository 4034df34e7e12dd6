"""What the save format needs of each game beyond its rules: reading its files.

``RULES[kind]`` gives a ``GameRules`` for each game of the registry
(``eighty_days.engine.game.GAMES``): its ``Game`` (the rules: start, apply, the actions as
plain data …) and how the parts of it a save file holds are read: its map (a journey sheet
or a race board), its card files and its configuration from plain data. The save format
and the replay viewer work on any game through it; ``rules_of(game)`` finds a game's.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from eighty_days.engine import journey
from eighty_days.engine.common import RaceConfigError
from eighty_days.engine.game import GAMES, JOURNEY_KIND, RACE_KIND, AnyGame, Game, game_of
from eighty_days.messages import MessageError, define
from eighty_days.resources import parse_yaml, read_yaml
from eighty_days.saves.errors import error_message
from eighty_days.sheet.io import load_map, load_map_text

if TYPE_CHECKING:
    from eighty_days.engine import race
    from eighty_days.sheet.model import SheetMap

#: The kinds of the two games, as their save files name them (``Game.kind``).
JOURNEY = JOURNEY_KIND
RACE = RACE_KIND
GAME_KINDS = tuple(GAMES)

#: Errors the engines raise for a configuration or action they refuse (not bugs).
REFUSALS: tuple[type[Exception], ...] = (
    journey.IllegalActionError,
    journey.ActionFormatError,
    journey.SetupError,
    RaceConfigError,
)


class ConfigFormatError(MessageError):
    """Plain data that does not describe a game configuration (``message`` says why)."""


CONFIG_NOT_MAPPING = define("config.not_mapping", "the configuration must be a mapping")
CONFIG_UNKNOWN_KEYS = define("config.unknown_keys", "unknown key(s) {keys}")
PLAYERS_NOT_LIST = define("config.players_not_list", "'players' must be a list of {{name, colour}}")
BAD_PLAYER = define("config.bad_player", "players[{index}] must be {{name: text, colour: text}}")
SIDES_NOT_MAPPING = define(
    "config.sides_not_mapping", "'character_sides' must map characters to front/back"
)
BAD_SIDE = define("config.bad_side", "character_sides: {key}: {side} is not front or back")
FIXED_NOT_MAPPING = define("config.fixed_not_mapping", "'fixed' must be a mapping")
FIXED_UNKNOWN_KEYS = define("config.fixed_unknown_keys", "fixed: unknown key(s) {keys}")
FIXED_NOT_LIST = define("config.fixed_not_list", "fixed.{key} must be a list")
FIXED_DECK = define("config.fixed_deck", "fixed.deck must list [card, train|ship] pairs")
FIXED_STACK = define("config.fixed_stack", "fixed.stack_order must list player numbers")
FIXED_CARDS = define("config.fixed_cards", "fixed.{key} must list card ids")
OTHER_WINDOW = define("config.other_window", "this is a save of {kind}; open it in that window")
SHIPPED_BOARD_ONLY = define(
    "config.shipped_board_only", "only races on the shipped board can be saved"
)
CONFIG_UNREADABLE = define("config.unreadable", "the configuration cannot be read: {error}")


StateT = TypeVar("StateT")
MapT = TypeVar("MapT")
CardsT = TypeVar("CardsT")


@dataclass(frozen=True)
class GameRules(Generic[StateT, MapT, CardsT]):
    """One game seen from a save file: its ``Game`` (the rules) and how the parts of it a
    save file holds are read: the map (``MapT``: a journey sheet, a race board), the card
    files (``CardsT``: a journey ``CardSet``, race ``Decks``) and the configuration."""

    kind: str
    read_map_file: Callable[[Path], MapT]
    read_map_text: Callable[[str, str], MapT]
    #: The package holding the game's card files, and their names.
    card_package: str
    card_files: tuple[str, ...]
    #: The card set from the files' texts by name.
    read_cards: Callable[[Mapping[str, str], str], CardsT]
    #: A new game from the plain-data configuration, the map, the cards and the seed.
    start: Callable[[Mapping[str, Any], MapT, CardsT, int], StateT]
    #: The plain data of the configuration a game started from (no map, no cards).
    config_to_dict: Callable[[StateT], dict[str, Any]]

    @property
    def game(self) -> Game[Any, StateT, Any, Any, Any]:
        """The game's rules (``GAMES[kind]``; the race engine is imported on first use)."""
        return GAMES[self.kind]

    @property
    def title(self) -> str:
        """The game's name for people (English; the UI translates it)."""
        return self.game.title

    def packaged_card_texts(self) -> dict[str, str]:
        """The texts of the card files shipped with the program, by file name."""
        folder = resources.files(self.card_package)
        return {name: folder.joinpath(name).read_text(encoding="utf-8") for name in self.card_files}


# -- journey -------------------------------------------------------------------------------

_JOURNEY_CONFIG_KEYS = {"map", "players", "character_sides", "fixed"}
_FIXED_KEYS = {"deck", "train_row", "ship_row", "adventure_cards", "income_order", "stack_order"}


def _check_journey_config(data: Any) -> None:
    """Check the shape of a journey configuration before the engine builds it."""
    if not isinstance(data, Mapping):
        raise ConfigFormatError(CONFIG_NOT_MAPPING())
    unknown = set(data) - _JOURNEY_CONFIG_KEYS
    if unknown:
        raise ConfigFormatError(
            CONFIG_UNKNOWN_KEYS(count=len(unknown), keys=", ".join(sorted(map(str, unknown))))
        )
    players = data.get("players")
    if not isinstance(players, list):
        raise ConfigFormatError(PLAYERS_NOT_LIST())
    for index, player in enumerate(players):
        if (
            not isinstance(player, Mapping)
            or set(player) != {"name", "colour"}
            or not all(isinstance(v, str) for v in player.values())
        ):
            raise ConfigFormatError(BAD_PLAYER(index=index))
    sides = data.get("character_sides", {})
    if not isinstance(sides, Mapping):
        raise ConfigFormatError(SIDES_NOT_MAPPING())
    names = {c.value for c in journey.CHARACTERS}
    for key, side in sides.items():
        if key not in names or side not in ("front", "back"):
            raise ConfigFormatError(BAD_SIDE(key=repr(key), side=repr(side)))
    fixed = data.get("fixed", {})
    if not isinstance(fixed, Mapping):
        raise ConfigFormatError(FIXED_NOT_MAPPING())
    unknown = set(fixed) - _FIXED_KEYS
    if unknown:
        raise ConfigFormatError(
            FIXED_UNKNOWN_KEYS(count=len(unknown), keys=", ".join(sorted(map(str, unknown))))
        )
    for key, value in fixed.items():
        if not isinstance(value, list):
            raise ConfigFormatError(FIXED_NOT_LIST(key=key))
        if key == "deck":
            if not all(
                isinstance(c, list) and len(c) == 2 and c[1] in ("train", "ship") for c in value
            ):
                raise ConfigFormatError(FIXED_DECK())
        elif key == "stack_order":
            if not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
                raise ConfigFormatError(FIXED_STACK())
        elif not all(isinstance(v, str) for v in value):
            raise ConfigFormatError(FIXED_CARDS(key=key))


def _read_journey_cards(texts: Mapping[str, str], source: str) -> journey.CardSet:
    return journey.parse_cards(texts["cards.yaml"], f"{source} (cards.yaml)")


def _start_journey(
    data: Mapping[str, Any], sheet: SheetMap, cards: journey.CardSet, seed: int
) -> journey.JourneyState:
    _check_journey_config(data)
    try:
        config = journey.JourneyConfig.from_dict(dict(data), sheet, cards)
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        raise ConfigFormatError(CONFIG_UNREADABLE(error=error_message(error))) from None
    return journey.new_game(config, seed)


def _journey_config(state: journey.JourneyState) -> dict[str, Any]:
    return state.config.to_dict()


# -- race ----------------------------------------------------------------------------------
# The race engine is imported when a race is first read or played (not at the program's
# start, which opens the journey).


def _read_board_file(path: Path) -> race.Board:
    from eighty_days.engine import race

    return race.load_board(read_yaml(path))


def _read_board_text(text: str, source: str) -> race.Board:
    from eighty_days.engine import race

    return race.load_board(parse_yaml(text, source))


def _read_race_decks(texts: Mapping[str, str], source: str) -> race.Decks:
    from eighty_days.engine import race

    return race.Decks(
        race.load_action_cards(
            parse_yaml(texts["action_cards.yaml"], f"{source} (action_cards.yaml)")
        ),
        race.load_event_cards(
            parse_yaml(texts["event_cards.yaml"], f"{source} (event_cards.yaml)")
        ),
    )


def _start_race(
    data: Mapping[str, Any], board: race.Board, decks: race.Decks, seed: int
) -> race.RaceState:
    from eighty_days.engine import race

    config = race.RaceConfig.from_dict(data)
    return race.new_game(config, seed, board=board, decks=decks)


def _race_config(state: race.RaceState) -> dict[str, Any]:
    return state.config.to_dict()


#: Each registered game's save-file side, by its kind.
RULES: Mapping[str, GameRules[Any, Any, Any]] = {
    JOURNEY_KIND: GameRules(
        kind=JOURNEY_KIND,
        read_map_file=load_map,
        read_map_text=load_map_text,
        card_package="eighty_days.engine.journey",
        card_files=("cards.yaml",),
        read_cards=_read_journey_cards,
        start=_start_journey,
        config_to_dict=_journey_config,
    ),
    RACE_KIND: GameRules(
        kind=RACE_KIND,
        read_map_file=_read_board_file,
        read_map_text=_read_board_text,
        card_package="eighty_days.engine.race",
        card_files=("action_cards.yaml", "event_cards.yaml"),
        read_cards=_read_race_decks,
        start=_start_race,
        config_to_dict=_race_config,
    ),
}
assert set(RULES) == set(GAMES), "every registered game needs its save-file side"


def rules_of(game: AnyGame) -> GameRules[Any, Any, Any]:
    """The save-file side of ``game``."""
    return RULES[game.kind]


def kind_of(state: object) -> str:
    """The ``kind`` of the game ``state`` belongs to (``TypeError`` for anything else)."""
    return game_of(state).kind
