"""The editor's checks: every problem the map loader knows, plus playability.

``validate_sheet`` runs the loader's validator (``eighty_days.sheet.validate``) on the
plain data a save would write, so the editor reports exactly what loading the saved file
would. ``check_playability`` adds what a game needs beyond a valid file: enough cards for
a table of players, and a journey that can be made (``eighty_days.editor.playability``).
Each problem names its culprit (a location, an area, a polygon, a card, a map setting), so
the editor can select it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from eighty_days.editor.playability import deck_moves, search_reachability, unreachable_places
from eighty_days.engine.journey.cards import CardSet
from eighty_days.engine.journey.setup import MAX_PLAYERS, MIN_PLAYERS
from eighty_days.engine.journey.state import LAST_DAY
from eighty_days.messages import Message, Name, NameKind, define
from eighty_days.resources import PathPart
from eighty_days.sheet.model import SheetMap
from eighty_days.sheet.serial import to_dict
from eighty_days.sheet.validate import check_map_data
from eighty_days.shipped_journey import load_cards

#: Income cards a game uses (one per month: rulebook, Setup 6 and R2024-15).
INCOME_CARDS_NEEDED = 3

CHOOSE_START = define(
    "editor.choose_start", "{problem} (choose a place and press its “Set as start”)"
)
CHOOSE_ARRIVAL = define(
    "editor.choose_arrival", "{problem} (choose a place and press its “Set as arrival”)"
)
FEW_INCOME_CARDS = define(
    "editor.few_income_cards",
    "The map needs at least {needed} income cards (one per month); it has {found}.",
)
FEW_ADVENTURE_CARDS = define(
    "editor.few_adventure_cards",
    "The map needs at least {needed} adventure cards (players + 1); it has {found}.",
)
FEWER_PLAYERS = define(
    "editor.fewer_players",
    "With {found} adventure cards at most {players} can play (players + 1 cards are dealt); "
    "{needed} let {most} play.",
)
START_IS_ARRIVAL = define(
    "editor.start_is_arrival", "The start and the arrival must be different locations."
)
ARRIVAL_OUT_OF_REACH = define(
    "editor.arrival_out_of_reach",
    "Arrival ({name}) cannot be reached from the start by legal routes within {days} days, "
    "even with the best cards of the deck.",
)
OUT_OF_REACH = define("editor.out_of_reach", "{name} ({why}) cannot be reached within {days} days.")
INCOME_CARD = define("editor.income_card", "income card {id}")
ADVENTURE_CARD = define("editor.adventure_card", "adventure card {id}")
EMPTY_AREA = define("editor.empty_area", "Area {name} has no location, so no one can visit it.")
AREA_OUT_OF_REACH = define(
    "editor.area_out_of_reach", "No location of area {name} can be reached within {days} days."
)
SEARCH_STOPPED = define(
    "editor.search_stopped",
    "The reachability search stopped early on this large map; places it did not reach may "
    "still be reachable.",
)
CUT_OFF = define(
    "editor.cut_off",
    "No route can reach {name} ({id}) from the start, nor lead from it to the arrival: it "
    "is cut off by the sea, the land or the mountains.",
)
CHECKS_FAILED = define("editor.checks_failed", "The checks failed: {error}")
LAND_OVERLAP = define(
    "editor.land_overlap",
    "Land polygons {first} and {second} overlap: the rules count the overlap as land, one "
    "land mass.",
)


class Severity(StrEnum):
    """An error blocks play; a warning does not."""

    ERROR = "error"
    WARNING = "warning"


class CulpritKind(StrEnum):
    """What a problem is about (what the editor selects when it is clicked)."""

    MAP = "map"
    LOCATION = "location"
    AREA = "area"
    LAND = "land"
    CANALS = "canals"
    MOUNTAINS = "mountains"
    INCOME_CARD = "income_card"
    ADVENTURE_CARD = "adventure_card"
    SHEETS = "sheets"


@dataclass(frozen=True, slots=True)
class Culprit:
    """The thing a problem is about: a kind and an id or index (``None`` for the map)."""

    kind: CulpritKind
    key: str | int | None = None


@dataclass(frozen=True, slots=True)
class EditorProblem:
    """One problem of the edited map, in words, with its culprit and severity."""

    message: Message
    culprit: Culprit
    severity: Severity = Severity.ERROR
    playability: bool = False

    def __str__(self) -> str:
        """The problem in English."""
        return str(self.message)


_LIST_CULPRITS = {
    "locations": CulpritKind.LOCATION,
    "areas": CulpritKind.AREA,
    "land": CulpritKind.LAND,
    "canals": CulpritKind.CANALS,
    "mountains": CulpritKind.MOUNTAINS,
    "income_cards": CulpritKind.INCOME_CARD,
    "adventure_cards": CulpritKind.ADVENTURE_CARD,
    "sheets": CulpritKind.SHEETS,
}


def culprit_of(sheet: SheetMap, path: tuple[PathPart, ...]) -> Culprit:
    """The culprit named by a validator's document path (``locations[3].area``...)."""
    if not path:
        return Culprit(CulpritKind.MAP)
    head = path[0]
    if head in ("start", "arrival"):
        location_id = sheet.start if head == "start" else sheet.arrival
        if sheet.has_location(location_id):
            return Culprit(CulpritKind.LOCATION, location_id)
        return Culprit(CulpritKind.MAP, str(head))
    kind = _LIST_CULPRITS.get(str(head))
    if kind is None or len(path) < 2 or not isinstance(path[1], int):
        return Culprit(CulpritKind.MAP, str(head))
    index = path[1]
    if kind is CulpritKind.LOCATION and index < len(sheet.locations):
        return Culprit(kind, sheet.locations[index].id)
    if kind is CulpritKind.AREA and index < len(sheet.areas):
        return Culprit(kind, sheet.areas[index].id)
    return Culprit(kind, index)


def validate_sheet(sheet: SheetMap) -> list[EditorProblem]:
    """Every problem the loader would report for this map once saved."""
    _, problems = check_map_data(to_dict(sheet))
    result: list[EditorProblem] = []
    for problem in problems:
        message = problem.render()
        if problem.path == ("start",) and not sheet.start:
            message = CHOOSE_START(problem=message)
        elif problem.path == ("arrival",) and not sheet.arrival:
            message = CHOOSE_ARRIVAL(problem=message)
        result.append(EditorProblem(message, culprit_of(sheet, problem.path)))
    return result


def check_playability(sheet: SheetMap, cards: CardSet | None = None) -> list[EditorProblem]:
    """What stops (or spoils) a game on a valid map: cards, and places out of reach."""
    problems: list[EditorProblem] = []
    game_map = Culprit(CulpritKind.MAP)
    if len(sheet.income_cards) < INCOME_CARDS_NEEDED:
        problems.append(
            EditorProblem(
                FEW_INCOME_CARDS(needed=INCOME_CARDS_NEEDED, found=len(sheet.income_cards)),
                game_map,
                playability=True,
            )
        )
    fewest, most = MIN_PLAYERS + 1, MAX_PLAYERS + 1
    count = len(sheet.adventure_cards)
    if count < fewest:
        problems.append(
            EditorProblem(
                FEW_ADVENTURE_CARDS(needed=fewest, found=count),
                game_map,
                playability=True,
            )
        )
    elif count < most:
        problems.append(
            EditorProblem(
                FEWER_PLAYERS(found=count, players=count - 1, needed=most, most=MAX_PLAYERS),
                game_map,
                Severity.WARNING,
                playability=True,
            )
        )
    if sheet.start == sheet.arrival:
        problems.append(
            EditorProblem(
                START_IS_ARRIVAL(),
                Culprit(CulpritKind.LOCATION, sheet.start),
                playability=True,
            )
        )
        return problems
    moves = deck_moves(cards if cards is not None else load_cards())
    reach = search_reachability(sheet, moves)
    arrival = sheet.arrival_location
    day = reach.day_of(arrival.id)
    if day is None or day > LAST_DAY:
        problems.append(
            EditorProblem(
                ARRIVAL_OUT_OF_REACH(name=Name(NameKind.PLACE, arrival.name), days=LAST_DAY),
                Culprit(CulpritKind.LOCATION, arrival.id),
                playability=True,
            )
        )
    needed: dict[str, Message] = {}
    for card in sheet.income_cards:
        for location_id, _ in card.payouts:
            needed.setdefault(location_id, INCOME_CARD(id=card.id))
    for adventure in sheet.adventure_cards:
        needed.setdefault(adventure.location, ADVENTURE_CARD(id=adventure.id))
    for location_id, why in needed.items():
        if not sheet.has_location(location_id):
            continue
        found = reach.day_of(location_id)
        if found is None or found > LAST_DAY:
            name = sheet.location(location_id).name
            problems.append(
                EditorProblem(
                    OUT_OF_REACH(name=Name(NameKind.PLACE, name), why=why, days=LAST_DAY),
                    Culprit(CulpritKind.LOCATION, location_id),
                    playability=True,
                )
            )
    for area in sheet.areas:
        members = [loc.id for loc in sheet.locations if loc.area == area.id]
        if not members:
            problems.append(
                EditorProblem(
                    EMPTY_AREA(name=Name(NameKind.AREA, area.name)),
                    Culprit(CulpritKind.AREA, area.id),
                    Severity.WARNING,
                    playability=True,
                )
            )
            continue
        days = [reach.day_of(m) for m in members]
        if all(d is None or d > LAST_DAY for d in days):
            problems.append(
                EditorProblem(
                    AREA_OUT_OF_REACH(name=Name(NameKind.AREA, area.name), days=LAST_DAY),
                    Culprit(CulpritKind.AREA, area.id),
                    playability=True,
                )
            )
    problems.extend(check_connections(sheet))
    if not reach.complete:
        problems.append(
            EditorProblem(
                SEARCH_STOPPED(),
                game_map,
                Severity.WARNING,
                playability=True,
            )
        )
    return problems


def check_connections(sheet: SheetMap) -> list[EditorProblem]:
    """Places no journey can ever visit (a warning each): cut off from the start by the
    sea, the land or the mountains, so no route reaches them, and none leads from them to
    the arrival (``playability.unreachable_places``)."""
    problems: list[EditorProblem] = []
    for location_id in unreachable_places(sheet):
        location = sheet.location(location_id)
        problems.append(
            EditorProblem(
                CUT_OFF(name=Name(NameKind.PLACE, location.name), id=location.id),
                Culprit(CulpritKind.LOCATION, location.id),
                Severity.WARNING,
                playability=True,
            )
        )
    return problems


def check_land_overlaps(sheet: SheetMap) -> list[EditorProblem]:
    """Land polygons that overlap (a warning each pair): the rules count the overlap as
    land, one land mass, which is rarely what an author meant to draw."""
    import shapely

    shapes = []
    for polygon in sheet.land:
        try:
            shape = shapely.Polygon(polygon.exterior, polygon.holes)
        except (ValueError, shapely.errors.GEOSException):
            shape = shapely.Polygon()
        shapes.append(shape if shape.is_valid else shapely.Polygon())
    if len(shapes) < 2:
        return []
    tree = shapely.STRtree(shapes)
    first, second = tree.query(shapes, predicate="intersects")
    pairs = [(int(a), int(b)) for a, b in zip(first, second, strict=True) if a < b]
    if not pairs:
        return []
    left = [shapes[a] for a, _ in pairs]
    right = [shapes[b] for _, b in pairs]
    overlapping = shapely.relate_pattern(left, right, "2********")
    problems: list[EditorProblem] = []
    for (a, b), overlaps in zip(pairs, overlapping.tolist(), strict=True):
        if overlaps:
            problems.append(
                EditorProblem(
                    LAND_OVERLAP(first=_polygon_label(sheet, a), second=_polygon_label(sheet, b)),
                    Culprit(CulpritKind.LAND, b),
                    Severity.WARNING,
                )
            )
    return problems


def _polygon_label(sheet: SheetMap, index: int) -> str:
    """A land polygon as named in a message: ``#3 (Westland)`` or ``#3``."""
    name = sheet.land[index].name
    return f"#{index} ({name})" if name else f"#{index}"


def check_sheet(
    sheet: SheetMap, cards: CardSet | None = None, *, validated: bool = False
) -> list[EditorProblem]:
    """Every problem: the loader's first; playability only on a map the loader accepts;
    overlapping land as warnings in either case.

    The one list of checks of a map: the editor shows it, and ``eighty-days check-map``
    prints it. ``validated`` says the loader has just read the map from its file and found
    no problem (``check-map`` reports the loader's own problems with their lines), so the
    loader's checks are not run twice.
    """
    problems = [] if validated else validate_sheet(sheet)
    if not problems:
        problems = check_playability(sheet, cards)
    return problems + check_land_overlaps(sheet)


def blocks_play(problems: list[EditorProblem]) -> bool:
    """Whether any of the problems is an error (warnings do not stop a game)."""
    return any(problem.severity is Severity.ERROR for problem in problems)
