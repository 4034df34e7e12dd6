"""Messages as values: what the engines, the map and the save files say, as data.

A ``Message`` is a key and its parameters (numbers, names, other messages). Its English
sentence is ``str(message)``, so the command line and the tests read English; the UI makes
the text in the chosen language from the key and the parameters (``ui/common/message_text``)
and never reads the English. Qt-free.

Every key is defined once, with its English template, by ``define``; ``ENGLISH`` lists them
all. That is the only place the English is written: ``tools/message_catalogue.py`` marks
every template for translation in the context of its key (docs/translating.md), and the
tests check each is translated. A template names its parameters as ``{name}``; a message
with a count writes it ``%n`` and marks the words that follow the count ``(s)``: "%n day(s)"
reads "1 day", "2 days" (Qt's plural forms in the UI).
"""

from __future__ import annotations

import string
from dataclasses import dataclass
from enum import StrEnum
from typing import TypeAlias

#: Every defined key → its English template.
ENGLISH: dict[str, str] = {}


class NameKind(StrEnum):
    """What a name in a message names: the UI translates each kind as a name of its own."""

    PLAYER = "player"
    PLACE = "place"
    AREA = "area"
    CHARACTER = "character"
    BALLOON = "balloon"
    TRANSPORT = "transport"
    CARD = "card"
    RACE = "race"


@dataclass(frozen=True, slots=True)
class Name:
    """A thing named in a message (a player, a place, a card's title …), in English;
    ``translated`` holds the name in other languages when the data brings them
    (``(("de", "…"),)``), else the UI translates it as a name of its kind."""

    kind: NameKind
    text: str
    translated: tuple[tuple[str, str], ...] = ()

    def __str__(self) -> str:
        """The name as written."""
        return self.text


@dataclass(frozen=True, slots=True)
class Money:
    """A sum of money in a message: the UI writes it as its language writes money ("£5",
    "5 £"); in English it is "£5"."""

    pounds: int

    def __str__(self) -> str:
        """The sum in English."""
        return f"£{self.pounds}"


#: What a message's parameter may be.
Param: TypeAlias = "int | float | str | Name | Money | Message"


@dataclass(frozen=True, slots=True)
class Message:
    """A key with its parameters (``count`` fills the template's ``%n``)."""

    key: str
    params: tuple[tuple[str, Param], ...] = ()
    count: int | None = None

    def param(self, name: str) -> Param:
        """The parameter ``name`` (``KeyError`` if the message has none of that name)."""
        for key, value in self.params:
            if key == name:
                return value
        raise KeyError(name)

    def __str__(self) -> str:
        """The message in English."""
        return fill(
            plural_english(ENGLISH[self.key], self.count),
            {name: english_param(value) for name, value in self.params},
        )


@dataclass(frozen=True, slots=True)
class MessageKind:
    """A defined key: calling it makes a message (``DAYS(count=2)``, ``TAKES(name=…)``)."""

    key: str

    def __call__(self, count: int | None = None, **params: Param) -> Message:
        """The message of this key with ``params`` (and ``count`` for a ``%n`` template)."""
        return Message(self.key, tuple(params.items()), count)


def define(key: str, english: str) -> MessageKind:
    """Define ``key`` with its ``english`` template; a key is defined once."""
    if ENGLISH.get(key, english) != english:
        raise ValueError(f"message key {key} is defined twice")
    ENGLISH[key] = english
    return MessageKind(key)


def has_plural_forms(template: str) -> bool:
    """Whether ``template`` changes with its message's count: it shows the count (``%n``)
    or has words that follow it (``(s)``); the UI translates it with plural forms."""
    return "%n" in template or "(s)" in template


def plural_english(template: str, count: int | None) -> str:
    """``template`` with ``%n`` replaced by ``count`` and each ``(s)`` dropped for one or
    written ``s`` for any other count."""
    if count is None:
        return template
    return template.replace("%n", str(count)).replace("(s)", "" if count == 1 else "s")


def english_param(value: Param) -> str:
    """A parameter as English text (a number as it is, ``4.5``, ``3``)."""
    if isinstance(value, float):
        return f"{value:g}"
    return str(value)


def fill(template: str, values: dict[str, str]) -> str:
    """``template`` with its ``{name}`` placeholders replaced by ``values`` (a placeholder
    without a value stays as it is; a malformed template is returned unfilled)."""
    try:
        parsed = list(string.Formatter().parse(template))
    except ValueError:
        return template
    parts = []
    for literal, field, _, _ in parsed:
        parts.append(literal)
        if field is not None:
            parts.append(values.get(field, "{" + field + "}"))
    return "".join(parts)


def placeholders(template: str) -> frozenset[str]:
    """The names of ``template``'s placeholders."""
    return frozenset(field for _, field, _, _ in string.Formatter().parse(template) if field)


class MessageError(ValueError):
    """An error whose text is a ``Message`` (``error.message``); ``str()`` is its English."""

    def __init__(self, message: Message | str) -> None:
        super().__init__(str(message))
        self.message = message


# Counts used inside many messages.
DAYS = define("count.days", "%n day(s)")
POINTS = define("count.points", "%n point(s)")
CARDS = define("count.cards", "%n card(s)")
SPACES = define("count.spaces", "%n space(s)")
