"""Issue 49: the race table's keys — every card reached by Tab (one that cannot be played
says why), Enter plays a card and presses a button, the turn starts on the hand, the
keyboard never drops onto an unnamed container after a play, regions (F6, Alt+number)
and the Play menu's keys. The program's own race window; keys only, pressed where the
focus is (R1986-04: the tactical example's hand)."""

from __future__ import annotations

import pytest
from keyboard_helpers import Keyboard, focused, highlight, ring_pixels
from program_helpers import StartProgram, open_race
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from eighty_days.engine.race import FixedSetup, Phase, RaceConfig, Transport
from eighty_days.shipped_race import new_race
from eighty_days.ui.race.hand_view import CardButton
from eighty_days.ui.race.window import RaceWindow

pytestmark = pytest.mark.gui

#: The rulebook's tactical example (R1986-04): the rose on the train, so the ship cannot go.
EXAMPLE_HAND = ("train-4a", "ship-3a", "elephant-1a", "wind-rose-1", "money-bag-1")


def example_race(start_program: StartProgram, qtbot: QtBot) -> RaceWindow:
    """The program's race window over Anna (the example's hand) and Ben, hot seat."""
    config = RaceConfig(
        ("Anna", "Ben"),
        wind_rose=Transport.TRAIN,
        setup=FixedSetup(hands=(EXAMPLE_HAND, ("coach-1a", "coach-2a")), first_player=0),
    )
    window = open_race(start_program, qtbot, new_race(config, seed=3))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def card_of(widget: object) -> str:
    """The card id of a focused hand card (the test fails on anything else)."""
    assert isinstance(widget, CardButton), f"the keyboard is on {widget!r}, not on a card"
    return widget.offer.card.id


def test_the_turn_starts_on_the_hand_and_an_unplayable_card_says_why(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """Enter on the pass screen shows Anna's hand with the keyboard on its first card that
    can be played; → reaches the ship that cannot (the rose shows the train) and the
    status says why; Enter on it plays nothing and says why again; Enter on the train
    plays it, and the keyboard goes on to Ben's pass screen and then to Draw 1 (none of
    his cards can be played), never onto a bare container."""
    window = example_race(start_program, qtbot)
    table = window.table
    keys = Keyboard(qtbot)
    assert focused() is table.pass_screen.ready
    keys.press(Qt.Key.Key_Return)
    assert card_of(focused()) == "train-4a"
    keys.press(Qt.Key.Key_Right)
    assert card_of(focused()) == "ship-3a"
    assert "wind rose shows the train" in window.statusBar().currentMessage()
    before = window.state
    window.statusBar().clearMessage()
    keys.press(Qt.Key.Key_Return)
    assert window.state is before
    assert "cannot be played" in window.statusBar().currentMessage()
    keys.press(Qt.Key.Key_Left)
    keys.press(Qt.Key.Key_Return)
    assert window.state.players[0].position == 4
    assert focused() is table.pass_screen.ready and focused().isVisible()  # Ben's turn
    keys.press(Qt.Key.Key_Space)
    # Ben's coaches cannot go while the rose shows the train: the next action is a draw
    assert not any(b.playable for b in table.hand_view.buttons)
    assert focused() is table.draw_one


def test_enter_opens_a_cards_choices_and_presses_one(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """Enter on the wind rose card opens its choices with the keyboard on the first; Esc
    closes them, the keyboard back on the card; Enter again, Tab to the ship and Enter
    turn the rose to the ship."""
    window = example_race(start_program, qtbot)
    table = window.table
    keys = Keyboard(qtbot)
    keys.press(Qt.Key.Key_Return)  # I am Anna
    while card_of(focused()) != "wind-rose-1":
        keys.press(Qt.Key.Key_Right)
    keys.press(Qt.Key.Key_Return)
    assert table.hand_view.choice_row.isVisible()
    assert focused() in table.hand_view.choice_buttons
    keys.press(Qt.Key.Key_Escape)
    assert not table.hand_view.choice_row.isVisible()
    assert card_of(focused()) == "wind-rose-1"
    keys.press(Qt.Key.Key_Space)
    ship = table.hand_view.choice_button("Ship")
    while focused() is not ship:
        keys.press(Qt.Key.Key_Tab)
    keys.press(Qt.Key.Key_Enter)
    assert window.state.wind_rose is Transport.SHIP
    assert focused().isVisible()


def test_f6_alt_keys_and_the_play_menu_in_the_race(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """F6 goes round the hand, the track, the players and the log, Alt+2 jumps to the
    track; Ctrl+1 draws one card instead of moving, and the focus ring is drawn round the
    track when it has the keyboard."""
    window = example_race(start_program, qtbot)
    table = window.table
    keys = Keyboard(qtbot)
    keys.press(Qt.Key.Key_Return)  # I am Anna
    areas = (table.bottom, table.board_view, table.players_list, table.log)

    def region() -> int:
        widget = focused()
        return next(i for i, a in enumerate(areas) if a is widget or a.isAncestorOf(widget))

    assert region() == 0
    for step in (1, 2, 3, 0):
        keys.press(Qt.Key.Key_F6)
        assert region() == step
    keys.alt(2)
    assert focused() is table.board_view
    qtbot.waitUntil(window.focus_ring.shown)
    image = window.focus_ring.grab().toImage()
    assert ring_pixels(image, highlight()) > image.width()
    hand = len(window.state.players[0].hand)
    keys.ctrl(Qt.Key.Key_1)
    assert len(window.state.players[0].hand) == hand + 1
    assert window.state.phase is not Phase.GAME_OVER


def test_tab_reaches_the_hand_before_the_log(start_program: StartProgram, qtbot: QtBot) -> None:
    """From the track, Tab comes to the hand's cards before the wind rose, the players and
    the log (the cards are made anew for each hand, yet keep their place in the order)."""
    window = example_race(start_program, qtbot)
    table = window.table
    keys = Keyboard(qtbot)
    keys.press(Qt.Key.Key_Return)  # I am Anna
    table.board_view.setFocus(Qt.FocusReason.TabFocusReason)
    seen = []
    for _ in range(40):
        keys.press(Qt.Key.Key_Tab)
        seen.append(focused())
        if focused() is table.log:
            break
    cards = [i for i, w in enumerate(seen) if isinstance(w, CardButton)]
    assert cards, "Tab never reached the hand"
    assert cards == list(range(len(EXAMPLE_HAND))), "the hand comes right after the track"
    assert table.log in seen


def test_home_end_page_keys_and_letters_go_through_a_long_hand(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """In Anna's hand: End and Home reach the last and the first card, Page Down and Page
    Up the next and previous card that can be played (past the ship the rose forbids,
    R1986-04), a letter the next card whose name starts with it, round the hand."""
    window = example_race(start_program, qtbot)
    hand = window.table.hand_view
    keys = Keyboard(qtbot)
    keys.press(Qt.Key.Key_Return)
    assert card_of(focused()) == "train-4a"
    keys.press(Qt.Key.Key_End)
    assert card_of(focused()) == "money-bag-1"
    keys.press(Qt.Key.Key_Home)
    assert card_of(focused()) == "train-4a"
    playable = [b.offer.card.id for b in hand.buttons if b.playable]
    assert "ship-3a" not in playable and playable[0] == "train-4a"
    keys.press(Qt.Key.Key_PageDown)
    assert card_of(focused()) == playable[1]
    keys.press(Qt.Key.Key_PageUp)
    assert card_of(focused()) == "train-4a"
    keys.press(Qt.Key.Key_PageUp)
    assert card_of(focused()) == playable[-1]  # round the hand
    keys.press(Qt.Key.Key_W)
    assert card_of(focused()) == "wind-rose-1"
    keys.press(Qt.Key.Key_S)
    assert card_of(focused()) == "ship-3a"
    keys.press(Qt.Key.Key_T)
    assert card_of(focused()) == "train-4a"
    keys.press(Qt.Key.Key_Q)  # no card's name starts with it: the keyboard stays
    assert card_of(focused()) == "train-4a"
    assert window.state.players[0].position == 0  # nothing was played
