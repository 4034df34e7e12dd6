"""Game → Album and Game → Statistics through the program: Close, following the games
that end in any window, the pictures drawn whole and drawn again, and every problem of the
statistics database a message while play goes on (issue 44; issue 45, items 4 and 8)."""

from __future__ import annotations

import errno
import os
import sqlite3
import stat
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from program_helpers import ProgramFolders, StartProgram
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QMainWindow
from pytestqt.qtbot import QtBot

from eighty_days.ai.base import Level
from eighty_days.ai.journey import JourneyBot
from eighty_days.engine.journey import DrawRoute, is_terminal
from eighty_days.saves import stats
from eighty_days.saves.album import Album, AlbumEntry
from eighty_days.settings import AnimationSpeed, AppSettings
from eighty_days.ui.album.window import AlbumModel, AlbumWindow
from eighty_days.ui.journey.new_game_dialog import SEAT_CHOICES
from eighty_days.ui.journey.window import MainWindow
from eighty_days.ui.stats.window import StatisticsWindow

SMALL_MAP = Path(__file__).resolve().parents[1] / "data" / "saves" / "journey-small.yaml"
#: A PNG file's first bytes (a picture cut after them has no end).
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def journey_window(start_program: StartProgram, qtbot: QtBot, seed: int = 5) -> MainWindow:
    """``eighty-days --map journey-small.yaml --seed SEED``: the program's journey window."""
    (window,) = start_program("play", "--map", str(SMALL_MAP), "--seed", str(seed)).windows
    assert isinstance(window, MainWindow)
    return shown(qtbot, window)


def shown(qtbot: QtBot, window: MainWindow) -> MainWindow:
    """``window`` shown and active."""
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def finish(qtbot: QtBot, window: MainWindow) -> AlbumEntry:
    """Every seat plays easy computer moves through the controller to the journey's end;
    the album entry the window kept."""
    controller = window.controller
    bots = [JourneyBot(Level.EASY, 11 + seat) for seat in range(len(controller.state.players))]
    while not is_terminal(controller.state):
        action = bots[controller.state.active].decide(controller.state)
        if isinstance(action, DrawRoute):
            assert controller.draw_route(action.points)
        else:
            assert controller.take_transport(action)
    journal = window.game_menu.journal
    qtbot.waitUntil(lambda: journal.last_entry is not None)
    entry = journal.last_entry
    assert entry is not None
    return entry


def pictures_drawn(qtbot: QtBot, entry: AlbumEntry) -> None:
    """Wait until every seat's picture of ``entry`` is a whole PNG."""
    paths = [entry.thumbnail_path(seat) for seat in range(len(entry.summary.seats))]
    qtbot.waitUntil(lambda: all(not QImage(str(path)).isNull() for path in paths), timeout=20000)


def open_statistics(window: MainWindow) -> StatisticsWindow:
    """Game → Statistics, fired as the menu fires it."""
    window.game_menu.statistics_action.trigger()
    opened = window.game_menu.statistics_window
    assert isinstance(opened, StatisticsWindow)
    return opened


def open_album(window: MainWindow) -> AlbumWindow:
    """Game → Album, fired as the menu fires it."""
    window.game_menu.album_action.trigger()
    opened = window.game_menu.album_window
    assert isinstance(opened, AlbumWindow)
    return opened


def shows_own_picture(model: AlbumModel, entry: AlbumEntry) -> bool:
    """Whether the album shows ``entry`` with its own picture (not a drawn card): the
    model keeps a picture it could read, so asking for it again reads nothing more."""
    model.picture(entry)
    read = model.pictures_read
    model.picture(entry)
    return model.pictures_read == read


def problem_shown(window: QMainWindow) -> str:
    """The statistics window's problem line ("" when hidden)."""
    label = window.findChild(QLabel, "stats-problem")
    assert label is not None, "the statistics window has no line for its problems"
    return label.text() if label.isVisible() else ""


def click_close(qtbot: QtBot, window: QMainWindow) -> None:
    """Click the window's Close button."""
    buttons = window.findChild(QDialogButtonBox)
    assert buttons is not None, "the window has no Close button"
    close = buttons.button(QDialogButtonBox.StandardButton.Close)
    assert close is not None
    qtbot.mouseClick(close, Qt.MouseButton.LeftButton)


# -- issue 44: Close, and following the games that end -----------------------------------------


def test_the_album_and_the_statistics_close_with_their_close_button(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """Game → Album and Game → Statistics each have a Close button that closes them."""
    window = journey_window(start_program, qtbot)
    for records in (open_album(window), open_statistics(window)):
        qtbot.waitExposed(records)
        click_close(qtbot, records)
        qtbot.waitUntil(lambda records=records: not records.isVisible())


def test_the_open_records_windows_follow_a_game_ending_in_another_window(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """The Album and Statistics opened from one window show a game finished in another
    window of the program, without being opened again; its pictures follow."""
    window = journey_window(start_program, qtbot)
    statistics, album = open_statistics(window), open_album(window)
    qtbot.waitExposed(album)
    assert statistics.statistics.journeys == 0 and album.model.rowCount() == 0
    assert window.program is not None
    other = shown(qtbot, window.program.new_journey_window(SMALL_MAP, 6))
    entry = finish(qtbot, other)
    qtbot.waitUntil(lambda: album.model.rowCount() == 1)
    assert album.model.entries[0].id == entry.id
    assert album.count_label.text() == "1 game"
    assert statistics.statistics.journeys == 1
    assert statistics.labels["played"].text().startswith("1 journey")
    pictures_drawn(qtbot, entry)
    second = finish(qtbot, shown(qtbot, window.program.new_journey_window(SMALL_MAP, 7)))
    qtbot.waitUntil(lambda: album.model.rowCount() == 2)
    assert {e.id for e in album.model.entries} == {entry.id, second.id}
    assert statistics.statistics.journeys == 2
    pictures_drawn(qtbot, second)


def start_with_seats(qtbot: QtBot, window: MainWindow, seats: tuple[str, ...], seed: int) -> None:
    """File → New game… with ``seats`` ("Human", "Computer: easy", …), accepted with OK."""
    index = {text: number for number, (text, _, _) in enumerate(SEAT_CHOICES)}
    dialog = window.open_new_game_dialog()
    qtbot.waitExposed(dialog)
    dialog.player_count.setValue(len(seats))
    for row, text in zip(dialog.seats, seats, strict=False):
        row.kind.setCurrentIndex(index[text])
    dialog.seed.setValue(seed)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    with qtbot.waitSignal(window.controller.state_changed):
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)


def test_a_game_of_computers_only_is_not_the_persons_loss(
    start_program: StartProgram, program_folders: ProgramFolders, qtbot: QtBot
) -> None:
    """A journey played to its end by two computers (no person at the table) is kept in
    the album but is nobody's win or loss in the statistics (issue 44)."""
    AppSettings(program_folders.store).animation_speed = AnimationSpeed.OFF
    window = journey_window(start_program, qtbot)
    start_with_seats(qtbot, window, ("Computer: easy", "Computer: easy"), seed=23)
    qtbot.waitUntil(lambda: window.game_menu.journal.last_entry is not None, timeout=60000)
    entry = window.game_menu.journal.last_entry
    assert entry is not None and not entry.summary.humans
    pictures_drawn(qtbot, entry)
    statistics = open_statistics(window)
    figures = statistics.statistics
    assert figures.wins_by_level == {} and figures.wins_by_players == {}
    assert figures.journeys == 0 and figures.computers_only == 1
    assert "1 game of computers only" in statistics.labels["played"].text()


# -- issue 45, item 8: the album's pictures ----------------------------------------------------


def test_missing_and_cut_pictures_are_drawn_again_when_the_album_opens(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """A picture cut by a kill and one deleted are drawn again from the save when the album
    opens, and the grid shows the picture."""
    window = journey_window(start_program, qtbot)
    entry = finish(qtbot, window)
    pictures_drawn(qtbot, entry)
    cut, lost = entry.thumbnail_path(0), entry.thumbnail_path(1)
    cut.write_bytes(cut.read_bytes()[:500])
    lost.unlink()
    album = open_album(window)
    qtbot.waitExposed(album)
    pictures_drawn(qtbot, entry)
    assert cut.read_bytes().endswith(b"IEND\xaeB`\x82")
    qtbot.waitUntil(lambda: shows_own_picture(album.model, album.model.entries[0]))
    assert not list(cut.parent.glob(".*"))  # no temporary picture left


def test_a_picture_the_disk_cannot_hold_leaves_no_cut_file(
    start_program: StartProgram, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The disk fills while the pictures are written: no cut picture is left in the album
    (nor a temporary file), the status bar says why, and the game is kept."""
    from eighty_days.ui.journey import render

    def cut_short(_sheet: Any, out: Path, **_: Any) -> None:
        Path(out).write_bytes(PNG_SIGNATURE + b"\x00\x00\x00\rIHDR" + b"\x00" * 40)
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(render, "render_sheet", cut_short)
    window = journey_window(start_program, qtbot)
    entry = finish(qtbot, window)
    qtbot.waitUntil(lambda: "No space left" in window.statusBar().currentMessage())
    folder = entry.thumbnail_path(0).parent
    assert (sorted(os.listdir(folder)) if folder.exists() else []) == []
    assert [e.id for e in Album().entries()] == [entry.id]


# -- issue 45, item 4: the statistics database never throws ---------------------------------


@pytest.fixture
def quick_busy_timeout(monkeypatch: pytest.MonkeyPatch) -> None:
    """The database waits a fifth of a second for another program's lock, not seconds."""
    monkeypatch.setattr(stats, "BUSY_TIMEOUT_SECONDS", 0.2, raising=False)


@pytest.mark.usefixtures("quick_busy_timeout")
def test_statistics_held_by_another_program_open_with_a_message(
    start_program: StartProgram, program_folders: ProgramFolders, qtbot: QtBot
) -> None:
    """Another program holds the database locked: Game → Statistics opens, says the
    database is in use, shows the album's figures, and the database is not set aside."""
    window = journey_window(start_program, qtbot)
    finish(qtbot, window)
    path = program_folders.data / stats.DATABASE_FILE
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        statistics = open_statistics(window)
        qtbot.waitExposed(statistics)
        assert "in use by another program" in problem_shown(statistics)
        assert statistics.statistics.journeys == 1
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert not path.with_name(path.name + ".broken").exists()
    click_close(qtbot, statistics)
    again = open_statistics(window)
    assert problem_shown(again) == "" and again.statistics.journeys == 1


@pytest.mark.usefixtures("quick_busy_timeout")
def test_a_game_ending_while_another_program_holds_the_statistics_is_a_message(
    start_program: StartProgram, program_folders: ProgramFolders, qtbot: QtBot
) -> None:
    """Another program holds the database locked when a game ends: the status bar says
    so, nothing is set aside, and the game is counted once the lock is gone."""
    window = journey_window(start_program, qtbot)
    finish(qtbot, window)
    path = program_folders.data / stats.DATABASE_FILE
    assert window.program is not None
    other_window = shown(qtbot, window.program.new_journey_window(SMALL_MAP, 6))
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        entry = finish(qtbot, other_window)
        assert "in use by another program" in other_window.statusBar().currentMessage()
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert not path.with_name(path.name + ".broken").exists()
    pictures_drawn(qtbot, entry)
    statistics = open_statistics(window)
    assert problem_shown(statistics) == "" and statistics.statistics.journeys == 2


def test_a_game_ending_on_a_full_disk_says_the_disk_is_full(
    start_program: StartProgram, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The disk is full when a game ends: the status bar says the statistics could not
    count it because the disk is full; the game is kept and its pictures are drawn."""
    connect: Callable[..., sqlite3.Connection] = stats._connect

    def full(*args: Any, **kwargs: Any) -> sqlite3.Connection:
        connection = connect(*args, **kwargs)
        connection.execute("PRAGMA max_page_count = 1")  # no page more than it has
        return connection

    monkeypatch.setattr(stats, "_connect", full)
    window = journey_window(start_program, qtbot)
    entry = finish(qtbot, window)
    message = window.statusBar().currentMessage()
    assert "disk is full" in message and "cannot rollback" not in message
    assert [e.id for e in Album().entries()] == [entry.id]
    pictures_drawn(qtbot, entry)


@pytest.fixture
def permissions_honoured(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """SQLite opens a file without write permission read-only, as it does for a user who
    is not root (tests may run as root, who may write anything)."""
    connect = sqlite3.connect

    def honouring(database: Any, *args: Any, **kwargs: Any) -> sqlite3.Connection:
        name = str(database)
        file = Path(name[len("file:") :].split("?", 1)[0]) if name.startswith("file:") else None
        file = file or Path(name)
        if file.exists() and not file.stat().st_mode & stat.S_IWUSR:
            kwargs["uri"] = True
            return connect(file.absolute().as_uri() + "?mode=ro", *args, **kwargs)
        return connect(database, *args, **kwargs)

    monkeypatch.setattr(sqlite3, "connect", honouring)
    yield


@pytest.mark.usefixtures("permissions_honoured")
def test_a_game_ending_on_a_read_only_database_is_counted(
    start_program: StartProgram, program_folders: ProgramFolders, qtbot: QtBot
) -> None:
    """The database file became read-only: the next game's end raises nothing; the
    database is set aside and made again from the album, and counts both games."""
    window = journey_window(start_program, qtbot)
    finish(qtbot, window)
    path = program_folders.data / stats.DATABASE_FILE
    path.chmod(0o444)
    assert window.program is not None
    entry = finish(qtbot, shown(qtbot, window.program.new_journey_window(SMALL_MAP, 6)))
    pictures_drawn(qtbot, entry)
    statistics = open_statistics(window)
    assert problem_shown(statistics) == "" and statistics.statistics.journeys == 2
    assert path.with_name(path.name + ".broken").exists()


def test_statistics_over_a_foreign_database_are_made_again(
    start_program: StartProgram, program_folders: ProgramFolders, qtbot: QtBot
) -> None:
    """A database whose tables have other columns: Game → Statistics opens and shows the
    album's games, the foreign file set aside and the database made again."""
    window = journey_window(start_program, qtbot)
    finish(qtbot, window)
    path = program_folders.data / stats.DATABASE_FILE
    path.unlink()
    foreign = sqlite3.connect(path)
    foreign.executescript(
        "CREATE TABLE games (id TEXT PRIMARY KEY, score INTEGER);"
        "CREATE TABLE seats (game_id TEXT, who TEXT);"
        f"PRAGMA user_version = {stats.SCHEMA_VERSION};"
    )
    foreign.close()
    statistics = open_statistics(window)
    qtbot.waitExposed(statistics)
    assert problem_shown(statistics) == "" and statistics.statistics.journeys == 1
    assert path.with_name(path.name + ".broken").exists()
