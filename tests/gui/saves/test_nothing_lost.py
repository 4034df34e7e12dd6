"""Nothing lost, nothing crashes, in the program's own window (issue 18): a failed autosave
stays on screen until one succeeds; a broken autosave in a read-only folder leaves the
program running without autosave; File → Open reads in the background behind a busy
indicator and names a NUL map path; the seed fields take every seed a save can hold; the
temporary files of a killed write are cleared at start."""

from __future__ import annotations

import errno
import json
import os
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from program_helpers import StartProgram, in_progress_file
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog
from pytestqt.qtbot import QtBot
from save_gui_helpers import (
    JOURNEY_MAP,
    JOURNEY_SAMPLE,
    RACE_SAMPLE,
    click_a_transport,
    draw_shortest_route,
)

from eighty_days.saves import JOURNEY, LoadedGame, autosave_path, load_save
from eighty_days.saves.files import STALE_AFTER_SECONDS
from eighty_days.saves.format import MAX_SEED, sha256_text
from eighty_days.ui.journey.window import MainWindow
from eighty_days.ui.race.setup import RaceSetupDialog
from eighty_days.ui.saves.install import SaveSupport
from eighty_days.ui.saves.replay_window import ReplayWindow

READ_ONLY = OSError(errno.EROFS, "Read-only file system")


def program_window(start_program: StartProgram, qtbot: QtBot) -> tuple[MainWindow, SaveSupport]:
    """``eighty-days --map MAP --seed 3``: the program's journey window, shown, with saves,
    autosave and the resume offer installed, active."""
    program = start_program("play", "--map", str(JOURNEY_MAP), "--seed", "3")
    window = program.windows[0]
    assert isinstance(window, MainWindow)
    support = window.save_support
    assert support is not None
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window, support


class DiskSwitch:
    """``os.replace`` (under every atomic write and ``Path.replace``) failing like a
    read-only or full disk while ``broken`` is set; works for root too."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.broken = True
        real = os.replace

        def replace(
            source: str | os.PathLike[str], target: str | os.PathLike[str], **kwargs: Any
        ) -> None:
            if self.broken:
                raise READ_ONLY
            real(source, target, **kwargs)

        monkeypatch.setattr(os, "replace", replace)


@pytest.fixture
def disk(monkeypatch: pytest.MonkeyPatch) -> Iterator[DiskSwitch]:
    """A disk that refuses to put files in place until ``disk.broken = False``."""
    yield DiskSwitch(monkeypatch)


@pytest.mark.gui
def test_a_failed_autosave_stays_on_screen_until_one_succeeds(
    start_program: StartProgram, qtbot: QtBot, disk: DiskSwitch
) -> None:
    """Item 3: the warning is in the window (not a message that fades after 10 s): it is
    still there after later status messages, and the next good autosave clears it."""
    disk.broken = False
    window, support = program_window(start_program, qtbot)
    warning = support.saves.autosave_warning
    assert not warning.isVisible()
    disk.broken = True
    click_a_transport(qtbot, window)
    qtbot.waitUntil(warning.isVisible)
    assert "not being saved" in warning.text()
    assert "Read-only file system" in warning.toolTip()
    window.statusBar().showMessage("something else", 10)
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() == "")
    assert warning.isVisible()  # the fading message has come and gone; the warning has not
    assert not list(support.saves.store.folder.glob("*.80days.json"))
    disk.broken = False
    draw_shortest_route(qtbot, window)
    qtbot.waitUntil(lambda: not warning.isVisible())
    assert load_save(in_progress_file(window)).state == window.controller.state


@pytest.mark.gui
def test_a_broken_autosave_in_a_read_only_folder_leaves_the_program_running(
    start_program: StartProgram, qtbot: QtBot, disk: DiskSwitch
) -> None:
    """Item 4: the broken autosave of an earlier version cannot be moved into the games in
    progress (a read-only disk): the program starts, keeps the broken file as it is, and
    plays on; once the disk works again, the new game is autosaved into a file of its own,
    never over the broken one."""
    path = autosave_path(JOURNEY)
    path.parent.mkdir(parents=True)
    data = json.loads(JOURNEY_SAMPLE.read_text(encoding="utf-8"))
    data["version"] = 99
    broken_text = json.dumps(data)
    path.write_text(broken_text, encoding="utf-8")
    window, support = program_window(start_program, qtbot)
    assert path.read_text(encoding="utf-8") == broken_text
    disk.broken = False  # even a disk that works again: that file is not overwritten
    click_a_transport(qtbot, window)
    assert len(window.controller.state.history) == 1
    assert path.read_text(encoding="utf-8") == broken_text
    assert load_save(in_progress_file(window)).state == window.controller.state
    assert not support.saves.autosave_warning.isVisible()


def choose_in(dialog: QFileDialog, path: Path) -> None:
    """Pick ``path`` in the open (Qt, not native) file dialog and press Open."""
    dialog.selectFile(str(path))
    dialog.accept()


@pytest.mark.gui
def test_file_open_reads_in_the_background_behind_a_busy_indicator(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Item 9: File → Open returns at once (the window answers while the save is read on
    a worker thread), the menus wait, a busy dialog is there; then the game is on the
    table."""
    import threading

    import eighty_days.ui.saves.save_controller as controller_module

    window, support = program_window(start_program, qtbot)
    saves = support.saves
    release = threading.Event()
    real_load = load_save  # what save_controller calls until it is patched below

    def slow_load(path: Path) -> LoadedGame:
        assert threading.current_thread() is not threading.main_thread()
        release.wait(10)
        return real_load(path)

    monkeypatch.setattr(controller_module, "load_save", slow_load)
    journey = tmp_path / "journey.80days.json"
    journey.write_text(JOURNEY_SAMPLE.read_text(encoding="utf-8"), encoding="utf-8")
    choose_in(saves.open_dialog(), journey)
    assert saves.is_loading and not saves.open_action.isEnabled()
    busy = saves.busy_dialog
    assert busy is not None
    qtbot.waitUntil(busy.isVisible)  # the event loop runs on while the worker reads
    with qtbot.waitSignal(saves.game_loaded, timeout=10_000):
        release.set()
    assert not saves.is_loading and saves.open_action.isEnabled()
    assert saves.busy_dialog is None
    assert window.controller.state == load_save(journey).state


@pytest.fixture
def nul_path_save(tmp_path: Path) -> Path:
    """The race sample as if its board were shipped under a name with a NUL byte."""
    data = json.loads(RACE_SAMPLE.read_text(encoding="utf-8"))
    text = data["map"].pop("text")
    data["map"].update(path="race-1986\x00.yaml", shipped=True, sha256=sha256_text(text))
    path = tmp_path / "nul.80days.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.gui
@pytest.mark.parametrize("menu", ["open", "replay"])
def test_a_nul_byte_in_the_map_path_is_a_message_in_the_window(
    start_program: StartProgram, qtbot: QtBot, nul_path_save: Path, menu: str
) -> None:
    """Item 6: File → Open and File → Watch a replay name the NUL character in a dialog;
    the game on the table stays."""
    window, support = program_window(start_program, qtbot)
    saves = support.saves
    before = window.controller.state
    dialog = saves.open_dialog() if menu == "open" else saves.replay_dialog()
    with qtbot.waitSignal(saves.loading_finished, timeout=10_000):
        choose_in(dialog, nul_path_save)
    box = saves.message_box
    assert box is not None and box.isVisible()
    assert "NUL character" in box.text() and "map.path" in box.text()
    assert window.controller.state is before
    assert not any(isinstance(w, ReplayWindow) for w in saves.replay_windows)


@pytest.mark.gui
def test_the_new_game_dialog_takes_every_seed_a_save_holds(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """Item 2: 2^64 − 1 starts a game with that seed; −1 and 2^64 are refused with a
    message and OK is off."""
    window, _ = program_window(start_program, qtbot)
    window.new_action.trigger()
    dialog = window.new_game_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    for bad in ("-1", str(2**64), "12a"):
        dialog.seed.selectAll()
        qtbot.keyClicks(dialog.seed, bad)
        assert not ok.isEnabled()
        assert str(MAX_SEED) in dialog.seat_problem.text()
    dialog.seed.selectAll()
    qtbot.keyClicks(dialog.seed, str(MAX_SEED))
    assert ok.isEnabled()
    with qtbot.waitSignal(dialog.settings_accepted):
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert window.controller.state.seed == MAX_SEED


@pytest.mark.gui
def test_the_race_setup_takes_every_seed_a_save_holds(qtbot: QtBot) -> None:
    """Item 2: the race's own New race dialog accepts 2^64 − 1 and refuses 2^64."""
    dialog = RaceSetupDialog()
    qtbot.addWidget(dialog)
    dialog.open()
    qtbot.waitExposed(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    dialog.form.seed.selectAll()
    qtbot.keyClicks(dialog.form.seed, str(2**64))
    assert not ok.isEnabled() and str(MAX_SEED) in dialog.form.problem.text()
    dialog.form.seed.selectAll()
    qtbot.keyClicks(dialog.form.seed, str(MAX_SEED))
    assert ok.isEnabled()
    with qtbot.waitSignal(dialog.settings_accepted) as accepted:
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert accepted.args[0].seed == MAX_SEED


@pytest.mark.gui
def test_the_program_start_clears_stale_temporary_files(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """Item 11: a kill during a write left .NAME.XXXXXXXX.tmp in the autosave folder; the
    next start removes it."""
    path = autosave_path(JOURNEY)
    path.parent.mkdir(parents=True)
    stale = path.with_name(f".{path.name}.q7w_e8r9.tmp")
    stale.write_text('{"format": "eighty-days-sa', encoding="utf-8")
    old = time.time() - STALE_AFTER_SECONDS - 5
    os.utime(stale, (old, old))
    program_window(start_program, qtbot)
    assert not stale.exists()
