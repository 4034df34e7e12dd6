"""Setting up a race (Vorbereitung), its configuration and the actions as plain data."""

from typing import Any

import pytest

from eighty_days.engine.race import (
    AcceptPenalty,
    CarryOutEvent,
    Defend,
    DiscardCard,
    DrawCards,
    EndTurn,
    ExchangeCards,
    ExpertRules,
    FixedSetup,
    IllegalActionError,
    KeepEvent,
    MoveWindRose,
    Phase,
    PlayCard,
    PlayEvent,
    RaceConfig,
    RaceConfigError,
    Transport,
    action_from_dict,
)
from eighty_days.shipped_race import new_race


@pytest.mark.parametrize("count", [2, 3, 4, 5, 6])
def test_setup_deals_five_cards_each_and_shuffles_both_piles(count: int) -> None:
    """Vorbereitung: 5 action cards each, the rest a face-down draw pile; the event cards
    shuffled beside the board; every figure on the start."""
    names = tuple(f"P{n}" for n in range(count))
    state = new_race(RaceConfig(names, wind_rose=Transport.SHIP), seed=count)
    assert all(len(p.hand) == 5 for p in state.players)
    assert len(state.draw_pile) == 60 - 5 * count
    assert state.discard_pile == ()
    assert len(state.event_pile) == 40 and state.event_discard == ()
    assert all(p.position == 0 for p in state.players)
    assert state.wind_rose is Transport.SHIP  # "auf ein beliebiges der 4 Verkehrsmittelfelder"
    assert state.phase is Phase.TURN_START
    assert state.last_events and "The race begins" in state.last_events[0].text
    other = new_race(RaceConfig(names, wind_rose=Transport.SHIP), seed=count + 100)
    assert other.event_pile != state.event_pile
    assert other.draw_pile != state.draw_pile


def test_fixed_setup_puts_given_cards_on_top_and_shuffles_the_rest() -> None:
    """A fixed setup (tests, the tactical example) fixes hands, pile tops and first player."""
    setup = FixedSetup(
        hands=(("train-1a",), ("ship-1a", "ship-2a")),
        draw_pile=("coach-5a",),
        event_pile=("sioux-attack",),
        first_player=1,
    )
    state = new_race(RaceConfig(("A", "B"), setup=setup), seed=9)
    assert state.players[0].hand == ("train-1a",)
    assert state.draw_pile[0] == "coach-5a" and len(state.draw_pile) == 57
    assert state.event_pile[0] == "sioux-attack" and len(state.event_pile) == 40
    assert state.turn_player == 1


@pytest.mark.parametrize(
    ("config", "message"),
    [
        (RaceConfig(("Solo",)), "2–6 players, not 1"),
        (RaceConfig(tuple("ABCDEFG")), "2–6 players, not 7"),
        (RaceConfig(("A", " ")), "every player needs a name"),
        (RaceConfig(("A", "A")), "two players have the same name"),
        (RaceConfig(("A", "B"), setup=FixedSetup(hands=(("train-1a",),))), "1 hand for 2 players"),
        (
            RaceConfig(("A", "B"), setup=FixedSetup(hands=(("zeppelin-9",), ()))),
            "no card 'zeppelin-9'",
        ),
        (
            RaceConfig(("A", "B"), setup=FixedSetup(hands=(("train-1a",), ("train-1a",)))),
            "dealt twice",
        ),
        (RaceConfig(("A", "B"), setup=FixedSetup(first_player=2)), "first_player must be 0–1"),
        (RaceConfig(("A", "B"), setup=FixedSetup(event_pile=("nope",))), "no card 'nope'"),
    ],
)
def test_bad_configurations_are_refused_with_a_reason(config: RaceConfig, message: str) -> None:
    """A configuration that cannot start a race raises RaceConfigError saying why."""
    with pytest.raises(RaceConfigError, match=message):
        new_race(config, seed=1)


def test_config_round_trips_through_plain_data() -> None:
    """The configuration is part of the save file: to_dict/from_dict keep everything."""
    config = RaceConfig(
        ("Anna", "Ben", "Cleo"),
        wind_rose=Transport.ELEPHANT,
        expert=ExpertRules(travel_backward=True, keep_event=True),
        setup=FixedSetup(hands=(("train-1a",), (), ("ship-2b",)), first_player=2),
    )
    assert RaceConfig.from_dict(config.to_dict()) == config
    assert RaceConfig.from_dict({"players": ["A", "B"]}) == RaceConfig(("A", "B"))


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"players": "AB"}, "players must be a list"),
        ({"players": ["A", "B"], "wind_rose": "balloon"}, "wind_rose must be one of"),
        ({"players": ["A", "B"], "expert": {"teleport": True}}, "unknown expert rule"),
        ({"players": ["A", "B"], "expert": {"keep_event": "yes"}}, "must be true or false"),
        ({"players": ["A", "B"], "setup": {"first_player": "A"}}, "first_player must be"),
        ({"players": ["A", "B"], "setup": {"draw_pile": [1]}}, "draw_pile must be a list"),
    ],
)
def test_bad_config_data_is_refused(data: dict[str, Any], message: str) -> None:
    """Malformed configuration data gives a RaceConfigError, never a traceback."""
    with pytest.raises(RaceConfigError, match=message):
        RaceConfig.from_dict(data)


ALL_ACTIONS = [
    DrawCards(1),
    DrawCards(2),
    PlayCard("train-4a"),
    PlayCard("train-4a", backward=True),
    PlayCard("money-bag-1", steps=3),
    PlayCard("wind-rose-2", new_transport=Transport.COACH),
    ExchangeCards(("coach-1a", "ship-2b")),
    DiscardCard("coach-3a"),
    MoveWindRose(Transport.ELEPHANT),
    Defend("money-bag-4"),
    AcceptPenalty(),
    KeepEvent(),
    CarryOutEvent(),
    PlayEvent(),
    EndTurn(),
]


@pytest.mark.parametrize("action", ALL_ACTIONS, ids=lambda a: repr(a))
def test_each_action_round_trips_through_plain_data(action: Any) -> None:
    """Every action type: to_dict gives plain data that from_dict turns back into it."""
    data = action.to_dict()
    assert data["type"] == type(action).TYPE
    assert action_from_dict(data) == action
    assert hash(action_from_dict(data)) == hash(action)


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ("draw", "must be a mapping"),
        ({"type": "fly"}, "unknown type"),
        ({"type": "draw_cards", "count": 3}, "'count' must be 1 or 2"),
        ({"type": "draw_cards", "count": True}, "'count' must be 1 or 2"),
        ({"type": "play_card"}, "'card_id' must be a card id"),
        ({"type": "play_card", "card_id": "money-bag-1", "steps": 4}, "'steps' must be 1, 2"),
        ({"type": "play_card", "card_id": "w", "new_transport": "zeppelin"}, "one of coach"),
        ({"type": "play_card", "card_id": "t", "backward": "yes"}, "true or false"),
        ({"type": "exchange_cards", "card_ids": ["a"]}, "two card ids"),
        ({"type": "move_wind_rose", "transport": 3}, "'transport' must be one of"),
    ],
)
def test_malformed_action_data_is_refused(data: Any, message: str) -> None:
    """Bad action data raises IllegalActionError (a ValueError) with the reason."""
    with pytest.raises(IllegalActionError, match=message):
        action_from_dict(data)
    assert issubclass(IllegalActionError, ValueError)
