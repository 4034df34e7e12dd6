"""No words reach the screen without going through Qt's translation tools (issue 9).

The .ts check (test_translations.py) sees only strings that already go through
tr()/QCoreApplication.translate()/QT_TRANSLATE_NOOP; a bare literal is invisible to it and
stays English in German. This static check (Python ``ast``, no Qt) follows every argument of
a user-visible Qt call (widget texts, titles, tips, menus, painted text, message boxes,
dialog captions) back to the string literals it can come from:

* the literal itself, an f-string, ``+``/``%``/``.format``/``join`` of literals, ``a or b``,
  ``x if c else y``, a list or tuple of them;
* a local or module-level variable, a ``for`` variable over a table, ``self.x`` set in the
  module, a dict or tuple table subscripted or iterated;
* the ``return`` values of a function or method of the UI code called there;
* a parameter of a UI helper, followed to the helper's callers: a helper whose parameter
  reaches a visible call (``show_problem(parent, title, text)``, a button factory, a signal)
  becomes a visible call itself;
* a table imported from another UI module.

Visible calls also include: the constructors of UI classes derived from a Qt class that
shows its constructor's text (a dock widget, an undo command), the messages of errors raised
in the UI (they end in message boxes), and literals compared with a widget's shown text
(``action.text() in ("&File",)`` finds no menu in German).

A translator call (tr, translate, QT_TRANSLATE_NOOP, QT_TR_NOOP) ends the trail: what it
returns is translated. Literals that are not words for people (symbols, numbers, format
strings, ids, style sheets, proper names) are skipped by ``reads_as_text`` or the explicit
``NOT_WORDS`` allow-list below. A single lower-case word reads as an id ("select",
"travel_backward"); one shown as a word must still be found by review.

The other way round, ``translate(context, table[key])`` looks a text up at run time: each
text it can hold must be marked for lupdate (QT_TRANSLATE_NOOP) under that same context,
else the German has no entry for it.
"""

from __future__ import annotations

import ast
import functools
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
UI_DIR = ROOT / "src/eighty_days/ui"
APP = ROOT / "src/eighty_days/app.py"
TS_DE = ROOT / "src/eighty_days/translations/eighty_days_de.ts"

#: Qt calls whose every argument a player may read: widget texts, titles, tips, menus,
#: painted text, message boxes, dialog captions and file filters, item texts, spin box
#: affixes, HTML/plain/markdown text views, signals carrying a message.
VISIBLE_CALLS = frozenset({
    # widgets, actions, menus
    "setText", "setWindowTitle", "setToolTip", "setStatusTip", "setWhatsThis",
    "setPlaceholderText", "setAccessibleName", "setAccessibleDescription", "setTitle",
    "setSubTitle", "addAction", "addMenu", "insertMenu", "addSection", "addTab", "insertTab",
    "setTabText", "setTabToolTip", "setTabWhatsThis", "setItemText", "setItemToolTip",
    "addItem", "addItems", "insertItem", "insertItems", "setHeaderLabels",
    "setHorizontalHeaderLabels", "setVerticalHeaderLabels", "addRow", "insertRow",
    "setPrefix", "setSuffix", "setSpecialValueText", "setLabelText", "setCancelButtonText",
    "setButtonText", "setEmptyLabel", "createUndoAction", "createRedoAction", "addToolBar",
    "QToolBar", "QUndoCommand", "setHtml", "setPlainText", "setMarkdown", "insertPlainText",
    "insertHtml",
    "showMessage", "showText",
    "QLabel", "QPushButton", "QToolButton", "QCheckBox", "QRadioButton", "QGroupBox",
    "QAction", "QMenu", "QDockWidget", "QCommandLinkButton", "QListWidgetItem",
    "QTableWidgetItem", "QTreeWidgetItem", "QStandardItem", "QLineEdit", "QTextBrowser",
    "QTextEdit", "QPlainTextEdit", "QProgressDialog", "QWizardPage",
    # painted and scene text
    "drawText", "drawStaticText", "QStaticText", "addText", "addSimpleText",
    "QGraphicsTextItem", "QGraphicsSimpleTextItem",
    # message boxes, dialog buttons and captions
    "QMessageBox", "information", "warning", "question", "critical", "about",
    "setInformativeText", "setDetailedText", "addButton", "QDialogButtonBox",
    "getText", "getMultiLineText", "getInt", "getDouble", "getItem", "QInputDialog",
    "QFileDialog", "getOpenFileName", "getOpenFileNames", "getSaveFileName",
    "getExistingDirectory", "setNameFilter", "setNameFilters", "getColor", "getFont",
    # signals carrying a message to a label
    "emit",
})  # fmt: skip

#: Calls returning a widget's shown text: a literal compared with one is a visible text too
#: (looking a menu up by its title must use the title the menu was given, translated).
SHOWN_TEXT_GETTERS = frozenset({
    "text", "title", "windowTitle", "toolTip", "currentText", "tabText", "itemText",
    "placeholderText", "statusTip", "accessibleName",
})  # fmt: skip

#: The rich-text tags the UI uses; anything else in angle brackets ("<opened>") is text.
MARKUP = re.compile(
    r"</?(?:a|b|big|br|center|code|div|em|font|h\d|hr|i|img|li|nobr|ol|p|pre|s|small|span|"
    r"strong|sub|sup|table|td|th|tr|tt|u|ul)\b[^>]*>",
    re.IGNORECASE,
)

#: Calls whose result is translated: the trail of a text ends there.
TRANSLATORS = frozenset({"tr", "translate", "QT_TRANSLATE_NOOP", "QT_TR_NOOP", "qsTr"})

#: Literals that reach the screen but are no words to translate, with the reason. Proper
#: names stay only where the German translation keeps them too (checked below).
NOT_WORDS: dict[str, str] = {
    # The scheme of an inline picture in rich text (portraits, adventure scenes).
    "data:image/png;base64,": "a data URI's scheme, no words",
}

#: Proper names the German translation must keep as they are wherever a translated
#: sentence names them (the allowed seat names but "Fix", an English verb too, and the
#: program's name).
PROPER_NAMES = ("Eighty Days", "Phileas", "Aouda", "Passepartout", "Nellie", "Nemo")

Scope = ast.FunctionDef | ast.AsyncFunctionDef | ast.Module
FUNCTION_TYPES = (ast.FunctionDef, ast.AsyncFunctionDef)


def reads_as_text(value: str) -> bool:
    """Whether a literal holds words for a player (not an id, key, colour, style, file
    pattern, number, symbol or format-only string such as ``"{0}"``, ``"£{n}"``)."""
    if re.match(r"\s*[#.]?[\w-]+(\[[^]]*\])?(::?[a-z-]+)?\s*\{\s*[a-z-]+\s*:", value):
        return False  # a style sheet: "QLabel { color: red; }"
    # Markup, entities, placeholders and file patterns ("*.json", "*{}") are no words.
    words = MARKUP.sub(" ", value)
    words = re.sub(r"&[a-z]+;|\{[^}]*\}|%\d|%[sdfn]|\*[\w.{}]*", " ", words)
    if not re.search(r"[^\W\d_]{2}", words):  # no two letters in a row: "£", "×3", "{0}"
        return False
    if re.fullmatch(r"\s*([a-z-]+\s*:\s*[^;]+;\s*)+", value):  # an inline style
        return False
    if " " not in words.strip() and re.fullmatch(r"[\w./:+=*#-]+", words.strip()):
        # One token: an id ("market-card"), a key ("travel_backward"), a file ("map.yaml"),
        # a colour; but a capitalised word ("Fit", "Undo") is a word for people.
        return re.fullmatch(r"[A-Z][a-z]+[.…:!?]?", words.strip()) is not None
    return True


def shown_path(path: Path) -> str:
    """``path`` relative to the project (as is when outside it)."""
    return str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path)


@dataclass(frozen=True)
class Literal:
    """A string literal that a visible call may show."""

    path: Path
    line: int
    text: str

    def __str__(self) -> str:
        return f"{shown_path(self.path)}:{self.line}: {self.text!r}"


@dataclass(frozen=True)
class Marked:
    """A text marked for lupdate with ``QT_TRANSLATE_NOOP(context, text)``."""

    path: Path
    line: int
    context: str
    text: str


@dataclass(frozen=True)
class Parameter:
    """A trail that ends at a parameter of a UI function (followed to its callers)."""

    function: str
    index: int  # among the arguments a caller passes (self/cls not counted)
    name: str


@dataclass
class Module:
    """One parsed UI source with what the trails need: parents, assignments, classes."""

    path: Path
    tree: ast.Module
    parents: dict[ast.AST, ast.AST] = field(default_factory=dict)
    #: Attribute name → values assigned to ``self.<name>`` or in a class body.
    attributes: dict[str, list[ast.expr]] = field(default_factory=dict)
    #: Name → (module, name) it is imported as (``from eighty_days.ui.x import NAME``).
    imports: dict[str, tuple[str, str]] = field(default_factory=dict)

    @classmethod
    def parse(cls, path: Path) -> Module:
        """Parse ``path`` and index it."""
        module = cls(path, ast.parse(path.read_text(encoding="utf-8"), str(path)))
        for parent in ast.walk(module.tree):
            for child in ast.iter_child_nodes(parent):
                module.parents[child] = parent
        for node in ast.walk(module.tree):
            if isinstance(node, ast.ImportFrom) and node.module is not None:
                for alias in node.names:
                    module.imports[alias.asname or alias.name] = (node.module, alias.name)
            if isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None:
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                for target in targets:
                    if isinstance(target, ast.Attribute) and _is_self(target.value):
                        module.attributes.setdefault(target.attr, []).append(node.value)
                    elif isinstance(target, ast.Name) and isinstance(
                        module.parents.get(node), ast.ClassDef
                    ):
                        module.attributes.setdefault(target.id, []).append(node.value)
        return module

    @property
    def dotted_name(self) -> str:
        """``eighty_days.ui.race.looks`` for ``src/eighty_days/ui/race/looks.py``."""
        if not self.path.is_relative_to(ROOT / "src"):
            return self.path.stem
        parts = self.path.relative_to(ROOT / "src").with_suffix("").parts
        return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)

    def callable_name(self, function: ast.FunctionDef | ast.AsyncFunctionDef) -> str:
        """The name callers use: the class's for ``__init__``, else the function's."""
        parent = self.parents.get(function)
        if function.name == "__init__" and isinstance(parent, ast.ClassDef):
            return parent.name
        return function.name

    def class_of(self, node: ast.AST) -> ast.ClassDef | None:
        """The class ``node`` is in (``None`` outside classes)."""
        current = self.parents.get(node)
        while current is not None and not isinstance(current, ast.ClassDef):
            current = self.parents.get(current)
        return current

    def scope_of(self, node: ast.AST) -> Scope:
        """The function (or the module) ``node`` is in."""
        current = self.parents.get(node)
        while current is not None and not isinstance(current, FUNCTION_TYPES):
            current = self.parents.get(current)
        return current if isinstance(current, FUNCTION_TYPES) else self.tree

    def enclosing_scopes(self, node: ast.AST) -> Iterator[Scope]:
        """The function ``node`` is in, the functions around that, the module last."""
        scope = self.scope_of(node)
        while not isinstance(scope, ast.Module):
            yield scope
            scope = self.scope_of(scope)
        yield scope


def _is_self(node: ast.expr) -> bool:
    return isinstance(node, ast.Name) and node.id in ("self", "cls")


def _own_nodes(scope: Scope) -> Iterator[ast.AST]:
    """The nodes of ``scope`` not inside a nested function or class."""
    pending: list[ast.AST] = list(ast.iter_child_nodes(scope))
    while pending:
        node = pending.pop()
        yield node
        if not isinstance(node, (*FUNCTION_TYPES, ast.ClassDef, ast.Lambda)):
            pending.extend(ast.iter_child_nodes(node))


def _binds(target: ast.expr, name: str) -> bool:
    return any(isinstance(node, ast.Name) and node.id == name for node in ast.walk(target))


def _called_name(call: ast.Call) -> str | None:
    func = call.func
    if isinstance(func, ast.Attribute):
        return func.attr
    if isinstance(func, ast.Name):
        return func.id
    return None


def _is_method(function: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    arguments = function.args.posonlyargs + function.args.args
    decorators = {getattr(d, "id", None) for d in function.decorator_list}
    if "staticmethod" in decorators:
        return False
    return bool(arguments) and arguments[0].arg in ("self", "cls")


def _parameters(function: ast.FunctionDef | ast.AsyncFunctionDef) -> list[ast.arg]:
    """The parameters a caller fills (self/cls left out)."""
    arguments = function.args.posonlyargs + function.args.args
    if _is_method(function):
        arguments = arguments[1:]
    return [*arguments, *function.args.kwonlyargs]


class Scanner:
    """Follows the arguments of visible calls back to literals, over the whole UI code."""

    def __init__(self, paths: list[Path]) -> None:
        self.modules = [Module.parse(path) for path in paths]
        self.by_name = {module.dotted_name: module for module in self.modules}
        self.functions: dict[str, list[tuple[Module, ast.FunctionDef | ast.AsyncFunctionDef]]]
        self.functions = {}
        #: What each expression's value can come from, once worked out in full (by the
        #: node's id): a trail reaching it again takes it from here. Without it, trails
        #: that meet again and again were followed anew each time: exponential in the
        #: code's helpers, minutes for the whole UI.
        self._known: dict[int, tuple[Literal | Parameter | Marked, ...]] = {}
        #: Whether the trail being followed was cut at the depth limit (then what it
        #: found is not kept: a shorter way to the same node may find more).
        self._cut_short = False
        for module in self.modules:
            for node in ast.walk(module.tree):
                if isinstance(node, FUNCTION_TYPES):
                    self.functions.setdefault(node.name, []).append((module, node))
        #: UI classes made from a Qt class that shows its constructor's texts (a dock, a
        #: label, an undo command), directly or through another such class.
        self.visible_classes: set[str] = set()
        classes = [n for m in self.modules for n in ast.walk(m.tree) if isinstance(n, ast.ClassDef)]
        grown = True
        while grown:
            grown = False
            for cls in classes:
                bases = {getattr(b, "id", None) or getattr(b, "attr", None) for b in cls.bases}
                if cls.name not in self.visible_classes and bases & (
                    VISIBLE_CALLS | self.visible_classes
                ):
                    self.visible_classes.add(cls.name)
                    grown = True
        #: Helper name → indexes (and keyword names) of parameters that reach the screen; a
        #: negative index -1-n: every positional argument from n on (``*texts``).
        self.text_parameters: dict[str, set[int | str]] = {}
        self._learn_text_parameters()

    # -- which calls show text -------------------------------------------------------------

    def visible_arguments(self, module: Module, call: ast.Call) -> list[ast.expr]:
        """The arguments of ``call`` that reach the screen (none if it shows nothing)."""
        name = _called_name(call)
        if name is None or name in TRANSLATORS:
            return []
        everything = [*call.args, *(keyword.value for keyword in call.keywords)]
        if name in self.visible_classes or name in VISIBLE_CALLS:
            return everything
        if name.endswith(("Error", "Exception")) and name[:1].isupper():
            return everything  # the UI shows a problem's message in a dialog
        if name == "__init__" and isinstance(call.func, ast.Attribute):
            owner = module.class_of(call)
            if owner is not None and (
                owner.name in self.visible_classes or owner.name in self.text_parameters
            ):
                name = owner.name
                if owner.name in self.visible_classes:
                    return everything
        wanted = self.text_parameters.get(name)
        if not wanted:
            return []
        varargs_from = min((-1 - i for i in wanted if isinstance(i, int) and i < 0), default=None)
        chosen = [
            argument
            for index, argument in enumerate(call.args)
            if index in wanted or (varargs_from is not None and index >= varargs_from)
        ]
        chosen += [k.value for k in call.keywords if k.arg is not None and k.arg in wanted]
        return chosen

    def shown_expressions(self, module: Module) -> Iterator[ast.expr]:
        """Every expression of ``module`` whose value reaches the screen: the visible
        arguments of calls and what is compared with a widget's shown text."""
        for node in ast.walk(module.tree):
            if isinstance(node, ast.Call):
                yield from self.visible_arguments(module, node)
            elif isinstance(node, ast.Compare):
                operands = [node.left, *node.comparators]
                if any(
                    isinstance(o, ast.Call) and _called_name(o) in SHOWN_TEXT_GETTERS
                    for o in operands
                ):
                    yield from (o for o in operands if not isinstance(o, ast.Call))

    def _learn_text_parameters(self) -> None:
        """Grow ``text_parameters`` until no helper adds a new one."""
        changed = True
        while changed:
            changed = False
            for module in self.modules:
                for argument in self.shown_expressions(module):
                    for end in self.trail(module, argument):
                        if isinstance(end, Parameter):
                            known = self.text_parameters.setdefault(end.function, set())
                            if not {end.index, end.name} <= known:
                                known |= {end.index, end.name}
                                changed = True

    # -- where a value comes from ----------------------------------------------------------

    def trail(
        self, module: Module, node: ast.expr, seen: frozenset[int] = frozenset()
    ) -> Iterator[Literal | Parameter | Marked]:
        """The literals (and helper parameters) the value of ``node`` can come from."""
        key = id(node)
        known = self._known.get(key)
        if known is not None:
            yield from known
            return
        if key in seen:
            return  # (a loop: what lies on it is found where it was entered)
        if len(seen) > 40:
            self._cut_short = True
            return
        cut_before, self._cut_short = self._cut_short, False
        found = tuple(self._trail_node(module, node, seen | {key}))
        if not self._cut_short:
            self._known[key] = found
        self._cut_short = self._cut_short or cut_before
        yield from found

    def _trail_node(
        self, module: Module, node: ast.expr, seen: frozenset[int]
    ) -> Iterator[Literal | Parameter | Marked]:
        """``trail`` for one node not worked out before (``seen``: the trail so far)."""
        if isinstance(node, ast.Constant):
            if isinstance(node.value, str):
                yield Literal(module.path, node.lineno, node.value)
        elif isinstance(node, ast.JoinedStr):
            text = "".join(
                str(part.value) if isinstance(part, ast.Constant) else "{}" for part in node.values
            )
            yield Literal(module.path, node.lineno, text)
            for part in node.values:
                if isinstance(part, ast.FormattedValue):
                    yield from self.trail(module, part.value, seen)
        elif isinstance(node, ast.IfExp):
            yield from self.trail(module, node.body, seen)
            yield from self.trail(module, node.orelse, seen)
        elif isinstance(node, ast.BoolOp):
            for value in node.values:
                yield from self.trail(module, value, seen)
        elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add | ast.Mod):
            yield from self.trail(module, node.left, seen)
            yield from self.trail(module, node.right, seen)
        elif isinstance(node, ast.List | ast.Tuple | ast.Set):
            for element in node.elts:
                yield from self.trail(module, element, seen)
        elif isinstance(node, ast.Dict):
            for entry in [*node.keys, *node.values]:
                if entry is not None:
                    yield from self.trail(module, entry, seen)
        elif isinstance(node, ast.ListComp | ast.GeneratorExp | ast.SetComp):
            yield from self.trail(module, node.elt, seen)
        elif isinstance(node, ast.DictComp):
            yield from self.trail(module, node.key, seen)
            yield from self.trail(module, node.value, seen)
        elif isinstance(node, ast.Starred | ast.NamedExpr | ast.Subscript):
            yield from self.trail(module, node.value, seen)  # a table's entry: all of them
        elif isinstance(node, ast.Name):
            yield from self._trail_name(module, node, seen)
        elif isinstance(node, ast.Attribute):
            if _is_self(node.value) or (
                isinstance(node.value, ast.Name) and node.value.id[:1].isupper()
            ):
                for value in module.attributes.get(node.attr, []):
                    yield from self.trail(module, value, seen)
        elif isinstance(node, ast.Call):
            yield from self._trail_call(module, node, seen)

    def _trail_call(
        self, module: Module, call: ast.Call, seen: frozenset[int]
    ) -> Iterator[Literal | Parameter | Marked]:
        name = _called_name(call)
        texts = [str(a.value) for a in call.args if isinstance(a, ast.Constant)]
        if name in ("QT_TRANSLATE_NOOP", "QT_TR_NOOP") and len(texts) == len(call.args) >= 1:
            context = texts[0] if len(texts) == 2 else ""
            yield Marked(module.path, call.lineno, context, texts[-1])
        if name is None or name in TRANSLATORS:
            return
        func = call.func
        receiver = func.value if isinstance(func, ast.Attribute) else None
        if name in ("format", "join", "strip", "upper", "lower", "capitalize", "title",
                    "replace", "items", "values", "keys", "get", "removesuffix"):  # fmt: skip
            if receiver is not None:
                yield from self.trail(module, receiver, seen)
            for argument in [*call.args, *(k.value for k in call.keywords)]:
                if name in ("format", "join", "get"):
                    yield from self.trail(module, argument, seen)
            return
        if name in ("str", "sorted", "reversed", "list", "tuple", "enumerate", "zip", "next"):
            for argument in call.args:
                yield from self.trail(module, argument, seen)
            return
        for defining_module, function in self.functions.get(name, []):
            if (
                receiver is not None
                and not _is_method(function)
                and not isinstance(receiver, ast.Name)
            ):
                continue  # obj.attr.name(...) is no call of the module function ``name``
            for node in _own_nodes(function):
                if isinstance(node, ast.Return) and node.value is not None:
                    yield from self.trail(defining_module, node.value, seen)

    def _trail_name(
        self, module: Module, name: ast.Name, seen: frozenset[int]
    ) -> Iterator[Literal | Parameter | Marked]:
        for scope in module.enclosing_scopes(name):
            values = list(self._assigned(scope, name.id))
            parameter = None
            if isinstance(scope, FUNCTION_TYPES):
                for index, argument in enumerate(_parameters(scope)):
                    if argument.arg == name.id:
                        parameter = Parameter(module.callable_name(scope), index, argument.arg)
                        values += self._defaults(scope, argument.arg)
                vararg = scope.args.vararg
                if vararg is not None and vararg.arg == name.id:
                    parameter = Parameter(
                        module.callable_name(scope),
                        -1 - len([a for a in _parameters(scope) if a not in scope.args.kwonlyargs]),
                        vararg.arg,
                    )
            for value in values:
                yield from self.trail(module, value, seen)
            if parameter is not None:
                yield parameter
                return
            if values:
                return
        source, original = module.imports.get(name.id, ("", ""))
        other = self.by_name.get(source)
        if other is not None:  # a table imported from another UI module
            for value in self._assigned(other.tree, original):
                yield from self.trail(other, value, seen)

    @staticmethod
    def _assigned(scope: Scope, name: str) -> Iterator[ast.expr]:
        for node in _own_nodes(scope):
            if isinstance(node, ast.Assign) and any(_binds(t, name) for t in node.targets):
                yield node.value
            elif isinstance(node, ast.AnnAssign | ast.AugAssign) and node.value is not None:
                if _binds(node.target, name):
                    yield node.value
            elif isinstance(node, ast.For | ast.comprehension) and _binds(node.target, name):
                yield node.iter
            elif isinstance(node, ast.NamedExpr) and node.target.id == name:
                yield node.value
            elif isinstance(node, ast.withitem) and node.optional_vars is not None:
                if _binds(node.optional_vars, name):
                    yield node.context_expr
            elif (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr in ("append", "extend", "insert", "add", "update")
                and isinstance(node.func.value, ast.Name)
                and node.func.value.id == name
            ):
                yield from node.args

    @staticmethod
    def _defaults(
        function: ast.FunctionDef | ast.AsyncFunctionDef, name: str
    ) -> Iterator[ast.expr]:
        positional = function.args.posonlyargs + function.args.args
        for argument, default in zip(
            positional[len(positional) - len(function.args.defaults) :],
            function.args.defaults,
            strict=True,
        ):
            if argument.arg == name:
                yield default
        for argument, kw_default in zip(
            function.args.kwonlyargs, function.args.kw_defaults, strict=True
        ):
            if argument.arg == name and kw_default is not None:
                yield kw_default

    # -- the findings ----------------------------------------------------------------------

    def shown_literals(self) -> list[Literal]:
        """Every literal with words that a visible call can show untranslated (the
        allow-list not yet applied)."""
        found: set[Literal] = set()
        for module in self.modules:
            for argument in self.shown_expressions(module):
                for end in self.trail(module, argument):
                    if isinstance(end, Literal) and reads_as_text(end.text):
                        found.add(end)
        return sorted(found, key=lambda literal: (str(literal.path), literal.line, literal.text))

    def untranslated(self) -> list[Literal]:
        """The shown literals that are not on the ``NOT_WORDS`` allow-list."""
        return [literal for literal in self.shown_literals() if literal.text not in NOT_WORDS]

    def unmarked_lookups(self, known: set[tuple[str, str]]) -> list[str]:
        """``translate(context, variable)``/``self.tr(variable)`` whose variable can hold a
        text the translation has no entry for under that context: a literal lupdate never
        saw (no QT_TRANSLATE_NOOP) or one marked under another context."""
        problems = set()
        for module in self.modules:
            for call in (n for n in ast.walk(module.tree) if isinstance(n, ast.Call)):
                name = _called_name(call)
                if name == "translate" and len(call.args) >= 2:
                    context_node, text_node = call.args[0], call.args[1]
                    if not isinstance(context_node, ast.Constant):
                        continue
                    context = str(context_node.value)
                elif name == "tr" and call.args and isinstance(call.func, ast.Attribute):
                    owner = module.class_of(call)
                    if owner is None or not _is_self(call.func.value):
                        continue
                    context, text_node = owner.name, call.args[0]
                else:
                    continue
                if isinstance(text_node, ast.Constant):
                    continue  # lupdate reads it there
                where = f"{shown_path(module.path)}:{call.lineno}"
                for end in self._trail_to_callers(module, text_node):
                    if isinstance(end, Marked) and (context, end.text) not in known:
                        problems.add(
                            f"{where}: looks {end.text!r} up under {context!r}, marked under "
                            f"{end.context!r} ({shown_path(end.path)}:{end.line})"
                        )
                    elif (
                        isinstance(end, Literal)
                        and reads_as_text(end.text)
                        and (context, end.text) not in known
                    ):
                        problems.add(f"{where}: {end} is never marked for lupdate")
        return sorted(problems)

    def _trail_to_callers(
        self, module: Module, node: ast.expr
    ) -> Iterator[Literal | Parameter | Marked]:
        """``trail``, a parameter followed on to what the callers pass (a few calls deep)."""
        pending = [(module, node)]
        visited: set[int] = set()
        while pending and len(visited) < 200:
            module, node = pending.pop()
            if id(node) in visited:
                continue
            visited.add(id(node))
            for end in self.trail(module, node):
                if not isinstance(end, Parameter):
                    yield end
                    continue
                for caller in self.modules:
                    for call in (n for n in ast.walk(caller.tree) if isinstance(n, ast.Call)):
                        if _called_name(call) != end.function:
                            continue
                        passed = [k.value for k in call.keywords if k.arg == end.name]
                        if 0 <= end.index < len(call.args):
                            passed.append(call.args[end.index])
                        pending += [(caller, argument) for argument in passed]


def ts_messages() -> set[tuple[str, str]]:
    """Every (context, source text) of the German translation."""
    return {
        (context.findtext("name") or "", message.findtext("source") or "")
        for context in ET.parse(TS_DE).getroot().iter("context")
        for message in context.iter("message")
    }


def ui_sources() -> list[Path]:
    """The UI package and app.py."""
    return sorted([*UI_DIR.rglob("*.py"), APP])


@functools.cache
def ui_scan() -> Scanner:
    """The scan of the UI code (made once for the tests of this file)."""
    return Scanner(ui_sources())


def test_no_literal_text_reaches_the_screen() -> None:
    """Every text a visible Qt call shows goes through tr()/translate()/QT_TRANSLATE_NOOP
    (issue 9: every UI string through Qt's translation tools, English and German)."""
    found = ui_scan().untranslated()
    assert not found, f"{len(found)} untranslated texts (wrap them in tr()/translate()):\n" + (
        "\n".join(map(str, found))
    )


def test_texts_looked_up_at_run_time_are_marked_for_lupdate() -> None:
    """A table looked up with translate(context, entry) holds only texts lupdate saw under
    that context (QT_TRANSLATE_NOOP with the same context): else the German has no entry
    and the English shows."""
    problems = ui_scan().unmarked_lookups(ts_messages())
    assert not problems, "\n".join(problems)


def test_the_games_titles_are_looked_up_where_lupdate_saw_them() -> None:
    """The save dialogs name a game by ``RULES[kind].title`` through the SaveController's
    tr(): every title has a German entry there (the saves package itself has no Qt)."""
    from eighty_days.saves.games import RULES

    known = ts_messages()
    missing = [r.title for r in RULES.values() if ("SaveController", r.title) not in known]
    assert not missing, f"add to save_controller.GAME_TITLES: {missing}"


def test_every_allowed_literal_is_still_shown() -> None:
    """The allow-list holds no stale entry: each one is a literal the scan meets."""
    shown = {literal.text for literal in ui_scan().shown_literals()}
    assert not set(NOT_WORDS) - shown, "drop from NOT_WORDS: " + ", ".join(
        sorted(set(NOT_WORDS) - shown)
    )


def test_the_allowed_proper_names_stay_the_same_in_german() -> None:
    """A proper name left untranslated is kept by the German translation wherever a
    translated sentence contains it (else it would be no proper name but a word)."""
    changed = []
    for message in ET.parse(TS_DE).getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.findtext("translation") or ""
        changed += [
            f"{name!r}: {source!r} → {translation!r}"
            for name in PROPER_NAMES
            if re.search(rf"\b{re.escape(name)}\b", source)
            and name not in translation.replace("-", " ")
        ]
    assert not changed, "\n".join(changed)


def _scan_sample(tmp_path: Path, source: str) -> list[str]:
    sample = tmp_path / "sample.py"
    sample.write_text(source, encoding="utf-8")
    return [literal.text for literal in Scanner([sample]).untranslated()]


def test_the_scan_finds_literals_passed_directly_and_through_variables(tmp_path: Path) -> None:
    """Bare label texts, f-strings, a variable painted later (the race hand's "choose…"
    hint), a module table, a helper's return value and a helper's parameter are found;
    translated texts, styles, ids and symbols are not."""
    found = _scan_sample(
        tmp_path,
        "LABELS = {'easy': 'Easy going', 'hard': QT_TRANSLATE_NOOP('Ctx', 'Hard work')}\n"
        "def label_for(level):\n"
        "    return 'Unknown level' if level is None else LABELS[level]\n"
        "def make_button(text, tip):\n"
        "    button = QPushButton(text)\n"
        "    button.setToolTip(tip)\n"
        "    return button\n"
        "class Card(QWidget):\n"
        "    def paintEvent(self, event):\n"
        "        hint = 'choose…'\n"
        "        painter.drawText(rect, 0, hint)\n"
        "        painter.drawText(rect, 0, self.tr('translated'))\n"
        "        painter.drawText(rect, 0, '£')\n"
        "        self.setStyleSheet('QLabel { color: red; }')\n"
        "        self.setObjectName('market-card')\n"
        "        self.label = QLabel('Choose a card')\n"
        "        self.label.setText(f'Turn {self.turn} of the game')\n"
        "        self.label.setText(label_for(None))\n"
        "        self.label.setText('{0}'.format(3))\n"
        "        make_button('Draw route', tip=self.tr('fine'))\n"
        "        make_button(self.tr('fine'), tip='Bare tip')\n",
    )
    assert sorted(found) == sorted([
        "Easy going", "Unknown level", "choose…", "Choose a card", "Turn {} of the game",
        "Draw route", "Bare tip",
    ])  # fmt: skip


def test_the_scan_follows_subclasses_lists_errors_and_menu_look_ups(tmp_path: Path) -> None:
    """A dock subclass's title, a command's text, lines collected in a list, an error's
    message and a menu looked up by a bare title are found."""
    found = _scan_sample(
        tmp_path,
        "class Dock(QDockWidget):\n"
        "    def __init__(self, title):\n"
        "        super().__init__(title)\n"
        "class Edit(QUndoCommand):\n"
        "    pass\n"
        "def menu_titled(window, *titles):\n"
        "    return [a for a in window.actions() if a.text() in titles]\n"
        "def describe(points):\n"
        "    details = []\n"
        "    details.append(f'{points} segment(s)')\n"
        "    return ', '.join(details)\n"
        "Dock('Problems')\n"
        "Edit('Move place')\n"
        "menu_titled(window, 'File', self.tr('Game'))\n"
        "label.setText(describe(3))\n"
        "raise OSError(f'cannot write {path}')\n",
    )
    assert sorted(found) == sorted(
        ["Problems", "Move place", "File", "{} segment(s)", "cannot write {}"]
    )


def test_the_scan_finds_run_time_look_ups_lupdate_cannot_see(tmp_path: Path) -> None:
    """translate(context, entry) of a table entry without QT_TRANSLATE_NOOP, or marked
    under another context, is reported; a marked entry under the same context is not."""
    sample = tmp_path / "sample.py"
    sample.write_text(
        "NAMES = {1: QT_TRANSLATE_NOOP('Ctx', 'Marked'), 2: 'Bare name',\n"
        "         3: QT_TRANSLATE_NOOP('Other', 'Elsewhere')}\n"
        "def name_of(key):\n"
        "    return QCoreApplication.translate('Ctx', NAMES[key])\n",
        encoding="utf-8",
    )
    known = {("Ctx", "Marked"), ("Other", "Elsewhere")}
    problems = Scanner([sample]).unmarked_lookups(known)
    assert len(problems) == 2
    assert "'Bare name' is never marked" in problems[0] + problems[1]
    assert "marked under 'Other'" in problems[0] + problems[1]


def test_text_that_is_no_words_is_not_reported() -> None:
    """Symbols, numbers, format-only strings, ids, styles and file names are no words."""
    for value in ("£", "×3", "{0}", "{days} / {limit}", "%1", "market-card", "map.yaml",
                  "#a0522d", "QLabel { color: red; }", "color: red; font-weight: bold;",
                  "<b>{name}</b>", "—", "12:00", "travel_backward"):  # fmt: skip
        assert not reads_as_text(value), value
    for value in ("Fit", "Undo", "choose…", "Draw route", "<b>Turn</b> {n}", "Days: {n}"):
        assert reads_as_text(value), value
