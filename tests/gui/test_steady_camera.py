"""A steady camera: the view never moves by itself during a computer's turn, a person's
turn brings their route's end into view at the zoom they chose, picking a card keeps the
zoom, Fit uses the binding side of the view, My route frames the whole route."""

from __future__ import annotations

import pytest
from gui_helpers import segment_point
from program_helpers import StartProgram, open_world_journey
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from test_computer_seats import start_with_seats

from eighty_days.engine.journey import JourneyState, Phase, Slot
from eighty_days.settings import AnimationSpeed
from eighty_days.sheet.model import Point
from eighty_days.ui.journey.scene_geometry import to_scene
from eighty_days.ui.journey.window import MainWindow


def open_program(start_program: StartProgram, qtbot: QtBot) -> MainWindow:
    """The program's window on the world map (Ann and Ben, seed 11), shown and active."""
    window = open_world_journey(start_program, qtbot, 11, ("Ann", "Ben"))
    window.resize(1400, 900)
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def wheel(window: MainWindow, steps: int) -> None:
    """A real wheel event of ``steps`` notches in the middle of the map."""
    viewport = window.table.view.viewport()
    at = viewport.rect().center()
    event = QWheelEvent(
        QPointF(at),
        QPointF(viewport.mapToGlobal(at)),
        QPoint(0, 0),
        QPoint(0, 120 * steps),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(viewport, event)


def camera(window: MainWindow) -> tuple[float, int, int]:
    """The view's zoom and the map point at the middle of the view (whole pixels)."""
    view = window.table.view
    middle = view.mapToScene(view.viewport().rect().center())
    zoom = view.zoom()
    return zoom, round(middle.x() * zoom), round(middle.y() * zoom)


def on_screen(window: MainWindow, point: Point) -> bool:
    """Whether the map point ``point`` is inside the map's viewport."""
    view = window.table.view
    return view.viewport().rect().contains(view.mapFromScene(to_scene(point)))


def take_first_card(qtbot: QtBot, window: MainWindow) -> None:
    """The bill, then the card (two real clicks)."""
    state = window.controller.state
    slot = Slot.TRAIN_1 if state.train_row else Slot.SHIP_1
    card = window.table.market.cards[slot]
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(window.controller.state_changed):
        qtbot.mouseClick(card, Qt.MouseButton.LeftButton)


def draw_shortest(qtbot: QtBot, window: MainWindow) -> None:
    """Home puts the stop at the shortest legal route; Enter draws it."""
    view = window.table.view
    qtbot.keyClick(view, Qt.Key.Key_Home)
    with qtbot.waitSignal(window.controller.state_changed):
        qtbot.keyClick(view, Qt.Key.Key_Return)


@pytest.mark.gui
def test_picking_a_card_keeps_the_zoom_and_shows_the_route_end(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """The player zooms in; taking a card leaves that zoom, with the route's end in view."""
    window = open_program(start_program, qtbot)
    qtbot.mouseClick(window.table.my_route_button, Qt.MouseButton.LeftButton)
    wheel(window, -1)
    zoom = window.table.view.zoom()
    take_first_card(qtbot, window)
    assert window.table.ruler is not None
    assert window.table.view.zoom() == pytest.approx(zoom)
    state = window.controller.state
    assert state.active is not None
    assert on_screen(window, state.players[state.active].route_end)


@pytest.mark.gui
def test_a_computers_turn_leaves_the_view_and_my_turn_brings_my_route_end(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """While the computer takes its card and draws its route the view does not move; when
    the person's turn comes their route's end is in view at the zoom they last used."""
    window = open_program(start_program, qtbot)
    window.program.settings.animation_speed = AnimationSpeed.OFF
    start_with_seats(qtbot, window, ("Human", "Computer: easy"), seed=7)
    qtbot.mouseClick(window.table.my_route_button, Qt.MouseButton.LeftButton)
    wheel(window, 1)
    seen: list[tuple[JourneyState, tuple[float, int, int]]] = []
    window.controller.state_changed.connect(lambda s: seen.append((s, camera(window))))
    computer_moves = 0
    for _ in range(12):
        state = window.controller.state
        if state.active == 0:
            if computer_moves >= 2:
                break
            before = camera(window)
            if state.phase is Phase.TAKE_TRANSPORT:
                take_first_card(qtbot, window)
            else:
                draw_shortest(qtbot, window)
            assert camera(window)[0] == pytest.approx(before[0])  # the zoom is the player's
        else:
            held = camera(window)
            count = len(seen)
            qtbot.waitUntil(lambda c=count: len(seen) > c, timeout=20000)
            after_state, after_camera = seen[-1]
            computer_moves += 1
            if after_state.active == 1 or after_state.phase is not Phase.TAKE_TRANSPORT:
                assert after_camera[0] == pytest.approx(held[0])
                assert abs(after_camera[1] - held[1]) <= 2, "the view moved sideways"
                assert abs(after_camera[2] - held[2]) <= 2, "the view moved up or down"
            else:  # the person's turn begins: their route's end is in view, same zoom
                assert after_camera[0] == pytest.approx(held[0])
    assert computer_moves >= 2, "the computer played a whole turn"
    state = window.controller.state
    assert state.active == 0 and state.phase is Phase.TAKE_TRANSPORT
    assert on_screen(window, state.players[0].route_end)


@pytest.mark.gui
def test_fit_uses_the_binding_side_and_my_route_frames_the_route(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """Fit: the sheet fills the view's width or its height (whichever binds). My route:
    every point of the drawn route is on screen."""
    window = open_program(start_program, qtbot)
    view = window.table.view
    for size in ((1400, 900), (1024, 700), (1000, 1000)):
        window.resize(*size)
        qtbot.mouseClick(window.table.fit_button, Qt.MouseButton.LeftButton)
        shown = view.mapFromScene(view.sheet_scene.map_rect).boundingRect()
        port = view.viewport().rect()
        assert port.adjusted(-2, -2, 2, 2).contains(shown)
        assert shown.width() >= port.width() - 6 or shown.height() >= port.height() - 6
    take_first_card(qtbot, window)
    draw_shortest(qtbot, window)
    player = window.controller.state.players[0]
    assert player.routes
    wheel(window, 3)
    qtbot.mouseClick(window.table.my_route_button, Qt.MouseButton.LeftButton)
    table = window.table
    assert table.viewed == window.controller.state.active
    mine = window.controller.state.players[table.viewed]
    for leg in mine.routes:
        for point in leg:
            assert on_screen(window, point)
    rect = QRectF(view.viewport().rect())
    assert rect.width() > 0


@pytest.mark.gui
def test_the_rulers_length_label_leaves_place_names_free_and_fades_under_the_pointer(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """Turned all round London, the ruler's length label never covers a written place
    name (it moves to another side, or is faded where every side would); under the
    pointer it fades."""
    window = open_program(start_program, qtbot)
    table = window.table
    qtbot.mouseClick(table.my_route_button, Qt.MouseButton.LeftButton)
    take_first_card(qtbot, window)
    ruler = table.ruler
    assert ruler is not None
    view = table.view
    moved_aside = 0  # poses where the label left its usual side (above the ruler)
    for _ in range(24):
        qtbot.keyClick(view, Qt.Key.Key_Right)
        view.viewport().grab()  # paints the ruler: its label finds its place
        box = ruler.label_rect
        assert box.isValid()
        covered = [name for name in ruler.place_boxes() if name.intersects(box)]
        assert not covered or ruler.label_faded
        middle = segment_point(ruler, 0, 0.5)
        if box.center().y() > middle.y():  # below the ruler: moved off its usual side
            moved_aside += 1
    assert ruler.place_boxes(), "London has names around it at this zoom"
    box = ruler.label_rect
    assert not ruler.label_faded or any(name.intersects(box) for name in ruler.place_boxes())
    got: list[QPointF] = []
    view.pointer_moved.connect(got.append)
    view.centerOn(box.center())
    for step in range(6):  # the layout may settle after the first moves: aim again
        view.viewport().grab()
        box = ruler.label_rect
        qtbot.mouseMove(view.viewport(), view.mapFromScene(box.center()) + QPoint(step % 2, 0))
        qtbot.waitUntil(lambda: bool(got), timeout=2000)
        if box.contains(got[-1]):
            break

    def faded() -> bool:
        view.viewport().grab()
        return ruler.label_faded

    qtbot.waitUntil(faded, timeout=2000)
    assert moved_aside > 0, "somewhere round London a name pushed the label aside"
