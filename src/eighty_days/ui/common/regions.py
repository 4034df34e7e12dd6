"""The regions of a game table and the keys that move between them.

F6 and Shift+F6 go to the next and the previous region of the table (as in a browser or
a mail program), Alt+1 … Alt+5 jump to one; each region says which it is in the status
bar. A region is given by the widget that holds it (to tell where the focus is) and by
what to focus when the keyboard comes to it (the next useful control: the first market
card, the ruler in hand, the first card of the hand).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QMenu, QWidget

#: The keys of the next and the previous region.
NEXT_REGION_KEY = "F6"
PREVIOUS_REGION_KEY = "Shift+F6"


@dataclass(frozen=True, slots=True)
class Region:
    """One region of a table.

    ``name``: its name as shown and said ("Market"); ``number``: the digit of its Alt key
    (Alt+2); ``area``: the widget that holds it; ``focus``: gives the keyboard to the
    region's first useful control and returns it (``None`` when the region cannot take it
    now: hidden, or nothing in it can be used).
    """

    name: str
    number: int
    area: Callable[[], QWidget]
    focus: Callable[[], QWidget | None]


def focus_first(*candidates: QWidget | None) -> QWidget | None:
    """Focus the first of ``candidates`` that is shown and can take the focus; return it."""
    for widget in candidates:
        if (
            widget is not None
            and widget.isVisible()
            and widget.isEnabled()
            and widget.focusPolicy() != Qt.FocusPolicy.NoFocus
        ):
            widget.setFocus(Qt.FocusReason.ShortcutFocusReason)
            return widget
    return None


class TableRegions(QObject):
    """The regions of one window's table, with their menu actions and keys.

    ``say`` shows a sentence in the window's status bar.
    """

    def __init__(
        self,
        window: QWidget,
        menu: QMenu,
        regions: Sequence[Region],
        say: Callable[[str], None],
    ) -> None:
        super().__init__(window)
        self.window = window
        self.regions = tuple(regions)
        self._say = say
        self.next_action = self._action(
            QCoreApplication.translate("Regions", "&Next region"),
            NEXT_REGION_KEY,
            lambda: self.cycle(1),
        )
        self.previous_action = self._action(
            QCoreApplication.translate("Regions", "&Previous region"),
            PREVIOUS_REGION_KEY,
            lambda: self.cycle(-1),
        )
        menu.addAction(self.next_action)
        menu.addAction(self.previous_action)
        menu.addSeparator()
        #: One action per region, in the regions' order (Alt+number).
        self.go_actions: list[QAction] = []
        for index, region in enumerate(self.regions):
            action = self._action(region.name, f"Alt+{region.number}", partial(self.go, index))
            menu.addAction(action)
            self.go_actions.append(action)

    def _action(self, text: str, key: str, slot: Callable[[], object]) -> QAction:
        action = QAction(text, self.window)
        action.setShortcut(QKeySequence(key))
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(lambda _checked=False: slot())
        return action

    def current(self) -> int | None:
        """The region the focus is in (``None``: none of them)."""
        focus = QApplication.focusWidget()
        if focus is None:
            return None
        for index, region in enumerate(self.regions):
            area = region.area()
            if focus is area or area.isAncestorOf(focus):
                return index
        return None

    def go(self, index: int) -> QWidget | None:
        """Give the keyboard to region ``index`` and say so; returns the focused control
        (``None``, said too, when the region cannot take it now)."""
        region = self.regions[index]
        widget = region.focus()
        if widget is None:
            self._say(
                QCoreApplication.translate("Regions", "{region}: nothing to use there now.").format(
                    region=plain_name(region.name)
                )
            )
            return None
        self._say(
            QCoreApplication.translate("Regions", "{region} (Alt+{number})").format(
                region=plain_name(region.name), number=region.number
            )
        )
        return widget

    def cycle(self, step: int) -> QWidget | None:
        """F6 (``step`` 1) or Shift+F6 (-1): the next or the previous region that can take
        the keyboard now."""
        now = self.current()
        count = len(self.regions)
        start = (now if now is not None else (-1 if step > 0 else 0)) + step
        for offset in range(count):
            index = (start + step * offset) % count
            if self.regions[index].focus() is not None:
                return self.go(index)
        return None


def plain_name(menu_text: str) -> str:
    """A menu text without its mnemonic ("&Market" → "Market")."""
    return menu_text.replace("&&", "\0").replace("&", "").replace("\0", "&")
