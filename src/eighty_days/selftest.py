"""``eighty-days --self-test``: does the installed program work on this machine?

It starts the program offscreen through its own entry point (``app.start_program``, as
``eighty-days`` does) with its settings and data in a temporary folder, and lets a computer
opponent play one turn in the journey window, then does the same in the 1986 race's
window, through the windows' own controllers (so the engine, the bots, the data files, the
saves, undo, autosave and the Qt drawing all run). It prints one line per check and
returns 0, or says what failed and returns 1. Nothing is left in the user's folders.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

#: The seed of both games (a fixed deal, so a failure can be reproduced).
SELF_TEST_SEED = 1872
#: At most this many actions for one turn (a turn is a few actions in either game).
MAX_ACTIONS_PER_TURN = 40
#: Qt's notes that say nothing about the program: the offscreen platform lacking window
#: manager calls, and Qt switching a non-UTF-8 locale (no LANG) to C.UTF-8 by itself.
HARMLESS_QT_NOTES = (
    "This plugin does not support ",
    "Detected locale ",
)


class SelfTestError(Exception):
    """A check of the self-test did not hold (the message says which)."""


def _say(text: str) -> None:
    """Print a progress line (a windowed program on Windows has no stdout)."""
    if sys.stdout is not None:
        print(text, flush=True)


def _show(window: Any) -> None:
    """Size ``window`` as a laptop's screen, let Qt paint it, and check it really is on the
    (offscreen) screen."""
    from PySide6.QtWidgets import QApplication

    window.resize(1280, 800)
    QApplication.processEvents()
    window.repaint()
    if not window.isVisible():
        raise SelfTestError(f"the window {window.windowTitle()!r} did not open")


@contextmanager
def _started(args: argparse.Namespace) -> Iterator[Any]:
    """The program started through its entry point (``app.start_program``) for ``args``,
    its settings and data in a temporary folder (nothing of the user's is read or
    written); yields the window it opened, with saves, undo and autosave installed, and
    closes everything after."""
    from eighty_days.app import close_program, scratch_folders, start_program

    with scratch_folders() as store:
        program = start_program(args, store=store, first_start=False)
        try:
            if not program.windows:
                raise SelfTestError("the program opened no window")
            yield program.windows[0]
        finally:
            close_program(program)


def _check_saves(window: Any, game: str) -> str:
    """The game on ``window``'s table is autosaved among the games in progress exactly as
    it stands, and Edit → Undo (Take back) takes its last step back and Redo brings it
    again (or says that drawn cards hold it); returns what held."""
    from eighty_days.saves import SaveError, load_save

    support = getattr(window, "save_support", None)
    if support is None:
        raise SelfTestError(f"the {game} window has no saves, undo or autosave")
    saves, undo, session = support.saves, support.undo, support.session
    if saves.progress_id is None:
        raise SelfTestError(f"the {game} was not autosaved among the games in progress")
    try:
        loaded = load_save(saves.store.save_path(saves.progress_id))
    except SaveError as error:
        raise SelfTestError(f"the {game}'s autosave cannot be read: {error}") from error
    state = session.state()
    if tuple(loaded.state.history) != tuple(state.history):
        raise SelfTestError(f"the {game}'s autosave is not the game on the table")
    if undo.undo_target() is None:
        if not undo.held_by_reveal:
            raise SelfTestError(f"Undo is off in the {game} with nothing played to take back")
        return "autosaved; undo held by the cards drawn"
    if not undo.undo() or len(session.state().history) >= len(state.history):
        raise SelfTestError(f"Undo did not take the {game}'s last step back")
    if not undo.redo() or tuple(session.state().history) != tuple(state.history):
        raise SelfTestError(f"Redo did not bring the {game}'s step again")
    return "autosaved; undo and redo work"


def check_journey_turn() -> str:
    """Start the program (``eighty-days``); in its journey window a computer opponent plays
    the first player's whole turn, autosaved and undoable."""
    from PySide6.QtWidgets import QApplication

    from eighty_days.ai.base import Game, Level
    from eighty_days.ai.bots import make_bot
    from eighty_days.engine.journey import DrawRoute, current_player

    args = argparse.Namespace(command="play", map=None, seed=SELF_TEST_SEED)
    with _started(args) as window:
        _show(window)
        controller = window.controller
        player = current_player(controller.state)
        if player is None:
            raise SelfTestError("the journey game is over before it began")
        bot = make_bot(Game.JOURNEY, Level.NORMAL, SELF_TEST_SEED)
        actions, saved = 0, ""
        while current_player(controller.state) == player:
            if actions >= MAX_ACTIONS_PER_TURN:
                raise SelfTestError(f"the journey turn did not end in {actions} actions")
            action = bot.decide(controller.state)
            if isinstance(action, DrawRoute):
                accepted = controller.draw_route(action.points)
            else:
                accepted = controller.take_transport(action)
            if not accepted:
                raise SelfTestError(f"the journey game refused the bot's action {action}")
            actions += 1
            QApplication.processEvents()
            if actions == 1:  # mid-turn: the step can be taken back
                saved = _check_saves(window, "journey")
        window.repaint()
        return f"journey: the main window opened; a computer turn took {actions} actions; {saved}"


def check_race_turn() -> str:
    """Start the program (``eighty-days race``); in its race window a computer opponent
    plays the first player's whole turn, autosaved and undoable."""
    from PySide6.QtWidgets import QApplication

    from eighty_days.ai.base import Game, Level
    from eighty_days.ai.bots import make_bot
    from eighty_days.engine.race.rules import current_player

    args = argparse.Namespace(command="race", players=2, seed=SELF_TEST_SEED)
    with _started(args) as window:
        _show(window)
        controller = window.controller
        player = current_player(controller.state)
        if player is None:
            raise SelfTestError("the race is over before it began")
        bot = make_bot(Game.RACE, Level.NORMAL, SELF_TEST_SEED)
        actions, saved = 0, ""
        while current_player(controller.state) == player:
            if actions >= MAX_ACTIONS_PER_TURN:
                raise SelfTestError(f"the race turn did not end in {actions} actions")
            action = bot.decide(controller.state)
            if not controller.perform(action):
                raise SelfTestError(f"the race refused the bot's action {action}")
            actions += 1
            QApplication.processEvents()
            if actions == 1:  # mid-turn: the step can be taken back
                saved = _check_saves(window, "race")
        window.repaint()
        return f"race: the window opened; a computer turn took {actions} actions; {saved}"


#: The checks, in order: (name, function returning a line to print).
CHECKS: tuple[tuple[str, Callable[[], str]], ...] = (
    ("journey game", check_journey_turn),
    ("race game", check_race_turn),
)


def qt_note_for_the_player(kind: Any, message: str) -> str | None:
    """The line to print for Qt's message ``message`` of ``kind`` (a ``QtMsgType``) during
    the self-test: None for debug and info and for the harmless notes of
    ``HARMLESS_QT_NOTES``, else the message marked as Qt's."""
    from PySide6.QtCore import QtMsgType

    if kind in (QtMsgType.QtDebugMsg, QtMsgType.QtInfoMsg):
        return None
    if message.startswith(HARMLESS_QT_NOTES):
        return None
    return f"self-test: Qt: {message}"


def _print_qt_note(kind: Any, _context: Any, message: str) -> None:
    """The self-test's Qt message handler: only what concerns the player reaches stderr."""
    line = qt_note_for_the_player(kind, message)
    if line is not None and sys.stderr is not None:
        print(line, file=sys.stderr, flush=True)


def run_self_test(*, verbose_errors: bool = True) -> int:
    """Run every check offscreen; 0 if all held, else 1 (each failure printed). Qt's own
    harmless notes are kept off the terminal while it runs."""
    try:
        from PySide6.QtCore import qInstallMessageHandler
    except Exception:  # no Qt at all: the checks say so
        return _run_checks(verbose_errors=verbose_errors)
    previous = qInstallMessageHandler(_print_qt_note)
    try:
        return _run_checks(verbose_errors=verbose_errors)
    finally:
        qInstallMessageHandler(previous)


def _run_checks(*, verbose_errors: bool) -> int:
    """The self-test's body: Qt started offscreen, then every check."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    started = time.perf_counter()
    failures: list[str] = []
    try:
        from PySide6.QtWidgets import QApplication

        from eighty_days.ui.common.gui_gc import install_gui_thread_collector

        app = QApplication.instance() or QApplication(sys.argv[:1])
        install_gui_thread_collector(app)  # as the program: cycles freed on this thread
        app.setApplicationName("Eighty Days")
    except Exception as error:  # a missing system library shows up here
        message = f"self-test: FAILED: Qt cannot start: {error}"
        print(message, file=sys.stderr)
        return 1
    for name, check in CHECKS:
        try:
            _say(f"self-test: {check()}")
        except Exception as error:
            reason = str(error) or type(error).__name__
            failures.append(f"{name}: {reason}")
            print(f"self-test: FAILED: {name}: {reason}", file=sys.stderr)
            if verbose_errors:
                traceback.print_exc()
    elapsed = time.perf_counter() - started
    if failures:
        print(f"self-test: {len(failures)} of {len(CHECKS)} checks failed", file=sys.stderr)
        return 1
    _say(f"self-test: OK ({len(CHECKS)} checks, {elapsed:.1f} s)")
    return 0
