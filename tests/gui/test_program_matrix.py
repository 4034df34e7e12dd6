"""Every way into a game gives the whole program (issue 17): the File and Edit menus (Save,
Save as, Open, Recent, Undo, Redo, Confirm before committing, Watch a replay), Settings and
Quit, the stored text size and language, every move autosaved, and the game of a process
killed with SIGKILL offered back at the next start. Each way is driven through the
program's own entry point (``program_ways``)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from program_helpers import (
    ProgramFolders,
    QtBotDriver,
    StartProgram,
    continue_offered,
    in_progress_file,
)
from program_ways import WAYS, Way, play_one_move
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu
from pytestqt.qtbot import QtBot

from eighty_days.saves import InProgressStore, autosave_path, load_save
from eighty_days.settings import AppSettings, Language
from eighty_days.ui.tutorial import TUTORIAL_SEEN_KEY

CHILD = Path(__file__).resolve().parent / "program_child.py"
IDS = [way.name for way in WAYS]


def _menu_actions(window: QMainWindow) -> dict[str, list[Any]]:
    """Each menu's title and its actions (submenus as their menu action)."""
    bar = window.menuBar()
    menus: dict[str, list[Any]] = {}
    for action in bar.actions():
        menu = action.menu()
        if isinstance(menu, QMenu):
            menus[action.text()] = menu.actions()
    return menus


def _prepare(way: Way, folders: ProgramFolders, *, german: bool) -> None:
    settings = AppSettings(folders.store)
    settings.ui_scale = 150
    if german:
        settings.language = Language.GERMAN
    folders.store.setValue(TUTORIAL_SEEN_KEY, True)
    folders.store.sync()
    if way.prepare is not None:
        way.prepare(folders.data)


@pytest.mark.gui
@pytest.mark.parametrize("way", WAYS, ids=IDS)
def test_every_way_in_gives_menus_settings_and_autosave(
    way: Way, qtbot: QtBot, start_program: StartProgram, program_folders: ProgramFolders
) -> None:
    """The window a way opens has File (Open, Recent, Save, Save as, Watch a replay,
    Quit), Edit (Undo, Redo, Confirm before committing) and Settings; it speaks the stored
    language (German) at the stored text size (150 %); one move is autosaved (the
    tutorial's game never is: the real game among the games in progress stays)."""
    _prepare(way, program_folders, german=True)
    autosave = autosave_path(way.kind)  # an earlier version's, moved in at the start
    before = autosave.read_bytes() if autosave.exists() else None
    window: Any = way.open(start_program, QtBotDriver(qtbot))
    qtbot.waitExposed(window)
    assert window.isVisible()
    support = window.save_support
    assert support is not None

    menus = _menu_actions(window)
    file_title = QCoreApplication.translate(type(window).__name__, "&File")
    assert file_title == "&Datei" and window.file_menu.title() == file_title
    file_actions = menus[file_title]
    saves, undo = support.saves, support.undo
    for action in (
        saves.open_action,
        saves.recent_menu.menuAction(),
        saves.save_action,
        saves.save_as_action,
        saves.replay_action,
        window.quit_action,
    ):
        assert action in file_actions, action.text()
    edit = next(actions for actions in menus.values() if undo.undo_action in actions)
    assert undo.redo_action in edit and undo.confirm_action in edit
    assert undo.confirm_action.text() == "Vor dem Festlegen einer Route oder Karte &nachfragen"
    assert any(window.settings_action in actions for actions in menus.values())
    assert window.settings_action.text() == "&Einstellungen …"
    assert window.quit_action.text() == "&Beenden"

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    base = app.property("eighty_days_base_font")
    assert isinstance(base, QFont)
    assert app.font().pointSizeF() == pytest.approx(base.pointSizeF() * 1.5)
    assert window.font().pointSizeF() == pytest.approx(base.pointSizeF() * 1.5)

    assert saves.in_progress_action in file_actions
    assert saves.in_progress_action.text() == "&Laufende Spiele …"
    actions = play_one_move(window, QtBotDriver(qtbot))
    store = InProgressStore()
    if way.autosaved:
        saved = load_save(in_progress_file(window))
        assert saved.state == window.controller.state
        assert len(saved.record.actions) == actions
    else:
        [kept] = store.game_ids()
        assert before is not None and store.save_path(kept).read_bytes() == before


def _kill_after_move(way_name: str, folders: ProgramFolders, expect: str) -> str:
    """Run the way in a child process; once it reports ``expect``, SIGKILL it."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    process = subprocess.Popen(
        [sys.executable, str(CHILD), way_name, str(folders.config)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    assert process.stdout is not None
    line = process.stdout.readline()
    try:
        assert line.startswith(expect), (
            f"{line!r}; {process.stderr.read() if process.stderr else ''}"
        )
    finally:
        os.kill(process.pid, signal.SIGKILL)
        process.wait(timeout=30)
    assert process.returncode == -signal.SIGKILL
    return line


@pytest.mark.gui
@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX")
@pytest.mark.parametrize("way", WAYS, ids=IDS)
def test_every_way_ins_game_is_offered_back_after_a_kill(
    way: Way, qtbot: QtBot, start_program: StartProgram, program_folders: ProgramFolders
) -> None:
    """A child process opens the way and moves once; killed with SIGKILL, its game is
    listed among the games in progress at the next start of ``eighty-days`` and Continue
    puts it back on a table of its kind (the tutorial's game is not: the real game it played
    beside is listed)."""
    _prepare(way, program_folders, german=False)
    prepared = load_save(autosave_path(way.kind)) if way.prepare is not None else None
    line = _kill_after_move(way.name, program_folders, "moved")
    actions = int(line.split()[1])
    store = InProgressStore()
    games = [game for game in store.games() if game.kind == way.kind]
    assert games, "the game played is not among the games in progress"
    game = games[0]  # the last saved
    expected = load_save(game.path)
    if way.autosaved:
        assert len(expected.record.actions) == actions
    else:
        assert prepared is not None and expected.record == prepared.record

    program = start_program(
        "play", "--map", str(Path(__file__).parents[1] / "data" / "saves" / "journey-small.yaml")
    )
    dialog = program.in_progress_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    dialog.select(game.id)
    item = dialog.games_list.currentItem()
    count = len(expected.record.actions)
    assert f"{count} action{'' if count == 1 else 's'}" in item.text()  # issue 21: plurals
    window: Any = continue_offered(program, QtBotDriver(qtbot), game.id)
    qtbot.waitUntil(lambda: window.controller.state == expected.state)
