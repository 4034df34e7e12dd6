"""Issue 49, named for assistive technology: through ``QAccessible`` (what Qt hands a
screen reader), every focusable control of both game windows has a name and a real role,
no name or description holds markup, and the market's cards are buttons named by their
price."""

from __future__ import annotations

import pytest
from accessible_tree import children_of, has_markup, walk
from gui_helpers import fixed_setup
from program_helpers import StartProgram, open_journey
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from eighty_days.engine.journey import Slot
from eighty_days.sheet.model import SheetMap
from eighty_days.ui.race.window import RaceWindow

pytestmark = pytest.mark.gui

#: Roles that tell a screen reader nothing about what a control does.
NO_ROLE = {QAccessible.Role.NoRole, QAccessible.Role.Client}


def problems(window: QWidget) -> list[str]:
    """Focusable shown nodes without a name or a role, and any node whose words hold
    markup."""
    found = []
    for node in walk(window):
        if node.invisible:
            continue
        label = f"{node.role.name} {node.name!r}"
        if node.focusable and not node.name.strip():
            found.append(f"no name: {label}")
        if node.focusable and node.role in NO_ROLE:
            found.append(f"no role: {label}")
        if has_markup(node.name) or has_markup(node.description):
            found.append(f"markup: {label} {node.description!r}")
    return found


def test_journey_window_every_focusable_node_is_named_with_a_role_and_no_markup(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """``eighty-days --seed 5`` (the world map): every focusable node has a name and a role
    other than "client" (a market card was a nameless-role "filler"); no adventure card's
    name is ``<b>…</b><br>…``."""
    (window,) = start_program("play", "--seed", "5").windows
    assert not problems(window)


def test_race_window_every_focusable_node_is_named_with_a_role_and_no_markup(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """``eighty-days race --seed 5`` with the hand shown: every card is a named button whose
    description is plain text (it was ``<b>ship 4</b><br>…``)."""
    (window,) = start_program("race", "--seed", "5").windows
    assert isinstance(window, RaceWindow)
    qtbot.mouseClick(window.table.pass_screen.ready, Qt.MouseButton.LeftButton)
    assert window.table.hand_view.buttons, "the hand is shown"
    assert not problems(window)
    card = window.table.hand_view.buttons[0]
    interface = QAccessible.queryAccessibleInterface(card)
    assert interface.role() == QAccessible.Role.Button
    assert interface.text(QAccessible.Text.Description).startswith(card.accessibleName())
    players = children_of(window.table.players_list)  # a list keeps its items
    assert [node.role for node in players] == [QAccessible.Role.ListItem] * 2
    assert players[0].name.startswith("Player 1: space 0")


def test_market_cards_are_buttons_whose_names_follow_their_prices(
    start_program: StartProgram, qtbot: QtBot, small_map: SheetMap
) -> None:
    """Each market card is a button to a screen reader; after a take refills the market,
    each card's name says its new price and days ("1 day", never "1 days")."""
    window = open_journey(start_program, qtbot, small_map, fixed_setup())
    market = window.table.market

    def spoken() -> dict[Slot, str]:
        said = {}
        for slot, card in market.cards.items():
            interface = QAccessible.queryAccessibleInterface(card)
            assert interface.role() == QAccessible.Role.Button, slot
            said[slot] = interface.text(QAccessible.Text.Name)
            if card.transport is not None:
                assert f"£{card.cost}," in said[slot]
                day_word = "1 day," if card.days == 1 else f"{card.days} days,"
                assert day_word in said[slot]
        return said

    before = spoken()
    card = market.cards[Slot.TRAIN_1]
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    assert window.controller.state.players[0].spent > 0, "the card was taken"
    assert spoken() != before
