"""No menu action or button hands its ``checked`` flag to a parameter meant for something
else (issue 44): ``triggered``, ``clicked`` and ``toggled`` carry a bool, and a slot whose
first parameter has a default (``def open_file(self, path=None)``) receives ``False`` as
that parameter. Read from the source, without Qt."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

SOURCE = Path(__file__).resolve().parents[2] / "src" / "eighty_days"
#: The signals that pass a bool (``checked``) to the slot they are connected to.
BOOL_SIGNALS = frozenset({"triggered", "clicked", "toggled"})

Function = ast.FunctionDef | ast.AsyncFunctionDef


@dataclass(frozen=True)
class Module:
    """A parsed source file and where each of its nodes sits."""

    path: Path
    tree: ast.Module
    parents: dict[ast.AST, ast.AST]

    def enclosing(self, node: ast.AST, kind: type | tuple[type, ...]) -> ast.AST | None:
        """The nearest ancestor of ``node`` of ``kind``."""
        current = self.parents.get(node)
        while current is not None and not isinstance(current, kind):
            current = self.parents.get(current)
        return current


def modules() -> list[Module]:
    """Every module of the program, parsed."""
    found = []
    for path in sorted(SOURCE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
        found.append(Module(path, tree, parents))
    return found


def positional(function: Function | ast.Lambda) -> list[ast.arg]:
    """The positional parameters a signal's arguments fill (``self`` left out)."""
    params = [*function.args.posonlyargs, *function.args.args]
    if params and params[0].arg in ("self", "cls") and isinstance(function, Function):
        return params[1:]
    return params


def first_has_default(function: Function) -> bool:
    """Whether the first parameter a signal fills has a default (so ``checked`` lands in
    it instead of a ``TypeError`` at once)."""
    params = positional(function)
    return bool(params) and len(params) <= len(function.args.defaults)


class Index:
    """The program's functions: by class and method name, and by name alone."""

    def __init__(self, parsed: list[Module]) -> None:
        self.modules = parsed
        self.classes: dict[str, tuple[ast.ClassDef, Module]] = {}
        self.by_name: dict[str, list[Function]] = {}
        for module in parsed:
            for node in ast.walk(module.tree):
                if isinstance(node, ast.ClassDef):
                    self.classes.setdefault(node.name, (node, module))
                elif isinstance(node, Function):
                    self.by_name.setdefault(node.name, []).append(node)

    def method(
        self, class_name: str, name: str, seen: frozenset[str] = frozenset()
    ) -> Function | None:
        """``class_name``'s method ``name``, from the class or its bases in the program."""
        if class_name in seen or class_name not in self.classes:
            return None
        node, _module = self.classes[class_name]
        for item in node.body:
            if isinstance(item, Function) and item.name == name:
                return item
        for base in node.bases:
            if isinstance(base, ast.Name):
                found = self.method(base.id, name, seen | {class_name})
                if found is not None:
                    return found
        return None

    def calls_to(self, name: str) -> Iterator[tuple[ast.Call, Module]]:
        """Every call of a function or method called ``name``, also through a local name
        bound to it (``add = self._add``)."""
        for module in self.modules:
            aliases = {name} | {
                target.id
                for node in ast.walk(module.tree)
                if isinstance(node, ast.Assign)
                and isinstance(node.value, ast.Attribute | ast.Name)
                and getattr(node.value, "attr", getattr(node.value, "id", None)) == name
                for target in node.targets
                if isinstance(target, ast.Name)
            }
            for node in ast.walk(module.tree):
                if not isinstance(node, ast.Call):
                    continue
                func = node.func
                by_attribute = isinstance(func, ast.Attribute) and func.attr == name
                if by_attribute or (isinstance(func, ast.Name) and func.id in aliases):
                    yield node, module


def argument_at(call: ast.Call, index: int, name: str) -> ast.expr | None:
    """The argument a call gives to the parameter ``name`` (``index`` among the ones a
    caller fills positionally)."""
    if index < len(call.args):
        return call.args[index]
    return next((kw.value for kw in call.keywords if kw.arg == name), None)


def wrong_slots(
    index: Index, slot: ast.expr, module: Module, where: ast.AST, depth: int = 0
) -> Iterator[str]:
    """Where ``slot`` (an expression connected to a bool signal at ``where``) is, or may be,
    a function whose first parameter has a default."""
    label = f"{module.path.relative_to(SOURCE)}:{getattr(where, 'lineno', '?')}"
    if depth > 3:
        return
    if isinstance(slot, ast.Attribute):
        owner = slot.value
        enclosing = module.enclosing(where, ast.ClassDef)
        on_self = isinstance(owner, ast.Name) and owner.id == "self"
        if on_self and isinstance(enclosing, ast.ClassDef):
            method = index.method(enclosing.name, slot.attr)
            candidates = [method] if method is not None else []
        else:  # another object's method: any of the program's functions of that name
            candidates = index.by_name.get(slot.attr, [])
        for function in candidates:
            if first_has_default(function):
                yield f"{label}: {ast.unparse(slot)} (def {function.name}, line {function.lineno})"
        return
    if not isinstance(slot, ast.Name):
        return  # a lambda or a call: written for the signal where it is connected
    around = module.enclosing(where, (ast.FunctionDef, ast.AsyncFunctionDef))
    if isinstance(around, Function):
        params = positional(around)
        names = [param.arg for param in params]
        if slot.id in names:  # a helper's parameter: what each caller passes in
            at = names.index(slot.id)
            for call, caller in index.calls_to(around.name):
                given = argument_at(call, at, slot.id)
                if given is not None:
                    yield from wrong_slots(index, given, caller, call, depth + 1)
            return
        for node in ast.walk(around):
            if isinstance(node, Function) and node.name == slot.id and first_has_default(node):
                yield f"{label}: {slot.id} (def {node.name}, line {node.lineno})"
            if isinstance(node, ast.For) and isinstance(node.iter, ast.Tuple | ast.List):
                yield from _loop_slots(index, node, slot.id, module, depth)


def _loop_slots(
    index: Index, loop: ast.For, name: str, module: Module, depth: int
) -> Iterator[str]:
    """The slots a ``for … in (literal)`` loop gives to its target ``name``."""
    target = loop.target
    assert isinstance(loop.iter, ast.Tuple | ast.List)
    for element in loop.iter.elts:
        if isinstance(target, ast.Name) and target.id == name:
            yield from wrong_slots(index, element, module, element, depth + 1)
        elif isinstance(target, ast.Tuple) and isinstance(element, ast.Tuple):
            for part, value in zip(target.elts, element.elts, strict=False):
                if isinstance(part, ast.Name) and part.id == name:
                    yield from wrong_slots(index, value, module, value, depth + 1)


def bool_connections(index: Index) -> Iterator[tuple[ast.Call, Module]]:
    """Every ``<…>.triggered/clicked/toggled.connect(slot)`` of the program."""
    for module in index.modules:
        for node in ast.walk(module.tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "connect"
                and isinstance(node.func.value, ast.Attribute)
                and node.func.value.attr in BOOL_SIGNALS
                and node.args
            ):
                yield node, module


def test_no_bool_signal_fills_a_defaulted_first_parameter() -> None:
    """No ``triggered``/``clicked``/``toggled`` is connected (directly, through a helper's
    parameter or a loop over slots) to a function whose first parameter has a default."""
    index = Index(modules())
    connections = list(bool_connections(index))
    assert len(connections) > 50  # the search sees the program's menus and buttons
    wrong = [
        problem
        for call, module in connections
        for problem in wrong_slots(index, call.args[0], module, call)
    ]
    assert wrong == []


def test_the_search_finds_a_defaulted_slot_behind_a_helper() -> None:
    """The search itself: a slot with ``path=None`` passed through a helper that connects
    ``triggered`` is found (the shape of the Game menu's challenge actions, issue 44)."""
    source = """
class Journal:
    def open_file(self, path=None):
        return path

class Menu:
    def _add(self, text, slot):
        self.action.triggered.connect(slot)

    def build(self):
        add = self._add
        add("Open", self.journal.open_file)
        for key, slot in (("a", self.journal.open_file),):
            self.other.clicked.connect(slot)
"""
    tree = ast.parse(source)
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    index = Index([Module(SOURCE / "example.py", tree, parents)])
    wrong = [
        problem
        for call, module in bool_connections(index)
        for problem in wrong_slots(index, call.args[0], module, call)
    ]
    assert len(wrong) == 2 and all("open_file" in problem for problem in wrong)
