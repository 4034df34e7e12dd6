"""The land's union kept piece by piece, for a map that is being edited.

``land_path`` makes the union of all the land at once (about 40 ms on the world map).
``LandPieces`` keeps each polygon's path, which polygons overlap (or touch) which, and
the union of each such group; an edit of one polygon then makes again only the union of
its group, and looks for new overlaps only where the polygon changed. The result covers
what ``land_path`` covers: each group is the same union, and the groups lie apart.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QByteArray, QDataStream, QRectF, Qt
from PySide6.QtGui import QPainterPath

from eighty_days.sheet.model import Point, Polygon
from eighty_days.ui.journey.scene_geometry import add_turned_rings

#: Above this many pieces made by one ``follow`` (a map opened, a long History jump),
#: the pieces whose boxes meet are found by a sweep rather than one by one.
MANY = 16


#: From this many vertices on, a polygon's path is written out at once.
IN_BULK = 256


def _turned_path(polygon: Polygon) -> QPainterPath:
    """A winding-filled path of ``polygon``'s rings, turned as ``add_turned_rings`` turns
    them: for a long coast, written out at once as Qt reads a path from a stream (the
    same elements to the bit, without a QPointF for each vertex)."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    rings = [ring for ring in (polygon.exterior, *polygon.holes) if ring]
    if sum(len(ring) for ring in rings) < IN_BULK:
        add_turned_rings(path, polygon)
        return path
    import numpy as np  # (the editor's: numpy is loaded with shapely)

    stream_element = np.dtype([("type", ">i4"), ("x", ">f8"), ("y", ">f8")])  # (Qt's order)
    parts = []
    for number, ring in enumerate((polygon.exterior, *polygon.holes)):
        if not ring:
            continue
        turned = ring[::-1] if (_twice_area(ring) < 0) != (number > 0) else ring
        points = np.array([*turned, turned[0]], dtype=np.float64)  # (closed, as ring_polygon)
        part = np.empty(len(points), dtype=stream_element)
        part["type"] = 1  # a line to each point,
        part["type"][0] = 0  # from a move to the first
        part["x"] = points[:, 0]
        part["y"] = -points[:, 1]  # (the scene's y is the map's, flipped)
        parts.append(part)
    elements = np.concatenate(parts).astype(stream_element)  # (it would turn them native)
    last_start = len(elements) - len(parts[-1])
    data = (
        np.array([len(elements)], dtype=">i4").tobytes()
        + elements.tobytes()
        + np.array([last_start, int(Qt.FillRule.WindingFill.value)], dtype=">i4").tobytes()
    )
    QDataStream(QByteArray(data)) >> path
    return path


def _twice_area(ring: Sequence[Point]) -> float:
    """Twice the signed area of a ring, as ``scene_geometry`` sums it (positive
    counterclockwise): its sign says which way ``add_turned_rings`` turns the ring."""
    total = 0.0
    previous = ring[-1]
    for point in ring:
        total += previous[0] * point[1] - point[0] * previous[1]
        previous = point
    return total


class _Piece:
    """One land polygon: its path (rings turned as ``land_path`` turns them), its box
    and the pieces it overlaps or touches."""

    __slots__ = ("box", "overlaps", "path", "polygon")

    def __init__(self, polygon: Polygon) -> None:
        self.polygon = polygon
        self.path = _turned_path(polygon)
        # (a straight piece's box has no width: widen it a little)
        self.box = self.path.controlPointRect().adjusted(-1e-6, -1e-6, 1e-6, 1e-6)
        self.overlaps: set[_Piece] = set()


class LandPieces:
    """The union of the land ``polygons`` (``path``), brought up to date by ``follow``."""

    def __init__(self, polygons: Sequence[Polygon]) -> None:
        self._pieces: list[_Piece] = []
        # each group's union with its box, by the group
        self._groups: dict[frozenset[_Piece], tuple[QPainterPath, QRectF]] = {}
        # each group's union with its box, in the order of the pieces
        self._parts: list[tuple[QPainterPath, QRectF]] = []
        #: The land's union: an odd-even path of rings that do not overlap.
        self.path = QPainterPath()
        #: How many pieces the last ``follow`` made anew (for tests and the benchmark).
        self.made = 0
        self.follow(polygons)

    def follow(self, polygons: Sequence[Polygon]) -> QPainterPath:
        """The union of ``polygons`` (also kept as ``path``): a polygon kept from before
        (the same object, or an equal one in the same place) keeps its piece, and only
        the groups of overlapping polygons that changed are made again."""
        before = self._pieces
        by_object = {id(piece.polygon): piece for piece in before}
        pieces: list[_Piece] = []
        made: list[tuple[_Piece, _Piece | None]] = []
        for index, polygon in enumerate(polygons):
            piece = by_object.get(id(polygon))
            if piece is not None and piece.polygon is polygon:
                pieces.append(piece)
                continue
            old = before[index] if index < len(before) else None
            if old is not None and old.polygon == polygon:
                old.polygon = polygon
                pieces.append(old)
                continue
            piece = _Piece(polygon)
            pieces.append(piece)
            made.append((piece, old))
        fresh = {new for new, _ in made}
        kept = set(pieces) - fresh
        for piece in kept:
            piece.overlaps &= kept
        near = _near_pairs(pieces, fresh) if len(made) > MANY else None
        linked = set(kept)
        for new, old in made:
            if near is not None:
                candidates: Sequence[_Piece] = near.get(new, [])
            else:
                candidates = [other for other in pieces if other.box.intersects(new.box)]
            self._link(new, old, [other for other in candidates if other in linked], kept)
            linked.add(new)
        self._pieces = pieces
        self.made = len(made)
        self.path = self._union()
        return self.path

    def path_of(self, index: int) -> QPainterPath:
        """The path of the ``index``-th polygon (its rings turned as ``land_path`` turns
        them)."""
        return self._pieces[index].path

    def within(self, rect: QRectF) -> QPainterPath:
        """The union of the groups whose boxes meet ``rect`` (all of ``path`` there)."""
        near = [union for union, box in self._parts if box.intersects(rect)]
        if len(near) == len(self._parts):
            return self.path
        path = QPainterPath()
        path.setFillRule(Qt.FillRule.OddEvenFill)
        for union in near:
            path.addPath(union)
        return path

    def _link(
        self, new: _Piece, old: _Piece | None, near: Sequence[_Piece], kept: set[_Piece]
    ) -> None:
        """Link ``new`` with those of the pieces ``near`` it (their boxes meet) that it
        overlaps or touches. Where ``new`` is ``old`` edited, a kept piece clear of the
        part that changed overlaps ``new`` just as it overlapped ``old`` (only that part
        is looked at again)."""
        changed = changed_box(old.polygon, new.polygon) if old is not None else None
        for other in near:
            if other is new:
                continue
            clear = changed is not None and other in kept and not changed.intersects(other.box)
            if old is not None and clear:
                if other in old.overlaps:
                    new.overlaps.add(other)
                    other.overlaps.add(new)
                continue
            if new.path.intersects(other.path):
                new.overlaps.add(other)
                other.overlaps.add(new)

    def _union(self) -> QPainterPath:
        """The union of the pieces: each group of overlapping pieces united (kept from
        before where the group did not change), the groups side by side."""
        groups: dict[frozenset[_Piece], tuple[QPainterPath, QRectF]] = {}
        parts: list[tuple[QPainterPath, QRectF]] = []
        order: dict[_Piece, int] = {}
        for index, piece in enumerate(self._pieces):
            order.setdefault(piece, index)
        seen: set[_Piece] = set()
        path = QPainterPath()
        path.setFillRule(Qt.FillRule.OddEvenFill)
        for first in self._pieces:
            if first in seen:
                continue
            members = [first]
            seen.add(first)
            for piece in members:  # (grows as it goes: the group's pieces)
                for other in piece.overlaps:
                    if other not in seen:
                        seen.add(other)
                        members.append(other)
            key = frozenset(members)
            part = self._groups.get(key)
            if part is None:
                ordered = sorted(members, key=order.__getitem__)
                joined = QPainterPath()
                joined.setFillRule(Qt.FillRule.WindingFill)
                for piece in ordered:
                    joined.addPath(piece.path)
                union = joined.simplified()
                part = (union, union.controlPointRect().adjusted(-1e-6, -1e-6, 1e-6, 1e-6))
            groups[key] = part
            parts.append(part)
            path.addPath(part[0])
        self._groups = groups
        self._parts = parts
        return path


def _near_pairs(pieces: Sequence[_Piece], fresh: set[_Piece]) -> dict[_Piece, list[_Piece]]:
    """For each piece of ``fresh``, the other pieces whose boxes meet its box (a sweep
    from west to east)."""
    near: dict[_Piece, list[_Piece]] = {}
    ordered = sorted(set(pieces), key=lambda piece: piece.box.left())
    for number, piece in enumerate(ordered):
        box = piece.box
        for other in ordered[number + 1 :]:
            if other.box.left() > box.right():
                break
            if (piece in fresh or other in fresh) and other.box.intersects(box):
                near.setdefault(piece, []).append(other)
                near.setdefault(other, []).append(piece)
    return near


def changed_box(before: Polygon, after: Polygon) -> QRectF:
    """The scene box round the part of a polygon that an edit changed: the vertices
    that differ between ``before`` and ``after`` in each ring and their neighbours (the
    area between the two outlines lies within it); empty when nothing changed."""
    if len(before.holes) != len(after.holes):
        return _box([*before.exterior, *after.exterior])
    points: list[Point] = []
    for old, new in zip(
        (before.exterior, *before.holes), (after.exterior, *after.holes), strict=True
    ):
        points.extend(_changed_stretch(old, new))
    return _box(points)


def _changed_stretch(old: Sequence[Point], new: Sequence[Point]) -> list[Point]:
    """The vertices of the rings ``old`` and ``new`` that differ, with the vertex on
    each side of them (the rings are closed: the first vertex follows the last)."""
    if old == new:
        return []
    shortest = min(len(old), len(new))
    if shortest < 3:
        return [*old, *new]
    start = 0
    while start < shortest and old[start] == new[start]:
        start += 1
    end = 0
    while end < shortest - start and old[-1 - end] == new[-1 - end]:
        end += 1
    stretch: list[Point] = []
    for ring in (old, new):
        stretch.extend(ring[start : len(ring) - end])
        stretch.append(ring[start - 1])  # (-1: the last, the first's neighbour)
        stretch.append(ring[(len(ring) - end) % len(ring)])
    return stretch


def _box(points: Sequence[Point]) -> QRectF:
    """The scene box round ``points`` (empty for none)."""
    if not points:
        return QRectF()
    xs = [x for x, _ in points]
    ys = [y for _, y in points]
    return QRectF(min(xs), -max(ys), max(xs) - min(xs), max(ys) - min(ys)).adjusted(
        -1e-6, -1e-6, 1e-6, 1e-6
    )
