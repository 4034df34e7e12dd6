"""The save file format (version 1): plain data, written as JSON, never pickle.

A save is ``{format, version, game, saved_at, seed, config, map, seats, actions}``
(docs/save-format.md): enough to replay the game exactly through its engine
(DESIGN.md: ``{game, config, seed, actions}``). This module converts between a
``SaveRecord`` and plain data / JSON text and checks the *shape* of the data; replaying
the actions is ``saves.load``'s job.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from eighty_days.messages import Message, define
from eighty_days.resources import (
    MAX_INTEGER_DIGITS,
    FileTooLargeError,
    NotARegularFileError,
    maps_dir,
    read_bounded_bytes,
)
from eighty_days.saves.errors import SaveError
from eighty_days.saves.games import GAME_KINDS, JOURNEY, RULES, kind_of

FORMAT_NAME = "eighty-days-save"
FORMAT_VERSION = 1
#: Save files larger than this are refused before they are read (embedded maps included).
MAX_SAVE_BYTES = 32 * 1024 * 1024
#: More actions than this is no game either engine can produce.
MAX_ACTIONS = 100_000
#: JSON nesting deeper than this is refused (a save is at most a few levels deep).
MAX_DEPTH = 32
#: The seeds a save can hold: 0 to 2^64 − 1 (every way to start a game accepts exactly these).
MAX_SEED = 2**64 - 1
#: A route has a point per ruler segment and one to start (R2024-10: a few); a list in an
#: action longer than this is refused before the engine reads it.
MAX_ROUTE_POINTS = 64
MAX_ACTION_LIST = 256
#: A save whose text opens more lists than this is refused before it is parsed (parsing
#: millions of points takes many seconds): a game's actions hold few lists, a route a list
#: per point.
MAX_SAVE_LISTS = 100_000
#: The computer levels a seat may name (``ai.base.Level``; an empty level is a person).
SEAT_LEVELS = ("easy", "normal", "hard", "expert")
#: A player's name holds at most this many characters (the New game dialog allows no more).
MAX_NAME_LENGTH = 40
#: A seat's colour: ``#rrggbb`` (or empty for the seat's own colour).
_COLOUR = re.compile(r"#[0-9a-fA-F]{6}\Z")
#: A JSON escape that may stand for half of a surrogate pair (``\ud800``); a text without
#: one cannot hold a lone surrogate (decoded UTF-8 never does).
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")

_TOP_KEYS = {
    "format", "version", "game", "saved_at", "seed", "config", "map", "cards", "seats", "actions",
}  # fmt: skip
_REQUIRED_KEYS = _TOP_KEYS - {"saved_at", "seats"}
_MAP_KEYS = {"path", "shipped", "sha256", "text"}
_SEAT_KEYS = {"name", "colour", "shape", "human", "level"}

# What a save file's reader says (the keys' English; ``ui/common/message_text`` translates).
EMPTY_FILE = define("save.empty", "the file is empty (an interrupted save?)")()
TOO_MANY_LISTS = define(
    "save.too_many_lists",
    "the file holds more than {lists} lists; no game has so many (a route has at most "
    "{most} points)",
)
TRUNCATED = define("save.truncated", "the file ends too early at line {line}: it is truncated")
NOT_JSON = define(
    "save.not_json",
    "the file is corrupt: not valid JSON at line {line}, column {column} ({reason})",
)
TOO_DEEP = define("save.too_deep", "the file is corrupt: it is nested too deeply")
HUGE_NUMBER = define(
    "save.huge_number",
    "the file is corrupt: a whole number of more than {digits} digits is refused",
)
CORRUPT = define("save.corrupt", "the file is corrupt: {error}")
NOT_AN_OBJECT = define("save.not_an_object", "this is not a save file: it must hold a JSON object")
CANNOT_OPEN = define("save.cannot_open", "cannot open the file: {reason}")
NOT_A_FILE = define(
    "save.not_a_file", "this is not a regular file (a device, a pipe or a folder) and is not read"
)
LARGER_THAN = define("save.larger_than", "the file is larger than {limit} bytes and is refused")
TOO_LARGE = define(
    "save.too_large", "the file is {size} bytes; a save larger than {limit} is refused"
)
NOT_UTF8 = define("save.not_utf8", "the file is corrupt: not UTF-8 text (byte {offset})")
NOT_A_MAPPING = define("save.not_a_mapping", "this is not a save file: it must be a mapping")
NOT_OURS = define("save.not_ours", "this is not an Eighty Days save file (format {found})")
BAD_VERSION = define("save.bad_version", "the format version must be a whole number, not {version}")
NEWER_VERSION = define(
    "save.newer_version",
    "wrong version: the file has format version {version}, this program reads version "
    "{newest} or older (saved by a newer Eighty Days?)",
)
NO_SUCH_VERSION = define(
    "save.no_such_version", "wrong version: there is no format version {version}"
)
KEYS_MISSING = define("save.keys_missing", "missing key(s): {keys}")
UNKNOWN_KEYS = define("save.unknown_keys", "unknown key(s) {keys}")
UNKNOWN_GAME = define("save.unknown_game", "unknown game {game}; one of {games}")
BAD_SEED = define("save.bad_seed", "the seed must be a whole number from 0 to 2^64 − 1, not {seed}")
CONFIG_NOT_MAPPING = define("save.config_not_mapping", "the configuration must be a mapping")
SAVED_AT_NOT_TEXT = define("save.saved_at_not_text", "the save time must be text")
ACTIONS_NOT_LIST = define("save.actions_not_list", "the actions must be a list")
TOO_MANY_ACTIONS = define("save.too_many_actions", "{actions} actions is more than any game has")
ACTION_NOT_MAPPING = define("save.action_not_mapping", "an action must be a mapping with a 'type'")
ROUTE_TOO_LONG = define(
    "save.route_too_long", "a route of {points} points; a route has at most {most}"
)
LIST_TOO_LONG = define(
    "save.list_too_long", "an action holds a list of {items} items; at most {most}"
)
CARDS_NOT_MAPPING = define(
    "save.cards_not_mapping", "the cards must be a mapping {{sha256, files}}"
)
CARD_FILES = define("save.card_files", "the card files must be {names}")
CARD_FILE_NOT_TEXT = define("save.card_file_not_text", "each card file must be YAML text")
CARDS_CHANGED = define("save.cards_changed", "the embedded card files were changed after saving")
MAP_NOT_MAPPING = define(
    "save.map_not_mapping", "the map must be a mapping {{path, shipped, sha256[, text]}}"
)
MAP_PATH_NOT_TEXT = define("save.map_path_not_text", "the map's path must be text")
MAP_PATH_NUL = define(
    "save.map_path_nul", "the map's path holds a NUL character: no file has such a name"
)
SHIPPED_NOT_BOOL = define("save.shipped_not_bool", "'shipped' must be true or false")
BAD_MAP_HASH = define("save.bad_map_hash", "the map's hash must be 64 hexadecimal digits")
SHIPPED_EMBEDDED = define("save.shipped_embedded", "a map shipped with the program is not embedded")
MAP_NOT_TEXT = define("save.map_not_text", "the embedded map must be YAML text")
MAP_NOT_EMBEDDED = define(
    "save.map_not_embedded", "a map that is not shipped with the program must be embedded"
)
SHIPPED_PATH = define("save.shipped_path", "a shipped map is named by its file name, not {path}")
SEATS_NOT_LIST = define("save.seats_not_list", "the seats must be a list")
BAD_SEAT = define("save.bad_seat", "a seat is {{name, colour, shape, human[, level]}}")
BAD_SEAT_FIELDS = define(
    "save.bad_seat_fields",
    "a seat's name, colour, shape and level are text, 'human' true or false",
)
#: How far a saved game has come (the recent games' list names it).
ACTIONS = define("save.actions", "%n action(s)")
NOT_A_NUMBER = define("save.not_a_number", "{number} is not a number a save file may hold")
UNKNOWN_LEVEL = define("save.unknown_level", "unknown computer level {level}; one of {names}")
NOT_UNICODE = define(
    "save.not_unicode",
    "the file holds text that is not valid Unicode (a lone surrogate such as \\ud800)",
)
BAD_COLOUR = define(
    "save.bad_colour",
    "a seat's colour must be written #rrggbb (six hexadecimal digits), not {colour}",
)
NAME_TOO_LONG = define(
    "save.name_too_long", "a player's name has %n character(s); at most {most} are allowed"
)
NAME_NOT_PRINTABLE = define(
    "save.name_not_printable",
    "a player's name holds a character that cannot be shown ({character}): a control "
    "character or a line break",
)


def sha256_text(text: str) -> str:
    """The SHA-256 of ``text`` encoded as UTF-8, in hex."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


@dataclass(frozen=True, slots=True)
class MapRef:
    """Which map (journey sheet or race board) a game is played on.

    ``shipped`` maps are found by ``path`` relative to the program's ``maps/`` folder;
    other maps carry their YAML ``text`` inside the save (``path`` is then only a note of
    where it came from). ``sha256`` is the hash of the map file's text; loading refuses a
    map whose text no longer has it.
    """

    path: str
    sha256: str
    shipped: bool = True
    text: str | None = None

    @classmethod
    def for_file(cls, path: Path | str, *, embed: bool | None = None) -> MapRef:
        """A reference to the map file ``path``; embedded unless it is a shipped map."""
        file_path = Path(path).resolve()
        text = read_bounded_bytes(file_path, MAX_SAVE_BYTES).decode("utf-8")
        shipped_dir = maps_dir().resolve()
        inside = file_path.parent == shipped_dir
        if embed is None:
            embed = not inside
        if inside and not embed:
            return cls(file_path.name, sha256_text(text), True, None)
        return cls(str(path), sha256_text(text), False, text)

    @classmethod
    def for_text(cls, text: str, note: str = "<custom map>") -> MapRef:
        """An embedded map from its YAML text (a map made or changed in the program)."""
        return cls(note, sha256_text(text), False, text)

    def to_dict(self) -> dict[str, Any]:
        """Plain data for the save file."""
        data: dict[str, Any] = {"path": self.path, "shipped": self.shipped, "sha256": self.sha256}
        if self.text is not None:
            data["text"] = self.text
        return data


def cards_digest(texts: Mapping[str, str]) -> str:
    """The hash of card files: SHA-256 over each name, NUL, text, NUL, in name order."""
    digest = hashlib.sha256()
    for name in sorted(texts):
        digest.update(name.encode("utf-8") + b"\0" + texts[name].encode("utf-8") + b"\0")
    return digest.hexdigest()


@dataclass(frozen=True, slots=True)
class CardsRef:
    """The card files a game is played with, embedded by name (the game cannot be replayed
    with other cards); ``sha256`` covers the names and texts."""

    texts: tuple[tuple[str, str], ...]
    sha256: str

    @classmethod
    def packaged(cls, game: str) -> CardsRef:
        """The card files shipped with this program for ``game``."""
        texts = RULES[game].packaged_card_texts()
        return cls(tuple(sorted(texts.items())), cards_digest(texts))

    def as_mapping(self) -> dict[str, str]:
        """The texts by file name."""
        return dict(self.texts)

    def to_dict(self) -> dict[str, Any]:
        """Plain data for the save file."""
        return {"sha256": self.sha256, "files": self.as_mapping()}


@dataclass(frozen=True, slots=True)
class Seat:
    """How the program shows and drives a player: name, colour, token shape, human or not,
    and the computer's level (``easy``, ``normal``, ``hard``; empty for a human)."""

    name: str
    colour: str = ""
    shape: str = ""
    human: bool = True
    level: str = ""

    def to_dict(self) -> dict[str, Any]:
        """Plain data for the save file (``level`` only for a computer seat)."""
        data: dict[str, Any] = {
            "name": self.name, "colour": self.colour, "shape": self.shape, "human": self.human,
        }  # fmt: skip
        if self.level:
            data["level"] = self.level
        return data


@dataclass(frozen=True, slots=True)
class SaveRecord:
    """Everything a save file holds; ``actions`` are the engine's plain-data actions."""

    game: str
    seed: int
    config: dict[str, Any]
    map: MapRef
    cards: CardsRef
    actions: tuple[dict[str, Any], ...]
    seats: tuple[Seat, ...] = ()
    saved_at: str = field(default="")

    def with_actions(self, count: int) -> SaveRecord:
        """The same game cut after its first ``count`` actions."""
        return replace(self, actions=self.actions[:count])


#: The card sets read from saves (the last few), with the card files they were read from:
#: a game opened from a save is saved again with the cards it is played with, not with the
#: program's own cards (which may have changed since; the save would not replay).
_READ_CARDS: list[tuple[Any, CardsRef]] = []
_READ_CARDS_KEPT = 16


def remember_cards(cards: Any, ref: CardsRef) -> None:
    """Note that the card set ``cards`` (a journey ``CardSet``, race ``Decks``) was read
    from the card files ``ref``: ``record_of`` saves a game played with it with ``ref``."""
    _READ_CARDS[:] = [(cards, ref)] + [pair for pair in _READ_CARDS if pair[0] is not cards]
    del _READ_CARDS[_READ_CARDS_KEPT:]


def cards_ref_of(state: Any, kind: str) -> CardsRef:
    """The card files ``state``'s game is played with: those of the save its cards were read
    from (``remember_cards``), else the program's own."""
    config = getattr(state, "config", None)
    cards = getattr(config, "cards", None) if kind == JOURNEY else getattr(state, "decks", None)
    for known, ref in list(_READ_CARDS):
        if known is cards:
            return ref
    return CardsRef.packaged(kind)


def record_of(state: Any, map_ref: MapRef, seats: tuple[Seat, ...] = ()) -> SaveRecord:
    """The save record of a game state of either kind (its config, seed, cards and
    history)."""
    kind = kind_of(state)
    rules = RULES[kind]
    return SaveRecord(
        game=kind,
        seed=int(state.seed),
        config=rules.config_to_dict(state),
        map=map_ref,
        cards=cards_ref_of(state, kind),
        actions=tuple(rules.game.action_to_dict(action) for action in state.history),
        seats=seats,
    )


def is_valid_seed(value: object) -> bool:
    """Whether ``value`` is a seed a save can hold (a whole number 0 … 2^64 − 1)."""
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_SEED


def seed_problem(value: object) -> Message | None:
    """Why ``value`` cannot be a game's seed, or ``None``."""
    if is_valid_seed(value):
        return None
    return BAD_SEED(seed=repr(value))


def _now() -> str:
    return _dt.datetime.now(_dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def save_to_dict(record: SaveRecord) -> dict[str, Any]:
    """Plain data of a save (``saved_at`` is set to now if the record has none)."""
    data: dict[str, Any] = {
        "format": FORMAT_NAME,
        "version": FORMAT_VERSION,
        "game": record.game,
        "saved_at": record.saved_at or _now(),
        "seed": record.seed,
        "config": record.config,
        "map": record.map.to_dict(),
        "cards": record.cards.to_dict(),
    }
    if record.seats:
        data["seats"] = [seat.to_dict() for seat in record.seats]
    data["actions"] = list(record.actions)
    return data


def dump_save_text(record: SaveRecord) -> str:
    """The JSON text of a save: one action per line, so files diff and read well."""
    data = save_to_dict(record)
    actions = data.pop("actions")
    head = json.dumps(data, ensure_ascii=False, indent=1, allow_nan=False)
    lines = [json.dumps(a, ensure_ascii=False, allow_nan=False) for a in actions]
    body = ",\n  ".join(lines)
    actions_text = f'"actions": [\n  {body}\n ]' if lines else '"actions": []'
    return head[:-2] + ",\n " + actions_text + "\n}\n"


# -- reading ---------------------------------------------------------------------------------


class _ConstantError(ValueError):
    """Internal: JSON's ``NaN`` or ``Infinity``, which no save holds."""


def _reject_constant(name: str) -> Any:
    raise _ConstantError(name)


def _depth(value: Any) -> int:
    """The nesting depth of plain data, without recursion (a hostile file may be deep);
    only containers are visited, and the walk stops once deeper than ``MAX_DEPTH``."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if depth > deepest:
            deepest = depth
            if deepest > MAX_DEPTH:
                break
        children = item.values() if isinstance(item, dict) else item
        for child in children:
            if isinstance(child, dict | list):
                stack.append((child, depth + 1))
    return deepest


def parse_save_text(text: str, source: str = "<text>") -> dict[str, Any]:
    """Parse the JSON of a save file; ``SaveError`` says if it is truncated or corrupt."""
    if not text.strip():
        raise SaveError(source, EMPTY_FILE)
    if text.count("[") > MAX_SAVE_LISTS:
        raise SaveError(source, TOO_MANY_LISTS(lists=f"{MAX_SAVE_LISTS:,}", most=MAX_ROUTE_POINTS))
    try:
        data = json.loads(text, parse_constant=_reject_constant)
    except json.JSONDecodeError as error:
        stripped = text.rstrip()
        # a save always ends with the closing brace of its object: without it, it was cut
        if error.pos >= len(stripped) or not stripped.endswith("}"):
            raise SaveError(source, TRUNCATED(line=error.lineno)) from None
        raise SaveError(
            source, NOT_JSON(line=error.lineno, column=error.colno, reason=error.msg)
        ) from None
    except RecursionError:
        raise SaveError(source, TOO_DEEP()) from None
    except _ConstantError as error:
        raise SaveError(source, CORRUPT(error=NOT_A_NUMBER(number=str(error)))) from None
    except ValueError as error:  # integers with thousands of digits
        if "digits" in str(error):
            raise SaveError(source, HUGE_NUMBER(digits=f"{MAX_INTEGER_DIGITS:,}")) from None
        raise SaveError(source, CORRUPT(error=str(error))) from None
    if not isinstance(data, dict):
        raise SaveError(source, NOT_AN_OBJECT())
    if _depth(data) > MAX_DEPTH:
        raise SaveError(source, TOO_DEEP())
    if _SURROGATE_ESCAPE.search(text) and holds_lone_surrogate(data):
        raise SaveError(source, NOT_UNICODE())
    return data


def holds_lone_surrogate(data: Any) -> bool:
    """Whether any text in the plain data ``data`` (keys included) holds a lone surrogate
    (JSON's ``"\\ud800"``), which cannot be written, shown or hashed as UTF-8."""
    stack: list[Any] = [data]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            try:
                item.encode("utf-8")
            except UnicodeEncodeError:
                return True
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return False


def name_problem(name: str) -> Message | None:
    """Why ``name`` cannot be a player's name (too long, or a character that cannot be
    shown: a control character, a line break, a lone surrogate), or ``None``."""
    if len(name) > MAX_NAME_LENGTH:
        return NAME_TOO_LONG(count=len(name), most=MAX_NAME_LENGTH)
    for character in name:
        # spaces of every width are shown; controls, line breaks and surrogates are not
        if not character.isprintable() and unicodedata.category(character) != "Zs":
            return NAME_NOT_PRINTABLE(character=f"U+{ord(character):04X}")
    return None


def shown_name(text: str) -> str:
    """``text`` as a player's name: the characters ``name_problem`` refuses (controls,
    line breaks, surrogates) left out, spaces at the ends dropped, cut to
    ``MAX_NAME_LENGTH`` (what a person types or pastes into a name field)."""
    kept = "".join(
        character
        for character in text
        if character.isprintable() or unicodedata.category(character) == "Zs"
    )
    return kept.strip()[:MAX_NAME_LENGTH].strip()


def colour_problem(colour: str) -> Message | None:
    """Why ``colour`` cannot be a seat's colour (anything but ``#rrggbb`` or empty), or
    ``None``."""
    if colour == "" or _COLOUR.match(colour):
        return None
    return BAD_COLOUR(colour=repr(colour[:20]))


def read_save_text(path: Path) -> str:
    """The text of the save file ``path``: refused before reading if it is too large."""
    source = str(path)
    try:
        raw = read_bounded_bytes(path, MAX_SAVE_BYTES)
    except OSError as error:
        raise SaveError(source, CANNOT_OPEN(reason=os_reason(error))) from None
    except NotARegularFileError:
        raise SaveError(source, NOT_A_FILE()) from None
    except FileTooLargeError as error:
        limit = f"{MAX_SAVE_BYTES:,}"
        if error.size is None:
            raise SaveError(source, LARGER_THAN(limit=limit)) from None
        raise SaveError(source, TOO_LARGE(size=f"{error.size:,}", limit=limit)) from None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise SaveError(source, NOT_UTF8(offset=error.start)) from None


def os_reason(error: OSError) -> str:
    """The system's reason for an ``OSError`` ("No such file or directory")."""
    return str(error.strerror or error)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def record_from_dict(data: Mapping[str, Any], source: str = "<data>") -> SaveRecord:
    """The ``SaveRecord`` in plain data; ``SaveError`` names the first problem and its place."""

    def fail(where: str, problem: Message) -> SaveError:
        return SaveError(source, problem, where)

    if not isinstance(data, Mapping):
        raise fail("", NOT_A_MAPPING())
    if data.get("format") != FORMAT_NAME:
        found = data.get("format")
        raise fail("format", NOT_OURS(found=repr(found)))
    version: Any = data.get("version")
    if not _is_int(version):
        raise fail("version", BAD_VERSION(version=repr(version)))
    if version > FORMAT_VERSION:
        raise fail("version", NEWER_VERSION(version=version, newest=FORMAT_VERSION))
    if version < 1:
        raise fail("version", NO_SUCH_VERSION(version=version))
    missing = _REQUIRED_KEYS - set(data)
    if missing:
        raise fail("", KEYS_MISSING(count=len(missing), keys=", ".join(sorted(missing))))
    unknown = set(data) - _TOP_KEYS
    if unknown:
        raise fail("", UNKNOWN_KEYS(count=len(unknown), keys=", ".join(sorted(map(str, unknown)))))
    game = data["game"]
    if game not in GAME_KINDS:
        raise fail("game", UNKNOWN_GAME(game=repr(game), games=", ".join(GAME_KINDS)))
    seed = data["seed"]
    problem = seed_problem(seed)
    if problem is not None:
        raise fail("seed", problem)
    config = data["config"]
    if not isinstance(config, dict):
        raise fail("config", CONFIG_NOT_MAPPING())
    saved_at = data.get("saved_at", "")
    if not isinstance(saved_at, str):
        raise fail("saved_at", SAVED_AT_NOT_TEXT())
    _check_config_players(config, fail)
    map_ref = _map_from_dict(data["map"], fail)
    cards = _cards_from_dict(data["cards"], game, fail)
    seats = _seats_from_dict(data.get("seats", []), fail)
    actions = data["actions"]
    if not isinstance(actions, list):
        raise fail("actions", ACTIONS_NOT_LIST())
    if len(actions) > MAX_ACTIONS:
        raise fail("actions", TOO_MANY_ACTIONS(actions=f"{len(actions):,}"))
    for index, action in enumerate(actions):
        if not isinstance(action, dict):
            raise fail(f"actions[{index}]", ACTION_NOT_MAPPING())
        too_big = action_size_problem(action)
        if too_big is not None:
            raise fail(f"actions[{index}]", too_big)
    return SaveRecord(game, seed, config, map_ref, cards, tuple(actions), seats, saved_at)


def action_size_problem(action: Mapping[str, Any]) -> Message | None:
    """Why the plain-data ``action`` is too big for any game (a route of a million points),
    or ``None``; checked before the engine reads it, so that refusing it is quick."""
    points = action.get("points")
    if isinstance(points, list) and len(points) > MAX_ROUTE_POINTS:
        return ROUTE_TOO_LONG(points=f"{len(points):,}", most=MAX_ROUTE_POINTS)
    for value in action.values():
        if isinstance(value, list | dict) and len(value) > MAX_ACTION_LIST:
            return LIST_TOO_LONG(items=f"{len(value):,}", most=MAX_ACTION_LIST)
    return None


def _cards_from_dict(value: Any, game: str, fail: Any) -> CardsRef:
    if not isinstance(value, dict) or set(value) != {"sha256", "files"}:
        raise fail("cards", CARDS_NOT_MAPPING())
    files = value["files"]
    names = set(RULES[game].card_files)
    if not isinstance(files, dict) or set(files) != names:
        raise fail("cards.files", CARD_FILES(names=", ".join(sorted(names))))
    if not all(isinstance(text, str) for text in files.values()):
        raise fail("cards.files", CARD_FILE_NOT_TEXT())
    if value["sha256"] != cards_digest(files):
        raise fail("cards.sha256", CARDS_CHANGED())
    return CardsRef(tuple(sorted(files.items())), value["sha256"])


def _map_from_dict(value: Any, fail: Any) -> MapRef:
    if not isinstance(value, dict):
        raise fail("map", MAP_NOT_MAPPING())
    unknown = set(value) - _MAP_KEYS
    if unknown:
        raise fail(
            "map", UNKNOWN_KEYS(count=len(unknown), keys=", ".join(sorted(map(str, unknown))))
        )
    path, shipped, digest = value.get("path"), value.get("shipped"), value.get("sha256")
    text = value.get("text", None)
    if not isinstance(path, str) or not path:
        raise fail("map.path", MAP_PATH_NOT_TEXT())
    if "\0" in path:
        raise fail("map.path", MAP_PATH_NUL())
    if not isinstance(shipped, bool):
        raise fail("map.shipped", SHIPPED_NOT_BOOL())
    if (
        not isinstance(digest, str)
        or len(digest) != 64
        or any(c not in "0123456789abcdef" for c in digest)
    ):
        raise fail("map.sha256", BAD_MAP_HASH())
    if text is not None and shipped:
        raise fail("map.text", SHIPPED_EMBEDDED())
    if text is not None and not isinstance(text, str):
        raise fail("map.text", MAP_NOT_TEXT())
    if not shipped and text is None:
        raise fail("map.text", MAP_NOT_EMBEDDED())
    if shipped and ("/" in path or "\\" in path or path.startswith(".")):
        raise fail("map.path", SHIPPED_PATH(path=repr(path)))
    return MapRef(path, digest, shipped, text)


def _check_config_players(config: Mapping[str, Any], fail: Any) -> None:
    """The players' names (and colours) a configuration holds are ones a window can show:
    a journey names ``{name, colour}`` per player, a race only names; any other shape is
    left to the engine to refuse."""
    players = config.get("players")
    if not isinstance(players, list):
        return
    for index, player in enumerate(players):
        where = f"config.players[{index}]"
        name = player.get("name") if isinstance(player, dict) else player
        if isinstance(name, str):
            problem = name_problem(name)
            if problem is not None:
                raise fail(where if isinstance(player, str) else f"{where}.name", problem)
        colour = player.get("colour") if isinstance(player, dict) else None
        if isinstance(colour, str):
            problem = colour_problem(colour)
            if problem is not None:
                raise fail(f"{where}.colour", problem)


def _seats_from_dict(value: Any, fail: Any) -> tuple[Seat, ...]:
    if not isinstance(value, list):
        raise fail("seats", SEATS_NOT_LIST())
    seats = []
    for index, seat in enumerate(value):
        where = f"seats[{index}]"
        if not isinstance(seat, dict) or not set(seat) <= _SEAT_KEYS or "name" not in seat:
            raise fail(where, BAD_SEAT())
        texts = [seat.get(k, "") for k in ("name", "colour", "shape", "level")]
        human = seat.get("human", True)
        if not all(isinstance(t, str) for t in texts) or not isinstance(human, bool):
            raise fail(where, BAD_SEAT_FIELDS())
        if texts[3] and texts[3] not in SEAT_LEVELS:
            raise fail(
                f"{where}.level", UNKNOWN_LEVEL(level=repr(texts[3]), names=", ".join(SEAT_LEVELS))
            )
        problem = name_problem(texts[0])
        if problem is not None:
            raise fail(f"{where}.name", problem)
        problem = colour_problem(texts[1])
        if problem is not None:
            raise fail(f"{where}.colour", problem)
        seats.append(Seat(texts[0], texts[1], texts[2], human, texts[3]))
    return tuple(seats)
