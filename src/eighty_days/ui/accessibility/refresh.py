"""``refresh(widget)``: after a painted widget shows a new state, its parts named for
screen readers (``painted``) are described again. Light on purpose: the widgets call it
from the first state they show, and the parts' machinery (``painted``, its accessible
interfaces) is loaded only once a widget has parts, which are installed just after the
window's first frame (``app.after_first_frame``)."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

#: The object name of the holder of a widget's parts (``painted.HOLDER_NAME``, not
#: imported from there: that module is what this one keeps off the start).
HOLDER_NAME = "accessible-nodes"


def refresh(widget: QWidget) -> None:
    """After ``widget`` shows a new state: describe its parts again and tell assistive
    technology what changed (``painted.refresh``); nothing to do for a widget without
    parts."""
    if widget.findChild(QObject, HOLDER_NAME) is None:
        return
    from eighty_days.ui.accessibility.painted import refresh as refresh_parts

    refresh_parts(widget)
