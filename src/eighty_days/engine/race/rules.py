"""The rules of the 1986 race in play: whose decision it is, the turn flow and ``apply``.

Every function takes a frozen ``RaceState`` and returns a new one; randomness comes only
from the ``Rng`` kept in the state, so ``{config, seed, actions}`` replays a race exactly.
Set-up is in ``setup``, what the rules allow in ``legality``, what cards and events do in
``effects``. Rule sources are cited as the German rulebook's headings
(rulebook-1986-de.txt) and the rulings R1986-*; decisions of our own are in
docs/rules-notes-1986.md, cited by their ids (N1986-xx).
"""

from __future__ import annotations

from eighty_days.engine.common import IllegalActionError, replace
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
)
from eighty_days.engine.race.board import SpaceKind
from eighty_days.engine.race.cards import CardKind
from eighty_days.engine.race.effects import (
    HANDCUFFS_SPACES,
    Then,
    add_to_log,
    carry_out,
    discard_from_hand,
    draw_action_cards,
    draw_event,
    handcuffs_card_target,
    move,
    player_name,
    set_player,
)
from eighty_days.engine.race.legality import current_player as current_player
from eighty_days.engine.race.legality import legal_actions as legal_actions
from eighty_days.engine.race.legality import move_target
from eighty_days.engine.race.legality import why_illegal as why_illegal
from eighty_days.engine.race.setup import new_game as new_game
from eighty_days.engine.race.state import (
    LogEvent,
    Outcome,
    PenaltyCause,
    PendingPenalty,
    Phase,
    RaceState,
    Resume,
    TurnProgress,
)
from eighty_days.messages import CARDS, SPACES

#: The jump for playing out the whole hand, and the cards drawn after it.
JUMP_SPACES = 5
JUMP_CARDS = 5


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


# --------------------------------------------------------------------------- turn flow


def _win(state: RaceState, player: int) -> RaceState:
    state = replace(state, winner=player, phase=Phase.GAME_OVER, pending=(), resume=None)
    return add_to_log(state, "finish", lg.WINS(name=player_name(state, player)), player)


def _end_turn(state: RaceState) -> RaceState:
    """Pass the turn on, skipping players who must miss a turn."""
    count = len(state.players)
    nxt = (state.turn_player + 1) % count
    while state.players[nxt].turns_to_skip > 0:
        skipping = state.players[nxt]
        state = set_player(state, nxt, turns_to_skip=skipping.turns_to_skip - 1)
        state = add_to_log(state, "skip", lg.MISSES_TURN(name=skipping.name), nxt)
        nxt = (nxt + 1) % count
    state = replace(
        state,
        turn_player=nxt,
        phase=Phase.TURN_START,
        turn=TurnProgress(),
        turn_number=state.turn_number + 1,
    )
    return add_to_log(state, "turn", lg.TURN(name=player_name(state, nxt)), nxt)


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
        state = add_to_log(
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
    state = move(state, player, target)
    state = add_to_log(
        state,
        "jump",
        lg.JUMP(name=player_name(state, player), space=lg.space(state.board, target)),
        player,
    )
    if target == state.board.finish:
        kept = state.current.kept_event
        if kept is not None:  # N1986-42: a kept event cannot go into London; it is lost
            state = set_player(state, player, kept_event=None)
            state = replace(state, event_discard=(*state.event_discard, kept))
            state = add_to_log(
                state,
                "discard_event",
                lg.KEPT_EVENT_LOST(name=player_name(state, player)),
                player,
            )
        return _win(state, player)  # ruling R1986-05: no new cards when the jump reaches London
    before = len(state.current.hand)
    state = draw_action_cards(state, player, JUMP_CARDS)
    drawn = len(state.current.hand) - before
    state = add_to_log(
        state, "draw", lg.DRAWS(name=player_name(state, player), cards=CARDS(count=drawn)), player
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
        state = move(state, player, target)
        state = add_to_log(
            state,
            "handcuffs_space",
            lg.HANDCUFF_SPACE(name=player_name(state, player), space=lg.space(state.board, target)),
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
    event_id, state = draw_event(state)
    event = state.event_card(event_id)
    state = add_to_log(
        state,
        "event_drawn",
        lg.EVENT_DRAWN(
            name=player_name(state, player), title=lg.event_title(event), text=lg.event_text(event)
        ),
        player,
        event_id,
    )
    if state.config.expert.keep_event and state.current.kept_event is None:
        turn = replace(state.turn, drawn_event=event_id)
        return replace(state, phase=Phase.EVENT_CHOICE, turn=turn)
    state = replace(state, event_discard=(*state.event_discard, event_id))
    return _go_on(*carry_out(state, event))


def _settle_own_event(state: RaceState) -> RaceState:
    """After an event moved the turn player: the space acts only in the expert variant."""
    if state.config.expert.events_trigger_spaces:
        return _settle(state, restricted=state.turn.jump_pending)
    return _after_space(state)


def _go_on(state: RaceState, then: Then) -> RaceState:
    """Go on with the turn as an event card that was carried out says (``Then``)."""
    if then is Then.AFTER_SPACE:
        return _after_space(state)
    if then is Then.SETTLE_OWN_EVENT:
        return _settle_own_event(state)
    if then is Then.ANSWER_PENDING:
        return _process_pending(state)
    if then is Then.TURN_ROSE:
        return state
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
    name = player_name(state, victim)
    state = move(state, victim, penalty.target)
    state = add_to_log(
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
        state = move(state, victim, target)
        state = add_to_log(
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


def _apply_play_card(state: RaceState, action: PlayCard) -> RaceState:
    player = state.turn_player
    name = player_name(state, player)
    card = state.action_card(action.card_id)
    state = discard_from_hand(state, player, [card.id])
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
        state = add_to_log(state, "play_card", turned, player, card.id)
        if hand_empty:  # N1986-12: the space was carried out already; jump at once
            state = replace(state, turn=replace(state.turn, jump_pending=True))
            return _after_space(state)
        return _enter_continue(state, station=False)
    if card.kind is CardKind.HANDCUFFS:
        victim = (player + 1) % len(state.players)
        target = handcuffs_card_target(state, state.players[victim].position)
        state = add_to_log(
            state,
            "play_card",
            lg.PLAYS_HANDCUFFS(name=name, victim=player_name(state, victim)),
            player,
            card.id,
        )
        state = replace(state, turn=replace(state.turn, return_phase=None))
        if target == state.players[victim].position:
            state = add_to_log(
                state,
                "move_back",
                lg.AT_START(name=player_name(state, victim)),
                victim,
            )
            return _end_turn(state)
        # N1986-11: no jump even if this was the last card; the figure may not move
        penalty = PendingPenalty(
            victim, PenaltyCause.HANDCUFFS_CARD, target, lg.HANDCUFFS_CARD_OF(name=name)
        )
        state = replace(state, pending=(penalty,), resume=Resume.END_TURN)
        return _process_pending(state)
    target = move_target(state, player, card, action)
    where = lg.space(state.board, target)
    if card.kind is CardKind.MONEY_BAG:
        how = lg.PLAYS_MONEY_BAG(name=name, spaces=SPACES(count=action.steps or 0), space=where)
    elif action.backward:
        how = lg.PLAYS_BACKWARD(name=name, card=lg.card(card), space=where)
    else:
        how = lg.PLAYS_FORWARD(name=name, card=lg.card(card), space=where)
    state = move(state, player, target)
    state = replace(state, turn=replace(state.turn, moved=True, return_phase=None))
    state = add_to_log(state, "play_card", how, player, card.id)
    if target == state.board.finish:
        return _win(state, player)
    if hand_empty:
        state = replace(state, turn=replace(state.turn, jump_pending=True))
        return _settle(state, restricted=True)
    return _settle(state, restricted=False)


def _apply_defend(state: RaceState, action: Defend) -> RaceState:
    head = state.pending[0]
    state = discard_from_hand(state, head.victim, [action.card_id])
    state = add_to_log(
        state,
        "defend",
        lg.DEFENDS(name=player_name(state, head.victim), source=head.source),
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
    problem = why_illegal(state, action)
    if problem is not None:
        raise IllegalActionError(problem)
    actor = current_player(state)
    state = replace(state, last_events=(), history=(*state.history, action))
    player = state.turn_player
    name = player_name(state, player)
    if isinstance(action, PlayCard):
        return _apply_play_card(state, action)
    if isinstance(action, DrawCards):
        before = len(state.current.hand)
        state = draw_action_cards(state, player, action.count)
        drawn = len(state.current.hand) - before
        state = add_to_log(state, "draw", lg.DRAWS(name=name, cards=CARDS(count=drawn)), player)
        if state.phase is Phase.TURN_START:
            return _end_turn(state)
        return _end_turn_or_offer_event(state)  # at a travel station, after an action card
    if isinstance(action, ExchangeCards):
        state = discard_from_hand(state, player, action.card_ids)
        state = draw_action_cards(state, player, 2)
        state = add_to_log(state, "exchange", lg.EXCHANGES(name=name), player)
        return _end_turn(state)
    if isinstance(action, DiscardCard):
        discarded = lg.card(state.action_card(action.card_id))
        state = discard_from_hand(state, player, [action.card_id])
        entry = lg.DISCARDS_INSTEAD(name=name, card=discarded)
        state = add_to_log(state, "discard", entry, player, action.card_id)
        return _end_turn(state)
    if isinstance(action, MoveWindRose):
        old = state.wind_rose
        state = replace(state, wind_rose=action.transport)
        text = (
            lg.TURNS_ROSE(name=name, transport=lg.transport(action.transport))
            if action.transport is not old
            else lg.LEAVES_ROSE(name=name, transport=lg.transport(old))
        )
        state = add_to_log(state, "wind_rose", text, player)
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
        state = set_player(state, player, kept_event=event_id)
        turn = replace(state.turn, drawn_event=None, kept_this_turn=True)
        state = replace(state, turn=turn)
        state = add_to_log(state, "keep_event", lg.KEEPS_EVENT(name=name), player, event_id)
        return _after_space(state)
    if isinstance(action, CarryOutEvent):
        event_id = state.turn.drawn_event
        assert event_id is not None
        state = replace(
            state,
            turn=replace(state.turn, drawn_event=None),
            event_discard=(*state.event_discard, event_id),
        )
        state = add_to_log(state, "carry_out_event", lg.CARRIES_OUT(name=name), player, event_id)
        return _go_on(*carry_out(state, state.event_card(event_id)))
    if isinstance(action, TakeJump):
        return _jump(state)
    if isinstance(action, DeclineJump):
        state = replace(state, turn=replace(state.turn, jump_pending=False))
        state = add_to_log(
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
        state = set_player(state, player, kept_event=None)
        turn = replace(state.turn, return_phase=state.phase)
        state = replace(state, turn=turn, event_discard=(*state.event_discard, event_id))
        state = add_to_log(
            state,
            "event_played",
            lg.PLAYS_KEPT_EVENT(name=name, title=lg.event_title(event), text=lg.event_text(event)),
            player,
            event_id,
        )
        return _go_on(*carry_out(state, event))
    # EndTurn
    assert isinstance(action, EndTurn)
    if state.phase is Phase.TURN_START:
        state = add_to_log(state, "pass", lg.PASSES(name=name), actor)
    else:
        state = add_to_log(state, "end_turn", lg.ENDS_TURN(name=name), actor)
    return _end_turn(state)


# --------------------------------------------------------------------------- records


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
