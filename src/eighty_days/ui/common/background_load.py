"""Reading a file on a worker thread behind a busy indicator (a large map takes a while).

``BackgroundLoad(window, title).start(path, read, then, fail)`` calls ``read(path)`` on a
worker thread and returns at once; the window's event loop runs on meanwhile, and a busy
dialog (with Cancel) comes up if the read takes longer than a moment. ``then(result)`` or
``fail(error)`` runs afterwards on the GUI thread. The worker makes no Qt objects (the
readers are the pure ``sheet``/``editor`` loaders), and Python's cyclic collector runs on
the GUI thread only (``gui_gc``), so nothing of Qt is freed on the worker.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal, Slot
from PySide6.QtWidgets import QProgressDialog, QWidget

#: How long a read may take before the busy dialog shows (ms).
BUSY_AFTER_MS = 300


class BackgroundLoad(QObject):
    """One read at a time on a worker thread, for ``window``, behind a busy dialog."""

    #: The read came back (done, failed or dropped after Cancel): its path.
    finished = Signal(object)
    #: (token, result, error) from the worker, delivered on the GUI thread.
    _done = Signal(object, object, object)

    def __init__(self, window: QWidget, title: str) -> None:
        super().__init__(window)
        self.window = window
        self.title = title
        #: The busy dialog while a read is under way (tests look at it).
        self.busy_dialog: QProgressDialog | None = None
        self._pending: object | None = None
        self._path: Path | None = None
        self._then: Callable[[Any], None] | None = None
        self._fail: Callable[[BaseException], None] | None = None
        self._done.connect(self._arrived, Qt.ConnectionType.QueuedConnection)

    @property
    def is_loading(self) -> bool:
        """Whether a read is under way."""
        return self._pending is not None

    def start(
        self,
        path: Path,
        read: Callable[[Path], Any],
        then: Callable[[Any], None],
        fail: Callable[[BaseException], None],
    ) -> bool:
        """Read ``path`` with ``read`` on a worker thread; ``then(result)`` or
        ``fail(error)`` on the GUI thread afterwards. False (nothing started) while
        another read is under way."""
        if self._pending is not None:
            return False
        token = object()
        self._pending, self._path, self._then, self._fail = token, path, then, fail
        self._show_busy(path)
        signal = self._done

        def work() -> None:
            result: Any = None
            error: BaseException | None = None
            try:
                result = read(path)
            except Exception as failure:  # handed to ``fail``: a message, never a traceback
                error = failure
            with contextlib.suppress(RuntimeError):  # the window was closed meanwhile
                signal.emit(token, result, error)

        threading.Thread(target=work, name=f"read {path.name}", daemon=True).start()
        return True

    @Slot()
    def cancel(self) -> None:
        """Stop waiting (the result is dropped when it comes)."""
        if self._pending is None:
            return
        path = self._path
        self._forget()
        self.finished.emit(path)

    @Slot(object, object, object)
    def _arrived(self, token: object, result: Any, error: BaseException | None) -> None:
        if token is not self._pending:
            return  # cancelled meanwhile
        path, then, fail = self._path, self._then, self._fail
        self._forget()
        if error is not None:
            if fail is not None:
                fail(error)
        elif then is not None:
            then(result)
        self.finished.emit(path)

    def _forget(self) -> None:
        self._pending, self._path, self._then, self._fail = None, None, None, None
        dialog, self.busy_dialog = self.busy_dialog, None
        if dialog is not None:
            dialog.canceled.disconnect(self.cancel)
            dialog.close()
            dialog.deleteLater()

    def _show_busy(self, path: Path) -> None:
        dialog = QProgressDialog(
            self.tr("Reading {name}…").format(name=path.name),
            self.tr("Cancel"),
            0,
            0,
            self.window,
        )
        dialog.setWindowTitle(self.title)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setMinimumDuration(BUSY_AFTER_MS)  # a quick read shows no dialog at all
        dialog.setAutoReset(False)
        dialog.setAutoClose(False)
        dialog.canceled.connect(self.cancel)
        self.busy_dialog = dialog
