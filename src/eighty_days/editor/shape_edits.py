"""Pure edits of a map's polygons (land, canals, mountains): whole polygons, their rings
and vertices, and groups of vertices moved, scaled, rotated or deleted together. Like every
edit (``edits``), each function takes a ``SheetMap`` and returns a new one, keeps what it
does not touch and rounds coordinates to the decimals a map file keeps.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace

from eighty_days.editor.edits import (
    EditError,
    Layer,
    clear_location_references,
    delete_location,
    rounded,
)
from eighty_days.messages import define
from eighty_days.sheet.model import Point, Polygon, Ring, SheetMap

NO_POLYGON = define("edit.no_polygon", "there is no polygon {index} in {layer}")
NO_RING = define("edit.no_ring", "the polygon has no ring {ring}")
NO_VERTEX = define("edit.no_vertex", "the ring has no vertex {vertex}")
NO_VERTEX_IN_RING = define(
    "edit.no_vertex_in_ring", "the polygon has no vertex {vertex} in ring {ring}"
)
RING_TOO_SMALL = define(
    "edit.ring_too_small", "a ring keeps at least 3 vertices: delete the polygon instead"
)
NO_HOLE = define("edit.no_hole", "the polygon has no hole {ring}")


def polygons_of(sheet: SheetMap, layer: Layer) -> tuple[Polygon, ...]:
    """The polygons of one layer."""
    if layer is Layer.LAND:
        return sheet.land
    if layer is Layer.CANALS:
        return sheet.canals
    return sheet.mountains


def _with_polygons(sheet: SheetMap, layer: Layer, polygons: tuple[Polygon, ...]) -> SheetMap:
    if layer is Layer.LAND:
        return replace(sheet, land=polygons)
    if layer is Layer.CANALS:
        return replace(sheet, canals=polygons)
    return replace(sheet, mountains=polygons)


def _polygon(sheet: SheetMap, layer: Layer, index: int) -> Polygon:
    polygons = polygons_of(sheet, layer)
    if not 0 <= index < len(polygons):
        raise EditError(NO_POLYGON(index=index, layer=layer.value))
    return polygons[index]


def add_polygon(sheet: SheetMap, layer: Layer, polygon: Polygon) -> SheetMap:
    """The map with ``polygon`` (its points rounded) added to ``layer``."""
    clean = Polygon(
        tuple(rounded(p) for p in polygon.exterior),
        tuple(tuple(rounded(p) for p in hole) for hole in polygon.holes),
        polygon.name,
    )
    return _with_polygons(sheet, layer, (*polygons_of(sheet, layer), clean))


def add_polygons(sheet: SheetMap, layer: Layer, polygons: Sequence[Polygon]) -> SheetMap:
    """The map with ``polygons`` (their points rounded) added to ``layer``, in order."""
    clean = tuple(
        Polygon(
            tuple(rounded(p) for p in polygon.exterior),
            tuple(tuple(rounded(p) for p in hole) for hole in polygon.holes),
            polygon.name,
        )
        for polygon in polygons
    )
    return _with_polygons(sheet, layer, (*polygons_of(sheet, layer), *clean))


def set_polygon(sheet: SheetMap, layer: Layer, index: int, polygon: Polygon) -> SheetMap:
    """The map with polygon ``index`` of ``layer`` replaced."""
    _polygon(sheet, layer, index)
    polygons = list(polygons_of(sheet, layer))
    polygons[index] = polygon
    return _with_polygons(sheet, layer, tuple(polygons))


def delete_polygon(sheet: SheetMap, layer: Layer, index: int) -> SheetMap:
    """The map without polygon ``index`` of ``layer``."""
    _polygon(sheet, layer, index)
    polygons = polygons_of(sheet, layer)
    return _with_polygons(sheet, layer, polygons[:index] + polygons[index + 1 :])


def ring_of(polygon: Polygon, ring: int) -> Ring:
    """Ring 0 is the outer ring, 1... the holes."""
    if ring == 0:
        return polygon.exterior
    if not 1 <= ring <= len(polygon.holes):
        raise EditError(NO_RING(ring=ring))
    return polygon.holes[ring - 1]


def _with_ring(polygon: Polygon, ring: int, points: Ring) -> Polygon:
    if ring == 0:
        return replace(polygon, exterior=points)
    holes = list(polygon.holes)
    holes[ring - 1] = points
    return replace(polygon, holes=tuple(holes))


def move_vertex(
    sheet: SheetMap, layer: Layer, index: int, ring: int, vertex: int, point: Point
) -> SheetMap:
    """The map with one vertex of a polygon moved to ``point``."""
    polygon = _polygon(sheet, layer, index)
    points = list(ring_of(polygon, ring))
    if not 0 <= vertex < len(points):
        raise EditError(NO_VERTEX(vertex=vertex))
    points[vertex] = rounded(point)
    return set_polygon(sheet, layer, index, _with_ring(polygon, ring, tuple(points)))


def move_group(
    sheet: SheetMap,
    places: Iterable[str],
    vertices: Iterable[tuple[Layer, int, int, int]],
    delta: Point,
) -> SheetMap:
    """The map with the places and polygon vertices named moved together by ``delta``."""
    dx, dy = delta
    return map_group(sheet, places, vertices, lambda x, y: (x + dx, y + dy))


def scale_group(
    sheet: SheetMap,
    places: Iterable[str],
    vertices: Iterable[tuple[Layer, int, int, int]],
    fixed: Point,
    factors: Point,
) -> SheetMap:
    """The map with the places and vertices named scaled by ``factors`` (x, y) away from
    the point ``fixed``, which stays where it is."""
    fx, fy = fixed
    sx, sy = factors
    return map_group(sheet, places, vertices, lambda x, y: (fx + (x - fx) * sx, fy + (y - fy) * sy))


def rotate_group(
    sheet: SheetMap,
    places: Iterable[str],
    vertices: Iterable[tuple[Layer, int, int, int]],
    centre: Point,
    degrees: float,
) -> SheetMap:
    """The map with the places and vertices named turned ``degrees`` anticlockwise (north
    up) about ``centre``."""
    cx, cy = centre
    turn = math.radians(degrees)
    cos, sin = math.cos(turn), math.sin(turn)
    return map_group(
        sheet,
        places,
        vertices,
        lambda x, y: (cx + (x - cx) * cos - (y - cy) * sin, cy + (x - cx) * sin + (y - cy) * cos),
    )


def group_bounds(
    sheet: SheetMap, places: Iterable[str], vertices: Iterable[tuple[Layer, int, int, int]]
) -> tuple[float, float, float, float] | None:
    """The box ``(x_min, y_min, x_max, y_max)`` round the places and vertices named that
    the map has; ``None`` if it has none of them."""
    points = [sheet.location(place).point for place in places if sheet.has_location(place)]
    for layer, index, ring, vertex in vertices:
        polygons = polygons_of(sheet, layer)
        if 0 <= index < len(polygons):
            polygon = polygons[index]
            if 0 <= ring <= len(polygon.holes) and 0 <= vertex < len(ring_of(polygon, ring)):
                points.append(ring_of(polygon, ring)[vertex])
    if not points:
        return None
    xs = [x for x, _ in points]
    ys = [y for _, y in points]
    return (min(xs), min(ys), max(xs), max(ys))


def map_group(
    sheet: SheetMap,
    places: Iterable[str],
    vertices: Iterable[tuple[Layer, int, int, int]],
    change: Callable[[float, float], Point],
) -> SheetMap:
    """The map with each place and polygon vertex named moved to ``change(x, y)``
    (rounded to the decimals a file keeps); ``EditError`` if a vertex is missing."""
    chosen = set(places)
    locations = []
    for loc in sheet.locations:
        if loc.id in chosen:
            x, y = rounded(change(loc.x, loc.y))
            loc = replace(loc, x=x, y=y)
        locations.append(loc)
    result = replace(sheet, locations=tuple(locations)) if chosen else sheet
    by_polygon: dict[tuple[Layer, int], list[tuple[int, int]]] = {}
    for layer, index, ring, vertex in vertices:
        by_polygon.setdefault((layer, index), []).append((ring, vertex))
    for (layer, index), where in by_polygon.items():
        polygon = _polygon(result, layer, index)
        rings = [list(polygon.exterior), *(list(hole) for hole in polygon.holes)]
        for ring, vertex in where:
            if not 0 <= ring < len(rings) or not 0 <= vertex < len(rings[ring]):
                raise EditError(NO_VERTEX_IN_RING(vertex=vertex, ring=ring))
            x, y = rings[ring][vertex]
            rings[ring][vertex] = rounded(change(x, y))
        moved = replace(
            polygon, exterior=tuple(rings[0]), holes=tuple(tuple(hole) for hole in rings[1:])
        )
        result = set_polygon(result, layer, index, moved)
    return result


def vertices_of(sheet: SheetMap, layer: Layer, index: int) -> set[tuple[Layer, int, int, int]]:
    """Every vertex of a polygon, as ``(layer, index, ring, vertex)``."""
    polygon = _polygon(sheet, layer, index)
    return {
        (layer, index, ring_number, number)
        for ring_number, ring in enumerate((polygon.exterior, *polygon.holes))
        for number in range(len(ring))
    }


def delete_group(
    sheet: SheetMap,
    places: Iterable[str],
    vertices: Iterable[tuple[Layer, int, int, int]],
    *,
    clear_references: bool = False,
) -> SheetMap:
    """The map without the places and polygon vertices named (a ring keeps at least 3
    vertices: ``EditError`` otherwise); with ``clear_references`` nothing names the places
    any more."""
    by_ring: dict[tuple[Layer, int, int], list[int]] = {}
    for layer, index, ring, vertex in vertices:
        by_ring.setdefault((layer, index, ring), []).append(vertex)
    for (layer, index, ring), numbers in by_ring.items():
        polygon = _polygon(sheet, layer, index)
        points = list(ring_of(polygon, ring))
        if len(points) - len(set(numbers)) < 3:
            raise EditError(RING_TOO_SMALL())
        for number in sorted(set(numbers), reverse=True):
            del points[number]
        sheet = set_polygon(sheet, layer, index, _with_ring(polygon, ring, tuple(points)))
    for location_id in places:
        if clear_references:
            sheet = clear_location_references(sheet, location_id)
        sheet = delete_location(sheet, location_id)
    return sheet


def insert_vertex(
    sheet: SheetMap, layer: Layer, index: int, ring: int, before: int, point: Point
) -> SheetMap:
    """The map with a new vertex at ``point`` inserted before vertex ``before``."""
    polygon = _polygon(sheet, layer, index)
    points = list(ring_of(polygon, ring))
    if not 0 <= before <= len(points):
        raise EditError(NO_VERTEX(vertex=before))
    points.insert(before, rounded(point))
    return set_polygon(sheet, layer, index, _with_ring(polygon, ring, tuple(points)))


def delete_vertex(sheet: SheetMap, layer: Layer, index: int, ring: int, vertex: int) -> SheetMap:
    """The map without one vertex (a ring keeps at least 3; ``EditError`` otherwise)."""
    polygon = _polygon(sheet, layer, index)
    points = list(ring_of(polygon, ring))
    if not 0 <= vertex < len(points):
        raise EditError(NO_VERTEX(vertex=vertex))
    if len(points) <= 3:
        raise EditError(RING_TOO_SMALL())
    del points[vertex]
    return set_polygon(sheet, layer, index, _with_ring(polygon, ring, tuple(points)))


def add_hole(sheet: SheetMap, layer: Layer, index: int, ring: Ring) -> SheetMap:
    """The map with a hole (a lake, an inland sea) cut in polygon ``index`` of ``layer``."""
    polygon = _polygon(sheet, layer, index)
    hole = tuple(rounded(p) for p in ring)
    return set_polygon(sheet, layer, index, replace(polygon, holes=(*polygon.holes, hole)))


def delete_hole(sheet: SheetMap, layer: Layer, index: int, ring: int) -> SheetMap:
    """The map without hole ``ring`` (1 is the first hole) of a polygon."""
    polygon = _polygon(sheet, layer, index)
    if not 1 <= ring <= len(polygon.holes):
        raise EditError(NO_HOLE(ring=ring))
    holes = polygon.holes[: ring - 1] + polygon.holes[ring:]
    return set_polygon(sheet, layer, index, replace(polygon, holes=holes))
