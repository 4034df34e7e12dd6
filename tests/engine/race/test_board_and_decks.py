"""The race data: the default board (maps/race-1986.yaml) and both decks, loaded and
validated with the place of every problem named (DESIGN.md, the 1986 game)."""

from collections import Counter
from typing import Any

import pytest
from race_helpers import board_data

from eighty_days.engine.race import (
    CardKind,
    EffectKind,
    SpaceKind,
    Transport,
    load_action_cards,
    load_board,
    load_event_cards,
)
from eighty_days.resources import DataError, YamlDocument, parse_yaml
from eighty_days.shipped_race import default_board, default_decks

STAGES = (
    "London",
    "Paris",
    "Brindisi",
    "Suez",
    "Bombay",
    "Allahabad",
    "Calcutta",
    "Singapore",
    "Hong Kong",
    "Yokohama",
    "San Francisco",
    "Omaha",
    "New York",
    "Liverpool",
    "London",
)


def test_default_board_is_a_round_the_world_track() -> None:
    """90–120 spaces from the start in London east through the novel's stages to London."""
    board = default_board()
    assert 90 <= len(board.spaces) <= 120
    assert board.spaces[0].kind is SpaceKind.START
    assert board.spaces[-1].kind is SpaceKind.LONDON
    cities = tuple(s.city for s in board.spaces if s.city)
    assert cities == STAGES
    assert board.coordinates == "lonlat"
    xs = [s.x for s in board.spaces]
    assert xs == sorted(xs), "the track runs eastward, longitudes continuing past 180"
    assert xs[-1] - xs[0] == pytest.approx(360, abs=1)
    assert all(-90 <= s.y <= 90 for s in board.spaces)


def test_default_board_has_every_kind_and_three_final_handcuffs_in_the_last_quarter() -> None:
    """Bedeutung der Spielplanfelder / Ende des Spiels: all kinds present; the three final
    handcuff spaces lie in the last quarter of the track."""
    board = default_board()
    kinds = Counter(s.kind for s in board.spaces)
    assert set(kinds) == set(SpaceKind)
    assert kinds[SpaceKind.START] == kinds[SpaceKind.LONDON] == 1
    final = board.final_handcuff_spaces
    assert len(final) == 3
    assert all(board.kind(i) is SpaceKind.HANDCUFFS for i in final)
    assert min(final) >= 0.75 * board.finish
    assert not board.is_past_final_handcuffs(final[-1])
    assert board.is_past_final_handcuffs(final[-1] + 1)


def test_default_board_fits_the_tactical_example() -> None:
    """R1986-04: spaces 3, 9 and 15 are wind rose spaces, 5 the first great travel station,
    10 acts neither as telescope nor handcuffs."""
    board = default_board()
    assert board.kind(3) is SpaceKind.WIND_ROSE
    assert board.kind(9) is SpaceKind.WIND_ROSE
    assert board.kind(15) is SpaceKind.WIND_ROSE
    assert board.kind(5) is SpaceKind.TRAVEL_STATION
    assert board.next_of_kind(0, SpaceKind.TRAVEL_STATION) == 5
    assert board.kind(10) not in (SpaceKind.TELESCOPE, SpaceKind.HANDCUFFS)


def broken(change: dict[int, dict[str, Any]], **top: Any) -> YamlDocument:
    data = board_data({})
    for index, fields in change.items():
        data["spaces"][index].update(fields)  # type: ignore[index]
    data.update(top)
    return YamlDocument("bad-board.yaml", data)


@pytest.mark.parametrize(
    ("document", "message"),
    [
        (broken({4: {"kind": "volcano"}}), "spaces[4].kind: unknown kind 'volcano'"),
        (broken({0: {"kind": "plain"}}), "spaces[0]: space 0 must be the start"),
        (broken({39: {"kind": "plain"}}), "the last space must be London"),
        (broken({7: {"x": "east"}}), "spaces[7]: x and y must be numbers"),
        (broken({7: {"index": 8}}), "spaces[7]: index is 8 but the space is number 7"),
        (broken({12: {"kind": "london"}}), "only space 0 may be the start"),
        (
            broken({31: {"kind": "plain"}, 10: {"kind": "handcuffs"}}),
            "spaces[10]: the three final handcuff spaces must lie in the last quarter",
        ),
        (broken({31: {"kind": "plain"}}), "it has 2 handcuff spaces"),
        (broken({}, format=2), "format must be 1"),
        (broken({}, coordinates="polar"), "coordinates must be 'lonlat' or 'unit'"),
        (broken({}, spaces=[]), "a track needs 16–200 spaces"),
        (broken({5: {"city": ""}}), "spaces[5].city: city must be text"),
    ],
)
def test_board_errors_name_the_place(document: YamlDocument, message: str) -> None:
    """A broken board is refused with a DataError naming the space and the problem."""
    with pytest.raises(DataError) as error:
        load_board(document)
    assert any(message in problem for problem in error.value.problems), error.value.problems


def test_board_errors_carry_line_numbers() -> None:
    """Parsed from text, the DataError points at the line of the faulty space."""
    text = "format: 1\nspaces:\n" + "".join(
        f"  - {{kind: plain, x: {i}, y: 0}}\n" for i in range(20)
    )
    with pytest.raises(DataError) as error:
        load_board(parse_yaml(text, "board.yaml"))
    assert "spaces[0] (line 3): space 0 must be the start" in str(error.value)


def test_action_deck_composition() -> None:
    """60 action cards: travel cards for the four transports, values 1–5 (two of each),
    8 wind rose, 5 handcuffs and 7 money bag cards (docs/race-cards.md)."""
    cards = default_decks().action_cards
    assert len(cards) == 60
    kinds = Counter(card.kind for card in cards.values())
    assert kinds == {
        CardKind.TRAVEL: 40,
        CardKind.WIND_ROSE: 8,
        CardKind.HANDCUFFS: 5,
        CardKind.MONEY_BAG: 7,
    }
    travel = Counter(
        (card.transport, card.value) for card in cards.values() if card.kind is CardKind.TRAVEL
    )
    assert travel == {(t, v): 2 for t in Transport for v in range(1, 6)}


def test_event_deck_has_forty_cards_from_the_novel_in_two_languages() -> None:
    """40 event cards, each with English and German title and text and a known effect."""
    events = default_decks().event_cards
    assert len(events) == 40
    for card in events.values():
        for text in (card.title_en, card.title_de, card.text_en, card.text_de):
            assert text.strip()
        assert card.text_en != card.text_de
    titles = " ".join(card.title_en for card in events.values())
    for episode in ("China Sea", "Fix's warrant", "Aouda", "Sioux", "Medicine Bow", "elephant"):
        assert episode in titles
    assert {card.effect.kind for card in events.values()} == set(EffectKind)


def cards_document(cards: list[dict[str, Any]]) -> YamlDocument:
    return YamlDocument("cards.yaml", {"format": 1, "cards": cards})


@pytest.mark.parametrize(
    ("cards", "message"),
    [
        ([{"id": "x", "kind": "balloon"}], "cards[0].kind: unknown card kind 'balloon'"),
        ([{"id": "x", "kind": "travel", "transport": "train", "value": 6}], "value must be 1–5"),
        ([{"id": "x", "kind": "travel", "transport": "bus", "value": 2}], "needs a transport"),
        ([{"id": "x", "kind": "wind_rose"}, {"id": "x", "kind": "wind_rose"}], "used twice"),
        ([{"kind": "wind_rose"}], "cards[0].id: every card needs a text id"),
        ([{"id": "x", "kind": "money_bag", "value": 2}], "has no transport or value"),
        ([{"id": "x", "kind": "money_bag"}], "must have 60 cards, it has 1"),
    ],
)
def test_action_card_errors_name_the_place(cards: list[dict[str, Any]], message: str) -> None:
    """Broken action cards are refused with the card's place and the problem."""
    with pytest.raises(DataError) as error:
        load_action_cards(cards_document(cards))
    assert any(message in problem for problem in error.value.problems), error.value.problems


def event(effect: Any, **fields: Any) -> dict[str, Any]:
    data = {
        "id": "e",
        "title_en": "T",
        "title_de": "T",
        "text_en": "E",
        "text_de": "D",
        "effect": effect,
    }
    data.update(fields)
    return data


@pytest.mark.parametrize(
    ("events", "message"),
    [
        ([event({"kind": "teleport"})], "events[0].effect.kind: unknown effect 'teleport'"),
        ([event({"kind": "back"})], "events[0].effect.spaces: back needs spaces: 1–10"),
        ([event({"kind": "to_next", "space_kind": "london"})], "needs a space_kind"),
        ([event({"kind": "set_wind_rose", "transport": "balloon"})], "needs a transport"),
        ([event({"kind": "skip_turn", "spaces": 2})], "does not take spaces"),
        ([event({"kind": "draw", "cards": 1}, text_de="")], "text_de must be non-empty text"),
        ([event({"kind": "draw", "cards": 1})], "must have 40 cards, it has 1"),
    ],
)
def test_event_card_errors_name_the_place(events: list[dict[str, Any]], message: str) -> None:
    """Broken event cards are refused with the card's place and the problem."""
    with pytest.raises(DataError) as error:
        load_event_cards(YamlDocument("events.yaml", {"format": 1, "events": events}))
    assert any(message in problem for problem in error.value.problems), error.value.problems
