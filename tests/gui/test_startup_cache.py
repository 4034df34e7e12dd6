"""The second start of the program (issue 50's start-up): the world map and the land's
outline come back from the data folder's cache, and the window's first frame shows the
map exactly as the first start painted it."""

from __future__ import annotations

import pytest
from program_helpers import StartProgram
from PySide6.QtGui import QImage, QPainterPath
from pytestqt.qtbot import QtBot

from eighty_days.sheet import map_cache
from eighty_days.sheet.model import SheetMap
from eighty_days.ui.journey import land_cache
from eighty_days.ui.journey.window import MainWindow

pytestmark = pytest.mark.gui


def first_frame(window: MainWindow) -> QImage:
    """What the map view shows now."""
    return window.table.view.viewport().grab().toImage()


def test_the_second_start_reads_the_map_back_and_shows_the_same_first_frame(
    qtbot: QtBot, start_program: StartProgram, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Started again in the same data folder, the program neither parses the world map
    nor makes the land's union: both come from the cache, and the first frame is the
    first start's, pixel for pixel (the land, the coast, the places)."""
    first = start_program("play", "--seed", "7")
    window = first.windows[0]
    assert isinstance(window, MainWindow)
    frame = first_frame(window)
    assert len({frame.pixel(x, frame.height() // 2) for x in range(frame.width())}) > 3
    window.close()

    def never_parsed(text: str, source: str = "") -> SheetMap:
        raise AssertionError(f"{source} was parsed again")

    def never_united(polygons: object) -> QPainterPath:
        raise AssertionError("the land's union was made again")

    monkeypatch.setattr(map_cache, "load_map_text", never_parsed)
    monkeypatch.setattr(land_cache, "land_path", never_united)
    again = start_program("play", "--seed", "7").windows[0]
    assert isinstance(again, MainWindow)
    assert again.sheet == window.sheet
    assert again.size() == window.size()
    assert first_frame(again) == frame
