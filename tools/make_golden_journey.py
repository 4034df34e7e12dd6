"""Regenerate the journey engine's golden replays in tests/golden/journey/.

Each file holds a seeded random game on the tests' synthetic sheet: the configuration, the
seed, every action as plain data and a one-line summary after each action. The test
tests/engine/journey/test_golden.py replays the actions and compares the summaries, so
any change in the rules' behaviour shows up as a readable diff. Run after a deliberate
change of rules or cards:

    uv run python tools/make_golden_journey.py
"""

from __future__ import annotations

import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
GOLDEN = ROOT / "tests" / "golden" / "journey"


def main() -> int:
    """Write every golden game; print what was written."""
    sys.path.insert(0, str(ROOT / "tests" / "engine" / "journey"))
    from journey_helpers import GOLDEN_GAMES, golden_config, play_to_end, step_summary

    GOLDEN.mkdir(parents=True, exist_ok=True)
    for name, seed, players, sides, quick in GOLDEN_GAMES:
        config = golden_config(players, sides, quick)
        states = play_to_end(config, seed, greedy=quick)
        record = {
            "game": "journey",
            "name": name,
            "config": config.to_dict(),
            "seed": seed,
            "greedy": quick,
            "actions": [action.to_dict() for action in states[-1].history],
        }
        steps = {"steps": [step_summary(n, s) for n, s in enumerate(states[1:], start=1)]}
        path = GOLDEN / f"{name}.yaml"
        # actions with their points on one line each; one transcript line per step
        text = yaml.safe_dump(
            record, sort_keys=False, allow_unicode=True, width=1000, default_flow_style=None
        ) + yaml.safe_dump(steps, allow_unicode=True, width=1000, default_flow_style=False)
        path.write_text(text, encoding="utf-8")
        print(f"{path.relative_to(ROOT)}: {len(states) - 1} actions")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
