"""The album: every finished game kept as its save, with a caption and sheet pictures.

An entry ``ID`` in the album folder (``<data folder>/album``) is

- ``ID.80days.json``: the game's save (the one true copy; the statistics are made from it),
- ``ID.meta.json``: its ``GameSummary`` (a caption read quickly; made again from the save),
- ``thumbs/ID-N.png``: player N's sheet as a small picture (a cache; the UI makes it),
- ``index.json``: every caption in one file (a cache, so the album opens quickly).

Files are written atomically, the save first, so a kill at any moment leaves a save with
or without its caption, never half of either.
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import hashlib
import json
import os
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from eighty_days.resources import read_bounded_bytes
from eighty_days.saves.errors import SaveError
from eighty_days.saves.files import (
    CANNOT_WRITE,
    SAVE_SUFFIX,
    STALE_AFTER_SECONDS,
    TEMPORARY_NAME,
    atomic_write_text,
    data_dir,
)
from eighty_days.saves.format import SaveRecord, dump_save_text, os_reason, read_save_text
from eighty_days.saves.load import LoadedGame, load_save_text
from eighty_days.saves.summary import GameSummary, summarize

ALBUM_FOLDER = "album"
META_SUFFIX = ".meta.json"
META_FORMAT = "eighty-days-album-entry"
THUMBS_FOLDER = "thumbs"
#: The captions of all kept games in one file (a cache made again from the captions).
INDEX_FILE = "index.json"
INDEX_FORMAT = "eighty-days-album-index-1"
#: A caption larger than this is not one the program wrote.
MAX_META_BYTES = 256 * 1024
#: The captions' cache is refused (and made again) beyond this: thousands of captions.
MAX_INDEX_BYTES = 16 * 1024 * 1024


def now_stamp() -> str:
    """The time now in UTC, as saves write it (``2026-12-01T20:15:00Z``)."""
    return _dt.datetime.now(_dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def entry_id(finished_at: str, save_text: str) -> str:
    """``YYYYMMDD-HHMMSS-xxxxxxxx``: the end time, then 8 hex digits of the save's hash."""
    digits = "".join(c for c in finished_at if c.isdigit())[:14].ljust(14, "0")
    digest = hashlib.sha256(save_text.encode("utf-8")).hexdigest()[:8]
    return f"{digits[:8]}-{digits[8:]}-{digest}"


@dataclass(frozen=True, slots=True)
class AlbumEntry:
    """One kept game: where its files are and its caption."""

    folder: Path
    summary: GameSummary

    @property
    def id(self) -> str:
        """The entry's id."""
        return self.summary.id

    @property
    def save_path(self) -> Path:
        """The game's save file."""
        return self.folder / f"{self.id}{SAVE_SUFFIX}"

    def thumbnail_path(self, seat: int) -> Path:
        """The cached picture of seat ``seat``'s sheet (may not exist yet)."""
        return self.folder / THUMBS_FOLDER / f"{self.id}-{seat + 1}.png"


class Album:
    """The folder of kept games."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else data_dir() / ALBUM_FOLDER

    def add(
        self,
        record: SaveRecord,
        state: object,
        *,
        daily: str = "",
        practice: bool = False,
        challenge: bool = False,
        hints: int = 0,
    ) -> AlbumEntry:
        """Keep the finished game ``state`` (saved as ``record``); returns its entry.

        ``SaveError`` if the disk refuses (nothing half-written is left behind).
        """
        finished_at = record.saved_at or now_stamp()
        text = dump_save_text(_with_time(record, finished_at))
        game_id = entry_id(finished_at, text)
        summary = summarize(
            state,
            record.seats,
            game_id=game_id,
            finished_at=finished_at,
            map_name=record.map.path,
            daily=daily,
            practice=practice,
            challenge=challenge,
            hints=hints,
        )
        entry = AlbumEntry(self.folder, summary)
        try:
            atomic_write_text(entry.save_path, text)
            self.write_meta(summary)
        except OSError as error:
            raise SaveError(str(entry.save_path), CANNOT_WRITE(reason=os_reason(error))) from None
        return entry

    def meta_path(self, game_id: str) -> Path:
        """The caption file of ``game_id``."""
        return self.folder / f"{game_id}{META_SUFFIX}"

    def write_meta(self, summary: GameSummary) -> None:
        """Write the caption of an entry (atomically)."""
        data = {"format": META_FORMAT, "version": 1, **summary.to_dict()}
        atomic_write_text(self.meta_path(summary.id), json.dumps(data, indent=1) + "\n")
        cached = self._read_index()
        if cached:  # the cache follows (without one, the next ``entries`` makes it)
            cached[summary.id] = summary.to_dict()
            self._write_index(cached)

    def save_paths(self) -> list[Path]:
        """Every kept save, oldest first (the id starts with the time)."""
        return [self.folder / f"{game_id}{SAVE_SUFFIX}" for game_id in self.game_ids()]

    def read_meta(self, game_id: str) -> GameSummary | None:
        """The caption of ``game_id``, or None if it is missing or unreadable."""
        path = self.meta_path(game_id)
        try:
            data = json.loads(read_bounded_bytes(path, MAX_META_BYTES).decode("utf-8"))
            if not isinstance(data, dict) or data.get("format") != META_FORMAT:
                return None
            summary = GameSummary.from_dict(data)
        except (OSError, ValueError, TypeError, KeyError):
            return None
        return summary if summary.id == game_id else None

    def game_ids(self) -> list[str]:
        """The ids of every kept save, oldest first (the id starts with the time)."""
        try:
            names = [entry.name for entry in os.scandir(self.folder)]
        except OSError:
            return []
        return sorted(name[: -len(SAVE_SUFFIX)] for name in names if name.endswith(SAVE_SUFFIX))

    def _read_index(self) -> dict[str, Any]:
        """The cached captions by id (empty if the cache is missing or unreadable)."""
        try:
            raw = read_bounded_bytes(self.folder / INDEX_FILE, MAX_INDEX_BYTES)
            data = json.loads(raw.decode("utf-8"))
        except (OSError, ValueError):
            return {}
        if not isinstance(data, dict) or data.get("format") != INDEX_FORMAT:
            return {}
        captions = data.get("captions")
        return captions if isinstance(captions, dict) else {}

    def entries(self) -> list[AlbumEntry]:
        """Every kept game with a readable caption, newest first (by the end time, then by
        when it was kept; captions made again from the save where they are missing, see
        ``repair``).

        The captions are read from one cache file (``index.json``) where it knows them, so
        the album opens quickly with hundreds of games; the cache follows the saves.
        """
        ids = self.game_ids()
        cached = self._read_index()
        captions: dict[str, Any] = {}
        found = []
        for game_id in ids:
            data = cached.get(game_id)
            summary = None
            if isinstance(data, dict):
                try:
                    summary = GameSummary.from_dict(data)
                except (ValueError, TypeError, KeyError):
                    summary = None
            if summary is None or summary.id != game_id:
                summary = self.read_meta(game_id)
                data = summary.to_dict() if summary is not None else None
            if summary is not None:
                captions[game_id] = data
                found.append(AlbumEntry(self.folder, summary))
        if captions.keys() != cached.keys():
            self._write_index(captions)
        written = self._written_times()
        found.sort(
            key=lambda entry: (entry.summary.finished_at, written.get(entry.id, 0), entry.id),
            reverse=True,
        )
        return found

    def _written_times(self) -> dict[str, int]:
        """When each kept save was written (ns) by id: of two games ended in the same second
        (the end time keeps whole seconds), the one kept last is the newer."""
        try:
            return {
                entry.name[: -len(SAVE_SUFFIX)]: entry.stat().st_mtime_ns
                for entry in os.scandir(self.folder)
                if entry.name.endswith(SAVE_SUFFIX)
            }
        except OSError:
            return {}

    def _write_index(self, captions: dict[str, Any]) -> None:
        """Write the captions' cache (a cache: if the disk refuses, nothing is lost)."""
        text = json.dumps({"format": INDEX_FORMAT, "captions": captions}, separators=(",", ":"))
        with contextlib.suppress(OSError):
            atomic_write_text(self.folder / INDEX_FILE, text)

    def load(self, entry: AlbumEntry) -> LoadedGame:
        """The kept game replayed from its save (``SaveError`` if it cannot be)."""
        return load_save_text(read_save_text(entry.save_path), str(entry.save_path))

    def summaries_from_saves(self) -> Iterator[tuple[GameSummary | None, Path]]:
        """For every kept save, its summary made again by replaying it (the flags daily,
        practice and challenge come from the caption); None for a save that cannot be read."""
        for path in self.save_paths():
            game_id = path.name[: -len(SAVE_SUFFIX)]
            yield self.summary_from_save(game_id), path

    def summary_from_save(self, game_id: str) -> GameSummary | None:
        """The summary of ``game_id`` made from its save; None if the save cannot be read."""
        path = self.folder / f"{game_id}{SAVE_SUFFIX}"
        try:
            loaded = load_save_text(read_save_text(path), str(path))
        except SaveError:
            return None
        if not loaded.game.is_terminal(loaded.state):
            return None
        caption = self.read_meta(game_id)
        record = loaded.record
        return summarize(
            loaded.state,
            record.seats,
            game_id=game_id,
            finished_at=record.saved_at or now_stamp(),
            map_name=record.map.path,
            daily=caption.daily if caption else "",
            practice=caption.practice if caption else False,
            challenge=caption.challenge if caption else False,
            hints=caption.hints if caption else 0,
        )

    def recover_temporary_files(self, now: float | None = None) -> list[Path]:
        """Deal with the temporary files a kill or a full disk left in the album folder
        (older than ``STALE_AFTER_SECONDS``, so never another program's write under way): a
        complete save of a finished game is put in place under its name (its caption is
        made again by ``repair``); anything else is removed. Returns the saves recovered.
        """
        moment = time.time() if now is None else now
        recovered: list[Path] = []
        try:
            entries = list(os.scandir(self.folder))
        except OSError:
            return recovered
        for entry in entries:
            if not TEMPORARY_NAME.match(entry.name):
                continue
            try:
                if not entry.is_file(follow_symlinks=False):
                    continue
                if moment - entry.stat(follow_symlinks=False).st_mtime < STALE_AFTER_SECONDS:
                    continue
            except OSError:
                continue
            target = self._recoverable_target(Path(entry.path))
            try:
                if target is not None and not target.exists():
                    os.replace(entry.path, target)
                    recovered.append(target)
                else:
                    os.unlink(entry.path)
            except OSError:
                continue
        if recovered:
            self.repair()
        return recovered

    def _recoverable_target(self, temporary: Path) -> Path | None:
        """Where the temporary file ``temporary`` belongs if it holds a complete save of a
        finished game (``.ID.80days.json.XXXXXXXX.tmp`` → ``ID.80days.json``), else None."""
        name = temporary.name[1:].rsplit(".", 2)[0]
        if not name.endswith(SAVE_SUFFIX):
            return None
        try:
            loaded = load_save_text(read_save_text(temporary), str(temporary))
        except SaveError:
            return None
        if not loaded.game.is_terminal(loaded.state):
            return None
        return self.folder / name

    def repair(self) -> int:
        """Write the caption again for every save that lacks a readable one; how many."""
        repaired = 0
        for path in self.save_paths():
            game_id = path.name[: -len(SAVE_SUFFIX)]
            if self.read_meta(game_id) is None:
                summary = self.summary_from_save(game_id)
                if summary is not None:
                    try:
                        self.write_meta(summary)
                    except OSError:
                        continue
                    repaired += 1
        return repaired


def _with_time(record: SaveRecord, finished_at: str) -> SaveRecord:
    from dataclasses import replace

    return replace(record, saved_at=finished_at)
