"""Cyclic garbage is collected on the GUI thread only (``ui.common.gui_gc``): a Qt object
of the GUI thread must never be destroyed by a collection a worker thread happens to run."""

from __future__ import annotations

import gc
import threading
import weakref
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QObject
from pytestqt.qtbot import QtBot

from eighty_days.ui.common.gui_gc import GuiThreadCollector, install_gui_thread_collector


class _Cycle:
    """A reference cycle holding a Qt object, as a closed window with a lambda would."""

    def __init__(self) -> None:
        self.me = self
        self.qt_object = QObject()


@pytest.fixture
def collector(qtbot: QtBot) -> Iterator[GuiThreadCollector]:
    """A collector checking every 10 ms; automatic collection back as it was afterwards."""
    was_enabled = gc.isenabled()
    gc.enable()
    made = GuiThreadCollector(interval_ms=10)
    yield made
    made.stop()
    made.deleteLater()
    if not was_enabled:
        gc.disable()


def test_the_collector_turns_the_automatic_collection_off(collector: GuiThreadCollector) -> None:
    """Once installed, Python no longer collects on its own (in whatever thread)."""
    assert not gc.isenabled()


def test_a_cycle_made_garbage_is_freed_on_the_gui_thread(
    qtbot: QtBot, collector: GuiThreadCollector
) -> None:
    """Garbage cycles pile up while worker threads allocate, and are freed by the timer of
    the GUI thread, not by the worker."""
    gui_thread = threading.get_ident()
    freed_on: list[int] = []
    cycle = _Cycle()
    probe = weakref.ref(cycle, lambda _: freed_on.append(threading.get_ident()))
    del cycle

    def allocate() -> None:
        # cyclic garbage that passes the youngest generation's threshold many times over
        # (the automatic collector would run here, in the worker thread)
        for _ in range(gc.get_threshold()[0] * 20):
            loop: list[object] = []
            loop.append(loop)

    worker = threading.Thread(target=allocate)
    worker.start()
    worker.join()
    assert probe() is not None, "nothing was collected in the worker thread"
    qtbot.waitUntil(lambda: probe() is None, timeout=5000)
    assert freed_on == [gui_thread]


def test_the_application_gets_one_collector(qtbot: QtBot) -> None:
    """Installing twice keeps the first collector (one timer per application)."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    assert app is not None
    was_enabled = gc.isenabled()
    first = install_gui_thread_collector(app)
    try:
        assert install_gui_thread_collector(app) is first
        assert first.parent() is app
    finally:
        first.stop()
        first.deleteLater()
        if not was_enabled:
            gc.disable()
