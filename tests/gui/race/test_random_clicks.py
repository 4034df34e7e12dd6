"""A seeded race played through the screen: at every step a random widget among those the
screen offers enabled is clicked; none is refused, the 60 action cards are conserved and
no hand shows behind the pass-to screen."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton
from pytestqt.qtbot import QtBot

from eighty_days.engine.race import Phase, RaceConfig, RaceState, Transport
from eighty_days.shipped_race import new_race
from eighty_days.ui.race.window import RaceWindow

#: The ``open_race`` fixture of tests/gui/race/conftest.py.
OpenRace = Callable[[RaceState], RaceWindow]


pytestmark = pytest.mark.gui

#: Clicks per race (each redraws the table; about 60 turns of two players).
STEPS = 120


def offered_buttons(window: RaceWindow) -> list[QAbstractButton]:
    """Every visible, enabled button of the bottom area and the event card."""
    table = window.table
    page = table.bottom.currentWidget()
    assert page is not None
    left_out = (table.exchange, table.discard, table.hand_view.cancel_choice)
    buttons = [
        b
        for b in page.findChildren(QAbstractButton)
        if b.isVisible()
        and b.isEnabled()
        and b not in left_out
        # a hand card that cannot be played is enabled (Tab reaches it, it says why)
        and getattr(b, "playable", True)
    ]
    buttons += [b for b in (table.event_view.carry_out, table.event_view.keep) if b.isVisible()]
    return buttons


@pytest.mark.parametrize("seed", [1, 2])
def test_random_clicks_on_offered_widgets_are_all_accepted(
    qtbot: QtBot, open_race: OpenRace, seed: int
) -> None:
    """Every widget the screen offers enabled leads to an action the engine accepts."""
    window: RaceWindow = open_race(
        new_race(RaceConfig(("Ann", "Ben"), wind_rose=Transport.SHIP), seed=seed)
    )
    refusals: list[str] = []
    window.controller.action_refused.connect(refusals.append)
    chooser = random.Random(seed)
    table = window.table
    clicks = 0
    for _ in range(STEPS):
        state = window.state
        if state.phase is Phase.GAME_OVER:
            break
        counted = sum(len(p.hand) for p in state.players)
        assert counted + len(state.draw_pile) + len(state.discard_pile) == 60
        if table.bottom.currentWidget() is table.pass_screen:
            assert table.hand_view.buttons == []
        buttons = offered_buttons(window)
        cards = [b for b in buttons if b in table.hand_view.buttons]
        # like a player in a hurry: a playable card if there is one, else any offered button
        pool = cards if cards and chooser.random() < 0.95 else buttons
        button = chooser.choice(pool)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        clicks += 1
        choices = [b for b in table.hand_view.choice_buttons if b.isEnabled()]
        if table.hand_view.choice_row.isVisible() and choices:
            qtbot.mouseClick(chooser.choice(choices), Qt.MouseButton.LeftButton)
    assert refusals == []
    assert clicks == STEPS
    assert window.state.turn_number > 20
    assert len(window.state.history) > 30
