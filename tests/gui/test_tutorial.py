"""The journey tutorial on the real table: each step waits for the player's own action."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from gui_helpers import PLAYABLE_SMALL
from program_helpers import ProgramFolders, StartProgram
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from eighty_days.engine.journey import Phase
from eighty_days.engine.journey.actions import Slot as MarketSlot
from eighty_days.languages import LANGUAGES, Language
from eighty_days.resources import default_world_map_path
from eighty_days.settings import AppSettings
from eighty_days.sheet.io import load_map
from eighty_days.sheet.model import SheetMap
from eighty_days.ui.journey.scene_geometry import to_scene
from eighty_days.ui.journey.window import MainWindow
from eighty_days.ui.tutorial import (
    Step,
    Tutorial,
    is_tutorial_seen,
    mark_tutorial_seen,
)
from eighty_days.ui.tutorial.tutorial import TUTORIAL_BALLOON, TUTORIAL_SLOT

LE_HAVRE = (0.11, 49.49)


@pytest.fixture(scope="module")
def world() -> SheetMap:
    """The default world map (the tutorial's map), loaded once."""
    return load_map(default_world_map_path())


def step_now(tutorial: Tutorial) -> Step:
    """The tutorial's step, read afresh (each click may move it on)."""
    return tutorial.step


def phase_now(window: MainWindow) -> Phase:
    """The game's phase, read afresh (each click may change it)."""
    return window.controller.state.phase


def tutorial_window(start_program: StartProgram, qtbot: QtBot) -> tuple[MainWindow, Tutorial]:
    """``eighty-days`` on its first start: the journey window with the tutorial opened
    over it (the world map, the learner's game dealt), active."""
    program = start_program("play", tutorial_seen=False)
    window = program.windows[0]
    assert isinstance(window, MainWindow)
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    tutorial = window.tutorial
    assert tutorial is not None and window.tutorial_config is not None
    return window, tutorial


def press_until(
    qtbot: QtBot, widget: QWidget, key: Qt.Key, done: Callable[[], bool], limit: int = 200
) -> None:
    """Press ``key`` on ``widget`` until ``done()`` holds (at most ``limit`` times)."""
    for _ in range(limit):
        if done():
            return
        qtbot.keyClick(widget, key)
    assert done()


@pytest.mark.gui
def test_the_tutorial_plays_one_turn_step_by_step(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """Issue 51, the first lesson: read the balloon's bill (missing pounds cost days,
    R2024-06) without taking it, take the cheap middle ship (the hard level's move here),
    see the calendar move, aim by clicking the marked Le Havre, click again to draw, learn
    fame for areas and where income is paid (Rulebook, Player Turn 1–4); no step passes
    before the player acts."""
    window, tutorial = tutorial_window(start_program, qtbot)
    table, panel = window.table, tutorial.panel
    assert step_now(tutorial) is Step.WELCOME
    assert "2 October 1872" in panel.text.text()
    assert window.controller.state.players[0].name == "Player 1"
    qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    assert step_now(tutorial) is Step.MISSING_POUNDS
    assert "£12" in panel.text.text() and "£10" in panel.text.text()
    assert not panel.next_button.isVisible()  # only looking at the bill goes on

    # one click shows the balloon's bill: 2 pounds missing, paid as 2 more days
    qtbot.mouseClick(table.market.balloon_cards[TUTORIAL_BALLOON], Qt.MouseButton.LeftButton)
    assert "£2 missing, paid as 2 more days" in panel.feedback.text()
    assert "You lack £2" in table.market.quote_label.text()
    assert phase_now(window) is Phase.TAKE_TRANSPORT  # nothing taken
    assert panel.next_button.isVisible()
    qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    assert step_now(tutorial) is Step.TAKE_CARD
    assert "£1" in panel.text.text()  # the middle ship's price
    assert not panel.next_button.isVisible()  # only taking a card goes on

    ship = table.market.cards[TUTORIAL_SLOT]
    with qtbot.waitSignal(tutorial.step_changed):
        # a first click shows the bill, a second one takes the card
        qtbot.mouseClick(ship, Qt.MouseButton.LeftButton)
        qtbot.mouseClick(ship, Qt.MouseButton.LeftButton)
    assert step_now(tutorial) is Step.CALENDAR
    learner = window.controller.state.players[0]
    assert learner.money == 9  # a good first move keeps the pounds
    # the ship: 4 travel days + 1 for its place in the middle of the row (R2024-05)
    assert "5 days, from 2 October to 7 October" in panel.text.text()
    assert table.calendar is not None
    qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    assert step_now(tutorial) is Step.AIM
    assert not panel.next_button.isVisible()  # only aiming goes on

    ruler = table.ruler
    assert ruler is not None
    qtbot.waitUntil(lambda: table.reach_marks is not None, timeout=5000)
    marks = table.reach_marks
    assert marks is not None and marks.marks.place("le-havre") is not None  # the way is marked
    view = table.view
    le_havre = view.mapFromScene(to_scene(LE_HAVRE))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=le_havre)
    assert step_now(tutorial) is Step.DRAW
    assert "Le Havre" in table.route_status.text()
    with qtbot.waitSignal(tutorial.step_changed):
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=le_havre)
    assert step_now(tutorial) is Step.INCOME
    learner = window.controller.state.players[0]
    assert learner.location == "le-havre"
    assert "Le Havre lies in Western Europe" in panel.text.text()
    assert "£2 in Paris" in panel.text.text()  # income card 2 pays £2 in Paris
    qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    assert step_now(tutorial) is Step.DONE
    with qtbot.waitSignal(tutorial.finished) as finished:
        qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    assert finished.args == [True]
    assert not tutorial.dock.isVisible()


@pytest.mark.gui
def test_taking_the_balloon_anyway_goes_on_with_it(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """A learner who takes the dear balloon in the missing pounds' step is not stuck: the
    calendar step follows, and aiming accepts any reachable place."""
    window, tutorial = tutorial_window(start_program, qtbot)
    table, panel = window.table, tutorial.panel
    qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    balloon = table.market.balloon_cards[TUTORIAL_BALLOON]
    with qtbot.waitSignal(tutorial.step_changed):
        qtbot.mouseClick(balloon, Qt.MouseButton.LeftButton)
        qtbot.mouseClick(balloon, Qt.MouseButton.LeftButton)
    assert step_now(tutorial) is Step.CALENDAR
    # Charlière: 2 travel days + 2 days for the 2 missing pounds (R2024-06)
    assert "4 days, from 2 October to 6 October" in panel.text.text()
    assert "another card" in panel.feedback.text()
    qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    assert step_now(tutorial) is Step.AIM
    qtbot.waitUntil(lambda: table.reach_marks is not None, timeout=5000)
    paris = table.view.mapFromScene(to_scene((2.35, 48.86)))
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=paris)
    assert step_now(tutorial) is Step.DRAW


@pytest.mark.gui
def test_steps_wait_for_the_table_and_skip_closes(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """Next does nothing on a step that waits for the table; Skip leaves the game as it is."""
    window, tutorial = tutorial_window(start_program, qtbot)
    qtbot.mouseClick(tutorial.panel.next_button, Qt.MouseButton.LeftButton)
    assert step_now(tutorial) is Step.MISSING_POUNDS
    tutorial.next_step()  # as if Next were pressed: the step waits for the bill
    assert step_now(tutorial) is Step.MISSING_POUNDS
    assert phase_now(window) is Phase.TAKE_TRANSPORT
    with qtbot.waitSignal(tutorial.finished) as finished:
        qtbot.mouseClick(tutorial.panel.skip_button, Qt.MouseButton.LeftButton)
    assert finished.args == [False]
    assert not tutorial.dock.isVisible()
    # the keyboard goes where the next action is: the market's first card
    assert window.table.market.cards[MarketSlot.TRAIN_1].hasFocus()
    # the table keeps working without the tutorial listening
    # a first click shows the bill, a second one takes the card
    qtbot.mouseClick(window.table.market.balloon_cards[TUTORIAL_BALLOON], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.table.market.balloon_cards[TUTORIAL_BALLOON], Qt.MouseButton.LeftButton)
    assert phase_now(window) is Phase.DRAW_ROUTE
    assert step_now(tutorial) is Step.MISSING_POUNDS


def test_the_seen_flag_is_remembered(tmp_path: Path) -> None:
    """The tutorial opens on first start only: the flag survives a new settings store."""
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    assert not is_tutorial_seen(store)
    mark_tutorial_seen(store)
    store.sync()
    again = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    assert is_tutorial_seen(again)


@pytest.mark.gui
def test_first_start_opens_the_tutorial_once_and_help_replays_it(
    start_program: StartProgram, program_folders: ProgramFolders, world: SheetMap
) -> None:
    """On the first start the tutorial opens on the world map; later starts skip it; Help →
    Tutorial opens it again whatever the flag says."""
    program = start_program("play", "--map", str(PLAYABLE_SMALL), tutorial_seen=False)
    window = program.windows[0]
    assert isinstance(window, MainWindow)
    store = program_folders.store
    first = window.tutorial
    assert first is not None
    assert window.sheet.name == world.name  # the tutorial moved the table to the world map
    assert window.controller.state.players[0].name == "Player 1"
    assert is_tutorial_seen(store)
    first.skip()
    assert window.start_tutorial(first_start=True) is None  # as a later start does
    again = window.start_tutorial()  # Help → Tutorial
    assert again is not None and again is not first and again.step is Step.WELCOME


@pytest.mark.gui
@pytest.mark.parametrize("language", LANGUAGES)
def test_on_a_small_window_the_tutorial_leaves_the_map_its_room(
    language: str,
    start_program: StartProgram,
    program_folders: ProgramFolders,
    qtbot: QtBot,
) -> None:
    """At 1024×700 the tutorial's dock is as high as its text and buttons need, no higher,
    and the map keeps most of the left side (before, the dock took the window's share and
    left the map a strip of 150 px); the whole text of each step stays readable, in every
    language, the feedback below it too (in Spanish the bill's feedback hid the last line
    of the instructions)."""
    AppSettings(program_folders.store).language = Language(language)
    window, tutorial = tutorial_window(start_program, qtbot)
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: window.width() == 1024)
    panel = tutorial.panel
    for step in (Step.WELCOME, Step.MISSING_POUNDS):
        assert step_now(tutorial) is step
        qtbot.waitUntil(lambda: abs(panel.height() - panel.needed_height(panel.width())) <= 4)
        assert panel.text.height() >= panel.text.heightForWidth(panel.text.width())
        assert tutorial.dock.height() < 200
        assert window.table.view.viewport().height() >= 220
        if panel.next_button.isVisible():
            qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    # the bill's feedback comes below the instructions: the dock grows, nothing is cut
    qtbot.mouseClick(window.table.market.balloon_cards[TUTORIAL_BALLOON], Qt.MouseButton.LeftButton)
    assert panel.feedback.text()
    qtbot.waitUntil(lambda: abs(panel.height() - panel.needed_height(panel.width())) <= 4)
    assert panel.text.height() >= panel.text.heightForWidth(panel.text.width())
    assert panel.feedback.height() >= panel.feedback.heightForWidth(panel.feedback.width())
