"""The map editor's files: New, Open (read on a worker thread), Save, Save As, Revert, and
the question about unsaved changes before any of them drops the map being edited.

Dialogs open without blocking and are kept in the window (``unsaved_dialog``,
``new_dialog``, ``open_dialog``, ``error_dialog``) so that tests can drive them.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox

from eighty_days.editor.checks import blocks_play
from eighty_days.editor.document import MapDocument
from eighty_days.resources import DataError
from eighty_days.sheet.model import SheetMap
from eighty_days.ui.common.message_text import error_text, message_text
from eighty_days.ui.editor import commands
from eighty_days.ui.editor.new_map_dialog import NewMapDialog
from eighty_days.ui.editor.selection import Selection

if TYPE_CHECKING:
    from eighty_days.ui.editor.window import EditorWindow


def ask_to_save(window: EditorWindow, then: Callable[[], None]) -> None:
    """Run ``then`` now, or after asking what to do with unsaved changes
    (``unsaved_dialog``): save first, discard them, or cancel (``then`` is not run)."""
    if not window.document.modified:
        then()
        return
    box = QMessageBox(
        QMessageBox.Icon.Question,
        QCoreApplication.translate("EditorWindow", "Unsaved changes"),
        QCoreApplication.translate("EditorWindow", "Save the changes to {title}?").format(
            title=window.document.title
        ),
        QMessageBox.StandardButton.Save
        | QMessageBox.StandardButton.Discard
        | QMessageBox.StandardButton.Cancel,
        window,
    )
    window.unsaved_dialog = box

    def answered(button: object) -> None:
        choice = box.standardButton(button)  # type: ignore[arg-type]
        window.unsaved_dialog = None
        if choice == QMessageBox.StandardButton.Save:
            if window.save():
                then()
        elif choice == QMessageBox.StandardButton.Discard:
            then()

    box.buttonClicked.connect(answered)
    box.open()


def open_new_dialog(window: EditorWindow) -> None:
    """Open File → New's dialog (``new_dialog``); accepted, its map is edited, unsaved."""
    dialog = NewMapDialog(window)
    window.new_dialog = dialog
    dialog.accepted.connect(lambda: window.start_new(dialog.new_sheet()))
    dialog.open()


def start_new(window: EditorWindow, sheet: SheetMap) -> None:
    """Edit ``sheet`` as a new, unsaved map (a fresh History, nothing selected)."""
    window.undo_stack.clear()
    window.view.set_selection(Selection())
    window.document.reset(sheet, None)
    window.view.fit()


def take_up(window: EditorWindow, sheet: SheetMap, path: Path | None) -> None:
    """Edit ``sheet`` (an autosave restored), to be saved to ``path``: a fresh History,
    its changes unsaved."""
    window.undo_stack.clear()
    window.view.set_selection(Selection())
    window.document.restore(sheet, path)
    window.view.fit()


def open_file(window: EditorWindow, path: Path | None = None) -> bool:
    """Open ``path`` (after asking about changes; ``True``), or, without one, a file
    dialog that starts in the current map's folder (not blocking: kept in
    ``open_dialog``; ``False``)."""
    if path is None:
        dialog = QFileDialog(
            window,
            QCoreApplication.translate("EditorWindow", "Open a map"),
            str(map_folder(window)),
        )
        dialog.setNameFilter(QCoreApplication.translate("EditorWindow", "Maps (*.yaml *.yml)"))
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
        dialog.fileSelected.connect(lambda chosen: window.open_file(Path(chosen)))
        window.open_dialog = dialog
        dialog.open()
        return False
    target = path
    window.ask_to_save(lambda: _load(window, target))
    return True


def map_folder(window: EditorWindow) -> Path:
    """Where Open and Save As start: the current map's folder (else the working one)."""
    path = window.document.path
    if path is not None and path.parent.is_dir():
        return path.parent
    return Path.cwd()


def _load(window: EditorWindow, path: Path) -> None:
    """Read ``path`` on a worker thread (a busy dialog if it takes a while; Open waits
    meanwhile); the map is edited once it is read, a file that is no map is a message."""

    def failed(error: BaseException) -> None:
        text = error_text(error) if isinstance(error, DataError | OSError) else repr(error)
        warn(window, QCoreApplication.translate("EditorWindow", "The map cannot be opened"), text)

    if window.map_loading.start(
        path, lambda chosen: MapDocument.open(chosen), lambda read: _opened(window, read), failed
    ):
        window.open_action.setEnabled(False)  # again once the map is read (or given up)


def _opened(window: EditorWindow, opened: MapDocument) -> None:
    """Edit the map just read (File → Open)."""
    window.undo_stack.clear()
    window.view.set_selection(Selection())
    window.document.reset(opened.sheet, opened.path, opened.notes)
    window.view.fit()
    window.safekeeping.remember(opened.path)
    if opened.notes:
        notes = "; ".join(message_text(note) for note in opened.notes)
        window.statusBar().showMessage(notes, 10000)


def save(window: EditorWindow) -> bool:
    """Save to the map's file (Save As for a map without one); invalid maps save too.
    ``True`` once saved."""
    if window.document.path is None:
        return window.save_as()
    return _write(window, window.document.path)


def save_as(window: EditorWindow, path: Path | None = None) -> bool:
    """Save to ``path`` or one chosen in a file dialog; ``True`` once saved."""
    if path is None:
        chosen, _ = QFileDialog.getSaveFileName(
            window,
            QCoreApplication.translate("EditorWindow", "Save the map"),
            str(
                map_folder(window)
                / (window.document.path.name if window.document.path else "untitled.yaml")
            ),
            QCoreApplication.translate("EditorWindow", "Maps (*.yaml)"),
        )
        if not chosen:
            return False
        path = Path(chosen)
    return _write(window, path)


def _write(window: EditorWindow, path: Path) -> bool:
    before = window.document.path
    try:
        window.document.save(path)
    except OSError as error:
        warn(
            window,
            QCoreApplication.translate("EditorWindow", "The map cannot be saved"),
            str(error),
        )
        return False
    commands.rebase_history(window.undo_stack, before, path)
    window.safekeeping.saved(path)
    window.undo_stack.setClean()
    window.update_title()
    problems = window.current_problems()
    note = (
        QCoreApplication.translate("EditorWindow", " (with problems: it cannot be played yet)")
        if blocks_play(problems)
        else ""
    )
    window.statusBar().showMessage(
        QCoreApplication.translate("EditorWindow", "Saved {path}{note}.").format(
            path=path, note=note
        ),
        6000,
    )
    return True


def revert(window: EditorWindow) -> None:
    """Read the map's file again, dropping the changes (and the History); a file that
    cannot be read is a warning and the map stays as it is."""
    if window.document.path is None:
        return
    try:
        window.document.revert()
    except (DataError, OSError) as error:
        warn(
            window,
            QCoreApplication.translate("EditorWindow", "The map cannot be read"),
            error_text(error),
        )
        return
    window.undo_stack.clear()
    window.view.set_selection(Selection())


def warn(window: EditorWindow, title: str, text: str) -> QMessageBox:
    """A warning over ``window`` that does not block (kept in ``error_dialog`` for tests)."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, window)
    window.error_dialog = box
    box.open()
    return box
