"""``eighty-days editor [FILE]``: open the map editor (on FILE, or on a new blank map)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

NAME = "editor"
HELP = "Open the map editor for custom sheets."


def configure(parser: argparse.ArgumentParser) -> None:
    """Options: the map file to open (optional)."""
    parser.add_argument("file", nargs="?", type=Path, default=None, help="map file to edit")


def run(args: argparse.Namespace) -> int:
    """Open the editor window; a missing display or an unreadable file is a message, code 2."""
    from eighty_days.commands.play import display_problem

    problem = display_problem()
    if problem is not None:
        print(problem, file=sys.stderr)
        return 2
    path: Path | None = args.file
    if path is not None and path.exists() and not path.is_file():
        print(f"eighty-days: {path} is not a file", file=sys.stderr)
        return 2
    from eighty_days.commands.play import install_platform_failure_handler
    from eighty_days.resources import DataError

    install_platform_failure_handler()
    try:
        from eighty_days.app import run_program

        return run_program(args)
    except DataError as error:
        print(f"eighty-days: the map cannot be opened.\n{error}", file=sys.stderr)
        return 2
