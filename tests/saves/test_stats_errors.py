"""The statistics database never throws SQLite's errors: a read-only, locked, foreign or
damaged file, two rebuilds at once and a full disk each end in a usable database or in a
message for the player (issue 45, item 4); a game of computers only is nobody's loss
(issue 44)."""

from __future__ import annotations

import contextlib
import datetime as dt
import sqlite3
import stat
import subprocess
import sys
import textwrap
import threading
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from journal_helpers import finished_journey, journey_record

from eighty_days.saves import stats
from eighty_days.saves.album import Album
from eighty_days.saves.stats import (
    MIGRATIONS,
    StatsDatabaseError,
    compute_statistics,
    open_database,
)
from eighty_days.saves.summary import summarize

TODAY = dt.date(2026, 12, 1)


def _album(folder: Path, seeds: tuple[int, ...] = (4, 5)) -> Album:
    album = Album(folder / "album")
    for seed in seeds:
        album.add(journey_record(finished_journey(seed)), finished_journey(seed))
    return album


def _ids(album: Album) -> set[str]:
    return {path.name.split(".", 1)[0] for path in album.save_paths()}


def _counted(path: Path) -> set[str]:
    """The ids in the database at ``path``, read with SQLite itself."""
    connection = sqlite3.connect(path)
    try:
        return {row[0] for row in connection.execute("SELECT id FROM games")}
    finally:
        connection.close()


@pytest.fixture
def permissions_honoured(monkeypatch: pytest.MonkeyPatch) -> None:
    """SQLite opens a file without write permission read-only, as it does for a user who
    is not root (tests may run as root, who may write anything)."""
    connect: Callable[..., sqlite3.Connection] = sqlite3.connect

    def honouring(database: Any, *args: Any, **kwargs: Any) -> sqlite3.Connection:
        name = str(database)
        file = Path(name[len("file:") :].split("?", 1)[0]) if name.startswith("file:") else None
        file = file or Path(name)
        if file.exists() and not file.stat().st_mode & stat.S_IWUSR:
            kwargs["uri"] = True
            return connect(file.absolute().as_uri() + "?mode=ro", *args, **kwargs)
        return connect(database, *args, **kwargs)

    monkeypatch.setattr(sqlite3, "connect", honouring)


@pytest.mark.usefixtures("permissions_honoured")
def test_a_read_only_database_is_set_aside_and_made_again(tmp_path: Path) -> None:
    """A database file that cannot be written: the games missing from it are counted in a
    new one made from the album; the old file is kept as ``.broken``."""
    album = _album(tmp_path, (4,))
    path = tmp_path / "stats.sqlite"
    open_database(path, album).close()
    path.chmod(0o444)
    album.add(journey_record(finished_journey(6)), finished_journey(6))
    database = open_database(path, album)
    assert database.ids() == _ids(album)
    database.close()
    assert (tmp_path / "stats.sqlite.broken").exists()
    assert path.stat().st_mode & stat.S_IWUSR


@pytest.mark.usefixtures("permissions_honoured")
def test_a_game_is_counted_though_the_database_is_read_only(tmp_path: Path) -> None:
    """``record_game`` on a read-only database: the game is counted in a database made
    again from the album."""
    album = _album(tmp_path, (4,))
    path = tmp_path / "stats.sqlite"
    open_database(path, album).close()
    path.chmod(0o444)
    entry = album.add(journey_record(finished_journey(6)), finished_journey(6))
    stats.record_game(entry.summary, path, album)
    assert _counted(path) == _ids(album)


@pytest.fixture
def quick_busy_timeout(monkeypatch: pytest.MonkeyPatch) -> None:
    """Wait a fifth of a second for a lock, not seconds."""
    monkeypatch.setattr(stats, "BUSY_TIMEOUT_SECONDS", 0.2, raising=False)


@contextlib.contextmanager
def locked(path: Path, how: str) -> Iterator[sqlite3.Connection]:
    """Another program holding ``path`` with a lock (``EXCLUSIVE``: no reading either;
    ``IMMEDIATE``: writing its own transaction)."""
    other = sqlite3.connect(path, isolation_level=None)
    other.execute(f"BEGIN {how}")
    other.execute("UPDATE games SET map = map")  # an exclusive lock is taken at the write
    try:
        yield other
    finally:
        other.execute("ROLLBACK")
        other.close()


@pytest.mark.usefixtures("quick_busy_timeout")
def test_a_locked_database_is_a_message_and_is_kept(tmp_path: Path) -> None:
    """Another program holds the database locked: opening it says it is busy, nothing is
    set aside, and once the lock goes every game is counted."""
    album = _album(tmp_path)
    path = tmp_path / "stats.sqlite"
    open_database(path, album).close()
    album.add(journey_record(finished_journey(6)), finished_journey(6))
    with locked(path, "EXCLUSIVE"), pytest.raises(StatsDatabaseError) as raised:
        open_database(path, album)
    assert "in use by another program" in str(raised.value)
    assert not raised.value.repairable
    assert not (tmp_path / "stats.sqlite.broken").exists()
    database = open_database(path, album)
    assert database.ids() == _ids(album)
    database.close()


@pytest.mark.usefixtures("quick_busy_timeout")
def test_a_game_ending_while_another_program_writes_is_a_message(tmp_path: Path) -> None:
    """Another program is writing: counting a game says the database is busy (no SQLite
    error escapes), and the next opening adds the game from the album."""
    album = _album(tmp_path)
    path = tmp_path / "stats.sqlite"
    open_database(path, album).close()
    entry = album.add(journey_record(finished_journey(6)), finished_journey(6))
    with locked(path, "IMMEDIATE"), pytest.raises(StatsDatabaseError) as raised:
        database = stats.StatsDatabase(path)
        try:
            database.record(entry.summary)
        finally:
            database.close()
    assert "in use by another program" in str(raised.value)
    assert _counted(path) == _ids(album) - {entry.id}
    open_database(path, album).close()
    assert _counted(path) == _ids(album)


@pytest.mark.parametrize("version", [0, len(MIGRATIONS)])
def test_a_database_with_foreign_columns_is_made_again(tmp_path: Path, version: int) -> None:
    """A database whose tables have other columns (another program's, or a hand-made one)
    is set aside and made again from the album, at any schema version it claims."""
    album = _album(tmp_path)
    path = tmp_path / "stats.sqlite"
    foreign = sqlite3.connect(path)
    foreign.executescript(
        "CREATE TABLE games (id TEXT PRIMARY KEY, score INTEGER);"
        "CREATE TABLE seats (game_id TEXT, who TEXT);"
        "INSERT INTO games VALUES ('someone-else', 3);"
        f"PRAGMA user_version = {version};"
    )
    foreign.close()
    database = open_database(path, album)
    assert {s.id for s in database.summaries()} == _ids(album)
    database.close()
    assert (tmp_path / "stats.sqlite.broken").exists()


def test_rows_another_program_wrote_are_made_again(tmp_path: Path) -> None:
    """The right columns holding what this program never writes (text for a number):
    reading the games sets the file aside and makes it again from the album."""
    album = _album(tmp_path)
    path = tmp_path / "stats.sqlite"
    open_database(path, album).close()
    other = sqlite3.connect(path)
    other.execute("UPDATE seats SET place = 'first', money = 'lots'")
    other.commit()
    other.close()
    assert {s.id for s in stats.read_summaries(path, album)} == _ids(album)
    assert (tmp_path / "stats.sqlite.broken").exists()


def test_two_rebuilds_at_once_both_succeed(tmp_path: Path) -> None:
    """Four programs find the database broken at the same moment and make it again: every
    one gets every game, a database is left in place, and no temporary file remains."""
    album = _album(tmp_path)
    path = tmp_path / "stats.sqlite"
    for _ in range(3):
        path.write_bytes(b"not a database " * 400)
        start = threading.Barrier(4)
        found: list[set[str] | BaseException] = []

        def open_it(start: threading.Barrier = start, found: list[Any] = found) -> None:
            start.wait()
            try:
                database = open_database(path, album)
                found.append({s.id for s in database.summaries()})
                database.close()
            except BaseException as error:  # the test reports it
                found.append(error)

        threads = [threading.Thread(target=open_it) for _ in range(4)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert found == [_ids(album)] * 4
        assert _counted(path) == _ids(album)
        assert not list(tmp_path.glob("stats.sqlite.rebuild*"))


def test_a_full_disk_says_the_disk_is_full(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A full disk while making the database, and while counting a game in it: the
    message says the disk is full, and the good database is not set aside."""
    album = _album(tmp_path)
    path = tmp_path / "stats.sqlite"
    connect = stats._connect
    monkeypatch.setattr(stats, "_connect", _full_connect(connect))
    with pytest.raises(StatsDatabaseError) as raised:
        open_database(path, album)
    assert "disk is full" in str(raised.value)
    monkeypatch.setattr(stats, "_connect", connect)
    open_database(path, album).close()
    before = _counted(path)
    entry = album.add(journey_record(finished_journey(6)), finished_journey(6))
    many = [replace(entry.summary, id=f"{entry.id}-{n}") for n in range(200)]
    monkeypatch.setattr(stats, "_connect", _full_connect(connect))
    with pytest.raises(StatsDatabaseError) as raised:
        database = stats.StatsDatabase(path)
        try:
            database.record_many(many)
        finally:
            database.close()
    assert "disk is full" in str(raised.value)
    assert not (tmp_path / "stats.sqlite.broken").exists()
    assert _counted(path) == before


def _full_connect(connect: Callable[..., sqlite3.Connection]) -> Callable[..., sqlite3.Connection]:
    """``connect`` whose databases may not grow by a page: the disk is full."""

    def full(*args: Any, **kwargs: Any) -> sqlite3.Connection:
        connection = connect(*args, **kwargs)
        connection.execute("PRAGMA max_page_count = 1")  # no more pages than it has now
        return connection

    return full


def test_a_game_of_computers_only_is_nobodys_loss() -> None:
    """A game no person played counts as no person's win or loss (issue 44), and in no
    figure of the people's."""
    state = finished_journey(4)
    computers = replace(
        journey_record(state),
        seats=tuple(
            replace(seat, human=False, level="easy") for seat in journey_record(state).seats
        ),
    )
    watched = summarize(
        state, computers.seats, game_id="w", finished_at="2026-12-01T10:00:00Z", map_name="m"
    )
    played = summarize(
        state,
        journey_record(state).seats,
        game_id="p",
        finished_at="2026-12-01T11:00:00Z",
        map_name="m",
    )
    figures = compute_statistics([watched, played], TODAY)
    assert figures.wins_by_level == {"easy": (int(played.human_won), 1)}
    assert figures.wins_by_players == {2: (int(played.human_won), 1)}
    assert figures.journeys == 1 and figures.computers_only == 1
    assert compute_statistics([watched], TODAY).wins_by_level == {}


OPENER = textwrap.dedent(
    """
    import sys
    from pathlib import Path
    from eighty_days.saves.album import Album
    from eighty_days.saves.stats import StatsDatabaseError, open_database
    sys.stdin.readline()  # all start together
    try:
        database = open_database(Path(sys.argv[1]), Album(Path(sys.argv[2])))
        print(len(database.summaries()))
        database.close()
    except StatsDatabaseError as error:
        print("message:", error)
    """
)


def test_two_programs_rebuilding_at_once_both_succeed(tmp_path: Path) -> None:
    """Three programs open a broken database at the same moment, twice over: each gets
    every game and a database is left in place (the issue's reproduction with processes)."""
    album = _album(tmp_path)
    path = tmp_path / "stats.sqlite"
    for _ in range(2):
        path.write_bytes(b"not a database " * 400)
        programs = [
            subprocess.Popen(
                [sys.executable, "-c", OPENER, str(path), str(album.folder)],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                text=True,
            )
            for _ in range(3)
        ]
        for program in programs:
            assert program.stdin is not None
            program.stdin.write("go\n")
            program.stdin.flush()
        answers = [program.communicate(timeout=60)[0].strip() for program in programs]
        assert answers == [str(len(_ids(album)))] * 3
        assert _counted(path) == _ids(album)
