"""Files the program keeps to start faster: what it worked out once (a parsed map, the land's
outline), stored in the data folder's cache and read back at the next start. Qt-free.

A cache file is named by a digest of everything it is made of (the bytes of its source and
the code that made it, ``code_digest``), so that a changed source or program never meets an
old file. It holds a header, the SHA-256 of its payload and the payload; it is written
atomically (a temporary file in the same folder, then renamed) and checked on read: a
missing, damaged, foreign or unreadable file reads as ``None`` (the caller works the value
out again and writes it anew), never an exception. A file is not fsynced: one cut short by
a crash fails its check and is made again. A cache that cannot be written only costs the
next start the work. A payload is plain data: JSON (``plain_payload``: a map, the card set)
or the raw numbers of an image or an outline; never a pickled object, so that reading a
cache file makes no class and runs no code.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import sys
import tempfile
import threading
from pathlib import Path

#: The first bytes of every cache file (then the payload's SHA-256, then the payload).
HEADER = b"eighty-days cache 1\n"
#: The length of the SHA-256 after the header.
CHECKSUM_BYTES = 32
#: The data folder's folder of caches (the bots' tables keep theirs there too).
CACHE_FOLDER = "cache"
#: A cache file larger than this is not read (none the program writes comes near it).
MAX_CACHE_FILE_BYTES = 64 * 1024 * 1024

_code_digests: dict[tuple[str, ...], str] = {}
_code_lock = threading.Lock()


def cache_folder(kind: str) -> Path:
    """The folder of the caches of ``kind`` (``maps``, ``land``): ``cache/<kind>`` in the
    data folder (``saves.files.data_dir``: the tests' and the self-test's scratch folder
    when they set one; not created here)."""
    from eighty_days.saves.files import data_dir

    return data_dir() / CACHE_FOLDER / kind


def code_digest(*modules: str) -> str:
    """A digest of the source of ``modules`` (paths inside the package, ``sheet/io.py``):
    what decides what a cache file holds. Where the source cannot be read (a bundle holds
    compiled code only, inside its executable), the size and time of writing of the
    executable and of this module's file stand for it, so that another build never meets
    an old file. Worked out once."""
    with _code_lock:
        found = _code_digests.get(modules)
        if found is None:
            digest = hashlib.sha256(b"code")
            package = Path(__file__).resolve().parent
            for module in modules:
                digest.update(module.encode("utf-8") + b"\0")
                try:
                    digest.update((package / module).read_bytes())
                except OSError:
                    digest.update(_build_identity().encode("utf-8"))
            found = digest.hexdigest()
            _code_digests[modules] = found
        return found


def _build_identity() -> str:
    """The size and time of writing of the executable running the program (a bundle's
    code is inside it: a rebuilt bundle has a new one) and of this module's file (a
    compiled one where the source is missing). Not the package's version: reading it
    loads the metadata machinery, slower than all the rest of the cache."""
    parts = []
    for path in (sys.executable, __file__):
        try:
            status = os.stat(path)
        except OSError:
            parts.append("-")
        else:
            parts.append(f"{status.st_size}:{status.st_mtime_ns}")
    return " ".join(parts)


def entry_name(kind: str, *digests: str) -> str:
    """The file name of the cache of ``kind`` made of what ``digests`` name."""
    digest = hashlib.sha256("|".join((kind, *digests)).encode("utf-8")).hexdigest()
    return f"{kind}-{digest[:40]}.cache"


def read_entry(path: Path) -> bytes | None:
    """The payload stored at ``path`` if the file is a cache file whose checksum matches;
    else ``None`` (missing, damaged, foreign, unreadable, too large: never trusted)."""
    try:
        with path.open("rb") as stream:
            if os.fstat(stream.fileno()).st_size > MAX_CACHE_FILE_BYTES:
                return None
            stored = stream.read()
    except (OSError, ValueError):
        return None
    start = len(HEADER) + CHECKSUM_BYTES
    if not stored.startswith(HEADER) or len(stored) < start:
        return None
    payload = stored[start:]
    if hashlib.sha256(payload).digest() != stored[len(HEADER) : start]:
        return None
    return payload


def write_entry(path: Path, payload: bytes, kept: int) -> bool:
    """Store ``payload`` at ``path`` with its checksum, atomically, and keep at most
    ``kept`` files of its kind (the part of its name before the first "-"; the least
    recently written go). False (and nothing written) if the folder or the disk refuses."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(
            prefix=f".{path.name}.", suffix=".tmp", dir=path.parent
        )
    except OSError:
        return False
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(HEADER)
            stream.write(hashlib.sha256(payload).digest())
            stream.write(payload)
        os.replace(temporary, path)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        return False
    forget_old_entries(path, kept)
    return True


def forget_old_entries(path: Path, kept: int) -> None:
    """Remove the least recently written files of the kind of ``path`` (the part of its
    name before the first "-", with its suffix: ``maps-*.cache``) beyond ``kept``, never
    ``path`` itself."""
    kind = path.name.split("-", 1)[0]
    try:
        entries = [
            (entry.stat().st_mtime_ns, entry)
            for entry in path.parent.glob(f"{kind}-*{path.suffix}")
            if entry != path
        ]
    except OSError:
        return
    entries.sort(reverse=True)
    for _, entry in entries[max(0, kept - 1) :]:
        with contextlib.suppress(OSError):
            entry.unlink()


def plain_payload(value: object) -> bytes | None:
    """``value`` (plain data: dicts with text keys, lists, text, numbers, ``None``) as the
    compact UTF-8 JSON of a cache file, or ``None`` if it is not plain data or holds a
    number that is not finite."""
    try:
        text = json.dumps(value, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
    except (TypeError, ValueError, RecursionError):
        return None
    return text.encode("utf-8")


def plain_value(payload: bytes) -> object | None:
    """The plain data stored in ``payload`` by ``plain_payload``; ``None`` if it is not
    UTF-8 JSON. Only data is read (no code runs, no class is made): the caller still
    checks that it has the shape it expects."""
    try:
        value: object = json.loads(payload.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    return value
