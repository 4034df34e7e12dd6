"""Every keyboard shortcut a program window binds: its actions (menus, the window and its
widgets) and its ``QShortcut`` objects, for the tests that check each key has one binding."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QMainWindow, QMenu


@dataclass(frozen=True)
class Binding:
    """One key of one action or shortcut object."""

    key: str  # portable text, e.g. "Ctrl+Shift+Z"
    owner: str  # the action's text or the shortcut's object name
    context: Qt.ShortcutContext
    action: QAction | None


def window_actions(window: QMainWindow) -> list[QAction]:
    """The window's actions, each once: its children and everything in its menus."""
    found: dict[int, QAction] = {id(a): a for a in window.findChildren(QAction)}

    def walk(actions: list[QAction]) -> None:
        for action in actions:
            found.setdefault(id(action), action)
            menu = action.menu()
            if isinstance(menu, QMenu):
                walk(menu.actions())

    walk(window.menuBar().actions())
    walk(window.actions())
    return list(found.values())


def window_bindings(window: QMainWindow) -> list[Binding]:
    """Every key bound in ``window``: one entry per key of each action and ``QShortcut``."""
    portable = QKeySequence.SequenceFormat.PortableText
    bindings = [
        Binding(
            key.toString(portable),
            action.text() or action.objectName(),
            action.shortcutContext(),
            action,
        )
        for action in window_actions(window)
        for key in action.shortcuts()
        if not key.isEmpty()
    ]
    for shortcut in window.findChildren(QShortcut):
        for key in shortcut.keys():  # noqa: SIM118 (a list of key sequences, not a dict)
            if not key.isEmpty():
                bindings.append(
                    Binding(
                        key.toString(portable),
                        shortcut.objectName() or repr(shortcut),
                        shortcut.context(),
                        None,
                    )
                )
    return bindings


def keys_bound_twice(window: QMainWindow) -> dict[str, list[str]]:
    """The keys ``window`` binds more than once (to one action twice, or to two), with the
    owners of each binding; empty when every key has exactly one binding."""
    owners: dict[str, list[str]] = {}
    for binding in window_bindings(window):
        owners.setdefault(binding.key, []).append(binding.owner)
    return {key: names for key, names in owners.items() if len(names) > 1}
