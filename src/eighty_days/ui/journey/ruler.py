"""The ruler: a transport card laid on the map to draw a route, as on the paper pad.

The item is a drawing tool, not game state: it knows where it lies (origin, angle of
each segment, where it stops) and shows the verdict it is given. It announces intent
with signals (``route_changed`` while it moves, ``commit_requested`` on Enter); the
controller judges the route and commits it through the engine (ruling R2024-10).
The mouse reaches it through the map view's aiming (``ui/journey/aim.py``): a click aims
it, a drag on any part turns that part about its hinge; the keys through ``handle_key``.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFocusEvent,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from eighty_days.engine.journey.cards import segment_lengths
from eighty_days.sheet.model import Location, Point, Transport
from eighty_days.ui.common.focus_ring import focus_pen
from eighty_days.ui.common.palette import DETOUR_RED, ILLEGAL, INK, LEGAL
from eighty_days.ui.common.plain_text import plain_tooltip
from eighty_days.ui.common.value_text import fixed_decimal_text, ruler_length_text
from eighty_days.ui.journey.map_overlays import Z_RULER
from eighty_days.ui.journey.scene_geometry import to_scene
from eighty_days.ui.ui_scale import scaled_pixels, ui_scale_factor

#: Rotation steps (degrees) for the arrow keys and the wheel; Shift gives the fine step.
COARSE_STEP = 3.0
FINE_STEP = 0.5
#: Half the card's width on screen, in pixels.
BAND_HALF_WIDTH_PX = 11.0
#: The length label's opacity where it would cover a place name, or under the pointer.
LABEL_FADED_OPACITY = 0.3
#: The room round the length label's text inside its box (pixels, both sides together).
LABEL_PADDING_PX = 6.0
HANDLE_RADIUS_PX = 8.0
#: Half the hit area of a handle and of the card's band (logical pixels at 100 %): the
#: mouse grabs within 24 px, scaled with the UI scale.
GRAB_RADIUS_PX = 12.0
#: How far beyond the card's end the turning handle sits, in pixels.
HANDLE_OFFSET_PX = 20.0

CARD_FILL = QColor(252, 248, 236, 150)


def normalised_angle(degrees: float) -> float:
    """An angle brought into (−180°, 180°]."""
    value = math.fmod(degrees, 360.0)
    if value <= -180.0:
        value += 360.0
    elif value > 180.0:
        value -= 360.0
    return value


@dataclass(frozen=True, slots=True)
class RulerSpec:
    """The ruler printed on a transport card, in map units: length and detour marks."""

    length: float
    marks: tuple[float, ...]
    transport: Transport
    unit: float

    @property
    def segment_lengths(self) -> tuple[float, ...]:
        """Lengths of the card's segments between its detour marks."""
        return segment_lengths(self.length, self.marks)


@dataclass(frozen=True, slots=True)
class SegmentState:
    """How one ruler segment is shown: judged legal, illegal, unjudged, or unused."""

    legal: bool | None
    used: bool


class RulerItem(QGraphicsObject):
    """The card-shaped, hinged ruler pinned at the end of the active player's route."""

    #: The used route (map points) changed: the controller judges it.
    route_changed = Signal(object)
    #: The player asked to draw the route (Enter, or a double click on the ruler).
    commit_requested = Signal()
    #: The selected hinge (segment index) changed.
    hinge_selected = Signal(int)

    def __init__(
        self, origin: Point, spec: RulerSpec, initial_angle: float = 0.0, pixel_size: float = 0.25
    ) -> None:
        super().__init__()
        self.origin = origin
        self.spec = spec
        self._lengths = spec.segment_lengths
        self._angles = [initial_angle] * len(self._lengths)
        self._stop = spec.length
        self._selected = 0
        self._pixel = pixel_size
        self._segment_states: tuple[SegmentState, ...] = tuple(
            SegmentState(None, True) for _ in self._lengths
        )
        self._snapped: Location | None = None
        self._reason = ""
        #: How far along the route it first goes wrong (map units), ``None``: nowhere.
        self._illegal_from: float | None = None
        #: The pose Esc goes back to: the last one laid by a click (or the first).
        self._laid: tuple[tuple[float, ...], float] = (tuple(self._angles), self._stop)
        self.setZValue(Z_RULER)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable)
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        #: Where the length label was last written (scene units) and whether it was faded.
        self.label_rect = QRectF()
        self.label_faded = False
        self._pointer: QPointF | None = None
        self._update_tooltip()

    # -- geometry (map units) ----------------------------------------------------------

    @property
    def segment_count(self) -> int:
        """Number of segments (detour marks + 1)."""
        return len(self._lengths)

    @property
    def selected_segment(self) -> int:
        """The segment that rotates (with all beyond it) on drag, wheel and keys."""
        return self._selected

    @property
    def angles(self) -> tuple[float, ...]:
        """Absolute angle of each segment in degrees (−180, 180], counter-clockwise from east."""
        return tuple(self._angles)

    @property
    def stop_distance(self) -> float:
        """Where along the ruler the route stops (map units from the origin)."""
        return self._stop

    def joints(self) -> list[Point]:
        """The origin, every hinge and the far end of the whole card."""
        points = [self.origin]
        x, y = self.origin
        for length, angle in zip(self._lengths, self._angles, strict=True):
            x += length * math.cos(math.radians(angle))
            y += length * math.sin(math.radians(angle))
            points.append((x, y))
        return points

    def route_points(self) -> tuple[Point, ...]:
        """The route the ruler would draw: full segments up to the stop, then the stop."""
        points = [self.origin]
        travelled = 0.0
        x, y = self.origin
        for length, angle in zip(self._lengths, self._angles, strict=True):
            step = min(length, self._stop - travelled)
            if step <= 1e-9:
                break
            x += step * math.cos(math.radians(angle))
            y += step * math.sin(math.radians(angle))
            points.append((x, y))
            travelled += step
        return tuple(points)

    def end_point(self) -> Point:
        """The end of the route (the stop handle)."""
        return self.route_points()[-1]

    def far_end_scene_pos(self) -> QPointF:
        """The turning handle in scene coordinates: just beyond the card's far end."""
        joints = self.joints()
        end = to_scene(joints[-1])
        angle = math.radians(self._angles[-1])
        offset = HANDLE_OFFSET_PX * self._pixel
        return QPointF(end.x() + offset * math.cos(angle), end.y() - offset * math.sin(angle))

    def stop_handle_scene_pos(self) -> QPointF:
        """The stop handle in scene coordinates."""
        return to_scene(self.end_point())

    # -- changes -------------------------------------------------------------------------

    def set_segment_angle(self, index: int, angle: float) -> None:
        """Turn segment ``index`` to ``angle``; the segments beyond it turn along."""
        self.prepareGeometryChange()  # before the change: the scene's index drops the old rect
        delta = angle - self._angles[index]
        for j in range(index, len(self._angles)):
            self._angles[j] = normalised_angle(self._angles[j] + delta)
        self._changed()

    def rotate_selected(self, delta: float) -> None:
        """Turn the selected segment (and those beyond it) by ``delta`` degrees."""
        self.set_segment_angle(self._selected, self._angles[self._selected] + delta)

    def select_segment(self, index: int) -> None:
        """Make segment ``index`` the one that turns (a hinge)."""
        index %= len(self._lengths)
        if index != self._selected:
            self._selected = index
            self.hinge_selected.emit(index)
            self.update()

    def set_stop(self, distance: float) -> None:
        """Stop the route ``distance`` map units along the ruler (clamped to the card)."""
        self.prepareGeometryChange()
        minimum = min(self.spec.unit * 0.1, self.spec.length)
        self._stop = max(minimum, min(self.spec.length, distance))
        self._changed()

    def set_pose(self, angles: Sequence[float], stop: float) -> None:
        """Turn every segment to its absolute angle in ``angles`` and stop at ``stop`` at once.

        Segments beyond ``angles`` keep the last angle given. One change is announced (the
        computer's ruler moves to its chosen route this way, frame by frame).
        """
        self.prepareGeometryChange()
        if angles:
            for index in range(len(self._angles)):
                self._angles[index] = normalised_angle(angles[min(index, len(angles) - 1)])
        minimum = min(self.spec.unit * 0.1, self.spec.length)
        self._stop = max(minimum, min(self.spec.length, stop))
        self._changed()

    def pose(self) -> tuple[tuple[float, ...], float]:
        """The ruler's lie: every segment's angle and the stop."""
        return (tuple(self._angles), self._stop)

    def remember_pose(self) -> None:
        """This pose is the one Esc goes back to."""
        self._laid = self.pose()

    def restore_pose(self) -> None:
        """Back to the pose last remembered (Esc)."""
        angles, stop = self._laid
        self.set_pose(angles, stop)

    def travelled_before(self, index: int) -> float:
        """How far along the card segment ``index`` begins (map units)."""
        return sum(self._lengths[:index])

    def aim_at(self, point: Point, part: int | None = None) -> None:
        """Turn part ``part`` (default: the selected one) and all beyond it towards ``point``
        about its hinge, and stop there, or at the card's end if ``point`` is farther."""
        index = self._selected if part is None else part
        pivot = self.joints()[index]
        distance = math.dist(pivot, point)
        angles = list(self._angles)
        if distance > 1e-9:
            angle = math.degrees(math.atan2(point[1] - pivot[1], point[0] - pivot[0]))
            for j in range(index, len(angles)):
                angles[j] = angle
        self.set_pose(angles, self.travelled_before(index) + distance)

    def lay_along(self, route: Sequence[Point]) -> None:
        """Lay the card along ``route`` (points at the detour marks, then the end)."""
        angles: list[float] = []
        length = 0.0
        for a, b in itertools.pairwise(route):
            if math.dist(a, b) > 1e-12:
                angles.append(math.degrees(math.atan2(b[1] - a[1], b[0] - a[0])))
            length += math.dist(a, b)
        if not angles:
            return
        self.set_pose(angles, length)
        self.remember_pose()

    def show_verdict(
        self,
        states: Sequence[SegmentState],
        reason: str,
        snapped: Location | None,
        illegal_from: float | None = None,
    ) -> None:
        """Show the controller's judgement: the colours (green up to ``illegal_from``, the
        first illegal point along the route, red beyond; else per segment), the reason,
        the snap."""
        self.prepareGeometryChange()  # the snap mark may change the bounds
        self._segment_states = tuple(states)
        self._reason = reason
        self._snapped = snapped
        self._illegal_from = illegal_from
        self._update_tooltip()
        self.update()

    def on_zoom(self, pixel_size: float) -> None:
        """Keep handles a constant size on screen."""
        self.prepareGeometryChange()
        self._pixel = pixel_size

    def _changed(self) -> None:
        self.prepareGeometryChange()
        self.update()
        self.route_changed.emit(self.route_points())

    def _update_tooltip(self) -> None:
        name = QCoreApplication.translate("Transport", self.spec.transport.value.capitalize())
        marks = len(self.spec.marks)
        units = self.spec.length / self.spec.unit
        base = self.tr(
            "{name} ruler: {units} units, {marks} detour mark(s). Click a marked place "
            "to aim, click again to draw. Drag any part to turn it; Shift+wheel or ←/→ "
            "(Shift: fine) turn; < and > pick a hinge; ↑/↓ move the stop; Page Down and "
            "Page Up lay it on the places it reaches; Enter draws; Esc puts it back."
        ).format(name=name, units=ruler_length_text(units), marks=marks)
        self.setToolTip(plain_tooltip(f"{self._reason}\n\n{base}" if self._reason else base))

    # -- QGraphicsItem -------------------------------------------------------------------

    def boundingRect(self) -> QRectF:
        """All joints plus the card's width and the handles."""
        points = [to_scene(p) for p in self.joints()]
        if self._snapped is not None:
            radius = self._snapped.snap_radius
            c = to_scene(self._snapped.point)
            points += [
                QPointF(c.x() - radius, c.y() - radius),
                QPointF(c.x() + radius, c.y() + radius),
            ]
        xs = [p.x() for p in points]
        ys = [p.y() for p in points]
        # room for the handles and the length label round the joints: the label lies beside
        # a segment, (BAND_HALF_WIDTH_PX + 10) px off it and at most its width farther
        # (``_label_place``); a painting outside this rect would stay on the map when the
        # ruler moves (only this rect is repainted)
        _text, _font, label_width = self._length_label()
        label_reach = BAND_HALF_WIDTH_PX + 10 + label_width + LABEL_PADDING_PX + 2
        margin = max(max(BAND_HALF_WIDTH_PX, HANDLE_RADIUS_PX) + 90, label_reach) * self._pixel
        return QRectF(
            min(xs) - margin,
            min(ys) - margin,
            max(xs) - min(xs) + 2 * margin,
            max(ys) - min(ys) + 2 * margin,
        )

    def _band(self, index: int) -> QPolygonF:
        joints = self.joints()
        a, b = to_scene(joints[index]), to_scene(joints[index + 1])
        dx, dy = b.x() - a.x(), b.y() - a.y()
        length = math.hypot(dx, dy) or 1.0
        nx, ny = (
            -dy / length * BAND_HALF_WIDTH_PX * self._pixel,
            dx / length * BAND_HALF_WIDTH_PX * self._pixel,
        )
        return QPolygonF(
            [
                QPointF(a.x() + nx, a.y() + ny),
                QPointF(b.x() + nx, b.y() + ny),
                QPointF(b.x() - nx, b.y() - ny),
                QPointF(a.x() - nx, a.y() - ny),
            ]
        )

    def _handle_path(self, centre: QPointF, radius_px: float) -> QPainterPath:
        path = QPainterPath()
        r = radius_px * self._pixel
        path.addEllipse(centre, r, r)
        return path

    def shape(self) -> QPainterPath:
        """The card's segments and its two handles (what the mouse can grab)."""
        path = QPainterPath()
        for index in range(self.segment_count):
            path.addPolygon(self._band(index))
            path.closeSubpath()
        grab = grab_radius_px()
        path.addPath(self._handle_path(self.far_end_scene_pos(), grab))
        path.addPath(self._handle_path(self.stop_handle_scene_pos(), grab))
        path.setFillRule(Qt.FillRule.WindingFill)
        return path

    def part_at(self, scene_pos: QPointF) -> tuple[str, int]:
        """Which part is at ``scene_pos``: ("stop"|"end"|"segment"|"none", segment index).

        Handles answer within ``GRAB_RADIUS_PX`` (scaled with the UI scale), the card's
        segments within the same distance of their centre line."""
        grab = grab_radius_px() * self._pixel
        stop = self.stop_handle_scene_pos()
        end = self.far_end_scene_pos()
        to_end = math.hypot(scene_pos.x() - end.x(), scene_pos.y() - end.y())
        to_stop = math.hypot(scene_pos.x() - stop.x(), scene_pos.y() - stop.y())
        if to_stop <= grab and to_stop <= to_end:
            return ("stop", -1)
        if to_end <= grab:
            return ("end", self._selected)
        joints = [to_scene(p) for p in self.joints()]
        best, best_distance = -1, max(grab, BAND_HALF_WIDTH_PX * self._pixel)
        for index in range(self.segment_count):
            distance = _distance_to_segment(scene_pos, joints[index], joints[index + 1])
            if distance <= best_distance:
                best, best_distance = index, distance
        if best >= 0:
            return ("segment", best)
        return ("none", -1)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """Draw the card: bands, centre line by verdict, graduations, marks, handles."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        px = self._pixel
        joints = [to_scene(p) for p in self.joints()]
        used_points = [to_scene(p) for p in self.route_points()]
        if self.hasFocus():  # the focus ring: a halo round the card in the palette's colour
            ring = focus_pen()
            ring.setWidthF(ring.widthF() * 2.4)
            painter.setPen(ring)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for index in range(self.segment_count):
                painter.drawPolygon(self._band(index))
        # the card itself
        for index in range(self.segment_count):
            band = self._band(index)
            outline = QPen(INK, 2.2 if index == self._selected and self.segment_count > 1 else 1.0)
            outline.setCosmetic(True)
            painter.setPen(outline)
            painter.setBrush(QBrush(CARD_FILL))
            painter.drawPolygon(band)
        # the route line: green up to its first illegal point, red and dashed from there
        # (not by colour alone); per segment when no point is known
        self._paint_route_line(painter, used_points)
        # the unused rest of the card
        if self._stop < self.spec.length - 1e-9:
            pen = QPen(QColor(80, 80, 80, 110), 1.5, Qt.PenStyle.DotLine)
            pen.setCosmetic(True)
            painter.setPen(pen)
            path = QPainterPath(used_points[-1])
            passed = len(used_points) - 1
            for joint in joints[passed:]:
                path.lineTo(joint)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
        # graduations every ruler unit, longer every fifth
        tick_pen = QPen(INK, 1.0)
        tick_pen.setCosmetic(True)
        painter.setPen(tick_pen)
        unit = self.spec.unit
        count = int(self.spec.length / unit + 1e-6)
        for step in range(count + 1):
            self._draw_cross_mark(painter, step * unit, 0.45 if step % 5 else 0.8)
        # detour marks (hinges) in red
        for mark in self.spec.marks:
            red = QPen(DETOUR_RED, 2.6)
            red.setCosmetic(True)
            painter.setPen(red)
            self._draw_cross_mark(painter, mark, 1.15)
        start_pen = QPen(DETOUR_RED, 2.6)
        start_pen.setCosmetic(True)
        painter.setPen(start_pen)
        self._draw_cross_mark(painter, 0.0, 1.15)
        self._draw_cross_mark(painter, self.spec.length, 1.15)
        # hinge dots: the selected hinge is filled
        for index, joint in enumerate(joints[:-1]):
            if index == 0:
                continue
            radius = 4.5 * px
            painter.setPen(start_pen)
            painter.setBrush(QBrush(DETOUR_RED if index == self._selected else QColor("white")))
            painter.drawEllipse(joint, radius, radius)
        # handles: far end (turn) and stop
        handle_pen = QPen(INK, 1.5)
        handle_pen.setCosmetic(True)
        painter.setPen(handle_pen)
        painter.setBrush(QBrush(QColor("#fff8e0")))
        end = self.far_end_scene_pos()
        radius = HANDLE_RADIUS_PX * px
        painter.drawLine(joints[-1], end)
        painter.drawEllipse(end, radius, radius)
        painter.drawLine(
            QPointF(end.x() - radius * 0.5, end.y()), QPointF(end.x() + radius * 0.5, end.y())
        )
        painter.drawLine(
            QPointF(end.x(), end.y() - radius * 0.5), QPointF(end.x(), end.y() + radius * 0.5)
        )
        stop = used_points[-1]
        painter.setBrush(QBrush(INK))
        diamond = QPolygonF(
            [
                QPointF(stop.x(), stop.y() - radius * 0.8),
                QPointF(stop.x() + radius * 0.8, stop.y()),
                QPointF(stop.x(), stop.y() + radius * 0.8),
                QPointF(stop.x() - radius * 0.8, stop.y()),
            ]
        )
        painter.drawPolygon(diamond)
        # the snapped place
        if self._snapped is not None:
            snap_pen = QPen(LEGAL, 2.0, Qt.PenStyle.DashLine)
            snap_pen.setCosmetic(True)
            painter.setPen(snap_pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            r = max(self._snapped.snap_radius, 6 * px)
            painter.drawEllipse(to_scene(self._snapped.point), r, r)
        # the length, written beside the middle of the first segment (on its upper side)
        text, font, width = self._length_label()
        painter.save()
        painter.setFont(font)
        box, faded = self._label_place(joints, width + LABEL_PADDING_PX, 16.0)
        self.label_rect, self.label_faded = box, faded
        painter.setOpacity(LABEL_FADED_OPACITY if faded else 1.0)
        painter.translate(box.center())
        painter.scale(px, px)
        pad = LABEL_PADDING_PX / 2
        pixel_box = QRectF(-width / 2 - pad, -8, width + LABEL_PADDING_PX, 16)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(252, 248, 236, 210))
        painter.drawRoundedRect(pixel_box, 3, 3)
        painter.setPen(INK)
        painter.drawText(pixel_box, Qt.AlignmentFlag.AlignCenter, text)
        painter.restore()

    def _length_label(self) -> tuple[str, QFont, float]:
        """The length label's text ("Train 2.0 of 5 units"), font and width in pixels."""
        font = QFont()
        font.setPixelSize(scaled_pixels(11))
        font.setBold(True)
        unit = self.spec.unit
        text = self.tr("{transport} {used} of {length} units").format(
            transport=QCoreApplication.translate(
                "Transport", self.spec.transport.value.capitalize()
            ),
            used=fixed_decimal_text(self._stop / unit),
            length=ruler_length_text(self.spec.length / unit),
        )
        return text, font, QFontMetricsF(font).horizontalAdvance(text)

    def _label_place(
        self, joints: Sequence[QPointF], width_px: float, height_px: float
    ) -> tuple[QRectF, bool]:
        """Where the length label goes (scene units) and whether it is faded: beside the
        middle of a segment, on the first side that covers no place name; faded if every
        side covers one, or while the pointer is over it."""
        px = self._pixel
        offset = (BAND_HALF_WIDTH_PX + 10) * px
        half_w, half_h = width_px * px / 2, height_px * px / 2
        boxes: list[QRectF] = []
        segments = [0, len(joints) - 2] if len(joints) > 2 else [0]
        for index in segments:
            a, b = joints[index], joints[index + 1]
            angle = math.atan2(b.y() - a.y(), b.x() - a.x())
            middle = QPointF((a.x() + b.x()) / 2, (a.y() + b.y()) / 2)
            # the normal pointing up the screen first (scene y grows downwards)
            nx, ny = -math.sin(angle), math.cos(angle)
            if ny > 0:
                nx, ny = -nx, -ny
            for side in (1.0, -1.0):
                centre = QPointF(middle.x() + side * nx * offset, middle.y() + side * ny * offset)
                # far enough from the band for a box lying across the normal too
                centre += QPointF(side * nx * half_w * abs(ny), side * ny * half_h * abs(nx))
                boxes.append(
                    QRectF(centre.x() - half_w, centre.y() - half_h, 2 * half_w, 2 * half_h)
                )
        names = self.place_boxes()
        chosen = next(
            (box for box in boxes if not any(box.intersects(name) for name in names)), None
        )
        faded = chosen is None
        box = chosen if chosen is not None else boxes[0]
        if self._pointer is not None and box.contains(self._pointer):
            faded = True
        return box, faded

    def place_boxes(self) -> list[QRectF]:
        """The scene rectangles of the place names written at this zoom (as the sheet
        lays them out), each with its place's symbol."""
        names = getattr(self.scene(), "names", None)
        px = self._pixel
        if names is None or px <= 0:
            return []
        zoom = 1.0 / px
        symbol = 5.0  # half a place symbol, pixels
        return [
            QRectF(name.box.topLeft() * px, name.box.bottomRight() * px).united(
                QRectF(name.label.anchor, name.label.anchor).adjusted(
                    -symbol * px, -symbol * px, symbol * px, symbol * px
                )
            )
            for name in names.layout(zoom).names
            if name.place
        ]

    def _paint_route_line(self, painter: QPainter, used_points: list[QPointF]) -> None:
        """The used route, coloured by the verdict: legal solid, illegal dashed from a cross
        where it stops being legal (told without the colours)."""
        travelled = 0.0
        crossed = False
        for index in range(len(used_points) - 1):
            a, b = used_points[index], used_points[index + 1]
            length = math.hypot(b.x() - a.x(), b.y() - a.y())
            pieces: list[tuple[QPointF, QPointF, bool | None]]
            if self._illegal_from is not None:
                cut = self._illegal_from - travelled
                if cut >= length:
                    pieces = [(a, b, True)]
                elif cut <= 0:
                    pieces = [(a, b, False)]
                else:
                    t = cut / length
                    middle = QPointF(a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t)
                    pieces = [(a, middle, True), (middle, b, False)]
            else:
                state = self._segment_states[index] if index < len(self._segment_states) else None
                pieces = [(a, b, state.legal if state is not None else None)]
            for start, end, legal in pieces:
                colour = LEGAL if legal else ILLEGAL if legal is False else QColor("#9a9a9a")
                style = Qt.PenStyle.SolidLine if legal is not False else Qt.PenStyle.DashLine
                if legal:  # cased in ink: seen on the card whatever the eye (protanopia)
                    casing = QPen(INK, 7.0)
                    casing.setCosmetic(True)
                    casing.setCapStyle(Qt.PenCapStyle.RoundCap)
                    painter.setPen(casing)
                    painter.drawLine(start, end)
                pen = QPen(colour, 3.2, style)
                pen.setCosmetic(True)
                pen.setCapStyle(Qt.PenCapStyle.RoundCap)
                painter.setPen(pen)
                painter.drawLine(start, end)
                if legal is False and not crossed:
                    crossed = True
                    self._paint_cross(painter, start)
            travelled += length

    def _paint_cross(self, painter: QPainter, centre: QPointF) -> None:
        """An × in the illegal colour at ``centre``, on a white halo (pixels wide)."""
        half = 5.0 * self._pixel
        for colour, width in ((QColor(255, 255, 255, 210), 5.0), (ILLEGAL, 2.4)):
            pen = QPen(colour, width)
            pen.setCosmetic(True)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.drawLine(centre + QPointF(-half, -half), centre + QPointF(half, half))
            painter.drawLine(centre + QPointF(-half, half), centre + QPointF(half, -half))

    def _draw_cross_mark(self, painter: QPainter, distance: float, fraction: float) -> None:
        """A line across the card ``distance`` along it, ``fraction`` of its width long."""
        joints = self.joints()
        travelled = 0.0
        for index, length in enumerate(self._lengths):
            if distance <= travelled + length + 1e-9 or index == len(self._lengths) - 1:
                along = distance - travelled
                angle = math.radians(self._angles[index])
                x0, y0 = joints[index]
                x, y = x0 + along * math.cos(angle), y0 + along * math.sin(angle)
                centre = to_scene((x, y))
                half = BAND_HALF_WIDTH_PX * self._pixel * fraction
                nx, ny = -math.sin(angle) * half, -math.cos(angle) * half
                painter.drawLine(
                    QPointF(centre.x() + nx, centre.y() + ny),
                    QPointF(centre.x() - nx, centre.y() - ny),
                )
                return
            travelled += length

    # -- interaction -----------------------------------------------------------------

    def set_pointer(self, scene_pos: QPointF | None) -> None:
        """Where the pointer is over the map: the length label fades under it."""
        was_over = self._pointer is not None and self.label_rect.contains(self._pointer)
        self._pointer = scene_pos
        now_over = scene_pos is not None and self.label_rect.contains(scene_pos)
        if was_over != now_over:
            self.update()

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        """Pointer shapes hint at what a drag will do; the length label fades under it."""
        self.set_pointer(event.scenePos())
        part, _ = self.part_at(event.scenePos())
        cursor = {
            "stop": Qt.CursorShape.SizeAllCursor,
            "end": Qt.CursorShape.CrossCursor,
        }.get(part, Qt.CursorShape.OpenHandCursor)
        self.setCursor(cursor)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """The ruler's keys (see ``handle_key``)."""
        if not self.handle_key(event):
            event.ignore()

    def handle_key(self, event: QKeyEvent) -> bool:
        """←/→ turn, ↑/↓ move the stop, Home/End: the stop at the start or the card's end,
        > and < pick the next and the previous hinge, Enter draws, Esc puts the ruler back
        to its last laid pose; True if the key was the ruler's. Tab and Shift+Tab are not
        the ruler's: they leave the map (no trap), the ruler staying where it lies; Page
        Up/Down step between the places it reaches (``aim.Aimer``)."""
        fine = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        step = FINE_STEP if fine else COARSE_STEP
        key = event.key()
        if key == Qt.Key.Key_Left:
            self.rotate_selected(step)
        elif key == Qt.Key.Key_Right:
            self.rotate_selected(-step)
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            sign = 1 if key == Qt.Key.Key_Up else -1
            self.set_stop(self._stop + sign * self.spec.unit * (0.05 if fine else 0.25))
        elif key == Qt.Key.Key_Home:
            self.set_stop(0.0)
        elif key == Qt.Key.Key_End:
            self.set_stop(self.spec.length)
        elif key == Qt.Key.Key_Greater:
            self.select_segment(self._selected + 1)
        elif key == Qt.Key.Key_Less:
            self.select_segment(self._selected - 1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.commit_requested.emit()
        elif key == Qt.Key.Key_Escape:
            self.restore_pose()
        else:
            return False
        return True

    def focusInEvent(self, event: QFocusEvent) -> None:
        """Redraw so the focus shows."""
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        """Redraw so the focus ring goes."""
        self.update()

    def angle_from_hinge(self, scene_pos: QPointF, index: int | None = None) -> float:
        """The map angle (degrees) from hinge ``index`` (default: the selected) to a point."""
        pivot = to_scene(self.joints()[self._selected if index is None else index])
        # scene y is −latitude: flip it back to get a map angle
        return math.degrees(math.atan2(-(scene_pos.y() - pivot.y()), scene_pos.x() - pivot.x()))

    def distance_along(self, scene_pos: QPointF) -> float:
        """The distance along the card of the point nearest ``scene_pos``."""
        x, y = scene_pos.x(), -scene_pos.y()
        joints = self.joints()
        best_distance, best_along = float("inf"), self._stop
        travelled = 0.0
        for (x0, y0), (x1, y1), length in zip(joints, joints[1:], self._lengths, strict=False):
            dx, dy = x1 - x0, y1 - y0
            t = (
                0.0
                if length == 0
                else max(0.0, min(1.0, ((x - x0) * dx + (y - y0) * dy) / length**2))
            )
            px, py = x0 + t * dx, y0 + t * dy
            distance = math.hypot(x - px, y - py)
            if distance < best_distance:
                best_distance, best_along = distance, travelled + t * length
            travelled += length
        return best_along


def grab_radius_px() -> float:
    """Half the hit area of the ruler's handles and band, in logical pixels at this UI scale."""
    return GRAB_RADIUS_PX * max(1.0, ui_scale_factor())


def _distance_to_segment(point: QPointF, a: QPointF, b: QPointF) -> float:
    """Distance from ``point`` to the segment ``a``–``b`` (scene units)."""
    dx, dy = b.x() - a.x(), b.y() - a.y()
    length_sq = dx * dx + dy * dy
    t = 0.0
    if length_sq > 0:
        t = max(0.0, min(1.0, ((point.x() - a.x()) * dx + (point.y() - a.y()) * dy) / length_sq))
    return math.hypot(point.x() - (a.x() + t * dx), point.y() - (a.y() + t * dy))


def stroke(path: QPainterPath, width: float) -> QPainterPath:
    """A path's outline of ``width`` (for hit-testing thin lines)."""
    stroker = QPainterPathStroker()
    stroker.setWidth(width)
    return stroker.createStroke(path)
