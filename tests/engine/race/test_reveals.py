"""Which race actions reveal a hidden card (commit points: undo never goes back across
them; DESIGN.md "Hidden information", issue 44)."""

from dataclasses import replace

from race_helpers import start_race

from eighty_days.engine.race import (
    DeclineJump,
    DrawCards,
    EndTurn,
    ExchangeCards,
    Phase,
    PlayCard,
    TakeJump,
    apply,
    revealed_hidden,
)

HAND = ("train-3a", "coach-2a", "ship-1a", "elephant-2a", "train-1a")
OTHER = ("train-3b", "coach-2b", "ship-1b", "elephant-2b", "train-1b")
PILE = ("coach-3b", "handcuffs-2", "coach-4b", "train-4a", "money-bag-3")


def test_drawing_two_cards_is_a_reveal() -> None:
    """Rulebook, Spielablauf: drawing 1 or 2 action cards takes them from the hidden pile."""
    state = start_race([HAND, OTHER], draw_pile=("coach-3b", "coach-4b"))
    after = apply(state, DrawCards(2))
    assert len(after.players[0].hand) == 7 and revealed_hidden(state, after)


def test_drawing_from_a_reshuffled_discard_pile_is_a_reveal() -> None:
    """Rulebook: an empty draw pile is rebuilt from the shuffled discard pile."""
    state = start_race([HAND, OTHER])
    state = replace(state, draw_pile=(), discard_pile=("coach-3b", "coach-4b", "train-4b"))
    after = apply(state, DrawCards(1))
    assert len(after.draw_pile) == 2 and revealed_hidden(state, after)


def test_an_exchange_draws_two_hidden_cards() -> None:
    """Rulebook: with 12 cards or more, two are exchanged for two from the pile."""
    hand = (*HAND, *PILE, "ship-2a", "coach-1a")
    state = start_race([hand, OTHER], draw_pile=("elephant-3a", "train-2a"))
    after = apply(state, ExchangeCards((hand[0], hand[1])))
    assert revealed_hidden(state, after)


def test_playing_a_travel_card_to_a_plain_space_reveals_nothing() -> None:
    """R1986-01: a travel card moves the figure; no card comes from a hidden pile."""
    state = start_race([HAND, OTHER], draw_pile=PILE)
    after = apply(state, PlayCard("train-3a"))
    assert after.players[0].position == 3 and not revealed_hidden(state, after)


def test_ending_the_turn_reveals_nothing() -> None:
    """Ending a turn moves no card."""
    state = start_race([HAND, OTHER], kinds={3: "travel_station"}, draw_pile=PILE)
    state = apply(state, PlayCard("train-3a"))
    assert state.phase is Phase.CONTINUE
    after = apply(state, EndTurn())
    assert not revealed_hidden(state, after)


def test_a_telescope_space_reveals_an_event_card() -> None:
    """Fernrohrfeld: the figure lands on a telescope and the top event card is drawn."""
    state = start_race(
        [HAND, OTHER], kinds={3: "telescope"}, draw_pile=PILE, event_pile=("storm-china-sea",)
    )
    after = apply(state, PlayCard("train-3a"))
    assert len(after.event_pile) == len(state.event_pile) - 1
    assert revealed_hidden(state, after)


def test_the_jump_draws_five_hidden_cards_and_declining_it_reveals_nothing() -> None:
    """R1986-05: the jump comes with 5 new cards (a reveal); R1986-09: declining it draws
    nothing."""
    state = start_race([("train-3a",), OTHER], draw_pile=PILE)
    waiting = apply(state, PlayCard("train-3a"))
    assert waiting.phase is Phase.JUMP_CHOICE
    jumped = apply(waiting, TakeJump())
    assert len(jumped.players[0].hand) == 5 and revealed_hidden(waiting, jumped)
    declined = apply(waiting, DeclineJump())
    assert not revealed_hidden(waiting, declined)
