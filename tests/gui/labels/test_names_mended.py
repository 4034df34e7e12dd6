"""Issue 48 "Speed" with issue 51's names: in ``eighty-days editor``, an edit of a place
mends the names' layout round it (``SheetNames.follow``): the names far from the edit
stand as they were written (the very objects), those near it are written again with the
rules (on no other name, on no symbol), and the whole sheet is not laid out again."""

from __future__ import annotations

import random
import shutil
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from editor_driving import drag_map, open_editor_on
from labels.test_sheet_names import readable_places
from program_helpers import StartProgram
from PySide6.QtCore import QPointF, QRectF
from pytestqt.qtbot import QtBot

from eighty_days.app import Program
from eighty_days.resources import maps_dir
from eighty_days.sheet.model import Point
from eighty_days.ui.editor import commands
from eighty_days.ui.editor.window import EditorWindow
from eighty_days.ui.journey import map_labels
from eighty_days.ui.journey.map_labels import NameLayout
from eighty_days.ui.journey.table_camera import route_region

pytestmark = pytest.mark.gui

#: Names farther than this from a place moved (zoomed scene pixels) stand as they were.
FAR_PX = 400.0


@pytest.fixture
def full_layouts(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    """The zooms at which the whole sheet's names were laid out (``_lay_out``)."""
    zooms: list[float] = []
    whole = map_labels._lay_out

    def counted(*args: Any) -> NameLayout:
        zooms.append(args[1])
        return whole(*args)

    monkeypatch.setattr(map_labels, "_lay_out", counted)
    return zooms


def open_world(start_program: StartProgram, qtbot: QtBot, tmp_path: Path) -> EditorWindow:
    """``eighty-days editor`` on a copy of the world map, fitted."""
    path = tmp_path / "world.yaml"
    shutil.copy(maps_dir() / "world.yaml", path)
    programs: list[Program] = []

    def start(*argv: str) -> Program:
        programs.append(start_program(*argv))
        return programs[-1]

    return open_editor_on(start, qtbot, path)


def close_zoom(window: EditorWindow) -> float:
    """The zoom "My route" frames the start's surroundings in (every place named)."""
    sheet = window.document.sheet
    region = route_region([sheet.start_location.point], sheet.ruler_unit)
    port = window.view.viewport().rect()
    return min(port.width() / region.width(), port.height() / region.height())


def shown_layout(window: EditorWindow) -> NameLayout:
    """The names' layout at the view's zoom, after the map is painted."""
    window.view.viewport().repaint()
    return window.view.sheet_scene.names.layout(window.view.zoom())


def near(box: QRectF, points: list[Point], zoom: float) -> bool:
    """Whether ``box`` (zoomed scene pixels) lies within ``FAR_PX`` of a map point."""
    return any(
        abs(box.center().x() - x * zoom) < FAR_PX and abs(box.center().y() + y * zoom) < FAR_PX
        for x, y in points
    )


def test_a_place_dragged_mends_the_names_round_it_only(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path, full_layouts: list[float]
) -> None:
    """Vienna dragged a little on the world map at a close zoom: the names far from it are
    the very names written before, the sheet is not laid out again, and every name near
    it reads (none on another name or on a symbol, every place named)."""
    window = open_world(start_program, qtbot, tmp_path)
    view = window.view
    vienna = window.document.sheet.location("vienna")
    view.set_zoom(close_zoom(window))
    view.centre_on_map_point(vienna.point)
    before = shown_layout(window)
    laid_before = len(full_layouts)
    end = (vienna.x + 0.6, vienna.y - 0.4)
    drag_map(qtbot, window, vienna.point, end)
    moved = window.document.sheet.location("vienna")
    assert moved.point != vienna.point
    after = shown_layout(window)
    assert after.zoom == before.zoom
    assert len(full_layouts) == laid_before, "the whole sheet's names were laid out again"
    zoom = after.zoom
    far = [name for name in before.names if not near(name.box, [vienna.point, moved.point], zoom)]
    assert len(far) > len(before.names) // 2
    standing = {id(name) for name in after.names}
    assert all(id(name) in standing for name in far)
    readable, faults = readable_places(view.sheet_scene, after)
    assert not faults
    assert readable == {place.id for place in window.document.sheet.locations}


def test_twenty_places_moved_leave_every_place_named_readably(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path, full_layouts: list[float]
) -> None:
    """Twenty places of the world map moved (seeded, each clear of the other symbols)
    with the map repainted after each at the close zoom: the layout is mended each time,
    never laid out anew, and every place is still named, on no name and no symbol."""
    window = open_world(start_program, qtbot, tmp_path)
    view = window.view
    view.set_zoom(close_zoom(window))
    shown_layout(window)
    laid_before = len(full_layouts)
    chance = random.Random(51)
    moves = 0
    while moves < 20:
        sheet = window.document.sheet
        place = chance.choice(sheet.locations)
        to = (place.x + chance.uniform(-1.0, 1.0), place.y + chance.uniform(-1.0, 1.0))
        if any(
            other.id != place.id and abs(other.x - to[0]) + abs(other.y - to[1]) < 0.8
            for other in sheet.locations
        ):
            continue  # (a symbol on another is not lettered apart by any layout)
        view.centre_on_map_point(to)
        window.push(commands.MoveLocation(window.document, place.id, to, sheet))
        shown_layout(window)
        moves += 1
    assert len(full_layouts) == laid_before, "the whole sheet's names were laid out again"
    readable, faults = readable_places(view.sheet_scene, shown_layout(window))
    assert not faults
    assert readable == {place.id for place in window.document.sheet.locations}


def mended_names(window: EditorWindow, edit: Callable[[], None]) -> tuple[int, int]:
    """How many names the ``edit`` left standing, of how many before."""
    before = shown_layout(window)
    edit()
    after = {id(name) for name in shown_layout(window).names}
    return sum(id(name) in after for name in before.names), len(before.names)


def test_a_place_renamed_added_and_deleted_mend_the_names(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path, full_layouts: list[float]
) -> None:
    """A place renamed, then deleted, then its deletion undone: each time most names
    stand as written, the sheet is not laid out again, and the names read."""
    window = open_world(start_program, qtbot, tmp_path)
    view = window.view
    view.set_zoom(close_zoom(window))
    paris = window.document.sheet.location("paris")
    view.centre_on_map_point(paris.point)
    shown_layout(window)
    laid_before = len(full_layouts)

    def rename() -> None:
        renamed = replace(window.document.sheet.location("paris"), name="Lutetia Parisiorum")
        window.push(commands.EditLocation(window.document, "paris", renamed, "name"))

    edits: list[Callable[[], None]] = [
        rename,
        lambda: window.push(commands.DeleteLocation(window.document, "paris")),
        window.undo_stack.undo,
    ]
    for edit in edits:
        standing, written = mended_names(window, edit)
        assert standing > written * 3 // 4
        readable, faults = readable_places(view.sheet_scene, shown_layout(window))
        assert not faults
        assert readable == {place.id for place in window.document.sheet.locations}
    assert len(full_layouts) == laid_before
    assert "Lutetia Parisiorum" in [
        name.label.text for name in shown_layout(window).names if name.place
    ]
    assert QPointF(paris.point[0], -paris.point[1]) in [
        label.anchor for label in view.sheet_scene.labels
    ]


def test_an_income_card_changed_leaves_the_names_layout_standing(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path, full_layouts: list[float]
) -> None:
    """An income card's pounds changed (no place, area or land touched): the names'
    layout at the view's zoom is the very layout written before, not laid out again."""
    window = open_world(start_program, qtbot, tmp_path)
    before = shown_layout(window)
    laid_before = len(full_layouts)
    card = window.document.sheet.income_cards[0]
    (where, pounds), *rest = card.payouts
    changed = replace(card, payouts=((where, pounds % 6 + 1), *rest))
    window.push(commands.EditIncomeCard(window.document, 0, changed, "pounds0"))
    assert window.document.sheet.income_cards[0] == changed
    window.view.horizontalScrollBar().setValue(window.view.horizontalScrollBar().value() + 40)
    assert shown_layout(window) is before
    assert len(full_layouts) == laid_before
