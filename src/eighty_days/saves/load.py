"""Loading a save: read the file, find or unpack its map, replay every action and check it.

``load_save(path)`` and ``load_from_dict(data)`` return a ``LoadedGame`` holding every
state of the game from the start (the replay viewer and undo use them) or raise one
``SaveError`` naming the problem and where it is: truncated, corrupt, wrong version, a
map whose hash differs, an illegal action at index N.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from eighty_days.engine.game import GAMES, AnyGame
from eighty_days.messages import Param, define
from eighty_days.resources import (
    DataError,
    FileTooLargeError,
    NotARegularFileError,
    maps_dir,
    read_bounded_bytes,
    yaml_expansion_problem,
)
from eighty_days.saves.errors import SaveError, error_message
from eighty_days.saves.format import (
    MAX_SAVE_BYTES,
    NOT_A_FILE,
    CardsRef,
    MapRef,
    SaveRecord,
    parse_save_text,
    read_save_text,
    record_from_dict,
    remember_cards,
    sha256_text,
)
from eighty_days.saves.games import REFUSALS, RULES, ConfigFormatError, GameRules

_NOT_STARTABLE: tuple[type[Exception], ...] = (*REFUSALS, ConfigFormatError)

#: Engine errors on data no engine should be given; a save from elsewhere may still hold it.
_UNEXPECTED: tuple[type[Exception], ...] = (
    ValueError,
    TypeError,
    KeyError,
    IndexError,
    ArithmeticError,
    AttributeError,
)

_ANY_PROBLEM: tuple[type[Exception], ...] = (*REFUSALS, *_UNEXPECTED)

EMBEDDED_MAP_TOO_LARGE = define("save.embedded_map_too_large", "the embedded map is too large")
EMBEDDED_MAP_CHANGED = define(
    "save.embedded_map_changed",
    "wrong map hash: the embedded map was changed after saving (expected {expected}…, "
    "found {found}…)",
)
EMBEDDED_MAP_INVALID = define("save.embedded_map_invalid", "the embedded map is not valid: {error}")
EMBEDDED_MAP_UNREADABLE = define(
    "save.embedded_map_unreadable", "the embedded map cannot be read: {error}"
)
MAP_TOO_LARGE = define("save.map_too_large", "the map {path} is too large")
MAP_UNREADABLE_FILE = define("save.map_unreadable_file", "the map {path} cannot be read: {error}")
MAP_CHANGED = define(
    "save.map_changed",
    "wrong map hash: the map {path} has changed since the game was saved (expected "
    "{expected}…, found {found}…)",
)
MAP_INVALID = define("save.map_invalid", "the map is not valid: {error}")
MAP_UNREADABLE = define("save.map_unreadable", "the map cannot be read: {error}")
CARD_FILE_REFUSED = define("save.card_file_refused", "the card file {name} is refused: {problem}")
CARDS_INVALID = define("save.cards_invalid", "the embedded cards are not valid: {error}")
CARDS_UNREADABLE = define("save.cards_unreadable", "the embedded cards cannot be read: {error}")
CANNOT_START = define("save.cannot_start", "the game cannot start: {error}")
CONFIG_BROKEN = define("save.config_broken", "the configuration is broken: {error}")
WRONG_SEATS = define(
    "save.wrong_seats", "the save lists %n seat(s) for a game of {players} players"
)
INVALID_ACTION = define("save.invalid_action", "not a valid action: {error}")
ALREADY_OVER = define("save.already_over", "illegal action: the game was already over")
ILLEGAL_ACTION = define("save.illegal_action", "illegal action {data} (hand-edited?): {error}")
UNREPLAYABLE = define("save.unreplayable", "action {data} cannot be replayed: {error}")
NO_TYPE = define("save.no_type", "without a type")
#: Two problems of a file told in one line.
TWO_PARTS = define("save.two_parts", "{first}; {second}")
#: A save the loader failed on in a way it did not foresee (the UI never loses its window).
UNFORESEEN = define("save.unforeseen", "the file cannot be read: {error}")


@dataclass(frozen=True)
class LoadedGame:
    """A save replayed: its record, the map object, and the state after every action.

    ``states[0]`` is the start of the game and ``states[n]`` the state after ``n`` actions.
    """

    record: SaveRecord
    map: Any
    cards: Any
    states: tuple[Any, ...]

    @property
    def state(self) -> Any:
        """The state after the last action."""
        return self.states[-1]

    @property
    def rules(self) -> GameRules[Any, Any, Any]:
        """The game seen from its save files (its map, cards and configuration)."""
        return RULES[self.record.game]

    @property
    def game(self) -> AnyGame:
        """The game's rules (``GAMES[record.game]``)."""
        return GAMES[self.record.game]


_MAP_CACHE: dict[tuple[str, str], Any] = {}
_MAP_CACHE_SIZE = 8
#: Saves are also loaded on a worker thread (the window stays responsive): one at a time.
_CACHE_LOCK = threading.RLock()


def _read_map_text(game: str, text: str, digest: str, name: str) -> Any:
    """The map object of a map text whose hash is ``digest`` (checked by the caller).

    Maps are frozen values, so the last few are kept by content: replaying many saves of
    one map reads it once.
    """
    key = (game, digest)
    if key not in _MAP_CACHE:
        problem = yaml_expansion_problem(text)
        if problem is not None:
            raise DataError(name, [problem])
        if len(_MAP_CACHE) >= _MAP_CACHE_SIZE:
            _MAP_CACHE.pop(next(iter(_MAP_CACHE)))
        _MAP_CACHE[key] = RULES[game].read_map_text(text, name)
    return _MAP_CACHE[key]


def resolve_map(ref: MapRef, game: str, source: str) -> Any:
    """The map object of ``ref`` (a journey sheet or a race board), checked against its hash."""
    if ref.text is not None:
        if len(ref.text) > MAX_SAVE_BYTES:
            raise SaveError(source, EMBEDDED_MAP_TOO_LARGE(), "map.text")
        found = sha256_text(ref.text)
        if found != ref.sha256:
            raise SaveError(
                source,
                EMBEDDED_MAP_CHANGED(expected=ref.sha256[:12], found=found[:12]),
                "map.text",
            )
        try:
            return _read_map_text(game, ref.text, found, f"{source} (embedded map)")
        except DataError as error:
            raise SaveError(
                source, EMBEDDED_MAP_INVALID(error=_problems(error)), "map.text"
            ) from None
        except _UNEXPECTED as error:  # a validator's gap; the file is still refused cleanly
            raise SaveError(
                source, EMBEDDED_MAP_UNREADABLE(error=repr(error)), "map.text"
            ) from None
    path = maps_dir() / ref.path
    try:
        text = read_bounded_bytes(path, MAX_SAVE_BYTES).decode("utf-8")
    except FileTooLargeError:
        raise SaveError(source, MAP_TOO_LARGE(path=str(path)), "map.path") from None
    except (OSError, ValueError) as error:  # NotARegularFileError, UnicodeDecodeError
        problem = NOT_A_FILE() if isinstance(error, NotARegularFileError) else str(error)
        raise SaveError(
            source, MAP_UNREADABLE_FILE(path=repr(ref.path), error=problem), "map.path"
        ) from None
    found = sha256_text(text)
    if found != ref.sha256:
        raise SaveError(
            source,
            MAP_CHANGED(path=ref.path, expected=ref.sha256[:12], found=found[:12]),
            "map.sha256",
        )
    try:
        return _read_map_text(game, text, found, str(path))
    except DataError as error:
        raise SaveError(source, MAP_INVALID(error=_problems(error)), "map.path") from None
    except _UNEXPECTED as error:
        raise SaveError(source, MAP_UNREADABLE(error=repr(error)), "map.path") from None


def resolve_cards(ref: CardsRef, game: str, source: str) -> Any:
    """The card set of ``ref`` (a journey ``CardSet`` or race ``Decks``); kept by content."""
    key = (f"{game} cards", ref.sha256)
    if key not in _MAP_CACHE:
        for name, text in ref.texts:
            problem = yaml_expansion_problem(text)
            if problem is not None:
                raise SaveError(
                    source, CARD_FILE_REFUSED(name=name, problem=problem), "cards.files"
                )
        try:
            cards = RULES[game].read_cards(ref.as_mapping(), source)
        except DataError as error:
            raise SaveError(source, CARDS_INVALID(error=_problems(error)), "cards.files") from None
        except _UNEXPECTED as error:
            raise SaveError(source, CARDS_UNREADABLE(error=repr(error)), "cards.files") from None
        if len(_MAP_CACHE) >= _MAP_CACHE_SIZE:
            _MAP_CACHE.pop(next(iter(_MAP_CACHE)))
        _MAP_CACHE[key] = cards
    remember_cards(_MAP_CACHE[key], ref)  # saved again with these very files
    return _MAP_CACHE[key]


def _problems(error: DataError) -> Param:
    """A data file's problems told in one line."""
    return _joined(error.details)


def _joined(parts: Sequence[Param]) -> Param:
    """``parts`` joined by "; " into one message, halved and joined again so that a long
    list nests only a few levels deep."""
    if len(parts) <= 1:
        return parts[0] if parts else ""
    middle = len(parts) // 2
    return TWO_PARTS(first=_joined(parts[:middle]), second=_joined(parts[middle:]))


def _describe(action: Mapping[str, Any]) -> Param:
    kind = action.get("type")
    return repr(kind) if isinstance(kind, str) else NO_TYPE()


def replay_record(
    record: SaveRecord, map_object: Any, cards: Any, source: str = "<data>"
) -> LoadedGame:
    """Replay ``record`` on ``map_object`` with ``cards``; ``SaveError`` at the first action
    refused."""
    rules = RULES[record.game]
    try:
        state = rules.start(record.config, map_object, cards, record.seed)
    except _NOT_STARTABLE as error:
        raise SaveError(source, CANNOT_START(error=error_message(error)), "config") from None
    except _UNEXPECTED as error:
        raise SaveError(source, CONFIG_BROKEN(error=repr(error)), "config") from None
    players = len(rules.game.player_names(state))
    if record.seats and len(record.seats) != players:
        raise SaveError(source, WRONG_SEATS(count=len(record.seats), players=players), "seats")
    states = [state]
    for index, data in enumerate(record.actions):
        where = f"actions[{index}]"
        try:
            action = rules.game.action_from_dict(data)
        except _ANY_PROBLEM as error:
            raise SaveError(source, INVALID_ACTION(error=error_message(error)), where) from None
        if rules.game.is_terminal(state):
            raise SaveError(source, ALREADY_OVER(), where)
        try:
            state = rules.game.apply_recorded(state, action)
        except REFUSALS as error:
            raise SaveError(
                source, ILLEGAL_ACTION(data=_describe(data), error=error_message(error)), where
            ) from None
        except _UNEXPECTED as error:
            raise SaveError(
                source, UNREPLAYABLE(data=_describe(data), error=repr(error)), where
            ) from None
        states.append(state)
    return LoadedGame(record, map_object, cards, tuple(states))


def load_from_dict(data: Any, source: str = "<data>") -> LoadedGame:
    """Check plain save data, find its map and replay it (``SaveError`` if anything is wrong)."""
    record = record_from_dict(data, source)
    map_object, cards = resolve_record(record, source)
    return replay_record(record, map_object, cards, source)


def resolve_record(record: SaveRecord, source: str = "<data>") -> tuple[Any, Any]:
    """The map object and card set of ``record`` (``resolve_map``, ``resolve_cards``): kept
    by content, so a later load of the same game gets these very objects (``SaveError``
    if either is wrong); safe on any thread."""
    with _CACHE_LOCK:
        map_object = resolve_map(record.map, record.game, source)
        cards = resolve_cards(record.cards, record.game, source)
    return map_object, cards


def load_save_text(text: str, source: str = "<text>") -> LoadedGame:
    """Load a save from its JSON text."""
    return load_from_dict(parse_save_text(text, source), source)


def load_save(path: Path | str) -> LoadedGame:
    """Load the save file ``path``: size-checked before reading, parsed, replayed, checked."""
    file_path = Path(path)
    return load_save_text(read_save_text(file_path), str(file_path))
