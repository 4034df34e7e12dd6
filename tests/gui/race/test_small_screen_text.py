"""The race on a small screen at a large text size: the pass screen's heading and the board's
legend are never cut at the sides."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from program_helpers import ProgramFolders, StartProgram
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from eighty_days.settings import AppSettings, Language, apply_ui_scale
from eighty_days.ui.race.window import RaceWindow

pytestmark = pytest.mark.gui


@pytest.fixture
def restored_font(qtbot: QtBot) -> Iterator[QApplication]:
    """Put the application's text size back after the test."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    font = app.font()
    yield app
    apply_ui_scale(app, 100)
    app.setFont(font)


def test_the_pass_screens_heading_wraps_in_german_at_150_percent(
    start_program: StartProgram,
    qtbot: QtBot,
    program_folders: ProgramFolders,
    restored_font: QApplication,
) -> None:
    """``eighty-days race`` in German at 150 % text on a 1024×700 screen: "Gib den Computer
    an Spieler 2 weiter" lies whole inside the pass screen, on two lines if need be (it was
    one line, cut at both sides: "len Computer an Spieler 2 w")."""
    settings = AppSettings(program_folders.store)
    settings.language = Language.GERMAN
    settings.ui_scale = 150
    program_folders.store.sync()
    (window,) = start_program("race", "--players", "2", "--seed", "7").windows
    assert isinstance(window, RaceWindow)
    qtbot.waitExposed(window)
    # as the program fits it on a 1024×700 screen (fit_on_screen): smaller than its panels ask
    window.setMinimumSize(1024, 700)
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: window.size().toTuple() == (1024, 700), timeout=2000)
    QApplication.processEvents()
    screen = window.table.pass_screen
    heading = screen.message
    assert screen.isVisible() and heading.text().startswith("Gib den Computer an ")
    place = QRect(heading.mapTo(screen, QPoint(0, 0)), heading.size())
    assert screen.rect().contains(place), (place, screen.rect())
    # shown narrower than it needs at the least, it is cut; wrapped, it is as high as it needs
    assert heading.minimumSizeHint().width() <= heading.width() + 2, heading.width()
    assert heading.heightForWidth(heading.width()) <= heading.height() + 2
    # the heading on two lines pushed the button below a squeezed screen's edge under X11:
    # it comes right under the heading, before the explanation
    assert heading.y() < screen.ready.y() < screen.reason.y()


def test_the_board_legend_wraps_between_kinds_in_german_at_150_percent(
    start_program: StartProgram,
    qtbot: QtBot,
    program_folders: ProgramFolders,
    restored_font: QApplication,
) -> None:
    """German at 150 % text on a 1024×700 screen: the legend of the kinds of space is shown
    whole, on two lines if need be (it was one line, cut after "Handschellenfeld", and
    "großes Reisestationsfeld" was not seen at all)."""
    settings = AppSettings(program_folders.store)
    settings.language = Language.GERMAN
    settings.ui_scale = 150
    program_folders.store.sync()
    (window,) = start_program("race", "--players", "2", "--seed", "7").windows
    assert isinstance(window, RaceWindow)
    qtbot.waitExposed(window)
    window.setMinimumSize(1024, 700)  # as the program fits it on a 1024×700 screen
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: window.size().toTuple() == (1024, 700), timeout=2000)
    QApplication.processEvents()
    legend = window.table.legend
    assert "Reisestationsfeld" in legend.text()
    assert legend.minimumSizeHint().width() <= legend.width() + 2, legend.width()
    assert legend.heightForWidth(legend.width()) <= legend.height() + 2
