"""Counted words for screen readers ("1 stop", "3 tokens") with Qt's plural forms: a
translation's plurals come only through ``tr`` with the count."""

from __future__ import annotations

from PySide6.QtCore import QObject

from eighty_days.ui.common.message_text import plural_text


class Counted(QObject):
    """Each counted phrase of the accessible descriptions, in the chosen language."""

    def stops(self, n: int) -> str:
        """ "1 stop", "3 stops"."""
        return plural_text(self.tr("%n stop(s)", "", n), n)

    def places_reached(self, n: int) -> str:
        """ "1 place reached"."""
        return plural_text(self.tr("%n place(s) reached", "", n), n)

    def tokens(self, n: int) -> str:
        """ "2 tokens"."""
        return plural_text(self.tr("%n token(s)", "", n), n)

    def pawns(self, n: int) -> str:
        """ "2 pawns"."""
        return plural_text(self.tr("%n pawn(s)", "", n), n)

    def characters(self, n: int) -> str:
        """ "1 character"."""
        return plural_text(self.tr("%n character(s)", "", n), n)

    def adventure_cards(self, n: int) -> str:
        """ "0 adventure cards"."""
        return plural_text(self.tr("%n adventure card(s)", "", n), n)

    def cards(self, n: int) -> str:
        """ "5 cards"."""
        return plural_text(self.tr("%n card(s)", "", n), n)


_COUNTED: Counted | None = None


def counted() -> Counted:
    """The counted phrases (made on first use)."""
    global _COUNTED
    if _COUNTED is None:
        _COUNTED = Counted()
    return _COUNTED
