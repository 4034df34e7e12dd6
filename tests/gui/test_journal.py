"""Game → Daily journey, challenges, statistics and the album, through the program's own
journey window (issue 26)."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest
from program_helpers import StartProgram
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import (
    QApplication,
    QDialogButtonBox,
    QMainWindow,
    QMenu,
    QMessageBox,
    QTableWidget,
)
from pytestqt.qtbot import QtBot

from eighty_days.ai.base import Level
from eighty_days.ai.journey import JourneyBot
from eighty_days.app import Program
from eighty_days.engine.journey import DrawRoute, is_terminal, outcome
from eighty_days.saves.album import Album
from eighty_days.saves.challenge import read_challenge
from eighty_days.saves.daily import DailyDeal
from eighty_days.saves.stats import compute_statistics, open_database
from eighty_days.ui.album.comparison import ComparisonDialog
from eighty_days.ui.album.journal import game_menu_of
from eighty_days.ui.album.window import AlbumWindow
from eighty_days.ui.journey.window import MainWindow
from eighty_days.ui.saves.replay_window import ReplayWindow
from eighty_days.ui.stats.window import StatisticsWindow

SMALL_MAP = Path(__file__).resolve().parents[1] / "data" / "saves" / "journey-small.yaml"


def program_window(
    start_program: StartProgram, qtbot: QtBot, map_path: Path | None = None, seed: int = 5
) -> MainWindow:
    """``eighty-days --map MAP --seed SEED``: the program's journey window (menus, saves,
    undo and autosave installed), active."""
    where = ["--map", str(map_path)] if map_path is not None else []
    program = start_program("play", *where, "--seed", str(seed))
    (window,) = program.windows
    assert isinstance(window, MainWindow)
    return activated(qtbot, window)


def another_window(
    qtbot: QtBot, window: MainWindow, map_path: Path | None = None, seed: int = 5
) -> MainWindow:
    """A second journey window of the same program (its factory), active."""
    program = window.program
    assert isinstance(program, Program)
    return activated(qtbot, program.new_journey_window(map_path, seed))


def activated(qtbot: QtBot, window: MainWindow) -> MainWindow:
    """``window`` shown and active (its shortcuts answer only in the active window)."""
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def click_menu_item(qtbot: QtBot, window: QMainWindow, menu_title: str, item: str) -> None:
    """Click a menu of the menu bar, then one of its entries (real mouse clicks)."""
    bar = window.menuBar()
    action = next(a for a in bar.actions() if a.text() == menu_title)
    menu = action.menu()
    assert isinstance(menu, QMenu)
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(action).center())
    qtbot.waitUntil(menu.isVisible)
    entry = next(a for a in menu.actions() if a.text() == item)
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(entry).center())


def finish_game(qtbot: QtBot, window: MainWindow) -> None:
    """Every seat plays easy computer moves through the controller until the journey ends,
    then the album's pictures are drawn."""
    controller = window.controller
    bots = [JourneyBot(Level.EASY, 11 + seat) for seat in range(len(controller.state.players))]
    while not is_terminal(controller.state):
        seat = controller.state.active
        assert seat is not None
        action = bots[seat].decide(controller.state)
        if isinstance(action, DrawRoute):
            assert controller.draw_route(action.points)
        else:
            assert controller.take_transport(action)
    journal = game_menu_of(window).journal
    qtbot.waitUntil(lambda: journal.last_entry is not None)
    entry = journal.last_entry
    assert entry is not None
    qtbot.waitUntil(lambda: entry.thumbnail_path(len(controller.state.players) - 1).exists())
    scoring = window.scoring_dialog
    if scoring is not None and scoring.isVisible():  # the player closes the scores
        qtbot.waitExposed(scoring)
        buttons = scoring.findChild(QDialogButtonBox)
        assert buttons is not None
        qtbot.mouseClick(buttons.buttons()[0], Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not scoring.isVisible())
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)


#: The offscreen platform cannot grab the keyboard for an open menu (a real display does).
MENU_GRAB = "This plugin does not support grabbing the keyboard"


@pytest.mark.qt_log_ignore(
    MENU_GRAB, "This plugin does not support propagateSizeHints", r"does not support raise\(\)"
)
def test_the_daily_journey_starts_from_the_game_menu(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """Game → Daily journey deals today's game: its seed, sides, three normal computers;
    a second start the same day is practice."""
    window = program_window(start_program, qtbot, SMALL_MAP)
    click_menu_item(qtbot, window, "&Game", "&Daily journey")
    qtbot.waitUntil(lambda: window.controller.state.seed == DailyDeal.of(dt.date.today()).seed)
    state = window.controller.state
    deal = DailyDeal.of(dt.date.today())
    assert state.config.character_sides == deal.sides
    assert len(state.players) == 4 and state.config.sheet.name == window.sheet.name
    # issue 21: the seats are "Player 1" …, never the novel's characters
    assert [p.name for p in state.players] == [f"Player {n}" for n in range(1, 5)]
    assert window.map_path is not None and window.map_path.name == "world.yaml"
    bots = window.computer_turns.bots
    assert sorted(bots) == [1, 2, 3] and {str(b.level) for b in bots.values()} == {"normal"}
    context = game_menu_of(window).journal.context
    assert context is not None and context.daily == dt.date.today().isoformat()
    assert context.practice is False
    window.computer_turns.stop()
    qtbot.keyClick(window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)  # again: practice
    qtbot.waitUntil(lambda: game_menu_of(window).journal.context is not context)
    practice = game_menu_of(window).journal.context
    assert practice is not None and practice.practice is True
    assert window.controller.state == state  # the same deal again
    window.computer_turns.stop()


def test_a_finished_game_is_kept_in_the_album_and_the_statistics(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """A game played to its end is kept (save, caption, a picture per sheet) and counted; the
    album opens it in the replay viewer and exports a sheet; the statistics show it."""
    window = program_window(start_program, qtbot, SMALL_MAP)
    finish_game(qtbot, window)
    final = window.controller.state
    entries = Album().entries()
    assert len(entries) == 1
    assert Album().load(entries[0]).state == final
    for seat in range(2):
        assert not QImage(str(entries[0].thumbnail_path(seat))).isNull()

    qtbot.keyClick(
        window,
        Qt.Key.Key_A,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    album = game_menu_of(window).album_window
    assert isinstance(album, AlbumWindow)
    qtbot.waitExposed(album)
    assert album.model.rowCount() == 1
    grid = album.view
    qtbot.mouseClick(
        grid.viewport(),
        Qt.MouseButton.LeftButton,
        pos=grid.visualRect(album.model.index(0)).center(),
    )
    assert album.current == entries[0]
    qtbot.mouseClick(album.replay_button, Qt.MouseButton.LeftButton)
    replay = album.replay_window
    assert isinstance(replay, ReplayWindow)
    assert replay.states[-1] == final
    replay.close()
    out = album.export_sheet(tmp_path / "sheet.png")
    assert out is not None and not QImage(str(out)).isNull()
    pdf = album.export_sheet(tmp_path / "sheet.pdf", suffix=".pdf")
    assert pdf is not None and pdf.read_bytes().startswith(b"%PDF")
    assert album.challenge_button.isEnabled()
    sent = album.send_challenge(tmp_path / "from-the-album.80days-challenge.json")
    assert sent is not None and read_challenge(sent).game.state == final
    album.opponents_filter.setCurrentIndex(album.opponents_filter.findData("hard"))
    assert album.model.rowCount() == 0
    album.opponents_filter.setCurrentIndex(album.opponents_filter.findData(""))
    assert album.model.rowCount() == 1
    album.close()

    qtbot.keyClick(window, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    stats = game_menu_of(window).statistics_window
    assert isinstance(stats, StatisticsWindow)
    result = outcome(final)
    best = max(score.total for score in result.scores)
    assert stats.statistics.journeys == 1 and stats.statistics.best_fame == best
    assert stats.labels["played"].text().startswith("1 journey")
    assert stats.statistics.wins_by_players == {2: (1, 1)}
    database = open_database()
    assert compute_statistics(database.summaries(), dt.date.today()) == stats.statistics
    database.close()
    stats.close()


def test_a_challenge_goes_from_one_window_to_another(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """Ann's finished game sent as a challenge; opened in another window it deals the same
    game in her seat; at its end both routes and both scores are compared."""
    window = program_window(start_program, qtbot, SMALL_MAP)
    assert not game_menu_of(window).send_action.isEnabled()
    finish_game(qtbot, window)
    assert game_menu_of(window).send_action.isEnabled()
    path = game_menu_of(window).journal.send_challenge(tmp_path / "ann.80days-challenge.json")
    assert path is not None
    code = QApplication.clipboard().text()
    assert code.startswith("80D1-")
    sent = window.controller.state
    challenge = read_challenge(path)

    pasted = another_window(qtbot, window, None, seed=98)
    assert game_menu_of(pasted).journal.open_challenge_code(code) is not None
    assert pasted.controller.state == read_challenge(path).start
    pasted.computer_turns.stop()

    friend = another_window(qtbot, window, None, seed=99)
    game_menu_of(friend).journal.open_challenge_file(path)
    start = friend.controller.state
    assert start.seed == sent.seed and start.config == sent.config and not start.history
    finish_game(qtbot, friend)
    qtbot.waitUntil(lambda: game_menu_of(friend).journal.comparison is not None)
    dialog = game_menu_of(friend).journal.comparison
    assert isinstance(dialog, ComparisonDialog)
    qtbot.waitExposed(dialog)
    table = dialog.findChild(QTableWidget, "comparison-table")
    assert table is not None and table.rowCount() == 7
    theirs_item, mine_item = table.item(5, 0), table.item(5, 1)
    assert theirs_item is not None and mine_item is not None
    assert theirs_item.text() == str(challenge.result.total)
    mine = outcome(friend.controller.state).scores[challenge.seat].total
    assert mine_item.text() == str(mine)
    assert Album().entries()[0].summary.challenge is True
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None
    qtbot.mouseClick(
        buttons.button(QDialogButtonBox.StandardButton.Close), Qt.MouseButton.LeftButton
    )
    qtbot.waitUntil(lambda: not dialog.isVisible())


@pytest.mark.parametrize("change", ["digest", "truncate"])
def test_a_tampered_challenge_is_refused_with_a_message(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path, change: str
) -> None:
    """A challenge changed by hand is not played: a message says why, the game stays."""
    window = program_window(start_program, qtbot, SMALL_MAP)
    finish_game(qtbot, window)
    path = game_menu_of(window).journal.send_challenge(tmp_path / "c.80days-challenge.json")
    assert path is not None
    text = path.read_text(encoding="utf-8")
    if change == "digest":
        data = json.loads(text)
        data["result"]["fame"][1] += 3
        path.write_text(json.dumps(data), encoding="utf-8")
    else:
        path.write_text(text[:500], encoding="utf-8")
    friend = another_window(qtbot, window, SMALL_MAP, seed=8)
    before = friend.controller.state
    assert game_menu_of(friend).journal.open_challenge_file(path) is None
    box = game_menu_of(friend).journal.message_box
    assert isinstance(box, QMessageBox)
    qtbot.waitExposed(box)
    assert "changed after it was sent" in box.text() or "truncated" in box.text()
    assert friend.controller.state is before
    box.close()


def test_a_finished_race_is_kept_and_counted(start_program: StartProgram) -> None:
    """A race played to its end in the race window (``eighty-days race``) is kept in the
    album and counted in the statistics as a race."""
    from eighty_days.ai.race import RaceBot
    from eighty_days.engine import race
    from eighty_days.ui.race.window import RaceWindow

    (window,) = start_program("race", "--players", "2", "--seed", "3").windows
    assert isinstance(window, RaceWindow)
    bot = RaceBot(Level.EASY)
    while not race.is_terminal(window.controller.state):
        assert window.controller.perform(bot.decide(window.controller.state))
    entries = Album().entries()
    assert len(entries) == 1 and entries[0].summary.game == "race-1986"
    assert Album().load(entries[0]).state == window.controller.state
    winner = race.outcome(window.controller.state)
    assert winner is not None
    assert [seat.won for seat in entries[0].summary.seats] == [
        index == winner.winner for index in range(2)
    ]
    database = open_database()
    assert compute_statistics(database.summaries(), dt.date.today()).races == 1
    database.close()
    window.close()


def test_the_daily_command_prints_the_seed(capsys: pytest.CaptureFixture[str]) -> None:
    """``eighty-days daily --date D --seed`` prints that date's seed; a bad date is a
    message and exit code 2."""
    from eighty_days.cli import main

    assert main(["daily", "--date", "2026-12-01", "--seed"]) == 0
    assert "2026-12-01: seed 202257995123547" in capsys.readouterr().out
    assert main(["daily", "--date", "1.12.2026", "--seed"]) == 2
    assert "YYYY-MM-DD" in capsys.readouterr().err


def test_the_daily_command_opens_the_window_on_the_daily_journey(
    start_program: StartProgram,
) -> None:
    """``eighty-days daily --date D`` opens the journey window on D's deal: no list of games
    in progress, no tutorial over it."""
    program = start_program("daily", "--date", "2026-11-30", tutorial_seen=False)
    (window,) = program.windows
    assert isinstance(window, MainWindow)
    assert window.controller.state.seed == DailyDeal.of(dt.date(2026, 11, 30)).seed
    assert "30 November 2026" in window.windowTitle()  # the day as English writes it
    assert program.in_progress_dialog is None and window.tutorial is None
    window.computer_turns.stop()


@pytest.mark.qt_log_ignore(
    MENU_GRAB, "This plugin does not support propagateSizeHints", r"does not support raise\(\)"
)
def test_the_race_window_opens_the_statistics_and_the_album(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """``eighty-days race``: its Game menu has Statistics and Album, as the journey
    window's; a race finished there is in both."""
    from eighty_days.ai.race import RaceBot
    from eighty_days.engine import race
    from eighty_days.ui.race.window import RaceWindow

    (window,) = start_program("race", "--players", "2", "--seed", "4").windows
    assert isinstance(window, RaceWindow)
    bot = RaceBot(Level.EASY)
    while not race.is_terminal(window.controller.state):
        assert window.controller.perform(bot.decide(window.controller.state))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)

    click_menu_item(qtbot, window, "&Game", "&Statistics")
    stats = window.game_menu.statistics_window
    assert isinstance(stats, StatisticsWindow)
    qtbot.waitExposed(stats)
    assert stats.statistics.races == 1 and stats.statistics.journeys == 0
    stats.close()

    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(
        window,
        Qt.Key.Key_A,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    album = window.game_menu.album_window
    assert isinstance(album, AlbumWindow)
    qtbot.waitExposed(album)
    assert album.model.rowCount() == 1
    assert album.model.entries[0].summary.game == "race-1986"
    album.close()
