"""The coast helper (issue 48): ``edits.put_on_coast`` moves a port or an island onto the
nearest coast, so that a route may leave or reach it by land and by sea (R2024-10: the
tolerance at a coastal place); the loader wants it within its snap radius of the coast."""

from __future__ import annotations

import pytest

from eighty_days.editor import edits
from eighty_days.editor.checks import validate_sheet
from eighty_days.editor.edits import EditError
from eighty_days.resources import maps_dir
from eighty_days.sheet.io import load_map
from eighty_days.sheet.model import LocationType, SheetMap


@pytest.fixture(scope="module")
def sample() -> SheetMap:
    """The small sample map (Westland's coast at x = 22; one ruler unit is 2)."""
    return load_map(maps_dir() / "sample-small.yaml")


def refusal(sheet: SheetMap, location_id: str) -> str:
    """The key of the message ``put_on_coast`` refuses with."""
    with pytest.raises(EditError) as caught:
        edits.put_on_coast(sheet, location_id)
    message = caught.value.message
    assert not isinstance(message, str)
    return message.key


def test_a_port_off_the_coast_goes_to_the_nearest_coast_point(sample: SheetMap) -> None:
    """A port 1.5 inland (its snap radius is 0.5: the loader refuses it) moves onto the
    coast at its nearest point, and the loader accepts the map again (R2024-10)."""
    inland = edits.move_location(sample, "west-harbour", (20.5, 10.0))
    assert any("west-harbour" in str(p) for p in validate_sheet(inland))
    moved = edits.put_on_coast(inland, "west-harbour")
    assert moved.location("west-harbour").point == (22.0, 10.0)
    assert validate_sheet(moved) == []
    assert moved.locations[:2] == inland.locations[:2]  # nothing else moves


def test_an_island_out_at_sea_goes_onto_its_island(sample: SheetMap) -> None:
    """An island place drawn 1.5 off its island (radius 1) moves onto the island's shore."""
    adrift = edits.move_location(sample, "lonely-isle", (30.5, 13.0))
    moved = edits.put_on_coast(adrift, "lonely-isle")
    assert moved.location("lonely-isle").point == (29.0, 13.0)


def test_a_place_on_the_coast_stays(sample: SheetMap) -> None:
    """A port within its snap radius of the coast is already on it: nothing moves."""
    assert refusal(sample, "west-harbour") == "edit.already_on_coast"


def test_no_coast_within_a_ruler_unit(sample: SheetMap) -> None:
    """A port farther than one ruler unit from any coast is not moved across the map;
    nor is one whose nearest edge of land is the map's own edge (no sea there)."""
    far_inland = edits.move_location(sample, "west-harbour", (15.0, 10.0))
    assert refusal(far_inland, "west-harbour") == "edit.no_coast_near"
    at_the_edge = edits.move_location(sample, "west-harbour", (0.8, 15.0))
    assert refusal(at_the_edge, "west-harbour") == "edit.no_coast_near"
    moved = edits.put_on_coast(far_inland, "west-harbour", reach=10.0)
    assert moved.location("west-harbour").point == (15.0, 5.0)  # the south coast is nearer


def test_only_ports_and_islands_go_on_the_coast(sample: SheetMap) -> None:
    """A city or an adventure place is refused; an unknown place too."""
    assert refusal(sample, "home-start") == "edit.not_coastal"
    assert refusal(sample, "cave") == "edit.not_coastal"
    assert refusal(sample, "atlantis") == "edit.no_location"


def test_a_map_without_land_has_no_coast() -> None:
    """On a blank sheet there is no coast within reach."""
    sheet = edits.blank_sheet(30, 20)
    port = edits.new_location(sheet, (5.0, 5.0), LocationType.PORT)
    sheet = edits.add_location(sheet, port)
    assert refusal(sheet, port.id) == "edit.no_coast_near"
