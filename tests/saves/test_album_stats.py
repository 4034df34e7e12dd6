"""The album keeps every finished game; the statistics database is made from it, survives
a kill during its write and is made again when deleted or broken (issue 26)."""

from __future__ import annotations

import datetime as dt
import os
import signal
import sqlite3
import statistics
import subprocess
import sys
import textwrap
from dataclasses import replace
from pathlib import Path

import pytest
from journal_helpers import finished_journey, finished_race, journey_record, race_record

from eighty_days.engine.journey import LAST_DAY, outcome
from eighty_days.saves import load_save
from eighty_days.saves.album import Album
from eighty_days.saves.stats import (
    SCHEMA_VERSION,
    StatsDatabase,
    compute_statistics,
    open_database,
)

TODAY = dt.date(2026, 12, 1)


def _fill(album: Album) -> None:
    """Three journeys (one a daily, one against normal opponents) and a race."""
    album.add(journey_record(finished_journey(4)), finished_journey(4))
    album.add(
        journey_record(finished_journey(5, 3), "normal"), finished_journey(5, 3), daily="2026-12-01"
    )
    album.add(journey_record(finished_journey(6)), finished_journey(6), daily="2026-11-30")
    album.add(race_record(finished_race(3)), finished_race(3))


def _figures_from_saves(album: Album) -> dict[str, object]:
    """The figures computed independently, straight from the kept saves."""
    fames, arrivals, in_time, journeys, races, won_easy = [], [], 0, 0, 0, [0, 0]
    for path in album.save_paths():
        loaded = load_save(path)
        if loaded.record.game != "journey-2024":
            races += 1
            continue
        journeys += 1
        result = outcome(loaded.state)
        person = loaded.state.players[0]
        fames.append(result.scores[0].total)
        if person.arrived:
            arrivals.append(person.day)
            in_time += person.day <= LAST_DAY
        if loaded.record.seats[1].level == "easy":
            won_easy[1] += 1
            won_easy[0] += 0 in result.winners
    return {
        "journeys": journeys,
        "races": races,
        "best": max(fames),
        "median": statistics.median(fames),
        "arrival": min(arrivals) if arrivals else None,
        "in_time": (in_time, journeys),
        "won_easy": won_easy,
    }


def test_the_statistics_match_the_saves(tmp_path: Path) -> None:
    """After a few games, the database's figures are those computed from the saves."""
    album = Album(tmp_path / "album")
    _fill(album)
    database = open_database(tmp_path / "stats.sqlite", album)
    figures = compute_statistics(database.summaries(), TODAY)
    expected = _figures_from_saves(album)
    assert (figures.journeys, figures.races) == (expected["journeys"], expected["races"]) == (3, 1)
    assert figures.best_fame == expected["best"]
    assert figures.median_fame == expected["median"]
    assert figures.best_arrival == expected["arrival"]
    assert figures.in_time == expected["in_time"]
    journey_easy = [s for s in database.summaries() if s.opponent_level == "easy"]
    assert len(journey_easy) == 3  # two journeys and the race
    assert figures.wins_by_level["normal"][1] == 1
    assert figures.wins_by_players[3] == (int(0 in outcome(finished_journey(5, 3)).winners), 1)
    assert figures.daily_streak == 2 and figures.daily_played == 2
    assert len(figures.fame_over_time) == 3
    best_fame = figures.best_fame
    assert best_fame is not None
    assert all(sum(fame) <= best_fame for _, fame in figures.fame_over_time)
    database.close()


def test_the_database_is_made_again_when_deleted_or_broken(tmp_path: Path) -> None:
    """Deleted: made again from the album; garbage: set aside and made again."""
    album = Album(tmp_path / "album")
    _fill(album)
    path = tmp_path / "stats.sqlite"
    first = open_database(path, album)
    before = compute_statistics(first.summaries(), TODAY)
    first.close()
    path.unlink()
    again = open_database(path, album)
    assert compute_statistics(again.summaries(), TODAY) == before
    again.close()
    path.write_bytes(b"this is not a database" * 100)
    broken = open_database(path, album)
    assert compute_statistics(broken.summaries(), TODAY) == before
    assert (tmp_path / "stats.sqlite.broken").exists()
    broken.close()


def test_a_game_kept_but_not_counted_is_added(tmp_path: Path) -> None:
    """A kill between keeping the save and writing the database: the next open adds it."""
    album = Album(tmp_path / "album")
    album.add(journey_record(finished_journey(4)), finished_journey(4))
    open_database(tmp_path / "stats.sqlite", album).close()
    album.add(journey_record(finished_journey(6)), finished_journey(6))
    database = open_database(tmp_path / "stats.sqlite", album)
    assert len(database.summaries()) == 2
    database.close()


def test_the_schema_is_versioned_and_migrated(tmp_path: Path) -> None:
    """A version-1 database gets the challenge column; a newer one is made again."""
    path = tmp_path / "stats.sqlite"
    old = sqlite3.connect(path)
    from eighty_days.saves.stats import MIGRATIONS

    old.executescript(MIGRATIONS[0] + "PRAGMA user_version = 1;")
    old.execute("INSERT INTO games VALUES ('x', 'race-1986', '2026-01-01T00:00:00Z', 'm', '', 0)")
    old.commit()
    old.close()
    database = StatsDatabase(path)
    assert database.connection is not None
    assert database.connection.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert database.summaries()[0].challenge is False
    database.connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 5}")
    database.close()
    album = Album(tmp_path / "album")
    reopened = open_database(path, album)  # from a newer program: made again (empty album)
    assert reopened.summaries() == []
    reopened.close()


def test_the_caption_is_made_again_from_the_save(tmp_path: Path) -> None:
    """A lost caption file is written again from the save; the daily mark of a lost caption
    is gone but the game is kept."""
    album = Album(tmp_path / "album")
    entry = album.add(journey_record(finished_journey(4)), finished_journey(4))
    album.meta_path(entry.id).unlink()
    assert album.entries() == []
    assert album.repair() == 1
    assert [e.summary for e in album.entries()] == [entry.summary]


WRITER = textwrap.dedent(
    """
    import sys, dataclasses
    from pathlib import Path
    from eighty_days.saves.stats import StatsDatabase
    from eighty_days.saves.summary import GameSummary, SeatResult
    database = StatsDatabase(Path(sys.argv[1]))
    seats = tuple(SeatResult(f"P{i}", i == 0, "" if i == 0 else "easy", i == 0, i + 1,
                             (1, 2, 3, 4, 5), 70 + i, True) for i in range(4))
    n = 0
    while True:
        games = [GameSummary(f"g{n}-{k}", "journey-2024", "2026-12-01T10:00:00Z", "w", seats)
                 for k in range(50)]
        database.record_many(games)
        n += 1
        print(n, flush=True)
    """
)


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX")
def test_the_database_survives_a_kill_during_its_write(tmp_path: Path) -> None:
    """SIGKILL a process writing games: the database opens, is intact, and every game in
    it is whole (all its seats), none half-written."""
    path = tmp_path / "stats.sqlite"
    process = subprocess.Popen(
        [sys.executable, "-c", WRITER, str(path)], stdout=subprocess.PIPE, text=True
    )
    assert process.stdout is not None
    for line in process.stdout:
        if int(line) >= 3:
            break
    os.kill(process.pid, signal.SIGKILL)
    process.wait(timeout=30)
    assert process.returncode == -signal.SIGKILL
    database = StatsDatabase(path)  # raises if damaged
    assert database.connection is not None
    assert database.connection.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    summaries = database.summaries()
    assert len(summaries) >= 150 and len(summaries) % 50 == 0  # whole transactions only
    assert all(len(s.seats) == 4 for s in summaries)
    database.close()
    album = Album(tmp_path / "album")
    open_database(path, album).close()  # and the program's own opening keeps it


def test_the_captions_cache_follows_the_album(tmp_path: Path) -> None:
    """The album reads its captions from one cache file, made again when deleted or
    broken, and following every game kept or removed."""
    album = Album(tmp_path / "album")
    _fill(album)
    listed = [entry.summary for entry in album.entries()]
    index = album.folder / "index.json"
    assert index.exists() and len(listed) == 4
    index.write_text("{broken", encoding="utf-8")
    assert [entry.summary for entry in album.entries()] == listed
    index.unlink()
    assert [entry.summary for entry in album.entries()] == listed
    added = album.add(journey_record(finished_journey(7)), finished_journey(7))
    assert len(album.entries()) == 5
    added.save_path.unlink()
    assert [entry.summary for entry in album.entries()] == listed


def test_of_games_ended_in_the_same_second_the_one_kept_last_comes_first(
    tmp_path: Path,
) -> None:
    """The end time keeps whole seconds: games kept one after the other within a second
    (a challenge finished just after the game it answers) are listed newest first all the
    same, whatever their ids' digests."""
    album = Album(tmp_path / "album")
    kept = []
    for seed in (4, 5, 6, 7, 8, 9):
        record = replace(journey_record(finished_journey(seed)), saved_at="2026-12-06T08:49:21Z")
        entry = album.add(record, finished_journey(seed))
        stamp = 1_800_000_000_000_000_000 + seed * 1000
        os.utime(entry.save_path, ns=(stamp, stamp))
        kept.append(entry.id)
    assert sorted(kept) != kept[::-1]  # the ids alone would order them otherwise
    assert [entry.id for entry in album.entries()] == kept[::-1]
