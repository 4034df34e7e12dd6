"""Computer opponents for the 1986 race, at three levels.

* easy: the first legal card of the hand (in hand order), else a discard past the final
  handcuffs, else draw two cards;
* normal: a greedy chain, one card at a time: the card that moves furthest now, counting
  a landing on a wind rose or great travel station as worth a little more;
* hard: a search over the play orders of the whole hand (every card, every money-bag
  step, every wind-rose turn) through the special spaces, as in the rulebook's tactical
  example (Taktische Hinweise), plus handcuffs aimed at the next player when that hurts
  more than moving helps, and money bags kept for defence when a move back costs more.

The jump for a played-out hand may be declined (ruling R1986-09): easy always takes it;
normal and hard weigh it (spaces gained, the 5 cards, the cards too many for London near
the finish) against staying, and decline it when it is worth less.

The search runs on a small model of one turn (positions, wind rose, hand), not on the
engine: the model never looks at the draw pile or the event pile, so a bot knows no more
than a player at the table. What it chooses is checked against ``legal_actions``; if the
model and the engine ever disagreed, the bot falls back to the greedy choice among the
legal actions, so it can only play legal actions.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache

from eighty_days.ai.base import Level
from eighty_days.engine.race import (
    AcceptPenalty,
    Action,
    ActionCard,
    Board,
    CardKind,
    CarryOutEvent,
    Decks,
    DeclineJump,
    Defend,
    DiscardCard,
    DrawCards,
    EffectKind,
    EndTurn,
    ExchangeCards,
    MoveWindRose,
    PenaltyCause,
    Phase,
    PlayCard,
    RaceState,
    SpaceKind,
    TakeJump,
    Transport,
    current_player,
    legal_actions,
)

#: A figure reaching London: worth more than any number of spaces.
WIN_VALUE = 1000.0
#: Spaces a handcuff space or card sends a figure back.
HANDCUFFS_BACK = 3
#: The jump for playing out the hand, and the cards drawn after it.
JUMP = 5
JUMP_CARDS = 5
#: Worth of one card kept in hand (a future move), in spaces.
CARD_WORTH = 0.3
#: Worth of landing where another card may be played, when the chain is not searched.
CONTINUE_WORTH = 1.2
#: Worth of a card discarded past the final handcuffs (nearer to being allowed to finish).
DISCARD_WORTH = 1.5
#: How many model positions the hard search may visit per decision (keeps it ≤ 20 ms).
SEARCH_BUDGET = 6000
#: Near London, what each card above the finish limit costs (a turn of discarding).
EXCESS_CARD_COST = 0.6


@dataclass(frozen=True, slots=True)
class RaceBot:
    """A computer player of the race; ``decide`` is pure (no state kept between calls).

    The race bots need no randomness: a decision is a function of the state alone, and
    ``seed`` is kept only so that every bot is made the same way (``make_bot``).
    """

    level: Level
    seed: int = 0

    def decide(self, state: RaceState) -> Action:
        """The action this bot takes in ``state`` (for whoever must decide now), with the
        acting seat set so that the engine checks who acts."""
        legal = legal_actions(state)
        seat = current_player(state)
        if not legal or seat is None:
            raise ValueError("The race is over: there is nothing to decide.")
        if self.level is Level.EASY:
            choice = _easy(state, legal)
        else:
            choice = _choose(state, legal, self.level)
            if choice not in legal:
                choice = _greedy_fallback(state, legal)
        return replace(choice, seat=seat)


def make_race_bot(level: Level, seed: int = 0) -> RaceBot:
    """A race bot at ``level`` with its own ``seed``."""
    return RaceBot(level, seed)


# -- easy ---------------------------------------------------------------------------------


def _easy(state: RaceState, legal: list[Action]) -> Action:
    """The first legal card of the hand; otherwise a discard past the final handcuffs
    (Ende des Spiels: at most 2 cards into London), else draw two."""
    if state.phase in (Phase.TURN_START, Phase.CONTINUE):
        plays = [a for a in legal if isinstance(a, PlayCard)]
        if plays:
            return plays[0]
        discards = [a for a in legal if isinstance(a, DiscardCard)]
        if discards:  # past the final handcuffs: shed cards to be allowed into London
            return discards[0]
        for preferred in (DrawCards(2), DrawCards(1), EndTurn()):
            if preferred in legal:
                return preferred
    if state.phase is Phase.EVENT_CHOICE and CarryOutEvent() in legal:
        return CarryOutEvent()
    return legal[0]


# -- the turn model -----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Model:
    """What the search needs to know about the race, fixed during one decision."""

    board: Board
    cards: dict[str, ActionCard]
    finish_limit: int
    has_kept_event: bool
    event_worth: float
    players: int


def _model(state: RaceState) -> _Model:
    return _Model(
        board=state.board,
        cards=state.decks.action_cards,
        finish_limit=state.finish_card_limit(),
        has_kept_event=state.current.kept_event is not None,
        event_worth=_event_worth(state.decks),
        players=len(state.players),
    )


@cache
def _event_worth(decks: Decks) -> float:
    """The average gain, in spaces, of drawing an event card (a telescope space)."""
    total = 0.0
    for event in decks.event_cards.values():
        effect = event.effect
        kind = effect.kind
        if kind is EffectKind.FORWARD:
            total += effect.amount
        elif kind is EffectKind.BACK:
            total -= effect.amount
        elif kind is EffectKind.TO_NEXT:
            total += 3.0
        elif kind in (EffectKind.BACK_TO_PREVIOUS, EffectKind.SKIP_TURN):
            total -= 3.0
        elif kind is EffectKind.DRAW:
            total += CARD_WORTH * effect.amount
        elif kind is EffectKind.DISCARD:
            total -= CARD_WORTH * effect.amount
        elif kind in (EffectKind.OTHERS_BACK, EffectKind.OTHERS_AHEAD_BACK):
            total += 0.5 * effect.amount
        elif kind in (EffectKind.WIND_ROSE, EffectKind.PLAY_AGAIN):
            total += CONTINUE_WORTH
    return total / max(1, len(decks.event_cards))


def _hand_worth(
    model: _Model, hand: tuple[str, ...], rose: Transport, unknown_cards: int = 0
) -> float:
    """What the cards in hand (and ``unknown_cards`` about to be drawn) are worth later."""
    playable = unknown_cards > 0 or any(
        model.cards[c].kind is not CardKind.TRAVEL or model.cards[c].transport is rose for c in hand
    )
    return CARD_WORTH * (len(hand) + unknown_cards) + (0.2 if playable else 0.0)


def _space_after_landing(model: _Model, position: int) -> float:
    """Value of a figure ending its moves on ``position`` (no more cards this turn)."""
    kind = model.board.kind(position)
    if kind is SpaceKind.HANDCUFFS:
        return float(max(0, position - HANDCUFFS_BACK))
    if kind is SpaceKind.TELESCOPE:
        return position + model.event_worth
    return float(position)


def _jump_value(model: _Model, position: int) -> float:
    """The hand is played out at ``position``: the restricted space, the jump, new cards."""
    kind = model.board.kind(position)
    if kind is SpaceKind.HANDCUFFS:
        start = float(max(0, position - HANDCUFFS_BACK))
    elif kind is SpaceKind.TELESCOPE:
        start = position + model.event_worth
    else:
        start = float(position)
    landing = min(round(start) + JUMP, model.board.finish)
    if landing >= model.board.finish:
        return WIN_VALUE
    after = model.board.kind(landing)
    bonus = CARD_WORTH * JUMP_CARDS
    if after in (SpaceKind.WIND_ROSE, SpaceKind.TRAVEL_STATION):
        bonus += CONTINUE_WORTH + 1.0
    elif after is SpaceKind.HANDCUFFS:
        bonus -= HANDCUFFS_BACK
    elif after is SpaceKind.TELESCOPE:
        bonus += model.event_worth
    return start - position + landing + bonus


@dataclass(frozen=True, slots=True)
class _Plan:
    """The best line found from a model position: its value and its first action."""

    value: float
    first: Action | None


class _Search:
    """Depth-first search over play orders of the hand in the turn model."""

    def __init__(self, model: _Model, depth_limit: int) -> None:
        self.model = model
        self.depth_limit = depth_limit
        self.visited = 0
        self.memo: dict[tuple[object, ...], float] = {}

    def _signature(self, card_id: str) -> tuple[object, ...]:
        card = self.model.cards[card_id]
        return (card.kind, card.transport, card.value)

    def play_options(
        self, position: int, rose: Transport, hand: tuple[str, ...], moved: bool
    ) -> list[tuple[PlayCard, int, Transport, tuple[str, ...], bool]]:
        """Each distinct way to play a card: (action, new position, rose, hand, moved)."""
        options: list[tuple[PlayCard, int, Transport, tuple[str, ...], bool]] = []
        seen: set[tuple[object, ...]] = set()
        finish = self.model.board.finish
        for index, card_id in enumerate(hand):
            signature = self._signature(card_id)
            if signature in seen:
                continue
            seen.add(signature)
            card = self.model.cards[card_id]
            rest = hand[:index] + hand[index + 1 :]
            if card.kind is CardKind.TRAVEL:
                if card.transport is not rose:
                    continue
                target = min(position + card.value, finish)
                if target == finish and not self._may_finish(len(rest)):
                    continue
                options.append((PlayCard(card_id), target, rose, rest, True))
            elif card.kind is CardKind.MONEY_BAG:
                for steps in (3, 2, 1):
                    target = min(position + steps, finish)
                    if target == finish and not self._may_finish(len(rest)):
                        continue
                    options.append((PlayCard(card_id, steps=steps), target, rose, rest, True))
            elif card.kind is CardKind.WIND_ROSE:
                for transport in Transport:
                    options.append(
                        (
                            PlayCard(card_id, new_transport=transport),
                            position,
                            transport,
                            rest,
                            moved,
                        )
                    )
        return options

    def _may_finish(self, cards_left: int) -> bool:
        return cards_left <= self.model.finish_limit and not self.model.has_kept_event

    def may_play(
        self, position: int, rose: Transport, hand: tuple[str, ...], moved: bool, depth: int
    ) -> _Plan:
        """Best plan where another card may be played (or the turn ended here)."""
        stop_value = _space_after_landing(self.model, position) + _hand_worth(
            self.model, hand, rose
        )
        best = _Plan(stop_value, EndTurn())
        if depth >= self.depth_limit or self.visited > SEARCH_BUDGET:
            options = self.play_options(position, rose, hand, moved)
            if options:
                # not searched further: another card could still be played here
                best = _Plan(stop_value + CONTINUE_WORTH, best.first)
            return best
        for action, target, new_rose, rest, now_moved in self.play_options(
            position, rose, hand, moved
        ):
            value = self.after_play(action, position, target, new_rose, rest, now_moved, depth)
            if value > best.value + 1e-9:
                best = _Plan(value, action)
        return best

    def after_play(
        self,
        action: PlayCard,
        position: int,
        target: int,
        rose: Transport,
        rest: tuple[str, ...],
        moved: bool,
        depth: int,
    ) -> float:
        """The value of the model position after ``action`` has been played."""
        self.visited += 1
        model = self.model
        if target >= model.board.finish:
            return WIN_VALUE
        if not rest:
            return _jump_value(model, target)
        key = (target, rose, tuple(sorted(rest)), moved, action.new_transport is not None)
        cached = self.memo.get(key)
        if cached is not None:
            return cached
        if action.new_transport is not None:  # a wind rose card: play another card
            value = self.may_play(target, rose, rest, moved, depth + 1).value
        else:
            value = self.landed(target, rose, rest, depth)
        self.memo[key] = value
        return value

    def landed(self, position: int, rose: Transport, hand: tuple[str, ...], depth: int) -> float:
        """A figure moved onto ``position`` with cards left: the space acts."""
        kind = self.model.board.kind(position)
        if kind is SpaceKind.WIND_ROSE:
            return max(
                self.may_play(position, transport, hand, True, depth + 1).value
                for transport in Transport
            )
        if kind is SpaceKind.TRAVEL_STATION:
            plan = self.may_play(position, rose, hand, True, depth + 1)
            if not self.play_options(position, rose, hand, True):
                # nothing fits: draw 1 or 2 instead (Großes Reisestationsfeld)
                return position + _hand_worth(self.model, hand, rose, 2)
            return plan.value
        return _space_after_landing(self.model, position) + _hand_worth(self.model, hand, rose)

    def rose_choice(
        self, position: int, hand: tuple[str, ...], depth: int
    ) -> tuple[float, Transport]:
        """The best transport to turn the rose to on a wind rose space."""
        best_value = -1e9
        best = Transport.TRAIN
        for transport in Transport:
            value = self.may_play(position, transport, hand, True, depth + 1).value
            if value > best_value + 1e-9:
                best_value, best = value, transport
        return best_value, best


# -- normal and hard ----------------------------------------------------------------------


def _choose(state: RaceState, legal: list[Action], level: Level) -> Action:
    model = _model(state)
    depth_limit = 1 if level is Level.NORMAL else 64
    search = _Search(model, depth_limit)
    me = state.current
    phase = state.phase
    if phase is Phase.DEFEND:
        return _defend(state, legal, level)
    if phase is Phase.EVENT_CHOICE:
        return CarryOutEvent() if CarryOutEvent() in legal else legal[0]
    if phase is Phase.JUMP_CHOICE:
        return DeclineJump() if _declines_jump(state) else TakeJump()
    if phase is Phase.MOVE_ROSE:
        if state.turn.jump_pending:
            return MoveWindRose(_favourite_transport(model, me.hand, state.wind_rose))
        _, transport = search.rose_choice(me.position, me.hand, 0)
        return MoveWindRose(transport)
    if phase is Phase.CONTINUE:
        plan = search.may_play(me.position, state.wind_rose, me.hand, state.turn.moved, 0)
        if isinstance(plan.first, PlayCard) and plan.first in legal:
            return plan.first
        draws = [a for a in legal if isinstance(a, DrawCards)]
        if draws:
            return max(draws, key=lambda a: a.count)
        return EndTurn() if EndTurn() in legal else legal[0]
    if phase is not Phase.TURN_START:
        return legal[0]
    return _turn_start(state, legal, level, search)


def _turn_start(state: RaceState, legal: list[Action], level: Level, search: _Search) -> Action:
    """The first decision of a turn: a chain of cards, handcuffs, a draw, a discard."""
    model = search.model
    me = state.current
    position, rose, hand = me.position, state.wind_rose, me.hand
    past_final = model.board.is_past_final_handcuffs(position)
    options: list[tuple[float, Action]] = []
    plan = search.may_play(position, rose, hand, False, 0)
    if isinstance(plan.first, PlayCard):
        options.append((plan.value, plan.first))
    for count in (2, 1):
        if DrawCards(count) in legal:
            value = position + _hand_worth(model, hand, rose, count)
            if past_final:
                value -= EXCESS_CARD_COST * max(0, len(hand) + count - model.finish_limit)
            options.append((value, DrawCards(count)))
    discards = [a for a in legal if isinstance(a, DiscardCard)]
    if discards:
        worst = min(discards, key=lambda a: _card_keep_worth(model, a.card_id, rose))
        options.append((position + _hand_worth(model, hand[1:], rose) + DISCARD_WORTH, worst))
    exchanges = [a for a in legal if isinstance(a, ExchangeCards)]
    if exchanges:
        worst_two = min(
            exchanges, key=lambda a: sum(_card_keep_worth(model, c, rose) for c in a.card_ids)
        )
        options.append((position + _hand_worth(model, hand, rose) + 0.1, worst_two))
    cuffs = [
        a
        for a in legal
        if isinstance(a, PlayCard) and model.cards[a.card_id].kind is CardKind.HANDCUFFS
    ]
    if cuffs:
        damage = _handcuffs_damage(state)
        weight = 0.5 if level is Level.HARD else 0.25
        share = 1.0 / (model.players - 1)
        rest = hand[1:]
        value = position + _hand_worth(model, rest, rose) + weight * damage * share * 2
        options.append((value, cuffs[0]))
    if not options:
        return legal[0]
    best_value = max(value for value, _ in options)
    best = [action for value, action in options if value >= best_value - 1e-9]
    return best[0]


def _card_keep_worth(model: _Model, card_id: str, rose: Transport) -> float:
    """How much a card is worth keeping (money bags and wind roses are the most useful)."""
    card = model.cards[card_id]
    if card.kind is CardKind.MONEY_BAG:
        return 4.0
    if card.kind is CardKind.WIND_ROSE:
        return 3.5
    if card.kind is CardKind.HANDCUFFS:
        return 1.0
    return card.value + (1.0 if card.transport is rose else 0.0)


def _favourite_transport(model: _Model, hand: tuple[str, ...], current: Transport) -> Transport:
    """The transport of the most spaces of travel cards in hand (ties: the current one)."""
    totals = {transport: 0 for transport in Transport}
    for card_id in hand:
        card = model.cards[card_id]
        if card.kind is CardKind.TRAVEL and card.transport is not None:
            totals[card.transport] += card.value
    best = max(totals.values())
    if totals[current] == best:
        return current
    return next(t for t in Transport if totals[t] == best)


def _handcuffs_damage(state: RaceState) -> int:
    """How many spaces a handcuffs card would send the next player back (3, and 3 more
    once if that lands on a handcuff space, ruling R1986-07)."""
    victim = (state.turn_player + 1) % len(state.players)
    position = state.players[victim].position
    target = max(0, position - HANDCUFFS_BACK)
    if state.board.kind(target) is SpaceKind.HANDCUFFS:
        target = max(0, target - HANDCUFFS_BACK)
    return position - target


def _declines_jump(state: RaceState) -> bool:
    """Ruling R1986-09: decline the jump when the model values it below staying.

    The jump's worth: the spaces it gains (a handcuff space where it lands takes 3 back),
    the 5 cards, less the cards too many for London when it lands near the finish (each
    costs about a turn of discarding there). Declining keeps the figure and the hand.
    Played out from real positions, taking the jump won more races than declining it in
    every situation measured, near London included (docs/balance.md), and the model
    agrees: it declines only when a jump that gains little (onto a handcuff space near
    London) would leave far more cards than London takes (an event added cards before
    the jump, the expert finish takes none).
    """
    me = state.current
    board = state.board
    finish = board.finish
    landing = min(me.position + JUMP, finish)
    if landing >= finish:
        return False
    if board.kind(landing) is SpaceKind.HANDCUFFS:
        landing = max(0, landing - HANDCUFFS_BACK)
    gain = landing - me.position + CARD_WORTH * JUMP_CARDS
    if landing >= finish * 3 / 4:  # the last quarter: the finish card limit is near
        cards = len(me.hand) + JUMP_CARDS
        gain -= EXCESS_CARD_COST * max(0, cards - state.finish_card_limit())
    return gain < 0


def _defend(state: RaceState, legal: list[Action], level: Level) -> Action:
    """Cancel a move back with a money bag when that is worth the card (ruling R1986-03)."""
    defences = [a for a in legal if isinstance(a, Defend)]
    if not defences:
        return AcceptPenalty()
    pending = state.pending[0]
    loss = state.players[pending.victim].position - pending.target
    if level is Level.HARD:
        bags = len(defences)
        # a money bag moves at most 3; keep it when the loss is small and it is the last one
        worth = loss >= 3 or (
            loss >= 2 and (bags > 1 or pending.cause is PenaltyCause.HANDCUFFS_CARD)
        )
        if not worth:
            return AcceptPenalty()
    return defences[0]


def _greedy_fallback(state: RaceState, legal: list[Action]) -> Action:
    """A legal action chosen without the model: the furthest move, else a draw."""
    best: Action = legal[0]
    best_gain = -1.0
    for action in legal:
        if isinstance(action, PlayCard):
            card = state.action_card(action.card_id)
            if card.kind is CardKind.TRAVEL and not action.backward:
                gain = float(card.value)
            elif card.kind is CardKind.MONEY_BAG:
                gain = float(action.steps or 0)
            else:
                gain = 0.5
        elif isinstance(action, DrawCards):
            gain = 0.2 * action.count
        else:
            gain = 0.0
        if gain > best_gain:
            best, best_gain = action, gain
    return best
