"""A model-based walk through the program's seams (issue 44, "Tests that walk the seams"):
a hypothesis state machine starts the program through its entry point and drives it with
its real menus, dialogs and buttons: a new game of either kind (File → New game…, with or
without a computer opponent), Game → Daily journey, moves, Edit → Undo and Redo, File →
Save as… and Open…, quitting and starting the program again (continuing a game from the
Games in progress list it offers), and a second program in a child process that moves and
is killed with SIGKILL. After every step it checks, each in its own named invariant:

- no unfinished game has disappeared: every game in progress seen so far is still in the
  store (each in its own file), unless it was finished; and every game on the screen is in
  its file up to its last action (a kill loses at most the action being written);
- no hidden card became knowable through undo: the table never goes back across an
  action that showed a hidden card (a commit point), so taking a move back and playing
  it again can never show a card a person has not seen;
- a race shows only the hand of a person at the screen;
- each window's title, Edit menu and panels belong to the game on it.

The short run is in the default suite; the long one is marked slow.
"""

from __future__ import annotations

import datetime as dt
import itertools
import json
import os
import shutil
import signal
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    invariant,
    precondition,
    rule,
    run_state_machine_as_test,
)
from program_helpers import ProgramFolders, StartProgram
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QDialogButtonBox, QFileDialog, QMainWindow
from pytestqt.qtbot import QtBot

from eighty_days.engine import journey
from eighty_days.saves import JOURNEY, RACE, replay_states
from eighty_days.saves.album import Album
from eighty_days.saves.daily import DailyDeal
from eighty_days.saves.games import RULES, kind_of
from eighty_days.saves.inprogress import InProgressStore
from eighty_days.ui.album.journal import game_menu_of
from eighty_days.ui.journey.new_game_dialog import SEAT_CHOICES
from eighty_days.ui.journey.window import MainWindow
from eighty_days.ui.race.setup import RACE_SEAT_CHOICES
from eighty_days.ui.race.window import RaceWindow
from eighty_days.ui.tutorial import TUTORIAL_SEEN_KEY

pytestmark = pytest.mark.gui

SMALL_MAP = Path(__file__).resolve().parents[1] / "data" / "saves" / "journey-small.yaml"
CHILD = Path(__file__).resolve().parent / "program_child.py"
WAIT = 20000
#: A wait that keeps seeing work going on (a computer thinking, a map being read) goes on
#: for at most this long in all (ms): a computer's first decision on a busy machine can
#: take far longer than ``WAIT``.
WORKING_LIMIT = 600000

SHORT_RUN = settings(
    max_examples=4,
    stateful_step_count=12,
    deadline=None,
    suppress_health_check=list(HealthCheck),
    derandomize=True,
    database=None,
)
LONG_RUN = settings(
    max_examples=15,
    stateful_step_count=40,
    deadline=None,
    suppress_health_check=list(HealthCheck),
)


def state_of(window: QMainWindow) -> Any:
    """The state on ``window``'s table."""
    if isinstance(window, RaceWindow):
        return window.state
    assert isinstance(window, MainWindow)
    return window.controller.state


def commit_point(state: Any) -> int:
    """The number of actions up to the last one of ``state``'s game that showed a hidden
    card (0 if none did), worked out from the engine alone."""
    rules = RULES[kind_of(state)]
    states = replay_states(state)
    revealed = [
        i for i in range(1, len(states)) if rules.game.revealed_hidden(states[i - 1], states[i])
    ]
    return revealed[-1] if revealed else 0


def seams_machine(
    qtbot: QtBot,
    start_program: StartProgram,
    folders: ProgramFolders,
    files: Path,
    *,
    restarts: bool = False,
) -> type[RuleBasedStateMachine]:
    """The state machine over a program started by ``start_program``; save files go to
    ``files``; the data folder in ``folders`` is emptied before each run."""
    names = itertools.count()

    class SeamsMachine(RuleBasedStateMachine):
        """One program: its journey window, and the race windows it opens."""

        def __init__(self) -> None:
            super().__init__()
            if folders.data.exists():  # no resume offer from the last run's autosave
                shutil.rmtree(folders.data)
            #: Per window: the latest state it showed, and its commit point (model).
            self.last: dict[int, Any] = {}
            self.floor: dict[int, int] = {}
            #: Windows whose next state is a new or opened game (not a step of the last).
            self.replacing: set[int] = set()
            self.saved: list[tuple[Path, str]] = []
            #: The steps taken, printed at the end of the run (``pytest -s`` shows them).
            self.log: list[str] = []
            #: The unfinished games seen in the store: id → the kind of game (the model).
            self.unfinished: dict[str, str] = {}
            #: Per window: the id in the store of the game it plays, kept when the window
            #: lets go of it (a finished game's id is cleared once the album holds it).
            self.game_ids: dict[int, str] = {}
            #: The ids of the games seen finished on a window: each left the store for the
            #: album, and stays excused once another game replaces it on its window.
            self.finished: set[str] = set()
            self.start()

        def start(self) -> None:
            """``eighty-days --map journey-small.yaml``: the program and its journey window."""
            self.program = start_program("play", "--map", str(SMALL_MAP), "--seed", "3")
            journey_window = self.program.windows[0]
            assert isinstance(journey_window, MainWindow)
            self.journey = journey_window
            self.current: QMainWindow = journey_window
            self.follow(journey_window)

        def stop_computers(self) -> None:
            """Stop every computer opponent's thinking (before the windows close)."""
            for window in self.games():
                if isinstance(window, RaceWindow):
                    window.computer_seats.stop()
                elif isinstance(window, MainWindow):
                    window.computer_turns.stop()

        def follow_state(self, window: QMainWindow) -> None:
            """``window`` now shows another game: its model starts afresh from it."""
            self.last[id(window)] = state_of(window)
            self.floor[id(window)] = commit_point(state_of(window))

        # -- the model ---------------------------------------------------------------------

        def follow(self, window: QMainWindow) -> None:
            """Watch every state ``window`` shows (moves, the computers', undo, redo)."""
            support = window.save_support  # type: ignore[attr-defined]
            self.last[id(window)] = state_of(window)
            self.floor[id(window)] = commit_point(state_of(window))
            support.session.state_changed.connect(lambda state, w=window: self.seen(w, state))

        def seen(self, window: QMainWindow, state: Any) -> None:
            """A state shown: a new action that showed a hidden card raises the floor."""
            key = id(window)
            before = self.last.get(key)
            if key in self.replacing or before is None or kind_of(before) != kind_of(state):
                self.replacing.discard(key)
                self.floor[key] = commit_point(state)
            elif (
                len(state.history) == len(before.history) + 1
                and state.history[:-1] == before.history
                and state.seed == before.seed
                and RULES[kind_of(state)].game.revealed_hidden(before, state)
            ):
                self.floor[key] = len(state.history)
            self.last[key] = state
            self.note_game_id(window)

        def note_game_id(self, window: QMainWindow) -> None:
            """Remember the id of the game ``window`` plays, if it has one now, and that
            game as finished if ``window`` shows its end."""
            game_id = window.save_support.saves.progress_id  # type: ignore[attr-defined]
            if game_id is not None:
                self.game_ids[id(window)] = game_id
            state = state_of(window)
            if RULES[kind_of(state)].game.is_terminal(state) and id(window) in self.game_ids:
                self.finished.add(self.game_ids[id(window)])

        def games(self) -> list[QMainWindow]:
            """The game windows open now."""
            return [
                w
                for w in self.program.windows
                if isinstance(w, MainWindow | RaceWindow) and w.isVisible()
            ]

        def working(self) -> bool:
            """Whether the program is still at work: a computer of any window thinking, or
            the journey window reading another map (its New game is off meanwhile)."""
            for window in self.games():
                if isinstance(window, RaceWindow) and window.computer_seats.busy:
                    return True
                if isinstance(window, MainWindow) and window.computer_turns.busy:
                    return True
            return not self.journey.new_action.isEnabled()

        def wait_for(self, condition: Callable[[], object]) -> None:
            """Wait until ``condition`` holds. Time out when ``WAIT`` passes with the program
            idle and the condition still false (a dead end), not while it is at work."""
            waited = 0
            while True:
                try:
                    qtbot.waitUntil(lambda: bool(condition()), timeout=WAIT)
                    return
                except qtbot.TimeoutError:
                    waited += WAIT
                    if condition() or (self.working() and waited < WORKING_LIMIT):
                        continue
                    raise

        def settle(self) -> None:
            """Wait until the computers have played and a person decides (or the game ended)."""
            window = self.current
            support = window.save_support  # type: ignore[attr-defined]

            def person_decides() -> bool:
                state = state_of(window)
                if RULES[kind_of(state)].game.is_terminal(state):
                    return True
                if isinstance(window, RaceWindow):
                    busy = window.computer_seats.busy
                else:
                    assert isinstance(window, MainWindow)
                    busy = window.computer_turns.busy
                player = RULES[kind_of(state)].game.current_player(state)
                return not busy and player is not None and support.undo.is_human(player)

            self.wait_for(person_decides)

        # -- rules: what a person does -----------------------------------------------------

        @rule(
            race_game=st.booleans(),
            computer=st.booleans(),
            seed=st.integers(min_value=1, max_value=999_999),
        )
        def new_game(self, race_game: bool, computer: bool, seed: int) -> None:
            """File → New game… in the journey window: a journey or a race, the second seat a
            person or an easy computer."""
            self.log.append(
                f"new {'race' if race_game else 'journey'}{' v computer' if computer else ''}"
            )
            self.journey.activateWindow()
            # New game waits while another map is read for the last one (a busy dialog)
            self.wait_for(self.journey.new_action.isEnabled)
            before = self.journey.controller.state
            self.journey.new_action.trigger()
            dialog = self.journey.new_game_dialog
            assert dialog is not None
            qtbot.waitUntil(dialog.isVisible, timeout=WAIT)
            dialog.seed.selectAll()
            qtbot.keyClicks(dialog.seed, str(seed))
            count = len(self.program.windows)
            if race_game:
                dialog.game.setCurrentIndex(dialog.game.findData("race-1986"))
                form = dialog.race_form
                assert form is not None
                easy = next(
                    i for i, choice in enumerate(RACE_SEAT_CHOICES) if choice[2] == "easy" and i
                )
                form.seats[1].kind.setCurrentIndex(easy if computer else 0)
            else:
                dialog.game.setCurrentIndex(dialog.game.findData("journey-2024"))
                easy = next(i for i, choice in enumerate(SEAT_CHOICES) if choice[2] == "easy" and i)
                dialog.seats[1].kind.setCurrentIndex(easy if computer else 0)
                self.replacing.add(id(self.journey))
            ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
            qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
            if race_game:
                qtbot.waitUntil(lambda: len(self.program.windows) > count, timeout=WAIT)
                window = self.program.windows[-1]
                assert isinstance(window, RaceWindow)
                qtbot.waitExposed(window)
                self.follow(window)
                self.current = window
            else:
                # another map than the table's is read on a worker thread first
                self.wait_for(lambda: self.journey.controller.state is not before)
                self.current = self.journey
            self.settle()

        @rule(choices=st.lists(st.integers(min_value=0, max_value=20), min_size=1, max_size=4))
        def moves(self, choices: list[int]) -> None:
            """One to four moves with the mouse and keys on the game being played (each
            ``choice`` picks among what is on offer), the computers answering."""
            window = self.current
            self.log.append(f"{len(choices)} moves from {len(state_of(window).history)}")
            for choice in choices:
                state = state_of(window)
                if RULES[kind_of(state)].game.is_terminal(state):
                    return
                if isinstance(window, RaceWindow):
                    self.race_move(window, choice)
                else:
                    assert isinstance(window, MainWindow)
                    self.journey_move(window, choice)
                self.settle()

        def journey_move(self, window: MainWindow, choice: int) -> None:
            """A market card or a balloon (two clicks), or the shortest route (Home, Return)."""
            state = window.controller.state
            with qtbot.waitSignal(window.controller.state_changed, timeout=WAIT):
                if state.phase is journey.Phase.DRAW_ROUTE:
                    qtbot.keyClick(window.table.view, Qt.Key.Key_Home)
                    qtbot.keyClick(window.table.view, Qt.Key.Key_Return)
                    return
                market = window.table.market
                assert state.active is not None
                used = set(state.players[state.active].balloons_used)
                balloons = [w for b, w in market.balloon_cards.items() if b not in used]
                offers = [
                    market.cards[a.slot]
                    for a in journey.legal_transport_actions(state)
                    if isinstance(a, journey.TakeTransport) and not a.flip
                ]
                widgets = [*offers, *balloons]
                target = widgets[choice % len(widgets)]
                qtbot.mouseClick(target, Qt.MouseButton.LeftButton)  # the bill
                qtbot.mouseClick(target, Qt.MouseButton.LeftButton)  # taken

        def race_move(self, window: RaceWindow, choice: int) -> None:
            """The person at the screen clicks one of the buttons or cards on offer."""
            table = window.table
            if table.bottom.currentWidget() is table.pass_screen:
                qtbot.mouseClick(table.pass_screen.ready, Qt.MouseButton.LeftButton)
            skipped = {table.exchange, table.discard, table.hand_view.cancel_choice}
            buttons = [
                b
                for b in table.findChildren(QAbstractButton)
                if b.isVisible()
                and b.isEnabled()
                and getattr(b, "playable", True)  # an unplayable card is enabled: Tab
                and b not in skipped
                and b is not table.pass_screen.ready
                and not b.text().endswith("…")
                and b.window() is window
                and (b.parent() is not None)
                and b.metaObject().className() in ("QPushButton", "CardButton")
            ]
            buttons = [b for b in buttons if not table.winner_screen.isAncestorOf(b)]
            if not buttons:
                return
            before = len(window.state.history)
            qtbot.mouseClick(buttons[choice % len(buttons)], Qt.MouseButton.LeftButton)
            if table.hand_view.choice_buttons and table.hand_view.choice_buttons[0].isVisible():
                first = table.hand_view.choice_buttons[0]
                qtbot.mouseClick(first, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: len(window.state.history) != before, timeout=WAIT)

        @rule()
        def undo(self) -> None:
            """Edit → Undo (Take back in hot seat), as the menu fires it."""
            self.log.append(f"undo {len(state_of(self.current).history)}")
            self.current.save_support.undo.undo_action.trigger()  # type: ignore[attr-defined]

        @rule()
        def redo(self) -> None:
            """Edit → Redo."""
            self.log.append(f"redo {len(state_of(self.current).history)}")
            self.current.save_support.undo.redo_action.trigger()  # type: ignore[attr-defined]
            self.settle()

        @rule()
        def save(self) -> None:
            """File → Save as… a new file, chosen in the dialog."""
            self.log.append("save")
            saves = self.current.save_support.saves  # type: ignore[attr-defined]
            path = files / f"game-{next(names)}.80days.json"
            saves.save_as_action.trigger()
            dialog = saves.file_dialog
            assert isinstance(dialog, QFileDialog)
            qtbot.waitUntil(dialog.isVisible, timeout=WAIT)
            with qtbot.waitSignal(saves.game_saved, timeout=WAIT):
                dialog.selectFile(str(path))
                dialog.accept()
            self.saved.append((path, kind_of(state_of(self.current))))

        @precondition(lambda self: bool(self.saved))
        @rule(which=st.integers(min_value=0, max_value=100))
        def open(self, which: int) -> None:
            """File → Open… a game saved before, of this window's kind, chosen in the dialog."""
            self.log.append("open")
            kind = kind_of(state_of(self.current))
            paths = [path for path, saved in self.saved if saved == kind]
            if not paths:
                return
            saves = self.current.save_support.saves  # type: ignore[attr-defined]
            saves.open_action.trigger()
            dialog = saves.file_dialog
            assert isinstance(dialog, QFileDialog)
            qtbot.waitUntil(dialog.isVisible, timeout=WAIT)
            self.replacing.add(id(self.current))
            with qtbot.waitSignal(saves.game_loaded, timeout=WAIT):
                dialog.selectFile(str(paths[which % len(paths)]))
                dialog.accept()
            self.settle()

        @rule()
        def daily(self) -> None:
            """Game → Daily journey in the journey window: today's deal there, or the day's
            official try continued where it is (its own window if the table has a game)."""
            self.log.append("daily")
            self.journey.activateWindow()
            count = len(self.program.windows)
            before = {id(window): state_of(window) for window in self.games()}
            game_menu_of(self.journey).daily_action.trigger()
            seed = DailyDeal.of(dt.date.today()).seed

            def showing_the_daily() -> QMainWindow | None:
                for window in self.games():
                    state, earlier = state_of(window), before.get(id(window))
                    if not isinstance(window, MainWindow) or state.seed != seed:
                        continue
                    if earlier is None or state is not earlier or earlier.seed == seed:
                        return window
                return None

            self.wait_for(lambda: showing_the_daily() is not None)
            shown = showing_the_daily()
            assert shown is not None
            for window in self.program.windows[count:]:
                if isinstance(window, MainWindow | RaceWindow):
                    self.follow(window)
            self.follow_state(shown)  # a game of its own: its commit point from its history
            self.current = shown
            self.settle()

        @precondition(lambda self: restarts)
        @rule(which=st.integers(min_value=0, max_value=100), go_on=st.booleans())
        def quit_and_start_again(self, which: int, go_on: bool) -> None:
            """File → Quit, then ``eighty-days`` again: the Games in progress list it offers
            is answered with Continue (a game chosen by ``which``) or closed."""
            self.log.append("restart")
            self.stop_computers()
            self.program.quit()
            self.start()
            dialog = self.program.in_progress_dialog
            if dialog is None:
                return
            qtbot.waitUntil(dialog.isVisible, timeout=WAIT)
            free = [game.id for game in InProgressStore().games() if not game.locked and game.kind]
            if go_on and free:
                game_id = free[which % len(free)]
                dialog.select(game_id)
                with qtbot.waitSignal(dialog.continued, timeout=WAIT):
                    qtbot.mouseClick(dialog.continue_button, Qt.MouseButton.LeftButton)
                shown = self.program.game_window_of(game_id)
                assert isinstance(shown, MainWindow | RaceWindow)
                if shown is not self.journey:
                    self.follow(shown)
                else:
                    self.follow_state(shown)
                self.current = shown
                self.settle()
            else:
                dialog.close()

        @precondition(lambda self: restarts)
        @rule()
        def a_killed_second_program(self) -> None:
            """A second program on the same data folder (a child process) moves once in a
            game of its own and is killed with SIGKILL: its game stays in progress."""
            self.log.append("killed child")
            folders.store.setValue(TUTORIAL_SEEN_KEY, True)
            folders.store.sync()
            child = subprocess.Popen(
                [sys.executable, str(CHILD), "second program", str(folders.config)],
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
                env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
            )
            try:
                assert child.stdout is not None
                seen = json.loads(child.stdout.readline())
                moved = child.stdout.readline().split()
            finally:
                os.kill(child.pid, signal.SIGKILL)
                child.communicate(timeout=60)
            assert seen["second"] is True
            assert moved[0] == "moved", moved
            self.unfinished[moved[2]] = JOURNEY

        # -- invariants --------------------------------------------------------------------

        @invariant()
        def no_unfinished_game_disappears(self) -> None:
            """Every unfinished game seen in the store is still there (it is never replaced
            by a new game, a daily, an open or a restart); only a finished game leaves it
            (for the album). The store's unfinished games join the model.

            A finished game is known by the id its window played it under
            (``game_ids``), not by the window's ``progress_id``: once the album holds the
            game, the window clears that id along with the file (``finished_game_kept``),
            so a game finished by a move (or a computer's answer) would look lost. And it
            stays known as finished (``finished``) after a new game, a daily or an open
            replaces it on its window."""
            for window in self.games():
                self.note_game_id(window)
            listed = {game.id: game for game in InProgressStore().games()}
            for game_id in self.unfinished:
                assert game_id in listed or game_id in self.finished, (game_id, sorted(listed))
            for game_id, game in listed.items():
                if game.kind and not game.info.finished:
                    self.unfinished[game_id] = game.kind

        @invariant()
        def every_game_on_screen_is_in_its_file(self) -> None:
            """Each game window's game, once it has an action, is in its own file in the store
            up to its last action (a kill now would lose nothing)."""
            store = InProgressStore()
            for window in self.games():
                state = state_of(window)
                game_id = window.save_support.saves.progress_id  # type: ignore[attr-defined]
                if not state.history or RULES[kind_of(state)].game.is_terminal(state):
                    continue
                assert game_id is not None, type(window).__name__
                assert store.read(game_id).actions == len(state.history), game_id

        @invariant()
        def undo_never_goes_back_across_a_shown_card(self) -> None:
            """No window shows a state from before an action that showed a hidden card (so
            undoing and playing again can never show a card not seen before)."""
            for window in self.games():
                shown = len(state_of(window).history)
                assert shown >= self.floor[id(window)], (type(window).__name__, shown)

        @invariant()
        def a_race_shows_only_the_hand_of_a_person_at_the_screen(self) -> None:
            """A race's hand on the screen is the hand of a person's seat, and holds only
            that seat's cards."""
            for window in self.games():
                if not isinstance(window, RaceWindow):
                    continue
                table = window.table
                offers = table.hand_view.offers
                if table.bottom.currentWidget() is not table.hand_page or not offers:
                    continue
                viewer = table.viewer
                assert viewer is not None
                assert window.save_support.undo.is_human(viewer)
                hand = set(window.state.players[viewer].hand)
                assert {offer.card.id for offer in offers} <= hand

        @invariant()
        def each_window_shows_its_own_game(self) -> None:
            """Each game window's title names its kind, its Edit menu undoes its own game,
            and its panels show its own state."""
            for window in self.games():
                state = state_of(window)
                support = window.save_support  # type: ignore[attr-defined]
                assert support.undo.history.state is state
                edit = support.edit_menu
                assert edit is not None and support.undo.undo_action in edit.actions()
                is_race = isinstance(window, RaceWindow)
                assert kind_of(state) == (RACE if is_race else JOURNEY)
                assert ("Race" in window.windowTitle()) == is_race, window.windowTitle()
                if isinstance(window, RaceWindow):
                    assert window.table.state is state

        def teardown(self) -> None:
            """Stop the computers and close the windows of this run; print its steps."""
            print(f"seams walk, {len(self.log)} steps: {', '.join(self.log)}")
            self.stop_computers()
            for window in self.program.windows:
                window.close()

    return SeamsMachine


def test_the_seams_hold_in_a_short_walk(
    qtbot: QtBot, start_program: StartProgram, program_folders: ProgramFolders, tmp_path: Path
) -> None:
    """A few short walks through new games, the daily, moves, undo, redo, save and open keep
    every invariant (issue 44)."""
    machine = seams_machine(qtbot, start_program, program_folders, tmp_path)
    run_state_machine_as_test(machine, settings=SHORT_RUN)


@pytest.mark.slow
def test_the_seams_hold_in_a_long_walk(
    qtbot: QtBot, start_program: StartProgram, program_folders: ProgramFolders, tmp_path: Path
) -> None:
    """Many longer walks, with restarts of the program and killed second programs, keep
    every invariant (issue 44)."""
    machine = seams_machine(qtbot, start_program, program_folders, tmp_path, restarts=True)
    run_state_machine_as_test(machine, settings=LONG_RUN)


def walk(
    machine: Any,
    steps: list[tuple[str, dict[str, Any]]],
    until: Callable[[], bool] = lambda: False,
) -> None:
    """Take ``steps`` (a rule's name and its arguments) on ``machine`` (a ``SeamsMachine``)
    until ``until()`` holds, checking every invariant before the first step and after
    each one."""
    invariants = [
        "no_unfinished_game_disappears",
        "every_game_on_screen_is_in_its_file",
        "undo_never_goes_back_across_a_shown_card",
        "a_race_shows_only_the_hand_of_a_person_at_the_screen",
        "each_window_shows_its_own_game",
    ]
    for name in invariants:
        getattr(machine, name)()
    for rule_name, arguments in steps:
        getattr(machine, rule_name)(**arguments)
        for name in invariants:
            getattr(machine, name)()
        if until():
            break


@pytest.mark.slow
def test_a_game_played_to_its_end_is_not_counted_lost(
    qtbot: QtBot, start_program: StartProgram, program_folders: ProgramFolders, tmp_path: Path
) -> None:
    """A journey against the computer played to its end keeps every invariant: its file
    leaves the games in progress once the album holds it, and the window that finished it
    then has no ``progress_id`` (the album holds the game: nothing is lost); the model
    still knows the game as finished, not lost,
    also once a new game replaces it (the long walk took a daily journey it had played to
    its end for a lost game, twice: on its window, and once a new game replaced it)."""
    machine: Any = seams_machine(qtbot, start_program, program_folders, tmp_path, restarts=True)()
    steps: list[tuple[str, dict[str, Any]]] = [
        ("new_game", {"computer": True, "race_game": False, "seed": 749})
    ]
    steps += [("moves", {"choices": [0, 3, 1, 2]})] * 40

    def ended() -> bool:
        return bool(journey.is_terminal(machine.journey.controller.state))

    try:
        walk(machine, steps, until=ended)
        assert ended(), "the journey was not played to its end"
        end = machine.journey.controller.state
        album = Album()
        kept = [album.load(entry).state for entry in album.entries()]
        assert [(k.seed, tuple(k.history)) for k in kept] == [(end.seed, tuple(end.history))]
        walk(machine, [("new_game", {"computer": False, "race_game": False, "seed": 310})])
    finally:
        machine.teardown()
