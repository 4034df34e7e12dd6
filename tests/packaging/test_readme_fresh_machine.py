"""The README's "On a fresh machine": steps that work on Debian 12 and Ubuntu 24.04 as they
come, and followed literally in a clean Debian root by
``packaging/test_readme_in_debootstrap.sh``.

The clean-root run is ``slow`` (a few minutes and the whole test suite inside the root) and
needs root, debootstrap and the network; run it with
``sudo uv run pytest -m slow tests/packaging/test_readme_fresh_machine.py``.
"""

from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
SCRIPT = ROOT / "packaging" / "test_readme_in_debootstrap.sh"
#: Where the clean-root run downloads from: Debian's mirror (apt), PyPI (pipx, uv).
NEEDED_HOSTS = (("deb.debian.org", 80), ("pypi.org", 443), ("files.pythonhosted.org", 443))


def _fresh_machine_commands() -> list[str]:
    """The command lines of the README's ``sh`` blocks in "On a fresh machine",
    continuation lines joined and comments dropped."""
    text = README.read_text(encoding="utf-8")
    section = text.split("\n## On a fresh machine\n", 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"^```sh\n(.*?)^```$", section, flags=re.S | re.M)
    lines = "".join(blocks).replace("\\\n", " ").splitlines()
    commands = [line.split("#", 1)[0].strip() for line in lines]
    return [" ".join(command.split()) for command in commands if command]


def test_the_readme_installs_uv_with_pipx_not_with_the_systems_pip() -> None:
    """On Debian 12 / Ubuntu 24.04 `pip install uv` stops at PEP 668: the README's steps
    take pipx from apt (no recommends) and install uv with it."""
    commands = _fresh_machine_commands()
    assert "sudo apt-get install --no-install-recommends pipx" in commands
    assert "pipx install uv" in commands
    assert "pipx ensurepath" in commands
    assert not [command for command in commands if re.search(r"\bpip3? install\b", command)]


def test_the_readme_has_its_two_commands_and_playing_without_the_development_tools() -> None:
    """The two commands (play, test) and the way to play without pytest, mypy and ruff."""
    commands = _fresh_machine_commands()
    assert commands[-3:] == ["uv run eighty-days", "uv run pytest", "uv run --no-dev eighty-days"]


def test_every_apt_line_of_the_readme_leaves_out_the_recommends() -> None:
    """Each `apt-get install` of the steps installs only what is named (and its Depends)."""
    installs = [command for command in _fresh_machine_commands() if "apt-get install" in command]
    assert installs
    assert all("--no-install-recommends" in command for command in installs)


def _why_the_clean_root_cannot_run() -> str | None:
    """None when this machine can run the clean-root script, else the reason."""
    if os.geteuid() != 0:
        return "needs root (debootstrap, chroot, mount)"
    if shutil.which("debootstrap") is None:
        return "debootstrap is not installed (apt-get install debootstrap)"
    for host, port in NEEDED_HOSTS:
        try:
            socket.create_connection((host, port), timeout=10).close()
        except OSError as error:
            return f"no network to {host}:{port} ({error})"
    return None


@pytest.mark.slow
def test_the_readmes_steps_work_literally_in_a_clean_debian_root(tmp_path: Path) -> None:
    """packaging/test_readme_in_debootstrap.sh: the README's steps and its two commands
    (play as the self-test) pass in a clean Debian 12 root, and `--no-dev` leaves the
    development tools out."""
    reason = _why_the_clean_root_cannot_run()
    if reason is not None:
        pytest.skip(reason)
    environment = {**os.environ, "ROOT_DIR": str(tmp_path / "root"), "PYTEST_ARGS": "-q -x"}
    environment.pop("VIRTUAL_ENV", None)
    result = subprocess.run(
        ["bash", str(SCRIPT)],
        env=environment,
        capture_output=True,
        text=True,
        timeout=3 * 3600,
        check=False,
    )
    assert result.returncode == 0, result.stdout[-6000:] + result.stderr[-3000:]
    assert "README in a clean root (bookworm, minbase): passed" in result.stdout
