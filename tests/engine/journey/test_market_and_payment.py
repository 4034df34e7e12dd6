"""Obtaining a transport and paying for it (rulebook steps 1 and 2; R2024-05, R2024-06)."""

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from journey_helpers import (
    PLAIN_IDS,
    TEST_CARDS,
    at,
    draw,
    faced,
    give_character,
    set_player,
    start,
    take,
)

from eighty_days.engine.journey import (
    Character,
    DrawRoute,
    FacedCard,
    IllegalActionError,
    Phase,
    Slot,
    TakeBalloon,
    TakeTransport,
    TransportTaken,
    apply,
    legal_transport_actions,
    quote,
)
from eighty_days.sheet.model import Transport


def test_money_tracker_example_ten_plus_seven_minus_four_is_thirteen() -> None:
    """Rulebook, Money Tracker: 10 marked at the start, 7 earned, 4 spent leaves 13 pounds."""
    state = start()
    assert state.players[0].money == 10 and state.players[0].earned == 10
    state = set_player(state, 1, day=50)  # player 0 keeps the turn
    state = give_character(at(state, 0, (15.0, 48.0)), Character.FOGG, 0)
    state = take(state, Slot.DECK)  # p01: 2 pounds
    state = draw(state, (10.2, 48.1))  # Paris, on the income card: Fogg front pays 7
    state = take(state, Slot.DECK)  # p02: 2 pounds
    player = state.players[0]
    assert (player.earned, player.spent, player.money) == (17, 4, 13)


def test_ticket_example_flipped_train_departing_tomorrow() -> None:
    """Rulebook, Pay the Ticket example: a 3-day train costing 5, departing tomorrow, flipped
    to a ship costs 6 pounds and 4 days (R2024-06)."""
    state = start(train_row=("fogg-card", "tick", "pass-card"))
    card = TEST_CARDS.transport("tick")
    assert (card.cost, card.days) == (5, 3)
    offer = quote(state, TakeTransport(Slot.TRAIN_2, flip=True))
    assert offer.transport is Transport.SHIP
    assert (offer.cost, offer.pounds_paid, offer.total_days) == (6, 6, 4)
    after = take(state, Slot.TRAIN_2, flip=True)
    assert after.players[0].spent == 6 and after.players[0].day == 4
    assert after.in_hand is not None and after.in_hand.transport is Transport.SHIP


def test_ticket_example_with_five_pounds_pays_one_pound_as_a_day() -> None:
    """Rulebook, Pay the Ticket example: with only 5 pounds, all 5 are crossed out and the
    missing pound is one more day: 5 days in total (R2024-06)."""
    state = start(train_row=("fogg-card", "tick", "pass-card"))
    state = set_player(state, 0, spent=5)
    offer = quote(state, TakeTransport(Slot.TRAIN_2, flip=True))
    assert (offer.pounds_paid, offer.missing_pounds, offer.total_days) == (5, 1, 5)
    after = take(state, Slot.TRAIN_2, flip=True)
    assert after.players[0].money == 0 and after.players[0].day == 5


@pytest.mark.parametrize(
    ("slot", "extra"),
    [
        (Slot.TRAIN_1, 0),
        (Slot.TRAIN_2, 1),
        (Slot.TRAIN_3, 2),
        (Slot.SHIP_1, 0),
        (Slot.SHIP_2, 1),
        (Slot.SHIP_3, 2),
        (Slot.DECK, 3),
    ],
)
def test_market_positions_cost_extra_days(slot: Slot, extra: int) -> None:
    """R2024-05: row positions cost +0, +1, +2 days, the deck top +3; days = travel + extra."""
    state = start()
    offer = quote(state, TakeTransport(slot))
    card = TEST_CARDS.transport(offer.card_id)
    assert offer.extra_days == extra
    after = take(state, slot)
    assert after.players[0].day == card.days + extra
    assert after.players[0].spent == card.cost


def test_deck_top_shows_the_side_it_landed_on() -> None:
    """R2024-05: the deck's top card is offered with whichever side is up."""
    deck = (FacedCard(PLAIN_IDS[0], Transport.SHIP), *faced(PLAIN_IDS[1:]))
    state = start(deck=deck)
    assert quote(state, TakeTransport(Slot.DECK)).transport is Transport.SHIP
    assert quote(state, TakeTransport(Slot.DECK, flip=True)).transport is Transport.TRAIN


def test_rows_show_trains_above_and_ships_below() -> None:
    """Rulebook, Setup 7: the top row offers trains, the bottom row ships."""
    state = start()
    assert quote(state, TakeTransport(Slot.TRAIN_3)).transport is Transport.TRAIN
    assert quote(state, TakeTransport(Slot.SHIP_3)).transport is Transport.SHIP


def test_flip_costs_one_pound_and_changes_only_the_transport() -> None:
    """R2024-06: flipping a card costs one more pound; days and ruler stay the same."""
    state = start()
    plain = quote(state, TakeTransport(Slot.SHIP_3))
    flipped = quote(state, TakeTransport(Slot.SHIP_3, flip=True))
    assert flipped.cost == plain.cost + 1
    assert flipped.transport is Transport.TRAIN
    assert (flipped.total_days, flipped.ruler) == (plain.total_days, plain.ruler)


def test_row_shifts_left_and_refills_from_the_deck_turned_to_the_row() -> None:
    """R2024-05: the row shifts left; the deck's top fills the right slot, turned to the row."""
    deck = (FacedCard(PLAIN_IDS[0], Transport.TRAIN), *faced(PLAIN_IDS[1:], Transport.SHIP))
    state = start(deck=deck)
    after = take(state, Slot.SHIP_1)
    assert after.ship_row == ("fix-card", "detour2", PLAIN_IDS[0])
    assert after.deck[0].card_id == PLAIN_IDS[1]
    # the card that lay as a train now offers a ship in the ship row
    finished = draw(after)
    assert quote(finished, TakeTransport(Slot.SHIP_3)).transport is Transport.SHIP
    assert quote(finished, TakeTransport(Slot.SHIP_3)).card_id == PLAIN_IDS[0]


def test_taking_the_deck_top_leaves_the_rows_alone() -> None:
    """R2024-05: the deck top is taken from the deck; the next card becomes the offer."""
    state = start()
    after = take(state, Slot.DECK)
    assert after.train_row == state.train_row and after.ship_row == state.ship_row
    assert after.deck == state.deck[1:]
    assert after.in_hand is not None and after.in_hand.card_id == PLAIN_IDS[0]


def test_empty_deck_is_rebuilt_from_the_shuffled_discard_pile() -> None:
    """R2024-05 / rulebook: when the deck runs out, the discard pile becomes the new deck."""
    state = start()
    state = replace(state, deck=faced(PLAIN_IDS[:1]), discard=PLAIN_IDS[1:])
    after = take(state, Slot.TRAIN_1)
    assert after.train_row[-1] == PLAIN_IDS[0]
    assert after.discard == ()
    assert sorted(c.card_id for c in after.deck) == sorted(PLAIN_IDS[1:])
    # shuffled: not simply the discard order, and seeded: the same again
    assert tuple(c.card_id for c in after.deck) != PLAIN_IDS[1:]
    assert take(state, Slot.TRAIN_1).deck == after.deck


def test_the_used_card_is_discarded_after_drawing() -> None:
    """Rulebook, Draw the Route: after drawing, discard the transport card."""
    state = take(start(), Slot.TRAIN_1)
    after = draw(state)
    assert after.discard == ("fogg-card",)
    assert after.in_hand is None


def test_balloon_costs_twelve_without_extra_days() -> None:
    """Rulebook, Obtain a Transport: balloons cost 12 (R2024-06) and no departure days."""
    state = set_player(start(), 0, earned=30)
    balloon = TEST_CARDS.balloons[0]
    offer = quote(state, TakeBalloon(balloon.id))
    assert (offer.cost, offer.extra_days, offer.total_days) == (12, 0, balloon.days)
    assert offer.transport is Transport.BALLOON
    after = apply(state, TakeBalloon(balloon.id))
    assert after.players[0].spent == 12 and after.players[0].day == balloon.days


def test_balloon_missing_pounds_are_paid_as_days() -> None:
    """R2024-06: a balloon with 10 pounds in hand costs 2 more days."""
    state = start()
    balloon = TEST_CARDS.balloons[0]
    after = apply(state, TakeBalloon(balloon.id))
    assert after.players[0].money == 0 and after.players[0].day == balloon.days + 2


def test_each_balloon_type_once_per_player_and_back_to_the_offer() -> None:
    """R2024-05: balloons are always offered, each type once per player; used ones return."""
    state = set_player(start(), 0, earned=60)
    state = set_player(state, 1, day=60)
    balloon = TEST_CARDS.balloons[0].id
    state = draw(apply(state, TakeBalloon(balloon)))
    assert balloon not in state.discard and state.active == 0
    with pytest.raises(IllegalActionError, match="once per game"):
        apply(state, TakeBalloon(balloon))
    assert TakeBalloon(balloon) not in legal_transport_actions(state)
    # the other player may still take that type
    other = set_player(set_player(state, 0, day=70), 1, day=0)
    other = draw(take(other, Slot.DECK))
    assert other.active == 1
    assert TakeBalloon(balloon) in legal_transport_actions(other)


def test_legal_transport_actions_list_every_slot_both_ways_and_the_balloons() -> None:
    """R2024-05: six row slots and the deck top (each plain or flipped) and three balloons."""
    choices = legal_transport_actions(start())
    assert len(choices) == 7 * 2 + 3
    assert TakeTransport(Slot.DECK, True) in choices


def test_drawing_before_taking_a_transport_is_refused() -> None:
    """Rulebook, Player Turn: the steps come in order; drawing first is explained."""
    state = start()
    with pytest.raises(IllegalActionError, match="must take a transport before drawing"):
        apply(state, DrawRoute((state.players[0].route_end,)))


def test_taking_two_transports_in_one_turn_is_refused() -> None:
    """Rulebook, Player Turn: one transport per turn."""
    state = take(start(), Slot.TRAIN_1)
    with pytest.raises(IllegalActionError, match="taken a transport already"):
        take(state, Slot.TRAIN_2)
    assert legal_transport_actions(state) == ()


def test_unknown_balloon_is_refused_with_a_message() -> None:
    """A balloon id that does not exist gets a clear message, not a traceback."""
    with pytest.raises(IllegalActionError, match="no balloon called"):
        apply(start(), TakeBalloon("zeppelin"))


def test_take_event_reports_pounds_and_days() -> None:
    """The turn events say what the transport cost (for the table to show)."""
    after = take(start(), Slot.TRAIN_2)
    event = after.last_events[0]
    assert isinstance(event, TransportTaken)
    assert (event.pounds, event.days) == (1, 3)
    assert "Ada" in event.text and after.phase is Phase.DRAW_ROUTE


def test_market_slot_given_as_text_is_explained() -> None:
    """Issue 19: a slot given as plain text is a field of the wrong type; apply refuses it
    with the places it could name (it would be kept in the history and break a save);
    ``quote`` reads a known one, and an unknown one gets a message, not a traceback."""
    state = start()
    # the slots below are text on purpose (as a hand-edited save may give them)
    assert quote(state, TakeTransport("train-1")).card_id == "fogg-card"  # type: ignore[arg-type]
    with pytest.raises(IllegalActionError, match="no market place"):
        quote(state, TakeTransport("train-9"))  # type: ignore[arg-type]
    for text in ("train-1", "train-9"):
        with pytest.raises(IllegalActionError, match="must be one of train-1, train-2"):
            apply(state, TakeTransport(text))  # type: ignore[arg-type]


@settings(max_examples=150, deadline=None)
@given(
    spent=st.integers(min_value=0, max_value=10),
    slot=st.sampled_from(list(Slot)),
    flip=st.booleans(),
    passepartout=st.booleans(),
)
def test_payment_formula_holds_for_every_offer(
    spent: int, slot: Slot, flip: bool, passepartout: bool
) -> None:
    """R2024-05/06/07: cost = card cost (+1 flipped); days = travel + extra (none with
    Passepartout's front) + one per missing pound; the tracker pays what it can."""
    state = set_player(start(), 0, spent=spent)
    if passepartout:
        state = give_character(state, Character.PASSEPARTOUT, 0)
    offer = quote(state, TakeTransport(slot, flip))
    card = TEST_CARDS.transport(offer.card_id)
    cost = card.cost + (1 if flip else 0)
    money = 10 - spent
    extra = 0 if passepartout else slot.position
    assert offer.cost == cost
    assert offer.pounds_paid == min(cost, money)
    assert offer.total_days == card.days + extra + max(0, cost - money)
    after = take(state, slot, flip)
    assert after.players[0].day == offer.total_days
    assert after.players[0].money == money - offer.pounds_paid
