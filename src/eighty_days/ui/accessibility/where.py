""" "Where is everyone": one key gives, in text, whose turn it is and each player's day,
money, place or space, and cards (the race: how many, never which). It opens a small
window with the summary (read line by line with the arrow keys) and announces it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QMainWindow,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from eighty_days.ui.accessibility.announce import announce
from eighty_days.ui.accessibility.counts import counted
from eighty_days.ui.common.message_text import map_name
from eighty_days.ui.common.value_text import date_text, money_text

if TYPE_CHECKING:
    from eighty_days.engine.journey.state import JourneyState
    from eighty_days.engine.race.state import RaceState

CONTEXT = "WhereIsEveryone"
#: The key of "Where is everyone" in both game windows (W for "where").
WHERE_KEY = "Ctrl+Shift+W"


def journey_summary(state: JourneyState) -> str:
    """Whose turn it is, then one line per player: date, money, where, cards held."""
    from eighty_days.engine.journey import Phase

    sheet = state.config.sheet
    lines = []
    if state.phase is Phase.GAME_OVER or state.active is None:
        lines.append(QCoreApplication.translate("WhereIsEveryone", "The game is over."))
    else:
        lines.append(
            QCoreApplication.translate("WhereIsEveryone", "{name} is to play.").format(
                name=state.players[state.active].name
            )
        )
    for index, player in enumerate(state.players):
        if player.arrived:
            where = QCoreApplication.translate("WhereIsEveryone", "arrived")
        elif player.location is not None and sheet.has_location(player.location):
            where = QCoreApplication.translate("WhereIsEveryone", "at {place}").format(
                place=map_name(sheet.location(player.location).name)
            )
        else:
            where = QCoreApplication.translate("WhereIsEveryone", "en route, not at a place")
        characters = len(state.characters_of(index))
        adventures = len(player.adventure_cards)
        lines.append(
            QCoreApplication.translate(
                "WhereIsEveryone", "{name}: {date}, {money}, {where}"
            ).format(
                name=player.name,
                date=date_text(player.day),
                money=money_text(player.money),
                where=where,
            )
            + ", "
            + counted().characters(characters)
            + ", "
            + counted().adventure_cards(adventures)
            + "."
        )
    return "\n".join(lines)


def race_summary(state: RaceState) -> str:
    """Whose turn it is and the wind rose, then one line per player: space, cards in hand
    (how many)."""
    from eighty_days.ui.race.looks import transport_label

    lines = []
    if state.winner is not None:
        lines.append(
            QCoreApplication.translate("WhereIsEveryone", "{name} has won.").format(
                name=state.players[state.winner].name
            )
        )
    else:
        lines.append(
            QCoreApplication.translate("WhereIsEveryone", "{name} is to play.").format(
                name=state.players[state.turn_player].name
            )
        )
    lines.append(
        QCoreApplication.translate(
            "WhereIsEveryone", "The wind rose shows the {transport}."
        ).format(transport=transport_label(state.wind_rose))
    )
    last = len(state.board.spaces) - 1
    for player in state.players:
        space = state.board.spaces[player.position]
        held = len(player.hand)
        where = QCoreApplication.translate("WhereIsEveryone", "space {index} of {last}").format(
            index=player.position, last=last
        )
        if space.city:
            where += f" ({map_name(space.city)})"
        lines.append(
            QCoreApplication.translate(
                "WhereIsEveryone", "{name}: {where}, {cards} in hand."
            ).format(name=player.name, where=where, cards=counted().cards(held))
        )
    return "\n".join(lines)


def summary_of(window: QWidget) -> str:
    """The summary for a game window (empty for any other window)."""
    from eighty_days.ui.journey.window import MainWindow
    from eighty_days.ui.race.window import RaceWindow

    if isinstance(window, MainWindow):
        return journey_summary(window.controller.state)
    if isinstance(window, RaceWindow):
        return race_summary(window.controller.state)
    return ""


class WhereDialog(QDialog):
    """The summary in a read-only text a screen reader reads line by line; Esc closes."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("WhereIsEveryone", "Where is everyone"))
        layout = QVBoxLayout(self)
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        self.text.setAccessibleName(
            QCoreApplication.translate("WhereIsEveryone", "Where is everyone")
        )
        self.text.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByKeyboard
            | Qt.TextInteractionFlag.TextSelectableByMouse
        )
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        self.resize(520, 260)

    def show_summary(self, summary: str) -> None:
        """Show ``summary`` with the keyboard in its text."""
        self.text.setPlainText(summary)
        self.show()
        self.raise_()
        self.activateWindow()
        self.text.setFocus()


def install_where_is_everyone(window: QMainWindow) -> QAction:
    """Give ``window`` the "Where is everyone" action (``WHERE_KEY``): it shows and
    announces the summary. Returns the action."""
    action = QAction(QCoreApplication.translate("WhereIsEveryone", "Where is everyone"), window)
    action.setObjectName("where-is-everyone")
    action.setShortcut(QKeySequence(WHERE_KEY))
    action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    dialog: list[WhereDialog] = []

    def tell(*_: object) -> None:
        summary = summary_of(window)
        if not summary:
            return
        if not dialog:
            dialog.append(WhereDialog(window))
        dialog[0].show_summary(summary)
        announce(window, summary)

    action.triggered.connect(tell)
    window.addAction(action)
    return action
