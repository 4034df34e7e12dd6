"""Finding and reading the program's data files (maps, boards, card decks).

Everything is read with PyYAML's safe loader (the C one when available) and every
problem becomes a ``DataError`` that names the file and, where known, the line and the
path inside the document (``locations[12].area``), never a traceback. Qt-free.
"""

from __future__ import annotations

import os
import re
import stat
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from eighty_days.messages import Message, Param, define

if TYPE_CHECKING:
    import yaml

#: Files larger than this are refused before parsing (a hostile or mistaken file).
MAX_DATA_FILE_BYTES = 64 * 1024 * 1024

PathPart = str | int
#: A problem found in a data file: a message value (English text where it is not one yet).
Problem = Message | str

# What can be wrong with a data file (templates: ui/common/message_text.py).
PROBLEMS = define("data.problems", "{source}: %n problem(s)")
AT = define("data.at", "{place}: {problem}")
PLACE_LINE = define("data.place_line", "{path} (line {line})")
DOCUMENT = define("data.document", "(document)")
WHOLE_NUMBER_DIGITS = define(
    "data.whole_number_digits", "a whole number of more than {digits} digits"
)
NOT_A_FILE_NAME = define("data.not_a_file_name", "{name} is not a possible file name")
ALIASES_EXPAND = define(
    "data.aliases_expand", "its YAML aliases expand to more than {limit} nodes (line {line})"
)
ALIAS_LOOP = define("data.alias_loop", "a YAML alias refers to itself (line {line})")
TOO_MANY_NUMBERS = define(
    "data.too_many_numbers",
    "the file holds more than {numbers} numbers; a map holds at most {points} points",
)
NOT_YAML = define("data.not_yaml", "not valid YAML: {problem}")
NOT_YAML_AT = define("data.not_yaml_at", "line {line}, column {column}: not valid YAML: {problem}")
TOO_DEEP = define("data.too_deep", "the document is nested too deeply")
VALUE_UNREADABLE = define("data.value_unreadable", "a value cannot be read: {error}")
LONG_NUMBER = define(
    "data.long_number", "line {line}: a whole number of more than {digits} digits is refused"
)
VALUE_AT = define("data.value_at", "line {line}: {value} cannot be read: {error}")
CANNOT_READ = define("data.cannot_read", "cannot read the file: {error}")
NOT_UTF8 = define("data.not_utf8", "cannot read the file as UTF-8 text: {error}")
#: A device, a pipe or a folder where a data file was expected.
NOT_A_FILE = define(
    "data.not_a_file", "this is not a regular file (a device, a pipe or a folder) and is not read"
)()
LARGER_THAN = define("data.larger_than", "the file is larger than {limit} bytes and is refused")
SIZE_OVER = define("data.size_over", "the file is {size} bytes; more than {limit} is refused")

#: A map may hold at most this many points (land, areas, canals, mountains together): the
#: world map has about 16,500. More would only make every check and drawing slow.
MAX_MAP_POINTS = 100_000
#: A data file with more numbers than this is refused before it is parsed (parsing is slow:
#: a few seconds per million numbers): the points of the largest map, and room for the rest.
MAX_NUMBERS = 2 * MAX_MAP_POINTS + 20_000
#: Files this small cannot hold more than ``MAX_NUMBERS`` numbers; they are not counted.
_COUNT_NUMBERS_FROM = 2 * MAX_NUMBERS
_NUMBER_TOKEN = re.compile(r"[0-9][0-9.eE+_-]*")

#: Python refuses to turn longer digit strings into whole numbers (``int_max_str_digits``).
MAX_INTEGER_DIGITS = 4300


def _construct_int(loader: Any, node: yaml.ScalarNode) -> int:
    """A YAML whole number, refusing more than ``MAX_INTEGER_DIGITS`` characters first: a
    long YAML 1.1 base-60 number (``1:2:3:…``) would otherwise take quadratic time."""
    import yaml

    if len(node.value) > MAX_INTEGER_DIGITS:
        raise ValueError(str(WHOLE_NUMBER_DIGITS(digits=MAX_INTEGER_DIGITS)))
    value: int = yaml.constructor.SafeConstructor.construct_yaml_int(loader, node)
    return value


@cache
def _safe_loader() -> Any:
    """The program's safe loader class: PyYAML's C one when it has it (several times
    faster), also reading ``1e6`` and ``-2.5E-3`` as numbers. PyYAML is imported here, on
    the first parse: a start that finds its data in the cache never loads it.

    YAML 1.1 (PyYAML's dialect) reads a number with an exponent but no decimal point, or
    with an unsigned exponent, as text; YAML 1.2 and every other program read it as a
    number, and so does this loader.
    """
    import yaml

    base: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    loader: Any = type("_SafeLoader", (base,), {"__doc__": _safe_loader.__doc__})
    loader.add_implicit_resolver(
        "tag:yaml.org,2002:float",
        re.compile(r"^[-+]?[0-9][0-9_]*(?:\.[0-9_]*)?[eE][-+]?[0-9]+$"),
        list("-+0123456789"),
    )
    loader.add_constructor("tag:yaml.org,2002:int", _construct_int)
    return loader


class FileTooLargeError(ValueError):
    """A file larger than the limit; ``size`` is its size in bytes if known."""

    def __init__(self, size: int | None) -> None:
        self.size = size
        super().__init__(f"the file is larger than allowed ({size})")


class NotARegularFileError(ValueError):
    """A device, a pipe, a socket or a folder where a file was expected."""


class FileNameError(OSError):
    """A file name no file can have (a NUL byte in it); ``message`` says so."""

    def __init__(self, message: Message) -> None:
        super().__init__(str(message))
        self.message = message


def read_bounded_bytes(path: Path, limit: int) -> bytes:
    """The bytes of the regular file ``path``, reading at most ``limit`` (+1) of them.

    Whatever the file system says about the size, no more than ``limit`` bytes are read
    (a link to ``/dev/zero`` would never end); a device, a pipe or a folder is refused
    without waiting for it (a FIFO opens without blocking). Raises ``FileTooLargeError``,
    ``NotARegularFileError`` or ``OSError`` (a file name with a NUL byte included).
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        descriptor = os.open(path, flags)
    except ValueError:  # "embedded null byte"
        raise FileNameError(NOT_A_FILE_NAME(name=repr(path))) from None
    try:
        info = os.fstat(descriptor)
    except OSError:
        os.close(descriptor)
        raise
    if not stat.S_ISREG(info.st_mode):
        os.close(descriptor)
        raise NotARegularFileError(str(path))
    with os.fdopen(descriptor, "rb", buffering=0) as stream:
        if info.st_size > limit:
            raise FileTooLargeError(info.st_size)
        chunks: list[bytes] = []
        remaining = limit + 1
        while remaining > 0:
            chunk = stream.read(min(remaining, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            remaining -= len(chunk)
        data = b"".join(chunks)
    if len(data) > limit:
        raise FileTooLargeError(None)
    return data


class DataError(ValueError):
    """A data file could not be read or is not valid; ``problems`` lists every finding in
    English, ``details`` the same as message values, ``message`` is the heading ("world.yaml:
    2 problems") above them."""

    def __init__(self, source: str, problems: Sequence[Problem]) -> None:
        self.source = source
        self.details: tuple[Problem, ...] = tuple(problems)
        self.problems = [str(problem) for problem in self.details]
        self.message = PROBLEMS(count=len(self.details), source=source)
        listing = "\n".join(f"  {p}" for p in self.problems)
        super().__init__(f"{self.message}\n{listing}")


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
        return str(self.place(path))

    def place(self, path: Sequence[PathPart]) -> Param:
        """``path (line N)`` as a message's parameter."""
        line = self.line(path)
        rendered = format_path(path)
        if line is None:
            return DOCUMENT() if not path else rendered
        return PLACE_LINE(path=DOCUMENT() if not path else rendered, line=line)

    def problem(self, path: Sequence[PathPart], problem: Problem) -> Message:
        """``problem`` at ``path``: "spaces[3] (line 12): x and y must be numbers"."""
        return AT(place=self.place(path), problem=problem)


def _record_lines(
    node: yaml.Node, path: tuple[PathPart, ...], lines: dict[tuple[PathPart, ...], int]
) -> None:
    """Walk a composed YAML node tree and note the line of every node by its path."""
    import yaml

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


def yaml_expansion_problem(text: str) -> Message | None:
    """Why the YAML ``text`` is unsafe to walk, or ``None``.

    Anchors and aliases let a few lines stand for billions of nodes ("billion laughs");
    any code walking the parsed data would then hang. The node graph is composed (aliases
    stay shared, so this is linear) and its expanded size counted with memoisation.
    """
    import yaml

    if "*" not in text:
        return None  # no alias, nothing can expand
    try:
        root = yaml.compose(text, Loader=_safe_loader())
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
                return ALIASES_EXPAND(
                    limit=f"{MAX_EXPANDED_NODES:,}", line=node.start_mark.line + 1
                )
            continue
        if key in sizes:
            continue
        if key in on_path:
            return ALIAS_LOOP(line=node.start_mark.line + 1)
        on_path.add(key)
        stack.append((node, True))
        stack.extend((child, False) for child in _children(node) if id(child) not in sizes)
    return None


def _children(node: yaml.Node) -> list[yaml.Node]:
    import yaml

    if isinstance(node, yaml.SequenceNode):
        return list(node.value)
    if isinstance(node, yaml.MappingNode):
        return [part for pair in node.value for part in pair]
    return []


def safe_yaml(text: str) -> Any:
    """``yaml.safe_load`` with this program's loader (the C one when PyYAML has it, and
    exponents without a decimal point read as numbers); exceptions as PyYAML raises them."""
    return _safe_load(text)


def _safe_load(text: str) -> Any:
    """``yaml.safe_load`` with the C safe loader when PyYAML has it."""
    loader = _safe_loader()(text)
    try:
        return loader.get_single_data()
    finally:
        loader.dispose()


def parse_yaml(text: str, source: str = "<text>", *, with_lines: bool = True) -> YamlDocument:
    """Parse YAML text safely; raise ``DataError`` naming the line of a syntax error.

    With ``with_lines`` the node tree is composed once more to learn each node's line;
    callers that validate large files may pass ``False`` and re-parse only on error.
    """
    import yaml

    expansion = yaml_expansion_problem(text)
    if expansion is not None:
        raise DataError(source, [expansion])
    if len(text) >= _COUNT_NUMBERS_FROM and _count_numbers(text) > MAX_NUMBERS:
        raise DataError(
            source,
            [TOO_MANY_NUMBERS(numbers=f"{MAX_NUMBERS:,}", points=f"{MAX_MAP_POINTS:,}")],
        )
    try:
        data = _safe_load(text)
    except ValueError as error:  # a value the constructor refuses: a huge integer, a date
        raise DataError(source, [_value_problem(text, error)]) from None
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        problem = getattr(error, "problem", None) or str(error).splitlines()[0]
        found = (
            NOT_YAML_AT(line=mark.line + 1, column=mark.column + 1, problem=problem)
            if mark
            else NOT_YAML(problem=problem)
        )
        raise DataError(source, [found]) from None
    except RecursionError:
        raise DataError(source, [TOO_DEEP()]) from None
    document = YamlDocument(source, data)
    if with_lines:
        try:
            node = yaml.compose(text, Loader=_safe_loader())
        except (yaml.YAMLError, RecursionError):  # already parsed once; lines are a bonus
            node = None
        if node is not None:
            _record_lines(node, (), document.lines)
    return document


def _count_numbers(text: str, stop: int = MAX_NUMBERS + 1) -> int:
    """How many number-like tokens ``text`` holds (counting stops at ``stop``)."""
    count = 0
    for _ in _NUMBER_TOKEN.finditer(text):
        count += 1
        if count >= stop:
            break
    return count


_CHECKED_TAGS = {
    "tag:yaml.org,2002:int": "construct_yaml_int",
    "tag:yaml.org,2002:float": "construct_yaml_float",
    "tag:yaml.org,2002:timestamp": "construct_yaml_timestamp",
}


def _value_problem(text: str, error: ValueError) -> Message:
    """The message for a value the YAML constructor refused, naming its line if found."""
    import yaml

    try:
        root = yaml.compose(text, Loader=_safe_loader())
    except (yaml.YAMLError, RecursionError):
        root = None
    constructor = yaml.constructor.SafeConstructor()
    stack = [root] if root is not None else []
    while stack:
        node = stack.pop()
        if isinstance(node, yaml.MappingNode):
            stack.extend(part for pair in reversed(node.value) for part in reversed(pair))
        elif isinstance(node, yaml.SequenceNode):
            stack.extend(reversed(node.value))
        elif isinstance(node, yaml.ScalarNode) and node.tag in _CHECKED_TAGS:
            if node.tag.endswith(":int") and len(node.value) > MAX_INTEGER_DIGITS:
                return _describe_value(node.start_mark.line + 1, node, ValueError("digits"))
            try:
                getattr(constructor, _CHECKED_TAGS[node.tag])(node)
            except ValueError as found:
                return _describe_value(node.start_mark.line + 1, node, found)
    return VALUE_UNREADABLE(error=str(error))


def _describe_value(line: int, node: yaml.ScalarNode, error: ValueError) -> Message:
    if node.tag.endswith(":int") and "digits" in str(error):
        return LONG_NUMBER(line=line, digits=f"{MAX_INTEGER_DIGITS:,}")
    shown = node.value if len(node.value) <= 40 else node.value[:40] + "…"
    return VALUE_AT(line=line, value=repr(shown), error=str(error))


def read_data_text(path: Path) -> str:
    """Read a data file as UTF-8 text; ``DataError`` if it is missing, too large or not
    text."""
    source = str(path)
    try:
        raw = read_bounded_bytes(path, MAX_DATA_FILE_BYTES)
    except FileNameError as error:
        raise DataError(source, [error.message]) from None
    except OSError as error:
        raise DataError(source, [CANNOT_READ(error=str(error.strerror or error))]) from None
    except NotARegularFileError:
        raise DataError(source, [NOT_A_FILE]) from None
    except FileTooLargeError as error:
        raise DataError(source, [too_large_problem(error.size, MAX_DATA_FILE_BYTES)]) from None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise DataError(source, [NOT_UTF8(error=str(error))]) from None


def too_large_problem(size: int | None, limit: int) -> Message:
    """The message for a file over ``limit`` bytes (``size`` unknown for a device)."""
    if size is None:
        return LARGER_THAN(limit=f"{limit:,}")
    return SIZE_OVER(size=f"{size:,}", limit=f"{limit:,}")


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
