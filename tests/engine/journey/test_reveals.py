"""Which journey actions turn a hidden card face up (commit points: undo never goes back
across them; DESIGN.md "Hidden information", issue 44)."""

from dataclasses import replace

from journey_helpers import PLAIN_IDS, TEST_CARDS, at, draw, faced, set_player, start, take

from eighty_days.engine.journey import Slot, TakeBalloon, apply, revealed_hidden


def test_a_row_card_taken_refills_the_row_and_uncovers_the_next_deck_card() -> None:
    """R2024-05: the deck's top moves into the row and the card under it shows: a reveal."""
    state = start()
    after = take(state, Slot.TRAIN_1)
    assert after.deck_top is not None and after.deck_top.card_id == PLAIN_IDS[1]
    assert revealed_hidden(state, after)


def test_the_deck_top_taken_uncovers_the_next_card() -> None:
    """R2024-05: the deck's face-up top is taken; the one under it shows."""
    state = start()
    assert revealed_hidden(state, take(state, Slot.DECK))


def test_the_last_deck_card_taken_with_no_discard_reveals_nothing() -> None:
    """R2024-05: the last card of the deck was face up already and no pile is rebuilt."""
    state = replace(start(), deck=faced(PLAIN_IDS[:1]), discard=())
    after = take(state, Slot.DECK)
    assert after.deck == () and not revealed_hidden(state, after)


def test_a_deck_rebuilt_from_the_shuffled_discard_is_a_reveal() -> None:
    """R2024-05: an empty deck is rebuilt from the shuffled discard pile: its new top shows."""
    state = replace(start(), deck=faced(PLAIN_IDS[:1]), discard=PLAIN_IDS[1:])
    after = take(state, Slot.TRAIN_1)
    assert len(after.deck) == len(PLAIN_IDS) - 1 and revealed_hidden(state, after)


def test_a_balloon_taken_reveals_nothing() -> None:
    """R2024-05: balloons are always offered; taking one leaves the market and deck alone."""
    state = start()
    after = apply(state, TakeBalloon(TEST_CARDS.balloons[0].id))
    assert not revealed_hidden(state, after)


def test_a_route_drawn_without_a_month_change_reveals_nothing() -> None:
    """Drawing the route discards the card face up and reveals nothing (rulebook, Draw
    the Route)."""
    taken = apply(start(), TakeBalloon(TEST_CARDS.balloons[0].id))
    after = draw(taken)
    assert after.income_index == taken.income_index and not revealed_hidden(taken, after)


def test_a_month_change_reveals_the_next_income_card() -> None:
    """R2024-15: the first token into a new month turns the next income card face up."""
    state = set_player(start(), 1, day=29)
    state = at(set_player(state, 0, day=24), 0, (15.0, 48.0))
    taken = take(state, Slot.DECK)  # day 30 = 1 November
    after = draw(taken, (10.2, 48.1))
    assert after.income_index == taken.income_index + 1
    assert revealed_hidden(taken, after)
