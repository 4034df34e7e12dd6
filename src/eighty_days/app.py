"""The one place where the Qt application, windows, controllers and views are made and wired.

``create_main_window`` builds the journey table over a game; ``run`` starts the event loop
(the ``play`` command calls it).
"""

from __future__ import annotations

import dataclasses
import random
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, Slot
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QMainWindow,
    QMessageBox,
)

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
from eighty_days.i18n import install_from_settings
from eighty_days.resources import DataError, default_world_map_path
from eighty_days.settings import AppSettings, apply_ui_scale, default_store
from eighty_days.sheet.io import load_map
from eighty_days.sheet.model import SheetMap
from eighty_days.ui.common.about_dialog import AboutDialog, app_icon
from eighty_days.ui.common.engine_text import engine_text
from eighty_days.ui.common.gui_gc import install_gui_thread_collector
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
from eighty_days.ui.saves.install import install_save_support
from eighty_days.ui.tutorial import Tutorial, open_tutorial

if TYPE_CHECKING:
    # Opened on demand: importing them at the start would slow it down.
    from eighty_days.engine.journey.scoring import Outcome
    from eighty_days.ui.common.settings_dialog import SettingsDialog
    from eighty_days.ui.help.reference import RulesReferenceDialog
    from eighty_days.ui.journey.scoring_dialog import ScoringDialog
    from eighty_days.ui.race.window import RaceWindow


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
        self, sheet: SheetMap, map_path: Path, state: JourneyState, looks: tuple[SeatLook, ...]
    ) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("Eighty Days — Journey, 2024"))
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
        self._build_menus()
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
        self.new_action = QAction(self.tr("&New game…"), self)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(self.open_new_game_dialog)
        file_menu.addAction(self.new_action)
        file_menu.addSeparator()
        self.quit_action = QAction(self.tr("&Quit"), self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)
        file_menu.addAction(self.quit_action)

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
        settings = QAction(self.tr("&Settings…"), self)
        settings.setShortcut(QKeySequence.StandardKey.Preferences)
        settings.triggered.connect(self.open_settings_dialog)
        tools.addAction(settings)
        map_editor = QAction(self.tr("Map &editor…"), self)
        map_editor.triggered.connect(self.open_map_editor)
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

    # -- actions ---------------------------------------------------------------------------

    @Slot()
    def open_new_game_dialog(self) -> NewGameDialog:
        """Open the new-game dialog (not blocking); returns it so tests can drive it."""
        dialog = NewGameDialog(shown_path(self.map_path), random.randrange(1, 1_000_000), self)
        dialog.settings_accepted.connect(self.start_new_game)
        self.new_game_dialog = dialog
        dialog.open()
        return dialog

    def ask_seats_for_sheet(self, sheet: SheetMap, path: Path) -> NewGameDialog:
        """The editor's "Play on this map": the new-game dialog asks who plays (the map is
        the edited ``sheet``, saved or not); OK starts the journey on it here."""
        dialog = NewGameDialog(shown_path(path), random.randrange(1, 1_000_000), self)
        dialog.fix_map(shown_path(path))
        dialog.settings_accepted.connect(lambda s: self.start_new_game(s, sheet, path))
        self.new_game_dialog = dialog
        dialog.open()
        return dialog

    @Slot(object)
    def start_new_game(
        self, settings: NewGameSettings, sheet: SheetMap | None = None, path: Path | None = None
    ) -> bool:
        """Start the game the dialog describes; a bad map or setup is reported, not raised.
        ``sheet`` (from ``path``) is the map to play on instead of the dialog's file."""
        if settings.game is GameKind.RACE_1986:
            return self.start_race(settings)
        if sheet is not None:
            settings = dataclasses.replace(settings, map_path=path or self.map_path)
        try:
            same = settings.map_path.resolve() == self.map_path.resolve()
            if sheet is None:
                sheet = self.sheet if same else load_map(settings.map_path)
        except DataError as error:
            self.show_problem(self.tr("The map cannot be read"), engine_text(str(error)))
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
        """Open the 1986 race in a window of its own for the dialog's players and seed."""
        from eighty_days.engine.race import RaceConfigError
        from eighty_days.ui.race.window import race_window_for_seats

        seats = [(s.name, s.colour.hex, s.shape.value) for s in settings.seats]
        levels = [s.level if s.kind is SeatKind.COMPUTER else None for s in settings.seats]
        try:
            self.race_window = race_window_for_seats(seats, settings.seed, levels)
        except (RaceConfigError, DataError) as error:
            self.show_problem(self.tr("The race cannot start"), engine_text(str(error)))
            return False
        self.race_window.resize(1500, 950)
        self.race_window.show()
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
        """Tools → Map editor: edit this map; its "Play on this map" starts a game here."""
        from eighty_days.ui.editor.standalone import open_editor_from_game

        self.map_editor = open_editor_from_game(self)

    @Slot()
    def show_tutorial(self) -> Tutorial | None:
        """Help → Tutorial: one guided turn of the journey game on the world map."""
        if self.tutorial is not None:
            self.tutorial.skip()
        self.tutorial = open_tutorial(self, default_store())
        return self.tutorial

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
        from eighty_days.ui.common.settings_dialog import SettingsDialog

        dialog = SettingsDialog(AppSettings(), self)
        dialog.settings_applied.connect(lambda s: self.table.set_show_reach(s.show_reach))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

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
    """Build the window with a fresh game on ``map_path`` (``DataError`` if unreadable)."""
    path = map_path if map_path is not None else default_world_map_path()
    sheet = load_map(path)
    looks = default_looks(tuple(names))
    state = start_state(sheet, looks, seed if seed is not None else random.randrange(1, 1_000_000))
    return MainWindow(sheet, path, state, looks)


def run(map_path: Path | None, seed: int | None, *, startup_probe: bool = False) -> int:
    """Open the window and run the event loop; returns the exit code."""
    started = time.perf_counter()
    app = QApplication.instance() or QApplication([])
    install_gui_thread_collector(app)  # cycles freed on this thread only
    app.setApplicationName("Eighty Days")
    # the settings' language (else the system's), before any window is made
    install_from_settings(app)
    QApplication.setWindowIcon(app_icon())
    settings = AppSettings()
    apply_ui_scale(app, settings.ui_scale)
    window = create_main_window(map_path, seed)
    if not settings.restore_window(window):
        window.resize(1600, 1000)
    app.aboutToQuit.connect(lambda: settings.remember_window(window))
    window.show()
    # File → Open/Save/Recent/Replay, Edit → Undo/Redo, autosave, the resume offer
    install_save_support(window, offer_resume=not startup_probe)
    if not startup_probe:
        # the tutorial once, on the very first start (Help → Tutorial plays it again)
        window.tutorial = open_tutorial(window, default_store(), first_start=True)
    if startup_probe:
        # For benchmarks/ruler_drag.py: paint once, say when (wall clock), and leave.
        def report() -> None:
            window.repaint()
            print(f"window shown at {time.time():.6f}", flush=True)
            print(f"in-process: {time.perf_counter() - started:.3f} s", flush=True)
            window.close()
            app.quit()

        QTimer.singleShot(0, report)
    # once the window is up (and after the start-up probe's report): the route geometry
    QTimer.singleShot(0, lambda: warm_up_route_geometry(window.sheet))
    return int(app.exec())
