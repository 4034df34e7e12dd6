"""The four characters, both sides (rulebook, Characters; R2024-07/08/09/11)."""

import pytest
from journey_helpers import (
    TEST_CARDS,
    at,
    draw,
    give_character,
    set_player,
    sides_with,
    start,
    take,
)

from eighty_days.engine.journey import (
    Character,
    CharacterReturned,
    CharacterTaken,
    FixPenaltyPaid,
    FixStruck,
    IllegalActionError,
    IncomeCollected,
    Side,
    Slot,
    TakeBalloon,
    TakeTransport,
    apply,
    quote,
)

PARIS_NEAR = (10.2, 48.1)
EURASIA = (15.0, 48.0)


def _fix_back() -> tuple[Side, ...]:
    return sides_with(Character.FIX, Side.BACK)


def test_icon_takes_the_character_from_the_reserve() -> None:
    """Rulebook, Pay the Ticket: after paying, the card's character icon gives that character."""
    state = take(start(), Slot.TRAIN_1)  # fogg-card
    assert state.holder_of(Character.FOGG) == 0
    event = next(e for e in state.last_events if isinstance(e, CharacterTaken))
    assert event.from_player is None and "reserve" in event.text


def test_icon_takes_the_character_from_an_opponent() -> None:
    """Rulebook, Pay the Ticket: the character may be taken from an opponent's area."""
    state = give_character(start(), Character.FOGG, 1)
    state = take(state, Slot.TRAIN_1)
    assert state.holder_of(Character.FOGG) == 0
    event = next(e for e in state.last_events if isinstance(e, CharacterTaken))
    assert event.from_player == 1 and "Bert" in event.text


def test_keeping_a_character_one_already_has() -> None:
    """Taking a card with the icon of a character you hold changes nothing."""
    state = give_character(start(), Character.FOGG, 0)
    state = take(state, Slot.TRAIN_1)
    assert state.holder_of(Character.FOGG) == 0
    assert not any(isinstance(e, CharacterTaken) for e in state.last_events)


def test_fix_is_never_taken_from_the_reserve() -> None:
    """Rulebook, Characters: Inspector Fix is not taken; his icon triggers him (R2024-08)."""
    state = take(start(), Slot.SHIP_2)  # fix-card
    assert state.holder_of(Character.FIX) is None
    assert any(isinstance(e, FixStruck) for e in state.last_events)


def test_fix_front_strikes_the_player_furthest_ahead() -> None:
    """R2024-08, Fix front: the player whose route end is furthest east discards all
    characters to the reserve; the others keep theirs."""
    state = at(start(), 1, (50.0, 40.0))
    state = give_character(state, Character.FOGG, 1)
    state = give_character(state, Character.AOUDA, 1)
    state = give_character(state, Character.PASSEPARTOUT, 0)
    state = take(state, Slot.SHIP_2)
    struck = next(e for e in state.last_events if isinstance(e, FixStruck))
    assert struck.targets == (1,) and struck.side is Side.FRONT
    assert state.holder_of(Character.FOGG) is None
    assert state.holder_of(Character.AOUDA) is None
    assert state.holder_of(Character.PASSEPARTOUT) == 0
    returned = {e.character for e in state.last_events if isinstance(e, CharacterReturned)}
    assert returned == {Character.FOGG, Character.AOUDA}


def test_fix_strikes_every_tied_player() -> None:
    """R2024-08: ties for the furthest route end are all struck."""
    state = at(at(start(3), 1, (50.0, 40.0)), 2, (50.0, 60.0))
    state = give_character(give_character(state, Character.FOGG, 1), Character.AOUDA, 2)
    state = take(state, Slot.SHIP_2)
    struck = next(e for e in state.last_events if isinstance(e, FixStruck))
    assert struck.targets == (1, 2)
    assert state.characters_of(1) == () and state.characters_of(2) == ()


def test_fix_can_strike_the_active_player() -> None:
    """R2024-08: the active player is struck too when furthest ahead."""
    state = at(start(), 0, (60.0, 40.0))
    state = give_character(state, Character.PASSEPARTOUT, 0)
    state = take(state, Slot.SHIP_2)
    struck = next(e for e in state.last_events if isinstance(e, FixStruck))
    assert struck.targets == (0,)
    assert state.holder_of(Character.PASSEPARTOUT) is None


def test_fix_ignores_players_whose_journey_has_ended() -> None:
    """R2024-08: only players whose journey has not ended can be struck."""
    state = at(at(start(3), 1, (361.6, 51.5)), 2, (40.0, 40.0))
    state = set_player(state, 1, journey_ended=True)
    state = take(state, Slot.SHIP_2)
    struck = next(e for e in state.last_events if isinstance(e, FixStruck))
    assert struck.targets == (2,)


def test_fix_back_makes_the_leader_pay_two_pounds() -> None:
    """R2024-08, Fix back: the furthest player spends 2 pounds."""
    state = at(start(sides=_fix_back()), 1, (50.0, 40.0))
    state = take(state, Slot.SHIP_2)
    assert state.players[1].spent == 2 and state.players[1].day == 0
    paid = next(e for e in state.last_events if isinstance(e, FixPenaltyPaid))
    assert (paid.player, paid.pounds, paid.days) == (1, 2, 0)


def test_fix_back_missing_pounds_cost_days() -> None:
    """R2024-08, Fix back: without the pounds, a day per missing pound."""
    state = at(start(sides=_fix_back()), 1, (50.0, 40.0))
    state = set_player(state, 1, spent=9)  # 1 pound left
    state = take(state, Slot.SHIP_2)
    assert state.players[1].money == 0 and state.players[1].day == 1


def test_aouda_front_balloon_costs_five_and_she_returns_to_the_reserve() -> None:
    """Rulebook, Characters, Aouda front: a balloon costs 5 pounds instead of 12, then Aouda
    goes back to the reserve."""
    state = give_character(start(), Character.AOUDA, 0)
    balloon = TEST_CARDS.balloons[1].id
    assert quote(state, TakeBalloon(balloon)).cost == 5
    state = apply(state, TakeBalloon(balloon))
    assert state.players[0].spent == 5
    assert state.holder_of(Character.AOUDA) is None
    assert any(isinstance(e, CharacterReturned) for e in state.last_events)


def test_aouda_back_balloon_costs_nine_and_she_stays() -> None:
    """Rulebook, Characters, Aouda back: a balloon costs 9 pounds; Aouda stays."""
    state = start(sides=sides_with(Character.AOUDA, Side.BACK))
    state = set_player(give_character(state, Character.AOUDA, 0), 0, earned=20)
    balloon = TEST_CARDS.balloons[0].id
    state = apply(state, TakeBalloon(balloon))
    assert state.players[0].spent == 9
    assert state.holder_of(Character.AOUDA) == 0


def test_aouda_does_not_change_train_prices() -> None:
    """Aouda's ability concerns balloons only."""
    state = give_character(start(), Character.AOUDA, 0)
    assert quote(state, TakeTransport(Slot.TRAIN_3)).cost == TEST_CARDS.transport("tick").cost


def test_passepartout_front_waives_every_departure_delay_deck_included() -> None:
    """R2024-07, Passepartout front: no market card costs extra days, the deck top included."""
    state = give_character(start(), Character.PASSEPARTOUT, 0)
    for slot in (Slot.TRAIN_3, Slot.SHIP_2, Slot.DECK):
        offer = quote(state, TakeTransport(slot))
        assert offer.extra_days == 0 and offer.total_days == offer.travel_days


def test_passepartout_taken_this_turn_does_not_refund_the_delay() -> None:
    """R2024-07: a character taken this turn acts from then on; what was paid stays paid."""
    state = set_player(start(), 1, day=30)
    state = take(state, Slot.TRAIN_2)  # pass-card: 2 days + 1 extra
    assert state.holder_of(Character.PASSEPARTOUT) == 0
    assert state.players[0].day == 3
    state = draw(state)
    assert quote(state, TakeTransport(Slot.DECK)).extra_days == 0


def test_passepartout_back_crosses_the_coastline_once() -> None:
    """R2024-11, Passepartout back: a ship may sail on inland after crossing the coast once."""
    sides = sides_with(Character.PASSEPARTOUT, Side.BACK)
    plain = at(set_player(start(sides=sides), 1, day=30), 0, (145.0, 50.0))
    plain = take(plain, Slot.SHIP_1)  # aouda-card, a ship
    with pytest.raises(IllegalActionError, match="ship cannot cross land"):
        draw(plain, (125.0, 50.0))
    helped = give_character(plain, Character.PASSEPARTOUT, 0)
    after = draw(helped, (125.0, 50.0))
    assert after.players[0].route_end == (125.0, 50.0)


def test_passepartout_back_allows_only_one_crossing() -> None:
    """R2024-11: crossing back again (sea, land, sea) is refused."""
    sides = sides_with(Character.PASSEPARTOUT, Side.BACK)
    state = at(start(sides=sides), 0, (147.0, 35.0))
    state = give_character(take(state, Slot.SHIP_1), Character.PASSEPARTOUT, 0)
    with pytest.raises(IllegalActionError, match="only once"):
        draw(state, (161.0, 35.0))


def test_passepartout_back_first_part_must_match_the_transport() -> None:
    """R2024-11: a train starting at sea is refused even with Passepartout's back."""
    sides = sides_with(Character.PASSEPARTOUT, Side.BACK)
    state = at(start(sides=sides), 0, (145.0, 50.0))
    state = give_character(take(state, Slot.TRAIN_3), Character.PASSEPARTOUT, 0)
    with pytest.raises(IllegalActionError):
        draw(state, (125.0, 50.0))


def test_passepartout_back_taken_this_turn_acts_on_this_route() -> None:
    """R2024-07: Passepartout taken with this card already helps draw this turn's route."""
    sides = sides_with(Character.PASSEPARTOUT, Side.BACK)
    state = at(start(sides=sides), 0, (125.0, 50.0))
    state = take(state, Slot.TRAIN_2)  # pass-card, a train, gives Passepartout
    after = draw(state, (145.0, 50.0))  # land, then over the coast to sea
    assert after.players[0].route_end == (145.0, 50.0)


def test_fogg_front_earns_seven_instead_of_the_card_value() -> None:
    """R2024-09, Fogg front: when income is due it is 7 pounds (Paris pays 3 on the card)."""
    state = give_character(at(start(), 0, EURASIA), Character.FOGG, 0)
    assert state.income_card.pounds_at("paris") == 3
    state = draw(take(state, Slot.DECK), PARIS_NEAR)
    assert state.players[0].earned == 17


def test_fogg_front_earns_nothing_where_no_income_is_due() -> None:
    """R2024-09: Fogg front replaces income; where none is due he earns nothing."""
    state = give_character(at(start(), 0, (35.0, 55.0)), Character.FOGG, 0)
    assert state.income_card.pounds_at("moscow") == 0
    state = draw(take(state, Slot.DECK), (40.0, 55.0))
    assert state.players[0].location == "moscow" and state.players[0].earned == 10


def test_fogg_taken_this_turn_pays_this_turns_income() -> None:
    """R2024-07: Fogg taken with this very card already changes this turn's income."""
    state = take(at(start(), 0, EURASIA), Slot.TRAIN_1)  # fogg-card
    state = draw(state, PARIS_NEAR)
    income = next(e for e in state.last_events if isinstance(e, IncomeCollected))
    assert income.pounds == 7


def test_fogg_back_adds_seven_at_adventure_locations() -> None:
    """R2024-09, Fogg back: 7 pounds more whenever the route ends at an adventure location."""
    sides = sides_with(Character.FOGG, Side.BACK)
    state = give_character(at(start(sides=sides), 0, (25.0, 50.0)), Character.FOGG, 0)
    state = set_player(state, 1, day=29)  # player 0 keeps the turn, still in October
    state = draw(take(state, Slot.DECK), (30.0, 50.0))  # the castle
    assert state.players[0].earned == 17
    state = at(state, 0, (15.0, 48.0))
    state = draw(take(state, Slot.DECK), PARIS_NEAR)  # Paris: the card's 3, nothing more
    assert state.players[0].earned == 20


def test_fix_targets_pay_clockwise_from_the_active_player() -> None:
    """R2024-02/08 and rules notes: Fix's targets pay clockwise from the active player, so
    when their tokens land on one day the later payer's token is on top."""
    state = start(sides=_fix_back(), stack_order=(1, 0))
    assert state.active == 1
    state = at(at(state, 0, (50.0, 40.0)), 1, (50.0, 45.0))  # tied furthest east
    state = set_player(set_player(state, 0, spent=10, day=4), 1, spent=10)
    state = take(state, Slot.SHIP_2)  # fix-card: player 1 moves 2 + 1 + 1 unpaid = 4 days
    struck = next(e for e in state.last_events if isinstance(e, FixStruck))
    assert struck.targets == (1, 0)
    # player 1 pays first (4 -> 6), then player 0 (4 -> 6), landing on top
    assert state.players[0].day == state.players[1].day == 6
    assert state.players[0].stack_height > state.players[1].stack_height
