"""The messages of the Qt-free layers (engine, map geometry, save files) in the chosen language.

The engine, ``sheet.geometry`` and ``saves`` speak English and stay free of Qt (their tests
match their words). Every message they can show is listed here as a template marked for
lupdate under the context ``EngineText``: a plain message as it is, an f-string message
with each ``{expression}`` replaced by a named placeholder (``"There are not {count} cards
left to draw."``); literal braces are doubled as in ``str.format``.

``engine_text(message)`` gives the message in the current language: an exact match is
translated as it is; otherwise the most specific template whose pattern matches the whole
message is translated and filled with the values it captured (those are translated too, so
a message quoting another one, such as a save's illegal action, is translated throughout);
a message the table does not know is returned unchanged. A message of several lines (a
``DataError`` lists its problems one a line) is translated line by line.
"""

from __future__ import annotations

import re
import string
from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from eighty_days.messages import Message
from eighty_days.ui.common.message_text import message_text

# Every message the Qt-free layers can show, grouped by the file that raises it.
_MARKED = (
    # saves/files.py
    QT_TRANSLATE_NOOP("EngineText", "cannot write the file: {reason}"),
    # saves/format.py
    QT_TRANSLATE_NOOP("EngineText", "the file is empty (an interrupted save?)"),
    QT_TRANSLATE_NOOP("EngineText", "this is not a save file: it must hold a JSON object"),
    QT_TRANSLATE_NOOP("EngineText", "the file is corrupt: it is nested too deeply"),
    QT_TRANSLATE_NOOP(
        "EngineText", "the file is {size} bytes; a save larger than {limit} is refused"
    ),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "the file is corrupt: a whole number of more than {digits} digits is refused",
    ),
    QT_TRANSLATE_NOOP("EngineText", "a route of {count} points; a route has at most {most}"),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "the file holds more than {count} lists; no game has so many (a route has at most "
        "{most} points)",
    ),
    QT_TRANSLATE_NOOP("EngineText", "an action holds a list of {count} items; at most {most}"),
    QT_TRANSLATE_NOOP(
        "EngineText", "the map's path holds a NUL character: no file has such a name"
    ),
    QT_TRANSLATE_NOOP("EngineText", "unknown computer level {level}; one of {names}"),
    QT_TRANSLATE_NOOP("EngineText", "this is not a save file: it must be a mapping"),
    QT_TRANSLATE_NOOP("EngineText", "this is not an Eighty Days save file (format {found})"),
    QT_TRANSLATE_NOOP("EngineText", "the format version must be a whole number, not {version}"),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "wrong version: the file has format version {version}, this program reads version "
        "{newest} or older (saved by a newer Eighty Days?)",
    ),
    QT_TRANSLATE_NOOP("EngineText", "wrong version: there is no format version {version}"),
    QT_TRANSLATE_NOOP("EngineText", "the key(s) {missing} are missing"),
    QT_TRANSLATE_NOOP("EngineText", "unknown key(s) {keys}"),
    QT_TRANSLATE_NOOP("EngineText", "unknown game {game}; one of {games}"),
    QT_TRANSLATE_NOOP(
        "EngineText", "the seed must be a whole number from 0 to 2^64 − 1, not {seed}"
    ),
    QT_TRANSLATE_NOOP("EngineText", "the configuration must be a mapping"),
    QT_TRANSLATE_NOOP("EngineText", "the save time must be text"),
    QT_TRANSLATE_NOOP("EngineText", "the actions must be a list"),
    QT_TRANSLATE_NOOP("EngineText", "{count} actions is more than any game has"),
    QT_TRANSLATE_NOOP("EngineText", "the cards must be a mapping {{sha256, files}}"),
    QT_TRANSLATE_NOOP("EngineText", "the card files must be {names}"),
    QT_TRANSLATE_NOOP("EngineText", "each card file must be YAML text"),
    QT_TRANSLATE_NOOP("EngineText", "the embedded card files were changed after saving"),
    QT_TRANSLATE_NOOP("EngineText", "the map must be a mapping {{path, shipped, sha256[, text]}}"),
    QT_TRANSLATE_NOOP("EngineText", "the map's path must be text"),
    QT_TRANSLATE_NOOP("EngineText", "'shipped' must be true or false"),
    QT_TRANSLATE_NOOP("EngineText", "the map's hash must be 64 hexadecimal digits"),
    QT_TRANSLATE_NOOP("EngineText", "a map shipped with the program is not embedded"),
    QT_TRANSLATE_NOOP("EngineText", "the embedded map must be YAML text"),
    QT_TRANSLATE_NOOP("EngineText", "a map that is not shipped with the program must be embedded"),
    QT_TRANSLATE_NOOP("EngineText", "a shipped map is named by its file name, not {path}"),
    QT_TRANSLATE_NOOP("EngineText", "the seats must be a list"),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "the file is corrupt: not valid JSON at line {line}, column {column} ({reason})",
    ),
    QT_TRANSLATE_NOOP("EngineText", "the file is corrupt: {error}"),
    QT_TRANSLATE_NOOP("EngineText", "cannot open the file: {reason}"),
    QT_TRANSLATE_NOOP("EngineText", "cannot read the file: {reason}"),
    QT_TRANSLATE_NOOP("EngineText", "the file is corrupt: not UTF-8 text (byte {offset})"),
    QT_TRANSLATE_NOOP("EngineText", "an action must be a mapping with a 'type'"),
    QT_TRANSLATE_NOOP("EngineText", "a seat is {{name, colour, shape, human[, level]}}"),
    QT_TRANSLATE_NOOP(
        "EngineText", "a seat's name, colour, shape and level are text, 'human' true or false"
    ),
    QT_TRANSLATE_NOOP("EngineText", "the file ends too early at line {line}: it is truncated"),
    # saves/games.py
    QT_TRANSLATE_NOOP("EngineText", "'players' must be a list of {{name, colour}}"),
    QT_TRANSLATE_NOOP("EngineText", "'character_sides' must map characters to front/back"),
    QT_TRANSLATE_NOOP("EngineText", "'fixed' must be a mapping"),
    QT_TRANSLATE_NOOP("EngineText", "fixed: unknown key(s) {keys}"),
    QT_TRANSLATE_NOOP("EngineText", "players[{index}] must be {{name: text, colour: text}}"),
    QT_TRANSLATE_NOOP("EngineText", "character_sides: {key}: {side} is not front or back"),
    QT_TRANSLATE_NOOP("EngineText", "fixed.{key} must be a list"),
    QT_TRANSLATE_NOOP("EngineText", "the configuration cannot be read: {error}"),
    QT_TRANSLATE_NOOP("EngineText", "fixed.deck must list [card, train|ship] pairs"),
    QT_TRANSLATE_NOOP("EngineText", "fixed.stack_order must list player numbers"),
    QT_TRANSLATE_NOOP("EngineText", "fixed.{key} must list card ids"),
    # saves/load.py
    QT_TRANSLATE_NOOP("EngineText", "the map {path} is too large"),
    QT_TRANSLATE_NOOP(
        "EngineText", "the save lists {count} seat(s) for a game of {players} players"
    ),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "wrong map hash: the map {path} has changed since the game was saved (expected "
        "{expected}…, found {found}…)",
    ),
    QT_TRANSLATE_NOOP("EngineText", "the embedded map is too large"),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "wrong map hash: the embedded map was changed after saving (expected {expected}…, "
        "found {found}…)",
    ),
    QT_TRANSLATE_NOOP("EngineText", "the map {path} is too large ({size} bytes)"),
    QT_TRANSLATE_NOOP("EngineText", "the map {path} cannot be read: {error}"),
    QT_TRANSLATE_NOOP("EngineText", "the map is not valid: {error}"),
    QT_TRANSLATE_NOOP("EngineText", "the map cannot be read: {error}"),
    QT_TRANSLATE_NOOP("EngineText", "the game cannot start: {error}"),
    QT_TRANSLATE_NOOP("EngineText", "the configuration is broken: {error}"),
    QT_TRANSLATE_NOOP("EngineText", "illegal action: the game was already over"),
    QT_TRANSLATE_NOOP("EngineText", "the embedded map is not valid: {error}"),
    QT_TRANSLATE_NOOP("EngineText", "the embedded map cannot be read: {error}"),
    QT_TRANSLATE_NOOP("EngineText", "the card file {name} is refused: {problem}"),
    QT_TRANSLATE_NOOP("EngineText", "the embedded cards are not valid: {error}"),
    QT_TRANSLATE_NOOP("EngineText", "the embedded cards cannot be read: {error}"),
    QT_TRANSLATE_NOOP("EngineText", "not a valid action: {error}"),
    QT_TRANSLATE_NOOP("EngineText", "illegal action {data} (hand-edited?): {error}"),
    QT_TRANSLATE_NOOP("EngineText", "action {data} cannot be replayed: {error}"),
    # sheet/geometry.py
    QT_TRANSLATE_NOOP("EngineText", "A train cannot cross the sea: the route leaves land here."),
    QT_TRANSLATE_NOOP("EngineText", "A ship cannot cross land: the route reaches the coast here."),
    QT_TRANSLATE_NOOP("EngineText", "No transport can cross {names}, balloons included."),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "Passepartout lets the route cross the coastline only once, after a first part that "
        "suits the transport.",
    ),
    QT_TRANSLATE_NOOP("EngineText", "The route leaves the map."),
    # sheet/io.py
    QT_TRANSLATE_NOOP("EngineText", "the map has {count} points; a map holds at most {most}"),
    # sheet/serial.py
    QT_TRANSLATE_NOOP("EngineText", "{value} is not a number"),
    QT_TRANSLATE_NOOP("EngineText", "an odd count of numbers ({count}): x y pairs expected"),
    QT_TRANSLATE_NOOP("EngineText", "the ring holds a number that is not finite (nan or inf)"),
    # sheet/validate.py
    QT_TRANSLATE_NOOP("EngineText", "expected a mapping, found {kind}"),
    QT_TRANSLATE_NOOP("EngineText", "expected a list, found {kind}"),
    QT_TRANSLATE_NOOP("EngineText", "expected text, found {kind}"),
    QT_TRANSLATE_NOOP("EngineText", "must not be empty"),
    QT_TRANSLATE_NOOP("EngineText", "{text} is not an id (lowercase letters, digits and hyphens)"),
    QT_TRANSLATE_NOOP("EngineText", "expected a number, found {kind}"),
    QT_TRANSLATE_NOOP("EngineText", "{value} is not a finite number"),
    QT_TRANSLATE_NOOP("EngineText", "{value} is too large (at most {limit} in size)"),
    QT_TRANSLATE_NOOP("EngineText", "expected a whole number, found {kind}"),
    QT_TRANSLATE_NOOP("EngineText", "{value} is not between {low} and {high}"),
    QT_TRANSLATE_NOOP("EngineText", "unknown key {key}"),
    QT_TRANSLATE_NOOP("EngineText", "not a ring of 'x y' numbers: {error}"),
    QT_TRANSLATE_NOOP("EngineText", "a ring needs at least 3 points, found {count}"),
    QT_TRANSLATE_NOOP("EngineText", "a coordinate is too large (at most {limit} in size)"),
    QT_TRANSLATE_NOOP("EngineText", "coordinates have at most 3 decimals"),
    QT_TRANSLATE_NOOP("EngineText", "missing key 'format' (expected '{tag}')"),
    QT_TRANSLATE_NOOP("EngineText", "unsupported format {found}: this program reads '{tag}'"),
    QT_TRANSLATE_NOOP("EngineText", "must be positive, found {value}"),
    QT_TRANSLATE_NOOP("EngineText", "must not be negative, found {value}"),
    QT_TRANSLATE_NOOP("EngineText", "{value} is outside the map bounds ({low} to {high})"),
    QT_TRANSLATE_NOOP("EngineText", "unknown location {id}"),
    QT_TRANSLATE_NOOP("EngineText", "the map is incomplete"),
    QT_TRANSLATE_NOOP(
        "EngineText", "expected 4 numbers [x_min, y_min, x_max, y_max], found {count}"
    ),
    QT_TRANSLATE_NOOP("EngineText", "x_min must be below x_max and y_min below y_max"),
    QT_TRANSLATE_NOOP("EngineText", "duplicate {what} id {id} (also {other})"),
    QT_TRANSLATE_NOOP("EngineText", "x_min ({low}) must be below x_max ({high})"),
    QT_TRANSLATE_NOOP("EngineText", "a map needs at least one sheet"),
    QT_TRANSLATE_NOOP("EngineText", "the first sheet starts at {sheet_x}, the map at {map_x}"),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "sheet {id} starts at {start} but the sheet before it ends at {end} (sheets join edge to "
        "edge, left to right)",
    ),
    QT_TRANSLATE_NOOP("EngineText", "the last sheet ends at {sheet_x}, the map at {map_x}"),
    QT_TRANSLATE_NOOP("EngineText", "{text} is not a colour like '#a1b2c3'"),
    QT_TRANSLATE_NOOP("EngineText", "unknown location type {type} (one of {types})"),
    QT_TRANSLATE_NOOP("EngineText", "unknown area {id}"),
    QT_TRANSLATE_NOOP("EngineText", "the snap radius must be positive, found {value}"),
    QT_TRANSLATE_NOOP("EngineText", "({x}, {y}) is outside the map bounds"),
    QT_TRANSLATE_NOOP("EngineText", "an income card names exactly {size} locations, found {found}"),
    QT_TRANSLATE_NOOP("EngineText", "{id} is {type}, not an adventure location"),
    QT_TRANSLATE_NOOP("EngineText", "{id} already has an adventure card ({other})"),
    # sheet/validate_geometry.py
    QT_TRANSLATE_NOOP("EngineText", "not a valid polygon: {reason}"),
    QT_TRANSLATE_NOOP("EngineText", "{type} stands on land; {id} is at sea"),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "{type} lies within its snap radius ({radius}) of the coast; {id} is {distance} away",
    ),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "{type} lies on land or within its snap radius ({radius}) of the coast; {id} is "
        "{distance} out at sea",
    ),
    # editor/checks.py
    QT_TRANSLATE_NOOP("EngineText", "{place}: {problem}"),
    QT_TRANSLATE_NOOP("EngineText", "{problem} (choose a place and press its “Set as start”)"),
    QT_TRANSLATE_NOOP("EngineText", "{problem} (choose a place and press its “Set as arrival”)"),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "The map needs at least {needed} income cards (one per month); it has {count}.",
    ),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "The map needs at least {needed} adventure cards (players + 1); it has {count}.",
    ),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "With {count} adventure cards at most {players} can play (players + 1 cards are dealt); "
        "{needed} let {most} play.",
    ),
    QT_TRANSLATE_NOOP("EngineText", "The start and the arrival must be different locations."),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "Arrival ({name}) cannot be reached from the start by legal routes within {days} days, "
        "even with the best cards of the deck.",
    ),
    QT_TRANSLATE_NOOP("EngineText", "{name} ({why}) cannot be reached within {days} days."),
    QT_TRANSLATE_NOOP("EngineText", "Area {name} has no location, so no one can visit it."),
    QT_TRANSLATE_NOOP(
        "EngineText", "No location of area {name} can be reached within {days} days."
    ),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "The reachability search stopped early on this large map; places it did not reach may "
        "still be reachable.",
    ),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "No route can reach {name} ({id}) from the start, nor lead from it to the arrival: it "
        "is cut off by the sea, the land or the mountains.",
    ),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "Land polygons {first} and {second} overlap: the rules count the overlap as land, one "
        "land mass.",
    ),
    QT_TRANSLATE_NOOP("EngineText", "income card {id}"),
    QT_TRANSLATE_NOOP("EngineText", "adventure card {id}"),
    # text quoted inside the map's messages: a problem's line, a YAML error's place, a
    # value's kind, a location type with its article, a list's item, a polygon's flaw
    QT_TRANSLATE_NOOP("EngineText", "{problem} (line {line})"),
    QT_TRANSLATE_NOOP("EngineText", "line {line}, column {column}: "),
    QT_TRANSLATE_NOOP("EngineText", "not valid YAML: {problem}"),
    QT_TRANSLATE_NOOP("EngineText", "nothing"),
    QT_TRANSLATE_NOOP("EngineText", "a number"),
    QT_TRANSLATE_NOOP("EngineText", "a list"),
    QT_TRANSLATE_NOOP("EngineText", "a mapping"),
    QT_TRANSLATE_NOOP("EngineText", "a true/false value ({value})"),
    QT_TRANSLATE_NOOP("EngineText", "text ({text})"),
    QT_TRANSLATE_NOOP("EngineText", "a city"),
    QT_TRANSLATE_NOOP("EngineText", "an outpost"),
    QT_TRANSLATE_NOOP("EngineText", "a port"),
    QT_TRANSLATE_NOOP("EngineText", "an island"),
    QT_TRANSLATE_NOOP("EngineText", "an adventure location"),
    QT_TRANSLATE_NOOP("EngineText", "location"),
    QT_TRANSLATE_NOOP("EngineText", "area"),
    QT_TRANSLATE_NOOP("EngineText", "sheet"),
    QT_TRANSLATE_NOOP("EngineText", "income card"),
    QT_TRANSLATE_NOOP("EngineText", "adventure card"),
    QT_TRANSLATE_NOOP("EngineText", "{what} at ({where})"),
    QT_TRANSLATE_NOOP("EngineText", "self-intersection"),
    QT_TRANSLATE_NOOP("EngineText", "ring self-intersection"),
    QT_TRANSLATE_NOOP("EngineText", "hole lies outside shell"),
    QT_TRANSLATE_NOOP("EngineText", "nested holes"),
    QT_TRANSLATE_NOOP("EngineText", "interior is disconnected"),
    QT_TRANSLATE_NOOP("EngineText", "nested shells"),
    QT_TRANSLATE_NOOP("EngineText", "duplicate rings"),
    QT_TRANSLATE_NOOP("EngineText", "too few points"),
    QT_TRANSLATE_NOOP("EngineText", "invalid coordinate"),
    QT_TRANSLATE_NOOP("EngineText", "ring is not closed"),
    # saves/challenge.py
    QT_TRANSLATE_NOOP("EngineText", "this is not a challenge code (it starts with {prefix})"),
    QT_TRANSLATE_NOOP("EngineText", "the code is too long for a challenge"),
    QT_TRANSLATE_NOOP("EngineText", "the code unpacks to more than a challenge holds"),
    QT_TRANSLATE_NOOP("EngineText", "the code is broken: it was cut or changed"),
    QT_TRANSLATE_NOOP("EngineText", "the file is too large for a challenge"),
    QT_TRANSLATE_NOOP("EngineText", "this is not an Eighty Days challenge"),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "wrong version: the challenge has version {version}, this program reads version {newest}",
    ),
    QT_TRANSLATE_NOOP("EngineText", "a challenge holds exactly {keys}"),
    QT_TRANSLATE_NOOP(
        "EngineText", "the challenge was changed after it was sent (its checksum differs)"
    ),
    QT_TRANSLATE_NOOP("EngineText", "the sending time must be text"),
    QT_TRANSLATE_NOOP("EngineText", "only a journey can be a challenge"),
    QT_TRANSLATE_NOOP("EngineText", "the sender's game is not finished"),
    QT_TRANSLATE_NOOP("EngineText", "the sender's seat must be 0 to {last}"),
    QT_TRANSLATE_NOOP("EngineText", "the sender's result does not match the game they played"),
    QT_TRANSLATE_NOOP("EngineText", "the file is {size} bytes; a challenge is at most {limit}"),
    # saves/stats.py
    QT_TRANSLATE_NOOP(
        "EngineText", "the database has schema version {version}; this program knows {newest}"
    ),
    QT_TRANSLATE_NOOP("EngineText", "the database is damaged ({check})"),
    # engine/journey/cards.yaml: the characters' abilities (shown on the table)
    QT_TRANSLATE_NOOP(
        "EngineText",
        "You earn 7 pounds instead of what is indicated on the income card.",
    ),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "In addition to what is indicated on the income card, you earn 7 pounds at "
        "adventure locations.",
    ),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "No transport market card has any additional day costs for the transport's departure.",
    ),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "You can cross the coastline once with the same transport; the first part of the "
        "route must match the chosen transport.",
    ),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "A hot air balloon costs you 5 pounds instead of 12, but you must return Princess"
        " Aouda to the reserve after paying.",
    ),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "A hot air balloon costs you 9 pounds instead of 12.",
    ),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "The players furthest ahead on the map must discard all characters they have.",
    ),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "The players furthest ahead on the map must spend 2 pounds, paying a day for each"
        " missing pound.",
    ),
    # text quoted inside other messages: the nameless mountains, a number a save file may not
    # hold, a DataError's first line
    QT_TRANSLATE_NOOP("EngineText", "the mountains"),
    QT_TRANSLATE_NOOP("EngineText", "{number} is not a number a save file may hold"),
    # resources.py's problems (message values now) as the map and save readers still quote
    # them in English text; the same words in saves/format.py and sheet/validate.py
    QT_TRANSLATE_NOOP(
        "EngineText", "its YAML aliases expand to more than {limit} nodes (line {line})"
    ),
    QT_TRANSLATE_NOOP("EngineText", "a YAML alias refers to itself (line {line})"),
    QT_TRANSLATE_NOOP("EngineText", "line {line}, column {column}: not valid YAML: {problem}"),
    QT_TRANSLATE_NOOP("EngineText", "the document is nested too deeply"),
    QT_TRANSLATE_NOOP("EngineText", "the file is {size} bytes; more than {limit} is refused"),
    QT_TRANSLATE_NOOP("EngineText", "cannot read the file as UTF-8 text: {error}"),
    QT_TRANSLATE_NOOP("EngineText", "{name} is not a possible file name"),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "the file holds more than {numbers} numbers; a map holds at most {points} points",
    ),
    QT_TRANSLATE_NOOP("EngineText", "a value cannot be read: {error}"),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "this is not a regular file (a device, a pipe or a folder) and is not read",
    ),
    QT_TRANSLATE_NOOP(
        "EngineText", "line {line}: a whole number of more than {digits} digits is refused"
    ),
    QT_TRANSLATE_NOOP("EngineText", "line {line}: {value} cannot be read: {error}"),
    QT_TRANSLATE_NOOP("EngineText", "the file is larger than {limit} bytes and is refused"),
    QT_TRANSLATE_NOOP("EngineText", "missing key '{key}'"),
    QT_TRANSLATE_NOOP("EngineText", "{source}: 1 problem"),
    QT_TRANSLATE_NOOP("EngineText", "{source}: {count} problems"),
)

#: Every message template, in the order of the code it comes from.
TEMPLATES: tuple[str, ...] = tuple(str(template) for template in _MARKED)

#: Placeholders named ``count`` (or ``…_count``) hold a whole number (perhaps with
#: thousands commas); any other placeholder holds any text.
_NUMBER = r"-?\d[\d,]*"
_ANY = r".+?"
#: How deep a captured value's own translation may go (a message inside a message …).
_MAX_DEPTH = 5


@dataclass(frozen=True)
class _Pattern:
    """A template with placeholders as its compiled pattern and the placeholders' names."""

    template: str
    regex: re.Pattern[str]
    fields: tuple[str, ...]


def _unescaped(template: str) -> str:
    """A template without placeholders as the message reads (``{{`` → ``{``)."""
    return "".join(literal for literal, _, _, _ in string.Formatter().parse(template))


def _pattern(template: str) -> _Pattern:
    """``template`` compiled: literal text escaped, each placeholder a non-greedy group."""
    regex = []
    fields = []
    for literal, field, _, _ in string.Formatter().parse(template):
        regex.append(re.escape(literal))
        if field is not None:
            number = field == "count" or field.endswith("_count")
            regex.append(f"({_NUMBER if number else _ANY})")
            fields.append(field)
    return _Pattern(template, re.compile("".join(regex), re.DOTALL), tuple(fields))


def _has_fields(template: str) -> bool:
    """Whether ``template`` has a placeholder."""
    return any(field is not None for _, field, _, _ in string.Formatter().parse(template))


#: Messages without placeholders, as they read → their template.
_EXACT: dict[str, str] = {
    _unescaped(template): template for template in TEMPLATES if not _has_fields(template)
}
#: Templates with placeholders, the most specific (the most literal text) first.
_PATTERNS: tuple[_Pattern, ...] = tuple(
    sorted(
        (_pattern(template) for template in TEMPLATES if _has_fields(template)),
        key=lambda pattern: -len(_unescaped(pattern.template)),
    )
)


def _translated(template: str) -> str:
    """``template`` in the current language (itself in English)."""
    return QCoreApplication.translate("EngineText", template)


def _fill(template: str, translation: str, values: dict[str, str]) -> str:
    """``translation`` of ``template`` with its placeholders replaced by ``values`` (as they
    are: no format specification applies to text); the English template if the translation
    is not a well-formed template (a hand-edited translation must not break the message)."""
    for text in (translation, template):
        try:
            parsed = list(string.Formatter().parse(text))
        except ValueError:
            continue
        parts = []
        for literal, field, _, _ in parsed:
            parts.append(literal)
            if field is not None:
                parts.append(values.get(field, "{" + field + "}"))
        return "".join(parts)
    return template


def _line_text(line: str, depth: int) -> str:
    """One line of a message in the current language (``depth``: how deep inside another
    message it is quoted)."""
    exact = _EXACT.get(line)
    if exact is not None:
        return _fill(exact, _translated(exact), {})
    for pattern in _PATTERNS:
        match = pattern.regex.fullmatch(line)
        if match is None:
            continue
        values = {
            field: _message_text(value, depth + 1) if depth < _MAX_DEPTH else value
            for field, value in zip(pattern.fields, match.groups(), strict=True)
        }
        return _fill(pattern.template, _translated(pattern.template), values)
    return line


def _message_text(message: str, depth: int) -> str:
    """``message`` in the current language, line by line (indentation kept)."""
    if "\n" not in message:
        return _line_text(message, depth)
    lines = []
    for line in message.split("\n"):
        text = line.lstrip(" ")
        lines.append(line[: len(line) - len(text)] + _line_text(text, depth))
    return "\n".join(lines)


def engine_text(message: str) -> str:
    """``message`` from the engine, the map geometry or the save files in the current
    language (unchanged in English, and unchanged if the table does not know it)."""
    return _message_text(message, 0)


def error_text(error: BaseException) -> str:
    """The message of ``error`` in the current language: a ``SaveError``'s problem is
    translated after its file and place, any other error's text as a whole."""
    message = getattr(error, "message", None)
    if isinstance(message, Message):
        return message_text(message)
    problem = getattr(error, "problem", None)
    source = getattr(error, "source", None)
    if isinstance(problem, str) and isinstance(source, str):
        where = getattr(error, "where", "")
        place = f"{source}: {where}" if where else source
        if str(error) == f"{place}: {problem}":
            return f"{place}: {engine_text(problem)}"
    return engine_text(str(error))
