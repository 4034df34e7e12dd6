"""Random damage to real save files and to a real map never crashes the loaders: each
gives a valid result or a clean SaveError/DataError (issue 8, "Bad input" and "Tests");
every command-line loader gets the same damaged files (issue 18, "Tests"; ``-m slow``)."""

from __future__ import annotations

import argparse
import contextlib
import copy
import functools
import io
import json
import os
import subprocess
import sys
import tempfile
import textwrap
import threading
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from saves_helpers import JOURNEY_SAMPLE, RACE_SAMPLE, SAMPLE_SMALL

from eighty_days.resources import DataError
from eighty_days.saves import LoadedGame, SaveError, load_from_dict, load_save_text
from eighty_days.sheet.io import load_map_text
from eighty_days.sheet.model import SheetMap

SAVE_TEXTS = {path.name: path.read_text(encoding="utf-8") for path in (JOURNEY_SAMPLE, RACE_SAMPLE)}
MAP_TEXT = SAMPLE_SMALL.read_text(encoding="utf-8")

FAST = settings(
    max_examples=200,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
#: Where each example replays a game or validates a whole map: fewer examples by default.
FAST_MAPS = settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
SLOW = settings(
    max_examples=3000,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


# -- byte-level damage -------------------------------------------------------------------


@st.composite
def damaged_bytes(draw: st.DrawFn, original: str) -> bytes:
    """``original`` with random byte flips, a cut, a deleted or a doubled stretch."""
    data = bytearray(original.encode("utf-8"))
    for _ in range(draw(st.integers(1, 4))):
        kind = draw(st.sampled_from(["flip", "truncate", "delete", "duplicate", "insert"]))
        if not data:
            break
        at = draw(st.integers(0, len(data) - 1))
        if kind == "flip":
            data[at] ^= 1 << draw(st.integers(0, 7))
        elif kind == "truncate":
            del data[at:]
        elif kind == "delete":
            del data[at : at + draw(st.integers(1, 40))]
        elif kind == "duplicate":
            data[at:at] = data[at : at + draw(st.integers(1, 40))]
        else:
            data[at:at] = draw(st.binary(min_size=1, max_size=8))
    return bytes(data)


def _load_save_bytes(raw: bytes) -> LoadedGame | None:
    """Load damaged save bytes the way a file is loaded; None for a clean refusal."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None  # load_save refuses this before parsing (test_binary_garbage_is_not_utf8)
    try:
        return load_save_text(text, "damaged.json")
    except SaveError as error:
        assert str(error).startswith("damaged.json")
        return None


def _check_save_bytes(raw: bytes) -> None:
    loaded = _load_save_bytes(raw)
    if loaded is not None:  # a harmless change: the game must still replay to a state
        assert len(loaded.states) == len(loaded.record.actions) + 1


@pytest.mark.parametrize("name", sorted(SAVE_TEXTS))
@FAST
@given(data=st.data())
def test_byte_damage_to_a_save_never_crashes(name: str, data: st.DataObject) -> None:
    """Byte flips, truncation, deleted/duplicated stretches: a game or a clean SaveError."""
    _check_save_bytes(data.draw(damaged_bytes(SAVE_TEXTS[name])))


# -- structural damage ---------------------------------------------------------------------

_ODD_VALUES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**70), 2**70),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=8),
    st.just([]),
    st.just({}),
    st.just([[0.0, 0.0]]),
)


def _containers(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """The paths of every dict and list inside ``value``."""
    found: list[tuple[Any, ...]] = []
    stack = [(value, path)]
    while stack:
        item, where = stack.pop()
        if isinstance(item, dict):
            found.append(where)
            stack.extend((v, (*where, k)) for k, v in item.items())
        elif isinstance(item, list):
            found.append(where)
            stack.extend((v, (*where, i)) for i, v in enumerate(item))
    return sorted(found, key=repr)


def _at(value: Any, path: tuple[Any, ...]) -> Any:
    for part in path:
        value = value[part]
    return value


@st.composite
def damaged_structure(draw: st.DrawFn, original: dict[str, Any]) -> dict[str, Any]:
    """``original`` with keys deleted or duplicated, values swapped or replaced."""
    data = copy.deepcopy(original)
    for _ in range(draw(st.integers(1, 3))):
        containers = _containers(data)
        target = _at(data, draw(st.sampled_from(containers)))
        keys = list(target) if isinstance(target, dict) else list(range(len(target)))
        if not keys:
            continue
        key = draw(st.sampled_from(keys))
        kind = draw(st.sampled_from(["delete", "duplicate", "swap", "replace"]))
        if kind == "delete":
            del target[key]
        elif kind == "duplicate":
            if isinstance(target, dict):
                target[f"{key}-copy"] = copy.deepcopy(target[key])
            else:
                target.insert(key, copy.deepcopy(target[key]))
        elif kind == "swap":
            other = draw(st.sampled_from(keys))
            target[key], target[other] = target[other], target[key]
        else:
            target[key] = copy.deepcopy(draw(_ODD_VALUES))  # st.just shares its value
    return data


@pytest.mark.parametrize("name", sorted(SAVE_TEXTS))
@FAST_MAPS
@given(data=st.data())
def test_structural_damage_to_a_save_never_crashes(name: str, data: st.DataObject) -> None:
    """Deleted/duplicated keys, swapped or odd values: a valid game or a clean SaveError."""
    damaged = data.draw(damaged_structure(json.loads(SAVE_TEXTS[name])))
    try:
        loaded = load_from_dict(damaged, "edited.json")
    except SaveError as error:
        assert error.problem
        return
    assert len(loaded.states) == len(loaded.record.actions) + 1


# -- the map loader ------------------------------------------------------------------------


def _check_map_text(text: str) -> None:
    try:
        sheet = load_map_text(text, "damaged.yaml")
    except DataError as error:
        assert error.problems and error.source == "damaged.yaml"
        return
    assert isinstance(sheet, SheetMap)


@FAST_MAPS
@given(data=st.data())
def test_byte_damage_to_a_map_never_crashes_the_map_loader(data: st.DataObject) -> None:
    """maps/sample-small.yaml damaged at random: a map or a clean DataError."""
    raw = data.draw(damaged_bytes(MAP_TEXT))
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return  # read_yaml refuses non-UTF-8 files before parsing
    _check_map_text(text)


@FAST_MAPS
@given(data=st.data())
def test_structural_damage_to_a_map_never_crashes_the_map_loader(data: st.DataObject) -> None:
    """Deleted/duplicated keys and odd values in the map: a map or a clean DataError."""
    import yaml

    damaged = data.draw(damaged_structure(yaml.safe_load(MAP_TEXT)))
    _check_map_text(yaml.safe_dump(damaged))


# -- more examples, run with -m slow ------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(SAVE_TEXTS))
@SLOW
@given(data=st.data())
def test_many_more_damaged_saves_never_crash(name: str, data: st.DataObject) -> None:
    """The byte and structure damage of the fast tests, with many more examples."""
    _check_save_bytes(data.draw(damaged_bytes(SAVE_TEXTS[name])))
    damaged = data.draw(damaged_structure(json.loads(SAVE_TEXTS[name])))
    with contextlib.suppress(SaveError):
        load_from_dict(damaged, "edited.json")


@pytest.mark.slow
@settings(SLOW, max_examples=1000)
@given(data=st.data())
def test_many_more_damaged_maps_never_crash_the_map_loader(data: st.DataObject) -> None:
    """The map damage of the fast tests, with many more examples."""
    import yaml

    raw = data.draw(damaged_bytes(MAP_TEXT))
    with contextlib.suppress(UnicodeDecodeError):
        _check_map_text(raw.decode("utf-8"))
    _check_map_text(yaml.safe_dump(data.draw(damaged_structure(yaml.safe_load(MAP_TEXT)))))


def test_the_saves_package_imports_without_qt() -> None:
    """eighty_days.saves is pure: it imports with PySide6 blocked (DESIGN.md, layers)."""
    script = textwrap.dedent(
        """
        import importlib, pkgutil, sys

        class BlockQt:
            def find_spec(self, name, path=None, target=None):
                if name == "PySide6" or name.startswith("PySide6."):
                    raise ImportError("PySide6 is blocked in this test")
                return None

        sys.meta_path.insert(0, BlockQt())
        import eighty_days.saves as package
        for info in pkgutil.walk_packages(package.__path__, "eighty_days.saves."):
            importlib.import_module(info.name)
        assert "PySide6" not in sys.modules
        """
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


# -- every command-line loader, run with -m slow (issue 18, "Tests") ----------------------
#
# The damaged files of the tests above, written to disk and given to each loader the way
# its command does: ``check-map``, ``render --map`` and ``play --map`` (``load_map``),
# ``editor`` (the lenient reader), ``simulate --map`` and ``--cards`` (the option checks
# that read them), ``replay --check``, ``render --save``. Each answers with a result, or a
# message and exit code 1 or 2, never a traceback.

LOADER_FUZZ = settings(
    max_examples=300,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
CARDS_TEXT = (
    Path(__file__).resolve().parents[2] / "src/eighty_days/engine/journey/cards.yaml"
).read_text(encoding="utf-8")


def _written(raw: bytes, name: str) -> Path:
    """``raw`` in a file of its own (the loaders read from disk)."""
    folder = Path(tempfile.mkdtemp(prefix="fuzz-"))
    path = folder / name
    path.write_bytes(raw)
    return path


def _command(arguments: list[str]) -> int:
    """``eighty-days ARGUMENTS`` in this process; its exit code (output swallowed)."""
    from eighty_days.cli import main

    sink = io.StringIO()
    with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink):
        try:
            code = main(arguments)
        except SystemExit as stop:
            code = stop.code if isinstance(stop.code, int) else 2
    assert "Traceback" not in sink.getvalue()
    return code


def _map_loaders(path: Path) -> None:
    """Every command that reads a map, on ``path``."""
    from eighty_days.ai.simulate import check_settings
    from eighty_days.commands import simulate
    from eighty_days.editor.lenient import read_work_in_progress
    from eighty_days.sheet.io import load_map

    assert _command(["check-map", str(path)]) in (0, 1)
    with contextlib.suppress(DataError):  # render --map, play --map
        load_map(path)
    with contextlib.suppress(DataError):  # editor FILE
        read_work_in_progress(path)
    parser = argparse.ArgumentParser()
    simulate.configure(parser)
    with contextlib.suppress(ValueError):  # simulate --map (DataError is a ValueError)
        check_settings(simulate.settings_from(parser.parse_args(["--map", str(path)])))


def _save_loaders(path: Path) -> None:
    """Every command that reads a save, on ``path``."""
    from eighty_days.commands.render import RecordError, read_game

    assert _command(["replay", "--check", str(path)]) in (0, 2)
    with contextlib.suppress(RecordError, DataError):  # render --save
        read_game(path, None)


@pytest.mark.slow
@LOADER_FUZZ
@given(data=st.data())
def test_damaged_maps_never_crash_any_command(data: st.DataObject) -> None:
    """check-map, render/play --map, editor, simulate --map on damaged maps."""
    import yaml

    if data.draw(st.booleans()):
        raw = data.draw(damaged_bytes(MAP_TEXT))
    else:
        raw = yaml.safe_dump(data.draw(damaged_structure(yaml.safe_load(MAP_TEXT)))).encode()
    _map_loaders(_written(raw, "damaged.yaml"))


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(SAVE_TEXTS))
@LOADER_FUZZ
@given(data=st.data())
def test_damaged_saves_never_crash_any_command(name: str, data: st.DataObject) -> None:
    """replay --check and render --save on damaged saves."""
    if data.draw(st.booleans()):
        raw = data.draw(damaged_bytes(SAVE_TEXTS[name]))
    else:
        damaged = data.draw(damaged_structure(json.loads(SAVE_TEXTS[name])))
        raw = json.dumps(damaged).encode()
    _save_loaders(_written(raw, "damaged.80days.json"))


@pytest.mark.slow
@LOADER_FUZZ
@given(data=st.data())
def test_damaged_card_files_never_crash_simulate(data: st.DataObject) -> None:
    """simulate --cards on a damaged card file: the options refused or accepted, no crash."""
    from eighty_days.ai.simulate import check_settings
    from eighty_days.commands import simulate

    path = _written(data.draw(damaged_bytes(CARDS_TEXT)), "cards.yaml")
    parser = argparse.ArgumentParser()
    simulate.configure(parser)
    with contextlib.suppress(ValueError):
        check_settings(simulate.settings_from(parser.parse_args(["--cards", str(path)])))


def test_each_loader_takes_the_undamaged_files() -> None:
    """The loaders above read the sample files as they are (so the fuzzing tests reach
    past the first check)."""
    _map_loaders(_written(MAP_TEXT.encode(), "map.yaml"))
    for name, text in SAVE_TEXTS.items():
        assert _command(["replay", "--check", str(_written(text.encode(), name))]) == 0


# -- names with markup, lone surrogates, special files (issue 45, "Tests"; -m slow) --------
#
# Names and colours drawn from markup, control characters, lone surrogates (as JSON writes
# them, ``\ud800``) and long runs, put into a save, a challenge and their configuration;
# then every loader is given a FIFO, /dev/zero and a folder in place of its file. Each
# answers with a result or a clean refusal, at once.

_MARKUP_PIECES = (
    "<img src='/dev/zero'>",
    '<img src="w.png" width=30000 height=30000>',
    "<b>",
    "</b>",
    "<a href='x'>",
    "&amp;",
    "&#0;",
    "<!--",
    "<qt>",
    "<table><tr><td>",
)
_HOSTILE_CHARACTERS = st.one_of(
    st.characters(codec="utf-8"),
    st.characters(min_codepoint=0, max_codepoint=0x1F),
    st.characters(min_codepoint=0xD800, max_codepoint=0xDFFF),
    st.sampled_from(["\u202e", "\u200b", "\ufeff", "\u2028", "\x7f", "\U0001f600"]),
)
HOSTILE_TEXT = st.lists(
    st.one_of(st.sampled_from(_MARKUP_PIECES), st.text(_HOSTILE_CHARACTERS, max_size=6)),
    max_size=8,
).map("".join) | st.text(_HOSTILE_CHARACTERS, min_size=35, max_size=60)
HOSTILE_COLOUR = st.one_of(
    st.from_regex(r"#[0-9a-fA-F]{6}", fullmatch=True),
    st.sampled_from(["red", "#12345", "#1234567", "#c62828' onload='x", "url(/dev/zero)", ""]),
    HOSTILE_TEXT,
)
HOSTILE_FUZZ = settings(
    max_examples=300,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def _renamed(data: dict[str, Any], drawing: st.DataObject) -> dict[str, Any]:
    """``data`` (a save's plain data) with hostile names and colours in its seats and its
    configuration's players."""
    renamed = copy.deepcopy(data)
    players = renamed["config"]["players"]
    seats = renamed.setdefault(
        "seats", [{"name": "", "colour": "", "shape": "", "human": True} for _ in players]
    )
    for index, player in enumerate(players):
        name = drawing.draw(HOSTILE_TEXT)
        seats[index]["name"] = name
        seats[index]["colour"] = drawing.draw(HOSTILE_COLOUR)
        if isinstance(player, dict):
            player["name"] = name
            player["colour"] = drawing.draw(HOSTILE_COLOUR)
        else:
            players[index] = name
    return renamed


def _dumped(data: Any) -> bytes:
    """JSON as a friend's program might write it: lone surrogates as ``\\udxxx`` escapes."""
    return json.dumps(data, ensure_ascii=True).encode("ascii")


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(SAVE_TEXTS))
@HOSTILE_FUZZ
@given(data=st.data())
def test_hostile_names_never_crash_any_save_loader(name: str, data: st.DataObject) -> None:
    """replay --check and render --save on saves whose names and colours hold markup,
    control characters, lone surrogates and long runs: a game or a clean refusal."""
    save = _renamed(json.loads(SAVE_TEXTS[name]), data)
    _save_loaders(_written(_dumped(save), "named.80days.json"))


@functools.cache
def _challenge_data() -> dict[str, Any]:
    """A real challenge's plain data (a finished journey on the small map)."""
    from journal_helpers import finished_journey, journey_record

    from eighty_days.saves.challenge import dump_challenge

    state = finished_journey(4)
    data: dict[str, Any] = json.loads(dump_challenge(journey_record(state), state, 0))
    return data


@pytest.mark.slow
@HOSTILE_FUZZ
@given(data=st.data())
def test_hostile_names_never_crash_the_challenge_reader(data: st.DataObject) -> None:
    """A challenge renamed (and sealed again, so that the names themselves are judged) is
    read from a file and from a code: a challenge or a clean SaveError."""
    from eighty_days.saves.challenge import (
        canonical_digest,
        challenge_code,
        read_challenge,
        read_challenge_code,
    )

    challenge = copy.deepcopy(_challenge_data())
    challenge["save"] = _renamed(challenge["save"], data)
    with contextlib.suppress(UnicodeEncodeError):  # a lone surrogate cannot be hashed
        challenge["sha256"] = canonical_digest(challenge)
    raw = _dumped(challenge)
    with contextlib.suppress(SaveError):
        read_challenge(_written(raw, "named.80days-challenge.json"))
    with contextlib.suppress(SaveError):
        read_challenge_code(challenge_code(raw.decode("ascii")))


def _special_files() -> dict[str, Path]:
    """A FIFO without a writer, a link to /dev/zero and a folder, each named like a file."""
    folder = Path(tempfile.mkdtemp(prefix="special-"))
    fifo = folder / "fifo.80days.json"
    os.mkfifo(fifo)
    zero = folder / "zero.80days.json"
    zero.symlink_to("/dev/zero")
    directory = folder / "folder.80days.json"
    directory.mkdir()
    return {"fifo": fifo, "dev-zero": zero, "folder": directory}


def _every_loader(path: Path) -> None:
    """Every loader of the program given ``path``: the commands' map and save readers, the
    challenge reader, the album's index and captions, the daily starts, the recent games
    and the preferences."""
    from eighty_days.saves.album import INDEX_FILE, Album
    from eighty_days.saves.challenge import read_challenge
    from eighty_days.saves.daily import DailyStarts
    from eighty_days.saves.preferences import Preferences
    from eighty_days.saves.recent import RecentGames

    _map_loaders(path)
    _save_loaders(path)
    with contextlib.suppress(SaveError):
        read_challenge(path)
    assert DailyStarts(path).dates() == set()
    assert RecentGames(path).entries() == []
    assert Preferences(path).flag("anything") is False
    album = Album(Path(tempfile.mkdtemp(prefix="album-")))
    (album.folder / INDEX_FILE).symlink_to(path)
    album.meta_path("20260101-000000-x").symlink_to(path)
    assert album.entries() == [] and album.read_meta("20260101-000000-x") is None


@pytest.mark.slow
@pytest.mark.parametrize("kind", ["fifo", "dev-zero", "folder"])
def test_special_files_never_hang_or_grow_any_loader(kind: str) -> None:
    """A FIFO, /dev/zero or a folder in place of a file: every loader refuses it at once
    (a worker thread that is still busy after 30 s is a hang)."""
    path = _special_files()[kind]
    failure: list[BaseException] = []

    def work() -> None:
        try:
            _every_loader(path)
        except BaseException as error:  # handed to the test's thread
            failure.append(error)

    worker = threading.Thread(target=work, daemon=True)
    worker.start()
    worker.join(30)
    assert not worker.is_alive(), f"a loader still reads {kind} after 30 s"
    if failure:
        raise failure[0]
