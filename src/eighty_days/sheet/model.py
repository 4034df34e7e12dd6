"""The map model of the 2024 journey game: a pure, frozen description of one sheet.

Coordinates are map units on the joined strip (the default map uses degrees: x is
longitude east of Greenwich continuing past 180, y is latitude). Nothing here knows about
files or Qt; ``eighty_days.sheet.io`` reads and writes the YAML form and
``eighty_days.sheet.geometry`` judges routes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from eighty_days.messages import Param, define

Point = tuple[float, float]
Ring = tuple[Point, ...]


class Transport(StrEnum):
    """The three ways to travel a route: a train on land, a ship at sea, a balloon anywhere."""

    TRAIN = "train"
    SHIP = "ship"
    BALLOON = "balloon"


class LocationType(StrEnum):
    """The five kinds of place printed on the sheet (docs/map-format.md says what each does)."""

    CITY = "city"
    PORT = "port"
    ISLAND = "island"
    OUTPOST = "outpost"
    ADVENTURE = "adventure"


# A location type with its article ("an outpost"), one phrase to translate.
_WITH_ARTICLE = {
    LocationType.CITY: define("map.a_city", "a city"),
    LocationType.OUTPOST: define("map.an_outpost", "an outpost"),
    LocationType.PORT: define("map.a_port", "a port"),
    LocationType.ISLAND: define("map.an_island", "an island"),
    LocationType.ADVENTURE: define("map.an_adventure_location", "an adventure location"),
}


def with_article(kind: str) -> Param:
    """A location type after "a" or "an" ("an outpost"): one phrase, so a translation can
    give it its own article (an unknown type in English)."""
    try:
        return _WITH_ARTICLE[LocationType(kind)]()
    except ValueError:
        return f"{'an' if kind[:1] in 'aeiou' else 'a'} {kind}"


#: Which location types stand on land, which within their snap radius of the coast (on
#: land or off it), and which on land or near it (docs/map-format.md).
ON_LAND_TYPES = frozenset({LocationType.CITY, LocationType.OUTPOST})
COASTAL_TYPES = frozenset({LocationType.PORT, LocationType.ISLAND})
NEAR_LAND_TYPES = frozenset({LocationType.ADVENTURE})


@dataclass(frozen=True, slots=True)
class Polygon:
    """A polygon: one outer ring and any number of holes, each ring a closed point list."""

    exterior: Ring
    holes: tuple[Ring, ...] = ()
    name: str = ""


@dataclass(frozen=True, slots=True)
class SheetPart:
    """One physical sheet of the pad (Eurasia, America) and the x range it covers."""

    id: str
    name: str
    x_min: float
    x_max: float


@dataclass(frozen=True, slots=True)
class Area:
    """A named, coloured area of the map; visiting one scores a fame point."""

    id: str
    name: str
    colour: str
    region: tuple[Polygon, ...] = ()


@dataclass(frozen=True, slots=True)
class Location:
    """A place a route can end on; ``snap_radius`` is how close counts as reaching it."""

    id: str
    name: str
    type: LocationType
    x: float
    y: float
    area: str
    snap_radius: float

    @property
    def point(self) -> Point:
        """The location's position as an ``(x, y)`` pair."""
        return (self.x, self.y)


@dataclass(frozen=True, slots=True)
class IncomeCard:
    """An income card: the pounds paid for ending a turn at each of its four locations."""

    id: str
    payouts: tuple[tuple[str, int], ...]

    def pounds_at(self, location_id: str) -> int:
        """The pounds this card pays at ``location_id`` (0 if it is not on the card)."""
        for where, pounds in self.payouts:
            if where == location_id:
                return pounds
        return 0


@dataclass(frozen=True, slots=True)
class AdventureCard:
    """An adventure card: the first to reach its location takes it; each icon is 2 fame."""

    id: str
    title: str
    location: str
    icons: int
    novel: str = ""


@dataclass(frozen=True, slots=True)
class Background:
    """An image to trace over in the map editor (a game never draws it): a PNG or JPEG
    file (a path relative to the map file's folder, or absolute) stretched over
    ``bounds`` (x_min, y_min, x_max, y_max in map units), drawn at ``opacity`` (0–1)."""

    image: str
    bounds: tuple[float, float, float, float]
    opacity: float = 0.5


@dataclass(frozen=True)
class SheetMap:
    """Everything a journey game needs to know about one map.

    ``bounds`` is ``(x_min, y_min, x_max, y_max)``; routes must stay inside it.
    ``ruler_unit`` is the length of one ruler unit in map units.
    ``coast_tolerance`` is the distance around a route's start and end within which the
    route may be on the wrong side of a coastline (leaving or reaching a coastal place).
    """

    name: str
    bounds: tuple[float, float, float, float]
    sheets: tuple[SheetPart, ...]
    land: tuple[Polygon, ...]
    canals: tuple[Polygon, ...]
    mountains: tuple[Polygon, ...]
    antimeridian_x: float
    areas: tuple[Area, ...]
    locations: tuple[Location, ...]
    start: str
    arrival: str
    ruler_unit: float
    income_cards: tuple[IncomeCard, ...]
    adventure_cards: tuple[AdventureCard, ...]
    coast_tolerance: float = 0.6
    description: str = ""
    #: An image to trace over in the editor (optional; not part of a game).
    background: Background | None = None
    _by_id: dict[str, Location] = field(default_factory=dict, init=False, repr=False, compare=False)
    #: Data derived from the map and cached with it (the route geometry); not part of it.
    _derived: dict[str, object] = field(default_factory=dict, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        self._by_id.update({location.id: location for location in self.locations})

    def location(self, location_id: str) -> Location:
        """The location with this id; ``KeyError`` if the map has none."""
        return self._by_id[location_id]

    def has_location(self, location_id: str) -> bool:
        """Whether the map has a location with this id."""
        return location_id in self._by_id

    def area(self, area_id: str) -> Area:
        """The area with this id; ``KeyError`` if the map has none."""
        for area in self.areas:
            if area.id == area_id:
                return area
        raise KeyError(area_id)

    @property
    def start_location(self) -> Location:
        """Starting London (or whatever the map starts at)."""
        return self._by_id[self.start]

    @property
    def arrival_location(self) -> Location:
        """Arrival London (or whatever the map ends at)."""
        return self._by_id[self.arrival]
