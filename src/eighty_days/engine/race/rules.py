"""The rules of the 1986 race: ``new_game``, ``legal_actions``, ``apply`` and friends.

Every function takes a frozen ``RaceState`` and returns a new one; randomness comes only
from the ``Rng`` kept in the state, so ``{config, seed, actions}`` replays a race exactly.
Rule sources are cited as the German rulebook's headings (rulebook-1986-de.txt) and the
rulings R1986-*; decisions of our own are in docs/rules-notes-1986.md, cited by their
ids (N1986-xx).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from eighty_days.engine.common import IllegalActionError, RaceConfigError, Rng, replace, shown
from eighty_days.engine.race import log as lg
from eighty_days.engine.race.actions import (
    AcceptPenalty,
    Action,
    CarryOutEvent,
    DeclineJump,
    Defend,
    DiscardCard,
    DrawCards,
    EndTurn,
    ExchangeCards,
    KeepEvent,
    MoveWindRose,
    PlayCard,
    PlayEvent,
    TakeJump,
    action_from_dict,
    field_problem,
)
from eighty_days.engine.race.board import Board, SpaceKind, default_board
from eighty_days.engine.race.cards import (
    ActionCard,
    CardKind,
    Decks,
    EffectKind,
    EventCard,
    Transport,
    default_decks,
)
from eighty_days.engine.race.state import (
    HAND_SIZE,
    MAX_PLAYERS,
    MIN_PLAYERS,
    FixedSetup,
    LogEvent,
    Outcome,
    PenaltyCause,
    PendingPenalty,
    Phase,
    PlayerState,
    RaceConfig,
    RaceState,
    Resume,
    TurnProgress,
)
from eighty_days.messages import CARDS, SPACES, Message, english_param

#: A handcuffs card or space sends a figure this many spaces back.
HANDCUFFS_SPACES = 3
#: The jump for playing out the whole hand, and the cards drawn after it.
JUMP_SPACES = 5
JUMP_CARDS = 5
#: With this many cards in hand, exchanging two may replace the turn.
EXCHANGE_HAND_SIZE = 12
#: A reach beyond any track: overshooting London is allowed (Überschüssige Punkte verfallen).
_NO_LIMIT = 1 << 30
#: The name of the game in a record.
GAME_NAME = "race-1986"


# --------------------------------------------------------------------------- set-up


def _check_ids(
    ids: Iterable[str], known: Mapping[str, object], what: Message, seen: set[str]
) -> None:
    for card_id in ids:
        if card_id not in known:
            raise RaceConfigError(lg.SETUP_NO_CARD(what=what, card_id=shown(card_id)))
        if card_id in seen:
            raise RaceConfigError(lg.SETUP_TWICE(what=what, card_id=shown(card_id)))
        seen.add(card_id)


def new_game(
    config: RaceConfig, seed: int, *, board: Board | None = None, decks: Decks | None = None
) -> RaceState:
    """Set up a race (Vorbereitung): 5 cards each, shuffled piles, a random first player.

    ``board`` and ``decks`` default to the shipped ones. ``config.setup`` may fix hands,
    the top of either pile and the first player. ``RaceConfigError`` says what is wrong
    with a configuration.
    """
    board = board or default_board()
    decks = decks or default_decks()
    names = config.players
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        raise RaceConfigError(
            lg.SETUP_PLAYERS(fewest=MIN_PLAYERS, most=MAX_PLAYERS, found=len(names))
        )
    if not all(isinstance(name, str) and name.strip() for name in names):
        raise RaceConfigError(lg.SETUP_NAMES())
    if len({name.strip() for name in names}) != len(names):
        raise RaceConfigError(lg.SETUP_SAME_NAME())
    if not isinstance(config.wind_rose, Transport):
        raise RaceConfigError(lg.SETUP_ROSE())
    setup = config.setup or FixedSetup()
    rng = Rng.from_seed(seed)
    count = len(names)

    seen: set[str] = set()
    if setup.hands is not None:
        if len(setup.hands) != count:
            raise RaceConfigError(
                lg.SETUP_HANDS(
                    hands=lg.SETUP_HAND_COUNT(count=len(setup.hands)),
                    players=lg.SETUP_PLAYER_COUNT(count=count),
                )
            )
        for number, hand in enumerate(setup.hands):
            _check_ids(hand, decks.action_cards, lg.SETUP_HAND_OF(name=names[number]), seen)
    top_of_draw = setup.draw_pile or ()
    _check_ids(top_of_draw, decks.action_cards, lg.SETUP_DRAW_PILE(), seen)
    rest, rng = rng.shuffled([c for c in decks.action_cards if c not in seen])
    if setup.hands is not None:
        hands = setup.hands
    else:
        if len(rest) < HAND_SIZE * count:
            raise RaceConfigError(lg.SETUP_DEAL())
        hands = tuple(rest[n * HAND_SIZE : (n + 1) * HAND_SIZE] for n in range(count))
        rest = rest[HAND_SIZE * count :]
    draw_pile = (*top_of_draw, *rest)

    seen_events: set[str] = set()
    top_of_events = setup.event_pile or ()
    _check_ids(top_of_events, decks.event_cards, lg.SETUP_EVENT_PILE(), seen_events)
    other_events, rng = rng.shuffled([e for e in decks.event_cards if e not in seen_events])
    event_pile = (*top_of_events, *other_events)

    if setup.first_player is not None:
        if not 0 <= setup.first_player < count:
            raise RaceConfigError(lg.SETUP_FIRST(last=count - 1))
        first = setup.first_player
    else:
        first, rng = rng.randbelow(count)

    players = tuple(
        PlayerState(name, 0, tuple(hand)) for name, hand in zip(names, hands, strict=True)
    )
    opening = LogEvent(
        "start",
        lg.BEGINS(transport=lg.transport(config.wind_rose), name=names[first]),
        first,
    )
    return RaceState(
        config=config,
        seed=seed,
        board=board,
        decks=decks,
        players=players,
        draw_pile=draw_pile,
        discard_pile=(),
        event_pile=event_pile,
        event_discard=(),
        wind_rose=config.wind_rose,
        turn_player=first,
        phase=Phase.TURN_START,
        turn=TurnProgress(),
        rng=rng,
        last_events=(opening,),
    )


# --------------------------------------------------------------------------- queries


def current_player(state: RaceState) -> int | None:
    """Who must decide now (a victim asked to defend included); None when the race is over."""
    if state.phase is Phase.GAME_OVER:
        return None
    if state.phase is Phase.DEFEND:
        return state.pending[0].victim
    return state.turn_player


def is_terminal(state: RaceState) -> bool:
    """True once a figure has reached London."""
    return state.phase is Phase.GAME_OVER


def outcome(state: RaceState) -> Outcome | None:
    """The winner and the finishing order (the others by how far they got); None if running.

    Ende des Spiels: whoever reaches London first wins. The others are ranked by their
    position; equal positions go to the player who would have moved sooner after the winner
    (N1986-33).
    """
    if state.winner is None:
        return None
    count = len(state.players)
    winner = state.winner
    seats = [(winner + offset) % count for offset in range(1, count)]
    others = sorted(seats, key=lambda p: -state.players[p].position)
    positions = tuple(p.position for p in state.players)
    return Outcome(
        winner=winner,
        finishing_order=(winner, *others),
        positions=positions,
        explanation=str(lg.REACHED_FIRST(name=state.players[winner].name)),
        message=lg.REACHED_FIRST(name=state.players[winner].name),
    )


def space_text(state: RaceState, index: int) -> str:
    """A space in English: "Paris (great travel station)", "space 9 (wind rose space)"."""
    return english_param(lg.space(state.board, index))


def plays_for_card(state: RaceState, card_id: str) -> list[PlayCard]:
    """The legal ways to play one card of the hand now (empty if it cannot be played): the
    UI offers these as the card's choices (money bag 1–3, the rose's new transport, ...)."""
    return [a for a in legal_actions(state) if isinstance(a, PlayCard) and a.card_id == card_id]


def prompt(state: RaceState) -> str:
    """What the game waits for, addressed to the player who must decide, for the UI."""
    phase = state.phase
    if phase is Phase.GAME_OVER:
        return f"{_name(state, state.winner or 0)} has won the race."
    if phase is Phase.DEFEND:
        pending = state.pending[0]
        return (
            f"{_name(state, pending.victim)}: {pending.source} sends you back to "
            f"{space_text(state, pending.target)}. Cancel it with a money bag, or accept?"
        )
    name = state.current.name
    if phase is Phase.MOVE_ROSE:
        return f"{name}: turn the wind rose, or leave it on the {state.wind_rose.label}."
    if phase is Phase.EVENT_CHOICE:
        event = state.event_card(state.turn.drawn_event or "")
        return f"{name}: keep the event '{event.title_en}' for later, or carry it out now?"
    if phase is Phase.JUMP_CHOICE:
        return f"{name}: take the 5-space jump and 5 new cards, or decline both?"
    legal = legal_actions(state)
    options: list[str] = []
    if any(isinstance(a, PlayCard) for a in legal):
        options.append("play a card" if phase is Phase.TURN_START else "play another card")
    if any(isinstance(a, DrawCards) for a in legal):
        options.append("draw 1 or 2 cards")
    if any(isinstance(a, ExchangeCards) for a in legal):
        options.append("exchange 2 cards")
    if any(isinstance(a, DiscardCard) for a in legal):
        options.append("discard a card")
    if any(isinstance(a, PlayEvent) for a in legal):
        options.append("play your kept event")
    if phase is Phase.CONTINUE or not options:
        options.append("end the turn" if phase is Phase.CONTINUE else "pass")
    listing = ", ".join(options[:-1]) + (" or " if len(options) > 1 else "") + options[-1]
    return f"{name}: {listing}."


def _playable_choices(state: RaceState, player: int, card: ActionCard) -> list[PlayCard]:
    """Every way ``card`` could be played (before checking the situation)."""
    if card.kind is CardKind.TRAVEL:
        choices = [PlayCard(card.id)]
        if state.config.expert.travel_backward:
            choices.append(PlayCard(card.id, backward=True))
        return choices
    if card.kind is CardKind.MONEY_BAG:
        return [PlayCard(card.id, steps=steps) for steps in (1, 2, 3)]
    if card.kind is CardKind.WIND_ROSE:
        return [PlayCard(card.id, new_transport=t) for t in Transport]
    return [PlayCard(card.id)]


def _candidates(state: RaceState) -> list[Action]:
    """Every action worth checking in the current phase (``legal_actions`` filters them)."""
    phase = state.phase
    if phase is Phase.GAME_OVER:
        return []
    if phase is Phase.DEFEND:
        victim = state.pending[0].victim
        bags = [Defend(c.id) for c in state.hand_cards(victim) if c.kind is CardKind.MONEY_BAG]
        return [*bags, AcceptPenalty()]
    if phase is Phase.MOVE_ROSE:
        return [MoveWindRose(t) for t in Transport]
    if phase is Phase.EVENT_CHOICE:
        return [KeepEvent(), CarryOutEvent()]
    if phase is Phase.JUMP_CHOICE:
        return [TakeJump(), DeclineJump()]
    player = state.turn_player
    hand = state.players[player].hand
    result: list[Action] = [DrawCards(1), DrawCards(2)]
    for card in state.hand_cards(player):
        result.extend(_playable_choices(state, player, card))
    if phase is Phase.TURN_START:
        if len(hand) >= EXCHANGE_HAND_SIZE:
            result.extend(ExchangeCards((a, b)) for i, a in enumerate(hand) for b in hand[i + 1 :])
        if state.board.is_past_final_handcuffs(state.players[player].position):
            result.extend(DiscardCard(c) for c in hand)
    if state.config.expert.keep_event:
        result.append(PlayEvent())
    return result


def _legal_by_checking(state: RaceState) -> list[Action]:
    """``legal_actions`` the slow way: every candidate through ``_why_illegal``.

    The tests compare it with ``legal_actions``, which computes the same list directly.
    """
    actions = [a for a in _candidates(state) if _why_illegal(state, a) is None]
    if state.phase is Phase.CONTINUE or (state.phase is Phase.TURN_START and not actions):
        actions.append(EndTurn())
    return actions


def _legal_card_plays(state: RaceState) -> list[Action]:
    """Every legal way to play a card of the turn player's hand (what ``_play_card_problem``
    allows), computed directly because bots and random games call it all the time."""
    player = state.turn_player
    me = state.players[player]
    position = me.position
    # a move reaching London is allowed only if the finish rule allows it (N1986-30)
    may_finish = _finish_problem(state, player, len(me.hand) - 1) is None
    free_reach = _NO_LIMIT if may_finish else state.board.finish
    backward = state.config.expert.travel_backward
    rose = state.wind_rose
    cards = state.decks.action_cards
    plays: list[Action] = []
    for card_id in me.hand:
        card = cards[card_id]
        kind = card.kind
        if kind is CardKind.TRAVEL:
            if card.transport is not rose:
                continue
            if position + card.value < free_reach:
                plays.append(PlayCard(card_id))
            if backward and position >= card.value:
                plays.append(PlayCard(card_id, backward=True))
        elif kind is CardKind.MONEY_BAG:
            plays.extend(
                PlayCard(card_id, steps=steps)
                for steps in (1, 2, 3)
                if position + steps < free_reach
            )
        elif kind is CardKind.WIND_ROSE:
            plays.extend(PlayCard(card_id, new_transport=t) for t in Transport)
        elif not state.turn.moved:  # handcuffs, ruling R1986-02
            plays.append(PlayCard(card_id))
    return plays


def legal_actions(state: RaceState) -> list[Action]:
    """Every action the rules allow now, each card with each of its choices."""
    phase = state.phase
    if phase not in (Phase.TURN_START, Phase.CONTINUE):
        return [a for a in _candidates(state) if _why_illegal(state, a) is None]
    me = state.current
    at_start = phase is Phase.TURN_START
    plays = _legal_card_plays(state) if at_start or state.turn.may_play_card else []
    actions: list[Action] = []
    if at_start or (state.turn.station_draw and not plays):
        available = _available_to_draw(state)
        actions.extend(DrawCards(count) for count in (1, 2) if available >= count)
    actions.extend(plays)
    if at_start:
        hand = me.hand
        if len(hand) >= EXCHANGE_HAND_SIZE:
            actions.extend(ExchangeCards((a, b)) for i, a in enumerate(hand) for b in hand[i + 1 :])
        if (
            state.board.is_past_final_handcuffs(me.position)
            and len(hand) > state.finish_card_limit()
        ):
            actions.extend(DiscardCard(c) for c in hand)
    if state.config.expert.keep_event and me.kept_event and not state.turn.kept_this_turn:
        actions.append(PlayEvent())
    if not at_start or not actions:
        actions.append(EndTurn())  # passing at the start only when nothing else is possible
    return actions


def is_legal(state: RaceState, action: Action) -> bool:
    """True if ``action`` may be applied to ``state``."""
    return _why_illegal(state, action) is None


# --------------------------------------------------------------------------- legality


def _finish_problem(state: RaceState, player: int, cards_left: int) -> Message | None:
    """Why ``player`` may not enter London now with ``cards_left`` cards, or None.

    Höchstens noch 2 Karten (expert: none); a move that breaks it is refused (N1986-30).
    """
    limit = state.finish_card_limit()
    if cards_left > limit:
        if limit == 0:
            return lg.KEEP_NO_CARD(held=CARDS(count=cards_left))
        return lg.KEEP_AT_MOST(limit=CARDS(count=limit), held=CARDS(count=cards_left))
    if state.players[player].kept_event is not None:
        return lg.KEPT_EVENT_TO_LONDON()
    return None


def _card_move_target(state: RaceState, player: int, card: ActionCard, action: PlayCard) -> int:
    position = state.players[player].position
    if card.kind is CardKind.MONEY_BAG:
        return min(position + (action.steps or 0), state.board.finish)
    if action.backward:
        return position - card.value
    return min(position + card.value, state.board.finish)


def _not_held(state: RaceState, name: str, card_id: str) -> Message:
    """ "Ann does not hold the card train 4." (a card of no deck by its id)."""
    card = state.decks.action_cards.get(card_id)
    return lg.NOT_HELD(name=name, card=lg.card(card) if card is not None else shown(card_id))


def _play_card_problem(state: RaceState, action: PlayCard) -> Message | None:
    player = state.turn_player
    me = state.players[player]
    if action.card_id not in me.hand:
        return _not_held(state, me.name, action.card_id)
    card = state.action_card(action.card_id)
    if card.kind is CardKind.TRAVEL:
        if action.steps is not None or action.new_transport is not None:
            return lg.MOVES_EXACTLY(card=lg.card(card), spaces=SPACES(count=card.value))
        if card.transport is not state.wind_rose:
            return lg.ROSE_SHOWS(transport=lg.transport(state.wind_rose), card=lg.card(card))
        if action.backward:
            if not state.config.expert.travel_backward:
                return lg.FORWARD_ONLY()
            if me.position - card.value < 0:
                return lg.TOO_FEW_BEHIND(spaces=SPACES(count=me.position), card=lg.card(card))
    elif card.kind is CardKind.MONEY_BAG:
        if action.steps not in (1, 2, 3) or action.new_transport is not None or action.backward:
            return lg.MONEY_BAG_STEPS()
    elif card.kind is CardKind.WIND_ROSE:
        if action.new_transport is None or action.steps is not None or action.backward:
            return lg.ROSE_CARD_CHOICE()
    else:  # handcuffs
        if action.steps is not None or action.new_transport is not None or action.backward:
            return lg.HANDCUFFS_NO_CHOICE()
        if state.turn.moved:
            # ruling R1986-02, N1986-10: the handcuffs card is the whole turn; the figure
            # stays put, so it cannot follow a move
            return lg.HANDCUFFS_AFTER_MOVE()
        return None
    if card.kind in (CardKind.TRAVEL, CardKind.MONEY_BAG):
        target = _card_move_target(state, player, card, action)
        if target == state.board.finish:
            return _finish_problem(state, player, len(me.hand) - 1)
    return None


def _seat_problem(state: RaceState, action: Action) -> Message | None:
    """Why the action's acting seat may not act now, or None (no seat given, or the right
    one): only the player to decide acts, whatever a front end lets through."""
    seat = action.seat
    if seat is None:
        return None
    if not 0 <= seat < len(state.players):
        return lg.NO_SEAT(seat=shown(seat), most=len(state.players) - 1)
    decider = current_player(state)
    if decider is None or seat == decider:
        return None
    return lg.NOT_YOUR_DECISION(name=_name(state, seat), decider=_name(state, decider))


def _available_to_draw(state: RaceState) -> int:
    return len(state.draw_pile) + len(state.discard_pile)


def _has_playable_card(state: RaceState) -> bool:
    return bool(_legal_card_plays(state))


def _why_illegal(state: RaceState, action: Action) -> Message | None:
    """A player-readable reason why ``action`` is not allowed now, or None if it is."""
    malformed = field_problem(action)
    if malformed is not None:
        return malformed
    phase = state.phase
    seat_problem = _seat_problem(state, action)
    if seat_problem is not None:
        return seat_problem
    if phase is Phase.GAME_OVER:
        winner = state.players[state.winner or 0].name
        return lg.RACE_OVER(name=winner)
    if phase is Phase.DEFEND:
        pending = state.pending[0]
        victim = state.players[pending.victim]
        if isinstance(action, AcceptPenalty):
            return None
        if isinstance(action, Defend):
            if action.card_id not in victim.hand:
                return _not_held(state, victim.name, action.card_id)
            if state.action_card(action.card_id).kind is not CardKind.MONEY_BAG:
                return lg.ONLY_MONEY_BAG()
            return None
        return lg.ANSWER_FIRST(victim=victim.name, source=pending.source)
    if phase is Phase.MOVE_ROSE:
        if isinstance(action, MoveWindRose):
            return None
        return lg.ROSE_FIRST()
    if phase is Phase.EVENT_CHOICE:
        if isinstance(action, KeepEvent | CarryOutEvent):
            return None
        return lg.EVENT_FIRST()
    if phase is Phase.JUMP_CHOICE:
        if isinstance(action, TakeJump | DeclineJump):
            return None
        return lg.JUMP_FIRST()
    if isinstance(action, Defend | AcceptPenalty):
        return lg.NOTHING_PENDING()
    if isinstance(action, KeepEvent | CarryOutEvent):
        return lg.NO_EVENT_WAITING()
    if isinstance(action, MoveWindRose):
        return lg.ROSE_NOT_NOW()
    if isinstance(action, TakeJump | DeclineJump):
        return lg.NO_JUMP_DUE()

    me = state.current
    in_turn_start = phase is Phase.TURN_START
    if isinstance(action, PlayCard):
        if not in_turn_start and not state.turn.may_play_card:
            return lg.NO_FURTHER_CARD()
        return _play_card_problem(state, action)
    if isinstance(action, DrawCards):
        if action.count not in (1, 2):
            return lg.DRAW_ONE_OR_TWO()
        if not in_turn_start:
            if not state.turn.station_draw:
                return lg.DRAW_AT_START()
            if _has_playable_card(state):  # N1986-02
                return lg.STATION_DRAW()
        available = _available_to_draw(state)
        if available < action.count:
            return lg.FEW_LEFT(cards=CARDS(count=available))
        return None
    if isinstance(action, ExchangeCards):
        if not in_turn_start:
            return lg.EXCHANGE_NOT_NOW()
        if len(me.hand) < EXCHANGE_HAND_SIZE:
            return lg.EXCHANGE_HAND(needed=EXCHANGE_HAND_SIZE, held=CARDS(count=len(me.hand)))
        first, second = action.card_ids
        if first == second:
            return lg.TWO_DIFFERENT()
        for card_id in action.card_ids:
            if card_id not in me.hand:
                return _not_held(state, me.name, card_id)
        return None
    if isinstance(action, DiscardCard):
        if not in_turn_start:
            return lg.DISCARD_NOT_NOW()
        if not state.board.is_past_final_handcuffs(me.position):  # N1986-32
            return lg.DISCARD_LATE()
        limit = state.finish_card_limit()
        if len(me.hand) <= limit:
            return lg.DISCARD_LIMIT(held=CARDS(count=len(me.hand)), limit=CARDS(count=limit))
        if action.card_id not in me.hand:
            return _not_held(state, me.name, action.card_id)
        return None
    if isinstance(action, PlayEvent):
        if not state.config.expert.keep_event:
            return lg.KEEP_EXPERT()
        if me.kept_event is None:
            return lg.NO_KEPT_EVENT()
        if state.turn.kept_this_turn:
            return lg.KEPT_THIS_TURN()
        return None
    if isinstance(action, EndTurn):
        if in_turn_start and legal_actions(state) != [EndTurn()]:
            return lg.NO_PASSING()
        return None
    return lg.NOT_POSSIBLE(action=type(action).__name__)


# --------------------------------------------------------------------------- helpers


def _log(
    state: RaceState,
    kind: str,
    text: Message,
    player: int | None = None,
    card_id: str | None = None,
) -> RaceState:
    return replace(state, last_events=(*state.last_events, LogEvent(kind, text, player, card_id)))


def _set_player(state: RaceState, index: int, **changes: Any) -> RaceState:
    players = list(state.players)
    players[index] = replace(players[index], **changes)
    return replace(state, players=tuple(players))


def _move(state: RaceState, player: int, target: int) -> RaceState:
    if player == state.turn_player and target != state.players[player].position:
        # ruling R1986-08: moved by any means (card, space, event, jump) this turn
        state = replace(state, turn=replace(state.turn, moved=True))
    return _set_player(state, player, position=target)


def _draw_action_cards(state: RaceState, player: int, count: int) -> RaceState:
    """Draw up to ``count`` cards; an empty draw pile is rebuilt from the shuffled discard."""
    drawn: list[str] = []
    for _ in range(count):
        if not state.draw_pile:
            if not state.discard_pile:
                break
            pile, rng = state.rng.shuffled(state.discard_pile)
            state = replace(state, draw_pile=pile, discard_pile=(), rng=rng)
            state = _log(state, "reshuffle", lg.RESHUFFLE())
        drawn.append(state.draw_pile[0])
        state = replace(state, draw_pile=state.draw_pile[1:])
    me = state.players[player]
    return _set_player(state, player, hand=(*me.hand, *drawn))


def _draw_event(state: RaceState) -> tuple[str, RaceState]:
    if not state.event_pile:
        pile, rng = state.rng.shuffled(state.event_discard)
        state = replace(state, event_pile=pile, event_discard=(), rng=rng)
        state = _log(state, "reshuffle", lg.RESHUFFLE_EVENTS())
    return state.event_pile[0], replace(state, event_pile=state.event_pile[1:])


def _handcuffs_card_target(state: RaceState, position: int) -> int:
    """Back 3, and 3 more if that lands on a handcuff space, once (Handschellenkarte,
    ruling R1986-07, N1986-15): the space then reached has no effect, whatever it is."""
    target = max(0, position - HANDCUFFS_SPACES)
    if state.board.kind(target) is SpaceKind.HANDCUFFS:
        target = max(0, target - HANDCUFFS_SPACES)
    return target


def _name(state: RaceState, player: int) -> str:
    return state.players[player].name


# --------------------------------------------------------------------------- turn flow


def _win(state: RaceState, player: int) -> RaceState:
    state = replace(state, winner=player, phase=Phase.GAME_OVER, pending=(), resume=None)
    return _log(state, "finish", lg.WINS(name=_name(state, player)), player)


def _end_turn(state: RaceState) -> RaceState:
    """Pass the turn on, skipping players who must miss a turn."""
    count = len(state.players)
    nxt = (state.turn_player + 1) % count
    while state.players[nxt].turns_to_skip > 0:
        skipping = state.players[nxt]
        state = _set_player(state, nxt, turns_to_skip=skipping.turns_to_skip - 1)
        state = _log(state, "skip", lg.MISSES_TURN(name=skipping.name), nxt)
        nxt = (nxt + 1) % count
    state = replace(
        state,
        turn_player=nxt,
        phase=Phase.TURN_START,
        turn=TurnProgress(),
        turn_number=state.turn_number + 1,
    )
    return _log(state, "turn", lg.TURN(name=_name(state, nxt)), nxt)


def _end_turn_or_offer_event(state: RaceState) -> RaceState:
    """End the turn, unless an expert may still play a kept event after the action card."""
    me = state.current
    if state.config.expert.keep_event and me.kept_event and not state.turn.kept_this_turn:
        turn = replace(state.turn, may_play_card=False, station_draw=False)
        return replace(state, phase=Phase.CONTINUE, turn=turn)
    return _end_turn(state)


def _enter_continue(state: RaceState, *, station: bool) -> RaceState:
    """Another card may be played (wind rose, travel station); end at once if none can."""
    turn = replace(state.turn, may_play_card=True, station_draw=station, return_phase=None)
    state = replace(state, phase=Phase.CONTINUE, turn=turn)
    return _auto_end_if_stuck(state)


def _auto_end_if_stuck(state: RaceState) -> RaceState:
    """In CONTINUE with nothing to do but end the turn, the turn ends by itself (N1986-01)."""
    if state.phase is not Phase.CONTINUE:
        return state
    if any(not isinstance(a, EndTurn) for a in legal_actions(state)):
        return state
    if state.turn.may_play_card:
        state = _log(
            state,
            "stuck",
            lg.STUCK(name=state.current.name),
            state.turn_player,
        )
    return _end_turn(state)


def _after_space(state: RaceState) -> RaceState:
    """The space has done its part and grants no further card: return, jump or end."""
    if state.turn.return_phase is not None:
        # a kept event played mid-turn: go back to where it was played from
        phase = state.turn.return_phase
        state = replace(state, phase=phase, turn=replace(state.turn, return_phase=None))
        return _auto_end_if_stuck(state)
    if state.turn.jump_pending:
        # ruling R1986-09: the jump may be declined; the player decides now that the
        # space before it has done its part
        return replace(state, phase=Phase.JUMP_CHOICE)
    return _end_turn_or_offer_event(state)


def _jump(state: RaceState) -> RaceState:
    """Sprung: the whole hand played out, 5 spaces forward, 5 new cards (ruling R1986-05).

    Called once the space before the jump has done its part (N1986-20).
    """
    player = state.turn_player
    state = replace(state, turn=replace(state.turn, jump_pending=False))
    target = min(state.current.position + JUMP_SPACES, state.board.finish)
    state = _move(state, player, target)
    state = _log(
        state,
        "jump",
        lg.JUMP(name=_name(state, player), space=lg.space(state.board, target)),
        player,
    )
    if target == state.board.finish:
        kept = state.current.kept_event
        if kept is not None:  # N1986-42: a kept event cannot go into London; it is lost
            state = _set_player(state, player, kept_event=None)
            state = replace(state, event_discard=(*state.event_discard, kept))
            state = _log(
                state,
                "discard_event",
                lg.KEPT_EVENT_LOST(name=_name(state, player)),
                player,
            )
        return _win(state, player)  # ruling R1986-05: no new cards when the jump reaches London
    before = len(state.current.hand)
    state = _draw_action_cards(state, player, JUMP_CARDS)
    drawn = len(state.current.hand) - before
    state = _log(
        state, "draw", lg.DRAWS(name=_name(state, player), cards=CARDS(count=drawn)), player
    )
    return _settle(state, restricted=False)


def _settle(state: RaceState, *, restricted: bool) -> RaceState:
    """Carry out the space the turn player's figure stands on (Bedeutung der Spielplanfelder).

    ``restricted``: before the jump only the telescope and handcuff spaces act (Sprung).
    """
    player = state.turn_player
    position = state.current.position
    kind = state.board.kind(position)
    if kind is SpaceKind.HANDCUFFS:
        # Handschellenfeld: own figure 3 back; the space it lands on has no effect
        target = max(0, position - HANDCUFFS_SPACES)
        state = _move(state, player, target)
        state = _log(
            state,
            "handcuffs_space",
            lg.HANDCUFF_SPACE(name=_name(state, player), space=lg.space(state.board, target)),
            player,
        )
        return _after_space(state)
    if kind is SpaceKind.TELESCOPE:
        return _telescope(state)
    if not restricted and kind is SpaceKind.WIND_ROSE:
        turn = replace(state.turn, return_phase=None)
        return replace(state, phase=Phase.MOVE_ROSE, turn=turn)
    if not restricted and kind is SpaceKind.TRAVEL_STATION:
        return _enter_continue(state, station=True)
    return _after_space(state)


def _telescope(state: RaceState) -> RaceState:
    """Fernrohrfeld: draw an event card and carry it out (experts may keep it)."""
    player = state.turn_player
    event_id, state = _draw_event(state)
    event = state.event_card(event_id)
    state = _log(
        state,
        "event_drawn",
        lg.EVENT_DRAWN(
            name=_name(state, player), title=lg.event_title(event), text=lg.event_text(event)
        ),
        player,
        event_id,
    )
    if state.config.expert.keep_event and state.current.kept_event is None:
        turn = replace(state.turn, drawn_event=event_id)
        return replace(state, phase=Phase.EVENT_CHOICE, turn=turn)
    state = replace(state, event_discard=(*state.event_discard, event_id))
    return _carry_out(state, event)


def _settle_own_event(state: RaceState) -> RaceState:
    """After an event moved the turn player: the space acts only in the expert variant."""
    if state.config.expert.events_trigger_spaces:
        return _settle(state, restricted=state.turn.jump_pending)
    return _after_space(state)


def _carry_out(state: RaceState, event: EventCard) -> RaceState:
    """Carry out an event card for the turn player (its card is already discarded)."""
    player = state.turn_player
    name = _name(state, player)
    position = state.current.position
    effect = event.effect
    board = state.board
    kind = effect.kind
    if kind in (EffectKind.FORWARD, EffectKind.TO_NEXT):
        if kind is EffectKind.FORWARD:
            # N1986-31: an event never carries a figure into London
            target: int | None = min(position + effect.amount, board.finish - 1)
        else:
            assert effect.space_kind is not None
            target = board.next_of_kind(position, effect.space_kind)
        if target is None or target <= position:
            state = _log(state, "event_effect", lg.CANNOT_FORWARD(name=name), player)
            return _after_space(state)
        state = _move(state, player, target)
        state = _log(
            state,
            "event_effect",
            lg.MOVES_FORWARD(name=name, space=lg.space(board, target)),
            player,
        )
        return _settle_own_event(state)
    if kind in (EffectKind.BACK, EffectKind.BACK_TO_PREVIOUS):
        if kind is EffectKind.BACK:
            target = max(0, position - effect.amount)
        else:
            assert effect.space_kind is not None
            target = board.previous_of_kind(position, effect.space_kind)
        if target is None or target >= position:
            state = _log(state, "event_effect", lg.CANNOT_BACK(name=name), player)
            return _after_space(state)
        penalty = PendingPenalty(
            player, PenaltyCause.OWN_EVENT, target, lg.THE_EVENT(title=lg.event_title(event))
        )
        state = replace(state, pending=(penalty,), resume=Resume.SETTLE_OWN_EVENT)
        return _process_pending(state)
    if kind is EffectKind.SKIP_TURN:
        state = _set_player(state, player, turns_to_skip=state.current.turns_to_skip + 1)
        state = _log(state, "event_effect", lg.MISSES_NEXT(name=name), player)
        return _after_space(state)
    if kind is EffectKind.DRAW:
        before = len(state.current.hand)
        state = _draw_action_cards(state, player, effect.amount)
        drawn = len(state.current.hand) - before
        state = _log(state, "event_effect", lg.DRAWS(name=name, cards=CARDS(count=drawn)), player)
        return _after_space(state)
    if kind is EffectKind.DISCARD:
        lost: list[str] = []
        for _ in range(effect.amount):
            hand = state.current.hand
            if not hand:
                break
            index, rng = state.rng.randbelow(len(hand))
            lost.append(hand[index])
            state = replace(state, rng=rng, discard_pile=(*state.discard_pile, hand[index]))
            state = _set_player(state, player, hand=hand[:index] + hand[index + 1 :])
        if not lost:
            state = _log(state, "event_effect", lg.DISCARDS_NOTHING(name=name), player)
        for card_id in lost:
            entry = lg.DISCARDS(name=name, card=lg.card(state.action_card(card_id)))
            state = _log(state, "event_effect", entry, player)
        return _after_space(state)
    if kind in (EffectKind.OTHERS_BACK, EffectKind.OTHERS_AHEAD_BACK):
        count = len(state.players)
        pending: list[PendingPenalty] = []
        for offset in range(1, count):
            other = (player + offset) % count
            where = state.players[other].position
            if kind is EffectKind.OTHERS_AHEAD_BACK and where <= position:
                continue
            target = max(0, where - effect.amount)
            if target < where:
                pending.append(
                    PendingPenalty(
                        other,
                        PenaltyCause.OTHERS_EVENT,
                        target,
                        lg.THE_EVENT(title=lg.event_title(event)),
                    )
                )
        if not pending:
            state = _log(state, "event_effect", lg.NOBODY_AFFECTED(), player)
            return _after_space(state)
        state = replace(state, pending=tuple(pending), resume=Resume.AFTER_SPACE)
        return _process_pending(state)
    if kind is EffectKind.SET_WIND_ROSE:
        assert effect.transport is not None
        state = replace(state, wind_rose=effect.transport)
        state = _log(
            state, "wind_rose", lg.ROSE_TURNS(transport=lg.transport(effect.transport)), player
        )
        return _after_space(state)
    if kind is EffectKind.WIND_ROSE:
        turn = replace(state.turn, return_phase=None)
        return replace(state, phase=Phase.MOVE_ROSE, turn=turn)
    # PLAY_AGAIN
    if state.turn.jump_pending:  # the hand is empty: the jump comes next
        return _after_space(state)
    return _enter_continue(state, station=False)


def _process_pending(state: RaceState) -> RaceState:
    """Ask each victim holding a money bag; apply the others' moves back at once (N1986-13)."""
    while state.pending:
        head = state.pending[0]
        victim = state.players[head.victim]
        if any(state.action_card(c).kind is CardKind.MONEY_BAG for c in victim.hand):
            return replace(state, phase=Phase.DEFEND)
        state = _accept_penalty(state, head)
        state = replace(state, pending=state.pending[1:])
    return _resume(state)


def _accept_penalty(state: RaceState, penalty: PendingPenalty) -> RaceState:
    victim = penalty.victim
    name = _name(state, victim)
    state = _move(state, victim, penalty.target)
    state = _log(
        state,
        "move_back",
        lg.GOES_BACK(name=name, space=lg.space(state.board, penalty.target), source=penalty.source),
        victim,
    )
    if (
        penalty.cause is PenaltyCause.OTHERS_EVENT
        and state.config.expert.opponents_trigger_handcuffs
        and state.board.kind(penalty.target) is SpaceKind.HANDCUFFS
    ):
        target = max(0, penalty.target - HANDCUFFS_SPACES)
        state = _move(state, victim, target)
        state = _log(
            state,
            "handcuffs_space",
            lg.HANDCUFFS_MORE(name=name, space=lg.space(state.board, target)),
            victim,
        )
    return state


def _resume(state: RaceState) -> RaceState:
    resume = state.resume
    state = replace(state, resume=None)
    if resume is Resume.END_TURN:
        return _end_turn(state)  # ruling R1986-02: the handcuffs card is the whole turn
    if resume is Resume.SETTLE_OWN_EVENT:
        return _settle_own_event(state)
    return _after_space(state)


# --------------------------------------------------------------------------- actions


def _discard_from_hand(state: RaceState, player: int, card_ids: Iterable[str]) -> RaceState:
    hand = list(state.players[player].hand)
    removed = []
    for card_id in card_ids:
        hand.remove(card_id)
        removed.append(card_id)
    state = _set_player(state, player, hand=tuple(hand))
    return replace(state, discard_pile=(*state.discard_pile, *removed))


def _apply_play_card(state: RaceState, action: PlayCard) -> RaceState:
    player = state.turn_player
    name = _name(state, player)
    card = state.action_card(action.card_id)
    state = _discard_from_hand(state, player, [card.id])
    state = replace(state, turn=replace(state.turn, cards_played=state.turn.cards_played + 1))
    hand_empty = not state.current.hand
    if card.kind is CardKind.WIND_ROSE:
        assert action.new_transport is not None
        old = state.wind_rose
        state = replace(state, wind_rose=action.new_transport)
        turned = (
            lg.PLAYS_ROSE_TURNS(name=name, transport=lg.transport(action.new_transport))
            if action.new_transport is not old
            else lg.PLAYS_ROSE_LEAVES(name=name, transport=lg.transport(old))
        )
        state = _log(state, "play_card", turned, player, card.id)
        if hand_empty:  # N1986-12: the space was carried out already; jump at once
            state = replace(state, turn=replace(state.turn, jump_pending=True))
            return _after_space(state)
        return _enter_continue(state, station=False)
    if card.kind is CardKind.HANDCUFFS:
        victim = (player + 1) % len(state.players)
        target = _handcuffs_card_target(state, state.players[victim].position)
        state = _log(
            state,
            "play_card",
            lg.PLAYS_HANDCUFFS(name=name, victim=_name(state, victim)),
            player,
            card.id,
        )
        state = replace(state, turn=replace(state.turn, return_phase=None))
        if target == state.players[victim].position:
            state = _log(
                state,
                "move_back",
                lg.AT_START(name=_name(state, victim)),
                victim,
            )
            return _end_turn(state)
        # N1986-11: no jump even if this was the last card; the figure may not move
        penalty = PendingPenalty(
            victim, PenaltyCause.HANDCUFFS_CARD, target, lg.HANDCUFFS_CARD_OF(name=name)
        )
        state = replace(state, pending=(penalty,), resume=Resume.END_TURN)
        return _process_pending(state)
    target = _card_move_target(state, player, card, action)
    where = lg.space(state.board, target)
    if card.kind is CardKind.MONEY_BAG:
        how = lg.PLAYS_MONEY_BAG(name=name, spaces=SPACES(count=action.steps or 0), space=where)
    elif action.backward:
        how = lg.PLAYS_BACKWARD(name=name, card=lg.card(card), space=where)
    else:
        how = lg.PLAYS_FORWARD(name=name, card=lg.card(card), space=where)
    state = _move(state, player, target)
    state = replace(state, turn=replace(state.turn, moved=True, return_phase=None))
    state = _log(state, "play_card", how, player, card.id)
    if target == state.board.finish:
        return _win(state, player)
    if hand_empty:
        state = replace(state, turn=replace(state.turn, jump_pending=True))
        return _settle(state, restricted=True)
    return _settle(state, restricted=False)


def _apply_defend(state: RaceState, action: Defend) -> RaceState:
    head = state.pending[0]
    state = _discard_from_hand(state, head.victim, [action.card_id])
    state = _log(
        state,
        "defend",
        lg.DEFENDS(name=_name(state, head.victim), source=head.source),
        head.victim,
        action.card_id,
    )
    if head.cause is PenaltyCause.OWN_EVENT:
        state = replace(state, resume=Resume.AFTER_SPACE)
    state = replace(state, pending=state.pending[1:])
    return _process_pending(state)


def apply(state: RaceState, action: Action) -> RaceState:
    """The state after ``action``; ``IllegalActionError`` (with the reason) if not allowed.

    A malformed action (fields of the wrong type) and an action whose ``seat`` is not the
    player to decide are refused with the same error.
    """
    problem = _why_illegal(state, action)
    if problem is not None:
        raise IllegalActionError(problem)
    actor = current_player(state)
    state = replace(state, last_events=(), history=(*state.history, action))
    player = state.turn_player
    name = _name(state, player)
    if isinstance(action, PlayCard):
        return _apply_play_card(state, action)
    if isinstance(action, DrawCards):
        before = len(state.current.hand)
        state = _draw_action_cards(state, player, action.count)
        drawn = len(state.current.hand) - before
        state = _log(state, "draw", lg.DRAWS(name=name, cards=CARDS(count=drawn)), player)
        if state.phase is Phase.TURN_START:
            return _end_turn(state)
        return _end_turn_or_offer_event(state)  # at a travel station, after an action card
    if isinstance(action, ExchangeCards):
        state = _discard_from_hand(state, player, action.card_ids)
        state = _draw_action_cards(state, player, 2)
        state = _log(state, "exchange", lg.EXCHANGES(name=name), player)
        return _end_turn(state)
    if isinstance(action, DiscardCard):
        discarded = lg.card(state.action_card(action.card_id))
        state = _discard_from_hand(state, player, [action.card_id])
        entry = lg.DISCARDS_INSTEAD(name=name, card=discarded)
        state = _log(state, "discard", entry, player, action.card_id)
        return _end_turn(state)
    if isinstance(action, MoveWindRose):
        old = state.wind_rose
        state = replace(state, wind_rose=action.transport)
        text = (
            lg.TURNS_ROSE(name=name, transport=lg.transport(action.transport))
            if action.transport is not old
            else lg.LEAVES_ROSE(name=name, transport=lg.transport(old))
        )
        state = _log(state, "wind_rose", text, player)
        if state.turn.jump_pending:
            return _after_space(state)
        return _enter_continue(state, station=False)
    if isinstance(action, Defend):
        return _apply_defend(state, action)
    if isinstance(action, AcceptPenalty):
        head = state.pending[0]
        state = _accept_penalty(state, head)
        state = replace(state, pending=state.pending[1:])
        return _process_pending(state)
    if isinstance(action, KeepEvent):
        event_id = state.turn.drawn_event
        assert event_id is not None
        state = _set_player(state, player, kept_event=event_id)
        turn = replace(state.turn, drawn_event=None, kept_this_turn=True)
        state = replace(state, turn=turn)
        state = _log(state, "keep_event", lg.KEEPS_EVENT(name=name), player, event_id)
        return _after_space(state)
    if isinstance(action, CarryOutEvent):
        event_id = state.turn.drawn_event
        assert event_id is not None
        state = replace(
            state,
            turn=replace(state.turn, drawn_event=None),
            event_discard=(*state.event_discard, event_id),
        )
        state = _log(state, "carry_out_event", lg.CARRIES_OUT(name=name), player, event_id)
        return _carry_out(state, state.event_card(event_id))
    if isinstance(action, TakeJump):
        return _jump(state)
    if isinstance(action, DeclineJump):
        state = replace(state, turn=replace(state.turn, jump_pending=False))
        state = _log(
            state,
            "decline_jump",
            lg.DECLINES_JUMP(name=name),
            player,
        )
        return _end_turn(state)
    if isinstance(action, PlayEvent):
        event_id = state.current.kept_event
        assert event_id is not None
        event = state.event_card(event_id)
        state = _set_player(state, player, kept_event=None)
        turn = replace(state.turn, return_phase=state.phase)
        state = replace(state, turn=turn, event_discard=(*state.event_discard, event_id))
        state = _log(
            state,
            "event_played",
            lg.PLAYS_KEPT_EVENT(name=name, title=lg.event_title(event), text=lg.event_text(event)),
            player,
            event_id,
        )
        return _carry_out(state, event)
    # EndTurn
    assert isinstance(action, EndTurn)
    if state.phase is Phase.TURN_START:
        state = _log(state, "pass", lg.PASSES(name=name), actor)
    else:
        state = _log(state, "end_turn", lg.ENDS_TURN(name=name), actor)
    return _end_turn(state)


# --------------------------------------------------------------------------- records


def game_record(state: RaceState) -> dict[str, Any]:
    """``{game, config, seed, actions}``: plain data that replays the race exactly."""
    return {
        "game": GAME_NAME,
        "config": state.config.to_dict(),
        "seed": state.seed,
        "actions": [action.to_dict() for action in state.history],
    }


def apply_recorded(state: RaceState, action: Action) -> RaceState:
    """``apply`` for an action read from a record (a save, a replay).

    Records made before ruling R1986-09 go on after a played-out hand as if the jump had
    been forced (it was): when the race waits for the jump decision and the record's next
    action is another one, the jump is taken first, so those records still replay.
    """
    if state.phase is Phase.JUMP_CHOICE and not isinstance(action, TakeJump | DeclineJump):
        state = apply(state, TakeJump())
        events = state.last_events
        state = apply(state, action)
        return replace(state, last_events=(*events, *state.last_events))
    return apply(state, action)


def replay(
    config: RaceConfig,
    seed: int,
    actions: Iterable[Action],
    *,
    board: Board | None = None,
    decks: Decks | None = None,
) -> RaceState:
    """The state after playing ``actions`` from a new race; raises on an illegal action."""
    state = new_game(config, seed, board=board, decks=decks)
    for action in actions:
        state = apply_recorded(state, action)
    return state


def earlier_events(state: RaceState) -> tuple[LogEvent, ...]:
    """The log of ``state``'s race before its last action (its own events are
    ``state.last_events``): the race replayed from its start, so that a race opened from a
    file shows its whole log."""
    if not state.history:
        return ()
    replayed = new_game(state.config, state.seed, board=state.board, decks=state.decks)
    events = list(replayed.last_events)
    for action in state.history[:-1]:
        replayed = apply_recorded(replayed, action)
        events.extend(replayed.last_events)
    return tuple(events)


def replay_record(
    record: Mapping[str, Any], *, board: Board | None = None, decks: Decks | None = None
) -> RaceState:
    """Replay a ``game_record``; ``RaceConfigError``/``IllegalActionError`` if it is bad."""
    if record.get("game") != GAME_NAME:
        raise RaceConfigError(lg.RECORD_GAME(game=GAME_NAME))
    seed = record.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise RaceConfigError(lg.RECORD_SEED())
    actions = record.get("actions", [])
    if not isinstance(actions, list):
        raise RaceConfigError(lg.RECORD_ACTIONS())
    config = RaceConfig.from_dict(record.get("config", {}))
    return replay(config, seed, (action_from_dict(a) for a in actions), board=board, decks=decks)
