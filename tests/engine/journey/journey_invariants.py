"""The journey's invariants, checked after every action of the seeded random games of the
conformance test (tests/engine/test_game_conformance.py): money, the calendar and the
turn-order rule, the characters, the 30 cards, the balloons, the income and adventure cards,
and the final scores recomputed from the players' sheets."""

from __future__ import annotations

from eighty_days.engine.journey import (
    CHARACTERS,
    LAST_DAY,
    MAX_POUNDS,
    START_POUNDS,
    Character,
    DaysChanged,
    DrawRoute,
    FixPenaltyPaid,
    JourneyState,
    Phase,
    outcome,
)
from eighty_days.sheet.model import LocationType


class MoveTracker:
    """Follows the calendar independently of the engine: which token moved last onto its
    day, so the turn-order rule (R2024-02) can be checked without the engine's own code."""

    def __init__(self, state: JourneyState) -> None:
        self.clock = 0
        # the initial stack, top last: rank by the engine's starting heights, seen once
        self.last_move = {i: p.stack_height for i, p in enumerate(state.players)}
        self.clock = max(self.last_move.values())

    def update(self, before: JourneyState, after: JourneyState) -> None:
        active = before.active
        assert active is not None
        count = len(after.players)
        if isinstance(after.history[-1], DrawRoute):
            # only the antimeridian moves a token while drawing
            moved = after.players[active].day != before.players[active].day
            movers = [active] if moved else []
        else:
            # the active player pays and moves; then Fix's back makes its targets pay,
            # clockwise from the active player (docs/rules-notes.md)
            fined = {
                e.player for e in after.last_events if isinstance(e, FixPenaltyPaid) and e.days
            }
            movers = [active, *sorted(fined, key=lambda i: (i - active) % count)]
        for index in movers:
            self.clock += 1
            self.last_move[index] = self.clock

    def expected_active(self, state: JourneyState) -> int | None:
        on_calendar = [i for i, p in enumerate(state.players) if not p.journey_ended]
        if not on_calendar:
            return None
        earliest = min(state.players[i].day for i in on_calendar)
        tied = [i for i in on_calendar if state.players[i].day == earliest]
        return max(tied, key=lambda i: self.last_move[i])


def check_step(before: JourneyState, after: JourneyState, tracker: MoveTracker) -> None:
    """Every invariant of the rules between two consecutive states."""
    all_cards = sorted(after.config.cards.transport_ids)
    count = len(after.players)
    # the action is recorded; the events say something
    assert len(after.history) == len(before.history) + 1
    assert after.last_events
    for old, new in zip(before.players, after.players, strict=True):
        # R2024-14: money and earned within bounds, only growing
        assert START_POUNDS <= new.earned <= MAX_POUNDS
        assert 0 <= new.spent <= new.earned
        assert new.earned >= old.earned and new.spent >= old.spent
        # ended journeys stay ended with 12, 5 or 0 calendar points
        if old.journey_ended:
            assert new == old
        assert new.calendar_points in (0, 5, 12)
    assert sum(1 for p in after.players if p.calendar_points == 12) <= 1
    # days only go back through the antimeridian (R2024-12)
    regained = {e.player for e in after.last_events if isinstance(e, DaysChanged) and e.days < 0}
    for index, (old, new) in enumerate(zip(before.players, after.players, strict=True)):
        if new.day < old.day:
            assert index in regained
    # the turn-order rule (R2024-01/02/03/04), checked whenever a turn starts
    tracker.update(before, after)
    if after.phase is not Phase.DRAW_ROUTE:
        assert after.active == tracker.expected_active(after)
    if after.phase is Phase.GAME_OVER:
        assert after.active is None and all(p.journey_ended for p in after.players)
    elif after.phase is Phase.TAKE_TRANSPORT:  # a turn starts: never past day 80 or arrived
        assert after.active is not None
        player = after.players[after.active]
        assert player.day <= LAST_DAY and not player.arrived and not player.journey_ended
    if after.phase is Phase.DRAW_ROUTE:
        assert after.in_hand is not None and after.active == before.active
    else:
        assert after.in_hand is None
    # every character in exactly one place: one holder or the reserve; Fix stays there
    assert len(after.character_holders) == len(CHARACTERS)
    assert all(h is None or 0 <= h < count for h in after.character_holders)
    assert after.holder_of(Character.FIX) is None
    # the 30 train/ship cards are conserved across deck, discard, market and hand
    in_hand = [after.in_hand.card_id] if after.in_hand and not after.in_hand.is_balloon else []
    cards = [*after.train_row, *after.ship_row, *(c.card_id for c in after.deck), *after.discard]
    assert sorted(cards + in_hand) == all_cards
    assert len(after.train_row) == len(after.ship_row) == 3 and after.deck
    # balloons: each type at most once per player
    for player in after.players:
        assert len(set(player.balloons_used)) == len(player.balloons_used)
    # R2024-15: income cards only move forward, three at most
    assert before.income_index <= after.income_index <= 2
    # adventure cards: each claimed at most once, only dealt ones
    claimed = [card for p in after.players for card in p.adventure_cards]
    assert len(claimed) == len(set(claimed)) and set(claimed) <= set(after.adventure_cards)


def check_final_score(state: JourneyState) -> None:
    """The outcome's totals are the sum of the categories, recomputed here from the sheets."""
    result = outcome(state)
    sheet = state.config.sheet
    icons = {card.id: card.icons for card in sheet.adventure_cards}
    for index, player in enumerate(state.players):
        places = {sheet.location(v) for v in player.visits}
        adventure_places = sum(1 for p in places if p.type is LocationType.ADVENTURE)
        expected = {
            "money": (player.earned - player.spent) // 3,
            "calendar": player.calendar_points,
            "balloons": 3 - len(player.balloons_used),
            "areas": len({p.area for p in places}),
            "adventures": 2 * adventure_places + 2 * sum(icons[c] for c in player.adventure_cards),
        }
        score = result.score_of(index)
        assert {k: getattr(score, k) for k in expected} == expected
        assert score.total == sum(expected.values())
    best = max(s.total for s in result.scores)
    assert set(result.winners) <= {s.player for s in result.scores if s.total == best}
    assert sorted(result.ranking) == list(range(len(state.players)))
    assert result.tie_break
