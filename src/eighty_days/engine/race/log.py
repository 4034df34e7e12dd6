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


# Why an action is refused (``IllegalActionError``).
KEEP_NO_CARD = define(
    "race.keep_no_card",
    "To finish in London you may keep no card (expert variant); you would still hold {held}.",
)
KEEP_AT_MOST = define(
    "race.keep_at_most",
    "To finish in London you may keep at most {limit}; you would still hold {held}. Past the "
    "last handcuff space you may discard a card per turn.",
)
KEPT_EVENT_TO_LONDON = define(
    "race.kept_event_to_london",
    "You may not take an event card into London: play your kept event first.",
)
NOT_HELD = define("race.not_held", "{name} does not hold the card {card}.")
MOVES_EXACTLY = define(
    "race.moves_exactly", "A {card} card moves exactly {spaces}; it takes no other choice."
)
ROSE_SHOWS = define(
    "race.rose_shows",
    "The wind rose shows the {transport}: a {card} card cannot be played now (Windrose).",
)
FORWARD_ONLY = define(
    "race.forward_only", "Travel cards move forward; backwards only in the expert variant."
)
TOO_FEW_BEHIND = define(
    "race.too_few_behind",
    "There are only {spaces} behind your figure; a {card} card must be moved exactly.",
)
MONEY_BAG_STEPS = define(
    "race.money_bag_steps",
    "A money bag moves your figure 1, 2 or 3 spaces forward: choose how many.",
)
ROSE_CARD_CHOICE = define(
    "race.rose_card_choice",
    "A wind rose card needs the transport the rose is turned to (or left on).",
)
HANDCUFFS_NO_CHOICE = define(
    "race.handcuffs_no_choice",
    "A handcuffs card takes no choice: it sends the next player back 3 spaces.",
)
HANDCUFFS_AFTER_MOVE = define(
    "race.handcuffs_after_move",
    "A handcuffs card is a whole turn of its own: your figure has already moved this turn.",
)
NO_SEAT = define("race.no_seat", "The acting seat {seat} is not a player of this race (0–{most}).")
NOT_YOUR_DECISION = define(
    "race.not_your_decision", "It is not {name}'s decision now: {decider} is to act."
)
RACE_OVER = define("race.over", "The race is over: {name} has reached London.")
ONLY_MONEY_BAG = define(
    "race.only_money_bag", "Only a money bag card cancels a move back (ruling R1986-03)."
)
ANSWER_FIRST = define(
    "race.answer_first",
    "{victim} must first answer {source}: defend with a money bag or accept the move back.",
)
ROSE_FIRST = define("race.rose_first", "First turn the wind rose (or leave it where it is).")
EVENT_FIRST = define(
    "race.event_first", "First decide whether to keep the event card or carry it out."
)
JUMP_FIRST = define(
    "race.jump_first",
    "Your hand is played out: first take the 5-space jump with 5 new cards, or decline both.",
)
NOTHING_PENDING = define(
    "race.nothing_pending", "Nothing is pending: no move back waits for a money bag or an answer."
)
NO_EVENT_WAITING = define(
    "race.no_event_waiting",
    "No event card waits for a decision: there is nothing to keep or carry out now.",
)
ROSE_NOT_NOW = define(
    "race.rose_not_now",
    "The wind rose is turned on a wind rose space or with a wind rose card; it is not possible "
    "now.",
)
NO_JUMP_DUE = define(
    "race.no_jump_due", "No jump is due: it follows only when the whole hand has been played out."
)
NO_FURTHER_CARD = define("race.no_further_card", "No further card may be played this turn.")
DRAW_ONE_OR_TWO = define("race.draw_one_or_two", "You may draw 1 or 2 cards.")
DRAW_AT_START = define(
    "race.draw_at_start", "Cards may be drawn instead of playing only at the start of a turn."
)
STATION_DRAW = define(
    "race.station_draw",
    "At a great travel station you may draw only if none of your cards can be played "
    "(Großes Reisestationsfeld).",
)
FEW_LEFT = define("race.few_left", "Only {cards} can still be drawn.")
EXCHANGE_NOT_NOW = define(
    "race.exchange_not_now", "Exchanging cards replaces a whole turn; it is not possible now."
)
EXCHANGE_HAND = define(
    "race.exchange_hand", "Only with {needed} or more cards may you exchange two; you hold {held}."
)
TWO_DIFFERENT = define("race.two_different", "Choose two different cards to exchange.")
DISCARD_NOT_NOW = define(
    "race.discard_not_now", "Discarding a card replaces a whole turn; it is not possible now."
)
DISCARD_LATE = define(
    "race.discard_late",
    "You may discard instead of moving only after the three final handcuff spaces.",
)
DISCARD_LIMIT = define(
    "race.discard_limit", "You hold {held}; discarding is allowed down to {limit}."
)
KEEP_EXPERT = define("race.keep_expert", "Event cards are kept only in the expert variant.")
NO_KEPT_EVENT = define("race.no_kept_event", "You hold no event card.")
KEPT_THIS_TURN = define(
    "race.kept_this_turn", "An event card kept this turn can be played from your next turn on."
)
NO_PASSING = define(
    "race.no_passing",
    "Draw 1 or 2 cards or play a card; passing is allowed only if nothing is possible.",
)
NOT_POSSIBLE = define("race.not_possible", "{action} is not possible now.")

# Why a race cannot be set up (``RaceConfigError``).
SETUP_PLAYERS = define("race_setup.players", "the race is for {fewest}–{most} players, not {found}")
SETUP_NAMES = define("race_setup.names", "every player needs a name")
SETUP_SAME_NAME = define("race_setup.same_name", "two players have the same name")
SETUP_ROSE = define("race_setup.rose", "the wind rose must stand on coach, train, ship or elephant")
SETUP_HANDS = define("race_setup.hands", "the setup has {hands} for {players}")
SETUP_HAND_COUNT = define("race_setup.hand_count", "%n hand(s)")
SETUP_PLAYER_COUNT = define("race_setup.player_count", "%n player(s)")
SETUP_DEAL = define("race_setup.deal", "not enough action cards to deal 5 to every player")
SETUP_FIRST = define("race_setup.first", "first_player must be 0–{last}")
SETUP_NO_CARD = define("race_setup.no_card", "{what}: there is no card {card_id}")
SETUP_TWICE = define("race_setup.twice", "{what}: the card {card_id} is dealt twice")
SETUP_HAND_OF = define("race_setup.hand_of", "hand of {name}")
SETUP_DRAW_PILE = define("race_setup.draw_pile", "draw pile")
SETUP_EVENT_PILE = define("race_setup.event_pile", "event pile")


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
