"""The editor's tracing image decoded within bounds: its file read through the bounded
reader (``sheet.validate_background``), its size read from its header and refused when
too large, then decoded by Qt under an allocation limit."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QImage, QImageReader

from eighty_days.sheet.validate_background import (
    BACKGROUND_TOO_MANY_PIXELS,
    BACKGROUND_UNREADABLE,
    MAX_BACKGROUND_PIXELS,
    BackgroundImageError,
    read_background_bytes,
)

#: Qt's limit on the memory one decoded tracing image may take (megabytes).
ALLOCATION_LIMIT_MB = 256


def load_background_image(image: str, map_path: Path | None) -> QImage:
    """The tracing image ``image`` (relative to the map file's folder, or absolute).

    :raises BackgroundImageError: with the reason: a path no file can have, a missing
        file, a device, pipe or folder, a file or a picture too large, or not a picture.
    """
    data = read_background_bytes(image, map_path)
    buffer = QBuffer()
    buffer.setData(QByteArray(data))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    reader = QImageReader(buffer)
    reader.setAllocationLimit(ALLOCATION_LIMIT_MB)
    size = reader.size()  # from the header, nothing decoded yet
    if size.isValid() and size.width() * size.height() > MAX_BACKGROUND_PIXELS:
        raise BackgroundImageError(
            BACKGROUND_TOO_MANY_PIXELS(
                name=repr(image),
                width=size.width(),
                height=size.height(),
                limit=MAX_BACKGROUND_PIXELS // 1_000_000,
            )
        )
    decoded = reader.read()
    if decoded.isNull():
        raise BackgroundImageError(
            BACKGROUND_UNREADABLE(name=repr(image), error=reader.errorString())
        )
    return decoded
