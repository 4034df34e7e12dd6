"""Driving the map editor as the program opens it (``eighty-days editor FILE``): real
clicks, drags and keys on its widgets."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QToolBar, QWidget
from pytestqt.qtbot import QtBot

from eighty_days.resources import maps_dir
from eighty_days.sheet.model import Point
from eighty_days.ui.editor.canvas import Tool
from eighty_days.ui.editor.window import EditorWindow

#: The ``start_program`` fixture (tests/gui/conftest.py): the program as its command line starts it.
Start = Callable[..., Any]


def open_editor(
    start: Start, qtbot: QtBot, tmp_path: Path, map_name: str = "sample-small.yaml"
) -> EditorWindow:
    """``eighty-days editor`` on a copy of a shipped map: shown, fitted, registered."""
    path = tmp_path / map_name
    shutil.copy(maps_dir() / map_name, path)
    return open_editor_on(start, qtbot, path)


def open_editor_on(start: Start, qtbot: QtBot, path: Path | None) -> EditorWindow:
    """``eighty-days editor [path]`` started through the program (``start``: the
    ``start_program`` fixture): its editor window, shown, fitted, registered with qtbot."""
    program = start("editor", *([str(path)] if path is not None else []))
    window = program.windows[0]
    assert isinstance(window, EditorWindow)

    def discard() -> None:
        window._close_confirmed = True  # closed for good after the test, as after "Discard"

    qtbot.addWidget(window, before_close_func=lambda _: discard())
    window.resize(1400, 900)
    qtbot.waitExposed(window)
    window.activateWindow()  # its shortcuts answer only in the active window
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.view.fit()
    return window


def at(window: EditorWindow, point: Point) -> QPoint:
    """The viewport position of a map point."""
    return window.view.view_point(point).toPoint()


def click_map(
    qtbot: QtBot,
    window: EditorWindow,
    point: Point,
    modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
) -> None:
    """A left click on the map at ``point`` (with ``modifier`` held)."""
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, modifier, at(window, point))


def drag_map(
    qtbot: QtBot,
    window: EditorWindow,
    start: Point,
    end: Point,
    modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
) -> None:
    """Press at ``start``, move through the middle to ``end``, release there."""
    viewport = window.view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, modifier, at(window, start))
    for step in (0.25, 0.5, 0.75, 1.0):
        middle = (start[0] + (end[0] - start[0]) * step, start[1] + (end[1] - start[1]) * step)
        qtbot.mouseMove(viewport, at(window, middle))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, modifier, at(window, end))


def press(qtbot: QtBot, button: QWidget) -> None:
    """A real click on a button."""
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def key(
    qtbot: QtBot,
    widget: QWidget,
    which: Qt.Key,
    modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
) -> None:
    """A key press on ``widget``."""
    qtbot.keyClick(widget, which, modifier)


def type_into(qtbot: QtBot, line_edit: QWidget, text: str) -> None:
    """Click into a line edit, select all, type ``text`` and press Enter."""
    qtbot.mouseClick(line_edit, Qt.MouseButton.LeftButton)
    qtbot.keyClick(line_edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(line_edit, text)
    qtbot.keyClick(line_edit, Qt.Key.Key_Return)


def type_keys_where_focus_is(qtbot: QtBot, window: QWidget, text: str) -> None:
    """Type ``text`` into whatever widget of ``window`` has the keyboard focus (as a user
    would)."""
    focus = QApplication.focusWidget() or window.focusWidget()
    assert focus is not None
    qtbot.keyClicks(focus, text)


def choose_tool(qtbot: QtBot, window: EditorWindow, tool: Tool) -> None:
    """Click the tool's toolbar button."""
    toolbar = window.findChild(QToolBar, "tools")
    assert toolbar is not None
    button = toolbar.widgetForAction(window.tool_actions[tool])
    press(qtbot, button)
    assert window.view.tool is tool
