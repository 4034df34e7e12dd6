"""The hint's moves (issue 47): the hard level's move for the person to move, with what
the valuation sees in it, worked out without changing the game."""

from __future__ import annotations

from ai_helpers import small_sheet

from eighty_days.ai.base import Level
from eighty_days.ai.bots import make_journey_bot
from eighty_days.ai.journey_hint import journey_hint
from eighty_days.ai.race_hint import race_hint
from eighty_days.engine.journey import (
    DrawRoute,
    apply,
    default_config,
    legal_transport_actions,
    new_game,
    quote,
)
from eighty_days.engine.race import DiscardCard, DrawCards, PlayCard, RaceConfig, legal_actions
from eighty_days.engine.race import apply as apply_race
from eighty_days.shipped_race import new_race


def test_a_journey_hint_is_the_hard_levels_move_with_its_price_and_place() -> None:
    """On the first turn the hint is the hard level's card, legal, priced as the market
    prices it, its route ending at the place named; the state is left as it was."""
    config = default_config(["Ann", "Bob"], small_sheet())
    state = new_game(config, 3)
    hint = journey_hint(state)
    assert state == new_game(config, 3)  # the same deal, untouched
    assert hint.action == make_journey_bot(Level.HARD).decide(state)
    assert hint.action in legal_transport_actions(state)
    price = quote(state, hint.action)
    assert (hint.pounds, hint.days) == (price.pounds_paid, price.total_days)
    drawing = apply(state, hint.action)
    after = apply(drawing, DrawRoute(hint.route, seat=0))
    visits = after.players[0].visits[len(drawing.players[0].visits) :]
    assert hint.place == (visits[-1] if visits else "")
    assert hint.income == after.players[0].earned - drawing.players[0].earned


def test_a_journey_hint_while_drawing_is_the_route() -> None:
    """With a card in hand, the hint is the route the hard level draws."""
    state = new_game(default_config(["Ann", "Bob"], small_sheet()), 4)
    bot = make_journey_bot(Level.HARD)
    drawing = apply(state, bot.decide(state))
    hint = journey_hint(drawing)
    assert not hint.is_take and (hint.pounds, hint.days) == (0, 0)
    assert hint.action == bot.decide(drawing)


def test_a_race_hint_names_a_legal_card_or_the_draw() -> None:
    """Over the first turns of a race, every hint is a legal action of the one deciding,
    and a card's spaces are what playing it does."""
    state = new_race(RaceConfig(("Ann", "Bob")), 7)
    for _ in range(12):
        hint = race_hint(state)
        assert hint.action in legal_actions(state)
        if isinstance(hint.action, PlayCard | DiscardCard):
            assert hint.card_id == hint.action.card_id
        if isinstance(hint.action, DrawCards):
            assert hint.drawn == hint.action.count
        state = apply_race(state, hint.action)
