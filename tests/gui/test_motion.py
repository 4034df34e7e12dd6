"""Motion on the table: it plays when on, never holds up the game state, and a click or a
key skips it; with motion off the end shows at once."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest
from gui_helpers import fixed_setup
from program_helpers import ProgramFolders, StartProgram, open_journey, open_race
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from eighty_days.engine.journey import Phase, Slot
from eighty_days.engine.race import RaceConfig
from eighty_days.settings import AnimationSpeed, AppSettings
from eighty_days.sheet.model import SheetMap
from eighty_days.shipped_race import new_race
from eighty_days.ui.journey.map_motion import ROUTE_STROKE_MS
from eighty_days.ui.journey.map_overlays import RouteDrawing
from eighty_days.ui.motion import running_motions, set_motion_override

pytestmark = pytest.mark.gui


@pytest.fixture
def slow_motion() -> Iterator[None]:
    """Motions 50× their normal length: they run until the test skips them."""
    set_motion_override(50.0)
    yield
    set_motion_override(0.0)


def test_day_token_slides_after_the_state_is_applied_and_a_click_skips_it(
    start_program: StartProgram, qtbot: QtBot, small_map: SheetMap, slow_motion: None
) -> None:
    """Taking a card moves the day token with a slide; the engine's state is already the
    new one while it slides; a click on the map shows the end at once."""
    window = open_journey(start_program, qtbot, small_map, fixed_setup())
    table = window.table
    calendar = table.calendar
    qtbot.mouseClick(table.market.cards[Slot.TRAIN_1], Qt.MouseButton.LeftButton)  # its bill
    qtbot.mouseClick(
        table.market.cards[Slot.TRAIN_1], Qt.MouseButton.LeftButton
    )  # a second click takes it
    state = window.controller.state
    assert state.phase is Phase.DRAW_ROUTE  # applied at once, motion or not
    assert state.players[0].day == 2
    slide = calendar.token_slide
    assert slide.motion.is_running
    assert slide.is_moving(0)
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.RightButton)
    assert not slide.motion.is_running
    assert not slide.is_moving(0)
    assert running_motions() == []


def test_a_new_route_leg_is_drawn_as_a_pen_stroke_and_a_key_skips_it(
    start_program: StartProgram, qtbot: QtBot, small_map: SheetMap, slow_motion: None
) -> None:
    """A route that grew by one leg reveals that leg bit by bit; any key ends the stroke."""
    window = open_journey(start_program, qtbot, small_map, fixed_setup())
    scene = window.table.scene
    colour = QColor("#0072B2")
    first = ((0.0, 0.0), (4.0, 1.0))
    second = ((4.0, 1.0), (8.0, 3.0))
    scene.show_route(RouteDrawing((first,), colour))
    assert not scene.route_motion.is_running  # a route shown anew appears at once
    scene.show_route(RouteDrawing((first, second), colour))
    assert scene.route_motion.is_running
    item = scene.route_item
    assert item is not None
    qtbot.waitUntil(lambda: item.reveal > 0.0)
    assert item.reveal < 1.0
    assert len(item.leg_points(1)) == 2
    qtbot.keyClick(window.table.view, Qt.Key.Key_Shift)
    assert not scene.route_motion.is_running
    assert item.reveal == 1.0
    assert item.leg_points(1)[-1] == item.legs[1][-1]


def test_motion_off_shows_the_end_at_once(
    start_program: StartProgram, qtbot: QtBot, small_map: SheetMap
) -> None:
    """With motion off (as in Settings → Animation: Off) nothing runs: the end shows."""
    set_motion_override(0.0)
    window = open_journey(start_program, qtbot, small_map, fixed_setup())
    scene = window.table.scene
    colour = QColor("#0072B2")
    first = ((0.0, 0.0), (4.0, 1.0))
    scene.show_route(RouteDrawing((first,), colour))
    scene.show_route(RouteDrawing((first, ((4.0, 1.0), (8.0, 3.0))), colour))
    assert not scene.route_motion.is_running
    assert scene.route_item is not None and scene.route_item.reveal == 1.0
    assert running_motions() == []


def test_race_pawn_steps_forwards_and_back_space_by_space(
    start_program: StartProgram, qtbot: QtBot, slow_motion: None
) -> None:
    """A pawn's move is shown space by space, forwards and back (handcuffs), ending on the
    state's space; a click skips the walk."""
    state = new_race(RaceConfig(players=("Phileas", "Aouda")), seed=1986)
    window = open_race(start_program, qtbot, state)
    scene = window.table.board_scene
    pawn = scene.pawns[0]
    ahead = replace(state, players=(replace(state.players[0], position=6), *state.players[1:]))
    scene.show_state(ahead, 0)
    assert scene.step_motion.is_running
    end = scene.pawn_position(ahead, 0)
    scene._walk_step(0.5)  # half-way: between the spaces, not at the end
    assert pawn.pos().x() < end.x()
    qtbot.mouseClick(window.table.board_view.viewport(), Qt.MouseButton.RightButton)
    assert not scene.step_motion.is_running
    assert pawn.pos() == end
    back = replace(ahead, players=(replace(ahead.players[0], position=2), *ahead.players[1:]))
    scene.show_state(back, 0)
    points, _ = scene._walks[0]
    assert len(points) == 4  # spaces 6, 5, 4, 3 on the way back to 2
    assert points[0].x() > points[-1].x()
    qtbot.keyClick(window.table.board_view, Qt.Key.Key_Shift)
    assert pawn.pos() == scene.pawn_position(back, 0)


def test_market_cards_slide_left_and_a_new_card_turns_over(
    start_program: StartProgram, qtbot: QtBot, small_map: SheetMap, slow_motion: None
) -> None:
    """Taking the first train card: the others slide left into their new places, a new
    card comes turning over; the market's widgets already show the new offer, and a key
    skips the motion."""
    window = open_journey(start_program, qtbot, small_map, fixed_setup())
    market = window.table.market
    before = {slot: widget.geometry() for slot, widget in market.cards.items()}
    qtbot.mouseClick(market.cards[Slot.TRAIN_1], Qt.MouseButton.LeftButton)  # its bill
    qtbot.mouseClick(
        market.cards[Slot.TRAIN_1], Qt.MouseButton.LeftButton
    )  # a second click takes it
    assert window.controller.state.phase is Phase.DRAW_ROUTE
    layer = market.motion
    assert layer.is_running
    assert layer.isVisible()
    slides = [(start, end) for _, start, end, turning in layer.moving if not turning]
    assert slides, "no card slides"
    assert all(end.x() < start.x() for start, end in slides)  # leftwards, along the row
    assert any(turning for *_, turning in layer.moving)
    assert {slot: widget.geometry() for slot, widget in market.cards.items()} == before
    qtbot.keyClick(window.table.view, Qt.Key.Key_Shift)
    assert not layer.is_running
    assert not layer.isVisible()


def test_arrival_in_london_is_celebrated_and_a_click_ends_it(
    start_program: StartProgram, qtbot: QtBot, small_map: SheetMap, slow_motion: None
) -> None:
    """A route leg ending at Arrival London sets off the celebration; one elsewhere not."""
    window = open_journey(start_program, qtbot, small_map, fixed_setup())
    scene = window.table.scene
    colour = QColor("#009E73")
    arrival = small_map.arrival_location.point
    first = ((0.0, 0.0), (4.0, 1.0))
    scene.show_route(RouteDrawing((first,), colour))
    scene.show_route(RouteDrawing((first, ((4.0, 1.0), (5.0, 1.0))), colour))
    assert not scene.celebration_motion.is_running
    scene.show_route(RouteDrawing((first,), colour))
    scene.show_route(RouteDrawing((first, ((4.0, 1.0), arrival)), colour))
    assert scene.celebration_motion.is_running
    qtbot.mouseClick(window.table.view.viewport(), Qt.MouseButton.RightButton)
    assert not scene.celebration_motion.is_running
    assert running_motions() == []


def test_the_scoring_table_fills_in_category_by_category(qtbot: QtBot) -> None:
    """The scoring table shows its rows one after another; the texts are there from the
    start (only their ink appears), and a key shows them all."""
    from eighty_days.engine.journey.scoring import Outcome, PlayerScore
    from eighty_days.ui.journey.scoring_dialog import ScoringDialog
    from eighty_days.ui.journey.seats import default_looks

    set_motion_override(5.0)  # about 10 s for the table, the first row after 2 s
    try:
        scores = (
            PlayerScore(0, "Ann", money=1, calendar=2, balloons=0, areas=3, adventures=2),
            PlayerScore(1, "Ben", money=0, calendar=1, balloons=1, areas=2, adventures=0),
        )
        outcome = Outcome(scores=scores, winners=(0,), ranking=(0, 1), tie_break="")
        dialog = ScoringDialog(outcome, tuple(default_looks(("Ann", "Ben"))))
        qtbot.addWidget(dialog)
        dialog.open()
        qtbot.waitExposed(dialog)
        assert dialog.fill_motion.is_running
        assert dialog.filled_rows < dialog.table.rowCount()
        assert dialog.cell("total", 0) == str(scores[0].total)
        qtbot.waitUntil(lambda: dialog.filled_rows >= 1, timeout=20000)
        qtbot.keyClick(dialog, Qt.Key.Key_Shift)
        assert dialog.filled_rows == dialog.table.rowCount()
    finally:
        set_motion_override(0.0)


def test_the_first_pawn_in_london_is_celebrated(
    start_program: StartProgram, qtbot: QtBot, slow_motion: None
) -> None:
    """A pawn reaching the finish sets off the celebration on the board."""
    state = new_race(RaceConfig(players=("Phileas", "Aouda")), seed=1986)
    window = open_race(start_program, qtbot, state)
    scene = window.table.board_scene
    finish = state.board.finish
    near = replace(
        state, players=(replace(state.players[0], position=finish - 3), *state.players[1:])
    )
    scene.show_state(near, 0)
    assert not scene.celebration_motion.is_running
    won = replace(near, players=(replace(near.players[0], position=finish), *near.players[1:]))
    scene.show_state(won, 0)
    assert scene.celebration_motion.is_running
    qtbot.keyClick(window.table.board_view, Qt.Key.Key_Shift)
    assert not scene.celebration_motion.is_running


def test_pounds_are_crossed_one_by_one_on_the_tracker(
    start_program: StartProgram, qtbot: QtBot, small_map: SheetMap, slow_motion: None
) -> None:
    """Paying for a card crosses the pounds out one by one on the tracker (the state and
    the tracker's figures are the new ones at once); a click shows them all."""
    window = open_journey(start_program, qtbot, small_map, fixed_setup())
    tracker = window.table.panels[0].tracker
    qtbot.mouseClick(window.table.market.cards[Slot.TRAIN_1], Qt.MouseButton.LeftButton)  # its bill
    qtbot.mouseClick(
        window.table.market.cards[Slot.TRAIN_1], Qt.MouseButton.LeftButton
    )  # a second click takes it
    assert window.controller.state.players[0].spent == 5
    assert tracker.spent == 5
    assert tracker.tally.motion.is_running
    assert tracker.tally.shown("spent", 5) < 5
    qtbot.mouseClick(window.table.view.viewport(), Qt.MouseButton.RightButton)
    assert tracker.tally.shown("spent", 5) == 5


def test_settings_animation_speed_reaches_a_running_window(
    start_program: StartProgram,
    program_folders: ProgramFolders,
    qtbot: QtBot,
    small_map: SheetMap,
) -> None:
    """Settings → Animation (the program's store) is read each time a motion starts: "Off"
    in a running window shows the end at once, "Slow" plays it at twice its normal length."""
    store = program_folders.store
    set_motion_override(None)  # the settings decide
    window = open_journey(start_program, qtbot, small_map, fixed_setup())
    scene = window.table.scene
    colour = QColor("#0072B2")
    first = ((0.0, 0.0), (4.0, 1.0))
    second = (first, ((4.0, 1.0), (8.0, 3.0)))
    AppSettings(store).animation_speed = AnimationSpeed.OFF
    scene.show_route(RouteDrawing((first,), colour))
    scene.show_route(RouteDrawing(second, colour))
    assert not scene.route_motion.is_running
    AppSettings(store).animation_speed = AnimationSpeed.SLOW
    scene.show_route(RouteDrawing((first,), colour))
    scene.show_route(RouteDrawing(second, colour))
    assert scene.route_motion.is_running
    assert scene.route_motion._animation.duration() == 2 * ROUTE_STROKE_MS
    scene.route_motion.skip()
