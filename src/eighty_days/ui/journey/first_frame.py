"""The map's first picture kept on disk (issue 50's start-up): a start that shows the sheet
as an earlier start showed it draws that start's picture instead of painting the sheet
again (some 15 ms before the window's first frame).

The picture is the view's background at its first paint (``SheetScene.drawBackground``:
the printed sheet before its finishing touches, which come ``FINISH_ART_MS`` later and
repaint it in any case); the items (routes, pawns, rings) are painted over it as always.
A picture is used only for the same everything it is made of, which its name holds
(``picture_key``): the map read (the digest of its text, ``map_cache``), the scene's kind
and whether its finishing touches are in, the names as written in the chosen language and
the translations' files, the text size, the fonts Qt picks, Qt's version and platform,
the program's code (the sizes and times of writing of the package's sources, or the
build's in a bundle), and the paint itself: the picture's size in pixels, the device
pixel ratio, the view's transform and the part of the sheet shown. A map with no known
text (a save's, the editor's) is painted as always.

Without a picture the sheet is painted once into a picture of the view's background's
own size and format, which is then copied onto the background pixel for pixel (as the
kept one is at the next start) and kept (``image_cache``: checksummed; a damaged or
foreign file is ignored and painted anew, never a traceback).
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt, qVersion
from PySide6.QtGui import (
    QFont,
    QFontInfo,
    QGuiApplication,
    QImage,
    QPainter,
    QPixmap,
    QRegion,
)
from PySide6.QtWidgets import QWidget

import eighty_days
from eighty_days import disk_cache
from eighty_days.i18n import current_language, qm_path, ts_path
from eighty_days.sheet.map_cache import SOURCE_DIGEST
from eighty_days.ui.common.image_cache import KIND, keep_image, read_kept_image
from eighty_days.ui.journey.map_scene import SheetScene
from eighty_days.ui.ui_scale import ui_scale_factor

#: The name of the kept pictures (the first word of their files' names).
PICTURE_NAME = "frame"
#: At most this many pictures are kept (a few MB each; the least recently written go).
KEPT_PICTURES = 3
#: This module's own source (in a bundle: the build) is part of every picture's name.
FRAME_CODE = ("ui/journey/first_frame.py",)


def picture_key(scene: SheetScene, painter: QPainter, rect: QRectF) -> str | None:
    """The digest naming the picture ``scene.drawBackground(painter, rect)`` paints, or
    ``None`` where no picture is kept (a map whose text is not known)."""
    source = scene.sheet._derived.get(SOURCE_DIGEST)
    if not isinstance(source, str):
        return None
    device = painter.device()
    transform = painter.worldTransform()
    parts = [
        source,
        # the scene's kind (the editor prints its names apart) and whether its finishing
        # touches are in (a view made after them paints them at once)
        f"{type(scene).__module__}.{type(scene).__qualname__} {scene.art_finished}",
        _names_digest(scene),
        _code_identity(),
        _translations_identity(),
        _fonts_identity(),
        qVersion(),
        QGuiApplication.platformName(),
        repr(ui_scale_factor()),
        repr((device.width(), device.height(), device.depth(), device.devicePixelRatioF())),
        repr(
            (
                transform.m11(),
                transform.m12(),
                transform.m13(),
                transform.m21(),
                transform.m22(),
                transform.m23(),
                transform.m31(),
                transform.m32(),
                transform.m33(),
            )
        ),
        repr((rect.x(), rect.y(), rect.width(), rect.height())),
    ]
    return hashlib.sha256("\n".join(parts).encode("utf-8")).hexdigest()


def paint_first_frame(
    scene: SheetScene,
    viewport: QWidget,
    painter: QPainter,
    rect: QRectF,
    folder: Path | None = None,
) -> bool:
    """Paint the view's first background (``painter`` on the view's picture of its
    background, the whole viewport exposed) from the kept picture, or paint it once into
    a picture that is copied there and kept (in ``folder``, else the data folder's
    ``cache/images``); False (nothing painted) where no picture can stand for it."""
    device = painter.device()
    if not isinstance(device, QPixmap) or not _whole_device_exposed(painter, device):
        return False
    key = picture_key(scene, painter, rect)
    if key is None:
        return False
    cache_file = (folder or disk_cache.cache_folder(KIND)) / disk_cache.entry_name(
        PICTURE_NAME, key
    )
    picture = read_kept_image(cache_file)
    if picture is None or picture.size() != device.size():
        picture = _painted_picture(scene, viewport, painter, rect)
        keep_image(cache_file, picture, KEPT_PICTURES)
    else:
        scene.begin_finishing()  # the finishing touches come as after a painting
    picture.setDevicePixelRatio(device.devicePixelRatioF())
    painter.save()
    painter.resetTransform()
    painter.setClipping(False)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
    painter.drawImage(QPointF(0.0, 0.0), picture)
    painter.restore()
    return True


def _painted_picture(
    scene: SheetScene, viewport: QWidget, painter: QPainter, rect: QRectF
) -> QImage:
    """The background painted into a picture as the view paints it into its own: of the
    same size, pixel ratio and format, first filled as the view fills it, clipped to the
    viewport, under the same transform."""
    device = painter.device()
    assert isinstance(device, QPixmap)
    pixmap = QPixmap(device.size())
    pixmap.setDevicePixelRatio(device.devicePixelRatioF())
    brush = viewport.palette().brush(viewport.backgroundRole())
    if not brush.isOpaque():
        pixmap.fill(Qt.GlobalColor.transparent)
    filling = QPainter(pixmap)
    filling.fillRect(0, 0, pixmap.width(), pixmap.height(), brush)
    filling.end()
    drawing = QPainter(pixmap)
    drawing.setClipRegion(QRegion(viewport.rect()), Qt.ClipOperation.ReplaceClip)
    drawing.setTransform(painter.worldTransform())
    scene.drawBackground(drawing, rect)
    drawing.end()
    return pixmap.toImage()


def _whole_device_exposed(painter: QPainter, device: QPixmap) -> bool:
    """Whether ``painter`` paints all of ``device`` (the view's first paint of its
    background), not a part of it."""
    if not painter.hasClipping():
        return True
    shown = painter.worldTransform().mapRect(painter.clipBoundingRect())
    ratio = device.devicePixelRatioF()
    whole = QRectF(0.0, 0.0, device.width() / ratio, device.height() / ratio)
    return shown.adjusted(-0.5, -0.5, 0.5, 0.5).contains(whole)


def _names_digest(scene: SheetScene) -> str:
    """A digest of every name of the map as the scene writes it (in the chosen
    language)."""
    sheet = scene.sheet
    names = [sheet.name, *(part.name for part in sheet.sheets)]
    names += [area.name for area in sheet.areas]
    names += [location.name for location in sheet.locations]
    names += [polygon.name for polygon in (*sheet.canals, *sheet.mountains)]
    written = "\x1f".join(scene.name_text(name) for name in names)
    return hashlib.sha256(written.encode("utf-8")).hexdigest()


def _code_identity() -> str:
    """The program's code: the size and time of writing of every module's source in the
    package (any module changed, another picture), and this module's digest (in a
    bundle, which holds no sources, the build's)."""
    parts = [disk_cache.code_digest(*FRAME_CODE)]
    _source_files(Path(eighty_days.__file__).resolve().parent, parts)
    return hashlib.sha256("\n".join(parts).encode("utf-8")).hexdigest()


def _source_files(folder: Path, parts: list[str]) -> None:
    """Add the path, size and time of writing of every Python source under ``folder``."""
    try:
        entries = sorted(os.scandir(folder), key=lambda entry: entry.name)
    except OSError:
        return
    for entry in entries:
        if entry.is_dir(follow_symlinks=False):
            if entry.name != "__pycache__":
                _source_files(Path(entry.path), parts)
        elif entry.name.endswith(".py"):
            parts.append(f"{entry.path}:{_file_identity(entry.path)}")


def _translations_identity() -> str:
    """The chosen language and its translation files' sizes and times of writing."""
    language = current_language()
    files = (qm_path(language), ts_path(language))
    return " ".join([language, *(_file_identity(str(path)) for path in files)])


def _fonts_identity() -> str:
    """The fonts Qt picks for the names: the application's and the printed serif."""
    serif = QFont("serif")
    chosen = (QFont(), serif)
    return " | ".join(
        f"{font.toString()} -> {QFontInfo(font).family()} {QFontInfo(font).styleName()}"
        for font in chosen
    )


def _file_identity(path: str | None) -> str:
    """A file's size and time of writing ("-" if it has none)."""
    if not path:
        return "-"
    try:
        status = os.stat(path)
    except OSError:
        return "-"
    return f"{status.st_size}:{status.st_mtime_ns}"
