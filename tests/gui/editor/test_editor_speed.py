"""Issue 48, "Speed" and typed edits: through ``eighty-days editor``, an edit redraws only
what it changed, a History jump of any length redraws the map once, and two separate
typed edits of one field are two undo steps.

The redraws are counted, not timed: how often the printed map's land was made into a
painter path (``map_art.land_path`` or ``LandPieces.follow``: the union of the land, the
costliest part of a redraw) and its mountain peaks laid out (``map_art.lay_out_peaks``)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from editor_driving import click_map, drag_map, open_editor, type_into
from program_helpers import StartProgram
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget
from pytestqt.qtbot import QtBot

from eighty_days.editor.edits import Layer
from eighty_days.ui.art.mountain_peaks import lay_out_peaks
from eighty_days.ui.editor.selection import Selection, SelectionKind
from eighty_days.ui.journey import map_art
from eighty_days.ui.journey.land_pieces import LandPieces
from eighty_days.ui.journey.scene_geometry import land_path

pytestmark = pytest.mark.gui


@pytest.fixture
def redraws(monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """Counts of the printed map's costly parts made: "land" (the land's union) and
    "peaks" (the mountain peaks laid out), however the editor reaches them."""
    counts: Counter[str] = Counter()

    def counted(name: str, function: Callable[..., Any]) -> Callable[..., Any]:
        def call(*args: Any, **kwargs: Any) -> Any:
            counts[name] += 1
            return function(*args, **kwargs)

        return call

    monkeypatch.setattr(map_art, "land_path", counted("land", land_path))
    monkeypatch.setattr(LandPieces, "follow", counted("land", LandPieces.follow))
    monkeypatch.setattr(map_art, "lay_out_peaks", counted("peaks", lay_out_peaks))
    return counts


def test_renaming_a_place_redraws_the_place_not_the_land_or_the_peaks(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path, redraws: Counter[str]
) -> None:
    """A place renamed in its form: its new name is printed on the map, while the land
    and the mountain band (untouched by the edit) are not made again; the part of the
    map repainted lies round the place, not the whole sheet."""
    window = open_editor(start_program, qtbot, tmp_path)
    window.view.set_zoom(30.0)
    window.view.centre_on_map_point((50.0, 20.0))
    click_map(qtbot, window, (50.0, 20.0))
    assert window.selection == Selection(SelectionKind.LOCATION, "fort")
    redraws.clear()
    type_into(qtbot, window.panel.selection_tab.location.name, "Fort Vermilion")
    assert window.document.sheet.location("fort").name == "Fort Vermilion"
    scene = window.view.sheet_scene
    assert "Fort Vermilion" in [label.text for label in scene.labels]
    assert redraws == Counter()
    repainted = scene.last_invalidated  # type: ignore[attr-defined]
    assert (
        0
        < repainted.width() * repainted.height()
        < 0.5 * scene.map_rect.width() * (scene.map_rect.height())
    )


def test_a_history_jump_redraws_the_map_once(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path, redraws: Counter[str]
) -> None:
    """Eight drags of a coast's vertex, then a click on the History's first line: the
    map goes back to how it was opened and its land is made once, not once a step
    (about 140 steps froze the window for 7.5 minutes)."""
    window = open_editor(start_program, qtbot, tmp_path)
    opened = window.document.sheet
    window.view.set_zoom(20.0)
    window.view.centre_on_map_point((28.0, 13.0))
    click_map(qtbot, window, (28.5, 13.6))  # the Lonely Isle
    assert window.selection == Selection(SelectionKind.POLYGON, (Layer.LAND, 2))
    corner = (29.0, 12.0)
    for step in range(1, 9):
        moved = (29.0 + 0.1 * step, 12.0 - 0.05 * step)
        drag_map(qtbot, window, corner, moved)
        corner = moved
    assert window.undo_stack.count() == 8
    assert window.document.sheet.land[2] != opened.land[2]
    history = window.findChild(QDockWidget, "History")
    assert history is not None
    history.raise_()
    qtbot.waitExposed(window.undo_view)
    first = window.undo_view.visualRect(window.undo_view.model().index(0, 0))
    redraws.clear()
    qtbot.mouseClick(window.undo_view.viewport(), Qt.MouseButton.LeftButton, pos=first.center())
    assert window.undo_stack.index() == 0
    assert window.document.sheet == opened
    assert redraws["land"] == 1


def test_two_typed_edits_of_one_field_are_two_undo_steps(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """Typing y = 17 (Enter), later y = 18 (Enter): Undo goes back to 17, not straight to
    the y the place had (the author lost a good edit so); the keystrokes of one typed
    edit are still one step, and an edit the focus leaves is closed too."""
    window = open_editor(start_program, qtbot, tmp_path)
    click_map(qtbot, window, (50.0, 20.0))
    form = window.panel.selection_tab.location
    type_into(qtbot, form.y_spin, "17")
    type_into(qtbot, form.y_spin, "18")
    assert window.document.sheet.location("fort").y == 18.0
    assert window.undo_stack.count() == 2
    window.undo_stack.undo()
    assert window.document.sheet.location("fort").y == 17.0
    window.undo_stack.undo()
    assert window.document.sheet.location("fort").y == 20.0
    window.undo_stack.redo()
    window.undo_stack.redo()
    # typed without Enter, the focus then leaving for the x box: a step of its own
    qtbot.mouseClick(form.y_spin, Qt.MouseButton.LeftButton)
    qtbot.keyClick(form.y_spin, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(form.y_spin, "19")
    qtbot.mouseClick(form.x_spin, Qt.MouseButton.LeftButton)
    form.x_spin.setFocus()
    qtbot.mouseClick(form.y_spin, Qt.MouseButton.LeftButton)
    form.y_spin.setFocus()
    qtbot.keyClick(form.y_spin, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(form.y_spin, "21")
    assert window.undo_stack.count() == 4
    window.undo_stack.undo()
    assert window.document.sheet.location("fort").y == 19.0
