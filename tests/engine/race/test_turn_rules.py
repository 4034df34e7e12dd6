"""A turn of the 1986 race: drawing, playing cards, the special cards (Spielregel,
Windrose, Reisekarten, Sonderkarten; rulings R1986-01..03)."""

import pytest
from race_helpers import is_legal, positions, start_race, texts

from eighty_days.engine.race import (
    AcceptPenalty,
    Defend,
    DrawCards,
    EndTurn,
    ExchangeCards,
    IllegalActionError,
    MoveWindRose,
    Phase,
    PlayCard,
    Transport,
    apply,
    current_player,
    legal_actions,
)

OTHER_HAND = ("coach-1a", "coach-2a", "coach-3a")


def test_drawing_one_or_two_cards_is_a_turn_and_the_figure_stays() -> None:
    """Pro Zug 2 Möglichkeiten: take 1 or 2 cards from the face-down pile and do not move."""
    for count in (1, 2):
        state = start_race([("train-1a",), OTHER_HAND], draw_pile=("ship-1a", "ship-2a"))
        state = apply(state, DrawCards(count))
        assert state.players[0].hand == ("train-1a", "ship-1a", "ship-2a")[: 1 + count]
        assert positions(state) == [0, 0]
        assert current_player(state) == 1
        assert state.phase is Phase.TURN_START


def test_travel_card_moves_exactly_its_value_and_ends_on_a_plain_space() -> None:
    """Reisekarten: the figure moves exactly the card's number; a plain space ends the turn."""
    state = start_race([("train-4a", "train-1a"), OTHER_HAND])
    state = apply(state, PlayCard("train-4a"))
    assert positions(state) == [4, 0]
    assert state.discard_pile == ("train-4a",)
    assert current_player(state) == 1  # Ein Zug ist beendet ... normalen Reisefeld


def test_travel_card_only_for_the_wind_roses_transport() -> None:
    """Gültigkeit nur, wenn die Windrose auf entsprechendem Feld steht (ruling R1986-01)."""
    state = start_race([("ship-3a", "train-2a"), OTHER_HAND], wind_rose=Transport.TRAIN)
    assert not is_legal(state, PlayCard("ship-3a"))
    assert PlayCard("train-2a") in legal_actions(state)
    with pytest.raises(IllegalActionError, match="wind rose shows the train"):
        apply(state, PlayCard("ship-3a"))


def test_special_cards_are_playable_whatever_the_rose_shows() -> None:
    """Sonderkarten dürfen immer ausgespielt werden."""
    for rose in Transport:
        state = start_race(
            [("wind-rose-1", "money-bag-1", "handcuffs-1", "train-1a"), OTHER_HAND],
            wind_rose=rose,
        )
        legal = legal_actions(state)
        assert PlayCard("handcuffs-1") in legal
        assert PlayCard("money-bag-1", steps=3) in legal
        assert PlayCard("wind-rose-1", new_transport=Transport.SHIP) in legal


def test_wind_rose_card_moves_the_rose_then_another_card_may_follow() -> None:
    """Windrosenkarte: turn the rose to any transport (or leave it), then play another card."""
    state = start_race([("wind-rose-1", "ship-2a", "coach-5a"), OTHER_HAND])
    state = apply(state, PlayCard("wind-rose-1", new_transport=Transport.SHIP))
    assert state.wind_rose is Transport.SHIP
    assert state.phase is Phase.CONTINUE and current_player(state) == 0
    assert PlayCard("ship-2a") in legal_actions(state)
    assert not is_legal(state, DrawCards(1))
    state = apply(state, PlayCard("ship-2a"))
    assert positions(state) == [2, 0]


def test_wind_rose_card_may_leave_the_rose_where_it_is() -> None:
    """Windrosenkarte: "er muß dies aber nicht tun" — the current transport keeps the rose."""
    state = start_race([("wind-rose-1", "train-2a", "coach-5a"), OTHER_HAND])
    state = apply(state, PlayCard("wind-rose-1", new_transport=Transport.TRAIN))
    assert state.wind_rose is Transport.TRAIN
    assert "leaves the wind rose on the train" in texts(state)
    assert state.phase is Phase.CONTINUE


def test_a_player_may_stop_instead_of_playing_the_granted_card() -> None:
    """N1986-01: a granted card is optional; EndTurn passes the turn."""
    state = start_race([("wind-rose-1", "train-2a", "coach-5a"), OTHER_HAND])
    state = apply(state, PlayCard("wind-rose-1", new_transport=Transport.TRAIN))
    assert EndTurn() in legal_actions(state)
    state = apply(state, EndTurn())
    assert current_player(state) == 1 and state.phase is Phase.TURN_START


def test_the_turn_ends_by_itself_when_no_granted_card_can_be_played() -> None:
    """N1986-01: when a card or space grants another card but none fits, the turn ends."""
    state = start_race([("wind-rose-1", "ship-2a", "coach-5a"), OTHER_HAND])
    state = apply(state, PlayCard("wind-rose-1", new_transport=Transport.ELEPHANT))
    assert current_player(state) == 1
    assert "no card that can be played" in texts(state)


def test_money_bag_moves_one_two_or_three_whatever_the_rose_shows() -> None:
    """Geldsackkarte: 1, 2 or 3 spaces forward, "egal, auf welchem Verkehrsmittel"."""
    for steps in (1, 2, 3):
        state = start_race([("money-bag-1", "coach-1b"), OTHER_HAND], wind_rose=Transport.SHIP)
        state = apply(state, PlayCard("money-bag-1", steps=steps))
        assert positions(state) == [steps, 0]
    state = start_race([("money-bag-1", "coach-1b"), OTHER_HAND])
    with pytest.raises(IllegalActionError, match="1, 2 or 3"):
        apply(state, PlayCard("money-bag-1"))


def test_handcuffs_card_sends_the_next_player_back_three_and_the_player_stays() -> None:
    """Handschellenkarte / R1986-02: the next player in turn order goes back 3; the player
    who plays it does not move, and it is the whole turn."""
    state = start_race(
        [("handcuffs-1", "train-1a"), OTHER_HAND, ("ship-1a",)], positions=[4, 10, 20]
    )
    state = apply(state, PlayCard("handcuffs-1"))
    assert positions(state) == [4, 7, 20]
    assert current_player(state) == 1 and state.phase is Phase.TURN_START


def test_handcuffs_card_repeats_on_a_handcuff_space_and_other_spaces_do_nothing() -> None:
    """Handschellenkarte: landing on a handcuff space means 3 more; other spaces have no
    effect."""
    kinds = {7: "handcuffs", 4: "telescope", 17: "wind_rose"}
    state = start_race(
        [("handcuffs-1", "train-1a"), OTHER_HAND],
        kinds=kinds,
        positions=[0, 10],
        event_pile=("fix-warrant",),
    )
    state = apply(state, PlayCard("handcuffs-1"))
    assert positions(state) == [0, 4]  # 10 -> 7 (handcuffs) -> 4 (telescope: nothing)
    assert state.event_pile[0] == "fix-warrant"
    state = start_race([("handcuffs-1", "train-1a"), OTHER_HAND], kinds=kinds, positions=[0, 20])
    state = apply(state, PlayCard("handcuffs-1"))
    assert positions(state) == [0, 17] and state.phase is Phase.TURN_START
    assert current_player(state) == 1  # the victim's wind rose space gave nothing


def test_handcuffs_card_is_not_allowed_after_the_figure_moved() -> None:
    """R1986-02: the handcuffs card is the whole turn, so not after moving this turn; after
    a wind rose card (no move yet) it may still be played."""
    kinds = {2: "wind_rose"}
    state = start_race([("train-2a", "handcuffs-1", "train-1b"), OTHER_HAND], kinds=kinds)
    state = apply(state, PlayCard("train-2a"))
    state = apply(state, MoveWindRose(Transport.TRAIN))
    assert not is_legal(state, PlayCard("handcuffs-1"))
    with pytest.raises(IllegalActionError, match="whole turn"):
        apply(state, PlayCard("handcuffs-1"))
    state = start_race([("wind-rose-1", "handcuffs-1", "coach-1b"), OTHER_HAND], positions=[0, 6])
    state = apply(state, PlayCard("wind-rose-1", new_transport=Transport.SHIP))
    state = apply(state, PlayCard("handcuffs-1"))
    assert positions(state) == [0, 3]


def test_handcuffs_card_as_last_card_gives_no_jump() -> None:
    """N1986-11 / R1986-02: the player of a handcuffs card does not move that turn, so playing
    it as the last card earns no jump."""
    state = start_race([("handcuffs-1",), OTHER_HAND], positions=[2, 9])
    state = apply(state, PlayCard("handcuffs-1"))
    assert positions(state) == [2, 6]
    assert state.players[0].hand == ()


def test_victim_defends_a_handcuffs_card_with_a_money_bag_out_of_turn() -> None:
    """Geldsackkarte / R1986-03: the victim may cancel a handcuffs card; it is no turn."""
    state = start_race(
        [("handcuffs-1", "train-1a"), ("money-bag-1", "coach-1a")], positions=[0, 10]
    )
    state = apply(state, PlayCard("handcuffs-1"))
    assert state.phase is Phase.DEFEND
    assert current_player(state) == 1
    assert set(legal_actions(state)) == {Defend("money-bag-1"), AcceptPenalty()}
    defended = apply(state, Defend("money-bag-1"))
    assert positions(defended) == [0, 10]
    assert defended.players[1].hand == ("coach-1a",)
    assert current_player(defended) == 1 and defended.phase is Phase.TURN_START
    accepted = apply(state, AcceptPenalty())
    assert positions(accepted) == [0, 7]
    assert accepted.players[1].hand == ("money-bag-1", "coach-1a")


def test_victim_without_money_bag_is_not_asked() -> None:
    """N1986-13: a victim who holds no money bag cannot defend; the move back happens at once."""
    state = start_race([("handcuffs-1", "train-1a"), OTHER_HAND], positions=[0, 10])
    state = apply(state, PlayCard("handcuffs-1"))
    assert state.phase is Phase.TURN_START and positions(state) == [0, 7]


def test_only_the_victim_may_answer_and_only_with_a_money_bag() -> None:
    """R1986-03: nothing but Defend (money bag) or AcceptPenalty while a victim is asked."""
    state = start_race(
        [("handcuffs-1", "train-1a"), ("money-bag-1", "coach-1a")], positions=[0, 10]
    )
    state = apply(state, PlayCard("handcuffs-1"))
    with pytest.raises(IllegalActionError, match="money bag"):
        apply(state, Defend("coach-1a"))
    with pytest.raises(IllegalActionError, match="Ben must first answer"):
        apply(state, DrawCards(1))


def test_several_figures_may_share_a_space() -> None:
    """Auf einem Feld dürfen mehrere Spielfiguren stehen. Es wird nicht geschlagen."""
    state = start_race([("train-3a", "train-1a"), ("train-3b", "train-1b")])
    state = apply(state, PlayCard("train-3a"))
    state = apply(state, PlayCard("train-3b"))
    assert positions(state) == [3, 3]


def test_exchanging_two_cards_with_twelve_or_more() -> None:
    """12 oder mehr Karten: instead of a turn, discard 2 and draw 2 new ones."""
    hand12 = tuple(f"{t}-{v}a" for t in ("coach", "ship", "elephant") for v in (1, 2, 3, 4))
    state = start_race([hand12, ("train-1a",)], draw_pile=("train-5a", "train-5b"))
    exchange = ExchangeCards(("coach-1a", "ship-2a"))
    assert exchange in legal_actions(state)
    state = apply(state, exchange)
    hand = state.players[0].hand
    assert len(hand) == 12 and "train-5a" in hand and "train-5b" in hand
    assert "coach-1a" not in hand and state.discard_pile == ("coach-1a", "ship-2a")
    assert positions(state) == [0, 0] and current_player(state) == 1
    state11 = start_race([hand12[:11], ("train-1a",)])
    assert not any(isinstance(a, ExchangeCards) for a in legal_actions(state11))
    with pytest.raises(IllegalActionError, match="12 or more"):
        apply(state11, ExchangeCards(("coach-1a", "ship-2a")))


def test_discard_pile_is_reshuffled_when_the_draw_pile_runs_out() -> None:
    """Ist der verdeckte Kartenstapel aufgebraucht, wird der Ablagestapel gemischt."""
    from dataclasses import replace

    state = start_race([("train-1a", "train-2a"), OTHER_HAND])
    everything_else = state.draw_pile
    state = replace(state, draw_pile=everything_else[:1], discard_pile=everything_else[1:])
    state = apply(state, DrawCards(2))
    assert len(state.players[0].hand) == 4
    assert "shuffled into a new draw pile" in texts(state)
    assert state.discard_pile == ()
    assert len(state.draw_pile) == len(everything_else) - 2


def test_passing_only_when_nothing_is_possible() -> None:
    """N1986-04: with no card to play and none to draw, the only action is to pass."""
    from dataclasses import replace

    state = start_race([("ship-1a",), OTHER_HAND])
    assert EndTurn() not in legal_actions(state)
    with pytest.raises(IllegalActionError, match="passing"):
        apply(state, EndTurn())
    state = replace(state, draw_pile=(), discard_pile=())
    assert legal_actions(state) == [EndTurn()]
    state = apply(state, EndTurn())
    assert current_player(state) == 1


def test_legal_actions_list_each_card_with_its_choices_in_the_hands_order() -> None:
    """legal_actions: the draws, then each card of the hand in its order with each of its
    choices (a money bag 1, 2 and 3; a travel card only with the wind rose's transport,
    R1986-01), in a fixed order the bots' seeded choices rely on."""
    state = start_race(
        [("money-bag-1", "ship-1a", "handcuffs-1"), ("money-bag-2", "ship-2a")], positions=[0, 9]
    )
    assert legal_actions(state) == [
        DrawCards(1),
        DrawCards(2),
        *[PlayCard("money-bag-1", steps=s) for s in (1, 2, 3)],
        PlayCard("handcuffs-1"),
    ]


def test_handcuffs_card_sends_back_3_more_only_once() -> None:
    """R1986-07 / N1986-15: a victim of a handcuffs card landing on a handcuff space goes
    back 3 more, once; the handcuff space then reached has no effect (no chain)."""
    kinds = {13: "handcuffs", 10: "handcuffs", 7: "handcuffs"}
    state = start_race([("handcuffs-1", "train-1a"), OTHER_HAND], kinds=kinds, positions=[0, 16])
    state = apply(state, PlayCard("handcuffs-1"))
    assert positions(state) == [0, 10]  # 16 -> 13 (handcuffs) -> 10: no effect
    assert state.board.kind(10).value == "handcuffs"
    assert current_player(state) == 1 and state.phase is Phase.TURN_START
