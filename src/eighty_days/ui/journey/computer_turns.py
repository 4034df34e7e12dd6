"""Computer seats at the journey table: the bot thinks off the UI thread, the table shows
its decision, then the decision goes through the same controller path as a human's.

When a computer seat is to move, ``ComputerTurns`` asks its ``BotRunner``. The answer is
shown before it is applied: a market card gets a frame in the player's colour; a route
turns and bends the ruler to the chosen route, then draws it out along the ruler. How
long this takes follows the animation speed of the settings ("off" applies at once); a
click on the map or any key skips the rest and applies the decision at once. A new game
or an undo (any state the decision was not made for) drops a decision still awaited or
shown.

While a decision is shown (the animation on), the seat to move after it thinks ahead: if
that is a computer seat too, its decision for the state the shown one leads to is asked
of the worker at once, so it is ready (or nearly) when the animation ends. It is used
only if the state on the table then equals the one it was made for; anything else (an
undo, a new game, a refused action) drops it and the seat thinks afresh.
"""

from __future__ import annotations

import dataclasses
import itertools
import math
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QEasingCurve,
    QEvent,
    QObject,
    QTimer,
    QVariantAnimation,
    Slot,
)
from PySide6.QtGui import QColor

from eighty_days.ai.base import Level
from eighty_days.ai.table_warmup import prepare_in_background
from eighty_days.engine.common import IllegalActionError
from eighty_days.engine.game import journey_game
from eighty_days.engine.journey import (
    Action,
    DrawRoute,
    JourneyConfig,
    JourneyState,
    TakeBalloon,
    TakeTransport,
    apply,
    is_terminal,
)
from eighty_days.settings import AppSettings
from eighty_days.sheet.model import Point
from eighty_days.ui.common.bot_runner import same_game
from eighty_days.ui.common.computer_seats import ComputerSeats
from eighty_days.ui.journey.controller import JourneyController
from eighty_days.ui.journey.ruler import normalised_angle
from eighty_days.ui.journey.table import JourneyTable

#: The levels that use the way-home graph and reach table (``ai.journey.prepare``).
TABLE_LEVELS = frozenset({Level.EASY, Level.HARD, Level.EXPERT})
#: How long a computer's card stays framed before it is taken, at normal speed (ms).
TAKE_SHOW_MS = 900
#: How long the ruler takes to turn and bend to the route, at normal speed (ms).
RULER_TURN_MS = 900
#: How long the route takes to be drawn out along the ruler, at normal speed (ms).
ROUTE_DRAW_MS = 900


def route_pose(points: Sequence[Point]) -> tuple[tuple[float, ...], float]:
    """The ruler's segment angles (degrees) and stop distance that lay it along ``points``."""
    angles: list[float] = []
    length = 0.0
    for (x0, y0), (x1, y1) in itertools.pairwise(points):
        step = math.hypot(x1 - x0, y1 - y0)
        if step > 1e-9:
            angles.append(math.degrees(math.atan2(y1 - y0, x1 - x0)))
            length += step
    return tuple(angles), length


def _blend_angle(start: float, end: float, fraction: float) -> float:
    return start + normalised_angle(end - start) * fraction


class ComputerTurns(ComputerSeats):
    """Plays the computer seats of the journey table through the controller."""

    def __init__(
        self,
        controller: JourneyController,
        table: JourneyTable,
        *,
        speed_factor: float | None = None,
        settings: AppSettings | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(
            journey_game(),
            controller,
            table.status_message,
            speed_factor=speed_factor,
            settings=settings,
            parent=parent,
        )
        self.controller = controller
        self.table = table
        self._shown_state: JourneyState | None = None
        self._shown_action: Action | None = None
        self._hold = QTimer(self)
        self._hold.setSingleShot(True)
        self._hold.timeout.connect(self.finish)
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.setEasingCurve(QEasingCurve.Type.Linear)
        self._animation.valueChanged.connect(self._animate)
        self._animation.finished.connect(self.finish)
        self._start_angles: tuple[float, ...] = ()
        self._target_angles: tuple[float, ...] = ()
        self._target_stop = 0.0
        controller.state_changed.connect(self._state_changed)
        self._filtering = False
        self._prepared: JourneyConfig | None = None
        #: The state the shown decision leads to, whose next decision the worker is asked
        #: for ahead of time (``_think_ahead``), and that decision once it came.
        self._ahead_state: JourneyState | None = None
        self._ahead_action: Action | None = None
        #: The look-ahead's state while the table is in it and its decision not yet come.
        self._awaiting_ahead: JourneyState | None = None
        #: How many decisions were taken from a look-ahead (for tests and the curious).
        self.thought_ahead = 0

    # -- seats -----------------------------------------------------------------------------

    def set_seats(self, levels: Sequence[Level | None], seed: int) -> None:
        """Seat ``i`` is played by a bot of ``levels[i]`` (None: a human); bots seeded from
        ``seed``. Call before the game starts (``controller.start``)."""
        self.stop()
        self._seat_bots(levels, seed)
        self.table.set_computer_seats(frozenset(self.bots))

    @property
    def busy(self) -> bool:
        """Whether a computer is thinking or its decision is being shown."""
        return self.runner.busy or self._shown_action is not None or self._asked is not None

    @property
    def route_progress(self) -> float:
        """How far the shown route's animation has come (0 to 1; 0 when none is running)."""
        if self._animation.state() is not QVariantAnimation.State.Running:
            return 0.0
        value = self._animation.currentValue()
        return float(value) if isinstance(value, float) else 0.0

    def stop(self) -> None:
        """Drop any decision awaited, shown or thought ahead (a new game, an undo, closing)."""
        self.runner.cancel()
        self._asked = None
        self._forget_ahead()
        self._clear_show()

    def _forget_ahead(self) -> None:
        self._ahead_state = None
        self._ahead_action = None
        self._awaiting_ahead = None

    # -- the flow --------------------------------------------------------------------------

    @Slot(object)
    def _state_changed(self, state: JourneyState) -> None:
        if state is self._asked or state is self._shown_state:
            return
        if self._use_ahead(state):
            return
        self.stop()
        if self._last_seen is not None and not same_game(self._last_seen, state):
            # Another game (opened from a file): its seats are people's until set again.
            self.bots = {}
            self.table.set_computer_seats(frozenset())
            self.table.show_state(state, self.controller.looks)
        self._last_seen = state
        self._prepare_for(state)
        if is_terminal(state) or state.active is None:
            return
        bot = self.bots.get(state.active)
        if bot is None:
            return
        self._asked = state
        self.runner.request(bot, state)

    def _prepare_for(self, state: JourneyState) -> None:
        """With an easy, hard or expert seat at the table, have what those levels keep per
        map made in the background (a few seconds on the world map), while the people before
        them play: their first move need not wait for it. A preparation of this map already
        asked for (at the program's start: ``ui.journey.last_game_tables``) is reused."""
        config = state.config
        if config is self._prepared or not any(
            bot.level in TABLE_LEVELS for bot in self.bots.values()
        ):
            return
        self._prepared = config
        prepare_in_background(config)

    # -- thinking ahead -------------------------------------------------------------------

    def _think_ahead(self, state: JourneyState, action: Action) -> None:
        """Ask the worker now for the decision after ``action`` (shown for ``state``) if a
        computer seat is to move then."""
        self._forget_ahead()
        if action.seat is None and state.active is not None:
            action = dataclasses.replace(action, seat=state.active)  # as the controller does
        try:
            following = apply(state, action)
        except IllegalActionError:
            return  # refused when applied: reported then
        if is_terminal(following) or following.active is None:
            return
        bot = self.bots.get(following.active)
        if bot is None:
            return
        self._ahead_state = following
        self.runner.request(bot, following)

    def _use_ahead(self, state: JourneyState) -> bool:
        """If ``state`` is the one a decision was thought ahead for: take that decision (now
        if it came, else when it comes) and say so; else False."""
        ahead, action = self._ahead_state, self._ahead_action
        if ahead is None or state != ahead:
            return False
        self._ahead_state = self._ahead_action = None
        self._clear_show()
        self._last_seen = state
        self._asked = state
        if action is None:
            self._awaiting_ahead = ahead
        else:
            QTimer.singleShot(0, lambda: self._take_ahead(state, action))
        return True

    def _take_ahead(self, state: JourneyState, action: Action) -> None:
        """Show ``action``, thought ahead for ``state``, if the table is still there."""
        if state is self.controller.state and state is self._asked:
            self.thought_ahead += 1
            self._decided(state, action)

    @Slot(object, object)
    def _on_decided(self, state: object, action: object) -> None:
        if state is not None and state is self._ahead_state and isinstance(action, Action):
            self._ahead_action = action  # kept until the table reaches that state
            return
        if state is not None and state is self._awaiting_ahead and isinstance(action, Action):
            self._awaiting_ahead = None
            if isinstance(self._asked, JourneyState):
                self._take_ahead(self._asked, action)
            return
        super()._on_decided(state, action)

    @Slot(object, str)
    def _on_failed(self, state: object, reason: str) -> None:
        if state is not None and state is self._ahead_state:
            self._forget_ahead()  # thought afresh when the table gets there (and reported)
            return
        if state is not None and state is self._awaiting_ahead:
            self._awaiting_ahead = None
            asked: Any = self._asked
            seat = asked.active if isinstance(asked, JourneyState) else None
            bot = self.bots.get(seat) if seat is not None else None
            if bot is not None:
                self.runner.request(bot, asked)  # its failure is reported as any other
            return
        super()._on_failed(state, reason)

    def _decided(self, state: JourneyState, action: Action) -> None:
        """Show the bot's ``action``: frame the market card, or lay the ruler along the route;
        meanwhile the next computer seat thinks ahead."""
        self._asked = None
        self._shown_state = state
        self._shown_action = action
        self.showing.emit(state, action)
        factor = self._factor()
        if factor <= 0.0:
            self.finish()
            return
        self._think_ahead(state, action)  # while the decision is shown
        self._set_skippable(True)
        active = state.active if state.active is not None else 0
        colour = QColor(self.controller.looks[active].colour)
        if isinstance(action, TakeTransport | TakeBalloon):
            self.table.market.mark_choice(action, colour)
            self._hold.start(max(1, round(TAKE_SHOW_MS * factor)))
            return
        ruler = self.table.ruler
        if isinstance(action, DrawRoute) and ruler is not None:
            self._start_angles = ruler.angles
            self._target_angles, self._target_stop = route_pose(action.points)
            if not self._target_angles:
                self._target_angles = self._start_angles
            self._animation.setDuration(max(1, round((RULER_TURN_MS + ROUTE_DRAW_MS) * factor)))
            self._animation.start()
            return
        self._hold.start(max(1, round(TAKE_SHOW_MS * factor)))

    @Slot(object)
    def _animate(self, value: object) -> None:
        ruler = self.table.ruler
        if ruler is None or not isinstance(value, float):
            return
        turn_share = RULER_TURN_MS / (RULER_TURN_MS + ROUTE_DRAW_MS)
        turning = min(1.0, value / turn_share)
        drawing = max(0.0, (value - turn_share) / (1.0 - turn_share))
        angles = [
            _blend_angle(self._start_angles[min(i, len(self._start_angles) - 1)], target, turning)
            for i, target in enumerate(self._target_angles)
        ]
        stop = ruler.spec.length if drawing <= 0.0 else self._target_stop * drawing
        ruler.set_pose(angles, stop)

    @Slot()
    def finish(self) -> None:
        """Apply the decision being shown now (the end of its animation, or a skip)."""
        state, action = self._shown_state, self._shown_action
        if action is None or state is not self.controller.state:
            self._clear_show()
            return
        self._clear_show()
        if isinstance(action, DrawRoute):
            accepted = self.controller.draw_route(action.points, action.seat)
        else:
            accepted = self.controller.take_transport(action)
        if accepted:
            self.played.emit(action)
        else:
            self._report_refused(action)

    def _clear_show(self) -> None:
        self._shown_state = None
        self._shown_action = None
        self._hold.stop()
        if self._animation.state() is QVariantAnimation.State.Running:
            self._animation.blockSignals(True)
            self._animation.stop()
            self._animation.blockSignals(False)
        self.table.market.mark_choice(None)
        self._set_skippable(False)

    def _set_skippable(self, on: bool) -> None:
        if on == self._filtering:
            return
        view = self.table.view
        for watched in (view, view.viewport(), self.table.window()):
            if on:
                watched.installEventFilter(self)
            else:
                watched.removeEventFilter(self)
        self._filtering = on

    # -- skipping --------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A click on the map or a key while a decision is shown skips to its end."""
        if self._shown_action is not None and event.type() in (
            QEvent.Type.MouseButtonPress,
            QEvent.Type.KeyPress,
        ):
            QTimer.singleShot(0, self.finish)
            return True
        return super().eventFilter(watched, event)
