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
