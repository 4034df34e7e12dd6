"""A search opponent for the 1986 race: every legal choice played out in sampled worlds.

For the decision in hand, each distinct legal action (every card play with each of its
choices, a draw, a jump taken or declined, a rose turned, a defence) is applied with the
engine's own ``apply`` (so every ruling, R1986-01..09, holds) in ``worlds`` *determinised*
worlds, and the rest is played by hard opponents for every seat, the searcher included:

* a world is what the deciding seat can see, with the rest dealt at random: the cards it
  cannot see (the rivals' hands and the draw pile, the event pile and a rival's kept
  event) are pooled, sorted and shuffled from the bot's own ``decision_rng``, and the
  generator kept in the state (which decides later reshuffles) is replaced by one drawn
  from it. Nothing of the real order of a hidden pile reaches the search, so two states
  that differ only in cards the seat cannot see give the same decision;
* a roll-out runs to the end of the race, or for ``horizon`` turns after the current
  one, where the position is turned into a chance of winning by a logistic fit to races
  of hard opponents (``leaf_value``);
* the choice with the best mean over the same worlds wins (common random numbers; a tie
  goes to the hard level's own choice).

Everything is a pure function of the state and the seed, so a decision replays exactly.
It is an experiment, not a level of the program: against the hard level it won 104 of
200 fresh two-player races (52 %, 95 % interval 45–59 %), no clear gain, so the race
keeps three levels (``docs/balance.md``, section "The race search (issue 23)";
``benchmarks/race_search.py`` plays it).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace

from eighty_days.ai import race as hard
from eighty_days.ai.base import Level, decision_rng
from eighty_days.engine.common import Rng
from eighty_days.engine.race import (
    Action,
    CardKind,
    DiscardCard,
    ExchangeCards,
    Phase,
    PlayCard,
    RaceState,
    apply,
    current_player,
    legal_actions,
)

#: Safety net: a roll-out stops after this many actions (a race lasts about 130).
MAX_ROLLOUT_ACTIONS = 1500
#: The leaf's logistic weights of the differences to a rival in: space, cards in hand,
#: cards that fit the rose, cards too many for London, turns to miss (``leaf_value``).
LEAF_WEIGHTS = (0.0618, -0.0882, 0.1279, 0.0776, -0.3354)
#: The leaf's logit for being the one to move (its negative for the other).
LEAF_TO_MOVE = 0.0861
#: Of many exchanges or discards (a hand of 12, near London), only the ones giving up
#: the least valuable cards are tried.
KEEP_CHOICES = 3


@dataclass(frozen=True, slots=True)
class SearchSettings:
    """How hard the search works: sampled worlds per choice, and how far each is played."""

    #: Worlds (deals of the unseen cards) each choice is played in.
    worlds: int = 16
    #: Turns played after the current one before valuing the position (None: to the end);
    #: 2 in a race of two: the rest of this turn, the rival's reply, up to one's next turn.
    horizon: int | None = 2
    #: How much better (in chance of winning) a choice must be than the hard level's own
    #: to be taken instead: a small edge within the sampling noise is not trusted.
    margin: float = 0.0


@dataclass(frozen=True, slots=True)
class RaceSearchBot:
    """The search opponent; ``decide`` is pure (no state kept between calls)."""

    seed: int = 0
    settings: SearchSettings = field(default_factory=SearchSettings)

    @property
    def level(self) -> Level:
        """The level the search would be (the race does not offer it: docs/balance.md)."""
        return Level.EXPERT

    def decide(self, state: RaceState) -> Action:
        """The action with the best mean roll-out for whoever must decide in ``state``."""
        legal = legal_actions(state)
        seat = current_player(state)
        if not legal or seat is None:
            raise ValueError("The race is over: there is nothing to decide.")
        baseline = _hard_bot().decide(state)
        candidates = _candidates(state, legal, baseline)
        if len(candidates) == 1:
            return replace(candidates[0], seat=seat)
        rng = decision_rng(self.seed, len(state.history))
        worlds: list[RaceState] = []
        for _ in range(self.settings.worlds):
            world, rng = determinised(state, seat, rng)
            worlds.append(world)
        best_value = -math.inf
        best = candidates[0]
        for number, action in enumerate(candidates):
            acted = replace(action, seat=seat)
            total = sum(_rollout(apply(world, acted), seat, self.settings) for world in worlds)
            mean = total / len(worlds)
            if number == 0:  # the hard level's choice: another must beat it by the margin
                mean += self.settings.margin
            if mean > best_value + 1e-9:  # ties keep the earlier (the hard choice first)
                best_value, best = mean, action
        return replace(best, seat=seat)


def make_race_search_bot(seed: int = 0, settings: SearchSettings | None = None) -> RaceSearchBot:
    """A search opponent with its own ``seed`` (and ``settings``, else the defaults)."""
    return RaceSearchBot(seed, settings or SearchSettings())


def _hard_bot() -> hard.RaceBot:
    return hard.RaceBot(Level.HARD)


def _signature(state: RaceState, action: Action) -> tuple[object, ...]:
    """What makes two actions play alike: card ids of equal cards are interchangeable."""
    cards = state.decks.action_cards

    def card(card_id: str) -> tuple[object, ...]:
        found = cards[card_id]
        return (found.kind, found.transport, found.value)

    if isinstance(action, PlayCard):
        return ("play", card(action.card_id), action.steps, action.new_transport, action.backward)
    if isinstance(action, DiscardCard):
        return ("discard", card(action.card_id))
    if isinstance(action, ExchangeCards):
        return ("exchange", tuple(sorted(map(str, (card(c) for c in action.card_ids)))))
    return (replace(action, seat=None),)


def _candidates(state: RaceState, legal: list[Action], baseline: Action) -> list[Action]:
    """The distinct legal actions, the hard level's choice first; of exchanges and
    discards only the ``KEEP_CHOICES`` that give up the least."""
    rose = state.wind_rose
    model_cards = state.decks.action_cards

    def worth(card_id: str) -> float:
        card = model_cards[card_id]
        if card.kind is CardKind.MONEY_BAG:
            return 4.0
        if card.kind is CardKind.WIND_ROSE:
            return 3.5
        if card.kind is CardKind.HANDCUFFS:
            return 1.0
        return card.value + (1.0 if card.transport is rose else 0.0)

    seen: set[tuple[object, ...]] = set()
    result: list[Action] = []
    exchanges: list[tuple[float, Action]] = []
    discards: list[tuple[float, Action]] = []
    for number, action in enumerate([replace(baseline, seat=None), *legal]):
        signature = _signature(state, action)
        if signature in seen:
            continue
        seen.add(signature)
        if number > 0 and isinstance(action, ExchangeCards):
            exchanges.append((sum(worth(c) for c in action.card_ids), action))
        elif number > 0 and isinstance(action, DiscardCard):
            discards.append((worth(action.card_id), action))
        else:
            result.append(action)
    for group in (exchanges, discards):
        group.sort(key=lambda item: item[0])
        result.extend(action for _, action in group[:KEEP_CHOICES])
    return result


def determinised(state: RaceState, seat: int, rng: Rng) -> tuple[RaceState, Rng]:
    """``state`` as ``seat`` sees it, with every card it cannot see dealt at random.

    The rivals' hands and the draw pile are shuffled together (each hand keeps its size),
    the event pile with any event a rival keeps, and the state's generator (which decides
    later reshuffles and random discards) is replaced by one drawn from ``rng``. The
    pools are sorted first, so the result depends only on what ``seat`` can see.
    """
    rivals = [index for index in range(len(state.players)) if index != seat]
    hidden_cards = sorted(
        [*state.draw_pile, *(c for index in rivals for c in state.players[index].hand)]
    )
    dealt, rng = rng.shuffled(hidden_cards)
    kept = [index for index in rivals if state.players[index].kept_event is not None]
    hidden_events = sorted(
        [*state.event_pile, *(state.players[index].kept_event or "" for index in kept)]
    )
    events, rng = rng.shuffled(hidden_events)
    players = list(state.players)
    cursor = 0
    for index in rivals:
        size = len(players[index].hand)
        players[index] = replace(players[index], hand=dealt[cursor : cursor + size])
        cursor += size
    for number, index in enumerate(kept):
        players[index] = replace(players[index], kept_event=events[number])
    world_seed, rng = rng.next_u64()
    world = replace(
        state,
        players=tuple(players),
        draw_pile=dealt[cursor:],
        event_pile=events[len(kept) :],
        rng=Rng.from_seed(world_seed),
    )
    return world, rng


def _rollout(state: RaceState, seat: int, settings: SearchSettings) -> float:
    """``seat``'s chance of winning from ``state``, the rest played by hard opponents."""
    bot = _hard_bot()
    horizon = settings.horizon
    last_turn = None if horizon is None else state.turn_number + horizon
    for _ in range(MAX_ROLLOUT_ACTIONS):
        if state.winner is not None:
            return 1.0 if state.winner == seat else 0.0
        at_horizon = last_turn is not None and state.turn_number >= last_turn
        if at_horizon and state.phase is Phase.TURN_START:
            break
        state = apply(state, bot.decide(state))
    if state.winner is not None:
        return 1.0 if state.winner == seat else 0.0
    return leaf_value(state, seat)


def _features(state: RaceState, player: int) -> tuple[float, float, float, float, float]:
    """What the leaf counts for ``player``: space, cards, cards that fit, excess, skips."""
    me = state.players[player]
    cards = state.decks.action_cards
    rose = state.wind_rose
    fitting = sum(
        1
        for card_id in me.hand
        if cards[card_id].kind is not CardKind.TRAVEL or cards[card_id].transport is rose
    )
    excess = 0
    if state.board.is_past_final_handcuffs(me.position):
        excess = max(0, len(me.hand) - state.finish_card_limit())
    return (
        float(me.position),
        float(len(me.hand)),
        float(fitting),
        float(excess),
        float(me.turns_to_skip),
    )


def leaf_value(state: RaceState, seat: int) -> float:
    """``seat``'s chance of winning against its closest rival, from a logistic fit.

    The weights (``LEAF_WEIGHTS``) were fitted to the outcomes of 600 two-player races of
    hard opponents (seeds 1–600; features at every turn's start, from both seats): a
    space of lead, a card in hand (a card costs: the jump comes later), a card that
    fits the wind rose (or needs none), a card too many for London past the final
    handcuffs, a turn to miss, and being the one to move.
    """
    mine = _features(state, seat)
    to_move = 1.0 if state.turn_player == seat else -1.0
    worst = math.inf
    for index in range(len(state.players)):
        if index == seat:
            continue
        theirs = _features(state, index)
        logit = LEAF_TO_MOVE * to_move + sum(
            weight * (a - b) for weight, a, b in zip(LEAF_WEIGHTS, mine, theirs, strict=True)
        )
        worst = min(worst, logit)
    return 1.0 / (1.0 + math.exp(-worst))
