"""Animation benchmark: each motion of the table played offscreen at 1920×1080.

For each motion (a new route leg drawn as a pen stroke, a day token sliding onto a
stack and stepping back a day at the date line, the market's cards sliding and turning
over, a card bought as the other transport flipping, the three motions of a card taken
played together, pounds marked one by one, the arrival's celebration, race pawns stepping
forwards and back for the handcuffs) the motion is started as the program starts it,
checked to be running, then played frame by frame after the state change's own repaint
has been let through: each frame sets the motion's next fraction and lets Qt paint what
changed. A card's entries give the click's time too (the state change and the motion's
set-up, its pictures, before the first frame). Prints frame time p50/p95 per motion
(target p95 ≤ 16.7 ms, one frame at 60 Hz) in wall-clock time, the p95 in this process's
CPU time (beside wall time on a loaded machine), and the p95 of the worst case, the whole
widget repainted every frame; with ``--runs N`` also the medians over the runs.

    uv run python benchmarks/animation.py [--frames N] [--runs N]
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import time
from collections.abc import Callable
from dataclasses import replace

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import itertools

from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from timing import PaintCounter, percentile

from eighty_days.app import scratch_folders

#: Each motion's figures of every run: (p50, p95, CPU p50, CPU p95, whole widget p95, click).
RESULTS: dict[str, list[tuple[float, float, float, float, float, float]]] = {}


def play(
    name: str,
    frames: int,
    step: Callable[[float], None],
    widget: QWidget,
    click_ms: float = math.nan,
) -> None:
    """Play ``step`` through ``frames`` fractions. Each frame is timed twice: as played
    (the step, then Qt paints what changed) and in the worst case (the whole widget
    repainted). ``click_ms``: the time of the click that started it (state change and
    the motion's set-up)."""
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
    figures = (
        percentile(played, 0.5),
        percentile(played, 0.95),
        percentile(played_cpu, 0.5),
        percentile(played_cpu, 0.95),
        percentile(whole, 0.95),
        click_ms,
    )
    RESULTS.setdefault(name, []).append(figures)
    click = "" if math.isnan(click_ms) else f"   click {click_ms:5.1f} ms"
    print(
        f"  {name:<42} p50 {figures[0]:6.2f} ms  p95 {figures[1]:6.2f} ms   CPU p95"
        f" {figures[3]:5.2f} ms   whole widget p95 {figures[4]:6.2f} ms"
        f"   ({counter.paints} of {frames + 1} frames painted){click}"
    )


def summary(runs: int) -> None:
    """The median over the runs of each motion's figures."""
    print(f"medians of {runs} runs (ms):")
    print(f"  {'motion':<42} {'p50':>6} {'p95':>6} {'CPU p50':>8} {'CPU p95':>8} {'click':>6}")
    for name, rows in RESULTS.items():
        p50, p95, cpu50, cpu95, _whole, click = (
            statistics.median(c) for c in zip(*rows, strict=True)
        )
        shown = "" if math.isnan(click) else f"{click:6.1f}"
        print(f"  {name:<42} {p50:6.2f} {p95:6.2f} {cpu50:8.2f} {cpu95:8.2f} {shown:>6}")


def settle() -> None:
    """Let Qt finish what a state change posted (its repaint of the window, not a motion's
    frame) and end the other motions it started, so each motion is timed alone."""
    from eighty_days.ui.motion import skip_all_motions

    app = QApplication.instance()
    assert app is not None
    skip_all_motions()
    for _ in range(3):
        app.processEvents()


def journey(frames: int) -> None:
    """The route's pen stroke, the day token's slide (and its step back at the date line),
    the market's cards (sliding, turning over, a card flipped), the pounds and the arrival,
    in the program's window."""
    from eighty_days.app import Program
    from eighty_days.engine.journey import Slot, TakeTransport
    from eighty_days.ui.journey.map_overlays import RouteDrawing

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    window = Program(app).new_journey_window(None, 1872)
    window.resize(1920, 1080)
    window.show()
    QTest.qWaitForWindowExposed(window)
    app = QApplication.instance()
    assert app is not None
    app.processEvents()
    table = window.table
    scene = table.scene
    sheet = window.sheet
    controller = window.controller
    places = {loc.id: loc.point for loc in sheet.locations}
    stops = [places[key] for key in ("london-start", "paris", "rome", "cairo") if key in places]
    legs = tuple((a, b) for a, b in itertools.pairwise(stops))
    colour = QColor("#D55E00")
    scene.show_route(RouteDrawing(legs[:-1], colour))
    scene.show_route(RouteDrawing(legs, colour))
    assert scene.route_motion.is_running, "the new leg is not drawn as a motion"
    scene.route_motion.stop()
    table.view.show_region(scene.itemsBoundingRect().adjusted(-5, -5, 5, 5))
    settle()
    play("journey: route pen stroke", frames, scene.moments.stroke_step, table.view.viewport())

    calendar = table.calendar
    state = controller.state
    assert state is not None
    moved = replace(
        state,
        players=(replace(state.players[0], day=state.players[1].day + 0), *state.players[1:]),
    )
    later = replace(
        moved,
        players=(replace(moved.players[0], day=moved.players[0].day + 6), *moved.players[1:]),
    )
    calendar.show_state(moved, controller.looks)
    calendar.show_state(later, controller.looks)
    slide = calendar.token_slide
    assert slide.motion.is_running, "the day token does not slide"
    slide.motion.stop()
    settle()
    play("journey: day token slide", frames, slide._step, calendar)

    market = table.market
    layer = market.motion

    def take(choice: TakeTransport) -> float:
        """Take ``choice`` on the table as it was dealt; the click's time (ms), the state
        change and the motions' set-up (the cards' pictures) included."""
        controller.start(state, controller.looks)
        settle()
        started = time.perf_counter()
        controller.take_transport(choice)
        return 1000 * (time.perf_counter() - started)

    def marks() -> None:
        """Settle, and let the marks of the places the ruler reaches be drawn: they are
        asked for once the card's motions end (stopped here), and come from a thread."""
        settle()
        deadline = time.perf_counter() + 10
        while table.ruler is not None and table.reach_marks is None:
            if time.perf_counter() > deadline:
                raise SystemExit("the ruler's reach marks did not come")
            QTest.qWait(5)

    take(TakeTransport(Slot.TRAIN_1))  # the first click loads what the ruler needs
    marks()
    setup = take(TakeTransport(Slot.TRAIN_1))
    assert layer.is_running and layer.flip is None, "the market's cards do not slide"
    layer.motion.stop()
    marks()
    layer.show()
    play("journey: market cards slide/turn", frames, layer._step, layer, setup)

    setup = take(TakeTransport(Slot.TRAIN_1, flip=True))
    assert layer.is_running and layer.flip is not None, "the card bought as a ship does not flip"
    layer.motion.stop()
    marks()
    layer.show()
    play("journey: card flipped, train as ship", frames, layer._step, layer, setup)

    # taking a card plays three motions at once: the frame is their sum
    setup = take(TakeTransport(Slot.TRAIN_1, flip=True))
    tracker = table.panels[state.active or 0].tracker  # (a new game: new panels)
    together = [layer.motion, slide.motion, tracker.tally.motion]
    assert all(motion.is_running for motion in together), "a card taken does not move all"
    for motion in together:
        motion.stop()
    marks()
    layer.show()

    def all_three(fraction: float) -> None:
        layer._step(fraction)
        slide._step(fraction)
        tracker.tally._step(fraction)

    play("journey: card taken (cards, token, pounds)", frames, all_three, layer, setup)

    # the date line: a ship from Fiji to Samoa, the token waits and steps back a day
    fiji, samoa = (178.83, -17.68), (188.24, -13.83)
    active = state.active or 0
    at_fiji = replace(
        state,
        players=tuple(
            replace(p, route_end=fiji, location="levuka") if i == active else p
            for i, p in enumerate(state.players)
        ),
    )
    controller.start(at_fiji, controller.looks)
    settle()
    controller.take_transport(TakeTransport(Slot.SHIP_1))
    marks()
    assert controller.draw_route([fiji, samoa]), "the route across the date line is refused"
    assert slide.legs(active) == 2, "the day token does not go back at the date line"
    slide.motion.stop()
    settle()
    play("journey: day token back at the date line", frames, slide._step, calendar)

    tracker = next(p for p in table.panels if p.isVisible()).tracker  # the tab shown
    tracker.tally.follow({"earned": 10, "spent": 0}, {"earned": 30, "spent": 18}, same=True)
    assert tracker.tally.motion.is_running, "the pounds are not marked one by one"
    tracker.tally.motion.stop()
    settle()
    play("journey: pounds circled and crossed", frames, tracker.tally._step, tracker)
    arrival = sheet.arrival_location.point
    scene.show_route(RouteDrawing(legs, colour))
    scene.show_route(RouteDrawing((*legs, (legs[-1][-1], arrival)), colour))
    assert scene.celebration_motion.is_running, "no celebration at the arrival"
    scene.celebration_motion.stop()
    scene.route_motion.stop()
    table.view.centerOn(
        scene.moments.celebration.pos() if scene.moments.celebration else scene.sceneRect().center()
    )
    settle()
    play(
        "journey: arrival celebration",
        frames,
        scene.moments.celebration_step,
        table.view.viewport(),
    )
    window.close()


def race(frames: int) -> None:
    """Pawns stepping forwards, and back for the handcuffs, on the race board."""
    from eighty_days.app import Program
    from eighty_days.engine.race import RaceConfig
    from eighty_days.shipped_race import new_race

    state = new_race(RaceConfig(players=("Phileas", "Aouda", "Jean")), seed=1986)
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    window = Program(app).race_window(state=state)
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
    settle()
    play("race: pawn steps 9 spaces", frames, scene._walk_step, viewport)
    back = replace(ahead, players=(replace(ahead.players[0], position=4), *ahead.players[1:]))
    scene.show_state(back, 0)
    assert scene.step_motion.is_running, "the handcuffs move is not shown"
    scene.step_motion.stop()
    settle()
    play("race: handcuffs, 5 spaces back", frames, scene._walk_step, viewport)
    window.close()


def main() -> None:
    """Parse the options and play every motion."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=60, help="frames per motion")
    parser.add_argument("--runs", type=int, default=1, help="runs (medians printed)")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    from eighty_days.ui.motion import set_motion_override

    set_motion_override(1.0)  # normal speed whatever the settings say
    print(f"motions at 1920x1080, {args.frames} frames each (target p95 <= 16.7 ms)")
    for run in range(args.runs):
        if args.runs > 1:
            print(f"run {run + 1}:")
        journey(args.frames)
        race(args.frames)
    if args.runs > 1:
        summary(args.runs)
    print(f"  (load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)")
    del app


if __name__ == "__main__":
    with scratch_folders():  # the program's settings and data: nothing of the user's
        main()
