"""The map editor's autosave: the open map kept in the data folder while it has unsaved
changes, so that an editor killed or crashed loses nothing.

Each editor window writes to a slot of its own in ``editor-autosave/`` of the data
folder: ``<slot>.yaml``, the map as a map file (work in progress included), and
``<slot>.json``, what it is (the map's own file, when, by which program), both written
atomically. The slot goes when the map is saved or the window closes after Save or
Discard. A slot left behind by a program that is no longer running is offered at the
next start of the editor (``left_behind``): restored, discarded, or kept for later.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from eighty_days.editor.lenient import read_work_in_progress
from eighty_days.messages import Message
from eighty_days.resources import DataError, read_bounded_bytes
from eighty_days.saves.files import atomic_write_text, data_dir
from eighty_days.sheet.io import dump_map_text
from eighty_days.sheet.model import SheetMap

#: The folder of the slots, in the data folder.
AUTOSAVE_FOLDER = "editor-autosave"

#: The most a slot's description may weigh (bytes); a larger one is no slot.
_MAX_INFO_BYTES = 64 * 1024


def autosave_folder() -> Path:
    """Where the editor's autosaves are kept: ``editor-autosave/`` in the data folder."""
    return data_dir() / AUTOSAVE_FOLDER


@dataclass(frozen=True, slots=True)
class LeftBehind:
    """An autosave left by an editor that did not close: its slot, the map's own file
    (``None`` for a map never saved), when it was written (seconds since the epoch), and
    the map read back (with notes on what could not be read of it)."""

    slot: AutosaveSlot
    map_path: Path | None
    saved_at: float
    sheet: SheetMap
    notes: tuple[Message, ...] = ()

    @property
    def title(self) -> str:
        """The map's file name, or its name for a map never saved."""
        return self.map_path.name if self.map_path is not None else self.sheet.name


class AutosaveSlot:
    """One editor's autosave: the files ``<name>.yaml`` and ``<name>.json`` in ``folder``."""

    def __init__(self, folder: Path | None = None, name: str | None = None) -> None:
        self.folder = folder if folder is not None else autosave_folder()
        self.name = name if name is not None else secrets.token_hex(16)

    @property
    def map_file(self) -> Path:
        """The map as autosaved."""
        return self.folder / f"{self.name}.yaml"

    @property
    def info_file(self) -> Path:
        """What the map is: its own file, when, which program."""
        return self.folder / f"{self.name}.json"

    def exists(self) -> bool:
        """Whether the slot holds an autosave."""
        return self.info_file.exists()

    def write(self, sheet: SheetMap, map_path: Path | None) -> None:
        """Keep ``sheet`` (from the file ``map_path``, if any): the map first, then its
        description, each written atomically (a slot is whole or not there).

        :raises OSError: the data folder cannot be written.
        """
        atomic_write_text(self.map_file, dump_map_text(sheet))
        info = {
            "format": 1,
            "map_path": str(map_path) if map_path is not None else None,
            "saved_at": time.time(),
            "pid": os.getpid(),
        }
        atomic_write_text(self.info_file, json.dumps(info, indent=1))

    def remove(self) -> None:
        """Forget the autosave (the map was saved, or its changes discarded)."""
        for file in (self.info_file, self.map_file):
            with contextlib.suppress(OSError):
                file.unlink()


def left_behind(folder: Path | None = None) -> list[LeftBehind]:
    """The autosaves in ``folder`` (the data folder's by default) whose program is no
    longer running, newest first. A slot that cannot be read is left where it is, never
    an error, and never offered."""
    where = folder if folder is not None else autosave_folder()
    try:
        infos = sorted(where.glob("*.json"))
    except OSError:
        return []
    found: list[LeftBehind] = []
    for info_file in infos:
        slot = AutosaveSlot(where, info_file.stem)
        info = _read_info(info_file)
        if info is None or _running_elsewhere(info.get("pid")):
            continue
        try:
            sheet, notes = read_work_in_progress(slot.map_file)
        except (DataError, OSError, ValueError):
            continue
        raw_path = info.get("map_path")
        map_path = Path(raw_path) if isinstance(raw_path, str) and raw_path else None
        saved_at = info.get("saved_at")
        when = float(saved_at) if isinstance(saved_at, int | float) else 0.0
        found.append(LeftBehind(slot, map_path, when, sheet, tuple(notes)))
    found.sort(key=lambda item: item.saved_at, reverse=True)
    return found


def _read_info(path: Path) -> dict[str, Any] | None:
    """A slot's description, or ``None`` if it is not one."""
    try:
        data = json.loads(read_bounded_bytes(path, _MAX_INFO_BYTES).decode("utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def _running_elsewhere(pid: object) -> bool:
    """Whether ``pid`` is another program still running (its editor still writes the
    slot): this program's own slots and those of programs gone are not."""
    if not isinstance(pid, int) or pid <= 0:
        return False
    if pid == os.getpid():
        return True  # a window of this very program owns it
    if os.name != "posix":
        return False  # (no harmless way to ask; the slot is offered)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # it exists, another user's
    return True
