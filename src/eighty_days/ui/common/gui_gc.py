"""Python's cyclic garbage collector, run on the GUI thread only.

The computer opponents and the map editor's checks run in worker threads and allocate a
lot. Python's automatic collector runs in whichever thread happens to allocate when a
threshold is passed, so it may free, in a worker thread, a cycle that holds a Qt object
of the GUI thread (a closed dialog, a window with a lambda that refers to it). Qt objects
must be destroyed in their own thread: a timer of such an object stays registered with
the GUI thread's event loop, and the program crashes when it fires (seen in the editor's
tests as a segmentation fault in ``QTimerInfoList::activateTimers``).

``install_gui_thread_collector(app)`` turns the automatic collector off and collects from
a timer of the GUI thread instead, generation by generation, with the collector's own
thresholds (``gc.get_threshold()``), as the automatic collector would.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Slot

#: The object name of the application's collector.
COLLECTOR_NAME = "guiThreadCollector"
#: How often the GUI thread looks whether a collection is due (ms).
CHECK_INTERVAL_MS = 500


def collect_due_generations(thresholds: tuple[int, ...] | None = None) -> int:
    """Collect the generations whose counts passed their thresholds (the oldest one due,
    with the younger ones), as the automatic collector would; the number of unreachable
    objects found. ``thresholds``: those of ``gc.get_threshold()`` when not given."""
    limits = thresholds if thresholds is not None else gc.get_threshold()
    counts = gc.get_count()
    due = [
        generation
        for generation, (count, limit) in enumerate(zip(counts, limits, strict=False))
        if limit and count > limit
    ]
    return gc.collect(max(due)) if due else 0


class GuiThreadCollector(QObject):
    """Collects cyclic garbage on the thread it lives on (the GUI thread), never elsewhere."""

    def __init__(self, parent: QObject | None = None, interval_ms: int = CHECK_INTERVAL_MS):
        super().__init__(parent)
        self.thresholds = gc.get_threshold()
        gc.disable()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.collect_if_due)
        self.timer.start(interval_ms)

    @Slot()
    def collect_if_due(self) -> int:
        """Collect what is due now (``collect_due_generations``)."""
        return collect_due_generations(self.thresholds)

    def stop(self) -> None:
        """Stop collecting here and give collection back to Python."""
        self.timer.stop()
        gc.enable()


def install_gui_thread_collector(app: QCoreApplication) -> GuiThreadCollector:
    """The application's collector (made once, kept as the application's child)."""
    # found by its name: asking Qt for a child of a Python class costs some 10 ms the
    # first time (PySide6 looks over the classes), which the program's start would pay
    existing = app.findChild(QObject, COLLECTOR_NAME)
    if isinstance(existing, GuiThreadCollector):
        return existing
    collector = GuiThreadCollector(app)
    collector.setObjectName(COLLECTOR_NAME)
    return collector
