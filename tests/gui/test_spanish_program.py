"""Issue 51: the program offers Spanish in its settings, and a Spanish-speaking system's
locale chooses it at the first start; both through the real program (the whole games in
Spanish are in test_whole_game_in_each_language.py)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from program_helpers import ProgramFolders, StartProgram
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialogButtonBox, QMainWindow, QMenu
from pytestqt.qtbot import QtBot

from eighty_days.i18n import current_language
from eighty_days.saves.files import DATA_DIR_VARIABLE
from eighty_days.settings import AppSettings, Language
from eighty_days.ui.common.settings_dialog import SettingsDialog
from eighty_days.ui.journey.window import MainWindow

pytestmark = pytest.mark.gui

CHILD = Path(__file__).with_name("first_start_child.py")


def test_settings_offer_spanish_and_the_next_start_speaks_it(
    qtbot: QtBot, start_program: StartProgram, program_folders: ProgramFolders
) -> None:
    """Tools → Settings… lists Español among the languages, by its own name; chosen with the
    keyboard and confirmed, it is stored, and the program's next start is in Spanish."""
    program = start_program("play", "--seed", "3")
    window = program.windows[0]
    assert isinstance(window, MainWindow)
    window.settings_action.trigger()
    dialog = program.settings_dialog
    assert isinstance(dialog, SettingsDialog)
    qtbot.waitExposed(dialog)
    box = dialog.language_box
    listed = [box.itemText(row) for row in range(box.count())]
    own_names = [language.own_name for language in Language if language.own_name]
    assert listed == ["As the system", *own_names]
    assert "Español" in listed
    box.setFocus()
    qtbot.keyClicks(box, "Esp")  # typed: the combo box finds Español
    assert box.currentText() == "Español"
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    assert program.settings.language is Language.SPANISH
    assert window.file_menu.title() == "&File"  # the running window keeps its language
    window.close()

    again = start_program("play", "--seed", "3")
    spanish = again.windows[0]
    assert isinstance(spanish, MainWindow)
    assert current_language() == "es"
    assert spanish.file_menu.title() == "&Archivo"
    assert AppSettings(program_folders.store).language is Language.SPANISH


def _first_start(tmp_path: Path, system: str) -> dict[str, object]:
    """What the program says at its first start (no settings) on a system whose locale is
    ``system`` (``LANG``; no ``LANGUAGE`` or ``LC_*`` over it)."""
    config, data = tmp_path / "config", tmp_path / "data"
    config.mkdir()
    environment = {
        name: value
        for name, value in os.environ.items()
        if name not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES")
    }
    environment |= {"LANG": system, DATA_DIR_VARIABLE: str(data), "XDG_CONFIG_HOME": str(config)}
    result = subprocess.run(
        [sys.executable, str(CHILD), str(config)],
        capture_output=True,
        text=True,
        env=environment,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    seen = json.loads(result.stdout.strip().splitlines()[-1])
    assert isinstance(seen, dict)
    return seen


@pytest.mark.parametrize("system", ["es_ES.UTF-8", "es_MX.UTF-8", "es_AR.UTF-8"])
def test_a_spanish_system_starts_the_program_in_spanish(tmp_path: Path, system: str) -> None:
    """At the first start (no settings) on a system whose locale is Spanish, from Spain or
    from America, the program speaks Spanish: its menus and title; the setting stays
    "as the system"."""
    seen = _first_start(tmp_path, system)
    assert seen["language"] == "es"
    assert seen["setting"] == "system"
    menus = seen["menus"]
    assert isinstance(menus, list) and menus[0] == "&Archivo" and "A&yuda" in menus
    assert seen["title"] == "Eighty Days — Carrera, 1986"


def test_an_english_system_starts_the_program_in_english(tmp_path: Path) -> None:
    """The same first start on an English system speaks English (the test above is the
    locale's doing, not the child's)."""
    seen = _first_start(tmp_path, "en_GB.UTF-8")
    assert seen["language"] == "en"
    assert seen["title"] == "Eighty Days — Race, 1986"


def _accelerator(text: str) -> str | None:
    """The letter after a menu text's "&" (lower case), if it has one."""
    found = re.search(r"&([^&\s])", text)
    return found.group(1).lower() if found else None


def _clashes(actions: list[QAction], where: str) -> list[str]:
    """Two entries of one menu (or of the menu bar) with the same accelerator, in every
    menu and submenu of ``actions``."""
    found: list[str] = []
    letters: dict[str, list[str]] = {}
    for action in actions:
        letter = _accelerator(action.text())
        if letter is not None and not action.isSeparator():
            letters.setdefault(letter, []).append(action.text())
        menu = action.menu()
        if isinstance(menu, QMenu):
            menu.aboutToShow.emit()  # menus filled on opening (recent games)
            found += _clashes(menu.actions(), f"{where} → {action.text()}")
    found += [f"{where}: {texts}" for texts in letters.values() if len(texts) > 1]
    return found


def test_spanish_menus_have_no_two_entries_on_one_key(
    qtbot: QtBot, start_program: StartProgram, program_folders: ProgramFolders
) -> None:
    """In Spanish every menu of the journey window, its map editor and the race window
    reaches each entry by its own Alt letter (no two entries of a menu share one)."""
    AppSettings(program_folders.store).language = Language.SPANISH
    journey = start_program("play", "--seed", "3").windows[0]
    assert isinstance(journey, MainWindow)
    assert journey.file_menu.title() == "&Archivo"
    journey.open_map_editor()
    editor = journey.map_editor
    assert editor is not None
    race = start_program("race", "--seed", "3").windows[0]
    clashes = []
    for name, window in (("journey", journey), ("editor", editor), ("race", race)):
        assert isinstance(window, QMainWindow)
        clashes += _clashes(window.menuBar().actions(), name)
    assert not clashes, "\n".join(clashes)
