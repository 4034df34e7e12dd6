"""Copy and paste in the editor: copies of places, polygons and cards added to a map with
free ids (a pure edit: the map in, a new map and what was added out).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from eighty_days.editor.edits import (
    Layer,
    add_adventure_card,
    add_income_card,
    add_location,
    new_adventure_card,
    rounded,
    unused_id,
)
from eighty_days.editor.shape_edits import add_polygon, polygons_of
from eighty_days.sheet.model import (
    AdventureCard,
    IncomeCard,
    Location,
    Point,
    Polygon,
    Ring,
    SheetMap,
)

#: What can be copied: a place, a polygon of a layer, an income or adventure card.
Item = Location | tuple[Layer, Polygon] | IncomeCard | AdventureCard


@dataclass(frozen=True, slots=True)
class Pasted:
    """What a paste added: the map, and the new places' ids, polygons and card indexes."""

    sheet: SheetMap
    places: tuple[str, ...] = ()
    polygons: tuple[tuple[Layer, int], ...] = ()
    income_cards: tuple[int, ...] = ()
    adventure_cards: tuple[int, ...] = ()


def paste_items(sheet: SheetMap, items: Sequence[Item], offset: Point) -> Pasted:
    """The map with copies of ``items`` added: places and polygons moved by ``offset``
    (kept on the sheet), each copy with a free id; an adventure card's copy goes to an
    adventure place that has no card yet, if there is one."""
    dx, dy = offset
    x_min, y_min, x_max, y_max = sheet.bounds
    places: list[str] = []
    polygons: list[tuple[Layer, int]] = []
    incomes: list[int] = []
    adventures: list[int] = []
    for item in items:
        if isinstance(item, Location):
            x = min(max(item.x + dx, x_min), x_max)
            y = min(max(item.y + dy, y_min), y_max)
            new_id = unused_id(item.id, {loc.id for loc in sheet.locations})
            x, y = rounded((x, y))
            sheet = add_location(sheet, replace(item, id=new_id, x=x, y=y))
            places.append(new_id)
        elif isinstance(item, IncomeCard):
            new_id = unused_id(item.id, {card.id for card in sheet.income_cards})
            sheet = add_income_card(sheet, replace(item, id=new_id))
            incomes.append(len(sheet.income_cards) - 1)
        elif isinstance(item, AdventureCard):
            new_id = unused_id(item.id, {card.id for card in sheet.adventure_cards})
            fresh = new_adventure_card(sheet)
            where = fresh.location if fresh.location else item.location
            sheet = add_adventure_card(sheet, replace(item, id=new_id, location=where))
            adventures.append(len(sheet.adventure_cards) - 1)
        else:
            layer, polygon = item

            def moved(ring: Ring) -> Ring:
                return tuple(rounded((x + dx, y + dy)) for x, y in ring)

            copy = Polygon(
                moved(polygon.exterior), tuple(moved(h) for h in polygon.holes), polygon.name
            )
            sheet = add_polygon(sheet, layer, copy)
            polygons.append((layer, len(polygons_of(sheet, layer)) - 1))
    return Pasted(sheet, tuple(places), tuple(polygons), tuple(incomes), tuple(adventures))
