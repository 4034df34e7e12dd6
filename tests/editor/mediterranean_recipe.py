"""The recipe of maps/mediterranean.yaml: the sample sheet, made with the editor's edits.

Every step is an edit the editor's commands make (``eighty_days.editor.edits``): a blank
sheet, polygons drawn vertex by vertex, places added and set, areas, cards. Run it to
write the map again (``uv run python tests/editor/mediterranean_recipe.py``);
``test_sample_map.py`` checks that the shipped file is what the recipe makes.

Coastlines are sketched by hand from an atlas at about a quarter of a degree (x is
longitude, y latitude, as on the default map). The Bosporus is left closed and the Black
Sea is a lake: the cruise ends at Constantinople.
"""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

from eighty_days.editor import edits, shape_edits
from eighty_days.editor.edits import Layer
from eighty_days.sheet.model import (
    AdventureCard,
    Area,
    IncomeCard,
    Location,
    LocationType,
    Polygon,
    SheetMap,
)

MAP_PATH = Path(__file__).resolve().parents[2] / "maps" / "mediterranean.yaml"


def _ring(text: str) -> tuple[tuple[float, float], ...]:
    numbers = [float(v) for v in text.split()]
    return tuple(zip(numbers[::2], numbers[1::2], strict=True))


#: Europe, Asia Minor, the Levant and Africa: one coast round the sea from Gibraltar.
MAINLAND = """
-1.5 47 37 47 37 29 33.2 29 32.6 29.95 32.35 29.6 32.2 29 -10 29 -9.7 30.4 -9.3 32.5
-8.5 33.2 -7.6 33.6 -6.8 34.1 -6.2 35.3 -5.8 35.8 -5.3 35.9 -3.9 35.2 -2 35.1 -0.64 35.7
0.1 35.9 1.3 36.6 3.05 36.78 5.1 36.75 6.6 37.1 7.8 36.9 8.6 36.95 9.8 37.3 10.2 36.85
11.1 37 10.5 36.6 10.6 35.8 11.1 35.2 10.1 34.3 10.3 33.7 11.5 33.2 13.2 32.9 15.3 32.3
15.5 31.5 18 30.7 19.5 30.5 20.1 32.1 22 32.9 23.9 32.1 25.1 31.7 28 31 29.9 31.2
30.4 31.45 31 31.6 32.3 31.25 33 31.1 34.2 31.3 34.8 32.1 35.1 33 35.5 33.9 35.9 34.4
35.8 35.5 35.9 36 36.2 36.6 35.9 36.8 34.6 36.8 33.8 36.2 32.5 36.1 31.5 36.7 30.7 36.85
29.1 36.6 28.2 36.7 27.5 37 27.3 37.8 27.1 38.4 26.4 38.4 26.9 38.9 26.1 39.5 26.35 39.95
26.9 40.3 27.8 40.35 29 40.4 29.9 40.75 28.97 41.0 27.5 40.95 26.7 40.45 26.15 40.1
26 40.75 24.5 40.9 23.9 40.7 22.9 40.6 23.2 39 24 38.2 23.6 37.95 22.8 37.6 23.2 36.4
22.5 36.4 21.7 36.8 21.6 37.5 21.1 38.3 20.7 38.8 20.2 39.5 19.4 40.4 19.4 41.8
18.1 42.65 16.4 43.5 15.9 43.7 14.5 45.3 13.6 45.1 13.7 45.6 12.3 45.4 12.4 44.2 13.6 43.5
14.3 42.5 16 41.9 16.9 41.1 18 40.65 18.5 40.1 17.2 40.5 16.5 39.7 17.1 39 16.6 38.8
16.1 38 15.7 38 16 38.9 15.7 40 15 40.2 14.25 40.83 13.1 41.25 12.2 41.8 11.2 42.4
10.5 42.9 10.3 43.9 8.9 44.4 7.3 43.7 6.6 43.1 5.4 43.3 4 43.5 3.1 43 3.2 42 2.2 41.4
0.9 41 -0.3 39.5 0.2 38.7 -0.7 37.6 -2.1 36.7 -4.4 36.7 -5.3 36.15 -5.6 36 -6.3 36.6
-7.5 37.1 -8.9 37 -8.9 38 -9.3 38.7 -9.5 39.5 -8.8 41 -8.9 42 -9.3 43.1 -8 43.7 -4 43.4
-1.8 43.4 -1.5 44.5 -1.2 46
"""

BLACK_SEA = """
28.2 41.6 28 43 28.6 44.3 30 45.8 33 46 35 45.3 36.6 45.3 36.6 41.3 33 41.9 31 41.1
"""

ISLANDS = {
    "Sicily": "12.4 38.1 13.3 38.2 15.55 38.27 15.3 37 15.1 36.65 14.3 37 12.5 37.6",
    "Sardinia": "8.4 41.1 9.6 41.1 9.8 40 9.6 39.1 8.9 38.9 8.4 39 8.5 40",
    "Corsica": "8.6 41.4 9.3 41.4 9.5 42 9.45 42.95 8.7 42.6 8.6 41.9",
    "Crete": "23.5 35.25 24.5 35.6 26.3 35.3 26.2 35 24.7 34.9 23.6 35.2",
    "Cyprus": "32.3 34.9 33 35.4 34.6 35.7 34 35 33 34.6 32.4 34.7",
    "Malta": "14.2 35.8 14.6 35.8 14.6 36.05 14.2 36.05",
    "Majorca": "2.3 39.5 2.7 39.4 3.4 39.6 3.1 39.95 2.6 39.9",
    "Rhodes": "27.7 36 28.2 36.2 28.25 36.45 27.9 36.4",
    "Montecristo": "10.26 42.3 10.36 42.3 10.36 42.37 10.26 42.37",
    "Antekirtta": "18.8 31.8 19.2 31.8 19.2 32.1 18.8 32.1",
}

SUEZ_CANAL = "32.22 31.4 32.4 31.4 32.68 30 32.5 29.9"
ALPS = "5.8 44.8 7.5 45.8 10 46.6 13.5 46.5 13.8 46.1 10 45.9 7.3 45.2 6.3 44.2"

AREAS = (
    Area("iberia", "Iberia", "#f4c7a1"),
    Area("france", "France", "#a8c6e5"),
    Area("italy", "Italy", "#b9c98f"),
    Area("balkans", "Greece and the Balkans", "#e5a8b8"),
    Area("levant", "Asia Minor and the Levant", "#d8c48a"),
    Area("egypt", "Egypt", "#e5d0a8"),
    Area("barbary", "The Barbary Coast", "#b7a8e5"),
    Area("islands", "The Islands", "#9fd3c7"),
)

PORT, CITY, ISLAND, ADVENTURE = (
    LocationType.PORT,
    LocationType.CITY,
    LocationType.ISLAND,
    LocationType.ADVENTURE,
)

#: (id, name, type, x, y, area).
PLACES = (
    ("lisbon", "Lisbon", PORT, -9.14, 38.72, "iberia"),
    ("madrid", "Madrid", CITY, -3.7, 40.42, "iberia"),
    ("gibraltar", "Gibraltar", PORT, -5.35, 36.14, "iberia"),
    ("malaga", "Málaga", PORT, -4.42, 36.72, "iberia"),
    ("cartagena", "Cartagena", PORT, -0.98, 37.6, "iberia"),
    ("valencia", "Valencia", PORT, -0.37, 39.47, "iberia"),
    ("barcelona", "Barcelona", PORT, 2.17, 41.39, "iberia"),
    ("marseille", "Marseille", PORT, 5.37, 43.3, "france"),
    ("lyon", "Lyon", CITY, 4.83, 45.76, "france"),
    ("nice", "Nice", PORT, 7.27, 43.7, "france"),
    ("genoa", "Genoa", PORT, 8.93, 44.41, "italy"),
    ("milan", "Milan", CITY, 9.19, 45.46, "italy"),
    ("rome", "Rome", CITY, 12.5, 41.9, "italy"),
    ("naples", "Naples", PORT, 14.05, 40.95, "italy"),
    ("brindisi", "Brindisi", PORT, 17.94, 40.64, "italy"),
    ("venice", "Venice", PORT, 12.33, 45.44, "italy"),
    ("trieste", "Trieste", PORT, 13.77, 45.65, "balkans"),
    ("ragusa", "Ragusa", PORT, 18.09, 42.65, "balkans"),
    ("piraeus", "Athens (Piraeus)", PORT, 23.64, 37.94, "balkans"),
    ("salonica", "Salonica", PORT, 22.94, 40.64, "balkans"),
    ("constantinople", "Constantinople", PORT, 28.97, 41.01, "levant"),
    ("smyrna", "Smyrna", PORT, 27.14, 38.42, "levant"),
    ("beirut", "Beirut", PORT, 35.5, 33.89, "levant"),
    ("jaffa", "Jaffa", PORT, 34.75, 32.05, "levant"),
    ("jerusalem", "Jerusalem", CITY, 35.22, 31.77, "levant"),
    ("port-said", "Port Said", PORT, 32.3, 31.26, "egypt"),
    ("alexandria", "Alexandria", PORT, 29.92, 31.2, "egypt"),
    ("cairo", "Cairo", CITY, 31.24, 30.04, "egypt"),
    ("benghazi", "Benghazi", PORT, 20.07, 32.12, "barbary"),
    ("tripoli", "Tripoli", PORT, 13.19, 32.89, "barbary"),
    ("tunis", "Tunis", PORT, 10.18, 36.8, "barbary"),
    ("algiers", "Algiers", PORT, 3.06, 36.75, "barbary"),
    ("oran", "Oran", PORT, -0.64, 35.7, "barbary"),
    ("tangier", "Tangier", PORT, -5.81, 35.78, "barbary"),
    ("palermo", "Palermo", ISLAND, 13.36, 38.15, "islands"),
    ("syracuse", "Syracuse", ISLAND, 15.27, 37.05, "islands"),
    ("valletta", "Valletta", ISLAND, 14.51, 35.9, "islands"),
    ("cagliari", "Cagliari", ISLAND, 9.11, 39.2, "islands"),
    ("ajaccio", "Ajaccio", ISLAND, 8.74, 41.92, "islands"),
    ("palma", "Palma", ISLAND, 2.65, 39.5, "islands"),
    ("candia", "Candia", ISLAND, 25.13, 35.34, "islands"),
    ("larnaca", "Larnaca", ISLAND, 33.63, 34.92, "islands"),
    ("rhodes", "Rhodes", ISLAND, 28.22, 36.43, "islands"),
    ("vesuvius", "Vesuvius", ADVENTURE, 14.43, 40.82, "italy"),
    ("monte-cristo", "Monte Cristo", ADVENTURE, 10.31, 42.335, "islands"),
    ("antekirtta", "Antekirtta", ADVENTURE, 19.0, 31.95, "barbary"),
    ("gourbi-island", "Gourbi Island", ADVENTURE, 0.5, 36.05, "barbary"),
    ("sidi-bel-abbes", "Sidi Bel Abbès", ADVENTURE, -0.63, 35.19, "barbary"),
    ("suez", "Suez", ADVENTURE, 32.54, 30.05, "egypt"),
)

INCOME = (
    ("income-1", {"marseille": 3, "naples": 4, "alexandria": 5, "smyrna": 4}),
    ("income-2", {"barcelona": 2, "tunis": 4, "piraeus": 5, "beirut": 6}),
    ("income-3", {"algiers": 3, "palermo": 4, "venice": 5, "candia": 5}),
    ("income-4", {"valencia": 3, "genoa": 3, "tripoli": 5, "port-said": 6}),
)

ADVENTURES = (
    ("vesuvius", "The Last Days of Pompeii", "The Last Days of Pompeii (1834)", "vesuvius", 2),
    (
        "monte-cristo",
        "The Treasure of Monte Cristo",
        "The Count of Monte Cristo (1844)",
        "monte-cristo",
        2,
    ),
    ("antekirtta", "Doctor Antekirtt's Island", "Mathias Sandorf (1885)", "antekirtta", 3),
    ("gourbi-island", "What Was Left of Algeria", "Hector Servadac (1877)", "gourbi-island", 2),
    ("sidi-bel-abbes", "The Adoption Hunt", "Clovis Dardentor (1896)", "sidi-bel-abbes", 1),
    ("fix-at-suez", "Fix Waits at Suez", "Around the World in Eighty Days (1872)", "suez", 1),
)

#: Where each area is tinted (coarse: the sea mask hides what lies at sea; the islands'
#: tints, drawn last, cover the mainland ones).
REGIONS = {
    "iberia": "-10 35.95 -5.3 35.95 -1 36.3 3.5 38.5 3.5 42.4 -1.7 43.4 -10 44",
    "france": "-10 44 -1.7 43.4 3.5 42.4 7.6 43.8 7 47 -10 47",
    "italy": (
        "7.6 43.8 10 42.8 14.8 40 15.75 38.4 16.3 37.6 19 40.2 12.5 44.5 13.6 45.5 13.6 47 7 47"
    ),
    "balkans": "13.6 45.5 12.5 44.5 19 40.2 22 35.8 26 39 26.3 40.55 28.5 41.6 28.5 47 13.6 47",
    "levant": "28.5 47 28.5 41.6 26.3 40.55 26 39 28.5 36.5 32.7 31.9 34.3 31.2 37 29.9 37 47",
    "egypt": "25 29 37 29 37 29.9 34.3 31.2 32.7 31.9 25 33",
    "barbary": "-10 29 25 29 25 33 19 33.5 14 35.6 12 38 8.5 38 -1 36.3 -5.3 35.95 -10 35.9",
}

#: Islands cut out of the mainland tints round them.
REGION_HOLES = {"iberia": ("Majorca",), "levant": ("Cyprus",)}

SNAP = {PORT: 0.3, CITY: 0.3, ISLAND: 0.3, ADVENTURE: 0.25}


def build() -> SheetMap:
    """The Mediterranean sheet, edit by edit."""
    sheet = edits.blank_sheet(47.0, 18.0, "A Mediterranean Cruise")
    sheet = edits.set_bounds(sheet, (-10.0, 29.0, 37.0, 47.0))
    sheet = edits.set_name(
        sheet,
        "A Mediterranean Cruise",
        "From Lisbon through the Mediterranean to Constantinople, 1872: two sheets split "
        "at Sicily, the Suez Canal open, the Alps impassable.",
    )
    sheet = edits.set_sheet_split(sheet, 14.0)
    sheet = edits.set_sheet_names(
        sheet, (("west", "Western Mediterranean"), ("east", "Eastern Mediterranean"))
    )
    sheet = edits.set_antimeridian(sheet, 37.0)
    sheet = edits.set_ruler_unit(sheet, 1.0)
    sheet = edits.set_coast_tolerance(sheet, 0.08)
    sheet = shape_edits.add_polygon(
        sheet, Layer.LAND, Polygon(_ring(MAINLAND), (_ring(BLACK_SEA),), "Europe, Asia, Africa")
    )
    for name, ring in ISLANDS.items():
        sheet = shape_edits.add_polygon(sheet, Layer.LAND, Polygon(_ring(ring), (), name))
    sheet = shape_edits.add_polygon(
        sheet, Layer.CANALS, Polygon(_ring(SUEZ_CANAL), (), "Suez Canal")
    )
    sheet = shape_edits.add_polygon(sheet, Layer.MOUNTAINS, Polygon(_ring(ALPS), (), "The Alps"))
    first_area = sheet.areas[0].id
    for area in AREAS:
        sheet = edits.add_area(sheet, area)
    for area in AREAS:
        if area.id in REGIONS:
            holes = tuple(_ring(ISLANDS[name]) for name in REGION_HOLES.get(area.id, ()))
            region: tuple[Polygon, ...] = (Polygon(_ring(REGIONS[area.id]), holes),)
        else:  # the islands: the islands themselves
            region = tuple(Polygon(_ring(ring)) for ring in ISLANDS.values())
        sheet = edits.update_area(sheet, area.id, replace(area, region=region))
    for location_id, name, kind, x, y, area_id in PLACES:
        sheet = edits.add_location(
            sheet, Location(location_id, name, kind, x, y, area_id, SNAP[kind])
        )
    sheet = edits.delete_area(sheet, first_area, None)
    sheet = edits.set_start(sheet, "lisbon")
    sheet = edits.set_arrival(sheet, "constantinople")
    for card_id, payouts in INCOME:
        sheet = edits.add_income_card(sheet, IncomeCard(card_id, tuple(payouts.items())))
    for card_id, title, novel, location, icons in ADVENTURES:
        sheet = edits.add_adventure_card(
            sheet, AdventureCard(card_id, title, location, icons, novel)
        )
    return sheet


if __name__ == "__main__":
    from eighty_days.sheet.io import save_map

    save_map(build(), MAP_PATH if len(sys.argv) < 2 else Path(sys.argv[1]))
