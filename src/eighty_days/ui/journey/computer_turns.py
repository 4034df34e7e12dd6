"""Computer seats at the journey table: the bot thinks off the UI thread, the table shows
its decision, then the decision goes through the same controller path as a human's.

When a computer seat is to move, ``ComputerTurns`` asks its ``BotRunner``. The answer is
shown before it is applied: a market card gets a frame in the player's colour; a route
turns and bends the ruler to the chosen route, then draws it out along the ruler. How
long this takes follows the animation speed of the settings ("off" applies at once); a
click on the map or any key skips the rest and applies the decision at once. A new game
or an undo (any state the decision was not made for) drops a decision still awaited or
shown.
"""

from __future__ import annotations

import itertools
import math
import threading
from collections.abc import Sequence

from PySide6.QtCore import (
    QEasingCurve,
    QEvent,
    QObject,
    QTimer,
    QVariantAnimation,
    Slot,
)
from PySide6.QtGui import QColor

from eighty_days.ai.base import Game, Level
from eighty_days.engine.journey import (
    Action,
    DrawRoute,
    JourneyConfig,
    JourneyState,
    TakeBalloon,
    TakeTransport,
    is_terminal,
)
from eighty_days.settings import AppSettings
from eighty_days.sheet.model import Point
from eighty_days.ui.common.bot_runner import same_game
from eighty_days.ui.common.computer_seats import ComputerSeats
from eighty_days.ui.journey.controller import JourneyController
from eighty_days.ui.journey.ruler import normalised_angle
from eighty_days.ui.journey.table import JourneyTable

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
            Game.JOURNEY,
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
        return self.runner.busy or self._shown_action is not None

    @property
    def route_progress(self) -> float:
        """How far the shown route's animation has come (0 to 1; 0 when none is running)."""
        if self._animation.state() is not QVariantAnimation.State.Running:
            return 0.0
        value = self._animation.currentValue()
        return float(value) if isinstance(value, float) else 0.0

    def stop(self) -> None:
        """Drop any decision awaited or shown (a new game, an undo, closing)."""
        self.runner.cancel()
        self._asked = None
        self._clear_show()

    # -- the flow --------------------------------------------------------------------------

    @Slot(object)
    def _state_changed(self, state: JourneyState) -> None:
        if state is self._asked or state is self._shown_state:
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
        """With a hard or expert seat at the table, build what those levels keep per map in
        the background (a few seconds on the world map), while the people before them
        play: their first move need not wait for it."""
        config = state.config
        if config is self._prepared or not any(
            bot.level in (Level.HARD, Level.EXPERT) for bot in self.bots.values()
        ):
            return
        self._prepared = config

        def build() -> None:
            # imported here: numpy and shapely stay out of the program's start
            from eighty_days.ai.journey import is_prepared, prepare

            if not is_prepared(config):
                prepare(config)

        threading.Thread(target=build, name="opponents' tables", daemon=True).start()

    def _decided(self, state: JourneyState, action: Action) -> None:
        """Show the bot's ``action``: frame the market card, or lay the ruler along the route."""
        self._asked = None
        self._shown_state = state
        self._shown_action = action
        self.showing.emit(state, action)
        factor = self._factor()
        if factor <= 0.0:
            self.finish()
            return
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
