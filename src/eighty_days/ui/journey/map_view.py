"""The view on the pad: wheel zoom under the mouse, drag-pan on empty map, fit, focus."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, Qt, Signal
from PySide6.QtGui import QPainter, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import QGraphicsView, QWidget

from eighty_days.ui.journey.map_scene import SheetScene


class MapView(QGraphicsView):
    """A zoomable, pannable view on a ``SheetScene``; items under the mouse get the wheel."""

    #: Emitted after each zoom change with the new zoom (pixels per map unit).
    zoom_changed = Signal(float)

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
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        #: While True the sheet is refitted on every resize (until the player zooms).
        self._auto_fit = True

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
        self.fitInView(self.sheet_scene.map_rect, Qt.AspectRatioMode.KeepAspectRatio)
        self._auto_fit = True
        self._zoomed()

    def show_region(self, rect: QRectF) -> None:
        """Zoom and scroll so ``rect`` (scene units) fills the view."""
        if rect.width() <= 0 or rect.height() <= 0:
            return
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

    def wheelEvent(self, event: QWheelEvent) -> None:
        """Wheel over an item that wants it (the ruler) goes to the item; elsewhere zooms."""
        item = self.itemAt(event.position().toPoint())
        while item is not None and not getattr(item, "WANTS_WHEEL", False):
            item = item.parentItem()
        if item is not None:
            super().wheelEvent(event)
            return
        steps = event.angleDelta().y() / 120.0
        if steps == 0:
            return
        self.set_zoom(self.zoom() * (1.25**steps))
        event.accept()

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
