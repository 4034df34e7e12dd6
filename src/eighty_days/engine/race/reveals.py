"""Which race actions turn a hidden card face up: the commit points undo never crosses.

Hidden in the race are the action card draw pile, the event deck and the seeded generator
(it shuffles a discard pile into a new draw pile and picks the cards an event throws
away). An action that draws from either pile or uses the generator shows a card no one
could know before (to its drawer at least) and is a commit point (DESIGN.md, "Hidden
information"): taking it back and playing again would show the same cards again.
"""

from __future__ import annotations

from eighty_days.engine.race.state import RaceState


def revealed_hidden(before: RaceState, after: RaceState) -> bool:
    """Whether the action leading from ``before`` to ``after`` revealed a hidden card.

    True for action cards drawn (drawing 1 or 2, the exchange, an event's draw, the 5 cards
    of the jump: ruling R1986-05), an event card drawn at a telescope, and anything decided
    by the generator (a discard pile shuffled into a new pile, the cards an event discards
    at random). Playing a card, turning the wind rose, defending, ending the turn or
    declining the jump (R1986-09) reveal nothing. ``after`` must follow ``before`` in one
    race.
    """
    return (
        after.rng != before.rng
        or len(after.draw_pile) < len(before.draw_pile)
        or len(after.event_pile) < len(before.event_pile)
    )
