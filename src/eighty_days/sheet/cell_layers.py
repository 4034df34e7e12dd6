"""The cells under the segment index: a uniform grid over the map, and each polygon layer
(land, ship obstacles, mountains) classified on it.

Each cell of a layer is all inside its polygons, all outside, or mixed (a boundary edge
passes within ``GRID_EPSILON`` of it); mixed cells keep their boundary edges and a
reference point of known side. Here too are the tables built from the classes (mip-maps,
clearances) and the exact orientation tests of a segment against the edges, with their
margin of ``GRID_EPSILON``: a contact nearer than that is "unsure" (the judge decides).
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np
import shapely
from numpy.typing import NDArray

from eighty_days.sheet.model import Point

#: Distance (map units) under which the index treats a contact as degenerate and asks
#: the judge; also how far around a cell boundary edges count as being in the cell.
GRID_EPSILON = 1e-7

#: About how many cells the grid has (its cell size follows from the bounds).
GRID_TARGET_CELLS = 1 << 16

#: The largest clearance kept per cell (cells; a byte): longer strides gain little.
CLEARANCE_CAP = 64

FloatArray = NDArray[np.float64]
IntArray = NDArray[np.int64]
BoolArray = NDArray[np.bool_]

# Cell classes of a layer: all outside its polygons, all inside, or a boundary nearby.
OUTSIDE, INSIDE, MIXED = 0, 1, 2


class CellGrid:
    """A uniform grid of square cells over the map's bounds, in row-major order."""

    def __init__(self, bounds: tuple[float, float, float, float]) -> None:
        x_min, y_min, x_max, y_max = bounds
        width, height = x_max - x_min, y_max - y_min
        self.cell = math.sqrt(width * height / GRID_TARGET_CELLS)
        self.x0, self.y0 = x_min, y_min
        self.nx = max(1, math.ceil(width / self.cell))
        self.ny = max(1, math.ceil(height / self.cell))
        self.bounds = bounds
        self.inverse_cell = 1.0 / self.cell

    def cell_centres(self) -> tuple[FloatArray, FloatArray]:
        """The x and y of every cell's centre, in cell order (row-major, y then x)."""
        ix = np.arange(self.nx, dtype=np.float64)
        iy = np.arange(self.ny, dtype=np.float64)
        gx, gy = np.meshgrid(self.x0 + (ix + 0.5) * self.cell, self.y0 + (iy + 0.5) * self.cell)
        return gx.ravel(), gy.ravel()

    def cells_near_boxes(
        self, bx0: FloatArray, by0: FloatArray, bx1: FloatArray, by1: FloatArray
    ) -> tuple[IntArray, IntArray]:
        """(cell, box index) pairs for every cell within GRID_EPSILON of each box."""
        pad = GRID_EPSILON
        i0 = self.column_of(bx0 - pad)
        i1 = self.column_of(bx1 + pad)
        j0 = self.row_of(by0 - pad)
        j1 = self.row_of(by1 + pad)
        columns = i1 - i0 + 1
        rows = j1 - j0 + 1
        box_index, k = expand_counts(columns * rows)
        width = columns[box_index]
        ci = i0[box_index] + k % width
        cj = j0[box_index] + k // width
        return cj * self.nx + ci, box_index

    def column_of(self, x: FloatArray) -> IntArray:
        return np.clip(np.floor((x - self.x0) / self.cell), 0, self.nx - 1).astype(np.int64)

    def row_of(self, y: FloatArray) -> IntArray:
        return np.clip(np.floor((y - self.y0) / self.cell), 0, self.ny - 1).astype(np.int64)

    def cell_of(self, x: FloatArray, y: FloatArray) -> IntArray:
        """The cell index of points inside the map (no clipping below: they are inside)."""
        i = np.minimum(((x - self.x0) * (1.0 / self.cell)).astype(np.int64), self.nx - 1)
        j = np.minimum(((y - self.y0) * (1.0 / self.cell)).astype(np.int64), self.ny - 1)
        return np.maximum(j, 0) * self.nx + np.maximum(i, 0)

    def touched_cells(self, a: FloatArray, b: FloatArray) -> tuple[IntArray, IntArray]:
        """(segment, cell) pairs: every cell whose closure each segment ``a → b`` touches.

        Walks the segment's major axis column by column and takes the rows it spans in
        each column: no sorting, a few numpy passes.
        """
        u0 = (a[:, 0] - self.x0) / self.cell
        v0 = (a[:, 1] - self.y0) / self.cell
        u1 = (b[:, 0] - self.x0) / self.cell
        v1 = (b[:, 1] - self.y0) / self.cell
        x_major = np.abs(u1 - u0) >= np.abs(v1 - v0)
        p0 = np.where(x_major, u0, v0)
        q0 = np.where(x_major, v0, u0)
        p1 = np.where(x_major, u1, v1)
        q1 = np.where(x_major, v1, u1)
        backwards = p1 < p0
        p0, p1 = np.where(backwards, p1, p0), np.where(backwards, p0, p1)
        q0, q1 = np.where(backwards, q1, q0), np.where(backwards, q0, q1)
        n_major = np.where(x_major, self.nx, self.ny)
        n_minor = np.where(x_major, self.ny, self.nx)
        first = np.clip(np.floor(p0), 0, n_major - 1).astype(np.int64)
        last = np.clip(np.floor(p1), 0, n_major - 1).astype(np.int64)
        segment, rank = expand_counts(last - first + 1)
        column = first[segment] + rank
        dp = p1 - p0
        with np.errstate(invalid="ignore", divide="ignore"):
            slope = np.where(dp > 0, (q1 - q0) / dp, 0.0)
        sp0 = p0[segment]
        lo = np.maximum(column, sp0)
        hi = np.minimum(column + 1, p1[segment])
        q_lo = q0[segment] + slope[segment] * (lo - sp0)
        q_hi = q0[segment] + slope[segment] * (hi - sp0)
        top = n_minor[segment] - 1
        row_first = np.clip(np.floor(np.minimum(q_lo, q_hi)), 0, top).astype(np.int64)
        row_last = np.clip(np.floor(np.maximum(q_lo, q_hi)), 0, top).astype(np.int64)
        piece, rank = expand_counts(row_last - row_first + 1)
        owner = segment[piece]
        major = column[piece]
        minor = row_first[piece] + rank
        cell = np.where(x_major[owner], minor * self.nx + major, major * self.nx + minor)
        return owner, cell

    def column_walk(
        self, ax: float, ay: float, bx: float, by: float
    ) -> tuple[float, float, float, float, int, int, int, int, int]:
        """How to walk the cells whose closure the segment ``a → b`` touches (the
        plain-Python twin of ``touched_cells``): its major axis column by column, the rows
        it spans in each column. Returns ``(p0, q0, p1, slope, first, final, stride_p,
        stride_q, last_q)``: the segment from ``p0`` to ``p1`` along the major axis (in
        cells, ``p0 <= p1``), ``q0`` and ``slope`` along the minor one, the columns
        ``first`` to ``final``, and a cell's index ``row * stride_q + column * stride_p``
        for ``row`` from ``int(q)`` over the column's span of ``q``, within ``0 ..
        last_q``. The short loop itself is written out where it runs
        (``SegmentIndex.walk_layer`` and ``crossings``): a generator of cells would cost
        a resumption per cell on the ruler's hot path (about 5 % of the walk)."""
        inverse = self.inverse_cell
        u0 = (ax - self.x0) * inverse
        v0 = (ay - self.y0) * inverse
        u1 = (bx - self.x0) * inverse
        v1 = (by - self.y0) * inverse
        nx, ny = self.nx, self.ny
        if abs(u1 - u0) >= abs(v1 - v0):
            p0, q0, p1, q1 = u0, v0, u1, v1
            stride_p, stride_q, last_p, last_q = 1, nx, nx - 1, ny - 1
        else:
            p0, q0, p1, q1 = v0, u0, v1, u1
            stride_p, stride_q, last_p, last_q = nx, 1, ny - 1, nx - 1
        if p1 < p0:
            p0, q0, p1, q1 = p1, q1, p0, q0
        slope = (q1 - q0) / (p1 - p0) if p1 > p0 else 0.0
        first = min(max(int(p0), 0), last_p)
        final = min(max(int(p1), 0), last_p)
        return p0, q0, p1, slope, first, final, stride_p, stride_q, last_q

    def side_of(self, layer: CellLayer, points: FloatArray) -> tuple[BoolArray, BoolArray]:
        """(inside, unclear) for points, by crossings from their cell's reference point."""
        i = self.column_of(points[:, 0])
        j = self.row_of(points[:, 1])
        cell = j * self.nx + i
        count = len(points)
        inside = layer.cls[cell] == INSIDE
        unclear = np.zeros(count, dtype=bool)
        mixed = np.flatnonzero(layer.cls[cell] == MIXED)
        if not len(mixed):
            return inside, unclear
        refs = np.stack([layer.ref_x[cell[mixed]], layer.ref_y[cell[mixed]]], axis=1)
        unclear[mixed[np.isnan(refs[:, 0])]] = True
        pair_owner, pair_edge = expand_ranges(
            np.arange(len(mixed)), layer.offsets[cell[mixed]], layer.offsets[cell[mixed] + 1]
        )
        crossing, doubtful = edge_crossings(
            refs[pair_owner], points[mixed][pair_owner], layer.edges[pair_edge]
        )
        parity = np.bincount(pair_owner[crossing], minlength=len(mixed)) % 2 == 1
        inside[mixed] = layer.ref_inside[cell[mixed]] ^ parity
        unclear[mixed[np.unique(pair_owner[doubtful])]] = True
        return inside, unclear

    def point_inside(self, layer: CellLayer, geometry: Any, point: Point) -> bool:
        """Whether ``point`` is inside (or on the boundary of) ``geometry``, the polygons of
        ``layer``: a table look-up, or an exact shapely test (mixed cell, off the map)."""
        i = int((point[0] - self.x0) // self.cell)
        j = int((point[1] - self.y0) // self.cell)
        if 0 <= i < self.nx and 0 <= j < self.ny:
            cls = layer.cls[j * self.nx + i]
            if cls != MIXED:
                return bool(cls == INSIDE)
        return bool(shapely.intersects_xy(geometry, point[0], point[1]))


class CellLayer:
    """One polygon layer on the grid: per-cell class, boundary edges, reference points."""

    def __init__(
        self, geometry: Any, grid: CellGrid, like: tuple[CellLayer, Any] | None = None
    ) -> None:
        """Classify the grid's cells for ``geometry``. ``like``: a layer with the same
        boundary outside a box (land for land-minus-canals), whose classes are copied
        there instead of testing cell centres again."""
        cells = grid.nx * grid.ny
        edges = boundary_edges(geometry, grid.cell)
        # Register every (short) edge in each cell within GRID_EPSILON of its bounding box.
        cell_of_edge, edge_of_pair = grid.cells_near_boxes(
            np.minimum(edges[:, 0], edges[:, 2]),
            np.minimum(edges[:, 1], edges[:, 3]),
            np.maximum(edges[:, 0], edges[:, 2]),
            np.maximum(edges[:, 1], edges[:, 3]),
        )
        order = np.argsort(cell_of_edge, kind="stable")
        cell_sorted = cell_of_edge[order]
        self.edges = np.ascontiguousarray(edges[edge_of_pair[order]])
        self.offsets = np.searchsorted(cell_sorted, np.arange(cells + 1)).astype(np.int64)
        counts = np.diff(self.offsets)
        mixed = counts > 0
        # Cell classes: mixed where edges are; elsewhere the side of the cell centre.
        centres_x, centres_y = grid.cell_centres()
        self.cls = np.full(cells, MIXED, dtype=np.int8)
        self.cls[~mixed] = OUTSIDE
        if not shapely.is_empty(geometry):
            # Only centres inside the layer's box can be inside it.
            x0, y0, x1, y1 = (float(v) for v in shapely.bounds(geometry))
            candidate = (
                ~mixed
                & (centres_x >= x0)
                & (centres_x <= x1)
                & (centres_y >= y0)
                & (centres_y <= y1)
            )
            if like is not None:
                other, (bx0, by0, bx1, by1) = like
                same = (
                    candidate
                    & (other.cls != MIXED)
                    & (
                        (centres_x < bx0)
                        | (centres_x > bx1)
                        | (centres_y < by0)
                        | (centres_y > by1)
                    )
                )
                self.cls[same] = other.cls[same]
                candidate &= ~same
            uniform = np.flatnonzero(candidate)
            inside = shapely.contains_xy(geometry, centres_x[uniform], centres_y[uniform])
            self.cls[uniform] = np.where(inside, INSIDE, OUTSIDE)
        # Reference points of mixed cells: a point of known side, away from every edge.
        mixed_cells = np.flatnonzero(mixed)
        self.ref_x = centres_x.copy()
        self.ref_y = centres_y.copy()
        self.ref_inside = np.zeros(cells, dtype=bool)
        self.mipmaps: dict[int, list[BoolArray]] = {}
        self._python: (
            tuple[bytes, list[int], list[tuple[float, float, float, float, float]]] | None
        ) = None
        # The layer's bounding box grown by GRID_EPSILON (None if the layer is empty).
        self.box: tuple[float, float, float, float] | None = None
        if not shapely.is_empty(geometry):
            x0, y0, x1, y1 = (float(v) for v in shapely.bounds(geometry))
            pad = 2 * GRID_EPSILON
            self.box = (x0 - pad, y0 - pad, x1 + pad, y1 + pad)
        if len(mixed_cells):
            self._place_references(mixed_cells, grid, geometry)

    def python_tables(
        self,
    ) -> tuple[bytes, list[int], list[tuple[float, float, float, float, float]]]:
        """Plain-Python copies of the tables (for single checks without numpy): classes as
        bytes, offsets as a list, edges as tuples ``x0 y0 x1 y1 near`` where ``near`` is
        GRID_EPSILON times the edge's length."""
        if self._python is None:
            edges = self.edges
            near = GRID_EPSILON * np.hypot(edges[:, 2] - edges[:, 0], edges[:, 3] - edges[:, 1])
            # the tuples made by zip over plain columns: a third of the time of a tuple per
            # row of a list of lists (the world map's coasts: 27,000 edges a layer)
            columns = [edges[:, k].tolist() for k in range(4)]
            self._python = (
                self.cls.astype(np.uint8).tobytes(),
                self.offsets.tolist(),
                list(zip(*columns, near.tolist(), strict=True)),
            )
        return self._python

    def _place_references(self, mixed_cells: IntArray, grid: CellGrid, geometry: Any) -> None:
        pending = mixed_cells
        offsets = ((0.0, 0.0), (0.173, 0.231), (-0.219, 0.127), (0.287, -0.163), (-0.113, -0.271))
        cx, cy = grid.cell_centres()
        for dx, dy in offsets:
            if not len(pending):
                break
            px = cx[pending] + dx * grid.cell
            py = cy[pending] + dy * grid.cell
            # Distance from each candidate to the edges of its own cell.
            pair_cell, pair_edge = expand_ranges(
                pending, self.offsets[pending], self.offsets[pending + 1]
            )
            owner = np.searchsorted(pending, pair_cell)
            e = self.edges[pair_edge]
            distance = point_segment_distance(px[owner], py[owner], e)
            near = np.zeros(len(pending), dtype=bool)
            near[owner[distance < 1e3 * GRID_EPSILON]] = True
            good = pending[~near]
            self.ref_x[good] = px[~near]
            self.ref_y[good] = py[~near]
            self.ref_inside[good] = shapely.contains_xy(geometry, px[~near], py[~near])
            pending = pending[near]
        if len(pending):  # pragma: no cover - five candidates all on a boundary edge
            self.cls[pending] = MIXED
            self.ref_x[pending] = np.nan


def bool_mipmap(fine: BoolArray, count: int) -> list[BoolArray]:
    """``count`` levels of a boolean grid, each cell True if all its finer cells are."""
    levels = [fine]
    for _ in range(count - 1):
        current = levels[-1]
        height, width = current.shape
        padded = np.zeros((height + height % 2, width + width % 2), dtype=bool)
        padded[:height, :width] = current
        levels.append(
            padded[0::2, 0::2] & padded[1::2, 0::2] & padded[0::2, 1::2] & padded[1::2, 1::2]
        )
    return levels


def framed_bytes(cells: BoolArray, rows: int, columns: int) -> bytes:
    """A flat cell table as bytes with an extra False column and row around the top right."""
    framed = np.zeros((rows + 1, columns + 1), dtype=np.uint8)
    framed[:rows, :columns] = cells.reshape(rows, columns)
    return framed.tobytes()


def clearance_bytes(good: BoolArray, cap: int = CLEARANCE_CAP) -> bytes:
    """Each cell's clearance as bytes (rows of ``columns + 1``, a zero column and row
    framing the top right, like ``_framed_bytes``): the largest ``k`` (at most ``cap``)
    such that every cell within ``k`` cells of it (a square of side ``2k + 1``) is good.

    Every point within distance ``k`` (in cell widths) of any point of a cell of
    clearance ``k`` lies in a good cell. Cells outside the grid count as good: the
    segments asked about stay inside the map.
    """
    rows, columns = good.shape
    clearance = np.zeros((rows + 1, columns + 1), dtype=np.uint8)
    reached = ~good
    if not reached.any():
        clearance[:rows, :columns] = cap
        return clearance.tobytes()
    for k in range(1, cap + 1):
        # grow the bad cells by one cell in every direction (a square: rows, then columns)
        grown = reached.copy()
        grown[1:, :] |= reached[:-1, :]
        grown[:-1, :] |= reached[1:, :]
        wide = grown.copy()
        wide[:, 1:] |= grown[:, :-1]
        wide[:, :-1] |= grown[:, 1:]
        if wide.all():
            break
        clearance[:rows, :columns][~wide] = k
        reached = wide
    return clearance.tobytes()


def mipmap(good: BoolArray) -> list[tuple[bytes, int, int]]:
    """Levels of a boolean grid: a cell of level k is True if all its fine cells are."""
    levels: list[tuple[bytes, int, int]] = []
    current = good
    while True:
        height, width = current.shape
        # One extra False column and row: look-ups at the map's top or right edge need no
        # clamping (they just stay undecided).
        framed = np.zeros((height + 1, width + 1), dtype=np.uint8)
        framed[:height, :width] = current
        levels.append((framed.tobytes(), width + 1, height + 1))
        if width == 1 and height == 1:
            break
        padded = np.zeros((height + height % 2, width + width % 2), dtype=bool)
        padded[:height, :width] = current
        current = padded[0::2, 0::2] & padded[1::2, 0::2] & padded[0::2, 1::2] & padded[1::2, 1::2]
    return levels


def boundary_edges(geometry: Any, max_length: float) -> FloatArray:
    """The boundary of a polygonal geometry as ``(n, 4)`` edges ``x0 y0 x1 y1``, each edge
    split into pieces no longer than ``max_length`` (so that it touches few cells)."""
    if shapely.is_empty(geometry):
        return np.zeros((0, 4), dtype=np.float64)
    boundary = shapely.boundary(geometry)
    parts = shapely.get_parts(boundary)
    coords, index = shapely.get_coordinates(parts, return_index=True)
    same = index[:-1] == index[1:]
    edges = np.hstack([coords[:-1][same], coords[1:][same]])
    lengths = np.hypot(edges[:, 2] - edges[:, 0], edges[:, 3] - edges[:, 1])
    pieces = np.maximum(1, np.ceil(lengths / max_length)).astype(np.int64)
    edge_index, k = expand_counts(pieces)
    t0 = k / pieces[edge_index]
    t1 = (k + 1) / pieces[edge_index]
    e = edges[edge_index]
    dx = e[:, 2] - e[:, 0]
    dy = e[:, 3] - e[:, 1]
    # The last piece ends exactly at the original vertex (no rounding drift).
    x1 = np.where(t1 >= 1.0, e[:, 2], e[:, 0] + t1 * dx)
    y1 = np.where(t1 >= 1.0, e[:, 3], e[:, 1] + t1 * dy)
    x0 = np.where(t0 <= 0.0, e[:, 0], e[:, 0] + t0 * dx)
    y0 = np.where(t0 <= 0.0, e[:, 1], e[:, 1] + t0 * dy)
    return np.stack([x0, y0, x1, y1], axis=1)


def expand_counts(counts: IntArray) -> tuple[IntArray, IntArray]:
    """For counts ``[2, 1, 3]``: owner ``[0, 0, 1, 2, 2, 2]`` and rank ``[0, 1, 0, 0, 1, 2]``."""
    counts = np.asarray(counts, dtype=np.int64)
    total = int(counts.sum())
    owner = np.repeat(np.arange(len(counts), dtype=np.int64), counts)
    starts = np.cumsum(counts) - counts
    rank = np.arange(total, dtype=np.int64) - starts[owner]
    return owner, rank


def expand_ranges(keys: IntArray, low: IntArray, high: IntArray) -> tuple[IntArray, IntArray]:
    """Pairs ``(key, value)`` for every value in ``range(low[i], high[i])``."""
    owner, rank = expand_counts(high - low)
    return keys[owner], low[owner] + rank


def segment_contact(
    ax: float,
    ay: float,
    px: float,
    py: float,
    near: float,
    ex0: float,
    ey0: float,
    ex1: float,
    ey1: float,
    edge_near: float,
    bx: float,
    by: float,
) -> int:
    """0: segment ``a → b`` (direction ``p``) and the edge are clearly apart; 1: they
    cross properly; 2: a degenerate contact (within GRID_EPSILON). ``near`` and
    ``edge_near`` are GRID_EPSILON times each length. The plain-Python twin of
    ``edge_crossings``."""
    d1 = px * (ey0 - ay) - py * (ex0 - ax)
    d2 = px * (ey1 - ay) - py * (ex1 - ax)
    if (d1 > near and d2 > near) or (d1 < -near and d2 < -near):
        return 0
    ex = ex1 - ex0
    ey = ey1 - ey0
    d3 = ex * (ay - ey0) - ey * (ax - ex0)
    d4 = ex * (by - ey0) - ey * (bx - ex0)
    if (d3 > edge_near and d4 > edge_near) or (d3 < -edge_near and d4 < -edge_near):
        return 0
    if ((d1 > near and d2 < -near) or (d1 < -near and d2 > near)) and (
        (d3 > edge_near and d4 < -edge_near) or (d3 < -edge_near and d4 > edge_near)
    ):
        return 1
    return 2


def edge_crossings(p0: FloatArray, p1: FloatArray, e: FloatArray) -> tuple[BoolArray, BoolArray]:
    """(crossing, doubtful) for segment pairs ``p0 → p1`` against edges ``e``.

    ``crossing``: the two cross properly, each strictly (beyond GRID_EPSILON) on both sides
    of the other's line. ``doubtful``: neither a proper crossing nor clearly apart (an end
    within GRID_EPSILON of the other segment's line): the judge decides.
    """
    px = p1[:, 0] - p0[:, 0]
    py = p1[:, 1] - p0[:, 1]
    ex = e[:, 2] - e[:, 0]
    ey = e[:, 3] - e[:, 1]
    d1 = px * (e[:, 1] - p0[:, 1]) - py * (e[:, 0] - p0[:, 0])
    d2 = px * (e[:, 3] - p0[:, 1]) - py * (e[:, 2] - p0[:, 0])
    d3 = ex * (p0[:, 1] - e[:, 1]) - ey * (p0[:, 0] - e[:, 0])
    d4 = ex * (p1[:, 1] - e[:, 1]) - ey * (p1[:, 0] - e[:, 0])
    p_scale = GRID_EPSILON * np.hypot(px, py)
    e_scale = GRID_EPSILON * np.hypot(ex, ey)
    s1 = np.where(np.abs(d1) <= p_scale, 0.0, np.sign(d1))
    s2 = np.where(np.abs(d2) <= p_scale, 0.0, np.sign(d2))
    s3 = np.where(np.abs(d3) <= e_scale, 0.0, np.sign(d3))
    s4 = np.where(np.abs(d4) <= e_scale, 0.0, np.sign(d4))
    crossing = (s1 * s2 < 0) & (s3 * s4 < 0)
    apart = (s1 * s2 > 0) | (s3 * s4 > 0)
    return crossing, ~crossing & ~apart


def point_segment_distance(px: FloatArray, py: FloatArray, e: FloatArray) -> FloatArray:
    dx = e[:, 2] - e[:, 0]
    dy = e[:, 3] - e[:, 1]
    length2 = dx * dx + dy * dy
    with np.errstate(invalid="ignore", divide="ignore"):
        t = np.where(length2 > 0, ((px - e[:, 0]) * dx + (py - e[:, 1]) * dy) / length2, 0.0)
    t = np.clip(t, 0.0, 1.0)
    return np.hypot(px - (e[:, 0] + t * dx), py - (e[:, 1] + t * dy))
