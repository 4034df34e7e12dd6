"""A save's map-path note is never a path: a journey save carrying its own map, opened from
the race window or with File → Open, gives Tools → Map editor a new document of that map,
and nothing is read from or written to the note's path (issue 45, item 9)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from eighty_days.ai.base import Level
from eighty_days.ai.journey import JourneyBot
from eighty_days.engine.journey import apply, new_game
from eighty_days.saves import MapRef, load_save, record_of, write_save
from eighty_days.sheet.io import load_map
from eighty_days.shipped_journey import default_config
from eighty_days.ui.editor.window import EditorWindow
from eighty_days.ui.journey.window import MainWindow
from eighty_days.ui.race.window import RaceWindow

DATA = Path(__file__).resolve().parents[2] / "data" / "saves"
SMALL_MAP = DATA / "journey-small.yaml"
OTHER_MAP = DATA.parents[1].parent / "maps" / "sample-small.yaml"


def _save_with_note(target: Path, note: Path) -> Path:
    """A journey on the small map, a few actions in, whose save carries the map's text
    with ``note`` as the path it once had."""
    state = new_game(default_config(("Ann", "Ben"), load_map(SMALL_MAP)), 5)
    bots = [JourneyBot(Level.EASY, 50 + seat) for seat in range(2)]
    for _ in range(4):
        assert state.active is not None
        state = apply(state, bots[state.active].decide(state))
    ref = MapRef.for_text(SMALL_MAP.read_text(encoding="utf-8"), str(note))
    write_save(record_of(state, ref), target)
    return target


def _map_editor(qtbot: QtBot, window: MainWindow) -> EditorWindow:
    """Tools → Map editor, fired as the menu does."""
    action = next(a for a in window.findChildren(QAction) if a.text() == "Map &editor…")
    action.trigger()
    editor = window.map_editor
    assert isinstance(editor, EditorWindow)
    qtbot.waitExposed(editor)
    return editor


def _save_asks(editor: EditorWindow, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """File → Save in ``editor``; the folders a Save as dialog was opened on (the player
    cancels it)."""
    asked: list[str] = []

    def ask(_parent: Any, _title: str, folder: str, _filter: str) -> tuple[str, str]:
        asked.append(folder)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", ask)
    editor.save_action.trigger()
    return asked


def test_a_journey_opened_from_the_race_window_edits_its_own_map(
    start_program: Any, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A journey save opened in the race window comes up in a journey window; its map
    editor has the save's map, unsaved: Save asks where, and the note's path stays
    untouched (no file made there)."""
    note = tmp_path / "elsewhere" / "my-map.yaml"
    save = _save_with_note(tmp_path / "journey.80days.json", note)
    program = start_program("race", "--seed", "5")
    race = program.windows[-1]
    assert isinstance(race, RaceWindow) and race.save_support is not None
    assert race.save_support.saves.open_path(save)
    journey = program.windows[-1]
    assert isinstance(journey, MainWindow)
    editor = _map_editor(qtbot, journey)
    assert editor.document.path is None
    assert editor.document.sheet == load_save(save).map
    assert len(_save_asks(editor, monkeypatch)) == 1
    assert not note.exists() and not note.parent.exists()


def test_a_note_naming_another_map_is_not_read(
    start_program: Any, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """File → Open of a save whose note names another map file: the editor shows the
    save's map, not the file the note names, and never writes over that file."""
    note = tmp_path / "note.yaml"
    note.write_bytes(OTHER_MAP.read_bytes())
    before = note.read_bytes()
    save = _save_with_note(tmp_path / "journey.80days.json", note)
    program = start_program("play", "--map", str(SMALL_MAP), "--seed", "3")
    window = program.windows[0]
    assert isinstance(window, MainWindow) and window.save_support is not None
    assert window.save_support.saves.open_path(save)
    editor = _map_editor(qtbot, window)
    assert editor.document.path is None
    assert editor.document.sheet == load_save(save).map
    assert len(_save_asks(editor, monkeypatch)) == 1
    assert note.read_bytes() == before
