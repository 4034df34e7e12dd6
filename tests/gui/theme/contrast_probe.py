"""The contrast of every text a window shows, measured as the eye sees it.

Labels, buttons and group titles are measured from pixels: the part of the window under
the widget is grabbed with its text, and again with the text's ink made transparent (a
label keeps its text and font, so nothing moves; a button's text goes; then all is put
back). The pixels that differ are the text; the second grab gives what lies beneath each.
The text is cut into glyphs (8-connected runs of text pixels). A glyph's peak is its
pixel that stands out most from what lies beneath (a glyph's core is fully covered, its
edge blended with the background); glyphs whose peaks step from the background in the
same direction are of one colour, and a colour's contrast is that of its best glyph (a
thin stem between two pixel columns has no fully covered pixel). A widget's contrast is
that of its faintest colour: a coloured span inside rich text counts for itself, and a
style sheet's or a palette's colours alike, wherever they come from. Pictures inside
rich text (a player's token before their name) stay in both grabs: they are no text.

Lists, trees and tables are measured from their model: each shown item's foreground and
background brush (else the view's palette: Text on Base, or on AlternateBase).

Disabled controls are left out (WCAG 2 exempts inactive controls), and so are the custom
painted paper parts (cards, calendar, map), whose ink and paper are fixed together.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray
from PySide6.QtCore import QAbstractListModel, QModelIndex, QPoint, QRect, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QPalette,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
)
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QGroupBox,
    QLabel,
    QWidget,
)

from eighty_days.ui.common.contrast import composited, contrast_ratio

#: Channels (0–255) two grabs may differ by without it being text (none, offscreen).
NOISE = 8
#: A glyph smaller than this (a dot of an "i", a comma) may have no fully covered pixel.
LEAST_GLYPH = 8
#: Two glyphs' colours are one when their steps from the background point this alike
#: (the cosine of the angle between them) …
SAME_COLOUR = 0.985
#: … over backgrounds no further apart than this (a channel, 0–1).
SAME_BACKGROUND = 0.05


@dataclass(frozen=True, slots=True)
class TextContrast:
    """One shown text: where it is (class, object name, its first words) and its contrast."""

    where: str
    ratio: float

    def __str__(self) -> str:
        return f"{self.ratio:5.2f}:1  {self.where}"


def rgb_pixels(image: QImage) -> NDArray[np.float64]:
    """``image`` as an array rows × columns × (r, g, b), channels 0–1."""
    image = image.convertToFormat(QImage.Format.Format_RGB888)
    width, height, stride = image.width(), image.height(), image.bytesPerLine()
    raw = np.frombuffer(image.constBits(), dtype=np.uint8, count=stride * height)
    rows = raw.reshape(height, stride)[:, : width * 3].reshape(height, width, 3)
    return rows.astype(np.float64) / 255.0


def luminance(pixels: NDArray[np.float64]) -> NDArray[np.float64]:
    """WCAG 2's relative luminance of each pixel of ``pixels`` (… × 3, channels 0–1)."""
    linear = np.where(pixels <= 0.04045, pixels / 12.92, ((pixels + 0.055) / 1.055) ** 2.4)
    weighted: NDArray[np.float64] = linear @ np.array([0.2126, 0.7152, 0.0722])
    return weighted


def pixel_contrast(first: NDArray[np.float64], second: NDArray[np.float64]) -> NDArray[np.float64]:
    """WCAG 2's contrast ratio, pixel by pixel, of two arrays of the same shape (… × 3)."""
    a, b = luminance(first), luminance(second)
    ratio: NDArray[np.float64] = (np.maximum(a, b) + 0.05) / (np.minimum(a, b) + 0.05)
    return ratio


def glyphs(mask: NDArray[np.bool_]) -> list[NDArray[np.intp]]:
    """The 8-connected runs of ``True`` in ``mask``, each as an array of (row, column)."""
    seen = np.zeros_like(mask)
    height, width = mask.shape
    found: list[NDArray[np.intp]] = []
    for start_row, start_column in zip(*np.nonzero(mask), strict=True):
        if seen[start_row, start_column]:
            continue
        seen[start_row, start_column] = True
        stack = [(int(start_row), int(start_column))]
        members: list[tuple[int, int]] = []
        while stack:
            row, column = stack.pop()
            members.append((row, column))
            for d_row in (-1, 0, 1):
                for d_column in (-1, 0, 1):
                    r, c = row + d_row, column + d_column
                    if 0 <= r < height and 0 <= c < width and mask[r, c] and not seen[r, c]:
                        seen[r, c] = True
                        stack.append((r, c))
        found.append(np.array(members, dtype=np.intp))
    return found


def text_ratio(with_text: QImage, without_text: QImage) -> float | None:
    """The contrast of the faintest colour of text in the difference of two grabs of the
    same place (None: no text was drawn there).

    Each glyph's peak (its pixel that stands out most) gives the glyph's ratio and the
    direction its colour lies in from the background. Glyphs of one colour share that
    direction; a thin stem between two pixel columns has no fully covered pixel, so a
    colour's ratio is that of its best glyph, and the text's is that of its faintest
    colour."""
    shown, under = rgb_pixels(with_text), rgb_pixels(without_text)
    if shown.shape != under.shape:
        return None
    mask = np.abs(shown - under).max(axis=2) * 255.0 > NOISE
    if not mask.any():
        return None
    ratios = pixel_contrast(shown, under)
    runs = glyphs(mask)
    peaks: list[tuple[float, NDArray[np.float64], NDArray[np.float64]]] = []
    for run in [run for run in runs if len(run) >= LEAST_GLYPH] or runs:
        best = int(np.argmax(ratios[run[:, 0], run[:, 1]]))
        row, column = run[best]
        step = shown[row, column] - under[row, column]
        direction = step / max(float(np.linalg.norm(step)), 1e-9)
        peaks.append((float(ratios[row, column]), direction, under[row, column]))
    peaks.sort(key=lambda peak: -peak[0])
    colours: list[tuple[float, NDArray[np.float64], NDArray[np.float64]]] = []
    for peak in peaks:
        _, direction, background = peak
        if not any(
            float(direction @ known[1]) >= SAME_COLOUR
            and float(np.abs(background - known[2]).max()) < SAME_BACKGROUND
            for known in colours
        ):
            colours.append(peak)
    return min((ratio for ratio, _, _ in colours), default=None)


def _grab(window: QWidget, widget: QWidget) -> QImage:
    """What ``window`` shows where ``widget`` is."""
    corner = widget.mapTo(window, QPoint(0, 0))
    return window.grab(QRect(corner, widget.size())).toImage()


@dataclass(frozen=True, slots=True)
class Hiding:
    """A way to make a widget's text invisible without moving anything, and back."""

    text: str
    hide: Callable[[], None]
    show: Callable[[], None]


def _label_hiding(label: QLabel) -> Hiding:
    """A label's ink made transparent: its own style sheet gets a transparent colour
    (preferred to every inherited sheet), rich text gets transparent characters (its
    spans' colours and backgrounds are their own); the text and the font stay, so the
    label and whatever is laid out by its size stay where they are."""
    text, sheet = label.text(), label.styleSheet()
    transparent = "color: rgba(0, 0, 0, 0);"
    hidden_sheet = (
        f"{sheet} QLabel {{ {transparent} }}" if "{" in sheet else f"{sheet}; {transparent}"
    )
    bare = _without_ink(text, label) if _rich(label) else text

    def hide() -> None:
        label.setStyleSheet(hidden_sheet)
        label.setText(bare)

    def show() -> None:
        label.setStyleSheet(sheet)
        label.setText(text)

    return Hiding(text, hide, show)


def _hidings(widget: QWidget) -> Iterator[Hiding]:
    """The ways to make the widget's texts invisible and back."""
    if isinstance(widget, QLabel) and widget.text() and widget.pixmap().isNull():
        yield _label_hiding(widget)
    elif isinstance(widget, QAbstractButton) and widget.text():
        text = widget.text()
        yield Hiding(text, lambda: widget.setText(""), lambda: widget.setText(text))
    elif isinstance(widget, QGroupBox) and widget.title():
        title = widget.title()
        # a space keeps the title's room (an empty title gives it to the contents at once)
        yield Hiding(title, lambda: widget.setTitle(" "), lambda: widget.setTitle(title))


def _rich(label: QLabel) -> bool:
    """Whether ``label`` shows its text as rich text."""
    kind = label.textFormat()
    return kind is Qt.TextFormat.RichText or (
        kind is Qt.TextFormat.AutoText and GuiQt.mightBeRichText(label.text())
    )


def _without_ink(html: str, label: QLabel) -> str:
    """The rich text ``html`` with every character's ink transparent (its spans'
    backgrounds kept), laid out in ``label``'s font as before."""
    document = QTextDocument()
    document.setDefaultFont(label.font())
    document.setHtml(html)
    cursor = QTextCursor(document)
    cursor.select(QTextCursor.SelectionType.Document)
    clear = QTextCharFormat()
    clear.setForeground(QBrush(QColor(0, 0, 0, 0)))
    cursor.mergeCharFormat(clear)
    return document.toHtml()


def _name(widget: QWidget, text: str) -> str:
    """A widget named for a failure message: its class, object name and first words."""
    words = " ".join(text.split())[:48]
    return f"{type(widget).__name__} {widget.objectName() or '-'} {words!r}"


def _shown(widget: QWidget) -> bool:
    """Whether ``widget`` is on screen now, with some of it visible, and enabled."""
    return (
        widget.isVisible()
        and widget.isEnabled()
        and not widget.visibleRegion().isEmpty()
        and widget.width() > 0
        and widget.height() > 0
    )


def _item_brush(index: QModelIndex, role: Qt.ItemDataRole) -> QColor | None:
    """The colour an item's model gives for ``role`` (None: the view's palette decides)."""
    value = index.data(role)
    if isinstance(value, QBrush) and value.style() != Qt.BrushStyle.NoBrush:
        return value.color()
    if isinstance(value, QColor) and value.isValid():
        return value
    return None


def _item_contrasts(view: QAbstractItemView) -> Iterator[TextContrast]:
    """Each shown item of ``view``: its foreground on its background, from the model."""
    model = view.model()
    if model is None:
        return
    palette = view.palette()
    viewport = view.viewport().rect()
    alternate = view.alternatingRowColors()
    root = view.rootIndex()
    for row in range(model.rowCount(root)):
        columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount(root)
        for column in range(columns):
            index = model.index(row, column, root)
            text = index.data(Qt.ItemDataRole.DisplayRole)
            if not text or not view.visualRect(index).intersects(viewport):
                continue
            base_role = (
                QPalette.ColorRole.AlternateBase
                if alternate and row % 2
                else QPalette.ColorRole.Base
            )
            base = palette.color(base_role)
            background = _item_brush(index, Qt.ItemDataRole.BackgroundRole)
            background = base if background is None else composited(background, base)
            foreground = _item_brush(index, Qt.ItemDataRole.ForegroundRole)
            if foreground is None:
                foreground = palette.color(QPalette.ColorRole.Text)
            seen = composited(foreground, background)
            yield TextContrast(
                f"{type(view).__name__} {view.objectName() or '-'} item {str(text)[:48]!r}",
                contrast_ratio(seen, background),
            )


def text_contrasts(window: QWidget) -> list[TextContrast]:
    """The contrast of every text ``window`` shows now (labels, buttons, group titles,
    list items), weakest first."""
    found: list[TextContrast] = []
    for widget in [window, *window.findChildren(QWidget)]:
        if not _shown(widget):
            continue
        if isinstance(widget, QAbstractItemView):
            found.extend(_item_contrasts(widget))
            continue
        for hiding in _hidings(widget):
            shown = _grab(window, widget)
            hiding.hide()
            bare = _grab(window, widget)
            hiding.show()
            ratio = text_ratio(shown, bare)
            if ratio is not None:
                found.append(TextContrast(_name(widget, hiding.text), ratio))
    return sorted(found, key=lambda entry: entry.ratio)


def band_text_ratio(image: QImage, band: QRect) -> float:
    """The contrast of the text painted on a band of one colour (a race card's transport)
    inside ``band`` of ``image``: the band's colour is its commonest pixel, the text's the
    pixel that stands out most from it (the glyphs' cores are fully covered)."""
    pixels = rgb_pixels(image.copy(band)).reshape(-1, 3)
    colours, counts = np.unique(np.round(pixels * 255.0), axis=0, return_counts=True)
    background = colours[int(np.argmax(counts))] / 255.0
    ratios = pixel_contrast(pixels, np.broadcast_to(background, pixels.shape))
    return float(ratios.max())
