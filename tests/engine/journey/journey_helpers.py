"""A small synthetic sheet for the journey engine's tests, and helpers to play on it.

The sheet is one strip like the real one (ruler unit 5, x from Starting London at 1.6 to
Arrival London at 361.6): two London islands, a Eurasian block with a mountain range, a
Japanese island, a Pacific island on the antimeridian, an American block, oceans between,
locations of every type, 12 areas, 6 income cards and 8 adventure cards.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import replace

from eighty_days.engine.journey import (
    CHARACTERS,
    CardSet,
    Character,
    DrawRoute,
    FacedCard,
    FixedSetup,
    JourneyConfig,
    JourneyState,
    Phase,
    PlayerSetup,
    Ruler,
    Side,
    Slot,
    TakeTransport,
    TransportCard,
    TransportChoice,
    apply,
    held_ruler,
    legal_transport_actions,
    new_game,
    quote,
    route_start,
)
from eighty_days.sheet.model import (
    AdventureCard,
    Area,
    IncomeCard,
    Location,
    LocationType,
    Point,
    Polygon,
    SheetMap,
    SheetPart,
    Transport,
)
from eighty_days.shipped_journey import load_cards


def rectangle(x0: float, y0: float, x1: float, y1: float, name: str = "") -> Polygon:
    """An axis-aligned rectangle polygon."""
    return Polygon(((x0, y0), (x1, y0), (x1, y1), (x0, y1)), name=name)


LAND = (
    rectangle(-10, 49, 2, 59, "Starting British Isles"),
    rectangle(1, 50, 5, 53, "Land bridge"),
    rectangle(4, 10, 140, 70, "Eurasia"),
    rectangle(150, 30, 158, 40, "Japan"),
    rectangle(175, 20, 185, 30, "Antimeridian Island"),
    rectangle(230, 15, 320, 65, "America"),
    rectangle(361.2, 49, 372, 59, "Arrival British Isles"),
)
MOUNTAINS = (rectangle(80, 25, 95, 35, "Himalaya"),)

_AREAS = (
    ("british-isles", "British Isles"),
    ("europe", "Europe"),
    ("scandinavia", "Scandinavia"),
    ("russia", "Russia"),
    ("middle-east", "Middle East"),
    ("india", "India"),
    ("central-asia", "Central Asia"),
    ("china", "China"),
    ("japan", "Japan"),
    ("pacific", "Pacific"),
    ("north-america", "North America"),
    ("atlantic", "Atlantic"),
)

_LOCATIONS = (
    # id, type, x, y, area
    ("london-start", LocationType.CITY, 1.6, 51.5, "british-isles"),
    ("london-arrival", LocationType.CITY, 361.6, 51.5, "british-isles"),
    ("paris", LocationType.CITY, 10.0, 48.0, "europe"),
    ("moscow", LocationType.CITY, 40.0, 55.0, "russia"),
    ("alexandria", LocationType.PORT, 30.0, 10.3, "middle-east"),
    ("bombay", LocationType.PORT, 70.0, 10.4, "india"),
    ("kashgar", LocationType.OUTPOST, 75.0, 40.0, "central-asia"),
    ("calcutta", LocationType.PORT, 100.0, 10.4, "india"),
    ("hong-kong", LocationType.PORT, 139.6, 22.0, "china"),
    ("yokohama", LocationType.ISLAND, 150.4, 35.0, "japan"),
    ("midway", LocationType.ISLAND, 184.6, 25.0, "pacific"),
    ("san-francisco", LocationType.PORT, 230.4, 38.0, "north-america"),
    ("chicago", LocationType.CITY, 270.0, 42.0, "north-america"),
    ("new-york", LocationType.PORT, 319.6, 41.0, "north-america"),
    ("volcano", LocationType.ADVENTURE, 20.0, 68.0, "scandinavia"),
    ("castle", LocationType.ADVENTURE, 30.0, 50.0, "europe"),
    ("desert-city", LocationType.ADVENTURE, 60.0, 20.0, "middle-east"),
    ("tower", LocationType.ADVENTURE, 110.0, 50.0, "china"),
    ("mysterious-island", LocationType.ADVENTURE, 210.0, -20.0, "pacific"),
    ("canyon", LocationType.ADVENTURE, 250.0, 25.0, "north-america"),
    ("prairie-fort", LocationType.ADVENTURE, 290.0, 55.0, "north-america"),
    ("sargasso", LocationType.ADVENTURE, 340.0, 30.0, "atlantic"),
)

_INCOME = (
    ("income-1", {"paris": 3, "bombay": 4, "hong-kong": 5, "new-york": 6}),
    ("income-2", {"moscow": 3, "calcutta": 4, "yokohama": 5, "chicago": 6}),
    ("income-3", {"alexandria": 3, "kashgar": 5, "midway": 6, "san-francisco": 4}),
    ("income-4", {"paris": 2, "calcutta": 5, "midway": 4, "new-york": 5}),
    ("income-5", {"moscow": 4, "bombay": 3, "san-francisco": 6, "chicago": 4}),
    ("income-6", {"alexandria": 4, "hong-kong": 3, "yokohama": 6, "kashgar": 4}),
)

_ADVENTURES = (
    ("centre-of-the-earth", "Journey to the Centre of the Earth", "volcano", 2),
    ("carpathian-castle", "The Carpathian Castle", "castle", 1),
    ("desert-city-card", "The Desert City", "desert-city", 1),
    ("tower-card", "The Tower", "tower", 2),
    ("mysterious-island-card", "The Mysterious Island", "mysterious-island", 3),
    ("canyon-card", "The Canyon", "canyon", 1),
    ("prairie-fort-card", "The Prairie Fort", "prairie-fort", 2),
    ("sargasso-card", "Twenty Thousand Leagues", "sargasso", 2),
)


def synthetic_sheet() -> SheetMap:
    """The synthetic sheet (a new but equal object on every call)."""
    return SheetMap(
        name="Synthetic test sheet",
        bounds=(-12.0, -40.0, 372.0, 78.0),
        sheets=(
            SheetPart("west", "West", -12.0, 180.0),
            SheetPart("east", "East", 180.0, 372.0),
        ),
        land=LAND,
        canals=(),
        mountains=MOUNTAINS,
        antimeridian_x=180.0,
        areas=tuple(Area(i, n, "#88aa66") for i, n in _AREAS),
        locations=tuple(
            Location(i, i.replace("-", " ").title(), t, x, y, a, 1.0)
            for i, t, x, y, a in _LOCATIONS
        ),
        start="london-start",
        arrival="london-arrival",
        ruler_unit=5.0,
        income_cards=tuple(IncomeCard(i, tuple(p.items())) for i, p in _INCOME),
        adventure_cards=tuple(AdventureCard(i, t, loc, n) for i, t, loc, n in _ADVENTURES),
        coast_tolerance=0.6,
    )


SHEET = synthetic_sheet()
NAMES = ("Ada", "Bert", "Cleo", "Dan")
COLOURS = ("#c62828", "#2e7d32", "#1565c0", "#f9a825")


def make_config(
    players: int = 2,
    sides: Sequence[Side] | None = None,
    fixed: FixedSetup | None = None,
) -> JourneyConfig:
    """A configuration on the synthetic sheet for ``players`` players."""
    return JourneyConfig(
        players=tuple(PlayerSetup(NAMES[i], COLOURS[i]) for i in range(players)),
        sheet=SHEET,
        character_sides=tuple(sides)
        if sides is not None
        else tuple(Side.FRONT for _ in CHARACTERS),
        fixed=fixed if fixed is not None else FixedSetup(),
        cards=load_cards(),
    )


def side_config(
    character: Character, side: Side, players: int = 2, **fixed: object
) -> JourneyConfig:
    """A configuration with ``character`` on ``side`` (the others on their fronts)."""
    sides = [side if c is character else Side.FRONT for c in CHARACTERS]
    return make_config(players, sides, FixedSetup(**fixed))  # type: ignore[arg-type]


def set_player(state: JourneyState, index: int, **changes: object) -> JourneyState:
    """``state`` with some fields of one player changed (a position to test a rule from)."""
    players = list(state.players)
    players[index] = replace(players[index], **changes)  # type: ignore[arg-type]
    return replace(state, players=tuple(players))


def give_character(state: JourneyState, character: Character, holder: int | None) -> JourneyState:
    """``state`` with ``character`` held by ``holder`` (None: the reserve)."""
    holders = list(state.character_holders)
    holders[CHARACTERS.index(character)] = holder
    return replace(state, character_holders=tuple(holders))


def faced(card_ids: Sequence[str], transport: Transport = Transport.TRAIN) -> tuple[FacedCard, ...]:
    """Cards lying with ``transport`` up."""
    return tuple(FacedCard(c, transport) for c in card_ids)


def all_card_ids() -> tuple[str, ...]:
    """t01 .. t30."""
    return tuple(f"t{n:02d}" for n in range(1, 31))


def random_route(
    state: JourneyState, rng: random.Random, tries: int = 8, greedy: bool = False
) -> DrawRoute:
    """A legal route for the transport in hand, found by trying random eastward directions.

    The last segment often aims at a location in reach, so routes visit places, collect
    income and claim adventures. ``greedy`` keeps the legal try that ends nearest Arrival
    London (so journeys get there); otherwise the first legal try. Falls back to a
    zero-length route (a wasted ticket).
    """
    assert state.in_hand is not None and state.active is not None
    ruler = held_ruler(state)
    assert ruler is not None
    sheet = state.config.sheet
    unit = sheet.ruler_unit
    geometry = state.config.geometry
    start = route_start(state)
    segments = ruler.segment_lengths
    coast = not state.in_hand.is_balloon and state.has_active(
        state.active, Character.PASSEPARTOUT, Side.BACK
    )
    arrival = sheet.arrival_location.point
    best: tuple[Point, ...] | None = None
    for _ in range(tries):
        used = rng.randint(1, len(segments))
        points: list[Point] = [start]
        for number in range(used):
            full = segments[number] * unit
            x, y = points[-1]
            if number == used - 1:
                near = [loc for loc in sheet.locations if 0 < math.dist(loc.point, (x, y)) <= full]
                if near and rng.random() < 0.6:
                    points.append(rng.choice(near).point)
                    break
                full *= rng.choice((1.0, 1.0, rng.random()))
            angle = rng.gauss(0.0, 0.7)
            points.append((x + full * math.cos(angle), y + full * math.sin(angle)))
        route = tuple(points)
        if geometry.judge_route(route, state.in_hand.transport, coast_crossing=coast).legal:
            if not greedy:
                return DrawRoute(route)
            if best is None or math.dist(route[-1], arrival) < math.dist(best[-1], arrival):
                best = route
    if greedy and 0 < math.dist(start, arrival) <= segments[0] * unit:
        home = (start, arrival)
        if geometry.judge_route(home, state.in_hand.transport, coast_crossing=coast).legal:
            best = home
    return DrawRoute(best if best is not None else (start,))


def random_step(state: JourneyState, rng: random.Random, greedy: bool = False) -> JourneyState:
    """One random legal action.

    ``greedy``: of three random transports fitting the terrain ahead take the one with
    the most ruler length per day paid, and draw the route that gets furthest east.
    """
    if state.phase is Phase.TAKE_TRANSPORT:
        choices = legal_transport_actions(state)
        if not greedy:
            return apply(state, rng.choice(choices))
        x, y = route_start(state)
        ahead = Transport.TRAIN if state.config.geometry.is_land((x + 3.0, y)) else Transport.SHIP
        fitting = [c for c in choices if quote(state, c).transport in (ahead, Transport.BALLOON)]

        def speed(choice: TransportChoice) -> float:
            offer = quote(state, choice)
            return offer.ruler.length / offer.total_days

        return apply(state, max(rng.sample(fitting, min(3, len(fitting))), key=speed))
    return apply(state, random_route(state, rng, tries=3 if not greedy else 6, greedy=greedy))


def play_to_end(
    config: JourneyConfig, seed: int, greedy: bool = False, max_actions: int = 2000
) -> list[JourneyState]:
    """Every state of a random game from ``new_game(config, seed)`` to its end."""
    rng = random.Random(seed)
    states = [new_game(config, seed)]
    while states[-1].phase is not Phase.GAME_OVER:
        states.append(random_step(states[-1], rng, greedy))
        assert len(states) < max_actions, "the game does not end"
    return states


# -- a controlled card set and table for rule tests ----------------------------------------

PLAIN_IDS = tuple(f"p{n:02d}" for n in range(1, 25))


def _test_cards() -> CardSet:
    shipped = load_cards()
    plain = tuple(TransportCard(c, 2, 3, Ruler(6.0)) for c in PLAIN_IDS)
    special = (
        TransportCard("fogg-card", 1, 2, Ruler(6.0), Character.FOGG),
        TransportCard("pass-card", 1, 2, Ruler(6.0), Character.PASSEPARTOUT),
        # the rulebook's ticket example: a 3-day train costing 5
        TransportCard("tick", 5, 3, Ruler(7.5, (4.0,))),
        TransportCard("aouda-card", 1, 2, Ruler(6.0), Character.AOUDA),
        TransportCard("fix-card", 1, 2, Ruler(6.0), Character.FIX),
        TransportCard("detour2", 1, 4, Ruler(6.0, (2.0, 4.0))),
    )
    return CardSet(special + plain, shipped.balloons, shipped.characters)


#: 24 plain cards (2 pounds, 3 days, ruler 6, no marks, no icon) and six special ones.
TEST_CARDS = _test_cards()
TRAIN_ROW = ("fogg-card", "pass-card", "tick")
SHIP_ROW = ("aouda-card", "fix-card", "detour2")
INCOME_ORDER = tuple(card.id for card in SHEET.income_cards)
ADVENTURES = tuple(card.id for card in SHEET.adventure_cards)


def table(
    players: int = 2,
    sides: Sequence[Side] | None = None,
    **fixed: object,
) -> JourneyConfig:
    """A fully fixed table with ``TEST_CARDS``: player 0 on top of the stack, the market
    ``TRAIN_ROW``/``SHIP_ROW``, the plain cards as a deck of trains (p01 on top), income
    cards in map order, the first ``players + 1`` adventure cards. ``fixed`` overrides.
    """
    setup: dict[str, object] = {
        "train_row": TRAIN_ROW,
        "ship_row": SHIP_ROW,
        "deck": faced(PLAIN_IDS),
        "income_order": INCOME_ORDER,
        "adventure_cards": ADVENTURES[: players + 1],
        "stack_order": tuple(range(players)),
    }
    setup.update(fixed)
    config = make_config(players, sides, FixedSetup(**setup))  # type: ignore[arg-type]
    return replace(config, cards=TEST_CARDS)


def start(players: int = 2, sides: Sequence[Side] | None = None, **fixed: object) -> JourneyState:
    """A new game on ``table(...)`` (seed 1)."""
    return new_game(table(players, sides, **fixed), 1)


def sides_with(character: Character, side: Side) -> tuple[Side, ...]:
    """Every character on its front except ``character`` on ``side``."""
    return tuple(side if c is character else Side.FRONT for c in CHARACTERS)


def at(state: JourneyState, index: int, point: Point, location: str | None = None) -> JourneyState:
    """``state`` with player ``index``'s route ending at ``point``."""
    return set_player(state, index, route_end=point, location=location)


def take(state: JourneyState, slot: Slot | str, flip: bool = False) -> JourneyState:
    """Apply ``TakeTransport`` (slot by value or member)."""
    return apply(state, TakeTransport(Slot(slot), flip))


def draw(state: JourneyState, *points: Point) -> JourneyState:
    """Draw a route from the active player's route end through ``points``."""
    return apply(state, DrawRoute((route_start(state), *points)))


def east(state: JourneyState, distance: float, dy: float = 0.0) -> Point:
    """The point ``distance`` map units east (and ``dy`` north) of the active route end."""
    x, y = route_start(state)
    return (x + distance, y + dy)


def quick_cards() -> CardSet:
    """The shipped deck with every card travelling in one day (journeys reach London)."""
    shipped = load_cards()
    return CardSet(
        tuple(replace(card, days=1) for card in shipped.transport_cards),
        tuple(replace(balloon, days=1) for balloon in shipped.balloons),
        shipped.characters,
    )


# -- golden replays -----------------------------------------------------------------------

GOLDEN_GAMES = (
    # (file name, seed, players, character sides, greedy with the one-day deck)
    ("two-players-fronts", 1, 2, "FFFF", False),
    ("three-players-backs", 2, 3, "BBBB", False),
    ("four-players-mixed-to-london", 16, 4, "FBFB", True),
)


def golden_config(players: int, sides: str, quick: bool) -> JourneyConfig:
    """The configuration of a golden game on the synthetic sheet."""
    config = make_config(players, tuple(Side.BACK if s == "B" else Side.FRONT for s in sides))
    return replace(config, cards=quick_cards()) if quick else config


def step_summary(number: int, state: JourneyState) -> str:
    """One line describing the last action of ``state`` and where the game stands."""
    action = state.history[-1]
    parts = [f"{number:3d}", action.kind]
    data = action.to_dict()
    if "points" in data:
        parts.append(f"{len(data['points'])} point(s)")
    else:
        parts.extend(str(v) for k, v in data.items() if k != "type")
    tokens = " ".join(
        f"{p.name}:d{p.day}/£{p.money}" + ("*" if p.journey_ended else "") for p in state.players
    )
    events = " / ".join(event.text for event in state.last_events)
    return f"{' '.join(parts)} | {tokens} | {events}"
