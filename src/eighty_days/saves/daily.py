"""The daily journey: one deal of the 2024 game per calendar date, the same on every computer.

The seed of a date is a documented, stable function (never Python's ``hash()``, which
changes from process to process)::

    digest = SHA-256(UTF-8 of "eighty-days/daily/journey-2024/v1/" + "YYYY-MM-DD")
    seed   = the first 6 bytes of digest, read as a big-endian unsigned integer (48 bits)
    sides  = bit i of digest[6] chooses character i's side (1 = back), characters in the
             order of the rulebook (engine.journey.cards.CHARACTERS)

The deal is played on the default world sheet by one person against three computer
opponents of level ``normal``; the engine deals the market, the adventures, the income
cards and the stack from the seed, and the computers are seeded from it too.

The first try of a date is the official one; a date once started is kept in
``daily-starts.json`` in the data folder, so a later try of the same date is practice.
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import hashlib
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from eighty_days.engine.journey.cards import CHARACTERS, Side
from eighty_days.engine.journey.setup import new_game
from eighty_days.engine.journey.state import (
    PLAYER_COLOURS,
    JourneyConfig,
    JourneyState,
    PlayerSetup,
)
from eighty_days.resources import maps_dir, read_bounded_bytes
from eighty_days.saves.files import atomic_write_text, data_dir
from eighty_days.sheet.io import load_map
from eighty_days.sheet.model import SheetMap
from eighty_days.shipped_journey import load_cards

#: Text hashed with the date; changing it would give every date a new deal.
DAILY_SALT = "eighty-days/daily/journey-2024/v1/"
#: The computer opponents' level and their number.
DAILY_LEVEL = "normal"
DAILY_OPPONENTS = 3
#: The daily deal is played on this shipped map.
DAILY_MAP = "world.yaml"
STARTS_FILE = "daily-starts.json"
#: The started dates' file is read up to this size (a date a day for centuries); a larger
#: one counts as unreadable.
MAX_STARTS_BYTES = 4 * 1024 * 1024


def _digest(day: _dt.date) -> bytes:
    return hashlib.sha256((DAILY_SALT + day.isoformat()).encode("utf-8")).digest()


def daily_seed(day: _dt.date) -> int:
    """The seed of ``day``'s deal: the first 48 bits of SHA-256 of the salted date."""
    return int.from_bytes(_digest(day)[:6], "big")


def daily_sides(day: _dt.date) -> tuple[Side, ...]:
    """The characters' sides of ``day``'s deal (bit i of the digest's 7th byte)."""
    bits = _digest(day)[6]
    return tuple(Side.BACK if bits >> index & 1 else Side.FRONT for index in range(len(CHARACTERS)))


def parse_day(text: str) -> _dt.date:
    """A date written ``YYYY-MM-DD``; ``ValueError`` with a clear message otherwise."""
    try:
        return _dt.date.fromisoformat(text.strip())
    except ValueError:
        raise ValueError(f"{text!r} is not a date of the form YYYY-MM-DD") from None


@dataclass(frozen=True, slots=True)
class DailyDeal:
    """Everything that makes ``day``'s game: seed, sides, opponents and their level."""

    day: _dt.date
    seed: int
    sides: tuple[Side, ...]
    opponents: int = DAILY_OPPONENTS
    level: str = DAILY_LEVEL

    @classmethod
    def of(cls, day: _dt.date) -> DailyDeal:
        """The deal of ``day``."""
        return cls(day, daily_seed(day), daily_sides(day))


class DailyStarts:
    """The dates whose daily journey was started here (the first try is the official one)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else data_dir() / STARTS_FILE

    def dates(self) -> set[str]:
        """The dates started so far (``YYYY-MM-DD``); an unreadable file counts as none."""
        try:
            data = json.loads(read_bounded_bytes(self.path, MAX_STARTS_BYTES).decode("utf-8"))
        except (OSError, ValueError):
            return set()
        started = data.get("started") if isinstance(data, dict) else None
        if not isinstance(started, list):
            return set()
        return {d for d in started if isinstance(d, str)}

    def start(self, day: _dt.date) -> bool:
        """Note that ``day`` was started; whether this is its official (first) try."""
        dates = self.dates()
        key = day.isoformat()
        if key in dates:
            return False
        dates.add(key)
        # if the disk refuses, the try still counts; only a later try's practice mark is lost
        with contextlib.suppress(OSError):
            atomic_write_text(self.path, json.dumps({"started": sorted(dates)}, indent=1) + "\n")
        return True


def streak(days: Iterable[_dt.date], today: _dt.date) -> int:
    """How many days in a row, up to today (or yesterday, if today is not played yet), have
    an official daily journey among ``days``."""
    played = set(days)
    day = today if today in played else today - _dt.timedelta(days=1)
    count = 0
    while day in played:
        count += 1
        day -= _dt.timedelta(days=1)
    return count


#: The seats' names unless the program gives others (the person sits first): never a
#: character's name, so that no log reads "Aouda takes Jean Passepartout from Phileas". The
#: window names the seats the same way in the chosen language. Names do not change the
#: deal, and a saved game keeps the names it was played with (older ones included).
DAILY_NAMES = ("Player 1", "Player 2", "Player 3", "Player 4")


def daily_start_state(
    deal: DailyDeal,
    players: Sequence[tuple[str, str]] | None = None,
    sheet: SheetMap | None = None,
) -> JourneyState:
    """The start of ``deal``'s game: the person first, then the three computers.

    ``players`` are (name, colour) pairs in seat order (names and colours do not change
    the deal); ``sheet`` is the default world sheet unless given (tests).
    """
    if sheet is None:
        sheet = load_map(maps_dir() / DAILY_MAP)
    if players is None:
        players = tuple(
            (name, PLAYER_COLOURS[i]) for i, name in enumerate(DAILY_NAMES[: deal.opponents + 1])
        )
    config = JourneyConfig(
        players=tuple(PlayerSetup(name, colour) for name, colour in players),
        sheet=sheet,
        character_sides=deal.sides,
        cards=load_cards(),
    )
    return new_game(config, deal.seed)
