"""Issue 49: the New game dialogs by keyboard — each seat's controls named for their
player, and one Tab order in both games' dialogs: the seats from the top, then the
options, then OK and Cancel. The program's own dialogs, opened from its menus."""

from __future__ import annotations

import pytest
from gui_helpers import PLAYABLE_SMALL
from keyboard_helpers import focused
from program_helpers import StartProgram
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QWidget
from pytestqt.qtbot import QtBot

from eighty_days.ui.journey.new_game_dialog import NewGameDialog
from eighty_days.ui.journey.window import MainWindow
from eighty_days.ui.race.window import RaceWindow

pytestmark = pytest.mark.gui


def journey_dialog(start_program: StartProgram, qtbot: QtBot) -> NewGameDialog:
    """File → New game of the program's journey window, shown and active."""
    window = start_program("play", "--map", str(PLAYABLE_SMALL), "--seed", "3").windows[0]
    assert isinstance(window, MainWindow)
    window.new_action.trigger()
    dialog = window.new_game_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    return dialog


def tab_round(qtbot: QtBot, dialog: QDialog, start: QWidget) -> list[QWidget]:
    """The widgets Tab visits from ``start`` until it comes back to it."""
    start.setFocus(Qt.FocusReason.TabFocusReason)
    seen = [start]
    for _ in range(80):
        qtbot.keyClick(focused(), Qt.Key.Key_Tab)
        if focused() is start:
            return seen
        seen.append(focused())
    raise AssertionError("Tab never came back")


def seat_names(widgets: list[QWidget]) -> list[str]:
    """The accessible names of the seats' controls among ``widgets``, in their order."""
    return [w.accessibleName() for w in widgets if w.accessibleName().startswith("Player ")]


def expected(seats: int, shape: str) -> list[str]:
    """The seats' controls' names, seat by seat from the top."""
    return [
        f"Player {n}: {control}"
        for n in range(1, seats + 1)
        for control in ("name", "colour", shape, "seat")
    ]


def assert_shared_order(
    widgets: list[QWidget], buttons: QDialogButtonBox, seats: int, shape: str
) -> None:
    """Seats top to bottom, then the options, then OK and Cancel last."""
    assert seat_names(widgets) == expected(seats, shape)
    ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
    cancel = buttons.button(QDialogButtonBox.StandardButton.Cancel)
    assert widgets[-2:] == [ok, cancel]
    last_seat = max(i for i, w in enumerate(widgets) if w.accessibleName().startswith("Player "))
    assert last_seat < len(widgets) - 3, "options come between the seats and the buttons"


def test_the_journey_and_race_pages_of_new_game_share_one_tab_order(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """File → New game: each seat's name, colour, token and seat say whose they are
    ("Player 2: colour"); Tab goes from the game through the seats, top to bottom, to the
    options and then OK and Cancel — on the journey's page and on the race's page alike."""
    dialog = journey_dialog(start_program, qtbot)
    assert dialog.seats[1].colour.accessibleName() == "Player 2: colour"
    assert_shared_order(tab_round(qtbot, dialog, dialog.game), dialog.buttons, 2, "token")
    dialog.game.setCurrentIndex(1)
    form = dialog.race_form
    assert form is not None
    assert form.seats[0].kind.accessibleName() == "Player 1: seat"
    assert_shared_order(tab_round(qtbot, dialog, dialog.game), dialog.buttons, 2, "pawn")


def test_the_race_windows_new_race_dialog_has_the_same_tab_order(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """The race window's File → New race: three seats named for their players, Tab
    through the seats, the options, OK and Cancel."""
    window = start_program("race", "--seed", "5").windows[0]
    assert isinstance(window, RaceWindow)
    window.new_action.trigger()
    dialog = window.setup_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    dialog.form.player_count.setValue(3)
    widgets = tab_round(qtbot, dialog, dialog.form.player_count)
    assert_shared_order(widgets, dialog.buttons, 3, "pawn")
