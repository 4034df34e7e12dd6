"""Screen-reader support: Qt accessibility interfaces for the parts the program paints
itself (the map, the calendar, the money tracker, the race track, the wind rose), events
that announce what happens at the table, and the "Where is everyone" summary.

``install_accessibility(window)`` is all a game window needs: the program calls it when it
installs a window's saves and menus.
"""

from __future__ import annotations

from PySide6.QtWidgets import QMainWindow

from eighty_days.ui.accessibility.painted import install_part_factory, register_parts_of
from eighty_days.ui.accessibility.where import install_where_is_everyone


def install_accessibility(window: QMainWindow) -> None:
    """Name the painted parts of every window (once per program) and give ``window`` its
    "Where is everyone" key."""
    install_part_factory()
    register_parts_of(window)
    install_where_is_everyone(window)
