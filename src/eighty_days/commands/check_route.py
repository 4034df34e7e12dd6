"""``eighty-days check-route``: judge one route on a map, as the game would.

    eighty-days check-route --map maps/world.yaml --by ship 32.3,31.26 32.55,29.97

Prints LEGAL or ILLEGAL with the reason and the first illegal point, and exits 0 (legal),
1 (illegal) or 2 (bad input: a point that is not ``X,Y``, an unreadable map). Map authors
use it to check their sheets. Points with a negative x (``-0.13,51.51``) are read as
points, not options; ``--`` before the points works too.
"""

from __future__ import annotations

import argparse
import itertools
import math
import re
import sys
from pathlib import Path

NAME = "check-route"
HELP = "Judge a route (X,Y points) for a transport on a map: LEGAL (exit 0) or ILLEGAL (1)."

_UNSIGNED = r"(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?"
#: argparse takes "-0.13,51.51" for an unknown option; it treats strings matching the
#: parser's negative-number pattern as values, so widen that pattern to our points.
_NEGATIVE_POINT = re.compile(rf"^-\d+$|^-\d*\.\d+$|^-{_UNSIGNED},\s*[-+]?{_UNSIGNED}$")


def configure(parser: argparse.ArgumentParser) -> None:
    """Add the command's arguments."""
    parser.add_argument(
        "--map",
        type=Path,
        default=None,
        help="the map file (default: the shipped world map)",
    )
    parser.add_argument(
        "--by",
        required=True,
        choices=("train", "ship", "balloon"),
        help="the transport",
    )
    parser.add_argument(
        "--coast-crossing",
        action="store_true",
        help="Passepartout's back: the route may cross the coastline once",
    )
    parser.add_argument("points", nargs="+", metavar="X,Y", help="the route's points, in order")
    parser._negative_number_matcher = _NEGATIVE_POINT


def parse_point(text: str) -> tuple[float, float]:
    """``"x,y"`` as a pair of finite numbers; ``ValueError`` with a message if not."""
    parts = text.split(",")
    if len(parts) != 2:
        raise ValueError(f"{text!r} is not a point: write X,Y (for example 32.3,31.26)")
    try:
        x, y = float(parts[0]), float(parts[1])
    except ValueError:
        raise ValueError(f"{text!r} is not a point: X and Y must be numbers") from None
    if not (math.isfinite(x) and math.isfinite(y)):
        raise ValueError(f"{text!r} is not a point: X and Y must be finite numbers")
    return (x, y)


def run(args: argparse.Namespace) -> int:
    """Judge the route; 0 legal, 1 illegal, 2 bad input."""
    from eighty_days.messages import plural_english
    from eighty_days.resources import DataError, default_world_map_path
    from eighty_days.sheet.geometry import geometry_for
    from eighty_days.sheet.io import load_map
    from eighty_days.sheet.model import Transport

    try:
        points = [parse_point(text) for text in args.points]
    except ValueError as error:
        print(f"check-route: {error}", file=sys.stderr)
        return 2
    if len(points) < 2:
        print("check-route: a route needs at least two points", file=sys.stderr)
        return 2
    map_path = args.map if args.map is not None else default_world_map_path()
    try:
        sheet = load_map(map_path)
    except DataError as error:
        print(f"check-route: cannot use the map: {error}", file=sys.stderr)
        return 2
    geometry = geometry_for(sheet)
    transport = Transport(args.by)
    verdict = geometry.judge_route(points, transport, coast_crossing=args.coast_crossing)
    length = sum(math.dist(a, b) for a, b in itertools.pairwise(points))
    described = (
        f"{transport.value} route of {len(points)} points, {length:.3g} map units "
        f"({length / sheet.ruler_unit:.3g} ruler units) on {sheet.name}"
    )
    if not verdict.legal:
        print(f"ILLEGAL: {verdict.reason}")
        if verdict.first_illegal_point is not None:
            x, y = verdict.first_illegal_point
            segment = (verdict.segment_index or 0) + 1
            print(f"  first illegal point: {x:.3f},{y:.3f} (segment {segment})")
        print(f"  {described}")
        return 1
    print(f"LEGAL: {described}")
    end = geometry.snap(points[-1])
    if end is not None:
        print(f"  ends at {end.name} ({end.id})")
    crossings = geometry.antimeridian_crossings(points)
    if crossings:
        direction = "eastward" if crossings > 0 else "westward"
        times = plural_english("%n time(s)", abs(crossings))
        print(f"  crosses the antimeridian {times} {direction}")
    return 0
