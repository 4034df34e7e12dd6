"""The race's expert level in the program (issue 23): File → New game, "Race, 1986" offers
"Computer: expert" with a line on every level, and an expert seat is played by the race
search, thinking off the UI thread."""

from __future__ import annotations

import pytest
from gui_helpers import PLAYABLE_SMALL
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QLabel
from pytestqt.qtbot import QtBot

from eighty_days.ai.base import Level
from eighty_days.ai.race_search import RaceSearchBot
from eighty_days.ui.race.setup import RACE_SEAT_CHOICES
from eighty_days.ui.race.window import RaceWindow

SEAT_INDEX = {text: index for index, (text, _, _) in enumerate(RACE_SEAT_CHOICES)}


@pytest.mark.gui
def test_the_race_page_seats_an_expert_that_plays(qtbot: QtBot, start_program) -> None:  # type: ignore[no-untyped-def]
    """The race page describes each level in a line and offers "Computer: expert"; two
    expert seats are played by the race search, which plays a card of the new race."""
    program = start_program("play", "--map", str(PLAYABLE_SMALL), "--seed", "3")
    window = program.windows[0]
    window.new_action.trigger()
    dialog = window.new_game_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    dialog.game.setCurrentIndex(1)
    form = dialog.race_form
    assert form is not None
    notes = form.findChild(QLabel, "raceLevelNotes")
    assert notes is not None and notes.isVisible()
    lines = notes.text().splitlines()
    assert [line.split(":")[0] for line in lines] == ["Easy", "Normal", "Hard", "Expert"]
    form.player_count.setValue(2)
    for seat in form.seats[:2]:
        seat.kind.setCurrentIndex(SEAT_INDEX["Computer: expert"])
    assert [s.level for s in form.settings().seats] == ["expert", "expert"]
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    race = window.race_window  # type: ignore[attr-defined]
    assert isinstance(race, RaceWindow)
    race.computer_seats.speed_factor = 0.0
    bots = race.computer_seats.bots
    assert sorted(bots) == [0, 1]
    assert all(
        isinstance(bot, RaceSearchBot) and bot.level is Level.EXPERT for bot in bots.values()
    )
    with qtbot.waitSignal(race.computer_seats.played, timeout=30000):
        pass
    assert race.controller.state.history, "the expert played nothing"
    race.computer_seats.stop()
