"""Game → Hint in the race window: the hard level's next action for the person who decides
now, named with its reason in the status bar (the card to play and how far it moves the
figure, or the cards to draw). Worked out off the UI thread; nothing is played."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow

from eighty_days.ai.race_hint import RaceHint, RaceHinter
from eighty_days.engine.race import (
    AcceptPenalty,
    CarryOutEvent,
    DeclineJump,
    Defend,
    DiscardCard,
    DrawCards,
    EndTurn,
    ExchangeCards,
    KeepEvent,
    MoveWindRose,
    PlayCard,
    PlayEvent,
    RaceState,
    TakeJump,
    current_player,
    is_terminal,
)
from eighty_days.messages import plural_english
from eighty_days.ui.common.bot_runner import BotRunner, same_game
from eighty_days.ui.race.looks import card_title

#: The key of Game → Hint (as in the journey window).
HINT_SHORTCUT = "Ctrl+H"


#: The other actions a hint may name, by their kind.
_OTHER_CHOICES: dict[type, str] = {
    EndTurn: str(QT_TRANSLATE_NOOP("RaceHint", "end the turn")),
    TakeJump: str(QT_TRANSLATE_NOOP("RaceHint", "take the jump")),
    DeclineJump: str(QT_TRANSLATE_NOOP("RaceHint", "decline the jump")),
    Defend: str(QT_TRANSLATE_NOOP("RaceHint", "defend")),
    AcceptPenalty: str(QT_TRANSLATE_NOOP("RaceHint", "accept the penalty")),
    MoveWindRose: str(QT_TRANSLATE_NOOP("RaceHint", "turn the wind rose")),
    CarryOutEvent: str(QT_TRANSLATE_NOOP("RaceHint", "carry out the event")),
    KeepEvent: str(QT_TRANSLATE_NOOP("RaceHint", "keep the event card")),
    ExchangeCards: str(QT_TRANSLATE_NOOP("RaceHint", "exchange cards")),
    PlayEvent: str(QT_TRANSLATE_NOOP("RaceHint", "play the event card you kept")),
}
#: What a hint says of an action not named above.
_ANOTHER_CHOICE = str(QT_TRANSLATE_NOOP("RaceHint", "the choice the table offers"))


class RaceHints(QObject):
    """Game → Hint of a race window: asks the hard level off the UI thread, names its move."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        #: the ``RaceWindow`` (controller, computer seats, status bar, Game menu)
        self.window = window
        self.controller = window.controller  # type: ignore[attr-defined]
        self.runner = BotRunner(self)
        self.runner.decided.connect(self._show)
        self.runner.failed.connect(self._failed)
        self.controller.state_changed.connect(lambda _state: self.runner.cancel())
        #: the hint named last, and its line
        self.shown: RaceHint | None = None
        self.text = ""
        #: hints asked in the race on the table (its first state, to tell another race)
        self.given = 0
        self._game: RaceState | None = None
        self.action = QAction(QCoreApplication.translate("RaceHint", "&Hint"), window)
        self.action.setShortcut(QKeySequence(HINT_SHORTCUT))
        self.action.triggered.connect(self.ask)
        menu = window.game_menu.menu  # type: ignore[attr-defined]
        actions = menu.actions()
        menu.insertAction(actions[0] if actions else None, self.action)

    def describe(self, hint: RaceHint, state: RaceState) -> str:
        """The hint's line: the card to play (or discard) and where it takes the figure, or
        the cards to draw, or the other choice to make."""
        action = hint.action
        if isinstance(action, PlayCard):
            card = card_title(state.action_card(action.card_id))
            if hint.spaces > 0:
                reason = plural_english(
                    self.tr("play {card}: %n space(s) on, to space {space}", "", hint.spaces),
                    hint.spaces,
                ).format(card=card, space=hint.position)
            else:
                reason = QCoreApplication.translate("RaceHint", "play {card}").format(card=card)
        elif isinstance(action, DiscardCard):
            card = card_title(state.action_card(action.card_id))
            reason = QCoreApplication.translate(
                "RaceHint", "discard {card}: at most two cards into London"
            ).format(card=card)
        elif isinstance(action, DrawCards):
            reason = plural_english(
                self.tr(
                    "draw %n card(s): no card in hand is worth playing now",
                    "",
                    hint.drawn,
                ),
                hint.drawn,
            )
        else:
            reason = QCoreApplication.translate(
                "RaceHint", _OTHER_CHOICES.get(type(action), _ANOTHER_CHOICE)
            )
        return QCoreApplication.translate("RaceHint", "Hint: {reason}").format(reason=reason)

    def hints_for(self, state: RaceState) -> int:
        """The hints asked in the race of ``state`` (0 for another race)."""
        return self.given if self._game is not None and same_game(self._game, state) else 0

    def restore_count(self, state: RaceState, count: int) -> None:
        """A game continued from its save: ``count`` hints were asked in it before."""
        self._game, self.given = state, count

    def _say(self, text: str) -> None:
        self.text = text
        self.window.statusBar().showMessage(text, 15000)

    @Slot()
    def ask(self) -> bool:
        """Game → Hint: work out the hard level's next action for the person deciding now;
        False (and a word why) when there is none to give."""
        state: RaceState = self.controller.state
        seats = self.window.computer_seats  # type: ignore[attr-defined]
        if is_terminal(state) or current_player(state) is None:
            self._say(
                QCoreApplication.translate(
                    "RaceHint", "The race is over: there is no move to hint."
                )
            )
            return False
        if seats.is_computer(current_player(state)):
            self._say(
                QCoreApplication.translate(
                    "RaceHint", "The computer is playing now: a hint is for your own move."
                )
            )
            return False
        table = self.window.table  # type: ignore[attr-defined]
        if table.bottom.currentWidget() is table.pass_screen:
            self._say(
                QCoreApplication.translate(
                    "RaceHint", "The cards are hidden: show them first, a hint names one of them."
                )
            )
            return False
        self.shown = None
        if self._game is None or not same_game(self._game, state):
            self._game, self.given = state, 0
        self.given += 1
        self.runner.request(RaceHinter(), state)
        self._say(QCoreApplication.translate("RaceHint", "Looking for a good move…"))
        return True

    @Slot(object, object)
    def _show(self, state: RaceState, hint: object) -> None:
        if state is not self.controller.state or not isinstance(hint, RaceHint):
            return
        self.shown = hint
        self._say(self.describe(hint, state))

    @Slot(object, str)
    def _failed(self, _state: object, reason: str) -> None:
        self._say(
            QCoreApplication.translate("RaceHint", "No hint could be worked out: {reason}").format(
                reason=reason
            )
        )


def install_race_hints(window: QMainWindow) -> RaceHints:
    """Add Game → Hint to the race ``window``; returns it (``window.hints``)."""
    hints = RaceHints(window)
    window.hints = hints  # type: ignore[attr-defined]
    return hints
