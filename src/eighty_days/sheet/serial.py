"""Plain-data conversion of a map: ``SheetMap`` ⇄ the dict of a version-1 map file.

No file I/O here (``eighty_days.sheet.io`` reads and writes files). ``to_dict`` gives the
keys in the documented order and numbers in a stable form, so that saving an unchanged
map gives back the same text. Polygon rings travel as one compact string of
space-separated numbers (``"x y x y ..."``, the first point not repeated), parsed in plain
Python (``float`` per number), which keeps numpy off the program's start.
"""

from __future__ import annotations

import math
from typing import Any

from eighty_days.messages import MessageError, define
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
)

#: The value of the ``format`` key of a version-1 map file.
FORMAT_TAG = "eighty-days-map/1"

#: Decimals kept for polygon coordinates (map units are degrees on the default map).
RING_DECIMALS = 3


class RingSyntaxError(MessageError):
    """A polygon ring string that is not a list of number pairs (``message`` says why)."""


NOT_A_NUMBER = define("map.ring_not_a_number", "{value} is not a number")
ODD_COUNT = define("map.ring_odd_count", "an odd count of numbers ({numbers}): x y pairs expected")
NOT_FINITE = define(
    "map.ring_not_finite", "the ring holds a number that is not finite (nan or inf)"
)


def parse_ring_values(text: str) -> list[float]:
    """Parse ``"x y x y ..."`` into the flat list ``[x, y, x, y, ...]``; ``RingSyntaxError``
    if bad.

    Non-finite numbers are rejected here; further checks (point count, bounds, decimals)
    are the validator's. Plain Python: it keeps numpy off the program's start.
    """
    tokens = text.split()
    try:
        values = list(map(float, tokens))
    except ValueError:
        bad = next((token for token in tokens if not _is_number(token)), text[:20])
        raise RingSyntaxError(NOT_A_NUMBER(value=repr(bad))) from None
    if len(values) % 2:
        raise RingSyntaxError(ODD_COUNT(numbers=len(values)))
    # One sum finds a nan or an infinity (or an overflow, checked value by value).
    if not math.isfinite(sum(values)) and not all(map(math.isfinite, values)):
        raise RingSyntaxError(NOT_FINITE())
    return values


def _is_number(token: str) -> bool:
    try:
        float(token)
    except ValueError:
        return False
    return True


def ring_from_values(values: list[float]) -> Ring:
    """A model ring (tuple of ``(x, y)`` tuples) from the flat list of its numbers."""
    return tuple(zip(values[0::2], values[1::2], strict=True))


def parse_ring(text: str) -> Ring:
    """Parse a ring string into a model ring (see ``parse_ring_values``)."""
    return ring_from_values(parse_ring_values(text))


def format_coordinate(value: float) -> str:
    """A polygon coordinate as written in a ring string: at most 3 decimals, no ``.0``."""
    rounded = round(float(value), RING_DECIMALS)
    if rounded == int(rounded):
        return str(int(rounded))
    return repr(rounded)


def format_ring(ring: Ring) -> str:
    """A model ring as a ring string (``"x y x y ..."``, rounded to 3 decimals)."""
    return " ".join(format_coordinate(value) for point in ring for value in point)


#: Points per line of a long ring in a map file (``sheet.io`` writes a long ring as a folded
#: block of short lines): moving one vertex changes one short line.
RING_POINTS_PER_LINE = 6


def _float(value: float) -> float:
    """A float for writing: ints stay floats so the text keeps its ``.0``."""
    return float(value)


def ring_values(ring: Ring) -> list[float]:
    """A model ring as the flat list of its numbers ``[x, y, x, y, ...]``, exact."""
    return [value for point in ring for value in point]


def polygon_to_dict(polygon: Polygon, *, exact: bool = False) -> dict[str, Any]:
    """The plain-data form of a polygon: ``outer``, optional ``holes`` and ``name``; its
    rings as ring strings, or (``exact``) as flat lists of their numbers, unrounded."""
    ring_form = ring_values if exact else format_ring
    data: dict[str, Any] = {"outer": ring_form(polygon.exterior)}
    if polygon.holes:
        data["holes"] = [ring_form(hole) for hole in polygon.holes]
    if polygon.name:
        data["name"] = polygon.name
    return data


def to_dict(sheet: SheetMap, *, exact: bool = False) -> dict[str, Any]:
    """The plain-data (version-1 file) form of a map, keys in the documented order; with
    ``exact``, its polygons' rings as flat lists of their numbers, unrounded (the form a
    map is kept in the cache: ``from_trusted_dict`` gives back an equal map)."""
    data: dict[str, Any] = {"format": FORMAT_TAG, "name": sheet.name}
    if sheet.description:
        data["description"] = sheet.description
    data["bounds"] = [_float(v) for v in sheet.bounds]
    data["antimeridian"] = _float(sheet.antimeridian_x)
    data["ruler_unit"] = _float(sheet.ruler_unit)
    data["coast_tolerance"] = _float(sheet.coast_tolerance)
    data["sheets"] = [
        {"id": s.id, "name": s.name, "x_min": _float(s.x_min), "x_max": _float(s.x_max)}
        for s in sheet.sheets
    ]
    areas: list[dict[str, Any]] = []
    for area in sheet.areas:
        entry: dict[str, Any] = {"id": area.id, "name": area.name, "colour": area.colour}
        if area.region:
            entry["region"] = [polygon_to_dict(p, exact=exact) for p in area.region]
        areas.append(entry)
    data["areas"] = areas
    data["locations"] = [
        {
            "id": loc.id,
            "name": loc.name,
            "type": loc.type.value,
            "x": _float(loc.x),
            "y": _float(loc.y),
            "area": loc.area,
            "snap": _float(loc.snap_radius),
        }
        for loc in sheet.locations
    ]
    data["start"] = sheet.start
    data["arrival"] = sheet.arrival
    data["land"] = [polygon_to_dict(p, exact=exact) for p in sheet.land]
    data["canals"] = [polygon_to_dict(p, exact=exact) for p in sheet.canals]
    data["mountains"] = [polygon_to_dict(p, exact=exact) for p in sheet.mountains]
    data["income_cards"] = [
        {"id": card.id, "payouts": dict(card.payouts)} for card in sheet.income_cards
    ]
    adventures: list[dict[str, Any]] = []
    for adventure in sheet.adventure_cards:
        entry = {"id": adventure.id, "title": adventure.title}
        if adventure.novel:
            entry["novel"] = adventure.novel
        entry["location"] = adventure.location
        entry["icons"] = adventure.icons
        adventures.append(entry)
    data["adventure_cards"] = adventures
    if sheet.background is not None:
        back = sheet.background
        data["background"] = {
            "image": back.image,
            "bounds": [_float(v) for v in back.bounds],
            "opacity": _float(back.opacity),
        }
    return data


def from_trusted_dict(data: dict[str, Any]) -> SheetMap:
    """The map whose plain-data form ``data`` is (``to_dict``'s, its rings as strings or,
    ``exact``, as lists of numbers), built WITHOUT checking it: only for data known to
    be a valid map's (the cache's, whose file checksum and name vouch for it). Data of
    another shape raises ``KeyError``, ``TypeError``, ``ValueError`` or
    ``AttributeError``; data of the right shape that is not a valid map is not noticed
    (``sheet.io.from_dict`` checks it)."""
    if data["format"] != FORMAT_TAG:
        raise ValueError(f"not a map: {data['format']!r}")
    x_min, y_min, x_max, y_max = data["bounds"]
    background = data.get("background")
    return SheetMap(
        name=data["name"],
        bounds=(x_min, y_min, x_max, y_max),
        sheets=tuple(
            SheetPart(part["id"], part["name"], part["x_min"], part["x_max"])
            for part in data["sheets"]
        ),
        land=_trusted_polygons(data["land"]),
        canals=_trusted_polygons(data["canals"]),
        mountains=_trusted_polygons(data["mountains"]),
        antimeridian_x=data["antimeridian"],
        areas=tuple(
            Area(
                area["id"], area["name"], area["colour"], _trusted_polygons(area.get("region", []))
            )
            for area in data["areas"]
        ),
        locations=tuple(
            Location(
                place["id"],
                place["name"],
                LocationType(place["type"]),
                place["x"],
                place["y"],
                place["area"],
                place["snap"],
            )
            for place in data["locations"]
        ),
        start=data["start"],
        arrival=data["arrival"],
        ruler_unit=data["ruler_unit"],
        income_cards=tuple(
            IncomeCard(card["id"], tuple(card["payouts"].items())) for card in data["income_cards"]
        ),
        adventure_cards=tuple(
            AdventureCard(
                card["id"], card["title"], card["location"], card["icons"], card.get("novel", "")
            )
            for card in data["adventure_cards"]
        ),
        coast_tolerance=data["coast_tolerance"],
        description=data.get("description", ""),
        background=None if background is None else _trusted_background(background),
    )


def _trusted_background(data: dict[str, Any]) -> Background:
    """The tracing image of its plain-data form, unchecked (``from_trusted_dict``)."""
    x_min, y_min, x_max, y_max = data["bounds"]
    return Background(data["image"], (x_min, y_min, x_max, y_max), data["opacity"])


def _trusted_polygons(items: list[dict[str, Any]]) -> tuple[Polygon, ...]:
    """The model polygons of their plain-data forms, unchecked (``from_trusted_dict``)."""
    return tuple(
        Polygon(
            _trusted_ring(item["outer"]),
            tuple(_trusted_ring(hole) for hole in item.get("holes", [])),
            item.get("name", ""),
        )
        for item in items
    )


def _trusted_ring(ring: str | list[float]) -> Ring:
    """A model ring of a ring string or a flat list of numbers, unchecked."""
    values = iter(parse_ring_values(ring) if isinstance(ring, str) else ring)
    return tuple(zip(values, values, strict=True))
