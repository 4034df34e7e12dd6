"""Keyboard shortcuts the program's windows share."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence

#: Play → Take the card (the journey: the selected market card, or the focused one).
TAKE_KEY = "Ctrl+T"
#: Play → Draw the route (the journey: the ruler's route).
DRAW_ROUTE_KEY = "Ctrl+R"
#: Play → Draw 1 card, Draw 2 cards, End turn (the race).
DRAW_ONE_KEY = "Ctrl+1"
DRAW_TWO_KEY = "Ctrl+2"
END_TURN_KEY = "Ctrl+E"


def bind_quit_keys(action: QAction) -> None:
    """Ctrl+Q (and the platform's own Quit keys) on ``action``, wherever the focus is in
    its window: some desktops give the standard Quit key no binding, and the map's items
    take only the keys they know."""
    ctrl_q = QKeySequence("Ctrl+Q")
    platform = [k for k in QKeySequence.keyBindings(QKeySequence.StandardKey.Quit) if k != ctrl_q]
    action.setShortcuts([ctrl_q, *platform])
    action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)


def redo_keys() -> list[QKeySequence]:
    """The keys of Redo, each bound once: the platform's own (Ctrl+Shift+Z on X11, Ctrl+Y
    on Windows) and then Ctrl+Shift+Z and Ctrl+Y where the platform has not got them (a
    key bound twice to one action is an ambiguous shortcut, and Qt then fires nothing)."""
    keys: list[QKeySequence] = []
    for key in (
        *QKeySequence.keyBindings(QKeySequence.StandardKey.Redo),
        QKeySequence("Ctrl+Shift+Z"),
        QKeySequence("Ctrl+Y"),
    ):
        if not key.isEmpty() and key not in keys:
            keys.append(key)
    return keys
