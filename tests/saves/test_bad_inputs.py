"""Every command-line loader answers bad input with a message and a non-zero exit, never a
traceback (issue 18, items 2 and 4 to 11): seeds a save cannot hold, integers of thousands
of digits, a NUL byte in a map path, devices and pipes, simulate's options, the size caps,
dotless exponents, seats and levels, empty files, stale temporary files."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from saves_helpers import JOURNEY_MAP, JOURNEY_SAMPLE, RACE_SAMPLE, SAMPLE_SMALL

from eighty_days.cli import main
from eighty_days.resources import (
    MAX_MAP_POINTS,
    DataError,
    FileTooLargeError,
    NotARegularFileError,
    parse_yaml,
    read_bounded_bytes,
)
from eighty_days.saves import SaveError, data_dir, load_save, load_save_text
from eighty_days.saves.files import STALE_AFTER_SECONDS, remove_stale_temporary_files
from eighty_days.saves.format import (
    MAX_ROUTE_POINTS,
    MAX_SAVE_LISTS,
    MAX_SEED,
    SEAT_LEVELS,
    sha256_text,
)
from eighty_days.sheet.io import load_map, load_map_text

HUGE = "9" * 5000


def run_cli(arguments: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    """Run ``eighty-days ARGUMENTS`` in this process: (exit code, stdout + stderr)."""
    try:
        code = main(arguments)
    except SystemExit as stop:
        code = stop.code if isinstance(stop.code, int) else 2
    captured = capsys.readouterr()
    return code, captured.out + captured.err


def run_program(arguments: list[str], tmp_path: Path) -> subprocess.CompletedProcess[str]:
    """Run ``eighty-days ARGUMENTS`` as its own process (commands that open a window)."""
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path))
    return subprocess.run(
        [sys.executable, "-m", "eighty_days", *arguments],
        capture_output=True,
        text=True,
        timeout=120,
        env=environment,
        check=False,
    )


def assert_refused(code: int, output: str, *words: str) -> None:
    """A non-zero exit with a message holding ``words`` and no traceback."""
    assert code != 0, output
    assert "Traceback" not in output, output
    for word in words:
        assert word in output, output


# -- item 2: seeds ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("arguments", "shown"),
    [
        (["play", "--seed", "-1"], "-1 is out of range"),
        (["race", "--seed", "99999999999999999999999999"], "out of range"),
        (["play", "--seed", str(2**64)], "out of range"),
        (["race", "--seed", "seven"], "is not a seed"),
        (["simulate", "--seed", "-5", "--games", "1"], "out of range"),
        (["simulate", "--seed", str(MAX_SEED), "--games", "2"], "beyond"),
    ],
)
def test_a_seed_a_save_cannot_hold_is_refused_on_the_command_line(
    arguments: list[str], shown: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--seed`` takes 0 to 2^64 − 1 (what a save holds); anything else is a message and
    exit code 2 before any window or game starts."""
    code, output = run_cli(arguments, capsys)
    assert_refused(code, output, shown)
    assert code == 2


def test_the_command_line_takes_every_seed_a_save_holds() -> None:
    """0 and 2^64 − 1 are both seeds, and a game with the largest one saves and loads."""
    from eighty_days.cli import build_parser, parse_seed
    from eighty_days.commands import play, race

    assert parse_seed("0") == 0 and parse_seed(str(MAX_SEED)) == MAX_SEED
    parser = build_parser({"play": play, "race": race})
    assert parser.parse_args(["race", "--seed", str(MAX_SEED)]).seed == MAX_SEED
    data = json.loads(RACE_SAMPLE.read_text(encoding="utf-8"))
    data["seed"], data["actions"] = MAX_SEED, []
    assert load_save_text(json.dumps(data)).record.seed == MAX_SEED


# -- item 5: integers of more than 4,300 digits -----------------------------------------


@pytest.fixture
def huge_integer_map(tmp_path: Path) -> Path:
    """The small map with a 5,000-digit integer as its ruler unit."""
    text = JOURNEY_MAP.read_text(encoding="utf-8")
    assert "ruler_unit:" in text
    path = tmp_path / "huge.yaml"
    path.write_text(text.replace("ruler_unit:", f"ruler_unit: {HUGE}\nold_ruler_unit:"), "utf-8")
    return path


@pytest.fixture
def huge_integer_save(tmp_path: Path) -> Path:
    """The journey sample save with a 5,000-digit seed."""
    data = JOURNEY_SAMPLE.read_text(encoding="utf-8")
    path = tmp_path / "huge.80days.json"
    path.write_text(data.replace('"seed": ', f'"seed": {HUGE}, "was": ', 1), "utf-8")
    return path


@pytest.mark.parametrize(
    "command",
    [
        ["check-map", "{map}"],
        ["render", "--map", "{map}", "--out", "{out}"],
        ["simulate", "--map", "{map}", "--games", "1", "--quiet"],
        ["render", "--save", "{save}", "--out", "{out}"],
        ["replay", "--check", "{save}"],
    ],
)
def test_a_huge_integer_is_a_message_from_every_loader(
    command: list[str],
    huge_integer_map: Path,
    huge_integer_save: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A 5,000-digit integer in a map or a save: "more than 4,300 digits", exit 1 or 2."""
    places = {"map": huge_integer_map, "save": huge_integer_save, "out": tmp_path / "o.png"}
    code, output = run_cli([part.format(**places) for part in command], capsys)
    assert_refused(code, output, "4,300 digits")
    assert not (tmp_path / "o.png").exists()


@pytest.mark.parametrize("command", ["play", "editor"])
def test_a_huge_integer_map_is_a_message_from_the_windows_commands(
    command: str, huge_integer_map: Path, tmp_path: Path
) -> None:
    """``play --map`` and ``editor FILE`` on that map: a message, exit code 2, no window."""
    arguments = ["play", "--map", str(huge_integer_map)] if command == "play" else []
    if command == "editor":
        arguments = ["editor", str(huge_integer_map)]
    result = run_program(arguments, tmp_path)
    assert_refused(result.returncode, result.stdout + result.stderr, "4,300 digits")


def test_the_huge_integer_message_names_its_line() -> None:
    """The message points at the line of the long number (not only "invalid")."""
    with pytest.raises(DataError) as caught:
        parse_yaml(f"name: x\nlist:\n  - 1\n  - {HUGE}\n", "f.yaml")
    assert [str(p) for p in caught.value.problems] == [
        "line 4: a whole number of more than 4,300 digits is refused"
    ]
    started = time.perf_counter()  # a YAML 1.1 base-60 number is refused before it is built
    with pytest.raises(DataError) as caught:
        parse_yaml("x: 1" + ":59" * 200_000 + "\n", "sexagesimal.yaml")
    assert "4,300 digits" in str(caught.value.problems[0])
    assert time.perf_counter() - started < 30


# -- item 6: a NUL byte in a shipped map's path -----------------------------------------


@pytest.fixture
def nul_path_save(tmp_path: Path) -> Path:
    """The race sample as if its board were shipped under a name with a NUL byte."""
    data = json.loads(RACE_SAMPLE.read_text(encoding="utf-8"))
    text = data["map"].pop("text")
    data["map"].update(path="race-1986\x00.yaml", shipped=True, sha256=sha256_text(text))
    path = tmp_path / "nul.80days.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    "command", [["replay", "--check", "{save}"], ["render", "--save", "{save}", "--out", "{out}"]]
)
def test_a_nul_byte_in_the_map_path_is_a_message(
    command: list[str], nul_path_save: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``replay --check`` and ``render --save``: "NUL character" at map.path, exit 2."""
    places = {"save": nul_path_save, "out": tmp_path / "o.png"}
    code, output = run_cli([part.format(**places) for part in command], capsys)
    assert_refused(code, output, "map.path", "NUL character")


# -- item 7: devices, links to them, pipes ------------------------------------------------


@pytest.fixture(params=["/dev/zero", "/dev/urandom", "fifo", "folder"])
def special_file(request: pytest.FixtureRequest, tmp_path: Path) -> Path:
    """A save/map name that is a link to a device, a FIFO nobody writes to, or a folder."""
    path = tmp_path / "special.80days.json"
    if request.param == "fifo":
        os.mkfifo(path)
    elif request.param == "folder":
        path.mkdir()
    else:
        path.symlink_to(request.param)
    return path


@pytest.mark.parametrize(
    "command",
    [
        ["replay", "--check", "{file}"],
        ["check-map", "{file}"],
        ["render", "--save", "{file}", "--out", "{out}"],
        ["render", "--map", "{file}", "--out", "{out}"],
        ["simulate", "--cards", "{file}", "--games", "1", "--quiet"],
        ["simulate", "--map", "{file}", "--games", "1", "--quiet"],
    ],
)
def test_devices_and_pipes_are_refused_without_reading_them(
    command: list[str], special_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A link to /dev/zero or /dev/urandom, a FIFO or a folder: refused at once (no endless
    read, no waiting for a writer), with a message and a non-zero exit."""
    places = {"file": special_file, "out": tmp_path / "o.png"}
    started = time.perf_counter()
    code, output = run_cli([part.format(**places) for part in command], capsys)
    assert_refused(code, output)
    assert "not a regular file" in output or "no map file" in output or "no card file" in output
    assert time.perf_counter() - started < 30  # never the minutes of a read to exhaustion


def test_a_file_is_read_only_up_to_the_limit_whatever_its_size_says(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A file system that reports a size of 0 (as /proc does) cannot make the reader read
    past the limit: at most limit + 1 bytes are read, then the file is refused."""
    path = tmp_path / "big.json"
    path.write_bytes(b"x" * 5000)
    real_fstat = os.fstat

    class Small:
        def __init__(self, info: os.stat_result) -> None:
            self.st_mode, self.st_size = info.st_mode, 0

    monkeypatch.setattr(os, "fstat", lambda fd: Small(real_fstat(fd)))
    with pytest.raises(FileTooLargeError):
        read_bounded_bytes(path, 1000)
    assert read_bounded_bytes(path, 5000) == b"x" * 5000
    with pytest.raises(NotARegularFileError):
        read_bounded_bytes(Path("/dev/zero"), 1000)


# -- item 8: simulate's options -----------------------------------------------------------


@pytest.fixture
def no_simulation(monkeypatch: pytest.MonkeyPatch) -> None:
    """Playing a game fails the test: the options must be refused before any game."""
    import eighty_days.ai.simulate as module

    def refuse(*_: object, **__: object) -> None:
        raise AssertionError("the simulation ran before the options were checked")

    monkeypatch.setattr(module, "simulate", refuse)


@pytest.mark.parametrize(
    ("options", "shown"),
    [
        (["--ruler-unit", "inf"], "--ruler-unit"),
        (["--ruler-unit", "nan"], "--ruler-unit"),
        (["--ruler-unit", "1e-9"], "--ruler-unit must be a number from"),
        (["--json", "{tmp}/missing/report.json"], "there is no folder"),
        (["--json", "{tmp}"], "is a folder"),
        (["--cards", "{tmp}/random.bin"], "cannot read the file as UTF-8 text"),
        (["--cards", "{tmp}/random.txt"], "random.txt"),
    ],
)
def test_simulate_refuses_bad_options_before_playing(
    options: list[str],
    shown: str,
    tmp_path: Path,
    no_simulation: None,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``--ruler-unit inf``, ``--json`` into a missing folder or onto a folder, ``--cards``
    of random bytes: a message and exit code 2, and no game is played first."""
    (tmp_path / "random.bin").write_bytes(bytes(range(256)) * 8)
    (tmp_path / "random.txt").write_text("k#:[{ \x07 ]}: - - :\n\t{", encoding="utf-8")
    arguments = [part.replace("{tmp}", str(tmp_path)) for part in options]
    code, output = run_cli(["simulate", "--games", "1", "--quiet", *arguments], capsys)
    assert_refused(code, output, shown)
    assert code == 2


# -- item 9: caps -------------------------------------------------------------------------


def test_a_route_of_too_many_points_is_refused_before_the_engine_reads_it() -> None:
    """A save whose route has more than MAX_ROUTE_POINTS points: refused at its place."""
    data = json.loads(JOURNEY_SAMPLE.read_text(encoding="utf-8"))
    index = next(i for i, a in enumerate(data["actions"]) if a["type"] == "draw-route")
    data["actions"][index]["points"] = [[1.0, 2.0]] * 1000
    started = time.perf_counter()
    with pytest.raises(SaveError) as caught:
        load_save_text(json.dumps(data), "long.json")
    assert caught.value.where == f"actions[{index}]"
    assert f"a route has at most {MAX_ROUTE_POINTS}" in str(caught.value.problem)
    assert time.perf_counter() - started < 30  # the benchmark measures; this only bounds
    data["actions"][index]["points"] = [[1.0, 2.0]] * (MAX_SAVE_LISTS + 1)
    with pytest.raises(SaveError) as caught:
        load_save_text(json.dumps(data), "longer.json")
    assert caught.value.where == "" and "no game has so many" in str(caught.value.problem)


def test_a_map_of_too_many_points_is_refused() -> None:
    """A map over MAX_MAP_POINTS points: refused by count (slightly over) or before
    parsing (far over), with a message naming the cap."""
    text = SAMPLE_SMALL.read_text(encoding="utf-8")
    ring = " ".join(f"{i % 50} {i % 30}" for i in range(MAX_MAP_POINTS + 10))
    over = text.replace('outer: "0 5 22 5 22 25 0 25"', f'outer: "{ring}"', 1)
    assert over != text
    with pytest.raises(DataError) as caught:
        load_map_text(over, "over.yaml")
    assert f"a map holds at most {MAX_MAP_POINTS:,}" in str(caught.value.problems[0])
    far = text + "\n# " + " 1" * (3 * MAX_MAP_POINTS)
    with pytest.raises(DataError) as caught:
        load_map_text(far, "far.yaml")
    assert "numbers; a map holds at most" in str(caught.value.problems[0])


# -- item 10: exponents, seats, levels, empty files --------------------------------------


def test_a_dotless_exponent_is_a_number() -> None:
    """``x: -1e6`` and ``2E+3`` are numbers (YAML 1.2, every other program), not text."""
    data = parse_yaml("x: -1e6\ny: 2E+3\nz: 1.5e2\nname: 1e\n").data
    assert data == {"x": -1e6, "y": 2000.0, "z": 150.0, "name": "1e"}
    text = SAMPLE_SMALL.read_text(encoding="utf-8")
    changed = text.replace("ruler_unit: 2.0", "ruler_unit: 20e-1")
    assert changed != text
    assert load_map_text(changed, "e.yaml").ruler_unit == 2.0


def test_a_name_that_reads_as_a_number_is_written_quoted() -> None:
    """The map writer quotes a name like 1e6 so that it reads back as text."""
    from dataclasses import replace

    from eighty_days.sheet.io import dump_map_text

    sheet = load_map(SAMPLE_SMALL)
    renamed = replace(sheet, name="1e6")
    assert load_map_text(dump_map_text(renamed), "named.yaml").name == "1e6"


@pytest.mark.parametrize(
    ("change", "where", "shown"),
    [
        (lambda d: d.update(seats=d["seats"][:2]), "seats", "2 seats for a game of 3"),
        (lambda d: d["seats"][1].update(level="godlike"), "seats[1].level", "'godlike'"),
    ],
)
def test_seats_that_do_not_fit_the_game_are_refused(
    change: Callable[[dict[str, object]], None], where: str, shown: str
) -> None:
    """A seats list shorter than the players, a level no computer has: a SaveError."""
    data = json.loads(JOURNEY_SAMPLE.read_text(encoding="utf-8"))
    change(data)
    with pytest.raises(SaveError) as caught:
        load_save_text(json.dumps(data), "seats.json")
    assert caught.value.where == where and shown in str(caught.value.problem)


def test_the_seat_levels_are_the_computer_levels() -> None:
    """The levels a save may name are exactly the computer's levels."""
    from eighty_days.ai.base import Level

    assert set(SEAT_LEVELS) == {level.value for level in Level}


def test_render_and_replay_say_the_same_of_an_empty_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """One problem, one message: an empty save is "empty" for render as for replay."""
    empty = tmp_path / "empty.80days.json"
    empty.write_text("\n", encoding="utf-8")
    replay_code, replayed = run_cli(["replay", "--check", str(empty)], capsys)
    render_code, rendered = run_cli(["render", "--save", str(empty), "--out", "x.png"], capsys)
    assert replay_code == render_code == 2
    message = f"{empty}: the file is empty (an interrupted save?)"
    assert replayed.strip() == f"eighty-days replay: {message}"
    assert rendered.strip() == f"eighty-days render: {message}"


# -- item 11: stale temporary files -------------------------------------------------------


def test_stale_temporary_files_are_removed_and_fresh_ones_kept() -> None:
    """A kill mid-write leaves .NAME.XXXXXXXX.tmp; the next start removes it (if it is
    older than a write could take), and nothing else."""
    folder = data_dir() / "autosave"
    folder.mkdir(parents=True)
    stale = folder / ".journey-2024.80days.json.k2j_8zqa.tmp"
    fresh = folder / ".race-1986.80days.json.a1b2c3d4.tmp"
    top = data_dir() / ".recent-games.json.zz99yy88.tmp"
    kept = folder / "journey-2024.80days.json"
    lookalike = folder / "notes.tmp"
    for path in (stale, fresh, top, kept, lookalike):
        path.write_text("{", encoding="utf-8")
    old = time.time() - STALE_AFTER_SECONDS - 5
    for path in (stale, top, kept, lookalike):
        os.utime(path, (old, old))
    removed = remove_stale_temporary_files()
    assert sorted(removed) == sorted([stale, top])
    assert not stale.exists() and not top.exists()
    assert fresh.exists() and kept.exists() and lookalike.exists()


def test_a_folder_that_cannot_be_changed_is_left_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    """A read-only data folder: nothing removed, no error."""
    folder = data_dir()
    folder.mkdir(parents=True)
    stale = folder / ".settings.json.abcdefgh.tmp"
    stale.write_text("{", encoding="utf-8")
    old = time.time() - STALE_AFTER_SECONDS - 5
    os.utime(stale, (old, old))

    def read_only(path: object) -> None:
        raise OSError(30, "Read-only file system")

    monkeypatch.setattr(os, "unlink", read_only)
    assert remove_stale_temporary_files() == []
    assert stale.exists()


def test_the_samples_still_load() -> None:
    """The checks above refuse nothing a real game writes."""
    assert load_save(JOURNEY_SAMPLE).record.seats
    assert load_save(RACE_SAMPLE).states
