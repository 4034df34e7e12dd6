"""The theme tests: their helpers and tools/colour_vision.py importable, and the system's
theme as a fixture."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "tools"))  # colour_vision

from system_palettes import THEMES, system_palette


@pytest.fixture(params=sorted(THEMES))
def system_theme(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    """The desktop's theme ("dark", "light") given to the program as a system theme gives
    it: as the application's palette before any window is made; put back afterwards."""
    before = qapp.palette()
    theme = str(request.param)
    qapp.setPalette(system_palette(theme))
    yield theme
    qapp.setPalette(before)
