"""Record the digests of the shipped maps that pass every check, for a fast start.

``eighty_days.sheet.io`` skips the geometric checks (the only ones that need shapely) for a
map text whose SHA-256 is in ``src/eighty_days/sheet/sound_maps.py``. Run this after
changing a map under ``maps/``:

    uv run python tools/record_sound_maps.py

It checks each journey map in full and writes the module; a map with problems is named
and left out. ``tests/sheet/test_sound_maps.py`` fails while the module is out of date.
"""

from __future__ import annotations

import sys
from pathlib import Path

from eighty_days.resources import DataError, parse_yaml, read_data_text
from eighty_days.sheet.io import map_text_digest
from eighty_days.sheet.serial import FORMAT_TAG
from eighty_days.sheet.validate import check_map_data

ROOT = Path(__file__).resolve().parents[1]
MODULE = ROOT / "src" / "eighty_days" / "sheet" / "sound_maps.py"

HEADER = '''"""The SHA-256 digests of the shipped maps, each checked in full when it was recorded.

A map text with one of these digests is, byte for byte, a map that passes every check;
``eighty_days.sheet.io`` skips the geometric ones for it. Written by
``tools/record_sound_maps.py``; ``tests/sheet/test_sound_maps.py`` keeps it true.
"""

SOUND_MAP_DIGESTS: frozenset[str] = frozenset(
    {
'''


def sound_map_digests(maps: Path) -> dict[str, str]:
    """``{file name: digest}`` of every journey map in ``maps`` that passes every check."""
    digests: dict[str, str] = {}
    for path in sorted(maps.glob("*.yaml")):
        text = read_data_text(path)
        data = parse_yaml(text, str(path), with_lines=False).data
        if not isinstance(data, dict) or data.get("format") != FORMAT_TAG:
            continue
        _, problems = check_map_data(data, check_geometry=True)
        if problems:
            print(f"{path.name}: has problems, not recorded", file=sys.stderr)
            continue
        digests[path.name] = map_text_digest(text)
    return digests


def module_text(digests: dict[str, str]) -> str:
    """The text of ``sound_maps.py`` for ``digests``."""
    lines = [
        f'        # maps/{name}\n        "{digest}",' for name, digest in sorted(digests.items())
    ]
    return HEADER + "\n".join(lines) + "\n    }\n)\n"


def main() -> int:
    """Write the module; exit 1 if a shipped map has problems."""
    try:
        digests = sound_map_digests(ROOT / "maps")
    except DataError as error:
        print(error, file=sys.stderr)
        return 1
    MODULE.write_text(module_text(digests), encoding="utf-8")
    print(f"recorded {len(digests)} maps in {MODULE.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
