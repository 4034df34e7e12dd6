"""The table's event log: every event of the engine, in words, newest at the bottom."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from eighty_days.engine.journey.events import (
    AdventureClaimed,
    CharacterTaken,
    DaysChanged,
    FixPenaltyPaid,
    FixStruck,
    GameEnded,
    IncomeCardRevealed,
    JourneyEnded,
    JourneyEvent,
)
from eighty_days.ui.common.message_text import message_text
from eighty_days.ui.common.palette import WARNING, accent
from eighty_days.ui.common.theme_follower import follow_palette

#: The item data role marking a headline's line (drawn in the warning's colour).
HEADLINE_ROLE = Qt.ItemDataRole.UserRole + 1

#: Events important enough for a banner over the map (they change the game for others).
HEADLINE_EVENTS = (
    FixStruck,
    FixPenaltyPaid,
    IncomeCardRevealed,
    AdventureClaimed,
    DaysChanged,
    JourneyEnded,
    GameEnded,
)


def is_headline(event: JourneyEvent) -> bool:
    """Whether ``event`` deserves a banner (a character taken from an opponent does too)."""
    if isinstance(event, CharacterTaken):
        return event.from_player is not None
    return isinstance(event, HEADLINE_EVENTS)


class EventLog(QListWidget):
    """A list of what happened; headline events are in bold colour."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setToolTip(self.tr("What happened, newest at the bottom"))
        self.setAccessibleName(self.tr("Game log"))
        follow_palette(self, self._recolour)

    def _recolour(self) -> None:
        """The headlines' colour chosen again for the palette in use (a theme change)."""
        colour = accent(WARNING, self.palette())
        for row in range(self.count()):
            item = self.item(row)
            if item is not None and item.data(HEADLINE_ROLE):
                item.setForeground(colour)

    def add_events(self, events: Iterable[JourneyEvent], turn: int, *, scroll: bool = True) -> None:
        """Append ``events`` of turn ``turn`` (``scroll``: show the newest line)."""
        for event in events:
            item = QListWidgetItem(
                self.tr("Turn {turn}: {text}").format(turn=turn, text=message_text(event.message))
            )
            if is_headline(event):
                font = item.font()
                font.setBold(True)
                item.setFont(font)
                item.setData(HEADLINE_ROLE, True)
                item.setForeground(accent(WARNING, self.palette()))  # readable in the theme
            self.addItem(item)
        if scroll:
            self.scrollToBottom()

    def texts(self) -> list[str]:
        """Every line, oldest first."""
        return [self.item(i).text() for i in range(self.count())]
