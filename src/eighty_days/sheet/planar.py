"""Small plane geometry on model rings, in plain Python (no numpy, no shapely).

For what must be quick to import: the map's drawing at the program's start needs the
size of a region and a point inside it, not the route geometry of ``sheet.geometry``.
"""

from __future__ import annotations

from collections.abc import Sequence

from eighty_days.sheet.model import Point


def ring_area(ring: Sequence[Point]) -> float:
    """The area enclosed by a ring (the shoelace formula; the first point not repeated)."""
    total = 0.0
    count = len(ring)
    for index in range(count):
        x1, y1 = ring[index]
        x2, y2 = ring[(index + 1) % count]
        total += x1 * y2 - x2 * y1
    return abs(total) / 2.0


def interior_point(ring: Sequence[Point]) -> Point:
    """A point inside a simple ring, well away from its edges where the ring allows.

    The horizontal line through the middle of the ring's height is cut by the ring's
    edges; the middle of the widest inside stretch is taken (as shapely's
    ``representative_point`` does). A ring too thin to cut gives its bounding box centre.
    """
    ys = [y for _, y in ring]
    if not ring:
        raise ValueError("an empty ring has no inside")
    low, high = min(ys), max(ys)
    xs = [x for x, _ in ring]
    fallback = ((min(xs) + max(xs)) / 2.0, (low + high) / 2.0)
    middle = (low + high) / 2.0
    # nudge off any vertex height so that no edge is cut at its end point
    heights = set(ys)
    step = (high - low) * 1e-7 or 1e-9
    while middle in heights:
        middle += step
    cuts: list[float] = []
    count = len(ring)
    for index in range(count):
        x1, y1 = ring[index]
        x2, y2 = ring[(index + 1) % count]
        if (y1 < middle) != (y2 < middle):
            cuts.append(x1 + (middle - y1) * (x2 - x1) / (y2 - y1))
    cuts.sort()
    best: tuple[float, float] | None = None
    for start, end in zip(cuts[0::2], cuts[1::2], strict=False):
        if best is None or end - start > best[1] - best[0]:
            best = (start, end)
    if best is None:
        return fallback
    return ((best[0] + best[1]) / 2.0, middle)
