"""The race's golden replays: which races are recorded and the one-line summary of a step.

Shared by the test (tests/engine/race/test_golden_replays.py), which replays the recorded
actions and compares the summaries, and the tool that writes the files
(tools/make_golden_race.py).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from race_helpers import choose, random_config

from eighty_days.ai.base import Level
from eighty_days.ai.race import RaceBot
from eighty_days.engine.common import Rng
from eighty_days.engine.race import (
    RaceConfig,
    RaceState,
    apply,
    current_player,
    is_terminal,
    legal_actions,
)
from eighty_days.shipped_race import new_race

GOLDEN = Path(__file__).resolve().parent / "golden"
#: Seeds of the recorded random races: 2 players basic, 2 players expert, 6 players basic.
SEEDS = {"two-players": 0, "expert": 26, "six-players": 31}
#: Seeds of the recorded races between computer opponents (hard against normal, basic
#: rules): their jumps, handcuffs and finishes, and every action with its acting seat.
BOT_SEEDS = {"bots-hard-normal": 4}


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


def record_of(state: RaceState) -> dict[str, Any]:
    """``{game, config, seed, actions}``: the plain data that replays the race exactly."""
    return {
        "game": "race-1986",
        "config": state.config.to_dict(),
        "seed": state.seed,
        "actions": [action.to_dict() for action in state.history],
    }


def record_race(seed: int) -> dict[str, Any]:
    """Play a seeded random race and note its record and a summary after each action."""
    state = new_race(random_config(seed), seed)
    steps = [summary(state)]
    policy = Rng.from_seed(seed + 1_000_003)
    while not is_terminal(state):
        action, policy = choose(legal_actions(state), policy)
        state = apply(state, action)
        steps.append(summary(state))
    return {"record": record_of(state), "steps": steps}


def record_bot_race(seed: int) -> dict[str, Any]:
    """A race of the hard opponent (Anna) against the normal one (Ben), recorded like
    ``record_race``; the bots give each action its acting seat."""
    state = new_race(RaceConfig(("Anna", "Ben")), seed)
    bots = (RaceBot(Level.HARD, seed), RaceBot(Level.NORMAL, seed + 1))
    steps = [summary(state)]
    while not is_terminal(state):
        who = current_player(state)
        assert who is not None
        state = apply(state, bots[who].decide(state))
        steps.append(summary(state))
    return {"record": record_of(state), "steps": steps}


def all_goldens() -> dict[str, Any]:
    """Every golden race by name, recorded anew (the tool writes them)."""
    races: dict[str, Any] = {name: lambda s=seed: record_race(s) for name, seed in SEEDS.items()}
    races.update({name: lambda s=seed: record_bot_race(s) for name, seed in BOT_SEEDS.items()})
    return races
