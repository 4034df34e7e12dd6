"""Installers: the self-test, the icon files, the .desktop and AppStream files, the bundle.

The bundle build (PyInstaller, about two minutes) is ``slow``; run it with
``uv run pytest -m slow tests/packaging`` (build.sh brings PyInstaller, the
``packaging`` dependency group).
"""

from __future__ import annotations

import os
import shutil
import struct
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from eighty_days import selftest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
APP_ID = "io.github.eightydays.EightyDays"
DESKTOP_FILE = PACKAGING / "linux" / f"{APP_ID}.desktop"
METAINFO_FILE = PACKAGING / "linux" / f"{APP_ID}.metainfo.xml"
PACKAGE_ICONS = ROOT / "src" / "eighty_days" / "ui" / "common" / "icons"

#: The Qt pieces the bundle must leave out (the issue's list) and the ones it must keep.
UNWANTED_IN_BUNDLE = ("Qt6Network", "Qt6Qml", "Qt6Quick", "Qt6Pdf", "Qt6WebEngine", "Qt63D")
UNWANTED_IN_BUNDLE += ("Qt6VirtualKeyboard",)
KEPT_PLATFORMS = {"libqoffscreen.so", "libqxcb.so", "libqwayland.so"}
#: The bundle's size limit (MiB). On Linux it is about 112 with ICU's data trimmed
#: (icupkg from icu-devtools) and 137 without.
BUNDLE_SIZE_LIMIT_MIB = 130 if shutil.which("icupkg") else 140


def _environment(tmp_path: Path) -> dict[str, str]:
    """Offscreen, with the per-user data and settings in ``tmp_path``."""
    return {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "EIGHTY_DAYS_DATA_DIR": str(tmp_path / "data"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "HOME": str(tmp_path),
    }


# -- the self-test --------------------------------------------------------------------------


def test_the_self_test_passes_in_a_subprocess(tmp_path: Path) -> None:
    """`eighty-days --self-test` opens both games offscreen, a computer plays, exit 0."""
    result = subprocess.run(
        [sys.executable, "-m", "eighty_days", "--self-test"],
        capture_output=True,
        text=True,
        timeout=180,
        env=_environment(tmp_path),
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "journey: the main window opened; a computer turn took" in result.stdout
    assert "race: the window opened; a computer turn took" in result.stdout
    assert "self-test: OK (2 checks" in result.stdout


def test_a_failing_check_is_named_and_gives_exit_code_1(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A check that raises is reported by name with its reason; the others still run."""

    def broken() -> str:
        raise selftest.SelfTestError("the map is missing")

    def fine() -> str:
        return "fine: it worked"

    checks: tuple[tuple[str, Callable[[], str]], ...] = (("broken", broken), ("fine", fine))
    monkeypatch.setattr(selftest, "CHECKS", checks)
    assert selftest.run_self_test(verbose_errors=False) == 1
    out, err = capsys.readouterr()
    assert "self-test: FAILED: broken: the map is missing" in err
    assert "self-test: fine: it worked" in out
    assert "1 of 2 checks failed" in err


# -- the icon ---------------------------------------------------------------------------------


def _load_make_icons() -> object:
    """packaging/make_icons.py as a module."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("make_icons", PACKAGING / "make_icons.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("size", [16, 22, 24, 32, 48, 64, 128, 256])
def test_the_hicolor_pngs_have_their_named_size(size: int) -> None:
    """Each committed PNG is the size its name says (the .deb installs it by that name)."""
    image = QImage(str(PACKAGING / "icons" / "png" / f"eighty-days-{size}.png"))
    assert not image.isNull()
    assert (image.width(), image.height()) == (size, size)
    assert image.hasAlphaChannel()


def test_the_programs_icon_copies_match_the_packaging_pngs() -> None:
    """The icons the program loads are the ones rendered from the SVG (make_icons.py)."""
    copies = sorted(PACKAGE_ICONS.glob("eighty-days-*.png"))
    assert len(copies) == 6
    for copy in copies:
        assert copy.read_bytes() == (PACKAGING / "icons" / "png" / copy.name).read_bytes()


def test_ico_and_icns_hold_the_pngs_in_their_directories(qapp: QApplication) -> None:
    """The .ico directory and the .icns chunks point at the PNG images, sizes right."""
    make_icons = _load_make_icons()
    pngs = {size: make_icons.render_png(size) for size in (16, 32, 256)}  # type: ignore[attr-defined]
    ico = make_icons.ico_bytes(pngs)  # type: ignore[attr-defined]
    reserved, kind, count = struct.unpack_from("<HHH", ico, 0)
    assert (reserved, kind, count) == (0, 1, 3)
    sides = []
    for index in range(count):
        side, _, _, _, _, _, length, offset = struct.unpack_from("<BBBBHHII", ico, 6 + 16 * index)
        assert ico[offset : offset + 8] == b"\x89PNG\r\n\x1a\n"
        assert length == len(pngs[side or 256])
        sides.append(side)
    assert sides == [16, 32, 0]
    icns = make_icons.icns_bytes(pngs)  # type: ignore[attr-defined]
    assert icns[:4] == b"icns" and struct.unpack_from(">I", icns, 4)[0] == len(icns)
    assert icns[8:12] == b"icp4"  # 16 px, PNG
    assert b"ic08" in icns  # 256 px


# -- the Linux desktop files --------------------------------------------------------------


@pytest.mark.skipif(
    shutil.which("desktop-file-validate") is None, reason="desktop-file-validate not installed"
)
def test_the_desktop_file_validates() -> None:
    """desktop-file-validate accepts the .desktop file (and says nothing)."""
    result = subprocess.run(
        ["desktop-file-validate", str(DESKTOP_FILE)], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0 and result.stdout.strip() == "", result.stdout


def test_the_desktop_file_starts_the_installed_command() -> None:
    """Exec is the command /usr/bin/eighty-days, Icon the hicolor name of the icon."""
    lines = DESKTOP_FILE.read_text(encoding="utf-8").splitlines()
    assert "Exec=eighty-days" in lines
    assert "Icon=eighty-days" in lines


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstreamcli not installed")
def test_the_appstream_metainfo_validates(tmp_path: Path) -> None:
    """appstreamcli validates the metainfo once build.sh has filled in version and date."""
    text = METAINFO_FILE.read_text(encoding="utf-8")
    filled = tmp_path / f"{APP_ID}.metainfo.xml"
    filled.write_text(
        text.replace("@VERSION@", "0.1.0").replace("@DATE@", "2026-11-29"), encoding="utf-8"
    )
    result = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(filled)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


# -- the bundle (slow) ------------------------------------------------------------------------


@pytest.mark.slow
def test_the_bundle_builds_leaves_out_unused_qt_and_passes_its_self_test() -> None:
    """packaging/build.sh --bundle-only: the bundle's own self-test passes; no unused Qt."""
    result = subprocess.run(
        ["bash", str(PACKAGING / "build.sh"), "--bundle-only"],
        capture_output=True,
        text=True,
        timeout=1800,
        check=False,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert "self-test: OK" in result.stdout
    bundle = PACKAGING / "dist" / "eighty-days"
    names = [path.name for path in bundle.rglob("*")]
    for unwanted in UNWANTED_IN_BUNDLE:
        assert not [name for name in names if unwanted in name], unwanted
    platforms = {path.name for path in bundle.rglob("plugins/platforms/*")}
    assert {"libqoffscreen.so", "libqxcb.so"} <= platforms <= KEPT_PLATFORMS
    size = sum(p.stat().st_size for p in bundle.rglob("*") if p.is_file() and not p.is_symlink())
    assert size <= BUNDLE_SIZE_LIMIT_MIB * 1024 * 1024, f"{size / 1048576:.0f} MiB"
    figures = (PACKAGING / "dist" / "figures.txt").read_text(encoding="utf-8")
    assert "start to window: median" in figures


# -- the ICU data trimming ------------------------------------------------------------------


def _load_trim_icu_data() -> object:
    """packaging/trim_icu_data.py as a module."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("trim_icu_data", PACKAGING / "trim_icu_data.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize(
    ("item", "size", "gone"),
    [
        ("root.res", 50_000, False),
        ("en.res", 10_000, False),
        ("de_AT.res", 1_000, False),
        ("fr.res", 10_000, True),
        ("zh_Hant_TW.res", 10_000, True),
        ("coll/de.res", 1_000, False),
        ("coll/ucadata.icu", 200_000, False),
        ("coll/ja.res", 1_000, True),
        ("lang/pool.res", 500_000, True),
        ("curr/de.res", 20_000, True),
        ("unit/en.res", 20_000, True),
        ("zone/de.res", 20_000, False),
        ("lang/es_419.res", 1_000, True),
        ("zoneinfo64.res", 150_000, False),
        ("metaZones.res", 40_000, False),
        ("brkitr/cjdict.dict", 2_000_000, True),
        ("brkitr/word.brk", 20_000, False),
        ("translit/root.res", 100_000, True),
        ("translit/el_Latn.res", 5_000, True),
        ("unames.icu", 300_000, True),
        ("gb18030.cnv", 200_000, True),
        ("ibm-5348_P100-1997.cnv", 1_500, False),
        ("cnvalias.icu", 100_000, False),
    ],
)
def test_the_icu_trim_keeps_english_german_and_the_shared_tables(
    item: str, size: int, gone: bool
) -> None:
    """Other languages' locale data, CJK converters and dictionaries go; the rest stays."""
    trim = _load_trim_icu_data()
    assert trim.dropped(item, size) is gone  # type: ignore[attr-defined]
