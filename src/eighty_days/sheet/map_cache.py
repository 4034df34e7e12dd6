"""Map files read once and kept parsed on disk (``disk_cache``), so that the next start
builds the map without parsing its YAML or checking it again.

``load_map_cached(path)`` answers exactly what ``io.load_map(path)`` answers. The cache
file of a map is named by the SHA-256 of the text read (``io.map_text_digest``) and of the
code that parses and checks maps (``MAP_CODE``): a map changed by one byte, or read by
another version of the program, never meets an old file. Only a map that passed every
check is kept. The file holds the map's plain data as JSON (``serial.to_dict`` with its
rings' numbers exact), rebuilt without checking it again (``serial.from_trusted_dict``):
its checksum and its name (the text's digest and the code's) vouch that it is the data of
a map that passed every check. A damaged, foreign or stale file is ignored (and written
anew), never trusted and never a traceback; only data is read from it, never code.
"""

from __future__ import annotations

from pathlib import Path

from eighty_days import disk_cache
from eighty_days.resources import read_data_text
from eighty_days.sheet.io import load_map_text, map_text_digest
from eighty_days.sheet.model import SheetMap
from eighty_days.sheet.serial import from_trusted_dict, to_dict

#: The kind of cache (the folder of the data folder's cache, and its files' first word).
KIND = "maps"
#: At most this many parsed maps are kept (the least recently written go).
KEPT = 6
#: The code that decides what a map file becomes (paths inside the package).
MAP_CODE = (
    "resources.py",
    "disk_cache.py",
    "sheet/io.py",
    "sheet/map_cache.py",
    "sheet/model.py",
    "sheet/serial.py",
    "sheet/validate.py",
)


#: The key of the digest of the text a map was read from, in what is derived from it
#: (``SheetMap._derived``): what the map's pictures are kept under (``first_frame``).
SOURCE_DIGEST = "source_digest"


def load_map_cached(path: Path | str, folder: Path | None = None) -> SheetMap:
    """The map in ``path``, as ``io.load_map`` reads it (the same ``DataError`` for a
    file that cannot be read or a map that is not valid), taken from the cache in
    ``folder`` (else ``disk_cache.cache_folder("maps")``) when it holds this very text,
    and kept there when it did not. The map knows the digest of its text
    (``SOURCE_DIGEST``)."""
    file_path = Path(path)
    text = read_data_text(file_path)
    digest = map_text_digest(text)
    cache_file = (folder or disk_cache.cache_folder(KIND)) / disk_cache.entry_name(
        KIND, digest, disk_cache.code_digest(*MAP_CODE)
    )
    sheet = read_kept_map(cache_file)
    if sheet is None:
        sheet = load_map_text(text, str(file_path))
        keep_map(cache_file, sheet)
    sheet._derived[SOURCE_DIGEST] = digest
    return sheet


def keep_map(cache_file: Path, sheet: SheetMap) -> bool:
    """Write ``sheet`` (as read from its file, nothing derived from it yet) to
    ``cache_file``; False if it cannot be written."""
    payload = disk_cache.plain_payload(to_dict(sheet, exact=True))
    return payload is not None and disk_cache.write_entry(cache_file, payload, KEPT)


def read_kept_map(cache_file: Path) -> SheetMap | None:
    """The map kept in ``cache_file``, or ``None`` if there is none or it is damaged or
    foreign (a checksum that fails, a payload that is not JSON or not a map's data)."""
    payload = disk_cache.read_entry(cache_file)
    if payload is None:
        return None
    data = disk_cache.plain_value(payload)
    if not isinstance(data, dict):
        return None
    try:
        return from_trusted_dict(data)
    except (KeyError, TypeError, ValueError, AttributeError):  # not a map's data
        return None
