"""Speed of the computer opponents: prints p50/p95 per decision (not a test; run by hand).

    uv run python benchmarks/ai.py [--states N] [--expert-states N] [--in-play N]
    uv run python benchmarks/ai.py --first-decisions N [--level hard|expert]

* the first decision in a fresh process (``--first-decisions N``: N processes each way,
  one after the other): the hard (or expert) seat moves first in a game of two on the
  world map just set up. One line per way, each the median and p95 over the processes of
  process CPU time (``time.process_time``) and of wall time, with the load average:
  (a) the program started (``eighty-days``, offscreen) after a last game with that seat,
  its start-time preparation of the tables done (``ui.journey.last_game_tables``), then a
  game set up on its window's map as the New game dialog sets it up; (b) no preparation
  at all, the tables in the disk cache (``ai.table_store``): the decision reads them; (c)
  nothing on disk: the decision waits for the tables' build. The second decision of (a)
  (the route after the card) is printed too;

* journey, on the default world map: positions met in 4-player games between normal
  bots (both steps of a turn), each decided by the normal and the hard bot; targets
  normal ≤ 60 ms, hard ≤ 300 ms; the expert bot on the first ``--expert-states`` of them
  (target ≤ 0.5 s in games of three and four), and on as many from 2-player games (where
  the strength targets are measured), target ≤ 1.5 s;
* journey, in play (``--in-play`` decisions each): the hard bots' decisions in games of
  four hard bots, and the expert's in games against three, two and one hard bots, one
  decision after the other as a game goes (a bot keeps what it has worked out about the
  map, so its route after its card and its next turn come quicker than a position met
  cold);
* race: positions met in races between hard bots, decided by the hard bot; target ≤ 20 ms.

Every line gives the p50 and p95 of the process's CPU time per decision (the targets are
judged by it: the build machine is shared) beside the wall time, and the load average.

The map's prepared geometry (with the tables of the single-segment check), the bots'
distance-to-go graph and the hard level's reach table are built before timing: they are
made once per map and kept (the graph and the table also in the data folder's disk cache,
read from there if stored), and the first line prints what that took. Positions of 4- and
2-player games share the one map, as the games of one program do.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from timing import percentiles

from eighty_days.ai.base import Level
from eighty_days.ai.expert import ExpertJourneyBot
from eighty_days.ai.journey import JourneyBot
from eighty_days.ai.journey.home import load_home_graph, load_reach_table
from eighty_days.ai.race import RaceBot

#: One decision's time: (CPU seconds of the process, wall seconds).
Sample = tuple[float, float]


def report(label: str, samples: Sequence[Sample], target_ms: float) -> None:
    """One line: label, p50 and p95 of CPU time (the figure the target is judged by: the
    machine may be shared) and of wall time, in milliseconds, the target and the load
    average."""
    cpu50, cpu95 = percentiles([cpu for cpu, _ in samples])
    wall50, wall95 = percentiles([wall for _, wall in samples])
    verdict = "ok" if cpu95 * 1000 <= target_ms else "over target"
    load = " ".join(f"{value:.2f}" for value in os.getloadavg())
    print(
        f"{label:<36} CPU p50 {cpu50 * 1000:7.1f} ms  p95 {cpu95 * 1000:7.1f} ms   "
        f"wall p50 {wall50 * 1000:7.1f} ms  p95 {wall95 * 1000:7.1f} ms   "
        f"target ≤ {target_ms:g} ms CPU ({verdict}; {len(samples)} decisions, "
        f"load average {load})",
        flush=True,
    )


def time_each(decide: Callable[[Any], object], states: Sequence[Any]) -> list[Sample]:
    """CPU and wall seconds per decision over ``states``."""
    samples = []
    for state in states:
        cpu, wall = time.process_time(), time.perf_counter()
        decide(state)
        samples.append((time.process_time() - cpu, time.perf_counter() - wall))
    return samples


def prepared_sheet(ruler_unit: float | None) -> Any:
    """The world map (at ``ruler_unit`` if given) with everything the bots keep per map
    built: the route geometry, the way-home graph and the reach table."""
    from eighty_days.resources import default_world_map_path
    from eighty_days.sheet.io import load_map
    from eighty_days.sheet.model import Transport
    from eighty_days.shipped_journey import default_config

    sheet = load_map(default_world_map_path())
    if ruler_unit is not None:
        sheet = replace(sheet, ruler_unit=ruler_unit)
    config = default_config(["A", "B"], sheet)
    started = time.perf_counter()
    graph = load_home_graph(sheet, config.geometry)
    # the plain-Python tables of the single-segment check are built on its first use
    here = sheet.location(sheet.start)
    for transport in Transport:
        config.geometry.is_segment_legal((here.x, here.y), (here.x + 1.0, here.y), transport)
    load_reach_table(sheet, config.geometry, config.cards, graph.xy)
    label = "journey: geometry, graph, reach table"
    print(f"{label:<40} {time.perf_counter() - started:.2f} s (once per map)")
    return sheet


def journey_states(count: int, sheet: Any, players: int = 4) -> list[Any]:
    """Positions from games of ``players`` normal bots on ``sheet``."""
    from eighty_days.engine.journey import Phase, apply, new_game
    from eighty_days.shipped_journey import default_config

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


def time_in_play(levels: Sequence[Level], timed: Level, count: int, sheet: Any) -> list[Sample]:
    """CPU and wall seconds per decision of the seats of level ``timed``, decision after
    decision as in
    a game (the route drawn after its card, the next turn after the last), in games of
    ``levels`` on ``sheet`` until ``count`` of them are timed."""
    from eighty_days.ai.bots import make_journey_bot
    from eighty_days.engine.journey import Phase, apply, new_game
    from eighty_days.shipped_journey import default_config

    config = default_config(["A", "B", "C", "D"][: len(levels)], sheet)
    bots = [make_journey_bot(level, seat) for seat, level in enumerate(levels)]
    samples: list[Sample] = []
    seed = 0
    while len(samples) < count:
        state = new_game(config, seed)
        while state.phase is not Phase.GAME_OVER and len(samples) < count:
            seat = state.active
            assert seat is not None
            cpu, wall = time.process_time(), time.perf_counter()
            action = bots[seat].decide(state)
            if levels[seat] is timed:
                samples.append((time.process_time() - cpu, time.perf_counter() - wall))
            state = apply(state, action)
        seed += 1
    return samples


def race_states(count: int) -> list[Any]:
    """Positions from 4-player races between hard bots."""
    from eighty_days.engine.race import RaceConfig, apply, current_player, is_terminal
    from eighty_days.shipped_race import new_race

    bots = [RaceBot(Level.HARD, seat) for seat in range(4)]
    states: list[Any] = []
    seed = 0
    while len(states) < count:
        state = new_race(RaceConfig(("A", "B", "C", "D")), seed)
        while not is_terminal(state) and len(states) < count:
            states.append(state)
            seat = current_player(state)
            assert seat is not None
            state = apply(state, bots[seat].decide(state))
        seed += 1
    return states


def _timed(figures: dict[str, tuple[float, float]], name: str, step: Callable[[], Any]) -> Any:
    """Run ``step``; keep its CPU and wall seconds in ``figures[name]``; return its result."""
    cpu, wall = time.process_time(), time.perf_counter()
    result = step()
    figures[name] = (time.process_time() - cpu, time.perf_counter() - wall)
    return result


def first_decision_child(level: Level, seed: int) -> None:
    """In this (fresh) process: set up a game of two on the world map where the ``level``
    seat moves first and time its first and second decisions as CPU and wall seconds
    (nothing prepared: the tables are read from the disk cache or built); print them as
    one JSON line."""
    from eighty_days.ai.bots import make_journey_bot
    from eighty_days.engine.journey import apply, new_game
    from eighty_days.resources import default_world_map_path
    from eighty_days.sheet.io import load_map
    from eighty_days.shipped_journey import default_config

    sheet = load_map(default_world_map_path())
    config = default_config(["A", "B"], sheet)
    state = new_game(config, seed)
    assert state.active is not None
    bot = make_journey_bot(level, state.active)
    figures: dict[str, tuple[float, float]] = {}
    action = _timed(figures, "first", lambda: bot.decide(state))
    later = apply(state, action)
    if later.active == state.active:
        _timed(figures, "second", lambda: bot.decide(later))
    print(json.dumps(figures))


def first_decision_after_start_child(level: Level, seed: int) -> None:
    """In this (fresh) process: start the program as ``eighty-days`` does (offscreen, the
    settings in the data folder) after a last New game with a ``level`` seat on the world
    map, wait until its start-time preparation of the tables is done, set up a game of two
    on the window's map as the New game dialog does (the ``level`` seat moving first) and
    time its first and second decisions; print them as one JSON line."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QEventLoop, QSettings

    from eighty_days.ai.bots import make_journey_bot
    from eighty_days.app import close_program, start_program
    from eighty_days.cli import _available_commands, build_parser
    from eighty_days.engine.journey import apply
    from eighty_days.resources import default_world_map_path
    from eighty_days.saves import data_dir
    from eighty_days.settings import AppSettings
    from eighty_days.ui.common.palette import PLAYER_COLOURS, TOKEN_SHAPES
    from eighty_days.ui.journey.new_game_dialog import (
        CHARACTER_NAMES,
        GameKind,
        NewGameSettings,
        SeatKind,
        SeatSettings,
        remember_setup,
    )
    from eighty_days.ui.journey.seats import default_looks
    from eighty_days.ui.journey.window import MainWindow, start_state
    from eighty_days.ui.tutorial.tutorial import TUTORIAL_SEEN_KEY

    data_dir().mkdir(parents=True, exist_ok=True)
    store = QSettings(str(data_dir() / "settings.ini"), QSettings.Format.IniFormat)
    store.setValue(TUTORIAL_SEEN_KEY, True)
    seats = (
        SeatSettings("A", PLAYER_COLOURS[0], TOKEN_SHAPES[0], SeatKind.COMPUTER, level.value),
        SeatSettings("B", PLAYER_COLOURS[1], TOKEN_SHAPES[1]),
    )
    sides = tuple((character, "front") for character, _ in CHARACTER_NAMES)
    remember_setup(
        AppSettings(store),
        NewGameSettings(GameKind.JOURNEY_2024, seats, sides, seed, default_world_map_path()),
    )
    program = start_program(build_parser(_available_commands()).parse_args(["play"]), store=store)
    window = program.windows[0]
    assert isinstance(window, MainWindow)
    deadline = time.monotonic() + 600
    while time.monotonic() < deadline:
        program.app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        tables = program.last_game_tables
        if (
            tables is not None
            and tables.settled.wait(0.02)
            and all(preparation.done.wait(0.02) for preparation in tables.preparations)
        ):
            break
    tables = program.last_game_tables
    assert tables is not None and tables.preparations, "the start prepared nothing"
    state = start_state(window.sheet, default_looks(("A", "B")), seed)
    assert state.active == 0
    bot = make_journey_bot(level, 0)
    figures: dict[str, tuple[float, float]] = {}
    action = _timed(figures, "first", lambda: bot.decide(state))
    later = apply(state, action)
    if later.active == state.active:
        _timed(figures, "second", lambda: bot.decide(later))
    close_program(program)
    print(json.dumps(figures))


def _child_figures(level: Level, seed: int, data: str, *, after_start: bool) -> Any:
    """Run ``first_decision_child`` (``first_decision_after_start_child`` if
    ``after_start``) in a fresh process with the data folder ``data``."""
    environment = {**os.environ, "EIGHTY_DAYS_DATA_DIR": data}
    way = "--first-decision-after-start" if after_start else "--first-decision-child"
    command = [sys.executable, __file__, way, "--level", level.value, "--seed", str(seed)]
    done = subprocess.run(
        command, env=environment, capture_output=True, text=True, check=True, timeout=600
    )
    return json.loads(done.stdout.strip().splitlines()[-1])


def report_process_times(label: str, samples: Sequence[tuple[float, float]]) -> None:
    """One line: label, the median and p95 of CPU and of wall seconds, the load average."""
    cpu50, cpu95 = percentiles([cpu for cpu, _ in samples])
    wall50, wall95 = percentiles([wall for _, wall in samples])
    load = " ".join(f"{value:.2f}" for value in os.getloadavg())
    print(
        f"{label:<58} CPU p50 {cpu50 * 1000:6.0f} ms  p95 {cpu95 * 1000:6.0f} ms   "
        f"wall p50 {wall50 * 1000:6.0f} ms  p95 {wall95 * 1000:6.0f} ms   "
        f"({len(samples)} processes, load average {load})",
        flush=True,
    )


def time_first_decisions(level: Level, processes: int) -> None:
    """The first decision's time in ``processes`` fresh processes each way (see the
    module's description), printed line by line."""
    seed = next(seed for seed in range(1, 500) if _moves_first(seed))
    started: list[Any] = []
    cached: list[Any] = []
    cold: list[Any] = []
    with tempfile.TemporaryDirectory(prefix="eighty-days-bench-") as folder:
        warm = os.path.join(folder, "warm")
        _child_figures(level, seed, warm, after_start=False)  # fills the disk cache
        for index in range(processes):
            empty = os.path.join(folder, f"empty-{index}")
            started.append(_child_figures(level, seed, warm, after_start=True))
            cached.append(_child_figures(level, seed, warm, after_start=False))
            cold.append(_child_figures(level, seed, empty, after_start=False))
    name = level.value
    report_process_times(
        f"(a) first {name} decision, prepared at the program's start",
        [figures["first"] for figures in started],
    )
    report_process_times(
        f"(b) first {name} decision, no preparation, tables on disk",
        [figures["first"] for figures in cached],
    )
    report_process_times(
        f"(c) first {name} decision, tables not on disk",
        [figures["first"] for figures in cold],
    )
    seconds = [figures["second"] for figures in started if "second" in figures]
    if seconds:
        report_process_times(f"    second {name} decision of (a) (its route)", seconds)


def _moves_first(seed: int) -> bool:
    """Whether seat 0 moves first in a game of two on the world map dealt by ``seed``."""
    from eighty_days.engine.journey import new_game
    from eighty_days.resources import default_world_map_path
    from eighty_days.sheet.io import load_map
    from eighty_days.shipped_journey import default_config

    return (
        new_game(default_config(["A", "B"], load_map(default_world_map_path())), seed).active == 0
    )


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
    parser.add_argument(
        "--first-decisions", type=int, default=0, help="fresh processes timed each way"
    )
    parser.add_argument("--level", default="hard", help="the level of --first-decisions")
    parser.add_argument("--first-decision-child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--first-decision-after-start", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--seed", type=int, default=1, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.first_decision_child:
        first_decision_child(Level(args.level), args.seed)
        return
    if args.first_decision_after_start:
        first_decision_after_start_child(Level(args.level), args.seed)
        return
    if args.first_decisions:
        time_first_decisions(Level(args.level), args.first_decisions)
        return
    sheet = prepared_sheet(args.ruler_unit)
    states = journey_states(args.states, sheet)
    expert = states[: args.expert_states]
    report("journey expert, 4 players", time_each(ExpertJourneyBot().decide, expert), 500)
    duels = journey_states(args.expert_states, sheet, players=2)
    report("journey expert, 2 players", time_each(ExpertJourneyBot().decide, duels), 1500)
    if args.in_play:
        seats = (Level.EXPERT, Level.HARD, Level.HARD, Level.HARD)
        report(
            "journey expert, in play (+ 3 hard)",
            time_in_play(seats, Level.EXPERT, args.in_play, sheet),
            500,
        )
        report(
            "journey expert, in play (+ 2 hard)",
            time_in_play(seats[:3], Level.EXPERT, args.in_play, sheet),
            500,
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
