"""How each seat looks on screen (colour, token shape), kept beside the engine's players."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor

from eighty_days.ui.common.palette import PLAYER_COLOURS, TOKEN_SHAPES, TokenShape


@dataclass(frozen=True, slots=True)
class SeatLook:
    """A player's ink colour and token shape."""

    name: str
    colour: str
    shape: TokenShape

    def qcolor(self) -> QColor:
        """The ink colour as a ``QColor``."""
        return QColor(self.colour)


def default_looks(names: tuple[str, ...]) -> tuple[SeatLook, ...]:
    """Distinct colours and shapes for ``names`` in seat order."""
    return tuple(
        SeatLook(name, PLAYER_COLOURS[i].hex, TOKEN_SHAPES[i % len(TOKEN_SHAPES)])
        for i, name in enumerate(names)
    )
