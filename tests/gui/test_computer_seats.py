"""Computer seats at the journey table: chosen in the new-game dialog, thinking off the UI
thread, shown (card framed, ruler turned, route drawn) and applied like a human's turn."""

from __future__ import annotations

from pathlib import Path

import pytest
from gui_helpers import wait_for_workers
from program_helpers import ProgramFolders, StartProgram, open_journey
from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from eighty_days import settings as settings_module
from eighty_days.ai.bots import make_bot
from eighty_days.engine.journey import (
    DrawRoute,
    JourneyConfig,
    Phase,
    PlayerSetup,
    Slot,
    TakeBalloon,
    TakeTransport,
    is_terminal,
    new_game,
)
from eighty_days.settings import AnimationSpeed, AppSettings, settings_in_file
from eighty_days.sheet.model import SheetMap
from eighty_days.ui.common.bot_runner import BotRunner, speed_factor_from_settings
from eighty_days.ui.journey.computer_turns import route_pose
from eighty_days.ui.journey.new_game_dialog import SEAT_CHOICES, NewGameDialog, SeatKind
from eighty_days.ui.journey.window import MainWindow

#: The seat column's entries by name.
SEAT_INDEX = {text: index for index, (text, _, _) in enumerate(SEAT_CHOICES)}


def start_with_seats(qtbot: QtBot, window: MainWindow, seats: tuple[str, ...], seed: int) -> None:
    """Start a new game through the dialog with ``seats`` ("Human", "Computer: easy", ...)."""
    dialog = window.open_new_game_dialog()
    qtbot.waitExposed(dialog)
    dialog.player_count.setValue(len(seats))
    for row, text in zip(dialog.seats, seats, strict=False):
        row.kind.setCurrentIndex(SEAT_INDEX[text])
    dialog.seed.setValue(seed)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    with qtbot.waitSignal(window.controller.state_changed):
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)


def use_animation_speed(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, speed: AnimationSpeed
) -> None:
    """The program's settings (in a file of the test's own) say ``speed``."""
    store = settings_in_file(tmp_path / "settings.ini")
    AppSettings(store).animation_speed = speed
    monkeypatch.setattr(settings_module, "default_store", lambda: store)


def test_the_animation_speed_comes_from_the_settings(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Settings → animation speed: "off" shows computer moves instantly, "slow" at twice
    the normal duration."""
    use_animation_speed(monkeypatch, tmp_path, AnimationSpeed.OFF)
    assert speed_factor_from_settings() == 0.0
    use_animation_speed(monkeypatch, tmp_path, AnimationSpeed.SLOW)
    assert speed_factor_from_settings() == 2.0


def human_plays(qtbot: QtBot, window: MainWindow) -> None:
    """The human to move plays by clicks and keys: the first card, then the shortest route."""
    state = window.controller.state
    table = window.table
    if state.phase is Phase.TAKE_TRANSPORT:
        slot = Slot.TRAIN_1 if state.train_row else Slot.SHIP_1
        with qtbot.waitSignal(window.controller.state_changed):
            # a first click shows the bill, a second one takes the card
            qtbot.mouseClick(table.market.cards[slot], Qt.MouseButton.LeftButton)
            qtbot.mouseClick(table.market.cards[slot], Qt.MouseButton.LeftButton)
    else:
        assert table.ruler is not None and table.ruler.isEnabled()
        qtbot.keyClick(table.view, Qt.Key.Key_Home)
        with qtbot.waitSignal(window.controller.state_changed):
            qtbot.keyClick(table.view, Qt.Key.Key_Return)


@pytest.mark.gui
def test_the_dialog_offers_computer_seats_at_three_levels(qtbot: QtBot) -> None:
    """Issue 6, In the program: the new-game dialog seats the computer at easy, normal or hard,
    in any mix with humans."""
    dialog = NewGameDialog(Path("maps/world.yaml"))
    qtbot.addWidget(dialog)
    dialog.player_count.setValue(3)
    dialog.seats[1].kind.setCurrentIndex(SEAT_INDEX["Computer: hard"])
    dialog.seats[2].kind.setCurrentIndex(SEAT_INDEX["Computer: easy"])
    seats = dialog.settings().seats
    assert [(s.kind, s.level) for s in seats[1:]] == [
        (SeatKind.COMPUTER, "hard"),
        (SeatKind.COMPUTER, "easy"),
    ]
    assert seats[0].kind is SeatKind.HUMAN
    model = dialog.seats[0].kind.model()
    assert isinstance(model, QStandardItemModel)
    assert all(model.item(i).isEnabled() for i in range(len(SEAT_CHOICES)))


@pytest.mark.gui
def test_a_human_plays_by_clicks_and_the_computer_answers(
    start_program: StartProgram, qtbot: QtBot, small_map: SheetMap
) -> None:
    """Issue 6: a human against a computer seat; the human clicks, the computer's turns are
    shown (briefly) and applied through the controller, to the end of the game."""
    window = open_journey(start_program, qtbot, small_map)
    window.computer_turns.speed_factor = 0.01
    start_with_seats(qtbot, window, ("Human", "Computer: easy"), seed=11)
    computer_actions = []
    window.computer_turns.played.connect(computer_actions.append)
    for _ in range(200):
        state = window.controller.state
        if is_terminal(state):
            break
        if state.active == 0:
            human_plays(qtbot, window)
        else:
            # The human cannot act for the computer meanwhile.
            assert not window.table.draw_button.isEnabled()
            with qtbot.waitSignal(window.computer_turns.played, timeout=20000):
                pass
    state = window.controller.state
    assert is_terminal(state)
    assert any(isinstance(a, DrawRoute) for a in computer_actions)
    assert any(isinstance(a, TakeTransport | TakeBalloon) for a in computer_actions)
    assert state.players[1].routes, "the computer drew routes on its sheet"
    qtbot.waitUntil(lambda: window.scoring_dialog is not None and window.scoring_dialog.isVisible())


@pytest.mark.gui
def test_a_click_on_the_market_does_not_play_for_the_computer(
    start_program: StartProgram, qtbot: QtBot, small_map: SheetMap
) -> None:
    """While a computer seat is to move, the market and the draw button do not answer."""
    window = open_journey(start_program, qtbot, small_map)
    window.computer_turns.speed_factor = 100.0  # a long show: the test decides when it ends
    start_with_seats(qtbot, window, ("Computer: easy", "Computer: easy"), seed=5)
    state = window.controller.state
    assert state.phase is Phase.TAKE_TRANSPORT
    with qtbot.waitSignal(window.computer_turns.showing, timeout=20000):
        pass
    window.table.market.choice_requested.emit(TakeTransport(Slot.TRAIN_1, False))
    assert window.controller.state is state


@pytest.mark.gui
def test_an_all_computer_game_runs_to_the_end_at_instant_speed(
    start_program: StartProgram,
    program_folders: ProgramFolders,
    qtbot: QtBot,
    small_map: SheetMap,
) -> None:
    """Issue 6: with the settings' animation speed "off" an all-computer game plays itself
    to the scoring."""
    AppSettings(program_folders.store).animation_speed = AnimationSpeed.OFF
    window = open_journey(start_program, qtbot, small_map)
    assert window.computer_turns.speed_factor is None  # the settings decide
    start_with_seats(qtbot, window, ("Computer: easy", "Computer: normal"), seed=23)
    qtbot.waitUntil(lambda: is_terminal(window.controller.state), timeout=60000)
    qtbot.waitUntil(lambda: window.scoring_dialog is not None and window.scoring_dialog.isVisible())
    state = window.controller.state
    assert all(player.journey_ended for player in state.players)


@pytest.mark.gui
def test_a_click_skips_the_animation_and_applies_the_action_at_once(
    start_program: StartProgram, qtbot: QtBot, small_map: SheetMap
) -> None:
    """Issue 6: the computer's card and route are shown slowly; a click on the map or a key
    applies each at once (the card: framed in the player's colour; the route: the ruler
    turning, out of people's reach)."""
    window = open_journey(start_program, qtbot, small_map)
    turns = window.computer_turns
    turns.speed_factor = 100.0  # 90 s for a card, 180 s for a route unless skipped
    start_with_seats(qtbot, window, ("Computer: easy", "Computer: easy"), seed=7)
    viewport = window.table.view.viewport()
    shown: list[object] = []
    turns.showing.connect(lambda _state, action: shown.append(action))
    taking, drawing = TakeTransport | TakeBalloon, DrawRoute
    for expected, by_key in ((taking, False), (drawing, False), (taking, True), (drawing, True)):
        qtbot.waitUntil(lambda: len(shown) == 1, timeout=20000)
        action = shown.pop()
        assert isinstance(action, expected)
        before = window.controller.state
        if isinstance(action, TakeTransport | TakeBalloon):
            card = window.table.market.card_for(action)
            assert card is not None and card.chosen_by is not None
        else:
            ruler = window.table.ruler
            assert ruler is not None and not ruler.isEnabled()
            qtbot.waitUntil(lambda: turns.route_progress > 0.0, timeout=5000)
        with qtbot.waitSignal(turns.played, timeout=3000) as played:
            if by_key:
                qtbot.keyClick(window.table.view, Qt.Key.Key_Space)
            else:
                qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton)
        assert played.args == [action]
        assert window.controller.state is not before
        assert window.controller.state.history[-1] == action


class _Ticker(QObject):
    """Counts the ticks of a 1 ms timer: the event loop ran while they were counted."""

    ticked = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.ticks = 0
        self.timer = QTimer(self)
        self.timer.setInterval(1)
        self.timer.timeout.connect(self._tick)

    def _tick(self) -> None:
        self.ticks += 1


@pytest.mark.gui
def test_the_ui_stays_responsive_while_a_hard_opponent_thinks(
    start_program: StartProgram, qtbot: QtBot, small_map: SheetMap
) -> None:
    """Issue 6, Tests: the event loop runs during a hard bot's decision (it thinks in a
    worker thread); ticks of a timer are counted before the decision arrives."""
    window = open_journey(start_program, qtbot, small_map)
    window.computer_turns.speed_factor = 100.0
    ticker = _Ticker()
    moments: list[tuple[str, int]] = []
    # Connected after the computer seats: "asked" is noted once the bot has been asked.
    window.controller.state_changed.connect(lambda _state: moments.append(("asked", ticker.ticks)))
    window.computer_turns.showing.connect(lambda *_: moments.append(("decided", ticker.ticks)))
    ticker.timer.start()
    with qtbot.waitSignal(window.computer_turns.showing, timeout=30000):
        start_with_seats(qtbot, window, ("Computer: hard", "Computer: hard"), seed=3)
    ticker.timer.stop()
    (asked, ticks_asked), (decided, ticks_decided) = moments[:2]
    assert (asked, decided) == ("asked", "decided")
    assert ticks_decided > ticks_asked, "the event loop ran while the bot thought"


@pytest.mark.gui
def test_a_stale_decision_is_dropped(qtbot: QtBot, small_map: SheetMap) -> None:
    """A decision asked for a game that has changed since (new game, undo) never arrives:
    only the newest request is answered."""
    config = JourneyConfig(
        players=(PlayerSetup("A", "#000000"), PlayerSetup("B", "#ffffff")), sheet=small_map
    )
    old, new = new_game(config, 1), new_game(config, 2)
    runner = BotRunner(threads=1)
    answers: list[object] = []
    runner.decided.connect(lambda state, _action: answers.append(state))
    runner.request(make_bot("journey", "easy", 1), old)
    with qtbot.waitSignal(runner.decided, timeout=20000):
        runner.request(make_bot("journey", "easy", 1), new)
    assert answers == [new]
    assert wait_for_workers(runner, 20000)
    QCoreApplication.processEvents()  # any queued answer of the old request arrives (none may)
    assert answers == [new]


def test_route_pose_lays_the_ruler_along_a_bent_route() -> None:
    """The ruler's angles and stop follow the route: east then north, 3 + 2 units."""
    angles, stop = route_pose(((0.0, 0.0), (3.0, 0.0), (3.0, 2.0)))
    assert angles == pytest.approx((0.0, 90.0))
    assert stop == pytest.approx(5.0)


class _BrokenBot:
    """A bot with a bug: it raises instead of deciding."""

    level = "easy"

    def decide(self, state: object) -> object:
        """Fail the way a buggy bot would."""
        raise ValueError("no idea")


@pytest.mark.gui
def test_a_failing_bot_is_reported_not_raised(qtbot: QtBot, small_map: SheetMap) -> None:
    """A bot that raises in the worker thread is announced on the UI thread with the reason."""
    config = JourneyConfig(
        players=(PlayerSetup("A", "#000000"), PlayerSetup("B", "#ffffff")), sheet=small_map
    )
    state = new_game(config, 1)
    runner = BotRunner()
    with qtbot.waitSignal(runner.failed, timeout=10000) as failed:
        runner.request(_BrokenBot(), state)  # type: ignore[arg-type]
    assert failed.args == [state, "ValueError: no idea"]
    assert not runner.busy


@pytest.mark.gui
def test_another_game_opened_is_played_by_people(
    start_program: StartProgram, qtbot: QtBot, small_map: SheetMap
) -> None:
    """A game that is not the one on the table (a saved game opened: other players, another
    history) is played by people until computer seats are chosen again; an undo within the
    game keeps them."""
    window = open_journey(start_program, qtbot, small_map)
    window.computer_turns.speed_factor = 0.0
    start_with_seats(qtbot, window, ("Computer: easy", "Computer: easy"), seed=9)
    qtbot.waitUntil(lambda: len(window.controller.state.history) >= 2, timeout=20000)
    earlier = window.controller.state
    qtbot.waitUntil(lambda: window.controller.state is not earlier, timeout=20000)
    window.computer_turns.stop()
    window.controller.start(earlier, window.controller.looks)  # an undo
    assert window.computer_turns.bots.keys() == {0, 1}
    window.computer_turns.stop()
    config = JourneyConfig(
        players=(PlayerSetup("Ann", "#000000"), PlayerSetup("Ben", "#ffffff")), sheet=small_map
    )
    window.controller.start(new_game(config, 4), window.controller.looks)
    assert window.computer_turns.bots == {}
    assert not window.computer_turns.busy
    human_plays(qtbot, window)
    human_plays(qtbot, window)  # the ruler answers a person again
    assert len(window.controller.state.history) == 2
