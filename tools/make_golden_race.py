"""Regenerate the race engine's golden replays in tests/engine/race/golden/.

Each file holds a seeded race (random legal actions, or two computer opponents): its
record (configuration, seed, every action as plain data) and a one-line summary after
each action. The test
tests/engine/race/test_golden_replays.py replays the actions and compares the summaries,
so any change in the rules' behaviour shows up as a readable diff. Run after a deliberate
change of the rules, the board or the cards, and read the diff:

    uv run python tools/make_golden_race.py
"""

from __future__ import annotations

import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]


def main() -> int:
    """Write every golden race; print what was written."""
    sys.path.insert(0, str(ROOT / "tests" / "engine" / "race"))
    from race_golden import GOLDEN, all_goldens

    GOLDEN.mkdir(parents=True, exist_ok=True)
    for name, record in sorted(all_goldens().items()):
        data = record()
        path = GOLDEN / f"race-{name}.yaml"
        path.write_text(
            yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=100),
            encoding="utf-8",
        )
        print(f"{path.relative_to(ROOT)}: {len(data['record']['actions'])} actions")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
