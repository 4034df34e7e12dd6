"""Ruler drag benchmark: how fast the ruler follows the mouse on the default map.

Drags the ruler's turning handle through 300 positions on maps/world.yaml in a
1920×1080 window (offscreen), with the marks of the places the ruler can reach shown, and
prints p50/p95 of the live validation (the same ``judge_route`` the engine uses, with the
first illegal point) and of validation plus repaint per move (target p95 ≤ 8 ms), in
wall-clock time and in this process's CPU time (which other programs on a busy machine do
not inflate).
Then starts the program in a subprocess and prints the time from process start to the
window shown with the default map (target ≤ 0.8 s).

    uv run python benchmarks/ruler_drag.py [--positions N] [--startups N] [--balloon]
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import subprocess
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from timing import PaintCounter, percentile

from eighty_days.app import scratch_folders


def drag_benchmark(positions: int, balloon: bool = False) -> None:
    """Drag the ruler through ``positions`` angles and print the per-move figures."""
    from eighty_days.app import Program
    from eighty_days.engine.journey import Slot, TakeBalloon, TakeTransport
    from eighty_days.ui.journey.scene_geometry import to_scene

    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    window = Program(app).new_journey_window(None, 1872)
    window.resize(1920, 1080)
    window.show()
    QTest.qWaitForWindowExposed(window)
    table = window.table
    controller = window.controller
    judged: list[float] = []

    def timed_judge(points):  # type: ignore[no-untyped-def]
        started = time.perf_counter()
        result = controller.preview_route(points)
        judged.append(time.perf_counter() - started)
        return result

    table.set_route_judge(timed_judge, controller.ruler_spec)
    choice = TakeBalloon("roziere") if balloon else TakeTransport(Slot.TRAIN_1)
    if not controller.take_transport(choice):
        raise SystemExit("could not take a transport")
    app.processEvents()
    ruler = table.ruler
    assert ruler is not None
    waited = time.perf_counter()
    while table.reach_marks is None and time.perf_counter() - waited < 10:
        QTest.qWait(5)  # the marks come from a worker thread
    marks = table.reach_marks
    shown = len(marks.marks.places) if marks is not None and marks.isVisible() else 0
    view = table.view
    viewport = view.viewport()
    counter = PaintCounter()
    viewport.installEventFilter(counter)
    pivot = to_scene(ruler.origin)
    handle = ruler.far_end_scene_pos()
    radius = math.hypot(handle.x() - pivot.x(), handle.y() - pivot.y())
    QTest.mousePress(
        viewport,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        view.mapFromScene(handle),
    )
    app.processEvents()
    judged.clear()
    totals: list[float] = []
    cpu_totals: list[float] = []
    missed_paints = 0
    start_angle = math.atan2(-(handle.y() - pivot.y()), handle.x() - pivot.x())
    for step in range(1, positions + 1):
        angle = start_angle + 2 * math.pi * step / positions
        target = QPointF(pivot.x() + radius * math.cos(angle), pivot.y() - radius * math.sin(angle))
        point: QPoint = view.mapFromScene(target)
        paints = counter.paints
        started = time.perf_counter()
        cpu_started = time.process_time()
        QTest.mouseMove(viewport, point)
        app.processEvents()
        totals.append(time.perf_counter() - started)
        cpu_totals.append(time.process_time() - cpu_started)
        if counter.paints == paints:
            missed_paints += 1
    QTest.mouseRelease(
        viewport,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        view.mapFromScene(target),
    )
    judged_ms = [1000 * v for v in judged]
    totals_ms = [1000 * v for v in totals]
    cpu_ms = [1000 * v for v in cpu_totals]
    print(
        f"ruler drag on {window.sheet.name}, 1920x1080, {positions} positions, "
        f"{len(judged)} validations, {positions - missed_paints} repainted moves, "
        f"{shown} places marked"
    )
    print(
        f"  validation          p50 {percentile(judged_ms, 0.5):6.2f} ms   "
        f"p95 {percentile(judged_ms, 0.95):6.2f} ms"
    )
    print(
        f"  validation+repaint  p50 {percentile(totals_ms, 0.5):6.2f} ms   "
        f"p95 {percentile(totals_ms, 0.95):6.2f} ms   (target p95 <= 8 ms)"
    )
    print(
        f"  same, CPU time      p50 {percentile(cpu_ms, 0.5):6.2f} ms   "
        f"p95 {percentile(cpu_ms, 0.95):6.2f} ms   (this process only; load average "
        f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)"
    )
    window.close()


def _startup_times(runs: int, environment: dict[str, str]) -> list[float]:
    """Seconds from spawning ``eighty-days --startup-probe`` to its window shown."""
    command = [sys.executable, "-m", "eighty_days", "--startup-probe"]
    times: list[float] = []
    for _ in range(runs):
        spawned = time.time()
        result = subprocess.run(
            command,
            env=environment,
            capture_output=True,
            text=True,
            check=False,
            timeout=120,
        )
        shown = next(
            (line for line in result.stdout.splitlines() if line.startswith("window shown at")),
            None,
        )
        if shown is None:
            raise SystemExit(f"the program did not report its window:\n{result.stderr}")
        times.append(float(shown.split()[-1]) - spawned)
    return times


def startup_benchmark(runs: int) -> None:
    """Start ``eighty-days`` in a subprocess; time from spawn to the window shown."""
    if runs <= 0:
        return
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    # As a player's machine runs it: Python keeps the compiled modules. One start first,
    # unmeasured, writes them (some sandboxes and CI set PYTHONDONTWRITEBYTECODE; then every
    # start compiles every module again: measured apart below).
    environment.pop("PYTHONDONTWRITEBYTECODE", None)
    _startup_times(1, environment)
    times = _startup_times(runs, environment)
    print(
        f"start to window shown (default map, {runs} runs): "
        f"best {min(times):.3f} s, median {statistics.median(times):.3f} s, "
        f"p95 {percentile(times, 0.95):.3f} s (target <= 0.8 s; load average "
        f"{os.getloadavg()[0]:.1f})"
    )
    uncached = _startup_times(runs, dict(environment, PYTHONDONTWRITEBYTECODE="1"))
    print(
        f"  with PYTHONDONTWRITEBYTECODE=1 (the program's own modules compiled at every "
        f"start): median {statistics.median(uncached):.3f} s"
    )
    floor = []
    for _ in range(runs):
        spawned = time.perf_counter()
        subprocess.run(
            [sys.executable, "-c", "import numpy, shapely, PySide6.QtWidgets"],
            env=environment,
            check=True,
        )
        floor.append(time.perf_counter() - spawned)
    print(
        f"  for scale: importing numpy, shapely and Qt alone takes {min(floor):.3f} s here "
        f"(load average {os.getloadavg()[0]:.1f})"
    )


def main() -> None:
    """Run both benchmarks."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=300)
    parser.add_argument("--startups", type=int, default=5)
    parser.add_argument(
        "--balloon",
        action="store_true",
        help="drag a balloon (about fifty places marked round London) instead of a train",
    )
    args = parser.parse_args()
    drag_benchmark(args.positions, args.balloon)
    startup_benchmark(args.startups)


if __name__ == "__main__":
    with scratch_folders():  # the program's settings and data: nothing of the user's
        main()
