"""Where the race board's spaces are drawn: the track's positions spread to a readable spacing.

The board file gives every space its geographic position (degrees). Around London the
spaces lie a fraction of a degree apart, in the Pacific ten degrees; drawn as they are, the
first spaces would sit on top of each other. ``spread_track`` keeps the anchored spaces
(start, cities, finish) where they are and spreads the spaces of each stretch between two
anchors evenly along it; a stretch too short for its spaces bends into an arc (a loop if
need be) long enough for them, like the meanders of a printed board.

Pure functions, no Qt: the scene turns the result into items.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Collection, Sequence

Point = tuple[float, float]


def _length(points: Sequence[Point]) -> float:
    return sum(math.hypot(x1 - x0, y1 - y0) for (x0, y0), (x1, y1) in itertools.pairwise(points))


def _along(points: Sequence[Point], distance: float) -> Point:
    """The point ``distance`` along the polyline ``points`` (clamped to its ends)."""
    walked = 0.0
    for (x0, y0), (x1, y1) in itertools.pairwise(points):
        step = math.hypot(x1 - x0, y1 - y0)
        if step > 0 and walked + step >= distance:
            t = (distance - walked) / step
            return (x0 + (x1 - x0) * t, y0 + (y1 - y0) * t)
        walked += step
    return points[-1]


def _arc_angle(ratio: float) -> float:
    """The angle θ of a circular arc whose length is ``ratio`` times its chord.

    Arc length over chord is θ / (2 sin(θ/2)), rising from 1 (θ→0) without bound (θ→2π).
    """
    low, high = 1e-6, 2 * math.pi - 1e-6
    for _ in range(80):
        middle = (low + high) / 2
        if middle / (2 * math.sin(middle / 2)) < ratio:
            low = middle
        else:
            high = middle
    return (low + high) / 2


def _arc_points(
    start: Point, end: Point, length: float, side: int, samples: int = 96
) -> list[Point]:
    """A circular arc from ``start`` to ``end`` of the given ``length``, bulging to the left
    (``side`` 1) or to the right (``side`` -1), seen in the direction of travel, y north."""
    (x0, y0), (x1, y1) = start, end
    chord = math.hypot(x1 - x0, y1 - y0)
    if chord == 0 or length <= chord:
        return [start, end]
    theta = _arc_angle(length / chord)
    radius = chord / (2 * math.sin(theta / 2))
    ux, uy = (x1 - x0) / chord, (y1 - y0) / chord
    left = (-uy * side, ux * side)
    # centre on the right of the chord for a left bulge beyond a semicircle, and vice versa
    offset = radius * math.cos(theta / 2)
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2
    cx, cy = mx - left[0] * offset, my - left[1] * offset
    a0 = math.atan2(y0 - cy, x0 - cx)
    # turn clockwise from start to end to pass on the left side, anticlockwise for the right
    return [
        (
            cx + radius * math.cos(a0 - side * theta * k / samples),
            cy + radius * math.sin(a0 - side * theta * k / samples),
        )
        for k in range(samples + 1)
    ]


def spread_track(points: Sequence[Point], anchors: Collection[int], spacing: float) -> list[Point]:
    """The drawing positions of the track ``points``: anchors fixed, neighbours spread.

    ``anchors`` are indices that keep their position (the first and last always do).
    Between two anchors the spaces stay where they are if all lie ``spacing`` apart;
    otherwise they are spread evenly along the stretch, which becomes an arc when it is
    shorter than its spaces need.
    """
    count = len(points)
    if count < 3:
        return list(points)
    fixed = sorted({0, count - 1, *(i for i in anchors if 0 <= i < count)})
    result = list(points)
    for first, last in itertools.pairwise(fixed):
        stretch = list(points[first : last + 1])
        gaps = last - first
        close = any(
            math.hypot(b[0] - a[0], b[1] - a[1]) < spacing for a, b in itertools.pairwise(stretch)
        )
        if not close or gaps < 1:
            continue
        others = result[:first] + list(points[last + 1 :])
        candidates = [stretch]
        if _length(stretch) < gaps * spacing:
            candidates = [
                _arc_points(stretch[0], stretch[-1], gaps * spacing, side) for side in (1, -1)
            ]
        placed = [_evenly(candidate, gaps) for candidate in candidates]
        best = max(placed, key=lambda inner: _clearance(inner, others))
        result[first + 1 : last] = best
    return result


def _evenly(path: Sequence[Point], gaps: int) -> list[Point]:
    """The ``gaps - 1`` inner points dividing ``path`` into equal lengths."""
    length = _length(path)
    return [_along(path, length * step / gaps) for step in range(1, gaps)]


def _clearance(inner: Sequence[Point], others: Sequence[Point]) -> float:
    """The smallest distance between a point of ``inner`` and one of ``others``."""
    return min(
        (math.hypot(a[0] - b[0], a[1] - b[1]) for a in inner for b in others),
        default=math.inf,
    )
