"""The calendar: turn order, month change and the end of journeys
(rulebook, How to Play and End of the Journey; R2024-01..04, R2024-15)."""

from dataclasses import replace

import pytest
from journey_helpers import at, draw, make_config, set_player, start, take

from eighty_days.engine.journey import (
    LAST_DAY,
    DrawRoute,
    GameEnded,
    IllegalActionError,
    IncomeCardRevealed,
    JourneyEnded,
    JourneyState,
    Phase,
    Slot,
    TakeTransport,
    apply,
    calendar_order,
    current_player,
    is_terminal,
    legal_transport_actions,
    month_of,
    new_game,
)

ARRIVAL = (361.6, 51.5)
ATLANTIC = (350.0, 51.5)


def test_calendar_days_and_months() -> None:
    """R2024-01: day 0 is 2 October, day 30 is 1 November, day 60 is 1 December, day 80 is
    21 December; the calendar goes on past day 80."""
    assert [month_of(d) for d in (0, 29, 30, 59, 60, 80, 90, 91)] == [0, 0, 1, 1, 2, 2, 2, 3]
    assert LAST_DAY == 80


def test_initial_stack_is_random_but_seeded_and_the_top_plays_first() -> None:
    """Rulebook Setup 4 / R2024-02: tokens stacked at random on 2 October; top plays first."""
    config = make_config(4)
    firsts = set()
    for seed in range(40):
        state = new_game(config, seed)
        assert new_game(config, seed).players == state.players  # seeded
        top = max(range(4), key=lambda i: state.players[i].stack_height)
        assert state.active == top == calendar_order(state.players)[0]
        firsts.add(top)
    assert firsts == {0, 1, 2, 3}


def test_fixed_stack_order_decides_the_first_player() -> None:
    """R2024-02: with every token on day 0 the top of the stack plays."""
    assert start(stack_order=(1, 0)).active == 1
    assert start(stack_order=(0, 1)).active == 0


def test_the_earliest_token_plays_next() -> None:
    """Rulebook, How to Play / R2024-02: the turn belongs to the token furthest back in time."""
    state = set_player(start(), 1, day=2)
    state = draw(take(state, Slot.DECK))  # player 0 moves 6 days
    assert state.players[0].day == 6
    assert current_player(state) == 1


def test_several_turns_in_a_row_while_still_furthest_back() -> None:
    """Rulebook, How to Play: a player keeps the turn while remaining furthest back."""
    state = set_player(start(), 1, day=16)
    state = draw(take(state, Slot.DECK))  # day 6
    assert current_player(state) == 0
    state = draw(take(state, Slot.DECK))  # day 12
    assert current_player(state) == 0
    state = draw(take(state, Slot.DECK))  # day 18: past Green's 16
    assert current_player(state) == 1


def test_a_token_landing_on_an_occupied_day_goes_on_top() -> None:
    """R2024-02: a moved token lands on top of the tokens already there and plays first."""
    state = set_player(start(), 1, day=6)
    state = draw(take(state, Slot.DECK))  # player 0 lands on day 6 too, on top
    assert state.players[0].day == state.players[1].day == 6
    assert current_player(state) == 0


def test_ties_go_to_the_token_that_arrived_last_on_top() -> None:
    """R2024-02: when two tokens share a day, the one on top (moved there last) plays."""
    state = start(stack_order=(0, 1))
    state = draw(take(state, Slot.DECK))  # player 0 to day 6
    assert current_player(state) == 1
    state = draw(take(state, Slot.DECK))  # player 1 to day 6, on top of player 0
    assert current_player(state) == 1
    state = draw(take(state, Slot.DECK))  # player 1 to day 12
    assert current_player(state) == 0


def test_income_card_revealed_when_the_first_token_reaches_november() -> None:
    """R2024-15: at the end of the turn, the first token to reach a new month reveals the next
    income card; the income of that turn still comes from the old card."""
    state = set_player(start(), 1, day=29)
    state = at(set_player(state, 0, day=24), 0, (15.0, 48.0))
    first_card = state.income_card.id
    state = take(state, Slot.DECK)  # day 30 = 1 November
    assert state.players[0].day == 30 and state.income_card.id == first_card
    state = draw(state, (10.2, 48.1))  # Paris: pays from the first card (3)
    assert state.players[0].earned == 13
    assert state.income_index == 1 and state.income_card.id != first_card
    assert any(isinstance(e, IncomeCardRevealed) for e in state.last_events)


def test_only_the_first_token_into_a_month_reveals_a_card() -> None:
    """R2024-15: later tokens reaching the same month reveal nothing more."""
    state = set_player(start(), 1, day=31)
    # player 1 reached November first and revealed the second card then
    state = replace(set_player(state, 0, day=24), month=1, income_index=1)
    state = draw(take(state, Slot.DECK))  # player 0 reaches day 30
    assert state.income_index == 1 and state.month == 1
    assert not any(isinstance(e, IncomeCardRevealed) for e in state.last_events)


def test_three_income_cards_at_most() -> None:
    """R2024-15: three income cards are used in a game (October, November, December); a
    token reaching January reveals no fourth card."""
    state = set_player(start(), 1, day=95)
    state = set_player(state, 0, day=25)
    state = draw(take(state, Slot.DECK))
    revealed = [e for e in state.last_events if isinstance(e, IncomeCardRevealed)]
    assert [e.card_id for e in revealed] == [state.income_order[1], state.income_order[2]]
    assert state.income_index == 2 and state.month == 3


def test_journey_ends_past_day_eighty_with_zero_points() -> None:
    """R2024-03: at the start of a turn, a token past day 80 not in Arrival London ends its
    journey with 0 calendar points and leaves the calendar."""
    state = set_player(start(), 1, day=81)
    state = set_player(state, 0, day=79)
    state = draw(take(state, Slot.DECK))  # player 0 to 85; player 1 (81) is next and ends
    ended = [e for e in state.last_events if isinstance(e, JourneyEnded)]
    assert [(e.player, e.calendar_points, e.arrived) for e in ended] == [
        (1, 0, False),
        (0, 0, False),
    ]
    assert state.players[1].journey_ended and state.players[1].calendar_points == 0
    assert is_terminal(state)


def test_day_eighty_itself_still_plays() -> None:
    """R2024-01/03: day 80 is 21 December; only later dates end the journey."""
    state = set_player(start(), 1, day=90)
    state = set_player(state, 0, day=74)
    state = draw(take(state, Slot.DECK))  # day 80
    assert state.players[0].day == LAST_DAY
    assert current_player(state) == 0 and not state.players[0].journey_ended


def _arrive(state: JourneyState, player: int) -> JourneyState:
    """Player ``player`` (active) sails from the Atlantic into Arrival London."""
    assert state.active == player
    state = at(state, player, ATLANTIC)
    state = take(state, Slot.DECK, flip=True)  # a ship
    return draw(state, ARRIVAL)


def test_arrival_scores_twelve_at_the_start_of_the_next_turn() -> None:
    """R2024-04: ending on Arrival London finishes route-drawing; the 12 calendar points are
    scored when that player's next turn starts, then the token leaves the calendar."""
    state = set_player(start(), 1, day=70)
    state = set_player(state, 0, day=40)
    state = _arrive(state, 0)  # day 46
    # player 0 is still earliest: their next turn starts at once and scores the arrival
    assert state.players[0].arrived
    assert state.players[0].journey_ended and state.players[0].calendar_points == 12
    assert current_player(state) == 1
    assert any(isinstance(e, JourneyEnded) and e.arrived for e in state.last_events)


def test_later_arrivals_score_five() -> None:
    """R2024-04: players who start a turn in Arrival London after the first score 5."""
    state = set_player(start(), 1, day=41)
    state = set_player(state, 0, day=40)
    state = _arrive(state, 0)  # player 0 to day 46; player 1 (41) plays first
    assert current_player(state) == 1 and not state.players[0].journey_ended
    state = _arrive(state, 1)  # player 1 to day 47; player 0 (46) starts: 12
    assert state.players[0].calendar_points == 12
    assert state.players[1].calendar_points == 5 and state.players[1].journey_ended
    assert is_terminal(state)


def test_arrival_past_day_eighty_scores_nothing() -> None:
    """R2024-04: in London but past day 80 when the next turn starts: Fogg's wager is lost."""
    state = set_player(start(), 1, day=90)
    state = set_player(state, 0, day=76)
    state = _arrive(state, 0)  # day 82
    assert state.players[0].journey_ended and state.players[0].calendar_points == 0


def test_game_ends_when_every_journey_has_ended() -> None:
    """Rulebook, End of the Journey: the game ends once no token remains on the calendar."""
    state = set_player(start(), 1, day=81)
    state = set_player(state, 0, day=80)
    state = draw(take(state, Slot.DECK))
    assert is_terminal(state) and state.phase is Phase.GAME_OVER
    assert current_player(state) is None
    assert legal_transport_actions(state) == ()
    assert isinstance(state.last_events[-1], GameEnded)
    with pytest.raises(IllegalActionError, match="game is over"):
        apply(state, TakeTransport(Slot.DECK))
    with pytest.raises(IllegalActionError, match="game is over"):
        apply(state, DrawRoute(((0.0, 0.0),)))


def test_ended_players_take_no_more_turns() -> None:
    """Rulebook, End of the Journey: a finished player takes no further turns."""
    state = set_player(start(3), 1, day=81)
    state = set_player(state, 2, day=10)
    state = set_player(state, 0, day=5)
    state = draw(take(state, Slot.DECK))  # 0 -> 11; player 2 plays
    assert current_player(state) == 2
    state = draw(take(state, Slot.DECK))  # 2 -> 16; 0 plays
    for _ in range(20):
        if is_terminal(state):
            break
        assert current_player(state) != 1
        state = draw(take(state, Slot.DECK))
    assert is_terminal(state)
    assert state.players[1].calendar_points == 0


@pytest.mark.parametrize("second_day", [40, 39])
def test_an_earlier_or_equal_day_in_london_beats_an_earlier_turn(second_day: int) -> None:
    """R2024-04 with R2024-02: the 12 points go to the first arrived token to start a turn,
    and turns follow the calendar. A rival already in London on day D is beaten by
    arriving on an earlier day, or on day D itself (the token moved there goes on top)."""
    state = set_player(start(), 1, day=41)
    state = set_player(state, 0, day=40)
    state = _arrive(state, 0)  # player 0 in London on day 46; player 1 (41) plays
    first_day = state.players[0].day
    assert not state.players[0].journey_ended
    travel = first_day - 40
    state = set_player(state, 1, day=second_day)
    state = _arrive(state, 1)
    assert state.players[1].day == second_day + travel <= first_day
    assert state.players[1].calendar_points == 12
    assert state.players[0].calendar_points == 5
