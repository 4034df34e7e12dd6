"""The game a window is showing, seen from the save machinery: read it, replace it.

A ``GameSession`` hides the difference between the journey window (``ui.journey.window.MainWindow``)
and the race window (``ui.race.window.RaceWindow``): the current state, the seats, the map
reference, a signal after every change, and ``replace`` to put a loaded game on the table.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, SignalInstance

from eighty_days.ai.base import Level, parse_level
from eighty_days.resources import default_race_board_path
from eighty_days.saves import JOURNEY, RACE, LoadedGame, MapRef, SaveError, Seat
from eighty_days.saves.format import colour_problem
from eighty_days.saves.games import SHIPPED_BOARD_ONLY
from eighty_days.ui.common.palette import TOKEN_SHAPES, TokenShape
from eighty_days.ui.journey.seats import SeatLook, default_looks

if TYPE_CHECKING:
    from eighty_days.ui.race.looks import PawnLook


class GameSession(Protocol):
    """What the save, undo and replay pieces need from a game window."""

    kind: str
    state_changed: SignalInstance

    def state(self) -> Any:
        """The state on the table."""

    def seats(self) -> tuple[Seat, ...]:
        """The players' names, colours, shapes and whether each is human."""

    def map_ref(self) -> MapRef:
        """The map the game is played on, for a save file."""

    def use_map(self, sheet: Any, ref: MapRef) -> None:
        """Saves of games on ``sheet`` carry ``ref`` (an edited map not on disk as it is)."""

    def replace(self, loaded: LoadedGame) -> None:
        """Put ``loaded``'s last state on the table (its map and seats too)."""

    def show(self, state: Any) -> None:
        """Put another state of the same game on the table (undo, redo)."""

    def set_humans(self, humans: tuple[bool, ...]) -> None:
        """Which seats are people at this screen (the others are computer opponents)."""


def is_seat_colour(colour: str) -> bool:
    """Whether ``colour`` is a seat's own colour: ``#rrggbb`` (empty means the default)."""
    return bool(colour) and colour_problem(colour) is None


def journey_looks(seats: tuple[Seat, ...], names: tuple[str, ...]) -> tuple[SeatLook, ...]:
    """Journey seat looks from saved seats, falling back to the defaults where unusable."""
    defaults = default_looks(names)
    if len(seats) != len(names):
        return defaults
    shapes = {shape.value: shape for shape in TOKEN_SHAPES}
    looks = []
    for seat, fallback in zip(seats, defaults, strict=True):
        shape = shapes.get(seat.shape, fallback.shape)
        colour = seat.colour if is_seat_colour(seat.colour) else fallback.colour
        looks.append(SeatLook(seat.name, colour, TokenShape(shape)))
    return tuple(looks)


def race_looks(seats: tuple[Seat, ...], names: tuple[str, ...]) -> tuple[PawnLook, ...]:
    """Race pawn looks from saved seats, falling back to the defaults where unusable."""
    from eighty_days.ui.race.looks import PAWN_SHAPES, PawnLook, PawnShape, default_pawn_looks

    defaults = default_pawn_looks(names)
    if len(seats) != len(names):
        return defaults
    shapes = {shape.value: shape for shape in PAWN_SHAPES}
    looks = []
    for seat, fallback in zip(seats, defaults, strict=True):
        shape = shapes.get(seat.shape, fallback.shape)
        colour = seat.colour if is_seat_colour(seat.colour) else fallback.colour
        looks.append(PawnLook(seat.name, colour, PawnShape(shape)))
    return tuple(looks)


def _level(text: str) -> Level:
    """The computer level saved for a seat (``normal`` if unknown)."""
    try:
        return parse_level(text)
    except ValueError:
        return Level.NORMAL


class JourneySession:
    """The journey window's game (``ui.journey.window.MainWindow``: controller, table,
    sheet, map_path)."""

    kind = JOURNEY

    def __init__(self, window: Any) -> None:
        self.window = window
        self.state_changed: SignalInstance = window.controller.state_changed
        self._humans: tuple[bool, ...] = ()
        #: The game ``_humans`` describes (its configuration): a new game has its own seats.
        self._humans_config: Any = None
        self._ref: tuple[Any, MapRef] | None = None

    def state(self) -> Any:
        """The state on the table."""
        return self.window.controller.state

    def set_humans(self, humans: tuple[bool, ...]) -> None:
        """Which seats of the game on the table are people at this screen (the others are
        computer opponents); a new game has its own."""
        self._humans = humans
        self._humans_config = self.state().config

    def seats(self) -> tuple[Seat, ...]:
        """The seats from the controller's looks; the table knows the computer's seats."""
        looks = self.window.controller.looks
        computer = getattr(self.window.table, "computer_seats", None)
        if computer:
            humans = tuple(index not in computer for index in range(len(looks)))
        elif len(self._humans) == len(looks) and self._humans_config is self.state().config:
            humans = self._humans
        else:
            humans = (True,) * len(looks)
        bots = getattr(getattr(self.window, "computer_turns", None), "bots", {})
        return tuple(
            Seat(
                look.name,
                look.colour,
                str(look.shape),
                human,
                "" if human else str(getattr(bots.get(index), "level", "normal")),
            )
            for index, (look, human) in enumerate(zip(looks, humans, strict=True))
        )

    def use_map(self, sheet: Any, ref: MapRef) -> None:
        """Saves of games on ``sheet`` carry ``ref`` (an edited map not on disk as it is)."""
        self._ref = (sheet, ref)

    def map_ref(self) -> MapRef:
        """The map file the window loaded the sheet from (read once per sheet)."""
        sheet = self.state().config.sheet
        if self._ref is None or self._ref[0] is not sheet:
            path = self.window.map_path
            if path is None:  # a map without a file: its text goes into the save
                from eighty_days.sheet.io import dump_map_text

                self._ref = (sheet, MapRef.for_text(dump_map_text(sheet)))
            else:
                self._ref = (sheet, MapRef.for_file(Path(path)))
        return self._ref[1]

    def replace(self, loaded: LoadedGame) -> None:
        """Show the loaded game on its map with its seats."""
        window = self.window
        state = loaded.state
        path = None  # a map the save carries has no file: its path there is only a note
        if loaded.record.map.shipped:
            from eighty_days.resources import maps_dir

            path = maps_dir() / loaded.record.map.path
        window.switch_sheet(state.config.sheet, path)
        self._ref = (state.config.sheet, loaded.record.map)
        self._humans = tuple(seat.human for seat in loaded.record.seats)
        self._humans_config = state.config
        if getattr(window, "scoring_dialog", None) is not None:
            window.scoring_dialog.close()
            window.scoring_dialog = None
        names = tuple(p.name for p in state.players)
        computer_turns = getattr(window, "computer_turns", None)
        if computer_turns is not None:  # the saved computer seats play on
            seats = loaded.record.seats
            levels = tuple(
                None if index >= len(seats) or seats[index].human else _level(seats[index].level)
                for index in range(len(names))
            )
            computer_turns.set_seats(levels, loaded.record.seed)
        window.controller.start(state, journey_looks(loaded.record.seats, names))

    def show(self, state: Any) -> None:
        """Put another state of this game on the table."""
        self.window.controller.start(state, self.window.controller.looks)


class RaceSession:
    """The race window's game (``RaceWindow``: controller, table with looks)."""

    kind = RACE

    def __init__(self, window: Any) -> None:
        self.window = window
        self.state_changed: SignalInstance = window.controller.state_changed
        self._humans: tuple[bool, ...] = ()

    def state(self) -> Any:
        """The state on the table."""
        return self.window.controller.state

    def set_humans(self, humans: tuple[bool, ...]) -> None:
        """Which seats are people at this screen (the others are computer opponents)."""
        self._humans = humans

    def seats(self) -> tuple[Seat, ...]:
        """The seats from the table's pawn looks; the computer seats play on as they are."""
        looks = self.window.table.looks
        bots = getattr(getattr(self.window, "computer_seats", None), "bots", None)
        if bots:
            humans = tuple(index not in bots for index in range(len(looks)))
        elif len(self._humans) == len(looks):
            humans = self._humans
        else:
            humans = (True,) * len(looks)
        bots = bots or {}
        return tuple(
            Seat(
                look.name,
                look.colour,
                str(look.shape),
                human,
                "" if human else str(getattr(bots.get(index), "level", "normal")),
            )
            for index, (look, human) in enumerate(zip(looks, humans, strict=True))
        )

    def use_map(self, sheet: Any, ref: MapRef) -> None:
        """The race is always played on the shipped board: nothing to remember."""

    def map_ref(self) -> MapRef:
        """The shipped board (the race window always plays on it)."""
        from eighty_days.shipped_race import default_board

        if self.state().board != default_board():
            raise SaveError(
                QCoreApplication.translate("RaceSession", "<race>"),
                SHIPPED_BOARD_ONLY(),
                "map",
            )
        return MapRef.for_file(default_race_board_path())

    def replace(self, loaded: LoadedGame) -> None:
        """Show the loaded race with its seats."""
        state = loaded.state
        names = tuple(p.name for p in state.players)
        seats = loaded.record.seats
        self._humans = tuple(seat.human for seat in seats)
        self.window.table.start(state, race_looks(seats, names))
        self.window.controller.start(state)
        computer_seats = getattr(self.window, "computer_seats", None)
        if computer_seats is not None:  # after the start: the saved computer seats play on
            levels = tuple(
                None if index >= len(seats) or seats[index].human else _level(seats[index].level)
                for index in range(len(names))
            )
            computer_seats.set_seats(levels, loaded.record.seed)

    def show(self, state: Any) -> None:
        """Put another state of this race on the table."""
        self.window.controller.start(state)


def session_for(window: Any) -> GameSession:
    """The session of a journey ``MainWindow`` or a ``RaceWindow``."""
    races = sys.modules.get("eighty_days.ui.race.window")  # no race window before it
    if races is not None and isinstance(window, races.RaceWindow):
        return RaceSession(window)
    return JourneySession(window)
