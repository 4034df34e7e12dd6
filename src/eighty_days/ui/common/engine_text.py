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
    # engine/journey/actions.py
    QT_TRANSLATE_NOOP("EngineText", "a {kind} action needs {missing}"),
    QT_TRANSLATE_NOOP("EngineText", "unknown keys in a {kind} action: {extra}"),
    QT_TRANSLATE_NOOP("EngineText", "an action must be a mapping, got {type}"),
    QT_TRANSLATE_NOOP("EngineText", "unknown action type {kind}; one of {names}"),
    QT_TRANSLATE_NOOP("EngineText", "'flip' must be true or false, got {flip}"),
    QT_TRANSLATE_NOOP("EngineText", "'balloon' must be a balloon id, got {balloon}"),
    QT_TRANSLATE_NOOP("EngineText", "'points' must be a non-empty list of [x, y] pairs"),
    QT_TRANSLATE_NOOP("EngineText", "unknown market slot {slot}; one of {names}"),
    QT_TRANSLATE_NOOP("EngineText", "points[{index}] must be a pair of finite numbers"),
    QT_TRANSLATE_NOOP("EngineText", "'seat' must be a player number 0–{most}, got {seat}"),
    QT_TRANSLATE_NOOP("EngineText", "The acting seat must be a player number, not {seat}."),
    QT_TRANSLATE_NOOP("EngineText", "The market place must be one of {names}, not {slot}."),
    QT_TRANSLATE_NOOP("EngineText", "'flip' must be true or false, not {flip}."),
    QT_TRANSLATE_NOOP("EngineText", "A balloon is named by its id, not {balloon}."),
    # engine/journey/rules.py
    QT_TRANSLATE_NOOP("EngineText", "Not an action of this game: {action}"),
    QT_TRANSLATE_NOOP("EngineText", "The game is over: every journey has ended."),
    QT_TRANSLATE_NOOP(
        "EngineText", "The acting seat {seat} is not a player of this game (0–{most})."
    ),
    QT_TRANSLATE_NOOP("EngineText", "It is not {name}'s turn: {active} is to act."),
    QT_TRANSLATE_NOOP("EngineText", "You have taken a transport already: now draw your route."),
    QT_TRANSLATE_NOOP("EngineText", "Choose a transport from the market or a balloon."),
    QT_TRANSLATE_NOOP("EngineText", "That market space is empty."),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "This ruler has {marks} detour mark(s), so a route of at most {most} straight "
        "segment(s); yours has {found}.",
    ),
    QT_TRANSLATE_NOOP("EngineText", "A route needs at least its starting point."),
    QT_TRANSLATE_NOOP("EngineText", "The route must start where your last route ended."),
    QT_TRANSLATE_NOOP("EngineText", "You must take a transport before drawing a route."),
    QT_TRANSLATE_NOOP("EngineText", "There is no balloon called '{balloon}'."),
    QT_TRANSLATE_NOOP(
        "EngineText", "You have used the {balloon} already: each balloon once per game."
    ),
    QT_TRANSLATE_NOOP("EngineText", "There is no market place called {slot}."),
    QT_TRANSLATE_NOOP("EngineText", "The deck is empty."),
    QT_TRANSLATE_NOOP("EngineText", "A route is a list of points, each a pair of finite numbers."),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "Segment {number} is {length} ruler units long; the ruler allows {allowed} there.",
    ),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "Segment {number} must run the full {allowed} ruler units to the detour mark before "
        "turning; it is {length}.",
    ),
    # engine/journey/setup.py
    QT_TRANSLATE_NOOP("EngineText", "The journey game is for 2 to 4 players, not {count}."),
    QT_TRANSLATE_NOOP("EngineText", "Every player needs a name."),
    QT_TRANSLATE_NOOP("EngineText", "Two players have the same name."),
    QT_TRANSLATE_NOOP("EngineText", "Two players have the same colour."),
    QT_TRANSLATE_NOOP("EngineText", "Choose one side for each of the four characters."),
    QT_TRANSLATE_NOOP(
        "EngineText", "The map needs at least 3 income cards (three are used in a game)."
    ),
    QT_TRANSLATE_NOOP("EngineText", "The map needs at least {count} adventure cards."),
    QT_TRANSLATE_NOOP("EngineText", "The card set has too few train/ship cards for a market."),
    QT_TRANSLATE_NOOP("EngineText", "Fixed setup: {name} names unknown cards: {unknown}."),
    QT_TRANSLATE_NOOP("EngineText", "Fixed setup: {name} names a card twice."),
    QT_TRANSLATE_NOOP(
        "EngineText", "Fixed setup: {name} needs exactly {count} cards, not {found}."
    ),
    QT_TRANSLATE_NOOP("EngineText", "Fixed setup: a card lies in both market rows."),
    QT_TRANSLATE_NOOP(
        "EngineText", "Fixed setup: the market and the deck must hold every card exactly once."
    ),
    QT_TRANSLATE_NOOP("EngineText", "{name}'s colour must look like #rrggbb, not {colour}."),
    QT_TRANSLATE_NOOP(
        "EngineText", "The map has no location '{ref}' for the start or the arrival."
    ),
    QT_TRANSLATE_NOOP("EngineText", "Fixed setup: the stack order must list every player once."),
    QT_TRANSLATE_NOOP("EngineText", "Fixed setup: the income order needs at least one card."),
    QT_TRANSLATE_NOOP(
        "EngineText", "Fixed setup: deck cards lie as trains or ships, not balloons."
    ),
    # engine/journey/state.py
    QT_TRANSLATE_NOOP("EngineText", "The game configuration is not valid: {error}"),
    # engine/race/actions.py
    QT_TRANSLATE_NOOP("EngineText", "Not a valid race action {data}: {why}"),
    QT_TRANSLATE_NOOP("EngineText", "'{key}' must be a card id"),
    QT_TRANSLATE_NOOP("EngineText", "'{key}' must be one of {transports}"),
    QT_TRANSLATE_NOOP("EngineText", "Not a valid race action {data}: it must be a mapping"),
    QT_TRANSLATE_NOOP("EngineText", "unknown type (one of {action_types})"),
    QT_TRANSLATE_NOOP("EngineText", "'count' must be 1 or 2"),
    QT_TRANSLATE_NOOP("EngineText", "'steps' must be 1, 2 or 3"),
    QT_TRANSLATE_NOOP("EngineText", "'backward' must be true or false"),
    QT_TRANSLATE_NOOP("EngineText", "'card_ids' must be two card ids"),
    QT_TRANSLATE_NOOP("EngineText", "'seat' must be a player number 0–{most}"),
    QT_TRANSLATE_NOOP("EngineText", "'{key}' must be a card id (text), not {value}."),
    QT_TRANSLATE_NOOP("EngineText", "Not a race action: {action}."),
    QT_TRANSLATE_NOOP("EngineText", "The number of cards to draw must be 1 or 2, not {count}."),
    QT_TRANSLATE_NOOP("EngineText", "A money bag's steps must be 1, 2 or 3, not {steps}."),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "The wind rose's new transport must be coach, train, ship or elephant, not {transport}.",
    ),
    QT_TRANSLATE_NOOP("EngineText", "'backward' must be true or false, not {backward}."),
    QT_TRANSLATE_NOOP("EngineText", "An exchange names exactly two cards, not {card_ids}."),
    QT_TRANSLATE_NOOP(
        "EngineText", "The wind rose turns to coach, train, ship or elephant, not {transport}."
    ),
    # engine/race/board.py
    QT_TRANSLATE_NOOP("EngineText", "the board must be a mapping with 'spaces'"),
    # engine/race/cards.py
    QT_TRANSLATE_NOOP("EngineText", "the file must be a mapping with '{key}'"),
    QT_TRANSLATE_NOOP("EngineText", "cannot read the packaged deck: {error}"),
    # engine/race/rules.py
    QT_TRANSLATE_NOOP(
        "EngineText",
        "To finish in London you may keep at most {limit} cards; you would still hold "
        "{cards_left}. Past the last handcuff space you may discard a card per turn.",
    ),
    QT_TRANSLATE_NOOP(
        "EngineText", "You may not take an event card into London: play your kept event first."
    ),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "To finish in London you may keep no card (expert variant); you would still hold "
        "{cards_left}.",
    ),
    QT_TRANSLATE_NOOP("EngineText", "{name} does not hold the card {card_id}."),
    QT_TRANSLATE_NOOP(
        "EngineText", "A {title} card moves exactly {steps}; it takes no other choice."
    ),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "The wind rose shows the {transport}: a {title} card cannot be played now (Windrose).",
    ),
    QT_TRANSLATE_NOOP(
        "EngineText", "Travel cards move forward; backwards only in the expert variant."
    ),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "There are only {count} spaces behind your figure; a {title} card must be moved exactly.",
    ),
    QT_TRANSLATE_NOOP(
        "EngineText", "A money bag moves your figure 1, 2 or 3 spaces forward: choose how many."
    ),
    QT_TRANSLATE_NOOP(
        "EngineText", "A wind rose card needs the transport the rose is turned to (or left on)."
    ),
    QT_TRANSLATE_NOOP(
        "EngineText", "A handcuffs card takes no choice: it sends the next player back 3 spaces."
    ),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "A handcuffs card is a whole turn of its own: your figure has already moved this turn.",
    ),
    QT_TRANSLATE_NOOP("EngineText", "{action} is not possible now."),
    QT_TRANSLATE_NOOP("EngineText", "The race is over: {winner} has reached London."),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "{victim} must first answer {attacker}: defend with a money bag or accept the move back.",
    ),
    QT_TRANSLATE_NOOP("EngineText", "First turn the wind rose (or leave it where it is)."),
    QT_TRANSLATE_NOOP("EngineText", "First decide whether to keep the event card or carry it out."),
    QT_TRANSLATE_NOOP(
        "EngineText", "The acting seat {seat} is not a player of this race (0–{most})."
    ),
    QT_TRANSLATE_NOOP("EngineText", "It is not {name}'s decision now: {decider} is to act."),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "Your hand is played out: first take the 5-space jump with 5 new cards, or decline both.",
    ),
    QT_TRANSLATE_NOOP(
        "EngineText", "Nothing is pending: no move back waits for a money bag or an answer."
    ),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "No event card waits for a decision: there is nothing to keep or carry out now.",
    ),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "The wind rose is turned on a wind rose space or with a wind rose card; "
        "it is not possible now.",
    ),
    QT_TRANSLATE_NOOP(
        "EngineText", "No jump is due: it follows only when the whole hand has been played out."
    ),
    QT_TRANSLATE_NOOP("EngineText", "No further card may be played this turn."),
    QT_TRANSLATE_NOOP("EngineText", "You may draw 1 or 2 cards."),
    QT_TRANSLATE_NOOP("EngineText", "There are not {count} cards left to draw."),
    QT_TRANSLATE_NOOP(
        "EngineText", "Exchanging cards replaces a whole turn; it is not possible now."
    ),
    QT_TRANSLATE_NOOP(
        "EngineText", "Only with {needed} or more cards may you exchange two; you hold {count}."
    ),
    QT_TRANSLATE_NOOP("EngineText", "Choose two different cards to exchange."),
    QT_TRANSLATE_NOOP(
        "EngineText", "Discarding a card replaces a whole turn; it is not possible now."
    ),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "You may discard instead of moving only after the three final handcuff spaces.",
    ),
    QT_TRANSLATE_NOOP("EngineText", "You hold {cards}; discarding is allowed down to {limit}."),
    QT_TRANSLATE_NOOP("EngineText", "Event cards are kept only in the expert variant."),
    QT_TRANSLATE_NOOP("EngineText", "You hold no event card."),
    QT_TRANSLATE_NOOP(
        "EngineText", "An event card kept this turn can be played from your next turn on."
    ),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "Draw 1 or 2 cards or play a card; passing is allowed only if nothing is possible.",
    ),
    QT_TRANSLATE_NOOP("EngineText", "Only a money bag card cancels a move back (ruling R1986-03)."),
    QT_TRANSLATE_NOOP(
        "EngineText", "Cards may be drawn instead of playing only at the start of a turn."
    ),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "At a great travel station you may draw only if none of your cards can be played "
        "(Großes Reisestationsfeld).",
    ),
    QT_TRANSLATE_NOOP("EngineText", "the race is for {fewest}–{most} players, not {count}"),
    QT_TRANSLATE_NOOP("EngineText", "every player needs a name"),
    QT_TRANSLATE_NOOP("EngineText", "two players have the same name"),
    QT_TRANSLATE_NOOP("EngineText", "the wind rose must stand on coach, train, ship or elephant"),
    QT_TRANSLATE_NOOP("EngineText", "this is not a record of the {game} race"),
    QT_TRANSLATE_NOOP("EngineText", "the record's seed must be a whole number"),
    QT_TRANSLATE_NOOP("EngineText", "the record's actions must be a list"),
    QT_TRANSLATE_NOOP("EngineText", "{what}: there is no card {card_id}"),
    QT_TRANSLATE_NOOP("EngineText", "{what}: the card {card_id} is dealt twice"),
    QT_TRANSLATE_NOOP("EngineText", "the setup has {hands} hands for {count} players"),
    QT_TRANSLATE_NOOP("EngineText", "not enough action cards to deal 5 to every player"),
    QT_TRANSLATE_NOOP("EngineText", "first_player must be 0–{last}"),
    QT_TRANSLATE_NOOP("EngineText", "{count} card"),
    QT_TRANSLATE_NOOP("EngineText", "{count} cards"),
    # engine/race/state.py
    QT_TRANSLATE_NOOP("EngineText", "unknown expert rule(s) {unknown} (known: {known})"),
    QT_TRANSLATE_NOOP("EngineText", "first_player must be a player number"),
    QT_TRANSLATE_NOOP("EngineText", "a race configuration must be a mapping"),
    QT_TRANSLATE_NOOP("EngineText", "players must be a list of names"),
    QT_TRANSLATE_NOOP("EngineText", "wind_rose must be one of {transports}"),
    QT_TRANSLATE_NOOP("EngineText", "expert must be a mapping of switches"),
    QT_TRANSLATE_NOOP("EngineText", "setup must be a mapping"),
    QT_TRANSLATE_NOOP("EngineText", "expert rule {key} must be true or false"),
    QT_TRANSLATE_NOOP("EngineText", "{what} must be a list of card ids"),
    # engine/journey/cards.py
    QT_TRANSLATE_NOOP("EngineText", "expected a mapping"),
    QT_TRANSLATE_NOOP("EngineText", "missing key '{key}'"),
    QT_TRANSLATE_NOOP("EngineText", "unknown key '{key}'"),
    QT_TRANSLATE_NOOP("EngineText", "expected a whole number, got {value}"),
    QT_TRANSLATE_NOOP("EngineText", "must be between {low} and {high}, got {value}"),
    QT_TRANSLATE_NOOP("EngineText", "expected a number, got {value}"),
    QT_TRANSLATE_NOOP("EngineText", "expected a non-empty text"),
    QT_TRANSLATE_NOOP("EngineText", "expected a list of positions (may be empty)"),
    QT_TRANSLATE_NOOP("EngineText", "a ruler has at most 2 detour marks"),
    QT_TRANSLATE_NOOP(
        "EngineText", "marks must increase and lie strictly inside the ruler (0 < mark < length)"
    ),
    QT_TRANSLATE_NOOP("EngineText", "expected '{expected}', got {found}"),
    QT_TRANSLATE_NOOP("EngineText", "expected a list of cards"),
    QT_TRANSLATE_NOOP("EngineText", "the id '{id}' is used twice"),
    QT_TRANSLATE_NOOP("EngineText", "expected none or one of {names}"),
    QT_TRANSLATE_NOOP("EngineText", "expected 30 cards, got {count}"),
    QT_TRANSLATE_NOOP("EngineText", "expected a list of 3 balloons (three distinct types)"),
    QT_TRANSLATE_NOOP("EngineText", "expected a list of the 4 characters"),
    QT_TRANSLATE_NOOP("EngineText", "unknown character {id}"),
    QT_TRANSLATE_NOOP("EngineText", "expected each of the 4 characters exactly once"),
    # engine/race/board.py
    QT_TRANSLATE_NOOP("EngineText", "{place}: format must be {expected}, not {found}"),
    QT_TRANSLATE_NOOP("EngineText", "{place}: name must be text"),
    QT_TRANSLATE_NOOP("EngineText", "{place}: coordinates must be 'lonlat' or 'unit', not {found}"),
    QT_TRANSLATE_NOOP("EngineText", "{place}: 'spaces' must be a list of spaces"),
    QT_TRANSLATE_NOOP(
        "EngineText", "{place}: a track needs {least}–{most} spaces, this one has {count}"
    ),
    QT_TRANSLATE_NOOP("EngineText", "{place}: a space must be a mapping with kind, x and y"),
    QT_TRANSLATE_NOOP("EngineText", "{place}: index is {index} but the space is number {number}"),
    QT_TRANSLATE_NOOP("EngineText", "{place}: unknown kind {kind} (one of {kinds})"),
    QT_TRANSLATE_NOOP("EngineText", "{place}: x and y must be numbers"),
    QT_TRANSLATE_NOOP("EngineText", "{place}: city must be text"),
    QT_TRANSLATE_NOOP("EngineText", "{place}: space 0 must be the start"),
    QT_TRANSLATE_NOOP("EngineText", "{place}: the last space must be London"),
    QT_TRANSLATE_NOOP(
        "EngineText", "{place}: only space 0 may be the start and only the last space London"
    ),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "{place}: the track needs the three final handcuff spaces, it has {count} handcuff "
        "space(s)",
    ),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "{place}: the three final handcuff spaces must lie in the last quarter of the track",
    ),
    # engine/race/cards.py
    QT_TRANSLATE_NOOP("EngineText", "{place}: '{key}' must be a list"),
    QT_TRANSLATE_NOOP("EngineText", "{place}: every card needs a text id"),
    QT_TRANSLATE_NOOP("EngineText", "{place}: the id {id} is used twice"),
    QT_TRANSLATE_NOOP("EngineText", "{place}: a card must be a mapping"),
    QT_TRANSLATE_NOOP("EngineText", "{place}: unknown card kind {kind} (one of {kinds})"),
    QT_TRANSLATE_NOOP(
        "EngineText", "{place}: a travel card needs a transport (one of {transports}), not {found}"
    ),
    QT_TRANSLATE_NOOP("EngineText", "{place}: a travel card's value must be 1–{most}, not {found}"),
    QT_TRANSLATE_NOOP("EngineText", "{place}: a {kind} card has no transport or value"),
    QT_TRANSLATE_NOOP(
        "EngineText", "{place}: the action deck must have {expected} cards, it has {found}"
    ),
    QT_TRANSLATE_NOOP("EngineText", "{place}: the effect must be a mapping with a kind"),
    QT_TRANSLATE_NOOP("EngineText", "{place}: unknown effect {effect} (one of {effects})"),
    QT_TRANSLATE_NOOP("EngineText", "{place}: the effect {effect} does not take {keys}"),
    QT_TRANSLATE_NOOP("EngineText", "{place}: {effect} needs {key}: 1–10, not {found}"),
    QT_TRANSLATE_NOOP(
        "EngineText", "{place}: {effect} needs a space_kind (one of {kinds}), not {found}"
    ),
    QT_TRANSLATE_NOOP(
        "EngineText", "{place}: {effect} needs a transport (one of {transports}), not {found}"
    ),
    QT_TRANSLATE_NOOP("EngineText", "{place}: an event must be a mapping"),
    QT_TRANSLATE_NOOP("EngineText", "{place}: {key} must be non-empty text"),
    QT_TRANSLATE_NOOP(
        "EngineText", "{place}: the event deck must have {expected} cards, it has {found}"
    ),
    # resources.py
    QT_TRANSLATE_NOOP(
        "EngineText", "its YAML aliases expand to more than {limit} nodes (line {line})"
    ),
    QT_TRANSLATE_NOOP("EngineText", "a YAML alias refers to itself (line {line})"),
    QT_TRANSLATE_NOOP("EngineText", "{where}not valid YAML: {problem}"),
    QT_TRANSLATE_NOOP("EngineText", "the document is nested too deeply"),
    QT_TRANSLATE_NOOP("EngineText", "the file is {size} bytes; more than {limit} is refused"),
    QT_TRANSLATE_NOOP("EngineText", "cannot read the file as UTF-8 text: {error}"),
    QT_TRANSLATE_NOOP("EngineText", "{name} is not a possible file name"),
    QT_TRANSLATE_NOOP("EngineText", "cannot read the file: {reason}"),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "the file holds more than {count} numbers; a map holds at most {points} points",
    ),
    QT_TRANSLATE_NOOP("EngineText", "a value cannot be read: {error}"),
    QT_TRANSLATE_NOOP(
        "EngineText",
        "this is not a regular file (a device, a pipe or a folder) and is not read",
    ),
    QT_TRANSLATE_NOOP("EngineText", "the file is larger than {limit} bytes and is refused"),
    QT_TRANSLATE_NOOP(
        "EngineText", "line {line}: a whole number of more than {digits} digits is refused"
    ),
    QT_TRANSLATE_NOOP("EngineText", "line {line}: {value} cannot be read: {error}"),
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
