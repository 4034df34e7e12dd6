"""What happened in the last action, for the table to show (``JourneyState.last_events``).

Every event is a small frozen value with the player it concerns (an index, or ``None``)
and a ``message`` for the log (``text`` is its English).
"""

from __future__ import annotations

from dataclasses import dataclass

from eighty_days.engine.journey.cards import Character, Side
from eighty_days.messages import Message, define
from eighty_days.sheet.model import Transport


class LoggedEvent:
    """What every event has: its ``message`` for the log, and ``text``, its English."""

    __slots__ = ()
    message: Message

    @property
    def text(self) -> str:
        """The event in English."""
        return str(self.message)


@dataclass(frozen=True, slots=True)
class TransportTaken(LoggedEvent):
    """A player took a transport and paid pounds and days for it (R2024-05, R2024-06)."""

    player: int
    card_id: str
    transport: Transport
    pounds: int
    days: int
    message: Message


@dataclass(frozen=True, slots=True)
class CharacterTaken(LoggedEvent):
    """A player took a character from the reserve (``from_player`` None) or an opponent."""

    player: int
    character: Character
    from_player: int | None
    message: Message


@dataclass(frozen=True, slots=True)
class CharacterReturned(LoggedEvent):
    """A character went back to the reserve (Aouda after paying, or Fix's front)."""

    player: int
    character: Character
    message: Message


@dataclass(frozen=True, slots=True)
class FixStruck(LoggedEvent):
    """Inspector Fix hit the players furthest ahead (R2024-08)."""

    player: int
    targets: tuple[int, ...]
    side: Side
    message: Message


@dataclass(frozen=True, slots=True)
class FixPenaltyPaid(LoggedEvent):
    """A player hit by Fix's back paid 2 pounds, missing pounds as days."""

    player: int
    pounds: int
    days: int
    message: Message


@dataclass(frozen=True, slots=True)
class RouteDrawn(LoggedEvent):
    """A player drew a route; ``location`` is where it ended, if it snapped to a place."""

    player: int
    location: str | None
    message: Message


@dataclass(frozen=True, slots=True)
class AdventureClaimed(LoggedEvent):
    """The first player to reach an adventure card's location took the card."""

    player: int
    card_id: str
    message: Message


@dataclass(frozen=True, slots=True)
class DaysChanged(LoggedEvent):
    """The antimeridian moved a token: negative ``days`` is a day regained (R2024-12)."""

    player: int
    days: int
    message: Message


@dataclass(frozen=True, slots=True)
class IncomeCollected(LoggedEvent):
    """A player earned pounds at the end of a route (R2024-14, Fogg R2024-09)."""

    player: int
    pounds: int
    message: Message


@dataclass(frozen=True, slots=True)
class IncomeCardRevealed(LoggedEvent):
    """A token reached a new month and the next income card was revealed (R2024-15)."""

    player: int | None
    card_id: str
    message: Message


@dataclass(frozen=True, slots=True)
class JourneyEnded(LoggedEvent):
    """A player's journey ended with ``calendar_points`` (R2024-03, R2024-04)."""

    player: int
    calendar_points: int
    arrived: bool
    message: Message


@dataclass(frozen=True, slots=True)
class GameEnded(LoggedEvent):
    """Every journey has ended; the outcome can be read."""

    player: None
    message: Message


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
TRANSPORT_CARD = define("journey.transport_card", "{transport} {pounds} · {days} · ruler {ruler}")
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

# Why an action is refused.
OVER = define("journey.over", "The game is over: every journey has ended.")
TAKE_FIRST = define("journey.take_first", "You must take a transport before drawing a route.")
DRAW_NOW = define("journey.draw_now", "You have taken a transport already: now draw your route.")
NO_BALLOON = define("journey.no_balloon", "There is no balloon called {balloon}.")
BALLOON_USED = define(
    "journey.balloon_used", "You have used the {balloon} already: each balloon once per game."
)
CHOOSE_TRANSPORT = define(
    "journey.choose_transport", "Choose a transport from the market or a balloon."
)
NO_SLOT = define("journey.no_slot", "There is no market place called {slot}.")
DECK_EMPTY = define("journey.deck_empty", "The deck is empty.")
SPACE_EMPTY = define("journey.space_empty", "That market space is empty.")
NO_SEAT = define(
    "journey.no_seat", "The acting seat {seat} is not a player of this game (0–{most})."
)
NOT_YOUR_TURN = define("journey.not_your_turn", "It is not {name}'s turn: {active} is to act.")
MARKS = define("journey.marks", "%n detour mark(s)")
SEGMENTS = define("journey.segments", "%n straight segment(s)")
TOO_MANY_SEGMENTS = define(
    "journey.too_many_segments",
    "This ruler has {marks}, so a route of at most {most}; yours has {found}.",
)
SEGMENT_TOO_LONG = define(
    "journey.segment_too_long",
    "Segment {number} is {length} ruler units long; the ruler allows {allowed} there.",
)
SEGMENT_NOT_FULL = define(
    "journey.segment_not_full",
    "Segment {number} must run the full {allowed} ruler units to the detour mark before "
    "turning; it is {length}.",
)
NOT_POINTS = define(
    "journey.not_points", "A route is a list of points, each a pair of finite numbers."
)
NO_START = define("journey.no_start", "A route needs at least its starting point.")
START_WHERE_ENDED = define(
    "journey.start_where_ended", "The route must start where your last route ended."
)
