"""The accessibility tree of a window as Qt gives it to a screen reader (``QAccessible``):
walked, counted, and searched by name."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QWidget

#: A tag as rich text writes it (``<b>``, ``</b>``, ``<br>``, ``<span style=…>``).
MARKUP = re.compile(r"</?[a-zA-Z][a-zA-Z0-9]*(\s[^<>]*)?/?>|&(nbsp|amp|lt|gt);")


@dataclass(frozen=True)
class SeenNode:
    """One node as a screen reader meets it."""

    name: str
    description: str
    role: QAccessible.Role
    focusable: bool
    invisible: bool
    depth: int


def walk(root: QWidget, limit: int = 5000) -> Iterator[SeenNode]:
    """Every node under ``root``'s interface (``root`` first), depth first."""
    start = QAccessible.queryAccessibleInterface(root)
    assert start is not None and start.isValid()
    stack: list[tuple[QAccessibleInterface, int]] = [(start, 0)]
    seen = 0
    while stack and seen < limit:
        interface, depth = stack.pop()
        seen += 1
        state = interface.state()
        yield SeenNode(
            name=interface.text(QAccessible.Text.Name) or "",
            description=interface.text(QAccessible.Text.Description) or "",
            role=interface.role(),
            focusable=bool(state.focusable),
            invisible=bool(state.invisible),
            depth=depth,
        )
        children = [interface.child(i) for i in range(interface.childCount())]
        stack.extend((child, depth + 1) for child in reversed(children) if child is not None)


def names(root: QWidget) -> list[str]:
    """The names of every node under ``root``, in reading order."""
    return [node.name for node in walk(root)]


def node_named(root: QWidget, start: str) -> SeenNode:
    """The first node under ``root`` whose name starts with ``start``."""
    for node in walk(root):
        if node.name.startswith(start):
            return node
    raise AssertionError(f"no node named {start!r}…")


def children_of(widget: QWidget) -> list[SeenNode]:
    """The nodes right under ``widget``'s interface."""
    return [node for node in walk(widget) if node.depth == 1]


def has_markup(text: str) -> bool:
    """Whether ``text`` holds rich-text tags or entities."""
    return MARKUP.search(text) is not None
