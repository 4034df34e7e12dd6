"""Speed of the map code: prints p50/p95 timings (not a test; run it by hand).

    uv run python benchmarks/geometry.py [MAP]

* loading the map file (parse + validate + build the model);
* building the segment index (lazy, once per map, on the first route question);
* one segment check (``RouteGeometry.is_segment_legal``), target ≤ 3 µs: random
  segments of 1–3 ruler units, uniformly over the map and, separately, leaving the map's
  locations (where coasts make it harder); each segment is timed as 5 calls, 3 times,
  the best kept;
* ``judge_route`` for the same one-segment routes (the engine's and the ruler's call);
* a fan of 720 directions × 10 lengths (1–10 ruler units) from Suez by ship, judged in one
  ``judge_segments`` batch, target ≤ 20 ms.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np
from timing import percentiles

from eighty_days.resources import default_world_map_path
from eighty_days.sheet.geometry import RouteGeometry
from eighty_days.sheet.io import load_map
from eighty_days.sheet.model import SheetMap, Transport


def report(label: str, samples: list[float], unit: str, scale: float, target: str = "") -> None:
    """Print one line: label, p50, p95 (and the target)."""
    p50, p95 = percentiles(samples)
    suffix = f"   target {target}" if target else ""
    print(f"{label:<52} p50 {p50 * scale:9.2f} {unit}   p95 {p95 * scale:9.2f} {unit}{suffix}")


def time_each(
    function: Callable[[], object], repeat: int, clock: Callable[[], float] = time.perf_counter
) -> list[float]:
    """Seconds of ``repeat`` calls of ``function`` by ``clock`` (wall clock by default)."""
    samples = []
    for _ in range(repeat):
        started = clock()
        function()
        samples.append(clock() - started)
    return samples


def random_segments(
    sheet: SheetMap, count: int, from_locations: bool, seed: int
) -> list[tuple[tuple[float, float], tuple[float, float], Transport]]:
    """Random one-segment routes of 1–3 ruler units inside the map."""
    rng = np.random.default_rng(seed)
    x_min, y_min, x_max, y_max = sheet.bounds
    transports = list(Transport)
    segments = []
    while len(segments) < count:
        if from_locations:
            location = sheet.locations[int(rng.integers(len(sheet.locations)))]
            x0, y0 = location.x, location.y
        else:
            x0, y0 = float(rng.uniform(x_min, x_max)), float(rng.uniform(y_min, y_max))
        angle = float(rng.uniform(0, 2 * math.pi))
        length = float(rng.uniform(1, 3)) * sheet.ruler_unit
        x1, y1 = x0 + length * math.cos(angle), y0 + length * math.sin(angle)
        if x_min <= x1 <= x_max and y_min <= y1 <= y_max:
            transport = transports[int(rng.integers(len(transports)))]
            segments.append(((x0, y0), (x1, y1), transport))
    return segments


def per_call(function: Callable[[], object], batch: int, repeats: int = 3) -> float:
    """Seconds per call of ``function``: ``batch`` calls timed together (the timer's own
    cost spread out), ``repeats`` times, the best kept (as ``timeit`` advises: the least
    disturbed by other programs on the machine)."""
    best = math.inf
    for _ in range(repeats):
        started = time.perf_counter()
        for _ in range(batch):
            function()
        best = min(best, (time.perf_counter() - started) / batch)
    return best


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("map", nargs="?", type=Path, default=default_world_map_path())
    parser.add_argument("--segments", type=int, default=2000)
    args = parser.parse_args(argv)

    started = time.perf_counter()
    total = 0
    for step in range(1_000_000):
        total += step
    print(
        f"(machine speed reference: a 1,000,000-step Python loop took "
        f"{(time.perf_counter() - started) * 1e3:.0f} ms: compare figures across runs with it)"
    )
    load_map(args.map)  # warm the file cache and imports
    report(
        "load map (parse + validate + model)",
        time_each(lambda: load_map(args.map), 15),
        "ms",
        1e3,
        "≤ 150 ms",
    )
    # CPU time of this process: what the loading costs when other programs share the
    # cores (wall-clock time then includes waiting for a core).
    report(
        "load map, CPU time of this process",
        time_each(lambda: load_map(args.map), 15, time.process_time),
        "ms",
        1e3,
    )
    sheet = load_map(args.map)

    builds = []
    for _ in range(3):
        fresh = RouteGeometry(sheet)
        started = time.perf_counter()
        fresh.index  # noqa: B018 - building is the point
        fresh.land  # noqa: B018
        builds.append(time.perf_counter() - started)
    report("build the segment index (lazy, once per map)", builds, "ms", 1e3)

    geometry = RouteGeometry(sheet)
    # Build every lazy structure before timing the steady state: the grid, the plain-
    # Python tables and the exact path's part trees (one illegal route per transport).
    x_min, y_min, x_max, y_max = sheet.bounds
    corner = (x_min, y_min)
    across = (x_max, y_max)
    for transport in Transport:
        geometry.is_segment_legal(corner, across, transport)
        geometry.judge_route([corner, across], transport)
    for from_locations, where in ((False, "anywhere"), (True, "from locations")):
        segments = random_segments(sheet, args.segments, from_locations, seed=7)
        samples = []
        for start, end, transport in segments:
            samples.append(
                per_call(lambda s=start, e=end, t=transport: geometry.is_segment_legal(s, e, t), 5)
            )
        report(f"one segment check, {where}", samples, "µs", 1e6, "≤ 3 µs")
        # Mean per call over all the segments, CPU time beside wall time: on a shared
        # machine the CPU time is the steadier figure.
        wall_started, cpu_started = time.perf_counter(), time.process_time()
        for start, end, transport in segments:
            for _ in range(5):
                geometry.is_segment_legal(start, end, transport)
        calls = 5 * len(segments)
        wall = (time.perf_counter() - wall_started) / calls
        cpu = (time.process_time() - cpu_started) / calls
        print(
            f"{f'one segment check, {where}, mean':<52} wall {wall * 1e6:9.2f} µs"
            f"   CPU {cpu * 1e6:9.2f} µs"
        )
        samples = []
        for start, end, transport in segments[: max(200, args.segments // 4)]:
            samples.append(
                per_call(lambda s=start, e=end, t=transport: geometry.judge_route([s, e], t), 2)
            )
        report(f"judge_route, one segment, {where}", samples, "µs", 1e6)
        routed = segments[: max(200, args.segments // 4)]
        wall_started, cpu_started = time.perf_counter(), time.process_time()
        for start, end, transport in routed:
            for _ in range(2):
                geometry.judge_route([start, end], transport)
        calls = 2 * len(routed)
        wall = (time.perf_counter() - wall_started) / calls
        cpu = (time.process_time() - cpu_started) / calls
        print(
            f"{f'judge_route, one segment, {where}, mean':<52} wall {wall * 1e6:9.2f} µs"
            f"   CPU {cpu * 1e6:9.2f} µs"
        )

    if sheet.has_location("suez"):
        suez = sheet.location("suez")
        angles = np.linspace(0, 2 * math.pi, 720, endpoint=False)
        lengths = np.arange(1, 11) * sheet.ruler_unit
        directions = np.stack([np.cos(angles), np.sin(angles)], axis=1)
        ends = np.array([suez.x, suez.y]) + (
            directions[:, None, :] * lengths[None, :, None]
        ).reshape(-1, 2)
        starts = np.repeat([[suez.x, suez.y]], len(ends), axis=0)
        for transport in Transport:
            samples = time_each(lambda t=transport: geometry.judge_segments(starts, ends, t), 30)
            legal = int(geometry.judge_segments(starts, ends, transport).sum())
            report(
                f"fan 720 × 10 from Suez by {transport.value} ({legal} legal)",
                samples,
                "ms",
                1e3,
                "≤ 20 ms" if transport is Transport.SHIP else "",
            )
            cpu = time_each(
                lambda t=transport: geometry.judge_segments(starts, ends, t), 30, time.process_time
            )
            report(f"fan by {transport.value}, CPU time of this process", cpu, "ms", 1e3)
    else:
        print("(no location 'suez' on this map: fan skipped)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
