"""The map authors' commands: ``check-map`` and ``check-route`` (exit codes, messages)."""

from __future__ import annotations

from pathlib import Path

import pytest

from eighty_days.cli import main


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """Run the command line; (exit code, stdout, stderr). argparse errors exit via SystemExit."""
    try:
        code = main(argv)
    except SystemExit as stop:
        code = int(stop.code or 0)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_check_map_summarises_a_valid_map(
    sample_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """check-map prints the name, sheets, areas, locations per type, land and cards; exit 0."""
    code, out, _ = run(["check-map", str(sample_path)], capsys)
    assert code == 0
    assert "OK: Sample Small" in out
    assert "2: West (0 to 30), East (30 to 60)" in out
    assert "areas:           3" in out
    assert "10 (2 city, 3 port, 2 island, 1 outpost, 2 adventure)" in out
    assert "4 polygons, 16 points" in out
    assert "(Long Canal, Spine Mountains)" in out
    assert "3 income, 1 adventure" in out


def test_check_map_lists_every_problem(
    sample_text: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """check-map prints every problem with its place and line and exits 1."""
    broken = tmp_path / "broken.yaml"
    broken.write_text(
        sample_text.replace(
            "area: eastland, snap: 0.5}\n  - {id: beacon",
            "area: indai, snap: 0.5}\n  - {id: beacon",
        ).replace("ruler_unit: 2.0", "ruler_unit: -1"),
        encoding="utf-8",
    )
    code, out, _ = run(["check-map", str(broken)], capsys)
    assert code == 1
    assert f"{broken}: 2 problems" in out
    assert "  ruler_unit: must be positive, found -1 (line 6)" in out
    assert "  locations[8].area: unknown area 'indai' (line 28)" in out


def test_check_map_of_a_missing_file_is_a_problem_not_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """An unreadable file is reported as a problem (exit 1)."""
    code, out, _ = run(["check-map", str(tmp_path / "none.yaml")], capsys)
    assert code == 1
    assert "cannot read the file" in out


def test_check_route_legal(sample_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A legal route prints LEGAL, where it ends and its antimeridian crossings; exit 0."""
    code, out, _ = run(
        ["check-route", "--map", str(sample_path), "--by", "ship", "23,10", "28,12.1"], capsys
    )
    assert code == 0
    assert out.startswith("LEGAL: ship route of 2 points")
    assert "ends at Lonely Isle (lonely-isle)" in out
    code, out, _ = run(
        ["check-route", "--map", str(sample_path), "--by", "ship", "28,4", "32,4"], capsys
    )
    assert code == 0
    assert "crosses the antimeridian 1 time eastward" in out


def test_check_route_illegal_names_reason_and_point(
    sample_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """An illegal route prints ILLEGAL, the reason and the first illegal point; exit 1."""
    code, out, _ = run(
        ["check-route", "--map", str(sample_path), "--by", "train", "20,10", "30,10"], capsys
    )
    assert code == 1
    assert "ILLEGAL: A train cannot cross the sea" in out
    assert "first illegal point: 22.000,10.000 (segment 1)" in out


def test_check_route_coast_crossing_flag(
    sample_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """--coast-crossing applies Passepartout's back (R2024-11)."""
    argv = ["check-route", "--map", str(sample_path), "--by", "ship", "30,8", "45,8"]
    assert run(argv, capsys)[0] == 1
    assert run([*argv, "--coast-crossing"], capsys)[0] == 0


def test_check_route_reads_negative_coordinates_as_points(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """'-0.13,51.51' is a point, not an option (London is west of Greenwich)."""
    code, out, err = run(["check-route", "--by", "balloon", "-0.13,51.51", "-1.5,-2.5e0"], capsys)
    assert code == 0, err
    assert out.startswith("LEGAL")


@pytest.mark.parametrize(
    ("points", "message"),
    [
        (["1,2", "x,3"], "'x,3' is not a point: X and Y must be numbers"),
        (["1,2", "3"], "'3' is not a point: write X,Y"),
        (["1,2", "nan,3"], "must be finite numbers"),
        (["1,2"], "a route needs at least two points"),
    ],
)
def test_check_route_bad_points_exit_2(
    sample_path: Path, capsys: pytest.CaptureFixture[str], points: list[str], message: str
) -> None:
    """Bad points give a clear message on stderr and exit 2."""
    code, _, err = run(["check-route", "--map", str(sample_path), "--by", "ship", *points], capsys)
    assert code == 2
    assert message in err


def test_check_route_unreadable_map_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A missing or broken map gives a clear message and exit 2, no traceback."""
    code, _, err = run(
        ["check-route", "--map", str(tmp_path / "none.yaml"), "--by", "ship", "1,2", "3,4"], capsys
    )
    assert code == 2
    assert "cannot use the map" in err and "cannot read the file" in err


def test_check_route_unknown_transport_exit_2(
    sample_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A transport other than train, ship or balloon is a usage error (exit 2)."""
    code, _, err = run(
        ["check-route", "--map", str(sample_path), "--by", "coach", "1,2", "3,4"], capsys
    )
    assert code == 2
    assert "invalid choice: 'coach'" in err
