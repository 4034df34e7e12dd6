"""What a game window needs for screen readers, installed in one call."""

from __future__ import annotations

from PySide6.QtWidgets import QMainWindow

from eighty_days.ui.accessibility.painted import install_part_factory
from eighty_days.ui.accessibility.where import install_where_is_everyone


def install_accessibility(window: QMainWindow) -> None:
    """Name the painted parts of ``window``'s game (the factory once per program, each
    game's describers with its first window, loading only that game's modules) and give
    ``window`` its "Where is everyone" key."""
    install_part_factory()
    if type(window).__module__.startswith("eighty_days.ui.race"):
        from eighty_days.ui.accessibility import race_parts

        race_parts.register()
    else:
        from eighty_days.ui.accessibility import journey_parts

        journey_parts.register()
    install_where_is_everyone(window)
