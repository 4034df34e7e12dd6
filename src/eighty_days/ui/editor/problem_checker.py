"""The map editor's checks on a worker thread: the loader's validation and playability,
run a moment after the last edit, the answer brought back to the GUI thread."""

from __future__ import annotations

import contextlib
from concurrent.futures import Future, ThreadPoolExecutor

from PySide6.QtCore import QObject, Signal

from eighty_days.editor.checks import (
    CHECKS_FAILED,
    Culprit,
    CulpritKind,
    EditorProblem,
    check_sheet,
)
from eighty_days.sheet.model import SheetMap

#: Milliseconds of quiet after an edit before the checks run.
CHECK_DELAY_MS = 250


class ProblemChecker(QObject):
    """Runs the checks of a map on a worker thread; ``checked`` brings the answer back."""

    #: (the map checked, its problems), delivered in the GUI thread.
    checked = Signal(object, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="map-checks")
        self._pending: Future[None] | None = None

    def check(self, sheet: SheetMap) -> None:
        """Check ``sheet`` (a newer request makes older answers stale; the window drops them).

        A check still waiting for the worker is cancelled: only the newest map matters.
        """
        if self._pending is not None:
            self._pending.cancel()
        self._pending = self._pool.submit(self._run, sheet)

    def _run(self, sheet: SheetMap) -> None:
        try:
            problems = check_sheet(sheet)
        except Exception as error:  # a bug in a check must not kill the editor
            problems = [EditorProblem(CHECKS_FAILED(error=repr(error)), Culprit(CulpritKind.MAP))]
        with contextlib.suppress(RuntimeError):  # the window went away while it ran
            self.checked.emit(sheet, problems)

    def shutdown(self) -> None:
        """Wait for a running check and stop the worker."""
        self._pool.shutdown(wait=True, cancel_futures=True)
