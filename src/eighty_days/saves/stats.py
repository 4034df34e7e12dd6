"""The statistics: a SQLite database of finished games, and the figures made from it.

The database (``<data folder>/stats.sqlite``) holds one row per finished game and one per
seat. It is never the only copy of a game: every game is kept in the album as its save,
and the database is made again from the album when it is missing, broken, or written by
a newer program. ``PRAGMA user_version`` is the schema version; ``MIGRATIONS[n]`` takes a
database from version n to n + 1. A game is written in one transaction, so a kill during
the write leaves the game either wholly there or not at all (SQLite's journal).

``compute_statistics(summaries, today)`` makes the figures the statistics window shows;
it is pure, so tests compare it with figures computed from the saves.
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import errno
import functools
import os
import sqlite3
import statistics as _statistics
import tempfile
import time
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from eighty_days.messages import Message, MessageError, define
from eighty_days.saves.album import Album
from eighty_days.saves.daily import streak
from eighty_days.saves.files import data_dir
from eighty_days.saves.format import os_reason
from eighty_days.saves.games import JOURNEY, RACE
from eighty_days.saves.summary import CATEGORIES, GameSummary, SeatResult

DATABASE_FILE = "stats.sqlite"

#: Schema steps: ``MIGRATIONS[n]`` takes version n to n + 1.
MIGRATIONS: tuple[str, ...] = (
    # 0 → 1: games and seats
    """
    CREATE TABLE games (
        id TEXT PRIMARY KEY,
        game TEXT NOT NULL,
        finished_at TEXT NOT NULL,
        map TEXT NOT NULL,
        daily TEXT NOT NULL DEFAULT '',
        practice INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE seats (
        game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        name TEXT NOT NULL,
        human INTEGER NOT NULL,
        level TEXT NOT NULL,
        won INTEGER NOT NULL,
        place INTEGER NOT NULL,
        money INTEGER, calendar INTEGER, balloons INTEGER, areas INTEGER, adventures INTEGER,
        arrival_day INTEGER,
        in_time INTEGER NOT NULL,
        PRIMARY KEY (game_id, seat)
    );
    """,
    # 1 → 2: challenge games marked; games found by date quickly
    """
    ALTER TABLE games ADD COLUMN challenge INTEGER NOT NULL DEFAULT 0;
    CREATE INDEX games_by_time ON games (finished_at);
    """,
    # 2 → 3: the hints the people asked for (Game → Hint)
    """
    ALTER TABLE games ADD COLUMN hints INTEGER NOT NULL DEFAULT 0;
    """,
)
SCHEMA_VERSION = len(MIGRATIONS)


#: How long a write waits for another program holding the database (SQLite's busy timeout).
BUSY_TIMEOUT_SECONDS = 3.0
#: A rebuild's temporary file older than this is left over from a killed program.
STALE_REBUILD_SECONDS = 3600.0
REBUILD_PREFIX = ".rebuild-"
BROKEN_SUFFIX = ".broken"

NEWER_SCHEMA = define(
    "stats.newer_schema",
    "the database has schema version {version}; this program knows {newest}",
)
DAMAGED = define("stats.damaged", "the database is damaged ({check})")
FOREIGN = define("stats.foreign", "the database's tables are not this program's ({detail})")
BUSY = define(
    "stats.busy", "the statistics database is in use by another program (it stayed locked)"
)
DISK_FULL = define("stats.disk_full", "the disk is full: there is no room for the statistics")
READ_ONLY = define("stats.read_only", "the statistics database cannot be written ({reason})")
FAILED = define("stats.failed", "the statistics database failed: {reason}")

# SQLite's primary result codes (the low byte of an extended code)
_SQLITE_PERM, _SQLITE_BUSY, _SQLITE_LOCKED, _SQLITE_READONLY, _SQLITE_IOERR = 3, 5, 6, 8, 10
_SQLITE_CORRUPT, _SQLITE_FULL, _SQLITE_NOTADB = 11, 13, 26


class StatsDatabaseError(MessageError):
    """The statistics database cannot be used; ``message`` says why for the player.

    ``repairable`` is whether setting the file aside and making it again from the album
    helps (a damaged, foreign, newer or read-only file), not when the database is busy in
    another program or the disk is full.
    """

    def __init__(self, message: Message | str, *, repairable: bool = True) -> None:
        super().__init__(message)
        self.repairable = repairable


def _failure(error: sqlite3.Error | OSError) -> StatsDatabaseError:
    """The ``StatsDatabaseError`` saying what ``error`` of SQLite or the system means."""
    text = str(error)
    if isinstance(error, OSError):
        if error.errno in (errno.ENOSPC, errno.EDQUOT):
            return StatsDatabaseError(DISK_FULL(), repairable=False)
        if error.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
            return StatsDatabaseError(READ_ONLY(reason=os_reason(error)), repairable=False)
        return StatsDatabaseError(FAILED(reason=os_reason(error)), repairable=False)
    code = getattr(error, "sqlite_errorcode", None)
    primary = code & 0xFF if isinstance(code, int) else None
    if primary == _SQLITE_FULL or "disk is full" in text:
        return StatsDatabaseError(DISK_FULL(), repairable=False)
    if primary in (_SQLITE_BUSY, _SQLITE_LOCKED) or "database is locked" in text:
        return StatsDatabaseError(BUSY(), repairable=False)
    if primary in (_SQLITE_READONLY, _SQLITE_PERM) or "readonly database" in text:
        return StatsDatabaseError(READ_ONLY(reason=text))
    if primary == _SQLITE_IOERR:  # the disk failed, not the file: it is kept
        return StatsDatabaseError(FAILED(reason=text), repairable=False)
    if primary in (_SQLITE_CORRUPT, _SQLITE_NOTADB):
        return StatsDatabaseError(DAMAGED(check=text))
    if "no such column" in text or "has no column" in text or "no such table" in text:
        return StatsDatabaseError(FOREIGN(detail=text))
    # a file that cannot be opened (gone a moment ago, or not a file) is made again
    return StatsDatabaseError(FAILED(reason=text))


@contextlib.contextmanager
def _translated() -> Iterator[None]:
    """SQLite's and the system's errors inside as ``StatsDatabaseError``."""
    try:
        yield
    except (sqlite3.Error, OSError) as error:
        raise _failure(error) from None


def _connect(path: Path, *, create: bool = True) -> sqlite3.Connection:
    """A connection to ``path`` that waits ``BUSY_TIMEOUT_SECONDS`` for another program's
    lock (``create=False``: the file must exist, nothing is made in its place)."""
    if create:
        connection = sqlite3.connect(str(path), isolation_level=None, timeout=BUSY_TIMEOUT_SECONDS)
    else:
        connection = sqlite3.connect(
            path.absolute().as_uri() + "?mode=rw",
            isolation_level=None,
            timeout=BUSY_TIMEOUT_SECONDS,
            uri=True,
        )
    connection.execute("PRAGMA foreign_keys = ON")
    connection.execute("PRAGMA synchronous = FULL")
    return connection


def migrate(connection: sqlite3.Connection) -> int:
    """Bring the schema up to ``SCHEMA_VERSION``, each step in one transaction; the version
    (``StatsDatabaseError`` for a newer schema; SQLite's own errors as they come)."""
    version = int(connection.execute("PRAGMA user_version").fetchone()[0])
    if version > SCHEMA_VERSION:
        raise StatsDatabaseError(NEWER_SCHEMA(version=version, newest=SCHEMA_VERSION))
    while version < SCHEMA_VERSION:
        connection.execute("BEGIN IMMEDIATE")
        try:
            for statement in MIGRATIONS[version].split(";"):
                if statement.strip():
                    connection.execute(statement)
            version += 1
            connection.execute(f"PRAGMA user_version = {version}")
            connection.execute("COMMIT")
        except BaseException:
            # SQLite may have rolled back already (a full disk): the first error counts
            with contextlib.suppress(sqlite3.Error):
                connection.execute("ROLLBACK")
            raise
    return version


@functools.cache
def expected_columns() -> dict[str, frozenset[str]]:
    """The columns of each table of the current schema (made by the migrations)."""
    connection = sqlite3.connect(":memory:", isolation_level=None)
    try:
        migrate(connection)
        tables = [
            row[0]
            for row in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
        ]
        return {table: _columns(connection, table) for table in tables}
    finally:
        connection.close()


def _columns(connection: sqlite3.Connection, table: str) -> frozenset[str]:
    return frozenset(row[1] for row in connection.execute(f"PRAGMA table_info('{table}')"))


def _check_tables(connection: sqlite3.Connection) -> None:
    """``StatsDatabaseError`` if a table of the schema lacks a column (another program's)."""
    for table, wanted in expected_columns().items():
        missing = wanted - _columns(connection, table)
        if missing:
            detail = f"{table}: no {', '.join(sorted(missing))}"
            raise StatsDatabaseError(FOREIGN(detail=detail))


class StatsDatabase:
    """The statistics database at ``path`` (opened, checked and migrated).

    Every method raises ``StatsDatabaseError`` (with a message for the player) and nothing
    else when the database cannot be used.
    """

    def __init__(self, path: Path, *, create: bool = True) -> None:
        self.path = path
        self.connection: sqlite3.Connection | None = None
        try:
            with _translated():
                path.parent.mkdir(parents=True, exist_ok=True)
                self.connection = _connect(path, create=create)
                check = self.connection.execute("PRAGMA quick_check").fetchone()
                if check is None or check[0] != "ok":
                    raise StatsDatabaseError(DAMAGED(check=str(check)))
                migrate(self.connection)
                _check_tables(self.connection)
        except StatsDatabaseError:
            self.close()
            raise

    @property
    def _open(self) -> sqlite3.Connection:
        if self.connection is None:
            raise StatsDatabaseError(FAILED(reason="closed"), repairable=False)
        return self.connection

    def close(self) -> None:
        """Close the connection (again: nothing)."""
        if self.connection is not None:
            with contextlib.suppress(sqlite3.Error):
                self.connection.close()
            self.connection = None

    def record(self, summary: GameSummary) -> None:
        """Write one finished game in one transaction (again: replaced)."""
        self.record_many([summary])

    def record_many(self, summaries: Iterable[GameSummary]) -> None:
        """Write finished games, all in one transaction (none of them if it fails)."""
        connection = self._open
        with _translated():
            connection.execute("BEGIN IMMEDIATE")
            try:
                for summary in summaries:
                    self._write(connection, summary)
                connection.execute("COMMIT")
            except BaseException:
                # SQLite may have rolled back already (a full disk): the first error counts
                with contextlib.suppress(sqlite3.Error):
                    connection.execute("ROLLBACK")
                raise

    @staticmethod
    def _write(connection: sqlite3.Connection, summary: GameSummary) -> None:
        connection.execute("DELETE FROM games WHERE id = ?", (summary.id,))
        connection.execute(
            "INSERT INTO games (id, game, finished_at, map, daily, practice, challenge, hints)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (
                summary.id,
                summary.game,
                summary.finished_at,
                summary.map,
                summary.daily,
                int(summary.practice),
                int(summary.challenge),
                int(summary.hints),
            ),
        )
        for index, seat in enumerate(summary.seats):
            fame: Sequence[int | None] = seat.fame or (None,) * len(CATEGORIES)
            connection.execute(
                "INSERT INTO seats (game_id, seat, name, human, level, won, place, money,"
                " calendar, balloons, areas, adventures, arrival_day, in_time)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    summary.id,
                    index,
                    seat.name,
                    int(seat.human),
                    seat.level,
                    int(seat.won),
                    seat.place,
                    *fame,
                    seat.arrival_day,
                    int(seat.in_time),
                ),
            )

    def ids(self) -> set[str]:
        """The ids of the games in the database."""
        with _translated():
            return {row[0] for row in self._open.execute("SELECT id FROM games")}

    def summaries(self) -> list[GameSummary]:
        """Every game in the database, oldest first."""
        with _translated():
            try:
                return self._summaries(self._open)
            except (ValueError, TypeError) as error:  # values this program never writes
                raise StatsDatabaseError(FOREIGN(detail=str(error))) from None

    @staticmethod
    def _summaries(connection: sqlite3.Connection) -> list[GameSummary]:
        seats: dict[str, list[SeatResult]] = {}
        for row in connection.execute(
            "SELECT game_id, name, human, level, won, place, money, calendar, balloons, areas,"
            " adventures, arrival_day, in_time FROM seats ORDER BY game_id, seat"
        ):
            fame = tuple(int(v) for v in row[6:11]) if row[6] is not None else ()
            seats.setdefault(row[0], []).append(
                SeatResult(
                    row[1],
                    bool(row[2]),
                    row[3],
                    bool(row[4]),
                    int(row[5]),
                    fame,
                    row[11],
                    bool(row[12]),
                )
            )
        return [
            GameSummary(
                row[0],
                row[1],
                row[2],
                row[3],
                tuple(seats.get(row[0], ())),
                row[4],
                bool(row[5]),
                bool(row[6]),
                int(row[7]),
            )
            for row in connection.execute(
                "SELECT id, game, finished_at, map, daily, practice, challenge, hints FROM games"
                " ORDER BY finished_at, id"
            )
        ]


def database_path() -> Path:
    """Where the statistics database lives."""
    return data_dir() / DATABASE_FILE


def _remove_quietly(path: Path) -> None:
    with contextlib.suppress(OSError):
        path.unlink()


def _remove_stale_rebuilds(path: Path) -> None:
    """Remove the temporary files of rebuilds killed long ago (never a running one's)."""
    now = time.time()
    with contextlib.suppress(OSError):
        for entry in os.scandir(path.parent):
            if entry.name.startswith(path.name + REBUILD_PREFIX):
                with contextlib.suppress(OSError):
                    if now - entry.stat().st_mtime > STALE_REBUILD_SECONDS:
                        os.unlink(entry.path)


def file_identity(path: Path) -> tuple[int, int] | None:
    """The file at ``path`` as the system knows it (device, inode), None if there is none."""
    try:
        found = path.stat()
    except OSError:
        return None
    return (found.st_dev, found.st_ino)


def set_aside(path: Path, identity: tuple[int, int] | None) -> None:
    """Move the unusable database at ``path`` out of the way as ``*.broken`` (kept for a
    look), if it is still the file judged (``identity``): a database another program has
    put in its place since is left alone. Nothing if it cannot be moved."""
    if identity is None or file_identity(path) != identity:
        return
    with contextlib.suppress(OSError):
        os.replace(path, path.with_name(path.name + BROKEN_SUFFIX))


def _usable(path: Path) -> StatsDatabase | None:
    """The database at ``path`` if it exists and can be used, else None (never made)."""
    if not path.exists():
        return None
    try:
        return StatsDatabase(path, create=False)
    except StatsDatabaseError:
        return None


def rebuild(path: Path, album: Album) -> StatsDatabase:
    """Make the database at ``path`` again from the album's saves.

    The new file is built under a name of its own beside ``path`` and put in place at once,
    so a kill during a rebuild loses nothing and rebuilds running at once (two programs)
    never meet. If another rebuild has put a usable database in place meanwhile, that one
    is kept; an unusable file is set aside as ``*.broken``. ``StatsDatabaseError`` (a
    message saying why: the disk is full, the folder is read-only…) if it cannot be made.
    """
    with _translated():
        path.parent.mkdir(parents=True, exist_ok=True)
        _remove_stale_rebuilds(path)
        handle, name = tempfile.mkstemp(prefix=path.name + REBUILD_PREFIX, dir=path.parent)
        os.close(handle)
    temporary = Path(name)
    try:
        fresh = StatsDatabase(temporary)
        try:
            fresh.record_many(s for s, _ in album.summaries_from_saves() if s is not None)
        finally:
            fresh.close()
        judged = file_identity(path)
        existing = _usable(path)
        if existing is not None:  # another program made it again meanwhile
            return existing
        set_aside(path, judged)
        with _translated():
            # a journal left by the old file must never be played back into the new one
            _remove_quietly(Path(f"{path}-journal"))
            os.replace(temporary, path)
    finally:
        _remove_quietly(temporary)
        _remove_quietly(Path(f"{temporary}-journal"))
    return StatsDatabase(path, create=False)


def open_database(path: Path | None = None, album: Album | None = None) -> StatsDatabase:
    """The statistics database, made again from the album if it is missing or cannot be
    used (the unusable file set aside); games kept in the album but missing from it (a kill
    between the two writes) are added.

    ``StatsDatabaseError`` (with a message for the player) if it cannot be had: busy in
    another program, the disk full, the folder read-only.
    """
    path = path if path is not None else database_path()
    album = album if album is not None else Album()
    identity = file_identity(path)
    if identity is None:
        return rebuild(path, album)
    try:
        database = StatsDatabase(path, create=False)
    except StatsDatabaseError as error:
        if not error.repairable:
            raise
        set_aside(path, identity)
        return rebuild(path, album)
    try:
        known = database.ids()
        kept = {p.name.split(".", 1)[0] for p in album.save_paths()}
        missing = kept - known
        if missing:
            found = [album.read_meta(i) or album.summary_from_save(i) for i in sorted(missing)]
            database.record_many(s for s in found if s is not None)
    except StatsDatabaseError as error:
        database.close()
        if not error.repairable:
            raise
        set_aside(path, identity)
        return rebuild(path, album)
    return database


def record_game(summary: GameSummary, path: Path | None = None, album: Album | None = None) -> None:
    """Count the finished game ``summary`` (already kept in the album) in the database.

    A database that cannot take it is set aside and made again from the album (which holds
    the game). ``StatsDatabaseError`` with a message for the player if it still cannot be
    counted; the album keeps the game and the next opening adds it.
    """
    path = path if path is not None else database_path()
    album = album if album is not None else Album()
    database = open_database(path, album)
    identity = file_identity(path)
    try:
        database.record(summary)
    except StatsDatabaseError as error:
        if not error.repairable:
            raise
        database.close()
        set_aside(path, identity)
        rebuild(path, album).close()
    finally:
        database.close()


def read_summaries(path: Path | None = None, album: Album | None = None) -> list[GameSummary]:
    """Every counted game, oldest first; a database whose rows cannot be read is set aside
    and made again from the album (``StatsDatabaseError`` with a message if the database
    cannot be had)."""
    path = path if path is not None else database_path()
    album = album if album is not None else Album()
    database = open_database(path, album)
    identity = file_identity(path)
    try:
        return database.summaries()
    except StatsDatabaseError as error:
        if not error.repairable:
            raise
        database.close()
        set_aside(path, identity)
        database = rebuild(path, album)
        return database.summaries()
    finally:
        database.close()


# -- figures ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Statistics:
    """What the statistics window shows (figures over the people's seats)."""

    journeys: int = 0
    races: int = 0
    #: games played by computers only (watched): in none of the figures below
    computers_only: int = 0
    #: opponent level (``""`` for games between people only) → (games a person won, games)
    wins_by_level: dict[str, tuple[int, int]] = field(default_factory=dict)
    #: player count → (games a person won, games)
    wins_by_players: dict[int, tuple[int, int]] = field(default_factory=dict)
    best_fame: int | None = None
    median_fame: float | None = None
    #: per journey, oldest first: (date, fame per category) of the best person's seat
    fame_over_time: tuple[tuple[str, tuple[int, ...]], ...] = ()
    best_arrival: int | None = None
    median_arrival: float | None = None
    #: journeys (people's seats) that arrived in time, of all
    in_time: tuple[int, int] = (0, 0)
    daily_streak: int = 0
    daily_best: int | None = None
    daily_played: int = 0
    #: the hints the people asked for (Game → Hint), in all their games
    hints: int = 0

    @property
    def in_time_share(self) -> float | None:
        """The share of journeys in time (None without journeys)."""
        done, total = self.in_time
        return done / total if total else None


def _best_human(summary: GameSummary) -> SeatResult | None:
    humans = [seat for seat in summary.humans if seat.fame]
    return max(humans, key=lambda seat: (seat.total or 0, -seat.place)) if humans else None


def compute_statistics(summaries: Iterable[GameSummary], today: _dt.date) -> Statistics:
    """The figures of ``summaries`` (games of any kind) on ``today`` (for the streak): the
    people's results; a game played by computers only is counted apart (``computers_only``)
    and is no person's win or loss."""
    ordered = sorted(summaries, key=lambda s: (s.finished_at, s.id))
    # a game no person played is nobody's win or loss: the figures are the people's
    games = [s for s in ordered if s.humans]
    journeys = [s for s in games if s.game == JOURNEY]
    races = [s for s in games if s.game == RACE]
    by_level: dict[str, list[int]] = {}
    by_players: dict[int, list[int]] = {}
    for summary in games:
        level_row = by_level.setdefault(summary.opponent_level, [0, 0])
        players_row = by_players.setdefault(len(summary.seats), [0, 0])
        for row in (level_row, players_row):
            row[0] += int(summary.human_won)
            row[1] += 1
    fames: list[int] = []
    arrivals: list[int] = []
    in_time = [0, 0]
    over_time: list[tuple[str, tuple[int, ...]]] = []
    for summary in journeys:
        for seat in summary.humans:
            fames.append(seat.total or 0)
            in_time[1] += 1
            if seat.in_time:
                in_time[0] += 1
            if seat.arrival_day is not None:
                arrivals.append(seat.arrival_day)
        best = _best_human(summary)
        if best is not None:
            over_time.append((summary.finished_at[:10], best.fame))
    official = [s for s in journeys if s.daily and not s.practice]
    daily_best = [b.total or 0 for s in official if (b := _best_human(s)) is not None]
    official_days = set()
    for summary in official:
        with contextlib.suppress(ValueError):
            official_days.add(_dt.date.fromisoformat(summary.daily))
    return Statistics(
        journeys=len(journeys),
        races=len(races),
        computers_only=len(ordered) - len(games),
        wins_by_level={k: (v[0], v[1]) for k, v in sorted(by_level.items())},
        wins_by_players={k: (v[0], v[1]) for k, v in sorted(by_players.items())},
        best_fame=max(fames) if fames else None,
        median_fame=_statistics.median(fames) if fames else None,
        fame_over_time=tuple(over_time),
        best_arrival=min(arrivals) if arrivals else None,
        median_arrival=_statistics.median(arrivals) if arrivals else None,
        in_time=(in_time[0], in_time[1]),
        daily_streak=streak(official_days, today),
        daily_best=max(daily_best) if daily_best else None,
        daily_played=len(official_days),
        hints=sum(s.hints for s in games),
    )
