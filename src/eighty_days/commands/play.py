"""``eighty-days play`` (the default command): open the game window."""

from __future__ import annotations

import argparse
import gc
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from eighty_days.cli import parse_seed

NAME = "play"
HELP = "Open the game window (the default command)."

#: Qt platform plugins that need no display server.
HEADLESS_PLATFORMS = ("offscreen", "minimal", "vnc", "eglfs", "linuxfb")

NO_DISPLAY_MESSAGE = """\
eighty-days: no display to open the window on.
  The game window needs a graphical session (X11 or Wayland): DISPLAY and WAYLAND_DISPLAY
  are both unset. Run it from a desktop session, or over ssh with X forwarding (ssh -X).
  To run without a screen (tests, screenshots), set QT_QPA_PLATFORM=offscreen.
  On a bare Debian/Ubuntu system Qt also needs the libraries listed in the README
  (libxcb-cursor0 libxkbcommon-x11-0 and friends)."""


def configure(parser: argparse.ArgumentParser) -> None:
    """Options: the map file and the seed of the first game."""
    parser.add_argument(
        "--map", type=Path, default=None, help="map file (default: maps/world.yaml)"
    )
    parser.add_argument(
        "--seed", type=parse_seed, default=None, help="seed of the first game's deal"
    )
    parser.add_argument("--startup-probe", action="store_true", help=argparse.SUPPRESS)


def display_problem(environment: os._Environ[str] | dict[str, str] | None = None) -> str | None:
    """Why no window can be opened here, or ``None`` if a display looks available."""
    env = os.environ if environment is None else environment
    platform = env.get("QT_QPA_PLATFORM", "").split(":")[0].strip()
    if platform in HEADLESS_PLATFORMS:
        return None
    if not sys.platform.startswith("linux") and not platform:
        return None  # Windows and macOS always have their native platform
    if platform in ("xcb", "") and env.get("DISPLAY"):
        return None
    if platform.startswith("wayland") and env.get("WAYLAND_DISPLAY"):
        return None
    if not platform and env.get("WAYLAND_DISPLAY"):
        return None
    return NO_DISPLAY_MESSAGE


PLATFORM_FAILURE_MESSAGE = """\
eighty-days: Qt could not open the window here:
  {detail}
  Check that the display is running and reachable (DISPLAY={display!r},
  WAYLAND_DISPLAY={wayland!r}). On a bare Debian/Ubuntu system Qt needs the libraries
  listed in the README (libxcb-cursor0 libxkbcommon-x11-0 and friends). To run without a
  screen (tests, screenshots), set QT_QPA_PLATFORM=offscreen."""


def install_platform_failure_handler() -> None:
    """Turn Qt's fatal "no platform / no display" error into a message and exit code 2.

    Qt aborts the process when its platform plugin cannot start (a display that is set
    but not reachable, missing X libraries); this handler speaks first and leaves cleanly.
    Other Qt messages go to stderr as usual.
    """
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    def handler(kind: QtMsgType, context: object, message: str) -> None:
        if kind == QtMsgType.QtFatalMsg:
            print(
                PLATFORM_FAILURE_MESSAGE.format(
                    detail=message.strip().splitlines()[0] if message.strip() else "no reason",
                    display=os.environ.get("DISPLAY", ""),
                    wayland=os.environ.get("WAYLAND_DISPLAY", ""),
                ),
                file=sys.stderr,
                flush=True,
            )
            os._exit(2)
        if kind != QtMsgType.QtDebugMsg:
            print(message, file=sys.stderr)

    qInstallMessageHandler(handler)


@contextmanager
def program_loading() -> Iterator[None]:
    """Import Qt and the program's modules with the cyclic garbage collector paused: the
    modules make no garbage worth looking for (a collection would only walk what they
    hold, several times over), and what they hold lives as long as the program, so it is
    frozen out of every later collection (``gc.freeze``). The collector is as it was after."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        if was_enabled:
            gc.enable()


def run(args: argparse.Namespace) -> int:
    """Open the window; a missing display or a bad map is a message and exit code 2."""
    problem = display_problem()
    if problem is not None:
        print(problem, file=sys.stderr)
        return 2
    with program_loading():
        install_platform_failure_handler()
        from eighty_days.app import run_program
        from eighty_days.engine.journey import SetupError
        from eighty_days.resources import DataError

    if args.map is not None and not args.map.is_file():
        print(f"eighty-days: no map file at {args.map}", file=sys.stderr)
        return 2
    try:
        return run_program(args)
    except DataError as error:
        print(f"eighty-days: the map cannot be read.\n{error}", file=sys.stderr)
        return 2
    except SetupError as error:
        print(f"eighty-days: the game cannot start on this map: {error}", file=sys.stderr)
        return 2
