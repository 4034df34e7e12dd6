"""The one error a save file can raise: ``SaveError`` names the file, the place and the problem."""

from __future__ import annotations


class SaveError(ValueError):
    """A save file that cannot be read or replayed.

    ``source`` is the file (or ``<data>``), ``where`` the place inside it (``actions[12]``,
    ``map.sha256``; empty for the whole file), ``problem`` the explanation for the player.
    """

    def __init__(self, source: str, problem: str, where: str = "") -> None:
        self.source = source
        self.where = where
        self.problem = problem
        place = f"{source}: {where}" if where else source
        super().__init__(f"{place}: {problem}")
