"""Every place of the map gets a readable name: on the world map and the sample maps, at
100 % and 150 % text size, the names the sheet writes at the whole-sheet zoom and at the
zoom "My route" uses are counted; a name is readable when it lies beside its own symbol,
on no other name and no other place's symbol, on the paper, in type no smaller than the
smallest that reads. At the "My route" zoom every place is named."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from editor_driving import open_editor_on
from program_helpers import StartProgram
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPolygonF
from pytestqt.qtbot import QtBot
from test_ui_scale_reach import set_text_size

from eighty_days.app import Program
from eighty_days.ui.journey.map_art import SYMBOL_SIZE
from eighty_days.ui.journey.map_labels import LaidName, NameLayout
from eighty_days.ui.journey.map_scene import SheetScene
from eighty_days.ui.journey.table_camera import route_region
from eighty_days.ui.journey.window import MainWindow
from eighty_days.ui.ui_scale import ui_scale_factor

MAPS = Path(__file__).resolve().parents[3] / "maps"
#: The journey maps shipped as examples (the race board has a test of its own).
SHEETS = ("world.yaml", "mediterranean.yaml")
#: The smallest type a place's name may be written in at 100 % (points).
SMALLEST_POINTS = 6.0
#: A place's symbol: the square a name keeps off (pixels).
SYMBOL_BOX = SYMBOL_SIZE - 1
#: How far a name may lie from its own symbol's edge and still be read as its name.
NEAR_PX = 5.0


def symbol_box(centre: QPointF) -> QRectF:
    """The square a place's symbol takes on screen round ``centre``."""
    half = SYMBOL_BOX / 2
    return QRectF(centre.x() - half, centre.y() - half, SYMBOL_BOX, SYMBOL_BOX)


def outline(name: LaidName) -> QPolygonF:
    """A written name's outline (a turned box for a turned name)."""
    return name.outline if name.outline is not None else QPolygonF(name.box)


def gap(box: QRectF, point: QPointF) -> float:
    """How far ``point`` lies outside ``box`` (0 inside)."""
    dx = max(box.left() - point.x(), 0.0, point.x() - box.right())
    dy = max(box.top() - point.y(), 0.0, point.y() - box.bottom())
    return float((dx * dx + dy * dy) ** 0.5)


def readable_places(scene: SheetScene, layout: NameLayout) -> tuple[set[str], list[str]]:
    """The places (ids) whose name ``layout`` writes readably, and what is wrong with the
    names that are not readable."""
    zoom = layout.zoom
    paper = scene.map_rect
    paper_px = QRectF(paper.topLeft() * zoom, paper.bottomRight() * zoom)
    dots = {
        place.id: QPointF(place.point[0] * zoom, -place.point[1] * zoom)
        for place in scene.sheet.locations
    }
    smallest = SMALLEST_POINTS * ui_scale_factor() - 0.01
    readable: set[str] = set()
    faults: list[str] = []
    for name in layout.names:
        if not name.place:
            continue
        place = next(
            place
            for place in scene.sheet.locations
            if QPointF(place.point[0], -place.point[1]) == name.label.anchor
        )
        own = dots[place.id]
        wrong = []
        if name.font.pointSizeF() < smallest:
            wrong.append(f"type {name.font.pointSizeF():.1f} pt")
        if not paper_px.contains(name.box):
            wrong.append("off the paper")
        if gap(name.box, own) > SYMBOL_BOX / 2 + NEAR_PX:
            wrong.append("far from its symbol")
        for other in layout.names:
            if (
                other is not name
                and other.box.intersects(name.box)
                and outline(other).intersects(outline(name))
            ):
                wrong.append(f"on the name {other.label.text!r}")
        for other_id, dot in dots.items():
            if dot != own and symbol_box(dot).intersects(name.box):
                wrong.append(f"on the symbol of {other_id}")
        if wrong:
            faults.append(f"{name.label.text}: {', '.join(wrong)}")
        else:
            readable.add(place.id)
    return readable, faults


def grown_names(qtbot: QtBot, scene: SheetScene, percent: int) -> None:
    """Wait until the sheet's names follow the text size ``percent``."""
    if percent != 100:
        qtbot.waitUntil(lambda: scene.labels[-1].font.pointSizeF() >= 8 * percent / 100 * 0.97)


def open_sheet(start_program: StartProgram, qtbot: QtBot, sheet: str, percent: int) -> MainWindow:
    """``eighty-days --map maps/SHEET``, the window at 1400×900, text size ``percent``."""
    program = start_program("play", "--map", str(MAPS / sheet), "--seed", "5")
    window = program.windows[0]
    assert isinstance(window, MainWindow)
    if percent != 100:
        set_text_size(qtbot, program, percent)
    window.resize(1400, 900)
    qtbot.waitExposed(window)
    grown_names(qtbot, window.table.scene, percent)
    return window


@pytest.mark.gui
@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("sheet", SHEETS)
def test_every_place_is_named_readably_at_the_zoom_my_route_uses(
    start_program: StartProgram, qtbot: QtBot, sheet: str, percent: int
) -> None:
    """At the whole sheet's zoom every name written is readable; at the zoom "My route"
    takes at the start every place of the map has a readable name (Hong Kong, New York,
    San Francisco, Dover among them on the world map)."""
    window = open_sheet(start_program, qtbot, sheet, percent)
    table = window.table
    scene = table.scene
    for button in (table.fit_button, table.my_route_button):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        layout = scene.names.layout(table.view.zoom())
        readable, faults = readable_places(scene, layout)
        assert not faults, f"at zoom {layout.zoom:.2f}: {faults}"
    places = {place.id for place in scene.sheet.locations}
    assert readable == places, f"unnamed at zoom {table.view.zoom():.2f}: {places - readable}"


@pytest.mark.gui
@pytest.mark.parametrize("percent", [100, 150])
def test_every_place_of_the_small_sample_is_named_readably_in_the_editor(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path, percent: int
) -> None:
    """maps/sample-small.yaml (too small to play: it is opened in the map editor, which
    prints the same names): readable at the whole sheet's zoom, and every place named at
    the zoom "My route" would frame its departure in."""
    path = tmp_path / "sample-small.yaml"
    shutil.copy(MAPS / "sample-small.yaml", path)
    programs: list[Program] = []

    def start(*argv: str) -> Program:
        programs.append(start_program(*argv))
        return programs[-1]

    window = open_editor_on(start, qtbot, path)
    if percent != 100:
        set_text_size(qtbot, programs[0], percent)
    view = window.view
    scene = view.sheet_scene
    grown_names(qtbot, scene, percent)
    view.fit()
    readable, faults = readable_places(scene, scene.names.layout(view.zoom()))
    assert not faults
    region = route_region([scene.sheet.start_location.point], scene.sheet.ruler_unit)
    port = view.viewport().rect()
    zoom = min(port.width() / region.width(), port.height() / region.height())
    readable, faults = readable_places(scene, scene.names.layout(zoom))
    assert not faults
    assert readable == {place.id for place in scene.sheet.locations}
