"""The daily journey's seed: a documented, stable function of the date (issue 26)."""

from __future__ import annotations

import datetime as dt
import hashlib
import subprocess
import sys
from pathlib import Path

import pytest

from eighty_days.engine.journey import Side
from eighty_days.saves.daily import (
    DAILY_NAMES,
    DailyDeal,
    DailyStarts,
    daily_seed,
    daily_sides,
    daily_start_state,
    parse_day,
    streak,
)
from eighty_days.shipped_journey import load_cards

#: Golden values: changing them changes every date's deal on every computer.
GOLDEN = {
    "2026-01-01": 116291370748867,
    "2026-12-01": 202257995123547,
    "2030-02-28": 85706638005585,
}


@pytest.mark.parametrize("day", sorted(GOLDEN))
def test_the_seed_of_a_date_is_its_golden_value(day: str) -> None:
    """The seed of a date never changes (golden values)."""
    assert daily_seed(parse_day(day)) == GOLDEN[day]


def test_the_seed_is_the_documented_function() -> None:
    """The seed is the first 48 bits of SHA-256 of the salted date, as the module says."""
    day = dt.date(2027, 7, 14)
    digest = hashlib.sha256(b"eighty-days/daily/journey-2024/v1/2027-07-14").digest()
    assert daily_seed(day) == int.from_bytes(digest[:6], "big")
    assert daily_sides(day) == tuple(
        Side.BACK if digest[6] >> i & 1 else Side.FRONT for i in range(4)
    )


def test_different_dates_have_different_deals() -> None:
    """A year of dates gives a year of different seeds."""
    start = dt.date(2026, 1, 1)
    seeds = {daily_seed(start + dt.timedelta(days=n)) for n in range(366)}
    assert len(seeds) == 366


def test_a_bad_date_is_a_clear_message() -> None:
    """A date not of the form YYYY-MM-DD is refused with a message."""
    with pytest.raises(ValueError, match="YYYY-MM-DD"):
        parse_day("1 Dec 2026")


def _deal_in_a_child(day: str) -> str:
    code = (
        "import sys, datetime as dt\n"
        "from eighty_days.saves.daily import DailyDeal\n"
        "from eighty_days.engine.journey import new_game\n"
        "from eighty_days.saves.daily import daily_start_state\n"
        f"state = daily_start_state(DailyDeal.of(dt.date.fromisoformat({day!r})))\n"
        "print(state.seed, state.train_row, state.ship_row, state.adventure_cards,\n"
        "      state.income_order, [c.card_id for c in state.deck],\n"
        "      [s.value for s in state.config.character_sides],\n"
        "      [p.stack_height for p in state.players])\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
        env={"PYTHONHASHSEED": "random", "PATH": "", "HOME": str(Path.home())},
    )
    return result.stdout


def test_a_daily_deal_is_the_same_in_two_processes() -> None:
    """Two separate processes (different hash seeds) deal the same daily journey."""
    first = _deal_in_a_child("2026-12-01")
    assert first and first == _deal_in_a_child("2026-12-01")
    assert first != _deal_in_a_child("2026-12-02")
    assert first.startswith(str(DailyDeal.of(dt.date(2026, 12, 1)).seed))


def test_the_first_try_of_a_day_is_official(tmp_path: Path) -> None:
    """The first start of a date is official; later ones are practice."""
    starts = DailyStarts(tmp_path / "daily-starts.json")
    day = dt.date(2026, 12, 1)
    assert starts.start(day) is True
    assert starts.start(day) is False
    assert starts.start(day + dt.timedelta(days=1)) is True
    assert DailyStarts(tmp_path / "daily-starts.json").dates() == {"2026-12-01", "2026-12-02"}


def test_a_broken_starts_file_counts_as_none(tmp_path: Path) -> None:
    """A damaged starts file loses nothing else: the day starts as official."""
    path = tmp_path / "daily-starts.json"
    path.write_text("{not json", encoding="utf-8")
    assert DailyStarts(path).start(dt.date(2026, 12, 1)) is True


def test_the_streak_counts_days_in_a_row() -> None:
    """The streak runs back from today (or yesterday) over days with an official daily."""
    today = dt.date(2026, 12, 10)
    days = [today - dt.timedelta(days=n) for n in (0, 1, 2, 4)]
    assert streak(days, today) == 3
    assert streak(days[1:], today) == 2  # today not played yet: the streak still stands
    assert streak([today - dt.timedelta(days=2)], today) == 0


def test_the_daily_seats_are_not_named_after_the_novels_characters() -> None:
    """Issue 21: the daily's default names share no word with a character's name (the
    player and the novel's characters must not be confused in the log)."""
    words = {word for card in load_cards().characters for word in card.name.split()}
    words |= {"Phileas", "Aouda", "Jean", "Nellie", "Passepartout", "Fix", "Fogg"}
    assert DAILY_NAMES == ("Player 1", "Player 2", "Player 3", "Player 4")
    assert not any(set(name.split()) & words for name in DAILY_NAMES)


def test_the_names_do_not_change_a_daily_deal() -> None:
    """A daily deal is the same whatever the seats are called (the deal of an older save,
    played under other names, is the deal of today's names)."""
    deal = DailyDeal.of(dt.date(2026, 12, 1))
    older = ("Phileas", "Aouda", "Jean", "Nellie")
    colours = ("#112233", "#445566", "#778899", "#aabbcc")
    renamed = daily_start_state(deal, tuple(zip(older, colours, strict=True)))
    default = daily_start_state(deal)
    assert [p.name for p in default.players] == list(DAILY_NAMES)
    assert [p.name for p in renamed.players] == list(older)
    for field in ("seed", "train_row", "ship_row", "adventure_cards", "income_order", "deck"):
        assert getattr(renamed, field) == getattr(default, field), field
    assert [p.stack_height for p in renamed.players] == [p.stack_height for p in default.players]
