"""The view on the pad: wheel zoom at the pointer, aiming with the left button when a ruler
is held, panning with the middle button, Space+drag or the scroll bars, fit, focus."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import (
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QResizeEvent,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import QGraphicsView, QWidget

from eighty_days.ui.journey.map_scene import SheetScene

#: One press of + or − zooms by this factor (as one notch of the wheel).
KEY_ZOOM_FACTOR = 1.25
#: The arrows pan the map: the direction of each (x, y on the screen).
PAN_KEYS = {
    Qt.Key.Key_Left: (-1, 0),
    Qt.Key.Key_Right: (1, 0),
    Qt.Key.Key_Up: (0, -1),
    Qt.Key.Key_Down: (0, 1),
}


class AimHandler(Protocol):
    """What the view asks while a ruler is held (``ui/journey/aim.py``)."""

    def press(self, scene_pos: QPointF, view_pos: QPoint) -> bool:
        """A left press on the map: True if the ruler takes it (then moves and release)."""

    def move(self, scene_pos: QPointF) -> None:
        """The pointer moved while the press was taken."""

    def release(self, scene_pos: QPointF, view_pos: QPoint) -> None:
        """The left button was let go."""

    def wheel_turn(self, steps: float, fine: bool) -> bool:
        """Shift+wheel: turn the ruler's active part; True if there is one."""


class MapView(QGraphicsView):
    """A zoomable, pannable view on a ``SheetScene``; the wheel always zooms at the pointer."""

    #: Emitted after each zoom change with the new zoom (pixels per map unit).
    zoom_changed = Signal(float)
    #: The pointer moved over the map (scene point; the ruler's label fades under it).
    pointer_moved = Signal(QPointF)

    MIN_ZOOM = 1.0
    MAX_ZOOM = 120.0

    def __init__(self, scene: SheetScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        # the scroll bars always show: one coming or going would shift the view under the
        # pointer as the wheel zooms (the viewport would change its size)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.viewport().setMouseTracking(True)  # the pointer is followed without a button
        #: While True the sheet is refitted on every resize (until the player zooms).
        self._auto_fit = True
        #: Set by the table while a person holds a ruler: left presses aim it.
        self.aim_handler: AimHandler | None = None
        self._aiming = False
        self._pan_from: QPoint | None = None
        #: Space is held: a left drag pans (as in drawing programs).
        self.space_held = False
        #: The last wheel zoom: where the pointer was, the map point kept under it, and
        #: the view it left (see ``zoom_at``).
        self._wheel_anchor: tuple[QPointF, QPointF, tuple[float, int, int, QRectF]] | None = None
        #: The sheet's first picture is still to be drawn (from the one kept on disk by an
        #: earlier start, if any: ``first_frame``).
        self._first_picture_due = True

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """The printed sheet (the scene's background); the first time, from the picture
        an earlier start kept of it where it is the same (``first_frame``)."""
        if self._first_picture_due:
            self._first_picture_due = False
            from eighty_days.ui.journey.first_frame import paint_first_frame

            if paint_first_frame(self.sheet_scene, self.viewport(), painter, QRectF(rect)):
                return
        super().drawBackground(painter, rect)

    @property
    def sheet_scene(self) -> SheetScene:
        """The scene shown."""
        scene = self.scene()
        assert isinstance(scene, SheetScene)
        return scene

    def zoom(self) -> float:
        """Current zoom: pixels per map unit."""
        return float(self.transform().m11())

    def set_zoom(self, zoom: float) -> None:
        """Zoom to ``zoom`` pixels per map unit (clamped), keeping the anchor."""
        zoom = max(self.MIN_ZOOM, min(self.MAX_ZOOM, zoom))
        self._auto_fit = False
        factor = zoom / self.zoom()
        if abs(factor - 1.0) > 1e-9:
            self.scale(factor, factor)
        self._zoomed()

    def fit(self) -> None:
        """Show the whole sheet."""
        self.setSceneRect(QRectF())  # (the scene's own rectangle again: see ``zoom_at``)
        self.fitInView(self.sheet_scene.map_rect, Qt.AspectRatioMode.KeepAspectRatio)
        self._auto_fit = True
        self._zoomed()

    def show_region(self, rect: QRectF) -> None:
        """Zoom and scroll so ``rect`` (scene units) fills the view; of a ``rect`` going
        past the sheet, the part on the sheet."""
        rect = rect.intersected(self.sheet_scene.map_rect)
        if rect.width() <= 0 or rect.height() <= 0:
            return
        self.setSceneRect(QRectF())  # (the scene's own rectangle again: see ``zoom_at``)
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        self._auto_fit = False
        if self.zoom() > self.MAX_ZOOM:
            self.set_zoom(self.MAX_ZOOM)
        self._zoomed()

    def _zoomed(self) -> None:
        """After any zoom: a fresh picture of the sheet, zoom-aware items told."""
        self.resetCachedContent()
        self.sheet_scene.apply_zoom(self.zoom())
        self.zoom_changed.emit(self.zoom())

    # -- the mouse -----------------------------------------------------------------------

    def wheelEvent(self, event: QWheelEvent) -> None:
        """The wheel zooms at the pointer, ruler or not; Shift+wheel turns the ruler."""
        delta = event.angleDelta()
        # some systems turn Shift+wheel into a sideways wheel
        steps = (delta.y() or delta.x()) / 120.0
        if steps == 0:
            return
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        if shift and self.aim_handler is not None and self.aim_handler.wheel_turn(steps, False):
            event.accept()
            return
        self.zoom_at(self.zoom() * (1.25**steps), event.position())
        event.accept()

    def zoom_at(self, zoom: float, view_pos: QPoint | QPointF) -> None:
        """Zoom to ``zoom`` (clamped) keeping the map point under ``view_pos`` (viewport
        pixels) there, the sheet's edges included: the view's scene rectangle grows past
        the sheet as far as that needs (the table round the paper shows), and shrinks
        back to the sheet as the player zooms in or fits again.

        Turns of the wheel at one spot, with the view left as the last turn left it, keep
        the very same map point (no rounding creeps in)."""
        at = QPointF(view_pos)
        under = self._anchor_under(at)
        zoom = max(self.MIN_ZOOM, min(self.MAX_ZOOM, zoom))
        self._auto_fit = False
        self.setTransform(QTransform.fromScale(zoom, zoom))
        size = QSizeF(self.viewport().size())
        top_left = under - QPointF(at.x() / zoom, at.y() / zoom)
        seen = QRectF(top_left, size / zoom)
        room = 2.0 / zoom  # (the scroll bars' range is rounded to whole pixels)
        self.setSceneRect(
            self.sheet_scene.sceneRect().united(seen.adjusted(-room, -room, room, room))
        )
        self.horizontalScrollBar().setValue(round(top_left.x() * zoom))
        self.verticalScrollBar().setValue(round(top_left.y() * zoom))
        self._wheel_anchor = (at, under, self._camera())
        self._zoomed()

    def _anchor_under(self, at: QPointF) -> QPointF:
        """The map point under ``at`` (viewport pixels): the one the last zoom kept there
        when the view has not moved since, else the one shown there now."""
        if self._wheel_anchor is not None:
            last_at, last_under, camera = self._wheel_anchor
            if last_at == at and camera == self._camera():
                return last_under
        zoom = self.zoom()
        return self.mapToScene(QPoint(0, 0)) + QPointF(at.x() / zoom, at.y() / zoom)

    def _camera(self) -> tuple[float, int, int, QRectF]:
        """What the view shows: zoom, scroll and scene rectangle (to tell a moved view)."""
        return (
            self.zoom(),
            self.horizontalScrollBar().value(),
            self.verticalScrollBar().value(),
            self.sceneRect(),
        )

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """Middle button or Space+left: pan; left with a ruler held: aim; else the scene."""
        button = event.button()
        pan = button == Qt.MouseButton.MiddleButton or (
            button == Qt.MouseButton.LeftButton and self.space_held
        )
        if pan:
            self._pan_from = event.position().toPoint()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        if button == Qt.MouseButton.LeftButton and self.aim_handler is not None:
            point = event.position().toPoint()
            if self.aim_handler.press(self.mapToScene(point), point):
                self._aiming = True
                event.accept()
                return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        """Pan, or aim, or what the scene does."""
        point = event.position().toPoint()
        self.pointer_moved.emit(self.mapToScene(point))
        if self._pan_from is not None:
            delta = point - self._pan_from
            self._pan_from = point
            bar_x, bar_y = self.horizontalScrollBar(), self.verticalScrollBar()
            bar_x.setValue(bar_x.value() - delta.x())
            bar_y.setValue(bar_y.value() - delta.y())
            event.accept()
            return
        if self._aiming and self.aim_handler is not None:
            self.aim_handler.move(self.mapToScene(point))
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """End a pan or an aim."""
        point = event.position().toPoint()
        if self._pan_from is not None and event.button() in (
            Qt.MouseButton.MiddleButton,
            Qt.MouseButton.LeftButton,
        ):
            self._pan_from = None
            self.viewport().unsetCursor()
            event.accept()
            return
        if self._aiming and event.button() == Qt.MouseButton.LeftButton:
            self._aiming = False
            if self.aim_handler is not None:
                self.aim_handler.release(self.mapToScene(point), point)
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        """A double click is two clicks (the second one on the same spot draws)."""
        self.mousePressEvent(event)

    # -- keys ------------------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Space held: a left drag pans. Without a ruler in hand (its keys are the
        ruler's then: ``aim.Aimer``) + and − zoom at the middle of the view, 0 shows the
        whole sheet and the arrows pan by an eighth of the view."""
        key = event.key()
        if key == Qt.Key.Key_Space and not event.isAutoRepeat():
            self.space_held = True
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and (
            event.modifiers() & Qt.KeyboardModifier.ControlModifier
        ):  # Ctrl+Tab leaves the map as Tab does (as it leaves a text box)
            backwards = key == Qt.Key.Key_Backtab or bool(
                event.modifiers() & Qt.KeyboardModifier.ShiftModifier
            )
            self.focusNextPrevChild(not backwards)
            event.accept()
            return
        modifiers = event.modifiers() & ~(
            Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier
        )
        if not modifiers and self.zoom_or_pan_key(key):
            event.accept()
            return
        super().keyPressEvent(event)

    def zoom_or_pan_key(self, key: int) -> bool:
        """Zoom (+, −), fit (0) or pan (arrows) for ``key``; True if it was one of them."""
        middle = self.viewport().rect().center()
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_at(self.zoom() * KEY_ZOOM_FACTOR, middle)
        elif key in (Qt.Key.Key_Minus, Qt.Key.Key_Underscore):
            self.zoom_at(self.zoom() / KEY_ZOOM_FACTOR, middle)
        elif key == Qt.Key.Key_0:
            self.fit()
        elif Qt.Key(key) in PAN_KEYS:
            dx, dy = PAN_KEYS[Qt.Key(key)]
            bar_x, bar_y = self.horizontalScrollBar(), self.verticalScrollBar()
            bar_x.setValue(bar_x.value() + dx * max(1, self.viewport().width() // 8))
            bar_y.setValue(bar_y.value() + dy * max(1, self.viewport().height() // 8))
        else:
            return False
        return True

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        """Space let go: left drags aim again."""
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self.space_held = False
        super().keyReleaseEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Keep the whole sheet in view until the player zooms."""
        super().resizeEvent(event)
        if self._auto_fit and self.width() > 50:
            self.fit()

    def changeEvent(self, event: QEvent) -> None:
        """A new UI scale (a font change) resizes the printed names."""
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.ApplicationFontChange):
            scene = self.scene()
            if isinstance(scene, SheetScene):
                scene.follow_ui_scale()
                self.resetCachedContent()
        super().changeEvent(event)
