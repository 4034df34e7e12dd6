"""``eighty-days replay FILE --check``: a summary of a good save, the problem and its place
for a bad one, never a traceback (issue 8, "a clear … CLI message")."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest
from saves_helpers import JOURNEY_SAMPLE, RACE_SAMPLE

from eighty_days.commands import replay


def _run(path: Path) -> int:
    parser = argparse.ArgumentParser()
    replay.configure(parser)
    return replay.run(parser.parse_args([str(path), "--check"]))


@pytest.mark.parametrize("path", [JOURNEY_SAMPLE, RACE_SAMPLE])
def test_check_summarises_a_good_save(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A good save: its game, players and number of legal actions, exit code 0."""
    assert _run(path) == 0
    out = capsys.readouterr().out
    assert "actions replayed, every one legal" in out and "Ann" in out


def test_check_names_the_problem_and_its_place(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A hand-edited illegal action: exit code 2, the file, actions[N] and the reason."""
    data = json.loads(RACE_SAMPLE.read_text(encoding="utf-8"))
    data["actions"][5] = {"type": "draw_cards", "count": 7}
    bad = tmp_path / "bad.80days.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    assert _run(bad) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"eighty-days replay: {bad}: actions[5]: not a valid action")
    assert "Traceback" not in err


def test_check_of_a_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A file that is not there: a one-line message, exit code 2."""
    assert _run(tmp_path / "nowhere.json") == 2
    assert "cannot open the file" in capsys.readouterr().err
