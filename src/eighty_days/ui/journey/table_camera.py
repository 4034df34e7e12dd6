"""Where the journey table's camera goes and which sheet it shows: a steady camera that
scrolls only to bring what matters into view and never zooms by itself, the region of a
player's route, and the turn's moments the camera answers (a person's turn starting, a
route just drawn by a player whose sheet stays for the pen stroke)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsView

from eighty_days.engine.journey import DrawRoute, JourneyState, Phase
from eighty_days.sheet.model import Point
from eighty_days.ui.journey.scene_geometry import to_scene
from eighty_days.ui.motion import motion_factor
from eighty_days.ui.ui_scale import ui_scale_factor

#: The share of the view, at each side, left between a point brought into view and the
#: view's edge.
VIEW_MARGIN = 0.08


def bring_into_view(view: QGraphicsView, points: Sequence[Point]) -> None:
    """Scroll ``view`` so that ``points`` are on screen, at the zoom the player chose (a
    steady camera: the zoom never changes by itself, nothing moves if every point shows
    already, and otherwise the view moves only as far as it takes to bring them in, a
    margin from its edge). Where they cannot all show at this zoom, the first of them
    (the route's end) shows, with as much of the rest as the view holds."""
    if not points:
        return
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    scene_points = [to_scene(point) for point in points]
    if all(visible.contains(point) for point in scene_points):
        return
    inner = visible.adjusted(
        visible.width() * VIEW_MARGIN,
        visible.height() * VIEW_MARGIN,
        -visible.width() * VIEW_MARGIN,
        -visible.height() * VIEW_MARGIN,
    )
    wanted = scene_bounds(scene_points)
    first = scene_points[0]
    shift_x = _shift(inner.left(), inner.right(), wanted.left(), wanted.right(), first.x())
    shift_y = _shift(inner.top(), inner.bottom(), wanted.top(), wanted.bottom(), first.y())
    transform = view.transform()  # (the view only scales)
    bar_x, bar_y = view.horizontalScrollBar(), view.verticalScrollBar()
    bar_x.setValue(bar_x.value() + round(shift_x * transform.m11()))
    bar_y.setValue(bar_y.value() + round(shift_y * transform.m22()))


def _shift(low: float, high: float, least: float, most: float, first: float) -> float:
    """How far the span ``low``–``high`` shown along one axis moves to hold ``least``–
    ``most`` (the least it can); where that span is too long for it, to hold ``first``
    with the span's middle as near the middle as that allows."""
    if most - least <= high - low:
        if least < low:
            return least - low
        if most > high:
            return most - high
        return 0.0
    middle = (least + most) / 2 - (low + high) / 2
    # the shown span moved by ``middle`` must still hold ``first``
    return min(max(middle, first - high), first - low)


def scene_bounds(points: Sequence[QPointF]) -> QRectF:
    """The smallest rectangle holding every one of ``points`` (at least one); its width or
    height is nought when they lie on a line. (``QRectF.united`` cannot build it: it
    drops a rectangle of no size, so a union of points is only its first point.)"""
    xs = [point.x() for point in points]
    ys = [point.y() for point in points]
    return QRectF(QPointF(min(xs), min(ys)), QPointF(max(xs), max(ys)))


def route_region(points: Sequence[Point], ruler_unit: float) -> QRectF:
    """The scene region that frames a route's ``points`` (at least one) with their
    surroundings: a margin round them, and never less than a few ruler lengths across
    (fewer in a larger text size: the places' names need a closer look to find room)."""
    rect = scene_bounds([to_scene(point) for point in points])
    least = 30 * ruler_unit / 5.0 / max(ui_scale_factor(), 1.0)
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
