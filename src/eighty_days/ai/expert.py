"""The expert journey opponent: the hard level's best few offers, tried in sampled worlds.

Where the hard level judges its next turn with the market as it lies now, the expert
plays each of the hard level's best few offers (with the route the hard level would draw
with it) in ``EXPERT_WORLDS`` *determinised* worlds: the cards still face down (the
deck below its face-up top card, the income cards not yet revealed; R2024-05, R2024-15)
are shuffled with the bot's seed, the move is played, then every rival plays its reply
as the normal level would, and the position the player then faces is valued as the hard
level values its next turn. The offer with the best mean wins. Routes are drawn as the
hard level draws them. At the duel's end (the hard level's ``_duel_end``: in a game of two,
going home would leave the player behind the rival's forecast final) the offers and the
positions are valued as the chance of a win instead.

Everything stays a pure function of the state and the seed (the worlds are dealt from
``decision_rng``), so a decision can be made on a worker thread and replays exactly.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from eighty_days.ai import journey as hard
from eighty_days.ai.base import Level, decision_rng
from eighty_days.engine.common import IllegalActionError, Rng
from eighty_days.engine.journey import (
    Action,
    DrawRoute,
    JourneyState,
    Phase,
    TransportChoice,
    apply,
)

#: How many of the hard level's best offers the expert plays out.
EXPERT_CANDIDATES = 3
#: How many sampled worlds (orders of the face-down cards) each is played in.
EXPERT_WORLDS = 2
#: At most this many rival actions are played after the move (one turn each).
RIVAL_ACTIONS = 8


@dataclass(frozen=True, slots=True)
class ExpertJourneyBot:
    """The expert computer player of the journey game; ``decide`` is pure."""

    seed: int = 0
    level: Level = Level.EXPERT

    def decide(self, state: JourneyState) -> Action:
        """The expert's action for the active player in ``state``, with the acting seat
        set so that the engine checks who acts."""
        if state.active is None or state.phase is Phase.GAME_OVER:
            raise ValueError("The game is over: there is nothing to decide.")
        return replace(expert_decide(state, self.seed), seat=state.active)


def expert_decide(state: JourneyState, seed: int, *, known_deck: bool = False) -> Action:
    """The expert's action for the active player in ``state``.

    ``known_deck``: the face-down cards' true order is known, so the one true world is
    played instead of ``EXPERT_WORLDS`` sampled ones. No player knows it; it measures what
    the sampling costs (``benchmarks/ai_ceiling.py``)."""
    if state.phase is not Phase.TAKE_TRANSPORT:
        return hard.JourneyBot(Level.HARD, seed).decide(state)
    me = state.active
    assert me is not None
    best = best_cards(state)
    if best is None:
        # every rival has finished: nobody replies, the hard level's end game decides
        return hard.JourneyBot(Level.HARD, seed).decide(state)
    candidates, to_win = best
    if len(candidates) <= 1:
        return candidates[0].take if candidates else hard.JourneyBot(Level.HARD, seed).decide(state)
    worlds = _worlds(state, seed, known_deck=known_deck)
    chosen: tuple[float, int] | None = None
    for index, candidate in enumerate(candidates):
        total = 0.0
        for world in worlds:
            total += _played_out(
                world,
                me,
                candidate.take,
                candidate.route,
                candidate.value,
                seed,
                candidate.penalty,
                to_win=to_win,
            )
        mean = total / len(worlds)
        if chosen is None or mean > chosen[0]:
            chosen = (mean, index)
    assert chosen is not None
    return candidates[chosen[1]].take


@dataclass(frozen=True, slots=True)
class Candidate:
    """One of the hard level's best cards for a turn: the card, the route the hard level
    would draw with it, the hard level's value of that move and the penalty a position
    after it carries (the hard level's for a stranding)."""

    take: TransportChoice
    route: tuple[tuple[float, float], ...]
    value: float
    penalty: float


def best_cards(
    state: JourneyState, count: int = EXPERT_CANDIDATES
) -> tuple[list[Candidate], bool] | None:
    """The hard level's best ``count`` cards (each with a route it can draw) for the active
    player's turn to take a transport, best first, and whether they are valued as the
    chance of a win (the duel's end); None once every rival has finished (nobody replies
    any more)."""
    ctx = hard._context(state, hard=True)
    if ctx.rival_final is not None:
        return None
    offers = hard._offers(state)
    ranked = hard._lookahead(ctx, hard._ranked(ctx, offers))
    duel = hard._duel_end(ctx) if ranked and hard._behind_the_rival(ctx, ranked[0]) else None
    if duel is not None:
        # the duel's end: behind the rival's forecast, the search plays for a win
        ctx = duel
        ranked = hard._lookahead(ctx, hard._ranked(ctx, offers))
    candidates: list[Candidate] = []
    for choice in ranked:
        taken = [c.take for c in candidates]
        if choice.offer.choice is None or choice.offer.choice in taken:
            continue
        if not hard._is_drawable(ctx, choice.route, choice.offer):
            continue
        # a move that strands the player carries the hard level's penalty in every world
        # (the position after it is valued as stranded already, without the penalty)
        penalty = hard.STRANDING_PENALTY if choice.strands else 0.0
        candidates.append(Candidate(choice.offer.choice, choice.route, choice.value, penalty))
        if len(candidates) >= count:
            break
    return candidates, duel is not None


def _worlds(state: JourneyState, seed: int, *, known_deck: bool) -> list[JourneyState]:
    """The worlds the candidates are played in: ``EXPERT_WORLDS`` sampled from the seed and
    the position (``_determinised``), or ``state`` itself if ``known_deck``."""
    if known_deck:
        return [state]
    rng = decision_rng(seed, len(state.history))
    worlds: list[JourneyState] = []
    for _ in range(EXPERT_WORLDS):
        world, rng = _determinised(state, rng)
        worlds.append(world)
    return worlds


def _determinised(state: JourneyState, rng: Rng) -> tuple[JourneyState, Rng]:
    """``state`` with the face-down cards in a sampled order: the deck below its top card
    and the income cards not yet revealed."""
    deck_rest, rng = rng.shuffled(state.deck[1:])
    shown = state.income_index + 1
    income_rest, rng = rng.shuffled(state.income_order[shown:])
    world = replace(
        state,
        deck=(*state.deck[:1], *deck_rest),
        income_order=(*state.income_order[:shown], *income_rest),
    )
    return world, rng


def _played_out(
    world: JourneyState,
    me: int,
    take: TransportChoice,
    route: tuple[tuple[float, float], ...],
    settled: float,
    seed: int,
    penalty: float = 0.0,
    *,
    to_win: bool = False,
) -> float:
    """The value of playing ``take`` and ``route`` in ``world``, then the rivals' replies
    (normal level), as the hard level values the player's next turn; ``settled``: the
    hard level's value of the move, used when the journey ends with it; ``penalty``: taken
    off a position valued after the move (the hard level's for a stranding); ``to_win``:
    valued as the chance of a win (the hard level's duel's end)."""
    try:
        state = apply(apply(world, take), DrawRoute(route))
    except IllegalActionError:
        return -1e9
    for _ in range(RIVAL_ACTIONS):
        if state.phase is Phase.GAME_OVER or state.active in (None, me):
            break
        rival = hard.JourneyBot(Level.NORMAL, seed)
        try:
            state = apply(state, rival.decide(state))
        except (IllegalActionError, ValueError):
            break
    value = hard._value_after(state, me, income_index=state.income_index, to_win=to_win)
    return settled if value is None else value - penalty
