"""A short race to the winner's screen on a small board (Ende des Spiels; Sprung, ruling
R1986-05: the jump that reaches London wins and draws no cards)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton
from pytestqt.qtbot import QtBot

from eighty_days.engine.race import (
    FixedSetup,
    Phase,
    RaceConfig,
    load_board,
    new_game,
    outcome,
)
from eighty_days.resources import parse_yaml
from eighty_days.shipped_race import default_decks
from eighty_days.ui.race.window import RaceWindow

pytestmark = pytest.mark.gui

#: 16 spaces from London eastwards: handcuffs on 12–14 (the last quarter), London on 15.
SMALL_BOARD = "\n".join(
    [
        "format: 1",
        "name: A short track",
        "coordinates: lonlat",
        "spaces:",
        "  - {kind: start, city: London, x: 0, y: 51.5}",
        *(
            f"  - {{kind: {'handcuffs' if i in (12, 13, 14) else 'plain'}, x: {i * 4}, y: 50}}"
            for i in range(1, 15)
        ),
        "  - {kind: london, city: London, x: 60, y: 51.5}",
    ]
)


def click(qtbot: QtBot, button: QAbstractButton) -> None:
    """A real left click on a visible, enabled button."""
    assert button.isVisible() and button.isEnabled(), button.text() or button.objectName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_short_race_ends_on_the_winners_screen(qtbot: QtBot, open_race) -> None:  # type: ignore[no-untyped-def]
    """Anna plays train 5 twice; the second empties her hand, the 5-space jump she takes
    reaches London: the winner's screen names her and ranks Ben behind."""
    board = load_board(parse_yaml(SMALL_BOARD, "small board"))
    config = RaceConfig(
        ("Anna", "Ben"),
        setup=FixedSetup(
            hands=(("train-5a", "train-5b"), ("coach-1a", "coach-2a", "coach-3a")),
            first_player=0,
        ),
    )
    window: RaceWindow = open_race(new_game(config, seed=2, board=board, decks=default_decks()))
    table = window.table
    click(qtbot, table.pass_screen.ready)
    click(qtbot, table.hand_view.button_for("train-5a"))
    assert window.state.players[0].position == 5
    click(qtbot, table.pass_screen.ready)  # Ben
    click(qtbot, table.draw_one)
    click(qtbot, table.pass_screen.ready)  # Anna again
    click(qtbot, table.hand_view.button_for("train-5b"))
    assert table.bottom.currentWidget() is table.jump_prompt  # ruling R1986-09
    assert "into London" in table.jump_prompt.question.text()
    with qtbot.waitSignal(window.controller.game_over) as finished:
        click(qtbot, table.jump_prompt.take)
    state = window.state
    assert state.phase is Phase.GAME_OVER
    assert state.players[0].position == board.finish == 15
    assert state.players[0].hand == ()  # R1986-05: no new cards when the jump reaches London
    result = outcome(state)
    assert finished.args == [result]
    screen = table.winner_screen
    assert table.pages.currentWidget() is screen
    assert screen.headline.text() == "Anna reaches London and wins the race!"
    assert result is not None and result.finishing_order == (0, 1)

    # the board stays available after the race, with no hand to play
    click(qtbot, screen.board_button)
    assert table.pages.currentIndex() == 0
    assert table.hand_view.buttons == []
    assert not table.draw_one.isEnabled()
