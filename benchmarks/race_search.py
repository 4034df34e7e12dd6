"""The race search against the hard level: two-player races, seats swapping every game.

Game *k* is dealt from seed ``S + k``; the search (``race_search_bot.py`` beside it) sits in seat
``k % 2`` (so it moves first in about half the games) with bot seed ``S + k``; the hard
level plays the other seat. Prints the search's wins with a 95 % Wilson interval and
its decision time (median, p95 and the slowest over every decision it made; in the race
every decision has at least two choices: a draw of 1 or 2, the turn ended or not, the
jump taken or declined, a money bag paid or not).

A long series can be split into parts that each stay short, then added up::

    uv run python benchmarks/race_search.py --seed 700000 --games 50 --json part1.json
    uv run python benchmarks/race_search.py --seed 700000 --first 50 --games 50 --json part2.json
    uv run python benchmarks/race_search.py --sum part1.json part2.json
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path
from typing import Any

from race_search_bot import RaceSearchBot, SearchSettings

from eighty_days.ai.base import Level
from eighty_days.ai.race import RaceBot
from eighty_days.ai.simulate import wilson_interval
from eighty_days.engine.race import RaceConfig, apply, current_player
from eighty_days.shipped_race import new_race


def percentile(values: list[float], fraction: float) -> float:
    """The ``fraction`` quantile of ``values`` (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(fraction * len(ordered)) - 1))]


def play(seed: int, search_seat: int, settings: SearchSettings) -> dict[str, Any]:
    """One race of the search against hard; its result and the search's decision times."""
    state = new_race(RaceConfig(("Player 1", "Player 2")), seed)
    search = RaceSearchBot(seed, settings)
    hard = RaceBot(Level.HARD)
    times: list[float] = []
    while (seat := current_player(state)) is not None:
        if seat == search_seat:
            started = time.perf_counter()
            action = search.decide(state)
            times.append(time.perf_counter() - started)
        else:
            action = hard.decide(state)
        state = apply(state, action)
    return {
        "seed": seed,
        "search_seat": search_seat,
        "won": state.winner == search_seat,
        "turns": state.turn_number,
        "times": times,
    }


def report(data: dict[str, Any]) -> None:
    """Print the wins with their interval and the decision times."""
    games = data["games"]
    wins = sum(1 for game in games if game["won"])
    low, high = wilson_interval(wins, len(games))
    times = [t for game in games for t in game["times"]]
    first = [g for g in games if g["search_seat"] == 0]
    print(f"settings: {data['settings']}")
    print(
        f"search vs hard: {wins}/{len(games)} = {100 * wins / len(games):.1f} % "
        f"[{100 * low:.1f} %, {100 * high:.1f} %] (95 % Wilson)"
    )
    print(
        f"  in seat 1: {sum(g['won'] for g in first)}/{len(first)}, "
        f"in seat 2: {sum(g['won'] for g in games if g['search_seat'] == 1)}"
        f"/{len(games) - len(first)}"
    )
    print(
        f"decision time, all {len(times)}: median {1000 * percentile(times, 0.5):.1f} ms, "
        f"p95 {1000 * percentile(times, 0.95):.1f} ms, max {1000 * max(times):.1f} ms"
    )


def main(argv: list[str] | None = None) -> int:
    """Run a series (or add up saved parts) and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=700000, help="game k is dealt from seed+k")
    parser.add_argument("--first", type=int, default=0, help="the first game number k")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--worlds", type=int, default=8, help="sampled worlds per choice")
    parser.add_argument("--horizon", default="4", help="turns after the current one, or 'end'")
    parser.add_argument("--margin", type=float, default=0.0)
    parser.add_argument("--json", type=Path, help="write the games to this file")
    parser.add_argument("--sum", nargs="+", type=Path, help="add up saved parts instead")
    args = parser.parse_args(argv)
    if args.sum:
        parts = [json.loads(path.read_text(encoding="utf-8")) for path in args.sum]
        if len({json.dumps(part["settings"]) for part in parts}) != 1:
            print("the parts were played with different settings", file=sys.stderr)
            return 2
        report({"settings": parts[0]["settings"], "games": [g for p in parts for g in p["games"]]})
        return 0
    horizon = None if args.horizon == "end" else int(args.horizon)
    settings = SearchSettings(args.worlds, horizon, args.margin)
    games: list[dict[str, Any]] = []
    data = {
        "settings": {"worlds": args.worlds, "horizon": args.horizon, "margin": args.margin},
        "seed": args.seed,
        "first": args.first,
        "games": games,
    }
    for number in range(args.first, args.first + args.games):
        games.append(play(args.seed + number, number % 2, settings))
        if args.json:  # after every game: a part cut short keeps the games it finished
            args.json.write_text(json.dumps(data), encoding="utf-8")
    report(data)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
