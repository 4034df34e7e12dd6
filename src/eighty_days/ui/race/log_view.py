"""The log of the race: what happened, one line per engine event, in the player's colour.

A line that reveals an event card carries the card's picture; a click on it (or Enter)
announces the event (``event_card_clicked``) so the table shows that card again.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Signal, Slot
from PySide6.QtGui import QBrush, QColor, QIcon, QPalette, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from eighty_days.engine.race import LogEvent
from eighty_days.ui.art.cards import event_card_picture
from eighty_days.ui.common.contrast import AIMED_TEXT, is_dark, readable_on
from eighty_days.ui.common.message_text import message_text
from eighty_days.ui.common.palette import LAND
from eighty_days.ui.common.theme_follower import follow_palette
from eighty_days.ui.race.looks import PawnLook
from eighty_days.ui.ui_scale import scaled_pixels

#: Kinds of events shown in bold (the ones that change the race most).
LOUD_KINDS = {"finish", "jump", "event_drawn", "event_played", "handcuffs_space", "move_back"}
#: Log kinds that reveal an event card.
EVENT_KINDS = ("event_drawn", "event_played")


def turn_band(palette: QPalette) -> QColor:
    """The band a turn's line lies on: the pad's land colour in a light theme; in a dark
    one, the list's base lightened a step (paper there would glare)."""
    if is_dark(palette):
        return palette.color(QPalette.ColorRole.Base).lighter(160)
    return QColor(LAND)


def reveals_event_card(event: LogEvent) -> bool:
    """True if ``event`` is an event card drawn or played (its card can be shown)."""
    return event.kind in EVENT_KINDS and event.card_id is not None


class RaceLog(QListWidget):
    """A list of log lines, newest at the bottom; event-card lines show their card on click."""

    #: A line of an event card was clicked (or activated): the ``LogEvent``.
    event_card_clicked = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)
        self.looks: Sequence[PawnLook] = ()
        #: The events shown, one per line, oldest first.
        self.events: list[LogEvent] = []
        self.itemClicked.connect(self._item_chosen)
        self.itemActivated.connect(self._item_chosen)
        follow_palette(self, self._recolour)

    def set_looks(self, looks: Sequence[PawnLook]) -> None:
        """The player colours to mark lines with."""
        self.looks = looks

    def clear(self) -> None:
        """No lines (and no events) any more."""
        super().clear()
        self.events.clear()

    def add_events(self, events: Sequence[LogEvent]) -> None:
        """Append ``events``' texts and scroll to them."""
        for row, event in enumerate(events, start=self.count()):
            item = QListWidgetItem(message_text(event.message))
            self._colour(item, row, event)
            if event.kind in LOUD_KINDS:
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            if reveals_event_card(event):
                item.setIcon(QIcon(event_card_picture(scaled_pixels(18))))
                item.setToolTip(
                    QCoreApplication.translate("RaceLog", "Click to see this event card.")
                )
            self.addItem(item)
            self.events.append(event)
        self.scrollToBottom()

    def _colour(self, item: QListWidgetItem, row: int, event: LogEvent) -> None:
        """``item``'s colours in the palette in use: a turn's line on a band of its own
        (paper in a light theme, its shade in a dark one), the others on the list's
        (alternating) base; a player's line in their colour, as dark (or light) as the
        line needs to be read."""
        palette = self.palette()
        band = turn_band(palette) if event.kind == "turn" else None
        background = band or palette.color(
            QPalette.ColorRole.AlternateBase if row % 2 else QPalette.ColorRole.Base
        )
        item.setBackground(QBrush(band) if band is not None else QBrush())
        item.setForeground(QBrush(palette.color(QPalette.ColorRole.Text)) if band else QBrush())
        if event.player is not None and event.player < len(self.looks):
            colour = QColor(self.looks[event.player].colour).darker(130)
            item.setForeground(QBrush(readable_on(colour, background, AIMED_TEXT)))

    def _recolour(self) -> None:
        """Every line's colours chosen again (the desktop's theme changed)."""
        for row, event in enumerate(self.events):
            item = self.item(row)
            if item is not None:
                self._colour(item, row, event)

    @Slot(QListWidgetItem)
    def _item_chosen(self, item: QListWidgetItem) -> None:
        row = self.row(item)
        if 0 <= row < len(self.events) and reveals_event_card(self.events[row]):
            self.event_card_clicked.emit(self.events[row])

    def row_of(self, event: LogEvent) -> int:
        """The last line showing ``event`` (an equal one), or -1."""
        for row in range(len(self.events) - 1, -1, -1):
            if self.events[row] == event:
                return row
        return -1

    def event_cards(self) -> list[LogEvent]:
        """Every event card drawn or played so far, oldest first."""
        return [event for event in self.events if reveals_event_card(event)]

    def last_event_card(self) -> LogEvent | None:
        """The event card revealed last, if any."""
        cards = self.event_cards()
        return cards[-1] if cards else None

    def last_event_card_of(self) -> dict[int, LogEvent]:
        """Each player's last event card drawn or played, by seat."""
        last: dict[int, LogEvent] = {}
        for event in self.event_cards():
            if event.player is not None:
                last[event.player] = event
        return last

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
