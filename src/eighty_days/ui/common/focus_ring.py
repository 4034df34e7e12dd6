"""The focus ring: one look for the keyboard's place on every painted part of both games
(market and hand cards, the ruler, the map, the track, the wind rose, scroll areas).

The ring is drawn in the palette's Highlight colour (the system's own focus colour, light
or dark theme alike), solid and two pixels wide at 100 % text size, just inside the part.
"""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QRectF, Qt, Slot
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QFocusFrame, QWidget
from shiboken6 import isValid

from eighty_days.ui.ui_scale import ui_scale_factor

#: The ring's width in logical pixels at 100 % text size.
RING_WIDTH_PX = 2.5


def focus_colour(widget: QWidget | None = None) -> QColor:
    """The colour of the focus ring: the palette's Highlight (``widget``'s, or the
    application's)."""
    palette = widget.palette() if widget is not None else QApplication.palette()
    return palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.Highlight)


def focus_pen(widget: QWidget | None = None, *, cosmetic: bool = True) -> QPen:
    """The pen of the focus ring (cosmetic: its width is in screen pixels)."""
    pen = QPen(focus_colour(widget), RING_WIDTH_PX * ui_scale_factor())
    pen.setCosmetic(cosmetic)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def paint_focus_ring(painter: QPainter, widget: QWidget, radius: float = 6.0) -> None:
    """Draw the focus ring just inside ``widget``'s rectangle, rounded by ``radius``."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    pen = focus_pen(widget)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    inset = pen.widthF() / 2 + 0.5
    painter.drawRoundedRect(
        QRectF(widget.rect()).adjusted(inset, inset, -inset, -inset), radius, radius
    )
    painter.restore()


def paint_focus_frame(widget: QWidget) -> None:
    """Draw the focus ring on ``widget`` itself (an overlay widget or a view's viewport
    paints it after its content)."""
    painter = QPainter(widget)
    paint_focus_ring(painter, widget, 2.0)
    painter.end()


#: Widgets that ask for the ring round them by this property (painted boards: the calendar).
WANTS_RING = "focus_ring"


def wants_ring(widget: QWidget) -> bool:
    """Whether ``widget`` gets the ring drawn round it when it has the focus: every view and
    scroll area (the map, the track, the wind rose, the logs, the lists, the panels) and
    the widgets that ask for it (``WANTS_RING``). Buttons, boxes and the cards show the
    focus themselves."""
    return isinstance(widget, QAbstractScrollArea) or bool(widget.property(WANTS_RING))


class FocusRing(QFocusFrame):
    """The ring round the focused view or board of one window (it follows the focus)."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)

    @Slot(object, object)
    def _focus_changed(self, _old: QWidget | None, now: QWidget | None) -> None:
        if not isValid(self) or not isValid(self._window):
            return
        if now is not None and now.window() is self._window and wants_ring(now):
            self.setWidget(now)
            self.show()
            self.raise_()
        elif now is None or now.window() is self._window:
            self.setWidget(cast(QWidget, None))  # Qt takes no widget: the ring follows none
            self.hide()

    def paintEvent(self, event: QPaintEvent) -> None:
        """The ring, in the palette's Highlight colour, round the widget's edge."""
        painter = QPainter(self)
        paint_focus_ring(painter, self, 3.0)
        painter.end()


def install_focus_ring(window: QWidget) -> FocusRing:
    """Give ``window`` its focus ring (one per window)."""
    return FocusRing(window)
