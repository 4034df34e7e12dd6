"""``eighty-days replay FILE``: check a save file and watch it in the replay viewer.

With ``--check`` nothing is opened: the file is read, its map found and every action
replayed through the engine; the result (or the problem and where it is) is printed.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

NAME = "replay"
HELP = "Check a saved game (--check) or step through it in the replay viewer."


def configure(parser: argparse.ArgumentParser) -> None:
    """Arguments: the save file; ``--check`` to check it without opening a window."""
    parser.add_argument("save", type=Path, help="a save file (.80days.json)")
    parser.add_argument(
        "--check", action="store_true", help="only check the file and print a summary"
    )


def run(args: argparse.Namespace) -> int:
    """Check or show the save; exit code 2 for a file that cannot be used."""
    from eighty_days.saves import SaveError, load_save

    try:
        loaded = load_save(args.save)
    except SaveError as error:
        print(f"eighty-days replay: {error}", file=sys.stderr)
        return 2
    rules = loaded.rules
    state = loaded.state
    status = "finished" if rules.game.is_terminal(state) else "in progress"
    print(
        f"{args.save}: {rules.title}, {', '.join(rules.game.player_names(state))}; "
        f"{len(loaded.record.actions)} actions replayed, every one legal; the game is {status}."
    )
    if args.check:
        return 0
    from eighty_days.commands.play import display_problem

    problem = display_problem()
    if problem is not None:
        print(problem, file=sys.stderr)
        return 1
    from eighty_days.app import start_program

    program = start_program(args, loaded=loaded)
    return int(program.app.exec())
