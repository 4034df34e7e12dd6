"""The mountain peaks painted only where the map is repainted (issue 48 "Speed"): the
picture is the one path of all the peaks gives, to the bit, at every zoom, and a small
repaint fills only the peaks there."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QTransform

from eighty_days.sheet.model import Polygon, SheetMap
from eighty_days.ui.art import sheet_art
from eighty_days.ui.art.mountain_peaks import SceneRing, lay_out_peaks
from eighty_days.ui.art.peak_drawing import PeakDrawing, peak_gap
from eighty_days.ui.journey.map_scene import SheetScene

pytestmark = pytest.mark.gui

#: A band like the Twin Shores' Spine (scene coordinates: y grows southwards).
SPINE: list[SceneRing] = [
    [(70.0, -20.0), (104.0, -14.0), (108.0, -40.0), (96.0, -46.0), (74.0, -40.0)]
]
#: A second band over the Spine's east end (its peaks kept apart from the Spine's).
SPUR: list[SceneRing] = [[(100.0, -30.0), (118.0, -28.0), (116.0, -50.0), (101.0, -48.0)]]
MAP_CLIP = (0.0, -60.0, 120.0, 0.0)


def drawing_of(bands: list[list[SceneRing]]) -> tuple[PeakDrawing, QPainterPath]:
    """The peaks of ``bands`` as drawn now, and the one path of all their shaded sides as
    the map drew it before (``sheet_art.mountain_peak`` at each peak, added up)."""
    peaks = lay_out_peaks(bands, 0.6, MAP_CLIP)
    whole = QPainterPath()
    for x, y in peaks.centres:
        whole.addPath(sheet_art.mountain_peak(QPointF(x, y), peaks.size)[1])
    return PeakDrawing(peaks.centres, peaks.size, gap=peak_gap(len(bands))), whole


def painted(size: tuple[int, int], transform: QTransform, exposed: QRectF, fill: object) -> QImage:
    """An image of ``size`` on paper, the peaks' shaded sides filled by ``fill(painter)``
    under ``transform`` with the painter clipped to the part ``exposed`` (as a view
    repaints it)."""
    image = QImage(*size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#efe3c8"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setTransform(transform)
    painter.setClipRect(exposed)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(sheet_art.mountain_colours()[1])
    assert callable(fill)
    fill(painter)
    painter.end()
    return image


@pytest.mark.parametrize("bands", [[SPINE], [SPINE, SPUR]], ids=["one band", "two bands"])
def test_the_peaks_painted_where_repainted_are_the_one_paths_to_the_bit(
    qapp: object, bands: list[list[SceneRing]]
) -> None:
    """At zooms from a few pixels a peak to a hundred (peaks a pixel apart or closer, and
    a band reaching far past the picture, which Qt clips before it fills), with parts of
    the map repainted anywhere: every pixel is what filling the one path of all the peaks
    gives it. Both ways of filling are taken (each peak on its own, and in columns)."""
    drawing, whole = drawing_of(bands)
    box = whole.controlPointRect()
    assert drawing.shades.controlPointRect() == box
    rng = random.Random(48)
    ways = set()
    for _ in range(40):
        zoom = rng.choice([1.5, 3.0, 5.5, 8.0, 13.0, 30.0, 100.0])
        size = (rng.randint(60, 500), rng.randint(60, 400))
        transform = QTransform(
            zoom,
            0,
            0,
            zoom,
            -rng.uniform(box.left(), box.right()) * zoom + size[0] / 2,
            -rng.uniform(box.top(), box.bottom()) * zoom + size[1] / 2,
        )
        inverse, _ = transform.inverted()
        exposed = inverse.mapRect(
            QRectF(rng.uniform(-20, size[0]), rng.uniform(-20, size[1]), rng.uniform(5, 300), 200)
        )
        old = painted(size, transform, exposed, lambda painter: painter.drawPath(whole))
        new = painted(
            size,
            transform,
            exposed,
            lambda painter, part=exposed: drawing.fill_shades(painter, part),
        )
        assert new == old, (zoom, size, transform.dx(), transform.dy(), exposed)
        ways.add(drawing.last_fill[0])
    # (two bands' peaks may come closer: on their own only when zoomed in further)
    assert ways == ({"alone", "columns"} if len(bands) == 1 else {"columns"})


@pytest.mark.parametrize("count", [10, None], ids=["a few peaks", "thousands"])
def test_each_peak_is_drawn_as_before(qapp: object, count: int | None) -> None:
    """Each peak's outline and shaded side are ``sheet_art.mountain_peak``'s at its place
    to the last bit, though one drawn peak is moved there (thousands written out at
    once); where peaks are filled in columns (zoomed out), a shaded side is made when
    first filled, and a peak kept from the drawing before keeps it."""
    peaks = lay_out_peaks([SPINE], 0.6, MAP_CLIP)
    centres = peaks.centres[:count]
    drawing = PeakDrawing(centres, peaks.size, gap=peak_gap(1))
    outlines, shades = QPainterPath(), QPainterPath()
    for x, y in centres:
        outline, shade = sheet_art.mountain_peak(QPointF(x, y), peaks.size)
        outlines.addPath(outline)
        shades.addPath(shade)
    for ours, theirs in ((drawing.outlines, outlines), (drawing.shades, shades)):
        assert ours.elementCount() == theirs.elementCount()
        for index in range(ours.elementCount()):
            mine, old = ours.elementAt(index), theirs.elementAt(index)
            assert (mine.type, mine.x, mine.y) == (old.type, old.x, old.y)
    assert drawing.made == 0
    everything = drawing.shades.controlPointRect()
    fill = lambda painter, drawn=drawing: drawn.fill_shades(painter, everything)  # noqa: E731
    painted((400, 300), QTransform(3, 0, 0, 3, -200, 150), everything, fill)
    assert drawing.last_fill[0] == "columns"
    assert drawing.made == len(centres)
    moved = [*centres[1:], (centres[0][0] + 0.05, centres[0][1])]  # (one peak moved)
    again = PeakDrawing(moved, peaks.size, kept=drawing, gap=peak_gap(1))
    fill_again = lambda painter, drawn=again: drawn.fill_shades(painter, everything)  # noqa: E731
    painted((400, 300), QTransform(3, 0, 0, 3, -200, 150), everything, fill_again)
    assert again.made == 1


class CountingPainter(QPainter):
    """A painter that notes the size of every path it fills (the peaks' outlines, one-
    pixel lines stroked as one path, are Qt's fast path)."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.filled: list[int] = []

    def drawPath(self, path: QPainterPath) -> None:
        """Note the path's elements if it is filled, then draw it."""
        if self.brush().style() != Qt.BrushStyle.NoBrush:
            self.filled.append(path.elementCount())
        super().drawPath(path)


def test_a_small_repaint_fills_only_the_peaks_there(qapp: object, small_map: SheetMap) -> None:
    """A map under a band of thousands of peaks: repainting a small part of the printed
    sheet fills a few peaks, never the path of all of them (which took 20 ms a repaint
    on the Twin Shores, however small the part)."""
    band = Polygon(tuple((x, -y) for x, y in SPINE[0]), (), "The Spine")
    sheet = replace(
        small_map,
        bounds=(0.0, 0.0, 120.0, 60.0),
        sheets=(),
        mountains=(band,),
        ruler_unit=4.0,
        antimeridian_x=120.0,
    )
    scene = SheetScene(sheet)
    assert scene.mountain_peaks > 2000
    image = QImage(300, 300, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("white"))
    painter = CountingPainter(image)
    scene.render(painter, QRectF(image.rect()), QRectF(85.0, -32.0, 3.0, 3.0))
    painter.end()
    assert max(painter.filled) < 1000
    assert sum(painter.filled) < 6 * scene.mountain_peaks
