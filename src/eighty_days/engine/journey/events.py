"""What happened in the last action, for the table to show (``JourneyState.last_events``).

Every event is a small frozen value with the player it concerns (an index, or ``None``)
and a ``text`` a player can read.
"""

from __future__ import annotations

from dataclasses import dataclass

from eighty_days.engine.journey.cards import Character, Side
from eighty_days.sheet.model import Transport


@dataclass(frozen=True, slots=True)
class TransportTaken:
    """A player took a transport and paid pounds and days for it (R2024-05, R2024-06)."""

    player: int
    card_id: str
    transport: Transport
    pounds: int
    days: int
    text: str


@dataclass(frozen=True, slots=True)
class CharacterTaken:
    """A player took a character from the reserve (``from_player`` None) or an opponent."""

    player: int
    character: Character
    from_player: int | None
    text: str


@dataclass(frozen=True, slots=True)
class CharacterReturned:
    """A character went back to the reserve (Aouda after paying, or Fix's front)."""

    player: int
    character: Character
    text: str


@dataclass(frozen=True, slots=True)
class FixStruck:
    """Inspector Fix hit the players furthest ahead (R2024-08)."""

    player: int
    targets: tuple[int, ...]
    side: Side
    text: str


@dataclass(frozen=True, slots=True)
class FixPenaltyPaid:
    """A player hit by Fix's back paid 2 pounds, missing pounds as days."""

    player: int
    pounds: int
    days: int
    text: str


@dataclass(frozen=True, slots=True)
class RouteDrawn:
    """A player drew a route; ``location`` is where it ended, if it snapped to a place."""

    player: int
    location: str | None
    text: str


@dataclass(frozen=True, slots=True)
class AdventureClaimed:
    """The first player to reach an adventure card's location took the card."""

    player: int
    card_id: str
    text: str


@dataclass(frozen=True, slots=True)
class DaysChanged:
    """The antimeridian moved a token: negative ``days`` is a day regained (R2024-12)."""

    player: int
    days: int
    text: str


@dataclass(frozen=True, slots=True)
class IncomeCollected:
    """A player earned pounds at the end of a route (R2024-14, Fogg R2024-09)."""

    player: int
    pounds: int
    text: str


@dataclass(frozen=True, slots=True)
class IncomeCardRevealed:
    """A token reached a new month and the next income card was revealed (R2024-15)."""

    player: int | None
    card_id: str
    text: str


@dataclass(frozen=True, slots=True)
class JourneyEnded:
    """A player's journey ended with ``calendar_points`` (R2024-03, R2024-04)."""

    player: int
    calendar_points: int
    arrived: bool
    text: str


@dataclass(frozen=True, slots=True)
class GameEnded:
    """Every journey has ended; the outcome can be read."""

    player: None
    text: str


JourneyEvent = (
    TransportTaken
    | CharacterTaken
    | CharacterReturned
    | FixStruck
    | FixPenaltyPaid
    | RouteDrawn
    | AdventureClaimed
    | DaysChanged
    | IncomeCollected
    | IncomeCardRevealed
    | JourneyEnded
    | GameEnded
)
