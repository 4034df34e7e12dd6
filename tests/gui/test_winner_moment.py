"""The winner's moment, through the program: at the end of a journey the winner's sheet is
framed and the scoring table fills in category by category under a framed headline; at the
end of a race the winner is framed on the winner's screen. Each plays as a motion that a
click or a key skips, and shows at once with motion off."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from program_helpers import StartProgram
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from eighty_days.ai.base import Level
from eighty_days.ai.journey import JourneyBot
from eighty_days.ai.race import RaceBot
from eighty_days.engine import race
from eighty_days.engine.journey import DrawRoute, is_terminal, outcome
from eighty_days.ui.journey.scoring_dialog import ScoringDialog
from eighty_days.ui.journey.window import MainWindow
from eighty_days.ui.motion import running_motions, set_motion_override
from eighty_days.ui.race.window import RaceWindow

pytestmark = pytest.mark.gui

SMALL_MAP = Path(__file__).resolve().parents[1] / "data" / "saves" / "journey-small.yaml"


@pytest.fixture
def slow_motion() -> Iterator[None]:
    """Motions 50× their normal length: they run until the test skips them."""
    set_motion_override(50.0)
    yield
    set_motion_override(0.0)


def finished_journey(start_program: StartProgram, qtbot: QtBot) -> tuple[MainWindow, ScoringDialog]:
    """``eighty-days --map SMALL --seed 5`` played to its end by easy computer moves through
    the controller; the window and its scoring dialog once shown."""
    (window,) = start_program("play", "--map", str(SMALL_MAP), "--seed", "5").windows
    assert isinstance(window, MainWindow)
    controller = window.controller
    bots = [JourneyBot(Level.EASY, 11 + seat) for seat in range(len(controller.state.players))]
    while not is_terminal(controller.state):
        seat = controller.state.active
        assert seat is not None
        action = bots[seat].decide(controller.state)
        if isinstance(action, DrawRoute):
            assert controller.draw_route(action.points)
        else:
            assert controller.take_transport(action)
    qtbot.waitUntil(lambda: window.scoring_dialog is not None and window.scoring_dialog.isVisible())
    dialog = window.scoring_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    return window, dialog


def test_the_winners_sheet_is_framed_and_the_scores_fill_in_until_a_click(
    start_program: StartProgram, qtbot: QtBot, slow_motion: None
) -> None:
    """At the end of the journey the winner's sheet is shown whole with a frame being drawn
    round it (a ribbon with the name), the scoring table fills in row by row under a framed
    headline; one click shows it all: the frame whole, every row, the winner's total ringed."""
    window, dialog = finished_journey(start_program, qtbot)
    result = outcome(window.controller.state)
    winner = result.winners[0]
    table = window.table
    assert table.sheet_selector.currentIndex() == winner
    scene = table.scene
    frame = scene.winner_frame
    assert frame is not None and frame.isVisible()
    assert result.scores[winner].name in frame.title
    assert scene.winner_frame_motion.is_running and frame.fraction < 1.0
    assert dialog.fill_motion.is_running
    assert dialog.filled_rows < dialog.table.rowCount()
    assert dialog.winner_label.fraction < 1.0
    column = list(result.ranking).index(winner)
    assert not dialog.is_ringed(column)
    qtbot.mouseClick(dialog.table.viewport(), Qt.MouseButton.LeftButton)
    assert dialog.filled_rows == dialog.table.rowCount()
    assert dialog.winner_label.fraction == 1.0
    assert dialog.is_ringed(column)
    assert frame.fraction == 1.0
    assert running_motions() == []
    # only a winner's sheet is framed
    others = [i for i in range(len(result.scores)) if i not in result.winners]
    if others:
        table.view_sheet_of(others[0])
        assert scene.winner_frame is None
        table.view_sheet_of(winner)
        again = scene.winner_frame
        assert again is not None and again.fraction == 1.0  # drawn once, then shown whole
        assert not scene.winner_frame_motion.is_running


def test_a_key_skips_the_winners_moment(
    start_program: StartProgram, qtbot: QtBot, slow_motion: None
) -> None:
    """Any key ends the frame's drawing and the table's filling at once."""
    window, dialog = finished_journey(start_program, qtbot)
    scene = window.table.scene
    assert dialog.fill_motion.is_running and scene.winner_frame_motion.is_running
    qtbot.keyClick(dialog, Qt.Key.Key_Shift)
    assert dialog.filled_rows == dialog.table.rowCount()
    frame = scene.winner_frame
    assert frame is not None and frame.fraction == 1.0
    assert not scene.winner_frame_motion.is_running


def test_with_motion_off_the_winners_moment_shows_at_once(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """Motion off (Settings → Animation: Off): the frame and the full table at once."""
    set_motion_override(0.0)
    window, dialog = finished_journey(start_program, qtbot)
    frame = window.table.scene.winner_frame
    assert frame is not None and frame.fraction == 1.0
    assert dialog.filled_rows == dialog.table.rowCount()
    assert running_motions() == []


def test_the_race_winner_is_framed_until_a_click(
    start_program: StartProgram, qtbot: QtBot, slow_motion: None
) -> None:
    """``eighty-days race``: the race played to its end shows the winner's screen with a
    frame being drawn round the winner in their colour; a click shows it whole."""
    (window,) = start_program("race", "--players", "2", "--seed", "3").windows
    assert isinstance(window, RaceWindow)
    bot = RaceBot(Level.EASY)
    while not race.is_terminal(window.controller.state):
        assert window.controller.perform(bot.decide(window.controller.state))
    result = race.outcome(window.controller.state)
    assert result is not None
    screen = window.table.winner_screen
    qtbot.waitUntil(screen.isVisible)
    assert screen.frame_motion.is_running
    assert screen.frame_fraction < 1.0
    assert screen.colour == window.table.looks[result.winner].qcolor()
    assert screen.frame_rect().contains(screen.headline.geometry().center())
    qtbot.mouseClick(screen, Qt.MouseButton.LeftButton)
    assert screen.frame_fraction == 1.0
    assert not screen.frame_motion.is_running
