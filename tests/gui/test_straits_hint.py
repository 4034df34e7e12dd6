"""The reach hint at Dover names no train across the Channel (R2024-10).

The hint under the map ("This card reaches no place from here. A train runs … to …") asks
the route geometry where the other transports lead; at Dover it used to send a train
over the Channel to the continent, as the coast tolerances of Dover and Calais meet.
"""

from __future__ import annotations

import pytest
from program_helpers import StartProgram
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from eighty_days.engine.journey import Slot
from eighty_days.sheet.model import Transport
from eighty_days.sheet.reach import ReachMarks
from eighty_days.ui.journey.window import MainWindow

pytestmark = pytest.mark.gui


def test_the_hint_at_dover_sends_a_train_to_london_not_across_the_channel(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """R2024-10: in the program's window (the default world map), with a ship card in
    hand, the hint for a ship that reaches no place from Dover names where a train runs
    from there: London, not Calais, Paris or any place beyond the Channel."""
    window = start_program("play", "--seed", "11").windows[0]
    assert isinstance(window, MainWindow)
    qtbot.waitExposed(window)
    table = window.table
    # a first click shows the bill, a second one takes the card
    qtbot.mouseClick(table.market.cards[Slot.SHIP_1], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(table.market.cards[Slot.SHIP_1], Qt.MouseButton.LeftButton)
    assert table.ruler is not None, "the card was not taken"
    sheet = window.sheet
    nowhere = ReachMarks(
        origin=sheet.location("dover").point,
        transport=Transport.SHIP,
        segments=(sheet.ruler_unit,),
        straight=(),
        bent=(),
    )
    text = table.reach.hint_text(nowhere)
    train = next(sentence for sentence in text.split(". ") if "train runs" in sentence)
    assert train.endswith("to London")
    continent = ("Calais", "Paris", "Le Havre", "Brest", "Naples", "Lyon")
    assert not any(name in text for name in continent), text
