"""Where the journey table's camera goes and which sheet it shows: a steady camera that
scrolls only to bring what matters into view and never zooms by itself, the region of a
player's route, and the turn's moments the camera answers (a person's turn starting, a
route just drawn by a player whose sheet stays for the pen stroke)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsView

from eighty_days.engine.journey import DrawRoute, JourneyState, Phase
from eighty_days.sheet.model import Point
from eighty_days.ui.journey.scene_geometry import to_scene
from eighty_days.ui.motion import motion_factor


def bring_into_view(view: QGraphicsView, points: Sequence[Point]) -> None:
    """Scroll ``view`` so that ``points`` are on screen, at the zoom the player chose (a
    steady camera: the zoom never changes by itself, and nothing moves if they show
    already)."""
    if not points:
        return
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    inner = visible.adjusted(
        visible.width() * 0.08,
        visible.height() * 0.08,
        -visible.width() * 0.08,
        -visible.height() * 0.08,
    )
    scene_points = [to_scene(point) for point in points]
    if all(inner.contains(point) for point in scene_points):
        return
    rect = QRectF(scene_points[0], scene_points[0])
    for point in scene_points[1:]:
        rect = rect.united(QRectF(point, point))
    view.centerOn(rect.center())


def route_region(points: Sequence[Point], ruler_unit: float) -> QRectF:
    """The scene region that frames a route's ``points`` (at least one) with their
    surroundings: a margin round them, and never less than a few ruler lengths across."""
    scene_points = [to_scene(point) for point in points]
    rect = QRectF(scene_points[0], scene_points[0])
    for point in scene_points[1:]:
        rect = rect.united(QRectF(point, point))
    least = 30 * ruler_unit / 5.0
    margin = max(rect.width(), rect.height(), least) * 0.25
    rect = rect.adjusted(-margin, -margin, margin, margin)
    centre = rect.center()
    width = max(rect.width(), least * 1.8)
    height = max(rect.height(), least * 1.1)
    return QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)


def drawer_of(before: JourneyState | None, state: JourneyState) -> int | None:
    """The player whose route ``state`` has just drawn, when the next turn is another
    player's and motion is on (their sheet stays for the pen stroke); else None."""
    if before is None or state.history[:-1] != before.history or not state.history:
        return None
    if not isinstance(state.history[-1], DrawRoute) or before.active is None:
        return None
    if before.active == state.active or motion_factor() <= 0.0:
        return None
    return before.active


def turn_starts(
    before: JourneyState | None, state: JourneyState, computer_seats: frozenset[int]
) -> bool:
    """Whether ``state`` starts a person's turn (the camera brings their route's end into
    view then, and only then); ``computer_seats``: the seats the computer plays."""
    if state.phase is not Phase.TAKE_TRANSPORT or state.active is None:
        return False
    if state.active in computer_seats:
        return False
    return before is None or before.active != state.active or before.turn != state.turn
