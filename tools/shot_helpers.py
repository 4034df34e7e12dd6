"""What the screenshot tools share: their start (the application, motions shown at their
end), pictures in each language the program speaks, letting Qt paint, and a dialog drawn
over its window.

The tools run offscreen (``QT_QPA_PLATFORM=offscreen``), where a dialog is a top-level of
its own that ``QWidget.grab`` of the window does not show.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QWidget


def screenshot_app() -> QApplication:
    """The tool's Qt application, every motion shown at its end (still pictures)."""
    from eighty_days.ui.motion import set_motion_override

    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(sys.argv[:1])
    set_motion_override(0.0)
    return app


def in_each_language(
    shoot: Callable[[str], list[Path]], languages: Sequence[str] | None = None
) -> int:
    """``shoot(suffix)`` in English (suffix ``""``), then in each translation (``"-de"``,
    ``"-es"`` …), or only in ``languages``; says which files were written. The exit code of
    the tool."""
    from eighty_days.i18n import LANGUAGES, SOURCE_LANGUAGE, install_translations

    app = screenshot_app()
    written: list[Path] = []
    for language in languages or LANGUAGES:
        installed = install_translations(language, app)
        written += shoot("" if language == SOURCE_LANGUAGE else f"-{language}")
        installed.remove()
    print("wrote", ", ".join(str(path) for path in written))
    return 0


def keep_picture(window: QWidget, path: Path) -> Path:
    """Save ``window``'s picture as ``path`` and close the window; returns ``path``."""
    window.grab().save(str(path))
    window.close()
    return path


def settle(app: QApplication, rounds: int = 3) -> None:
    """Let Qt lay out and paint (``rounds`` passes of the event queue)."""
    for _ in range(rounds):
        app.processEvents()


def grab_with_dialog(window: QWidget, dialog: QWidget | None, *, outline: bool = False) -> QImage:
    """The window's picture with ``dialog`` (a separate top-level) drawn centred on it, on
    a soft shadow (``outline``: with a thin brown frame)."""
    image = window.grab().toImage()
    if dialog is None:
        return image
    picture = dialog.grab().toImage()
    painter = QPainter(image)
    x = (image.width() - picture.width()) // 2
    y = max(40, (image.height() - picture.height()) // 2)
    painter.fillRect(QRect(x + 6, y + 6, picture.width(), picture.height()), QColor(0, 0, 0, 70))
    painter.drawImage(QPoint(x, y), picture)
    if outline:
        painter.setPen(QColor("#5a4a36"))
        painter.drawRect(QRect(x, y, picture.width() - 1, picture.height() - 1))
    painter.end()
    return image
