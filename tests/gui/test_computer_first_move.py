"""Computer seats that never keep a person waiting (issue 47): the hard level's tables are
made off the GUI thread as soon as a game with such a seat is set up, once, and are ready
before its first turn; while a computer's move is shown, the computer seat to move next
thinks ahead on the worker thread, with the decisions it would make afterwards, and a
look-ahead for a state the table never reaches (an undo, a new game) is dropped. The easy
level's tables too: it keeps London in reach by the reach table."""

from __future__ import annotations

import threading
from dataclasses import replace

import pytest
from gui_helpers import wait_for_workers
from program_helpers import StartProgram, open_journey
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot
from test_computer_seats import human_plays, start_with_seats

from eighty_days.ai.base import Level
from eighty_days.ai.bots import make_bot
from eighty_days.ai.journey import home
from eighty_days.ai.journey.home import HomeGraph, build_home_graph, is_prepared
from eighty_days.ai.journey.home_table import ReachTable, build_reach_table
from eighty_days.engine.game import journey_game
from eighty_days.engine.journey import Action, JourneyState, apply, is_terminal
from eighty_days.sheet.model import SheetMap
from eighty_days.ui.journey.seats import default_looks
from eighty_days.ui.journey.window import MainWindow, start_state

#: Actions compared between thinking ahead and thinking afterwards.
COMPARED_ACTIONS = 14


def seed_where(sheet: SheetMap, players: int, first: int) -> int:
    """A seed whose deal on ``sheet`` lets seat ``first`` of ``players`` move first."""
    looks = default_looks(("One", "Two", "Three")[:players])
    return next(s for s in range(1, 300) if start_state(sheet, looks, s).active == first)


def record_builds(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, bool]]:
    """From now on, each reach table and way-home graph built: its kind and whether it was
    built on the GUI (main) thread."""
    built: list[tuple[str, bool]] = []
    build_reach, build_graph = build_reach_table, build_home_graph

    def on_thread(kind: str) -> None:
        built.append((kind, threading.current_thread() is threading.main_thread()))

    def counted_reach(*args: object) -> ReachTable:
        on_thread("reach")
        return build_reach(*args)  # type: ignore[arg-type]

    def counted_graph(*args: object) -> HomeGraph:
        on_thread("graph")
        return build_graph(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(home, "build_reach_table", counted_reach)
    monkeypatch.setattr(home, "build_home_graph", counted_graph)
    return built


@pytest.mark.gui
@pytest.mark.parametrize("level", ["hard", "easy"])
@pytest.mark.parametrize("computer_first", [True, False], ids=["computer first", "person first"])
def test_the_computer_seats_tables_are_made_once_off_the_gui_thread_before_its_first_turn(
    start_program: StartProgram,
    qtbot: QtBot,
    small_map: SheetMap,
    monkeypatch: pytest.MonkeyPatch,
    computer_first: bool,
    level: str,
) -> None:
    """A game set up in the New game dialog with a hard (or easy: it keeps London in
    reach by the reach table) seat gets its way-home graph and reach table made in the
    background, once: a computer moving first waits for that build instead of making them
    a second time; behind a person they are ready before the person has moved."""
    fresh = replace(small_map, name=f"first move {computer_first} {level}")  # own tables
    window = open_journey(start_program, qtbot, fresh)
    window.computer_turns.speed_factor = 100.0  # the first decision stays shown
    built = record_builds(monkeypatch)
    seat = 0 if computer_first else 1
    computer = f"Computer: {level}"
    kinds = (computer, "Human") if computer_first else ("Human", computer)
    seed = seed_where(fresh, 2, 0)
    if computer_first:
        with qtbot.waitSignal(window.computer_turns.showing, timeout=60000) as shown:
            start_with_seats(qtbot, window, kinds, seed)
        assert shown.args[0].active == seat
    else:
        start_with_seats(qtbot, window, kinds, seed)
        state = window.controller.state
        assert state.active == 0
        qtbot.waitUntil(lambda: is_prepared(state.config), timeout=60000)
        assert window.controller.state is state  # the person has not moved; nobody waited
    assert window.controller.state.config.sheet is fresh
    assert is_prepared(window.controller.state.config)
    assert sorted(built) == [("graph", False), ("reach", False)]


def play_afterwards(first: JourneyState, levels: tuple[Level, ...], count: int) -> list[Action]:
    """The first ``count`` actions of a game from ``first`` between bots of ``levels``
    seated as the program seats them, each deciding once the last move is applied."""
    bots = {
        seat: make_bot(journey_game(), level, first.seed * 31 + seat)
        for seat, level in enumerate(levels)
    }
    actions: list[Action] = []
    state = first
    while len(actions) < count and not is_terminal(state):
        assert state.active is not None
        action = bots[state.active].decide(state)
        actions.append(action)
        state = apply(state, action)
    return actions


@pytest.mark.gui
def test_thinking_ahead_during_the_animation_decides_as_thinking_afterwards(
    start_program: StartProgram, qtbot: QtBot, small_map: SheetMap
) -> None:
    """With the animation on, a computer seat to move after a computer's move (its own
    route after its card, or the next computer) is asked while the move is shown; on a
    fixed seed the game goes exactly as when every decision is made afterwards."""
    window = open_journey(start_program, qtbot, small_map)
    turns = window.computer_turns
    turns.speed_factor = 0.02  # a card shown 18 ms, a route drawn 36 ms
    played: list[Action] = []
    turns.played.connect(played.append)
    start_with_seats(qtbot, window, ("Computer: hard", "Computer: normal"), seed=41)
    first = window.controller.state
    qtbot.waitUntil(lambda: len(played) >= COMPARED_ACTIONS, timeout=120000)
    turns.stop()
    assert played[:COMPARED_ACTIONS] == play_afterwards(
        first, (Level.HARD, Level.NORMAL), COMPARED_ACTIONS
    )
    assert turns.thought_ahead >= COMPARED_ACTIONS - 2  # all but the first (and the last)


def shown_with_look_ahead(qtbot: QtBot, window: MainWindow) -> JourneyState:
    """Wait until a computer's decision is shown and the next seat's look-ahead asked;
    returns the state the decision is shown for."""
    turns = window.computer_turns
    with qtbot.waitSignal(turns.showing, timeout=60000) as shown:
        pass
    assert turns._ahead_state is not None
    state = shown.args[0]
    assert isinstance(state, JourneyState)
    return state


def assert_look_ahead_dropped(qtbot: QtBot, window: MainWindow) -> None:
    """The look-ahead is forgotten; once the worker is done, nothing of it reaches the table."""
    turns = window.computer_turns
    assert turns._ahead_state is None and turns._awaiting_ahead is None
    state = window.controller.state
    shows: list[tuple[object, ...]] = []
    turns.showing.connect(lambda *args: shows.append(args))
    assert wait_for_workers(turns.runner, 60000)
    QCoreApplication.processEvents()  # the worker's queued answer is delivered (and dropped)
    assert window.controller.state is state
    assert turns.thought_ahead == 0
    assert all(args[0] is window.controller.state for args in shows)  # none for a stale state


@pytest.mark.gui
def test_an_undo_while_a_move_is_shown_drops_the_look_ahead(
    start_program: StartProgram, qtbot: QtBot, small_map: SheetMap
) -> None:
    """Edit → Undo while the computer's card is shown (its route being thought ahead) goes
    back to the person's move: the look-ahead is dropped, never applied."""
    window = open_journey(start_program, qtbot, small_map)
    window.computer_turns.speed_factor = 100.0  # the show lasts until the test acts
    start_with_seats(qtbot, window, ("Human", "Computer: normal"), seed_where(small_map, 2, 0))
    human_plays(qtbot, window)
    human_plays(qtbot, window)
    person_done = window.controller.state
    shown = shown_with_look_ahead(qtbot, window)
    assert shown is person_done and shown.active == 1
    assert window.save_support is not None
    undo = window.save_support.undo.undo_action
    assert undo.isEnabled()
    undo.trigger()
    assert window.controller.state.active == 0 and len(window.controller.state.history) < len(
        shown.history
    )
    assert_look_ahead_dropped(qtbot, window)


@pytest.mark.gui
def test_a_new_game_while_a_move_is_shown_drops_the_look_ahead(
    start_program: StartProgram, qtbot: QtBot, small_map: SheetMap
) -> None:
    """A new game set up while a computer's move is shown (the next computer's decision
    being thought ahead) drops the look-ahead: the new game is played from its own state."""
    window = open_journey(start_program, qtbot, small_map)
    window.computer_turns.speed_factor = 100.0
    start_with_seats(qtbot, window, ("Computer: normal", "Human"), seed_where(small_map, 2, 0))
    shown_with_look_ahead(qtbot, window)
    start_with_seats(qtbot, window, ("Human", "Human"), seed=5)
    assert window.controller.state.seed == 5
    assert_look_ahead_dropped(qtbot, window)
