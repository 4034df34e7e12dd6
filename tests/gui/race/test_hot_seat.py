"""Hot seat (DESIGN.md): the pass-to screen hides the hands between players, and the victim
of a handcuffs card is asked, after the pass-to screen, whether to pay a money bag
(Handschellenkarte, ruling R1986-02; Geldsack, ruling R1986-03)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QLabel
from pytestqt.qtbot import QtBot

from eighty_days.engine.race import (
    FixedSetup,
    Phase,
    PlayCard,
    RaceConfig,
    RaceState,
    Transport,
    apply,
)
from eighty_days.shipped_race import new_race
from eighty_days.ui.race.window import RaceWindow

pytestmark = pytest.mark.gui


def click(qtbot: QtBot, button: QAbstractButton) -> None:
    """A real left click on a visible, enabled button."""
    assert button.isVisible() and button.isEnabled(), button.text() or button.objectName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def visible_texts(window: RaceWindow) -> str:
    """Every visible label's text in the window, joined."""
    return " ".join(label.text() for label in window.findChildren(QLabel) if label.isVisible())


def test_pass_screen_hides_the_hand_until_the_next_player_is_there(qtbot: QtBot, open_race) -> None:  # type: ignore[no-untyped-def]
    """After Anna's turn no card is on screen until Ben says he is at the screen."""
    config = RaceConfig(
        ("Anna", "Ben"),
        setup=FixedSetup(
            hands=(("coach-1a", "coach-2a"), ("ship-5a", "ship-4a", "money-bag-2")),
            first_player=0,
        ),
    )
    window: RaceWindow = open_race(new_race(config, seed=5))
    table = window.table
    assert table.bottom.currentWidget() is table.pass_screen
    assert table.hand_view.buttons == []
    assert "Pass the computer to Anna" in visible_texts(window)
    click(qtbot, table.pass_screen.ready)
    assert table.viewer == 0
    assert {b.offer.card.id for b in table.hand_view.buttons} == {"coach-1a", "coach-2a"}

    # Anna cannot move by coach (rose on the train): she draws 2, which ends her turn
    click(qtbot, table.draw_two)
    assert window.state.turn_player == 1
    assert len(window.state.players[0].hand) == 4
    assert table.bottom.currentWidget() is table.pass_screen
    assert table.hand_view.buttons == []
    assert not table.hand_page.isVisible()
    assert "Pass the computer to Ben" in visible_texts(window)
    assert "Ben's hand" not in visible_texts(window)

    click(qtbot, table.pass_screen.ready)
    assert table.bottom.currentWidget() is table.hand_page
    assert {b.offer.card.id for b in table.hand_view.buttons} == {
        "ship-5a",
        "ship-4a",
        "money-bag-2",
    }


def handcuffs_state() -> RaceState:
    """Ben has moved 4 spaces; it is Anna's turn and she holds a handcuffs card."""
    config = RaceConfig(
        ("Anna", "Ben"),
        wind_rose=Transport.TRAIN,
        setup=FixedSetup(
            hands=(("handcuffs-1", "coach-1a"), ("train-4a", "money-bag-1", "coach-2a")),
            first_player=1,
        ),
    )
    state = apply(new_race(config, seed=9), PlayCard("train-4a"))
    assert (state.turn_player, state.players[1].position) == (0, 4)
    return state


def test_handcuffs_victim_defends_with_a_money_bag_by_clicks(qtbot: QtBot, open_race) -> None:  # type: ignore[no-untyped-def]
    """R1986-03: Ben is asked after the pass-to screen; paying the money bag keeps him on
    space 4, the bag goes to the discard pile, and the handcuffs card was Anna's whole turn."""
    window: RaceWindow = open_race(handcuffs_state())
    table = window.table
    click(qtbot, table.pass_screen.ready)
    click(qtbot, table.hand_view.button_for("handcuffs-1"))
    state = window.state
    assert state.phase is Phase.DEFEND
    # Ben must come to the screen before he is asked; Anna's cards are hidden
    assert table.bottom.currentWidget() is table.pass_screen
    assert "Pass the computer to Ben" in visible_texts(window)
    assert "handcuffs card" in table.pass_screen.reason.text()
    click(qtbot, table.pass_screen.ready)
    assert table.bottom.currentWidget() is table.defence_prompt
    assert "space 4" in table.defence_prompt.question.text()
    assert "space 1" in table.defence_prompt.question.text()

    click(qtbot, table.defence_prompt.defend)
    state = window.state
    assert state.players[1].position == 4
    assert "money-bag-1" not in state.players[1].hand
    assert "money-bag-1" in state.discard_pile
    assert state.players[0].position == 0  # R1986-02: the handcuffs card is the whole turn
    assert state.turn_player == 1 and state.phase is Phase.TURN_START
    # Ben is already at the screen: his own turn shows his hand at once
    assert table.bottom.currentWidget() is table.hand_page
    assert any("cancels" in text for text in table.log.texts())


def test_handcuffs_victim_accepts_by_clicks(qtbot: QtBot, open_race) -> None:  # type: ignore[no-untyped-def]
    """Handschellenkarte: accepting sends Ben back 3 spaces, from 4 to 1."""
    window: RaceWindow = open_race(handcuffs_state())
    table = window.table
    click(qtbot, table.pass_screen.ready)
    click(qtbot, table.hand_view.button_for("handcuffs-1"))
    click(qtbot, table.pass_screen.ready)
    click(qtbot, table.defence_prompt.accept)
    state = window.state
    assert state.players[1].position == 1
    assert "money-bag-1" in state.players[1].hand
    assert state.turn_player == 1
