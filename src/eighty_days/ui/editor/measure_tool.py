"""The editor's Measure tool: press and drag on the map to read a distance in ruler units.

While the tool is chosen (``Tool.MEASURE``), a press on the map fixes a point and a drag
stretches a ruler from it: the line, a tick at each whole ruler unit, and the distance in
ruler units (the sheet's ``ruler_unit``, one decimal, as the game's cards measure) in a
label on the map and in the status bar. The option "Show card reach" adds, round the
press point, one ring per reach of the game's transport cards (their ruler lengths), and
the game's own reach marks (``sheet.reach`` computes them off the GUI thread,
``ui.journey.reach_marks`` draws them) of the places the farthest card reaches from
there, by train on land and by ship at sea. The measurement stays shown after the release
until the next press; Escape leaves the tool.

The tool watches the map's viewport for mouse events only while it is chosen, so the
view's other tools are untouched.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt, Slot
from PySide6.QtGui import (
    QAction,
    QColor,
    QFont,
    QFontMetricsF,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QPen,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget
from shiboken6 import isValid

from eighty_days.sheet.model import Point, SheetMap, Transport
from eighty_days.ui.common.value_text import program_locale
from eighty_days.ui.journey.reach_marks import ReachMarksItem, ReachQuery, ReachWorker
from eighty_days.ui.journey.scene_geometry import to_scene

if TYPE_CHECKING:
    from eighty_days.engine.journey.cards import CardSet, Ruler
    from eighty_days.sheet.reach import ReachMarks
    from eighty_days.ui.editor.window import EditorWindow

# Above the editor's overlay (the handles and flags) and the reach marks.
Z_MEASURE = 40
# The ruler's ink and the rings' ink.
MEASURE_INK = QColor("#cc79a7")
RING_INK = QColor("#009e73")
# The label's text size and the ticks' length, in screen pixels.
LABEL_PIXELS = 13.0
TICK_PIXELS = 6.0
# Where the rings' labels sit (degrees clockwise from east on screen), and their step.
RING_LABEL_DEGREES = 20.0
RING_LABEL_STEP = 6.0


def card_rulers(cards: CardSet) -> tuple[float, ...]:
    """The distinct lengths (ruler units) of the transport cards of ``cards``, shortest first."""
    return tuple(sorted({card.ruler.length for card in cards.transport_cards}))


def farthest_ruler(cards: CardSet) -> Ruler:
    """The ruler of the transport card that reaches farthest (the first such in file order)."""
    return max((card.ruler for card in cards.transport_cards), key=lambda ruler: ruler.length)


def units_text(units: float) -> str:
    """``units`` with one decimal, in the user's language's way of writing numbers."""
    return program_locale().toString(units, "f", 1)


class MeasureItem(QGraphicsItem):
    """The ruler from ``origin`` to ``end`` (map points) with its label, and the rings of
    ``reaches`` (ruler units) round ``origin``; drawn at a constant size on screen."""

    def __init__(self, origin: Point, unit: float, pixel_size: float) -> None:
        super().__init__()
        self.origin = origin
        self.end = origin
        self.unit = unit
        self.label = ""
        # The card reaches drawn as rings (ruler units), empty without the option.
        self.reaches: tuple[float, ...] = ()
        self._pixel = pixel_size
        self.setZValue(Z_MEASURE)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def on_zoom(self, pixel_size: float) -> None:
        """Keep the label and the ticks a constant size on screen."""
        self.prepareGeometryChange()
        self._pixel = pixel_size

    def stretch(self, end: Point, label: str) -> None:
        """Move the ruler's end to ``end``, labelled ``label``."""
        self.prepareGeometryChange()
        self.end = end
        self.label = label

    def show_reaches(self, reaches: tuple[float, ...]) -> None:
        """Draw one ring per reach in ``reaches`` (ruler units) round the origin."""
        self.prepareGeometryChange()
        self.reaches = reaches

    def boundingRect(self) -> QRectF:
        """The ruler, its label and the rings."""
        start, end = to_scene(self.origin), to_scene(self.end)
        margin = 160 * self._pixel
        rect = QRectF(start, end).normalized().adjusted(-margin, -margin, margin, margin)
        if self.reaches:
            radius = max(self.reaches) * self.unit + margin
            rect = rect.united(
                QRectF(start.x() - radius, start.y() - radius, 2 * radius, 2 * radius)
            )
        return rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        """The rings (each labelled with its length), the ruler with ticks, the label."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        start, end = to_scene(self.origin), to_scene(self.end)
        font = QFont()
        font.setPixelSize(max(1, round(LABEL_PIXELS)))
        font.setBold(True)
        ring_pen = QPen(RING_INK, 1.6, Qt.PenStyle.DashLine)
        ring_pen.setCosmetic(True)
        for number, reach in enumerate(self.reaches):
            radius = reach * self.unit
            painter.setPen(ring_pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(start, radius, radius)
            # the labels step round the rings so that neighbouring ones stay apart
            angle = math.radians(RING_LABEL_DEGREES + RING_LABEL_STEP * number)
            at = QPointF(start.x() + radius * math.cos(angle), start.y() + radius * math.sin(angle))
            self._text(painter, font, at, units_text(reach))
        halo = QPen(QColor(255, 255, 255, 220), 5.0)
        halo.setCosmetic(True)
        ink = QPen(MEASURE_INK, 2.4)
        ink.setCosmetic(True)
        for pen in (halo, ink):
            painter.setPen(pen)
            painter.drawLine(start, end)
        length = math.dist(self.origin, self.end)
        if length > 0 and self.unit > 0:
            # a tick across the ruler at each whole ruler unit
            along = ((end.x() - start.x()) / length, (end.y() - start.y()) / length)
            across = (-along[1] * TICK_PIXELS * self._pixel, along[0] * TICK_PIXELS * self._pixel)
            for step in range(1, int(length / self.unit) + 1):
                at = QPointF(
                    start.x() + along[0] * step * self.unit,
                    start.y() + along[1] * step * self.unit,
                )
                painter.drawLine(
                    QPointF(at.x() - across[0], at.y() - across[1]),
                    QPointF(at.x() + across[0], at.y() + across[1]),
                )
        painter.setBrush(MEASURE_INK)
        dot = 3.5 * self._pixel
        painter.drawEllipse(start, dot, dot)
        if self.label:
            self._text(painter, font, end, self.label, offset=True)

    def _text(
        self, painter: QPainter, font: QFont, at: QPointF, text: str, *, offset: bool = False
    ) -> None:
        """``text`` on a white box at ``at`` (beside it with ``offset``), screen-sized."""
        painter.save()
        painter.translate(at)
        painter.scale(self._pixel, self._pixel)
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        width, height = metrics.horizontalAdvance(text) + 8, metrics.height() + 2
        box = (
            QRectF(10, -height - 6, width, height)
            if offset
            else QRectF(-width / 2, -height / 2, width, height)
        )
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 230))
        painter.drawRoundedRect(box, 3, 3)
        painter.setPen(MEASURE_INK.darker(150) if offset else RING_INK.darker(150))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        painter.restore()


class MeasureTool(QObject):
    """The Measure tool of ``window``'s map: the drag, the label, the status bar, the
    "Show card reach" option (``reach_action``) and the reach marks."""

    def __init__(self, window: EditorWindow) -> None:
        super().__init__(window)
        self.window = window
        self.view = window.view
        # The ruler shown (``None`` before a press with the tool, and after leaving it).
        self.item: MeasureItem | None = None
        # The game's reach marks from the press point (with the option on).
        self.marks: ReachMarksItem | None = None
        self._pressed = False
        self.worker = ReachWorker(self)
        self.worker.ready.connect(self._marks_ready)
        self.reach_action = QAction(self.tr("Show card reach"), window)
        self.reach_action.setCheckable(True)
        self.reach_action.setShortcut(QKeySequence("Shift+R"))
        self.reach_action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.reach_action.setToolTip(
            self.tr("With the Measure tool: how far each transport card reaches from the press")
        )
        self.view.addAction(self.reach_action)
        self.reach_action.toggled.connect(self._reach_toggled)
        self.view.viewport().installEventFilter(self)

    @property
    def active(self) -> bool:
        """Whether the Measure tool is the chosen tool."""
        from eighty_days.ui.editor.canvas import Tool

        return self.view.tool is Tool.MEASURE

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """While the tool is chosen, the left button's press, drag and release measure."""
        kind = event.type()
        if not self.active or kind not in (
            QEvent.Type.MouseButtonPress,
            QEvent.Type.MouseMove,
            QEvent.Type.MouseButtonRelease,
            QEvent.Type.MouseButtonDblClick,
        ):
            return False
        assert isinstance(event, QMouseEvent)
        point = self.view.map_point(event.position())
        left = event.button() == Qt.MouseButton.LeftButton
        if kind is QEvent.Type.MouseButtonPress and left:
            self.view.setFocus()
            self._pressed = True
            self.start(point)
            return True
        if kind is QEvent.Type.MouseMove and self._pressed:
            self.stretch(point)
            return True
        if kind is QEvent.Type.MouseButtonRelease and left and self._pressed:
            self._pressed = False
            self.stretch(point)
            return True
        return kind is QEvent.Type.MouseButtonDblClick

    # -- the measurement ----------------------------------------------------------------

    @property
    def sheet(self) -> SheetMap:
        """The map measured."""
        return self.window.document.sheet

    def start(self, origin: Point) -> None:
        """A press at ``origin``: a new ruler from there (and the reach, with the option)."""
        self.clear()
        scene = self.view.sheet_scene
        self.item = MeasureItem(origin, self.sheet.ruler_unit, scene.pixel_size)
        scene.addItem(self.item)
        scene.zoom_listeners.append(self.item)
        self.stretch(origin)
        if self.reach_action.isChecked():
            self._show_reach()

    def stretch(self, end: Point) -> None:
        """The ruler's end follows the mouse: the label and the status bar say how far."""
        if self.item is None or not isValid(self.item):
            return
        units = self.distance_units(self.item.origin, end)
        label = self.tr("%1 ruler units").replace("%1", units_text(units))
        self.item.stretch(end, label)
        self.window.statusBar().showMessage(
            self.tr("Distance: %1 ruler units (%2 map units)")
            .replace("%1", units_text(units))
            .replace("%2", program_locale().toString(math.dist(self.item.origin, end), "f", 2))
        )

    def distance_units(self, start: Point, end: Point) -> float:
        """The distance from ``start`` to ``end`` in ruler units of the map."""
        unit = self.sheet.ruler_unit
        return math.dist(start, end) / unit if unit > 0 else 0.0

    def clear(self) -> None:
        """Take the ruler, the rings and the marks off the map."""
        self.worker.cancel()
        for item in (self.item, self.marks):
            if item is None or not isValid(item):
                continue
            scene = item.scene()
            if scene is not None:
                if item in self.view.sheet_scene.zoom_listeners:
                    self.view.sheet_scene.zoom_listeners.remove(item)
                scene.removeItem(item)
        self.item = None
        self.marks = None

    def leave(self) -> None:
        """The tool is left: nothing measured stays on the map or in the status bar."""
        self._pressed = False
        if self.item is not None:
            self.window.statusBar().clearMessage()
        self.clear()

    # -- the cards' reach ---------------------------------------------------------------

    @Slot(bool)
    def _reach_toggled(self, on: bool) -> None:
        if self.item is None or not isValid(self.item):
            return
        if on:
            self._show_reach()
        else:
            self.worker.cancel()
            self.item.show_reaches(())
            if self.marks is not None and isValid(self.marks) and self.marks.scene():
                self.view.sheet_scene.zoom_listeners.remove(self.marks)
                self.marks.scene().removeItem(self.marks)
            self.marks = None

    def _show_reach(self) -> None:
        """The rings of the cards' reaches now; the places reached when worked out."""
        from eighty_days.sheet.geometry import geometry_for
        from eighty_days.shipped_journey import load_cards

        assert self.item is not None
        cards = load_cards()
        self.item.show_reaches(card_rulers(cards))
        sheet = self.sheet
        geometry = geometry_for(sheet)
        origin = self.item.origin
        transport = Transport.TRAIN if geometry.is_land(origin) else Transport.SHIP
        ruler = farthest_ruler(cards).in_map_units(sheet.ruler_unit)
        self.worker.request(ReachQuery(geometry, origin, transport, ruler.segment_lengths, False))

    @Slot(object)
    def _marks_ready(self, marks: ReachMarks) -> None:
        """Draw the game's reach marks of the ruler still shown."""
        if self.item is None or not isValid(self.item) or marks.origin != self.item.origin:
            return
        scene = self.view.sheet_scene
        self.marks = ReachMarksItem(self.sheet, marks, scene.pixel_size)
        scene.addItem(self.marks)
        scene.zoom_listeners.append(self.marks)
