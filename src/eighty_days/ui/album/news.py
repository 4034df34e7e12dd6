"""What the open Album and Statistics windows hear: a game kept, a picture drawn.

A game ends in any window of the program; ``announce_kept_game`` counts it in the
statistics (a problem is a message in that window's status bar, and play goes on) and
tells every open Album and Statistics window through the application's one
``AlbumNews``, so they show it without being opened again.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal
from shiboken6 import isValid

from eighty_days.saves.album import AlbumEntry
from eighty_days.ui.common.message_text import error_text

#: How long the status bar shows a problem of the statistics (ms).
PROBLEM_MILLISECONDS = 15000


class AlbumNews(QObject):
    """The application's news of the album: the signals the records windows listen to."""

    #: a finished game was kept in the album (its ``AlbumEntry``) and counted if it could be
    game_kept = Signal(object)
    #: the picture of seat ``int`` of the entry with id ``str`` was (re)drawn
    picture_drawn = Signal(str, int)


_news: AlbumNews | None = None


def album_news() -> AlbumNews:
    """The application's one ``AlbumNews`` (made on first use, a child of the application)."""
    global _news
    if _news is None or not isValid(_news):
        _news = AlbumNews(QCoreApplication.instance())
    return _news


def announce_kept_game(window: Any, entry: AlbumEntry) -> None:
    """Count the game just kept in the album in the statistics, then tell the open records
    windows. A statistics problem is shown in ``window``'s status bar (the album keeps the
    game; the statistics add it when they can)."""
    # the statistics (sqlite) are loaded with the first kept game, not at the start
    from eighty_days.saves.stats import StatsDatabaseError, record_game

    try:
        record_game(entry.summary)
    except StatsDatabaseError as error:
        window.statusBar().showMessage(
            QCoreApplication.translate(
                "AlbumNews", "The statistics could not count this game: {reason}"
            ).format(reason=error_text(error)),
            PROBLEM_MILLISECONDS,
        )
    album_news().game_kept.emit(entry)
