"""The state of a 1986 race: configuration, players, piles, phase, log; all frozen.

Nothing here changes a state; ``rules.apply`` builds new ones. Card piles are tuples of
card ids with the top card first.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from eighty_days.engine.common import RaceConfigError, Rng, shown
from eighty_days.engine.race.actions import Action
from eighty_days.engine.race.board import Board
from eighty_days.engine.race.cards import ActionCard, Decks, EventCard, Transport
from eighty_days.messages import Message, define

MIN_PLAYERS = 2
MAX_PLAYERS = 6
HAND_SIZE = 5

# What is wrong with a race configuration's plain data (templates: ui/common/message_text.py).
UNKNOWN_EXPERT = define(
    "race_config.unknown_expert", "unknown expert rules {unknown} (known: {known})"
)
EXPERT_NOT_BOOL = define("race_config.expert_not_bool", "expert rule {key} must be true or false")
NOT_CARD_IDS = define("race_config.not_card_ids", "{what} must be a list of card ids")
FIRST_NOT_NUMBER = define("race_config.first_not_number", "first_player must be a player number")
CONFIG_NOT_MAPPING = define("race_config.not_mapping", "a race configuration must be a mapping")
PLAYERS_NOT_LIST = define("race_config.players_not_list", "players must be a list of names")
ROSE_NOT_TRANSPORT = define("race_config.rose", "wind_rose must be one of {transports}")
EXPERT_NOT_MAPPING = define(
    "race_config.expert_not_mapping", "expert must be a mapping of switches"
)
SETUP_NOT_MAPPING = define("race_config.setup_not_mapping", "setup must be a mapping")


@dataclass(frozen=True, slots=True)
class ExpertRules:
    """The switches of the expert variant (Spiel für erfahrene Weltreisende)."""

    #: Travel cards move forward or backward, as the player chooses.
    travel_backward: bool = False
    #: Only a player with no card left may finish (instead of at most 2).
    finish_with_no_cards: bool = False
    #: An event card may be kept (at most one) and played later in one's own turn.
    keep_event: bool = False
    #: A figure moved by its own event onto a special space carries out that space.
    events_trigger_spaces: bool = False
    #: Figures of others moved by an event obey a handcuff space they land on.
    opponents_trigger_handcuffs: bool = False

    def to_dict(self) -> dict[str, bool]:
        """Plain data."""
        return {
            "travel_backward": self.travel_backward,
            "finish_with_no_cards": self.finish_with_no_cards,
            "keep_event": self.keep_event,
            "events_trigger_spaces": self.events_trigger_spaces,
            "opponents_trigger_handcuffs": self.opponents_trigger_handcuffs,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> ExpertRules:
        """From plain data; ``RaceConfigError`` for unknown or non-boolean switches."""
        known = set(cls().to_dict())
        unknown = set(data) - known
        if unknown:
            raise RaceConfigError(
                UNKNOWN_EXPERT(unknown=", ".join(sorted(unknown)), known=", ".join(sorted(known)))
            )
        for key, value in data.items():
            if not isinstance(value, bool):
                raise RaceConfigError(EXPERT_NOT_BOOL(key=shown(key)))
        return cls(**dict(data))


@dataclass(frozen=True, slots=True)
class FixedSetup:
    """A prescribed start (tests, the rulebook's example): any part left None is random.

    ``hands`` gives each player's cards; ``draw_pile`` the order of the draw pile (top
    first; if omitted, the remaining cards are shuffled); ``event_pile`` the order of the
    event deck; ``first_player`` who begins.
    """

    hands: tuple[tuple[str, ...], ...] | None = None
    draw_pile: tuple[str, ...] | None = None
    event_pile: tuple[str, ...] | None = None
    first_player: int | None = None

    def to_dict(self) -> dict[str, Any]:
        """Plain data (only the parts that are set)."""
        data: dict[str, Any] = {}
        if self.hands is not None:
            data["hands"] = [list(hand) for hand in self.hands]
        if self.draw_pile is not None:
            data["draw_pile"] = list(self.draw_pile)
        if self.event_pile is not None:
            data["event_pile"] = list(self.event_pile)
        if self.first_player is not None:
            data["first_player"] = self.first_player
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> FixedSetup:
        """From plain data; ``RaceConfigError`` if malformed."""

        def ids(value: Any, what: str) -> tuple[str, ...]:
            if not isinstance(value, Sequence) or isinstance(value, str):
                raise RaceConfigError(NOT_CARD_IDS(what=what))
            if not all(isinstance(item, str) for item in value):
                raise RaceConfigError(NOT_CARD_IDS(what=what))
            return tuple(value)

        hands = data.get("hands")
        first = data.get("first_player")
        if first is not None and (not isinstance(first, int) or isinstance(first, bool)):
            raise RaceConfigError(FIRST_NOT_NUMBER())
        return cls(
            hands=(
                tuple(ids(hand, f"hand {n + 1}") for n, hand in enumerate(hands))
                if isinstance(hands, Sequence) and not isinstance(hands, str)
                else None
            ),
            draw_pile=ids(data["draw_pile"], "draw_pile") if "draw_pile" in data else None,
            event_pile=ids(data["event_pile"], "event_pile") if "event_pile" in data else None,
            first_player=first,
        )


@dataclass(frozen=True, slots=True)
class RaceConfig:
    """What a race starts from: the players (2–6 names), the wind rose, the rules."""

    players: tuple[str, ...]
    wind_rose: Transport = Transport.TRAIN
    expert: ExpertRules = field(default_factory=ExpertRules)
    setup: FixedSetup | None = None

    def to_dict(self) -> dict[str, Any]:
        """Plain data for a save file."""
        data: dict[str, Any] = {
            "players": list(self.players),
            "wind_rose": self.wind_rose.value,
            "expert": self.expert.to_dict(),
        }
        if self.setup is not None:
            data["setup"] = self.setup.to_dict()
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> RaceConfig:
        """From plain data; ``RaceConfigError`` says what is wrong."""
        if not isinstance(data, Mapping):
            raise RaceConfigError(CONFIG_NOT_MAPPING())
        players = data.get("players")
        if not isinstance(players, Sequence) or isinstance(players, str):
            raise RaceConfigError(PLAYERS_NOT_LIST())
        transports = {t.value: t for t in Transport}
        rose = data.get("wind_rose", "train")
        if not isinstance(rose, str) or rose not in transports:
            raise RaceConfigError(ROSE_NOT_TRANSPORT(transports=", ".join(transports)))
        expert = data.get("expert", {})
        if not isinstance(expert, Mapping):
            raise RaceConfigError(EXPERT_NOT_MAPPING())
        setup = data.get("setup")
        if setup is not None and not isinstance(setup, Mapping):
            raise RaceConfigError(SETUP_NOT_MAPPING())
        return cls(
            players=tuple(str(p) if isinstance(p, str) else p for p in players),
            wind_rose=transports[rose],
            expert=ExpertRules.from_dict(expert),
            setup=FixedSetup.from_dict(setup) if setup is not None else None,
        )


@dataclass(frozen=True)
class PlayerState:
    """One player: name, figure's space, hand (card ids), kept event, turns to miss."""

    name: str
    position: int = 0
    hand: tuple[str, ...] = ()
    kept_event: str | None = None
    turns_to_skip: int = 0


class Phase(enum.Enum):
    """Whose decision the game waits for, and of which sort."""

    #: The turn player chooses: draw, play a card, exchange, discard (or play a kept event).
    TURN_START = "turn_start"
    #: A card or space allows another card: play one, or end the turn.
    CONTINUE = "continue"
    #: On a wind rose space (or its event): turn the rose, or leave it.
    MOVE_ROSE = "move_rose"
    #: Expert variant: keep the event just drawn, or carry it out.
    EVENT_CHOICE = "event_choice"
    #: A victim of a handcuffs card or an event's move back: defend or accept.
    DEFEND = "defend"
    #: The hand is played out: take the 5-space jump with 5 new cards, or decline both
    #: (ruling R1986-09).
    JUMP_CHOICE = "jump_choice"
    #: Someone reached London.
    GAME_OVER = "game_over"


class PenaltyCause(enum.Enum):
    """Why a figure is to go back."""

    HANDCUFFS_CARD = "handcuffs_card"
    OWN_EVENT = "own_event"
    OTHERS_EVENT = "others_event"


@dataclass(frozen=True, slots=True)
class PendingPenalty:
    """A move back that its victim may still cancel with a money bag (ruling R1986-03)."""

    victim: int
    cause: PenaltyCause
    target: int
    source: Message


class Resume(enum.Enum):
    """What happens once every pending penalty is answered."""

    END_TURN = "end_turn"
    AFTER_SPACE = "after_space"
    SETTLE_OWN_EVENT = "settle_own_event"


@dataclass(frozen=True)
class TurnProgress:
    """What has happened in the current turn so far."""

    #: The figure has moved this turn by any means: a card, a space, an event, the jump (a
    #: handcuffs card needs it unmoved, ruling R1986-08).
    moved: bool = False
    #: In CONTINUE: another action card may be played.
    may_play_card: bool = False
    #: In CONTINUE at a great travel station: drawing 1–2 is allowed if no card fits.
    station_draw: bool = False
    #: The hand was played out: the 5-space jump (or declining it) follows the current space.
    jump_pending: bool = False
    #: The event card shown in EVENT_CHOICE.
    drawn_event: str | None = None
    #: Expert: where a kept event played mid-turn returns to.
    return_phase: Phase | None = None
    #: Expert: an event kept this turn cannot be played before the next turn.
    kept_this_turn: bool = False
    #: Action cards played this turn.
    cards_played: int = 0


#: The kinds of ``LogEvent`` and what each says (a stable vocabulary for the UI).
LOG_KINDS: dict[str, str] = {
    "start": "the race is set up",
    "turn": "a player's turn begins",
    "play_card": "an action card is played (card_id: the action card)",
    "draw": "action cards are drawn",
    "reshuffle": "a discard pile becomes a new draw pile",
    "exchange": "two cards are exchanged (12 or more in hand)",
    "discard": "a card is discarded near the finish (card_id)",
    "wind_rose": "the wind rose is turned or left",
    "event_drawn": "an event card is revealed at a telescope (card_id: the event card)",
    "carry_out_event": "an expert carries out the event just drawn (card_id)",
    "keep_event": "an expert keeps the event just drawn (card_id)",
    "event_played": "an expert plays a kept event (card_id)",
    "discard_event": "a kept event is lost at the finish",
    "event_effect": "what an event did to its drawer",
    "move_back": "a figure goes back (handcuffs card, event) or nothing happens",
    "defend": "a money bag cancels a move back (card_id: the money bag)",
    "handcuffs_space": "a handcuff space sends a figure back 3",
    "jump": "the 5-space jump for a played-out hand",
    "decline_jump": "the player declines the jump and its 5 cards (ruling R1986-09)",
    "stuck": "no granted card can be played; the turn ends",
    "end_turn": "the player ends the turn",
    "pass": "the player can do nothing and passes",
    "skip": "a player misses a turn",
    "finish": "a figure reaches London and wins",
}


@dataclass(frozen=True, slots=True)
class LogEvent:
    """One thing that happened, for the game log: a kind, the player, a message.

    ``kind`` is one of ``LOG_KINDS``; ``card_id`` names the card involved (an event card
    when one is revealed).
    """

    kind: str
    message: Message
    player: int | None = None
    card_id: str | None = None

    @property
    def text(self) -> str:
        """The entry in English."""
        return str(self.message)


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result: the winner, everyone in finishing order, the final positions."""

    winner: int
    finishing_order: tuple[int, ...]
    positions: tuple[int, ...]
    explanation: str
    #: ``explanation`` as a message value, for the UI to write in the chosen language.
    message: Message | None = None


@dataclass(frozen=True)
class RaceState:
    """Everything about a race at one moment, including the RNG and the action history."""

    config: RaceConfig
    seed: int
    board: Board
    decks: Decks
    players: tuple[PlayerState, ...]
    draw_pile: tuple[str, ...]
    discard_pile: tuple[str, ...]
    event_pile: tuple[str, ...]
    event_discard: tuple[str, ...]
    wind_rose: Transport
    turn_player: int
    phase: Phase
    turn: TurnProgress
    rng: Rng
    pending: tuple[PendingPenalty, ...] = ()
    resume: Resume | None = None
    winner: int | None = None
    turn_number: int = 1
    history: tuple[Action, ...] = ()
    last_events: tuple[LogEvent, ...] = ()

    def action_card(self, card_id: str) -> ActionCard:
        """The action card with ``card_id``."""
        return self.decks.action_cards[card_id]

    def event_card(self, card_id: str) -> EventCard:
        """The event card with ``card_id``."""
        return self.decks.event_cards[card_id]

    @property
    def current(self) -> PlayerState:
        """The player whose turn it is."""
        return self.players[self.turn_player]

    def hand_cards(self, player: int) -> tuple[ActionCard, ...]:
        """The cards in ``player``'s hand."""
        return tuple(self.decks.action_cards[c] for c in self.players[player].hand)

    def finish_card_limit(self) -> int:
        """How many cards a player may keep when entering London (2, or 0 for experts)."""
        return 0 if self.config.expert.finish_with_no_cards else 2
