"""The coast pushed out to sea, in flat numpy arrays: the geometry of the water-lines
(``water_lines``), loaded when the sheet's finishing touches are worked out, not at the
program's start.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray
from PySide6.QtCore import QByteArray, QDataStream, QIODevice, QPointF
from PySide6.QtGui import QPainterPath

Points = NDArray[np.float64]
Indices = NDArray[np.int64]

#: A painter path's elements as ``QDataStream`` writes them (big-endian): kind, x, y.
_ELEMENT = np.dtype([("kind", ">i4"), ("x", ">f8"), ("y", ">f8")])
_MOVE_TO, _LINE_TO = 0, 1


def path_points(path: QPainterPath) -> tuple[Points, NDArray[np.int32]]:
    """The points of a path of polygons and the kind of each (0 move to, 1 line to), read
    in one go through ``QDataStream``."""
    data = QByteArray()
    stream = QDataStream(data, QIODevice.OpenModeFlag.WriteOnly)
    stream << path
    raw = data.data()
    count = int(np.frombuffer(raw, dtype=">i4", count=1)[0])
    elements = np.frombuffer(raw, dtype=_ELEMENT, count=count, offset=4)
    points = np.column_stack([elements["x"], elements["y"]]).astype(np.float64)
    return points, elements["kind"].astype(np.int32)


def polyline_path(points: Points, kinds: NDArray[np.int32]) -> QPainterPath:
    """A painter path of the points (kinds 0 move to, 1 line to), made in one go through
    ``QDataStream`` (thousands of points without a Python loop)."""
    elements = np.empty(len(points), dtype=_ELEMENT)
    elements["kind"] = kinds
    elements["x"] = points[:, 0]
    elements["y"] = points[:, 1]
    raw = (
        np.array([len(points)], dtype=">i4").tobytes()
        + elements.tobytes()
        + np.array([0], dtype=">i4").tobytes()  # odd-even fill
    )
    path = QPainterPath()
    stream = QDataStream(QByteArray(raw))
    stream >> path
    return path


def _inside(ring: Points, points: Points) -> list[bool]:
    """Which ``points`` lie inside ``ring`` (even-odd)."""
    kinds = np.full(len(ring), _LINE_TO, dtype=np.int32)
    kinds[0] = _MOVE_TO
    path = polyline_path(ring, kinds)
    return [path.contains(QPointF(x, y)) for x, y in points.tolist()]


class Rings:
    """All rings of the land in flat arrays: each point's ring, place in it and seaward
    side, so that one offset is a few array operations for the whole coast."""

    def __init__(self, land: QPainterPath) -> None:
        points, kinds = path_points(land)
        starts = np.flatnonzero(kinds == _MOVE_TO)
        ends = np.append(starts[1:], len(points)) if len(starts) else starts
        keep = np.ones(len(points), dtype=bool)
        closed = np.all(np.isclose(points[starts], points[np.maximum(ends - 1, 0)]), axis=1)
        closed &= ends - starts >= 2
        keep[(ends - 1)[closed]] = False  # a closed ring's first point again
        sizes_all = ends - starts - closed
        ring_of = np.repeat(np.arange(len(starts)), ends - starts)
        keep &= (sizes_all >= 3)[ring_of]
        sizes = sizes_all[sizes_all >= 3].astype(np.int64)
        firsts = np.cumsum(sizes) - sizes
        count = len(sizes)
        self.points: Points = points[keep]
        self.ring: Indices = np.repeat(np.arange(count), sizes)
        self.start: Indices = np.repeat(firsts, sizes)
        self.size: Indices = np.repeat(sizes, sizes)
        self.local: Indices = np.arange(len(self.points)) - self.start
        following = self.points[self._next()]
        steps = np.linalg.norm(following - self.points, axis=1)
        self.perimeter = np.bincount(self.ring, weights=steps, minlength=count)
        self.spacing = self.perimeter / np.maximum(sizes, 1)
        twice_area = np.bincount(
            self.ring,
            weights=self.points[:, 0] * following[:, 1] - following[:, 0] * self.points[:, 1],
            minlength=count,
        ).astype(np.float64)
        self.sign = self._seaward_signs(firsts, sizes, twice_area)[self.ring]
        self.prefix = np.vstack([np.zeros((1, 2)), np.cumsum(self.points, axis=0)])
        self.total = self.prefix[self.start + self.size] - self.prefix[self.start]
        # the drawing order: each ring's points, then its first point again
        closing = np.cumsum(sizes + 1) - 1  # where each ring's first point comes again
        self.order: Indices = np.empty(len(self.points) + count, dtype=np.int64)
        self.order[closing] = firsts
        self.order[np.setdiff1d(np.arange(len(self.order)), closing)] = np.arange(len(self.points))
        self.kinds = np.where(
            np.diff(self.ring[self.order], prepend=-1) != 0, _MOVE_TO, _LINE_TO
        ).astype(np.int32)

    def _next(self) -> Indices:
        return np.asarray(self.start + (self.local + 1) % self.size)

    def _previous(self) -> Indices:
        return np.asarray(self.start + (self.local - 1) % self.size)

    def _seaward_signs(self, firsts: Indices, sizes: Indices, twice_area: Points) -> Points:
        """Per ring: the sign that turns its left normals seaward."""
        if len(sizes) == 0:
            return np.zeros(0)
        low = np.minimum.reduceat(self.points, firsts, axis=0)
        high = np.maximum.reduceat(self.points, firsts, axis=0)
        first = self.points[firsts]
        # which rings' boxes hold which rings' first points (then the exact test, by ring)
        holds = np.all(first[None, :, :] >= low[:, None, :], axis=2) & np.all(
            first[None, :, :] <= high[:, None, :], axis=2
        )
        np.fill_diagonal(holds, False)
        depth = np.zeros(len(sizes), dtype=np.int64)
        for other in np.flatnonzero(holds.any(axis=1)).tolist():
            tested = np.flatnonzero(holds[other])
            ring = self.points[firsts[other] : firsts[other] + sizes[other]]
            depth[tested] += np.array(_inside(ring, first[tested]), dtype=np.int64)
        # scene y points down: a positive shoelace sum runs clockwise on screen, its left
        # normals point out of the ring; a hole (sea within land) turns it round
        outwards = np.where(twice_area > 0, 1.0, -1.0)
        return np.asarray(np.where(depth % 2 == 0, outwards, -outwards))

    def _sum_upto(self, upto: Indices) -> Points:
        """Per point: the sum of its ring's points from the first up to ``upto``
        (exclusive, counted in the ring, any integer: the ring goes round)."""
        turns = np.floor_divide(upto, self.size)
        within = upto - turns * self.size
        return np.asarray(
            turns[:, None] * self.total + self.prefix[self.start + within] - self.prefix[self.start]
        )

    def offset(self, distance: float) -> Points:
        """Every ring moved ``distance`` along its seaward normals, smoothed over about
        ``distance`` of its length each side (scene units; in drawing ``order``)."""
        window = np.minimum(
            (distance / np.maximum(self.spacing[self.ring], 1e-12)).astype(np.int64),
            (self.size - 1) // 2,
        )
        smooth = (self._sum_upto(self.local + window + 1) - self._sum_upto(self.local - window)) / (
            2 * window + 1
        )[:, None]
        tangent = smooth[self._next()] - smooth[self._previous()]
        length = np.linalg.norm(tangent, axis=1)
        length[length == 0] = 1.0
        normal = np.column_stack([tangent[:, 1], -tangent[:, 0]]) / length[:, None]
        moved = smooth + normal * (self.sign * distance)[:, None]
        return np.asarray(moved[self.order])

    def lines(self, distances: list[float], min_perimeter: float) -> list[QPainterPath]:
        """One path per distance (scene units): the rings at least ``min_perimeter`` long
        moved that far out to sea."""
        shown = (self.perimeter >= min_perimeter)[self.ring[self.order]]
        return [
            polyline_path(self.offset(distance)[shown], self.kinds[shown]) for distance in distances
        ]
