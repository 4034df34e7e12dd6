"""Game windows of the program (started through its entry point) for the GUI save tests, and
turns played on them."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from eighty_days.engine.journey import (
    DrawRoute,
    Phase,
    Slot,
    TakeBalloon,
    TakeTransport,
    legal_transport_actions,
    route_start,
)
from eighty_days.ui.journey.window import MainWindow
from eighty_days.ui.saves.install import SaveSupport

DATA = Path(__file__).resolve().parents[2] / "data" / "saves"
JOURNEY_MAP = DATA / "journey-small.yaml"
JOURNEY_SAMPLE = DATA / "journey-sample.80days.json"
RACE_SAMPLE = DATA / "race-sample.80days.json"


def journey_window(qtbot: QtBot, start_program: Any) -> tuple[MainWindow, SaveSupport]:
    """``eighty-days --map journey-small.yaml --seed 3``: the program's shown, active journey
    window (Phileas and Aouda), with its saves, undo and autosave."""
    program = start_program("play", "--map", str(JOURNEY_MAP), "--seed", "3")
    window = program.windows[0]
    assert isinstance(window, MainWindow) and window.save_support is not None
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window, window.save_support


def wait_for_a_person(qtbot: QtBot, window: MainWindow) -> None:
    """Wait until the computers have played and a person at the screen decides (in the daily
    journey the computers may come first: the turn order is the day's deal, R2024-02)."""
    undo = window.save_support.undo if window.save_support is not None else None

    def person_decides() -> bool:
        active = window.controller.state.active
        return (
            not window.computer_turns.busy
            and active is not None
            and (undo is None or undo.is_human(active))
        )

    qtbot.waitUntil(person_decides, timeout=60000)


def click_a_transport(qtbot: QtBot, window: MainWindow) -> None:
    """The person to play clicks the first card of a market row (and the state changes),
    once the computers before them have played."""
    wait_for_a_person(qtbot, window)
    state = window.controller.state
    slot = Slot.TRAIN_1 if state.train_row else Slot.SHIP_1
    with qtbot.waitSignal(window.controller.state_changed):
        # a first click shows the bill, a second one takes the card
        qtbot.mouseClick(window.table.market.cards[slot], Qt.MouseButton.LeftButton)
        qtbot.mouseClick(window.table.market.cards[slot], Qt.MouseButton.LeftButton)


def click_a_balloon(qtbot: QtBot, window: MainWindow) -> None:
    """The active player clicks the first balloon they have not used (and the state
    changes): a take that turns no hidden card face up (R2024-05)."""
    wait_for_a_person(qtbot, window)
    state = window.controller.state
    assert state.active is not None
    used = set(state.players[state.active].balloons_used)
    market = window.table.market
    balloon = next(b for b in market.balloon_cards if b not in used)
    with qtbot.waitSignal(window.controller.state_changed):
        # a first click shows the bill, a second one takes the card
        qtbot.mouseClick(market.balloon_cards[balloon], Qt.MouseButton.LeftButton)
        qtbot.mouseClick(market.balloon_cards[balloon], Qt.MouseButton.LeftButton)


def draw_shortest_route(qtbot: QtBot, window: MainWindow) -> None:
    """The active player draws the shortest route with the ruler (Home, Return)."""
    view = window.table.view
    qtbot.keyClick(view, Qt.Key.Key_Home)
    with qtbot.waitSignal(window.controller.state_changed):
        qtbot.keyClick(view, Qt.Key.Key_Return)


def computer_plays(window: MainWindow, *, balloon: bool = False) -> None:
    """What a computer opponent does through the controller: a transport (a balloon not
    used yet if ``balloon``, else the first market card), a short route."""
    controller = window.controller
    state = controller.state
    if state.phase is Phase.TAKE_TRANSPORT:
        if balloon:
            choice = next(a for a in legal_transport_actions(state) if isinstance(a, TakeBalloon))
            assert controller.take_transport(choice)
            return
        slot = Slot.TRAIN_1 if state.train_row else Slot.SHIP_1
        assert controller.take_transport(TakeTransport(slot))
    else:
        assert controller.draw_route(DrawRoute((route_start(state),)).points)
