"""The sdist and the wheel of ``uv build``: the MIT LICENSE in both, and only the sources in
the sdist (never the bundle and the .deb that packaging/build.sh leaves behind).

The project is copied into a temporary folder with a bundle and a .deb where build.sh
puts them, so the check does not depend on whether build.sh has run here.
"""

from __future__ import annotations

import shutil
import subprocess
import tarfile
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
#: What the copy leaves out: caches and the environment, not part of any build.
NOT_COPIED = (".git", ".venv", ".mypy_cache", ".ruff_cache", ".pytest_cache", "__pycache__")


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[set[str], set[str]]:
    """The names in the wheel and in the sdist (without the sdist's top folder) of a copy
    of the project holding build.sh's output: a bundle, a .deb and its work folder."""
    uv = shutil.which("uv")
    assert uv is not None, "uv is needed to build (see README)"
    project = tmp_path_factory.mktemp("project") / "eighty-days"
    shutil.copytree(ROOT, project, ignore=shutil.ignore_patterns(*NOT_COPIED))
    for leftover in (
        "packaging/dist/eighty-days_0.1.0_amd64.deb",
        "packaging/dist/eighty-days/eighty-days",
        "packaging/build/deb/debian/eighty-days/DEBIAN/control",
        "tmp/scratch.txt",
    ):
        (project / leftover).parent.mkdir(parents=True, exist_ok=True)
        (project / leftover).write_text("left by a build\n", encoding="utf-8")
    dist = project / "out"
    done = subprocess.run(
        [uv, "build", "--out-dir", str(dist)],
        cwd=project,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    (wheel,) = dist.glob("eighty_days-*.whl")
    (sdist,) = dist.glob("eighty_days-*.tar.gz")
    wheel_names = set(zipfile.ZipFile(wheel).namelist())
    with tarfile.open(sdist) as archive:
        sdist_names = {name.split("/", 1)[-1] for name in archive.getnames()}
    return wheel_names, sdist_names


def test_the_wheel_and_the_sdist_hold_the_licence(built: tuple[set[str], set[str]]) -> None:
    """LICENSE (MIT) is in the wheel's metadata and at the top of the sdist."""
    wheel_names, sdist_names = built
    assert "eighty_days-0.1.0.dist-info/licenses/LICENSE" in wheel_names
    assert "LICENSE" in sdist_names
    assert "MIT License" in (ROOT / "LICENSE").read_text(encoding="utf-8")


def test_the_sdist_holds_the_sources_and_no_build_output(
    built: tuple[set[str], set[str]],
) -> None:
    """The sdist has the sources, tests, docs and packaging files, but nothing of
    packaging/dist or packaging/build, no .deb and no scratch folder."""
    _, sdist_names = built
    for needed in (
        "pyproject.toml",
        "README.md",
        "src/eighty_days/app.py",
        "maps/world.yaml",
        "tests/conftest.py",
        "docs/rules-notes.md",
        "packaging/build.sh",
        "packaging/linux/copyright",
    ):
        assert needed in sdist_names, needed
    unwanted = [
        name
        for name in sdist_names
        if name.startswith(("packaging/dist", "packaging/build/", "tmp/")) or name.endswith(".deb")
    ]
    assert unwanted == []
