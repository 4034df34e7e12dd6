"""Aiming benchmark: clicks per route, marks against the engine, speed of the marks.

Drives the program's window (``app.Program.new_journey_window``, offscreen, 1920×1080) over
positions from real games on the default world map (games between computer opponents;
each position a player holding a transport card). For each position it:

* waits for the marks of the places the held ruler can reach (computed off the GUI
  thread), picks a marked place at random (seeded) and clicks it with real mouse events
  until the engine holds a route there: ``clicks per route: median M, max X``;
* checks the marks against the engine: every marked place's route is accepted by
  ``apply`` and ends there, and every location the engine accepts as the end of a
  straight route with the held card is marked: ``marked places agree with the engine:
  A of B`` (B counts both kinds of check);
* times the mark computation (``sheet.reach.compute_reach``), straight only and with
  detours: p50/p95 (targets: 30 ms and 120 ms at p95).

    uv run python benchmarks/aim.py [--positions N] [--seed S]
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# the positions of real games come from the tests' support modules
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "support"))

from PySide6.QtCore import QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from timing import percentile

from eighty_days.app import scratch_folders


def main() -> None:
    """Run the benchmark and print its lines."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1872)
    args = parser.parse_args()

    from journey_positions import draw_positions

    from eighty_days.app import Program
    from eighty_days.engine.common import IllegalActionError
    from eighty_days.engine.journey import DrawRoute, apply, held_ruler
    from eighty_days.sheet.reach import compute_reach, straight_route
    from eighty_days.ui.journey.scene_geometry import to_scene
    from eighty_days.ui.journey.seats import default_looks

    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    window = Program(app).new_journey_window(None, args.seed)
    window.resize(1920, 1080)
    window.show()
    QTest.qWaitForWindowExposed(window)
    sheet = window.sheet
    started = time.perf_counter()
    positions = draw_positions(sheet, args.positions)
    print(
        f"{len(positions)} positions from games between computer opponents on {sheet.name} "
        f"({time.perf_counter() - started:.1f} s to play them)"
    )
    rng = random.Random(args.seed)
    table = window.table
    view = table.view
    clicks_per_route: list[int] = []
    no_marks = 0
    agree = checks = 0
    straight_ms: list[float] = []
    detour_ms: list[float] = []

    def ends_at(state: object, route: tuple[tuple[float, float], ...]) -> str | None:
        try:
            after = apply(state, DrawRoute(route))  # type: ignore[arg-type]
        except IllegalActionError:
            return None
        return after.players[state.active].location  # type: ignore[attr-defined]

    for state in positions:
        assert state.in_hand is not None and state.active is not None
        query = table.reach.query(state)
        assert query is not None
        # -- speed of the marks (on this thread, the geometry warm) ------------------------
        for bends, samples in ((False, straight_ms), (True, detour_ms)):
            begun = time.perf_counter()
            compute_reach(
                query.geometry,
                query.origin,
                query.transport,
                query.segments,
                coast_crossing=query.coast_crossing,
                bends=bends,
            )
            samples.append(1000 * (time.perf_counter() - begun))
        # -- the window: marks, then clicks ---------------------------------------------
        looks = default_looks(tuple(player.name for player in state.players))
        window.controller.start(state, looks)
        waited = time.perf_counter()
        while table.reach_marks is None and time.perf_counter() - waited < 10:
            QTest.qWait(2)
        marks_item = table.reach_marks
        if marks_item is None:
            raise SystemExit("the marks did not come")
        marks = marks_item.marks
        # -- agreement with the engine -------------------------------------------------
        for place in marks.places:
            checks += 1
            agree += ends_at(state, place.route) == place.location_id
        marked = {p.location_id for p in marks.straight}
        ruler = held_ruler(state)
        assert ruler is not None
        total = sum(query.segments)
        for location in sheet.locations:
            gap = math.dist(query.origin, location.point)
            if gap < 1e-9 or gap > total:
                continue
            route = straight_route(query.origin, location.point, query.segments)
            if ends_at(state, route) == location.id:
                checks += 1
                agree += location.id in marked
        if marks.is_empty():
            no_marks += 1
            continue
        place = rng.choice(marks.places)
        target = to_scene(sheet.location(place.location_id).point)
        view.ensureVisible(QRectF(target, target).adjusted(-3, -3, 3, 3))
        seat = state.active
        clicks = 0
        while window.controller.state.players[seat].routes == state.players[seat].routes:
            if clicks >= 6:
                break
            QTest.mouseClick(
                view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(target)
            )
            app.processEvents()
            clicks += 1
        drawn = window.controller.state.players[seat]
        if drawn.location != place.location_id:
            raise SystemExit(f"{clicks} clicks did not draw the route to {place.location_id}")
        clicks_per_route.append(clicks)

    print(
        f"clicks per route: median {statistics.median(clicks_per_route):g}, "
        f"max {max(clicks_per_route)}  ({len(clicks_per_route)} routes; "
        f"{no_marks} positions without a marked place)"
    )
    print(f"marked places agree with the engine: {agree} of {checks}")
    print(
        f"marks, straight:     p50 {percentile(straight_ms, 0.5):6.2f} ms   "
        f"p95 {percentile(straight_ms, 0.95):6.2f} ms   (target p95 <= 30 ms)"
    )
    print(
        f"marks, with detours: p50 {percentile(detour_ms, 0.5):6.2f} ms   "
        f"p95 {percentile(detour_ms, 0.95):6.2f} ms   (target p95 <= 120 ms; load average "
        f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)"
    )
    window.close()


if __name__ == "__main__":
    with scratch_folders():  # the program's settings and data: nothing of the user's
        main()
