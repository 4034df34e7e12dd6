"""The seed field of the new-game dialogs: any seed a save file can hold, 0 to 2^64 − 1.

A spin box stops at 2^31 − 1; this is a line edit that takes exactly the seeds a save
takes (``saves.format.MAX_SEED``) and says what is wrong with anything else.
"""

from __future__ import annotations

from PySide6.QtWidgets import QLineEdit, QWidget

from eighty_days.saves.format import MAX_SEED


def parse_seed_text(text: str) -> int | None:
    """The seed written in ``text``, or ``None`` if it is not one a save can hold."""
    stripped = text.strip()
    if not stripped.isascii() or not stripped.isdigit() or len(stripped) > len(str(MAX_SEED)):
        return None
    value = int(stripped)
    return value if value <= MAX_SEED else None


class SeedEdit(QLineEdit):
    """A seed field with the spin box's ``value``/``setValue``; ``problem`` says what is
    wrong with the text ("" when it is a seed)."""

    def __init__(self, value: int = 0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMaxLength(40)
        self.setValue(value)

    def setValue(self, value: int) -> None:
        """Show ``value``."""
        self.setText(str(value))

    def value(self) -> int:
        """The seed; ``ValueError`` if the text is not one (check ``problem`` first)."""
        seed = parse_seed_text(self.text())
        if seed is None:
            raise ValueError(self.problem())
        return seed

    def problem(self) -> str:
        """Why the text is not a seed, in the chosen language ("" if it is one)."""
        if parse_seed_text(self.text()) is not None:
            return ""
        return self.tr("The seed must be a whole number from 0 to {largest}.").format(
            largest=MAX_SEED
        )
