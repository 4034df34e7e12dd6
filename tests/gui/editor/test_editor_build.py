"""The map editor driven like a user: a small sheet built by clicks and typing, every kind
of edit undone and redone, saved, read back, and played to the end by computer opponents."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from program_helpers import StartProgram
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialogButtonBox, QWidget
from pytestqt.qtbot import QtBot
from shiboken6 import isValid

from eighty_days import i18n
from eighty_days.ai.base import Level
from eighty_days.ai.simulate import play_journey_game
from eighty_days.editor.checks import check_sheet
from eighty_days.editor.document import MapDocument
from eighty_days.editor.edits import Layer
from eighty_days.sheet.io import load_map
from eighty_days.sheet.model import LocationType, Point, SheetMap
from eighty_days.ui.editor.canvas import Tool
from eighty_days.ui.editor.selection import Selection, SelectionKind
from eighty_days.ui.editor.window import EditorWindow

pytestmark = pytest.mark.gui


def _discard_changes(window: EditorWindow) -> None:
    """Let ``window`` close without asking about unsaved changes."""
    window._close_confirmed = True


#: ``open_editor(path)``: the program's map editor on ``path`` (a new map if None).
OpenEditor = Callable[..., EditorWindow]


@pytest.fixture
def open_editor(start_program: StartProgram, qtbot: QtBot) -> Iterator[OpenEditor]:
    """The program started as ``eighty-days editor [FILE]``: its map editor window
    (``Program.editor_window``), shown at 1400×900 and fitted. After the test each is
    closed for good, unsaved changes or not (as after "Discard"): its checks stop before
    the window goes."""
    opened: list[EditorWindow] = []

    def opener(path: Path | None = None) -> EditorWindow:
        program = start_program("editor", *([str(path)] if path is not None else []))
        window = program.windows[0]
        assert isinstance(window, EditorWindow)
        window.resize(1400, 900)
        qtbot.waitExposed(window)
        window.view.fit()
        opened.append(window)
        return window

    yield opener
    for window in opened:
        if isValid(window):
            _discard_changes(window)


def at(window: EditorWindow, point: Point) -> QPoint:
    """The viewport position of a map point."""
    return window.view.view_point(point).toPoint()


def click_map(qtbot: QtBot, window: EditorWindow, point: Point) -> None:
    """A left click on the map at ``point``."""
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=at(window, point))


def drag_map(qtbot: QtBot, window: EditorWindow, start: Point, end: Point) -> None:
    """Press at ``start``, move through the middle to ``end``, release there."""
    viewport = window.view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=at(window, start))
    middle = ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2)
    qtbot.mouseMove(viewport, at(window, middle))
    qtbot.mouseMove(viewport, at(window, end))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=at(window, end))


def press(qtbot: QtBot, button: QWidget) -> None:
    """A real click on a button."""
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def choose_tool(qtbot: QtBot, window: EditorWindow, tool: Tool) -> None:
    """Click the tool's toolbar button."""
    toolbar = window.findChild(QWidget, "tools")
    assert toolbar is not None
    button = toolbar.widgetForAction(window.tool_actions[tool])  # type: ignore[attr-defined]
    press(qtbot, button)
    assert window.view.tool is tool


def type_into(qtbot: QtBot, line_edit: QWidget, text: str) -> None:
    """Select all in a line edit, type ``text`` and press Enter."""
    line_edit.setFocus()
    qtbot.keyClick(line_edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(line_edit, text)
    qtbot.keyClick(line_edit, Qt.Key.Key_Return)


def undo_redo_round(window: EditorWindow, text: str) -> None:
    """The last step is called ``text``; undoing it and redoing it (twice, too) gives the
    same map."""
    stack = window.undo_stack
    assert stack.undoText() == text
    after = window.document.sheet
    stack.undo()
    before = window.document.sheet
    assert before != after
    stack.redo()
    assert window.document.sheet == after
    command = stack.command(stack.index() - 1)
    command.redo()  # redo() is safe to run twice
    assert window.document.sheet == after
    stack.undo()
    assert window.document.sheet == before
    command.undo()  # and so is undo()
    assert window.document.sheet == before
    stack.redo()
    assert window.document.sheet == after


def new_blank_sheet(qtbot: QtBot, window: EditorWindow, width: float, height: float) -> None:
    """File → New, a blank sheet of ``width`` × ``height``, through the dialog."""
    window.new_action.trigger()
    dialog = window.new_dialog
    assert dialog is not None
    dialog.width_spin.setValue(width)
    dialog.height_spin.setValue(height)
    press(qtbot, dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))
    assert window.document.sheet.bounds == (0.0, 0.0, width, height)
    window.view.fit()


PLACES: tuple[tuple[Point, str], ...] = (
    ((4.0, 10.0), "Westport"),
    ((36.0, 10.0), "Eastend"),
    ((12.0, 6.0), "Alpha"),
    ((20.0, 14.0), "Bravo"),
    ((28.0, 6.0), "Charlie"),
)


def build_small_sheet(qtbot: QtBot, window: EditorWindow) -> None:
    """The whole small sheet, by the editor's UI only (checking undo/redo on the way)."""
    new_blank_sheet(qtbot, window, 40.0, 20.0)

    # a land polygon by clicks, closed with Enter
    choose_tool(qtbot, window, Tool.DRAW_LAND)
    for corner in ((2.0, 2.0), (38.0, 2.0), (38.0, 18.0), (2.0, 18.0)):
        click_map(qtbot, window, corner)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    land = window.document.sheet.land
    assert len(land) == 1 and len(land[0].exterior) == 4
    assert land[0].exterior[0] == pytest.approx((2.0, 2.0), abs=0.1)
    undo_redo_round(window, "Add land")

    # locations by clicks, named in the property panel
    choose_tool(qtbot, window, Tool.ADD_LOCATION)
    form = window.panel.selection_tab.location
    for point, name in PLACES:
        choose_tool(qtbot, window, Tool.ADD_LOCATION)
        click_map(qtbot, window, point)
        assert window.selection.kind is SelectionKind.LOCATION
        type_into(qtbot, form.name, name)
    names = [loc.name for loc in window.document.sheet.locations]
    assert names == [name for _, name in PLACES]
    undo_redo_round(window, "Rename city Place")
    choose_tool(qtbot, window, Tool.SELECT)

    # the start and the arrival, from the location form's buttons
    click_map(qtbot, window, PLACES[0][0])
    press(qtbot, form.make_start)
    undo_redo_round(window, "Start at Westport")
    click_map(qtbot, window, PLACES[1][0])
    press(qtbot, form.make_arrival)
    undo_redo_round(window, "Arrive at Eastend")
    sheet = window.document.sheet
    assert sheet.start_location.name == "Westport"
    assert sheet.arrival_location.name == "Eastend"

    # an area: added, renamed, and given two places
    areas = window.panel.areas_tab
    window.panel.setCurrentWidget(areas)
    press(qtbot, areas.add)
    undo_redo_round(window, "Add area: Area 2")
    last = areas.list.item(areas.list.count() - 1)
    qtbot.mouseClick(
        areas.list.viewport(),
        Qt.MouseButton.LeftButton,
        pos=areas.list.visualItemRect(last).center(),
    )
    assert areas.current_area() == "area-2"
    type_into(qtbot, areas.name, "The East")
    undo_redo_round(window, "Rename area: Area 2 to The East")
    east_id = areas.current_area()
    assert east_id is not None
    for point in (PLACES[1][0], PLACES[4][0]):
        click_map(qtbot, window, point)
        form.area.setFocus()
        qtbot.keyClick(form.area, Qt.Key.Key_End)  # the new area is the last one
    assert [loc.area for loc in window.document.sheet.locations].count(east_id) == 2

    # three places become adventure locations
    for place in PLACES[2:]:
        click_map(qtbot, window, place[0])
        form.type.setFocus()
        qtbot.keyClick(form.type, Qt.Key.Key_End)  # "adventure", the last type
    types = [loc.type for loc in window.document.sheet.locations]
    assert types[2] is types[3] is types[4] is LocationType.ADVENTURE

    # cards: three income cards, three adventure cards (one at each adventure location)
    cards = window.panel.cards_tab
    window.panel.setCurrentWidget(cards)
    for _ in range(3):
        press(qtbot, cards.add_income)
    undo_redo_round(window, "Add income card: income-3")
    type_into(qtbot, cards.payout_pounds[2], "5")
    undo_redo_round(window, "Edit income card: income-2")
    for _ in range(3):
        press(qtbot, cards.add_adventure)
    undo_redo_round(window, "Add adventure card: An adventure")
    type_into(qtbot, cards.adventure_title, "The Lost Mine")
    undo_redo_round(window, "Retitle adventure card: The Lost Mine")
    type_into(qtbot, cards.adventure_icons, "3")
    sheet = window.document.sheet
    assert len(sheet.income_cards) == 3 and len(sheet.adventure_cards) == 3
    assert {card.location for card in sheet.adventure_cards} == {
        "alpha",
        "bravo",
        "charlie",
    }  # ids follow names
    edited = sheet.adventure_cards[cards.adventure_list.currentRow()]
    assert (edited.title, edited.icons) == ("The Lost Mine", 3)


def wait_for_checks(qtbot: QtBot, window: EditorWindow) -> None:
    """Wait until the validation panel shows the current map's problems."""
    qtbot.waitUntil(lambda: window.problems_for is window.document.sheet, timeout=20000)


def test_build_save_reload_and_play(open_editor: OpenEditor, qtbot: QtBot, tmp_path: Path) -> None:
    """A sheet built by clicks and typing saves, reads back equal, and bots finish a game."""
    window = open_editor()
    build_small_sheet(qtbot, window)
    wait_for_checks(qtbot, window)
    # three adventure cards: two players can play, not four (a warning, not an error)
    assert [p.severity.value for p in window.problems] == ["warning"], window.problems
    assert "Playable, with 1 warning" in window.validation.summary.text()

    target = tmp_path / "small.yaml"
    assert window.save_as(target)
    assert not window.isWindowModified()
    reloaded = load_map(target)
    assert reloaded == window.document.sheet
    assert check_sheet(reloaded) == window.problems

    # File → Open of the saved file gives the same map, and the history starts afresh
    with qtbot.waitSignal(window.map_loading.finished):
        window.open_file(target)  # read on a worker thread
    assert window.document.sheet == reloaded
    assert window.undo_stack.count() == 0

    record = play_journey_game(reloaded, [Level.NORMAL, Level.EASY], seed=3, bot_seed=5)
    assert record.finished
    assert any(arrival is not None for arrival in record.arrivals)


def test_drag_moves_a_location_in_one_step(
    open_editor: OpenEditor, qtbot: QtBot, sample_map_path: Path
) -> None:
    """Dragging a place updates the map live and leaves one "Move Location" step."""
    window = open_editor(sample_map_path)
    start = window.document.sheet.location("fort").point
    end = (start[0] + 3.0, start[1] - 2.0)
    drag_map(qtbot, window, start, end)
    moved = window.document.sheet.location("fort")
    assert (moved.x, moved.y) == pytest.approx(end, abs=0.2)
    assert window.undo_stack.count() == 1
    assert window.undo_stack.undoText() == "Move The Fort"
    window.undo_stack.undo()
    assert window.document.sheet.location("fort").point == start
    window.undo_stack.redo()
    assert window.document.sheet.location("fort").point == (moved.x, moved.y)


def test_vertex_edits_and_snapping(
    open_editor: OpenEditor, qtbot: QtBot, sample_map_path: Path
) -> None:
    """Vertices move by drag (snapping onto a nearby vertex), insert by
    double-click on an edge, and delete with the Delete key; each is one undo step."""
    window = open_editor(sample_map_path)
    window.view.set_zoom(20.0)
    lonely = window.document.sheet.land[2]  # the Lonely Isle, 27..29 × 12..14
    window.view.centre_on_map_point((28.0, 13.0))
    click_map(qtbot, window, (28.5, 13.6))
    assert window.selection == Selection(SelectionKind.POLYGON, (Layer.LAND, 2))

    # insert: a double-click on the bottom edge
    qtbot.mouseDClick(
        window.view.viewport(), Qt.MouseButton.LeftButton, pos=at(window, (28.0, 12.0))
    )
    assert len(window.document.sheet.land[2].exterior) == 5
    undo_redo_round(window, "Insert a vertex in land: Lonely Isle")

    # move with snapping: drag the new vertex to just beside corner (29, 12)... it lands on it
    window.select(Selection(SelectionKind.POLYGON, (Layer.LAND, 2)))
    drag_map(qtbot, window, (28.0, 12.0), (28.0, 12.6))
    assert window.document.sheet.land[2].exterior[1] == pytest.approx((28.0, 12.6), abs=0.06)
    undo_redo_round(window, "Move a vertex of land: Lonely Isle")
    drag_map(qtbot, window, (28.0, 12.6), (28.97, 12.03))
    assert window.document.sheet.land[2].exterior[1] == (29.0, 12.0)  # snapped to the corner

    # delete: the Delete key on the selected vertex
    assert window.selection.kind is SelectionKind.VERTEX
    window.delete_action.trigger()
    assert window.document.sheet.land[2].exterior == lonely.exterior
    assert window.undo_stack.undoText() == "Delete a vertex of land: Lonely Isle"
    window.undo_stack.undo()
    assert len(window.document.sheet.land[2].exterior) == 5


def test_spin_box_edits_merge_into_one_step(
    open_editor: OpenEditor, qtbot: QtBot, sample_map_path: Path
) -> None:
    """Typing a new ruler unit, key by key, is one undo step; undo restores the old one."""
    window = open_editor(sample_map_path)
    spin = window.panel.map_tab.ruler_unit
    window.panel.setCurrentWidget(window.panel.map_tab)
    type_into(qtbot, spin, "3.5")
    assert window.document.sheet.ruler_unit == 3.5
    assert window.undo_stack.count() == 1
    assert window.undo_stack.undoText() == "Change Ruler Unit"
    window.undo_stack.undo()
    assert window.document.sheet.ruler_unit == 2.0


def test_undo_and_redo_keys(open_editor: OpenEditor, qtbot: QtBot, sample_map_path: Path) -> None:
    """Ctrl+Z undoes and Ctrl+Shift+Z redoes the last edit; the history view lists it."""
    window = open_editor(sample_map_path)
    window.activateWindow()
    window.view.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.view)
    choose_tool(qtbot, window, Tool.ADD_LOCATION)
    click_map(qtbot, window, (5.0, 20.0))
    count = len(window.document.sheet.locations)
    assert window.undo_view.model().rowCount() == 2  # "<opened>" and the edit
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(window.document.sheet.locations) == count - 1
    qtbot.keyClick(
        window.view,
        Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert len(window.document.sheet.locations) == count


def test_area_deleted_with_its_places_reassigned(
    open_editor: OpenEditor, qtbot: QtBot, sample_map_path: Path
) -> None:
    """Deleting an area moves its places to the area chosen; undo brings both back."""
    window = open_editor(sample_map_path)
    areas = window.panel.areas_tab
    window.panel.setCurrentWidget(areas)
    areas.choose("isles")
    areas.reassign.setCurrentIndex(areas.reassign.findData("eastland"))
    press(qtbot, areas.delete)
    sheet = window.document.sheet
    assert [a.id for a in sheet.areas] == ["westland", "eastland"]
    assert sheet.location("lonely-isle").area == "eastland"
    undo_redo_round(window, "Delete area: The Isles")


def test_broken_edit_shows_and_blocks_play(
    open_editor: OpenEditor, qtbot: QtBot, tmp_path: Path
) -> None:
    """Deleting the start shows a problem; clicking it selects its culprit; play is refused
    with the list; the invalid map still saves and opens again."""
    source = Path(__file__).resolve().parents[3] / "maps" / "mediterranean.yaml"
    copy = tmp_path / "mediterranean.yaml"
    copy.write_text(source.read_text(encoding="utf-8"), encoding="utf-8")
    window = open_editor(copy)
    wait_for_checks(qtbot, window)
    assert not [p for p in window.problems if p.severity.value == "error"]
    with qtbot.waitSignal(window.play_requested) as blocker:
        assert window.play_on_this_map()
    assert blocker.args[0] is window.document.sheet

    # a broken edit: Cairo is dragged out to sea
    cairo = window.document.sheet.location("cairo")
    window.view.set_zoom(30.0)
    window.view.centre_on_map_point((31.8, 31.5))
    drag_map(qtbot, window, cairo.point, (32.0, 32.5))
    wait_for_checks(qtbot, window)
    messages = [str(p.message) for p in window.problems]
    assert any("'cairo' is at sea" in m for m in messages), messages
    panel = window.validation
    row = next(i for i, p in enumerate(panel.problems) if "'cairo' is at sea" in str(p.message))
    window.select(Selection())
    item = panel.list.item(row)
    qtbot.mouseClick(
        panel.list.viewport(),
        Qt.MouseButton.LeftButton,
        pos=panel.list.visualItemRect(item).center(),
    )
    assert window.selection == Selection(SelectionKind.LOCATION, "cairo")

    assert not window.play_on_this_map()
    refusal = window.play_refusal
    assert refusal is not None and "at sea" in refusal.text()
    refusal.close()

    target = tmp_path / "broken.yaml"
    assert window.save_as(target)
    again = MapDocument.open(target)
    assert again.sheet == window.document.sheet


def test_unsaved_changes_are_asked_about(
    open_editor: OpenEditor, qtbot: QtBot, sample_map_path: Path
) -> None:
    """Closing with unsaved changes asks; Cancel keeps the window, Discard closes it."""
    window = open_editor(sample_map_path)
    choose_tool(qtbot, window, Tool.ADD_LOCATION)
    click_map(qtbot, window, (5.0, 20.0))
    assert window.isWindowModified()
    window.close()
    dialog = window.unsaved_dialog
    assert dialog is not None and window.isVisible()
    press(qtbot, dialog.button(dialog.StandardButton.Cancel))
    assert window.isVisible()
    window.close()
    dialog = window.unsaved_dialog
    assert dialog is not None
    button: QAbstractButton = dialog.button(dialog.StandardButton.Discard)
    press(qtbot, button)
    qtbot.waitUntil(lambda: not window.isVisible())


def test_revert_drops_the_changes(
    open_editor: OpenEditor, qtbot: QtBot, sample_map_path: Path
) -> None:
    """File → Revert reads the file again and clears the history."""
    window = open_editor(sample_map_path)
    original: SheetMap = window.document.sheet
    choose_tool(qtbot, window, Tool.ADD_LOCATION)
    click_map(qtbot, window, (5.0, 20.0))
    window.revert_action.trigger()
    assert window.document.sheet == original
    assert window.undo_stack.count() == 0
    assert not window.isWindowModified()


def test_bounds_sheet_names_and_area_tints(
    open_editor: OpenEditor, qtbot: QtBot, sample_map_path: Path
) -> None:
    """The bounds and the sheets' names are edited in the Map tab; an area's tint region
    is drawn with the tint tool and cleared from the Areas tab; each is one undo step."""
    window = open_editor(sample_map_path)
    tab = window.panel.map_tab
    window.panel.setCurrentWidget(tab)
    type_into(qtbot, tab.bounds_spins[2], "62")
    sheet = window.document.sheet
    assert sheet.bounds == (0.0, 0.0, 62.0, 30.0) and sheet.sheets[-1].x_max == 62.0
    undo_redo_round(window, "Change Bounds")
    type_into(qtbot, tab.sheet_names[1], "Orient")
    assert window.document.sheet.sheets[1].name == "Orient"
    undo_redo_round(window, "Change Sheet Names")

    areas = window.panel.areas_tab
    window.panel.setCurrentWidget(areas)
    areas.choose("eastland")
    choose_tool(qtbot, window, Tool.DRAW_REGION)
    for corner in ((38.0, 5.0), (60.0, 5.0), (60.0, 25.0)):
        click_map(qtbot, window, corner)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    region = window.document.sheet.area("eastland").region
    assert len(region) == 1 and len(region[0].exterior) == 3
    undo_redo_round(window, "Add a tint region to area: Eastland")
    assert "1 region polygon" in areas.regions.text()
    press(qtbot, areas.clear_regions)
    assert window.document.sheet.area("eastland").region == ()
    undo_redo_round(window, "Clear the tint regions of area: Eastland")


def test_holes_are_cut_and_filled(
    open_editor: OpenEditor, qtbot: QtBot, sample_map_path: Path
) -> None:
    """The hole tool cuts a lake in the selected polygon; a hole's vertex selects the hole,
    which "Delete this hole" fills again."""
    window = open_editor(sample_map_path)
    click_map(qtbot, window, (5.0, 8.0))
    assert window.selection == Selection(SelectionKind.POLYGON, (Layer.LAND, 0))
    choose_tool(qtbot, window, Tool.DRAW_HOLE)
    lake = ((3.0, 19.0), (7.0, 19.0), (7.0, 23.0), (3.0, 23.0))
    for corner in lake:
        click_map(qtbot, window, corner)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    holes = window.document.sheet.land[0].holes
    assert len(holes) == 1
    flat = [value for point in holes[0] for value in point]
    assert flat == pytest.approx([value for point in lake for value in point], abs=0.1)
    undo_redo_round(window, "Cut a hole in land: Westland")

    choose_tool(qtbot, window, Tool.SELECT)
    click_map(qtbot, window, holes[0][2])
    assert window.selection == Selection(SelectionKind.VERTEX, (Layer.LAND, 0, 1, 2))
    form = window.panel.selection_tab.polygon
    press(qtbot, form.delete_hole)
    assert window.document.sheet.land[0].holes == ()
    undo_redo_round(window, "Fill a hole in land: Westland")


def test_area_recoloured_with_the_colour_dialog(
    open_editor: OpenEditor, qtbot: QtBot, sample_map_path: Path
) -> None:
    """ "Choose…" opens a colour dialog; its OK recolours the area in one undo step."""
    window = open_editor(sample_map_path)
    areas = window.panel.areas_tab
    window.panel.setCurrentWidget(areas)
    areas.choose("isles")
    press(qtbot, areas.pick_colour)
    dialog = areas.colour_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.setCurrentColor(QColor("#123456"))
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None
    press(qtbot, buttons.button(QDialogButtonBox.StandardButton.Ok))
    assert window.document.sheet.area("isles").colour == "#123456"
    undo_redo_round(window, "Recolour area: The Isles")


def test_opening_a_file_that_is_not_a_map_says_why(
    open_editor: OpenEditor, qtbot: QtBot, tmp_path: Path
) -> None:
    """File → Open of a file that is not YAML shows a message and keeps the map edited."""
    window = open_editor()
    before = window.document.sheet
    bad = tmp_path / "bad.yaml"
    bad.write_text("areas: [unclosed\n", encoding="utf-8")
    with qtbot.waitSignal(window.map_loading.finished):
        window.open_file(bad)
    dialog = window.error_dialog
    assert dialog is not None and dialog.isVisible()
    assert "bad.yaml" in dialog.text()
    assert window.document.sheet is before
    dialog.close()


def test_new_map_from_the_default_coastlines(open_editor: OpenEditor, qtbot: QtBot) -> None:
    """File → New can start from the default map's coastlines, without its places."""
    from eighty_days.resources import default_world_map_path

    window = open_editor()
    window.new_action.trigger()
    dialog = window.new_dialog
    assert dialog is not None
    press(qtbot, dialog.from_world)
    assert not dialog.width_spin.isEnabled()
    press(qtbot, dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))
    world = load_map(default_world_map_path())
    sheet = window.document.sheet
    assert sheet.land == world.land and sheet.canals == world.canals
    assert sheet.locations == () and sheet.income_cards == ()
    assert window.document.path is None and window.undo_stack.count() == 0


@pytest.fixture
def german() -> Iterator[None]:
    """German installed for one test, English again afterwards."""
    installed = i18n.install_translations("de", QApplication.instance())
    assert installed.language == "de"
    yield
    installed.remove()


def test_the_problems_are_listed_in_german(
    open_editor: OpenEditor, qtbot: QtBot, tmp_path: Path, german: None
) -> None:
    """Issue 9 (every UI string in German too): a map problem found by the loader's checks
    is listed in German, with its place in the file as it is; so is the refusal to play."""
    source = Path(__file__).resolve().parents[3] / "maps" / "mediterranean.yaml"
    copy = tmp_path / "mediterranean.yaml"
    copy.write_text(source.read_text(encoding="utf-8"), encoding="utf-8")
    window = open_editor(copy)
    wait_for_checks(qtbot, window)
    cairo = window.document.sheet.location("cairo")
    index = window.document.sheet.locations.index(cairo)
    window.view.set_zoom(30.0)
    window.view.centre_on_map_point((31.8, 31.5))
    drag_map(qtbot, window, cairo.point, (32.0, 32.5))
    wait_for_checks(qtbot, window)
    shown = [window.validation.list.item(i) for i in range(window.validation.list.count())]
    expected = f"✖ locations[{index}]: eine Stadt muss an Land stehen; 'cairo' liegt auf See"
    item = next(item for item in shown if "'cairo'" in item.text())
    assert item.text().split("\n")[0] == expected
    assert item.toolTip().startswith("Fehler (Karte)")
    assert not window.play_on_this_map()
    refusal = window.play_refusal
    assert refusal is not None
    assert f"• locations[{index}]: eine Stadt muss an Land stehen" in refusal.text()
    refusal.close()


def test_a_file_that_is_not_yaml_is_refused_in_german(
    open_editor: OpenEditor, qtbot: QtBot, tmp_path: Path, german: None
) -> None:
    """File → Open of a broken YAML file says where and why, in German."""
    window = open_editor()
    bad = tmp_path / "bad.yaml"
    bad.write_text("areas: [unclosed\n", encoding="utf-8")
    with qtbot.waitSignal(window.map_loading.finished):
        window.open_file(bad)
    dialog = window.error_dialog
    assert dialog is not None and dialog.isVisible()
    assert "Zeile 2, Spalte 1: kein gültiges YAML: " in dialog.text(), dialog.text()
    dialog.close()
