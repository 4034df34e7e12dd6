"""Writing save files safely and finding the per-user data folder (autosaves, recent games).

Every write is atomic: the text goes to a temporary file in the same folder, is flushed
and fsynced, then ``os.replace`` puts it in place, so a crash or a kill at any moment
leaves either the old file or the new one, never half of one.
"""

from __future__ import annotations

import contextlib
import os
import re
import tempfile
import time
from pathlib import Path

from eighty_days.messages import define
from eighty_days.saves.errors import SaveError
from eighty_days.saves.format import SaveRecord, dump_save_text, os_reason

#: Set this to a folder to keep autosaves and the recent-games list there (tests do).
DATA_DIR_VARIABLE = "EIGHTY_DAYS_DATA_DIR"
APP_FOLDER = "eighty-days"
SAVE_SUFFIX = ".80days.json"

CANNOT_WRITE = define("save.cannot_write", "cannot write the file: {reason}")
PLAYED_ELSEWHERE = define(
    "save.played_elsewhere",
    "another Eighty Days program is playing this game: it is not written here",
)


def data_dir() -> Path:
    """The per-user data folder: ``$EIGHTY_DAYS_DATA_DIR``, else ``$XDG_DATA_HOME/eighty-days``,
    else ``~/.local/share/eighty-days`` (not created here)."""
    override = os.environ.get(DATA_DIR_VARIABLE)
    if override:
        return Path(override)
    xdg = os.environ.get("XDG_DATA_HOME")
    base = Path(xdg) if xdg and Path(xdg).is_absolute() else Path.home() / ".local" / "share"
    return base / APP_FOLDER


def autosave_path(game: str) -> Path:
    """Where earlier versions kept the one autosave of kind ``game``: read once at the start
    and moved into the games in progress (``saves.inprogress``)."""
    return data_dir() / "autosave" / f"{game}{SAVE_SUFFIX}"


def atomic_write_text(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` atomically (temp file in the same folder, fsync, replace)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    _fsync_folder(path.parent)


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable where the system allows it (POSIX)."""
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)


def write_save(record: SaveRecord, path: Path | str) -> None:
    """Write ``record`` to ``path`` atomically; ``SaveError`` if the disk refuses."""
    file_path = Path(path)
    try:
        atomic_write_text(file_path, dump_save_text(record))
    except OSError as error:
        raise SaveError(str(file_path), CANNOT_WRITE(reason=os_reason(error))) from None


#: ``atomic_write_text``'s temporary files: ``.NAME.`` + eight random characters + ``.tmp``.
TEMPORARY_NAME = re.compile(r"\..+\.[a-z0-9_]{8}\.tmp\Z")
#: A temporary file untouched this long is left over from a killed program: a write
#: itself takes milliseconds (another running copy of the program may be writing one).
STALE_AFTER_SECONDS = 60.0


def remove_stale_temporary_files(now: float | None = None) -> list[Path]:
    """Delete the temporary files a kill during a write left in the data folder and its
    autosave and in-progress folders (older than ``STALE_AFTER_SECONDS``); returns the files
    deleted.

    A folder that cannot be read or changed (read-only) is left as it is.
    """
    moment = time.time() if now is None else now
    removed: list[Path] = []
    for folder in (data_dir(), data_dir() / "autosave", data_dir() / "in-progress"):
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            if not TEMPORARY_NAME.match(entry.name):
                continue
            try:
                if not entry.is_file(follow_symlinks=False):
                    continue
                if moment - entry.stat(follow_symlinks=False).st_mtime < STALE_AFTER_SECONDS:
                    continue
                os.unlink(entry.path)
            except OSError:
                continue
            removed.append(Path(entry.path))
    return removed
