"""Every effect of the event cards (Fernrohrfeld; docs/race-cards.md), carried out through
a telescope space, plus the money bag against an event's move back (ruling R1986-03)."""

from collections.abc import Mapping, Sequence
from typing import Any

import pytest
from race_helpers import positions, start_race, texts

from eighty_days.engine.race import (
    AcceptPenalty,
    Defend,
    DrawCards,
    EffectKind,
    EndTurn,
    MoveWindRose,
    Phase,
    PlayCard,
    RaceState,
    Transport,
    apply,
    current_player,
    legal_actions,
)
from eighty_days.shipped_race import default_decks

OTHER = ("coach-1a", "coach-2a", "coach-3a")
THIRD = ("coach-4a", "coach-5a")
#: One shipped event card for every effect kind; the tests below use these.
EVENT_FOR_EFFECT = {
    EffectKind.FORWARD: "medicine-bow-bridge",
    EffectKind.BACK: "storm-china-sea",
    EffectKind.TO_NEXT: "aboard-the-mongolia",
    EffectKind.BACK_TO_PREVIOUS: "kholby-gap",
    EffectKind.SKIP_TURN: "missed-steamer",
    EffectKind.DRAW: "fogg-bank-notes",
    EffectKind.DISCARD: "buying-the-henrietta",
    EffectKind.OTHERS_BACK: "gale-on-the-pacific",
    EffectKind.OTHERS_AHEAD_BACK: "fix-shadows-the-leader",
    EffectKind.SET_WIND_ROSE: "buying-an-elephant",
    EffectKind.WIND_ROSE: "a-change-of-wind",
    EffectKind.PLAY_AGAIN: "not-a-minute-lost",
}


def telescope_race(
    event: str,
    hand: Sequence[str] = ("train-4a", "coach-5b", "ship-1a"),
    *,
    kinds: Mapping[int, str] | None = None,
    hands: Sequence[Sequence[str]] | None = None,
    **kwargs: Any,
) -> RaceState:
    """A race whose first player reaches a telescope on space 4 with ``event`` on top."""
    board_kinds = {4: "telescope", **(kinds or {})}
    return start_race(hands or [hand, OTHER], kinds=board_kinds, event_pile=(event,), **kwargs)


def test_every_effect_kind_is_used_by_a_card_and_tested_here() -> None:
    """docs/race-cards.md: each effect of the vocabulary appears in the deck and below."""
    decks = default_decks()
    assert set(EVENT_FOR_EFFECT) == set(EffectKind)
    for kind, event_id in EVENT_FOR_EFFECT.items():
        assert decks.event_cards[event_id].effect.kind is kind
    assert {e.effect.kind for e in decks.event_cards.values()} == set(EffectKind)


def test_forward_moves_the_figure_and_the_space_is_ignored() -> None:
    """forward: 3 spaces on; in the basic game the space reached has no effect (the expert
    rule 'Gelangt man durch Ausspielen einer Ereigniskarte ...' is off)."""
    state = telescope_race("medicine-bow-bridge", kinds={7: "wind_rose"})
    state = apply(state, PlayCard("train-4a"))
    assert positions(state) == [7, 0]
    assert state.phase is Phase.TURN_START and current_player(state) == 1


def test_forward_never_carries_a_figure_into_london() -> None:
    """N1986-31: an event's move forward stops on the space before London."""
    state = telescope_race(
        "medicine-bow-bridge",
        kinds={38: "telescope"},
        hand=("train-2a", "coach-1b", "coach-2b", "coach-3b"),
        positions=[36, 0],
    )
    state = apply(state, PlayCard("train-2a"))
    assert positions(state) == [38, 0]
    assert state.phase is Phase.TURN_START


def test_back_moves_the_figure_back() -> None:
    """back: the storm in the China Sea sends the figure 2 spaces back."""
    state = telescope_race("storm-china-sea")
    state = apply(state, PlayCard("train-4a"))
    assert positions(state) == [2, 0] and current_player(state) == 1
    assert "Storm in the China Sea" in texts(state)


def test_money_bag_cancels_an_events_move_back() -> None:
    """Geldsackkarte / R1986-03: "Auch wenn man aufgrund einer Ereigniskarte zurückgesetzt
    werden soll, kann man dies mit einer Geldsackkarte verhindern"."""
    state = telescope_race("storm-china-sea", hand=("train-4a", "money-bag-2", "ship-1a"))
    state = apply(state, PlayCard("train-4a"))
    assert state.phase is Phase.DEFEND and current_player(state) == 0
    defended = apply(state, Defend("money-bag-2"))
    assert positions(defended) == [4, 0] and current_player(defended) == 1
    assert "money-bag-2" in defended.discard_pile
    accepted = apply(state, AcceptPenalty())
    assert positions(accepted) == [2, 0]


def test_money_bag_never_cancels_a_handcuff_space() -> None:
    """R1986-03: a handcuff space is not an event or a card; nobody is asked to defend."""
    state = start_race([("train-4a", "money-bag-2", "ship-1a"), OTHER], kinds={4: "handcuffs"})
    state = apply(state, PlayCard("train-4a"))
    assert positions(state) == [1, 0] and state.phase is Phase.TURN_START
    assert "money-bag-2" in state.players[0].hand


def test_to_next_moves_to_the_next_space_of_a_kind() -> None:
    """to_next: Aboard the Mongolia — forward to the next wind rose space."""
    state = telescope_race("aboard-the-mongolia", kinds={11: "wind_rose", 20: "wind_rose"})
    state = apply(state, PlayCard("train-4a"))
    assert positions(state) == [11, 0] and current_player(state) == 1


def test_to_next_without_such_a_space_ahead_does_nothing() -> None:
    """to_next: with no such space before London the figure stays."""
    state = telescope_race("aboard-the-mongolia")
    state = apply(state, PlayCard("train-4a"))
    assert positions(state) == [4, 0]
    assert "nothing happens" in texts(state)


def test_back_to_previous_goes_back_to_the_last_space_of_a_kind() -> None:
    """back_to_previous: the railway ends at Kholby — back to the previous wind rose space."""
    state = telescope_race("kholby-gap", kinds={1: "wind_rose"})
    state = apply(state, PlayCard("train-4a"))
    assert positions(state) == [1, 0]


def test_skip_turn_misses_the_next_turn() -> None:
    """skip_turn: the steamer has sailed — the player's next turn is left out."""
    state = telescope_race("missed-steamer", hands=[("train-4a", "coach-5b"), OTHER, THIRD])
    state = apply(state, PlayCard("train-4a"))
    assert state.players[0].turns_to_skip == 1
    state = apply(state, DrawCards(1))  # Ben
    state = apply(state, DrawCards(1))  # Cleo
    assert current_player(state) == 1  # Anna is skipped
    assert "Anna misses a turn" in texts(state)
    assert state.players[0].turns_to_skip == 0


def test_draw_takes_action_cards() -> None:
    """draw: Mr Fogg's carpet bag — 2 action cards from the draw pile."""
    state = telescope_race("fogg-bank-notes", draw_pile=("ship-2a", "ship-3a"))
    state = apply(state, PlayCard("train-4a"))
    assert state.players[0].hand == ("coach-5b", "ship-1a", "ship-2a", "ship-3a")


def test_discard_loses_random_cards_to_the_discard_pile() -> None:
    """discard: buying the Henrietta — 2 cards at random (drawn from the state's Rng)."""
    state = telescope_race(
        "buying-the-henrietta", hand=("train-4a", "coach-5b", "ship-1a", "ship-2a")
    )
    after = apply(state, PlayCard("train-4a"))
    assert len(after.players[0].hand) == 1
    lost = set(("coach-5b", "ship-1a", "ship-2a")) - set(after.players[0].hand)
    assert set(after.discard_pile) == {"train-4a", *lost}
    again = apply(state, PlayCard("train-4a"))
    assert again.players[0].hand == after.players[0].hand  # seeded: the same cards


def test_others_back_sends_every_other_figure_back_and_each_may_defend() -> None:
    """others_back: a gale on the Pacific — every other figure 2 back; victims with a money
    bag are asked one by one (R1986-03), the others move at once."""
    state = telescope_race(
        "gale-on-the-pacific",
        hands=[("train-4a", "coach-5b"), ("money-bag-1", "coach-1a"), THIRD],
        positions=[0, 10, 1],
    )
    state = apply(state, PlayCard("train-4a"))
    assert state.phase is Phase.DEFEND and current_player(state) == 1
    state = apply(state, Defend("money-bag-1"))
    assert positions(state) == [4, 10, 0]
    assert current_player(state) == 1 and state.phase is Phase.TURN_START


def test_others_ahead_back_hits_only_figures_ahead() -> None:
    """others_ahead_back: Fix shadows the leader — only figures ahead of yours go back."""
    state = telescope_race(
        "fix-shadows-the-leader",
        hands=[("train-4a", "coach-5b"), OTHER, THIRD],
        positions=[0, 12, 3],
    )
    state = apply(state, PlayCard("train-4a"))
    assert positions(state) == [4, 10, 3]


def test_set_wind_rose_turns_the_rose() -> None:
    """set_wind_rose: buying an elephant — the rose turns to the elephant."""
    state = telescope_race("buying-an-elephant")
    state = apply(state, PlayCard("train-4a"))
    assert state.wind_rose is Transport.ELEPHANT and current_player(state) == 1


def test_wind_rose_effect_moves_the_rose_and_grants_a_card() -> None:
    """wind_rose: a change of wind — as on a wind rose space."""
    state = telescope_race("a-change-of-wind")
    state = apply(state, PlayCard("train-4a"))
    assert state.phase is Phase.MOVE_ROSE and current_player(state) == 0
    state = apply(state, MoveWindRose(Transport.SHIP))
    assert state.phase is Phase.CONTINUE
    state = apply(state, PlayCard("ship-1a"))
    assert positions(state) == [5, 0]


def test_play_again_grants_another_card() -> None:
    """play_again: not a minute lost — another card may be played, or the turn ended."""
    state = telescope_race("not-a-minute-lost", hand=("train-4a", "train-1a", "ship-1a"))
    state = apply(state, PlayCard("train-4a"))
    assert state.phase is Phase.CONTINUE
    assert set(legal_actions(state)) == {PlayCard("train-1a"), EndTurn()}


@pytest.mark.parametrize("event_id", sorted(default_decks().event_cards))
def test_every_shipped_event_can_be_carried_out(event_id: str) -> None:
    """Each of the 40 cards runs through the engine from a telescope space without error and
    logs its English text."""
    card = default_decks().event_cards[event_id]
    state = telescope_race(
        event_id,
        hands=[("train-4a", "coach-5b"), OTHER, THIRD],
        kinds={1: "wind_rose", 9: "wind_rose", 12: "travel_station"},
        positions=[0, 8, 2],
    )
    state = apply(state, PlayCard("train-4a"))
    assert card.text_en in texts(state)
    assert card.text_de and card.title_de
