"""The shared window's new-game dialog reaches the race: "Race, 1986" can be chosen and OK
opens the race window for the dialog's players and seed."""

from __future__ import annotations

import pytest
from gui_helpers import open_window
from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from eighty_days.sheet.model import SheetMap
from eighty_days.ui.journey.new_game_dialog import GameKind
from eighty_days.ui.race.window import RaceWindow


@pytest.mark.gui
def test_new_game_dialog_opens_the_race(qtbot: QtBot, small_map: SheetMap) -> None:
    """File → New game → "Race, 1986" → OK: a race window with the dialog's seats."""
    window = open_window(qtbot, small_map)
    window.new_action.trigger()
    dialog = window.new_game_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    model = dialog.game.model()
    assert isinstance(model, QStandardItemModel) and model.item(1).isEnabled()
    dialog.game.setCurrentIndex(1)
    assert dialog.game.currentData() == GameKind.RACE_1986.value
    qtbot.keyClick(dialog.player_count, Qt.Key.Key_Up)
    dialog.seed.selectAll()
    qtbot.keyClicks(dialog.seed, "31")
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    race = window.race_window
    assert isinstance(race, RaceWindow)
    qtbot.addWidget(race)
    assert race.isVisible()
    state = race.state
    assert [p.name for p in state.players] == ["Phileas", "Aouda", "Jean"]
    assert state.seed == 31
    assert race.table.bottom.currentWidget() is race.table.pass_screen


@pytest.mark.gui
def test_new_game_dialog_opens_a_race_against_the_computer(
    qtbot: QtBot, small_map: SheetMap
) -> None:
    """Issue 6: "Race, 1986" with a computer seat in the shared dialog seats the computer in
    the race window (no pass-to screen: one person at the table)."""
    from eighty_days.ui.journey.new_game_dialog import SEAT_CHOICES

    window = open_window(qtbot, small_map)
    dialog = window.open_new_game_dialog()
    qtbot.waitExposed(dialog)
    dialog.game.setCurrentIndex(1)
    hard = next(i for i, choice in enumerate(SEAT_CHOICES) if choice[0] == "Computer: hard")
    dialog.seats[1].kind.setCurrentIndex(hard)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    race = window.race_window
    assert isinstance(race, RaceWindow)
    qtbot.addWidget(race)
    assert sorted(race.computer_seats.bots) == [1]
    assert race.table.bottom.currentWidget() is not race.table.pass_screen
    race.computer_seats.stop()
