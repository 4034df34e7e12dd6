"""Maps are read off the GUI thread behind a busy indicator (issue 18, item 9): a map
chosen in the New game dialog, and a map opened in the map editor. The reader is made to
wait on an event, so the tests see the window answer while the map is being read."""

from __future__ import annotations

import shutil
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from program_helpers import StartProgram
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QPushButton
from pytestqt.qtbot import QtBot

import eighty_days.ui.journey.window as window_module
from eighty_days.editor.document import MapDocument
from eighty_days.resources import maps_dir
from eighty_days.sheet.io import load_map
from eighty_days.ui.editor.window import EditorWindow
from eighty_days.ui.journey.window import MainWindow

pytestmark = pytest.mark.gui

SMALL = maps_dir() / "sample-small.yaml"
MEDITERRANEAN = maps_dir() / "mediterranean.yaml"
WORLD = maps_dir() / "world.yaml"


class SlowReader:
    """Wraps a reader: it runs on a worker thread (checked) and waits for ``release``."""

    #: Puts the reader in the journey window's place (set by the ``slow_map_reader`` fixture).
    install: Callable[[], None]

    def __init__(self, read: Callable[[Path], Any]) -> None:
        self.read = read
        self.release = threading.Event()
        self.threads: list[threading.Thread] = []

    def __call__(self, path: Path) -> Any:
        self.threads.append(threading.current_thread())
        assert self.release.wait(20), "the test never released the reader"
        return self.read(path)


@pytest.fixture
def slow_map_reader(monkeypatch: pytest.MonkeyPatch) -> Iterator[SlowReader]:
    """``load_map`` as the journey window calls it, waiting for ``release`` (put in place
    by ``journey`` once the window is up)."""
    reader = SlowReader(load_map)
    reader.install = lambda: monkeypatch.setattr(window_module, "load_map", reader)
    yield reader
    reader.release.set()


def new_game_on(qtbot: QtBot, window: MainWindow, path: Path) -> None:
    """File → New game, the map ``path`` typed in, OK clicked."""
    window.new_action.trigger()
    dialog = window.new_game_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    dialog.map_path.selectAll()
    qtbot.keyClicks(dialog.map_path, str(path))
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)


def journey(start_program: StartProgram, reader: SlowReader | None = None) -> MainWindow:
    """``eighty-days --map mediterranean.yaml --seed 5``: its journey window; ``reader``
    reads the maps from then on."""
    program = start_program("play", "--map", str(MEDITERRANEAN), "--seed", "5")
    window = program.windows[0]
    assert isinstance(window, MainWindow)
    if reader is not None:
        reader.install()
    return window


def test_a_map_chosen_for_a_new_game_is_read_off_the_gui_thread(
    start_program: StartProgram, qtbot: QtBot, slow_map_reader: SlowReader
) -> None:
    """OK in the New game dialog returns at once: the map is read on a worker thread, a
    busy dialog shows, New game waits, the old game stays on the table; then the new
    game starts on the chosen map."""
    window = journey(start_program, slow_map_reader)
    before = window.controller.state
    new_game_on(qtbot, window, WORLD)
    loading = window.map_loading
    assert loading.is_loading and not window.new_action.isEnabled()
    busy = loading.busy_dialog
    assert busy is not None
    qtbot.waitUntil(busy.isVisible)  # the event loop runs on while the worker reads
    assert window.controller.state is before and window.sheet.name == "A Mediterranean Cruise"
    assert slow_map_reader.threads and threading.main_thread() not in slow_map_reader.threads
    with qtbot.waitSignal(loading.finished, timeout=10_000):
        slow_map_reader.release.set()
    assert not loading.is_loading and loading.busy_dialog is None
    assert window.new_action.isEnabled()
    assert window.sheet.name == load_map(WORLD).name and window.map_path == WORLD
    assert window.controller.state.config.sheet is window.sheet
    assert window.controller.state.turn == 1


def test_cancel_keeps_the_game_and_drops_the_map_read_later(
    start_program: StartProgram, qtbot: QtBot, slow_map_reader: SlowReader
) -> None:
    """Cancel in the busy dialog: the game on the table stays, New game is back at once,
    and the map that arrives afterwards is not played."""
    window = journey(start_program, slow_map_reader)
    before = window.controller.state
    new_game_on(qtbot, window, WORLD)
    busy = window.map_loading.busy_dialog
    assert busy is not None
    qtbot.waitUntil(busy.isVisible)
    cancel = busy.findChild(QPushButton)
    assert cancel is not None
    with qtbot.waitSignal(window.map_loading.finished):
        qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    assert window.new_action.isEnabled() and not window.map_loading.is_loading
    slow_map_reader.release.set()
    (worker,) = slow_map_reader.threads
    qtbot.waitUntil(lambda: not worker.is_alive())  # it has sent its result
    QApplication.processEvents()  # which reaches the GUI thread, and is dropped
    assert window.controller.state is before and window.sheet.name == "A Mediterranean Cruise"


def test_a_new_game_on_a_file_that_is_not_a_map_is_a_message(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """A chosen file that is no map: read in the background too, then a message; the game
    on the table stays."""
    window = journey(start_program)
    before = window.controller.state
    bad = tmp_path / "bad.yaml"
    bad.write_text("locations: [unclosed\n", encoding="utf-8")
    with qtbot.waitSignal(window.map_loading.finished, timeout=10_000):
        new_game_on(qtbot, window, bad)
    box = window.problem_box
    assert box is not None
    qtbot.waitUntil(box.isVisible)
    assert box.windowTitle() == "The map cannot be read" and "bad.yaml" in box.text()
    assert window.controller.state is before and window.new_action.isEnabled()
    box.close()


def test_a_map_opened_in_the_editor_is_read_off_the_gui_thread(
    start_program: StartProgram,
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``eighty-days editor MAP``, File → Open another map: read on a worker thread behind
    a busy dialog (Open waits, the map being edited stays), then edited."""
    path = tmp_path / "sample-small.yaml"
    shutil.copy(SMALL, path)
    other = tmp_path / "mediterranean.yaml"
    shutil.copy(MEDITERRANEAN, other)
    program = start_program("editor", str(path))
    window = program.windows[0]
    assert isinstance(window, EditorWindow)
    reader = SlowReader(MapDocument.open)
    monkeypatch.setattr(MapDocument, "open", reader)
    window.open_action.trigger()
    dialog = window.open_dialog
    assert dialog is not None
    dialog.selectFile(str(other))
    dialog.accept()
    loading = window.map_loading
    assert loading.is_loading and not window.open_action.isEnabled()
    busy = loading.busy_dialog
    assert busy is not None
    qtbot.waitUntil(busy.isVisible)
    assert window.document.path == path and window.document.sheet.name == "Sample Small"
    assert reader.threads and threading.main_thread() not in reader.threads
    with qtbot.waitSignal(loading.finished, timeout=10_000):
        reader.release.set()
    assert window.document.path == other
    assert window.document.sheet == load_map(other)
    assert window.open_action.isEnabled() and window.undo_stack.count() == 0
