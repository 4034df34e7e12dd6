"""The race window: the race table with its menus, wired to the race controller.

The program (``eighty_days.app.Program.race_window``) makes these windows, over a new race
or a ready ``RaceState``, and installs saves, undo, autosave and the settings on them.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QMainWindow,
    QMessageBox,
    QPushButton,
    QWidget,
)

from eighty_days.engine.race import Outcome, RaceConfigError, RaceState
from eighty_days.shipped_race import new_race
from eighty_days.ui.album.journal import install_race_game_menu, watch_race
from eighty_days.ui.common.focus_ring import install_focus_ring
from eighty_days.ui.common.message_text import error_text
from eighty_days.ui.common.regions import TableRegions
from eighty_days.ui.common.screen_fit import KeepOnScreen
from eighty_days.ui.common.shortcuts import (
    DRAW_ONE_KEY,
    DRAW_TWO_KEY,
    END_TURN_KEY,
    bind_quit_keys,
)
from eighty_days.ui.help.anchors import RACE_ANCHOR, WHY_NO_RACE_CARD
from eighty_days.ui.help.reference import RulesGuideDialog
from eighty_days.ui.help.why_button import WhyButton
from eighty_days.ui.race.computer_seats import RaceComputerSeats, seat_levels
from eighty_days.ui.race.controller import RaceController
from eighty_days.ui.race.hint import install_race_hints
from eighty_days.ui.race.looks import PawnLook
from eighty_days.ui.race.setup import (
    RaceSettings,
    RaceSetupDialog,
    default_settings,
)
from eighty_days.ui.race.table import RaceTable


class RaceWindow(QMainWindow):
    """The 1986 race on one screen (hot seat for 2–6 players)."""

    #: Tools → Settings… (the program opens its settings dialog).
    settings_requested = Signal()
    #: File → Quit (the program closes all its windows).
    quit_requested = Signal()

    def __init__(
        self,
        state: RaceState,
        looks: Sequence[PawnLook],
        *,
        hot_seat: bool = True,
        settings: RaceSettings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Eighty Days — Race, 1986"))
        self.settings = settings
        #: The program that made this window and its saves (set by the program's factory).
        self.program: Any = None
        self.save_support: Any = None
        self.controller = RaceController(state, self)
        self.table = RaceTable(state, looks, hot_seat=hot_seat)
        self.setCentralWidget(self.table)
        self.setup_dialog: RaceSetupDialog | None = None
        self.rules_dialog: RulesGuideDialog | None = None
        self._build_menus()
        self._wire()
        watch_race(self)  # a finished race is kept in the album and the statistics
        self.table.start(state, looks)  # says which race it is in the status bar
        self.computer_seats = RaceComputerSeats(self.controller, self.table, parent=self)
        #: The last problem shown in a message box (a computer seat that cannot play).
        self.problem_box: QMessageBox | None = None
        self.computer_seats.failed.connect(self._computer_failed)
        self.hints = install_race_hints(self)  # Game → Hint
        if settings is not None:
            self.computer_seats.set_seats(seat_levels(settings), settings.seed)

    def _build_menus(self) -> None:
        menu = self.menuBar()
        game = menu.addMenu(self.tr("&File"))
        self.file_menu = game
        self.new_action = QAction(self.tr("&New race…"), self)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(self.open_setup_dialog)
        game.addAction(self.new_action)
        game.addSeparator()
        close = QAction(self.tr("&Close"), self)
        close.setShortcut(QKeySequence.StandardKey.Close)
        close.triggered.connect(self.close)
        game.addAction(close)
        self.quit_action = QAction(self.tr("&Quit"), self)
        bind_quit_keys(self.quit_action)
        self.quit_action.triggered.connect(self.quit_program)
        game.addAction(self.quit_action)
        # Game → Statistics, Album (as in the journey window)
        self.game_menu = install_race_game_menu(self)
        view = menu.addMenu(self.tr("&View"))
        fit = QAction(self.tr("&Whole track"), self)
        fit.setShortcut(QKeySequence("Ctrl+0"))
        fit.triggered.connect(self.table.board_view.fit)
        view.addAction(fit)
        follow = QAction(self.tr("&Follow the player"), self)
        follow.setShortcut(QKeySequence("Ctrl+F"))
        follow.triggered.connect(self.follow_player)
        view.addAction(follow)
        self._build_play_menu()
        tools = menu.addMenu(self.tr("&Tools"))
        self.settings_action = QAction(self.tr("&Settings…"), self)
        self.settings_action.setShortcut(QKeySequence.StandardKey.Preferences)
        self.settings_action.triggered.connect(self.open_settings)
        tools.addAction(self.settings_action)
        help_menu = menu.addMenu(self.tr("&Help"))
        self.rules_action = QAction(self.tr("&Rules"), self)
        self.rules_action.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.rules_action.triggered.connect(self.show_rules)
        help_menu.addAction(self.rules_action)

    def _build_play_menu(self) -> None:
        """Play: the turn's actions (as the buttons under the hand) and the table's
        regions, each with its key."""
        play = self.menuBar().addMenu(self.tr("&Play"))
        self.play_menu = play
        table = self.table
        self.play_actions: list[QAction] = []
        for text, key, button in (
            (self.tr("Draw &1 card"), DRAW_ONE_KEY, table.draw_one),
            (self.tr("Draw &2 cards"), DRAW_TWO_KEY, table.draw_two),
            (self.tr("&End turn"), END_TURN_KEY, table.end_turn),
        ):
            action = QAction(text, self)
            action.setShortcut(QKeySequence(key))
            action.triggered.connect(lambda _checked=False, b=button: self._press(b))
            play.addAction(action)
            self.play_actions.append(action)
        play.addSeparator()
        #: F6, Shift+F6 and Alt+1 … Alt+4: the table's regions.
        self.regions = TableRegions(
            self, play, table.regions(), lambda text: self.statusBar().showMessage(text, 6000)
        )
        #: The ring round the focused view or board.
        self.focus_ring = install_focus_ring(self)
        #: A window made as large as the screen keeps its frame, and its status bar, on it.
        self.keep_on_screen = KeepOnScreen(self)

    def _press(self, button: QPushButton) -> None:
        """A Play action: press its button, or say why it cannot be pressed now."""
        if button.isEnabled() and button.isVisible():
            button.click()
            return
        reason = button.toolTip() if button.isVisible() else ""
        self.statusBar().showMessage(reason or self.tr("That cannot be done now."), 8000)

    def _wire(self) -> None:
        controller, table = self.controller, self.table
        controller.state_changed.connect(table.show_state)
        controller.events_happened.connect(table.show_events)
        controller.action_refused.connect(table.show_refusal)
        controller.game_over.connect(self.show_outcome)
        table.status_message.connect(lambda text: self.statusBar().showMessage(text, 8000))
        #: Beside a refusal: opens the guide at why a card cannot be played.
        self.why_button = WhyButton(self)
        self.statusBar().addPermanentWidget(self.why_button)
        controller.action_refused.connect(lambda _: self.why_button.explain(WHY_NO_RACE_CARD))
        controller.state_changed.connect(lambda _: self.why_button.forget())
        self.why_button.asked.connect(self.show_rules_at)
        table.race_shown.connect(self.announce_race)
        table.hand_view.choice_made.connect(controller.play_choice)
        table.hand_view.exchange_requested.connect(controller.exchange)
        table.hand_view.discard_requested.connect(controller.discard)
        table.draw_one.clicked.connect(lambda: controller.draw(1))
        table.draw_two.clicked.connect(lambda: controller.draw(2))
        table.end_turn.clicked.connect(controller.end_turn)
        table.play_event.clicked.connect(controller.play_event)
        table.rose_view.rose.transport_chosen.connect(controller.move_rose)
        for transport, button in table.rose_buttons.items():
            button.clicked.connect(lambda _=False, t=transport: controller.move_rose(t))
        table.defence_prompt.defend_requested.connect(controller.defend)
        table.defence_prompt.accept_requested.connect(controller.accept_penalty)
        table.jump_prompt.take_requested.connect(controller.take_jump)
        table.jump_prompt.decline_requested.connect(controller.decline_jump)
        table.event_view.carry_out_requested.connect(controller.carry_out_event)
        table.event_view.keep_requested.connect(controller.keep_event)
        table.winner_screen.new_race_requested.connect(self.open_setup_dialog)

    @Slot(object)
    def announce_race(self, state: RaceState) -> None:
        """Say in the status bar which race is on the table: a new one by its seed, one
        opened or resumed by its players and turn (and who is to play, or who won)."""
        if not state.history:
            text = self.tr("New race: seed {seed}.").format(seed=state.seed)
        else:
            names = ", ".join(player.name for player in state.players)
            if state.winner is not None:
                text = self.tr("Race of {names} opened: {winner} has won.").format(
                    names=names, winner=state.players[state.winner].name
                )
            else:
                text = self.tr("Race of {names} opened at turn {turn}: {name} to play.").format(
                    names=names, turn=state.turn_number, name=state.current.name
                )
        self.statusBar().showMessage(text, 10000)

    @Slot()
    def open_settings(self) -> None:
        """Tools → Settings…: the program's dialog (applied to all its windows)."""
        self.settings_requested.emit()

    @Slot()
    def quit_program(self) -> None:
        """File → Quit: the program closes every window."""
        self.quit_requested.emit()

    @property
    def state(self) -> RaceState:
        """The race as it stands."""
        return self.controller.state

    @Slot()
    def follow_player(self) -> None:
        """Centre the board on the pawn of the player whose turn it is."""
        state = self.state
        self.table.board_view.follow(self.table.board_scene.pawn_position(state, state.turn_player))

    @Slot(object)
    def show_outcome(self, outcome: Outcome) -> None:
        """The winner's screen."""
        self.table.show_outcome(outcome)

    @Slot()
    @Slot(str)
    def _computer_failed(self, reason: str) -> None:
        """A computer seat cannot play (a bug in its bot): say why, in a box that does not
        block; the race waits, and File → New race starts another."""
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("A computer player cannot decide"),
            reason,
            QMessageBox.StandardButton.Ok,
            self,
        )
        box.setTextFormat(Qt.TextFormat.PlainText)  # names and paths as written
        box.setModal(True)
        self.problem_box = box
        box.open()

    def open_setup_dialog(self) -> RaceSetupDialog:
        """Open the new-race dialog (not blocking); returns it so tests can drive it."""
        settings = self.settings or default_settings(len(self.state.players))
        settings = RaceSettings(
            settings.seats, settings.wind_rose, settings.expert, random.randrange(1, 1_000_000)
        )
        dialog = RaceSetupDialog(settings, self)
        dialog.settings_accepted.connect(self.start_race)
        self.setup_dialog = dialog
        dialog.open()
        return dialog

    @Slot(object)
    def start_race(self, settings: RaceSettings) -> bool:
        """Start the race ``settings`` describe; a bad setup is reported, not raised."""
        try:
            state = new_race(settings.config(), settings.seed)
        except RaceConfigError as error:
            QMessageBox.warning(self, self.tr("The race cannot start"), error_text(error))
            return False
        self.settings = settings
        if self.save_support is not None:  # the race on the table stays in progress
            self.save_support.saves.start_fresh()
        self.table.start(state, settings.looks)
        self.computer_seats.set_seats(seat_levels(settings), settings.seed, resume=False)
        self.controller.start(state)
        return True

    @Slot()
    def show_rules(self) -> None:
        """Help → Rules: the rules guide, opened at its part on the race."""
        self.show_rules_at(RACE_ANCHOR)

    @Slot(str)
    def show_rules_at(self, anchor: str) -> None:
        """The rules guide opened at the paragraph ``anchor``."""
        if self.rules_dialog is None:
            self.rules_dialog = RulesGuideDialog(self, anchor=anchor)
        self.rules_dialog.show_at(anchor)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Close the dialogs with the window; a computer still thinking is not waited for."""
        self.computer_seats.stop()
        for dialog in (self.setup_dialog, self.rules_dialog):
            if dialog is not None:
                dialog.close()
        super().closeEvent(event)
