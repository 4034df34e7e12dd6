"""Challenges between friends by file or code: round trip, and every tampering refused
(issue 26)."""

from __future__ import annotations

import functools
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from journal_helpers import finished_journey, journey_record

from eighty_days.engine.journey import JourneyState
from eighty_days.saves import SaveError
from eighty_days.saves.challenge import (
    MAX_CHALLENGE_BYTES,
    canonical_digest,
    challenge_code,
    compare,
    dump_challenge,
    read_challenge,
    read_challenge_code,
    read_challenge_text,
    write_challenge,
)
from eighty_days.saves.summary import summarize


def _challenge_file(tmp_path: Path) -> tuple[Path, JourneyState]:
    state = finished_journey(4)
    path = tmp_path / "ann.80days-challenge.json"
    write_challenge(journey_record(state), state, 0, path)
    return path, state


def test_a_challenge_round_trips(tmp_path: Path) -> None:
    """Written and read back: the same deal, the sender's route and result."""
    path, state = _challenge_file(tmp_path)
    challenge = read_challenge(path)
    assert challenge.sender == "Ann"
    assert challenge.game.state == state
    assert challenge.start.seed == state.seed
    assert challenge.start.config == state.config
    assert not challenge.start.history
    assert challenge.route == state.players[0].routes and challenge.route
    expected = summarize(
        state, journey_record(state).seats, game_id="", finished_at="", map_name=""
    ).seats[0]
    assert challenge.result == expected
    assert path.stat().st_size < 200_000  # a small file


def test_a_challenge_code_round_trips(tmp_path: Path) -> None:
    """The code to paste holds the same challenge, shorter than the file."""
    path, state = _challenge_file(tmp_path)
    text = path.read_text(encoding="utf-8")
    code = challenge_code(text)
    assert code.startswith("80D1-") and len(code) < len(text)
    assert read_challenge_code(code).game.state == state
    pasted = tmp_path / "code.txt"
    pasted.write_text(code[:40] + "\n" + code[40:], encoding="utf-8")  # wrapped in a mail
    assert read_challenge(pasted).game.state == state


def _tampered(tmp_path: Path, change: Callable[[dict[str, Any]], object]) -> Path:
    path, _ = _challenge_file(tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _better_result(data: dict[str, Any]) -> None:
    data["result"]["fame"][0] += 5


def _resealed_better_result(data: dict[str, Any]) -> None:
    _better_result(data)
    data["sha256"] = canonical_digest(data)


def _resealed_other_route(data: dict[str, Any]) -> None:
    data["save"]["actions"] = data["save"]["actions"][:-2]
    data["sha256"] = canonical_digest(data)


def _resealed_other_seed(data: dict[str, Any]) -> None:
    data["save"]["seed"] += 1
    data["sha256"] = canonical_digest(data)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (_better_result, "changed after it was sent"),
        (_resealed_better_result, "does not match the game they played"),
        (_resealed_other_route, "not finished|does not match"),
        (_resealed_other_seed, "illegal action|cannot|does not match"),
        (lambda d: d.update(seat=7, sha256=canonical_digest({**d, "seat": 7})), "seat"),
        (lambda d: d.update(format="something"), "not an Eighty Days challenge"),
        (lambda d: d.update(version=9), "wrong version"),
        (lambda d: d.pop("save"), "holds exactly"),
    ],
)
def test_a_tampered_challenge_is_refused(
    tmp_path: Path, change: Callable[[dict[str, Any]], object], message: str
) -> None:
    """A challenge changed by hand is refused with a message that says why."""
    with pytest.raises(SaveError, match=message):
        read_challenge(_tampered(tmp_path, change))


def test_broken_and_huge_challenges_are_refused(tmp_path: Path) -> None:
    """Truncated, not UTF-8, too large, a cut code: each a clear SaveError."""
    path, state = _challenge_file(tmp_path)
    text = path.read_text(encoding="utf-8")
    path.write_text(text[: len(text) // 2], encoding="utf-8")
    with pytest.raises(SaveError, match="truncated"):
        read_challenge(path)
    path.write_bytes(b"\xff\xfe{}")
    with pytest.raises(SaveError, match="not UTF-8"):
        read_challenge(path)
    with path.open("wb") as stream:
        stream.truncate(MAX_CHALLENGE_BYTES + 1)
    with pytest.raises(SaveError, match="at most"):
        read_challenge(path)
    code = challenge_code(dump_challenge(journey_record(state), state, 0))
    with pytest.raises(SaveError, match="broken"):
        read_challenge_code(code[:-30])
    with pytest.raises(SaveError, match="not a challenge code"):
        read_challenge_code("hello")
    with pytest.raises(SaveError, match="not an Eighty Days challenge"):
        read_challenge_text("{}")


def test_the_comparison_lists_every_category() -> None:
    """Both scores category by category, the totals and the arrival days."""
    state = finished_journey(4)
    summary = summarize(state, journey_record(state).seats, game_id="", finished_at="", map_name="")
    ann, ben = summary.seats
    rows = compare(ann, ben)
    assert [r.key for r in rows] == [
        "money",
        "calendar",
        "balloons",
        "areas",
        "adventures",
        "total",
        "arrival_day",
    ]
    assert rows[5].theirs == ann.total and rows[5].yours == ben.total
    assert sum(r.theirs or 0 for r in rows[:5]) == ann.total
    assert rows[6].yours == ben.arrival_day


@functools.cache
def _challenge_to_damage() -> tuple[JourneyState, str]:
    """A finished journey and its challenge, written once: the text holds the time it was
    written, and the examples must all damage the same text (hypothesis draws positions
    within its length)."""
    state = finished_journey(4)
    return state, dump_challenge(journey_record(state), state, 0)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_damaged_challenge_is_only_ever_refused_cleanly(data: st.DataObject) -> None:
    """Bytes of a challenge or of its code changed at random: a SaveError or, if the change
    was harmless, the same challenge (never another exception)."""
    state, text = _challenge_to_damage()
    for original in (text, challenge_code(text)):
        position = data.draw(st.integers(0, len(original) - 1))
        replacement = data.draw(st.characters(codec="utf-8"))
        damaged = original[:position] + replacement + original[position + 1 :]
        try:
            challenge = (
                read_challenge_code(damaged)
                if original.startswith("80D1-")
                else read_challenge_text(damaged)
            )
        except SaveError:
            continue
        assert challenge.game.state == state
