"""Accessible interfaces for widgets that paint their own parts.

A painted widget (the map, the calendar, the race track…) is one widget to Qt; a screen
reader sees nothing inside it. Here a *describer* turns such a widget into a ``Part``: its
own name, role and description, and a list of ``Node`` values, one per thing drawn (a
place, a day, a space). ``PartInterface`` shows the part to assistive technology, and each
node becomes a child: a small ``NodeObject`` (a ``QObject`` under the widget, so Qt's
accessibility cache forgets it when the widget goes) with its ``NodeInterface``.

Describers are registered per widget class (``register_part``); ``install_part_factory``
puts the one factory into Qt. ``refresh(widget)`` tells listeners what changed (names,
children) after a widget shows a new state.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TypeVar

from PySide6.QtCore import QObject, QPoint, QRect, QRectF
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface, QAccessibleObject
from PySide6.QtWidgets import QAccessibleWidget, QScrollArea, QTabWidget, QWidget

from eighty_days.ui.accessibility.plain import plain_text

Role = QAccessible.Role
T = TypeVar("T")

#: The object name of a widget's ``NodeHolder`` (``refresh.HOLDER_NAME`` looks for it).
HOLDER_NAME = "accessible-nodes"


@dataclass(frozen=True)
class Node:
    """One drawn thing: ``key`` is stable while it stays (a place's id, a day's number);
    ``rect`` is where it is drawn, in the widget's coordinates (None: not on screen)."""

    key: str
    name: str
    description: str = ""
    role: QAccessible.Role = Role.ListItem
    rect: QRectF | None = None


@dataclass(frozen=True)
class Part:
    """What a painted widget says of itself, and its nodes in reading order."""

    name: str
    role: QAccessible.Role = Role.List
    description: str = ""
    nodes: tuple[Node, ...] = field(default=())


#: A describer: the widget's part now.
Describer = Callable[[QWidget], Part]

#: Widget classes and their describers (looked up along the class's ancestry).
_DESCRIBERS: dict[type, Describer] = {}
#: Widget classes that get a role other than Qt's guess (a painted card is a button).
_ROLES: dict[type, QAccessible.Role] = {}
#: How long a described part is kept before a screen reader's next question describes the
#: widget again (a tree walk asks for every child in turn).
FRESH_SECONDS = 0.3


def register_part(widget_class: type, describer: Describer) -> None:
    """Describe every widget of ``widget_class`` (and its subclasses) with ``describer``."""
    _DESCRIBERS[widget_class] = describer


def register_role(widget_class: type, role: QAccessible.Role) -> None:
    """Give every widget of ``widget_class`` the accessible ``role`` (its name and the rest
    stay Qt's: the accessible name, the text, the tooltip)."""
    _ROLES[widget_class] = role


def _lookup(table: dict[type, T], widget: QObject) -> T | None:
    for cls in type(widget).__mro__:
        if cls in table:
            return table[cls]
    return None


class NodeObject(QObject):
    """The object behind one node: its words now, and the widget that draws it."""

    def __init__(self, owner: QWidget, holder: QObject, node: Node) -> None:
        super().__init__(holder)
        self.owner = owner
        self.node = node


class NodeHolder(QObject):
    """The nodes of one painted widget, kept by key, and the part last described."""

    def __init__(self, owner: QWidget, describer: Describer) -> None:
        super().__init__(owner)
        self.setObjectName(HOLDER_NAME)
        self.owner = owner
        self.describer = describer
        self.part = Part(name="")
        self.ordered: list[NodeObject] = []
        self._by_key: dict[str, NodeObject] = {}
        self._described_at = -1.0

    def current(self) -> Part:
        """The part, described again when the last description is stale."""
        if time.monotonic() - self._described_at > FRESH_SECONDS:
            self.describe()
        return self.part

    def describe(self) -> tuple[bool, list[NodeObject]]:
        """Describe the widget now; returns whether the children changed and the nodes whose
        words changed."""
        part = self.describer(self.owner)
        self._described_at = time.monotonic()
        self.part = part
        renamed: list[NodeObject] = []
        ordered: list[NodeObject] = []
        for node in part.nodes:
            kept = self._by_key.get(node.key)
            if kept is None:
                kept = NodeObject(self.owner, self, node)
                self._by_key[node.key] = kept
            elif (kept.node.name, kept.node.description) != (node.name, node.description):
                renamed.append(kept)
            kept.node = node
            ordered.append(kept)
        changed = ordered != self.ordered
        self.ordered = ordered
        return changed, renamed


def _holder(widget: QWidget) -> NodeHolder | None:
    found = widget.findChild(NodeHolder, HOLDER_NAME)
    if found is not None:
        return found
    describer = _lookup(_DESCRIBERS, widget)
    return NodeHolder(widget, describer) if describer is not None else None


class PartInterface(QAccessibleWidget):
    """A painted widget as assistive technology sees it: the part's name, role and
    description, and its nodes as children."""

    def __init__(self, widget: QWidget, holder: NodeHolder) -> None:
        super().__init__(widget, Role.List, "")
        self.holder = holder

    def role(self) -> QAccessible.Role:
        """The part's role."""
        return self.holder.current().role

    def text(self, kind: QAccessible.Text) -> str:
        """The part's name and description (plain text)."""
        part = self.holder.current()
        if kind == QAccessible.Text.Name:
            return plain_text(part.name)
        if kind == QAccessible.Text.Description:
            return plain_text(part.description)
        return str(super().text(kind))

    def childCount(self) -> int:
        """One child per node."""
        self.holder.current()
        return len(self.holder.ordered)

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        """The ``index``-th node."""
        self.holder.current()
        if 0 <= index < len(self.holder.ordered):
            return QAccessible.queryAccessibleInterface(self.holder.ordered[index])
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        """Where ``child`` is among the nodes (-1: not one of them)."""
        found = child.object() if child is not None else None
        for index, node in enumerate(self.holder.ordered):
            if node is found:
                return index
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        """The node drawn at the screen point (x, y)."""
        point = self.widget().mapFromGlobal(QPoint(x, y))
        for node in reversed(self.holder.ordered):
            if node.node.rect is not None and node.node.rect.contains(point.toPointF()):
                return QAccessible.queryAccessibleInterface(node)
        return None


class NodeInterface(QAccessibleObject):
    """One node: its name, description and role; no children."""

    def __init__(self, node_object: NodeObject) -> None:
        super().__init__(node_object)
        self.node_object = node_object

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        """The widget that draws it."""
        return QAccessible.queryAccessibleInterface(self.node_object.owner)

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        """No children."""
        return None

    def childCount(self) -> int:
        """No children."""
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        """No children."""
        return -1

    def text(self, kind: QAccessible.Text) -> str:
        """The node's name or description (plain text)."""
        node = self.node_object.node
        if kind == QAccessible.Text.Name:
            return plain_text(node.name)
        if kind == QAccessible.Text.Description:
            return plain_text(node.description)
        return ""

    def role(self) -> QAccessible.Role:
        """The node's role."""
        return self.node_object.node.role

    def state(self) -> QAccessible.State:
        """Shown, not focusable (the keys work on the widget)."""
        state = QAccessible.State()
        state.invisible = not self.node_object.owner.isVisible()
        return state

    def rect(self) -> QRect:
        """Where it is drawn, on the screen."""
        owner = self.node_object.owner
        box = self.node_object.node.rect
        if box is None:
            return QRect()
        local = box.toAlignedRect()
        return QRect(owner.mapToGlobal(local.topLeft()), local.size())


class RoleInterface(QAccessibleWidget):
    """A widget with a chosen role (a painted card is a button, a scroll area a pane), Qt's
    name otherwise; of its children only those shown (a scroll area's hidden scroll bars
    are not read out)."""

    def __init__(self, widget: QWidget, role: QAccessible.Role) -> None:
        super().__init__(widget, role, "")

    def text(self, kind: QAccessible.Text) -> str:
        """Qt's words for the widget, in plain text."""
        return plain_text(str(super().text(kind)))

    def _shown_children(self) -> list[QAccessibleInterface]:
        shown = []
        for index in range(super().childCount()):
            child = super().child(index)
            if child is not None and not child.state().invisible:
                shown.append(child)
        return shown

    def childCount(self) -> int:
        """The shown children."""
        return len(self._shown_children())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        """The ``index``-th shown child."""
        shown = self._shown_children()
        return shown[index] if 0 <= index < len(shown) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        """Where ``child`` is among the shown children (-1: not one of them)."""
        target = child.object() if child is not None else None
        for index, shown in enumerate(self._shown_children()):
            if shown.object() is target:
                return index
        return -1


def part_factory(key: str, target: QObject) -> QAccessibleInterface | None:
    """Qt's accessibility factory: interfaces for the painted widgets, their nodes and the
    widgets with a chosen role; None for every other object (Qt's own interfaces)."""
    if isinstance(target, NodeObject):
        return NodeInterface(target)
    if not isinstance(target, QWidget):
        return None
    holder = _holder(target) if _lookup(_DESCRIBERS, target) is not None else None
    if holder is not None:
        return PartInterface(target, holder)
    role = _lookup(_ROLES, target)
    if role is not None:
        return RoleInterface(target, role)
    return None


_installed = False


def install_part_factory() -> None:
    """Put ``part_factory`` into Qt (once per program); the scroll areas and tab widgets
    get their role. Each game's describers come with its first window
    (``ui.accessibility.install``)."""
    global _installed
    if _installed:
        return
    # a scroll area or a tab widget the keyboard can reach is a pane, not a "filler"
    register_role(QScrollArea, Role.Pane)
    register_role(QTabWidget, Role.Pane)
    QAccessible.installFactory(part_factory)
    _installed = True


def refresh(widget: QWidget) -> None:
    """After ``widget`` shows a new state: describe it again and tell assistive technology
    which names and children changed. Nothing to do before anything asked about it."""
    holder = widget.findChild(NodeHolder, HOLDER_NAME)
    if holder is None or not QAccessible.isActive():
        if holder is not None:
            holder.describe()
        return
    before = holder.part
    changed, renamed = holder.describe()
    if (before.name, before.description) != (holder.part.name, holder.part.description):
        QAccessible.updateAccessibility(QAccessibleEvent(widget, QAccessible.Event.NameChanged))
    if changed:
        QAccessible.updateAccessibility(QAccessibleEvent(widget, QAccessible.Event.ObjectReorder))
    for node in renamed:
        QAccessible.updateAccessibility(QAccessibleEvent(node, QAccessible.Event.NameChanged))
