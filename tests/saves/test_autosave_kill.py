"""A game killed with SIGKILL mid-game resumes from its autosave at the same state, losing
at most the action in progress (issue 8: autosave after every committed action, atomically)."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from save_driver import new_random_game, random_game
from saves_helpers import JOURNEY_MAP, game_map

from eighty_days.saves import JOURNEY, RACE, load_save

CASES = {
    # game: (players, extra arguments, kill after this many saved actions)
    JOURNEY: (4, ["--map", str(JOURNEY_MAP)], 6),
    RACE: (4, [], 30),
}


#: The headless player, run as a program of its own.
DRIVER = Path(__file__).parents[1] / "support" / "save_driver.py"

#: Progress lines this long fill the pipe after a few lines, so the driver can never run
#: far ahead of the test reading them (it stays mid-game however busy the machine is).
PADDING = 8192


def _driver(game: str, autosave: Path, *more: str) -> subprocess.Popen[str]:
    players, extra, _ = CASES[game]
    command = [
        sys.executable, str(DRIVER), "--game", game, "--seed", "77",
        "--players", str(players), "--autosave", str(autosave), *extra, *more,
    ]  # fmt: skip
    return subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX")
@pytest.mark.parametrize("game", [JOURNEY, RACE])
def test_a_killed_game_resumes_from_its_autosave(game: str, tmp_path: Path) -> None:
    """Kill -9 while the driver plays and autosaves: the autosave loads, equals a fresh
    replay of the same actions, holds every reported action (at most one more), resumes."""
    autosave = tmp_path / "autosave" / f"{game}.80days.json"
    kill_after = CASES[game][2]
    process = _driver(game, autosave, "--padding", str(PADDING))
    assert process.stdout is not None
    reported = -1
    for line in process.stdout:
        reported = int(line.split()[1])
        if reported >= kill_after:
            break  # kill now: the driver is playing on (or waiting for the pipe) mid-game
    assert reported >= kill_after, process.stderr.read() if process.stderr else ""
    assert process.poll() is None, "the game ended before it could be killed mid-game"
    os.kill(process.pid, signal.SIGKILL)
    process.wait(timeout=30)
    assert process.returncode == -signal.SIGKILL
    for line in process.stdout:  # lines written before the kill landed
        if line.startswith("saved"):
            reported = int(line.split()[1])

    loaded = load_save(autosave)
    saved = len(loaded.record.actions)
    assert reported <= saved <= reported + 1, "more than the action in progress was lost"

    players = CASES[game][0]
    fresh = random_game(
        new_random_game(game, 77, players, game_map(game)), saved, random.Random(77)
    )
    assert loaded.state == fresh[saved], "the autosave is not the game that was played"

    resumed = _driver(game, autosave, "--resume", "--max-actions", "10")
    out, err = resumed.communicate(timeout=120)
    assert resumed.returncode == 0, err
    assert out.startswith(f"resumed {saved}\n") and out.rstrip().endswith("finished")
    final = load_save(autosave)
    assert len(final.record.actions) == saved + 10 or final.rules.is_terminal(final.state)
    assert final.record.actions[:saved] == loaded.record.actions


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX")
@pytest.mark.parametrize("game", [JOURNEY, RACE])
def test_a_kill_loses_at_most_the_action_in_progress_of_every_game_in_progress(
    game: str, tmp_path: Path
) -> None:
    """Issue 44: three games in progress played an action each in turn, each autosaved into
    its own file; kill -9 mid-play: every game's file loads, equals a fresh replay, and holds
    every action reported for it (at most the one being written more)."""
    players, extra, kill_after = CASES[game]
    store = tmp_path / "in-progress"
    command = [
        sys.executable, str(DRIVER), "--game", game, "--seed", "77",
        "--players", str(players), "--store", str(store), "--games", "3",
        "--padding", str(PADDING), *extra,
    ]  # fmt: skip
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert process.stdout is not None
    ids: dict[int, str] = {}
    reported = {0: 0, 1: 0, 2: 0}

    def read(line: str) -> None:
        words = line.split()
        if words and words[0] == "game":
            ids[int(words[1])] = words[2]
        elif words and words[0] == "saved":
            reported[int(words[1])] = int(words[2])

    for line in process.stdout:
        read(line)
        if min(reported.values()) >= kill_after // 3 + 1:
            break
    assert process.poll() is None, process.stderr.read() if process.stderr else ""
    os.kill(process.pid, signal.SIGKILL)
    process.wait(timeout=30)
    assert process.returncode == -signal.SIGKILL
    for line in process.stdout:  # lines written before the kill landed
        read(line)

    assert len(ids) == 3 and len(set(ids.values())) == 3
    for index, game_id in ids.items():
        loaded = load_save(store / f"{game_id}.80days.json")
        saved = len(loaded.record.actions)
        assert reported[index] <= saved <= reported[index] + 1, f"game {index} lost actions"
        fresh = random_game(
            new_random_game(game, 77 + index, players, game_map(game)),
            saved,
            random.Random(77 + index),
        )
        assert loaded.state == fresh[saved], f"game {index} is not the game that was played"
