"""Painted images kept on disk (issue 50's start-up): the paper's texture is read back at
the next start, pixel for pixel, other code never takes an old image, and a damaged file
is ignored and painted anew."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

from eighty_days import disk_cache
from eighty_days.ui.art import paper
from eighty_days.ui.common import image_cache
from eighty_days.ui.common.image_cache import cached_image, read_kept_image


def kept_files(folder: Path) -> list[Path]:
    """The images kept in ``folder``."""
    return sorted(folder.glob("*.cache")) if folder.is_dir() else []


def never_painted() -> QImage:
    """Fails the test: the image should have come from the cache."""
    raise AssertionError("the image was painted again")


def test_the_paper_tile_read_back_is_the_painted_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The paper tile kept by one process is what the next one shows, pixel for pixel,
    without painting it again (the tile of the program's own paper: its seed, size and
    colours)."""
    painted = paper.paint_paper_tile()
    monkeypatch.setattr(paper, "_tile", None)
    first = paper.paper_tile()
    assert first == painted
    folder = disk_cache.cache_folder(image_cache.KIND)
    assert folder == Path(os.environ["EIGHTY_DAYS_DATA_DIR"]) / "cache" / "images"
    assert len(kept_files(folder)) == 1
    monkeypatch.setattr(paper, "_tile", None)  # the next start
    monkeypatch.setattr(paper, "paint_paper_tile", never_painted)
    again = paper.paper_tile()
    assert again == painted
    assert again.format() == painted.format()


def test_other_digests_never_take_the_kept_image(tmp_path: Path) -> None:
    """An image kept under one code digest is not read under another."""
    red = QImage(8, 4, QImage.Format.Format_ARGB32)
    red.fill(QColor("red"))
    blue = QImage(8, 4, QImage.Format.Format_ARGB32)
    blue.fill(QColor("blue"))
    assert cached_image("tile", lambda: red, "code 1", folder=tmp_path) == red
    assert cached_image("tile", lambda: blue, "code 2", folder=tmp_path) == blue
    assert cached_image("tile", never_painted, "code 1", folder=tmp_path) == red
    assert len(kept_files(tmp_path)) == 2


def write_raw(path: Path, payload: bytes) -> None:
    """A cache file holding ``payload`` with its right checksum."""
    path.write_bytes(disk_cache.HEADER + hashlib.sha256(payload).digest() + payload)


@pytest.mark.parametrize(
    "how", ["flipped byte", "cut short", "rows missing", "no such format", "huge size"]
)
def test_a_damaged_image_is_ignored_and_painted_anew(how: str, tmp_path: Path) -> None:
    """A kept image that is damaged, or whose header does not agree with its rows, is not
    read: it is painted again and kept anew."""
    image = paper.paint_paper_tile()
    cached_image("paper", lambda: image, "code", folder=tmp_path)
    [kept] = kept_files(tmp_path)
    stored = kept.read_bytes()
    start = len(disk_cache.HEADER) + disk_cache.CHECKSUM_BYTES
    payload = stored[start:]
    header, rows = payload[:16], payload[16:]
    if how == "flipped byte":
        kept.write_bytes(stored[:-100] + bytes([stored[-100] ^ 0x10]) + stored[-99:])
    elif how == "cut short":
        kept.write_bytes(stored[: start + 20])
    elif how == "rows missing":
        write_raw(kept, header + rows[: len(rows) // 2])
    elif how == "no such format":
        write_raw(kept, header[:8] + (9999).to_bytes(4, "little") + header[12:] + rows)
    else:
        write_raw(kept, (100_000).to_bytes(4, "little") + header[4:] + rows)
    assert read_kept_image(kept) is None
    assert cached_image("paper", lambda: image, "code", folder=tmp_path) == image
    assert cached_image("paper", never_painted, "code", folder=tmp_path) == image
