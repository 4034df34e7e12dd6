"""The rules, the map model and the bots never depend on Qt (DESIGN.md, layers)."""

import subprocess
import sys
import textwrap


def test_the_pure_layers_import_with_pyside6_blocked() -> None:
    """engine, sheet, ai, saves and editor (and every module below them) import with
    PySide6 unimportable."""
    script = textwrap.dedent(
        """
        import importlib, pkgutil, sys

        class BlockQt:
            def find_spec(self, name, path=None, target=None):
                if name == "PySide6" or name.startswith("PySide6."):
                    raise ImportError("PySide6 is blocked in this test")
                return None

        sys.meta_path.insert(0, BlockQt())
        count = 0
        for package_name in (
            "eighty_days.engine",
            "eighty_days.sheet",
            "eighty_days.ai",
            "eighty_days.saves",
            "eighty_days.editor",
        ):
            package = importlib.import_module(package_name)
            for info in pkgutil.walk_packages(package.__path__, package_name + "."):
                importlib.import_module(info.name)
                count += 1
        assert "PySide6" not in sys.modules
        print(count)
        """
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr


def test_the_blocker_really_blocks_pyside6() -> None:
    """The same blocker makes a PySide6 import fail, so the test above can fail."""
    script = textwrap.dedent(
        """
        import sys

        class BlockQt:
            def find_spec(self, name, path=None, target=None):
                if name == "PySide6" or name.startswith("PySide6."):
                    raise ImportError("PySide6 is blocked in this test")
                return None

        sys.meta_path.insert(0, BlockQt())
        import PySide6.QtCore
        """
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=False
    )
    assert result.returncode != 0
    assert "blocked" in result.stderr


def test_nothing_in_ui_imports_app() -> None:
    """DESIGN.md (UI): nothing in ui/ imports app.py; the program wires the windows."""
    import ast
    from pathlib import Path

    import eighty_days

    ui = Path(eighty_days.__file__).parent / "ui"
    found = []
    for source in sorted(ui.rglob("*.py")):
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            names: list[str] = []
            if isinstance(node, ast.ImportFrom) and node.module is not None:
                names = [node.module] + [f"{node.module}.{alias.name}" for alias in node.names]
            elif isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            if "eighty_days.app" in names:
                found.append(f"{source.relative_to(ui)}:{node.lineno}")
    assert len(list(ui.rglob("*.py"))) > 20  # the walk reaches the ui package
    assert found == []


def _import_graph() -> dict[str, set[str]]:
    """Which eighty_days modules each eighty_days module imports: at module level or
    inside a function (a deferred import still runs back up), leaving out imports only
    for type checking (``if TYPE_CHECKING:``)."""
    import ast
    from pathlib import Path

    import eighty_days

    root = Path(eighty_days.__file__).parent
    files: dict[str, Path] = {}
    for source in root.rglob("*.py"):
        parts = list(source.relative_to(root.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        files[".".join(parts)] = source

    def module_of(name: str) -> str | None:
        while name and name not in files:
            name = name.rpartition(".")[0]
        return name or None

    def imports(node: ast.AST) -> set[str]:
        found: set[str] = set()
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                found |= set().union(*(imports(part) for part in child.orelse))
                continue
            if isinstance(child, ast.ImportFrom) and child.module and child.level == 0:
                names = [f"{child.module}.{alias.name}" for alias in child.names]
            elif isinstance(child, ast.Import):
                names = [alias.name for alias in child.names]
            else:
                found |= imports(child)
                continue
            found |= {module for name in names if (module := module_of(name)) is not None}
        return found

    return {
        name: imports(ast.parse(source.read_text(encoding="utf-8"))) - {name}
        for name, source in files.items()
    }


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The import circles of ``graph``: its strongly connected parts of two or more
    modules (Tarjan's algorithm), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    circles: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        for target in sorted(graph.get(module, ())):
            if target not in index:
                visit(target)
                low[module] = min(low[module], low[target])
            elif target in stack:
                low[module] = min(low[module], index[target])
        if low[module] == index[module]:
            part = []
            while True:
                member = stack.pop()
                part.append(member)
                if member == module:
                    break
            if len(part) > 1:
                circles.append(sorted(part))

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return sorted(circles)


def test_no_import_circles_among_the_programs_modules() -> None:
    """DESIGN.md (layers): no eighty_days module imports one that imports it back, not
    even through others or from inside a function (shared things live in the module that
    owns the concept, e.g. location types in sheet/model)."""
    graph = _import_graph()
    assert len(graph) > 100  # the walk reaches the whole package
    assert "eighty_days.sheet.model" in graph["eighty_days.sheet.validate_geometry"]
    assert _circles(graph) == []


def test_the_circle_finder_finds_circles() -> None:
    """The finder reports a two-module circle, a longer one, and nothing for a chain."""
    graph = {"a": {"b"}, "b": {"a", "c"}, "c": {"d"}, "d": {"e"}, "e": {"c"}, "f": {"a"}}
    assert _circles(graph) == [["a", "b"], ["c", "d", "e"]]
    assert _circles({"a": {"b"}, "b": {"c"}, "c": set()}) == []


#: The pure layers (no Qt, no program): the rules, the map model, the bots, the save files
#: and the map editor's model.
PURE_LAYERS = ("engine", "sheet", "ai", "saves", "editor")
#: What sits above them: the command line, the program's wiring, the windows, the
#: program's settings and language, the self-test.
UPPER_LAYERS = ("cli", "commands", "app", "ui", "settings", "i18n", "selftest", "__main__")


def _upward_imports(graph: dict[str, set[str]]) -> list[str]:
    """Every import in ``graph`` from a pure layer up to the program, as "from -> to"."""

    def layer(module: str) -> str:
        parts = module.split(".")
        return parts[1] if len(parts) > 1 else ""

    return sorted(
        f"{module} -> {target}"
        for module, targets in graph.items()
        if layer(module) in PURE_LAYERS
        for target in targets
        if layer(target) in UPPER_LAYERS
    )


def test_no_pure_layer_imports_the_program_above_it() -> None:
    """DESIGN.md (layers): engine, sheet, ai, saves and editor import nothing of the command
    line, the program's wiring or the windows (cli, app, ui, …), not even from inside a
    function; helpers that need them live in tests/support or benchmarks/."""
    graph = _import_graph()
    assert any(module.startswith("eighty_days.saves.") for module in graph)
    assert _upward_imports(graph) == []


def test_the_upward_import_finder_finds_one() -> None:
    """A save module importing the command line, or a bot importing a window, is reported;
    imports downwards and among the upper layers are not."""
    graph = {
        "eighty_days.saves.player": {"eighty_days.cli", "eighty_days.engine.race"},
        "eighty_days.ai.watch": {"eighty_days.ui.race.window"},
        "eighty_days.app": {"eighty_days.ui.journey.window", "eighty_days.saves"},
        "eighty_days.engine.race.rules": {"eighty_days.engine.common"},
    }
    assert _upward_imports(graph) == [
        "eighty_days.ai.watch -> eighty_days.ui.race.window",
        "eighty_days.saves.player -> eighty_days.cli",
    ]
