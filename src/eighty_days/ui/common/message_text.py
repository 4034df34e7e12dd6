"""A message value (``eighty_days.messages``) as text in the chosen language.

One template per message key, marked for lupdate in the context ``Messages``; a template
with ``%n`` is translated with Qt's plural forms. Parameters are filled in: numbers as they
are, names translated as names (a character in ``Characters``, a transport in
``Transport``, a place, area or balloon in ``Names``), a message inside a message as text.
A language without a translation of a key shows the engine's English.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject

from eighty_days import i18n
from eighty_days.messages import (
    ENGLISH,
    Message,
    Name,
    NameKind,
    Param,
    english_param,
    fill,
    plural_english,
)

# The translation context of each kind of name (players' own names are not translated).
_NAME_CONTEXTS = {
    NameKind.CHARACTER: "Characters",
    NameKind.TRANSPORT: "Transport",
    NameKind.PLACE: "Names",
    NameKind.AREA: "Names",
    NameKind.BALLOON: "Names",
    NameKind.CARD: "Names",
    NameKind.RACE: "RaceBoard",
}


class Messages(QObject):
    """The templates (the class's name is their translation context)."""

    def __init__(self) -> None:
        super().__init__()
        self.templates: dict[str, Callable[[int], str]] = self._templates()

    def _templates(self) -> dict[str, Callable[[int], str]]:
        """Every key's template in the current language (``n`` fills ``%n``)."""
        return {
            # eighty_days/messages.py
            "count.days": lambda n: self.tr("%n day(s)", "", n),
            "count.pounds": lambda n: self.tr("%n pound(s)", "", n),
            "count.points": lambda n: self.tr("%n point(s)", "", n),
            "count.cards": lambda n: self.tr("%n card(s)", "", n),
            "count.spaces": lambda n: self.tr("%n space(s)", "", n),
            # engine/journey/events.py
            "journey.takes": lambda n: self.tr("{name} takes {card} for {pounds} and {days}."),
            "journey.takes_short": lambda n: self.tr(
                "{name} takes {card} for {pounds} and {days} ({missing} of them for missing "
                "pounds)."
            ),
            "journey.transport_card": lambda n: self.tr(
                "{transport} £{pounds} · {days} · ruler {ruler}"
            ),
            "journey.balloon_card": lambda n: self.tr("the balloon {balloon}"),
            "journey.aouda_returned": lambda n: self.tr(
                "{name} returns Princess Aouda to the reserve."
            ),
            "journey.character_from_reserve": lambda n: self.tr(
                "{name} takes {character} from the reserve."
            ),
            "journey.character_from_player": lambda n: self.tr(
                "{name} takes {character} from {other}."
            ),
            "journey.fix_discard": lambda n: self.tr(
                "Inspector Fix strikes {names}: they discard all their characters."
            ),
            "journey.fix_spend": lambda n: self.tr(
                "Inspector Fix strikes {names}: they spend {pounds} each."
            ),
            "journey.character_returned": lambda n: self.tr(
                "{name} returns {character} to the reserve."
            ),
            "journey.fix_paid": lambda n: self.tr("{name} pays {pounds}."),
            "journey.fix_paid_days": lambda n: self.tr("{name} pays {pounds} and {days}."),
            "journey.route": lambda n: self.tr("{name} draws a route."),
            "journey.route_empty": lambda n: self.tr("{name} draws a route of no length."),
            "journey.route_to": lambda n: self.tr("{name} draws a route to {place}."),
            "journey.adventure": lambda n: self.tr("{name} claims the adventure “{title}”."),
            "journey.eastwards": lambda n: self.tr(
                "{name} crosses the date line eastwards and gains {days}."
            ),
            "journey.westwards": lambda n: self.tr(
                "{name} crosses the date line westwards and loses {days}."
            ),
            "journey.earns": lambda n: self.tr("{name} earns {pounds}."),
            "journey.earns_full": lambda n: self.tr(
                "{name} earns {pounds} ({due} due; the tracker is full at 80)."
            ),
            "journey.month": lambda n: self.tr(
                "{name} reaches a new month: the next income card is revealed."
            ),
            "journey.game_over": lambda n: self.tr("Every journey has ended: the game is over."),
            "journey.too_late": lambda n: self.tr(
                "{name} is in London, but too late: the wager is lost (0 points)."
            ),
            "journey.arrived": lambda n: self.tr(
                "{name} completes the journey round the world: {points}."
            ),
            "journey.past_end": lambda n: self.tr(
                "{name} is past 21 December: the journey ends (0 points)."
            ),
            "journey.over": lambda n: self.tr("The game is over: every journey has ended."),
            "journey.take_first": lambda n: self.tr(
                "You must take a transport before drawing a route."
            ),
            "journey.draw_now": lambda n: self.tr(
                "You have taken a transport already: now draw your route."
            ),
            "journey.no_balloon": lambda n: self.tr("There is no balloon called {balloon}."),
            "journey.balloon_used": lambda n: self.tr(
                "You have used the {balloon} already: each balloon once per game."
            ),
            "journey.choose_transport": lambda n: self.tr(
                "Choose a transport from the market or a balloon."
            ),
            "journey.no_slot": lambda n: self.tr("There is no market place called {slot}."),
            "journey.deck_empty": lambda n: self.tr("The deck is empty."),
            "journey.space_empty": lambda n: self.tr("That market space is empty."),
            "journey.no_seat": lambda n: self.tr(
                "The acting seat {seat} is not a player of this game (0–{most})."
            ),
            "journey.not_your_turn": lambda n: self.tr(
                "It is not {name}'s turn: {active} is to act."
            ),
            "journey.marks": lambda n: self.tr("%n detour mark(s)", "", n),
            "journey.segments": lambda n: self.tr("%n straight segment(s)", "", n),
            "journey.too_many_segments": lambda n: self.tr(
                "This ruler has {marks}, so a route of at most {most}; yours has {found}."
            ),
            "journey.segment_too_long": lambda n: self.tr(
                "Segment {number} is {length} ruler units long; the ruler allows {allowed} there."
            ),
            "journey.segment_not_full": lambda n: self.tr(
                "Segment {number} must run the full {allowed} ruler units to the detour mark "
                "before turning; it is {length}."
            ),
            "journey.not_points": lambda n: self.tr(
                "A route is a list of points, each a pair of finite numbers."
            ),
            "journey.no_start": lambda n: self.tr("A route needs at least its starting point."),
            "journey.start_where_ended": lambda n: self.tr(
                "The route must start where your last route ended."
            ),
            # sheet/geometry.py
            "route.legal": lambda n: "",
            "route.leaves_map": lambda n: self.tr("The route leaves the map."),
            "route.mountains": lambda n: self.tr(
                "No transport can cross {names}, balloons included."
            ),
            "route.the_mountains": lambda n: self.tr("the mountains"),
            "route.the_range": lambda n: self.tr("the {name}"),
            "route.and": lambda n: self.tr("{first} and {second}"),
            "route.coast_once": lambda n: self.tr(
                "Passepartout lets the route cross the coastline only once, after a first part "
                "that suits the transport."
            ),
            "route.train_at_sea": lambda n: self.tr(
                "A train cannot cross the sea: the route leaves land here."
            ),
            "route.ship_on_land": lambda n: self.tr(
                "A ship cannot cross land: the route reaches the coast here."
            ),
            # engine/race/log.py
            "race.space_number": lambda n: self.tr("space {number}"),
            "race.space_with_kind": lambda n: self.tr("{space} ({kind})"),
            "race.travel_card": lambda n: self.tr("{transport} {value}"),
            "race.begins": lambda n: self.tr(
                "The race begins in London. The wind rose shows the {transport}; {name} starts."
            ),
            "race.stuck": lambda n: self.tr("{name} has no card that can be played here."),
            "race.jump": lambda n: self.tr(
                "{name} has played out the whole hand and jumps 5 spaces to {space}."
            ),
            "race.kept_event_lost": lambda n: self.tr("{name}'s kept event card is discarded."),
            "race.draws": lambda n: self.tr("{name} draws {cards}."),
            "race.handcuff_space": lambda n: self.tr(
                "Handcuffs! {name} goes back 3 spaces to {space} (that space has no effect)."
            ),
            "race.event_drawn": lambda n: self.tr("{name} draws the event “{title}”: {text}"),
            "race.cannot_forward": lambda n: self.tr(
                "{name} cannot move forward; nothing happens."
            ),
            "race.moves_forward": lambda n: self.tr("{name} moves forward to {space}."),
            "race.cannot_back": lambda n: self.tr("{name} cannot go back; nothing happens."),
            "race.the_event": lambda n: self.tr("the event “{title}”"),
            "race.misses_next": lambda n: self.tr("{name} will miss the next turn."),
            "race.discards": lambda n: self.tr("{name} discards {card}."),
            "race.discards_nothing": lambda n: self.tr("{name} discards nothing."),
            "race.nobody_affected": lambda n: self.tr("No other figure is affected."),
            "race.rose_turns": lambda n: self.tr("The wind rose turns to the {transport}."),
            "race.goes_back": lambda n: self.tr("{name} goes back to {space} ({source})."),
            "race.handcuffs_more": lambda n: self.tr(
                "Handcuffs! {name} goes back 3 more spaces to {space}."
            ),
            "race.plays_rose_turns": lambda n: self.tr(
                "{name} plays a wind rose card and turns the wind rose to the {transport}."
            ),
            "race.plays_rose_leaves": lambda n: self.tr(
                "{name} plays a wind rose card and leaves the wind rose on the {transport}."
            ),
            "race.plays_handcuffs": lambda n: self.tr("{name} plays a handcuffs card on {victim}."),
            "race.at_start": lambda n: self.tr("{name} is at the start; nothing happens."),
            "race.handcuffs_card_of": lambda n: self.tr("{name}'s handcuffs card"),
            "race.plays_money_bag": lambda n: self.tr(
                "{name} plays a money bag and moves {spaces} to {space}."
            ),
            "race.plays_forward": lambda n: self.tr("{name} plays {card} and moves on to {space}."),
            "race.plays_backward": lambda n: self.tr(
                "{name} plays {card} and moves back to {space}."
            ),
            "race.defends": lambda n: self.tr("{name} pays with a money bag and cancels {source}."),
            "race.exchanges": lambda n: self.tr("{name} exchanges 2 cards."),
            "race.discards_instead": lambda n: self.tr("{name} discards {card} instead of moving."),
            "race.turns_rose": lambda n: self.tr("{name} turns the wind rose to the {transport}."),
            "race.leaves_rose": lambda n: self.tr(
                "{name} leaves the wind rose on the {transport}."
            ),
            "race.keeps_event": lambda n: self.tr("{name} keeps the event card for later."),
            "race.carries_out": lambda n: self.tr("{name} carries out the event now."),
            "race.declines_jump": lambda n: self.tr(
                "{name} declines the jump and its 5 cards; the turn ends."
            ),
            "race.plays_kept_event": lambda n: self.tr(
                "{name} plays the kept event “{title}”: {text}"
            ),
            "race.passes": lambda n: self.tr("{name} can neither draw nor play and passes."),
            "race.ends_turn": lambda n: self.tr("{name} ends the turn."),
            "race.reshuffle": lambda n: self.tr(
                "The discard pile is shuffled into a new draw pile."
            ),
            "race.reshuffle_events": lambda n: self.tr(
                "The event cards are shuffled into a new event pile."
            ),
            "race.wins": lambda n: self.tr("{name} reaches London and wins the race!"),
            "race.misses_turn": lambda n: self.tr("{name} misses a turn."),
            "race.turn": lambda n: self.tr("It is {name}'s turn."),
            # engine/journey/scoring.py
            "score.most_fame": lambda n: self.tr("{name} has the most fame ({fame})."),
            "score.on_calendar": lambda n: self.tr(
                "{names} tie on {fame} fame; {name} wins on calendar points ({points})."
            ),
            "score.on_adventures": lambda n: self.tr(
                "{names} tie on {fame} fame; after equal calendar points {name} wins on adventure"
                " points ({points})."
            ),
            "score.shared": lambda n: self.tr(
                "{names} tie on {fame} fame; {sharing} are still level on calendar and adventure "
                "points and share the victory."
            ),
            # engine/race/log.py
            "race.reached_first": lambda n: self.tr(
                "{name} reached London first; the others are ranked by how far round the world "
                "they got."
            ),
        }


_messages: Messages | None = None


def templates() -> dict[str, Callable[[int], str]]:
    """Every key's template (made once, after the translator is installed)."""
    global _messages
    if _messages is None:
        _messages = Messages()
    return _messages.templates


def name_text(name: Name) -> str:
    """A name in the chosen language (a player's name as it is)."""
    own = dict(name.translated).get(i18n.current_language())
    if own is not None:
        return own
    context = _NAME_CONTEXTS.get(name.kind)
    return name.text if context is None else QCoreApplication.translate(context, name.text)


def map_name(text: str) -> str:
    """A name printed on a map (a place, an area, a sheet, a canal, a mountain range, an
    adventure's title, the map's own name) in the chosen language: the shipped maps' names
    are translated as names (``ui/common/map_names.py``); any other is shown as written."""
    return QCoreApplication.translate("Names", text) if text else text


def param_text(value: Param) -> str:
    """One parameter as text in the chosen language."""
    if isinstance(value, Message):
        return message_text(value)
    if isinstance(value, Name):
        return name_text(value)
    return english_param(value)


def message_text(message: Message) -> str:
    """``message`` in the chosen language."""
    template = templates().get(message.key)
    if template is None:  # a key without a template (the completeness test forbids it)
        return str(message)
    count = message.count if message.count is not None else 0
    text = template(count)
    english = ENGLISH[message.key]
    if message.count is not None and text == english.replace("%n", str(count)):
        text = plural_english(english, count)  # untranslated: the English plural form
    return fill(text, {name: param_text(value) for name, value in message.params})
