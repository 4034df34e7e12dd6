"""Time from starting a program to its main window being shown (offscreen), in seconds.

``python packaging/measure_startup.py PROGRAM [--runs N]`` starts ``PROGRAM play
--startup-probe`` N times (the window prints "window shown at <wall clock>" once painted,
then quits) and prints the median and the fastest start. The first run also warms the
disk cache, as a second start by a player would.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time


def start_to_window(program: str, timeout: float = 60.0) -> float:
    """One start of ``program``: seconds from spawning it to its window shown."""
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    spawned = time.time()
    result = subprocess.run(
        [program, "play", "--startup-probe"],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=environment,
        check=False,
    )
    shown = next(
        (line for line in result.stdout.splitlines() if line.startswith("window shown at")),
        None,
    )
    if result.returncode != 0 or shown is None:
        raise SystemExit(
            f"measure_startup: {program} did not show its window "
            f"(exit {result.returncode}):\n{result.stderr[-2000:]}"
        )
    return float(shown.split()[-1]) - spawned


def main() -> int:
    """Command line: the program and the number of runs."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("program", help="the eighty-days executable to start")
    parser.add_argument("--runs", type=int, default=5, help="how many starts (default 5)")
    args = parser.parse_args()
    start_to_window(args.program)  # warm the disk cache
    times = [start_to_window(args.program) for _ in range(max(1, args.runs))]
    print(f"start to window: median {statistics.median(times):.2f} s, best {min(times):.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
