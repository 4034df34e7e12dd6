"""Golden replays (STYLE.md): recorded races with a per-step summary; replaying the
recorded actions must give the same summary, so any change of the rules' behaviour shows up
as a diff. Regenerate after an intended change with

    EIGHTY_DAYS_REGENERATE_GOLDEN=1 uv run pytest tests/engine/race/test_golden_replays.py
"""

import os
from pathlib import Path
from typing import Any

import pytest
import yaml
from race_helpers import choose, random_config

from eighty_days.engine.common import Rng
from eighty_days.engine.race import (
    RaceState,
    action_from_dict,
    apply,
    current_player,
    game_record,
    is_terminal,
    legal_actions,
    new_game,
    replay_record,
)
from eighty_days.resources import read_yaml

GOLDEN = Path(__file__).resolve().parent / "golden"
#: Seeds of the recorded races: 2 players basic, 2 players expert, 6 players basic.
SEEDS = {"two-players": 0, "expert": 26, "six-players": 31}
REGENERATE = os.environ.get("EIGHTY_DAYS_REGENERATE_GOLDEN") == "1"


def summary(state: RaceState) -> str:
    """One line for a state: phase, who decides, positions, rose, hand sizes, log."""
    who = current_player(state)
    places = ",".join(str(p.position) for p in state.players)
    hands = ",".join(str(len(p.hand)) for p in state.players)
    log = " / ".join(event.text for event in state.last_events)
    return (
        f"{state.phase.value} p{who if who is not None else '-'} at {places} "
        f"rose {state.wind_rose.value} hands {hands} | {log}"
    )


def record_race(seed: int) -> dict[str, Any]:
    """Play a seeded random race and note its record and a summary after each action."""
    state = new_game(random_config(seed), seed)
    steps = [summary(state)]
    policy = Rng.from_seed(seed + 1_000_003)
    while not is_terminal(state):
        action, policy = choose(legal_actions(state), policy)
        state = apply(state, action)
        steps.append(summary(state))
    return {"record": game_record(state), "steps": steps}


@pytest.mark.parametrize("name", sorted(SEEDS))
def test_golden_replay(name: str) -> None:
    """Replaying the recorded actions gives exactly the recorded per-step summaries."""
    path = GOLDEN / f"race-{name}.yaml"
    if REGENERATE:
        GOLDEN.mkdir(exist_ok=True)
        data = record_race(SEEDS[name])
        path.write_text(
            yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=100),
            encoding="utf-8",
        )
    golden = read_yaml(path).data
    record = golden["record"]
    state = replay_record({**record, "actions": []})
    steps = [summary(state)]
    for data in record["actions"]:
        state = apply(state, action_from_dict(data))
        steps.append(summary(state))
    assert is_terminal(state)
    for number, (got, expected) in enumerate(zip(steps, golden["steps"], strict=True)):
        assert got == expected, f"step {number} differs"
