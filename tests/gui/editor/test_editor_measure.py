"""The editor's Measure tool (issue 48), driven through ``eighty-days editor`` with real
mouse events on the map and the tool's real actions."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from editor_driving import at, open_editor
from program_helpers import StartProgram
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from eighty_days.sheet.model import Point
from eighty_days.shipped_journey import load_cards
from eighty_days.ui.editor.canvas import Tool
from eighty_days.ui.editor.window import EditorWindow
from eighty_days.ui.journey.reach_marks import ReachMarksItem

pytestmark = pytest.mark.gui


def measure_drag(qtbot: QtBot, window: EditorWindow, start: Point, end: Point) -> None:
    """Press at ``start``, move through the middle to ``end``, release there."""
    viewport = window.view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=at(window, start))
    for step in (0.25, 0.5, 0.75, 1.0):
        middle = (start[0] + (end[0] - start[0]) * step, start[1] + (end[1] - start[1]) * step)
        qtbot.mouseMove(viewport, at(window, middle))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=at(window, end))


def test_a_drag_shows_the_distance_in_ruler_units(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """A drag of 13 map units on the sample map (2 map units to the ruler unit) reads
    6.5 ruler units, on the map and in the status bar, and edits nothing."""
    window = open_editor(start_program, qtbot, tmp_path)
    assert window.document.sheet.ruler_unit == 2.0
    window.tool_actions[Tool.MEASURE].trigger()
    assert window.view.tool is Tool.MEASURE
    before = window.document.sheet
    measure_drag(qtbot, window, (10.0, 15.0), (22.0, 20.0))
    item = window.measure.item
    assert item is not None and item.scene() is window.view.sheet_scene
    assert item.origin == pytest.approx((10.0, 15.0), abs=0.1)
    assert item.end == pytest.approx((22.0, 20.0), abs=0.1)
    assert item.label == "6.5 ruler units"
    assert window.statusBar().currentMessage().startswith("Distance: 6.5 ruler units")
    assert window.document.sheet is before
    assert window.undo_stack.count() == 0


def test_the_reach_option_draws_one_ring_per_card_reach_and_the_reach_marks(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """With "Show card reach", a press draws a ring for each length of the game's
    transport cards and the game's reach marks of the places the farthest card reaches."""
    window = open_editor(start_program, qtbot, tmp_path)
    window.tool_actions[Tool.MEASURE].trigger()
    window.measure.reach_action.trigger()
    assert window.measure.reach_action.isChecked()
    origin = (10.0, 15.0)  # on Westland: by train
    measure_drag(qtbot, window, origin, (14.0, 15.0))
    item = window.measure.item
    assert item is not None
    lengths = sorted({card.ruler.length for card in load_cards().transport_cards})
    assert list(item.reaches) == lengths
    assert len(item.reaches) > 1
    qtbot.waitUntil(lambda: window.measure.marks is not None, timeout=10000)
    marks = window.measure.marks
    assert isinstance(marks, ReachMarksItem) and marks.scene() is window.view.sheet_scene
    farthest = max(lengths) * window.document.sheet.ruler_unit
    assert marks.marks.places
    for place in marks.marks.places:
        location = window.document.sheet.location(place.location_id)
        assert math.dist(item.origin, location.point) <= farthest + location.snap_radius
    window.measure.reach_action.trigger()  # off again: rings and marks go
    assert item.reaches == ()
    assert window.measure.marks is None


def test_escape_leaves_the_measure_tool(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """Escape on the map leaves the Measure tool for Select and takes the ruler away."""
    window = open_editor(start_program, qtbot, tmp_path)
    window.tool_actions[Tool.MEASURE].trigger()
    measure_drag(qtbot, window, (10.0, 15.0), (20.0, 15.0))
    item = window.measure.item
    assert item is not None
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.view.tool is Tool.SELECT
    assert window.tool_actions[Tool.SELECT].isChecked()
    assert window.measure.item is None and item.scene() is None
    assert window.statusBar().currentMessage() == ""
