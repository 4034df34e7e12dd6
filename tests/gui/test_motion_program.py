"""Motion in the program as ``eighty-days`` starts it: a card bought as the other transport
flips, the day token goes back a day at the date line and lands on top of a stack, the
system's "reduce motion" turns motion off, and the computer's turns play the motions at
the speed set."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from program_helpers import ProgramFolders, StartProgram
from PySide6.QtCore import QCoreApplication, QEvent, QRectF, Qt
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from eighty_days.app import MainWindow
from eighty_days.engine.journey import DrawRoute, JourneyState, Phase, Slot, TakeTransport
from eighty_days.engine.journey.events import DaysChanged
from eighty_days.settings import AnimationSpeed, AppSettings, default_store
from eighty_days.sheet.model import Transport
from eighty_days.ui.common.settings_dialog import SettingsDialog
from eighty_days.ui.journey.map_motion import ROUTE_STROKE_MS
from eighty_days.ui.journey.market_motion import MARKET_FLIP_MS
from eighty_days.ui.journey.new_game_dialog import SEAT_CHOICES
from eighty_days.ui.motion import after_motions, running_motions, set_motion_override
from eighty_days.ui.reduced_motion import forget_system_motion

pytestmark = pytest.mark.gui

#: Levuka (Fiji) and Apia (Samoa) on the default world map: the date line between them.
LEVUKA = (178.83, -17.68)
APIA = (188.24, -13.83)


@pytest.fixture
def slow_motion() -> Iterator[None]:
    """Motions 50× their normal length: they run until the test skips them."""
    set_motion_override(50.0)
    yield
    set_motion_override(0.0)


def fake_gsettings(monkeypatch: pytest.MonkeyPatch, folder: Path, enable_animations: str) -> None:
    """A ``gsettings`` first on the PATH answering GNOME's "enable-animations" as GNOME's
    does, the system's answer read anew from it."""
    tools = folder / "bin"
    tools.mkdir()
    gsettings = tools / "gsettings"
    gsettings.write_text(f"#!/bin/sh\necho {enable_animations}\n")
    gsettings.chmod(0o755)
    monkeypatch.setenv("PATH", f"{tools}:{Path(sys.executable).parent}:/usr/bin:/bin")
    forget_system_motion()


@pytest.fixture
def system_allows_motion(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[None]:
    """The system does not ask for reduced motion (whatever the machine's own setting)."""
    fake_gsettings(monkeypatch, tmp_path, "true")
    yield
    forget_system_motion()


def open_program(start_program: StartProgram, qtbot: QtBot, seed: int = 5) -> MainWindow:
    """``eighty-days --seed SEED``: the program's window, shown."""
    window = start_program("play", "--seed", str(seed)).windows[0]
    assert isinstance(window, MainWindow)
    qtbot.waitExposed(window)
    return window


def take(qtbot: QtBot, window: MainWindow, slot: Slot, *, flip: bool = False) -> None:
    """Click a market card twice (its bill, then take it), the flip box set as asked."""
    market = window.table.market
    if market.flip.isChecked() != flip:
        qtbot.mouseClick(market.flip, Qt.MouseButton.LeftButton)
    assert market.flip.isChecked() == flip
    qtbot.mouseClick(market.cards[slot], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(market.cards[slot], Qt.MouseButton.LeftButton)
    assert window.controller.state.phase is Phase.DRAW_ROUTE, "the card was not taken"


def test_a_card_bought_as_the_other_transport_flips_over(
    qtbot: QtBot, start_program: StartProgram, slow_motion: None, tmp_path: Path
) -> None:
    """R2024-06: a train taken as a ship turns over where it lay, from its train face to
    its ship face (the state holds the ship at once); a key shows the end."""
    window = open_program(start_program, qtbot)
    market = window.table.market
    layer = market.motion
    train_face = market.cards[Slot.TRAIN_1].grab().toImage()
    take(qtbot, window, Slot.TRAIN_1, flip=True)
    state = window.controller.state
    assert state.in_hand is not None and state.in_hand.transport is Transport.SHIP
    flip = layer.flip
    assert flip is not None, "the card does not flip"
    assert layer.is_running and layer.isVisible()
    assert layer.motion._animation.duration() == 50 * MARKET_FLIP_MS
    assert flip.rect == QRectF(market.cards[Slot.TRAIN_1].geometry())
    assert flip.before.toImage() == train_face  # the face it lay with
    assert flip.after.toImage() != flip.before.toImage()  # the other face
    layer._step(0.35)  # a third of the way: the train face, narrowing
    layer.grab().save(str(tmp_path / "flip.png"))
    qtbot.keyClick(window.table.view, Qt.Key.Key_Shift)
    assert not layer.is_running and layer.flip is None and not layer.isVisible()
    assert running_motions() == []


def test_a_card_taken_as_it_lies_does_not_flip(
    qtbot: QtBot, start_program: StartProgram, slow_motion: None
) -> None:
    """Without the flip (the card kept as it lies) the row slides but nothing flips."""
    window = open_program(start_program, qtbot)
    take(qtbot, window, Slot.SHIP_2)
    layer = window.table.market.motion
    assert layer.is_running and layer.moving
    assert layer.flip is None
    qtbot.mouseClick(window.table.view.viewport(), Qt.MouseButton.RightButton)
    assert not layer.is_running


def at_levuka(window: MainWindow) -> JourneyState:
    """The game of the window with the active player's route ending at Levuka, Fiji, just
    west of the date line (their token where it was)."""
    state = window.controller.state
    active = state.active
    assert active is not None
    players = tuple(
        replace(player, route_end=LEVUKA, location="levuka") if index == active else player
        for index, player in enumerate(state.players)
    )
    return replace(state, players=players)


def test_the_day_token_goes_back_a_day_at_the_date_line(
    qtbot: QtBot, start_program: StartProgram, slow_motion: None
) -> None:
    """R2024-12: a ship route from Fiji to Samoa crosses the date line eastwards: the token
    slides forward to the day paid when the card is taken, then, with the route, waits for
    the pen stroke and steps back one day, on top of that day's stack; a click ends it."""
    window = open_program(start_program, qtbot)
    window.controller.start(at_levuka(window), window.controller.looks)
    calendar = window.table.calendar
    slide = calendar.token_slide
    me = window.controller.state.active
    assert me is not None
    before = window.controller.state.players[me].day
    take(qtbot, window, Slot.SHIP_1)
    paid = window.controller.state.players[me].day
    assert paid > before and slide.is_moving(me) and slide.legs(me) == 1
    paid_rect = calendar.day_rect(paid)
    qtbot.keyClick(window.table.view, Qt.Key.Key_Shift)
    assert not slide.is_moving(me)
    assert window.controller.draw_route([LEVUKA, APIA])
    state = window.controller.state
    assert any(isinstance(e, DaysChanged) and e.days == -1 for e in state.last_events)
    assert state.players[me].day == paid - 1
    assert slide.is_moving(me) and slide.legs(me) == 2  # a pause, then the step back
    assert slide.paint_rank(me) == 2  # painted over the tokens at rest
    end = calendar._token_rects()[me]
    slide._step(0.25)  # the first half: it waits on the day paid (the pen draws the route)
    assert paid_rect.contains(slide.rect_now(me, end).center())
    slide._step(0.75)  # the second half: on its way back, hopping over the boxes
    way = slide.rect_now(me, end)
    assert end.x() < way.x() < paid_rect.right() and way.bottom() < end.bottom()
    qtbot.mouseClick(window.table.view.viewport(), Qt.MouseButton.RightButton)
    assert not slide.is_moving(me)
    assert slide.rect_now(me, end) == end
    assert calendar.day_rect(paid - 1).contains(end.center())


def test_tokens_jumping_a_turn_go_forward_to_the_day_paid_then_back(
    qtbot: QtBot, start_program: StartProgram, slow_motion: None
) -> None:
    """When the calendar is shown a state two actions on (the card and the route at
    once), the token goes to the day paid first, then back one day for the date line."""
    window = open_program(start_program, qtbot)
    controller = window.controller
    set_motion_override(0.0)  # the two actions shown at once, below
    controller.start(at_levuka(window), controller.looks)
    start = controller.state
    me = start.active
    assert me is not None
    assert controller.take_transport(TakeTransport(Slot.SHIP_1))
    paid = controller.state.players[me].day
    assert controller.draw_route([LEVUKA, APIA])
    after = controller.state
    set_motion_override(50.0)
    calendar = window.table.calendar
    calendar.show_state(start, controller.looks)
    calendar.show_state(after, controller.looks)
    slide = calendar.token_slide
    assert slide.legs(me) == 2
    end = calendar._token_rects()[me]
    slide._step(0.5)  # half-way: at the day paid, on top of its stack
    assert calendar.day_rect(paid).contains(slide.rect_now(me, end).center())
    slide._step(0.25)  # a quarter: on the way forward, past its start
    assert slide.rect_now(me, end).x() > calendar.day_rect(start.players[me].day).left()
    qtbot.keyClick(window.table.view, Qt.Key.Key_Shift)
    assert not slide.is_moving(me)


def test_a_token_landing_on_a_stack_is_painted_on_top(
    qtbot: QtBot, start_program: StartProgram, slow_motion: None
) -> None:
    """R2024-02: a token moved onto a day where another lies goes on top of it: while it
    comes down it is painted last, and at the end its colour covers the other's corner."""
    window = open_program(start_program, qtbot)
    controller = window.controller
    state = controller.state
    me = state.active
    assert me is not None
    other = 1 - me
    target = state.players[other].day + 0
    # the active player a few days behind the other, their token then moved onto its day
    behind = replace(
        state,
        players=tuple(
            replace(p, day=target - 3) if i == me else p for i, p in enumerate(state.players)
        ),
    )
    landed = replace(
        behind,
        players=tuple(
            replace(p, day=target, stack_height=99) if i == me else p
            for i, p in enumerate(behind.players)
        ),
    )
    calendar = window.table.calendar
    calendar.show_state(behind, controller.looks)
    calendar.show_state(landed, controller.looks)
    slide = calendar.token_slide
    assert slide.is_moving(me) and slide.paint_rank(me) > slide.paint_rank(other)
    rects = calendar._token_rects()
    assert rects[me].top() < rects[other].top()  # higher on the stack
    slide._step(0.5)
    assert slide.rect_now(me, rects[me]).bottom() < rects[other].top()  # coming down from above
    qtbot.keyClick(window.table.view, Qt.Key.Key_Shift)
    image = calendar.grab().toImage()
    ratio = image.devicePixelRatio()
    overlap = rects[me].intersected(rects[other])
    assert not overlap.isEmpty()
    centre = overlap.center()
    colour = image.pixelColor(round(centre.x() * ratio), round(centre.y() * ratio))
    mine = controller.looks[me].qcolor()
    theirs = controller.looks[other].qcolor()

    def distance(a: object, b: object) -> int:
        return sum(abs(x - y) for x, y in zip(a.getRgb()[:3], b.getRgb()[:3], strict=True))  # type: ignore[attr-defined]

    assert distance(colour, mine) < distance(colour, theirs)


@pytest.mark.skipif(sys.platform != "linux", reason="GNOME's gsettings is a Linux setting")
@pytest.mark.parametrize(("enable_animations", "moves"), [("false", False), ("true", True)])
def test_the_systems_reduce_motion_turns_motion_off(
    qtbot: QtBot,
    start_program: StartProgram,
    program_folders: ProgramFolders,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    enable_animations: str,
    moves: bool,
) -> None:
    """GNOME's "enable-animations" false (a gsettings on the PATH answering as GNOME's
    does): taking a card shows its end at once whatever the speed chosen, and Settings says
    the system asked for it; true: the token slides."""
    fake_gsettings(monkeypatch, tmp_path, enable_animations)
    set_motion_override(None)  # the settings and the system decide, as in the program
    try:
        for store in (program_folders.store, default_store()):
            AppSettings(store).animation_speed = AnimationSpeed.SLOW
        window = open_program(start_program, qtbot)
        take(qtbot, window, Slot.TRAIN_1)
        assert window.table.calendar.token_slide.motion.is_running is moves
        assert window.table.market.motion.is_running is moves
        # the computer's turns are shown as with Settings → Animation: Off
        assert (window.computer_turns._factor() > 0) is moves
        window.settings_action.trigger()
        dialog = window.program.settings_dialog if window.program else None
        assert isinstance(dialog, SettingsDialog)
        qtbot.waitExposed(dialog)
        assert dialog.system_motion_note.isVisible() is not moves
        if not moves:
            assert "GNOME" in dialog.system_motion_note.text()
        dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).click()
        qtbot.keyClick(window.table.view, Qt.Key.Key_Shift)
        assert running_motions() == []
    finally:
        set_motion_override(0.0)
        forget_system_motion()


def test_the_computers_route_is_drawn_with_the_pen_at_the_speed_set(
    qtbot: QtBot,
    start_program: StartProgram,
    program_folders: ProgramFolders,
    system_allows_motion: None,
) -> None:
    """The computer's route is drawn as a pen stroke on its own sheet, at the speed of
    Settings → Animation (Slow: twice the normal length), before the next player's sheet
    is shown; its token slides too."""
    for store in (program_folders.store, default_store()):
        AppSettings(store).animation_speed = AnimationSpeed.SLOW
    set_motion_override(None)
    try:
        window = open_program(start_program, qtbot)
        dialog = window.open_new_game_dialog()
        qtbot.waitExposed(dialog)
        dialog.player_count.setValue(2)
        seat_index = {text: index for index, (text, _, _) in enumerate(SEAT_CHOICES)}
        dialog.seats[0].kind.setCurrentIndex(seat_index["Computer: easy"])
        dialog.seats[1].kind.setCurrentIndex(seat_index["Human"])
        dialog.seed.setValue(7)
        with qtbot.waitSignal(window.controller.state_changed):
            qtbot.mouseClick(
                dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                Qt.MouseButton.LeftButton,
            )
        turns = window.computer_turns
        scene = window.table.scene
        seen: list[tuple[bool, int, str]] = []
        viewed: list[int] = []

        def played(action: object) -> None:
            if isinstance(action, DrawRoute) and not seen:
                item = scene.route_item
                colour = item.drawing.colour.name() if item is not None else ""
                viewed.append(window.table.sheet_selector.currentIndex())
                viewed.append(window.table.panels_tabs.currentIndex())
                seen.append(
                    (
                        scene.route_motion.is_running,
                        scene.route_motion._animation.duration(),
                        colour,
                    )
                )

        turns.played.connect(played)
        qtbot.waitUntil(lambda: bool(seen), timeout=30000)
        running, duration, colour = seen[0]
        assert running, "the computer's route is not drawn as a pen stroke"
        assert duration == 2 * ROUTE_STROKE_MS
        assert colour == window.controller.looks[0].qcolor().name()
        assert viewed == [0, 0]  # the computer's sheet and panel, while the pen draws
        nxt = window.controller.state.active
        qtbot.keyClick(window.table.view, Qt.Key.Key_Shift)
        qtbot.waitUntil(lambda: not scene.route_motion.is_running)
        assert nxt == 1  # (with this seed the person plays next)
        assert window.table.sheet_selector.currentIndex() == 1  # then the person's sheet
        assert window.table.panels_tabs.currentIndex() == 1
    finally:
        set_motion_override(0.0)


def test_the_rulers_marks_are_worked_out_after_the_motions_of_the_card_taken(
    qtbot: QtBot, start_program: StartProgram, slow_motion: None
) -> None:
    """The marks of where the ruler reaches are worked out in a thread that holds Python's
    lock for a while: they are asked for once the card's motions have ended (a key ends
    them), so the cards, the token and the pounds move smoothly."""
    window = open_program(start_program, qtbot)
    table = window.table
    take(qtbot, window, Slot.TRAIN_1)
    assert running_motions(), "taking a card plays no motion"
    assert table.ruler is not None
    assert not table.reach.worker.busy and table.reach_marks is None
    qtbot.keyClick(window.table.view, Qt.Key.Key_Shift)
    assert running_motions() == []
    qtbot.waitUntil(lambda: table.reach_marks is not None, timeout=20000)


def test_a_window_closed_while_its_motions_run_holds_nothing_up(
    qtbot: QtBot, start_program: StartProgram, slow_motion: None
) -> None:
    """A window closed and gone while its motions run: they are forgotten, and work that
    waits for the motions to end (the next window's ruler marks) is done at once."""
    window = open_program(start_program, qtbot)
    take(qtbot, window, Slot.TRAIN_1)
    assert running_motions()
    window.close()
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert running_motions() == []
    done: list[bool] = []
    after_motions(lambda: done.append(True))
    assert done == [True]
