"""The editor on its own (``eighty-days editor``): its window, and journeys it starts."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtWidgets import QApplication, QMainWindow

from eighty_days.editor.document import MapDocument
from eighty_days.editor.edits import blank_sheet
from eighty_days.resources import default_world_map_path
from eighty_days.sheet.model import SheetMap
from eighty_days.ui.editor.window import EditorWindow


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
    from eighty_days.ui.journey.new_game_dialog import DEFAULT_NAMES
    from eighty_days.ui.journey.seats import default_looks

    looks = default_looks(tuple(DEFAULT_NAMES[:2]))
    state = start_state(sheet, looks, random.randrange(1, 1_000_000))
    path = editor.document.path or default_world_map_path()
    window = MainWindow(sheet, path, state, looks)
    window.resize(1500, 950)
    window.show()
    return window


def run_editor(path: Path | None) -> int:
    """Open the editor window and run the event loop; returns the exit code."""
    app = QApplication.instance() or QApplication([])
    app.setApplicationName("Eighty Days")
    window = EditorWindow(open_document(path))
    games: list[QMainWindow] = []
    window.play_requested.connect(lambda sheet: games.append(open_journey_window(sheet, window)))
    window.show()
    return int(app.exec())
