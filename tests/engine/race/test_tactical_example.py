"""The rulebook's tactical example (Taktische Hinweise) played through the engine on the
default board (ruling R1986-04)."""

from eighty_days.engine.race import (
    FixedSetup,
    MoveWindRose,
    Phase,
    PlayCard,
    RaceConfig,
    SpaceKind,
    TakeJump,
    Transport,
    apply,
    current_player,
    legal_actions,
)
from eighty_days.shipped_race import default_board, new_race

EXAMPLE_HAND = ("train-4a", "ship-3a", "elephant-1a", "wind-rose-1", "money-bag-1")


def test_tactical_example_plays_out_exactly_on_the_default_board() -> None:
    """Taktische Hinweise / R1986-04: wind rose, ship 3, money bag 2, train 4, elephant 1,
    then the 5-space jump onto a wind rose space: at least 15 spaces in one turn."""
    board = default_board()
    config = RaceConfig(
        ("Anna", "Ben"),
        wind_rose=Transport.TRAIN,  # "Die Windrose steht auf dem roten Feld mit der Eisenbahn"
        setup=FixedSetup(hands=(EXAMPLE_HAND, ("coach-1a", "coach-2a")), first_player=0),
    )
    state = new_race(config, seed=3)

    # first card: wind rose, turned to the ship; another card may be played
    state = apply(state, PlayCard("wind-rose-1", new_transport=Transport.SHIP))
    assert (state.phase, state.wind_rose, state.players[0].position) == (
        Phase.CONTINUE,
        Transport.SHIP,
        0,
    )
    # second card: ship 3 onto a wind rose space; the rose goes to the train
    state = apply(state, PlayCard("ship-3a"))
    assert state.players[0].position == 3
    assert board.kind(3) is SpaceKind.WIND_ROSE
    assert state.phase is Phase.MOVE_ROSE
    state = apply(state, MoveWindRose(Transport.TRAIN))
    assert state.phase is Phase.CONTINUE
    # third card: money bag 2 onto the first great travel station
    state = apply(state, PlayCard("money-bag-1", steps=2))
    assert state.players[0].position == 5
    assert board.kind(5) is SpaceKind.TRAVEL_STATION
    assert all(board.kind(i) is not SpaceKind.TRAVEL_STATION for i in range(5))
    assert state.phase is Phase.CONTINUE
    # fourth card: train 4 onto the next wind rose space; the rose goes to the elephant
    state = apply(state, PlayCard("train-4a"))
    assert state.players[0].position == 9
    assert board.kind(9) is SpaceKind.WIND_ROSE
    state = apply(state, MoveWindRose(Transport.ELEPHANT))
    # fifth card: elephant 1; the hand is empty, so the 5-space jump follows
    state = apply(state, PlayCard("elephant-1a"))
    assert state.phase is Phase.JUMP_CHOICE  # ruling R1986-09: the player takes it
    state = apply(state, TakeJump())
    texts = [event.text for event in state.last_events]
    assert any("jumps 5 spaces" in text for text in texts)
    assert state.players[0].position == 15 >= 15
    assert board.kind(15) is SpaceKind.WIND_ROSE
    # 5 new cards drawn (R1986-05), then the rose may be moved and another card played
    assert len(state.players[0].hand) == 5
    assert state.phase is Phase.MOVE_ROSE
    assert current_player(state) == 0
    assert {a.transport for a in legal_actions(state) if isinstance(a, MoveWindRose)} == set(
        Transport
    )
    state = apply(state, MoveWindRose(Transport.COACH))
    assert state.phase is Phase.CONTINUE
    assert any(isinstance(a, PlayCard) for a in legal_actions(state))
