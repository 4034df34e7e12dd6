"""The land's union kept piece by piece for the editor (``LandPieces``, issue 48 "Speed"):
after each edit it covers exactly what ``land_path`` covers, and an edit makes again only
the polygon it changed."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QTransform

from eighty_days.resources import default_world_map_path
from eighty_days.sheet.io import load_map
from eighty_days.sheet.model import Point, Polygon
from eighty_days.ui.journey.land_pieces import LandPieces, changed_box
from eighty_days.ui.journey.map_art import PrintedSheet
from eighty_days.ui.journey.scene_geometry import add_turned_rings, land_path

pytestmark = pytest.mark.gui


def same_land(path: QPainterPath, other: QPainterPath) -> bool:
    """Whether the two paths cover the same region."""
    return path.subtracted(other).isEmpty() and other.subtracted(path).isEmpty()


def square(centre: Point, half: float) -> Polygon:
    """A square of land round ``centre``."""
    x, y = centre
    ring = ((x - half, y - half), (x + half, y - half), (x + half, y + half), (x - half, y + half))
    return Polygon(ring, (), "")


def moved(polygon: Polygon, index: int, by: Point) -> Polygon:
    """``polygon`` with its vertex ``index`` moved ``by``."""
    ring = list(polygon.exterior)
    ring[index] = (ring[index][0] + by[0], ring[index][1] + by[1])
    return replace(polygon, exterior=tuple(ring))


def test_the_pieces_cover_the_land_after_each_edit(qapp: object) -> None:
    """On the world map: a square laid over Eurasia's coast (their union), Eurasia
    edited far from it (the square stays united with it though only the changed part is
    looked at), the square moved out to sea (apart again), then removed, and everything
    undone: each time the land covers what ``land_path`` makes of the polygons, and only
    the polygons changed were made again."""
    land = list(load_map(default_world_map_path()).land)
    eurasia = max(range(len(land)), key=lambda index: len(land[index].exterior))
    coast = land[eurasia].exterior[1000]
    pieces = LandPieces(land)
    assert same_land(pieces.path, land_path(land))
    steps = [
        [*land, square(coast, 1.0)],
        [*land[:eurasia], moved(land[eurasia], 0, (0.5, -0.3)), *land[eurasia + 1 :]],
        [*land, square((-170.0, -40.0), 1.0)],
        land,
    ]
    steps[1].append(square(coast, 1.0))
    overlapping = land_path(steps[0])
    assert not same_land(overlapping, land_path(land))  # (the square adds land)
    made = []
    for polygons in steps:
        pieces.follow(polygons)
        made.append(pieces.made)
        assert same_land(pieces.path, land_path(polygons))
    assert made == [1, 1, 2, 0]


def test_an_edit_s_box_holds_the_vertices_it_changed_and_their_neighbours() -> None:
    """Moving one vertex: the box holds it, where it was and the two vertices beside it,
    not the rest of the ring; inserting one likewise; no change: an empty box."""
    ring = ((0.0, 0.0), (10.0, 0.0), (10.0, 10.0), (5.0, 12.0), (0.0, 10.0))
    polygon = Polygon(ring, (), "")
    box = changed_box(polygon, moved(polygon, 3, (0.0, 2.0)))
    assert (box.left(), box.right()) == pytest.approx((0.0, 10.0), abs=1e-5)
    assert (box.top(), box.bottom()) == pytest.approx((-14.0, -10.0), abs=1e-5)
    inserted = Polygon((*ring[:2], (12.0, 5.0), *ring[2:]), (), "")
    box = changed_box(polygon, inserted)
    assert (box.left(), box.right()) == pytest.approx((10.0, 12.0), abs=1e-5)
    assert (box.top(), box.bottom()) == pytest.approx((-10.0, 0.0), abs=1e-5)
    assert changed_box(polygon, polygon).isEmpty()


def test_the_land_in_pieces_paints_what_the_whole_land_paints(qapp: object) -> None:
    """The world's printed sheet painted over three stretches (Europe, the Himalaya,
    the Indies) from the pieces that meet them is, pixel for pixel, what the game's
    sheet (the whole land, one path) paints there."""
    world = load_map(default_world_map_path())
    x_min, y_min, x_max, y_max = world.bounds
    map_rect = QRectF(x_min, -y_max, x_max - x_min, y_max - y_min)
    whole = PrintedSheet(world, map_rect, str)
    in_pieces = PrintedSheet(world, map_rect, str)
    in_pieces.keep_land_in_pieces()
    for stretch in (QRectF(-15, -75, 60, 40), QRectF(100, -40, 30, 30), QRectF(120, -10, 20, 20)):
        assert painted(in_pieces, stretch) == painted(whole, stretch)


def painted(art: PrintedSheet, stretch: QRectF, zoom: float = 10.0) -> QImage:
    """``art`` painted over the scene rectangle ``stretch`` at ``zoom`` pixels a unit."""
    image = QImage(
        round(stretch.width() * zoom), round(stretch.height() * zoom), QImage.Format.Format_ARGB32
    )
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setWorldTransform(
        QTransform().scale(zoom, zoom).translate(-stretch.left(), -stretch.top())
    )
    art.paint(painter, stretch)
    painter.end()
    return image


def test_each_piece_is_the_polygon_as_the_land_path_turns_it(qapp: object) -> None:
    """Every land polygon of the world map (coasts of thousands of vertices written out at
    once, islands point by point), and one with a hole turned the wrong way: its piece's
    path has the elements ``add_turned_rings`` gives it, to the bit."""
    world = load_map(default_world_map_path())
    holed = Polygon(
        square((0.0, 0.0), 40.0).exterior[::-1] + tuple((float(k), 0.5 * k) for k in range(300)),
        (square((5.0, 5.0), 1.0).exterior,),
        "",
    )
    assert max(len(polygon.exterior) for polygon in world.land) > 1000
    for polygon in (*world.land, holed):
        expected = QPainterPath()
        expected.setFillRule(Qt.FillRule.WindingFill)
        add_turned_rings(expected, polygon)
        piece = LandPieces([polygon]).path_of(0)
        assert piece.fillRule() == expected.fillRule()
        assert piece.elementCount() == expected.elementCount()
        for index in range(piece.elementCount()):
            ours, theirs = piece.elementAt(index), expected.elementAt(index)
            assert (ours.type, ours.x, ours.y) == (theirs.type, theirs.x, theirs.y)
