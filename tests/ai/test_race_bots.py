"""The race opponents: legal play at every level, determinism, the rulebook's tactical
example found by the hard level, and sensible money-bag defence (rulebook-1986-de.txt)."""

from __future__ import annotations

import pytest

from eighty_days.ai.base import Level
from eighty_days.ai.race import RaceBot
from eighty_days.engine.race import (
    Defend,
    FixedSetup,
    MoveWindRose,
    Phase,
    PlayCard,
    RaceConfig,
    RaceState,
    Transport,
    apply,
    current_player,
    is_terminal,
    legal_actions,
)
from eighty_days.shipped_race import default_board, new_race

#: The hand of the rulebook's tactical example (Taktische Hinweise, ruling R1986-04).
EXAMPLE_HAND = ("train-4a", "ship-3a", "elephant-1a", "wind-rose-1", "money-bag-1")
MAX_ACTIONS = 6000


def play_race(levels: tuple[Level, ...], seed: int) -> RaceState:
    """A whole race between bots; every action is checked against ``legal_actions``."""
    names = tuple(f"P{i}" for i in range(len(levels)))
    state = new_race(RaceConfig(names), seed)
    bots = [RaceBot(level, seed * 10 + seat) for seat, level in enumerate(levels)]
    for _ in range(MAX_ACTIONS):
        if is_terminal(state):
            return state
        seat = current_player(state)
        assert seat is not None
        action = bots[seat].decide(state)
        assert action in legal_actions(state), f"{levels[seat]} chose an illegal {action}"
        state = apply(state, action)
    raise AssertionError(f"the race with seed {seed} did not end in {MAX_ACTIONS} actions")


def test_every_level_plays_only_legal_actions_in_100_races() -> None:
    """100 seeded races of 3–4 players with every level at the table (seats rotating):
    each level plays only legal actions in 100 races, and every race ends."""
    order = (Level.EASY, Level.NORMAL, Level.HARD)
    for seed in range(100):
        players = 3 + seed % 2
        levels = tuple(order[(seat + seed) % 3] for seat in range(players))
        state = play_race(levels, seed)
        assert state.winner is not None


def test_the_same_seed_gives_the_same_decisions() -> None:
    """A bot's decisions depend only on the state: two runs of a race are identical."""
    first = play_race((Level.HARD, Level.NORMAL, Level.EASY), 7)
    second = play_race((Level.HARD, Level.NORMAL, Level.EASY), 7)
    assert first.history == second.history


def tactical_example_state() -> RaceState:
    """The start of the tactical example: wind rose on the train, the example hand."""
    config = RaceConfig(
        ("Anna", "Ben"),
        wind_rose=Transport.TRAIN,
        setup=FixedSetup(hands=(EXAMPLE_HAND, ("coach-1a", "coach-2a")), first_player=0),
    )
    return new_race(config, seed=3)


def test_hard_finds_the_tactical_example_chain_of_at_least_15_spaces() -> None:
    """Taktische Hinweise / R1986-04: from space 0 the hard bot plays wind rose → ship 3 →
    money bag 2 → train 4 → elephant 1 and jumps 5: at least 15 spaces in one turn."""
    state = tactical_example_state()
    bot = RaceBot(Level.HARD)
    played = []
    while state.turn_player == 0 and state.turn_number == 1:
        action = bot.decide(state)
        played.append(action)
        state = apply(state, action)
    assert state.players[0].position >= 15
    cards = [a.card_id for a in played if isinstance(a, PlayCard)]
    assert cards[:5] == ["wind-rose-1", "ship-3a", "money-bag-1", "train-4a", "elephant-1a"]
    assert played[0] == PlayCard("wind-rose-1", new_transport=Transport.SHIP)
    assert PlayCard("money-bag-1", steps=2) in played
    assert MoveWindRose(Transport.TRAIN) in played and MoveWindRose(Transport.ELEPHANT) in played
    assert default_board().kind(15).value == "wind_rose"


@pytest.mark.parametrize("level", [Level.EASY, Level.NORMAL])
def test_weaker_levels_do_not_find_the_whole_chain(level: Level) -> None:
    """The chain needs a search over play orders: easy and normal stop short of 15."""
    state = tactical_example_state()
    bot = RaceBot(level)
    while state.turn_player == 0 and state.turn_number == 1:
        state = apply(state, bot.decide(state))
    assert state.players[0].position < 15


def test_hard_defends_a_handcuffs_card_worth_three_spaces() -> None:
    """R1986-03: a money bag cancels the handcuffs card; 3 spaces are worth the bag."""
    config = RaceConfig(
        ("Anna", "Ben"),
        wind_rose=Transport.SHIP,
        setup=FixedSetup(
            hands=(("handcuffs-1", "coach-1a"), ("ship-5a", "money-bag-2", "coach-2a")),
            first_player=1,
        ),
    )
    state = new_race(config, seed=5)
    state = apply(state, PlayCard("ship-5a"))  # Ben to space 5 (a travel station)
    while state.turn_player == 1:
        state = apply(state, legal_actions(state)[-1])  # end the turn there
    state = apply(state, PlayCard("handcuffs-1"))
    assert state.phase is Phase.DEFEND and current_player(state) == 1
    assert RaceBot(Level.HARD).decide(state) == Defend("money-bag-2")


def test_hard_plays_handcuffs_when_the_next_player_runs_away() -> None:
    """A handcuffs card against a leader far ahead beats a small move (R1986-02)."""
    config = RaceConfig(
        ("Anna", "Ben"),
        wind_rose=Transport.SHIP,
        setup=FixedSetup(
            hands=(("handcuffs-1", "coach-1a", "coach-2a"), ("ship-5a", "ship-5b", "ship-4a")),
            first_player=1,
        ),
    )
    state = new_race(config, seed=5)
    state = apply(state, PlayCard("ship-4a"))  # Ben to space 4 (plain): the turn ends
    assert state.turn_player == 0 and state.players[1].position == 4
    action = RaceBot(Level.HARD).decide(state)
    assert action == PlayCard("handcuffs-1")


@pytest.mark.slow
@pytest.mark.parametrize(
    ("stronger", "weaker", "least"),
    [(Level.HARD, Level.NORMAL, 0.65), (Level.NORMAL, Level.EASY, 0.75)],
)
def test_stronger_level_wins_most_two_player_races(
    stronger: Level, weaker: Level, least: float
) -> None:
    """Strength (issue 6): 400 two-player races, seats alternating."""
    wins = 0
    for seed in range(400):
        levels = (stronger, weaker) if seed % 2 == 0 else (weaker, stronger)
        state = play_race(levels, 10_000 + seed)
        wins += levels[state.winner or 0] is stronger
    assert wins / 400 >= least


def test_bots_answer_the_jump_question_and_weigh_it() -> None:
    """Ruling R1986-09: at the jump choice every level answers with TakeJump or DeclineJump
    for the deciding seat; normal and hard take a jump worth having, and decline one onto
    a handcuff space near London that would leave them far more cards than London takes."""
    from dataclasses import replace as _replace

    from eighty_days.engine.race import (
        DeclineJump,
        ExpertRules,
        FixedSetup,
        Phase,
        PlayCard,
        RaceConfig,
        TakeJump,
        apply,
    )
    from eighty_days.shipped_race import new_race

    def at_jump(position: int, extra: tuple[str, ...], expert: bool) -> RaceState:
        config = RaceConfig(
            ("Anna", "Ben"),
            expert=ExpertRules(finish_with_no_cards=expert),
            setup=FixedSetup(hands=(("train-1a",), ("coach-1a",)), first_player=0),
        )
        state = new_race(config, 5)
        players = list(state.players)
        players[0] = _replace(players[0], position=position - 1)
        state = _replace(state, players=tuple(players))
        state = apply(state, PlayCard("train-1a"))
        players = list(state.players)
        players[0] = _replace(players[0], hand=extra)  # cards an event gave before the jump
        state = _replace(state, players=tuple(players))
        assert state.phase is Phase.JUMP_CHOICE
        return state

    plain = at_jump(40, (), expert=False)
    for level in Level:
        decision = RaceBot(level).decide(plain)
        assert decision == TakeJump() and decision.seat == 0
    board = plain.board
    cuffs = board.final_handcuff_spaces[0]
    heavy = at_jump(cuffs - 5, ("ship-1a", "ship-2a", "ship-3a"), expert=True)
    assert board.kind(heavy.current.position + 5).value == "handcuffs"
    assert RaceBot(Level.HARD).decide(heavy) == DeclineJump()
    assert RaceBot(Level.NORMAL).decide(heavy) == DeclineJump()
    assert RaceBot(Level.EASY).decide(heavy) == TakeJump()
