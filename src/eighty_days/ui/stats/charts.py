"""Simple bar charts drawn with QPainter: labelled columns of stacked parts."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from eighty_days.ui.common.palette import INK, PAPER
from eighty_days.ui.ui_scale import scaled_pixels


@dataclass(frozen=True)
class Column:
    """One column: its label under it, its stacked parts from the bottom, a text on top."""

    label: str
    parts: tuple[float, ...]
    top_text: str = ""


class BarChart(QWidget):
    """Columns of stacked parts with a title and a legend (one colour per part)."""

    def __init__(
        self,
        title: str,
        legend: Sequence[str],
        colours: Sequence[QColor],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.title = title
        self.legend = tuple(legend)
        self.colours = tuple(colours)
        self.columns: tuple[Column, ...] = ()
        self.empty_text = ""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(scaled_pixels(320), scaled_pixels(200))

    def sizeHint(self) -> QSize:
        """Room for a few columns and the labels."""
        return QSize(scaled_pixels(480), scaled_pixels(260))

    def set_columns(self, columns: Sequence[Column], empty_text: str = "") -> None:
        """Show ``columns`` (``empty_text`` when there are none)."""
        self.columns = tuple(columns)
        self.empty_text = empty_text
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        """Title, legend, the columns and their labels."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), PAPER)
        metrics = painter.fontMetrics()
        line = metrics.height()
        pad = scaled_pixels(8)
        painter.setPen(INK)
        title_font = painter.font()
        title_font.setBold(True)
        painter.setFont(title_font)
        painter.drawText(QRectF(pad, pad, self.width() - 2 * pad, line), self.title)
        painter.setFont(self.font())
        x = float(pad)
        legend_y = pad + line + scaled_pixels(4)
        if len(self.legend) > 1:
            for name, colour in zip(self.legend, self.colours, strict=False):
                painter.fillRect(QRectF(x, legend_y + 3, line - 6, line - 6), colour)
                x += line
                painter.drawText(
                    QRectF(x, legend_y, metrics.horizontalAdvance(name) + 4, line), name
                )
                x += metrics.horizontalAdvance(name) + pad * 2
        top = legend_y + line + pad
        bottom = self.height() - pad - line - 2
        plot = QRectF(pad, top, self.width() - 2 * pad, max(bottom - top, 10))
        painter.setPen(QPen(INK, 1))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        if not self.columns:
            painter.drawText(plot, Qt.AlignmentFlag.AlignCenter, self.empty_text)
            painter.end()
            return
        highest = max((sum(c.parts) for c in self.columns), default=0.0) or 1.0
        slot = plot.width() / len(self.columns)
        width = max(min(slot * 0.7, scaled_pixels(60)), 2.0)
        text_room = line + 2
        scale = (plot.height() - text_room) / highest
        for index, column in enumerate(self.columns):
            left = plot.left() + slot * index + (slot - width) / 2
            y = plot.bottom()
            for part, value in enumerate(column.parts):
                height = value * scale
                painter.fillRect(
                    QRectF(left, y - height, width, height), self.colours[part % len(self.colours)]
                )
                y -= height
            painter.setPen(INK)
            if column.top_text:
                painter.drawText(
                    QRectF(left - slot, y - text_room, width + 2 * slot, text_room),
                    Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
                    column.top_text,
                )
            if column.label:
                painter.drawText(
                    QRectF(plot.left() + slot * index, plot.bottom() + 2, slot, line),
                    Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                    metrics.elidedText(column.label, Qt.TextElideMode.ElideRight, int(slot)),
                )
        painter.end()
