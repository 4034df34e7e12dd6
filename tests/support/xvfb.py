"""An Xvfb server for the tests that need a real X display: it picks a free display itself
(``-displayfd``), so tests running at once never meet on one."""

from __future__ import annotations

import os
import select
import subprocess

import pytest


def start_xvfb(screen: str, xvfb: str = "Xvfb") -> tuple[subprocess.Popen[bytes], str]:
    """An Xvfb server (``xvfb``: its program) with one screen of ``screen`` (``1400x1000x24``)
    and its display name (``:N``); the test fails if it does not start within 30 s. The
    caller stops the server."""
    read_end, write_end = os.pipe()
    server = subprocess.Popen(
        [xvfb, "-displayfd", str(write_end), "-screen", "0", screen, "-nolisten", "tcp"],
        pass_fds=(write_end,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write_end)
    try:
        ready, _, _ = select.select([read_end], [], [], 30)
        number = os.read(read_end, 32).decode().strip() if ready else ""
    finally:
        os.close(read_end)
    if not number.isdigit():
        server.kill()
        server.wait()
        pytest.fail("Xvfb did not start")
    return server, f":{number}"
