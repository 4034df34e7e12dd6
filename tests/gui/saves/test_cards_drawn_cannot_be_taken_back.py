"""Undo never makes hidden cards knowable (issue 44): an action that turned a hidden card
face up is a commit point. Through the program's entry points and real clicks: race draws
and journey takes that refill the market cannot be undone, and the Edit menu and the status
line say why; a take or a route that revealed nothing can still be taken back."""

from __future__ import annotations

from pathlib import Path

import pytest
from program_helpers import StartProgram
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QMainWindow
from pytestqt.qtbot import QtBot
from save_gui_helpers import (
    click_a_balloon,
    click_a_transport,
    computer_plays,
    draw_shortest_route,
    journey_window,
)

from eighty_days.engine.journey import Phase
from eighty_days.engine.race import current_player
from eighty_days.saves import load_save
from eighty_days.ui.race.setup import RACE_SEAT_CHOICES
from eighty_days.ui.race.window import RaceWindow
from eighty_days.ui.saves.undo_controller import UndoController

pytestmark = pytest.mark.gui

REASON = "Cards were drawn: this cannot be taken back"


def _says_why(window: QMainWindow, undo: UndoController) -> None:
    """The Undo item is disabled and its text, tooltip and the status line give the reason."""
    action = undo.undo_action
    assert not action.isEnabled()
    assert "cards were drawn" in action.text()
    assert action.toolTip() == REASON and action.statusTip() == REASON
    assert window.statusBar().currentMessage() == REASON


def _ctrl_z(qtbot: QtBot, widget: object) -> None:
    qtbot.keyClick(widget, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def _race_window(qtbot: QtBot, start_program: StartProgram) -> RaceWindow:
    window = start_program("race", "--seed", "5").windows[0]
    assert isinstance(window, RaceWindow)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def _ready(qtbot: QtBot, window: RaceWindow) -> None:
    """The person now to play says they are at the screen (the pass-to screen goes)."""
    table = window.table
    qtbot.waitUntil(lambda: table.bottom.currentWidget() is table.pass_screen, timeout=20000)
    qtbot.mouseClick(table.pass_screen.ready, Qt.MouseButton.LeftButton)


def _draw_two(qtbot: QtBot, window: RaceWindow) -> None:
    with qtbot.waitSignal(window.controller.state_changed):
        qtbot.mouseClick(window.table.draw_two, Qt.MouseButton.LeftButton)


def test_race_cards_drawn_in_hot_seat_cannot_be_taken_back(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """``eighty-days race --seed 5``: the first person draws 2 with the hand's button; Take
    back is refused and says why (menu item, tooltip, status line); Ctrl+Z changes
    nothing and the 2 cards stay in the hand."""
    window = _race_window(qtbot, start_program)
    _ready(qtbot, window)
    drawer = current_player(window.state)
    assert drawer is not None
    before = window.state.players[drawer].hand
    _draw_two(qtbot, window)
    after = window.state
    hand = after.players[drawer].hand
    assert len(hand) == len(before) + 2
    undo = window.save_support.undo
    _says_why(window, undo)
    _ctrl_z(qtbot, window.table)
    assert window.state is after and window.state.players[drawer].hand == hand


def test_race_cards_drawn_against_a_computer_cannot_be_undone(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """A person against an easy computer (New race…): the person draws 2, the computer
    moves, and at the person's next turn Undo (which would go back before the draw and
    deal the same 2 cards again) is refused with the reason; the cards stay."""
    window = _race_window(qtbot, start_program)
    dialog = window.open_setup_dialog()
    dialog.form.seed.selectAll()
    qtbot.keyClicks(dialog.form.seed, "5")
    easy = next(i for i, choice in enumerate(RACE_SEAT_CHOICES) if choice[2] == "easy" and i)
    dialog.form.seats[1].kind.setCurrentIndex(easy)
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )

    def person_decides() -> bool:
        return current_player(window.state) == 0 and not window.computer_seats.busy

    qtbot.waitUntil(person_decides, timeout=20000)
    table = window.table
    if table.bottom.currentWidget() is table.pass_screen:
        _ready(qtbot, window)
    _draw_two(qtbot, window)
    drawn = window.state.players[0].hand
    drawn_at = len(window.state.history)
    qtbot.waitUntil(
        lambda: len(window.state.history) > drawn_at and person_decides(), timeout=20000
    )
    now = window.state
    assert now.players[0].hand == drawn  # the computer moved; the person's cards are theirs
    undo = window.save_support.undo
    assert undo.undo_action.text() == "&Undo: cards were drawn"
    assert not undo.undo_action.isEnabled()
    assert undo.undo_action.toolTip() == REASON
    _ctrl_z(qtbot, table)
    assert window.state is now
    window.computer_seats.stop()


def test_journey_take_that_refills_the_market_cannot_be_taken_back(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """Hot seat journey: a balloon taken (nothing revealed) can be taken back; a market card
    taken refills the row from the deck and shows the next deck card (R2024-05): Take back
    is refused, says why, and Ctrl+Z leaves the card taken."""
    window, support = journey_window(qtbot, start_program)
    controller = window.controller
    start = controller.state
    click_a_balloon(qtbot, window)
    assert support.undo.undo_action.isEnabled()
    with qtbot.waitSignal(support.undo.moved):
        _ctrl_z(qtbot, window.table.view)
    assert controller.state is start
    click_a_transport(qtbot, window)
    taken = controller.state
    assert taken.phase is Phase.DRAW_ROUTE and taken.deck_top != start.deck_top
    _says_why(window, support.undo)
    _ctrl_z(qtbot, window.table.view)
    assert controller.state is taken


def test_journey_undo_against_a_computer_stops_at_the_reveal(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """Against a computer: Ann takes a market card (a reveal) and draws her route (no
    reveal): Undo takes the route back, to just after the take, and no further; after
    the computer's market take (a reveal) the route cannot be undone either."""
    window, support = journey_window(qtbot, start_program)
    window.table.set_computer_seats(frozenset({1}))
    controller = window.controller
    click_a_transport(qtbot, window)
    taken = controller.state
    assert not support.undo.undo_action.isEnabled()
    assert support.undo.undo_action.text() == "&Undo: cards were drawn"
    draw_shortest_route(qtbot, window)
    assert support.undo.undo_action.isEnabled()  # the route revealed nothing
    with qtbot.waitSignal(support.undo.moved):
        support.undo.undo_action.trigger()
    assert controller.state is taken and not support.undo.undo_action.isEnabled()
    draw_shortest_route(qtbot, window)
    assert controller.state.active == 1
    computer_plays(window)  # the computer takes a market card: the next deck card shows
    while controller.state.active != 0:
        computer_plays(window)
    assert not support.undo.undo_action.isEnabled()
    assert support.undo.undo_action.toolTip() == REASON


def test_a_new_hot_seat_game_after_opening_a_game_against_a_computer_has_no_computer(
    qtbot: QtBot, tmp_path: Path, start_program: StartProgram
) -> None:
    """File → Open a journey saved against a computer, then File → New game… for two
    people: both seats are people (Undo takes back, saves record no computer). Found by
    the seams walk (tests/gui/test_seams_model.py): the opened game's seats stayed."""
    window, support = journey_window(qtbot, start_program)
    window.table.set_computer_seats(frozenset({1}))
    saved = tmp_path / "against-a-computer.80days.json"
    assert support.saves.save_to(saved)
    assert [seat.human for seat in load_save(saved).record.seats] == [True, False]
    window.table.set_computer_seats(frozenset())
    with qtbot.waitSignal(support.saves.game_loaded):
        assert support.saves.open_path(saved)
    opened = window.controller.state
    window.new_action.trigger()
    dialog = window.new_game_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    dialog.seats[1].kind.setCurrentIndex(0)  # a person
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    qtbot.waitUntil(lambda: window.controller.state.config is not opened.config)
    assert [seat.human for seat in support.session.seats()] == [True, True]
    assert support.undo.undo_action.text() == "&Take back"
