"""GUI test setup: the helpers importable, the small map as a fixture, offscreen-only Qt warnings
ignored."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from gui_helpers import SAMPLE_SMALL, small_sheet

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
