"""The printed sheet's ornaments (title cartouches, compass rose) are laid out once per
view, places and land (issue 48 "Speed": it took 1.5 ms of every repaint of the world
map), and anew when one of them changes."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from eighty_days.sheet.model import SheetMap
from eighty_days.ui.journey import map_art
from eighty_days.ui.journey.map_scene import SheetScene

pytestmark = pytest.mark.gui


def paint(scene: SheetScene, source: QRectF, width: int = 400) -> None:
    """Paint ``source`` of the scene into an image ``width`` pixels wide."""
    image = QImage(width, width // 2, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("white"))
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), source)
    painter.end()


def test_the_ornaments_are_laid_out_once_per_view_places_and_land(
    qapp: object, small_map: SheetMap, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two repaints of one view lay the ornaments out once; another view, or a place
    moved, lays them out again; the land edited away from the corners the ornaments
    looked at does not, edited in one of them does."""
    laid_out: list[object] = []
    fresh = map_art.PrintedSheet._lay_out_ornaments

    def counted(art: map_art.PrintedSheet, transform: object, *more: object) -> object:
        laid_out.append(transform)
        return fresh(art, transform, *more)  # type: ignore[arg-type]

    monkeypatch.setattr(map_art.PrintedSheet, "_lay_out_ornaments", counted)
    scene = SheetScene(small_map)
    whole = scene.sceneRect()
    paint(scene, whole)
    paint(scene, whole)
    assert len(laid_out) == 1
    paint(scene, whole, width=300)  # (another zoom)
    assert len(laid_out) == 2
    first = small_map.locations[0]
    moved = replace(
        small_map, locations=(replace(first, x=first.x + 1.0), *small_map.locations[1:])
    )
    scene.art.follow(moved)
    paint(scene, whole)
    assert len(laid_out) == 3
    paint(scene, whole, width=1200)
    assert len(laid_out) == 4
    looked_at = scene.art._ornaments[4] if scene.art._ornaments else []
    assert looked_at
    land = list(moved.land)
    (x, y), *rest = land[0].exterior
    land[0] = replace(land[0], exterior=((x + 0.5, y), *rest))
    edited = replace(moved, land=tuple(land))
    far = QRectF(x - 0.1, -y - 0.1, 0.7, 0.2)
    assert not any(box.intersects(far) for box in looked_at)
    scene.art.follow(edited, land=True, land_changed_in=far)
    paint(scene, whole, width=1200)
    assert len(laid_out) == 4
    scene.art.follow(moved, land=True, land_changed_in=looked_at[0])
    paint(scene, whole, width=1200)
    assert len(laid_out) == 5
