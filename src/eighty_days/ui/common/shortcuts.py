"""Keyboard shortcuts the program's windows share."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence


def bind_quit_keys(action: QAction) -> None:
    """Ctrl+Q (and the platform's own Quit keys) on ``action``, wherever the focus is in
    its window: some desktops give the standard Quit key no binding, and the map's items
    take only the keys they know."""
    ctrl_q = QKeySequence("Ctrl+Q")
    platform = [k for k in QKeySequence.keyBindings(QKeySequence.StandardKey.Quit) if k != ctrl_q]
    action.setShortcuts([ctrl_q, *platform])
    action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
