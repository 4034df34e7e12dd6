"""The hints asked in a game (Game → Hint, issue 47) are kept with the game: in the info of
a game in progress, in the finished game's caption, in the statistics database (schema 3,
migrated from 2) and its figures."""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from pathlib import Path

import pytest
from journal_helpers import finished_journey, journey_record

from eighty_days.saves.album import Album
from eighty_days.saves.inprogress import GameInfo
from eighty_days.saves.stats import (
    MIGRATIONS,
    SCHEMA_VERSION,
    StatsDatabase,
    compute_statistics,
)
from eighty_days.saves.summary import GameSummary


def test_the_hints_are_kept_in_the_caption_and_the_database(tmp_path: Path) -> None:
    """A game kept with 3 hints says so in its caption, in the database and the figures;
    a game kept without says 0."""
    album = Album(tmp_path / "album")
    hinted = album.add(journey_record(finished_journey(4)), finished_journey(4), hints=3)
    plain = album.add(journey_record(finished_journey(5)), finished_journey(5))
    meta = album.read_meta(hinted.summary.id)
    from_save = album.summary_from_save(hinted.summary.id)
    assert meta is not None and meta.hints == 3
    assert from_save is not None and from_save.hints == 3
    database = StatsDatabase(tmp_path / "stats.sqlite")
    database.record_many([hinted.summary, plain.summary])
    by_id = {s.id: s.hints for s in database.summaries()}
    assert by_id == {hinted.summary.id: 3, plain.summary.id: 0}
    assert compute_statistics(database.summaries(), dt.date(2026, 12, 1)).hints == 3
    database.close()


def test_a_version_2_database_gets_the_hints_column(tmp_path: Path) -> None:
    """A database of schema 2 is migrated: its games have no hints."""
    path = tmp_path / "stats.sqlite"
    old = sqlite3.connect(path)
    old.executescript(MIGRATIONS[0] + MIGRATIONS[1] + "PRAGMA user_version = 2;")
    old.execute(
        "INSERT INTO games VALUES ('x', 'race-1986', '2026-01-01T00:00:00Z', 'm', '', 0, 0)"
    )
    old.commit()
    old.close()
    database = StatsDatabase(path)
    assert database.connection is not None
    assert database.connection.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 3
    assert database.summaries()[0].hints == 0
    database.close()


@pytest.mark.parametrize("bad", [-1, "2", 1.5, True])
def test_a_caption_with_a_bad_hint_count_is_refused(bad: object) -> None:
    """A caption whose hint count is not a whole number of at least 0 is malformed."""
    data = GameSummary("g", "race-1986", "2026-01-01T00:00:00Z", "m", ()).to_dict()
    assert GameSummary.from_dict(data).hints == 0
    with pytest.raises(ValueError):
        GameSummary.from_dict({**data, "hints": bad})


@pytest.mark.parametrize(
    ("written", "read"),
    [(2, 2), (0, 0), (-1, 0), ("3", 0), (True, 0), (1.0, 0), (10**9, 0)],
)
def test_a_game_in_progress_keeps_its_hint_count(written: object, read: int) -> None:
    """The info of a game in progress keeps its hints; a count the program never writes
    reads as none."""
    text = json.dumps({"daily": "", "practice": False, "finished": False, "hints": written})
    assert GameInfo.from_text(text).hints == read
    assert GameInfo.from_text(json.dumps(GameInfo(hints=4).to_dict())) == GameInfo(hints=4)
