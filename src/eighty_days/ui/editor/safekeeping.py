"""Nothing lost in the map editor: the autosave of the open map, the offer to restore one
an editor left behind, and File → Open recent.

``Safekeeping`` belongs to one ``EditorWindow``. A moment after each edit it writes the
map to the window's autosave slot in the data folder (``editor.autosave``), or clears the
slot once the map is saved. At the window's first showing it offers each autosave left
by an editor that did not close (``recovery_dialog``: Restore, Discard or Later; Later
keeps it for the next start). It keeps the list of map files opened and saved lately
for File → Open recent.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QMessageBox

from eighty_days.editor.autosave import AutosaveSlot, LeftBehind, left_behind
from eighty_days.editor.recent_maps import MAP_KIND, recent_maps
from eighty_days.saves.recent import RecentGames
from eighty_days.ui.common.value_text import moment_text

if TYPE_CHECKING:
    from eighty_days.ui.editor.window import EditorWindow

# Milliseconds of quiet after an edit before the map is autosaved.
AUTOSAVE_DELAY_MS = 1500


class Safekeeping(QObject):
    """The autosave, the recovery offer and the recent maps of one editor window."""

    def __init__(self, window: EditorWindow) -> None:
        super().__init__(window)
        self.window = window
        # Where this window's map is autosaved.
        self.slot = AutosaveSlot()
        # The offer to restore an autosave left behind, while it is open (for tests).
        self.recovery_dialog: QMessageBox | None = None
        self.recent: RecentGames = recent_maps()
        # File → Open recent, and its entries' actions as last filled (for tests).
        self.recent_menu: QMenu | None = None
        self.recent_actions: list[QAction] = []
        self._waiting: list[LeftBehind] = []
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(AUTOSAVE_DELAY_MS)
        self._timer.timeout.connect(self.write_autosave)

    # -- the autosave ---------------------------------------------------------------------

    def changed(self) -> None:
        """The map changed: autosave it in a moment (the last of quick edits counts)."""
        self._timer.start()

    def write_autosave(self) -> None:
        """Keep the map in the slot now if it has unsaved changes, else clear the slot; a
        data folder that cannot be written is said in the status bar."""
        self._timer.stop()
        document = self.window.document
        if not document.modified:
            self.slot.remove()
            return
        try:
            self.slot.write(document.sheet, document.path)
        except OSError as error:
            self.window.statusBar().showMessage(
                self.tr("The map cannot be autosaved: {error}").format(error=error), 8000
            )

    def saved(self, path: Path) -> None:
        """The map was saved to ``path``: no autosave needed; the file is recent."""
        self._timer.stop()
        self.slot.remove()
        self.remember(path)

    def closing(self) -> None:
        """The window closes for good (its changes saved or discarded): the slot goes."""
        self._timer.stop()
        self.slot.remove()

    # -- restoring ------------------------------------------------------------------------

    def offer_recovery(self) -> None:
        """Offer, one after another, the autosaves editors left behind (newest first)."""
        self._waiting = left_behind()
        self._offer_next()

    def _offer_next(self) -> None:
        if not self._waiting:
            return
        left = self._waiting.pop(0)
        when = moment_text(dt.datetime.fromtimestamp(left.saved_at))
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Restore unsaved changes?"),
            self.tr(
                "The map editor closed without saving {title} (autosaved {when}). "
                "Restore those changes?"
            ).format(title=left.title, when=when),
            QMessageBox.StandardButton.NoButton,
            self.window,
        )
        box.setTextFormat(Qt.TextFormat.PlainText)  # a map's name is the author's text
        restore = box.addButton(self.tr("Restore"), QMessageBox.ButtonRole.AcceptRole)
        discard = box.addButton(self.tr("Discard"), QMessageBox.ButtonRole.DestructiveRole)
        later = box.addButton(self.tr("Later"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(restore)
        box.setEscapeButton(later)
        self.recovery_dialog = box

        def answered(button: object) -> None:
            self.recovery_dialog = None
            if button is restore:
                self._restore(left)
                return  # (the others wait for the next start)
            if button is discard:
                left.slot.remove()
            self._offer_next()

        box.buttonClicked.connect(answered)
        box.open()

    def _restore(self, left: LeftBehind) -> None:
        """Edit the autosaved map in this window, its changes unsaved; its slot becomes
        this window's (written again at once, so no other editor offers it)."""
        window = self.window
        window.take_up(left.sheet, left.map_path)
        self.slot.remove()
        self.slot = left.slot
        self.write_autosave()
        window.statusBar().showMessage(
            self.tr("Restored the unsaved changes of {title}.").format(title=left.title), 8000
        )

    # -- File → Open recent ---------------------------------------------------------------

    def build_recent_menu(self, menu: QMenu, open_map: Callable[[Path], object]) -> QMenu:
        """File → Open recent in ``menu``: filled each time it opens; a choice calls
        ``open_map`` with the file (a file gone is said and dropped from the list)."""
        recent = menu.addMenu(self.tr("Open &recent"))
        self.recent_menu = recent
        self._open_map = open_map
        recent.aboutToShow.connect(self.fill_recent_menu)
        self.fill_recent_menu()
        return recent

    def fill_recent_menu(self) -> None:
        """The recent maps as the menu's entries ("(none)" if there are none)."""
        menu = self.recent_menu
        if menu is None:
            return
        menu.clear()
        self.recent_actions = []
        entries = [entry for entry in self.recent.entries() if entry.game == MAP_KIND]
        if not entries:
            empty = menu.addAction(self.tr("(none)"))
            empty.setEnabled(False)
            return
        for entry in entries:
            label = f"{entry.summary} — {entry.path}".replace("&", "&&")
            action = menu.addAction(label)
            action.setData(entry.path)
            action.triggered.connect(lambda _=False, path=entry.path: self.open_recent(Path(path)))
            self.recent_actions.append(action)

    def open_recent(self, path: Path) -> None:
        """Open the recent map ``path``; one no longer there is said and dropped."""
        if not path.is_file():
            self.recent.remove(path)
            self.fill_recent_menu()
            self.window.statusBar().showMessage(
                self.tr("{path} is no longer there.").format(path=path), 8000
            )
            return
        self._open_map(path)

    def remember(self, path: Path | None) -> None:
        """``path`` was opened or saved: at the top of the recent maps."""
        if path is not None and path.is_file():
            self.recent.add(path, MAP_KIND, self.window.document.sheet.name)
            self.fill_recent_menu()
