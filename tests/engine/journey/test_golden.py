"""Golden replays: recorded games replay to the same step-by-step transcript
(tests/golden/journey/*.yaml, written by tools/make_golden_journey.py)."""

from pathlib import Path

import pytest
import yaml
from journey_helpers import GOLDEN_GAMES, SHEET, golden_config, step_summary

from eighty_days.engine.journey import JourneyConfig, action_from_dict, apply, is_terminal, new_game

GOLDEN = Path(__file__).resolve().parents[2] / "golden" / "journey"


@pytest.mark.parametrize(("name", "seed", "players", "sides", "quick"), GOLDEN_GAMES)
def test_golden_replay(name: str, seed: int, players: int, sides: str, quick: bool) -> None:
    """Replaying a recorded game gives the recorded transcript line by line; if the rules
    changed on purpose, regenerate with `uv run python tools/make_golden_journey.py`."""
    record = yaml.safe_load((GOLDEN / f"{name}.yaml").read_text(encoding="utf-8"))
    expected_config = golden_config(players, sides, quick)
    config = JourneyConfig.from_dict(record["config"], SHEET, expected_config.cards)
    assert config == expected_config and record["seed"] == seed
    state = new_game(config, seed)
    transcript = []
    for number, data in enumerate(record["actions"], start=1):
        state = apply(state, action_from_dict(data))
        transcript.append(step_summary(number, state))
    for number, (got, want) in enumerate(zip(transcript, record["steps"], strict=True), start=1):
        assert got == want, f"step {number} differs"
    assert is_terminal(state)
