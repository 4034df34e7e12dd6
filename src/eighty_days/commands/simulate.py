"""``eighty-days simulate``: computer opponents play games headless; the figures are printed.

Example: ``eighty-days simulate --game journey --players 4 --bots hard --games 500
--seed 1 --json out.json``. A progress bar runs on stderr; the report goes to stdout
(and to ``--json FILE`` as plain data).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from eighty_days.cli import MAX_SEED, parse_seed
from eighty_days.engine.game import JOURNEY_KIND, RACE_KIND

if TYPE_CHECKING:
    from eighty_days.ai.simulate import SimulationSettings

NAME = "simulate"
#: The games ``--game`` names, by their short names (``Game.short_name``).
SIMULATED_GAMES = {"journey": JOURNEY_KIND, "race": RACE_KIND}

HELP = "Let computer opponents play games headless and print win rates and balance figures."

MAX_GAMES = 1_000_000
#: More worker processes than this is surely a typing mistake.
MAX_JOBS = 256


#: The levels ``--bots`` takes, as its help and its error name them.
LEVELS = "easy, normal, hard; expert in the journey"


def configure(parser: argparse.ArgumentParser) -> None:
    """Options: game, players, bots, games, seed, JSON output, map and scale overrides."""
    parser.add_argument("--game", choices=tuple(SIMULATED_GAMES), default="journey")
    parser.add_argument(
        "--players", type=int, default=None, help="players at the table (default: one per bot)"
    )
    parser.add_argument(
        "--bots",
        default="normal",
        help=f"levels per seat, comma-separated ({LEVELS}); repeated to fill the seats",
    )
    parser.add_argument("--games", type=int, default=10, help="how many games (default 10)")
    parser.add_argument("--seed", type=parse_seed, default=0, help="game k is dealt from seed + k")
    parser.add_argument(
        "--rotate",
        action="store_true",
        help="turn the levels round the seats game by game (fair strength comparisons)",
    )
    parser.add_argument("--json", type=Path, default=None, help="also write the figures here")
    parser.add_argument(
        "--map", type=Path, default=None, help="journey map file (default: maps/world.yaml)"
    )
    parser.add_argument(
        "--ruler-unit",
        type=float,
        default=None,
        help="journey: override the map's ruler unit (balance experiments)",
    )
    parser.add_argument(
        "--cards",
        type=Path,
        default=None,
        help="journey: a card file to play with instead of the shipped one (balance experiments)",
    )
    parser.add_argument(
        "--jobs",
        type=int,
        default=1,
        help="play the games in this many processes at once (default 1; same figures)",
    )
    parser.add_argument("--quiet", action="store_true", help="no progress bar")


def settings_from(args: argparse.Namespace) -> SimulationSettings:
    """The simulation settings of the command line; ``ValueError`` says what is wrong."""
    from eighty_days.ai.base import parse_level
    from eighty_days.ai.simulate import SimulationSettings
    from eighty_days.engine.game import GAMES

    levels = tuple(parse_level(text) for text in str(args.bots).split(",") if text.strip())
    if not levels:
        raise ValueError(f"--bots needs at least one level ({LEVELS})")
    game = GAMES[SIMULATED_GAMES[args.game]]
    players = args.players if args.players is not None else max(2, len(levels))
    low, high = game.min_players, game.max_players
    if not low <= players <= high:
        raise ValueError(
            f"the {game.short_name} game is for {low} to {high} players, not {players}"
        )
    if len(levels) > players:
        raise ValueError(f"{len(levels)} bots given for {players} players")
    if not 1 <= args.jobs <= MAX_JOBS:
        raise ValueError(f"--jobs must be between 1 and {MAX_JOBS}")
    if not 1 <= args.games <= MAX_GAMES:
        raise ValueError(f"--games must be between 1 and {MAX_GAMES}")
    if args.ruler_unit is not None and not (args.ruler_unit > 0 and math.isfinite(args.ruler_unit)):
        raise ValueError("--ruler-unit must be a positive number")
    if args.seed + args.games - 1 > MAX_SEED:
        raise ValueError(
            f"--seed {args.seed} with {args.games} games needs seeds beyond {MAX_SEED} "
            "(game k is dealt from seed + k)"
        )
    if args.json is not None:
        problem = output_problem(args.json)
        if problem is not None:
            raise ValueError(problem)
    if game.kind == RACE_KIND and (
        args.map is not None or args.ruler_unit is not None or args.cards is not None
    ):
        raise ValueError("--map, --ruler-unit and --cards are for the journey game")
    if args.cards is not None and not args.cards.is_file():
        raise ValueError(f"no card file at {args.cards}")
    if args.map is not None and not args.map.is_file():
        raise ValueError(f"no map file at {args.map}")
    return SimulationSettings(
        game=game,
        levels=levels,
        games=args.games,
        seed=args.seed,
        players=players,
        rotate=args.rotate,
        map_path=args.map,
        ruler_unit=args.ruler_unit,
        cards_path=args.cards,
    )


def output_problem(path: Path) -> str | None:
    """Why the report cannot be written to ``path``, or ``None`` (checked before the games
    are played, so that a long run is not lost at its end)."""
    if path.is_dir():
        return f"--json {path} is a folder; give a file name"
    folder = path.parent
    if not folder.is_dir():
        return f"--json {path}: there is no folder {folder}"
    if not os.access(folder, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
        return f"--json {path}: the file cannot be written here"
    return None


class ProgressBar:
    """A one-line text progress bar on a stream (stderr)."""

    def __init__(self, stream: object, width: int = 30) -> None:
        self.stream = stream
        self.width = width

    def __call__(self, done: int, total: int) -> None:
        """Draw the bar for ``done`` of ``total`` games."""
        filled = self.width * done // max(total, 1)
        bar = "#" * filled + "-" * (self.width - filled)
        end = "\n" if done >= total else ""
        print(f"\r[{bar}] {done}/{total} games", end=end, file=self.stream, flush=True)  # type: ignore[call-overload]


def run(args: argparse.Namespace) -> int:
    """Run the simulation and print the report; 2 for bad options or a bad map."""
    from eighty_days.ai.simulate import check_settings, format_report, simulate
    from eighty_days.resources import DataError

    try:
        settings = settings_from(args)
        check_settings(settings)
    except ValueError as error:  # DataError included
        print(f"eighty-days simulate: {error}", file=sys.stderr)
        return 2
    progress = None if args.quiet else ProgressBar(sys.stderr)
    try:
        report = simulate(settings, progress, jobs=args.jobs)
    except DataError as error:
        print(f"eighty-days simulate: {error}", file=sys.stderr)
        return 2
    print(format_report(report))
    if args.json is not None:
        try:
            args.json.write_text(json.dumps(report.to_dict(), indent=1), encoding="utf-8")
        except OSError as error:
            print(
                f"eighty-days simulate: cannot write {args.json}: {error.strerror or error}",
                file=sys.stderr,
            )
            return 2
    return 0
