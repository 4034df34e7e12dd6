"""Mark the names of the shipped maps for translation.

The places, areas, sheets, land, canals and mountains of every map under ``maps/`` (and
the cities of the 1986 race board), the journey maps' own names and their adventure
cards' titles are shown in the chosen language, translated in the context ``Names``. Qt's
lupdate finds only strings written in the code, so this writes them into a module of
``QT_TRANSLATE_NOOP`` entries. Run it after changing a map under ``maps/``:

    uv run python tools/map_names.py

then ``tools/update_translations.sh`` and translate the new entries.
``tests/i18n/test_map_names.py`` fails while the module is out of step with the maps.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[1]
MAPS = ROOT / "maps"
MODULE = ROOT / "src" / "eighty_days" / "ui" / "common" / "map_names.py"

HEADER = '''"""The names of the shipped maps (maps/*.yaml), marked for translation in the context
``Names``: places, areas, sheets, land, canals, mountains, the maps' own names, their
adventure cards' titles and the race board's cities. ``message_text.map_name`` translates
them where they are shown; a name of a map of one's own is shown as written.

Written by ``tools/map_names.py`` (do not edit by hand); ``tests/i18n/test_map_names.py``
fails while it is out of step with the maps.
"""

from PySide6.QtCore import QT_TRANSLATE_NOOP

SHIPPED_NAMES: tuple[object, ...] = (
'''


def map_names(data: Any) -> Iterator[str]:
    """Every name shown to players in one map file's plain data, in file order."""
    if not isinstance(data, dict):
        return
    yield from _texts([data.get("name")])
    for key in ("sheets", "areas", "locations", "land", "canals", "mountains"):
        yield from _texts(item.get("name") for item in _records(data.get(key)))
    yield from _texts(item.get("title") for item in _records(data.get("adventure_cards")))
    yield from _texts(item.get("city") for item in _records(data.get("spaces")))


def _records(value: Any) -> list[dict[str, Any]]:
    return [item for item in value if isinstance(item, dict)] if isinstance(value, list) else []


def _texts(values: Any) -> Iterator[str]:
    for value in values:
        if isinstance(value, str) and value.strip():
            yield value


def shipped_names(maps: Path = MAPS) -> list[tuple[str, list[str]]]:
    """``[(file name, its names not named by an earlier file)]`` for every map in ``maps``
    (by file name; the race board's name is the game's, not a sheet's, and is left out)."""
    seen: set[str] = set()
    found: list[tuple[str, list[str]]] = []
    for path in sorted(maps.glob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        if isinstance(data, dict) and "spaces" in data:
            data = {"spaces": data["spaces"]}
        names = []
        for name in map_names(data):
            if name not in seen:
                seen.add(name)
                names.append(name)
        found.append((path.name, names))
    return found


def module_text(maps: Path = MAPS) -> str:
    """The text of the names module for the maps in ``maps``."""
    lines = [HEADER]
    for file_name, names in shipped_names(maps):
        lines.append(f"    # maps/{file_name}\n")
        lines.extend(
            f'    QT_TRANSLATE_NOOP("Names", {json.dumps(name, ensure_ascii=False)}),\n'
            for name in names
        )
    lines.append(")\n")
    return "".join(lines)


def main() -> int:
    """Write the module; say how many names it marks."""
    text = module_text()
    MODULE.write_text(text, encoding="utf-8")
    count = sum(len(names) for _, names in shipped_names())
    print(f"{MODULE.relative_to(ROOT)}: {count} names")
    return 0


if __name__ == "__main__":
    sys.exit(main())
