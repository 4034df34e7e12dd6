"""What the table shows: events for everyone, others' sheets read-only, zoom and the wheel."""

from __future__ import annotations

import pytest
from gui_helpers import segment_point, viewport_point
from program_helpers import StartProgram, open_journey
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from eighty_days.engine.journey import FixedSetup, Phase, Slot
from eighty_days.sheet.model import SheetMap
from eighty_days.ui.journey.scene_geometry import to_scene


def passepartout_twice() -> FixedSetup:
    """t01 and t07 (both Passepartout's icon) lead the train row; Ann plays first."""
    return FixedSetup(
        train_row=("t01", "t07", "t05"),
        ship_row=("t12", "t02", "t08"),
        adventure_cards=("the-deep-cave", "the-beacon", "the-old-ruins"),
        income_order=("income-1", "income-2", "income-3"),
        stack_order=(0, 1),
    )


def wheel(
    qtbot: QtBot,
    widget: object,
    at: QPoint,
    steps: int,
    modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
) -> None:
    """Send a real wheel event of ``steps`` notches at ``at``."""
    event = QWheelEvent(
        QPointF(at),
        QPointF(widget.mapToGlobal(at)),  # type: ignore[attr-defined]
        QPoint(0, 0),
        QPoint(0, 120 * steps),
        Qt.MouseButton.NoButton,
        modifiers,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)  # type: ignore[arg-type]


def short_hop(qtbot: QtBot, window: object) -> None:
    """Draw the shortest route with the card in hand (Home, Enter)."""
    table = window.table  # type: ignore[attr-defined]
    qtbot.keyClick(table.view, Qt.Key.Key_Home)
    with qtbot.waitSignal(window.controller.state_changed):  # type: ignore[attr-defined]
        qtbot.keyClick(table.view, Qt.Key.Key_Return)


@pytest.mark.gui
def test_a_character_taken_from_an_opponent_is_shown_to_both(
    start_program: StartProgram, qtbot: QtBot, small_map: SheetMap
) -> None:
    """Rulebook, Pay the Ticket: a character comes from the centre or from an opponent; the
    table says so in a banner, the log and both players' turn logs."""
    window = open_journey(start_program, qtbot, small_map, passepartout_twice())
    table = window.table
    # a first click shows the bill, a second one takes the card
    qtbot.mouseClick(table.market.cards[Slot.TRAIN_1], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(table.market.cards[Slot.TRAIN_1], Qt.MouseButton.LeftButton)
    assert "Jean Passepartout" in table.panels[0].characters.text()
    short_hop(qtbot, window)
    assert window.controller.state.active == 1  # Ann is ahead on the calendar now
    # a first click shows the bill, a second one takes the card
    qtbot.mouseClick(table.market.cards[Slot.TRAIN_1], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(table.market.cards[Slot.TRAIN_1], Qt.MouseButton.LeftButton)
    taken = "Ben takes Jean Passepartout from Ann"
    assert table.banner.isVisible() and taken in table.banner.text()
    assert any(taken in line for line in table.log.texts())
    for panel in table.panels:
        lines = [panel.log.item(i).text() for i in range(panel.log.count())]
        assert any(taken in line for line in lines)
    assert "Jean Passepartout" in table.panels[1].characters.text()
    assert "Characters: none" in table.panels[0].characters.text()


@pytest.mark.gui
def test_another_players_sheet_is_read_only(
    start_program: StartProgram, qtbot: QtBot, small_map: SheetMap
) -> None:
    """Each player has a sheet of their own: others' can be looked at but not drawn on."""
    window = open_journey(start_program, qtbot, small_map, passepartout_twice())
    table = window.table
    # a first click shows the bill, a second one takes the card
    qtbot.mouseClick(table.market.cards[Slot.TRAIN_1], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(table.market.cards[Slot.TRAIN_1], Qt.MouseButton.LeftButton)
    assert table.ruler is not None
    table.view_sheet_of(1)
    assert table.ruler is None
    assert "read-only" in table.read_only.text()
    qtbot.keyClick(table.view, Qt.Key.Key_Return)
    assert window.controller.state.phase is Phase.DRAW_ROUTE
    table.view_sheet_of(0)
    assert table.ruler is not None and table.read_only.text() == ""


@pytest.mark.gui
def test_the_wheel_zooms_everywhere_shift_wheel_turns_the_ruler_middle_drag_pans(
    start_program: StartProgram, qtbot: QtBot, small_map: SheetMap
) -> None:
    """The wheel zooms the map at the pointer, over the ruler too; Shift+wheel turns the
    ruler (R2024-10 drawing aid); the middle button pans; Fit shows the whole sheet."""
    window = open_journey(start_program, qtbot, small_map, passepartout_twice())
    table = window.table
    view = table.view
    # a first click shows the bill, a second one takes the card
    qtbot.mouseClick(table.market.cards[Slot.TRAIN_1], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(table.market.cards[Slot.TRAIN_1], Qt.MouseButton.LeftButton)
    ruler = table.ruler
    assert ruler is not None
    zoom = view.zoom()
    on_ruler = viewport_point(view, segment_point(ruler, 0, 0.5))
    wheel(qtbot, view.viewport(), on_ruler, 2, Qt.KeyboardModifier.ShiftModifier)
    assert ruler.angles[0] == pytest.approx(6.0)
    assert view.zoom() == pytest.approx(zoom)
    wheel(qtbot, view.viewport(), on_ruler, 1)
    assert view.zoom() == pytest.approx(zoom * 1.25)
    assert ruler.angles[0] == pytest.approx(6.0)
    corner = QPoint(20, view.viewport().height() - 20)
    wheel(qtbot, view.viewport(), corner, 1)
    assert view.zoom() == pytest.approx(zoom * 1.25**2)
    # a middle-button drag pans the map and leaves the ruler be
    bar = view.horizontalScrollBar()
    before = bar.value()
    start = QPoint(view.viewport().width() - 60, view.viewport().height() - 60)
    qtbot.mousePress(view.viewport(), Qt.MouseButton.MiddleButton, pos=start)
    for step in range(1, 6):
        qtbot.mouseMove(view.viewport(), start - QPoint(30 * step, 0))
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.MiddleButton, pos=start - QPoint(150, 0))
    assert bar.value() > before
    assert ruler.angles[0] == pytest.approx(6.0)  # the ruler did not move
    qtbot.mouseClick(table.fit_button, Qt.MouseButton.LeftButton)
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    assert visible.contains(view.sheet_scene.map_rect.adjusted(1, 1, -1, -1))


@pytest.mark.gui
def test_help_shows_the_rules_guide_and_the_map_explains_itself(
    start_program: StartProgram, qtbot: QtBot, small_map: SheetMap
) -> None:
    """Help → Rules shows the rules guide of the journey; every printed symbol has a
    tooltip."""
    window = open_journey(start_program, qtbot, small_map)
    help_menu = next(a.menu() for a in window.menuBar().actions() if "Help" in a.text())
    rules = next(a for a in help_menu.actions() if "Rules" in a.text())
    rules.trigger()
    assert window.rules_dialog is not None and window.rules_dialog.isVisible()
    assert "Taking a transport" in window.rules_dialog.guide.toPlainText()
    scene = window.table.scene
    harbour = small_map.location("west-harbour")
    assert "West Harbour" in scene.tooltip_at(to_scene(harbour.point))
    assert "Port" in scene.tooltip_at(to_scene(harbour.point))
    assert "Spine Mountains" in scene.tooltip_at(to_scene((16.5, 17.5)))
    assert "Long Canal" in scene.tooltip_at(to_scene((10.5, 15.0)))
    assert "antimeridian" in scene.tooltip_at(to_scene((30.0, 2.0)))
    assert "Westland" in scene.tooltip_at(to_scene((5.0, 20.0)))
