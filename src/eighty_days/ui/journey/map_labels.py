"""The names printed on the sheet: places' names beside their symbols, areas' names
lettered along their area, each a fixed size on screen, shown by importance as the zoom
allows and never over one another.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Any, cast

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QTransform,
)

from eighty_days.sheet.model import LocationType, Point, Polygon, SheetMap
from eighty_days.sheet.planar import interior_point, ring_area
from eighty_days.ui.common.palette import INK, PAPER
from eighty_days.ui.journey.map_art import SYMBOL_SIZE
from eighty_days.ui.journey.scene_geometry import to_scene
from eighty_days.ui.ui_scale import scaled_points, ui_scale_factor

#: Minimum zoom (pixels per map unit) at which a place's name is shown, by importance:
#: every kind is named at the zoom "My route" frames a route's surroundings in.
LABEL_MIN_ZOOM: dict[LocationType, float] = {
    LocationType.CITY: 2.0,
    LocationType.PORT: 4.0,
    LocationType.ADVENTURE: 4.5,
    LocationType.ISLAND: 5.0,
    LocationType.OUTPOST: 5.0,
}
#: Which names are written first where they compete for room (lower first): the cities
#: and ports the routes run through, then the adventures, then the rest.
LABEL_PRIORITY: dict[LocationType, int] = {
    LocationType.CITY: 1,
    LocationType.PORT: 2,
    LocationType.ADVENTURE: 3,
    LocationType.ISLAND: 4,
    LocationType.OUTPOST: 4,
}
#: The side of a place's symbol that a name keeps clear of (pixels; the symbol's drawing
#: leaves a little paper round it).
DOT_PX = SYMBOL_SIZE - 1
#: The sizes a place's name is tried at where it finds no room (shares of its size): the
#: last is the smallest that still reads (see ``SMALLEST_NAME``).
NAME_SHRINKS = (1.0, 0.875, 0.75)
#: How much farther from its symbol than the nearest a place's name is tried (pixels).
NAME_PUSHES = (0.0, 3.0)
#: The smallest type a place's name is written in: this share of its size.
SMALLEST_NAME = NAME_SHRINKS[-1]
#: How many places' names written before may move aside to make room for another's.
MOVED_FOR_ROOM = 2
#: How many times the names are laid out, those left out written first the next time.
LAYOUT_ROUNDS = 3
#: The layout is done again only when no more places' names than this are left out.
RELAID_AT_MOST = 8
#: How many zooms' layouts are kept.
LAYOUTS_KEPT = 6
#: How many of the layouts used last an edit of a few places mends (``SheetNames.follow``):
#: the others are worked out anew when next needed.
LAYOUTS_MENDED = 2
#: An edit of at most this many names (places or areas changed, added or removed) mends
#: the layouts kept round them; more lays them out anew.
MENDED_AT_MOST = 12
#: Room round a changed name's symbol and the sides its name may go to, and round where
#: it was written (zoomed scene pixels): the names there are written again after an edit.
MENDED_ROOM = 12.0
#: Area names show from this zoom on (they are the overview's labels).
AREA_LABEL_MIN_ZOOM = 1.5
AREA_LABEL_PRIORITY = 5
#: Below this zoom (the whole sheet on a screen) the areas' names are written before the
#: places' (the overview's names), above it after them.
AREAS_FIRST_BELOW = 5.0


def lettering_angle(ring: Sequence[Point]) -> float:
    """The screen angle (degrees, within ±30) along which an area's name is lettered: the
    long axis of its largest polygon."""
    if len(ring) < 3:
        return 0.0
    n = len(ring)
    mx = sum(x for x, _ in ring) / n
    my = sum(y for _, y in ring) / n
    sxx = sum((x - mx) ** 2 for x, _ in ring)
    syy = sum((y - my) ** 2 for _, y in ring)
    sxy = sum((x - mx) * (y - my) for x, y in ring)
    if sxx + syy <= 0 or (abs(sxx - syy) < 1e-9 and abs(sxy) < 1e-9):
        return 0.0
    axis = 0.5 * math.degrees(math.atan2(2 * sxy, sxx - syy))  # map degrees, y north
    if axis > 90:
        axis -= 180
    elif axis < -90:
        axis += 180
    return max(-30.0, min(30.0, -axis))  # screen y points down


@dataclass(frozen=True, slots=True)
class MapLabel:
    """A name printed on the sheet: anchored at a scene point, a fixed size on screen.

    ``min_zoom`` hides it when zoomed out (level of detail); ``centred`` labels (areas,
    sheets) sit on their anchor, others (places) just right of their symbol. Where names
    would overlap, the more important one (lower ``priority``) is written.
    """

    text: str
    anchor: QPointF
    min_zoom: float
    font: QFont
    colour: QColor
    centred: bool = False
    #: Lower goes first; a name that would overlap one already written is left out.
    priority: int = 0
    #: Degrees clockwise on screen (area names are lettered along their area).
    angle: float = 0.0
    #: Other places for a centred name (anchor, angle), tried in turn where it would
    #: overlap a name already written (an area's name at sea beside its land).
    alternatives: tuple[tuple[QPointF, float], ...] = ()


@dataclass(frozen=True, slots=True)
class LaidName:
    """A name as laid out at one zoom, in zoomed scene pixels (scene units × zoom: the
    screen's pixels but for the scroll).

    ``origin`` is where its text's baseline starts in the frame ``turn`` sets (a turned
    area name), ``box`` the box round it (unturned), ``outline`` its exact outline where
    it is turned (None: the box)."""

    label: MapLabel
    font: QFont
    origin: QPointF
    turn: QTransform
    box: QRectF
    outline: QPolygonF | None

    @property
    def place(self) -> bool:
        """Whether this is a place's name (not an area's)."""
        return not self.label.centred


@dataclass(frozen=True, slots=True)
class NameLayout:
    """Every name written at one ``zoom`` (``names``, in the order written) and the
    places' names that found no room (``crowded``: shown at this zoom by their level of
    detail, but every side of their symbol taken even in the smallest type)."""

    zoom: float
    names: tuple[LaidName, ...]
    crowded: tuple[MapLabel, ...]


def _lay_out(
    labels: Sequence[MapLabel], zoom: float, map_rect: QRectF, dots: Sequence[QPointF]
) -> NameLayout:
    """Lay ``labels`` out at ``zoom`` on the paper ``map_rect`` (scene) among the places'
    symbols centred at ``dots`` (zoomed scene pixels): see ``SheetNames.layout``. Where
    places' names find no room, they are laid out again written first (a few rounds):
    the layout leaving out the fewest wins."""
    paper = QRectF(
        map_rect.x() * zoom, map_rect.y() * zoom, map_rect.width() * zoom, map_rect.height() * zoom
    )
    first: set[int] = set()
    best: NameLayout | None = None
    for _round in range(LAYOUT_ROUNDS):
        laid, crowded = _lay_out_once(labels, zoom, paper, dots, first)
        if best is None or len(crowded) < len(best.crowded):
            best = NameLayout(zoom, laid, tuple(labels[index] for index in crowded))
        if not crowded or len(crowded) > RELAID_AT_MOST or first.issuperset(crowded):
            break  # (all named, or a zoom too far out to name them all)
        first.update(crowded)
    assert best is not None
    return best


def _lay_out_once(
    labels: Sequence[MapLabel],
    zoom: float,
    paper: QRectF,
    dots: Sequence[QPointF],
    first: set[int],
) -> tuple[tuple[LaidName, ...], list[int]]:
    """One layout (see ``_lay_out``), the labels ``first`` (indices) before the others:
    the names written, in order, and the places' labels left out."""
    taken = _symbols(dots)
    names: dict[int, LaidName] = {}
    order = sorted(range(len(labels)), key=_ranking(labels, zoom, first))
    crowded = _write(labels, order, zoom, paper, taken, names)
    written = {index: position for position, index in enumerate(order)}
    return tuple(names[index] for index in sorted(names, key=written.__getitem__)), crowded


def _symbols(dots: Sequence[QPointF]) -> _Crowd:
    """A crowd holding the places' symbols centred at ``dots`` (zoomed scene pixels)."""
    taken = _Crowd()
    half = DOT_PX / 2
    for dot in dots:
        taken.add(QRectF(dot.x() - half, dot.y() - half, DOT_PX, DOT_PX), None, dot, None)
    return taken


def _ranking(
    labels: Sequence[MapLabel], zoom: float, first: set[int]
) -> Callable[[int], tuple[int, int]]:
    """The order the labels (indices) are written in at ``zoom``: those ``first``, then
    (below ``AREAS_FIRST_BELOW``) the areas' names, then by importance, then as listed."""
    areas_first = zoom < AREAS_FIRST_BELOW

    def rank(index: int) -> tuple[int, int]:
        label = labels[index]
        if index in first or (areas_first and label.centred):
            return (0, index)
        return (label.priority, index)

    return rank


def _write(
    labels: Sequence[MapLabel],
    order: Sequence[int],
    zoom: float,
    paper: QRectF,
    taken: _Crowd,
    names: dict[int, LaidName],
) -> list[int]:
    """Write the labels ``order`` lists (indices, in turn) among what is ``taken`` and
    the ``names`` written before (both taken as they are: the names written, or moved
    aside to make room, are added); returns the places' labels left out."""
    crowded: list[int] = []
    for index in order:
        label = labels[index]
        if zoom < label.min_zoom:
            continue
        if label.centred:
            laid = _place_centred(label, zoom, paper, taken)
        else:
            laid = _place_beside(label, zoom, paper, taken)
            if laid is None:
                laid = _make_room(label, zoom, paper, taken, names)
            if laid is None:
                crowded.append(index)
        if laid is not None:
            names[index] = laid
            taken.add(laid.box, laid.outline, None, index)
    return crowded


def _beside(label: MapLabel, zoom: float) -> Iterator[LaidName]:
    """Every way of writing a place's name beside its symbol, in the order tried (made
    as they are first asked for, then kept for the label at this zoom): each side at
    full size, then farther out, then smaller."""
    ways = _WAYS.get(id(label))
    if ways is None or ways.label is not label or ways.zoom != zoom:
        if len(_WAYS) > 4000:
            _WAYS.clear()
        ways = _WAYS[id(label)] = _Ways(label, zoom)
    made = ways.made
    index = 0
    while True:
        if index == len(made):
            way = next(ways.source, None)
            if way is None:
                return
            made.append(way)
        yield made[index]
        index += 1


def _ways_beside(label: MapLabel, zoom: float) -> Iterator[LaidName]:
    """The ways of ``_beside``, made one by one."""
    dot = QPointF(label.anchor.x() * zoom, label.anchor.y() * zoom)
    for shrink in NAME_SHRINKS:
        font = _shrunk(label.font, shrink)
        width, height, ascent = _measure(font, label.text)
        for push in NAME_PUSHES:
            for box in _sides(dot, width + 2, height, push):
                origin = QPointF(box.left() + 1, box.top() + ascent)
                yield LaidName(label, font, origin, _UNTURNED, box, None)


class _Ways:
    """The ways of writing ``label``'s name beside its symbol at ``zoom``: those ``made``
    so far, and their ``source``."""

    __slots__ = ("label", "made", "source", "zoom")

    def __init__(self, label: MapLabel, zoom: float) -> None:
        self.label = label
        self.zoom = zoom
        self.made: list[LaidName] = []
        self.source = _ways_beside(label, zoom)


#: The ways of writing each place's name beside its symbol, by its label (see ``_beside``).
_WAYS: dict[int, _Ways] = {}
#: The frame of a name written unturned (shared: never changed).
_UNTURNED = QTransform()


def _place_beside(label: MapLabel, zoom: float, paper: QRectF, taken: _Crowd) -> LaidName | None:
    """A place's name on the first side of its symbol with room, at full size, then
    farther out, then smaller (None where no side has room even in the smallest type)."""
    dot = QPointF(label.anchor.x() * zoom, label.anchor.y() * zoom)
    for way in _beside(label, zoom):
        if paper.contains(way.box) and not taken.hits(way.box, None, dot):
            return way
    return None


def _make_room(
    label: MapLabel, zoom: float, paper: QRectF, taken: _Crowd, names: dict[int, LaidName]
) -> LaidName | None:
    """A place's name that found no room, written where the places' names written before
    that stand in its way (one or two, no symbol) move to other sides of their symbols (or
    smaller) where they have room; None where no such move makes room. (Taken as it is:
    the names moved stay in ``names`` and ``taken``.)"""
    dot = QPointF(label.anchor.x() * zoom, label.anchor.y() * zoom)
    for way in _beside(label, zoom):
        if not paper.contains(way.box):
            continue
        blockers = taken.blockers(way.box, dot, MOVED_FOR_ROOM)
        if not blockers or len(blockers) > MOVED_FOR_ROOM or None in blockers:
            continue  # (a symbol, or too many names, in the way)
        indices = [index for index in blockers if index is not None]
        if any(names[index].label.centred for index in indices):
            continue
        for index in indices:
            taken.remove(index)
        moved: dict[int, LaidName] = {}
        for index in indices:
            blocker = names[index]
            blocker_dot = QPointF(blocker.label.anchor.x() * zoom, blocker.label.anchor.y() * zoom)
            new_place = next(
                (
                    other
                    for other in _beside(blocker.label, zoom)
                    if paper.contains(other.box)
                    and not other.box.intersects(way.box)
                    and not taken.hits(other.box, None, blocker_dot)
                ),
                None,
            )
            if new_place is None:
                break
            moved[index] = new_place
            taken.add(new_place.box, None, None, index)
        if len(moved) == len(indices):
            names.update(moved)
            return way
        for index in moved:
            taken.remove(index)
        for index in indices:
            taken.add(names[index].box, None, None, index)
    return None


def _sides(dot: QPointF, width: float, height: float, push: float) -> list[QRectF]:
    """The boxes (``width`` × ``height``) tried for a name beside the symbol at ``dot``,
    ``push`` pixels farther out than the nearest: right, left, above, below, then the
    four corners."""
    x, y = dot.x(), dot.y()
    gap = SYMBOL_SIZE / 2 + 1 + push
    corner = SYMBOL_SIZE / 2 - 1 + push
    return [
        QRectF(x + gap, y - height / 2, width, height),
        QRectF(x - gap - width, y - height / 2, width, height),
        QRectF(x - width / 2, y - gap - height + 2, width, height),
        QRectF(x - width / 2, y + gap - 2, width, height),
        QRectF(x + corner - push, y - corner - height + 2, width, height),
        QRectF(x + corner - push, y + corner - 2, width, height),
        QRectF(x - corner - width + push, y - corner - height + 2, width, height),
        QRectF(x - corner - width + push, y + corner - 2, width, height),
    ]


def _place_centred(label: MapLabel, zoom: float, paper: QRectF, taken: _Crowd) -> LaidName | None:
    """An area's name at its anchor, else at its other places in turn: the first where it
    lies on the paper and on no name written before (None where none is)."""
    width, height, ascent = _measure(label.font, label.text)
    origin = QPointF(-width / 2, ascent / 2)
    for anchor, angle in ((label.anchor, label.angle), *label.alternatives):
        at = QPointF(anchor.x() * zoom, anchor.y() * zoom)
        turn = QTransform().translate(at.x(), at.y()).rotate(angle)
        outline = turn.map(
            QPolygonF(QRectF(origin.x() - 1, origin.y() - ascent, width + 2, height))
        )
        box = outline.boundingRect()
        if not paper.contains(box):
            continue  # (a name cut by the sheet's edge reads badly)
        if taken.hits(box, outline if angle else None, None, names_only=True):
            continue
        return LaidName(label, label.font, origin, turn, box, outline if angle else None)
    return None


def _mend(
    layout: NameLayout,
    labels: Sequence[MapLabel],
    changed: Sequence[MapLabel],
    paper_scene: QRectF,
    dots: Sequence[QPointF],
) -> NameLayout | None:
    """``layout`` of names before an edit, mended for the ``labels`` after it (where a
    label not ``changed`` is the very object laid out before): the names of the
    ``changed`` labels (added, removed or altered), and the names near where they were
    and where they may go (within ``MENDED_ROOM``), are written again with the rules of
    ``_lay_out`` among the rest, which stand as they were (the areas' names too where
    they are written before the places'); so are the places' names left out where the
    edit, or a name written again, vacated room. ``dots``: every place's symbol after the
    edit. None where ``layout`` holds a name of no label (laid out for other labels)."""
    zoom = layout.zoom
    paper = QRectF(
        paper_scene.x() * zoom,
        paper_scene.y() * zoom,
        paper_scene.width() * zoom,
        paper_scene.height() * zoom,
    )
    index_of = {id(label): index for index, label in enumerate(labels)}
    changed_ids = {id(label) for label in changed}
    room = MENDED_ROOM
    # where the edit made or freed room: round each changed label's name as written and
    # its symbol, where it was and where it is now, and the sides its name may go to
    # (``vacated``: where it may have made room, round what the changed labels took before)
    regions: list[QRectF] = []
    vacated: list[QRectF] = []
    for name in layout.names:
        if id(name.label) in changed_ids:
            vacated.append(name.box.adjusted(-room, -room, room, room))
    half = DOT_PX / 2
    for label in changed:
        if not label.centred:
            dot = label.anchor * zoom
            symbol = QRectF(dot.x() - half, dot.y() - half, DOT_PX, DOT_PX)
            (regions if id(label) in index_of else vacated).append(
                symbol.adjusted(-room, -room, room, room)
            )
        if id(label) in index_of and zoom >= label.min_zoom:
            regions.append(_reach(label, zoom).adjusted(-room, -room, room, room))
    regions += vacated
    # (where the areas' names are written before the places', and no area's name
    # changed, they stand: no place's name moves them)
    areas_stand = zoom < AREAS_FIRST_BELOW and not any(label.centred for label in changed)
    kept: dict[int, LaidName] = {}
    again: list[int] = []
    dropped: dict[int, LaidName] = {}
    for name in layout.names:
        if id(name.label) in changed_ids:
            continue
        index = index_of.get(id(name.label))
        if index is None:
            return None
        if not (areas_stand and name.label.centred) and any(
            region.intersects(name.box) for region in regions
        ):
            again.append(index)
            dropped[index] = name
        else:
            kept[index] = name
    # the places' names left out: tried again where the edit vacated room round them
    # (and, below, where the names written again left room)
    waiting: dict[int, QRectF] = {}
    for label in layout.crowded:
        if id(label) in changed_ids:
            continue
        index = index_of.get(id(label))
        if index is None:
            return None
        reach = _reach(label, zoom)
        if any(region.intersects(reach) for region in vacated):
            again.append(index)
        else:
            waiting[index] = reach
    again.extend(
        index_of[id(label)] for label in changed if id(label) in index_of and zoom >= label.min_zoom
    )
    # (rounds as ``_lay_out``'s, for the names left out that were not left out before: a
    # place's name changed counts as its name before the edit)
    left_out_before = {(label.text, label.anchor.x(), label.anchor.y()) for label in layout.crowded}
    was_crowded = {
        index
        for index in again
        if labels[index].text in {text for text, _x, _y in left_out_before}
        or any(
            (labels[index].anchor.x(), labels[index].anchor.y()) == (x, y)
            for _text, x, y in left_out_before
        )
    }
    # the part of the sheet the names written again look at (their sides, and those of
    # the places' names they move aside): the symbols and names outside it are left out
    span = (
        SYMBOL_SIZE
        + max(NAME_PUSHES)
        + 4
        + max(
            (max(name.box.width(), name.box.height()) for name in layout.names if name.place),
            default=0.0,
        )
    )
    # (and those of the names left out that may be tried again below)
    maybe_retried = {
        index
        for index, reach in waiting.items()
        if any(reach.intersects(name.box) for name in dropped.values())
    }
    work = QRectF()
    for index in (*again, *maybe_retried):
        work = work.united(_reach(labels[index], zoom))
    work.adjust(-2 * span, -2 * span, 2 * span, 2 * span)
    near_dots = [dot for dot in dots if work.contains(dot)]
    near_kept = [(index, name) for index, name in kept.items() if work.intersects(name.box)]
    first: set[int] = set()
    best: tuple[dict[int, LaidName], list[int], _Crowd] | None = None
    for _round in range(LAYOUT_ROUNDS):
        taken = _symbols(near_dots)
        for index, name in near_kept:
            taken.add(name.box, name.outline, None, index)
        names = dict(kept)
        order = sorted(set(again), key=_ranking(labels, zoom, first))
        crowded = _write(labels, order, zoom, paper, taken, names)
        if best is None or len(crowded) < len(best[1]):
            best = (names, crowded, taken)
        newly = [index for index in crowded if index not in was_crowded]
        if not newly or len(newly) > RELAID_AT_MOST or first.issuperset(newly):
            break
        first.update(newly)
    assert best is not None
    names, crowded, taken = best
    # the names left out near where the names written again stood before
    freed = [
        name.box
        for index, name in dropped.items()
        if index not in names or names[index].box != name.box
    ]
    rank = _ranking(labels, zoom, set())
    retried = sorted(
        (index for index in maybe_retried if any(waiting[index].intersects(box) for box in freed)),
        key=rank,
    )
    crowded += _write(labels, retried, zoom, paper, taken, names)
    crowded += [index for index in waiting if index not in retried]
    return NameLayout(
        zoom,
        tuple(names[index] for index in sorted(names, key=rank)),
        tuple(labels[index] for index in sorted(crowded, key=rank)),
    )


def _reach(label: MapLabel, zoom: float) -> QRectF:
    """The box round everywhere ``label``'s name may be written at ``zoom`` (zoomed scene
    pixels): round every side of a place's symbol, every place of an area's name."""
    reach = QRectF()
    if label.centred:
        width, height, ascent = _measure(label.font, label.text)
        for anchor, angle in ((label.anchor, label.angle), *label.alternatives):
            turn = QTransform().translate(anchor.x() * zoom, anchor.y() * zoom).rotate(angle)
            box = QRectF(-width / 2 - 1, -ascent / 2, width + 2, height)
            reach = reach.united(turn.mapRect(box))
        return reach
    dot = label.anchor * zoom
    width, height, _ascent = _measure(label.font, label.text)
    for box in _sides(dot, width + 2, height, max(NAME_PUSHES)):
        reach = reach.united(box)
    return reach


def paint_name(painter: QPainter, name: LaidName, shift: QTransform) -> None:
    """Write the laid-out ``name`` with its paper-coloured halo; ``shift`` takes zoomed
    scene pixels to the painter's device (the scroll)."""
    painter.setTransform(name.turn * shift)
    painter.setPen(QPen(QColor(PAPER.red(), PAPER.green(), PAPER.blue(), 200), 3))
    halo = QPainterPath()
    halo.addText(name.origin, name.font, name.label.text)
    painter.strokePath(halo, painter.pen())
    painter.setPen(name.label.colour)
    painter.setFont(name.font)
    painter.drawText(name.origin, name.label.text)


def _shrunk(font: QFont, shrink: float) -> QFont:
    """``font`` at ``shrink`` times its size (itself at 1)."""
    if shrink == 1.0:
        return font
    smaller = QFont(font)
    smaller.setPointSizeF(font.pointSizeF() * shrink)
    return smaller


_MEASURES: dict[tuple[str, float, bool, str], tuple[float, float, float]] = {}


def _measure(font: QFont, text: str) -> tuple[float, float, float]:
    """The width of ``text`` in ``font``, the font's line height and ascent (pixels)."""
    key = (font.family(), font.pointSizeF(), font.italic(), text)
    known = _MEASURES.get(key)
    if known is None:
        metrics = QFontMetricsF(font)
        known = (metrics.horizontalAdvance(text), metrics.height(), metrics.ascent())
        if len(_MEASURES) > 20000:
            _MEASURES.clear()
        _MEASURES[key] = known
    return known


class _Crowd:
    """What is written or drawn so far, for quick overlap tests: boxes (with the exact
    outline of a turned name), in cells of a grid; each a symbol (its centre) or a name
    (its label's index)."""

    CELL = 40.0

    def __init__(self) -> None:
        self._cells: dict[tuple[int, int], list[_Taken]] = {}
        self._names: dict[int, _Taken] = {}

    def _keys(self, edges: tuple[float, float, float, float]) -> list[tuple[int, int]]:
        """The cells a box with these ``edges`` (see ``_edges``) meets."""
        cell = self.CELL
        left, top, right, bottom = edges
        rows = range(math.floor(top / cell), math.floor(bottom / cell) + 1)
        return [
            (i, j)
            for i in range(math.floor(left / cell), math.floor(right / cell) + 1)
            for j in rows
        ]

    def add(
        self, box: QRectF, outline: QPolygonF | None, dot: QPointF | None, name: int | None
    ) -> None:
        """Take ``box``: a symbol's round ``dot``, or the name of label ``name``
        (``outline``: a turned name's exact outline)."""
        entry = _Taken(box, outline, dot, name, _edges(box))
        if name is not None:
            self._names[name] = entry
        for key in self._keys(entry.edges):
            self._cells.setdefault(key, []).append(entry)

    def remove(self, name: int) -> None:
        """Give back the room of the name of label ``name``."""
        entry = self._names.pop(name)
        for key in self._keys(entry.edges):
            self._cells[key] = [other for other in self._cells[key] if other is not entry]

    def _overlapping(
        self,
        box: QRectF,
        outline: QPolygonF | None,
        own_dot: QPointF | None,
        names_only: bool,
        first_only: bool = False,
        stop_past: int | None = None,
    ) -> list[_Taken]:
        """What ``box`` overlaps (see ``hits``); only the first found where
        ``first_only``, and no more once a symbol or more than ``stop_past`` names are
        found."""
        found: list[_Taken] = []
        edges = _edges(box)
        left, top, right, bottom = edges
        cells = self._cells
        for key in self._keys(edges):
            for other in cells.get(key, ()):
                # (the edges first: a quick necessary test before Qt's exact one)
                other_left, other_top, other_right, other_bottom = other.edges
                if (
                    other_left >= right
                    or left >= other_right
                    or other_top >= bottom
                    or top >= other_bottom
                ):
                    continue
                if other.dot is not None and (names_only or other.dot == own_dot):
                    continue
                if other in found or not box.intersects(other.box):
                    continue
                if (outline is None and other.outline is None) or (
                    outline or QPolygonF(box)
                ).intersects(other.outline or QPolygonF(other.box)):
                    found.append(other)
                    if first_only or (
                        stop_past is not None and (other.name is None or len(found) > stop_past)
                    ):
                        return found
        return found

    def hits(
        self,
        box: QRectF,
        outline: QPolygonF | None,
        own_dot: QPointF | None,
        *,
        names_only: bool = False,
    ) -> bool:
        """Whether ``box`` (``outline``: its exact turned outline) overlaps anything taken:
        a name, or a symbol other than the one at ``own_dot`` (no symbol at all when
        ``names_only``)."""
        return bool(self._overlapping(box, outline, own_dot, names_only, first_only=True))

    def blockers(self, box: QRectF, own_dot: QPointF, most: int) -> list[int | None]:
        """What ``box`` overlaps: the labels' indices of names, None for each symbol
        (but the one at ``own_dot``); once a symbol or more than ``most`` names are
        found, no more are looked for."""
        return [
            other.name for other in self._overlapping(box, None, own_dot, False, stop_past=most)
        ]


def _edges(box: QRectF) -> tuple[float, float, float, float]:
    """``box``'s left, top, right and bottom edges (of its normalised rectangle)."""
    x, y, width, height = cast(tuple[float, float, float, float], box.getRect())
    right, bottom = x + width, y + height
    if width < 0:
        x, right = right, x
    if height < 0:
        y, bottom = bottom, y
    return (x, y, right, bottom)


@dataclass(frozen=True, slots=True, eq=False)
class _Taken:
    """A box taken: a symbol's (round ``dot``) or a name's (label index ``name``)."""

    box: QRectF
    outline: QPolygonF | None
    dot: QPointF | None
    name: int | None
    #: ``box``'s edges (see ``_edges``).
    edges: tuple[float, float, float, float]


class SheetNames:
    """The names printed on ``sheet`` (``land``: the land's path, where area names go;
    ``name_text``: a name of the map as shown) and how they are painted."""

    def __init__(
        self,
        sheet: SheetMap,
        map_rect: QRectF,
        land: QPainterPath,
        name_text: Callable[[str], str],
    ) -> None:
        self.sheet = sheet
        self.map_rect = map_rect
        self.name_text = name_text
        self._land_path = land
        #: Every name, areas' first (in the map's order), then places'.
        self.labels: list[MapLabel] = []
        # the land as shapely polygons and their search tree, made when needed
        self._land_shapes: tuple[Any, Any, Any] | None = None
        #: Area names written at sea: (label index, region part, the area's places).
        self._names_at_sea: list[tuple[int, Polygon, list[Point]]] = []
        # for each area's name, the scene box of the region's part it names (None: a
        # name amid the area's places)
        self._label_parts: list[QRectF | None] = []
        # whether each region part's anchor lies at sea, by the part (kept with it)
        self._sea_tests: dict[int, tuple[Polygon, QRectF, bool]] = {}
        #: The UI scale the names' fonts were made for (see ``follow_ui_scale``).
        self.label_scale = ui_scale_factor()
        # the layouts worked out, by zoom (see ``layout``)
        self._layouts: dict[float, NameLayout] = {}
        self._layout_sheet = sheet
        #: Where ``follow`` last wrote names anew in the layouts it mended (scene).
        self.mended_box = QRectF()
        self._build_area_labels()
        #: How many of ``labels`` are areas' names (they come first).
        self._area_label_count = len(self.labels)
        self._build_place_labels()

    @property
    def area_labels(self) -> Sequence[MapLabel]:
        """The areas' names (the first of ``labels``)."""
        return tuple(self.labels[: self._area_label_count])

    @property
    def has_names_at_sea(self) -> bool:
        """Whether areas' names written at sea wait for ``move_names_onto_land``."""
        return bool(self._names_at_sea)

    def follow(
        self,
        sheet: SheetMap,
        *,
        land: QPainterPath | None = None,
        areas: bool,
        land_changed_in: QRectF | None = None,
    ) -> None:
        """Name ``sheet`` from now on (the same paper as before): the places' names are
        written anew; the areas' names too when ``areas`` (their data, or the places that
        carry a name, changed) or the land changed (``land``, its new path). Where only
        the land changed, within the scene box ``land_changed_in``, an area's name whose
        part of its region lies clear of that box stays as it was written (moved onto
        its land or not). Names written anew at sea wait for ``move_names_onto_land``.

        The layouts of the zooms used last are mended where few names changed: only the
        names near those are written again (see ``_mend``; ``mended_box`` says where);
        the other layouts are worked out anew when next needed."""
        self.sheet = sheet
        before = self.labels
        if land is not None:
            self._land_path = land
            self._land_shapes = None
            self._sea_tests = (
                {}
                if land_changed_in is None
                else {
                    key: test
                    for key, test in self._sea_tests.items()
                    if not test[1].intersects(land_changed_in)
                }
            )
        if areas or land is not None:
            written = self.labels[: self._area_label_count]
            waiting = {index for index, _part, _places in self._names_at_sea}
            self.labels = []
            self._names_at_sea = []
            self._label_parts = []
            self._build_area_labels()
            self._area_label_count = len(self.labels)
            if not areas and land_changed_in is not None and len(written) == len(self.labels):
                self._keep_names_clear_of(land_changed_in, written, waiting)
        else:
            self.labels = self.labels[: self._area_label_count]
        self._build_place_labels()
        self._mend_layouts(before)

    def follow_same_names(self, sheet: SheetMap) -> None:
        """Name ``sheet`` from now on, whose places, areas and land are those named now
        (an edit of its cards, canals or mountains): the names and layouts stand."""
        self.sheet = sheet
        self._layout_sheet = sheet
        self.mended_box = QRectF()

    def _mend_layouts(self, before: Sequence[MapLabel]) -> None:
        """The layouts kept, made for the labels ``before``, mended for ``labels`` where
        few names changed (the labels unchanged are taken back: the very objects laid
        out), else forgotten; ``mended_box`` is set to where the names changed."""
        self.mended_box = QRectF()
        changed = self._take_back_labels(before)
        self._layout_sheet = self.sheet
        if not changed:
            return  # (the names stand as they are)
        if len(changed) > MENDED_AT_MOST:
            self.forget_layouts()
            return
        recent = list(self._layouts.values())[-LAYOUTS_MENDED:]
        self._layouts = {}
        for layout in recent:
            mended = _mend(layout, self.labels, changed, self.map_rect, self._dots(layout.zoom))
            if mended is None:
                continue
            self._layouts[layout.zoom] = mended
            zoom = layout.zoom
            before_ids = {id(name) for name in layout.names}
            after_ids = {id(name) for name in mended.names}
            for name in (*layout.names, *mended.names):
                if id(name) in before_ids and id(name) in after_ids:
                    continue
                box = name.box
                self.mended_box = self.mended_box.united(
                    QRectF(box.x() / zoom, box.y() / zoom, box.width() / zoom, box.height() / zoom)
                )

    def _take_back_labels(self, before: Sequence[MapLabel]) -> list[MapLabel]:
        """Each of ``labels`` equal to one of the labels ``before`` replaced by that one
        (each taken back once); returns the labels changed: those of ``labels`` new or
        altered, then those of ``before`` gone."""
        waiting: dict[tuple[str, float, float, bool], list[MapLabel]] = {}
        for label in before:
            key = (label.text, label.anchor.x(), label.anchor.y(), label.centred)
            waiting.setdefault(key, []).append(label)
        changed: list[MapLabel] = []
        for index, label in enumerate(self.labels):
            key = (label.text, label.anchor.x(), label.anchor.y(), label.centred)
            same = next((old for old in waiting.get(key, ()) if old == label), None)
            if same is None:
                changed.append(label)
            else:
                waiting[key].remove(same)
                self.labels[index] = same
        changed.extend(itertools.chain.from_iterable(waiting.values()))
        return changed

    def _keep_names_clear_of(
        self, changed: QRectF, written: Sequence[MapLabel], waiting: set[int]
    ) -> None:
        """The areas' names just written anew for the same areas, where their region's
        part lies clear of the land's ``changed`` box, put back as they were ``written``
        (``waiting``: those of them still waiting to be moved onto land)."""
        for index, part in enumerate(self._label_parts):
            if part is not None and not part.intersects(changed):
                self.labels[index] = written[index]
        self._names_at_sea = [
            entry
            for entry in self._names_at_sea
            if (part := self._label_parts[entry[0]]) is None
            or part.intersects(changed)
            or entry[0] in waiting
        ]

    def _build_area_labels(self) -> None:
        """Each area's name inside each large part of its region (or amid its places)."""
        font = QFont("serif")
        font.setPointSizeF(scaled_points(9))
        font.setItalic(True)
        font.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, 2.2)
        for area in self.sheet.areas:
            points = [loc.point for loc in self.sheet.locations if loc.area == area.id]
            # where the name goes (anchor, angle), whether that is at sea, and its part
            anchors: list[tuple[Point, float, Polygon | None, Polygon | None]] = []
            if area.region:
                # inside each large part of the region (a coarse polygon: an area on both
                # edges of the map is named on both), on its land where it has some
                largest = max(ring_area(part.exterior) for part in area.region)
                for part in area.region:
                    if ring_area(part.exterior) < 0.2 * largest:
                        continue
                    anchor = interior_point(part.exterior)
                    at_sea = self._at_sea(part, anchor)
                    # (a name at sea goes onto its land in ``move_names_onto_land``)
                    anchors.append(
                        (anchor, lettering_angle(part.exterior), part if at_sea else None, part)
                    )
            elif points:
                middle = (
                    sum(x for x, _ in points) / len(points),
                    sum(y for _, y in points) / len(points),
                )
                anchors.append((middle, 0.0, None, None))
            else:
                continue
            for anchor, angle, sea_part, named_part in anchors:
                if sea_part is not None:
                    self._names_at_sea.append((len(self.labels), sea_part, points))
                self._label_parts.append(None if named_part is None else _scene_box(named_part))
                self.labels.append(
                    MapLabel(
                        self.name_text(area.name).upper(),
                        to_scene(anchor),
                        AREA_LABEL_MIN_ZOOM,
                        font,
                        QColor(107, 90, 68, 220),
                        centred=True,
                        priority=AREA_LABEL_PRIORITY,
                        angle=angle,
                    )
                )

    def _at_sea(self, part: Polygon, anchor: Point) -> bool:
        """Whether ``anchor``, the anchor of the region's ``part``, lies at sea (kept for
        the part until the land changes round it)."""
        known = self._sea_tests.get(id(part))
        if known is not None and known[0] is part:
            return known[2]
        at_sea = not self._land_path.contains(to_scene(anchor))
        self._sea_tests[id(part)] = (part, _scene_box(part), at_sea)
        return at_sea

    def _build_place_labels(self) -> None:
        """Each place's name, beside its symbol."""
        font = QFont()
        font.setPointSizeF(scaled_points(8))
        for location in self.sheet.locations:
            self.labels.append(
                MapLabel(
                    self.name_text(location.name),
                    to_scene(location.point),
                    LABEL_MIN_ZOOM[location.type],
                    font,
                    INK,
                    priority=LABEL_PRIORITY[location.type],
                )
            )

    def move_names_onto_land(self) -> None:
        """The area names written at sea moved onto their land where it can carry them (at
        sea still where they do not fit there; numpy and shapely are needed here). Each is
        moved once: a name moved waits no more."""
        waiting, self._names_at_sea = self._names_at_sea, []
        self.forget_layouts()
        for index, part, places in waiting:
            on_land = self._land_label_place(part, places)
            if on_land is not None:
                label = self.labels[index]
                self.labels[index] = replace(
                    label,
                    anchor=to_scene(on_land[0]),
                    angle=on_land[1],
                    alternatives=((label.anchor, label.angle),),
                )

    def _land_label_place(
        self, part: Polygon, places: Sequence[Point]
    ) -> tuple[Point, float] | None:
        """Where on the land of a region's ``part`` an area's name goes, and the angle
        along that land: the piece of land holding most of the area's ``places`` (the
        largest of those), else the largest piece; None when there is no land to carry the
        name (a sea of small islands)."""
        import numpy as np
        import shapely
        from shapely.geometry import Polygon as ShapelyPolygon

        if self._land_shapes is None:
            outlines = [polygon.exterior for polygon in self.sheet.land]
            flat = itertools.chain.from_iterable(itertools.chain.from_iterable(outlines))
            coordinates = np.fromiter(flat, dtype=float).reshape(-1, 2)
            indices = np.repeat(np.arange(len(outlines)), [len(ring) for ring in outlines])
            shapes = shapely.polygons(shapely.linearrings(coordinates, indices=indices))
            self._land_shapes = (shapes, shapely.STRtree(shapes), shapely.area(shapes))
        shapes, tree, areas = self._land_shapes
        shape = ShapelyPolygon(part.exterior, part.holes)
        if not shape.is_valid:
            shape = shape.buffer(0)
        dots = shapely.points(np.array(places, dtype=float).reshape(-1, 2))
        near = self.sheet.ruler_unit * 0.1
        best = None
        best_score = (0, 0.0)
        for index in tree.query(shape).tolist():
            if areas[index] < 0.01 * shape.area:
                continue  # (an island too small to carry the name)
            try:
                # (cut to the region's box first: far quicker on a continent)
                piece = shape.intersection(shapely.clip_by_rect(shapes[index], *shape.bounds))
            except shapely.errors.GEOSException:
                continue  # (the land's outlines are checked when the map loads)
            for candidate in getattr(piece, "geoms", [piece]):
                if candidate.geom_type != "Polygon" or candidate.area < 0.01 * shape.area:
                    continue  # (an island too small to carry the name)
                # ports lie on the coast: near the land is on it
                held = int(np.count_nonzero(shapely.dwithin(candidate, dots, near)))
                score = (held, candidate.area)
                if score > best_score:
                    best, best_score = candidate, score
        if best is None or (best_score[0] == 0 and best.area < 0.03 * shape.area):
            return None
        return self._roomy_point(best), lettering_angle(list(best.exterior.coords)[:-1])

    def _roomy_point(self, piece: Any) -> Point:
        """A point of the shapely polygon ``piece`` with room for a name: far from its
        edge and from the places (whose names are written first), counted wider across
        than up and down as a name is."""
        import numpy as np
        import shapely

        x0, y0, x1, y1 = piece.bounds
        grid_x, grid_y = np.meshgrid(np.linspace(x0, x1, 18)[1:-1], np.linspace(y0, y1, 13)[1:-1])
        xs, ys = grid_x.ravel(), grid_y.ravel()
        inside = shapely.contains_xy(piece, xs, ys)
        if not inside.any():
            middle = piece.representative_point()
            return (middle.x, middle.y)
        xs, ys = xs[inside], ys[inside]
        edge = piece.boundary.simplify((x1 - x0) / 60)  # (a coarse edge is enough)
        room = shapely.distance(edge, shapely.points(xs, ys))
        places = np.array([location.point for location in self.sheet.locations], dtype=float)
        if len(places):
            # a place's name is written to the right of its symbol
            named = places[None, :, 0] + self.sheet.ruler_unit * 0.3
            across = (xs[:, None] - named) / 3.0
            down = ys[:, None] - places[None, :, 1]
            room = np.minimum(room, np.min(np.hypot(across, down), axis=1))
        best = int(np.argmax(room))
        return (float(xs[best]), float(ys[best]))

    def layout(self, zoom: float) -> NameLayout:
        """Where every name goes at ``zoom`` (pixels per map unit), the whole sheet at once
        (kept per zoom until the names change): each name in turn by importance, a place's
        name on the first side of its symbol where it covers no name written before and
        no place's symbol, in a smaller type where no side has room at full size, left out
        only where even that fails (``NameLayout.crowded``). (The zoom is taken to six
        decimals: a zoom worked out again from a pixel's size finds its layout.)"""
        zoom = round(zoom, 6)
        if self._layout_sheet is not self.sheet:  # (a map edited in place: its places moved)
            self._layouts.clear()
            self._layout_sheet = self.sheet
        known = self._layouts.pop(zoom, None)
        if known is not None:
            self._layouts[zoom] = known  # (the layouts used last come last)
            return known
        laid = _lay_out(self.labels, zoom, self.map_rect, self._dots(zoom))
        if len(self._layouts) >= LAYOUTS_KEPT:
            self._layouts.pop(next(iter(self._layouts)))
        self._layouts[zoom] = laid
        return laid

    def _dots(self, zoom: float) -> list[QPointF]:
        """Every place's symbol centre in zoomed scene pixels (scene units × ``zoom``)."""
        return [
            QPointF(location.point[0] * zoom, -location.point[1] * zoom)
            for location in self.sheet.locations
        ]

    def forget_layouts(self) -> None:
        """The names changed: every layout is worked out anew when next needed."""
        self._layouts.clear()

    def paint(self, painter: QPainter, rect: QRectF) -> None:
        """Paint the names within ``rect`` (scene) at a fixed size on screen, as
        ``layout`` lays them out at the painter's zoom."""
        transform = painter.worldTransform()
        zoom = math.hypot(transform.m11(), transform.m12())
        shift = transform.map(QPointF(0.0, 0.0))
        shown = QRectF(transform.mapRect(rect)).translated(-shift)
        painter.save()
        for name in self.layout(zoom).names:
            if name.box.intersects(shown):
                paint_name(painter, name, QTransform.fromTranslate(shift.x(), shift.y()))
        painter.restore()

    def follow_ui_scale(self) -> bool:
        """Resize the names to the current UI scale (Settings → Text size); returns whether
        they changed."""
        factor = ui_scale_factor()
        ratio = factor / self.label_scale
        if abs(ratio - 1.0) < 1e-6:
            return False
        resized: list[MapLabel] = []
        for label in self.labels:
            font = QFont(label.font)
            font.setPointSizeF(label.font.pointSizeF() * ratio)
            resized.append(replace(label, font=font))
        self.labels = resized
        self.label_scale = factor
        self.forget_layouts()
        return True


def _scene_box(polygon: Polygon) -> QRectF:
    """The scene box round ``polygon``'s outer ring (empty for an empty ring)."""
    if not polygon.exterior:
        return QRectF()
    xs = [x for x, _ in polygon.exterior]
    ys = [y for _, y in polygon.exterior]
    return QRectF(min(xs), -max(ys), max(xs) - min(xs), max(ys) - min(ys))
