"""What the hand view is offered (pure, no widgets): every way a card may be played, the
illegal ones with the engine's reason."""

from __future__ import annotations

from eighty_days.engine.race import (
    DrawCards,
    ExpertRules,
    FixedSetup,
    PlayCard,
    RaceConfig,
    Transport,
    apply,
    load_board,
    new_game,
)
from eighty_days.resources import parse_yaml
from eighty_days.shipped_race import default_decks, new_race
from eighty_days.ui.race.offers import hand_offers, turn_offer

#: 20 spaces: great travel stations on 1–14, the final handcuffs on 15–17, London on 19.
STATION_BOARD = "\n".join(
    [
        "format: 1",
        "coordinates: lonlat",
        "spaces:",
        "  - {kind: start, city: London, x: 0, y: 51.5}",
        *(
            f"  - {{kind: {'handcuffs' if i in (15, 16, 17) else 'travel_station'}, "
            f"x: {i * 4}, y: 48}}"
            for i in range(1, 18)
        ),
        "  - {kind: plain, x: 72, y: 48}",
        "  - {kind: london, city: London, x: 76, y: 51.5}",
    ]
)


def test_money_bag_into_london_with_too_many_cards_is_greyed_with_the_reason() -> None:
    """Ende des Spiels: at most 2 cards to finish. On space 18 with 4 cards every money bag
    choice reaches London, so the card is offered greyed, saying why; discarding is offered."""
    board = load_board(parse_yaml(STATION_BOARD, "station board"))
    hand = ("train-5a", "train-5b", "train-4a", "train-4b", "money-bag-1", "coach-1a")
    config = RaceConfig(
        ("Anna", "Ben"),
        setup=FixedSetup(hands=((*hand, "coach-2a", "coach-3a"), ("ship-1a",)), first_player=0),
    )
    state = new_game(config, seed=1, board=board, decks=default_decks())
    for card in ("train-5a", "train-5b", "train-4a", "train-4b"):
        state = apply(state, PlayCard(card))
    state = apply(state, DrawCards(1))  # Ben
    assert (state.turn_player, state.players[0].position) == (0, 18)
    bag = next(o for o in hand_offers(state, 0) if o.card.id == "money-bag-1")
    assert not bag.is_playable
    assert [c.label for c in bag.choices] == ["1", "2", "3"]
    assert [c.target for c in bag.choices] == [19, 19, 19]
    assert bag.reason is not None and "at most 2 cards" in bag.reason
    turn = turn_offer(state)
    assert turn.discardable and turn.discard_reason is None
    assert turn.exchange_reason is not None and "12 or more" in turn.exchange_reason


def test_expert_travel_cards_offer_forward_and_backward() -> None:
    """Expert variant: a travel card may move backward; at the start there is no room
    behind, so "Backward" is greyed with the engine's reason while "Forward" is allowed."""
    config = RaceConfig(
        ("Anna", "Ben"),
        wind_rose=Transport.TRAIN,
        expert=ExpertRules(travel_backward=True),
        setup=FixedSetup(hands=(("train-2a", "ship-1a"), ("coach-1a",)), first_player=0),
    )
    offers = {o.card.id: o for o in hand_offers(new_race(config, seed=1), 0)}
    train = offers["train-2a"]
    assert train.needs_choice and train.is_playable
    forward, backward = train.choices
    assert (forward.label, forward.is_enabled, forward.target) == ("Forward", True, 2)
    assert backward.label == "Backward" and not backward.is_enabled
    assert backward.reason is not None and "behind your figure" in backward.reason
    assert not offers["ship-1a"].is_playable


def test_cards_of_a_player_not_deciding_are_not_offered() -> None:
    """Only the player who decides now may play: Ben's cards are shown greyed."""
    config = RaceConfig(
        ("Anna", "Ben"), setup=FixedSetup(hands=(("train-2a",), ("train-3a",)), first_player=0)
    )
    offers = hand_offers(new_race(config, seed=1), 1)
    assert [o.is_playable for o in offers] == [False]
    assert offers[0].reason is not None and "Anna" in offers[0].reason
