"""Opening the editor: on its own (``eighty-days editor``) or from the game window
(Tools → Map editor), and the journeys its "Play on this map" starts."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMainWindow

from eighty_days.app import MainWindow
from eighty_days.editor.document import MapDocument
from eighty_days.editor.edits import blank_sheet
from eighty_days.resources import default_world_map_path
from eighty_days.settings import AppSettings, apply_ui_scale
from eighty_days.sheet.model import SheetMap
from eighty_days.ui.common.gui_gc import install_gui_thread_collector
from eighty_days.ui.editor.window import EditorWindow
from eighty_days.ui.journey.new_game_dialog import DEFAULT_NAMES
from eighty_days.ui.journey.seats import default_looks


def open_document(path: Path | None) -> MapDocument:
    """The document for ``path``: the file, a new map to be saved there, or a blank map."""
    if path is None:
        return MapDocument(blank_sheet(60.0, 30.0))
    if path.exists():
        return MapDocument.open(path)
    document = MapDocument(blank_sheet(60.0, 30.0))
    document.path = path  # saved there on the first Save
    return document


def open_journey_window(sheet: SheetMap, editor: EditorWindow) -> QMainWindow:
    """A journey game window on ``sheet`` (the program's main window, from app.py)."""
    from eighty_days.app import MainWindow, start_state

    looks = default_looks(tuple(DEFAULT_NAMES[:2]))
    state = start_state(sheet, looks, random.randrange(1, 1_000_000))
    path = editor.document.path or default_world_map_path()
    window = MainWindow(sheet, path, state, looks)
    window.resize(1500, 950)
    window.show()
    window.ask_seats_for_sheet(sheet, path)  # who plays: asked, never assumed
    return window


def open_editor_from_game(game: MainWindow) -> EditorWindow:
    """Tools → Map editor: an editor on the game's map; "Play on this map" asks who plays
    and starts a new journey in ``game`` on the edited sheet."""
    document = MapDocument.open(game.map_path)
    editor = EditorWindow(document, game)
    editor.setWindowFlag(Qt.WindowType.Window, True)

    def play(sheet: SheetMap) -> None:
        # the new-game dialog asks who plays (seats, levels, colours) on the edited map
        game.ask_seats_for_sheet(sheet, editor.document.path or game.map_path)

    editor.play_requested.connect(play)
    editor.show()
    return editor


def create_editor_window(path: Path | None) -> EditorWindow:
    """The window ``eighty-days editor [FILE]`` opens (shown), its "Play on this map" wired
    to open journey windows; ``DataError`` if the file is not a map."""
    window = EditorWindow(open_document(path))
    games: list[QMainWindow] = []
    window.play_requested.connect(lambda sheet: games.append(open_journey_window(sheet, window)))
    window.show()
    return window


def run_editor(path: Path | None) -> int:
    """Open the editor window and run the event loop; returns the exit code."""
    app = QApplication.instance() or QApplication([])
    install_gui_thread_collector(app)  # cycles freed on this thread only
    from eighty_days.i18n import install_from_settings

    install_from_settings(app)  # the settings' language, else the system's
    app.setApplicationName("Eighty Days")
    apply_ui_scale(app, AppSettings().ui_scale)  # Settings → Text size, as in the game
    window = create_editor_window(path)
    code = int(app.exec())
    window.deleteLater()
    return code
