"""Edit → Put on the coast: the selected port or island onto the nearest coast.

The move is ``eighty_days.editor.edits.put_on_coast`` (the nearest point of the land's
edge, within one ruler unit), pushed as one undo step. When nothing moves, the status bar
says why: no port or island selected, already on the coast, or no coast within reach.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Slot
from PySide6.QtGui import QAction

from eighty_days.editor import edits
from eighty_days.editor.document import MapDocument
from eighty_days.editor.edits import EditError
from eighty_days.ui.common.message_text import error_text, map_name
from eighty_days.ui.editor.commands import SheetCommand
from eighty_days.ui.editor.selection import SelectionKind

if TYPE_CHECKING:
    from eighty_days.ui.editor.window import EditorWindow

# How long the status bar shows the helper's answer (milliseconds).
NOTE_MS = 8000


class PutOnCoast(SheetCommand):
    """Move a port or an island onto the nearest coast (one step)."""

    TEXT = str(QT_TRANSLATE_NOOP("EditorCommands", "Put on the Coast"))

    def __init__(self, document: MapDocument, location_id: str) -> None:
        before = document.sheet
        super().__init__(document, edits.put_on_coast(before, location_id))
        name = map_name(before.location(location_id).name)
        self.setText(
            QCoreApplication.translate("EditorCommands", "Put {name} on the coast").format(
                name=name
            )
        )


class PutOnCoastAction(QAction):
    """Edit → Put on the coast, for the place selected on the map."""

    def __init__(self, window: EditorWindow) -> None:
        super().__init__(QCoreApplication.translate("EditorWindow", "Put on the coas&t"), window)
        self.editor = window
        self.setStatusTip(
            QCoreApplication.translate(
                "EditorWindow", "Move the selected port or island onto the nearest coast"
            )
        )
        self.triggered.connect(self.put_selected_on_coast)

    @Slot()
    def put_selected_on_coast(self) -> None:
        """Put the selected place on the coast, or say in the status bar why not."""
        window = self.editor
        selection = window.selection
        status = window.statusBar()
        if selection.kind is not SelectionKind.LOCATION:
            status.showMessage(
                QCoreApplication.translate(
                    "EditorWindow", "Select a port or an island on the map first."
                ),
                NOTE_MS,
            )
            return
        try:
            command = PutOnCoast(window.document, selection.key)
        except EditError as error:
            status.showMessage(error_text(error), NOTE_MS)
            return
        window.push(command)
        status.showMessage(command.text() + ".", NOTE_MS)
