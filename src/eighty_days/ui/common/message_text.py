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
            # engine/common.py, engine/race/actions.py, engine/race/log.py (refusals, set-up),
            # engine/race/state.py, engine/journey/actions.py, engine/journey/setup.py,
            # engine/journey/state.py
            "engine.too_large": lambda n: self.tr("a {kind} too large to show"),
            "race_action.not_valid": lambda n: self.tr("Not a valid race action {data}: {why}"),
            "race_action.not_mapping": lambda n: self.tr("it must be a mapping"),
            "race_action.unknown_type": lambda n: self.tr("unknown type (one of {types})"),
            "race_action.needs_card_id": lambda n: self.tr("'{key}' must be a card id"),
            "race_action.needs_transport": lambda n: self.tr("'{key}' must be one of {transports}"),
            "race_action.needs_seat": lambda n: self.tr("'seat' must be a player number 0–{most}"),
            "race_action.needs_count": lambda n: self.tr("'count' must be 1 or 2"),
            "race_action.needs_steps": lambda n: self.tr("'steps' must be 1, 2 or 3"),
            "race_action.needs_backward": lambda n: self.tr("'backward' must be true or false"),
            "race_action.needs_two_ids": lambda n: self.tr("'card_ids' must be two card ids"),
            "race_action.not_action": lambda n: self.tr("Not a race action: {action}."),
            "race_action.seat_not_number": lambda n: self.tr(
                "The acting seat must be a player number, not {seat}."
            ),
            "race_action.count_not_number": lambda n: self.tr(
                "The number of cards to draw must be 1 or 2, not {value}."
            ),
            "race_action.steps_not_number": lambda n: self.tr(
                "A money bag's steps must be 1, 2 or 3, not {steps}."
            ),
            "race_action.new_transport": lambda n: self.tr(
                "The wind rose's new transport must be coach, train, ship or elephant, not "
                "{transport}."
            ),
            "race_action.backward_not_bool": lambda n: self.tr(
                "'backward' must be true or false, not {backward}."
            ),
            "race_action.card_id_not_text": lambda n: self.tr(
                "'{key}' must be a card id (text), not {value}."
            ),
            "race_action.not_two_cards": lambda n: self.tr(
                "An exchange names exactly two cards, not {card_ids}."
            ),
            "race_action.rose_not_transport": lambda n: self.tr(
                "The wind rose turns to coach, train, ship or elephant, not {transport}."
            ),
            "race.keep_no_card": lambda n: self.tr(
                "To finish in London you may keep no card (expert variant); you would still hold "
                "{held}."
            ),
            "race.keep_at_most": lambda n: self.tr(
                "To finish in London you may keep at most {limit}; you would still hold {held}. "
                "Past the last handcuff space you may discard a card per turn."
            ),
            "race.kept_event_to_london": lambda n: self.tr(
                "You may not take an event card into London: play your kept event first."
            ),
            "race.not_held": lambda n: self.tr("{name} does not hold the card {card}."),
            "race.moves_exactly": lambda n: self.tr(
                "A {card} card moves exactly {spaces}; it takes no other choice."
            ),
            "race.rose_shows": lambda n: self.tr(
                "The wind rose shows the {transport}: a {card} card cannot be played now "
                "(Windrose)."
            ),
            "race.forward_only": lambda n: self.tr(
                "Travel cards move forward; backwards only in the expert variant."
            ),
            "race.too_few_behind": lambda n: self.tr(
                "There are only {spaces} behind your figure; a {card} card must be moved exactly."
            ),
            "race.money_bag_steps": lambda n: self.tr(
                "A money bag moves your figure 1, 2 or 3 spaces forward: choose how many."
            ),
            "race.rose_card_choice": lambda n: self.tr(
                "A wind rose card needs the transport the rose is turned to (or left on)."
            ),
            "race.handcuffs_no_choice": lambda n: self.tr(
                "A handcuffs card takes no choice: it sends the next player back 3 spaces."
            ),
            "race.handcuffs_after_move": lambda n: self.tr(
                "A handcuffs card is a whole turn of its own: your figure has already moved this "
                "turn."
            ),
            "race.no_seat": lambda n: self.tr(
                "The acting seat {seat} is not a player of this race (0–{most})."
            ),
            "race.not_your_decision": lambda n: self.tr(
                "It is not {name}'s decision now: {decider} is to act."
            ),
            "race.over": lambda n: self.tr("The race is over: {name} has reached London."),
            "race.only_money_bag": lambda n: self.tr(
                "Only a money bag card cancels a move back (ruling R1986-03)."
            ),
            "race.answer_first": lambda n: self.tr(
                "{victim} must first answer {source}: defend with a money bag or accept the move "
                "back."
            ),
            "race.rose_first": lambda n: self.tr(
                "First turn the wind rose (or leave it where it is)."
            ),
            "race.event_first": lambda n: self.tr(
                "First decide whether to keep the event card or carry it out."
            ),
            "race.jump_first": lambda n: self.tr(
                "Your hand is played out: first take the 5-space jump with 5 new cards, or "
                "decline both."
            ),
            "race.nothing_pending": lambda n: self.tr(
                "Nothing is pending: no move back waits for a money bag or an answer."
            ),
            "race.no_event_waiting": lambda n: self.tr(
                "No event card waits for a decision: there is nothing to keep or carry out now."
            ),
            "race.rose_not_now": lambda n: self.tr(
                "The wind rose is turned on a wind rose space or with a wind rose card; it is "
                "not possible now."
            ),
            "race.no_jump_due": lambda n: self.tr(
                "No jump is due: it follows only when the whole hand has been played out."
            ),
            "race.no_further_card": lambda n: self.tr("No further card may be played this turn."),
            "race.draw_one_or_two": lambda n: self.tr("You may draw 1 or 2 cards."),
            "race.draw_at_start": lambda n: self.tr(
                "Cards may be drawn instead of playing only at the start of a turn."
            ),
            "race.station_draw": lambda n: self.tr(
                "At a great travel station you may draw only if none of your cards can be played "
                "(Großes Reisestationsfeld)."
            ),
            "race.few_left": lambda n: self.tr("Only {cards} can still be drawn."),
            "race.exchange_not_now": lambda n: self.tr(
                "Exchanging cards replaces a whole turn; it is not possible now."
            ),
            "race.exchange_hand": lambda n: self.tr(
                "Only with {needed} or more cards may you exchange two; you hold {held}."
            ),
            "race.two_different": lambda n: self.tr("Choose two different cards to exchange."),
            "race.discard_not_now": lambda n: self.tr(
                "Discarding a card replaces a whole turn; it is not possible now."
            ),
            "race.discard_late": lambda n: self.tr(
                "You may discard instead of moving only after the three final handcuff spaces."
            ),
            "race.discard_limit": lambda n: self.tr(
                "You hold {held}; discarding is allowed down to {limit}."
            ),
            "race.keep_expert": lambda n: self.tr(
                "Event cards are kept only in the expert variant."
            ),
            "race.no_kept_event": lambda n: self.tr("You hold no event card."),
            "race.kept_this_turn": lambda n: self.tr(
                "An event card kept this turn can be played from your next turn on."
            ),
            "race.no_passing": lambda n: self.tr(
                "Draw 1 or 2 cards or play a card; passing is allowed only if nothing is possible."
            ),
            "race.not_possible": lambda n: self.tr("{action} is not possible now."),
            "race_setup.players": lambda n: self.tr(
                "the race is for {fewest}–{most} players, not {found}"
            ),
            "race_setup.names": lambda n: self.tr("every player needs a name"),
            "race_setup.same_name": lambda n: self.tr("two players have the same name"),
            "race_setup.rose": lambda n: self.tr(
                "the wind rose must stand on coach, train, ship or elephant"
            ),
            "race_setup.hands": lambda n: self.tr("the setup has {hands} for {players}"),
            "race_setup.hand_count": lambda n: self.tr("%n hand(s)", "", n),
            "race_setup.player_count": lambda n: self.tr("%n player(s)", "", n),
            "race_setup.deal": lambda n: self.tr(
                "not enough action cards to deal 5 to every player"
            ),
            "race_setup.first": lambda n: self.tr("first_player must be 0–{last}"),
            "race_setup.no_card": lambda n: self.tr("{what}: there is no card {card_id}"),
            "race_setup.twice": lambda n: self.tr("{what}: the card {card_id} is dealt twice"),
            "race_setup.hand_of": lambda n: self.tr("hand of {name}"),
            "race_setup.draw_pile": lambda n: self.tr("draw pile"),
            "race_setup.event_pile": lambda n: self.tr("event pile"),
            "race_setup.record_game": lambda n: self.tr("this is not a record of the {game} race"),
            "race_setup.record_seed": lambda n: self.tr("the record's seed must be a whole number"),
            "race_setup.record_actions": lambda n: self.tr("the record's actions must be a list"),
            "race_config.unknown_expert": lambda n: self.tr(
                "unknown expert rules {unknown} (known: {known})"
            ),
            "race_config.expert_not_bool": lambda n: self.tr(
                "expert rule {key} must be true or false"
            ),
            "race_config.not_card_ids": lambda n: self.tr("{what} must be a list of card ids"),
            "race_config.first_not_number": lambda n: self.tr(
                "first_player must be a player number"
            ),
            "race_config.not_mapping": lambda n: self.tr("a race configuration must be a mapping"),
            "race_config.players_not_list": lambda n: self.tr("players must be a list of names"),
            "race_config.rose": lambda n: self.tr("wind_rose must be one of {transports}"),
            "race_config.expert_not_mapping": lambda n: self.tr(
                "expert must be a mapping of switches"
            ),
            "race_config.setup_not_mapping": lambda n: self.tr("setup must be a mapping"),
            "journey_action.needs_keys": lambda n: self.tr("a {kind} action needs {missing}"),
            "journey_action.unknown_keys": lambda n: self.tr(
                "unknown keys in a {kind} action: {extra}"
            ),
            "journey_action.not_mapping": lambda n: self.tr(
                "an action must be a mapping, got {type}"
            ),
            "journey_action.unknown_type": lambda n: self.tr(
                "unknown action type {kind}; one of {names}"
            ),
            "journey_action.flip_not_bool": lambda n: self.tr(
                "'flip' must be true or false, got {flip}"
            ),
            "journey_action.balloon_not_id": lambda n: self.tr(
                "'balloon' must be a balloon id, got {balloon}"
            ),
            "journey_action.points_not_list": lambda n: self.tr(
                "'points' must be a non-empty list of [x, y] pairs"
            ),
            "journey_action.unknown_slot": lambda n: self.tr(
                "unknown market slot {slot}; one of {names}"
            ),
            "journey_action.point_not_pair": lambda n: self.tr(
                "points[{index}] must be a pair of finite numbers"
            ),
            "journey_action.seat_range": lambda n: self.tr(
                "'seat' must be a player number 0–{most}, got {seat}"
            ),
            "journey_action.not_action": lambda n: self.tr("Not an action of this game: {action}"),
            "journey_action.seat_not_number": lambda n: self.tr(
                "The acting seat must be a player number, not {seat}."
            ),
            "journey_action.slot_not_slot": lambda n: self.tr(
                "The market place must be one of {names}, not {slot}."
            ),
            "journey_action.flip_field": lambda n: self.tr(
                "'flip' must be true or false, not {flip}."
            ),
            "journey_action.balloon_field": lambda n: self.tr(
                "A balloon is named by its id, not {balloon}."
            ),
            "journey_setup.config_invalid": lambda n: self.tr(
                "The game configuration is not valid: {error}"
            ),
            "journey_setup.player_count": lambda n: self.tr(
                "The journey game is for 2 to 4 players, not {found}."
            ),
            "journey_setup.names": lambda n: self.tr("Every player needs a name."),
            "journey_setup.same_name": lambda n: self.tr("Two players have the same name."),
            "journey_setup.colour": lambda n: self.tr(
                "{name}'s colour must look like #rrggbb, not {colour}."
            ),
            "journey_setup.same_colour": lambda n: self.tr("Two players have the same colour."),
            "journey_setup.sides": lambda n: self.tr(
                "Choose one side for each of the four characters."
            ),
            "journey_setup.no_location": lambda n: self.tr(
                "The map has no location {ref} for the start or the arrival."
            ),
            "journey_setup.income_cards": lambda n: self.tr(
                "The map needs at least 3 income cards (three are used in a game)."
            ),
            "journey_setup.adventure_cards": lambda n: self.tr("The map needs at least {cards}."),
            "journey_setup.adventure_count": lambda n: self.tr("%n adventure card(s)", "", n),
            "journey_setup.market_cards": lambda n: self.tr(
                "The card set has too few train/ship cards for a market."
            ),
            "journey_setup.fixed_unknown": lambda n: self.tr(
                "Fixed setup: {name} names unknown cards: {unknown}."
            ),
            "journey_setup.fixed_twice": lambda n: self.tr(
                "Fixed setup: {name} names a card twice."
            ),
            "journey_setup.fixed_count": lambda n: self.tr(
                "Fixed setup: {name} needs exactly {cards}, not {found}."
            ),
            "journey_setup.fixed_stack": lambda n: self.tr(
                "Fixed setup: the stack order must list every player once."
            ),
            "journey_setup.fixed_income": lambda n: self.tr(
                "Fixed setup: the income order needs at least one card."
            ),
            "journey_setup.fixed_both_rows": lambda n: self.tr(
                "Fixed setup: a card lies in both market rows."
            ),
            "journey_setup.fixed_balloon": lambda n: self.tr(
                "Fixed setup: deck cards lie as trains or ships, not balloons."
            ),
            "journey_setup.fixed_once": lambda n: self.tr(
                "Fixed setup: the market and the deck must hold every card exactly once."
            ),
            # engine/journey/cards.py, engine/race/board.py, engine/race/cards.py, resources.py
            "data.problems": lambda n: self.tr("{source}: %n problem(s)", "", n),
            "data.at": lambda n: self.tr("{place}: {problem}"),
            "data.place_line": lambda n: self.tr("{path} (line {line})"),
            "data.document": lambda n: self.tr("(document)"),
            "data.whole_number_digits": lambda n: self.tr(
                "a whole number of more than {digits} digits"
            ),
            "data.not_a_file_name": lambda n: self.tr("{name} is not a possible file name"),
            "data.aliases_expand": lambda n: self.tr(
                "its YAML aliases expand to more than {limit} nodes (line {line})"
            ),
            "data.alias_loop": lambda n: self.tr("a YAML alias refers to itself (line {line})"),
            "data.too_many_numbers": lambda n: self.tr(
                "the file holds more than {numbers} numbers; a map holds at most {points} points"
            ),
            "data.not_yaml": lambda n: self.tr("not valid YAML: {problem}"),
            "data.not_yaml_at": lambda n: self.tr(
                "line {line}, column {column}: not valid YAML: {problem}"
            ),
            "data.too_deep": lambda n: self.tr("the document is nested too deeply"),
            "data.value_unreadable": lambda n: self.tr("a value cannot be read: {error}"),
            "data.long_number": lambda n: self.tr(
                "line {line}: a whole number of more than {digits} digits is refused"
            ),
            "data.value_at": lambda n: self.tr("line {line}: {value} cannot be read: {error}"),
            "data.cannot_read": lambda n: self.tr("cannot read the file: {error}"),
            "data.not_utf8": lambda n: self.tr("cannot read the file as UTF-8 text: {error}"),
            "data.not_a_file": lambda n: self.tr(
                "this is not a regular file (a device, a pipe or a folder) and is not read"
            ),
            "data.larger_than": lambda n: self.tr(
                "the file is larger than {limit} bytes and is refused"
            ),
            "data.size_over": lambda n: self.tr(
                "the file is {size} bytes; more than {limit} is refused"
            ),
            "race_board.not_mapping": lambda n: self.tr(
                "the board must be a mapping with 'spaces'"
            ),
            "race_board.format": lambda n: self.tr("format must be {expected}, not {found}"),
            "race_board.name": lambda n: self.tr("name must be text"),
            "race_board.coordinates": lambda n: self.tr(
                "coordinates must be 'lonlat' or 'unit', not {found}"
            ),
            "race_board.spaces_list": lambda n: self.tr("'spaces' must be a list of spaces"),
            "race_board.track_length": lambda n: self.tr(
                "a track needs {least}–{most} spaces, this one has {count}"
            ),
            "race_board.space_mapping": lambda n: self.tr(
                "a space must be a mapping with kind, x and y"
            ),
            "race_board.index": lambda n: self.tr(
                "index is {index} but the space is number {number}"
            ),
            "race_board.unknown_kind": lambda n: self.tr("unknown kind {kind} (one of {kinds})"),
            "race_board.xy": lambda n: self.tr("x and y must be numbers"),
            "race_board.city": lambda n: self.tr("city must be text"),
            "race_board.first_start": lambda n: self.tr("space 0 must be the start"),
            "race_board.last_london": lambda n: self.tr("the last space must be London"),
            "race_board.start_london_only": lambda n: self.tr(
                "only space 0 may be the start and only the last space London"
            ),
            "race_board.final_handcuffs": lambda n: self.tr(
                "the track needs the three final handcuff spaces, it has {spaces}"
            ),
            "race_board.handcuff_spaces": lambda n: self.tr("%n handcuff space(s)", "", n),
            "race_board.last_quarter": lambda n: self.tr(
                "the three final handcuff spaces must lie in the last quarter of the track"
            ),
            "race_cards.file_mapping": lambda n: self.tr("the file must be a mapping with '{key}'"),
            "race_cards.format": lambda n: self.tr("format must be {expected}, not {found}"),
            "race_cards.not_list": lambda n: self.tr("'{key}' must be a list"),
            "race_cards.text_id": lambda n: self.tr("every card needs a text id"),
            "race_cards.id_twice": lambda n: self.tr("the id {id} is used twice"),
            "race_cards.card_mapping": lambda n: self.tr("a card must be a mapping"),
            "race_cards.unknown_kind": lambda n: self.tr(
                "unknown card kind {kind} (one of {kinds})"
            ),
            "race_cards.travel_transport": lambda n: self.tr(
                "a travel card needs a transport (one of {transports}), not {found}"
            ),
            "race_cards.travel_value": lambda n: self.tr(
                "a travel card's value must be 1–{most}, not {found}"
            ),
            "race_cards.no_transport": lambda n: self.tr("a {kind} card has no transport or value"),
            "race_cards.action_deck": lambda n: self.tr(
                "the action deck must have {expected} cards, it has {found}"
            ),
            "race_cards.effect_mapping": lambda n: self.tr(
                "the effect must be a mapping with a kind"
            ),
            "race_cards.unknown_effect": lambda n: self.tr(
                "unknown effect {effect} (one of {effects})"
            ),
            "race_cards.effect_extra": lambda n: self.tr(
                "the effect {effect} does not take {keys}"
            ),
            "race_cards.effect_amount": lambda n: self.tr(
                "{effect} needs {key}: 1–10, not {found}"
            ),
            "race_cards.effect_space": lambda n: self.tr(
                "{effect} needs a space_kind (one of {kinds}), not {found}"
            ),
            "race_cards.effect_transport": lambda n: self.tr(
                "{effect} needs a transport (one of {transports}), not {found}"
            ),
            "race_cards.event_mapping": lambda n: self.tr("an event must be a mapping"),
            "race_cards.event_text": lambda n: self.tr("{key} must be non-empty text"),
            "race_cards.event_deck": lambda n: self.tr(
                "the event deck must have {expected} cards, it has {found}"
            ),
            "race_cards.packaged": lambda n: self.tr("cannot read the packaged deck: {error}"),
            "journey_cards.mapping": lambda n: self.tr("expected a mapping"),
            "journey_cards.missing_key": lambda n: self.tr("missing key '{key}'"),
            "journey_cards.unknown_key": lambda n: self.tr("unknown key '{key}'"),
            "journey_cards.whole": lambda n: self.tr("expected a whole number, got {value}"),
            "journey_cards.between": lambda n: self.tr(
                "must be between {low} and {high}, got {value}"
            ),
            "journey_cards.number": lambda n: self.tr("expected a number, got {value}"),
            "journey_cards.text": lambda n: self.tr("expected a non-empty text"),
            "journey_cards.marks": lambda n: self.tr("expected a list of positions (may be empty)"),
            "journey_cards.two_marks": lambda n: self.tr("a ruler has at most 2 detour marks"),
            "journey_cards.marks_order": lambda n: self.tr(
                "marks must increase and lie strictly inside the ruler (0 < mark < length)"
            ),
            "journey_cards.format": lambda n: self.tr("expected '{expected}', got {found}"),
            "journey_cards.cards": lambda n: self.tr("expected a list of cards"),
            "journey_cards.id_twice": lambda n: self.tr("the id '{id}' is used twice"),
            "journey_cards.icon": lambda n: self.tr("expected none or one of {names}"),
            "journey_cards.thirty": lambda n: self.tr("expected 30 cards, got {count}"),
            "journey_cards.balloons": lambda n: self.tr(
                "expected a list of 3 balloons (three distinct types)"
            ),
            "journey_cards.characters": lambda n: self.tr("expected a list of the 4 characters"),
            "journey_cards.unknown_character": lambda n: self.tr("unknown character {id}"),
            "journey_cards.each_character": lambda n: self.tr(
                "expected each of the 4 characters exactly once"
            ),
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
            # saves/errors.py
            "save.in_file": lambda n: self.tr("{source}: {problem}"),
            "save.at_place": lambda n: self.tr("{source}: {where}: {problem}"),
            # saves/format.py
            "save.empty": lambda n: self.tr("the file is empty (an interrupted save?)"),
            "save.too_many_lists": lambda n: self.tr(
                "the file holds more than {lists} lists; no game has so many (a route has at "
                "most {most} points)"
            ),
            "save.truncated": lambda n: self.tr(
                "the file ends too early at line {line}: it is truncated"
            ),
            "save.not_json": lambda n: self.tr(
                "the file is corrupt: not valid JSON at line {line}, column {column} ({reason})"
            ),
            "save.too_deep": lambda n: self.tr("the file is corrupt: it is nested too deeply"),
            "save.huge_number": lambda n: self.tr(
                "the file is corrupt: a whole number of more than {digits} digits is refused"
            ),
            "save.corrupt": lambda n: self.tr("the file is corrupt: {error}"),
            "save.not_an_object": lambda n: self.tr(
                "this is not a save file: it must hold a JSON object"
            ),
            "save.cannot_open": lambda n: self.tr("cannot open the file: {reason}"),
            "save.not_a_file": lambda n: self.tr(
                "this is not a regular file (a device, a pipe or a folder) and is not read"
            ),
            "save.larger_than": lambda n: self.tr(
                "the file is larger than {limit} bytes and is refused"
            ),
            "save.too_large": lambda n: self.tr(
                "the file is {size} bytes; a save larger than {limit} is refused"
            ),
            "save.not_utf8": lambda n: self.tr(
                "the file is corrupt: not UTF-8 text (byte {offset})"
            ),
            "save.not_a_mapping": lambda n: self.tr(
                "this is not a save file: it must be a mapping"
            ),
            "save.not_ours": lambda n: self.tr(
                "this is not an Eighty Days save file (format {found})"
            ),
            "save.bad_version": lambda n: self.tr(
                "the format version must be a whole number, not {version}"
            ),
            "save.newer_version": lambda n: self.tr(
                "wrong version: the file has format version {version}, this program reads "
                "version {newest} or older (saved by a newer Eighty Days?)"
            ),
            "save.no_such_version": lambda n: self.tr(
                "wrong version: there is no format version {version}"
            ),
            "save.keys_missing": lambda n: self.tr("missing key(s): {keys}", "", n),
            "save.unknown_keys": lambda n: self.tr("unknown key(s) {keys}", "", n),
            "save.unknown_game": lambda n: self.tr("unknown game {game}; one of {games}"),
            "save.bad_seed": lambda n: self.tr(
                "the seed must be a whole number from 0 to 2^64 − 1, not {seed}"
            ),
            "save.config_not_mapping": lambda n: self.tr("the configuration must be a mapping"),
            "save.saved_at_not_text": lambda n: self.tr("the save time must be text"),
            "save.actions_not_list": lambda n: self.tr("the actions must be a list"),
            "save.too_many_actions": lambda n: self.tr(
                "{actions} actions is more than any game has"
            ),
            "save.action_not_mapping": lambda n: self.tr(
                "an action must be a mapping with a 'type'"
            ),
            "save.route_too_long": lambda n: self.tr(
                "a route of {points} points; a route has at most {most}"
            ),
            "save.list_too_long": lambda n: self.tr(
                "an action holds a list of {items} items; at most {most}"
            ),
            "save.cards_not_mapping": lambda n: self.tr(
                "the cards must be a mapping {{sha256, files}}"
            ),
            "save.card_files": lambda n: self.tr("the card files must be {names}"),
            "save.card_file_not_text": lambda n: self.tr("each card file must be YAML text"),
            "save.cards_changed": lambda n: self.tr(
                "the embedded card files were changed after saving"
            ),
            "save.map_not_mapping": lambda n: self.tr(
                "the map must be a mapping {{path, shipped, sha256[, text]}}"
            ),
            "save.map_path_not_text": lambda n: self.tr("the map's path must be text"),
            "save.map_path_nul": lambda n: self.tr(
                "the map's path holds a NUL character: no file has such a name"
            ),
            "save.shipped_not_bool": lambda n: self.tr("'shipped' must be true or false"),
            "save.bad_map_hash": lambda n: self.tr("the map's hash must be 64 hexadecimal digits"),
            "save.shipped_embedded": lambda n: self.tr(
                "a map shipped with the program is not embedded"
            ),
            "save.map_not_text": lambda n: self.tr("the embedded map must be YAML text"),
            "save.map_not_embedded": lambda n: self.tr(
                "a map that is not shipped with the program must be embedded"
            ),
            "save.shipped_path": lambda n: self.tr(
                "a shipped map is named by its file name, not {path}"
            ),
            "save.seats_not_list": lambda n: self.tr("the seats must be a list"),
            "save.bad_seat": lambda n: self.tr("a seat is {{name, colour, shape, human[, level]}}"),
            "save.bad_seat_fields": lambda n: self.tr(
                "a seat's name, colour, shape and level are text, 'human' true or false"
            ),
            "save.actions": lambda n: self.tr("%n action(s)", "", n),
            "save.not_a_number": lambda n: self.tr("{number} is not a number a save file may hold"),
            "save.unknown_level": lambda n: self.tr(
                "unknown computer level {level}; one of {names}"
            ),
            "save.not_unicode": lambda n: self.tr(
                "the file holds text that is not valid Unicode (a lone surrogate such as \\ud800)"
            ),
            "save.bad_colour": lambda n: self.tr(
                "a seat's colour must be written #rrggbb (six hexadecimal digits), not {colour}"
            ),
            "save.name_too_long": lambda n: self.tr(
                "a player's name has %n character(s); at most {most} are allowed", "", n
            ),
            "save.name_not_printable": lambda n: self.tr(
                "a player's name holds a character that cannot be shown ({character}): a "
                "control character or a line break"
            ),
            # saves/files.py
            "save.cannot_write": lambda n: self.tr("cannot write the file: {reason}"),
            "save.played_elsewhere": lambda n: self.tr(
                "another Eighty Days program is playing this game: it is not written here"
            ),
            # saves/games.py
            "config.not_mapping": lambda n: self.tr("the configuration must be a mapping"),
            "config.unknown_keys": lambda n: self.tr("unknown key(s) {keys}", "", n),
            "config.players_not_list": lambda n: self.tr(
                "'players' must be a list of {{name, colour}}"
            ),
            "config.bad_player": lambda n: self.tr(
                "players[{index}] must be {{name: text, colour: text}}"
            ),
            "config.sides_not_mapping": lambda n: self.tr(
                "'character_sides' must map characters to front/back"
            ),
            "config.bad_side": lambda n: self.tr(
                "character_sides: {key}: {side} is not front or back"
            ),
            "config.fixed_not_mapping": lambda n: self.tr("'fixed' must be a mapping"),
            "config.fixed_unknown_keys": lambda n: self.tr("fixed: unknown key(s) {keys}", "", n),
            "config.fixed_not_list": lambda n: self.tr("fixed.{key} must be a list"),
            "config.fixed_deck": lambda n: self.tr("fixed.deck must list [card, train|ship] pairs"),
            "config.fixed_stack": lambda n: self.tr("fixed.stack_order must list player numbers"),
            "config.fixed_cards": lambda n: self.tr("fixed.{key} must list card ids"),
            "config.other_window": lambda n: self.tr(
                "this is a save of {kind}; open it in that window"
            ),
            "config.shipped_board_only": lambda n: self.tr(
                "only races on the shipped board can be saved"
            ),
            "config.unreadable": lambda n: self.tr("the configuration cannot be read: {error}"),
            # saves/load.py
            "save.embedded_map_too_large": lambda n: self.tr("the embedded map is too large"),
            "save.embedded_map_changed": lambda n: self.tr(
                "wrong map hash: the embedded map was changed after saving (expected "
                "{expected}…, found {found}…)"
            ),
            "save.embedded_map_invalid": lambda n: self.tr(
                "the embedded map is not valid: {error}"
            ),
            "save.embedded_map_unreadable": lambda n: self.tr(
                "the embedded map cannot be read: {error}"
            ),
            "save.map_too_large": lambda n: self.tr("the map {path} is too large"),
            "save.map_unreadable_file": lambda n: self.tr("the map {path} cannot be read: {error}"),
            "save.map_changed": lambda n: self.tr(
                "wrong map hash: the map {path} has changed since the game was saved (expected "
                "{expected}…, found {found}…)"
            ),
            "save.map_invalid": lambda n: self.tr("the map is not valid: {error}"),
            "save.map_unreadable": lambda n: self.tr("the map cannot be read: {error}"),
            "save.card_file_refused": lambda n: self.tr(
                "the card file {name} is refused: {problem}"
            ),
            "save.cards_invalid": lambda n: self.tr("the embedded cards are not valid: {error}"),
            "save.cards_unreadable": lambda n: self.tr(
                "the embedded cards cannot be read: {error}"
            ),
            "save.cannot_start": lambda n: self.tr("the game cannot start: {error}"),
            "save.config_broken": lambda n: self.tr("the configuration is broken: {error}"),
            "save.wrong_seats": lambda n: self.tr(
                "the save lists %n seat(s) for a game of {players} players",
                "",
                n,
            ),
            "save.invalid_action": lambda n: self.tr("not a valid action: {error}"),
            "save.already_over": lambda n: self.tr("illegal action: the game was already over"),
            "save.illegal_action": lambda n: self.tr(
                "illegal action {data} (hand-edited?): {error}"
            ),
            "save.unreplayable": lambda n: self.tr("action {data} cannot be replayed: {error}"),
            "save.no_type": lambda n: self.tr("without a type"),
            "save.two_parts": lambda n: self.tr("{first}; {second}"),
            "save.unforeseen": lambda n: self.tr("the file cannot be read: {error}"),
            # saves/challenge.py
            "challenge.not_a_code": lambda n: self.tr(
                "this is not a challenge code (it starts with {prefix})"
            ),
            "challenge.code_too_long": lambda n: self.tr("the code is too long for a challenge"),
            "challenge.code_too_big": lambda n: self.tr(
                "the code unpacks to more than a challenge holds"
            ),
            "challenge.code_broken": lambda n: self.tr("the code is broken: it was cut or changed"),
            "challenge.file_not_regular": lambda n: self.tr(
                "this is not a regular file (a device, a pipe or a folder) and is not read"
            ),
            "challenge.text_too_large": lambda n: self.tr("the file is too large for a challenge"),
            "challenge.not_ours": lambda n: self.tr("this is not an Eighty Days challenge"),
            "challenge.wrong_version": lambda n: self.tr(
                "wrong version: the challenge has version {version}, this program reads "
                "version {newest}"
            ),
            "challenge.wrong_keys": lambda n: self.tr("a challenge holds exactly {keys}"),
            "challenge.changed": lambda n: self.tr(
                "the challenge was changed after it was sent (its checksum differs)"
            ),
            "challenge.sent_at_not_text": lambda n: self.tr("the sending time must be text"),
            "challenge.not_a_journey": lambda n: self.tr("only a journey can be a challenge"),
            "challenge.not_finished": lambda n: self.tr("the sender's game is not finished"),
            "challenge.bad_seat": lambda n: self.tr("the sender's seat must be 0 to {last}"),
            "challenge.wrong_result": lambda n: self.tr(
                "the sender's result does not match the game they played"
            ),
            "challenge.file_too_large": lambda n: self.tr(
                "the file is {size} bytes; a challenge is at most {limit}"
            ),
            "challenge.cannot_read": lambda n: self.tr("cannot read the file: {reason}"),
            # saves/stats.py
            "stats.newer_schema": lambda n: self.tr(
                "the database has schema version {version}; this program knows {newest}"
            ),
            "stats.damaged": lambda n: self.tr("the database is damaged ({check})"),
            "stats.foreign": lambda n: self.tr(
                "the database's tables are not this program's ({detail})"
            ),
            "stats.busy": lambda n: self.tr(
                "the statistics database is in use by another program (it stayed locked)"
            ),
            "stats.disk_full": lambda n: self.tr(
                "the disk is full: there is no room for the statistics"
            ),
            "stats.read_only": lambda n: self.tr(
                "the statistics database cannot be written ({reason})"
            ),
            "stats.failed": lambda n: self.tr("the statistics database failed: {reason}"),
            # sheet/validate.py
            "map.problem_at": lambda n: self.tr("{path}: {problem}"),
            "map.problem_at_line": lambda n: self.tr("{path}: {problem} (line {line})"),
            "map.document": lambda n: self.tr("(document)"),
            "map.expected_mapping": lambda n: self.tr("expected a mapping, found {kind}"),
            "map.expected_list": lambda n: self.tr("expected a list, found {kind}"),
            "map.expected_text": lambda n: self.tr("expected text, found {kind}"),
            "map.empty": lambda n: self.tr("must not be empty"),
            "map.not_an_id": lambda n: self.tr(
                "{text} is not an id (lowercase letters, digits and hyphens)"
            ),
            "map.expected_number": lambda n: self.tr("expected a number, found {kind}"),
            "map.not_finite": lambda n: self.tr("{value} is not a finite number"),
            "map.too_large": lambda n: self.tr("{value} is too large (at most {limit} in size)"),
            "map.huge": lambda n: self.tr("a huge number"),
            "map.expected_whole": lambda n: self.tr("expected a whole number, found {kind}"),
            "map.not_between": lambda n: self.tr("{value} is not between {low} and {high}"),
            "map.missing_key": lambda n: self.tr("missing key '{key}'"),
            "map.unknown_key": lambda n: self.tr("unknown key {key}"),
            "map.not_a_ring": lambda n: self.tr("not a ring of 'x y' numbers: {error}"),
            "map.short_ring": lambda n: self.tr("a ring needs at least 3 points, found {points}"),
            "map.coordinate_too_large": lambda n: self.tr(
                "a coordinate is too large (at most {limit} in size)"
            ),
            "map.decimals": lambda n: self.tr("coordinates have at most 3 decimals"),
            "map.no_format": lambda n: self.tr("missing key 'format' (expected '{tag}')"),
            "map.other_format": lambda n: self.tr(
                "unsupported format {found}: this program reads '{tag}'"
            ),
            "map.not_positive": lambda n: self.tr("must be positive, found {value}"),
            "map.negative": lambda n: self.tr("must not be negative, found {value}"),
            "map.outside": lambda n: self.tr("{value} is outside the map bounds ({low} to {high})"),
            "map.unknown_location": lambda n: self.tr("unknown location {id}"),
            "map.incomplete": lambda n: self.tr("the map is incomplete"),
            "map.bounds_count": lambda n: self.tr(
                "expected 4 numbers [x_min, y_min, x_max, y_max], found {found}"
            ),
            "map.bounds_order": lambda n: self.tr(
                "x_min must be below x_max and y_min below y_max"
            ),
            "map.duplicate_sheet": lambda n: self.tr("duplicate sheet id {id} (also {other})"),
            "map.duplicate_area": lambda n: self.tr("duplicate area id {id} (also {other})"),
            "map.duplicate_location": lambda n: self.tr(
                "duplicate location id {id} (also {other})"
            ),
            "map.duplicate_income_card": lambda n: self.tr(
                "duplicate income card id {id} (also {other})"
            ),
            "map.duplicate_adventure_card": lambda n: self.tr(
                "duplicate adventure card id {id} (also {other})"
            ),
            "map.sheet_order": lambda n: self.tr("x_min ({low}) must be below x_max ({high})"),
            "map.no_sheet": lambda n: self.tr("a map needs at least one sheet"),
            "map.first_sheet": lambda n: self.tr(
                "the first sheet starts at {sheet_x}, the map at {map_x}"
            ),
            "map.sheet_gap": lambda n: self.tr(
                "sheet {id} starts at {start} but the sheet before it ends at {end} (sheets "
                "join edge to edge, left to right)"
            ),
            "map.last_sheet": lambda n: self.tr(
                "the last sheet ends at {sheet_x}, the map at {map_x}"
            ),
            "map.not_a_colour": lambda n: self.tr("{text} is not a colour like '#a1b2c3'"),
            "map.unknown_type": lambda n: self.tr("unknown location type {type} (one of {types})"),
            "map.unknown_area": lambda n: self.tr("unknown area {id}"),
            "map.snap_not_positive": lambda n: self.tr(
                "the snap radius must be positive, found {value}"
            ),
            "map.place_outside": lambda n: self.tr("({x}, {y}) is outside the map bounds"),
            "map.background_missing": lambda n: self.tr("the image {name} cannot be found"),
            "map.background_not_a_file": lambda n: self.tr(
                "the image {name} is not a regular file (a device, a pipe or a folder) and is "
                "not read"
            ),
            "map.background_too_large": lambda n: self.tr(
                "the image {name} is larger than {limit} MiB and is refused"
            ),
            "map.background_too_many_pixels": lambda n: self.tr(
                "the image {name} is {width} × {height} pixels; more than {limit} million are "
                "refused"
            ),
            "map.background_unreadable": lambda n: self.tr(
                "the image {name} cannot be read: {error}"
            ),
            "map.ring_outside": lambda n: self.tr(
                "the ring reaches outside the map bounds (x {x_min} to {x_max}, y {y_min} to "
                "{y_max}): its point ({x}, {y}) is beyond them"
            ),
            "map.income_size": lambda n: self.tr(
                "an income card names exactly {size} locations, found {found}"
            ),
            "map.not_adventure": lambda n: self.tr("{id} is {type}, not an adventure location"),
            "map.second_adventure": lambda n: self.tr(
                "{id} already has an adventure card ({other})"
            ),
            "map.kind_nothing": lambda n: self.tr("nothing"),
            "map.kind_truth": lambda n: self.tr("a true/false value ({value})"),
            "map.kind_number": lambda n: self.tr("a number"),
            "map.kind_text": lambda n: self.tr("text ({text})"),
            "map.kind_list": lambda n: self.tr("a list"),
            "map.kind_mapping": lambda n: self.tr("a mapping"),
            "map.a_city": lambda n: self.tr("a city"),
            "map.an_outpost": lambda n: self.tr("an outpost"),
            "map.a_port": lambda n: self.tr("a port"),
            "map.an_island": lambda n: self.tr("an island"),
            "map.an_adventure_location": lambda n: self.tr("an adventure location"),
            # sheet/validate_geometry.py
            "map.invalid_polygon": lambda n: self.tr("not a valid polygon: {reason}"),
            "map.flaw_at": lambda n: self.tr("{what} at ({where})"),
            "map.self_intersection": lambda n: self.tr("self-intersection"),
            "map.ring_self_intersection": lambda n: self.tr("ring self-intersection"),
            "map.hole_outside": lambda n: self.tr("hole lies outside shell"),
            "map.nested_holes": lambda n: self.tr("nested holes"),
            "map.disconnected": lambda n: self.tr("interior is disconnected"),
            "map.nested_shells": lambda n: self.tr("nested shells"),
            "map.duplicate_rings": lambda n: self.tr("duplicate rings"),
            "map.too_few_points": lambda n: self.tr("too few points"),
            "map.invalid_coordinate": lambda n: self.tr("invalid coordinate"),
            "map.ring_not_closed": lambda n: self.tr("ring is not closed"),
            "map.at_sea": lambda n: self.tr("{type} stands on land; {id} is at sea"),
            "map.off_the_coast": lambda n: self.tr(
                "{type} lies within its snap radius ({radius}) of the coast; {id} is "
                "{distance} away"
            ),
            "map.out_at_sea": lambda n: self.tr(
                "{type} lies on land or within its snap radius ({radius}) of the coast; {id} "
                "is {distance} out at sea"
            ),
            # sheet/serial.py
            "map.ring_not_a_number": lambda n: self.tr("{value} is not a number"),
            "map.ring_odd_count": lambda n: self.tr(
                "an odd count of numbers ({numbers}): x y pairs expected"
            ),
            "map.ring_not_finite": lambda n: self.tr(
                "the ring holds a number that is not finite (nan or inf)"
            ),
            # sheet/io.py
            "map.too_many_points": lambda n: self.tr(
                "the map has {points} points; a map holds at most {most}"
            ),
            # editor/checks.py
            "editor.choose_start": lambda n: self.tr(
                "{problem} (choose a place and press its “Set as start”)"
            ),
            "editor.choose_arrival": lambda n: self.tr(
                "{problem} (choose a place and press its “Set as arrival”)"
            ),
            "editor.few_income_cards": lambda n: self.tr(
                "The map needs at least {needed} income cards (one per month); it has {found}."
            ),
            "editor.few_adventure_cards": lambda n: self.tr(
                "The map needs at least {needed} adventure cards (players + 1); it has {found}."
            ),
            "editor.fewer_players": lambda n: self.tr(
                "With {found} adventure cards at most {players} can play (players + 1 cards "
                "are dealt); {needed} let {most} play."
            ),
            "editor.start_is_arrival": lambda n: self.tr(
                "The start and the arrival must be different locations."
            ),
            "editor.arrival_out_of_reach": lambda n: self.tr(
                "Arrival ({name}) cannot be reached from the start by legal routes within "
                "{days} days, even with the best cards of the deck."
            ),
            "editor.out_of_reach": lambda n: self.tr(
                "{name} ({why}) cannot be reached within {days} days."
            ),
            "editor.income_card": lambda n: self.tr("income card {id}"),
            "editor.adventure_card": lambda n: self.tr("adventure card {id}"),
            "editor.empty_area": lambda n: self.tr(
                "Area {name} has no location, so no one can visit it."
            ),
            "editor.area_out_of_reach": lambda n: self.tr(
                "No location of area {name} can be reached within {days} days."
            ),
            "editor.search_stopped": lambda n: self.tr(
                "The reachability search stopped early on this large map; places it did not "
                "reach may still be reachable."
            ),
            "editor.cut_off": lambda n: self.tr(
                "No route can reach {name} ({id}) from the start, nor lead from it to the "
                "arrival: it is cut off by the sea, the land or the mountains."
            ),
            "editor.checks_failed": lambda n: self.tr("The checks failed: {error}"),
            "editor.land_overlap": lambda n: self.tr(
                "Land polygons {first} and {second} overlap: the rules count the overlap as "
                "land, one land mass."
            ),
            # editor/lenient.py
            "editor.left_out": lambda n: self.tr(
                "{item} could not be read and was left out: {error}"
            ),
            "editor.polygon_not_mapping": lambda n: self.tr("a polygon is a mapping"),
            "editor.background_left_out": lambda n: self.tr(
                "the background image could not be read (left out)"
            ),
            # editor/geojson_import.py
            "geojson.not_json": lambda n: self.tr("The file is not JSON: {error}"),
            "geojson.not_text": lambda n: self.tr("The file is not text in UTF-8."),
            "geojson.too_large": lambda n: self.tr(
                "The file is too large: {size} bytes (at most {limit} are read)."
            ),
            "geojson.too_deep": lambda n: self.tr("The file nests its collections too deeply."),
            "geojson.not_geojson": lambda n: self.tr(
                "The file is not GeoJSON: {where} has no known type (found {found})."
            ),
            "geojson.no_polygons": lambda n: self.tr(
                "The file has no Polygon or MultiPolygon geometry ({skipped} other geometries "
                "skipped)."
            ),
            "geojson.bad_coordinates": lambda n: self.tr(
                "{where}: the coordinates are not a list of rings of positions."
            ),
            "geojson.bad_position": lambda n: self.tr(
                "{where}: a position must be two finite numbers [longitude, latitude], found "
                "{found}."
            ),
            "geojson.short_ring": lambda n: self.tr(
                "{where}: a ring needs at least 3 different points, it has {points}."
            ),
            "geojson.invalid_shape": lambda n: self.tr(
                "{where}: the shape is not a simple polygon once fitted ({reason})."
            ),
            "geojson.too_many_points": lambda n: self.tr(
                "The file has more than {limit} points: take a smaller extract."
            ),
            "geojson.bad_fit": lambda n: self.tr(
                "The scale must be a positive number and the offset finite numbers."
            ),
            "geojson.top_level": lambda n: self.tr("the top level"),
            "geojson.feature": lambda n: self.tr("feature {number}"),
            "geojson.geometry": lambda n: self.tr("geometry {number}"),
            "geojson.within": lambda n: self.tr("{where}, {part}"),
            "geojson.part": lambda n: self.tr("{where}, polygon {number}"),
            # editor/edits.py
            "edit.no_location": lambda n: self.tr("there is no location {id}"),
            "edit.location_exists": lambda n: self.tr("there is already a location {id}"),
            "edit.no_area": lambda n: self.tr("there is no area {id}"),
            "edit.area_exists": lambda n: self.tr("there is already an area {id}"),
            "edit.area_not_empty": lambda n: self.tr(
                "area {id} holds %n location(s): choose another area for them",
                "",
                n,
            ),
            "edit.no_polygon": lambda n: self.tr("there is no polygon {index} in {layer}"),
            "edit.no_ring": lambda n: self.tr("the polygon has no ring {ring}"),
            "edit.no_vertex": lambda n: self.tr("the ring has no vertex {vertex}"),
            "edit.no_vertex_in_ring": lambda n: self.tr(
                "the polygon has no vertex {vertex} in ring {ring}"
            ),
            "edit.ring_too_small": lambda n: self.tr(
                "a ring keeps at least 3 vertices: delete the polygon instead"
            ),
            "edit.no_hole": lambda n: self.tr("the polygon has no hole {ring}"),
            "edit.no_income_card": lambda n: self.tr("there is no income card {index}"),
            "edit.no_adventure_card": lambda n: self.tr("there is no adventure card {index}"),
            "edit.not_coastal": lambda n: self.tr(
                "{name} is not a port or an island: only those belong on the coast"
            ),
            "edit.already_on_coast": lambda n: self.tr(
                "{name} is already on the coast: {distance} from it, within its snap radius "
                "{radius}"
            ),
            "edit.no_coast_near": lambda n: self.tr(
                "No coast lies within {reach} of {name} (one ruler unit): draw the land there "
                "first, or move the place nearer"
            ),
            # ai/simulate.py
            "simulate.no_expert_race": lambda n: self.tr(
                "the race has no expert level: easy, normal or hard"
            ),
            "simulate.bad_ruler_unit": lambda n: self.tr(
                "--ruler-unit must be a number from {low} to {high} (within a factor of "
                "{factor} of the map's own {unit}), not {value}"
            ),
            "simulate.not_a_card_file": lambda n: self.tr("not a card file: {error}"),
            # commands/render.py
            "render.in_record": lambda n: self.tr("{path}: {problem}"),
            "render.not_a_record": lambda n: self.tr(
                "not a journey game record (expected game: {game})"
            ),
            "render.malformed": lambda n: self.tr(
                "the record is incomplete or malformed ({error})"
            ),
            "render.no_sheet": lambda n: self.tr("a {game} game has no sheet to render"),
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


def error_text(error: BaseException) -> str:
    """The text of ``error`` in the chosen language: its message value (a ``MessageError``'s
    ``message``) translated, with its detail lines below (a ``DataError``'s problems), else
    its English."""
    message = getattr(error, "message", None)
    if not isinstance(message, Message):
        return str(error)
    lines = [message_text(message)]
    for detail in getattr(error, "details", ()):
        lines.append("  " + (message_text(detail) if isinstance(detail, Message) else str(detail)))
    return "\n".join(lines)


def plural_text(text: str, count: int) -> str:
    """A ``tr("… %n card(s) …", "", count)`` text with the English "(s)" resolved for
    ``count`` (English has no translation file to choose the plural form)."""
    return text.replace("(s)", "" if count == 1 else "s")
