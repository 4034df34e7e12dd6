"""The rules, the map model and the bots never depend on Qt (DESIGN.md, layers)."""

import subprocess
import sys
import textwrap


def test_engine_sheet_and_ai_import_with_pyside6_blocked() -> None:
    """engine, sheet and ai (and every module below them) import with PySide6 unimportable."""
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
        for package_name in ("eighty_days.engine", "eighty_days.sheet", "eighty_days.ai"):
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
