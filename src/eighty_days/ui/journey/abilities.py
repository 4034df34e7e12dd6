"""The characters' abilities (``engine/journey/cards.yaml``) in the chosen language.

The abilities are data: the card file writes them in English and the table shows them. Each
is listed here for lupdate under the context ``Abilities``; ``ability_text`` translates the
text the card file gives (a card file with other words shows them as written).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from eighty_days.engine.journey.cards import CharacterCard, Side

#: Every ability of the shipped card file, front and back of each character.
ABILITIES = (
    QT_TRANSLATE_NOOP(
        "Abilities", "You earn 7 pounds instead of what is indicated on the income card."
    ),
    QT_TRANSLATE_NOOP(
        "Abilities",
        "In addition to what is indicated on the income card, you earn 7 pounds at "
        "adventure locations.",
    ),
    QT_TRANSLATE_NOOP(
        "Abilities",
        "No transport market card has any additional day costs for the transport's departure.",
    ),
    QT_TRANSLATE_NOOP(
        "Abilities",
        "You can cross the coastline once with the same transport; the first part of the "
        "route must match the chosen transport.",
    ),
    QT_TRANSLATE_NOOP(
        "Abilities",
        "A hot air balloon costs you 5 pounds instead of 12, but you must return Princess"
        " Aouda to the reserve after paying.",
    ),
    QT_TRANSLATE_NOOP("Abilities", "A hot air balloon costs you 9 pounds instead of 12."),
    QT_TRANSLATE_NOOP(
        "Abilities",
        "The players furthest ahead on the map must discard all characters they have.",
    ),
    QT_TRANSLATE_NOOP(
        "Abilities",
        "The players furthest ahead on the map must spend 2 pounds, paying a day for each"
        " missing pound.",
    ),
)


def ability_text(card: CharacterCard, side: Side) -> str:
    """The ability on ``side`` of a character's ``card`` in the chosen language."""
    return QCoreApplication.translate("Abilities", card.ability(side))
