"""Settings take effect in every open window of the program when applied (issue 17): the
question box appears after "Confirm before committing" is switched on, the text grows in
the journey and the race window alike, a new language says it needs a restart. Tested by
what the running windows do, never by the stored value alone."""

from __future__ import annotations

from typing import Any

import pytest
from gui_helpers import PLAYABLE_SMALL
from program_helpers import StartProgram
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from eighty_days.app import Program
from eighty_days.engine.journey import Slot
from eighty_days.settings import Language
from eighty_days.ui.common.settings_dialog import SettingsDialog
from eighty_days.ui.journey.window import MainWindow
from eighty_days.ui.race.window import RaceWindow
from eighty_days.ui.saves.replay_window import ReplayWindow

pytestmark = pytest.mark.gui


def _journey_and_race(qtbot: QtBot, start_program: StartProgram) -> tuple[Program, Any, Any]:
    """``eighty-days`` and, from its File → New game, a race: two windows of one program."""
    program = start_program("play", "--map", str(PLAYABLE_SMALL), "--seed", "3")
    journey = program.windows[0]
    assert isinstance(journey, MainWindow)
    journey.new_action.trigger()
    dialog = journey.new_game_dialog
    assert dialog is not None
    dialog.game.setCurrentIndex(1)
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    race = journey.race_window
    assert isinstance(race, RaceWindow)
    qtbot.waitExposed(race)
    return program, journey, race


def _settings_from(qtbot: QtBot, window: Any) -> SettingsDialog:
    """Tools → Settings… in ``window``."""
    window.settings_action.trigger()
    dialog = window.program.settings_dialog
    assert isinstance(dialog, SettingsDialog)
    qtbot.waitExposed(dialog)
    return dialog


def test_confirm_before_committing_applies_to_every_open_window(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """Switched on in the race window's Settings, the journey window asks before it takes
    a card (No leaves the table as it was) and the race window's Edit menu shows it on."""
    _, journey, race = _journey_and_race(qtbot, start_program)
    dialog = _settings_from(qtbot, race)
    assert not dialog.confirm_box.isChecked()
    qtbot.mouseClick(dialog.confirm_box, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    start = journey.controller.state
    slot = Slot.TRAIN_1 if start.train_row else Slot.SHIP_1
    qtbot.mouseClick(journey.table.market.cards[slot], Qt.MouseButton.LeftButton)  # its bill
    qtbot.mouseClick(journey.table.market.cards[slot], Qt.MouseButton.LeftButton)  # take it
    question = journey.save_support.guard.question
    assert question is not None
    qtbot.waitUntil(question.isVisible)
    assert journey.controller.state is start  # nothing taken before the answer
    assert race.save_support.undo.confirm_action.isChecked()
    # and off again from the journey window's Edit menu: the race no longer asks
    question.reject()
    journey.save_support.undo.confirm_action.trigger()
    assert not race.save_support.undo.confirm_commits


def test_the_text_size_grows_in_every_open_window(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """Text size 150 % applied in the journey window's Settings: the journey window's
    menus and the race window's status line both grow at once, without a restart."""
    _, journey, race = _journey_and_race(qtbot, start_program)
    menu_before = journey.menuBar().font().pointSizeF()
    status_before = race.table.status.font().pixelSize()
    dialog = _settings_from(qtbot, journey)
    dialog.scale_box.setValue(150)
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Apply), Qt.MouseButton.LeftButton
    )
    qtbot.waitUntil(lambda: journey.menuBar().font().pointSizeF() > menu_before)
    assert journey.menuBar().font().pointSizeF() == pytest.approx(menu_before * 1.5)
    qtbot.waitUntil(lambda: race.table.status.font().pixelSize() > status_before)
    assert race.table.status.font().pixelSize() == pytest.approx(status_before * 1.5, abs=1)


def test_a_new_language_says_it_needs_a_restart(qtbot: QtBot, start_program: StartProgram) -> None:
    """Choosing Deutsch is stored for the next start and the dialog says so; the running
    windows keep one language (no half-translated menus)."""
    program, journey, race = _journey_and_race(qtbot, start_program)
    dialog = _settings_from(qtbot, race)
    assert dialog.language_note.isVisible()
    assert "next start" in dialog.language_note.text()
    dialog.language_box.setCurrentIndex(dialog.language_box.findData(Language.GERMAN.value))
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    assert program.settings.language is Language.GERMAN
    assert journey.file_menu.title() == "&File" and race.file_menu.title() == "&File"


def test_the_replay_viewer_has_settings_too(qtbot: QtBot, start_program: StartProgram) -> None:
    """``eighty-days replay FILE`` has Tools → Settings…, and the text size applies there."""
    from pathlib import Path

    sample = Path(__file__).resolve().parents[1] / "data" / "saves" / "race-sample.80days.json"
    program = start_program("replay", str(sample))
    replay = program.windows[0]
    assert isinstance(replay, ReplayWindow)
    before = replay.label.font().pointSizeF()
    replay.settings_action.trigger()
    dialog = program.settings_dialog
    assert isinstance(dialog, SettingsDialog)
    dialog.scale_box.setValue(200)
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    qtbot.waitUntil(lambda: replay.label.font().pointSizeF() > before)
    assert replay.label.font().pointSizeF() == pytest.approx(before * 2)
