"""The journey window: menus, the journey table, the status bar, and what they start
(a new game, the race, the tutorial, the map editor, the settings).

The program (``eighty_days.app.Program``) makes these windows and installs saves, undo,
autosave and the settings on them. ``switch_sheet`` is the one way a window changes the map
on its table (a new game on another map, the tutorial, a saved game opened).
"""

from __future__ import annotations

import dataclasses
import random
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMessageBox, QWidget

from eighty_days.ai.base import parse_level
from eighty_days.engine.journey import (
    JourneyConfig,
    JourneyState,
    PlayerSetup,
    SetupError,
    Side,
    new_game,
)
from eighty_days.engine.journey.cards import CHARACTERS
from eighty_days.resources import DataError, default_world_map_path
from eighty_days.saves import MapRef
from eighty_days.settings import AppSettings
from eighty_days.sheet.io import load_map
from eighty_days.sheet.model import SheetMap
from eighty_days.shipped_journey import load_cards
from eighty_days.ui.album.journal import install_game_menu
from eighty_days.ui.common.about_dialog import AboutDialog
from eighty_days.ui.common.background_load import BackgroundLoad
from eighty_days.ui.common.focus_ring import install_focus_ring
from eighty_days.ui.common.message_text import error_text
from eighty_days.ui.common.regions import TableRegions
from eighty_days.ui.common.screen_fit import KeepOnScreen
from eighty_days.ui.common.shortcuts import DRAW_ROUTE_KEY, TAKE_KEY, bind_quit_keys
from eighty_days.ui.help.anchors import (
    JOURNEY_ANCHOR,
    ROUTE_ANCHOR,
    WHY_NO_MARKET_CARD,
)
from eighty_days.ui.help.why_button import WhyButton
from eighty_days.ui.journey.computer_turns import ComputerTurns
from eighty_days.ui.journey.controller import JourneyController
from eighty_days.ui.journey.hint import install_hints
from eighty_days.ui.journey.seats import SeatLook
from eighty_days.ui.journey.table import JourneyTable
from eighty_days.ui.saves.install import SaveSupport

if TYPE_CHECKING:
    # Opened on demand: importing them at the start would slow it down (the new-game
    # dialog, the tutorial: tests/test_startup_imports.py keeps them out of the start).
    from eighty_days.engine.journey.scoring import Outcome
    from eighty_days.ui.common.settings_dialog import SettingsDialog
    from eighty_days.ui.editor.window import EditorWindow
    from eighty_days.ui.help.reference import RulesGuideDialog
    from eighty_days.ui.journey.new_game_dialog import NewGameDialog, NewGameSettings
    from eighty_days.ui.journey.scoring_dialog import ScoringDialog
    from eighty_days.ui.race.setup import RaceSettings
    from eighty_days.ui.race.window import RaceWindow
    from eighty_days.ui.tutorial import Tutorial


class WindowProgram(Protocol):
    """What a journey window asks of the program that made it (``app.Program``)."""

    settings: AppSettings

    def race_window(self, settings: RaceSettings | None = None) -> RaceWindow:
        """A shown race window of the program with the race ``settings`` describe."""

    def editor_window(
        self, path: Path | None, *, game: MainWindow | None = None, sheet: SheetMap | None = None
    ) -> EditorWindow:
        """A shown map editor of the program on ``path`` (or on ``sheet``, not saved yet),
        playing in ``game``."""

    def open_settings(self, parent: QWidget) -> SettingsDialog:
        """Settings… over ``parent``, applied to every window of the program."""

    def quit(self) -> None:
        """Close every window of the program."""


def start_state(
    sheet: SheetMap,
    looks: Sequence[SeatLook],
    seed: int,
    sides: Sequence[Side] | None = None,
) -> JourneyState:
    """A new journey game for ``looks`` (names and colours) on ``sheet``."""
    config = JourneyConfig(
        players=tuple(PlayerSetup(look.name, look.colour) for look in looks),
        sheet=sheet,
        character_sides=tuple(sides) if sides else tuple(Side.FRONT for _ in CHARACTERS),
        cards=load_cards(),
    )
    return new_game(config, seed)


def shown_path(path: Path) -> Path:
    """``path`` relative to the working folder when it lies inside it (shorter to read)."""
    try:
        return path.resolve().relative_to(Path.cwd().resolve())
    except ValueError:
        return path


class MainWindow(QMainWindow):
    """The program's window: menus, the journey table, the status bar."""

    def __init__(
        self,
        sheet: SheetMap,
        map_path: Path | None,
        state: JourneyState,
        looks: tuple[SeatLook, ...],
        program: WindowProgram,
    ) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("Eighty Days — Journey, 2024"))
        #: The program that made this window.
        self.program = program
        #: The program's settings.
        self.settings = program.settings
        #: Saves, undo and autosave (installed by the program's factory).
        self.save_support: SaveSupport | None = None
        #: The configuration of the tutorial's game while it is on the table: never autosaved.
        self.tutorial_config: object | None = None
        self._dealing_tutorial = False
        self.tutorial_question: QMessageBox | None = None
        self.map_editor: EditorWindow | None = None
        #: The map file the sheet was read from; ``None`` for a map a save carries inside it
        #: (its path there is only a note of where it once was, never a file to use).
        self.map_path: Path | None = map_path
        self.sheet = sheet
        self.table = JourneyTable(sheet, settings=self.settings)
        self.setCentralWidget(self.table)
        self.controller = JourneyController(state, looks, self)
        self.scoring_dialog: ScoringDialog | None = None
        self.new_game_dialog: NewGameDialog | None = None
        self.rules_dialog: RulesGuideDialog | None = None
        #: The guide's paragraph that explains the next refusal.
        self._why_anchor = WHY_NO_MARKET_CARD
        self.tutorial: Tutorial | None = None
        self.problem_box: QMessageBox | None = None
        self.race_window: RaceWindow | None = None
        #: A map chosen in the New game dialog, read on a worker thread behind a busy dialog.
        self.map_loading = BackgroundLoad(self, self.tr("Opening a map"))
        self._build_menus()
        self.map_loading.finished.connect(lambda _path: self.new_action.setEnabled(True))
        self._wire()
        # After the table's wiring: a computer's turn starts once the table shows the state.
        self.computer_turns = ComputerTurns(
            self.controller, self.table, settings=self.settings, parent=self
        )
        self.hints = install_hints(self)  # Game → Hint (after the computer seats' wiring)
        self.computer_turns.failed.connect(
            lambda reason: self.show_problem(self.tr("A computer player cannot decide"), reason)
        )
        self.statusBar().showMessage(self.tr("File → New game to choose the players."), 6000)
        self.table.show_state(state, looks)

    # -- construction --------------------------------------------------------------------

    def _build_menus(self) -> None:
        menu = self.menuBar()
        file_menu = menu.addMenu(self.tr("&File"))
        self.file_menu = file_menu
        self.new_action = QAction(self.tr("&New game…"), self)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(self.open_new_game_dialog)
        file_menu.addAction(self.new_action)
        file_menu.addSeparator()
        self.quit_action = QAction(self.tr("&Quit"), self)
        bind_quit_keys(self.quit_action)
        self.quit_action.triggered.connect(self.quit_program)
        file_menu.addAction(self.quit_action)
        # Game → Daily journey, challenges, statistics, album; keeps every finished game
        install_game_menu(self)
        self._build_play_menu()

        tools = menu.addMenu(self.tr("&Tools"))
        fit = QAction(self.tr("&Fit the sheet"), self)
        fit.setShortcut(QKeySequence("Ctrl+0"))
        fit.triggered.connect(self.table.view.fit)
        tools.addAction(fit)
        mine = QAction(self.tr("&My route"), self)
        mine.setShortcut(QKeySequence("Ctrl+M"))
        mine.triggered.connect(self.table.show_my_route)
        tools.addAction(mine)
        tools.addSeparator()
        self.settings_action = QAction(self.tr("&Settings…"), self)
        self.settings_action.setShortcut(QKeySequence.StandardKey.Preferences)
        self.settings_action.triggered.connect(self.open_settings_dialog)
        tools.addAction(self.settings_action)
        map_editor = QAction(self.tr("Map &editor…"), self)
        map_editor.triggered.connect(self.open_map_editor)
        self.map_editor_action = map_editor
        tools.addAction(map_editor)

        help_menu = menu.addMenu(self.tr("&Help"))
        rules = QAction(self.tr("&Rules"), self)
        rules.setShortcut(QKeySequence.StandardKey.HelpContents)
        rules.triggered.connect(self.show_rules)
        help_menu.addAction(rules)
        self.tutorial_action = QAction(self.tr("&Tutorial"), self)
        self.tutorial_action.triggered.connect(self.show_tutorial)
        help_menu.addAction(self.tutorial_action)
        about = QAction(self.tr("&About"), self)
        about.triggered.connect(self.show_about)
        help_menu.addAction(about)

    def _build_play_menu(self) -> None:
        """Play: the turn's actions and the table's regions, each with its key."""
        play = self.menuBar().addMenu(self.tr("&Play"))
        self.play_menu = play
        self.take_action = QAction(self.tr("&Take the card"), self)
        self.take_action.setShortcut(QKeySequence(TAKE_KEY))
        self.take_action.triggered.connect(self.table.take_card)
        play.addAction(self.take_action)
        self.draw_action = QAction(self.tr("&Draw the route"), self)
        self.draw_action.setShortcut(QKeySequence(DRAW_ROUTE_KEY))
        self.draw_action.triggered.connect(self.table.request_draw)
        play.addAction(self.draw_action)
        play.addSeparator()
        #: F6, Shift+F6 and Alt+1 … Alt+5: the table's regions.
        self.regions = TableRegions(
            self,
            play,
            self.table.regions(),
            lambda text: self.statusBar().showMessage(text, 6000),
        )
        #: The ring round the focused view or board.
        self.focus_ring = install_focus_ring(self)
        #: A window made as large as the screen keeps its frame, and its status bar, on it.
        self.keep_on_screen = KeepOnScreen(self)

    def _wire(self) -> None:
        controller, table = self.controller, self.table
        table.set_route_judge(controller.preview_route, controller.ruler_spec)
        table.transport_requested.connect(controller.take_transport)
        table.route_requested.connect(controller.draw_route)
        table.status_message.connect(lambda text: self.statusBar().showMessage(text, 8000))
        controller.state_changed.connect(lambda state: table.show_state(state, controller.looks))
        controller.events_happened.connect(table.show_events)
        controller.action_refused.connect(table.show_refusal)
        # beside a refusal, "Why?" opens the guide at the rule (a card, or the route)
        self.why_button = WhyButton(self)
        self.statusBar().addPermanentWidget(self.why_button)
        table.transport_requested.connect(lambda _: self._explain_next_refusal(WHY_NO_MARKET_CARD))
        table.route_requested.connect(lambda _: self._explain_next_refusal(ROUTE_ANCHOR))
        controller.action_refused.connect(lambda _: self.why_button.explain(self._why_anchor))
        controller.state_changed.connect(lambda _: self.why_button.forget())
        self.why_button.asked.connect(self.show_rules_at)
        table.market.why_asked.connect(self.show_rules_at)
        controller.game_over.connect(self.show_scoring)
        controller.state_changed.connect(self._close_tutorial_for_a_real_game)

    # -- actions ---------------------------------------------------------------------------

    @Slot()
    def open_new_game_dialog(self) -> NewGameDialog:
        """Open the new-game dialog (not blocking); returns it so tests can drive it."""
        from eighty_days.ui.journey.new_game_dialog import NewGameDialog

        dialog = NewGameDialog(
            shown_path(self.map_path or default_world_map_path()),
            random.randrange(1, 1_000_000),
            self,
            app_settings=self.settings,
        )
        dialog.settings_accepted.connect(self.start_from_dialog)
        self.new_game_dialog = dialog
        dialog.open()
        return dialog

    def ask_seats_for_sheet(self, sheet: SheetMap, path: Path) -> NewGameDialog:
        """The editor's "Play on this map": the new-game dialog asks who plays (the map is
        the edited ``sheet``, saved or not); OK starts the journey on it here."""
        from eighty_days.ui.journey.new_game_dialog import NewGameDialog

        dialog = NewGameDialog(
            shown_path(path), random.randrange(1, 1_000_000), self, app_settings=self.settings
        )
        dialog.fix_map(shown_path(path))
        dialog.settings_accepted.connect(lambda s: self.start_new_game(s, sheet=sheet, path=path))
        self.new_game_dialog = dialog
        dialog.open()
        return dialog

    @Slot(object)
    def start_from_dialog(self, settings: NewGameSettings) -> None:
        """The New game dialog's OK: another map than this one is read on a worker thread
        behind a busy dialog (New game waits meanwhile); the game starts once it is read."""
        from eighty_days.ui.journey.new_game_dialog import GameKind

        if settings.game is GameKind.RACE_1986 or self._same_map(settings.map_path):
            self.start_new_game(settings)
            return

        def done(sheet: SheetMap) -> None:
            self.start_new_game(settings, sheet=sheet)

        def failed(error: BaseException) -> None:
            text = error_text(error) if isinstance(error, DataError) else repr(error)
            self.show_problem(self.tr("The map cannot be read"), text)

        if self.map_loading.start(settings.map_path, lambda path: load_map(path), done, failed):
            self.new_action.setEnabled(False)  # again once the map is read (or given up)

    def _same_map(self, path: Path) -> bool:
        """Whether ``path`` is the file of the map on the table."""
        try:
            return self.map_path is not None and path.resolve() == self.map_path.resolve()
        except (OSError, ValueError):  # a path the system cannot resolve: read (and refused)
            return False

    def start_new_game(
        self,
        settings: NewGameSettings,
        *,
        sheet: SheetMap | None = None,
        path: Path | None = None,
    ) -> bool:
        """Start the game ``settings`` describe (on ``sheet`` if it is already read, from
        ``path`` if given: an edited map played from the editor); a bad map or setup is
        reported, not raised."""
        from eighty_days.ui.journey.new_game_dialog import GameKind, SeatKind

        if settings.game is GameKind.RACE_1986:
            return self.start_race(settings)
        if sheet is not None and path is not None:
            settings = dataclasses.replace(settings, map_path=path)
        if sheet is None:
            try:
                sheet = (
                    self.sheet if self._same_map(settings.map_path) else load_map(settings.map_path)
                )
            except DataError as error:
                self.show_problem(self.tr("The map cannot be read"), error_text(error))
                return False
        looks = tuple(SeatLook(s.name, s.colour.hex, s.shape) for s in settings.seats)
        sides = tuple(Side(side) for _, side in settings.character_sides)
        try:
            state = start_state(sheet, looks, settings.seed, sides)
        except SetupError as error:
            self.show_problem(self.tr("The game cannot start"), error_text(error))
            return False
        self.switch_sheet(sheet, settings.map_path)
        if self.scoring_dialog is not None:
            self.scoring_dialog.close()
            self.scoring_dialog = None
        self.computer_turns.set_seats(
            tuple(
                parse_level(seat.level) if seat.kind is SeatKind.COMPUTER else None
                for seat in settings.seats
            ),
            settings.seed,
        )
        if self.save_support is not None:  # the game on the table stays in progress
            self.save_support.saves.start_fresh()
        self.controller.start(state, looks)
        self.statusBar().showMessage(
            self.tr("New game: seed {seed}.").format(seed=settings.seed), 6000
        )
        return True

    def start_race(self, settings: NewGameSettings) -> bool:
        """Open the 1986 race in a window of its own, as the dialog's race page describes."""
        from eighty_days.engine.race import RaceConfigError
        from eighty_days.ui.journey.new_game_dialog import SeatKind
        from eighty_days.ui.race.setup import settings_from_seats

        race = settings.race
        if race is None:  # the journey's seats (a caller without the race page)
            seats = [(s.name, s.colour.hex, s.shape.value) for s in settings.seats]
            levels = [s.level if s.kind is SeatKind.COMPUTER else None for s in settings.seats]
            race = settings_from_seats(seats, settings.seed, levels=levels)
        try:
            self.race_window = self.program.race_window(race)
        except (RaceConfigError, DataError) as error:
            self.show_problem(self.tr("The race cannot start"), error_text(error))
            return False
        return True

    def show_problem(self, title: str, text: str) -> QMessageBox:
        """Tell the player what went wrong, in a message box that does not block."""
        box = QMessageBox(
            QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self
        )
        box.setTextFormat(Qt.TextFormat.PlainText)  # names and paths as written
        box.setModal(True)
        self.problem_box = box
        box.open()
        return box

    @Slot(object)
    def show_scoring(self, outcome: Outcome) -> None:
        """Show the end-of-game scoring (not blocking) over the winner's sheet."""
        from eighty_days.ui.journey.scoring_dialog import ScoringDialog

        if outcome.winners:
            self.table.view_sheet_of(outcome.winners[0])
        self.scoring_dialog = ScoringDialog(outcome, self.controller.looks, self)
        self.scoring_dialog.open()

    @Slot()
    def open_map_editor(self) -> None:
        """Tools → Map editor: edit this map; its "Play on this map" starts a game here."""
        if self.map_path is None:  # a saved game's own map: a new document to save as
            self.map_editor = self.program.editor_window(None, game=self, sheet=self.sheet)
        else:
            self.map_editor = self.program.editor_window(self.map_path, game=self)

    def play_on_sheet(
        self, sheet: SheetMap, map_path: Path | None, map_ref: MapRef
    ) -> NewGameDialog:
        """The map editor's "Play on this map": the new-game dialog asks who plays on the
        edited ``sheet`` (never assumed); OK starts the journey here, and its saves carry
        the edited map as ``map_ref``."""
        if self.save_support is not None:  # for the games on this very sheet only
            self.save_support.session.use_map(sheet, map_ref)
        return self.ask_seats_for_sheet(
            sheet, map_path or self.map_path or default_world_map_path()
        )

    def switch_sheet(self, sheet: SheetMap, map_path: Path | None) -> None:
        """Show ``sheet`` (read from ``map_path``; ``None`` for a map a save carries) on the
        table: the one way the window changes its map (a new game on another map, the
        tutorial, a saved game opened).
        Its route geometry is built in the background; the same sheet again changes
        nothing but the path."""
        self.map_path = map_path
        if sheet is self.sheet:
            return
        self.sheet = sheet
        self.table.set_sheet(sheet)
        warm_up_route_geometry(sheet)

    def is_tutorial_game(self, state: object) -> bool:
        """Whether ``state`` is the tutorial's game (never autosaved over a real one)."""
        if self._dealing_tutorial:
            return True
        config = getattr(state, "config", None)
        return self.tutorial_config is not None and config is self.tutorial_config

    def game_in_progress(self) -> bool:
        """Whether a real game with moves in it is on the table (and not over)."""
        from eighty_days.engine.journey import is_terminal

        state = self.controller.state
        return bool(state.history) and not is_terminal(state) and not self.is_tutorial_game(state)

    @Slot()
    def show_tutorial(self) -> Tutorial | QMessageBox | None:
        """Help → Tutorial: one guided turn of the journey game on the world map. During a
        game in progress it asks first (the tutorial's game takes the table); returns the
        question then, else the tutorial."""
        if self.game_in_progress():
            box = QMessageBox(
                QMessageBox.Icon.Question,
                self.tr("Start the tutorial?"),
                self.tr(
                    "A game is in progress. The tutorial deals a game of its own on this "
                    "table; the game in progress stays in its autosave and can be resumed "
                    "at the next start, or saved first with File → Save.\n\n"
                    "Start the tutorial now?"
                ),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                self,
            )
            box.setDefaultButton(QMessageBox.StandardButton.No)
            box.finished.connect(
                lambda button: (
                    self.start_tutorial() if button == QMessageBox.StandardButton.Yes else None
                )
            )
            self.tutorial_question = box
            box.open()
            return box
        return self.start_tutorial()

    def start_tutorial(self, *, first_start: bool = False) -> Tutorial | None:
        """Deal the tutorial's game here (``first_start``: only if never shown before)."""
        from eighty_days.ui.tutorial import open_tutorial

        store = self.settings.store
        if self.tutorial is not None:  # its game gives way to the new tutorial's
            replaced, self.tutorial = self.tutorial, None
            replaced.skip()
        # marked before the tutorial deals, so its first state is never autosaved
        self._dealing_tutorial = True
        try:
            tutorial = open_tutorial(self, store, first_start=first_start)
        finally:
            self._dealing_tutorial = False
        if tutorial is None:
            return None
        self.tutorial = tutorial
        self.tutorial_config = self.controller.state.config
        tutorial.finished.connect(lambda _completed, t=tutorial: self._tutorial_closed(t))
        return tutorial

    def _tutorial_closed(self, tutorial: Tutorial) -> None:
        """Skip or Finish: the tutorial's game, still on the table, is the player's own from
        now on, kept among the games in progress like any other (with the moves made during
        the tutorial): a new game, the daily or Open no longer throw it away."""
        if tutorial is not self.tutorial or self.tutorial_config is None:
            return  # a real game had replaced it, or another tutorial is dealt
        if self.controller.state.config is not self.tutorial_config:
            return
        self.tutorial = None
        self.tutorial_config = None
        if self.save_support is not None:
            self.save_support.saves.autosave()

    @Slot(object)
    def _close_tutorial_for_a_real_game(self, state: JourneyState) -> None:
        """A real game replaced the tutorial's (new, opened, resumed): the panel goes."""
        if self._dealing_tutorial or self.tutorial_config is None:
            return
        if state.config is not self.tutorial_config:
            self.tutorial_config = None
            if self.tutorial is not None:
                self.tutorial.skip()
                self.tutorial = None

    @Slot()
    def quit_program(self) -> None:
        """File → Quit: close every window of the program (each editor asks about its map)."""
        self.program.quit()

    @Slot()
    def show_rules(self) -> None:
        """Help → Rules: the rules guide, opened at its part on the journey."""
        self.show_rules_at(JOURNEY_ANCHOR)

    @Slot(str)
    def show_rules_at(self, anchor: str) -> None:
        """The rules guide opened at the paragraph ``anchor``."""
        if self.rules_dialog is None:
            from eighty_days.ui.help.reference import RulesGuideDialog

            self.rules_dialog = RulesGuideDialog(self, anchor=anchor)
        self.rules_dialog.show_at(anchor)

    def _explain_next_refusal(self, anchor: str) -> None:
        """The next refusal answers a request about ``anchor``'s rule (a card, a route)."""
        self._why_anchor = anchor

    @Slot()
    def show_about(self) -> AboutDialog:
        """Help → About (not blocking); returns the dialog so tests can drive it."""
        dialog = AboutDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    @Slot()
    def open_settings_dialog(self) -> SettingsDialog:
        """Tools → Settings… (not blocking); returns the dialog so tests can drive it."""
        return self.program.open_settings(self)

    @Slot(object)
    def apply_settings(self, settings: AppSettings) -> None:
        """Settings were applied (from any window): what this window shows of them (the
        marks of where the held ruler can go). The text size and "Confirm before committing"
        the program applies to every window."""
        self.table.set_show_reach(settings.show_reach)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Close the dialogs with the window; a computer still thinking is not waited for."""
        self.computer_turns.stop()
        for dialog in (self.scoring_dialog, self.new_game_dialog, self.rules_dialog):
            if dialog is not None:
                dialog.close()
        super().closeEvent(event)


def warm_up_route_geometry(sheet: SheetMap) -> threading.Thread:
    """Build the sheet's route geometry (numpy, shapely, the prepared polygons) in a
    background thread, so that the window can show first and the first ruler does not
    wait for it. Whoever needs the geometry earlier builds it (the cache is shared)."""

    def build() -> None:
        from eighty_days.sheet.geometry import geometry_for

        try:
            geometry_for(sheet)
        except Exception:  # the first real use meets the same error where it is handled
            return

    thread = threading.Thread(target=build, name="route geometry", daemon=True)
    thread.start()
    return thread
