"""Issue 21: the menus' shortcut texts are never cut off ("Strg+Umschalt+S" in German at
150 % text size), in both game windows, as ``eighty-days`` and ``eighty-days race`` start
them with German and a large text size chosen in the settings."""

from __future__ import annotations

import pytest
from program_helpers import ProgramFolders, StartProgram
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QImage, QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu
from pytestqt.qtbot import QtBot

from eighty_days.settings import AppSettings, Language

#: The offscreen platform cannot grab the keyboard for an open menu (a real display does).
MENU_GRAB = "This plugin does not support grabbing the keyboard"


@pytest.fixture
def german_at_150(program_folders: ProgramFolders) -> ProgramFolders:
    """Settings: German, text size 150 %, stored before the program starts."""
    settings = AppSettings(program_folders.store)
    settings.language = Language.GERMAN
    settings.ui_scale = 150
    return program_folders


def opened_menu(qtbot: QtBot, window: QMainWindow, title: str) -> QMenu:
    """The menu ``title`` of the window's menu bar, opened by a click on the bar."""
    bar = window.menuBar()
    action = next(a for a in bar.actions() if a.text() == title)
    menu = action.menu()
    assert isinstance(menu, QMenu)
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(action).center())
    qtbot.waitUntil(menu.isVisible)
    return menu


def ink_right_edge(image: QImage, row: QRect) -> int:
    """The right-most column of ``row`` (device-independent pixels of ``image``) where
    something is drawn on the menu's background (-1 if nothing is)."""
    ratio = image.devicePixelRatio()
    y = round(row.center().y() * ratio)
    band = range(max(0, y - round(4 * ratio)), min(image.height(), y + round(4 * ratio) + 1))
    background = QColor(image.pixel(round((row.right() - 1) * ratio), y))
    for x in range(min(image.width(), round(row.right() * ratio)) - 1, -1, -1):
        for yy in band:
            colour = QColor(image.pixel(x, yy))
            if (
                abs(colour.red() - background.red())
                + abs(colour.green() - background.green())
                + abs(colour.blue() - background.blue())
                > 120
            ):
                return round(x / ratio)
    return -1


@pytest.mark.gui
@pytest.mark.qt_log_ignore(
    MENU_GRAB, "This plugin does not support propagateSizeHints", r"does not support raise\(\)"
)
@pytest.mark.parametrize("command", ["play", "race"])
def test_the_file_and_edit_menus_show_their_whole_shortcuts_in_german_at_150(
    command: str, start_program: StartProgram, german_at_150: ProgramFolders, qtbot: QtBot
) -> None:
    """Each entry of the File and Edit menus is wide enough for its text and its whole
    shortcut in the menu's font, which follows the text size; the drawn shortcut ends
    inside its entry (Speichern unter … Strg+Umschalt+S)."""
    program = start_program(command, "--seed", "5")
    window = program.windows[0]
    assert isinstance(window, QMainWindow)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    shortcuts: list[str] = []
    for title in ("&Datei", "&Bearbeiten"):
        menu = opened_menu(qtbot, window, title)
        app_font = QApplication.font()
        assert menu.font().pointSizeF() == pytest.approx(app_font.pointSizeF())
        metrics = menu.fontMetrics()
        gap = metrics.horizontalAdvance("  ")
        image = menu.grab().toImage()
        longest = max(
            (a for a in menu.actions() if not a.shortcut().isEmpty()),
            key=lambda a: metrics.horizontalAdvance(
                a.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            ),
        )
        for action in menu.actions():
            if action.isSeparator() or action.shortcut().isEmpty():
                continue
            shortcut = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            shortcuts.append(shortcut)
            label = action.text().replace("&", "")
            row = menu.actionGeometry(action)
            needed = metrics.horizontalAdvance(label) + gap + metrics.horizontalAdvance(shortcut)
            assert row.width() >= needed, f"{title} → {label}: {row.width()} < {needed}"
            assert row.right() < menu.width(), f"{title} → {label} lies outside its menu"
            if not action.isEnabled():
                continue  # greyed text: too faint to find the ink edge
            end = ink_right_edge(image, row)
            assert 0 < end <= row.right() - 2, f"{title} → {label}: its shortcut meets the edge"
            if action is longest:  # the shortcut column is as wide as its longest text
                assert end >= row.right() - gap - metrics.horizontalAdvance("M") * 2, (
                    f"{title} → {label}: no shortcut drawn at the right"
                )
        menu.hide()

        def menu_closed(menu: QMenu = menu) -> bool:
            return not menu.isVisible()

        qtbot.waitUntil(menu_closed)
    assert "Strg+Umschalt+S" in shortcuts and "Strg+S" in shortcuts
