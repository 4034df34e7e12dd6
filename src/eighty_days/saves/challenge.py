"""Challenges between friends: a finished journey sent as a small file (or a code).

A challenge file (``*.80days-challenge.json``, docs/save-format.md) is JSON::

    {"format": "eighty-days-challenge", "version": 1, "sent_at": "...",
     "seat": 0, "result": {<the sender's SeatResult>}, "save": {<the whole save>},
     "sha256": "<hex>"}

``save`` is the sender's finished game exactly as a save file holds it: it carries the
deal (configuration, seed, map, cards, seats) and the sender's route, and it is checked
the way a save is (size, shape, map hash, every action replayed). ``sha256`` is the
SHA-256 of the canonical JSON (sorted keys, no spaces, UTF-8) of every other key, and the
claimed ``result`` must equal the result the replayed game gives: a file changed by hand
is refused with a message saying so.

A challenge code is the same JSON, compressed (zlib) and written in URL-safe base64 after
``80D1-``, so it fits in a chat message.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import re
import zlib
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from eighty_days.messages import define
from eighty_days.resources import FileTooLargeError, NotARegularFileError, read_bounded_bytes
from eighty_days.saves.album import now_stamp
from eighty_days.saves.errors import SaveError
from eighty_days.saves.files import CANNOT_WRITE, atomic_write_text
from eighty_days.saves.format import (
    NOT_UTF8,
    SaveRecord,
    Seat,
    os_reason,
    parse_save_text,
    save_to_dict,
)
from eighty_days.saves.games import JOURNEY
from eighty_days.saves.load import LoadedGame, load_from_dict
from eighty_days.saves.summary import SeatResult, summarize

CHALLENGE_FORMAT = "eighty-days-challenge"
CHALLENGE_VERSION = 1
CHALLENGE_SUFFIX = ".80days-challenge.json"
CODE_PREFIX = "80D1-"
#: A challenge (or its code) larger than this is refused before it is read.
MAX_CHALLENGE_BYTES = 4 * 1024 * 1024
#: A pasted code longer than this (spaces and line breaks included) is refused before
#: anything else is done with it: a code is at most ``MAX_CHALLENGE_BYTES`` of base64.
MAX_CODE_CHARACTERS = 2 * MAX_CHALLENGE_BYTES
_KEYS = {"format", "version", "sent_at", "seat", "result", "save", "sha256"}

NOT_A_CODE = define(
    "challenge.not_a_code", "this is not a challenge code (it starts with {prefix})"
)
CODE_TOO_LONG = define("challenge.code_too_long", "the code is too long for a challenge")
CODE_TOO_BIG = define("challenge.code_too_big", "the code unpacks to more than a challenge holds")
CODE_BROKEN = define("challenge.code_broken", "the code is broken: it was cut or changed")
TEXT_TOO_LARGE = define("challenge.text_too_large", "the file is too large for a challenge")
NOT_A_CHALLENGE = define("challenge.not_ours", "this is not an Eighty Days challenge")
WRONG_VERSION = define(
    "challenge.wrong_version",
    "wrong version: the challenge has version {version}, this program reads version {newest}",
)
WRONG_KEYS = define("challenge.wrong_keys", "a challenge holds exactly {keys}")
CHANGED = define(
    "challenge.changed", "the challenge was changed after it was sent (its checksum differs)"
)
SENT_AT_NOT_TEXT = define("challenge.sent_at_not_text", "the sending time must be text")
NOT_A_JOURNEY = define("challenge.not_a_journey", "only a journey can be a challenge")
NOT_FINISHED = define("challenge.not_finished", "the sender's game is not finished")
BAD_SEAT = define("challenge.bad_seat", "the sender's seat must be 0 to {last}")
WRONG_RESULT = define(
    "challenge.wrong_result", "the sender's result does not match the game they played"
)
FILE_TOO_LARGE = define(
    "challenge.file_too_large", "the file is {size} bytes; a challenge is at most {limit}"
)
CANNOT_READ = define("challenge.cannot_read", "cannot read the file: {reason}")
FILE_NOT_REGULAR = define(
    "challenge.file_not_regular",
    "this is not a regular file (a device, a pipe or a folder) and is not read",
)


def canonical_digest(data: Mapping[str, Any]) -> str:
    """SHA-256 (hex) of the canonical JSON of ``data`` without its ``sha256`` key."""
    body = {key: value for key, value in data.items() if key != "sha256"}
    text = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class Challenge:
    """A checked challenge: the sender's game replayed, their seat and result."""

    game: LoadedGame
    seat: int
    result: SeatResult
    sent_at: str

    @property
    def sender(self) -> str:
        """The sender's name (their seat's)."""
        return self.result.name

    @property
    def start(self) -> Any:
        """The start of the deal: the state to play the challenge from."""
        return self.game.states[0]

    @property
    def route(self) -> tuple[tuple[tuple[float, float], ...], ...]:
        """The sender's route: the legs they drew."""
        routes: tuple[tuple[tuple[float, float], ...], ...] = self.game.state.players[
            self.seat
        ].routes
        return routes


def sender_result(state: Any, record: SaveRecord, seat: int) -> SeatResult:
    """Seat ``seat``'s result in the finished game ``state``."""
    summary = summarize(state, record.seats, game_id="", finished_at="", map_name="")
    return summary.seats[seat]


def sender_seat(state: Any, seats: tuple[Seat, ...]) -> int:
    """The seat a finished journey is sent for: the best-placed person (seat 0 if the
    seats name no person)."""
    from eighty_days.engine.journey import outcome

    humans = [index for index, seat in enumerate(seats) if seat.human] or [0]
    ranking = outcome(state).ranking
    return min(humans, key=ranking.index)


def challenge_data(record: SaveRecord, state: Any, seat: int) -> dict[str, Any]:
    """The plain data of a challenge from the finished journey ``state`` (saved as
    ``record``) played by seat ``seat``."""
    if record.game != JOURNEY:
        raise ValueError("only a journey can be sent as a challenge")
    data: dict[str, Any] = {
        "format": CHALLENGE_FORMAT,
        "version": CHALLENGE_VERSION,
        "sent_at": now_stamp(),
        "seat": seat,
        "result": sender_result(state, record, seat).to_dict(),
        "save": save_to_dict(record),
    }
    data["sha256"] = canonical_digest(data)
    return data


def dump_challenge(record: SaveRecord, state: Any, seat: int) -> str:
    """The JSON text of a challenge file."""
    return json.dumps(challenge_data(record, state, seat), ensure_ascii=False) + "\n"


def write_challenge(record: SaveRecord, state: Any, seat: int, path: Path) -> None:
    """Write a challenge file atomically; ``SaveError`` if the disk refuses."""
    try:
        atomic_write_text(path, dump_challenge(record, state, seat))
    except OSError as error:
        raise SaveError(str(path), CANNOT_WRITE(reason=os_reason(error))) from None


def challenge_code(text: str) -> str:
    """The challenge ``text`` as a code to paste: ``80D1-`` + base64url(zlib(text))."""
    packed = zlib.compress(text.encode("utf-8"), 9)
    return CODE_PREFIX + base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")


def text_of_code(code: str, source: str = "<code>") -> str:
    """The challenge text inside a code; ``SaveError`` if it is not one.

    A code too long to be one is refused by its length before anything else (a pasted
    100 MB text is not even split); a code that unpacks to more than a challenge holds (a
    compression bomb) is refused as too large, having unpacked no more than that.
    """
    if len(code) > MAX_CODE_CHARACTERS:
        raise SaveError(source, CODE_TOO_LONG())
    code = "".join(code.split())
    if not code.startswith(CODE_PREFIX):
        raise SaveError(source, NOT_A_CODE(prefix=CODE_PREFIX))
    if len(code) > MAX_CHALLENGE_BYTES:
        raise SaveError(source, CODE_TOO_LONG())
    body = code[len(CODE_PREFIX) :]
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
        decompressor = zlib.decompressobj()
        raw = decompressor.decompress(packed, MAX_CHALLENGE_BYTES + 1)
        too_big = len(raw) > MAX_CHALLENGE_BYTES or bool(decompressor.unconsumed_tail)
        cut_short = not decompressor.eof
        text = None if too_big or cut_short else raw.decode("utf-8")
    except (binascii.Error, ValueError, zlib.error):
        raise SaveError(source, CODE_BROKEN()) from None
    if too_big:
        raise SaveError(source, CODE_TOO_BIG())
    if text is None:
        raise SaveError(source, CODE_BROKEN())
    return text


def read_challenge_text(text: str, source: str = "<challenge>") -> Challenge:
    """Check and replay a challenge; ``SaveError`` says what is wrong."""
    if len(text.encode("utf-8")) > MAX_CHALLENGE_BYTES:
        raise SaveError(source, TEXT_TOO_LARGE())
    data = parse_save_text(text, source)
    if data.get("format") != CHALLENGE_FORMAT:
        raise SaveError(source, NOT_A_CHALLENGE(), "format")
    version = data.get("version")
    if version != CHALLENGE_VERSION:
        raise SaveError(
            source, WRONG_VERSION(version=repr(version), newest=CHALLENGE_VERSION), "version"
        )
    if set(data) != _KEYS:
        raise SaveError(source, WRONG_KEYS(keys=", ".join(sorted(_KEYS))))
    if data["sha256"] != canonical_digest(data):
        raise SaveError(source, CHANGED(), "sha256")
    seat, claimed, sent_at = data["seat"], data["result"], data["sent_at"]
    if not isinstance(sent_at, str):
        raise SaveError(source, SENT_AT_NOT_TEXT(), "sent_at")
    loaded = load_from_dict(data["save"], f"{source} (the game)")
    if loaded.record.game != JOURNEY:
        raise SaveError(source, NOT_A_JOURNEY(), "save.game")
    if not loaded.game.is_terminal(loaded.state):
        raise SaveError(source, NOT_FINISHED(), "save.actions")
    players = len(loaded.state.players)
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < players:
        raise SaveError(source, BAD_SEAT(last=players - 1), "seat")
    result = sender_result(loaded.state, loaded.record, seat)
    if not isinstance(claimed, dict) or claimed != result.to_dict():
        raise SaveError(source, WRONG_RESULT(), "result")
    return Challenge(loaded, seat, result, sent_at)


def read_challenge(path: Path) -> Challenge:
    """Read, check and replay the challenge file ``path`` (or a file holding a code)."""
    source = str(path)
    limit = f"{MAX_CHALLENGE_BYTES:,}"
    try:
        text = read_bounded_bytes(path, MAX_CHALLENGE_BYTES).decode("utf-8")
    except OSError as error:
        raise SaveError(source, CANNOT_READ(reason=os_reason(error))) from None
    except NotARegularFileError:
        raise SaveError(source, FILE_NOT_REGULAR()) from None
    except FileTooLargeError as error:
        if error.size is None:
            raise SaveError(source, TEXT_TOO_LARGE()) from None
        raise SaveError(source, FILE_TOO_LARGE(size=f"{error.size:,}", limit=limit)) from None
    except UnicodeDecodeError as error:
        raise SaveError(source, NOT_UTF8(offset=error.start)) from None
    if text.lstrip().startswith(CODE_PREFIX):
        text = text_of_code(text, source)
    return read_challenge_text(text, source)


def read_challenge_code(code: str) -> Challenge:
    """Check and replay a challenge given as a code."""
    return read_challenge_text(text_of_code(code), "<code>")


@dataclass(frozen=True, slots=True)
class ComparisonRow:
    """One category of the comparison: its key, the sender's fame and yours."""

    key: str
    theirs: int | None
    yours: int | None


def compare(theirs: SeatResult, yours: SeatResult) -> tuple[ComparisonRow, ...]:
    """Both results category by category, then the total and the arrival day."""
    from eighty_days.saves.summary import CATEGORIES

    rows = [
        ComparisonRow(
            key, theirs.fame[i] if theirs.fame else None, yours.fame[i] if yours.fame else None
        )
        for i, key in enumerate(CATEGORIES)
    ]
    rows.append(ComparisonRow("total", theirs.total, yours.total))
    rows.append(ComparisonRow("arrival_day", theirs.arrival_day, yours.arrival_day))
    return tuple(rows)


#: How much of a file ``is_challenge_file`` reads to tell a challenge from a save.
_SNIFF_BYTES = 512
_FORMAT_MARK = re.compile(rb'"format"\s*:\s*"' + CHALLENGE_FORMAT.encode("ascii") + rb'"')


def is_challenge_file(path: Path) -> bool:
    """Whether ``path`` looks like a challenge (by its name, or by the start of its text: a
    challenge's ``format`` or a code) rather than a save; a file that cannot be read is not
    one (reading it fully later says why)."""
    if path.name.endswith(CHALLENGE_SUFFIX):
        return True
    try:
        with path.open("rb") as file:
            start = file.read(_SNIFF_BYTES)
    except OSError:
        return False
    return start.lstrip().startswith(CODE_PREFIX.encode("ascii")) or bool(
        _FORMAT_MARK.search(start)
    )
