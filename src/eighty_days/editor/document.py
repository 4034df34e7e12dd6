"""The edited map: a ``SheetMap`` that changes by whole replacements, with its file.

``MapDocument`` holds the current map, the file it came from and the map as last saved
(so it knows whether there are unsaved changes). Every change goes through
``set_sheet``, which tells the listeners what changed (``Change``): a plain observer, so
the model needs no Qt. Undo lives in the window (one ``QUndoCommand`` per edit, each
holding the maps before and after).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from eighty_days.editor.background_path import rebased
from eighty_days.editor.edits import blank_sheet
from eighty_days.editor.lenient import read_work_in_progress
from eighty_days.messages import Message
from eighty_days.sheet.io import save_map
from eighty_days.sheet.model import SheetMap


class ChangeKind(StrEnum):
    """What part of the map a change touched (views redraw what they need)."""

    MAP = "map"
    LOCATIONS = "locations"
    AREAS = "areas"
    POLYGONS = "polygons"
    CARDS = "cards"
    SETTINGS = "settings"
    FILE = "file"


@dataclass(frozen=True, slots=True)
class Change:
    """A change of the document: its kind and, for a live drag, ``live=True``."""

    kind: ChangeKind
    live: bool = False


Listener = Callable[[SheetMap, Change], None]


def changed_kind(before: SheetMap, after: SheetMap) -> ChangeKind:
    """Which part of the map differs between ``before`` and ``after`` (MAP if several)."""
    kinds: list[ChangeKind] = []
    if before.locations != after.locations or (before.start, before.arrival) != (
        after.start,
        after.arrival,
    ):
        kinds.append(ChangeKind.LOCATIONS)
    if before.areas != after.areas:
        kinds.append(ChangeKind.AREAS)
    if (before.land, before.canals, before.mountains) != (
        after.land,
        after.canals,
        after.mountains,
    ):
        kinds.append(ChangeKind.POLYGONS)
    if (before.income_cards, before.adventure_cards) != (after.income_cards, after.adventure_cards):
        kinds.append(ChangeKind.CARDS)
    if not kinds:
        return ChangeKind.SETTINGS
    return kinds[0] if len(kinds) == 1 else ChangeKind.MAP


class MapDocument:
    """The map being edited, its file, and whether it has unsaved changes."""

    def __init__(self, sheet: SheetMap, path: Path | None = None) -> None:
        self._sheet = sheet
        self._saved: SheetMap | None = sheet
        self.path = path
        self._listeners: list[Listener] = []
        #: What could not be read of the file opened (records left out), for the window.
        self.notes: list[Message] = []
        #: The map before the outermost ``batch`` began (``None``: no batch open).
        self._batch_start: SheetMap | None = None
        self._batch_depth = 0

    # -- observing --------------------------------------------------------------------

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Call ``listener(sheet, change)`` after every change; returns an unsubscriber."""
        self._listeners.append(listener)

        def unsubscribe() -> None:
            if listener in self._listeners:
                self._listeners.remove(listener)

        return unsubscribe

    def _notify(self, change: Change) -> None:
        for listener in list(self._listeners):
            listener(self._sheet, change)

    # -- the map ----------------------------------------------------------------------

    @property
    def sheet(self) -> SheetMap:
        """The current map."""
        return self._sheet

    def set_sheet(self, sheet: SheetMap, *, live: bool = False) -> None:
        """Replace the map (an edit, an undo, a redo, or a step of a drag with ``live``);
        within a ``batch`` the listeners hear of it once, when the batch ends."""
        if sheet is self._sheet:
            return
        if self._batch_depth:
            self._sheet = sheet
            return
        kind = changed_kind(self._sheet, sheet)
        self._sheet = sheet
        self._notify(Change(kind, live))

    @contextmanager
    def batch(self) -> Iterator[None]:
        """Many changes told as one: inside, ``set_sheet`` changes the map silently; at
        the end the listeners hear once what differs from the map before (nothing if it
        came back to it). A jump through the History of any length is one change."""
        if self._batch_depth == 0:
            self._batch_start = self._sheet
        self._batch_depth += 1
        try:
            yield
        finally:
            self._batch_depth -= 1
            if self._batch_depth == 0:
                start, self._batch_start = self._batch_start, None
                if start is not None and start is not self._sheet:
                    self._notify(Change(changed_kind(start, self._sheet)))

    def reset(self, sheet: SheetMap, path: Path | None, notes: list[Message] | None = None) -> None:
        """Start over on another map (New, Open): its file (if any), no unsaved changes."""
        self.path = path
        self._saved = sheet
        self.notes = list(notes or [])
        self._sheet = sheet
        self._notify(Change(ChangeKind.MAP))

    def restore(self, sheet: SheetMap, path: Path | None) -> None:
        """Take up an autosaved map: ``sheet``, to be saved to ``path`` (if any), with
        changes not saved yet."""
        self.path = path
        self._saved = None
        self.notes = []
        self._sheet = sheet
        self._notify(Change(ChangeKind.MAP))

    @property
    def modified(self) -> bool:
        """Whether the map differs from the file (or, for a new map, from how it began)."""
        return self._saved is None or self._saved != self._sheet

    @property
    def title(self) -> str:
        """The file name, or "Untitled" for a map never saved."""
        return self.path.name if self.path is not None else "Untitled"

    # -- files ------------------------------------------------------------------------

    @classmethod
    def open(cls, path: Path) -> MapDocument:
        """The map in ``path``, valid or work in progress (``DataError`` if not a map at all).

        ``notes`` lists the records of an invalid file that could not be read.
        """
        sheet, notes = read_work_in_progress(path)
        document = cls(sheet, path)
        document.notes = notes
        return document

    @classmethod
    def new_blank(cls, width: float, height: float) -> MapDocument:
        """A new, unsaved blank map of ``width`` × ``height`` map units."""
        return cls(blank_sheet(width, height))

    def save(self, path: Path | None = None) -> Path:
        """Write the map to ``path`` (or its own file); it may be invalid (work in progress).

        The tracing image's path is written for the new file (``background_path``):
        relative to its folder when the image lies there, so a map saved for the first
        time or into another folder still names its image; the map in the document
        takes that path too.
        """
        target = path if path is not None else self.path
        if target is None:
            raise ValueError("the map has no file yet: give a path to save it to")
        sheet = rebased(self._sheet, self.path, target)
        save_map(sheet, target)
        self.path = target
        self._sheet = sheet
        self._saved = sheet
        self._notify(Change(ChangeKind.FILE))
        return target

    def revert(self) -> None:
        """Read the map back from its file, dropping the changes (``DataError`` if invalid)."""
        if self.path is None:
            raise ValueError("the map has no file to revert to")
        sheet, self.notes = read_work_in_progress(self.path)
        self._saved = sheet
        self.set_sheet(sheet)
        self._notify(Change(ChangeKind.FILE))
