"""Loading a save: read the file, find or unpack its map, replay every action and check it.

``load_save(path)`` and ``load_from_dict(data)`` return a ``LoadedGame`` holding every
state of the game from the start (the replay viewer and undo use them) or raise one
``SaveError`` naming the problem and where it is: truncated, corrupt, wrong version, a
map whose hash differs, an illegal action at index N.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from eighty_days.resources import (
    NOT_A_FILE,
    DataError,
    FileTooLargeError,
    NotARegularFileError,
    maps_dir,
    read_bounded_bytes,
    yaml_expansion_problem,
)
from eighty_days.saves.errors import SaveError
from eighty_days.saves.format import (
    MAX_SAVE_BYTES,
    CardsRef,
    MapRef,
    SaveRecord,
    parse_save_text,
    read_save_text,
    record_from_dict,
    sha256_text,
)
from eighty_days.saves.games import REFUSALS, RULES, ConfigFormatError, GameRules

_NOT_STARTABLE: tuple[type[Exception], ...] = (*REFUSALS, ConfigFormatError)

_YAML_LOADER: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

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
    def rules(self) -> GameRules:
        """The game's engine."""
        return RULES[self.record.game]


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
            raise SaveError(source, "the embedded map is too large", "map.text")
        found = sha256_text(ref.text)
        if found != ref.sha256:
            raise SaveError(
                source,
                f"wrong map hash: the embedded map was changed after saving "
                f"(expected {ref.sha256[:12]}…, found {found[:12]}…)",
                "map.text",
            )
        try:
            return _read_map_text(game, ref.text, found, f"{source} (embedded map)")
        except DataError as error:
            raise SaveError(
                source, f"the embedded map is not valid: {_problems(error)}", "map.text"
            ) from None
        except _UNEXPECTED as error:  # a validator's gap; the file is still refused cleanly
            raise SaveError(
                source, f"the embedded map cannot be read: {error!r}", "map.text"
            ) from None
    path = maps_dir() / ref.path
    try:
        text = read_bounded_bytes(path, MAX_SAVE_BYTES).decode("utf-8")
    except FileTooLargeError:
        raise SaveError(source, f"the map {path} is too large", "map.path") from None
    except (OSError, ValueError) as error:  # NotARegularFileError, UnicodeDecodeError
        problem = NOT_A_FILE if isinstance(error, NotARegularFileError) else error
        raise SaveError(
            source, f"the map {ref.path!r} cannot be read: {problem}", "map.path"
        ) from None
    found = sha256_text(text)
    if found != ref.sha256:
        raise SaveError(
            source,
            f"wrong map hash: the map {ref.path} has changed since the game was saved "
            f"(expected {ref.sha256[:12]}…, found {found[:12]}…)",
            "map.sha256",
        )
    try:
        return _read_map_text(game, text, found, str(path))
    except DataError as error:
        raise SaveError(source, f"the map is not valid: {_problems(error)}", "map.path") from None
    except _UNEXPECTED as error:
        raise SaveError(source, f"the map cannot be read: {error!r}", "map.path") from None


def resolve_cards(ref: CardsRef, game: str, source: str) -> Any:
    """The card set of ``ref`` (a journey ``CardSet`` or race ``Decks``); kept by content."""
    key = (f"{game} cards", ref.sha256)
    if key not in _MAP_CACHE:
        for name, text in ref.texts:
            problem = yaml_expansion_problem(text)
            if problem is not None:
                raise SaveError(
                    source, f"the card file {name} is refused: {problem}", "cards.files"
                )
        try:
            cards = RULES[game].read_cards(ref.as_mapping(), source)
        except DataError as error:
            raise SaveError(
                source, f"the embedded cards are not valid: {_problems(error)}", "cards.files"
            ) from None
        except _UNEXPECTED as error:
            raise SaveError(
                source, f"the embedded cards cannot be read: {error!r}", "cards.files"
            ) from None
        if len(_MAP_CACHE) >= _MAP_CACHE_SIZE:
            _MAP_CACHE.pop(next(iter(_MAP_CACHE)))
        _MAP_CACHE[key] = cards
    return _MAP_CACHE[key]


def _problems(error: DataError) -> str:
    return "; ".join(error.problems)


def _describe(action: Mapping[str, Any]) -> str:
    kind = action.get("type")
    return repr(kind) if isinstance(kind, str) else "without a type"


def replay_record(
    record: SaveRecord, map_object: Any, cards: Any, source: str = "<data>"
) -> LoadedGame:
    """Replay ``record`` on ``map_object`` with ``cards``; ``SaveError`` at the first action
    refused."""
    rules = RULES[record.game]
    try:
        state = rules.start(record.config, map_object, cards, record.seed)
    except _NOT_STARTABLE as error:
        raise SaveError(source, f"the game cannot start: {error}", "config") from None
    except _UNEXPECTED as error:
        raise SaveError(source, f"the configuration is broken: {error!r}", "config") from None
    players = len(rules.player_names(state))
    if record.seats and len(record.seats) != players:
        raise SaveError(
            source,
            f"the save lists {len(record.seats)} seat(s) for a game of {players} players",
            "seats",
        )
    states = [state]
    for index, data in enumerate(record.actions):
        where = f"actions[{index}]"
        try:
            action = rules.action_from_dict(data)
        except _ANY_PROBLEM as error:
            raise SaveError(source, f"not a valid action: {error}", where) from None
        if rules.is_terminal(state):
            raise SaveError(source, "illegal action: the game was already over", where)
        try:
            state = rules.apply(state, action)
        except REFUSALS as error:
            raise SaveError(
                source, f"illegal action {_describe(data)} (hand-edited?): {error}", where
            ) from None
        except _UNEXPECTED as error:
            raise SaveError(
                source, f"action {_describe(data)} cannot be replayed: {error!r}", where
            ) from None
        states.append(state)
    return LoadedGame(record, map_object, cards, tuple(states))


def load_from_dict(data: Any, source: str = "<data>") -> LoadedGame:
    """Check plain save data, find its map and replay it (``SaveError`` if anything is wrong)."""
    record = record_from_dict(data, source)
    with _CACHE_LOCK:
        map_object = resolve_map(record.map, record.game, source)
        cards = resolve_cards(record.cards, record.game, source)
    return replay_record(record, map_object, cards, source)


def load_save_text(text: str, source: str = "<text>") -> LoadedGame:
    """Load a save from its JSON text."""
    return load_from_dict(parse_save_text(text, source), source)


def load_save(path: Path | str) -> LoadedGame:
    """Load the save file ``path``: size-checked before reading, parsed, replayed, checked."""
    file_path = Path(path)
    return load_save_text(read_save_text(file_path), str(file_path))
