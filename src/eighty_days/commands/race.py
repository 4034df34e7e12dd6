"""``eighty-days race``: open the window of the 1986 track race directly."""

from __future__ import annotations

import argparse
import sys

from eighty_days.cli import parse_seed

NAME = "race"
HELP = "Open the 1986 track race (hot seat for 2–6 players)."

MIN_PLAYERS = 2
MAX_PLAYERS = 6


def player_count(text: str) -> int:
    """Parse ``--players``: a whole number from 2 to 6."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a number of players") from None
    if not MIN_PLAYERS <= value <= MAX_PLAYERS:
        raise argparse.ArgumentTypeError(
            f"the race is for {MIN_PLAYERS}–{MAX_PLAYERS} players, not {value}"
        )
    return value


def configure(parser: argparse.ArgumentParser) -> None:
    """Options: how many players, the seed of the shuffle."""
    parser.add_argument(
        "--players", type=player_count, default=2, help="number of players, 2–6 (default 2)"
    )
    parser.add_argument("--seed", type=parse_seed, default=None, help="seed of the shuffle")
    parser.add_argument("--startup-probe", action="store_true", help=argparse.SUPPRESS)


def run(args: argparse.Namespace) -> int:
    """Open the race window; a missing display is a message and exit code 2."""
    from eighty_days.commands.play import display_problem

    problem = display_problem()
    if problem is not None:
        print(problem, file=sys.stderr)
        return 2
    from eighty_days.commands.play import install_platform_failure_handler, program_loading

    with program_loading():
        install_platform_failure_handler()
        from eighty_days.app import run_program
        from eighty_days.resources import DataError

    try:
        return run_program(args)
    except DataError as error:
        print(f"eighty-days: the race board cannot be read.\n{error}", file=sys.stderr)
        return 2
