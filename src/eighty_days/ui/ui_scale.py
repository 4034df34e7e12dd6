"""The UI scale (Settings → UI scale) for text the program paints itself.

``settings.apply_ui_scale`` scales the application font, which every widget follows; text
painted with a fixed pixel or point size (cards, calendar, ruler labels) asks here for
its size instead, so it grows and shrinks with the rest.
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QGuiApplication

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
