"""A layout that fits: the real journey window at 1024×700 and 1920×1080, at 100 % and
150 % text size, keeps every visible label and button inside the window, none covering
a sibling, none cut short; the money tracker's numbers are at least the body font."""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator

import pytest
from program_helpers import ProgramFolders, StartProgram, open_world_journey
from PySide6.QtCore import QCoreApplication, QPoint, QRect
from PySide6.QtGui import QFontInfo, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QComboBox,
    QLabel,
    QWidget,
)
from pytestqt.qtbot import QtBot

from eighty_days.languages import LANGUAGES, SOURCE_LANGUAGE
from eighty_days.settings import AppSettings, Language, apply_ui_scale
from eighty_days.ui.journey.window import MainWindow

SIZES = ((1024, 700), (1280, 720), (1920, 1080))
#: The languages with a translation (all but the source language).
TRANSLATED = [language for language in LANGUAGES if language != SOURCE_LANGUAGE]


def has_size(window: QWidget, size: tuple[int, int]) -> bool:
    """Whether ``window`` has been resized to ``size`` (width, height)."""
    return window.size().toTuple() == size


SCALES = (100, 150)


@pytest.fixture
def restored_font(qtbot: QtBot) -> Iterator[QApplication]:
    """Put the application's text size back after the test."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    font = app.font()
    yield app
    apply_ui_scale(app, 100)
    app.setFont(font)


def in_window(widget: QWidget, window: QWidget) -> QRect:
    """``widget``'s rectangle in ``window``'s coordinates."""
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def scrolled(widget: QWidget) -> bool:
    """Whether ``widget`` lies inside a scroll area's viewport (it may be scrolled away)."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea) and parent.viewport().isAncestorOf(widget):
            return True
        parent = parent.parentWidget()
    return False


def shown_widgets(window: MainWindow) -> list[QWidget]:
    """Every visible label, button and drop-down list of the window (not of the menus)."""
    found: list[QWidget] = []
    for kind in (QLabel, QAbstractButton, QComboBox):
        for widget in window.findChildren(kind):
            if widget.isVisibleTo(window) and widget.width() > 0 and widget.height() > 0:
                found.append(widget)
    return found


def problems(window: MainWindow) -> list[str]:
    """What is outside the window, overlapping a sibling or cut short."""
    found: list[str] = []
    frame = window.rect()
    widgets = shown_widgets(window)
    for widget in widgets:
        name = f"{type(widget).__name__} {widget.objectName() or widget.accessibleName()!r}"
        if isinstance(widget, QLabel):
            name += f" {widget.text()[:40]!r}"
        rect = in_window(widget, window)
        if not scrolled(widget) and not frame.contains(rect):
            found.append(f"{name} at {rect} leaves the window {frame}")
        if isinstance(widget, QLabel) and widget.wordWrap() and widget.text():
            needed = widget.heightForWidth(widget.width())
            if needed > widget.height() + 2:
                found.append(f"{name} is cut short: {widget.height()} of {needed} px")
        elif isinstance(widget, QLabel | QAbstractButton) and widget.text():
            hint = widget.minimumSizeHint()
            if widget.width() + 2 < hint.width() or widget.height() + 2 < hint.height():
                found.append(f"{name} is squeezed: {widget.size()} < {hint}")
    for widget in widgets:
        for other in widgets:
            if other is widget or other.parentWidget() is not widget.parentWidget():
                continue
            if id(other) < id(widget):
                continue
            if widget.geometry().intersects(other.geometry()):
                found.append(
                    f"{type(widget).__name__} {widget.geometry()} overlaps "
                    f"{type(other).__name__} {other.geometry()}"
                )
    return found


@pytest.mark.gui
@pytest.mark.parametrize("scale", SCALES)
def test_the_journey_window_fits_every_size(
    qtbot: QtBot, start_program: StartProgram, restored_font: QApplication, scale: int
) -> None:
    """The program's window, made at each text size and resized to each screen size, is
    that size (nothing forces it wider or taller) and lays out every label and button
    inside it without overlaps."""
    program = start_program("play", "--seed", "7")
    program.windows[0].close()
    apply_ui_scale(restored_font, scale)
    window = program.new_journey_window(None, 7, ("Ann", "Ben", "Cleo"))
    qtbot.waitExposed(window)
    for width, height in SIZES:
        window.resize(width, height)
        qtbot.waitUntil(functools.partial(has_size, window, (width, height)), timeout=2000)
        for tab in range(window.table.panels_tabs.count()):
            window.table.panels_tabs.setCurrentIndex(tab)
            QApplication.processEvents()
            found = problems(window)
            assert not found, f"{width}×{height} at {scale} %, tab {tab}:\n" + "\n".join(found)


@pytest.mark.gui
def test_the_money_trackers_numbers_are_the_body_size(
    qtbot: QtBot, start_program: StartProgram, restored_font: QApplication
) -> None:
    """The numbers in the money tracker's boxes are at least the size of the body text."""
    window = open_world_journey(start_program, qtbot, 7, ("Ann", "Ben"))
    tracker = window.table.panels[0].tracker
    body = QFontInfo(QApplication.font()).pixelSize()
    assert QFontInfo(tracker.number_font()).pixelSize() >= body
    box = tracker.box_rect(1)
    assert box.height() >= body + 2 and box.width() >= body + 2


@pytest.mark.gui
@pytest.mark.parametrize("scale", SCALES)
def test_the_money_trackers_boxes_are_all_in_view(
    qtbot: QtBot, start_program: StartProgram, restored_font: QApplication, scale: int
) -> None:
    """At its first size and on each screen, every box of the money tracker (R2024-14) lies
    inside the player's sheet: the boxes go ten to a row where twenty do not fit (at the
    first size of 1600×1000 the twentieth column was cut off at the panel's edge)."""
    apply_ui_scale(restored_font, scale)
    window = start_program("play").windows[0]
    assert isinstance(window, MainWindow)
    qtbot.waitExposed(window)
    tracker = window.table.panels[0].tracker
    for size in (window.size().toTuple(), *SIZES):
        window.resize(*size)
        qtbot.waitUntil(functools.partial(has_size, window, size), timeout=2000)
        viewport = tracker.parentWidget()
        while viewport is not None and not isinstance(viewport.parentWidget(), QAbstractScrollArea):
            viewport = viewport.parentWidget()
        assert viewport is not None
        qtbot.waitUntil(lambda: tracker.height() >= tracker.heightForWidth(tracker.width()))
        shown = QRect(viewport.mapTo(window, QPoint(0, 0)), viewport.size())
        for pound in (1, 20, 80):
            box = (
                tracker.box_rect(pound)
                .toAlignedRect()
                .translated(tracker.mapTo(window, QPoint(0, 0)))
            )
            assert shown.left() <= box.left() and box.right() <= shown.right(), (size, pound)
            assert tracker.rect().contains(tracker.box_rect(pound).toAlignedRect()), (size, pound)


@pytest.mark.gui
@pytest.mark.parametrize("language", TRANSLATED)
@pytest.mark.parametrize("scale", SCALES)
def test_the_map_buttons_stay_in_their_column_in_each_language(
    qtbot: QtBot,
    start_program: StartProgram,
    program_folders: ProgramFolders,
    restored_font: QApplication,
    scale: int,
    language: str,
) -> None:
    """In each translation (German: "Einpassen", "Meine Route", "Route zeichnen"; Spanish:
    "Ajustar", "Mi ruta", "Trazar ruta"), on each screen size: the map's three buttons lie
    whole inside the map's column, side by side or wrapped, none covering another (at
    150 % on 1024×700 "Route zeichnen" was cut by the market's column and covered by
    "Meine Route")."""
    settings = AppSettings(program_folders.store)
    settings.language = Language(language)
    settings.ui_scale = scale
    program_folders.store.sync()
    window = start_program("play").windows[0]
    assert isinstance(window, MainWindow)
    qtbot.waitExposed(window)
    table = window.table
    buttons = (table.fit_button, table.my_route_button, table.draw_button)
    assert table.draw_button.text() != "Draw route"  # translated
    column = table.bar.parentWidget()
    assert column is not None
    for size in SIZES:
        window.resize(*size)
        qtbot.waitUntil(functools.partial(has_size, window, size), timeout=2000)
        QApplication.processEvents()
        places = [QRect(button.mapTo(column, QPoint(0, 0)), button.size()) for button in buttons]
        for button, place in zip(buttons, places, strict=True):
            assert column.rect().contains(place), (size, button.text(), place, column.rect())
            assert button.width() + 2 >= button.minimumSizeHint().width(), (size, button.text())
        for index, place in enumerate(places):
            for other in places[index + 1 :]:
                assert not place.intersects(other), (size, places)


@pytest.mark.gui
@pytest.mark.parametrize("language", TRANSLATED)
def test_the_income_cards_heading_is_one_line_in_each_language(
    qtbot: QtBot, start_program: StartProgram, program_folders: ProgramFolders, language: str
) -> None:
    """In each translation on a 1024×700 screen: "Einkommenskarte 1 von 3", "Carta de
    ingresos 1 de 3" above the income places is whole on one line (the German was broken
    before its "3")."""
    settings = AppSettings(program_folders.store)
    settings.language = Language(language)
    program_folders.store.sync()
    window = start_program("play").windows[0]
    assert isinstance(window, MainWindow)
    qtbot.waitExposed(window)
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: window.size().toTuple() == (1024, 700), timeout=2000)
    QApplication.processEvents()
    label = window.table.income
    source = "<b>Income card {value} of {total}</b><br>"
    heading = QCoreApplication.translate("JourneyTable", source).format(value=1, total=3)
    heading = re.sub(r"<[^>]+>", "", heading)
    assert heading != "Income card 1 of 3"
    assert heading in label.text().replace("&nbsp;", " ")
    document = QTextDocument()
    document.setDefaultFont(label.font())
    document.setDocumentMargin(0)  # as a label lays out its text
    document.setHtml(label.text())
    document.setTextWidth(label.contentsRect().width())
    document.size()  # laid out
    block = document.firstBlock()
    first_line = block.layout().lineAt(0)
    shown = block.text()[first_line.textStart() : first_line.textStart() + first_line.textLength()]
    assert shown.replace("\xa0", " ").strip() == heading, shown
