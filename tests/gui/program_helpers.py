"""Types of the ``start_program`` and ``program_folders`` fixtures (tests/gui/conftest.py)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gui_helpers import PLAYABLE_SMALL, SAMPLE_SMALL
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from eighty_days.app import Program
from eighty_days.engine.journey import FixedSetup, JourneyConfig, PlayerSetup, new_game
from eighty_days.engine.race import RaceState
from eighty_days.sheet.model import SheetMap
from eighty_days.ui.journey.seats import default_looks
from eighty_days.ui.journey.window import MainWindow
from eighty_days.ui.race.setup import RaceSettings
from eighty_days.ui.race.window import RaceWindow

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


def open_journey(
    start_program: StartProgram,
    qtbot: QtBot,
    sheet: SheetMap,
    fixed: FixedSetup | None = None,
    seed: int = 3,
) -> MainWindow:
    """The program started as ``eighty-days --map journey-small.yaml`` and, from its own
    factory (``Program.journey_window``: saves, undo, autosave, settings), a journey window
    over a two-player game (Ann, Ben) on ``sheet`` (``fixed``: a known deal), shown at
    1400×900 and active; the first window is closed."""
    program = start_program("play", "--map", str(PLAYABLE_SMALL), "--seed", str(seed))
    first = program.windows[0]
    looks = default_looks(("Ann", "Ben"))
    config = JourneyConfig(
        players=tuple(PlayerSetup(look.name, look.colour) for look in looks),
        sheet=sheet,
        fixed=fixed if fixed is not None else FixedSetup(),
    )
    window = program.journey_window(sheet, SAMPLE_SMALL, new_game(config, seed), looks)
    first.close()
    window.resize(1400, 900)
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def open_world_journey(
    start_program: StartProgram,
    qtbot: QtBot,
    seed: int,
    names: tuple[str, ...] = ("Ann", "Ben"),
) -> MainWindow:
    """The program started as ``eighty-days --seed SEED`` and, from its own factory
    (``Program.new_journey_window``: saves, undo, autosave, settings), a shown journey window
    on the world map with a fresh game of ``names`` dealt from ``seed``; the first window is
    closed."""
    program = start_program("play", "--seed", str(seed))
    first = program.windows[0]
    window = program.new_journey_window(None, seed, names)
    first.close()
    qtbot.waitExposed(window)
    return window


def open_race(
    start_program: StartProgram,
    qtbot: QtBot,
    state: RaceState,
    settings: RaceSettings | None = None,
) -> RaceWindow:
    """The program started as ``eighty-days race`` and, from its own factory
    (``Program.race_window``: saves, undo, autosave, settings), a race window over the race
    ``state`` (``settings``: its seats, computers among them; else people in the default
    looks), shown at 1400×900; the first window is closed."""
    program = start_program("race", "--seed", str(state.seed))
    first = program.windows[0]
    window = program.race_window(settings, state=state)
    first.close()
    window.resize(1400, 900)
    qtbot.waitExposed(window)
    return window


def in_progress_file(window: QWidget) -> Path:
    """The file among the games in progress that ``window``'s game is autosaved into (it
    must have one: a move was played)."""
    support = getattr(window, "save_support", None)
    assert support is not None and support.saves.progress_id is not None
    path: Path = support.saves.store.save_path(support.saves.progress_id)
    return path


def continue_offered(program: Program, drive: Any, game_id: str | None = None) -> QWidget:
    """The start's list of games in progress: ``game_id`` (else the first listed) selected
    and Continue clicked; returns the window that shows it now."""
    drive.wait_until(lambda: program.in_progress_dialog is not None)
    dialog = program.in_progress_dialog
    assert dialog is not None
    drive.wait_until(dialog.isVisible)
    chosen = game_id if game_id is not None else dialog.game_ids()[0]
    dialog.select(chosen)
    drive.click(dialog.continue_button)
    window = program.game_window_of(chosen)
    assert window is not None
    return window


def close_offer(program: Program, drive: Any) -> None:
    """The start's list of games in progress closed with Close (nothing continued)."""
    drive.wait_until(lambda: program.in_progress_dialog is not None)
    dialog = program.in_progress_dialog
    assert dialog is not None
    drive.wait_until(dialog.isVisible)
    drive.click(dialog.close_button)
