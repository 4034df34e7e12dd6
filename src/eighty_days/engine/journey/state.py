"""The journey game's configuration and its frozen state.

A ``JourneyState`` holds everything: the configuration (players, map, cards, character
sides), the seeded ``Rng``, the market, the players' sheets and tokens, the history of
actions and the events of the last action. Nothing in it ever changes; ``apply`` returns
a new state (rules.py).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cached_property
from typing import TYPE_CHECKING, Any

from eighty_days.engine.common import Rng, shown
from eighty_days.engine.journey.actions import Action
from eighty_days.engine.journey.cards import (
    CHARACTER_INDEX,
    CHARACTERS,
    CardSet,
    Character,
    Side,
)
from eighty_days.engine.journey.events import JourneyEvent
from eighty_days.messages import MessageError, define
from eighty_days.sheet.model import IncomeCard, Point, SheetMap, Transport

if TYPE_CHECKING:
    from eighty_days.sheet.geometry import RouteGeometry

#: Day 80 is 21 December 1872 (ruling R2024-01); later than that the journey ends.
LAST_DAY = 80
#: Every player's money tracker starts with 10 pounds marked, of 80 (rulebook, Money Tracker).
START_POUNDS = 10
MAX_POUNDS = 80
#: Suggested token colours (red, green, blue, yellow).
PLAYER_COLOURS = ("#c62828", "#2e7d32", "#1565c0", "#f9a825")

_COLOUR = re.compile(r"^#[0-9a-fA-F]{6}$")


class SetupError(MessageError):
    """A game configuration the rules cannot start from; ``message`` says why."""


#: A configuration's plain data that cannot be read (templates: ui/common/message_text.py).
CONFIG_INVALID = define(
    "journey_setup.config_invalid", "The game configuration is not valid: {error}"
)


class Phase(StrEnum):
    """Where the game is: the two steps of a turn, or over."""

    TAKE_TRANSPORT = "take-transport"
    DRAW_ROUTE = "draw-route"
    GAME_OVER = "game-over"


@dataclass(frozen=True, slots=True)
class PlayerSetup:
    """A player at the table: a name and a token colour (``#rrggbb``)."""

    name: str
    colour: str


@dataclass(frozen=True, slots=True)
class FacedCard:
    """A train/ship card lying with ``transport`` face up."""

    card_id: str
    transport: Transport


@dataclass(frozen=True, slots=True)
class FixedSetup:
    """Parts of the setup chosen instead of dealt (tests, tutorials, puzzles).

    ``deck`` is the draw deck after the market is dealt, top first. Without ``train_row``
    and ``ship_row`` the market is dealt from the top of ``deck`` (three trains, then three
    ships). ``stack_order`` lists player indices from the top of the starting stack.
    Anything left ``None`` is dealt at random from the seed.
    """

    deck: tuple[FacedCard, ...] | None = None
    train_row: tuple[str, ...] | None = None
    ship_row: tuple[str, ...] | None = None
    adventure_cards: tuple[str, ...] | None = None
    income_order: tuple[str, ...] | None = None
    stack_order: tuple[int, ...] | None = None

    def to_dict(self) -> dict[str, Any]:
        """Plain data (only the parts that are fixed)."""
        data: dict[str, Any] = {}
        if self.deck is not None:
            data["deck"] = [[c.card_id, c.transport.value] for c in self.deck]
        for name in ("train_row", "ship_row", "adventure_cards", "income_order", "stack_order"):
            value = getattr(self, name)
            if value is not None:
                data[name] = list(value)
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> FixedSetup:
        """The fixed setup described by ``data`` (as written by ``to_dict``).

        Malformed data raises ``KeyError``, ``TypeError`` or ``ValueError``;
        ``JourneyConfig.from_dict`` turns them into a ``SetupError``.
        """
        deck = data.get("deck")

        def strings(name: str) -> tuple[str, ...] | None:
            value = data.get(name)
            return None if value is None else tuple(str(v) for v in value)

        stack = data.get("stack_order")
        return cls(
            deck=None
            if deck is None
            else tuple(FacedCard(str(card), Transport(side)) for card, side in deck),
            train_row=strings("train_row"),
            ship_row=strings("ship_row"),
            adventure_cards=strings("adventure_cards"),
            income_order=strings("income_order"),
            stack_order=None if stack is None else tuple(int(v) for v in stack),
        )


def _all_front() -> tuple[Side, ...]:
    return tuple(Side.FRONT for _ in CHARACTERS)


@dataclass(frozen=True)
class JourneyConfig:
    """How a game is set up: the players, the map, the cards and the character sides.

    ``character_sides`` gives one side per character in ``CHARACTERS`` order (fogg,
    passepartout, aouda, fix); all fronts for a first game (rulebook, Setup 8).
    """

    players: tuple[PlayerSetup, ...]
    sheet: SheetMap
    character_sides: tuple[Side, ...] = field(default_factory=_all_front)
    fixed: FixedSetup = field(default_factory=FixedSetup)
    #: The card set (the engine reads no files: ``shipped_journey.load_cards`` gives the
    #: shipped one).
    cards: CardSet = field(kw_only=True)

    def side_of(self, character: Character) -> Side:
        """The side of ``character`` in play this game."""
        return self.character_sides[CHARACTER_INDEX[character]]

    @cached_property
    def geometry(self) -> RouteGeometry:
        """The prepared route geometry of the sheet (computed once, at its first use: the
        geometry needs numpy and shapely, which the program's start does without)."""
        from eighty_days.sheet.geometry import geometry_for

        return geometry_for(self.sheet)

    @cached_property
    def income_cards(self) -> dict[str, IncomeCard]:
        """The map's income cards by id."""
        return {card.id: card for card in self.sheet.income_cards}

    def to_dict(self) -> dict[str, Any]:
        """Plain data of everything but the map and the cards (those are files of their own)."""
        return {
            "map": self.sheet.name,
            "players": [{"name": p.name, "colour": p.colour} for p in self.players],
            "character_sides": {
                c.value: s.value for c, s in zip(CHARACTERS, self.character_sides, strict=True)
            },
            "fixed": self.fixed.to_dict(),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any], sheet: SheetMap, cards: CardSet) -> JourneyConfig:
        """The configuration described by ``data`` (from ``to_dict``) on ``sheet`` with
        ``cards``."""
        try:
            sides = data.get("character_sides", {})
            return cls(
                players=tuple(
                    PlayerSetup(str(p["name"]), str(p["colour"])) for p in data["players"]
                ),
                sheet=sheet,
                character_sides=tuple(Side(sides.get(c.value, "front")) for c in CHARACTERS),
                cards=cards,
                fixed=FixedSetup.from_dict(data.get("fixed", {})),
            )
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            raise SetupError(CONFIG_INVALID(error=shown(error, 200))) from None


def is_colour(text: str) -> bool:
    """Whether ``text`` is a ``#rrggbb`` colour."""
    return bool(_COLOUR.match(text))


@dataclass(frozen=True, slots=True)
class PlayerState:
    """One player's sheet and token.

    ``stack_height`` orders tokens on the same day: the highest is on top (R2024-02).
    ``location`` is the location the route ends at (Starting London at first) or ``None``
    when the route ended away from every location. ``visits`` lists the locations visited
    in order (repeats included); scoring counts them once (R2024-13).
    """

    name: str
    colour: str
    day: int
    stack_height: int
    earned: int
    spent: int
    route_end: Point
    location: str | None
    routes: tuple[tuple[Point, ...], ...] = ()
    visits: tuple[str, ...] = ()
    adventure_cards: tuple[str, ...] = ()
    balloons_used: tuple[str, ...] = ()
    arrived: bool = False
    journey_ended: bool = False
    calendar_points: int = 0

    @property
    def money(self) -> int:
        """Pounds in hand: earned − spent (R2024-14)."""
        return self.earned - self.spent

    @property
    def on_calendar(self) -> bool:
        """Whether the token is still on the calendar (the journey has not ended)."""
        return not self.journey_ended


@dataclass(frozen=True, slots=True)
class HeldTransport:
    """The transport taken this turn, waiting to be drawn with."""

    card_id: str
    transport: Transport
    is_balloon: bool


@dataclass(frozen=True, slots=True)
class JourneyState:
    """The whole game at one moment (frozen; ``apply`` makes the next one).

    ``deck`` is top first; its top card is the market's fourth offer (R2024-05).
    ``character_holders`` has one entry per character in ``CHARACTERS`` order: the
    holder's index, or ``None`` for the reserve (Fix always stays there).
    ``adventure_cards`` are the face-up cards dealt at setup; players keep the ones they
    claim. ``income_order`` is the shuffled income deck; ``income_index`` the revealed
    card; ``month`` the latest month any token has reached (0 = October).
    """

    config: JourneyConfig
    rng: Rng
    seed: int
    phase: Phase
    players: tuple[PlayerState, ...]
    active: int | None
    placements: int
    deck: tuple[FacedCard, ...]
    discard: tuple[str, ...]
    train_row: tuple[str, ...]
    ship_row: tuple[str, ...]
    character_holders: tuple[int | None, ...]
    adventure_cards: tuple[str, ...]
    income_order: tuple[str, ...]
    income_index: int
    month: int
    in_hand: HeldTransport | None = None
    arrivals_scored: int = 0
    turn: int = 1
    history: tuple[Action, ...] = ()
    last_events: tuple[JourneyEvent, ...] = ()

    @property
    def income_card(self) -> IncomeCard:
        """The income card revealed now."""
        return self.config.income_cards[self.income_order[self.income_index]]

    @property
    def deck_top(self) -> FacedCard | None:
        """The top card of the deck, with the side it shows (R2024-05)."""
        return self.deck[0] if self.deck else None

    def holder_of(self, character: Character) -> int | None:
        """Who holds ``character`` (``None``: the reserve)."""
        return self.character_holders[CHARACTER_INDEX[character]]

    def characters_of(self, player: int) -> tuple[Character, ...]:
        """The characters ``player`` holds now."""
        return tuple(
            c for c, h in zip(CHARACTERS, self.character_holders, strict=True) if h == player
        )

    def has_active(self, player: int, character: Character, side: Side) -> bool:
        """Whether ``player`` holds ``character`` and its ``side`` is in play."""
        return self.holder_of(character) == player and self.config.side_of(character) is side

    @property
    def unclaimed_adventures(self) -> tuple[str, ...]:
        """The face-up adventure cards nobody has taken yet."""
        taken = {card for player in self.players for card in player.adventure_cards}
        return tuple(card for card in self.adventure_cards if card not in taken)
