"""A broken map and a broken save, opened through the program in German, are told in German
with the place and line in the file (issue 21: the loaders' messages are values; the UI
makes the German from them, ``ui/common/message_text``)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from program_helpers import ProgramFolders, StartProgram
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox
from pytestqt.qtbot import QtBot

from eighty_days import i18n
from eighty_days.saves.format import sha256_text
from eighty_days.settings import AppSettings, Language
from eighty_days.ui.journey.window import MainWindow

pytestmark = pytest.mark.gui

DATA = Path(__file__).resolve().parents[1] / "data" / "saves"
JOURNEY_SAMPLE = DATA / "journey-sample.80days.json"
SMALL = DATA / "journey-small.yaml"
#: English words of the loaders' messages that must not be left in the German text.
ENGLISH_WORDS = re.compile(
    r"\b(unknown|area|line|problem|problems|the|file|map|is|not|valid|illegal|truncated)\b"
)


@pytest.fixture
def german_chosen(program_folders: ProgramFolders) -> ProgramFolders:
    """Settings → Language: German, stored before the program starts."""
    AppSettings(program_folders.store).language = Language.GERMAN
    return program_folders


def _journey(start_program: StartProgram, qtbot: QtBot) -> MainWindow:
    """``eighty-days --map journey-small.yaml --seed 3`` in German: its journey window."""
    program = start_program("play", "--map", str(SMALL), "--seed", "3")
    assert i18n.current_language() == "de"
    window = program.windows[0]
    assert isinstance(window, MainWindow)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


def _broken_map_text() -> str:
    """The sample map with a place in an area the map does not have (its line 25)."""
    text = SMALL.read_text(encoding="utf-8")
    old = "area: isles, snap: 1.0}\n  - {id: far-isle"
    assert text.count(old) == 1
    return text.replace(old, "area: nowhere, snap: 1.0}\n  - {id: far-isle")


def test_a_broken_map_for_a_new_game_is_told_in_german_with_its_line(
    start_program: StartProgram, german_chosen: ProgramFolders, qtbot: QtBot, tmp_path: Path
) -> None:
    """File → New game on a map with an unknown area: the message box names the place and the
    line in German ("unbekanntes Gebiet … (Zeile 25)"), with a German count of problems."""
    window = _journey(start_program, qtbot)
    before = window.controller.state
    broken = tmp_path / "broken.yaml"
    broken.write_text(_broken_map_text(), encoding="utf-8")
    window.new_action.trigger()
    dialog = window.new_game_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    dialog.map_path.selectAll()
    qtbot.keyClicks(dialog.map_path, str(broken))
    with qtbot.waitSignal(window.map_loading.finished, timeout=10_000):
        ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    box = window.problem_box
    assert isinstance(box, QMessageBox)
    qtbot.waitUntil(box.isVisible)
    text = box.text()
    assert text == (
        f"{broken}: 1 Problem\n  locations[5].area: unbekanntes Gebiet 'nowhere' (Zeile 25)"
    )
    assert box.windowTitle() == "Die Landkarte kann nicht gelesen werden"
    assert window.controller.state is before


def test_a_broken_save_is_told_in_german_with_its_line(
    start_program: StartProgram, german_chosen: ProgramFolders, qtbot: QtBot, tmp_path: Path
) -> None:
    """File → Open on a save cut short, and on a save whose embedded map names an unknown
    area: German sentences naming the line of the save and the line of the map."""
    window = _journey(start_program, qtbot)
    assert window.save_support is not None
    saves = window.save_support.saves
    before = window.controller.state
    sample = JOURNEY_SAMPLE.read_text(encoding="utf-8")
    cut = tmp_path / "cut.80days.json"
    cut.write_text(sample[: len(sample) // 2], encoding="utf-8")
    line = sample[: len(sample) // 2].count("\n") + 1
    with qtbot.waitSignal(saves.loading_finished, timeout=10_000):
        dialog = saves.open_dialog()
        dialog.selectFile(str(cut))
        dialog.accept()
    box = saves.message_box
    assert isinstance(box, QMessageBox)
    qtbot.waitUntil(box.isVisible)
    assert box.text() == (f"{cut}: die Datei endet zu früh in Zeile {line}: Sie ist abgeschnitten")
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Ok), Qt.MouseButton.LeftButton)

    data = json.loads(sample)
    assert data["map"]["text"] is not None, "the sample embeds its map"
    old = "area: isles, snap: 1.0}\n  - {id: far-isle"
    embedded = data["map"]["text"]
    assert embedded.count(old) == 1
    data["map"]["text"] = embedded.replace(old, "area: nowhere, snap: 1.0}\n  - {id: far-isle")
    data["map"]["sha256"] = sha256_text(data["map"]["text"])
    edited = tmp_path / "edited.80days.json"
    edited.write_text(json.dumps(data), encoding="utf-8")
    with qtbot.waitSignal(saves.loading_finished, timeout=10_000):
        dialog = saves.open_dialog()
        dialog.selectFile(str(edited))
        dialog.accept()
    box = saves.message_box
    assert isinstance(box, QMessageBox)
    qtbot.waitUntil(box.isVisible)
    text = box.text()
    assert text == (
        f"{edited}: map.text: die eingebettete Landkarte ist ungültig: "
        "locations[5].area: unbekanntes Gebiet 'nowhere' (Zeile 25)"
    )
    german = text.split(": ", 2)[2].replace("locations[5].area", "")
    assert not ENGLISH_WORDS.search(german), german
    assert window.controller.state is before
