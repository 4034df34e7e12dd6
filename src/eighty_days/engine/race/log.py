"""The race log's messages (values: ``eighty_days.messages``) and the names they quote.

A space, a card, the wind rose's transport and an event card are quoted as names or small
messages, so that the UI writes them in the chosen language (an event card brings its own
German title and text).
"""

from __future__ import annotations

from eighty_days.engine.race.board import Board, SpaceKind
from eighty_days.engine.race.cards import ActionCard, CardKind, EventCard, Transport
from eighty_days.messages import Name, NameKind, Param, define

SPACE_NUMBER = define("race.space_number", "space {number}")
SPACE_WITH_KIND = define("race.space_with_kind", "{space} ({kind})")
TRAVEL_CARD = define("race.travel_card", "{transport} {value}")

BEGINS = define(
    "race.begins", "The race begins in London. The wind rose shows the {transport}; {name} starts."
)
STUCK = define("race.stuck", "{name} has no card that can be played here.")
JUMP = define("race.jump", "{name} has played out the whole hand and jumps 5 spaces to {space}.")
KEPT_EVENT_LOST = define("race.kept_event_lost", "{name}'s kept event card is discarded.")
DRAWS = define("race.draws", "{name} draws {cards}.")
HANDCUFF_SPACE = define(
    "race.handcuff_space",
    "Handcuffs! {name} goes back 3 spaces to {space} (that space has no effect).",
)
EVENT_DRAWN = define("race.event_drawn", "{name} draws the event “{title}”: {text}")
CANNOT_FORWARD = define("race.cannot_forward", "{name} cannot move forward; nothing happens.")
MOVES_FORWARD = define("race.moves_forward", "{name} moves forward to {space}.")
CANNOT_BACK = define("race.cannot_back", "{name} cannot go back; nothing happens.")
THE_EVENT = define("race.the_event", "the event “{title}”")
MISSES_NEXT = define("race.misses_next", "{name} will miss the next turn.")
DISCARDS = define("race.discards", "{name} discards {card}.")
DISCARDS_NOTHING = define("race.discards_nothing", "{name} discards nothing.")
NOBODY_AFFECTED = define("race.nobody_affected", "No other figure is affected.")
ROSE_TURNS = define("race.rose_turns", "The wind rose turns to the {transport}.")
GOES_BACK = define("race.goes_back", "{name} goes back to {space} ({source}).")
HANDCUFFS_MORE = define(
    "race.handcuffs_more", "Handcuffs! {name} goes back 3 more spaces to {space}."
)
PLAYS_ROSE_TURNS = define(
    "race.plays_rose_turns",
    "{name} plays a wind rose card and turns the wind rose to the {transport}.",
)
PLAYS_ROSE_LEAVES = define(
    "race.plays_rose_leaves",
    "{name} plays a wind rose card and leaves the wind rose on the {transport}.",
)
PLAYS_HANDCUFFS = define("race.plays_handcuffs", "{name} plays a handcuffs card on {victim}.")
AT_START = define("race.at_start", "{name} is at the start; nothing happens.")
HANDCUFFS_CARD_OF = define("race.handcuffs_card_of", "{name}'s handcuffs card")
PLAYS_MONEY_BAG = define(
    "race.plays_money_bag", "{name} plays a money bag and moves {spaces} to {space}."
)
PLAYS_FORWARD = define("race.plays_forward", "{name} plays {card} and moves on to {space}.")
PLAYS_BACKWARD = define("race.plays_backward", "{name} plays {card} and moves back to {space}.")
DEFENDS = define("race.defends", "{name} pays with a money bag and cancels {source}.")
EXCHANGES = define("race.exchanges", "{name} exchanges 2 cards.")
DISCARDS_INSTEAD = define("race.discards_instead", "{name} discards {card} instead of moving.")
TURNS_ROSE = define("race.turns_rose", "{name} turns the wind rose to the {transport}.")
LEAVES_ROSE = define("race.leaves_rose", "{name} leaves the wind rose on the {transport}.")
KEEPS_EVENT = define("race.keeps_event", "{name} keeps the event card for later.")
CARRIES_OUT = define("race.carries_out", "{name} carries out the event now.")
DECLINES_JUMP = define(
    "race.declines_jump", "{name} declines the jump and its 5 cards; the turn ends."
)
PLAYS_KEPT_EVENT = define("race.plays_kept_event", "{name} plays the kept event “{title}”: {text}")
PASSES = define("race.passes", "{name} can neither draw nor play and passes.")
ENDS_TURN = define("race.ends_turn", "{name} ends the turn.")
RESHUFFLE = define("race.reshuffle", "The discard pile is shuffled into a new draw pile.")
RESHUFFLE_EVENTS = define(
    "race.reshuffle_events", "The event cards are shuffled into a new event pile."
)
REACHED_FIRST = define(
    "race.reached_first",
    "{name} reached London first; the others are ranked by how far round the world they got.",
)
WINS = define("race.wins", "{name} reaches London and wins the race!")
MISSES_TURN = define("race.misses_turn", "{name} misses a turn.")
TURN = define("race.turn", "It is {name}'s turn.")


def term(text: str) -> Name:
    """A word of the race's own (a kind of space, a transport, a special card)."""
    return Name(NameKind.RACE, text)


def transport(value: Transport) -> Name:
    """The wind rose's transport ("coach", "elephant")."""
    return term(value.label)


def space(board: Board, index: int) -> Param:
    """A space as the log names it: "London", "Paris (great travel station)", "space 9"."""
    spot = board.spaces[index]
    if spot.kind is SpaceKind.LONDON:
        return term(spot.kind.label)
    named: Param = Name(NameKind.PLACE, spot.city) if spot.city else SPACE_NUMBER(number=spot.index)
    if spot.kind in (SpaceKind.PLAIN, SpaceKind.START):
        return named
    return SPACE_WITH_KIND(space=named, kind=term(spot.kind.label))


def card(value: ActionCard) -> Param:
    """An action card as a player names it ("train 4", "wind rose")."""
    if value.kind is CardKind.TRAVEL and value.transport is not None:
        return TRAVEL_CARD(transport=transport(value.transport), value=value.value)
    return term(value.title)


def event_title(event: EventCard) -> Name:
    """An event card's title, with its German."""
    return Name(NameKind.CARD, event.title_en, (("de", event.title_de),))


def event_text(event: EventCard) -> Name:
    """An event card's text, with its German."""
    return Name(NameKind.CARD, event.text_en, (("de", event.text_de),))
