"""The wind rose: four coloured transport fields and a pointer on the one in force.

When the rules let the player turn it (a wind rose space or event), the fields become
clickable and the item announces the chosen transport; it never turns itself: the next
state it is shown does that.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from eighty_days.engine.race import Transport
from eighty_days.ui.art.dial import paint_bezel, paint_needle
from eighty_days.ui.art.vehicles import paint_vehicle
from eighty_days.ui.common.palette import INK
from eighty_days.ui.race.looks import TRANSPORT_COLOURS, transport_label, transport_name
from eighty_days.ui.ui_scale import scaled_pixels

RADIUS = 100.0
#: The field of each transport, clockwise from the top.
FIELD_ORDER: tuple[Transport, ...] = (
    Transport.TRAIN,
    Transport.SHIP,
    Transport.ELEPHANT,
    Transport.COACH,
)


def field_angle(transport: Transport) -> float:
    """The middle of ``transport``'s field in degrees, clockwise from the top."""
    return FIELD_ORDER.index(transport) * 90.0


def field_centre(transport: Transport, fraction: float = 0.68) -> QPointF:
    """A point in the middle of ``transport``'s field (item coordinates)."""
    angle = math.radians(field_angle(transport))
    return QPointF(RADIUS * fraction * math.sin(angle), -RADIUS * fraction * math.cos(angle))


def _field_path(transport: Transport) -> QPainterPath:
    middle = field_angle(transport)
    path = QPainterPath(QPointF(0, 0))
    rect = QRectF(-RADIUS, -RADIUS, 2 * RADIUS, 2 * RADIUS)
    # Qt angles: counter-clockwise from 3 o'clock
    path.arcTo(rect, 90 - middle + 45, -90)
    path.closeSubpath()
    return path


class WindRoseItem(QGraphicsObject):
    """The rose; ``transport_chosen`` when a field is clicked while choosing is allowed."""

    transport_chosen = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.transport = Transport.TRAIN
        self.choosing = False
        self.hovered: Transport | None = None
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self._refresh_tooltip()

    def boundingRect(self) -> QRectF:
        """The rose with its rim."""
        r = RADIUS + 6
        return QRectF(-r, -r, 2 * r, 2 * r)

    def show_transport(self, transport: Transport, *, choosing: bool) -> None:
        """Point at ``transport``; make the fields clickable when ``choosing``."""
        self.transport = transport
        self.choosing = choosing
        self.setCursor(
            Qt.CursorShape.PointingHandCursor if choosing else Qt.CursorShape.ArrowCursor
        )
        self._refresh_tooltip()
        self.update()

    def _refresh_tooltip(self) -> None:
        text = self.tr(
            "The wind rose shows the {transport}: only {transport} cards may be played "
            "(special cards always)."
        ).format(transport=transport_label(self.transport))
        if self.choosing:
            text += self.tr(" Click a field to turn the rose there (or its own field to leave it).")
        self.setToolTip(text)

    def transport_at(self, point: QPointF) -> Transport | None:
        """The field under ``point`` (item coordinates), or None outside the rose."""
        if math.hypot(point.x(), point.y()) > RADIUS:
            return None
        angle = math.degrees(math.atan2(point.x(), -point.y())) % 360
        return FIELD_ORDER[int(((angle + 45) % 360) // 90)]

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        """Four fields with names, the pointer on the transport in force."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_bezel(painter, RADIUS - 1)
        font = QFont("DejaVu Sans")
        # scene units: the view scales the whole rose, and its height follows the UI scale
        font.setPixelSize(15)
        font.setBold(True)
        painter.setFont(font)
        for transport in FIELD_ORDER:
            colour = QColor(TRANSPORT_COLOURS[transport])
            if transport is not self.transport:
                colour = colour.lighter(150 if self.hovered is not transport else 115)
            painter.setPen(QPen(INK, 1.5))
            painter.setBrush(colour)
            painter.drawPath(_field_path(transport))
            centre = field_centre(transport)
            picture = field_centre(transport, 0.62)
            paint_vehicle(
                painter, transport.value, QRectF(picture.x() - 21, picture.y() - 34, 42, 42)
            )
            painter.setPen(QColor("#ffffff") if transport is self.transport else INK)
            painter.drawText(
                QRectF(centre.x() - 50, centre.y() + 2, 100, 24),
                int(Qt.AlignmentFlag.AlignCenter),
                transport_name(transport),
            )
        paint_needle(painter, field_angle(self.transport), RADIUS * 0.42)
        if self.choosing:
            painter.setPen(QPen(INK, 3, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), RADIUS + 4, RADIUS + 4)

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        """Light the field under the mouse while choosing."""
        hovered = self.transport_at(event.pos()) if self.choosing else None
        if hovered is not self.hovered:
            self.hovered = hovered
            self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        """No field is lit."""
        self.hovered = None
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """Announce the clicked field (only while choosing)."""
        transport = self.transport_at(event.pos())
        if self.choosing and transport is not None:
            self.transport_chosen.emit(transport)
            event.accept()
        else:
            event.ignore()


class WindRoseView(QGraphicsView):
    """A small view showing only the wind rose, scaled to fit."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rose = WindRoseItem()
        scene = QGraphicsScene(self)
        scene.addItem(self.rose)
        scene.setSceneRect(self.rose.boundingRect().adjusted(-4, -4, 4, 4))
        self.setScene(scene)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMinimumSize(scaled_pixels(150), scaled_pixels(150))
        self.setFrameShape(QGraphicsView.Shape.NoFrame)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Keep the whole rose in view."""
        super().resizeEvent(event)
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def field_point(self, transport: Transport) -> QPointF:
        """Where ``transport``'s field is in scene coordinates (tests click there)."""
        return self.rose.mapToScene(field_centre(transport))
