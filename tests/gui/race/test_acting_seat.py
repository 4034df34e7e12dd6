"""Issue 19, who acts: the race table's actions carry the acting seat, and the engine
refuses one whose seat is not the player to decide (a stale click, a late computer move)."""

from __future__ import annotations

import pytest
from program_helpers import StartProgram
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from eighty_days.engine.race import PlayCard
from eighty_days.ui.race.offers import CardChoice
from eighty_days.ui.race.window import RaceWindow

pytestmark = pytest.mark.gui


def test_cards_shown_carry_the_seat_and_a_wrong_seat_is_refused(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """The hand's card choices name the player whose hand it is; the same card played for
    another seat is refused with the engine's reason and changes nothing."""
    (window,) = start_program("race", "--players", "2", "--seed", "7").windows
    assert isinstance(window, RaceWindow)
    table = window.table
    qtbot.mouseClick(table.pass_screen.ready, Qt.MouseButton.LeftButton)
    me = window.state.turn_player
    offers = [b.offer for b in table.hand_view.buttons]
    assert offers and all(c.action.seat == me for o in offers for c in o.choices)
    playable = next(c for o in offers for c in o.choices if c.is_enabled)
    before = window.state
    with qtbot.waitSignal(window.controller.action_refused) as refused:
        other = PlayCard(
            playable.action.card_id,
            playable.action.steps,
            playable.action.new_transport,
            playable.action.backward,
            seat=1 - me,
        )
        assert not window.controller.play_choice(CardChoice(playable.label, other))
    assert "is to act" in refused.args[0]
    assert window.state is before
    with qtbot.waitSignal(window.controller.state_changed):
        assert window.controller.play_choice(playable)
    assert window.state.history[-1].seat == me
