"""Game → Hint at the journey table: the hard level's move for the person to move, shown
and not played.

The hint is worked out off the UI thread (a ``BotRunner``, as the computer seats think):
the card is ringed in the market with one line of reason (its price and days, where the
route would end, what is won there); once the person has taken a card, the route the
hard level would draw with it is laid out with the ruler. The person still makes the
move. Every hint asked is counted (the finished game's statistics), and a daily
journey's official try played with a hint becomes practice.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Slot
from PySide6.QtGui import QAction, QColor, QKeySequence
from PySide6.QtWidgets import QMainWindow

from eighty_days.engine.journey import JourneyState, Phase, is_terminal
from eighty_days.messages import plural_english
from eighty_days.ui.common.bot_runner import BotRunner, same_game
from eighty_days.ui.common.message_text import map_name
from eighty_days.ui.common.palette import INK
from eighty_days.ui.common.value_text import money_text
from eighty_days.ui.journey.computer_turns import route_pose

#: The key of Game → Hint (no other action of the journey window uses it).
HINT_SHORTCUT = "Ctrl+H"


class JourneyHints(QObject):
    """Game → Hint of a journey window: asks, shows, counts."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        #: the journey ``MainWindow`` (controller, table, status bar, Game menu)
        self.window = window
        self.controller = window.controller  # type: ignore[attr-defined]
        self.table = window.table  # type: ignore[attr-defined]
        self.runner = BotRunner(self)
        self.runner.decided.connect(self._show)
        self.runner.failed.connect(self._failed)
        self.controller.state_changed.connect(self._state_changed)
        #: the state a hint was asked for and is awaited
        self._asked: JourneyState | None = None
        #: the hint shown last (None: none on show)
        self.shown: object | None = None
        #: its line of reason, as the status bar showed it
        self.text = ""
        #: after a card was hinted: show the route once the person has taken a card
        self._route_next = False
        #: hints asked in the game on the table (its first state, to tell another game)
        self.given = 0
        self._game: JourneyState | None = None
        self.action = QAction(QCoreApplication.translate("Hint", "&Hint"), window)
        self.action.setShortcut(QKeySequence(HINT_SHORTCUT))
        self.action.triggered.connect(self.ask)
        menu = window.game_menu.menu  # type: ignore[attr-defined]
        menu.insertAction(menu.actions()[1] if len(menu.actions()) > 1 else None, self.action)

    def describe(self, hint: object, state: JourneyState) -> str:
        """One line of reason for a journey hint (``ai.journey_hint.JourneyHint``) in
        ``state``: the card's price and days, where the route ends, what is won there."""
        from eighty_days.ai.journey_hint import JourneyHint

        assert isinstance(hint, JourneyHint)
        sheet = state.config.sheet
        if hint.place:
            where = QCoreApplication.translate("Hint", "to {place}").format(
                place=map_name(sheet.location(hint.place).name)
            )
        elif hint.moves:
            where = QCoreApplication.translate("Hint", "into open country")
        else:
            where = QCoreApplication.translate("Hint", "staying where you are")
        gains: list[str] = []
        if hint.income:
            gains.append(
                QCoreApplication.translate("Hint", "income {pounds} there").format(
                    pounds=money_text(hint.income)
                )
            )
        if hint.fame:
            gains.append(plural_english(self.tr("%n fame there", "", hint.fame), hint.fame))
        if hint.is_take:
            line = plural_english(
                self.tr("{pounds} and %n day(s) {where}", "", hint.days),
                hint.days,
            ).format(pounds=money_text(hint.pounds), where=where)
        else:
            line = QCoreApplication.translate("Hint", "draw the route {where}").format(where=where)
        if gains:
            line += ", " + ", ".join(gains)
        return QCoreApplication.translate("Hint", "Hint: {reason}").format(reason=line)

    def hints_for(self, state: JourneyState) -> int:
        """The hints asked in the game of ``state`` (0 for another game)."""
        return self.given if self._game is not None and same_game(self._game, state) else 0

    def restore_count(self, state: JourneyState, count: int) -> None:
        """A game continued from its save: ``count`` hints were asked in it before."""
        self._game, self.given = state, count

    def _say(self, text: str) -> None:
        self.text = text
        self.window.statusBar().showMessage(text, 15000)

    @Slot()
    def ask(self) -> bool:
        """Game → Hint: work out the hard level's move for the person to move (off the UI
        thread); False (and a word why) when there is none to give now."""
        from eighty_days.ai.journey_hint import JourneyHinter

        state = self.controller.state
        if is_terminal(state) or state.active is None:
            self._say(
                QCoreApplication.translate("Hint", "The game is over: there is no move to hint.")
            )
            return False
        if self.table.computer_to_move():
            self._say(
                QCoreApplication.translate(
                    "Hint", "The computer is playing this turn: a hint is for your own move."
                )
            )
            return False
        self._count(state)
        self._asked = state
        self._route_next = False
        self.runner.request(JourneyHinter(), state)
        self._say(QCoreApplication.translate("Hint", "Looking for a good move…"))
        return True

    def _count(self, state: JourneyState) -> None:
        """One more hint in this game; a daily journey's official try becomes practice."""
        if self._game is None or not same_game(self._game, state):
            self._game, self.given = state, 0
        self.given += 1
        journal = self.window.game_menu.journal  # type: ignore[attr-defined]
        journal.hint_taken(state)

    @Slot(object, object)
    def _show(self, state: JourneyState, hint: object) -> None:
        from eighty_days.ai.journey_hint import JourneyHint

        if state is not self.controller.state or not isinstance(hint, JourneyHint):
            return
        self._asked = None
        self.shown = hint
        self._say(self.describe(hint, state))
        if hint.is_take:
            self.table.market.mark_choice(hint.action, QColor(INK))
            self._route_next = True
            return
        ruler = self.table.ruler
        if ruler is not None and hint.moves:
            angles, stop = route_pose(hint.route)
            ruler.set_pose(list(angles), stop)
        self.table.bring_into_view(hint.route)

    @Slot(object, str)
    def _failed(self, _state: object, reason: str) -> None:
        self._asked = None
        self._say(
            QCoreApplication.translate("Hint", "No hint could be worked out: {reason}").format(
                reason=reason
            )
        )

    @Slot(object)
    def _state_changed(self, state: JourneyState) -> None:
        if state is self._asked:
            return
        previous = self.shown
        self.runner.cancel()
        self._asked = None
        self.shown = None
        follow = self._route_next and previous is not None
        self._route_next = False
        if previous is not None:
            self.table.market.mark_choice(None)
        if follow and state.phase is Phase.DRAW_ROUTE and not self.table.computer_to_move():
            from eighty_days.ai.journey_hint import JourneyHinter

            # the card is taken: the route the hard level would draw with it (same hint)
            self._asked = state
            self.runner.request(JourneyHinter(), state)


def install_hints(window: QMainWindow) -> JourneyHints:
    """Add Game → Hint to the journey ``window``; returns it (``window.hints``)."""
    hints = JourneyHints(window)
    window.hints = hints  # type: ignore[attr-defined]
    return hints
