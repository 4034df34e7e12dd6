"""Fixtures for the race GUI tests: a shown race window over a prepared state."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from eighty_days.engine.race import RaceState
from eighty_days.ui.race.looks import default_pawn_looks
from eighty_days.ui.race.window import RaceWindow

OpenRace = Callable[..., RaceWindow]


@pytest.fixture
def open_race(qtbot: QtBot) -> OpenRace:
    """Open a shown race window over ``state`` (hot seat unless told otherwise)."""

    def opener(state: RaceState, *, hot_seat: bool = True) -> RaceWindow:
        looks = default_pawn_looks(tuple(p.name for p in state.players))
        window = RaceWindow(state, looks, hot_seat=hot_seat)
        qtbot.addWidget(window)
        window.resize(1400, 900)
        window.show()
        qtbot.waitExposed(window)
        return window

    return opener
