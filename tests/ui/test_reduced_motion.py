"""The readers of the system's "reduce motion" settings: each fed the outputs its command
or call gives on a real system, through the runner or query it takes as a parameter."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

import pytest

from eighty_days.ui.reduced_motion import (
    GNOME_COMMAND,
    MACOS_COMMAND,
    CommandRunner,
    default_readers,
    gnome_reduces_motion,
    macos_reduces_motion,
    qt_effects_tell,
    qt_reduces_motion,
    read_system_motion,
    run_command,
    windows_reduces_motion,
)


def answering(expected: Sequence[str], output: str | None) -> CommandRunner:
    """A command runner that gives ``output`` for the command ``expected`` (and checks it
    was asked for that command)."""

    def run(argv: Sequence[str]) -> str | None:
        assert tuple(argv) == tuple(expected)
        return output

    return run


@pytest.mark.parametrize(
    ("output", "reduced"),
    [("false\n", True), ("true\n", False), ("  FALSE ", True), ("", None), (None, None)],
)
def test_gnome_enable_animations(output: str | None, reduced: bool | None) -> None:
    """GNOME's ``enable-animations false`` asks for reduced motion; ``true`` does not; a
    missing gsettings or an unknown answer tells nothing."""
    assert gnome_reduces_motion(answering(GNOME_COMMAND, output)) is reduced


@pytest.mark.parametrize(
    ("output", "reduced"),
    [("1\n", True), ("0\n", False), ("garbage", None), (None, None)],
)
def test_macos_reduce_motion(output: str | None, reduced: bool | None) -> None:
    """macOS's ``reduceMotion`` 1 asks for reduced motion, 0 not; no key (the command
    fails) tells nothing."""
    assert macos_reduces_motion(answering(MACOS_COMMAND, output)) is reduced


@pytest.mark.parametrize(("animations", "reduced"), [(False, True), (True, False), (None, None)])
def test_windows_client_area_animation(animations: bool | None, reduced: bool | None) -> None:
    """Windows with client-area animations off asks for reduced motion."""
    assert windows_reduces_motion(lambda: animations) is reduced


def test_qt_effects_count_only_where_the_platform_theme_fills_them_in() -> None:
    """Qt's UI effects off means "reduce" on Windows, macOS and KDE; on GNOME, plain X11 or
    offscreen they are off whatever the user chose, so they tell nothing there."""
    assert qt_reduces_motion(lambda: False, "windows", "") is True
    assert qt_reduces_motion(lambda: True, "windows", "") is False
    assert qt_reduces_motion(lambda: False, "cocoa", "") is True
    assert qt_reduces_motion(lambda: False, "xcb", "KDE") is True
    assert qt_reduces_motion(lambda: False, "xcb", "GNOME") is None
    assert qt_reduces_motion(lambda: False, "offscreen", "") is None
    assert qt_effects_tell("wayland", "ubuntu:GNOME") is False


def test_motion_is_reduced_when_any_reader_says_so() -> None:
    """One reader asking for reduced motion is enough; the answer names it."""
    readers = [("Qt", lambda: None), ("GNOME", lambda: True), ("Other", lambda: False)]
    system = read_system_motion(readers)
    assert system.reduced
    assert system.sources == ("GNOME",)
    assert not read_system_motion([("Qt", lambda: None), ("GNOME", lambda: False)]).reduced


def test_each_platform_asks_its_own_setting() -> None:
    """Linux asks GNOME, Windows its client-area animations, macOS "Reduce motion"."""
    assert [name for name, _ in default_readers("linux")][-1] == "GNOME"
    assert [name for name, _ in default_readers("win32")][-1] == "Windows"
    assert [name for name, _ in default_readers("darwin")][-1] == "macOS"


def test_a_missing_or_hanging_command_is_no_error(tmp_path: Path) -> None:
    """A command that is not installed, fails or hangs past the timeout gives None."""
    assert run_command(["no-such-command-for-eighty-days"]) is None
    assert run_command([sys.executable, "-c", "import sys; sys.exit(3)"]) is None
    hanging = [sys.executable, "-c", "import threading; threading.Event().wait()"]
    assert run_command(hanging, timeout=0.2) is None
    assert run_command([sys.executable, "-c", "print('false')"]) == "false\n"
