"""Subcommands of the ``eighty-days`` command line.

Each subcommand is a module here exposing ``NAME``, ``HELP``, ``configure(parser)`` and
``run(args) -> int``. ``cli`` lists the modules by name and imports only the one asked
for, so ``eighty-days check-map`` never pays for importing Qt.
"""
