"""The card data: the shipped deck's shape and design, and the validation of card files
(rulebook, Components and Transport Cards)."""

import re
from pathlib import Path
from statistics import mean

import pytest
import yaml

from eighty_days.engine.journey import Character, Ruler, parse_cards
from eighty_days.engine.journey.cards import segment_lengths
from eighty_days.resources import DataError
from eighty_days.shipped_journey import load_cards

CARDS = load_cards()
ROOT = Path(__file__).resolve().parents[3]
DOCS = ROOT / "docs" / "cards.md"
CARDS_FILE = ROOT / "src" / "eighty_days" / "engine" / "journey" / "cards.yaml"


def test_thirty_train_ship_cards_three_balloons_four_characters() -> None:
    """Rulebook, Components: 30 train/ship cards, 3 balloons, 4 character cards."""
    assert len(CARDS.transport_cards) == 30 == len(set(CARDS.transport_ids))
    assert len(CARDS.balloons) == 3 == len({b.name for b in CARDS.balloons})
    assert {c.character for c in CARDS.characters} == set(Character)
    assert all(c.front and c.back and c.front != c.back for c in CARDS.characters)


def test_balloons_cost_twelve() -> None:
    """Rulebook, Characters (Aouda): a hot air balloon costs 12 pounds."""
    assert all(b.cost == 12 for b in CARDS.balloons)


def test_rulers_fit_the_map_scale() -> None:
    """Rulers of about 4-10 units and 1-5 travel days make a journey of 10-14 turns
    (docs/cards.md); detour marks (0, 1 or 2) lie strictly inside the ruler."""
    for card in CARDS.transport_cards:
        assert 4.0 <= card.ruler.length <= 10.0, card.id
        assert 1 <= card.days <= 5, card.id
        assert len(card.ruler.marks) <= 2
        assert all(0 < m < card.ruler.length for m in card.ruler.marks)
    assert {len(c.ruler.marks) for c in CARDS.transport_cards} == {0, 1, 2}


def test_fix_on_three_or_four_cards_and_every_other_character_on_several() -> None:
    """Issue design brief: every character on several cards, Fix on 3-4."""
    counts = {c: sum(1 for card in CARDS.transport_cards if card.icon is c) for c in Character}
    assert 3 <= counts[Character.FIX] <= 4
    assert all(counts[c] >= 3 for c in Character)


def test_deck_offers_real_choices() -> None:
    """Cheap cards are slow, costly ones fast and long; detours are rarer on long cards."""
    by_cost = sorted(CARDS.transport_cards, key=lambda c: c.cost)
    cheap, costly = by_cost[:10], by_cost[-10:]
    assert max(c.cost for c in cheap) < min(c.cost for c in costly)
    assert mean(c.days for c in cheap) > mean(c.days for c in costly) + 1
    assert mean(c.ruler.length for c in costly) > mean(c.ruler.length for c in cheap) + 1
    by_length = sorted(CARDS.transport_cards, key=lambda c: c.ruler.length)
    short_cards, long_cards = by_length[:10], by_length[-10:]
    assert mean(len(c.ruler.marks) for c in long_cards) < mean(
        len(c.ruler.marks) for c in short_cards
    )


def test_every_card_is_documented() -> None:
    """docs/cards.md lists every card of cards.yaml with its numbers."""
    text = DOCS.read_text(encoding="utf-8")
    for card in CARDS.transport_cards:
        row = re.search(rf"^\| {card.id} \|(.*)$", text, re.MULTILINE)
        assert row, f"{card.id} is missing from docs/cards.md"
        cells = [cell.strip() for cell in row.group(1).split("|")]
        assert cells[0] == str(card.cost) and cells[1] == str(card.days), card.id
        assert float(cells[2]) == card.ruler.length, card.id
    for balloon in CARDS.balloons:
        assert balloon.name in text


def test_ruler_segments() -> None:
    """Transport Cards: the inner lines split the ruler into detour segments."""
    assert Ruler(6.0).segment_lengths == (6.0,)
    assert Ruler(6.0, (2.0, 4.5)).segment_lengths == (2.0, 2.5, 1.5)


def test_ruler_in_map_units() -> None:
    """Map format (ruler_unit): one ruler unit is the map's ruler_unit in map units, for
    the length, the marks and so the segments (the one conversion the engine, the
    controller and the opponents use)."""
    scaled = Ruler(6.0, (2.0, 4.5)).in_map_units(8.0)
    assert scaled == Ruler(48.0, (16.0, 36.0))
    assert scaled.segment_lengths == (16.0, 20.0, 12.0)
    assert segment_lengths(6.0, (4.5, 2.0)) == (2.0, 2.5, 1.5)  # marks in any order


def _shipped() -> dict:  # type: ignore[type-arg]
    data = yaml.safe_load(CARDS_FILE.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def _problems(data: dict) -> str:  # type: ignore[type-arg]
    with pytest.raises(DataError) as caught:
        parse_cards(yaml.safe_dump(data, sort_keys=False), "test-cards.yaml")
    return str(caught.value)


def test_shipped_file_parses_again() -> None:
    """The package's cards.yaml is valid (the loader and the file agree)."""
    assert parse_cards(CARDS_FILE.read_text(encoding="utf-8")) == CARDS


def test_bad_icon_is_reported_with_its_place() -> None:
    """Card data errors name the card and the line (DataError, like every data file)."""
    data = _shipped()
    data["transport_cards"][4]["icon"] = "nemo"
    message = _problems(data)
    assert "test-cards.yaml" in message and "transport_cards[4].icon" in message
    assert "line" in message


def test_mark_outside_the_ruler_is_reported() -> None:
    """Detour marks must lie strictly inside the ruler."""
    data = _shipped()
    data["transport_cards"][0]["marks"] = [5.0, 2.0]
    assert "transport_cards[0].marks" in _problems(data)


def test_missing_key_duplicate_id_and_wrong_count_are_all_reported() -> None:
    """Every problem is listed at once, each with its place."""
    data = _shipped()
    del data["transport_cards"][2]["cost"]
    data["transport_cards"][3]["id"] = data["transport_cards"][1]["id"]
    data["balloons"] = data["balloons"][:2]
    message = _problems(data)
    assert "missing key 'cost'" in message
    assert "used twice" in message
    assert "3 balloons" in message


def test_wrong_types_are_reported() -> None:
    """A text where a number belongs is named, not a traceback."""
    data = _shipped()
    data["transport_cards"][0]["days"] = "soon"
    data["characters"][0]["id"] = "verne"
    message = _problems(data)
    assert "transport_cards[0].days" in message and "unknown character" in message


def test_broken_yaml_is_reported_with_its_line() -> None:
    """Not YAML at all: the line is given."""
    with pytest.raises(DataError, match="line"):
        parse_cards("format: [unclosed\n", "broken.yaml")
