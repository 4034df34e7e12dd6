"""Settings → Text size reaches the widgets that size or paint text themselves, and the
dialog says when a new language applies.

Every window is the program's (started as ``eighty-days``, ``eighty-days editor FILE`` and
``eighty-days race`` start it, on the test's own settings store). Each scale test sets the
text size the way the player does (the program's Settings dialog, Apply) while the window
is open, and checks that the widget's boxes and painted fonts follow.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest
from gui_helpers import PLAYABLE_SMALL, SAMPLE_SMALL
from program_helpers import ProgramFolders, StartProgram
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QDockWidget, QWidget
from pytestqt.qtbot import QtBot

from eighty_days.app import Program
from eighty_days.engine.journey.state import LAST_DAY
from eighty_days.resources import default_world_map_path
from eighty_days.settings import AppSettings, Language, apply_ui_scale
from eighty_days.ui.common.settings_dialog import SettingsDialog
from eighty_days.ui.editor.window import EditorWindow
from eighty_days.ui.journey.calendar_widget import CalendarWidget
from eighty_days.ui.journey.window import MainWindow
from eighty_days.ui.race.window import RaceWindow
from eighty_days.ui.ui_scale import ui_scale_factor

pytestmark = pytest.mark.gui


@pytest.fixture
def normal_scale(qapp: QApplication) -> Iterator[QApplication]:
    """Start at 100 % and put the application font back afterwards."""
    font = QFont(qapp.font())
    apply_ui_scale(qapp, 100)
    yield qapp
    apply_ui_scale(qapp, 100)
    qapp.setFont(font)


def open_settings(qtbot: QtBot, program: Program, window: QWidget) -> SettingsDialog:
    """The program's Settings dialog over ``window``: its Tools → Settings… where it has
    one (the journey and race windows), else the program's dialog (the map editor)."""
    action = getattr(window, "settings_action", None)
    if action is not None:
        action.trigger()
        dialog = program.settings_dialog
    else:
        dialog = program.open_settings(window)
    assert isinstance(dialog, SettingsDialog)
    qtbot.waitExposed(dialog)
    return dialog


def set_text_size(qtbot: QtBot, program: Program, percent: int) -> None:
    """Choose ``percent`` in Settings → Text size and press Apply, as the player does."""
    dialog = open_settings(qtbot, program, program.windows[-1])
    dialog.scale_box.selectAll()
    qtbot.keyClicks(dialog.scale_box, str(percent))
    apply_button = dialog.buttons.button(QDialogButtonBox.StandardButton.Apply)
    with qtbot.waitSignal(dialog.settings_applied, timeout=2000):
        qtbot.mouseClick(apply_button, Qt.MouseButton.LeftButton)
    assert ui_scale_factor() == pytest.approx(percent / 100, rel=0.02)
    dialog.close()


# -- the journey calendar --------------------------------------------------------------------


def journey(start_program: StartProgram, *argv: str) -> tuple[Program, MainWindow]:
    """``eighty-days --map journey-small.yaml ARGV…``: the program and its journey window."""
    program = start_program("play", "--map", str(PLAYABLE_SMALL), *argv)
    window = program.windows[0]
    assert isinstance(window, MainWindow)
    return program, window


def editor(start_program: StartProgram, qtbot: QtBot) -> tuple[Program, EditorWindow]:
    """``eighty-days editor maps/sample-small.yaml``: the program and its map editor."""
    program = start_program("editor", str(SAMPLE_SMALL))
    window = program.windows[0]
    assert isinstance(window, EditorWindow)
    window.resize(1400, 900)
    qtbot.waitExposed(window)
    return program, window


def first_column_left(calendar: CalendarWidget) -> float:
    """Where the calendar's first column of day boxes starts: right of the month names."""
    return min(calendar.day_rect(day).left() for day in range(LAST_DAY + 1))


@pytest.mark.usefixtures("normal_scale")
def test_the_calendar_grows_with_the_text_size_while_open(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """At 150 % the calendar's boxes, its height, the month names' column and its painted
    text are half as large again, without reopening the game (the text's room is measured
    once, and again after the change); back at 100 % they shrink again."""
    program, window = journey(start_program)
    calendar = window.table.calendar
    height, hint = calendar.minimumHeight(), calendar.sizeHint().height()
    box = calendar.day_rect(10).height()
    months_column = first_column_left(calendar)
    points = calendar.text_font().pointSizeF()

    set_text_size(qtbot, program, 150)
    qtbot.waitUntil(lambda: calendar.minimumHeight() >= height * 1.45, timeout=2000)
    assert calendar.minimumHeight() == pytest.approx(height * 1.5, abs=3)
    assert calendar.sizeHint().height() == pytest.approx(hint * 1.5, abs=3)
    assert calendar.day_rect(10).height() == pytest.approx(box * 1.5, abs=1)
    assert calendar.text_font().pointSizeF() == pytest.approx(points * 1.5, rel=0.02)
    assert first_column_left(calendar) == pytest.approx(months_column * 1.5, rel=0.03)
    qtbot.waitUntil(lambda: calendar.height() >= calendar.minimumHeight(), timeout=2000)

    set_text_size(qtbot, program, 100)
    qtbot.waitUntil(lambda: calendar.minimumHeight() == height, timeout=2000)
    assert first_column_left(calendar) == pytest.approx(months_column, abs=0.5)


@pytest.mark.usefixtures("normal_scale")
@pytest.mark.parametrize("percent", [100, 150, 200])
def test_the_calendar_text_fits_its_boxes(
    qtbot: QtBot, start_program: StartProgram, percent: int
) -> None:
    """The day number and a stacked token fit in a day box, the month names beside the
    boxes and the "after 21 Dec" lines in their box, at every text size."""
    program, window = journey(start_program)
    set_text_size(qtbot, program, percent)
    calendar = window.table.calendar
    # the calendar open in the window takes the new size in: three rows of boxes
    qtbot.waitUntil(
        lambda: 3 * calendar.day_rect(0).height() <= calendar.minimumHeight() <= calendar.height(),
        timeout=2000,
    )
    metrics = QFontMetricsF(calendar.text_font())
    box = calendar.day_rect(0)
    token = min(box.width() - 8, calendar.TOKEN_PIXELS * percent / 100)
    assert metrics.height() + token + 2 <= box.height()
    # the numbers are painted in the day number font: on a board compressed by the large
    # text's month names and income card (200 % on 1600 px) it is smaller than the text's
    numbers = QFontMetricsF(calendar.day_number_font())
    assert numbers.horizontalAdvance("31") + 4 <= calendar.day_rect(29).width() + 0.5
    bold = QFont(calendar.text_font())
    bold.setBold(True)
    assert QFontMetricsF(bold).horizontalAdvance("November") <= box.left()
    late = calendar.day_rect(99)
    assert metrics.horizontalAdvance("21 Dec") + 4 <= late.width()
    assert 2 * metrics.height() + 4 <= late.height()


# -- the map editor --------------------------------------------------------------------------


@pytest.mark.usefixtures("normal_scale")
def test_the_editor_text_grows_with_the_text_size_while_open(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """At 150 % the editor's printed names, its start/arrival flags (letter and box) and
    its number boxes are half as large again, in the window already open."""
    program, window = editor(start_program, qtbot)
    names = [label.font.pointSizeF() for label in window.view.sheet_scene.labels]
    flag_pixels = window.view.overlay.flag_font().pixelSize()
    flag_side = window.view.overlay.flag_box().width()
    number_box = window.panel.map_tab.ruler_unit
    number_width = number_box.minimumWidth()
    assert names

    set_text_size(qtbot, program, 150)
    qtbot.waitUntil(
        lambda: window.view.sheet_scene.labels[0].font.pointSizeF() >= names[0] * 1.45,
        timeout=2000,
    )
    grown = [label.font.pointSizeF() for label in window.view.sheet_scene.labels]
    assert grown == pytest.approx([size * 1.5 for size in names], rel=0.02)
    overlay = window.view.overlay
    assert overlay.flag_font().pixelSize() == pytest.approx(flag_pixels * 1.5, abs=1)
    assert overlay.flag_box().width() == pytest.approx(flag_side * 1.5, abs=1)
    assert QFontMetricsF(overlay.flag_font()).height() <= overlay.flag_box().height()
    assert number_box.minimumWidth() == pytest.approx(number_width * 1.5, abs=1)
    qtbot.waitUntil(lambda: number_box.width() >= number_box.minimumWidth(), timeout=2000)


@pytest.mark.usefixtures("normal_scale")
def test_a_rebuilt_editor_map_keeps_the_text_size(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """An edit redraws the printed map; the names stay at the chosen text size."""
    program, window = editor(start_program, qtbot)
    normal = window.view.sheet_scene.labels[0].font.pointSizeF()
    set_text_size(qtbot, program, 150)
    qtbot.waitUntil(
        lambda: window.view.sheet_scene.labels[0].font.pointSizeF() >= normal * 1.45,
        timeout=2000,
    )
    before = [label.font.pointSizeF() for label in window.view.sheet_scene.labels]
    set_text_size(qtbot, program, 100)
    qtbot.waitUntil(
        lambda: window.view.sheet_scene.labels[0].font.pointSizeF() < before[0] / 1.45,
        timeout=2000,
    )
    old_scene = window.view.sheet_scene
    window.view.show_sheet(replace(window.document.sheet, name="Renamed"))
    assert window.view.sheet_scene is not old_scene
    after = [label.font.pointSizeF() for label in window.view.sheet_scene.labels]
    assert after == pytest.approx([size / 1.5 for size in before], rel=0.02)


# -- the language ----------------------------------------------------------------------------


def test_the_dialog_says_a_new_language_needs_a_new_start(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """The windows are built in one language, so a new one applies from the next start:
    the dialog says so right under the language box."""
    program, window = journey(start_program)
    dialog = open_settings(qtbot, program, window)
    note = dialog.language_note
    assert note.isVisible()
    assert "next start" in note.text()
    language = dialog.language_box.geometry()
    assert note.geometry().top() >= language.bottom()
    assert note.geometry().top() < dialog.animation_box.geometry().top()


def test_the_language_note_is_german_in_german(
    qtbot: QtBot, start_program: StartProgram, program_folders: ProgramFolders
) -> None:
    """With German chosen, the note is translated like every other text of the dialog."""
    AppSettings(program_folders.store).language = Language.GERMAN
    program, window = journey(start_program)
    dialog = open_settings(qtbot, program, window)
    assert dialog.language_note.text() == (
        "Eine neue Sprache gilt ab dem nächsten Start des Programms."
    )


# -- the journey table -----------------------------------------------------------------------


@pytest.mark.usefixtures("normal_scale")
def test_the_journey_table_makes_room_for_larger_text(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """At 150 % while a game is open, the market column, the market cards, the money
    tracker's boxes and the income card grow with the text, and no market card is squeezed
    below its size or pushed past the edge of the market."""
    program = start_program("play", "--map", str(default_world_map_path()), "--seed", "7")
    window = program.windows[0]
    assert isinstance(window, MainWindow)
    window.resize(1600, 1000)
    qtbot.waitExposed(window)
    table = window.table
    card = next(iter(table.market.cards.values()))
    tracker = table.panels[0].tracker
    column = table.market.parentWidget()
    assert column is not None
    before = {
        "column": column.minimumWidth(),
        "card": card.minimumHeight(),
        "tracker": tracker.sizeHint().height(),
        "income": table.income.width(),
    }

    set_text_size(qtbot, program, 150)
    qtbot.waitUntil(lambda: card.minimumHeight() >= before["card"] * 1.45, timeout=2000)
    after = {
        "column": column.minimumWidth(),
        "card": card.minimumHeight(),
        "tracker": tracker.sizeHint().height(),
        "income": table.income.width(),
    }
    for name, size in before.items():
        assert after[name] == pytest.approx(size * 1.5, abs=4), name

    def laid_out() -> bool:
        return all(
            widget.width() >= widget.minimumWidth()
            and column.rect().contains(QRect(widget.mapTo(column, QPoint(0, 0)), widget.size()))
            for widget in table.market.cards.values()
        )

    qtbot.waitUntil(laid_out, timeout=2000)


# -- the 1986 race table ---------------------------------------------------------------------


@pytest.mark.usefixtures("normal_scale")
def test_the_race_table_makes_room_for_larger_text(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """At 150 % while a race is open, the wind rose, the players' list, the hand's cards and
    the column beside the board grow with the text, and the cities' names, the event card's
    title and the "pass the computer" message are written larger."""
    program = start_program("race", "--seed", "3")
    window = program.windows[0]
    assert isinstance(window, RaceWindow)
    window.resize(1500, 940)
    qtbot.waitExposed(window)
    table = window.table
    if table.bottom.currentWidget() is table.pass_screen:  # hot seat: the first player looks
        qtbot.mouseClick(table.pass_screen.ready, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(table.hand_view.buttons), timeout=2000)
    card = table.hand_view.buttons[0]
    city = table.board_scene.city_labels[0]
    rose_column = table.rose_view.parentWidget()
    assert rose_column is not None
    before = {
        "rose": table.rose_view.height(),
        "players": table.players_list.height(),
        "card": card.height(),
        "column": rose_column.minimumWidth(),
        "city": city.font().pixelSize(),
        "pass": table.pass_screen.message.font().pixelSize(),
        "event": table.event_view.title.font().pixelSize(),
    }

    set_text_size(qtbot, program, 150)
    qtbot.waitUntil(lambda: table.rose_view.height() >= before["rose"] * 1.45, timeout=2000)
    qtbot.waitUntil(lambda: card.height() >= before["card"] * 1.45, timeout=2000)
    after = {
        "rose": table.rose_view.height(),
        "players": table.players_list.height(),
        "card": card.height(),
        "column": rose_column.minimumWidth(),
        "city": table.board_scene.city_labels[0].font().pixelSize(),
        "pass": table.pass_screen.message.font().pixelSize(),
        "event": table.event_view.title.font().pixelSize(),
    }
    for name, size in before.items():
        assert after[name] == pytest.approx(size * 1.5, abs=2), name
    # the hand's row is as high as its cards again (they are not cut off at the bottom)
    qtbot.waitUntil(
        lambda: table.bottom.height() >= table.hand_page.sizeHint().height(), timeout=2000
    )


def title_ink_height(dock: QDockWidget) -> int:
    """How many pixel rows of the dock's title bar hold dark (text) pixels."""
    image = dock.grab().toImage()
    title_bottom = dock.widget().geometry().top()
    rows = 0
    for y in range(max(title_bottom, 1)):
        if any(QColor(image.pixel(x, y)).lightness() < 100 for x in range(image.width() // 2)):
            rows += 1
    return rows


@pytest.mark.usefixtures("normal_scale")
def test_the_editor_dock_titles_grow_with_the_text_size(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """The "Properties" title is painted half as large again at 150 % (a plain Qt dock
    keeps the title font it was made with)."""
    program, window = editor(start_program, qtbot)
    dock = window.findChild(QDockWidget, "Properties")
    assert isinstance(dock, QDockWidget)
    before = title_ink_height(dock)
    assert before > 4

    set_text_size(qtbot, program, 150)
    qtbot.waitUntil(lambda: title_ink_height(dock) >= before * 1.3, timeout=2000)
