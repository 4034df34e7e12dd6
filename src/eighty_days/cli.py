"""The ``eighty-days`` command line: ``play`` (the default) and the other subcommands."""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import sys
from collections.abc import Collection, Sequence
from types import ModuleType
from typing import Any, NoReturn

#: Subcommand modules under ``eighty_days.commands``, in the order ``--help`` lists them.
COMMAND_MODULES: tuple[str, ...] = (
    "play",
    "race",
    "editor",
    "simulate",
    "check_map",
    "check_route",
    "render",
    "replay",
    "daily",
)

DEFAULT_COMMAND = "play"


def command_name(module_name: str) -> str:
    """The command a subcommand module of ``COMMAND_MODULES`` runs (its ``NAME``)."""
    return module_name.replace("_", "-")


def _available_commands(only: Collection[str] | None = None) -> dict[str, ModuleType]:
    """Import the subcommand modules that exist (of the commands ``only`` names, if
    given) and map each command name to its module."""
    commands: dict[str, ModuleType] = {}
    for module_name in COMMAND_MODULES:
        if only is not None and command_name(module_name) not in only:
            continue
        full_name = f"eighty_days.commands.{module_name}"
        if importlib.util.find_spec(full_name) is None:
            continue
        module = importlib.import_module(full_name)
        commands[module.NAME] = module
    return commands


#: The largest seed a save file can hold (``saves.format.MAX_SEED``; the saves package is
#: not imported at start for this).
MAX_SEED = 2**64 - 1


def parse_seed(text: str) -> int:
    """Parse ``--seed``: a whole number a save can hold, 0 to 2^64 − 1; else a message."""
    try:
        value = int(text.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a seed: a seed is a whole number from 0 to {MAX_SEED}"
        ) from None
    if not 0 <= value <= MAX_SEED:
        raise argparse.ArgumentTypeError(
            f"{value} is out of range: a seed is a whole number from 0 to {MAX_SEED} "
            "(what a save file can hold)"
        )
    return value


class _VersionAction(argparse.Action):
    """``--version``: the package version, looked up only when asked for (the metadata
    lookup is slow to import and every start would pay for it)."""

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: Any,
        option_string: str | None = None,
    ) -> NoReturn:
        from eighty_days import __version__

        print(f"eighty-days {__version__}")
        parser.exit()


def build_parser(commands: dict[str, ModuleType]) -> argparse.ArgumentParser:
    """Build the argument parser with one sub-parser per available subcommand."""
    parser = argparse.ArgumentParser(
        prog="eighty-days",
        description=(
            "Around the World in 80 Days: the 2024 journey game and the 1986 track race. "
            f"Without a subcommand, '{DEFAULT_COMMAND}' starts the game window."
        ),
    )
    parser.add_argument(
        "--version", action=_VersionAction, nargs=0, help="show the version and exit"
    )
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="open the windows offscreen, let a computer play one turn of each game, and exit",
    )
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, module in commands.items():
        sub = subparsers.add_parser(name, help=module.HELP, description=module.HELP)
        module.configure(sub)
    return parser


TOP_LEVEL_FLAGS = ("-h", "--help", "--version", "--self-test")


def _needs_default_command(arguments: Sequence[str], commands: dict[str, ModuleType]) -> bool:
    """Whether the arguments are for the default command: no subcommand named first and
    no top-level flag (``eighty-days --map FILE`` means ``eighty-days play --map FILE``)."""
    if DEFAULT_COMMAND not in commands:
        return False
    if not arguments:
        return True
    first = arguments[0]
    return first not in commands and first not in TOP_LEVEL_FLAGS


def _commands_for(arguments: Sequence[str]) -> dict[str, ModuleType]:
    """The subcommand modules ``arguments`` may need: only the default command's when
    they run it (named first, or no command named and no top-level flag), so that the
    game window's start does not import the other commands; else every one (``--help``
    lists them all)."""
    names = {command_name(module_name) for module_name in COMMAND_MODULES}
    first = arguments[0] if arguments else None
    if first == DEFAULT_COMMAND or (first not in names and first not in TOP_LEVEL_FLAGS):
        return _available_commands(only=(DEFAULT_COMMAND,))
    return _available_commands()


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line and return the process exit code."""
    arguments = list(sys.argv[1:] if argv is None else argv)
    if arguments == ["--self-test"]:
        from eighty_days.selftest import run_self_test

        return run_self_test()
    commands = _commands_for(arguments)
    parser = build_parser(commands)
    if _needs_default_command(arguments, commands):
        arguments = [DEFAULT_COMMAND, *arguments]
    args = parser.parse_args(arguments)
    if args.command is None:
        parser.print_help()
        return 0
    result: int = commands[args.command].run(args)
    return result


if __name__ == "__main__":
    sys.exit(main())
