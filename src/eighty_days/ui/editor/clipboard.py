"""Edit → Copy, Paste and Duplicate in the map editor: places, a polygon or a card.

What Copy took stays in the window (``EditorWindow.clipboard``) with how often it was
pasted, so that each paste lands a little further off than the last.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from eighty_days.editor import paste_edits, shape_edits
from eighty_days.ui.editor import commands
from eighty_days.ui.editor.selection import Group, Selection, SelectionKind, selection_of

if TYPE_CHECKING:
    from eighty_days.ui.editor.window import EditorWindow


def copied_items(window: EditorWindow) -> list[paste_edits.Item]:
    """What Copy takes: the places or the polygon selected on the map, else the card
    chosen in the Cards tab (when it is shown)."""
    sheet = window.document.sheet
    selection = window.view.selection
    if selection.kind is SelectionKind.LOCATION and sheet.has_location(selection.key):
        return [sheet.location(selection.key)]
    if selection.kind is SelectionKind.GROUP and selection.key.places:
        return [loc for loc in sheet.locations if loc.id in selection.key.places]
    polygon_key = window.view.selected_polygon()
    if polygon_key is not None and selection.kind is not SelectionKind.GROUP:
        polygons = shape_edits.polygons_of(sheet, polygon_key[0])
        if polygon_key[1] < len(polygons):
            return [(polygon_key[0], polygons[polygon_key[1]])]
    if window.panel.currentWidget() is window.panel.cards_tab:
        card = window.panel.cards_tab.current_card()
        if card is not None:
            return [card]
    return []


def copy_selection(window: EditorWindow) -> None:
    """Keep the selected places, polygon or card for Paste (else say what can be copied)."""
    items = copied_items(window)
    if not items:
        window.statusBar().showMessage(
            QCoreApplication.translate(
                "EditorWindow", "Select a place, a polygon or a card to copy."
            ),
            6000,
        )
        return
    window.clipboard = items
    window._pasted = 0
    window.statusBar().showMessage(
        QCoreApplication.translate("EditorWindow", "Copied {count}.").format(count=len(items)),
        4000,
    )


def paste(window: EditorWindow, *, duplicate: bool = False) -> None:
    """Paste copies of what was copied, a little apart each time (one undo step), and
    select them; ``duplicate`` copies the selection and pastes it at once."""
    if duplicate:
        items = copied_items(window)
        if not items:
            return
        window.clipboard, window._pasted = items, 0
    if not window.clipboard:
        return
    window._pasted += 1
    step = max(window.document.sheet.ruler_unit * 0.25, 0.1) * window._pasted
    command = commands.PasteItems(
        window.document, window.clipboard, (step, -step), duplicate=duplicate
    )
    window.push(command)
    pasted = command.pasted
    if pasted.places:
        window.select(selection_of(Group(frozenset(pasted.places))))
    elif pasted.polygons:
        window.select(Selection(SelectionKind.POLYGON, pasted.polygons[-1]))
    elif pasted.income_cards:
        window.panel.cards_tab.choose_income(pasted.income_cards[-1])
    elif pasted.adventure_cards:
        window.panel.cards_tab.choose_adventure(pasted.adventure_cards[-1])
