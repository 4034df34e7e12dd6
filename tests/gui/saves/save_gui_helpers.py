"""Windows with save support for the GUI save tests, and turns played on them."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from eighty_days.app import MainWindow
from eighty_days.engine.journey import (
    DrawRoute,
    FixedSetup,
    JourneyConfig,
    Phase,
    PlayerSetup,
    Slot,
    TakeTransport,
    new_game,
    route_start,
)
from eighty_days.sheet.io import load_map
from eighty_days.ui.journey.seats import default_looks
from eighty_days.ui.saves.install import SaveSupport, install_save_support

DATA = Path(__file__).resolve().parents[2] / "data" / "saves"
JOURNEY_MAP = DATA / "journey-small.yaml"
JOURNEY_SAMPLE = DATA / "journey-sample.80days.json"
RACE_SAMPLE = DATA / "race-sample.80days.json"


def fixed_setup() -> FixedSetup:
    """A known table on tests/data/saves/journey-small.yaml (its own card ids)."""
    return FixedSetup(
        train_row=("t22", "t10", "t05"),
        ship_row=("t12", "t02", "t08"),
        adventure_cards=("the-deep-cave", "the-beacon", "the-old-ruins"),
        income_order=("income-1", "income-2", "income-3"),
        stack_order=(0, 1),
    )


def journey_window(qtbot: QtBot, **options: bool) -> tuple[MainWindow, SaveSupport]:
    """A shown, active journey window for Ann and Ben on the small map, with save support."""
    sheet = load_map(JOURNEY_MAP)
    looks = default_looks(("Ann", "Ben"))
    config = JourneyConfig(
        players=tuple(PlayerSetup(look.name, look.colour) for look in looks),
        sheet=sheet,
        fixed=fixed_setup(),
    )
    window = MainWindow(sheet, JOURNEY_MAP, new_game(config, 3), looks)
    qtbot.addWidget(window)
    support = install_save_support(window, **options)
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window, support


def click_a_transport(qtbot: QtBot, window: MainWindow) -> None:
    """The active player clicks the first card of a market row (and the state changes)."""
    state = window.controller.state
    slot = Slot.TRAIN_1 if state.train_row else Slot.SHIP_1
    with qtbot.waitSignal(window.controller.state_changed):
        # a first click shows the bill, a second one takes the card
        qtbot.mouseClick(window.table.market.cards[slot], Qt.MouseButton.LeftButton)
        qtbot.mouseClick(window.table.market.cards[slot], Qt.MouseButton.LeftButton)


def draw_shortest_route(qtbot: QtBot, window: MainWindow) -> None:
    """The active player draws the shortest route with the ruler (Home, Return)."""
    view = window.table.view
    qtbot.keyClick(view, Qt.Key.Key_Home)
    with qtbot.waitSignal(window.controller.state_changed):
        qtbot.keyClick(view, Qt.Key.Key_Return)


def computer_plays(window: MainWindow) -> None:
    """What a computer opponent does through the controller: a transport, a short route."""
    controller = window.controller
    state = controller.state
    if state.phase is Phase.TAKE_TRANSPORT:
        slot = Slot.TRAIN_1 if state.train_row else Slot.SHIP_1
        assert controller.take_transport(TakeTransport(slot))
    else:
        assert controller.draw_route(DrawRoute((route_start(state),)).points)
