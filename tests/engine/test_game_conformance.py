"""One conformance test over every registered game (OpenSpiel's ``random_sim_test``).

Seeded random games of every game in ``GAMES`` are played to their end through the ``Game``
interface alone. After every action it checks that ``apply`` left its input as it was,
that the action round-trips through plain data (JSON), that ``why_illegal`` is None exactly
for the legal actions (the race: over all of ``legal_actions`` and a sample of illegal
ones; the journey: over every transport while one is taken, and over the routes the random
player draws and mutations of them, where ``apply`` must raise exactly when ``why_illegal``
gives a reason), that the game's own invariants hold, and at the end that replaying
``{config, seed, actions}`` gives the same state. Each game brings a ``Harness``: its
configurations, its random player, its candidate illegal actions and its invariants.
"""

from __future__ import annotations

import itertools
import json
import pickle
import random
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, fields, replace
from typing import Any

import pytest
from journey_helpers import make_config, quick_cards, random_route, random_step
from journey_invariants import MoveTracker, check_final_score, check_step
from race_helpers import choose, random_config
from race_invariants import check_invariants

from eighty_days.engine import journey, race
from eighty_days.engine.common import Rng
from eighty_days.engine.game import GAMES, AnyGame, replay
from eighty_days.engine.journey import (
    CHARACTERS,
    AdventureClaimed,
    DaysChanged,
    DrawRoute,
    FixStruck,
    IncomeCardRevealed,
    JourneyEnded,
    JourneyState,
    Phase,
    Side,
    Slot,
    TakeBalloon,
    TakeTransport,
)
from eighty_days.engine.race import (
    AcceptPenalty,
    CarryOutEvent,
    DeclineJump,
    Defend,
    DiscardCard,
    DrawCards,
    EndTurn,
    ExchangeCards,
    KeepEvent,
    MoveWindRose,
    PlayCard,
    PlayEvent,
    RaceState,
    TakeJump,
    Transport,
)
from eighty_days.engine.race.game import RaceStart
from eighty_days.shipped_journey import default_config
from eighty_days.shipped_race import default_board, default_decks

#: Most actions a game may take; more means it got stuck.
MAX_ACTIONS = 4000


@dataclass
class Harness:
    """What the conformance test needs to know of one game beyond its ``Game``."""

    #: A configuration for the random game of ``seed``.
    config: Callable[[int], Any]
    #: The random player: a legal action in the state (``rng`` is the game's own).
    choose: Callable[[Any, random.Random], Any]
    #: Actions to try that may well be illegal in the state.
    candidates: Callable[[Any, random.Random], list[Any]]
    #: The game's own invariants between two consecutive states (None before the first).
    check: Callable[[Any, Any], None]
    #: The game's own checks at the end of a game, given every kind of action and event seen.
    check_end: Callable[[Any], None]
    #: Random games in the default run and in the slow one.
    games: int
    slow_games: int


# -- the journey ---------------------------------------------------------------------------

QUICK = quick_cards()


def journey_config(seed: int) -> journey.JourneyConfig:
    """2-4 players, random character sides on the synthetic sheet; one game in eight with
    a one-day deck (its random player greedy, so journeys reach Arrival London); the game
    of seed 1 on the shipped world map."""
    if seed == 1:
        return default_config(["Ada", "Bert", "Cleo"])
    rng = random.Random(seed * 7919)
    sides = tuple(rng.choice((Side.FRONT, Side.BACK)) for _ in CHARACTERS)
    config = make_config(2 + seed % 3, sides)
    return replace(config, cards=QUICK) if seed % 8 == 0 else config


def journey_choose(state: JourneyState, rng: random.Random) -> journey.Action:
    """The helpers' random player (greedy with the one-day deck)."""
    after = random_step(state, rng, greedy=state.config.cards is QUICK)
    return after.history[-1]


def journey_candidates(state: JourneyState, rng: random.Random) -> list[journey.Action]:
    """Every transport of the market and balloon (and an unknown balloon); a random route
    and routes mutated from it (moved, stretched, turned back, started elsewhere)."""
    candidates: list[journey.Action] = [
        TakeTransport(slot, flip) for slot in Slot for flip in (False, True)
    ]
    candidates.extend(TakeBalloon(b) for b in (*state.config.cards.balloon_ids, "no-balloon"))
    if state.phase is Phase.DRAW_ROUTE:
        route = random_route(state, rng, tries=2).points
        x, y = route[-1]
        candidates.extend(
            DrawRoute(points)
            for points in (
                route,
                (*route[:-1], (x + rng.uniform(-40, 40), y + rng.uniform(-20, 20))),
                (*route, (x + 30.0, y)),
                tuple(reversed(route)),
                ((route[0][0] + 5.0, route[0][1]), *route[1:]),
                (route[0], (route[0][0] - 0.5, route[0][1] - 0.5)),
            )
        )
    else:
        candidates.append(DrawRoute(((0.0, 0.0), (1.0, 1.0))))
    return candidates


def journey_check(before: JourneyState | None, after: JourneyState) -> None:
    """The journey's invariants between two states (the turn-order rule followed from the
    start of the game by a tracker kept on the first state)."""
    if before is None:
        _TRACKERS[id(after)] = MoveTracker(after)
        return
    tracker = _TRACKERS.pop(id(before))
    check_step(before, after, tracker)
    _TRACKERS[id(after)] = tracker


_TRACKERS: dict[int, MoveTracker] = {}


def journey_end(state: JourneyState) -> None:
    """The final scores equal the sum of their categories, recomputed from the sheets."""
    _TRACKERS.clear()
    check_final_score(state)


# -- the race ------------------------------------------------------------------------------

BOARD = default_board()
DECKS = default_decks()


def race_config(seed: int) -> RaceStart:
    """2-6 players, any rose, every third game with all the expert rules; shipped board."""
    return RaceStart(random_config(seed), BOARD, DECKS)


def race_choose(state: RaceState, rng: random.Random) -> race.Action:
    """A random legal action (backward moves only now and then, or races never end)."""
    action, _ = choose(race.legal_actions(state), Rng.from_seed(rng.getrandbits(64)))
    return action


def race_candidates(state: RaceState, rng: random.Random) -> list[race.Action]:
    """A sample of every kind of action with cards from anywhere, counts and steps around
    the legal ones: most of them illegal now."""
    cards = list(state.decks.action_cards)
    hand = list(state.players[state.turn_player].hand) or cards
    card = rng.choice([*hand, rng.choice(cards)])
    pool: list[race.Action] = [
        DrawCards(rng.randint(0, 3)),
        PlayCard(card),
        PlayCard(card, steps=rng.randint(-1, 12)),
        PlayCard(card, backward=True),
        PlayCard(card, new_transport=rng.choice(list(Transport))),
        # legal_actions names an exchange's two cards in the order of the hand (either
        # order is accepted: the same exchange)
        ExchangeCards(tuple(sorted(rng.sample(hand, 2), key=hand.index)))  # type: ignore[arg-type]
        if len(hand) > 1
        else ExchangeCards((hand[0], hand[0])),
        DiscardCard(rng.choice(hand)),
        MoveWindRose(rng.choice(list(Transport))),
        Defend(rng.choice(hand)),
        AcceptPenalty(),
        KeepEvent(),
        CarryOutEvent(),
        PlayEvent(),
        TakeJump(),
        DeclineJump(),
        EndTurn(),
    ]
    for action in race.legal_actions(state):  # the legal ones, changed a little
        if isinstance(action, PlayCard):
            pool.append(replace(action, backward=not action.backward))
            if action.steps is not None:
                pool.append(replace(action, steps=action.steps + rng.choice((-1, 1))))
    return rng.sample(pool, min(len(pool), 10))


def race_check(_before: RaceState | None, after: RaceState) -> None:
    """The race's invariants in the state after an action."""
    check_invariants(after)


def race_end(state: RaceState) -> None:
    """A finished race ranks every player."""
    result = race.outcome(state)
    assert result is not None
    assert sorted(result.finishing_order) == list(range(len(state.players)))


HARNESSES: dict[str, Harness] = {
    "journey-2024": Harness(
        journey_config,
        journey_choose,
        journey_candidates,
        journey_check,
        journey_end,
        games=8,
        slow_games=2000,
    ),
    "race-1986": Harness(race_config, race_choose, race_candidates, race_check, race_end, 10, 2000),
}


# -- the checks ----------------------------------------------------------------------------

#: State fields shared by every state of a game and never changed (the map, the cards), and
#: the growing tuples of the history and the last events: compared by identity (a tuple of
#: frozen values cannot change in place), the other fields by their pickled bytes.
BY_IDENTITY = frozenset({"config", "board", "decks", "history", "last_events"})


def fingerprint(state: object) -> tuple[bytes, tuple[int, ...]]:
    """Every field of ``state`` as bytes or by identity (to see a change)."""
    names = [f.name for f in fields(state)]  # type: ignore[arg-type]
    return (
        pickle.dumps([getattr(state, n) for n in names if n not in BY_IDENTITY]),
        tuple(id(getattr(state, n)) for n in names if n in BY_IDENTITY),
    )


def plain(game: AnyGame, action: object) -> object:
    """``action`` through plain data and JSON text and back."""
    return game.action_from_dict(json.loads(json.dumps(game.action_to_dict(action))))


def refused_by_apply(game: AnyGame, state: object, action: object) -> bool:
    """Whether ``apply`` refuses ``action`` (with the typed error and a message)."""
    try:
        game.apply(state, action)
    except journey.IllegalActionError as error:
        assert str(error)
        return True
    return False


def check_candidates(game: AnyGame, state: object, candidates: list[Any]) -> Counter[bool]:
    """``why_illegal`` is None exactly for the legal candidates, and ``apply`` raises
    exactly when it is not; returns how many were legal and illegal."""
    legal = game.legal_actions(state)
    counts: Counter[bool] = Counter()
    for action in candidates:
        reason = game.why_illegal(state, action)
        if legal is not None:
            assert (reason is None) == (action in legal), (action, reason)
        assert refused_by_apply(game, state, action) == (reason is not None), (action, reason)
        counts[reason is None] += 1
    return counts


def check_action(game: AnyGame, state: object, action: object, rng: random.Random) -> object:
    """Apply a legal ``action`` with every check of one step; the state after it."""
    legal = game.legal_actions(state)
    assert game.why_illegal(state, action) is None
    if legal is not None:
        assert action in legal
        for each in legal:
            assert game.why_illegal(state, each) is None, each
    assert plain(game, action) == action
    seat = game.current_player(state)
    assert seat is not None
    other = replace(action, seat=(seat + 1) % len(game.player_names(state)))  # type: ignore[type-var]
    assert game.why_illegal(state, other) is not None  # another seat may not act now
    before = fingerprint(state)
    after = game.apply(state, action)
    assert fingerprint(state) == before, "apply changed its input"
    assert game.apply(state, action) == after  # a pure function
    assert game.history(after) == (*game.history(state), action)
    return after


@dataclass
class Played:
    """What one random game showed."""

    final: Any
    actions: Counter[str]
    events: Counter[str]
    candidates: Counter[bool]


def play(kind: str, seed: int) -> Played:
    """One seeded random game of ``kind`` to its end, every step checked."""
    game, harness = GAMES[kind], HARNESSES[kind]
    rng = random.Random(seed)
    config = harness.config(seed)
    state = game.new_game(config, seed)
    assert game.new_game(config, seed) == state  # randomness only from the seed
    harness.check(None, state)
    played = Played(state, Counter(), Counter(), Counter())
    for _ in range(MAX_ACTIONS):
        if game.is_terminal(state):
            break
        assert game.outcome(state) is None
        played.candidates += check_candidates(game, state, harness.candidates(state, rng))
        action = harness.choose(state, rng)
        after = check_action(game, state, action, rng)
        harness.check(state, after)
        played.actions[type(action).__name__] += 1
        played.events.update(type(event).__name__ for event in game.events(after))
        state = after
    else:
        raise AssertionError(f"{kind} game {seed} did not end within {MAX_ACTIONS} actions")
    assert game.current_player(state) is None and game.legal_actions(state) == ()
    assert game.outcome(state) is not None
    harness.check_end(state)
    assert game.config_of(state) == config
    history = game.history(state)
    assert replay(game, game.config_of(state), game.seed_of(state), history) == state
    again = [plain(game, action) for action in history]
    assert replay(game, config, seed, again) == state
    played.final = state
    return played


def play_many(kind: str, seeds: Iterator[int] | range) -> tuple[Counter[str], Counter[bool]]:
    """Random games of ``kind`` for ``seeds``: the actions and events seen, and how many
    candidates were legal and illegal."""
    seen: Counter[str] = Counter()
    candidates: Counter[bool] = Counter()
    for seed in seeds:
        played = play(kind, seed)
        seen.update(played.actions)
        seen.update(played.events)
        candidates += played.candidates
    return seen, candidates


#: What the random games of each game must have shown (so that the checks reached them).
MUST_SEE = {
    "journey-2024": {
        TakeTransport,
        TakeBalloon,
        DrawRoute,
        FixStruck,
        AdventureClaimed,
        IncomeCardRevealed,
        DaysChanged,
        JourneyEnded,
    },
    "race-1986": {PlayCard, DrawCards, MoveWindRose, AcceptPenalty, EndTurn},
}


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_random_games_keep_the_game_interface_and_the_rules(kind: str) -> None:
    """Seeded random games of every registered game to their end: ``apply`` never changes
    its input and is a pure function; every action round-trips through plain data;
    ``why_illegal`` is None exactly for the legal actions and ``apply`` raises exactly when
    it is not (another seat may not act); the game's own invariants hold after every action
    (journey: money R2024-14, turn order R2024-01..04, cards, characters, scores; race:
    cards conserved, figures on the track); ``{config, seed, actions}`` replays the game."""
    harness = HARNESSES[kind]
    seen, candidates = play_many(kind, range(harness.games))
    for needed in MUST_SEE[kind]:
        assert seen[needed.__name__] > 0, f"no {needed.__name__} in {harness.games} games"
    assert candidates[True] > 0 and candidates[False] > 0


def test_every_registered_game_has_a_harness() -> None:
    """A new game in the registry gets its configurations and random player here."""
    assert set(HARNESSES) == set(GAMES)
    for kind, game in GAMES.items():
        assert game.kind == kind and game.title
        assert 1 <= game.min_players <= game.max_players


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_the_seed_decides_the_deal(kind: str) -> None:
    """Equal seeds deal equally, and over many seeds every seat begins some game (the
    race: "Es wird ausgelost, welcher Spieler beginnt"; the journey: the random stack)."""
    game = GAMES[kind]
    config = HARNESSES[kind].config(4)  # four players in both games' harness
    players = len(game.player_names(game.new_game(config, 0)))
    firsts = {game.current_player(game.new_game(config, seed)) for seed in range(60)}
    assert firsts == set(range(players))
    assert game.new_game(config, 11) != game.new_game(config, 12)


@pytest.mark.slow
@pytest.mark.parametrize("kind", sorted(GAMES))
def test_many_more_random_games(kind: str) -> None:
    """The same checks over many more seeds."""
    harness = HARNESSES[kind]
    play_many(kind, itertools.islice(itertools.count(harness.games), harness.slow_games))
