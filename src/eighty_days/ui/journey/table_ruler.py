"""The ruler of the card in hand on the journey table: laid at the route's end of the
seat to move, judged at each move, given the keyboard, and taken away (its reach marks
with it) when the card is drawn or the table shows another state."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal, Slot
from PySide6.QtWidgets import QGraphicsView, QWidget

from eighty_days.engine.journey import JourneyState
from eighty_days.sheet.model import Point
from eighty_days.ui.journey.aim import Aimer
from eighty_days.ui.journey.controller import RoutePreview
from eighty_days.ui.journey.map_scene import SheetScene
from eighty_days.ui.journey.ruler import RulerItem, RulerSpec
from eighty_days.ui.journey.table_camera import bring_into_view
from eighty_days.ui.journey.table_reach import RulerReach

RouteJudge = Callable[[Sequence[Point]], RoutePreview]
RulerSource = Callable[[], RulerSpec | None]


class RulerInHand(QObject):
    """The ruler (``item``) on ``scene()`` shown in ``view``, with the ``aimer`` that
    points it and the ``reach`` marks of where it can go.

    Each move of the ruler is judged (``preview``) and announced with ``judged``; the
    ruler's Enter asks ``draw_requested``; a hinge chosen is said with ``message``.
    """

    #: The ruler's route was judged: (the verdict, the verdict before it or None).
    judged = Signal(object, object)
    #: The player asked to draw the ruler's route.
    draw_requested = Signal()
    #: A message for the status bar.
    message = Signal(str)

    def __init__(
        self,
        owner: QWidget,
        scene: Callable[[], SheetScene],
        view: QGraphicsView,
        aimer: Aimer,
        reach: RulerReach,
    ) -> None:
        super().__init__(owner)
        self._scene = scene
        self._view = view
        self._aimer = aimer
        self._reach = reach
        self._judge: RouteJudge | None = None
        self._ruler_source: RulerSource | None = None
        #: The ruler on the sheet (None without a card in hand).
        self.item: RulerItem | None = None
        #: The verdict on the ruler's route as it lies now (None without a ruler).
        self.preview: RoutePreview | None = None
        #: What the ruler was laid for: (the history's length, the seat).
        self._key: tuple[int, int] | None = None

    def set_route_judge(self, judge: RouteJudge, ruler_source: RulerSource) -> None:
        """Where the ruler gets live judgements and the ruler of the card in hand."""
        self._judge = judge
        self._ruler_source = ruler_source

    def judge(self, points: Sequence[Point]) -> RoutePreview | None:
        """The verdict on a route through ``points`` (None without a judge)."""
        return self._judge(points) if self._judge else None

    def is_laid_for(self, key: tuple[int, int]) -> bool:
        """Whether the ruler lies on the sheet for ``key`` (the history's length, the seat)."""
        return self.item is not None and self._key == key

    def lay(self, state: JourneyState, key: tuple[int, int], person: bool) -> None:
        """Lay the ruler of the card in hand at the route's end of ``state``'s seat to move
        (``key``: what it is laid for); a ``person``'s ruler answers the mouse and keys and
        is brought into view, the computer's is left to the computer."""
        self.remove()
        spec = self._ruler_source() if self._ruler_source else None
        if spec is None or state.active is None:
            return
        origin = state.players[state.active].route_end
        scene = self._scene()
        ruler = RulerItem(origin, spec, 0.0, scene.pixel_size)
        if not person:
            ruler.setEnabled(False)  # the computer turns it; the mouse and keys leave it be
        scene.addItem(ruler)
        scene.zoom_listeners.append(ruler)
        ruler.route_changed.connect(self._moved)
        ruler.commit_requested.connect(self.draw_requested)
        ruler.hinge_selected.connect(
            lambda i: self.message.emit(
                QCoreApplication.translate(
                    "JourneyTable", "Hinge {index}: that segment and those beyond turn."
                ).format(index=i)
            )
        )
        self.item = ruler
        self._key = key
        self._aimer.enabled = person
        self._moved(ruler.route_points())
        if person:  # the computer's ruler never moves the view (a steady camera)
            bring_into_view(self._view, ruler.joints())
        self.focus()
        if person:
            self._reach.request()

    def focus(self) -> None:
        """Give the keyboard to the ruler (arrows, Tab, Enter)."""
        if self.item is not None:
            self._view.setFocus(Qt.FocusReason.OtherFocusReason)
            self.item.setFocus(Qt.FocusReason.OtherFocusReason)

    def remove(self) -> None:
        """Take the ruler and its reach marks away."""
        self._reach.cancel()
        self._aimer.enabled = False
        if self.item is not None:
            scene = self._scene()
            if self.item in scene.zoom_listeners:
                scene.zoom_listeners.remove(self.item)
            if self.item.scene() is not None:
                self.item.scene().removeItem(self.item)
            self.item.deleteLater()
        self.item = None
        self._key = None
        self.preview = None

    @Slot(object)
    def _moved(self, points: Sequence[Point]) -> None:
        if self._judge is None or self.item is None:
            return
        before = self.preview
        preview = self._judge(points)
        self.preview = preview
        self.item.show_verdict(
            preview.segments, preview.reason, preview.snapped, preview.illegal_from
        )
        self.judged.emit(preview, before)
