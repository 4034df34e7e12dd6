"""The editing marks over the editor's map: the selection, the handles of the chosen
vertices, the polygon being drawn, the rubber band, the grid, the cards' places and the
start and arrival flags (one item, drawn from the view's state)."""

from __future__ import annotations

import itertools
import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QLineF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from eighty_days.editor.edits import Layer
from eighty_days.sheet.model import SheetMap
from eighty_days.ui.editor.selection import MapLayer, SelectionKind
from eighty_days.ui.editor.transform_box import paint_box
from eighty_days.ui.journey.scene_geometry import to_scene
from eighty_days.ui.ui_scale import scaled_pixels

if TYPE_CHECKING:
    from eighty_days.ui.editor.canvas import EditorView

#: Size of a vertex handle, in screen pixels.
HANDLE_PIXELS = 7.0

#: The side of the start and arrival flags and their letters' size, in screen pixels at 100 %
#: (both follow the UI scale).
FLAG_PIXELS = 14.0
FLAG_TEXT_PIXELS = 10.0

Z_OVERLAY = 30

SELECTION_INK = QColor("#d55e00")
DRAWING_INK = QColor("#0072b2")

LAYER_INK = {
    Layer.LAND: QColor("#3b3126"),
    Layer.CANALS: QColor("#0072b2"),
    Layer.MOUNTAINS: QColor("#7a4a2a"),
}


#: Inks of the cards' places layer: rings round places on income and adventure cards.
INCOME_INK = QColor("#009e73")
ADVENTURE_INK = QColor("#cc79a7")


def cosmetic_pen(colour: QColor, width: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    """A pen ``width`` screen pixels wide at any zoom."""
    pen = QPen(colour, width, style)
    pen.setCosmetic(True)
    return pen


class EditorOverlay(QGraphicsItem):
    """Selection, handles, the polygon being drawn, start and arrival flags."""

    def __init__(self, canvas: EditorView) -> None:
        super().__init__()
        self.canvas = canvas
        self.setZValue(Z_OVERLAY)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)

    def boundingRect(self) -> QRectF:
        """The whole map and its margin."""
        scene = self.scene()
        return scene.sceneRect() if scene is not None else QRectF()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """Draw the editing marks over the printed map."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        scale = painter.worldTransform().m11() or 1.0
        pixel = 1.0 / abs(scale)
        canvas = self.canvas
        sheet = canvas.sheet
        selection = canvas.selection
        if canvas.show_grid and canvas.grid_spacing > 0:
            self._paint_grid(painter, option, pixel)
        self._paint_flags(painter, sheet, pixel)
        if MapLayer.CARD_PLACES not in canvas.hidden:
            self._paint_card_places(painter, sheet, pixel)
        if selection.kind is SelectionKind.GROUP:
            painter.setPen(cosmetic_pen(SELECTION_INK, 2.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            size = 6 * pixel
            for place in selection.key.places:
                if sheet.has_location(place):
                    centre = to_scene(sheet.location(place).point)
                    painter.drawRect(
                        QRectF(centre.x() - size, centre.y() - size, 2 * size, 2 * size)
                    )
        box = canvas.transform_box()
        if box is not None:
            paint_box(painter, box, pixel)
        if canvas.band is not None:
            painter.setPen(cosmetic_pen(SELECTION_INK, 1.0, Qt.PenStyle.DashLine))
            painter.setBrush(QBrush(QColor(213, 94, 0, 30)))
            painter.drawRect(canvas.band_rect())
        if selection.kind is SelectionKind.LOCATION and sheet.has_location(selection.key):
            location = sheet.location(selection.key)
            radius = location.snap_radius
            painter.setPen(cosmetic_pen(SELECTION_INK, 2.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            centre = to_scene(location.point)
            painter.drawEllipse(centre, radius, radius)
            size = 6 * pixel
            painter.drawRect(QRectF(centre.x() - size, centre.y() - size, 2 * size, 2 * size))
        polygon_key = canvas.selected_polygon()
        if polygon_key is not None:  # the outline and handles are the cached ``handles``
            half = HANDLE_PIXELS / 2 * pixel
            painter.setPen(cosmetic_pen(SELECTION_INK, 1.0))
            painter.setBrush(QBrush(SELECTION_INK))
            for x, y in canvas.chosen_vertices(polygon_key):
                painter.drawRect(QRectF(x - half, -y - half, 2 * half, 2 * half))
        if canvas.drawing:
            painter.setPen(cosmetic_pen(DRAWING_INK, 2.0, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            points = [to_scene(p) for p in canvas.drawing]
            if canvas.hover is not None:
                points.append(to_scene(canvas.hover))
            for a, b in itertools.pairwise(points):
                painter.drawLine(a, b)
            half = HANDLE_PIXELS / 2 * pixel
            painter.setBrush(QBrush(DRAWING_INK))
            for point in canvas.drawing:
                at = to_scene(point)
                painter.drawRect(QRectF(at.x() - half, at.y() - half, 2 * half, 2 * half))

    def _paint_grid(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, pixel: float
    ) -> None:
        """Grid lines over the part of the sheet in view (every n-th line when they would
        come closer than 6 pixels)."""
        canvas = self.canvas
        step = canvas.grid_spacing
        while step / pixel < 6:
            step *= 2
        x_min, y_min, x_max, y_max = canvas.sheet.bounds
        exposed = option.exposedRect.intersected(
            QRectF(to_scene((x_min, y_max)), to_scene((x_max, y_min)))
        )
        if exposed.isEmpty():
            return
        painter.setPen(cosmetic_pen(QColor(0, 114, 178, 90), 1.0))
        first = math.ceil(exposed.left() / step)
        lines = []
        x = first * step
        while x <= exposed.right():
            lines.append(QLineF(x, exposed.top(), x, exposed.bottom()))
            x += step
        y = math.ceil(exposed.top() / step) * step
        while y <= exposed.bottom():
            lines.append(QLineF(exposed.left(), y, exposed.right(), y))
            y += step
        painter.drawLines(lines)

    def _paint_card_places(self, painter: QPainter, sheet: SheetMap, pixel: float) -> None:
        """The cards' places layer: a green ring round each place an income card pays at,
        a pink one round each adventure card's place."""
        radius = 9 * pixel
        for ink, places in (
            (INCOME_INK, {p for card in sheet.income_cards for p, _ in card.payouts}),
            (ADVENTURE_INK, {card.location for card in sheet.adventure_cards}),
        ):
            painter.setPen(cosmetic_pen(ink, 2.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for place in places:
                if sheet.has_location(place):
                    painter.drawEllipse(to_scene(sheet.location(place).point), radius, radius)
            radius += 3 * pixel

    @staticmethod
    def flag_font() -> QFont:
        """The font of the start and arrival flags' letters, at the UI scale."""
        font = QFont()
        font.setPixelSize(scaled_pixels(FLAG_TEXT_PIXELS))
        font.setBold(True)
        return font

    @staticmethod
    def flag_box() -> QRectF:
        """A flag's box in screen pixels, from the place it marks (grows with the UI scale)."""
        side = float(scaled_pixels(FLAG_PIXELS))
        return QRectF(scaled_pixels(6), -side - scaled_pixels(10), side, side)

    def _paint_flags(self, painter: QPainter, sheet: SheetMap, pixel: float) -> None:
        """Small "S" and "A" flags by the start and the arrival (fixed size on screen)."""
        font = self.flag_font()
        box = self.flag_box()
        for location_id, letter, colour in (
            (sheet.start, "S", QColor("#009e73")),
            (sheet.arrival, "A", QColor("#cc79a7")),
        ):
            if not sheet.has_location(location_id):
                continue
            at = to_scene(sheet.location(location_id).point)
            painter.save()
            painter.translate(at)
            painter.scale(pixel, pixel)
            painter.setPen(cosmetic_pen(colour, 1.5))
            painter.setBrush(QBrush(QColor("white")))
            painter.drawRect(box)
            painter.setFont(font)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, letter)
            painter.restore()
