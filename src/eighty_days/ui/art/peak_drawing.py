"""The little peaks drawn in the mountain bands: the shaded sides of only the peaks in
the part repainted filled, in small pieces, the same picture to the bit.

Qt's rasteriser works in a small pool of memory: a path too big for it is rasterised
again band after band, so one painter path of all the peaks' shaded sides fills in time
that grows much faster than the peaks (the 2,700 peaks of a band the size of a continent
take about 20 ms), however small the part of the map repainted (the path is rasterised
whole, then clipped). ``PeakDrawing`` moves one drawn peak to each place (a peak is not
drawn again in Python; many are written out at once as Qt reads a path from a stream)
and fills only the peaks that meet the part repainted, so that every pixel gets exactly
the colour the one path of all the peaks gives it:

* where no two peaks come within a pixel of each other on the screen (the layout keeps
  them apart: ``CLEAR_PX``), a few neighbours are filled at a time, as many as Qt
  rasterises in one go at that size: a pixel is touched by one peak only, and gets from
  it alone what it got from the one path;
* where peaks come closer (zoomed out), the screen is cut into columns of whole pixels,
  and each column is filled with one path of the peaks touching it, clipped to it.

The outlines are one-pixel lines (Qt's fast path), stroked as one path.
"""

from __future__ import annotations

import struct
from bisect import bisect_left, bisect_right
from collections.abc import Iterator, Sequence
from typing import Any

from PySide6.QtCore import QByteArray, QDataStream, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPainterPath, QPixmap, QTransform

from eighty_days.ui.art.mountain_peaks import BLOCKING_STEPS, CLEAR_ACROSS, CLEAR_DOWN, STEP
from eighty_days.ui.art.sheet_art import mountain_peak

#: A column filled at once is about this many peaks wide, and within these pixel widths.
COLUMN_PEAKS = 6.0
MIN_COLUMN_PX, MAX_COLUMN_PX = 16, 512
#: Pixels round a column where a peak still counts as touching it (its antialiased edge).
TOUCH_PX = 2.0
#: A box: left, top, right, bottom (scene coordinates).
Box = tuple[float, float, float, float]
#: Where peaks are filled apart, this many neighbours at most are filled at once, and as
#: many as fit in this many pixels across (more make a path too big for Qt's rasteriser
#: to take in one go: ten times slower).
MAX_TOGETHER, TOGETHER_PX = 4, 24.0
#: From this many peaks on, the paths of all of them are written out at once.
IN_BULK = 64
#: A peak's reach from its centre, in half its width (as ``sheet_art.mountain_peak``
#: draws it): across either way, up and down.
REACH_ACROSS, REACH_UP, REACH_DOWN = 1.0, 0.7, 0.5
#: The length of the empty marks at the corners of the peaks' box, relative to where they
#: are (Qt drops a line to a point it takes for the same: closer than a millionth of a
#: millionth).
HAIR = 1e-9
#: The least gap, in pixels, between two peaks filled on their own (a pixel, and a little
#: for Qt's rounding of the points to 1/64 of a pixel).
CLEAR_PX = 1.05
#: Qt clips a path reaching farther than this past the paint device (pixels) to the
#: device before filling it (it does from 1,024): peaks are filled on their own only
#: where all of them lie within it.
NEAR_DEVICE_PX = 512


def peak_gap(bands: int) -> float:
    """The least gap between two peaks' shaded sides across or down, in peak widths, that
    the layout (``mountain_peaks``) guarantees for a map of ``bands`` bands: the peaks of
    a band lie three grid steps apart at least, those of two bands ``CLEAR_ACROSS`` or
    ``CLEAR_DOWN`` apart; a shaded side is ``SHADE_ACROSS`` wide and ``SHADE_DOWN`` high."""
    within = (BLOCKING_STEPS + 1) * STEP
    across, down = (within, within) if bands <= 1 else (CLEAR_ACROSS, CLEAR_DOWN)
    return min(across - SHADE_ACROSS, down - SHADE_DOWN)


#: The width and height of a peak's shaded side, in peak widths.
SHADE_ACROSS = (1.0 + 0.1) / 2
SHADE_DOWN = (0.7 + 0.5) / 2


class PeakDrawing:
    """The peaks at ``centres`` (scene coordinates), ``size`` wide, ready to paint; no two
    of them closer than ``gap`` peak widths across or down (``peak_gap``).

    A peak's shaded side is made when it is first filled; a peak at a place and size the
    drawing ``kept`` already had keeps it, and the outlines are kept when all the peaks
    are (an edit that leaves the bands' peaks where they were makes none again). ``made``
    counts the shaded sides made here.
    """

    def __init__(
        self,
        centres: Sequence[tuple[float, float]],
        size: float,
        kept: PeakDrawing | None = None,
        gap: float = 0.0,
    ) -> None:
        self.size = size
        self.gap = gap
        self._outline, self._shade = mountain_peak(QPointF(0.0, 0.0), size)
        #: The peaks in drawing order, and sorted from west to east (with their xs).
        self._order = list(centres)
        self._by_x = sorted(self._order)
        self._xs = [x for x, _ in self._by_x]
        # each peak's shaded side, made when first filled (or taken from ``kept``)
        self._shade_of: dict[tuple[float, float], QPainterPath] = {}
        self._kept = kept._shade_of if kept is not None and kept.size == size else {}
        #: How many peaks' shaded sides were made here.
        self.made = 0
        self._outlines: QPainterPath | None = None
        if kept is not None and kept.size == size and kept._order == self._order:
            self._outlines = kept._outlines
        self._shades: QPainterPath | None = None
        # the peaks in groups of a few neighbours, by the group size (see ``_groups``)
        self._grouped: dict[int, list[tuple[Box, QPainterPath]]] = {}
        #: The box of all the shaded sides (as ``shades.controlPointRect()``, to the bit).
        self._box = QRectF()
        if self._order:
            sides = self._shade.controlPointRect()
            xs = self._xs
            ys = [y for _, y in self._order]
            self._box = QRectF(
                QPointF(xs[0] + sides.left(), min(ys) + sides.top()),
                QPointF(xs[-1] + sides.right(), max(ys) + sides.bottom()),
            )
        #: How the last ``fill_shades`` filled: "alone" (each peak on its own), "columns"
        #: or "whole" (one path of all); and how many fills it made.
        self.last_fill = ("", 0)

    @property
    def count(self) -> int:
        """How many peaks are drawn."""
        return len(self._order)

    @property
    def outlines(self) -> QPainterPath:
        """Every peak's outline (^), as one path."""
        if self._outlines is None:
            self._outlines = self._joined(self._outline)
        return self._outlines

    @property
    def shades(self) -> QPainterPath:
        """Every peak's shaded side, as one path."""
        if self._shades is None:
            self._shades = self._joined(self._shade)
        return self._shades

    def _records(self, peak: QPainterPath) -> Any:
        """``peak`` (drawn at (0, 0)) moved to every peak in drawing order, as the
        elements of a path in Qt's stream: (type, x, y), big-endian."""
        import numpy as np

        count = peak.elementCount()
        elements = [peak.elementAt(index) for index in range(count)]
        centres = np.array(self._order, dtype=np.float64)
        records = np.empty(
            len(self._order) * count, dtype=[("type", ">i4"), ("x", ">f8"), ("y", ">f8")]
        )
        records["type"] = np.tile([int(element.type.value) for element in elements], len(centres))
        records["x"] = (centres[:, :1] + np.array([[element.x for element in elements]])).ravel()
        records["y"] = (centres[:, 1:] + np.array([[element.y for element in elements]])).ravel()
        return records

    def _joined(self, peak: QPainterPath) -> QPainterPath:
        """``peak`` (drawn at (0, 0)) moved to every peak, as one path: as adding up each
        moved copy makes it (x + (-h) is x - h to the bit: the peak ``mountain_peak``
        draws there), many at once written out as Qt reads a path from a stream."""
        if len(self._order) < IN_BULK:
            path = QPainterPath()
            for centre in self._order:
                path.addPath(peak.translated(*centre))
            return path
        import numpy as np  # (the editor's many peaks; the game's start loads no numpy)

        records = self._records(peak)
        # (the count of elements; theirs; where the last subpath starts; odd-even fill)
        data = (
            np.array([len(records)], dtype=">i4").tobytes()
            + records.tobytes()
            + np.array([len(records) - peak.elementCount(), 0], dtype=">i4").tobytes()
        )
        path = QPainterPath()
        QDataStream(QByteArray(data)) >> path
        return path

    def _groups(self, together: int) -> list[tuple[Box, QPainterPath]]:
        """The peaks in groups of ``together`` neighbours in drawing order (along the
        rows): each group's box (left, top, right, bottom) and one path of its shaded
        sides (kept per group size)."""
        kept = self._grouped.get(together)
        if kept is not None:
            return kept
        sides = self._shade.controlPointRect()
        starts = range(0, len(self._order), together)
        groups = [self._order[first : first + together] for first in starts]
        if len(self._order) < IN_BULK:
            corners = [
                (
                    min(x for x, _ in centres),
                    min(y for _, y in centres),
                    max(x for x, _ in centres),
                    max(y for _, y in centres),
                )
                for centres in groups
            ]
        else:
            import numpy as np

            centres = np.array(self._order, dtype=np.float64)
            at = np.array(starts)
            corners = np.stack(
                [
                    np.minimum.reduceat(centres[:, 0], at),
                    np.minimum.reduceat(centres[:, 1], at),
                    np.maximum.reduceat(centres[:, 0], at),
                    np.maximum.reduceat(centres[:, 1], at),
                ],
                axis=1,
            ).tolist()
        reach = (sides.left(), sides.top(), sides.right(), sides.bottom())
        made = [
            (
                (left + reach[0], top + reach[1], right + reach[2], bottom + reach[3]),
                path,
            )
            for (left, top, right, bottom), path in zip(
                corners, self._paths_of(groups), strict=True
            )
        ]
        self._grouped[together] = made
        return made

    def _paths_of(self, groups: list[list[tuple[float, float]]]) -> list[QPainterPath]:
        """One path of the shaded sides of each group of peaks (as ``_joined`` makes it:
        many written out at once as Qt reads paths from a stream)."""
        count = self._shade.elementCount()
        if len(self._order) < IN_BULK:
            made = []
            for centres in groups:
                path = QPainterPath()
                for centre in centres:
                    path.addPath(self._shade.translated(*centre))
                made.append(path)
            return made
        records = self._records(self._shade)
        pieces: list[bytes] = []
        first = 0
        for centres in groups:
            # (each path: its count of elements, theirs, where its last subpath starts,
            # odd-even fill)
            elements = len(centres) * count
            pieces.append(struct.pack(">i", elements))
            pieces.append(records[first : first + elements].tobytes())
            pieces.append(struct.pack(">ii", elements - count, 0))
            first += elements
        stream = QDataStream(QByteArray(b"".join(pieces)))
        made = []
        for _ in groups:
            path = QPainterPath()
            stream >> path
            made.append(path)
        return made

    def _shade_at(self, centre: tuple[float, float]) -> QPainterPath:
        """The shaded side of the peak at ``centre``."""
        shade = self._shade_of.get(centre)
        if shade is None:
            shade = self._kept.get(centre)
            if shade is None:
                shade = self._shade.translated(*centre)
                self.made += 1
            self._shade_of[centre] = shade
        return shade

    def fill_shades(self, painter: QPainter, rect: QRectF) -> None:
        """Fill the shaded sides of the peaks within ``rect`` (scene) with the painter's
        brush, as filling ``shades`` there would: peak by peak where they lie apart on
        the screen, else in columns of the screen where the painter rasterises with a
        transform that only scales and moves, else at once."""
        if not self._order:
            return
        transform = painter.worldTransform()
        device = painter.device()
        if (
            transform.isRotating()
            or not transform.isAffine()
            or not isinstance(device, (QImage, QPixmap))
        ):
            painter.drawPath(self.shades)
            self.last_fill = ("whole", 1)
            return
        on_device = painter.deviceTransform()
        if self._lie_apart(on_device, device):
            # a few neighbours at once (a path Qt rasterises in one go: fewer the larger
            # the peaks are on the screen)
            across = self.size * min(abs(on_device.m11()), abs(on_device.m22()))
            together = max(1, min(MAX_TOGETHER, int(TOGETHER_PX / max(across, 1e-9))))
            fills = 0
            room = TOUCH_PX / max(across / self.size, 1e-9)  # (two pixels, in map units)
            left, top = rect.left() - room, rect.top() - room
            right, bottom = rect.right() + room, rect.bottom() + room
            for box, shades in self._groups(together):
                if box[0] <= right and box[2] >= left and box[1] <= bottom and box[3] >= top:
                    painter.drawPath(shades)
                    fills += 1
            self.last_fill = ("alone", fills)
        elif painter.deviceTransform() == transform:
            self._fill_in_columns(painter, transform, rect)
        else:  # (a scaled screen: its pixels are not the painter's)
            painter.drawPath(self.shades)
            self.last_fill = ("whole", 1)

    def _lie_apart(self, on_device: QTransform, device: QImage | QPixmap) -> bool:
        """Whether, under ``on_device``, no pixel of ``device`` is touched by two peaks,
        and Qt fills the one path of all of them without clipping it first."""
        if on_device.isRotating() or not on_device.isAffine():
            return False
        zoom = min(abs(on_device.m11()), abs(on_device.m22()))
        if self.gap * self.size * zoom < CLEAR_PX:
            return False
        reach = QRectF(0, 0, device.width(), device.height()).adjusted(
            -NEAR_DEVICE_PX, -NEAR_DEVICE_PX, NEAR_DEVICE_PX, NEAR_DEVICE_PX
        )
        return reach.contains(on_device.mapRect(self._box))

    def _fill_in_columns(self, painter: QPainter, transform: QTransform, rect: QRectF) -> None:
        """Fill column by column of whole pixels, each with the peaks touching it."""
        inverse, _ = transform.inverted()
        device = transform.mapRect(rect).toAlignedRect().adjusted(-2, -2, 2, 2)
        zoom = max(abs(transform.m11()), 1e-9)
        width = round(min(max(COLUMN_PEAKS * self.size * zoom, MIN_COLUMN_PX), MAX_COLUMN_PX))
        fills = 0
        for left in range(device.left(), device.right() + 1, width):
            across = min(width, device.right() + 1 - left)
            column = QRect(left, device.top(), across, device.height())
            touched = inverse.mapRect(
                QRectF(column).adjusted(-TOUCH_PX, -TOUCH_PX, TOUCH_PX, TOUCH_PX)
            )
            path = QPainterPath()
            for shade in self._shades_meeting(touched):
                path.addPath(shade)
            if path.isEmpty():
                continue
            self._mark_box(path)
            painter.save()
            painter.setWorldTransform(QTransform())
            painter.setClipRect(column, Qt.ClipOperation.IntersectClip)
            painter.setWorldTransform(transform)
            painter.drawPath(path)
            painter.restore()
            fills += 1
        self.last_fill = ("columns", fills)

    def _mark_box(self, path: QPainterPath) -> None:
        """Give ``path`` the box of all the peaks: Qt clips a path that reaches far past
        the screen to the screen before it fills it, which moves the edges of the peaks
        the screen's edge cuts by a hair; two empty marks (a level line there and back: no
        area) at the corners of the box make Qt treat ``path`` as it treats the one path
        of all the peaks."""
        box = self._box
        for corner, way in ((box.topLeft(), 1.0), (box.bottomRight(), -1.0)):
            path.moveTo(corner)
            path.lineTo(corner.x() + way * HAIR * max(abs(corner.x()), 1.0), corner.y())
            path.closeSubpath()

    def _shades_meeting(self, rect: QRectF) -> Iterator[QPainterPath]:
        """The shaded sides of the peaks whose reach meets ``rect`` (scene)."""
        half = self.size / 2
        top = rect.top() - REACH_DOWN * half
        bottom = rect.bottom() + REACH_UP * half
        first = bisect_left(self._xs, rect.left() - REACH_ACROSS * half)
        last = bisect_right(self._xs, rect.right() + REACH_ACROSS * half)
        for centre in self._by_x[first:last]:
            if top <= centre[1] <= bottom:
                yield self._shade_at(centre)
