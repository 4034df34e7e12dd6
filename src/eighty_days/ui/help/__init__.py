"""Bundled help texts (the rulebooks) shown by Help → Rules."""

from __future__ import annotations

from importlib import resources


def rulebook_2024_text() -> str:
    """The text of the 2024 rulebook shipped with the program."""
    return resources.files(__package__).joinpath("rulebook-2024.txt").read_text(encoding="utf-8")
