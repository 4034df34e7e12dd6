"""Every text on the journey table and the race readable in a light and a dark system
theme: WCAG 2 AA, at least 4.5:1 against what lies beneath it, measured from the pixels."""

from __future__ import annotations

import dataclasses

import pytest
from contrast_probe import TextContrast, band_text_ratio, text_contrasts
from gui_helpers import fixed_setup
from program_helpers import StartProgram, open_journey, open_race
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget
from pytestqt.qtbot import QtBot
from system_palettes import system_palette

from eighty_days.ai.base import Level
from eighty_days.ai.bots import make_bot
from eighty_days.engine.game import journey_game
from eighty_days.engine.journey import LAST_DAY, DrawRoute, Slot, apply, is_terminal
from eighty_days.engine.race import (
    FixedSetup,
    Phase,
    RaceConfig,
    Transport,
    load_board,
    new_game,
)
from eighty_days.resources import parse_yaml
from eighty_days.sheet.model import SheetMap
from eighty_days.shipped_race import default_decks, new_race
from eighty_days.ui.common.contrast import AA_TEXT
from eighty_days.ui.common.value_text import date_of
from eighty_days.ui.journey.window import MainWindow
from eighty_days.ui.race.window import RaceWindow
from eighty_days.ui.ui_scale import ui_scale_factor

pytestmark = pytest.mark.gui


def too_faint(window: QWidget) -> list[TextContrast]:
    """The texts ``window`` shows now below AA, weakest first (the lowest is printed:
    the figure docs/accessibility.md gives)."""
    measured = text_contrasts(window)
    assert len(measured) >= 5, "the probe found the window's texts"
    print(f"lowest text contrast: {measured[0]}")
    return [entry for entry in measured if entry.ratio < AA_TEXT]


def click(qtbot: QtBot, button: QAbstractButton) -> None:
    """A real left click on a visible, enabled button."""
    assert button.isVisible() and button.isEnabled(), button.text() or button.objectName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_the_journey_table_with_a_card_held_is_readable(
    system_theme: str, start_program: StartProgram, qtbot: QtBot
) -> None:
    """The world map's table in the theme, at three moments: a card's bill; a train
    taken in London (the income card, the hint where the ruler can go, the verdict); the
    Table tab over another player's sheet: every text reaches 4.5:1."""
    window = start_program("play", "--seed", "11").windows[0]
    assert isinstance(window, MainWindow)
    qtbot.waitExposed(window)
    table = window.table
    card = table.market.cards[Slot.TRAIN_1]
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)  # the bill
    faint = too_faint(window)
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)  # taken: the ruler and its marks
    qtbot.waitUntil(lambda: table.reach_marks is not None, timeout=5000)
    assert table.reach_hint.isVisible() and table.income.isVisible()
    faint += too_faint(window)
    table.panels_tabs.setCurrentWidget(table.public)
    table.view_sheet_of(1)
    label = table.read_only
    qtbot.waitUntil(lambda: label.isVisible() and label.width() >= label.sizeHint().width())
    faint += too_faint(window)
    assert faint == []


def test_the_race_with_an_event_card_shown_is_readable(
    system_theme: str, start_program: StartProgram, qtbot: QtBot
) -> None:
    """The race after Anna reached the telescope and drew the storm: the event card, the
    hand, the log and the prompts reach 4.5:1 in the theme."""
    config = RaceConfig(
        ("Anna", "Ben"),
        setup=FixedSetup(
            hands=(("train-3a", "train-4a", "money-bag-1", "coach-1a"), ("coach-2a",)),
            event_pile=("storm-china-sea",),
            first_player=0,
        ),
    )
    window: RaceWindow = open_race(start_program, qtbot, new_race(config, seed=4))
    table = window.table
    click(qtbot, table.pass_screen.ready)
    click(qtbot, table.hand_view.button_for("train-3a"))
    click(qtbot, table.rose_buttons[window.state.wind_rose])  # off the wind rose
    click(qtbot, table.hand_view.button_for("train-4a"))  # onto the telescope: the storm
    assert window.state.phase is Phase.DEFEND
    assert table.event_view.isVisible()
    assert too_faint(window) == []


@pytest.mark.parametrize("rose", list(Transport))
def test_the_race_cards_name_their_transport_readably(
    rose: Transport, start_program: StartProgram, qtbot: QtBot
) -> None:
    """The wind rose on each transport in turn, a hand of every colour: the name on each
    playable card's coloured band reaches 4.5:1 (white on the orange coach band was 2:1,
    on the vermillion train 3.6:1); a card that cannot be played now is greyed (WCAG 2
    exempts inactive controls)."""
    hand = ("coach-1a", "train-3a", "ship-4a", "elephant-2a", "wind-rose-1", "money-bag-1")
    config = RaceConfig(
        ("Anna", "Ben"), setup=FixedSetup(hands=(hand, ("coach-2a",)), first_player=0)
    )
    state = dataclasses.replace(new_race(config, seed=4), wind_rose=rose)
    window: RaceWindow = open_race(start_program, qtbot, state)
    click(qtbot, window.table.pass_screen.ready)
    measured = {}
    for button in window.table.hand_view.buttons:
        if not button.isEnabled() or not button.playable:
            continue  # (greyed: a card that cannot be played now, reachable by Tab)
        scale = ui_scale_factor()
        inner = button.rect().adjusted(2, 2, -2, -2)
        band = QRect(
            inner.left() + round(8 * scale),
            inner.top() + round(7 * scale),
            inner.width() - round(16 * scale),
            round(26 * scale),
        )
        measured[button.offer.card.id] = round(band_text_ratio(button.grab().toImage(), band), 2)
    print(measured)
    assert f"{rose.value}-" in " ".join(measured), "the rose's transport can be played"
    assert {card: ratio for card, ratio in measured.items() if ratio < AA_TEXT} == {}


#: 16 spaces from London eastwards, handcuffs on 12–14, London on 15: won in two turns.
SHORT_TRACK = "\n".join(
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


def test_the_race_jump_offer_and_winner_screen_are_readable(
    system_theme: str, start_program: StartProgram, qtbot: QtBot
) -> None:
    """A short race in the theme: the offer of the jump into London and the winner's
    screen (painted paper) keep every text at 4.5:1."""
    config = RaceConfig(
        ("Anna", "Ben"),
        setup=FixedSetup(
            hands=(("train-5a", "train-5b"), ("coach-1a", "coach-2a", "coach-3a")),
            first_player=0,
        ),
    )
    board = load_board(parse_yaml(SHORT_TRACK, "short track"))
    state = new_game(config, seed=2, board=board, decks=default_decks())
    window: RaceWindow = open_race(start_program, qtbot, state)
    table = window.table
    click(qtbot, table.pass_screen.ready)
    click(qtbot, table.hand_view.button_for("train-5a"))
    click(qtbot, table.pass_screen.ready)  # Ben
    click(qtbot, table.draw_one)
    click(qtbot, table.pass_screen.ready)  # Anna again
    click(qtbot, table.hand_view.button_for("train-5b"))
    assert table.bottom.currentWidget() is table.jump_prompt
    faint = too_faint(window)
    with qtbot.waitSignal(window.controller.game_over):
        click(qtbot, table.jump_prompt.take)
    assert table.pages.currentWidget() is table.winner_screen
    faint += too_faint(window)
    assert faint == []


def test_the_new_game_and_settings_dialogs_are_readable(
    system_theme: str, start_program: StartProgram, qtbot: QtBot
) -> None:
    """Game → New with a seat problem shown (two players with one token shape), and the
    Settings: every text of both dialogs reaches 4.5:1 in the theme."""
    window = start_program("play", "--seed", "11").windows[0]
    assert isinstance(window, MainWindow)
    qtbot.waitExposed(window)
    window.new_action.trigger()
    dialog = window.new_game_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    dialog.seats[1].shape.setCurrentIndex(dialog.seats[0].shape.currentIndex())
    problem = dialog.seat_problem
    qtbot.waitUntil(lambda: problem.isVisible() and problem.width() >= problem.sizeHint().width())
    faint = too_faint(dialog)
    dialog.reject()
    settings = window.open_settings_dialog()
    qtbot.waitExposed(settings)
    faint += too_faint(settings)
    settings.reject()
    assert faint == []


def test_the_journey_scoring_is_readable(
    system_theme: str, start_program: StartProgram, qtbot: QtBot, small_map: SheetMap
) -> None:
    """A two-player game on the small map played by easy computers up to its last
    action, which the table's controller then applies: the scoring that opens (the
    winner's gold total, the players' names in their colours) reaches 4.5:1."""
    window = open_journey(start_program, qtbot, small_map, fixed_setup())
    controller = window.controller
    state = controller.state
    bots = [make_bot(journey_game(), Level.EASY, seed=index) for index in range(2)]
    for _ in range(400):
        assert state.active is not None
        action = bots[state.active].decide(state)
        if is_terminal(apply(state, action)):
            break
        state = apply(state, action)
    controller.start(state, controller.looks)
    if isinstance(action, DrawRoute):
        assert controller.draw_route(action.points)
    else:
        assert controller.take_transport(action)
    qtbot.waitUntil(lambda: window.scoring_dialog is not None and window.scoring_dialog.isVisible())
    dialog = window.scoring_dialog
    assert dialog is not None
    assert too_faint(dialog) == []


def test_a_theme_switched_during_a_game_is_followed(
    qapp: QApplication, start_program: StartProgram, qtbot: QtBot
) -> None:
    """The desktop goes from light to dark while a journey and a race run: the route's
    verdict, the bill's link and the race's log take colours readable in the dark theme
    (4.5:1), not the ones chosen for the light one."""
    before = qapp.palette()
    qapp.setPalette(system_palette("light"))
    try:
        window = start_program("play", "--seed", "11").windows[0]
        assert isinstance(window, MainWindow)
        qtbot.waitExposed(window)
        table = window.table
        card = table.market.cards[Slot.TRAIN_1]
        qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
        qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: table.reach_marks is not None, timeout=5000)
        config = RaceConfig(("Anna", "Ben"), setup=FixedSetup(first_player=0))
        race: RaceWindow = open_race(start_program, qtbot, new_race(config, seed=4))
        click(qtbot, race.table.pass_screen.ready)
        click(qtbot, race.table.draw_one)
        dark = system_palette("dark")
        qapp.setPalette(dark)
        # the windows take the new palette as the event loop hands it on
        shade = dark.color(QPalette.ColorRole.Window)
        windows: tuple[QWidget, ...] = (window, race)
        qtbot.waitUntil(
            lambda: all(w.palette().color(QPalette.ColorRole.Window) == shade for w in windows)
        )
        assert too_faint(window) == []
        assert too_faint(race) == []
    finally:
        qapp.setPalette(before)


def test_every_day_of_the_calendar_is_readable(start_program: StartProgram, qtbot: QtBot) -> None:
    """The calendar's day numbers are painted on the pad's paper: in each of the 81 day
    boxes the number reaches 4.5:1 on the box (the brown was 4.0:1 on an odd month's
    Sunday)."""
    window = start_program("play", "--seed", "11").windows[0]
    assert isinstance(window, MainWindow)
    qtbot.waitExposed(window)
    calendar = window.table.calendar
    image = calendar.grab().toImage()
    ratios = {
        date_of(day).isoformat(): band_text_ratio(
            image, calendar.day_rect(day).toAlignedRect().adjusted(2, 2, -2, -2)
        )
        for day in range(LAST_DAY + 1)
    }
    print(f"lowest day number: {min(ratios.values()):.2f}:1")
    assert {day: round(ratio, 2) for day, ratio in ratios.items() if ratio < AA_TEXT} == {}
