"""A bar of two parts side by side when there is room, else one above the other."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QBoxLayout, QSizePolicy, QWidget

from eighty_days.ui.ui_scale import scaled_pixels


class ReflowBar(QWidget):
    """Two parts side by side when there is room, else one above the other (a narrow
    window or a large text size never pushes the window wider)."""

    def __init__(
        self,
        first: QWidget,
        second: QWidget,
        parent: QWidget | None = None,
        *,
        room_to_spare: bool = True,
    ) -> None:
        """``room_to_spare``: one row only with some room left over (else: when it fits)."""
        super().__init__(parent)
        self.parts = (first, second)
        self._spare = room_to_spare
        self.box = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self.box.setContentsMargins(0, 0, 0, 0)
        self.box.addWidget(first, 1)
        self.box.addWidget(second)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def _wanted_width(self) -> int:
        first, second = self.parts
        return (
            first.minimumSizeHint().width()
            + second.sizeHint().width()
            + self.box.spacing()
            + (scaled_pixels(40) if self._spare else 0)
        )

    def minimumSizeHint(self) -> QSize:
        """As narrow as the wider part; as high as the parts are in their current row(s)."""
        first, second = self.parts
        width = max(first.minimumSizeHint().width(), second.minimumSizeHint().width())
        return QSize(width, self.box.minimumSize().height())

    def sizeHint(self) -> QSize:
        """Both parts in one row."""
        return QSize(self._wanted_width(), self.box.sizeHint().height())

    def _reflow(self, width: int) -> None:
        """One row if both parts fit in ``width``, else two."""
        direction = (
            QBoxLayout.Direction.LeftToRight
            if width >= self._wanted_width()
            else QBoxLayout.Direction.TopToBottom
        )
        if self.box.direction() != direction:
            self.box.setDirection(direction)
            self.updateGeometry()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """One row if both parts fit, else two."""
        self._reflow(event.size().width())
        super().resizeEvent(event)

    def event(self, event: QEvent) -> bool:
        """A part's wanted size changed (a button enabled, a text changed): one row or two
        again for the width the bar has (two rows were kept after the need had passed)."""
        if event.type() == QEvent.Type.LayoutRequest and self.isVisible():
            self._reflow(self.width())
        return super().event(event)
