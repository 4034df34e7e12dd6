"""The map editor's defects of issue 20, each driven through ``eighty-days editor`` with
real mouse and key events."""

from __future__ import annotations

from pathlib import Path

import pytest
from editor_driving import (
    at,
    choose_tool,
    click_map,
    drag_map,
    key,
    open_editor,
    open_editor_on,
    press,
    type_into,
    type_keys_where_focus_is,
)
from program_helpers import StartProgram
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from eighty_days.editor.checks import EditorProblem, Severity
from eighty_days.editor.edits import Layer
from eighty_days.resources import maps_dir
from eighty_days.sheet.geometry import geometry_for
from eighty_days.sheet.io import load_map
from eighty_days.ui.editor.canvas import Tool
from eighty_days.ui.editor.selection import Selection, SelectionKind
from eighty_days.ui.editor.window import EditorWindow
from eighty_days.ui.journey.map_scene import SheetScene
from eighty_days.ui.journey.scene_geometry import to_scene

pytestmark = pytest.mark.gui


def test_renaming_an_id_keeps_the_selection_and_typing_never_picks_tools(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """Renaming a place's id keeps it selected; letters typed next go to the form, never
    to the canvas's tool shortcuts (t, l, d) or the map."""
    window = open_editor(start_program, qtbot, tmp_path)
    click_map(qtbot, window, (50.0, 20.0))
    assert window.selection == Selection(SelectionKind.LOCATION, "fort")
    form = window.panel.selection_tab.location
    places = len(window.document.sheet.locations)
    type_into(qtbot, form.id_edit, "stronghold")
    assert window.document.sheet.has_location("stronghold")
    assert window.selection == Selection(SelectionKind.LOCATION, "stronghold")
    assert window.panel.selection_tab.stack.currentWidget() is form
    assert form.id_edit.text() == "stronghold"
    type_keys_where_focus_is(qtbot, window, "tld")
    assert window.view.tool is Tool.SELECT
    assert len(window.document.sheet.locations) == places
    # undone, the selection follows the old id back
    window.undo_stack.undo()
    assert window.selection == Selection(SelectionKind.LOCATION, "fort")
    # a combo box with the focus takes letters too, without changing tools
    form.type.setFocus()
    type_keys_where_focus_is(qtbot, window, "tl")
    assert window.view.tool is Tool.SELECT
    key(qtbot, form.type, Qt.Key.Key_Delete)  # nor does Delete take the place away
    assert window.document.sheet.has_location("fort")


OVERLAPPING_LAND = '  - outer: "17 3 26 3 26 9 17 9"\n    name: Overlap\n'


def overlapping_map(tmp_path: Path) -> Path:
    """The small map with a fifth land polygon lying half over Westland, half at sea."""
    text = (maps_dir() / "sample-small.yaml").read_text(encoding="utf-8")
    text = text.replace("canals:\n", OVERLAPPING_LAND + "canals:\n", 1)
    path = tmp_path / "overlap.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def scene_colour(scene: SheetScene, point: tuple[float, float]) -> QColor:
    """The colour the printed map has at a map point (the scene rendered at 8 px a unit)."""
    rect = scene.map_rect
    image = QImage(int(rect.width() * 8), int(rect.height() * 8), QImage.Format.Format_RGB32)
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), rect)
    painter.end()
    spot = to_scene(point)
    return image.pixelColor(int((spot.x() - rect.left()) * 8), int((spot.y() - rect.top()) * 8))


def test_overlapping_land_is_drawn_as_land_and_reported(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """Where two land polygons overlap the map shows land, as the rules see it (a train
    may run there), in the editor and in the game's sheet; the editor warns of the overlap
    and a click on the warning selects the polygon."""
    path = overlapping_map(tmp_path)
    sheet = load_map(path)
    assert geometry_for(sheet).is_land((19.0, 7.0))  # the rules: land
    game_scene = SheetScene(sheet)  # the game window's and `render`'s printed sheet
    # the same sheet without the overlapping polygon: its paper and washes are the same
    # (seeded), so Westland under the overlap must look exactly as it does there, and the
    # overlap's part at sea must not look like the sea there
    without = SheetScene(load_map(maps_dir() / "sample-small.yaml"))
    westland = scene_colour(without, (19.0, 7.0))
    assert scene_colour(game_scene, (19.0, 7.0)) == westland  # odd-even would make it sea
    assert scene_colour(game_scene, (24.5, 6.0)) != scene_colour(without, (24.5, 6.0))

    window = open_editor_on(start_program, qtbot, path)
    window.view.rebuild_scene()
    assert scene_colour(window.view.sheet_scene, (19.0, 7.0)) == westland
    warnings = [p for p in checked(qtbot, window) if "overlap" in str(p.message)]
    assert warnings and all(p.severity is Severity.WARNING for p in warnings)
    click_problem(qtbot, window, warnings[0])
    assert window.selection.kind is SelectionKind.POLYGON
    assert window.selection.key in ((Layer.LAND, 0), (Layer.LAND, 4))


def click_problem(qtbot: QtBot, window: EditorWindow, problem: EditorProblem) -> None:
    """A click on ``problem`` in the Problems list."""
    panel = window.validation
    item = panel.list.item(panel.problems.index(problem))
    panel.list.scrollToItem(item)
    qtbot.mouseClick(
        panel.list.viewport(),
        Qt.MouseButton.LeftButton,
        pos=panel.list.visualItemRect(item).center(),
    )


def checked(qtbot: QtBot, window: EditorWindow) -> list[EditorProblem]:
    """The problems of the map once the live checks have run."""
    with qtbot.waitSignal(window.checks_done, timeout=20000):
        window.run_checks()
    return window.problems


def test_a_place_inside_the_mountains_is_reported_unreachable(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """A place added inside the mountains is listed as unreachable (a warning), and a
    click on the warning selects it; the shipped maps have no such place."""
    window = open_editor(start_program, qtbot, tmp_path)
    assert not [p for p in checked(qtbot, window) if "No route can reach" in str(p.message)]
    choose_tool(qtbot, window, Tool.ADD_LOCATION)
    click_map(qtbot, window, (16.5, 17.5))  # the Spine Mountains: 15–18 × 15–20
    added = window.document.sheet.locations[-1]
    assert abs(added.x - 16.5) < 0.1 and abs(added.y - 17.5) < 0.1
    choose_tool(qtbot, window, Tool.SELECT)
    click_map(qtbot, window, (2.0, 15.0))  # select something else first
    cut_off = [p for p in checked(qtbot, window) if "No route can reach" in str(p.message)]
    assert [p.culprit.key for p in cut_off] == [added.id]
    assert cut_off[0].severity is Severity.WARNING
    click_problem(qtbot, window, cut_off[0])
    assert window.selection == Selection(SelectionKind.LOCATION, added.id)


def test_a_place_chosen_twice_on_an_income_card_is_refused(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """Choosing a place already on the income card is refused with a message; the card
    keeps its four places and payouts, and nothing enters the history."""
    window = open_editor(start_program, qtbot, tmp_path)
    cards = window.panel.cards_tab
    window.panel.setCurrentWidget(cards)
    first = cards.income_list.item(0)
    qtbot.mouseClick(
        cards.income_list.viewport(),
        Qt.MouseButton.LeftButton,
        pos=cards.income_list.visualItemRect(first).center(),
    )
    before = window.document.sheet
    card = before.income_cards[0]
    assert [place for place, _ in card.payouts] == [
        "west-harbour",
        "canal-town",
        "east-harbour",
        "fort",
    ]
    second = cards.payout_places[1]
    assert second.currentData() == "canal-town"
    second.setFocus()
    qtbot.keyClick(second, Qt.Key.Key_Up)  # west-harbour: the first place of the card
    assert window.document.sheet is before
    assert window.undo_stack.count() == 0
    assert cards.income_message.isVisible()
    assert "West Harbour" in cards.income_message.text()
    assert second.currentData() == "canal-town"  # the form shows the card as it is
    # the next place, the cave: not on the card, accepted (Home, in a picker that can be
    # searched, goes to the start of the text typed)
    qtbot.keyClick(second, Qt.Key.Key_Down)
    assert [p for p, _ in window.document.sheet.income_cards[0].payouts][1] == "cave"
    assert not cards.income_message.isVisible()


def test_places_on_a_selected_polygon_can_be_clicked_and_escape_deselects(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """With a land polygon selected, a click on a place on it selects the place (places
    come before the polygon under them); Escape clears the selection."""
    window = open_editor(start_program, qtbot, tmp_path)
    window.view.set_zoom(window.view.pick_distance() * window.view.zoom() / 0.6)
    assert window.view.pick_distance() == pytest.approx(0.6)
    window.view.centre_on_map_point((10.5, 8.0))
    click_map(qtbot, window, (10.5, 12.0))
    assert window.selection == Selection(SelectionKind.POLYGON, (Layer.CANALS, 0))
    click_map(qtbot, window, (10.5, 5.2))  # Canal Town, between two of the canal's corners
    assert window.selection == Selection(SelectionKind.LOCATION, "canal-town")
    click_map(qtbot, window, (6.0, 12.0))
    click_map(qtbot, window, (2.0, 15.0))  # Home, on Westland
    assert window.selection == Selection(SelectionKind.LOCATION, "home-start")
    key(qtbot, window.view, Qt.Key.Key_Escape)
    assert window.selection == Selection()
    assert window.panel.selection_tab.stack.currentWidget() is window.panel.selection_tab.empty
    click_map(qtbot, window, (6.0, 12.0))
    assert window.selection.kind is SelectionKind.POLYGON
    window.validation.list.setFocus()  # the keyboard elsewhere: Escape still deselects
    key(qtbot, window.validation.list, Qt.Key.Key_Escape)
    assert window.selection == Selection()


def test_the_view_moves_only_to_bring_an_item_into_view(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """Undoing an edit, or clicking a problem whose place is in view, leaves the map where
    it is under the pointer; a problem out of view is scrolled to."""
    window = open_editor(start_program, qtbot, tmp_path)
    view = window.view
    view.set_zoom(40.0)
    view.centre_on_map_point((12.0, 12.0))
    home = at(window, (2.0, 15.0))
    drag_map(qtbot, window, (16.5, 22.0), (17.0, 23.0))  # The Cave moved
    assert window.undo_stack.count() == 1
    view.rebuild_scene()
    assert at(window, (2.0, 15.0)) == home
    key(qtbot, view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.document.sheet.location("cave").point == (16.5, 22.0)
    view.rebuild_scene()
    assert at(window, (2.0, 15.0)) == home
    # a problem about a place in view: selected, no scrolling
    choose_tool(qtbot, window, Tool.ADD_LOCATION)
    click_map(qtbot, window, (16.5, 17.5))  # in the mountains: cut off
    choose_tool(qtbot, window, Tool.SELECT)
    view.rebuild_scene()
    home = at(window, (2.0, 15.0))
    cut_off = [p for p in checked(qtbot, window) if "No route can reach" in str(p.message)]
    click_problem(qtbot, window, cut_off[0])
    assert window.selection.kind is SelectionKind.LOCATION
    assert at(window, (2.0, 15.0)) == home
    # out of view: scrolled to
    view.centre_on_map_point((50.0, 10.0))
    assert not view.is_visible((16.5, 17.5))
    click_problem(qtbot, window, cut_off[0])
    assert view.is_visible((16.5, 17.5))


def test_deleting_a_place_in_use_asks_and_can_clear_its_references(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """Delete on a place that a card names asks first, naming the card; Cancel keeps it;
    "clear those references" deletes it and takes it off the card, as one undo step."""
    window = open_editor(start_program, qtbot, tmp_path)
    click_map(qtbot, window, (50.0, 20.0))  # The Fort, on income card income-1
    key(qtbot, window.view, Qt.Key.Key_Delete)
    dialog = window.delete_dialog
    assert dialog is not None and dialog.isVisible()
    assert "income card income-1" in dialog.text()
    press(qtbot, dialog.button(QMessageBox.StandardButton.Cancel))
    assert window.document.sheet.has_location("fort") and window.undo_stack.count() == 0
    key(qtbot, window.view, Qt.Key.Key_Delete)
    dialog = window.delete_dialog
    assert dialog is not None
    clear = next(b for b in dialog.buttons() if "clear" in b.text())
    press(qtbot, clear)
    sheet = window.document.sheet
    assert not sheet.has_location("fort")
    assert all(place != "fort" for card in sheet.income_cards for place, _ in card.payouts)
    assert window.undo_stack.count() == 1
    window.undo_stack.undo()
    assert window.document.sheet.has_location("fort")


def test_deleting_a_land_mass_asks_first_naming_its_places(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """Delete on a land mass asks first and names the places on it; Cancel keeps it."""
    window = open_editor(start_program, qtbot, tmp_path)
    click_map(qtbot, window, (45.0, 15.0))  # Eastland
    assert window.selection == Selection(SelectionKind.POLYGON, (Layer.LAND, 1))
    key(qtbot, window.view, Qt.Key.Key_Delete)
    dialog = window.delete_dialog
    assert dialog is not None and "The Fort" in dialog.text() and "Eastland" in dialog.text()
    press(qtbot, dialog.button(QMessageBox.StandardButton.Cancel))
    assert len(window.document.sheet.land) == 4
    key(qtbot, window.view, Qt.Key.Key_Delete)
    dialog = window.delete_dialog
    assert dialog is not None
    press(qtbot, next(b for b in dialog.buttons() if b.text() == "Delete"))
    assert len(window.document.sheet.land) == 3


def test_defaults_that_need_no_re_editing(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """A new place's id follows its name until the id is edited by hand; a new income
    card starts at four different places on no other card; a new adventure card at a
    place without one; no place can be added outside the sheet."""
    window = open_editor(start_program, qtbot, tmp_path)
    form = window.panel.selection_tab.location
    added: list[str] = []
    for point in ((5.0, 10.0), (5.0, 20.0), (8.0, 12.0), (3.0, 8.0)):
        choose_tool(qtbot, window, Tool.ADD_LOCATION)
        click_map(qtbot, window, point)
        added.append(window.selection.key)
    type_into(qtbot, form.name, "The Ruin")
    assert window.selection == Selection(SelectionKind.LOCATION, "the-ruin")
    assert window.undo_stack.undoText() == "Rename city Place 4"
    type_into(qtbot, form.name, "Old Ruin")
    assert window.selection == Selection(SelectionKind.LOCATION, "old-ruin")
    type_into(qtbot, form.id_edit, "ruin")  # by hand: the id stays from now on
    type_into(qtbot, form.name, "The Old Ruin")
    assert window.selection == Selection(SelectionKind.LOCATION, "ruin")
    assert window.document.sheet.location("ruin").name == "The Old Ruin"
    # cards
    sheet = window.document.sheet
    on_cards = {place for card in sheet.income_cards for place, _ in card.payouts}
    cards = window.panel.cards_tab
    window.panel.setCurrentWidget(cards)
    press(qtbot, cards.add_income)
    card = window.document.sheet.income_cards[-1]
    places = [place for place, _ in card.payouts]
    assert len(places) == len(set(places)) == 4
    assert not set(places) & on_cards
    press(qtbot, cards.add_adventure)
    adventure = window.document.sheet.adventure_cards[-1]
    assert adventure.location == "beacon"  # the adventure place without a card
    # outside the sheet: refused, said in the status bar
    window.view.fit()
    count = len(window.document.sheet.locations)
    choose_tool(qtbot, window, Tool.ADD_LOCATION)
    click_map(qtbot, window, (-2.0, 10.0))
    assert len(window.document.sheet.locations) == count
    assert "sheet" in window.statusBar().currentMessage()


def test_open_starts_in_the_current_maps_folder(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """File → Open (Ctrl+O) shows the folder of the map being edited, and opens the file
    chosen there."""
    window = open_editor(start_program, qtbot, tmp_path)
    other = tmp_path / "other.yaml"
    other.write_text((maps_dir() / "mediterranean.yaml").read_text("utf-8"), "utf-8")
    key(qtbot, window.view, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    dialog = window.open_dialog
    assert dialog is not None and dialog.isVisible()
    assert Path(dialog.directory().absolutePath()) == tmp_path
    dialog.selectFile(str(other))
    with qtbot.waitSignal(window.map_loading.finished):  # read on a worker thread
        dialog.accept()
    assert window.document.path == other
    assert window.document.sheet.name == load_map(other).name
