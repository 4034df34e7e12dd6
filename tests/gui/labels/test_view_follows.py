"""The view follows the player: the wheel zooms about the point under the pointer (over
London at the sheet's left edge, in the middle, at the edges and corners), "My route"
frames the whole route, and taking a card leaves the view where the player looked."""

from __future__ import annotations

import pytest
from program_helpers import StartProgram, open_world_journey
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from eighty_days.ai.base import Level
from eighty_days.ai.bots import make_bot
from eighty_days.engine.game import journey_game
from eighty_days.engine.journey import Phase, Slot, apply
from eighty_days.sheet.model import Point
from eighty_days.ui.journey.map_view import MapView
from eighty_days.ui.journey.scene_geometry import to_scene
from eighty_days.ui.journey.window import MainWindow


def open_program(start_program: StartProgram, qtbot: QtBot) -> MainWindow:
    """The program's window on the world map (Ann and Ben, seed 11), shown at 1400×900."""
    window = open_world_journey(start_program, qtbot, 11, ("Ann", "Ben"))
    window.resize(1400, 900)
    qtbot.waitExposed(window)
    return window


def wheel_at(view: MapView, at: QPointF, steps: int) -> None:
    """A real wheel event of ``steps`` notches (positive: away, zooming in) at ``at``."""
    viewport = view.viewport()
    event = QWheelEvent(
        at,
        QPointF(viewport.mapToGlobal(at)),
        QPoint(0, 0),
        QPoint(0, 120 * steps),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(viewport, event)


def scene_under(view: MapView, at: QPointF) -> QPointF:
    """The map point (scene) under the viewport point ``at``, to a fraction of a pixel."""
    zoom = view.zoom()
    return view.mapToScene(QPoint(0, 0)) + QPointF(at.x() / zoom, at.y() / zoom)


def drift(view: MapView, kept: QPointF, at: QPointF) -> float:
    """How far (pixels) the map point ``kept`` now lies from the pointer at ``at``."""
    zoom = view.zoom()
    now = (kept - view.mapToScene(QPoint(0, 0))) * zoom
    return float(max(abs(now.x() - at.x()), abs(now.y() - at.y())))


def place_point(window: MainWindow, name: str) -> Point:
    """The map point of the first place called ``name``."""
    sheet = window.table.scene.sheet
    return next(place.point for place in sheet.locations if place.name == name)


def wheel_round_trip(qtbot: QtBot, view: MapView, at: QPointF) -> None:
    """Eight notches in, then eight out, at ``at``: the map point first under the pointer
    stays under it (within a pixel) after every notch."""
    kept = scene_under(view, at)
    for steps in [1] * 8 + [-1] * 8:
        wheel_at(view, at, steps)
        QApplication.processEvents()  # (the scroll bars and the viewport settle)
        assert drift(view, kept, at) <= 1.0, (
            f"at zoom {view.zoom():.2f} the point under {at} moved {drift(view, kept, at):.1f} px"
        )


@pytest.mark.gui
def test_the_wheel_over_london_keeps_london_under_the_pointer(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """Zooming in and out with the wheel over London (at the sheet's left edge) keeps London
    under the pointer at every notch, from the whole sheet on."""
    window = open_program(start_program, qtbot)
    view = window.table.view
    qtbot.mouseClick(window.table.fit_button, Qt.MouseButton.LeftButton)
    london = view.mapFromScene(to_scene(place_point(window, "London")))
    wheel_round_trip(qtbot, view, QPointF(london))


@pytest.mark.gui
def test_the_wheel_keeps_the_point_under_the_pointer_in_the_middle_and_at_the_edges(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """In the middle of the view, at its four edges and its corners, and zoomed in at the
    sheet's right edge (London again, at the journey's end), the point under the pointer
    stays there notch after notch."""
    window = open_program(start_program, qtbot)
    view = window.table.view
    port = view.viewport().rect()
    spots = [
        QPointF(port.center()),
        QPointF(4, port.height() / 2),
        QPointF(port.width() - 4, port.height() / 2),
        QPointF(port.width() / 2, 4),
        QPointF(port.width() / 2, port.height() - 4),
        QPointF(4, 4),
        QPointF(port.width() - 4, port.height() - 4),
    ]
    for spot in spots:
        qtbot.mouseClick(window.table.fit_button, Qt.MouseButton.LeftButton)
        wheel_round_trip(qtbot, view, spot)
    view.show_region(view.sheet_scene.map_rect.adjusted(300, 40, 0, -40))
    end = window.table.scene.sheet.arrival_location.point
    wheel_round_trip(qtbot, view, QPointF(view.mapFromScene(to_scene(end))))


def play_on(window: MainWindow, actions: int) -> None:
    """The game on the window played on by easy computer players for at least
    ``actions`` actions, to the start of a turn, and put on the table as a loaded game."""
    state = window.controller.state
    bots = [make_bot(journey_game(), Level.EASY, seed=i) for i in range(len(state.players))]
    while len(state.history) < actions or state.phase is not Phase.TAKE_TRANSPORT:
        assert state.active is not None
        state = apply(state, bots[state.active].decide(state))
    window.controller.start(state, window.controller.looks)


@pytest.mark.gui
def test_my_route_frames_every_stop_of_a_long_route(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """After many turns, "My route" shows every stop of the shown player's route (from
    London across Asia), not only its end; the route's end is in view too."""
    window = open_program(start_program, qtbot)
    play_on(window, 40)
    table = window.table
    qtbot.mouseClick(table.my_route_button, Qt.MouseButton.LeftButton)
    player = window.controller.state.players[table.viewed]
    stops = [point for leg in player.routes for point in leg]
    view = table.view
    port = view.viewport().rect()
    spread = max(point[0] for point in stops) - min(point[0] for point in stops)
    assert spread > 100, "the route goes far"
    for point in [player.route_end, *stops]:
        assert port.contains(view.mapFromScene(to_scene(point))), f"{point} is off screen"


@pytest.mark.gui
def test_taking_a_card_leaves_the_view_when_the_ruler_shows(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """With London (the route's end) high in the view, near its edge but on screen, taking
    a card lays a ruler that shows whole: the view stays where the player looked."""
    window = open_program(start_program, qtbot)
    table = window.table
    view = table.view
    qtbot.mouseClick(table.my_route_button, Qt.MouseButton.LeftButton)
    port = view.viewport().rect()
    london = to_scene(window.controller.state.players[0].route_end)
    zoom = view.zoom()
    view.centerOn(london + QPointF(port.width() * 0.3 / zoom, port.height() * 0.46 / zoom))
    shown_at = view.mapFromScene(london)
    assert port.contains(shown_at) and shown_at.y() < port.height() * 0.08, "high in the view"
    looked = (view.horizontalScrollBar().value(), view.verticalScrollBar().value())
    state = window.controller.state
    card = table.market.cards[Slot.TRAIN_1 if state.train_row else Slot.SHIP_1]
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)  # its bill
    with qtbot.waitSignal(window.controller.state_changed):
        qtbot.mouseClick(card, Qt.MouseButton.LeftButton)  # taken
    ruler = table.ruler
    assert ruler is not None
    for joint in ruler.joints():
        assert port.contains(view.mapFromScene(to_scene(joint))), "the whole ruler shows"
    assert view.zoom() == pytest.approx(zoom)
    assert (view.horizontalScrollBar().value(), view.verticalScrollBar().value()) == looked


@pytest.mark.gui
def test_taking_a_card_brings_an_off_screen_tip_in_and_keeps_the_route_end(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """Zoomed so that the ruler of the first train card (laid eastwards from London) is
    nine tenths of the view wide, London a fifth of the way across: its tip would lie off
    screen, so the view moves, no farther than it must for the whole ruler to show,
    London still on screen."""
    window = open_program(start_program, qtbot)
    table = window.table
    view = table.view
    state = window.controller.state
    slot = Slot.TRAIN_1 if state.train_row else Slot.SHIP_1
    row = state.train_row if state.train_row else state.ship_row
    cards = state.config.cards
    ruler = cards.transport(row[0]).ruler.in_map_units(state.config.sheet.ruler_unit)
    port = view.viewport().rect()
    view.set_zoom(port.width() * 0.9 / ruler.length)
    zoom = view.zoom()
    london = to_scene(state.players[0].route_end)
    view.centerOn(london + QPointF(port.width() * 0.3 / zoom, 0.0))
    assert view.mapFromScene(london).x() == pytest.approx(port.width() * 0.2, abs=2)
    tip = QPointF(london.x() + ruler.length, london.y())
    assert not port.contains(view.mapFromScene(tip)), "the tip lies off screen at first"
    before = view.horizontalScrollBar().value()
    card = table.market.cards[slot]
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(window.controller.state_changed):
        qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    held = table.ruler
    assert held is not None
    for joint in held.joints():
        assert port.contains(view.mapFromScene(to_scene(joint))), "the whole ruler shows"
    assert port.contains(view.mapFromScene(london))
    moved = view.horizontalScrollBar().value() - before
    needed = view.mapFromScene(tip).x() - port.width() + moved  # where the tip was
    assert moved <= needed + port.width() * 0.1, "the view moved no farther than it had to"
