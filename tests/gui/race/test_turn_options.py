"""The turn's other choices by clicks: an event card revealed and explained, the victim of
one's own event asked to defend, keeping an event (expert), exchanging at 12+ cards and
discarding past the final handcuff spaces (Ende des Spiels)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton
from pytestqt.qtbot import QtBot

from eighty_days.engine.race import (
    ExpertRules,
    FixedSetup,
    Phase,
    RaceConfig,
    SpaceKind,
    load_board,
    new_game,
)
from eighty_days.resources import parse_yaml
from eighty_days.shipped_race import default_decks, new_race
from eighty_days.ui.race.window import RaceWindow

pytestmark = pytest.mark.gui


def click(qtbot: QtBot, button: QAbstractButton) -> None:
    """A real left click on a visible, enabled button."""
    assert button.isVisible() and button.isEnabled(), button.text() or button.objectName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def telescope_config(expert: ExpertRules | None = None) -> RaceConfig:
    """Anna can reach the telescope on space 7: train 3 onto the wind rose space 3, then
    train 4; the storm in the China Sea (back 2) is the top event card."""
    return RaceConfig(
        ("Anna", "Ben"),
        expert=expert or ExpertRules(),
        setup=FixedSetup(
            hands=(("train-3a", "train-4a", "money-bag-1", "coach-1a"), ("coach-2a",)),
            event_pile=("storm-china-sea",),
            first_player=0,
        ),
    )


def walk_to_telescope(qtbot: QtBot, window: RaceWindow) -> None:
    """Anna's clicks from the start onto the telescope space 7."""
    table = window.table
    assert window.state.board.kind(7) is SpaceKind.TELESCOPE
    click(qtbot, table.pass_screen.ready)
    click(qtbot, table.hand_view.button_for("train-3a"))
    click(qtbot, table.rose_buttons[window.state.wind_rose])  # leave the rose
    click(qtbot, table.hand_view.button_for("train-4a"))


def test_event_card_is_revealed_explained_and_its_victim_may_defend(
    qtbot: QtBot, open_race
) -> None:  # type: ignore[no-untyped-def]
    """Fernrohrfeld: the drawn card is shown in English with the German text and its
    effect; its move back asks Anna (R1986-03) and accepting puts her on space 5."""
    window: RaceWindow = open_race(new_race(telescope_config(), seed=4))
    table = window.table
    walk_to_telescope(qtbot, window)
    view = table.event_view
    assert view.isVisible()
    assert view.title.text() == "Storm in the China Sea"
    assert "Sturm im Chinesischen Meer" in view.german.text()
    assert "Gehe 2 Felder zurück" in view.toolTip()
    assert "2 spaces back" in view.effect.text()
    assert window.state.phase is Phase.DEFEND
    # Anna is her own victim: already at the screen, she is asked at once
    assert table.bottom.currentWidget() is table.defence_prompt
    click(qtbot, table.defence_prompt.accept)
    assert window.state.players[0].position == 5
    assert window.state.turn_player == 1


def test_expert_keeps_the_event_card_for_later(qtbot: QtBot, open_race) -> None:  # type: ignore[no-untyped-def]
    """Expert variant: the drawn event may be kept; the keep button stores it with Anna."""
    window: RaceWindow = open_race(new_race(telescope_config(ExpertRules(keep_event=True)), seed=4))
    walk_to_telescope(qtbot, window)
    view = window.table.event_view
    assert window.state.phase is Phase.EVENT_CHOICE
    click(qtbot, view.keep)
    state = window.state
    assert state.players[0].kept_event == "storm-china-sea"
    assert state.players[0].position == 7
    assert not view.keep.isVisible()


def test_exchange_two_cards_with_twelve_in_hand(qtbot: QtBot, open_race) -> None:  # type: ignore[no-untyped-def]
    """Vorbereitung/Spielablauf: with 12 or more cards two may be exchanged instead of a
    turn; both picked cards go to the discard pile and two new ones come in."""
    hand = (
        *(f"coach-{value}{copy}" for value in range(1, 6) for copy in "ab"),
        "ship-1a",
        "ship-1b",
    )
    config = RaceConfig(
        ("Anna", "Ben"),
        setup=FixedSetup(hands=(hand, ("ship-2a",)), first_player=0),
    )
    window: RaceWindow = open_race(new_race(config, seed=8))
    table = window.table
    click(qtbot, table.pass_screen.ready)
    click(qtbot, table.exchange)
    assert table.exchange.isChecked()
    click(qtbot, table.hand_view.button_for("coach-1a"))
    assert window.state.turn_player == 0  # one card picked: nothing happens yet
    click(qtbot, table.hand_view.button_for("ship-1b"))
    state = window.state
    assert state.turn_player == 1
    assert len(state.players[0].hand) == 12
    assert {"coach-1a", "ship-1b"} <= set(state.discard_pile)
    assert not {"coach-1a", "ship-1b"} & set(state.players[0].hand)


#: 20 spaces: great travel stations on 1–14, the final handcuffs on 15–17, London on 19.
STATION_BOARD = "\n".join(
    [
        "format: 1",
        "coordinates: lonlat",
        "spaces:",
        "  - {kind: start, city: London, x: 0, y: 51.5}",
        *(
            f"  - {{kind: {'handcuffs' if i in (15, 16, 17) else 'travel_station'}, "
            f"x: {i * 4}, y: 48}}"
            for i in range(1, 18)
        ),
        "  - {kind: plain, x: 72, y: 48}",
        "  - {kind: london, city: London, x: 76, y: 51.5}",
    ]
)


def test_discard_a_card_past_the_final_handcuff_spaces(qtbot: QtBot, open_race) -> None:  # type: ignore[no-untyped-def]
    """Ende des Spiels: past the three final handcuff spaces a player may discard one card
    instead of moving; the button appears there and a click on a card discards it."""
    board = load_board(parse_yaml(STATION_BOARD, "station board"))
    config = RaceConfig(
        ("Anna", "Ben"),
        setup=FixedSetup(
            hands=(
                (
                    "train-5a",
                    "train-5b",
                    "train-4a",
                    "train-4b",
                    "coach-1a",
                    "coach-2a",
                    "coach-3b",
                ),
                ("coach-3a",),
            ),
            first_player=0,
        ),
    )
    window: RaceWindow = open_race(new_game(config, seed=6, board=board, decks=default_decks()))
    table = window.table
    click(qtbot, table.pass_screen.ready)
    assert not table.discard.isVisible()
    for card in ("train-5a", "train-5b", "train-4a", "train-4b"):  # stations: play on
        click(qtbot, table.hand_view.button_for(card))
    assert window.state.players[0].position == 18
    click(qtbot, table.pass_screen.ready)  # Ben
    click(qtbot, table.draw_one)
    click(qtbot, table.pass_screen.ready)  # Anna
    assert table.discard.isVisible() and table.discard.isEnabled()
    click(qtbot, table.discard)
    click(qtbot, table.hand_view.button_for("coach-1a"))
    state = window.state
    assert state.players[0].hand == ("coach-2a", "coach-3b")
    assert state.discard_pile[-1] == "coach-1a"
    assert state.players[0].position == 18
    assert state.turn_player == 1
