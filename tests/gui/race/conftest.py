"""Fixtures for the race GUI tests: the program's race window over a prepared state."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from program_helpers import StartProgram
from program_helpers import open_race as open_program_race
from pytestqt.qtbot import QtBot

from eighty_days.engine.race import RaceState
from eighty_days.ui.race.window import RaceWindow

OpenRace = Callable[[RaceState], RaceWindow]


@pytest.fixture
def open_race(start_program: StartProgram, qtbot: QtBot) -> OpenRace:
    """Open the program's race window (``Program.race_window``: saves, undo, autosave, hot
    seat) over ``state``, its seats people, shown at 1400×900."""

    def opener(state: RaceState) -> RaceWindow:
        return open_program_race(start_program, qtbot, state)

    return opener
