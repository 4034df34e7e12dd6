"""The table of places and the map, through ``eighty-days editor`` (issue 48, "Pickers and
the places table"): renaming in the table raises no Qt warning, the table follows the
map's selection, and a click on its row selects the place on the map."""

from __future__ import annotations

from pathlib import Path

import pytest
from editor_driving import choose_tool, click_map, key, open_editor
from program_helpers import StartProgram
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit, QTableView
from pytestqt.qtbot import QtBot

from eighty_days.ui.editor.canvas import Tool
from eighty_days.ui.editor.selection import Selection, SelectionKind
from eighty_days.ui.editor.window import EditorWindow

pytestmark = pytest.mark.gui

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def open_table(qtbot: QtBot, window: EditorWindow) -> QTableView:
    """Ctrl+T: the table of places, shown."""
    key(qtbot, window.view, Qt.Key.Key_T, CTRL)
    assert window.places_dock.isVisible()
    return window.places.table


def row_of(table: QTableView, location_id: str) -> int:
    """The row the table shows the place ``location_id`` in."""
    model = table.model()
    return next(r for r in range(model.rowCount()) if model.index(r, 0).data() == location_id)


def click_cell(qtbot: QtBot, table: QTableView, row: int, column: int) -> None:
    """A click on a cell of the table."""
    index = table.model().index(row, column)
    qtbot.mouseClick(
        table.viewport(), Qt.MouseButton.LeftButton, pos=table.visualRect(index).center()
    )


def type_in_cell(qtbot: QtBot, table: QTableView, row: int, column: int, text: str) -> None:
    """Click a cell, F2 to edit it, type ``text`` over it and press Enter."""
    click_cell(qtbot, table, row, column)
    key(qtbot, table, Qt.Key.Key_F2)
    editors = table.findChildren(QLineEdit)
    assert len(editors) == 1, "F2 opens the cell's editor"
    editors[0].selectAll()
    qtbot.keyClicks(editors[0], text)
    qtbot.keyClick(editors[0], Qt.Key.Key_Return)


def test_a_place_renamed_out_of_the_filter_raises_no_qt_warning(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """Filtered by "the", The Cave renamed Deep Cave in its cell (which the filter then
    hides): one undo step, no "commitData … does not belong to this view" warning (the
    tests fail on any Qt warning), and the row leaves the filtered table."""
    window = open_editor(start_program, qtbot, tmp_path)
    table = open_table(qtbot, window)
    qtbot.keyClicks(window.places.filter, "the")
    assert table.model().rowCount() == 3
    type_in_cell(qtbot, table, row_of(table, "cave"), 1, "Deep Cave")
    qtbot.waitUntil(lambda: window.document.sheet.location("cave").name == "Deep Cave")
    assert window.undo_stack.count() == 1
    assert table.model().rowCount() == 2
    assert "2 of 10" in window.places.count.text()


def test_a_place_renamed_in_a_table_sorted_by_name_moves_to_its_place(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """Sorted by name, West Harbour renamed Aden in its cell: no Qt warning, and its row
    is sorted first, its id following its name."""
    window = open_editor(start_program, qtbot, tmp_path)
    table = open_table(qtbot, window)
    table.sortByColumn(1, Qt.SortOrder.AscendingOrder)
    type_in_cell(qtbot, table, row_of(table, "west-harbour"), 1, "Aden")
    qtbot.waitUntil(lambda: window.document.sheet.has_location("aden"))
    assert table.model().index(0, 1).data() == "Aden"
    assert table.model().index(0, 0).data() == "aden"


def chosen_rows(window: EditorWindow) -> list[str]:
    """The ids of the places whose rows the table has chosen, sorted."""
    return sorted(window.places.selected_ids())


def test_the_table_follows_the_selection_on_the_map(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """A place clicked on the map is the table's chosen (and current) row; Shift+click
    adds a second; a click on empty sea clears the table's rows."""
    window = open_editor(start_program, qtbot, tmp_path)
    table = open_table(qtbot, window)
    click_map(qtbot, window, (50.0, 20.0))  # The Fort
    assert window.selection == Selection(SelectionKind.LOCATION, "fort")
    assert chosen_rows(window) == ["fort"]
    assert table.currentIndex().row() == row_of(table, "fort")
    click_map(qtbot, window, (45.0, 5.3), SHIFT)  # The Beacon
    assert window.selection.kind is SelectionKind.GROUP
    assert chosen_rows(window) == ["beacon", "fort"]
    click_map(qtbot, window, (56.0, 28.0))  # the sea in the corner
    assert window.selection == Selection()
    assert chosen_rows(window) == []


def test_a_click_on_a_row_selects_the_place_on_the_map(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """A click on a place's row selects it on the map (its form shown); a click on
    another row moves the map's selection there."""
    window = open_editor(start_program, qtbot, tmp_path)
    table = open_table(qtbot, window)
    click_cell(qtbot, table, row_of(table, "canal-town"), 3)
    assert window.selection == Selection(SelectionKind.LOCATION, "canal-town")
    assert window.panel.selection_tab.location.name.text() == "Canal Town"
    click_cell(qtbot, table, row_of(table, "far-isle"), 1)
    assert window.selection == Selection(SelectionKind.LOCATION, "far-isle")
    assert chosen_rows(window) == ["far-isle"]


def test_the_table_opened_after_edits_shows_the_maps_selection(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """With the table hidden, a place added on the map (selected, and not yet in the
    table, which is filled when shown): Ctrl+T opens the table with its row chosen."""
    window = open_editor(start_program, qtbot, tmp_path)
    assert not window.places_dock.isVisible()
    choose_tool(qtbot, window, Tool.ADD_LOCATION)
    click_map(qtbot, window, (12.0, 14.0))
    added = window.document.sheet.locations[-1].id
    assert window.selection == Selection(SelectionKind.LOCATION, added)
    open_table(qtbot, window)
    assert chosen_rows(window) == [added]
