"""The opponents' tables made at the program's start (issue 47): when the last game had a
computer seat whose level uses the way-home tables, ``eighty-days`` has them made on a
worker thread once its window is painted, so that a computer moving first in a game set
up from the New game dialog, or in the game continued from the start's list, finds them
made; the game reuses that preparation (nothing made twice). The last game without such
a seat prepares nothing."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from gui_helpers import PLAYABLE_SMALL, wait_for_workers
from program_helpers import ProgramFolders, QtBotDriver, StartProgram, continue_offered
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot
from test_computer_first_move import record_builds, seed_where

from eighty_days.ai.journey.home import forget_tables, is_prepared
from eighty_days.ai.table_warmup import Preparation, forget_preparations, preparation_of
from eighty_days.app import Program
from eighty_days.engine.journey import new_game
from eighty_days.saves import JOURNEY, InProgressStore, MapRef, Seat, record_of
from eighty_days.settings import AppSettings
from eighty_days.sheet.io import load_map
from eighty_days.shipped_journey import default_config
from eighty_days.ui.common.palette import PLAYER_COLOURS, TOKEN_SHAPES
from eighty_days.ui.journey.new_game_dialog import (
    CHARACTER_NAMES,
    DEFAULT_NAMES,
    GameKind,
    NewGameSettings,
    SeatKind,
    SeatSettings,
    remember_setup,
)
from eighty_days.ui.journey.window import MainWindow

#: How long a preparation of the small map may take (ms; it is built: nothing is stored).
PREPARED_WITHIN_MS = 60000


@pytest.fixture(autouse=True)
def nothing_made_yet() -> Iterator[None]:
    """No tables kept in this process, no preparation remembered (the disk cache is the
    test's own, empty), before and after."""
    forget_tables()
    forget_preparations()
    yield
    forget_tables()
    forget_preparations()


def remember_last_setup(folders: ProgramFolders, levels: tuple[str | None, ...]) -> None:
    """The settings keep a New game setup on the small map: a computer seat of each level
    in ``levels`` (None: a person), as the dialog keeps it when OK is pressed."""
    seats = tuple(
        SeatSettings(
            DEFAULT_NAMES[index],
            PLAYER_COLOURS[index],
            TOKEN_SHAPES[index],
            SeatKind.HUMAN if level is None else SeatKind.COMPUTER,
            level or "normal",
        )
        for index, level in enumerate(levels)
    )
    sides = tuple((character, "front") for character, _ in CHARACTER_NAMES)
    remember_setup(
        AppSettings(folders.store),
        NewGameSettings(GameKind.JOURNEY_2024, seats, sides, 1, PLAYABLE_SMALL),
    )


def settled_preparations(qtbot: QtBot, program: Program) -> list[Preparation]:
    """The preparations the start asked for, once it has looked at the last game."""
    tables = program.last_game_tables
    assert tables is not None, "the start did not look at the last game"
    qtbot.waitUntil(tables.settled.is_set, timeout=PREPARED_WITHIN_MS)
    return list(tables.preparations)


def new_game_from_the_menu(qtbot: QtBot, window: MainWindow, seed: int) -> None:
    """File → New game… (the menu's action), the setup it offers kept, dealt from ``seed``,
    OK clicked; returns once the new game is on the table."""
    window.new_action.trigger()
    dialog = window.new_game_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    dialog.seed.setValue(seed)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    with qtbot.waitSignal(window.controller.state_changed, timeout=10000):
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)


def first_decision_shown(qtbot: QtBot, window: MainWindow) -> None:
    """Wait until the computer's first decision is shown; then stop the computer seats and
    wait for their worker (the next decision thought ahead), so nothing runs on later."""
    turns = window.computer_turns
    with qtbot.waitSignal(turns.showing, timeout=PREPARED_WITHIN_MS):
        pass
    turns.stop()
    assert wait_for_workers(turns.runner, PREPARED_WITHIN_MS)


@pytest.mark.gui
def test_the_last_setups_tables_are_made_at_the_start_and_ready_for_a_new_game(
    start_program: StartProgram,
    program_folders: ProgramFolders,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The last New game had a hard seat: once the window is painted the map's tables are
    made on a worker thread; a game set up from File → New game… with the computer moving
    first finds them made when it is on the table (before the computer's first decision
    is asked), reuses that preparation, and nothing is made twice."""
    remember_last_setup(program_folders, ("hard", None))
    built = record_builds(monkeypatch)
    program = start_program("play", "--map", str(PLAYABLE_SMALL))
    window = program.windows[0]
    assert isinstance(window, MainWindow)
    [preparation] = settled_preparations(qtbot, program)
    assert preparation.config.sheet is window.sheet
    assert preparation.wait(PREPARED_WITHIN_MS / 1000)
    assert preparation.error is None
    assert preparation.thread is not None
    assert preparation.thread is not threading.main_thread()
    assert sorted(built) == [("graph", False), ("reach", False)]  # off the GUI thread

    window.computer_turns.speed_factor = 100.0  # the first decision stays shown
    new_game_from_the_menu(qtbot, window, seed_where(window.sheet, 2, 0))
    state = window.controller.state
    assert state.active == 0 and 0 in window.computer_turns.bots  # the computer moves first
    assert state.config.sheet is window.sheet
    assert is_prepared(state.config)  # made before its first decision is asked
    assert preparation_of(state.config) is preparation  # the game reuses it
    first_decision_shown(qtbot, window)
    assert sorted(built) == [("graph", False), ("reach", False)]  # nothing made twice


@pytest.mark.gui
def test_a_last_setup_without_a_computer_prepares_nothing_at_the_start(
    start_program: StartProgram,
    program_folders: ProgramFolders,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The last New game had people only (or a normal computer, which does without the
    tables): the start looks at it and asks for no preparation; nothing is made."""
    remember_last_setup(program_folders, (None, "normal"))
    built = record_builds(monkeypatch)
    program = start_program("play", "--map", str(PLAYABLE_SMALL))
    window = program.windows[0]
    assert isinstance(window, MainWindow)
    assert settled_preparations(qtbot, program) == []
    assert preparation_of(window.controller.state.config) is None
    assert built == []


def save_game_in_progress(sheet_path: Path, seed: int) -> str:
    """A journey game in progress on the map of ``sheet_path`` (carried in the save): the
    hard computer in seat 0, a person in seat 1, nothing played yet; returns its id."""
    sheet = load_map(sheet_path)
    state = new_game(default_config(["Ann", "Ben"], sheet), seed)
    seats = (
        Seat("Ann", PLAYER_COLOURS[0].hex, TOKEN_SHAPES[0].value, human=False, level="hard"),
        Seat("Ben", PLAYER_COLOURS[1].hex, TOKEN_SHAPES[1].value),
    )
    store = InProgressStore()
    game_id = store.new_id(JOURNEY)
    store.write(game_id, record_of(state, MapRef.for_file(sheet_path), seats))
    return game_id


@pytest.mark.gui
def test_the_game_in_progress_is_prepared_at_the_start_and_continued_on_that_map(
    start_program: StartProgram,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The last game in progress has a hard seat to move: the start prepares its map's
    tables off the GUI thread on the very map object that continuing it plays on; Continue
    in the start's list puts it on the table with the tables made, and the computer's
    first decision comes without making them again."""
    sheet = load_map(PLAYABLE_SMALL)
    game_id = save_game_in_progress(PLAYABLE_SMALL, seed_where(sheet, 2, 0))
    built = record_builds(monkeypatch)
    program = start_program("play", "--map", str(PLAYABLE_SMALL))
    [preparation] = settled_preparations(qtbot, program)
    assert preparation.wait(PREPARED_WITHIN_MS / 1000)
    assert preparation.thread is not threading.main_thread()
    assert sorted(built) == [("graph", False), ("reach", False)]

    window = continue_offered(program, QtBotDriver(qtbot), game_id)
    assert isinstance(window, MainWindow)
    window.computer_turns.speed_factor = 100.0
    state = window.controller.state
    assert state.active == 0 and 0 in window.computer_turns.bots
    assert state.config.sheet is preparation.config.sheet  # the map object prepared
    assert is_prepared(state.config)
    assert preparation_of(state.config) is preparation
    first_decision_shown(qtbot, window)
    assert sorted(built) == [("graph", False), ("reach", False)]
