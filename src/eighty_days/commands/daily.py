"""``eighty-days daily``: the daily journey, today's deal (the same on every computer).

``eighty-days daily --date 2026-12-01 --seed`` prints the seed of that date's deal, so
that two computers can be checked to agree (saves/daily.py documents the function).
"""

from __future__ import annotations

import argparse
import datetime as dt
import sys

NAME = "daily"
HELP = "Play the daily journey: the same deal of the 2024 game on every computer for a date."


def configure(parser: argparse.ArgumentParser) -> None:
    """Options: the date (default today) and --seed to print its seed."""
    parser.add_argument(
        "--date", default=None, metavar="YYYY-MM-DD", help="the date of the deal (default: today)"
    )
    parser.add_argument(
        "--seed", action="store_true", help="print the seed of the date's deal and exit"
    )


def run(args: argparse.Namespace) -> int:
    """Print the seed, or open the window with the date's daily journey."""
    from eighty_days.saves.daily import DailyDeal, parse_day

    try:
        day = parse_day(args.date) if args.date is not None else dt.date.today()
    except ValueError as error:
        print(f"eighty-days daily: {error}", file=sys.stderr)
        return 2
    if args.seed:
        deal = DailyDeal.of(day)
        sides = ", ".join(side.value for side in deal.sides)
        print(f"{day.isoformat()}: seed {deal.seed} (characters: {sides})")
        return 0
    from eighty_days.commands.play import display_problem, install_platform_failure_handler

    problem = display_problem()
    if problem is not None:
        print(problem, file=sys.stderr)
        return 2
    install_platform_failure_handler()
    from eighty_days.app import run_program

    return run_program(args)  # opens the window on the date's deal (app.daily_date)
