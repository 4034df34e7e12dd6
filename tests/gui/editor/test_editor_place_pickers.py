"""The editor's place pickers are filled again only when the places change (issue 48
"Speed": an edit refreshes every form), and then show the places as they are."""

from __future__ import annotations

from pathlib import Path

import pytest
from editor_driving import click_map, open_editor, type_into
from program_helpers import StartProgram
from pytestqt.qtbot import QtBot

from eighty_days.ui.editor.selection import Selection, SelectionKind

pytestmark = pytest.mark.gui


def test_the_start_picker_follows_a_renamed_place_and_keeps_its_choice(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """A place renamed in its form: the Map tab's Start picker lists it by its new name
    and still shows the start; undone, the picker lists its old name again, the start
    still chosen."""
    window = open_editor(start_program, qtbot, tmp_path)
    start = window.panel.map_tab.start
    chosen = window.document.sheet.start
    window.view.set_zoom(30.0)
    window.view.centre_on_map_point((50.0, 20.0))
    click_map(qtbot, window, (50.0, 20.0))
    assert window.selection == Selection(SelectionKind.LOCATION, "fort")
    type_into(qtbot, window.panel.selection_tab.location.name, "Fort Vermilion")
    lines = [start.itemText(index) for index in range(start.count())]
    assert "Fort Vermilion (fort)" in lines
    assert start.currentData() == chosen
    window.undo_stack.undo()
    lines = [start.itemText(index) for index in range(start.count())]
    assert "Fort Vermilion (fort)" not in lines
    assert any(line.endswith("(fort)") for line in lines)
    assert start.currentData() == chosen
