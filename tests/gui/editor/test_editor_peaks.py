"""``eighty-days editor FILE`` on a map of the campaign's size under one mountain band
(issue 45 item 2; issue 48 "Speed"): it opens at once, and an edit elsewhere does not lay
the band's peaks out again (they are kept by the band's geometry)."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from editor_driving import drag_map, open_editor_on
from extreme_maps import band_over_it_all
from program_helpers import StartProgram
from pytestqt.qtbot import QtBot

from eighty_days.sheet.io import save_map
from eighty_days.sheet.validate import check_sheet
from eighty_days.ui.art.mountain_peaks import PEAK_LAYOUTS
from eighty_days.ui.editor.printed_map import EditorSheetScene

pytestmark = pytest.mark.gui


def band_map(folder: Path) -> Path:
    """The sample map four times larger (240 × 120 units) under a band over nearly all of
    it: a map that passes the validator."""
    sheet = band_over_it_all()
    assert check_sheet(sheet) == []
    path = folder / "band.yaml"
    save_map(sheet, path)
    return path


def test_the_editor_opens_a_map_under_a_huge_band_in_under_two_seconds(
    qtbot: QtBot, start_program: StartProgram, tmp_path: Path
) -> None:
    """Opened, shown and painted in under 2 s (it took 37 s at 200 units wide, and never
    finished with the band past the bounds); the band filled with peaks."""
    path = band_map(tmp_path)
    PEAK_LAYOUTS.clear()
    started = time.perf_counter()
    window = open_editor_on(start_program, qtbot, path)
    window.view.viewport().repaint()
    assert time.perf_counter() - started < 2.0
    assert window.view.sheet_scene.mountain_peaks > 1000


def test_an_edit_elsewhere_keeps_the_bands_peaks(
    qtbot: QtBot, start_program: StartProgram, tmp_path: Path
) -> None:
    """Dragging a place redraws the printed map's places without touching the unchanged
    band: its peaks neither laid out again nor even taken from the cache (the scene
    follows the edit, the band's part of it kept)."""
    window = open_editor_on(start_program, qtbot, band_map(tmp_path))
    before = window.view.sheet_scene
    laid_out = PEAK_LAYOUTS.misses
    home = window.document.sheet.location("home-start").point
    drag_map(qtbot, window, home, (home[0] + 6.0, home[1] + 3.0))
    window.view.rebuild_scene()
    assert window.document.sheet.location("home-start").point != home
    after = window.view.sheet_scene
    assert after is before and isinstance(after, EditorSheetScene)
    assert PEAK_LAYOUTS.misses == laid_out
    assert after.rebuilt["features"] == 0 and after.rebuilt["land"] == 0
    assert after.rebuilt["places"] >= 1
    assert after.mountain_layout == before.mountain_layout
