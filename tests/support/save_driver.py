"""A headless player: random legal actions for either game, autosaving after each one.

Tests use it to make real games (``random_game``) and to check that a game killed at any
moment can be resumed from its autosave::

    python tests/support/save_driver.py --game race-1986 --seed 7 --autosave /tmp/a.json

prints ``saved N`` after the autosave holding N actions is in place. With ``--store FOLDER``
it plays ``--games`` games at once, an action of each in turn, each saved into its own file
among the games in progress in ``FOLDER`` (``saves.inprogress``): it prints ``game I ID``
for each, then ``saved I N`` after game I's file holding N actions is in place.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from eighty_days.cli import parse_seed
from eighty_days.engine import journey, race
from eighty_days.resources import default_race_board_path
from eighty_days.saves.files import write_save
from eighty_days.saves.format import MapRef, record_of
from eighty_days.saves.games import JOURNEY, RACE, RULES
from eighty_days.saves.load import load_save
from eighty_days.shipped_race import default_board, default_decks

PLAYER_NAMES = ("Ann", "Ben", "Cleo", "Dan", "Eve", "Finn")
#: Tries at a short random route before falling back to a zero-length one.
ROUTE_TRIES = 3


def random_journey_step(state: journey.JourneyState, rng: random.Random) -> journey.JourneyState:
    """One random legal action of the journey: a transport, or a zero-length/short route."""
    if state.phase is journey.Phase.TAKE_TRANSPORT:
        choices = list(journey.legal_transport_actions(state))
        rng.shuffle(choices)
        for choice in choices:
            try:
                return journey.apply(state, choice)
            except journey.IllegalActionError:
                continue
        raise RuntimeError("no transport can be taken")  # the engine guarantees one
    start = journey.route_start(state)
    ruler = journey.held_ruler(state)
    if ruler is not None:
        reach = ruler.in_map_units(state.config.sheet.ruler_unit).length
        for _ in range(ROUTE_TRIES):
            angle = rng.uniform(0, 2 * math.pi)
            length = rng.uniform(0.1, 1.0) * reach
            end = (start[0] + length * math.cos(angle), start[1] + length * math.sin(angle))
            try:
                return journey.apply(state, journey.DrawRoute((start, end)))
            except journey.IllegalActionError:
                continue
    return journey.apply(state, journey.DrawRoute((start,)))


def random_race_step(state: race.RaceState, rng: random.Random) -> race.RaceState:
    """One random legal action of the race."""
    return race.apply(state, rng.choice(race.legal_actions(state)))


def random_step(state: Any, rng: random.Random) -> Any:
    """One random legal action of either game."""
    if isinstance(state, journey.JourneyState):
        return random_journey_step(state, rng)
    return random_race_step(state, rng)


def read_map(game: str, map_path: Path | None) -> Any:
    """The map of ``game`` in ``map_path`` (the race defaults to the shipped board)."""
    if game == JOURNEY and map_path is None:
        raise ValueError("the journey driver needs a map")
    return RULES[game].read_map_file(map_path or default_race_board_path())


def new_random_game(game: str, seed: int, players: int, map_object: Any) -> Any:
    """A new game of kind ``game`` with ``players`` players on ``map_object``."""
    names = PLAYER_NAMES[:players]
    if game == JOURNEY:
        return journey.new_game(journey.default_config(names, map_object), seed)
    board = map_object or default_board()
    return race.new_game(race.RaceConfig(names), seed, board=board, decks=default_decks())


def random_game(start: Any, steps: int, rng: random.Random) -> list[Any]:
    """Every state from ``start`` through up to ``steps`` random legal actions."""
    states = [start]
    rules = RULES[JOURNEY if isinstance(start, journey.JourneyState) else RACE]
    for _ in range(steps):
        if rules.is_terminal(states[-1]):
            break
        states.append(random_step(states[-1], rng))
    return states


def main(argv: Sequence[str] | None = None) -> int:
    """Play one random game, autosaving after every action; print ``saved N`` each time."""
    parser = argparse.ArgumentParser(prog="save_driver.py")
    parser.add_argument("--game", choices=(JOURNEY, RACE), required=True)
    parser.add_argument("--seed", type=parse_seed, default=1)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--map", type=Path, default=None)
    parser.add_argument("--autosave", type=Path, default=None)
    parser.add_argument("--store", type=Path, default=None, help="games in progress folder")
    parser.add_argument("--games", type=int, default=2, help="games at once (with --store)")
    parser.add_argument("--max-actions", type=int, default=100_000)
    parser.add_argument(
        "--resume", action="store_true", help="continue the game in the autosave file"
    )
    parser.add_argument(
        "--padding",
        type=int,
        default=0,
        help="bytes of padding after each progress line: with a pipe that nobody reads, the "
        "player can get only a few actions ahead (tests kill it mid-game)",
    )
    args = parser.parse_args(argv)
    if args.store is not None:
        return play_in_progress(args)
    if args.autosave is None:
        parser.error("--autosave or --store is needed")
    rules = RULES[args.game]
    rng = random.Random(args.seed)
    if args.resume:
        loaded = load_save(args.autosave)
        state, map_ref = loaded.state, loaded.record.map
        rng.seed(f"{args.seed}-resumed-{len(loaded.record.actions)}")
        print(f"resumed {len(loaded.record.actions)}", flush=True)
    else:
        state = new_random_game(args.game, args.seed, args.players, read_map(args.game, args.map))
        map_ref = MapRef.for_file(args.map or default_race_board_path())
        write_save(record_of(state, map_ref), args.autosave)
        print("saved 0", flush=True)
    done = len(state.history)
    for count in range(done + 1, done + args.max_actions + 1):
        if rules.is_terminal(state):
            break
        state = random_step(state, rng)
        write_save(record_of(state, map_ref), args.autosave)
        print(f"saved {count}" + " " * args.padding, flush=True)
    print("finished", flush=True)
    return 0


def play_in_progress(args: argparse.Namespace) -> int:
    """``--store``: ``args.games`` games (seeds ``seed``, ``seed + 1``, …), an action of each
    in turn, each autosaved into its own file among the games in progress."""
    from eighty_days.saves.inprogress import InProgressStore

    rules = RULES[args.game]
    store = InProgressStore(args.store)
    map_object = read_map(args.game, args.map)
    map_ref = MapRef.for_file(args.map or default_race_board_path())
    games = []
    for index in range(args.games):
        seed = args.seed + index
        game_id = store.new_id(args.game)
        store.acquire(game_id)
        state = new_random_game(args.game, seed, args.players, map_object)
        store.write(game_id, record_of(state, map_ref))
        games.append((game_id, state, random.Random(seed)))
        print(f"game {index} {game_id}", flush=True)
    for _ in range(args.max_actions):
        if all(rules.is_terminal(state) for _, state, _ in games):
            break
        for index, (game_id, state, rng) in enumerate(games):
            if rules.is_terminal(state):
                continue
            state = random_step(state, rng)
            store.write(game_id, record_of(state, map_ref))
            games[index] = (game_id, state, rng)
            print(f"saved {index} {len(state.history)}" + " " * args.padding, flush=True)
    print("finished", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
