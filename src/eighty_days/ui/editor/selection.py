"""What is selected in the map editor: the kinds of selection, a selection, a group of
places and vertices selected together, and the map layers the Layers panel shows and locks.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from eighty_days.editor.edits import Layer
from eighty_days.sheet.model import SheetMap


class MapLayer(StrEnum):
    """What the Layers panel shows, hides and locks."""

    LAND = "land"
    MOUNTAINS = "mountains"
    CANALS = "canals"
    AREAS = "areas"
    PLACES = "places"
    CARD_PLACES = "card-places"


#: The map layer each polygon layer belongs to.
POLYGON_LAYERS = {
    Layer.LAND: MapLayer.LAND,
    Layer.MOUNTAINS: MapLayer.MOUNTAINS,
    Layer.CANALS: MapLayer.CANALS,
}


class SelectionKind(StrEnum):
    """What kind of thing is selected."""

    NOTHING = "nothing"
    LOCATION = "location"
    POLYGON = "polygon"
    VERTEX = "vertex"
    AREA = "area"
    INCOME_CARD = "income_card"
    ADVENTURE_CARD = "adventure_card"
    MAP = "map"
    GROUP = "group"


@dataclass(frozen=True, slots=True)
class Selection:
    """The selected thing: a location id, ``(layer, index)``, ``(layer, index, ring,
    vertex)``, an area id or a card index."""

    kind: SelectionKind = SelectionKind.NOTHING
    key: Any = None


NOTHING = Selection()


@dataclass(frozen=True, slots=True)
class Group:
    """Several places and vertices selected together (the key of a ``GROUP`` selection):
    the vertices all belong to ``polygon``, whose handles are shown."""

    places: frozenset[str] = frozenset()
    vertices: frozenset[tuple[Layer, int, int, int]] = frozenset()
    polygon: tuple[Layer, int] | None = None

    @property
    def size(self) -> int:
        """How many things are selected."""
        return len(self.places) + len(self.vertices)


def group_of(selection: Selection) -> Group:
    """A selection as a group (a single place or vertex is a group of one)."""
    if selection.kind is SelectionKind.GROUP:
        group: Group = selection.key
        return group
    if selection.kind is SelectionKind.LOCATION:
        return Group(places=frozenset({selection.key}))
    if selection.kind is SelectionKind.VERTEX:
        layer, index, _, _ = selection.key
        return Group(vertices=frozenset({selection.key}), polygon=(layer, index))
    if selection.kind is SelectionKind.POLYGON:
        return Group(polygon=selection.key)
    return Group()


def selection_of(group: Group) -> Selection:
    """The simplest selection for ``group`` (one place or vertex is selected alone)."""
    if group.size == 0:
        return Selection(SelectionKind.POLYGON, group.polygon) if group.polygon else NOTHING
    if group.size == 1 and group.places:
        return Selection(SelectionKind.LOCATION, next(iter(group.places)))
    if group.size == 1:
        return Selection(SelectionKind.VERTEX, next(iter(group.vertices)))
    return Selection(SelectionKind.GROUP, group)


def renamed_selection(before: SheetMap, after: SheetMap, selection: Selection) -> Selection | None:
    """The selection of a place whose id an edit (or its undo) changed, under its new id;
    ``None`` if the selection needs no change."""
    if selection.kind is not SelectionKind.LOCATION or after.has_location(selection.key):
        return None
    if len(before.locations) != len(after.locations):
        return None
    old_ids = {location.id for location in before.locations}
    for old, new in zip(before.locations, after.locations, strict=True):
        if old.id == selection.key and new.id not in old_ids:
            return Selection(SelectionKind.LOCATION, new.id)
    return None
