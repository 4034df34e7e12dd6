"""A computer seat that cannot play, in both games: a bot that raises, or an action the
rules refuse, is told to the player (in the window's language) and the game waits; nothing
is applied and nothing crashes (ui/common/computer_seats.py, shared by both games)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from program_helpers import StartProgram, open_journey
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot

from eighty_days import i18n
from eighty_days.ai.base import Game, Level
from eighty_days.engine.journey import DrawRoute
from eighty_days.engine.race import DrawCards, RaceConfig
from eighty_days.sheet.model import SheetMap
from eighty_days.shipped_race import new_race
from eighty_days.ui.common import computer_seats
from eighty_days.ui.journey.new_game_dialog import SEAT_CHOICES
from eighty_days.ui.journey.window import MainWindow
from eighty_days.ui.race.looks import default_pawn_looks
from eighty_days.ui.race.setup import RaceSeat, RaceSeatKind, RaceSettings
from eighty_days.ui.race.window import RaceWindow

pytestmark = pytest.mark.gui

#: The offscreen platform's harmless warnings on showing windows (as in tests/gui).
OFFSCREEN_ONLY = (
    "This plugin does not support propagateSizeHints",
    r"This plugin does not support raise\(\)",
)


class _RaisingBot:
    """A bot with a bug: it raises instead of deciding."""

    def __init__(self, level: Level) -> None:
        self.level = level

    def decide(self, state: object) -> object:
        """Fail the way a buggy bot would."""
        raise ValueError("no idea")


class _RefusedBot:
    """A bot with a bug: it answers with an action the rules refuse."""

    def __init__(self, level: Level) -> None:
        self.level = level

    def decide(self, state: object) -> object:
        """A route that starts far from the player's sheet in the journey (and at the wrong
        step), four cards to draw in the race (the rules allow 0 to 2)."""
        if type(state).__module__.startswith("eighty_days.engine.race"):
            return DrawCards(4)
        return DrawRoute(((-500.0, -500.0), (-400.0, -400.0)))


@pytest.fixture
def german(qtbot: QtBot) -> Iterator[None]:
    """German installed for one test, English again afterwards."""
    installed = i18n.install_translations("de", QApplication.instance())
    assert installed.language == "de"
    yield
    installed.remove()


def seat_bots(monkeypatch: pytest.MonkeyPatch, bot: type) -> None:
    """Every computer seat from now on is played by ``bot``."""

    def make(game: Game, level: Level, seed: int) -> object:
        return bot(level)

    monkeypatch.setattr(computer_seats, "make_bot", make)


def journey_with_computers(
    start_program: StartProgram, qtbot: QtBot, sheet: SheetMap
) -> MainWindow:
    """A main window whose new game (through the dialog) has two computer seats."""
    window = open_journey(start_program, qtbot, sheet)
    window.computer_turns.speed_factor = 0.0
    dialog = window.open_new_game_dialog()
    qtbot.waitExposed(dialog)
    computer = next(i for i, (text, _, _) in enumerate(SEAT_CHOICES) if text == "Computer: easy")
    for row in dialog.seats[:2]:
        row.kind.setCurrentIndex(computer)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    return window


def race_with_computers(start_program: StartProgram) -> RaceWindow:
    """The program's race window (``Program.race_window``) whose two seats are computers;
    the window the program started with is closed."""
    state = new_race(RaceConfig(players=("Ann", "Ben")), seed=4)
    looks = default_pawn_looks(("Ann", "Ben"))
    settings = RaceSettings(
        seats=tuple(RaceSeat(look, RaceSeatKind.COMPUTER, "easy") for look in looks), seed=4
    )
    program = start_program("race", "--seed", "4")
    first = program.windows[0]
    window = program.race_window(settings, state=state)
    window.computer_seats.speed_factor = 0.0
    first.close()
    return window


@pytest.mark.qt_log_ignore(*OFFSCREEN_ONLY)
def test_a_journey_bot_that_raises_is_told_in_german_and_the_game_waits(
    start_program: StartProgram,
    qtbot: QtBot,
    small_map: SheetMap,
    monkeypatch: pytest.MonkeyPatch,
    german: None,
) -> None:
    """The status bar and a message box say (in German) that the computer cannot decide,
    with the bot's reason; the state stays as it was."""
    seat_bots(monkeypatch, _RaisingBot)
    window = journey_with_computers(start_program, qtbot, small_map)
    qtbot.waitUntil(lambda: window.problem_box is not None and window.problem_box.isVisible())
    state = window.controller.state
    assert window.problem_box is not None
    assert window.problem_box.text() == "ValueError: no idea"
    assert window.statusBar().currentMessage() == (
        "Der Computerspieler kann sich nicht entscheiden: ValueError: no idea"
    )
    assert not window.computer_turns.busy
    assert window.controller.state is state and not state.history
    window.problem_box.close()


@pytest.mark.qt_log_ignore(*OFFSCREEN_ONLY)
def test_a_journey_action_the_rules_refuse_is_reported_not_applied(
    start_program: StartProgram,
    qtbot: QtBot,
    small_map: SheetMap,
    monkeypatch: pytest.MonkeyPatch,
    german: None,
) -> None:
    """A bot's action the engine refuses is a bug in the bot: the window says so (in
    German) and applies nothing."""
    seat_bots(monkeypatch, _RefusedBot)
    window = journey_with_computers(start_program, qtbot, small_map)
    qtbot.waitUntil(lambda: window.problem_box is not None and window.problem_box.isVisible())
    assert window.problem_box is not None
    assert window.problem_box.text().startswith("Die Regeln haben {")
    assert window.problem_box.text().endswith("} abgelehnt.")
    assert not window.controller.state.history
    window.problem_box.close()


@pytest.mark.qt_log_ignore(*OFFSCREEN_ONLY)
def test_a_race_bot_that_raises_is_told_in_german_and_the_race_waits(
    start_program: StartProgram, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, german: None
) -> None:
    """The race window's status bar and a message box say (in German) that the computer
    cannot decide, with the bot's reason; the race stays where it was."""
    seat_bots(monkeypatch, _RaisingBot)
    window = race_with_computers(start_program)
    qtbot.waitUntil(lambda: window.problem_box is not None and window.problem_box.isVisible())
    assert window.problem_box is not None
    assert window.problem_box.windowTitle() == "Ein Computerspieler kann sich nicht entscheiden"
    assert window.problem_box.text() == "ValueError: no idea"
    assert window.statusBar().currentMessage() == (
        "Der Computerspieler kann sich nicht entscheiden: ValueError: no idea"
    )
    assert not window.computer_seats.busy
    assert not window.controller.state.history
    assert window.computer_seats.thinking.text() == (
        "Der Computer kann nicht weiterspielen. Datei → Neues Wettrennen beginnt ein neues."
    )
    window.problem_box.close()


@pytest.mark.qt_log_ignore(*OFFSCREEN_ONLY)
def test_a_race_action_the_rules_refuse_is_reported_not_applied(
    start_program: StartProgram, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, german: None
) -> None:
    """Four cards to draw: the race refuses it; the window says so (in German) and the
    race stays where it was."""
    seat_bots(monkeypatch, _RefusedBot)
    window = race_with_computers(start_program)
    qtbot.waitUntil(lambda: window.problem_box is not None and window.problem_box.isVisible())
    assert window.problem_box is not None
    reason = window.problem_box.text()
    assert reason.startswith("Die Regeln haben {") and reason.endswith("} abgelehnt.")
    assert window.statusBar().currentMessage() == reason
    assert not window.controller.state.history
    window.problem_box.close()
