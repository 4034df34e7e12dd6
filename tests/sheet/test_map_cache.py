"""Maps kept parsed on disk (issue 50's start-up): the next start reads the kept map back
without parsing it, a changed file or another program never takes an old one, and a
damaged or foreign cache file is ignored and written anew, never a traceback. A kept map
is plain data (JSON), rebuilt without its checks into exactly the map ``load_map`` reads."""

from __future__ import annotations

import hashlib
import json
import os
import pickle
from dataclasses import replace
from pathlib import Path

import pytest

from eighty_days import disk_cache
from eighty_days.resources import DataError, maps_dir
from eighty_days.sheet import map_cache
from eighty_days.sheet.io import dump_map_text, load_map, load_map_text, map_text_digest
from eighty_days.sheet.map_cache import load_map_cached
from eighty_days.sheet.model import Background, SheetMap
from eighty_days.sheet.serial import to_dict


@pytest.fixture
def map_file(tmp_path: Path) -> Path:
    """A map of the user's own: a copy of the sample map in a folder of the test."""
    path = tmp_path / "own.yaml"
    path.write_bytes((maps_dir() / "sample-small.yaml").read_bytes())
    return path


@pytest.fixture
def cache(tmp_path: Path) -> Path:
    """The folder of the kept maps."""
    return tmp_path / "cache"


def kept_files(cache: Path) -> list[Path]:
    """The cache files in ``cache``."""
    return sorted(cache.glob("maps-*.cache")) if cache.is_dir() else []


def never_parsed(monkeypatch: pytest.MonkeyPatch) -> None:
    """From now on, parsing a map's text fails the test."""

    def refuse(text: str, source: str = "") -> SheetMap:
        raise AssertionError(f"{source} was parsed again")

    monkeypatch.setattr(map_cache, "load_map_text", refuse)


def test_the_default_cache_folder_is_in_the_tests_data_folder() -> None:
    """Without a folder given, maps are kept in ``cache/maps`` of the data folder (the
    test's own, set by the tests' conftest), never the user's."""
    folder = disk_cache.cache_folder(map_cache.KIND)
    assert folder == Path(os.environ["EIGHTY_DAYS_DATA_DIR"]) / "cache" / "maps"


def test_a_map_read_again_comes_from_the_cache_without_parsing(
    map_file: Path, cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The first read keeps the map; the second answers the same map without parsing
    the file, with nothing derived from the map yet but the digest of its text."""
    first = load_map_cached(map_file, cache)
    assert first == load_map(map_file)
    assert len(kept_files(cache)) == 1
    never_parsed(monkeypatch)
    again = load_map_cached(map_file, cache)
    assert again == first
    assert again is not first
    assert again.location(first.start) == first.start_location
    assert again._derived == {map_cache.SOURCE_DIGEST: map_text_digest(map_file.read_text("utf-8"))}


def test_a_changed_map_never_takes_the_old_one(
    map_file: Path, cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A map file changed after it was kept (its name, one byte of a point) is read anew:
    the answer is the file's new map, never the kept one; the old file stays valid for the
    old text."""
    old = load_map_cached(map_file, cache)
    text = map_file.read_text(encoding="utf-8")
    assert f"name: {old.name}" in text
    map_file.write_text(text.replace(f"name: {old.name}", "name: Changed map", 1), "utf-8")
    changed = load_map_cached(map_file, cache)
    assert changed.name == "Changed map"
    assert changed == load_map(map_file)
    assert len(kept_files(cache)) == 2
    never_parsed(monkeypatch)
    assert load_map_cached(map_file, cache) == changed


def test_another_program_never_takes_the_kept_map(
    map_file: Path, cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A map kept by another version of the map code (its digest differs) is not read:
    the file is parsed again."""
    load_map_cached(map_file, cache)
    monkeypatch.setattr(disk_cache, "code_digest", lambda *modules: "other code")
    parsed: list[str] = []

    def counting(text: str, source: str = "<text>") -> SheetMap:
        parsed.append(source)
        return load_map_text(text, source)

    monkeypatch.setattr(map_cache, "load_map_text", counting)
    assert load_map_cached(map_file, cache) == load_map(map_file)
    assert parsed == [str(map_file)]


def test_the_code_digest_follows_the_source() -> None:
    """The code's digest names the map code's source: another module list, another
    digest; the same list, the same digest."""
    digest = disk_cache.code_digest(*map_cache.MAP_CODE)
    assert digest == disk_cache.code_digest(*map_cache.MAP_CODE)
    assert digest != disk_cache.code_digest(*map_cache.MAP_CODE[:-1])


def damage(path: Path, how: str) -> None:
    """Spoil the cache file at ``path`` in the way ``how`` names."""
    stored = path.read_bytes()
    header = len(disk_cache.HEADER) + disk_cache.CHECKSUM_BYTES
    if how == "flipped byte":
        middle = header + (len(stored) - header) // 2
        path.write_bytes(stored[:middle] + bytes([stored[middle] ^ 0xFF]) + stored[middle + 1 :])
    elif how == "cut short":
        path.write_bytes(stored[: len(stored) // 2])
    elif how == "empty":
        path.write_bytes(b"")
    elif how == "not a cache file":
        path.write_bytes(b"name: a map\n" * 20)
    elif how == "a pickle":  # checksum right, and unpickled it would run a function
        write_raw(path, pickle.dumps(_RunsAFunction()))
    elif how == "not a map":
        write_raw(path, json.dumps(["a", "list"]).encode("utf-8"))
    elif how == "not UTF-8":
        write_raw(path, b'{"format": "\xff"}')
    elif how == "a card set":
        write_raw(path, json.dumps({"format": "eighty-days-cards/1"}).encode("utf-8"))
    elif how == "a map without its land":
        data = kept_data(path)
        del data["land"]
        write_raw(path, json.dumps(data).encode("utf-8"))
    elif how == "a map of the wrong shape":
        data = kept_data(path)
        data["locations"] = 5
        data["income_cards"] = [{"id": "x", "payouts": [1, 2]}]
        write_raw(path, json.dumps(data).encode("utf-8"))
    elif how == "a folder":
        path.unlink()
        path.mkdir()
    else:
        raise AssertionError(how)


#: The calls of ``record_a_call`` (a kept map must never make one).
CALLS: list[str] = []


def record_a_call() -> str:
    """What a foreign cache file would run if it were unpickled."""
    CALLS.append("called")
    return "called"


class _RunsAFunction:
    """Pickled as a call of ``record_a_call``."""

    def __reduce__(self) -> tuple[object, tuple[()]]:
        return (record_a_call, ())


def kept_data(path: Path) -> dict[str, object]:
    """The plain data of the map kept at ``path``."""
    payload = disk_cache.read_entry(path)
    assert payload is not None
    data = json.loads(payload)
    assert isinstance(data, dict)
    return data


def write_raw(path: Path, payload: bytes) -> None:
    """A cache file holding ``payload`` with its right checksum."""
    path.write_bytes(disk_cache.HEADER + hashlib.sha256(payload).digest() + payload)


@pytest.mark.parametrize(
    "how",
    [
        "flipped byte",
        "cut short",
        "empty",
        "not a cache file",
        "a pickle",
        "not a map",
        "not UTF-8",
        "a card set",
        "a map without its land",
        "a map of the wrong shape",
    ],
)
def test_a_damaged_cache_file_is_ignored_and_written_anew(
    how: str, map_file: Path, cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A kept map that is damaged, foreign or not a map's data is not trusted (a pickle
    is never unpickled: nothing it names runs): the file is parsed again, the answer is
    the right map, and the cache file is written anew (the next read takes it without
    parsing)."""
    expected = load_map_cached(map_file, cache)
    [kept] = kept_files(cache)
    CALLS.clear()
    damage(kept, how)
    assert map_cache.read_kept_map(kept) is None
    assert CALLS == []
    assert load_map_cached(map_file, cache) == expected
    never_parsed(monkeypatch)
    assert load_map_cached(map_file, cache) == expected


def test_a_cache_that_cannot_be_read_or_written_costs_only_the_parse(
    map_file: Path, tmp_path: Path
) -> None:
    """A cache folder that is a file, or a cache file that is a folder, is no problem:
    the map is parsed and answered, and nothing is raised."""
    blocked = tmp_path / "blocked"
    blocked.write_text("a file where the folder would be", encoding="utf-8")
    assert load_map_cached(map_file, blocked) == load_map(map_file)
    cache = tmp_path / "cache"
    load_map_cached(map_file, cache)
    [kept] = kept_files(cache)
    damage(kept, "a folder")
    assert load_map_cached(map_file, cache) == load_map(map_file)


def test_a_map_that_is_not_valid_is_the_same_error_and_never_kept(
    map_file: Path, cache: Path
) -> None:
    """A map with a problem raises ``load_map``'s ``DataError`` (with its line), and no
    cache file is written for it."""
    text = map_file.read_text(encoding="utf-8")
    map_file.write_text(text.replace("start: ", "start: nowhere_at_all  # ", 1), "utf-8")
    with pytest.raises(DataError) as expected:
        load_map(map_file)
    with pytest.raises(DataError) as found:
        load_map_cached(map_file, cache)
    assert str(found.value) == str(expected.value)
    assert kept_files(cache) == []


def test_only_the_newest_maps_are_kept(map_file: Path, cache: Path) -> None:
    """At most ``KEPT`` maps stay in the cache: the least recently written go."""
    text = map_file.read_text(encoding="utf-8")
    name = load_map(map_file).name
    for number in range(map_cache.KEPT + 2):
        map_file.write_text(text.replace(f"name: {name}", f"name: Map {number}", 1), "utf-8")
        load_map_cached(map_file, cache)
    assert len(kept_files(cache)) == map_cache.KEPT


def test_the_kept_map_is_json_of_its_plain_data(map_file: Path, cache: Path) -> None:
    """A kept map is the JSON of the map's plain data (``to_dict``, its rings' numbers
    exact), no pickle: a file anyone can read, and whose reading runs no code."""
    sheet = load_map_cached(map_file, cache)
    [kept] = kept_files(cache)
    assert kept_data(kept) == to_dict(sheet, exact=True)


def sample_text() -> str:
    """The sample map's text."""
    return (maps_dir() / "sample-small.yaml").read_text(encoding="utf-8")


def variant_texts() -> dict[str, str]:
    """Map texts the cache must give back exactly as ``load_map`` reads them: the sample
    with an editor's background, with whole numbers where floats are read, and with a
    coordinate of more decimals than written back (within the checks' tolerance)."""
    sample = load_map(maps_dir() / "sample-small.yaml")
    traced = dump_map_text(
        replace(sample, background=Background("scans/a map.png", (0.0, 0.0, 60.0, 30.0), 0.4))
    )
    text = sample_text()
    assert '"0 0 24 0 24 30 0 30"' in text and "ruler_unit: " in text
    return {
        "background": traced,
        "more decimals": text.replace('"0 0 24 0 24 30 0 30"', '"0 0 24 0 24.0000000001 30 0 30"'),
    }


@pytest.mark.parametrize(
    "name",
    ["world.yaml", "mediterranean.yaml", "sample-small.yaml", "background", "more decimals"],
)
def test_a_kept_map_is_exactly_the_map_load_map_reads(
    name: str, tmp_path: Path, cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every shipped journey map and the test maps come back from the cache equal to
    what ``load_map`` reads, to the type and the last bit of every number (their reprs
    are the same), and nothing derived from them yet but the digest of their text."""
    path = maps_dir() / name
    if not path.is_file():
        path = tmp_path / "variant.yaml"
        path.write_text(variant_texts()[name], encoding="utf-8")
    expected = load_map(path)
    assert load_map_cached(path, cache) == expected
    never_parsed(monkeypatch)
    kept = load_map_cached(path, cache)
    assert kept == expected
    assert repr(kept) == repr(expected)
    assert kept._derived == {map_cache.SOURCE_DIGEST: map_text_digest(path.read_text("utf-8"))}
    assert [kept.location(place.id) for place in expected.locations] == list(expected.locations)
