"""Every polygon of a map lies inside the map's bounds (issue 45, item 2).

A polygon reaching far beyond the bounds passed ``check-map`` and then hung the program
while its mountain peaks were laid out over its whole extent. Each case moves one ring of
the valid sample map (maps/sample-small.yaml, bounds x 0 to 60, y 0 to 30) past the
bounds and checks the problem, its place and its line.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from eighty_days.resources import DataError
from eighty_days.sheet.io import load_map, load_map_text

BEYOND = "the ring reaches outside the map bounds (x 0 to 60, y 0 to 30)"

# (case, text in the sample, its replacement, the problem the broken map must report)
OUTSIDE_MAPS: list[tuple[str, str, str, str]] = [
    (
        "mountains-far-beyond",
        '"15 15 18 15 18 20 15 20"',
        '"15 15 500 15 500 400 15 400"',
        f"mountains[0].outer: {BEYOND}: its point (500, 15) is beyond them (line 45)",
    ),
    (
        "land-below",
        '"38 5 60 5 60 25 38 25"',
        '"38 -0.5 60 5 60 25 38 25"',
        f"land[1].outer: {BEYOND}: its point (38, -0.5) is beyond them (line 35)",
    ),
    (
        "canal-left",
        '"10 5 11 5 11 25 10 25"',
        '"10 5 11 5 11 25 -10 25"',
        f"canals[0].outer: {BEYOND}: its point (-10, 25) is beyond them (line 42)",
    ),
    (
        "area-region-above",
        '"0 0 24 0 24 30 0 30"',
        '"0 0 24 0 24 30.001 0 30"',
        f"areas[0].region[0].outer: {BEYOND}: its point (24, 30.001) is beyond them (line 16)",
    ),
]


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [case[1:] for case in OUTSIDE_MAPS],
    ids=[case[0] for case in OUTSIDE_MAPS],
)
def test_a_polygon_outside_the_bounds_is_refused_with_its_line(
    sample_text: str, tmp_path: Path, old: str, new: str, expected: str
) -> None:
    """Land, canals, mountains and area regions reaching past the bounds are refused."""
    assert sample_text.count(old) == 1, f"the sample map should hold {old!r} once"
    broken = tmp_path / "broken.yaml"
    broken.write_text(sample_text.replace(old, new), encoding="utf-8")
    with pytest.raises(DataError) as caught:
        load_map(broken)
    assert [str(problem) for problem in caught.value.problems] == [expected]


def test_a_hole_outside_the_bounds_is_refused(sample_text: str) -> None:
    """A hole is a ring too: one past the bounds is named by its index."""
    text = sample_text.replace(
        '  - outer: "38 5 60 5 60 25 38 25"\n',
        '  - outer: "38 5 60 5 60 25 38 25"\n    holes: ["40 10 70 10 70 12 40 12"]\n',
    )
    with pytest.raises(DataError) as caught:
        load_map_text(text)
    assert f"land[1].holes[0]: {BEYOND}: its point (70, 10) is beyond them (line 36)" in [
        str(problem) for problem in caught.value.problems
    ]


def test_a_polygon_on_the_edge_of_the_bounds_is_accepted(sample_text: str) -> None:
    """The bounds themselves belong to the map: a ring along them is fine."""
    text = sample_text.replace('"38 5 60 5 60 25 38 25"', '"38 0 60 0 60 30 38 30"')
    assert load_map_text(text).land[1].exterior[1] == (60.0, 0.0)


def test_check_map_refuses_the_campaigns_far_reaching_mountains(
    sample_text: str, tmp_path: Path
) -> None:
    """``eighty-days check-map`` says what is wrong, with the line, and exits 1."""
    broken = tmp_path / "far.yaml"
    broken.write_text(
        sample_text.replace('"15 15 18 15 18 20 15 20"', '"15 15 500 15 500 400 15 400"'),
        encoding="utf-8",
    )
    done = subprocess.run(
        [sys.executable, "-m", "eighty_days", "check-map", str(broken)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 1, done.stdout + done.stderr
    assert f"mountains[0].outer: {BEYOND}" in done.stdout + done.stderr
    assert "(line 45)" in done.stdout + done.stderr
    assert "Traceback" not in done.stderr
