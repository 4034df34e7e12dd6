"""The map file format v1 (docs/map-format.md): round trips, stable text, hostile files."""

from __future__ import annotations

from pathlib import Path

import pytest

from eighty_days import resources
from eighty_days.resources import DataError, maps_dir
from eighty_days.sheet.io import dump_map_text, from_dict, load_map, load_map_text, save_map
from eighty_days.sheet.model import SheetMap
from eighty_days.sheet.serial import FORMAT_TAG, format_coordinate, format_ring, parse_ring, to_dict


def test_sample_map_loads_with_every_part(sample_sheet: SheetMap) -> None:
    """The sample map has the parts the format names, with the values in its file."""
    assert sample_sheet.name == "Sample Small"
    assert sample_sheet.bounds == (0.0, 0.0, 60.0, 30.0)
    assert [s.id for s in sample_sheet.sheets] == ["west", "east"]
    assert sample_sheet.antimeridian_x == 30.0
    assert sample_sheet.ruler_unit == 2.0
    assert sample_sheet.coast_tolerance == 0.3
    assert sample_sheet.start_location.point == (2.0, 15.0)
    assert sample_sheet.arrival == "home-arrival"
    assert sample_sheet.land[0].exterior == ((0, 5), (22, 5), (22, 25), (0, 25))
    assert sample_sheet.land[0].name == "Westland"
    assert sample_sheet.canals[0].name == "Long Canal"
    assert sample_sheet.mountains[0].name == "Spine Mountains"
    assert sample_sheet.area("westland").region[0].exterior[2] == (24, 30)
    assert sample_sheet.income_cards[0].pounds_at("fort") == 5
    assert sample_sheet.adventure_cards[0].location == "cave"
    assert sample_sheet.adventure_cards[0].icons == 2


def test_to_dict_from_dict_round_trip(sample_sheet: SheetMap) -> None:
    """from_dict(to_dict(map)) gives back an equal map."""
    data = to_dict(sample_sheet)
    assert data["format"] == FORMAT_TAG
    assert from_dict(data) == sample_sheet


def test_to_dict_keys_follow_the_documented_order(sample_sheet: SheetMap) -> None:
    """Keys come out in the order of docs/map-format.md (stable files, readable diffs)."""
    assert list(to_dict(sample_sheet)) == [
        "format", "name", "description", "bounds", "antimeridian", "ruler_unit",
        "coast_tolerance", "sheets", "areas", "locations", "start", "arrival", "land",
        "canals", "mountains", "income_cards", "adventure_cards",
    ]  # fmt: skip


def test_saving_the_unchanged_sample_gives_back_the_same_file(
    sample_sheet: SheetMap, sample_text: str, tmp_path: Path
) -> None:
    """The shipped sample is in the canonical form: load → save reproduces it byte for byte."""
    target = tmp_path / "copy.yaml"
    save_map(sample_sheet, target)
    assert target.read_text(encoding="utf-8") == sample_text
    assert load_map(target) == sample_sheet


def test_world_map_save_load_save_is_stable(tmp_path: Path) -> None:
    """load → save → load gives an equal map, and saving again gives the same text."""
    world = load_map(maps_dir() / "world.yaml")
    first = tmp_path / "world-1.yaml"
    save_map(world, first)
    reloaded = load_map(first)
    assert reloaded == world
    assert dump_map_text(reloaded) == first.read_text(encoding="utf-8")


def test_text_needing_quotes_survives_a_round_trip(sample_sheet: SheetMap) -> None:
    """Names with colons, quotes, '#', YAML words (yes, null) and accents are quoted."""
    from dataclasses import replace

    tricky = replace(
        sample_sheet,
        name='Yes: "the #1 map", Zürich',
        description="null",
    )
    text = dump_map_text(tricky)
    again = load_map_text(text)
    assert again.name == tricky.name
    assert again.description == "null"


@pytest.mark.parametrize(
    ("value", "text"),
    [(1.0, "1"), (-12.0, "-12"), (64.614, "64.614"), (0.1 + 0.2, "0.3"), (1.23456, "1.235")],
)
def test_ring_coordinates_have_at_most_three_decimals(value: float, text: str) -> None:
    """Ring numbers are written with at most 3 decimals and no trailing '.0'."""
    assert format_coordinate(value) == text


def test_ring_strings_parse_and_format() -> None:
    """A ring string is 'x y x y ...' with the first point not repeated."""
    ring = parse_ring("0 0  1.5 0\n1.5 2 ")
    assert ring == ((0.0, 0.0), (1.5, 0.0), (1.5, 2.0))
    assert format_ring(ring) == "0 0 1.5 0 1.5 2"


def test_load_map_errors_name_the_file_and_are_data_errors(tmp_path: Path) -> None:
    """A missing file is a DataError naming it, not an OSError traceback."""
    with pytest.raises(DataError) as caught:
        load_map(tmp_path / "nowhere.yaml")
    assert "cannot read the file" in str(caught.value)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("format: !!python/object:os.system {}\n", "not valid YAML"),
        ("x: !!python/name:os.system\n", "not valid YAML"),
        ("[" * 5000 + "]" * 5000, "nesting"),
        ("name: " + "[" * 900 + "]" * 900 + "\n", "expected text, found a list"),
        ("", "expected a mapping, found nothing"),
        ("- just\n- a list\n", "expected a mapping, found a list"),
        ("format: [unclosed\n", "not valid YAML"),
        ("bounds: [0, 0, 1.0e+300, 10]\n", "too large"),
        ("bounds: [0, 0, .inf, 10]\n", "not a finite number"),
        (f"bounds: [0, 0, {10**400}, 10]\n", "a huge number is too large"),
        ("ruler_unit: -1.0e+999\n", "not a finite number"),
        (f"adventure_cards: [{{id: a, title: T, location: x, icons: {10**400}}}]\n", "huge"),
    ],
)
def test_hostile_inputs_give_clean_data_errors(text: str, expected: str) -> None:
    """YAML tags, deep nesting, wrong documents and absurd numbers: DataError, no traceback."""
    with pytest.raises(DataError) as caught:
        load_map_text(text, "hostile.yaml")
    assert any(expected in str(problem) for problem in caught.value.problems), str(caught.value)


def test_huge_files_are_refused_before_parsing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A file over the size limit is refused with a DataError (it is never parsed)."""
    monkeypatch.setattr(resources, "MAX_DATA_FILE_BYTES", 1000)
    big = tmp_path / "big.yaml"
    big.write_text("name: x\n" + "# padding\n" * 200, encoding="utf-8")
    with pytest.raises(DataError) as caught:
        load_map(big)
    assert "is refused" in str(caught.value)


def test_from_dict_reports_problems_without_lines() -> None:
    """from_dict (plain data, no file) lists the problems by path alone."""
    with pytest.raises(DataError) as caught:
        from_dict({"format": FORMAT_TAG})
    assert "(document): missing key 'name'" in [str(p) for p in caught.value.problems]


def test_mangled_maps_give_data_errors_never_tracebacks(sample_text: str) -> None:
    """Hundreds of randomly mangled copies of the sample (characters replaced by YAML
    syntax, odd numbers and tags; lines dropped or repeated) load or give a DataError."""
    import random

    rng = random.Random(1872)
    tokens = ["", "-", "[", "]", "{", "}", ":", ",", " ", "nan", ".inf", "1e9999", "0", "-5",
              '"', "'", "!!binary", "&a", "*a", "\n", "null", "true", "[1,2]", "{a: 1}",
              "99999999999999999999999", "#"]  # fmt: skip
    outcomes = {"loaded": 0, "refused": 0}
    for _ in range(300):
        text = sample_text
        for _ in range(rng.randint(1, 4)):
            lines = text.split("\n")
            roll = rng.random()
            if roll < 0.4:
                at = rng.randrange(len(text))
                text = text[:at] + rng.choice(tokens) + text[at + rng.randint(0, 5) :]
            elif roll < 0.7:
                del lines[rng.randrange(len(lines))]
                text = "\n".join(lines)
            else:
                lines.insert(rng.randrange(len(lines)), lines[rng.randrange(len(lines))])
                text = "\n".join(lines)
        try:
            load_map_text(text, "mangled.yaml")
        except DataError as error:
            assert error.problems and all(str(p) for p in error.problems)
            outcomes["refused"] += 1
        else:
            outcomes["loaded"] += 1
    assert outcomes["refused"] > 200
