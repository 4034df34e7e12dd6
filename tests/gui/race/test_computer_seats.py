"""Computer seats in the race (issue 6, In the program): chosen in the setup dialog, thinking
off the UI thread, each card played after a short visible delay, money bags paid when a
computer seat is asked to defend (ruling R1986-03), no pass-to screen for computer seats,
and none at all with only one person at the table."""

from __future__ import annotations

import random

import pytest
from program_helpers import StartProgram
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QAbstractButton, QDialogButtonBox
from pytestqt.qtbot import QtBot

from eighty_days.engine.race import (
    Defend,
    FixedSetup,
    Phase,
    PlayCard,
    RaceConfig,
    RaceState,
    Transport,
    apply,
    current_player,
)
from eighty_days.shipped_race import new_race
from eighty_days.ui.race.looks import default_pawn_looks
from eighty_days.ui.race.setup import (
    RACE_SEAT_CHOICES,
    RaceSeat,
    RaceSeatKind,
    RaceSettings,
    RaceSetupWidget,
)
from eighty_days.ui.race.window import RaceWindow

pytestmark = pytest.mark.gui

SEAT_INDEX = {text: index for index, (text, _, _) in enumerate(RACE_SEAT_CHOICES)}


def race_window(
    start_program: StartProgram,
    qtbot: QtBot,
    state: RaceState,
    seats: tuple[str, ...],
    speed: float = 0.0,
) -> RaceWindow:
    """The program's race window (``Program.race_window``) over ``state`` with ``seats``
    ("Human", "Computer: hard", ...), shown; the window the program started with is
    closed."""
    looks = default_pawn_looks(tuple(p.name for p in state.players))
    settings = RaceSettings(
        seats=tuple(
            RaceSeat(
                look, RACE_SEAT_CHOICES[SEAT_INDEX[text]][1], RACE_SEAT_CHOICES[SEAT_INDEX[text]][2]
            )
            for look, text in zip(looks, seats, strict=True)
        ),
        seed=state.seed,
    )
    program = start_program("race", "--seed", str(state.seed))
    first = program.windows[0]
    window = program.race_window(settings, state=state)
    window.computer_seats.speed_factor = speed
    first.close()
    window.resize(1400, 900)
    qtbot.waitExposed(window)
    return window


def offered_buttons(window: RaceWindow) -> list[QAbstractButton]:
    """Every visible, enabled button a person may click now (bottom area, event card)."""
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


def person_clicks(qtbot: QtBot, window: RaceWindow, chooser: random.Random) -> None:
    """The person plays by clicks: a playable card if there is one, else an offered button."""
    table = window.table
    buttons = offered_buttons(window)
    assert buttons, "the person to decide is offered something to click"
    cards = [b for b in buttons if b in table.hand_view.buttons]
    button = chooser.choice(cards if cards else buttons)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    choices = [b for b in table.hand_view.choice_buttons if b.isEnabled()]
    if table.hand_view.choice_row.isVisible() and choices:
        qtbot.mouseClick(chooser.choice(choices), Qt.MouseButton.LeftButton)


def test_the_setup_offers_computer_seats_at_three_levels(qtbot: QtBot) -> None:
    """The setup's seat column: a person, or the computer at easy, normal or hard."""
    form = RaceSetupWidget()
    qtbot.addWidget(form)
    form.player_count.setValue(3)
    form.seats[1].kind.setCurrentIndex(SEAT_INDEX["Computer: hard"])
    form.seats[2].kind.setCurrentIndex(SEAT_INDEX["Computer: easy"])
    seats = form.settings().seats
    assert [(s.kind, s.level) for s in seats] == [
        (RaceSeatKind.HUMAN, "normal"),
        (RaceSeatKind.COMPUTER, "hard"),
        (RaceSeatKind.COMPUTER, "easy"),
    ]
    form.set_settings(form.settings())
    assert form.seats[1].kind.currentText() == "Computer: hard"


def test_a_person_plays_by_clicks_against_the_computer_without_pass_screens(
    start_program: StartProgram,
    qtbot: QtBot,
) -> None:
    """One person and a computer seat: the person clicks, the computer answers through the
    controller; with one person at the table no pass-to screen ever shows, and the
    computer's hand is never on screen."""
    state = new_race(RaceConfig(("Ann", "Cid"), wind_rose=Transport.SHIP), seed=4)
    window = race_window(start_program, qtbot, state, ("Human", "Computer: normal"))
    table = window.table
    chooser = random.Random(4)
    computer_moves: list[object] = []
    window.computer_seats.played.connect(computer_moves.append)
    for _ in range(400):
        state = window.state
        if state.phase is Phase.GAME_OVER:
            break
        assert table.bottom.currentWidget() is not table.pass_screen
        if current_player(state) == 0:
            person_clicks(qtbot, window, chooser)
        else:
            assert table.bottom.currentWidget() is window.computer_seats.thinking
            assert table.hand_view.buttons == []
            with qtbot.waitSignal(window.computer_seats.played, timeout=10000):
                pass
    assert window.state.phase is Phase.GAME_OVER
    assert len(computer_moves) >= 5
    assert table.pages.currentWidget() is table.winner_screen


def test_a_computer_victim_pays_a_money_bag(start_program: StartProgram, qtbot: QtBot) -> None:
    """Ruling R1986-03 and Handschellenkarte: Anna plays handcuffs on Ben, a hard computer
    seat on space 4 with a money bag; Ben pays the bag and stays on space 4."""
    config = RaceConfig(
        ("Anna", "Ben"),
        wind_rose=Transport.TRAIN,
        setup=FixedSetup(
            hands=(("handcuffs-1", "coach-1a"), ("train-4a", "money-bag-1", "coach-2a")),
            first_player=1,
        ),
    )
    state = apply(new_race(config, seed=9), PlayCard("train-4a"))
    window = race_window(start_program, qtbot, state, ("Human", "Computer: hard"))
    table = window.table
    assert table.bottom.currentWidget() is table.hand_page  # Anna is always at the screen
    with qtbot.waitSignal(window.computer_seats.played, timeout=10000) as played:
        qtbot.mouseClick(table.hand_view.button_for("handcuffs-1"), Qt.MouseButton.LeftButton)
    assert played.args == [Defend("money-bag-1")]
    assert "money-bag-1" in window.state.discard_pile
    assert window.state.players[1].position == 4


def test_each_computer_card_waits_a_visible_moment_while_the_window_runs(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """A computer's decision is shown before it is played: the state stays until the delay
    has passed, and the event loop keeps running meanwhile (the window never freezes)."""
    state = new_race(RaceConfig(("Cid", "Dot")), seed=8)
    ticks = [0]
    timer = QTimer()
    timer.setInterval(1)
    timer.timeout.connect(lambda: ticks.__setitem__(0, ticks[0] + 1))
    timer.start()
    window = race_window(
        start_program, qtbot, state, ("Computer: hard", "Computer: hard"), speed=0.2
    )
    with qtbot.waitSignal(window.computer_seats.showing, timeout=10000) as shown:
        pass
    shown_state, action = shown.args
    assert window.state is shown_state  # not yet played
    assert window.table.bottom.currentWidget() is window.computer_seats.thinking
    seat = current_player(shown_state)
    assert seat is not None
    name = shown_state.players[seat].name
    assert f"{name} (computer)" in window.computer_seats.thinking.text()
    ticks_shown = ticks[0]
    with qtbot.waitSignal(window.computer_seats.played, timeout=10000) as played:
        pass
    timer.stop()
    assert played.args == [action]
    assert ticks[0] > ticks_shown


def test_an_all_computer_race_runs_to_the_end(start_program: StartProgram, qtbot: QtBot) -> None:
    """Three computer seats race to London on their own at instant speed."""
    state = new_race(RaceConfig(("Cid", "Dot", "Eve")), seed=12)
    window = race_window(
        start_program,
        qtbot,
        state,
        ("Computer: easy", "Computer: normal", "Computer: hard"),
        speed=0.0,
    )
    qtbot.waitUntil(lambda: window.state.phase is Phase.GAME_OVER, timeout=60000)
    assert window.table.pages.currentWidget() is window.table.winner_screen


def test_hot_seat_people_pass_but_computer_seats_do_not(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """Two people and a computer: a person coming to the screen gets the pass-to screen,
    a computer seat never does (its turn shows that the computer is playing)."""
    config = RaceConfig(("Ann", "Bob", "Cid"), setup=FixedSetup(first_player=0))
    window = race_window(
        start_program, qtbot, new_race(config, seed=6), ("Human", "Human", "Computer: easy")
    )
    table = window.table
    chooser = random.Random(6)
    seen_pass_for: set[int] = set()
    for _ in range(60):
        state = window.state
        decider = current_player(state)
        if state.phase is Phase.GAME_OVER or decider is None:
            break
        if decider == 2:
            assert table.bottom.currentWidget() is window.computer_seats.thinking
            with qtbot.waitSignal(window.computer_seats.played, timeout=10000):
                pass
            continue
        if table.bottom.currentWidget() is table.pass_screen:
            seen_pass_for.add(table.pass_screen.player)
            qtbot.mouseClick(table.pass_screen.ready, Qt.MouseButton.LeftButton)
            continue
        person_clicks(qtbot, window, chooser)
    assert seen_pass_for == {0, 1}


def test_the_setup_dialog_starts_a_race_with_a_computer_seat(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """File → New race: choosing "Computer: normal" for a seat starts a race it plays."""
    state = new_race(RaceConfig(("Ann", "Ben")), seed=2)
    window = race_window(start_program, qtbot, state, ("Human", "Human"))
    dialog = window.open_setup_dialog()
    qtbot.waitExposed(dialog)
    dialog.form.seats[0].kind.setCurrentIndex(SEAT_INDEX["Computer: normal"])
    dialog.form.seats[1].kind.setCurrentIndex(SEAT_INDEX["Computer: normal"])
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    with qtbot.waitSignal(window.computer_seats.played, timeout=10000):
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert window.computer_seats.bots.keys() == {0, 1}


def test_another_race_opened_is_played_by_people(start_program: StartProgram, qtbot: QtBot) -> None:
    """A race that is not the one on the table (a saved race opened: other players) is
    played by people until computer seats are chosen again."""
    state = new_race(RaceConfig(("Ann", "Cid")), seed=3)
    window = race_window(start_program, qtbot, state, ("Human", "Computer: easy"), speed=100.0)
    assert window.computer_seats.bots.keys() == {1}
    other = new_race(RaceConfig(("Dot", "Eve")), seed=3)
    window.table.start(other, default_pawn_looks(("Dot", "Eve")))
    window.controller.start(other)
    assert window.computer_seats.bots == {}
    assert not window.computer_seats.busy
