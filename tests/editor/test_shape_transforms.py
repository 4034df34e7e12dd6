"""Moving, scaling and turning places and polygon vertices together (pure edits)."""

from __future__ import annotations

import pytest

from eighty_days.editor import edits, shape_edits
from eighty_days.editor.edits import EditError, Layer
from eighty_days.sheet.model import Polygon, SheetMap

SQUARE = Polygon(
    ((2.0, 2.0), (6.0, 2.0), (6.0, 6.0), (2.0, 6.0)), holes=(((3.0, 3.0), (4.0, 3.0), (4.0, 4.0)),)
)


def square_map() -> SheetMap:
    """A blank map with one square of land (with a hole) and one place at (8, 4)."""
    sheet = shape_edits.add_polygon(edits.blank_sheet(20, 10), Layer.LAND, SQUARE)
    return edits.add_location(sheet, edits.new_location(sheet, (8.0, 4.0)))


def test_every_vertex_of_a_polygon_is_named_holes_included() -> None:
    """``vertices_of`` names the outer ring's and the holes' vertices."""
    vertices = shape_edits.vertices_of(square_map(), Layer.LAND, 0)
    assert len(vertices) == 7
    assert (Layer.LAND, 0, 1, 2) in vertices


def test_a_group_moves_scales_and_turns_its_places_and_vertices() -> None:
    """Scaling doubles distances from the fixed point; a quarter turn anticlockwise takes
    (x, y) about the centre to (-y, x); what is not named stays."""
    sheet = square_map()
    vertices = shape_edits.vertices_of(sheet, Layer.LAND, 0)
    scaled = shape_edits.scale_group(sheet, ["place"], vertices, (2.0, 2.0), (2.0, 0.5))
    assert scaled.land[0].exterior == ((2.0, 2.0), (10.0, 2.0), (10.0, 4.0), (2.0, 4.0))
    assert scaled.land[0].holes[0][2] == (6.0, 3.0)
    assert scaled.location("place").point == (14.0, 3.0)
    turned = shape_edits.rotate_group(sheet, [], vertices, (4.0, 4.0), 90.0)
    assert turned.land[0].exterior == ((6.0, 2.0), (6.0, 6.0), (2.0, 6.0), (2.0, 2.0))
    assert turned.location("place") == sheet.location("place")
    moved = shape_edits.move_group(sheet, ["place"], [], (1.5, -1.0))
    assert moved.location("place").point == (9.5, 3.0)
    assert moved.land == sheet.land


def test_the_bounds_of_a_group_and_a_missing_vertex() -> None:
    """The box round a group holds its places and vertices; a vertex the map lacks is an
    ``EditError`` when moved, and left out of the box."""
    sheet = square_map()
    vertices = shape_edits.vertices_of(sheet, Layer.LAND, 0)
    assert shape_edits.group_bounds(sheet, ["place"], vertices) == (2.0, 2.0, 8.0, 6.0)
    assert shape_edits.group_bounds(sheet, [], [(Layer.LAND, 0, 0, 9)]) is None
    with pytest.raises(EditError):
        shape_edits.rotate_group(sheet, [], [(Layer.LAND, 0, 0, 9)], (0.0, 0.0), 10.0)
