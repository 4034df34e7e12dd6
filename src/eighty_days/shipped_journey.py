"""The journey's shipped data, loaded one layer above the engine: the card set of
``engine/journey/cards.yaml`` and the default world map.

The rules engine reads no files (docs/architecture.md): a ``JourneyConfig`` receives its map
and cards as values, and this module is where the program, the bots' tools and the tests
get the shipped ones. Qt-free.
"""

from __future__ import annotations

from collections.abc import Sequence
from importlib import resources

from eighty_days.engine.journey.cards import CardSet, parse_cards
from eighty_days.engine.journey.state import PLAYER_COLOURS, JourneyConfig, PlayerSetup
from eighty_days.sheet.model import SheetMap

#: The package holding the shipped card file, and its name.
CARD_PACKAGE = "eighty_days.engine.journey"
CARD_FILE = "cards.yaml"

_SHIPPED_CARDS: CardSet | None = None


def shipped_card_text() -> str:
    """The text of the shipped card file."""
    return resources.files(CARD_PACKAGE).joinpath(CARD_FILE).read_text(encoding="utf-8")


def load_cards() -> CardSet:
    """The game's card set, read once from the shipped ``cards.yaml`` (``DataError`` if
    the file is broken)."""
    global _SHIPPED_CARDS
    if _SHIPPED_CARDS is None:
        _SHIPPED_CARDS = parse_cards(shipped_card_text(), "eighty_days/engine/journey/cards.yaml")
    return _SHIPPED_CARDS


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
