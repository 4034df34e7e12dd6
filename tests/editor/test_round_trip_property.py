"""Load → save → load gives an equal map after any sequence of edits, valid or not
(hypothesis drives random edit sequences on the sample map)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import hypothesis.strategies as st
import pytest
from hypothesis import given, settings

from eighty_days.editor import edits, shape_edits
from eighty_days.editor.document import MapDocument
from eighty_days.editor.edits import EditError, Layer
from eighty_days.resources import maps_dir
from eighty_days.sheet.io import load_map
from eighty_days.sheet.model import LocationType, Polygon, SheetMap

SAMPLE = load_map(maps_dir() / "sample-small.yaml")

coordinate = st.floats(min_value=-5.0, max_value=65.0, allow_nan=False, allow_infinity=False)
point = st.tuples(coordinate, coordinate)

edit = st.one_of(
    st.tuples(st.just("move"), st.integers(0, 20), point),
    st.tuples(st.just("add"), point, st.sampled_from(list(LocationType))),
    st.tuples(st.just("delete"), st.integers(0, 20)),
    st.tuples(st.just("vertex"), st.integers(0, 3), st.integers(0, 10), point),
    st.tuples(st.just("insert"), st.integers(0, 3), st.integers(0, 10), point),
    st.tuples(st.just("polygon"), st.lists(point, min_size=3, max_size=6)),
    st.tuples(st.just("area"), st.integers(0, 5)),
    st.tuples(st.just("unit"), st.floats(min_value=0.01, max_value=50.0)),
    st.tuples(st.just("split"), st.one_of(st.none(), coordinate)),
    st.tuples(st.just("card"), st.integers(0, 3)),
)


def apply_edit(sheet: SheetMap, step: tuple[Any, ...]) -> SheetMap:
    """One edit of the editor's kinds; edits the editor would refuse leave the map as is."""
    kind = step[0]
    try:
        if kind == "move" and sheet.locations:
            location = sheet.locations[int(step[1]) % len(sheet.locations)]
            return edits.move_location(sheet, location.id, step[2])
        if kind == "add":
            new = edits.new_location(sheet, step[1], step[2])
            return edits.add_location(sheet, new)
        if kind == "delete" and sheet.locations:
            location = sheet.locations[int(step[1]) % len(sheet.locations)]
            return edits.delete_location(sheet, location.id)
        if kind in ("vertex", "insert") and sheet.land:
            index = int(step[1]) % len(sheet.land)
            ring = sheet.land[index].exterior
            number = int(step[2]) % len(ring)
            if kind == "vertex":
                return shape_edits.move_vertex(sheet, Layer.LAND, index, 0, number, step[3])
            return shape_edits.insert_vertex(sheet, Layer.LAND, index, 0, number, step[3])
        if kind == "polygon":
            return shape_edits.add_polygon(sheet, Layer.MOUNTAINS, Polygon(tuple(step[1])))
        if kind == "area" and len(sheet.areas) > 1:
            area = sheet.areas[int(step[1]) % len(sheet.areas)]
            other = next(a.id for a in sheet.areas if a.id != area.id)
            return edits.delete_area(sheet, area.id, other)
        if kind == "unit":
            return edits.set_ruler_unit(sheet, round(float(step[1]), 3))
        if kind == "split":
            return edits.set_sheet_split(sheet, step[1])
        if kind == "card":
            return edits.add_income_card(sheet, edits.new_income_card(sheet))
    except EditError:
        return sheet
    return sheet


@settings(max_examples=40, deadline=None)
@given(st.lists(edit, max_size=8))
def test_any_edited_map_reads_back_equal(
    tmp_path_factory: pytest.TempPathFactory, steps: list[tuple[Any, ...]]
) -> None:
    """Whatever the edits, the saved file opens in the editor as the same map."""
    sheet = SAMPLE
    for step in steps:
        sheet = apply_edit(sheet, step)
    folder: Path = tmp_path_factory.mktemp("maps")
    target = folder / "edited.yaml"
    MapDocument(sheet).save(target)
    reopened = MapDocument.open(target)
    assert reopened.sheet == sheet
    assert reopened.notes == []
