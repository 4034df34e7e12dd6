"""The "recent games" list: a small JSON file in the data folder, newest first.

A broken or foreign list file is never an error: the list starts again empty.
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from eighty_days.resources import read_bounded_bytes
from eighty_days.saves.files import atomic_write_text, data_dir

RECENT_LIMIT = 10
_MAX_LIST_BYTES = 256 * 1024


@dataclass(frozen=True, slots=True)
class RecentGame:
    """A save file opened or written lately: its path, the game kind, a one-line summary."""

    path: str
    game: str
    summary: str

    def to_dict(self) -> dict[str, str]:
        """Plain data for the list file."""
        return {"path": self.path, "game": self.game, "summary": self.summary}


def recent_list_path() -> Path:
    """The list file in the per-user data folder."""
    return data_dir() / "recent-games.json"


class RecentGames:
    """The list of recent save files, read from and written to ``path`` (JSON)."""

    def __init__(self, path: Path | None = None, limit: int = RECENT_LIMIT) -> None:
        self.path = path if path is not None else recent_list_path()
        self.limit = limit

    def entries(self) -> list[RecentGame]:
        """The saved entries, newest first (empty if the file is missing or unreadable)."""
        try:
            data: Any = json.loads(read_bounded_bytes(self.path, _MAX_LIST_BYTES).decode("utf-8"))
        except (OSError, ValueError):
            return []
        if not isinstance(data, list):
            return []
        entries = []
        for item in data:
            if isinstance(item, dict) and all(
                isinstance(item.get(k), str) for k in ("path", "game", "summary")
            ):
                entries.append(RecentGame(item["path"], item["game"], item["summary"]))
        return entries[: self.limit]

    def add(self, path: Path | str, game: str, summary: str) -> list[RecentGame]:
        """Put ``path`` at the top of the list (once) and write the list; returns it."""
        key = str(Path(path).resolve())
        entries = [e for e in self.entries() if e.path != key]
        entries.insert(0, RecentGame(key, game, summary))
        self._write(entries[: self.limit])
        return entries[: self.limit]

    def remove(self, path: Path | str) -> list[RecentGame]:
        """Drop ``path`` from the list (a file that is gone); returns the list."""
        key = str(Path(path).resolve())
        entries = [e for e in self.entries() if e.path != key]
        self._write(entries)
        return entries

    def _write(self, entries: list[RecentGame]) -> None:
        # a list of recent games is a convenience; never fail a save over it
        with contextlib.suppress(OSError):
            atomic_write_text(self.path, json.dumps([e.to_dict() for e in entries], indent=1))
