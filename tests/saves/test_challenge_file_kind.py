"""Telling a challenge file from a save before reading it (File → Open plays challenges,
issue 44)."""

from __future__ import annotations

from pathlib import Path

from journal_helpers import finished_journey, journey_record

from eighty_days.saves import write_save
from eighty_days.saves.challenge import challenge_code, is_challenge_file, write_challenge


def test_a_challenge_is_known_by_its_name_or_its_text(tmp_path: Path) -> None:
    """A challenge file is recognised by its suffix, or by its text when renamed (the file
    or a code); a save, a missing file and an empty file are not challenges."""
    state = finished_journey(4)
    record = journey_record(state)
    named = tmp_path / "ann.80days-challenge.json"
    write_challenge(record, state, 0, named)
    renamed = tmp_path / "ann.json"
    renamed.write_bytes(named.read_bytes())
    code = tmp_path / "code.txt"
    code.write_text("\n  " + challenge_code(named.read_text(encoding="utf-8")), encoding="utf-8")
    save = tmp_path / "game.80days.json"
    write_save(record, save)
    empty = tmp_path / "empty.json"
    empty.write_text("", encoding="utf-8")
    assert is_challenge_file(named) and is_challenge_file(renamed) and is_challenge_file(code)
    assert not is_challenge_file(save)
    assert not is_challenge_file(empty)
    assert not is_challenge_file(tmp_path / "missing.json")
