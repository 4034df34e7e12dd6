"""Aiming the held ruler: two clicks to a marked place, drags on any part, keys from anywhere.

* A click on a marked place lays the ruler along the route found for it (straight if it
  can, else bent at its roomiest hinge angle), the stop on the place. A click elsewhere
  turns the ruler's free part (the selected one and those beyond) towards the point and
  stops there, or at the card's end. A second click on the same spot draws the route.
* Pressing on a part of the ruler and dragging turns that part about its hinge and slides
  the stop with the pointer; the far-end handle only turns, the stop handle only slides;
  with a ruler held a left drag on empty map aims the free part.
* While a person holds a card and the map has the keyboard, the ruler takes its keys:
  arrows, < and > (the hinge), Home/End, Enter, Esc; Page Down / Page Up lay it on the
  next / previous place it reaches, nearest first (at its full length along the next
  legal direction when it reaches none); typing a place's name aims at it (type-ahead, as
  in a file list) if the held ruler reaches it, else the status says it cannot. Tab,
  Shift+Tab and F6 leave the map as anywhere else (no trap): the ruler stays in hand where
  it lies, and takes the keys again when the map has the focus back.

The aimer only moves the ruler and asks the table to draw; the engine judges as always.
"""

from __future__ import annotations

import itertools
import math
import unicodedata
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, QPoint, QPointF, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QWidget,
)

from eighty_days.sheet.model import Location, Point, SheetMap
from eighty_days.ui.common.message_text import map_name
from eighty_days.ui.journey.controller import RoutePreview
from eighty_days.ui.journey.map_view import MapView
from eighty_days.ui.journey.reach_marks import ReachMarksItem
from eighty_days.ui.journey.ruler import COARSE_STEP, FINE_STEP, RulerItem
from eighty_days.ui.journey.scene_geometry import from_scene
from eighty_days.ui.journey.table_camera import bring_into_view
from eighty_days.ui.journey.table_reach import compass

if TYPE_CHECKING:
    from eighty_days.sheet.reach import ReachedPlace

#: Two clicks this near each other (logical pixels) are "on the same spot".
SAME_SPOT_PX = 8
#: Type-ahead forgets what was typed after this pause (ms).
TYPE_AHEAD_MS = 1200
#: The keys of the ruler (``RulerItem.handle_key``) while the map has the keyboard.
RULER_KEYS = frozenset(
    {
        Qt.Key.Key_Left,
        Qt.Key.Key_Right,
        Qt.Key.Key_Up,
        Qt.Key.Key_Down,
        Qt.Key.Key_Less,
        Qt.Key.Key_Greater,
        Qt.Key.Key_Return,
        Qt.Key.Key_Enter,
        Qt.Key.Key_Escape,
        Qt.Key.Key_Home,
        Qt.Key.Key_End,
    }
)
#: The keys that step the ruler from place to place (``Aimer.step``).
STEP_KEYS = frozenset({Qt.Key.Key_PageDown, Qt.Key.Key_PageUp})
#: Directions tried when the ruler reaches no place (degrees apart).
DIRECTION_STEP = 5.0


def folded(text: str) -> str:
    """``text`` for matching typed names: lower case, without accents."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


class Aimer(QObject):
    """Turns clicks, drags, Shift+wheel and keys into ruler poses; asks the table to draw."""

    #: A sentence for the route status (type-ahead: what is being aimed at).
    aiming_at = Signal(str)

    def __init__(
        self,
        view: MapView,
        window: Callable[[], QWidget],
        ruler: Callable[[], RulerItem | None],
        marks: Callable[[], ReachMarksItem | None],
        sheet: Callable[[], SheetMap],
        draw: Callable[[], None],
        judge: Callable[[Sequence[Point]], RoutePreview | None],
        parent: QObject | None = None,
    ) -> None:
        """``judge``: the verdict on a route through some points (the table's judge)."""
        super().__init__(parent)
        self._judge = judge
        #: The ruler Page Down laid last, and the place it laid it on.
        self._stepped: tuple[RulerItem, str] | None = None
        #: A Page Down pressed before the marks were known: the ruler and the direction.
        self._waiting_step: tuple[RulerItem, bool] | None = None
        #: The ruler the legal directions were found for, those directions (angle, legal
        #: length) and the one laid last.
        self._directions: tuple[RulerItem, list[tuple[float, float]], int] | None = None
        self.view = view
        self._window = window
        self._ruler = ruler
        self._marks = marks
        self._sheet = sheet
        self._draw = draw
        self._mode: str | None = None
        self._part = 0
        self._press_angle = 0.0
        self._press_angles: tuple[float, ...] = ()
        self._moved = False
        self._press_view: QPoint | None = None
        self._draw_on_release = False
        #: The last click: where (scene), the marked place clicked (if any) and the pose it
        #: left the ruler in. A click on the same spot or place with the pose unchanged draws
        #: (in scene units: the table may have moved the view in between).
        self._last_click: tuple[QPointF, str | None, tuple[tuple[float, ...], float]] | None = None
        self._press_place: str | None = None
        self._typed = ""
        self._typed_timer = QElapsedTimer()
        self._typed_clear = QTimer(self)
        self._typed_clear.setSingleShot(True)
        self._typed_clear.setInterval(TYPE_AHEAD_MS)
        self._typed_clear.timeout.connect(self.forget_typing)
        #: Whether the aimer answers at all (a person holds the card).
        self.enabled = False

    def active_ruler(self) -> RulerItem | None:
        """The ruler, if a person holds it now."""
        ruler = self._ruler()
        if not self.enabled or ruler is None or not ruler.isEnabled():
            return None
        return ruler

    # -- the mouse (MapView's AimHandler) -----------------------------------------------------

    def press(self, scene_pos: QPointF, view_pos: QPoint) -> bool:
        """A left press on the map while the ruler is held: aim, or start a drag."""
        ruler = self.active_ruler()
        if ruler is None:
            return False
        self._moved = False
        self._press_view = view_pos
        self._draw_on_release = False
        place = self._place_at(scene_pos)
        self._press_place = place.location_id if place is not None else None
        if self._last_click is not None:
            spot, spot_place, pose = self._last_click
            pixel = 1.0 / max(self.view.zoom(), 1e-9)
            near = math.hypot(spot.x() - scene_pos.x(), spot.y() - scene_pos.y()) <= (
                SAME_SPOT_PX * pixel
            )
            same_place = spot_place is not None and spot_place == self._press_place
            if (near or same_place) and pose == ruler.pose():
                self._draw_on_release = True
                self._mode = None
                return True
        part, index = ruler.part_at(scene_pos)
        if part == "stop" and place is None:
            self._mode = "stop"
        elif part == "end":
            self._mode = "turn"
            self._part = ruler.selected_segment
            self._press_angle = ruler.angle_from_hinge(scene_pos)
            self._press_angles = ruler.angles
        elif place is not None:
            self.lay(place)
            self._mode = "aim"
            self._part = ruler.selected_segment
        else:
            if part == "segment":
                ruler.select_segment(index)
            self._part = ruler.selected_segment
            self._mode = "aim"
            ruler.aim_at(from_scene(scene_pos), self._part)
        ruler.setFocus(Qt.FocusReason.MouseFocusReason)
        return True

    def move(self, scene_pos: QPointF) -> None:
        """Drag: turn about the hinge (and slide the stop), or slide the stop only."""
        ruler = self.active_ruler()
        if ruler is None or self._mode is None:
            return
        if self._press_view is not None and not self._moved:
            here = self.view.mapFromScene(scene_pos)
            if (here - self._press_view).manhattanLength() < 3:
                return
        self._moved = True
        if self._mode == "stop":
            ruler.set_stop(ruler.distance_along(scene_pos))
        elif self._mode == "turn":
            delta = ruler.angle_from_hinge(scene_pos, self._part) - self._press_angle
            ruler.set_segment_angle(self._part, self._press_angles[self._part] + delta)
        elif self._mode == "aim":
            ruler.aim_at(from_scene(scene_pos), self._part)

    def release(self, scene_pos: QPointF, view_pos: QPoint) -> None:
        """The end of a click or a drag; the second click on the same spot draws."""
        ruler = self.active_ruler()
        mode, self._mode = self._mode, None
        if ruler is None:
            return
        if self._draw_on_release and not self._moved:
            self._last_click = None
            self._draw()
            return
        if mode is not None:
            ruler.remember_pose()
        self._last_click = (scene_pos, self._press_place, ruler.pose()) if not self._moved else None

    def wheel_turn(self, steps: float, fine: bool) -> bool:
        """Shift+wheel turns the selected part."""
        ruler = self.active_ruler()
        if ruler is None:
            return False
        ruler.rotate_selected(steps * (FINE_STEP if fine else COARSE_STEP))
        return True

    def _place_at(self, scene_pos: QPointF) -> ReachedPlace | None:
        marks = self._marks()
        if marks is None or not marks.isVisible():
            return None
        return marks.place_at(scene_pos)

    def lay(self, place: ReachedPlace) -> None:
        """Lay the ruler along the route found for a marked place."""
        ruler = self.active_ruler()
        if ruler is None:
            return
        ruler.select_segment(0)
        ruler.lay_along(place.route)

    def show_laid(self, ruler: RulerItem) -> None:
        """Scroll the map, at the player's zoom, so that the ruler laid by a key shows, its
        route's end first (a steady camera: nothing moves if it shows already). A mouse
        lays the ruler where the player looks; a key can lay it off the screen."""
        bring_into_view(self.view, [ruler.route_points()[-1], *ruler.joints()])

    # -- keys from anywhere in the window ------------------------------------------------------

    def forget_typing(self) -> None:
        """Type-ahead starts afresh."""
        self._typed = ""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The ruler's keys and type-ahead while a person holds a card and the map has the
        keyboard; any other widget keeps its keys (Tab, Enter on a button: no trap)."""
        kind = event.type()
        if kind not in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            return False
        if not isinstance(event, QKeyEvent) or not isinstance(watched, QWidget):
            return False
        ruler = self.active_ruler()
        if ruler is None:
            return False
        if not self.on_map(watched) or QApplication.activeModalWidget() is not None:
            return False
        key = event.key()
        if key == Qt.Key.Key_Space and not event.isAutoRepeat():
            self.view.space_held = kind == QEvent.Type.KeyPress
            if not self._typed:
                return kind == QEvent.Type.KeyPress
        if kind == QEvent.Type.KeyRelease:
            return False
        modifiers = event.modifiers() & ~(
            Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier
        )
        if modifiers:
            return False  # Ctrl/Alt keys are the menus' shortcuts
        if key in STEP_KEYS:
            self.forget_typing()
            self.step(forward=key == Qt.Key.Key_PageDown)
            return True
        if key in RULER_KEYS:
            self.forget_typing()
            return ruler.handle_key(event)
        text = event.text()
        if text and (text.isalnum() or text in " -'.") and text.isprintable():
            self.type_ahead(text)
            return True
        return False

    def on_map(self, widget: QWidget) -> bool:
        """Whether a key sent to ``widget`` is one for the map (the view or its viewport,
        in this window)."""
        return widget.window() is self._window() and (
            widget is self.view or self.view.isAncestorOf(widget)
        )

    # -- stepping from place to place --------------------------------------------------------

    def marks_ready(self) -> None:
        """The marks of where the ruler reaches are known: a Page Down pressed before
        them is done now (for the ruler it was pressed for)."""
        waiting, self._waiting_step = self._waiting_step, None
        ruler = self.active_ruler()
        if waiting is not None and ruler is waiting[0] and self._marks() is not None:
            self.step(forward=waiting[1])

    def reached_places(self) -> list[ReachedPlace]:
        """The places the held ruler reaches, nearest first (by the length of the route
        found to each; empty before the marks are worked out)."""
        marks = self._marks()
        if marks is None:
            return []
        return sorted(
            marks.marks.places,
            key=lambda place: sum(itertools.starmap(math.dist, itertools.pairwise(place.route))),
        )

    def step(self, *, forward: bool) -> None:
        """Page Down / Page Up: lay the ruler on the next / previous place it reaches,
        nearest first, and say the place and the verdict; when it reaches no place, lay it
        along the legal straight routes, the longest first (``legal_directions``)."""
        ruler = self.active_ruler()
        if ruler is None:
            return
        if self._marks() is None:
            self._waiting_step = (ruler, forward)
            self.aiming_at.emit(
                self.tr(
                    "Working out where this ruler reaches: it is laid on the nearest place "
                    "as soon as that is known."
                )
            )
            return
        self._waiting_step = None
        places = self.reached_places()
        if not places:
            self._lay_along_legal_direction(ruler, forward=forward)
            return
        ids = [place.location_id for place in places]
        stepped = self._stepped
        now = (
            ids.index(stepped[1])
            if stepped is not None and stepped[0] is ruler and stepped[1] in ids
            else None
        )
        if now is None:
            index = 0 if forward else len(places) - 1
        else:
            index = (now + (1 if forward else -1)) % len(places)
        place = places[index]
        self._stepped = (ruler, place.location_id)
        self.lay(place)
        self.show_laid(ruler)
        name = map_name(self._sheet().location(place.location_id).name)
        self.aiming_at.emit(
            self.tr("{name} ({number} of {count}): {verdict}").format(
                name=name, number=index + 1, count=len(places), verdict=self._verdict(ruler)
            )
        )

    def _verdict(self, ruler: RulerItem) -> str:
        """The verdict on the ruler's route as it lies, in a sentence."""
        preview = self._judge(ruler.route_points())
        if preview is None or preview.legal:
            return self.tr("a legal route, Enter draws it.")
        return preview.reason

    def legal_directions(self, ruler: RulerItem) -> list[tuple[float, float]]:
        """The straight routes the ruler can lay from where it starts: (angle, the longest
        legal length that way) for a direction every ``DIRECTION_STEP`` degrees from where
        it points now, the longest first (turning anticlockwise among equals); a way
        legal only for a hop shorter than a tenth of a ruler unit is left out."""
        start = ruler.angles[0]
        origin = ruler.origin
        length = ruler.spec.length
        shortest = ruler.spec.unit * 0.1

        def end(angle: float, distance: float) -> Point:
            radians = math.radians(angle)
            return (
                origin[0] + distance * math.cos(radians),
                origin[1] + distance * math.sin(radians),
            )

        found: list[tuple[float, float, int]] = []
        for turn in range(round(360.0 / DIRECTION_STEP)):
            angle = start + turn * DIRECTION_STEP
            preview = self._judge((origin, end(angle, length)))
            if preview is None:
                return []
            legal = length if preview.legal else 0.0
            if not preview.legal and preview.illegal_from is not None:
                shorter = preview.illegal_from - shortest / 2
                if shorter >= shortest:
                    again = self._judge((origin, end(angle, shorter)))
                    legal = shorter if again is not None and again.legal else 0.0
            if legal >= shortest:
                found.append((angle, legal, turn))
        found.sort(key=lambda way: (-round(way[1], 6), way[2]))
        return [(angle, legal) for angle, legal, _turn in found]

    def _lay_along_legal_direction(self, ruler: RulerItem, *, forward: bool) -> None:
        """Lay the ruler straight along the next legal direction (the longest legal route
        first, at the card's full length where it is legal) and say so, or that there is
        none; Page Up goes back through them."""
        if self._directions is None or self._directions[0] is not ruler:
            self._directions = (ruler, self.legal_directions(ruler), -1)
        _ruler, ways, index = self._directions
        if not ways:
            self.aiming_at.emit(
                self.tr("This card reaches no place, and no straight route is legal.")
            )
            return
        index = (index + (1 if forward else -1)) % len(ways)
        self._directions = (ruler, ways, index)
        angle, length = ways[index]
        ruler.select_segment(0)
        ruler.set_pose([angle], length)
        ruler.remember_pose()
        self.show_laid(ruler)
        radians = math.radians(angle)
        towards = compass(
            ruler.origin, (ruler.origin[0] + math.cos(radians), ruler.origin[1] + math.sin(radians))
        )
        if length >= ruler.spec.length - 1e-9:
            text = self.tr(
                "This card reaches no place: laid at its full length towards the {direction}, "
                "a legal route. Enter draws it."
            )
        else:
            text = self.tr(
                "This card reaches no place: laid towards the {direction} as far as a legal "
                "route goes. Enter draws it."
            )
        self.aiming_at.emit(text.format(direction=towards))

    def type_ahead(self, text: str) -> Location | None:
        """Add ``text`` to what was typed and aim at the first place whose name fits, if the
        held ruler can reach it (a marked place); a place it cannot reach, or a typing before
        the marks are worked out, leaves the ruler where it is and the status says why."""
        self._typed += text
        self._typed_clear.start()
        wanted = folded(self._typed)
        location = self.find_place(wanted)
        if location is None:
            self.aiming_at.emit(self.tr("No place is called “{typed}…”.").format(typed=self._typed))
            return None
        marks = self._marks()
        if marks is None:
            self.aiming_at.emit(
                self.tr(
                    "Still working out where this ruler reaches: type “{typed}” again in a moment."
                ).format(typed=self._typed)
            )
            return None
        if marks.marks.place(location.id) is None:
            self.aiming_at.emit(
                self.tr("This ruler cannot reach {name} from here (typed “{typed}”).").format(
                    name=map_name(location.name), typed=self._typed
                )
            )
            return None
        self.aim_at_location(location)
        self.aiming_at.emit(
            self.tr("Aiming at {name} (typed “{typed}”): Enter draws.").format(
                name=map_name(location.name), typed=self._typed
            )
        )
        return location

    def find_place(self, wanted: str) -> Location | None:
        """The place for a typed beginning: marked places first, then the nearest."""
        ruler = self.active_ruler()
        sheet = self._sheet()
        marks = self._marks()
        marked = [p.location_id for p in marks.marks.places] if marks is not None else []
        by_id = {location.id: location for location in sheet.locations}
        # a place answers to its name as shown (German: "Venedig") and as written ("Venice")
        names = {loc.id: {folded(map_name(loc.name)), folded(loc.name)} for loc in sheet.locations}
        for location_id in marked:
            if any(name.startswith(wanted) for name in names[location_id]):
                return by_id[location_id]
        fitting = [
            loc for loc in sheet.locations if any(n.startswith(wanted) for n in names[loc.id])
        ]
        if not fitting:
            fitting = [loc for loc in sheet.locations if any(wanted in n for n in names[loc.id])]
        if not fitting:
            return None
        origin = ruler.origin if ruler is not None else (0.0, 0.0)
        return min(fitting, key=lambda loc: math.dist(origin, loc.point))

    def aim_at_location(self, location: Location) -> None:
        """Lay the ruler to a marked place, or point it straight at an unmarked one (typing
        aims only at marked places: ``type_ahead``)."""
        ruler = self.active_ruler()
        if ruler is None:
            return
        marks = self._marks()
        place = marks.marks.place(location.id) if marks is not None else None
        if place is not None:
            self.lay(place)
        else:
            ruler.select_segment(0)
            ruler.aim_at(location.point, 0)
            ruler.remember_pose()
        self.show_laid(ruler)
