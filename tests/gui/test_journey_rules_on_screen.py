"""The table enforces the rules it shows: no ruler before a card, illegal routes refused."""

from __future__ import annotations

import pytest
from gui_helpers import fixed_setup
from program_helpers import StartProgram, open_journey
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from eighty_days.engine.journey import Phase, Slot
from eighty_days.sheet.model import SheetMap


@pytest.mark.gui
def test_an_illegal_route_cannot_be_drawn_and_the_reason_is_shown(
    start_program: StartProgram, qtbot: QtBot, small_map: SheetMap
) -> None:
    """R2024-10: a train keeps to land. Turned north into the sea, the route is refused:
    Enter and the button do nothing, and the reason is on screen."""
    window = open_journey(start_program, qtbot, small_map, fixed_setup())
    table = window.table
    # a first click shows the bill, a second one takes the card
    qtbot.mouseClick(table.market.cards[Slot.TRAIN_1], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(table.market.cards[Slot.TRAIN_1], Qt.MouseButton.LeftButton)
    ruler = table.ruler
    assert ruler is not None
    for _ in range(30):  # 30 × 3° = due north, out over the northern coast
        qtbot.keyClick(table.view, Qt.Key.Key_Left)
    assert ruler.angles[0] == pytest.approx(90.0)
    assert not table.draw_button.isEnabled()
    assert "train cannot cross the sea" in table.route_status.text()
    assert "train cannot cross the sea" in ruler.toolTip()

    qtbot.keyClick(table.view, Qt.Key.Key_Return)
    qtbot.mouseClick(table.draw_button, Qt.MouseButton.LeftButton)
    state = window.controller.state
    assert state.phase is Phase.DRAW_ROUTE  # nothing was drawn
    assert state.players[0].routes == ()
    assert "Cannot draw" in table.route_status.text()
    assert "train cannot cross the sea" in window.statusBar().currentMessage()

    # Back onto land (pointing east along the coast is fine): now it can be drawn.
    qtbot.keyClick(table.view, Qt.Key.Key_End)
    for _ in range(30):
        qtbot.keyClick(table.view, Qt.Key.Key_Right)
    qtbot.keyClick(table.view, Qt.Key.Key_Home)  # the shortest route: just leave Home
    assert table.draw_button.isEnabled()
    with qtbot.waitSignal(window.controller.state_changed):
        qtbot.mouseClick(table.draw_button, Qt.MouseButton.LeftButton)
    assert window.controller.state.players[0].routes != ()


@pytest.mark.gui
def test_no_ruler_before_a_transport_is_taken(
    start_program: StartProgram, qtbot: QtBot, small_map: SheetMap
) -> None:
    """Rulebook, Obtain a Transport: the market's cards cannot measure before one is chosen;
    the ruler appears with the card and Enter does nothing before."""
    window = open_journey(start_program, qtbot, small_map, fixed_setup())
    table = window.table
    assert table.ruler is None
    assert not table.draw_button.isEnabled()
    qtbot.keyClick(table.view, Qt.Key.Key_Return)
    assert window.controller.state.phase is Phase.TAKE_TRANSPORT
    assert table.market.cards[Slot.TRAIN_1].isEnabled()


@pytest.mark.gui
def test_hovering_a_card_shows_what_it_costs_this_player(
    start_program: StartProgram, qtbot: QtBot, small_map: SheetMap
) -> None:
    """R2024-05/06: the quote counts the slot's departure days and the flip's pound."""
    window = open_journey(start_program, qtbot, small_map, fixed_setup())
    market = window.table.market
    qtbot.mouseMove(market.cards[Slot.TRAIN_2])  # t10: £3, 3 days, +1 departure
    qtbot.waitUntil(lambda: "£3" in market.quote_label.text())
    assert "4 days (3 travel + 1 departure)" in market.quote_label.text()
    qtbot.mouseClick(market.flip, Qt.MouseButton.LeftButton)
    assert "£4" in market.cards[Slot.TRAIN_2].toolTip()
