"""A game opened from a save is saved again with the card files it is played with, not the
program's own (they may have changed since: the save would no longer replay)."""

from __future__ import annotations

import json

from saves_helpers import JOURNEY_SAMPLE, RACE_SAMPLE

from eighty_days.saves import load_save, load_save_text, record_of
from eighty_days.saves.format import CardsRef, dump_save_text


def test_a_loaded_game_is_saved_with_its_own_cards() -> None:
    """The journey sample was played with older cards than the program's: saved again it
    keeps them, and replays."""
    sample = json.loads(JOURNEY_SAMPLE.read_text(encoding="utf-8"))
    loaded = load_save(JOURNEY_SAMPLE)
    assert sample["cards"]["sha256"] != CardsRef.packaged(loaded.record.game).sha256
    again = record_of(loaded.state, loaded.record.map, loaded.record.seats)
    assert again.cards == loaded.record.cards
    assert load_save_text(dump_save_text(again), "again.json").state == loaded.state


def test_a_game_with_the_programs_cards_keeps_them() -> None:
    """A save made with the program's own cards (the race sample) is saved with them."""
    loaded = load_save(RACE_SAMPLE)
    again = record_of(loaded.state, loaded.record.map, loaded.record.seats)
    assert again.cards.sha256 == CardsRef.packaged(loaded.record.game).sha256
    assert load_save_text(dump_save_text(again), "again.json").state == loaded.state
