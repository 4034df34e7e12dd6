"""Edit → Undo / Redo over the game's states, the hot-seat take-back, and the setting
"Confirm before committing a route or a card".

With computer opponents, Undo goes back to the last earlier moment a human was to decide
(the computers' moves in between go too) and Redo forward again. In hot seat, Undo takes
back only the current player's own steps of this turn (``GameHistory.take_back_target``);
once the next player has something to answer, the step is committed. Neither ever goes
back across an action that turned a hidden card face up (a commit point): the Undo item
is then disabled and says why, and the status line says it when a person's own action
was such a commit point.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal, SignalInstance, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox

from eighty_days.saves import GameHistory, Preferences, replay_states
from eighty_days.ui.common.shortcuts import redo_keys
from eighty_days.ui.saves.session import GameSession

#: The name of the "confirm before committing" setting in the settings file.
CONFIRM_SETTING = "confirm_before_committing"
#: How long the status line shows why an action cannot be taken back.
STATUS_MILLISECONDS = 10000


class UndoController(QObject):
    """The Edit menu's Undo and Redo for one game window."""

    #: The history moved (the state now on the table).
    moved = Signal(object)

    def __init__(
        self, window: QMainWindow, session: GameSession, *, menu: QMenu | None = None
    ) -> None:
        super().__init__(window)
        self.window = window
        self.session = session
        self.history = GameHistory(replay_states(session.state()))
        self._moving = False
        if menu is None:
            menu = window.menuBar().addMenu(self.tr("&Edit"))
        self.undo_action = QAction(self.tr("&Undo"), window)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.triggered.connect(self.undo)
        self.redo_action = QAction(self.tr("&Redo"), window)
        self.redo_action.setShortcuts(redo_keys())
        self.redo_action.triggered.connect(self.redo)
        self.confirm_action = QAction(
            self.tr("&Confirm before committing a route or a card"), window
        )
        self.confirm_action.setCheckable(True)
        self.preferences = Preferences()
        self.confirm_action.setChecked(self.preferences.flag(CONFIRM_SETTING))
        self.confirm_action.toggled.connect(
            lambda on: self.preferences.set_flag(CONFIRM_SETTING, on)
        )
        # the setting is shared by every window (and Settings…): shown as it is now
        menu.aboutToShow.connect(self._show_confirm_setting)
        menu.setToolTipsVisible(True)  # the disabled Undo item's tooltip says why
        menu.addAction(self.undo_action)
        menu.addAction(self.redo_action)
        menu.addSeparator()
        menu.addAction(self.confirm_action)
        session.state_changed.connect(self._state_changed)
        self._update_actions()

    # -- who is human --------------------------------------------------------------------

    def is_human(self, player: int) -> bool:
        """Whether seat ``player`` is played by a person at this screen."""
        seats = self.session.seats()
        return seats[player].human if 0 <= player < len(seats) else True

    @property
    def has_computer(self) -> bool:
        """Whether any seat is a computer opponent (then undo spans whole turns)."""
        return not all(seat.human for seat in self.session.seats())

    # -- following the game ----------------------------------------------------------------

    @Slot(object)
    def _state_changed(self, state: Any) -> None:
        if self._moving:
            return
        current = self.history.state
        if state is current:
            return
        if (
            len(state.history) == len(current.history) + 1
            and state.history[:-1] == current.history
            and state.seed == current.seed
        ):
            self.history.record(state)
            self._update_actions()
            actor = self.history.decider_at(self.history.cursor - 1)
            if self.held_by_reveal and actor is not None and self.is_human(actor):
                self.window.statusBar().showMessage(self.reveal_reason(), STATUS_MILLISECONDS)
            return
        self.history = GameHistory(replay_states(state))  # a new or loaded game
        self._update_actions()

    def reveal_reason(self) -> str:
        """Why Undo is refused after a commit point, as the menu and status line say it."""
        return self.tr("Cards were drawn: this cannot be taken back")

    @property
    def held_by_reveal(self) -> bool:
        """Whether Undo (Take back) is refused because cards were revealed since."""
        if self.has_computer:
            return self.history.undo_held_by_reveal(self.is_human)
        return self.history.take_back_held_by_reveal()

    def _update_actions(self) -> None:
        self.undo_action.setEnabled(self.undo_target() is not None)
        self.redo_action.setEnabled(self.redo_target() is not None)
        held = self.held_by_reveal
        if self.has_computer:
            text = self.tr("&Undo: cards were drawn") if held else self.tr("&Undo")
        else:
            text = self.tr("&Take back: cards were drawn") if held else self.tr("&Take back")
        self.undo_action.setText(text)
        reason = self.reveal_reason() if held else ""
        self.undo_action.setToolTip(reason or text.replace("&", ""))
        self.undo_action.setStatusTip(reason)

    def undo_target(self) -> int | None:
        """Where Undo goes now (``None``: nothing to undo)."""
        if self.has_computer:
            return self.history.undo_target(self.is_human)
        return self.history.take_back_target()

    def redo_target(self) -> int | None:
        """Where Redo goes now (``None``: nothing to redo)."""
        return self.history.redo_target(self.is_human)

    def _go(self, index: int | None) -> bool:
        if index is None:
            return False
        state = self.history.go_to(index)
        self._moving = True
        try:
            self.session.show(state)
        finally:
            self._moving = False
        self._update_actions()
        self.moved.emit(state)
        return True

    @Slot()
    def undo(self) -> bool:
        """Edit → Undo (or Take back in hot seat)."""
        return self._go(self.undo_target())

    @Slot()
    def redo(self) -> bool:
        """Edit → Redo."""
        return self._go(self.redo_target())

    # -- confirmation ----------------------------------------------------------------------

    @Slot()
    def _show_confirm_setting(self) -> None:
        self.confirm_action.blockSignals(True)
        self.confirm_action.setChecked(self.preferences.flag(CONFIRM_SETTING))
        self.confirm_action.blockSignals(False)

    @property
    def confirm_commits(self) -> bool:
        """The setting "Confirm before committing a route or a card", as stored now (changed
        here, in another window's Edit menu or in Settings…, it applies at once)."""
        on = self.preferences.flag(CONFIRM_SETTING)
        if on != self.confirm_action.isChecked():
            self._show_confirm_setting()
        return on


class CommitGuard(QObject):
    """Puts a confirmation between a view's intent and the controller, when the setting is on.

    ``guard(signal, slot, question)`` reconnects ``signal`` from ``slot`` to the guard: with
    the setting off the intent passes straight through; with it on, a (non-blocking)
    question asks first and only Yes commits.
    """

    def __init__(self, window: QMainWindow, is_on: Callable[[], bool]) -> None:
        super().__init__(window)
        self.window = window
        self.is_on = is_on
        self.question: QMessageBox | None = None

    def guard(
        self,
        signal: SignalInstance,
        slot: Callable[[Any], object],
        question: str | Callable[[Any], str],
    ) -> None:
        """Route ``signal`` → ``slot`` through the confirmation; ``question`` is the text
        asked, or makes it from the signal's value (to name what would be committed)."""
        signal.disconnect(slot)
        signal.connect(lambda value: self._ask(value, slot, question))

    def _ask(
        self, value: Any, slot: Callable[[Any], object], question: str | Callable[[Any], str]
    ) -> None:
        if not self.is_on():
            slot(value)
            return
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Commit?"),
            question if isinstance(question, str) else question(value),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self.window,
        )
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        box.finished.connect(
            lambda button: slot(value) if button == QMessageBox.StandardButton.Yes else None
        )
        self.question = box
        box.open()
