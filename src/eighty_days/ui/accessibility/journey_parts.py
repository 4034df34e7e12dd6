"""The journey table's painted parts in words: the map (the ruler, each player's route, the
places and whether the held ruler reaches them), the calendar (each day with its tokens,
top first), the money tracker, and the market's cards as buttons."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRectF
from PySide6.QtWidgets import QGraphicsView, QWidget

from eighty_days.engine.journey.state import LAST_DAY, JourneyState
from eighty_days.sheet.model import Location, LocationType, SheetMap
from eighty_days.ui.accessibility.counts import counted
from eighty_days.ui.accessibility.painted import Node, Part, Role, register_part, register_role
from eighty_days.ui.accessibility.words import verdict_words
from eighty_days.ui.common.message_text import map_name
from eighty_days.ui.common.value_text import (
    date_text,
    fixed_decimal_text,
    money_text,
    ruler_length_text,
)

if TYPE_CHECKING:
    from eighty_days.sheet.reach import ReachMarks

CONTEXT = "AccessibleJourney"

#: Each kind of place in words.
PLACE_TYPES = {
    LocationType.CITY: str(QT_TRANSLATE_NOOP("AccessibleJourney", "city")),
    LocationType.PORT: str(QT_TRANSLATE_NOOP("AccessibleJourney", "port")),
    LocationType.ISLAND: str(QT_TRANSLATE_NOOP("AccessibleJourney", "island")),
    LocationType.OUTPOST: str(QT_TRANSLATE_NOOP("AccessibleJourney", "outpost")),
    LocationType.ADVENTURE: str(QT_TRANSLATE_NOOP("AccessibleJourney", "adventure place")),
}
#: Half the side of the box a place is found in by pointing (pixels).
PLACE_BOX = 8.0


def place_words(sheet: SheetMap, location: Location) -> str:
    """ "Paris, city in Europe"."""
    try:
        area = map_name(sheet.area(location.area).name)
    except KeyError:
        area = location.area
    return QCoreApplication.translate("AccessibleJourney", "{place}, {kind} in {area}").format(
        place=map_name(location.name),
        kind=QCoreApplication.translate(CONTEXT, PLACE_TYPES[location.type]),
        area=area,
    )


def _map_point(view: QGraphicsView, x: float, y: float) -> QPointF:
    """A map point (x east, y north) in the view's coordinates."""
    on_viewport = view.mapFromScene(QPointF(x, -y))
    return QPointF(view.viewport().mapTo(view, on_viewport))


def _ruler_node(scene: object, verdict: object) -> Node | None:
    from eighty_days.ui.journey.controller import RoutePreview
    from eighty_days.ui.journey.market_widget import transport_name
    from eighty_days.ui.journey.ruler import RulerItem

    items = scene.items() if hasattr(scene, "items") else []
    ruler = next((item for item in items if isinstance(item, RulerItem)), None)
    if ruler is None or not ruler.isVisible():
        return None
    unit = ruler.spec.unit or 1.0
    used = ruler.stop_distance / unit
    length = ruler.spec.length / unit
    words = QCoreApplication.translate(
        "AccessibleJourney", "Ruler: {transport}, {used} of {length} units used"
    ).format(
        transport=transport_name(ruler.spec.transport),
        used=fixed_decimal_text(used),
        length=ruler_length_text(length),
    )
    if isinstance(verdict, RoutePreview):
        words += ": " + verdict_words(verdict)
    return Node("ruler", words, role=Role.Slider)


def _route_nodes(state: JourneyState, sheet: SheetMap) -> list[Node]:
    nodes = []
    for index, player in enumerate(state.players):
        stops = [
            map_name(sheet.location(stop).name)
            for stop in player.visits
            if sheet.has_location(stop)
        ]
        if stops:
            words = QCoreApplication.translate(
                "AccessibleJourney", "{count} on {name}'s route: {stops}"
            ).format(count=counted().stops(len(stops)), name=player.name, stops=", ".join(stops))
        else:
            words = QCoreApplication.translate(
                "AccessibleJourney", "{name} has drawn no route yet"
            ).format(name=player.name)
        nodes.append(Node(f"route-{index}", words))
    return nodes


def _reach_of(scene: object) -> ReachMarks | None:
    from eighty_days.ui.journey.reach_marks import ReachMarksItem

    items = scene.items() if hasattr(scene, "items") else []
    marks = next((item for item in items if isinstance(item, ReachMarksItem)), None)
    return marks.marks if marks is not None and marks.isVisible() else None


def describe_map(view: QWidget) -> Part:
    """The map: the ruler held (its transport, the length used, the verdict), each
    player's route (its stops), then the places, those the ruler reaches first."""
    from eighty_days.ui.journey.map_scene import SheetScene
    from eighty_days.ui.journey.table_feedback import TableFeedback

    name = view.accessibleName() or QCoreApplication.translate("AccessibleJourney", "Map")
    assert isinstance(view, QGraphicsView)
    scene = view.scene()
    if not isinstance(scene, SheetScene):
        return Part(name=name)
    sheet = scene.sheet
    feedback = view.findChild(TableFeedback)
    state = feedback.shown_state if feedback is not None else None
    nodes: list[Node] = []
    ruler = _ruler_node(scene, feedback.verdict if feedback is not None else None)
    if ruler is not None:
        nodes.append(ruler)
    if state is not None:
        nodes.extend(_route_nodes(state, sheet))
    reach = _reach_of(scene)
    reached = {place.location_id: place for place in reach.places} if reach else {}
    locations = sorted(
        sheet.locations, key=lambda loc: (loc.id not in reached, loc.id != _first(reach), loc.x)
    )
    for location in locations:
        words = place_words(sheet, location)
        if reach is not None:
            place = reached.get(location.id)
            if place is None:
                words += QCoreApplication.translate(
                    "AccessibleJourney", ": out of this ruler's reach"
                )
            elif place.bent:
                words += QCoreApplication.translate(
                    "AccessibleJourney", ": this ruler reaches it, bent at a detour mark"
                )
            else:
                words += QCoreApplication.translate("AccessibleJourney", ": this ruler reaches it")
        centre = _map_point(view, location.x, location.y)
        box = QRectF(centre.x() - PLACE_BOX, centre.y() - PLACE_BOX, 2 * PLACE_BOX, 2 * PLACE_BOX)
        nodes.append(Node(f"place-{location.id}", words, rect=box))
    description = counted().places_reached(len(reached)) if reach is not None else ""
    return Part(name=name, description=description, nodes=tuple(nodes))


def _first(reach: ReachMarks | None) -> str:
    return reach.places[0].location_id if reach is not None and reach.places else ""


def day_words(day: int, names: list[str]) -> str:
    """ "12 November: Ben, Ann" (the tokens top first) or "12 November: no token"."""
    date = (
        date_text(day)
        if day <= LAST_DAY
        else QCoreApplication.translate("AccessibleJourney", "After 21 December")
    )
    if not names:
        return QCoreApplication.translate("AccessibleJourney", "{date}: no token").format(date=date)
    tokens = counted().tokens(len(names))
    return QCoreApplication.translate(
        "AccessibleJourney", "{date}: {tokens}, top first: {names}"
    ).format(date=date, tokens=tokens, names=", ".join(names))


def describe_calendar(widget: QWidget) -> Part:
    """The calendar: one node per day, with the players' tokens on it, top first."""
    from eighty_days.ui.journey.calendar_widget import CalendarWidget

    assert isinstance(widget, CalendarWidget)
    state = widget.shown_state()
    stacks: dict[int, list[tuple[int, str]]] = {}
    if state is not None:
        for player in state.players:
            if player.on_calendar:
                day = min(player.day, LAST_DAY + 1)
                stacks.setdefault(day, []).append((player.stack_height, player.name))
    nodes = []
    taken = []
    for day in range(LAST_DAY + 2):
        names = [name for _, name in sorted(stacks.get(day, []), reverse=True)]
        nodes.append(Node(f"day-{day}", day_words(day, names), rect=widget.day_rect(day)))
        if names:
            taken.append(nodes[-1].name)
    return Part(
        name=widget.accessibleName() or QCoreApplication.translate("AccessibleJourney", "Calendar"),
        description="; ".join(taken),
        nodes=tuple(nodes),
    )


def describe_money(widget: QWidget) -> Part:
    """The money tracker: earned, spent and in hand."""
    from eighty_days.ui.journey.player_panel import MoneyTracker

    assert isinstance(widget, MoneyTracker)
    words = QCoreApplication.translate(
        "AccessibleJourney", "Money tracker: earned {earned}, spent {spent}, {money} in hand"
    ).format(
        earned=money_text(widget.earned),
        spent=money_text(widget.spent),
        money=money_text(widget.earned - widget.spent),
    )
    return Part(name=words, role=Role.StaticText)


def register() -> None:
    """Register the journey's describers and the market cards' role."""
    from eighty_days.ui.journey.calendar_widget import CalendarWidget
    from eighty_days.ui.journey.map_view import MapView
    from eighty_days.ui.journey.market_widget import CardWidget
    from eighty_days.ui.journey.player_panel import MoneyTracker

    register_part(MapView, describe_map)
    register_part(CalendarWidget, describe_calendar)
    register_part(MoneyTracker, describe_money)
    register_role(CardWidget, Role.Button)
