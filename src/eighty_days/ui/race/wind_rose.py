"""The wind rose: four coloured transport fields and a pointer on the one in force.

When the rules let the player turn it (a wind rose space or event), the fields become
clickable and the item announces the chosen transport; it never turns itself: the next
state it is shown does that.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QResizeEvent,
)
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
from eighty_days.ui.accessibility.painted import refresh
from eighty_days.ui.art.dial import paint_bezel, paint_needle
from eighty_days.ui.art.vehicles import paint_vehicle
from eighty_days.ui.common.palette import INK, label_ink
from eighty_days.ui.race.looks import TRANSPORT_COLOURS, transport_label, transport_name
from eighty_days.ui.ui_scale import scaled_pixels

RADIUS = 100.0
#: How far the pointer reaches from the centre (item units); the names stay beyond it.
NEEDLE = 0.34 * RADIUS
#: The pointer's half width at its base, and the hub's radius.
NEEDLE_BASE = 9.0
#: The largest size of a field's name (item units: the view scales the whole rose).
LABEL_PIXELS = 15
#: The room kept free between a name and the pointer's reach, and inside the rim.
LABEL_MARGIN = 6.0
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


def needle_polygon(transport: Transport) -> QPolygonF:
    """The pointer aimed at ``transport``'s field (item coordinates)."""
    angle = math.radians(field_angle(transport))
    tip = QPointF(NEEDLE * math.sin(angle), -NEEDLE * math.cos(angle))
    side = QPointF(NEEDLE_BASE * math.cos(angle), NEEDLE_BASE * math.sin(angle))
    return QPolygonF([tip, side, -side])


def label_layout(transport: Transport, name: str) -> tuple[QRectF, QFont]:
    """Where ``transport``'s ``name`` is written and in which font: outside the pointer's
    reach whichever field it points at, inside the rim, the font made smaller where a long
    name ("Kutsche", "Elefant") would otherwise reach the pointer or the rim."""
    font = QFont("DejaVu Sans")
    font.setPixelSize(LABEL_PIXELS)
    font.setBold(True)
    metrics = QFontMetricsF(font)
    inner = NEEDLE + LABEL_MARGIN
    outer = RADIUS - LABEL_MARGIN
    angle = field_angle(transport)
    sideways = angle in (90.0, 270.0)
    height = metrics.height()
    # the room along the field's middle line (sideways) or across it (top and bottom)
    if sideways:
        room = outer - inner
    else:
        middle = (inner + outer) / 2
        room = 2 * math.sqrt(max(outer**2 - (middle + height / 2) ** 2, 0.0))
    width = metrics.horizontalAdvance(name)
    if width > room:
        font.setPixelSize(max(8, int(LABEL_PIXELS * room / width)))
        metrics = QFontMetricsF(font)
        width = metrics.horizontalAdvance(name)
        height = metrics.height()
    middle = (inner + outer) / 2
    direction = math.radians(angle)
    centre = QPointF(middle * math.sin(direction), -middle * math.cos(direction))
    return QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height), font


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
        for view in self.scene().views() if self.scene() is not None else []:
            refresh(view)  # a screen reader hears the rose's new transport

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
        # scene units: the view scales the whole rose, and its height follows the UI scale
        for transport in FIELD_ORDER:
            colour = QColor(TRANSPORT_COLOURS[transport])
            if transport is not self.transport:
                colour = colour.lighter(150 if self.hovered is not transport else 115)
            painter.setPen(QPen(INK, 1.5))
            painter.setBrush(colour)
            painter.drawPath(_field_path(transport))
            name = transport_name(transport)
            rect, font = label_layout(transport, name)
            # the vehicle drawn faintly behind its name: the name stays readable
            picture = rect.center()
            painter.save()
            painter.setOpacity(0.35)
            paint_vehicle(
                painter, transport.value, QRectF(picture.x() - 22, picture.y() - 22, 44, 44)
            )
            painter.restore()
            painter.setFont(font)
            painter.setPen(label_ink(colour))
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), name)
        # the needle reaches exactly as far as ``needle_polygon`` (the names stay beyond it)
        paint_needle(painter, field_angle(self.transport), NEEDLE)
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
