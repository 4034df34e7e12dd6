"""What happened in the last action, for the table to show (``JourneyState.last_events``).

Every event is a small frozen value with the player it concerns (an index, or ``None``)
and a ``message`` for the log (``text`` is its English).
"""

from __future__ import annotations

from dataclasses import dataclass

from eighty_days.engine.journey.cards import Character, Side
from eighty_days.messages import Message, define
from eighty_days.sheet.model import Transport


@dataclass(frozen=True, slots=True)
class TransportTaken:
    """A player took a transport and paid pounds and days for it (R2024-05, R2024-06)."""

    player: int
    card_id: str
    transport: Transport
    pounds: int
    days: int
    message: Message

    @property
    def text(self) -> str:
        """The event in English."""
        return str(self.message)


@dataclass(frozen=True, slots=True)
class CharacterTaken:
    """A player took a character from the reserve (``from_player`` None) or an opponent."""

    player: int
    character: Character
    from_player: int | None
    message: Message

    @property
    def text(self) -> str:
        """The event in English."""
        return str(self.message)


@dataclass(frozen=True, slots=True)
class CharacterReturned:
    """A character went back to the reserve (Aouda after paying, or Fix's front)."""

    player: int
    character: Character
    message: Message

    @property
    def text(self) -> str:
        """The event in English."""
        return str(self.message)


@dataclass(frozen=True, slots=True)
class FixStruck:
    """Inspector Fix hit the players furthest ahead (R2024-08)."""

    player: int
    targets: tuple[int, ...]
    side: Side
    message: Message

    @property
    def text(self) -> str:
        """The event in English."""
        return str(self.message)


@dataclass(frozen=True, slots=True)
class FixPenaltyPaid:
    """A player hit by Fix's back paid 2 pounds, missing pounds as days."""

    player: int
    pounds: int
    days: int
    message: Message

    @property
    def text(self) -> str:
        """The event in English."""
        return str(self.message)


@dataclass(frozen=True, slots=True)
class RouteDrawn:
    """A player drew a route; ``location`` is where it ended, if it snapped to a place."""

    player: int
    location: str | None
    message: Message

    @property
    def text(self) -> str:
        """The event in English."""
        return str(self.message)


@dataclass(frozen=True, slots=True)
class AdventureClaimed:
    """The first player to reach an adventure card's location took the card."""

    player: int
    card_id: str
    message: Message

    @property
    def text(self) -> str:
        """The event in English."""
        return str(self.message)


@dataclass(frozen=True, slots=True)
class DaysChanged:
    """The antimeridian moved a token: negative ``days`` is a day regained (R2024-12)."""

    player: int
    days: int
    message: Message

    @property
    def text(self) -> str:
        """The event in English."""
        return str(self.message)


@dataclass(frozen=True, slots=True)
class IncomeCollected:
    """A player earned pounds at the end of a route (R2024-14, Fogg R2024-09)."""

    player: int
    pounds: int
    message: Message

    @property
    def text(self) -> str:
        """The event in English."""
        return str(self.message)


@dataclass(frozen=True, slots=True)
class IncomeCardRevealed:
    """A token reached a new month and the next income card was revealed (R2024-15)."""

    player: int | None
    card_id: str
    message: Message

    @property
    def text(self) -> str:
        """The event in English."""
        return str(self.message)


@dataclass(frozen=True, slots=True)
class JourneyEnded:
    """A player's journey ended with ``calendar_points`` (R2024-03, R2024-04)."""

    player: int
    calendar_points: int
    arrived: bool
    message: Message

    @property
    def text(self) -> str:
        """The event in English."""
        return str(self.message)


@dataclass(frozen=True, slots=True)
class GameEnded:
    """Every journey has ended; the outcome can be read."""

    player: None
    message: Message

    @property
    def text(self) -> str:
        """The event in English."""
        return str(self.message)


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


# The events' messages (the UI's templates: ui/common/message_text.py).
TAKES = define("journey.takes", "{name} takes {card} for {pounds} and {days}.")
TAKES_SHORT = define(
    "journey.takes_short",
    "{name} takes {card} for {pounds} and {days} ({missing} of them for missing pounds).",
)
TRANSPORT_CARD = define("journey.transport_card", "{transport} £{pounds} · {days} · ruler {ruler}")
BALLOON_CARD = define("journey.balloon_card", "the balloon {balloon}")
AOUDA_RETURNED = define("journey.aouda_returned", "{name} returns Princess Aouda to the reserve.")
CHARACTER_FROM_RESERVE = define(
    "journey.character_from_reserve", "{name} takes {character} from the reserve."
)
CHARACTER_FROM_PLAYER = define(
    "journey.character_from_player", "{name} takes {character} from {other}."
)
FIX_DISCARD = define(
    "journey.fix_discard", "Inspector Fix strikes {names}: they discard all their characters."
)
FIX_SPEND = define("journey.fix_spend", "Inspector Fix strikes {names}: they spend {pounds} each.")
CHARACTER_RETURNED = define(
    "journey.character_returned", "{name} returns {character} to the reserve."
)
FIX_PAID = define("journey.fix_paid", "{name} pays {pounds}.")
FIX_PAID_DAYS = define("journey.fix_paid_days", "{name} pays {pounds} and {days}.")
ROUTE_NOWHERE = define("journey.route", "{name} draws a route.")
ROUTE_EMPTY = define("journey.route_empty", "{name} draws a route of no length.")
ROUTE_TO = define("journey.route_to", "{name} draws a route to {place}.")
ADVENTURE = define("journey.adventure", "{name} claims the adventure “{title}”.")
EASTWARDS = define("journey.eastwards", "{name} crosses the date line eastwards and gains {days}.")
WESTWARDS = define("journey.westwards", "{name} crosses the date line westwards and loses {days}.")
EARNS = define("journey.earns", "{name} earns {pounds}.")
EARNS_FULL = define(
    "journey.earns_full", "{name} earns {pounds} ({due} due; the tracker is full at 80)."
)
MONTH = define("journey.month", "{name} reaches a new month: the next income card is revealed.")
GAME_OVER = define("journey.game_over", "Every journey has ended: the game is over.")
TOO_LATE = define(
    "journey.too_late", "{name} is in London, but too late: the wager is lost (0 points)."
)
ARRIVED = define("journey.arrived", "{name} completes the journey round the world: {points}.")
PAST_END = define("journey.past_end", "{name} is past 21 December: the journey ends (0 points).")
