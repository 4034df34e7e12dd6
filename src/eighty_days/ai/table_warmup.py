"""The opponents' per-map tables made in the background, one map at a time, each once.

The hard, expert and easy levels keep a way-home graph and a reach table per map and card
set, and a map's route geometry makes tables of its own at its first use
(``ai.journey.home.prepare``: a few seconds on the world map with nothing stored, a
fifth of a second read from the disk cache). ``prepare_in_background(config)`` has them
made on a worker thread, so that a computer's first decision finds them made: the
program asks at its start for the last game's map (``ui.journey.last_game_tables``) and
when a game with such a seat is set up (``ui.journey.computer_turns``).

Preparations run one after the other on a single worker thread (never two at once; the
worker ends when none is left). A request for a map object and card set already asked
for, queued, running or done (its tables still kept), gets that preparation back instead
of a new one: a new game or an opened game on the map prepared at the start reuses its
work. A decision
that needs the tables before they are done waits for them on its own worker thread
(``prepare`` holds a lock while it makes them), never on the GUI thread.

This module imports nothing heavy (numpy and shapely come with ``ai.journey``, loaded
by the worker itself), so the GUI thread may call it at any time.
"""

from __future__ import annotations

import threading
from collections import deque
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from eighty_days.engine.journey import JourneyConfig

#: The name of the worker thread.
WORKER_NAME = "opponents' tables"
#: How many finished preparations are remembered (to hand back to a later request).
KEPT_DONE = 4


class Preparation:
    """The background making of one map's and card set's tables (``prepare(config)``)."""

    def __init__(self, config: JourneyConfig) -> None:
        self.config = config
        #: Set once the tables are made (or making them failed).
        self.done = threading.Event()
        #: The error that stopped it, if any (the decision then meets it where it is handled).
        self.error: BaseException | None = None
        #: The thread it ran on (None until it starts).
        self.thread: threading.Thread | None = None

    def serves(self, config: JourneyConfig) -> bool:
        """Whether this preparation makes what ``config`` needs: the very same map object
        (its route geometry is kept with it) and card set."""
        return self.config.sheet is config.sheet and self.config.cards is config.cards

    def wait(self, timeout: float | None = None) -> bool:
        """Wait (at most ``timeout`` seconds) until it is done; whether it is. Never call it
        on the GUI thread: the decision that needs the tables waits on its worker."""
        return self.done.wait(timeout)


_lock = threading.Lock()
#: Preparations asked for and not yet done, the running one first.
_queue: deque[Preparation] = deque()
#: The last finished preparations, the newest last.
_finished: deque[Preparation] = deque(maxlen=KEPT_DONE)
_worker: list[threading.Thread] = []


def prepare_in_background(config: JourneyConfig) -> Preparation:
    """The preparation of ``config``'s tables: one already asked for (queued, running or
    done) if it serves ``config``, else a new one queued on the worker thread (started if
    none runs). Cheap on any thread: nothing is computed here."""
    with _lock:
        for preparation in _queue:
            if preparation.serves(config):
                return preparation
        for preparation in _finished:
            if preparation.serves(config) and _still_made(preparation):
                return preparation
        preparation = Preparation(config)
        _queue.append(preparation)
        if not _worker or not _worker[0].is_alive():
            worker = threading.Thread(target=_work, name=WORKER_NAME, daemon=True)
            _worker[:] = [worker]
            worker.start()
        return preparation


def _still_made(preparation: Preparation) -> bool:
    """Whether a finished ``preparation`` made its tables and the program still keeps
    them (a few maps are kept: another's may have taken their place)."""
    from eighty_days.ai.journey import home  # loaded by the worker that finished it

    return preparation.error is None and home.is_prepared(preparation.config)


def preparation_of(config: JourneyConfig) -> Preparation | None:
    """The preparation serving ``config`` asked for so far (queued, running or one of the
    last done), if any."""
    with _lock:
        return next((p for p in (*_queue, *_finished) if p.serves(config)), None)


def _work() -> None:
    """The worker: make the queued preparations' tables one after the other, until none
    is left."""
    from eighty_days.ai.journey import home  # numpy and shapely: loaded here, not by the GUI

    while True:
        with _lock:
            if not _queue:
                _worker.clear()
                return
            preparation = _queue[0]
        preparation.thread = threading.current_thread()
        try:
            home.prepare(preparation.config)
        except Exception as error:  # the decision meets the same error where it is handled
            preparation.error = error
        with _lock:
            _queue.popleft()
            _finished.append(preparation)
        preparation.done.set()


def forget_preparations() -> None:
    """Forget the finished preparations (a later request prepares again, finding what the
    tables' own caches keep): for tests and benchmarks."""
    with _lock:
        _finished.clear()
