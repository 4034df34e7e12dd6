"""An Xvfb server for the tests that need a real X display.

Each server gets a display number past every one this process has used before and that no
other server holds (its lock file or socket), so that a test never meets the display a
previous test's server has just given back (a client can then find the old server's socket
going away under it) nor one another program started meanwhile. ``-displayfd`` tells when
the server listens; a number another server took first makes Xvfb stop, and the next is
tried. The server never resets (``-noreset``): by default an X server starts afresh each
time its last client leaves, and a client connecting meanwhile (the program, just after
the starter's own probe or a window manager's first connection) is refused."""

from __future__ import annotations

import os
import select
import socket
import subprocess
import time
from pathlib import Path

import pytest

#: The first display number the tests' servers try (away from the usual :0 … :99).
FIRST_DISPLAY = 140
#: How many numbers are tried before giving up.
ATTEMPTS = 100
#: Seconds a server may take to listen.
START_SECONDS = 30.0

_next_display = FIRST_DISPLAY + (os.getpid() % 50) * 10


def start_xvfb(
    screen: str = "1600x1000x24", xvfb: str = "Xvfb"
) -> tuple[subprocess.Popen[bytes], str]:
    """An Xvfb server (``xvfb``: its program) with one screen of ``screen`` (``1400x1000x24``)
    and its display name (``:N``), listening and accepting connections; the test fails if
    none starts. The caller stops the server."""
    global _next_display
    for _ in range(ATTEMPTS):
        number = _next_display
        _next_display = FIRST_DISPLAY + (number + 1 - FIRST_DISPLAY) % 1000
        if is_taken(number):
            continue
        server = _start_on(number, screen, xvfb)
        if server is not None:
            return server, f":{number}"
    pytest.fail("Xvfb did not start on any free display")


def is_taken(number: int) -> bool:
    """Whether display ``number`` has a lock file or a socket (a server holds it, or one
    that has just stopped is still cleaning up)."""
    return Path(f"/tmp/.X{number}-lock").exists() or Path(f"/tmp/.X11-unix/X{number}").exists()


def _start_on(number: int, screen: str, xvfb: str) -> subprocess.Popen[bytes] | None:
    """A server on display ``number`` once it accepts a connection, or ``None`` (and no
    server left running) if it stops or does not listen within ``START_SECONDS``."""
    read_end, write_end = os.pipe()
    arguments = [f":{number}", "-displayfd", str(write_end), "-screen", "0", screen]
    server = subprocess.Popen(
        [xvfb, *arguments, "-nolisten", "tcp", "-noreset"],
        pass_fds=(write_end,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write_end)
    try:
        reported = read_display_number(read_end)
    finally:
        os.close(read_end)
    if reported == str(number) and accepts_connections(number):
        return server
    if server.poll() is None:
        server.kill()
    server.wait()
    return None


def read_display_number(read_end: int) -> str:
    """The display number a server writes to ``read_end`` when it listens, read up to its
    end of line (empty if none comes within ``START_SECONDS``). Xvfb writes the number and
    its newline in two writes and stops with a fatal error if the second finds the pipe
    closed: reading only what the first write brought killed the server it had started."""
    deadline = time.monotonic() + START_SECONDS
    received = b""
    while not received.endswith(b"\n"):
        ready, _, _ = select.select([read_end], [], [], max(0.0, deadline - time.monotonic()))
        if not ready:
            return ""
        chunk = os.read(read_end, 32)
        if not chunk:
            break
        received += chunk
    return received.decode(errors="replace").strip()


def accepts_connections(number: int) -> bool:
    """Whether the X server of display ``number`` accepts a connection on its socket."""
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as probe:
        probe.settimeout(5)
        try:
            probe.connect(f"/tmp/.X11-unix/X{number}")
        except OSError:
            return False
    return True
