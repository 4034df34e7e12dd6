"""The land's outline kept on disk (issue 50's start-up): the next window reads it back
instead of making the union again, other land never takes it, and a damaged file is
ignored and written anew."""

from __future__ import annotations

import hashlib
import os
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtGui import QPainterPath

from eighty_days import disk_cache
from eighty_days.resources import maps_dir
from eighty_days.sheet.io import load_map
from eighty_days.sheet.model import Polygon, SheetMap
from eighty_days.ui.journey import land_cache
from eighty_days.ui.journey.land_cache import cached_land_path, land_digest
from eighty_days.ui.journey.scene_geometry import land_path


@pytest.fixture(scope="module")
def sheet() -> SheetMap:
    """The sample map."""
    return load_map(maps_dir() / "sample-small.yaml")


def kept_files(cache: Path) -> list[Path]:
    """The outlines kept in ``cache``."""
    return sorted(cache.glob("land-*.cache")) if cache.is_dir() else []


def never_united(monkeypatch: pytest.MonkeyPatch) -> None:
    """From now on, making the land's union fails the test."""

    def refuse(polygons: object) -> QPainterPath:
        raise AssertionError("the land's union was made again")

    monkeypatch.setattr(land_cache, "land_path", refuse)


def moved_land(sheet: SheetMap) -> tuple[Polygon, ...]:
    """The sample map's land with the first point of its first polygon moved a little."""
    first = sheet.land[0]
    (x, y), *rest = first.exterior
    return (replace(first, exterior=((x + 0.25, y), *rest)), *sheet.land[1:])


def test_an_outline_made_once_is_read_back(
    sheet: SheetMap, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The first call keeps the union; the second reads the same path back without
    making it again."""
    made = cached_land_path(sheet.land, tmp_path)
    assert made == land_path(sheet.land)
    assert len(kept_files(tmp_path)) == 1
    never_united(monkeypatch)
    again = cached_land_path(sheet.land, tmp_path)
    assert again == made
    assert again.fillRule() == made.fillRule()


def test_other_land_never_takes_the_kept_outline(
    sheet: SheetMap, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Land with one point moved has another digest and gets its own union."""
    cached_land_path(sheet.land, tmp_path)
    other = moved_land(sheet)
    assert land_digest(other) != land_digest(sheet.land)
    assert land_digest(sheet.land[::-1]) != land_digest(sheet.land)
    outline = cached_land_path(other, tmp_path)
    assert outline == land_path(other)
    assert outline != land_path(sheet.land)
    assert len(kept_files(tmp_path)) == 2


def test_the_default_folder_is_in_the_tests_data_folder() -> None:
    """Without a folder given, outlines are kept in ``cache/land`` of the data folder (the
    test's own, set by the tests' conftest)."""
    folder = disk_cache.cache_folder(land_cache.KIND)
    assert folder == Path(os.environ["EIGHTY_DAYS_DATA_DIR"]) / "cache" / "land"


@pytest.mark.parametrize("how", ["flipped byte", "cut short", "empty", "garbage", "no path"])
def test_a_damaged_outline_is_ignored_and_written_anew(
    how: str, sheet: SheetMap, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A kept outline that is damaged (or whose checksum holds no path) is not read: the
    union is made again, right, and kept anew for the next call."""
    expected = cached_land_path(sheet.land, tmp_path)
    [kept] = kept_files(tmp_path)
    stored = kept.read_bytes()
    header = len(disk_cache.HEADER) + disk_cache.CHECKSUM_BYTES
    if how == "flipped byte":
        middle = header + (len(stored) - header) // 2
        kept.write_bytes(stored[:middle] + bytes([stored[middle] ^ 0x55]) + stored[middle + 1 :])
    elif how == "cut short":
        kept.write_bytes(stored[: header + 5])
    elif how == "empty":
        kept.write_bytes(b"")
    elif how == "garbage":
        kept.write_bytes(os.urandom(len(stored)))
    else:  # a right checksum over bytes that are not a path
        payload = b"\x00\x00\x00\x07 not a path"
        kept.write_bytes(disk_cache.HEADER + hashlib.sha256(payload).digest() + payload)
    assert land_cache.read_kept_outline(kept) is None
    assert cached_land_path(sheet.land, tmp_path) == expected
    never_united(monkeypatch)
    assert cached_land_path(sheet.land, tmp_path) == expected


def test_an_unwritable_cache_still_gives_the_outline(sheet: SheetMap, tmp_path: Path) -> None:
    """A cache folder that cannot be made (a file stands there) costs only the union."""
    blocked = tmp_path / "blocked"
    blocked.write_text("not a folder", encoding="utf-8")
    assert cached_land_path(sheet.land, blocked) == land_path(sheet.land)
