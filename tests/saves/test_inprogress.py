"""The store of games in progress (issue 44) and the album's temporary files (issue 45,
item 3), pure: ids and files, the move of an earlier version's autosave, the locks that keep
two programs on one data folder apart (issue 45, item 7), and the recovery of an album entry
a kill left in a temporary file."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from journal_helpers import finished_journey, journey_record
from saves_helpers import map_ref, played

from eighty_days.saves import (
    JOURNEY,
    RACE,
    GameInfo,
    InProgressStore,
    SaveError,
    Seat,
    autosave_path,
    dump_save_text,
    load_save,
    record_of,
    write_save,
)
from eighty_days.saves.album import Album
from eighty_days.saves.files import STALE_AFTER_SECONDS
from eighty_days.saves.inprogress import read_lock


@pytest.fixture
def other_process() -> Iterator[subprocess.Popen[bytes]]:
    """Another running process (standing in for a second program on the data folder)."""
    process = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])
    yield process
    process.kill()
    process.wait(timeout=30)


def _record(game: str, steps: int = 3) -> tuple[object, object]:
    state = played(game, 5, steps)[-1]
    return state, record_of(state, map_ref(game), (Seat("Ann"), Seat("Ben")))


def test_every_game_has_its_own_file_and_the_list_reads_it_without_replaying() -> None:
    """Two games of each kind get four ids and four files; the list names the kind, the
    seats and the number of actions, the last saved first; remove deletes one only."""
    store = InProgressStore()
    ids = []
    for game in (JOURNEY, RACE, JOURNEY, RACE):
        _, record = _record(game)
        game_id = store.new_id(game)
        store.write(game_id, record)  # type: ignore[arg-type]
        ids.append(game_id)
    assert len(set(ids)) == 4
    games = store.games()
    assert {g.id for g in games} == set(ids)
    assert {g.kind for g in games} == {JOURNEY, RACE}
    assert all(g.actions == 3 and g.seats == ("Ann", "Ben") and g.problem is None for g in games)
    assert store.remove(ids[0])
    assert sorted(store.game_ids()) == sorted(ids[1:])


def test_the_info_keeps_the_daily_official_try() -> None:
    """A daily journey's info (date, official or practice, finished) is kept beside it, and
    the day's official try is found among the games in progress."""
    store = InProgressStore()
    _, record = _record(JOURNEY)
    official, practice = store.new_id(JOURNEY), store.new_id(JOURNEY)
    for game_id, info in (
        (official, GameInfo("2026-12-05")),
        (practice, GameInfo("2026-12-05", True)),
    ):
        store.write(game_id, record)  # type: ignore[arg-type]
        store.write_info(game_id, info)
    found = store.official_daily("2026-12-05")
    assert found is not None and found.id == official
    assert found.info.daily and not found.info.practice
    assert store.official_daily("2026-12-04") is None
    assert store.info(practice) == GameInfo("2026-12-05", practice=True)


def test_an_earlier_versions_autosaves_move_into_the_store() -> None:
    """The one autosave per game of an earlier version becomes a game in progress of its
    own (the same bytes), and is no longer where it was: no game is lost by the upgrade."""
    store = InProgressStore()
    for game in (JOURNEY, RACE):
        _, record = _record(game)
        write_save(record, autosave_path(game))  # type: ignore[arg-type]
    before = {game: autosave_path(game).read_bytes() for game in (JOURNEY, RACE)}
    moved = store.migrate_old_autosaves((JOURNEY, RACE))
    assert len(moved) == 2
    assert not autosave_path(JOURNEY).exists() and not autosave_path(RACE).exists()
    kinds = {store.read(game_id).kind: store.save_path(game_id).read_bytes() for game_id in moved}
    assert kinds == before
    assert store.migrate_old_autosaves((JOURNEY, RACE)) == []


def test_another_running_programs_game_is_never_written_nor_removed(
    other_process: subprocess.Popen[bytes],
) -> None:
    """Issue 45, item 7: a game locked by another running program is listed as locked; this
    program can neither take it, write it nor remove it. Once that program is gone (killed),
    its stale lock is taken over."""
    store = InProgressStore()
    _, record = _record(RACE)
    game_id = store.new_id(RACE)
    store.write(game_id, record)  # type: ignore[arg-type]
    store.lock_path(game_id).write_text(f"{other_process.pid} othertoken\n", encoding="utf-8")
    assert store.is_locked_by_other(game_id)
    assert store.read(game_id).locked
    assert not store.acquire(game_id)
    with pytest.raises(SaveError, match="another Eighty Days program"):
        store.write(game_id, record)  # type: ignore[arg-type]
    assert not store.remove(game_id)
    assert store.save_path(game_id).exists()

    other_process.kill()
    other_process.wait(timeout=30)
    assert not store.is_locked_by_other(game_id)
    assert store.acquire(game_id)
    owner = read_lock(store.lock_path(game_id))
    assert owner is not None and owner.pid == os.getpid() and owner.token == store.token
    store.release(game_id)
    assert not store.lock_path(game_id).exists()


def test_the_data_folder_knows_its_first_program(
    other_process: subprocess.Popen[bytes], tmp_path: Path
) -> None:
    """The first program takes the data folder; a second one (another running process)
    learns that it is the second; a lock left by a killed program is taken over."""
    store = InProgressStore()
    (store.folder.parent).mkdir(parents=True, exist_ok=True)
    (store.folder.parent / "instance.lock").write_text(
        f"{other_process.pid} first\n", encoding="utf-8"
    )
    assert not store.lock_instance()
    other_process.kill()
    other_process.wait(timeout=30)
    assert store.lock_instance()
    store.unlock_instance()
    assert not (store.folder.parent / "instance.lock").exists()


def test_the_albums_temporary_files_are_recovered_when_complete_and_removed_when_not() -> None:
    """Issue 45, item 3: a kill between writing the album's save and putting it in place
    left the complete save in a temporary file: the next start puts it in place (with its
    caption); a cut one is removed; one being written now (fresh) is left alone."""
    album = Album()
    album.folder.mkdir(parents=True)
    state = finished_journey(3)
    text = dump_save_text(journey_record(state))
    complete = album.folder / ".20261205-101010-abcdef12.80days.json.k2j_8zqa.tmp"
    cut = album.folder / ".20261205-101011-abcdef13.80days.json.q7w_e8r9.tmp"
    fresh = album.folder / ".20261205-101012-abcdef14.80days.json.a1b2c3d4.tmp"
    complete.write_text(text, encoding="utf-8")
    cut.write_text(text[: len(text) // 2], encoding="utf-8")
    fresh.write_text(text, encoding="utf-8")
    old = time.time() - STALE_AFTER_SECONDS - 5
    for path in (complete, cut):
        os.utime(path, (old, old))
    recovered = album.recover_temporary_files()
    target = album.folder / "20261205-101010-abcdef12.80days.json"
    assert recovered == [target]
    assert not complete.exists() and not cut.exists() and fresh.exists()
    assert load_save(target).state == state
    [entry] = album.entries()
    assert entry.id == "20261205-101010-abcdef12"
