"""The segment index's tests for many segments at once, vectorised with numpy: the same
look-ups, cell walks and edge tests as the plain-Python single checks of
``SegmentIndex``, for the reach marks and the opponents' fans of candidates. Each
segment comes out certainly legal, certainly illegal, or unsure (ask the judge)."""

from __future__ import annotations

import numpy as np

from eighty_days.sheet.cell_layers import (
    INSIDE,
    MIXED,
    OUTSIDE,
    BoolArray,
    CellLayer,
    FloatArray,
    IntArray,
    edge_crossings,
    expand_counts,
    expand_ranges,
)
from eighty_days.sheet.model import Transport
from eighty_days.sheet.segment_index import SegmentIndex

#: Batches cut segments into pieces of at most this many cell lengths (see layer_check);
#: a piece's box then fits 2 × 2 cells of mip-map level ``PIECE_LEVELS - 1``.
PIECE_CELLS = 8
#: Strides tried per segment of a batch before the cell-by-cell checks take over.
MAX_BATCH_STRIDES = 24


def judge_batch(
    index: SegmentIndex,
    starts: FloatArray,
    ends: FloatArray,
    transport: Transport,
    start_tolerances: FloatArray,
    end_tolerances: FloatArray,
) -> tuple[BoolArray, BoolArray]:
    """(legal, unsure) for the one-segment routes ``starts[i] → ends[i]`` (``(n, 2)``
    arrays), the coast tolerances at their ends given: certainly legal where ``legal``,
    certainly illegal where neither, and for the judge to decide where ``unsure``.

    The land/sea between the tolerances and the mountains on the whole segment first
    (``segments_verdicts``), then the strait rule within the tolerances
    (``ends_verdicts``) where a tolerance may hold a coast."""
    legal, unsure = segments_verdicts(
        index, starts, ends, transport, start_tolerances, end_tolerances
    )
    if transport is not Transport.BALLOON:
        # The strait rule where a tolerance may hold a coast crossing: segments whose
        # tolerated stretches stay in cells good for the transport keep their verdict.
        zoned = (
            legal
            & ~unsure
            & (
                ~stay_good(index, transport, starts, start_tolerances)
                | ~stay_good(index, transport, ends, end_tolerances)
            )
        )
        todo = np.flatnonzero(zoned)
        if len(todo):
            zone_legal, zone_unsure = ends_verdicts(
                index,
                starts[todo],
                ends[todo],
                transport,
                start_tolerances[todo],
                end_tolerances[todo],
            )
            legal[todo] = zone_legal
            unsure[todo] = zone_unsure
    return legal, unsure


def segments_verdicts(
    index: SegmentIndex,
    starts: FloatArray,
    ends: FloatArray,
    transport: Transport,
    start_tolerances: FloatArray,
    end_tolerances: FloatArray,
) -> tuple[BoolArray, BoolArray]:
    """(legal, unsure) for one-segment routes; unsure ones need the judge. The
    land/sea is judged between the given tolerances from each segment's ends."""
    x_min, y_min, x_max, y_max = index.bounds
    legal = (
        (starts[:, 0] >= x_min)
        & (starts[:, 0] <= x_max)
        & (starts[:, 1] >= y_min)
        & (starts[:, 1] <= y_max)
        & (ends[:, 0] >= x_min)
        & (ends[:, 0] <= x_max)
        & (ends[:, 1] >= y_min)
        & (ends[:, 1] <= y_max)
    )
    unsure = np.zeros(len(starts), dtype=bool)
    # The part of each segment outside the coast tolerance at its ends: land or sea is
    # judged on it (the mountains on the whole segment).
    delta = ends - starts
    length = np.hypot(delta[:, 0], delta[:, 1])
    low = start_tolerances
    high = length - end_tolerances
    checked = high - low > 1e-9
    with np.errstate(invalid="ignore", divide="ignore"):
        direction = np.where(length[:, None] > 0, delta / length[:, None], 0.0)
    a_clipped = starts + direction * low[:, None]
    b_clipped = starts + direction * high[:, None]
    # Cheap rejection first: points along the judged part that fall in a cell which is
    # all wrong for this transport (all sea for a train, all mountain...).
    todo = np.flatnonzero(legal & checked)
    legal[todo] &= ~sampled_bad(index, a_clipped[todo], b_clipped[todo], transport)
    # Cheap acceptance next: segments that stride through good cells by their
    # clearance (mountains on the whole segment, land or sea on the judged part) are
    # legal; only the others need the cell-by-cell checks below.
    proven = np.zeros(len(starts), dtype=bool)
    todo = np.flatnonzero(legal & (length > 0))
    if len(todo):
        clear_of_mountains = strided_good(
            index, Transport.BALLOON, starts[todo], ends[todo], 0.0, length[todo]
        )
        if transport is Transport.BALLOON:
            proven[todo] = clear_of_mountains
        else:
            # where the tolerances cover the whole segment only the mountains count
            proven[todo[clear_of_mountains & ~checked[todo]]] = True
            todo = todo[clear_of_mountains & checked[todo]]
            proven[todo] = strided_good(
                index,
                transport,
                starts[todo],
                ends[todo],
                low[todo],
                high[todo],
            )
    # Land or sea first (it settles most candidates of a fan), on the judged part.
    if transport is not Transport.BALLOON:
        todo = np.flatnonzero(legal & checked & ~proven)
        if len(todo):
            if transport is Transport.TRAIN:
                layer, wanted = index.land, INSIDE
            else:
                layer, wanted = index.ship, OUTSIDE
            fine, doubt = layer_check(index, layer, a_clipped[todo], b_clipped[todo], wanted)
            legal[todo] = fine
            unsure[todo] = doubt
    # Mountains: the whole segment must stay clear of them, balloons included. A
    # definite touch settles a segment the land/sea check left unsure. A route of one
    # point (no length) touches nothing: legal, as the judge has it.
    todo = np.flatnonzero((legal | unsure) & ~proven & (length > 0))
    if len(todo) and index.has_mountains:
        fine, doubt = layer_check(index, index.mountains, starts[todo], ends[todo], OUTSIDE)
        was_legal = legal[todo]
        was_unsure = unsure[todo]
        legal[todo] = was_legal & fine
        unsure[todo] = (was_unsure & (fine | doubt)) | (was_legal & doubt)
    return legal, unsure


def strided_good(
    index: SegmentIndex,
    transport: Transport,
    starts: FloatArray,
    ends: FloatArray,
    low: FloatArray | float,
    high: FloatArray,
) -> BoolArray:
    """Which segments stride from ``low`` to ``high`` along them (map units) through
    cells good for ``transport`` (for the balloon: free of mountains), each stride as
    long as the cell's clearance, a good cell of no clearance (by a coast) crossed
    whole: ``quick_verdict``'s strides, for many segments at once."""
    clearance = index.clearance_arrays[transport]
    good_cells = index.good_arrays[transport]
    count = len(starts)
    inverse = index.inverse_cell
    stride = index.nx + 1
    u0 = (starts[:, 0] - index.x0) * inverse
    v0 = (starts[:, 1] - index.y0) * inverse
    delta = (ends - starts) * inverse
    cells_long = np.hypot(delta[:, 0], delta[:, 1])
    eu = delta[:, 0] / cells_long
    ev = delta[:, 1] / cells_long
    # the distance along a segment across one cell width in u and in v (infinite for a
    # direction along the other axis, or so near it that the division overflows)
    with np.errstate(divide="ignore", over="ignore"):
        across_u = np.where(eu != 0.0, 1.0 / np.abs(eu), np.inf)
        across_v = np.where(ev != 0.0, 1.0 / np.abs(ev), np.inf)
    t = np.broadcast_to(np.asarray(low, dtype=np.float64) * inverse, (count,)).copy()
    end = high * inverse
    good = t >= end
    going = np.flatnonzero(~good)
    for _ in range(MAX_BATCH_STRIDES):
        if not len(going):
            break
        u = u0[going] + t[going] * eu[going]
        v = v0[going] + t[going] * ev[going]
        cell = v.astype(np.int64) * stride + u.astype(np.int64)
        step = clearance[cell].astype(np.float64)
        blocked = step == 0.0
        crossing = blocked & (good_cells[cell] != 0)
        if crossing.any():
            # to the far side of the cell, along the segment
            fu = u[crossing] - np.floor(u[crossing])
            fv = v[crossing] - np.floor(v[crossing])
            to_u = np.where(eu[going][crossing] > 0, 1.0 - fu, fu) * across_u[going][crossing]
            to_v = np.where(ev[going][crossing] > 0, 1.0 - fv, fv) * across_v[going][crossing]
            step[crossing] = np.minimum(to_u, to_v) + 1e-9
        t[going] += step
        arrived = t[going] >= end[going]
        good[going[arrived]] = True
        going = going[~arrived & ~(blocked & ~crossing)]
    return good


def sampled_bad(
    index: SegmentIndex, a: FloatArray, b: FloatArray, transport: Transport
) -> BoolArray:
    """Segments with one of three sample points in a cell all wrong for the transport
    (a cheap first sieve: most of a fan of candidates ends here)."""
    count = len(a)
    bad = np.zeros(count, dtype=bool)
    if count == 0:
        return bad
    table = index.bad_cells[transport]
    delta = b - a
    for t in (0.5, 1.0 / 6.0, 5.0 / 6.0):
        bad |= table[index.cell_of(a[:, 0] + t * delta[:, 0], a[:, 1] + t * delta[:, 1])]
    return bad


def layer_check(
    index: SegmentIndex, layer: CellLayer, a: FloatArray, b: FloatArray, wanted: int
) -> tuple[BoolArray, BoolArray]:
    """(fine, unsure) per segment: is it wholly on the ``wanted`` side of the layer
    (``INSIDE``: within the polygons, their boundary allowed; ``OUTSIDE``: clear of
    them, not even touching).

    Segments are cut into pieces of at most ``PIECE_CELLS`` cells; a piece whose box
    lies in cells all on the wanted side (looked up in a mip-map, at most 2 × 2 cells
    of the right level) is fine at once; the other pieces get the cell walk and the
    edge tests. A segment is fine if all its pieces are.
    """
    count = len(a)
    fine = np.ones(count, dtype=bool)
    unsure = np.zeros(count, dtype=bool)
    if count == 0:
        return fine, unsure
    if wanted == OUTSIDE and layer.box is not None:
        # Far from every polygon of the layer: clear at once (mountains, mostly).
        bx0, by0, bx1, by1 = layer.box
        clear = (
            (np.maximum(a[:, 0], b[:, 0]) < bx0)
            | (np.minimum(a[:, 0], b[:, 0]) > bx1)
            | (np.maximum(a[:, 1], b[:, 1]) < by0)
            | (np.minimum(a[:, 1], b[:, 1]) > by1)
        )
        if clear.any():
            near = np.flatnonzero(~clear)
            near_fine, near_unsure = layer_check(index, layer, a[near], b[near], wanted)
            fine[near] = near_fine
            unsure[near] = near_unsure
            return fine, unsure
    delta = b - a
    length = np.hypot(delta[:, 0], delta[:, 1])
    pieces = np.maximum(np.ceil(length / (PIECE_CELLS * index.cell)), 1).astype(np.int64)
    owner, rank = expand_counts(pieces)
    t0 = (rank / pieces[owner])[:, None]
    t1 = ((rank + 1) / pieces[owner])[:, None]
    pa = a[owner] + t0 * delta[owner]
    pb = np.where(t1 >= 1.0, b[owner], a[owner] + t1 * delta[owner])
    settled = in_uniform_cells(index, layer.mipmaps[wanted], pa, pb)
    rest = np.flatnonzero(~settled)
    wrong = np.zeros(count, dtype=bool)
    if len(rest):
        # Piece by piece from the segments' starts: a segment found wrong early (a
        # candidate running ashore) skips the walk of its later pieces.
        rest_rank = rank[rest]
        for k in range(int(rest_rank.max()) + 1):
            chosen = rest[rest_rank == k]
            chosen = chosen[~wrong[owner[chosen]]]
            if not len(chosen):
                continue
            piece_fine, piece_unsure = layer_check_pieces(
                index, layer, pa[chosen], pb[chosen], wanted
            )
            unsure[owner[chosen[piece_unsure]]] = True
            # A piece certainly wrong makes the segment certainly wrong.
            wrong[owner[chosen[~piece_fine & ~piece_unsure]]] = True
    unsure &= ~wrong
    return ~wrong & ~unsure, unsure


def in_uniform_cells(
    index: SegmentIndex, levels: list[BoolArray], a: FloatArray, b: FloatArray
) -> BoolArray:
    """Pieces whose bounding box lies in cells that are all True in ``levels``."""
    inverse = 1.0 / index.cell
    ux0 = (np.minimum(a[:, 0], b[:, 0]) - index.x0) * inverse
    ux1 = (np.maximum(a[:, 0], b[:, 0]) - index.x0) * inverse
    uy0 = (np.minimum(a[:, 1], b[:, 1]) - index.y0) * inverse
    uy1 = (np.maximum(a[:, 1], b[:, 1]) - index.y0) * inverse
    span = np.maximum(ux1 - ux0, uy1 - uy0)
    level = np.zeros(len(a), dtype=np.int64)
    for k in range(1, len(levels)):
        level[span >= (1 << (k - 1))] = k
    result = np.zeros(len(a), dtype=bool)
    for k, table in enumerate(levels):
        chosen = np.flatnonzero((level == k) & (span < (1 << k)))
        if not len(chosen):
            continue
        height, width = table.shape
        scale = 1.0 / (1 << k)
        i0 = np.clip((ux0[chosen] * scale).astype(np.int64), 0, width - 1)
        i1 = np.clip((ux1[chosen] * scale).astype(np.int64), 0, width - 1)
        j0 = np.clip((uy0[chosen] * scale).astype(np.int64), 0, height - 1)
        j1 = np.clip((uy1[chosen] * scale).astype(np.int64), 0, height - 1)
        result[chosen] = table[j0, i0] & table[j0, i1] & table[j1, i0] & table[j1, i1]
    return result


def layer_check_pieces(
    index: SegmentIndex, layer: CellLayer, a: FloatArray, b: FloatArray, wanted: int
) -> tuple[BoolArray, BoolArray]:
    """``layer_check`` for short pieces by the cell walk and exact edge tests."""
    count = len(a)
    fine = np.zeros(count, dtype=bool)
    unsure = np.zeros(count, dtype=bool)
    if count == 0:
        return fine, unsure
    owner, cell = index.touched_cells(a, b)
    cls = layer.cls[cell]
    other = OUTSIDE if wanted == INSIDE else INSIDE
    wrong = np.zeros(count, dtype=bool)
    wrong[owner[cls == other]] = True
    has_wanted = np.zeros(count, dtype=bool)
    has_wanted[owner[cls == wanted]] = True
    mixed = (cls == MIXED) & ~wrong[owner]
    pair_owner, pair_edge = expand_ranges(
        owner[mixed], layer.offsets[cell[mixed]], layer.offsets[cell[mixed] + 1]
    )
    crossing, doubtful = edge_crossings(a[pair_owner], b[pair_owner], layer.edges[pair_edge])
    wrong[pair_owner[crossing]] = True
    unsure[pair_owner[doubtful]] = True
    unsure &= ~wrong
    fine = has_wanted & ~wrong & ~unsure
    # Segments only in mixed cells, crossing nothing: the side of their start point,
    # from the reference point of its cell and the crossings between the two.
    open_question = np.flatnonzero(~has_wanted & ~wrong & ~unsure)
    if len(open_question):
        inside, unclear = index.side_of(layer, a[open_question])
        fine[open_question] = (inside == (wanted == INSIDE)) & ~unclear
        unsure[open_question] = unclear
    return fine, unsure


def stay_good(
    index: SegmentIndex, transport: Transport, points: FloatArray, reach: FloatArray
) -> BoolArray:
    """``stays_good`` for each row of ``points`` (inside the map) and its ``reach``."""
    clearance = index.clearance_arrays[transport]
    inverse = index.inverse_cell
    column = ((points[:, 0] - index.x0) * inverse).astype(np.int64)
    row = ((points[:, 1] - index.y0) * inverse).astype(np.int64)
    inside = (column >= 0) & (column <= index.nx) & (row >= 0) & (row <= index.ny)
    cell = np.where(inside, row * (index.nx + 1) + column, 0)
    return inside & (clearance[cell] > reach * inverse)


def zone_crossings(
    index: SegmentIndex, layer: CellLayer, a: FloatArray, b: FloatArray
) -> tuple[IntArray, FloatArray, BoolArray]:
    """``crossings`` for many segments ``a → b`` at once: (segment, fraction) of each
    proper crossing found (a crossing seen from several cells comes once per cell),
    and which segments touch an edge degenerately (``edge_crossings``' doubtful)."""
    count = len(a)
    doubtful_segments = np.zeros(count, dtype=bool)
    if count == 0:
        return np.zeros(0, dtype=np.int64), np.zeros(0), doubtful_segments
    owner, cell = index.touched_cells(a, b)
    mixed = layer.cls[cell] == MIXED
    pair_owner, pair_edge = expand_ranges(
        owner[mixed], layer.offsets[cell[mixed]], layer.offsets[cell[mixed] + 1]
    )
    crossing, doubtful = edge_crossings(a[pair_owner], b[pair_owner], layer.edges[pair_edge])
    doubtful_segments[pair_owner[doubtful]] = True
    found = pair_owner[crossing]
    e = layer.edges[pair_edge[crossing]]
    sa = a[found]
    sb = b[found]
    ex = e[:, 2] - e[:, 0]
    ey = e[:, 3] - e[:, 1]
    d3 = ex * (sa[:, 1] - e[:, 1]) - ey * (sa[:, 0] - e[:, 0])
    d4 = ex * (sb[:, 1] - e[:, 1]) - ey * (sb[:, 0] - e[:, 0])
    return found, d3 / (d3 - d4), doubtful_segments


def ends_verdicts(
    index: SegmentIndex,
    starts: FloatArray,
    ends: FloatArray,
    transport: Transport,
    start_tolerances: FloatArray,
    end_tolerances: FloatArray,
) -> tuple[BoolArray, BoolArray]:
    """(legal, unsure): ``SegmentIndex.ends_verdict`` for many segments (train or ship,
    inside the map, clear of the mountains, the part between the tolerances on the
    right side): the coast crossings within the tolerances found for all at once
    (``zone_crossings``), then ``SegmentIndex.stretches_verdict`` for the segments that
    cross; the rest (tolerances covering a whole segment, a degenerate contact, a
    crossing at a tolerance's reach) one by one."""
    count = len(starts)
    legal = np.ones(count, dtype=bool)
    delta = ends - starts
    length = np.hypot(delta[:, 0], delta[:, 1])
    low = start_tolerances
    high = length - end_tolerances
    middle = (low < high) & (length > 0.0)
    alone = [int(i) for i in np.flatnonzero(~middle & (length > 0.0))]
    chosen = np.flatnonzero(middle)
    with np.errstate(invalid="ignore", divide="ignore"):
        direction = delta / length[:, None]
    at_start = chosen[
        (low[chosen] > 0.0) & ~stay_good(index, transport, starts[chosen], low[chosen])
    ]
    at_end = chosen[
        (high[chosen] < length[chosen])
        & ~stay_good(index, transport, ends[chosen], end_tolerances[chosen])
    ]
    owner = np.concatenate([at_start, at_end])
    a = np.concatenate([starts[at_start], starts[at_end] + direction[at_end] * high[at_end, None]])
    b = np.concatenate([starts[at_start] + direction[at_start] * low[at_start, None], ends[at_end]])
    offset = np.concatenate([np.zeros(len(at_start)), high[at_end]])
    scale = np.concatenate([low[at_start], length[at_end] - high[at_end]])
    start_zone = np.concatenate(
        [np.ones(len(at_start), dtype=bool), np.zeros(len(at_end), dtype=bool)]
    )
    layer = index.land if transport is Transport.TRAIN else index.ship
    piece, fraction, doubtful = zone_crossings(index, layer, a, b)
    unsure = np.zeros(count, dtype=bool)
    unsure[owner[doubtful]] = True
    alone.extend(int(i) for i in np.flatnonzero(unsure))
    position = offset[piece] + fraction * scale[piece]
    crossed: dict[int, set[float]] = {}
    starting: dict[int, int] = {}
    for sub, where in zip(piece.tolist(), position.tolist(), strict=True):
        segment = int(owner[sub])
        if unsure[segment]:
            continue
        found = crossed.setdefault(segment, set())
        if where not in found:
            found.add(where)
            if start_zone[sub]:
                starting[segment] = starting.get(segment, 0) + 1
    for segment, found in crossed.items():
        x0, y0 = float(starts[segment, 0]), float(starts[segment, 1])
        x1, y1 = float(ends[segment, 0]), float(ends[segment, 1])
        full = float(length[segment])
        verdict = index.stretches_verdict(
            transport,
            sorted(found),
            starting.get(segment, 0) % 2 == 0,
            full,
            float(low[segment]),
            float(high[segment]),
            (x0, y0),
            (x1, y1),
            (x1 - x0) / full,
            (y1 - y0) / full,
        )
        if verdict is None:
            alone.append(segment)
        else:
            legal[segment] = verdict
    undecided = np.zeros(count, dtype=bool)
    for segment in alone:
        x0, y0 = float(starts[segment, 0]), float(starts[segment, 1])
        x1, y1 = float(ends[segment, 0]), float(ends[segment, 1])
        single = index.ends_verdict(
            x0, y0, x1, y1, transport, float(low[segment]), float(high[segment])
        )
        if single is None:
            undecided[segment] = True
        else:
            legal[segment] = single
    return legal & ~undecided, undecided
