"""Regenerate the screenshots of the daily journey, a challenge, the statistics and the album.

    uv run python tools/journal_screenshots.py --language en [--out docs/screenshots]
    uv run python tools/journal_screenshots.py --language de

Offscreen, in a temporary data folder: the daily journey of 1 December 2026 is started
from the Game menu (``daily-journey-start``), played to its end by computer moves for
every seat (``daily-journey-result``), sent as a challenge and played again in a second
window (``challenge-comparison``); a few more games from earlier days are kept, then the
statistics window (``statistics``) and the album (``album``) are opened. German pictures
end in ``-de``.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import shutil
import tempfile
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication
from shot_helpers import grab_with_dialog, screenshot_app, settle

from eighty_days.languages import LANGUAGES

SIZE = (1600, 1000)
DAY = dt.date(2026, 12, 1)


def play_to_the_end(app: QApplication, window: object, seed: int, first: str = "normal") -> None:
    """Every seat plays computer moves through the window's controller (the first seat at
    level ``first``, the others normal)."""
    from eighty_days.ai.base import Level
    from eighty_days.ai.journey import JourneyBot
    from eighty_days.engine.journey import DrawRoute, is_terminal

    window.computer_turns.stop()  # type: ignore[attr-defined]
    window.computer_turns.bots = {}  # type: ignore[attr-defined]  # this script plays them
    controller = window.controller  # type: ignore[attr-defined]
    bots = [
        JourneyBot(Level(first) if seat == 0 else Level.NORMAL, seed + seat)
        for seat in range(len(controller.state.players))
    ]
    while not is_terminal(controller.state):
        action = bots[controller.state.active].decide(controller.state)
        if isinstance(action, DrawRoute):
            assert controller.draw_route(action.points)
        else:
            assert controller.take_transport(action)
    settle(app, 5)


def earlier_games(days: int) -> None:
    """Journeys and a race kept as if played on the days before ``DAY``."""
    from eighty_days.ai.base import Level
    from eighty_days.ai.journey import JourneyBot
    from eighty_days.ai.race import RaceBot
    from eighty_days.engine import race
    from eighty_days.engine.journey import apply, is_terminal
    from eighty_days.resources import default_race_board_path, default_world_map_path
    from eighty_days.saves import MapRef, Seat, record_of
    from eighty_days.saves.album import Album
    from eighty_days.saves.daily import DAILY_NAMES, DailyDeal, daily_start_state
    from eighty_days.saves.stats import open_database
    from eighty_days.shipped_race import new_race
    from eighty_days.ui.album.pictures import make_thumbnails

    album = Album()
    database = open_database()
    names = DAILY_NAMES
    for back in range(1, days + 1):
        day = DAY - dt.timedelta(days=back)
        state = daily_start_state(DailyDeal.of(day))
        level = (Level.EASY, Level.NORMAL, Level.HARD)[back % 3]
        bots = [JourneyBot(Level.NORMAL if s == 0 else level, back * 10 + s) for s in range(4)]
        while not is_terminal(state):
            state = apply(state, bots[state.active].decide(state))
        seats = tuple(
            Seat(n, human=i == 0, level="" if i == 0 else str(level)) for i, n in enumerate(names)
        )
        record = replace(
            record_of(state, MapRef.for_file(default_world_map_path()), seats),
            saved_at=f"{day.isoformat()}T19:30:00Z",
        )
        entry = album.add(record, state, daily=day.isoformat())
        make_thumbnails(entry, state)
        database.record(entry.summary)
    players = ("Ann", "Ben", "Cleo")
    race_state = new_race(race.RaceConfig(players), 3)
    race_bots = [RaceBot(Level.NORMAL, s) for s in range(3)]
    while not race.is_terminal(race_state):
        seat = race.current_player(race_state) or 0
        race_state = race.apply(race_state, race_bots[seat].decide(race_state))
    seats = tuple(
        Seat(n, human=i == 0, level="" if i == 0 else "normal") for i, n in enumerate(players)
    )
    record = replace(
        record_of(race_state, MapRef.for_file(default_race_board_path()), seats),
        saved_at=f"{(DAY - dt.timedelta(days=2)).isoformat()}T21:00:00Z",
    )
    database.record(album.add(record, race_state).summary)
    database.close()


def main() -> int:
    """Make the pictures in the chosen language."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--language", choices=LANGUAGES, default="en")
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots"))
    args = parser.parse_args()
    data = tempfile.mkdtemp(prefix="journal-shots-")
    os.environ["EIGHTY_DAYS_DATA_DIR"] = data
    try:
        return make_pictures(args)
    finally:
        shutil.rmtree(data, ignore_errors=True)


def make_pictures(args: argparse.Namespace) -> int:
    """Play, keep and open everything, saving the pictures."""
    from PySide6.QtCore import QSettings

    from eighty_days.app import start_program
    from eighty_days.cli import _available_commands, build_parser
    from eighty_days.settings import AppSettings, Language
    from eighty_days.ui.album.journal import game_menu_of
    from eighty_days.ui.journey.window import MainWindow

    screenshot_app()

    suffix = "" if args.language == "en" else f"-{args.language}"
    args.out.mkdir(parents=True, exist_ok=True)

    def save(image: QImage, name: str) -> None:
        path = args.out / f"{name}{suffix}.png"
        image.save(str(path))
        print(f"wrote {path}")

    earlier_games(5)
    # the program as ``eighty-days --seed 1`` starts it, its settings in the data folder
    data = Path(os.environ["EIGHTY_DAYS_DATA_DIR"])
    store = QSettings(str(data / "settings.ini"), QSettings.Format.IniFormat)
    AppSettings(store).language = Language(args.language)
    command = build_parser(_available_commands()).parse_args(["play", "--seed", "1"])
    program = start_program(command, store=store, first_start=False)
    app = program.app
    window = program.windows[0]
    assert isinstance(window, MainWindow)
    window.resize(*SIZE)
    window.show()
    menu = game_menu_of(window)
    menu.journal.start_daily(DAY)
    settle(app, 5)
    save(window.grab().toImage(), "daily-journey-start")
    play_to_the_end(app, window, 1872)
    if window.scoring_dialog is not None:
        window.scoring_dialog.close()
    window.table.view.fit()
    settle(app, 5)
    save(grab_with_dialog(window, menu.journal.message_box), "daily-journey-result")
    if menu.journal.message_box is not None:
        menu.journal.message_box.close()

    challenge = Path(os.environ["EIGHTY_DAYS_DATA_DIR"]) / "you.80days-challenge.json"
    menu.journal.send_challenge(challenge)
    friend = program.new_journey_window(None, 2)  # a second window of the program
    friend.resize(*SIZE)
    friend.show()
    friend_menu = game_menu_of(friend)
    friend_menu.journal.open_challenge_file(challenge)
    play_to_the_end(app, friend, 4242, first="hard")
    if friend.scoring_dialog is not None:
        friend.scoring_dialog.close()
    settle(app, 5)
    comparison = friend_menu.journal.comparison
    assert comparison is not None
    comparison.resize(1200, 900)
    settle(app, 5)
    save(comparison.grab().toImage(), "challenge-comparison")

    statistics = menu.show_statistics()
    statistics.resize(1200, 760)
    settle(app, 5)
    save(statistics.grab().toImage(), "statistics")
    album = menu.show_album()
    album.resize(1300, 820)
    settle(app, 5)
    save(album.grab().toImage(), "album")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
