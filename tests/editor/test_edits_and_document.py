"""The editor's model: pure edits of a map, the document, files and round trips."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from eighty_days.editor import edits, shape_edits
from eighty_days.editor.document import Change, ChangeKind, MapDocument
from eighty_days.editor.edits import EditError, Layer
from eighty_days.editor.lenient import sheet_from_data
from eighty_days.resources import default_world_map_path, maps_dir
from eighty_days.sheet.io import dump_map_text, load_map, save_map
from eighty_days.sheet.model import Area, LocationType, Polygon, SheetMap
from eighty_days.sheet.serial import to_dict

SAMPLE = maps_dir() / "sample-small.yaml"


@pytest.fixture
def sample() -> SheetMap:
    """The small sample map."""
    return load_map(SAMPLE)


def test_edits_return_new_maps_and_leave_the_old_one(sample: SheetMap) -> None:
    """An edit gives a new map; the map edited is unchanged (undo keeps it)."""
    moved = edits.move_location(sample, "fort", (51.2345, 19.0))
    assert moved.location("fort").point == (51.234, 19.0)  # rounded to 3 decimals
    assert sample.location("fort").point == (50.0, 20.0)
    assert moved.land is sample.land  # untouched parts are shared


def test_renaming_a_location_follows_its_references(sample: SheetMap) -> None:
    """A new location id is followed in the start, the arrival and every card."""
    start = sample.start_location
    renamed = edits.update_location(sample, start.id, replace(start, id="home-base"))
    assert renamed.start == "home-base"
    cave = sample.location("cave")
    renamed = edits.update_location(sample, "cave", replace(cave, id="grotto"))
    assert renamed.adventure_cards[0].location == "grotto"
    assert ("grotto", 3) in renamed.income_cards[1].payouts
    with pytest.raises(EditError, match="already a location"):
        edits.update_location(sample, "cave", replace(cave, id="fort"))


def test_deleting_an_area_moves_its_places(sample: SheetMap) -> None:
    """An area with places is deleted only with another area to take them."""
    with pytest.raises(EditError, match="choose another area"):
        edits.delete_area(sample, "isles", None)
    after = edits.delete_area(sample, "isles", "westland")
    assert [a.id for a in after.areas] == ["westland", "eastland"]
    assert after.location("far-isle").area == "westland"
    renamed = edits.update_area(sample, "isles", Area("islands", "Islands", "#123456"))
    assert renamed.location("lonely-isle").area == "islands"


def test_vertex_edits(sample: SheetMap) -> None:
    """Vertices move, insert and delete; a ring keeps three at least."""
    square = sample.land[2].exterior
    moved = shape_edits.move_vertex(sample, Layer.LAND, 2, 0, 1, (29.5, 11.5))
    assert moved.land[2].exterior[1] == (29.5, 11.5)
    inserted = shape_edits.insert_vertex(sample, Layer.LAND, 2, 0, 1, (28.0, 11.0))
    assert inserted.land[2].exterior == (square[0], (28.0, 11.0), *square[1:])
    deleted = shape_edits.delete_vertex(inserted, Layer.LAND, 2, 0, 1)
    assert deleted.land[2].exterior == square
    triangle = shape_edits.delete_vertex(sample, Layer.LAND, 2, 0, 3)
    with pytest.raises(EditError, match="at least 3"):
        shape_edits.delete_vertex(triangle, Layer.LAND, 2, 0, 0)
    added = shape_edits.add_polygon(
        sample, Layer.MOUNTAINS, Polygon(((1, 1), (2, 1), (2, 2)), (), "X")
    )
    assert added.mountains[-1].name == "X"
    assert shape_edits.delete_polygon(added, Layer.MOUNTAINS, 1) == sample


def test_sheet_split_bounds_and_scale(sample: SheetMap) -> None:
    """The sheet split, the bounds, the antimeridian and the ruler unit are edits too."""
    one = edits.set_sheet_split(sample, None)
    assert len(one.sheets) == 1 and (one.sheets[0].x_min, one.sheets[0].x_max) == (0.0, 60.0)
    two = edits.set_sheet_split(one, 25.0)
    assert [(p.x_min, p.x_max) for p in two.sheets] == [(0.0, 25.0), (25.0, 60.0)]
    assert edits.sheet_split(two) == 25.0
    wider = edits.set_bounds(two, (-5.0, 0.0, 70.0, 30.0))
    assert (wider.sheets[0].x_min, wider.sheets[-1].x_max) == (-5.0, 70.0)
    assert edits.set_antimeridian(sample, 31.0).antimeridian_x == 31.0
    assert edits.set_ruler_unit(sample, 2.5).ruler_unit == 2.5


def test_new_things_get_free_ids(sample: SheetMap) -> None:
    """New locations, areas and cards never reuse an id."""
    first = edits.new_location(sample, (5.0, 10.0))
    with_first = edits.add_location(sample, first)
    second = edits.new_location(with_first, (6.0, 10.0))
    assert first.id != second.id and first.area == "westland"
    assert edits.new_area(sample).id not in {a.id for a in sample.areas}
    card = edits.new_income_card(sample)
    assert card.id not in {c.id for c in sample.income_cards} and len(card.payouts) == 4


def test_document_tells_listeners_what_changed(sample: SheetMap) -> None:
    """Listeners hear every change with its kind; unsubscribing stops them."""
    document = MapDocument(sample, SAMPLE)
    heard: list[Change] = []
    unsubscribe = document.subscribe(lambda _, change: heard.append(change))
    assert not document.modified
    document.set_sheet(edits.move_location(sample, "fort", (49.0, 20.0)), live=True)
    document.set_sheet(edits.set_ruler_unit(document.sheet, 3.0))
    assert heard == [Change(ChangeKind.LOCATIONS, True), Change(ChangeKind.SETTINGS)]
    assert document.modified
    document.set_sheet(sample)
    assert not document.modified
    unsubscribe()
    document.set_sheet(edits.set_ruler_unit(sample, 4.0))
    assert len(heard) == 3


def test_save_load_save_round_trip(sample: SheetMap, tmp_path: Path) -> None:
    """Load → save → load gives an equal map, and saving it again the same text."""
    document = MapDocument.open(SAMPLE)
    target = tmp_path / "copy.yaml"
    document.save(target)
    again = load_map(target)
    assert again == sample
    save_map(again, tmp_path / "second.yaml")
    assert (tmp_path / "second.yaml").read_text() == target.read_text()


def test_the_default_map_saved_unchanged_is_equal(tmp_path: Path) -> None:
    """Saving the default map unchanged through the editor gives back an equal file."""
    document = MapDocument.open(default_world_map_path())
    target = tmp_path / "world.yaml"
    document.save(target)
    reloaded = load_map(target)
    assert reloaded == load_map(default_world_map_path())
    assert to_dict(reloaded) == to_dict(document.sheet)
    assert dump_map_text(reloaded) == target.read_text(encoding="utf-8")


def test_work_in_progress_saves_and_opens_again(sample: SheetMap, tmp_path: Path) -> None:
    """An invalid map (start deleted, a card with three places) saves and reopens as it was."""
    broken = edits.delete_location(sample, "home-start")
    card = broken.income_cards[0]
    broken = edits.set_income_card(broken, 0, type(card)(card.id, card.payouts[:3]))
    document = MapDocument(broken)
    target = tmp_path / "wip.yaml"
    document.save(target)
    with pytest.raises(Exception, match="unknown location 'home-start'"):
        load_map(target)
    reopened = MapDocument.open(target)
    assert reopened.sheet == broken


def test_revert_reads_the_file_again(sample: SheetMap, tmp_path: Path) -> None:
    """Revert drops the changes and is no longer modified."""
    target = tmp_path / "map.yaml"
    save_map(sample, target)
    document = MapDocument.open(target)
    document.set_sheet(edits.set_ruler_unit(sample, 9.0))
    document.revert()
    assert document.sheet == sample and not document.modified


def test_blank_and_coastline_maps() -> None:
    """A blank map has the size asked for; the coastline start keeps only the geography."""
    blank = edits.blank_sheet(40, 20)
    assert blank.bounds == (0.0, 0.0, 40.0, 20.0) and blank.land == ()
    world = load_map(default_world_map_path())
    coast = edits.coastlines_only(world)
    assert coast.land is world.land and coast.locations == () and coast.income_cards == ()


def test_lenient_reading_keeps_what_it_can() -> None:
    """A record that cannot be read at all is left out with a note, not a traceback."""
    data = to_dict(edits.blank_sheet(10, 10))
    data["locations"] = [
        {"id": "a", "name": "A", "type": "city", "x": 1.0, "y": 1.0, "area": "x", "snap": 1.0},
        "nonsense",
    ]
    data["land"] = [{"outer": "0 0 1 0 1 oops"}]
    sheet, notes = sheet_from_data(data)
    assert [loc.id for loc in sheet.locations] == ["a"]
    assert sheet.locations[0].type is LocationType.CITY
    assert sheet.land == ()
    assert len(notes) == 2


def test_a_new_id_follows_the_name_until_edited_by_hand(sample: SheetMap) -> None:
    """Renaming a place whose id its name suggested renames the id (and its references);
    an id chosen by hand stays."""
    assert edits.slug("The Ruin") == "the-ruin"
    assert edits.slug("Zürich, Old Town") == "zurich-old-town"
    assert edits.slug("!!!") == "place"
    place = edits.new_location(sample, (5.0, 10.0))
    sheet = edits.add_location(sample, place)
    renamed = edits.rename_location(sheet, place.id, "The Ruin")
    assert renamed.has_location("the-ruin") and not renamed.has_location(place.id)
    again = edits.rename_location(renamed, "the-ruin", "Cave")  # "cave" is taken
    assert again.has_location("cave-2")
    kept = edits.rename_location(sample, "fort", "The Stronghold")  # "fort" ≠ "the-fort"
    assert kept.location("fort").name == "The Stronghold"


def test_moving_one_vertex_changes_one_short_line_of_the_file() -> None:
    """The map writer puts a long coastline on many short lines: the shipped world map
    has no line longer than a few hundred characters, and moving one vertex of Eurasia
    changes exactly one line of the saved text."""
    text = default_world_map_path().read_text(encoding="utf-8")
    assert max(len(line) for line in text.splitlines()) < 300
    world = load_map(default_world_map_path())
    assert dump_map_text(world) == text  # the shipped file is what the writer writes
    biggest = max(range(len(world.land)), key=lambda i: len(world.land[i].exterior))
    x, y = world.land[biggest].exterior[1000]
    moved = shape_edits.move_vertex(world, Layer.LAND, biggest, 0, 1000, (x + 0.5, y))
    before, after = text.splitlines(), dump_map_text(moved).splitlines()
    assert len(before) == len(after)
    assert sum(1 for a, b in zip(before, after, strict=True) if a != b) == 1
