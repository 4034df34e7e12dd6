"""File → Open, Save, Save as, Open recent, Watch a replay, Games in progress; the autosave of
the game on the table into its own file among the games in progress (``saves.inprogress``).

A game on the table that another replaces (a new game, a daily journey, a save opened, a
challenge, another game continued) is never lost: it stays among the games in progress and
the status bar says where to find it.

A failed load never touches the game on the table: the file is read, checked and replayed
completely first, and only a good game replaces the current one. Problems are shown in a
dialog naming the file, the place and the reason (``SaveError``).
"""

from __future__ import annotations

import contextlib
import dataclasses
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QObject,
    Qt,
    QTimer,
    Signal,
    Slot,
)
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QProgressDialog,
    QWidget,
)
from shiboken6 import isValid

from eighty_days.saves import (
    SAVE_SUFFIX,
    LoadedGame,
    RecentGames,
    SaveError,
    load_save,
    record_of,
    remove_stale_temporary_files,
    write_save,
)
from eighty_days.saves.files import CANNOT_WRITE, data_dir
from eighty_days.saves.format import ACTIONS, os_reason
from eighty_days.saves.games import JOURNEY, OTHER_WINDOW, RULES
from eighty_days.saves.inprogress import GameInfo, InProgressStore
from eighty_days.saves.load import UNFORESEEN
from eighty_days.ui.common.message_text import error_text, message_text
from eighty_days.ui.common.plain_text import plain_tooltip
from eighty_days.ui.saves.session import GameSession

FILE_FILTER = f"Eighty Days games (*{SAVE_SUFFIX} *.json);;All files (*)"
#: The settings key of the folder the file dialogs used last.
LAST_FOLDER_KEY = "files/last_folder"
#: The folder the file dialogs start in before one was used: ``<data folder>/saves``.
SAVES_FOLDER = "saves"


def dialog_folder() -> Path:
    """The folder the Save and Open dialogs start in: the one used last (kept in the
    settings) if it still exists, else the saves folder in the data folder (made here; the
    home folder if it cannot be)."""
    from eighty_days.settings import program_settings

    kept = program_settings().store.value(LAST_FOLDER_KEY)
    if isinstance(kept, str) and kept:
        folder = Path(kept)
        if folder.is_dir():
            return folder
    folder = data_dir() / SAVES_FOLDER
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return Path.home()
    return folder


def remember_dialog_folder(chosen: Path) -> None:
    """Keep the folder of the file ``chosen`` in a file dialog for the next dialog."""
    from eighty_days.settings import program_settings

    program_settings().store.setValue(LAST_FOLDER_KEY, str(chosen.parent))


#: The games' titles (``saves.games.RULES[kind].title``), marked for lupdate: a message
#: naming a game looks its title up in the chosen language.
GAME_TITLES = (
    str(QT_TRANSLATE_NOOP("SaveController", "Around the World in 80 Days (2024 journey)")),
    str(QT_TRANSLATE_NOOP("SaveController", "Around the World in 80 Days (1986 race)")),
)


def file_filter() -> str:
    """The file dialogs' filter, in the chosen language."""
    return QCoreApplication.translate(
        "SaveController", "Eighty Days games ({patterns});;All files (*)"
    ).format(patterns=f"*{SAVE_SUFFIX} *.json")


def open_file_filter() -> str:
    """File → Open's filter: the games, the challenges (played from there too), all files."""
    from eighty_days.saves.challenge import CHALLENGE_SUFFIX  # loaded when first asked

    return QCoreApplication.translate(
        "SaveController",
        "Eighty Days games and challenges ({patterns});;Challenges ({challenges});;All files (*)",
    ).format(patterns=f"*{SAVE_SUFFIX} *.json", challenges=f"*{CHALLENGE_SUFFIX}")


def summary_of(state: Any, kind: str) -> str:
    """A one-line description of a game for the recent list and dialogs."""
    rules = RULES[kind]
    names = ", ".join(rules.game.player_names(state))
    status = (
        QCoreApplication.translate("SaveController", "finished")
        if rules.game.is_terminal(state)
        else message_text(ACTIONS(count=len(state.history)))
    )
    game = (
        QCoreApplication.translate("SaveController", "Journey")
        if kind == JOURNEY
        else QCoreApplication.translate("SaveController", "Race")
    )
    return f"{game}: {names} ({status})"


class AutosaveWarning(QLabel):
    """The warning that the game is not being autosaved, kept in the window's status bar
    (not a message that fades) until an autosave succeeds again."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("autosaveWarning")
        self.setStyleSheet(
            "QLabel#autosaveWarning { background: #b3261e; color: white; font-weight: bold;"
            " padding: 2px 8px; border-radius: 3px; }"
        )
        self.hide()

    def warn(self, text: str, detail: str) -> None:
        """Show ``text``; ``detail`` (the reason) in the tooltip and for screen readers."""
        self.setText(text)
        self.setToolTip(plain_tooltip(detail))
        self.setAccessibleName(text)
        self.setAccessibleDescription(detail)
        self.show()

    def clear(self) -> None:
        """The game is being saved again: hide the warning."""
        self.hide()
        self.setText("")


class _LoadRelay(QObject):
    """Carries the result of a save read on a worker thread back to the GUI thread."""

    done = Signal(object, object, object)  # (token, path), LoadedGame or None, SaveError


class SaveController(QObject):
    """The File menu's save and open actions for one game window."""

    #: A game was loaded and put on the table (the ``LoadedGame``).
    game_loaded = Signal(object)
    #: A save was written (its path).
    game_saved = Signal(object)
    #: A replay window was opened (the ``ReplayWindow``).
    replay_opened = Signal(object)
    #: A save read in the background is done (its path; a problem was shown if it failed).
    loading_finished = Signal(object)
    #: File → Games in progress… (the program opens the list).
    in_progress_requested = Signal()
    #: The game on the table was put aside among the games in progress (its id).
    game_put_aside = Signal(str)

    def __init__(
        self,
        window: QMainWindow,
        session: GameSession,
        *,
        replay_factory: Callable[[LoadedGame], QWidget],
        menu: QMenu | None = None,
        recent: RecentGames | None = None,
        store: InProgressStore | None = None,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.session = session
        self.recent = recent if recent is not None else RecentGames()
        #: The games in progress (the program's, shared by its windows).
        self.store = store if store is not None else InProgressStore()
        #: The id of the game on the table among the games in progress (None until its
        #: first action is saved).
        self.progress_id: str | None = None
        self._last_state: Any = None
        self._fresh = False
        self._written_info = GameInfo()
        #: What the save does not say of a game (a daily journey's date; set by the program).
        self.info_of: Callable[[Any], GameInfo] | None = None
        self.current_path: Path | None = None
        self.message_box: QMessageBox | None = None
        self.file_dialog: QFileDialog | None = None
        self.replay_windows: list[QWidget] = []
        self.autosave_enabled = False
        #: Off: nothing is autosaved (a caller that turns autosave off for a while).
        self.autosave_suspended = False
        self.autosave_warning = AutosaveWarning(window)
        window.statusBar().addPermanentWidget(self.autosave_warning)
        #: The busy indicator while a save is read in the background.
        self.busy_dialog: QProgressDialog | None = None
        self._pending: object | None = None
        self._problem_title = ""
        self._relay = _LoadRelay(self)
        self._relay.done.connect(self._background_done)
        self._continuations: dict[int, Callable[[Path, LoadedGame | None], object]] = {}
        #: Opens a save of the other game in a window of its kind (set by the program).
        self.open_elsewhere: Callable[[LoadedGame, Path | None], object] | None = None
        #: Plays a challenge file chosen in File → Open (the journal's open-challenge path).
        self.open_challenge: Callable[[Path], object] | None = None
        #: A state for which the autosave is not written (the tutorial's game).
        self.skip_autosave: Callable[[Any], bool] | None = None
        #: Makes the replay viewers (the program's, with its Settings).
        self.replay_factory = replay_factory
        self._build_actions(menu)

    # -- menus -----------------------------------------------------------------------------

    def _build_actions(self, menu: QMenu | None) -> None:
        if menu is None:
            menu = self.window.menuBar().addMenu(self.tr("&File"))
        first = menu.actions()[0] if menu.actions() else None
        self.open_action = QAction(self.tr("&Open…"), self.window)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(self.open_dialog)
        self.recent_menu = QMenu(self.tr("Open &recent"), self.window)
        self.recent_menu.aboutToShow.connect(self.fill_recent_menu)
        self.in_progress_action = QAction(self.tr("&Games in progress…"), self.window)
        self.in_progress_action.setShortcut(QKeySequence("Ctrl+Shift+O"))
        self.in_progress_action.triggered.connect(lambda _=False: self.in_progress_requested.emit())
        self.in_progress_action.setEnabled(False)  # until the program offers the list
        self.save_action = QAction(self.tr("&Save"), self.window)
        self.save_action.setShortcut(QKeySequence.StandardKey.Save)
        self.save_action.triggered.connect(self.save)
        self.save_as_action = QAction(self.tr("Save &as…"), self.window)
        self.save_as_action.setShortcut(QKeySequence("Ctrl+Shift+S"))
        self.save_as_action.triggered.connect(self.save_as_dialog)
        self.replay_action = QAction(self.tr("&Watch a replay…"), self.window)
        self.replay_action.triggered.connect(self.replay_dialog)
        self.replay_current_action = QAction(self.tr("Replay &this game"), self.window)
        self.replay_current_action.triggered.connect(self.replay_current)
        # after "New game", before the rest of the menu
        anchor = menu.actions()[1] if first is not None and len(menu.actions()) > 1 else None
        items = (
            None,
            self.open_action,
            self.recent_menu.menuAction(),
            self.in_progress_action,
            self.save_action,
            self.save_as_action,
            None,
            self.replay_action,
            self.replay_current_action,
        )
        for item in items if anchor is not None else items[1:]:
            if item is None:
                if anchor is None:
                    menu.addSeparator()
                else:
                    menu.insertSeparator(anchor)
            elif anchor is None:
                menu.addAction(item)
            else:
                menu.insertAction(anchor, item)
        self.fill_recent_menu()

    @Slot()
    def fill_recent_menu(self) -> None:
        """List the recent games (newest first) in the submenu."""
        self.recent_menu.clear()
        entries = self.recent.entries()
        for entry in entries:
            action = self.recent_menu.addAction(f"{Path(entry.path).name} — {entry.summary}")
            action.setToolTip(plain_tooltip(entry.path))
            action.triggered.connect(lambda _=False, p=entry.path: self.open_in_background(Path(p)))
        if not entries:
            self.recent_menu.addAction(self.tr("(no recent games)")).setEnabled(False)

    # -- messages --------------------------------------------------------------------------

    def show_problem(self, title: str, error: Exception) -> QMessageBox:
        """A non-blocking warning naming the problem (kept in ``message_box`` for tests)."""
        box = QMessageBox(QMessageBox.Icon.Warning, title, error_text(error), parent=self.window)
        box.setTextFormat(Qt.TextFormat.PlainText)  # names and paths as written
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        self.message_box = box
        box.open()
        return box

    # -- saving ----------------------------------------------------------------------------

    def save_to(self, path: Path) -> bool:
        """Write the game on the table to ``path``; a dialog names any problem."""
        session = self.session
        try:
            record = record_of(session.state(), session.map_ref(), session.seats())
            write_save(record, path)
        except (SaveError, OSError) as error:
            self.show_problem(self.tr("The game was not saved"), error)
            return False
        self.current_path = path
        self.recent.add(path, session.kind, summary_of(session.state(), session.kind))
        self.window.statusBar().showMessage(self.tr("Saved to {path}.").format(path=path), 6000)
        self.game_saved.emit(path)
        return True

    @Slot()
    def save(self) -> bool:
        """File → Save: to the file of this game, or ask where (Save as)."""
        if self.current_path is None:
            self.save_as_dialog()
            return False
        return self.save_to(self.current_path)

    @Slot()
    def save_as_dialog(self) -> QFileDialog:
        """Ask where to save (not blocking; the file chosen is saved)."""
        dialog = QFileDialog(
            self.window, self.tr("Save the game"), str(dialog_folder()), file_filter()
        )
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setDefaultSuffix(SAVE_SUFFIX.lstrip("."))
        dialog.fileSelected.connect(self._chosen(self.save_to))
        self.file_dialog = dialog
        dialog.open()
        return dialog

    @staticmethod
    def _chosen(then: Callable[[Path], object]) -> Callable[[str], None]:
        """A file dialog's answer: the folder is remembered, then ``then(path)``."""

        def chosen(name: str) -> None:
            path = Path(name)
            remember_dialog_folder(path)
            then(path)

        return chosen

    # -- opening ---------------------------------------------------------------------------

    def load(self, path: Path) -> LoadedGame | None:
        """Read and replay ``path``; ``None`` (and a dialog) if it cannot be used."""
        try:
            loaded = load_save(path)
        except SaveError as error:
            self.show_problem(self.tr("The game cannot be opened"), error)
            return None
        return self._check_kind(path, loaded)

    def open_path(self, path: Path) -> bool:
        """Open the save ``path`` in place of the current game (only if it is good); read on
        this thread (the menus use ``open_in_background``)."""
        try:
            loaded: LoadedGame | None = load_save(path)
        except SaveError as error:
            self.show_problem(self.tr("The game cannot be opened"), error)
            loaded = None
        return self._put_on_table(path, loaded)

    def _check_kind(self, path: Path, loaded: LoadedGame) -> LoadedGame | None:
        """``loaded`` if it is a game of this window's kind, else ``None`` and a dialog."""
        if loaded.record.game != self.session.kind and self.open_elsewhere is None:
            kind = self.tr(RULES[loaded.record.game].title)
            wrong = SaveError(str(path), OTHER_WINDOW(kind=kind))
            self.show_problem(self.tr("The game cannot be opened here"), wrong)
            return None
        return loaded

    def _put_on_table(self, path: Path, loaded: LoadedGame | None) -> bool:
        """Replace the game on the table by ``loaded`` (read from ``path``), if it is one."""
        if loaded is not None:
            loaded = self._check_kind(path, loaded)
        if loaded is None:
            if not path.exists():
                self.recent.remove(path)
            return False
        if loaded.record.game != self.session.kind and self.open_elsewhere is not None:
            self.open_elsewhere(loaded, path)  # a save of the other game: its own window
        else:
            if not self._continues_table(loaded.state):
                self.start_fresh()  # the opened game gets a file of its own in progress
            self.session.replace(loaded)
            self.current_path = path
        self.recent.add(path, loaded.record.game, summary_of(loaded.state, loaded.record.game))
        self.window.statusBar().showMessage(self.tr("Opened {path}.").format(path=path), 6000)
        self.game_loaded.emit(loaded)
        return True

    @Slot()
    def open_dialog(self) -> QFileDialog:
        """File → Open: choose a save (not blocking)."""
        dialog = QFileDialog(
            self.window, self.tr("Open a game"), str(dialog_folder()), open_file_filter()
        )
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.fileSelected.connect(self._chosen(self.open_in_background))
        self.file_dialog = dialog
        dialog.open()
        return dialog

    # -- reading in the background -------------------------------------------------------

    def open_in_background(self, path: Path) -> None:
        """File → Open, Open recent: read and replay ``path`` on a worker thread behind a
        busy indicator (a large save takes seconds); the game is replaced when it is done.
        A challenge file is handed to the challenge flow (``open_challenge``)."""
        from eighty_days.saves.challenge import is_challenge_file  # loaded when first asked

        if self.open_challenge is not None and is_challenge_file(path):
            self.open_challenge(path)
            return
        self._load_in_background(path, self.tr("The game cannot be opened"), self._put_on_table)

    def replay_in_background(self, path: Path) -> None:
        """File → Watch a replay: read ``path`` on a worker thread, then open the viewer."""

        def show(_path: Path, loaded: LoadedGame | None) -> object:
            return self.open_replay(loaded) if loaded is not None else None

        self._load_in_background(path, self.tr("The replay cannot be opened"), show)

    @property
    def is_loading(self) -> bool:
        """Whether a save is being read in the background."""
        return self._pending is not None

    def _load_in_background(
        self, path: Path, problem_title: str, then: Callable[[Path, LoadedGame | None], object]
    ) -> None:
        if self._pending is not None:
            return  # one at a time: the menus are off meanwhile
        token = object()
        self._pending = token
        self._continuations[id(token)] = then
        self._problem_title = problem_title
        self._set_loading(True, path)
        relay = self._relay

        def work() -> None:
            error: SaveError | None = None
            loaded: LoadedGame | None = None
            try:
                loaded = load_save(path)
            except SaveError as refused:
                error = refused
            except Exception as failure:  # never lose the window to a loader's gap
                error = SaveError(str(path), UNFORESEEN(error=repr(failure)))
            with contextlib.suppress(RuntimeError):  # the window was closed meanwhile
                relay.done.emit((token, path), loaded, error)

        threading.Thread(target=work, name="read a save", daemon=True).start()

    @Slot(object, object, object)
    def _background_done(
        self, ticket: tuple[object, Path], loaded: LoadedGame | None, error: SaveError | None
    ) -> None:
        token, path = ticket
        then = self._continuations.pop(id(token), None)
        if token is not self._pending:
            return  # cancelled
        self._pending = None
        self._set_loading(False, path)
        if error is not None:
            self.show_problem(self._problem_title, error)
            if not path.exists():
                self.recent.remove(path)
        elif then is not None:
            then(path, loaded)
        self.loading_finished.emit(path)

    @Slot()
    def cancel_loading(self) -> None:
        """Stop waiting for the save being read (its result is dropped when it comes)."""
        if self._pending is None:
            return
        self._continuations.pop(id(self._pending), None)
        self._pending = None
        self._set_loading(False, None)

    def _set_loading(self, busy: bool, path: Path | None) -> None:
        for action in (self.open_action, self.replay_action, self.recent_menu.menuAction()):
            action.setEnabled(not busy)
        if busy:
            dialog = QProgressDialog(
                self.tr("Reading {name}…").format(name=path.name if path else ""),
                self.tr("Cancel"),
                0,
                0,
                self.window,
            )
            dialog.setWindowTitle(self.tr("Opening a game"))
            dialog.setWindowModality(Qt.WindowModality.WindowModal)
            dialog.setMinimumDuration(300)  # a quick read shows no dialog at all
            dialog.setAutoReset(False)
            dialog.setAutoClose(False)
            dialog.canceled.connect(self.cancel_loading)
            self.busy_dialog = dialog
        elif self.busy_dialog is not None:
            dialog, self.busy_dialog = self.busy_dialog, None
            dialog.canceled.disconnect(self.cancel_loading)
            dialog.close()
            dialog.deleteLater()

    # -- replays ---------------------------------------------------------------------------

    def open_replay(self, loaded: LoadedGame) -> QWidget:
        """The program's replay window over ``loaded`` (kept open beside the game)."""
        window = self.replay_factory(loaded)
        self.replay_windows.append(window)
        window.show()
        self.replay_opened.emit(window)
        return window

    @Slot()
    def replay_dialog(self) -> QFileDialog:
        """File → Watch a replay: choose a save of either game (not blocking)."""
        dialog = QFileDialog(
            self.window, self.tr("Watch a replay"), str(dialog_folder()), file_filter()
        )
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.fileSelected.connect(self._chosen(self.replay_in_background))
        self.file_dialog = dialog
        dialog.open()
        return dialog

    @Slot()
    def replay_current(self) -> QWidget | None:
        """File → Replay this game: step through the game on the table so far."""
        from eighty_days.saves import load_from_dict, save_to_dict

        session = self.session
        try:
            record = record_of(session.state(), session.map_ref(), session.seats())
            loaded = load_from_dict(save_to_dict(record), self.tr("this game"))
        except SaveError as error:
            self.show_problem(self.tr("The replay cannot be shown"), error)
            return None
        return self.open_replay(loaded)

    # -- autosave into the games in progress ----------------------------------------------

    def enable_autosave(self) -> None:
        """Autosave after every change of the game on the table (atomically); first clear
        away the temporary files that a kill during an earlier write left behind."""
        if not self.autosave_enabled:
            remove_stale_temporary_files()
            self.session.state_changed.connect(self.autosave)
            self.autosave_enabled = True

    def start_fresh(self) -> None:
        """The next game put on the table is another game (even one of the same deal, as a
        daily journey tried again): the one on the table now is put aside, not written over."""
        self._fresh = True

    def _same_game(self, state: Any) -> bool:
        """Whether ``state`` continues the game last autosaved here (an action played, taken
        back or redone), rather than another game put on the table."""
        last = self._last_state
        if last is None or self._fresh:
            return False
        if state is last:
            return True
        if getattr(state, "seed", None) != getattr(last, "seed", None):
            return False
        if getattr(state, "config", None) != getattr(last, "config", None):
            return False
        new, old = tuple(state.history), tuple(last.history)
        shorter = min(len(new), len(old))
        return new[:shorter] == old[:shorter]

    def _continues_table(self, state: Any) -> bool:
        """Whether ``state`` (a game opened from a file) is the game on the table, as far as
        it was played or further (its own save opened again): it goes on in the table's
        file among the games in progress, not in a second copy of it."""
        last = self._last_state
        if last is None or self._fresh or self.progress_id is None:
            return False
        if getattr(state, "seed", None) != getattr(last, "seed", None):
            return False
        if getattr(state, "config", None) != getattr(last, "config", None):
            return False
        played = tuple(last.history)
        return tuple(state.history)[: len(played)] == played

    def put_aside(self) -> bool:
        """Let go of the game on the table: its file stays among the games in progress (it
        is unfinished), this window no longer writes it. Returns whether a game was kept
        (the status bar then says where to find it)."""
        game_id, self.progress_id = self.progress_id, None
        self._last_state = None
        if game_id is None:
            return False
        self.store.release(game_id)
        if not self.store.save_path(game_id).exists():
            return False
        kept = self.tr("The unfinished game was kept in File → Games in progress.")
        status = self.window.statusBar()

        def tell() -> None:  # after the new game's own message, added to it
            if not isValid(status):
                return  # the window closed meanwhile
            shown = status.currentMessage()
            status.showMessage(f"{shown} {kept}" if shown and kept not in shown else kept, 15000)

        tell()
        QTimer.singleShot(0, tell)
        self.game_put_aside.emit(game_id)
        return True

    def continue_game(self, game_id: str, loaded: LoadedGame) -> bool:
        """Put the game in progress ``game_id`` (read as ``loaded``) on the table; every
        action goes on being saved into its file. False if another running program plays it."""
        if game_id != self.progress_id and not self.store.acquire(game_id):
            return False
        if game_id != self.progress_id:
            self.put_aside()
        self.progress_id = game_id
        self._written_info = self.store.info(game_id)
        self._last_state = loaded.state
        self._fresh = False
        self.current_path = None
        self.session.replace(loaded)
        self.game_loaded.emit(loaded)
        return True

    def finished_game_kept(self, state: Any) -> None:
        """The finished ``state`` is safely in the album: its file leaves the games in
        progress (only now, so a kill or a full disk at the end loses nothing)."""
        if self.progress_id is None or not self.session.game.is_terminal(state):
            return
        if self._last_state is not None and self._last_state is not state:
            return
        game_id, self.progress_id = self.progress_id, None
        with contextlib.suppress(OSError):
            self.store.remove(game_id)

    def release(self) -> None:
        """The window closes: its game stays in progress, for this or the next program."""
        if self.progress_id is not None:
            self.store.release(self.progress_id)
            self.progress_id = None

    @Slot()
    def autosave(self, *_: object) -> bool:
        """Write the game on the table into its file among the games in progress (a new
        game gets a new file at its first action; another game put on the table leaves the
        last one's file in place). A finished game's file is removed only once the album
        holds it (``finished_game_kept``)."""
        session = self.session
        state = session.state()
        if not self._same_game(state):
            self.put_aside()
        self._fresh = False
        self._last_state = state
        if self.autosave_suspended:
            return False
        if self.skip_autosave is not None and self.skip_autosave(state):
            return False  # the tutorial's game
        if self.progress_id is None and not state.history:
            return True  # nothing played yet: nothing to keep
        try:
            record = record_of(state, session.map_ref(), session.seats())
            info = self.info_of(state) if self.info_of is not None else GameInfo()
            if session.game.is_terminal(state):
                info = dataclasses.replace(info, finished=True)
            if self.progress_id is None:
                game_id = self.store.new_id(session.kind)
                self.store.acquire(game_id)
                self.progress_id = game_id
                self._written_info = GameInfo()
            if info != self._written_info:  # before the save: "finished" is found at start
                self.store.write_info(self.progress_id, info)
                self._written_info = info
            self.store.write(self.progress_id, record)
        except (SaveError, OSError) as error:
            if not isinstance(error, SaveError):
                where = (
                    self.store.folder
                    if self.progress_id is None
                    else self.store.save_path(self.progress_id)
                )
                error = SaveError(str(where), CANNOT_WRITE(reason=os_reason(error)))
            reason = error_text(error)
            self.autosave_warning.warn(
                self.tr("Autosave failed: this game is not being saved"),
                self.tr(
                    "{reason}\n\nThe warning stays until an autosave succeeds; File → Save as "
                    "keeps the game elsewhere."
                ).format(reason=reason),
            )
            return False
        self.autosave_warning.clear()
        return True
