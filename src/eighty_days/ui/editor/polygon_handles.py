"""The selected polygon's outline and vertex handles, as one cached item."""

from __future__ import annotations

from typing import Any

import numpy as np
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from eighty_days.sheet.model import Polygon
from eighty_days.ui.editor.overlay import HANDLE_PIXELS, SELECTION_INK, Z_OVERLAY, cosmetic_pen
from eighty_days.ui.journey.scene_geometry import ring_polygon


class PolygonHandles(QGraphicsItem):
    """The selected polygon: tinted, outlined, a handle on each vertex.

    A coastline has thousands of vertices (Eurasia 3,892), so this is an item of its own,
    cached as a picture of the screen (``DeviceCoordinateCache``): drawn again only when
    the polygon or the zoom changes, not on every repaint of the map.
    """

    #: Room round the polygon for its handles, in map units (handles are a few pixels at
    #: the smallest zoom of one pixel a unit).
    MARGIN = HANDLE_PIXELS

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_OVERLAY - 1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.polygon: Polygon | None = None
        self._path = QPainterPath()
        self._points: Any = np.zeros((0, 2))
        self._rect = QRectF()
        self._recent: list[tuple[Polygon, tuple[QPainterPath, Any, QRectF]]] = []

    def show_polygon(self, polygon: Polygon | None) -> None:
        """Show ``polygon`` (``None``: nothing); the same polygon again costs nothing."""
        if polygon is self.polygon:
            return
        self.prepareGeometryChange()
        self.polygon = polygon
        if polygon is None:
            self._path, self._points, self._rect = QPainterPath(), np.zeros((0, 2)), QRectF()
        else:
            self._path, self._points, self._rect = self._shape_of(polygon)
        self.update()

    def _shape_of(self, polygon: Polygon) -> tuple[QPainterPath, Any, QRectF]:
        """The outline, the vertices and the bounds of ``polygon``, kept for the last few
        polygons shown (selecting Eurasia again costs nothing)."""
        for kept, shape in self._recent:
            if kept is polygon:
                return shape
        path = QPainterPath()
        path.setFillRule(Qt.FillRule.OddEvenFill)
        rings = (polygon.exterior, *polygon.holes)
        for ring in rings:
            path.addPolygon(ring_polygon(ring))
        points = np.array([p for ring in rings for p in ring], dtype=np.float64)
        rect = path.boundingRect().adjusted(-self.MARGIN, -self.MARGIN, self.MARGIN, self.MARGIN)
        shape = (path, points, rect)
        self._recent = [(polygon, shape), *self._recent[:3]]
        return shape

    def boundingRect(self) -> QRectF:
        """The polygon and room for its handles."""
        return self._rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """The tint, a bold outline and the handles of the part in view."""
        if self.polygon is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pixel = 1.0 / abs(painter.worldTransform().m11() or 1.0)
        path, points = self._path, self._points
        # a 1-pixel cosmetic line is Qt's fast path (a 2-pixel one costs a hundred times
        # more on a long coast): two of them, a pixel apart, make the bold outline
        painter.setBrush(QBrush(QColor(213, 94, 0, 40)))
        painter.setPen(cosmetic_pen(SELECTION_INK, 1.0))
        painter.drawPath(path)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.translate(pixel, 0.0)
        painter.drawPath(path)
        painter.translate(-pixel, 0.0)
        exposed = option.exposedRect
        half = HANDLE_PIXELS / 2 * pixel
        x_low, x_high = exposed.left() - half, exposed.right() + half
        y_low, y_high = -exposed.bottom() - half, -exposed.top() + half  # map y is up
        shown = points[
            (points[:, 0] >= x_low)
            & (points[:, 0] <= x_high)
            & (points[:, 1] >= y_low)
            & (points[:, 1] <= y_high)
        ]
        # handles closer than a few pixels hide each other: one is drawn for each such
        # cluster (at the whole sheet's zoom Eurasia needs a few hundred, not 3,892)
        cell = pixel * HANDLE_PIXELS
        if len(shown) > 400:  # one real vertex of each cluster
            _, first = np.unique(np.floor(shown / cell).astype(np.int64), axis=0, return_index=True)
            shown = shown[np.sort(first)]
        centres = shown
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.setPen(cosmetic_pen(SELECTION_INK, 1.0))
        painter.setBrush(QBrush(QColor("white")))
        painter.drawRects(
            [QRectF(x - half, -y - half, 2 * half, 2 * half) for x, y in centres.tolist()]
        )
