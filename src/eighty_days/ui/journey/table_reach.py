"""The marks of where the held ruler can go (Settings → Show where the ruler can go),
worked out off the UI thread, and the sentence under the map when the card in hand
reaches no place or only a short hop."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, Qt, Slot
from PySide6.QtGui import QPainter, QTransform
from PySide6.QtWidgets import QGraphicsItem, QLabel, QStyleOptionGraphicsItem, QWidget
from shiboken6 import isValid

from eighty_days.engine.journey import Character, JourneyState, Side, held_ruler
from eighty_days.sheet.model import Point, Transport
from eighty_days.ui.common.message_text import map_name
from eighty_days.ui.journey.map_labels import LaidName, MapLabel, paint_name
from eighty_days.ui.journey.map_overlays import Z_RULER
from eighty_days.ui.journey.map_scene import SheetScene
from eighty_days.ui.journey.reach_marks import ReachMarksItem, ReachQuery, ReachWorker
from eighty_days.ui.journey.ruler import RulerItem
from eighty_days.ui.journey.scene_geometry import to_scene
from eighty_days.ui.motion import after_motions

if TYPE_CHECKING:  # numpy and shapely load after the window shows
    from eighty_days.sheet.reach import ReachMarks

#: Marks no farther than this share of the ruler's length are "a short hop".
SHORT_HOP = 0.4


class RulerReach(QObject):
    """The marks of the ruler ``ruler()`` on ``scene()`` for the state ``state()`` shown,
    and the hint in ``hint_label``; ``shown``: whether the marks show.

    ``owner`` (the table) keeps the worker; when it is gone, no marks are asked for.
    """

    def __init__(
        self,
        owner: QWidget,
        hint_label: QLabel,
        scene: Callable[[], SheetScene],
        ruler: Callable[[], RulerItem | None],
        state: Callable[[], JourneyState | None],
        *,
        shown: bool,
    ) -> None:
        super().__init__(owner)
        self._owner = owner
        self.hint_label = hint_label
        self._scene = scene
        self._ruler = ruler
        self._state = state
        #: The marks of where the held ruler can go (None without them).
        self.marks: ReachMarksItem | None = None
        #: The names of the places the held ruler may reach, over the ruler (None
        #: without a ruler).
        self.lifted_names: LiftedNames | None = None
        self.shown = shown
        self.worker = ReachWorker(owner)
        self.worker.ready.connect(self._ready)

    def cancel(self) -> None:
        """The ruler goes: no marks are worked out for it, and those shown go (with the
        names written over it)."""
        self.worker.cancel()
        self.clear()
        self._drop_lifted_names()

    def _drop_lifted_names(self) -> None:
        """Take the names written over the ruler away."""
        lifted, self.lifted_names = self.lifted_names, None
        if lifted is None:
            return
        scene = lifted.scene()
        if isinstance(scene, SheetScene):
            if lifted in scene.zoom_listeners:
                scene.zoom_listeners.remove(lifted)
            scene.removeItem(lifted)

    def lift_names(self) -> None:
        """Write the names of the places the held ruler may reach over it (the ruler
        never hides them), in place of those written for a ruler before."""
        self._drop_lifted_names()
        ruler = self._ruler()
        if ruler is None:
            return
        scene = self._scene()
        lifted = LiftedNames(scene, ruler)
        scene.addItem(lifted)
        scene.zoom_listeners.append(lifted)
        self.lifted_names = lifted

    def query(self, state: JourneyState) -> ReachQuery | None:
        """What the marks of the card in hand depend on (``None`` without a card)."""
        ruler = held_ruler(state)
        if ruler is None or state.in_hand is None or state.active is None:
            return None
        unit = state.config.sheet.ruler_unit
        coast_crossing = (not state.in_hand.is_balloon) and state.has_active(
            state.active, Character.PASSEPARTOUT, Side.BACK
        )  # R2024-11
        return ReachQuery(
            state.config.geometry,
            state.players[state.active].route_end,
            state.in_hand.transport,
            ruler.in_map_units(unit).segment_lengths,
            coast_crossing,
        )

    def request(self) -> None:
        """Ask for the marks of the ruler held now, once the motions under way end; the
        names it may reach are written over it at once."""
        if self.lifted_names is None or self.lifted_names.scene() is not self._scene():
            self.lift_names()
        # the marks are worked out in a thread that holds Python's lock for a while: after
        # the motions of the card taken (the cards, the token, the pounds), not during them
        after_motions(self._request_now)

    def _request_now(self) -> None:
        state = self._state()
        if not isValid(self._owner) or state is None or self._ruler() is None:
            return  # (the window closed meanwhile, or the card was drawn)
        query = self.query(state)
        if query is None:
            return
        self.worker.request(query)

    @Slot(object)
    def _ready(self, marks: ReachMarks) -> None:
        """Show the marks of the ruler still held (an old answer is dropped)."""
        ruler = self._ruler()
        if ruler is None or ruler.origin != marks.origin:
            return
        self.clear()
        scene = self._scene()
        item = ReachMarksItem(scene.sheet, marks, scene.pixel_size)
        item.setVisible(self.shown)
        scene.addItem(item)
        scene.zoom_listeners.append(item)
        self.marks = item
        self._show_hint(marks)

    def set_shown(self, on: bool) -> None:
        """Settings → "Show where the ruler can go" changed: show or hide the marks now."""
        self.shown = bool(on)
        if self.marks is not None:
            self.marks.setVisible(self.shown)
            self._show_hint(self.marks.marks)
        elif self.shown and self._ruler() is not None and self._state() is not None:
            self.request()

    def clear(self) -> None:
        """Take the marks and the hint away."""
        if self.marks is not None:
            if self.marks in self._scene().zoom_listeners:
                self._scene().zoom_listeners.remove(self.marks)
            if self.marks.scene() is not None:
                self.marks.scene().removeItem(self.marks)
        self.marks = None
        self.hint_label.hide()

    def _show_hint(self, marks: ReachMarks) -> None:
        """No trap at the start: say so when the card reaches no place or only a short hop,
        and where the other transports lead from here."""
        text = self.hint_text(marks) if self.shown else ""
        self.hint_label.setText(text)
        self.hint_label.setVisible(bool(text))

    def hint_text(self, marks: ReachMarks) -> str:
        """The sentence for ``marks`` ("" when the card leads somewhere worth going)."""
        sheet = self._scene().sheet
        total = sum(marks.segments)
        places = marks.places
        far = max(
            (math.dist(marks.origin, sheet.location(p.location_id).point) for p in places),
            default=0.0,
        )
        if places and far >= SHORT_HOP * total:
            return ""
        state = self._state()
        if marks.transport is Transport.BALLOON or state is None:
            return ""
        names = ", ".join(map_name(sheet.location(p.location_id).name) for p in places)
        if places:
            first = QCoreApplication.translate(
                "JourneyTable", "This card reaches only a short hop from here: {names}."
            ).format(names=names)
        else:
            first = QCoreApplication.translate(
                "JourneyTable", "This card reaches no place from here."
            )
        from eighty_days.sheet.reach import compute_reach

        query = self.query(state)
        others: list[str] = []
        if query is not None:
            for transport in (Transport.SHIP, Transport.TRAIN):
                if transport is marks.transport:
                    continue  # its places are named above
                reach = compute_reach(
                    query.geometry, marks.origin, transport, marks.segments, bends=False
                )
                if not reach.straight:
                    continue
                best = max(
                    reach.straight,
                    key=lambda p: math.dist(marks.origin, sheet.location(p.location_id).point),
                )
                where = sheet.location(best.location_id)
                direction = compass(marks.origin, where.point)
                if transport is Transport.SHIP:
                    others.append(
                        QCoreApplication.translate(
                            "JourneyTable", "A ship sails {direction} from here to {place}."
                        ).format(direction=direction, place=map_name(where.name))
                    )
                else:
                    others.append(
                        QCoreApplication.translate(
                            "JourneyTable", "A train runs {direction} from here to {place}."
                        ).format(direction=direction, place=map_name(where.name))
                    )
        rest = QCoreApplication.translate(
            "JourneyTable",
            "A route may also end at sea or in open country, wherever the ruler is green.",
        )
        return " ".join([first, *others, rest])


def compass(origin: Point, target: Point) -> str:
    """The direction from ``origin`` to ``target`` in words (one of eight)."""
    angle = math.degrees(math.atan2(target[1] - origin[1], target[0] - origin[0]))
    names = (
        QCoreApplication.translate("Compass", "east"),
        QCoreApplication.translate("Compass", "north-east"),
        QCoreApplication.translate("Compass", "north"),
        QCoreApplication.translate("Compass", "north-west"),
        QCoreApplication.translate("Compass", "west"),
        QCoreApplication.translate("Compass", "south-west"),
        QCoreApplication.translate("Compass", "south"),
        QCoreApplication.translate("Compass", "south-east"),
    )
    return names[round(angle / 45.0) % 8]


class LiftedNames(QGraphicsItem):
    """The names of the places the held ruler may reach, written again over the ruler
    (where its body lies on a name, the name still reads): the sheet's own names, as the
    sheet lays them out at the view's zoom, of every place within the ruler's length of
    its pivot."""

    def __init__(self, scene: SheetScene, ruler: RulerItem) -> None:
        super().__init__()
        self._names = scene.names
        reach = sum(ruler.spec.segment_lengths) + scene.sheet.ruler_unit * 0.05
        origin = to_scene(ruler.origin)
        #: The places' names lifted (those within reach of the ruler's pivot), by
        #: ``name_key``.
        self.keys = {
            name_key(label)
            for label in scene.labels
            if not label.centred
            and math.hypot(label.anchor.x() - origin.x(), label.anchor.y() - origin.y()) <= reach
        }
        self._zoom = 1.0 / scene.pixel_size if scene.pixel_size > 0 else 1.0
        self._bounds = self._names_box()
        self.setZValue(Z_RULER + 1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def lifted(self) -> list[LaidName]:
        """The lifted names as laid out at the zoom last told (``on_zoom``)."""
        return [
            name
            for name in self._names.layout(self._zoom).names
            if name_key(name.label) in self.keys
        ]

    def _names_box(self) -> QRectF:
        """The scene box round the lifted names (with room for their halo)."""
        box = QRectF()
        for name in self.lifted():
            box = box.united(name.box.adjusted(-3, -3, 3, 3))
        zoom = self._zoom
        return QRectF(box.topLeft() / zoom, box.bottomRight() / zoom)

    def on_zoom(self, pixel_size: float) -> None:
        """The view's zoom changed: the names' places and sizes on the sheet with it."""
        self.prepareGeometryChange()
        self._zoom = 1.0 / pixel_size
        self._bounds = self._names_box()

    def boundingRect(self) -> QRectF:
        """Where the lifted names are written (scene)."""
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """Write the lifted names at a fixed size on screen, as the sheet does."""
        transform = painter.worldTransform()
        zoom = math.hypot(transform.m11(), transform.m12())
        shift = transform.map(QPointF(0.0, 0.0))
        painter.save()
        for name in self._names.layout(zoom).names:
            if name_key(name.label) in self.keys:
                paint_name(painter, name, QTransform.fromTranslate(shift.x(), shift.y()))
        painter.restore()


def name_key(label: MapLabel) -> tuple[str, float, float]:
    """What tells a place's name from the others whatever its type size: its text and
    where its place is."""
    return (label.text, label.anchor.x(), label.anchor.y())
