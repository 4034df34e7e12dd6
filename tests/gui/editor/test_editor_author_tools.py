"""The map author's tools of issue 48, through ``eighty-days editor``: File → Import
coastlines… (land shapes from a GeoJSON file, one undo step) and Edit → Put on the coast
(a port or island onto the nearest coast within its tolerance, R2024-10)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from editor_driving import click_map, open_editor, open_editor_on, press, type_into
from program_helpers import StartProgram
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from eighty_days.resources import maps_dir
from eighty_days.ui.editor.coastline_import import ImportCoastlinesDialog
from eighty_days.ui.editor.selection import Selection, SelectionKind
from eighty_days.ui.editor.window import EditorWindow

pytestmark = pytest.mark.gui

#: Two islands in degrees (one with its name), and a line that is not land.
ISLANDS = {
    "type": "FeatureCollection",
    "features": [
        {
            "type": "Feature",
            "properties": {"name": "Coral Isle"},
            "geometry": {
                "type": "Polygon",
                "coordinates": [[[1, 1], [3, 1], [3, 2], [1, 2], [1, 1]]],
            },
        },
        {
            "type": "Feature",
            "properties": {},
            "geometry": {
                "type": "MultiPolygon",
                "coordinates": [[[[5, 1], [6, 1], [6, 2], [5, 1]]]],
            },
        },
        {
            "type": "Feature",
            "properties": {},
            "geometry": {"type": "LineString", "coordinates": [[0, 0], [1, 1]]},
        },
    ],
}


def import_dialog(window: EditorWindow) -> ImportCoastlinesDialog:
    """File → Import coastlines…, fired as the menu fires it; the dialog it opens."""
    file_menu = window.menuBar().actions()[0].menu()
    assert isinstance(file_menu, QMenu)
    assert window.import_action in file_menu.actions()
    window.import_action.trigger()
    dialog = window.import_action.dialog
    assert dialog is not None and dialog.isVisible()
    return dialog


def test_import_coastlines_adds_the_shapes_in_one_undo_step(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """The dialog previews the count of shapes for the chosen file, scale and offset; OK
    adds them to the land, fitted, as one step that Undo takes back."""
    source = tmp_path / "islands.geojson"
    source.write_text(json.dumps(ISLANDS), encoding="utf-8")
    window = open_editor(start_program, qtbot, tmp_path)
    before = window.document.sheet
    dialog = import_dialog(window)
    assert not dialog.ok_button.isEnabled()
    type_into(qtbot, dialog.path_edit, str(source))
    assert "2 shapes to add to the land; 1 line or point skipped." in dialog.preview_label.text()
    type_into(qtbot, dialog.scale_spin.lineEdit(), "2")
    type_into(qtbot, dialog.offset_x_spin.lineEdit(), "40")
    type_into(qtbot, dialog.offset_y_spin.lineEdit(), "24")
    assert dialog.fit().scale == 2.0 and dialog.fit().offset == (40.0, 24.0)
    assert dialog.ok_button.isEnabled()
    press(qtbot, dialog.ok_button)
    sheet = window.document.sheet
    assert sheet.land[: len(before.land)] == before.land
    added = sheet.land[len(before.land) :]
    assert [shape.name for shape in added] == ["Coral Isle", ""]
    assert set(added[0].exterior) == {(42.0, 26.0), (46.0, 26.0), (46.0, 28.0), (42.0, 28.0)}
    assert window.undo_stack.count() == 1
    assert window.undo_stack.undoText() == "Import 2 coastline shapes"
    window.undo_action.trigger()
    assert window.document.sheet == before


def test_a_bad_file_is_a_message_in_the_import_dialog(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """A file that is not JSON, or has no polygon, is said in the dialog; OK stays off
    and the map is untouched."""
    window = open_editor(start_program, qtbot, tmp_path)
    before = window.document.sheet
    dialog = import_dialog(window)
    broken = tmp_path / "broken.geojson"
    broken.write_text("{not json", encoding="utf-8")
    type_into(qtbot, dialog.path_edit, str(broken))
    assert dialog.preview_label.text().startswith("The file is not JSON")
    assert not dialog.ok_button.isEnabled()
    points = tmp_path / "points.geojson"
    points.write_text(json.dumps({"type": "Point", "coordinates": [1, 2]}), encoding="utf-8")
    type_into(qtbot, dialog.path_edit, str(points))
    assert "no Polygon or MultiPolygon" in dialog.preview_label.text()
    type_into(qtbot, dialog.path_edit, str(tmp_path))
    assert "There is no file" in dialog.preview_label.text()
    assert not dialog.ok_button.isEnabled()
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()
    assert window.document.sheet == before
    assert window.undo_stack.count() == 0


def test_put_on_the_coast_moves_the_selected_port_in_one_undo_step(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """A port drawn 1.5 inland (beyond its snap radius 0.5), selected with a click: Edit →
    Put on the coast moves it onto the coast (R2024-10's tolerance then lets ships and
    trains leave it), one undo step; again, the status bar says it is already there."""
    text = (maps_dir() / "sample-small.yaml").read_text(encoding="utf-8")
    inland = text.replace("type: port, x: 21.8, y: 10.0", "type: port, x: 20.5, y: 10.0")
    path = tmp_path / "inland.yaml"
    path.write_text(inland, encoding="utf-8")
    window = open_editor_on(start_program, qtbot, path)
    edit_menu = window.menuBar().actions()[1].menu()
    assert isinstance(edit_menu, QMenu)
    assert window.coast_action in edit_menu.actions()
    window.view.set_zoom(20.0)
    window.view.centre_on_map_point((21.0, 10.0))
    click_map(qtbot, window, (20.5, 10.0))
    assert window.selection == Selection(SelectionKind.LOCATION, "west-harbour")
    before = window.document.sheet
    window.coast_action.trigger()
    assert window.document.sheet.location("west-harbour").point == (22.0, 10.0)
    assert window.undo_stack.count() == 1
    assert window.undo_stack.undoText() == "Put West Harbour on the coast"
    assert window.statusBar().currentMessage() == "Put West Harbour on the coast."
    window.coast_action.trigger()
    assert window.undo_stack.count() == 1
    assert (
        window.statusBar()
        .currentMessage()
        .startswith("West Harbour is already on the coast: 0 from it")
    )
    window.undo_action.trigger()
    assert window.document.sheet == before


def test_put_on_the_coast_says_why_nothing_moves(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """Nothing selected, a city selected, or a port with no coast within a ruler unit:
    the status bar says so and the map is untouched."""
    text = (maps_dir() / "sample-small.yaml").read_text(encoding="utf-8")
    far = text.replace("type: port, x: 21.8, y: 10.0", "type: port, x: 15.0, y: 10.0")
    path = tmp_path / "far.yaml"
    path.write_text(far, encoding="utf-8")
    window = open_editor_on(start_program, qtbot, path)
    before = window.document.sheet
    window.coast_action.trigger()
    assert window.statusBar().currentMessage() == "Select a port or an island on the map first."
    window.view.set_zoom(20.0)
    window.view.centre_on_map_point((8.0, 12.0))
    click_map(qtbot, window, (2.0, 15.0))  # Home, a city
    assert window.selection == Selection(SelectionKind.LOCATION, "home-start")
    window.coast_action.trigger()
    assert "Home is not a port or an island" in window.statusBar().currentMessage()
    window.view.centre_on_map_point((15.0, 10.0))
    click_map(qtbot, window, (15.0, 10.0))
    assert window.selection == Selection(SelectionKind.LOCATION, "west-harbour")
    window.coast_action.trigger()
    assert window.statusBar().currentMessage().startswith("No coast lies within 2 of West Harbour")
    assert window.document.sheet == before
    assert window.undo_stack.count() == 0
