"""Announcements: what a sighted player sees happen, said to assistive technology as an
accessibility event (Qt's ``QAccessibleAnnouncementEvent``, AT-SPI's
``object:announcement``), as well as shown."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget

from eighty_days.ui.accessibility.plain import plain_text


class Announcer(QObject):
    """The program's one voice: ``said`` carries every announcement's text, in order."""

    said = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        #: The last announcements, oldest first (at most ``KEPT``).
        self.recent: list[str] = []

    KEPT = 50

    def announce(self, source: QObject, text: str, *, urgent: bool = False) -> None:
        """Say ``text`` (plain text; markup is taken off) on behalf of ``source``, the
        widget where it happens; ``urgent`` interrupts what the screen reader is saying."""
        words = " ".join(plain_text(text).split())
        if not words:
            return
        self.recent = [*self.recent[-(self.KEPT - 1) :], words]
        widget: QObject | None = source
        while widget is not None and not isinstance(widget, QWidget):
            widget = widget.parent()  # an announcement comes from something on screen
        event = QAccessibleAnnouncementEvent(widget or source, words)
        if urgent:
            event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
        QAccessible.updateAccessibility(event)
        self.said.emit(words)


_ANNOUNCER: Announcer | None = None


def announcer() -> Announcer:
    """The program's announcer (made on first use)."""
    global _ANNOUNCER
    if _ANNOUNCER is None:
        _ANNOUNCER = Announcer()
    return _ANNOUNCER


def announce(source: QObject, text: str, *, urgent: bool = False) -> None:
    """Say ``text`` for ``source`` through the program's announcer (see ``Announcer``)."""
    announcer().announce(source, text, urgent=urgent)
