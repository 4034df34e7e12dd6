"""Types of the ``start_program`` and ``program_folders`` fixtures (tests/gui/conftest.py)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QSettings

from eighty_days.app import Program

#: ``start_program("race", "--seed", "5")``: the program as its command line starts it.
StartProgram = Callable[..., Program]


@dataclass
class ProgramFolders:
    """The temporary folders a started program keeps its settings and data in."""

    config: Path
    data: Path
    store: QSettings

    @property
    def settings_file(self) -> Path:
        """The settings file (an INI file)."""
        return Path(self.store.fileName())
