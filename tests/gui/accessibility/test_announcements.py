"""Issue 49, announcements: what a sighted player sees happen is also said to assistive
technology (an accessibility announcement event; here heard through the program's
announcer, which sends each one): the bill, a card taken with its character, the ruler's
verdict while aiming, a refusal, and a computer's moves in both games."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from program_helpers import ProgramFolders, StartProgram, open_race
from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from eighty_days.engine.journey import Slot
from eighty_days.engine.race import RaceConfig
from eighty_days.settings import AnimationSpeed, AppSettings
from eighty_days.shipped_race import new_race
from eighty_days.ui.accessibility.announce import announcer
from eighty_days.ui.common.message_text import message_text
from eighty_days.ui.journey.new_game_dialog import SEAT_CHOICES
from eighty_days.ui.journey.scene_geometry import to_scene
from eighty_days.ui.journey.window import MainWindow
from eighty_days.ui.race.looks import default_pawn_looks
from eighty_days.ui.race.setup import RACE_SEAT_CHOICES, RaceSeat, RaceSettings

pytestmark = pytest.mark.gui


class Heard:
    """Every announcement made while it listens."""

    def __init__(self) -> None:
        self.said: list[str] = []
        announcer().said.connect(self.said.append)

    def close(self) -> None:
        """Stop listening."""
        announcer().said.disconnect(self.said.append)

    def any_with(self, words: str) -> bool:
        """Whether an announcement held ``words``."""
        return any(words in text for text in self.said)


@pytest.fixture
def heard() -> Iterator[Heard]:
    """The announcements of the test."""
    listener = Heard()
    yield listener
    listener.close()


def world_window(start_program: StartProgram, qtbot: QtBot, seed: int = 5) -> MainWindow:
    """``eighty-days --seed SEED``, shown and active."""
    window = start_program("play", "--seed", str(seed)).windows[0]
    assert isinstance(window, MainWindow)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def test_the_bill_and_the_card_taken_are_announced(
    start_program: StartProgram, qtbot: QtBot, heard: Heard
) -> None:
    """A first click on a market card announces its bill; the second takes it, and the
    events of the take (the log's lines: the card, its character) are announced."""
    window = world_window(start_program, qtbot)
    card = window.table.market.cards[Slot.TRAIN_1]
    assert card.icon is not None, "this deal's first train card brings a character"
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    assert heard.said and heard.said[-1].startswith("Bill for ")
    heard.said.clear()
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    events = window.controller.state.last_events
    assert events
    for event in events:
        assert heard.any_with(message_text(event.message))


def test_the_verdict_is_announced_when_it_changes_while_aiming(
    start_program: StartProgram, qtbot: QtBot, heard: Heard
) -> None:
    """Aiming a ship at Le Havre announces "legal, ends at Le Havre" once (R2024-10)."""
    window = world_window(start_program, qtbot, seed=11)
    card = window.table.market.cards[Slot.SHIP_1]
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.table.reach_marks is not None, timeout=5000)
    heard.said.clear()
    view = window.table.view
    point = to_scene(window.sheet.location("le-havre").point)
    view.ensureVisible(QRectF(point, point).adjusted(-2, -2, 2, 2))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(point))
    assert heard.said.count("legal, ends at Le Havre") == 1


def test_a_computers_journey_moves_are_announced(
    start_program: StartProgram, program_folders: ProgramFolders, qtbot: QtBot, heard: Heard
) -> None:
    """A new game of two computer seats: the first one's take and route are announced as
    the log shows them, without anyone at the screen doing anything (animations off)."""
    AppSettings(program_folders.store).animation_speed = AnimationSpeed.OFF
    window = world_window(start_program, qtbot)
    dialog = window.open_new_game_dialog()
    qtbot.waitExposed(dialog)
    dialog.player_count.setValue(2)
    for row in dialog.seats[:2]:
        row.kind.setCurrentIndex(1)  # Computer: easy
    assert SEAT_CHOICES[1][0] == "Computer: easy"
    heard.said.clear()
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)

    def mover() -> int | None:
        return next((i for i, p in enumerate(window.controller.state.players) if p.routes), None)

    qtbot.waitUntil(lambda: mover() is not None, timeout=60000)
    first = mover()
    assert first is not None
    name = window.controller.state.players[first].name
    log = window.table.log
    logged = [log.item(row).text().split(": ", 1)[-1] for row in range(log.count())]
    by_computer = [line for line in logged if line.startswith(name)]
    assert len(by_computer) >= 2, logged  # its take and its route at least
    for line in by_computer:
        assert heard.any_with(line), (line, heard.said)


def test_a_computers_race_moves_are_announced(
    start_program: StartProgram, qtbot: QtBot, heard: Heard
) -> None:
    """A race against a computer seat: the computer's card is announced as the log shows
    it."""
    state = new_race(RaceConfig(("Ann", "Cid")), seed=8)
    looks = default_pawn_looks(("Ann", "Cid"))
    computer = RACE_SEAT_CHOICES[1]
    settings = RaceSettings(
        seats=(
            RaceSeat(looks[0], computer[1], computer[2]),
            RaceSeat(looks[1], computer[1], computer[2]),
        ),
        seed=8,
    )
    window = open_race(start_program, qtbot, state, settings)
    with qtbot.waitSignal(window.computer_seats.played, timeout=20000):
        pass
    qtbot.waitUntil(lambda: bool(window.state.last_events))
    for event in window.state.last_events:
        assert heard.any_with(message_text(event.message))


def test_a_refused_draw_is_announced_urgently(
    start_program: StartProgram, qtbot: QtBot, heard: Heard
) -> None:
    """Enter on a ruler laid across land by ship: the refusal the status line shows is also
    announced ("Cannot do that: …"), and nothing is drawn (R2024-10)."""
    window = world_window(start_program, qtbot, seed=11)
    card = window.table.market.cards[Slot.SHIP_1]
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    ruler = window.table.ruler
    assert ruler is not None
    qtbot.waitUntil(lambda: window.table.feedback.verdict is not None)
    verdict = window.table.feedback.verdict
    assert verdict is not None and not verdict.legal, "the ship's ruler crosses land"
    heard.said.clear()
    window.table.focus_ruler()
    qtbot.keyClick(ruler.scene().views()[0], Qt.Key.Key_Return)
    assert any(text.startswith("Cannot do that: ") for text in heard.said), heard.said
    seat = window.controller.state.active
    assert seat is not None and window.controller.state.players[seat].routes == ()


def test_a_new_income_card_is_announced(
    start_program: StartProgram, qtbot: QtBot, heard: Heard
) -> None:
    """R2024-15: when the first token reaches a new month the next income card is turned;
    the program says it (its heading and its places with their pounds), as the card on the
    table shows it. Two people at one computer play easy moves through the table's own
    controller until it happens."""
    from eighty_days.ai.base import Level
    from eighty_days.ai.bots import make_journey_bot
    from eighty_days.engine.journey import DrawRoute

    window = start_program("play", "--seed", "11").windows[0]
    assert isinstance(window, MainWindow)
    controller = window.controller
    bot = make_journey_bot(Level.EASY, seed=3)
    first = controller.state.income_index
    for _ in range(400):
        state = controller.state
        if state.income_index != first or state.active is None:
            break
        action = bot.decide(state)
        if isinstance(action, DrawRoute):
            assert controller.draw_route(action.points)
        else:
            assert controller.take_transport(action)
    state = controller.state
    assert state.income_index == first + 1, "the game reached a new month"
    heading = f"Income card {state.income_index + 1} of"
    assert heard.any_with(heading)
    said = next(text for text in heard.said if heading in text)
    for _location, pounds in state.income_card.payouts:
        assert f"£{pounds}" in said
