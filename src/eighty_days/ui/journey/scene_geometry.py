"""Map points as scene points and the map's polygons as painter paths.

Scene coordinates are map units with the y axis flipped (scene y = −latitude), so north
is up.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPainterPath, QPolygonF

from eighty_days.sheet.model import Point, Polygon


def to_scene(point: Point) -> QPointF:
    """A map point as a scene point (y flipped so north is up)."""
    return QPointF(point[0], -point[1])


def from_scene(point: QPointF) -> Point:
    """A scene point as a map point."""
    return (point.x(), -point.y())


def ring_polygon(ring: Sequence[Point]) -> QPolygonF:
    """A closed ring as a scene polygon."""
    polygon = QPolygonF([QPointF(x, -y) for x, y in ring])
    if len(ring) > 0:
        polygon.append(QPointF(ring[0][0], -ring[0][1]))
    return polygon


def polygon_path(polygons: Iterable[Polygon]) -> QPainterPath:
    """One painter path (odd-even filled) for several model polygons with their holes."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    for polygon in polygons:
        path.addPolygon(ring_polygon(polygon.exterior))
        for hole in polygon.holes:
            path.addPolygon(ring_polygon(hole))
    return path


def land_path(polygons: Sequence[Polygon]) -> QPainterPath:
    """The land as the rules see it: the union of the polygons (an overlap of two land
    polygons is land, not a hole), as an odd-even path of rings that do not overlap.

    Each outer ring is drawn one way round and each hole the other, so that the winding
    fill counts how many polygons hold a point; ``simplified`` turns that into the union.
    """
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    for polygon in polygons:
        for number, ring in enumerate((polygon.exterior, *polygon.holes)):
            clockwise = _ring_twice_area(ring) < 0
            wanted = number > 0  # holes turn the other way
            path.addPolygon(ring_polygon(ring[::-1] if clockwise != wanted else ring))
    return path.simplified()


def _ring_twice_area(ring: Sequence[Point]) -> float:
    """Twice the signed area of a ring (positive counterclockwise), the shoelace sum."""
    total = 0.0
    previous = ring[-1] if ring else (0.0, 0.0)
    for point in ring:
        total += previous[0] * point[1] - point[0] * previous[1]
        previous = point
    return total


def shapely_path(geometry: object) -> QPainterPath:
    """A painter path for a shapely (multi)polygon."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    for part in getattr(geometry, "geoms", [geometry]):
        if part.geom_type != "Polygon" or part.is_empty:
            continue
        path.addPolygon(ring_polygon(list(part.exterior.coords)[:-1]))
        for interior in part.interiors:
            path.addPolygon(ring_polygon(list(interior.coords)[:-1]))
    return path
