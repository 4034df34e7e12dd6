"""The editor's model is pure: it imports with PySide6 blocked (DESIGN.md, layers)."""

import subprocess
import sys
import textwrap


def test_editor_model_imports_without_qt() -> None:
    """eighty_days.editor and every module in it import with PySide6 unimportable."""
    script = textwrap.dedent(
        """
        import importlib, pkgutil, sys

        class BlockQt:
            def find_spec(self, name, path=None, target=None):
                if name == "PySide6" or name.startswith("PySide6."):
                    raise ImportError("PySide6 is blocked in this test")
                return None

        sys.meta_path.insert(0, BlockQt())
        package = importlib.import_module("eighty_days.editor")
        prefix = "eighty_days.editor."
        names = [info.name for info in pkgutil.walk_packages(package.__path__, prefix)]
        for name in names:
            importlib.import_module(name)
        assert "PySide6" not in sys.modules
        print(len(names))
        """
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr
    assert int(result.stdout) >= 5
