"""Whether the expert's games to the end can start later: expert against hard with
another first day (run by hand, issue 47).

    nice -n 10 uv run python benchmarks/ai_rollout_day.py --from-day 35 \
        --seed 16600 --games 100 --out rollout35.jsonl
    uv run python benchmarks/ai_rollout_day.py --sum rollout35.jsonl
    uv run python benchmarks/ai_rollout_day.py --compare without.jsonl with.jsonl

Plays two-player journey games on the world map, the expert against hard, exactly as
``benchmarks/ai_decisions.py --bots expert,hard`` plays them (game *k* dealt from seed
*S + k*, the expert in seat *k* mod 2), with the expert's ``ROLLOUT_FROM_DAY`` set to
``--from-day`` and its ``ROLLOUT_STEPS_BUDGET`` to ``--steps-budget``. Each game's result
is appended to ``--out`` as one JSON line as soon as it ends (seed, the expert's seat, its
win, the game's CPU and wall seconds, and its turns over the expert's own budget: a game
without such a turn is played alike with any budget), so that a run stopped early loses
nothing; a game already in the file is not played again.
``--sum`` prints the expert's wins with a 95 % interval and the CPU time per game;
``--compare`` the wins of a run without the budget (``--steps-budget 1000000``) and one
with it on the seeds both played.
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
from eighty_days.engine.journey import JourneyState

#: The budget the turns over it are counted against (``count_turns_over``): the expert's.
REFERENCE_BUDGET = expert.ROLLOUT_STEPS_BUDGET
#: The expert's turns of the game being played whose games to the end were expected to
#: take more than ``REFERENCE_BUDGET`` actions, whatever the budget in force: a game
#: without such a turn is played alike with the budget and without it.
turns_over: list[int] = [0]


def count_turns_over() -> None:
    """From now on, count in ``turns_over`` each turn whose games to the end were
    expected to exceed ``REFERENCE_BUDGET``."""
    fits = expert.fits_the_budget

    def counted(state: JourneyState, takes: int) -> bool:
        if takes * expert.estimate_actions_left(state) > REFERENCE_BUDGET:
            turns_over[0] += 1
        return fits(state, takes)

    expert.fits_the_budget = counted


def play_one(seed: int, index: int) -> dict[str, object]:
    """Game ``index`` of a run dealt from ``seed - index``: the expert's result and the
    game's CPU and wall seconds."""
    levels = [Level.EXPERT, Level.HARD] if index % 2 == 0 else [Level.HARD, Level.EXPERT]
    counts = {level.value: dict.fromkeys(ai_decisions.COUNTS, 0.0) for level in levels}
    cpu, wall = time.process_time(), time.perf_counter()
    turns_over[0] = 0
    ai_decisions.play(levels, seed, counts)
    mine = counts[Level.EXPERT.value]
    return {
        "seed": seed,
        "from_day": expert.ROLLOUT_FROM_DAY,
        "steps_budget": expert.ROLLOUT_STEPS_BUDGET,
        "turns_over_reference_budget": turns_over[0],
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


def compare(before: Sequence[dict[str, object]], after: Sequence[dict[str, object]]) -> str:
    """The expert's wins on the seeds played in both runs (``before`` without the budget,
    ``after`` with it): on all of them, on those whose game ``before`` had turns over the
    budget, and how many games without such a turn ended otherwise (none, if the budget is
    the only change)."""
    ended = {int(str(line["seed"])): line for line in after}
    pairs = [
        (line, ended[int(str(line["seed"]))]) for line in before if int(str(line["seed"])) in ended
    ]
    if not pairs:
        return "no seed played in both runs"

    def wins(lines: Sequence[dict[str, object]]) -> float:
        return sum(float(str(line["expert_wins"])) for line in lines)

    over = [(old, new) for old, new in pairs if int(str(old["turns_over_reference_budget"]))]
    alike = [(old, new) for old, new in pairs if (old, new) not in over]
    differing = sum(
        1
        for old, new in alike
        if (old["expert_wins"], old["expert_fame"]) != (new["expert_wins"], new["expert_fame"])
    )
    return (
        f"{len(pairs)} seeds in both: expert wins {wins([o for o, _ in pairs]):g} without the "
        f"budget, {wins([n for _, n in pairs]):g} with it; {len(over)} games had turns over "
        f"the budget: {wins([o for o, _ in over]):g} against {wins([n for _, n in over]):g} "
        f"wins; games without such a turn that ended otherwise: {differing} of {len(alike)}"
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
    parser.add_argument(
        "--compare", nargs=2, type=Path, default=None, help="a run without the budget, one with"
    )
    args = parser.parse_args(argv)
    if args.compare:
        print(compare(read([args.compare[0]]), read([args.compare[1]])))
        return 0
    if args.sum:
        print(summary(read(args.sum)))
        return 0
    if args.out is None:
        print("--out: name the file the games are appended to", file=sys.stderr)
        return 2
    expert.ROLLOUT_FROM_DAY = args.from_day
    expert.ROLLOUT_STEPS_BUDGET = args.steps_budget
    count_turns_over()
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
