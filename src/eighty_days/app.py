"""The one place where the Qt application, windows, controllers and views are made and wired.

``start_program(args)`` builds the program's windows from the command line's arguments
(``play``, ``race``, ``editor``, ``replay``) without running the event loop, and returns the
``Program``: the settings and every window it opened. Every game window is made by one of
the program's factories (``Program.journey_window``, ``Program.race_window``), which install
saves, undo, autosave, the resume offer and the settings, so every way into a game gets all
of it. ``run_program(args)`` starts the program and runs the event loop (the commands call
it). ``create_main_window`` builds a bare journey window for tools and benchmarks.
"""

from __future__ import annotations

import argparse
import dataclasses
import datetime as dt
import random
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QSettings, Qt, QTimer, Slot
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QMainWindow,
    QMessageBox,
    QWidget,
)

from eighty_days.ai.base import Level, parse_level
from eighty_days.engine.journey import (
    JourneyConfig,
    JourneyState,
    PlayerSetup,
    SetupError,
    Side,
    new_game,
)
from eighty_days.engine.journey.cards import CHARACTERS
from eighty_days.i18n import InstalledTranslations, install_from_settings
from eighty_days.resources import DataError, default_world_map_path
from eighty_days.saves import JOURNEY, RACE, LoadedGame, MapRef
from eighty_days.settings import AppSettings, apply_ui_scale, default_store
from eighty_days.sheet.io import load_map
from eighty_days.sheet.model import SheetMap
from eighty_days.ui.album.journal import install_game_menu
from eighty_days.ui.common.about_dialog import AboutDialog, app_icon
from eighty_days.ui.common.background_load import BackgroundLoad
from eighty_days.ui.common.engine_text import engine_text
from eighty_days.ui.common.gui_gc import install_gui_thread_collector
from eighty_days.ui.common.message_text import error_text
from eighty_days.ui.common.shortcuts import bind_quit_keys
from eighty_days.ui.journey.computer_turns import ComputerTurns
from eighty_days.ui.journey.controller import JourneyController
from eighty_days.ui.journey.new_game_dialog import (
    DEFAULT_NAMES,
    GameKind,
    NewGameDialog,
    NewGameSettings,
    SeatKind,
)
from eighty_days.ui.journey.seats import SeatLook, default_looks
from eighty_days.ui.journey.table import JourneyTable
from eighty_days.ui.saves.install import SaveSupport, install_save_support
from eighty_days.ui.tutorial import Tutorial, open_tutorial

if TYPE_CHECKING:
    # Opened on demand: importing them at the start would slow it down.
    from eighty_days.engine.journey.scoring import Outcome
    from eighty_days.ui.common.settings_dialog import SettingsDialog
    from eighty_days.ui.editor.window import EditorWindow
    from eighty_days.ui.help.reference import RulesReferenceDialog
    from eighty_days.ui.journey.scoring_dialog import ScoringDialog
    from eighty_days.ui.race.setup import RaceSettings
    from eighty_days.ui.race.window import RaceWindow
    from eighty_days.ui.saves.replay_window import ReplayWindow


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
        map_path: Path,
        state: JourneyState,
        looks: tuple[SeatLook, ...],
        program: Program | None = None,
    ) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("Eighty Days — Journey, 2024"))
        #: The program that made this window (``None`` for a bare window of a tool).
        self.program = program
        #: Saves, undo and autosave (installed by the program's factory).
        self.save_support: SaveSupport | None = None
        #: The configuration of the tutorial's game while it is on the table: never autosaved.
        self.tutorial_config: object | None = None
        self._dealing_tutorial = False
        self.tutorial_question: QMessageBox | None = None
        self.map_editor: EditorWindow | None = None
        self.map_path = map_path
        self.sheet = sheet
        self.table = JourneyTable(sheet)
        self.setCentralWidget(self.table)
        self.controller = JourneyController(state, looks, self)
        self.scoring_dialog: ScoringDialog | None = None
        self.new_game_dialog: NewGameDialog | None = None
        self.rules_dialog: RulesReferenceDialog | None = None
        self.tutorial: Tutorial | None = None
        self.problem_box: QMessageBox | None = None
        self.race_window: RaceWindow | None = None
        #: A map chosen in the New game dialog, read on a worker thread behind a busy dialog.
        self.map_loading = BackgroundLoad(self, self.tr("Opening a map"))
        self._build_menus()
        self.map_loading.finished.connect(lambda _path: self.new_action.setEnabled(True))
        self._wire()
        # After the table's wiring: a computer's turn starts once the table shows the state.
        self.computer_turns = ComputerTurns(self.controller, self.table, parent=self)
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
        # the editor is a window of the program: a bare window of a tool has none to open
        map_editor.setEnabled(self.program is not None)
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

    def _wire(self) -> None:
        controller, table = self.controller, self.table
        table.set_route_judge(controller.preview_route, controller.ruler_spec)
        table.transport_requested.connect(controller.take_transport)
        table.route_requested.connect(controller.draw_route)
        table.status_message.connect(lambda text: self.statusBar().showMessage(text, 8000))
        controller.state_changed.connect(lambda state: table.show_state(state, controller.looks))
        controller.events_happened.connect(table.show_events)
        controller.action_refused.connect(table.show_refusal)
        controller.game_over.connect(self.show_scoring)
        controller.state_changed.connect(self._close_tutorial_for_a_real_game)

    # -- actions ---------------------------------------------------------------------------

    @Slot()
    def open_new_game_dialog(self) -> NewGameDialog:
        """Open the new-game dialog (not blocking); returns it so tests can drive it."""
        dialog = NewGameDialog(shown_path(self.map_path), random.randrange(1, 1_000_000), self)
        dialog.settings_accepted.connect(self.start_from_dialog)
        self.new_game_dialog = dialog
        dialog.open()
        return dialog

    def ask_seats_for_sheet(self, sheet: SheetMap, path: Path) -> NewGameDialog:
        """The editor's "Play on this map": the new-game dialog asks who plays (the map is
        the edited ``sheet``, saved or not); OK starts the journey on it here."""
        dialog = NewGameDialog(shown_path(path), random.randrange(1, 1_000_000), self)
        dialog.fix_map(shown_path(path))
        dialog.settings_accepted.connect(lambda s: self.start_new_game(s, sheet=sheet, path=path))
        self.new_game_dialog = dialog
        dialog.open()
        return dialog

    @Slot(object)
    def start_from_dialog(self, settings: NewGameSettings) -> None:
        """The New game dialog's OK: another map than this one is read on a worker thread
        behind a busy dialog (New game waits meanwhile); the game starts once it is read."""
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
            return path.resolve() == self.map_path.resolve()
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
            self.show_problem(self.tr("The game cannot start"), engine_text(str(error)))
            return False
        if sheet is not self.sheet:
            self.sheet = sheet
            self.map_path = settings.map_path
            self.table.set_sheet(sheet)
            warm_up_route_geometry(sheet)
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
        self.controller.start(state, looks)
        self.statusBar().showMessage(
            self.tr("New game: seed {seed}.").format(seed=settings.seed), 6000
        )
        return True

    def start_race(self, settings: NewGameSettings) -> bool:
        """Open the 1986 race in a window of its own, as the dialog's race page describes."""
        from eighty_days.engine.race import RaceConfigError
        from eighty_days.ui.race.setup import settings_from_seats
        from eighty_days.ui.race.window import create_race_window

        race = settings.race
        if race is None:  # the journey's seats (a caller without the race page)
            seats = [(s.name, s.colour.hex, s.shape.value) for s in settings.seats]
            levels = [s.level if s.kind is SeatKind.COMPUTER else None for s in settings.seats]
            race = settings_from_seats(seats, settings.seed, levels=levels)
        try:
            if self.program is not None:
                self.race_window = self.program.race_window(race)
            else:
                self.race_window = create_race_window(race)
                self.race_window.resize(1500, 950)
                self.race_window.show()
        except (RaceConfigError, DataError) as error:
            self.show_problem(self.tr("The race cannot start"), engine_text(str(error)))
            return False
        return True

    def show_problem(self, title: str, text: str) -> QMessageBox:
        """Tell the player what went wrong, in a message box that does not block."""
        box = QMessageBox(
            QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self
        )
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
        """Tools → Map editor: edit this map; its "Play on this map" starts a game here.
        (Off in a bare window of a tool, which has no program to open the editor in.)"""
        if self.program is not None:
            self.map_editor = self.program.editor_window(self.map_path, game=self)

    def play_on_sheet(
        self, sheet: SheetMap, map_path: Path | None, map_ref: MapRef
    ) -> NewGameDialog:
        """The map editor's "Play on this map": the new-game dialog asks who plays on the
        edited ``sheet`` (never assumed); OK starts the journey here, and its saves carry
        the edited map as ``map_ref``."""
        if self.save_support is not None:  # for the games on this very sheet only
            self.save_support.session.use_map(sheet, map_ref)
        return self.ask_seats_for_sheet(sheet, map_path or self.map_path)

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
        store = self.program.store if self.program is not None else default_store()
        if self.tutorial is not None:
            self.tutorial.skip()
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
        return tutorial

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
        if self.program is not None:
            self.program.quit()
        else:
            self.close()

    @Slot()
    def show_rules(self) -> None:
        """Help → Rules."""
        if self.rules_dialog is None:
            from eighty_days.ui.help.reference import RulesReferenceDialog

            self.rules_dialog = RulesReferenceDialog(self)
        self.rules_dialog.show()
        self.rules_dialog.raise_()

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
        if self.program is not None:
            return self.program.open_settings(self)
        from eighty_days.ui.common.settings_dialog import SettingsDialog

        dialog = SettingsDialog(AppSettings(), self)
        dialog.settings_applied.connect(self.apply_settings)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

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


def create_main_window(
    map_path: Path | None = None,
    seed: int | None = None,
    names: Sequence[str] = DEFAULT_NAMES[:2],
) -> MainWindow:
    """A bare journey window with a fresh game on ``map_path`` (``DataError`` if unreadable),
    for tools and benchmarks: no saves, autosave or settings (the program's windows come
    from ``Program.journey_window``)."""
    path = map_path if map_path is not None else default_world_map_path()
    sheet = load_map(path)
    looks = default_looks(tuple(names))
    state = start_state(sheet, looks, seed if seed is not None else random.randrange(1, 1_000_000))
    return MainWindow(sheet, path, state, looks)


#: The kinds of window whose size and place the settings keep.
JOURNEY_WINDOW, RACE_WINDOW, REPLAY_WINDOW, EDITOR_WINDOW = "journey", "race", "replay", "editor"
#: Sizes of windows shown for the first time.
FIRST_SIZES = {
    JOURNEY_WINDOW: (1600, 1000),
    RACE_WINDOW: (1500, 950),
    REPLAY_WINDOW: (1400, 900),
    EDITOR_WINDOW: (1500, 950),
}


class Program(QObject):
    """The running program: its settings and every window it opened.

    The factories here make every window of the program; a game window gets File and Edit
    (Save, Save as, Open, Recent, Undo, Redo, Confirm before committing, Watch a replay),
    Settings, autosave of every action, and Quit, whichever way it was opened.
    """

    def __init__(self, app: QApplication, store: QSettings | None = None) -> None:
        super().__init__()
        self.app = app
        self.store = store if store is not None else default_store()
        self.settings = AppSettings(self.store)
        #: Every window the program opened, oldest first (closed ones stay listed).
        self.windows: list[QMainWindow] = []
        self.translations: InstalledTranslations | None = None
        self.settings_dialog: SettingsDialog | None = None
        #: The question of the resume offer now open (tests answer it).
        self.resume_box: QMessageBox | None = None
        self._kinds: dict[int, str] = {}
        #: The journey window the last "Play on this map" of an editor played in.
        self.played_from_editor: MainWindow | None = None

    # -- the windows -------------------------------------------------------------------------

    def open_windows(self) -> list[QMainWindow]:
        """The program's windows that are open now."""
        from shiboken6 import isValid

        return [w for w in self.windows if isValid(w) and w.isVisible()]

    def kind_of(self, window: QWidget) -> str | None:
        """The kind of ``window`` ("journey", "race", "replay", "editor") if the program
        opened it: the key its size and place are kept under."""
        return self._kinds.get(id(window))

    def _place(self, window: QMainWindow, kind: str) -> None:
        """Track ``window``, give it its kept (or first) geometry, and show it."""
        self.windows.append(window)
        self._kinds[id(window)] = kind
        window.installEventFilter(self)
        if not self.settings.restore_window(window, kind):
            window.resize(*FIRST_SIZES[kind])
        window.show()
        fit_on_screen(window)  # once shown: its frame is known

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Keep a window's size and place when it closes."""
        if event.type() == QEvent.Type.Close and isinstance(watched, QWidget):
            kind = self._kinds.get(id(watched))
            if kind is not None and watched.isVisible():
                self.settings.remember_window(watched, kind)
        return False

    def _install(self, window: QMainWindow) -> SaveSupport:
        """Saves, undo, autosave and the program's menus on a game window."""
        support = install_save_support(window, autosave=True, open_elsewhere=self.open_loaded)
        skip: Callable[[Any], bool] | None = getattr(window, "is_tutorial_game", None)
        support.saves.skip_autosave = skip
        support.saves.replay_factory = self.replay_window
        return support

    def journey_window(
        self,
        sheet: SheetMap,
        map_path: Path,
        state: JourneyState,
        looks: tuple[SeatLook, ...],
        *,
        levels: Sequence[Level | None] | None = None,
    ) -> MainWindow:
        """A shown journey window over ``state``, with everything installed."""
        window = MainWindow(sheet, map_path, state, looks, program=self)
        window.save_support = self._install(window)
        if levels is not None and any(level is not None for level in levels):
            window.computer_turns.set_seats(tuple(levels), state.seed)
        self._place(window, JOURNEY_WINDOW)
        return window

    def new_journey_window(
        self, map_path: Path | None = None, seed: int | None = None
    ) -> MainWindow:
        """A journey window with a fresh game on ``map_path`` (``DataError`` if unreadable)."""
        path = map_path if map_path is not None else default_world_map_path()
        sheet = load_map(path)
        looks = default_looks(tuple(DEFAULT_NAMES[:2]))
        state = start_state(
            sheet, looks, seed if seed is not None else random.randrange(1, 1_000_000)
        )
        return self.journey_window(sheet, path, state, looks)

    def race_window(
        self, settings: RaceSettings | None = None, *, players: int = 2, seed: int | None = None
    ) -> RaceWindow:
        """A shown race window with a new race (``RaceConfigError`` if it cannot start)."""
        from eighty_days.ui.race.setup import default_settings
        from eighty_days.ui.race.window import create_race_window

        if settings is None:
            chosen = seed if seed is not None else random.randrange(1, 1_000_000)
            settings = default_settings(players, chosen)
        window = create_race_window(settings)
        window.program = self
        window.settings_requested.connect(lambda: self.open_settings(window))
        window.quit_requested.connect(self.quit)
        window.save_support = self._install(window)
        self._place(window, RACE_WINDOW)
        return window

    def replay_window(self, loaded: LoadedGame) -> ReplayWindow:
        """A shown replay viewer over ``loaded`` (with Settings)."""
        from eighty_days.ui.saves.replay_window import ReplayWindow

        window = ReplayWindow(loaded)
        window.program = self
        window.settings_requested.connect(lambda: self.open_settings(window))
        window.quit_requested.connect(self.quit)
        self._place(window, REPLAY_WINDOW)
        return window

    def editor_window(self, path: Path | None, *, game: MainWindow | None = None) -> EditorWindow:
        """A shown map editor on ``path`` (a new map if missing); its "Play on this map"
        starts a journey in ``game``, or in a new journey window of the program."""
        from eighty_days.sheet.io import dump_map_text
        from eighty_days.ui.editor.standalone import open_document
        from eighty_days.ui.editor.window import EditorWindow

        editor = EditorWindow(open_document(path))

        def play(sheet: SheetMap) -> None:
            where = editor.document.path
            ref = MapRef.for_text(dump_map_text(sheet), str(where or "<edited map>"))
            target = game
            if target is None or not _alive(target):
                looks = default_looks(tuple(DEFAULT_NAMES[:2]))
                state = start_state(sheet, looks, random.randrange(1, 1_000_000))
                target = self.journey_window(sheet, where or default_world_map_path(), state, looks)
            target.play_on_sheet(sheet, where, ref)  # asks who plays
            self.played_from_editor = target

        editor.play_requested.connect(play)
        self._place(editor, EDITOR_WINDOW)
        return editor

    def open_loaded(self, loaded: LoadedGame, path: Path | None = None) -> QMainWindow:
        """A new window of the right kind with the loaded game on its table."""
        if loaded.record.game == RACE:
            from eighty_days.ui.race.setup import default_settings

            race = self.race_window(default_settings(len(loaded.state.players), loaded.state.seed))
            window: QMainWindow = race
            support = race.save_support
        else:
            state = loaded.state
            names = tuple(p.name for p in state.players)
            record_map = loaded.record.map
            map_path = default_world_map_path() if record_map.shipped else Path(record_map.path)
            journey = self.journey_window(state.config.sheet, map_path, state, default_looks(names))
            window, support = journey, journey.save_support
        assert support is not None
        support.session.replace(loaded)
        support.saves.current_path = path
        return window

    # -- starting ----------------------------------------------------------------------------

    def offer_resumes(
        self, window: QMainWindow, kinds: Sequence[str], then: Callable[[bool], None]
    ) -> None:
        """Offer each kind's unfinished autosaved game in turn (nothing autosaves over one
        until its question is answered); ``then(resumed)`` after the last answer."""
        support: SaveSupport | None = getattr(window, "save_support", None)
        resumed = False

        def ask(index: int) -> None:
            nonlocal resumed
            if index >= len(kinds) or support is None or not _alive(window):
                self.resume_box = None
                then(resumed)
                return
            box = support.saves.offer_resume(kinds[index])
            if box is None:
                ask(index + 1)
                return
            self.resume_box = box

            def answered(button: int) -> None:
                nonlocal resumed
                resumed = resumed or button == QMessageBox.StandardButton.Yes
                QTimer.singleShot(0, lambda: ask(index + 1))

            box.finished.connect(answered)

        ask(0)

    def start_journey(
        self, map_path: Path | None, seed: int | None, *, first_start: bool = True
    ) -> MainWindow:
        """``eighty-days``: the journey window; the resume offers of both games come
        first, then (on the very first start, if nothing was resumed) the tutorial."""
        window = self.new_journey_window(map_path, seed)

        def after(resumed: bool) -> None:
            if first_start and not resumed and _alive(window):
                window.start_tutorial(first_start=True)

        self.offer_resumes(window, (JOURNEY, RACE), after)
        return window

    def start_race(self, players: int, seed: int | None) -> RaceWindow:
        """``eighty-days race``: the race window, offering the unfinished race back first."""
        window = self.race_window(players=players, seed=seed)
        self.offer_resumes(window, (RACE,), lambda resumed: None)
        return window

    # -- settings and quitting --------------------------------------------------------------

    def open_settings(self, parent: QWidget) -> SettingsDialog:
        """Settings… from any window (not blocking); Apply and OK apply them everywhere."""
        from eighty_days.ui.common.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.settings_applied.connect(self.apply_settings)
        self.settings_dialog = dialog
        dialog.open()
        return dialog

    @Slot(object)
    def apply_settings(self, settings: AppSettings | None = None) -> None:
        """Apply the stored settings to every open window: the text size, and the Edit
        menu's "Confirm before committing" (the language needs a restart: the dialog says so)."""
        chosen = settings if settings is not None else self.settings
        apply_ui_scale(self.app, chosen.ui_scale)
        confirm = chosen.confirm_before_commit
        for window in self.open_windows():
            support: SaveSupport | None = getattr(window, "save_support", None)
            if support is not None:
                support.undo.confirm_action.setChecked(confirm)
            apply: Callable[[AppSettings], None] | None = getattr(window, "apply_settings", None)
            if apply is not None:  # what the window itself shows of the settings
                apply(chosen)

    @Slot()
    def quit(self) -> None:
        """Close every window of the program; each map editor with unsaved changes asks
        first (Cancel keeps it, and the program, open). The last window closing ends the
        event loop."""
        from eighty_days.ui.editor.window import EditorWindow

        for window in self.open_windows():
            if isinstance(window, EditorWindow) and not window.close():
                box = window.unsaved_dialog
                if box is not None:  # go on once it is answered, unless it was Cancel
                    box.finished.connect(
                        lambda _=0, w=window: QTimer.singleShot(
                            0, lambda: None if w.isVisible() else self.quit()
                        )
                    )
                return
        for window in self.open_windows():
            window.close()
        if not self.open_windows():
            self.app.quit()


def fit_on_screen(window: QWidget) -> None:
    """Shrink ``window`` to the screen's free area and move it inside when its first or kept
    size does not fit (a laptop's 1024×700, or a smaller screen than the one it was kept
    on): nothing of the window, its frame included, may lie off the screen. A window whose
    panels ask for more room than the screen has is allowed to be smaller than they ask."""
    screen = window.screen() or QApplication.primaryScreen()
    if screen is None:
        return
    free = screen.availableGeometry()
    frame = window.frameGeometry()
    extra_width = max(0, frame.width() - window.width())
    extra_height = max(0, frame.height() - window.height())
    room_width, room_height = free.width() - extra_width, free.height() - extra_height
    minimum = window.minimumSizeHint().expandedTo(window.minimumSize())
    if minimum.width() > room_width or minimum.height() > room_height:
        window.setMinimumSize(min(minimum.width(), room_width), min(minimum.height(), room_height))
    width, height = min(window.width(), room_width), min(window.height(), room_height)
    if (width, height) != (window.width(), window.height()):
        window.resize(width, height)
    frame = window.frameGeometry()
    left = min(max(frame.left(), free.left()), free.right() - frame.width() + 1)
    top = min(max(frame.top(), free.top()), free.bottom() - frame.height() + 1)
    if (left, top) != (frame.left(), frame.top()):
        window.move(max(left, free.left()), max(top, free.top()))


def _alive(window: QWidget) -> bool:
    """Whether the Qt side of ``window`` still exists and it is shown."""
    from shiboken6 import isValid

    return isValid(window) and window.isVisible()


def daily_date(args: argparse.Namespace) -> dt.date:
    """The date of ``eighty-days daily [--date YYYY-MM-DD]`` (today without one);
    ``ValueError`` for a date that is not one (the command checks it first)."""
    from eighty_days.saves.daily import parse_day

    given: str | None = getattr(args, "date", None)
    return parse_day(given) if given is not None else dt.date.today()


def start_program(
    args: argparse.Namespace,
    *,
    store: QSettings | None = None,
    loaded: LoadedGame | None = None,
    first_start: bool = True,
) -> Program:
    """Build the program's windows for the command line's ``args`` (``play``, ``race``,
    ``editor``, ``replay``) without running the event loop: the settings' language and
    text size first, then the windows. ``store``: the settings (tests give a temporary
    one); ``loaded``: the replay command's game, already read; ``first_start=False`` never
    opens the first-start tutorial. ``DataError`` if a map cannot be read."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication([])
    install_gui_thread_collector(app)  # cycles freed on this thread only
    app.setApplicationName("Eighty Days")
    program = Program(app, store)
    # the settings' language (else the system's) and text size, before any window is made
    program.translations = install_from_settings(app, program.store)
    QApplication.setWindowIcon(app_icon())
    apply_ui_scale(app, program.settings.ui_scale)
    command = getattr(args, "command", None) or "play"
    probe = bool(getattr(args, "startup_probe", False))
    if command == "play":
        if probe:
            program.new_journey_window(args.map, args.seed)
        else:
            program.start_journey(args.map, args.seed, first_start=first_start)
    elif command == "race":
        if probe:
            program.race_window(players=args.players, seed=args.seed)
        else:
            program.start_race(args.players, args.seed)
    elif command == "daily":
        from eighty_days.ui.album.journal import game_menu_of

        # the date's deal in a journey window: no resume offer, no tutorial over it
        window = program.new_journey_window(None, None)
        game_menu_of(window).journal.start_daily(daily_date(args))
    elif command == "editor":
        program.editor_window(args.file)
    elif command == "replay":
        from eighty_days.saves import load_save

        program.replay_window(loaded if loaded is not None else load_save(args.save))
    else:
        raise ValueError(command)  # the command line offers no other window
    return program


def run_program(args: argparse.Namespace) -> int:
    """Start the program for ``args`` and run the event loop; returns the exit code."""
    started = time.perf_counter()
    program = start_program(args)
    app = program.app
    window = program.windows[0]
    if getattr(args, "startup_probe", False):
        # For benchmarks/ruler_drag.py: paint once, say when (wall clock), and leave.
        def report() -> None:
            window.repaint()
            print(f"window shown at {time.time():.6f}", flush=True)
            print(f"in-process: {time.perf_counter() - started:.3f} s", flush=True)
            window.close()
            app.quit()

        QTimer.singleShot(0, report)
    if isinstance(window, MainWindow):
        # once the window is up (and after the start-up probe's report): the route geometry
        QTimer.singleShot(0, lambda: warm_up_route_geometry(window.sheet))
    return int(app.exec())
