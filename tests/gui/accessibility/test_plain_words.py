"""Issue 49, plain words for a screen reader: counts agree with their nouns ("1 day",
"1 detour mark"), and a route that ends away from every place is "at sea", not
"at at sea"."""

from __future__ import annotations

import pytest
from program_helpers import StartProgram
from PySide6.QtGui import QAccessible
from pytestqt.qtbot import QtBot

from eighty_days.ui.journey.window import MainWindow

pytestmark = pytest.mark.gui


def test_market_cards_say_one_day_and_one_detour_mark(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """``eighty-days --seed 5`` deals a ship of 1 day and cards with 1 detour mark: their
    names say "1 day" and "1 detour mark", never "1 days" or "1 detour marks"."""
    (window,) = start_program("play", "--seed", "5").windows
    assert isinstance(window, MainWindow)
    cards = list(window.table.market.cards.values())
    names = [QAccessible.queryAccessibleInterface(c).text(QAccessible.Text.Name) for c in cards]
    assert any(card.days == 1 for card in cards), "the deal has a card of 1 day"
    assert any(card.ruler is not None and len(card.ruler.marks) == 1 for card in cards)
    for card, name in zip(cards, names, strict=True):
        if card.transport is None:
            continue
        assert "1 days" not in name and "1 detour marks" not in name, name
        if card.days == 1:
            assert ", 1 day," in name
        if card.ruler is not None and len(card.ruler.marks) == 1:
            assert "1 detour mark" in name


def test_a_route_ending_away_from_every_place_is_said_once_at_sea(
    start_program: StartProgram,
) -> None:
    """The table's line of a player whose route ended in open water or country."""
    from eighty_days.ui.journey.public_panel import route_end

    (window,) = start_program("play", "--seed", "5").windows
    assert isinstance(window, MainWindow)
    words = route_end(window.sheet, None)
    assert words == "route ends at sea or in open country"
    assert route_end(window.sheet, "le-havre") == "route ends at Le Havre"
