"""The race board: a world map backdrop, the track of spaces with city names, the pawns.

Scene units are degrees (x east of Greenwich, continuing past 180; scene y is minus the
latitude so north is up), as in the board file and the journey map. The spaces are drawn
at the positions of ``layout.spread_track``. Items show the state they are given and hold
none of their own; ``show_state`` redraws the pawns from a new ``RaceState``.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import cache

from PySide6.QtCore import (
    QCoreApplication,
    QEasingCurve,
    QEvent,
    QLineF,
    QPointF,
    QRect,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsLineItem,
    QGraphicsObject,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from eighty_days.engine.race import Board, RaceState, Space, SpaceKind
from eighty_days.resources import DataError, default_world_map_path
from eighty_days.ui.accessibility.painted import refresh
from eighty_days.ui.art.celebration import CelebrationItem
from eighty_days.ui.art.paper import paint_paper
from eighty_days.ui.art.race_art import paint_space_symbol
from eighty_days.ui.common.message_text import map_name
from eighty_days.ui.common.palette import FAINT_INK, INK, LAND
from eighty_days.ui.common.plain_text import plain_tooltip
from eighty_days.ui.motion import Motion
from eighty_days.ui.race.layout import spread_track
from eighty_days.ui.race.looks import (
    SPACE_COLOURS,
    PawnLook,
    paint_pawn,
    space_help,
)
from eighty_days.ui.ui_scale import scaled_pixels

#: A city's name: its type's size on the board (scene units per pixel of the font).
CITY_NAME_SCALE = 0.16
#: The sizes a city's name is tried at where it finds no room (shares of its size).
CITY_NAME_SHRINKS = (1.0, 0.85, 0.75)
#: How far short of a name its line stops (degrees).
LEADER_GAP = 0.2
#: A city's name lies nearer its own space than any other's by this much (degrees).
NAME_CLEARANCE = 0.8
#: Neighbouring spaces are drawn at least this far apart (degrees).
SPACE_SPACING = 2.4
SPACE_RADIUS = 0.95
#: How far beyond its neighbours a crowded city's name may be written, a line leading
#: to it (degrees beyond the disc).
LEADER_LENGTHS = (SPACE_RADIUS * 2.2, SPACE_RADIUS * 3.2, SPACE_RADIUS * 4.4)
PAWN_SIZE = 1.5
SEA = QColor("#dbe7ee")
#: The sea's light wash over the paper.
SEA_WASH = QColor(140, 185, 215, 50)
#: One step of a pawn from a space to the next, at normal speed (ms).
PAWN_STEP_MS = 140
#: The longest walk shown, at normal speed (ms): long moves step faster.
PAWN_WALK_MAX_MS = 1400
#: How long the celebration of the winner lasts, at normal speed (ms).
CELEBRATION_MS = 2400


@cache
def world_land_path() -> QPainterPath:
    """The land of the default world map as one painter path (empty if it cannot be read)."""
    from eighty_days.sheet.io import load_map

    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    try:
        sheet = load_map(default_world_map_path())
    except (DataError, OSError):
        return path
    for polygon in sheet.land:
        for ring in (polygon.exterior, *polygon.holes):
            points = [QPointF(x, -y) for x, y in ring]
            if points:
                points.append(points[0])
                path.addPolygon(QPolygonF(points))
    return path


def space_positions(board: Board) -> list[QPointF]:
    """Where each space is drawn (scene coordinates)."""
    points = [(space.x, space.y) for space in board.spaces]
    if board.coordinates == "unit":
        # unit boards (0..1, y downwards) are drawn 360 degrees wide
        points = [(x * 360.0, -y * 180.0 + 90.0) for x, y in points]
    anchors = [space.index for space in board.spaces if space.city]
    spread = spread_track(points, anchors, SPACE_SPACING)
    return [QPointF(x, -y) for x, y in spread]


def space_tooltip(space: Space) -> str:
    """What a space is and does, for its tooltip."""
    title = QCoreApplication.translate("RaceBoard", "Space {index}").format(index=space.index)
    title += f": {map_name(space.city)}" if space.city else ""
    return f"<b>{title}</b><br>{space_help(space.kind)}"


def space_reach(space: Space) -> float:
    """How far from its centre a space's disc (with its outline) reaches (degrees)."""
    big = space.kind in (SpaceKind.START, SpaceKind.LONDON)
    return SPACE_RADIUS * (1.25 if big else 1.0) * 1.15


def _covered(box: QRectF, taken: Sequence[QRectF]) -> float:
    """How much of ``box`` the rectangles ``taken`` cover."""
    area = 0.0
    for other in taken:
        if box.intersects(other):
            common = box.intersected(other)
            area += common.width() * common.height()
    return area


def _gap(box: QRectF, point: QPointF) -> float:
    """How far ``point`` lies from ``box`` (0 inside)."""
    dx = max(box.left() - point.x(), 0.0, point.x() - box.right())
    dy = max(box.top() - point.y(), 0.0, point.y() - box.bottom())
    return math.hypot(dx, dy)


def _discs_covered(box: QRectF, discs: Sequence[tuple[QPointF, float]]) -> float:
    """How much of ``box`` the spaces' ``discs`` (centre, reach) cover, roughly: the
    depth each reaches into it times the box's height."""
    area = 0.0
    for centre, reach in discs:
        depth = reach - _gap(box, centre)
        if depth > 0:
            area += depth * box.height()
    return area


def _reads_as(box: QRectF, discs: Sequence[tuple[QPointF, float]], own: int) -> bool:
    """Whether a name in ``box`` reads as naming space ``own``: its disc lies nearer the
    box than any other space's by ``NAME_CLEARANCE`` at least."""
    mine = _gap(box, discs[own][0]) - discs[own][1]
    return all(
        _gap(box, centre) - reach >= mine + NAME_CLEARANCE
        for index, (centre, reach) in enumerate(discs)
        if index != own
    )


def leader_ends(centre: QPointF, reach: float, box: QRectF) -> tuple[QPointF, QPointF]:
    """The line from the edge of a space's disc (``centre``, ``reach``) to just short of
    the nearest point of its name's ``box`` (``LEADER_GAP`` short: it does not touch the
    letters)."""
    nearest = QPointF(
        min(max(centre.x(), box.left()), box.right()),
        min(max(centre.y(), box.top()), box.bottom()),
    )
    length = math.hypot(nearest.x() - centre.x(), nearest.y() - centre.y())
    if length <= reach + LEADER_GAP:
        return nearest, nearest

    def along(distance: float) -> QPointF:
        share = distance / length
        return QPointF(
            centre.x() + (nearest.x() - centre.x()) * share,
            centre.y() + (nearest.y() - centre.y()) * share,
        )

    return along(reach), along(length - LEADER_GAP)


def _line_crosses(
    start: QPointF, end: QPointF, discs: Sequence[tuple[QPointF, float]], own: int
) -> bool:
    """Whether the line ``start``–``end`` passes over a space's disc but ``own``'s."""
    for index, (centre, reach) in enumerate(discs):
        if index == own:
            continue
        if _segment_distance(centre, start, end) < reach:
            return True
    return False


def _line_hits_box(start: QPointF, end: QPointF, box: QRectF) -> bool:
    """Whether the line ``start``–``end`` passes over ``box`` (sampled finely)."""
    steps = 16
    return any(
        box.contains(
            QPointF(
                start.x() + (end.x() - start.x()) * step / steps,
                start.y() + (end.y() - start.y()) * step / steps,
            )
        )
        for step in range(steps + 1)
    )


def _segment_distance(point: QPointF, a: QPointF, b: QPointF) -> float:
    """How far ``point`` lies from the segment ``a``–``b``."""
    dx, dy = b.x() - a.x(), b.y() - a.y()
    length = dx * dx + dy * dy
    t = 0.0 if length == 0 else ((point.x() - a.x()) * dx + (point.y() - a.y()) * dy) / length
    t = max(0.0, min(1.0, t))
    return math.hypot(point.x() - a.x() - t * dx, point.y() - a.y() - t * dy)


def _name_boxes(
    centre: QPointF, reach: float, width: float, height: float, end: bool, led: bool = False
) -> list[QRectF]:
    """The boxes (``width`` × ``height``) tried for a city's name round the space at
    ``centre`` whose disc reaches ``reach``: beside, below, above and at the corners, then
    a little farther out; at the start and the finish (``end``: pawns stack above) never
    above (but at the corners above for a name ``led`` to by a line)."""
    boxes: list[QRectF] = []
    for gap in (reach + SPACE_RADIUS * 0.25, reach + SPACE_RADIUS * 0.85):
        corner = gap * 0.75
        x, y = centre.x(), centre.y()
        right = QRectF(x + gap, y - height / 2, width, height)
        left = QRectF(x - gap - width, y - height / 2, width, height)
        below = QRectF(x - width / 2, y + gap, width, height)
        above = QRectF(x - width / 2, y - gap - height, width, height)
        lower_right = QRectF(x + corner, y + corner, width, height)
        lower_left = QRectF(x - corner - width, y + corner, width, height)
        upper_right = QRectF(x + corner, y - corner - height, width, height)
        upper_left = QRectF(x - corner - width, y - corner - height, width, height)
        if end and led:  # (the corners above lie clear of the pawns' stack)
            boxes += [left, below, right, lower_left, lower_right, upper_right, upper_left]
        elif end:
            boxes += [left, below, right, lower_left, lower_right]
        else:
            boxes += [below, above, right, left, lower_right, lower_left, upper_right, upper_left]
    return boxes


class SpaceItem(QGraphicsItem):
    """One space: a disc coloured and marked by its kind, with a tooltip."""

    def __init__(self, space: Space, centre: QPointF) -> None:
        super().__init__()
        self.space = space
        self.setPos(centre)
        self.setZValue(3)
        self.setToolTip(space_tooltip(space))
        self.highlighted = False

    def boundingRect(self) -> QRectF:
        """The disc and its outline."""
        r = SPACE_RADIUS * 1.3
        return QRectF(-r, -r, 2 * r, 2 * r)

    def set_highlighted(self, highlighted: bool) -> None:
        """Ring the space (a target of the move being chosen)."""
        if highlighted != self.highlighted:
            self.highlighted = highlighted
            self.update()

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        """Draw the disc, its symbol and, for a highlighted space, a ring."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        kind = self.space.kind
        r = SPACE_RADIUS
        big = kind in (SpaceKind.START, SpaceKind.LONDON)
        if big:
            r *= 1.25
        painter.setPen(QPen(INK, 0.12))
        painter.setBrush(QColor(SPACE_COLOURS[kind]))
        painter.drawEllipse(QPointF(0, 0), r, r)
        # a second, thinner ring as on a printed board
        painter.setPen(QPen(QColor(INK.red(), INK.green(), INK.blue(), 90), 0.06))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(0, 0), r * 0.84, r * 0.84)
        paint_space_symbol(painter, kind, r)
        if self.highlighted:
            painter.setPen(QPen(QColor("#000000"), 0.22, Qt.PenStyle.DotLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), r * 1.22, r * 1.22)


class PawnItem(QGraphicsObject):
    """A player's pawn; several on one space stand in a visible stack."""

    clicked = Signal(int)

    def __init__(self, player: int, look: PawnLook) -> None:
        super().__init__()
        self.player = player
        self.look = look
        self.active = False
        self.setZValue(10 + player)
        self.setToolTip(plain_tooltip(look.name))
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def boundingRect(self) -> QRectF:
        """The pawn's square."""
        s = PAWN_SIZE * 0.6
        return QRectF(-s, -s, 2 * s, 2 * s)

    def set_active(self, active: bool) -> None:
        """Outline the pawn of the player whose turn it is."""
        if active != self.active:
            self.active = active
            self.update()

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        """Draw the pawn in its colour and shape."""
        s = PAWN_SIZE / 2
        paint_pawn(painter, self.look, QRectF(-s, -s, 2 * s, 2 * s), active=self.active)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """Announce a click (the window shows that player's details)."""
        self.clicked.emit(self.player)
        event.accept()


class RaceBoardScene(QGraphicsScene):
    """The whole board: sea, land, track line, spaces, city names, pawns."""

    def __init__(self, board: Board, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board = board
        self.positions = space_positions(board)
        self.space_items: list[SpaceItem] = []
        self.pawns: list[PawnItem] = []
        self._shown_spaces: dict[int, int] = {}
        self._walks: dict[int, tuple[list[QPointF], QPointF]] = {}
        #: Pawns stepping space by space to their new places (see ``show_state``).
        self.step_motion = Motion(PAWN_STEP_MS, self._walk_step, self)
        self._celebration: CelebrationItem | None = None
        #: The celebration of the first pawn in London.
        self.celebration_motion = Motion(
            CELEBRATION_MS, self._celebration_step, self, easing=QEasingCurve.Type.Linear
        )
        self._build()

    def _build(self) -> None:
        xs = [p.x() for p in self.positions]
        ys = [p.y() for p in self.positions]
        bounds = QRectF(min(xs) - 14, min(ys) - 16, max(xs) - min(xs) + 28, max(ys) - min(ys) + 34)
        self.setSceneRect(bounds)
        self.setBackgroundBrush(QBrush(SEA))
        land = QGraphicsPathItem(world_land_path())
        tint = QColor(LAND)
        tint.setAlpha(170)  # the paper shows through the land's wash
        land.setBrush(tint)
        pen = QPen(INK, 1.0)
        pen.setCosmetic(True)  # one pixel: Qt's fast path for the long coastline
        land.setPen(pen)
        land.setZValue(0)
        land.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        land.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.addItem(land)

        track = QPainterPath(self.positions[0])
        for point in self.positions[1:]:
            track.lineTo(point)
        line = QGraphicsPathItem(track)
        line.setPen(QPen(FAINT_INK, 0.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        line.setZValue(2)
        line.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.addItem(line)

        for space, centre in zip(self.board.spaces, self.positions, strict=True):
            item = SpaceItem(space, centre)
            self.addItem(item)
            self.space_items.append(item)
        #: The cities' names (placed again when the UI scale changes).
        self.city_labels: list[QGraphicsSimpleTextItem] = []
        #: The lines from a space to its name written a little away (by the name's
        #: place in ``city_labels``).
        self.city_leaders: dict[int, QGraphicsLineItem] = {}
        self._place_city_labels()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """Paper, in device pixels (sharp at every zoom), washed light blue for the sea."""
        transform = painter.worldTransform()
        painter.save()
        painter.resetTransform()
        device = transform.mapRect(QRectF(rect))
        paint_paper(painter, device, transform.map(self.sceneRect().topLeft()))
        painter.fillRect(device, SEA_WASH)
        painter.restore()

    def follow_ui_scale(self) -> None:
        """Write the cities' names again at the current UI scale (Settings → Text size)."""
        for label in self.city_labels:
            self.removeItem(label)
        for line in self.city_leaders.values():
            self.removeItem(line)
        self.city_labels = []
        self.city_leaders = {}
        self._place_city_labels()

    def _place_city_labels(self) -> None:
        """Name each city beside its space: on the first side (then a little farther out,
        then in smaller type) where the name covers no space (its own included), no name
        written before, and lies nearer its own space than any other; where no side is
        free, a name written before moves to another free side to make room; where that
        fails too, where it is covered least."""
        font = QFont("DejaVu Sans")
        font.setPixelSize(scaled_pixels(10))
        font.setBold(True)
        discs = [
            (point, space_reach(space))
            for space, point in zip(self.board.spaces, self.positions, strict=True)
        ]
        ends = (0, self.board.finish)
        # the start and the finish choose first: their pawn stacks limit them most
        order = sorted(
            (space for space in self.board.spaces if space.city),
            key=lambda space: space.index not in ends,
        )
        ways = {space.index: self._name_ways(space, font, space.index in ends) for space in order}
        written: dict[int, tuple[QFont, QRectF]] = {}
        led: set[int] = set()  # the names written a little away, a line to their space

        def free(index: int, box: QRectF, besides: int | None = None) -> bool:
            taken = [other for key, (_f, other) in written.items() if key not in (index, besides)]
            return (
                _covered(box, taken) == 0
                and _discs_covered(box, discs) == 0
                and _reads_as(box, discs, index)
            )

        for space in order:
            index = space.index
            chosen = next(((f, box) for f, box in ways[index] if free(index, box)), None)
            if chosen is None:
                chosen = self._make_room(index, ways, written, free)
            if chosen is None:
                chosen = self._led_away(space, font, written, discs, index in ends)
                if chosen is not None:
                    led.add(index)
            if chosen is None:
                chosen = min(
                    ways[index],
                    key=lambda way: (
                        _covered(way[1], [box for _f, box in written.values()])
                        + _discs_covered(way[1], discs)
                        + (0.0 if _reads_as(way[1], discs, index) else way[1].width())
                    ),
                )
            written[index] = chosen
        for space in order:
            sized, box = written[space.index]
            label = QGraphicsSimpleTextItem(map_name(space.city or ""))
            label.setBrush(INK)
            label.setFont(sized)
            label.setScale(CITY_NAME_SCALE)
            label.setPos(box.topLeft())
            label.setZValue(4)
            label.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.addItem(label)
            self.city_labels.append(label)
            if space.index in led:
                start, end = leader_ends(self.positions[space.index], space_reach(space), box)
                line = QGraphicsLineItem(QLineF(start, end))
                line.setPen(QPen(INK, 0.12))
                line.setZValue(4)
                line.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                self.addItem(line)
                self.city_leaders[len(self.city_labels) - 1] = line

    def _led_away(
        self,
        space: Space,
        font: QFont,
        written: dict[int, tuple[QFont, QRectF]],
        discs: Sequence[tuple[QPointF, float]],
        end: bool,
    ) -> tuple[QFont, QRectF] | None:
        """A box for ``space``'s name a little away from it, where a thin line from its
        disc to the name crosses no other space and no name: for a city crowded by its
        neighbours on the track (``end``: the start or the finish, never above). None
        where there is none."""
        centre = self.positions[space.index]
        reach = space_reach(space)
        text = QGraphicsSimpleTextItem(map_name(space.city or ""))
        text.setFont(font)
        rect = text.boundingRect()
        width, height = rect.width() * CITY_NAME_SCALE, rect.height() * CITY_NAME_SCALE
        taken = [box for _f, box in written.values()]
        for distance in LEADER_LENGTHS:
            for box in _name_boxes(centre, reach + distance, width, height, end, led=True):
                if _covered(box, taken) or _discs_covered(box, discs):
                    continue
                start, tip = leader_ends(centre, reach, box)
                if _line_crosses(start, tip, discs, space.index) or any(
                    _line_hits_box(start, tip, other) for other in taken
                ):
                    continue
                return font, box
        return None

    def _name_ways(self, space: Space, font: QFont, end: bool) -> list[tuple[QFont, QRectF]]:
        """Every way of writing ``space``'s city name beside it, in the order tried: its
        type (``font`` at full size, then smaller) and its box on the board."""
        text = QGraphicsSimpleTextItem(map_name(space.city or ""))
        ways: list[tuple[QFont, QRectF]] = []
        for shrink in CITY_NAME_SHRINKS:
            sized = QFont(font)
            sized.setPixelSize(max(1, round(font.pixelSize() * shrink)))
            text.setFont(sized)
            rect = text.boundingRect()
            width, height = rect.width() * CITY_NAME_SCALE, rect.height() * CITY_NAME_SCALE
            centre = self.positions[space.index]
            for box in _name_boxes(centre, space_reach(space), width, height, end):
                ways.append((sized, box))
        return ways

    @staticmethod
    def _make_room(
        index: int,
        ways: dict[int, list[tuple[QFont, QRectF]]],
        written: dict[int, tuple[QFont, QRectF]],
        free: Callable[[int, QRectF, int | None], bool],
    ) -> tuple[QFont, QRectF] | None:
        """A way for space ``index``'s name where one name written before stands in its
        way and moves to another free way of its own (``written`` changed so); None where
        no such move makes room."""
        for sized, box in ways[index]:
            blockers = [key for key, (_f, other) in written.items() if other.intersects(box)]
            if len(blockers) != 1 or not free(index, box, blockers[0]):
                continue
            blocker = blockers[0]
            for moved in ways[blocker]:
                if not moved[1].intersects(box) and free(blocker, moved[1], None):
                    written[blocker] = moved
                    return sized, box
        return None

    def set_looks(self, looks: Sequence[PawnLook]) -> None:
        """Make one pawn per player (replacing the old ones)."""
        for pawn in self.pawns:
            self.removeItem(pawn)
        self.pawns = []
        self._shown_spaces = {}
        for player, look in enumerate(looks):
            pawn = PawnItem(player, look)
            self.addItem(pawn)
            self.pawns.append(pawn)

    def pawn_position(self, state: RaceState, player: int) -> QPointF:
        """Where ``player``'s pawn stands: on its space, stacked above others there."""
        space = state.players[player].position
        sharing = [p for p, ps in enumerate(state.players) if ps.position == space]
        level = sharing.index(player)
        centre = self.positions[space]
        # a stack rising from the space, each pawn half a pawn higher and a little right
        return QPointF(centre.x() + 0.35 * level, centre.y() - 0.6 - 0.75 * level)

    def show_state(self, state: RaceState, active: int | None) -> None:
        """Put every pawn where ``state`` has it; outline ``active``'s pawn.

        A pawn that moved steps there space by space (forwards or, sent back by the
        handcuffs, backwards): only what is drawn moves, the state is already the new one.
        """
        self.step_motion.stop()
        self._walks = {}
        for player, pawn in enumerate(self.pawns):
            if player >= len(state.players):
                pawn.setVisible(False)
                continue
            pawn.setVisible(True)
            end = self.pawn_position(state, player)
            was = self._shown_spaces.get(player)
            now = state.players[player].position
            if was is not None and was != now and len(self._shown_spaces) == len(state.players):
                step = 1 if now > was else -1
                path = [self.positions[i] for i in range(was, now, step)]
                self._walks[player] = ([QPointF(p.x(), p.y() - 0.6) for p in path], end)
            pawn.setPos(end)
            pawn.set_active(player == active)
        finished = [
            p
            for p, ps in enumerate(state.players)
            if ps.position == self.board.finish
            and self._shown_spaces.get(p, self.board.finish) != self.board.finish
        ]
        self._shown_spaces = {p: ps.position for p, ps in enumerate(state.players)}
        for view in self.views():  # a screen reader hears the pawns' new spaces
            refresh(view)
        if finished and finished[0] < len(self.pawns):
            self.celebrate(finished[0])
        if self._walks:
            longest = max(len(points) for points, _ in self._walks.values())
            self.step_motion.normal_ms = min(PAWN_STEP_MS * longest, PAWN_WALK_MAX_MS)
            self.step_motion.start()

    def pawn_spaces(self) -> dict[int, int]:
        """The space each player's pawn stands on now (by player number)."""
        return dict(self._shown_spaces)

    def celebrate(self, player: int) -> None:
        """A moment of celebration round ``player``'s pawn arriving in London."""
        if self._celebration is not None:
            self.removeItem(self._celebration)
        item = CelebrationItem(QColor(self.pawns[player].look.colour))
        item.setPos(self.positions[self.board.finish])
        item.setZValue(40)
        self.addItem(item)
        self._celebration = item
        self.celebration_motion.start()

    def _celebration_step(self, fraction: float) -> None:
        item = self._celebration
        if item is None:
            return
        item.fraction = fraction
        item.update()
        if fraction >= 1.0:
            self.removeItem(item)
            self._celebration = None

    def _walk_step(self, fraction: float) -> None:
        """Pawns on their way: hopping from space to space, each step a small arc."""
        for player, (points, end) in self._walks.items():
            if player >= len(self.pawns):
                continue
            pawn = self.pawns[player]
            stops = [*points, end]
            if fraction >= 1.0 or len(stops) < 2:
                pawn.setPos(end)
                pawn.setZValue(10 + player)
                continue
            at = fraction * (len(stops) - 1)
            index = min(int(at), len(stops) - 2)
            t = at - index
            a, b = stops[index], stops[index + 1]
            hop = math.sin(math.pi * t) * 0.9
            pawn.setPos(QPointF(a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t - hop))
            pawn.setZValue(30)

    def highlight_spaces(self, indices: Sequence[int]) -> None:
        """Ring exactly the spaces ``indices``."""
        wanted = set(indices)
        for item in self.space_items:
            item.set_highlighted(item.space.index in wanted)


class RaceBoardView(QGraphicsView):
    """The board view: zoom with the wheel, follow a pawn, fit the whole track."""

    #: Pixels per degree when following the action.
    FOLLOW_ZOOM = 9.0

    def __init__(self, scene: RaceBoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.board_scene = scene
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        # the paper is the background: kept as a picture, redrawn on zoom only
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setMinimumHeight(260)
        self.zoom_to(self.FOLLOW_ZOOM)

    def changeEvent(self, event: QEvent) -> None:
        """A new UI scale (a font change) writes the cities' names at the new size."""
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.ApplicationFontChange):
            self.board_scene.follow_ui_scale()
        super().changeEvent(event)

    def zoom(self) -> float:
        """Pixels per degree."""
        return self.transform().m11()

    def _clamped(self, pixels_per_degree: float) -> float:
        fitting = self.viewport().width() / max(self.sceneRect().width(), 1)
        return max(min(pixels_per_degree, 40.0), min(fitting, 2.0))

    def zoom_to(self, pixels_per_degree: float) -> None:
        """Set the zoom (kept between the whole board and 40 px per degree)."""
        value = self._clamped(pixels_per_degree)
        self.resetTransform()
        self.scale(value, value)

    def fit(self) -> None:
        """Show the whole track."""
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def follow(self, point: QPointF) -> None:
        """Centre on ``point`` at the follow zoom (if zoomed further out, just centre)."""
        if self.zoom() < self.FOLLOW_ZOOM * 0.8:
            self.zoom_to(self.FOLLOW_ZOOM)
        self.centerOn(point)

    def wheelEvent(self, event: QWheelEvent) -> None:
        """Zoom around the mouse."""
        factor = 1.2 if event.angleDelta().y() > 0 else 1 / 1.2
        now = self.zoom()
        wanted = self._clamped(now * factor)
        self.scale(wanted / now, wanted / now)
        event.accept()
