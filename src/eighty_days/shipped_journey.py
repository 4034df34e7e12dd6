"""The journey's shipped data, loaded one layer above the engine: the card set of
``engine/journey/cards.yaml`` and the default world map.

The rules engine reads no files (docs/architecture.md): a ``JourneyConfig`` receives its map
and cards as values, and this module is where the program, the bots' tools and the tests
get the shipped ones. The card set, once read, is kept parsed in the data folder's cache
(``disk_cache``: named by the digest of the card file's text and of the code that reads it),
so that the next start builds it without parsing YAML: the file holds the card set's plain
data as JSON (``engine/journey/card_data``), rebuilt without checking it again. Qt-free.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from importlib import resources
from pathlib import Path

from eighty_days import disk_cache
from eighty_days.engine.journey.card_data import card_set_from_trusted_data, card_set_to_data
from eighty_days.engine.journey.cards import CardSet, parse_cards
from eighty_days.engine.journey.state import PLAYER_COLOURS, JourneyConfig, PlayerSetup
from eighty_days.sheet.model import SheetMap

#: The package holding the shipped card file, and its name.
CARD_PACKAGE = "eighty_days.engine.journey"
CARD_FILE = "cards.yaml"
#: The kind of cache of the card set (the folder of the data folder's cache).
CARDS_KIND = "cards"
#: At most this many card sets are kept (the least recently written go).
KEPT_CARD_SETS = 3
#: The code that decides what the card file becomes (paths inside the package).
CARD_CODE = (
    "disk_cache.py",
    "engine/journey/card_data.py",
    "engine/journey/cards.py",
    "resources.py",
    "shipped_journey.py",
)

_SHIPPED_CARDS: CardSet | None = None


def shipped_card_text() -> str:
    """The text of the shipped card file."""
    return resources.files(CARD_PACKAGE).joinpath(CARD_FILE).read_text(encoding="utf-8")


def load_cards() -> CardSet:
    """The game's card set, read once from the shipped ``cards.yaml`` (``DataError`` if
    the file is broken), from the cache when it holds this very text."""
    global _SHIPPED_CARDS
    if _SHIPPED_CARDS is None:
        _SHIPPED_CARDS = cached_cards(shipped_card_text())
    return _SHIPPED_CARDS


def cached_cards(text: str) -> CardSet:
    """``parse_cards(text)``, read from the cache when it holds the card set of this very
    text (and this code), else parsed and kept there; a damaged or foreign cache file is
    ignored and written anew."""
    name = disk_cache.entry_name(
        CARDS_KIND,
        hashlib.sha256(text.encode("utf-8")).hexdigest(),
        disk_cache.code_digest(*CARD_CODE),
    )
    cache_file = disk_cache.cache_folder(CARDS_KIND) / name
    kept = read_kept_cards(cache_file)
    if kept is not None:
        return kept
    cards = parse_cards(text, "eighty_days/engine/journey/cards.yaml")
    payload = disk_cache.plain_payload(card_set_to_data(cards))
    if payload is not None:
        disk_cache.write_entry(cache_file, payload, KEPT_CARD_SETS)
    return cards


def read_kept_cards(cache_file: Path) -> CardSet | None:
    """The card set kept in ``cache_file``, or ``None`` if there is none or it is damaged
    or foreign (a checksum that fails, a payload that is not JSON or not a card set's)."""
    payload = disk_cache.read_entry(cache_file)
    if payload is None:
        return None
    data = disk_cache.plain_value(payload)
    if not isinstance(data, dict):
        return None
    try:
        return card_set_from_trusted_data(data)
    except (KeyError, TypeError, ValueError, AttributeError):  # not a card set's data
        return None


def default_world_map() -> SheetMap:
    """The default world map (``maps/world.yaml``), loaded and validated."""
    from eighty_days.resources import default_world_map_path
    from eighty_days.sheet.io import load_map

    return load_map(default_world_map_path())


def default_config(
    player_names: Sequence[str], sheet: SheetMap | None = None, cards: CardSet | None = None
) -> JourneyConfig:
    """A first game for ``player_names`` on the default world map (or ``sheet``) with the
    shipped cards (or ``cards``): the characters' fronts, colours in seat order."""
    players = tuple(
        PlayerSetup(name, PLAYER_COLOURS[index % len(PLAYER_COLOURS)])
        for index, name in enumerate(player_names)
    )
    return JourneyConfig(
        players=players,
        sheet=sheet if sheet is not None else default_world_map(),
        cards=cards if cards is not None else load_cards(),
    )
