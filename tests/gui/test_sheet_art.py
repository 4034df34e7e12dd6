"""The sheet's art: textured paper, area names lettered along their area, the date line's
dashes, the Himalaya's peaks, an icon per place type, routes in ink."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from eighty_days.resources import default_world_map_path
from eighty_days.sheet.io import load_map
from eighty_days.sheet.model import LocationType
from eighty_days.ui.art.paper import TILE, paper_tile
from eighty_days.ui.journey.map_art import DATE_LINE_INK, PLACE_PAINTERS
from eighty_days.ui.journey.map_labels import lettering_angle
from eighty_days.ui.journey.map_overlays import RouteDrawing
from eighty_days.ui.journey.map_scene import SheetScene

pytestmark = pytest.mark.gui


def render(scene: SheetScene, source: QRectF, width: int = 400) -> QImage:
    """The scene's ``source`` rectangle drawn into an image ``width`` pixels wide."""
    height = max(1, round(width * source.height() / source.width()))
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, width, height), source)
    painter.end()
    return image


def close_to(colour: QColor, other: QColor, tolerance: int = 40) -> bool:
    """Whether two colours are within ``tolerance`` in every channel."""
    return all(
        abs(a - b) <= tolerance
        for a, b in zip(
            (colour.red(), colour.green(), colour.blue()),
            (other.red(), other.green(), other.blue()),
            strict=True,
        )
    )


def test_the_paper_is_textured_and_the_same_every_time(qapp: object) -> None:
    """The paper tile has fibres and tone (many shades), made once and kept."""
    tile = paper_tile()
    assert tile is paper_tile()
    shades = {tile.pixel(x, y) for x in range(0, TILE, 7) for y in range(0, TILE, 7)}
    assert len(shades) > 50


def test_area_names_follow_their_area() -> None:
    """A long area rising to the east (north-east) is lettered rising on screen; a flat
    one level; never steeper than 30 degrees."""
    rising = [(0.0, 0.0), (10.0, 5.0), (10.0, 7.0), (0.0, 2.0)]
    flat = [(0.0, 0.0), (10.0, 0.0), (10.0, 2.0), (0.0, 2.0)]
    steep = [(0.0, 0.0), (1.0, 10.0), (2.0, 10.0), (1.0, 0.0)]
    assert lettering_angle(rising) < -15  # screen y points down: rising is negative
    assert lettering_angle(flat) == pytest.approx(0.0, abs=1e-6)
    assert abs(lettering_angle(steep)) <= 30.0


def test_the_date_line_is_drawn_dashed_and_the_himalaya_has_peaks(qapp: object) -> None:
    """On the world sheet: the antimeridian shows the date line's ink in dashes, and the
    Himalaya's band holds drawn mountain symbols."""
    sheet = load_map(default_world_map_path())
    scene = SheetScene(sheet)
    x = sheet.antimeridian_x
    image = render(scene, QRectF(x - 2, 10, 4, 40), width=200)  # south of its name
    column = [QColor(image.pixel(100, y)) for y in range(image.height())]
    inked = [close_to(c, DATE_LINE_INK, 60) for c in column]
    share = sum(inked) / len(inked)
    assert share > 0.3, "no date line ink on the antimeridian"
    assert share < 0.9, "the date line is not dashed"
    assert scene.mountain_peaks >= 10


def test_every_place_type_has_an_icon_and_routes_are_in_ink(qapp: object) -> None:
    """Each place type paints something of its own; the route is drawn in the player's
    colour with a width that varies a little from segment to segment."""
    assert set(PLACE_PAINTERS) == set(LocationType)
    pictures = set()
    for kind, paint in PLACE_PAINTERS.items():
        image = QImage(24, 24, QImage.Format.Format_ARGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint(painter, QPointF(12, 12), 14)
        painter.end()
        data = bytes(image.constBits())
        assert data != bytes(len(data) * [255]), f"{kind} draws nothing"
        pictures.add(data)
    assert len(pictures) == len(LocationType)
    sheet = load_map(default_world_map_path())
    scene = SheetScene(sheet)
    legs = (((0.0, 51.0), (20.0, 45.0), (40.0, 40.0)), ((40.0, 40.0), (60.0, 35.0)))
    scene.show_route(RouteDrawing(legs, QColor("#0072B2")))
    item = scene.route_item
    assert item is not None
    assert len(item.widths) == 3
    assert len(set(item.widths)) > 1
    image = render(scene, QRectF(-2, -53, 64, 20), width=640)
    blue = QColor("#0072B2")
    assert any(
        close_to(QColor(image.pixel(x, y)), blue)
        for x in range(0, 640, 2)
        for y in range(image.height())
    )


@pytest.mark.parametrize("map_name", ["world.yaml", "sample-small.yaml", "mediterranean.yaml"])
@pytest.mark.parametrize("zoom", [4.0, 8.0, 20.0])
def test_the_ornaments_hide_no_place_and_no_other_ornament(map_name: str, zoom: float) -> None:
    """The cartouches and the compass rose decorate the sheet but never lie over a place
    (what the game is played on) nor over each other, whatever the map and the zoom."""
    from PySide6.QtGui import QTransform

    from eighty_days.resources import maps_dir
    from eighty_days.ui.journey.scene_geometry import to_scene

    scene = SheetScene(load_map(maps_dir() / map_name))
    transform = QTransform.fromScale(zoom, zoom)
    cartouches, rose = scene.ornament_layout(transform)
    boxes = [box for box, _name in cartouches] + ([rose] if rose is not None else [])
    places = [transform.map(to_scene(place.point)) for place in scene.sheet.locations]
    for box in boxes:
        assert not any(box.contains(place) for place in places), (map_name, zoom, box)
    for number, box in enumerate(boxes):
        assert not any(box.intersects(other) for other in boxes[number + 1 :])
    if map_name == "world.yaml":  # the world sheet has room for every ornament
        assert len(cartouches) == 2 and rose is not None
