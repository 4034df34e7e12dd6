"""The album's pictures of the sheets: written whole or not at all, redrawn when missing.

A picture (``thumbs/ID-N.png``, see ``saves/album.py``) is drawn into a temporary file
beside it, flushed to the disk and put in place with ``os.replace``, so a kill or a full
disk leaves the old picture or none, never a cut one. ``PictureMaker`` draws pictures one
per turn of the event loop (the windows stay live): those of a game that has just ended,
and, when the album opens, those that are missing or broken (made again from the save).
"""

from __future__ import annotations

import contextlib
import os
import tempfile
import time
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtWidgets import QStatusBar
from shiboken6 import isValid

from eighty_days.saves import JOURNEY, SaveError
from eighty_days.saves.album import Album, AlbumEntry
from eighty_days.ui.album.news import album_news
from eighty_days.ui.common.message_text import error_text

#: Width in pixels of the kept pictures of the sheets.
THUMBNAIL_WIDTH = 480
#: How every PNG file begins, and its last chunk (IEND) as it ends a whole file.
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
PNG_END = b"\x00\x00\x00\x00IEND\xaeB`\x82"
#: A picture being written is named ``.ID-N.png.XXXX.tmp.png`` (its format from the suffix).
TEMPORARY_SUFFIX = ".tmp.png"
#: A temporary picture older than this was left by a killed program.
STALE_SECONDS = 3600.0
#: How many album entries' pictures are looked at per turn of the event loop.
LOOKS_PER_TURN = 20
#: How long the status bar shows a picture that could not be drawn (ms).
PROBLEM_MILLISECONDS = 8000


def is_sound_picture(path: Path) -> bool:
    """Whether ``path`` is a whole PNG file: its signature first and its end chunk last
    (a file cut by a kill or a full disk has no end)."""
    try:
        with path.open("rb") as stream:
            head = stream.read(len(PNG_SIGNATURE))
            size = stream.seek(0, os.SEEK_END)
            if size < len(PNG_SIGNATURE) + len(PNG_END):
                return False
            stream.seek(-len(PNG_END), os.SEEK_END)
            tail = stream.read(len(PNG_END))
    except OSError:
        return False
    return head == PNG_SIGNATURE and tail == PNG_END


def _fsync(path: Path, flags: int) -> None:
    descriptor = os.open(path, flags)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


def make_thumbnail(entry: AlbumEntry, state: Any, seat: int) -> None:
    """Draw ``seat``'s sheet of the finished journey ``state`` into the album's cache (as
    ``render`` draws a sheet, smaller), atomically; ``OSError`` if it cannot be written
    (the picture there before, if any, is left as it was)."""
    from eighty_days.ui.journey.render import render_sheet

    path = entry.thumbnail_path(seat)
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, name = tempfile.mkstemp(
        prefix=f".{path.name}.", suffix=TEMPORARY_SUFFIX, dir=path.parent
    )
    os.close(handle)
    temporary = Path(name)
    try:
        render_sheet(state.config.sheet, temporary, state=state, player=seat, width=THUMBNAIL_WIDTH)
        _fsync(temporary, os.O_RDONLY)
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            temporary.unlink()
        raise
    with contextlib.suppress(OSError):  # the rename made durable where the system allows
        _fsync(path.parent, os.O_RDONLY)


def make_thumbnails(entry: AlbumEntry, state: Any) -> None:
    """Draw each player's sheet of the finished journey ``state`` into the album's cache."""
    for seat in range(len(state.players)):
        make_thumbnail(entry, state, seat)


def remove_stale_pictures(folder: Path, now: float | None = None) -> int:
    """Remove the temporary pictures killed programs left in ``folder`` (never one being
    written now); how many."""
    now = time.time() if now is None else now
    removed = 0
    with contextlib.suppress(OSError):
        for entry in os.scandir(folder):
            if entry.name.startswith(".") and entry.name.endswith(TEMPORARY_SUFFIX):
                with contextlib.suppress(OSError):
                    if now - entry.stat().st_mtime > STALE_SECONDS:
                        os.unlink(entry.path)
                        removed += 1
    return removed


@dataclass
class _Look:
    """Entries whose pictures are to be looked at, from ``next`` on."""

    entries: list[AlbumEntry]
    status_bar: QStatusBar | None
    next: int = 0


@dataclass
class _Order:
    """A picture to draw: the entry, the seat, the finished game (None: from the save)."""

    entry: AlbumEntry
    seat: int
    state: Any
    status_bar: QStatusBar | None


class PictureMaker(QObject):
    """Draws the album's pictures one per turn of the event loop, each once even when asked
    twice (the game's end and the album opening at once)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._orders: deque[_Order] = deque()
        self._waiting: set[tuple[str, int]] = set()
        #: the games replayed from their saves, by entry id (None: the save is broken)
        self._replayed: dict[str, Any] = {}
        self._running = False
        self._looks: deque[_Look] = deque()
        self._looking = False

    @property
    def busy(self) -> bool:
        """Whether pictures are still to be looked at or drawn."""
        return bool(self._orders or self._looks)

    def draw(self, entry: AlbumEntry, state: Any, status_bar: QStatusBar | None = None) -> None:
        """Draw every seat's picture of the finished journey ``state`` (a problem is shown
        in ``status_bar``)."""
        for seat in range(len(state.players)):
            self._order(_Order(entry, seat, state, status_bar))

    def redraw_missing(
        self, entries: Iterable[AlbumEntry], status_bar: QStatusBar | None = None
    ) -> None:
        """Draw again, from their saves, the pictures of ``entries`` that are missing or not
        whole PNG files. They are looked at a few entries per turn of the event loop, so a
        window opening with hundreds of games is not held up."""
        journeys = [entry for entry in entries if entry.summary.game == JOURNEY]
        for folder in {entry.thumbnail_path(0).parent for entry in journeys}:
            remove_stale_pictures(folder)
        self._looks.append(_Look(journeys, status_bar))
        if not self._looking:
            self._looking = True
            QTimer.singleShot(0, self._look_further)

    def _look_further(self) -> None:
        """Look at the next few entries' pictures; order those missing or cut."""
        if not self._looks:
            self._looking = False
            return
        look = self._looks[0]
        for entry in look.entries[look.next : look.next + LOOKS_PER_TURN]:
            for seat in range(len(entry.summary.seats)):
                if not is_sound_picture(entry.thumbnail_path(seat)):
                    self._order(_Order(entry, seat, None, look.status_bar))
        look.next += LOOKS_PER_TURN
        if look.next >= len(look.entries):
            self._looks.popleft()
        QTimer.singleShot(0, self._look_further)

    def _order(self, order: _Order) -> bool:
        key = (order.entry.id, order.seat)
        if key in self._waiting:
            return False
        self._waiting.add(key)
        self._orders.append(order)
        if not self._running:
            self._running = True
            QTimer.singleShot(0, self._draw_next)
        return True

    def _state_of(self, order: _Order) -> Any:
        if order.state is not None:
            return order.state
        entry = order.entry
        if entry.id not in self._replayed:
            try:
                self._replayed[entry.id] = Album(entry.folder).load(entry).state
            except SaveError as error:
                self._replayed[entry.id] = None
                self._show(order, error_text(error))
        return self._replayed[entry.id]

    def _draw_next(self) -> None:
        if not self._orders:
            self._running = False
            self._replayed.clear()
            return
        order = self._orders.popleft()
        self._waiting.discard((order.entry.id, order.seat))
        state = self._state_of(order)
        if state is not None:
            try:
                make_thumbnail(order.entry, state, order.seat)
            except OSError as error:
                self._show(order, str(error))
            else:
                album_news().picture_drawn.emit(order.entry.id, order.seat)
        QTimer.singleShot(0, self._draw_next)

    @staticmethod
    def _show(order: _Order, reason: str) -> None:
        if order.status_bar is not None and isValid(order.status_bar):
            order.status_bar.showMessage(
                QCoreApplication.translate(
                    "PictureMaker", "A picture of the album could not be drawn: {reason}"
                ).format(reason=reason),
                PROBLEM_MILLISECONDS,
            )


_maker: PictureMaker | None = None


def picture_maker() -> PictureMaker:
    """The application's one ``PictureMaker`` (made on first use, a child of the
    application)."""
    global _maker
    if _maker is None or not isValid(_maker):
        _maker = PictureMaker(QCoreApplication.instance())
    return _maker
