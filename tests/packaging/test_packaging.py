"""Installers: the self-test, the icon files, the .desktop and AppStream files, the bundle.

The bundle build (PyInstaller, about two minutes) is ``slow``; run it with
``uv run pytest -m slow tests/packaging`` (build.sh brings PyInstaller, the
``packaging`` dependency group).
"""

from __future__ import annotations

import argparse
import datetime
import email.utils
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ElementTree
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

import eighty_days
from eighty_days import selftest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
APP_ID = "io.github.eighty_days.eighty_days"
DESKTOP_FILE = PACKAGING / "linux" / f"{APP_ID}.desktop"
METAINFO_FILE = PACKAGING / "linux" / f"{APP_ID}.metainfo.xml"
PACKAGE_ICONS = ROOT / "src" / "eighty_days" / "ui" / "common" / "icons"
CHANGELOG_FILE = PACKAGING / "linux" / "changelog"
COPYRIGHT_FILE = PACKAGING / "linux" / "copyright"
LINTIAN_OVERRIDES = PACKAGING / "linux" / "lintian-overrides"
PROJECT_URL = "https://github.com/eighty-days/eighty-days"
#: The longest AppStream summary a software centre shows whole (about 35 characters).
SUMMARY_LIMIT = 35

#: The Qt pieces the bundle must leave out (the issue's list) and the ones it must keep.
UNWANTED_IN_BUNDLE: tuple[str, ...] = (
    "Qt6Network",
    "Qt6Qml",
    "Qt6Quick",
    "Qt6Pdf",
    "Qt6WebEngine",
    "Qt63D",
)
UNWANTED_IN_BUNDLE += ("Qt6VirtualKeyboard",)
KEPT_PLATFORMS = {"libqoffscreen.so", "libqxcb.so", "libqwayland.so"}
#: The size limits (MiB). On Linux the bundle is about 82 with ICU's data trimmed
#: (icupkg from icu-devtools) and numpy on the system's BLAS (libblas64-3,
#: liblapack64-3), 110 with the wheel's OpenBLAS; the .deb about 23.
BUNDLE_SIZE_LIMIT_MIB = 95 if shutil.which("icupkg") else 140
DEB_SIZE_LIMIT_MIB = 28


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


def test_the_self_test_checks_the_programs_windows_and_leaves_no_file_behind(
    tmp_path: Path,
) -> None:
    """The self-test starts the program through its entry point: the windows it checks
    autosave the turn among the games in progress and answer Undo; yet nothing is left in
    the user's data or settings folders, nor among the temporary files."""
    environment = _environment(tmp_path)
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    environment["TMPDIR"] = str(temporary)
    result = subprocess.run(
        [sys.executable, "-m", "eighty_days", "--self-test"],
        capture_output=True,
        text=True,
        timeout=180,
        env=environment,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.count("autosaved; undo ") == 2
    assert "undo and redo work" in result.stdout
    for folder in (tmp_path / "data", tmp_path / "config", tmp_path / ".local", temporary):
        left = sorted(str(path) for path in folder.rglob("*")) if folder.exists() else []
        assert left == [], folder


def test_the_self_test_prints_only_its_own_lines_without_a_locale(tmp_path: Path) -> None:
    """With LANG unset (and no locale coercion, as in the bundle) the self-test's terminal
    shows its own lines only: none of Qt's propagateSizeHints or locale notes."""
    environment = {
        key: value
        for key, value in _environment(tmp_path).items()
        if not key.startswith(("LANG", "LC_", "QT_QPA_PLATFORM"))
    }
    environment["PYTHONCOERCECLOCALE"] = "0"  # Python would otherwise mend the C locale
    result = subprocess.run(
        [sys.executable, "-m", "eighty_days", "--self-test"],
        capture_output=True,
        text=True,
        timeout=180,
        env=environment,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    lines = result.stdout.splitlines()
    assert lines and all(line.startswith("self-test: ") for line in lines), lines


def test_a_qt_warning_that_matters_still_reaches_the_terminal(qapp: QApplication) -> None:
    """Only the known harmless notes are dropped: another warning is printed, marked."""
    from PySide6.QtCore import QtMsgType

    warning = QtMsgType.QtWarningMsg
    assert selftest.qt_note_for_the_player(warning, "This plugin does not support raise()") is None
    assert selftest.qt_note_for_the_player(warning, 'Detected locale "C" with ...') is None
    assert selftest.qt_note_for_the_player(QtMsgType.QtDebugMsg, "anything") is None
    line = selftest.qt_note_for_the_player(QtMsgType.QtCriticalMsg, "Could not load xcb")
    assert line == "self-test: Qt: Could not load xcb"


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


def _load_make_icons() -> ModuleType:
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
    pngs = {size: make_icons.render_png(size) for size in (16, 32, 256)}
    ico = make_icons.ico_bytes(pngs)
    reserved, kind, count = struct.unpack_from("<HHH", ico, 0)
    assert (reserved, kind, count) == (0, 1, 3)
    sides = []
    for index in range(count):
        side, _, _, _, _, _, length, offset = struct.unpack_from("<BBBBHHII", ico, 6 + 16 * index)
        assert ico[offset : offset + 8] == b"\x89PNG\r\n\x1a\n"
        assert length == len(pngs[side or 256])
        sides.append(side)
    assert sides == [16, 32, 0]
    icns = make_icons.icns_bytes(pngs)
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
    """Exec is the command /usr/games/eighty-days, Icon the hicolor name of the icon: the
    AppStream id, as the software centres look it up."""
    lines = DESKTOP_FILE.read_text(encoding="utf-8").splitlines()
    assert "Exec=eighty-days" in lines
    assert f"Icon={APP_ID}" in lines


def test_the_appstream_id_is_the_projects_home_in_reverse() -> None:
    """The id is io.github.<owner>.<repository> of the project's stated home (pyproject's
    Homepage, the metainfo's homepage URL and the .deb's Homepage), hyphens made
    underscores as D-Bus and Flatpak ids require; the files, the program's Wayland app id
    and the macOS bundle identifier use it."""
    from eighty_days import app

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    home = project["urls"]["Homepage"]
    assert home == PROJECT_URL
    owner, repository = home.removeprefix("https://github.com/").split("/")
    expected = f"io.github.{owner}.{repository}".replace("-", "_")
    assert expected == APP_ID
    assert _metainfo().findtext("id") == APP_ID
    assert DESKTOP_FILE.is_file() and METAINFO_FILE.is_file()
    assert app.DESKTOP_ENTRY_ID == APP_ID
    assert f"APP_ID={APP_ID}\n" in (PACKAGING / "build.sh").read_text(encoding="utf-8")
    assert f'echo "Homepage: {home}"' in (PACKAGING / "build.sh").read_text(encoding="utf-8")
    assert f'bundle_identifier="{APP_ID}"' in (PACKAGING / "eighty-days.spec").read_text(
        encoding="utf-8"
    )


def test_the_icon_is_named_by_the_appstream_id() -> None:
    """The metainfo's stock icon and the desktop entry's Icon are the id, and build.sh
    installs the hicolor PNGs and the SVG under that name."""
    icon = _metainfo().find("icon")
    assert icon is not None and icon.get("type") == "stock" and icon.text == APP_ID
    build = (PACKAGING / "build.sh").read_text(encoding="utf-8")
    assert 'apps/$APP_ID.png"' in build
    assert 'scalable/apps/$APP_ID.svg"' in build
    assert "apps/eighty-days.png" not in build


def test_the_appstream_summary_is_short() -> None:
    """A software centre shows the summary on one line: at most about 35 characters, no
    full stop at the end."""
    summary = (_metainfo().findtext("summary") or "").strip()
    assert 0 < len(summary) <= SUMMARY_LIMIT, f"{len(summary)} characters: {summary}"
    assert not summary.endswith(".")


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstreamcli not installed")
def test_the_appstream_metainfo_validates_pedantic_without_warnings() -> None:
    """appstreamcli validate --pedantic: success, and no error or warning line."""
    result = subprocess.run(
        ["appstreamcli", "validate", "--pedantic", "--no-net", "--no-color", str(METAINFO_FILE)],
        capture_output=True,
        text=True,
        check=False,
    )
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    assert not [line for line in output.splitlines() if line.startswith(("E:", "W:"))], output


def _metainfo() -> ElementTree.Element:
    return ElementTree.parse(METAINFO_FILE).getroot()


def test_the_metainfo_shows_the_readmes_screenshots() -> None:
    """Every screenshot is one of the README's images, by its URL in the repository at the
    tag of this version (v<version>, where it stays), never at a branch such as main."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    screenshots = _metainfo().findall("screenshots/screenshot")
    assert len(screenshots) >= 3
    assert screenshots[0].get("type") == "default"
    for screenshot in screenshots:
        assert (screenshot.findtext("caption") or "").strip()
        image = screenshot.find("image")
        assert image is not None and image.text is not None
        at_the_tag = (
            f"{PROJECT_URL.replace('github.com', 'raw.githubusercontent.com')}"
            f"/v{eighty_days.__version__}/"
        )
        assert image.text.startswith(at_the_tag), image.text
        relative = image.text.removeprefix(at_the_tag)
        assert (ROOT / relative).is_file(), relative
        assert f"]({relative})" in readme, f"{relative} is not in the README"
        picture = QImage(str(ROOT / relative))
        assert (picture.width(), picture.height()) == (
            int(image.get("width", "0")),
            int(image.get("height", "0")),
        )


def test_the_metainfo_has_urls_a_dated_release_of_this_version_and_a_content_rating() -> None:
    """Homepage, bug tracker, releases newest first with ISO dates, OARS rating."""
    root = _metainfo()
    urls = {url.get("type"): url.text for url in root.findall("url")}
    assert urls["homepage"] == PROJECT_URL
    assert urls["bugtracker"] == f"{PROJECT_URL}/issues"
    releases = root.findall("releases/release")
    assert releases and releases[0].get("version") == eighty_days.__version__
    dates = [datetime.date.fromisoformat(release.get("date", "")) for release in releases]
    assert dates == sorted(dates, reverse=True)
    rating = root.find("content_rating")
    assert rating is not None and rating.get("type") == "oars-1.1"


# -- the .deb's Debian files -------------------------------------------------------------


def _changelog_entry() -> tuple[str, str, datetime.datetime]:
    """(package, version, date) of the changelog's newest entry."""
    text = CHANGELOG_FILE.read_text(encoding="utf-8")
    first = re.match(r"^(\S+) \(([^)]+)\) \S+; urgency=\w+$", text.splitlines()[0])
    assert first is not None, text.splitlines()[0]
    trailer = re.search(r"^ -- .+ <[^>]+>  (.+)$", text, re.MULTILINE)
    assert trailer is not None
    date = email.utils.parsedate_to_datetime(trailer.group(1))
    return first.group(1), first.group(2), date


def test_the_changelog_names_this_version_on_the_metainfos_release_date() -> None:
    """Debian's changelog format; its newest entry is the package version and release."""
    package, version, date = _changelog_entry()
    assert (package, version) == ("eighty-days", eighty_days.__version__)
    release = _metainfo().find("releases/release")
    assert release is not None and release.get("date") == date.date().isoformat()


def _dep5_paragraphs() -> list[dict[str, str]]:
    """The copyright file's paragraphs as field -> value (continuation lines joined)."""
    paragraphs: list[dict[str, str]] = []
    for block in COPYRIGHT_FILE.read_text(encoding="utf-8").split("\n\n"):
        fields: dict[str, str] = {}
        key = ""
        for line in block.splitlines():
            if line.startswith((" ", "\t")):
                fields[key] += "\n" + line.strip()
            else:
                key, _, value = line.partition(":")
                fields[key] = value.strip()
        if fields:
            paragraphs.append(fields)
    return paragraphs


def test_the_copyright_file_is_dep5_and_names_every_bundled_part() -> None:
    """DEP-5: a header, Files paragraphs with Copyright and License, each licence's text."""
    header, *rest = _dep5_paragraphs()
    assert header["Format"] == "https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
    files = [paragraph for paragraph in rest if "Files" in paragraph]
    texts = {p["License"].split("\n")[0]: p for p in rest if "Files" not in p}
    assert files[0]["Files"] == "*" and files[0]["License"] == "MIT"
    used: set[str] = set()
    for paragraph in files:
        assert paragraph["Copyright"], paragraph["Files"]
        short = paragraph["License"].split("\n")[0]
        used |= {name.strip() for name in short.split(" and ")}
    for name in used:
        assert name in texts, f"no licence text for {name}"
        assert len(texts[name]["License"].splitlines()) > 2, name
    covered = " ".join(paragraph["Files"] for paragraph in files)
    for part in (
        "PySide6",
        "shiboken6",
        "shapely",
        "shapely.libs",
        "numpy",
        "openblas",
        "yaml",
        "maps",
        "libpython3.11",
        "libicu",
    ):
        assert part in covered, part
    licences = {paragraph["Files"].split()[0]: paragraph["License"] for paragraph in files}
    assert licences["usr/lib/games/eighty-days/_internal/PySide6/*"] == "LGPL-3"
    assert licences["usr/lib/games/eighty-days/_internal/shapely.libs/*"] == "LGPL-2.1+"
    assert licences["usr/lib/games/eighty-days/_internal/libpython3.11.so.*"] == "PSF-2.0"
    assert "public-domain" in licences["usr/lib/games/eighty-days/_internal/maps/*"]


def test_every_lintian_override_has_its_reason_on_the_line_above() -> None:
    """Each override is one tag of this package, after a one-line comment saying why."""
    lines = LINTIAN_OVERRIDES.read_text(encoding="utf-8").splitlines()
    overrides = [index for index, line in enumerate(lines) if line and not line.startswith("#")]
    assert overrides
    for index in overrides:
        assert lines[index].startswith("eighty-days: "), lines[index]
        assert lines[index - 1].startswith("# ") and len(lines[index - 1]) > 20, lines[index]


# -- the manual page ------------------------------------------------------------------------


def _load(name: str) -> Any:
    """packaging/<name>.py as a module."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(name, PACKAGING / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def _help(*arguments: str) -> str:
    """The real command line's --help text (80 columns), as the program prints it."""
    from eighty_days import cli

    parser = cli.build_parser(cli._available_commands())
    if arguments:
        action = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
        parser = action.choices[arguments[0]]
    os.environ["COLUMNS"] = "80"
    try:
        return parser.format_help()
    finally:
        del os.environ["COLUMNS"]


def test_the_manual_page_holds_every_command_and_option_of_the_help() -> None:
    """make_manpage.py turns the top-level and each command's --help into one page."""
    make_manpage = _load("make_manpage")
    from eighty_days import cli

    top = make_manpage.parse_help(_help())
    names = make_manpage.commands_of(top)
    assert names == list(cli._available_commands())
    commands = {name: make_manpage.parse_help(_help(name)) for name in names}
    page = make_manpage.manpage("eighty-days", top, commands, "0.1.0", "2026-12-01")
    assert page.startswith('.TH EIGHTY\\-DAYS 6 "2026-12-01" "eighty\\-days 0.1.0" "Games"')
    for name in names:
        escaped = name.replace("-", "\\-")
        assert f'.SS "eighty\\-days {escaped}"' in page
    assert "\\fB\\-\\-self\\-test\\fR" in page
    assert "\\fB\\-\\-bots BOTS\\fR" in page  # an option of simulate
    assert "levels per seat" in page  # its help text, joined across lines


def _the_manual_page() -> str:
    """The page make_manpage.py makes of the real command line's help."""
    make_manpage = _load("make_manpage")
    top = make_manpage.parse_help(_help())
    commands = {n: make_manpage.parse_help(_help(n)) for n in make_manpage.commands_of(top)}
    return str(make_manpage.manpage("eighty-days", top, commands, "0.1.0", "2026-12-01"))


def _section(page: str, title: str) -> str:
    """The roff text of the page's section ``title`` (up to the next .SH)."""
    return page.split(f".SH {title}\n", 1)[1].split("\n.SH ", 1)[0]


def test_the_manual_page_names_the_programs_folders_and_variables() -> None:
    """FILES names the data, in-progress, autosave and settings folders; ENVIRONMENT every
    variable the program's code reads (os.environ under src/)."""
    page = _the_manual_page()
    files = _section(page, "FILES").replace("\\-", "-")
    for path in (
        "$XDG_DATA_HOME/eighty-days/",
        "$XDG_DATA_HOME/eighty-days/in-progress/",
        "$XDG_DATA_HOME/eighty-days/autosave/",
        "$XDG_CONFIG_HOME/Eighty Days/Eighty Days.conf",
        "~/.local/share/eighty-days/",
    ):
        assert path in files, path
    environment = _section(page, "ENVIRONMENT").replace("\\-", "-")
    read = set()
    for source in (ROOT / "src" / "eighty_days").rglob("*.py"):
        text = source.read_text(encoding="utf-8")
        read |= set(re.findall(r"\b(?:environ|env)\.(?:get|setdefault)\(\s*\"([A-Z_]+)\"", text))
        read |= set(re.findall(r"environ\[\"([A-Z_]+)\"\]", text))
        read |= set(re.findall(r'^[A-Z_]*VARIABLE = "([A-Z_]+)"', text, re.MULTILINE))
    assert {"EIGHTY_DAYS_DATA_DIR", "XDG_DATA_HOME", "DISPLAY", "QT_QPA_PLATFORM"} <= read
    for variable in sorted(read):
        assert f"\\fB{variable}" in environment or f", {variable}" in environment, variable


def test_every_hyphen_minus_of_the_manual_page_is_escaped() -> None:
    """Options, commands, paths and names use roff's \\- (a plain hyphen-minus when typed),
    never a bare '-' that roff prints as a typographic hyphen."""
    page = _the_manual_page()
    undated = page.replace('"2026-12-01"', "")  # the page's date, a date and no name
    bare = [line for line in undated.splitlines() if re.search(r"(?<!\\)-", line)]
    assert bare == []
    assert "\\fB\\-\\-self\\-test\\fR" in page


@pytest.mark.skipif(shutil.which("man") is None, reason="man is not installed")
def test_the_manual_page_renders_without_groff_warnings(tmp_path: Path) -> None:
    """man --warnings (what lintian runs) says nothing about the page."""
    make_manpage = _load("make_manpage")
    top = make_manpage.parse_help(_help())
    commands = {n: make_manpage.parse_help(_help(n)) for n in make_manpage.commands_of(top)}
    page = tmp_path / "eighty-days.6"
    page.write_text(make_manpage.manpage("eighty-days", top, commands, "0.1.0", "2026-12-01"))
    result = subprocess.run(
        ["man", "--warnings", "-E", "UTF-8", "-l", "-Tutf8", "-Z", str(page)],
        capture_output=True,
        text=True,
        env={**os.environ, "LC_ALL": "C.UTF-8", "MANWIDTH": "80"},
        check=False,
    )
    assert result.returncode == 0 and result.stderr == "", result.stderr


# -- the bundle's tidying and the system BLAS ----------------------------------------------


@pytest.mark.parametrize(
    ("value", "kept"),
    [
        ("/root/.pyenv/versions/3.11.7/lib", ""),
        ("$ORIGIN/../shapely.libs", "$ORIGIN/../shapely.libs"),
        ("$ORIGIN:/usr/local/lib64", "$ORIGIN"),
        ("${ORIGIN}/lib::/opt/x", "${ORIGIN}/lib"),
    ],
)
def test_only_origin_relative_library_paths_stay(value: str, kept: str) -> None:
    """The build machine's RUNPATH entries go (lintian's custom-library-search-path)."""
    assert _load("tidy_bundle").kept_runpath(value) == kept


@pytest.mark.parametrize(
    ("symbol", "system"),
    [
        ("scipy_cblas_dgemm64_", "cblas_dgemm"),
        ("scipy_cblas_zdotc_sub64_", "cblas_zdotc_sub"),
        ("scipy_dgesv_64_", "dgesv_"),
        ("scipy_zungqr_64_", "zungqr_"),
        ("scipy_openblas_get_config64_", None),  # OpenBLAS's own: no twin, OpenBLAS stays
        ("PyArray_Foo", None),
    ],
)
def test_openblas_names_map_to_the_system_blas_names(symbol: str, system: str | None) -> None:
    """numpy's renamed OpenBLAS symbols and the plain names of libblas64/liblapack64."""
    assert _load("system_blas").system_name(symbol) == system


def test_the_trampolines_jump_to_the_system_functions() -> None:
    """Each renamed symbol is a global function that jumps to the system's one."""
    text = _load("system_blas").trampolines({"scipy_dgesv_64_": "dgesv_"})
    assert ".globl scipy_dgesv_64_" in text
    assert "scipy_dgesv_64_:\n    jmp dgesv_@PLT" in text
    assert ".note.GNU-stack" in text


NUMPY_CHECK = """
import json
import numpy as np
a = np.arange(12.0).reshape(3, 4)
b = np.arange(8.0).reshape(4, 2)
m = np.array([[4.0, 1.0, 0.5], [2.0, 3.0, 1.0], [0.0, 1.0, 5.0]])
x = np.random.default_rng(7).random((60, 60))
print(json.dumps({
    "numpy": np.__file__,
    "matmul": (a @ b).ravel().tolist(),
    "dot": [float(np.dot(np.arange(500.0), np.ones(500)))],
    "complex": ((a + 1j) @ (b - 2j)).view(float).ravel().tolist(),
    "solve": np.linalg.solve(m, [1.0, 2.0, 3.0]).tolist(),
    "eigvals": sorted(np.linalg.eigvals(m).real.tolist()),
    "svd": np.linalg.svd(m)[1].tolist(),
    "inverse": [float(np.abs(np.linalg.inv(x) @ x - np.eye(60)).max())],
}))
"""


@pytest.mark.skipif(
    _load("system_blas").find_system_library("libblas64.so.3") is None
    or _load("system_blas").find_system_library("liblapack64.so.3") is None
    or shutil.which("cc") is None,
    reason="libblas64-3, liblapack64-3 or cc not installed",
)
def test_numpy_on_the_system_blas_computes_what_it_does_on_openblas(tmp_path: Path) -> None:
    """A copy of numpy with its OpenBLAS replaced by use_system_blas gives the same
    products, solutions, eigenvalues and singular values as the wheel's numpy."""
    import numpy

    source = Path(numpy.__file__).parent
    copy = tmp_path / "site"
    shutil.copytree(source, copy / "numpy")
    shutil.copytree(source.parent / "numpy.libs", copy / "numpy.libs")
    outcome = _load("system_blas").use_system_blas(copy)
    assert outcome.replaced, outcome.message
    assert not list((copy / "numpy.libs").glob("libgfortran*"))

    def run(path: str | None) -> dict[str, Any]:
        environment = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
        if path is not None:
            environment["PYTHONPATH"] = path
        result = subprocess.run(
            [sys.executable, "-c", NUMPY_CHECK],
            capture_output=True,
            text=True,
            cwd=tmp_path,
            env=environment,
            timeout=120,
            check=True,
        )
        return dict(json.loads(result.stdout))

    shimmed, wheel = run(str(copy)), run(None)
    assert shimmed.pop("numpy").startswith(str(copy))
    assert not wheel.pop("numpy").startswith(str(copy))
    assert shimmed.keys() == wheel.keys()
    for key, values in shimmed.items():
        assert values == pytest.approx(wheel[key], rel=1e-9, abs=1e-12), key
    assert shimmed["inverse"][0] < 1e-9


# -- the start-up probe --------------------------------------------------------------------


def test_the_startup_probe_alternates_the_program_with_a_bare_window(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """After one uncounted warm-up pair, each start of the program follows one of a bare
    PySide6 window, so a change of the machine's load falls on both alike."""
    probe = _load("measure_startup")
    started: list[str] = []

    def fake_start(command: list[str]) -> Any:
        started.append("bare" if command[0] == sys.executable else "program")
        return probe.Start(wall=0.1, cpu=0.1)

    monkeypatch.setattr(probe, "start_to_window", fake_start)
    programs, bares = probe.paired_starts("/opt/eighty-days/eighty-days", 3)
    assert started == ["bare", "program"] * 4
    assert len(programs) == len(bares) == 3


def test_the_startup_probe_reports_medians_cpu_the_ratio_and_the_load() -> None:
    """The figures: the program's median wall and CPU time (the line build.sh's test
    reads), the bare window's, and the ratio of the medians with the load average."""
    probe = _load("measure_startup")
    programs = [probe.Start(wall=w, cpu=c) for w, c in ((0.30, 0.28), (0.36, 0.30), (0.9, 0.5))]
    bares = [probe.Start(wall=w, cpu=c) for w, c in ((0.10, 0.08), (0.12, 0.10), (0.2, 0.1))]
    lines = probe.report(programs, bares)
    assert lines[0] == "start to window: median 0.360 s, best 0.300 s (CPU 0.300 s)"
    assert lines[1] == "bare PySide6 window, alternately: median 0.120 s (CPU 0.100 s)"
    assert lines[2].startswith("start to window / bare window: 3.00x wall, 3.00x CPU (3 pairs, ")
    assert "load average " in lines[2]


def test_the_bare_window_of_the_probe_shows_and_says_when(tmp_path: Path) -> None:
    """The bare window really starts here: a PySide6 window shown offscreen, timed."""
    probe = _load("measure_startup")
    start = probe.start_to_window(probe.bare_window_command())
    assert 0 < start.wall < 60 and start.cpu > 0


# -- the bundle (slow) ------------------------------------------------------------------------


def _full_linux_build() -> bool:
    """Whether build.sh makes the .deb and checks it here (Debian tools present)."""
    return all(shutil.which(tool) for tool in ("dpkg-deb", "dpkg-shlibdeps", "lintian"))


@pytest.mark.slow
def test_the_bundle_and_deb_build_small_and_pass_their_checks(tmp_path: Path) -> None:
    """packaging/build.sh: the bundle's self-test passes, no unused Qt, the size limits;
    with Debian's tools also the .deb: lintian --pedantic --display-info lists no tag
    without its reason in the overrides (0 errors, warnings, info, pedantic), AppStream
    valid."""
    command = ["bash", str(PACKAGING / "build.sh")]
    if not _full_linux_build():
        command.append("--bundle-only")
    result = subprocess.run(command, capture_output=True, text=True, timeout=1800, check=False)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert "self-test: OK" in result.stdout
    bundle = PACKAGING / "dist" / "eighty-days"
    names = [path.name for path in bundle.rglob("*")]
    for unwanted in UNWANTED_IN_BUNDLE:
        assert not [name for name in names if unwanted in name], unwanted
    platforms = {path.name for path in bundle.rglob("plugins/platforms/*")}
    assert {"libqoffscreen.so", "libqxcb.so"} <= platforms <= KEPT_PLATFORMS
    size = sum(p.stat().st_size for p in bundle.rglob("*") if p.is_file() and not p.is_symlink())
    assert size <= BUNDLE_SIZE_LIMIT_MIB * 1024 * 1024, f"{size / 1048576:.1f} MiB"
    assert not [p for p in bundle.rglob("*") if p.is_symlink() and not p.exists()]
    figures = (PACKAGING / "dist" / "figures.txt").read_text(encoding="utf-8")
    assert "start to window: median" in figures
    assert "start to window / bare window: " in figures  # paired with a bare window
    _the_bundles_commands_work(bundle / "eighty-days", tmp_path)
    if _full_linux_build():
        deb = next((PACKAGING / "dist").glob("eighty-days_*.deb"))
        assert deb.stat().st_size <= DEB_SIZE_LIMIT_MIB * 1024 * 1024
        # --pedantic --display-info: every tag it lists has its reason (an override)
        assert re.search(
            r"^lintian: 0 errors, 0 warnings, 0 info, 0 pedantic, ", figures, re.MULTILINE
        ), figures
        assert "appstream (validate --pedantic): Validation was successful" in figures
        contents = subprocess.run(
            ["dpkg-deb", "--contents", str(deb)], capture_output=True, text=True, check=True
        ).stdout
        for path in (
            "./usr/games/eighty-days -> ../lib/games/eighty-days/eighty-days",
            "./usr/share/man/man6/eighty-days.6.gz",
            "./usr/share/doc/eighty-days/copyright",
            "./usr/share/doc/eighty-days/changelog.gz",
            "./usr/share/lintian/overrides/eighty-days",
        ):
            assert path in contents, path
        control = subprocess.run(
            ["dpkg-deb", "--field", str(deb)], capture_output=True, text=True, check=True
        ).stdout
        assert "Section: games" in control
        assert re.search(r"^Depends: .*libc6 \(>= [\d.]+\)", control, re.MULTILINE), control


def _the_bundles_commands_work(program: Path, tmp_path: Path) -> None:
    """What the self-test leaves out, run from the bundle: YAML maps, PNG and PDF output
    (Qt's painting without the dropped image plugins), a saved game, headless games."""
    environment = _environment(tmp_path)
    sample = ROOT / "tests" / "data" / "saves" / "journey-sample.80days.json"
    runs = [
        ["check-map", str(ROOT / "maps" / "world.yaml")],
        ["render", "--out", str(tmp_path / "sheet.png"), "--width", "800"],
        ["render", "--out", str(tmp_path / "sheet.pdf")],
        ["replay", "--check", str(sample)],
        ["simulate", "--game", "journey", "--bots", "easy,easy", "--games", "1", "--quiet"],
        ["simulate", "--game", "race", "--bots", "easy,easy", "--games", "1", "--quiet"],
    ]
    for arguments in runs:
        result = subprocess.run(
            [str(program), *arguments],
            capture_output=True,
            text=True,
            timeout=600,
            env=environment,
            check=False,
        )
        assert result.returncode == 0, (arguments, result.stdout[-2000:], result.stderr[-2000:])
    image = QImage(str(tmp_path / "sheet.png"))
    assert image.width() == 800
    assert (tmp_path / "sheet.pdf").read_bytes().startswith(b"%PDF")


# -- the ICU data trimming ------------------------------------------------------------------


def _load_trim_icu_data() -> ModuleType:
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
    assert trim.dropped(item, size) is gone
