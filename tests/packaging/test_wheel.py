"""The wheel and the sdist: ``uv build`` makes both, and the wheel installed with pip into
a fresh virtual environment gives a working ``eighty-days`` (self-test, maps and German).

Slow (a build, a fresh environment and pip fetching PySide6, shapely and numpy): run
with ``uv run pytest -m slow tests/packaging/test_wheel.py``.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
import xml.etree.ElementTree as ElementTree
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TS_FILE = ROOT / "src" / "eighty_days" / "translations" / "eighty_days_de.ts"


def _a_finished_translation() -> tuple[str, str, str]:
    """(context, English source, German translation) of the first finished plain entry."""
    for context in ElementTree.parse(TS_FILE).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            source = message.findtext("source") or ""
            if (
                translation is not None
                and translation.get("type") is None
                and message.get("numerus") != "yes"
                and translation.text
                and translation.text != source
            ):
                return name, source, translation.text
    raise AssertionError("no finished translation in the .ts file")


CHECK_INSTALLED = """
import sys
from pathlib import Path
from PySide6.QtCore import QCoreApplication
from eighty_days import i18n, resources
app = QCoreApplication([])
context, source, cache = sys.argv[1], sys.argv[2], Path(sys.argv[3])
i18n.install_translations("de", app, cache_dir=cache)
print("translation:", QCoreApplication.translate(context, source))
print("qm:", i18n.qm_path("de"))
print("maps:", resources.maps_dir())
print("world:", resources.maps_dir().joinpath("world.yaml").is_file())
"""


@pytest.mark.slow
def test_the_wheel_installed_with_pip_passes_its_self_test(tmp_path: Path) -> None:
    """uv build: a wheel and an sdist; pip install of the wheel: self-test, maps, German."""
    uv = shutil.which("uv")
    assert uv is not None, "uv is needed to build (see README)"
    dist = tmp_path / "dist"
    built = subprocess.run(
        [uv, "build", "--out-dir", str(dist)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert built.returncode == 0, built.stdout + built.stderr
    wheels = sorted(dist.glob("eighty_days-*.whl"))
    sdists = sorted(dist.glob("eighty_days-*.tar.gz"))
    assert len(wheels) == 1 and len(sdists) == 1, sorted(p.name for p in dist.iterdir())

    wheel_names = set(zipfile.ZipFile(wheels[0]).namelist())
    for needed in (
        "eighty_days/maps/world.yaml",
        "eighty_days/maps/race-1986.yaml",
        "eighty_days/translations/eighty_days_de.qm",
        "eighty_days/engine/journey/cards.yaml",
    ):
        assert needed in wheel_names, needed
    with tarfile.open(sdists[0]) as sdist:
        sdist_names = {name.split("/", 1)[-1] for name in sdist.getnames()}
    for needed in ("maps/world.yaml", "src/eighty_days/translations/eighty_days_de.ts"):
        assert needed in sdist_names, needed

    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    installed = subprocess.run(
        [str(venv / "bin" / "pip"), "install", "--quiet", str(wheels[0])],
        capture_output=True,
        text=True,
        timeout=900,
        check=False,
    )
    assert installed.returncode == 0, installed.stdout + installed.stderr

    environment = {
        key: value
        for key, value in os.environ.items()
        if key not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME")
    }
    environment.update(
        QT_QPA_PLATFORM="offscreen",
        EIGHTY_DAYS_DATA_DIR=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_CACHE_HOME=str(tmp_path / "cache"),
        HOME=str(tmp_path),
    )
    # Away from the source tree, so that nothing is found there instead.
    work = tmp_path / "elsewhere"
    work.mkdir()
    result = subprocess.run(
        [str(venv / "bin" / "eighty-days"), "--self-test"],
        cwd=work,
        capture_output=True,
        text=True,
        timeout=300,
        env=environment,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "self-test: OK (2 checks" in result.stdout

    context, source, german = _a_finished_translation()
    checked = subprocess.run(
        [str(venv / "bin" / "python"), "-c", CHECK_INSTALLED, context, source, str(tmp_path)],
        cwd=work,
        capture_output=True,
        text=True,
        timeout=300,
        env=environment,
        check=False,
    )
    assert checked.returncode == 0, checked.stderr
    lines = dict(line.split(": ", 1) for line in checked.stdout.splitlines())
    assert lines["translation"] == german
    site_packages = str(venv / "lib")
    assert lines["qm"].startswith(site_packages), lines["qm"]
    assert lines["maps"].startswith(site_packages), lines["maps"]
    assert lines["world"] == "True"
