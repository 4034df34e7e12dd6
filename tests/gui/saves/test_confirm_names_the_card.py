"""Edit → Confirm before committing asks about the very card (issue 44): the race's question
names the card as the hand shows it, the journey's the transport and its price; No still
leaves the game as it was."""

from __future__ import annotations

import pytest
from program_helpers import StartProgram
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox
from pytestqt.qtbot import QtBot
from save_gui_helpers import journey_window

from eighty_days.ui.journey.market_widget import transport_name
from eighty_days.ui.race.looks import card_title
from eighty_days.ui.race.window import RaceWindow


def _confirm_action(window: QMainWindow) -> None:
    """Edit → Confirm before committing, fired as the menu fires it."""
    for action in window.menuBar().actions():
        menu = action.menu()
        if isinstance(menu, QMenu) and action.text().replace("&", "") == "Edit":
            confirm = next(
                a for a in menu.actions() if a.text().replace("&", "").startswith("Confirm")
            )
            confirm.trigger()
            assert confirm.isChecked()
            return
    raise AssertionError("no Edit menu")


def _answer_no(qtbot: QtBot, box: QMessageBox) -> None:
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.No), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not box.isVisible())


@pytest.mark.gui
def test_the_race_confirmation_names_the_card(qtbot: QtBot, start_program: StartProgram) -> None:
    """Clicking a card with confirmation on asks "Play <the card as the hand names it>?",
    with the way chosen for a card played one of several ways."""
    window = start_program("race", "--seed", "5").windows[0]
    assert isinstance(window, RaceWindow) and window.save_support is not None
    table = window.table
    if table.bottom.currentWidget() is table.pass_screen:
        qtbot.mouseClick(table.pass_screen.ready, Qt.MouseButton.LeftButton)
    _confirm_action(window)
    start = window.controller.state
    hand = table.hand_view
    button = next(b for b in hand.buttons if b.offer.is_playable)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    title = card_title(button.offer.card)
    expected = f"Play {title}?"
    if button.offer.needs_choice:
        choice = next(c for c in button.offer.choices if c.is_enabled)
        qtbot.mouseClick(hand.choice_button(choice.label), Qt.MouseButton.LeftButton)
        expected = f"Play {title}: {choice.label}?"
    box = window.save_support.guard.question
    assert box is not None
    qtbot.waitUntil(box.isVisible)
    assert box.text() == expected
    _answer_no(qtbot, box)
    assert window.controller.state is start


@pytest.mark.gui
def test_the_journey_confirmation_names_the_transport_and_its_price(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """Taking a market card with confirmation on asks "Take the <transport>: <its price>?"
    — the price the bill shows."""
    window, support = journey_window(qtbot, start_program)
    _confirm_action(window)
    start = window.controller.state
    market = window.table.market
    slot = next(iter(market.cards))
    qtbot.mouseClick(market.cards[slot], Qt.MouseButton.LeftButton)  # the bill
    choice = market.selected
    assert choice is not None
    qtbot.mouseClick(market.cards[slot], Qt.MouseButton.LeftButton)  # take it
    box = support.guard.question
    assert box is not None
    qtbot.waitUntil(box.isVisible)
    from eighty_days.engine.journey.rules import quote

    priced = quote(start, choice)
    text = box.text()
    assert text.startswith(f"Take the {transport_name(priced.transport)}: £{priced.pounds_paid}")
    assert f"{priced.total_days} days" in text
    _answer_no(qtbot, box)
    assert window.controller.state is start
