"""Shared helpers of the opponent tests: a small journey map that can host 4 players.

The shipped ``maps/sample-small.yaml`` has one adventure card; a game needs players + 1,
so the tests add four more on its locations (the map file itself stays as it is).
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from eighty_days.resources import maps_dir
from eighty_days.sheet.io import load_map
from eighty_days.sheet.model import AdventureCard, SheetMap

EXTRA_ADVENTURES = (
    AdventureCard("the-beacon", "The Beacon", "beacon", 2),
    AdventureCard("far-isle-wreck", "The Wreck of Far Isle", "far-isle", 1),
    AdventureCard("the-fort", "The Fort", "fort", 1),
    AdventureCard("lonely-isle-hermit", "The Hermit", "lonely-isle", 1),
)


@cache
def small_sheet() -> SheetMap:
    """The sample-small map with enough adventure cards for four players."""
    sheet = load_map(maps_dir() / "sample-small.yaml")
    return replace(sheet, adventure_cards=(*sheet.adventure_cards, *EXTRA_ADVENTURES))
