"""The segment index: the accelerator of "is this segment legal". A grid over the map
(``cell_layers``) answers most segments with "certainly legal" or "certainly illegal" by
table look-ups and exact orientation tests, and "ask the judge" (``segments``) for the
rest: a contact within ``GRID_EPSILON`` (a route through a coastline vertex, along a
coast, ending on it), or a coast crossing within that distance of a tolerance's reach.

A segment touching only uniform cells is decided by table look-ups; in mixed cells exact
orientation tests against the cell's edges decide whether it crosses the boundary, and a
crossing count from the reference point tells its side. So the index and the judge agree;
they could differ only by rounding on stretches shorter than GRID_EPSILON, far below the
documented 0.01-unit tolerance (tests/sheet/test_segment_index.py compares them).

The coast tolerance at a route's ends follows R2024-10's strait rule: the index first
settles the part between the tolerances, then, where an end's tolerance may hold a coast
(its cell's clearance is too small), finds the crossings within the tolerances by the
cells' edges and hands the stretches to the rule the judge applies too
(``Straits.strait_problem``).

One segment is first tried by table look-ups in plain Python (a mip-map of cells
uniformly legal for the transport, and cells uniformly illegal), then by a plain-Python
walk through its cells with the edge tests: no numpy call, for the ruler's live
colouring. Many segments at once (the reach marks, the opponents) are judged by the same
tests vectorised with numpy (``segment_batches``).
"""

from __future__ import annotations

import math

import numpy as np
import shapely

from eighty_days.sheet.cell_layers import (
    GRID_EPSILON,
    INSIDE,
    MIXED,
    OUTSIDE,
    CellGrid,
    CellLayer,
    bool_mipmap,
    clearance_bytes,
    framed_bytes,
    mipmap,
    segment_contact,
)
from eighty_days.sheet.model import Point, Transport
from eighty_days.sheet.places import PlaceIndex
from eighty_days.sheet.shapes import SheetShapes
from eighty_days.sheet.straits import Straits

#: The plain-Python single check cuts segments into pieces of at most this many cells:
#: short pieces look at fine mip-map levels, so an island 10 cells away does not spoil
#: the answer.
QUICK_PIECE_CELLS = 3
#: Good cells of no clearance (by a coast) crossed one at a time before giving up.
QUICK_CELL_STEPS = 6
#: Levels of the per-layer mip-maps the batches look pieces up in.
PIECE_LEVELS = 5


class SegmentIndex(CellGrid):
    """The accelerator: a grid over one map with a ``CellLayer`` per polygon layer and,
    per transport, tables of cells certainly legal (good) or certainly illegal (bad)."""

    def __init__(self, shapes: SheetShapes, places: PlaceIndex, straits: Straits) -> None:
        super().__init__(shapes.sheet.bounds)
        self.shapes = shapes
        self.places = places
        self.straits = straits
        self.land = CellLayer(shapes.land, self)
        canals = shapes.canals
        if shapely.is_empty(canals):
            self.ship = CellLayer(
                shapes.ship_obstacles, self, like=(self.land, (0.0, 0.0, -1.0, -1.0))
            )
        else:
            # Away from the canals, land and ship obstacles are the same (a cell away is
            # more than a cell's width off the canals' box).
            cx0, cy0, cx1, cy1 = (float(v) for v in shapely.bounds(canals))
            margin = 2 * self.cell
            box_around = (cx0 - margin, cy0 - margin, cx1 + margin, cy1 + margin)
            self.ship = CellLayer(shapes.ship_obstacles, self, like=(self.land, box_around))
        self.mountains = CellLayer(shapes.mountains, self)
        # Per transport: cells where any segment piece is certainly legal (GOOD).
        no_mountain = self.mountains.cls == OUTSIDE
        good = {
            Transport.TRAIN: (self.land.cls == INSIDE) & no_mountain,
            Transport.SHIP: (self.ship.cls == OUTSIDE) & no_mountain,
            Transport.BALLOON: no_mountain,
        }
        self.mipmaps = {t: mipmap(g.reshape(self.ny, self.nx)) for t, g in good.items()}
        # Per transport: cells where any segment piece is certainly illegal.
        in_mountain = self.mountains.cls == INSIDE
        self.bad_cells = {
            Transport.TRAIN: (self.land.cls == OUTSIDE) | in_mountain,
            Transport.SHIP: (self.ship.cls == INSIDE) | in_mountain,
            Transport.BALLOON: in_mountain,
        }
        # For plain-Python look-ups: one extra False column and row (points on the map's
        # right or top edge need no clamping); row stride nx + 1.
        self.bad_bytes = {
            t: framed_bytes(bad, self.ny, self.nx) for t, bad in self.bad_cells.items()
        }
        for layer in (self.land, self.ship, self.mountains):
            shape = (self.ny, self.nx)
            layer.mipmaps = {
                side: bool_mipmap((layer.cls == side).reshape(shape), PIECE_LEVELS)
                for side in (INSIDE, OUTSIDE)
            }
        # Per transport: each cell's clearance, how many cells around it are all good
        # (for stepping along a segment in strides; the balloon's is free of mountains).
        clearance = {t: clearance_bytes(g.reshape(self.ny, self.nx)) for t, g in good.items()}
        self.mountain_clearance = clearance[Transport.BALLOON]
        self.clearance_arrays = {
            t: np.frombuffer(table, dtype=np.uint8) for t, table in clearance.items()
        }
        # level 0 of each good mip-map, framed the same way (rows of nx + 1)
        self.good_arrays = {
            t: np.frombuffer(levels[0][0], dtype=np.uint8) for t, levels in self.mipmaps.items()
        }
        self.train_tables = (
            self.bad_bytes[Transport.TRAIN],
            self.mipmaps[Transport.TRAIN],
            clearance[Transport.TRAIN],
        )
        self.ship_tables = (
            self.bad_bytes[Transport.SHIP],
            self.mipmaps[Transport.SHIP],
            clearance[Transport.SHIP],
        )
        self.balloon_tables = (
            self.bad_bytes[Transport.BALLOON],
            self.mipmaps[Transport.BALLOON],
            clearance[Transport.BALLOON],
        )
        self.has_mountains = bool(self.mountains.edges.size or in_mountain.any())
        # No coast tolerance reaches further along a segment than this.
        self.max_tolerance = places.max_tolerance
        # What quick_verdict reads on every call, in one attribute look-up.
        self.quick_frame = (
            self.x0,
            self.y0,
            self.inverse_cell,
            self.nx + 1,
            self.mountain_clearance,
        )

    # -- single checks in plain Python ------------------------------------------------

    def verdict(
        self,
        start: Point,
        end: Point,
        transport: Transport,
        tolerant_start: bool = True,
        tolerant_end: bool = True,
    ) -> bool | None:
        """Whether the one-segment route ``start → end`` is legal for ``transport``: True
        (certainly legal), False (certainly illegal) or None (ask the judge, with the
        tolerances of ``judged_part``). ``tolerant_start`` and ``tolerant_end`` say
        whether the coast tolerance applies at each end (R2024-10: at the ends of a whole
        route, not at a detour mark in its middle)."""
        x_min, y_min, x_max, y_max = self.bounds
        x0, y0 = start
        x1, y1 = end
        if not (
            x_min <= x0 <= x_max
            and y_min <= y0 <= y_max
            and x_min <= x1 <= x_max
            and y_min <= y1 <= y_max
        ):
            return False
        length = math.hypot(x1 - x0, y1 - y0)
        if length == 0.0:
            return True
        if length < GRID_EPSILON:
            return None  # degenerate: as a contact within GRID_EPSILON
        # Most segments are decided before the tolerances at their ends are looked up
        # (inlined: this is the hot path of the ruler and the opponents): illegal if the
        # middle lies in a cell uniformly illegal further from either end than any
        # tolerance reaches; legal if the whole segment strides through good cells.
        grid_x, grid_y, inverse, stride, _ = self.quick_frame
        u0 = (x0 - grid_x) * inverse
        v0 = (y0 - grid_y) * inverse
        du = (x1 - x0) * inverse
        dv = (y1 - y0) * inverse
        if transport is Transport.TRAIN:
            bad, _, clear = self.train_tables
        elif transport is Transport.SHIP:
            bad, _, clear = self.ship_tables
        else:
            bad, _, clear = self.balloon_tables
        if (
            length > 2.0 * self.max_tolerance
            and bad[int(v0 + 0.5 * dv) * stride + int(u0 + 0.5 * du)]
        ):
            return False
        cells_long = length * inverse
        eu = du / cells_long
        ev = dv / cells_long
        t = 0.0
        while True:
            k = clear[int(v0 + t * ev) * stride + int(u0 + t * eu)]
            if not k:
                break
            t += k
            if t >= cells_long:
                return True
        low, high = self.judged_part(start, end, transport, length, tolerant_start, tolerant_end)
        return self.segment_verdict(x0, y0, x1, y1, transport, low, high)

    def judged_part(
        self,
        start: Point,
        end: Point,
        transport: Transport,
        length: float,
        tolerant_start: bool,
        tolerant_end: bool,
    ) -> tuple[float, float]:
        """From where to where along the segment ``start → end`` (of ``length``) its
        land/sea is judged: outside the coast tolerances at its ends (``verdict``'s flags);
        the whole of it for a balloon, which goes over land and sea alike (the mountains
        are judged on the whole segment for every transport)."""
        if transport is Transport.BALLOON:
            return 0.0, length
        low = self.places.start_tolerance(start) if tolerant_start else 0.0
        high = length - (self.places.end_tolerance_after(end) if tolerant_end else 0.0)
        return low, high

    def segment_verdict(
        self,
        x0: float,
        y0: float,
        x1: float,
        y1: float,
        transport: Transport,
        low: float,
        high: float,
    ) -> bool | None:
        """Whether the segment ``(x0, y0) → (x1, y1)`` (inside the map, of some length) is
        legal for ``transport``, its land/sea judged from ``low`` to ``high`` along it (the
        coast tolerances at its ends lie outside) and the strait rule kept within them:
        True (certainly legal), False (certainly illegal) or None (ask the judge).

        Table look-ups first (``quick_verdict``), then the walk through the segment's cells
        (``walk_verdict``), then, for a segment legal between the tolerances, the strait
        rule within them (``ends_verdict``). The segment must be at least GRID_EPSILON
        long: a shorter one is as degenerate as a contact within it (and its length in
        cells may underflow to 0), for the judge to decide."""
        verdict = self.quick_verdict(x0, y0, x1, y1, transport, low, high)
        if verdict is None:
            verdict = self.walk_verdict(x0, y0, x1, y1, transport, low, high)
        if not verdict or transport is Transport.BALLOON:
            return verdict
        return self.ends_verdict(x0, y0, x1, y1, transport, low, high)

    def quick_verdict(
        self,
        x0: float,
        y0: float,
        x1: float,
        y1: float,
        transport: Transport,
        low: float,
        high: float,
    ) -> bool | None:
        """Decide a segment by table look-ups alone, in plain Python (no numpy call).

        True if every piece of the segment (at most ``PIECE_CELLS`` cells long) has its
        box in cells uniformly legal for the transport (a mip-map level where the box
        spans at most 2 × 2 cells); False if a point of the judged part (from ``low`` to
        ``high`` along the segment, outside the coast tolerance) lies in a cell uniformly
        illegal; None if undecided. The segment must lie inside the map.
        """
        grid_x, grid_y, inverse, stride, mountains = self.quick_frame
        u0 = (x0 - grid_x) * inverse
        v0 = (y0 - grid_y) * inverse
        du = (x1 - x0) * inverse
        dv = (y1 - y0) * inverse
        cells_long = math.sqrt(du * du + dv * dv)
        judged = high - low > 1e-9
        # Identity tests, not dict look-ups: hashing an enum member costs a Python call.
        if transport is Transport.TRAIN:
            bad, levels, clear = self.train_tables
        elif transport is Transport.SHIP:
            bad, levels, clear = self.ship_tables
        else:
            bad, levels, clear = self.balloon_tables
        if judged:
            t = (low + high) * 0.5 * inverse / cells_long
            if bad[int(v0 + t * dv) * stride + int(u0 + t * du)]:
                return False
        # Stride along the segment by each cell's clearance: every point within k cells
        # of a cell of clearance k is in a good cell. Free of mountains on the whole
        # segment, then good for the transport on the judged part (inlined: this is the
        # commonest way a legal segment is decided).
        eu = du / cells_long
        ev = dv / cells_long
        t = 0.0
        while True:
            k = mountains[int(v0 + t * ev) * stride + int(u0 + t * eu)]
            if not k:
                break
            t += k
            if t >= cells_long:
                break
        if t >= cells_long:
            if not judged or transport is Transport.BALLOON:
                return True
            t = low * inverse
            end = high * inverse
            good = levels[0][0]
            # Near a coast the clearance is 0: cross a few good cells one at a time.
            cell_steps = QUICK_CELL_STEPS
            while True:
                u = u0 + t * eu
                v = v0 + t * ev
                index = int(v) * stride + int(u)
                k = clear[index]
                if k:
                    t += k
                elif cell_steps and good[index]:
                    cell_steps -= 1
                    # to the cell's far side, along the segment
                    across_u = (
                        (int(u) + 1 - u) / eu if eu > 0.0 else (u - int(u)) / -eu if eu else 2.0
                    )
                    across_v = (
                        (int(v) + 1 - v) / ev if ev > 0.0 else (v - int(v)) / -ev if ev else 2.0
                    )
                    t += (across_u if across_u < across_v else across_v) + 1e-9
                else:
                    break
                if t >= end:
                    return True
        # The whole segment's box first (one mip-map level, at most 2 × 2 cells), then
        # short pieces on finer levels.
        if self._pieces_good(levels, u0, v0, du, dv, 1):
            return True
        if cells_long > QUICK_PIECE_CELLS:
            pieces = int(cells_long * (1.0 / QUICK_PIECE_CELLS)) + 1
            if self._pieces_good(levels, u0, v0, du / pieces, dv / pieces, pieces):
                return True
        if judged:
            # Points a cell apart along the judged part: any in an all-wrong cell settles it.
            samples = min(int((high - low) * inverse) + 2, 256)
            step = (high - low) * inverse / cells_long / samples
            start = low * inverse / cells_long + 0.5 * step
            for k in range(samples):
                t = start + k * step
                if bad[int(v0 + t * dv) * stride + int(u0 + t * du)]:
                    return False
        return None

    def walk_verdict(
        self,
        x0: float,
        y0: float,
        x1: float,
        y1: float,
        transport: Transport,
        low: float,
        high: float,
    ) -> bool | None:
        """Decide one segment by walking its cells in plain Python: the same judgement as
        the batch (``segment_batches.segments_verdicts``) for one segment, cheaper than
        numpy's per-call overhead. None if a contact is degenerate (the judge decides)."""
        mountains = self.mountains
        if self.has_mountains and mountains.box is not None:
            bx0, by0, bx1, by1 = mountains.box
            if not (
                (x0 < bx0 and x1 < bx0)
                or (x0 > bx1 and x1 > bx1)
                or (y0 < by0 and y1 < by0)
                or (y0 > by1 and y1 > by1)
            ):
                clear = self.walk_layer(mountains, x0, y0, x1, y1, OUTSIDE)
                if clear is not True:
                    return clear
        if transport is Transport.BALLOON or high - low <= 1e-9:
            return True
        length = math.hypot(x1 - x0, y1 - y0)
        dx = (x1 - x0) / length
        dy = (y1 - y0) / length
        ax, ay = x0 + dx * low, y0 + dy * low
        bx, by = x0 + dx * high, y0 + dy * high
        if transport is Transport.TRAIN:
            return self.walk_layer(self.land, ax, ay, bx, by, INSIDE)
        return self.walk_layer(self.ship, ax, ay, bx, by, OUTSIDE)

    def walk_layer(
        self, layer: CellLayer, ax: float, ay: float, bx: float, by: float, wanted: int
    ) -> bool | None:
        """Is the segment wholly on the ``wanted`` side of ``layer``? True, False, or None
        (degenerate contact). Walks the cells it touches (``column_walk``); tests the
        edges of mixed cells; settles the side from a reference point."""
        cls, offsets, edges = layer.python_tables()
        other = OUTSIDE if wanted == INSIDE else INSIDE
        px = bx - ax
        py = by - ay
        near = GRID_EPSILON * math.sqrt(px * px + py * py)
        has_wanted = False
        unsure = False
        p0, q0, p1, slope, first, final, stride_p, stride_q, last_q = self.column_walk(
            ax, ay, bx, by
        )
        for column in range(first, final + 1):
            lo = column if column > p0 else p0
            hi = column + 1 if column + 1 < p1 else p1
            qa = q0 + slope * (lo - p0)
            qb = q0 + slope * (hi - p0)
            if qa > qb:
                qa, qb = qb, qa
            for row in range(min(max(int(qa), 0), last_q), min(max(int(qb), 0), last_q) + 1):
                cell = row * stride_q + column * stride_p
                kind = cls[cell]
                if kind == wanted:
                    has_wanted = True
                    continue
                if kind == other:
                    return False
                for ex0, ey0, ex1, ey1, edge_near in edges[offsets[cell] : offsets[cell + 1]]:
                    contact = segment_contact(
                        ax, ay, px, py, near, ex0, ey0, ex1, ey1, edge_near, bx, by
                    )
                    if contact == 1:
                        return False
                    if contact == 2:
                        unsure = True
        if unsure:
            return None
        if has_wanted:
            return True
        # Only mixed cells and no crossing: the start's side, from its cell's reference.
        nx = self.nx
        column = min(max(int((ax - self.x0) * self.inverse_cell), 0), nx - 1)
        row = min(max(int((ay - self.y0) * self.inverse_cell), 0), self.ny - 1)
        cell = row * nx + column
        rx = float(layer.ref_x[cell])
        ry = float(layer.ref_y[cell])
        if rx != rx:  # NaN: the cell has no reference point
            return None
        qx = ax - rx
        qy = ay - ry
        ref_near = GRID_EPSILON * math.sqrt(qx * qx + qy * qy)
        inside = bool(layer.ref_inside[cell])
        for ex0, ey0, ex1, ey1, edge_near in edges[offsets[cell] : offsets[cell + 1]]:
            contact = segment_contact(
                rx, ry, qx, qy, ref_near, ex0, ey0, ex1, ey1, edge_near, ax, ay
            )
            if contact == 2:
                return None
            if contact == 1:
                inside = not inside
        return inside == (wanted == INSIDE)

    def stays_good(self, transport: Transport, x: float, y: float, reach: float) -> bool:
        """Whether every point within ``reach`` of ``(x, y)`` (inside the map) lies in a
        cell good for ``transport`` (by the clearance of the point's cell)."""
        grid_x, grid_y, inverse, stride, _ = self.quick_frame
        if transport is Transport.TRAIN:
            clear = self.train_tables[2]
        elif transport is Transport.SHIP:
            clear = self.ship_tables[2]
        else:
            clear = self.balloon_tables[2]
        k = clear[int((y - grid_y) * inverse) * stride + int((x - grid_x) * inverse)]
        return k > reach * inverse

    def crossings(
        self, layer: CellLayer, ax: float, ay: float, bx: float, by: float
    ) -> list[float] | None:
        """Where the segment ``a → b`` crosses the boundary of ``layer``: the sorted
        fractions of its length of its proper crossings, or None if it touches a boundary
        edge degenerately (within GRID_EPSILON: the judge decides). Walks the cells
        the segment touches (``column_walk``) and tests the edges of mixed cells."""
        cls, offsets, edges = layer.python_tables()
        px = bx - ax
        py = by - ay
        near = GRID_EPSILON * math.sqrt(px * px + py * py)
        found: set[float] = set()
        p0, q0, p1, slope, first, final, stride_p, stride_q, last_q = self.column_walk(
            ax, ay, bx, by
        )
        for column in range(first, final + 1):
            lo = column if column > p0 else p0
            hi = column + 1 if column + 1 < p1 else p1
            qa = q0 + slope * (lo - p0)
            qb = q0 + slope * (hi - p0)
            if qa > qb:
                qa, qb = qb, qa
            for row in range(min(max(int(qa), 0), last_q), min(max(int(qb), 0), last_q) + 1):
                cell = row * stride_q + column * stride_p
                if cls[cell] != MIXED:
                    continue
                for ex0, ey0, ex1, ey1, edge_near in edges[offsets[cell] : offsets[cell + 1]]:
                    # segment_contact's first test, inlined: most edges lie to one side
                    d1 = px * (ey0 - ay) - py * (ex0 - ax)
                    d2 = px * (ey1 - ay) - py * (ex1 - ax)
                    if (d1 > near and d2 > near) or (d1 < -near and d2 < -near):
                        continue
                    contact = segment_contact(
                        ax, ay, px, py, near, ex0, ey0, ex1, ey1, edge_near, bx, by
                    )
                    if contact == 2:
                        return None
                    if contact == 1:
                        # the fraction of a → b where the edge's line cuts it
                        ex = ex1 - ex0
                        ey = ey1 - ey0
                        d3 = ex * (ay - ey0) - ey * (ax - ex0)
                        d4 = ex * (by - ey0) - ey * (bx - ex0)
                        found.add(d3 / (d3 - d4))
        return sorted(found)

    @staticmethod
    def _pieces_good(
        levels: list[tuple[bytes, int, int]],
        u0: float,
        v0: float,
        du: float,
        dv: float,
        pieces: int,
    ) -> bool:
        """Whether every piece ``u0 + k·du`` (in cell units) has its box in good cells of
        the mip-map level where the box spans at most 2 × 2 cells."""
        width_u = du if du >= 0.0 else -du
        width_v = dv if dv >= 0.0 else -dv
        level = int(width_u if width_u > width_v else width_v).bit_length()
        if level >= len(levels):
            return False
        table, width, _ = levels[level]
        low_u = u0 + (du if du < 0.0 else 0.0)
        low_v = v0 + (dv if dv < 0.0 else 0.0)
        for k in range(pieces):
            lu = low_u + k * du
            lv = low_v + k * dv
            i0 = int(lu) >> level
            i1 = int(lu + width_u) >> level
            row0 = (int(lv) >> level) * width
            row1 = (int(lv + width_v) >> level) * width
            if not (
                table[row0 + i0] and table[row0 + i1] and table[row1 + i0] and table[row1 + i1]
            ):
                return False
        return True

    # -- the strait rule at the ends -------------------------------------------

    def ends_verdict(
        self,
        x0: float,
        y0: float,
        x1: float,
        y1: float,
        transport: Transport,
        low: float,
        high: float,
    ) -> bool | None:
        """The strait rule (R2024-10) for a segment whose part from ``low`` to ``high``
        along it is known to be on the right side and which is clear of the mountains:
        True, False, or None (a contact within GRID_EPSILON, or a crossing within it of a
        tolerance's reach: ask the judge).

        The coast crossings within the tolerances are found by the edges of the cells the
        stretches touch (none to look for where a stretch stays in cells good for the
        transport); the sides between them follow from the middle's side (known right) or,
        if the tolerances cover the whole segment, from the start's side. Then the same
        rule as the judge (``stretches_verdict``, ``Straits.strait_problem``).
        """
        length = math.hypot(x1 - x0, y1 - y0)
        if low <= 0.0 and high >= length:
            return True
        layer = self.land if transport is Transport.TRAIN else self.ship
        dx = (x1 - x0) / length
        dy = (y1 - y0) / length
        crossings: list[float] = []
        if low < high:
            # The middle is on the right side: look for crossings in the two end stretches.
            if low > 0.0 and not self.stays_good(transport, x0, y0, low):
                found = self.crossings(layer, x0, y0, x0 + dx * low, y0 + dy * low)
                if found is None:
                    return None
                crossings.extend(t * low for t in found)
            start_right = len(crossings) % 2 == 0
            if high < length and not self.stays_good(transport, x1, y1, length - high):
                found = self.crossings(layer, x0 + dx * high, y0 + dy * high, x1, y1)
                if found is None:
                    return None
                crossings.extend(high + t * (length - high) for t in found)
        else:
            found = self.crossings(layer, x0, y0, x1, y1)
            if found is None:
                return None
            crossings = [t * length for t in found]
            inside = self.point_inside(
                layer,
                self.shapes.land if transport is Transport.TRAIN else self.shapes.ship_obstacles,
                (x0, y0),
            )
            start_right = inside == (transport is Transport.TRAIN)
        return self.stretches_verdict(
            transport, crossings, start_right, length, low, high, (x0, y0), (x1, y1), dx, dy
        )

    def stretches_verdict(
        self,
        transport: Transport,
        crossings: list[float],
        start_right: bool,
        length: float,
        low: float,
        high: float,
        start: Point,
        end: Point,
        dx: float,
        dy: float,
    ) -> bool | None:
        """The strait rule for a segment from its coast crossings (sorted distances along
        it) and the side of its start: True, False, or None (ask the judge).
        Every wrong-side stretch lies within a tolerance: the middle (``low`` to ``high``)
        was judged right, or, where the tolerances meet, they cover the whole segment."""
        if not crossings and start_right:
            return True
        bounds = [0.0, *crossings, length]
        right = [
            (bounds[k], bounds[k + 1])
            for k in range(len(bounds) - 1)
            if (k % 2 == 0) == start_right
        ]
        x0, y0 = start
        problem = self.straits.strait_problem(
            transport,
            right,
            length,
            low,
            length - high,
            start,
            end,
            lambda distance: (x0 + dx * distance, y0 + dy * distance),
            margin=1e-7,
        )
        if problem is None:
            return True
        return None if math.isnan(problem) else False
