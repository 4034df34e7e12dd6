"""The program in German, as a player gets it: German chosen in the settings, then
``eighty-days`` started: menus, buttons, the market's hint, dates and the first-start
tutorial speak German."""

from __future__ import annotations

import pytest
from gui_helpers import fixed_setup, small_sheet
from program_helpers import ProgramFolders, StartProgram, open_journey
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from eighty_days import i18n
from eighty_days.engine.journey import Slot
from eighty_days.settings import AppSettings, Language
from eighty_days.ui.album.journal import game_menu_of
from eighty_days.ui.common.value_text import date_text
from eighty_days.ui.journey.window import MainWindow
from eighty_days.ui.tutorial import Step


@pytest.fixture
def german_chosen(program_folders: ProgramFolders) -> ProgramFolders:
    """Settings → Language: German, stored before the program starts (the program's
    translators go when ``start_program`` closes it)."""
    AppSettings(program_folders.store).language = Language.GERMAN
    return program_folders


@pytest.mark.gui
def test_the_journey_window_speaks_german(
    start_program: StartProgram, german_chosen: ProgramFolders, qtbot: QtBot
) -> None:
    """Menus, buttons, the market's hint and the calendar's dates are German; the tutorial
    the first start opens too."""
    program = start_program("play", tutorial_seen=False)
    assert i18n.current_language() == "de"
    window = program.windows[0]
    assert isinstance(window, MainWindow)
    menus = [action.text() for action in window.menuBar().actions()]
    assert "&Datei" in menus and "&Hilfe" in menus
    assert window.table.draw_button.text() == "Route zeichnen"
    assert "Zeige auf eine Karte" in window.table.market.quote_label.text()
    assert date_text(4) == "6. Oktober"
    tutorial = window.tutorial
    assert tutorial is not None
    assert tutorial.panel.title.text() == "Willkommen zur Reise"
    qtbot.mouseClick(tutorial.panel.next_button, Qt.MouseButton.LeftButton)
    assert tutorial.step is Step.MISSING_POUNDS
    text = tutorial.panel.text.text()
    assert "Charlière" in text and "Markt" in text
    assert "12 £" in text and "10 £" in text  # money as German writes it (issue 51)


@pytest.mark.gui
@pytest.mark.qt_log_ignore(r"does not support raise\(\)", "does not support propagateSizeHints")
def test_the_daily_journeys_seats_are_players_in_german(
    start_program: StartProgram, german_chosen: ProgramFolders, qtbot: QtBot
) -> None:
    """Issue 21: the daily journey (Ctrl+D) names its seats "Spieler 1" … in German, never
    after the novel's characters."""
    program = start_program("play")
    window = program.windows[0]
    assert isinstance(window, MainWindow)
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    journal = game_menu_of(window).journal
    qtbot.waitUntil(lambda: journal.context is not None and bool(journal.context.daily))
    names = [player.name for player in window.controller.state.players]
    assert names == ["Spieler 1", "Spieler 2", "Spieler 3", "Spieler 4"]
    window.computer_turns.stop()


@pytest.mark.gui
def test_the_world_sheet_prints_its_names_in_german(
    start_program: StartProgram, german_chosen: ProgramFolders, qtbot: QtBot
) -> None:
    """Issue 21: the program's world sheet in German prints German place and area names
    (Moskau, Venedig, NORDAFRIKA), its sheets' names too, and London stays London; the
    income card names its places in German (seed 5 deals Vienna: "Wien")."""
    program = start_program("play", "--seed", "5")
    window = program.windows[0]
    assert isinstance(window, MainWindow)
    scene = window.table.scene
    labels = {label.text for label in scene.labels}
    assert {"London", "Moskau", "Venedig", "Kapstadt", "NORDAFRIKA"} <= labels
    assert not {"Moscow", "Venice", "Cape Town", "NORTH AFRICA"} & labels
    assert [name for _, name in scene.sheet_rects] == ["Eurasien", "Amerika"]
    income = window.table.income.text()
    assert "Wien: 2 £" in income and "Vienna" not in income  # money as German writes it


def test_a_german_ruler_shows_why_a_route_is_illegal(
    start_program: StartProgram, german_chosen: ProgramFolders, qtbot: QtBot
) -> None:
    """R2024-10 in German: a train turned out to sea is refused with the German reason,
    under the ruler, in its tooltip and on the status bar after Enter."""
    window = open_journey(start_program, qtbot, small_sheet(), fixed_setup())
    assert i18n.current_language() == "de"
    table = window.table
    # a first click shows the bill, a second one takes the card
    qtbot.mouseClick(table.market.cards[Slot.TRAIN_1], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(table.market.cards[Slot.TRAIN_1], Qt.MouseButton.LeftButton)
    ruler = table.ruler
    assert ruler is not None
    for _ in range(30):  # due north, out over the northern coast
        qtbot.keyClick(table.view, Qt.Key.Key_Left)
    reason = QApplication.translate(
        "route.train_at_sea", "A train cannot cross the sea: the route leaves land here."
    )
    assert reason != "A train cannot cross the sea: the route leaves land here."
    assert not table.draw_button.isEnabled()
    assert reason in table.route_status.text()
    assert reason in ruler.toolTip()
    qtbot.keyClick(table.view, Qt.Key.Key_Return)
    assert reason in window.statusBar().currentMessage()
