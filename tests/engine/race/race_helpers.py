"""Small boards and prepared races for the race rule tests."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from eighty_days.engine.common import Rng
from eighty_days.engine.race import (
    Action,
    Board,
    ExpertRules,
    FixedSetup,
    PlayCard,
    RaceConfig,
    RaceState,
    Transport,
    apply_recorded,
    load_board,
    new_game,
    why_illegal,
)
from eighty_days.resources import YamlDocument
from eighty_days.shipped_race import default_decks

NAMES = ("Anna", "Ben", "Cleo", "Dan", "Eve", "Finn")

#: The test board: 40 spaces, plain unless told, final handcuffs at 31, 33 and 35.
TEST_BOARD_LENGTH = 40
TEST_FINAL_HANDCUFFS = (31, 33, 35)


def board_data(kinds: Mapping[int, str], length: int = TEST_BOARD_LENGTH) -> dict[str, object]:
    """Plain board data: start, plain spaces, the ``kinds`` given, London at the end."""
    spaces = []
    for index in range(length):
        kind = "plain"
        if index == 0:
            kind = "start"
        elif index == length - 1:
            kind = "london"
        elif index in TEST_FINAL_HANDCUFFS:
            kind = "handcuffs"
        kind = kinds.get(index, kind)
        spaces.append({"index": index, "kind": kind, "x": float(index), "y": 0.0})
    return {"format": 1, "name": "Test track", "coordinates": "unit", "spaces": spaces}


def make_board(kinds: Mapping[int, str] | None = None, length: int = TEST_BOARD_LENGTH) -> Board:
    """A validated test board (see ``board_data``)."""
    return load_board(YamlDocument("test-board", board_data(kinds or {}, length)))


def start_race(
    hands: Sequence[Sequence[str]],
    *,
    board: Board | None = None,
    kinds: Mapping[int, str] | None = None,
    wind_rose: Transport = Transport.TRAIN,
    expert: ExpertRules | None = None,
    draw_pile: Sequence[str] = (),
    event_pile: Sequence[str] = (),
    positions: Sequence[int] | None = None,
    first_player: int = 0,
    seed: int = 7,
) -> RaceState:
    """A race with fixed hands, piles' tops and first player; figures placed if asked."""
    names = ("Anna", "Ben", "Cleo", "Dan", "Eve", "Finn")[: len(hands)]
    config = RaceConfig(
        names,
        wind_rose=wind_rose,
        expert=expert or ExpertRules(),
        setup=FixedSetup(
            hands=tuple(tuple(hand) for hand in hands),
            draw_pile=tuple(draw_pile),
            event_pile=tuple(event_pile),
            first_player=first_player,
        ),
    )
    state = new_game(config, seed, board=board or make_board(kinds or {}), decks=default_decks())
    if positions is not None:
        state = place(state, positions)
    return state


def is_legal(state: RaceState, action: Action) -> bool:
    """True if ``action`` may be applied to ``state``."""
    return why_illegal(state, action) is None


def replay(start: RaceState, actions: Sequence[Action]) -> RaceState:
    """The state after ``actions`` read from a record, applied one by one to ``start``
    (``apply_recorded``: records from before ruling R1986-09 take the jump)."""
    state = start
    for action in actions:
        state = apply_recorded(state, action)
    return state


def place(state: RaceState, positions: Sequence[int]) -> RaceState:
    """The same state with the figures on ``positions`` (a test shortcut)."""
    players = tuple(
        replace(player, position=position)
        for player, position in zip(state.players, positions, strict=True)
    )
    return replace(state, players=players)


def positions(state: RaceState) -> list[int]:
    """Every figure's space."""
    return [player.position for player in state.players]


def texts(state: RaceState) -> str:
    """The log of the last action as one text."""
    return "\n".join(event.text for event in state.last_events)


#: Every expert rule switched on.
ALL_EXPERT_RULES = ExpertRules(
    travel_backward=True,
    finish_with_no_cards=True,
    keep_event=True,
    events_trigger_spaces=True,
    opponents_trigger_handcuffs=True,
)


def random_config(seed: int) -> RaceConfig:
    """2–6 players, any rose, every third game with all expert rules."""
    rng = Rng.from_seed(seed * 7919)
    count, rng = rng.randbelow(5)
    rose, rng = rng.choice(list(Transport))
    expert = ALL_EXPERT_RULES if seed % 3 == 2 else ExpertRules()
    return RaceConfig(NAMES[: count + 2], wind_rose=rose, expert=expert)


def choose(actions: list[Action], policy: Rng) -> tuple[Action, Rng]:
    """A random legal action; backward moves only now and then, or the race never ends."""
    forward = [a for a in actions if not (isinstance(a, PlayCard) and a.backward)]
    quarter, policy = policy.randbelow(4)
    return policy.choice(actions if quarter == 0 or not forward else forward)
