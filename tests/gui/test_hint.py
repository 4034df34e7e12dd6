"""Game → Hint through the program's windows (issue 47): the hard level's move shown and
not played, counted in the statistics; a daily journey played with a hint is practice;
in the race, the hint names a playable card or the draw."""

from __future__ import annotations

import datetime as dt

import pytest
from program_helpers import ProgramFolders, StartProgram
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from test_journal import MENU_GRAB, SMALL_MAP, another_window, finish_game, program_window

from eighty_days.ai.base import Level
from eighty_days.ai.journey_hint import JourneyHint
from eighty_days.ai.race import RaceBot
from eighty_days.ai.race_hint import RaceHint
from eighty_days.app import Program
from eighty_days.engine.journey import Phase, TakeBalloon, TakeTransport, legal_transport_actions
from eighty_days.engine.race import DrawCards, PlayCard, legal_actions
from eighty_days.engine.race import is_terminal as race_is_over
from eighty_days.saves.daily import DailyDeal
from eighty_days.saves.stats import open_database
from eighty_days.settings import AppSettings, Language
from eighty_days.ui.album.journal import game_menu_of
from eighty_days.ui.journey.computer_turns import route_pose
from eighty_days.ui.journey.window import MainWindow
from eighty_days.ui.race.window import RaceWindow

#: Hints are worked out on a worker thread; the hard level needs its tables first.
HINT_WAIT_MS = 60_000


def hint_shown(qtbot: QtBot, window: MainWindow) -> JourneyHint:
    """Wait for the hint asked in ``window`` and return it."""
    qtbot.waitUntil(lambda: window.hints.shown is not None, timeout=HINT_WAIT_MS)
    shown = window.hints.shown
    assert isinstance(shown, JourneyHint)
    return shown


def test_the_hint_rings_a_legal_card_then_lays_the_ruler_and_changes_nothing(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """Game → Hint rings a card the person may take, with a line of reason, and changes
    nothing in the game; once the person has taken it, the ruler lies along a legal route
    to the place named; the finished game's statistics count the hint."""
    window = program_window(start_program, qtbot, SMALL_MAP)
    window.computer_turns.stop()
    before = window.controller.state
    assert before.phase is Phase.TAKE_TRANSPORT and not window.table.computer_to_move()
    window.hints.action.trigger()
    hint = hint_shown(qtbot, window)
    assert window.controller.state is before and window.controller.state == before
    assert hint.is_take and hint.action in legal_transport_actions(before)
    card = window.table.market.card_for(hint.action)
    assert card is not None and card.chosen_by is not None
    assert window.hints.text.startswith("Hint: £")
    # the person takes the ringed card: the route follows on the map, with the ruler
    assert window.controller.take_transport(hint.action)
    drawing = window.controller.state
    route = hint_shown(qtbot, window)
    assert not route.is_take and window.controller.state is drawing
    preview = window.controller.preview_route(route.route)
    assert preview.legal, preview
    ruler = window.table.ruler
    assert ruler is not None
    if route.moves:
        angles, _stop = route_pose(route.route)
        assert ruler.angles[: len(angles)] == pytest.approx(angles)
    assert window.hints.text.startswith("Hint: draw the route")
    finish_game(qtbot, window)
    (summary,) = open_database().summaries()
    assert summary.hints == 1


@pytest.mark.qt_log_ignore(MENU_GRAB, "This plugin does not support propagateSizeHints")
def test_a_hint_makes_the_daily_journey_practice(start_program: StartProgram, qtbot: QtBot) -> None:
    """A hint asked in the official try of the daily journey makes it practice."""
    window = program_window(start_program, qtbot, SMALL_MAP)
    game_menu_of(window).daily_action.trigger()
    qtbot.waitUntil(lambda: window.controller.state.seed == DailyDeal.of(dt.date.today()).seed)
    # the computers move until it is the person's turn
    qtbot.waitUntil(lambda: not window.table.computer_to_move(), timeout=HINT_WAIT_MS)
    journal = game_menu_of(window).journal
    assert journal.context is not None and journal.context.practice is False
    window.hints.action.trigger()
    assert window.hints.text == "Looking for a good move…"
    assert journal.context.practice is True
    hint_shown(qtbot, window)


def test_no_hint_for_a_computer_seat(start_program: StartProgram, qtbot: QtBot) -> None:
    """While the computer is to move, Game → Hint says so and asks nothing."""
    window = program_window(start_program, qtbot, SMALL_MAP)
    window.computer_turns.stop()
    seat = window.controller.state.active
    assert seat is not None
    window.table.set_computer_seats(frozenset({seat}))
    assert window.hints.ask() is False
    assert "computer" in window.hints.text and window.hints.given == 0


def reveal(qtbot: QtBot, window: RaceWindow) -> None:
    """The hot seat's player at the screen shows their cards (the pass screen's button)."""
    table = window.table
    if table.bottom.currentWidget() is table.pass_screen:
        qtbot.mouseClick(table.pass_screen.ready, Qt.MouseButton.LeftButton)
    assert table.bottom.currentWidget() is not table.pass_screen


def test_the_race_hint_names_a_playable_card_or_the_draw(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """Game → Hint in the race names a card the player may play, or the draw, with its
    reason, and plays nothing."""
    (window,) = start_program("race", "--players", "2", "--seed", "7").windows
    assert isinstance(window, RaceWindow)
    reveal(qtbot, window)
    before = window.controller.state
    window.hints.action.trigger()
    qtbot.waitUntil(lambda: window.hints.shown is not None, timeout=HINT_WAIT_MS)
    hint = window.hints.shown
    assert isinstance(hint, RaceHint)
    assert window.controller.state is before
    assert hint.action in legal_actions(before)
    assert isinstance(hint.action, PlayCard | DrawCards)
    assert window.hints.text.startswith("Hint: play ") or window.hints.text.startswith(
        "Hint: draw "
    )
    assert window.hints.hints_for(before) == 1


def test_a_race_finished_after_a_hint_counts_it(start_program: StartProgram, qtbot: QtBot) -> None:
    """A race in which a hint was asked is kept with its hint in the statistics."""
    (window,) = start_program("race", "--players", "2", "--seed", "3").windows
    assert isinstance(window, RaceWindow)
    reveal(qtbot, window)
    window.hints.action.trigger()
    qtbot.waitUntil(lambda: window.hints.shown is not None, timeout=HINT_WAIT_MS)
    bot = RaceBot(Level.EASY)
    while not race_is_over(window.controller.state):
        assert window.controller.perform(bot.decide(window.controller.state))
    (summary,) = open_database().summaries()
    assert summary.hints == 1


def test_the_hint_speaks_german(
    start_program: StartProgram, program_folders: ProgramFolders, qtbot: QtBot
) -> None:
    """With German chosen, Game → Hint is "Tipp" and its line of reason is German."""
    AppSettings(program_folders.store).language = Language.GERMAN
    window = program_window(start_program, qtbot, SMALL_MAP)
    window.computer_turns.stop()
    assert window.hints.action.text() == "T&ipp"
    window.hints.action.trigger()
    hint = hint_shown(qtbot, window)
    assert window.hints.text.startswith(f"Tipp: {hint.pounds} £ und {hint.days} Tag")


def test_the_hints_go_on_counting_in_a_game_continued(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """A hint asked, then a move made (kept in the game's file with its count); the game
    continued in another window counts on from 1."""
    window = program_window(start_program, qtbot, SMALL_MAP)
    window.computer_turns.stop()
    window.hints.action.trigger()
    hint = hint_shown(qtbot, window)
    assert isinstance(hint.action, TakeTransport | TakeBalloon)
    assert window.controller.take_transport(hint.action)
    assert window.save_support is not None
    game_id = window.save_support.saves.progress_id
    program = window.program
    assert game_id is not None and isinstance(program, Program)
    assert program.in_progress.info(game_id).hints == 1
    other = another_window(qtbot, window, SMALL_MAP)
    window.close()
    qtbot.waitUntil(lambda: program.game_window_of(game_id) is None)
    assert program.continue_game(game_id, other) is other
    assert other.hints.hints_for(other.controller.state) == 1


def test_no_race_hint_while_the_cards_are_hidden(start_program: StartProgram, qtbot: QtBot) -> None:
    """At the hot seat's pass screen (the hand hidden) the hint names no card."""
    (window,) = start_program("race", "--players", "2", "--seed", "7").windows
    assert isinstance(window, RaceWindow)
    table = window.table
    table.bottom.setCurrentWidget(table.pass_screen)
    assert window.hints.ask() is False
    assert "hidden" in window.hints.text and window.hints.given == 0
