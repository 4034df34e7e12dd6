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
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from eighty_days.resources import (
    MAX_INTEGER_DIGITS,
    NOT_A_FILE,
    FileTooLargeError,
    NotARegularFileError,
    maps_dir,
    read_bounded_bytes,
)
from eighty_days.saves.errors import SaveError
from eighty_days.saves.games import GAME_KINDS, RULES, kind_of

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

_TOP_KEYS = {
    "format", "version", "game", "saved_at", "seed", "config", "map", "cards", "seats", "actions",
}  # fmt: skip
_REQUIRED_KEYS = _TOP_KEYS - {"saved_at", "seats"}
_MAP_KEYS = {"path", "shipped", "sha256", "text"}
_SEAT_KEYS = {"name", "colour", "shape", "human", "level"}


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
        text = file_path.read_text(encoding="utf-8")
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


def record_of(state: Any, map_ref: MapRef, seats: tuple[Seat, ...] = ()) -> SaveRecord:
    """The save record of a game state of either kind (its config, seed and history)."""
    kind = kind_of(state)
    rules = RULES[kind]
    return SaveRecord(
        game=kind,
        seed=int(state.seed),
        config=rules.config_to_dict(state),
        map=map_ref,
        cards=CardsRef.packaged(kind),
        actions=tuple(rules.action_to_dict(action) for action in state.history),
        seats=seats,
    )


def is_valid_seed(value: object) -> bool:
    """Whether ``value`` is a seed a save can hold (a whole number 0 … 2^64 − 1)."""
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_SEED


def seed_problem(value: object) -> str | None:
    """Why ``value`` cannot be a game's seed, or ``None``."""
    if is_valid_seed(value):
        return None
    return f"the seed must be a whole number from 0 to 2^64 − 1, not {value!r}"


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


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a save file may hold")


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


EMPTY_FILE = "the file is empty (an interrupted save?)"


def parse_save_text(text: str, source: str = "<text>") -> dict[str, Any]:
    """Parse the JSON of a save file; ``SaveError`` says if it is truncated or corrupt."""
    if not text.strip():
        raise SaveError(source, EMPTY_FILE)
    if text.count("[") > MAX_SAVE_LISTS:
        raise SaveError(
            source,
            f"the file holds more than {MAX_SAVE_LISTS:,} lists; no game has so many (a route "
            f"has at most {MAX_ROUTE_POINTS} points)",
        )
    try:
        data = json.loads(text, parse_constant=_reject_constant)
    except json.JSONDecodeError as error:
        stripped = text.rstrip()
        # a save always ends with the closing brace of its object: without it, it was cut
        if error.pos >= len(stripped) or not stripped.endswith("}"):
            raise SaveError(
                source,
                f"the file ends too early at line {error.lineno}: it is truncated",
            ) from None
        raise SaveError(
            source,
            f"the file is corrupt: not valid JSON at line {error.lineno}, "
            f"column {error.colno} ({error.msg})",
        ) from None
    except RecursionError:
        raise SaveError(source, "the file is corrupt: it is nested too deeply") from None
    except ValueError as error:  # NaN/Infinity, integers with thousands of digits
        if "digits" in str(error):
            raise SaveError(
                source,
                f"the file is corrupt: a whole number of more than {MAX_INTEGER_DIGITS:,} "
                "digits is refused",
            ) from None
        raise SaveError(source, f"the file is corrupt: {error}") from None
    if not isinstance(data, dict):
        raise SaveError(source, "this is not a save file: it must hold a JSON object")
    if _depth(data) > MAX_DEPTH:
        raise SaveError(source, "the file is corrupt: it is nested too deeply")
    return data


def read_save_text(path: Path) -> str:
    """The text of the save file ``path``: refused before reading if it is too large."""
    source = str(path)
    try:
        raw = read_bounded_bytes(path, MAX_SAVE_BYTES)
    except OSError as error:
        raise SaveError(source, f"cannot open the file: {error.strerror or error}") from None
    except NotARegularFileError:
        raise SaveError(source, NOT_A_FILE) from None
    except FileTooLargeError as error:
        if error.size is None:
            raise SaveError(
                source, f"the file is larger than {MAX_SAVE_BYTES:,} bytes and is refused"
            ) from None
        raise SaveError(
            source,
            f"the file is {error.size:,} bytes; a save larger than {MAX_SAVE_BYTES:,} is refused",
        ) from None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise SaveError(
            source, f"the file is corrupt: not UTF-8 text (byte {error.start})"
        ) from None


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def record_from_dict(data: Mapping[str, Any], source: str = "<data>") -> SaveRecord:
    """The ``SaveRecord`` in plain data; ``SaveError`` names the first problem and its place."""

    def fail(where: str, problem: str) -> SaveError:
        return SaveError(source, problem, where)

    if not isinstance(data, Mapping):
        raise fail("", "this is not a save file: it must be a mapping")
    if data.get("format") != FORMAT_NAME:
        found = data.get("format")
        raise fail("format", f"this is not an Eighty Days save file (format {found!r})")
    version: Any = data.get("version")
    if not _is_int(version):
        raise fail("version", f"the format version must be a whole number, not {version!r}")
    if version > FORMAT_VERSION:
        raise fail(
            "version",
            f"wrong version: the file has format version {version}, this program reads "
            f"version {FORMAT_VERSION} or older (saved by a newer Eighty Days?)",
        )
    if version < 1:
        raise fail("version", f"wrong version: there is no format version {version}")
    missing = _REQUIRED_KEYS - set(data)
    if missing:
        raise fail("", f"the key(s) {', '.join(sorted(missing))} are missing")
    unknown = set(data) - _TOP_KEYS
    if unknown:
        raise fail("", f"unknown key(s) {', '.join(sorted(map(str, unknown)))}")
    game = data["game"]
    if game not in GAME_KINDS:
        raise fail("game", f"unknown game {game!r}; one of {', '.join(GAME_KINDS)}")
    seed = data["seed"]
    if not is_valid_seed(seed):
        raise fail("seed", f"the seed must be a whole number from 0 to 2^64 − 1, not {seed!r}")
    config = data["config"]
    if not isinstance(config, dict):
        raise fail("config", "the configuration must be a mapping")
    saved_at = data.get("saved_at", "")
    if not isinstance(saved_at, str):
        raise fail("saved_at", "the save time must be text")
    map_ref = _map_from_dict(data["map"], fail)
    cards = _cards_from_dict(data["cards"], game, fail)
    seats = _seats_from_dict(data.get("seats", []), fail)
    actions = data["actions"]
    if not isinstance(actions, list):
        raise fail("actions", "the actions must be a list")
    if len(actions) > MAX_ACTIONS:
        raise fail("actions", f"{len(actions):,} actions is more than any game has")
    for index, action in enumerate(actions):
        if not isinstance(action, dict):
            raise fail(f"actions[{index}]", "an action must be a mapping with a 'type'")
        problem = action_size_problem(action)
        if problem is not None:
            raise fail(f"actions[{index}]", problem)
    return SaveRecord(game, seed, config, map_ref, cards, tuple(actions), seats, saved_at)


def action_size_problem(action: Mapping[str, Any]) -> str | None:
    """Why the plain-data ``action`` is too big for any game (a route of a million points),
    or ``None``; checked before the engine reads it, so that refusing it is quick."""
    points = action.get("points")
    if isinstance(points, list) and len(points) > MAX_ROUTE_POINTS:
        return f"a route of {len(points):,} points; a route has at most {MAX_ROUTE_POINTS}"
    for value in action.values():
        if isinstance(value, list | dict) and len(value) > MAX_ACTION_LIST:
            return f"an action holds a list of {len(value):,} items; at most {MAX_ACTION_LIST}"
    return None


def _cards_from_dict(value: Any, game: str, fail: Any) -> CardsRef:
    if not isinstance(value, dict) or set(value) != {"sha256", "files"}:
        raise fail("cards", "the cards must be a mapping {sha256, files}")
    files = value["files"]
    names = set(RULES[game].card_files)
    if not isinstance(files, dict) or set(files) != names:
        raise fail("cards.files", f"the card files must be {', '.join(sorted(names))}")
    if not all(isinstance(text, str) for text in files.values()):
        raise fail("cards.files", "each card file must be YAML text")
    if value["sha256"] != cards_digest(files):
        raise fail("cards.sha256", "the embedded card files were changed after saving")
    return CardsRef(tuple(sorted(files.items())), value["sha256"])


def _map_from_dict(value: Any, fail: Any) -> MapRef:
    if not isinstance(value, dict):
        raise fail("map", "the map must be a mapping {path, shipped, sha256[, text]}")
    unknown = set(value) - _MAP_KEYS
    if unknown:
        raise fail("map", f"unknown key(s) {', '.join(sorted(map(str, unknown)))}")
    path, shipped, digest = value.get("path"), value.get("shipped"), value.get("sha256")
    text = value.get("text", None)
    if not isinstance(path, str) or not path:
        raise fail("map.path", "the map's path must be text")
    if "\0" in path:
        raise fail("map.path", "the map's path holds a NUL character: no file has such a name")
    if not isinstance(shipped, bool):
        raise fail("map.shipped", "'shipped' must be true or false")
    if (
        not isinstance(digest, str)
        or len(digest) != 64
        or any(c not in "0123456789abcdef" for c in digest)
    ):
        raise fail("map.sha256", "the map's hash must be 64 hexadecimal digits")
    if text is not None and shipped:
        raise fail("map.text", "a map shipped with the program is not embedded")
    if text is not None and not isinstance(text, str):
        raise fail("map.text", "the embedded map must be YAML text")
    if not shipped and text is None:
        raise fail("map.text", "a map that is not shipped with the program must be embedded")
    if shipped and ("/" in path or "\\" in path or path.startswith(".")):
        raise fail("map.path", f"a shipped map is named by its file name, not {path!r}")
    return MapRef(path, digest, shipped, text)


def _seats_from_dict(value: Any, fail: Any) -> tuple[Seat, ...]:
    if not isinstance(value, list):
        raise fail("seats", "the seats must be a list")
    seats = []
    for index, seat in enumerate(value):
        where = f"seats[{index}]"
        if not isinstance(seat, dict) or not set(seat) <= _SEAT_KEYS or "name" not in seat:
            raise fail(where, "a seat is {name, colour, shape, human[, level]}")
        texts = [seat.get(k, "") for k in ("name", "colour", "shape", "level")]
        human = seat.get("human", True)
        if not all(isinstance(t, str) for t in texts) or not isinstance(human, bool):
            raise fail(
                where, "a seat's name, colour, shape and level are text, 'human' true or false"
            )
        if texts[3] and texts[3] not in SEAT_LEVELS:
            raise fail(
                f"{where}.level",
                f"unknown computer level {texts[3]!r}; one of {', '.join(SEAT_LEVELS)}",
            )
        seats.append(Seat(texts[0], texts[1], texts[2], human, texts[3]))
    return tuple(seats)
