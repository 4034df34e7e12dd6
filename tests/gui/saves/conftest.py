"""GUI save tests: helpers importable; autosaves and recent games in a temporary folder."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))


@pytest.fixture(autouse=True)
def private_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Autosaves and the recent-games list go to a temporary folder, never the user's (a
    program started by ``start_program`` keeps its own temporary folders)."""
    folder = tmp_path / "user-data"
    monkeypatch.setenv("EIGHTY_DAYS_DATA_DIR", str(folder))
    return folder
