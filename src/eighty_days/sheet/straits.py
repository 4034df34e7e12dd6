"""R2024-10's strait rule: the coast tolerance lets a route leave or reach its own coastal
place, never carries a train across water from one land mass to another, nor a ship
across land. Here are the land masses and water bodies of a map (its *bodies*), the
pieces of them within a tolerance disc, and the rule itself, which the judge
(``segments``) and the accelerator (``segment_index``) both apply."""

from __future__ import annotations

import math
import threading
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import numpy as np
import shapely
from numpy.typing import NDArray
from shapely.geometry import Point as ShapelyPoint

from eighty_days.sheet.cell_layers import INSIDE, OUTSIDE
from eighty_days.sheet.model import Point, Transport
from eighty_days.sheet.shapes import SheetShapes, polygonal_part

if TYPE_CHECKING:
    from eighty_days.sheet.segment_index import SegmentIndex


class Straits:
    """The bodies of one map and the strait rule over them (tables built on first use).

    ``index`` gives the map's segment index, whose cells label the bodies for quick
    look-ups (``body_at_quickly``)."""

    def __init__(self, shapes: SheetShapes, index: Callable[[], SegmentIndex]) -> None:
        self.shapes = shapes
        self._index = index
        self._coast_tolerance = shapes.sheet.coast_tolerance
        self._lock = threading.Lock()
        self._bodies: dict[Transport, tuple[NDArray[np.object_], Any]] = {}
        self._homes: dict[tuple[Transport, float, float], frozenset[int]] = {}
        self._body_labels: dict[Transport, list[int]] = {}
        self._pieces: dict[tuple[Transport, float, float, float], list[Any]] = {}
        self._piece_arrays: dict[tuple[Transport, float, float, float], NDArray[np.object_]] = {}

    def strait_problem(
        self,
        transport: Transport,
        right: list[tuple[float, float]],
        length: float,
        start_tolerance: float,
        end_tolerance: float,
        start: Point,
        end: Point,
        point_at: Callable[[float], Point],
        *,
        margin: float = 0.0,
    ) -> float | None:
        """R2024-10's strait rule for a route whose wrong-side stretches all lie within
        the tolerances at its ends (the rule as it was before the straits): where it first
        breaks the rule (arc length), None if it keeps it, or ``math.nan`` if a stretch
        ends within ``margin`` of a tolerance's reach (the accelerator then asks the judge).

        ``right``: the sorted stretches (arc-length intervals) of the route on the
        transport's own side of the coast (land for a train, sea for a ship);
        ``point_at``: the route's point at a distance along it. The judge and the
        accelerator share this function: only how they find the stretches differs.

        A *body* is a land mass for a train, a water body for a ship (``bodies``); an
        end's own bodies (``home_bodies``) are the one holding the end point, or else the
        nearest. Then:

        * a wrong-side stretch that touches an end (a port drawn off the coast, a river
          port drawn inland) lies within that end's own tolerance (the two tolerances
          never join up), and the route's right side there is on the end's own body: the
          route leaves or reaches its own coastal place;
        * a wrong-side stretch between two right-side stretches is forgiven only within
          one end's tolerance, and only if the right side on both sides of it is one piece
          within that end's tolerance disc (``tolerance_pieces``): the water at the tip of
          a gulf (Suez) for a train, the headland a ship cuts to reach a port inside a bay
          (San Francisco) for a ship; never a strait (Gibraltar and Tangier, on one land
          mass of the map but joined only far away, at Suez), never an isthmus;
        * a train wholly at sea or a ship wholly on land (short: a hop at a port, a
          ruler stopped at its first mark) lies within one end's tolerance and its two
          ends share a land mass (a water body); but a segment with no
          tolerance at its end (it goes on there, at a detour mark) may lie wholly within
          its start's tolerance on the wrong side: what follows it decides.

        So the tolerances let a route leave or reach its own coastal place, but never carry
        a train over the water from one land mass to another, nor a ship over land, even
        where two places' tolerance discs meet (Dover and Calais).
        """

        def within(distance: float, reach: float) -> bool | None:
            if distance > reach + margin:
                return False
            if margin and distance >= reach - margin:
                return None
            return True

        # Wholly on the wrong side: illegal from where the start's tolerance stops (as a
        # route too long on the wrong side), or from the start if it covers the route.
        wholly_wrong = start_tolerance if 0.0 < start_tolerance < length else 0.0
        if not right:
            fits = [within(length, start_tolerance), within(length, end_tolerance)]
            if None in fits:
                return math.nan
            if end_tolerance <= 0.0 and fits[0]:
                # no tolerance at the end: the route goes on there (a detour mark, a route
                # cut short), and what follows must reach the right side: judged there
                return None
            if any(fits) and self.home_bodies(transport, start) & self.home_bodies(transport, end):
                return None
            return wholly_wrong

        def body() -> int | None:
            # the land mass (water body) of the right side: the gaps forgiven below join
            # the stretches within a disc, so any stretch tells; the longest is quickest
            low, high = max(right, key=lambda stretch: stretch[1] - stretch[0])
            return self.body_at_quickly(transport, point_at((low + high) / 2.0))

        if right[0][0] > 0.0:
            fit = within(right[0][0], start_tolerance)
            if fit is None:
                return math.nan
            if not fit or body() not in self.home_bodies(transport, start):
                return 0.0
        for index in range(1, len(right)):
            gap_low = right[index - 1][1]
            gap_high = right[index][0]
            fits = [within(gap_high, start_tolerance), within(length - gap_low, end_tolerance)]
            if None in fits:
                return math.nan
            before_low = right[index - 1][0]
            after_high = right[index][1]
            forgiven = False
            if fits[0]:
                forgiven = self.joined_within(
                    transport,
                    start,
                    start_tolerance,
                    point_at((before_low + gap_low) / 2.0),
                    point_at((gap_high + min(after_high, start_tolerance)) / 2.0),
                )
            if not forgiven and fits[1]:
                forgiven = self.joined_within(
                    transport,
                    end,
                    end_tolerance,
                    point_at((max(before_low, length - end_tolerance) + gap_low) / 2.0),
                    point_at((gap_high + after_high) / 2.0),
                )
            if not forgiven:
                return gap_low
        if right[-1][1] < length:
            fit = within(length - right[-1][1], end_tolerance)
            if fit is None:
                return math.nan
            if not fit or body() not in self.home_bodies(transport, end):
                return right[-1][1]
        return None

    def tolerance_pieces(self, transport: Transport, centre: Point, reach: float) -> list[Any]:
        """The pieces of ``transport``'s side of the coast within the tolerance disc of
        radius ``reach`` around ``centre`` (land for a train; sea, the canals included,
        for a ship), as prepared shapely polygons, remembered per disc.

        The disc is a 64-gon drawn round the circle (so that every point of a route
        within ``reach`` of the centre lies in it); the pieces are the connected parts of
        the land (the sea) inside it, each land mass or water body giving one piece or
        more.
        """
        key = (transport, centre[0], centre[1], reach)
        pieces = self._pieces.get(key)
        if pieces is not None:
            return pieces
        sides = 64
        disc = shapely.buffer(
            ShapelyPoint(centre), reach / math.cos(math.pi / sides), quad_segs=sides // 4
        )
        obstacle = self.shapes.land if transport is Transport.TRAIN else self.shapes.ship_obstacles
        parts, tree = self.shapes.obstacle_parts(obstacle)
        nearby = parts[tree.query(disc)]
        if transport is Transport.TRAIN:
            inside = shapely.intersection(nearby, disc) if len(nearby) else []
            found = [part for shape in inside for part in shapely.get_parts(polygonal_part(shape))]
        else:
            water = shapely.difference(disc, shapely.union_all(nearby)) if len(nearby) else disc
            found = list(shapely.get_parts(polygonal_part(water)))
        pieces = [piece for piece in found if shapely.area(piece) > 0.0]
        for piece in pieces:
            shapely.prepare(piece)
        if len(self._pieces) > 4096:
            self._pieces.clear()
        self._pieces[key] = pieces
        return pieces

    def piece_at(
        self, transport: Transport, centre: Point, reach: float, point: Point
    ) -> int | None:
        """The index (in ``tolerance_pieces``) of the first piece holding ``point`` (its
        boundary included), or None if none does."""
        key = (transport, centre[0], centre[1], reach)
        pieces = self._piece_arrays.get(key)
        if pieces is None:
            pieces = np.empty(len(self.tolerance_pieces(transport, centre, reach)), dtype=object)
            pieces[:] = self.tolerance_pieces(transport, centre, reach)
            if len(self._piece_arrays) > 4096:
                self._piece_arrays.clear()
            self._piece_arrays[key] = pieces
        if not len(pieces):
            return None
        hits = np.flatnonzero(shapely.intersects_xy(pieces, point[0], point[1]))
        return int(hits[0]) if len(hits) else None

    def bodies(self, transport: Transport) -> tuple[NDArray[np.object_], Any]:
        """The connected bodies of ``transport``'s own side of the coast, as polygons and
        an STRtree over them: the land masses for a train (the parts of ``land``), the
        water bodies for a ship (the parts of the map's box minus ``ship_obstacles``: the
        canals join the seas they link). Built on first use."""
        cached = self._bodies.get(transport)
        if cached is None:
            with self._lock:
                cached = self._bodies.get(transport)
                if cached is None:
                    if transport is Transport.TRAIN:
                        whole = self.shapes.land
                    else:
                        whole = polygonal_part(
                            shapely.difference(self.shapes.map_box, self.shapes.ship_obstacles)
                        )
                    parts = shapely.get_parts(whole)
                    shapely.prepare(parts)
                    cached = (parts, shapely.STRtree(parts))
                    self._bodies[transport] = cached
        return cached

    def joined_within(
        self, transport: Transport, centre: Point, reach: float, near: Point, far: Point
    ) -> bool:
        """Whether ``near`` and ``far`` (two points on the transport's side of the coast
        within the tolerance disc round ``centre``) lie on one piece of that side within
        the disc (``tolerance_pieces``)."""
        if len(self.tolerance_pieces(transport, centre, reach)) == 1:
            # both points lie on the transport's side within the disc: in its one piece
            return True
        piece = self.piece_at(transport, centre, reach, near)
        return piece is not None and piece == self.piece_at(transport, centre, reach, far)

    def body_at(self, transport: Transport, point: Point) -> int | None:
        """The index (in ``bodies``) of the body holding ``point`` (its boundary
        included; the first if several touch there), or None if it lies on the other
        side of the coast."""
        _, tree = self.bodies(transport)
        hits = tree.query(ShapelyPoint(point), predicate="intersects")
        return int(hits.min()) if len(hits) else None

    def body_at_quickly(self, transport: Transport, point: Point) -> int | None:
        """``body_at`` by a table look-up where the point's grid cell lies wholly on the
        transport's side of the coast (so in one body), else by ``body_at``."""
        labels = self._body_labels.get(transport)
        if labels is None:
            labels = self._build_body_labels(transport)
        grid = self._index()
        column = int((point[0] - grid.x0) * grid.inverse_cell)
        row = int((point[1] - grid.y0) * grid.inverse_cell)
        if 0 <= column < grid.nx and 0 <= row < grid.ny:
            label = labels[row * grid.nx + column]
            if label >= 0:
                return label
        return self.body_at(transport, point)

    def body_labels(self, transport: Transport) -> list[int]:
        """Per grid cell, the body that wholly holds it, or -1 (``body_at_quickly``'s
        table, made when first asked)."""
        labels = self._body_labels.get(transport)
        if labels is None:
            labels = self._build_body_labels(transport)
        return labels

    def adopt_body_labels(
        self, transport: Transport, labels: Sequence[int] | NDArray[np.integer[Any]]
    ) -> bool:
        """Take ``labels``, made by ``body_labels`` for an equal map (a disk cache), instead
        of making them; False (nothing taken) if they cannot be this map's: not one per
        grid cell, or naming a body it has not."""
        grid = self._index()
        bodies, _ = self.bodies(transport)
        table = np.asarray(labels)
        if (
            table.shape != (grid.nx * grid.ny,)
            or table.dtype.kind not in "iu"
            or (len(table) and (int(table.min()) < -1 or int(table.max()) >= len(bodies)))
        ):
            return False
        listed: list[int] = table.tolist()
        self._body_labels[transport] = listed
        return True

    def _build_body_labels(self, transport: Transport) -> list[int]:
        """Per grid cell, the body (``bodies``) that wholly holds the cell, or -1 where a
        coast passes near (a mixed cell) or the cell is on the other side."""
        grid = self._index()
        _, tree = self.bodies(transport)
        if transport is Transport.TRAIN:
            uniform = np.flatnonzero(grid.land.cls == INSIDE)
        else:
            uniform = np.flatnonzero(grid.ship.cls == OUTSIDE)
        labels = np.full(grid.nx * grid.ny, -1, dtype=np.int64)
        centres_x, centres_y = grid.cell_centres()
        point_index, body_index = tree.query(
            shapely.points(centres_x[uniform], centres_y[uniform]), predicate="intersects"
        )
        labels[uniform[point_index]] = body_index
        listed: list[int] = labels.tolist()
        self._body_labels[transport] = listed
        return listed

    def home_bodies(self, transport: Transport, point: Point) -> frozenset[int]:
        """The bodies a route end at ``point`` belongs to (R2024-10): every land mass
        (water body) within the map's ``coast_tolerance`` of it, the one holding it
        included; if none is that near, the nearest (all the nearest at a tie). So a place
        drawn in a harbour between an island and the mainland (New York, between Long
        Island and the mainland) belongs to both, while Dover, drawn off England, does not
        belong to France. Remembered per point."""
        key = (transport, point[0], point[1])
        home = self._homes.get(key)
        if home is not None:
            return home
        _, tree = self.bodies(transport)
        where = ShapelyPoint(point)
        hits = tree.query(where, predicate="dwithin", distance=self._coast_tolerance)
        if not len(hits):
            hits = tree.query_nearest(where, all_matches=True)
        home = frozenset(int(hit) for hit in hits)
        if len(self._homes) > 4096:
            self._homes.clear()
        self._homes[key] = home
        return home
