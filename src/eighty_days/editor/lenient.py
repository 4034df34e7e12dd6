"""Reading a map that is work in progress: whatever can be read, problems left to report.

The editor saves invalid maps (a start not chosen yet, an income card with three places),
so it must open them again. ``read_work_in_progress`` builds the best ``SheetMap`` it can
from a file's plain data: fields of the wrong type take a neutral value and records that
cannot be read at all are dropped (and named in the returned notes). The loader's
validator, run on the result, then lists what is still wrong.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from eighty_days.messages import Message, MessageError, Param, define
from eighty_days.resources import DataError, read_yaml
from eighty_days.sheet.model import (
    AdventureCard,
    Area,
    Background,
    IncomeCard,
    Location,
    LocationType,
    Polygon,
    SheetMap,
    SheetPart,
)
from eighty_days.sheet.serial import RingSyntaxError, parse_ring
from eighty_days.sheet.validate import MISSING_KEY, check_map_data

T = TypeVar("T")

LEFT_OUT = define("editor.left_out", "{item} could not be read and was left out: {error}")
POLYGON_NOT_MAPPING = define("editor.polygon_not_mapping", "a polygon is a mapping")
BACKGROUND_LEFT_OUT = define(
    "editor.background_left_out", "the background image could not be read (left out)"
)


def _why(error: Exception) -> Param:
    """Why a record could not be read: a missing key, or what the error says."""
    if isinstance(error, KeyError) and error.args:
        return MISSING_KEY(key=str(error.args[0]))
    if isinstance(error, MessageError):
        return error.message
    return str(error)


def _number(value: Any, default: float = 0.0) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return default
    return float(value)


def _text(value: Any, default: str = "") -> str:
    return value if isinstance(value, str) else default


def _items(data: dict[str, Any], key: str) -> list[Any]:
    value = data.get(key)
    return value if isinstance(value, list) else []


def _polygon(item: Any) -> Polygon:
    if not isinstance(item, dict):
        raise MessageError(POLYGON_NOT_MAPPING())
    holes = item.get("holes", [])
    return Polygon(
        parse_ring(_text(item.get("outer"))),
        tuple(parse_ring(_text(h)) for h in (holes if isinstance(holes, list) else [])),
        _text(item.get("name")),
    )


def _read_all(
    items: list[Any], read: Callable[[Any], T], what: str, notes: list[Message]
) -> list[T]:
    result: list[T] = []
    for index, item in enumerate(items):
        try:
            result.append(read(item))
        except (ValueError, TypeError, KeyError, AttributeError, RingSyntaxError) as error:
            notes.append(LEFT_OUT(item=f"{what}[{index}]", error=_why(error)))
    return result


def sheet_from_data(data: Any) -> tuple[SheetMap, list[Message]]:
    """The best map that can be built from ``data``, and notes on what was left out."""
    sheet, problems = check_map_data(data)
    if sheet is not None:
        return sheet, []
    if not isinstance(data, dict):
        raise DataError("<map>", [p.render() for p in problems])
    notes: list[Message] = []
    raw_bounds = data.get("bounds")
    bounds = (0.0, 0.0, 60.0, 30.0)
    if isinstance(raw_bounds, list) and len(raw_bounds) == 4:
        bounds = (
            _number(raw_bounds[0]),
            _number(raw_bounds[1]),
            _number(raw_bounds[2], 60.0),
            _number(raw_bounds[3], 30.0),
        )

    def sheet_part(item: Any) -> SheetPart:
        return SheetPart(
            _text(item["id"]), _text(item["name"]), _number(item["x_min"]), _number(item["x_max"])
        )

    def area(item: Any) -> Area:
        region = item.get("region", [])
        return Area(
            _text(item["id"]),
            _text(item.get("name")),
            _text(item.get("colour"), "#cccccc"),
            tuple(_polygon(p) for p in (region if isinstance(region, list) else [])),
        )

    def location(item: Any) -> Location:
        kind = _text(item.get("type"), "city")
        return Location(
            _text(item["id"]),
            _text(item.get("name")),
            LocationType(kind) if kind in {t.value for t in LocationType} else LocationType.CITY,
            _number(item.get("x")),
            _number(item.get("y")),
            _text(item.get("area")),
            _number(item.get("snap"), 1.0),
        )

    def income(item: Any) -> IncomeCard:
        payouts = item.get("payouts", {})
        pairs = payouts.items() if isinstance(payouts, dict) else []
        return IncomeCard(_text(item["id"]), tuple((str(k), int(_number(v))) for k, v in pairs))

    def adventure(item: Any) -> AdventureCard:
        return AdventureCard(
            _text(item["id"]),
            _text(item.get("title")),
            _text(item.get("location")),
            int(_number(item.get("icons"), 1)),
            _text(item.get("novel")),
        )

    result = SheetMap(
        name=_text(data.get("name"), "Untitled map"),
        bounds=bounds,
        sheets=tuple(_read_all(_items(data, "sheets"), sheet_part, "sheets", notes)),
        land=tuple(_read_all(_items(data, "land"), _polygon, "land", notes)),
        canals=tuple(_read_all(_items(data, "canals"), _polygon, "canals", notes)),
        mountains=tuple(_read_all(_items(data, "mountains"), _polygon, "mountains", notes)),
        antimeridian_x=_number(data.get("antimeridian"), bounds[2]),
        areas=tuple(_read_all(_items(data, "areas"), area, "areas", notes)),
        locations=tuple(_read_all(_items(data, "locations"), location, "locations", notes)),
        start=_text(data.get("start")),
        arrival=_text(data.get("arrival")),
        ruler_unit=_number(data.get("ruler_unit"), 1.0),
        income_cards=tuple(_read_all(_items(data, "income_cards"), income, "income_cards", notes)),
        adventure_cards=tuple(
            _read_all(_items(data, "adventure_cards"), adventure, "adventure_cards", notes)
        ),
        coast_tolerance=_number(data.get("coast_tolerance"), 0.6),
        description=_text(data.get("description")),
        background=_background(data.get("background"), notes),
    )
    return result, notes


def _background(value: Any, notes: list[Message]) -> Background | None:
    """The tracing image, if it can be read (else left out, with a note)."""
    if value is None:
        return None
    try:
        bounds = tuple(float(v) for v in value["bounds"])
        if len(bounds) != 4:
            raise ValueError("four numbers")
        opacity = min(max(float(value.get("opacity", 0.5)), 0.0), 1.0)
        return Background(str(value["image"]), bounds, opacity)
    except (TypeError, KeyError, ValueError, AttributeError):
        notes.append(BACKGROUND_LEFT_OUT())
        return None


def read_work_in_progress(path: Path) -> tuple[SheetMap, list[Message]]:
    """The map in ``path`` even if it is not valid yet (``DataError`` if not YAML at all)."""
    document = read_yaml(path, with_lines=False)
    return sheet_from_data(document.data)
