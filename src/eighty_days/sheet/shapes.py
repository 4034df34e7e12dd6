"""The map's polygons as shapely geometry: the land, the ship obstacles (land minus the
canals) and the mountains, each a prepared union built on first use, and the polygon
helpers they are made with."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
import shapely
from numpy.typing import NDArray
from shapely.geometry import Polygon as ShapelyPolygon
from shapely.geometry import box

from eighty_days.sheet.model import Polygon, SheetMap


def to_shapely(polygon: Polygon) -> ShapelyPolygon:
    """The shapely polygon of a model polygon (holes included)."""
    return ShapelyPolygon(polygon.exterior, polygon.holes)


def shapely_polygons(polygons: Sequence[Polygon]) -> NDArray[np.object_]:
    """Shapely polygons of model polygons (rings without holes built in one call)."""
    result = np.empty(len(polygons), dtype=object)
    simple = [index for index, p in enumerate(polygons) if not p.holes]
    if simple:
        rings = [np.asarray(polygons[index].exterior, dtype=np.float64) for index in simple]
        ring_index = np.repeat(np.arange(len(rings)), [len(r) for r in rings])
        result[simple] = shapely.polygons(
            shapely.linearrings(np.concatenate(rings), indices=ring_index)
        )
    for index, p in enumerate(polygons):
        if p.holes:
            result[index] = to_shapely(p)
    return result


def polygonal_part(geometry: Any) -> Any:
    """Only the polygons of an overlay result (a difference may leave stray lines or
    points in a geometry collection, which have no area and no coastline)."""
    if shapely.get_type_id(geometry) != 7:  # not a GeometryCollection
        return geometry
    parts = shapely.get_parts(geometry)
    polygons = parts[np.isin(shapely.get_type_id(parts), (3, 6))]
    if not len(polygons):
        return shapely.GeometryCollection()
    return shapely.union_all(polygons)


def union_of(polygons: Sequence[Polygon]) -> Any:
    """The union of polygons. Polygons that already neither overlap nor cross (like the
    land of a generated map) form a valid multipolygon as they are: no union needed."""
    if not polygons:
        return shapely.GeometryCollection()
    shapes = shapely_polygons(polygons)
    if len(shapes) > 1 and shapely.is_valid(shapes).all():
        combined = shapely.multipolygons(shapes)
        if shapely.is_valid(combined):
            return combined
    return shapely.union_all(shapes)


class SheetShapes:
    """The prepared shapely geometry of one sheet (everything built on first use)."""

    def __init__(self, sheet: SheetMap) -> None:
        self.sheet = sheet
        self._land: Any = None
        self._ship_obstacles: Any = None
        self._mountains: Any = None
        self._parts: dict[int, tuple[NDArray[np.object_], Any]] = {}

    @property
    def is_built(self) -> bool:
        """Whether any geometry has been built yet (making a map's geometry costs nothing)."""
        return self._land is not None or self._mountains is not None

    @property
    def land(self) -> Any:
        """The union of the land polygons, prepared: where trains run. (Canals are drawn
        over land, so they stay land for trains.)"""
        if self._land is None:
            land = union_of(self.sheet.land)
            shapely.prepare(land)
            self._land = land
        return self._land

    @property
    def ship_obstacles(self) -> Any:
        """Land minus the canals: what a ship may not cross (canals are sea for ships)."""
        if self._ship_obstacles is None:
            if self.sheet.canals:
                obstacles = polygonal_part(shapely.difference(self.land, self.canals))
            else:
                obstacles = shapely.union_all([self.land])
            shapely.prepare(obstacles)
            self._ship_obstacles = obstacles
        return self._ship_obstacles

    @property
    def mountains(self) -> Any:
        """The union of the impassable polygons (the Himalaya), prepared."""
        if self._mountains is None:
            mountains = union_of(self.sheet.mountains)
            shapely.prepare(mountains)
            self._mountains = mountains
        return self._mountains

    @property
    def map_box(self) -> Any:
        """The map's bounds as a shapely box."""
        return box(*self.sheet.bounds)

    @property
    def canals(self) -> Any:
        """The union of the canal polygons (not prepared)."""
        return union_of(self.sheet.canals)

    def obstacle_parts(self, obstacle: Any) -> tuple[NDArray[np.object_], Any]:
        """The polygons of ``obstacle`` (land, or land minus canals) and an STRtree over
        them, built once."""
        key = id(obstacle)
        cached = self._parts.get(key)
        if cached is None:
            parts = shapely.get_parts(obstacle)
            cached = (parts, shapely.STRtree(parts))
            self._parts[key] = cached
        return cached
