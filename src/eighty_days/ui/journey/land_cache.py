"""The land's outline kept on disk (``disk_cache``): the union of a map's land polygons
(``scene_geometry.land_path``, the longest step of building a journey window) is worked
out once per land and read back at the next start.

The cache file is named by a digest of the land's points (``land_digest``), Qt's version
and the code that makes the outline (``LAND_CODE``), so that other land, another Qt or
another program never meets an old outline. The file holds the path in Qt's data stream
form and its checksum; a damaged or foreign file is ignored (and written anew), never a
traceback.
"""

from __future__ import annotations

import hashlib
from array import array
from collections.abc import Sequence
from itertools import chain
from pathlib import Path

from PySide6.QtCore import QByteArray, QDataStream, QIODevice, qVersion
from PySide6.QtGui import QPainterPath

from eighty_days import disk_cache
from eighty_days.sheet.model import Polygon
from eighty_days.ui.journey.scene_geometry import land_path

#: The kind of cache (the folder of the data folder's cache, and its files' first word).
KIND = "land"
#: At most this many outlines are kept (the least recently written go).
KEPT = 6
#: The code that decides what the outline is (paths inside the package).
LAND_CODE = ("disk_cache.py", "ui/journey/land_cache.py", "ui/journey/scene_geometry.py")
#: The form of the data stream the outline is written in.
STREAM_VERSION = QDataStream.Version.Qt_6_0


def land_digest(polygons: Sequence[Polygon]) -> str:
    """A SHA-256 of the land's rings: their lengths and points, in order (equal land,
    equal digests; a point moved by the least amount, another digest)."""
    digest = hashlib.sha256()
    for polygon in polygons:
        rings = (polygon.exterior, *polygon.holes)
        digest.update(array("q", [len(rings), *(len(ring) for ring in rings)]).tobytes())
        for ring in rings:
            digest.update(array("d", chain.from_iterable(ring)).tobytes())
    return digest.hexdigest()


def cached_land_path(polygons: Sequence[Polygon], folder: Path | None = None) -> QPainterPath:
    """``land_path(polygons)``, read from the cache in ``folder`` (else
    ``disk_cache.cache_folder("land")``) when it holds this land's, else worked out and
    kept there."""
    cache_file = (folder or disk_cache.cache_folder(KIND)) / disk_cache.entry_name(
        KIND, land_digest(polygons), qVersion(), disk_cache.code_digest(*LAND_CODE)
    )
    kept = read_kept_outline(cache_file)
    if kept is not None:
        return kept
    path = land_path(polygons)
    keep_outline(cache_file, path)
    return path


def keep_outline(cache_file: Path, path: QPainterPath) -> bool:
    """Write ``path`` to ``cache_file``; False if it cannot be written."""
    data = QByteArray()
    stream = QDataStream(data, QIODevice.OpenModeFlag.WriteOnly)
    stream.setVersion(STREAM_VERSION)
    stream << path
    if stream.status() != QDataStream.Status.Ok:
        return False
    return disk_cache.write_entry(cache_file, bytes(data.data()), KEPT)


def read_kept_outline(cache_file: Path) -> QPainterPath | None:
    """The outline kept in ``cache_file``, or ``None`` if there is none or it is damaged
    (a checksum that fails, a stream that does not hold exactly one path)."""
    payload = disk_cache.read_entry(cache_file)
    if payload is None:
        return None
    stream = QDataStream(QByteArray(payload))
    stream.setVersion(STREAM_VERSION)
    path = QPainterPath()
    stream >> path
    if stream.status() != QDataStream.Status.Ok or not stream.atEnd() or path.isEmpty():
        return None
    return path
