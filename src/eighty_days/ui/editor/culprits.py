"""From a problem in the Problems panel to the thing it is about: selected and shown on
the map, or chosen in the tab of the property panel that edits it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from eighty_days.editor import shape_edits
from eighty_days.editor.checks import Culprit, CulpritKind
from eighty_days.editor.edits import Layer
from eighty_days.ui.editor.selection import Selection, SelectionKind

if TYPE_CHECKING:
    from eighty_days.ui.editor.window import EditorWindow

_LAYERS_BY_CULPRIT = {
    CulpritKind.LAND: Layer.LAND,
    CulpritKind.CANALS: Layer.CANALS,
    CulpritKind.MOUNTAINS: Layer.MOUNTAINS,
}


def select_culprit(window: EditorWindow, culprit: Culprit) -> None:
    """Select the thing ``culprit`` names and show it: a place or polygon on the map, an
    area or card in its tab; anything else shows the Map tab."""
    sheet = window.document.sheet
    panel = window.panel
    key = culprit.key
    if culprit.kind is CulpritKind.LOCATION and isinstance(key, str) and sheet.has_location(key):
        window.select(Selection(SelectionKind.LOCATION, key))
        window.view.reveal(sheet.location(key).point)
        return
    layer = _LAYERS_BY_CULPRIT.get(culprit.kind)
    if layer is not None and isinstance(culprit.key, int):
        polygons = shape_edits.polygons_of(sheet, layer)
        if culprit.key < len(polygons):
            window.select(Selection(SelectionKind.POLYGON, (layer, culprit.key)))
            window.view.reveal_ring(polygons[culprit.key].exterior)
            return
    if culprit.kind is CulpritKind.AREA and isinstance(culprit.key, str):
        panel.setCurrentWidget(panel.areas_tab)
        panel.areas_tab.choose(culprit.key)
        return
    if culprit.kind is CulpritKind.INCOME_CARD and isinstance(culprit.key, int):
        panel.setCurrentWidget(panel.cards_tab)
        panel.cards_tab.choose_income(culprit.key)
        return
    if culprit.kind is CulpritKind.ADVENTURE_CARD and isinstance(culprit.key, int):
        panel.setCurrentWidget(panel.cards_tab)
        panel.cards_tab.choose_adventure(culprit.key)
        return
    panel.setCurrentWidget(panel.map_tab)
