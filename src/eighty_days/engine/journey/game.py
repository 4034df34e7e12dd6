"""The 2024 journey as a ``Game`` (``eighty_days.engine.game``): its rules behind the one
interface every engine fulfils.

The journey's choices are discrete while a player takes a transport and continuous while
they draw a route, so ``legal_actions`` lists the transports and answers None for a route.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from eighty_days.engine.common import IllegalActionError
from eighty_days.engine.journey import rules
from eighty_days.engine.journey.actions import Action, action_from_dict
from eighty_days.engine.journey.events import JourneyEvent
from eighty_days.engine.journey.reveals import revealed_hidden
from eighty_days.engine.journey.scoring import Outcome, outcome
from eighty_days.engine.journey.setup import MAX_PLAYERS, MIN_PLAYERS, new_game
from eighty_days.engine.journey.state import JourneyConfig, JourneyState, Phase
from eighty_days.messages import Message

if TYPE_CHECKING:
    from eighty_days.engine.game import Game


@dataclass(frozen=True)
class JourneyGame:
    """The journey's rules as a ``Game[JourneyConfig, JourneyState, Action, JourneyEvent,
    Outcome]``."""

    kind: str = "journey-2024"
    short_name: str = "journey"
    title: str = "Around the World in 80 Days (2024 journey)"
    min_players: int = MIN_PLAYERS
    max_players: int = MAX_PLAYERS

    @property
    def state_type(self) -> type[JourneyState]:
        """``JourneyState``."""
        return JourneyState

    def new_game(self, config: JourneyConfig, seed: int) -> JourneyState:
        """The first turn of a game (``SetupError`` for a configuration that cannot start)."""
        return new_game(config, seed)

    def apply(self, state: JourneyState, action: Action) -> JourneyState:
        """The state after ``action``; ``IllegalActionError`` says why it is refused."""
        return rules.apply(state, action)

    def apply_recorded(self, state: JourneyState, action: Action) -> JourneyState:
        """``apply``: every journey record replays with today's rules."""
        return rules.apply(state, action)

    def why_illegal(self, state: JourneyState, action: Action) -> Message | None:
        """Why ``apply`` refuses ``action``, or None if it accepts it.

        The journey checks a route by drawing it (its legality is the route's geometry and
        what the drawing visits), so this asks ``apply`` and keeps its reason.
        """
        try:
            rules.apply(state, action)
        except IllegalActionError as error:
            return error.message
        return None

    def legal_actions(self, state: JourneyState) -> tuple[Action, ...] | None:
        """The transports the player may take now; None while they draw a route (a
        continuous choice); empty once the game is over."""
        if state.phase is Phase.DRAW_ROUTE:
            return None
        return rules.legal_transport_actions(state)

    def current_player(self, state: JourneyState) -> int | None:
        """The active player, or None once the game is over."""
        return rules.current_player(state)

    def is_terminal(self, state: JourneyState) -> bool:
        """Whether every player has ended their journey."""
        return rules.is_terminal(state)

    def outcome(self, state: JourneyState) -> Outcome | None:
        """The scores and winners of a finished game, else None (``scoring.outcome`` gives
        the standings of a game still going on)."""
        return outcome(state) if rules.is_terminal(state) else None

    def config_of(self, state: JourneyState) -> JourneyConfig:
        """The configuration the game started from."""
        return state.config

    def seed_of(self, state: JourneyState) -> int:
        """The seed the game was shuffled with."""
        return state.seed

    def history(self, state: JourneyState) -> tuple[Action, ...]:
        """Every action since the start."""
        return state.history

    def events(self, state: JourneyState) -> tuple[JourneyEvent, ...]:
        """What the last action did."""
        return state.last_events

    def player_names(self, state: JourneyState) -> tuple[str, ...]:
        """The players' names by seat."""
        return tuple(player.name for player in state.players)

    def turn_number(self, state: JourneyState) -> int:
        """The turn being played."""
        return int(state.turn)

    def revealed_hidden(self, before: JourneyState, after: JourneyState) -> bool:
        """Whether the action between the two states showed a hidden card (R2024-05,
        R2024-15)."""
        return revealed_hidden(before, after)

    def action_to_dict(self, action: Action) -> dict[str, Any]:
        """Plain data for ``action``."""
        return action.to_dict()

    def action_from_dict(self, data: object) -> Action:
        """The action ``data`` describes; ``ActionFormatError`` says what is malformed."""
        return action_from_dict(data)


#: The journey game (``GAMES["journey-2024"]``).
GAME: Game[JourneyConfig, JourneyState, Action, JourneyEvent, Outcome] = JourneyGame()
