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
    import random

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from eighty_days.resources import DataError
    from eighty_days.ui.common.gui_gc import install_gui_thread_collector
    from eighty_days.ui.race.setup import default_settings
    from eighty_days.ui.race.window import create_race_window

    app = QApplication.instance() or QApplication([])
    install_gui_thread_collector(app)  # cycles freed on this thread only
    from eighty_days.i18n import install_from_settings

    install_from_settings(app)  # the settings' language, else the system's
    app.setApplicationName("Eighty Days")
    seed = args.seed if args.seed is not None else random.randrange(1, 1_000_000)
    try:
        window = create_race_window(default_settings(args.players, seed))
    except DataError as error:
        print(f"eighty-days: the race board cannot be read.\n{error}", file=sys.stderr)
        return 2
    window.resize(1500, 950)
    window.show()
    if args.startup_probe:
        QTimer.singleShot(0, window.close)
        QTimer.singleShot(0, app.quit)
    return int(app.exec())
