"""Issue 49, read as a screen reader reads it: the running program's accessibility tree
and its announcements, taken from outside the process over AT-SPI (D-Bus), as Orca takes
them. The program runs in a child process on an Xvfb display with the xcb platform and Qt's
AT-SPI bridge on, on a private session bus; the reader is Debian's ``pyatspi`` in the
system's Python.

It finds names for the market cards, the calendar days with tokens, the places the held
ruler reaches, the ruler's verdict, the race's spaces and the wind rose, and it hears the
moves of the race's computer seats announced."""

from __future__ import annotations

import json
import os
import select
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from xvfb import start_xvfb

pytestmark = pytest.mark.slow

HERE = Path(__file__).resolve().parent.parent
CHILD = HERE / "atspi_child.py"
READER = HERE / "atspi_reader.py"
#: The system's Python, where Debian installs pyatspi (python3-pyatspi).
SYSTEM_PYTHON = "/usr/bin/python3"


def missing_tools() -> list[str]:
    """What this machine lacks to read the tree as a screen reader does."""
    missing = [tool for tool in ("Xvfb", "dbus-launch") if shutil.which(tool) is None]
    if not Path("/usr/libexec/at-spi-bus-launcher").exists():
        missing.append("at-spi2-core (the accessibility bus)")
    probe = (
        subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True, check=False)
        if Path(SYSTEM_PYTHON).exists()
        else None
    )
    if probe is None or probe.returncode != 0:
        missing.append("python3-pyatspi")
    return missing


@pytest.fixture(scope="module")
def desktop() -> Iterator[dict[str, str]]:
    """The environment of a desktop with an accessibility bus: an Xvfb display and a private
    D-Bus session (the AT-SPI bus is started on it on demand). Skipped only when a tool it
    needs is not installed."""
    missing = missing_tools()
    if missing:
        pytest.skip("reading the tree as a screen reader needs " + ", ".join(missing))
    server, display = start_xvfb()
    launched = subprocess.run(
        ["dbus-launch", "--sh-syntax"], capture_output=True, text=True, check=True, timeout=30
    ).stdout
    values = dict(
        line.split("=", 1)
        for line in launched.replace("export ", "").replace(";", "\n").split("\n")
        if "=" in line
    )
    bus = values["DBUS_SESSION_BUS_ADDRESS"].strip().strip("'")
    bus_pid = int(values["DBUS_SESSION_BUS_PID"].strip())
    try:
        yield {
            **os.environ,
            "DISPLAY": display,
            "DBUS_SESSION_BUS_ADDRESS": bus,
            "QT_QPA_PLATFORM": "xcb",
            "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1",
            "QT_ACCESSIBILITY": "1",
        }
    finally:
        os.kill(bus_pid, 15)
        server.terminate()
        server.wait()


def reader(desktop: dict[str, str], *args: str) -> Any:
    """What the reader prints for ``args``."""
    done = subprocess.run(
        [SYSTEM_PYTHON, str(READER), *args],
        env=desktop,
        capture_output=True,
        text=True,
        timeout=240,
        check=True,
    )
    return json.loads(done.stdout)


def missing_names(nodes: list[dict[str, Any]]) -> list[str]:
    """What a screen reader should find in the program's tree and did not."""
    names = [node["name"] for node in nodes]
    ruler = [name for name in names if name.startswith("Ruler: Ship, ")]
    checks = {
        "ship cards as named buttons": any(
            n["role"] == "push button" and n["name"].startswith("Ship, £") for n in nodes
        ),
        "the day with the tokens": any(
            name.startswith("2 October: ") and "top first: " in name for name in names
        ),
        "the places the ruler reaches": any(
            name.endswith(": this ruler reaches it") for name in names
        ),
        "the ruler's verdict": bool(ruler)
        and (": legal" in ruler[0] or ": not legal: " in ruler[0]),
        "the race's spaces": any(name.startswith("Space 1") and " space" in name for name in names),
        "the wind rose": any(name.startswith("Wind rose: shows the ") for name in names),
    }
    return [what for what, found in checks.items() if not found]


def test_a_screen_reader_finds_the_painted_parts_and_hears_a_computer_play(
    desktop: dict[str, str], tmp_path: Path
) -> None:
    """Over AT-SPI: market cards are named push buttons with their price, the calendar
    names the day with the tokens, the map the places the ruler reaches and the ruler its
    verdict, the race track its spaces, the wind rose its transport; and the race's
    computer seats' moves are heard as announcements."""
    config = tmp_path / "config"
    config.mkdir()
    env = {**desktop, "EIGHTY_DAYS_DATA_DIR": str(tmp_path / "data")}
    child = subprocess.Popen(
        [sys.executable, str(CHILD), str(config)],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert child.stdout is not None
        ready, _, _ = select.select([child.stdout], [], [], 120)
        line = child.stdout.readline() if ready else ""
        assert line, f"the program did not start: {child.stderr.read() if child.stderr else ''}"
        report = json.loads(line)
        assert report["ready"], "the held ruler's reach was marked"
        # the program registers its windows with the bus as they come: read until all is
        # there (each reading is a whole walk of the tree, as a screen reader's)
        missing: list[str] = ["everything"]
        for _ in range(30):
            nodes = reader(desktop, "tree", "Eighty Days")
            missing = missing_names(nodes)
            if not missing:
                break
        assert not missing, f"not found: {missing}"
        heard = reader(desktop, "listen", "3", "60")
    finally:
        child.kill()
        child.wait()
    assert len(heard) >= 3, f"announcements heard: {heard}"
    computers = report["computers"]
    assert any(name in text for text in heard for name in computers), heard
