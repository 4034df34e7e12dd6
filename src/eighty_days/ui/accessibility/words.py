"""Sentences a screen reader says in more than one place (a node's name and an
announcement)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from eighty_days.ui.common.message_text import map_name
from eighty_days.ui.journey.controller import RoutePreview


def verdict_words(preview: RoutePreview) -> str:
    """The ruler's verdict: "legal, ends at Paris", "legal" or "not legal: <reason>"."""
    if preview.legal and preview.snapped is not None:
        return QCoreApplication.translate("AccessibleJourney", "legal, ends at {place}").format(
            place=map_name(preview.snapped.name)
        )
    if preview.legal:
        return QCoreApplication.translate("AccessibleJourney", "legal")
    return QCoreApplication.translate("AccessibleJourney", "not legal: {reason}").format(
        reason=preview.reason
    )
