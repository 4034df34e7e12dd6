"""Accessibility: a journey turn by keyboard alone, names for every control, shapes not
only colours."""

from __future__ import annotations

import math

import pytest
from gui_helpers import fixed_setup, open_window
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QTabBar,
    QWidget,
)
from pytestqt.qtbot import QtBot

from eighty_days.engine.journey import Phase, Slot
from eighty_days.sheet.model import SheetMap
from eighty_days.ui.common.palette import PLAYER_COLOURS
from eighty_days.ui.journey.seats import default_looks

#: t22 (first train): £5, 3 days, ruler 7.5 units with a detour mark at 4; on the small map
#: a ruler unit is 2 map units. Canal Town pays £2 on the first income card.
FIRST_SEGMENT_ANGLE = -30.0
CANAL_TOWN = (10.5, 5.2)


def focused() -> QWidget:
    """The widget that has the keyboard now."""
    widget = QApplication.focusWidget()
    assert widget is not None, "something has the keyboard focus"
    return widget


def press(qtbot: QtBot, key: Qt.Key, modifier: Qt.KeyboardModifier | None = None) -> None:
    """Press ``key`` where the keyboard focus is, as a player would."""
    qtbot.keyClick(focused(), key, modifier or Qt.KeyboardModifier.NoModifier)


def turn_to(qtbot: QtBot, angle_of: object, target: float) -> None:
    """←/→ (then Shift for fine steps) until ``angle_of()`` is near ``target``."""
    for modifier, tolerance in (
        (Qt.KeyboardModifier.NoModifier, 1.6),
        (Qt.KeyboardModifier.ShiftModifier, 0.26),
    ):
        for _ in range(200):
            delta = (target - angle_of() + 180.0) % 360.0 - 180.0  # type: ignore[operator]
            if abs(delta) <= tolerance:
                break
            press(qtbot, Qt.Key.Key_Left if delta > 0 else Qt.Key.Key_Right, modifier)
    assert abs((target - angle_of() + 180.0) % 360.0 - 180.0) <= 0.3  # type: ignore[operator]


@pytest.mark.gui
def test_one_journey_turn_by_keyboard_only(qtbot: QtBot, small_map: SheetMap) -> None:
    """Rulebook, Player Turn 1–4 without a mouse: Tab to a market card, Space takes it, ←/→
    turn the ruler, Tab picks the hinge, ↓ slides the stop, Enter draws (R2024-10)."""
    window = open_window(qtbot, small_map, fixed_setup())
    table = window.table
    first_train = table.market.cards[Slot.TRAIN_1]
    for _ in range(60):
        if focused() is first_train:
            break
        press(qtbot, Qt.Key.Key_Tab)
    assert focused() is first_train, "Tab reaches the market's cards"
    assert "£5" in first_train.accessibleName()

    press(qtbot, Qt.Key.Key_Space)
    state = window.controller.state
    assert state.phase is Phase.DRAW_ROUTE
    assert state.players[0].spent == 5
    ruler = table.ruler
    assert ruler is not None and ruler.hasFocus(), "the ruler has the keyboard after a card"

    turn_to(qtbot, lambda: ruler.angles[0], FIRST_SEGMENT_ANGLE)
    press(qtbot, Qt.Key.Key_Tab)  # the hinge at the detour mark
    assert ruler.selected_segment == 1
    hinge = ruler.joints()[1]
    to_town = math.degrees(math.atan2(CANAL_TOWN[1] - hinge[1], CANAL_TOWN[0] - hinge[0]))
    turn_to(qtbot, lambda: ruler.angles[1], to_town)
    assert ruler.angles[0] == pytest.approx(FIRST_SEGMENT_ANGLE, abs=0.3)  # bent, not turned

    needed = ruler.spec.marks[0] + math.dist(hinge, CANAL_TOWN)  # marks in map units
    for _ in range(100):
        if ruler.stop_distance <= needed + 0.2:
            break
        fine = ruler.stop_distance - needed < 0.6
        press(
            qtbot,
            Qt.Key.Key_Down,
            Qt.KeyboardModifier.ShiftModifier if fine else Qt.KeyboardModifier.NoModifier,
        )
    assert math.dist(ruler.end_point(), CANAL_TOWN) < 0.5
    assert table.draw_button.isEnabled()

    with qtbot.waitSignal(window.controller.state_changed):
        press(qtbot, Qt.Key.Key_Return)
    ann = window.controller.state.players[0]
    assert len(ann.routes) == 1 and len(ann.routes[0]) == 3  # the detour was used
    assert ann.location == "canal-town"
    assert ann.earned == 12  # income card 1 pays £2 at Canal Town


def interactive_widgets(root: QWidget) -> list[QWidget]:
    """Every visible widget of ``root`` a player can operate (buttons, fields, cards…)."""
    found = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisibleTo(root):
            continue
        operable = (
            isinstance(widget, QAbstractButton | QComboBox | QLineEdit | QAbstractSpinBox)
            or widget.focusPolicy() & Qt.FocusPolicy.TabFocus == Qt.FocusPolicy.TabFocus
        )
        parent = widget.parent()
        part_of_parent = isinstance(parent, QComboBox | QAbstractSpinBox) or (
            isinstance(parent, QAbstractScrollArea) and widget is parent.viewport()
        )
        if operable and not part_of_parent:
            found.append(widget)
    return found


def spoken_name(widget: QWidget) -> str:
    """What a screen reader can say for ``widget``: its accessible name, text or tooltip."""
    text = widget.text() if isinstance(widget, QAbstractButton) else ""
    if isinstance(widget, QTabBar):
        text = " ".join(widget.tabText(i) for i in range(widget.count()))
    return (widget.accessibleName() or text.replace("&", "") or widget.toolTip()).strip()


@pytest.mark.gui
def test_every_control_of_the_main_window_has_a_name(qtbot: QtBot, small_map: SheetMap) -> None:
    """A screen reader can name every control: accessible name, visible text or tooltip."""
    window = open_window(qtbot, small_map, fixed_setup())
    widgets = interactive_widgets(window)
    assert len(widgets) > 15
    nameless = [
        f"{type(widget).__name__} {widget.objectName()!r} in {type(widget.parent()).__name__}"
        for widget in widgets
        if not spoken_name(widget)
    ]
    assert not nameless, "controls without a name: " + ", ".join(nameless)


def test_seats_differ_by_shape_as_well_as_colour() -> None:
    """No information by colour alone: up to four players have distinct token shapes, and
    the palette's colours are distinct."""
    for count in (2, 3, 4):
        looks = default_looks(tuple(f"P{i}" for i in range(count)))
        assert len({look.shape for look in looks}) == count
        assert len({look.colour for look in looks}) == count
    assert len({colour.hex.lower() for colour in PLAYER_COLOURS}) == len(PLAYER_COLOURS)
