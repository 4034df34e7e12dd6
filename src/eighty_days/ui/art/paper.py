"""The pad's paper: a seamless procedural texture (fibres, slight tone variation).

The tile is made from a fixed seed (so every run and every screenshot shows the same
paper), once: it is kept for the process and on disk for the next start
(``ui.common.image_cache``); it is painted in device pixels, anchored to the sheet, so the
fibres stay sharp at every zoom.
"""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
    QTransform,
)

from eighty_days import disk_cache
from eighty_days.ui.common.image_cache import cached_image
from eighty_days.ui.common.palette import LAND, PAPER

#: The tile's side in pixels (it repeats seamlessly).
TILE = 384
_SEED = 1872
_tile: QImage | None = None
_land_tile: QImage | None = None
#: The land's tint over the paper (alpha of ``LAND`` laid on the paper tile).
LAND_TINT_ALPHA = 150
#: The code that decides the tile's pixels (a change paints it anew).
TILE_CODE = ("ui/art/paper.py", "ui/common/palette.py", "ui/common/image_cache.py")


def _wrapped(painter: QPainter, draw: object, x: float, y: float, reach: float) -> None:
    """Call ``draw(dx, dy)`` for every copy of a shape at (x, y) that shows in the tile."""
    assert callable(draw)
    for dx in (-TILE, 0, TILE):
        for dy in (-TILE, 0, TILE):
            if -reach <= x + dx <= TILE + reach and -reach <= y + dy <= TILE + reach:
                draw(dx, dy)


def paper_tile() -> QImage:
    """The paper texture tile (made on first use, or read back from the cache, then kept)."""
    global _tile
    if _tile is None:
        code = disk_cache.code_digest(*TILE_CODE)
        _tile = cached_image("paper", paint_paper_tile, code, PAPER.name(QColor.NameFormat.HexArgb))
    return _tile


def paint_paper_tile() -> QImage:
    """Paint the paper texture tile anew (``paper_tile`` keeps it)."""
    rng = random.Random(_SEED)
    image = QImage(TILE, TILE, QImage.Format.Format_RGB32)
    image.fill(PAPER)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    # tone: soft blotches, a little darker or lighter than the paper
    for _ in range(40):
        x, y, radius = rng.uniform(0, TILE), rng.uniform(0, TILE), rng.uniform(25, 70)
        dark = rng.random() < 0.6
        colour = QColor(150, 120, 70, rng.randint(4, 9)) if dark else QColor(255, 252, 240, 12)

        def blotch(
            dx: float, dy: float, x: float = x, y: float = y, r: float = radius, c: QColor = colour
        ) -> None:
            gradient = QRadialGradient(QPointF(x + dx, y + dy), r)
            gradient.setColorAt(0.0, c)
            gradient.setColorAt(1.0, QColor(c.red(), c.green(), c.blue(), 0))
            painter.setBrush(QBrush(gradient))
            painter.drawEllipse(QPointF(x + dx, y + dy), r, r)

        _wrapped(painter, blotch, x, y, radius)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    # fibres: short, slightly bent strokes in warm greys
    for _ in range(900):
        x, y = rng.uniform(0, TILE), rng.uniform(0, TILE)
        length = rng.uniform(4, 16)
        angle = rng.uniform(0, math.pi)
        bend = rng.uniform(-3, 3)
        shade = rng.randint(90, 150)
        pen = QPen(
            QColor(shade, shade - 15, shade - 45, rng.randint(14, 34)), rng.uniform(0.4, 0.9)
        )
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        ex, ey = length * math.cos(angle), length * math.sin(angle)

        def fibre(
            dx: float,
            dy: float,
            x: float = x,
            y: float = y,
            ex: float = ex,
            ey: float = ey,
            bend: float = bend,
        ) -> None:
            path = QPainterPath(QPointF(x + dx, y + dy))
            path.quadTo(
                QPointF(x + dx + ex / 2 - ey * bend / 10, y + dy + ey / 2 + ex * bend / 10),
                QPointF(x + dx + ex, y + dy + ey),
            )
            painter.drawPath(path)

        _wrapped(painter, fibre, x, y, length)
    # specks
    painter.setPen(Qt.PenStyle.NoPen)
    for _ in range(200):
        x, y = rng.uniform(0, TILE), rng.uniform(0, TILE)
        painter.setBrush(QColor(110, 90, 60, rng.randint(20, 55)))
        painter.drawEllipse(QPointF(x, y), 0.45, 0.45)
    painter.end()
    return image


def paper_brush(origin: QPointF) -> QBrush:
    """A brush of the paper texture whose tiles start at ``origin`` (device pixels)."""
    brush = QBrush(paper_tile())
    brush.setTransform(QTransform.fromTranslate(origin.x(), origin.y()))
    return brush


def paint_paper(painter: QPainter, rect: QRectF, origin: QPointF) -> None:
    """Fill ``rect`` (device pixels, no world transform) with paper anchored at ``origin``."""
    painter.fillRect(rect, paper_brush(origin))


def land_tile() -> QImage:
    """The paper tile with the land's warm tint laid over it (made once, then kept)."""
    global _land_tile
    if _land_tile is None:
        image = paper_tile().copy()
        painter = QPainter(image)
        tint = QColor(LAND)
        tint.setAlpha(LAND_TINT_ALPHA)
        painter.fillRect(image.rect(), tint)
        painter.end()
        _land_tile = image
    return _land_tile


def land_brush(world: QTransform, origin: QPointF) -> QBrush:
    """A brush of tinted paper for a painter with the world transform ``world``: its tiles
    sit in device pixels from ``origin``, whatever the zoom."""
    brush = QBrush(land_tile())
    inverse, invertible = world.inverted()
    if invertible:
        brush.setTransform(QTransform.fromTranslate(origin.x(), origin.y()) * inverse)
    return brush
