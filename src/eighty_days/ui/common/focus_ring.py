"""The focus ring: one look for the keyboard's place on every painted part of both games
(market and hand cards, the ruler, the map, the track, the wind rose, scroll areas).

The ring is drawn in the palette's Highlight colour (the system's own focus colour, light
or dark theme alike), solid and two and a half pixels wide at 100 % text size, just
inside the part; round a view or a board it is laid over the widget itself (``FocusRing``).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, Slot
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette, QPen, QPixmap
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QWidget
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


#: Widgets that ask for the ring round them by this property (painted boards: the calendar).
WANTS_RING = "focus_ring"


def wants_ring(widget: QWidget) -> bool:
    """Whether ``widget`` gets the ring drawn round it when it has the focus: every view and
    scroll area (the map, the track, the wind rose, the logs, the lists, the panels) and
    the widgets that ask for it (``WANTS_RING``). Buttons, boxes and the cards show the
    focus themselves."""
    return isinstance(widget, QAbstractScrollArea) or bool(widget.property(WANTS_RING))


class RingOverlay(QWidget):
    """The ring itself: a child laid over the focused widget, painting only the ring
    (the mouse goes through it, the keyboard never stops on it)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def paintEvent(self, event: QPaintEvent) -> None:
        """The ring, in the palette's Highlight colour, just inside the widget's edge."""
        painter = QPainter(self)
        paint_focus_ring(painter, self, 3.0)
        painter.end()


class FocusRing(QObject):
    """The ring round the focused view or board of one window: it follows the focus,
    laid over the focused widget itself (a ring round it, in its parent, would be cut
    off where the widget touches its parent's edge)."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        #: The ring shown now, and the widget it is laid over.
        self.overlay: RingOverlay | None = None
        self.target: QWidget | None = None
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)

    def shown(self) -> bool:
        """Whether the ring shows now."""
        overlay = self.overlay
        return overlay is not None and isValid(overlay) and overlay.isVisible()

    @Slot(object, object)
    def _focus_changed(self, _old: QWidget | None, now: QWidget | None) -> None:
        if not isValid(self) or not isValid(self._window):
            return
        if now is not None and now.window() is self._window and wants_ring(now):
            self._lay_over(now)
        elif now is None or now.window() is self._window:
            self._take_away()

    def _lay_over(self, widget: QWidget) -> None:
        self._take_away()
        overlay = RingOverlay(widget)
        overlay.setGeometry(widget.rect())
        widget.installEventFilter(self)
        self.overlay, self.target = overlay, widget
        overlay.show()
        overlay.raise_()

    def _take_away(self) -> None:
        overlay, target = self.overlay, self.target
        self.overlay = self.target = None
        if target is not None and isValid(target):
            target.removeEventFilter(self)
        if overlay is not None and isValid(overlay):
            overlay.hide()
            overlay.deleteLater()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The ring follows its widget's size, and stays on top of its children."""
        overlay = self.overlay
        if watched is self.target and overlay is not None and isValid(overlay):
            if event.type() == QEvent.Type.Resize:
                overlay.setGeometry(self.target.rect())
            elif event.type() == QEvent.Type.ChildAdded:
                overlay.raise_()
        return False

    def grab(self) -> QPixmap:
        """A picture of the ring as shown (an empty one when none shows)."""
        overlay = self.overlay
        if overlay is None or not isValid(overlay):
            return QPixmap()
        return overlay.grab()

    def widget(self) -> QWidget | None:
        """The widget the ring is round now."""
        return self.target


def install_focus_ring(window: QWidget) -> FocusRing:
    """Give ``window`` its focus ring (one per window)."""
    return FocusRing(window)
