"""GUI test setup: the helpers importable, the small map as a fixture, offscreen-only Qt warnings
ignored, and ``start_program``: the program started through its own entry point
(``eighty_days.app.start_program``, as ``eighty-days …`` starts it) with temporary settings
and data folders."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

sys.path.insert(0, str(Path(__file__).parent))

from gui_helpers import SAMPLE_SMALL, small_sheet
from program_helpers import ProgramFolders, StartProgram

from eighty_days.app import Program
from eighty_days.sheet.model import SheetMap

#: Warnings only the offscreen platform gives (regular expressions).
OFFSCREEN_ONLY_WARNINGS = (
    "This plugin does not support propagateSizeHints",
    r"This plugin does not support raise\(\)",
)


@pytest.fixture
def small_map() -> SheetMap:
    """The small test map."""
    return small_sheet()


@pytest.fixture
def sample_map_path() -> Path:
    """The path of maps/sample-small.yaml."""
    return SAMPLE_SMALL


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Ignore the offscreen platform's harmless warnings in the GUI tests.

    The offscreen plugin warns "This plugin does not support propagateSizeHints()" whenever
    a top-level window with a layout is shown, and "... does not support raise()" when a
    window is brought to the front; a real display does neither. Every other Qt warning
    still fails the test (qt_log_level_fail = WARNING).
    """
    for item in items:
        if "tests/gui/" in str(item.path).replace("\\", "/"):
            item.add_marker(pytest.mark.qt_log_ignore(*OFFSCREEN_ONLY_WARNINGS))


@pytest.fixture
def program_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[ProgramFolders]:
    """Settings and data (autosaves, recent games) in temporary folders, never the user's:
    the settings store the program is given, and Qt's default stores moved there too."""
    from PySide6.QtCore import QStandardPaths

    from eighty_days.saves.files import DATA_DIR_VARIABLE

    before = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    config = tmp_path / "config"
    data = tmp_path / "data"
    config.mkdir()
    monkeypatch.setenv(DATA_DIR_VARIABLE, str(data))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(config))
    scope = QSettings.Scope.UserScope
    formats = (QSettings.Format.NativeFormat, QSettings.Format.IniFormat)
    for kind in formats:
        QSettings.setPath(kind, scope, str(config))
    store = QSettings(str(config / "settings.ini"), QSettings.Format.IniFormat)
    yield ProgramFolders(config, data, store)
    store.sync()
    for kind in formats:  # the other tests' stores where they were
        QSettings.setPath(kind, scope, before)


@pytest.fixture
def start_program(qtbot: QtBot, program_folders: ProgramFolders) -> Iterator[StartProgram]:
    """``start_program("race", "--seed", "5")``: the program as ``eighty-days race --seed 5``
    starts it (windows built, event loop not run), with the temporary settings and data.
    ``tutorial_seen=False`` lets the first-start tutorial come. Every window it opens is
    closed after the test; the language and text size go back to the defaults."""
    from PySide6.QtWidgets import QApplication
    from shiboken6 import isValid

    from eighty_days.app import first_frame_work_pending
    from eighty_days.app import start_program as start
    from eighty_days.cli import _available_commands, build_parser
    from eighty_days.settings import apply_ui_scale, use_program_settings
    from eighty_days.ui.tutorial import TUTORIAL_SEEN_KEY

    started: list[Program] = []

    def starter(*argv: str, tutorial_seen: bool = True) -> Program:
        if tutorial_seen:
            program_folders.store.setValue(TUTORIAL_SEEN_KEY, True)
        args = build_parser(_available_commands()).parse_args(list(argv) or ["play"])
        program = start(args, store=program_folders.store)
        started.append(program)
        for window in program.windows:
            qtbot.waitExposed(window)
        # shown and idle: what waits for a first frame (the screen reader's parts) is in
        qtbot.waitUntil(
            lambda: not any(first_frame_work_pending(window) for window in program.windows)
        )
        return program

    yield starter
    for program in started:
        for window in reversed(program.windows):
            if isValid(window):
                window.close()
                window.deleteLater()
        if program.translations is not None:
            program.translations.remove()
    use_program_settings(None)  # the next test's program, or none, decides
    app = QApplication.instance()
    if isinstance(app, QApplication) and started:
        apply_ui_scale(app, 100)
