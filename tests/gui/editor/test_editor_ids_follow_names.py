"""The ids of areas and adventure cards follow their names until edited by hand, through
``eighty-days editor`` (issue 48, "Ids and history"), as places' ids already do."""

from __future__ import annotations

from pathlib import Path

import pytest
from editor_driving import open_editor, press, type_into
from program_helpers import StartProgram
from pytestqt.qtbot import QtBot

pytestmark = pytest.mark.gui


def test_a_new_areas_id_follows_its_name_until_typed(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """Areas tab → Add area, named West continent: id west-continent (one undo step
    takes the name and id back); the id typed as wc stays when it is renamed again."""
    window = open_editor(start_program, qtbot, tmp_path)
    tab = window.panel.areas_tab
    window.panel.setCurrentWidget(tab)
    press(qtbot, tab.add)
    added = window.document.sheet.areas[-1]
    assert tab.current_area() == added.id
    type_into(qtbot, tab.name, "West continent")
    area = window.document.sheet.areas[-1]
    assert (area.id, area.name) == ("west-continent", "West continent")
    assert tab.current_area() == "west-continent"
    assert tab.id_edit.text() == "west-continent"
    window.undo_stack.undo()
    assert window.document.sheet.areas[-1] == added
    assert tab.current_area() == added.id  # still the area chosen, by its old id
    window.undo_stack.redo()
    assert tab.current_area() == "west-continent"
    type_into(qtbot, tab.id_edit, "wc")
    assert window.document.sheet.areas[-1].id == "wc"
    type_into(qtbot, tab.name, "Western continent")
    area = window.document.sheet.areas[-1]
    assert (area.id, area.name) == ("wc", "Western continent")


def test_an_areas_places_follow_its_renamed_id(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """Westland named West Land: its id is west-land, and its places are in west-land."""
    window = open_editor(start_program, qtbot, tmp_path)
    tab = window.panel.areas_tab
    window.panel.setCurrentWidget(tab)
    tab.choose("westland")
    type_into(qtbot, tab.name, "West Land")
    sheet = window.document.sheet
    assert sheet.areas[0].id == "west-land"
    assert sheet.location("west-harbour").area == "west-land"


def test_an_adventure_cards_id_follows_its_title_until_typed(
    start_program: StartProgram, qtbot: QtBot, tmp_path: Path
) -> None:
    """The Deep Cave titled The Deeper Cave: id the-deeper-cave. A card added and titled
    Lost Temple: id lost-temple; its id typed as lt stays when it is retitled."""
    window = open_editor(start_program, qtbot, tmp_path)
    tab = window.panel.cards_tab
    window.panel.setCurrentWidget(tab)
    tab.choose_adventure(0)
    type_into(qtbot, tab.adventure_title, "The Deeper Cave")
    card = window.document.sheet.adventure_cards[0]
    assert (card.id, card.title) == ("the-deeper-cave", "The Deeper Cave")
    assert tab.adventure_id.text() == "the-deeper-cave"
    press(qtbot, tab.add_adventure)
    type_into(qtbot, tab.adventure_title, "Lost Temple")
    assert window.document.sheet.adventure_cards[1].id == "lost-temple"
    type_into(qtbot, tab.adventure_id, "lt")
    type_into(qtbot, tab.adventure_title, "The Lost Temple")
    card = window.document.sheet.adventure_cards[1]
    assert (card.id, card.title) == ("lt", "The Lost Temple")
