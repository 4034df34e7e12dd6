"""Everything public on the table and a bill before paying: the adventure cards, the
characters, the income card's places, the other players and their faint routes; a click on
a market card shows its bill, a second click (Enter, "Take") pays, Esc chooses again."""

from __future__ import annotations

import pytest
from program_helpers import StartProgram, open_journey, open_world_journey
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from eighty_days.engine.journey import (
    Character,
    FixedSetup,
    Phase,
    Slot,
    TakeBalloon,
    TakeTransport,
    quote,
)
from eighty_days.sheet.model import SheetMap
from eighty_days.ui.journey.scene_geometry import to_scene
from eighty_days.ui.journey.window import MainWindow


def fix_first() -> FixedSetup:
    """t06 (Fix's icon) and t01 (Passepartout's) lead the train row; Ann plays first."""
    return FixedSetup(
        train_row=("t06", "t01", "t07"),
        ship_row=("t12", "t02", "t08"),
        adventure_cards=("the-deep-cave", "the-beacon", "the-old-ruins"),
        income_order=("income-1", "income-2", "income-3"),
        stack_order=(0, 1),
    )


def click(qtbot: QtBot, widget: object) -> None:
    """A real left click."""
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)  # type: ignore[arg-type]


@pytest.mark.gui
def test_a_click_shows_the_bill_and_only_the_second_click_pays(
    start_program: StartProgram, qtbot: QtBot, small_map: SheetMap
) -> None:
    """R2024-06: the Rozière with £10 of £12 shows the £2 lacked as 2 more days before
    anything is paid; Esc drops the choice; another card changes it; "Take" pays."""
    window = open_journey(start_program, qtbot, small_map, fix_first())
    table, market = window.table, window.table.market
    start = window.controller.state
    click(qtbot, market.balloon_cards["roziere"])
    assert window.controller.state is start, "nothing is paid on the first click"
    assert market.selected == TakeBalloon("roziere")
    bill = market.quote_label.text()
    assert "Bill for Ann" in bill and "Rozière" in bill
    assert "£10 of £10 in hand" in bill
    assert "You lack £2: paid as 2 more day(s)" in bill
    assert market.take_button.isEnabled()
    qtbot.keyClick(table.view, Qt.Key.Key_Escape)
    assert market.selected is None and not market.take_button.isEnabled()
    assert window.controller.state is start
    click(qtbot, market.cards[Slot.TRAIN_2])  # t01: Passepartout from the reserve
    assert "Brings Jean Passepartout from the reserve." in market.quote_label.text()
    click(qtbot, market.balloon_cards["roziere"])  # another card: the choice changes
    assert market.selected == TakeBalloon("roziere")
    assert window.controller.state is start
    expected = quote(start, TakeBalloon("roziere"))
    with qtbot.waitSignal(window.controller.state_changed):
        click(qtbot, market.take_button)
    ann = window.controller.state.players[0]
    assert window.controller.state.phase is Phase.DRAW_ROUTE
    assert ann.day == start.players[0].day + expected.total_days


@pytest.mark.gui
def test_the_bill_names_fix_and_his_victims_and_enter_pays(
    start_program: StartProgram, qtbot: QtBot, small_map: SheetMap
) -> None:
    """R2024-08: t06 carries Fix's icon; with every token in London both players are
    furthest ahead, and the bill says so; Enter on the table pays."""
    window = open_journey(start_program, qtbot, small_map, fix_first())
    market = window.table.market
    click(qtbot, market.cards[Slot.TRAIN_1])
    bill = market.quote_label.text()
    assert "Inspector Fix strikes Ann, Ben: they lose all their characters." in bill
    click(qtbot, market.cards[Slot.TRAIN_2])
    assert "No Inspector Fix." in market.quote_label.text()
    click(qtbot, market.cards[Slot.TRAIN_1])
    with qtbot.waitSignal(window.controller.state_changed):
        qtbot.keyClick(window.table.view, Qt.Key.Key_Return)
    state = window.controller.state
    assert state.history == (TakeTransport(Slot.TRAIN_1, False),)


@pytest.mark.gui
def test_the_bill_says_from_whom_a_character_comes(
    start_program: StartProgram, qtbot: QtBot, small_map: SheetMap
) -> None:
    """R2024-07: once Ann holds Passepartout, Ben's bill for a card with his icon says he
    comes from Ann."""
    window = open_journey(start_program, qtbot, small_map, fix_first())
    market = window.table.market
    click(qtbot, market.cards[Slot.TRAIN_2])
    with qtbot.waitSignal(window.controller.state_changed):
        click(qtbot, market.cards[Slot.TRAIN_2])
    assert window.controller.state.holder_of(Character.PASSEPARTOUT) == 0
    window.table.focus_ruler()
    qtbot.keyClick(window.table.view, Qt.Key.Key_Home)
    with qtbot.waitSignal(window.controller.state_changed):
        qtbot.keyClick(window.table.view, Qt.Key.Key_Return)
    state = window.controller.state
    assert state.active == 1 and state.phase is Phase.TAKE_TRANSPORT
    slot = next(
        s
        for s in (Slot.TRAIN_1, Slot.TRAIN_2, Slot.TRAIN_3, Slot.DECK)
        if market.cards[s].icon is Character.PASSEPARTOUT
    )
    click(qtbot, market.cards[slot])
    assert "Brings Jean Passepartout, taken from Ann." in market.quote_label.text()


def hover(qtbot: QtBot, widget: object) -> None:
    """Move the real pointer onto ``widget`` (enter events follow)."""
    qtbot.mouseMove(widget)  # type: ignore[arg-type]
    QApplication.processEvents()


@pytest.mark.gui
def test_the_public_panel_shows_adventures_characters_income_and_players(
    start_program: StartProgram, qtbot: QtBot, small_map: SheetMap
) -> None:
    """Setup 5: players + 1 adventure cards with place, icons and fame; hover marks the
    place, a click centres the map there; characters with side, holder and market icons;
    the income card's places are marked; the faint routes of the others can be shown."""
    window: MainWindow = open_journey(start_program, qtbot, small_map, fix_first())
    table = window.table
    public = table.public
    table.panels_tabs.setCurrentWidget(public)
    state = window.controller.state
    assert len(public.adventure_rows) == len(state.players) + 1
    first = public.adventure_rows[0]
    card = small_map.adventure_cards[0]
    assert card.id == state.adventure_cards[0]
    text = first.label.text()
    assert card.title in text and small_map.location(card.location).name in text
    assert f"{card.icons} icon" in text and f"{2 * card.icons} fame" in text
    public.ensureWidgetVisible(first)
    hover(qtbot, first)
    qtbot.waitUntil(lambda: table.overlays.highlighted == card.location, timeout=2000)
    click(qtbot, first)
    view = table.view
    centre = view.mapToScene(view.viewport().rect().center())
    place = to_scene(small_map.location(card.location).point)
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    assert visible.contains(place)
    assert abs(centre.x() - place.x()) < visible.width() / 2
    characters = public.characters.text()
    assert "Jean Passepartout</b> (front) — in the reserve" in characters
    assert "Icon in the market: train +1" in characters  # t01, second of the train row
    payouts = [location for location, _ in state.income_card.payouts]
    assert sorted(table.overlays.income_places()) == sorted(payouts)
    assert "Ann</b> ▶: route ends at" in public.players.text()
    assert "£10" in public.players.text()
    assert table.overlays.ghost_count() == 0
    public.ensureWidgetVisible(public.ghosts)
    click(qtbot, public.ghosts)
    assert table.overlays.ghost_count() == 1  # Ben's route, on Ann's sheet
    click(qtbot, public.ghosts)
    assert table.overlays.ghost_count() == 0


@pytest.mark.gui
def test_a_claimed_adventure_says_who_and_on_which_turn(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """Rulebook, Adventure cards: the first to end a route at its place takes the card;
    a game put on the table (as opening a save does) shows who claimed each card and on
    which turn, from the game's history."""
    from eighty_days.ai.base import Game, Level
    from eighty_days.ai.bots import make_bot
    from eighty_days.engine.journey import AdventureClaimed, apply, is_terminal

    window = open_world_journey(start_program, qtbot, 4, ("Ann", "Ben", "Cleo"))
    state = window.controller.state
    bots = [make_bot(Game.JOURNEY, Level.NORMAL, seed=i) for i in range(3)]
    claim: tuple[AdventureClaimed, int] | None = None
    while claim is None and not is_terminal(state):
        assert state.active is not None
        turn = state.turn
        state = apply(state, bots[state.active].decide(state))
        claim = next(
            ((e, turn) for e in state.last_events if isinstance(e, AdventureClaimed)), None
        )
    assert claim is not None, "the computer players claim an adventure card"
    event, turn = claim
    window.controller.start(state, window.controller.looks)
    card = next(c for c in window.sheet.adventure_cards if c.id == event.card_id)
    row = next(r for r in window.table.public.adventure_rows if r.location_id == card.location)
    name = state.players[event.player].name
    assert f"claimed by {name} on turn {turn}" in row.label.text()
