"""The headless simulator and ``eighty-days simulate``: the figures of tiny runs, the
Wilson interval, the seat rotation and clear messages for bad options."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from ai_helpers import small_sheet

from eighty_days.ai.base import Level
from eighty_days.ai.simulate import (
    SimulationSettings,
    calendar_date,
    format_report,
    simulate,
    wilson_interval,
)
from eighty_days.cli import main
from eighty_days.engine.game import race_game
from eighty_days.sheet.io import save_map


def test_wilson_interval_matches_the_textbook_values() -> None:
    """5 of 10 gives [23.7 %, 76.3 %]; 0 of 20 gives [0, 16.1 %]; no trials: [0, 1]."""
    low, high = wilson_interval(5, 10)
    assert (round(low, 4), round(high, 4)) == (0.2366, 0.7634)
    low, high = wilson_interval(0, 20)
    assert low == 0.0 and round(high, 4) == 0.1611
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_calendar_dates_follow_ruling_r2024_01() -> None:
    """Day 0 is 2 October 1872 and day 80 is 21 December (ruling R2024-01)."""
    assert calendar_date(0) == "2 Oct"
    assert calendar_date(80) == "21 Dec"
    assert calendar_date(60) == "1 Dec"


def test_rotation_turns_the_levels_round_the_seats() -> None:
    """With --rotate each level takes each seat in turn."""
    settings = SimulationSettings(race_game(), (Level.HARD, Level.EASY), 4, rotate=True)
    assert [settings.seat_levels(k) for k in range(3)] == [
        (Level.HARD, Level.EASY),
        (Level.EASY, Level.HARD),
        (Level.HARD, Level.EASY),
    ]
    fixed = SimulationSettings(race_game(), (Level.HARD,), 2, players=3)
    assert fixed.seat_levels(1) == (Level.HARD, Level.HARD, Level.HARD)


def test_a_race_simulation_counts_every_game_once() -> None:
    """Wins per seat and per level add up to the games played; lengths are recorded."""
    settings = SimulationSettings(race_game(), (Level.HARD, Level.NORMAL), 6, seed=3, rotate=True)
    report = simulate(settings)
    data = report.to_dict()
    assert data["games"] == 6 and data["unfinished"] == 0
    assert sum(row["wins"] for row in data["wins_per_seat"]) == pytest.approx(6)
    assert sum(row["wins"] for row in data["wins_per_level"].values()) == pytest.approx(6)
    assert data["wins_per_level"]["hard"]["seats"] == 6
    assert data["turns"]["min"] > 1
    again = simulate(settings).to_dict()
    assert [r["wins"] for r in again["wins_per_seat"]] == [r["wins"] for r in data["wins_per_seat"]]


def test_games_shared_among_processes_give_the_same_records() -> None:
    """--jobs 2 plays each game from its own seeds: the same records as one process
    (all but the decision times), in the same order."""
    settings = SimulationSettings(race_game(), (Level.HARD, Level.EASY), 5, seed=8, rotate=True)
    alone = simulate(settings)
    shared = simulate(settings, jobs=2)

    def outcome(record: object) -> tuple[object, ...]:
        return tuple(getattr(record, name) for name in ("levels", "winners", "finished", "turns"))

    assert [outcome(r) for r in shared.records] == [outcome(r) for r in alone.records]
    assert len({outcome(r) for r in alone.records}) > 1  # not five copies of one game


def test_the_simulate_command_prints_the_race_figures(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """``eighty-days simulate --game race`` prints win rates with intervals, the game
    length and the speed, shows a progress bar on stderr and writes the JSON."""
    out = tmp_path / "race.json"
    code = main(
        [
            "simulate",
            "--game",
            "race",
            "--players",
            "3",
            "--bots",
            "hard,normal,easy",
            "--games",
            "3",
            "--seed",
            "9",
            "--json",
            str(out),
        ]
    )
    captured = capsys.readouterr()
    assert code == 0
    assert "3 race games, 3 players, bots hard,normal,easy, seed 9" in captured.out
    assert "Wins per seat (95% Wilson interval):" in captured.out
    assert "  seat 3: " in captured.out
    assert "Game length in turns: mean" in captured.out
    assert "games per second" in captured.out
    assert "3/3 games" in captured.err
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["games"] == 3 and data["players"] == 3
    assert sum(row["wins"] for row in data["wins_per_seat"]) == pytest.approx(3)


def test_the_simulate_command_prints_the_journey_figures(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """A tiny journey run on a small map: completion share, score per category, transport
    cards and characters taken, decision times."""
    map_file = tmp_path / "small.yaml"
    save_map(small_sheet(), map_file)
    out = tmp_path / "journey.json"
    code = main(
        [
            "simulate",
            "--game",
            "journey",
            "--bots",
            "easy",
            "--players",
            "2",
            "--games",
            "2",
            "--map",
            str(map_file),
            "--json",
            str(out),
            "--quiet",
        ]
    )
    captured = capsys.readouterr()
    assert code == 0, captured.err
    assert captured.err == ""
    assert "Journeys completed within 80 days:" in captured.out
    assert "Mean score per category:" in captured.out
    assert "Transport cards taken (" in captured.out
    assert "Characters taken (share of games):" in captured.out
    assert "easy: p50" in captured.out
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["journeys"] == 4
    turns = data["transport_turns"]
    assert turns == sum(row["taken"] for row in data["transport_cards"].values()) > 0
    scores = data["score_per_category"]["easy"]
    assert scores["total"] == pytest.approx(
        sum(scores[k] for k in ("money", "calendar", "balloons", "areas", "adventures"))
    )


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["--bots", "clever"], "unknown level 'clever'"),
        (["--game", "journey", "--players", "5"], "for 2 to 4 players, not 5"),
        (["--game", "race", "--ruler-unit", "6"], "are for the journey game"),
        (["--games", "0"], "--games must be between"),
        (["--map", "/no/such/map.yaml"], "no map file at"),
        (["--bots", "easy,easy,easy", "--players", "2"], "3 bots given for 2 players"),
    ],
)
def test_bad_options_get_a_clear_message(
    capsys: pytest.CaptureFixture[str], arguments: list[str], message: str
) -> None:
    """Bad options end with exit code 2 and a message, never a traceback."""
    assert main(["simulate", *arguments]) == 2
    assert message in capsys.readouterr().err


def test_the_help_names_every_level_a_seat_can_play(capsys: pytest.CaptureFixture[str]) -> None:
    """``simulate --help`` lists the levels ``--bots`` takes, the journey's expert too."""
    with pytest.raises(SystemExit):
        main(["simulate", "--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    assert "(easy, normal, hard; expert in the journey)" in help_text


def test_format_report_names_the_unfinished_games() -> None:
    """A report says how many games were stopped (none here) and the speed."""
    report = simulate(SimulationSettings(race_game(), (Level.EASY,), 1, players=2))
    text = format_report(report)
    assert "stopped unfinished" not in text
    assert "Speed:" in text


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (
            ["--game", "journey", "--bots", "easy,easy", "--ruler-unit", "100"],
            "--ruler-unit must be a number from 0.5 to 8 (within a factor of 4 of the map's own "
            "2), not 100",
        ),
        (["--game", "race", "--bots", "expert,easy"], "the race has no expert level"),
    ],
)
def test_the_simulators_own_refusals_are_english_sentences(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    arguments: list[str],
    message: str,
) -> None:
    """Issue 21: the simulator's problems are message values; the command line prints their
    English sentence (exit code 2), never a traceback or a message key."""
    sheet = tmp_path / "small.yaml"
    save_map(small_sheet(), sheet)
    extra = ["--map", str(sheet)] if "journey" in arguments else []
    assert main(["simulate", *arguments, *extra]) == 2
    err = capsys.readouterr().err
    assert message in err
    assert "Traceback" not in err and "simulate." not in err.replace("eighty-days simulate", "")


def test_a_file_that_is_not_a_card_file_is_named(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """``--cards`` on a YAML file of another kind: the file and "not a card file", exit 2."""
    cards = tmp_path / "cards.yaml"
    cards.write_text("- just a list\n", encoding="utf-8")
    arguments = ["simulate", "--game", "journey", "--bots", "easy,easy", "--cards", str(cards)]
    assert main(arguments) == 2
    err = capsys.readouterr().err
    assert str(cards) in err and "Traceback" not in err
