"""The journey game's computer player at the easy, normal and hard levels."""

from __future__ import annotations

from dataclasses import dataclass, replace

from eighty_days.ai.base import Level
from eighty_days.ai.journey.easy import decide_easy
from eighty_days.ai.journey.search import choose_card, choose_route
from eighty_days.ai.journey.weights import DEFAULT_WEIGHTS, Weights
from eighty_days.engine.journey import Action, JourneyState, Phase


@dataclass(frozen=True, slots=True)
class JourneyBot:
    """A computer player of the journey game; ``decide`` is pure (nothing kept between
    calls) and a function of the state, the level, the seed and the weights."""

    level: Level
    seed: int = 0
    #: what the bot weighs (tuning passes other weights)
    weights: Weights = DEFAULT_WEIGHTS

    def decide(self, state: JourneyState) -> Action:
        """The action this bot takes for the active player in ``state``, with the acting
        seat set so that the engine checks who acts; ``ValueError`` once the game is over
        or for the expert level (``ai.expert.ExpertJourneyBot``)."""
        if state.active is None or state.phase is Phase.GAME_OVER:
            raise ValueError("The game is over: there is nothing to decide.")
        if self.level is Level.EASY:
            action = decide_easy(state, self.seed, self.weights)
        elif self.level is Level.EXPERT:
            raise ValueError("the expert is ai.expert.ExpertJourneyBot (ai.bots.make_bot)")
        elif state.phase is Phase.TAKE_TRANSPORT:
            action = choose_card(state, self.level is Level.HARD, self.weights)
        else:
            action = choose_route(state, self.level is Level.HARD, self.weights)
        return replace(action, seat=state.active)
