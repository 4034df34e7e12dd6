"""The headless simulator: computer opponents play whole games, and the figures come out.

``simulate(settings)`` plays ``settings.games`` games of the journey or the race with the
given bots (one level per seat, repeated if fewer are given; ``rotate`` turns the levels
round the seats game by game so that no level keeps the best seat) and returns a
``SimulationReport``: wins per seat and per level with 95 % Wilson intervals, and for the
journey the share of journeys completed within 80 days, the arrival days, the score per
category, how often each transport card and each character is taken; for the race the
game length in turns. Game ``k`` is set up from seed ``seed + k``, so a run replays
exactly. Nothing here knows about Qt; ``eighty-days simulate`` prints the report.
"""

from __future__ import annotations

import math
import statistics
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from datetime import date, timedelta
from pathlib import Path
from typing import Any

from eighty_days.ai.base import Game, Level
from eighty_days.ai.bots import make_journey_bot
from eighty_days.ai.race import RaceBot
from eighty_days.messages import Message, MessageError, define, plural_english

NO_EXPERT_RACE = define(
    "simulate.no_expert_race", "the race has no expert level: easy, normal or hard"
)
BAD_RULER_UNIT = define(
    "simulate.bad_ruler_unit",
    "--ruler-unit must be a number from {low} to {high} (within a factor of {factor} of the "
    "map's own {unit}), not {value}",
)
NOT_A_CARD_FILE = define("simulate.not_a_card_file", "not a card file: {error}")

#: 95 % two-sided normal quantile, for the Wilson interval.
Z95 = 1.959963984540054
#: Day 0 of the journey calendar (ruling R2024-01).
CALENDAR_START = date(1872, 10, 2)
#: A game taking more actions than this is stopped and counted as unfinished.
MAX_JOURNEY_ACTIONS = 4000
MAX_RACE_ACTIONS = 6000

ProgressCallback = Callable[[int, int], None]


def wilson_interval(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (``(0, 1)`` when there are no trials)."""
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def calendar_date(day: int) -> str:
    """The date of a calendar day, e.g. ``"21 Dec"`` for day 80 (R2024-01)."""
    when = CALENDAR_START + timedelta(days=day)
    return f"{when.day} {when.strftime('%b')}"


@dataclass(frozen=True)
class SimulationSettings:
    """What to simulate: the game, the players' levels, how many games, from which seed.

    ``map_path`` (journey) defaults to the world map; ``ruler_unit`` overrides the map's
    scale and ``cards_path`` the card file for balance experiments.
    """

    game: Game
    levels: tuple[Level, ...]
    games: int
    seed: int = 0
    players: int | None = None
    rotate: bool = False
    map_path: Path | None = None
    ruler_unit: float | None = None
    cards_path: Path | None = None

    @property
    def player_count(self) -> int:
        """How many players sit at the table."""
        return self.players if self.players is not None else len(self.levels)

    def __post_init__(self) -> None:
        if self.game is Game.RACE and Level.EXPERT in self.levels:
            raise MessageError(NO_EXPERT_RACE())

    def seat_levels(self, game_index: int) -> tuple[Level, ...]:
        """The level of each seat in game ``game_index``."""
        count = self.player_count
        shift = game_index % count if self.rotate else 0
        return tuple(self.levels[(seat + shift) % len(self.levels)] for seat in range(count))


@dataclass(frozen=True)
class GameRecord:
    """What one game left behind: the seats' levels, winners and per-game figures."""

    levels: tuple[Level, ...]
    winners: tuple[int, ...]
    finished: bool
    turns: int
    decisions: tuple[tuple[Level, float], ...] = ()
    #: journey only: per seat (arrival day or None, within 80 days, score categories)
    arrivals: tuple[int | None, ...] = ()
    on_time: tuple[bool, ...] = ()
    categories: tuple[dict[str, int], ...] = ()
    cards_taken: tuple[str, ...] = ()
    characters_taken: frozenset[str] = frozenset()


@dataclass
class SimulationReport:
    """The figures of a simulation (see the module docstring)."""

    settings: SimulationSettings
    records: list[GameRecord] = field(default_factory=list)
    seconds: float = 0.0

    # -- figures -------------------------------------------------------------------------

    def seat_wins(self) -> list[tuple[int, float, int]]:
        """Per seat: (seat, wins (shared victories split), games)."""
        count = self.settings.player_count
        wins = [0.0] * count
        for record in self.records:
            for winner in record.winners:
                wins[winner] += 1.0 / len(record.winners)
        return [(seat, wins[seat], len(self.records)) for seat in range(count)]

    def level_wins(self) -> dict[Level, tuple[float, int]]:
        """Per level: (wins, seats played), shared victories split."""
        wins: dict[Level, float] = {}
        seats: Counter[Level] = Counter()
        for record in self.records:
            for seat, level in enumerate(record.levels):
                seats[level] += 1
                if seat in record.winners:
                    wins[level] = wins.get(level, 0.0) + 1.0 / len(record.winners)
        return {level: (wins.get(level, 0.0), seats[level]) for level in seats}

    def to_dict(self) -> dict[str, Any]:
        """The report as plain data (for ``--json``)."""
        settings = self.settings
        games = len(self.records)
        data: dict[str, Any] = {
            "game": settings.game.value,
            "players": settings.player_count,
            "bots": [level.value for level in settings.levels],
            "rotate": settings.rotate,
            "games": games,
            "seed": settings.seed,
            "unfinished": sum(1 for r in self.records if not r.finished),
            "seconds": round(self.seconds, 3),
            "games_per_second": round(games / self.seconds, 4) if self.seconds > 0 else None,
            "wins_per_seat": [
                {
                    "seat": seat + 1,
                    "wins": wins,
                    "games": played,
                    "rate": wins / played if played else 0.0,
                    "interval95": list(wilson_interval(wins, played)),
                }
                for seat, wins, played in self.seat_wins()
            ],
            "wins_per_level": {
                level.value: {
                    "wins": wins,
                    "seats": played,
                    "rate": wins / played if played else 0.0,
                    "interval95": list(wilson_interval(wins, played)),
                }
                for level, (wins, played) in self.level_wins().items()
            },
            "decision_ms": self._decision_times(),
            "turns": _summary([float(r.turns) for r in self.records]),
        }
        if settings.ruler_unit is not None:
            data["ruler_unit"] = settings.ruler_unit
        if settings.cards_path is not None:
            data["cards"] = str(settings.cards_path)
        if settings.game is Game.JOURNEY:
            data.update(self._journey_figures())
        return data

    def _decision_times(self) -> dict[str, dict[str, float]]:
        times: dict[Level, list[float]] = {}
        for record in self.records:
            for level, seconds in record.decisions:
                times.setdefault(level, []).append(seconds * 1000.0)
        result: dict[str, dict[str, float]] = {}
        for level, samples in times.items():
            ordered = sorted(samples)
            result[level.value] = {
                "p50": round(ordered[len(ordered) // 2], 2),
                "p95": round(ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))], 2),
                "count": len(ordered),
            }
        return result

    def _journey_figures(self) -> dict[str, Any]:
        journeys = [
            (arrival, on_time)
            for record in self.records
            for arrival, on_time in zip(record.arrivals, record.on_time, strict=True)
        ]
        completed = sum(1 for _, on_time in journeys if on_time)
        arrival_days = sorted(day for day, on_time in journeys if day is not None and on_time)
        histogram: Counter[str] = Counter()
        for day in arrival_days:
            histogram[_week_of(day)] += 1
        categories: dict[str, dict[str, float]] = {}
        per_level: dict[Level, list[dict[str, int]]] = {}
        for record in self.records:
            for level, score in zip(record.levels, record.categories, strict=True):
                per_level.setdefault(level, []).append(score)
        for level, scores in per_level.items():
            categories[level.value] = {
                name: round(statistics.fmean(s[name] for s in scores), 2) for name in scores[0]
            }
        turns = sum(len(r.cards_taken) for r in self.records)
        card_counts: Counter[str] = Counter()
        for record in self.records:
            card_counts.update(record.cards_taken)
        character_games: Counter[str] = Counter()
        for record in self.records:
            character_games.update(record.characters_taken)
        games = len(self.records)
        median = statistics.median(arrival_days) if arrival_days else None
        return {
            "journeys": len(journeys),
            "completed_within_80_days": completed,
            "completed_share": completed / len(journeys) if journeys else 0.0,
            "completed_interval95": list(wilson_interval(completed, len(journeys))),
            "arrival_day_median": median,
            "arrival_date_median": calendar_date(round(median)) if median is not None else None,
            "arrival_day_quartiles": _quartiles(arrival_days),
            "arrival_weeks": dict(sorted(histogram.items())),
            "score_per_category": categories,
            "transport_turns": turns,
            "transport_cards": {
                card: {"taken": count, "share_of_turns": count / turns if turns else 0.0}
                for card, count in sorted(card_counts.items())
            },
            "characters": {
                name: {"games": count, "share_of_games": count / games if games else 0.0}
                for name, count in sorted(character_games.items())
            },
        }


def _week_of(day: int) -> str:
    """A label of the calendar week a day falls in (from 2 October, seven days each)."""
    first = (day // 7) * 7
    return f"day {first:02d}-{first + 6:02d} ({calendar_date(first)})"


def _quartiles(values: Sequence[int]) -> list[float] | None:
    if len(values) < 2:
        return None
    return [float(q) for q in statistics.quantiles(values, n=4)]


def _summary(values: Sequence[float]) -> dict[str, float] | None:
    if not values:
        return None
    ordered = sorted(values)
    return {
        "mean": round(statistics.fmean(ordered), 2),
        "median": float(statistics.median(ordered)),
        "min": ordered[0],
        "max": ordered[-1],
    }


# -- playing games ---------------------------------------------------------------------------


def _bot_seed(seed: int, game_index: int, seat: int) -> int:
    return (seed * 1_000_003 + game_index * 101 + seat) & ((1 << 63) - 1)


def play_journey_game(
    sheet: Any, levels: Sequence[Level], seed: int, bot_seed: int, cards: Any = None
) -> GameRecord:
    """One journey game on ``sheet`` between bots of ``levels`` (seat order).

    ``cards`` is a ``CardSet`` to play with instead of the shipped one.
    """
    from eighty_days.engine.journey import (
        LAST_DAY,
        CharacterTaken,
        FixStruck,
        JourneyEnded,
        Phase,
        TakeBalloon,
        TakeTransport,
        apply,
        default_config,
        new_game,
        outcome,
        quote,
    )

    config = default_config([f"Player {i + 1}" for i in range(len(levels))], sheet)
    if cards is not None:
        config = replace(config, cards=cards)
    state = new_game(config, seed)
    bots = [make_journey_bot(level, bot_seed + seat) for seat, level in enumerate(levels)]
    decisions: list[tuple[Level, float]] = []
    taken_cards: list[str] = []
    characters: set[str] = set()
    arrivals: list[int | None] = [None] * len(levels)
    actions = 0
    while state.phase is not Phase.GAME_OVER and actions < MAX_JOURNEY_ACTIONS:
        seat = state.active
        assert seat is not None
        started = time.perf_counter()
        action = bots[seat].decide(state)
        decisions.append((levels[seat], time.perf_counter() - started))
        if isinstance(action, TakeTransport | TakeBalloon):
            taken_cards.append(quote(state, action).card_id)
        state = apply(state, action)
        actions += 1
        for event in state.last_events:
            if isinstance(event, CharacterTaken):
                characters.add(event.character.value)
            elif isinstance(event, FixStruck):
                characters.add("fix")
            elif isinstance(event, JourneyEnded) and event.arrived:
                arrivals[event.player] = state.players[event.player].day
    finished = state.phase is Phase.GAME_OVER
    result = outcome(state)
    categories = tuple(
        {
            "money": score.money,
            "calendar": score.calendar,
            "balloons": score.balloons,
            "areas": score.areas,
            "adventures": score.adventures,
            "total": score.total,
        }
        for score in result.scores
    )
    on_time = tuple(
        arrival is not None and arrival <= LAST_DAY and state.players[seat].calendar_points > 0
        for seat, arrival in enumerate(arrivals)
    )
    return GameRecord(
        levels=tuple(levels),
        winners=result.winners if finished else (),
        finished=finished,
        turns=state.turn,
        decisions=tuple(decisions),
        arrivals=tuple(arrivals),
        on_time=on_time,
        categories=categories,
        cards_taken=tuple(taken_cards),
        characters_taken=frozenset(characters),
    )


def play_race_game(levels: Sequence[Level], seed: int, bot_seed: int) -> GameRecord:
    """One race between bots of ``levels`` (seat order) on the default board."""
    from eighty_days.engine.race import RaceConfig, apply, current_player
    from eighty_days.shipped_race import new_race

    names = tuple(f"Player {i + 1}" for i in range(len(levels)))
    state = new_race(RaceConfig(names), seed)
    bots = [RaceBot(level, bot_seed + seat) for seat, level in enumerate(levels)]
    decisions: list[tuple[Level, float]] = []
    actions = 0
    while state.winner is None and actions < MAX_RACE_ACTIONS:
        seat = current_player(state)
        assert seat is not None
        started = time.perf_counter()
        action = bots[seat].decide(state)
        decisions.append((levels[seat], time.perf_counter() - started))
        state = apply(state, action)
        actions += 1
    finished = state.winner is not None
    return GameRecord(
        levels=tuple(levels),
        winners=(state.winner,) if state.winner is not None else (),
        finished=finished,
        turns=state.turn_number,
        decisions=tuple(decisions),
    )


#: ``--ruler-unit`` may change the map's own scale by at most this factor either way: a
#: much smaller unit makes the computer's route graph too large to build.
RULER_UNIT_FACTOR = 4.0


def ruler_unit_problem(ruler_unit: float, map_unit: float) -> Message | None:
    """Why ``ruler_unit`` cannot replace the map's ``map_unit``, or ``None``."""
    low, high = map_unit / RULER_UNIT_FACTOR, map_unit * RULER_UNIT_FACTOR
    if not math.isfinite(ruler_unit) or not low <= ruler_unit <= high:
        return BAD_RULER_UNIT(
            low=float(low),
            high=float(high),
            factor=float(RULER_UNIT_FACTOR),
            unit=float(map_unit),
            value=float(ruler_unit),
        )
    return None


def load_sheet(settings: SimulationSettings) -> Any:
    """The journey map of a simulation (with the ruler unit overridden if asked);
    ``DataError`` for a bad map, ``ValueError`` for a ruler unit the map cannot take."""
    from eighty_days.resources import default_world_map_path
    from eighty_days.sheet.io import load_map

    sheet = load_map(settings.map_path or default_world_map_path())
    if settings.ruler_unit is not None:
        problem = ruler_unit_problem(settings.ruler_unit, sheet.ruler_unit)
        if problem is not None:
            raise MessageError(problem)
        sheet = replace(sheet, ruler_unit=settings.ruler_unit)
    return sheet


def _load_cards(settings: SimulationSettings) -> Any:
    """The card set to play with instead of the shipped one (``None``: the shipped one);
    ``DataError`` if the file is not a card file."""
    if settings.cards_path is None:
        return None
    from eighty_days.engine.journey import parse_cards
    from eighty_days.resources import DataError, read_data_text

    source = str(settings.cards_path)
    try:
        return parse_cards(read_data_text(settings.cards_path), source)
    except DataError:
        raise
    except (ValueError, TypeError, KeyError, AttributeError) as error:
        raise DataError(source, [NOT_A_CARD_FILE(error=str(error))]) from None


def check_settings(settings: SimulationSettings) -> None:
    """Read the map and the cards of ``settings`` once before any game is played, so that
    a bad file or option is reported at once (``DataError`` or ``ValueError``)."""
    if settings.game is Game.JOURNEY:
        load_sheet(settings)
        _load_cards(settings)


def _play(settings: SimulationSettings, index: int, sheet: Any, cards: Any) -> GameRecord:
    """Game ``index`` of ``settings``: dealt from ``seed + index``, so it plays the same
    wherever and in whatever order it is played."""
    levels = settings.seat_levels(index)
    seed = settings.seed + index
    bot_seed = _bot_seed(settings.seed, index, 0)
    if settings.game is Game.JOURNEY:
        return play_journey_game(sheet, levels, seed, bot_seed, cards)
    return play_race_game(levels, seed, bot_seed)


#: A worker process's map and cards, loaded once per process (``_worker_start``).
_WORKER_TABLE: dict[str, Any] = {}


def _worker_start(settings: SimulationSettings) -> None:
    _WORKER_TABLE["sheet"] = load_sheet(settings) if settings.game is Game.JOURNEY else None
    _WORKER_TABLE["cards"] = _load_cards(settings)


def _worker_play(settings: SimulationSettings, index: int) -> tuple[int, GameRecord]:
    return index, _play(settings, index, _WORKER_TABLE["sheet"], _WORKER_TABLE["cards"])


def simulate(
    settings: SimulationSettings, progress: ProgressCallback | None = None, jobs: int = 1
) -> SimulationReport:
    """Play the games of ``settings`` and gather the figures.

    With ``jobs`` > 1 the games are shared among that many worker processes; each game is
    dealt and decided from its own seeds, so the records (all but the decision times) are
    those of one process playing them in order.
    """
    report = SimulationReport(settings)
    started = time.perf_counter()
    if jobs <= 1 or settings.games <= 1:
        sheet = load_sheet(settings) if settings.game is Game.JOURNEY else None
        cards = _load_cards(settings)
        for index in range(settings.games):
            report.records.append(_play(settings, index, sheet, cards))
            if progress is not None:
                progress(index + 1, settings.games)
    else:
        from concurrent.futures import ProcessPoolExecutor, as_completed

        records: dict[int, GameRecord] = {}
        with ProcessPoolExecutor(
            max_workers=min(jobs, settings.games),
            initializer=_worker_start,
            initargs=(settings,),
        ) as pool:
            futures = [
                pool.submit(_worker_play, settings, index) for index in range(settings.games)
            ]
            for future in as_completed(futures):
                index, record = future.result()
                records[index] = record
                if progress is not None:
                    progress(len(records), settings.games)
        report.records.extend(records[index] for index in range(settings.games))
    report.seconds = time.perf_counter() - started
    return report


def format_report(report: SimulationReport) -> str:
    """The report as text for the terminal."""
    data = report.to_dict()
    lines = [
        plural_english(f"%n {data['game']} game(s)", data["games"])
        + f", {data['players']} players, bots "
        f"{','.join(data['bots'])}{' (rotated round the seats)' if data['rotate'] else ''}, "
        f"seed {data['seed']}"
        + (f", ruler unit {data['ruler_unit']}" if "ruler_unit" in data else "")
        + (f", cards {data['cards']}" if "cards" in data else ""),
    ]
    if data["unfinished"]:
        unfinished = plural_english("  %n game(s) stopped unfinished", data["unfinished"])
        lines.append(f"{unfinished} (too many actions)")
    lines.append("Wins per seat (95% Wilson interval):")
    for row in data["wins_per_seat"]:
        low, high = row["interval95"]
        lines.append(
            f"  seat {row['seat']}: {row['wins']:g}/{row['games']} = {row['rate']:.1%} "
            f"[{low:.1%}, {high:.1%}]"
        )
    lines.append("Wins per level (95% Wilson interval):")
    for level, row in data["wins_per_level"].items():
        low, high = row["interval95"]
        lines.append(
            f"  {level}: {row['wins']:g}/{row['seats']} seats = {row['rate']:.1%} "
            f"[{low:.1%}, {high:.1%}]"
        )
    turns = data["turns"]
    if turns is not None:
        label = "turns" if data["game"] == "race" else "turns (all players)"
        lines.append(
            f"Game length in {label}: mean {turns['mean']}, median {turns['median']}, "
            f"min {turns['min']:g}, max {turns['max']:g}"
        )
    if data["game"] == "journey":
        low, high = data["completed_interval95"]
        lines.append(
            f"Journeys completed within 80 days: {data['completed_within_80_days']}/"
            f"{data['journeys']} = {data['completed_share']:.1%} [{low:.1%}, {high:.1%}]"
        )
        if data["arrival_day_median"] is not None:
            quartiles = data["arrival_day_quartiles"]
            quartile_text = (
                f" (quartiles day {quartiles[0]:g}, {quartiles[2]:g})" if quartiles else ""
            )
            lines.append(
                f"Median arrival: day {data['arrival_day_median']:g} = "
                f"{data['arrival_date_median']} 1872{quartile_text}"
            )
            lines.append("Arrival days (completed journeys):")
            for week, count in data["arrival_weeks"].items():
                lines.append(f"  {week}: {count}")
        lines.append("Mean score per category:")
        for level, scores in data["score_per_category"].items():
            text = ", ".join(f"{name} {value:g}" for name, value in scores.items())
            lines.append(f"  {level}: {text}")
        lines.append(f"Transport cards taken ({data['transport_turns']} turns):")
        for card, row in data["transport_cards"].items():
            lines.append(f"  {card}: {row['taken']} ({row['share_of_turns']:.1%} of turns)")
        lines.append("Characters taken (share of games):")
        for name, row in data["characters"].items():
            lines.append(f"  {name}: {row['games']} ({row['share_of_games']:.0%})")
    lines.append("Decision time per level (ms):")
    for level, row in data["decision_ms"].items():
        lines.append(
            f"  {level}: p50 {row['p50']:g}, p95 {row['p95']:g} ({row['count']} decisions)"
        )
    rate = data["games_per_second"]
    lines.append(
        f"Speed: {data['seconds']:.1f} s, "
        + (f"{rate:.3g} games per second" if rate is not None else "n/a")
    )
    return "\n".join(lines)
