"""The log of the race: what happened, one line per engine event, in the player's colour."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QBrush, QColor, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from eighty_days.engine.race import LogEvent
from eighty_days.ui.common.message_text import message_text
from eighty_days.ui.race.looks import PawnLook

#: Kinds of events shown in bold (the ones that change the race most).
LOUD_KINDS = {"finish", "jump", "event_drawn", "event_played", "handcuffs_space", "move_back"}


class RaceLog(QListWidget):
    """A list of log lines, newest at the bottom."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)
        self.looks: Sequence[PawnLook] = ()

    def set_looks(self, looks: Sequence[PawnLook]) -> None:
        """The player colours to mark lines with."""
        self.looks = looks

    def add_events(self, events: Sequence[LogEvent]) -> None:
        """Append ``events``' texts and scroll to them."""
        for event in events:
            item = QListWidgetItem(message_text(event.message))
            if event.player is not None and event.player < len(self.looks):
                colour = QColor(self.looks[event.player].colour).darker(130)
                item.setForeground(QBrush(colour))
            if event.kind in LOUD_KINDS:
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            if event.kind == "turn":
                item.setBackground(QBrush(QColor("#efe4c6")))
            self.addItem(item)
        self.scrollToBottom()

    def showEvent(self, event: QShowEvent) -> None:
        """Shown (a race opened or resumed mid-game): the newest lines in view, not the
        oldest (lines added while hidden are laid out only now)."""
        super().showEvent(event)
        self.scrollToBottom()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Resized: wrapped lines change height; the newest stay in view if they were."""
        at_bottom = self.verticalScrollBar().value() >= self.verticalScrollBar().maximum() - 2
        super().resizeEvent(event)
        if at_bottom:
            self.scrollToBottom()

    def texts(self) -> list[str]:
        """Every line, oldest first."""
        return [self.item(row).text() for row in range(self.count())]
