"""The map editor's tools of issue 20 (multi-select, copy and paste, grid, layers, the
table of places, typed coordinates), driven through ``eighty-days editor`` with real mouse
and key events, each with its undo."""

from __future__ import annotations

from pathlib import Path

import pytest
from editor_driving import choose_tool, click_map, drag_map, key, open_editor, press, type_into
from program_helpers import StartProgram
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QLineEdit, QTableView
from pytestqt.qtbot import QtBot

from eighty_days.editor.edits import Layer
from eighty_days.sheet.io import load_map
from eighty_days.ui.editor.canvas import Tool
from eighty_days.ui.editor.selection import Group, MapLayer, Selection, SelectionKind

pytestmark = pytest.mark.gui

SHIFT = Qt.KeyboardModifier.ShiftModifier
CTRL = Qt.KeyboardModifier.ControlModifier


def test_shift_and_ctrl_click_select_places_moved_together_in_one_step(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """Shift-click adds a place to the selection, Ctrl-click takes it out again; dragging
    one of a group moves them all, one undo step."""
    window = open_editor(start_program, qtbot, tmp_path)
    window.view.set_zoom(20.0)
    window.view.centre_on_map_point((47.0, 12.0))
    click_map(qtbot, window, (50.0, 20.0))  # The Fort
    click_map(qtbot, window, (45.0, 5.3), SHIFT)  # The Beacon joins
    click_map(qtbot, window, (38.2, 10.0), SHIFT)  # East Harbour joins
    assert window.selection == Selection(
        SelectionKind.GROUP, Group(frozenset({"fort", "beacon", "east-harbour"}))
    )
    click_map(qtbot, window, (38.2, 10.0), CTRL)  # and leaves
    assert window.selection.key.places == {"fort", "beacon"}
    assert "2 place(s)" in window.panel.selection_tab.group.text()
    before = window.document.sheet
    drag_map(qtbot, window, (50.0, 20.0), (51.0, 21.0))
    sheet = window.document.sheet
    for place in ("fort", "beacon"):
        x, y = before.location(place).point
        assert sheet.location(place).point == pytest.approx((x + 1.0, y + 1.0), abs=0.06)
    assert sheet.location("east-harbour") == before.location("east-harbour")
    assert window.undo_stack.count() == 1
    assert window.undo_stack.undoText() == "Move a group of 2"
    key(qtbot, window.view, Qt.Key.Key_Z, CTRL)
    assert window.document.sheet == before


def test_a_rubber_band_selects_places_and_vertices_moved_together(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """With a polygon selected, Shift-dragging a box over the map selects the places and
    that polygon's vertices inside it; dragging one moves them all in one undo step."""
    window = open_editor(start_program, qtbot, tmp_path)
    window.view.set_zoom(15.0)
    window.view.centre_on_map_point((40.0, 15.0))
    click_map(qtbot, window, (45.0, 15.0))
    assert window.selection == Selection(SelectionKind.POLYGON, (Layer.LAND, 1))
    drag_map(qtbot, window, (35.0, 2.0), (41.0, 28.0), SHIFT)
    group = window.selection.key
    assert window.selection.kind is SelectionKind.GROUP
    assert group.places == {"east-harbour"}
    assert group.vertices == {(Layer.LAND, 1, 0, 0), (Layer.LAND, 1, 0, 3)}
    before = window.document.sheet
    drag_map(qtbot, window, (38.2, 10.0), (37.2, 10.0))
    sheet = window.document.sheet
    assert sheet.land[1].exterior[0] == pytest.approx((37.0, 5.0), abs=0.08)
    assert sheet.land[1].exterior[3] == pytest.approx((37.0, 25.0), abs=0.08)
    assert sheet.location("east-harbour").x == pytest.approx(37.2, abs=0.08)
    assert window.undo_stack.count() == 1
    window.undo_stack.undo()
    assert window.document.sheet == before


def test_copy_paste_and_duplicate_places_polygons_and_cards(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """Ctrl+C, Ctrl+V copy and paste a place (a fresh id, a little apart); Ctrl+D
    duplicates a polygon and a card; each is one undo step."""
    window = open_editor(start_program, qtbot, tmp_path)
    sheet = window.document.sheet
    click_map(qtbot, window, (50.0, 20.0))  # The Fort
    key(qtbot, window.view, Qt.Key.Key_C, CTRL)
    key(qtbot, window.view, Qt.Key.Key_V, CTRL)
    pasted = window.document.sheet
    assert len(pasted.locations) == len(sheet.locations) + 1
    copy = pasted.locations[-1]
    assert (
        copy.id == "fort-2" and copy.name == "The Fort" and copy.type is sheet.location("fort").type
    )
    assert copy.point != sheet.location("fort").point
    assert window.selection == Selection(SelectionKind.LOCATION, "fort-2")
    assert window.undo_stack.undoText() == "Paste: The Fort"
    # a polygon, duplicated
    click_map(qtbot, window, (28.8, 12.2))  # the Lonely Isle, away from its place
    assert window.selection == Selection(SelectionKind.POLYGON, (Layer.LAND, 2))
    key(qtbot, window.view, Qt.Key.Key_D, CTRL)
    land = window.document.sheet.land
    assert len(land) == len(sheet.land) + 1 and land[-1].name == "Lonely Isle"
    assert window.selection == Selection(SelectionKind.POLYGON, (Layer.LAND, len(land) - 1))
    assert window.undo_stack.undoText() == "Duplicate: Lonely Isle"
    # a card, chosen in the Cards tab and duplicated
    key(qtbot, window.view, Qt.Key.Key_Escape)
    cards = window.panel.cards_tab
    window.panel.setCurrentWidget(cards)
    item = cards.income_list.item(1)
    qtbot.mouseClick(
        cards.income_list.viewport(),
        Qt.MouseButton.LeftButton,
        pos=cards.income_list.visualItemRect(item).center(),
    )
    key(qtbot, cards.income_list, Qt.Key.Key_D, CTRL)
    incomes = window.document.sheet.income_cards
    assert len(incomes) == len(sheet.income_cards) + 1
    assert incomes[-1].payouts == sheet.income_cards[1].payouts
    assert incomes[-1].id == "income-2-2"
    assert cards.income_list.currentRow() == len(incomes) - 1
    for _ in range(3):
        window.undo_stack.undo()
    assert window.document.sheet == sheet


def test_the_grid_is_shown_on_demand_and_snaps_places_and_vertices(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """Ctrl+G shows the grid, Ctrl+Shift+G snaps to it at the spacing typed in the
    toolbar: a new place, a dragged place and a drawn vertex land on grid crossings."""
    window = open_editor(start_program, qtbot, tmp_path)
    view = window.view
    type_into(qtbot, window.grid_spacing, "0.5")
    assert view.grid_spacing == 0.5
    plain = view.viewport().grab().toImage()
    key(qtbot, view, Qt.Key.Key_G, CTRL)
    assert view.show_grid
    assert view.viewport().grab().toImage() != plain  # the lines are drawn
    key(qtbot, view, Qt.Key.Key_G, CTRL | SHIFT)
    assert view.snap_to_grid
    view.set_zoom(30.0)
    view.centre_on_map_point((12.0, 12.0))
    choose_tool(qtbot, window, Tool.ADD_LOCATION)
    click_map(qtbot, window, (12.28, 7.81))
    added = window.document.sheet.locations[-1]
    assert added.point == (12.5, 8.0)
    choose_tool(qtbot, window, Tool.SELECT)
    drag_map(qtbot, window, (12.5, 8.0), (13.61, 9.12))
    assert window.document.sheet.location(added.id).point == (13.5, 9.0)
    choose_tool(qtbot, window, Tool.DRAW_MOUNTAINS)
    for corner in ((3.1, 8.2), (6.2, 8.1), (4.6, 11.3)):
        click_map(qtbot, window, corner)
    key(qtbot, view, Qt.Key.Key_Return)
    assert window.document.sheet.mountains[-1].exterior == ((3.0, 8.0), (6.0, 8.0), (4.5, 11.5))
    window.undo_stack.undo()
    assert len(window.document.sheet.mountains) == 1


def test_layers_are_shown_hidden_and_locked(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """The Layers panel's boxes hide a layer from the map (and from clicks) and lock one
    (shown, but clicks pass through it); the cards' places layer rings card places."""
    window = open_editor(start_program, qtbot, tmp_path)
    layers = window.layers
    window._layers_dock.raise_()
    view = window.view
    # locked places: a click on The Fort selects the land under it instead
    press(qtbot, layers.locked[MapLayer.PLACES])
    click_map(qtbot, window, (50.0, 20.0))
    assert window.selection == Selection(SelectionKind.POLYGON, (Layer.LAND, 1))
    choose_tool(qtbot, window, Tool.ADD_LOCATION)
    click_map(qtbot, window, (45.0, 15.0))
    assert len(window.document.sheet.locations) == 10  # refused: the layer is locked
    choose_tool(qtbot, window, Tool.SELECT)
    press(qtbot, layers.locked[MapLayer.PLACES])
    # hidden land: gone from the printed map and from clicks
    press(qtbot, layers.shown[MapLayer.LAND])
    assert view.sheet_scene.sheet.land == ()
    assert window.selection == Selection()  # the hidden land left the selection
    click_map(qtbot, window, (45.0, 15.0))
    assert window.selection == Selection()
    press(qtbot, layers.shown[MapLayer.LAND])
    assert view.sheet_scene.sheet.land == window.document.sheet.land
    # the cards' places: hidden at first, shown on demand; locked, card places stay put
    before = view.viewport().grab().toImage()
    press(qtbot, layers.shown[MapLayer.CARD_PLACES])
    assert view.viewport().grab().toImage() != before
    press(qtbot, layers.locked[MapLayer.CARD_PLACES])
    click_map(qtbot, window, (50.0, 20.0))  # The Fort is on income cards
    assert window.selection.kind is SelectionKind.POLYGON
    click_map(qtbot, window, (2.0, 15.0))  # Home (the start) is on none
    assert window.selection == Selection(SelectionKind.LOCATION, "home-start")


def click_cell(
    qtbot: QtBot,
    table: QTableView,
    row: int,
    column: int,
    modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
) -> None:
    """A click on a cell of the places table (with ``modifier`` held)."""
    index = table.model().index(row, column)
    qtbot.mouseClick(
        table.viewport(),
        Qt.MouseButton.LeftButton,
        modifier,
        table.visualRect(index).center(),
    )


def test_the_table_of_places_sorts_filters_and_edits_in_place_and_in_bulk(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """Ctrl+T opens the table of places; a click on a header sorts, the filter narrows;
    a cell typed into is one undo step; the type of several rows is set at once, one
    undo step."""
    window = open_editor(start_program, qtbot, tmp_path)
    key(qtbot, window.view, Qt.Key.Key_T, CTRL)
    places = window.places
    assert window.places_dock.isVisible()
    table = places.table
    assert table.model().rowCount() == 10
    header = table.horizontalHeader()
    qtbot.mouseClick(
        header.viewport(),
        Qt.MouseButton.LeftButton,
        pos=QPoint(header.sectionViewportPosition(5) + 5, header.height() // 2),
    )  # sort by x
    xs = [float(table.model().index(row, 5).data()) for row in range(10)]
    assert xs == sorted(xs) or xs == sorted(xs, reverse=True)
    qtbot.keyClicks(places.filter, "harbour")
    assert table.model().rowCount() == 2
    assert "2 of 10" in places.count.text()
    # a name typed into its cell: the id follows, one undo step
    row = next(r for r in range(2) if table.model().index(r, 0).data() == "west-harbour")
    index = table.model().index(row, 1)
    click_cell(qtbot, table, index.row(), index.column())
    key(qtbot, table, Qt.Key.Key_F2)  # edit the cell
    editors = table.findChildren(QLineEdit)
    assert len(editors) == 1, "F2 opens the cell's editor"
    editor = editors[0]
    editor.selectAll()
    qtbot.keyClicks(editor, "Port Louis")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    # the delegate commits a moment later (a queued call)
    qtbot.waitUntil(lambda: window.document.sheet.has_location("port-louis"))
    assert window.undo_stack.undoText() == "Rename port West Harbour"
    window.undo_stack.undo()
    assert window.document.sheet.location("west-harbour").name == "West Harbour"
    # both harbours made outposts at once
    click_cell(qtbot, table, 0, 1)
    click_cell(qtbot, table, 1, 1, Qt.KeyboardModifier.ControlModifier)
    assert sorted(places.selected_ids()) == ["east-harbour", "west-harbour"]
    places.bulk_type.setCurrentIndex(places.bulk_type.findData("outpost"))
    press(qtbot, places.set_type)
    sheet = window.document.sheet
    assert sheet.location("east-harbour").type is sheet.location("west-harbour").type
    assert sheet.location("east-harbour").type.value == "outpost"
    assert window.undo_stack.undoText() == "Change type of 2 places"
    window.undo_stack.undo()
    assert window.document.sheet.location("east-harbour").type.value == "port"


def test_a_selected_vertex_takes_typed_coordinates(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """A vertex selected on the map shows its x and y; numbers typed there move it, one
    undo step for each box's typed edit (its keystrokes, ended by Enter), issue 48."""
    window = open_editor(start_program, qtbot, tmp_path)
    window.view.set_zoom(30.0)
    window.view.centre_on_map_point((28.0, 13.0))
    click_map(qtbot, window, (28.8, 12.2))  # the Lonely Isle
    click_map(qtbot, window, (29.0, 12.0))  # its corner
    assert window.selection == Selection(SelectionKind.VERTEX, (Layer.LAND, 2, 0, 1))
    form = window.panel.selection_tab.polygon
    assert (form.vertex_x.value(), form.vertex_y.value()) == (29.0, 12.0)
    type_into(qtbot, form.vertex_x, "29.75")
    type_into(qtbot, form.vertex_y, "11.5")
    assert window.document.sheet.land[2].exterior[1] == (29.75, 11.5)
    assert window.undo_stack.undoText() == "Type a vertex of land: Lonely Isle"
    window.undo_stack.undo()
    assert window.document.sheet.land[2].exterior[1] == (29.75, 12.0)
    window.undo_stack.undo()
    assert window.document.sheet.land[2].exterior[1] == (29.0, 12.0)


def test_a_background_image_is_traced_over_and_saved_as_a_reference(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """Map tab → Choose… puts a PNG over the sheet; its place and opacity are typed in
    (each one undo step); the map file keeps only its path, relative to the map."""
    scan = QImage(120, 60, QImage.Format.Format_RGB32)
    scan.fill(QColor("#ff0000"))
    assert scan.save(str(tmp_path / "scan.png"))
    window = open_editor(start_program, qtbot, tmp_path)
    tab = window.panel.map_tab
    window.panel.setCurrentWidget(tab)
    press(qtbot, tab.choose_background)
    dialog = tab.background_dialog
    assert dialog is not None and Path(dialog.directory().absolutePath()) == tmp_path
    dialog.selectFile(str(tmp_path / "scan.png"))
    dialog.accept()
    background = window.document.sheet.background
    assert background is not None and background.image == "scan.png"
    assert background.bounds == window.document.sheet.bounds
    item = window.view.background
    assert not item.pixmap().isNull()
    rect = item.sceneBoundingRect()
    assert (rect.left(), rect.top(), rect.width(), rect.height()) == pytest.approx(
        (0.0, -30.0, 60.0, 30.0)
    )
    type_into(qtbot, tab.background_opacity, "0.3")
    assert window.document.sheet.background.opacity == 0.3  # type: ignore[union-attr]
    assert item.opacity() == pytest.approx(0.3)
    type_into(qtbot, tab.background_spins[2], "30")  # x to: half the sheet
    assert window.document.sheet.background.bounds == (0.0, 0.0, 30.0, 30.0)  # type: ignore[union-attr]
    assert item.sceneBoundingRect().width() == pytest.approx(30.0)
    key(qtbot, window.view, Qt.Key.Key_S, CTRL)
    text = (tmp_path / "sample-small.yaml").read_text(encoding="utf-8")
    assert "background: {image: scan.png, bounds: [0.0, 0.0, 30.0, 30.0], opacity: 0.3}" in text
    assert load_map(tmp_path / "sample-small.yaml").background is not None
    for _ in range(3):
        window.undo_stack.undo()
    assert window.document.sheet.background is None
    assert item.pixmap().isNull()


def test_a_value_that_does_not_fit_its_column_is_refused_with_a_message(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """A type the game does not know, typed into the table, is refused with a message and
    changes nothing."""
    window = open_editor(start_program, qtbot, tmp_path)
    key(qtbot, window.view, Qt.Key.Key_T, CTRL)
    table = window.places.table
    click_cell(qtbot, table, 0, 2)
    key(qtbot, table, Qt.Key.Key_F2)
    editor = table.findChildren(QLineEdit)[0]
    editor.selectAll()
    qtbot.keyClicks(editor, "castle")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "castle" in window.places.message.text())
    assert window.undo_stack.count() == 0
    assert table.model().index(0, 2).data() == "city"


def test_a_group_is_deleted_in_one_step_after_naming_what_uses_it(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """Delete on a group of places asks first when cards name them, then deletes them all
    (their references cleared if asked), one undo step."""
    window = open_editor(start_program, qtbot, tmp_path)
    click_map(qtbot, window, (50.0, 20.0))  # The Fort
    click_map(qtbot, window, (45.0, 5.3), SHIFT)  # The Beacon
    before = window.document.sheet
    key(qtbot, window.view, Qt.Key.Key_Delete)
    dialog = window.delete_dialog
    assert dialog is not None
    assert "The Fort: income card income-1" in dialog.text()
    assert "The Beacon: income card income-2" in dialog.text()
    press(qtbot, next(b for b in dialog.buttons() if "clear" in b.text()))
    sheet = window.document.sheet
    assert not sheet.has_location("fort") and not sheet.has_location("beacon")
    assert all(p not in ("fort", "beacon") for c in sheet.income_cards for p, _ in c.payouts)
    assert window.undo_stack.undoText() == "Delete a group of 2"
    window.undo_stack.undo()
    assert window.document.sheet == before
