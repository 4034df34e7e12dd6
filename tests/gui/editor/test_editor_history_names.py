"""History entries name what they changed, through ``eighty-days editor`` (issue 48, "Ids
and history"): "Add land", "Rename land: West continent", "Paste: West continent", not
"Add Polygon" or "Paste 1"."""

from __future__ import annotations

from pathlib import Path

import pytest
from editor_driving import choose_tool, click_map, open_editor, press, type_into
from program_helpers import StartProgram
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from eighty_days.editor.edits import Layer
from eighty_days.ui.editor.canvas import Tool
from eighty_days.ui.editor.selection import Selection, SelectionKind
from eighty_days.ui.editor.window import EditorWindow

pytestmark = pytest.mark.gui


def history(window: EditorWindow) -> list[str]:
    """The entries of the editor's History, oldest first."""
    stack = window.undo_stack
    return [stack.text(index) for index in range(stack.count())]


def test_a_shape_drawn_named_copied_and_pasted_is_named_in_the_history(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """A land drawn by clicks, named West continent in its form, copied and pasted
    (Edit → Copy, Edit → Paste): the History says "Add land", "Rename land: West
    continent", "Paste: West continent"."""
    window = open_editor(start_program, qtbot, tmp_path)
    choose_tool(qtbot, window, Tool.DRAW_LAND)
    for corner in ((2.0, 24.0), (8.0, 24.0), (8.0, 28.0), (2.0, 28.0)):
        click_map(qtbot, window, corner)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    index = len(window.document.sheet.land) - 1
    window.select(Selection(SelectionKind.POLYGON, (Layer.LAND, index)))
    type_into(qtbot, window.panel.selection_tab.polygon.name, "West continent")
    window.copy_action.trigger()
    window.paste_action.trigger()
    assert window.document.sheet.land[-1].name == "West continent"
    assert history(window) == [
        "Add land",
        "Rename land: West continent",
        "Paste: West continent",
    ]
    assert window.undo_stack.undoText() == "Paste: West continent"


def test_areas_and_cards_are_named_in_the_history(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """An area renamed, an adventure card retitled and added, an income card deleted:
    each History entry names the area or card."""
    window = open_editor(start_program, qtbot, tmp_path)
    areas = window.panel.areas_tab
    window.panel.setCurrentWidget(areas)
    areas.choose("westland")
    type_into(qtbot, areas.name, "West Land")
    cards = window.panel.cards_tab
    window.panel.setCurrentWidget(cards)
    cards.choose_adventure(0)
    type_into(qtbot, cards.adventure_title, "The Deeper Cave")
    press(qtbot, cards.add_adventure)
    cards.choose_income(1)
    press(qtbot, cards.delete_income)
    assert history(window) == [
        "Rename area: Westland to West Land",
        "Retitle adventure card: The Deeper Cave",
        "Add adventure card: An adventure",
        "Delete income card: income-2",
    ]


def test_pasting_many_things_names_the_first_and_counts_the_rest(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """Five places copied and pasted at once: "Paste: A, B, C and 2 more"."""
    window = open_editor(start_program, qtbot, tmp_path)
    places = ("cave", "fort", "beacon", "far-isle", "lonely-isle")
    sheet = window.document.sheet
    for number, place in enumerate(places):
        modifier = Qt.KeyboardModifier.ShiftModifier if number else Qt.KeyboardModifier.NoModifier
        click_map(qtbot, window, sheet.location(place).point, modifier)
    assert window.selection.kind is SelectionKind.GROUP
    window.copy_action.trigger()
    window.paste_action.trigger()
    text = window.undo_stack.undoText()
    assert text.startswith("Paste: ") and text.endswith(" and 2 more")
    assert text.count(", ") == 2
