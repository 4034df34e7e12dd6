"""``install_save_support(window)``: everything of saving, undo and replay on a game window."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMainWindow, QMenu, QWidget

from eighty_days.saves import JOURNEY, InProgressStore, LoadedGame
from eighty_days.ui.saves.save_controller import SaveController
from eighty_days.ui.saves.session import GameSession, session_for
from eighty_days.ui.saves.undo_controller import CommitGuard, UndoController


@dataclass
class SaveSupport:
    """The pieces installed on one window."""

    session: GameSession
    saves: SaveController
    undo: UndoController
    guard: CommitGuard
    #: The Edit menu (Undo, Redo, Confirm before committing).
    edit_menu: QMenu | None = None


def _menu_titled(window: QMainWindow, *titles: str) -> QMenu | None:
    for action in window.menuBar().actions():
        menu = action.menu()
        if isinstance(menu, QMenu) and action.text() in titles:
            return menu
    return None


def install_save_support(
    window: Any,
    *,
    replay_factory: Callable[[LoadedGame], QWidget],
    autosave: bool = True,
    open_elsewhere: Callable[[LoadedGame, Path | None], object] | None = None,
    store: InProgressStore | None = None,
) -> SaveSupport:
    """Add File → Open/Save/Recent/Games in progress/Replay, Edit → Undo/Redo/confirm and
    the autosave into the games in progress (``store``, the program's) to a journey
    ``MainWindow`` or a ``RaceWindow``.

    ``replay_factory(loaded)`` makes the program's replay viewer (``Program.replay_window``);
    ``open_elsewhere(loaded, path)`` opens a save of the other game in a window of its
    kind (the program's factory); without it such a save is refused with a message.
    """
    session = session_for(window)
    file_menu: QMenu | None = getattr(window, "file_menu", None)
    if file_menu is None:  # the titles the windows gave their menus, in the chosen language
        file_menu = _menu_titled(window, QCoreApplication.translate("MainWindow", "&File"))
    saves = SaveController(
        window, session, replay_factory=replay_factory, menu=file_menu, store=store
    )
    saves.open_elsewhere = open_elsewhere
    edit_menu = QMenu(QCoreApplication.translate("Install", "&Edit"), window)
    before = _after(window, file_menu) if file_menu is not None else None
    if before is None:
        window.menuBar().addMenu(edit_menu)
    else:  # Edit goes right after File (or Game)
        window.menuBar().insertMenu(before, edit_menu)
    undo = UndoController(window, session, menu=edit_menu)
    guard = CommitGuard(window, lambda: undo.confirm_commits)
    if session.kind == JOURNEY:
        table, controller = window.table, window.controller
        guard.guard(
            table.transport_requested,
            controller.take_transport,
            lambda choice: transport_question(controller.state, choice),
        )
        guard.guard(
            table.route_requested,
            controller.draw_route,
            QCoreApplication.translate("Install", "Draw this route?"),
        )
    else:
        hand, controller = window.table.hand_view, window.controller
        guard.guard(hand.choice_made, controller.play_choice, hand.play_question)
    if autosave:
        saves.enable_autosave()
    return SaveSupport(session, saves, undo, guard, edit_menu)


def transport_question(state: Any, choice: Any) -> str:
    """The confirmation's question for taking ``choice`` in the journey: the transport and
    its price ("Take the Ship: £5, 4 days (3 travel + 1 departure)?"), or a plain question
    if it cannot be priced (the engine then says why it is refused)."""
    from eighty_days.engine.common import IllegalActionError
    from eighty_days.engine.journey.rules import quote
    from eighty_days.ui.journey.market_widget import quote_text, transport_name

    try:
        priced = quote(state, choice)
    except IllegalActionError:
        return QCoreApplication.translate("Install", "Take this transport?")
    return QCoreApplication.translate("Install", "Take the {transport}: {price}?").format(
        transport=transport_name(priced.transport), price=quote_text(priced)
    )


def _after(window: QMainWindow, menu: QMenu) -> Any:
    actions = window.menuBar().actions()
    index = actions.index(menu.menuAction())
    return actions[index + 1] if index + 1 < len(actions) else None
