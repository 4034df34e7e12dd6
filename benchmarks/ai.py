"""Speed of the computer opponents: prints p50/p95 per decision (not a test; run by hand).

    uv run python benchmarks/ai.py [--states N] [--expert-states N] [--in-play N]

* journey, on the default world map: positions met in 4-player games between normal
  bots (both steps of a turn), each decided by the normal and the hard bot; targets
  normal ≤ 60 ms, hard ≤ 300 ms; the expert bot on the first ``--expert-states`` of them,
  and on as many from 2-player games (where the strength targets are measured), target
  ≤ 1.5 s;
* journey, in play (``--in-play`` decisions each): the hard bots' decisions in games of
  four hard bots, and the expert's in games against three and against one hard bot, one
  decision after the other as a game goes (a bot keeps what it has worked out about the
  map, so its route after its card and its next turn come quicker than a position met
  cold);
* race: positions met in races between hard bots, decided by the hard bot; target ≤ 20 ms.

The map's prepared geometry (with the tables of the single-segment check), the bots'
distance-to-go graph and the hard level's reach table are built before timing: they are
made once per map and kept, and the first line prints what that took. Positions of 4- and
2-player games share the one map, as the games of one program do.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from timing import percentiles

from eighty_days.ai.base import Level
from eighty_days.ai.expert import ExpertJourneyBot
from eighty_days.ai.journey import JourneyBot, home_graph
from eighty_days.ai.race import RaceBot


def report(label: str, samples: Sequence[float], target_ms: float) -> None:
    """One line: label, p50, p95 and the target, in milliseconds."""
    p50, p95 = percentiles(samples)
    verdict = "ok" if p95 * 1000 <= target_ms else "over target"
    print(
        f"{label:<40} p50 {p50 * 1000:8.1f} ms   p95 {p95 * 1000:8.1f} ms   "
        f"mean {statistics.fmean(samples) * 1000:7.1f} ms   target ≤ {target_ms:g} ms ({verdict})"
    )


def time_each(decide: Callable[[Any], object], states: Sequence[Any]) -> list[float]:
    """Seconds per decision over ``states``."""
    samples = []
    for state in states:
        started = time.perf_counter()
        decide(state)
        samples.append(time.perf_counter() - started)
    return samples


def prepared_sheet(ruler_unit: float | None) -> Any:
    """The world map (at ``ruler_unit`` if given) with everything the bots keep per map
    built: the route geometry, the way-home graph and the reach table."""
    from eighty_days.ai.reach import reach_table
    from eighty_days.engine.journey import default_config
    from eighty_days.resources import default_world_map_path
    from eighty_days.sheet.io import load_map
    from eighty_days.sheet.model import Transport

    sheet = load_map(default_world_map_path())
    if ruler_unit is not None:
        sheet = replace(sheet, ruler_unit=ruler_unit)
    config = default_config(["A", "B"], sheet)
    started = time.perf_counter()
    graph = home_graph(sheet, config.geometry)
    # the plain-Python tables of the single-segment check are built on its first use
    here = sheet.location(sheet.start)
    for transport in Transport:
        config.geometry.is_segment_legal((here.x, here.y), (here.x + 1.0, here.y), transport)
    reach_table(sheet, config.geometry, config.cards, graph.xy)
    label = "journey: geometry, graph, reach table"
    print(f"{label:<40} {time.perf_counter() - started:.2f} s (once per map)")
    return sheet


def journey_states(count: int, sheet: Any, players: int = 4) -> list[Any]:
    """Positions from games of ``players`` normal bots on ``sheet``."""
    from eighty_days.engine.journey import Phase, apply, default_config, new_game

    config = default_config(["A", "B", "C", "D"][:players], sheet)
    bots = [JourneyBot(Level.NORMAL, seat) for seat in range(players)]
    states: list[Any] = []
    seed = 0
    while len(states) < count:
        state = new_game(config, seed)
        step = 0
        while state.phase is not Phase.GAME_OVER and len(states) < count:
            if step % 3 == 0:
                states.append(state)
            assert state.active is not None
            state = apply(state, bots[state.active].decide(state))
            step += 1
        seed += 1
    return states


def time_in_play(levels: Sequence[Level], timed: Level, count: int, sheet: Any) -> list[float]:
    """Seconds per decision of the seats of level ``timed``, decision after decision as in
    a game (the route drawn after its card, the next turn after the last), in games of
    ``levels`` on ``sheet`` until ``count`` of them are timed."""
    from eighty_days.ai.bots import make_journey_bot
    from eighty_days.engine.journey import Phase, apply, default_config, new_game

    config = default_config(["A", "B", "C", "D"][: len(levels)], sheet)
    bots = [make_journey_bot(level, seat) for seat, level in enumerate(levels)]
    samples: list[float] = []
    seed = 0
    while len(samples) < count:
        state = new_game(config, seed)
        while state.phase is not Phase.GAME_OVER and len(samples) < count:
            seat = state.active
            assert seat is not None
            started = time.perf_counter()
            action = bots[seat].decide(state)
            if levels[seat] is timed:
                samples.append(time.perf_counter() - started)
            state = apply(state, action)
        seed += 1
    return samples


def race_states(count: int) -> list[Any]:
    """Positions from 4-player races between hard bots."""
    from eighty_days.engine.race import RaceConfig, apply, current_player, is_terminal, new_game

    bots = [RaceBot(Level.HARD, seat) for seat in range(4)]
    states: list[Any] = []
    seed = 0
    while len(states) < count:
        state = new_game(RaceConfig(("A", "B", "C", "D")), seed)
        while not is_terminal(state) and len(states) < count:
            states.append(state)
            seat = current_player(state)
            assert seat is not None
            state = apply(state, bots[seat].decide(state))
        seed += 1
    return states


def main() -> None:
    """Collect positions, time the bots on them, print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--states", type=int, default=200, help="journey positions to time")
    parser.add_argument("--ruler-unit", type=float, default=None, help="override the map scale")
    parser.add_argument("--expert-states", type=int, default=60, help="positions for the expert")
    parser.add_argument("--only-expert", action="store_true", help="time the expert alone")
    parser.add_argument(
        "--in-play", type=int, default=120, help="decisions timed in play (0: none)"
    )
    args = parser.parse_args()
    sheet = prepared_sheet(args.ruler_unit)
    states = journey_states(args.states, sheet)
    expert = states[: args.expert_states]
    report("journey expert (per decision)", time_each(ExpertJourneyBot().decide, expert), 1500)
    duels = journey_states(args.expert_states, sheet, players=2)
    report("journey expert, 2 players", time_each(ExpertJourneyBot().decide, duels), 1500)
    if args.in_play:
        seats = (Level.EXPERT, Level.HARD, Level.HARD, Level.HARD)
        report(
            "journey expert, in play (+ 3 hard)",
            time_in_play(seats, Level.EXPERT, args.in_play, sheet),
            1500,
        )
        report(
            "journey expert, in play (+ 1 hard)",
            time_in_play(seats[:2], Level.EXPERT, args.in_play, sheet),
            1500,
        )
    if args.only_expert:
        return
    report("journey normal (per decision)", time_each(JourneyBot(Level.NORMAL).decide, states), 60)
    report("journey hard (per decision)", time_each(JourneyBot(Level.HARD).decide, states), 300)
    if args.in_play:
        report(
            "journey hard, in play (4 hard)",
            time_in_play((Level.HARD,) * 4, Level.HARD, args.in_play, sheet),
            300,
        )
    report("journey easy (per decision)", time_each(JourneyBot(Level.EASY).decide, states), 60)
    races = race_states(2000)
    report("race hard (per decision)", time_each(RaceBot(Level.HARD).decide, races), 20)
    report("race normal (per decision)", time_each(RaceBot(Level.NORMAL).decide, races), 20)


if __name__ == "__main__":
    main()
