"""The bots' per-map tables kept on disk: built once per map and card set, read back later.

The hard and expert levels keep a way-home graph per map and a reach table per map and
card set (``ai.journey.home.load_home_graph``, ``ai.journey.home.load_reach_table``);
building them takes a few seconds on the world map. They are stored in the data folder's cache
(``cache_folder``), one ``.npz`` file each, named by a digest of what they are made of:
the map (``map_digest``), the card set (``cards_digest``), ``FORMAT_VERSION`` and the
source of the code that builds them (``builder_digest``), so that a changed map, deck or
builder never meets an old table.

A file is written atomically (a temporary file in the same folder, fsynced, then
renamed) and checked on read like a save file: read without pickle, it must hold
exactly the arrays named, of the dtypes and shapes the caller expects, and a SHA-256
checksum over them all. A damaged, foreign or unreadable file is ignored (and
overwritten by the table built instead); a cache that cannot be written only costs the
next program the build.
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import os
import tempfile
import threading
import zipfile
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import numpy as np
from numpy.typing import NDArray

from eighty_days.disk_cache import forget_old_entries
from eighty_days.engine.journey import CardSet
from eighty_days.sheet.model import SheetMap

#: Raised with every change to what a stored table holds or means.
FORMAT_VERSION = 1
#: The folder of the data folder the tables are kept in.
CACHE_FOLDER = ("cache", "opponents")
#: The name of the array holding the checksum of all the others.
CHECKSUM = "checksum"
#: At most this many tables of one kind are kept (the least recently written go): tables
#: of other maps, card sets or versions of the program.
KEPT_PER_KIND = 6
#: The modules whose code decides what the tables hold (their source is digested).
BUILDER_MODULES = (
    "ai/journey/home_table.py",
    "ai/journey/home.py",
    "ai/table_store.py",
    "sheet/geometry.py",
    "sheet/segments.py",
    "sheet/segment_index.py",
    "sheet/segment_batches.py",
    "sheet/cell_layers.py",
    "sheet/straits.py",
    "sheet/places.py",
    "sheet/shapes.py",
)

#: What a stored table must look like: per array name, its dtype and a check of its shape.
Layout = Mapping[str, tuple[np.dtype[np.generic], Callable[[tuple[int, ...]], bool]]]
Arrays = dict[str, NDArray[np.generic]]

_builder_digest: list[str] = []
_builder_lock = threading.Lock()


def cache_folder() -> Path:
    """Where the tables are kept: ``cache/opponents`` in the data folder
    (``saves.files.data_dir``; not created here)."""
    from eighty_days.saves.files import data_dir

    return data_dir().joinpath(*CACHE_FOLDER)


def map_digest(sheet: SheetMap) -> str:
    """A SHA-256 digest of everything ``sheet`` holds (equal maps, equal digests); kept
    with the map object once made."""
    found = sheet._derived.get("content_digest")
    if isinstance(found, str):
        return found
    digest = hashlib.sha256(repr(sheet).encode("utf-8")).hexdigest()
    sheet._derived["content_digest"] = digest
    return digest


def cards_digest(cards: CardSet) -> str:
    """A SHA-256 digest of every card of ``cards`` (equal card sets, equal digests)."""
    return hashlib.sha256(repr(cards).encode("utf-8")).hexdigest()


def builder_digest() -> str:
    """A digest of ``FORMAT_VERSION`` and the source of ``BUILDER_MODULES`` (the package's
    version where the source cannot be read)."""
    with _builder_lock:
        if not _builder_digest:
            digest = hashlib.sha256(f"format {FORMAT_VERSION}".encode())
            package = Path(__file__).resolve().parent.parent
            for module in BUILDER_MODULES:
                try:
                    digest.update((package / module).read_bytes())
                except OSError:
                    from eighty_days import __version__

                    digest.update(f"{module} of {__version__}".encode())
            _builder_digest.append(digest.hexdigest())
        return _builder_digest[0]


def table_path(kind: str, *digests: str) -> Path:
    """The file of the table of ``kind`` made of what ``digests`` name."""
    digest = hashlib.sha256("|".join((builder_digest(), kind, *digests)).encode("utf-8"))
    return cache_folder() / f"{kind}-{digest.hexdigest()[:32]}.npz"


def checksum(arrays: Mapping[str, NDArray[np.generic]]) -> NDArray[np.uint8]:
    """The SHA-256 over the names, dtypes, shapes and bytes of ``arrays`` (in name order)."""
    digest = hashlib.sha256()
    for name in sorted(arrays):
        array = np.ascontiguousarray(arrays[name])
        digest.update(f"{name}|{array.dtype.str}|{array.shape}|".encode())
        digest.update(array.tobytes())
    return np.frombuffer(digest.digest(), dtype=np.uint8).copy()


def write_table(path: Path, arrays: Mapping[str, NDArray[np.generic]]) -> bool:
    """Store ``arrays`` at ``path`` with their checksum, atomically; False (and nothing
    written) if the folder or the disk refuses."""
    buffer = io.BytesIO()
    payload: dict[str, Any] = {**arrays, CHECKSUM: checksum(arrays)}
    np.savez(buffer, allow_pickle=False, **payload)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(
            prefix=f".{path.name}.", suffix=".tmp", dir=path.parent
        )
    except OSError:
        return False
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(buffer.getvalue())
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        return False
    forget_old_tables(path)
    return True


def forget_old_tables(path: Path) -> None:
    """Remove the least recently written tables of the kind of ``path`` (the part of its
    name before the first "-") beyond ``KEPT_PER_KIND``, never ``path`` itself."""
    forget_old_entries(path, KEPT_PER_KIND)


def read_table(path: Path, layout: Layout) -> Arrays | None:
    """The arrays stored at ``path`` if the file holds exactly those of ``layout`` (each of
    its dtype, its shape accepted by its check) and their checksum matches; else None
    (missing, damaged, foreign: never trusted)."""
    try:
        with np.load(path, allow_pickle=False) as stored:
            if set(stored.files) != {*layout, CHECKSUM}:
                return None
            arrays: Arrays = {name: stored[name] for name in layout}
            expected = stored[CHECKSUM]
    except (OSError, ValueError, EOFError, KeyError, zipfile.BadZipFile):
        return None
    for name, (dtype, shape_fits) in layout.items():
        array = arrays[name]
        if array.dtype != dtype or not shape_fits(array.shape):
            return None
    if expected.dtype != np.uint8 or not np.array_equal(expected, checksum(arrays)):
        return None
    return arrays
