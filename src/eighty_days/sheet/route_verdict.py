"""The verdict on a route (legal or not, why, where it first goes wrong) and the words
of its reasons (rulings R2024-10, R2024-11)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from eighty_days.messages import Message, Name, NameKind, Param, define
from eighty_days.sheet.model import Point


@dataclass(frozen=True, slots=True)
class RouteVerdict:
    """The judgement of a route: legal or not, why (a message), and where it first goes wrong."""

    legal: bool
    message: Message
    first_illegal_point: Point | None = None
    segment_index: int | None = None

    @property
    def reason(self) -> str:
        """Why, in English ("" for a legal route)."""
        return str(self.message)


# The route verdicts' messages (the UI's templates: ui/common/message_text.py).
ROUTE_LEGAL = define("route.legal", "")
LEAVES_MAP = define("route.leaves_map", "The route leaves the map.")
MOUNTAINS = define("route.mountains", "No transport can cross {names}, balloons included.")
THE_MOUNTAINS = define("route.the_mountains", "the mountains")
THE_RANGE = define("route.the_range", "the {name}")
AND = define("route.and", "{first} and {second}")
COAST_ONCE = define(
    "route.coast_once",
    "Passepartout lets the route cross the coastline only once, after a first part that "
    "suits the transport.",
)
TRAIN_AT_SEA = define(
    "route.train_at_sea", "A train cannot cross the sea: the route leaves land here."
)
SHIP_ON_LAND = define(
    "route.ship_on_land", "A ship cannot cross land: the route reaches the coast here."
)

LEGAL = RouteVerdict(True, ROUTE_LEGAL())


def range_names(names: Sequence[str]) -> Param:
    """Mountain ranges for a message: "the Alps and the Rocky Mountains", "the mountains"."""
    quoted: list[Param] = [
        Name(NameKind.AREA, name)
        if name.lower().startswith("the ")
        else THE_RANGE(name=Name(NameKind.AREA, name))
        for name in names
    ]
    if not quoted:
        return THE_MOUNTAINS()
    joined = quoted[0]
    for name in quoted[1:]:
        joined = AND(first=joined, second=name)
    return joined
