"""A whole turn of the 2024 game through the table, with real mouse and key events."""

from __future__ import annotations

import math

import pytest
from gui_helpers import drag_in_view, fixed_setup, segment_point, viewport_point
from program_helpers import StartProgram, open_journey
from PySide6.QtCore import QPointF, Qt
from pytestqt.qtbot import QtBot

from eighty_days.engine.journey import Phase, Slot
from eighty_days.sheet.model import SheetMap
from eighty_days.ui.journey.ruler import RulerItem
from eighty_days.ui.journey.scene_geometry import to_scene

#: t22: £5, 2 days, ruler 7.5 units with a detour mark at 4 (2 map units per ruler unit).
FIRST_SEGMENT_ANGLE = -30.0
CANAL_TOWN = (10.5, 5.2)


def turn_with_keys(qtbot: QtBot, ruler: RulerItem, view: object, target: float) -> None:
    """Turn the selected segment with ←/→ (coarse, then Shift for fine) until near ``target``."""
    for fine, tolerance in ((False, 1.6), (True, 0.26)):
        modifier = Qt.KeyboardModifier.ShiftModifier if fine else Qt.KeyboardModifier.NoModifier
        for _ in range(200):
            current = ruler.angles[ruler.selected_segment]
            delta = (target - current + 180.0) % 360.0 - 180.0
            if abs(delta) <= tolerance:
                break
            key = Qt.Key.Key_Left if delta > 0 else Qt.Key.Key_Right
            qtbot.keyClick(view, key, modifier)


@pytest.mark.gui
def test_a_whole_turn_through_the_table(
    start_program: StartProgram, qtbot: QtBot, small_map: SheetMap
) -> None:
    """Rulebook, Player Turn 1–4: take a card by clicking, turn the ruler by dragging its end
    and with keys, bend it at the detour mark, stop early with the handle, draw with Enter;
    the engine has the route, the payment and the income (R2024-06, R2024-10)."""
    window = open_journey(start_program, qtbot, small_map, fixed_setup())
    table = window.table
    view = table.view
    # Rulebook, Obtain a Transport: no measuring before a card is taken.
    assert table.ruler is None

    # a first click shows the bill, a second one takes the card
    qtbot.mouseClick(table.market.cards[Slot.TRAIN_1], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(table.market.cards[Slot.TRAIN_1], Qt.MouseButton.LeftButton)
    state = window.controller.state
    assert state.phase is Phase.DRAW_ROUTE
    assert state.players[0].spent == 5
    ruler = table.ruler
    assert ruler is not None
    assert ruler.segment_count == 2

    # 1. Drag the far end round the origin to about -30°.
    origin = to_scene(ruler.origin)
    start = ruler.far_end_scene_pos()
    radius = math.hypot(start.x() - origin.x(), start.y() - origin.y())
    angle = math.radians(FIRST_SEGMENT_ANGLE)
    target = QPointF(origin.x() + radius * math.cos(angle), origin.y() - radius * math.sin(angle))
    drag_in_view(qtbot, view, start, target)
    assert ruler.angles[0] == pytest.approx(FIRST_SEGMENT_ANGLE, abs=2.0)
    turn_with_keys(qtbot, ruler, view, FIRST_SEGMENT_ANGLE)
    assert ruler.angles[0] == pytest.approx(FIRST_SEGMENT_ANGLE, abs=0.3)

    # 2. Pick the hinge by clicking the second segment (> and < cycle too), then bend it.
    qtbot.keyClick(view, Qt.Key.Key_Greater)
    assert ruler.selected_segment == 1
    qtbot.keyClick(view, Qt.Key.Key_Less)
    assert ruler.selected_segment == 0
    click = viewport_point(view, segment_point(ruler, 1, 0.5))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=click)
    assert ruler.selected_segment == 1
    hinge = ruler.joints()[1]
    to_town = math.degrees(math.atan2(CANAL_TOWN[1] - hinge[1], CANAL_TOWN[0] - hinge[0]))
    turn_with_keys(qtbot, ruler, view, to_town)
    assert ruler.angles[0] == pytest.approx(FIRST_SEGMENT_ANGLE, abs=0.3)  # the hinge held

    # 3. Slide the stop handle back from the card's end to Canal Town.
    drag_in_view(qtbot, view, ruler.stop_handle_scene_pos(), to_scene(CANAL_TOWN))
    end = ruler.end_point()
    assert math.dist(end, CANAL_TOWN) < 0.5
    assert ruler.stop_distance < 7.5 * small_map.ruler_unit
    assert table.draw_button.isEnabled()
    assert "Canal Town" in table.route_status.text()

    # 4. Enter draws the route; the engine applies it.
    with qtbot.waitSignal(window.controller.state_changed):
        qtbot.keyClick(view, Qt.Key.Key_Return)
    state = window.controller.state
    ann = state.players[0]
    assert len(ann.routes) == 1
    assert len(ann.routes[0]) == 3  # start, hinge, end: one detour used
    assert ann.location == "canal-town"
    assert ann.spent == 5  # the ticket
    assert ann.earned == 10 + 2  # income-1 pays 2 at Canal Town
    assert ann.day == 2  # t22: 2 travel days, first slot (no departure days)
    assert table.ruler is None  # the card is spent; no measuring until the next one
    assert any("Canal Town" in line for line in table.log.texts())
    assert table.panels[0].tracker.earned == 12
