"""What a finished game leaves for the statistics and the album: each seat's result.

``summarize(state, seats, ...)`` reads a finished game of either kind: for the journey,
fame by category (R2024-14), the arrival day and whether it was in time (R2024-01: by
21 December, day 80); for the race, the finishing order. Pure plain data, no Qt.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from eighty_days.saves.format import Seat
from eighty_days.saves.games import JOURNEY, RACE, kind_of

#: The journey's fame categories, in the order of the score pad.
CATEGORIES = ("money", "calendar", "balloons", "areas", "adventures")


@dataclass(frozen=True, slots=True)
class SeatResult:
    """One seat's result: who, human or computer (and its level), place, fame, arrival."""

    name: str
    human: bool
    level: str
    won: bool
    place: int
    #: Journey only: fame per category of ``CATEGORIES`` (empty for a race).
    fame: tuple[int, ...] = ()
    arrival_day: int | None = None
    in_time: bool = False

    @property
    def total(self) -> int | None:
        """The total fame (journey), or None (race)."""
        return sum(self.fame) if self.fame else None

    def to_dict(self) -> dict[str, Any]:
        """Plain data."""
        return {
            "name": self.name,
            "human": self.human,
            "level": self.level,
            "won": self.won,
            "place": self.place,
            "fame": list(self.fame),
            "arrival_day": self.arrival_day,
            "in_time": self.in_time,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> SeatResult:
        """From plain data (``ValueError``/``TypeError``/``KeyError`` if malformed)."""
        fame = tuple(int(v) for v in data["fame"])
        if fame and len(fame) != len(CATEGORIES):
            raise ValueError("fame needs one figure per category")
        arrival = data["arrival_day"]
        return cls(
            str(data["name"]),
            bool(data["human"]),
            str(data["level"]),
            bool(data["won"]),
            int(data["place"]),
            fame,
            None if arrival is None else int(arrival),
            bool(data["in_time"]),
        )


@dataclass(frozen=True, slots=True)
class GameSummary:
    """A finished game in a few figures (the album's caption, a row of the statistics)."""

    id: str
    game: str
    finished_at: str
    map: str
    seats: tuple[SeatResult, ...]
    #: The date of the daily journey (``YYYY-MM-DD``), empty if not a daily game.
    daily: str = ""
    practice: bool = False
    challenge: bool = False
    #: How many hints the people asked for (Game → Hint); 0 for an older game.
    hints: int = 0
    extra: dict[str, Any] = field(default_factory=dict, compare=False)

    @property
    def humans(self) -> tuple[SeatResult, ...]:
        """The seats played by people."""
        return tuple(seat for seat in self.seats if seat.human)

    @property
    def opponent_level(self) -> str:
        """The computer opponents' level (``mixed`` if several, empty if none)."""
        levels = {seat.level for seat in self.seats if not seat.human}
        if not levels:
            return ""
        return levels.pop() if len(levels) == 1 else "mixed"

    @property
    def human_won(self) -> bool:
        """Whether a person won (or shared the win)."""
        return any(seat.won for seat in self.humans)

    def to_dict(self) -> dict[str, Any]:
        """Plain data."""
        return {
            "id": self.id,
            "game": self.game,
            "finished_at": self.finished_at,
            "map": self.map,
            "seats": [seat.to_dict() for seat in self.seats],
            "daily": self.daily,
            "practice": self.practice,
            "challenge": self.challenge,
            "hints": self.hints,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> GameSummary:
        """From plain data (``ValueError``/``TypeError``/``KeyError`` if malformed)."""
        game = str(data["game"])
        if game not in (JOURNEY, RACE):
            raise ValueError(f"unknown game {game!r}")
        finished_at = str(data["finished_at"])
        _dt.date.fromisoformat(finished_at[:10])
        seats = data["seats"]
        if not isinstance(seats, list):
            raise TypeError("seats must be a list")
        return cls(
            str(data["id"]),
            game,
            finished_at,
            str(data["map"]),
            tuple(SeatResult.from_dict(seat) for seat in seats),
            str(data.get("daily", "")),
            bool(data.get("practice", False)),
            bool(data.get("challenge", False)),
            _count(data.get("hints", 0)),
        )


def _count(value: object) -> int:
    """A count read from plain data: a whole number of at least 0 (``ValueError`` if not)."""
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ValueError(f"not a count: {value!r}")
    return value


def _seat(seats: tuple[Seat, ...], index: int, name: str) -> Seat:
    return seats[index] if index < len(seats) else Seat(name)


def summarize(
    state: Any,
    seats: tuple[Seat, ...],
    *,
    game_id: str,
    finished_at: str,
    map_name: str,
    daily: str = "",
    practice: bool = False,
    challenge: bool = False,
    hints: int = 0,
) -> GameSummary:
    """The summary of the finished game ``state`` (seats as in its save)."""
    kind = kind_of(state)
    results: list[SeatResult] = []
    if kind == JOURNEY:
        from eighty_days.engine.journey import LAST_DAY, outcome

        result = outcome(state)
        for index, score in enumerate(result.scores):
            player = state.players[index]
            seat = _seat(seats, index, player.name)
            arrived = bool(player.arrived)
            results.append(
                SeatResult(
                    name=player.name,
                    human=seat.human,
                    level="" if seat.human else seat.level,
                    won=index in result.winners,
                    place=result.ranking.index(index) + 1,
                    fame=(
                        score.money,
                        score.calendar,
                        score.balloons,
                        score.areas,
                        score.adventures,
                    ),
                    arrival_day=int(player.day) if arrived else None,
                    in_time=arrived and player.day <= LAST_DAY,
                )
            )
    else:
        from eighty_days.engine.race import outcome as race_outcome

        race_result = race_outcome(state)
        order = race_result.finishing_order if race_result is not None else ()
        for index, player in enumerate(state.players):
            seat = _seat(seats, index, player.name)
            results.append(
                SeatResult(
                    name=player.name,
                    human=seat.human,
                    level="" if seat.human else seat.level,
                    won=race_result is not None and race_result.winner == index,
                    place=order.index(index) + 1 if index in order else len(state.players),
                )
            )
    return GameSummary(
        id=game_id,
        game=kind,
        finished_at=finished_at,
        map=map_name,
        seats=tuple(results),
        daily=daily,
        practice=practice,
        challenge=challenge,
        hints=hints,
    )
