"""A dock widget whose title follows the UI scale (Settings → Text size)."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QDockWidget, QStyle, QStyleOptionDockWidget, QStylePainter


class ScaledDockWidget(QDockWidget):
    """A dock whose title follows the UI scale.

    A plain ``QDockWidget`` paints its title in the font it was made with, so a new text
    size would leave the titles at the old size; this one paints the title in its current
    font, as every other widget does.
    """

    def paintEvent(self, event: QPaintEvent) -> None:
        """The title in the dock's current font (floating docks as Qt paints them)."""
        if self.isFloating() or self.titleBarWidget() is not None:
            super().paintEvent(event)
            return
        painter = QStylePainter(self)
        option = QStyleOptionDockWidget()
        self.initStyleOption(option)
        painter.drawControl(QStyle.ControlElement.CE_DockWidgetTitle, option)

    def changeEvent(self, event: QEvent) -> None:
        """A new font: make the title bar as high as the text needs."""
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.ApplicationFontChange):
            layout = self.layout()
            if layout is not None:
                layout.invalidate()
            self.updateGeometry()
