"""Setting up a journey game (rulebook, Setup 1-8) and replaying one from its record."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from eighty_days.engine.common import Rng, shown
from eighty_days.engine.journey.actions import Action
from eighty_days.engine.journey.cards import CHARACTERS
from eighty_days.engine.journey.rules import apply, calendar_order
from eighty_days.engine.journey.state import (
    START_POUNDS,
    FacedCard,
    JourneyConfig,
    JourneyState,
    Phase,
    PlayerState,
    SetupError,
    is_colour,
)
from eighty_days.messages import CARDS, define
from eighty_days.sheet.model import Transport

MIN_PLAYERS = 2
MAX_PLAYERS = 4
#: Cards in each market row (rulebook, Setup 7).
ROW_LENGTH = 3

# Why a game cannot start (``SetupError``; templates: ui/common/message_text.py).
PLAYER_COUNT = define(
    "journey_setup.player_count", "The journey game is for 2 to 4 players, not {found}."
)
NAMES = define("journey_setup.names", "Every player needs a name.")
SAME_NAME = define("journey_setup.same_name", "Two players have the same name.")
COLOUR = define("journey_setup.colour", "{name}'s colour must look like #rrggbb, not {colour}.")
SAME_COLOUR = define("journey_setup.same_colour", "Two players have the same colour.")
SIDES = define("journey_setup.sides", "Choose one side for each of the four characters.")
NO_LOCATION = define(
    "journey_setup.no_location", "The map has no location {ref} for the start or the arrival."
)
INCOME_CARDS = define(
    "journey_setup.income_cards",
    "The map needs at least 3 income cards (three are used in a game).",
)
ADVENTURE_CARDS = define("journey_setup.adventure_cards", "The map needs at least {cards}.")
ADVENTURE_COUNT = define("journey_setup.adventure_count", "%n adventure card(s)")
MARKET_CARDS = define(
    "journey_setup.market_cards", "The card set has too few train/ship cards for a market."
)
FIXED_UNKNOWN = define(
    "journey_setup.fixed_unknown", "Fixed setup: {name} names unknown cards: {unknown}."
)
FIXED_TWICE = define("journey_setup.fixed_twice", "Fixed setup: {name} names a card twice.")
FIXED_COUNT = define(
    "journey_setup.fixed_count", "Fixed setup: {name} needs exactly {cards}, not {found}."
)
FIXED_STACK = define(
    "journey_setup.fixed_stack", "Fixed setup: the stack order must list every player once."
)
FIXED_INCOME = define(
    "journey_setup.fixed_income", "Fixed setup: the income order needs at least one card."
)
FIXED_BOTH_ROWS = define(
    "journey_setup.fixed_both_rows", "Fixed setup: a card lies in both market rows."
)
FIXED_BALLOON = define(
    "journey_setup.fixed_balloon", "Fixed setup: deck cards lie as trains or ships, not balloons."
)
FIXED_ONCE = define(
    "journey_setup.fixed_once",
    "Fixed setup: the market and the deck must hold every card exactly once.",
)


def _validate(config: JourneyConfig) -> None:
    players = config.players
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise SetupError(PLAYER_COUNT(found=len(players)))
    names = [p.name.strip() for p in players]
    if any(not n for n in names):
        raise SetupError(NAMES())
    if len(set(names)) != len(names):
        raise SetupError(SAME_NAME())
    for player in players:
        if not is_colour(player.colour):
            raise SetupError(COLOUR(name=player.name, colour=shown(player.colour)))
    if len({p.colour.lower() for p in players}) != len(players):
        raise SetupError(SAME_COLOUR())
    if len(config.character_sides) != len(CHARACTERS):
        raise SetupError(SIDES())
    sheet = config.sheet
    for ref in (sheet.start, sheet.arrival):
        if not sheet.has_location(ref):
            raise SetupError(NO_LOCATION(ref=shown(ref)))
    if len(sheet.income_cards) < 3:
        raise SetupError(INCOME_CARDS())
    if len(sheet.adventure_cards) < len(players) + 1:
        raise SetupError(ADVENTURE_CARDS(cards=ADVENTURE_COUNT(count=len(players) + 1)))
    if len(config.cards.transport_cards) < 2 * ROW_LENGTH + 2:
        raise SetupError(MARKET_CARDS())


def _exact(name: str, chosen: Sequence[str], pool: Iterable[str], count: int | None) -> None:
    known = set(pool)
    unknown = [c for c in chosen if c not in known]
    if unknown:
        raise SetupError(FIXED_UNKNOWN(name=name, unknown=", ".join(unknown)))
    if len(set(chosen)) != len(chosen):
        raise SetupError(FIXED_TWICE(name=name))
    if count is not None and len(chosen) != count:
        raise SetupError(FIXED_COUNT(name=name, cards=CARDS(count=count), found=len(chosen)))


def new_game(config: JourneyConfig, seed: int) -> JourneyState:
    """The state at the start of a game (rulebook, Setup); random parts come from ``seed``.

    Parts given in ``config.fixed`` are used as they are; the rest is dealt at random.
    Raises ``SetupError`` for a configuration the rules cannot start from.
    """
    _validate(config)
    fixed = config.fixed
    sheet = config.sheet
    rng = Rng.from_seed(seed)
    count = len(config.players)

    # Setup 4: tokens stacked at random on 2 October; the top token plays first (R2024-02).
    if fixed.stack_order is not None:
        if sorted(fixed.stack_order) != list(range(count)):
            raise SetupError(FIXED_STACK())
        stack = tuple(fixed.stack_order)
    else:
        stack, rng = rng.shuffled(range(count))

    # Setup 5: players + 1 adventure cards, face up.
    adventure_ids = [card.id for card in sheet.adventure_cards]
    if fixed.adventure_cards is not None:
        _exact("adventure_cards", fixed.adventure_cards, adventure_ids, count + 1)
        adventures = tuple(fixed.adventure_cards)
    else:
        shuffled, rng = rng.shuffled(adventure_ids)
        adventures = shuffled[: count + 1]

    # Setup 6: the income deck shuffled, its top card revealed.
    income_ids = [card.id for card in sheet.income_cards]
    if fixed.income_order is not None:
        _exact("income_order", fixed.income_order, income_ids, None)
        if not fixed.income_order:
            raise SetupError(FIXED_INCOME())
        income_order = tuple(fixed.income_order)
    else:
        income_order, rng = rng.shuffled(income_ids)

    # Setup 7: the deck shuffled with mixed sides; 2 rows of 3 (trains above, ships below).
    card_ids = config.cards.transport_ids
    rows_given = fixed.train_row is not None or fixed.ship_row is not None
    train_row = tuple(fixed.train_row or ())
    ship_row = tuple(fixed.ship_row or ())
    if rows_given:
        _exact("train_row", train_row, card_ids, ROW_LENGTH)
        _exact("ship_row", ship_row, card_ids, ROW_LENGTH)
    in_rows = set(train_row) | set(ship_row)
    if len(in_rows) != len(train_row) + len(ship_row):
        raise SetupError(FIXED_BOTH_ROWS())
    if fixed.deck is not None:
        deck = tuple(fixed.deck)
        _exact("deck", [c.card_id for c in deck], card_ids, None)
        if any(c.transport is Transport.BALLOON for c in deck):
            raise SetupError(FIXED_BALLOON())
    else:
        pool = [c for c in card_ids if c not in in_rows]
        order, rng = rng.shuffled(pool)
        faced: list[FacedCard] = []
        for card_id in order:
            heads, rng = rng.coin()
            faced.append(FacedCard(card_id, Transport.TRAIN if heads else Transport.SHIP))
        deck = tuple(faced)
    if not rows_given:
        train_row = tuple(c.card_id for c in deck[:ROW_LENGTH])
        ship_row = tuple(c.card_id for c in deck[ROW_LENGTH : 2 * ROW_LENGTH])
        deck = deck[2 * ROW_LENGTH :]
    on_table = [*train_row, *ship_row, *(c.card_id for c in deck)]
    if sorted(on_table) != sorted(card_ids):
        raise SetupError(FIXED_ONCE())

    start = sheet.start_location
    players = []
    for index, setup in enumerate(config.players):
        players.append(
            PlayerState(
                name=setup.name,
                colour=setup.colour,
                day=0,
                # the top of the stack has the largest height
                stack_height=count - stack.index(index),
                earned=START_POUNDS,
                spent=0,
                route_end=start.point,
                location=start.id,
            )
        )
    active = calendar_order(players)[0]
    return JourneyState(
        config=config,
        rng=rng,
        seed=seed,
        phase=Phase.TAKE_TRANSPORT,
        players=tuple(players),
        active=active,
        placements=count,
        deck=deck,
        discard=(),
        train_row=train_row,
        ship_row=ship_row,
        character_holders=tuple(None for _ in CHARACTERS),
        adventure_cards=adventures,
        income_order=income_order,
        income_index=0,
        month=0,
    )


def replay(config: JourneyConfig, seed: int, actions: Iterable[Action]) -> JourneyState:
    """The state reached by playing ``actions`` from the start of ``{config, seed}``."""
    state = new_game(config, seed)
    for action in actions:
        state = apply(state, action)
    return state
