"""The command line's contract: ``--version`` and ``--help`` work without a display."""

import subprocess
import sys

import pytest

from eighty_days import __version__
from eighty_days.cli import main


def test_version_flag_prints_the_package_version(capsys: pytest.CaptureFixture[str]) -> None:
    """``eighty-days --version`` prints the installed version and exits 0."""
    try:
        main(["--version"])
    except SystemExit as stop:
        assert stop.code == 0
    assert __version__ in capsys.readouterr().out


def test_help_lists_the_program(capsys: pytest.CaptureFixture[str]) -> None:
    """``eighty-days --help`` describes the program and exits 0."""
    try:
        main(["--help"])
    except SystemExit as stop:
        assert stop.code == 0
    assert "80 Days" in capsys.readouterr().out


def test_python_dash_m_runs_the_same_command_line() -> None:
    """``python -m eighty_days --version`` works like the console script."""
    result = subprocess.run(
        [sys.executable, "-m", "eighty_days", "--version"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0
    assert __version__ in result.stdout


def test_options_without_a_subcommand_go_to_play() -> None:
    """``eighty-days --map FILE`` means ``eighty-days play --map FILE``; a named
    subcommand or a top-level flag is left alone."""
    from eighty_days.cli import _available_commands, _needs_default_command

    commands = _available_commands()
    assert _needs_default_command([], commands)
    assert _needs_default_command(["--map", "maps/world.yaml"], commands)
    assert _needs_default_command(["--seed", "3"], commands)
    assert not _needs_default_command(["check-map", "maps/world.yaml"], commands)
    assert not _needs_default_command(["--version"], commands)
    assert not _needs_default_command(["-h"], commands)
