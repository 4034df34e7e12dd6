"""Rulings R1986-06..09 (shared/rules/RULINGS.md): the three handcuff spaces of the default
board, one extra step back at most, the handcuffs card after any move, the jump that may be
declined; and the engine's checks of an action's fields and of the acting seat."""

from dataclasses import replace

import pytest
from race_helpers import TEST_BOARD_LENGTH, is_legal, positions, replay, start_race, texts

from eighty_days.engine.race import (
    AcceptPenalty,
    CarryOutEvent,
    DeclineJump,
    Defend,
    DrawCards,
    EndTurn,
    ExchangeCards,
    ExpertRules,
    IllegalActionError,
    KeepEvent,
    MoveWindRose,
    Phase,
    PlayCard,
    PlayEvent,
    SpaceKind,
    TakeJump,
    Transport,
    action_from_dict,
    apply,
    current_player,
    legal_actions,
)
from eighty_days.shipped_race import default_board

OTHER = ("coach-1a", "coach-2a", "coach-3a")
LONDON = TEST_BOARD_LENGTH - 1


# -- R1986-06 ---------------------------------------------------------------------------


def test_default_board_has_exactly_three_handcuff_spaces_in_the_last_quarter() -> None:
    """R1986-06: "Nach Überquerung der 3 Handschellenfelder": the default board has exactly
    three handcuff spaces, all in the last quarter of the track, and no others."""
    board = default_board()
    cuffs = [s.index for s in board.spaces if s.kind is SpaceKind.HANDCUFFS]
    assert len(cuffs) == 3
    assert all(index >= board.finish * 3 / 4 for index in cuffs)
    assert board.final_handcuff_spaces == tuple(cuffs)


def test_discarding_near_the_finish_starts_after_the_three_handcuff_spaces() -> None:
    """R1986-06 / N1986-32: the discard rule refers to the board's three handcuff spaces."""
    board = default_board()
    last = board.final_handcuff_spaces[-1]
    assert not board.is_past_final_handcuffs(last)
    assert board.is_past_final_handcuffs(last + 1)


# -- R1986-07 ---------------------------------------------------------------------------


def test_handcuffs_card_onto_a_handcuff_space_sends_back_3_more_once_and_no_further() -> None:
    """R1986-07: on a board with handcuff spaces 3 apart, the victim goes back 3 and, landing
    on a handcuff space, 3 more, once; the next handcuff space it reaches has no effect."""
    kinds = {16: "handcuffs", 13: "handcuffs", 10: "handcuffs", 7: "handcuffs"}
    state = start_race([("handcuffs-1", "train-1a"), OTHER], kinds=kinds, positions=[0, 19])
    state = apply(state, PlayCard("handcuffs-1"))
    assert positions(state) == [0, 13]  # 19 -> 16 (handcuffs) -> 13: no effect
    assert state.phase is Phase.TURN_START and current_player(state) == 1


def test_the_extra_step_back_can_also_be_cancelled_as_one_move() -> None:
    """R1986-07 / R1986-03: the victim is asked once, about the whole move back (to 13)."""
    kinds = {16: "handcuffs", 13: "handcuffs"}
    state = start_race(
        [("handcuffs-1", "train-1a"), ("money-bag-1", "coach-1a")], kinds=kinds, positions=[0, 19]
    )
    state = apply(state, PlayCard("handcuffs-1"))
    assert state.phase is Phase.DEFEND and state.pending[0].target == 13
    assert positions(apply(state, AcceptPenalty())) == [0, 13]


# -- R1986-08 ---------------------------------------------------------------------------


def _with_kept_event(state, event_id: str):  # type: ignore[no-untyped-def]
    players = list(state.players)
    players[0] = replace(players[0], kept_event=event_id)
    return replace(
        state,
        players=tuple(players),
        event_pile=tuple(e for e in state.event_pile if e != event_id),
    )


def test_no_handcuffs_card_after_a_kept_event_moved_the_figure() -> None:
    """R1986-08: once the figure has moved this turn by any means, a kept event included,
    the handcuffs card may not be played."""
    state = start_race(
        [("handcuffs-1", "coach-1b"), OTHER],
        positions=[4, 10],
        expert=ExpertRules(keep_event=True),
    )
    state = _with_kept_event(state, "fair-monsoon")  # forward 1
    state = apply(state, PlayEvent())
    assert positions(state) == [5, 10] and state.phase is Phase.TURN_START
    assert state.turn.moved
    assert PlayCard("handcuffs-1") not in legal_actions(state)
    with pytest.raises(IllegalActionError, match="already moved"):
        apply(state, PlayCard("handcuffs-1"))


def test_no_handcuffs_card_after_the_jump_moved_the_figure() -> None:
    """R1986-08: a wind rose card emptying the hand earns the jump; the jump moves the
    figure, so a handcuffs card among the 5 new cards may not follow on a wind rose space."""
    state = start_race(
        [("wind-rose-1",), OTHER],
        kinds={5: "wind_rose"},
        draw_pile=("handcuffs-1", "ship-1b", "coach-2b", "coach-3b", "coach-4b"),
        positions=[0, 10],
    )
    state = apply(state, PlayCard("wind-rose-1", new_transport=Transport.SHIP))
    state = apply(state, TakeJump())
    state = apply(state, MoveWindRose(Transport.SHIP))
    assert state.phase is Phase.CONTINUE and "handcuffs-1" in state.current.hand
    assert not is_legal(state, PlayCard("handcuffs-1"))


def test_a_handcuffs_card_before_any_move_is_still_allowed() -> None:
    """R1986-08: an unmoved figure (a kept event that moved nothing) may still play it."""
    state = start_race(
        [("handcuffs-1", "coach-1b"), OTHER],
        positions=[4, 10],
        expert=ExpertRules(keep_event=True),
    )
    state = _with_kept_event(state, "fogg-bank-notes")  # draw 2: no move
    state = apply(state, PlayEvent())
    assert not state.turn.moved
    state = apply(state, PlayCard("handcuffs-1"))
    assert positions(state) == [4, 7]


# -- R1986-09 ---------------------------------------------------------------------------


def test_the_jump_is_offered_as_a_choice() -> None:
    """R1986-09: "darf ... einen Sprung": after playing out the hand the player chooses."""
    state = start_race([("train-2a",), OTHER])
    state = apply(state, PlayCard("train-2a"))
    assert state.phase is Phase.JUMP_CHOICE and current_player(state) == 0
    assert legal_actions(state) == [TakeJump(), DeclineJump()]
    with pytest.raises(IllegalActionError, match="first take the 5-space jump"):
        apply(state, EndTurn())


def test_declining_the_jump_keeps_the_figure_and_draws_no_cards() -> None:
    """R1986-09: declined, the figure stays, no card is drawn and the turn ends."""
    state = start_race([("train-2a",), OTHER])
    state = apply(apply(state, PlayCard("train-2a")), DeclineJump())
    assert positions(state) == [2, 0] and state.players[0].hand == ()
    assert current_player(state) == 1 and state.phase is Phase.TURN_START
    assert "declines the jump" in texts(state)


def test_on_declining_the_space_acts_as_before_a_jump() -> None:
    """R1986-09: the space where the figure stands acts as before a jump: a telescope and a
    handcuff space do, a wind rose space or a great travel station grants nothing."""
    state = start_race([("train-2a",), OTHER], kinds={2: "telescope"}, event_pile=("fair-monsoon",))
    state = apply(state, PlayCard("train-2a"))
    assert positions(state) == [3, 0] and state.phase is Phase.JUMP_CHOICE
    assert positions(apply(state, DeclineJump())) == [3, 0]
    state = start_race([("train-4a",), OTHER], kinds={4: "handcuffs"})
    state = apply(apply(state, PlayCard("train-4a")), DeclineJump())
    assert positions(state) == [1, 0] and current_player(state) == 1
    for kind in ("wind_rose", "travel_station"):
        state = start_race([("train-2a",), OTHER], kinds={2: kind})
        state = apply(state, PlayCard("train-2a"))
        assert state.phase is Phase.JUMP_CHOICE
        state = apply(state, DeclineJump())
        assert positions(state) == [2, 0] and current_player(state) == 1


def test_declining_near_the_finish_keeps_the_hand_empty_for_london() -> None:
    """R1986-09 with the finish rule: declining keeps no card, so the next card played out
    may take the figure into London (with the jump's 5 cards it could not)."""
    state = start_race(
        [("train-1a",), OTHER], positions=[LONDON - 8, 0], draw_pile=("train-3b", "ship-1b")
    )
    taken = apply(apply(state, PlayCard("train-1a")), TakeJump())
    assert taken.players[0].position == LONDON - 2 and len(taken.players[0].hand) == 5
    declined = apply(apply(state, PlayCard("train-1a")), DeclineJump())
    assert declined.players[0].hand == ()


def test_records_from_before_the_choice_replay_with_the_jump_taken() -> None:
    """R1986-09 and old saves: a record made when the jump was forced goes on with another
    action after a played-out hand; replaying it takes the jump there."""
    state = start_race([("train-2a",), OTHER])
    replayed = replay(state, [PlayCard("train-2a"), DrawCards(1)])
    assert replayed.players[0].position == 7 and current_player(replayed) == 0
    assert [type(a).__name__ for a in replayed.history] == ["PlayCard", "TakeJump", "DrawCards"]


# -- the fields of an action and who acts -------------------------------------------------


@pytest.mark.parametrize(
    ("action", "message"),
    [
        (MoveWindRose("train"), "coach, train, ship or elephant"),  # type: ignore[arg-type]
        (PlayCard("wind-rose-1", new_transport="ship"), "new transport"),  # type: ignore[arg-type]
        (DrawCards(True), "must be 1 or 2"),
        (DrawCards("2"), "must be 1 or 2"),  # type: ignore[arg-type]
        (ExchangeCards(("train-1a",)), "exactly two cards"),  # type: ignore[arg-type]
        (ExchangeCards("ab"), "exactly two cards"),  # type: ignore[arg-type]
        (PlayCard("money-bag-1", steps=True), "1, 2 or 3"),
        (PlayCard("money-bag-1", steps=2.0), "1, 2 or 3"),  # type: ignore[arg-type]
        (PlayCard(7), "card id"),  # type: ignore[arg-type]
        (PlayCard("train-1a", backward="yes"), "true or false"),  # type: ignore[arg-type]
        (Defend(None), "card id"),  # type: ignore[arg-type]
        (EndTurn(seat="0"), "player number"),  # type: ignore[arg-type]
        ("draw two", "Not a race action"),
    ],
)
def test_actions_with_wrong_field_types_are_refused_with_a_clear_message(
    action: object, message: str
) -> None:
    """Issue 19: wrong field types give IllegalActionError with a clear message."""
    state = start_race([("train-1a", "money-bag-1", "wind-rose-1"), OTHER])
    with pytest.raises(IllegalActionError, match=message):
        apply(state, action)  # type: ignore[arg-type]


def test_negative_and_huge_numbers_are_refused_by_the_rules() -> None:
    """Issue 19: numbers of the right type but out of range are refused, not crashed on."""
    state = start_race([("train-1a", "money-bag-1"), OTHER])
    for action in (
        DrawCards(-1),
        DrawCards(10**30),
        PlayCard("money-bag-1", steps=-2),
        PlayCard("money-bag-1", steps=10**30),
        PlayCard("train-1a", seat=10**30),
        PlayCard("train-1a", seat=-1),
        PlayCard("train-1a", seat=10**5000),
        DrawCards(10**5000),
    ):
        with pytest.raises(IllegalActionError):
            apply(state, action)


@pytest.mark.parametrize("action", [Defend("money-bag-1"), AcceptPenalty()])
def test_a_defence_when_nothing_is_pending_says_so(action: object) -> None:
    """Issue 19: defending or accepting with no move back pending: "Nothing is pending"."""
    state = start_race([("train-1a", "money-bag-1"), OTHER])
    with pytest.raises(IllegalActionError, match="Nothing is pending"):
        apply(state, action)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("action", "message"),
    [
        (KeepEvent(), "No event card waits"),
        (CarryOutEvent(), "No event card waits"),
        (MoveWindRose(Transport.SHIP), "wind rose space"),
        (TakeJump(), "No jump is due"),
        (DeclineJump(), "No jump is due"),
    ],
)
def test_answers_to_questions_not_asked_say_what_is_missing(action: object, message: str) -> None:
    """Issue 19: an answer to a question that is not asked says why, in its own words."""
    state = start_race([("train-1a",), OTHER])
    with pytest.raises(IllegalActionError, match=message):
        apply(state, action)  # type: ignore[arg-type]


def test_the_acting_seat_is_checked_when_given() -> None:
    """Issue 19: an action with the seat of the player to decide is applied; with another
    seat it is refused by the engine; without a seat it acts for whoever decides."""
    state = start_race([("train-1a", "coach-1b"), OTHER])
    with pytest.raises(IllegalActionError, match="not Ben's decision now: Anna is to act"):
        apply(state, DrawCards(1, seat=1))
    with pytest.raises(IllegalActionError, match="not a player of this race"):
        apply(state, DrawCards(1, seat=4))
    assert apply(state, DrawCards(1, seat=0)).players[0].hand[-1] is not None
    assert apply(state, DrawCards(1)).history == (DrawCards(1),)


def test_a_victim_defends_with_its_own_seat() -> None:
    """Issue 19: in a defence the victim decides, so the victim's seat is the right one."""
    state = start_race([("handcuffs-1", "train-1a"), ("money-bag-1", "coach-1a")], positions=[0, 9])
    state = apply(state, PlayCard("handcuffs-1", seat=0))
    with pytest.raises(IllegalActionError, match="Anna's decision"):
        apply(state, AcceptPenalty(seat=0))
    assert positions(apply(state, Defend("money-bag-1", seat=1))) == [0, 9]


def test_malformed_data_with_huge_numbers_is_refused_with_a_message() -> None:
    """Issue 19: plain data with an int of thousands of digits is refused, not crashed on."""
    for data in ({"type": "draw_cards", "count": 10**5000}, {"type": "end_turn", "seat": -1}):
        with pytest.raises(IllegalActionError, match="Not a valid race action"):
            action_from_dict(data)


def test_the_seat_round_trips_and_old_actions_without_it_load() -> None:
    """Save format: the seat is written when given; an action without one still loads."""
    action = PlayCard("money-bag-1", steps=2, seat=3)
    data = action.to_dict()
    assert data["seat"] == 3
    loaded = action_from_dict(data)
    assert loaded.seat == 3 and loaded == PlayCard("money-bag-1", steps=2)
    old = action_from_dict({"type": "play_card", "card_id": "money-bag-1", "steps": 2})
    assert old.seat is None and "seat" not in old.to_dict()
    with pytest.raises(IllegalActionError, match="'seat' must be a player number"):
        action_from_dict({"type": "end_turn", "seat": True})
    assert action_from_dict({"type": "decline_jump", "seat": 1}) == DeclineJump()
