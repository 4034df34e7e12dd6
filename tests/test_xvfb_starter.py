"""The tests' Xvfb starter (tests/support/xvfb.py): each server it hands over is alive and
accepts clients, and a server started right after another stopped gets a display of its
own."""

from __future__ import annotations

import os
import shutil
import subprocess

import pytest
from xvfb import accepts_connections, read_display_number, start_xvfb

#: How many servers are started one after the other.
SERVERS = 8


@pytest.fixture
def xvfb_installed() -> None:
    """Skips the test where Xvfb is not installed."""
    if shutil.which("Xvfb") is None:
        pytest.skip("Xvfb is not installed (Debian: apt-get install xvfb)")


@pytest.mark.usefixtures("xvfb_installed")
def test_each_server_handed_over_lives_and_a_new_one_gets_a_new_display() -> None:
    """Servers started one after the other (each stopped before the next starts) are still
    running once a client has talked to them, and no two get the same display: the X tests
    met a dead server (Xvfb stops when its newline meets a closed pipe) or the display the
    previous test had just given back."""
    displays = []
    for _ in range(SERVERS):
        server, display = start_xvfb("640x480x24")
        try:
            assert accepts_connections(int(display[1:]))
            if shutil.which("xdpyinfo") is not None:
                answer = subprocess.run(
                    ["xdpyinfo", "-display", display], capture_output=True, check=False
                )
                assert answer.returncode == 0, answer.stderr
            assert server.poll() is None, f"the server of {display} stopped"
            displays.append(display)
        finally:
            server.terminate()
            server.wait(timeout=30)
    assert len(set(displays)) == SERVERS


def test_the_display_number_is_read_up_to_its_end_of_line() -> None:
    """The number written in two parts (as Xvfb writes it and its newline) is read whole."""
    read_end, write_end = os.pipe()
    try:
        os.write(write_end, b"58")
        os.write(write_end, b"1\n")
        assert read_display_number(read_end) == "581"
        os.write(write_end, b"7")
        os.close(write_end)
        write_end = -1
        assert read_display_number(read_end) == "7"
    finally:
        os.close(read_end)
        if write_end >= 0:
            os.close(write_end)
