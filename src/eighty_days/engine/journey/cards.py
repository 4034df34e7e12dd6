"""The cards of the 2024 journey game: train/ship transports, balloons and characters.

The numbers live in ``cards.yaml`` (package data, documented in docs/cards.md); this module
defines what a card is, reads the file with the safe YAML loader and validates it, naming
the place of every problem.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from eighty_days.engine.common import shown
from eighty_days.messages import Message, define
from eighty_days.resources import DataError, PathPart, YamlDocument, parse_yaml

#: The format tag ``cards.yaml`` must carry.
CARDS_FORMAT = "eighty-days-cards/1"


class Character(StrEnum):
    """The four characters of the novel; every transport card shows one of them or none."""

    FOGG = "fogg"
    PASSEPARTOUT = "passepartout"
    AOUDA = "aouda"
    FIX = "fix"


#: Characters in their fixed order (the order of ``JourneyState.character_holders``).
CHARACTERS: tuple[Character, ...] = tuple(Character)
#: The position of each character in ``CHARACTERS``.
CHARACTER_INDEX: dict[Character, int] = {c: i for i, c in enumerate(CHARACTERS)}


class Side(StrEnum):
    """Which side of a character card is in play: the front, or the back marked "B"."""

    FRONT = "front"
    BACK = "back"


@dataclass(frozen=True, slots=True)
class Ruler:
    """The ruler printed on a card: its length and its detour marks, in ruler units.

    ``marks`` are positions measured from the left red line, strictly inside the ruler;
    k marks give k + 1 segments (ruling R2024-10).
    """

    length: float
    marks: tuple[float, ...] = ()

    @property
    def segment_lengths(self) -> tuple[float, ...]:
        """The full length of each segment, from mark to mark, in ruler units."""
        return segment_lengths(self.length, self.marks)

    def in_map_units(self, ruler_unit: float) -> Ruler:
        """This ruler measured in map units, one ruler unit being ``ruler_unit`` map units
        (``SheetMap.ruler_unit``): its length, marks and segments all scaled."""
        return Ruler(self.length * ruler_unit, tuple(mark * ruler_unit for mark in self.marks))


def segment_lengths(length: float, marks: tuple[float, ...]) -> tuple[float, ...]:
    """The segments of a ruler of ``length`` with detour ``marks`` (in any order), from
    mark to mark, in the ruler's own unit."""
    edges = (0.0, *sorted(marks), length)
    return tuple(b - a for a, b in itertools.pairwise(edges))


@dataclass(frozen=True, slots=True)
class TransportCard:
    """A train/ship card: the same cost, days, ruler and icon on both sides."""

    id: str
    cost: int
    days: int
    ruler: Ruler
    icon: Character | None = None


@dataclass(frozen=True, slots=True)
class BalloonCard:
    """A hot air balloon card; each player may use each of the three types once."""

    id: str
    name: str
    cost: int
    days: int
    ruler: Ruler


@dataclass(frozen=True, slots=True)
class CharacterCard:
    """A two-sided character card: the ability text of each side."""

    character: Character
    name: str
    front: str
    back: str

    def ability(self, side: Side) -> str:
        """The ability text of ``side``."""
        return self.front if side is Side.FRONT else self.back


@dataclass(frozen=True)
class CardSet:
    """All the cards of a game: 30 train/ship cards, 3 balloons, 4 characters."""

    transport_cards: tuple[TransportCard, ...]
    balloons: tuple[BalloonCard, ...]
    characters: tuple[CharacterCard, ...]
    _transport_by_id: dict[str, TransportCard] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )
    _balloon_by_id: dict[str, BalloonCard] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )

    def __post_init__(self) -> None:
        self._transport_by_id.update({card.id: card for card in self.transport_cards})
        self._balloon_by_id.update({card.id: card for card in self.balloons})

    def transport(self, card_id: str) -> TransportCard:
        """The train/ship card with this id; ``KeyError`` if there is none."""
        return self._transport_by_id[card_id]

    def balloon(self, balloon_id: str) -> BalloonCard:
        """The balloon with this id; ``KeyError`` if there is none."""
        return self._balloon_by_id[balloon_id]

    def is_balloon(self, card_id: str) -> bool:
        """Whether ``card_id`` names a balloon."""
        return card_id in self._balloon_by_id

    def character(self, character: Character) -> CharacterCard:
        """The card of ``character``."""
        for card in self.characters:
            if card.character is character:
                return card
        raise KeyError(character)

    @property
    def transport_ids(self) -> tuple[str, ...]:
        """The ids of the train/ship cards, in file order."""
        return tuple(card.id for card in self.transport_cards)

    @property
    def balloon_ids(self) -> tuple[str, ...]:
        """The ids of the balloons, in file order."""
        return tuple(card.id for card in self.balloons)


# -- reading and validating ---------------------------------------------------------------


# What can be wrong with a card file (templates: ui/common/message_text.py).
EXPECTED_MAPPING = define("journey_cards.mapping", "expected a mapping")
MISSING_KEY = define("journey_cards.missing_key", "missing key '{key}'")
UNKNOWN_KEY = define("journey_cards.unknown_key", "unknown key '{key}'")
EXPECTED_WHOLE = define("journey_cards.whole", "expected a whole number, got {value}")
BETWEEN = define("journey_cards.between", "must be between {low} and {high}, got {value}")
EXPECTED_NUMBER = define("journey_cards.number", "expected a number, got {value}")
EXPECTED_TEXT = define("journey_cards.text", "expected a non-empty text")
EXPECTED_MARKS = define("journey_cards.marks", "expected a list of positions (may be empty)")
TWO_MARKS = define("journey_cards.two_marks", "a ruler has at most 2 detour marks")
MARKS_ORDER = define(
    "journey_cards.marks_order",
    "marks must increase and lie strictly inside the ruler (0 < mark < length)",
)
EXPECTED_FORMAT = define("journey_cards.format", "expected '{expected}', got {found}")
EXPECTED_CARDS = define("journey_cards.cards", "expected a list of cards")
ID_TWICE = define("journey_cards.id_twice", "the id '{id}' is used twice")
EXPECTED_ICON = define("journey_cards.icon", "expected none or one of {names}")
EXPECTED_30 = define("journey_cards.thirty", "expected 30 cards, got {count}")
EXPECTED_BALLOONS = define(
    "journey_cards.balloons", "expected a list of 3 balloons (three distinct types)"
)
EXPECTED_CHARACTERS = define("journey_cards.characters", "expected a list of the 4 characters")
UNKNOWN_CHARACTER = define("journey_cards.unknown_character", "unknown character {id}")
EACH_CHARACTER = define(
    "journey_cards.each_character", "expected each of the 4 characters exactly once"
)


class _Checker:
    """Collects problems while reading a document, each with its place in the file."""

    def __init__(self, document: YamlDocument) -> None:
        self.document = document
        self.problems: list[Message] = []

    def problem(self, path: Sequence[PathPart], message: Message) -> None:
        self.problems.append(self.document.problem(path, message))

    def mapping(self, value: Any, path: Sequence[PathPart], keys: set[str]) -> bool:
        if not isinstance(value, dict):
            self.problem(path, EXPECTED_MAPPING())
            return False
        ok = True
        for key in keys - set(value):
            self.problem(path, MISSING_KEY(key=key))
            ok = False
        for key in set(value) - keys:
            self.problem((*path, str(key)), UNKNOWN_KEY(key=str(key)))
            ok = False
        return ok

    def integer(self, value: Any, path: Sequence[PathPart], low: int, high: int) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            self.problem(path, EXPECTED_WHOLE(value=shown(value)))
            return low
        if not low <= value <= high:
            self.problem(path, BETWEEN(low=low, high=high, value=shown(value)))
        return value

    def number(self, value: Any, path: Sequence[PathPart], low: float, high: float) -> float:
        if isinstance(value, bool) or not isinstance(value, int | float):
            self.problem(path, EXPECTED_NUMBER(value=shown(value)))
            return low
        if not low <= value <= high:
            self.problem(path, BETWEEN(low=low, high=high, value=shown(value)))
        return float(value)

    def text(self, value: Any, path: Sequence[PathPart]) -> str:
        if not isinstance(value, str) or not value.strip():
            self.problem(path, EXPECTED_TEXT())
            return ""
        return value

    def ruler(self, item: dict[str, Any], path: tuple[PathPart, ...]) -> Ruler:
        length = self.number(item["length"], (*path, "length"), 0.5, 50.0)
        raw_marks = item["marks"]
        if not isinstance(raw_marks, list):
            self.problem((*path, "marks"), EXPECTED_MARKS())
            return Ruler(length)
        if len(raw_marks) > 2:
            self.problem((*path, "marks"), TWO_MARKS())
        marks = tuple(
            self.number(mark, (*path, "marks", index), 0.0, length)
            for index, mark in enumerate(raw_marks)
        )
        edges = (0.0, *marks, length)
        if any(b - a <= 0 for a, b in itertools.pairwise(edges)):
            self.problem((*path, "marks"), MARKS_ORDER())
        return Ruler(length, marks)


_TRANSPORT_KEYS = {"id", "cost", "days", "length", "marks", "icon"}
_BALLOON_KEYS = {"id", "name", "cost", "days", "length", "marks"}
_CHARACTER_KEYS = {"id", "name", "front", "back"}


def parse_cards(text: str, source: str = "cards.yaml") -> CardSet:
    """Read a card file's text; ``DataError`` lists every problem with its place."""
    document = parse_yaml(text, source)
    check = _Checker(document)
    data = document.data
    if not check.mapping(
        data, (), {"format", "transport_cards", "balloons", "characters"}
    ) or not isinstance(data, dict):
        raise DataError(source, check.problems)
    if data["format"] != CARDS_FORMAT:
        check.problem(
            ("format",), EXPECTED_FORMAT(expected=CARDS_FORMAT, found=shown(data["format"]))
        )

    transports: list[TransportCard] = []
    seen: set[str] = set()
    raw_transports = data["transport_cards"]
    if not isinstance(raw_transports, list):
        check.problem(("transport_cards",), EXPECTED_CARDS())
        raw_transports = []
    for index, item in enumerate(raw_transports):
        path: tuple[PathPart, ...] = ("transport_cards", index)
        if not check.mapping(item, path, _TRANSPORT_KEYS):
            continue
        card_id = check.text(item["id"], (*path, "id"))
        if card_id in seen:
            check.problem((*path, "id"), ID_TWICE(id=card_id))
        seen.add(card_id)
        icon_text = item["icon"]
        icon: Character | None = None
        if icon_text not in (None, "none"):
            try:
                icon = Character(icon_text)
            except ValueError:
                names = ", ".join(c.value for c in Character)
                check.problem((*path, "icon"), EXPECTED_ICON(names=names))
        transports.append(
            TransportCard(
                id=card_id,
                cost=check.integer(item["cost"], (*path, "cost"), 0, 40),
                days=check.integer(item["days"], (*path, "days"), 1, 20),
                ruler=check.ruler(item, path),
                icon=icon,
            )
        )
    if isinstance(data["transport_cards"], list) and len(raw_transports) != 30:
        check.problem(("transport_cards",), EXPECTED_30(count=len(raw_transports)))

    balloons: list[BalloonCard] = []
    raw_balloons = data["balloons"]
    if not isinstance(raw_balloons, list) or len(raw_balloons) != 3:
        check.problem(("balloons",), EXPECTED_BALLOONS())
        raw_balloons = raw_balloons if isinstance(raw_balloons, list) else []
    for index, item in enumerate(raw_balloons):
        path = ("balloons", index)
        if not check.mapping(item, path, _BALLOON_KEYS):
            continue
        balloon_id = check.text(item["id"], (*path, "id"))
        if balloon_id in seen:
            check.problem((*path, "id"), ID_TWICE(id=balloon_id))
        seen.add(balloon_id)
        balloons.append(
            BalloonCard(
                id=balloon_id,
                name=check.text(item["name"], (*path, "name")),
                cost=check.integer(item["cost"], (*path, "cost"), 0, 40),
                days=check.integer(item["days"], (*path, "days"), 1, 20),
                ruler=check.ruler(item, path),
            )
        )

    characters: list[CharacterCard] = []
    raw_characters = data["characters"]
    if not isinstance(raw_characters, list):
        check.problem(("characters",), EXPECTED_CHARACTERS())
        raw_characters = []
    for index, item in enumerate(raw_characters):
        path = ("characters", index)
        if not check.mapping(item, path, _CHARACTER_KEYS):
            continue
        try:
            character = Character(item["id"])
        except ValueError:
            check.problem((*path, "id"), UNKNOWN_CHARACTER(id=shown(item["id"])))
            continue
        characters.append(
            CharacterCard(
                character=character,
                name=check.text(item["name"], (*path, "name")),
                front=check.text(item["front"], (*path, "front")),
                back=check.text(item["back"], (*path, "back")),
            )
        )
    present = [card.character for card in characters]
    if sorted(present) != sorted(CHARACTERS):
        check.problem(("characters",), EACH_CHARACTER())

    if check.problems:
        raise DataError(source, check.problems)
    return CardSet(tuple(transports), tuple(balloons), tuple(characters))
