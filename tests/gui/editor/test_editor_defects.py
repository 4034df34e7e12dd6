"""The map editor's defects of issue 20, each driven through ``eighty-days editor`` with
real mouse and key events."""

from __future__ import annotations

from pathlib import Path

import pytest
from editor_driving import click_map, open_editor, type_into, type_keys_where_focus_is
from pytestqt.qtbot import QtBot

from eighty_days.ui.editor.canvas import Selection, SelectionKind, Tool

pytestmark = pytest.mark.gui


def test_renaming_an_id_keeps_the_selection_and_typing_never_picks_tools(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Renaming a place's id keeps it selected; letters typed next go to the form, never
    to the canvas's tool shortcuts (t, l, d) or the map."""
    window = open_editor(qtbot, tmp_path)
    click_map(qtbot, window, (50.0, 20.0))
    assert window.selection == Selection(SelectionKind.LOCATION, "fort")
    form = window.panel.selection_tab.location
    places = len(window.document.sheet.locations)
    type_into(qtbot, form.id_edit, "stronghold")
    assert window.document.sheet.has_location("stronghold")
    assert window.selection == Selection(SelectionKind.LOCATION, "stronghold")
    assert window.panel.selection_tab.stack.currentWidget() is form
    assert form.id_edit.text() == "stronghold"
    type_keys_where_focus_is(qtbot, "tld")
    assert window.view.tool is Tool.SELECT
    assert len(window.document.sheet.locations) == places
    # undone, the selection follows the old id back
    window.undo_stack.undo()
    assert window.selection == Selection(SelectionKind.LOCATION, "fort")
    # a combo box with the focus takes letters too, without changing tools
    form.type.setFocus()
    type_keys_where_focus_is(qtbot, "tl")
    assert window.view.tool is Tool.SELECT
