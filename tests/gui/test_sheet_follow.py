"""The editor's printed map follows edits in place (``PrintedSheet.follow``,
``SheetNames.follow``, issue 48 "Speed"): after edits of the land, a mountain band, an
area and a place, it prints exactly what a map drawn afresh from the edited data prints."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from eighty_days.resources import default_world_map_path
from eighty_days.sheet.io import load_map
from eighty_days.sheet.model import Polygon, SheetMap
from eighty_days.ui.editor.printed_map import EditorSheetScene

pytestmark = pytest.mark.gui


def printed(scene: EditorSheetScene, source: QRectF) -> QImage:
    """The scene's ``source`` rectangle (the map under the names, then the names) drawn
    into an image 600 pixels wide, its finishing touches done."""
    scene.finish_art()
    width = 600
    height = round(width * source.height() / source.width())
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, width, height), source)
    painter.end()
    return image


def nudged(polygon: Polygon, dx: float, dy: float) -> Polygon:
    """``polygon`` with its first vertex moved by (``dx``, ``dy``)."""
    (x, y), *rest = polygon.exterior
    return replace(polygon, exterior=((x + dx, y + dy), *rest))


def edited(sheet: SheetMap) -> SheetMap:
    """The world map with a coast's vertex and the mountain band's moved, the first area
    recoloured, and London moved and renamed."""
    london = sheet.locations[0]
    return replace(
        sheet,
        land=(nudged(sheet.land[0], 3.0, -2.0), *sheet.land[1:]),
        mountains=(nudged(sheet.mountains[0], 2.0, 1.0), *sheet.mountains[1:]),
        areas=(replace(sheet.areas[0], colour="#c05050"), *sheet.areas[1:]),
        locations=(
            replace(london, name="Londinium", x=london.x + 1.5, y=london.y - 1.0),
            *sheet.locations[1:],
        ),
    )


def test_a_followed_map_prints_what_a_new_one_prints(qapp: object) -> None:
    """Edits of the land, a band, an area and a place followed one by one: the land's
    path, the washes, the names and the picture equal a scene made from the edited map."""
    world = load_map(default_world_map_path())
    target = edited(world)
    europe = QRectF(-15.0, -75.0, 60.0, 40.0)
    # (the process's first drawing at a zoom differs by a few antialiased pixels: the
    # font caches are filled first by scenes of their own, of both maps: a crowded name
    # may be written in a smaller type, whose glyphs are then drawn for the first time)
    printed(EditorSheetScene(world), europe)
    printed(EditorSheetScene(target), europe)
    scene = EditorSheetScene(world)
    printed(scene, scene.map_rect)
    steps = [
        replace(world, land=target.land),
        replace(world, land=target.land, mountains=target.mountains),
        replace(world, land=target.land, mountains=target.mountains, areas=target.areas),
        target,
    ]
    for step in steps:
        assert scene.can_follow(step)
        scene.follow(step)
    fresh = EditorSheetScene(target)
    assert scene.rebuilt == {"land": 1, "features": 1, "areas": 1, "places": 3}
    assert scene.art.land == fresh.art.land
    assert [wash for wash, _ in scene.art.area_washes] == [
        wash for wash, _ in fresh.art.area_washes
    ]
    assert [colour for _, colour in scene.art.area_washes] == [
        colour for _, colour in fresh.art.area_washes
    ]
    assert printed(scene, europe) == printed(fresh, europe)
    assert [(label.text, label.anchor) for label in scene.labels] == [
        (label.text, label.anchor) for label in fresh.labels
    ]
    assert "Londinium" in [label.text for label in scene.labels]
    assert scene.mountain_peaks == fresh.mountain_peaks
