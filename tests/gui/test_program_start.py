"""The program's start (issue 17): every kind of window comes back at the size it was
closed at (the race and the replay viewer too, each kind its own), and the journey and the
race keep separate files among the games in progress that never overwrite each other."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from gui_helpers import PLAYABLE_SMALL
from program_helpers import QtBotDriver, StartProgram, continue_offered, in_progress_file
from program_ways import play_one_move
from pytestqt.qtbot import QtBot

from eighty_days.app import FIRST_SIZES
from eighty_days.saves import JOURNEY, RACE, autosave_path, load_save
from eighty_days.ui.journey.window import MainWindow
from eighty_days.ui.race.window import RaceWindow

pytestmark = pytest.mark.gui
RACE_SAMPLE = Path(__file__).resolve().parents[1] / "data" / "saves" / "race-sample.80days.json"


@pytest.mark.parametrize(
    "argv",
    [
        ("play", "--map", str(PLAYABLE_SMALL)),
        ("race", "--seed", "5"),
        ("replay", str(RACE_SAMPLE)),
    ],
    ids=["journey", "race", "replay"],
)
def test_each_kind_of_window_comes_back_at_its_size(
    argv: tuple[str, ...], qtbot: QtBot, start_program: StartProgram
) -> None:
    """Resized and closed, the next start gives the window of that kind the kept geometry
    (the offscreen screen is 800 px wide, so Qt fits it to the screen: it is no longer the
    first start's size); a window of another kind still opens at its own first size."""
    program = start_program(*argv)
    window = program.windows[0]
    kind = program.kind_of(window)
    assert kind is not None
    first_size = (window.width(), window.height())
    assert first_size == FIRST_SIZES[kind]
    assert program.settings.geometry_of(kind) is None
    window.resize(700, 500)
    window.close()
    kept = program.settings.geometry_of(kind)
    assert kept is not None
    again = start_program(*argv).windows[0]
    assert (again.width(), again.height()) != first_size
    assert again.height() < first_size[1]
    other = ("race", "--seed", "5") if argv[0] != "race" else ("play", "--map", str(PLAYABLE_SMALL))
    other_program = start_program(*other)
    fresh = other_program.windows[0]
    assert (fresh.width(), fresh.height()) == FIRST_SIZES[other_program.kind_of(fresh) or ""]


def test_the_journey_and_the_race_keep_their_own_autosaves(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """A move in the journey window and one in a race window of the same program: each
    game is in its own file among the games in progress, and neither overwrote the other."""
    program = start_program("play", "--map", str(PLAYABLE_SMALL), "--seed", "3")
    journey: Any = program.windows[0]
    assert isinstance(journey, MainWindow)
    race: Any = program.race_window(players=2, seed=9)
    play_one_move(journey, QtBotDriver(qtbot))
    play_one_move(race, QtBotDriver(qtbot))
    play_one_move(journey, QtBotDriver(qtbot))
    assert in_progress_file(journey) != in_progress_file(race)
    assert load_save(in_progress_file(journey)).state == journey.controller.state
    assert load_save(in_progress_file(race)).state == race.controller.state


def test_eighty_days_race_offers_the_games_in_progress_and_continues_the_race(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """An unfinished race and an unfinished journey in the autosaves of an earlier version:
    ``eighty-days race`` moves both into the games in progress (none is lost by the
    upgrade) and lists them; Continue on the race puts it on the race window's table."""
    from program_ways import journey_save, race_save

    race_save(autosave_path(RACE), actions=3)
    journey_save(autosave_path(JOURNEY))
    expected = load_save(autosave_path(RACE)).state
    program = start_program("race", "--seed", "5")
    window = program.windows[0]
    assert isinstance(window, RaceWindow)
    assert not autosave_path(RACE).exists() and not autosave_path(JOURNEY).exists()
    dialog = program.in_progress_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    texts = [dialog.games_list.item(row).text() for row in range(dialog.games_list.count())]
    assert len(texts) == 2
    race_row = next(
        row for row, text in enumerate(texts) if text.startswith("Race (1986): Ann, Ben")
    )
    assert "3 actions" in texts[race_row]
    race_id = dialog.game_ids()[race_row]
    shown = continue_offered(program, QtBotDriver(qtbot), race_id)
    assert shown is window
    assert window.controller.state == expected
