"""Plain-data conversion of a card set: ``CardSet`` ⇄ the dict of a card file
(``cards.yaml``'s keys), the form the card set is kept in the data folder's cache.

No file I/O and no checks here: ``cards.parse_cards`` reads and checks a card file;
``card_set_from_trusted_data`` rebuilds a card set from data known to be a checked one's
(the cache's, whose checksum and name vouch for it).
"""

from __future__ import annotations

from typing import Any

from eighty_days.engine.journey.cards import (
    CARDS_FORMAT,
    BalloonCard,
    CardSet,
    Character,
    CharacterCard,
    Ruler,
    TransportCard,
)


def card_set_to_data(cards: CardSet) -> dict[str, Any]:
    """The plain-data form of ``cards``: a card file's keys, numbers exact (JSON keeps
    them: ``card_set_from_trusted_data`` gives back an equal card set)."""
    return {
        "format": CARDS_FORMAT,
        "transport_cards": [
            {
                "id": card.id,
                "cost": card.cost,
                "days": card.days,
                "length": card.ruler.length,
                "marks": list(card.ruler.marks),
                "icon": None if card.icon is None else card.icon.value,
            }
            for card in cards.transport_cards
        ],
        "balloons": [
            {
                "id": card.id,
                "name": card.name,
                "cost": card.cost,
                "days": card.days,
                "length": card.ruler.length,
                "marks": list(card.ruler.marks),
            }
            for card in cards.balloons
        ],
        "characters": [
            {"id": card.character.value, "name": card.name, "front": card.front, "back": card.back}
            for card in cards.characters
        ],
    }


def card_set_from_trusted_data(data: dict[str, Any]) -> CardSet:
    """The card set whose plain-data form ``data`` is (``card_set_to_data``'s), built
    WITHOUT checking it: only for data known to be a checked card set's. Data of another
    shape raises ``KeyError``, ``TypeError``, ``ValueError`` or ``AttributeError``."""
    if data["format"] != CARDS_FORMAT:
        raise ValueError(f"not a card set: {data['format']!r}")
    return CardSet(
        tuple(
            TransportCard(
                card["id"],
                card["cost"],
                card["days"],
                Ruler(card["length"], tuple(card["marks"])),
                None if card["icon"] is None else Character(card["icon"]),
            )
            for card in data["transport_cards"]
        ),
        tuple(
            BalloonCard(
                card["id"],
                card["name"],
                card["cost"],
                card["days"],
                Ruler(card["length"], tuple(card["marks"])),
            )
            for card in data["balloons"]
        ),
        tuple(
            CharacterCard(Character(card["id"]), card["name"], card["front"], card["back"])
            for card in data["characters"]
        ),
    )
