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


def test_each_command_module_runs_the_command_it_is_named_for() -> None:
    """A command's name follows from its module's (``command_name``): the start of the
    game window finds ``play`` without importing the other commands."""
    from eighty_days.cli import COMMAND_MODULES, _available_commands, command_name

    commands = _available_commands()
    assert sorted(commands) == sorted(command_name(module) for module in COMMAND_MODULES)
    for module_name in COMMAND_MODULES:
        assert commands[command_name(module_name)].__name__.endswith(f".{module_name}")


@pytest.mark.parametrize(
    "arguments",
    [[], ["play"], ["--seed", "3"], ["play", "--seed", "3", "--startup-probe"], ["--map", "m"]],
)
def test_the_game_window_needs_only_the_play_command(arguments: list[str]) -> None:
    """A command line that runs the game window imports the ``play`` command only, and
    reads as it does with every command known."""
    from eighty_days.cli import (
        _available_commands,
        _commands_for,
        _needs_default_command,
        build_parser,
    )

    needed = _commands_for(arguments)
    assert list(needed) == ["play"]
    every = _available_commands()
    full = arguments if not _needs_default_command(arguments, every) else ["play", *arguments]
    assert build_parser(needed).parse_args(full) == build_parser(every).parse_args(full)


@pytest.mark.parametrize("arguments", [["-h"], ["--version"], ["check-map", "m"], ["race"]])
def test_other_command_lines_know_every_command(arguments: list[str]) -> None:
    """``--help``, ``--version`` and another command named first know every command."""
    from eighty_days.cli import _available_commands, _commands_for

    assert list(_commands_for(arguments)) == list(_available_commands())
