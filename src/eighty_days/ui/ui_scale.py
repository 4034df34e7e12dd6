"""The UI scale (Settings → UI scale) for text the program paints itself.

``settings.apply_ui_scale`` scales the application font, which every widget follows; text
painted with a fixed pixel or point size (cards, calendar, ruler labels) asks here for
its size instead, so it grows and shrinks with the rest.

A change while windows are open reaches each widget as a ``QEvent.FontChange``: widgets
that size boxes for their text set those sizes again then. Qt skips widgets that have a
style sheet (theirs or an ancestor's) when the application font changes, so their owner
calls ``refresh_style_sheets`` to give them the new font.
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import QWidget

#: The application property in which ``settings.apply_ui_scale`` keeps the unscaled font.
BASE_FONT_PROPERTY = "eighty_days_base_font"


def ui_scale_factor() -> float:
    """The application font's size over the system font's (1.0 when nothing was scaled)."""
    app = QGuiApplication.instance()
    if app is None:
        return 1.0
    base = app.property(BASE_FONT_PROPERTY)
    if not isinstance(base, QFont):
        return 1.0
    current = QGuiApplication.font()
    if base.pointSizeF() > 0 and current.pointSizeF() > 0:
        return current.pointSizeF() / base.pointSizeF()
    if base.pixelSize() > 0 and current.pixelSize() > 0:
        return current.pixelSize() / base.pixelSize()
    return 1.0


def scaled_pixels(pixels: float) -> int:
    """A pixel size (fonts, badges) at the UI scale."""
    return max(1, round(pixels * ui_scale_factor()))


def scaled_points(points: float) -> float:
    """A point size at the UI scale."""
    return points * ui_scale_factor()


def refresh_style_sheets(root: QWidget) -> None:
    """Give ``root`` and the widgets in it that carry a style sheet the current font.

    A widget with a style sheet keeps the font it was polished with when the application
    font changes; setting its sheet again polishes it anew with the current font.
    """
    for widget in (root, *root.findChildren(QWidget)):
        sheet = widget.styleSheet()
        if sheet:
            widget.setStyleSheet(sheet)
