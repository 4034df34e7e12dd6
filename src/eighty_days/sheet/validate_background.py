"""The editor's tracing image (``background.image``): which file it names and whether it
can be read, without waiting on it.

A map names its tracing image by a path relative to the map's folder (or absolute). The
file belongs to whoever wrote the map, so it is treated as hostile: a NUL in the path, a
device (``/dev/tty``, ``/dev/zero``), a pipe or a folder is refused without opening it for
long, and a file over ``MAX_BACKGROUND_BYTES`` is refused before it is read.
``check-map`` warns of such a file (the map itself stays valid: the game never draws the
image); the editor reads the image only through ``read_background_bytes``.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from eighty_days.messages import Message, define
from eighty_days.resources import (
    NOT_A_FILE_NAME,
    FileNameError,
    FileTooLargeError,
    NotARegularFileError,
    read_bounded_bytes,
)

#: A tracing image file larger than this is refused (bytes).
MAX_BACKGROUND_BYTES = 64 * 1024 * 1024
#: A tracing image of more pixels than this is refused before it is decoded.
MAX_BACKGROUND_PIXELS = 64_000_000

BACKGROUND_MISSING = define("map.background_missing", "the image {name} cannot be found")
BACKGROUND_NOT_A_FILE = define(
    "map.background_not_a_file",
    "the image {name} is not a regular file (a device, a pipe or a folder) and is not read",
)
BACKGROUND_TOO_LARGE = define(
    "map.background_too_large", "the image {name} is larger than {limit} MiB and is refused"
)
BACKGROUND_TOO_MANY_PIXELS = define(
    "map.background_too_many_pixels",
    "the image {name} is {width} × {height} pixels; more than {limit} million are refused",
)
BACKGROUND_UNREADABLE = define(
    "map.background_unreadable", "the image {name} cannot be read: {error}"
)


class BackgroundImageError(ValueError):
    """The tracing image cannot be used; ``message`` says why."""

    def __init__(self, message: Message) -> None:
        super().__init__(str(message))
        self.message = message


def background_image_path(image: str, map_path: Path | None) -> Path:
    """The file ``image`` names: relative to the map file's folder, or absolute (a map
    not yet saved has no folder: the path is taken as it is)."""
    path = Path(image)
    if not path.is_absolute() and map_path is not None:
        path = map_path.parent / path
    return path


def background_image_problem(image: str, map_path: Path | None) -> Message | None:
    """Why the tracing image cannot be used, or ``None`` if it looks usable: a path with a
    NUL, a missing file, a device, pipe or folder, a file too large. Only asks the file
    system about it (never opens it): for ``check-map``."""
    if "\0" in image:
        return NOT_A_FILE_NAME(name=repr(image))
    path = background_image_path(image, map_path)
    try:
        info = os.stat(path)
    except (OSError, ValueError):
        return BACKGROUND_MISSING(name=repr(image))
    if not stat.S_ISREG(info.st_mode):
        return BACKGROUND_NOT_A_FILE(name=repr(image))
    if info.st_size > MAX_BACKGROUND_BYTES:
        return BACKGROUND_TOO_LARGE(name=repr(image), limit=MAX_BACKGROUND_BYTES // 2**20)
    return None


def read_background_bytes(image: str, map_path: Path | None) -> bytes:
    """The bytes of the tracing image, read through the bounded reader: at most
    ``MAX_BACKGROUND_BYTES``, a device or pipe refused without waiting for it.

    :raises BackgroundImageError: with the reason, for every file that cannot be used.
    """
    if "\0" in image:
        raise BackgroundImageError(NOT_A_FILE_NAME(name=repr(image)))
    path = background_image_path(image, map_path)
    try:
        return read_bounded_bytes(path, MAX_BACKGROUND_BYTES)
    except FileNameError as error:
        raise BackgroundImageError(error.message) from None
    except FileNotFoundError:
        raise BackgroundImageError(BACKGROUND_MISSING(name=repr(image))) from None
    except NotARegularFileError:
        raise BackgroundImageError(BACKGROUND_NOT_A_FILE(name=repr(image))) from None
    except FileTooLargeError:
        raise BackgroundImageError(
            BACKGROUND_TOO_LARGE(name=repr(image), limit=MAX_BACKGROUND_BYTES // 2**20)
        ) from None
    except OSError as error:
        raise BackgroundImageError(
            BACKGROUND_UNREADABLE(name=repr(image), error=str(error.strerror or error))
        ) from None
