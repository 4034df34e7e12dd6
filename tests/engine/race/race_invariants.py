"""The race's invariants, checked after every action of the seeded random races of the
conformance test (tests/engine/test_game_conformance.py): the 60 action and 40 event cards
conserved, the figures on the track, the wind rose on a transport, someone to decide, a
log that says something, a defence only with a money bag."""

from __future__ import annotations

from eighty_days.engine.race import (
    LOG_KINDS,
    CardKind,
    Phase,
    RaceState,
    Transport,
    current_player,
    is_terminal,
    legal_actions,
)


def check_invariants(state: RaceState) -> None:
    """Cards conserved, figures on the track, the rose on a transport, someone to move."""
    all_action_cards = frozenset(state.decks.action_cards)
    all_event_cards = frozenset(state.decks.event_cards)
    assert len(all_action_cards) == 60 and len(all_event_cards) == 40
    action_cards = [*state.draw_pile, *state.discard_pile]
    for player in state.players:
        action_cards.extend(player.hand)
    assert len(action_cards) == len(all_action_cards) and set(action_cards) == all_action_cards, (
        "the 60 action cards are not all there (once each)"
    )
    events = [*state.event_pile, *state.event_discard]
    events.extend(p.kept_event for p in state.players if p.kept_event is not None)
    if state.turn.drawn_event is not None:
        events.append(state.turn.drawn_event)
    assert len(events) == len(all_event_cards) and set(events) == all_event_cards, (
        "the 40 event cards are not all there (once each)"
    )
    for player in state.players:
        assert 0 <= player.position <= state.board.finish
    assert isinstance(state.wind_rose, Transport)
    if is_terminal(state):
        assert current_player(state) is None and legal_actions(state) == []
        assert state.players[state.winner or 0].position == state.board.finish
    else:
        assert current_player(state) is not None
        assert all(p.position < state.board.finish for p in state.players)
    for event in state.last_events:
        assert event.kind in LOG_KINDS and event.text, event
    if state.phase is Phase.DEFEND:
        victim = state.players[state.pending[0].victim]
        assert any(state.action_card(c).kind is CardKind.MONEY_BAG for c in victim.hand)
