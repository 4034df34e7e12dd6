"""The start-up probe says "window shown" only once the window's first frame is painted
(issue 50: it used to say so when the event loop started, before any paint), and the
route geometry's worker starts after that frame, not before it; the probe itself leaves
without starting it (its CPU time would count work that is not the start)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

#: Runs the real entry point with a watch on paint events: what had been painted, and
#: whether the route geometry's worker had started, when the probe said its window was shown.
CHILD = textwrap.dedent(
    """
    import io, json, sys, threading
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication
    from eighty_days.cli import main

    app = QApplication(["eighty-days"])
    painted = []
    started = []
    thread_start = threading.Thread.start

    def recorded_start(thread):
        started.append(thread.name)
        thread_start(thread)

    threading.Thread.start = recorded_start

    class Paints(QObject):
        def eventFilter(self, watched, event):
            if event.type() == QEvent.Type.Paint:
                painted.append(type(watched).__name__)
            return False

    paints = Paints()
    app.installEventFilter(paints)

    class Watch(io.TextIOBase):
        def __init__(self, out):
            self.out = out
            self.seen = None
        def write(self, text):
            if self.seen is None and text.startswith("window shown at"):
                workers = [thread.name for thread in threading.enumerate()]
                self.seen = {"painted": list(painted), "threads": workers}
            return self.out.write(text)
        def flush(self):
            self.out.flush()

    watch = Watch(sys.stdout)
    sys.stdout = watch
    code = main(["play", "--startup-probe"])
    sys.stdout = watch.out
    print(json.dumps({"code": code, "started": started, **(watch.seen or {})}))
    """
)


def test_the_probe_reports_after_the_first_frame_and_before_the_warm_up(tmp_path: Path) -> None:
    """When the probe prints "window shown", the journey window and the map's view have
    been painted, and the route geometry is not being built yet (it waits for the frame)."""
    report = probe_report(tmp_path)
    assert report["code"] == 0
    assert "MainWindow" in report["painted"]
    assert "JourneyTable" in report["painted"]
    assert "route geometry" not in report["threads"]


def probe_report(tmp_path: Path) -> dict[str, Any]:
    """What ``CHILD`` saw of ``eighty-days play --startup-probe`` run with its home,
    settings and data in ``tmp_path``."""
    environment = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "EIGHTY_DAYS_DATA_DIR": str(tmp_path / "data"),
    }
    result = subprocess.run(
        [sys.executable, "-c", CHILD],
        capture_output=True,
        text=True,
        env=environment,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    report: dict[str, Any] = json.loads(result.stdout.splitlines()[-1])
    return report


def test_the_probe_leaves_without_the_work_after_the_first_frame(tmp_path: Path) -> None:
    """The probe measures the start alone: it leaves at its report without starting the
    route geometry's worker, which a player's window starts after the first frame."""
    report = probe_report(tmp_path)
    assert report["code"] == 0
    assert "route geometry" not in report["started"]
