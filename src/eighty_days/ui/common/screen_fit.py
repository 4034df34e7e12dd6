"""A window on the screen whole: its frame never runs off the screen's free area.

``fit_on_screen`` shrinks and moves a window whose first or kept size does not fit (the
program calls it when it shows a window, and again when the window manager's frame comes
late). ``KeepOnScreen`` does the same whenever a window is made as large as the screen
or larger (sized to the available area, or by the window manager): the frame's title and
borders come on top of that size, and without it the status bar ran under the screen's
bottom edge by the frame's height.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QWidget


def fit_on_screen(window: QWidget) -> None:
    """Shrink ``window`` to the screen's free area and move it inside when its first or kept
    size does not fit (a laptop's 1024×700, or a smaller screen than the one it was kept
    on): nothing of the window, its frame included, may lie off the screen. A window whose
    panels ask for more room than the screen has is allowed to be smaller than they ask."""
    screen = window.screen() or QApplication.primaryScreen()
    if screen is None:
        return
    free = screen.availableGeometry()
    frame = window.frameGeometry()
    extra_width = max(0, frame.width() - window.width())
    extra_height = max(0, frame.height() - window.height())
    room_width, room_height = free.width() - extra_width, free.height() - extra_height
    minimum = window.minimumSizeHint().expandedTo(window.minimumSize())
    if minimum.width() > room_width or minimum.height() > room_height:
        window.setMinimumSize(min(minimum.width(), room_width), min(minimum.height(), room_height))
    width, height = min(window.width(), room_width), min(window.height(), room_height)
    if (width, height) != (window.width(), window.height()):
        window.resize(width, height)
    frame = window.frameGeometry()
    left = min(max(frame.left(), free.left()), free.right() - frame.width() + 1)
    top = min(max(frame.top(), free.top()), free.bottom() - frame.height() + 1)
    if (left, top) != (frame.left(), frame.top()):
        window.move(max(left, free.left()), max(top, free.top()))


class KeepOnScreen(QObject):
    """Watches ``window``: after a resize that leaves its frame larger than the screen's
    free area (not maximized or full screen: the window manager fits those itself), the
    window is fitted again (``fit_on_screen``). A window only moved partly off the screen
    is left where the player put it."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self._pending = False
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A resize of the window: fit it once the event loop is free (the frame follows)."""
        if watched is self._window and event.type() == QEvent.Type.Resize and not self._pending:
            self._pending = True
            QTimer.singleShot(0, self, self._check)
        return False

    def _check(self) -> None:
        self._pending = False
        window = self._window
        if not window.isVisible() or window.windowState() & (
            Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen
        ):
            return
        if frame_too_large(window):
            fit_on_screen(window)


def frame_too_large(window: QWidget) -> bool:
    """Whether ``window``'s frame is wider or higher than its screen's free area."""
    screen = window.screen() or QApplication.primaryScreen()
    if screen is None:
        return False
    free = screen.availableGeometry()
    frame = window.frameGeometry()
    return frame.width() > free.width() or frame.height() > free.height()
