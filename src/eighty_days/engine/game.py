"""The one interface both rules engines fulfil (OpenSpiel's ``pyspiel.Game``), and their registry.

A ``Game`` is a stateless object of pure functions over frozen states: it starts a game
from a configuration and a seed, applies actions, says whose decision it is, whether the
game is over and how it ended, why an action is refused, and turns actions into plain data
and back. ``GAMES`` maps each game's ``kind`` (the id its save files carry) to its
``Game``; the save files, the bots, the sessions, the command line and the windows take a
``Game`` from it instead of naming a game by a string.

Example, a random game to its end (the race's choices are all discrete)::

    from eighty_days.engine.common import Rng
    from eighty_days.engine.game import GAMES, RACE_KIND

    game = GAMES[RACE_KIND]
    state = game.new_game(config, seed=7)
    rng = Rng.from_seed(7)
    while not game.is_terminal(state):
        actions = game.legal_actions(state)
        assert actions is not None           # None: a continuous choice (a journey route)
        action, rng = rng.choice(actions)
        assert game.why_illegal(state, action) is None
        state = game.apply(state, action)
    print(game.outcome(state))

``{config, seed, actions}`` replays a game exactly: ``replay(game, config, seed, actions)``.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Iterable, Iterator, Mapping
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from eighty_days.messages import Message

if TYPE_CHECKING:
    from eighty_days.engine.journey.game import JourneyGame
    from eighty_days.engine.race.game import RaceGame

ConfigT = TypeVar("ConfigT")
StateT = TypeVar("StateT")
ActionT = TypeVar("ActionT")
EventT_co = TypeVar("EventT_co", covariant=True)
OutcomeT_co = TypeVar("OutcomeT_co", covariant=True)

#: An action as plain data (what a save file holds): ``{"type": ..., field: value, ...}``.
PlainAction = dict[str, Any]


class Game(Protocol[ConfigT, StateT, ActionT, EventT_co, OutcomeT_co]):
    """One board game's rules as pure functions over frozen states.

    Type parameters: the configuration a game starts from, the state, the action, an event
    of the log (what one action did) and the outcome of a finished game. Nothing here
    mutates: ``apply`` returns a new state and leaves its input as it was. Randomness comes
    only from the seeded generator inside the state.
    """

    @property
    def kind(self) -> str:
        """The game's id, as save files write it (``"journey-2024"``, ``"race-1986"``)."""
        ...

    @property
    def short_name(self) -> str:
        """The game's one-word name, as the command line and reports name it."""
        ...

    @property
    def title(self) -> str:
        """The game's name for people (English; the UI translates it)."""
        ...

    @property
    def min_players(self) -> int:
        """The fewest seats a game has."""
        ...

    @property
    def max_players(self) -> int:
        """The most seats a game has."""
        ...

    @property
    def state_type(self) -> type[StateT]:
        """The class of the game's states (to tell which game a state belongs to)."""
        ...

    def new_game(self, config: ConfigT, seed: int) -> StateT:
        """The state at the start of a game set up by ``config``, shuffled by ``seed``.

        Raises the engine's setup error (a ``MessageError``) for a configuration the rules
        cannot start from.
        """
        ...

    def apply(self, state: StateT, action: ActionT) -> StateT:
        """The state after ``action``; ``IllegalActionError`` (``InvalidActionError`` for a
        malformed action or an unknown seat) saying why if the rules refuse it."""
        ...

    def apply_recorded(self, state: StateT, action: ActionT) -> StateT:
        """``apply`` for an action read from a record (a save file, a replay): the same,
        except where the engine still accepts what an older version recorded."""
        ...

    def why_illegal(self, state: StateT, action: ActionT) -> Message | None:
        """Why the rules refuse ``action`` in ``state``, or None if ``apply`` accepts it
        (None exactly when ``apply`` would not raise)."""
        ...

    def legal_actions(self, state: StateT) -> tuple[ActionT, ...] | None:
        """Every action the rules allow now when the choice is discrete (empty when the
        game is over); None when it is continuous.

        The race's choices are always discrete. The journey's are discrete while a player
        takes a transport (the market's slots, either side, the balloons) and continuous
        while they draw a route (any line of points on the map): there it answers None, and
        ``why_illegal`` judges a route that is given.
        """
        ...

    def current_player(self, state: StateT) -> int | None:
        """The seat whose decision it is, or None when the game is over."""
        ...

    def is_terminal(self, state: StateT) -> bool:
        """Whether the game is over."""
        ...

    def outcome(self, state: StateT) -> OutcomeT_co | None:
        """The result of a finished game (scores, winners, how ties were broken), or None
        while it goes on."""
        ...

    def config_of(self, state: StateT) -> ConfigT:
        """The configuration the game of ``state`` started from."""
        ...

    def seed_of(self, state: StateT) -> int:
        """The seed the game of ``state`` was shuffled with."""
        ...

    def history(self, state: StateT) -> tuple[ActionT, ...]:
        """Every action applied since the start, in order."""
        ...

    def events(self, state: StateT) -> tuple[EventT_co, ...]:
        """What the last action did (its log events; the setup's for a new game)."""
        ...

    def player_names(self, state: StateT) -> tuple[str, ...]:
        """The players' names by seat."""
        ...

    def turn_number(self, state: StateT) -> int:
        """The number of the turn being played (a new turn commits the last one)."""
        ...

    def revealed_hidden(self, before: StateT, after: StateT) -> bool:
        """Whether the action from ``before`` to ``after`` turned a hidden card face up (a
        commit point: undo never goes back across it)."""
        ...

    def action_to_dict(self, action: ActionT) -> PlainAction:
        """``action`` as plain data (what ``action_from_dict`` reads back)."""
        ...

    def action_from_dict(self, data: object) -> ActionT:
        """The action plain ``data`` describes; ``InvalidActionError`` (or its subclass the
        engine has) saying what is malformed."""
        ...


#: The ids of the two games (each ``Game.kind``): the keys of ``GAMES``, written in save files.
JOURNEY_KIND = "journey-2024"
RACE_KIND = "race-1986"

#: A game of any of the registered engines (the registry holds games of different types).
AnyGame = Game[Any, Any, Any, Any, Any]


class _Registry(Mapping[str, AnyGame]):
    """The registered games by ``kind``, each engine imported when its game is first asked
    for (the program starts with the journey; the race engine comes with the first race)."""

    def __init__(self, modules: Mapping[str, str]) -> None:
        self._modules = dict(modules)
        self._games: dict[str, AnyGame] = {}

    def __getitem__(self, kind: str) -> AnyGame:
        game = self._games.get(kind)
        if game is None:
            game = importlib.import_module(self._modules[kind]).GAME
            assert game.kind == kind, (game.kind, kind)
            self._games[kind] = game
        return game

    def __iter__(self) -> Iterator[str]:
        return iter(self._modules)

    def __len__(self) -> int:
        return len(self._modules)

    def imported(self) -> tuple[AnyGame, ...]:
        """The games whose engine has been imported (a state exists only of those)."""
        return tuple(
            self[kind]
            for kind, module in self._modules.items()
            if kind in self._games or module.rpartition(".")[0] in sys.modules
        )


#: Every registered game by its ``kind``: the 2024 journey and the 1986 race (each module
#: named here has a ``GAME`` of that kind).
GAMES = _Registry(
    {
        JOURNEY_KIND: "eighty_days.engine.journey.game",
        RACE_KIND: "eighty_days.engine.race.game",
    }
)


def journey_game() -> JourneyGame:
    """The 2024 journey's ``Game`` (``GAMES["journey-2024"]``, with its types)."""
    from eighty_days.engine.journey.game import JourneyGame

    game = GAMES[JOURNEY_KIND]
    assert isinstance(game, JourneyGame)
    return game


def race_game() -> RaceGame:
    """The 1986 race's ``Game`` (``GAMES["race-1986"]``, with its types; imports the race
    engine on first use)."""
    from eighty_days.engine.race.game import RaceGame

    game = GAMES[RACE_KIND]
    assert isinstance(game, RaceGame)
    return game


def game_of(state: object) -> AnyGame:
    """The registered game ``state`` belongs to; ``TypeError`` for anything else."""
    for game in GAMES.imported():
        if isinstance(state, game.state_type):
            return game
    raise TypeError(f"not a game state: {type(state).__name__}")


def replay(
    game: Game[ConfigT, StateT, ActionT, Any, Any],
    config: ConfigT,
    seed: int,
    actions: Iterable[ActionT],
) -> StateT:
    """The state ``{config, seed, actions}`` reaches (each action applied as recorded)."""
    state = game.new_game(config, seed)
    for action in actions:
        state = game.apply_recorded(state, action)
    return state


__all__ = [
    "GAMES",
    "JOURNEY_KIND",
    "RACE_KIND",
    "AnyGame",
    "Game",
    "PlainAction",
    "game_of",
    "journey_game",
    "race_game",
    "replay",
]
