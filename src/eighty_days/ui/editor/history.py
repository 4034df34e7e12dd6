"""The History panel: the undo steps, a click on one goes back (or forward) to it.

Going to a step runs every step between (``QUndoStack.setIndex``); the document hears of
them as one change (``MapDocument.batch``), so the map is redrawn once however far the
jump, not once a step.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QKeyEvent, QUndoStack
from PySide6.QtWidgets import QUndoView, QWidget

from eighty_days.editor.document import MapDocument


class HistoryView(QUndoView):
    """A ``QUndoView`` whose jumps (clicks, keys) change the document once."""

    def __init__(
        self, stack: QUndoStack, document: MapDocument, parent: QWidget | None = None
    ) -> None:
        super().__init__(stack, parent)
        self.document = document

    def viewportEvent(self, event: QEvent) -> bool:
        """A click on a step (or a drag along the list) goes there as one change."""
        if event.type() not in _JUMPING_EVENTS:
            return super().viewportEvent(event)
        with self.document.batch():
            return super().viewportEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """The arrow keys, Home and End go to a step as one change."""
        with self.document.batch():
            super().keyPressEvent(event)


def jump(stack: QUndoStack, document: MapDocument, index: int) -> None:
    """Go to the History's step ``index`` as a click on it does: one change of the
    document, however many steps lie between."""
    with document.batch():
        stack.setIndex(index)


_JUMPING_EVENTS = frozenset(
    {
        QEvent.Type.MouseButtonPress,
        QEvent.Type.MouseButtonRelease,
        QEvent.Type.MouseMove,
        QEvent.Type.MouseButtonDblClick,
    }
)
