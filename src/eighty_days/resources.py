"""Finding and reading the program's data files (maps, boards, card decks).

Everything is read with PyYAML's safe loader (the C one when available) and every
problem becomes a ``DataError`` that names the file and, where known, the line and the
path inside the document (``locations[12].area``), never a traceback. Qt-free.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

#: Files larger than this are refused before parsing (a hostile or mistaken file).
MAX_DATA_FILE_BYTES = 64 * 1024 * 1024

PathPart = str | int

try:  # the C loader is several times faster; fall back to the pure-Python one
    _SafeLoader: Any = yaml.CSafeLoader
except AttributeError:  # pragma: no cover - depends on how PyYAML was built
    _SafeLoader = yaml.SafeLoader


class DataError(ValueError):
    """A data file could not be read or is not valid; ``problems`` lists every finding."""

    def __init__(self, source: str, problems: Sequence[str]) -> None:
        self.source = source
        self.problems = list(problems)
        listing = "\n".join(f"  {p}" for p in self.problems)
        super().__init__(f"{source}: {len(self.problems)} problem(s)\n{listing}")


def format_path(path: Sequence[PathPart]) -> str:
    """Render a document path the way error messages show it: ``locations[12].area``."""
    text = ""
    for part in path:
        if isinstance(part, int):
            text += f"[{part}]"
        else:
            text += f".{part}" if text else part
    return text or "(document)"


@dataclass
class YamlDocument:
    """A parsed YAML document plus the line of every node, for error messages."""

    source: str
    data: Any
    lines: dict[tuple[PathPart, ...], int] = field(default_factory=dict)

    def line(self, path: Sequence[PathPart]) -> int | None:
        """The 1-based line of the node at ``path``, or of its nearest known parent."""
        parts = tuple(path)
        while parts:
            if parts in self.lines:
                return self.lines[parts]
            parts = parts[:-1]
        return self.lines.get((), None)

    def where(self, path: Sequence[PathPart]) -> str:
        """``path (line N)`` for an error message."""
        line = self.line(path)
        rendered = format_path(path)
        return f"{rendered} (line {line})" if line is not None else rendered


def _record_lines(
    node: yaml.Node, path: tuple[PathPart, ...], lines: dict[tuple[PathPart, ...], int]
) -> None:
    """Walk a composed YAML node tree and note the line of every node by its path."""
    stack: list[tuple[yaml.Node, tuple[PathPart, ...]]] = [(node, path)]
    while stack:
        current, where = stack.pop()
        lines[where] = current.start_mark.line + 1
        if isinstance(current, yaml.MappingNode):
            for key_node, value_node in current.value:
                key = key_node.value if isinstance(key_node, yaml.ScalarNode) else str(key_node)
                stack.append((value_node, (*where, key)))
        elif isinstance(current, yaml.SequenceNode):
            for index, item in enumerate(current.value):
                stack.append((item, (*where, index)))


#: A document whose YAML aliases expand to more nodes than this is refused (an "alias bomb").
MAX_EXPANDED_NODES = 500_000


def yaml_expansion_problem(text: str) -> str | None:
    """Why the YAML ``text`` is unsafe to walk, or ``None``.

    Anchors and aliases let a few lines stand for billions of nodes ("billion laughs");
    any code walking the parsed data would then hang. The node graph is composed (aliases
    stay shared, so this is linear) and its expanded size counted with memoisation.
    """
    if "*" not in text:
        return None  # no alias, nothing can expand
    try:
        root = yaml.compose(text, Loader=_SafeLoader)
    except (yaml.YAMLError, RecursionError):
        return None  # the loader itself reports the syntax problem
    if root is None:
        return None
    sizes: dict[int, int] = {}
    on_path: set[int] = set()
    stack: list[tuple[yaml.Node, bool]] = [(root, False)]
    while stack:
        node, children_done = stack.pop()
        key = id(node)
        if children_done:
            on_path.discard(key)
            children = _children(node)
            sizes[key] = 1 + sum(sizes[id(child)] for child in children)
            if sizes[key] > MAX_EXPANDED_NODES:
                return (
                    f"its YAML aliases expand to more than {MAX_EXPANDED_NODES:,} nodes "
                    f"(line {node.start_mark.line + 1})"
                )
            continue
        if key in sizes:
            continue
        if key in on_path:
            return f"a YAML alias refers to itself (line {node.start_mark.line + 1})"
        on_path.add(key)
        stack.append((node, True))
        stack.extend((child, False) for child in _children(node) if id(child) not in sizes)
    return None


def _children(node: yaml.Node) -> list[yaml.Node]:
    if isinstance(node, yaml.SequenceNode):
        return list(node.value)
    if isinstance(node, yaml.MappingNode):
        return [part for pair in node.value for part in pair]
    return []


def _safe_load(text: str) -> Any:
    """``yaml.safe_load`` with the C safe loader when PyYAML has it."""
    loader = _SafeLoader(text)
    try:
        return loader.get_single_data()
    finally:
        loader.dispose()


def parse_yaml(text: str, source: str = "<text>", *, with_lines: bool = True) -> YamlDocument:
    """Parse YAML text safely; raise ``DataError`` naming the line of a syntax error.

    With ``with_lines`` the node tree is composed once more to learn each node's line;
    callers that validate large files may pass ``False`` and re-parse only on error.
    """
    expansion = yaml_expansion_problem(text)
    if expansion is not None:
        raise DataError(source, [expansion])
    try:
        data = _safe_load(text)
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        where = f"line {mark.line + 1}, column {mark.column + 1}: " if mark else ""
        problem = getattr(error, "problem", None) or str(error).splitlines()[0]
        raise DataError(source, [f"{where}not valid YAML: {problem}"]) from None
    except RecursionError:
        raise DataError(source, ["the document is nested too deeply"]) from None
    document = YamlDocument(source, data)
    if with_lines:
        try:
            node = yaml.compose(text, Loader=_SafeLoader)
        except (yaml.YAMLError, RecursionError):  # already parsed once; lines are a bonus
            node = None
        if node is not None:
            _record_lines(node, (), document.lines)
    return document


def read_data_text(path: Path) -> str:
    """Read a data file as UTF-8 text; ``DataError`` if it is missing, too large or not
    text."""
    source = str(path)
    try:
        size = path.stat().st_size
    except OSError as error:
        raise DataError(source, [f"cannot read the file: {error.strerror or error}"]) from None
    if size > MAX_DATA_FILE_BYTES:
        raise DataError(
            source,
            [f"the file is {size:,} bytes; more than {MAX_DATA_FILE_BYTES:,} is refused"],
        )
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise DataError(source, [f"cannot read the file as UTF-8 text: {error}"]) from None


def read_yaml(path: Path, *, with_lines: bool = True) -> YamlDocument:
    """Read and parse a YAML file; ``DataError`` if it is missing, too large or broken."""
    return parse_yaml(read_data_text(path), str(path), with_lines=with_lines)


def maps_dir() -> Path:
    """The folder of the shipped map files: ``maps/`` of the source tree or the bundle."""
    bundled = getattr(sys, "_MEIPASS", None)  # a PyInstaller bundle
    candidates = []
    if bundled:
        candidates.append(Path(bundled) / "maps")
    here = Path(__file__).resolve().parent
    candidates += [here / "maps", here.parents[1] / "maps"]
    for candidate in candidates:
        if candidate.is_dir():
            return candidate
    return candidates[-1]


def default_world_map_path() -> Path:
    """The default 2024 map, ``maps/world.yaml``."""
    return maps_dir() / "world.yaml"


def default_race_board_path() -> Path:
    """The default 1986 board, ``maps/race-1986.yaml``."""
    return maps_dir() / "race-1986.yaml"
