"""Helpers of the keyboard tests: press keys where the keyboard focus is, as a player does,
and count them."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot


def focused() -> QWidget:
    """The widget that has the keyboard now."""
    widget = QApplication.focusWidget()
    assert widget is not None, "something has the keyboard focus"
    return widget


class Keyboard:
    """Presses keys where the focus is (no mouse, no widget chosen by the test) and counts
    them."""

    def __init__(self, qtbot: QtBot) -> None:
        self.qtbot = qtbot
        #: The keys pressed so far.
        self.count = 0

    def press(self, key: Qt.Key, modifier: Qt.KeyboardModifier | None = None) -> None:
        """Press and release ``key`` (with ``modifier``) on the focused widget."""
        self.count += 1
        self.qtbot.keyClick(focused(), key, modifier or Qt.KeyboardModifier.NoModifier)

    def alt(self, digit: int) -> None:
        """Alt+``digit``: jump to a region."""
        self.press(Qt.Key(Qt.Key.Key_0.value + digit), Qt.KeyboardModifier.AltModifier)

    def ctrl(self, key: Qt.Key) -> None:
        """Ctrl+``key``: a menu's action."""
        self.press(key, Qt.KeyboardModifier.ControlModifier)


def highlight() -> QColor:
    """The palette's focus colour (Highlight)."""
    return QApplication.palette().color(QPalette.ColorGroup.Active, QPalette.ColorRole.Highlight)


def near(colour: QColor, wanted: QColor, tolerance: int = 40) -> bool:
    """Whether ``colour`` is ``wanted`` give or take antialiasing."""
    return (
        abs(colour.red() - wanted.red())
        + abs(colour.green() - wanted.green())
        + abs(colour.blue() - wanted.blue())
        <= tolerance
    )


def ring_pixels(image: QImage, wanted: QColor) -> int:
    """How many pixels of ``image``'s outer 4-pixel border are the colour ``wanted``."""
    count = 0
    width, height = image.width(), image.height()
    for y in range(height):
        for x in range(width):
            if 4 <= x < width - 4 and 4 <= y < height - 4:
                continue
            if near(QColor(image.pixel(x, y)), wanted):
                count += 1
    return count
