"""Mark the names of the shipped maps (and the words of the race's event cards) for
translation.

The places, areas, sheets, land, canals and mountains of every map under ``maps/`` (and
the cities of the 1986 race board), the journey maps' own names, their adventure cards'
titles and the English title and text of each of the race's event cards
(``engine/race/event_cards.yaml``, printed in German: the German comes with the data, any
other language from its ``.ts``) are shown in the chosen language, translated in the
context ``Names``. Qt's lupdate finds only strings written in the code, so this writes
them into a module of ``QT_TRANSLATE_NOOP`` entries. Run it after changing a map under
``maps/`` or an event card:

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
#: The longest line of the written module (the project's line length).
LINE_LENGTH = 100
EVENT_CARDS = ROOT / "src" / "eighty_days" / "engine" / "race" / "event_cards.yaml"

HEADER = '''"""The names of the shipped maps (maps/*.yaml), marked for translation in the context
``Names``: places, areas, sheets, land, canals, mountains, the maps' own names, their
adventure cards' titles and the race board's cities; and the English title and text of
each of the race's event cards. ``message_text.map_name`` and ``message_text.name_text``
translate them where they are shown; a name of a map of one's own is shown as written.

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


def _entry(name: str) -> str:
    """The entry that marks ``name``, laid out as the project's formatter lays it out (lines
    at most ``LINE_LENGTH`` long: a long text is split after spaces into pieces that
    lupdate joins again)."""
    literal = json.dumps(name, ensure_ascii=False)
    one_line = f'    QT_TRANSLATE_NOOP("Names", {literal}),'
    if len(one_line) <= LINE_LENGTH:
        return one_line + "\n"
    hugged = f'        "Names", {literal}'
    if len(hugged) <= LINE_LENGTH:
        return f"    QT_TRANSLATE_NOOP(\n{hugged}\n    ),\n"
    width = LINE_LENGTH - len("        ,")
    pieces: list[str] = []
    for word in name.split(" "):
        joined = f"{pieces[-1]} {word}" if pieces else word
        if pieces and len(json.dumps(joined, ensure_ascii=False)) <= width:
            pieces[-1] = joined
        else:
            pieces.append(word)
    literals = [json.dumps(piece + " ", ensure_ascii=False) for piece in pieces[:-1]]
    literals.append(json.dumps(pieces[-1], ensure_ascii=False))
    body = "".join(f"        {text}\n" for text in literals)
    return f'    QT_TRANSLATE_NOOP(\n        "Names",\n{body[:-1]},\n    ),\n'


def event_card_words(path: Path = EVENT_CARDS) -> list[str]:
    """The English title and text of every event card of the race in ``path``, in file
    order (each once)."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    events = _records(data.get("events")) if isinstance(data, dict) else []
    words = _texts(item.get(key) for item in events for key in ("title_en", "text_en"))
    return list(dict.fromkeys(words))


def module_text(maps: Path = MAPS, event_cards: Path = EVENT_CARDS) -> str:
    """The text of the names module for the maps in ``maps`` and the race's event cards
    in ``event_cards``."""
    lines = [HEADER]
    seen: set[str] = set()
    sections = [(f"maps/{file_name}", names) for file_name, names in shipped_names(maps)]
    shown = event_cards.relative_to(ROOT) if event_cards.is_relative_to(ROOT) else event_cards.name
    sections.append((str(shown), event_card_words(event_cards)))
    for section, names in sections:
        lines.append(f"    # {section}\n")
        lines.extend(_entry(name) for name in names if name not in seen)
        seen.update(names)
    lines.append(")\n")
    return "".join(lines)


def main() -> int:
    """Write the module; say how many names it marks."""
    text = module_text()
    MODULE.write_text(text, encoding="utf-8")
    count = sum(len(names) for _, names in shipped_names())
    print(f"{MODULE.relative_to(ROOT)}: {count} names, {len(event_card_words())} event words")
    return 0


if __name__ == "__main__":
    sys.exit(main())
