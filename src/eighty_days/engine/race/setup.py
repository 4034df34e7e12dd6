"""Setting up a 1986 race (Vorbereitung): ``new_game``.

The board and the decks come as values (the shipped ones: ``eighty_days.shipped_race``);
the configuration may fix hands, the top of either pile and the first player.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from eighty_days.engine.common import RaceConfigError, Rng, shown
from eighty_days.engine.race import log as lg
from eighty_days.engine.race.board import Board
from eighty_days.engine.race.cards import Decks, Transport
from eighty_days.engine.race.state import (
    HAND_SIZE,
    MAX_PLAYERS,
    MIN_PLAYERS,
    FixedSetup,
    LogEvent,
    Phase,
    PlayerState,
    RaceConfig,
    RaceState,
    TurnProgress,
)
from eighty_days.messages import Message


def _check_ids(
    ids: Iterable[str], known: Mapping[str, object], what: Message, seen: set[str]
) -> None:
    for card_id in ids:
        if card_id not in known:
            raise RaceConfigError(lg.SETUP_NO_CARD(what=what, card_id=shown(card_id)))
        if card_id in seen:
            raise RaceConfigError(lg.SETUP_TWICE(what=what, card_id=shown(card_id)))
        seen.add(card_id)


def new_game(config: RaceConfig, seed: int, *, board: Board, decks: Decks) -> RaceState:
    """Set up a race (Vorbereitung) on ``board`` with ``decks``: 5 cards each, shuffled
    piles, a random first player.

    ``config.setup`` may fix hands, the top of either pile and the first player.
    ``RaceConfigError`` says what is wrong with a configuration. (The shipped board and
    decks: ``eighty_days.shipped_race``.)
    """
    names = config.players
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        raise RaceConfigError(
            lg.SETUP_PLAYERS(fewest=MIN_PLAYERS, most=MAX_PLAYERS, found=len(names))
        )
    if not all(isinstance(name, str) and name.strip() for name in names):
        raise RaceConfigError(lg.SETUP_NAMES())
    if len({name.strip() for name in names}) != len(names):
        raise RaceConfigError(lg.SETUP_SAME_NAME())
    if not isinstance(config.wind_rose, Transport):
        raise RaceConfigError(lg.SETUP_ROSE())
    setup = config.setup or FixedSetup()
    rng = Rng.from_seed(seed)
    count = len(names)

    seen: set[str] = set()
    if setup.hands is not None:
        if len(setup.hands) != count:
            raise RaceConfigError(
                lg.SETUP_HANDS(
                    hands=lg.SETUP_HAND_COUNT(count=len(setup.hands)),
                    players=lg.SETUP_PLAYER_COUNT(count=count),
                )
            )
        for number, hand in enumerate(setup.hands):
            _check_ids(hand, decks.action_cards, lg.SETUP_HAND_OF(name=names[number]), seen)
    top_of_draw = setup.draw_pile or ()
    _check_ids(top_of_draw, decks.action_cards, lg.SETUP_DRAW_PILE(), seen)
    rest, rng = rng.shuffled([c for c in decks.action_cards if c not in seen])
    if setup.hands is not None:
        hands = setup.hands
    else:
        if len(rest) < HAND_SIZE * count:
            raise RaceConfigError(lg.SETUP_DEAL())
        hands = tuple(rest[n * HAND_SIZE : (n + 1) * HAND_SIZE] for n in range(count))
        rest = rest[HAND_SIZE * count :]
    draw_pile = (*top_of_draw, *rest)

    seen_events: set[str] = set()
    top_of_events = setup.event_pile or ()
    _check_ids(top_of_events, decks.event_cards, lg.SETUP_EVENT_PILE(), seen_events)
    other_events, rng = rng.shuffled([e for e in decks.event_cards if e not in seen_events])
    event_pile = (*top_of_events, *other_events)

    if setup.first_player is not None:
        if not 0 <= setup.first_player < count:
            raise RaceConfigError(lg.SETUP_FIRST(last=count - 1))
        first = setup.first_player
    else:
        first, rng = rng.randbelow(count)

    players = tuple(
        PlayerState(name, 0, tuple(hand)) for name, hand in zip(names, hands, strict=True)
    )
    opening = LogEvent(
        "start",
        lg.BEGINS(transport=lg.transport(config.wind_rose), name=names[first]),
        first,
    )
    return RaceState(
        config=config,
        seed=seed,
        board=board,
        decks=decks,
        players=players,
        draw_pile=draw_pile,
        discard_pile=(),
        event_pile=event_pile,
        event_discard=(),
        wind_rose=config.wind_rose,
        turn_player=first,
        phase=Phase.TURN_START,
        turn=TurnProgress(),
        rng=rng,
        last_events=(opening,),
    )
