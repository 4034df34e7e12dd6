"""Test-wide setup: Qt runs offscreen so the tests need no display, and cyclic garbage is
collected on the main thread only, between tests (as the program collects it on the GUI
thread: ``eighty_days.ui.common.gui_gc``). Worker threads (the opponents, the editor's
checks) would otherwise free a cycle holding a Qt object of the main thread, which Qt
cannot survive."""

import gc
import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

# Helpers the tests share that are no part of the program (a headless player, positions of
# real games): tests/support, importable by their module names.
sys.path.insert(0, str(Path(__file__).with_name("support")))

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The offscreen platform's screen is 800×800 unless told otherwise, and the program fits
# its windows to the screen: the tests' screen is a desktop's, 1920×1080 (the layout tests
# size windows for the smaller screens themselves).
if os.environ["QT_QPA_PLATFORM"] == "offscreen":
    _screen = Path(__file__).with_name("offscreen-screen.json")
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={_screen}"


@pytest.fixture(autouse=True, scope="session")
def _no_collection_in_worker_threads() -> Iterator[None]:
    """The automatic collector is off for the whole run (it runs in any thread)."""
    was_enabled = gc.isenabled()
    gc.disable()
    yield
    if was_enabled:
        gc.enable()


@pytest.fixture(autouse=True)
def _collect_on_the_main_thread() -> Iterator[None]:
    """After each test, the generations that are due are collected here, on the main
    thread, as the automatic collector would (a test's new objects are all young)."""
    from eighty_days.ui.common.gui_gc import collect_due_generations

    yield
    collect_due_generations()


@pytest.fixture(autouse=True)
def _data_folder_of_the_test(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every test keeps its finished games, statistics and autosaves in a folder of its
    own, never in the user's data folder (a test that sets the folder itself still may)."""
    if not os.environ.get("EIGHTY_DAYS_DATA_DIR"):
        monkeypatch.setenv("EIGHTY_DAYS_DATA_DIR", str(tmp_path_factory.mktemp("data")))


@pytest.fixture(autouse=True)
def _settings_of_the_test_only(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """The program's settings (QSettings' user files) live in a folder of each test, so a
    setting one test keeps (the last new game's setup, say) never reaches another."""
    from PySide6.QtCore import QSettings

    folder = tmp_path_factory.mktemp("settings")
    for kind in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(kind, QSettings.Scope.UserScope, str(folder))
    yield


@pytest.fixture(autouse=True)
def _motion_off() -> Iterator[None]:
    """Motions on the table show their end at once in tests (deterministic); a test that
    checks a motion turns it on itself."""
    import sys

    if "PySide6" in sys.modules or "eighty_days.ui" in sys.modules:
        from eighty_days.ui.motion import set_motion_override

        set_motion_override(0.0)
        yield
        set_motion_override(None)
    else:
        yield
