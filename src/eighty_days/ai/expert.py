"""The expert journey opponent: the hard level's best few offers, tried in sampled worlds.

Where the hard level judges its next turn with the market as it lies now, the expert
plays each of the hard level's best few offers (with the route the hard level would draw
with it) in ``EXPERT_WORLDS`` *determinised* worlds: the cards still face down (the
deck below its face-up top card, the income cards not yet revealed; R2024-05, R2024-15)
are shuffled with the bot's seed, the move is played, then every rival plays its reply
as the normal level would, and the position the player then faces is valued as the hard
level values its next turn. The offer with the best mean wins. Routes are drawn as the
hard level draws them. At the duel's end (the hard level's ``play_duel_end``: in a game of two,
going home would leave the player behind the rival's forecast final) the offers and the
positions are valued as the chance of a win instead.

In a game of two, from day ``ROLLOUT_FROM_DAY`` on with both players on their way, the
expert looks further: it plays the hard level's own card and each of its best few to the
game's end in a sampled world, the hard level drawing and replying on both seats, and
keeps the card whose game ends best (a win, then the margin). Two hard players decide the
same game alike, so a card the hard level underrates shows there. Measured against hard
(``benchmarks/ai_ceiling.py``, docs/balance.md): a one-turn search told the true deck
gained nothing, while the same cards played to the end from day 30 won four games of five
in the true world and two of three in a sampled one. Starting from day 35 instead kept the
strength (issue 47: about 70 % against hard on the 400 fresh seeds 16600–16999, as from
day 30) for about a quarter less CPU per game. The games to the end have a work budget
(``ROLLOUT_STEPS_BUDGET``): when the cards times the actions expected to the game's end
(``estimate_actions_left``, a guess from the calendar) exceed it, the turn is searched one
turn ahead as before that day. It passes over the longest such turns, the first from day 35
with three or four cards, which cost up to 3 s of CPU met cold, for about 4 points of
strength against hard (67.2 % against 71.0 % on the same 400 fresh seeds).

Everything stays a pure function of the state and the seed (the worlds are dealt from
``decision_rng``), so a decision can be made on a worker thread and replays exactly.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from eighty_days.ai.base import Level, decision_rng
from eighty_days.ai.journey import JourneyBot
from eighty_days.ai.journey.candidates import is_drawable
from eighty_days.ai.journey.context import list_offers, make_context, play_duel_end
from eighty_days.ai.journey.search import (
    is_behind_the_rival,
    look_ahead,
    rank_choices,
    value_position,
)
from eighty_days.engine.common import IllegalActionError, Rng
from eighty_days.engine.journey import (
    Action,
    DrawRoute,
    JourneyState,
    Phase,
    TransportChoice,
    apply,
    outcome,
    player_score,
)

#: How many of the hard level's best offers the expert plays out.
EXPERT_CANDIDATES = 3
#: How many sampled worlds (orders of the face-down cards) each is played in.
EXPERT_WORLDS = 2
#: At most this many rival actions are played after the move (one turn each).
RIVAL_ACTIONS = 8
#: In a game of two, from this day of the player's on (both players on their way), each
#: card is played to the game's end by the hard level on both seats (day 30 until issue
#: 47: day 35 is as strong, and cheaper).
ROLLOUT_FROM_DAY = 35
#: The sampled worlds each card is played to the end in.
ROLLOUT_WORLDS = 1
#: A game played to its end stops after this many actions (a game of two takes about 50).
ROLLOUT_ACTIONS = 400
#: The work budget of one decision's games to the end, in actions (hard decisions): the
#: cards are played to the end only if their number times the actions expected to the
#: game's end (``estimate_actions_left``) is at most this; otherwise the turn is searched
#: one turn ahead in sampled worlds, as before ``ROLLOUT_FROM_DAY``. Issue 47: met cold, an
#: action played costs 45-80 ms of CPU, and three cards played to the end from days 35-45
#: (43-63 actions) took 2.3-3.4 s; the budget passes over those, in play about the first
#: such turn of half the games. A trade: on the 400 fresh seeds 22000-22399 the expert won
#: 67.2 % against hard with it and 71.0 % without (docs/balance.md).
ROLLOUT_STEPS_BUDGET = 50
#: The day a journey is typically home, and the days a turn typically takes, for
#: ``estimate_actions_left`` (fitted on the games to the end of issue 47's profile).
TYPICAL_HOME_DAY = 64
TYPICAL_DAYS_PER_TURN = 5.5


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
        return JourneyBot(Level.HARD, seed).decide(state)
    me = state.active
    assert me is not None
    search = _search(state, EXPERT_CANDIDATES)
    if search is None:
        # every rival has finished: nobody replies, the hard level's end game decides
        return JourneyBot(Level.HARD, seed).decide(state)
    candidates, to_win, own = search
    if (
        len(state.players) == 2
        and state.players[me].day >= ROLLOUT_FROM_DAY
        and not any(p.arrived or p.journey_ended for p in state.players)
    ):
        takes = rollout_takes(replace(own, seat=me), candidates, me)
        if len(takes) == 1:
            return takes[0]
        if fits_the_budget(state, len(takes)):
            return _best_played_to_the_end(state, me, takes, seed, known_deck=known_deck)
    if len(candidates) <= 1:
        return candidates[0].take if candidates else JourneyBot(Level.HARD, seed).decide(state)
    worlds = sample_worlds(state, seed, known_deck=known_deck)
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
    search = _search(state, count)
    return None if search is None else (search[0], search[1])


def _search(
    state: JourneyState, count: int
) -> tuple[list[Candidate], bool, TransportChoice] | None:
    """``best_cards`` and the card the hard level itself takes (``search.choose_card``), from
    one search instead of two."""
    ctx = make_context(state, hard=True)
    if ctx.rival_final is not None:
        return None
    offers = list_offers(state)
    ranked = look_ahead(ctx, rank_choices(ctx, offers))
    duel = play_duel_end(ctx) if ranked and is_behind_the_rival(ctx, ranked[0]) else None
    if duel is not None:
        # the duel's end: behind the rival's forecast, the search plays for a win
        ctx = duel
        ranked = look_ahead(ctx, rank_choices(ctx, offers))
    candidates: list[Candidate] = []
    for choice in ranked:
        taken = [c.take for c in candidates]
        if choice.offer.choice is None or choice.offer.choice in taken:
            continue
        if not is_drawable(ctx, choice.route, choice.offer):
            continue
        # a move that strands the player carries the hard level's penalty in every world
        # (the position after it is valued as stranded already, without the penalty)
        penalty = ctx.weights.stranding_penalty if choice.strands else 0.0
        candidates.append(Candidate(choice.offer.choice, choice.route, choice.value, penalty))
        if len(candidates) >= count:
            break
    # the hard level's own card, as ``search.choose_card`` finds it: the best choice that
    # takes a card, else the first offer
    own = next((c.offer.choice for c in ranked if c.offer.choice is not None), offers[0].choice)
    assert own is not None
    return candidates, duel is not None, own


def rollout_takes(own: Action, candidates: list[Candidate], me: int) -> list[Action]:
    """The cards a game to the end is played with: the hard level's own card (``own``)
    first, then each of ``candidates`` not already there, each taken by seat ``me``."""
    takes: list[Action] = [own]
    takes += [t for t in (replace(c.take, seat=me) for c in candidates) if t not in takes]
    return takes


def estimate_actions_left(state: JourneyState) -> float:
    """The actions (a card and a route a turn) a game of ``state`` is expected to last:
    for each player still on its way, its turns until ``TYPICAL_HOME_DAY`` at
    ``TYPICAL_DAYS_PER_TURN`` days a turn, at least one. A guess from the calendar alone,
    so that the budget is a function of the position (never of the clock)."""
    turns = sum(
        max(1.0, (TYPICAL_HOME_DAY - p.day) / TYPICAL_DAYS_PER_TURN)
        for p in state.players
        if not (p.arrived or p.journey_ended)
    )
    return 2.0 * turns


def fits_the_budget(state: JourneyState, takes: int) -> bool:
    """Whether ``takes`` games to the end from ``state`` are expected to take at most
    ``ROLLOUT_STEPS_BUDGET`` actions together (``estimate_actions_left``)."""
    return takes * estimate_actions_left(state) <= ROLLOUT_STEPS_BUDGET


def _best_played_to_the_end(
    state: JourneyState,
    me: int,
    takes: list[Action],
    seed: int,
    *,
    known_deck: bool,
) -> Action:
    """Of ``takes`` (the hard level's own card first, ``rollout_takes``), the one whose
    game ends best when played to its end by the hard level on both seats (``game_end``),
    on average over ``ROLLOUT_WORLDS`` sampled worlds; a tie keeps the hard level's card."""
    worlds = sample_worlds(state, seed, known_deck=known_deck, count=ROLLOUT_WORLDS)
    chosen: tuple[float, Action] | None = None
    for take in takes:
        total = 0.0
        for world in worlds:
            try:
                total += game_end(apply(world, take), me)
            except IllegalActionError:
                total += -1e9
        mean = total / len(worlds)
        if chosen is None or mean > chosen[0]:
            chosen = (mean, take)
    assert chosen is not None
    return chosen[1]


def game_end(state: JourneyState, me: int) -> float:
    """The game from ``state`` played to its end by the hard level on every seat: 1 if
    ``me`` wins (a share if tied), 0 if not, plus a hundredth for each point of fame more
    than the best rival's (the rulebook's final scoring)."""
    bot = JourneyBot(Level.HARD)
    for _ in range(ROLLOUT_ACTIONS):
        if state.phase is Phase.GAME_OVER:
            break
        state = apply(state, bot.decide(state))
    scores = [player_score(state, seat).total for seat in range(len(state.players))]
    best_rival = max(score for seat, score in enumerate(scores) if seat != me)
    if state.phase is Phase.GAME_OVER:
        winners = outcome(state).winners
        won = 1.0 / len(winners) if me in winners else 0.0
    else:
        won = 0.5
    return won + 0.01 * (scores[me] - best_rival)


def sample_worlds(
    state: JourneyState, seed: int, *, known_deck: bool, count: int | None = None
) -> list[JourneyState]:
    """The worlds the candidates are played in: ``count`` (``EXPERT_WORLDS`` unless given)
    sampled from the seed and the position (``shuffle_hidden_cards``), or ``state`` itself if
    ``known_deck``."""
    if known_deck:
        return [state]
    rng = decision_rng(seed, len(state.history))
    worlds: list[JourneyState] = []
    for _ in range(EXPERT_WORLDS if count is None else count):
        world, rng = shuffle_hidden_cards(state, rng)
        worlds.append(world)
    return worlds


def shuffle_hidden_cards(state: JourneyState, rng: Rng) -> tuple[JourneyState, Rng]:
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
        rival = JourneyBot(Level.NORMAL, seed)
        try:
            state = apply(state, rival.decide(state))
        except (IllegalActionError, ValueError):
            break
    value = value_position(state, me, income_index=state.income_index, to_win=to_win)
    return settled if value is None else value - penalty
