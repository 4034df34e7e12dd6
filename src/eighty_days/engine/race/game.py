"""The 1986 race as a ``Game`` (``eighty_days.engine.game``): its rules behind the one
interface every engine fulfils. Every choice of the race is discrete."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from eighty_days.engine.race import rules
from eighty_days.engine.race.actions import Action, action_from_dict
from eighty_days.engine.race.board import Board
from eighty_days.engine.race.cards import Decks
from eighty_days.engine.race.legality import why_illegal
from eighty_days.engine.race.reveals import revealed_hidden
from eighty_days.engine.race.state import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    LogEvent,
    Outcome,
    RaceConfig,
    RaceState,
)
from eighty_days.messages import Message

if TYPE_CHECKING:
    from eighty_days.engine.game import Game


@dataclass(frozen=True)
class RaceStart:
    """Everything a race starts from: the configuration, the board and the decks (the
    shipped ones are loaded above the engine)."""

    config: RaceConfig
    board: Board
    decks: Decks


@dataclass(frozen=True)
class RaceGame:
    """The race's rules as a ``Game[RaceStart, RaceState, Action, LogEvent, Outcome]``."""

    kind: str = "race-1986"
    short_name: str = "race"
    title: str = "Around the World in 80 Days (1986 race)"
    min_players: int = MIN_PLAYERS
    max_players: int = MAX_PLAYERS

    @property
    def state_type(self) -> type[RaceState]:
        """``RaceState``."""
        return RaceState

    def new_game(self, config: RaceStart, seed: int) -> RaceState:
        """The start of a race (``RaceConfigError`` for a configuration that cannot start)."""
        return rules.new_game(config.config, seed, board=config.board, decks=config.decks)

    def apply(self, state: RaceState, action: Action) -> RaceState:
        """The state after ``action``; ``IllegalActionError`` says why it is refused."""
        return rules.apply(state, action)

    def apply_recorded(self, state: RaceState, action: Action) -> RaceState:
        """``apply``, taking the jump a record from before ruling R1986-09 left implicit."""
        return rules.apply_recorded(state, action)

    def why_illegal(self, state: RaceState, action: Action) -> Message | None:
        """Why ``apply`` refuses ``action``, or None if it accepts it."""
        return why_illegal(state, action)

    def legal_actions(self, state: RaceState) -> tuple[Action, ...]:
        """Every action the rules allow now (every choice of the race is discrete)."""
        return tuple(rules.legal_actions(state))

    def current_player(self, state: RaceState) -> int | None:
        """Who must decide now (a victim asked to defend included); None once over."""
        return rules.current_player(state)

    def is_terminal(self, state: RaceState) -> bool:
        """Whether a figure has reached London."""
        return rules.is_terminal(state)

    def outcome(self, state: RaceState) -> Outcome | None:
        """The winner and the finishing order, or None while the race goes on."""
        return rules.outcome(state)

    def config_of(self, state: RaceState) -> RaceStart:
        """The configuration, board and decks the race started from."""
        return RaceStart(state.config, state.board, state.decks)

    def seed_of(self, state: RaceState) -> int:
        """The seed the race was shuffled with."""
        return state.seed

    def history(self, state: RaceState) -> tuple[Action, ...]:
        """Every action since the start."""
        return state.history

    def events(self, state: RaceState) -> tuple[LogEvent, ...]:
        """The log of the last action."""
        return state.last_events

    def player_names(self, state: RaceState) -> tuple[str, ...]:
        """The players' names by seat."""
        return tuple(player.name for player in state.players)

    def turn_number(self, state: RaceState) -> int:
        """The turn being played."""
        return int(state.turn_number)

    def revealed_hidden(self, before: RaceState, after: RaceState) -> bool:
        """Whether the action between the two states showed a hidden card."""
        return bool(revealed_hidden(before, after))

    def action_to_dict(self, action: Action) -> dict[str, Any]:
        """Plain data for ``action``."""
        return action.to_dict()

    def action_from_dict(self, data: object) -> Action:
        """The action ``data`` describes; ``IllegalActionError`` says what is malformed."""
        return action_from_dict(data)


#: The race game (``GAMES["race-1986"]``).
GAME: Game[RaceStart, RaceState, Action, LogEvent, Outcome] = RaceGame()
