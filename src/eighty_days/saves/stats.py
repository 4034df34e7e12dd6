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
import os
import sqlite3
import statistics as _statistics
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from eighty_days.messages import MessageError, define
from eighty_days.saves.album import Album
from eighty_days.saves.daily import streak
from eighty_days.saves.files import data_dir
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
)
SCHEMA_VERSION = len(MIGRATIONS)


class StatsDatabaseError(MessageError):
    """A database file that cannot be used (broken, not SQLite, from a newer program)."""


NEWER_SCHEMA = define(
    "stats.newer_schema",
    "the database has schema version {version}; this program knows {newest}",
)
DAMAGED = define("stats.damaged", "the database is damaged ({check})")


def _connect(path: Path) -> sqlite3.Connection:
    connection = sqlite3.connect(str(path), isolation_level=None, timeout=10)
    connection.execute("PRAGMA foreign_keys = ON")
    connection.execute("PRAGMA synchronous = FULL")
    return connection


def migrate(connection: sqlite3.Connection) -> int:
    """Bring the schema up to ``SCHEMA_VERSION``, each step in one transaction; the version."""
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
            connection.execute("ROLLBACK")
            raise
    return version


class StatsDatabase:
    """The statistics database at ``path`` (opened, checked and migrated)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            self.connection = _connect(path)
            check = self.connection.execute("PRAGMA quick_check").fetchone()
            if check is None or check[0] != "ok":
                raise StatsDatabaseError(DAMAGED(check=str(check)))
            migrate(self.connection)
        except (sqlite3.Error, OSError) as error:
            with contextlib.suppress(AttributeError, sqlite3.Error):
                self.connection.close()
            raise StatsDatabaseError(str(error)) from None
        except StatsDatabaseError:
            self.connection.close()
            raise

    def close(self) -> None:
        """Close the connection."""
        self.connection.close()

    def record(self, summary: GameSummary) -> None:
        """Write one finished game in one transaction (again: replaced)."""
        self.record_many([summary])

    def record_many(self, summaries: Iterable[GameSummary]) -> None:
        """Write finished games, all in one transaction."""
        connection = self.connection
        connection.execute("BEGIN IMMEDIATE")
        try:
            for summary in summaries:
                connection.execute("DELETE FROM games WHERE id = ?", (summary.id,))
                connection.execute(
                    "INSERT INTO games (id, game, finished_at, map, daily, practice, challenge)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (
                        summary.id,
                        summary.game,
                        summary.finished_at,
                        summary.map,
                        summary.daily,
                        int(summary.practice),
                        int(summary.challenge),
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
            connection.execute("COMMIT")
        except BaseException:
            with contextlib.suppress(sqlite3.Error):
                connection.execute("ROLLBACK")
            raise

    def ids(self) -> set[str]:
        """The ids of the games in the database."""
        return {row[0] for row in self.connection.execute("SELECT id FROM games")}

    def summaries(self) -> list[GameSummary]:
        """Every game in the database, oldest first."""
        seats: dict[str, list[SeatResult]] = {}
        for row in self.connection.execute(
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
            )
            for row in self.connection.execute(
                "SELECT id, game, finished_at, map, daily, practice, challenge FROM games"
                " ORDER BY finished_at, id"
            )
        ]


def database_path() -> Path:
    """Where the statistics database lives."""
    return data_dir() / DATABASE_FILE


def rebuild(path: Path, album: Album) -> StatsDatabase:
    """Make the database at ``path`` again from the album's saves (the old file is set
    aside as ``*.broken`` if there is one); the new file is built beside it and put in
    place at once, so a kill during a rebuild loses nothing."""
    temporary = path.with_name(path.name + ".rebuild")
    for stale in (temporary, Path(str(temporary) + "-journal")):
        with contextlib.suppress(FileNotFoundError):
            stale.unlink()
    fresh = StatsDatabase(temporary)
    fresh.record_many(s for s, _ in album.summaries_from_saves() if s is not None)
    fresh.close()
    if path.exists():
        with contextlib.suppress(OSError):
            os.replace(path, path.with_name(path.name + ".broken"))
    with contextlib.suppress(FileNotFoundError):
        Path(str(path) + "-journal").unlink()
    os.replace(temporary, path)
    return StatsDatabase(path)


def open_database(path: Path | None = None, album: Album | None = None) -> StatsDatabase:
    """The statistics database, made again from the album if it is missing or broken; games
    kept in the album but missing from it (a kill between the two writes) are added."""
    path = path if path is not None else database_path()
    album = album if album is not None else Album()
    if not path.exists():
        return rebuild(path, album)
    try:
        database = StatsDatabase(path)
        known = database.ids()
    except (StatsDatabaseError, sqlite3.Error):
        return rebuild(path, album)
    kept = {p.name.split(".", 1)[0] for p in album.save_paths()}
    missing = kept - known
    if missing:
        found = [album.read_meta(i) or album.summary_from_save(i) for i in sorted(missing)]
        database.record_many(s for s in found if s is not None)
    return database


# -- figures ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Statistics:
    """What the statistics window shows (figures over the people's seats)."""

    journeys: int = 0
    races: int = 0
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

    @property
    def in_time_share(self) -> float | None:
        """The share of journeys in time (None without journeys)."""
        done, total = self.in_time
        return done / total if total else None


def _best_human(summary: GameSummary) -> SeatResult | None:
    humans = [seat for seat in summary.humans if seat.fame]
    return max(humans, key=lambda seat: (seat.total or 0, -seat.place)) if humans else None


def compute_statistics(summaries: Iterable[GameSummary], today: _dt.date) -> Statistics:
    """The figures of ``summaries`` (games of any kind) on ``today`` (for the streak)."""
    games = sorted(summaries, key=lambda s: (s.finished_at, s.id))
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
    )


def daily_results(summaries: Iterable[GameSummary], day: str) -> list[GameSummary]:
    """The games of ``day``'s daily journey, oldest first (the official one first)."""
    return sorted(
        (s for s in summaries if s.daily == day), key=lambda s: (s.practice, s.finished_at)
    )
