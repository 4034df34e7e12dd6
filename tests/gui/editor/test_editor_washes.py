"""Issue 48 "Speed", the areas' washes: through ``eighty-days editor``, moving a place of
an area without a drawn region (its wash: discs round its places) makes that area's wash
again, keeps the others', and paints the map again round the place's disc only, not
round the whole wash; the map so repainted is the map painted whole."""

from __future__ import annotations

from pathlib import Path

import pytest
from editor_driving import drag_map, open_editor
from program_helpers import StartProgram
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QGraphicsScene
from pytestqt.qtbot import QtBot

from eighty_days.ui.editor.printed_map import EditorSheetScene
from eighty_days.ui.editor.window import EditorWindow

pytestmark = pytest.mark.gui


def the_map(window: EditorWindow) -> QImage:
    """The view as shown now, repainted (the printed map; its names are hidden)."""
    window.view.viewport().repaint()
    return window.view.viewport().grab().toImage()


def test_moving_a_place_washes_its_area_again_round_the_place_only(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """The fort (Eastland: no region, its wash four discs across half the map) dragged a
    little: Eastland's wash is made again, Westland's and the Isles' kept; the map is
    painted again within a box a few discs wide, where the whole of Eastland's wash was
    before; and what shows equals the map painted whole."""
    window = open_editor(start_program, qtbot, tmp_path)
    scene = window.view.sheet_scene
    assert isinstance(scene, EditorSheetScene)
    scene.places_item.setVisible(False)  # (the names are an item of their own)
    areas = [area.id for area in window.document.sheet.areas]
    assert areas == ["westland", "isles", "eastland"]
    before = scene.art.area_washes
    eastland = before[2][0].controlPointRect()
    drag_map(qtbot, window, (50.0, 20.0), (51.0, 20.5))
    x, y = window.document.sheet.location("fort").point
    assert abs(x - 51.0) < 0.1 and abs(y - 20.5) < 0.1  # (to the pixel the mouse was at)
    after = scene.art.area_washes
    assert after[0][0] is before[0][0] and after[1][0] is before[1][0]
    assert after[2][0] != before[2][0]
    repainted = scene.last_map_repainted
    disc = 2 * 0.8 * window.document.sheet.ruler_unit
    assert 0 < repainted.width() < 4 * disc < eastland.width()
    assert 0 < repainted.height() < 4 * disc
    scene.finish_art()
    shown = the_map(window)
    scene.invalidate(scene.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
    assert the_map(window) == shown
