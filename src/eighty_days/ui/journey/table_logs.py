"""The journey table's logs: the table's log and each player's turn log say what the
shown state's history did, kept in step as states come (one more action adds its events;
an undo, a redo or a game opened rewrites them, replaying only what changed)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from eighty_days.engine.common import IllegalActionError
from eighty_days.engine.journey import (
    AdventureClaimed,
    JourneyEvent,
    JourneyState,
    SetupError,
    apply,
    new_game,
)
from eighty_days.ui.common.message_text import message_text
from eighty_days.ui.journey.event_log import EventLog
from eighty_days.ui.journey.player_panel import PlayerPanel


class TableLogs:
    """Writes ``log`` (the table's) and the turn logs of the panels ``panels()`` gives from
    the states shown; notes who claimed each adventure card on which turn (``claims``)."""

    def __init__(self, log: EventLog, panels: Callable[[], Sequence[PlayerPanel]]) -> None:
        self.log = log
        self._panels = panels
        #: Who claimed each adventure card and on which turn (from the history).
        self.claims: dict[str, tuple[int, int]] = {}
        #: The state whose history the logs tell; the states after each of its actions
        #: (the first: the game's start) and each action's events with its turn.
        self._logged: JourneyState | None = None
        self._log_states: list[JourneyState] = []
        self._log_entries: list[tuple[tuple[JourneyEvent, ...], int]] = []
        self._stale = False

    def mark_stale(self) -> None:
        """New panels (or a cleared log): the next ``sync`` writes the logs again from the
        history."""
        self._stale = True

    def sync(self, state: JourneyState) -> None:
        """The table's log and the turn logs say what ``state``'s history did: one more
        action adds its events; anything else (undo, redo, a resumed or opened game) rebuilds
        them from the game's history, replaying only what was not replayed before."""
        logged = self._logged
        self._logged = state
        stale, self._stale = self._stale, False
        if logged is not None and state.history == logged.history and not stale:
            return
        same_game = (
            logged is not None
            and state.config is logged.config
            and state.seed == logged.seed
            and bool(self._log_states)
        )
        common = 0
        if same_game and logged is not None:
            for old, new in zip(logged.history, state.history, strict=False):
                if old != new:
                    break
                common += 1
        if (
            same_game
            and not stale
            and common == len(logged.history if logged else ())
            and len(state.history) == common + 1
        ):
            # one more action: its events are the state's last events
            turn = self._log_states[-1].turn
            self._log_states.append(state)
            self._log_entries.append((state.last_events, turn))
            self._log_events(state.last_events, turn)
            return
        try:
            if not same_game:
                self._log_states = [new_game(state.config, state.seed)]
                self._log_entries = []
            else:
                del self._log_states[common + 1 :]
                del self._log_entries[common:]
            replayed = self._log_states[-1]
            for action in state.history[common:]:
                turn = replayed.turn
                replayed = apply(replayed, action)
                self._log_states.append(replayed)
                self._log_entries.append((replayed.last_events, turn))
        except (IllegalActionError, SetupError):
            # a history the rules refuse: the logs stay empty, the table still shows
            self._log_states, self._log_entries = [], []
        self.log.clear()
        self.claims = {}
        for panel in self._panels():
            panel.clear_log()
        for events, turn in self._log_entries:
            self._log_events(events, turn, scroll=False)
        self.log.scrollToBottom()
        for panel in self._panels():
            panel.log.scrollToBottom()

    def _log_events(
        self, events: Sequence[JourneyEvent], turn: int, *, scroll: bool = True
    ) -> None:
        self.log.add_events(events, turn, scroll=scroll)
        for event in events:
            if isinstance(event, AdventureClaimed):
                self.claims[event.card_id] = (event.player, turn)
            player = getattr(event, "player", None)
            if isinstance(player, int) and 0 <= player < len(self._panels()):
                self._panels()[player].add_log(
                    QCoreApplication.translate("JourneyTable", "Turn {turn}: {text}").format(
                        turn=turn, text=message_text(event.message)
                    ),
                    scroll=scroll,
                )
            others = [*getattr(event, "targets", ()), getattr(event, "from_player", None)]
            for target in others:
                if target is None:
                    continue
                if 0 <= target < len(self._panels()) and target != player:
                    self._panels()[target].add_log(
                        QCoreApplication.translate("JourneyTable", "Turn {turn}: {text}").format(
                            turn=turn, text=message_text(event.message)
                        ),
                        scroll=scroll,
                    )
