"""``eighty-days check-map`` reports what the editor's Problems panel reports (issue 48):
one list of checks (``editor.checks.check_sheet``), printed as warnings that leave the
exit status alone."""

from __future__ import annotations

from pathlib import Path

import pytest

from eighty_days.cli import main
from eighty_days.editor.checks import Severity, check_sheet
from eighty_days.resources import maps_dir
from eighty_days.sheet.io import load_map

HERMIT = (
    "  - {id: hermit, name: Hermit's Hut, type: city, x: 16.5, y: 17.5, area: westland, "
    "snap: 0.5}\n"
)
CAPE = '  - outer: "40 20 45 20 45 27 40 27"\n    name: Cape\n'
MORE_PLACES = (
    "  - {id: well, name: The Well, type: adventure, x: 5.0, y: 10.0, area: westland, snap: 0.5}\n"
    "  - {id: ruin, name: The Ruin, type: adventure, x: 5.0, y: 20.0, area: westland, snap: 0.5}\n"
    "  - {id: tomb, name: The Tomb, type: adventure, x: 55.0, y: 22.0, area: eastland, snap: 0.5}\n"
)
MORE_ADVENTURES = (
    "  - {id: second, title: Second, novel: N, location: beacon, icons: 1}\n"
    "  - {id: third, title: Third, novel: N, location: well, icons: 1}\n"
    "  - {id: fourth, title: Fourth, novel: N, location: ruin, icons: 1}\n"
    "  - {id: fifth, title: Fifth, novel: N, location: tomb, icons: 1}\n"
)


def sample_with(tmp_path: Path, *, hermit: bool = False, cape: bool = False) -> Path:
    """The small sample with enough adventure cards for five players, plus a city inside
    the Spine Mountains (``hermit``) and a land polygon overlapping Eastland (``cape``)."""
    text = (maps_dir() / "sample-small.yaml").read_text(encoding="utf-8")
    text = text.replace("  - {id: beacon,", MORE_PLACES + "  - {id: beacon,")
    if hermit:
        text = text.replace("  - {id: beacon,", HERMIT + "  - {id: beacon,")
    if cape:
        text = text.replace("    name: Far Isle\n", "    name: Far Isle\n" + CAPE)
    text += MORE_ADVENTURES
    path = tmp_path / "authored.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def check_map(path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    """``eighty-days check-map PATH`` through the command line's entry point."""
    try:
        code = main(["check-map", str(path)])
    except SystemExit as stop:
        code = int(stop.code or 0)
    return code, capsys.readouterr().out


def test_a_place_inside_the_mountains_is_a_warning_of_check_map(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A city inside the mountains, which no route can reach (R2024-10: no segment touches
    the mountains), is a warning of ``check-map``; the exit status stays 0."""
    code, out = check_map(sample_with(tmp_path, hermit=True), capsys)
    assert code == 0
    assert "OK: Sample Small" in out
    assert (
        "  warning: No route can reach Hermit's Hut (hermit) from the start, nor lead from "
        "it to the arrival" in out
    )
    assert "overlap" not in out


def test_overlapping_land_is_a_warning_of_check_map(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Two land polygons that overlap are a warning of ``check-map``; exit status 0."""
    code, out = check_map(sample_with(tmp_path, cape=True), capsys)
    assert code == 0
    assert "  warning: Land polygons #1 (Eastland) and #4 (Cape) overlap" in out
    assert "Hermit" not in out


def test_check_map_prints_every_problem_the_editor_finds(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Line for line, ``check-map`` prints the editor's list of problems, an error marked
    ``cannot play:`` (too few adventure cards: Setup 5) and each warning ``warning:``."""
    path = sample_with(tmp_path, hermit=True, cape=True)
    text = path.read_text(encoding="utf-8").replace(MORE_ADVENTURES, "")
    path.write_text(text, encoding="utf-8")
    editor = check_sheet(load_map(path))
    assert {p.severity for p in editor} == {Severity.ERROR, Severity.WARNING}
    code, out = check_map(path, capsys)
    assert code == 0
    expected = [
        f"  {'warning' if p.severity is Severity.WARNING else 'cannot play'}: {p}" for p in editor
    ]
    printed = [line for line in out.splitlines() if line.startswith(("  warning:", "  cannot"))]
    assert printed == expected


def test_check_map_help_says_warnings_leave_the_exit_status(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``check-map --help`` says that the editor's findings do not change the exit status."""
    code, out = check_map(Path("--help"), capsys)
    assert code == 0
    assert "exit status stays 0" in " ".join(out.split())


def test_check_map_says_how_to_fix_each_problem(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Under each problem of an invalid file, and under each warning of a valid one,
    ``check-map`` prints one indented line saying how to fix it (issue 48)."""
    text = (maps_dir() / "sample-small.yaml").read_text(encoding="utf-8")
    broken = tmp_path / "broken.yaml"
    broken.write_text(
        text.replace("type: port, x: 21.8, y: 10.0", "type: port, x: 20.5, y: 10.0"),
        encoding="utf-8",
    )
    code, out = check_map(broken, capsys)
    assert code == 1
    lines = out.splitlines()
    at = next(i for i, line in enumerate(lines) if "'west-harbour' is 1.5 away" in line)
    assert lines[at + 1] == (
        "      how to fix: Move it onto the coast (Edit → Put on the coast), or widen its "
        "snap radius."
    )
    code, out = check_map(sample_with(tmp_path, cape=True), capsys)
    assert code == 0
    lines = out.splitlines()
    at = next(i for i, line in enumerate(lines) if "overlap" in line)
    assert lines[at + 1] == "      how to fix: Merge the two shapes into one, or move them apart."
