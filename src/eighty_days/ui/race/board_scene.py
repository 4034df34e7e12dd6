"""The race board: a world map backdrop, the track of spaces with city names, the pawns.

Scene units are degrees (x east of Greenwich, continuing past 180; scene y is minus the
latitude so north is up), as in the board file and the journey map. The spaces are drawn
at the positions of ``layout.spread_track``. Items show the state they are given and hold
none of their own; ``show_state`` redraws the pawns from a new ``RaceState``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache

from PySide6.QtCore import (
    QCoreApplication,
    QEasingCurve,
    QEvent,
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

#: Neighbouring spaces are drawn at least this far apart (degrees).
SPACE_SPACING = 2.4
SPACE_RADIUS = 0.95
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


def _covered(box: QRectF, taken: Sequence[QRectF], own: QRectF) -> float:
    """How much of ``box`` the rectangles ``taken`` (but ``own``) cover."""
    area = 0.0
    for other in taken:
        if other is not own and box.intersects(other):
            common = box.intersected(other)
            area += common.width() * common.height()
    return area


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
        self.city_labels = []
        self._place_city_labels()

    def _place_city_labels(self) -> None:
        """Name each city beside its space, where the label covers no space nor label."""
        font = QFont("DejaVu Sans")
        font.setPixelSize(scaled_pixels(10))
        font.setBold(True)
        scale = 0.16
        r = SPACE_RADIUS * 1.3
        taken = [QRectF(p.x() - r, p.y() - r, 2 * r, 2 * r) for p in self.positions]
        ends = (0, self.board.finish)
        # the start and the finish choose first: their pawn stacks limit them most
        order = sorted(
            (space for space in self.board.spaces if space.city),
            key=lambda space: space.index not in ends,
        )
        for space in order:
            centre = self.positions[space.index]
            label = QGraphicsSimpleTextItem(map_name(space.city or ""))
            label.setFont(font)
            label.setBrush(INK)
            label.setScale(scale)
            rect = label.boundingRect()
            width, height = rect.width() * scale, rect.height() * scale
            gap = SPACE_RADIUS * 1.5
            below = QPointF(centre.x() - width / 2, centre.y() + gap)
            above = QPointF(centre.x() - width / 2, centre.y() - gap - height)
            left = QPointF(centre.x() - gap - width, centre.y() - height / 2)
            right = QPointF(centre.x() + gap, centre.y() - height / 2)
            # pawns stack above the start and the finish, so never put those names above
            candidates = (
                [left, below, right] if space.index in ends else [below, above, right, left]
            )
            own = taken[space.index]
            boxes = [QRectF(corner.x(), corner.y(), width, height) for corner in candidates]
            # the first free place, else the least covered one
            chosen = candidates[
                min(range(len(boxes)), key=lambda i: _covered(boxes[i], taken, own))
            ]
            taken.append(QRectF(chosen.x(), chosen.y(), width, height))
            label.setPos(chosen)
            label.setZValue(4)
            label.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.addItem(label)
            self.city_labels.append(label)

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
