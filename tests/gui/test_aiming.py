"""Aiming the ruler in the program's window: marks, two clicks, keys from anywhere, wheel.

The window is the program's own (started as ``eighty-days`` starts it, on the default world
map);
the mouse and the keys are real Qt events on its widgets (R2024-10, R2024-11, R2024-12).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from gui_helpers import segment_point
from journey_positions import draw_positions
from program_helpers import StartProgram
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QWidget
from pytestqt.qtbot import QtBot

from eighty_days.engine.journey import Character, JourneyState, Side, Slot, held_ruler
from eighty_days.resources import default_world_map_path
from eighty_days.saves.preferences import Preferences
from eighty_days.settings import AppSettings, settings_in_file
from eighty_days.sheet.reach import ReachMarks, compute_reach
from eighty_days.ui.journey.ruler import GRAB_RADIUS_PX
from eighty_days.ui.journey.scene_geometry import to_scene
from eighty_days.ui.journey.seats import default_looks
from eighty_days.ui.journey.window import MainWindow

pytestmark = pytest.mark.gui


def open_program(start_program: StartProgram, qtbot: QtBot, seed: int = 11) -> MainWindow:
    """``eighty-days --seed SEED``: the program's window on the default world map, shown
    and active."""
    window = start_program("play", "--seed", str(seed)).windows[0]
    assert isinstance(window, MainWindow)
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    # the player frames their route first (taking a card keeps the zoom they chose)
    qtbot.mouseClick(window.table.my_route_button, Qt.MouseButton.LeftButton)
    return window


def take(qtbot: QtBot, window: MainWindow, slot: Slot) -> None:
    """Click a market card; the ruler comes with it, and its marks follow."""
    table = window.table
    assert table.ruler is None and table.reach_marks is None  # no marks before a card
    # a first click shows the bill, a second one takes the card
    qtbot.mouseClick(table.market.cards[slot], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(table.market.cards[slot], Qt.MouseButton.LeftButton)
    assert table.ruler is not None, "the card was not taken"
    qtbot.waitUntil(lambda: table.reach_marks is not None, timeout=5000)


def click_at(qtbot: QtBot, window: MainWindow, point: tuple[float, float]) -> None:
    """A real click on the map at a map point (scrolled into view first)."""
    view = window.table.view
    scene_point = to_scene(point)
    view.ensureVisible(QRectF(scene_point, scene_point).adjusted(-2, -2, 2, 2))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(scene_point))


def mover(window: MainWindow) -> int:
    """The seat to move."""
    active = window.controller.state.active
    assert active is not None
    return active


def test_two_clicks_draw_a_ship_route_from_london_to_a_marked_place(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """R2024-10 from Starting London: take a ship, click the marked place across the
    Channel, click it again: the engine holds that route, ending there."""
    window = open_program(start_program, qtbot)
    seat = mover(window)
    take(qtbot, window, Slot.SHIP_1)
    marks = window.table.reach_marks
    assert marks is not None
    place = marks.marks.place("le-havre")
    assert place is not None and not place.bent
    target = window.sheet.location("le-havre").point
    click_at(qtbot, window, target)
    ruler = window.table.ruler
    assert ruler is not None
    assert ruler.end_point() == pytest.approx(target, abs=1e-6)
    assert window.controller.state.players[seat].routes == ()  # not drawn yet
    click_at(qtbot, window, target)
    player = window.controller.state.players[seat]
    assert player.location == "le-havre"
    assert len(player.routes) == 1


def bent_position() -> tuple[JourneyState, ReachMarks]:
    """A position from real games where the held card reaches a place only by bending."""
    from eighty_days.sheet.io import load_map

    sheet = load_map(default_world_map_path())
    for state in draw_positions(sheet, 40):
        assert state.in_hand is not None and state.active is not None
        ruler = held_ruler(state)
        assert ruler is not None
        marks = compute_reach(
            state.config.geometry,
            state.players[state.active].route_end,
            state.in_hand.transport,
            ruler.in_map_units(sheet.ruler_unit).segment_lengths,
            coast_crossing=(not state.in_hand.is_balloon)
            and state.has_active(state.active, Character.PASSEPARTOUT, Side.BACK),
        )
        if marks.bent:
            return state, marks
    raise AssertionError("no position with a bent-only place")


def test_two_clicks_draw_a_bent_route_to_a_place_marked_as_reached_by_bending(
    start_program: StartProgram,
    qtbot: QtBot,
) -> None:
    """R2024-10 detour marks: in a position from a real game, a click on a place marked as
    reached only by bending lays the ruler bent at its mark; a second click draws it."""
    window = open_program(start_program, qtbot)
    state, expected = bent_position()
    looks = default_looks(tuple(player.name for player in state.players))
    window.controller.start(state, looks)
    table = window.table
    qtbot.waitUntil(lambda: table.reach_marks is not None, timeout=5000)
    marks = table.reach_marks
    assert marks is not None
    place = marks.marks.bent[0]
    assert place.location_id in {p.location_id for p in expected.bent}
    seat = mover(window)
    target = window.sheet.location(place.location_id).point
    click_at(qtbot, window, target)
    ruler = table.ruler
    assert ruler is not None
    assert len(set(round(a, 6) for a in ruler.angles)) > 1  # the ruler is bent
    click_at(qtbot, window, target)
    assert window.controller.state.players[seat].location == place.location_id


def test_the_keyboard_alone_takes_a_card_and_draws_by_typing_a_place_name(
    start_program: StartProgram,
    qtbot: QtBot,
) -> None:
    """Without the mouse: Space on a focused market card shows its bill,
    Enter takes it, typing "dov" aims the
    ruler at Dover (type-ahead), Enter draws the route there."""
    window = open_program(start_program, qtbot)
    table = window.table
    seat = mover(window)
    card = table.market.cards[Slot.TRAIN_1]
    card.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(card, Qt.Key.Key_Space)  # the bill
    qtbot.keyClick(card, Qt.Key.Key_Return)  # pays
    assert table.ruler is not None
    qtbot.waitUntil(lambda: table.reach_marks is not None, timeout=5000)
    focused = QApplication.focusWidget() or window
    qtbot.keyClicks(focused, "dov")
    dover = window.sheet.location("dover").point
    assert table.ruler.end_point() == pytest.approx(dover, abs=1e-6)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Return)
    assert window.controller.state.players[seat].location == "dover"


def test_keys_reach_the_ruler_after_a_click_on_the_map_and_stay_with_another_widget(
    start_program: StartProgram,
    qtbot: QtBot,
) -> None:
    """After a click on the map the arrows turn the ruler, not the view's scroll bars;
    with the focus on another control (the Fit button) its keys stay its own (no trap:
    issue 49), the ruler lying where it was; back on the map, Esc puts the ruler back
    where it was last laid."""
    window = open_program(start_program, qtbot)
    table = window.table
    take(qtbot, window, Slot.TRAIN_1)
    ruler = table.ruler
    assert ruler is not None
    view = table.view
    origin = to_scene(ruler.origin)
    click_at(qtbot, window, (ruler.origin[0] + 6.0, ruler.origin[1] + 3.0))
    laid = ruler.angles[0]
    bars = (view.horizontalScrollBar().value(), view.verticalScrollBar().value())
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Left)
    assert ruler.angles[0] == pytest.approx(laid + 3.0)
    assert (view.horizontalScrollBar().value(), view.verticalScrollBar().value()) == bars
    table.fit_button.setFocus(Qt.FocusReason.MouseFocusReason)
    turned = ruler.angles[0]
    qtbot.keyClick(table.fit_button, Qt.Key.Key_Right)
    assert ruler.angles[0] == pytest.approx(turned)
    assert table.ruler is ruler
    qtbot.keyClick(table.fit_button, Qt.Key.Key_1, Qt.KeyboardModifier.AltModifier)  # the map
    assert ruler.hasFocus()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert ruler.angles[0] == pytest.approx(turned - 3.0)
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert ruler.angles[0] == pytest.approx(laid)
    assert origin == to_scene(ruler.origin)


def wheel_at(view: QWidget, at: QPoint, steps: int) -> None:
    """A real wheel event of ``steps`` notches at ``at`` on the viewport."""
    event = QWheelEvent(
        QPointF(at),
        QPointF(view.mapToGlobal(at)),
        QPoint(0, 0),
        QPoint(0, 120 * steps),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(view, event)


def test_the_wheel_zooms_at_the_pointer_over_the_ruler_and_the_map(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """With a ruler in hand the wheel zooms the map, keeping the point under the pointer
    where it is, over the ruler as elsewhere; the ruler does not turn."""
    window = open_program(start_program, qtbot)
    table = window.table
    take(qtbot, window, Slot.TRAIN_1)
    ruler = table.ruler
    assert ruler is not None
    view = table.view
    angles = ruler.angles
    for scene_point in (segment_point(ruler, 0, 0.5), to_scene(ruler.origin) + QPointF(-3, 2)):
        at = view.mapFromScene(scene_point)
        zoom = view.zoom()
        under = view.mapToScene(at)
        wheel_at(view.viewport(), at, 1)
        assert view.zoom() == pytest.approx(zoom * 1.25)
        after = view.mapToScene(at)
        assert after.x() == pytest.approx(under.x(), abs=2 / view.zoom())
        assert after.y() == pytest.approx(under.y(), abs=2 / view.zoom())
    assert ruler.angles == angles


def test_a_drag_on_the_ruler_turns_it_and_the_handles_answer_within_24_pixels(
    start_program: StartProgram,
    qtbot: QtBot,
) -> None:
    """Pressing on the ruler's band and dragging turns it about its hinge with the stop
    following the pointer; the stop handle answers 11 px away (a 24 px hit area)."""
    window = open_program(start_program, qtbot)
    table = window.table
    take(qtbot, window, Slot.TRAIN_1)
    ruler = table.ruler
    assert ruler is not None
    view = table.view
    pixel = 1.0 / view.zoom()
    stop = ruler.stop_handle_scene_pos()
    assert ruler.part_at(stop + QPointF(0, (GRAB_RADIUS_PX - 1) * pixel))[0] == "stop"
    start = segment_point(ruler, 0, 0.6)
    target = QPointF(start.x(), start.y() + 0.5 * (ruler.spec.length / 2))
    viewport = view.viewport()
    a, b = view.mapFromScene(start), view.mapFromScene(target)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=a)
    for step in range(1, 7):
        qtbot.mouseMove(viewport, a + (b - a) * (step / 6))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=b)
    assert ruler.angles[0] < -5.0  # turned towards the pointer (south of east)
    end = to_scene(ruler.end_point())
    assert abs(end.x() - target.x()) < 3 * pixel and abs(end.y() - target.y()) < 3 * pixel


def test_a_train_from_london_is_told_the_way_out(start_program: StartProgram, qtbot: QtBot) -> None:
    """No trap at the start: a train from London reaches only Britain; the table says so
    and names where a ship from London reaches."""
    window = open_program(start_program, qtbot)
    take(qtbot, window, Slot.TRAIN_1)
    hint = window.table.reach_hint
    assert hint.isVisible()
    assert "Dover" in hint.text() and "ship" in hint.text() and "Le Havre" in hint.text()


def test_the_setting_hides_the_marks_in_the_running_window_and_clicks_still_aim(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """Settings → "Show where the ruler can go" off: the marks go at once (Apply), and a
    click on the map still aims the ruler there."""
    window = open_program(start_program, qtbot)
    assert window.program is not None
    store = window.program.settings
    table = window.table
    take(qtbot, window, Slot.SHIP_1)
    marks = table.reach_marks
    assert marks is not None and marks.isVisible()
    dialog = window.open_settings_dialog()
    qtbot.waitExposed(dialog)
    assert dialog.reach_box.isChecked()
    qtbot.mouseClick(dialog.reach_box, Qt.MouseButton.LeftButton)
    apply = dialog.buttons.button(QDialogButtonBox.StandardButton.Apply)
    with qtbot.waitSignal(dialog.settings_applied, timeout=2000):
        qtbot.mouseClick(apply, Qt.MouseButton.LeftButton)
    assert not marks.isVisible()
    assert store.show_reach is False
    dialog.close()
    ruler = table.ruler
    assert ruler is not None
    target = window.sheet.location("le-havre").point
    click_at(qtbot, window, target)
    assert ruler.end_point() == pytest.approx(target, abs=0.05)


def test_the_route_is_green_only_up_to_its_first_illegal_point_and_the_status_is_current(
    start_program: StartProgram,
    qtbot: QtBot,
) -> None:
    """R2024-10: a ship aimed north over Britain is red from where it reaches the coast
    (not only at the map's edge); aimed at a marked place the verdict turns legal and the
    old reason leaves the status bar."""
    window = open_program(start_program, qtbot)
    table = window.table
    take(qtbot, window, Slot.SHIP_1)
    ruler = table.ruler
    assert ruler is not None
    origin = ruler.origin
    click_at(qtbot, window, (origin[0] + 0.5, origin[1] + 6.0))
    preview = table.preview
    assert preview is not None and not preview.legal
    length = ruler.stop_distance
    assert preview.illegal_from is not None and 0 < preview.illegal_from < length
    assert "cannot cross land" in table.route_status.text()
    assert "cannot cross land" in window.statusBar().currentMessage()
    click_at(qtbot, window, window.sheet.location("le-havre").point)
    assert "Legal route" in table.route_status.text()
    assert "cannot" not in table.route_status.text()
    assert window.statusBar().currentMessage() == ""


def test_show_where_the_ruler_can_go_is_on_by_default_and_kept(tmp_path: Path) -> None:
    """The setting is on in an empty store and survives a new store on the same file."""
    path = tmp_path / "s.ini"
    store = AppSettings(settings_in_file(path), Preferences(tmp_path / "p.json"))
    assert store.show_reach is True
    store.show_reach = False
    store.sync()
    again = AppSettings(settings_in_file(path), Preferences(tmp_path / "p.json"))
    assert again.show_reach is False
