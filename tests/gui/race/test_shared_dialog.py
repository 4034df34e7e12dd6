"""The program's File → New game reaches the race: "Race, 1986" shows the race's own page
(2–6 seats with names, colours, shapes, human or computer and level, the seed, the expert
rules each explained) and nothing of the journey's, and OK opens the program's race window
for those seats (issue 17)."""

from __future__ import annotations

import pytest
from gui_helpers import PLAYABLE_SMALL
from program_helpers import StartProgram
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from eighty_days.ui.journey.new_game_dialog import GameKind, NewGameDialog
from eighty_days.ui.journey.window import MainWindow
from eighty_days.ui.race.setup import EXPERT_SWITCHES, MAX_PLAYERS, RACE_SEAT_CHOICES
from eighty_days.ui.race.window import RaceWindow


def _new_game_dialog(qtbot: QtBot, start_program: StartProgram) -> tuple[MainWindow, NewGameDialog]:
    program = start_program("play", "--map", str(PLAYABLE_SMALL), "--seed", "3")
    window = program.windows[0]
    assert isinstance(window, MainWindow)
    window.new_action.trigger()
    dialog = window.new_game_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    return window, dialog


@pytest.mark.gui
def test_new_game_with_the_race_chosen_shows_the_race_needs_only(
    qtbot: QtBot,
    start_program: StartProgram,
) -> None:
    """Choosing "Race, 1986" hides the journey's card sides and map file and shows the
    race's seats (up to six, with who plays each), its seed and the expert switches, each
    with the sentence that explains it; back to the journey shows the journey's part."""
    _, dialog = _new_game_dialog(qtbot, start_program)
    assert dialog.journey_page.isVisible() and dialog.race_form is None
    dialog.game.setCurrentIndex(1)
    assert dialog.game.currentData() == GameKind.RACE_1986.value
    form = dialog.race_form
    assert form is not None and form.isVisible() and not dialog.journey_page.isVisible()
    assert (
        not dialog.map_path.isVisible() and not dialog.side_groups["fogg"].buttons()[0].isVisible()
    )
    assert form.player_count.maximum() == MAX_PLAYERS and form.player_count.minimum() == 2
    form.player_count.setValue(6)
    assert all(seat.name.isVisible() and seat.kind.isVisible() for seat in form.seats)
    assert form.seats[5].kind.count() == len(RACE_SEAT_CHOICES)
    assert form.seed.isVisible()
    qtbot.waitUntil(lambda: all(n.height() > 0 for n in form.expert_notes.values()))
    for key, _label in EXPERT_SWITCHES:
        note = form.expert_notes[key]
        assert note.isVisible() and len(note.text()) > 30
        assert note.height() >= note.heightForWidth(note.width())  # the whole sentence
        assert form.expert[key].toolTip() == note.text()
    dialog.game.setCurrentIndex(0)
    assert dialog.journey_page.isVisible() and not form.isVisible()


@pytest.mark.gui
def test_new_game_dialog_opens_the_race(qtbot: QtBot, start_program: StartProgram) -> None:
    """File → New game → "Race, 1986", three seats, seed 31, an expert switch → OK: the
    program's race window with those seats, that seed and that rule, behind the pass-to
    screen, with its own File menu (saves) and autosave."""
    window, dialog = _new_game_dialog(qtbot, start_program)
    dialog.game.setCurrentIndex(1)
    form = dialog.race_form
    assert form is not None
    qtbot.keyClick(form.player_count, Qt.Key.Key_Up)
    form.seed.selectAll()
    qtbot.keyClicks(form.seed, "31")
    qtbot.mouseClick(form.expert["keep_event"], Qt.MouseButton.LeftButton)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    race = window.race_window
    assert isinstance(race, RaceWindow)
    assert race.isVisible() and race.save_support is not None
    state = race.state
    assert [p.name for p in state.players] == ["Player 1", "Player 2", "Player 3"]
    assert state.seed == 31 and state.config.expert.keep_event
    assert race.table.bottom.currentWidget() is race.table.pass_screen


@pytest.mark.gui
def test_new_game_dialog_opens_a_race_against_the_computer(
    qtbot: QtBot,
    start_program: StartProgram,
) -> None:
    """Issue 6: "Race, 1986" with a computer seat seats the computer in the race window
    (no pass-to screen: one person at the table)."""
    window, dialog = _new_game_dialog(qtbot, start_program)
    dialog.game.setCurrentIndex(1)
    hard = next(i for i, choice in enumerate(RACE_SEAT_CHOICES) if choice[2] == "hard" and i)
    assert dialog.race_form is not None
    dialog.race_form.seats[1].kind.setCurrentIndex(hard)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    race = window.race_window
    assert isinstance(race, RaceWindow)
    assert sorted(race.computer_seats.bots) == [1]
    assert race.table.bottom.currentWidget() is not race.table.pass_screen
    race.computer_seats.stop()
