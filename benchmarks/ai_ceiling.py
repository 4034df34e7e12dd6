"""How far a search among the hard level's best cards can lift a player against the hard
level: two players who know what no player at the table can (run by hand).

    uv run python benchmarks/ai_ceiling.py --player sees-deck --games 60 --seed 17000
    uv run python benchmarks/ai_ceiling.py --player oracle --from-day 45 --games 30 --seed 17000

Plays two-player journey games on the world map, the player under test against the hard
level, as ``benchmarks/ai_decisions.py`` plays them (game *k* dealt from seed *S + k*, the
seats swapping every game) and prints that report, the player under test under the
expert's name:

* **sees-deck**: the expert (``ai/expert.py``) told the true order of the face-down cards
  (the deck below its top card, the income cards not yet revealed; R2024-05, R2024-15):
  it plays its candidates in the one true world instead of sampled ones;
* **oracle**: the hard level, except on its turns to take a transport from day
  ``--from-day`` on with neither player home. There it plays the hard level's own card and
  its best three (``ai.expert.best_cards``) in the true world and follows the game to its
  end with the hard level on both seats. The hard level decides without chance, so that is
  how the game would really end should the player go on as the hard level; the card whose
  game ends best (a win, then the margin) is kept. It prints how many turns it decided and
  on how many it took another card than the hard level would.

Neither is a level of the program: they measure how much of the expert's search is lost
to what it cannot know (the face-down cards, the rival's replies, the rest of the game).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from dataclasses import dataclass, field, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import ai_decisions  # benchmarks/ is not a package

from eighty_days.ai.base import Bot, Level
from eighty_days.ai.bots import make_journey_bot
from eighty_days.ai.expert import best_cards, expert_decide
from eighty_days.ai.expert import game_end as played_to_the_end
from eighty_days.ai.journey import JourneyBot
from eighty_days.engine.journey import Action, JourneyState, Phase, apply

#: How many of the hard level's best cards the oracle tries (as many as the expert plays out).
ORACLE_CARDS = 3


@dataclass(frozen=True)
class SeesDeckBot:
    """The expert told the true order of the face-down cards."""

    seed: int
    level: Level = Level.EXPERT

    def decide(self, state: JourneyState) -> Action:
        """The expert's action, its candidates played in the one true world."""
        assert state.active is not None
        return replace(expert_decide(state, self.seed, known_deck=True), seat=state.active)


@dataclass(frozen=True)
class OracleBot:
    """The hard level, with its own card and its best ``ORACLE_CARDS`` played to the
    game's end in the true world on its turns from ``from_day`` on (a tie keeps the hard
    level's card); ``tally`` counts the turns it decided (``decided``) and those it took
    another card than the hard level (``changed``)."""

    seed: int
    from_day: int
    tally: Counter[str] = field(default_factory=Counter)
    #: the forecast end (``played_to_the_end``) of each card it chose, in turn
    forecasts: list[float] = field(default_factory=list)
    level: Level = Level.EXPERT

    def decide(self, state: JourneyState) -> Action:
        """The hard level's action, or the card whose game ends best (see the class)."""
        player = state.active
        assert player is not None
        hard_action = JourneyBot(Level.HARD, self.seed).decide(state)
        if (
            state.phase is not Phase.TAKE_TRANSPORT
            or state.players[player].day < self.from_day
            or any(p.arrived or p.journey_ended for p in state.players)
        ):
            return hard_action
        best = best_cards(state, ORACLE_CARDS)
        if best is None:
            return hard_action
        # the hard level's own card is always tried: then the game ends at least as well
        # as the forecast of any turn the oracle decided (the hard level goes on alike)
        takes = [hard_action]
        takes += [t for t in (replace(c.take, seat=player) for c in best[0]) if t not in takes]
        if len(takes) == 1:
            return hard_action
        ends = [(played_to_the_end(apply(state, take), player), take) for take in takes]
        forecast, chosen = max(ends, key=lambda end: end[0])
        self.forecasts.append(forecast)
        self.tally["decided"] += 1
        self.tally["changed"] += int(chosen != hard_action)
        return chosen


def main(argv: list[str] | None = None) -> int:
    """Play the games and print the report."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--player", choices=("sees-deck", "oracle"), required=True)
    parser.add_argument("--from-day", type=int, default=45, help="the oracle's first day")
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--seed", type=int, default=17000)
    args = parser.parse_args(argv)
    tally: Counter[str] = Counter()

    def make_bot(level: Level, seed: int) -> Bot:
        if level is not Level.EXPERT:
            return make_journey_bot(level, seed)
        if args.player == "sees-deck":
            return SeesDeckBot(seed)
        return OracleBot(seed, args.from_day, tally)

    levels = [Level.EXPERT, Level.HARD]
    counts = {level.value: dict.fromkeys(ai_decisions.COUNTS, 0.0) for level in levels}
    started = time.perf_counter()
    for index in range(args.games):
        seats = levels if index % 2 == 0 else list(reversed(levels))
        ai_decisions.play(seats, args.seed + index, counts, make_bot=make_bot)
    print(
        f"{args.player} (as expert) against hard, seed {args.seed}, {args.games} games, "
        f"{time.perf_counter() - started:.0f} s"
    )
    if args.player == "oracle":
        print(
            f"oracle from day {args.from_day}: decided {tally['decided']} turns, "
            f"another card than hard on {tally['changed']}"
        )
    print(ai_decisions.report(counts))
    return 0


if __name__ == "__main__":
    sys.exit(main())
