"""Validation of a version-1 map: every problem, each with its place in the file.

``check_map_data(data)`` walks the plain data of a map file (as the safe YAML loader gives
it), builds the ``SheetMap`` when it can, and lists every problem found on the way: the
structure (missing keys, wrong types, bad numbers, duplicate ids), the references between
parts (areas, locations, cards), and the geometry (rings too short or self-intersecting,
locations off the map, off land or away from the coast as their type requires, sheets not
covering the map). It never raises on bad data: hostile input gives problems, not
tracebacks.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from eighty_days.messages import Message, MessageKind, Param, define
from eighty_days.resources import NOT_A_FILE_NAME, PathPart, format_path
from eighty_days.sheet.model import (
    AdventureCard,
    Area,
    Background,
    IncomeCard,
    Location,
    LocationType,
    Polygon,
    Ring,
    SheetMap,
    SheetPart,
    with_article,
)
from eighty_days.sheet.serial import (
    FORMAT_TAG,
    RingSyntaxError,
    parse_ring_values,
    ring_from_values,
    to_dict,
)

#: Coordinates and lengths beyond this size are refused as mistakes (map units).
MAX_MAGNITUDE = 1.0e6

#: Pounds on an income card beyond this are refused as mistakes.
MAX_POUNDS = 1000

#: The number of locations on every income card.
INCOME_CARD_SIZE = 4

ID_PATTERN = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*\Z")
COLOUR_PATTERN = re.compile(r"#[0-9a-fA-F]{6}\Z")

TOP_LEVEL_KEYS = (
    "format",
    "name",
    "description",
    "bounds",
    "antimeridian",
    "ruler_unit",
    "coast_tolerance",
    "sheets",
    "areas",
    "locations",
    "start",
    "arrival",
    "land",
    "canals",
    "mountains",
    "income_cards",
    "adventure_cards",
    "background",
)
REQUIRED_TOP_LEVEL = frozenset(TOP_LEVEL_KEYS) - {
    "description",
    "coast_tolerance",
    "canals",
    "mountains",
    "background",
}


# What the map reader says (the keys' English; ``ui/common/message_text`` translates).
PROBLEM_AT = define("map.problem_at", "{path}: {problem}")
PROBLEM_AT_LINE = define("map.problem_at_line", "{path}: {problem} (line {line})")
DOCUMENT = define("map.document", "(document)")
EXPECTED_MAPPING = define("map.expected_mapping", "expected a mapping, found {kind}")
EXPECTED_LIST = define("map.expected_list", "expected a list, found {kind}")
EXPECTED_TEXT = define("map.expected_text", "expected text, found {kind}")
EMPTY = define("map.empty", "must not be empty")
NOT_AN_ID = define("map.not_an_id", "{text} is not an id (lowercase letters, digits and hyphens)")
EXPECTED_NUMBER = define("map.expected_number", "expected a number, found {kind}")
NOT_FINITE = define("map.not_finite", "{value} is not a finite number")
TOO_LARGE = define("map.too_large", "{value} is too large (at most {limit} in size)")
HUGE = define("map.huge", "a huge number")
EXPECTED_WHOLE = define("map.expected_whole", "expected a whole number, found {kind}")
NOT_BETWEEN = define("map.not_between", "{value} is not between {low} and {high}")
MISSING_KEY = define("map.missing_key", "missing key '{key}'")
UNKNOWN_KEY = define("map.unknown_key", "unknown key {key}")
NOT_A_RING = define("map.not_a_ring", "not a ring of 'x y' numbers: {error}")
SHORT_RING = define("map.short_ring", "a ring needs at least 3 points, found {points}")
COORDINATE_TOO_LARGE = define(
    "map.coordinate_too_large", "a coordinate is too large (at most {limit} in size)"
)
DECIMALS = define("map.decimals", "coordinates have at most 3 decimals")
NO_FORMAT = define("map.no_format", "missing key 'format' (expected '{tag}')")
OTHER_FORMAT = define("map.other_format", "unsupported format {found}: this program reads '{tag}'")
NOT_POSITIVE = define("map.not_positive", "must be positive, found {value}")
NEGATIVE = define("map.negative", "must not be negative, found {value}")
OUTSIDE = define("map.outside", "{value} is outside the map bounds ({low} to {high})")
UNKNOWN_LOCATION = define("map.unknown_location", "unknown location {id}")
INCOMPLETE = define("map.incomplete", "the map is incomplete")
BOUNDS_COUNT = define(
    "map.bounds_count", "expected 4 numbers [x_min, y_min, x_max, y_max], found {found}"
)
BOUNDS_ORDER = define("map.bounds_order", "x_min must be below x_max and y_min below y_max")
DUPLICATE_SHEET = define("map.duplicate_sheet", "duplicate sheet id {id} (also {other})")
DUPLICATE_AREA = define("map.duplicate_area", "duplicate area id {id} (also {other})")
DUPLICATE_LOCATION = define("map.duplicate_location", "duplicate location id {id} (also {other})")
DUPLICATE_INCOME_CARD = define(
    "map.duplicate_income_card", "duplicate income card id {id} (also {other})"
)
DUPLICATE_ADVENTURE_CARD = define(
    "map.duplicate_adventure_card", "duplicate adventure card id {id} (also {other})"
)
SHEET_ORDER = define("map.sheet_order", "x_min ({low}) must be below x_max ({high})")
NO_SHEET = define("map.no_sheet", "a map needs at least one sheet")
FIRST_SHEET = define("map.first_sheet", "the first sheet starts at {sheet_x}, the map at {map_x}")
SHEET_GAP = define(
    "map.sheet_gap",
    "sheet {id} starts at {start} but the sheet before it ends at {end} (sheets join edge to "
    "edge, left to right)",
)
LAST_SHEET = define("map.last_sheet", "the last sheet ends at {sheet_x}, the map at {map_x}")
NOT_A_COLOUR = define("map.not_a_colour", "{text} is not a colour like '#a1b2c3'")
UNKNOWN_TYPE = define("map.unknown_type", "unknown location type {type} (one of {types})")
UNKNOWN_AREA = define("map.unknown_area", "unknown area {id}")
SNAP_NOT_POSITIVE = define(
    "map.snap_not_positive", "the snap radius must be positive, found {value}"
)
PLACE_OUTSIDE = define("map.place_outside", "({x}, {y}) is outside the map bounds")
RING_OUTSIDE = define(
    "map.ring_outside",
    "the ring reaches outside the map bounds (x {x_min} to {x_max}, y {y_min} to {y_max}): "
    "its point ({x}, {y}) is beyond them",
)
INCOME_SIZE = define(
    "map.income_size", "an income card names exactly {size} locations, found {found}"
)
NOT_ADVENTURE = define("map.not_adventure", "{id} is {type}, not an adventure location")
SECOND_ADVENTURE = define("map.second_adventure", "{id} already has an adventure card ({other})")
# A value's kind, as a problem names it.
KIND_NOTHING = define("map.kind_nothing", "nothing")
KIND_TRUTH = define("map.kind_truth", "a true/false value ({value})")
KIND_NUMBER = define("map.kind_number", "a number")
KIND_TEXT = define("map.kind_text", "text ({text})")
KIND_LIST = define("map.kind_list", "a list")
KIND_MAPPING = define("map.kind_mapping", "a mapping")


def path_param(path: Sequence[PathPart]) -> Param:
    """A document path as a message names it: ``locations[12].area``, or "(document)"."""
    return format_path(path) if path else DOCUMENT()


@dataclass(frozen=True, slots=True)
class MapProblem:
    """One problem of a map file: where it is (a document path) and what is wrong."""

    path: tuple[PathPart, ...]
    message: Message

    def render(self, line_of: Callable[[Sequence[PathPart]], int | None] | None = None) -> Message:
        """``locations[12].area: unknown area 'indai' (line 210)``; no line if unknown."""
        line = line_of(self.path) if line_of is not None else None
        if line is None:
            return PROBLEM_AT(path=path_param(self.path), problem=self.message)
        return PROBLEM_AT_LINE(path=path_param(self.path), problem=self.message, line=line)

    def __str__(self) -> str:
        """The problem in English with its place (no line)."""
        return str(self.render())


class _InvalidValueError(Exception):
    """Internal: a value could not be read (its problem is already recorded)."""


class _Fields:
    """Reads the fields of one record, going on after a bad field to report them all."""

    def __init__(self, reader: _MapReader, data: dict[str, Any], path: tuple[PathPart, ...]):
        self.reader = reader
        self.data = data
        self.path = path
        self.ok = True

    def get(self, key: str, read: Callable[[Any, tuple[PathPart, ...]], Any]) -> Any:
        """The field read with ``read``; ``None`` (and the record marked bad) if it fails."""
        if key not in self.data:
            self.ok = False
            return None
        try:
            return read(self.data[key], (*self.path, key))
        except _InvalidValueError:
            self.ok = False
            return None

    def optional(
        self, key: str, read: Callable[[Any, tuple[PathPart, ...]], Any], default: Any
    ) -> Any:
        """Like ``get`` for a key that may be absent (then ``default``)."""
        if key not in self.data:
            return default
        return self.get(key, read)

    def done(self) -> None:
        """Raise ``_InvalidValueError`` if any field failed (its problem is already recorded)."""
        if not self.ok:
            raise _InvalidValueError


class _MapReader:
    """Walks the plain data of a map, collecting problems and the parts that are fine."""

    def __init__(self) -> None:
        self.problems: list[MapProblem] = []

    def problem(self, path: tuple[PathPart, ...], message: Message) -> None:
        self.problems.append(MapProblem(path, message))

    # -- scalar readers (raise _InvalidValueError after recording the problem) ---------------

    def mapping(self, value: Any, path: tuple[PathPart, ...]) -> dict[str, Any]:
        if not isinstance(value, dict):
            self.problem(path, EXPECTED_MAPPING(kind=_kind(value)))
            raise _InvalidValueError
        return value

    def sequence(self, value: Any, path: tuple[PathPart, ...]) -> list[Any]:
        if not isinstance(value, list):
            self.problem(path, EXPECTED_LIST(kind=_kind(value)))
            raise _InvalidValueError
        return value

    def text(self, value: Any, path: tuple[PathPart, ...], *, allow_empty: bool = False) -> str:
        if not isinstance(value, str):
            self.problem(path, EXPECTED_TEXT(kind=_kind(value)))
            raise _InvalidValueError
        if not allow_empty and not value.strip():
            self.problem(path, EMPTY())
            raise _InvalidValueError
        return value

    def identifier(self, value: Any, path: tuple[PathPart, ...]) -> str:
        text = self.text(value, path)
        if not ID_PATTERN.match(text):
            self.problem(path, NOT_AN_ID(text=repr(text)))
            raise _InvalidValueError
        return text

    def number(self, value: Any, path: tuple[PathPart, ...]) -> float:
        if isinstance(value, bool) or not isinstance(value, int | float):
            self.problem(path, EXPECTED_NUMBER(kind=_kind(value)))
            raise _InvalidValueError
        if isinstance(value, float) and not math.isfinite(value):
            self.problem(path, NOT_FINITE(value=str(value)))
            raise _InvalidValueError
        if abs(value) > MAX_MAGNITUDE:
            shown: Param = f"{value:g}" if abs(value) < 1e300 else HUGE()
            self.problem(path, TOO_LARGE(value=shown, limit=f"{MAX_MAGNITUDE:g}"))
            raise _InvalidValueError
        return float(value)

    def integer(self, value: Any, path: tuple[PathPart, ...], low: int, high: int) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            self.problem(path, EXPECTED_WHOLE(kind=_kind(value)))
            raise _InvalidValueError
        if not low <= value <= high:
            shown: Param = str(value) if abs(value) < 10**12 else HUGE()
            self.problem(path, NOT_BETWEEN(value=shown, low=low, high=high))
            raise _InvalidValueError
        return value

    def keys(
        self,
        data: dict[str, Any],
        path: tuple[PathPart, ...],
        required: Sequence[str],
        optional: Sequence[str] = (),
    ) -> bool:
        """Report missing and unknown keys; True if every required key is present."""
        complete = True
        for key in required:
            if key not in data:
                self.problem(path, MISSING_KEY(key=key))
                complete = False
        known = set(required) | set(optional)
        for key in data:
            if key not in known:
                self.problem((*path, str(key)), UNKNOWN_KEY(key=repr(key)))
        return complete

    # -- composite readers ---------------------------------------------------------

    def ring(self, value: Any, path: tuple[PathPart, ...]) -> Ring:
        text = self.text(value, path)
        try:
            values = parse_ring_values(text)
        except RingSyntaxError as error:
            self.problem(path, NOT_A_RING(error=error.message))
            raise _InvalidValueError from None
        if len(values) < 6:
            self.problem(path, SHORT_RING(points=len(values) // 2))
            raise _InvalidValueError
        if max(values) > MAX_MAGNITUDE or min(values) < -MAX_MAGNITUDE:
            self.problem(path, COORDINATE_TOO_LARGE(limit=f"{MAX_MAGNITUDE:g}"))
            raise _InvalidValueError
        if _may_have_more_decimals(text) and any(
            abs(value * 1000.0 - round(value * 1000.0)) > 1e-6 for value in values
        ):
            self.problem(path, DECIMALS())
            raise _InvalidValueError
        return ring_from_values(values)

    def rings(self, value: Any, path: tuple[PathPart, ...]) -> list[Ring]:
        items = self.sequence(value, path)
        rings: list[Ring] = []
        failed = False
        for index, item in enumerate(items):
            try:
                rings.append(self.ring(item, (*path, index)))
            except _InvalidValueError:
                failed = True
        if failed:
            raise _InvalidValueError
        return rings

    def polygons(self, value: Any, path: tuple[PathPart, ...]) -> list[_ParsedPolygon]:
        items = self.sequence(value, path)
        result: list[_ParsedPolygon] = []
        for index, item in enumerate(items):
            where = (*path, index)
            try:
                data = self.mapping(item, where)
                self.keys(data, where, ("outer",), ("holes", "name"))
                fields = _Fields(self, data, where)
                outer = fields.get("outer", self.ring)
                holes: list[Ring] = fields.optional("holes", self.rings, [])
                name = fields.optional("name", self.text, "")
                fields.done()
            except _InvalidValueError:
                continue
            result.append(_ParsedPolygon(where, outer, tuple(holes), name))
        return result


@dataclass(frozen=True, slots=True)
class _ParsedPolygon:
    path: tuple[PathPart, ...]
    outer: Ring
    holes: tuple[Ring, ...]
    name: str

    def to_model(self) -> Polygon:
        return Polygon(self.outer, self.holes, self.name)


def _may_have_more_decimals(text: str) -> bool:
    """Whether a ring string may hold a number with more than 3 decimals (then each number
    is checked); the canonical form never does."""
    return "e" in text or "E" in text or _FOURTH_DECIMAL.search(text) is not None


_FOURTH_DECIMAL = re.compile(r"\.\d{4}")


def _kind(value: Any) -> Param:
    """A reader's word for the type of a YAML value."""
    if value is None:
        return KIND_NOTHING()
    if isinstance(value, bool):
        return KIND_TRUTH(value=str(value).lower())
    if isinstance(value, int | float):
        return KIND_NUMBER()
    if isinstance(value, str):
        return KIND_TEXT(text=repr(value[:30]))
    if isinstance(value, list):
        return KIND_LIST()
    if isinstance(value, dict):
        return KIND_MAPPING()
    return type(value).__name__


def check_map_data(
    data: Any, *, check_geometry: bool = True
) -> tuple[SheetMap | None, list[MapProblem]]:
    """Validate the plain data of a map file; the map (if no problems) and every problem.

    ``check_geometry=False`` leaves out the checks that need shapely (rings crossing
    themselves, locations on land or near the coast as their type requires): only for a
    file already known to pass them (``eighty_days.sheet.io`` decides).
    """
    reader = _MapReader()
    try:
        top = reader.mapping(data, ())
    except _InvalidValueError:
        return None, reader.problems
    return _check_top(reader, top, check_geometry)


def check_sheet(sheet: SheetMap) -> list[MapProblem]:
    """Every problem of a map model, found as in the file it would be saved to (for the
    editor: check before saving). Paths name the places in that file."""
    _, problems = check_map_data(to_dict(sheet))
    return problems


def _check_top(
    reader: _MapReader, top: dict[str, Any], check_geometry: bool
) -> tuple[SheetMap | None, list[MapProblem]]:
    missing = object()
    if "format" not in top:
        reader.problem((), NO_FORMAT(tag=FORMAT_TAG))
    elif top["format"] != FORMAT_TAG:
        reader.problem(("format",), OTHER_FORMAT(found=repr(top["format"]), tag=FORMAT_TAG))
    reader.keys(top, (), sorted(REQUIRED_TOP_LEVEL - {"format"}), ("format", *TOP_LEVEL_KEYS))

    def optional(key: str, read: Callable[[Any, tuple[PathPart, ...]], Any], default: Any) -> Any:
        if key not in top:
            return default
        try:
            return read(top[key], (key,))
        except _InvalidValueError:
            return missing

    def required(key: str, read: Callable[[Any, tuple[PathPart, ...]], Any]) -> Any:
        return optional(key, read, missing)

    name = required("name", reader.text)
    description = optional("description", lambda v, p: reader.text(v, p, allow_empty=True), "")
    bounds = required("bounds", lambda v, p: _read_bounds(reader, v, p))
    antimeridian = required("antimeridian", reader.number)
    ruler_unit = required("ruler_unit", reader.number)
    coast_tolerance = optional("coast_tolerance", reader.number, 0.6)
    if ruler_unit is not missing and ruler_unit <= 0:
        reader.problem(("ruler_unit",), NOT_POSITIVE(value=float(ruler_unit)))
    if coast_tolerance is not missing and coast_tolerance < 0:
        reader.problem(("coast_tolerance",), NEGATIVE(value=float(coast_tolerance)))
    if antimeridian is not missing and bounds is not missing:
        x_min, _, x_max, _ = bounds
        if not x_min <= antimeridian <= x_max:
            reader.problem(
                ("antimeridian",),
                OUTSIDE(value=float(antimeridian), low=float(x_min), high=float(x_max)),
            )

    sheets = required("sheets", lambda v, p: _read_sheets(reader, v, p, bounds, missing))
    areas = required("areas", lambda v, p: _read_areas(reader, v, p))
    area_ids = _raw_ids(top.get("areas")) if areas is not missing else None
    locations = required(
        "locations", lambda v, p: _read_locations(reader, v, p, area_ids, bounds, missing)
    )
    location_ids = _raw_ids(top.get("locations")) if locations is not missing else None

    def location_ref(value: Any, path: tuple[PathPart, ...]) -> str:
        text = reader.text(value, path)
        if location_ids is not None and text not in location_ids:
            reader.problem(path, UNKNOWN_LOCATION(id=repr(text)))
            raise _InvalidValueError
        return text

    start = required("start", location_ref)
    arrival = required("arrival", location_ref)
    land = required("land", reader.polygons)
    canals = optional("canals", reader.polygons, [])
    mountains = optional("mountains", reader.polygons, [])
    income_cards = required(
        "income_cards", lambda v, p: _read_income_cards(reader, v, p, location_ref)
    )
    adventure_cards = required(
        "adventure_cards",
        lambda v, p: _read_adventure_cards(
            reader, v, p, location_ref, _raw_types(top.get("locations"))
        ),
    )

    background = optional("background", lambda v, p: _read_background(reader, v, p), None)

    every_polygon: list[_ParsedPolygon] = []
    for parsed in (land, canals, mountains):
        if parsed is not missing:
            every_polygon.extend(parsed)
    if areas is not missing:
        for area in areas:
            every_polygon.extend(area.parsed_region)
    if bounds is not missing:
        _check_polygons_inside(reader, every_polygon, bounds)
    if check_geometry:
        # shapely and numpy only here: a map known to be sound skips them (and the
        # program's start does not import them)
        from eighty_days.sheet.validate_geometry import geometry_problems

        placed = land is not missing and locations is not missing
        for where, message in geometry_problems(
            [(p.path, p.outer, p.holes) for p in every_polygon],
            len(land) if placed else 0,
            locations if placed else [],
        ):
            reader.problem(where, message)

    parts = (
        name,
        description,
        bounds,
        antimeridian,
        ruler_unit,
        coast_tolerance,
        sheets,
        areas,
        locations,
        start,
        arrival,
        land,
        canals,
        mountains,
        income_cards,
        adventure_cards,
        background,
    )
    if reader.problems or any(part is missing for part in parts):
        if not reader.problems:  # pragma: no cover - every missing part reports itself
            reader.problem((), INCOMPLETE())
        return None, reader.problems
    sheet = SheetMap(
        name=name,
        bounds=bounds,
        sheets=tuple(sheets),
        land=tuple(p.to_model() for p in land),
        canals=tuple(p.to_model() for p in canals),
        mountains=tuple(p.to_model() for p in mountains),
        antimeridian_x=antimeridian,
        areas=tuple(a.to_model() for a in areas),
        locations=tuple(loc for _, loc in locations),
        start=start,
        arrival=arrival,
        ruler_unit=ruler_unit,
        income_cards=tuple(income_cards),
        adventure_cards=tuple(adventure_cards),
        coast_tolerance=coast_tolerance,
        description=description,
        background=background,
    )
    return sheet, reader.problems


def _check_polygons_inside(
    reader: _MapReader,
    polygons: Sequence[_ParsedPolygon],
    bounds: tuple[float, float, float, float],
) -> None:
    """Report every ring (outer or hole) of a polygon with a point outside the map bounds.

    Nothing is drawn or played outside the bounds, and a polygon reaching far beyond them
    would make drawing it (its mountain peaks, its hatching) as costly as its whole extent.
    """
    x_min, y_min, x_max, y_max = bounds
    for polygon in polygons:
        rings: list[tuple[tuple[PathPart, ...], Ring]] = [((*polygon.path, "outer"), polygon.outer)]
        rings.extend(
            ((*polygon.path, "holes", index), hole) for index, hole in enumerate(polygon.holes)
        )
        for where, ring in rings:
            outside = next(
                ((x, y) for x, y in ring if not (x_min <= x <= x_max and y_min <= y <= y_max)),
                None,
            )
            if outside is not None:
                reader.problem(
                    where,
                    RING_OUTSIDE(
                        x_min=float(x_min),
                        x_max=float(x_max),
                        y_min=float(y_min),
                        y_max=float(y_max),
                        x=float(outside[0]),
                        y=float(outside[1]),
                    ),
                )


def _raw_ids(items: Any) -> set[str]:
    """The ids named in a list of records, even of records with other problems.

    References are checked against these so that one bad location does not also make
    every card that names it wrong.
    """
    if not isinstance(items, list):
        return set()
    return {
        item["id"] for item in items if isinstance(item, dict) and isinstance(item.get("id"), str)
    }


def _raw_types(items: Any) -> dict[str, Any]:
    """The ``type`` named by each location record with an id (as written, unchecked)."""
    if not isinstance(items, list):
        return {}
    return {
        item["id"]: item.get("type")
        for item in items
        if isinstance(item, dict) and isinstance(item.get("id"), str)
    }


def _read_background(reader: _MapReader, value: Any, path: tuple[PathPart, ...]) -> Background:
    """The editor's tracing image: ``{image, bounds, opacity}`` (opacity optional)."""
    data = reader.mapping(value, path)
    if not reader.keys(data, path, ("image", "bounds"), ("opacity",)):
        raise _InvalidValueError
    image = reader.text(data["image"], (*path, "image"))
    if "\0" in image:  # no file is named so: a mistake, or a trap for the editor
        reader.problem((*path, "image"), NOT_A_FILE_NAME(name=repr(image)))
        raise _InvalidValueError
    bounds = _read_bounds(reader, data["bounds"], (*path, "bounds"))
    opacity = 0.5
    if "opacity" in data:
        opacity = reader.number(data["opacity"], (*path, "opacity"))
        if not 0.0 <= opacity <= 1.0:
            low, high = 0, 1
            reader.problem(
                (*path, "opacity"), NOT_BETWEEN(value=float(opacity), low=low, high=high)
            )
            raise _InvalidValueError
    return Background(image, bounds, opacity)


def _read_bounds(
    reader: _MapReader, value: Any, path: tuple[PathPart, ...]
) -> tuple[float, float, float, float]:
    items = reader.sequence(value, path)
    if len(items) != 4:
        reader.problem(path, BOUNDS_COUNT(found=len(items)))
        raise _InvalidValueError
    numbers: list[float] = []
    for index, item in enumerate(items):
        numbers.append(reader.number(item, (*path, index)))
    x_min, y_min, x_max, y_max = numbers
    if x_min >= x_max or y_min >= y_max:
        reader.problem(path, BOUNDS_ORDER())
        raise _InvalidValueError
    return (x_min, y_min, x_max, y_max)


def _read_list(
    reader: _MapReader,
    value: Any,
    path: tuple[PathPart, ...],
    read_item: Callable[[dict[str, Any], tuple[PathPart, ...]], Any],
    duplicate: MessageKind,
) -> list[tuple[int, Any]]:
    """Read a list of mappings with ids; report duplicate ids; (index, item) of good ones."""
    items = reader.sequence(value, path)
    result: list[tuple[int, Any]] = []
    seen: dict[str, int] = {}
    for index, item in enumerate(items):
        where = (*path, index)
        try:
            data = reader.mapping(item, where)
            parsed = read_item(data, where)
        except _InvalidValueError:
            continue
        item_id: str = parsed.id
        if item_id in seen:
            reader.problem(
                (*where, "id"),
                duplicate(id=repr(item_id), other=format_path((*path, seen[item_id]))),
            )
            continue
        seen[item_id] = index
        result.append((index, parsed))
    return result


def _read_sheets(
    reader: _MapReader,
    value: Any,
    path: tuple[PathPart, ...],
    bounds: Any,
    missing: object,
) -> list[SheetPart]:
    def read(data: dict[str, Any], where: tuple[PathPart, ...]) -> SheetPart:
        reader.keys(data, where, ("id", "name", "x_min", "x_max"))
        fields = _Fields(reader, data, where)
        sheet_id = fields.get("id", reader.identifier)
        name = fields.get("name", reader.text)
        x_min = fields.get("x_min", reader.number)
        x_max = fields.get("x_max", reader.number)
        fields.done()
        if x_min >= x_max:
            reader.problem(where, SHEET_ORDER(low=float(x_min), high=float(x_max)))
            raise _InvalidValueError
        return SheetPart(sheet_id, name, x_min, x_max)

    if not reader.sequence(value, path):
        reader.problem(path, NO_SHEET())
        raise _InvalidValueError
    items = _read_list(reader, value, path, read, DUPLICATE_SHEET)
    if len(items) != len(value):
        raise _InvalidValueError
    sheets = [sheet for _, sheet in items]
    if bounds is not missing:
        x_min, _, x_max, _ = bounds
        if sheets[0].x_min != x_min:
            reader.problem(
                (*path, 0, "x_min"),
                FIRST_SHEET(sheet_x=float(sheets[0].x_min), map_x=float(x_min)),
            )
        for index in range(1, len(sheets)):
            if sheets[index].x_min != sheets[index - 1].x_max:
                reader.problem(
                    (*path, index, "x_min"),
                    SHEET_GAP(
                        id=repr(sheets[index].id),
                        start=float(sheets[index].x_min),
                        end=float(sheets[index - 1].x_max),
                    ),
                )
        if sheets[-1].x_max != x_max:
            reader.problem(
                (*path, len(sheets) - 1, "x_max"),
                LAST_SHEET(sheet_x=float(sheets[-1].x_max), map_x=float(x_max)),
            )
    return sheets


@dataclass(frozen=True, slots=True)
class _ParsedArea:
    id: str
    name: str
    colour: str
    parsed_region: list[_ParsedPolygon]

    def to_model(self) -> Area:
        return Area(
            self.id, self.name, self.colour, tuple(p.to_model() for p in self.parsed_region)
        )


def _read_areas(reader: _MapReader, value: Any, path: tuple[PathPart, ...]) -> list[_ParsedArea]:
    def read_colour(value: Any, where: tuple[PathPart, ...]) -> str:
        colour = reader.text(value, where)
        if not COLOUR_PATTERN.match(colour):
            reader.problem(where, NOT_A_COLOUR(text=repr(colour)))
            raise _InvalidValueError
        return colour

    def read(data: dict[str, Any], where: tuple[PathPart, ...]) -> _ParsedArea:
        reader.keys(data, where, ("id", "name", "colour"), ("region",))
        fields = _Fields(reader, data, where)
        area_id = fields.get("id", reader.identifier)
        name = fields.get("name", reader.text)
        colour = fields.get("colour", read_colour)
        before = len(reader.problems)
        region = fields.optional("region", reader.polygons, [])
        if len(reader.problems) != before:
            fields.ok = False
        fields.done()
        return _ParsedArea(area_id, name, colour, region)

    items = _read_list(reader, value, path, read, DUPLICATE_AREA)
    return [area for _, area in items]


def _read_locations(
    reader: _MapReader,
    value: Any,
    path: tuple[PathPart, ...],
    area_ids: set[str] | None,
    bounds: Any,
    missing: object,
) -> list[tuple[int, Location]]:
    type_names = ", ".join(t.value for t in LocationType)

    def read_type(value: Any, where: tuple[PathPart, ...]) -> LocationType:
        text = reader.text(value, where)
        try:
            return LocationType(text)
        except ValueError:
            reader.problem(where, UNKNOWN_TYPE(type=repr(text), types=type_names))
            raise _InvalidValueError from None

    def read_area(value: Any, where: tuple[PathPart, ...]) -> str:
        area = reader.text(value, where)
        if area_ids is not None and area not in area_ids:
            reader.problem(where, UNKNOWN_AREA(id=repr(area)))
            raise _InvalidValueError
        return area

    def read_snap(value: Any, where: tuple[PathPart, ...]) -> float:
        snap = reader.number(value, where)
        if snap <= 0:
            reader.problem(where, SNAP_NOT_POSITIVE(value=float(snap)))
            raise _InvalidValueError
        return snap

    def read(data: dict[str, Any], where: tuple[PathPart, ...]) -> Location:
        reader.keys(data, where, ("id", "name", "type", "x", "y", "area", "snap"))
        fields = _Fields(reader, data, where)
        location_id = fields.get("id", reader.identifier)
        name = fields.get("name", reader.text)
        location_type = fields.get("type", read_type)
        x = fields.get("x", reader.number)
        y = fields.get("y", reader.number)
        area = fields.get("area", read_area)
        snap = fields.get("snap", read_snap)
        if x is not None and y is not None and bounds is not missing:
            x_min, y_min, x_max, y_max = bounds
            if not (x_min <= x <= x_max and y_min <= y <= y_max):
                reader.problem(where, PLACE_OUTSIDE(x=float(x), y=float(y)))
                fields.ok = False
        fields.done()
        return Location(location_id, name, location_type, x, y, area, snap)

    return _read_list(reader, value, path, read, DUPLICATE_LOCATION)


def _read_income_cards(
    reader: _MapReader,
    value: Any,
    path: tuple[PathPart, ...],
    location_ref: Callable[[Any, tuple[PathPart, ...]], str],
) -> list[IncomeCard]:
    def read(data: dict[str, Any], where: tuple[PathPart, ...]) -> IncomeCard:
        reader.keys(data, where, ("id", "payouts"))
        fields = _Fields(reader, data, where)
        card_id = fields.get("id", reader.identifier)
        payouts_data = fields.get("payouts", reader.mapping)
        fields.done()
        payouts_path = (*where, "payouts")
        payouts: list[tuple[str, int]] = []
        ok = True
        for key, pounds in payouts_data.items():
            try:
                location = location_ref(key, (*payouts_path, str(key)))
                amount = reader.integer(pounds, (*payouts_path, str(key)), 1, MAX_POUNDS)
            except _InvalidValueError:
                ok = False
                continue
            payouts.append((location, amount))
        if len(payouts_data) != INCOME_CARD_SIZE:
            reader.problem(
                payouts_path, INCOME_SIZE(size=INCOME_CARD_SIZE, found=len(payouts_data))
            )
            ok = False
        if not ok:
            raise _InvalidValueError
        return IncomeCard(card_id, tuple(payouts))

    return [card for _, card in _read_list(reader, value, path, read, DUPLICATE_INCOME_CARD)]


def _read_adventure_cards(
    reader: _MapReader,
    value: Any,
    path: tuple[PathPart, ...],
    location_ref: Callable[[Any, tuple[PathPart, ...]], str],
    location_types: dict[str, Any],
) -> list[AdventureCard]:
    def adventure_location(value: Any, where: tuple[PathPart, ...]) -> str:
        location = location_ref(value, where)
        kind = location_types.get(location)
        if isinstance(kind, str) and kind != LocationType.ADVENTURE.value:
            reader.problem(where, NOT_ADVENTURE(id=repr(location), type=with_article(kind)))
            raise _InvalidValueError
        return location

    def read(data: dict[str, Any], where: tuple[PathPart, ...]) -> AdventureCard:
        reader.keys(data, where, ("id", "title", "location", "icons"), ("novel",))
        fields = _Fields(reader, data, where)
        card_id = fields.get("id", reader.identifier)
        title = fields.get("title", reader.text)
        novel = fields.optional("novel", reader.text, "")
        location = fields.get("location", adventure_location)
        icons = fields.get("icons", lambda v, p: reader.integer(v, p, 1, 3))
        fields.done()
        return AdventureCard(card_id, title, location, icons, novel)

    cards = _read_list(reader, value, path, read, DUPLICATE_ADVENTURE_CARD)
    first_card_at: dict[str, int] = {}
    for index, card in cards:
        if card.location in first_card_at:
            reader.problem(
                (*path, index, "location"),
                SECOND_ADVENTURE(
                    id=repr(card.location),
                    other=format_path((*path, first_card_at[card.location])),
                ),
            )
        first_card_at.setdefault(card.location, index)
    return [card for _, card in cards]
