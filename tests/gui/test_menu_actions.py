"""Game → Send as a challenge, Open a challenge and Paste a challenge code fired as the
menu fires them (``triggered(checked=False)``), through the program's own journey window
(issue 44: they did nothing and wrote an ``AttributeError`` to stderr)."""

from __future__ import annotations

from pathlib import Path

import pytest
from program_helpers import StartProgram
from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFileDialog,
    QInputDialog,
    QMainWindow,
    QMenu,
    QWidget,
)
from pytestqt.qtbot import QtBot
from test_journal import SMALL_MAP, another_window, finish_game, program_window

from eighty_days.saves.challenge import read_challenge
from eighty_days.ui.album.journal import game_menu_of
from eighty_days.ui.journey.window import MainWindow
from eighty_days.ui.race.window import RaceWindow


def test_open_a_challenge_from_the_menu_asks_for_a_file_and_plays_it(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """Send as a challenge asks where to write it and writes it; Open a challenge asks for
    the file and deals the challenge's game; nothing raises."""
    window = program_window(start_program, qtbot, SMALL_MAP)
    finish_game(qtbot, window)
    menu = game_menu_of(window)
    menu.send_action.trigger()
    dialog = menu.journal.file_dialog
    assert isinstance(dialog, QFileDialog) and dialog.isVisible()
    assert dialog.acceptMode() is QFileDialog.AcceptMode.AcceptSave
    target = tmp_path / "sent.80days-challenge.json"
    dialog.selectFile(str(target))
    dialog.accept()
    qtbot.waitUntil(target.exists)
    sent = read_challenge(target)
    assert sent.game.state == window.controller.state

    friend = another_window(qtbot, window, None, seed=99)
    game_menu_of(friend).open_challenge_action.trigger()
    dialog = game_menu_of(friend).journal.file_dialog
    assert isinstance(dialog, QFileDialog) and dialog.isVisible()
    assert dialog.acceptMode() is QFileDialog.AcceptMode.AcceptOpen
    assert "*.80days-challenge.json" in dialog.nameFilters()[0]
    dialog.selectFile(str(target))
    dialog.accept()
    qtbot.waitUntil(lambda: friend.controller.state == sent.start)
    context = game_menu_of(friend).journal.context
    assert context is not None
    assert context.challenge is not None
    friend.computer_turns.stop()


def test_paste_a_challenge_code_from_the_menu_asks_for_the_code_and_plays_it(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """Paste a challenge code opens an input box; the code typed there deals the game."""
    window = program_window(start_program, qtbot, SMALL_MAP)
    finish_game(qtbot, window)
    path = game_menu_of(window).journal.send_challenge(tmp_path / "c.80days-challenge.json")
    assert path is not None
    code = QApplication.clipboard().text()
    friend = another_window(qtbot, window, None, seed=98)
    game_menu_of(friend).paste_code_action.trigger()
    box = game_menu_of(friend).journal.code_dialog
    assert isinstance(box, QInputDialog) and box.isVisible()
    box.setTextValue(code)
    box.accept()
    qtbot.waitUntil(lambda: friend.controller.state == read_challenge(path).start)
    friend.computer_turns.stop()


def test_a_pasted_text_that_is_no_code_is_refused_in_plain_words(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """Pasting a text that is not a challenge code says so, without a file name: the
    message does not begin with a placeholder such as "<code>:" (there is no file)."""
    window = program_window(start_program, qtbot, SMALL_MAP)
    before = window.controller.state
    game_menu_of(window).paste_code_action.trigger()
    box = game_menu_of(window).journal.code_dialog
    assert isinstance(box, QInputDialog)
    box.setTextValue("hello, this is no code")
    box.accept()
    qtbot.waitUntil(lambda: game_menu_of(window).journal.message_box is not None)
    message = game_menu_of(window).journal.message_box
    assert message is not None and message.isVisible()
    assert message.text().startswith("This is not a challenge code"), message.text()
    assert "<" not in message.text()
    message.accept()
    assert window.controller.state is before


def test_a_cancelled_challenge_dialog_changes_nothing(
    start_program: StartProgram, qtbot: QtBot
) -> None:
    """Open a challenge and Paste a code, cancelled, leave the game on the table as it was."""
    window = program_window(start_program, qtbot, SMALL_MAP)
    before = window.controller.state
    for action, kept in (
        (game_menu_of(window).open_challenge_action, "file_dialog"),
        (game_menu_of(window).paste_code_action, "code_dialog"),
    ):
        action.trigger()
        dialog = getattr(game_menu_of(window).journal, kept)
        assert dialog is not None and dialog.isVisible()
        dialog.reject()
        assert window.controller.state is before


#: Actions that end the program or close the window walked (they are tested elsewhere).
ENDING = {"&Quit", "&Close"}


def menu_actions(window: QMainWindow) -> list[tuple[str, QAction]]:
    """Every entry of the window's menus (submenus included), with its path."""
    found: list[tuple[str, QAction]] = []

    def walk(menu: QMenu, path: str) -> None:
        menu.aboutToShow.emit()  # what a menu fills in when it opens (Open recent)
        for action in menu.actions():
            if action.isSeparator():
                continue
            submenu = action.menu()
            if isinstance(submenu, QMenu):
                walk(submenu, f"{path} > {action.text()}")
            else:
                found.append((f"{path} > {action.text()}", action))

    for top in window.menuBar().actions():
        menu = top.menu()
        assert isinstance(menu, QMenu)
        walk(menu, top.text())
    return found


def close_new_windows(before: set[int], keep: QWidget) -> None:
    """Close every top-level widget opened since ``before`` (dialogs, other windows)."""
    for widget in QApplication.topLevelWidgets():
        if id(widget) not in before and widget is not keep and widget.isVisible():
            stop = getattr(getattr(widget, "computer_turns", None), "stop", None)
            if stop is not None:
                stop()
            widget.close()


def reject_blocking_dialog() -> None:
    """Cancel the modal dialog a slot is waiting in (its own event loop runs meanwhile)."""
    modal = QApplication.activeModalWidget()
    if isinstance(modal, QDialog):
        modal.reject()


def fire_every_action(qtbot: QtBot, window: QMainWindow, depth: int = 0) -> list[str]:
    """Fire each enabled menu entry of ``window`` as a menu does; the windows an entry opens
    (the map editor, a replay, the album…) get their own entries fired too (one level), then
    everything opened is closed. Returns the paths of the entries fired."""
    fired = []
    for path, action in menu_actions(window):
        if action.text() in ENDING or not action.isEnabled():
            continue
        before = {id(widget) for widget in QApplication.topLevelWidgets()}
        # an entry that asks in a blocking dialog (``exec()``) is answered Cancel
        dismiss = QTimer()
        dismiss.timeout.connect(reject_blocking_dialog)
        dismiss.start(50)
        action.trigger()
        qtbot.wait(0)
        dismiss.stop()
        fired.append(path)
        computer_turns = getattr(window, "computer_turns", None)
        if computer_turns is not None:
            computer_turns.stop()
        opened = [
            widget
            for widget in QApplication.topLevelWidgets()
            if id(widget) not in before and isinstance(widget, QMainWindow) and widget.isVisible()
        ]
        if depth == 0:
            for other in opened:
                fired += [f"{path} → {inner}" for inner in fire_every_action(qtbot, other, 1)]
        close_new_windows(before, window)
        assert window.isVisible(), path
    return fired


@pytest.mark.qt_log_ignore(
    "This plugin does not support propagateSizeHints", r"does not support raise\(\)"
)
@pytest.mark.parametrize("command", ["play", "race"])
def test_every_menu_action_fires_without_an_exception(
    start_program: StartProgram, qtbot: QtBot, command: str
) -> None:
    """Each enabled entry of every menu of the journey and race windows, and of the windows
    they open, fired as a menu fires it (``trigger()``: ``checked=False``), raises nothing
    and leaves the window up; what it opens is closed again."""
    program = start_program(command, "--seed", "5")
    (window,) = program.windows
    fired = fire_every_action(qtbot, window)
    assert len(fired) > 10
    if command == "play":
        assert any("challenge" in path for path in fired)
        assert any("→" in path for path in fired)  # the editor's, the replay's entries too


def sent_challenge(start_program: StartProgram, qtbot: QtBot, path: Path) -> MainWindow:
    """A journey played to its end in the program and sent as a challenge to ``path``."""
    window = program_window(start_program, qtbot, SMALL_MAP)
    finish_game(qtbot, window)
    assert game_menu_of(window).journal.send_challenge(path) == path
    return window


def open_with_file_menu(qtbot: QtBot, window: MainWindow | RaceWindow, path: Path) -> None:
    """File → Open fired as the menu fires it, ``path`` chosen in its dialog."""
    support = window.save_support
    assert support is not None
    saves = support.saves
    saves.open_action.trigger()
    dialog = saves.file_dialog
    assert isinstance(dialog, QFileDialog) and dialog.isVisible()
    assert any("*.80days-challenge.json" in entry for entry in dialog.nameFilters())
    dialog.selectFile(str(path))
    dialog.accept()


@pytest.mark.parametrize("name", ["ann.80days-challenge.json", "from-ann.json"])
def test_file_open_plays_a_challenge_file(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path, name: str
) -> None:
    """File → Open of a challenge file (by its name, or by its text when renamed) plays the
    challenge's deal as Game → Open a challenge does, instead of refusing it."""
    path = tmp_path / name
    window = sent_challenge(start_program, qtbot, path)
    challenge = read_challenge(path)
    friend = another_window(qtbot, window, None, seed=99)
    open_with_file_menu(qtbot, friend, path)
    qtbot.waitUntil(lambda: friend.controller.state == challenge.start)
    context = game_menu_of(friend).journal.context
    assert context is not None and context.challenge is not None
    assert game_menu_of(friend).journal.message_box is None  # nothing refused
    friend.computer_turns.stop()


def test_file_open_in_the_race_window_plays_a_challenge_in_a_journey_window(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """A challenge chosen with the race window's File → Open is played in a journey window
    of the program."""
    path = tmp_path / "ann.80days-challenge.json"
    sent_challenge(start_program, qtbot, path)
    race_program = start_program("race", "--seed", "4")
    (race,) = race_program.windows
    assert isinstance(race, RaceWindow)
    open_with_file_menu(qtbot, race, path)
    qtbot.waitUntil(lambda: len(race_program.windows) == 2)
    journey = race_program.windows[1]
    assert isinstance(journey, MainWindow)
    assert journey.controller.state == read_challenge(path).start
    journey.computer_turns.stop()
