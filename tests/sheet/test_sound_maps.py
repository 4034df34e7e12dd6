"""The shipped maps known to be sound: recorded digests, and the fast start they allow."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from eighty_days.resources import maps_dir, parse_yaml
from eighty_days.saves.files import DATA_DIR_VARIABLE
from eighty_days.sheet.io import load_map, load_map_text, map_text_digest
from eighty_days.sheet.sound_maps import SOUND_MAP_DIGESTS
from eighty_days.sheet.validate import check_map_data

ROOT = Path(__file__).resolve().parents[2]


def _record_tool() -> ModuleType:
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "record_sound_maps", ROOT / "tools" / "record_sound_maps.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_recorded_digests_are_those_of_the_shipped_maps_as_they_are() -> None:
    """Every shipped journey map is recorded, checked in full, and nothing stale is kept
    (after changing a map: `uv run python tools/record_sound_maps.py`)."""
    tool = _record_tool()
    digests = tool.sound_map_digests(maps_dir())
    assert set(digests) == {"world.yaml", "sample-small.yaml", "mediterranean.yaml"}
    assert set(digests.values()) == SOUND_MAP_DIGESTS, (
        "src/eighty_days/sheet/sound_maps.py is out of date: "
        "run `uv run python tools/record_sound_maps.py`"
    )


@pytest.mark.parametrize("name", ["world.yaml", "sample-small.yaml"])
def test_a_sound_map_loads_to_the_same_model_with_or_without_the_geometric_checks(
    name: str,
) -> None:
    """Skipping the geometric checks changes nothing but the time taken."""
    text = (maps_dir() / name).read_text(encoding="utf-8")
    assert map_text_digest(text) in SOUND_MAP_DIGESTS
    fully_checked, problems = check_map_data(parse_yaml(text, name, with_lines=False).data)
    assert problems == []
    assert load_map_text(text, name) == fully_checked


def test_a_changed_copy_of_a_shipped_map_is_checked_in_full(tmp_path: Path) -> None:
    """One byte changed and the digest no longer matches: a city moved out to sea is
    found, as in any map."""
    text = (maps_dir() / "sample-small.yaml").read_text(encoding="utf-8")
    moved = text.replace("x: 50.0, y: 20.0, area: eastland", "x: 35.0, y: 20.0, area: eastland")
    assert moved != text
    path = tmp_path / "sample-small.yaml"
    path.write_text(moved, encoding="utf-8")
    from eighty_days.resources import DataError

    with pytest.raises(DataError, match="'fort' is at sea"):
        load_map(path)


def test_the_program_opens_its_window_without_numpy_shapely_or_the_race(tmp_path: Path) -> None:
    """The start (``eighty-days``, through the program's own start) imports neither numpy
    nor shapely (about half a second on this machine: the route geometry is built once the
    window is up), nor the race engine, nor the package metadata machinery."""
    probe = (
        "import sys\n"
        "from PySide6.QtCore import QSettings\n"
        "from eighty_days.app import start_program\n"
        "from eighty_days.cli import _available_commands, build_parser\n"
        "args = build_parser(_available_commands()).parse_args(['play', '--seed', '7'])\n"
        f"store = QSettings({str(tmp_path / 'settings.ini')!r}, QSettings.Format.IniFormat)\n"
        "program = start_program(args, store=store, first_start=False)\n"
        "program.app.processEvents()\n"
        "heavy = ('numpy', 'shapely', 'eighty_days.engine.race', 'importlib.metadata')\n"
        "print(sorted(m for m in heavy if m in sys.modules))\n"
        "program.windows[0].close()\n"
    )
    environment = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        **{DATA_DIR_VARIABLE: str(tmp_path / "data")},
    )
    result = subprocess.run(
        [sys.executable, "-c", probe],
        env=environment,
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().splitlines()[-1] == "[]"
