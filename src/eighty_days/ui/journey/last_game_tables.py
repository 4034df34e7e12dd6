"""At the program's start, the opponents' tables of the last game's map, made before they
are asked for.

The first decision of an easy, hard or expert seat needs the way-home tables of its map
(``ai.journey.home.prepare``). When a game with such a seat is set up they are made in the
background (``ComputerTurns``), but a computer that moves first in a game just set up or
resumed would wait for them. So once the journey window's first frame is painted
(``app.after_first_frame``: the start-up pays nothing), ``prepare_last_game`` looks on a
worker thread at what the program remembers of the last game:

* the last saved journey game in progress (the one the start offers to continue): its
  map and cards are read as a load reads them (``saves.load.resolve_record``, kept by
  content), so continuing it plays on the very map object prepared;
* the New game dialog's last setup (the settings): on the window's own map if the setup
  names that file (a new game there plays on the window's map object), else its map read
  from its file (a game there reads its own copy: the tables kept per map's content are
  found made; its route geometry is made again, as for any other map).

Each of those with a computer seat of a level that uses the tables is prepared
(``ai.table_warmup.prepare_in_background``: one at a time, each once, reused by the game
set up or opened later). The last game without such a seat prepares nothing.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from eighty_days.ai.base import Level
from eighty_days.ai.table_warmup import Preparation, prepare_in_background
from eighty_days.saves import JOURNEY, InProgressStore

if TYPE_CHECKING:
    from eighty_days.engine.journey import CardSet, JourneyConfig
    from eighty_days.sheet.model import SheetMap

#: The name of the thread that finds the last game.
FINDER_NAME = "last game's tables"
#: The levels whose decisions use the tables (``ComputerTurns``' ``TABLE_LEVELS``).
TABLE_LEVEL_NAMES = frozenset({Level.EASY.value, Level.HARD.value, Level.EXPERT.value})


@dataclass(frozen=True)
class WindowMap:
    """The journey window's map at the start: the object and the file it was read from."""

    sheet: SheetMap
    path: Path | None


class LastGameTables:
    """What the start found of the last game and the preparations it asked for."""

    def __init__(self) -> None:
        #: Set once the last game is looked at and its preparations are asked for.
        self.settled = threading.Event()
        #: The preparations asked for (``ai.table_warmup``), in order.
        self.preparations: list[Preparation] = []
        #: The finder thread (None until started).
        self.thread: threading.Thread | None = None


def setup_map_with_computer(setup: object) -> Path | None:
    """The map file of the New game dialog's kept ``setup`` (``settings.last_setup``: plain
    data) if it is a journey with a computer seat whose level uses the tables, else None
    (a damaged setup too)."""
    if not isinstance(setup, Mapping) or setup.get("game", JOURNEY) != JOURNEY:
        return None
    seats = setup.get("seats")
    if not isinstance(seats, Sequence) or not any(
        isinstance(seat, Mapping)
        and seat.get("kind") == "computer"
        and seat.get("level") in TABLE_LEVEL_NAMES
        for seat in seats
    ):
        return None
    found = setup.get("map")
    return Path(found) if isinstance(found, str) and found else None


def prepare_last_game(
    store: InProgressStore, setup: object, window_map: WindowMap | None
) -> LastGameTables:
    """Look at the last game (the last journey game in progress in ``store``, the dialog's
    kept ``setup``) on a worker thread and have the tables of each with a computer seat
    made in the background (see the module's description); ``window_map``: the journey
    window's map, used for a setup on its file. Returns at once."""
    tables = LastGameTables()
    thread = threading.Thread(
        target=_find_and_prepare,
        args=(tables, store, setup, window_map),
        name=FINDER_NAME,
        daemon=True,
    )
    tables.thread = thread
    thread.start()
    return tables


def _find_and_prepare(
    tables: LastGameTables, store: InProgressStore, setup: object, window_map: WindowMap | None
) -> None:
    """The finder thread: every config of the last game found, prepared in turn."""
    try:
        for config in _last_game_configs(store, setup, window_map):
            tables.preparations.append(prepare_in_background(config))
    finally:
        tables.settled.set()


def _last_game_configs(
    store: InProgressStore, setup: object, window_map: WindowMap | None
) -> list[JourneyConfig]:
    """The configs whose tables the last game needs (nothing that cannot be read)."""
    configs: list[JourneyConfig] = []
    saved = _config_of_last_game_in_progress(store)
    if saved is not None:
        configs.append(saved)
    path = setup_map_with_computer(setup)
    if path is not None:
        sheet = _setup_sheet(path, window_map)
        if sheet is not None and not any(config.sheet is sheet for config in configs):
            configs.append(_config_on(sheet, _shipped_cards))
    return configs


def _config_of_last_game_in_progress(store: InProgressStore) -> JourneyConfig | None:
    """The config of the last saved journey game in progress that this program may
    continue, if it has a computer seat whose level uses the tables."""
    from eighty_days.saves import SaveError
    from eighty_days.saves.format import parse_save_text, read_save_text, record_from_dict
    from eighty_days.saves.load import resolve_record

    games = [
        game
        for game in store.games()
        if game.kind == JOURNEY
        and game.problem is None
        and not game.locked
        and not game.info.finished
    ]
    if not games:
        return None
    path = games[0].path
    try:
        record = record_from_dict(parse_save_text(read_save_text(path), str(path)), str(path))
        if not any(not seat.human and seat.level in TABLE_LEVEL_NAMES for seat in record.seats):
            return None
        sheet, cards = resolve_record(record, str(path))
    except SaveError:
        return None
    return _config_on(sheet, lambda: cards)


def _setup_sheet(path: Path, window_map: WindowMap | None) -> SheetMap | None:
    """The map of the dialog's kept setup: the window's own if it names the window's file,
    else read from ``path`` (None if it cannot be)."""
    from eighty_days.resources import DataError
    from eighty_days.sheet.map_cache import load_map_cached

    if window_map is not None and window_map.path is not None and _same_file(path, window_map.path):
        return window_map.sheet
    try:
        return load_map_cached(path)
    except (DataError, OSError):
        return None


def _same_file(first: Path, second: Path) -> bool:
    """Whether ``first`` and ``second`` name the same file."""
    try:
        return first.resolve() == second.resolve()
    except (OSError, ValueError):
        return False


def _shipped_cards() -> CardSet:
    """The program's own card set (a new game's)."""
    from eighty_days.shipped_journey import load_cards

    return load_cards()


def _config_on(sheet: SheetMap, cards: Callable[[], Any]) -> JourneyConfig:
    """A config on ``sheet`` with the card set ``cards()`` gives: all ``prepare`` reads."""
    from eighty_days.engine.journey import JourneyConfig, PlayerSetup

    return JourneyConfig(
        players=(PlayerSetup("", ""), PlayerSetup("", "")), sheet=sheet, cards=cards()
    )
