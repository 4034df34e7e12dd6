"""What happens to a race's state: the small changes every rule is made of (log a line,
move a figure, draw cards) and the effects of the event cards (Ereigniskarten).

Nothing here decides whose turn it is or what comes next: ``carry_out`` tells the turn
flow (``rules``) how to go on after an event with a ``Then``. Rule sources as in
``rules``: the German rulebook's headings, the rulings R1986-* and our notes N1986-xx.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from typing import Any

from eighty_days.engine.common import replace
from eighty_days.engine.race import log as lg
from eighty_days.engine.race.board import SpaceKind
from eighty_days.engine.race.cards import EffectKind, EventCard
from eighty_days.engine.race.state import (
    LogEvent,
    PenaltyCause,
    PendingPenalty,
    Phase,
    RaceState,
    Resume,
)
from eighty_days.messages import CARDS, Message

#: A handcuffs card or space sends a figure this many spaces back.
HANDCUFFS_SPACES = 3


# --------------------------------------------------------------------------- changes


def add_to_log(
    state: RaceState,
    kind: str,
    text: Message,
    player: int | None = None,
    card_id: str | None = None,
) -> RaceState:
    """``state`` with one more entry in the log of the current action."""
    return replace(state, last_events=(*state.last_events, LogEvent(kind, text, player, card_id)))


def set_player(state: RaceState, index: int, **changes: Any) -> RaceState:
    """``state`` with the fields ``changes`` of player ``index`` replaced."""
    players = list(state.players)
    players[index] = replace(players[index], **changes)
    return replace(state, players=tuple(players))


def move(state: RaceState, player: int, target: int) -> RaceState:
    """``state`` with ``player``'s figure on ``target``; a move of the turn player's figure
    counts as having moved this turn (ruling R1986-08: by any means, card, space, event or
    jump)."""
    if player == state.turn_player and target != state.players[player].position:
        state = replace(state, turn=replace(state.turn, moved=True))
    return set_player(state, player, position=target)


def player_name(state: RaceState, player: int) -> str:
    """The name of ``player``."""
    return state.players[player].name


def discard_from_hand(state: RaceState, player: int, card_ids: Iterable[str]) -> RaceState:
    """``state`` with ``card_ids`` moved from ``player``'s hand onto the discard pile."""
    hand = list(state.players[player].hand)
    removed = []
    for card_id in card_ids:
        hand.remove(card_id)
        removed.append(card_id)
    state = set_player(state, player, hand=tuple(hand))
    return replace(state, discard_pile=(*state.discard_pile, *removed))


def draw_action_cards(state: RaceState, player: int, count: int) -> RaceState:
    """Draw up to ``count`` cards; an empty draw pile is rebuilt from the shuffled discard."""
    drawn: list[str] = []
    for _ in range(count):
        if not state.draw_pile:
            if not state.discard_pile:
                break
            pile, rng = state.rng.shuffled(state.discard_pile)
            state = replace(state, draw_pile=pile, discard_pile=(), rng=rng)
            state = add_to_log(state, "reshuffle", lg.RESHUFFLE())
        drawn.append(state.draw_pile[0])
        state = replace(state, draw_pile=state.draw_pile[1:])
    me = state.players[player]
    return set_player(state, player, hand=(*me.hand, *drawn))


def draw_event(state: RaceState) -> tuple[str, RaceState]:
    """The top event card's id and ``state`` without it; an empty event pile is rebuilt
    from the shuffled event discard first."""
    if not state.event_pile:
        pile, rng = state.rng.shuffled(state.event_discard)
        state = replace(state, event_pile=pile, event_discard=(), rng=rng)
        state = add_to_log(state, "reshuffle", lg.RESHUFFLE_EVENTS())
    return state.event_pile[0], replace(state, event_pile=state.event_pile[1:])


def handcuffs_card_target(state: RaceState, position: int) -> int:
    """Back 3, and 3 more if that lands on a handcuff space, once (Handschellenkarte,
    ruling R1986-07, N1986-15): the space then reached has no effect, whatever it is."""
    target = max(0, position - HANDCUFFS_SPACES)
    if state.board.kind(target) is SpaceKind.HANDCUFFS:
        target = max(0, target - HANDCUFFS_SPACES)
    return target


# --------------------------------------------------------------------------- events


class Then(enum.Enum):
    """How the turn goes on after an event card was carried out."""

    #: The event has done its part and grants nothing more.
    AFTER_SPACE = "after_space"
    #: The event moved the turn player's figure forward: the space it reached may act.
    SETTLE_OWN_EVENT = "settle_own_event"
    #: Figures are to go back: their players may still defend (``state.pending``).
    ANSWER_PENDING = "answer_pending"
    #: The turn player turns the wind rose (the state waits in ``Phase.MOVE_ROSE``).
    TURN_ROSE = "turn_rose"
    #: The turn player may play another action card.
    PLAY_AGAIN = "play_again"


def carry_out(state: RaceState, event: EventCard) -> tuple[RaceState, Then]:
    """Carry out ``event`` for the turn player (its card is already discarded): the state
    after its effect and how the turn goes on."""
    player = state.turn_player
    name = player_name(state, player)
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
            state = add_to_log(state, "event_effect", lg.CANNOT_FORWARD(name=name), player)
            return state, Then.AFTER_SPACE
        state = move(state, player, target)
        state = add_to_log(
            state,
            "event_effect",
            lg.MOVES_FORWARD(name=name, space=lg.space(board, target)),
            player,
        )
        return state, Then.SETTLE_OWN_EVENT
    if kind in (EffectKind.BACK, EffectKind.BACK_TO_PREVIOUS):
        if kind is EffectKind.BACK:
            target = max(0, position - effect.amount)
        else:
            assert effect.space_kind is not None
            target = board.previous_of_kind(position, effect.space_kind)
        if target is None or target >= position:
            state = add_to_log(state, "event_effect", lg.CANNOT_BACK(name=name), player)
            return state, Then.AFTER_SPACE
        penalty = PendingPenalty(
            player, PenaltyCause.OWN_EVENT, target, lg.THE_EVENT(title=lg.event_title(event))
        )
        state = replace(state, pending=(penalty,), resume=Resume.SETTLE_OWN_EVENT)
        return state, Then.ANSWER_PENDING
    if kind is EffectKind.SKIP_TURN:
        state = set_player(state, player, turns_to_skip=state.current.turns_to_skip + 1)
        state = add_to_log(state, "event_effect", lg.MISSES_NEXT(name=name), player)
        return state, Then.AFTER_SPACE
    if kind is EffectKind.DRAW:
        before = len(state.current.hand)
        state = draw_action_cards(state, player, effect.amount)
        drawn = len(state.current.hand) - before
        state = add_to_log(
            state, "event_effect", lg.DRAWS(name=name, cards=CARDS(count=drawn)), player
        )
        return state, Then.AFTER_SPACE
    if kind is EffectKind.DISCARD:
        return _discard_at_random(state, effect.amount), Then.AFTER_SPACE
    if kind in (EffectKind.OTHERS_BACK, EffectKind.OTHERS_AHEAD_BACK):
        return _others_back(state, event)
    if kind is EffectKind.SET_WIND_ROSE:
        assert effect.transport is not None
        state = replace(state, wind_rose=effect.transport)
        state = add_to_log(
            state, "wind_rose", lg.ROSE_TURNS(transport=lg.transport(effect.transport)), player
        )
        return state, Then.AFTER_SPACE
    if kind is EffectKind.WIND_ROSE:
        turn = replace(state.turn, return_phase=None)
        return replace(state, phase=Phase.MOVE_ROSE, turn=turn), Then.TURN_ROSE
    return state, Then.PLAY_AGAIN


def _discard_at_random(state: RaceState, amount: int) -> RaceState:
    """The turn player throws away ``amount`` cards of the hand chosen at random."""
    player = state.turn_player
    name = player_name(state, player)
    lost: list[str] = []
    for _ in range(amount):
        hand = state.current.hand
        if not hand:
            break
        index, rng = state.rng.randbelow(len(hand))
        lost.append(hand[index])
        state = replace(state, rng=rng, discard_pile=(*state.discard_pile, hand[index]))
        state = set_player(state, player, hand=hand[:index] + hand[index + 1 :])
    if not lost:
        state = add_to_log(state, "event_effect", lg.DISCARDS_NOTHING(name=name), player)
    for card_id in lost:
        entry = lg.DISCARDS(name=name, card=lg.card(state.action_card(card_id)))
        state = add_to_log(state, "event_effect", entry, player)
    return state


def _others_back(state: RaceState, event: EventCard) -> tuple[RaceState, Then]:
    """The other figures (or those ahead) are to go back; each may still defend."""
    player = state.turn_player
    position = state.current.position
    effect = event.effect
    count = len(state.players)
    pending: list[PendingPenalty] = []
    for offset in range(1, count):
        other = (player + offset) % count
        where = state.players[other].position
        if effect.kind is EffectKind.OTHERS_AHEAD_BACK and where <= position:
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
        state = add_to_log(state, "event_effect", lg.NOBODY_AFFECTED(), player)
        return state, Then.AFTER_SPACE
    state = replace(state, pending=tuple(pending), resume=Resume.AFTER_SPACE)
    return state, Then.ANSWER_PENDING
