"""Logs benchmark: how long the journey table takes to write its logs from a history.

Plays a whole four-player game between easy computer opponents on the default world
map, then, on the program's window (``app.Program.new_journey_window``, offscreen):

* opening or resuming that game (the logs written by replaying the whole history):
  ``open: median M ms, p95 P ms``;
* undoing two actions and redoing them (two states put on the table, as Edit → Undo and
  Redo do): ``undo 2 + redo 2: median M ms, p95 P ms``.

    uv run python benchmarks/table_logs.py [--runs N] [--seed S]
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from collections.abc import Callable

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from eighty_days.ai.base import Game, Level
from eighty_days.ai.bots import make_bot
from eighty_days.app import Program, scratch_folders
from eighty_days.engine.journey import JourneyState, apply, is_terminal
from eighty_days.ui.journey.table_logs import TableLogs


def timed(runs: int, action: Callable[[], None]) -> tuple[float, float]:
    """Median and p95 of ``action`` in milliseconds."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    return statistics.median(times), times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]


def main() -> int:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    window = Program(app).new_journey_window(None, args.seed, ("Ann", "Ben", "Cleo", "Dan"))
    state = window.controller.state
    states: list[JourneyState] = [state]
    bots = [make_bot(Game.JOURNEY, Level.EASY, seed=i) for i in range(len(state.players))]
    while not is_terminal(state):
        assert state.active is not None
        state = apply(state, bots[state.active].decide(state))
        states.append(state)
    looks = window.controller.looks
    table = window.table
    print(f"a game of {len(state.history)} actions")

    def opened() -> None:
        # as a game opened from a file: nothing logged before
        table.logs = TableLogs(table.log, lambda: table.panels)
        table.logs.sync(state)

    median, p95 = timed(args.runs, opened)
    print(f"open: median {median:.1f} ms, p95 {p95:.1f} ms ({table.log.count()} lines)")

    def undo_redo() -> None:
        window.controller.start(states[-3], looks)
        window.controller.start(states[-1], looks)

    median, p95 = timed(args.runs, undo_redo)
    print(f"undo 2 + redo 2: median {median:.1f} ms, p95 {p95:.1f} ms")
    window.close()
    app.processEvents()
    return 0


if __name__ == "__main__":
    with scratch_folders():  # the program's settings and data: nothing of the user's
        raise SystemExit(main())
