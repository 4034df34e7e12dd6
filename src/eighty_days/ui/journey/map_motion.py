"""The moments of a sheet, each a ``Motion`` (slower, faster or off with Settings →
Motion): a new leg of the route drawn as a pen stroke, the celebration of an arrival in
London, and the winner's frame drawn round the sheet."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEasingCurve, QPointF, QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene

from eighty_days.ui.art.celebration import CelebrationItem, WinnerFrameItem
from eighty_days.ui.journey.map_overlays import Z_RULER, RouteInk
from eighty_days.ui.motion import Motion

#: How long a new leg of a route takes to be drawn, at normal speed (ms).
ROUTE_STROKE_MS = 500
#: How long the celebration of an arrival lasts, at normal speed (ms).
CELEBRATION_MS = 2200
#: How long the winner's frame takes to be drawn round the sheet, at normal speed (ms).
WINNER_FRAME_MS = 1800


class SheetMoments:
    """The moments played on ``scene``: the pen stroke of the route item ``route_item()``
    gives, the celebration of an arrival, and the winner's frame round ``map_rect``."""

    def __init__(
        self,
        scene: QGraphicsScene,
        map_rect: QRectF,
        route_item: Callable[[], RouteInk | None],
    ) -> None:
        self.scene = scene
        self.map_rect = map_rect
        self._route_item = route_item
        #: The pen stroke drawing a new leg of the route (see ``SheetScene.show_route``).
        self.route_motion = Motion(ROUTE_STROKE_MS, self.stroke_step, scene)
        self._celebration: CelebrationItem | None = None
        #: The celebration of an arrival in London (see ``celebrate``).
        self.celebration_motion = Motion(
            CELEBRATION_MS, self.celebration_step, scene, easing=QEasingCurve.Type.Linear
        )
        self._winner_frame: WinnerFrameItem | None = None
        #: The frames already drawn round once (title, colour): shown at once again.
        self._frames_drawn: set[tuple[str, str]] = set()
        #: The winner's frame drawn round the sheet (see ``frame_winner``).
        self.winner_frame_motion = Motion(WINNER_FRAME_MS, self.winner_frame_step, scene)

    def stroke_step(self, fraction: float) -> None:
        """Show the route's last leg drawn up to ``fraction`` (0 to 1) of its length."""
        route = self._route_item()
        if route is not None:
            route.set_reveal(fraction)

    @property
    def celebration(self) -> CelebrationItem | None:
        """The burst of the celebration under way (None when there is none)."""
        return self._celebration

    def celebrate(self, at: QPointF, colour: QColor) -> None:
        """A moment of celebration at ``at`` (arrival in London): a burst that fades out,
        after the route's stroke."""
        if self._celebration is not None:
            self.scene.removeItem(self._celebration)
        item = CelebrationItem(colour)
        item.setPos(at)
        item.setZValue(Z_RULER + 5)
        self.scene.addItem(item)
        self._celebration = item
        self.celebration_motion.start()

    def celebration_step(self, fraction: float) -> None:
        """Show the celebration at ``fraction`` (0 to 1) of its time; at 1 it goes."""
        item = self._celebration
        if item is None:
            return
        # the burst waits for the stroke's last third, then plays
        item.fraction = max(0.0, min(1.0, (fraction - 0.25) / 0.75))
        item.update()
        if fraction >= 1.0:
            self.scene.removeItem(item)
            self._celebration = None

    @property
    def winner_frame(self) -> WinnerFrameItem | None:
        """The frame round the sheet of a winner (None unless a winner's sheet is shown)."""
        return self._winner_frame

    def frame_winner(self, title: str | None, colour: QColor | None = None) -> bool:
        """Frame the sheet as a winner's (gold, laurels, ``title`` on a ribbon), drawn round
        as a moment of celebration the first time; ``None`` takes the frame away. Returns
        whether a new frame was put up."""
        current = self._winner_frame
        if current is not None and (current.title, current.colour) == (title, colour):
            return False
        self.winner_frame_motion.stop()
        if current is not None:
            self.scene.removeItem(current)
            self._winner_frame = None
        if title is None or colour is None:
            return False
        item = WinnerFrameItem(self.map_rect, colour, title)
        item.setZValue(Z_RULER + 4)
        self.scene.addItem(item)
        self._winner_frame = item
        key = (title, colour.name())
        if key not in self._frames_drawn:
            self._frames_drawn.add(key)
            self.winner_frame_motion.start()
        return True

    def winner_frame_step(self, fraction: float) -> None:
        """Show the winner's frame drawn round up to ``fraction`` (0 to 1)."""
        if self._winner_frame is not None:
            self._winner_frame.fraction = fraction
            self._winner_frame.update()
