"""Every way a player opens a game window, driven through the program's own entry point.

Each way starts the program as its command line would (``eighty_days.app.start_program``)
and then does what a player does (menus, dialogs, buttons) until a game window is on the
screen. The same ways run in the tests (``test_program_matrix.py``) and in a child
process that is killed with SIGKILL (``program_child.py``), so both see exactly the same
windows.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog, QMainWindow, QWidget

from eighty_days.app import Program
from eighty_days.engine.journey import DrawRoute, Slot, TakeTransport, route_start
from eighty_days.engine.journey import apply as apply_journey
from eighty_days.engine.race import DrawCards, RaceConfig
from eighty_days.engine.race import apply as apply_race
from eighty_days.resources import default_race_board_path
from eighty_days.saves import (
    JOURNEY,
    RACE,
    MapRef,
    Seat,
    autosave_path,
    data_dir,
    record_of,
    write_save,
)
from eighty_days.shipped_race import new_race
from eighty_days.ui.journey.window import MainWindow

HERE = Path(__file__).resolve().parent
SMALL_MAP = HERE.parent / "data" / "saves" / "journey-small.yaml"

Start = Callable[..., Program]


class Driver(Protocol):
    """Real input for the ways: clicks and keys, and waiting for the event loop."""

    def click(self, widget: QWidget) -> None:
        """A left click in the middle of ``widget``."""

    def key(self, widget: QWidget, key: Qt.Key) -> None:
        """A key press and release on ``widget``."""

    def wait_until(self, condition: Callable[[], object]) -> None:
        """Run the event loop until ``condition()`` is true (or fail after a while)."""


@dataclass(frozen=True)
class Way:
    """One way into a game window: how to get there, the game it shows, and whether its
    game is autosaved (the tutorial's never is)."""

    name: str
    open: Callable[[Start, Driver], QMainWindow]
    kind: str
    autosaved: bool = True
    #: Set an unfinished game into the autosave of an earlier version before the program
    #: starts (it is moved into the games in progress at the start).
    prepare: Callable[[Path], None] | None = None


# -- games on file --------------------------------------------------------------------------


def journey_save(path: Path, actions: int = 2) -> Path:
    """A journey for Ann and Ben on the small map after ``actions`` actions, saved."""
    from eighty_days.sheet.io import load_map
    from eighty_days.ui.journey.seats import default_looks
    from eighty_days.ui.journey.window import start_state

    looks = default_looks(("Ann", "Ben"))
    state = start_state(load_map(SMALL_MAP), looks, 11)
    for _ in range(actions):
        if state.phase.name == "TAKE_TRANSPORT":
            slot = Slot.TRAIN_1 if state.train_row else Slot.SHIP_1
            state = apply_journey(state, TakeTransport(slot))
        else:
            state = apply_journey(state, DrawRoute((route_start(state),)))
    seats = tuple(Seat(look.name, look.colour, str(look.shape)) for look in looks)
    write_save(record_of(state, MapRef.for_file(SMALL_MAP), seats), path)
    return path


def race_save(path: Path, actions: int = 1) -> Path:
    """A race for Ann and Ben on the shipped board after ``actions`` draws, saved."""
    state = new_race(RaceConfig(("Ann", "Ben")), 17)
    for _ in range(actions):
        state = apply_race(state, DrawCards(2))
    seats = (Seat("Ann", "#D55E00", "circle"), Seat("Ben", "#0072B2", "square"))
    write_save(record_of(state, MapRef.for_file(default_race_board_path()), seats), path)
    return path


def files_dir() -> Path:
    """Where the ways keep the saves they open (inside the data folder of the test)."""
    folder = data_dir() / "games"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


# -- the ways -------------------------------------------------------------------------------


def _play(start: Start) -> MainWindow:
    window = start("play", "--map", str(SMALL_MAP), "--seed", "3").windows[0]
    assert isinstance(window, MainWindow)
    return window


def by_play(start: Start, drive: Driver) -> QMainWindow:
    """``eighty-days``."""
    return _play(start)


def by_race(start: Start, drive: Driver) -> QMainWindow:
    """``eighty-days race``."""
    return start("race", "--seed", "5").windows[0]


def by_new_journey(start: Start, drive: Driver) -> QMainWindow:
    """File → New game → the journey → OK (the same window, a new game)."""
    window = _play(start)
    window.new_action.trigger()
    dialog = window.new_game_dialog
    assert dialog is not None
    drive.wait_until(dialog.isVisible)
    drive.click(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))
    return window


def by_new_race(start: Start, drive: Driver) -> QMainWindow:
    """File → New game → "Race, 1986" → OK (a race window of its own)."""
    window = _play(start)
    window.new_action.trigger()
    dialog = window.new_game_dialog
    assert dialog is not None
    drive.wait_until(dialog.isVisible)
    dialog.game.setCurrentIndex(1)
    drive.click(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))
    race = window.race_window
    assert race is not None
    return race


def by_new_race_in_the_race_window(start: Start, drive: Driver) -> QMainWindow:
    """``eighty-days race``, then File → New race… → OK."""
    window: Any = by_race(start, drive)
    dialog = window.open_setup_dialog()
    drive.wait_until(dialog.isVisible)
    drive.click(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))
    return window  # type: ignore[no-any-return]


def _open_with_the_file_dialog(window: Any, path: Path, drive: Driver) -> None:
    """File → Open… in ``window``, the file chosen in the dialog."""
    window.save_support.saves.open_action.trigger()
    dialog = window.save_support.saves.file_dialog
    assert isinstance(dialog, QFileDialog)
    drive.wait_until(dialog.isVisible)
    dialog.selectFile(str(path))
    dialog.accept()


def by_opening_a_journey_in_the_race_window(start: Start, drive: Driver) -> QMainWindow:
    """``eighty-days race``, File → Open… a journey save: a journey window opens."""
    path = journey_save(files_dir() / "journey.80days.json")
    window = by_race(start, drive)
    program: Program = window.program  # type: ignore[attr-defined]
    count = len(program.windows)
    _open_with_the_file_dialog(window, path, drive)
    drive.wait_until(lambda: len(program.windows) > count)
    return program.windows[-1]


def by_opening_a_race_in_the_journey_window(start: Start, drive: Driver) -> QMainWindow:
    """``eighty-days``, File → Open… a race save: a race window opens."""
    path = race_save(files_dir() / "race.80days.json")
    window = _play(start)
    program = window.program
    assert program is not None
    count = len(program.windows)
    _open_with_the_file_dialog(window, path, drive)
    drive.wait_until(lambda: len(program.windows) > count)
    return program.windows[-1]


def by_recent_race_in_the_journey_window(start: Start, drive: Driver) -> QMainWindow:
    """``eighty-days``, File → Open recent → a race: a race window opens."""
    from eighty_days.saves import RecentGames

    path = race_save(files_dir() / "recent-race.80days.json")
    RecentGames().add(path, RACE, "Race: Ann, Ben")
    window = _play(start)
    program = window.program
    assert program is not None and window.save_support is not None
    saves = window.save_support.saves
    count = len(program.windows)
    saves.recent_menu.aboutToShow.emit()
    entry = next(a for a in saves.recent_menu.actions() if "recent-race" in a.text())
    entry.trigger()  # read in the background behind a busy indicator
    drive.wait_until(lambda: len(program.windows) > count)
    return program.windows[-1]


def _continue_first(start: Start, drive: Driver) -> QMainWindow:
    """``eighty-days``: the list of games in progress at the start, Continue on the first."""
    from program_helpers import continue_offered

    program = start("play", "--map", str(SMALL_MAP), "--seed", "3")
    window = continue_offered(program, drive)
    assert isinstance(window, QMainWindow)
    return window


def by_resuming_the_journey(start: Start, drive: Driver) -> QMainWindow:
    """A crashed journey among the games in progress: ``eighty-days``, Continue (on the
    start's own journey window, where nothing was played yet)."""
    return _continue_first(start, drive)


def by_resuming_the_race(start: Start, drive: Driver) -> QMainWindow:
    """A crashed race among the games in progress: ``eighty-days``, Continue: a race window."""
    return _continue_first(start, drive)


def by_the_standalone_editor(start: Start, drive: Driver) -> QMainWindow:
    """``eighty-days editor MAP``, File → Play on this map."""
    program = start("editor", str(SMALL_MAP))
    editor: Any = program.windows[0]
    editor.play_action.trigger()
    drive.wait_until(lambda: program.played_from_editor is not None)
    window = program.played_from_editor
    assert window is not None
    _accept_the_seats(window, drive)
    return window


def _accept_the_seats(window: MainWindow, drive: Driver) -> None:
    """ "Play on this map" asks who plays: OK in the new-game dialog starts the game."""
    before = window.controller.state
    drive.wait_until(lambda: window.new_game_dialog is not None)
    dialog = window.new_game_dialog
    assert dialog is not None
    drive.wait_until(dialog.isVisible)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    drive.click(ok)
    drive.wait_until(lambda: window.controller.state is not before)


def by_the_editor_of_the_game(start: Start, drive: Driver) -> QMainWindow:
    """``eighty-days``, Tools → Map editor…, Play on this map (in the same window)."""
    window = _play(start)
    window.open_map_editor()
    editor: Any = window.map_editor
    drive.wait_until(editor.isVisible)
    editor.play_action.trigger()
    program = window.program
    assert program is not None
    drive.wait_until(lambda: program.played_from_editor is window)
    _accept_the_seats(window, drive)
    return window


def by_the_tutorial(start: Start, drive: Driver) -> QMainWindow:
    """``eighty-days``, Help → Tutorial."""
    window = _play(start)
    window.tutorial_action.trigger()
    drive.wait_until(lambda: window.tutorial is not None)
    return window


WAYS: tuple[Way, ...] = (
    Way("eighty-days", by_play, JOURNEY),
    Way("eighty-days race", by_race, RACE),
    Way("File, New game, journey", by_new_journey, JOURNEY),
    Way("File, New game, race", by_new_race, RACE),
    Way("race window, File, New race", by_new_race_in_the_race_window, RACE),
    Way("race window, File, Open a journey", by_opening_a_journey_in_the_race_window, JOURNEY),
    Way("journey window, File, Open a race", by_opening_a_race_in_the_journey_window, RACE),
    Way("journey window, Open recent, a race", by_recent_race_in_the_journey_window, RACE),
    Way(
        "games in progress, journey",
        by_resuming_the_journey,
        JOURNEY,
        prepare=lambda _: journey_save(autosave_path(JOURNEY)) and None,
    ),
    Way(
        "games in progress, race",
        by_resuming_the_race,
        RACE,
        prepare=lambda _: race_save(autosave_path(RACE)) and None,
    ),
    Way("eighty-days editor, Play on this map", by_the_standalone_editor, JOURNEY),
    Way("Tools, Map editor, Play on this map", by_the_editor_of_the_game, JOURNEY),
    # a crashed real game waits in the autosave: the tutorial's game never goes over it
    Way(
        "Help, Tutorial",
        by_the_tutorial,
        JOURNEY,
        autosaved=False,
        prepare=lambda _: journey_save(autosave_path(JOURNEY)) and None,
    ),
)

WAYS_BY_NAME = {way.name: way for way in WAYS}


# -- one move -------------------------------------------------------------------------------


def play_one_move(window: Any, drive: Driver) -> int:
    """The person to act makes one move with the real widgets; returns the number of
    actions of the game afterwards."""
    before = len(window.controller.state.history)
    if isinstance(window, MainWindow):
        state = window.controller.state
        if state.phase.name == "TAKE_TRANSPORT":
            slot = Slot.TRAIN_1 if state.train_row else Slot.SHIP_1
            drive.click(window.table.market.cards[slot])  # the card and its bill
            drive.click(window.table.market.cards[slot])  # a second click pays
        else:
            drive.key(window.table.view, Qt.Key.Key_Home)
            drive.key(window.table.view, Qt.Key.Key_Return)
    else:
        table = window.table
        if table.bottom.currentWidget() is table.pass_screen:
            drive.click(table.pass_screen.ready)
        button = next(b for b in (table.draw_two, table.draw_one, table.end_turn) if b.isEnabled())
        drive.click(button)
    drive.wait_until(lambda: len(window.controller.state.history) > before)
    return len(window.controller.state.history)
