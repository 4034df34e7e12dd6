"""The program's settings store is the one every part of its windows reads: the table's
one-click take and reach marks, the computer seats' and the motions' animation speed, the
new-game dialog's last setup. Each is changed the way a player changes it (the Settings
dialog, the New game dialog, real clicks and keys) and observed by what the windows do;
the program runs on the test's own store, while Qt's default store (what a bare
``AppSettings()`` would read) lies elsewhere and stays empty."""

from __future__ import annotations

import pytest
from gui_helpers import PLAYABLE_SMALL
from program_helpers import StartProgram
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QWidget
from pytestqt.qtbot import QtBot

from eighty_days.engine.journey import Phase, Slot
from eighty_days.settings import APPLICATION, ORGANIZATION, AnimationSpeed
from eighty_days.ui.common.settings_dialog import SettingsDialog
from eighty_days.ui.journey.computer_turns import TAKE_SHOW_MS
from eighty_days.ui.journey.new_game_dialog import SEAT_CHOICES, NewGameDialog
from eighty_days.ui.journey.window import MainWindow, WindowProgram
from eighty_days.ui.motion import motion_factor, set_motion_override, skip_all_motions

pytestmark = pytest.mark.gui

#: The seat column's entries by name.
SEAT_INDEX = {text: index for index, (text, _, _) in enumerate(SEAT_CHOICES)}


def journey(start_program: StartProgram, qtbot: QtBot, seed: int = 3) -> MainWindow:
    """``eighty-days --map journey-small.yaml --seed SEED``: the program's window, active."""
    program = start_program("play", "--map", str(PLAYABLE_SMALL), "--seed", str(seed))
    window = program.windows[0]
    assert isinstance(window, MainWindow)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def click(qtbot: QtBot, widget: QWidget) -> None:
    """A left click in the middle of ``widget``."""
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def open_settings(qtbot: QtBot, window: MainWindow) -> SettingsDialog:
    """Tools → Settings… (its shortcut, as a player presses it)."""
    window.settings_action.trigger()
    assert window.program is not None
    dialog = getattr(window.program, "settings_dialog", None)
    assert isinstance(dialog, SettingsDialog)
    qtbot.waitExposed(dialog)
    return dialog


def press_ok(qtbot: QtBot, dialog: SettingsDialog) -> None:
    """The dialog's OK: stored and applied."""
    with qtbot.waitSignal(dialog.settings_applied, timeout=2000):
        click(qtbot, dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))


def choose_by_keys(qtbot: QtBot, combo: QComboBox, data: str) -> None:
    """Step the focused combo box with the arrow keys to the entry holding ``data``."""
    combo.setFocus()
    target = combo.findData(data)
    assert target >= 0
    key = Qt.Key.Key_Down if target > combo.currentIndex() else Qt.Key.Key_Up
    for _ in range(combo.count()):
        if combo.currentIndex() == target:
            break
        qtbot.keyClick(combo, key)
    assert combo.currentData() == data


def default_store_is_untouched(program: WindowProgram | None) -> None:
    """Qt's default store of the program (elsewhere in the test's folders) holds nothing:
    everything went to the program's own store."""
    assert program is not None
    default = QSettings(ORGANIZATION, APPLICATION)
    assert default.fileName() != program.settings.store.fileName()
    assert default.allKeys() == []


def test_one_click_take_comes_from_the_programs_store(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """Settings → "Take a market card with one click" ticked and OK'd: the next single
    click on a market card takes it (a second click is no longer needed)."""
    window = journey(start_program, qtbot)
    dialog = open_settings(qtbot, window)
    assert not dialog.one_click_box.isChecked()
    click(qtbot, dialog.one_click_box)
    press_ok(qtbot, dialog)
    start = window.controller.state
    slot = Slot.TRAIN_1 if start.train_row else Slot.SHIP_1
    with qtbot.waitSignal(window.controller.state_changed, timeout=5000):
        click(qtbot, window.table.market.cards[slot])
    assert window.controller.state.phase is Phase.DRAW_ROUTE
    default_store_is_untouched(window.program)


def test_hidden_reach_marks_stay_hidden_at_the_next_start(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """Settings → "Show where the ruler can go" unticked: at the program's next start (on
    the same store) the table marks nothing when a card is taken."""
    first = journey(start_program, qtbot)
    dialog = open_settings(qtbot, first)
    assert dialog.reach_box.isChecked()
    click(qtbot, dialog.reach_box)
    press_ok(qtbot, dialog)
    first.close()
    window = journey(start_program, qtbot)
    table = window.table
    start = window.controller.state
    slot = Slot.TRAIN_1 if start.train_row else Slot.SHIP_1
    click(qtbot, table.market.cards[slot])  # its bill
    click(qtbot, table.market.cards[slot])  # take it
    assert table.ruler is not None, "the card was not taken"
    qtbot.waitUntil(lambda: table.reach_marks is not None, timeout=5000)
    assert table.reach_marks is not None and not table.reach_marks.isVisible()
    default_store_is_untouched(window.program)


def test_the_animation_speed_comes_from_the_programs_store(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """Settings → Animation "Slow": the table's motions take twice their length, and a
    computer seat shows the card it takes twice as long as normal."""
    set_motion_override(None)  # the settings decide (the tests' default is "off")
    window = journey(start_program, qtbot)
    dialog = open_settings(qtbot, window)
    choose_by_keys(qtbot, dialog.animation_box, AnimationSpeed.SLOW.value)
    press_ok(qtbot, dialog)
    assert motion_factor() == 2.0
    new_game = window.open_new_game_dialog()
    qtbot.waitExposed(new_game)
    for row in new_game.seats[:2]:
        row.kind.setCurrentIndex(SEAT_INDEX["Computer: easy"])
    turns = window.computer_turns
    with qtbot.waitSignal(turns.showing, timeout=20000):
        click(qtbot, new_game.buttons.button(QDialogButtonBox.StandardButton.Ok))
    assert turns._hold.isActive()
    assert turns._hold.interval() == 2 * TAKE_SHOW_MS
    window.close()  # the computer seats stop with the window
    skip_all_motions()  # none left running over a window that goes
    default_store_is_untouched(window.program)


def test_the_last_setup_is_offered_again_at_the_next_start(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """File → New game with three players and a name typed in: at the program's next
    start (on the same store) New game offers the same seats."""
    window = journey(start_program, qtbot)
    window.new_action.trigger()
    dialog = window.new_game_dialog
    assert isinstance(dialog, NewGameDialog)
    qtbot.waitExposed(dialog)
    qtbot.keyClick(dialog.player_count, Qt.Key.Key_Up)
    dialog.seats[2].name.clear()
    qtbot.keyClicks(dialog.seats[2].name, "Nellie Bly")
    chosen = dialog.settings()
    with qtbot.waitSignal(dialog.settings_accepted):
        click(qtbot, dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))
    window.close()
    again_window = journey(start_program, qtbot)
    again_window.new_action.trigger()
    again = again_window.new_game_dialog
    assert isinstance(again, NewGameDialog)
    qtbot.waitExposed(again)
    assert again.player_count.value() == 3
    assert again.seats[2].name.text() == "Nellie Bly"
    assert again.settings().seats == chosen.seats
    again.close()
    default_store_is_untouched(again_window.program)
