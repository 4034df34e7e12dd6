"""Ruling R1986-09 on the screen: the race that ``eighty-days race --seed 1`` opens is played
with real clicks until the first player has played out the hand; the table then asks
whether to take the 5-space jump with 5 new cards or to decline both, and each answer,
clicked, does what the ruling says."""

from __future__ import annotations

import pytest
from program_helpers import StartProgram
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton
from pytestqt.qtbot import QtBot

from eighty_days.ai.bots import make_bot
from eighty_days.engine.game import race_game
from eighty_days.engine.race import (
    AcceptPenalty,
    Action,
    Defend,
    DrawCards,
    EndTurn,
    MoveWindRose,
    Phase,
    PlayCard,
    current_player,
)
from eighty_days.ui.race.looks import transport_name
from eighty_days.ui.race.window import RaceWindow

pytestmark = pytest.mark.gui

#: The seed of ``eighty-days race --seed 1``: its first player plays out the hand at once.
SEED = 1


def click(qtbot: QtBot, button: QAbstractButton) -> None:
    """A real left click in the middle of ``button``."""
    assert button.isVisible() and button.isEnabled(), button.text() or button.objectName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def click_action(qtbot: QtBot, window: RaceWindow, action: Action) -> None:
    """Do ``action`` the way a player does: through the widgets the table shows."""
    table = window.table
    if table.bottom.currentWidget() is table.pass_screen:
        click(qtbot, table.pass_screen.ready)
    if isinstance(action, PlayCard):
        click(qtbot, table.hand_view.button_for(action.card_id))
        if table.hand_view.choice_row.isVisible():
            label = (
                str(action.steps)
                if action.steps is not None
                else transport_name(action.new_transport)
                if action.new_transport is not None
                else "Backward"
                if action.backward
                else "Forward"
            )
            click(qtbot, table.hand_view.choice_button(label))
    elif isinstance(action, MoveWindRose):
        click(qtbot, table.rose_buttons[action.transport])
    elif isinstance(action, DrawCards):
        click(qtbot, table.draw_one if action.count == 1 else table.draw_two)
    elif isinstance(action, EndTurn):
        click(qtbot, table.end_turn)
    elif isinstance(action, Defend):
        click(qtbot, table.defence_prompt.defend)
    elif isinstance(action, AcceptPenalty):
        click(qtbot, table.defence_prompt.accept)
    else:  # pragma: no cover - the seeded race needs nothing else
        raise AssertionError(f"no click for {action!r}")


def window_at_the_jump(start_program: StartProgram, qtbot: QtBot) -> RaceWindow:
    """The window of ``eighty-days race --seed 1`` (started as the command line does),
    played by clicks (the hard computer choosing for both people) until the hand is played
    out."""
    (window,) = start_program("race", "--players", "2", "--seed", str(SEED)).windows
    assert isinstance(window, RaceWindow)
    refusals: list[str] = []
    window.controller.action_refused.connect(refusals.append)
    advisor = make_bot(race_game(), "hard")
    for _ in range(30):
        if window.state.phase is Phase.JUMP_CHOICE:
            break
        before = window.state
        click_action(qtbot, window, advisor.decide(before))
        assert window.state is not before, refusals
    assert window.state.phase is Phase.JUMP_CHOICE and refusals == []
    return window


def test_the_table_asks_whether_to_jump(start_program: StartProgram, qtbot: QtBot) -> None:
    """R1986-09: a clear question with both answers as buttons; the hand area is empty."""
    window = window_at_the_jump(start_program, qtbot)
    table = window.table
    state = window.state
    me = state.current
    assert table.bottom.currentWidget() is table.jump_prompt
    prompt = table.jump_prompt
    assert me.name in prompt.heading.text()
    assert "draw 5 new cards" in prompt.question.text()
    assert "decline both" in prompt.question.text()
    assert prompt.take.isVisible() and prompt.decline.isVisible()
    assert "decline both" in table.status.text()


def test_declining_by_click_keeps_the_figure_and_ends_the_turn(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """R1986-09: "Decline" leaves the figure where it stands, draws nothing, ends the turn."""
    window = window_at_the_jump(start_program, qtbot)
    before = window.state
    player = before.turn_player
    click(qtbot, window.table.jump_prompt.decline)
    after = window.state
    assert after.players[player].position == before.players[player].position
    assert after.players[player].hand == before.players[player].hand  # no new cards
    assert current_player(after) != player and after.phase is Phase.TURN_START
    assert any("declines the jump" in text for text in window.table.log.texts())
    # hot seat: the next player's cards stay hidden until they are at the screen
    assert window.table.bottom.currentWidget() is window.table.pass_screen


def test_taking_the_jump_by_click_moves_5_and_draws_5(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """R1986-09 / R1986-05: "Jump" moves the figure 5 spaces and gives 5 new cards."""
    window = window_at_the_jump(start_program, qtbot)
    before = window.state
    player = before.turn_player
    click(qtbot, window.table.jump_prompt.take)
    after = window.state
    assert after.players[player].position == before.players[player].position + 5
    assert len(after.players[player].hand) == len(before.players[player].hand) + 5
    assert any("jumps 5 spaces" in text for text in window.table.log.texts())


@pytest.mark.parametrize(
    ("limit", "note"),
    [
        (2, "höchstens 2 Karten mitnehmen"),
        (1, "höchstens 1 Karte mitnehmen"),
        (0, "keine Karte mitnehmen"),
    ],
)
def test_near_london_the_question_names_the_card_limit_in_german(
    qtbot: QtBot, limit: int, note: str
) -> None:
    """R1986-09 near the finish: the question says how many cards London takes (German
    plural forms through tr), the reason to decline the jump's 5 cards there."""
    from PySide6.QtWidgets import QApplication

    from eighty_days import i18n
    from eighty_days.ui.race.jump_prompt import JumpPrompt
    from eighty_days.ui.race.offers import JumpOffer

    installed = i18n.install_translations("de", QApplication.instance())
    try:
        prompt = JumpPrompt()
        qtbot.addWidget(prompt)
        assert prompt.take.text() == "5 Felder springen und 5 Karten ziehen"
        prompt.ask(JumpOffer(0, "Springen?", 99, limit), "Anna")
        assert prompt.question.text().startswith("Springen? Nach London darfst du")
        assert note in prompt.question.text()
        prompt.ask(JumpOffer(0, "Springen?", 40, None), "Anna")
        assert prompt.question.text() == "Springen?"
    finally:
        installed.remove()


@pytest.mark.parametrize(
    ("limit", "note"),
    [(2, "you may take at most 2 cards."), (1, "you may take at most 1 card.")],
)
def test_near_london_the_card_limit_reads_singular_or_plural_in_english(
    qtbot: QtBot, limit: int, note: str
) -> None:
    """Issue 21: the English question counts the cards ("1 card", "2 cards"), never
    "card(s)" (English has no translation file to choose the plural form)."""
    from eighty_days.ui.race.jump_prompt import JumpPrompt
    from eighty_days.ui.race.offers import JumpOffer

    prompt = JumpPrompt()
    qtbot.addWidget(prompt)
    prompt.ask(JumpOffer(0, "Jump?", 99, limit), "Ann")
    assert prompt.question.text().endswith(note)
    assert "(s)" not in prompt.question.text()
