"""Animation benchmark: each motion of the table played offscreen at 1920×1080.

For each motion (a new route leg drawn as a pen stroke, a day token sliding onto a
stack, the market's cards sliding and turning over, pounds marked one by one, the arrival's
celebration, race pawns stepping forwards and back for the handcuffs) the motion is
started as the program starts it, checked to be running, then played frame by frame: each
frame sets the motion's next fraction and lets Qt paint what changed. Prints frame time
p50/p95 per motion (target p95 ≤ 16.7 ms, one frame at 60 Hz) in wall-clock time, the p95
in this process's CPU time, and the p95 of the worst case, the whole widget repainted
every frame.

    uv run python benchmarks/animation.py [--frames N]
"""

from __future__ import annotations

import argparse
import os
import time
from collections.abc import Callable
from dataclasses import replace

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import itertools

from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from timing import PaintCounter, percentile


def play(name: str, frames: int, step: Callable[[float], None], widget: QWidget) -> None:
    """Play ``step`` through ``frames`` fractions. Each frame is timed twice: as played
    (the step, then Qt paints what changed) and in the worst case (the whole widget
    repainted)."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    played: list[float] = []
    played_cpu: list[float] = []
    whole: list[float] = []
    # the worst case first (the end, 1.0, left out: a motion's end clears its pictures)
    for index in range(frames):
        started = time.perf_counter()
        step(index / frames)
        widget.repaint()
        whole.append(1000 * (time.perf_counter() - started))
    counter = PaintCounter()
    widget.installEventFilter(counter)
    for index in range(frames + 1):
        started, cpu_started = time.perf_counter(), time.process_time()
        step(index / frames)
        # twice: a scene's change is posted, and its repaint posted in turn
        app.processEvents()
        app.processEvents()
        played.append(1000 * (time.perf_counter() - started))
        played_cpu.append(1000 * (time.process_time() - cpu_started))
    widget.removeEventFilter(counter)
    print(
        f"  {name:<36} p50 {percentile(played, 0.5):6.2f} ms  p95 {percentile(played, 0.95):6.2f}"
        f" ms   CPU p95 {percentile(played_cpu, 0.95):5.2f} ms   whole widget p95"
        f" {percentile(whole, 0.95):6.2f} ms   ({counter.paints} of {frames + 1} frames painted)"
    )


def journey(frames: int) -> None:
    """The route's pen stroke and the day token's slide in the program's window."""
    from eighty_days.ui.journey.map_scene import RouteDrawing
    from eighty_days.ui.journey.window import create_main_window

    window = create_main_window(None, seed=1872)
    window.resize(1920, 1080)
    window.show()
    QTest.qWaitForWindowExposed(window)
    app = QApplication.instance()
    assert app is not None
    app.processEvents()
    table = window.table
    scene = table.scene
    sheet = window.sheet
    places = {loc.id: loc.point for loc in sheet.locations}
    stops = [places[key] for key in ("london-start", "paris", "rome", "cairo") if key in places]
    legs = tuple((a, b) for a, b in itertools.pairwise(stops))
    colour = QColor("#D55E00")
    scene.show_route(RouteDrawing(legs[:-1], colour))
    scene.show_route(RouteDrawing(legs, colour))
    assert scene.route_motion.is_running, "the new leg is not drawn as a motion"
    scene.route_motion.stop()
    table.view.show_region(scene.itemsBoundingRect().adjusted(-5, -5, 5, 5))
    app.processEvents()
    play("journey: route pen stroke", frames, scene._stroke_step, table.view.viewport())

    calendar = table.calendar
    state = window.controller.state
    assert state is not None
    moved = replace(
        state,
        players=(replace(state.players[0], day=state.players[1].day + 0), *state.players[1:]),
    )
    later = replace(
        moved,
        players=(replace(moved.players[0], day=moved.players[0].day + 6), *moved.players[1:]),
    )
    calendar.show_state(moved, window.controller.looks)
    calendar.show_state(later, window.controller.looks)
    slide = calendar.token_slide
    assert slide.motion.is_running, "the day token does not slide"
    slide.motion.stop()
    play("journey: day token slide", frames, slide._step, calendar)

    from eighty_days.engine.journey import Slot, TakeTransport

    market = table.market
    window.controller.start(state, window.controller.looks)
    app.processEvents()
    window.controller.take_transport(TakeTransport(Slot.TRAIN_1))
    layer = market.motion
    assert layer.is_running, "the market's cards do not slide"
    layer.motion.stop()
    layer.show()
    play("journey: market cards slide/turn", frames, layer._step, layer)
    tracker = table.panels[0].tracker
    tracker.tally.follow({"earned": 10, "spent": 0}, {"earned": 30, "spent": 18}, same=True)
    assert tracker.tally.motion.is_running, "the pounds are not marked one by one"
    tracker.tally.motion.stop()
    play("journey: pounds circled and crossed", frames, tracker.tally._step, tracker)
    arrival = sheet.arrival_location.point
    scene.show_route(RouteDrawing(legs, colour))
    scene.show_route(RouteDrawing((*legs, (legs[-1][-1], arrival)), colour))
    assert scene.celebration_motion.is_running, "no celebration at the arrival"
    scene.celebration_motion.stop()
    scene.route_motion.stop()
    table.view.centerOn(
        scene._celebration.pos() if scene._celebration else scene.sceneRect().center()
    )
    play("journey: arrival celebration", frames, scene._celebration_step, table.view.viewport())
    window.close()


def race(frames: int) -> None:
    """Pawns stepping forwards, and back for the handcuffs, on the race board."""
    from eighty_days.engine.race import RaceConfig, new_game
    from eighty_days.ui.race.looks import default_pawn_looks
    from eighty_days.ui.race.window import RaceWindow

    state = new_game(RaceConfig(players=("Phileas", "Aouda", "Jean")), seed=1986)
    looks = default_pawn_looks(tuple(p.name for p in state.players))
    window = RaceWindow(state, looks, hot_seat=False)
    window.resize(1920, 1080)
    window.show()
    QTest.qWaitForWindowExposed(window)
    scene = window.table.board_scene
    viewport = window.table.board_view.viewport()
    ahead = replace(state, players=(replace(state.players[0], position=9), *state.players[1:]))
    scene.show_state(state, 0)
    scene.show_state(ahead, 0)
    assert scene.step_motion.is_running, "the pawn does not step"
    scene.step_motion.stop()
    play("race: pawn steps 9 spaces", frames, scene._walk_step, viewport)
    back = replace(ahead, players=(replace(ahead.players[0], position=4), *ahead.players[1:]))
    scene.show_state(back, 0)
    assert scene.step_motion.is_running, "the handcuffs move is not shown"
    scene.step_motion.stop()
    play("race: handcuffs, 5 spaces back", frames, scene._walk_step, viewport)
    window.close()


def main() -> None:
    """Parse the options and play every motion."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=60, help="frames per motion")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    from eighty_days.ui.motion import set_motion_override

    set_motion_override(1.0)  # normal speed whatever the settings say
    print(f"motions at 1920x1080, {args.frames} frames each (target p95 <= 16.7 ms)")
    journey(args.frames)
    race(args.frames)
    print(f"  (load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)")
    del app


if __name__ == "__main__":
    main()
