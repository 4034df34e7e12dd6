"""Every kind of map problem is reported with its place and line (docs/map-format.md).

Each case breaks the valid sample map (maps/sample-small.yaml) in one way and checks the
exact problem line the validator gives.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from eighty_days.resources import DataError
from eighty_days.sheet.io import load_map, load_map_text

# (case, text in the sample, its replacement, a problem the broken map must report)
BROKEN_MAPS: list[tuple[str, str, str, str]] = [
    (
        "format-missing",
        "format: eighty-days-map/1\n",
        "",
        "(document): missing key 'format' (expected 'eighty-days-map/1') (line 1)",
    ),
    (
        "format-wrong-version",
        "format: eighty-days-map/1",
        "format: eighty-days-map/2",
        "format: unsupported format 'eighty-days-map/2': this program reads "
        "'eighty-days-map/1' (line 1)",
    ),
    ("missing-key", "ruler_unit: 2.0\n", "", "(document): missing key 'ruler_unit'"),
    (
        "unknown-key",
        "ruler_unit: 2.0",
        "ruler_units: 2.0",
        "ruler_units: unknown key 'ruler_units'",
    ),
    (
        "missing-location-key",
        ", area: eastland, snap: 0.5}\n  - {id: beacon",
        ", area: eastland}\n  - {id: beacon",
        "locations[8]: missing key 'snap' (line 28)",
    ),
    (
        "wrong-type-text",
        "name: Sample Small",
        "name: [1, 2]",
        "name: expected text, found a list (line 2)",
    ),
    (
        "wrong-type-list",
        "start: home-start",
        "start: {a: 1}",
        "start: expected text, found a mapping (line 30)",
    ),
    (
        "wrong-type-number",
        "x: 50.0, y: 20.0",
        "x: fifty, y: 20.0",
        "locations[8].x: expected a number, found text ('fifty') (line 28)",
    ),
    (
        "nan",
        "antimeridian: 30.0",
        "antimeridian: .nan",
        "antimeridian: nan is not a finite number (line 5)",
    ),
    (
        "infinity",
        "ruler_unit: 2.0",
        "ruler_unit: .inf",
        "ruler_unit: inf is not a finite number (line 6)",
    ),
    (
        "huge-number",
        "y: 20.0, area: eastland",
        "y: 2.0e+30, area: eastland",
        "locations[8].y: 2e+30 is too large",
    ),
    (
        "boolean-is-no-number",
        "x: 50.0, y: 20.0",
        "x: true, y: 20.0",
        "locations[8].x: expected a number, found a true/false value (true) (line 28)",
    ),
    (
        "duplicate-location-id",
        "{id: fort, name: The Fort",
        "{id: cave, name: The Fort",
        "locations[8].id: duplicate location id 'cave' (also locations[4]) (line 28)",
    ),
    (
        "duplicate-area-id",
        "{id: isles, name",
        "{id: eastland, name",
        "areas[2].id: duplicate area id 'eastland' (also areas[1]) (line 18)",
    ),
    (
        "bad-id",
        "{id: fort, name: The Fort",
        "{id: The_Fort, name: The Fort",
        "locations[8].id: 'The_Fort' is not an id (lowercase letters, digits and hyphens) "
        "(line 28)",
    ),
    (
        "unknown-area",
        "x: 50.0, y: 20.0, area: eastland",
        "x: 50.0, y: 20.0, area: indai",
        "locations[8].area: unknown area 'indai' (line 28)",
    ),
    (
        "unknown-start",
        "start: home-start",
        "start: home",
        "start: unknown location 'home' (line 30)",
    ),
    ("arrival-missing", "arrival: home-arrival\n", "", "(document): missing key 'arrival'"),
    (
        "income-three-locations",
        "{west-harbour: 3, canal-town: 2, east-harbour: 4, fort: 5}",
        "{west-harbour: 3, canal-town: 2, east-harbour: 4}",
        "income_cards[0].payouts: an income card names exactly 4 locations, found 3 (line 49)",
    ),
    (
        "income-five-locations",
        "{west-harbour: 3, canal-town: 2, east-harbour: 4, fort: 5}",
        "{west-harbour: 3, canal-town: 2, east-harbour: 4, fort: 5, cave: 1}",
        "income_cards[0].payouts: an income card names exactly 4 locations, found 5 (line 49)",
    ),
    (
        "income-unknown-location",
        "{cave: 3, lonely-isle: 4",
        "{cavern: 3, lonely-isle: 4",
        "income_cards[1].payouts.cavern: unknown location 'cavern' (line 51)",
    ),
    (
        "income-no-pounds",
        "fort: 4, home-arrival: 6",
        "fort: 0, home-arrival: 6",
        "income_cards[2].payouts.fort: 0 is not between 1 and 1000 (line 53)",
    ),
    (
        "income-fractional-pounds",
        "fort: 4, home-arrival: 6",
        "fort: 4.5, home-arrival: 6",
        "income_cards[2].payouts.fort: expected a whole number, found a number (line 53)",
    ),
    (
        "adventure-unknown-location",
        "location: cave, icons: 2",
        "location: grotto, icons: 2",
        "adventure_cards[0].location: unknown location 'grotto' (line 55)",
    ),
    (
        "adventure-card-at-a-city",
        "location: cave, icons: 2",
        "location: fort, icons: 2",
        "adventure_cards[0].location: 'fort' is an outpost, not an adventure location (line 55)",
    ),
    (
        "adventure-four-icons",
        "location: cave, icons: 2",
        "location: cave, icons: 4",
        "adventure_cards[0].icons: 4 is not between 1 and 3 (line 55)",
    ),
    (
        "adventure-no-icons",
        "location: cave, icons: 2",
        "location: cave, icons: 0",
        "adventure_cards[0].icons: 0 is not between 1 and 3 (line 55)",
    ),
    (
        "bad-colour",
        'colour: "#8fb9c9"',
        "colour: blue",
        "areas[1].colour: 'blue' is not a colour like '#a1b2c3' (line 17)",
    ),
    (
        "unknown-location-type",
        "type: outpost",
        "type: fortress",
        "locations[8].type: unknown location type 'fortress' (one of city, port, island, "
        "outpost, adventure) (line 28)",
    ),
    (
        "ring-too-few-points",
        '"27 12 29 12 29 14 27 14"',
        '"27 12 29 12"',
        "land[2].outer: a ring needs at least 3 points, found 2 (line 37)",
    ),
    (
        "ring-self-intersecting",
        '"27 12 29 12 29 14 27 14"',
        '"27 12 29 14 29 12 27 14"',
        "land[2]: not a valid polygon: self-intersection at (28, 13) (line 37)",
    ),
    (
        "ring-odd-count",
        '"15 15 18 15 18 20 15 20"',
        '"15 15 18 15 18 20 15"',
        "mountains[0].outer: not a ring of 'x y' numbers: an odd count of numbers (7): x y "
        "pairs expected (line 45)",
    ),
    (
        "ring-not-numbers",
        '"10 5 11 5 11 25 10 25"',
        '"10 5 11 5 eleven 25 10 25"',
        "canals[0].outer: not a ring of 'x y' numbers: 'eleven' is not a number (line 42)",
    ),
    (
        "ring-nan",
        '"10 5 11 5 11 25 10 25"',
        '"10 5 11 5 nan 25 10 25"',
        "canals[0].outer: not a ring of 'x y' numbers: the ring holds a number that is not finite",
    ),
    (
        "ring-too-many-decimals",
        '"10 5 11 5 11 25 10 25"',
        '"10 5 11.0001 5 11 25 10 25"',
        "canals[0].outer: coordinates have at most 3 decimals (line 42)",
    ),
    (
        "location-outside-bounds",
        "x: 58.0, y: 15.0",
        "x: 61.0, y: 15.0",
        "locations[1]: (61, 15) is outside the map bounds (line 21)",
    ),
    (
        "city-at-sea",
        "x: 50.0, y: 20.0, area: eastland",
        "x: 35.0, y: 20.0, area: eastland",
        "locations[8]: an outpost stands on land; 'fort' is at sea (line 28)",
    ),
    (
        "port-inland",
        "x: 38.2, y: 10.0",
        "x: 45.0, y: 10.0",
        "locations[7]: a port lies within its snap radius (0.5) of the coast; 'east-harbour' "
        "is 5 away (line 27)",
    ),
    (
        "island-far-out",
        "x: 33.0, y: 27.0",
        "x: 33.0, y: 29.5",
        "locations[6]: an island lies within its snap radius (1) of the coast; 'far-isle' is "
        "2 away (line 26)",
    ),
    (
        "adventure-out-at-sea",
        "x: 45.0, y: 5.3",
        "x: 45.0, y: 2.0",
        "locations[9]: an adventure location lies on land or within its snap radius (0.5) of "
        "the coast; 'beacon' is 3 out at sea (line 29)",
    ),
    (
        "sheets-gap",
        "{id: east, name: East, x_min: 30.0",
        "{id: east, name: East, x_min: 31.0",
        "sheets[1].x_min: sheet 'east' starts at 31 but the sheet before it ends at 30 (sheets "
        "join edge to edge, left to right) (line 10)",
    ),
    (
        "sheets-short-of-the-left-edge",
        "x_min: 0.0, x_max: 30.0",
        "x_min: 1.0, x_max: 30.0",
        "sheets[0].x_min: the first sheet starts at 1, the map at 0 (line 9)",
    ),
    (
        "sheets-short-of-the-right-edge",
        "x_min: 30.0, x_max: 60.0",
        "x_min: 30.0, x_max: 59.0",
        "sheets[1].x_max: the last sheet ends at 59, the map at 60 (line 10)",
    ),
    (
        "antimeridian-outside-bounds",
        "antimeridian: 30.0",
        "antimeridian: 75.0",
        "antimeridian: 75 is outside the map bounds (0 to 60) (line 5)",
    ),
    (
        "ruler-unit-zero",
        "ruler_unit: 2.0",
        "ruler_unit: 0",
        "ruler_unit: must be positive, found 0 (line 6)",
    ),
    (
        "ruler-unit-negative",
        "ruler_unit: 2.0",
        "ruler_unit: -2.0",
        "ruler_unit: must be positive, found -2 (line 6)",
    ),
    (
        "coast-tolerance-negative",
        "coast_tolerance: 0.3",
        "coast_tolerance: -0.3",
        "coast_tolerance: must not be negative, found -0.3 (line 7)",
    ),
    (
        "snap-not-positive",
        "area: eastland, snap: 0.5}\n  - {id: beacon",
        "area: eastland, snap: 0}\n  - {id: beacon",
        "locations[8].snap: the snap radius must be positive, found 0 (line 28)",
    ),
    (
        "bounds-inverted",
        "bounds: [0.0, 0.0, 60.0, 30.0]",
        "bounds: [60.0, 0.0, 0.0, 30.0]",
        "bounds: x_min must be below x_max and y_min below y_max (line 4)",
    ),
    (
        "bounds-three-numbers",
        "bounds: [0.0, 0.0, 60.0, 30.0]",
        "bounds: [0.0, 0.0, 60.0]",
        "bounds: expected 4 numbers [x_min, y_min, x_max, y_max], found 3 (line 4)",
    ),
]


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [case[1:] for case in BROKEN_MAPS],
    ids=[case[0] for case in BROKEN_MAPS],
)
def test_every_problem_kind_is_reported_with_its_place(
    sample_text: str, tmp_path: Path, old: str, new: str, expected: str
) -> None:
    """A map broken in one way fails to load with that problem, its path and its line."""
    assert sample_text.count(old) == 1, f"the sample map should hold {old!r} once"
    broken = tmp_path / "broken.yaml"
    broken.write_text(sample_text.replace(old, new), encoding="utf-8")
    with pytest.raises(DataError) as caught:
        load_map(broken)
    problems = caught.value.problems
    assert any(expected in str(problem) for problem in problems), str(caught.value)
    assert caught.value.source == str(broken)


def test_all_problems_are_reported_at_once(sample_text: str) -> None:
    """Several problems in one file are all listed, not just the first one."""
    text = sample_text
    chosen = ("format-wrong-version", "unknown-area", "adventure-four-icons", "bad-colour")
    for name, old, new, _ in BROKEN_MAPS:
        if name in chosen:
            text = text.replace(old, new)
    with pytest.raises(DataError) as caught:
        load_map_text(text, "several.yaml")
    problems = caught.value.problems
    assert len(problems) == 4, problems
    assert str(caught.value).startswith("several.yaml: 4 problems")


def test_two_adventure_cards_at_one_location_are_reported(sample_text: str) -> None:
    """Each adventure location has at most one card (the first to arrive takes it)."""
    card = sample_text.splitlines()[-1]
    text = sample_text + card.replace("the-deep-cave", "the-second-cave") + "\n"
    with pytest.raises(DataError) as caught:
        load_map_text(text)
    assert [str(p) for p in caught.value.problems] == [
        "adventure_cards[1].location: 'cave' already has an adventure card "
        "(adventure_cards[0]) (line 56)"
    ]


def test_one_bad_location_does_not_make_its_cards_wrong(sample_text: str) -> None:
    """A location with a bad area is one problem; the cards naming it are not blamed."""
    text = sample_text.replace(
        "area: isles, snap: 1.0}\n  - {id: far-isle", "area: nowhere, snap: 1.0}\n  - {id: far-isle"
    )
    with pytest.raises(DataError) as caught:
        load_map_text(text)
    assert [str(p) for p in caught.value.problems] == [
        "locations[5].area: unknown area 'nowhere' (line 25)"
    ]


def test_the_sample_map_is_valid(sample_text: str) -> None:
    """The unbroken sample loads without a problem (so the cases above test one thing each)."""
    assert load_map_text(sample_text).name == "Sample Small"


def test_check_sheet_validates_a_model(sample_text: str) -> None:
    """check_sheet finds the problems of an edited model, with the paths of its file."""
    from dataclasses import replace

    from eighty_days.sheet.validate import check_sheet

    sheet = load_map_text(sample_text)
    assert check_sheet(sheet) == []
    moved = replace(sheet.locations[8], x=35.0)
    edited = replace(sheet, locations=(*sheet.locations[:8], moved, *sheet.locations[9:]))
    assert [str(p) for p in check_sheet(edited)] == [
        "locations[8]: an outpost stands on land; 'fort' is at sea"
    ]
