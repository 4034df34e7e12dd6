"""Types of the ``start_program`` and ``program_folders`` fixtures (tests/gui/conftest.py)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

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


class QtBotDriver:
    """The ways' input through qtbot."""

    def __init__(self, qtbot: QtBot) -> None:
        self.qtbot = qtbot

    def click(self, widget: QWidget) -> None:
        """A left click in the middle of ``widget``."""
        self.qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)

    def key(self, widget: QWidget, key: Qt.Key) -> None:
        """A key press and release on ``widget``."""
        self.qtbot.keyClick(widget, key)

    def wait_until(self, condition: Any) -> None:
        """Wait (running the event loop) until ``condition()`` holds."""
        self.qtbot.waitUntil(lambda: bool(condition()), timeout=20000)
