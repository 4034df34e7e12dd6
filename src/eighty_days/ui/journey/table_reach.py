"""The marks of where the held ruler can go (Settings → Show where the ruler can go),
worked out off the UI thread, and the sentence under the map when the card in hand
reaches no place or only a short hop."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Slot
from PySide6.QtWidgets import QLabel, QWidget
from shiboken6 import isValid

from eighty_days.engine.journey import Character, JourneyState, Side, held_ruler
from eighty_days.sheet.model import Point, Transport
from eighty_days.ui.common.message_text import map_name
from eighty_days.ui.journey.map_scene import SheetScene
from eighty_days.ui.journey.reach_marks import ReachMarksItem, ReachQuery, ReachWorker
from eighty_days.ui.journey.ruler import RulerItem
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
        self.shown = shown
        self.worker = ReachWorker(owner)
        self.worker.ready.connect(self._ready)

    def cancel(self) -> None:
        """The ruler goes: no marks are worked out for it, and those shown go."""
        self.worker.cancel()
        self.clear()

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
        """Ask for the marks of the ruler held now, once the motions under way end."""
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
