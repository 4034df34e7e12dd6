"""What the rules allow now: ``legal_actions`` and ``why_illegal``, written once.

Legality is written once, as move generators: for each kind of action, and for each kind
of card one generator of the ways to play it, a generator lists every well-formed
candidate in a fixed order, each with the reason it is refused now, or None; a gate per
kind of action says why none of that kind may be taken now. ``legal_actions`` keeps the
candidates without a reason (the bots choose among them with a seeded generator, so the
order is part of the contract); ``why_illegal`` finds the action among the candidates of
its kind, and an action that is no candidate at all gets the reason its kind gives for a
wrong shape. Reasons are made only when asked for (``Reason``), so that listing the legal
actions, which bots and random games do all the time, stays cheap.

Rule sources: the German rulebook's headings, the rulings R1986-* and our notes N1986-xx
(docs/rules-notes-1986.md).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from eighty_days.engine.common import shown
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
    field_problem,
)
from eighty_days.engine.race.cards import ActionCard, CardKind, Transport
from eighty_days.engine.race.state import Phase, PlayerState, RaceState
from eighty_days.messages import CARDS, SPACES, Message

#: With this many cards in hand, exchanging two may replace the turn.
EXCHANGE_HAND_SIZE = 12
#: The money bag's choices: 1, 2 or 3 spaces forward.
MONEY_BAG_CHOICES = (1, 2, 3)

#: Why a candidate is refused, made only when asked for.
Reason = Callable[[], Message]
#: A candidate action with the reason it is refused now, or None if it is allowed.
Candidate = tuple[Action, Reason | None]
#: One way to play a card with the reason it is refused now, or None.
Play = tuple[PlayCard, Reason | None]


def current_player(state: RaceState) -> int | None:
    """Who must decide now (a victim asked to defend included); None when the race is over."""
    if state.phase is Phase.GAME_OVER:
        return None
    if state.phase is Phase.DEFEND:
        return state.pending[0].victim
    return state.turn_player


# --------------------------------------------------------------------------- card plays


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


def _finish_reason(state: RaceState) -> Reason | None:
    """Why the turn player may not play a card that reaches London, or None."""
    player = state.turn_player
    cards_left = len(state.players[player].hand) - 1
    if cards_left <= state.finish_card_limit() and state.players[player].kept_event is None:
        return None

    def reason() -> Message:
        problem = _finish_problem(state, player, cards_left)
        assert problem is not None
        return problem

    return reason


def move_target(state: RaceState, player: int, card: ActionCard, action: PlayCard) -> int:
    """The space a travel card or money bag played as ``action`` moves ``player`` to."""
    position = state.players[player].position
    if card.kind is CardKind.MONEY_BAG:
        return min(position + (action.steps or 0), state.board.finish)
    if action.backward:
        return position - card.value
    return min(position + card.value, state.board.finish)


def _travel_plays(
    state: RaceState, me: PlayerState, card: ActionCard, finish: Reason | None
) -> list[Play]:
    """A travel card moves forward by its value, or backward in the expert variant; only
    with the wind rose's transport (ruling R1986-01)."""
    forward = PlayCard(card.id)
    backward = PlayCard(card.id, backward=True)
    if card.transport is not state.wind_rose:

        def other_transport() -> Message:
            return lg.ROSE_SHOWS(transport=lg.transport(state.wind_rose), card=lg.card(card))

        return [(forward, other_transport), (backward, other_transport)]
    forward_reason = finish if me.position + card.value >= state.board.finish else None
    backward_reason: Reason | None = None
    if not state.config.expert.travel_backward:
        backward_reason = lg.FORWARD_ONLY
    elif me.position < card.value:

        def too_few_behind() -> Message:
            return lg.TOO_FEW_BEHIND(spaces=SPACES(count=me.position), card=lg.card(card))

        backward_reason = too_few_behind
    return [(forward, forward_reason), (backward, backward_reason)]


def _money_bag_plays(
    state: RaceState, me: PlayerState, card: ActionCard, finish: Reason | None
) -> list[Play]:
    """A money bag moves 1, 2 or 3 spaces forward, whatever the wind rose shows."""
    room = state.board.finish - me.position  # steps that reach London need the finish rule
    return [
        (PlayCard(card.id, steps=steps), finish if steps >= room else None)
        for steps in MONEY_BAG_CHOICES
    ]


def _wind_rose_plays(
    state: RaceState, me: PlayerState, card: ActionCard, finish: Reason | None
) -> list[Play]:
    """A wind rose card turns the rose to any transport (or leaves it)."""
    return [(PlayCard(card.id, new_transport=transport), None) for transport in Transport]


def _handcuffs_plays(
    state: RaceState, me: PlayerState, card: ActionCard, finish: Reason | None
) -> list[Play]:
    """A handcuffs card is the whole turn (ruling R1986-02, N1986-10): the figure stays
    put, so it cannot follow a move."""
    return [(PlayCard(card.id), lg.HANDCUFFS_AFTER_MOVE if state.turn.moved else None)]


def _wrong_shape(card: ActionCard) -> Message:
    """Why a play of ``card`` with choices the card does not offer is refused."""
    if card.kind is CardKind.TRAVEL:
        return lg.MOVES_EXACTLY(card=lg.card(card), spaces=SPACES(count=card.value))
    if card.kind is CardKind.MONEY_BAG:
        return lg.MONEY_BAG_STEPS()
    if card.kind is CardKind.WIND_ROSE:
        return lg.ROSE_CARD_CHOICE()
    return lg.HANDCUFFS_NO_CHOICE()


def _card_plays(
    state: RaceState, me: PlayerState, card: ActionCard, finish: Reason | None
) -> list[Play]:
    """Every way to play ``card`` from the turn player's hand, each with its reason: the
    move generator of the card's kind."""
    kind = card.kind
    if kind is CardKind.TRAVEL:
        return _travel_plays(state, me, card, finish)
    if kind is CardKind.MONEY_BAG:
        return _money_bag_plays(state, me, card, finish)
    if kind is CardKind.WIND_ROSE:
        return _wind_rose_plays(state, me, card, finish)
    return _handcuffs_plays(state, me, card, finish)


def _hand_plays(state: RaceState) -> list[Play]:
    """Every way to play every card of the turn player's hand, in the hand's order."""
    me = state.current
    finish = _finish_reason(state)
    cards = state.decks.action_cards
    plays: list[Play] = []
    for card_id in me.hand:
        plays += _card_plays(state, me, cards[card_id], finish)
    return plays


def _has_legal_play(state: RaceState) -> bool:
    return any(reason is None for _, reason in _hand_plays(state))


# --------------------------------------------------------------------------- the turn's actions


def _not_held(state: RaceState, name: str, card_id: str) -> Message:
    """ "Ann does not hold the card train 4." (a card of no deck by its id)."""
    card = state.decks.action_cards.get(card_id)
    return lg.NOT_HELD(name=name, card=lg.card(card) if card is not None else shown(card_id))


def _play_gate(state: RaceState) -> Reason | None:
    """At the turn's start, or when a card or space grants another card."""
    if state.phase is Phase.TURN_START or state.turn.may_play_card:
        return None
    return lg.NO_FURTHER_CARD


def _draw_gate(state: RaceState) -> Reason | None:
    """At the turn's start, or at a great travel station when no card fits (N1986-02)."""
    if state.phase is Phase.TURN_START:
        return None
    if not state.turn.station_draw:
        return lg.DRAW_AT_START
    if _has_legal_play(state):
        return lg.STATION_DRAW
    return None


def _draws(state: RaceState) -> list[Candidate]:
    available = len(state.draw_pile) + len(state.discard_pile)

    def few_left() -> Message:
        return lg.FEW_LEFT(cards=CARDS(count=available))

    return [(DrawCards(count), few_left if available < count else None) for count in (1, 2)]


def _exchange_gate(state: RaceState) -> Reason | None:
    """At the turn's start with 12 cards or more."""
    if state.phase is not Phase.TURN_START:
        return lg.EXCHANGE_NOT_NOW
    held = len(state.current.hand)
    if held < EXCHANGE_HAND_SIZE:
        return lambda: lg.EXCHANGE_HAND(needed=EXCHANGE_HAND_SIZE, held=CARDS(count=held))
    return None


def _exchanges(state: RaceState) -> list[Candidate]:
    """Any two different cards of the hand, each pair once, in the hand's order."""
    hand = state.current.hand
    return [
        (ExchangeCards((first, second)), None)
        for index, first in enumerate(hand)
        for second in hand[index + 1 :]
    ]


def _discard_gate(state: RaceState) -> Reason | None:
    """At the turn's start past the last of the final handcuff spaces, with more cards
    than London allows (N1986-32)."""
    if state.phase is not Phase.TURN_START:
        return lg.DISCARD_NOT_NOW
    me = state.current
    if not state.board.is_past_final_handcuffs(me.position):
        return lg.DISCARD_LATE
    limit = state.finish_card_limit()
    held = len(me.hand)
    if held <= limit:
        return lambda: lg.DISCARD_LIMIT(held=CARDS(count=held), limit=CARDS(count=limit))
    return None


def _discards(state: RaceState) -> list[Candidate]:
    return [(DiscardCard(card_id), None) for card_id in state.current.hand]


def _play_event_gate(state: RaceState) -> Reason | None:
    """Expert variant: a kept event, not kept this very turn."""
    if not state.config.expert.keep_event:
        return lg.KEEP_EXPERT
    if state.current.kept_event is None:
        return lg.NO_KEPT_EVENT
    if state.turn.kept_this_turn:
        return lg.KEPT_THIS_TURN
    return None


def _turn_candidates(state: RaceState) -> list[Candidate]:
    """Every candidate of the turn's phases (TURN_START, CONTINUE) whose gate is open, in
    the order of ``legal_actions`` (ending the turn aside)."""
    plays: list[Play] = _hand_plays(state) if _play_gate(state) is None else []
    candidates: list[Candidate] = _draws(state) if _draw_gate(state) is None else []
    candidates += plays
    if _exchange_gate(state) is None:
        candidates += _exchanges(state)
    if _discard_gate(state) is None:
        candidates += _discards(state)
    if _play_event_gate(state) is None:
        candidates.append((PlayEvent(), None))
    return candidates


# --------------------------------------------------------------------------- decisions


def _defences(state: RaceState) -> list[Candidate]:
    """A victim may cancel a move back with a money bag (ruling R1986-03), or accept it."""
    victim = state.pending[0].victim
    candidates: list[Candidate] = [
        (Defend(card.id), None if card.kind is CardKind.MONEY_BAG else lg.ONLY_MONEY_BAG)
        for card in state.hand_cards(victim)
    ]
    candidates.append((AcceptPenalty(), None))
    return candidates


def _decision_candidates(state: RaceState) -> list[Candidate]:
    """The candidates of a phase that waits for one decision (GAME_OVER: none)."""
    phase = state.phase
    if phase is Phase.DEFEND:
        return _defences(state)
    if phase is Phase.MOVE_ROSE:
        return [(MoveWindRose(transport), None) for transport in Transport]
    if phase is Phase.EVENT_CHOICE:
        return [(KeepEvent(), None), (CarryOutEvent(), None)]
    if phase is Phase.JUMP_CHOICE:
        return [(TakeJump(), None), (DeclineJump(), None)]
    return []


def legal_actions(state: RaceState) -> list[Action]:
    """Every action the rules allow now, each card with each of its choices.

    The order is fixed (the bots choose among the actions with a seeded generator): the
    draws, the hand's cards in the hand's order (each with its choices), the exchanges,
    the discards, the kept event, and ending the turn last.
    """
    if state.phase not in (Phase.TURN_START, Phase.CONTINUE):
        return [action for action, reason in _decision_candidates(state) if reason is None]
    actions = [action for action, reason in _turn_candidates(state) if reason is None]
    if state.phase is Phase.CONTINUE or not actions:
        actions.append(EndTurn())  # passing at the start only when nothing else is possible
    return actions


# --------------------------------------------------------------------------- refusals


def _reason_among(
    candidates: Sequence[Candidate], action: Action, otherwise: Reason
) -> Message | None:
    """The reason given with ``action`` among ``candidates``; ``otherwise``'s if it is none
    of them (actions compare without their acting seat)."""
    for candidate, reason in candidates:
        if candidate == action:
            return None if reason is None else reason()
    return otherwise()


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
    return lg.NOT_YOUR_DECISION(name=state.players[seat].name, decider=state.players[decider].name)


def _decision_problem(state: RaceState, action: Action) -> Message:
    """Why ``action`` is not the decision the phase waits for (GAME_OVER included)."""
    phase = state.phase
    if phase is Phase.GAME_OVER:
        return lg.RACE_OVER(name=state.players[state.winner or 0].name)
    if phase is Phase.DEFEND:
        pending = state.pending[0]
        return lg.ANSWER_FIRST(victim=state.players[pending.victim].name, source=pending.source)
    if phase is Phase.MOVE_ROSE:
        return lg.ROSE_FIRST()
    if phase is Phase.EVENT_CHOICE:
        return lg.EVENT_FIRST()
    return lg.JUMP_FIRST()


#: The actions each phase that waits for one decision takes.
_DECISIONS: dict[Phase, tuple[type, ...]] = {
    Phase.DEFEND: (Defend, AcceptPenalty),
    Phase.MOVE_ROSE: (MoveWindRose,),
    Phase.EVENT_CHOICE: (KeepEvent, CarryOutEvent),
    Phase.JUMP_CHOICE: (TakeJump, DeclineJump),
}


def _decision_why_illegal(state: RaceState, action: Action) -> Message | None:
    """``why_illegal`` in a phase that waits for one decision (GAME_OVER included)."""
    expected = _DECISIONS.get(state.phase)
    if expected is None or not isinstance(action, expected):
        return _decision_problem(state, action)
    if isinstance(action, Defend):
        victim = state.players[state.pending[0].victim]
        return _reason_among(
            _defences(state), action, lambda: _not_held(state, victim.name, action.card_id)
        )
    return None


def _turn_why_illegal(state: RaceState, action: Action) -> Message | None:
    """``why_illegal`` in the turn's phases (TURN_START, CONTINUE)."""
    me = state.current
    if isinstance(action, Defend | AcceptPenalty):
        return lg.NOTHING_PENDING()
    if isinstance(action, KeepEvent | CarryOutEvent):
        return lg.NO_EVENT_WAITING()
    if isinstance(action, MoveWindRose):
        return lg.ROSE_NOT_NOW()
    if isinstance(action, TakeJump | DeclineJump):
        return lg.NO_JUMP_DUE()
    if isinstance(action, PlayCard):
        gate = _play_gate(state)
        if gate is not None:
            return gate()
        if action.card_id not in me.hand:
            return _not_held(state, me.name, action.card_id)
        card = state.action_card(action.card_id)
        plays = _card_plays(state, me, card, _finish_reason(state))
        return _reason_among(plays, action, lambda: _wrong_shape(card))
    if isinstance(action, DrawCards):
        if action.count not in (1, 2):
            return lg.DRAW_ONE_OR_TWO()
        gate = _draw_gate(state)
        if gate is not None:
            return gate()
        return _reason_among(_draws(state), action, lg.DRAW_ONE_OR_TWO)
    if isinstance(action, ExchangeCards):
        gate = _exchange_gate(state)
        if gate is not None:
            return gate()
        first, second = action.card_ids
        if first == second:
            return lg.TWO_DIFFERENT()
        for card_id in action.card_ids:
            if card_id not in me.hand:
                return _not_held(state, me.name, card_id)
        # the generator gives each pair once, in the hand's order
        ordered = sorted(action.card_ids, key=me.hand.index)
        pair = ExchangeCards((ordered[0], ordered[1]))
        return _reason_among(_exchanges(state), pair, lg.TWO_DIFFERENT)
    if isinstance(action, DiscardCard):
        gate = _discard_gate(state)
        if gate is not None:
            return gate()
        return _reason_among(
            _discards(state), action, lambda: _not_held(state, me.name, action.card_id)
        )
    if isinstance(action, PlayEvent):
        gate = _play_event_gate(state)
        return None if gate is None else gate()
    if isinstance(action, EndTurn):
        if state.phase is Phase.TURN_START and legal_actions(state) != [EndTurn()]:
            return lg.NO_PASSING()
        return None
    return lg.NOT_POSSIBLE(action=type(action).__name__)


def why_illegal(state: RaceState, action: Action) -> Message | None:
    """A player-readable reason why ``action`` is not allowed now, or None if it is.

    None exactly for the actions of ``legal_actions`` (whatever their acting seat, if it
    is the player to decide) and for the same choices in another order or form (the two
    cards of an exchange either way round). A malformed action (fields of the wrong
    type) and an action whose ``seat`` is not the player to decide get their reason too.
    """
    malformed = field_problem(action)
    if malformed is not None:
        return malformed
    seat_problem = _seat_problem(state, action)
    if seat_problem is not None:
        return seat_problem
    if state.phase in (Phase.TURN_START, Phase.CONTINUE):
        return _turn_why_illegal(state, action)
    return _decision_why_illegal(state, action)
