"""Games in progress: every unfinished game of either kind in a file of its own (pure, no Qt).

The store is the folder ``<data folder>/in-progress``. A game ``ID`` there is

- ``ID.80days.json``: its save, written atomically after every action (the autosave),
- ``ID.info.json``: what the save does not say (a daily journey's date, official or
  practice), written when the game gets its file,
- ``ID.lock``: the lock of the program playing it (``pid token``), so that two programs on
  one data folder never write or remove each other's games; a lock whose process is gone
  (a killed program) is taken over,
- ``thumbs/ID.png``: a small picture of the sheet or track (a cache the UI makes).

A game leaves the store when it ends (after its album entry is written) or when the player
deletes it. ``migrate_old_autosaves`` moves the single autosave per game of earlier versions
(``<data folder>/autosave/<kind>.80days.json``) into the store, so no game is lost by the
upgrade.
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import json
import os
import secrets
import sys
from dataclasses import dataclass
from pathlib import Path

from eighty_days.saves.errors import SaveError
from eighty_days.saves.files import PLAYED_ELSEWHERE, SAVE_SUFFIX, atomic_write_text, data_dir
from eighty_days.saves.format import (
    SaveRecord,
    dump_save_text,
    parse_save_text,
    read_save_text,
    record_from_dict,
)

IN_PROGRESS_FOLDER = "in-progress"
INFO_SUFFIX = ".info.json"
LOCK_SUFFIX = ".lock"
THUMBS_FOLDER = "thumbs"
#: The lock of a whole program on a data folder (the first program holds it).
INSTANCE_LOCK = "instance.lock"
#: The folder and names of the one autosave per game of earlier versions.
OLD_AUTOSAVE_FOLDER = "autosave"
#: An info or lock file larger than this is not one the program wrote.
MAX_SMALL_FILE_BYTES = 16 * 1024


def new_token() -> str:
    """A random token naming one running program (its locks carry it)."""
    return secrets.token_hex(8)


def _process_alive(pid: int) -> bool:
    """Whether process ``pid`` is running (on systems that cannot tell: assumed so)."""
    if pid <= 0:
        return False
    if sys.platform == "win32":  # os.kill would end the process there
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # it exists, owned by someone else
        return True
    return True


def _read_small(path: Path) -> str | None:
    """The text of a small file the program wrote, or None if missing, too large or unreadable."""
    try:
        if path.stat().st_size > MAX_SMALL_FILE_BYTES:
            return None
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None


@dataclass(frozen=True, slots=True)
class LockOwner:
    """Who holds a lock file: a process and the token of one program in it."""

    pid: int
    token: str

    def is_other_live_program(self, token: str) -> bool:
        """Whether the owner is another program still running (never this process: one
        process runs one program, so a lock of this process left by an earlier program
        object of it, e.g. in tests, is free to take)."""
        if self.token == token:
            return False
        if self.pid == os.getpid():
            return False
        return _process_alive(self.pid)


def read_lock(path: Path) -> LockOwner | None:
    """The owner written in the lock file ``path``; None if there is none or it is unreadable."""
    text = _read_small(path)
    if text is None:
        return None
    parts = text.split()
    if len(parts) != 2 or not parts[0].isdigit():
        return None
    return LockOwner(int(parts[0]), parts[1])


def acquire_lock(path: Path, token: str) -> bool:
    """Take the lock file ``path`` for the program ``token``: True if it is this program's
    now (free, already its own, or stale: its process is gone); False if another running
    program holds it. A folder that cannot be written counts as taken by nobody (True)."""
    owner = read_lock(path)
    if owner is not None and owner.is_other_live_program(token):
        return False
    try:
        atomic_write_text(path, f"{os.getpid()} {token}\n")
    except OSError:
        return True  # a read-only folder: nothing can be written anyway
    written = read_lock(path)  # two takers at once: the last writer holds it
    return written is None or written.token == token


def release_lock(path: Path, token: str) -> None:
    """Remove the lock file ``path`` if the program ``token`` holds it."""
    owner = read_lock(path)
    if owner is not None and owner.token == token:
        with contextlib.suppress(OSError):
            path.unlink()


#: More hints than this in one game is not a count the program wrote.
MOST_HINTS = 100_000


@dataclass(frozen=True, slots=True)
class GameInfo:
    """What a game in progress is beyond its save: a daily journey's date, whether it is
    practice rather than the official try, and whether the game is over (written before
    its last save, so a finished game that never reached the album is found at the start),
    and the hints asked in it so far (Game → Hint)."""

    daily: str = ""
    practice: bool = False
    finished: bool = False
    hints: int = 0

    def to_dict(self) -> dict[str, object]:
        """Plain data for the info file."""
        return {
            "daily": self.daily,
            "practice": self.practice,
            "finished": self.finished,
            "hints": self.hints,
        }

    @classmethod
    def from_text(cls, text: str | None) -> GameInfo:
        """The info in ``text`` (an info file); the empty info if it is not one."""
        if text is None:
            return cls()
        try:
            data = json.loads(text)
        except ValueError:
            return cls()
        if not isinstance(data, dict):
            return cls()
        daily = data.get("daily")
        practice = data.get("practice")
        finished = data.get("finished")
        hints = data.get("hints")
        return cls(
            daily if isinstance(daily, str) and len(daily) <= 10 else "",
            practice if isinstance(practice, bool) else False,
            finished if isinstance(finished, bool) else False,
            hints if type(hints) is int and 0 <= hints <= MOST_HINTS else 0,
        )


@dataclass(frozen=True, slots=True)
class GameInProgress:
    """One game in the store, as the list shows it (read from the save without replaying)."""

    id: str
    path: Path
    #: The game's kind (``journey-2024``, ``race-1986``); empty if the save is unreadable.
    kind: str
    #: The players' names in seat order.
    seats: tuple[str, ...]
    #: How many actions were played.
    actions: int
    #: When it was last saved (``2026-12-01T20:15:00Z``).
    saved_at: str
    info: GameInfo
    #: Another running program plays it (it may not be continued nor deleted here).
    locked: bool = False
    #: Why the save cannot be read (None when it can).
    problem: SaveError | None = None


class InProgressStore:
    """The folder of games in progress, seen by one running program (``token``)."""

    def __init__(self, folder: Path | None = None, token: str | None = None) -> None:
        self.folder = folder if folder is not None else data_dir() / IN_PROGRESS_FOLDER
        self.token = token if token is not None else new_token()

    # -- names -------------------------------------------------------------------------------

    def save_path(self, game_id: str) -> Path:
        """The save file of ``game_id``."""
        return self.folder / f"{game_id}{SAVE_SUFFIX}"

    def info_path(self, game_id: str) -> Path:
        """The info file of ``game_id``."""
        return self.folder / f"{game_id}{INFO_SUFFIX}"

    def lock_path(self, game_id: str) -> Path:
        """The lock file of ``game_id``."""
        return self.folder / f"{game_id}{LOCK_SUFFIX}"

    def thumbnail_path(self, game_id: str) -> Path:
        """The cached picture of ``game_id`` (may not exist)."""
        return self.folder / THUMBS_FOLDER / f"{game_id}.png"

    def new_id(self, kind: str, now: _dt.datetime | None = None) -> str:
        """A fresh id for a game of ``kind``: ``YYYYMMDD-HHMMSS-<kind>-<8 hex digits>``."""
        moment = now if now is not None else _dt.datetime.now(_dt.UTC)
        short = "".join(c for c in kind if c.isalnum())[:12] or "game"
        while True:
            game_id = f"{moment:%Y%m%d-%H%M%S}-{short}-{secrets.token_hex(4)}"
            if not self.save_path(game_id).exists():
                return game_id

    def game_ids(self) -> list[str]:
        """The ids of every game in the store, oldest first."""
        try:
            names = [entry.name for entry in os.scandir(self.folder)]
        except OSError:
            return []
        return sorted(
            name[: -len(SAVE_SUFFIX)]
            for name in names
            if name.endswith(SAVE_SUFFIX) and not name.startswith(".")
        )

    # -- locks -------------------------------------------------------------------------------

    def acquire(self, game_id: str) -> bool:
        """Take ``game_id`` for this program: False if another running program plays it."""
        return acquire_lock(self.lock_path(game_id), self.token)

    def release(self, game_id: str) -> None:
        """Let go of ``game_id`` (its files stay)."""
        release_lock(self.lock_path(game_id), self.token)

    def is_locked_by_other(self, game_id: str) -> bool:
        """Whether another running program plays ``game_id``."""
        owner = read_lock(self.lock_path(game_id))
        return owner is not None and owner.is_other_live_program(self.token)

    # -- reading and writing ----------------------------------------------------------------

    def write(self, game_id: str, record: SaveRecord) -> None:
        """Write the save of ``game_id`` atomically; ``OSError`` if the disk refuses,
        ``SaveError`` if another running program plays it (its file is never written here)."""
        if self.is_locked_by_other(game_id):
            raise SaveError(str(self.save_path(game_id)), PLAYED_ELSEWHERE())
        atomic_write_text(self.save_path(game_id), dump_save_text(record))

    def write_info(self, game_id: str, info: GameInfo) -> None:
        """Write what the save does not say of ``game_id`` (atomically; ``OSError``)."""
        atomic_write_text(self.info_path(game_id), json.dumps(info.to_dict()) + "\n")

    def info(self, game_id: str) -> GameInfo:
        """The info of ``game_id`` (the empty info if it has none)."""
        return GameInfo.from_text(_read_small(self.info_path(game_id)))

    def read(self, game_id: str) -> GameInProgress:
        """The list's view of ``game_id`` (a save that cannot be read has a ``problem``)."""
        path = self.save_path(game_id)
        locked = self.is_locked_by_other(game_id)
        info = self.info(game_id)
        try:
            record = record_from_dict(parse_save_text(read_save_text(path), str(path)), str(path))
        except SaveError as error:
            return GameInProgress(game_id, path, "", (), 0, _modified(path), info, locked, error)
        return GameInProgress(
            game_id,
            path,
            record.game,
            tuple(seat.name for seat in record.seats),
            len(record.actions),
            record.saved_at or _modified(path),
            info,
            locked,
        )

    def games(self) -> list[GameInProgress]:
        """Every game in the store, the last saved first."""
        found = [self.read(game_id) for game_id in self.game_ids()]
        found.sort(key=lambda game: (game.saved_at, game.id), reverse=True)
        return found

    def remove(self, game_id: str) -> bool:
        """Delete ``game_id`` and its info, lock and picture; False (nothing removed) if
        another running program plays it. ``OSError`` if the save cannot be removed."""
        if self.is_locked_by_other(game_id):
            return False
        with contextlib.suppress(FileNotFoundError):
            self.save_path(game_id).unlink()
        pictures = self.thumbnail_path(game_id).parent
        with contextlib.suppress(OSError):
            cached = [pictures / name for name in os.listdir(pictures)]
            for path in cached:  # the picture and what the UI noted beside it
                if path.name.startswith(f"{game_id}."):
                    with contextlib.suppress(OSError):
                        path.unlink()
        with contextlib.suppress(OSError):
            self.info_path(game_id).unlink()
        self.release(game_id)
        return True

    def official_daily(self, day: str) -> GameInProgress | None:
        """The official try of the daily journey of ``day`` (``YYYY-MM-DD``) if it is in
        progress here."""
        for game in self.games():
            if game.info.daily == day and not game.info.practice and game.problem is None:
                return game
        return None

    # -- the program's start ------------------------------------------------------------------

    def migrate_old_autosaves(self, kinds: tuple[str, ...]) -> list[str]:
        """Move the single autosave per game of ``kinds`` that earlier versions kept into the
        store (each as a game of its own); returns the new ids. A file that cannot be moved
        stays where it is."""
        moved: list[str] = []
        for kind in kinds:
            old = self.folder.parent / OLD_AUTOSAVE_FOLDER / f"{kind}{SAVE_SUFFIX}"
            if not old.is_file():
                continue
            game_id = self.new_id(kind)
            try:
                self.folder.mkdir(parents=True, exist_ok=True)
                os.replace(old, self.save_path(game_id))
            except OSError:
                continue
            moved.append(game_id)
        return moved

    def lock_instance(self) -> bool:
        """Take the data folder for this program: False if another running program has it
        (this one is then the second, and leaves the other's games alone)."""
        return acquire_lock(self.folder.parent / INSTANCE_LOCK, self.token)

    def unlock_instance(self) -> None:
        """Let go of the data folder (the program ends)."""
        release_lock(self.folder.parent / INSTANCE_LOCK, self.token)


def _modified(path: Path) -> str:
    """When ``path`` was last changed, written as saves write times (empty if unknown)."""
    try:
        stamp = path.stat().st_mtime
    except OSError:
        return ""
    return _dt.datetime.fromtimestamp(stamp, _dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
