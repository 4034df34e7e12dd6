"""Whether the expert's games to the end can start later: expert against hard with
another first day (run by hand, issue 47).

    nice -n 10 uv run python benchmarks/ai_rollout_day.py --from-day 35 \
        --seed 16600 --games 100 --out rollout35.jsonl
    uv run python benchmarks/ai_rollout_day.py --sum rollout35.jsonl

Plays two-player journey games on the world map, the expert against hard, exactly as
``benchmarks/ai_decisions.py --bots expert,hard`` plays them (game *k* dealt from seed
*S + k*, the expert in seat *k* mod 2), with the expert's ``ROLLOUT_FROM_DAY`` set to
``--from-day`` and its ``ROLLOUT_STEPS_BUDGET`` to ``--steps-budget``. Each game's
result is appended to ``--out`` as one JSON line as soon as it ends (seed, the expert's
seat, its win, the game's CPU and wall seconds), so that a run stopped early loses
nothing; a game already in the file is not played again.
``--sum`` prints the expert's wins with a 95 % interval and the CPU time per game.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import ai_decisions  # benchmarks/ is not a package

from eighty_days.ai import expert
from eighty_days.ai.base import Level
from eighty_days.ai.simulate import wilson_interval


def play_one(seed: int, index: int) -> dict[str, object]:
    """Game ``index`` of a run dealt from ``seed - index``: the expert's result and the
    game's CPU and wall seconds."""
    levels = [Level.EXPERT, Level.HARD] if index % 2 == 0 else [Level.HARD, Level.EXPERT]
    counts = {level.value: dict.fromkeys(ai_decisions.COUNTS, 0.0) for level in levels}
    cpu, wall = time.process_time(), time.perf_counter()
    ai_decisions.play(levels, seed, counts)
    mine = counts[Level.EXPERT.value]
    return {
        "seed": seed,
        "from_day": expert.ROLLOUT_FROM_DAY,
        "steps_budget": expert.ROLLOUT_STEPS_BUDGET,
        "expert_seat": levels.index(Level.EXPERT),
        "expert_wins": mine["wins"],
        "expert_fame": mine["fame"],
        "hard_fame": counts[Level.HARD.value]["fame"],
        "expert_strandings": mine["strandings"],
        "cpu_s": round(time.process_time() - cpu, 2),
        "wall_s": round(time.perf_counter() - wall, 2),
    }


def summary(lines: Sequence[dict[str, object]]) -> str:
    """The expert's wins with their 95 % interval, and the CPU seconds per game."""
    if not lines:
        return "no games"
    wins = sum(float(str(line["expert_wins"])) for line in lines)
    games = len(lines)
    low, high = wilson_interval(wins, games)
    cpu = [float(str(line["cpu_s"])) for line in lines]
    days = sorted({str(line["from_day"]) for line in lines})
    return (
        f"from day {','.join(days)}: expert wins {wins:g}/{games} = {100 * wins / games:.1f} % "
        f"[{100 * low:.1f} %, {100 * high:.1f} %]; CPU per game median "
        f"{statistics.median(cpu):.1f} s, mean {statistics.fmean(cpu):.1f} s, "
        f"total {sum(cpu) / 3600:.2f} h"
    )


def read(paths: Sequence[Path]) -> list[dict[str, object]]:
    """The games recorded in ``paths`` (JSON lines), each seed once (the first record of
    a seed played by two runs)."""
    found: dict[int, dict[str, object]] = {}
    for path in paths:
        if path.exists():
            for line in path.read_text(encoding="utf-8").splitlines():
                if line.strip():
                    game = json.loads(line)
                    found.setdefault(int(str(game["seed"])), game)
    return list(found.values())


def main(argv: Sequence[str] | None = None) -> int:
    """Play the games (appending each to ``--out``), or sum earlier files."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--from-day", type=int, default=expert.ROLLOUT_FROM_DAY)
    parser.add_argument(
        "--steps-budget", type=int, default=expert.ROLLOUT_STEPS_BUDGET, help="the work budget"
    )
    parser.add_argument("--seed", type=int, default=16600)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--out", type=Path, default=None, help="append each game here")
    parser.add_argument("--sum", nargs="+", type=Path, default=None, help="sum these files")
    args = parser.parse_args(argv)
    if args.sum:
        print(summary(read(args.sum)))
        return 0
    if args.out is None:
        print("--out: name the file the games are appended to", file=sys.stderr)
        return 2
    expert.ROLLOUT_FROM_DAY = args.from_day
    expert.ROLLOUT_STEPS_BUDGET = args.steps_budget
    done = {int(str(line["seed"])) for line in read([args.out])}
    for index in range(args.games):
        seed = args.seed + index
        if seed in done:
            continue
        line = play_one(seed, index)
        with args.out.open("a", encoding="utf-8") as out:
            out.write(json.dumps(line) + "\n")
        print(json.dumps(line), flush=True)
    print(summary(read([args.out])))
    return 0


if __name__ == "__main__":
    sys.exit(main())
