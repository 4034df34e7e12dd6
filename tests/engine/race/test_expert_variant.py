"""The expert variant, each rule on its own switch (Spiel für erfahrene Weltreisende)."""

import pytest
from race_helpers import TEST_BOARD_LENGTH, is_legal, positions, start_race

from eighty_days.engine.race import (
    CarryOutEvent,
    DiscardCard,
    DrawCards,
    EndTurn,
    ExpertRules,
    IllegalActionError,
    KeepEvent,
    Phase,
    PlayCard,
    PlayEvent,
    apply,
    current_player,
    is_terminal,
    legal_actions,
)

OTHER = ("coach-1a", "coach-2a", "coach-3a")
LONDON = TEST_BOARD_LENGTH - 1


def test_travel_cards_backwards_only_with_the_switch() -> None:
    """Expert: "wahlweise vorwärts- oder rückwärtsziehen"; the basic game refuses it."""
    basic = start_race([("train-3a", "coach-1b"), OTHER], positions=[10, 0])
    assert PlayCard("train-3a", backward=True) not in legal_actions(basic)
    with pytest.raises(IllegalActionError, match="expert variant"):
        apply(basic, PlayCard("train-3a", backward=True))
    expert = ExpertRules(travel_backward=True)
    state = start_race(
        [("train-3a", "coach-1b"), OTHER], positions=[10, 0], expert=expert, kinds={7: "wind_rose"}
    )
    assert PlayCard("train-3a", backward=True) in legal_actions(state)
    state = apply(state, PlayCard("train-3a", backward=True))
    assert positions(state) == [7, 0]
    assert state.phase is Phase.MOVE_ROSE  # the space reached backwards acts as usual


def test_backwards_needs_enough_spaces_behind() -> None:
    """Expert backwards: the move is exact, so it cannot go past the start (N1986-40)."""
    expert = ExpertRules(travel_backward=True)
    state = start_race([("train-3a", "coach-1b"), OTHER], positions=[2, 0], expert=expert)
    assert not is_legal(state, PlayCard("train-3a", backward=True))


def test_finish_with_no_cards_switch() -> None:
    """Expert: "Beim Zieleinlauf darf der Spieler keine Karten mehr übrigbehalten"."""
    hand = ("train-5a", "coach-1b")
    basic = start_race([hand, OTHER], positions=[LONDON - 2, 0])
    assert is_legal(basic, PlayCard("train-5a"))
    expert = ExpertRules(finish_with_no_cards=True)
    state = start_race([hand, OTHER], positions=[LONDON - 2, 0], expert=expert)
    with pytest.raises(IllegalActionError, match="keep no card"):
        apply(state, PlayCard("train-5a"))
    past = start_race([("coach-1b",), OTHER], positions=[36, 0], expert=expert)
    assert DiscardCard("coach-1b") in legal_actions(past)  # discarding goes down to 0
    alone = start_race([("train-5a",), OTHER], positions=[LONDON - 2, 0], expert=expert)
    assert is_terminal(apply(alone, PlayCard("train-5a")))


def test_keep_an_event_and_play_it_in_a_later_turn_before_an_action_card() -> None:
    """Expert: an event card may be kept and played later, before an action card."""
    expert = ExpertRules(keep_event=True)
    state = start_race(
        [("train-4a", "train-1a", "coach-5b"), OTHER],
        kinds={4: "telescope"},
        event_pile=("medicine-bow-bridge",),
        expert=expert,
    )
    basic = start_race(
        [("train-4a", "train-1a", "coach-5b"), OTHER],
        kinds={4: "telescope"},
        event_pile=("medicine-bow-bridge",),
    )
    assert apply(basic, PlayCard("train-4a")).phase is Phase.TURN_START  # carried out at once
    state = apply(state, PlayCard("train-4a"))
    assert state.phase is Phase.EVENT_CHOICE
    assert set(legal_actions(state)) == {KeepEvent(), CarryOutEvent()}
    state = apply(state, KeepEvent())
    assert state.players[0].kept_event == "medicine-bow-bridge"
    assert positions(state) == [4, 0] and current_player(state) == 1
    state = apply(state, DrawCards(1))  # Ben
    assert PlayEvent() in legal_actions(state)
    state = apply(state, PlayEvent())
    assert positions(state) == [7, 0] and state.players[0].kept_event is None
    assert state.phase is Phase.TURN_START and current_player(state) == 0
    state = apply(state, PlayCard("train-1a"))  # the action card still follows
    assert positions(state) == [8, 0]


def test_kept_event_may_follow_an_action_card() -> None:
    """Expert: the kept event may be played after an action card, before the turn ends."""
    expert = ExpertRules(keep_event=True)
    state = start_race([("train-1a", "coach-5b"), OTHER], expert=expert)
    from dataclasses import replace

    players = list(state.players)
    players[0] = replace(players[0], kept_event="fair-monsoon")
    state = replace(
        state,
        players=tuple(players),
        event_pile=tuple(e for e in state.event_pile if e != "fair-monsoon"),
    )
    state = apply(state, PlayCard("train-1a"))
    assert state.phase is Phase.CONTINUE and current_player(state) == 0
    assert set(legal_actions(state)) == {PlayEvent(), EndTurn()}
    state = apply(state, PlayEvent())
    assert positions(state) == [2, 0] and current_player(state) == 1


def test_only_one_event_may_be_kept_and_not_into_the_finish() -> None:
    """Expert: never more than one kept event; none may be taken into London."""
    expert = ExpertRules(keep_event=True)
    from dataclasses import replace

    state = start_race(
        [("train-4a", "coach-5b"), OTHER],
        kinds={4: "telescope"},
        event_pile=("fogg-bank-notes",),
        expert=expert,
    )
    players = list(state.players)
    players[0] = replace(players[0], kept_event="fair-monsoon")
    state = replace(state, players=tuple(players))
    after = apply(state, PlayCard("train-4a"))
    assert after.phase is not Phase.EVENT_CHOICE  # carried out: one kept card is the limit
    assert len(after.players[0].hand) == 3
    near = replace(
        state,
        players=tuple(
            replace(p, position=LONDON - 2) if i == 0 else p for i, p in enumerate(players)
        ),
    )
    with pytest.raises(IllegalActionError, match="event card into London"):
        apply(near, PlayCard("train-4a"))


def test_events_trigger_the_space_they_move_you_to() -> None:
    """Expert: "Gelangt man durch Ausspielen einer Ereigniskarte auf ein besonderes
    Spielplanfeld, hat dieses voll Gültigkeit"."""
    kinds = {4: "telescope", 7: "wind_rose"}
    hand = ("train-4a", "coach-5b")
    basic = start_race([hand, OTHER], kinds=kinds, event_pile=("medicine-bow-bridge",))
    assert apply(basic, PlayCard("train-4a")).phase is Phase.TURN_START
    expert = ExpertRules(events_trigger_spaces=True)
    state = start_race(
        [hand, OTHER], kinds=kinds, event_pile=("medicine-bow-bridge",), expert=expert
    )
    state = apply(state, PlayCard("train-4a"))
    assert positions(state) == [7, 0] and state.phase is Phase.MOVE_ROSE


def test_opponents_moved_by_an_event_obey_only_handcuff_spaces() -> None:
    """Expert: "Werden fremde Spielfiguren durch eine Ereigniskarte versetzt, hat nur das
    Handschellenfeld Gültigkeit"."""
    kinds = {4: "telescope", 10: "handcuffs", 20: "wind_rose"}
    hands = [("train-4a", "coach-5b"), OTHER, ("ship-1a",)]
    common = dict(kinds=kinds, event_pile=("gale-on-the-pacific",), positions=[0, 12, 22])
    basic = apply(start_race(hands, **common), PlayCard("train-4a"))  # type: ignore[arg-type]
    assert positions(basic) == [4, 10, 20]
    expert = ExpertRules(opponents_trigger_handcuffs=True)
    state = start_race(hands, expert=expert, **common)  # type: ignore[arg-type]
    state = apply(state, PlayCard("train-4a"))
    assert positions(state) == [4, 7, 20]  # the wind rose space does nothing for Cleo
    assert current_player(state) == 1
