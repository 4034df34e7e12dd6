"""Regenerate the screenshot of the list of games in progress (File → Games in progress…).

    uv run python tools/in_progress_screenshots.py --language en [--out docs/screenshots]
    uv run python tools/in_progress_screenshots.py --language de [--small /tmp/small.png]

Offscreen, in a temporary data folder: the program is started as ``eighty-days --seed 1``,
a journey on the world map, a race and the daily journey of 1 December 2026 are each played
for a few moves by computer moves and left unfinished (each stays among the games in
progress); the program is closed and started again, and the list it offers at the start is
saved over its window (``games-in-progress``; German pictures end in ``-de``). ``--small``
also saves the same at 1024×700, to check that the list fits a small screen.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from shot_helpers import grab_with_dialog, screenshot_app, settle

from eighty_days.languages import LANGUAGES

SIZE = (1600, 1000)
SMALL = (1024, 700)
DAY = dt.date(2026, 12, 1)


def play_journey(app: QApplication, window: Any, actions: int, seed: int) -> None:
    """``actions`` computer moves for every seat through the journey window's controller."""
    from eighty_days.ai.base import Level
    from eighty_days.ai.journey import JourneyBot
    from eighty_days.engine.journey import DrawRoute

    window.computer_turns.stop()
    window.computer_turns.bots = {}  # this script plays every seat
    controller = window.controller
    bots = [JourneyBot(Level.EASY, seed + s) for s in range(len(controller.state.players))]
    for _ in range(actions):
        action = bots[controller.state.active].decide(controller.state)
        if isinstance(action, DrawRoute):
            assert controller.draw_route(action.points)
        else:
            assert controller.take_transport(action)
    settle(app, 3)


def play_race(app: QApplication, window: Any, actions: int) -> None:
    """``actions`` computer moves through the race window's controller."""
    from eighty_days.ai.base import Level
    from eighty_days.ai.race import RaceBot
    from eighty_days.engine import race

    window.computer_seats.stop()
    controller = window.controller
    bots = [RaceBot(Level.EASY, 7 + s) for s in range(len(controller.state.players))]
    for _ in range(actions):
        seat = race.current_player(controller.state) or 0
        assert controller.perform(bots[seat].decide(controller.state))
    settle(app, 3)


def main() -> int:
    """Make the picture in the chosen language."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--language", choices=LANGUAGES, default="en")
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots"))
    parser.add_argument("--small", type=Path, default=None)
    args = parser.parse_args()
    data = tempfile.mkdtemp(prefix="in-progress-shots-")
    os.environ["EIGHTY_DAYS_DATA_DIR"] = data
    try:
        return make_pictures(args, Path(data))
    finally:
        shutil.rmtree(data, ignore_errors=True)


def make_pictures(args: argparse.Namespace, data: Path) -> int:
    """Leave three games unfinished, start again, save the list offered."""
    from eighty_days.app import start_program
    from eighty_days.cli import _available_commands, build_parser
    from eighty_days.settings import AppSettings, Language
    from eighty_days.ui.album.journal import game_menu_of
    from eighty_days.ui.journey.window import MainWindow

    screenshot_app()
    store = QSettings(str(data / "settings.ini"), QSettings.Format.IniFormat)
    AppSettings(store).language = Language(args.language)
    command = build_parser(_available_commands()).parse_args(["play", "--seed", "1"])

    program = start_program(command, store=store, first_start=False)
    app = program.app
    window = program.windows[0]
    assert isinstance(window, MainWindow)
    play_journey(app, window, 14, 31)
    race = program.race_window(players=3, seed=5)
    play_race(app, race, 12)
    daily = program.new_journey_window(None, 2)
    game_menu_of(daily).journal.start_daily(DAY)
    play_journey(app, daily, 6, 57)
    program.quit()
    settle(app, 5)

    again = start_program(command, store=store, first_start=False)
    first = again.windows[0]
    first.resize(*SIZE)
    settle(app, 5)
    dialog = again.in_progress_dialog
    assert dialog is not None
    settle(app, 5)
    suffix = "" if args.language == "en" else f"-{args.language}"
    args.out.mkdir(parents=True, exist_ok=True)
    path = args.out / f"games-in-progress{suffix}.png"
    grab_with_dialog(first, dialog, outline=True).save(str(path))
    print(f"wrote {path}")
    if args.small is not None:
        first.resize(*SMALL)
        settle(app, 5)
        grab_with_dialog(first, dialog, outline=True).save(str(args.small))
        print(f"wrote {args.small} (dialog {dialog.width()}×{dialog.height()})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
