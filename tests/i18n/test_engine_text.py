"""The engine's, the map geometry's and the save files' messages are shown in German.

Issue 9 (every UI string through Qt's translation tools, English and German): the Qt-free
layers speak English (their tests match those words); ``ui.common.engine_text`` holds every
message they can show as a template marked for lupdate and translates what they raise.

The completeness check scans the Qt-free code with ``ast``:

* every ``raise X(...)`` (``X`` not a programming error such as ``ValueError``), every
  ``IllegalActionError(...)``, ``RouteVerdict(False, ...)``, map reader's ``problem(...)``,
  ``EditorProblem(...)`` and ``problems.append(...)``; a message is a text
  argument (a literal or an f-string, also inside a list, also both arms of ``a if c else
  b``) that has a space in it (``"map.text"``, ``"version"`` are places, not messages);
* a variable passed there is followed to its assignments in the function, else at module
  level (``reason = "..."``, ``message = "..."``);
* the ``return`` texts of the functions that explain why an action is refused (their names
  hold ``problem`` or ``why_illegal``: the race's ``_why_illegal``).

An f-string becomes its shape (every ``{expression}`` a ``{}``), compared with the table's
templates with their placeholder names dropped. Messages built from parts the scan cannot
see (a function's result, an attribute) are not followed.
"""

from __future__ import annotations

import ast
import re
import string
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from eighty_days import i18n
from eighty_days.ui.common.engine_text import TEMPLATES, engine_text

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
            package / "sheet" / "geometry.py",
            *(package / "saves").rglob("*.py"),
            package / "sheet" / "io.py",
            package / "sheet" / "serial.py",
            package / "sheet" / "validate.py",
            package / "sheet" / "validate_geometry.py",
            package / "editor" / "checks.py",
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


def template_shape(template: str) -> str:
    """A table template with its placeholder names dropped: ``{count}`` → ``{}``."""
    parts = []
    for literal, field, _spec, _conversion in string.Formatter().parse(template):
        parts.append(_escaped(literal))
        if field is not None:
            parts.append("{}")
    return "".join(parts)


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


def missing_from_table(messages: list[Message]) -> list[Message]:
    """The messages the table has no template for."""
    known = {template_shape(template) for template in TEMPLATES}
    return [message for message in messages if message.shape not in known]


def test_every_engine_message_has_a_template() -> None:
    """Each message the engine, the geometry and the saves can show is in the table
    (issue 9: the German UI shows no English refusal)."""
    messages = code_messages(scanned_sources())
    assert len(messages) > 100, "the scan finds the engine's messages"
    missing = missing_from_table(messages)
    assert not missing, (
        f"{len(missing)} messages lack a template in ui/common/engine_text.py "
        "(add them, then run tools/update_translations.sh and translate them):\n"
        + "\n".join(map(str, missing))
    )


def test_the_scan_finds_a_new_message(tmp_path: Path) -> None:
    """A new raise with a new text (literal or f-string, direct or through a variable) is
    reported with its file and line: the completeness check can fail."""
    package = tmp_path / "src" / "eighty_days"
    (package / "engine" / "journey").mkdir(parents=True)
    (package / "sheet").mkdir()
    (package / "saves").mkdir()
    (package / "engine" / "journey" / "rules.py").write_text(
        "def take(card, count):\n"
        "    if card:\n"
        "        raise IllegalActionError('The route leaves the map.')\n"
        "    if count:\n"
        "        raise SetupError(f'Nobody may hold {count} umbrellas at once.')\n"
        "    reason = 'A brand new reason nobody has translated.'\n"
        "    raise IllegalActionError(reason)\n"
    )
    missing = missing_from_table(code_messages(scanned_sources(package)))
    assert [(m.path.name, m.line, m.shape) for m in missing] == [
        ("rules.py", 5, "Nobody may hold {} umbrellas at once."),
        ("rules.py", 6, "A brand new reason nobody has translated."),
    ]
    assert str(missing[0]).startswith("src/eighty_days/engine/journey/rules.py:5: ")


def sample_values(template: str) -> dict[str, str]:
    """Sample values for the placeholders of ``template``: each different, none a
    message; a number for a ``count``."""
    fields = [f for _, f, _, _ in string.Formatter().parse(template) if f is not None]
    return {
        field: str(10 + number) if field.endswith("count") else f"«{field}-{number}»"
        for number, field in enumerate(fields)
    }


@pytest.fixture
def german(qtbot: QtBot) -> Iterator[i18n.InstalledTranslations]:
    """German installed for one test, English again afterwards."""
    installed = i18n.install_translations("de", QApplication.instance())
    assert installed.language == "de"
    yield installed
    installed.remove()


def test_english_messages_pass_unchanged(qtbot: QtBot) -> None:
    """Without a translation every message, and any unknown text, stays as it was."""
    for template in TEMPLATES:
        message = template.format(**sample_values(template))
        assert engine_text(message) == message
    assert engine_text("Something the table does not know.") == "Something the table does not know."


def test_every_template_comes_back_as_its_own_german(qtbot: QtBot, german: object) -> None:
    """Each template filled with sample values is recognised as that template: the result is
    its German translation with the same values (not another template's words)."""
    wrong = []
    for template in TEMPLATES:
        values = sample_values(template)
        german_template = QApplication.translate("EngineText", template)
        words = re.sub(r"\{[a-z_]*\}", "", template)
        # a template of placeholders and punctuation alone ("{place}: {problem}") stays
        assert german_template != template or not re.search("[A-Za-z]", words), (
            f"no German for {template!r}"
        )
        expected = german_template.format(**values)
        found = engine_text(template.format(**values))
        if found != expected:
            wrong.append(f"{template!r}: {found!r}, expected {expected!r}")
    assert not wrong, "\n".join(wrong)


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
    from eighty_days.engine.race import DrawCards, RaceConfig, new_game
    from eighty_days.ui.race.offers import why_not

    state = new_game(RaceConfig(players=("Ann", "Ben")), 7)
    assert why_not(state, DrawCards(3)) == "Du darfst 1 oder 2 Karten ziehen."
