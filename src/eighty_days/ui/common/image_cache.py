"""Images the program paints the same way every time (the paper's texture) kept on disk
(``disk_cache``), so that the next start reads their pixels instead of painting them.

A kept image is named by its kind, Qt's version and the digests the caller gives (the
source of the code that paints it, ``disk_cache.code_digest``): other code or another Qt
never meets an old image. The file holds the image's size, format and rows; one whose
checksum or size does not match is ignored and painted anew, never a traceback.
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import qVersion
from PySide6.QtGui import QImage

from eighty_days import disk_cache

#: The folder of the data folder's cache the images are kept in.
KIND = "images"
#: At most this many images are kept (the least recently written go).
KEPT = 8
#: Width, height, ``QImage.Format`` value and bytes per row, before the rows.
_HEADER = struct.Struct("<IIII")
#: The largest side of an image read back (no painted image comes near it).
MAX_SIDE = 8192


def cached_image(
    name: str, paint: Callable[[], QImage], *digests: str, folder: Path | None = None
) -> QImage:
    """The image ``paint()`` makes, read from the cache in ``folder`` (else
    ``disk_cache.cache_folder("images")``) when it holds the one of ``name`` and
    ``digests``, else painted and kept there."""
    cache_file = (folder or disk_cache.cache_folder(KIND)) / disk_cache.entry_name(
        name, qVersion(), *digests
    )
    kept = read_kept_image(cache_file)
    if kept is not None:
        return kept
    image = paint()
    keep_image(cache_file, image)
    return image


def keep_image(cache_file: Path, image: QImage, kept: int = KEPT) -> bool:
    """Write ``image``'s size, format and rows to ``cache_file`` (keeping at most
    ``kept`` images of its name); False if it cannot be written."""
    if image.isNull():
        return False
    header = _HEADER.pack(image.width(), image.height(), image.format().value, image.bytesPerLine())
    rows = bytes(image.constBits())[: image.sizeInBytes()]
    return disk_cache.write_entry(cache_file, header + rows, kept)


def read_kept_image(cache_file: Path) -> QImage | None:
    """The image kept in ``cache_file``, or ``None`` if there is none, its checksum
    fails, or its size, format and rows do not agree."""
    payload = disk_cache.read_entry(cache_file)
    if payload is None or len(payload) < _HEADER.size:
        return None
    width, height, format_value, row_bytes = _HEADER.unpack_from(payload)
    rows = payload[_HEADER.size :]
    try:
        image_format = QImage.Format(format_value)
    except ValueError:
        return None
    if (
        not (0 < width <= MAX_SIDE and 0 < height <= MAX_SIDE)
        or image_format == QImage.Format.Format_Invalid
        or len(rows) != row_bytes * height
    ):
        return None
    image = QImage(rows, width, height, row_bytes, image_format)
    if image.isNull() or image.bytesPerLine() != row_bytes:
        return None
    return image.copy()  # its own pixels, not the buffer read
