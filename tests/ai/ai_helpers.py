"""Shared helpers of the opponent tests: a small journey map that can host 4 players.

The shipped ``maps/sample-small.yaml`` has one adventure card; a game needs players + 1,
so the tests add three adventure locations and four more cards (the map file itself
stays as it is).
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from eighty_days.resources import maps_dir
from eighty_days.sheet.io import load_map
from eighty_days.sheet.model import AdventureCard, Location, LocationType, SheetMap

EXTRA_PLACES = (
    Location("old-mine", "The Old Mine", LocationType.ADVENTURE, 6.0, 20.0, "westland", 0.5),
    Location("ruins", "The Ruins", LocationType.ADVENTURE, 53.0, 9.0, "eastland", 0.5),
    Location("hermitage", "The Hermitage", LocationType.ADVENTURE, 42.0, 22.0, "eastland", 0.5),
)
EXTRA_ADVENTURES = (
    AdventureCard("the-beacon", "The Beacon", "beacon", 2),
    AdventureCard("the-old-mine", "The Old Mine", "old-mine", 1),
    AdventureCard("the-ruins", "The Ruins", "ruins", 1),
    AdventureCard("the-hermit", "The Hermit", "hermitage", 1),
)


@cache
def small_sheet() -> SheetMap:
    """The sample-small map with enough adventure cards for four players."""
    sheet = load_map(maps_dir() / "sample-small.yaml")
    return replace(
        sheet,
        locations=(*sheet.locations, *EXTRA_PLACES),
        adventure_cards=(*sheet.adventure_cards, *EXTRA_ADVENTURES),
    )
