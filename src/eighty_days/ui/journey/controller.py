"""The journey controller: turns the table's intent into engine actions and back.

Views announce what a player wants (a market card, a route); the controller asks the
engine (``apply``), keeps the new frozen state and tells the views to redraw from it.
It also judges the ruler's route live with the same geometry the engine uses.
"""

from __future__ import annotations

import dataclasses
import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal, Slot

from eighty_days.engine.common import IllegalActionError
from eighty_days.engine.journey import (
    Action,
    Character,
    DrawRoute,
    JourneyState,
    Phase,
    Side,
    TransportChoice,
    apply,
    check_route_lengths,
    held_ruler,
    is_terminal,
    outcome,
)
from eighty_days.sheet.model import Location, Point
from eighty_days.ui.common.message_text import error_text, message_text
from eighty_days.ui.journey.ruler import RulerSpec, SegmentState
from eighty_days.ui.journey.seats import SeatLook


@dataclass(frozen=True, slots=True)
class RoutePreview:
    """The live judgement of the ruler's route: per-segment colours, the reason, the snap."""

    legal: bool
    reason: str
    segments: tuple[SegmentState, ...]
    snapped: Location | None
    #: How far along the route (map units) it first goes wrong, whatever the reason.
    illegal_from: float | None = None


class JourneyController(QObject):
    """Holds the current game state; applies actions; announces every change."""

    #: The new state after every action or a new game.
    state_changed = Signal(object)
    #: The events of the last action (``JourneyState.last_events``) and the turn number.
    events_happened = Signal(object, int)
    #: An action the engine refused, with the reason for the player.
    action_refused = Signal(str)
    #: The game is over: the ``Outcome``.
    game_over = Signal(object)

    def __init__(
        self, state: JourneyState, looks: tuple[SeatLook, ...], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.state = state
        self.looks = looks

    def start(self, state: JourneyState, looks: tuple[SeatLook, ...]) -> None:
        """Begin a new game from ``state``."""
        self.state = state
        self.looks = looks
        self.state_changed.emit(state)

    # -- intent -> actions -------------------------------------------------------------

    @Slot(object)
    def take_transport(self, choice: TransportChoice) -> bool:
        """The active player takes ``choice`` from the market (or a balloon)."""
        return self._apply(choice)

    @Slot(object)
    def draw_route(self, points: Sequence[Point], seat: int | None = None) -> bool:
        """The active player (``seat``, if given) draws the route ``points`` with the card
        in hand."""
        preview = self.preview_route(points)
        if not preview.legal:
            self.action_refused.emit(preview.reason)
            return False
        return self._apply(DrawRoute(tuple((float(x), float(y)) for x, y in points), seat))

    def _apply(self, action: Action) -> bool:
        turn = self.state.turn
        if action.seat is None and self.state.active is not None:
            # the acting seat: the engine refuses the action if another player is to act
            action = dataclasses.replace(action, seat=self.state.active)
        try:
            new_state = apply(self.state, action)
        except IllegalActionError as error:
            self.action_refused.emit(error_text(error))
            return False
        self.state = new_state
        self.events_happened.emit(new_state.last_events, turn)
        self.state_changed.emit(new_state)
        if is_terminal(new_state):
            self.game_over.emit(outcome(new_state))
        return True

    # -- the ruler -----------------------------------------------------------------------

    def ruler_spec(self) -> RulerSpec | None:
        """The ruler of the card in hand in map units, or ``None`` before one is taken."""
        state = self.state
        ruler = held_ruler(state)
        if ruler is None or state.in_hand is None or state.phase is not Phase.DRAW_ROUTE:
            return None
        unit = state.config.sheet.ruler_unit
        scaled = ruler.in_map_units(unit)
        return RulerSpec(
            length=scaled.length, marks=scaled.marks, transport=state.in_hand.transport, unit=unit
        )

    def preview_route(self, points: Sequence[Point]) -> RoutePreview:
        """Judge ``points`` as the engine will (R2024-10/11), segment by segment."""
        state = self.state
        if state.in_hand is None or state.active is None:
            return RoutePreview(False, self.tr("Take a transport first."), (), None)
        count = max(len(points) - 1, 0)
        ruler = held_ruler(state)
        sheet = state.config.sheet
        if ruler is not None:
            try:
                check_route_lengths(tuple(points), ruler, sheet.ruler_unit)
            except IllegalActionError as error:
                return RoutePreview(
                    False,
                    error_text(error),
                    tuple(SegmentState(False, True) for _ in range(count)),
                    None,
                    0.0,
                )
        coast_crossing = (not state.in_hand.is_balloon) and state.has_active(
            state.active, Character.PASSEPARTOUT, Side.BACK
        )
        from eighty_days.sheet.reach import route_trouble  # numpy: after the window shows

        geometry = state.config.geometry
        # the engine's verdict, and the first illegal point whatever the reason (the map's
        # edge, the mountains or a coast: the ruler turns red there)
        trouble = route_trouble(
            geometry, list(points), state.in_hand.transport, coast_crossing=coast_crossing
        )
        length = sum(math.dist(a, b) for a, b in itertools.pairwise(points))
        snapped = geometry.snap(points[-1]) if points and length > 0 else None
        if trouble.legal:
            segments = tuple(SegmentState(True, True) for _ in range(count))
            return RoutePreview(True, "", segments, snapped)
        where = trouble.distance if trouble.distance is not None else 0.0
        travelled = 0.0
        states: list[SegmentState] = []
        for a, b in itertools.pairwise(points):
            states.append(SegmentState(travelled + math.dist(a, b) <= where, True))
            travelled += math.dist(a, b)
        return RoutePreview(
            False, message_text(trouble.message), tuple(states), snapped, trouble.distance
        )
