"""Accessibility: a journey turn by keyboard alone, names for every control, shapes not
only colours."""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable

import pytest
from gui_helpers import fixed_setup
from program_helpers import StartProgram, open_journey
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QGraphicsScene,
    QLineEdit,
    QTabBar,
    QWidget,
)
from pytestqt.qtbot import QtBot

from eighty_days.engine.journey import Phase, Slot
from eighty_days.sheet.model import SheetMap, Transport
from eighty_days.ui.common.palette import ILLEGAL, LEGAL, PLAYER_COLOURS
from eighty_days.ui.journey.ruler import RulerItem, RulerSpec, SegmentState
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


def turn_to(qtbot: QtBot, angle_of: Callable[[], float], target: float) -> None:
    """←/→ (then Shift for fine steps) until ``angle_of()`` is near ``target``."""
    for modifier, tolerance in (
        (Qt.KeyboardModifier.NoModifier, 1.6),
        (Qt.KeyboardModifier.ShiftModifier, 0.26),
    ):
        for _ in range(200):
            delta = (target - angle_of() + 180.0) % 360.0 - 180.0
            if abs(delta) <= tolerance:
                break
            press(qtbot, Qt.Key.Key_Left if delta > 0 else Qt.Key.Key_Right, modifier)
    assert abs((target - angle_of() + 180.0) % 360.0 - 180.0) <= 0.3


@pytest.mark.gui
def test_one_journey_turn_by_keyboard_only(
    start_program: StartProgram, qtbot: QtBot, small_map: SheetMap
) -> None:
    """Rulebook, Player Turn 1–4 without a mouse: Tab to a market card, Space shows its bill,
    Enter takes it, ←/→
    turn the ruler, > picks the hinge, ↓ slides the stop, Enter draws (R2024-10)."""
    window = open_journey(start_program, qtbot, small_map, fixed_setup())
    table = window.table
    first_train = table.market.cards[Slot.TRAIN_1]
    for _ in range(60):
        if focused() is first_train:
            break
        press(qtbot, Qt.Key.Key_Tab)
    assert focused() is first_train, "Tab reaches the market's cards"
    assert "£5" in first_train.accessibleName()

    press(qtbot, Qt.Key.Key_Space)  # selects the card: its bill is shown
    assert table.market.selected is not None
    assert "Bill for Ann" in table.market.quote_label.text()
    assert window.controller.state.phase is Phase.TAKE_TRANSPORT
    press(qtbot, Qt.Key.Key_Return)  # Enter pays
    state = window.controller.state
    assert state.phase is Phase.DRAW_ROUTE
    assert state.players[0].spent == 5
    ruler = table.ruler
    assert ruler is not None and ruler.hasFocus(), "the ruler has the keyboard after a card"

    turn_to(qtbot, lambda: ruler.angles[0], FIRST_SEGMENT_ANGLE)
    press(qtbot, Qt.Key.Key_Greater)  # the hinge at the detour mark
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
def test_every_control_of_the_main_window_has_a_name(
    start_program: StartProgram, qtbot: QtBot, small_map: SheetMap
) -> None:
    """A screen reader can name every control: accessible name, visible text or tooltip."""
    window = open_journey(start_program, qtbot, small_map, fixed_setup())
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


def simulated_lab(hex_colour: str, deficiency: str) -> tuple[float, float, float]:
    """The CIELAB colour a person with ``deficiency`` sees (Machado et al. 2009, severity 1)."""
    matrices = {
        "protan": (
            (0.152286, 1.052583, -0.204868),
            (0.114503, 0.786281, 0.099216),
            (-0.003882, -0.048116, 1.051998),
        ),
        "deutan": (
            (0.367322, 0.860646, -0.227968),
            (0.280085, 0.672501, 0.047413),
            (-0.011820, 0.042940, 0.968881),
        ),
        "tritan": (
            (1.255528, -0.076749, -0.178779),
            (-0.078411, 0.930809, 0.147602),
            (0.004733, 0.691367, 0.303900),
        ),
    }
    srgb = [int(hex_colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in srgb]
    seen = [
        min(1.0, max(0.0, sum(m * c for m, c in zip(row, linear, strict=True))))
        for row in matrices[deficiency]
    ]
    to_xyz = ((0.4124, 0.3576, 0.1805), (0.2126, 0.7152, 0.0722), (0.0193, 0.1192, 0.9505))
    white = (0.95047, 1.0, 1.08883)
    xyz = [
        sum(m * c for m, c in zip(row, seen, strict=True)) / w
        for row, w in zip(to_xyz, white, strict=True)
    ]
    f = [t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116 for t in xyz]
    return (116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2]))


@pytest.mark.parametrize("deficiency", ["protan", "deutan", "tritan"])
def test_player_colours_stay_apart_for_colour_blind_eyes(deficiency: str) -> None:
    """Every pair of player colours differs clearly (ΔE*ab ≥ 12) under simulated
    protanopia, deuteranopia and tritanopia."""
    for first, second in itertools.combinations(PLAYER_COLOURS, 2):
        difference = math.dist(
            simulated_lab(first.hex, deficiency), simulated_lab(second.hex, deficiency)
        )
        assert difference >= 12, f"{first.name} and {second.name}: ΔE {difference:.1f}"


def line_samples(verdict: bool) -> float:
    """The share of the ruler's centre line painted in the verdict's colour (legal or not)."""
    scene = QGraphicsScene()
    spec = RulerSpec(length=10.0, marks=(), transport=Transport.TRAIN, unit=1.0)
    ruler = RulerItem((0.0, 0.0), spec, 0.0, pixel_size=0.05)
    scene.addItem(ruler)
    ruler.show_verdict((SegmentState(verdict, True),), "" if verdict else "sea", None)
    source = QRectF(-1.0, -1.0, 12.0, 2.0)
    image = QImage(240, 40, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 240, 40), source)
    painter.end()
    colour = LEGAL if verdict else ILLEGAL
    hits = total = 0
    for x in range(40, 200):  # the middle of the line, away from the handles
        pixel = image.pixelColor(x, 20)
        total += 1
        distance = abs(pixel.red() - colour.red()) + abs(pixel.green() - colour.green())
        hits += distance + abs(pixel.blue() - colour.blue()) < 90
    return hits / total


@pytest.mark.gui
def test_an_illegal_ruler_segment_is_dashed_not_only_red(qtbot: QtBot) -> None:
    """R2024-10 on screen without colour: a legal segment is a solid line, an illegal one
    has gaps (dashes), so the verdict does not depend on telling the colours apart."""
    assert line_samples(True) > 0.85
    assert 0.3 < line_samples(False) < 0.8


@pytest.mark.gui
def test_every_control_of_the_race_window_has_a_name(start_program: StartProgram) -> None:
    """The race window too (``eighty-days race --players 3``, with everything the program
    installs): every control a screen reader reaches has a name."""
    (window,) = start_program("race", "--players", "3", "--seed", "5").windows
    widgets = interactive_widgets(window)
    assert widgets
    nameless = [type(widget).__name__ for widget in widgets if not spoken_name(widget)]
    assert not nameless, "controls without a name: " + ", ".join(nameless)
