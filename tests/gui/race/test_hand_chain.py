"""The rulebook's tactical example (Taktische Hinweise, ruling R1986-04) played through the
hand view with real clicks: wind rose → ship, ship 3, money bag 2, train 4, elephant 1, jump."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton
from pytestqt.qtbot import QtBot

from eighty_days.engine.race import (
    FixedSetup,
    Phase,
    RaceConfig,
    RaceState,
    SpaceKind,
    Transport,
)
from eighty_days.shipped_race import new_race
from eighty_days.ui.race.window import RaceWindow

#: The ``open_race`` fixture of tests/gui/race/conftest.py.
OpenRace = Callable[[RaceState], RaceWindow]


EXAMPLE_HAND = ("train-4a", "ship-3a", "elephant-1a", "wind-rose-1", "money-bag-1")

pytestmark = pytest.mark.gui


def click(qtbot: QtBot, button: QAbstractButton) -> None:
    """A real left click in the middle of ``button``."""
    assert button.isVisible() and button.isEnabled(), button.text() or button.objectName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def click_card(qtbot: QtBot, window: RaceWindow, card_id: str) -> None:
    """Click a card of the hand shown."""
    click(qtbot, window.table.hand_view.button_for(card_id))


def phase_now(window: RaceWindow) -> Phase:
    """The race's phase, read afresh (each click may change it)."""
    return window.state.phase


def example_window(open_race: OpenRace) -> RaceWindow:
    config = RaceConfig(
        ("Anna", "Ben"),
        wind_rose=Transport.TRAIN,
        setup=FixedSetup(hands=(EXAMPLE_HAND, ("coach-1a", "coach-2a")), first_player=0),
    )
    return open_race(new_race(config, seed=3))


def test_tactical_example_by_clicks(qtbot: QtBot, open_race: OpenRace) -> None:
    """Taktische Hinweise / R1986-04: each click plays one card of the example; the engine
    state follows after each (15 spaces in one turn, ending on a wind rose space)."""
    window = example_window(open_race)
    table = window.table
    board = window.state.board

    # hot seat: Anna first says she is at the screen
    assert table.bottom.currentWidget() is table.pass_screen
    click(qtbot, table.pass_screen.ready)
    assert {b.offer.card.id for b in table.hand_view.buttons} == set(EXAMPLE_HAND)

    # wind rose card: a choice row offers the four transports; turn the rose to the ship
    click_card(qtbot, window, "wind-rose-1")
    assert table.hand_view.choice_row.isVisible()
    click(qtbot, table.hand_view.choice_button("Ship"))
    state = window.state
    assert (state.wind_rose, state.phase, state.players[0].position) == (
        Transport.SHIP,
        Phase.CONTINUE,
        0,
    )

    # ship 3 onto a wind rose space; the rose is turned back to the train by a click on it
    click_card(qtbot, window, "ship-3a")
    assert window.state.players[0].position == 3
    assert board.kind(3) is SpaceKind.WIND_ROSE
    assert phase_now(window) is Phase.MOVE_ROSE
    rose_view = table.rose_view
    assert rose_view.rose.choosing
    qtbot.mouseClick(
        rose_view.viewport(),
        Qt.MouseButton.LeftButton,
        pos=rose_view.mapFromScene(rose_view.field_point(Transport.TRAIN)),
    )
    assert (window.state.wind_rose, window.state.phase) == (Transport.TRAIN, Phase.CONTINUE)

    # money bag for 2 onto the first great travel station
    click_card(qtbot, window, "money-bag-1")
    assert [b.text() for b in table.hand_view.choice_buttons] == ["1", "2", "3"]
    click(qtbot, table.hand_view.choice_button("2"))
    assert window.state.players[0].position == 5
    assert board.kind(5) is SpaceKind.TRAVEL_STATION
    assert phase_now(window) is Phase.CONTINUE

    # train 4 onto the next wind rose space; the rose goes to the elephant (button row)
    click_card(qtbot, window, "train-4a")
    assert window.state.players[0].position == 9
    assert phase_now(window) is Phase.MOVE_ROSE
    click(qtbot, table.rose_buttons[Transport.ELEPHANT])
    assert window.state.wind_rose is Transport.ELEPHANT

    # elephant 1 empties the hand: the table asks about the jump (ruling R1986-09); taken,
    # it lands on a wind rose space with 5 new cards
    click_card(qtbot, window, "elephant-1a")
    assert phase_now(window) is Phase.JUMP_CHOICE
    assert table.bottom.currentWidget() is table.jump_prompt
    click(qtbot, table.jump_prompt.take)
    state = window.state
    assert state.players[0].position == 15
    assert board.kind(15) is SpaceKind.WIND_ROSE
    assert len(state.players[0].hand) == 5
    assert state.phase is Phase.MOVE_ROSE
    assert any("jumps 5 spaces" in text for text in table.log.texts())
    # the new hand is shown, still Anna's (no pass screen inside her turn)
    assert table.bottom.currentWidget() is table.hand_page
    assert {b.offer.card.id for b in table.hand_view.buttons} == set(state.players[0].hand)


def test_illegal_cards_are_greyed_with_the_reason(qtbot: QtBot, open_race: OpenRace) -> None:
    """Windrose: with the rose on the train a ship card cannot be played; its card is
    greyed (still reached by Tab: issue 49), says why, and clicking it changes nothing
    but the status line, which says why too."""
    window = example_window(open_race)
    table = window.table
    click(qtbot, table.pass_screen.ready)
    ship = table.hand_view.button_for("ship-3a")
    assert not ship.playable
    assert "wind rose shows the train" in ship.toolTip()
    before = window.state
    qtbot.mouseClick(ship, Qt.MouseButton.LeftButton)
    assert window.state is before
    assert "wind rose shows the train" in window.statusBar().currentMessage()
    assert table.hand_view.button_for("train-4a").playable
