"""Issue 48, "Speed": through ``eighty-days editor``, a land edit repaints only the part
of the map round the vertex it moved, and the coast's water-lines there once they are
worked out; what the window then shows is what a full repaint of the map shows."""

from __future__ import annotations

from pathlib import Path

import pytest
from editor_driving import click_map, drag_map, open_editor
from program_helpers import StartProgram
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QGraphicsScene
from pytestqt.qtbot import QtBot

from eighty_days.editor.edits import Layer
from eighty_days.ui.editor.selection import Selection, SelectionKind
from eighty_days.ui.editor.window import EditorWindow

pytestmark = pytest.mark.gui


def shown(window: EditorWindow) -> QImage:
    """What the map's view shows now (its cached picture where it has one)."""
    viewport = window.view.viewport()
    viewport.repaint()
    return viewport.grab().toImage()


def test_a_coast_edit_repaints_round_the_vertex_and_leaves_nothing_stale(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """Two drags of the Lonely Isle's corner, each followed by the finishing touches (the
    coast's water-lines): the scene repainted round the corner, not the whole sheet, and
    the window shows exactly what the map repainted from scratch shows."""
    window = open_editor(start_program, qtbot, tmp_path)
    window.view.set_zoom(20.0)
    window.view.centre_on_map_point((28.0, 13.0))
    scene = window.view.sheet_scene
    shown(window)
    qtbot.waitUntil(lambda: scene.art_finished)
    click_map(qtbot, window, (28.5, 13.6))  # the Lonely Isle
    assert window.selection == Selection(SelectionKind.POLYGON, (Layer.LAND, 2))
    corner = (29.0, 12.0)
    for step in (1, 2):
        moved = (29.0 + 0.3 * step, 12.0 - 0.2 * step)
        drag_map(qtbot, window, corner, moved)
        corner = moved
        window.view.rebuild_scene()
        assert window.view.sheet_scene is scene
        repainted = scene.last_invalidated  # type: ignore[attr-defined]
        assert repainted.width() * repainted.height() < 0.05 * (
            scene.map_rect.width() * scene.map_rect.height()
        )
        shown(window)
        qtbot.waitUntil(lambda: scene.art_finished)
        after_edit = shown(window)
        scene.invalidate(scene.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
        window.view.resetCachedContent()
        assert after_edit == shown(window)
