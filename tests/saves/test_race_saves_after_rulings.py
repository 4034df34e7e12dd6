"""Race saves and rulings R1986-06..09 (issue 19): saves keep the acting seat and the jump
decision; a save written while the jump was forced and without seats still loads."""

from __future__ import annotations

from dataclasses import replace

from saves_helpers import map_ref

from eighty_days.ai.base import Level
from eighty_days.ai.race import RaceBot
from eighty_days.engine.race import (
    Phase,
    RaceConfig,
    TakeJump,
    apply,
    is_terminal,
)
from eighty_days.saves import RACE, dump_save_text, load_save_text, record_of
from eighty_days.shipped_race import new_race


def bot_race_to_a_jump(seed: int = 1) -> object:
    """A race of two hard opponents up to a few actions after the first jump taken."""
    bot = RaceBot(Level.HARD)
    state = new_race(RaceConfig(("Anna", "Ben")), seed)
    jumps = 0
    while not is_terminal(state) and (jumps == 0 or len(state.history) < 40):
        jumps += state.phase is Phase.JUMP_CHOICE
        state = apply(state, bot.decide(state))
    assert TakeJump() in state.history
    return state


def test_a_save_keeps_the_seats_and_the_jump_decision() -> None:
    """Every action the opponents played is saved with its seat; it loads back equal."""
    state = bot_race_to_a_jump()
    text = dump_save_text(record_of(state, map_ref(RACE)))
    assert '"type": "take_jump"' in text and '"seat": 0' in text
    loaded = load_save_text(text, "race.80days.json")
    assert loaded.states[-1].history == state.history  # type: ignore[attr-defined]
    assert [a.seat for a in loaded.states[-1].history] == [a.seat for a in state.history]  # type: ignore[attr-defined]


def test_an_old_save_without_seats_and_jump_decisions_loads() -> None:
    """A save from before the choice (no take_jump, no seats) replays with the jump taken
    where the race asks and ends in the same state."""
    state = bot_race_to_a_jump()
    old_history = tuple(
        replace(action, seat=None)
        for action in state.history  # type: ignore[attr-defined]
        if not isinstance(action, TakeJump)
    )
    old_state = replace(state, history=old_history)
    text = dump_save_text(record_of(old_state, map_ref(RACE)))
    assert "take_jump" not in text and '"seat"' not in text
    loaded = load_save_text(text, "old-race.80days.json")
    final = loaded.states[-1]
    assert final.players == state.players  # type: ignore[attr-defined]
    assert final.history == state.history  # type: ignore[attr-defined]
    assert len(loaded.states) == len(old_history) + 1
