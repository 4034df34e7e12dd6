"""The document ``eighty-days editor [FILE]`` and Tools → Map editor open: the program's
``Program.editor_window`` (in ``app.py``) makes the window around it."""

from __future__ import annotations

from pathlib import Path

from eighty_days.editor.document import MapDocument
from eighty_days.editor.edits import blank_sheet


def open_document(path: Path | None) -> MapDocument:
    """The document for ``path``: the file, a new map to be saved there, or a blank map."""
    if path is None:
        return MapDocument(blank_sheet(60.0, 30.0))
    if path.exists():
        return MapDocument.open(path)
    document = MapDocument(blank_sheet(60.0, 30.0))
    document.path = path  # saved there on the first Save
    return document
