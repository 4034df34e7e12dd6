"""Pure edits of a map: each function takes a ``SheetMap`` and returns a new one.

Nothing is changed in place (the model is frozen), so an edit is cheap to undo: keep the
map from before. Edits keep what they do not touch (the same tuples), which lets views
redraw only what changed. Coordinates are rounded to the 3 decimals a map file keeps, so
that what the editor shows is what a save writes and a load reads back.

References follow renames: renaming a location's id renames it in the start, the arrival
and the cards; renaming an area's id renames it in its locations. Deleting a location
leaves the references that name it for the validator to report (the editor shows them).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import replace
from enum import StrEnum
from typing import Any

from eighty_days.messages import MessageError, Name, NameKind, define
from eighty_days.sheet.model import (
    COASTAL_TYPES,
    AdventureCard,
    Area,
    IncomeCard,
    Location,
    LocationType,
    Point,
    Polygon,
    Ring,
    SheetMap,
    SheetPart,
)

#: Decimals kept for coordinates (the map file keeps 3 for polygon rings).
COORDINATE_DECIMALS = 3


class Layer(StrEnum):
    """The three polygon layers of a map."""

    LAND = "land"
    CANALS = "canals"
    MOUNTAINS = "mountains"


class EditError(MessageError):
    """An edit that cannot be made (an unknown id, a vertex that does not exist);
    ``message`` says why."""


NO_LOCATION = define("edit.no_location", "there is no location {id}")
LOCATION_EXISTS = define("edit.location_exists", "there is already a location {id}")
NO_AREA = define("edit.no_area", "there is no area {id}")
AREA_EXISTS = define("edit.area_exists", "there is already an area {id}")
AREA_NOT_EMPTY = define(
    "edit.area_not_empty", "area {id} holds %n location(s): choose another area for them"
)
NO_INCOME_CARD = define("edit.no_income_card", "there is no income card {index}")
NO_ADVENTURE_CARD = define("edit.no_adventure_card", "there is no adventure card {index}")
NOT_COASTAL = define(
    "edit.not_coastal", "{name} is not a port or an island: only those belong on the coast"
)
ALREADY_ON_COAST = define(
    "edit.already_on_coast",
    "{name} is already on the coast: {distance} from it, within its snap radius {radius}",
)
NO_COAST_NEAR = define(
    "edit.no_coast_near",
    "No coast lies within {reach} of {name} (one ruler unit): draw the land there first, "
    "or move the place nearer",
)


def rounded(point: Point) -> Point:
    """A point rounded to the decimals a map file keeps."""
    return (
        round(float(point[0]), COORDINATE_DECIMALS),
        round(float(point[1]), COORDINATE_DECIMALS),
    )


# -- the whole map ----------------------------------------------------------------------------


def set_name(sheet: SheetMap, name: str, description: str | None = None) -> SheetMap:
    """The map with a new name (and description, if given)."""
    if description is None:
        return replace(sheet, name=name)
    return replace(sheet, name=name, description=description)


def set_ruler_unit(sheet: SheetMap, ruler_unit: float) -> SheetMap:
    """The map with a new scale: map units per ruler unit."""
    return replace(sheet, ruler_unit=float(ruler_unit))


def set_coast_tolerance(sheet: SheetMap, tolerance: float) -> SheetMap:
    """The map with a new coast tolerance (map units)."""
    return replace(sheet, coast_tolerance=float(tolerance))


def set_antimeridian(sheet: SheetMap, x: float) -> SheetMap:
    """The map with the antimeridian moved to ``x``."""
    return replace(sheet, antimeridian_x=round(float(x), COORDINATE_DECIMALS))


def set_sheet_split(sheet: SheetMap, split_x: float | None) -> SheetMap:
    """The map cut into two sheets at ``split_x`` (one sheet if ``None``).

    The sheets keep their ids and names where they exist; a new second sheet is called
    "East".
    """
    x_min, _, x_max, _ = sheet.bounds
    first = sheet.sheets[0] if sheet.sheets else SheetPart("west", "West", x_min, x_max)
    if split_x is None:
        return replace(sheet, sheets=(replace(first, x_min=x_min, x_max=x_max),))
    split = round(float(split_x), COORDINATE_DECIMALS)
    second = sheet.sheets[1] if len(sheet.sheets) > 1 else SheetPart("east", "East", split, x_max)
    return replace(
        sheet,
        sheets=(
            replace(first, x_min=x_min, x_max=split),
            replace(second, x_min=split, x_max=x_max),
        ),
    )


def set_bounds(sheet: SheetMap, bounds: tuple[float, float, float, float]) -> SheetMap:
    """The map with new bounds; the first sheet starts and the last ends at the new edges."""
    x_min, y_min, x_max, y_max = (round(float(v), COORDINATE_DECIMALS) for v in bounds)
    parts = list(sheet.sheets) or [SheetPart("west", "West", x_min, x_max)]
    parts[0] = replace(parts[0], x_min=x_min)
    parts[-1] = replace(parts[-1], x_max=x_max)
    return replace(sheet, bounds=(x_min, y_min, x_max, y_max), sheets=tuple(parts))


def set_sheet_names(sheet: SheetMap, names: tuple[tuple[str, str], ...]) -> SheetMap:
    """The map's sheets with new (id, name) pairs, left to right."""
    parts = tuple(
        replace(part, id=part_id, name=name)
        for part, (part_id, name) in zip(sheet.sheets, names, strict=False)
    )
    return replace(sheet, sheets=parts + sheet.sheets[len(parts) :])


def sheet_split(sheet: SheetMap) -> float | None:
    """Where the first sheet ends, or ``None`` for a map of one sheet."""
    return sheet.sheets[0].x_max if len(sheet.sheets) > 1 else None


def set_start(sheet: SheetMap, location_id: str) -> SheetMap:
    """The map starting at ``location_id``."""
    return replace(sheet, start=location_id)


def set_arrival(sheet: SheetMap, location_id: str) -> SheetMap:
    """The map ending at ``location_id``."""
    return replace(sheet, arrival=location_id)


# -- locations --------------------------------------------------------------------------------


def unused_id(base: str, taken: set[str] | frozenset[str]) -> str:
    """``base`` or ``base-2``, ``base-3``... whichever is not taken."""
    if base not in taken:
        return base
    number = 2
    while f"{base}-{number}" in taken:
        number += 1
    return f"{base}-{number}"


def location_index(sheet: SheetMap, location_id: str) -> int:
    """The index of the location ``location_id``; ``EditError`` if there is none."""
    for index, location in enumerate(sheet.locations):
        if location.id == location_id:
            return index
    raise EditError(NO_LOCATION(id=repr(location_id)))


def new_location(
    sheet: SheetMap, point: Point, location_type: LocationType = LocationType.CITY
) -> Location:
    """A fresh location at ``point``: a free id, the area at hand, a snap radius to suit."""
    taken = {loc.id for loc in sheet.locations}
    location_id = unused_id("place", taken)
    number = location_id.rsplit("-", 1)[-1]
    name = "Place" if location_id == "place" else f"Place {number}"
    area = sheet.areas[0].id if sheet.areas else ""
    if sheet.locations and sheet.areas:
        nearest = min(
            sheet.locations, key=lambda loc: (loc.x - point[0]) ** 2 + (loc.y - point[1]) ** 2
        )
        area = nearest.area
    x, y = rounded(point)
    snap = round(max(0.1, sheet.ruler_unit * 0.2), 3)
    return Location(location_id, name, location_type, x, y, area, snap)


def add_location(sheet: SheetMap, location: Location) -> SheetMap:
    """The map with ``location`` added at the end of the list."""
    if sheet.has_location(location.id):
        raise EditError(LOCATION_EXISTS(id=repr(location.id)))
    return replace(sheet, locations=(*sheet.locations, location))


def slug(name: str) -> str:
    """The id a name suggests: ``"The Ruin"`` → ``the-ruin``, ``"Zürich"`` → ``zurich``
    (lowercase letters, digits and hyphens; ``place`` if nothing is left)."""
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii")
    words = re.findall(r"[a-z0-9]+", plain.lower())
    return "-".join(words) or "place"


def rename_location(sheet: SheetMap, location_id: str, name: str) -> SheetMap:
    """The map with location ``location_id`` named ``name``. Its id follows the name (a
    free id made of it, references renamed) while the id is still the one its old name
    suggested; an id edited by hand stays."""
    location = sheet.location(location_id) if sheet.has_location(location_id) else None
    if location is None:
        raise EditError(NO_LOCATION(id=repr(location_id)))
    others = {loc.id for loc in sheet.locations if loc.id != location.id}
    new_id = followed_id(location.id, location.name, name, others)
    return update_location(sheet, location_id, replace(location, id=new_id, name=name))


def followed_id(current_id: str, old_name: str, new_name: str, others: set[str]) -> str:
    """The id of a thing renamed from ``old_name`` to ``new_name`` (``others``: the ids of
    its kind but its own). An id still the one the old name suggested (its slug, or the
    free id made of it) follows the new name, made free; an id edited by hand stays."""
    if current_id in (slug(old_name), unused_id(slug(old_name), others)):
        return unused_id(slug(new_name), others)
    return current_id


def update_location(sheet: SheetMap, location_id: str, location: Location) -> SheetMap:
    """The map with location ``location_id`` replaced by ``location``.

    A changed id is followed in the start, the arrival and the cards.
    """
    index = location_index(sheet, location_id)
    if location.id != location_id and sheet.has_location(location.id):
        raise EditError(LOCATION_EXISTS(id=repr(location.id)))
    locations = list(sheet.locations)
    locations[index] = location
    result = replace(sheet, locations=tuple(locations))
    if location.id != location_id:
        result = _rename_location_references(result, location_id, location.id)
    return result


def move_location(sheet: SheetMap, location_id: str, point: Point) -> SheetMap:
    """The map with location ``location_id`` moved to ``point``."""
    location = sheet.location(location_id) if sheet.has_location(location_id) else None
    if location is None:
        raise EditError(NO_LOCATION(id=repr(location_id)))
    x, y = rounded(point)
    return update_location(sheet, location_id, replace(location, x=x, y=y))


def put_on_coast(sheet: SheetMap, location_id: str, reach: float | None = None) -> SheetMap:
    """The map with the port or island ``location_id`` moved onto the nearest coast.

    The coast is the edge of the land (the land polygons' union, lakes included, the
    map's own edge left out). A coastal place must lie within its snap radius of it (the
    loader's rule; ruling R2024-10's tolerance lets a route leave or reach it from land
    and sea alike); this puts it on the coast's nearest point. ``reach`` (one ruler unit
    if ``None``) bounds how far it moves.

    :raises EditError: no such place; it is not a port or an island; it is already
        within its snap radius of the coast; no coast lies within ``reach``.
    """
    import shapely

    location = sheet.location(location_id) if sheet.has_location(location_id) else None
    if location is None:
        raise EditError(NO_LOCATION(id=repr(location_id)))
    name = Name(NameKind.PLACE, location.name)
    if location.type not in COASTAL_TYPES:
        raise EditError(NOT_COASTAL(name=name))
    reach = sheet.ruler_unit if reach is None else reach
    coast = _coast(sheet)
    place = shapely.Point(location.point)
    if coast.is_empty or shapely.distance(coast, place) > reach:
        raise EditError(NO_COAST_NEAR(reach=float(reach), name=name))
    distance = float(shapely.distance(coast, place))
    if distance <= location.snap_radius:
        raise EditError(
            ALREADY_ON_COAST(
                name=name, distance=round(distance, 3), radius=float(location.snap_radius)
            )
        )
    _, nearest = shapely.shortest_line(place, coast).coords
    return move_location(sheet, location_id, (float(nearest[0]), float(nearest[1])))


def _coast(sheet: SheetMap) -> Any:
    """The coastline of ``sheet``: the edge of its land, less the map's own edge (where
    the land is cut by the bounds, there is no sea)."""
    import shapely

    shapes = [shapely.Polygon(p.exterior, p.holes) for p in sheet.land]
    valid = [shape for shape in shapes if shape.is_valid and not shape.is_empty]
    if not valid:
        return shapely.GeometryCollection()
    land = shapely.union_all(valid)
    edge = shapely.box(*sheet.bounds).exterior.buffer(10.0**-COORDINATE_DECIMALS)
    return shapely.difference(land.boundary, edge)


def delete_location(sheet: SheetMap, location_id: str) -> SheetMap:
    """The map without location ``location_id`` (references to it are left to report)."""
    index = location_index(sheet, location_id)
    return replace(sheet, locations=sheet.locations[:index] + sheet.locations[index + 1 :])


def clear_location_references(sheet: SheetMap, location_id: str) -> SheetMap:
    """The map with no reference to ``location_id``: not the start or the arrival any more
    (left empty to choose again), off every income card, and adventure cards there left
    without a place (the checks name them)."""
    return replace(
        sheet,
        start="" if sheet.start == location_id else sheet.start,
        arrival="" if sheet.arrival == location_id else sheet.arrival,
        income_cards=tuple(
            replace(card, payouts=tuple(p for p in card.payouts if p[0] != location_id))
            for card in sheet.income_cards
        ),
        adventure_cards=tuple(
            replace(card, location="") if card.location == location_id else card
            for card in sheet.adventure_cards
        ),
    )


def locations_on(sheet: SheetMap, polygon: Polygon) -> list[Location]:
    """The places standing inside ``polygon`` (inside its outer ring, not in a hole)."""
    return [
        location
        for location in sheet.locations
        if _ring_holds(polygon.exterior, location.point)
        and not any(_ring_holds(hole, location.point) for hole in polygon.holes)
    ]


def _ring_holds(ring: Ring, point: Point) -> bool:
    """Whether ``point`` lies inside ``ring`` (even-odd crossings)."""
    x, y = point
    inside = False
    previous = ring[-1] if ring else (0.0, 0.0)
    for current in ring:
        (x1, y1), (x2, y2) = previous, current
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
        previous = current
    return inside


def _rename_location_references(sheet: SheetMap, old: str, new: str) -> SheetMap:
    def renamed(location_id: str) -> str:
        return new if location_id == old else location_id

    return replace(
        sheet,
        start=renamed(sheet.start),
        arrival=renamed(sheet.arrival),
        income_cards=tuple(
            replace(card, payouts=tuple((renamed(where), p) for where, p in card.payouts))
            for card in sheet.income_cards
        ),
        adventure_cards=tuple(
            replace(card, location=renamed(card.location)) for card in sheet.adventure_cards
        ),
    )


# -- areas ----------------------------------------------------------------------------------


def area_index(sheet: SheetMap, area_id: str) -> int:
    """The index of area ``area_id``; ``EditError`` if there is none."""
    for index, area in enumerate(sheet.areas):
        if area.id == area_id:
            return index
    raise EditError(NO_AREA(id=repr(area_id)))


#: Soft colours for new areas, in turn (readable under black ink, as on the default map).
AREA_COLOURS = (
    "#b9c98f",
    "#f4c7a1",
    "#a8c6e5",
    "#e5a8b8",
    "#d8c48a",
    "#b7a8e5",
    "#9fd3c7",
    "#e5d0a8",
)


def new_area(sheet: SheetMap) -> Area:
    """A fresh area: a free id and name, the next colour of ``AREA_COLOURS``."""
    area_id = unused_id("area", {area.id for area in sheet.areas})
    number = area_id.rsplit("-", 1)[-1]
    name = "Area" if area_id == "area" else f"Area {number}"
    return Area(area_id, name, AREA_COLOURS[len(sheet.areas) % len(AREA_COLOURS)])


def add_area(sheet: SheetMap, area: Area) -> SheetMap:
    """The map with ``area`` added."""
    if any(existing.id == area.id for existing in sheet.areas):
        raise EditError(AREA_EXISTS(id=repr(area.id)))
    return replace(sheet, areas=(*sheet.areas, area))


def update_area(sheet: SheetMap, area_id: str, area: Area) -> SheetMap:
    """The map with area ``area_id`` replaced by ``area`` (a new id follows to its places)."""
    index = area_index(sheet, area_id)
    if area.id != area_id and any(existing.id == area.id for existing in sheet.areas):
        raise EditError(AREA_EXISTS(id=repr(area.id)))
    areas = list(sheet.areas)
    areas[index] = area
    locations = sheet.locations
    if area.id != area_id:
        locations = tuple(
            replace(loc, area=area.id) if loc.area == area_id else loc for loc in locations
        )
    return replace(sheet, areas=tuple(areas), locations=locations)


def renamed_area(sheet: SheetMap, area_id: str, name: str) -> Area:
    """Area ``area_id`` named ``name``: its id follows the name while it is still the
    one its old name suggested (``followed_id``); an id edited by hand stays."""
    area = sheet.areas[area_index(sheet, area_id)]
    others = {other.id for other in sheet.areas if other.id != area_id}
    return replace(area, id=followed_id(area.id, area.name, name, others), name=name)


def delete_area(sheet: SheetMap, area_id: str, reassign_to: str | None) -> SheetMap:
    """The map without area ``area_id``; its locations move to area ``reassign_to``.

    ``reassign_to`` may be ``None`` only if no location lies in the area.
    """
    index = area_index(sheet, area_id)
    members = [loc for loc in sheet.locations if loc.area == area_id]
    if members:
        if reassign_to is None or reassign_to == area_id:
            raise EditError(AREA_NOT_EMPTY(count=len(members), id=repr(area_id)))
        area_index(sheet, reassign_to)
    locations = tuple(
        replace(loc, area=reassign_to) if loc.area == area_id and reassign_to else loc
        for loc in sheet.locations
    )
    return replace(sheet, areas=sheet.areas[:index] + sheet.areas[index + 1 :], locations=locations)


# -- cards ----------------------------------------------------------------------------------


def new_income_card(sheet: SheetMap) -> IncomeCard:
    """A fresh income card paying 3 pounds at four different places: places on no card
    yet first (neither the start nor the arrival, if there are enough), then the places
    on the fewest cards."""
    card_id = unused_id("income-1", {card.id for card in sheet.income_cards})
    if card_id != "income-1":
        card_id = unused_id(
            f"income-{len(sheet.income_cards) + 1}", {card.id for card in sheet.income_cards}
        )
    uses: dict[str, int] = {}
    for card in sheet.income_cards:
        for place, _ in card.payouts:
            uses[place] = uses.get(place, 0) + 1
    ends = {sheet.start, sheet.arrival}
    ranked = sorted(
        enumerate(sheet.locations),
        key=lambda item: (uses.get(item[1].id, 0), item[1].id in ends, item[0]),
    )
    places = [location.id for _, location in ranked[:4]]
    return IncomeCard(card_id, tuple((place, 3) for place in places))


def new_adventure_card(sheet: SheetMap, location_id: str | None = None) -> AdventureCard:
    """A fresh adventure card, at ``location_id`` or at a place that has no card yet: an
    adventure place if there is one free, else any free place (the checks then ask for
    its type), else none. Its id is made of its title (and follows it until edited)."""
    title = "An adventure"
    card_id = unused_id(slug(title), {card.id for card in sheet.adventure_cards})
    if location_id is None:
        taken = {card.location for card in sheet.adventure_cards}
        free = [loc for loc in sheet.locations if loc.id not in taken]
        adventures = [loc for loc in free if loc.type is LocationType.ADVENTURE]
        chosen = adventures or free
        location_id = chosen[0].id if chosen else ""
    return AdventureCard(card_id, title, location_id, 1)


def retitled_adventure_card(sheet: SheetMap, index: int, title: str) -> AdventureCard:
    """Adventure card ``index`` titled ``title``: its id follows the title while it is
    still the one its old title suggested (``followed_id``); an id edited by hand stays."""
    if not 0 <= index < len(sheet.adventure_cards):
        raise EditError(NO_ADVENTURE_CARD(index=index))
    card = sheet.adventure_cards[index]
    others = {other.id for number, other in enumerate(sheet.adventure_cards) if number != index}
    return replace(card, id=followed_id(card.id, card.title, title, others), title=title)


def add_income_card(sheet: SheetMap, card: IncomeCard) -> SheetMap:
    """The map with ``card`` added to the income cards."""
    return replace(sheet, income_cards=(*sheet.income_cards, card))


def set_income_card(sheet: SheetMap, index: int, card: IncomeCard) -> SheetMap:
    """The map with income card ``index`` replaced."""
    if not 0 <= index < len(sheet.income_cards):
        raise EditError(NO_INCOME_CARD(index=index))
    cards = list(sheet.income_cards)
    cards[index] = card
    return replace(sheet, income_cards=tuple(cards))


def delete_income_card(sheet: SheetMap, index: int) -> SheetMap:
    """The map without income card ``index``."""
    if not 0 <= index < len(sheet.income_cards):
        raise EditError(NO_INCOME_CARD(index=index))
    return replace(sheet, income_cards=sheet.income_cards[:index] + sheet.income_cards[index + 1 :])


def add_adventure_card(sheet: SheetMap, card: AdventureCard) -> SheetMap:
    """The map with ``card`` added to the adventure cards."""
    return replace(sheet, adventure_cards=(*sheet.adventure_cards, card))


def set_adventure_card(sheet: SheetMap, index: int, card: AdventureCard) -> SheetMap:
    """The map with adventure card ``index`` replaced."""
    if not 0 <= index < len(sheet.adventure_cards):
        raise EditError(NO_ADVENTURE_CARD(index=index))
    cards = list(sheet.adventure_cards)
    cards[index] = card
    return replace(sheet, adventure_cards=tuple(cards))


def delete_adventure_card(sheet: SheetMap, index: int) -> SheetMap:
    """The map without adventure card ``index``."""
    if not 0 <= index < len(sheet.adventure_cards):
        raise EditError(NO_ADVENTURE_CARD(index=index))
    cards = sheet.adventure_cards
    return replace(sheet, adventure_cards=cards[:index] + cards[index + 1 :])


# -- new maps -------------------------------------------------------------------------------


def blank_sheet(width: float, height: float, name: str = "Untitled map") -> SheetMap:
    """A blank map of ``width`` × ``height`` map units: all sea, one area, no places.

    It is not playable yet (no start, no arrival): the validation panel says what to add.
    """
    width = float(width)
    height = float(height)
    return SheetMap(
        name=name,
        bounds=(0.0, 0.0, width, height),
        sheets=(SheetPart("west", "West", 0.0, width),),
        land=(),
        canals=(),
        mountains=(),
        antimeridian_x=width,
        areas=(Area("area", "Area", AREA_COLOURS[0]),),
        locations=(),
        start="",
        arrival="",
        ruler_unit=round(max(width, height) / 40.0, 3) or 1.0,
        income_cards=(),
        adventure_cards=(),
        coast_tolerance=round(max(width, height) / 1000.0, 3),
        description="",
    )


def coastlines_only(sheet: SheetMap, name: str = "Untitled map") -> SheetMap:
    """A new map from ``sheet``'s coastlines, canals, mountains, bounds and sheets only."""
    return replace(
        sheet,
        name=name,
        description="",
        areas=(Area("area", "Area", AREA_COLOURS[0]),),
        locations=(),
        start="",
        arrival="",
        income_cards=(),
        adventure_cards=(),
    )
