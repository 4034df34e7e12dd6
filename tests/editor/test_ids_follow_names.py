"""The ids of areas and adventure cards follow their names until edited by hand, as
places' ids do (issue 48, "Ids and history")."""

from __future__ import annotations

from dataclasses import replace

import pytest

from eighty_days.editor import edits
from eighty_days.resources import maps_dir
from eighty_days.sheet.io import load_map
from eighty_days.sheet.model import SheetMap


@pytest.fixture
def sample() -> SheetMap:
    """The small sample map."""
    return load_map(maps_dir() / "sample-small.yaml")


def test_an_area_id_follows_its_name_and_its_places_follow_it(sample: SheetMap) -> None:
    """Westland (id westland) named West Land: id west-land, its places in west-land."""
    area = edits.renamed_area(sample, "westland", "West Land")
    assert (area.id, area.name) == ("west-land", "West Land")
    renamed = edits.update_area(sample, "westland", area)
    before = [loc.id for loc in sample.locations if loc.area == "westland"]
    assert [loc.id for loc in renamed.locations if loc.area == "west-land"] == before
    assert len(before) == 4


def test_an_area_id_edited_by_hand_stays(sample: SheetMap) -> None:
    """An area whose id is not the one its name suggests keeps it when renamed."""
    sheet = edits.update_area(sample, "westland", replace(sample.areas[0], id="wl"))
    area = edits.renamed_area(sheet, "wl", "West Land")
    assert (area.id, area.name) == ("wl", "West Land")


def test_a_followed_id_never_takes_another_things_id(sample: SheetMap) -> None:
    """Westland named Isles: its slug, isles, is another area's id, so the id is the
    free one made of it."""
    assert edits.renamed_area(sample, "westland", "Isles").id == "isles-2"


def test_an_adventure_card_id_follows_its_title(sample: SheetMap) -> None:
    """The Deep Cave (the-deep-cave) titled The Deeper Cave: id the-deeper-cave; a new
    card's id is made of its title, so it follows from the start."""
    card = edits.retitled_adventure_card(sample, 0, "The Deeper Cave")
    assert (card.id, card.title) == ("the-deeper-cave", "The Deeper Cave")
    fresh = edits.new_adventure_card(sample)
    assert fresh.id == edits.slug(fresh.title)
    with_fresh = edits.add_adventure_card(sample, fresh)
    assert edits.retitled_adventure_card(with_fresh, 1, "Lost Temple").id == "lost-temple"


def test_an_adventure_card_id_edited_by_hand_stays(sample: SheetMap) -> None:
    """A card whose id was typed keeps it when retitled."""
    sheet = edits.set_adventure_card(sample, 0, replace(sample.adventure_cards[0], id="dc"))
    assert edits.retitled_adventure_card(sheet, 0, "The Deeper Cave").id == "dc"


def test_a_missing_adventure_card_is_an_edit_error(sample: SheetMap) -> None:
    """Retitling a card that is not there is refused with a message."""
    with pytest.raises(edits.EditError):
        edits.retitled_adventure_card(sample, 5, "Nowhere")
