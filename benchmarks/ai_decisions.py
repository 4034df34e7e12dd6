"""The journey opponents' decision report: nonsense moves per 100 games (run by hand).

    uv run python benchmarks/ai_decisions.py --bots hard,normal --games 200 --seed 7100
    uv run python benchmarks/ai_decisions.py --sum part1.json part2.json

Plays two-player journey games on the world map between the two levels named (the seats
rotating: game *k* is dealt from seed *S + k*, the first level in seat *k* mod 2) and
counts, per level and per 100 games:

* **dominated routes of no length**: a route of no length drawn while the card in hand
  could draw a legal route with more value (one to Arrival London, or one the hard
  level's one-turn valuation, with the way home checked against every card of the game,
  values higher);
* **strandings**: a turn after which Arrival London cannot be reached by day 80 with any
  card of the game (``ai/journey/home_table.py``: the fewest travel days, and the fewest
  days with every ticket paid in days less the pounds in hand and still to earn), when it could
  before the turn; **of which gambles for a win**: strandings on a turn that began with
  every rival's journey ended on a score the player could not beat by going home (its
  fame then plus the calendar points still to win), where only more fame could win;
* **balloons paid with more than 8 days for missing pounds** (R2024-06);
* **missed day 80**: journeys that did not arrive in time;
* **stalls**: three or more routes of no length drawn in a row by one player (each such
  run counted once; the easy level must never stall, issue 47).

Name two or more levels (``--bots easy,normal,hard``): each game seats them all, the
seats rotating from game to game.

It also prints who won (with a 95 % interval), the mean fame per category, who was home
first (the first arrival's 12 calendar points, R2024-04) and how often each level won the
games it, or its rival, was home first, and the decision times. ``--json FILE`` writes
the counts, ``--sum`` adds several such files up; ``--positions FILE`` writes, for each
stranding and dominated route of no length, the game's seed, the levels by seat and the
actions that lead to the decision (the state before the turn's transport was taken), so
that it can be replayed and traced.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from eighty_days.ai.base import Bot, Level, parse_level
from eighty_days.ai.bots import make_journey_bot
from eighty_days.ai.journey.candidates import is_drawable
from eighty_days.ai.journey.context import (
    find_rival_final,
    is_lost,
    make_context,
    quote_card_in_hand,
)
from eighty_days.ai.journey.home import load_home_graph, load_reach_table
from eighty_days.ai.journey.search import rank_choices
from eighty_days.ai.simulate import wilson_interval
from eighty_days.engine.journey import (
    LAST_DAY,
    DrawRoute,
    JourneyState,
    Phase,
    TakeBalloon,
    apply,
    default_config,
    new_game,
    outcome,
    player_score,
    quote,
)
from eighty_days.engine.journey.rules import FIRST_ARRIVAL_POINTS, LATER_ARRIVAL_POINTS
from eighty_days.resources import default_world_map_path
from eighty_days.sheet.io import load_map

COUNTS = (
    "games",
    "turns",
    "no_length",
    "stalls",
    "dominated_no_length",
    "strandings",
    "gamble_strandings",
    "costly_balloons",
    "journeys",
    "missed_day_80",
    "wins",
    "fame",
    "calendar",
    "adventures",
    "first_home",
    "first_home_wins",
    "rival_first_home",
    "rival_first_home_wins",
)


def unused_balloons(state: JourneyState, player: int) -> tuple[str, ...]:
    """The balloons ``player`` has not used."""
    used = set(state.players[player].balloons_used)
    return tuple(b for b in state.config.cards.balloon_ids if b not in used)


def stranded(state: JourneyState, player: int) -> bool:
    """Whether ``player`` can no longer reach Arrival London by day 80 with any card (the
    opponents' own test, ``context.is_lost``)."""
    config = state.config
    graph = load_home_graph(config.sheet, config.geometry)
    table = load_reach_table(config.sheet, config.geometry, config.cards, graph.xy)
    return is_lost(state, player, table, unused_balloons(state, player))


def win_out_of_reach(state: JourneyState, player: int) -> bool:
    """Whether every rival's journey has ended on a score ``player`` cannot beat by going
    home: its fame now plus the calendar points still to win (R2024-04), compared as the
    rulebook ranks (fame, then calendar points, then adventures)."""
    best = find_rival_final(state, player)
    if best is None:
        return False
    mine = player_score(state, player)
    points = FIRST_ARRIVAL_POINTS if state.arrivals_scored == 0 else LATER_ARRIVAL_POINTS
    return (mine.total + points, points, mine.adventures) < best


def dominated_stay(state: JourneyState) -> bool:
    """Whether the card in hand could draw a route of some length worth more than none."""
    ctx = make_context(state, hard=True)
    offer = quote_card_in_hand(state)
    choices = rank_choices(ctx, [offer])
    stay = next((c.value for c in choices if len(c.route) < 2), None)
    arrival = ctx.loc_points[ctx.arrival_index]
    for choice in choices:
        if len(choice.route) < 2 or not is_drawable(ctx, choice.route, offer):
            continue
        if choice.route[-1] == arrival and state.players[ctx.player].day <= LAST_DAY:
            return True
        if stay is not None and choice.value > stay + 1e-6:
            return True
    return False


def play(
    levels: Sequence[Level],
    seed: int,
    counts: dict[str, dict[str, float]],
    positions: list[dict[str, Any]] | None = None,
    *,
    make_bot: Callable[[Level, int], Bot] = make_journey_bot,
) -> None:
    """One game; adds its figures to ``counts`` (per level) and, if given, the positions
    of its strandings and dominated routes of no length to ``positions``. ``make_bot``
    makes each seat's player from its level and seed."""
    sheet = load_map(default_world_map_path()) if "sheet" not in _CACHE else _CACHE["sheet"]
    _CACHE["sheet"] = sheet
    config = default_config([f"Player {i + 1}" for i in range(len(levels))], sheet)
    state = new_game(config, seed)
    players = [make_bot(level, seed * 10 + seat) for seat, level in enumerate(levels)]
    was_stranded = [False] * len(levels)
    stays = [0] * len(levels)
    turn_start = state

    def note(kind: str, before: JourneyState, seat: int) -> None:
        if positions is not None:
            positions.append(
                {
                    "kind": kind,
                    "seed": seed,
                    "levels": [level.value for level in levels],
                    "seat": seat,
                    "day": before.players[seat].day,
                    "actions": [a.to_dict() for a in before.history],
                }
            )

    for level in set(levels):
        counts[level.value]["games"] += 1
    while state.phase is not Phase.GAME_OVER:
        seat = state.active
        assert seat is not None
        mine = counts[levels[seat].value]
        if state.phase is Phase.TAKE_TRANSPORT:
            turn_start = state
        started = time.perf_counter()
        action = players[seat].decide(state)
        _TIMES.setdefault(levels[seat].value, []).append(time.perf_counter() - started)
        if isinstance(action, TakeBalloon) and quote(state, action).missing_pounds > 8:
            mine["costly_balloons"] += 1
        if isinstance(action, DrawRoute):
            mine["turns"] += 1
            points = action.points
            if all(p == points[0] for p in points):
                mine["no_length"] += 1
                stays[seat] += 1
                if stays[seat] == STALL_STAYS:
                    mine["stalls"] += 1
                    note("stall", turn_start, seat)
                if dominated_stay(state):
                    mine["dominated_no_length"] += 1
                    note("dominated_no_length", turn_start, seat)
            else:
                stays[seat] = 0
        state = apply(state, action)
        if isinstance(action, DrawRoute):
            now = stranded(state, seat)
            if now and not was_stranded[seat]:
                mine["strandings"] += 1
                if win_out_of_reach(turn_start, seat):
                    mine["gamble_strandings"] += 1
                    note("gamble_stranding", turn_start, seat)
                else:
                    note("stranding", turn_start, seat)
            was_stranded[seat] = now
    tally(state, levels, counts)


def tally(
    state: JourneyState, levels: Sequence[Level], counts: dict[str, dict[str, float]]
) -> None:
    """Add a finished game's results to ``counts`` (per level): journeys, missed day 80,
    fame, wins, and who was home first (the first arrival's 12 calendar points,
    R2024-04) with the wins of the games each level, or a rival, was home first."""
    result = outcome(state)
    first = next(
        (
            seat
            for seat, score in enumerate(result.scores)
            if score.calendar == FIRST_ARRIVAL_POINTS
        ),
        None,
    )
    for seat, level in enumerate(levels):
        mine = counts[level.value]
        score = result.scores[seat]
        mine["journeys"] += 1
        player = state.players[seat]
        if not (player.arrived and player.calendar_points > 0):
            mine["missed_day_80"] += 1
        mine["fame"] += score.total
        mine["calendar"] += score.calendar
        mine["adventures"] += score.adventures
        won = 1.0 / len(result.winners) if seat in result.winners else 0.0
        mine["wins"] += won
        if first == seat:
            mine["first_home"] += 1
            mine["first_home_wins"] += won
        elif first is not None:
            mine["rival_first_home"] += 1
            mine["rival_first_home_wins"] += won


#: Routes of no length in a row that make a stall.
STALL_STAYS = 3

_CACHE: dict[str, Any] = {}
_TIMES: dict[str, list[float]] = {}


def report(counts: dict[str, dict[str, float]]) -> str:
    """The figures per level, per 100 games."""
    lines = []
    for level, mine in counts.items():
        games = mine["games"]
        if not games:
            continue
        per = 100.0 / games
        low, high = wilson_interval(mine["wins"], int(games))
        lines.append(
            f"{level}: {int(games)} games, {int(mine['turns'])} turns; per 100 games: "
            f"dominated routes of no length {mine['dominated_no_length'] * per:.1f} "
            f"(all routes of no length {mine['no_length'] * per:.1f}), "
            f"stalls (3+ in a row) {mine.get('stalls', 0.0) * per:.1f}, "
            f"strandings {mine['strandings'] * per:.1f} "
            f"(of which gambles for a win {mine['gamble_strandings'] * per:.1f}), "
            f"balloons with > 8 days for missing pounds {mine['costly_balloons'] * per:.1f}, "
            f"missed day 80 {mine['missed_day_80'] * 100.0 / max(mine['journeys'], 1):.1f} "
            f"(of 100 journeys)"
        )
        lines.append(
            f"    wins {mine['wins']:g}/{int(games)} = {100 * mine['wins'] / games:.1f} % "
            f"[{100 * low:.1f} %, {100 * high:.1f} %]; mean fame {mine['fame'] / games:.2f} "
            f"(calendar {mine['calendar'] / games:.2f}, "
            f"adventures {mine['adventures'] / games:.2f})"
        )
        lines.append(
            f"    home first in {int(mine['first_home'])} games, won "
            f"{mine['first_home_wins']:g} ({_share(mine['first_home_wins'], mine['first_home'])}); "
            f"a rival home first in {int(mine['rival_first_home'])}, won "
            f"{mine['rival_first_home_wins']:g} "
            f"({_share(mine['rival_first_home_wins'], mine['rival_first_home'])})"
        )
        times = _TIMES.get(level)
        if times:
            ordered = sorted(times)
            p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
            lines.append(
                f"    decisions: p50 {statistics.median(ordered) * 1000:.0f} ms, "
                f"p95 {p95 * 1000:.0f} ms"
            )
    return "\n".join(lines)


def _share(part: float, whole: float) -> str:
    return f"{100 * part / whole:.1f} %" if whole else "-"


def main(argv: Sequence[str] | None = None) -> int:
    """Play the games (or add up earlier reports) and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--bots", default="hard,normal", help="two or more levels, e.g. easy,normal,hard"
    )
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=7100)
    parser.add_argument("--json", type=Path, default=None, help="write the counts here")
    parser.add_argument(
        "--positions", type=Path, default=None, help="write the traced positions here"
    )
    parser.add_argument("--sum", nargs="+", type=Path, default=None, help="add up reports")
    args = parser.parse_args(argv)
    if args.sum:
        total: dict[str, dict[str, float]] = {}
        for path in args.sum:
            for level, mine in json.loads(path.read_text(encoding="utf-8")).items():
                into = total.setdefault(level, dict.fromkeys(COUNTS, 0.0))
                for key in COUNTS:
                    into[key] += mine.get(key, 0.0)
        print(report(total))
        return 0
    levels = [parse_level(name) for name in args.bots.split(",")]
    if len(levels) < 2:
        print("--bots: name two or more levels, e.g. easy,normal,hard", file=sys.stderr)
        return 2
    counts = {level.value: dict.fromkeys(COUNTS, 0.0) for level in levels}
    positions: list[dict[str, Any]] = []
    started = time.perf_counter()
    for index in range(args.games):
        turn = index % len(levels)
        seats = levels[turn:] + levels[:turn]
        play(seats, args.seed + index, counts, positions)
        if (index + 1) % 10 == 0:
            print(f"{index + 1} games, {time.perf_counter() - started:.0f} s", file=sys.stderr)
    if args.json is not None:
        args.json.write_text(json.dumps(counts), encoding="utf-8")
    if args.positions is not None:
        args.positions.write_text(json.dumps(positions), encoding="utf-8")
    print(f"seed {args.seed}, {args.games} games, {time.perf_counter() - started:.0f} s")
    print(report(counts))
    return 0


if __name__ == "__main__":
    sys.exit(main())
