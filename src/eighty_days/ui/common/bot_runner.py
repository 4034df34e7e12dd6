"""Computer opponents think off the UI thread: ``BotRunner`` runs one decision at a time.

A bot is a pure function of a frozen game state (``eighty_days.ai.base.Bot``), so the
state can be handed to a worker thread of a ``QThreadPool`` as it is. The result comes
back as a queued signal on the UI thread. Every request carries a number; ``cancel()``
(a new game, an undo) makes all earlier requests stale, and their results are dropped,
so a late answer never reaches a game that has moved on. The window never waits.
"""

from __future__ import annotations

import contextlib
import functools
import itertools
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, Signal, Slot

from eighty_days.ai.base import Bot
from eighty_days.settings import AppSettings, program_settings


def speed_factor_from_settings(settings: AppSettings | None = None) -> float:
    """The factor on animations' normal durations from ``settings`` (0: instant); without
    them, from the running program's (``eighty_days.settings.program_settings``).

    Computer players show their moves this much slower or faster than normal.
    """
    chosen = settings if settings is not None else program_settings()
    return float(chosen.animation_speed.duration_factor)


def same_game(before: Any, after: Any) -> bool:
    """Whether ``after`` continues or goes back within the game of ``before`` (an action,
    an undo) rather than being another game (a saved game opened): the same players and
    one history a beginning of the other."""
    if [p.name for p in before.players] != [p.name for p in after.players]:
        return False
    shorter, longer = sorted((before.history, after.history), key=len)
    return bool(longer[: len(shorter)] == shorter)


def _decide(runner: BotRunner, ticket: int, bot: Bot, state: Any) -> None:
    """One bot decision, run in a worker thread; the answer goes back through ``runner``."""
    try:
        action = bot.decide(state)
    except Exception as error:  # a bot error must reach the window, not kill a thread
        signal, payload = runner._failed_in_worker, f"{type(error).__name__}: {error}"
    else:
        signal, payload = runner._decided_in_worker, action
    # RuntimeError: the runner is gone (the window closed), nobody waits for the answer.
    with contextlib.suppress(RuntimeError):
        signal.emit(ticket, state, payload)


class BotRunner(QObject):
    """Runs bot decisions in a thread pool and announces them on the UI thread.

    ``request(bot, state)`` starts a decision and returns its ticket; ``decided(state,
    action)`` follows on the UI thread unless ``cancel()`` was called in between (or a
    newer request was made: only the newest request is answered).
    """

    #: A bot's decision: the state it was asked about and the action it chose.
    decided = Signal(object, object)
    #: A bot failed: the state and the reason (a bug in a bot, never a player's mistake).
    failed = Signal(object, str)

    # Emitted in the worker thread; queued to the UI thread by Qt (the runner lives there).
    _decided_in_worker = Signal(int, object, object)
    _failed_in_worker = Signal(int, object, object)

    def __init__(self, parent: QObject | None = None, *, threads: int = 1) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(max(1, threads))
        self._tickets = itertools.count(1)
        self._current: int | None = None
        self._decided_in_worker.connect(self._deliver)
        self._failed_in_worker.connect(self._deliver_failure)

    @property
    def busy(self) -> bool:
        """Whether a decision is awaited."""
        return self._current is not None

    def request(self, bot: Bot, state: Any) -> int:
        """Ask ``bot`` to decide in ``state`` off the UI thread; returns the request's ticket.

        An earlier request still running is made stale (its answer will be dropped).
        """
        ticket = next(self._tickets)
        self._current = ticket
        self._pool.start(functools.partial(_decide, self, ticket, bot, state))
        return ticket

    def cancel(self) -> None:
        """Forget the decision awaited (the game changed); its answer will be dropped."""
        self._current = None

    @Slot(int, object, object)
    def _deliver(self, ticket: int, state: object, action: object) -> None:
        if ticket != self._current:
            return
        self._current = None
        self.decided.emit(state, action)

    @Slot(int, object, object)
    def _deliver_failure(self, ticket: int, state: object, reason: object) -> None:
        if ticket != self._current:
            return
        self._current = None
        self.failed.emit(state, str(reason))
