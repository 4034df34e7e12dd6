"""Whether the system asks programs for reduced motion, read where the platform tells.

Qt 6.11 has no single answer (``QStyleHints.accessibility().motionPreference`` arrives
with Qt 6.12 and is asked when the running Qt has it), so each platform's own setting is
read:

- Qt's UI effects (``QApplication.isEffectEnabled``), which follow the platform theme where
  the theme fills them in: Windows, macOS and KDE. Elsewhere (GNOME, plain X11, Wayland,
  offscreen) they are off whatever the user chose, so there they tell nothing.
- GNOME/GTK: ``gsettings get org.gnome.desktop.interface enable-animations``.
- Windows: ``SystemParametersInfoW(SPI_GETCLIENTAREAANIMATION)`` ("Show animations in
  Windows", off when the user asks for less motion).
- macOS: ``defaults read com.apple.universalaccess reduceMotion``.

Each reader answers True (reduce motion), False (motion is welcome) or None (cannot tell),
and takes what it reads through a parameter (a command runner, a query function), so
tests feed it real outputs. The answer is read once and kept (commands take time);
``refresh_system_motion`` reads it again (the Settings dialog does, when it opens).
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass

#: Runs a command and gives its standard output, or None when it failed or is missing.
CommandRunner = Callable[[Sequence[str]], "str | None"]

#: The longest a settings command may take before its answer is given up (seconds).
COMMAND_TIMEOUT = 1.5

GNOME_COMMAND = ("gsettings", "get", "org.gnome.desktop.interface", "enable-animations")
MACOS_COMMAND = ("defaults", "read", "com.apple.universalaccess", "reduceMotion")
#: ``SystemParametersInfoW``'s action asking whether client-area animations are on.
SPI_GETCLIENTAREAANIMATION = 0x1042


def run_command(argv: Sequence[str], timeout: float = COMMAND_TIMEOUT) -> str | None:
    """The standard output of ``argv``, or None when the command is missing, fails or
    takes longer than ``timeout`` seconds (never an error)."""
    try:
        done = subprocess.run(
            list(argv),
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
            stdin=subprocess.DEVNULL,
        )
    except (OSError, subprocess.SubprocessError, ValueError):
        return None
    if done.returncode != 0:
        return None
    return done.stdout


def gnome_reduces_motion(run: CommandRunner = run_command) -> bool | None:
    """GNOME/GTK's "enable-animations": ``false`` asks for reduced motion."""
    out = run(GNOME_COMMAND)
    if out is None:
        return None
    answer = out.strip().lower()
    if answer == "false":
        return True
    if answer == "true":
        return False
    return None


def macos_reduces_motion(run: CommandRunner = run_command) -> bool | None:
    """macOS's Accessibility → Display → "Reduce motion": ``1`` asks for reduced motion."""
    out = run(MACOS_COMMAND)
    if out is None:
        return None
    answer = out.strip().lower()
    if answer in ("1", "true", "yes"):
        return True
    if answer in ("0", "false", "no"):
        return False
    return None


def windows_client_area_animation() -> bool | None:
    """Windows' "Show animations in Windows" (None off Windows or when the call fails)."""
    if sys.platform != "win32":
        return None
    try:
        import ctypes
        from ctypes import wintypes

        enabled = wintypes.BOOL()
        user32 = ctypes.WinDLL("user32", use_last_error=True)
        if not user32.SystemParametersInfoW(
            SPI_GETCLIENTAREAANIMATION, 0, ctypes.byref(enabled), 0
        ):
            return None
    except (OSError, AttributeError):
        return None
    return bool(enabled.value)


def windows_reduces_motion(
    query: Callable[[], bool | None] = windows_client_area_animation,
) -> bool | None:
    """Windows asks for reduced motion when its client-area animations are off."""
    animations = query()
    return None if animations is None else not animations


def qt_effects_tell(platform: str, desktop: str) -> bool:
    """Whether Qt's UI effects follow a user setting on ``platform`` (Qt's platform name)
    and ``desktop`` (``XDG_CURRENT_DESKTOP``): on Windows, macOS and KDE they do."""
    if platform in ("windows", "cocoa"):
        return True
    return platform in ("xcb", "wayland") and "kde" in desktop.lower()


def qt_reduces_motion(
    effects_enabled: Callable[[], bool | None] | None = None,
    platform: str | None = None,
    desktop: str | None = None,
) -> bool | None:
    """Qt's UI effects (general and menu animation) off asks for reduced motion, where
    the platform theme fills them in (``qt_effects_tell``); None elsewhere."""
    if platform is None:
        platform = _qt_platform()
    if desktop is None:
        desktop = os.environ.get("XDG_CURRENT_DESKTOP", "")
    if not qt_effects_tell(platform, desktop):
        return None
    enabled = (effects_enabled or _qt_effects_enabled)()
    return None if enabled is None else not enabled


def _qt_platform() -> str:
    from PySide6.QtGui import QGuiApplication

    return QGuiApplication.platformName() if QGuiApplication.instance() is not None else ""


def _qt_effects_enabled() -> bool | None:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    if not isinstance(QApplication.instance(), QApplication):
        return None
    return QApplication.isEffectEnabled(Qt.UIEffect.UI_General) and QApplication.isEffectEnabled(
        Qt.UIEffect.UI_AnimateMenu
    )


def qt_motion_preference() -> bool | None:
    """Qt 6.12's ``QAccessibilityHints.motionPreference`` (None where Qt has it not)."""
    from PySide6.QtGui import QGuiApplication

    if QGuiApplication.instance() is None:
        return None
    accessibility = getattr(QGuiApplication.styleHints(), "accessibility", None)
    if accessibility is None:
        return None
    preference = getattr(accessibility(), "motionPreference", None)
    if preference is None:
        return None
    text = str(preference()).lower()
    if "reduce" in text:
        return True
    if "nopreference" in text.replace("_", "").replace(" ", ""):
        return False
    return None


@dataclass(frozen=True, slots=True)
class SystemMotion:
    """What the system says about motion: ``reduced`` and which settings asked for it."""

    reduced: bool
    #: The names of the settings that asked for reduced motion ("GNOME", "Qt", …).
    sources: tuple[str, ...] = ()


def read_system_motion(
    readers: Sequence[tuple[str, Callable[[], bool | None]]] | None = None,
) -> SystemMotion:
    """Ask every reader that applies here; motion is reduced when any says so."""
    if readers is None:
        readers = default_readers()
    sources = tuple(name for name, reader in readers if reader() is True)
    return SystemMotion(bool(sources), sources)


def default_readers(
    platform: str = sys.platform,
) -> list[tuple[str, Callable[[], bool | None]]]:
    """The readers that apply on ``platform`` (``sys.platform``)."""
    readers: list[tuple[str, Callable[[], bool | None]]] = [
        ("Qt", qt_motion_preference),
        ("Qt", qt_reduces_motion),
    ]
    if platform == "win32":
        readers.append(("Windows", windows_reduces_motion))
    elif platform == "darwin":
        readers.append(("macOS", macos_reduces_motion))
    else:
        readers.append(("GNOME", gnome_reduces_motion))
    return readers


_known: SystemMotion | None = None


def system_motion() -> SystemMotion:
    """The system's answer, read once and kept (``refresh_system_motion`` reads again)."""
    global _known
    if _known is None:
        _known = read_system_motion()
    return _known


def forget_system_motion() -> None:
    """Drop the answer kept: the next ``system_motion`` reads the system again."""
    global _known
    _known = None


def refresh_system_motion() -> SystemMotion:
    """Read the system's answer again (a setting changed while the program runs)."""
    global _known
    _known = None
    return system_motion()
