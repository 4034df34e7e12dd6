"""Collecting income and the final scoring (rulebook, Collect Income and End of the Journey
and Scoring; R2024-14)."""

from journey_helpers import TEST_CARDS, at, draw, set_player, start, take

from eighty_days.engine.journey import (
    IncomeCollected,
    Slot,
    outcome,
)

EURASIA = (15.0, 48.0)
PARIS_NEAR = (10.2, 48.1)
ALL_BALLOONS = TEST_CARDS.balloon_ids


def test_income_at_a_location_of_the_income_card() -> None:
    """Rulebook, Collect Income: ending at one of the card's 4 locations pays its pounds."""
    state = take(at(start(), 0, EURASIA), Slot.DECK)
    assert state.income_card.pounds_at("paris") == 3
    after = draw(state, PARIS_NEAR)
    assert after.players[0].earned == 13
    income = next(e for e in after.last_events if isinstance(e, IncomeCollected))
    assert income.pounds == 3 and "£3" in income.text


def test_no_income_elsewhere() -> None:
    """Rulebook, Collect Income: elsewhere (Moscow is not on this card) nothing is paid."""
    state = take(at(start(), 0, (35.0, 55.0)), Slot.DECK)
    after = draw(state, (40.0, 55.0))
    assert after.players[0].location == "moscow" and after.players[0].earned == 10


def test_no_income_at_adventure_locations() -> None:
    """Rulebook, Collect Income: ending at adventure icons provides no income."""
    after = draw(take(at(start(), 0, (25.0, 50.0)), Slot.DECK), (30.0, 50.0))
    assert after.players[0].location == "castle" and after.players[0].earned == 10


def test_earned_pounds_never_exceed_eighty() -> None:
    """R2024-14 / rulebook: with all 80 pounds marked, income stops; money = earned − spent."""
    state = set_player(at(start(), 0, EURASIA), 0, earned=79)
    after = draw(take(state, Slot.DECK), PARIS_NEAR)
    player = after.players[0]
    assert player.earned == 80 and player.money == 80 - player.spent
    income = next(e for e in after.last_events if isinstance(e, IncomeCollected))
    assert income.pounds == 1 and "full" in income.text


def test_scoring_categories_by_hand() -> None:
    """Rulebook, Scoring: money 1 per 3 pounds left, calendar, 1 per unused balloon, 1 per
    distinct area visited, 2 per adventure location and 2 per icon on adventure cards."""
    state = set_player(
        start(),
        0,
        earned=30,
        spent=5,  # 25 pounds: 8 fame
        calendar_points=12,
        balloons_used=("montgolfiere",),  # 2 unused
        visits=("paris", "castle", "moscow", "volcano", "paris"),  # europe, russia, scandinavia
        adventure_cards=("centre-of-the-earth",),  # 2 icons
    )
    score = outcome(state).score_of(0)
    assert (score.money, score.calendar, score.balloons, score.areas) == (8, 12, 2, 3)
    assert score.adventures == 2 * 2 + 2 * 2  # castle + volcano, plus two icons
    assert score.total == 8 + 12 + 2 + 3 + 8


def test_highest_total_wins() -> None:
    """Rulebook, Scoring: the player with the most fame points wins."""
    state = set_player(start(), 1, calendar_points=5)
    result = outcome(state)
    assert result.winners == (1,) and result.ranking == (1, 0)
    assert "most fame" in result.tie_break


def test_tie_broken_by_calendar_points() -> None:
    """Rulebook, Scoring: on a tie, most calendar points among the tied wins."""
    state = set_player(start(), 0, calendar_points=12, balloons_used=ALL_BALLOONS)
    state = set_player(state, 1, calendar_points=5, earned=31, balloons_used=ALL_BALLOONS)
    result = outcome(state)
    assert result.score_of(0).total == result.score_of(1).total == 15
    assert result.winners == (0,) and "calendar" in result.tie_break


def test_tie_broken_by_adventure_points_after_calendar() -> None:
    """Rulebook, Scoring: if still tied, most adventure points wins."""
    state = set_player(start(), 0, visits=("castle",))  # 2 adventure + 1 area
    state = set_player(state, 1, visits=("paris", "moscow", "bombay"))  # 3 areas
    result = outcome(state)
    assert result.score_of(0).total == result.score_of(1).total == 9
    assert result.winners == (0,) and "adventure" in result.tie_break
    assert result.ranking == (0, 1)


def test_full_tie_is_a_shared_victory() -> None:
    """Rulebook, Scoring: if the tie persists, the victory is shared."""
    result = outcome(start(3))
    assert result.winners == (0, 1, 2) and "share" in result.tie_break
