"""Golden replays (STYLE.md): recorded races with a per-step summary; replaying the
recorded actions must give the same summary, so any change of the rules' behaviour shows up
as a diff. After an intended change, regenerate the files with the tool and read the diff:

    uv run python tools/make_golden_race.py
"""

import pytest
from race_golden import BOT_SEEDS, GOLDEN, SEEDS, summary

from eighty_days.engine.race import (
    RaceConfig,
    action_from_dict,
    apply,
    is_terminal,
)
from eighty_days.resources import read_yaml
from eighty_days.shipped_race import new_race


@pytest.mark.parametrize("name", sorted([*SEEDS, *BOT_SEEDS]))
def test_golden_replay(name: str) -> None:
    """Replaying the recorded actions gives exactly the recorded per-step summaries."""
    path = GOLDEN / f"race-{name}.yaml"
    golden = read_yaml(path).data
    record = golden["record"]
    assert record["game"] == "race-1986"
    state = new_race(RaceConfig.from_dict(record["config"]), record["seed"])
    steps = [summary(state)]
    for data in record["actions"]:
        state = apply(state, action_from_dict(data))
        steps.append(summary(state))
    assert is_terminal(state)
    for number, (got, expected) in enumerate(zip(steps, golden["steps"], strict=True)):
        assert got == expected, f"step {number} differs"


def test_the_goldens_cover_the_new_rulings() -> None:
    """The recorded races show rulings R1986-07 and R1986-09 at work and the acting seat
    in the records: a jump decision, a handcuffs card, and seats on the bots' actions."""
    texts = ""
    seats = []
    for name in [*SEEDS, *BOT_SEEDS]:
        golden = read_yaml(GOLDEN / f"race-{name}.yaml").data
        texts += "\n".join(golden["steps"])
        seats += [a.get("seat") for a in golden["record"]["actions"] if name in BOT_SEEDS]
    assert "jump_choice" in texts and "handcuffs card on" in texts
    assert seats and all(isinstance(seat, int) for seat in seats)
