"""The board's spaces, the jump for a played-out hand and the finish (Bedeutung der
Spielplanfelder, Sprung, Ende des Spiels; rulings R1986-04, R1986-05)."""

import pytest
from race_helpers import TEST_BOARD_LENGTH, is_legal, positions, start_race, texts

from eighty_days.engine.race import (
    DiscardCard,
    DrawCards,
    EndTurn,
    IllegalActionError,
    MoveWindRose,
    Phase,
    PlayCard,
    TakeJump,
    Transport,
    apply,
    current_player,
    is_terminal,
    legal_actions,
    outcome,
)

OTHER = ("coach-1a", "coach-2a", "coach-3a")
LONDON = TEST_BOARD_LENGTH - 1


def test_wind_rose_space_moves_the_rose_then_another_card() -> None:
    """Windrosenfeld: turn the rose (or not), then in any case play another card."""
    state = start_race([("train-2a", "ship-1a", "coach-4a"), OTHER], kinds={2: "wind_rose"})
    state = apply(state, PlayCard("train-2a"))
    assert state.phase is Phase.MOVE_ROSE and current_player(state) == 0
    state = apply(state, MoveWindRose(Transport.SHIP))
    assert state.wind_rose is Transport.SHIP and state.phase is Phase.CONTINUE
    state = apply(state, PlayCard("ship-1a"))
    assert positions(state) == [3, 0] and current_player(state) == 1


def test_telescope_space_draws_an_event_and_carries_it_out() -> None:
    """Fernrohrfeld: the player must draw an event card and do what it says."""
    state = start_race(
        [("train-2a", "coach-4a"), OTHER],
        kinds={2: "telescope"},
        event_pile=("fogg-bank-notes",),
        draw_pile=("ship-1a", "ship-2a"),
    )
    state = apply(state, PlayCard("train-2a"))
    assert state.players[0].hand == ("coach-4a", "ship-1a", "ship-2a")
    assert state.event_discard == ("fogg-bank-notes",)
    drawn = [e for e in state.last_events if e.kind == "event_drawn"]
    assert drawn and drawn[0].card_id == "fogg-bank-notes"
    assert "Mr Fogg's carpet bag" in drawn[0].text
    assert current_player(state) == 1


def test_handcuff_space_sends_own_figure_back_and_the_landing_space_does_nothing() -> None:
    """Handschellenfeld: own figure 3 back; a special space landed on has no effect."""
    state = start_race(
        [("train-5a", "coach-4a"), OTHER],
        kinds={5: "handcuffs", 2: "telescope"},
        event_pile=("fogg-bank-notes",),
    )
    state = apply(state, PlayCard("train-5a"))
    assert positions(state) == [2, 0]
    assert state.event_pile[0] == "fogg-bank-notes"  # no event drawn on the telescope
    assert current_player(state) == 1


def test_travel_station_grants_another_card() -> None:
    """Großes Reisestationsfeld: play another card; drawing only if no card fits."""
    state = start_race([("train-2a", "train-3a", "coach-4a"), OTHER], kinds={2: "travel_station"})
    state = apply(state, PlayCard("train-2a"))
    assert state.phase is Phase.CONTINUE
    assert not is_legal(state, DrawCards(1))
    with pytest.raises(IllegalActionError, match="only if none of your cards"):
        apply(state, DrawCards(2))
    state = apply(state, PlayCard("train-3a"))
    assert positions(state) == [5, 0]


def test_travel_station_allows_drawing_when_no_card_fits() -> None:
    """Großes Reisestationsfeld: "Hat er keine passende Karte, darf er ... 1 oder 2 Karten
    vom Stapel ziehen"; the turn then ends."""
    state = start_race(
        [("train-2a", "ship-3a", "coach-4a"), OTHER],
        kinds={2: "travel_station"},
        draw_pile=("elephant-1a", "elephant-2a"),
    )
    state = apply(state, PlayCard("train-2a"))
    assert set(legal_actions(state)) == {DrawCards(1), DrawCards(2), EndTurn()}
    state = apply(state, DrawCards(2))
    assert state.players[0].hand == ("ship-3a", "coach-4a", "elephant-1a", "elephant-2a")
    assert current_player(state) == 1


def test_playing_out_the_hand_gives_a_jump_of_five_and_five_new_cards() -> None:
    """Sprung: all cards played = 5 spaces forward and 5 new cards (R1986-05)."""
    state = start_race([("train-2a",), OTHER])
    state = apply(state, PlayCard("train-2a"))
    assert state.phase is Phase.JUMP_CHOICE and current_player(state) == 0
    state = apply(state, TakeJump())
    assert positions(state) == [7, 0]
    assert len(state.players[0].hand) == 5
    assert "jumps 5 spaces" in texts(state)
    assert current_player(state) == 1


def test_before_the_jump_only_telescope_and_handcuffs_act() -> None:
    """Sprung: of the space before the jump only telescope and handcuffs count; a wind rose
    or travel station there grants nothing."""
    for kind in ("wind_rose", "travel_station"):
        state = start_race([("train-2a",), OTHER], kinds={2: kind})
        state = apply(apply(state, PlayCard("train-2a")), TakeJump())
        assert positions(state) == [7, 0] and current_player(state) == 1
    state = start_race([("train-2a",), OTHER], kinds={2: "telescope"}, event_pile=("fair-monsoon",))
    state = apply(apply(state, PlayCard("train-2a")), TakeJump())
    assert positions(state) == [8, 0]  # monsoon 2 -> 3, then the jump to 8
    state = start_race([("train-4a",), OTHER], kinds={4: "handcuffs"})
    state = apply(apply(state, PlayCard("train-4a")), TakeJump())
    assert positions(state) == [6, 0]  # handcuffs 4 -> 1, then the jump to 6


def test_the_space_after_the_jump_acts_fully() -> None:
    """Sprung: the space reached by the jump counts fully, e.g. a wind rose space."""
    state = start_race([("train-2a",), OTHER], kinds={7: "wind_rose"})
    state = apply(apply(state, PlayCard("train-2a")), TakeJump())
    assert positions(state) == [7, 0]
    assert state.phase is Phase.MOVE_ROSE and len(state.players[0].hand) == 5


def test_a_wind_rose_card_as_the_last_card_earns_the_jump() -> None:
    """Sprung: a wind rose card is a played card too; emptying the hand with it jumps."""
    state = start_race([("wind-rose-1",), OTHER])
    state = apply(state, PlayCard("wind-rose-1", new_transport=Transport.SHIP))
    assert state.phase is Phase.JUMP_CHOICE
    state = apply(state, TakeJump())
    assert positions(state) == [5, 0] and state.wind_rose is Transport.SHIP


def test_jump_into_london_wins_without_new_cards() -> None:
    """Sprung / R1986-05: reaching the finish with the jump draws no new cards."""
    state = start_race([("train-1a",), OTHER], positions=[LONDON - 4, 0])
    state = apply(apply(state, PlayCard("train-1a")), TakeJump())
    assert is_terminal(state) and state.players[0].position == LONDON
    assert state.players[0].hand == ()
    result = outcome(state)
    assert result is not None and result.winner == 0


def test_first_into_london_wins_and_overshoot_is_allowed() -> None:
    """Ende des Spiels: the first figure in London wins; surplus points are lost."""
    state = start_race(
        [("train-5a", "coach-1b"), OTHER, ("ship-1a",)], positions=[LONDON - 2, 20, 30]
    )
    assert outcome(state) is None
    state = apply(state, PlayCard("train-5a"))
    assert is_terminal(state)
    assert positions(state)[0] == LONDON
    assert current_player(state) is None and legal_actions(state) == []
    result = outcome(state)
    assert result is not None
    assert result.finishing_order == (0, 2, 1)
    assert result.positions == (LONDON, 20, 30)
    with pytest.raises(IllegalActionError, match="race is over"):
        apply(state, DrawCards(1))


def test_at_most_two_cards_may_be_kept_to_finish() -> None:
    """Höchstens noch 2 Karten: a card that would reach London with 3 cards left is not
    allowed (N1986-30); with 2 left it is."""
    hand = ("train-5a", "coach-1b", "coach-2b", "coach-3b")
    state = start_race([hand, OTHER], positions=[LONDON - 3, 0])
    assert not is_legal(state, PlayCard("train-5a"))
    with pytest.raises(IllegalActionError, match="at most 2 cards"):
        apply(state, PlayCard("train-5a"))
    state = start_race([hand[:3], OTHER], positions=[LONDON - 3, 0])
    state = apply(state, PlayCard("train-5a"))
    assert is_terminal(state)


def test_discard_one_card_per_turn_after_the_final_handcuff_spaces() -> None:
    """Ende des Spiels: after the three final handcuff spaces a player may discard 1 card
    instead of moving, until only 2 are left."""
    hand = ("coach-1b", "coach-2b", "coach-3b")
    before = start_race([hand, OTHER], positions=[35, 0])  # on the last handcuff space
    assert not any(isinstance(a, DiscardCard) for a in legal_actions(before))
    with pytest.raises(IllegalActionError, match="three final handcuff spaces"):
        apply(before, DiscardCard("coach-1b"))
    state = start_race([hand, OTHER], positions=[36, 0])
    assert DiscardCard("coach-1b") in legal_actions(state)
    state = apply(state, DiscardCard("coach-1b"))
    assert state.players[0].hand == ("coach-2b", "coach-3b")
    assert positions(state) == [36, 0] and current_player(state) == 1
    two_left = start_race([hand[:2], OTHER], positions=[36, 0])
    assert not any(isinstance(a, DiscardCard) for a in legal_actions(two_left))
