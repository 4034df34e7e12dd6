"""Colours chosen for the system's palette, chosen again when the desktop changes it.

An accent made readable on a light window (``palette.accent``) is too dark on a dark one.
A widget that shows such colours gives ``follow_palette`` the work that sets them; it runs
now and again each time the application's palette changes (the desktop switched between a
light and a dark theme while a game runs).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor, QGuiApplication
from PySide6.QtWidgets import QLabel, QWidget

from eighty_days.ui.common.palette import accent_style, readable_markup
from eighty_days.ui.ui_scale import refresh_style_sheets


class PaletteWatcher(QWidget):
    """A hidden child that renews its parent's colours when the application's palette
    changes (Qt tells every widget of a window, hidden ones too, by ``PaletteChange``)."""

    def __init__(self, parent: QWidget, renew: Callable[[], None]) -> None:
        super().__init__(parent)
        self.setObjectName("paletteWatcher")
        self.hide()
        self.renew = renew
        #: The application palette the colours were last chosen for (its cache key).
        self.chosen_for = -1

    def renew_now(self) -> None:
        """Choose the colours for the application's palette now."""
        self.chosen_for = QGuiApplication.palette().cacheKey()
        self.renew()

    def changeEvent(self, event: QEvent) -> None:
        """A palette change that is the application's (not one the renewal itself made by
        setting a style sheet) renews the colours."""
        if (
            event.type() == QEvent.Type.PaletteChange
            and QGuiApplication.palette().cacheKey() != self.chosen_for
        ):
            self.renew_now()
        super().changeEvent(event)


def follow_palette(widget: QWidget, renew: Callable[[], None], *, now: bool = True) -> None:
    """Run ``renew`` now (``now=False``: not now) and whenever the application's palette
    changes, as long as ``widget`` lives; a later call for the same widget replaces the
    earlier ``renew``."""
    watcher = widget.findChild(
        PaletteWatcher, "paletteWatcher", Qt.FindChildOption.FindDirectChildrenOnly
    )
    if watcher is None:
        watcher = PaletteWatcher(widget, renew)
    watcher.renew = renew
    if now:
        watcher.renew_now()
    else:
        watcher.chosen_for = QGuiApplication.palette().cacheKey()


def restyle_on_theme_change(root: QWidget) -> None:
    """A widget with a style sheet keeps the palette it was polished with (Qt does not
    hand it a new application palette): when the theme changes, every style sheet in
    ``root`` is set again, so that texts the sheets leave to the palette take its new
    colours."""
    follow_palette(root, lambda: refresh_style_sheets(root), now=False)


def show_readable(label: QLabel, html: str) -> None:
    """``label`` shows the rich text ``html`` with its accents and links readable in the
    palette in use (``palette.readable_markup``), now and after a change of theme."""
    follow_palette(label, lambda: label.setText(readable_markup(html)))


def keep_accent(widget: QWidget, colour: QColor, more: str = "") -> None:
    """``widget``'s style sheet: its text in ``colour`` made readable in the palette in use
    (``palette.accent_style``), followed by the declarations ``more``; chosen again after a
    change of theme."""
    follow_palette(widget, lambda: widget.setStyleSheet(f"{accent_style(colour)}; {more}"))
