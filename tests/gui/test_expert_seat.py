"""The expert computer level in the program: offered in the New game dialog with a line on
every level, and thinking off the UI thread while the table says so."""

from __future__ import annotations

from dataclasses import replace

import pytest
from program_helpers import StartProgram, open_journey
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QLabel
from pytestqt.qtbot import QtBot

from eighty_days.ai.base import Level
from eighty_days.ai.journey import is_prepared
from eighty_days.sheet.model import SheetMap
from eighty_days.shipped_journey import default_config
from eighty_days.ui.journey.new_game_dialog import SEAT_CHOICES, NewGameDialog
from eighty_days.ui.journey.seats import default_looks
from eighty_days.ui.journey.window import start_state

SEAT_INDEX = {text: index for index, (text, _, _) in enumerate(SEAT_CHOICES)}


def first_to_move(sheet: SheetMap, seed: int) -> int | None:
    """The seat that moves first in a two-player journey on ``sheet`` dealt by ``seed``."""
    looks = default_looks(("One", "Two"))
    return start_state(sheet, looks, seed).active


def seat_two(qtbot: QtBot, dialog: NewGameDialog, sheet: SheetMap, kinds: tuple[str, str]) -> int:
    """Set the dialog to two seats of ``kinds`` and a seed whose deal lets seat 0 move first
    (the dialog's own seed is new each time); returns the seed."""
    dialog.player_count.setValue(2)
    for index, kind in enumerate(kinds):
        dialog.seats[index].kind.setCurrentIndex(SEAT_INDEX[kind])
    seed = next(s for s in range(1, 200) if first_to_move(sheet, s) == 0)
    dialog.seed.clear()
    qtbot.keyClicks(dialog.seed, str(seed))
    return seed


@pytest.mark.gui
def test_the_new_game_dialog_seats_an_expert_that_thinks_off_the_ui_thread(
    start_program: StartProgram, qtbot: QtBot, small_map: SheetMap
) -> None:
    """Issue 23: the dialog offers "Computer: expert" and describes each level in a line;
    an expert seat is played by the expert bot, and while it thinks the table says so."""
    window = open_journey(start_program, qtbot, small_map)
    window.computer_turns.speed_factor = 100.0
    dialog = window.open_new_game_dialog()
    qtbot.waitExposed(dialog)
    notes = dialog.findChild(QLabel, "levelNotes")
    assert notes is not None and notes.isVisible()
    lines = notes.text().splitlines()
    assert [line.split(":")[0] for line in lines] == ["Easy", "Normal", "Hard", "Expert"]
    # the expert (seat 0) moves first: a person moving first would leave it waiting
    seed = seat_two(qtbot, dialog, small_map, ("Computer: expert", "Human"))
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    with qtbot.waitSignal(window.computer_turns.showing, timeout=60000):
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
        assert window.controller.state.seed == seed and window.controller.state.active == 0
        assert "is thinking" in window.table.route_status.text()
    assert window.computer_turns.bots[0].level is Level.EXPERT
    assert 1 not in window.computer_turns.bots


@pytest.mark.gui
def test_a_hard_seat_behind_a_person_gets_its_tables_built_while_the_person_plays(
    start_program: StartProgram, qtbot: QtBot, small_map: SheetMap
) -> None:
    """The hard and expert levels keep a way-home graph and a reach table per map (a few
    seconds on the world map): a game with such a seat builds them in the background from
    its first position, so the computer's first move does not wait for them."""
    fresh = replace(small_map)  # a map object no earlier test has built tables for
    window = open_journey(start_program, qtbot, fresh)
    dialog = window.open_new_game_dialog()
    qtbot.waitExposed(dialog)
    seat_two(qtbot, dialog, fresh, ("Human", "Computer: hard"))
    assert not is_prepared(default_config(["One", "Two"], fresh))
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    state = window.controller.state
    assert state.config.sheet is fresh and state.active == 0
    qtbot.waitUntil(lambda: is_prepared(state.config), timeout=30000)
    assert window.controller.state is state  # the person has not moved; nobody waited
