"""Small per-user settings ("confirm before committing", …) in a JSON file of the data folder.

A damaged or foreign file is never an error: the defaults apply and the next change
rewrites it.
"""

from __future__ import annotations

import contextlib
import json
from pathlib import Path
from typing import Any

from eighty_days.resources import read_bounded_bytes
from eighty_days.saves.files import atomic_write_text, data_dir

_MAX_BYTES = 64 * 1024


def preferences_path() -> Path:
    """The settings file in the per-user data folder."""
    return data_dir() / "settings.json"


class Preferences:
    """Yes/no settings by name, read from and written to ``path``."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else preferences_path()

    def _read(self) -> dict[str, Any]:
        try:
            data = json.loads(read_bounded_bytes(self.path, _MAX_BYTES).decode("utf-8"))
        except (OSError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}

    def flag(self, name: str, default: bool = False) -> bool:
        """The setting ``name`` (``default`` if unset or not a yes/no value)."""
        value = self._read().get(name, default)
        return value if isinstance(value, bool) else default

    def set_flag(self, name: str, value: bool) -> None:
        """Store the setting ``name`` (a settings file is a convenience: never fails)."""
        data = self._read()
        data[name] = value
        with contextlib.suppress(OSError):
            atomic_write_text(self.path, json.dumps(data, indent=1, sort_keys=True))
