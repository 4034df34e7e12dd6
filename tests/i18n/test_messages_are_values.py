"""Messages are values below the UI: no engine or loader message is text (issue 21).

The Qt-free layers (the engines, the route geometry, the save files, the map's loading,
validation and editor checks, the simulator) report what happened as ``Message`` values; the
UI makes their text with Qt's translation system (``ui/common/message_text``), so nothing is
matched back from English. This check scans their code with ``ast`` for a message written
as text:

* every ``raise X(...)`` (``X`` not a programming error such as ``ValueError``), every
  ``IllegalActionError(...)``, ``RouteVerdict(False, ...)``, map reader's ``problem(...)``,
  ``EditorProblem(...)`` and ``problems.append(...)``; a message is a text argument (a
  literal or an f-string, also inside a list, also both arms of ``a if c else b``) that has
  a space in it (``"map.text"``, ``"version"`` are places, not messages);
* a variable passed there is followed to its assignments in the function, else at module
  level (``reason = "..."``, ``message = "..."``);
* the ``return`` texts of the functions that explain why an action is refused (their names
  hold ``problem`` or ``why_illegal``: the race's ``_why_illegal``).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from eighty_days import i18n

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "src" / "eighty_days"

#: Exceptions that report a programming error, never shown to a player.
PROGRAMMING_ERRORS = frozenset(
    {
        "AssertionError",
        "IndexError",
        "KeyError",
        "NotImplementedError",
        "RuntimeError",
        "TypeError",
        "ValueError",
    }
)
#: Calls whose text arguments are messages wherever they are made (not only raised): a
#: map reader's ``problem(path, message)`` and the editor's ``EditorProblem`` among them.
MESSAGE_CALLS = frozenset({"IllegalActionError", "RouteVerdict", "problem", "EditorProblem"})
#: A list of this name collects (place, message) problems: what is appended is a message.
PROBLEM_LISTS = frozenset({"problems"})
#: A function whose name holds one of these returns a refusal's reason as text.
REASON_FUNCTIONS = re.compile(r"problem|why_illegal")

#: The offscreen platform's harmless warnings on showing windows (as in tests/gui).
OFFSCREEN_ONLY = (
    "This plugin does not support propagateSizeHints",
    r"This plugin does not support raise\(\)",
)


def scanned_sources(package: Path = PACKAGE) -> list[Path]:
    """The Qt-free code whose messages reach the screen: the engines, the route geometry,
    the save files, and the map's loading, validation and editor checks."""
    return sorted(
        path
        for path in [
            *(package / "engine").rglob("*.py"),
            package / "sheet" / "route_verdict.py",
            *(package / "saves").rglob("*.py"),
            package / "sheet" / "io.py",
            package / "sheet" / "serial.py",
            package / "sheet" / "validate.py",
            package / "sheet" / "validate_geometry.py",
            *(package / "editor").rglob("*.py"),
            package / "ai" / "simulate.py",
            package / "resources.py",
        ]
        if path.is_file()
    )


@dataclass(frozen=True)
class Message:
    """A message found in the code: its shape (``{}`` for every expression) and place."""

    shape: str
    path: Path
    line: int

    def __str__(self) -> str:
        parts = self.path.parts
        start = len(parts) - 1 - parts[::-1].index("src")
        return f"{'/'.join(parts[start:])}:{self.line}: {self.shape!r}"


def _escaped(text: str) -> str:
    return text.replace("{", "{{").replace("}", "}}")


def shape_of(node: ast.expr) -> str | None:
    """The shape of a literal (braces doubled, as in a format string) or an f-string (every
    expression a ``{}``); ``None`` for anything else."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return _escaped(node.value)
    if isinstance(node, ast.JoinedStr):
        parts = []
        for value in node.values:
            if isinstance(value, ast.Constant) and isinstance(value.value, str):
                parts.append(_escaped(value.value))
            else:
                parts.append("{}")
        return "".join(parts)
    return None


def _called_name(call: ast.Call) -> str | None:
    if isinstance(call.func, ast.Name):
        return call.func.id
    if isinstance(call.func, ast.Attribute):
        return call.func.attr
    return None


class Scan:
    """The messages of one module."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.tree = ast.parse(path.read_text(encoding="utf-8"))
        self.parents: dict[ast.AST, ast.AST] = {
            child: parent
            for parent in ast.walk(self.tree)
            for child in ast.iter_child_nodes(parent)
        }
        self.messages: list[Message] = []
        for node in ast.walk(self.tree):
            if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call):
                if _called_name(node.exc) not in PROGRAMMING_ERRORS:
                    self._call(node.exc)
            elif isinstance(node, ast.Call) and _called_name(node) in MESSAGE_CALLS:
                if _called_name(node) == "RouteVerdict" and not (
                    node.args
                    and isinstance(node.args[0], ast.Constant)
                    and node.args[0].value is False
                ):
                    continue
                self._call(node)
            elif (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "append"
                and isinstance(node.func.value, ast.Name)
                and node.func.value.id in PROBLEM_LISTS
            ):
                self._call(node)
            elif isinstance(node, ast.FunctionDef) and REASON_FUNCTIONS.search(node.name):
                for inner in ast.walk(node):
                    if isinstance(inner, ast.Return) and inner.value is not None:
                        self._text(inner.value, inner)

    def _call(self, call: ast.Call) -> None:
        for argument in [*call.args, *(k.value for k in call.keywords)]:
            self._text(argument, call)

    def _text(self, node: ast.expr, at: ast.AST, depth: int = 0) -> None:
        if depth > 4:
            return
        shape = shape_of(node)
        if shape is not None:
            if " " in shape:
                self.messages.append(Message(shape, self.path, node.lineno))
        elif isinstance(node, ast.IfExp):
            self._text(node.body, at, depth + 1)
            self._text(node.orelse, at, depth + 1)
        elif isinstance(node, ast.List | ast.Tuple):
            for element in node.elts:
                self._text(element, at, depth + 1)
        elif isinstance(node, ast.Name):
            for value in self._assigned(node.id, at):
                self._text(value, at, depth + 1)

    def _assigned(self, name: str, at: ast.AST) -> list[ast.expr]:
        """What ``name`` is set to in the function around ``at``, else at module level."""
        scope: ast.AST | None = at
        while scope is not None and not isinstance(scope, ast.FunctionDef):
            scope = self.parents.get(scope)
        for where in (scope, self.tree):
            if where is None:
                continue
            nodes = ast.walk(where) if where is scope else iter(self.tree.body)
            values = [
                node.value
                for node in nodes
                if isinstance(node, ast.Assign)
                and any(isinstance(t, ast.Name) and t.id == name for t in node.targets)
            ]
            if values:
                return values
        return []


def code_messages(sources: list[Path]) -> list[Message]:
    """Every message the scan finds in ``sources``."""
    found = {message for path in sources for message in Scan(path).messages}
    return sorted(found, key=lambda message: (str(message.path), message.line, message.shape))


def test_no_engine_or_loader_message_is_text() -> None:
    """Each message the engines, the geometry, the saves, the map readers, the editor's
    checks and the simulator can show is a value the UI translates, never English text
    (issue 21: no message is matched by regular expression)."""
    texts = code_messages(scanned_sources())
    assert not texts, (
        f"{len(texts)} messages are written as text; define a message key "
        "(eighty_days.messages.define) and its template in ui/common/message_text.py:\n"
        + "\n".join(map(str, texts))
    )


def test_the_scan_finds_a_message_written_as_text(tmp_path: Path) -> None:
    """A new raise with a text (literal or f-string, direct or through a variable) is
    reported with its file and line: the check can fail."""
    package = tmp_path / "src" / "eighty_days"
    (package / "engine" / "journey").mkdir(parents=True)
    (package / "sheet").mkdir()
    (package / "saves").mkdir()
    (package / "engine" / "journey" / "rules.py").write_text(
        "def take(card, count):\n"
        "    if card:\n"
        "        raise IllegalActionError(NO_SLOT(slot=card))\n"
        "    if count:\n"
        "        raise SetupError(f'Nobody may hold {count} umbrellas at once.')\n"
        "    reason = 'A brand new reason nobody has translated.'\n"
        "    raise IllegalActionError(reason)\n"
    )
    texts = code_messages(scanned_sources(package))
    assert [(m.path.name, m.line, m.shape) for m in texts] == [
        ("rules.py", 5, "Nobody may hold {} umbrellas at once."),
        ("rules.py", 6, "A brand new reason nobody has translated."),
    ]
    assert str(texts[0]).startswith("src/eighty_days/engine/journey/rules.py:5: ")


@pytest.fixture
def german(qtbot: QtBot) -> Iterator[i18n.InstalledTranslations]:
    """German installed for one test, English again afterwards."""
    installed = i18n.install_translations("de", QApplication.instance())
    assert installed.language == "de"
    yield installed
    installed.remove()


def test_nested_messages_are_translated_inside(qtbot: QtBot, german: object) -> None:
    """A message that quotes another (a save's illegal action, the hand size in cards) is
    German throughout."""
    from eighty_days.engine.race import actions as race_actions
    from eighty_days.engine.race import log
    from eighty_days.messages import CARDS
    from eighty_days.ui.common.message_text import message_text

    text = message_text(log.DISCARD_LIMIT(held=CARDS(count=3), limit=CARDS(count=1)))
    assert text == "Du hast 3 Karten; abwerfen darfst du nur bis auf 1 Karte."
    text = message_text(race_actions.NOT_VALID(data="{}", why=race_actions.NEEDS_COUNT()))
    assert text == "Keine gültige Aktion des Rennens {}: 'count' muss 1 oder 2 sein"


def test_a_race_refusal_is_german(qtbot: QtBot, german: object) -> None:
    """The race's offers give the engine's reason in German (N1986: draw 1 or 2 cards)."""
    from eighty_days.engine.race import DrawCards, RaceConfig
    from eighty_days.shipped_race import new_race
    from eighty_days.ui.race.offers import why_not

    state = new_race(RaceConfig(players=("Ann", "Ben")), 7)
    assert why_not(state, DrawCards(3)) == "Du darfst 1 oder 2 Karten ziehen."
