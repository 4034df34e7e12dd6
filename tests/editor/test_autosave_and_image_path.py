"""The editor's pure pieces of issue 48 "Nothing lost": the tracing image's path written
for a map's file, and the autosave slots left behind."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from eighty_days.editor.autosave import AutosaveSlot, left_behind
from eighty_days.editor.background_path import image_for_file
from eighty_days.editor.edits import blank_sheet


def test_the_image_path_is_relative_inside_the_maps_folder_and_full_outside(
    tmp_path: Path,
) -> None:
    """An image in the map's folder (or below) is kept relative to it; one elsewhere by
    its full path; a relative path follows the map into another folder; a name no file
    can have is left as it is."""
    maps = tmp_path / "maps"
    assert image_for_file(str(maps / "scans" / "a.png"), None, maps / "m.yaml") == "scans/a.png"
    assert image_for_file("scans/a.png", maps / "m.yaml", maps / "m2.yaml") == "scans/a.png"
    assert image_for_file("scans/a.png", maps / "m.yaml", tmp_path / "other" / "m.yaml") == str(
        maps / "scans" / "a.png"
    )
    assert image_for_file("a\0.png", maps / "m.yaml", tmp_path / "m.yaml") == "a\0.png"


def _dead_pid() -> int:
    """The id of a program that has ended."""
    done = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"],
        check=True,
        capture_output=True,
        text=True,
    )
    return int(done.stdout)


def test_only_slots_of_programs_gone_are_left_behind(tmp_path: Path) -> None:
    """A slot written by a program that ended is offered, newest first, with its map and
    file; this program's own slot is not; a description that is not one is left alone."""
    sheet = blank_sheet(40.0, 20.0, "Coral Sea")
    mine = AutosaveSlot(tmp_path)
    mine.write(sheet, tmp_path / "mine.yaml")
    gone = AutosaveSlot(tmp_path)
    gone.write(sheet, None)
    info = json.loads(gone.info_file.read_text(encoding="utf-8"))
    info["pid"] = _dead_pid()
    gone.info_file.write_text(json.dumps(info), encoding="utf-8")
    (tmp_path / "broken.json").write_text("{not json", encoding="utf-8")
    found = left_behind(tmp_path)
    assert [item.slot.name for item in found] == [gone.name]
    assert found[0].map_path is None and found[0].sheet == sheet
    assert found[0].title == "Coral Sea"
    assert (tmp_path / "broken.json").exists()
    found[0].slot.remove()
    assert not gone.exists() and not gone.map_file.exists()
    assert mine.exists()
    assert os.getpid() == json.loads(mine.info_file.read_text(encoding="utf-8"))["pid"]
