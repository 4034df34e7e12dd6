"""Map files: ``load_map`` reads and validates a version-1 map file, ``save_map`` writes one.

Loading is fast on the default map: the YAML is parsed once without line bookkeeping and
validated; only if problems are found is it parsed again to name the line of each
problem. Saving writes the documented key order, small records on one line each and
numbers in a stable form, so that saving an unchanged map gives back the same text.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from functools import lru_cache
from pathlib import Path
from typing import Any

from eighty_days.messages import define
from eighty_days.resources import MAX_MAP_POINTS, DataError, parse_yaml, read_data_text, safe_yaml
from eighty_days.sheet.model import SheetMap
from eighty_days.sheet.serial import RING_POINTS_PER_LINE, to_dict
from eighty_days.sheet.sound_maps import SOUND_MAP_DIGESTS

TOO_MANY_POINTS = define(
    "map.too_many_points", "the map has {points} points; a map holds at most {most}"
)


def load_map(path: Path | str) -> SheetMap:
    """Read, validate and build the map in ``path``.

    Raises ``DataError(source, problems)`` listing every problem, each with its place and
    line (``locations[12].area: unknown area 'indai' (line 210)``), never a traceback.
    """
    file_path = Path(path)
    return load_map_text(read_data_text(file_path), str(file_path))


def map_text_digest(text: str) -> str:
    """The SHA-256 of a map file's text (as UTF-8), as in ``SOUND_MAP_DIGESTS``."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def load_map_text(text: str, source: str = "<text>") -> SheetMap:
    """Like ``load_map`` for YAML text already in memory (tests, the editor's clipboard).

    The text of a shipped map, byte for byte (``SOUND_MAP_DIGESTS``), skips the geometric
    checks it is known to pass; those alone need shapely, and skipping them keeps numpy
    and shapely off the program's start. Every other text is checked in full.
    """
    from eighty_days.sheet.validate import check_map_data  # not needed for a map kept parsed

    document = parse_yaml(text, source, with_lines=False)
    points = count_map_points(document.data)
    if points > MAX_MAP_POINTS:
        raise DataError(source, [TOO_MANY_POINTS(points=f"{points:,}", most=f"{MAX_MAP_POINTS:,}")])
    known_sound = map_text_digest(text) in SOUND_MAP_DIGESTS
    sheet, problems = check_map_data(document.data, check_geometry=not known_sound)
    if sheet is not None and not problems:
        return sheet
    with_lines = parse_yaml(text, source, with_lines=True)
    raise DataError(source, [problem.render(with_lines.line) for problem in problems])


def from_dict(data: Any, source: str = "<map data>") -> SheetMap:
    """Build a map from its plain-data form; ``DataError`` listing every problem if invalid.

    The problems name their place in the data (``locations[12].area: unknown area
    'indai'``); ``load_map`` adds the line numbers of a file.
    """
    from eighty_days.sheet.validate import check_map_data

    sheet, problems = check_map_data(data)
    if problems or sheet is None:
        raise DataError(source, [problem.render() for problem in problems])
    return sheet


def count_map_points(data: Any) -> int:
    """How many points the polygons of map data hold (land, area regions, canals,
    mountains); parts that are not polygons are not counted (the validator names them)."""

    def polygon_points(polygon: Any) -> int:
        if not isinstance(polygon, dict):
            return 0
        rings = [polygon.get("outer")]
        holes = polygon.get("holes")
        if isinstance(holes, list):
            rings.extend(holes)
        return sum(_ring_points(ring) for ring in rings)

    if not isinstance(data, dict):
        return 0
    polygons: list[Any] = []
    for key in ("land", "canals", "mountains"):
        items = data.get(key)
        if isinstance(items, list):
            polygons.extend(items)
    areas = data.get("areas")
    for area in areas if isinstance(areas, list) else []:
        region = area.get("region") if isinstance(area, dict) else None
        if isinstance(region, list):
            polygons.extend(region)
    return sum(polygon_points(polygon) for polygon in polygons)


def _ring_points(ring: Any) -> int:
    """The points of a ring written ``"x y x y …"`` (or as a list of pairs)."""
    if isinstance(ring, str):
        return len(ring.split()) // 2
    return len(ring) if isinstance(ring, list) else 0


def save_map(sheet: SheetMap, path: Path | str) -> None:
    """Write ``sheet`` to ``path`` as a version-1 map file (atomically: temp file, rename)."""
    file_path = Path(path)
    temporary = file_path.with_name(f".{file_path.name}.tmp")
    temporary.write_text(dump_map_text(sheet), encoding="utf-8")
    os.replace(temporary, file_path)


def dump_map_text(sheet: SheetMap) -> str:
    """The text of ``sheet`` as a version-1 map file."""
    data = to_dict(sheet)
    lines: list[str] = []
    for key, value in data.items():
        if key in ("sheets", "locations", "adventure_cards"):
            lines.append(f"{key}:" if value else f"{key}: []")
            lines.extend(f"  - {_flow(item)}" for item in value)
        elif key in ("land", "canals", "mountains"):
            lines.append(f"{key}:" if value else f"{key}: []")
            lines.extend(_polygon_lines(item, "  ") for item in value)
        elif key == "areas":
            lines.append("areas:" if value else "areas: []")
            for area in value:
                region = area.get("region")
                plain = {k: v for k, v in area.items() if k != "region"}
                if not region:
                    lines.append(f"  - {_flow(plain)}")
                    continue
                lines.append(f"  - id: {_scalar(plain['id'])}")
                lines.append(f"    name: {_scalar(plain['name'])}")
                lines.append(f"    colour: {_scalar(plain['colour'])}")
                lines.append("    region:")
                lines.extend(_polygon_lines(item, "      ") for item in region)
        elif key == "background":
            lines.append(f"background: {_flow(value)}")
        elif key == "income_cards":
            lines.append("income_cards:" if value else "income_cards: []")
            for card in value:
                lines.append(f"  - id: {_scalar(card['id'])}")
                lines.append(f"    payouts: {_flow(card['payouts'])}")
        else:
            lines.append(f"{key}: {_scalar(value)}")
    return "\n".join(lines) + "\n"


def _polygon_lines(polygon: dict[str, Any], indent: str) -> str:
    """One polygon as a block list item: ``outer``, then ``holes`` and ``name`` if any.

    A long ring is a folded block (``>-``) of short lines, a few points each, so that
    moving one vertex changes one line of the file; a short one stays on its line.
    """
    text = f"{indent}- outer: {_ring_text(polygon['outer'], indent + '    ')}"
    if "holes" in polygon:
        if all(_is_short(hole) for hole in polygon["holes"]):
            holes = ", ".join(_quoted(hole) for hole in polygon["holes"])
            text += f"\n{indent}  holes: [{holes}]"
        else:
            text += f"\n{indent}  holes:"
            for hole in polygon["holes"]:
                text += f"\n{indent}    - {_ring_text(hole, indent + '      ')}"
    if "name" in polygon:
        text += f"\n{indent}  name: {_scalar(polygon['name'])}"
    return text


def _is_short(ring_text: str) -> bool:
    """Whether a ring string fits on one line of the file."""
    return len(ring_text.split()) <= 2 * RING_POINTS_PER_LINE


def _ring_text(ring_text: str, indent: str) -> str:
    """A ring string as written after its key: quoted if short, else a folded block."""
    if _is_short(ring_text):
        return _quoted(ring_text)
    values = ring_text.split()
    step = 2 * RING_POINTS_PER_LINE
    lines = (" ".join(values[start : start + step]) for start in range(0, len(values), step))
    return ">-" + "".join(f"\n{indent}{line}" for line in lines)


def _flow(value: Any) -> str:
    """A small mapping or list in YAML flow style, on one line."""
    if isinstance(value, dict):
        inner = ", ".join(f"{_scalar(k)}: {_flow(v)}" for k, v in value.items())
        return "{" + inner + "}"
    if isinstance(value, list):
        return "[" + ", ".join(_flow(v) for v in value) + "]"
    return _scalar(value)


_PLAIN = re.compile(r"[A-Za-z_][A-Za-z0-9_ .'()/-]*\Z")


def _scalar(value: Any) -> str:
    """A scalar in YAML: numbers in Python's shortest round-trip form, text plain if safe."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, list):
        return _flow(value)
    text = str(value)
    if _PLAIN.match(text) and not text.endswith(" ") and _reads_back_as_text(text):
        return text
    return _quoted(text)


def _quoted(text: str) -> str:
    """Text in double quotes (JSON escapes are valid YAML double-quoted escapes)."""
    return json.dumps(text, ensure_ascii=False)


@lru_cache(maxsize=4096)
def _reads_back_as_text(text: str) -> bool:
    """Whether ``text`` written plain reads back as the same text (not a bool, null...)."""
    loaded = safe_yaml(f"key: {text}")
    return isinstance(loaded, dict) and loaded.get("key") == text
