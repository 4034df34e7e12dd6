"""What the computer seats of both games share: bots seeded per seat, a ``BotRunner`` that
thinks off the UI thread, the animation speed of the settings, and what the table hears
when a bot fails or the rules refuse its action.

The games' own classes (``ui.journey.computer_turns.ComputerTurns`` and
``ui.race.computer_seats.RaceComputerSeats``) decide when to ask and how a decision is
shown. Texts of this class are looked up under the context ``ComputerSeats`` (a ``tr()``
here would look them up under the subclass's name, which lupdate cannot know).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Signal, SignalInstance, Slot

from eighty_days.ai.base import Bot, Level
from eighty_days.ai.bots import make_bot
from eighty_days.engine.game import AnyGame
from eighty_days.settings import AppSettings
from eighty_days.ui.common.bot_runner import BotRunner, speed_factor_from_settings
from eighty_days.ui.motion import system_reduces_motion


class _Controller(Protocol):
    """A game's controller as far as the computer seats need it: the current state."""

    @property
    def state(self) -> Any:
        """The state on the table now."""


class ComputerSeats(QObject):
    """The part of a game's computer seats that does not depend on the game."""

    #: A computer's decision is being shown (the state it is for, the action).
    showing = Signal(object, object)
    #: A computer's decision was applied (the action).
    played = Signal(object)
    #: A bot failed or the rules refused its action (the reason); the game waits.
    failed = Signal(str)

    def __init__(
        self,
        game: AnyGame,
        controller: _Controller,
        status_message: SignalInstance,
        *,
        speed_factor: float | None = None,
        settings: AppSettings | None = None,
        parent: QObject | None = None,
    ) -> None:
        """``speed_factor`` fixes the animation speed; else it is read from ``settings``
        (the program's) at each decision."""
        super().__init__(parent)
        self.settings = settings
        self.game = game
        self._controller = controller
        self._status_message = status_message
        self.runner = BotRunner(self)
        self.bots: dict[int, Bot] = {}
        #: The factor on the normal animation durations (0: at once); None: from settings.
        self.speed_factor = speed_factor
        #: The state a decision was asked for and is still awaited.
        self._asked: Any = None
        #: The last state seen, to tell another game (a save opened) from this one.
        self._last_seen: Any = None
        self.runner.decided.connect(self._on_decided)
        self.runner.failed.connect(self._on_failed)

    def _seat_bots(self, levels: Sequence[Level | None], seed: int) -> None:
        """Seat ``i`` gets a bot of ``levels[i]`` (None: a person), seeded from ``seed``."""
        self.bots = {
            index: make_bot(self.game, level, seed * 31 + index)
            for index, level in enumerate(levels)
            if level is not None
        }
        self._last_seen = None

    def _factor(self) -> float:
        """The factor on the normal durations (0: at once), read at each decision so a
        change in the Settings dialog applies to the next one."""
        factor = self.speed_factor
        if factor is None:
            # the system asking for reduced motion is as Settings → Animation: Off
            factor = 0.0 if system_reduces_motion() else speed_factor_from_settings(self.settings)
        return max(0.0, factor)

    # -- the runner's answers ------------------------------------------------------------

    @Slot(object, object)
    def _on_decided(self, state: object, action: object) -> None:
        if state is not self._controller.state or state is not self._asked:
            return  # a late answer for a game that has moved on
        self._decided(state, action)

    def _decided(self, state: Any, action: Any) -> None:
        """The bot's ``action`` for ``state``, the state still on the table: show it."""
        raise NotImplementedError

    @Slot(object, str)
    def _on_failed(self, state: object, reason: str) -> None:
        if state is not self._controller.state:
            return
        self._asked = None
        self._status_message.emit(
            QCoreApplication.translate(
                "ComputerSeats", "The computer player cannot decide: {reason}"
            ).format(reason=reason)
        )
        self.failed.emit(reason)

    def _report_refused(self, action: Any) -> None:
        """The engine refused a bot's action: a bug in the bot, never left silent."""
        text = QCoreApplication.translate("ComputerSeats", "The rules refused {action}.").format(
            action=action.to_dict()
        )
        self._status_message.emit(text)
        self.failed.emit(text)
