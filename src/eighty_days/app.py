"""The one place where the Qt application, windows, controllers and views are made and wired.

``start_program(args)`` builds the program's windows from the command line's arguments
(``play``, ``race``, ``editor``, ``replay``) without running the event loop, and returns the
``Program``: the settings and every window it opened. Every game window is made by one of
the program's factories (``Program.journey_window``, ``Program.race_window``), which install
saves, undo, autosave and the settings, so every way into a game gets all of it. Every
unfinished game lives among the games in progress (``saves.inprogress``): the list of them is
offered at the start and from File → Games in progress…, and a game continued from it goes on
being saved into its own file. ``run_program(args)`` starts the program and runs the event
loop (the commands call it). The journey window itself is ``ui.journey.window.MainWindow``.

The program is the only maker of windows: the map editor (``Program.editor_window``), the
replay viewer (``Program.replay_window``, for File → Watch a replay and the album), the
album and the statistics (``Program.album_window``, ``Program.statistics_window``) come
from it too. ``scratch_folders()`` keeps a program's
settings and data in a temporary folder: the self-test, the tools and the benchmarks run
in it.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import random
import shutil
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from PySide6.QtCore import QEvent, QObject, QSettings, Qt, QTimer, Slot
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox, QWidget

from eighty_days.ai.base import Level
from eighty_days.engine.journey import JourneyState
from eighty_days.i18n import InstalledTranslations, install_from_settings
from eighty_days.resources import default_world_map_path, maps_dir
from eighty_days.saves import JOURNEY, RACE, InProgressStore, LoadedGame, MapRef, SaveError
from eighty_days.saves.inprogress import GameInfo
from eighty_days.settings import (
    AppSettings,
    apply_ui_scale,
    default_store,
    use_program_settings,
)
from eighty_days.sheet.map_cache import load_map_cached
from eighty_days.sheet.model import SheetMap
from eighty_days.ui.common.about_dialog import app_icon
from eighty_days.ui.common.gui_gc import install_gui_thread_collector
from eighty_days.ui.common.screen_fit import fit_on_screen
from eighty_days.ui.common.seat_form import DefaultNames
from eighty_days.ui.journey.seats import SeatLook, default_looks
from eighty_days.ui.journey.window import MainWindow, start_state, warm_up_route_geometry
from eighty_days.ui.saves.install import SaveSupport, install_save_support

if TYPE_CHECKING:
    # Opened on demand: importing them at the start would slow it down.
    from eighty_days.engine.race import RaceState
    from eighty_days.ui.album.window import AlbumWindow
    from eighty_days.ui.common.settings_dialog import SettingsDialog
    from eighty_days.ui.editor.window import EditorWindow
    from eighty_days.ui.journey.last_game_tables import LastGameTables
    from eighty_days.ui.race.setup import RaceSettings
    from eighty_days.ui.race.window import RaceWindow
    from eighty_days.ui.saves.in_progress_dialog import GamesInProgressDialog
    from eighty_days.ui.saves.replay_window import ReplayWindow
    from eighty_days.ui.stats.window import StatisticsWindow


#: The program's command, its windows' X11 instance name (the desktop entry's StartupWMClass).
PROGRAM_NAME = "eighty-days"
#: The desktop entry's id (packaging/linux/<id>.desktop): the Wayland app id.
DESKTOP_ENTRY_ID = "io.github.eighty_days.eighty_days"
#: The kinds of window whose size and place the settings keep.
JOURNEY_WINDOW, RACE_WINDOW, REPLAY_WINDOW, EDITOR_WINDOW = "journey", "race", "replay", "editor"
#: Sizes of windows shown for the first time.
FIRST_SIZES = {
    JOURNEY_WINDOW: (1600, 1000),
    RACE_WINDOW: (1500, 950),
    REPLAY_WINDOW: (1400, 900),
    EDITOR_WINDOW: (1500, 950),
}


class _Scratch:
    """The temporary settings store of ``scratch_folders`` while its block runs, and the
    programs made meanwhile (closed before the folder goes)."""

    store: ClassVar[QSettings | None] = None
    programs: ClassVar[list[Program]] = []


class Program(QObject):
    """The running program: its settings and every window it opened.

    The factories here make every window of the program; a game window gets File and Edit
    (Save, Save as, Open, Recent, Undo, Redo, Confirm before committing, Watch a replay),
    Settings, autosave of every action, and Quit, whichever way it was opened.
    """

    def __init__(self, app: QApplication, store: QSettings | None = None) -> None:
        super().__init__()
        self.app = app
        if store is None:  # inside ``scratch_folders``: its store, never the user's
            store = _Scratch.store if _Scratch.store is not None else default_store()
        if _Scratch.store is not None:
            _Scratch.programs.append(self)
        self.store = store
        self.settings = AppSettings(self.store)
        #: Every window the program opened, oldest first (closed ones stay listed).
        self.windows: list[QMainWindow] = []
        self.translations: InstalledTranslations | None = None
        self.settings_dialog: SettingsDialog | None = None
        #: The games in progress, shared by the program's windows (each holds a lock on the
        #: game on its table).
        self.in_progress = InProgressStore()
        #: Another program was already running on this data folder at the start: this one
        #: leaves that one's games in progress alone.
        self.second_instance = False
        #: The list of games in progress now open (tests drive it).
        self.in_progress_dialog: GamesInProgressDialog | None = None
        #: The last problem shown by the program itself (a game that cannot be continued).
        self.problem_box: QMessageBox | None = None
        self._kinds: dict[int, str] = {}
        #: Windows shown before the window manager framed them: fitted again once their
        #: frame is known (a title bar that pushed the status bar off a 1024×700 screen).
        self._unframed: set[int] = set()
        #: The journey window the last "Play on this map" of an editor played in.
        self.played_from_editor: MainWindow | None = None
        #: The last game's opponents' tables asked for at the start (``start_journey``).
        self.last_game_tables: LastGameTables | None = None

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
        fit_on_screen(window)  # once shown: its frame is known, or comes soon
        if window.frameGeometry() == window.geometry():
            self._unframed.add(id(window))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Keep a window's size and place when it closes; fit a window on the screen again
        when the window manager's frame comes after it was shown."""
        if (
            event.type() in (QEvent.Type.Move, QEvent.Type.Resize)
            and id(watched) in self._unframed
            and isinstance(watched, QWidget)
            and watched.frameGeometry() != watched.geometry()
        ):
            self._unframed.discard(id(watched))
            fit_on_screen(watched)
        if event.type() == QEvent.Type.Close and isinstance(watched, QWidget):
            kind = self._kinds.get(id(watched))
            if kind is not None and watched.isVisible():
                self.settings.remember_window(watched, kind)
            support: SaveSupport | None = getattr(watched, "save_support", None)
            if support is not None:  # its game stays in progress, free for the next start
                support.saves.release()
        return False

    def _install(self, window: QMainWindow) -> SaveSupport:
        """Saves, undo, autosave and the program's menus on a game window; its painted
        parts named for screen readers, and its "Where is everyone" key (just after its
        first frame: ``first_frame_work_pending``)."""
        after_first_frame(window, lambda: _install_accessibility(window))
        support = install_save_support(
            window,
            replay_factory=self.replay_window,
            autosave=True,
            open_elsewhere=self.open_loaded,
            store=self.in_progress,
        )
        skip: Callable[[Any], bool] | None = getattr(window, "is_tutorial_game", None)
        support.saves.skip_autosave = skip
        journal = _journal_of(window)
        if journal is not None:
            support.saves.info_of = journal.info_for
        support.saves.in_progress_action.setEnabled(True)
        support.saves.in_progress_requested.connect(lambda: self.open_games_in_progress(window))
        if self.second_instance:
            window.statusBar().showMessage(
                self.tr(
                    "Another Eighty Days program is running on this data folder: this one is "
                    "the second, and leaves that one's games in progress alone."
                ),
                20000,
            )
        support.saves.open_challenge = lambda path: self.play_challenge(path, window)
        return support

    def play_challenge(self, path: Path, window: QMainWindow) -> object:
        """A challenge file chosen in ``window``'s File → Open: played there through the
        Game menu's open-challenge path if it is a journey window, else in a new one."""
        from eighty_days.ui.album.journal import GameMenu, game_menu_of

        if not isinstance(getattr(window, "game_menu", None), GameMenu):
            window = self.new_journey_window()
        return game_menu_of(window).journal.open_challenge_file(path)

    def journey_window(
        self,
        sheet: SheetMap,
        map_path: Path | None,
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
        self,
        map_path: Path | None = None,
        seed: int | None = None,
        names: Sequence[str] | None = None,
    ) -> MainWindow:
        """A journey window with a fresh game of ``names`` (the first two default names if
        None) on ``map_path`` (the world map if None; ``DataError`` if unreadable) dealt
        from ``seed`` (a random one if None). The map is kept parsed on disk
        (``sheet.map_cache``) for the next start."""
        if names is None:
            names = _default_pair()
        path = map_path if map_path is not None else default_world_map_path()
        sheet = load_map_cached(path)  # read back as parsed at an earlier start
        looks = default_looks(tuple(names))
        state = start_state(
            sheet, looks, seed if seed is not None else random.randrange(1, 1_000_000)
        )
        return self.journey_window(sheet, path, state, looks)

    def race_window(
        self,
        settings: RaceSettings | None = None,
        *,
        players: int = 2,
        seed: int | None = None,
        state: RaceState | None = None,
    ) -> RaceWindow:
        """A shown race window, with everything installed, over a new race of ``settings``
        (else ``players`` people dealt from ``seed``, a random one if None; a
        ``RaceConfigError`` if it cannot start), or over the race ``state`` (its players'
        pawns in the default looks unless ``settings`` give them; computer seats only where
        ``settings`` name them)."""
        from eighty_days.shipped_race import new_race
        from eighty_days.ui.race.looks import default_pawn_looks
        from eighty_days.ui.race.setup import default_settings
        from eighty_days.ui.race.window import RaceWindow

        if state is None:
            if settings is None:
                chosen = seed if seed is not None else random.randrange(1, 1_000_000)
                settings = default_settings(players, chosen)
            state = new_race(settings.config(), settings.seed)
        looks = (
            settings.looks
            if settings is not None
            else default_pawn_looks(tuple(player.name for player in state.players))
        )
        window = RaceWindow(state, looks, settings=settings)
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

    def album_window(self, parent: QWidget | None) -> AlbumWindow:
        """Game → Album: the shown album over ``parent``, whose kept games open in the
        program's replay viewer."""
        from eighty_days.ui.album.window import AlbumWindow

        window = AlbumWindow(parent, open_replay=self.replay_window)
        window.show()
        return window

    def statistics_window(self, parent: QWidget | None) -> StatisticsWindow:
        """Game → Statistics: the shown statistics of the kept games over ``parent``."""
        from eighty_days.ui.stats.window import StatisticsWindow

        window = StatisticsWindow(parent)
        window.show()
        return window

    def editor_window(
        self, path: Path | None, *, game: MainWindow | None = None, sheet: SheetMap | None = None
    ) -> EditorWindow:
        """A shown map editor on ``path`` (a new map if missing), or on ``sheet`` as a new
        document without a file (a saved game's own map: Save asks where); its "Play on
        this map" starts a journey in ``game``, or in a new journey window of the program."""
        from eighty_days.editor.document import MapDocument
        from eighty_days.sheet.io import dump_map_text
        from eighty_days.ui.editor.standalone import open_document
        from eighty_days.ui.editor.window import EditorWindow

        document = MapDocument(sheet) if sheet is not None else open_document(path)
        editor = EditorWindow(document)

        def play(sheet: SheetMap) -> None:
            where = editor.document.path
            ref = MapRef.for_text(dump_map_text(sheet), str(where or "<edited map>"))
            target = game
            if target is None or not _alive(target):
                looks = default_looks(_default_pair())
                state = start_state(sheet, looks, random.randrange(1, 1_000_000))
                target = self.journey_window(sheet, where or default_world_map_path(), state, looks)
            target.play_on_sheet(sheet, where, ref)  # asks who plays
            self.played_from_editor = target

        editor.play_requested.connect(play)
        self._place(editor, EDITOR_WINDOW)
        return editor

    def open_loaded(
        self, loaded: LoadedGame, path: Path | None = None, *, game_id: str | None = None
    ) -> QMainWindow:
        """A new window of the right kind with the loaded game on its table (``game_id``: a
        game in progress, whose file the window goes on saving into)."""
        if loaded.record.game == RACE:
            from eighty_days.ui.race.setup import default_settings

            race = self.race_window(default_settings(len(loaded.state.players), loaded.state.seed))
            window: QMainWindow = race
            support = race.save_support
        else:
            state = loaded.state
            names = tuple(p.name for p in state.players)
            record_map = loaded.record.map
            # a map the save carries has no file: its path there is only a note
            map_path = maps_dir() / record_map.path if record_map.shipped else None
            journey = self.journey_window(state.config.sheet, map_path, state, default_looks(names))
            window, support = journey, journey.save_support
        assert support is not None
        # the info as kept, read before the game's first autosave here writes it again
        info = self.in_progress.info(game_id) if game_id is not None else None
        if game_id is not None and support.saves.continue_game(game_id, loaded):
            self.restore_context(window, game_id, loaded, info)
            return window
        support.session.replace(loaded)
        support.saves.current_path = path
        return window

    # -- starting ----------------------------------------------------------------------------

    def prepare_games_in_progress(self) -> None:
        """At the start: take the data folder (or note that another program has it); the
        first program moves an old-style autosave into the games in progress, recovers the
        album's complete temporary files, and keeps the finished games a kill or a full disk
        left among the games in progress in the album."""
        from eighty_days.saves.album import Album

        self.second_instance = not self.in_progress.lock_instance()
        self.app.aboutToQuit.connect(self.in_progress.unlock_instance)
        if self.second_instance:
            return
        self.in_progress.migrate_old_autosaves((JOURNEY, RACE))
        Album().recover_temporary_files()
        self.keep_finished_games_in_progress()

    def keep_finished_games_in_progress(self) -> list[str]:
        """Put the finished games left among the games in progress (the program ended
        between the end of a game and its album entry) into the album, then out of the
        list; returns their ids. A game the album still refuses stays listed."""
        from eighty_days.saves import load_save
        from eighty_days.ui.album.journal import GameContext, keep_finished_game

        kept: list[str] = []
        store = self.in_progress
        for game_id in store.game_ids():
            info = store.info(game_id)
            if not info.finished or store.is_locked_by_other(game_id):
                continue
            try:
                loaded = load_save(store.save_path(game_id))
            except SaveError:
                continue
            state = loaded.state
            if not loaded.game.is_terminal(state):
                continue
            context = (
                GameContext(state.seed, {}, daily=info.daily, practice=info.practice)
                if info.daily
                else None
            )
            try:
                keep_finished_game(state, loaded.record.seats, loaded.record.map, context)
                store.remove(game_id)
            except (SaveError, OSError):
                continue
            kept.append(game_id)
        return kept

    def game_window_of(self, game_id: str) -> QMainWindow | None:
        """The open window of this program whose table has the game in progress ``game_id``."""
        for window in self.open_windows():
            support: SaveSupport | None = getattr(window, "save_support", None)
            if support is not None and support.saves.progress_id == game_id:
                return window
        return None

    def open_games_in_progress(self, parent: QWidget | None = None) -> GamesInProgressDialog:
        """File → Games in progress…: the list (not blocking), kept in ``in_progress_dialog``."""
        from eighty_days.ui.saves.in_progress_dialog import GamesInProgressDialog

        if self.in_progress_dialog is not None and _dialog_alive(self.in_progress_dialog):
            self.in_progress_dialog.close()
        dialog = GamesInProgressDialog(
            self.in_progress,
            lambda game_id: self.continue_game(game_id, parent) is not None,
            is_on_a_table=lambda game_id: self.game_window_of(game_id) is not None,
            parent=parent,
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.in_progress_dialog = dialog
        dialog.open()
        return dialog

    def continue_game(self, game_id: str, parent: QWidget | None = None) -> QMainWindow | None:
        """Continue the game in progress ``game_id``: the window already showing it comes to
        the front; else ``parent``'s table takes it if it is of its kind and nothing is
        played there yet; else a new window of its kind (``open_loaded``). Every action goes
        on being saved into its file. None (and a message) if it cannot be continued."""
        shown = self.game_window_of(game_id)
        if shown is not None:
            shown.raise_()
            shown.activateWindow()
            return shown
        store = self.in_progress
        if store.is_locked_by_other(game_id):
            self._show_problem(
                parent,
                self.tr("The game cannot be continued"),
                self.tr("Another Eighty Days program is playing this game."),
            )
            return None
        from eighty_days.saves import load_save

        try:
            loaded = load_save(store.save_path(game_id))
        except SaveError as error:
            from eighty_days.ui.common.message_text import error_text

            self._show_problem(parent, self.tr("The game cannot be continued"), error_text(error))
            return None
        target = parent if isinstance(parent, QMainWindow) else None
        support: SaveSupport | None = getattr(target, "save_support", None)
        if (
            target is not None
            and support is not None
            and support.session.kind == loaded.record.game
            and support.saves.progress_id is None
            and not support.session.state().history
        ):
            info = self.in_progress.info(game_id)  # before the autosave writes it again
            if support.saves.continue_game(game_id, loaded):
                self.restore_context(target, game_id, loaded, info)
                return target
            return None
        window = self.open_loaded(loaded, game_id=game_id)
        opened: SaveSupport | None = getattr(window, "save_support", None)
        if opened is None or opened.saves.progress_id != game_id:
            return None
        return window

    def restore_context(
        self,
        window: QMainWindow,
        game_id: str,
        loaded: LoadedGame,
        info: GameInfo | None = None,
    ) -> None:
        """A daily journey continued stays what it was (the official try, or practice), and
        its hints stay counted; ``info``: the game's info as read before it was put on the
        table (else read now)."""
        info = info if info is not None else self.in_progress.info(game_id)
        journal = _journal_of(window)
        if journal is None:
            return
        journal.restore(loaded.state, info)
        if info.daily:
            window.statusBar().showMessage(
                self.tr("Daily journey of {date} continued.").format(date=info.daily), 10000
            )

    def continue_official_daily(self, day: str, parent: QWidget | None) -> bool:
        """Game → Daily journey while the day's official try is in progress: continue it
        (never used up by starting something else); False if it is not in progress."""
        game = self.in_progress.official_daily(day)
        if game is None or game.locked:
            return False
        return self.continue_game(game.id, parent) is not None

    def _show_problem(self, parent: QWidget | None, title: str, text: str) -> QMessageBox:
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok)
        if parent is not None:
            box.setParent(parent, box.windowFlags())
        box.setTextFormat(Qt.TextFormat.PlainText)
        self.problem_box = box
        box.open()
        return box

    def offer_games_in_progress(self, window: QMainWindow, then: Callable[[bool], None]) -> None:
        """At the start: the list of games in progress, if one can be continued here (the
        other program's are left to it); ``then(continued)`` once it is closed."""
        playable = [game for game in self.in_progress.games() if not game.locked]
        if not playable:
            then(False)
            return
        dialog = self.open_games_in_progress(window)
        continued: list[str] = []
        dialog.continued.connect(continued.append)
        dialog.finished.connect(lambda _result: then(bool(continued)))

    def start_journey(
        self, map_path: Path | None, seed: int | None, *, first_start: bool = True
    ) -> MainWindow:
        """``eighty-days``: the journey window; the games in progress of both games are
        offered first, then (on the very first start, if none was continued) the tutorial."""
        window = self.new_journey_window(map_path, seed)

        def after(continued: bool) -> None:
            if first_start and not continued and _alive(window):
                window.start_tutorial(first_start=True)

        self.offer_games_in_progress(window, after)
        after_first_frame(window, lambda: self.prepare_last_game(window))
        return window

    def prepare_last_game(self, window: MainWindow) -> None:
        """Have the last game's opponents' tables made on a worker thread, if it had a
        computer seat that uses them (``ui.journey.last_game_tables``): once ``window``
        (the start's journey window) is painted, so that the start pays nothing."""
        from eighty_days.ui.journey.last_game_tables import WindowMap, prepare_last_game

        shown = WindowMap(window.sheet, window.map_path) if _alive(window) else None
        self.last_game_tables = prepare_last_game(self.in_progress, self.settings.last_setup, shown)

    def start_race(self, players: int, seed: int | None) -> RaceWindow:
        """``eighty-days race``: the race window, offering the games in progress first."""
        window = self.race_window(players=players, seed=seed)
        self.offer_games_in_progress(window, lambda continued: None)
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


def _default_pair() -> tuple[str, ...]:
    """The first two default seat names, "Player 1" and "Player 2" (the new-game dialog's
    ``DEFAULT_NAMES[:2]``, without loading the dialog: the first window does not need it)."""
    return tuple(DefaultNames(2))


def _journal_of(window: QWidget) -> Any:
    """The ``Journal`` of a game window (its daily and challenge context), if it has one."""
    journal = getattr(window, "journal", None)
    if journal is None:
        journal = getattr(getattr(window, "game_menu", None), "journal", None)
    return journal


def _dialog_alive(dialog: QWidget) -> bool:
    from shiboken6 import isValid

    return isValid(dialog) and dialog.isVisible()


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


def probe_only(args: argparse.Namespace) -> bool:
    """Whether ``args`` only measure the start (the start-up probe: no games in progress)."""
    return bool(getattr(args, "startup_probe", False))


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
        # argv[0] names the windows' class (WM_CLASS "eighty-days", "Eighty Days"), which
        # the desktop entry's StartupWMClass matches; Wayland matches the entry's id.
        app = QApplication([PROGRAM_NAME])
    install_gui_thread_collector(app)  # cycles freed on this thread only
    app.setApplicationName("Eighty Days")
    QGuiApplication.setDesktopFileName(DESKTOP_ENTRY_ID)
    program = Program(app, store)
    use_program_settings(program.settings)  # for what has no window to ask (motions)
    if not probe_only(args):
        program.prepare_games_in_progress()
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


@contextmanager
def scratch_folders() -> Iterator[QSettings]:
    """Settings and data (games in progress, album, recent games) in a temporary folder
    while the block runs, removed after it; yields the settings store to give
    ``start_program``. The self-test, the tools and the benchmarks start the program in
    it, so that nothing of the user's is read or written; a program made in the block
    without a store of its own takes this one, and its windows are closed at the end."""
    from PySide6.QtCore import QStandardPaths

    from eighty_days.saves.files import DATA_DIR_VARIABLE

    folder = Path(tempfile.mkdtemp(prefix="eighty-days-"))
    data_before = os.environ.get(DATA_DIR_VARIABLE)
    os.environ[DATA_DIR_VARIABLE] = str(folder / "data")
    config = folder / "config"
    config.mkdir()
    config_before = QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.GenericConfigLocation
    )
    scope = QSettings.Scope.UserScope
    formats = (QSettings.Format.NativeFormat, QSettings.Format.IniFormat)
    for kind in formats:  # a store opened by its name lands there too
        QSettings.setPath(kind, scope, str(config))
    store = QSettings(str(config / "settings.ini"), QSettings.Format.IniFormat)
    _Scratch.store, _Scratch.programs = store, []
    try:
        yield store
    finally:
        for program in _Scratch.programs:  # their last words (window places) land here
            close_program(program)
        _Scratch.store, _Scratch.programs = None, []
        store.sync()
        for kind in formats:
            QSettings.setPath(kind, scope, config_before)
        if data_before is None:
            os.environ.pop(DATA_DIR_VARIABLE, None)
        else:
            os.environ[DATA_DIR_VARIABLE] = data_before
        shutil.rmtree(folder, ignore_errors=True)


def close_program(program: Program) -> None:
    """Close every window of ``program`` at once (no question asked, the event loop not
    needed) and free its data folder: what the self-test and the tools do at their end."""
    from shiboken6 import isValid

    for window in reversed(program.windows):
        if isValid(window):
            window.close()
    program.in_progress.unlock_instance()


def _install_accessibility(window: QMainWindow) -> None:
    """Name ``window``'s painted parts for screen readers and give it its "Where is
    everyone" key (loaded here: the first frame does without them)."""
    from eighty_days.ui.accessibility.install import install_accessibility

    install_accessibility(window)


class _AfterFirstFrame(QObject):
    """Runs its work once, just after the first frame of its window is painted (the
    whole window is painted in one pass: the window's own paint event comes first), or
    after ``FIRST_FRAME_WAIT_MS`` if the window is never painted (started minimised)."""

    def __init__(self, window: QWidget, work: Callable[[], None]) -> None:
        super().__init__(window)
        self.window = window
        self.work: Callable[[], None] | None = work
        window.installEventFilter(self)
        QTimer.singleShot(FIRST_FRAME_WAIT_MS, self, self._run)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """On the window's first paint, run the work once that paint is done."""
        if watched is self.window and event.type() == QEvent.Type.Paint:
            self.window.removeEventFilter(self)
            QTimer.singleShot(0, self, self._run)
        return False

    def _run(self) -> None:
        work, self.work = self.work, None
        if work is not None:
            work()


def first_frame_work_pending(window: QWidget) -> bool:
    """Whether work that waits for ``window``'s first frame (``after_first_frame``) has
    yet to run: once it is False the window has all it installs (tests wait for it)."""
    return any(
        isinstance(child, _AfterFirstFrame) and child.work is not None
        for child in window.children()
    )


#: How long work that waits for a window's first frame waits at most (ms).
FIRST_FRAME_WAIT_MS = 2000


def after_first_frame(window: QWidget, work: Callable[[], None]) -> None:
    """Run ``work`` once, right after ``window``'s first frame is painted (what a player
    sees first comes before it), or after ``FIRST_FRAME_WAIT_MS`` if it is never painted."""
    _AfterFirstFrame(window, work)


def run_program(args: argparse.Namespace) -> int:
    """Start the program for ``args`` and run the event loop; returns the exit code. The
    start-up probe (``--startup-probe``) prints "window shown at <wall clock>" once the
    first window's first frame is painted, and leaves."""
    started = time.perf_counter()
    program = start_program(args)
    app = program.app
    window = program.windows[0]
    then: list[Callable[[], object]] = []
    if getattr(args, "startup_probe", False):
        # For packaging/measure_startup.py and benchmarks/ruler_drag.py: say when the
        # first frame is painted (wall clock), and leave without starting the route
        # geometry's worker (it is not the start, and the exit would cut it short at a
        # random point: the CPU time measured to the exit would count part of it).
        def report() -> None:
            print(f"window shown at {time.time():.6f}", flush=True)
            print(f"in-process: {time.perf_counter() - started:.3f} s", flush=True)
            window.close()
            app.quit()

        then.append(report)
    elif isinstance(window, MainWindow):
        # once the window is painted: the route geometry, built on a worker thread that
        # would otherwise hold up the first frame
        then.append(lambda: warm_up_route_geometry(window.sheet))

    def after_painted() -> None:
        for work in then:
            work()

    after_first_frame(window, after_painted)
    return int(app.exec())
