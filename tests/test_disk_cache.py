"""The cache files' names follow the code that made them (issue 50's start-up): the
source where it can be read, else the build (a bundle holds compiled code only)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from eighty_days import disk_cache


def test_without_source_the_digest_follows_the_executable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Code whose source cannot be read is named by the executable running it: a rebuilt
    executable (another size or time of writing) gives another digest."""
    executable = tmp_path / "eighty-days"
    executable.write_bytes(b"build 1")
    monkeypatch.setattr(sys, "executable", str(executable))
    monkeypatch.setattr(disk_cache, "_code_digests", {})
    first = disk_cache.code_digest("no/such/module.py")
    assert first == disk_cache.code_digest("no/such/module.py")
    executable.write_bytes(b"build 2, longer")
    os.utime(executable, ns=(1, 2))
    monkeypatch.setattr(disk_cache, "_code_digests", {})
    assert disk_cache.code_digest("no/such/module.py") != first


def test_the_digest_never_loads_the_package_metadata() -> None:
    """Naming code without its source reads no package metadata (``importlib.metadata``
    and its email and csv modules are slower to load than the cache saves)."""
    script = textwrap.dedent(
        """
        import sys
        from eighty_days import disk_cache
        disk_cache.code_digest("no/such/module.py", "sheet/io.py")
        print("importlib.metadata" in sys.modules)
        """
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "False"
