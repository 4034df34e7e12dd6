"""Time from starting a program to its main window being shown (offscreen), in seconds,
paired with a bare PySide6 window started alternately in the same run.

``python packaging/measure_startup.py PROGRAM [--runs N]`` starts ``PROGRAM play
--startup-probe`` N times (the window prints "window shown at <wall clock>" just after its
first frame is painted, then quits) and, before each of them, a bare window (a ``QWidget``
shown by the Python running this script, with the same PySide6, timed the same way).
Until issue 50 both said so when the event loop started, before the window was exposed
and painted: the first frame was not counted. It prints the medians of both, wall and CPU
time (user + system, the program and its children), their ratio and the load average: a
busy machine slows both alike, so the ratio stays comparable from run to run. The first
pair also warms the disk cache, as a second start by a player would, and is not counted.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass

#: A bare PySide6 window: shown, its first frame painted, the time said, gone (as the
#: program's probe does: it reports just after the window's first paint event).
BARE_WINDOW = """
import time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication(["bare"])
window = QWidget()
window.resize(1280, 800)
def report():
    print(f"window shown at {time.time():.6f}", flush=True)
    app.quit()
class FirstFrame(QObject):
    def eventFilter(self, watched, event):
        if watched is window and event.type() == QEvent.Type.Paint:
            window.removeEventFilter(self)
            QTimer.singleShot(0, report)
        return False
first_frame = FirstFrame()
window.installEventFilter(first_frame)
window.show()
app.exec()
"""


@dataclass(frozen=True)
class Start:
    """One start: seconds of wall clock from spawning to the window shown, and the CPU
    seconds (user + system) the process used in all, up to its exit."""

    wall: float
    cpu: float


def start_to_window(command: list[str], timeout: float = 60.0) -> Start:
    """One start of ``command`` (which prints "window shown at <time.time()>")."""
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    spawned = time.time()
    result = subprocess.run(
        command,
        capture_output=True,
        text=True,
        timeout=timeout,
        env=environment,
        check=False,
    )
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    shown = next(
        (line for line in result.stdout.splitlines() if line.startswith("window shown at")),
        None,
    )
    if result.returncode != 0 or shown is None:
        raise SystemExit(
            f"measure_startup: {command[0]} did not show its window "
            f"(exit {result.returncode}):\n{result.stderr[-2000:]}"
        )
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return Start(wall=float(shown.split()[-1]) - spawned, cpu=cpu)


def program_command(program: str) -> list[str]:
    """The start-up probe of the eighty-days executable ``program``."""
    return [program, "play", "--startup-probe"]


def bare_window_command() -> list[str]:
    """A bare PySide6 window in the Python running this script."""
    return [sys.executable, "-c", BARE_WINDOW]


def paired_starts(program: str, runs: int) -> tuple[list[Start], list[Start]]:
    """``runs`` starts of ``program`` and of the bare window, alternately, after one
    uncounted pair that warms the disk cache: (the program's, the bare window's)."""
    start_to_window(bare_window_command())
    start_to_window(program_command(program))
    programs: list[Start] = []
    bares: list[Start] = []
    for _ in range(max(1, runs)):
        bares.append(start_to_window(bare_window_command()))
        programs.append(start_to_window(program_command(program)))
    return programs, bares


def report(programs: list[Start], bares: list[Start]) -> list[str]:
    """The figures' lines: the program's medians (the first line keeps the form build.sh
    and its test read), the bare window's, and the ratio of the medians."""
    wall = statistics.median(start.wall for start in programs)
    cpu = statistics.median(start.cpu for start in programs)
    bare_wall = statistics.median(start.wall for start in bares)
    bare_cpu = statistics.median(start.cpu for start in bares)
    best = min(start.wall for start in programs)
    loads = ", ".join(f"{load:.2f}" for load in os.getloadavg())
    return [
        f"start to window: median {wall:.3f} s, best {best:.3f} s (CPU {cpu:.3f} s)",
        f"bare PySide6 window, alternately: median {bare_wall:.3f} s (CPU {bare_cpu:.3f} s)",
        f"start to window / bare window: {wall / bare_wall:.2f}x wall, "
        f"{cpu / bare_cpu:.2f}x CPU ({len(programs)} pairs, load average {loads})",
    ]


def main() -> int:
    """Command line: the program and the number of pairs."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("program", help="the eighty-days executable to start")
    parser.add_argument("--runs", type=int, default=5, help="how many pairs (default 5)")
    args = parser.parse_args()
    programs, bares = paired_starts(args.program, args.runs)
    print("\n".join(report(programs, bares)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
