"""The rules of a turn: taking a transport, paying for it, drawing the route, income,
the month change, the calendar's turn order and the end of journeys.

``apply(state, action)`` checks the action against the rules and returns the next state;
an action the rules forbid raises ``IllegalActionError`` with a message for the player.
Rule references: the rulebook's paragraphs (rulebook-2024.txt) and the rulings
(RULINGS.md, R2024-xx) in comments.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass

from eighty_days.engine.common import IllegalActionError, InvalidActionError, Rng, replace, shown
from eighty_days.engine.journey import events as ev
from eighty_days.engine.journey.actions import (
    NOT_ACTION,
    SLOTS,
    Action,
    DrawRoute,
    Slot,
    TakeBalloon,
    TakeTransport,
    TransportChoice,
    field_problem,
    is_finite_number,
)
from eighty_days.engine.journey.cards import CHARACTER_INDEX, Character, Ruler, Side
from eighty_days.engine.journey.events import (
    AdventureClaimed,
    CharacterReturned,
    CharacterTaken,
    DaysChanged,
    FixPenaltyPaid,
    FixStruck,
    GameEnded,
    IncomeCardRevealed,
    IncomeCollected,
    JourneyEnded,
    JourneyEvent,
    RouteDrawn,
    TransportTaken,
)
from eighty_days.engine.journey.state import (
    LAST_DAY,
    MAX_POUNDS,
    FacedCard,
    HeldTransport,
    JourneyState,
    Phase,
    PlayerState,
)
from eighty_days.messages import DAYS, POINTS, Message, Money, Name, NameKind
from eighty_days.sheet.model import LocationType, Point, Transport

#: Calendar points for the first player to start a turn in Arrival London, and later ones
#: (rulebook, End of the Journey; ruling R2024-04).
FIRST_ARRIVAL_POINTS = 12
LATER_ARRIVAL_POINTS = 5
#: Flipping a train/ship card costs one pound (rulebook, Pay the Ticket; R2024-06).
FLIP_COST = 1
#: Aouda's balloon prices (rulebook, Characters).
AOUDA_FRONT_BALLOON_COST = 5
AOUDA_BACK_BALLOON_COST = 9
#: Fogg's pounds (rulebook, Characters; R2024-09).
FOGG_POUNDS = 7
#: Fix's back: pounds each target must spend (rulebook, Characters).
FIX_BACK_POUNDS = 2
#: Detour segments must be drawn at full length within this many ruler units (R2024-10).
LENGTH_TOLERANCE = 1e-6
#: The route must start this close (map units) to the previous route's end.
START_TOLERANCE = 1e-6
#: First day of November and of December, then of January (R2024-01: day 0 = 2 Oct).
MONTH_STARTS = (30, 60, 91)


def month_of(day: int) -> int:
    """The month of a calendar day: 0 October, 1 November, 2 December, 3 January."""
    return sum(1 for start in MONTH_STARTS if day >= start)


# -- queries ------------------------------------------------------------------------------


def current_player(state: JourneyState) -> int | None:
    """The player whose turn it is, or ``None`` once the game is over."""
    return state.active


def is_terminal(state: JourneyState) -> bool:
    """Whether every journey has ended (rulebook, End of the Journey)."""
    return state.phase is Phase.GAME_OVER


def calendar_order(players: tuple[PlayerState, ...] | list[PlayerState]) -> list[int]:
    """Tokens on the calendar in turn order: earliest day, then top of the stack (R2024-02)."""
    on_calendar = [i for i, p in enumerate(players) if not p.journey_ended]
    return sorted(on_calendar, key=lambda i: (players[i].day, -players[i].stack_height))


@dataclass(frozen=True, slots=True)
class Quote:
    """What taking a transport would cost the active player (shown on hover).

    ``cost`` is the price in pounds (flip included); ``pounds_paid`` is what the money
    tracker covers and ``missing_pounds`` are paid as days (R2024-06). ``total_days`` is
    the whole move of the token: travel + extra (departure) + missing pounds.
    """

    card_id: str
    transport: Transport
    cost: int
    pounds_paid: int
    missing_pounds: int
    travel_days: int
    extra_days: int
    total_days: int
    icon: Character | None
    ruler: Ruler


def _require_phase(state: JourneyState, phase: Phase) -> int:
    if state.phase is Phase.GAME_OVER or state.active is None:
        raise IllegalActionError(ev.OVER())
    if state.phase is not phase:
        if phase is Phase.DRAW_ROUTE:
            raise IllegalActionError(ev.TAKE_FIRST())
        raise IllegalActionError(ev.DRAW_NOW())
    return state.active


def quote(state: JourneyState, choice: TransportChoice) -> Quote:
    """The pounds and days ``choice`` would cost the active player now.

    Raises ``IllegalActionError`` if the choice is not available.
    """
    player_index = _require_phase(state, Phase.TAKE_TRANSPORT)
    player = state.players[player_index]
    cards = state.config.cards
    if isinstance(choice, TakeBalloon):
        if not cards.is_balloon(choice.balloon):
            raise IllegalActionError(ev.NO_BALLOON(balloon=shown(choice.balloon)))
        balloon = cards.balloon(choice.balloon)
        if choice.balloon in player.balloons_used:
            raise IllegalActionError(ev.BALLOON_USED(balloon=Name(NameKind.BALLOON, balloon.name)))
        cost = balloon.cost
        if state.has_active(player_index, Character.AOUDA, Side.FRONT):
            cost = AOUDA_FRONT_BALLOON_COST
        elif state.has_active(player_index, Character.AOUDA, Side.BACK):
            cost = AOUDA_BACK_BALLOON_COST
        # Balloons have no departure days (rulebook, Obtain a Transport).
        return _quote(
            player, balloon.id, Transport.BALLOON, cost, balloon.days, 0, None, balloon.ruler
        )
    if not isinstance(choice, TakeTransport):
        raise IllegalActionError(ev.CHOOSE_TRANSPORT())
    try:
        slot = Slot(choice.slot)
    except ValueError:
        raise IllegalActionError(ev.NO_SLOT(slot=shown(choice.slot))) from None
    faced = _card_at(state, slot)
    card = cards.transport(faced.card_id)
    transport = faced.transport
    cost = card.cost
    if choice.flip:  # R2024-06
        transport = Transport.SHIP if transport is Transport.TRAIN else Transport.TRAIN
        cost += FLIP_COST
    extra = slot.extra_days  # R2024-05
    if state.has_active(player_index, Character.PASSEPARTOUT, Side.FRONT):
        extra = 0  # R2024-07: Passepartout front waives every position's days, deck included
    return _quote(player, card.id, transport, cost, card.days, extra, card.icon, card.ruler)


def _quote(
    player: PlayerState,
    card_id: str,
    transport: Transport,
    cost: int,
    travel: int,
    extra: int,
    icon: Character | None,
    ruler: Ruler,
) -> Quote:
    paid = min(cost, max(player.money, 0))
    missing = cost - paid  # R2024-06: one day per missing pound
    return Quote(
        card_id,
        transport,
        cost,
        paid,
        missing,
        travel,
        extra,
        travel + extra + missing,
        icon,
        ruler,
    )


def _card_at(state: JourneyState, slot: Slot) -> FacedCard:
    if slot is Slot.DECK:
        if not state.deck:
            raise IllegalActionError(ev.DECK_EMPTY())
        return state.deck[0]
    row = state.train_row if slot.row is Transport.TRAIN else state.ship_row
    if slot.position >= len(row):
        raise IllegalActionError(ev.SPACE_EMPTY())
    assert slot.row is not None
    return FacedCard(row[slot.position], slot.row)


def legal_transport_actions(state: JourneyState) -> tuple[TransportChoice, ...]:
    """Every transport the active player may take now (empty outside that step)."""
    if state.phase is not Phase.TAKE_TRANSPORT or state.active is None:
        return ()
    choices: list[TransportChoice] = []
    for slot in SLOTS:
        if slot is Slot.DECK and not state.deck:
            continue
        choices.append(TakeTransport(slot, False))
        choices.append(TakeTransport(slot, True))
    used = state.players[state.active].balloons_used
    choices.extend(TakeBalloon(b) for b in state.config.cards.balloon_ids if b not in used)
    return tuple(choices)


def held_ruler(state: JourneyState) -> Ruler | None:
    """The ruler of the transport in hand (during the draw step), else ``None``."""
    held = state.in_hand
    if held is None:
        return None
    cards = state.config.cards
    if held.is_balloon:
        return cards.balloon(held.card_id).ruler
    return cards.transport(held.card_id).ruler


def route_start(state: JourneyState) -> Point:
    """Where the active player's next route starts (the end of the previous one)."""
    if state.active is None:
        raise IllegalActionError(ev.OVER())
    return state.players[state.active].route_end


# -- apply --------------------------------------------------------------------------------


class _Work:
    """A mutable working copy of the parts of a state one action changes."""

    def __init__(self, state: JourneyState) -> None:
        self.state = state
        self.players = list(state.players)
        self.placements = state.placements
        self.deck = list(state.deck)
        self.discard = list(state.discard)
        self.train_row = list(state.train_row)
        self.ship_row = list(state.ship_row)
        self.holders = list(state.character_holders)
        self.rng: Rng = state.rng
        self.events: list[JourneyEvent] = []
        self.income_index = state.income_index
        self.month = state.month
        self.arrivals_scored = state.arrivals_scored
        self.active = state.active
        self.phase = state.phase
        self.in_hand = state.in_hand
        self.turn = state.turn

    def name(self, index: int) -> str:
        return self.players[index].name

    def move_token(self, index: int, days: int) -> None:
        """Move a token; a moved token goes on top of the day's stack (R2024-02)."""
        if days == 0:
            return
        player = self.players[index]
        self.placements += 1
        self.players[index] = replace(
            player, day=max(0, player.day + days), stack_height=self.placements
        )

    def pay(self, index: int, pounds: int) -> tuple[int, int]:
        """Pay pounds from the tracker, missing ones as days (R2024-06); (paid, days)."""
        player = self.players[index]
        paid = min(pounds, max(player.money, 0))
        missing = pounds - paid
        self.players[index] = replace(player, spent=player.spent + paid)
        self.move_token(index, missing)
        return paid, missing

    def earn(self, index: int, pounds: int) -> int:
        """Earn pounds, never past 80 earned (R2024-14); returns what was added."""
        player = self.players[index]
        gained = max(0, min(pounds, MAX_POUNDS - player.earned))
        self.players[index] = replace(player, earned=player.earned + gained)
        return gained

    def refill_deck(self) -> None:
        """An empty deck is rebuilt from the shuffled discard pile (R2024-05)."""
        if self.deck or not self.discard:
            return
        order, self.rng = self.rng.shuffled(self.discard)
        deck: list[FacedCard] = []
        for card_id in order:
            # The rulebook flips some cards over to mix the sides (Setup 7).
            heads, self.rng = self.rng.coin()
            deck.append(FacedCard(card_id, Transport.TRAIN if heads else Transport.SHIP))
        self.deck = deck
        self.discard = []

    def set_holder(self, character: Character, holder: int | None) -> None:
        self.holders[CHARACTER_INDEX[character]] = holder

    def holder(self, character: Character) -> int | None:
        return self.holders[CHARACTER_INDEX[character]]

    def has_active(self, player: int, character: Character, side: Side) -> bool:
        return self.holder(character) == player and self.state.config.side_of(character) is side

    def freeze(self, action: Action) -> JourneyState:
        return replace(
            self.state,
            rng=self.rng,
            phase=self.phase,
            players=tuple(self.players),
            active=self.active,
            placements=self.placements,
            deck=tuple(self.deck),
            discard=tuple(self.discard),
            train_row=tuple(self.train_row),
            ship_row=tuple(self.ship_row),
            character_holders=tuple(self.holders),
            income_index=self.income_index,
            month=self.month,
            in_hand=self.in_hand,
            arrivals_scored=self.arrivals_scored,
            turn=self.turn,
            history=(*self.state.history, action),
            last_events=tuple(self.events),
        )


def apply(state: JourneyState, action: Action) -> JourneyState:
    """The state after ``action``; ``IllegalActionError`` if the rules forbid it.

    A malformed action (fields of the wrong type) and an action for a seat the game does
    not have are refused with ``InvalidActionError`` (an ``IllegalActionError``), an action
    whose ``seat`` is not the player to act with ``IllegalActionError``.
    """
    problem = field_problem(action)
    if problem is not None:
        raise InvalidActionError(problem)
    if action.seat is not None and state.active is not None and action.seat != state.active:
        if not 0 <= action.seat < len(state.players):
            raise InvalidActionError(
                ev.NO_SEAT(seat=shown(action.seat), most=len(state.players) - 1)
            )
        raise IllegalActionError(
            ev.NOT_YOUR_TURN(
                name=state.players[action.seat].name, active=state.players[state.active].name
            )
        )
    if isinstance(action, TakeTransport | TakeBalloon):
        return _take_transport(state, action)
    if isinstance(action, DrawRoute):
        return _draw_route(state, action)
    raise InvalidActionError(NOT_ACTION(action=shown(action)))


def _take_transport(state: JourneyState, action: TransportChoice) -> JourneyState:
    """Steps 1 and 2 of a turn: obtain a transport, pay the ticket, count the days."""
    offer = quote(state, action)
    index = state.active
    assert index is not None
    work = _Work(state)
    name = work.name(index)
    paid, missing = work.pay(index, offer.cost)
    work.move_token(index, offer.travel_days + offer.extra_days)
    days = offer.travel_days + offer.extra_days + missing
    work.events.append(
        TransportTaken(
            index,
            offer.card_id,
            offer.transport,
            paid,
            days,
            (ev.TAKES_SHORT if missing else ev.TAKES)(
                name=name,
                card=_describe(state, offer),
                pounds=Money(paid),
                days=DAYS(count=days),
                missing=missing,
            ),
        )
    )
    if isinstance(action, TakeBalloon):
        player = work.players[index]
        work.players[index] = replace(player, balloons_used=(*player.balloons_used, offer.card_id))
        work.in_hand = HeldTransport(offer.card_id, Transport.BALLOON, True)
        if work.has_active(index, Character.AOUDA, Side.FRONT):
            work.set_holder(Character.AOUDA, None)  # Aouda front: back to the reserve
            work.events.append(
                CharacterReturned(index, Character.AOUDA, ev.AOUDA_RETURNED(name=name))
            )
    else:
        _take_from_market(work, Slot(action.slot))
        work.in_hand = HeldTransport(offer.card_id, offer.transport, False)
    # Once paid, the card's character icon acts (rulebook, Pay the Ticket; R2024-07/08).
    if offer.icon is Character.FIX:
        _trigger_fix(work, index)
    elif offer.icon is not None:
        previous = work.holder(offer.icon)
        if previous != index:
            work.set_holder(offer.icon, index)
            character = _character(state, offer.icon)
            text = (
                ev.CHARACTER_FROM_RESERVE(name=name, character=character)
                if previous is None
                else ev.CHARACTER_FROM_PLAYER(
                    name=name, character=character, other=work.name(previous)
                )
            )
            work.events.append(CharacterTaken(index, offer.icon, previous, text))
    work.phase = Phase.DRAW_ROUTE
    return work.freeze(action)


def _describe(state: JourneyState, offer: Quote) -> Message:
    """A card as the table shows it: "the balloon Charlière", "Ship £3 · 2 days · ruler 4.5"."""
    cards = state.config.cards
    if cards.is_balloon(offer.card_id):
        balloon = cards.balloon(offer.card_id)
        return ev.BALLOON_CARD(balloon=Name(NameKind.BALLOON, balloon.name))
    card = cards.transport(offer.card_id)
    return ev.TRANSPORT_CARD(
        transport=Name(NameKind.TRANSPORT, offer.transport.value.capitalize()),
        pounds=Money(card.cost),
        days=DAYS(count=card.days),
        ruler=card.ruler.length,
    )


def _character(state: JourneyState, character: Character) -> Name:
    """A character's name for a message."""
    return Name(NameKind.CHARACTER, state.config.cards.character(character).name)


def _take_from_market(work: _Work, slot: Slot) -> None:
    """Remove the card at ``slot``; the row shifts left and refills from the deck (R2024-05)."""
    if slot is Slot.DECK:
        work.deck.pop(0)
    else:
        row = work.train_row if slot.row is Transport.TRAIN else work.ship_row
        row.pop(slot.position)
        work.refill_deck()
        if work.deck:
            row.append(work.deck.pop(0).card_id)  # turned to the row's transport
    work.refill_deck()


def _trigger_fix(work: _Work, active: int) -> None:
    """Fix hits every player on the journey whose route end is furthest east (R2024-08)."""
    on_journey = [i for i, p in enumerate(work.players) if not p.journey_ended]
    furthest = max(work.players[i].route_end[0] for i in on_journey)
    # Targets act clockwise from the active player (docs/rules-notes.md): with Fix's back,
    # a later payer's token lands on top of an earlier one's.
    count = len(work.players)
    targets = tuple(
        sorted(
            (i for i in on_journey if work.players[i].route_end[0] == furthest),
            key=lambda i: (i - active) % count,
        )
    )
    side = work.state.config.side_of(Character.FIX)
    names = ", ".join(work.name(i) for i in targets)
    if side is Side.FRONT:
        text = ev.FIX_DISCARD(names=names)
    else:
        text = ev.FIX_SPEND(names=names, pounds=Money(FIX_BACK_POUNDS))
    work.events.append(FixStruck(active, targets, side, text))
    for target in targets:
        if side is Side.FRONT:
            for character in Character:
                if work.holder(character) == target:
                    work.set_holder(character, None)
                    work.events.append(
                        CharacterReturned(
                            target,
                            character,
                            ev.CHARACTER_RETURNED(
                                name=work.name(target),
                                character=_character(work.state, character),
                            ),
                        )
                    )
        else:
            paid, days = work.pay(target, FIX_BACK_POUNDS)
            work.events.append(
                FixPenaltyPaid(
                    target,
                    paid,
                    days,
                    ev.FIX_PAID_DAYS(
                        name=work.name(target), pounds=Money(paid), days=DAYS(count=days)
                    )
                    if days
                    else ev.FIX_PAID(name=work.name(target), pounds=Money(paid)),
                )
            )


def check_route_lengths(points: tuple[Point, ...], ruler: Ruler, ruler_unit: float) -> None:
    """The ruler's rule (R2024-10): at most k + 1 segments, all but the last at full length.

    Raises ``IllegalActionError`` saying which segment is wrong.
    """
    full = ruler.segment_lengths
    lengths = [math.dist(a, b) / ruler_unit for a, b in itertools.pairwise(points)]
    if len(lengths) > len(full):
        marks = len(full) - 1
        raise IllegalActionError(
            ev.TOO_MANY_SEGMENTS(
                marks=ev.MARKS(count=marks),
                most=ev.SEGMENTS(count=len(full)),
                found=len(lengths),
            )
        )
    for number, (length, allowed) in enumerate(zip(lengths, full, strict=False), start=1):
        last = number == len(lengths)
        if last:
            if length > allowed + LENGTH_TOLERANCE:
                raise IllegalActionError(
                    ev.SEGMENT_TOO_LONG(number=number, length=round(length, 2), allowed=allowed)
                )
        elif abs(length - allowed) > LENGTH_TOLERANCE:
            raise IllegalActionError(
                ev.SEGMENT_NOT_FULL(number=number, length=round(length, 2), allowed=allowed)
            )


def _checked_points(raw: object) -> tuple[Point, ...]:
    """The route's points as float pairs; ``InvalidActionError`` for anything else."""
    message = ev.NOT_POINTS()
    if not isinstance(raw, tuple | list) or not raw:
        raise InvalidActionError(ev.NO_START())
    points: list[Point] = []
    for pair in raw:
        if not isinstance(pair, tuple | list) or len(pair) != 2:
            raise InvalidActionError(message)
        x, y = pair
        if not (is_finite_number(x) and is_finite_number(y)):
            raise InvalidActionError(message)
        points.append((float(x), float(y)))
    return tuple(points)


def _draw_route(state: JourneyState, action: DrawRoute) -> JourneyState:
    """Steps 3 and 4 of a turn: draw the route, visit, income; then the end of the turn."""
    index = _require_phase(state, Phase.DRAW_ROUTE)
    held = state.in_hand
    ruler = held_ruler(state)
    assert held is not None and ruler is not None
    config = state.config
    sheet = config.sheet
    player = state.players[index]
    points = _checked_points(action.points)
    if math.dist(points[0], player.route_end) > START_TOLERANCE:
        raise IllegalActionError(ev.START_WHERE_ENDED())
    check_route_lengths(points, ruler, sheet.ruler_unit)
    geometry = config.geometry
    coast_crossing = (not held.is_balloon) and state.has_active(
        index, Character.PASSEPARTOUT, Side.BACK
    )  # R2024-11
    verdict = geometry.judge_route(points, held.transport, coast_crossing=coast_crossing)
    if not verdict.legal:
        raise IllegalActionError(verdict.message)

    work = _Work(state)
    name = work.name(index)
    length = sum(math.dist(a, b) for a, b in itertools.pairwise(points))
    route: tuple[Point, ...] = (player.route_end, *points[1:]) if length > 0 else ()
    location = None
    if length > 0:
        location = geometry.snap(points[-1])
        end = location.point if location is not None else points[-1]
        route = (*route[:-1], end)
    else:
        end = player.route_end  # a zero-length route: a wasted ticket (docs/rules-notes.md)
    player = replace(
        player,
        route_end=end,
        location=location.id
        if location is not None
        else (player.location if length == 0 else None),
        routes=(*player.routes, route) if route else player.routes,
    )
    work.players[index] = player
    if location is None:
        text = (ev.ROUTE_EMPTY if length == 0 else ev.ROUTE_NOWHERE)(name=name)
    else:
        text = ev.ROUTE_TO(name=name, place=Name(NameKind.PLACE, location.name))
    work.events.append(RouteDrawn(index, location.id if location else None, text))

    if location is not None and location.id != sheet.start:  # R2024-13
        player = replace(player, visits=(*player.visits, location.id))
        if location.id == sheet.arrival:
            player = replace(player, arrived=True)  # R2024-04: scored next turn
        work.players[index] = player
        for card_id in state.unclaimed_adventures:
            card = next(c for c in sheet.adventure_cards if c.id == card_id)
            if card.location == location.id:
                player = replace(player, adventure_cards=(*player.adventure_cards, card_id))
                work.players[index] = player
                work.events.append(
                    AdventureClaimed(
                        index,
                        card_id,
                        ev.ADVENTURE(name=name, title=Name(NameKind.CARD, card.title)),
                    )
                )

    crossings = geometry.antimeridian_crossings(route) if route else 0
    if crossings:
        work.move_token(index, -crossings)  # R2024-12
        if crossings > 0:
            text = ev.EASTWARDS(name=name, days=DAYS(count=crossings))
        else:
            text = ev.WESTWARDS(name=name, days=DAYS(count=-crossings))
        work.events.append(DaysChanged(index, -crossings, text))

    # After drawing, the card is discarded; a balloon goes back to the offer.
    if not held.is_balloon:
        work.discard.append(held.card_id)
    work.in_hand = None
    work.refill_deck()

    if location is not None and location.id != sheet.start:  # Starting London pays nothing
        _collect_income(work, index, location.id, location.type)
    _month_change(work)
    _begin_next_turn(work)
    return work.freeze(action)


def _collect_income(work: _Work, index: int, location_id: str, kind: LocationType) -> None:
    """Income at the end of the route (rulebook, Collect Income; R2024-09, R2024-14)."""
    card = work.state.config.income_cards[work.state.income_order[work.income_index]]
    due = card.pounds_at(location_id)
    pounds = 0
    if due > 0:
        pounds = due
        if work.has_active(index, Character.FOGG, Side.FRONT):
            pounds = FOGG_POUNDS  # Fogg front: 7 instead of the card's value
    if kind is LocationType.ADVENTURE and work.has_active(index, Character.FOGG, Side.BACK):
        pounds += FOGG_POUNDS  # Fogg back: 7 more at adventure locations
    if pounds == 0:
        return
    gained = work.earn(index, pounds)
    name = work.name(index)
    if gained < pounds:
        text = ev.EARNS_FULL(name=name, pounds=Money(gained), due=pounds)
    else:
        text = ev.EARNS(name=name, pounds=Money(gained))
    work.events.append(IncomeCollected(index, gained, text))


def _month_change(work: _Work) -> None:
    """The first token to reach a new month reveals the next income card (R2024-15)."""
    on_calendar = [i for i, p in enumerate(work.players) if not p.journey_ended]
    if not on_calendar:
        return
    leader = max(on_calendar, key=lambda i: work.players[i].day)
    reached = month_of(work.players[leader].day)
    last_card = min(2, len(work.state.income_order) - 1)  # three income cards a game
    while reached > work.month:
        work.month += 1
        if work.income_index < last_card:
            work.income_index += 1
            card_id = work.state.income_order[work.income_index]
            work.events.append(
                IncomeCardRevealed(
                    leader,
                    card_id,
                    ev.MONTH(name=work.name(leader)),
                )
            )


def _begin_next_turn(work: _Work) -> None:
    """Find the next player; start-of-turn journey ends happen here (R2024-02/03/04)."""
    work.phase = Phase.TAKE_TRANSPORT
    while True:
        order = calendar_order(work.players)
        if not order:
            work.active = None
            work.phase = Phase.GAME_OVER
            work.events.append(GameEnded(None, ev.GAME_OVER()))
            return
        index = order[0]
        player = work.players[index]
        name = player.name
        if player.arrived:  # R2024-04
            if player.day > LAST_DAY:
                points = 0
                text = ev.TOO_LATE(name=name)
            else:
                points = FIRST_ARRIVAL_POINTS if work.arrivals_scored == 0 else LATER_ARRIVAL_POINTS
                work.arrivals_scored += 1
                text = ev.ARRIVED(name=name, points=POINTS(count=points))
            work.players[index] = replace(player, journey_ended=True, calendar_points=points)
            work.events.append(JourneyEnded(index, points, True, text))
            continue
        if player.day > LAST_DAY:  # R2024-03
            work.players[index] = replace(player, journey_ended=True, calendar_points=0)
            work.events.append(JourneyEnded(index, 0, False, ev.PAST_END(name=name)))
            continue
        work.turn += 1
        work.active = index
        return
