"""Undo/redo against a computer opponent, hot-seat take-back and "confirm before
committing", driven by real clicks and keys in the program's own windows (issue 8, "Undo
and confirmation"; issue 17: started through the program's entry point)."""

from __future__ import annotations

import pytest
from program_helpers import StartProgram
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot
from save_gui_helpers import (
    click_a_balloon,
    click_a_transport,
    computer_plays,
    draw_shortest_route,
    journey_window,
)

from eighty_days.engine.journey import Phase
from eighty_days.ui.journey.window import MainWindow


def _press(qtbot: QtBot, window: MainWindow, key: Qt.Key, modifiers: Qt.KeyboardModifier) -> None:
    qtbot.keyClick(window.table.view, key, modifiers)


@pytest.mark.gui
def test_undo_goes_back_over_the_computers_moves_to_each_human_decision(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """Ctrl+Z returns to the human's last decision, skipping the computer's moves; again to
    the one before; Ctrl+Shift+Z comes forward to the next human decision, then the end
    (everyone takes balloons: no hidden card is revealed, so nothing commits)."""
    window, support = journey_window(qtbot, start_program)
    window.table.set_computer_seats(frozenset({1}))  # Ben is a computer opponent
    assert support.undo.has_computer
    controller = window.controller
    ann = 0
    start = controller.state
    assert start.active == ann
    click_a_balloon(qtbot, window)
    ann_draws = controller.state
    assert ann_draws.phase is Phase.DRAW_ROUTE and ann_draws.active == ann
    draw_shortest_route(qtbot, window)
    while controller.state.active != ann:
        computer_plays(window, balloon=True)
    ann_again = controller.state
    assert len(ann_again.history) >= 4  # Ben moved in between

    ctrl = Qt.KeyboardModifier.ControlModifier
    with qtbot.waitSignal(support.undo.moved):
        _press(qtbot, window, Qt.Key.Key_Z, ctrl)
    assert controller.state is ann_draws and window.table.ruler is not None
    with qtbot.waitSignal(support.undo.moved):
        _press(qtbot, window, Qt.Key.Key_Z, ctrl)
    assert controller.state is start
    assert not support.undo.undo_action.isEnabled()

    shift_ctrl = ctrl | Qt.KeyboardModifier.ShiftModifier
    with qtbot.waitSignal(support.undo.moved):
        _press(qtbot, window, Qt.Key.Key_Z, shift_ctrl)
    assert controller.state is ann_draws
    with qtbot.waitSignal(support.undo.moved):
        _press(qtbot, window, Qt.Key.Key_Z, shift_ctrl)
    assert controller.state is ann_again
    assert not support.undo.redo_action.isEnabled()


@pytest.mark.gui
def test_a_new_move_after_undo_replaces_the_undone_ones(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """After Undo, playing on forgets the undone future: Redo has nothing left."""
    window, support = journey_window(qtbot, start_program)
    support.session.set_humans((True, False))
    click_a_transport(qtbot, window)
    draw_shortest_route(qtbot, window)
    with qtbot.waitSignal(support.undo.moved):
        support.undo.undo_action.trigger()
    assert support.undo.redo_action.isEnabled()
    draw_shortest_route(qtbot, window)
    assert not support.undo.redo_action.isEnabled()
    assert len(support.undo.history.states) == len(window.controller.state.history) + 1


@pytest.mark.gui
def test_hot_seat_take_back_covers_only_the_current_players_own_steps(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """Hot seat: Ann may take back the balloon she took before drawing; once her route is
    drawn, the turn is committed and there is nothing to take back."""
    window, support = journey_window(qtbot, start_program)
    controller = window.controller
    start = controller.state
    assert support.undo.undo_action.text() == "&Take back"
    assert not support.undo.undo_action.isEnabled()
    click_a_balloon(qtbot, window)
    assert support.undo.undo_action.isEnabled()
    with qtbot.waitSignal(support.undo.moved):
        _press(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert controller.state is start
    click_a_transport(qtbot, window)
    draw_shortest_route(qtbot, window)
    assert len(controller.state.history) == 2  # the route is drawn: the turn is committed
    assert not support.undo.undo_action.isEnabled()
    _press(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(controller.state.history) == 2


@pytest.mark.gui
def test_confirm_before_committing_asks_and_only_yes_commits(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """With the setting on, taking a card asks first: No leaves the table as it was, Yes
    takes the card."""
    window, support = journey_window(qtbot, start_program)
    support.undo.confirm_action.trigger()
    assert support.undo.confirm_commits
    controller = window.controller
    start = controller.state
    slot_widget = window.table.market.cards[next(iter(window.table.market.cards))]
    for answer in (QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes):
        if window.table.market.selected is None:  # the first click shows the bill
            qtbot.mouseClick(slot_widget, Qt.MouseButton.LeftButton)
        qtbot.mouseClick(slot_widget, Qt.MouseButton.LeftButton)
        box = support.guard.question
        assert box is not None
        qtbot.waitUntil(box.isVisible)
        assert controller.state is start  # nothing is taken before the answer
        button = box.button(answer)
        if answer is QMessageBox.StandardButton.No:
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

            def closed(box: QMessageBox = box) -> bool:
                return not box.isVisible()

            qtbot.waitUntil(closed)
            assert controller.state is start
        else:
            with qtbot.waitSignal(controller.state_changed):
                qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert controller.state.phase is Phase.DRAW_ROUTE
    _, again = journey_window(qtbot, start_program)
    assert again.undo.confirm_commits  # the setting is remembered
