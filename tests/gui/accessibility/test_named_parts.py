"""Issue 49, named parts: what a screen reader finds inside the parts the program paints
itself, read through ``QAccessible`` from the program's own windows: the map's places (and
whether the held ruler reaches them), the ruler and its verdict, the routes, the calendar,
the money tracker, the race track's spaces and pawns, and the wind rose."""

from __future__ import annotations

import pytest
from accessible_tree import children_of
from program_helpers import StartProgram, open_race
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QAccessible
from pytestqt.qtbot import QtBot

from eighty_days.engine.journey import Slot
from eighty_days.engine.journey.state import LAST_DAY
from eighty_days.engine.race import RaceConfig, Transport
from eighty_days.shipped_race import new_race
from eighty_days.ui.journey.scene_geometry import to_scene
from eighty_days.ui.journey.window import MainWindow
from eighty_days.ui.race.window import RaceWindow

pytestmark = pytest.mark.gui


def world_window(start_program: StartProgram, qtbot: QtBot) -> MainWindow:
    """``eighty-days --seed 11``: the world map, shown and active."""
    window = start_program("play", "--seed", "11").windows[0]
    assert isinstance(window, MainWindow)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def take_ship(qtbot: QtBot, window: MainWindow) -> None:
    """Two clicks on the first ship card: it is taken, the ruler and its marks come."""
    card = window.table.market.cards[Slot.SHIP_1]
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.table.reach_marks is not None, timeout=5000)


def click_place(qtbot: QtBot, window: MainWindow, location_id: str) -> None:
    """A real click on the map at a place."""
    view = window.table.view
    point = to_scene(window.sheet.location(location_id).point)
    view.ensureVisible(QRectF(point, point).adjusted(-2, -2, 2, 2))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(point))


def test_the_map_names_its_places_and_says_which_the_held_ruler_reaches(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """Before a card: each place by name, kind and area. With a ship in hand: the ruler
    (transport, length used), then the reached places first, each saying so, and the
    others out of reach."""
    window = world_window(start_program, qtbot)
    view = window.table.view
    names = [node.name for node in children_of(view)]
    assert "Le Havre, port in Western Europe" in names
    assert any(name.startswith("Player 1 has drawn no route yet") for name in names)

    take_ship(qtbot, window)
    marks = window.table.reach_marks
    assert marks is not None
    reached = {place.location_id for place in marks.marks.places}
    assert "le-havre" in reached
    names = [node.name for node in children_of(view)]
    assert names[0].startswith("Ruler: Ship, ")
    places = [name for name in names if " in " in name and ": " in name]
    said_reached = [name for name in places if ": this ruler reaches it" in name]
    assert len(said_reached) == len(reached)
    assert places[: len(reached)] == said_reached, "the reached places come first"
    assert any(name.startswith("Le Havre, port in Western Europe: this ruler") for name in places)
    assert all(name.endswith(": out of this ruler's reach") for name in places[len(reached) :])


def test_the_ruler_says_its_verdict_and_the_route_its_stops(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """Aimed at Le Havre the ruler's node says "legal, ends at Le Havre"; drawn, the
    player's route node lists Le Havre as its stop (R2024-10)."""
    window = world_window(start_program, qtbot)
    view = window.table.view
    take_ship(qtbot, window)
    click_place(qtbot, window, "le-havre")
    ruler = children_of(view)[0].name
    held = window.table.ruler
    assert held is not None
    used = held.stop_distance / held.spec.unit
    length = held.spec.length / held.spec.unit
    assert ruler == f"Ruler: Ship, {used:.1f} of {length:g} units used: legal, ends at Le Havre"
    seat = window.controller.state.active
    assert seat is not None
    click_place(qtbot, window, "le-havre")
    assert window.controller.state.players[seat].location == "le-havre"
    name = window.controller.state.players[seat].name
    assert f"1 stop on {name}'s route: Le Havre" in [node.name for node in children_of(view)]


def test_the_calendar_says_each_day_and_its_tokens_top_first(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """One node per day (2 October … 21 December, then after it); the day of the tokens
    lists them top first, as stacked (R2024-02)."""
    window = world_window(start_program, qtbot)
    days = children_of(window.table.calendar)
    assert len(days) == LAST_DAY + 2
    assert days[1].name == "3 October: no token"
    state = window.controller.state
    on_first = sorted(
        (p for p in state.players if p.day == 0), key=lambda p: p.stack_height, reverse=True
    )
    top_first = ", ".join(p.name for p in on_first)
    assert days[0].name == f"2 October: {len(on_first)} tokens, top first: {top_first}"
    interface = QAccessible.queryAccessibleInterface(window.table.calendar)
    assert interface.text(QAccessible.Text.Description) == days[0].name


def test_the_money_tracker_says_earned_spent_and_in_hand(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """The tracker's name is its sums, and follows a purchase (R2024-14)."""
    window = world_window(start_program, qtbot)
    seat = window.controller.state.active
    assert seat is not None
    tracker = window.table.panels[seat].tracker
    said = QAccessible.queryAccessibleInterface(tracker).text(QAccessible.Text.Name)
    assert said == "Money tracker: earned £10, spent £0, £10 in hand"
    take_ship(qtbot, window)
    spent = window.controller.state.players[seat].spent
    said = QAccessible.queryAccessibleInterface(tracker).text(QAccessible.Text.Name)
    assert said == f"Money tracker: earned £10, spent £{spent}, £{10 - spent} in hand"


def test_the_race_track_names_its_spaces_and_pawns_and_the_rose_its_transport(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """The track: each pawn and its space, then every space with its kind and the pawns on
    it; the wind rose says the transport it shows, and a new one when it turns."""
    (window,) = start_program("race", "--players", "3", "--seed", "5").windows
    assert isinstance(window, RaceWindow)
    nodes = [node.name for node in children_of(window.table.board_view)]
    last = len(window.state.board.spaces) - 1
    assert nodes[0].startswith(f"Player 1's pawn on space 0 of {last}")
    spaces = [name for name in nodes if name.startswith("Space ")]
    assert len(spaces) == len(window.state.board.spaces)
    assert spaces[0].endswith(": 3 pawns, Player 1, Player 2, Player 3")
    assert any("wind rose space" in name for name in spaces)
    assert any("telescope space" in name for name in spaces)

    rose = QAccessible.queryAccessibleInterface(window.table.rose_view)
    assert rose.text(QAccessible.Text.Name) == "Wind rose: shows the train"


def test_the_wind_rose_says_the_transport_it_shows(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """A race whose rose shows the ship: the rose's name says so, and of its four fields
    the ship's is the one shown."""
    state = new_race(RaceConfig(("Ann", "Ben"), wind_rose=Transport.SHIP), seed=4)
    window = open_race(start_program, qtbot, state)
    rose = QAccessible.queryAccessibleInterface(window.table.rose_view)
    assert rose.text(QAccessible.Text.Name) == "Wind rose: shows the ship"
    fields = [node.name for node in children_of(window.table.rose_view)]
    assert len(fields) == 4
    assert [name for name in fields if name.endswith("(shown)")] == ["ship (shown)"]
