"""The shipped card set kept parsed on disk (issue 50's start-up): read back without
parsing YAML at the next start, never for another card file, and a damaged file is
ignored and written anew. A kept card set is plain data (JSON), rebuilt without its checks
into exactly the card set ``parse_cards`` reads."""

from __future__ import annotations

import json
import pickle
from pathlib import Path

import pytest

from eighty_days import disk_cache, shipped_journey
from eighty_days.engine.journey.card_data import card_set_to_data
from eighty_days.engine.journey.cards import CardSet, parse_cards
from eighty_days.shipped_journey import CARDS_KIND, cached_cards, shipped_card_text


def kept_files() -> list[Path]:
    """The card sets kept in the test's data folder."""
    folder = disk_cache.cache_folder(CARDS_KIND)
    return sorted(folder.glob("cards-*.cache")) if folder.is_dir() else []


def never_parsed(monkeypatch: pytest.MonkeyPatch) -> None:
    """From now on, parsing a card file fails the test."""

    def refuse(text: str, source: str = "") -> CardSet:
        raise AssertionError("the card file was parsed again")

    monkeypatch.setattr(shipped_journey, "parse_cards", refuse)


def test_the_card_set_read_again_comes_from_the_cache(monkeypatch: pytest.MonkeyPatch) -> None:
    """The first read keeps the shipped card set; the second answers it without parsing."""
    text = shipped_card_text()
    first = cached_cards(text)
    assert first == parse_cards(text)
    assert len(kept_files()) == 1
    never_parsed(monkeypatch)
    again = cached_cards(text)
    assert again == first
    assert repr(again) == repr(first)
    assert again is not first
    assert again.transport(first.transport_cards[0].id) == first.transport_cards[0]
    assert again.balloon(first.balloons[0].id) == first.balloons[0]


def test_another_card_file_never_takes_the_kept_set() -> None:
    """A card file changed by one value is parsed anew: its own cards, never the kept."""
    text = shipped_card_text()
    cached_cards(text)
    first = parse_cards(text).transport_cards[0]
    written = f"{{id: {first.id}, cost: {first.cost},"
    assert written in text
    changed_text = text.replace(written, f"{{id: {first.id}, cost: {first.cost + 1},", 1)
    changed = cached_cards(changed_text)
    assert changed == parse_cards(changed_text)
    assert changed.transport_cards[0].cost == first.cost + 1
    assert len(kept_files()) == 2


@pytest.mark.parametrize(
    "damage",
    ["flipped byte", "cut short", "a map instead", "a pickle", "a card of the wrong shape"],
)
def test_a_damaged_card_cache_is_ignored_and_written_anew(
    damage: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A damaged or foreign kept card set is not trusted: the file is parsed again and
    kept anew, so the next read needs no parse."""
    text = shipped_card_text()
    expected = cached_cards(text)
    [kept] = kept_files()
    stored = kept.read_bytes()
    if damage == "flipped byte":
        kept.write_bytes(stored[:-10] + bytes([stored[-10] ^ 0x01]) + stored[-9:])
    elif damage == "cut short":
        kept.write_bytes(stored[:40])
    elif damage == "a map instead":  # a right checksum over another kind's data
        from eighty_days.resources import maps_dir
        from eighty_days.sheet.io import load_map
        from eighty_days.sheet.serial import to_dict

        payload = disk_cache.plain_payload(to_dict(load_map(maps_dir() / "sample-small.yaml")))
        assert payload is not None
        assert disk_cache.write_entry(kept, payload, 3)
    elif damage == "a pickle":  # the card set as the cache once held it: never unpickled
        assert disk_cache.write_entry(kept, pickle.dumps(expected), 3)
    else:
        data = card_set_to_data(expected)
        data["transport_cards"][0]["icon"] = "nobody"
        assert disk_cache.write_entry(kept, json.dumps(data).encode("utf-8"), 3)
    assert cached_cards(text) == expected
    never_parsed(monkeypatch)
    assert cached_cards(text) == expected


def test_the_kept_card_set_is_json_of_its_plain_data() -> None:
    """A kept card set is the JSON of its plain data, no pickle."""
    cards = cached_cards(shipped_card_text())
    [kept] = kept_files()
    payload = disk_cache.read_entry(kept)
    assert payload is not None
    assert json.loads(payload) == card_set_to_data(cards)
