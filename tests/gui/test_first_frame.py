"""The map's first picture kept on disk (issue 50's start-up): a start that shows the sheet
as the start before it did draws that start's picture instead of painting the sheet, and
the player sees the very same first frame, pixel for pixel; anything that changes the
picture (the text size, the language, the map's text) is painted anew."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtWidgets import QApplication

from eighty_days.resources import default_world_map_path
from eighty_days.sheet.map_cache import SOURCE_DIGEST, load_map_cached
from eighty_days.ui.journey.first_frame import picture_key
from eighty_days.ui.journey.map_scene import SheetScene

pytestmark = pytest.mark.gui

CHILD = Path(__file__).with_name("first_frame_child.py")


def start(folder: Path, image: Path, *, plain: bool = False) -> int:
    """Start the program in ``folder`` (its settings, data and a 1920×1080 screen) as the
    start-up probe does; its first frame's map is saved in ``image``; how many times the
    sheet was painted before it. ``plain``: painted as if no picture were ever kept."""
    screen = folder / "screen.json"
    screen.write_text(
        '{"screens":[{"name":"s","x":0,"y":0,"width":1920,"height":1080,'
        '"logicalDpi":96,"logicalBaseDpi":96,"dpr":1}]}',
        encoding="utf-8",
    )
    environment = {
        **os.environ,
        "QT_QPA_PLATFORM": f"offscreen:configfile={screen}",
        "HOME": str(folder),
        "XDG_CONFIG_HOME": str(folder / "config"),
        "XDG_DATA_HOME": str(folder / "data"),
        "EIGHTY_DAYS_DATA_DIR": str(folder / "eighty-days"),
    }
    result = subprocess.run(
        [sys.executable, str(CHILD), str(image), *(["plain"] if plain else [])],
        capture_output=True,
        text=True,
        timeout=120,
        env=environment,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    painted = json.loads(result.stdout.strip().splitlines()[-1])["painted"]
    assert isinstance(painted, int)
    return painted


def kept_pictures(folder: Path) -> list[Path]:
    """The first pictures kept in ``folder``'s data folder."""
    return sorted((folder / "eighty-days" / "cache" / "images").glob("frame-*.cache"))


def test_the_next_start_draws_the_kept_picture_and_shows_the_same_first_frame(
    tmp_path: Path,
) -> None:
    """The first start paints the sheet and keeps its picture; the next starts (the same
    window, size and map) paint nothing before their first frame and show exactly what a
    start without kept pictures shows; a damaged picture is painted anew, the same."""
    assert start(tmp_path, tmp_path / "plain.png", plain=True) == 1
    assert kept_pictures(tmp_path) == []
    painted_frame = QImage(str(tmp_path / "plain.png"))
    assert start(tmp_path, tmp_path / "first.png") == 1
    [kept] = kept_pictures(tmp_path)
    assert QImage(str(tmp_path / "first.png")) == painted_frame
    assert start(tmp_path, tmp_path / "second.png") == 0
    assert QImage(str(tmp_path / "second.png")) == painted_frame
    assert kept_pictures(tmp_path) == [kept]
    stored = kept.read_bytes()
    kept.write_bytes(stored[:-100] + bytes(100))  # its checksum fails
    assert start(tmp_path, tmp_path / "third.png") == 1
    assert QImage(str(tmp_path / "third.png")) == painted_frame
    assert start(tmp_path, tmp_path / "fourth.png") == 0
    assert QImage(str(tmp_path / "fourth.png")) == painted_frame


def painter_key(scene: SheetScene) -> str | None:
    """The key of the picture of ``scene`` painted whole on a 400×300 picture at a zoom
    of 2."""
    pixmap = QPixmap(400, 300)
    painter = QPainter(pixmap)
    painter.scale(2.0, 2.0)
    try:
        return picture_key(scene, painter, scene.sceneRect())
    finally:
        painter.end()


def test_what_the_picture_is_made_of_names_it(qapp: QApplication) -> None:
    """The same sheet painted the same way has the same key; another text size, another
    language, the finishing touches in or another map text gives another; a map whose
    text is not known (a save's, the editor's) has none and is painted as always."""
    from eighty_days.i18n import install_translations
    from eighty_days.settings import apply_ui_scale

    sheet = load_map_cached(default_world_map_path())
    scene = SheetScene(sheet)
    key = painter_key(scene)
    assert key is not None
    assert painter_key(SheetScene(sheet)) == key
    apply_ui_scale(qapp, 125)
    try:
        assert painter_key(scene) != key
    finally:
        apply_ui_scale(qapp, 100)
    assert painter_key(scene) == key
    german = install_translations("de")
    try:
        assert painter_key(scene) != key
    finally:
        german.remove()
    assert painter_key(scene) == key
    scene.art_finished = True
    assert painter_key(scene) not in (key, None)
    scene.art_finished = False
    sheet._derived[SOURCE_DIGEST] = "another text"
    assert painter_key(scene) not in (key, None)
    del sheet._derived[SOURCE_DIGEST]
    assert painter_key(scene) is None
