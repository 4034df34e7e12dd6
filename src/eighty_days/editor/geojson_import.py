"""Coastlines from a GeoJSON file (a Natural Earth extract, say) as land shapes of a map.

``read_coastlines`` reads the bytes of a GeoJSON document (RFC 7946): every ``Polygon``
and ``MultiPolygon`` geometry (bare, in a ``Feature``, a ``FeatureCollection`` or a
``GeometryCollection``) becomes land polygons; other geometries (lines, points) are
skipped and counted. Each position ``[longitude, latitude]`` becomes the map point
``(longitude * scale + offset x, latitude * scale + offset y)``: the map's x grows
eastwards and its y northwards, as longitude and latitude do. The shapes are cut to the
sheet's bounds (nothing is drawn or played outside them) and rounded as the editor rounds
coordinates. A feature's ``name`` property names its polygons.

The input is bounded (``MAX_BYTES``, ``MAX_POINTS``, ``MAX_DEPTH``), and every bad file
(not JSON, no polygons, a position that is not two finite numbers, a ring that crosses
itself...) raises ``GeoJsonError`` with a message value, never anything else. Pure: no Qt,
no file reading (the editor reads the file and hands over its bytes).
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from eighty_days.editor.edits import COORDINATE_DECIMALS
from eighty_days.messages import Message, MessageError, define
from eighty_days.sheet.model import Point, Polygon, Ring

#: The largest file read (bytes): Natural Earth's 1:50m land is about 2 MB.
MAX_BYTES = 32 * 1024 * 1024

#: The most points imported in all (more makes the editor and the route checks slow).
MAX_POINTS = 200_000

#: The deepest nesting of collections read (a GeometryCollection inside another...).
MAX_DEPTH = 8

#: The longest name taken from a feature's properties.
MAX_NAME = 80

NOT_JSON = define("geojson.not_json", "The file is not JSON: {error}")
NOT_TEXT = define("geojson.not_text", "The file is not text in UTF-8.")
TOO_LARGE = define(
    "geojson.too_large", "The file is too large: {size} bytes (at most {limit} are read)."
)
TOO_DEEP = define("geojson.too_deep", "The file nests its collections too deeply.")
NOT_GEOJSON = define(
    "geojson.not_geojson",
    "The file is not GeoJSON: {where} has no known type (found {found}).",
)
NO_POLYGONS = define(
    "geojson.no_polygons",
    "The file has no Polygon or MultiPolygon geometry ({skipped} other geometries skipped).",
)
BAD_COORDINATES = define(
    "geojson.bad_coordinates", "{where}: the coordinates are not a list of rings of positions."
)
BAD_POSITION = define(
    "geojson.bad_position",
    "{where}: a position must be two finite numbers [longitude, latitude], found {found}.",
)
SHORT_RING = define(
    "geojson.short_ring", "{where}: a ring needs at least 3 different points, it has {points}."
)
INVALID_SHAPE = define(
    "geojson.invalid_shape", "{where}: the shape is not a simple polygon once fitted ({reason})."
)
TOO_MANY_POINTS = define(
    "geojson.too_many_points", "The file has more than {limit} points: take a smaller extract."
)
BAD_FIT = define(
    "geojson.bad_fit", "The scale must be a positive number and the offset finite numbers."
)
TOP_LEVEL = define("geojson.top_level", "the top level")
FEATURE = define("geojson.feature", "feature {number}")
GEOMETRY = define("geojson.geometry", "geometry {number}")
WITHIN = define("geojson.within", "{where}, {part}")
PART = define("geojson.part", "{where}, polygon {number}")


class GeoJsonError(MessageError):
    """A GeoJSON file that cannot be imported; ``message`` says why."""


@dataclass(frozen=True, slots=True)
class Fit:
    """How geographic positions land on the sheet: ``(lon, lat) * scale + offset``."""

    scale: float = 1.0
    offset: Point = (0.0, 0.0)

    def place(self, longitude: float, latitude: float) -> Point:
        """The map point of a position."""
        return (longitude * self.scale + self.offset[0], latitude * self.scale + self.offset[1])


@dataclass(frozen=True, slots=True)
class Coastlines:
    """What a GeoJSON file gives: its land shapes, fitted and cut to the sheet.

    ``skipped`` counts the geometries that are not polygons; ``outside`` the polygons
    wholly beyond the sheet's bounds (left out).
    """

    shapes: tuple[Polygon, ...]
    skipped: int = 0
    outside: int = 0

    @property
    def points(self) -> int:
        """How many points the shapes have in all."""
        return sum(len(s.exterior) + sum(len(h) for h in s.holes) for s in self.shapes)


@dataclass(frozen=True, slots=True)
class ReadPolygon:
    """One polygon of the file, before fitting: its rings and where it is in the file."""

    rings: tuple[tuple[tuple[float, float], ...], ...]
    name: str
    where: Message


@dataclass(frozen=True, slots=True)
class GeoJsonPolygons:
    """The polygons of a GeoJSON file as read, in degrees (before any fitting), and how
    many other geometries it had."""

    polygons: tuple[ReadPolygon, ...]
    skipped: int


def read_geojson(raw: bytes) -> GeoJsonPolygons:
    """The polygons of the GeoJSON document ``raw`` (read once; fit them with
    ``fit_coastlines`` as often as the scale and offset change).

    :raises GeoJsonError: the file is too large, not JSON, not GeoJSON, has no polygon,
        too many points, or a bad position.
    """
    if len(raw) > MAX_BYTES:
        raise GeoJsonError(TOO_LARGE(size=len(raw), limit=MAX_BYTES))
    data = _parse(raw)
    found: list[ReadPolygon] = []
    skipped = _collect(data, None, "", 0, found)
    if not found:
        raise GeoJsonError(NO_POLYGONS(skipped=skipped))
    if sum(len(ring) for polygon in found for ring in polygon.rings) > MAX_POINTS:
        raise GeoJsonError(TOO_MANY_POINTS(limit=MAX_POINTS))
    return GeoJsonPolygons(tuple(found), skipped)


def fit_coastlines(
    read: GeoJsonPolygons, fit: Fit, bounds: tuple[float, float, float, float]
) -> Coastlines:
    """The land shapes of ``read``, fitted by ``fit`` and cut to ``bounds``.

    :raises GeoJsonError: the fit is not a positive scale and a finite offset; a ring has
        fewer than 3 points or a shape is not simple once fitted.
    """
    if not (math.isfinite(fit.scale) and fit.scale > 0 and all(map(math.isfinite, fit.offset))):
        raise GeoJsonError(BAD_FIT())
    shapes: list[Polygon] = []
    outside = 0
    for polygon in read.polygons:
        fitted = _fitted(polygon, fit, bounds)
        if not fitted:
            outside += 1
        shapes.extend(fitted)
    return Coastlines(tuple(shapes), read.skipped, outside)


def read_coastlines(raw: bytes, fit: Fit, bounds: tuple[float, float, float, float]) -> Coastlines:
    """The land shapes of the GeoJSON document ``raw``, fitted by ``fit`` into ``bounds``
    (``read_geojson`` then ``fit_coastlines``).

    :raises GeoJsonError: the file is too large, not JSON, not GeoJSON, has no polygon,
        a bad position or ring, or a shape that is not simple once fitted; a bad fit.
    """
    if not (math.isfinite(fit.scale) and fit.scale > 0 and all(map(math.isfinite, fit.offset))):
        raise GeoJsonError(BAD_FIT())
    return fit_coastlines(read_geojson(raw), fit, bounds)


def _parse(raw: bytes) -> Any:
    """The JSON value of ``raw``; NaN and Infinity are refused, as JSON itself does."""

    def refuse_constant(name: str) -> Any:
        raise ValueError(f"{name} is not a number JSON allows")

    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise GeoJsonError(NOT_TEXT()) from None
    try:
        return json.loads(text, parse_constant=refuse_constant)
    except RecursionError:
        raise GeoJsonError(TOO_DEEP()) from None
    except ValueError as error:  # json.JSONDecodeError is a ValueError
        raise GeoJsonError(NOT_JSON(error=str(error))) from None


def _collect(
    value: Any, where: Message | None, name: str, depth: int, found: list[ReadPolygon]
) -> int:
    """Gather the polygons of a GeoJSON object into ``found``; the geometries skipped."""
    if depth > MAX_DEPTH:
        raise GeoJsonError(TOO_DEEP())
    place = where if where is not None else TOP_LEVEL()
    kind = value.get("type") if isinstance(value, dict) else None
    if kind == "FeatureCollection":
        features = value.get("features")
        if not isinstance(features, list):
            raise GeoJsonError(NOT_GEOJSON(where=place, found=repr(kind)))
        return sum(
            _collect(feature, FEATURE(number=number), "", depth + 1, found)
            for number, feature in enumerate(features, start=1)
        )
    if kind == "Feature":
        properties = value.get("properties")
        named = _name_of(properties) if isinstance(properties, dict) else ""
        geometry = value.get("geometry")
        if geometry is None:
            return 1
        return _collect(geometry, place, named, depth + 1, found)
    if kind == "GeometryCollection":
        geometries = value.get("geometries")
        if not isinstance(geometries, list):
            raise GeoJsonError(NOT_GEOJSON(where=place, found=repr(kind)))
        return sum(
            _collect(geometry, _joined(where, GEOMETRY(number=number)), name, depth + 1, found)
            for number, geometry in enumerate(geometries, start=1)
        )
    if kind == "Polygon":
        found.append(ReadPolygon(_rings(value.get("coordinates"), place), name, place))
        return 0
    if kind == "MultiPolygon":
        parts = value.get("coordinates")
        if not isinstance(parts, list):
            raise GeoJsonError(BAD_COORDINATES(where=place))
        for number, part in enumerate(parts, start=1):
            part_place = PART(where=place, number=number)
            found.append(ReadPolygon(_rings(part, part_place), name, part_place))
        return 0
    if kind in ("Point", "MultiPoint", "LineString", "MultiLineString"):
        return 1
    found_type = repr(kind) if kind is not None else type(value).__name__
    raise GeoJsonError(NOT_GEOJSON(where=place, found=found_type[:40]))


def _joined(where: Message | None, part: Message) -> Message:
    """``feature 3, geometry 2`` (or just ``geometry 2`` at the top)."""
    return WITHIN(where=where, part=part) if where is not None else part


def _name_of(properties: dict[str, Any]) -> str:
    """A feature's name from its properties (``name``, ``NAME`` or ``name_en``), if text."""
    for key in ("name", "NAME", "name_en", "NAME_EN"):
        value = properties.get(key)
        if isinstance(value, str) and value.strip():
            return " ".join(value.split())[:MAX_NAME]
    return ""


def _rings(coordinates: Any, where: Message) -> tuple[tuple[tuple[float, float], ...], ...]:
    """A Polygon's rings as lists of (longitude, latitude), each ring checked."""
    if not isinstance(coordinates, list) or not coordinates:
        raise GeoJsonError(BAD_COORDINATES(where=where))
    rings: list[tuple[tuple[float, float], ...]] = []
    for ring in coordinates:
        if not isinstance(ring, list):
            raise GeoJsonError(BAD_COORDINATES(where=where))
        points = tuple(_position(position, where) for position in ring)
        if len(points) > MAX_POINTS:
            raise GeoJsonError(TOO_MANY_POINTS(limit=MAX_POINTS))
        rings.append(points)
    return tuple(rings)


def _position(position: Any, where: Message) -> tuple[float, float]:
    """``[longitude, latitude]`` (an altitude after them is ignored) as two floats."""
    if (
        isinstance(position, list)
        and len(position) >= 2
        and all(isinstance(v, int | float) and not isinstance(v, bool) for v in position[:2])
    ):
        longitude, latitude = float(position[0]), float(position[1])
        if math.isfinite(longitude) and math.isfinite(latitude):
            return longitude, latitude
    raise GeoJsonError(BAD_POSITION(where=where, found=repr(position)[:40]))


def _fitted(
    found: ReadPolygon, fit: Fit, bounds: tuple[float, float, float, float]
) -> list[Polygon]:
    """One polygon of the file on the sheet: fitted, cut to ``bounds`` (maybe in several
    pieces, or none), rounded; a shape that is not simple is refused."""
    import shapely

    rings = [_ring([fit.place(lon, lat) for lon, lat in ring], found.where) for ring in found.rings]
    shape = shapely.Polygon(rings[0], rings[1:])
    if not shape.is_valid:
        reason = shapely.is_valid_reason(shape)
        raise GeoJsonError(INVALID_SHAPE(where=found.where, reason=reason))
    sheet = shapely.box(*bounds)
    # a shape wholly on the sheet keeps its rings as the file draws them
    cut = shape if sheet.contains(shape) else shape.intersection(sheet)
    pieces = [part for part in shapely.get_parts(cut) if isinstance(part, shapely.Polygon)]
    result: list[Polygon] = []
    for piece in pieces:
        if piece.is_empty or piece.area <= 0:
            continue
        exterior = _open_ring(piece.exterior.coords)
        holes = tuple(_open_ring(hole.coords) for hole in piece.interiors)
        if len(exterior) < 3:
            continue
        polygon = Polygon(exterior, tuple(h for h in holes if len(h) >= 3), found.name)
        rounded = shapely.Polygon(polygon.exterior, polygon.holes)
        if not rounded.is_valid:
            reason = shapely.is_valid_reason(rounded)
            raise GeoJsonError(INVALID_SHAPE(where=found.where, reason=reason))
        result.append(polygon)
    return result


def _ring(points: list[Point], where: Message) -> list[Point]:
    """A fitted ring without its closing point and repeated points; at least 3 points."""
    if not all(math.isfinite(v) for point in points for v in point):
        raise GeoJsonError(BAD_FIT())  # finite degrees times a scale beyond any number
    ring = _open_ring(points)
    if len(ring) < 3:
        raise GeoJsonError(SHORT_RING(where=where, points=len(ring)))
    return list(ring)


def _open_ring(coords: Iterator[Any] | Any) -> Ring:
    """Rounded points of a ring, consecutive repeats and the closing point dropped."""
    ring: list[Point] = []
    for x, y, *_ in coords:
        point = (round(float(x), COORDINATE_DECIMALS), round(float(y), COORDINATE_DECIMALS))
        if not ring or ring[-1] != point:
            ring.append(point)
    while len(ring) > 1 and ring[-1] == ring[0]:
        ring.pop()
    return tuple(ring)
