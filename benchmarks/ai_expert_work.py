"""Where the expert's slow decisions in games of two spend their time (run by hand, issue 47).

    uv run python benchmarks/ai_expert_work.py [--positions 60] [--budget N] [--slowest 10]

Decides the positions of ``benchmarks/ai.py``'s expert line for games of two (positions
met in 2-player games between normal bots, one after the other) and prints the slowest:
the two players' days, the cards played to the game's end and the actions each game to
the end took, the work the budget expected (``estimate_actions_left`` times the cards) and
the decision's CPU time; then the p50 and p95 of all. ``--budget`` sets the expert's
``ROLLOUT_STEPS_BUDGET`` (a huge one: the expert without the budget).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

from timing import percentiles

import ai  # benchmarks/ is not a package
from eighty_days.ai import expert
from eighty_days.ai.expert import ExpertJourneyBot
from eighty_days.engine.journey import Action, JourneyState
from eighty_days.engine.journey import apply as engine_apply


class Counted:
    """The actions and CPU seconds of each game to the end of the current decision."""

    def __init__(self) -> None:
        self.games: list[tuple[int, float]] = []
        self.actions = 0
        self.expected = 0.0


def count_games_to_the_end(counted: Counted) -> None:
    """Make the expert count into ``counted`` the actions of its games to the end and the
    work its budget expected."""
    play_to_the_end, fits = expert.game_end, expert.fits_the_budget

    def counted_apply(state: JourneyState, action: Action) -> JourneyState:
        counted.actions += 1
        return engine_apply(state, action)

    def counted_game_end(state: JourneyState, me: int) -> float:
        counted.actions = 0
        cpu = time.process_time()
        result = play_to_the_end(state, me)
        counted.games.append((counted.actions, time.process_time() - cpu))
        return result

    def counted_fits(state: JourneyState, takes: int) -> bool:
        counted.expected = takes * expert.estimate_actions_left(state)
        return fits(state, takes)

    vars(expert)["apply"] = counted_apply  # the engine's, as the expert imports it
    expert.game_end = counted_game_end
    expert.fits_the_budget = counted_fits


def main(argv: Sequence[str] | None = None) -> int:
    """Decide the positions, print the slowest and the percentiles."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=60)
    parser.add_argument("--budget", type=float, default=expert.ROLLOUT_STEPS_BUDGET)
    parser.add_argument("--slowest", type=int, default=10)
    args = parser.parse_args(argv)
    expert.ROLLOUT_STEPS_BUDGET = args.budget
    counted = Counted()
    count_games_to_the_end(counted)
    sheet = ai.prepared_sheet(None)
    states = ai.journey_states(args.positions, sheet, players=2)
    bot = ExpertJourneyBot()
    rows: list[tuple[float, int, Any, list[tuple[int, float]], float]] = []
    for index, state in enumerate(states):
        counted.games, counted.expected = [], 0.0
        cpu = time.process_time()
        bot.decide(state)
        days = "/".join(str(player.day) for player in state.players)
        rows.append((time.process_time() - cpu, index, days, counted.games, counted.expected))
    rows.sort(key=lambda row: -row[0])
    for seconds, index, days, games, expected in rows[: args.slowest]:
        played = " + ".join(str(actions) for actions, _ in games)
        looked = f"expected work {expected:5.1f} of {args.budget:g}, " if expected else ""
        print(
            f"position {index:3d}  days {days:>7}  CPU {seconds * 1000:6.0f} ms  {looked}"
            f"games to the end: {f'{len(games)} ({played} actions)' if games else 'none'}"
        )
    p50, p95 = percentiles([row[0] for row in rows])
    print(f"CPU p50 {p50 * 1000:.0f} ms  p95 {p95 * 1000:.0f} ms over {len(rows)} positions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
