"""The map checks that need shapely: rings that cross themselves, locations on land or
near the coast as their type requires.

``eighty_days.sheet.validate`` imports this module only when it checks geometry, so that
opening a map known to be sound does not import numpy and shapely.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import numpy as np
import shapely
from numpy.typing import NDArray

from eighty_days.messages import Message, Param, define
from eighty_days.resources import PathPart
from eighty_days.sheet.model import (
    COASTAL_TYPES,
    NEAR_LAND_TYPES,
    ON_LAND_TYPES,
    Location,
    Ring,
    with_article,
)

#: A polygon to check: its place in the file, its outer ring and its holes.
PolygonAt = tuple[tuple[PathPart, ...], Ring, tuple[Ring, ...]]

#: A problem found: its place in the file and the message.
Problem = tuple[tuple[PathPart, ...], Message]

INVALID_POLYGON = define("map.invalid_polygon", "not a valid polygon: {reason}")
FLAW_AT = define("map.flaw_at", "{what} at ({where})")
#: Shapely's validity reasons, in words to translate.
_FLAWS = {
    "self-intersection": define("map.self_intersection", "self-intersection"),
    "ring self-intersection": define("map.ring_self_intersection", "ring self-intersection"),
    "hole lies outside shell": define("map.hole_outside", "hole lies outside shell"),
    "nested holes": define("map.nested_holes", "nested holes"),
    "interior is disconnected": define("map.disconnected", "interior is disconnected"),
    "nested shells": define("map.nested_shells", "nested shells"),
    "duplicate rings": define("map.duplicate_rings", "duplicate rings"),
    "too few points": define("map.too_few_points", "too few points"),
    "invalid coordinate": define("map.invalid_coordinate", "invalid coordinate"),
    "ring is not closed": define("map.ring_not_closed", "ring is not closed"),
}
AT_SEA = define("map.at_sea", "{type} stands on land; {id} is at sea")
OFF_THE_COAST = define(
    "map.off_the_coast",
    "{type} lies within its snap radius ({radius}) of the coast; {id} is {distance} away",
)
OUT_AT_SEA = define(
    "map.out_at_sea",
    "{type} lies on land or within its snap radius ({radius}) of the coast; {id} is "
    "{distance} out at sea",
)


def geometry_problems(
    polygons: Sequence[PolygonAt], land_count: int, locations: Sequence[tuple[int, Location]]
) -> list[Problem]:
    """Every geometric problem: invalid polygons, and misplaced locations judged against
    the first ``land_count`` polygons (the land)."""
    problems: list[Problem] = []
    shapes = _shapely_polygons(polygons)
    _check_polygon_validity(problems, polygons, shapes)
    _check_placements(problems, shapes[:land_count], locations)
    return problems


def _shapely_polygons(parsed: Sequence[PolygonAt]) -> NDArray[np.object_]:
    """Shapely polygons of parsed polygons, built in one vectorised call where possible."""
    result = np.empty(len(parsed), dtype=object)
    simple = [index for index, (_, _, holes) in enumerate(parsed) if not holes]
    if simple:
        coords = np.array([point for index in simple for point in parsed[index][1]])
        ring_index = np.repeat(np.arange(len(simple)), [len(parsed[index][1]) for index in simple])
        rings = shapely.linearrings(coords, indices=ring_index)
        result[simple] = shapely.polygons(rings)
    for index, (_, outer, holes) in enumerate(parsed):
        if holes:
            result[index] = shapely.Polygon(outer, list(holes))
    return result


def _check_polygon_validity(
    problems: list[Problem], parsed: Sequence[PolygonAt], polygons: NDArray[np.object_]
) -> None:
    """Report rings that cross themselves or each other (shapely's validity)."""
    if not parsed:
        return
    valid = shapely.is_valid(polygons)
    for index in np.flatnonzero(~valid):
        reason = shapely.is_valid_reason(polygons[index])
        problems.append(
            (parsed[int(index)][0], INVALID_POLYGON(reason=_readable_reason(str(reason))))
        )


def _readable_reason(reason: str) -> Param:
    """Shapely's validity reason in words: ``Self-intersection[3 4]`` → readable text."""
    match = re.match(r"([A-Za-z -]+)\[([-\d.e ]+)\]", reason)
    if not match:
        return reason
    what, where = match.groups()
    coordinates = ", ".join(f"{float(v):g}" for v in where.split())
    flaw = what.strip().lower()
    kind = _FLAWS.get(flaw)
    return FLAW_AT(what=kind() if kind is not None else flaw, where=coordinates)


def _check_placements(
    problems: list[Problem],
    polygons: NDArray[np.object_],
    locations: Sequence[tuple[int, Location]],
) -> None:
    """Each location type's place: on land, or within its snap radius of the coast/land."""
    if not locations:
        return
    xs = np.array([loc.x for _, loc in locations])
    ys = np.array([loc.y for _, loc in locations])
    on_land = np.zeros(len(locations), dtype=bool)
    coast_distance = np.full(len(locations), np.inf)
    if len(polygons):
        points = shapely.points(xs, ys)
        hits = shapely.STRtree(polygons).query(points, predicate="intersects")
        on_land[hits[0]] = True
        # The distance to the coast matters only for the types that must be near it, and
        # only up to the snap radius: a "within distance" query, exact distances only
        # for the (rare) places that fail it, for the message.
        kinds = [loc.type for _, loc in locations]
        needs = np.array(
            [
                kind in COASTAL_TYPES or (kind in NEAR_LAND_TYPES and not on_land[index])
                for index, kind in enumerate(kinds)
            ],
            dtype=bool,
        )
        if needs.any():
            chosen = np.flatnonzero(needs)
            radii = np.array([locations[int(i)][1].snap_radius for i in chosen])
            coast_tree = shapely.STRtree(shapely.boundary(polygons))
            near = coast_tree.query(points[chosen], predicate="dwithin", distance=radii)
            close = np.zeros(len(chosen), dtype=bool)
            close[near[0]] = True
            coast_distance[chosen[close]] = 0.0
            far = chosen[~close]
            if len(far):
                _, distances = coast_tree.query_nearest(
                    points[far], return_distance=True, all_matches=False
                )
                coast_distance[far] = distances
    for index, (file_index, loc) in enumerate(locations):
        where: tuple[PathPart, ...] = ("locations", file_index)
        near = coast_distance[index]
        if loc.type in ON_LAND_TYPES and not on_land[index]:
            problems.append((where, AT_SEA(type=with_article(loc.type.value), id=repr(loc.id))))
        elif loc.type in COASTAL_TYPES and near > loc.snap_radius:
            problems.append(
                (
                    where,
                    OFF_THE_COAST(
                        type=with_article(loc.type.value),
                        radius=float(loc.snap_radius),
                        id=repr(loc.id),
                        distance=f"{near:.3g}",
                    ),
                )
            )
        elif loc.type in NEAR_LAND_TYPES and not on_land[index] and near > loc.snap_radius:
            problems.append(
                (
                    where,
                    OUT_AT_SEA(
                        type=with_article(loc.type.value),
                        radius=float(loc.snap_radius),
                        id=repr(loc.id),
                        distance=f"{near:.3g}",
                    ),
                )
            )
