"""Computer opponents for the 2024 journey game: easy, normal and hard (the expert, in
``ai/expert.py``, is built on hard). ``JourneyBot`` is the entry point (with its ``Weights``,
``DEFAULT_WEIGHTS`` unless told); ``prepare`` makes the per-map tables ahead of the first
decision. Every decision is a pure function of the state, the level, the seed and the
weights: a bot may decide on a worker thread while the window stays responsive.

The modules, from the bottom up: ``weights`` (the tuning values), ``cache`` (kept
answers), ``home_table`` and ``home`` (the way home: the graph and the table of fewest
days), ``context`` (what one decision knows), ``candidates`` (the routes a card can
draw), ``valuation`` (a route's estimated final score), ``search`` (the normal and hard
levels' choice and look-ahead), ``easy`` (the easy level) and ``bot`` (``JourneyBot``).
docs/balance.md tells how the weights were tuned.
"""

from eighty_days.ai.journey.bot import JourneyBot
from eighty_days.ai.journey.home import is_prepared, prepare
from eighty_days.ai.journey.weights import DEFAULT_WEIGHTS, Weights

__all__ = ["DEFAULT_WEIGHTS", "JourneyBot", "Weights", "is_prepared", "prepare"]
