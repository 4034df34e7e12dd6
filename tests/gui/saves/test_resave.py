"""File → Save of a game opened from an older save writes a file that opens again (its
cards are the save's, not the program's newer ones)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pytestqt.qtbot import QtBot
from save_gui_helpers import JOURNEY_MAP, JOURNEY_SAMPLE

from eighty_days.saves import load_save
from eighty_days.ui.journey.window import MainWindow


def test_an_opened_game_saved_again_opens_again(
    start_program: Any, qtbot: QtBot, tmp_path: Path
) -> None:
    """File → Open of the sample (played with older cards), File → Save as: the new file
    replays to the same game."""
    program = start_program("play", "--map", str(JOURNEY_MAP), "--seed", "3")
    window = program.windows[0]
    assert isinstance(window, MainWindow) and window.save_support is not None
    saves = window.save_support.saves
    assert saves.open_path(JOURNEY_SAMPLE)
    target = tmp_path / "again.80days.json"
    assert saves.save_to(target)
    assert load_save(target).state == load_save(JOURNEY_SAMPLE).state
