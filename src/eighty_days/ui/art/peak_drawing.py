"""The little peaks drawn in the mountain bands: each peak's paths kept, and the shaded
sides filled in columns of the screen.

Qt's rasteriser keeps the cells of a pixel row in a list, so one painter path of all the
peaks' shaded sides fills in time that grows with the square of the peaks on a row: the
2,700 peaks of a band the size of a continent take about 20 ms, however small the part
of the map repainted (the path is rasterised whole, then clipped). ``PeakDrawing`` keeps
each peak's two paths (one drawn peak moved to each place: a peak is not drawn again in
Python) and fills the shaded sides of only the peaks that meet the part repainted, a
column of the screen at a time, each fill clipped to its column of whole pixels. Every
pixel is filled once, by a path that holds every peak touching it, so it gets exactly
the colour the one path of all the peaks gives it: the picture is the same to the bit.
The outlines are one-pixel lines (Qt's fast path), stroked as one path.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPainterPath, QPixmap, QTransform

from eighty_days.ui.art.sheet_art import mountain_peak

#: A column filled at once is about this many peaks wide (the fill's time grows with
#: the square of the peaks across it), and within these pixel widths.
COLUMN_PEAKS = 6.0
MIN_COLUMN_PX, MAX_COLUMN_PX = 16, 512
#: Pixels round a column where a peak still counts as touching it (its antialiased edge).
TOUCH_PX = 2.0
#: The length of the empty marks at the corners of the peaks' box, relative to where they
#: are (Qt drops a line to a point it takes for the same: closer than a millionth of a
#: millionth).
HAIR = 1e-9
#: A peak's reach from its centre, in half its width (as ``sheet_art.mountain_peak``
#: draws it): across either way, up and down.
REACH_ACROSS, REACH_UP, REACH_DOWN = 1.0, 0.7, 0.5


class PeakDrawing:
    """The peaks at ``centres`` (scene coordinates), ``size`` wide, ready to paint.

    A peak at a place and size the drawing ``kept`` already had keeps its paths (an edit
    that leaves a band's peaks where they were makes none again). ``made`` counts the
    peaks whose paths were made here.
    """

    def __init__(
        self,
        centres: Sequence[tuple[float, float]],
        size: float,
        kept: PeakDrawing | None = None,
    ) -> None:
        self.size = size
        reuse = kept._paths if kept is not None and kept.size == size else {}
        outline, shade = mountain_peak(QPointF(0.0, 0.0), size)
        self._paths: dict[tuple[float, float], tuple[QPainterPath, QPainterPath]] = {}
        self.made = 0
        for centre in centres:
            paths = reuse.get(centre)
            if paths is None:
                # (x + (-h) is x - h to the bit: the same peak ``mountain_peak`` draws there)
                paths = (outline.translated(*centre), shade.translated(*centre))
                self.made += 1
            self._paths[centre] = paths
        #: The peaks in drawing order, and sorted from west to east (with their xs).
        self._order = list(centres)
        self._by_x = sorted(self._order)
        self._xs = [x for x, _ in self._by_x]
        self._outlines: QPainterPath | None = None
        self._shades: QPainterPath | None = None
        #: The box of all the shaded sides (as ``shades.controlPointRect()``, to the bit).
        self._box = QRectF()
        if self._order:
            sides = shade.controlPointRect()
            xs = [x for x, _ in self._order]
            ys = [y for _, y in self._order]
            self._box = QRectF(
                QPointF(min(xs) + sides.left(), min(ys) + sides.top()),
                QPointF(max(xs) + sides.right(), max(ys) + sides.bottom()),
            )

    @property
    def count(self) -> int:
        """How many peaks are drawn."""
        return len(self._order)

    @property
    def outlines(self) -> QPainterPath:
        """Every peak's outline (^), as one path."""
        if self._outlines is None:
            self._outlines = self._joined(0)
        return self._outlines

    @property
    def shades(self) -> QPainterPath:
        """Every peak's shaded side, as one path."""
        if self._shades is None:
            self._shades = self._joined(1)
        return self._shades

    def _joined(self, part: int) -> QPainterPath:
        path = QPainterPath()
        for centre in self._order:
            path.addPath(self._paths[centre][part])
        return path

    def fill_shades(self, painter: QPainter, rect: QRectF) -> None:
        """Fill the shaded sides of the peaks within ``rect`` (scene) with the painter's
        brush, as filling ``shades`` there would: in columns of the screen where the
        painter rasterises (a transform that only scales and moves), else at once."""
        if not self._order:
            return
        transform = painter.worldTransform()
        if (
            transform.isRotating()
            or not transform.isAffine()
            or not isinstance(painter.device(), (QImage, QPixmap))
        ):
            painter.drawPath(self.shades)
            return
        inverse, _ = transform.inverted()
        device = transform.mapRect(rect).toAlignedRect().adjusted(-2, -2, 2, 2)
        zoom = max(abs(transform.m11()), 1e-9)
        width = round(min(max(COLUMN_PEAKS * self.size * zoom, MIN_COLUMN_PX), MAX_COLUMN_PX))
        for left in range(device.left(), device.right() + 1, width):
            across = min(width, device.right() + 1 - left)
            column = QRect(left, device.top(), across, device.height())
            touched = inverse.mapRect(
                QRectF(column).adjusted(-TOUCH_PX, -TOUCH_PX, TOUCH_PX, TOUCH_PX)
            )
            path = self._shades_meeting(touched)
            if path.isEmpty():
                continue
            painter.save()
            painter.setWorldTransform(QTransform())
            painter.setClipRect(column, Qt.ClipOperation.IntersectClip)
            painter.setWorldTransform(transform)
            painter.drawPath(path)
            painter.restore()

    def _shades_meeting(self, rect: QRectF) -> QPainterPath:
        """One path of the shaded sides of the peaks whose reach meets ``rect`` (scene)."""
        half = self.size / 2
        top = rect.top() - REACH_DOWN * half
        bottom = rect.bottom() + REACH_UP * half
        first = bisect_left(self._xs, rect.left() - REACH_ACROSS * half)
        last = bisect_right(self._xs, rect.right() + REACH_ACROSS * half)
        path = QPainterPath()
        paths = self._paths
        for centre in self._by_x[first:last]:
            if top <= centre[1] <= bottom:
                path.addPath(paths[centre][1])
        if not path.isEmpty():
            # Qt clips a path that reaches far past the screen to the screen before it fills
            # it, which moves the edges of the peaks the screen's edge cuts by a hair: two
            # empty marks (a line there and back, level: no area) at the corners of all the
            # peaks' box make Qt treat this path as it treats the one path of all of them
            box = self._box
            for corner, way in ((box.topLeft(), 1.0), (box.bottomRight(), -1.0)):
                path.moveTo(corner)
                path.lineTo(corner.x() + way * HAIR * max(abs(corner.x()), 1.0), corner.y())
                path.closeSubpath()
        return path
