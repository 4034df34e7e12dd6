"""What the save format needs from each rules engine, behind one small interface.

``RULES[kind]`` gives a ``GameRules`` for ``"journey-2024"`` or ``"race-1986"``: how to
read its map (a journey sheet or a race board), start a game from a configuration and a
seed, convert actions to and from plain data, and apply them. The save format and the
replay viewer work on any game through it.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from types import ModuleType
from typing import Any

from eighty_days.engine import journey
from eighty_days.engine.common import RaceConfigError
from eighty_days.messages import MessageError, define
from eighty_days.resources import parse_yaml, read_yaml
from eighty_days.saves.errors import error_message
from eighty_days.sheet.io import load_map, load_map_text

JOURNEY = "journey-2024"
RACE = "race-1986"
GAME_KINDS = (JOURNEY, RACE)

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


@dataclass(frozen=True)
class GameRules:
    """One game's engine, seen from a save file."""

    kind: str
    title: str
    read_map_file: Callable[[Path], Any]
    read_map_text: Callable[[str, str], Any]
    #: The package holding the game's card files, and their names.
    card_package: str
    card_files: tuple[str, ...]
    #: The card set (journey ``CardSet``, race ``Decks``) from the files' texts by name.
    read_cards: Callable[[Mapping[str, str], str], Any]
    #: A new game from the plain-data configuration, the map, the cards and the seed.
    start: Callable[[Mapping[str, Any], Any, Any, int], Any]
    config_to_dict: Callable[[Any], dict[str, Any]]
    action_from_dict: Callable[[Any], Any]
    apply: Callable[[Any, Any], Any]
    is_terminal: Callable[[Any], bool]
    current_player: Callable[[Any], int | None]
    player_names: Callable[[Any], tuple[str, ...]]
    #: The number of the turn being played (a new turn commits the last one).
    turn_number: Callable[[Any], int]
    #: Whether the action from the first state to the second turned a hidden card face
    #: up (a commit point: undo never goes back across it).
    revealed_hidden: Callable[[Any, Any], bool]

    def packaged_card_texts(self) -> dict[str, str]:
        """The texts of the card files shipped with the program, by file name."""
        folder = resources.files(self.card_package)
        return {name: folder.joinpath(name).read_text(encoding="utf-8") for name in self.card_files}

    def action_to_dict(self, action: Any) -> dict[str, Any]:
        """Plain data for ``action`` (every action of both engines has ``to_dict``)."""
        data: dict[str, Any] = action.to_dict()
        return data


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
    data: Mapping[str, Any], sheet: Any, cards: Any, seed: int
) -> journey.JourneyState:
    _check_journey_config(data)
    try:
        config = journey.JourneyConfig.from_dict(dict(data), sheet, cards)
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        raise ConfigFormatError(CONFIG_UNREADABLE(error=error_message(error))) from None
    return journey.new_game(config, seed)


def _journey_names(state: journey.JourneyState) -> tuple[str, ...]:
    return tuple(p.name for p in state.players)


# -- race ----------------------------------------------------------------------------------
# The race engine is imported when a race is first read or played (not at the program's
# start, which opens the journey).

RACE_ENGINE = "eighty_days.engine.race"


def _race() -> ModuleType:
    """The race engine, imported on first use."""
    from eighty_days.engine import race

    return race


def _read_board_file(path: Path) -> Any:
    return _race().load_board(read_yaml(path))


def _read_board_text(text: str, source: str) -> Any:
    return _race().load_board(parse_yaml(text, source))


def _read_race_decks(texts: Mapping[str, str], source: str) -> Any:
    race = _race()
    return race.Decks(
        race.load_action_cards(
            parse_yaml(texts["action_cards.yaml"], f"{source} (action_cards.yaml)")
        ),
        race.load_event_cards(
            parse_yaml(texts["event_cards.yaml"], f"{source} (event_cards.yaml)")
        ),
    )


def _start_race(data: Mapping[str, Any], board: Any, decks: Any, seed: int) -> Any:
    race = _race()
    config = race.RaceConfig.from_dict(data)
    return race.new_game(config, seed, board=board, decks=decks)


def _race_names(state: Any) -> tuple[str, ...]:
    return tuple(p.name for p in state.players)


RULES: dict[str, GameRules] = {
    JOURNEY: GameRules(
        kind=JOURNEY,
        title="Around the World in 80 Days (2024 journey)",
        read_map_file=load_map,
        read_map_text=load_map_text,
        card_package="eighty_days.engine.journey",
        card_files=("cards.yaml",),
        read_cards=_read_journey_cards,
        start=_start_journey,
        config_to_dict=lambda state: state.config.to_dict(),
        action_from_dict=journey.action_from_dict,
        apply=journey.apply,
        is_terminal=journey.is_terminal,
        current_player=journey.current_player,
        player_names=_journey_names,
        turn_number=lambda state: int(state.turn),
        revealed_hidden=journey.revealed_hidden,
    ),
    RACE: GameRules(
        kind=RACE,
        title="Around the World in 80 Days (1986 race)",
        read_map_file=_read_board_file,
        read_map_text=_read_board_text,
        card_package=RACE_ENGINE,
        card_files=("action_cards.yaml", "event_cards.yaml"),
        read_cards=_read_race_decks,
        start=_start_race,
        config_to_dict=lambda state: state.config.to_dict(),
        action_from_dict=lambda data: _race().action_from_dict(data),
        apply=lambda state, action: _race().apply_recorded(state, action),
        is_terminal=lambda state: bool(_race().is_terminal(state)),
        current_player=lambda state: _race().current_player(state),
        player_names=_race_names,
        turn_number=lambda state: int(state.turn_number),
        revealed_hidden=lambda before, after: bool(_race().revealed_hidden(before, after)),
    ),
}


def kind_of(state: Any) -> str:
    """``"journey-2024"`` or ``"race-1986"`` for a state of either engine."""
    if isinstance(state, journey.JourneyState):
        return JOURNEY
    race = sys.modules.get(RACE_ENGINE)  # no race state exists before it is imported
    if race is not None and isinstance(state, race.RaceState):
        return RACE
    raise TypeError(f"not a game state: {type(state).__name__}")
