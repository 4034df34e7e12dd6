"""Build the default map ``maps/world.yaml`` from Natural Earth land and hand-made places.

Usage (from the repository root; only this script needs npm)::

    npm install --prefix tools          # world-atlas 2.0.2 (tools/package.json)
    uv run python tools/build_world_sheet.py [--check]

Inputs: ``tools/node_modules/world-atlas/land-50m.json`` (Natural Earth 1:50m land,
public domain, as TopoJSON) and ``tools/world_places.yaml`` (areas, places, the Suez
Canal, the Himalaya, cards, scale). Output: ``maps/world.yaml`` in map format v1
(docs/map-format.md). ``--check`` rebuilds in memory and exits 1 if the committed file
differs. The build fails (exit 1, every problem listed) when the result breaks a rule of
the sheet (a port away from the coast, a city in the sea, a closed strait, an invalid
polygon) or the program's own validator (``eighty_days.sheet.io``) rejects it.

The strip is equirectangular in degrees: x is longitude east of Greenwich continuing past
180 (the America sheet), y is latitude. Every land polygon is placed at x, x - 360 and
x + 360 and clipped to the strip, so Europe and Africa appear again at its right end.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import shapely
import shapely.ops
import yaml
from numpy.typing import NDArray
from shapely import affinity
from shapely.geometry import LineString, MultiPoint, Point, Polygon, box
from shapely.geometry.base import BaseGeometry

ROOT = Path(__file__).resolve().parent.parent
TOPOJSON = ROOT / "tools" / "node_modules" / "world-atlas" / "land-50m.json"
PLACES = ROOT / "tools" / "world_places.yaml"
OUTPUT = ROOT / "maps" / "world.yaml"

#: Coordinates are written with at most this many decimals (map format v1).
DECIMALS = 3
GRID = 10.0**-DECIMALS
#: Rings whose every point lies south of this latitude are Antarctic and dropped.
ANTARCTIC_LATITUDE = -60.0
#: An island this far from a location or keep point still counts as "carrying" it.
KEEP_DISTANCE = 0.15
#: Islands (as location type) stand on land pieces smaller than this (square degrees).
ISLAND_MAX_AREA = 120.0

Coordinates = NDArray[np.float64]


class BuildError(Exception):
    """The map could not be built; ``problems`` lists every finding."""

    def __init__(self, problems: Sequence[str]) -> None:
        self.problems = list(problems)
        super().__init__("\n".join(self.problems))


# -- Natural Earth land ----------------------------------------------------------------


def decode_topojson_rings(topology: dict[str, Any]) -> list[list[Coordinates]]:
    """Decode the ``land`` object of a quantized TopoJSON topology.

    Returns one list of rings per polygon (outer ring first, then holes), each ring an
    ``(n, 2)`` array of longitude, latitude. Arcs are delta-encoded integers: the first
    position is absolute, each following one is added to the previous; the transform
    scales and translates them to degrees. A negative arc index ``~i`` means arc ``i``
    reversed; consecutive arcs share their joining point, which is kept once.
    """
    scale_x, scale_y = topology["transform"]["scale"]
    shift_x, shift_y = topology["transform"]["translate"]
    arcs: list[Coordinates] = []
    for arc in topology["arcs"]:
        quantized = np.cumsum(np.asarray(arc, dtype=np.int64), axis=0)
        arcs.append(
            np.column_stack(
                [quantized[:, 0] * scale_x + shift_x, quantized[:, 1] * scale_y + shift_y]
            )
        )

    def ring(indices: Iterable[int]) -> Coordinates:
        pieces: list[Coordinates] = []
        for index in indices:
            arc = arcs[index] if index >= 0 else arcs[~index][::-1]
            pieces.append(arc if not pieces else arc[1:])
        return np.concatenate(pieces)

    polygons: list[list[Coordinates]] = []
    for geometry in topology["objects"]["land"]["geometries"]:
        if geometry["type"] == "Polygon":
            arc_sets = [geometry["arcs"]]
        elif geometry["type"] == "MultiPolygon":
            arc_sets = geometry["arcs"]
        else:
            continue
        for polygon in arc_sets:
            polygons.append([ring(indices) for indices in polygon])
    return polygons


def unwrap_ring(ring: Coordinates) -> tuple[Coordinates, float]:
    """Make a ring continuous across ±180° longitude.

    Where one step jumps by more than 180° the rest of the ring is shifted by ∓360°, so a
    ring crossing the antimeridian becomes one continuous shape (e.g. 170..190). Returns the
    unwrapped ring and its net shift: non-zero only for a ring circling the pole.
    """
    steps = np.diff(ring[:, 0])
    jumps = np.where(steps > 180.0, -360.0, np.where(steps < -180.0, 360.0, 0.0))
    offsets = np.concatenate([[0.0], np.cumsum(jumps)])
    unwrapped = ring.copy()
    unwrapped[:, 0] += offsets
    return unwrapped, float(offsets[-1])


def land_polygons(rings_per_polygon: list[list[Coordinates]]) -> list[Polygon]:
    """Valid shapely polygons, each normalised so its centre lies within −180..180.

    Antarctica (a ring circling the pole, or lying wholly south of 60°S) is dropped; an
    invalid polygon is repaired with ``make_valid``.
    """
    result: list[Polygon] = []
    for rings in rings_per_polygon:
        unwrapped = [unwrap_ring(ring) for ring in rings]
        outer, net_shift = unwrapped[0]
        if net_shift != 0.0 or outer[:, 1].max() < ANTARCTIC_LATITUDE:
            continue
        shell = Polygon(outer)
        holes = [_beside(hole, shell) for hole, shift in unwrapped[1:] if shift == 0.0]
        polygon: BaseGeometry = Polygon(outer, holes)
        if not polygon.is_valid:
            polygon = shapely.make_valid(polygon)
        centre_x = polygon.centroid.x
        if centre_x > 180.0:
            polygon = affinity.translate(polygon, xoff=-360.0)
        elif centre_x < -180.0:
            polygon = affinity.translate(polygon, xoff=360.0)
        result.extend(_polygon_parts(polygon))
    return result


def _beside(hole: Coordinates, shell: Polygon) -> Coordinates:
    """The hole moved by a multiple of 360° into its (unwrapped) shell.

    Unwrapping can shift an outer ring by 360° (it starts east of the antimeridian and
    continues west), leaving its holes behind: the Caspian Sea, a hole in Eurasia, would
    otherwise come out as land.
    """
    probe = Point(hole[0])
    for shift in (0.0, -360.0, 360.0):
        if shell.covers(affinity.translate(probe, xoff=shift)):
            moved = hole.copy()
            moved[:, 0] += shift
            return moved
    return hole


def _polygon_parts(geometry: BaseGeometry) -> list[Polygon]:
    """The polygons inside a geometry (dropping points and lines)."""
    if isinstance(geometry, Polygon):
        return [] if geometry.is_empty else [geometry]
    return [part for sub in getattr(geometry, "geoms", []) for part in _polygon_parts(sub)]


def strip_land(polygons: list[Polygon], bounds: Sequence[float]) -> list[Polygon]:
    """Place every polygon at −360, 0 and +360, clip to the strip and union the pieces."""
    strip = box(*bounds)
    pieces: list[BaseGeometry] = []
    for polygon in polygons:
        for shift in (-360.0, 0.0, 360.0):
            moved = affinity.translate(polygon, xoff=shift) if shift else polygon
            if moved.intersects(strip):
                pieces.extend(_polygon_parts(moved.intersection(strip)))
    return _polygon_parts(shapely.union_all(pieces))


def simplify_land(
    polygons: list[Polygon], tolerance: float, min_area: float, keep_points: list[Point]
) -> list[Polygon]:
    """Drop small islands (unless a keep point lies on them), simplify, round to the grid.

    The whole coastline is simplified at once with topology preserved, so islands never
    overlap their neighbours; then coordinates snap to the 3-decimal grid with valid
    output.
    """
    keep_tree = shapely.STRtree(keep_points)
    kept: list[Polygon] = []
    for polygon in polygons:
        if polygon.area >= min_area:
            kept.append(polygon)
            continue
        near = keep_tree.query(polygon, predicate="dwithin", distance=KEEP_DISTANCE)
        if len(near):
            kept.append(polygon)
    simplified = shapely.MultiPolygon(kept).simplify(tolerance, preserve_topology=True)
    rounded = shapely.set_precision(simplified, GRID)
    parts = [part for part in _polygon_parts(rounded) if part.area > 0.0]
    return [shapely.geometry.polygon.orient(part, sign=1.0) for part in parts]


# -- Features drawn by hand -----------------------------------------------------------


def band(centre_line: Sequence[Sequence[float]], half_width: float) -> Polygon:
    """A flat-ended band of ``half_width`` around a centre line, on the 3-decimal grid."""
    shape = LineString(centre_line).buffer(half_width, cap_style="flat", join_style="round")
    shape = shape.simplify(0.02, preserve_topology=True)
    rounded = shapely.set_precision(shape, GRID)
    return shapely.geometry.polygon.orient(_polygon_parts(rounded)[0], sign=1.0)


def area_regions(
    locations: list[dict[str, Any]], bounds: Sequence[float], period: float
) -> dict[str, list[Polygon]]:
    """Tint regions of the areas: the union of the Voronoi cells of each area's places.

    Places near one end of the strip are mirrored at the other (x ± ``period``), so the
    Europe and Africa at the right end are tinted like those at the left.
    """
    x_min, y_min, x_max, y_max = bounds
    sites: dict[tuple[float, float], str] = {}
    for location in locations:
        for shift in (-period, 0.0, period):
            x = round(location["x"] + shift, DECIMALS)
            if x_min - 60.0 <= x <= x_max + 60.0:
                sites.setdefault((x, location["y"]), location["area"])
    points = list(sites)
    strip = box(*bounds)
    cells = shapely.voronoi_polygons(
        MultiPoint(points), extend_to=box(x_min - 100, y_min - 100, x_max + 100, y_max + 100)
    )
    tree = shapely.STRtree([Point(p) for p in points])
    by_area: dict[str, list[BaseGeometry]] = defaultdict(list)
    for cell in cells.geoms:
        site = points[int(tree.query(cell, predicate="contains")[0])]
        by_area[sites[site]].append(cell.intersection(strip))
    regions: dict[str, list[Polygon]] = {}
    for area, area_cells in by_area.items():
        merged = shapely.set_precision(shapely.union_all(area_cells), GRID)
        parts = [shapely.geometry.polygon.orient(p, sign=1.0) for p in _polygon_parts(merged)]
        regions[area] = sorted(parts, key=lambda p: (p.bounds[0], p.bounds[1]))
    return regions


# -- Writing the map ------------------------------------------------------------------


def format_number(value: float) -> str:
    """A coordinate with at most three decimals and no trailing zeros (``-0`` as ``0``)."""
    text = f"{value:.{DECIMALS}f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def ring_text(coordinates: Sequence[Sequence[float]]) -> str:
    """A closed ring as one string of ``x y`` pairs, the repeated first point left out."""
    points = list(coordinates)
    if len(points) > 1 and tuple(points[0]) == tuple(points[-1]):
        points = points[:-1]
    return " ".join(f"{format_number(x)} {format_number(y)}" for x, y in points)


def polygon_entry(polygon: Polygon, name: str = "") -> dict[str, Any]:
    """A polygon in map format v1: ``outer``, optional ``holes`` and ``name``."""
    entry: dict[str, Any] = {"outer": ring_text(polygon.exterior.coords)}
    if polygon.interiors:
        entry["holes"] = [ring_text(ring.coords) for ring in polygon.interiors]
    if name:
        entry["name"] = name
    return entry


@dataclass
class BuiltMap:
    """The built map: the plain data to write and the shapes the checks need."""

    data: dict[str, Any]
    land: list[Polygon]
    canal: Polygon
    himalaya: Polygon


def build(topology: dict[str, Any], places: dict[str, Any]) -> BuiltMap:
    """Build the map's plain data from the topology and the hand-made places."""
    bounds = [float(v) for v in places["bounds"]]
    antimeridian = float(places["antimeridian"])
    period = 360.0
    snap_by_type = places["snap_by_type"]
    locations: list[dict[str, Any]] = []
    for entry in places["locations"]:
        snap = float(entry.get("snap", snap_by_type[entry["type"]]))
        locations.append(
            {
                "id": entry["id"],
                "name": entry["name"],
                "type": entry["type"],
                "x": float(entry["x"]),
                "y": float(entry["y"]),
                "area": entry["area"],
                "snap": snap,
            }
        )
    keep_points = [Point(p["x"], p["y"]) for p in locations]
    keep_points += [Point(p["x"], p["y"]) for p in places["keep_islands"]]
    polygons = land_polygons(decode_topojson_rings(topology))
    land = simplify_land(
        strip_land(polygons, bounds),
        float(places["simplify_tolerance"]),
        float(places["min_island_area"]),
        keep_points,
    )
    named_land: dict[int, str] = {}
    for fictional in places.get("fictional_land", []):
        island = shapely.set_precision(Polygon(fictional["outer"]), GRID)
        island = shapely.geometry.polygon.orient(_polygon_parts(island)[0], sign=1.0)
        if any(island.intersects(existing) for existing in land):
            raise BuildError([f"fictional land {fictional['name']!r} overlaps real land"])
        named_land[id(island)] = fictional["name"]
        land.append(island)
    land.sort(key=lambda p: (round(p.bounds[0], 3), round(p.bounds[1], 3), -p.area))
    canal_source = places["suez_canal"]
    canal = band(canal_source["centre_line"], float(canal_source["half_width"]))
    himalaya_source = places["himalaya"]
    himalaya = band(himalaya_source["crest"], float(himalaya_source["half_width"]))
    regions = area_regions(locations, bounds, period)
    areas = []
    for area in places["areas"]:
        areas.append(
            {
                "id": area["id"],
                "name": area["name"],
                "colour": area["colour"],
                "region": [polygon_entry(p) for p in regions.get(area["id"], [])],
            }
        )
    data: dict[str, Any] = {
        "format": "eighty-days-map/1",
        "name": places["name"],
        "description": places["description"],
        "bounds": bounds,
        "antimeridian": antimeridian,
        "ruler_unit": float(places["ruler_unit"]),
        "coast_tolerance": float(places["coast_tolerance"]),
        "sheets": places["sheets"],
        "areas": areas,
        "locations": locations,
        "start": places["start"],
        "arrival": places["arrival"],
        "income_cards": places["income_cards"],
        "adventure_cards": places["adventure_cards"],
        "canals": [polygon_entry(canal, canal_source["name"])],
        "mountains": [polygon_entry(himalaya, himalaya_source["name"])],
        "land": [polygon_entry(p, named_land.get(id(p), "")) for p in land],
    }
    return BuiltMap(data, land, canal, himalaya)


def render(data: dict[str, Any]) -> str:
    """The map as YAML text: small mappings inline, one polygon string per line."""

    class Dumper(yaml.SafeDumper):
        pass

    def flow_mapping(dumper: yaml.SafeDumper, mapping: dict[str, Any]) -> yaml.Node:
        flat = all(not isinstance(v, (dict, list)) for v in mapping.values())
        return dumper.represent_mapping("tag:yaml.org,2002:map", mapping, flow_style=flat)

    def flow_list(dumper: yaml.SafeDumper, items: list[Any]) -> yaml.Node:
        flat = all(isinstance(v, (int, float)) for v in items)
        return dumper.represent_sequence("tag:yaml.org,2002:seq", items, flow_style=flat)

    Dumper.add_representer(dict, flow_mapping)
    Dumper.add_representer(list, flow_list)
    body = yaml.dump(
        data, Dumper=Dumper, sort_keys=False, allow_unicode=True, width=10**9, indent=2
    )
    return body


# -- Checks ---------------------------------------------------------------------------


def check(built: BuiltMap, places: dict[str, Any]) -> list[str]:
    """Every problem of the built map (an empty list when it is sound)."""
    data = built.data
    problems: list[str] = []
    x_min, y_min, x_max, y_max = data["bounds"]
    land = shapely.union_all(built.land)
    ship_obstacles = land.difference(built.canal)
    coastline = land.boundary
    tolerance = data["coast_tolerance"]
    shapely.prepare(land)
    for index, polygon in enumerate(built.land):
        if not polygon.is_valid:
            problems.append(f"land[{index}]: invalid polygon ({shapely.is_valid_reason(polygon)})")
    for name, polygon in (("canal", built.canal), ("Himalaya", built.himalaya)):
        if not polygon.is_valid:
            problems.append(f"{name}: invalid polygon")
    area_ids = [area["id"] for area in data["areas"]]
    if len(set(area_ids)) != len(area_ids):
        problems.append("areas: ids not unique")
    location_ids = [location["id"] for location in data["locations"]]
    if len(set(location_ids)) != len(location_ids):
        problems.append("locations: ids not unique")
    per_area: dict[str, int] = defaultdict(int)
    region_shapes = {
        area["id"]: shapely.union_all([_shape(entry) for entry in area["region"]] or [Polygon()])
        for area in data["areas"]
    }
    pieces = {index: polygon for index, polygon in enumerate(built.land)}
    land_tree = shapely.STRtree(built.land)
    for location in data["locations"]:
        where = f"location {location['id']}"
        x, y, snap = location["x"], location["y"], location["snap"]
        point = Point(x, y)
        if location["area"] not in area_ids:
            problems.append(f"{where}: unknown area {location['area']!r}")
        else:
            per_area[location["area"]] += 1
            if not region_shapes[location["area"]].buffer(GRID).covers(point):
                problems.append(f"{where}: outside the tint region of its area")
        if not (x_min <= x <= x_max and y_min <= y <= y_max):
            problems.append(f"{where}: outside the map bounds")
        if not 0.2 <= snap <= 1.5:
            problems.append(f"{where}: snap radius {snap} outside 0.2..1.5")
        on_land = land.covers(point)
        to_coast = coastline.distance(point)
        if built.himalaya.intersects(point.buffer(snap)):
            problems.append(f"{where}: its snap circle touches the Himalaya")
        kind = location["type"]
        if kind in ("city", "outpost") and not on_land:
            problems.append(f"{where}: a {kind} must be on land")
        if kind in ("port", "island"):
            if to_coast > snap:
                problems.append(f"{where}: {to_coast:.2f} from the coast, beyond its snap {snap}")
            if to_coast > tolerance and not on_land:
                problems.append(f"{where}: in the sea {to_coast:.2f} from the coast")
        if kind == "adventure" and not on_land and to_coast > snap:
            problems.append(f"{where}: an adventure location {to_coast:.2f} out at sea")
        if kind == "island":
            nearest = pieces[int(land_tree.nearest(point))]
            if nearest.area > ISLAND_MAX_AREA:
                problems.append(f"{where}: an island, but it stands on a continent")
    points = [(loc["id"], loc["x"], loc["y"], loc["snap"]) for loc in data["locations"]]
    for index, (first, x1, y1, snap1) in enumerate(points):
        for second, x2, y2, snap2 in points[index + 1 :]:
            if math.hypot(x1 - x2, y1 - y2) < max(snap1, snap2):
                problems.append(f"locations {first} and {second}: one within the other's snap")
    for area_id in area_ids:
        if per_area[area_id] < 2:
            problems.append(f"area {area_id}: fewer than two locations")
    for reference in (data["start"], data["arrival"]):
        if reference not in location_ids:
            problems.append(f"start/arrival: unknown location {reference!r}")
    for card in data["income_cards"]:
        if len(card["payouts"]) != 4:
            problems.append(f"income card {card['id']}: not four locations")
        for location_id, pounds in card["payouts"].items():
            if location_id not in location_ids:
                problems.append(f"income card {card['id']}: unknown location {location_id!r}")
            if not 2 <= pounds <= 7:
                problems.append(f"income card {card['id']}: {pounds} pounds outside 2..7")
    types = {location["id"]: location["type"] for location in data["locations"]}
    for card in data["adventure_cards"]:
        if types.get(card["location"]) != "adventure":
            problems.append(f"adventure card {card['id']}: not at an adventure location")
        if not 1 <= card["icons"] <= 3:
            problems.append(f"adventure card {card['id']}: icons outside 1..3")
    adventure_places = sum(1 for kind in types.values() if kind == "adventure")
    if adventure_places <= len(data["adventure_cards"]):
        problems.append("locations: no more adventure locations than adventure cards")
    for island in places["keep_islands"]:
        if land.distance(Point(island["x"], island["y"])) > KEEP_DISTANCE:
            problems.append(f"keep island {island['name']!r}: missing from the land")
    for route in places["route_checks"]:
        legal = _route_is_legal(
            route["points"], route["by"], land, ship_obstacles, built.himalaya, tolerance
        )
        if legal != route["legal"]:
            expected = "legal" if route["legal"] else "illegal"
            problems.append(f"route {route['what']!r}: should be {expected}")
    return problems


def _shape(entry: dict[str, Any]) -> Polygon:
    def ring(text: str) -> list[tuple[float, float]]:
        numbers = [float(n) for n in text.split()]
        return list(zip(numbers[0::2], numbers[1::2], strict=True))

    return Polygon(ring(entry["outer"]), [ring(h) for h in entry.get("holes", [])])


def _route_is_legal(
    points: Sequence[Sequence[float]],
    transport: str,
    land: BaseGeometry,
    ship_obstacles: BaseGeometry,
    mountains: BaseGeometry,
    tolerance: float,
) -> bool:
    """A route check independent of the program's geometry (the build's own opinion)."""
    line = LineString(points)
    if line.intersects(mountains):
        return False
    if transport == "balloon":
        return True
    length = line.length
    if length <= 2 * tolerance:
        return True
    inner = shapely.ops.substring(line, tolerance, length - tolerance)
    if transport == "train":
        return bool(land.covers(inner))
    return not ship_obstacles.intersects(inner)


def program_problems(text: str) -> list[str]:
    """The problems the program's own map validator finds in the rendered map."""
    from eighty_days.resources import DataError
    from eighty_days.sheet.io import load_map_text

    try:
        load_map_text(text, str(OUTPUT.relative_to(ROOT)))
    except DataError as error:
        return error.problems
    return []


# -- Command line ---------------------------------------------------------------------


def main(argv: Sequence[str] | None = None) -> int:
    """Build (or with ``--check`` verify) maps/world.yaml; 0 on success, 1 on problems."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="verify maps/world.yaml is current")
    parser.add_argument("--output", type=Path, default=OUTPUT, help="where to write the map")
    args = parser.parse_args(argv)
    if not TOPOJSON.exists():
        print(f"{TOPOJSON} is missing: run `npm install --prefix tools` first.", file=sys.stderr)
        return 1
    topology = json.loads(TOPOJSON.read_text(encoding="utf-8"))
    places = yaml.safe_load(PLACES.read_text(encoding="utf-8"))
    built = build(topology, places)
    problems = check(built, places)
    text = render(built.data)
    if not problems:
        problems = program_problems(text)
    if not problems:
        # Written in the program's own canonical form, so that saving the map unchanged
        # (the editor, sheet.io.save_map) gives back this very file.
        from eighty_days.sheet.io import dump_map_text, load_map_text

        text = dump_map_text(load_map_text(text, str(OUTPUT.relative_to(ROOT))))
    if problems:
        print(f"{len(problems)} problem(s):", file=sys.stderr)
        for problem in problems:
            print(f"  {problem}", file=sys.stderr)
        return 1
    if args.check:
        current = args.output.read_text(encoding="utf-8") if args.output.exists() else ""
        if current != text:
            print(f"{args.output} is out of date: rebuild it.", file=sys.stderr)
            return 1
        print(f"{args.output} is up to date.")
        return 0
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(text, encoding="utf-8")
    points = sum(len(p["outer"].split()) // 2 for p in built.data["land"])
    print(
        f"wrote {args.output}: {len(built.data['land'])} land polygons, {points} points, "
        f"{len(built.data['locations'])} locations, {len(text) / 1e6:.2f} MB"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
