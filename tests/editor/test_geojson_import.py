"""Coastlines from GeoJSON (issue 48, Import): polygons become land shapes, fitted by a
scale and an offset and cut to the sheet; every bad file is a message, never a traceback."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from eighty_days.editor import edits, shape_edits
from eighty_days.editor.edits import Layer
from eighty_days.editor.geojson_import import (
    MAX_BYTES,
    MAX_POINTS,
    Coastlines,
    Fit,
    GeoJsonError,
    read_coastlines,
)
from eighty_days.messages import Message

BOUNDS = (0.0, 0.0, 60.0, 30.0)
SQUARE = [[0, 0], [4, 0], [4, 4], [0, 4], [0, 0]]


def encoded(value: Any) -> bytes:
    """``value`` as the bytes of a JSON file."""
    return json.dumps(value).encode("utf-8")


def feature(geometry: Any, name: str | None = None) -> dict[str, Any]:
    """A GeoJSON Feature of ``geometry``, named if ``name`` is given."""
    return {"type": "Feature", "properties": {"name": name} if name else {}, "geometry": geometry}


def collection(*features: Any) -> dict[str, Any]:
    """A FeatureCollection."""
    return {"type": "FeatureCollection", "features": list(features)}


def refused(raw: bytes, fit: Fit | None = None) -> Message:
    """The message ``read_coastlines`` refuses ``raw`` with."""
    with pytest.raises(GeoJsonError) as caught:
        read_coastlines(raw, fit or Fit(), BOUNDS)
    assert isinstance(caught.value.message, Message)
    return caught.value.message


def test_polygons_and_multipolygons_become_named_land_shapes() -> None:
    """A Polygon and the parts of a MultiPolygon each become one shape, named by their
    feature, fitted by scale then offset; lines are skipped and counted."""
    raw = encoded(
        collection(
            feature({"type": "Polygon", "coordinates": [SQUARE]}, "Westland"),
            feature(
                {
                    "type": "MultiPolygon",
                    "coordinates": [
                        [[[10, 1], [12, 1], [12, 3], [10, 1]]],
                        [[[14, 1], [16, 1], [16, 3], [14, 1]]],
                    ],
                },
                "Isles",
            ),
            feature({"type": "LineString", "coordinates": [[0, 0], [1, 1]]}),
        )
    )
    found = read_coastlines(raw, Fit(scale=2.0, offset=(1.0, 2.0)), BOUNDS)
    assert [s.name for s in found.shapes] == ["Westland", "Isles", "Isles"]
    assert set(found.shapes[0].exterior) == {(1.0, 2.0), (9.0, 2.0), (9.0, 10.0), (1.0, 10.0)}
    assert len(found.shapes[0].exterior) == 4  # the closing point is dropped
    assert set(found.shapes[1].exterior) == {(21.0, 4.0), (25.0, 4.0), (25.0, 8.0)}
    assert found.skipped == 1 and found.outside == 0
    assert found.points == 10


def test_a_lake_keeps_its_hole_and_an_island_in_it_is_a_shape_of_its_own() -> None:
    """Nested rings: land with a lake (a hole), and an island inside the lake, as Natural
    Earth writes them (two polygons of one MultiPolygon)."""
    land = [[1, 1], [20, 1], [20, 20], [1, 20], [1, 1]]
    lake = [[5, 5], [15, 5], [15, 15], [5, 15], [5, 5]]
    island = [[8, 8], [12, 8], [12, 12], [8, 12], [8, 8]]
    raw = encoded({"type": "MultiPolygon", "coordinates": [[land, lake], [island]]})
    found = read_coastlines(raw, Fit(), BOUNDS)
    assert len(found.shapes) == 2
    assert len(found.shapes[0].holes) == 1
    assert set(found.shapes[0].holes[0]) == {(5.0, 5.0), (15.0, 5.0), (15.0, 15.0), (5.0, 15.0)}
    assert found.shapes[1].holes == ()


def test_shapes_are_cut_to_the_sheet() -> None:
    """A shape reaching beyond the bounds is cut at them; one wholly beyond is left out
    and counted."""
    across = [[50, 10], [70, 10], [70, 20], [50, 20], [50, 10]]
    beyond = [[100, 10], [110, 10], [110, 20], [100, 10]]
    raw = encoded(
        collection(
            feature({"type": "Polygon", "coordinates": [across]}),
            feature({"type": "Polygon", "coordinates": [beyond]}),
        )
    )
    found = read_coastlines(raw, Fit(), BOUNDS)
    assert len(found.shapes) == 1 and found.outside == 1
    assert max(x for x, _ in found.shapes[0].exterior) == 60.0


def test_the_shapes_add_to_the_land_in_one_edit() -> None:
    """``shape_edits.add_polygons`` puts the imported shapes after the map's land."""
    sheet = edits.blank_sheet(60, 30)
    found = read_coastlines(encoded({"type": "Polygon", "coordinates": [SQUARE]}), Fit(), BOUNDS)
    after = shape_edits.add_polygons(sheet, Layer.LAND, found.shapes)
    assert after.land == (*sheet.land, *found.shapes)


@pytest.mark.parametrize(
    ("raw", "key"),
    [
        (b"{not json", "geojson.not_json"),
        (b"\xff\xfe\x00garbage", "geojson.not_text"),
        (b"[1, 2, 3]", "geojson.not_geojson"),
        (encoded({"type": "Topology", "objects": {}}), "geojson.not_geojson"),
        (
            encoded(collection(feature({"type": "Point", "coordinates": [1, 2]}))),
            "geojson.no_polygons",
        ),
        (encoded({"type": "FeatureCollection", "features": []}), "geojson.no_polygons"),
        (encoded({"type": "Polygon", "coordinates": 5}), "geojson.bad_coordinates"),
        (
            encoded({"type": "Polygon", "coordinates": [[[0, 0], [1, "a"], [1, 1]]]}),
            "geojson.bad_position",
        ),
        (
            encoded({"type": "Polygon", "coordinates": [[[0, 0], [1], [1, 1]]]}),
            "geojson.bad_position",
        ),
        (
            encoded({"type": "Polygon", "coordinates": [[[0, 0], [1, 1], [0, 0]]]}),
            "geojson.short_ring",
        ),
        (
            encoded({"type": "Polygon", "coordinates": [[[0, 0], [4, 4], [4, 0], [0, 4], [0, 0]]]}),
            "geojson.invalid_shape",
        ),
        (b'{"type": "Polygon", "coordinates": [[[0, 0], [NaN, 1], [1, 1]]]}', "geojson.not_json"),
        (
            b'{"type": "Polygon", "coordinates": [[[0, 0], [Infinity, 1], [1, 1]]]}',
            "geojson.not_json",
        ),
        (
            b'{"type": "Polygon", "coordinates": [[[0, 0], [1e999, 1], [1, 1]]]}',
            "geojson.bad_position",
        ),
        (b"[" * 100_000 + b"]" * 100_000, "geojson.too_deep"),
    ],
    ids=[
        "not-json",
        "not-utf8",
        "a-list",
        "topojson",
        "only-points",
        "no-features",
        "coordinates-not-rings",
        "text-in-a-position",
        "a-position-of-one-number",
        "a-ring-of-two-points",
        "a-bow-tie",
        "nan",
        "infinity",
        "overflowing-number",
        "nested-too-deeply",
    ],
)
def test_every_bad_file_is_a_message(raw: bytes, key: str) -> None:
    """Each kind of bad file is refused with its own message value, never a traceback."""
    message = refused(raw)
    assert message.key == key
    assert str(message)  # English for the command line and the logs


def test_holes_nested_in_holes_are_refused() -> None:
    """A hole inside another hole of the same polygon is not a simple shape."""
    outer = [[0, 0], [20, 0], [20, 20], [0, 20], [0, 0]]
    hole = [[2, 2], [18, 2], [18, 18], [2, 18], [2, 2]]
    inner = [[5, 5], [10, 5], [10, 10], [5, 10], [5, 5]]
    message = refused(encoded({"type": "Polygon", "coordinates": [outer, hole, inner]}))
    assert message.key == "geojson.invalid_shape"
    assert str(message).startswith("the top level: the shape is not a simple polygon")


def test_huge_files_are_refused_before_reading_them() -> None:
    """A file beyond the size limit, or with too many points, is refused with the limit."""
    message = refused(b" " * (MAX_BYTES + 1))
    assert message.key == "geojson.too_large"
    ring = [[i * 1e-4, 0.0] for i in range(MAX_POINTS + 1)] + [[0.0, 1.0], [0.0, 0.0]]
    message = refused(encoded({"type": "Polygon", "coordinates": [ring]}))
    assert message.key == "geojson.too_many_points"


def test_a_bad_fit_is_refused() -> None:
    """A scale that is not positive, or an offset that is not finite, is a message."""
    raw = encoded({"type": "Polygon", "coordinates": [SQUARE]})
    assert refused(raw, Fit(scale=0.0)).key == "geojson.bad_fit"
    assert refused(raw, Fit(offset=(float("nan"), 0.0))).key == "geojson.bad_fit"


def test_the_count_of_an_empty_import() -> None:
    """A read with every shape beyond the sheet gives no shapes (the dialog says so)."""
    raw = encoded({"type": "Polygon", "coordinates": [[[100, 1], [104, 1], [104, 4], [100, 1]]]})
    assert read_coastlines(raw, Fit(), BOUNDS) == Coastlines((), 0, 1)


GEOMETRY_TYPES = st.sampled_from(
    ["Polygon", "MultiPolygon", "Feature", "FeatureCollection", "GeometryCollection", "Point"]
)
NUMBERS = st.one_of(
    st.integers(-400, 400), st.floats(allow_nan=False, allow_infinity=False), st.booleans()
)
JSON_VALUES = st.recursive(
    st.one_of(st.none(), NUMBERS, st.text(max_size=5), GEOMETRY_TYPES),
    lambda inner: st.one_of(
        st.lists(inner, max_size=5),
        st.dictionaries(
            st.sampled_from(
                ["type", "coordinates", "features", "geometry", "geometries", "properties"]
            ),
            inner,
            max_size=4,
        ),
    ),
    max_leaves=40,
)


@settings(max_examples=300, deadline=None)
@given(value=JSON_VALUES, scale=st.floats(0.01, 100.0))
def test_any_json_is_shapes_or_a_message(value: Any, scale: float) -> None:
    """Whatever JSON a file holds, the reader gives shapes inside the sheet or refuses
    with a GeoJsonError carrying a message value: never another exception."""
    try:
        found = read_coastlines(encoded(value), Fit(scale=scale), BOUNDS)
    except GeoJsonError as error:
        assert isinstance(error.message, Message)
        return
    for shape in found.shapes:
        assert all(0 <= x <= 60 and 0 <= y <= 30 for x, y in shape.exterior)


def test_the_world_maps_land_comes_back_unchanged() -> None:
    """The default map's land written as GeoJSON (x, y as longitude, latitude) and
    imported at scale 1 into its own bounds gives the same shapes, names and holes."""
    from eighty_days.resources import default_world_map_path
    from eighty_days.sheet.io import load_map

    world = load_map(default_world_map_path())

    def closed(ring: tuple[tuple[float, float], ...]) -> list[list[float]]:
        return [list(point) for point in (*ring, ring[0])]

    features = [
        feature(
            {
                "type": "Polygon",
                "coordinates": [closed(p.exterior), *(closed(h) for h in p.holes)],
            },
            p.name or None,
        )
        for p in world.land
    ]
    found = read_coastlines(encoded(collection(*features)), Fit(), world.bounds)
    assert found.shapes == world.land
