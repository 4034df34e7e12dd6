"""Shapes in the editor: arrow keys nudge the selection, a group drag snaps to the grid."""

from __future__ import annotations

from pathlib import Path

import pytest
from editor_driving import click_map, drag_map, key, open_editor, type_into
from program_helpers import StartProgram
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from eighty_days.editor.edits import Layer
from eighty_days.ui.editor.selection import Selection, SelectionKind

SHIFT = Qt.KeyboardModifier.ShiftModifier
CTRL = Qt.KeyboardModifier.ControlModifier


def test_arrow_keys_nudge_a_place_and_a_shape_one_undo_step_per_press(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """An arrow key nudges the selected place by a small step, Shift+arrow by one grid
    step; a whole shape moves with all its vertices; each press is one undo step, and the
    repeats of a key held down join its step."""
    window = open_editor(start_program, qtbot, tmp_path)
    view = window.view
    view.set_zoom(20.0)
    view.centre_on_map_point((47.0, 12.0))
    click_map(qtbot, window, (50.0, 20.0))  # The Fort
    assert window.selection == Selection(SelectionKind.LOCATION, "fort")
    original = window.document.sheet
    x, y = original.location("fort").point
    key(qtbot, view, Qt.Key.Key_Right)
    assert window.document.sheet.location("fort").point == pytest.approx((x + 0.1, y))
    key(qtbot, view, Qt.Key.Key_Up, SHIFT)
    assert window.document.sheet.location("fort").point == pytest.approx((x + 0.1, y + 1.0))
    assert window.undo_stack.count() == 2
    key(qtbot, view, Qt.Key.Key_Z, CTRL)
    assert window.document.sheet.location("fort").point == pytest.approx((x + 0.1, y))
    key(qtbot, view, Qt.Key.Key_Z, CTRL)
    assert window.document.sheet == original

    for repeating in (False, True, True):  # a key held down: its repeats join its step
        event = QKeyEvent(
            QEvent.Type.KeyPress, Qt.Key.Key_Left, Qt.KeyboardModifier.NoModifier, "", repeating
        )
        QApplication.sendEvent(view, event)
    assert window.document.sheet.location("fort").point == pytest.approx((x - 0.3, y))
    assert window.undo_stack.count() == 1
    assert window.undo_stack.undoText() == f"Move {original.location('fort').name}"
    window.undo_stack.undo()
    assert window.document.sheet == original

    view.centre_on_map_point((40.0, 15.0))
    click_map(qtbot, window, (45.0, 15.0))
    assert window.selection == Selection(SelectionKind.POLYGON, (Layer.LAND, 1))
    shape = original.land[1]
    key(qtbot, view, Qt.Key.Key_Down, SHIFT)
    key(qtbot, view, Qt.Key.Key_Left)
    moved = window.document.sheet.land[1]
    expected = [c for px, py in shape.exterior for c in (px - 0.1, py - 1.0)]
    assert [c for point in moved.exterior for c in point] == pytest.approx(expected)
    assert window.document.sheet.locations == original.locations
    window.undo_stack.undo()
    window.undo_stack.undo()
    assert window.document.sheet == original


def test_a_group_drag_snaps_the_place_pressed_to_the_grid(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """With Snap to grid on, dragging a group puts the place pressed on a grid crossing;
    the others keep their offsets from it; one undo step."""
    window = open_editor(start_program, qtbot, tmp_path)
    view = window.view
    type_into(qtbot, window.grid_spacing, "0.5")
    key(qtbot, view, Qt.Key.Key_G, CTRL | SHIFT)
    assert view.snap_to_grid
    view.set_zoom(20.0)
    view.centre_on_map_point((47.0, 12.0))
    before = window.document.sheet
    fort = before.location("fort").point
    beacon = before.location("beacon").point
    click_map(qtbot, window, fort)
    click_map(qtbot, window, beacon, SHIFT)
    assert window.selection.key.places == {"fort", "beacon"}
    drag_map(qtbot, window, fort, (fort[0] + 1.13, fort[1] + 0.81))
    sheet = window.document.sheet
    x, y = sheet.location("fort").point
    assert (x * 2, y * 2) == (round(x * 2), round(y * 2))  # on a crossing of the 0.5 grid
    assert (x, y) == pytest.approx((fort[0] + 1.13, fort[1] + 0.81), abs=0.25)
    moved = (x - fort[0], y - fort[1])
    assert sheet.location("beacon").point == pytest.approx(
        (beacon[0] + moved[0], beacon[1] + moved[1])
    )
    assert window.undo_stack.count() == 1
    window.undo_stack.undo()
    assert window.document.sheet == before


def flat(points: tuple[tuple[float, float], ...]) -> list[float]:
    """The coordinates of ``points`` one after another (for ``pytest.approx``)."""
    return [c for point in points for c in point]


def test_a_shape_is_moved_scaled_and_turned_with_its_box_one_undo_step_each(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """A selected shape gets a box: a drag inside moves it, a corner handle scales it from
    the opposite corner, the handle above turns it about the box's middle; each drag is
    one undo step and Undo brings the shape back."""
    window = open_editor(start_program, qtbot, tmp_path)
    view = window.view
    view.set_zoom(10.0)
    view.centre_on_map_point((49.0, 18.0))
    click_map(qtbot, window, (45.0, 15.0))
    assert window.selection == Selection(SelectionKind.POLYGON, (Layer.LAND, 1))
    original = window.document.sheet
    square = original.land[1].exterior
    assert square == ((38.0, 5.0), (60.0, 5.0), (60.0, 25.0), (38.0, 25.0))

    drag_map(qtbot, window, (45.0, 15.0), (47.0, 16.0))  # move
    moved = window.document.sheet.land[1].exterior
    assert flat(moved) == pytest.approx(flat(tuple((x + 2, y + 1) for x, y in square)), abs=0.1)
    assert window.undo_stack.undoText().startswith("Move land")
    assert window.undo_stack.count() == 1
    window.undo_stack.undo()
    assert window.document.sheet == original

    margin = 10.0 / view.zoom()  # the box is drawn 10 pixels outside the shape
    corner = (60.0 + margin, 25.0 + margin)
    drag_map(
        qtbot, window, corner, (38.0 + (corner[0] - 38.0) * 1.5, 5.0 + (corner[1] - 5.0) * 1.5)
    )
    scaled = window.document.sheet.land[1].exterior
    assert flat(scaled) == pytest.approx(
        flat(((38.0, 5.0), (71.0, 5.0), (71.0, 35.0), (38.0, 35.0))), abs=0.2
    )
    assert window.undo_stack.undoText().startswith("Scale land")
    assert window.undo_stack.count() == 1
    window.undo_stack.undo()
    assert window.document.sheet == original

    turn_handle = (49.0, 25.0 + 34.0 / view.zoom())  # 24 pixels above the box
    drag_map(qtbot, window, turn_handle, (30.0, 15.0))  # a quarter turn anticlockwise
    turned = window.document.sheet.land[1].exterior
    assert flat(turned) == pytest.approx(
        flat(((59.0, 4.0), (59.0, 26.0), (39.0, 26.0), (39.0, 4.0))), abs=0.2
    )
    assert window.undo_stack.undoText().startswith("Rotate land")
    assert window.undo_stack.count() == 1
    window.undo_stack.undo()
    assert window.document.sheet == original
    assert window.selection == Selection(SelectionKind.POLYGON, (Layer.LAND, 1))
