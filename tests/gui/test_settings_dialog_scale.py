"""Settings → Text size 150 % → Apply: the Settings dialog itself takes the new size at once
(issue 44): none of its widgets overlaps another, every label's text fits, before it is
reopened."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator

import pytest
from program_helpers import StartProgram
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDialogButtonBox,
    QLabel,
    QSpinBox,
    QWidget,
)
from pytestqt.exceptions import TimeoutError
from pytestqt.qtbot import QtBot

from eighty_days.settings import apply_ui_scale
from eighty_days.ui.common.settings_dialog import SettingsDialog
from eighty_days.ui.race.window import RaceWindow
from eighty_days.ui.ui_scale import ui_scale_factor

pytestmark = pytest.mark.gui

#: Where the screenshots of the dialog before and after Apply go, if set (to look at them).
SHOTS = os.environ.get("EIGHTY_DAYS_TEST_SHOTS")


@pytest.fixture
def normal_scale(qapp: QApplication) -> Iterator[QApplication]:
    """Start at 100 % and put the application font back afterwards."""
    font = QFont(qapp.font())
    apply_ui_scale(qapp, 100)
    yield qapp
    apply_ui_scale(qapp, 100)
    qapp.setFont(font)


def _controls(dialog: QWidget) -> list[QWidget]:
    """The dialog's visible labels, fields, boxes and buttons."""
    kinds = (QLabel, QComboBox, QSpinBox, QAbstractButton)
    return [
        widget
        for widget in dialog.findChildren(QWidget)
        if isinstance(widget, kinds)
        and widget.isVisibleTo(dialog)
        and not isinstance(widget.parentWidget(), (QComboBox, QSpinBox))
    ]


def _in_dialog(widget: QWidget, dialog: QWidget) -> QRect:
    return QRect(widget.mapTo(dialog, widget.rect().topLeft()), widget.size())


def layout_problems(dialog: QWidget) -> list[str]:
    """Widgets of ``dialog`` that overlap one another, lie outside it, or whose text does
    not fit them."""
    problems = []
    controls = _controls(dialog)
    boxes = {id(w): _in_dialog(w, dialog) for w in controls}
    for index, first in enumerate(controls):
        area = boxes[id(first)]
        if not dialog.rect().contains(area):
            problems.append(f"{_name(first)} lies outside the dialog")
        for second in controls[index + 1 :]:
            if first.isAncestorOf(second) or second.isAncestorOf(first):
                continue
            if area.intersects(boxes[id(second)]):
                problems.append(f"{_name(first)} overlaps {_name(second)}")
    for widget in controls:
        if isinstance(widget, QLabel) and widget.text():
            room = widget.contentsRect()
            if widget.wordWrap():
                if widget.heightForWidth(room.width()) > room.height():
                    problems.append(f"{_name(widget)} is cut off")
            elif widget.fontMetrics().horizontalAdvance(_shown(widget.text())) > room.width():
                problems.append(f"{_name(widget)} is cut off")
        elif (
            isinstance(widget, QAbstractButton)
            and widget.text()
            and widget.sizeHint().width() > widget.width() + 1
        ):
            problems.append(f"{_name(widget)} is too narrow for its text")
    return problems


def _shown(text: str) -> str:
    """``text`` as a label shows it: its mnemonic's "&" left out."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _name(widget: QWidget) -> str:
    text = getattr(widget, "text", None)
    return repr(text()) if callable(text) and text() else type(widget).__name__


@pytest.mark.usefixtures("normal_scale")
def test_the_settings_dialog_lays_itself_out_again_after_apply(
    qtbot: QtBot, start_program: StartProgram
) -> None:
    """Tools → Settings… in the race window, Text size 150 %, Apply: the open dialog grows
    with its text, nothing in it overlaps and every text fits."""
    program = start_program("race", "--seed", "5")
    window = program.windows[0]
    assert isinstance(window, RaceWindow)
    window.settings_action.trigger()
    dialog = program.settings_dialog
    assert isinstance(dialog, SettingsDialog)
    qtbot.waitExposed(dialog)
    assert layout_problems(dialog) == []
    if SHOTS:
        dialog.grab().save(os.path.join(SHOTS, "settings-100.png"))
    line = dialog.language_note.fontMetrics().height()
    dialog.scale_box.selectAll()
    qtbot.keyClicks(dialog.scale_box, "150")
    apply_button = dialog.buttons.button(QDialogButtonBox.StandardButton.Apply)
    with qtbot.waitSignal(dialog.settings_applied, timeout=2000):
        qtbot.mouseClick(apply_button, Qt.MouseButton.LeftButton)
    assert ui_scale_factor() == pytest.approx(1.5, rel=0.02)
    assert dialog.isVisible()
    note = dialog.language_note  # the text has grown in the dialog too
    qtbot.waitUntil(lambda: note.fontMetrics().height() >= line * 1.4, timeout=2000)
    with contextlib.suppress(TimeoutError):  # laid out again once the fonts have changed
        qtbot.waitUntil(lambda: layout_problems(dialog) == [], timeout=2000)
    assert layout_problems(dialog) == []
    if SHOTS:
        dialog.grab().save(os.path.join(SHOTS, "settings-150.png"))
