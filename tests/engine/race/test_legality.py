"""``legal_actions`` and the public ``why_illegal`` come from one move generator, so they
agree; and the engine reads no files (the shipped board and decks load in shipped_race)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from race_helpers import choose, random_config, start_race

import eighty_days.engine.race as race_package
from eighty_days.engine.common import Rng
from eighty_days.engine.race import (
    AcceptPenalty,
    Action,
    CarryOutEvent,
    DeclineJump,
    Defend,
    DiscardCard,
    DrawCards,
    EndTurn,
    ExchangeCards,
    KeepEvent,
    MoveWindRose,
    PlayCard,
    PlayEvent,
    RaceState,
    TakeJump,
    Transport,
    apply,
    is_terminal,
    legal_actions,
)
from eighty_days.engine.race import rules as race_rules
from eighty_days.messages import Message
from eighty_days.shipped_race import new_race


def _every_shape(state: RaceState) -> list[Action]:
    """Every action a player could ask for now: each card of every hand with each choice a
    card may take, the draws, two exchanges, the discards and every decision."""
    actions: list[Action] = [DrawCards(1), DrawCards(2)]
    for player in state.players:
        for card_id in player.hand:
            actions += [PlayCard(card_id), PlayCard(card_id, backward=True)]
            actions += [PlayCard(card_id, steps=steps) for steps in (1, 2, 3)]
            actions += [PlayCard(card_id, new_transport=t) for t in Transport]
            actions += [DiscardCard(card_id), Defend(card_id)]
    hand = state.current.hand
    if len(hand) >= 2:
        actions += [ExchangeCards((hand[0], hand[-1])), ExchangeCards((hand[-1], hand[0]))]
    actions += [MoveWindRose(t) for t in Transport]
    actions += [AcceptPenalty(), KeepEvent(), CarryOutEvent(), PlayEvent(), TakeJump()]
    actions += [DeclineJump(), EndTurn()]
    return actions


@pytest.mark.parametrize("seed", range(6))
def test_why_illegal_is_none_exactly_for_the_legal_actions(seed: int) -> None:
    """In seeded random races, every legal action has no reason against it, and every other
    action a player could ask for has one (an exchange may name its two cards either way
    round)."""
    state = new_race(random_config(seed), seed)
    policy = Rng.from_seed(seed + 99)
    while not is_terminal(state):
        legal = legal_actions(state)
        assert len(set(legal)) == len(legal)
        for action in legal:
            assert race_rules.why_illegal(state, action) is None, action
        for action in _every_shape(state):
            reason = race_rules.why_illegal(state, action)
            if isinstance(action, ExchangeCards) and action not in legal:
                action = ExchangeCards((action.card_ids[1], action.card_ids[0]))
            assert (reason is None) == (action in legal), (action, reason)
            assert reason is None or isinstance(reason, Message)
        action, policy = choose(legal, policy)
        state = apply(state, action)


def test_why_illegal_gives_the_reason_apply_refuses_with() -> None:
    """why_illegal is public and importable from the package and from rules; its reason is
    the one apply raises (R1986-01: a travel card only with the wind rose's transport)."""
    assert race_package.why_illegal is race_rules.why_illegal
    state = start_race([("ship-3a", "train-2a"), ("coach-1a",)])
    reason = race_rules.why_illegal(state, PlayCard("ship-3a"))
    assert reason is not None and "wind rose" in str(reason)
    with pytest.raises(race_package.IllegalActionError) as refused:
        apply(state, PlayCard("ship-3a"))
    assert refused.value.message == reason
    assert race_rules.why_illegal(state, PlayCard("train-2a")) is None


def test_the_race_engine_reads_no_files() -> None:
    """DESIGN.md: boards and decks reach the engine as values; no module of engine/race
    reads a file or package data (the shipped ones load in eighty_days.shipped_race)."""
    folder = Path(race_package.__file__).parent
    reading = {"open", "read_yaml", "read_data_text", "read_text", "importlib", "resources"}
    found = []
    for source in sorted(folder.glob("*.py")):
        tree = ast.parse(source.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.Name):
                names = [node.id]
            elif isinstance(node, ast.Attribute):
                names = [node.attr]
            elif isinstance(node, ast.Import | ast.ImportFrom):
                module = node.module if isinstance(node, ast.ImportFrom) else None
                names = [alias.name for alias in node.names] + ([module] if module else [])
            for name in names:
                if name.split(".")[0] in reading or name.endswith("_path"):
                    found.append(f"{source.name}:{node.lineno} {name}")
    assert found == []
