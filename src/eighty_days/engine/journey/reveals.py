"""Which journey actions turn a hidden card face up: the commit points undo never crosses.

Face up on the table are the two market rows, the deck's top card with the side it shows
(R2024-05), the income card of the month (R2024-15) and the adventure cards. Hidden are the
rest of the deck, the income cards still to come and the seeded generator that shuffles a
rebuilt deck. An action that shows any of them is a commit point (docs: DESIGN.md, "Hidden
information"): taking it back and playing again would show what lies underneath.
"""

from __future__ import annotations

from eighty_days.engine.journey.state import JourneyState


def revealed_hidden(before: JourneyState, after: JourneyState) -> bool:
    """Whether the action leading from ``before`` to ``after`` turned a hidden card face up.

    True when a card below the deck's top became visible (the market refilled from the
    deck, or the deck's top taken, uncovering the next card: R2024-05), when the empty deck
    was rebuilt from the shuffled discard pile (a chance outcome: the generator moved), or
    when a month change revealed the next income card (R2024-15). A balloon taken or a
    route drawn without any of these reveals nothing. Both states must be of one game,
    ``after`` following ``before``.
    """
    if after.rng != before.rng:  # a shuffle or a coin: the deck was rebuilt
        return True
    if after.income_index > before.income_index:
        return True
    drawn = len(before.deck) - len(after.deck)
    # the top card was face up already; the one under it shows once the top is gone
    return drawn >= 2 or (drawn >= 1 and bool(after.deck))
